//! `iccf lsp` as an editor sees it: the binary started as a process, spoken to in JSON-RPC over
//! its standard input and output (no mocks), its answers compared with what `iccf check` and
//! `iccf fmt` say about the same text.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use rstest::rstest;
use serde_json::{Value, json};

/// How long to wait for an answer before calling the server stuck (a guard against a hung
/// test, not a measure of speed).
const PATIENCE: Duration = Duration::from_mins(2);

/// A client speaking to one `iccf lsp` process.
pub struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    incoming: Receiver<Value>,
    /// Notifications and server requests received while waiting for something else.
    pending: Vec<Value>,
    next_id: i64,
    /// The folder of the test's documents (a temporary one, without `iccf.toml` unless a test
    /// writes one).
    pub folder: tempfile::TempDir,
}

impl Client {
    /// Starts the server and initialises it (markdown hover, no debounce, file watching).
    pub fn start() -> Client {
        Client::start_with(json!({}))
    }

    /// [`Client::start`] with more initialisation parameters (`{"locale": "ru"}`), which replace
    /// the usual ones of the same name.
    pub fn start_with(more: Value) -> Client {
        let folder = tempfile::tempdir().unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
            .arg("lsp")
            .env_remove("ICCF_LANG")
            .current_dir(folder.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("iccf lsp starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (sender, incoming) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(message) = read_message(&mut reader) {
                if sender.send(message).is_err() {
                    return;
                }
            }
        });
        let mut client = Client {
            child,
            stdin,
            incoming,
            pending: Vec::new(),
            next_id: 0,
            folder,
        };
        let mut params = json!({
            "processId": null,
            "rootUri": null,
            "capabilities": {
                "textDocument": { "hover": { "contentFormat": ["markdown", "plaintext"] } },
                "workspace": { "didChangeWatchedFiles": { "dynamicRegistration": true } }
            },
            "initializationOptions": { "debounceMs": 0 }
        });
        for (name, value) in more.as_object().into_iter().flatten() {
            params[name] = value.clone();
        }
        let init = client.request("initialize", params);
        assert_eq!(
            init["result"]["capabilities"]["textDocumentSync"]["change"],
            2
        );
        assert_eq!(init["result"]["capabilities"]["positionEncoding"], "utf-16");
        client.notify("initialized", json!({}));
        client
    }

    /// Writes bytes to the server as they are.
    pub fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        self.send_raw(format!("Content-Length: {}\r\n\r\n{body}", body.len()).as_bytes());
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Sends a request and returns the whole response (`result` or `error`).
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.wait_for(|m| m["id"] == json!(id) && m.get("method").is_none())
    }

    /// The next message that `wanted` accepts (earlier ones are kept for later).
    pub fn wait_for(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        if let Some(at) = self.pending.iter().position(&wanted) {
            return self.pending.remove(at);
        }
        loop {
            match self.incoming.recv_timeout(PATIENCE) {
                Ok(message) if wanted(&message) => return message,
                Ok(message) => self.pending.push(message),
                Err(RecvTimeoutError::Timeout) => panic!("no answer from iccf lsp"),
                Err(RecvTimeoutError::Disconnected) => panic!("iccf lsp closed its output"),
            }
        }
    }

    /// The next diagnostics published for `uri`.
    pub fn diagnostics(&mut self, uri: &str) -> Vec<Value> {
        let message = self.wait_for(|m| {
            m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
        });
        message["params"]["diagnostics"].as_array().unwrap().clone()
    }

    /// A `file:` URI for `name` in the test's folder.
    pub fn uri(&self, name: &str) -> String {
        format!("file://{}", self.folder.path().join(name).display())
    }

    pub fn open(&mut self, uri: &str, language: &str, text: &str) -> Vec<Value> {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}}),
        );
        self.diagnostics(uri)
    }

    /// Replaces `range` (`[line, character, line, character]`) by `text`.
    pub fn change(&mut self, uri: &str, version: i32, range: [u32; 4], text: &str) -> Vec<Value> {
        self.notify(
            "textDocument/didChange",
            json!({
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": lsp_range(range), "text": text}]
            }),
        );
        self.diagnostics(uri)
    }

    /// Sends `shutdown` then `exit` and returns the exit status.
    pub fn shut_down(mut self) -> Option<i32> {
        let answer = self.request("shutdown", Value::Null);
        assert_eq!(answer["result"], Value::Null);
        assert!(answer.get("error").is_none(), "{answer}");
        self.notify("exit", Value::Null);
        self.stdin.take();
        self.child.wait().unwrap().code()
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = 0;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(value) = line.strip_prefix("Content-Length: ") {
            length = value.parse().ok()?;
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

fn lsp_range([l1, c1, l2, c2]: [u32; 4]) -> Value {
    json!({"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}})
}

/// `(code, [start line, start character, end line, end character], severity)` of each
/// diagnostic.
fn summary(diagnostics: &[Value]) -> Vec<(String, [u64; 4], u64)> {
    diagnostics
        .iter()
        .map(|d| {
            let r = &d["range"];
            (
                d["code"].as_str().unwrap().to_string(),
                [
                    r["start"]["line"].as_u64().unwrap(),
                    r["start"]["character"].as_u64().unwrap(),
                    r["end"]["line"].as_u64().unwrap(),
                    r["end"]["character"].as_u64().unwrap(),
                ],
                d["severity"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Applies LSP text edits (not overlapping) to `text`.
fn apply_edits(text: &str, edits: &[Value]) -> String {
    let offset = |position: &Value| -> usize {
        let (line, character) = (
            position["line"].as_u64().unwrap() as usize,
            position["character"].as_u64().unwrap() as usize,
        );
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        let mut units = 0;
        for (at, c) in text[start..].char_indices() {
            if units >= character || c == '\n' {
                return start + at;
            }
            units += c.len_utf16();
        }
        text.len()
    };
    let mut spans: Vec<(usize, usize, &str)> = edits
        .iter()
        .map(|e| {
            (
                offset(&e["range"]["start"]),
                offset(&e["range"]["end"]),
                e["newText"].as_str().unwrap(),
            )
        })
        .collect();
    spans.sort_by_key(|s| std::cmp::Reverse(s.0));
    let mut out = text.to_string();
    for (start, end, new) in spans {
        out.replace_range(start..end, new);
    }
    out
}

const ROSTER: &str = "[Event \"Cup\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";

/// A broken square after `½`, an emoji and a tab: the range counts UTF-16 units (`½` one,
/// the emoji two, the tab one), not characters or bytes. The broken move is the last one, so
/// that no B020 (later moves not checked) comes with it.
#[rstest]
#[case::white_move("1. 5254 5755 {½ 😀}\t2. 5259 *\n", "S002", [8, 25, 8, 27], 1)]
#[case::black_move("1. 5254 {😀 ½}\t1... 5759 *\n", "S002", [8, 22, 8, 24], 1)]
#[case::promotion_digit("1. 5254 5755 {♟️😀}\t2. 7163 48849 *\n", "S003", [8, 32, 8, 33], 1)]
#[case::crlf("1. 5254 5755\r\n{½ 😀}\t2. 5259 *\r\n", "S002", [9, 12, 9, 14], 1)]
fn diagnostics_have_utf16_ranges(
    #[case] moves: &str,
    #[case] code: &str,
    #[case] range: [u64; 4],
    #[case] severity: u64,
) {
    let mut client = Client::start();
    let uri = client.uri("broken.iccf");
    let text = format!("{ROSTER}{moves}");
    let found = client.open(&uri, "iccf", &text);
    assert_eq!(
        summary(&found),
        [(code.to_string(), range, severity)],
        "{found:?}"
    );
    let d = &found[0];
    assert_eq!(d["source"], "iccf");
    assert_eq!(d["data"]["explain"], format!("iccf explain {code}"));
    assert!(d["message"].as_str().unwrap().contains("\nhelp: "), "{d}");
    assert_eq!(client.shut_down(), Some(0));
}

#[test]
fn a_change_that_fixes_the_move_clears_the_diagnostics() {
    let mut client = Client::start();
    let uri = client.uri("game.iccf");
    let text = format!("{ROSTER}1. 5254 5755 {{½ 😀}}\t2. 5259 *\n");
    let found = client.open(&uri, "iccf", &text);
    assert_eq!(summary(&found)[0].0, "S002");
    // `5259` -> `6163` is a square, but no bishop move; `7163` is right.
    let found = client.change(&uri, 2, [8, 23, 8, 27], "6163");
    assert_eq!(summary(&found).len(), 1, "{found:?}");
    assert_ne!(summary(&found)[0].0, "S002");
    let found = client.change(&uri, 3, [8, 23, 8, 27], "7163");
    assert_eq!(found, Vec::<Value>::new());
}

#[test]
fn related_information_points_at_the_cause() {
    let mut client = Client::start();
    let uri = client.uri("check.iccf");
    // The queen on h4 gives check; a pawn move that ignores it is illegal.
    let text = format!("{ROSTER}1. 6263 5755 2. 5254 4884 3. 1214 *\n");
    let found = client.open(&uri, "iccf", &text);
    let illegal = found
        .iter()
        .find(|d| d["code"] == "B005")
        .unwrap_or_else(|| panic!("{found:?}"));
    let related = illegal["relatedInformation"].as_array().unwrap();
    assert!(!related.is_empty(), "{illegal}");
    assert_eq!(related[0]["location"]["uri"], uri.as_str());
}

#[test]
fn the_promotion_quick_fix_clears_the_warning() {
    let mut client = Client::start();
    let uri = client.uri("promotion.iccf");
    let text = format!(
        "{}[FEN \"8/4P3/8/8/8/8/k7/6K1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 5751 *\n",
        ROSTER.replace("[Result \"*\"]\n\n", "[Result \"*\"]\n")
    );
    let found = client.open(&uri, "iccf", &text);
    let warning = found
        .iter()
        .find(|d| d["code"] == "B010")
        .unwrap_or_else(|| panic!("{found:?}"))
        .clone();
    assert_eq!(warning["severity"], 2);
    let answer = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": {"uri": uri},
            "range": warning["range"],
            "context": {"diagnostics": [warning], "only": ["quickfix"]}
        }),
    );
    let actions = answer["result"].as_array().unwrap();
    let fix = actions
        .iter()
        .find(|a| a["title"] == "Replace `5751` with `57581` (B010 short-promotion)")
        .unwrap_or_else(|| panic!("{actions:?}"));
    assert_eq!(fix["kind"], "quickfix");
    let edits = fix["edit"]["changes"][uri.as_str()].as_array().unwrap();
    assert_eq!(edits.len(), 1);
    assert_eq!(edits[0]["newText"], "57581");
    let fixed = apply_edits(&text, edits);
    assert!(fixed.ends_with("1. 57581 *\n"), "{fixed}");
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": fixed}]}),
    );
    let found = client.diagnostics(&uri);
    assert!(found.iter().all(|d| d["code"] != "B010"), "{found:?}");
}

/// Bruzon - Adams, Wijk aan Zee 2005 (59 plies); the repair tests change its line 2 (the
/// document's line 19, after a first game of 9 lines and a blank line).
const BRUZON_ADAMS: [&str; 5] = [
    "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725",
    "7. 1423 5878 8. 4244 4746 9. 3233 3874 10. 3153 5544 11. 3344 3615 12. 2332 3735",
    "13. 4435 4635 14. 2133 1534 15. 5455 4841 16. 1141 7463 17. 5566 6341 18. 6657 4132",
    "19. 57681 1868 20. 5335 6838 21. 3345 7888 22. 3544 3446 23. 4524 1615 24. 2432 3832",
    "25. 8283 8786 26. 5155 1514 27. 5535 3242 28. 4455 1413 29. 2213 4634 30. 3525 *",
];

/// The repair the board found for a slip in the second game of a document is a quick fix whose
/// edits, at the document's line and character, write the game as played; it is not preferred
/// (the players confirm a changed record) and "fix all" leaves it out.
#[rstest]
#[case::digit_typo(
    "9. 3233 3874 10.",
    "9. 3233 3864 10.",
    "B003",
    "Replace `3864` with `3874` (Bg4)",
    [19, 34, 19, 38],
    "3874"
)]
#[case::move_missing(
    "9. 3233 3874 10.",
    "9. 3233 10.",
    "B002",
    "Insert the missing move `3874` (Bg4)",
    [19, 34, 19, 34],
    "3874 "
)]
#[case::move_repeated(
    "9. 3233 3874 10.",
    "9. 3233 3874 3874 10.",
    "B001",
    "Delete the repeated move `3874`",
    [19, 38, 19, 43],
    ""
)]
fn a_repair_is_a_quick_fix_that_is_not_preferred(
    #[case] played: &str,
    #[case] written: &str,
    #[case] code: &str,
    #[case] title: &str,
    #[case] range: [u32; 4],
    #[case] new_text: &str,
) {
    let mut client = Client::start();
    let uri = client.uri("slip.iccf");
    let original = format!(
        "{ROSTER}1. 5254 5755 *\n\n{ROSTER}{}\n",
        BRUZON_ADAMS.join("\n")
    );
    // A `+` on a move that gives no check: a safe fix for "fix all".
    let text = original
        .replace(played, written)
        .replacen("2. 7163 ", "2. 7163+ ", 1);
    let found = client.open(&uri, "iccf", &text);
    let slip = found
        .iter()
        .find(|d| d["code"] == code)
        .unwrap_or_else(|| panic!("{found:?}"))
        .clone();
    // One mistake, one diagnostic: no move number out of sequence beside a move left out.
    let errors: Vec<_> = found.iter().filter(|d| d["severity"] == 1).collect();
    assert_eq!(errors.len(), 1, "{found:?}");
    let answer = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": {"uri": uri},
            "range": slip["range"],
            "context": {"diagnostics": [slip], "only": ["quickfix"]}
        }),
    );
    let actions = answer["result"].as_array().unwrap();
    let repair = actions
        .iter()
        .find(|a| a["title"] == title)
        .unwrap_or_else(|| panic!("{actions:?}"));
    assert_eq!(repair["kind"], "quickfix");
    assert_eq!(repair["isPreferred"], false);
    assert_eq!(repair["diagnostics"][0]["code"], code);
    let edits = repair["edit"]["changes"][uri.as_str()].as_array().unwrap();
    assert_eq!(
        edits,
        &[json!({"range": lsp_range(range), "newText": new_text})]
    );
    let repaired = apply_edits(&text, edits);
    assert_eq!(repaired, original.replacen("2. 7163 ", "2. 7163+ ", 1));
    // "Fix all" removes the `+` and leaves the record as written.
    let answer = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": {"uri": uri},
            "range": lsp_range([0, 0, 0, 0]),
            "context": {"diagnostics": [], "only": ["source.fixAll"]}
        }),
    );
    let actions = answer["result"].as_array().unwrap();
    assert_eq!(actions.len(), 1, "{actions:?}");
    let edits = actions[0]["edit"]["changes"][uri.as_str()]
        .as_array()
        .unwrap();
    assert_eq!(apply_edits(&text, edits), text.replace("7163+", "7163"));
    // The repaired record has no error left.
    client.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": repaired}]}),
    );
    let found = client.diagnostics(&uri);
    assert!(found.iter().all(|d| d["severity"] != 1), "{found:?}");
    assert_eq!(client.shut_down(), Some(0));
}

#[rstest]
#[case::castling("4. 0-0 *", "0-0", "5171")]
#[case::coordinate("4. d2d4 *", "d2d4", "4244")]
#[case::san("4. Nc3 *", "Nc3", "2133")]
fn numeric_forms_of_other_notations(
    #[case] tail: &str,
    #[case] written: &str,
    #[case] numeric: &str,
) {
    let mut client = Client::start();
    let uri = client.uri("other.iccf");
    let text = format!("{ROSTER}1. 5254 5755 2. 7163 2836 3. 6134 7866 {tail}\n");
    let found = client.open(&uri, "iccf", &text);
    assert!(!found.is_empty());
    let column = text.lines().nth(8).unwrap().find(written).unwrap() as u32;
    let answer = client.request(
        "textDocument/codeAction",
        json!({
            "textDocument": {"uri": uri},
            "range": lsp_range([8, column, 8, column]),
            "context": {"diagnostics": []}
        }),
    );
    let title = format!("Write `{written}` as `{numeric}`, the same move in numeric notation");
    let actions = answer["result"].as_array().unwrap();
    let action = actions
        .iter()
        .find(|a| a["title"] == title.as_str())
        .unwrap_or_else(|| panic!("{actions:?}"));
    let edits = action["edit"]["changes"][uri.as_str()].as_array().unwrap();
    assert_eq!(edits[0]["newText"], numeric);
    assert_eq!(
        edits[0]["range"],
        lsp_range([8, column, 8, column + written.len() as u32])
    );
}

#[test]
fn hover_on_a_move() {
    let mut client = Client::start();
    let uri = client.uri("hover.iccf");
    let text = format!("{ROSTER}1. 5254 5755 {{😀}} 2. 7163 *\n");
    client.open(&uri, "iccf", &text);
    let answer = client.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": 8, "character": 22}}),
    );
    let hover = &answer["result"];
    assert_eq!(hover["contents"]["kind"], "markdown");
    let value = hover["contents"]["value"].as_str().unwrap();
    assert!(value.starts_with("**2. Nf3**  \nnumeric `7163`, SAN `Nf3`, UCI `g1f3`  \nWhite knight from 71 (g1) to 63 (f3)\n\n```text\n"), "{value}");
    assert!(
        value.contains("\n3  .  .  .  .  . [N] .  .  3\n"),
        "{value}"
    );
    assert!(value.ends_with("\nBlack to move (move 2)\nFEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n```"), "{value}");
    assert_eq!(hover["range"], lsp_range([8, 21, 8, 25]));
    let answer = client.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": 2, "character": 3}}),
    );
    assert_eq!(answer["result"], Value::Null);
}

/// The titles of the quick fixes at `[line, character]` of `uri`.
fn quick_fix_titles(client: &mut Client, uri: &str, at: [u32; 2]) -> Vec<String> {
    let range = lsp_range([at[0], at[1], at[0], at[1]]);
    let answer = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": range, "context": {"diagnostics": []}}),
    );
    answer["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_client_in_russian_gets_diagnostics_hovers_and_titles_in_russian() {
    let mut client = Client::start_with(json!({"locale": "ru"}));
    let uri = client.uri("ru.iccf");
    let diagnostics = client.open(&uri, "iccf", "1. 5254+ 5755 2. 5354 *\n");
    let message = |code: &str| {
        diagnostics
            .iter()
            .find(|d| d["code"] == code)
            .and_then(|d| d["message"].as_str())
            .unwrap_or_else(|| panic!("no {code} in {diagnostics:?}"))
            .to_string()
    };
    assert!(
        message("B001").starts_with("на поле 53 (e3) нет фигуры"),
        "{diagnostics:?}"
    );
    // The codes, the rule names and the data stay as they are for programs.
    let b001 = diagnostics.iter().find(|d| d["code"] == "B001").unwrap();
    assert_eq!(b001["data"]["name"], "empty-from-square");
    let titles = quick_fix_titles(&mut client, &uri, [0, 7]);
    assert!(
        titles.contains(&"Удалить `+` (L002 non-numeric-notation)".to_string()),
        "{titles:?}"
    );
    let answer = client.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": 0, "character": 4}}),
    );
    let hover = answer["result"]["contents"]["value"].as_str().unwrap();
    assert!(
        hover.contains("белая пешка с 52 (e2) на 54 (e4)"),
        "{hover}"
    );
}

#[test]
fn the_editors_setting_of_the_language_comes_before_the_clients_locale() {
    use iccf::i18n::{Args, Language};
    let mut client = Client::start_with(json!({
        "locale": "ru",
        "initializationOptions": {"debounceMs": 0, "lang": "de"}
    }));
    let uri = client.uri("de.iccf");
    let diagnostics = client.open(&uri, "iccf", "1. 5254 5755 2. 5354 *\n");
    let german = Language::German.catalogue().format(
        "board-empty-from-square",
        &Args::new().text("square", "53 (e3)"),
    );
    let board = diagnostics
        .iter()
        .find(|d| d["code"] == "B001")
        .expect("the B001 of 5354");
    assert!(
        board["message"].as_str().unwrap().starts_with(&german),
        "{diagnostics:?}"
    );
    // An unknown locale is English.
    let mut client = Client::start_with(json!({"locale": "pt-BR"}));
    let uri = client.uri("en.iccf");
    let diagnostics = client.open(&uri, "iccf", "1. 5254 5755 2. 5354 *\n");
    let board = diagnostics
        .iter()
        .find(|d| d["code"] == "B001")
        .expect("the B001 of 5354");
    assert!(
        board["message"]
            .as_str()
            .unwrap()
            .starts_with("no piece stands on 53 (e3)"),
        "{diagnostics:?}"
    );
}

/// What `iccf fmt` makes of `text` (read on standard input).
fn iccf_fmt(text: &str, folder: &Path) -> String {
    let output = super::support::iccf_with_input(&["fmt"], folder, text.as_bytes());
    String::from_utf8(output.stdout).unwrap()
}

#[rstest]
#[case::spacing("[Event \"E\"]\n\n1.5254   5755 2.7163\n2836  *\n")]
#[case::two_games_crlf(
    "[Event \"½\"]\r\n\r\n1. 5254 5755 *\r\n\r\n[Event \"😀\"]\r\n\r\n1.4244 *\r\n"
)]
#[case::short_promotion("[FEN \"8/4P3/8/8/8/8/k7/6K1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 5751 *")]
fn formatting_equals_iccf_fmt(#[case] text: &str) {
    let mut client = Client::start();
    let uri = client.uri("fmt.iccf");
    client.open(&uri, "iccf", text);
    let answer = client.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": true}}),
    );
    let edits = answer["result"].as_array().unwrap();
    assert!(!edits.is_empty());
    let expected = iccf_fmt(text, client.folder.path());
    assert_ne!(expected, text);
    assert_eq!(apply_edits(text, edits), expected);
}

#[test]
fn formatting_a_file_with_errors_says_why_not() {
    let mut client = Client::start();
    let uri = client.uri("broken.iccf");
    client.open(&uri, "iccf", "1. 5259 *\n");
    let answer = client.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": uri}, "options": {"tabSize": 4, "insertSpaces": true}}),
    );
    let message = answer["error"]["message"].as_str().unwrap();
    assert_eq!(
        message,
        "not formatted: game 1 has errors: square 59 does not exist: the rank digit is 9 (line 1, column 6); fix the errors first, as `iccf fmt` asks"
    );
}

#[test]
fn one_symbol_per_game() {
    let mut client = Client::start();
    let uri = client.uri("games.pgn");
    let text = "[Event \"Cup\"]\n[Round \"2\"]\n[White \"Ann\"]\n[Black \"Bo\"]\n\n1. e4 e5 *\n\n[White \"Cy\"]\n\n1. d4 1-0\n";
    client.open(&uri, "pgn", text);
    let answer = client.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    let symbols: Vec<(String, Value)> = answer["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["name"].as_str().unwrap().to_string(), s["range"].clone()))
        .collect();
    assert_eq!(
        symbols,
        [
            ("Ann - Bo, Cup, 2".to_string(), lsp_range([0, 0, 5, 10])),
            ("Cy - ?".to_string(), lsp_range([7, 0, 9, 9])),
        ]
    );
}

#[test]
fn pgn_files_are_read_in_their_notation() {
    let mut client = Client::start();
    let uri = client.uri("game.pgn");
    let text = format!("{ROSTER}1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Ke3?? *\n");
    let found = client.open(&uri, "pgn", &text);
    // Only the illegal king move: SAN is the notation of this file.
    assert_eq!(
        summary(&found)
            .iter()
            .map(|f| f.0.as_str())
            .collect::<Vec<_>>(),
        ["B003"],
        "{found:?}"
    );
}

#[test]
fn levels_come_from_iccf_toml_and_follow_its_changes() {
    let mut client = Client::start();
    let config = client.folder.path().join("iccf.toml");
    std::fs::write(&config, "[lint]\nseven-tag-roster = \"allow\"\n").unwrap();
    let uri = client.uri("levels.iccf");
    let found = client.open(&uri, "iccf", "1. 5254 5755 *\n");
    assert_eq!(found, Vec::<Value>::new());
    std::fs::write(
        &config,
        "[lint]\nseven-tag-roster = \"deny\"\n# now an error\n",
    )
    .unwrap();
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({"changes": [{"uri": client.uri("iccf.toml"), "type": 2}]}),
    );
    let found = client.diagnostics(&uri);
    assert_eq!(summary(&found), [("L003".to_string(), [0, 0, 0, 2], 1)]);
}

#[test]
fn the_client_is_asked_to_watch_iccf_toml() {
    let mut client = Client::start();
    let request = client.wait_for(|m| m["method"] == "client/registerCapability");
    let registration = &request["params"]["registrations"][0];
    assert_eq!(registration["method"], "workspace/didChangeWatchedFiles");
    assert_eq!(
        registration["registerOptions"]["watchers"][0]["globPattern"],
        "**/iccf.toml"
    );
}

#[rstest]
#[case::not_json(Some("{\"jsonrp"), Value::Null, -32700)]
#[case::not_a_message(Some(r#"{"jsonrpc":"2.0","id":7,"method":[1,2]}"#), json!(7), -32600)]
#[case::no_length(None, Value::Null, -32700)]
fn a_malformed_message_gets_an_error_and_the_server_goes_on(
    #[case] body: Option<&str>,
    #[case] id: Value,
    #[case] code: i64,
) {
    let mut client = Client::start();
    let bytes = match body {
        Some(body) => format!("Content-Length: {}\r\n\r\n{body}", body.len()),
        None => "Content-Type: x\r\n\r\n".to_string(),
    };
    client.send_raw(bytes.as_bytes());
    let error = client.wait_for(|m| m.get("error").is_some());
    assert_eq!(
        (error["id"].clone(), error["error"]["code"].as_i64()),
        (id, Some(code))
    );
    // Still serving.
    let uri = client.uri("after.iccf");
    let found = client.open(&uri, "iccf", &format!("{ROSTER}1. 5259 *\n"));
    assert_eq!(summary(&found)[0].0, "S002");
    assert_eq!(client.shut_down(), Some(0));
}

#[rstest]
#[case::unknown_method("textDocument/rename", json!({}), -32601)]
#[case::bad_params("textDocument/hover", json!({"textDocument": 5}), -32602)]
fn bad_requests_get_error_responses(
    #[case] method: &str,
    #[case] params: Value,
    #[case] code: i64,
) {
    let mut client = Client::start();
    let answer = client.request(method, params);
    assert_eq!(answer["error"]["code"].as_i64(), Some(code), "{answer}");
    assert_eq!(client.shut_down(), Some(0));
}

#[test]
fn exit_without_shutdown_is_status_1() {
    let mut client = Client::start();
    client.notify("exit", Value::Null);
    client.stdin.take();
    assert_eq!(client.child.wait().unwrap().code(), Some(1));
}

/// The editor set-ups name files that exist and say what the server expects.
#[test]
fn the_editor_setups_are_complete() {
    let editors = Path::new(env!("CARGO_MANIFEST_DIR")).join("editors");
    let read = |path: &str| std::fs::read_to_string(editors.join(path)).unwrap();
    let package: Value = serde_json::from_str(&read("vscode/package.json")).unwrap();
    let languages: Vec<&str> = package["contributes"]["languages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_str().unwrap())
        .collect();
    assert_eq!(languages, ["iccf", "pgn"]);
    assert!(
        editors
            .join("vscode")
            .join(package["main"].as_str().unwrap())
            .is_file()
    );
    for grammar in package["contributes"]["grammars"].as_array().unwrap() {
        let path = grammar["path"].as_str().unwrap().trim_start_matches("./");
        let text: Value = serde_json::from_str(&read(&format!("vscode/{path}"))).unwrap();
        assert_eq!(text["scopeName"], grammar["scopeName"]);
    }
    assert!(read("vscode/extension.js").contains("args: [\"lsp\"]"));
    let helix: toml::Table = read("helix/languages.toml").parse().unwrap();
    assert_eq!(
        helix["language-server"]["iccf"]["command"].as_str(),
        Some("iccf")
    );
    let names: Vec<&str> = helix["language"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["iccf", "pgn"]);
    assert!(read("neovim/iccf.lua").contains("cmd = { \"iccf\", \"lsp\" }"));
    assert!(read("emacs/iccf-eglot.el").contains(". (\"iccf\" \"lsp\")"));
}

/// The diagnostics of `iccf check --format json` on `text` (standard input) as
/// `(code, byte offset, severity)`, sorted.
fn iccf_check(text: &str, folder: &Path) -> Vec<(String, u64, u64)> {
    let args = ["check", "--format", "json", "-"];
    let output = super::support::iccf_with_input(&args, folder, text.as_bytes());
    let mut found: Vec<(String, u64, u64)> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let d: Value = serde_json::from_str(line).unwrap();
            let severity = match d["severity"].as_str().unwrap() {
                "error" => 1,
                "warning" => 2,
                _ => 3,
            };
            (
                d["code"].as_str().unwrap().to_string(),
                d["offset"].as_u64().unwrap(),
                severity,
            )
        })
        .collect();
    found.sort();
    found
}

/// The published diagnostics as `(code, byte offset in text, severity)`, sorted.
fn published(text: &str, diagnostics: &[Value]) -> Vec<(String, u64, u64)> {
    let mut found: Vec<(String, u64, u64)> = diagnostics
        .iter()
        .map(|d| {
            let start = &d["range"]["start"];
            let edit = json!({"range": {"start": start, "end": start}, "newText": "\u{1}"});
            let offset = apply_edits(text, &[edit]).find('\u{1}').unwrap() as u64;
            (
                d["code"].as_str().unwrap().to_string(),
                offset,
                d["severity"].as_u64().unwrap(),
            )
        })
        .collect();
    found.sort();
    found
}

/// Edits of an archive that change one game, copy a game into another piece (duplicate-game
/// looks across games), and join two games' pieces: after each, the server says what
/// `iccf check` says about the whole text.
#[test]
fn edits_of_an_archive_agree_with_iccf_check() {
    let mut client = Client::start();
    let uri = client.uri("archive.iccf");
    let mut text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/lichess-correspondence.iccf"),
    )
    .unwrap();
    let found = client.open(&uri, "iccf", &text);
    assert_eq!(
        published(&text, &found),
        iccf_check(&text, client.folder.path())
    );
    let middle = |text: &str| text.len() / 2 + text[text.len() / 2..].find("\n1. ").unwrap() + 4;
    type Edit = fn(&str, usize) -> (usize, usize, String);
    let edits: [Edit; 4] = [
        |_, middle| (middle, middle + 4, "5259".to_string()),
        |_, middle| (middle, middle + 4, "½😀".to_string()),
        |text, _| {
            let first_game_end = text.find("\n\n[Event").unwrap() + 2;
            (
                text.len(),
                text.len(),
                format!("\n{}", &text[..first_game_end]),
            )
        },
        |text, _| {
            let last_game = text.rfind("[Event").unwrap();
            (last_game - 1, last_game, String::new())
        },
    ];
    for (version, edit) in edits.into_iter().enumerate() {
        let (start, end, replacement) = edit(&text, middle(&text));
        let range = json!({
            "start": position_of(&text, start),
            "end": position_of(&text, end),
        });
        text.replace_range(start..end, &replacement);
        client.notify(
            "textDocument/didChange",
            json!({
                "textDocument": {"uri": uri, "version": version + 2},
                "contentChanges": [{"range": range, "text": replacement}]
            }),
        );
        let found = client.diagnostics(&uri);
        assert_eq!(
            published(&text, &found),
            iccf_check(&text, client.folder.path()),
            "after edit {version}"
        );
    }
}

/// The LSP position of byte `offset` of `text` (lines end at `\n`).
fn position_of(text: &str, offset: usize) -> Value {
    let line_start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
    json!({
        "line": text[..offset].matches('\n').count(),
        "character": text[line_start..offset].encode_utf16().count(),
    })
}
