//! The command line under hostile conditions: very long lines, closed output streams, folders
//! with symbolic-link loops, and folders with nothing to check.

use std::path::Path;
use std::process::{Command, Output, Stdio};

fn iccf(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .output()
        .expect("iccf runs")
}

fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("iccf-cli-")
        .tempdir()
        .expect("a temporary folder")
}

#[test]
fn an_error_past_column_65535_is_rendered_without_a_panic() {
    let dir = scratch();
    let line = format!("{}X *\n", " ".repeat(70_000));
    std::fs::write(dir.path().join("long.iccf"), line).unwrap();
    let out = iccf(&["check", "long.iccf"], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("long.iccf:1:70001]"), "{stdout}");
    assert!(stdout.contains("unexpected text `X`"), "{stdout}");
    // The snippet is cut around the error, not the whole 70,000-character line.
    assert!(stdout.lines().all(|l| l.chars().count() < 400), "{stdout}");
}

#[test]
fn a_closed_standard_output_is_not_a_panic() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
        .arg("rules")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("iccf runs");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("iccf ends");
    assert_ne!(
        out.status.code(),
        Some(101),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn a_symbolic_link_loop_in_a_folder_is_walked_once() {
    let dir = scratch();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    std::fs::write(games.join("one.iccf"), "1. 5254 5755 *\n").unwrap();
    std::os::unix::fs::symlink("..", games.join("loop")).unwrap();
    let out = iccf(&["check", "--format", "short", "games"], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.contains("1 game,"), "{stderr}");
}

#[test]
fn a_folder_without_transcripts_is_a_usage_error() {
    let dir = scratch();
    std::fs::write(dir.path().join("notes.txt"), "1. 5254 *\n").unwrap();
    let out = iccf(&["check", "."], dir.path());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("error: no .iccf or .pgn file in the folder ."),
        "{stderr}"
    );
    assert_eq!(out.status.code(), Some(2), "{stderr}");
}

#[test]
fn fix_keeps_glued_words_apart() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("mate.iccf"),
        "1. 6263 5755 2. 7274 4884#0-1\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("draw.iccf"),
        "1. 5254 5755 2. 7163 2836½-½\n",
    )
    .unwrap();
    let out = iccf(&["check", "--fix", "mate.iccf", "draw.iccf"], dir.path());
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let read = |name: &str| std::fs::read_to_string(dir.path().join(name)).unwrap();
    assert_eq!(read("mate.iccf"), "1. 6263 5755 2. 7274 4884 0-1\n");
    assert_eq!(read("draw.iccf"), "1. 5254 5755 2. 7163 2836 1/2-1/2\n");
}

#[test]
fn a_compressed_archive_gets_one_diagnostic_and_is_not_read_as_moves() {
    let dir = scratch();
    let mut bytes = vec![0x1f, 0x8b, 0x08, 0x00];
    bytes.extend((0u8..=255).cycle().take(3000));
    std::fs::write(dir.path().join("games.iccf"), bytes).unwrap();
    let out = iccf(&["check", "--format", "short", "games.iccf"], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout.trim(),
        "games.iccf:1:1: error[S001]: the file is not a text file: it looks like a gzip archive: unpack it first (gunzip)"
    );
}

#[test]
fn control_characters_are_named_in_messages() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("ctl.iccf"),
        "1. 5254 5755 \u{1} 2. 7163 *\n",
    )
    .unwrap();
    let out = iccf(&["check", "--format", "short", "ctl.iccf"], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("ctl.iccf:1:14: error[S015]: stray character `U+0001`"),
        "{stdout}"
    );
}

#[test]
fn a_pgn_file_is_checked_in_the_notation_of_its_moves() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("game.pgn"),
        "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. Bxf7 *\n",
    )
    .unwrap();
    let out = iccf(
        &[
            "check",
            "--format",
            "short",
            "--allow",
            "seven-tag-roster",
            "game.pgn",
        ],
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    // The SAN moves are read and replayed: the only finding is the illegal bishop move.
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(
        stdout.starts_with("game.pgn:4:35: error[B003]: `Bxf7` is not a legal move here"),
        "{stdout}"
    );
}
