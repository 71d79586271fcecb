//! What a new user met on a fresh clone, each as the command line shows it: a doubled
//! move named as one, the numeric form of a SAN move, `convert --force` saying what it did, a
//! result that contradicts the board, advice after its error, `diff --match tags` with `?` tags,
//! Black's move after a comment, and the words of `show`, `serve --help` and the summaries.

use std::process::Output;

use super::support::{iccf, stderr, stdout};
use rstest::rstest;
use serde_json::Value;

/// A fresh folder under the target directory (no stray iccf.toml above it).
fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("new-user-")
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
        .expect("a temporary folder")
}

/// The Seven Tag Roster of a game between A and B with `result`, then `movetext` on line 9.
fn game(result: &str, movetext: &str) -> String {
    format!(
        "[Event \"Test\"]\n[Site \"ICCF\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"{result}\"]\n\n{movetext}\n"
    )
}

/// Writes `text` as `name` in a fresh folder and runs `iccf args... name` there.
fn run_on(name: &str, text: &str, args: &[&str]) -> Output {
    let dir = scratch();
    std::fs::write(dir.path().join(name), text).unwrap();
    let mut all = args.to_vec();
    all.push(name);
    iccf(&all, dir.path())
}

/// The JSON records of `iccf check --format json`.
fn records(out: &Output) -> Vec<Value> {
    stdout(out)
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// `(code, line, column, severity)` of a JSON record.
fn place(record: &Value) -> (&str, u64, u64, &str) {
    (
        record["code"].as_str().unwrap(),
        record["line"].as_u64().unwrap(),
        record["column"].as_u64().unwrap(),
        record["severity"].as_str().unwrap(),
    )
}

// ---- a doubled move ------------------------------------------------------------------------

#[rstest]
#[case::black_twice(
    "1. 5254 5755 2. 6134 2836 2836 3. 4163 7866 *",
    27,
    "no piece stands on 28 (b8)",
    "`2836` repeats Black's move 2 (2836): delete it; without it the next 2 moves are legal"
)]
#[case::white_twice(
    "1. 5254 5755 2. 6134 6134 2836 3. 4163 7866 *",
    22,
    "no piece stands on 61 (f1)",
    "`6134` repeats White's move 2 (6134): delete it; without it the next 3 moves are legal"
)]
#[case::last_move_twice(
    "1. 5254 5755 2. 6134 2836 2836 *",
    27,
    "no piece stands on 28 (b8)",
    "`2836` repeats Black's move 2 (2836): delete it; it is the last move of the line"
)]
fn a_doubled_move_is_called_one(
    #[case] movetext: &str,
    #[case] column: u64,
    #[case] message: &str,
    #[case] help: &str,
) {
    let text = game("*", movetext);
    let json = run_on("doubled.iccf", &text, &["check", "--format", "json"]);
    assert_eq!(json.status.code(), Some(1), "{}", stderr(&json));
    let found = records(&json);
    assert_eq!(found.len(), 1, "one mistake, one diagnostic: {found:?}");
    assert_eq!(place(&found[0]), ("B001", 9, column, "error"));
    assert_eq!(found[0]["message"], message);
    assert_eq!(found[0]["help"], help);
    assert_eq!(found[0]["meant"]["kind"], "move-repeated");
    let human = run_on(
        "doubled.iccf",
        &text,
        &["check", "--board", "never", "--isolated"],
    );
    let shown = stdout(&human).replace("\n        ", " ");
    assert!(
        shown.contains(&format!("doubled.iccf:9:{column}]")),
        "{shown}"
    );
    assert!(shown.contains(&format!("help: {help}")), "{shown}");
}

// ---- SAN among numeric moves ---------------------------------------------------------------

#[test]
fn the_san_error_names_the_numeric_move() {
    let text = game("*", "1. 5254 5755 2. Bc4 2836 3. 4163 7866 *");
    let json = run_on("san.iccf", &text, &["check", "--format", "json"]);
    assert_eq!(json.status.code(), Some(1));
    let found = records(&json);
    let places: Vec<_> = found.iter().map(place).collect();
    // No B020 advice elsewhere: the one diagnostic says what to write.
    assert_eq!(places, [("S006", 9, 17, "error")]);
    assert_eq!(
        found[0]["message"],
        "`Bc4` is written in algebraic notation (SAN), not in numeric notation"
    );
    assert!(
        found[0]["help"]
            .as_str()
            .unwrap()
            .starts_with("write `6134` (Bc4), the same move in numeric notation; with it the next 3 moves are legal; "),
        "{}",
        found[0]["help"]
    );
    assert_eq!(found[0]["meant"]["move"], "6134");
    let human = run_on("san.iccf", &text, &["check", "--board", "never"]);
    assert!(
        stdout(&human).contains("help: write `6134` (Bc4), the same move in numeric notation"),
        "{}",
        stdout(&human)
    );
}

// ---- convert --force -----------------------------------------------------------------------

const BAD: &str = "1. 5254 5755 2. 6134 4185 3. 7866 8567 *";

#[rstest]
#[case::pgn(
    "pgn",
    "1. e4 e5 2. Bc4 4185 3. 7866 8567 *\n\n",
    "the 3 moves from `4185` (9:22) on could not be replayed and are copied as written, not in SAN (PGN readers will stop there)"
)]
#[case::iccf(
    "iccf",
    "1. 5254 5755 2. 6134 4185 3. 7866 8567 *\n",
    "the 3 moves from `4185` (9:22) on could not be replayed and are copied as written"
)]
#[case::uci(
    "uci",
    "e2e4 e7e5 f1c4\n",
    "the 3 moves from `4185` (9:22) on could not be replayed and are left out"
)]
fn convert_force_says_what_it_did_with_the_moves_it_could_not_replay(
    #[case] to: &str,
    #[case] ends_with: &str,
    #[case] moves: &str,
) {
    let text = game("*", BAD);
    let out = run_on("bad.iccf", &text, &["convert", "--to", to, "--force"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).ends_with(ends_with), "{}", stdout(&out));
    let err = stderr(&out);
    assert!(err.contains("B002(opponent-piece)"), "{err}");
    assert!(
        err.contains("the queen on 41 (d1) belongs to White"),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "warning: game 1 of bad.iccf was converted with errors (--force): {moves}\n"
        )),
        "{err}"
    );
    assert!(
        err.ends_with("the game was converted with errors (--force; see above)\n"),
        "{err}"
    );
}

#[test]
fn convert_force_of_games_without_errors_says_nothing() {
    let text = game("*", "1. 5254 5755 2. 6134 2836 *");
    let out = run_on("good.iccf", &text, &["convert", "--to", "pgn", "--force"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stderr(&out), "");
    assert!(stdout(&out).ends_with("1. e4 e5 2. Bc4 Nc6 *\n\n"));
}

// ---- a result that contradicts the board ---------------------------------------------------

const MATE: &str = "1. 5254 5755 2. 6134 2836 3. 4185 7866 4. 8567";
const STALEMATE: &str = "1. 5253 1715 2. 4185 1816 3. 8515 8785 4. 8284 1686 5. 1537 6766 6. 3747 5867 7. 4727 4843 8. 2728 4387 9. 2838 6776 10. 3856";

#[rstest]
#[case::mate_both_wrong(
    MATE,
    "0-1",
    "0-1",
    48,
    "the result 0-1 contradicts the final position: Black is checkmated",
    "the game ends on the board because Black is checkmated: write 1-0 here and in the Result tag"
)]
#[case::mate_marker_wrong(
    MATE,
    "1-0",
    "1/2-1/2",
    48,
    "the result 1/2-1/2 contradicts the final position: Black is checkmated",
    "the game ends on the board because Black is checkmated: write 1-0"
)]
#[case::mate_tag_wrong(
    MATE,
    "0-1",
    "1-0",
    9,
    "the Result tag 0-1 contradicts the final position: Black is checkmated",
    "the game ends on the board because Black is checkmated: write 1-0"
)]
#[case::stalemate(
    STALEMATE,
    "1-0",
    "1-0",
    127,
    "the result 1-0 contradicts the final position: Black is stalemated",
    "the game ends on the board because Black is stalemated: write 1/2-1/2 here and in the Result tag"
)]
fn a_result_that_contradicts_the_board_is_one_error(
    #[case] moves: &str,
    #[case] tag: &str,
    #[case] marker: &str,
    #[case] column: u64,
    #[case] message: &str,
    #[case] help: &str,
) {
    let text = game(tag, &format!("{moves} {marker}"));
    let out = run_on("result.iccf", &text, &["check", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let found = records(&out);
    let line = if column == 9 { 7 } else { 9 };
    assert_eq!(
        found.iter().map(place).collect::<Vec<_>>(),
        [("B012", line, column, "error")],
        "one report, no L005 beside it: {found:?}"
    );
    assert_eq!(found[0]["message"], message);
    assert_eq!(found[0]["help"], help);
    assert!(
        stderr(&out)
            .ends_with("1 game, 1 error (B012 result-contradicts-position ×1), 0 warnings\n"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_wrong_result_tag_is_marked_in_the_same_report() {
    let text = game("0-1", &format!("{MATE} 0-1"));
    let out = run_on("result.iccf", &text, &["check", "--board", "never"]);
    let shown = stdout(&out);
    assert_eq!(
        shown.matches("B012(result-contradicts-position)").count(),
        1
    );
    assert!(
        shown.contains("× the result 0-1 contradicts the final position"),
        "{shown}"
    );
    assert!(shown.contains("╰── the Result tag says 0-1 too"), "{shown}");
    assert!(shown.contains("╰── expected 1-0"), "{shown}");
}

// ---- advice after its error ----------------------------------------------------------------

#[rstest]
#[case::human(&["--board", "never"], "S003(bad-promotion-digit)", "B020(moves-not-checked)")]
#[case::short(&["--format", "short"], "error[S003]", "advice[B020]")]
#[case::json(&["--format", "json"], "\"code\":\"S003\"", "\"code\":\"B020\"")]
fn advice_comes_after_the_error_it_refers_to(
    #[case] flags: &[&str],
    #[case] error: &str,
    #[case] advice: &str,
) {
    // The error is on the fifth digit of the move the advice stands on.
    let text = game("*", "1. 5254 5755 2. 6134 2836 3. 4185 78677 4. 8567 *");
    let mut args = vec!["check", "--isolated"];
    args.extend_from_slice(flags);
    let out = run_on("order.iccf", &text, &args);
    let shown = stdout(&out);
    let at_error = shown.find(error).expect("the error");
    let at_advice = shown.find(advice).expect("the advice");
    assert!(at_error < at_advice, "{shown}");
    if flags.contains(&"short") {
        assert_eq!(
            shown,
            "order.iccf:9:39: error[S003]: promotion digit 7 is not a piece [game 1]\n\
             order.iccf:9:35: advice[B020]: this move and the 1 later move of this line were not checked on the board [game 1]\n"
        );
    }
}

// ---- diff --match tags ---------------------------------------------------------------------

#[test]
fn diff_by_tags_pairs_a_missing_tag_with_a_question_mark() {
    let dir = scratch();
    let text =
        "[Event \"Cup\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 5755 2. 7163 *\n";
    std::fs::write(dir.path().join("a.iccf"), text).unwrap();
    let pgn = iccf(
        &["convert", "--to", "pgn", "-o", "a.pgn", "a.iccf"],
        dir.path(),
    );
    assert_eq!(pgn.status.code(), Some(0), "{}", stderr(&pgn));
    let written = std::fs::read_to_string(dir.path().join("a.pgn")).unwrap();
    assert!(written.contains("[Round \"?\"]"), "{written}");
    let out = iccf(&["diff", "--match", "tags", "a.iccf", "a.pgn"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    assert_eq!(
        stdout(&out),
        "game 1 (A - B) of a.iccf and game 1 (A - B) of a.pgn: the same game (3 and 3 plies)\n\n"
    );
    assert_eq!(
        stderr(&out),
        "the records are the same: 1 pair of games compared, same moves and results\n"
    );
}

const ROUND_1: &str =
    "[Event \"Cup\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 *\n";
const ROUND_2: &str =
    "[Event \"Cup\"]\n[Round \"2\"]\n[White \"A\"]\n[Black \"C\"]\n[Result \"*\"]\n\n1. 5254 *\n";

#[test]
fn diff_by_tags_says_which_tags_keep_games_apart() {
    let dir = scratch();
    std::fs::write(dir.path().join("b.iccf"), ROUND_1).unwrap();
    std::fs::write(dir.path().join("c.iccf"), ROUND_2).unwrap();
    let out = iccf(&["diff", "--match", "tags", "b.iccf", "c.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "game 1 (A - B) of b.iccf: no game of c.iccf has the same White, Black, Event and Round tags\n\
         \x20 the nearest is game 1 (A - C) of c.iccf:\n\
         \x20 the Black tags differ: \"B\" in b.iccf, \"C\" in c.iccf\n\
         \x20 the Round tags differ: \"1\" in b.iccf, \"2\" in c.iccf\n\
         \n\
         game 1 (A - C) of c.iccf: no game of b.iccf has the same White, Black, Event and Round tags\n\
         \x20 the nearest is game 1 (A - B) of b.iccf (see above)\n\
         \n"
    );
    let json = iccf(
        &[
            "diff", "--match", "tags", "--format", "json", "b.iccf", "c.iccf",
        ],
        dir.path(),
    );
    let lines: Vec<Value> = stdout(&json)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["unpaired"], "a");
    assert_eq!(lines[0]["nearest"]["game"], 1);
    assert_eq!(
        lines[0]["nearest"]["tags"],
        serde_json::json!([
            {"name": "Black", "a": "B", "b": "C"},
            {"name": "Round", "a": "1", "b": "2"}
        ])
    );
    assert_eq!(lines[1]["unpaired"], "b");
    assert_eq!(lines[1]["nearest"]["tags"], lines[0]["nearest"]["tags"]);
}

// ---- Black's move after a comment ----------------------------------------------------------

#[rstest]
#[case::after_a_comment("1. 5254 5755 2. 7163 {the usual} 2836 *", &[])]
#[case::numbered_after_a_comment("1. 5254 5755 2. 7163 {the usual} 2... 2836 *", &[])]
#[case::after_a_variation(
    "1. 5254 5755 2. 7163 ( 2. 6134 ) 2836 *",
    &[("L001", 9, 34, "warning")]
)]
fn black_s_move_after_a_comment_needs_no_number(
    #[case] movetext: &str,
    #[case] expected: &[(&str, u64, u64, &str)],
) {
    let out = run_on(
        "comment.iccf",
        &game("*", movetext),
        &["check", "--format", "json"],
    );
    assert_eq!(out.status.code(), Some(0));
    let found = records(&out);
    assert_eq!(found.iter().map(place).collect::<Vec<_>>(), expected);
}

// ---- the words of show, serve --help and the summaries -------------------------------------

#[rstest]
#[case::past_the_end(
    "5",
    "error: two.iccf has 2 games, so there is no game 5\n  help: --game takes 1 to 2 (games are counted from 1); `iccf check two.iccf` lists them\n"
)]
#[case::zero(
    "0",
    "error: two.iccf has 2 games, so there is no game 0\n  help: --game takes 1 to 2 (games are counted from 1); `iccf check two.iccf` lists them\n"
)]
fn show_past_the_last_game_says_how_many_there_are(#[case] n: &str, #[case] said: &str) {
    let text = format!("{}\n{}", game("*", "1. 5254 *"), game("*", "1. 4244 *"));
    let out = run_on("two.iccf", &text, &["show", "--game", n]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), said);
    let one = run_on(
        "one.iccf",
        &game("*", "1. 5254 *"),
        &["show", "--game", "2"],
    );
    assert!(
        stderr(&one).starts_with("error: one.iccf has 1 game, so there is no game 2\n"),
        "{}",
        stderr(&one)
    );
}

#[cfg(feature = "serve")]
#[test]
fn serve_help_shows_a_plain_address() {
    let dir = scratch();
    for flag in ["-h", "--help"] {
        let out = iccf(&["serve", flag], dir.path());
        let help = stdout(&out);
        assert!(
            help.starts_with(
                "Start the validator in the browser: a page on http://127.0.0.1:8080/ to paste"
            ),
            "{help}"
        );
        assert!(!help.contains("<http"), "{help}");
    }
}

#[rstest]
#[case::one_of_one(
    1,
    "the game was not converted because of errors (see above; --force converts it anyway)\n"
)]
#[case::one_of_two(
    2,
    "1 of 2 games was not converted because of errors (see above; --force converts it anyway)\n"
)]
fn the_convert_summary_reads_as_english(#[case] games: usize, #[case] last_line: &str) {
    let mut text = game("*", BAD);
    if games == 2 {
        text.push('\n');
        text.push_str(&game("*", "1. 5254 *"));
    }
    let out = run_on("bad.iccf", &text, &["convert", "--to", "pgn"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).ends_with(last_line), "{}", stderr(&out));
}
