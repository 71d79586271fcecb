//! The command line under hostile conditions: very long lines, closed output streams, folders
//! with symbolic-link loops, and folders with nothing to check.

use super::support::iccf;
use std::path::Path;
use std::process::{Command, Stdio};

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

/// What `iccf::render` writes for every game of `text` (named `name`), in `format`, with the
/// default levels: what `iccf check --format FORMAT --isolated` must print.
fn library_rendering(name: &str, text: &str, format: iccf::render::Format) -> String {
    use iccf::render::{GameLabel, Renderer, Source};
    let index = iccf::LineIndex::new(text);
    let source = Source::new(name, text, &index);
    let mut renderer = Renderer::new(format);
    let mut out = Vec::new();
    renderer.start_file(&source);
    let mut session = iccf::check::Session::new(iccf::check::CheckOptions::default());
    for checked in session.check_games(name, text) {
        let game = GameLabel::of(checked.index, &checked.game);
        for d in &checked.diagnostics {
            renderer.render(&mut out, &source, Some(&game), d).unwrap();
        }
    }
    renderer.finish(&mut out, true).unwrap();
    String::from_utf8(out).unwrap()
}

#[rstest::rstest]
#[case::short("short", iccf::render::Format::Short)]
#[case::json("json", iccf::render::Format::Json)]
#[case::github("github", iccf::render::Format::Github)]
#[case::sarif("sarif", iccf::render::Format::Sarif)]
#[case::human("human", iccf::render::Format::Human)]
fn the_binary_prints_what_the_render_module_writes(
    #[case] flag: &str,
    #[case] format: iccf::render::Format,
    #[values(
        "lint/err/L001-move-number.iccf",
        "lint/err/L006-duplicate-game.iccf",
        "lint/err/S017-nonstandard-result.iccf",
        "board/err/B010-short-promotion.iccf"
    )]
    path: &str,
) {
    let dir = scratch();
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(path);
    let fixture = path.rsplit('/').next().expect("a file name");
    let text = std::fs::read_to_string(&source).unwrap();
    std::fs::write(dir.path().join(fixture), &text).unwrap();
    let out = iccf(
        &["check", "--isolated", "--format", flag, fixture],
        dir.path(),
    );
    let expected = library_rendering(fixture, &text, format);
    assert!(!expected.is_empty(), "{fixture} has diagnostics");
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[rstest::rstest]
#[case::short("short", "[game 317]")]
#[case::human("human", "in game 317 (Player A317 - Player B317)")]
#[case::github("github", "title=B004 in game 317 (Player A317 - Player B317)::")]
#[case::json("json", "\"game\":317")]
fn every_format_names_the_game_of_a_diagnostic(#[case] flag: &str, #[case] says: &str) {
    let dir = scratch();
    let mut text = String::new();
    for n in 1..=320 {
        let moves = if n == 317 {
            "1. 5254 5755 2. 7163 2836 3. 6151 *"
        } else {
            "1. 5254 5755 *"
        };
        text.push_str(&format!(
            "[Event \"E\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"{n}\"]\n[White \"Player A{n}\"]\n[Black \"Player B{n}\"]\n[Result \"*\"]\n\n{moves}\n\n"
        ));
    }
    std::fs::write(dir.path().join("many.iccf"), text).unwrap();
    let out = iccf(
        &["check", "--isolated", "--format", flag, "many.iccf"],
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains(says), "{says} missing in\n{stdout}");
}

/// Standard output on a full disk (`/dev/full`): every command that prints says so and exits
/// with 2, so that a script does not take a lost output for a success.
#[rstest::rstest]
#[case::show(&["show", "game.iccf"])]
#[case::explain(&["explain", "S001"])]
#[case::rules(&["rules"])]
#[case::diff(&["diff", "game.iccf", "game.iccf"])]
#[case::fmt_standard_input(&["fmt", "-"])]
#[case::convert(&["convert", "--to", "pgn", "game.iccf"])]
#[case::check(&["check", "--format", "json", "game.iccf"])]
fn a_full_disk_on_standard_output_is_an_error(#[case] args: &[&str]) {
    let dir = scratch();
    let game = "[Event \"E\"]\n\n1. 5254 5755 *\n";
    std::fs::write(dir.path().join("game.iccf"), game).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(std::fs::File::create("/dev/full").expect("/dev/full"))
        .stderr(Stdio::piped())
        .spawn()
        .expect("iccf runs");
    use std::io::Write as _;
    let _ = child.stdin.take().unwrap().write_all(game.as_bytes());
    let out = child.wait_with_output().expect("iccf ends");
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        said.contains("cannot write standard output: the disk is full"),
        "{said}"
    );
}

/// `-o` naming one of the inputs (directly or through a link) is refused: the report or the
/// conversion would replace the games being read.
#[rstest::rstest]
#[case::check_report(&["check", "game.iccf", "-o", "game.iccf"])]
#[case::check_through_a_link(&["check", "game.iccf", "-o", "link.iccf"])]
#[case::convert(&["convert", "--to", "pgn", "-o", "link.iccf", "game.iccf"])]
fn an_output_file_that_is_an_input_is_refused(#[case] args: &[&str]) {
    let dir = scratch();
    let game = "[Event \"E\"]\n\n1. 5254 5755 *\n";
    std::fs::write(dir.path().join("game.iccf"), game).unwrap();
    std::os::unix::fs::symlink("game.iccf", dir.path().join("link.iccf")).unwrap();
    let out = iccf(args, dir.path());
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("is also read as input (game.iccf)"), "{said}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("game.iccf")).unwrap(),
        game
    );
}

/// `-o` naming a named pipe: the output goes into the pipe, which stays a pipe (a rename
/// would put a regular file in its place; `-o /dev/null` as root would replace the device).
#[test]
fn an_output_that_is_a_named_pipe_is_written_in_place() {
    use std::os::unix::fs::FileTypeExt as _;
    let dir = scratch();
    std::fs::write(dir.path().join("game.iccf"), "1. 5254 5755 *\n").unwrap();
    let pipe = dir.path().join("pipe");
    assert!(
        Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap()
            .success()
    );
    let reader = {
        let pipe = pipe.clone();
        std::thread::spawn(move || std::fs::read_to_string(pipe).unwrap())
    };
    let out = iccf(
        &["convert", "--to", "pgn", "-o", "pipe", "game.iccf"],
        dir.path(),
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let read = reader.join().unwrap();
    assert!(read.contains("1. e4 e5 *"), "{read}");
    assert!(std::fs::metadata(&pipe).unwrap().file_type().is_fifo());
}

/// `check --diff` prints a unified diff: with a machine format asked for, that is a usage error
/// (exit 2), not text where a program expects JSON, SARIF or workflow commands.
#[rstest::rstest]
#[case::json("json")]
#[case::sarif("sarif")]
#[case::github("github")]
fn diff_with_a_machine_format_is_a_usage_error(#[case] format: &str) {
    let dir = scratch();
    std::fs::write(dir.path().join("game.iccf"), "1. 5254 1715 2. 4244 1:0\n").unwrap();
    let out = iccf(
        &["check", "--format", format, "--diff", "game.iccf"],
        dir.path(),
    );
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        said.contains("--diff prints the fixes as a unified diff"),
        "{said}"
    );
}

/// `check --diff` on a file whose errors `--fix` cannot repair prints no diff, says how to see
/// the errors (the diff is the whole output, so they are not listed), counts them in the summary
/// and exits 1, as `check` does; the file is not touched.
#[test]
fn diff_of_a_file_fix_cannot_repair_exits_1_and_says_how_to_see_its_errors() {
    let dir = scratch();
    let text = "1.5254 5755 2. 7163 9999 *\n";
    std::fs::write(dir.path().join("game.iccf"), text).unwrap();
    let out = iccf(&["check", "--diff", "game.iccf"], dir.path());
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert_eq!(
        said,
        "game.iccf: not fixed: 1 notation error that --fix cannot repair (see them with `iccf check game.iccf`); correct it by hand, or use --force to fix the rest anyway\n--diff: 0 files would change (1 file checked, 1 game); 1 error that --fix cannot repair\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("game.iccf")).unwrap(),
        text
    );
}

/// A control character in a player's name (an ESC that would recolour the terminal) is named
/// in the game label of every format, as messages name it, and shown as `?` in the source
/// excerpt of the human report: it is never written raw.
#[rstest::rstest]
#[case::short("short", "[game 1]")]
#[case::github("github", "title=S002 in game 1 (aU+001B[31m - ?)::")]
#[case::human("human", "S002(invalid-square) in game 1 (aU+001B[31m - ?)")]
fn a_control_character_in_a_name_is_named_in_the_label(#[case] format: &str, #[case] label: &str) {
    let dir = scratch();
    let game = "[White \"a\u{1b}[31m\"]\n\n1. 5254 9955 *\n";
    std::fs::write(dir.path().join("game.iccf"), game).unwrap();
    let out = iccf(&["check", "--format", format, "game.iccf"], dir.path());
    let shown = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{shown}");
    assert!(shown.contains(label), "{shown}");
    // No ESC reaches the terminal: the human report's source excerpt shows it as `?`.
    assert!(!shown.contains('\u{1b}'), "{shown}");
    if format == "human" {
        assert!(shown.contains(" 1 │ [White \"a?[31m\"]"), "{shown}");
    }
}

/// A `;` or `{}` comment after the last game stays with it, as trivia, and is no game
/// of its own (no `empty-game`, L007), whether the file is read whole or in pieces.
#[rstest::rstest]
#[case::brace("[Event \"E\"]\n\n1. 5254 5755 1-0\n\n{ adjudicated by the TD }\n")]
#[case::line("[Event \"E\"]\n\n1. 5254 5755 1-0\n; adjudicated by the TD\n")]
#[case::both("1. 5254 5755 1-0\n{ one }\n; two\n% an escape line\n{ three }")]
fn check_reads_a_comment_after_the_last_game_as_trivia(#[case] text: &str) {
    let games: Vec<_> =
        iccf::check::check_games(text, iccf::check::CheckOptions::default()).collect();
    assert_eq!(games.len(), 1, "{text:?}");
    let codes: Vec<_> = games[0]
        .diagnostics
        .iter()
        .map(|d| d.code.as_str())
        .collect();
    assert!(!codes.contains(&"L007"), "{codes:?}");
    let parsed = crate::it::support::parse(text);
    assert_eq!(parsed.transcript.games.len(), 1);
    assert!(
        parsed
            .transcript
            .trailing_trivia
            .iter()
            .any(|t| t.kind == iccf::syntax::ast::TriviaKind::Comment)
    );
    assert_eq!(
        iccf::syntax::print::print(&parsed.transcript)
            .matches(['{', ';'])
            .count(),
        text.matches(['{', ';']).count()
    );

    let dir = scratch();
    std::fs::write(dir.path().join("games.iccf"), text).unwrap();
    let out = iccf(
        &[
            "check",
            "--format",
            "short",
            "--allow",
            "seven-tag-roster",
            "games.iccf",
        ],
        dir.path(),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains("L007"), "{stdout}");
    assert_eq!(out.status.code(), Some(0), "{stdout}");
}

/// A comment between two games (before the second's tag pairs) is no game of its own either.
#[test]
fn a_comment_between_games_is_no_game() {
    let text = "1. 5254 5755 1-0\n\n{ round 2 }\n\n[Event \"E\"]\n\n1. 4244 *\n";
    let games: Vec<_> =
        iccf::check::check_games(text, iccf::check::CheckOptions::default()).collect();
    assert_eq!(games.len(), 2);
    assert!(
        games
            .iter()
            .all(|g| g.diagnostics.iter().all(|d| d.code.as_str() != "L007"))
    );
    let parsed = crate::it::support::parse(text);
    assert_eq!(
        iccf::syntax::print::print(&parsed.transcript),
        "1. 5254 5755 1-0\n\n{ round 2 }\n\n[Event \"E\"]\n\n1. 4244 *\n\n"
    );
}
