//! `iccf serve`'s API, in process (`tower`'s `oneshot` on the router) and over real HTTP (the
//! binary on port 0): the same JSON as `iccf check --format json`, the limits, the error
//! answers, the security headers, and what Fix, Format and Convert give.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use rstest::rstest;
use serde_json::{Value, json};
use tower::ServiceExt;

/// The answer of the router to one request: status, headers and body.
struct Answer {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "not JSON ({e}): {}",
                String::from_utf8_lossy(&self.body[..self.body.len().min(300)])
            )
        })
    }
}

fn send(request: Request<Body>) -> Answer {
    send_to(iccf::serve::router(), request)
}

fn post(path: &str, body: impl Into<Body>) -> Answer {
    send(
        Request::post(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.into())
            .unwrap(),
    )
}

fn post_json(path: &str, body: &Value) -> Answer {
    post(path, body.to_string())
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/serve")
}

/// What `iccf check --format json --isolated NAME` prints in `dir`, one value per line.
fn cli_json(dir: &Path, name: &str) -> Vec<Value> {
    let out = Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(["check", "--format", "json", "--isolated", name])
        .current_dir(dir)
        .output()
        .expect("iccf runs");
    String::from_utf8(out.stdout)
        .expect("UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// `/api/check` and `iccf check --format json` agree on every key of every diagnostic of the
/// file.
fn assert_same_as_cli(file: &Path) {
    let dir = file.parent().unwrap();
    let name = file.file_name().unwrap().to_str().unwrap();
    let text = std::fs::read_to_string(file).unwrap();
    let answer = post_json("/api/check", &json!({ "text": text, "name": name }));
    assert_eq!(answer.status, StatusCode::OK);
    let api = answer.json()["diagnostics"].as_array().unwrap().clone();
    let cli = cli_json(dir, name);
    assert!(!cli.is_empty(), "{name}: the CLI found nothing");
    assert_eq!(api, cli, "{name}");
}

#[rstest]
fn check_gives_the_json_of_the_command_line(
    #[files("tests/fixtures/serve/broken/*.iccf")] file: PathBuf,
) {
    assert_same_as_cli(&file);
}

#[test]
fn check_gives_the_json_of_the_command_line_on_the_whole_broken_corpus() {
    let Some(root) = super::support::corpus_root("serve sweep of broken/") else {
        return;
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("broken"))
        .expect("the corpus has broken/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "iccf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 64);
    for file in &files {
        assert_same_as_cli(file);
    }
}

#[test]
fn check_lists_the_moves_and_the_position_before_an_illegal_move() {
    let text = "[Event \"E\"]\n\n1. 5254 5755 2. 5354 *\n";
    let answer = post_json("/api/check", &json!({ "text": text }));
    let body = answer.json();
    let game = &body["games"][0];
    assert_eq!(game["game"], 1);
    assert_eq!(game["plies"], 2);
    let moves: Vec<(&str, &str, u64)> = game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["numeric"].as_str().unwrap(),
                m["san"].as_str().unwrap(),
                m["offset"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(moves, [("5254", "e4", 16), ("5755", "e5", 21)]);
    assert_eq!(
        game["stops"],
        json!([{
            "ply": 3, "line": 0, "offset": 29, "length": 4, "cause": "illegal-move",
            "fen": "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "from": "53", "to": "54",
        }])
    );
    let d = &body["diagnostics"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .clone();
    assert_eq!(
        (d["code"].as_str(), d["line"].as_u64(), d["column"].as_u64()),
        (Some("B001"), Some(3), Some(17))
    );
    assert_eq!(d["file"], "<stdin>");
}

#[rstest]
#[case::first_game(None, 1, Some(2))]
#[case::second_game(Some(2), 2, Some(3))]
fn check_lists_the_moves_of_the_game_asked_for(
    #[case] game: Option<usize>,
    #[case] listed: u64,
    #[case] plies: Option<u64>,
) {
    let text = "1. 5254 5755 *\n\n1. 4244 4745 2. 3234 *\n";
    let mut request = json!({ "text": text });
    if let Some(game) = game {
        request["game"] = json!(game);
    }
    let body = post_json("/api/check", &request).json();
    let games = body["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    let with_moves: Vec<&Value> = games.iter().filter(|g| g.get("moves").is_some()).collect();
    assert_eq!(with_moves.len(), 1);
    assert_eq!(with_moves[0]["game"], listed);
    assert_eq!(
        with_moves[0]["moves"].as_array().map(|m| m.len() as u64),
        plies
    );
    // Black's move of the second game, written before the ply count: FEN after it.
    if listed == 2 {
        assert_eq!(
            with_moves[0]["moves"][2]["after"],
            "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2"
        );
    }
}

#[test]
fn check_takes_the_levels_of_iccf_toml() {
    let text = "[Event \"E\"]\n\n1. 5254 5755 *\n";
    let codes = |levels: Value| -> Vec<(String, String)> {
        post_json("/api/check", &json!({ "text": text, "levels": levels })).json()["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| {
                (
                    d["code"].as_str().unwrap().to_string(),
                    d["severity"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    };
    let default = codes(json!({}));
    assert!(
        default.contains(&("L003".into(), "warning".into())),
        "{default:?}"
    );
    let allowed = codes(json!({ "L003": "allow", "result-tag": "deny" }));
    assert!(!allowed.iter().any(|(c, _)| c == "L003"), "{allowed:?}");
    assert!(
        allowed.contains(&("L005".into(), "error".into())),
        "{allowed:?}"
    );
}

#[test]
fn a_pgn_name_reads_algebraic_moves_as_check_does_pgn_files() {
    let text = "1. e4 e5 2. Nf3 *\n";
    let codes = |name: &str| -> Vec<String> {
        post_json("/api/check", &json!({ "text": text, "name": name })).json()["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["severity"] == "error")
            .map(|d| d["code"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(codes("game.pgn"), Vec::<String>::new());
    assert!(!codes("game.iccf").is_empty());
}

/// A body over the limit gets 413 with a JSON message naming the limit, whether its
/// `Content-Length` announces the size (refused before reading) or not (refused while reading).
#[rstest]
fn a_body_over_8_mib_is_413_with_a_message(
    #[values("/api/check", "/api/decode")] path: &str,
    #[values(true, false)] announced: bool,
) {
    let text = "1. 5254 5755 ".repeat(iccf::serve::BODY_LIMIT / 13 + 1);
    let body = json!({ "text": text }).to_string();
    assert!(body.len() > iccf::serve::BODY_LIMIT);
    let mut request = Request::post(path).header(header::CONTENT_TYPE, "application/json");
    if announced {
        request = request.header(header::CONTENT_LENGTH, body.len());
    }
    let answer = send(request.body(Body::from(body)).unwrap());
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(
        answer.headers[header::CONTENT_TYPE],
        "application/json",
        "{path}"
    );
    assert_eq!(
        answer.json()["error"],
        "the request is larger than 8 MiB (8388608 bytes), the most iccf serve reads at once: send fewer games at a time, or check the file with `iccf check FILE`"
    );
}

#[test]
fn a_body_of_8_mib_is_read() {
    assert_eq!(
        post("/api/decode", vec![b' '; iccf::serve::BODY_LIMIT]).status,
        StatusCode::OK
    );
}

#[rstest]
#[case::not_json("{\"text\": ", "the request body is not valid JSON: EOF while parsing")]
#[case::plain_text(
    "e4 e5",
    "the request body is not valid JSON: expected value at line 1 column 1"
)]
#[case::no_text(
    "{\"name\": \"a.iccf\"}",
    "the request body is not what this route reads: missing field `text`"
)]
#[case::unknown_field("{\"text\": \"\", \"txt\": 1}", "unknown field `txt`")]
#[case::text_not_a_string("{\"text\": 5}", "invalid type: integer `5`, expected a string")]
#[case::unknown_rule(
    "{\"text\": \"\", \"levels\": {\"move-numbr\": \"allow\"}}",
    "levels: unknown rule `move-numbr`: did you mean `move-number` (L001)?"
)]
#[case::bad_level(
    "{\"text\": \"\", \"levels\": {\"L001\": \"off\"}}",
    "levels: `L001` has the level \"off\", which is not one"
)]
fn bad_json_is_400_with_a_message(#[case] body: &str, #[case] message: &str) {
    for path in ["/api/check", "/api/fix"] {
        let answer = post(path, body.to_string());
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path}");
        let error = answer.json()["error"].as_str().unwrap().to_string();
        assert!(error.contains(message), "{path}: {error}");
    }
}

#[rstest]
#[case::missing("/api/convert")]
#[case::unknown("/api/convert?to=docx")]
fn convert_without_a_known_target_is_400(#[case] path: &str) {
    let answer = post_json(path, &json!({ "text": "1. 5254 *" }));
    assert_eq!(answer.status, StatusCode::BAD_REQUEST);
    assert!(answer.json()["error"].as_str().unwrap().contains("to=pgn"));
}

#[rstest]
#[case::page("/", "text/html; charset=utf-8")]
#[case::script("/app.js", "text/javascript; charset=utf-8")]
#[case::style("/style.css", "text/css; charset=utf-8")]
#[case::missing("/etc/passwd", "application/json")]
fn every_answer_has_the_security_headers(#[case] path: &str, #[case] content_type: &str) {
    let answer = send(Request::get(path).body(Body::empty()).unwrap());
    let header = |name: header::HeaderName| {
        answer
            .headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(header(header::CONTENT_TYPE), content_type);
    assert_eq!(header(header::X_CONTENT_TYPE_OPTIONS), "nosniff");
    let csp = header(header::CONTENT_SECURITY_POLICY);
    assert!(
        csp.contains("default-src 'none'") && csp.contains("script-src 'self'"),
        "{csp}"
    );
    assert!(!csp.contains("unsafe-inline"), "{csp}");
}

#[test]
fn the_page_has_no_inline_script_or_style_and_no_other_origin() {
    let page =
        String::from_utf8(send(Request::get("/").body(Body::empty()).unwrap()).body).unwrap();
    for hook in [
        "<textarea id=\"transcript\"",
        "<button id=\"check\"",
        "id=\"board\"",
        "data-fen",
        "<script src=\"/app.js\" defer></script>",
    ] {
        assert!(page.contains(hook), "{hook}");
    }
    assert!(!page.contains("<script>") && !page.contains("<style") && !page.contains("style="));
    // No event handler attribute (onclick=...): the script wires every handler.
    let handler = page.split(" on").skip(1).any(|rest| {
        let name: String = rest.chars().take_while(char::is_ascii_lowercase).collect();
        !name.is_empty() && rest[name.len()..].starts_with('=')
    });
    assert!(!handler);
    assert!(!page.contains("http://") && !page.contains("https://"));
}

#[test]
fn fix_writes_the_five_digit_promotion_and_gives_the_diff() {
    let text = std::fs::read_to_string(fixtures().join("underpromotion.iccf")).unwrap();
    let answer = post_json(
        "/api/fix",
        &json!({ "text": text, "name": "underpromotion.iccf" }),
    );
    assert_eq!(answer.status, StatusCode::OK);
    let body = answer.json();
    assert_eq!(body["changed"], true);
    assert_eq!(body["fixes"], 1);
    assert_eq!(
        body["text"].as_str().unwrap(),
        text.replace(" 2734 ", " 27384 ")
    );
    let diff = body["diff"].as_str().unwrap();
    assert!(
        diff.starts_with("--- underpromotion.iccf\n+++ underpromotion.iccf\n"),
        "{diff}"
    );
    assert!(
        diff.contains("\n-13. 4536 4843 14. 4114 7463 15. 3627 5857 16. 2734 1838"),
        "{diff}"
    );
    assert!(
        diff.contains("\n+13. 4536 4843 14. 4114 7463 15. 3627 5857 16. 27384 1838"),
        "{diff}"
    );
}

#[test]
fn fix_refuses_a_text_with_errors_it_cannot_repair() {
    let answer = post_json(
        "/api/fix",
        &json!({ "text": "1. 5254 5755 2. 7163 {never closed" }),
    );
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    let body = answer.json();
    assert_eq!(body["errors"], 1);
    assert!(
        body["error"]
            .as_str()
            .unwrap()
            .starts_with("nothing was fixed")
    );
}

#[test]
fn format_gives_what_iccf_fmt_writes() {
    let text = "[Event \"E\"]\n\n1.5254 5755 2.7163 2836 *\n";
    let answer = post_json("/api/fmt", &json!({ "text": text }));
    assert_eq!(answer.status, StatusCode::OK);
    let out = super::support::iccf_with_input(&["fmt"], Path::new("."), text.as_bytes());
    let body = answer.json();
    assert_eq!(
        body["text"].as_str().unwrap(),
        String::from_utf8(out.stdout).unwrap()
    );
    assert_eq!(body["changed"], true);
}

#[rstest]
#[case::one_of_one(
    "",
    "not formatted: the game has errors (fix them first, or send \"force\": true)"
)]
#[case::one_of_two(
    "\n1. 4244 *\n",
    "not formatted: 1 of 2 games has errors (fix them first, or send \"force\": true)"
)]
fn format_refuses_a_game_with_errors(#[case] more: &str, #[case] error: &str) {
    let text = format!("1. 5254 5755 2. 5354 *\n{more}");
    let answer = post_json("/api/fmt", &json!({ "text": text }));
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    let body = answer.json();
    assert_eq!(body["refused"], json!([1]));
    assert_eq!(body["diagnostics"][0]["code"], "B001");
    assert_eq!(body["error"], error);
}

#[rstest]
#[case::pgn("pgn")]
#[case::iccf("iccf")]
#[case::uci("uci")]
#[case::fen("fen")]
#[case::json("json")]
fn convert_gives_what_iccf_convert_writes(#[case] to: &str) {
    let file = fixtures().join("underpromotion.iccf");
    let text = std::fs::read_to_string(&file).unwrap();
    let answer = post_json(&format!("/api/convert?to={to}"), &json!({ "text": text }));
    assert_eq!(answer.status, StatusCode::OK);
    let out = Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(["convert", "--to", to])
        .arg(&file)
        .output()
        .expect("iccf runs");
    let body = answer.json();
    assert_eq!(
        body["text"].as_str().unwrap(),
        String::from_utf8(out.stdout).unwrap()
    );
    assert_eq!(
        (
            body["games"].as_u64(),
            body["refused"].as_array().map(Vec::len)
        ),
        (Some(1), Some(0))
    );
}

#[test]
fn convert_leaves_out_games_with_errors_and_says_why() {
    let text = "1. 5254 5755 *\n\n1. 5254 5755 2. 5354 *\n\n1. 4244 *\n";
    let body = post_json("/api/convert?to=uci", &json!({ "text": text })).json();
    assert_eq!(body["text"], "e2e4 e7e5\nd2d4\n");
    assert_eq!(body["games"], 3);
    assert_eq!(body["refused"], json!([2]));
    assert_eq!(body["diagnostics"][0]["code"], "B001");
    assert_eq!(body["diagnostics"][0]["game"], 2);
}

#[rstest]
#[case::utf8("[White \"Müller\"]".as_bytes(), "[White \"Müller\"]", "utf-8")]
#[case::latin1(b"[White \"M\xfcller\"]", "[White \"Müller\"]", "latin-1")]
#[case::utf16_le_with_a_byte_order_mark(
    b"\xff\xfe[\0W\0 \0\"\0M\0\xfc\0\"\0]\0",
    "[W \"M\u{fc}\"]",
    "utf-16le"
)]
#[case::utf16_be_with_a_byte_order_mark(b"\xfe\xff\0[\0]", "[]", "utf-16be")]
fn decode_reads_a_file_as_iccf_does(
    #[case] bytes: &[u8],
    #[case] text: &str,
    #[case] encoding: &str,
) {
    let body = post("/api/decode", bytes.to_vec()).json();
    assert_eq!(
        (body["text"].as_str(), body["encoding"].as_str()),
        (Some(text), Some(encoding))
    );
    assert_eq!(body["binary"], false);
}

#[test]
fn decode_names_a_file_that_is_not_text() {
    let body = post("/api/decode", vec![0x1f, 0x8b, 8, 0, 0, 0]).json();
    assert_eq!(body["binary"], true);
    assert_eq!(
        body["message"],
        "the file is not a text file: it looks like a gzip archive: unpack it first (gunzip)"
    );
}

/// `iccf serve --port 0`, its address read from its first line, stopped with SIGINT.
struct Server {
    child: std::process::Child,
    address: String,
    /// The lines before the address (warnings).
    head: String,
    stderr: BufReader<std::process::ChildStderr>,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
            .arg("serve")
            .args(args)
            .stderr(Stdio::piped())
            .spawn()
            .expect("iccf serve runs");
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut head = String::new();
        let mut first = String::new();
        while !first.contains("open http://") {
            head.push_str(&first);
            first.clear();
            assert!(
                stderr.read_line(&mut first).unwrap() > 0,
                "iccf serve ended: {head}"
            );
        }
        let address = first
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .unwrap()
            .to_string();
        Server {
            child,
            address,
            head,
            stderr,
        }
    }

    /// One HTTP/1.1 request over a fresh connection; the whole answer as text.
    fn request(&self, head: &str, body: &str) -> String {
        let mut stream = TcpStream::connect(&self.address).expect("the server accepts");
        write!(
            stream,
            "{head} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.address,
            body.len()
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        answer
    }

    /// A POST whose body is sent in chunks of 1 MiB, without a length: the first line of the
    /// answer (the server may close the connection before reading all of the body).
    fn post_chunked(&self, path: &str, body: &[u8]) -> String {
        let mut stream = TcpStream::connect(&self.address).expect("the server accepts");
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
            self.address
        );
        let mut sent = stream.write_all(head.as_bytes());
        for chunk in body.chunks(1 << 20) {
            if sent.is_err() {
                break;
            }
            sent = write!(stream, "{:x}\r\n", chunk.len())
                .and_then(|()| stream.write_all(chunk))
                .and_then(|()| stream.write_all(b"\r\n"));
        }
        if sent.is_ok() {
            let _ = stream.write_all(b"0\r\n\r\n");
        }
        let mut first = String::new();
        let _ = BufReader::new(stream).read_line(&mut first);
        first
    }

    /// Sends SIGINT (Ctrl-C) and waits: the exit status and the rest of standard error.
    fn interrupt(mut self) -> (Option<i32>, String) {
        let status = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let mut rest = String::new();
        self.stderr.read_to_string(&mut rest).unwrap();
        (self.child.wait().unwrap().code(), rest)
    }
}

#[test]
fn serve_answers_over_http_and_stops_on_ctrl_c() {
    let server = Server::start(&["--port", "0"]);
    assert!(
        server.address.starts_with("127.0.0.1:"),
        "{}",
        server.address
    );
    let page = server.request("GET /", "");
    assert!(page.starts_with("HTTP/1.1 200 OK\r\n"), "{page}");
    assert!(page.contains("<textarea id=\"transcript\""));
    let checked = server.request("POST /api/check", r#"{"text": "1. 5254 5755 2. 5354 *"}"#);
    assert!(checked.contains(r#""code":"B001""#), "{checked}");
    let big = json!({ "text": " ".repeat(iccf::serve::BODY_LIMIT) }).to_string();
    assert_eq!(
        server.post_chunked("/api/check", big.as_bytes()),
        "HTTP/1.1 413 Payload Too Large\r\n"
    );
    let (code, rest) = server.interrupt();
    assert_eq!(code, Some(0), "{rest}");
    assert!(server_head_is_quiet(&rest), "{rest}");
    assert!(rest.contains("iccf serve: stopped"), "{rest}");
}

fn server_head_is_quiet(stderr: &str) -> bool {
    !stderr.contains("warning") && !stderr.contains("panicked")
}

#[test]
fn serve_warns_when_it_listens_beyond_this_computer() {
    let loopback = Server::start(&["--port", "0", "--bind", "127.0.0.1"]);
    assert_eq!(loopback.head, "");
    assert_eq!(loopback.interrupt().0, Some(0));
    let open = Server::start(&["--port", "0", "--bind", "0.0.0.0"]);
    assert_eq!(
        open.head,
        "warning: listening on 0.0.0.0 makes the page reachable from other computers, with no password; use the default --bind 127.0.0.1 to keep it on this one\n"
    );
    // The address to open in a browser on this computer.
    assert!(open.address.starts_with("127.0.0.1:"), "{}", open.address);
    assert_eq!(open.interrupt().0, Some(0));
}

/// A client that sends part of a request head and then nothing (slowloris) holds no connection:
/// the server closes it after `HEAD_TIME_LIMIT`, and answers others meanwhile. (`axum::serve` set
/// no limit on the head: such a connection stayed open for good.)
#[test]
fn a_request_head_that_never_ends_is_closed() {
    let server = Server::start(&["--port", "0"]);
    let mut slow = TcpStream::connect(&server.address).expect("the server accepts");
    write!(slow, "POST /api/check HTTP/1.1\r\nHost: x\r\n").unwrap();
    let limit = iccf::serve::HEAD_TIME_LIMIT;
    slow.set_read_timeout(Some(limit * 3)).unwrap();
    let page = server.request("GET /", "");
    assert!(page.starts_with("HTTP/1.1 200 OK\r\n"), "{page}");
    let started = std::time::Instant::now();
    let mut answer = Vec::new();
    let read = slow.read_to_end(&mut answer);
    assert!(read.is_ok(), "the connection was not closed: {read:?}");
    assert!(started.elapsed() < limit * 2, "{:?}", started.elapsed());
    let (code, rest) = server.interrupt();
    assert_eq!(code, Some(0), "{rest}");
}

// ---------------------------------------------------------------------------------------------
// Every error answer has a JSON body; bounded answers; fair service.

/// The answer of `router` to `request`, in a runtime of its own.
fn send_to(router: axum::Router, request: Request<Body>) -> Answer {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(answer_of(router, request))
}

async fn answer_of(router: axum::Router, request: Request<Body>) -> Answer {
    let response = router.oneshot(request).await.expect("an answer");
    let status = response.status();
    let headers = response.headers().clone();
    let body = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("the body");
    Answer {
        status,
        headers,
        body: body.to_vec(),
    }
}

/// An error answer: JSON with an `error` message that says `says`.
fn assert_json_error(answer: &Answer, status: StatusCode, says: &str) {
    assert_eq!(answer.status, status);
    assert_eq!(answer.headers[header::CONTENT_TYPE], "application/json");
    let message = answer.json()["error"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(message.contains(says), "{status}: {message}");
}

#[rstest]
#[case::get_on_a_post_route("GET", "/api/check", "it takes POST")]
#[case::post_on_a_get_route("POST", "/api/board.svg", "it takes GET")]
fn a_method_a_route_does_not_take_is_405_with_a_message(
    #[case] method: &str,
    #[case] path: &str,
    #[case] says: &str,
) {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .body(Body::empty())
        .unwrap();
    let answer = send(request);
    assert_json_error(&answer, StatusCode::METHOD_NOT_ALLOWED, says);
    assert!(answer.headers.contains_key(header::ALLOW));
}

#[test]
fn a_long_address_is_414_with_a_message() {
    let fen = "8".repeat(iccf::serve::URI_LIMIT);
    let answer = send(
        Request::get(format!("/api/board.svg?fen={fen}"))
            .body(Body::empty())
            .unwrap(),
    );
    assert_json_error(
        &answer,
        StatusCode::URI_TOO_LONG,
        "send the text in the body",
    );
}

#[test]
fn a_form_upload_is_415_with_a_message() {
    let answer = send(
        Request::post("/api/check")
            .header(header::CONTENT_TYPE, "multipart/form-data; boundary=x")
            .body(Body::from("--x--"))
            .unwrap(),
    );
    assert_json_error(
        &answer,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "application/json",
    );
}

#[test]
fn the_refusals_of_fmt_and_fix_are_422_with_a_message() {
    let answer = post_json("/api/fmt", &json!({ "text": "1. 5259 5755 *" }));
    assert_json_error(&answer, StatusCode::UNPROCESSABLE_ENTITY, "not formatted");
    let answer = post_json("/api/fix", &json!({ "text": "1. 5259 5755 *" }));
    assert_json_error(
        &answer,
        StatusCode::UNPROCESSABLE_ENTITY,
        "nothing was fixed",
    );
}

/// An answer lists at most `--max-diagnostics` diagnostics and says how many there were.
#[test]
fn an_answer_with_too_many_diagnostics_is_truncated_and_says_so() {
    let router =
        iccf::serve::router_with(&iccf::serve::ServeOptions::default().with_max_diagnostics(3));
    let text = "1. 5259 5755 *\n\n".repeat(5);
    let request = Request::post("/api/check")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from(json!({ "text": text }).to_string()))
        .unwrap();
    let answer = send_to(router, request).json();
    assert_eq!(answer["diagnostics"].as_array().unwrap().len(), 3);
    assert_eq!(answer["truncated"], true);
    assert!(
        answer["total"].as_u64().unwrap() >= 5,
        "{}",
        answer["total"]
    );
    assert_eq!(answer["games"].as_array().unwrap().len(), 3);
    assert_eq!(answer["games_total"], 5);

    let whole = post_json("/api/check", &json!({ "text": text })).json();
    assert_eq!(whole["truncated"], false);
    assert_eq!(
        whole["total"].as_u64().unwrap() as usize,
        whole["diagnostics"].as_array().unwrap().len()
    );
}

/// A body that never ends: the request holds its lane's slot while the server waits for it.
struct Endless;

impl axum::body::HttpBody for Endless {
    type Data = axum::body::Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        std::task::Poll::Pending
    }
}

/// With the large lane full (one worker, no queue), another large request gets 503 with
/// `Retry-After` and a message at once, while a small one passes in its own lane.
#[test]
fn a_full_lane_is_503_with_retry_after_and_small_requests_pass() {
    let router = iccf::serve::router_with(
        &iccf::serve::ServeOptions::default()
            .with_workers(1)
            .with_queues(4, 0),
    );
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let large = || {
            Request::post("/api/check")
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::new(Endless))
                .unwrap()
        };
        let holder = tokio::spawn(answer_of(router.clone(), large()));
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        let refused = answer_of(router.clone(), large()).await;
        assert_json_error(
            &refused,
            StatusCode::SERVICE_UNAVAILABLE,
            "the server is busy",
        );
        assert_eq!(refused.headers[header::RETRY_AFTER], "2");
        let body = json!({ "text": "1. 5254 5755 *" }).to_string();
        let small = Request::post("/api/check")
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::CONTENT_LENGTH, body.len())
            .body(Body::from(body))
            .unwrap();
        let started = std::time::Instant::now();
        let passed = answer_of(router.clone(), small).await;
        assert_eq!(passed.status, StatusCode::OK);
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        holder.abort();
    });
}
