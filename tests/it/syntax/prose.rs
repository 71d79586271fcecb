//! The text of an e-mail among the moves. A line of prose is one S016 from its
//! first word that is not notation to the end of its line, its numbers never read as moves or move
//! numbers; `--fix` puts it in braces, and `fmt --force` keeps it on its own line.

use iccf::check::apply_fixes;
use iccf::check::{CheckOptions, check_games};
use iccf::convert::{ConvertOptions, Target, convert};
use rstest::rstest;

use crate::it::support::check;

const TAGS: &str = "[Event \"E\"]\n[Site \"S\"]\n[Date \"2014.09.06\"]\n[Round \"1\"]\n[White \"Lark, Finn\"]\n[Black \"Moor, Gwen\"]\n[Result \"*\"]\n\n";

/// `(code, line, column, length)` of every diagnostic (syntax and board) of `moves` after the
/// tags, lines counted from the first line of moves.
fn places(moves: &str) -> Vec<(&'static str, usize, usize, usize)> {
    let text = format!("{TAGS}{moves}");
    check(&text)
        .into_iter()
        .map(|d| (d.code, d.line - 8, d.column, d.length))
        .collect()
}

#[rstest]
// After the moves, White to move, a line of an e-mail each (the arbiter's sample).
#[case::after_the_moves(
    "1. 7183 5755 2. 5254 7866 3. 7274\nYou sent on 09/20; I received on 09/21 and I answered on 09/22.\nWhite used +2 days which totals 5 of 30 allowed days to reach move 10.\n*\n",
    &[("S016", 2, 1, 63), ("S016", 3, 1, 70)]
)]
// Between the moves, with CRLF, a date with a four-digit year.
#[case::between_the_moves_crlf(
    "1. 5254 5755\r\nI received your move on 2014/09/21, thanks.\r\n2. 7163 2836 *\r\n",
    &[("S016", 2, 1, 43)]
)]
// After Black's move on its line; the result at its end stays the game's.
#[case::after_a_black_move(
    "1. 5254 5755 2. 7163 2836 Your move, 5 days used (of 30). *\n",
    &[("S016", 1, 27, 31)]
)]
// Black to move: the reflection time of both sides, numbers and signs in it.
#[case::black_to_move(
    "1. 5254 5755 2. 7163\nBlack used +1 days which totals 4 of 30 allowed days to reach move 10.\n2... 2836 *\n",
    &[("S016", 2, 1, 70)]
)]
// In a variation: the prose stops before the `)` that closes it.
#[case::in_a_variation(
    "1. 5254 ( 1. 4244 I prefer this, 2 pawns up ) 5755 *\n",
    &[("S016", 1, 19, 25)]
)]
// Before a comment: the prose stops at the `{`.
#[case::before_a_comment(
    "1. 5254 sent on 09/20 { answer soon } 5755 *\n",
    &[("S016", 1, 9, 13)]
)]
fn a_line_of_prose_is_one_diagnostic(
    #[case] moves: &str,
    #[case] expected: &[(&str, usize, usize, usize)],
) {
    assert_eq!(places(moves), expected, "{moves}");
}

/// A word followed on its line by a move is not prose: the words are one S016, and the move is
/// read and played.
#[rstest]
#[case::numeric("1. 5254 My reply is 5755 2. 7163 *\n", (1, 9, 11))]
#[case::san_after("1. 5254 then came e5 2. 7163 *\n", (1, 9, 9))]
#[case::numbered("1. 5254 5755 my move 2.7163 *\n", (1, 14, 7))]
fn words_before_a_move_are_not_prose(#[case] moves: &str, #[case] place: (usize, usize, usize)) {
    let found = places(moves);
    let s016: Vec<_> = found.iter().filter(|d| d.0 == "S016").collect();
    assert_eq!(s016.len(), 1, "{found:?}");
    assert_eq!((s016[0].1, s016[0].2, s016[0].3), place);
    assert!(
        found.iter().all(|d| !d.0.starts_with('B') || d.0 == "B020"),
        "no board error: {found:?}"
    );
}

/// `--fix` puts each line of prose in braces: the moves are then all replayed with no error, and
/// the result stays the game's.
#[rstest]
#[case::lf(
    "1. 5254 5755 2. 7163\nYou sent on 09/20; I received on 09/21.\nWhite used +2 days which totals 5 of 30.\n*\n"
)]
#[case::crlf("1. 5254 5755\r\nI received your move on 2014/09/21, thanks.\r\n2. 7163 2836 *\r\n")]
#[case::same_line("1. 5254 5755 2. 7163 2836 Your move, 5 days used (of 30). *\n")]
fn the_fix_puts_prose_in_braces(#[case] moves: &str) {
    let text = format!("{TAGS}{moves}");
    let games: Vec<_> = check_games(&text, CheckOptions::default()).collect();
    let fixes: Vec<_> = games
        .iter()
        .flat_map(|g| &g.diagnostics)
        .filter(|d| d.code.as_str() == "S016")
        .collect();
    assert!(!fixes.is_empty() && fixes.iter().all(|d| d.fix.is_some()));
    let fixed = apply_fixes(&text, fixes).text;
    assert!(
        fixed.contains("{ You sent")
            || fixed.contains("{ I received")
            || fixed.contains("{ Your move"),
        "{fixed}"
    );
    let after: Vec<_> = check_games(&fixed, CheckOptions::default())
        .flat_map(|g| g.diagnostics)
        .map(|d| d.code.as_str())
        .collect();
    assert_eq!(after, Vec::<&str>::new(), "{fixed}");
}

/// `fmt --force` writes a line of prose as it was, ends its line after it, and formatting again
/// changes nothing.
#[rstest]
#[case::lf(
    "1. 5254 5755 2. 7163\nYou sent on 09/20; I received on 09/21.\nWhite used +2 days.\n*\n"
)]
#[case::same_line("1. 5254 5755 2. 7163 2836 Your move, 5 days used (of 30). *\n")]
fn fmt_keeps_prose_on_its_own_line(#[case] moves: &str) {
    let text = format!("{TAGS}{moves}");
    let options = ConvertOptions::to(Target::Iccf).with_force(true);
    let once = convert(&text, &options).expect("forced");
    let again = convert(&once, &options).expect("forced");
    assert_eq!(again, once);
    for line in once.lines().filter(|l| l.contains("used")) {
        assert!(
            !line.ends_with('*'),
            "the result is on a line of its own: {once}"
        );
    }
}

/// No brace fix where braces would change what stands before the prose: glued to it (`1 - 0k`
/// would become a result and a comment), or after a `{` comment never closed (the fix's `}`
/// would close it and join two games), also one that holds another `{` and so ends before the
/// next move (the fix's `{` after a line starting with `[` would make that line a tag pair of a
/// new game). Found by the `fix` fuzz target.
#[rstest]
#[case::glued_to_a_loose_result("1. 5254 1 - 0k\n")]
#[case::after_an_unclosed_comment("{*\nn\n")]
#[case::after_an_unclosed_comment_in_a_game("1. 5254 { never closed *\nsent today\n")]
#[case::holding_an_open_brace_after_a_line_comment("e; 1. {")]
#[case::holding_a_close_brace("1. 5254 sent today } by mail\n*")]
#[case::after_a_comment_holding_a_brace("{{\n[E 3435 b\n}")]
#[case::after_a_comment_holding_a_brace_in_a_game("1. 5254 { a { b\n[Note 5755 sent today\n}")]
fn no_brace_fix_where_braces_change_the_text_before(#[case] text: &str) {
    let games: Vec<_> = check_games(text, CheckOptions::default()).collect();
    let prose: Vec<_> = games
        .iter()
        .flat_map(|g| &g.diagnostics)
        .filter(|d| d.code.as_str() == "S016")
        .collect();
    assert_eq!(prose.len(), 1, "{prose:?}");
    assert!(prose[0].fix.is_none(), "{:?}", prose[0].fix);
}

/// A result glued to a line of prose is its last word, not the end of the game: a game pasted
/// from a web page as one line of HTML (`[Result "1-0"]<br />1. d4`, as in the chess.js test
/// file `0.pgn`) keeps its moves in the game of its tag pair, and its result is the one after
/// the moves.
#[test]
fn a_result_glued_to_prose_does_not_end_the_game() {
    let text = "[Event \"?\"]<br />[Result \"1-0\"]<br />1. 4244 4745 2. 7163 1-0\n";
    let parsed = crate::it::support::parse(text);
    assert_eq!(parsed.transcript.games.len(), 1);
    let game = &parsed.transcript.games[0];
    let moves = game
        .movetext
        .iter()
        .filter(|e| matches!(e, iccf::syntax::ast::Element::Move(_)))
        .count();
    assert_eq!(moves, 3);
    let termination = game.termination.as_ref().expect("a result");
    assert_eq!(termination.span.offset(), text.rfind("1-0").expect("1-0"));
    let found: Vec<_> = check(text)
        .into_iter()
        .map(|d| (d.code, d.line, d.column, d.length))
        .collect();
    assert_eq!(
        found,
        // The `<br />` of a web page are HTML: one diagnostic, at the first.
        [("S037", 1, 12, 6)]
    );
}
