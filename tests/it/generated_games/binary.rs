//! No input makes the `iccf` binary panic (exit status 101): arbitrary bytes, and generated
//! games with a mistake, through `check` in every format (as `.iccf` and as `.pgn`, with
//! `--diff`), `convert` to every target and `fmt --check`.
//!
//! 12 cases of each kind (each runs the binary 15 times), or `PROPTEST_CASES` for more.

use std::path::Path;
use std::process::Command;

use proptest::prelude::*;

use super::games::{game_spec, generate, inject, mistake};

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(12);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The commands run on each input (`FILE` is the input's file name).
const COMMANDS: &[&[&str]] = &[
    &["check", "--format", "human", "--board", "always", "x.iccf"],
    &["check", "--format", "json", "x.iccf"],
    &["check", "--format", "short", "x.iccf"],
    &["check", "--format", "sarif", "x.iccf"],
    &["check", "--format", "github", "x.iccf"],
    &["check", "--format", "human", "--board", "always", "x.pgn"],
    &["check", "--format", "json", "--syntax-only", "x.pgn"],
    &["check", "--diff", "x.iccf"],
    &["check", "--diff", "--force", "x.pgn"],
    &["convert", "--to", "pgn", "x.iccf"],
    &["convert", "--to", "iccf", "--from", "pgn", "x.pgn"],
    &["convert", "--to", "uci", "--force", "x.iccf"],
    &["convert", "--to", "fen", "--every-ply", "--force", "x.iccf"],
    &["convert", "--to", "json", "--force", "x.pgn"],
    &["fmt", "--check", "x.iccf"],
];

/// Runs every command of [`COMMANDS`] on `bytes` and asserts that none panicked.
pub fn no_panic(bytes: &[u8]) {
    let dir = tempfile::Builder::new()
        .prefix("iccf-no-panic-")
        .tempdir()
        .expect("a temporary folder");
    for name in ["x.iccf", "x.pgn"] {
        std::fs::write(dir.path().join(name), bytes).expect("written");
    }
    for args in COMMANDS {
        let out = run(args, dir.path());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.code().is_some_and(|c| c <= 2) && !stderr.contains("panicked"),
            "iccf {} exited with {:?} on {:?}\n{stderr}",
            args.join(" "),
            out.status.code(),
            String::from_utf8_lossy(bytes)
        );
    }
}

fn run(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("iccf runs")
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        no_panic(&bytes);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        no_panic(text.as_bytes());
    }

    #[test]
    fn games_with_a_mistake_never_panic(spec in game_spec(), mistake in mistake()) {
        no_panic(inject(&generate(&spec), &mistake).as_bytes());
    }
}
