//! After an illegal move or a move number that contradicts the
//! count, which move is missing or doubled is a human decision, so `--fix` writes no number
//! after it, and `move-number` (L001) judges none.

use iccf::check::apply_fixes;
use iccf::check::{CheckOptions, check_games};
use rstest::rstest;

/// The text after every fix of every game, and the `line:column code` of every L001.
fn fixed(text: &str) -> (String, Vec<String>) {
    let index = iccf::LineIndex::new(text);
    let mut diagnostics = Vec::new();
    for game in check_games(text, CheckOptions::default()) {
        diagnostics.extend(game.diagnostics);
    }
    let l001 = diagnostics
        .iter()
        .filter(|d| d.code == iccf::Code::MoveNumber)
        .map(|d| {
            let at = index.position(text, d.span.offset());
            format!("{}:{} {}", at.line, at.column, d.message)
        })
        .collect();
    (apply_fixes(text, &diagnostics).text, l001)
}

const TAGS: &str = "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";

#[rstest]
// No numbers at all and Black's 2... written twice: numbers before the illegal move only.
#[case::doubled_move_no_numbers(
    "5254 5755\n7163 2836\n2836 6125\n1716 5171\n*\n",
    "1. 5254 5755\n2. 7163 2836\n2836 6125\n1716 5171\n*\n",
    &["9:1 this game has no move numbers"]
)]
// A Black move left out (White's 2. 7163 has no reply): the contradicted 3. and the numbers
// after it are left alone, dots included.
#[case::black_move_missing(
    "1. 5254 5755 2. 7163 3. 6125 1716 4 5171 *\n",
    "1. 5254 5755 2. 7163 3. 6125 1716 4 5171 *\n",
    &[]
)]
// An illegal move, then numbers without a dot: no dot is added after it.
#[case::dots_after_an_illegal_move(
    "1. 5254 5755 2. 7163 2837 3 6125 1716 4 5171 *\n",
    "1. 5254 5755 2. 7163 2837 3 6125 1716 4 5171 *\n",
    &[]
)]
// Before the illegal move the count is sure: that number is still fixed.
#[case::fix_before_the_error_kept(
    "1. 5254 5755 2 7163 2837 3 6125 *\n",
    "1. 5254 5755 2. 7163 2837 3 6125 *\n",
    &["9:14 move number 2 has no dot"]
)]
// Black's move written twice with numbers (the 3. that follows contradicts the count).
#[case::black_move_doubled_crlf(
    "1. 5254 5755\r\n2. 7163 2836 2836\r\n3. 6125 1716 4 5171 *\r\n",
    "1. 5254 5755\r\n2. 7163 2836 2836\r\n3. 6125 1716 4 5171 *\r\n",
    &[]
)]
// White's move left out in a game without numbers (Black's reply is read as White's): only
// the first number is sure.
#[case::white_move_missing_no_numbers(
    "5254 5755\n2836 7163\n6125 1716\n*\n",
    "1. 5254 5755\n2836 7163\n6125 1716\n*\n",
    &["9:1 White's move 1 has no move number"]
)]
// A variation after the illegal move is not numbered either.
#[case::variation_after_the_error(
    "1. 5254 5755 2. 7163 2837 ( 2... 2836 3 6125 ) 3. 6125 *\n",
    "1. 5254 5755 2. 7163 2837 ( 2... 2836 3 6125 ) 3. 6125 *\n",
    &[]
)]
fn no_number_is_fixed_after_an_illegal_move_or_a_contradicted_count(
    #[case] moves: &str,
    #[case] after: &str,
    #[case] l001: &[&str],
) {
    let (text, found) = fixed(&format!("{TAGS}{moves}"));
    assert_eq!(text, format!("{TAGS}{after}"));
    assert_eq!(found, l001);
}
