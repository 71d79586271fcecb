//! The reading pipeline of `iccf check`, `convert` and `fmt`: files read piece by piece and
//! checked on several threads give the same output, byte for byte, as on one; encodings
//! (Windows-1252 / Latin-1 and UTF-16 files) are read right in every output format, with
//! offsets in bytes of the file; folders, globs, empty files; the progress bar; atomic writes.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::support::iccf;
use serde_json::Value;

fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("iccf-pipeline-")
        .tempdir()
        .expect("a temporary folder")
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An archive of several pieces: the example games again and again, with mistakes, copies of
/// earlier games far apart, CRLF games and an untagged game among them.
fn archive() -> String {
    let examples = [
        "alekhine-postal-1907.iccf",
        "lichess-correspondence.iccf",
        "mistakes.iccf",
    ];
    let mut out = String::new();
    for round in 0..40 {
        for name in examples {
            let games =
                std::fs::read_to_string(repo().join("examples").join(name)).expect("example");
            // Each round changes the events, so that only some games are copies.
            let games = if round % 3 == 0 {
                games
            } else {
                games.replace("[Event \"", &format!("[Event \"{round} "))
            };
            out.push_str(&games);
            out.push_str("\n\n");
        }
        if round % 7 == 0 {
            out.push_str(
                "[Event \"crlf\"]\r\n[White \"A\"]\r\n\r\n1. 5254 5755 2. 7163 2896 *\r\n\r\n",
            );
        }
    }
    out
}

fn check_output(args: &[&str], dir: &Path, jobs: &str) -> (Option<i32>, String, String) {
    let mut all = vec!["check", "-j", jobs];
    all.extend_from_slice(args);
    let out = iccf(&all, dir);
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn one_thread_and_several_give_the_same_bytes_in_every_format() {
    let dir = scratch();
    let archive = archive();
    assert!(
        archive.len() > 3 * iccf::source::PIECE_BYTES,
        "several pieces: {}",
        archive.len()
    );
    std::fs::write(dir.path().join("archive.iccf"), &archive).unwrap();
    for format in ["json", "short", "human", "sarif", "github"] {
        let args = ["--format", format, "archive.iccf"];
        let one = check_output(&args, dir.path(), "1");
        assert_eq!(one.0, Some(1), "{format}: {}", one.2);
        assert!(one.1.contains("is a copy of game"), "{format}");
        for jobs in ["2", "3"] {
            assert_eq!(
                check_output(&args, dir.path(), jobs),
                one,
                "{format} with -j {jobs}"
            );
        }
    }
}

#[test]
fn one_thread_and_several_give_the_same_bytes_on_the_fixtures_and_the_corpus() {
    let mut folders = vec![repo().join("examples"), repo().join("tests/fixtures")];
    if let Some(corpus) = std::env::var_os("ICCF_CORPUS") {
        folders.push(PathBuf::from(corpus).join("valid"));
    }
    for folder in folders {
        let folder = folder.display().to_string();
        let args = ["--format", "json", &folder];
        let one = check_output(&args, &repo(), "1");
        assert!(one.1.lines().count() > 10, "{folder}: {}", one.2);
        assert_eq!(check_output(&args, &repo(), "2"), one, "{folder}");
    }
}

/// The diagnostics of a file read in pieces are those of the library on the whole text, at the
/// same lines, columns and offsets.
#[test]
fn pieces_report_what_the_whole_text_reports() {
    let dir = scratch();
    let archive = archive();
    std::fs::write(dir.path().join("archive.iccf"), &archive).unwrap();
    let out = iccf(&["check", "--format", "json", "archive.iccf"], dir.path());
    let records: Vec<(String, u64, u64, u64, u64)> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .map(|v| {
            (
                v["code"].as_str().unwrap().to_string(),
                v["game"].as_u64().unwrap(),
                v["line"].as_u64().unwrap(),
                v["column"].as_u64().unwrap(),
                v["offset"].as_u64().unwrap(),
            )
        })
        .collect();
    let index = iccf::LineIndex::new(&archive);
    let expected: Vec<(String, u64, u64, u64, u64)> =
        iccf::check::check_games(&archive, iccf::check::CheckOptions::default())
            .flat_map(|game| {
                let index = &index;
                let archive = &archive;
                game.diagnostics.into_iter().map(move |d| {
                    let at = index.position(archive, d.span.offset());
                    (
                        d.code.as_str().to_string(),
                        game.index as u64,
                        at.line as u64,
                        at.column as u64,
                        d.span.offset() as u64,
                    )
                })
            })
            .collect();
    assert!(expected.iter().any(|r| r.0 == "L006"));
    assert_eq!(records, expected);
}

const NAME: &str = "\"Østberg, Sören\"";

/// `(code, line, column, offset, length, help, fix replacement)` of each JSON record.
type Record = (String, u64, u64, u64, u64, String, String);

fn json_records(stdout: &str) -> Vec<Record> {
    stdout
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .map(|v| {
            (
                v["code"].as_str().unwrap().to_string(),
                v["line"].as_u64().unwrap(),
                v["column"].as_u64().unwrap(),
                v["offset"].as_u64().unwrap(),
                v["length"].as_u64().unwrap(),
                v["help"].as_str().unwrap_or_default().to_string(),
                v["fix"]["edits"][0]["replacement"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
            )
        })
        .collect()
}

/// A Latin-1 PGN file: no error; S035 names the encoding at the first byte that is not UTF-8;
/// L009's help and fix hold the names as written, at offsets of the file's bytes.
/// `(code, line, column, offset, length)` of a record.
fn place(record: &Record) -> (&str, u64, u64, u64, u64) {
    (record.0.as_str(), record.1, record.2, record.3, record.4)
}

#[test]
fn a_latin1_pgn_file_checks_with_the_right_names_in_every_output() {
    let dir = repo().join("tests/fixtures/encoding");
    let bytes = std::fs::read(dir.join("latin1.pgn")).unwrap();
    let value = bytes.windows(3).position(|w| w == b"\" \xd8").unwrap() as u64;
    let out = iccf(&["check", "--format", "json", "latin1.pgn"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let records = json_records(&text(&out.stdout));
    assert_eq!(records.len(), 2, "{records:?}");
    assert_eq!(place(&records[0]), ("S035", 5, 10, value + 2, 1));
    assert_eq!(place(&records[1]), ("L009", 5, 8, value, 17));
    assert!(records[1].5.contains(NAME), "{:?}", records[1]);
    assert_eq!(records[1].6, NAME);
    every_format_shows_the_name(&dir, "latin1.pgn", 5, 8);
}

/// A UTF-16 file (with a byte-order mark): no error, no encoding warning, offsets counted in
/// UTF-16 bytes of the file.
#[test]
fn a_utf16_iccf_file_checks_with_the_right_names_in_every_output() {
    let dir = repo().join("tests/fixtures/encoding");
    let bytes = std::fs::read(dir.join("utf16.iccf")).unwrap();
    let value = bytes
        .windows(6)
        .position(|w| {
            w == "\" Ø"
                .encode_utf16()
                .flat_map(u16::to_le_bytes)
                .collect::<Vec<u8>>()
        })
        .unwrap() as u64;
    let out = iccf(&["check", "--format", "json", "utf16.iccf"], &dir);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let records = json_records(&text(&out.stdout));
    assert_eq!(records.len(), 1, "{records:?}");
    assert_eq!(place(&records[0]), ("L009", 5, 8, value, 34));
    assert_eq!(records[0].6, NAME);
    every_format_shows_the_name(&dir, "utf16.iccf", 5, 8);
}

fn every_format_shows_the_name(dir: &Path, file: &str, line: u64, column: u64) {
    let short = text(&iccf(&["check", "--format", "short", file], dir).stdout);
    assert!(
        short.contains(&format!("{file}:{line}:{column}: warning[L009]")),
        "{short}"
    );
    for format in ["human", "sarif", "github"] {
        let out = text(&iccf(&["check", "--format", format, file], dir).stdout);
        assert!(out.contains("Østberg, Sören"), "{format}: {out}");
        assert!(!out.contains('\u{fffd}'), "{format}: {out}");
    }
    let pgn = text(&iccf(&["convert", "--to", "pgn", file], dir).stdout);
    assert!(pgn.contains("[Black \"Müller, Jürgen\"]"), "{pgn}");
}

/// `--fix` writes a file back in its own encoding (or in UTF-8 with --to-utf8).
#[rstest::rstest]
#[case::latin1("latin1.pgn", &[], |t: &str| t.chars().map(|c| u8::try_from(u32::from(c)).unwrap()).collect())]
#[case::utf16("utf16.iccf", &[], |t: &str| [0xff, 0xfe].into_iter().chain(t.encode_utf16().flat_map(u16::to_le_bytes)).collect())]
#[case::latin1_to_utf8("latin1.pgn", &["--to-utf8"], |t: &str| t.as_bytes().to_vec())]
fn fix_writes_the_file_back_in_its_encoding(
    #[case] file: &str,
    #[case] extra: &[&str],
    #[case] encode: fn(&str) -> Vec<u8>,
) {
    let dir = scratch();
    let original = std::fs::read(repo().join("tests/fixtures/encoding").join(file)).unwrap();
    std::fs::write(dir.path().join(file), &original).unwrap();
    let mut args = vec!["check", "--fix", file];
    args.extend_from_slice(extra);
    let out = iccf(&args, dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let decoded = iccf::source::decode_with(&original, iccf::source::Encoding::Auto).text;
    let expected = encode(&decoded.replace("\" Østberg", "\"Østberg"));
    assert_eq!(std::fs::read(dir.path().join(file)).unwrap(), expected);
}

#[test]
fn fix_with_encoding_utf8_never_rewrites_bytes_it_cannot_read() {
    let dir = scratch();
    let bytes = b"[White \" M\xfcller\"]\n\n1. 52-54 *\n".to_vec();
    std::fs::write(dir.path().join("latin1.iccf"), &bytes).unwrap();
    let out = iccf(
        &[
            "check",
            "--encoding",
            "utf-8",
            "--fix",
            "--force",
            "latin1.iccf",
        ],
        dir.path(),
    );
    assert_eq!(
        std::fs::read(dir.path().join("latin1.iccf")).unwrap(),
        bytes
    );
    assert!(
        text(&out.stderr).contains("not fixed"),
        "{}",
        text(&out.stderr)
    );
    // The report offers no fix over the byte it could not read.
    let json = iccf(
        &[
            "check",
            "--encoding",
            "utf-8",
            "--format",
            "json",
            "latin1.iccf",
        ],
        dir.path(),
    );
    let records = json_records(&text(&json.stdout));
    assert_eq!(records[0].0, "S001");
    assert!(
        records.iter().all(|r| r.0 != "L009" || r.6.is_empty()),
        "{records:?}"
    );
}

#[test]
fn an_empty_file_is_a_warning() {
    let dir = scratch();
    std::fs::write(dir.path().join("empty.iccf"), "").unwrap();
    std::fs::write(dir.path().join("blank.iccf"), "\n  \n").unwrap();
    let out = iccf(
        &["check", "--format", "short", "empty.iccf", "blank.iccf"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "empty.iccf:1:1: warning[S036]: no game in this file\nblank.iccf:1:1: warning[S036]: no game in this file\n"
    );
}

#[test]
fn folders_and_quoted_globs_match_extensions_in_any_case() {
    let dir = scratch();
    let games = dir.path().join("games");
    std::fs::create_dir_all(games.join("deeper")).unwrap();
    for name in ["a.PGN", "b.Iccf", "deeper/c.iccf", "notes.txt"] {
        std::fs::write(games.join(name), "[Event \"E\"]\n\n1. 5254 5755 *\n").unwrap();
    }
    let folder = iccf(
        &["check", "--format", "short", "-A", "L003", "games"],
        dir.path(),
    );
    assert!(
        text(&folder.stderr).contains("3 games"),
        "{}",
        text(&folder.stderr)
    );
    let glob = iccf(
        &["check", "--format", "short", "-A", "L003", "games/*.Iccf"],
        dir.path(),
    );
    assert!(
        text(&glob.stderr).starts_with("1 game,"),
        "{}",
        text(&glob.stderr)
    );
    let none = iccf(&["check", "games/*.nothing"], dir.path());
    assert_eq!(none.status.code(), Some(2));
    assert!(text(&none.stderr).contains("error: no file matches games/*.nothing"));
}

#[test]
fn an_unreadable_entry_is_reported_and_the_rest_is_checked() {
    let dir = scratch();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    std::fs::write(games.join("one.iccf"), "[Event \"E\"]\n\n1. 5254 5755 *\n").unwrap();
    std::fs::write(games.join("two.iccf"), "[Event \"F\"]\n\n1. 5254 5755 *\n").unwrap();
    std::os::unix::fs::symlink("nowhere", games.join("broken.iccf")).unwrap();
    let out = iccf(&["check", "-A", "L003", "games"], dir.path());
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("broken.iccf: no such file"), "{stderr}");
    assert!(stderr.contains("2 games"), "{stderr}");
}

#[test]
fn output_file_and_quiet() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("game.iccf"),
        "[Event \"E\"]\n\n1. 5254 5755 2. 5254 *\n",
    )
    .unwrap();
    let out = iccf(
        &[
            "check",
            "-q",
            "--format",
            "short",
            "-o",
            "report.txt",
            "game.iccf",
        ],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "");
    let report = std::fs::read_to_string(dir.path().join("report.txt")).unwrap();
    // Errors only: the L003 and L005 warnings are counted in the summary but not printed.
    assert_eq!(report.lines().count(), 1, "{report}");
    assert!(
        report.starts_with("game.iccf:3:17: error[B001]"),
        "{report}"
    );
    assert!(
        text(&out.stderr).contains("1 error (B001 empty-from-square ×1), 2 warnings"),
        "{}",
        text(&out.stderr)
    );
}

/// The progress bar shows on a terminal (a pseudo-terminal from `script`) and not in a pipe.
#[test]
fn the_progress_bar_shows_on_a_terminal_only() {
    let dir = scratch();
    let archive = archive();
    let mut big = String::new();
    while big.len() < 3 * 1024 * 1024 {
        big.push_str(&archive);
    }
    std::fs::write(dir.path().join("big.iccf"), &big).unwrap();
    let piped = iccf(&["check", "--format", "json", "big.iccf"], dir.path());
    assert!(
        !text(&piped.stderr).contains("games/s"),
        "{}",
        text(&piped.stderr)
    );
    let command = format!(
        "{} check --format json big.iccf > /dev/null",
        env!("CARGO_BIN_EXE_iccf")
    );
    let terminal = Command::new("script")
        .args(["-qefc", &command, "/dev/null"])
        .current_dir(dir.path())
        .output()
        .expect("script runs");
    let shown = text(&terminal.stdout);
    assert!(shown.contains("games/s"), "{shown}");
    assert!(shown.contains("MiB"), "{shown}");
    let quiet = format!(
        "{} check -q --format json big.iccf > /dev/null",
        env!("CARGO_BIN_EXE_iccf")
    );
    let quiet = Command::new("script")
        .args(["-qefc", &quiet, "/dev/null"])
        .current_dir(dir.path())
        .output()
        .expect("script runs");
    assert!(
        !text(&quiet.stdout).contains("games/s"),
        "{}",
        text(&quiet.stdout)
    );
}

/// With no path and standard input on a terminal, `iccf check` says that it reads standard input
/// (it waits for the user's typing; `timeout` ends it); from a pipe it says nothing of it.
#[test]
fn check_without_a_path_on_a_terminal_says_it_reads_standard_input() {
    let dir = scratch();
    let command = format!("timeout 2 {} check", env!("CARGO_BIN_EXE_iccf"));
    let terminal = Command::new("script")
        .args(["-qefc", &command, "/dev/null"])
        .current_dir(dir.path())
        .stdin(std::process::Stdio::null())
        .output()
        .expect("script runs");
    let shown = text(&terminal.stdout);
    assert!(
        shown.contains("reading games from standard input (type or paste them, then Ctrl-D"),
        "{shown}"
    );
    let piped = iccf(&["check"], dir.path());
    assert!(
        !text(&piped.stderr).contains("reading games from standard input"),
        "{}",
        text(&piped.stderr)
    );
}

/// A reader that goes away (`iccf check | head`): the output is far larger than a pipe's buffer,
/// so the writes really fail, on one thread and on several.
#[rstest::rstest]
#[case::check_one_thread(&["check", "-j", "1", "--format", "json", "errors.iccf"])]
#[case::check_threads(&["check", "-j", "2", "--format", "json", "errors.iccf"])]
#[case::convert(&["convert", "--to", "uci", "--force", "errors.iccf"])]
fn a_closed_pipe_after_much_output_is_not_a_panic(#[case] args: &[&str]) {
    let dir = scratch();
    let game = "[Event \"E\"]\n\n1. 5259 5755 2. 7163 2836 *\n\n";
    std::fs::write(dir.path().join("errors.iccf"), game.repeat(20_000)).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("iccf runs");
    // Standard error is read all along, as a reader of both must: `convert --force` reports
    // each game it converted with errors there, more than a pipe holds before the output does.
    let mut errors = child.stderr.take().unwrap();
    let stderr = std::thread::spawn(move || {
        let mut all = Vec::new();
        std::io::Read::read_to_end(&mut errors, &mut all).unwrap();
        all
    });
    // Read a little, so that the writes have begun, then go away.
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 1024];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().expect("iccf ends");
    let stderr = text(&stderr.join().expect("standard error read"));
    assert!(
        matches!(out.status.code(), Some(0..=2)),
        "{:?} {stderr}",
        out.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// `iccf convert` reads an archive piece by piece on several threads and writes what the library
/// writes for the whole text, game for game, in order; the refused games are named by their
/// place in the file.
#[rstest::rstest]
#[case::pgn("pgn", iccf::convert::Target::Pgn)]
#[case::iccf("iccf", iccf::convert::Target::Iccf)]
#[case::uci("uci", iccf::convert::Target::Uci)]
#[case::json("json", iccf::convert::Target::Json)]
fn convert_in_pieces_writes_what_the_whole_text_gives(
    #[case] to: &str,
    #[case] target: iccf::convert::Target,
) {
    let dir = scratch();
    let archive = archive();
    std::fs::write(dir.path().join("archive.iccf"), &archive).unwrap();
    let options = iccf::convert::ConvertOptions::to(target).from(iccf::syntax::Notation::Numeric);
    let mut whole = String::new();
    let mut refused = Vec::new();
    let mut converter = iccf::convert::convert_games(&archive, &options);
    for game in converter.by_ref() {
        match game.text {
            Some(text) => {
                if !whole.is_empty() {
                    whole.push_str(options.separator());
                }
                whole.push_str(&text);
            }
            None => refused.push(format!(
                "error: game {} of archive.iccf was not converted",
                game.index
            )),
        }
    }
    whole.push_str(&converter.trailing());
    assert!(refused.len() > 10, "{refused:?}");
    for jobs in ["1", "2"] {
        let out = iccf(
            &[
                "convert",
                "--from",
                "iccf",
                "--to",
                to,
                "-j",
                jobs,
                "archive.iccf",
            ],
            dir.path(),
        );
        assert_eq!(out.status.code(), Some(1), "-j {jobs}");
        assert!(text(&out.stdout) == whole, "--to {to} -j {jobs}");
        let named: Vec<String> = text(&out.stderr)
            .lines()
            .filter(|l| l.ends_with("was not converted"))
            .map(str::to_string)
            .collect();
        assert_eq!(named, refused, "--to {to} -j {jobs}");
    }
}

/// `iccf fmt` writes a file back in its own encoding (Latin-1 bytes stay single bytes, UTF-16
/// keeps its byte-order mark), or in UTF-8 with --to-utf8.
#[rstest::rstest]
#[case::latin1(&[], b"[White \"M\xfcller\"]\n\n1. 5254 5755 *\n".to_vec())]
#[case::to_utf8(&["--to-utf8"], "[White \"Müller\"]\n\n1. 5254 5755 *\n".as_bytes().to_vec())]
fn fmt_writes_the_file_back_in_its_encoding(#[case] extra: &[&str], #[case] expected: Vec<u8>) {
    let dir = scratch();
    std::fs::write(
        dir.path().join("game.iccf"),
        b"[White \"M\xfcller\"]\n\n1. 5254  5755 *\n",
    )
    .unwrap();
    let mut utf16 = vec![0xff, 0xfe];
    utf16.extend(
        "[White \"Ø\"]\n\n1. 5254  5755 *\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    std::fs::write(dir.path().join("utf16.iccf"), &utf16).unwrap();
    let mut args = vec!["fmt", "game.iccf"];
    args.extend_from_slice(extra);
    let out = iccf(&args, dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read(dir.path().join("game.iccf")).unwrap(),
        expected
    );
    let out = iccf(&["fmt", "utf16.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut formatted = vec![0xff, 0xfe];
    formatted.extend(
        "[White \"Ø\"]\n\n1. 5254 5755 *\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    assert_eq!(
        std::fs::read(dir.path().join("utf16.iccf")).unwrap(),
        formatted
    );
}

/// A Windows-1252 file that an editor opened with a UTF-8 byte-order mark: the mark stays a
/// mark (read as `ï»¿` it glued itself to the first tag pair, which became text, S016), the
/// game has its Event tag, and `--fix` writes back only its fix, the mark and the 8-bit bytes
/// as they were.
#[test]
fn a_utf8_byte_order_mark_before_windows_1252_stays_a_mark() {
    let dir = scratch();
    let bytes = b"\xef\xbb\xbf[Event \"E\"]\n[White \"M\xfcller\"]\n\n1. 52-54 5755 *\n";
    std::fs::write(dir.path().join("game.iccf"), bytes).unwrap();
    let out = iccf(&["check", "--format", "json", "game.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let codes: Vec<String> = json_records(&text(&out.stdout))
        .into_iter()
        .map(|r| r.0)
        .collect();
    assert_eq!(codes, ["S035", "L003", "L005", "L002"]);
    let pgn = iccf(&["convert", "--to", "pgn", "game.iccf"], dir.path());
    assert!(
        text(&pgn.stdout).starts_with("[Event \"E\"]\n"),
        "{}",
        text(&pgn.stdout)
    );
    assert!(
        text(&pgn.stdout).contains("[White \"Müller\"]"),
        "{}",
        text(&pgn.stdout)
    );
    let fixed = iccf(&["check", "--fix", "game.iccf"], dir.path());
    assert_eq!(fixed.status.code(), Some(0), "{}", text(&fixed.stderr));
    assert_eq!(
        std::fs::read(dir.path().join("game.iccf")).unwrap(),
        b"\xef\xbb\xbf[Event \"E\"]\n[White \"M\xfcller\"]\n\n1. 5254 5755 *\n"
    );
}
