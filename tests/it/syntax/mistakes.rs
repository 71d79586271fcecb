//! The real mistakes of issue 8 that the syntax layer reads (move numbers that do not fit,
//! results written loosely, tag pairs that lost a bracket, e-mail text after the moves, malformed
//! promotion suffixes in PGN): each is one report at the right place, with no cascade after it.
//! Diagnostics here are those of the syntax and board layers (`support::check`, lint off).

use rstest::rstest;

use crate::it::support::{Located, check};

/// `(code, line, column)` of each diagnostic of `text`.
fn places(text: &str) -> Vec<(&'static str, usize, usize)> {
    check(text)
        .iter()
        .map(|d| (d.code, d.line, d.column))
        .collect()
}

/// The diagnostics of `text` with one code.
fn with_code(text: &str, code: &str) -> Vec<Located> {
    check(text).into_iter().filter(|d| d.code == code).collect()
}

/// Twenty moves of a game (a Ruy Lopez), numbered from 1, as a sequence of full moves.
const MOVES: [(&str, &str); 10] = [
    ("5254", "5755"),
    ("7163", "2836"),
    ("6125", "1716"),
    ("2514", "7866"),
    ("5171", "6857"),
    ("6151", "2725"),
    ("1423", "4746"),
    ("3233", "5878"),
    ("8283", "3628"),
    ("4244", "2847"),
];

/// The moves `MOVES` written with their numbers, full moves `skip_black` without Black's move,
/// joined by `sep` (a space or a line end).
fn game(skip_black: Option<usize>, sep: &str) -> String {
    let mut out = Vec::new();
    for (i, (white, black)) in MOVES.iter().enumerate() {
        out.push(format!("{}. {white}", i + 1));
        if skip_black != Some(i + 1) {
            out.push((*black).to_string());
        }
    }
    out.join(sep) + sep + "*"
}

/// A move left out, or written twice, in the middle of a game: one S014 at the first number that
/// does not fit and the board's error on the move after it, then the numbers are read as
/// written (no report for every later number).
#[rstest]
// Black's move 3 left out: `3. 6125 4. 2514`.
#[case::black_left_out(game(Some(3), " "), &[("S014", 1, 35), ("B002", 1, 38)])]
#[case::black_left_out_crlf(game(Some(3), "\r\n"), &[("S014", 6, 1), ("B002", 6, 4)])]
#[case::black_left_out_late(game(Some(8), " "), &[("S014", 1, 100), ("B002", 1, 103)])]
// White's move 3 left out: Black's move stands where White's is due.
#[case::white_left_out(
    "1. 5254 5755 2. 7163 2836 3. 1716 4. 2514 7866 *".into(),
    &[("B002", 1, 30), ("S014", 1, 35)]
)]
// A full move written twice: `2. 7163 2836 2. 7163 2836 3. ...`.
#[case::full_move_twice(
    "1. 5254 5755 2. 7163 2836 2. 7163 2836 3. 6125 1716 4. 2514 7866 *".into(),
    &[("S014", 1, 27), ("B001", 1, 30)]
)]
// Black's move written twice: the doubled move is illegal (White's `3.` before Black's move 3
// is a matter of style, not a contradiction).
#[case::black_move_twice(
    "1. 5254 5755 2. 7163 2836 2836 3. 6125 1716 4. 2514 7866 *".into(),
    &[("B001", 1, 27)]
)]
fn one_move_left_out_or_doubled(#[case] text: String, #[case] expected: &[(&str, usize, usize)]) {
    let mut found = places(&text);
    found.retain(|(code, ..)| *code != "B020");
    assert_eq!(found, expected, "{text}");
}

/// Numbers shifted by one ply while every move is legal: one S014, no hint of a missing move.
#[rstest]
#[case::white_number_on_black_move("1. 5254 2. 4745 5445 3. 7866 7163 4. 6645 4244 *", 1, 9)]
#[case::black_number_on_white_move("1. 5254 4745 2... 5445 7866 3... 7163 6645 *", 1, 14)]
#[case::after_a_comment_crlf("1. 5254 4745 {good}\r\n2. 5445 3. 7866 7163 4. 6645 4244 *", 2, 9)]
fn numbers_shifted_by_one_ply(#[case] text: &str, #[case] line: usize, #[case] column: usize) {
    let found = check(text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S014", line, column)],
        "{text}"
    );
    assert!(
        !found[0].help.contains("may be missing"),
        "{}",
        found[0].help
    );
    assert!(
        found[0].help.contains("counted from this one"),
        "{}",
        found[0].help
    );
}

/// A slip of the pen in one number: the next number fits the count before it, and is not
/// reported.
#[rstest]
#[case::white_number("1. 5254 5755 3. 7163 2836 3. 6125 1716 *", 1, 14)]
#[case::black_number("1. 5254 5755 2. 7163 3... 2836 3. 6125 1716 *", 1, 22)]
#[case::in_a_variation("1. 5254 5755 ( 1... 4745 3. 5445 2... 4845 ) 2. 7163 *", 1, 26)]
fn one_wrong_number(#[case] text: &str, #[case] line: usize, #[case] column: usize) {
    assert_eq!(places(text), [("S014", line, column)], "{text}");
}

/// Black's reply written as a variation of White's move: one S014 that says so; the
/// variation's moves are not replayed.
#[rstest]
#[case::main_line("1. 5254 5755 2. 7163 ( 2... 2836 3. 6125 ) 2... 2836 *", 1, 24, 2)]
#[case::black_on_move_one("1. 5254 ( 1... 5755 2. 7163 ) 1... 5755 *", 1, 11, 1)]
#[case::crlf("1. 5254 5755\r\n2. 7163\r\n  ( 2... 2836 )\r\n2... 2836 *", 3, 5, 2)]
fn reply_written_as_variation(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] number: u32,
) {
    let found = check(text);
    let errors: Vec<_> = found.iter().filter(|d| d.severity == "error").collect();
    assert_eq!(errors.len(), 1, "{found:?}");
    assert_eq!(
        (errors[0].code, errors[0].line, errors[0].column),
        ("S014", line, column)
    );
    assert_eq!(
        errors[0].message,
        format!(
            "the variation starts with Black's move {number}..., but it replaces White's move {number}"
        )
    );
}

/// A FEN whose move number is 0: the moves may be numbered from 0 (as the FEN says) or from 1
/// (as programs read it); no S014, and B025 on the FEN.
#[rstest]
#[case::numbered_from_zero("0. 8717 0-1", "w")]
#[case::numbered_from_one("1. 8717 0-1", "w")]
#[case::black_from_zero("0... 1112 *", "b")]
#[case::black_from_one_two_moves("1... 1112 2. 8717 *", "b")]
fn fen_move_number_zero(#[case] moves: &str, #[case] side: &str) {
    let text = format!(
        "[SetUp \"1\"]\n[FEN \"8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 {side} - - 0 0\"]\n\n{moves}\n"
    );
    let found = check(&text);
    assert_eq!(
        found.iter().map(|d| (d.code, d.line)).collect::<Vec<_>>(),
        [("B025", 2)],
        "{found:?}"
    );
    assert!(with_code(&text, "S014").is_empty());
}

/// Results written loosely, at the end of the movetext or before the next game: one S017 on the
/// whole spelling, whose fix writes the standard result; the game count stays right.
#[rstest]
#[case::spaced_white("1. 5254 5755 1 - 0\n", 1, 14, "1 - 0", "1-0")]
#[case::spaced_black("1. 5254 5755 0 - 1", 1, 14, "0 - 1", "0-1")]
#[case::spaced_draw("1. 5254 5755\n1/2 - 1/2\n", 2, 1, "1/2 - 1/2", "1/2-1/2")]
#[case::two_spaces("1. 5254 5755 1-  0", 1, 14, "1-  0", "1-0")]
#[case::en_dash("1. 5254 5755 1–0", 1, 14, "1–0", "1-0")]
#[case::halves_en_dash("1. 5254 5755 ½–½", 1, 14, "½–½", "1/2-1/2")]
#[case::minus_sign("1. 5254 5755 0−1", 1, 14, "0−1", "0-1")]
#[case::decimal_draw("1. 5254 5755 0.5-0.5", 1, 14, "0.5-0.5", "1/2-1/2")]
#[case::crlf_before_next_game(
    "[Event \"A\"]\r\n\r\n1. 5254 5755 1 - 0\r\n\r\n[Event \"B\"]\r\n\r\n1. 4244 *\r\n",
    3,
    14,
    "1 - 0",
    "1-0"
)]
fn loose_results(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] written: &str,
    #[case] fixed: &str,
) {
    let found = check(text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S017", line, column)],
        "{text}"
    );
    assert_eq!(found[0].message, format!("non-standard result `{written}`"));
    let parsed = iccf::syntax::parse(text);
    let fix = parsed.diagnostics[0].fix.clone().expect("a fix");
    assert_eq!(fix.edits[0].span.text(text), Some(written));
    assert_eq!(fix.edits[0].replacement, fixed);
    let games = text.matches("[Event").count().max(1);
    assert_eq!(parsed.transcript.games.len(), games);
}

/// Scores and evaluation signs where the result should be: one S026 naming the result to
/// write; the game's result is unknown (no board verdict on it).
#[rstest]
#[case::two_nil("1. 5254 5755 2-0", 1, 14, "`1-0`")]
#[case::nil_two("1. 5254 5755 2. 7163 0 - 2\n", 1, 22, "`0-1`")]
#[case::plus_minus("1. 5254 5755\n+-\n", 2, 1, "`1-0`")]
#[case::minus_plus_before_next_game("1. 5254 5755 -+\n\n[Event \"B\"]\n\n*\n", 1, 14, "`0-1`")]
fn not_results(#[case] text: &str, #[case] line: usize, #[case] column: usize, #[case] says: &str) {
    let found = check(text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S026", line, column)],
        "{text}"
    );
    assert!(found[0].help.contains(says), "{}", found[0].help);
    let game = &iccf::syntax::parse(text).transcript.games[0];
    assert_eq!(
        game.termination.as_ref().map(|t| t.result),
        Some(iccf::syntax::ast::GameResult::Unknown)
    );
}

/// A result followed on its line by more moves of the game: one S025, in every placement, and
/// the game is not split.
#[rstest]
#[case::before_black_move("1. 5254 5755 2. 7163 1-0 2836 *", 1, 22)]
#[case::after_white_move_one("1. 5254 1-0 5755 *", 1, 9)]
#[case::star_before_black_move("1. 5254 * 5755", 1, 9)]
#[case::before_the_next_number("[White \"A\"]\n\n1. 5254 5755 0-1 2. 7163 *\n", 3, 14)]
#[case::loose_spelling_before_a_move("1. 5254 1 - 0 5755 *", 1, 9)]
fn result_then_moves(#[case] text: &str, #[case] line: usize, #[case] column: usize) {
    let found: Vec<_> = check(text)
        .into_iter()
        .filter(|d| d.code != "S017")
        .collect();
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S025", line, column)],
        "{text}"
    );
    assert_eq!(iccf::syntax::parse(text).transcript.games.len(), 1);
}

/// A tag pair that lost its `[` between other tag pairs: one S012 at its name, in the same
/// game, with the tag pair read.
#[rstest]
#[case::between_tags(
    "[Event \"A\"]\n[Site \"?\"]\nRound \"1\"]\n[White \"B\"]\n\n1. 5254 1-0\n",
    3,
    "Round",
    "1"
)]
#[case::crlf(
    "[Event \"A\"]\r\nBlack \"Ives, Sol\"]\r\n[Result \"*\"]\r\n\r\n1. 5254 *\r\n",
    2,
    "Black",
    "Ives, Sol"
)]
#[case::first_line("Event \"Cup\"]\n[Site \"?\"]\n\n1. 5254 *\n", 1, "Event", "Cup")]
#[case::spaces_before_bracket(
    "[Event \"A\"]\nDate \"2024.01.01\"  ]\n\n1. 5254 *\n",
    2,
    "Date",
    "2024.01.01"
)]
fn tag_pair_without_open_bracket(
    #[case] text: &str,
    #[case] line: usize,
    #[case] name: &str,
    #[case] value: &str,
) {
    let found = check(text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S012", line, 1)],
        "{text}"
    );
    assert_eq!(found[0].message, "the tag pair has no opening `[`");
    let parsed = iccf::syntax::parse(text);
    assert_eq!(parsed.transcript.games.len(), 1);
    assert_eq!(parsed.transcript.games[0].tag(name), Some(value));
}

/// Not a tag pair without `[`: words or moves at the start of the movetext.
#[rstest]
#[case::words("[Event \"A\"]\n\nMy move \"x\"\n1. 5254 *\n")]
#[case::no_close("[Event \"A\"]\nRound \"1\"\n\n1. 5254 *\n")]
fn not_a_tag_pair_without_bracket(#[case] text: &str) {
    assert!(with_code(text, "S012").is_empty(), "{:?}", check(text));
}

/// A value whose closing quote is escaped by a backslash: one S012 that says so, and the
/// games after it are read.
#[rstest]
#[case::path(
    "[Event \"A\"]\n[Site \"C:\\games\\\"]\n\n1. 5254 *\n\n[Event \"B\"]\n\n1. 4244 *\n",
    2,
    7,
    "C:\\games\\"
)]
#[case::space_before_bracket("[Annotator \"Hal\\\" ]\n\n1. 5254 *\n", 1, 12, "Hal\\")]
#[case::crlf(
    "[White \"Xu\\\"]\r\n[Black \"Yo\"]\r\n\r\n1. 5254 *\r\n",
    1,
    8,
    "Xu\\"
)]
fn closing_quote_escaped(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] value: &str,
) {
    let found = check(text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S012", line, column)],
        "{text}"
    );
    assert!(
        found[0].message.contains("escaped by the `\\`"),
        "{}",
        found[0].message
    );
    assert!(found[0].help.contains("`\\\\`"), "{}", found[0].help);
    let parsed = iccf::syntax::parse(text);
    assert_eq!(
        parsed.transcript.games.len(),
        text.matches("[Event").count().max(1)
    );
    let game = &parsed.transcript.games[0];
    assert!(
        game.tags.iter().any(|t| t.value == value),
        "{:?}",
        game.tags
    );
}

/// One defect in a tag pair is one diagnostic, under the bad part.
#[rstest]
#[case::second_value(
    "[Round \"1\" \"2\"]\n\n*\n",
    1,
    12,
    "unexpected text `\"2\"` in the tag pair after its value"
)]
#[case::value_and_pair_open(
    "[Black \"Player B\n[White \"A\"]\n\n*\n",
    1,
    8,
    "the tag value has no closing quote and the tag pair no ]"
)]
#[case::value_open_pair_closed(
    "[Black \"Player B]\n\n*\n",
    1,
    8,
    "the tag value has no closing quote"
)]
fn one_defect_one_diagnostic(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] message: &str,
) {
    let found = check(text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S012", line, column)],
        "{text}"
    );
    assert_eq!(found[0].message, message);
}

/// A check sign before the promotion of a SAN move is one S027 under the whole move, whose help
/// gives the move with the sign at the end (both colours, `+` and `#`, CRLF).
#[rstest]
#[case::white(
    "1. e4 d5 2. exd5 c6 3. dxc6 Qb6 4. cxb7+ Kd8 5. bxa8+=Q *\n",
    1,
    49,
    "bxa8+=Q",
    "bxa8=Q+"
)]
#[case::black(
    "1. e4 d5 2. Nf3 dxe4 3. Ng1 exf3 4. Nc3 fxg2 5. Nd5 gxh1#=N *\n",
    1,
    53,
    "gxh1#=N",
    "gxh1=N#"
)]
#[case::crlf_no_equals(
    "1. e4 d5 2. Nf3 dxe4\r\n3. Ng1 exf3 4. Nc3 fxg2 5. Nd5 gxh1+Q *\r\n",
    2,
    32,
    "gxh1+Q",
    "gxh1Q+"
)]
fn check_sign_before_promotion(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] written: &str,
    #[case] right: &str,
) {
    let found = with_code(text, "S027");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].line, found[0].column), (line, column));
    assert_eq!(found[0].length, written.len());
    assert!(
        found[0].help.contains(&format!("`{right}`")),
        "{}",
        found[0].help
    );
    assert!(
        check(text)
            .iter()
            .all(|d| d.code != "S015" && d.code != "S016")
    );
}
