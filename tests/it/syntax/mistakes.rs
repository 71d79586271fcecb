//! The real mistakes that the syntax layer reads (move numbers that do not fit,
//! results written loosely, tag pairs that lost a bracket, e-mail text after the moves, malformed
//! promotion suffixes in PGN): each is one report at the right place, with no cascade after it.
//! Diagnostics here are those of the syntax and board layers (`support::check`, lint off).

use iccf::syntax::Notation;
use rstest::rstest;

use crate::it::support::{Located, check, locate};

/// `(code, line, column)` of each diagnostic of `text`.
fn places(text: &str) -> Vec<(&'static str, usize, usize)> {
    check(text)
        .iter()
        .map(|d| (d.code, d.line, d.column))
        .collect()
}

/// Asserts that `found`, the diagnostics of `text`, are exactly `expected` as
/// `(code, line, column)` in source order.
#[track_caller]
fn expect_places(found: &[Located], expected: &[(&str, usize, usize)], text: &str) {
    let places: Vec<(&str, usize, usize)> =
        found.iter().map(|d| (d.code, d.line, d.column)).collect();
    assert_eq!(places, expected, "{text}");
}

/// The diagnostics of `text` read as `iccf check` reads a PGN file: the notation decided per
/// game (SAN games are algebraic), lint off.
fn check_pgn(text: &str) -> Vec<Located> {
    let index = iccf::LineIndex::new(text);
    let options = iccf::check::CheckOptions::default()
        .with_lint(false)
        .with_notation(Notation::Auto);
    iccf::check::check_games(text, options)
        .flat_map(|game| game.diagnostics)
        .map(|d| locate(text, &index, &d))
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
// White's move 3 left out: Black's move stands where White's is due; the board finds the
// move left out, and the numbers after it are then right.
#[case::white_left_out(
    "1. 5254 5755 2. 7163 2836 3. 1716 4. 2514 7866 *".into(),
    &[("B002", 1, 30)]
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
    expect_places(&found, &[("S014", line, column)], text);
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

/// A game from a FEN numbered from another move than the FEN's (`1.` where it says 21): one
/// S014 on the first number, naming the FEN's; the numbers after it are counted from it, and
/// the moves are checked on the board.
#[rstest]
#[case::white_from_one("1. 8717 1112 2. 1727 *", "w", "`1.`", "`21.`")]
#[case::black_from_one("1... 1112 2. 8717 1222 3. 1727 *", "b", "`1...`", "`21...`")]
#[case::white_from_forty("40. 8717 1112 41. 1727 *", "w", "`40.`", "`21.`")]
fn fen_game_numbered_from_another_move(
    #[case] moves: &str,
    #[case] side: &str,
    #[case] written: &str,
    #[case] first: &str,
) {
    let text = format!(
        "[SetUp \"1\"]\n[FEN \"8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 {side} - - 0 21\"]\n\n{moves}\n"
    );
    let found = check(&text);
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("S014", 4, 1)],
        "{found:?}"
    );
    assert_eq!(
        found[0].message,
        format!(
            "the moves are numbered from {written}, but the FEN tag starts the game at {first}"
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
#[case::draw_word_german("1. 5254 5755 remis\n", 1, 14, "remis", "1/2-1/2")]
#[case::draw_word_capital_with_period("1. 5254 5755\nDraw.", 2, 1, "Draw.", "1/2-1/2")]
#[case::draw_word_before_next_game(
    "[Event \"A\"]\r\n\r\n1. 5254 5755 Remis\r\n\r\n[Event \"B\"]\r\n\r\n1. 4244 *\r\n",
    3,
    14,
    "Remis",
    "1/2-1/2"
)]
#[case::draw_word_spanish("1. 5254 5755 tablas", 1, 14, "tablas", "1/2-1/2")]
fn loose_results(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] written: &str,
    #[case] fixed: &str,
) {
    let found = check(text);
    expect_places(&found, &[("S017", line, column)], text);
    assert_eq!(found[0].message, format!("non-standard result `{written}`"));
    let parsed = crate::it::support::parse(text);
    let fix = parsed.diagnostics[0].fix.clone().expect("a fix");
    assert_eq!(fix.edits[0].span.text(text), Some(written));
    assert_eq!(fix.edits[0].replacement, fixed);
    let games = text.matches("[Event").count().max(1);
    assert_eq!(parsed.transcript.games.len(), games);
}

/// A word for a draw that does not end the game is words, not a result.
#[rstest]
#[case::draw_agreed("1. 5254 5755 draw agreed *")]
#[case::before_moves("1. 5254 remis 5755 *")]
#[case::glued("1. 5254 5755 remise *")]
fn draw_words_inside_the_game_are_no_result(#[case] text: &str) {
    let game = &crate::it::support::parse(text).transcript.games[0];
    let termination = game.termination.as_ref().expect("a result");
    assert_eq!(termination.span.text(text), Some("*"));
    assert!(with_code(text, "S017").is_empty());
}

/// An evaluation sign standing apart among the moves (`+-`, `±`, `=`): one S015 that names the
/// NAG saying the same, which its fix writes; a sign glued to a move is no evaluation.
#[rstest]
#[case::decisive_before_the_result("1. 5254 5755 +- 1-0", "+-", Some("$18"))]
#[case::between_moves("1. 5254 -/+ 5755 *", "-/+", Some("$17"))]
#[case::figure("1. 5254 5755 ± *", "±", Some("$16"))]
#[case::equal_in_a_variation("1. 5254 (1. 4244 =) 5755 *", "=", Some("$10"))]
#[case::lone_plus("1. 5254 + 5755 *", "+", None)]
fn evaluation_signs(#[case] text: &str, #[case] sign: &str, #[case] nag: Option<&str>) {
    let parsed = crate::it::support::parse(text);
    let on_sign: Vec<_> = parsed
        .diagnostics
        .iter()
        .filter(|d| d.span.text(text) == Some(sign))
        .collect();
    assert_eq!(on_sign.len(), 1, "{:?}", parsed.diagnostics);
    assert_eq!(on_sign[0].code.as_str(), "S015");
    let fix = on_sign[0]
        .fix
        .as_ref()
        .map(|f| f.edits[0].replacement.as_str());
    assert_eq!(fix, nag);
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
    expect_places(&found, &[("S026", line, column)], text);
    assert!(found[0].help.contains(says), "{}", found[0].help);
    let game = &crate::it::support::parse(text).transcript.games[0];
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
#[case::black_move_on_the_next_line(
    "[White \"A\"]\n\n1. 5254 5755 2. 7163 1-0\n2... 2836 *\n",
    3,
    22
)]
#[case::next_number_on_the_next_line("1. 5254 5755 0-1\r\n  2. 7163 2836 *\r\n", 1, 14)]
#[case::black_move_without_its_number_on_the_next_line(
    "[White \"A\"]\n\n1. 5254 5755 2. 7163 1-0\n2836 3. 6125 *\n",
    3,
    22
)]
#[case::a_whole_move_without_its_number_on_the_next_line(
    "1. 5254 5755 2. 7163 2836 *\r\n6125 1716 4. 2514 *\r\n",
    1,
    27
)]
fn result_then_moves(#[case] text: &str, #[case] line: usize, #[case] column: usize) {
    let found: Vec<_> = check(text)
        .into_iter()
        .filter(|d| d.code != "S017")
        .collect();
    expect_places(&found, &[("S025", line, column)], text);
    assert_eq!(crate::it::support::parse(text).transcript.games.len(), 1);
}

/// A result ending its line, and a next line that does not go on with the game's numbers: a
/// new game (White's `1.`, another number, a move number with no dots), no S025.
#[rstest]
#[case::new_game_at_one("1. 5254 5755 1-0\n1. 4244 4745 *\n")]
#[case::another_number("1. 5254 5755 1-0\n3. 4244 4745 *\n")]
#[case::wrong_side("1. 5254 5755 1-0\n2... 4745 *\n")]
#[case::blank_line_between("1. 5254 5755 1-0\n\n2. 4244 4745 *\n")]
#[case::moves_then_white_one("1. 5254 5755 2. 7163 1-0\n5254 5755 1. 4244 *\n")]
#[case::moves_then_a_number_that_does_not_follow("1. 5254 1-0\n5755 3. 7163 *\n")]
#[case::three_moves_before_the_number("1. 5254 1-0\n5755 7163 2836 3. 6125 *\n")]
#[case::moves_without_numbers("1. 5254 5755 1-0\n4244 4745 *\n")]
fn result_then_a_line_of_another_game(#[case] text: &str) {
    assert!(with_code(text, "S025").is_empty(), "{:?}", check(text));
    assert_eq!(crate::it::support::parse(text).transcript.games.len(), 2);
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
    expect_places(&found, &[("S012", line, 1)], text);
    assert_eq!(found[0].message, "the tag pair has no opening `[`");
    let parsed = crate::it::support::parse(text);
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
    expect_places(&found, &[("S012", line, column)], text);
    assert!(
        found[0].message.contains("escaped by the `\\`"),
        "{}",
        found[0].message
    );
    assert!(found[0].help.contains("`\\\\`"), "{}", found[0].help);
    let parsed = crate::it::support::parse(text);
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
    expect_places(&found, &[("S012", line, column)], text);
    assert_eq!(found[0].message, message);
}

/// A check sign before the promotion of a SAN move is one S027 under the whole move, whose help
/// gives the move with the sign at the end (both colours, `+` and `#`, CRLF), and the game
/// replays.
#[rstest]
#[case::white(
    "1. e4 d5 2. exd5 c6 3. dxc6 Qb6 4. cxb7 Kd8 5. bxa8+=Q *\n",
    1,
    48,
    "bxa8+=Q",
    "bxa8=Q+"
)]
#[case::black(
    "1. e4 d5 2. Nf3 dxe4 3. Nc3 exf3 4. Nd5 fxg2 5. Nf4 gxh1#=N *\n",
    1,
    53,
    "gxh1#=N",
    "gxh1=N#"
)]
#[case::crlf_no_equals(
    "1. e4 d5 2. Nf3 dxe4\r\n3. Nc3 exf3 4. Nd5 fxg2 5. Nf4 gxh1+Q *\r\n",
    2,
    32,
    "gxh1+Q",
    "gxh1=Q+"
)]
fn check_sign_before_promotion(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] written: &str,
    #[case] right: &str,
) {
    let found: Vec<_> = check_pgn(text)
        .into_iter()
        .filter(|d| d.code == "S027")
        .collect();
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].line, found[0].column), (line, column));
    assert_eq!(found[0].length, written.len());
    assert!(
        found[0].help.contains(&format!("`{right}`")),
        "{}",
        found[0].help
    );
    assert_eq!(check_pgn(text).len(), 1, "{text}");
}

/// A game with both sides castling queen side (`5. 5131 5838`), numbered from 1.
const QUEEN_SIDE: &str =
    "1. 4244 4745 2. 2133 2836 3. 3164 3865 4. 4142 4847 5. 5131 5838 6. 4151 *";

/// Castling spelled loosely in a numeric game (letter O, zero or lower-case o, with a hyphen, a
/// dash, a minus sign or nothing between, a check mark or an annotation after): one S008 on the
/// whole spelling, with the king's move of the side (from the spelling) and the colour (from the
/// move count), and nothing around it (B020, the board's note on the moves after it, aside).
#[rstest]
#[case::white_en_dash(game(None, " ").replace("5171", "0–0"), "0–0", "`5171` for White's king-side")]
#[case::black_no_dash(game(None, " ").replace("5878", "OO"), "OO", "`5878` for Black's king-side")]
#[case::white_zeros(game(None, " ").replace("5171", "00"), "00", "`5171` for White's king-side")]
#[case::black_em_dash_annotation(game(None, " ").replace("5878", "0—0!?"), "0—0!?", "`5878` for Black's king-side")]
#[case::white_minus_sign_check(game(None, " ").replace("5171", "O−O+"), "O−O+", "`5171` for White's king-side")]
#[case::lower_case_crlf(game(None, "\r\n").replace("5878", "o-o"), "o-o", "`5878` for Black's king-side")]
#[case::white_queen_side_zeros(QUEEN_SIDE.replace("5131", "000"), "000", "`5131` for White's queen-side")]
#[case::black_queen_side_en_dashes(QUEEN_SIDE.replace("5838", "0–0–0"), "0–0–0", "`5838` for Black's queen-side")]
#[case::mixed_mate(QUEEN_SIDE.replace("5838", "O-0-O#"), "O-0-O#", "`5838` for Black's queen-side")]
#[case::lower_case_no_dash(QUEEN_SIDE.replace("5131", "ooo"), "ooo", "`5131` for White's queen-side")]
fn castling_spelled_loosely(#[case] text: String, #[case] written: &str, #[case] help: &str) {
    let at = text.find(written).expect("the spelling is in the text");
    let line = text[..at].matches('\n').count() + 1;
    let column = text[..at].rsplit('\n').next().unwrap_or("").chars().count() + 1;
    let found: Vec<_> = check(&text)
        .into_iter()
        .filter(|d| d.code != "B020")
        .collect();
    let places: Vec<_> = found.iter().map(|d| (d.code, d.line, d.column)).collect();
    assert_eq!(places, [("S008", line, column)], "{text}");
    assert_eq!(
        found[0].length,
        written.len(),
        "the underline covers `{written}`"
    );
    let castling = written.trim_end_matches(['+', '#', '!', '?']);
    assert_eq!(
        found[0].message,
        format!("castling written as `{castling}`, not as the king's move")
    );
    assert!(found[0].help.contains(help), "{}", found[0].help);
}

/// The same places, with exact values: the first case of each side and colour.
#[rstest]
#[case::white_king_side("1. 5254 5755 2. 7163 2836 3. 6134 6835 4. 0–0 *", 1, 43, 5)]
#[case::black_king_side_crlf("1. 5254 5755\r\n2. 7163 2836 3. 6134 6835\r\n4. 5171 OO+ *", 3, 9, 3)]
#[case::white_queen_side(
    "1. 4244 4745 2. 2133 2836 3. 3164 3865 4. 4142 4847 5. 000 *",
    1,
    56,
    3
)]
fn castling_spelled_loosely_places(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] length: usize,
) {
    let found: Vec<_> = check(text)
        .into_iter()
        .filter(|d| d.code != "B020")
        .collect();
    assert_eq!(
        found
            .iter()
            .map(|d| (d.code, d.line, d.column, d.length))
            .collect::<Vec<_>>(),
        [("S008", line, column, length)]
    );
}

/// Zeros that are something else stay what they are: a null move, a digit run, a move number.
#[rstest]
#[case::null_move("1. 5254 5755 2. 0000 *", "S019")]
#[case::five_zeros("1. 5254 5755 2. 00000 *", "S002")]
#[case::move_number_zero("1. 5254 5755 00. 7163 *", "S014")]
fn zeros_that_are_not_castling(#[case] text: &str, #[case] code: &str) {
    let codes: Vec<_> = check(text).iter().map(|d| d.code).collect();
    assert!(codes.contains(&code), "{codes:?}");
    assert!(!codes.contains(&"S008"), "{codes:?}");
}

/// In PGN input, castling spelled loosely is read as castling and replayed: the rook's or
/// king's move after it (`Re1`, `Re8`, `Rde1`, `Kb8`) is legal only after castling.
#[rstest]
#[case::en_dash("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0–0 Nf6 5. Re1 *")]
#[case::no_dash_black("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. d3 OO 5. Nc3 Re8 *")]
#[case::zeros_queen_side_crlf(
    "1. d4 d5 2. Nc3 Nc6\r\n3. Bf4 Bf5 4. Qd2 Qd7\r\n5. 000 e6 6. Rde1 *"
)]
#[case::lower_case_black_queen_side(
    "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. e3 o-o-o 6. Nf3 Kb8 *"
)]
#[case::minus_sign_check("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O−O! d6 *")]
fn castling_spelled_loosely_in_pgn(#[case] text: &str) {
    let found = check_pgn(text);
    assert!(found.is_empty(), "{text}: {found:?}");
}

/// PGN input with a malformed promotion: one diagnostic on the whole move, saying what is wrong.
/// Where the piece is certain (`=q`, `(Q)`, `/Q`) the move is read as that promotion, and the
/// game goes on (the queen or knight moves after it); a king or a pawn is the board's B022.
#[rstest]
#[case::lower_case_black(
    "[FEN \"8/8/8/8/8/7k/1p6/R5K1 b - - 0 1\"]\n\n1... bxa1=q+ 2. Kf2 Qb2+ 3. Kf1 *\n",
    3,
    6,
    "bxa1=q",
    "S028",
    "the promotion piece of `bxa1=q` is a lower-case letter",
    "write `bxa1=Q`: SAN writes the piece a pawn becomes as `=` and its capital letter (Q, R, B or N) right after the square"
)]
#[case::brackets_white(
    "[FEN \"8/1P5k/8/8/8/8/8/6K1 w - - 0 1\"]\n\n1. b8(Q) Kg6 2. Qb1+ Kf6 *\n",
    3,
    4,
    "b8(Q)",
    "S028",
    "the promotion of `b8(Q)` is not written as SAN writes it",
    "write `b8=Q`:"
)]
#[case::slash_black_crlf(
    "[FEN \"8/8/8/8/8/7k/1p6/R5K1 b - - 0 1\"]\r\n\r\n1... bxa1/Q+ 2. Kf2\r\nQb2+ 3. Kf1 *\r\n",
    3,
    6,
    "bxa1/Q",
    "S028",
    "the promotion of `bxa1/Q` is not written as SAN writes it",
    "write `bxa1=Q`:"
)]
#[case::lower_case_knight_no_equals(
    "[FEN \"8/1P5k/8/8/8/8/8/6K1 w - - 0 1\"]\n\n1. b8n Kg6 2. Nd7 *\n",
    3,
    4,
    "b8n",
    "S028",
    "the promotion piece of `b8n` is a lower-case letter",
    "write `b8=N`:"
)]
#[case::check_sign_and_brackets(
    "[FEN \"8/8/8/8/8/7k/1p6/R5K1 b - - 0 1\"]\n\n1... bxa1+(Q) 2. Kf2 Qb2+ *\n",
    3,
    6,
    "bxa1+(Q)",
    "S028",
    "the promotion of `bxa1+(Q)` is not written as SAN writes it",
    "write `bxa1=Q+`:"
)]
#[case::king_black(
    "[FEN \"8/8/8/8/8/7k/1p6/R5K1 b - - 0 1\"]\n\n1... bxa1=K 2. Kf2 *\n",
    3,
    6,
    "bxa1=K",
    "B022",
    "`bxa1=K` promotes a pawn to a king: a pawn cannot become a king",
    "=Q, =R, =B or =N"
)]
#[case::king_lower_case_white(
    "[FEN \"8/1P5k/8/8/8/8/8/6K1 w - - 0 1\"]\n\n1. b8=k Kg6 *\n",
    3,
    4,
    "b8=k",
    "B022",
    "`b8=k` promotes a pawn to a king: a pawn cannot become a king",
    "=Q, =R, =B or =N"
)]
#[case::pawn_in_brackets(
    "[FEN \"8/1P5k/8/8/8/8/8/6K1 w - - 0 1\"]\n\n1. b8(P) Kg6 *\n",
    3,
    4,
    "b8(P)",
    "B022",
    "`b8(P)` promotes a pawn to a pawn: a pawn cannot become a pawn",
    "=Q, =R, =B or =N"
)]
#[allow(clippy::too_many_arguments)]
fn malformed_promotion(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] written: &str,
    #[case] code: &str,
    #[case] message: &str,
    #[case] help: &str,
) {
    let found = check_pgn(text);
    expect_places(&found, &[(code, line, column)], text);
    assert_eq!(found[0].length, written.len());
    assert_eq!(found[0].message, message);
    assert!(found[0].help.contains(help), "{}", found[0].help);
}

/// `--fix` writes the promotion as SAN does, and the fixed game has no diagnostic left.
#[rstest]
#[case::lower_case(
    "1... bxa1=q+ 2. Kf2 Qb2+ 3. Kf1 *",
    "1... bxa1=Q+ 2. Kf2 Qb2+ 3. Kf1 *"
)]
#[case::brackets("1... bxa1(Q)+ 2. Kf2 Qb2+ *", "1... bxa1=Q+ 2. Kf2 Qb2+ *")]
#[case::sign_before_slash("1... bxa1+/Q 2. Kf2 *", "1... bxa1=Q+ 2. Kf2 *")]
fn malformed_promotion_fixed(#[case] moves: &str, #[case] fixed: &str) {
    let head = "[FEN \"8/8/8/8/8/7k/1p6/R5K1 b - - 0 1\"]\n\n";
    let options = iccf::check::CheckOptions::default()
        .with_lint(false)
        .with_notation(Notation::Auto);
    let outcome = iccf::check::fix_text(&format!("{head}{moves}\n"), options, false);
    let iccf::check::FixOutcome::Fixed { text, fixes: 1 } = outcome else {
        panic!("{outcome:?}");
    };
    assert_eq!(text, format!("{head}{fixed}\n"));
    let found = check_pgn(&text);
    assert!(found.is_empty(), "{found:?}");
}

/// A numeric move whose promotion piece is a letter after its four digits: one S029 on the
/// move, the move replayed as that promotion (the piece's next move is legal), and `--fix`
/// writes the fifth digit (both colours, `=`, lower case, CRLF, the German and French letters).
#[rstest]
#[case::white_queen(
    "[FEN \"8/5P2/8/7k/8/8/8/6K1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 6768Q 8584 2. 6888 *\n",
    4,
    4,
    "6768Q",
    "67681"
)]
#[case::black_knight_with_equals(
    "[FEN \"6k1/8/8/8/8/8/2p5/K7 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... 3231=N 2. 1121 3112 *\n",
    4,
    6,
    "3231=N",
    "32314"
)]
#[case::lower_case_rook_crlf(
    "[FEN \"8/5P2/8/7k/8/8/8/6K1 w - - 0 1\"]\r\n[SetUp \"1\"]\r\n\r\n1. 6768r 8584\r\n2. 6866 *\r\n",
    4,
    4,
    "6768r",
    "67682"
)]
#[case::german_queen(
    "[FEN \"8/5P2/8/7k/8/8/8/6K1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 6768D 8584 2. 6888 *\n",
    4,
    4,
    "6768D",
    "67681"
)]
#[case::french_knight(
    "[FEN \"8/5P2/8/7k/8/8/8/6K1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 6768C 8584 2. 6876 *\n",
    4,
    4,
    "6768C",
    "67684"
)]
fn promotion_letter_in_a_numeric_move(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] written: &str,
    #[case] digits: &str,
) {
    let found = check(text);
    expect_places(&found, &[("S029", line, column)], text);
    assert_eq!(found[0].length, written.len());
    assert_eq!(
        found[0].message,
        "the promotion piece of a numeric move is written as a letter, not as a digit"
    );
    assert!(
        found[0].help.starts_with(&format!("write `{digits}`:")),
        "{}",
        found[0].help
    );
    let options = iccf::check::CheckOptions::default().with_lint(false);
    let iccf::check::FixOutcome::Fixed {
        text: fixed,
        fixes: 1,
    } = iccf::check::fix_text(text, options, false)
    else {
        panic!("not fixed once");
    };
    assert_eq!(fixed, text.replacen(written, digits, 1));
    assert!(check(&fixed).is_empty(), "{:?}", check(&fixed));
}

/// Letters after four digits that are no promotion piece stay what they were.
#[rstest]
#[case::a_word_glued("1. 5254Qx 5755 *", "S016")]
#[case::another_language_not_to_the_last_rank("1. 5254D 5755 *", "S016")]
fn letters_after_digits_that_are_no_promotion(#[case] text: &str, #[case] code: &str) {
    let codes: Vec<_> = check(text).iter().map(|d| d.code).collect();
    assert!(codes.contains(&code), "{codes:?}");
    assert!(!codes.contains(&"S029"), "{codes:?}");
}
