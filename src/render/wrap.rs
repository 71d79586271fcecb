//! Wrapping prose at spaces without ever breaking what a reader copies: text in backticks, a tag
//! pair in brackets (`[Date "????.??.??"]`), a FEN (board and the fields after it), and words
//! with hyphens (`1/2-1/2`, `seven-tag-roster`).

use textwrap::core::Word;
use textwrap::{Options, WordSeparator, WordSplitter};

/// Whether `word` is the piece-placement field of a FEN: ranks of `pnbrqk`, `PNBRQK` and `1`-`8`
/// separated by seven `/`.
fn is_fen_board(word: &str) -> bool {
    let word = word.trim_start_matches(['(', '`', '"']);
    word.matches('/').count() == 7
        && word
            .trim_end_matches([')', ',', ';', '.', ':', '`', '"'])
            .chars()
            .all(|c| c == '/' || matches!(c, '1'..='8') || "pnbrqkPNBRQK".contains(c))
}

/// Whether `word` can be a FEN field after the board: side to move, castling rights, en-passant
/// square, or a clock.
fn is_fen_field(word: &str) -> bool {
    let word = word.trim_end_matches([')', ',', ';', '.', ':', '`', '"']);
    !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_digit() || c == '-' || "wbKQkqABCDEFGHabcdefgh".contains(c))
}

/// The words of `line` for textwrap: split after runs of spaces, except inside backticks or
/// brackets, and with the five fields of a FEN kept on its board.
fn copyable_words(line: &str) -> Box<dyn Iterator<Item = Word<'_>> + '_> {
    // Byte ranges of the pieces, each with the spaces that follow it.
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    let mut depth = 0usize;
    let mut in_space = false;
    for (i, c) in line.char_indices() {
        if in_space && c != ' ' {
            pieces.push((start, i));
            start = i;
            in_space = false;
        }
        match c {
            '`' => quoted = !quoted,
            '[' if !quoted => depth += 1,
            ']' if !quoted => depth = depth.saturating_sub(1),
            ' ' if !quoted && depth == 0 => in_space = true,
            _ => {}
        }
    }
    if start < line.len() {
        pieces.push((start, line.len()));
    }
    let text = |(a, b): (usize, usize)| line.get(a..b).unwrap_or_default().trim_end();
    // Each FEN board is glued to the fields that follow it (at most five).
    let mut words = Vec::with_capacity(pieces.len());
    let mut i = 0;
    while let Some(&(begin, _)) = pieces.get(i) {
        let first = i;
        if pieces.get(i).is_some_and(|&p| is_fen_board(text(p))) {
            while i - first < 5 && pieces.get(i + 1).is_some_and(|&p| is_fen_field(text(p))) {
                i += 1;
            }
        }
        let end = pieces.get(i).map_or(line.len(), |&(_, end)| end);
        words.push(Word::from(line.get(begin..end).unwrap_or_default()));
        i += 1;
    }
    Box::new(words.into_iter())
}

/// textwrap options that never break a copyable token: `width` columns, words kept whole.
pub(crate) fn options<'a>(width: usize) -> Options<'a> {
    Options::new(width)
        .break_words(false)
        .word_splitter(WordSplitter::NoHyphenation)
        .word_separator(WordSeparator::Custom(copyable_words))
}

/// The word separator of the human reports (for miette's renderer).
pub(crate) const WORD_SEPARATOR: WordSeparator = WordSeparator::Custom(copyable_words);

/// `text` wrapped to `width` columns, each line starting with `indent`; a FEN, a tag pair in
/// brackets, text in backticks and hyphenated words are never broken across lines (a token
/// longer than the width stands alone on its line).
///
/// # Examples
///
/// ```
/// let help = "set up the position with [FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]";
/// let wrapped = iccf::render::wrap_help(help, 40, "  ");
/// assert_eq!(
///     wrapped,
///     "  set up the position with\n  [FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]"
/// );
/// ```
pub fn wrap_help(text: &str, width: usize, indent: &str) -> String {
    let options = options(width)
        .initial_indent(indent)
        .subsequent_indent(indent);
    textwrap::fill(text, options)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    const FEN: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";

    #[rstest]
    #[case::fen_in_parentheses(format!("copy the FEN again from the source of the game (six fields, e.g. {FEN}); no move of this game is checked"))]
    #[case::fen_in_backticks(format!("the position is `{FEN}` after the last move that was read"))]
    #[case::fen_in_a_tag(format!("write [FEN \"{FEN}\"] and [SetUp \"1\"] before the moves of the game"))]
    #[case::fen_bare_at_the_end(format!("the game starts from the position {FEN}"))]
    fn a_fen_is_never_broken(#[case] help: String) {
        for width in 20..100 {
            let wrapped = wrap_help(&help, width, "  ");
            let joined = wrapped.replace('\n', "\u{1}");
            assert!(
                joined.contains(FEN),
                "width {width}: the FEN is broken in\n{wrapped}"
            );
        }
    }

    #[rstest]
    #[case::tag_pair(
        "add [Date \"????.??.??\"] to the tags of the game",
        "[Date \"????.??.??\"]"
    )]
    #[case::backticks(
        "write `1. 5254 5755` instead of the text that was found here",
        "`1. 5254 5755`"
    )]
    #[case::hyphenated_result("the result 1/2-1/2 is what the game says about the end", "1/2-1/2")]
    #[case::rule_name(
        "allow seven-tag-roster in iccf.toml when the tags are not needed",
        "seven-tag-roster"
    )]
    fn copyable_tokens_stay_on_one_line(#[case] help: &str, #[case] token: &str) {
        for width in 10..60 {
            let wrapped = wrap_help(help, width, "");
            assert!(
                wrapped.lines().any(|l| l.contains(token)),
                "width {width}: `{token}` is broken in\n{wrapped}"
            );
        }
    }

    #[test]
    fn prose_is_wrapped_at_spaces() {
        assert_eq!(
            wrap_help("one two three four five six", 10, "> "),
            "> one two\n> three\n> four\n> five six"
        );
    }
}
