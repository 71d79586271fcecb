//! Recovery after mistakes: one diagnostic per mistake, and the moves around it still read.

use rstest::rstest;

use iccf::syntax::ast::{Element, InvalidKind, TriviaKind};

use super::support::check;

fn codes_at(text: &str) -> Vec<(&'static str, usize, usize)> {
    check(text)
        .into_iter()
        .map(|d| (d.code, d.line, d.column))
        .collect()
}

#[rstest]
// An unclosed `{` ends before the next move: the moves after it are read and checked.
#[case::unclosed_comment_before_moves("1. 5254 5755 2. 7163 { missing brace 2836 3. 6125 1716 *", &[("S009", 1, 22)])]
// ... even when a later comment closes with `}` (a `{` inside a comment does not nest).
#[case::unclosed_comment_before_a_comment("1. 5254 5755 2. 7163 { missing 2836 3. 6125 {good} 1716 *", &[("S009", 1, 22)])]
// Two moves written without a space count as two for the move numbers after them: a second
// such pair made each later number an S014 (found by a hostile-input helper).
#[case::two_glued_pairs("1. 5254 5755 2. 71632836 3. 61257866 4. 5171 *", &[("S004", 1, 17), ("B020", 1, 17), ("S004", 1, 29)])]
#[case::glued_pair_then_numbers("1. 5254 5755 2. 71632836 3. 6125 7866 4. 5171 *", &[("S004", 1, 17)])]
// A `*` glued to a move with more moves after it is a stray character, not the result.
#[case::glued_star("1. 5254 5755 2. 7163* 2836 *", &[("S015", 1, 21)])]
// A `(` never closed before the result: one error, and the result ends the game.
#[case::unclosed_variation_before_the_result("1. 5254 5755 2. 7163 ( 2. 6134 7866 3. 5171 *", &[("S010", 1, 22)])]
// Variations nested deeper than the parser reads: one error for the whole run.
#[case::too_deep(&format!("1. 5254 {} 1... 5755 {} 1... 5756 *", "( ".repeat(80), ") ".repeat(80)), &[("S024", 1, 137)])]
fn one_mistake_one_diagnostic(#[case] text: &str, #[case] expected: &[(&str, usize, usize)]) {
    assert_eq!(codes_at(text), expected);
}

#[rstest]
#[case::result_then_the_next_number("1. 5254 5755 2. 7163 2836 1-0 3. 6125 *", &[("S025", 1, 27)])]
#[case::result_glued_to_the_next_move("1. 5254 5755 2. 7163 *2836 3. 6125 *", &[("S025", 1, 22)])]
// A result then a new game on the same line (its move 1) is the end of the first game.
#[case::a_new_game_after_the_result("1. 5254 5755 1-0 1. 4244 4745 *", &[])]
// A game that starts with Black's move and no FEN: one error, the board leaves the game alone.
#[case::black_first_without_fen("1... 5755 2. 7163 2836 *", &[("S014", 1, 1)])]
// Numbers too large for a move number are still read as move numbers, quoted as written.
#[case::huge_move_number("1. 5254 99999999999. 5755 *", &[("S014", 1, 9)])]
fn results_and_numbers_in_odd_places(
    #[case] text: &str,
    #[case] expected: &[(&str, usize, usize)],
) {
    assert_eq!(codes_at(text), expected);
}

#[test]
fn messages_quote_numbers_as_written() {
    let found = check("1. 5254 99999999999. 5755 $99999999999 *");
    assert_eq!(
        found[0].message,
        "move number 99999999999. does not match the moves before it: expected 1..."
    );
    assert_eq!(found[1].message, "NAG `$99999999999` is out of range");
}

#[rstest]
#[case::algebraic(
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *",
    "S006",
    "this game is written in algebraic notation, not in ICCF numeric notation (6 of 6 moves)"
)]
#[case::coordinate(
    "1. e2e4 e7e5 2. g1f3 b8c6 *",
    "S007",
    "this game is written in coordinate notation (UCI), not in ICCF numeric notation (4 of 4 moves)"
)]
fn a_whole_game_in_another_notation_is_one_diagnostic(
    #[case] text: &str,
    #[case] code: &str,
    #[case] message: &str,
) {
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (found[0].code, found[0].column, found[0].message.as_str()),
        (code, 4, message)
    );
}

#[rstest]
#[case::doubled_bracket("[[Event \"x\"]\n\n1. 5254 *", &[("S012", 1, 1)])]
#[case::two_values("[Event \"x\" \"y\"]\n\n1. 5254 *", &[("S012", 1, 12)])]
#[case::value_over_two_lines("[Event \"line1\nline2\"]\n\n1. 5254 *", &[("S012", 1, 1)])]
fn a_malformed_tag_pair_is_one_diagnostic(
    #[case] text: &str,
    #[case] expected: &[(&str, usize, usize)],
) {
    assert_eq!(codes_at(text), expected);
    let game = &crate::it::support::parse(text).transcript.games[0];
    assert_eq!(game.tags.len(), 1);
    assert_eq!(game.mainline_moves().count(), 1);
}

/// A value without its closing quote ends at its line when the next line starts as a tag pair,
/// even one that ends in `"]`: the game reader ends a result in a variation at a tag-pair line,
/// so a value holding one would read differently once printed on one line (found by the
/// `token_soups` property test: `( 1-0 [-"\t0\n[A"] )`).
#[test]
fn a_value_does_not_run_on_over_a_tag_pair_line() {
    let text = "[Event \"Wien\n[Site\"]\n\n1. 5254 *";
    let game = &crate::it::support::parse(text).transcript.games[0];
    let tags: Vec<_> = game
        .tags
        .iter()
        .map(|t| (t.name.as_str(), t.value.as_str()))
        .collect();
    assert_eq!(tags, [("Event", "Wien"), ("Site", "")]);
    assert_eq!(codes_at(text), [("S012", 1, 8), ("S012", 2, 6)]);
}

/// Pasted text between a game without a result and the tag pairs of the next stays with the
/// game it follows, whether or not a blank line comes before the tag pairs: printed, the game
/// is followed by a blank line, so the two readings must agree (found by the `token_soups`
/// property test: `";\u{b}\u{200b}\n[a "`, where a `;` comment made the zero-width space the next
/// game's leading trivia, and printing moved it back into this game).
#[rstest]
#[case::after_a_comment("1. 5254 ; note\n\u{200b}\n[Event \"B\"]\n\n1. 4244 *\n")]
#[case::after_a_move("1. 5254\n\u{200b}\n[Event \"B\"]\n\n1. 4244 *\n")]
#[case::before_a_blank_line("1. 5254 ; note\n\u{200b}\n\n[Event \"B\"]\n\n1. 4244 *\n")]
fn pasted_text_before_tag_pairs_stays_with_the_game_before(#[case] text: &str) {
    let parsed = crate::it::support::parse(text);
    let games = &parsed.transcript.games;
    assert_eq!(games.len(), 2);
    let pasted = |game: &iccf::syntax::ast::Game| {
        game.movetext.iter().any(|e| {
            matches!(e, Element::Invalid(i) if i.kind == InvalidKind::Pasted && i.text == "\u{200b}")
        })
    };
    assert!(pasted(&games[0]), "{:?}", games[0].movetext);
    assert!(
        games[1]
            .leading_trivia
            .iter()
            .all(|t| t.kind != TriviaKind::Pasted)
    );
    assert_eq!(codes_at(text), [("S038", 2, 1)]);
}

/// A `--` line before more notation is a one-line signature: the moves after it and a game
/// after it (tag pairs with no blank line before them) are read and checked (the signature ran
/// to the end of the text, so `9999` and the second game were never read; found by a
/// hostile-input helper).
#[rstest]
#[case::game_after_it(
    "[White \"a\"]\n\n1. 5254 5755 2. 7163 *\n--\n[White \"b\"]\n\n1. 4244 4745 2. 9999 *\n",
    2,
    &[("S016", 4, 1), ("S002", 7, 17)]
)]
#[case::moves_after_it(
    "1. 5254 5755 2. 7163 2836\n--\n3. 6125 6166 4. 9999 *\n",
    1,
    &[("S016", 2, 1), ("B001", 3, 9), ("S002", 3, 17)]
)]
fn notation_after_a_signature_line_is_read(
    #[case] text: &str,
    #[case] games: usize,
    #[case] errors: &[(&str, usize, usize)],
) {
    let parsed = crate::it::support::parse(text);
    assert_eq!(parsed.transcript.games.len(), games);
    let found: Vec<_> = check(text)
        .into_iter()
        .filter(|d| d.severity == "error")
        .map(|d| (d.code, d.line, d.column))
        .collect();
    assert_eq!(found, errors);
}

/// Words after a result on its own line, spaced or glued (`1-0 Sent from my phone`,
/// `1/2Reykjavik ISL"]`), with spaces after them or not, belong to the game they follow: one
/// S016 "text after the game's result", kept in its trailing trivia, not a game of its own
/// (found by the `fix` fuzz target: wrapped in braces by `--fix`, the words became a comment
/// and the file lost a game; a space after the last word made them a game of their own).
#[rstest]
#[case::spaced(
    "1. 5254 5755 1-0 Sent from my phone\n\n1. 4244 *\n",
    "Sent from my phone",
    18
)]
#[case::glued(
    "1. 5254 5755 1/2-1/2Reykjavik ISL\"]\n\n1. 4244 *\n",
    "Reykjavik ISL\"]",
    21
)]
#[case::spaces_after(
    "1. 5254 5755 1-0 Sent from my phone \t\n\n1. 4244 *\n",
    "Sent from my phone",
    18
)]
fn words_after_a_result_on_its_line_belong_to_its_game(
    #[case] text: &str,
    #[case] words: &str,
    #[case] column: usize,
) {
    let parsed = crate::it::support::parse(text);
    assert_eq!(parsed.transcript.games.len(), 2);
    let trailing: Vec<&str> = parsed.transcript.games[0]
        .trailing_trivia
        .iter()
        .map(|t| t.text.as_str())
        .collect();
    assert_eq!(trailing, [words]);
    crate::it::support::check_round_trip(text, &parsed.transcript);
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].line,
            found[0].column,
            found[0].message.clone()
        ),
        (
            "S016",
            1,
            column,
            format!("text after the game's result: `{words}`")
        )
    );
}

/// A tag pair after a result on the result's line is no text after the result: it starts the
/// next game.
#[test]
fn a_tag_pair_after_a_result_on_its_line_starts_the_next_game() {
    let text = "1. 5254 5755 1-0 [Event \"Next\"]\n\n1. 4244 *\n";
    let parsed = crate::it::support::parse(text);
    let tags: Vec<Vec<&str>> = parsed
        .transcript
        .games
        .iter()
        .map(|g| g.tags.iter().map(|t| t.value.as_str()).collect())
        .collect();
    assert_eq!(tags, [vec![], vec!["Next"]]);
    assert!(parsed.transcript.games[0].trailing_trivia.is_empty());
}

/// Words on lines of their own after a game's result, with nothing after them but the end of
/// the text (or the next game's tag pairs), make a piece without tags, moves or result: one S016
/// without a fix, and `check --fix` leaves the file as it was (found by the `fix` fuzz target:
/// put in braces, the words became a comment after the last game and the file lost a game).
#[test]
fn words_that_make_up_a_game_of_their_own_get_no_fix() {
    let text = "1. 5254 5755 1-0\n% kind: a note\nopy of the same sentence\n";
    let parsed = crate::it::support::parse(text);
    assert_eq!(parsed.transcript.games.len(), 2);
    let found: Vec<_> = parsed
        .diagnostics
        .iter()
        .map(|d| {
            (
                d.code.as_str(),
                d.span.offset(),
                d.span.len(),
                d.fix.is_some(),
            )
        })
        .collect();
    assert_eq!(found, [("S016", 32, 24, false)]);

    let dir = tempfile::tempdir().expect("temporary folder");
    let file = dir.path().join("words.iccf");
    std::fs::write(&file, text).expect("written");
    let out = super::support::iccf(&["check", "--fix", "words.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    assert!(
        super::support::stderr(&out)
            .contains("not fixed: 1 notation error that --fix cannot repair"),
        "{}",
        super::support::stderr(&out)
    );
    assert_eq!(std::fs::read_to_string(&file).expect("read"), text);
}

/// A move number left as a template's placeholder (`2. ....`, `2. …`, `2. ___`) before the
/// result: one S023 on the number, not a contradicting move number (S014) from its dots.
#[rstest]
#[case::four_dots("1. 7273 7866 2. .... *")]
#[case::ellipsis("1. 7273 7866 2. … *")]
#[case::black_dots("1. 7273 7866 2... *")]
#[case::before_the_next_game("1. 7273 7866 2. ...\n\n[Event \"x\"]\n\n1. 5254 *")]
fn a_placeholder_number_before_the_result_is_one_dangling_number(#[case] text: &str) {
    let found = check(text);
    let first_game: Vec<_> = found.iter().filter(|d| d.line == 1).collect();
    assert_eq!(first_game.len(), 1, "{found:#?}");
    assert_eq!(
        (
            first_game[0].code,
            first_game[0].column,
            first_game[0].message.as_str()
        ),
        ("S023", 14, "move number with no move after it")
    );
}

#[rstest]
#[case::half_alone("1. 5254 5755 1/2", "S017", "non-standard result `1/2`")]
#[case::period_after_result("1. 5254 5755 1-0.", "S017", "non-standard result `1-0.`")]
#[case::letter_l_for_one("1. 5254 5755 l-0", "S017", "non-standard result `l-0`")]
#[case::capital_i_for_one("1. 5254 5755 I-0", "S017", "non-standard result `I-0`")]
#[case::letter_o_for_zero("1. 5254 5755 O-1", "S017", "non-standard result `O-1`")]
#[case::letter_o_after_one("1. 5254 5755 1-O", "S017", "non-standard result `1-O`")]
#[case::letter_l_after_zero("1. 5254 5755 0-l", "S017", "non-standard result `0-l`")]
fn results_written_as_people_write_them(
    #[case] text: &str,
    #[case] code: &str,
    #[case] message: &str,
) {
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].severity,
            found[0].column,
            found[0].message.as_str()
        ),
        (code, "warning", 14, message)
    );
    assert_eq!(crate::it::support::parse(text).transcript.games.len(), 1);
}

#[test]
fn the_same_square_on_the_board_is_said_so() {
    // `7171` may be Chess960 castling, so the syntax layer leaves it to the board.
    let found = check("1. 7163 5755 2. 7171 *");
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (found[0].code, found[0].column, found[0].message.as_str()),
        ("B018", 17, "the move goes from 71 (g1) to 71 (g1)")
    );
}

#[rstest]
#[case::number_then_dots_apart("1. 5254 1 ... 5756 *")]
#[case::number_dot_then_dots_apart("1. 5254 1. ... 5756 *")]
#[case::number_then_ellipsis_apart("1. 5254 1 … 5756 *")]
fn black_numbers_written_apart_are_read(#[case] text: &str) {
    let parsed = crate::it::support::parse(text);
    assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
    assert_eq!(parsed.transcript.games[0].mainline_moves().count(), 2);
}
