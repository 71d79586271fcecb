//! Latency of `iccf lsp` on a large file: the time from a `didChange` that breaks (or mends) one
//! move of a 5,000-game archive to the `publishDiagnostics` of that version, measured on the real
//! server process over its standard input and output.
//!
//! Two figures: with no debounce (the work of a change: re-checking the changed game, finding
//! duplicates again, publishing) and with the default debounce of 150 ms (what a user waits).
//! The time to open the file (the first check of all 5,000 games) is printed once.
//!
//! The file is read from the path in `ICCF_BENCH`, by default
//! `/work/shared/corpus/bench/bench-small.iccf`; when it is missing the benchmark prints a note
//! and measures nothing. Run with `cargo bench --bench lsp`.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::{Value, json};

const DEFAULT_PATH: &str = "/work/shared/corpus/bench/bench-small.iccf";
const URI: &str = "file:///bench/bench-small.iccf";

struct Server {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Server {
    fn start(debounce_ms: Option<u64>) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("iccf lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut server = Server {
            child,
            stdin,
            stdout,
        };
        let options = debounce_ms.map_or(Value::Null, |ms| json!({ "debounceMs": ms }));
        server.send(json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"capabilities": {}, "initializationOptions": options}}));
        server.wait(|m| m["id"] == 1);
        server.send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}));
        server
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn read(&mut self) -> Value {
        let mut length = 0;
        loop {
            let mut line = String::new();
            assert!(
                self.stdout.read_line(&mut line).unwrap() > 0,
                "the server ended"
            );
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some(value) = line.strip_prefix("Content-Length: ") {
                length = value.parse().unwrap();
            }
        }
        let mut body = vec![0; length];
        self.stdout.read_exact(&mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    }

    fn wait(&mut self, wanted: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.read();
            if wanted(&message) {
                return message;
            }
        }
    }

    /// Waits for the diagnostics of `version`; returns how many there are.
    fn diagnostics_of(&mut self, version: i64) -> usize {
        let message = self.wait(|m| {
            m["method"] == "textDocument/publishDiagnostics" && m["params"]["version"] == version
        });
        message["params"]["diagnostics"].as_array().unwrap().len()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The LSP position (line, UTF-16 column) of byte `offset` of `text`.
fn position(text: &str, offset: usize) -> Value {
    let line_start = text[..offset].rfind('\n').map_or(0, |at| at + 1);
    let line = text[..offset].matches('\n').count();
    let character = text[line_start..offset].encode_utf16().count();
    json!({"line": line, "character": character})
}

/// The first move of the first game after the middle of the file: its byte range.
fn middle_move(text: &str) -> (usize, usize) {
    let from = text.len() / 2;
    let at = from + text[from..].find("\n1. ").expect("a game after the middle") + 4;
    (at, at + 4)
}

fn latency(c: &mut Criterion) {
    let path = std::env::var("ICCF_BENCH").unwrap_or_else(|_| DEFAULT_PATH.to_string());
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            println!(
                "note: cannot read {path} ({error}); set ICCF_BENCH to a transcript to benchmark"
            );
            return;
        }
    };
    let (start, end) = middle_move(&text);
    let original = text[start..end].to_string();
    let range = json!({"start": position(&text, start), "end": position(&text, end)});

    let mut group = c.benchmark_group("lsp");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(20));
    for (name, debounce) in [
        ("change-to-diagnostics", Some(0)),
        ("change-to-diagnostics-debounced", None),
    ] {
        let mut server = Server::start(debounce);
        let opened = Instant::now();
        server.send(
            json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
            "textDocument": {"uri": URI, "languageId": "iccf", "version": 0, "text": text}}}),
        );
        let count = server.diagnostics_of(0);
        println!(
            "{path}: opened and checked in {:?} ({count} diagnostics)",
            opened.elapsed()
        );
        let mut version = 0i64;
        group.bench_function(name, |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    version += 1;
                    // Odd versions break the move (59 is not a square), even ones mend it.
                    let replacement = if version % 2 == 1 {
                        "5259"
                    } else {
                        original.as_str()
                    };
                    let started = Instant::now();
                    server.send(
                        json!({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                        "textDocument": {"uri": URI, "version": version},
                        "contentChanges": [{"range": range, "text": replacement}]}}),
                    );
                    let found = server.diagnostics_of(version);
                    total += started.elapsed();
                    if version % 2 == 1 {
                        assert!(found > count, "the broken move was not reported");
                    } else {
                        assert_eq!(found, count, "the mended move is still reported");
                    }
                }
                total
            });
        });
    }
    group.finish();
}

criterion_group!(benches, latency);
criterion_main!(benches);
