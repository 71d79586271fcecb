//! `iccf fmt`: the canonical numeric form of a whole transcript, with a guard that formatting
//! never writes a game that reads back differently, and that formatting its output again
//! changes nothing.
//!
//! The layout rules (where lines end, which move numbers are written, how text that is not
//! notation is kept) are many, and a text made of fragments can defeat them: written out, a game
//! may read as a different game or lay out differently the next time. So every game's canonical
//! text is read back before it is used; a game whose text does not read back as itself is copied
//! as written instead. The whole output is then formatted once more, and when that changes it,
//! the input is kept as written. Either way `format(format(x)) == format(x)`.

use super::{ConvertOptions, ConvertedGame, Target, convert_games};
use crate::syntax::Notation;
use crate::syntax::ast::Game;

/// A transcript in its canonical numeric form ([`format`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Formatted {
    /// The formatted text (UTF-8, `\n` line ends; each game ends with a line end).
    pub text: String,
    /// How many games the input has.
    pub games: usize,
    /// The 1-based numbers of the games copied as written, in order: their canonical text did
    /// not read back as the same text (a fault of the layout rules, worth a report).
    pub kept_as_written: Vec<usize>,
    /// The whole input was kept as written: formatting the formatted text changed it again.
    pub text_kept_as_written: bool,
}

/// Why [`format`] wrote nothing: games with errors, without `force`.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct FormatRefused {
    /// How many games the input has.
    pub games: usize,
    /// The games with errors (or in a variant the board does not replay), in order, each with
    /// its diagnostics ([`ConvertedGame::blocking`] gives the ones that stopped it).
    pub refused: Vec<ConvertedGame>,
}

/// `iccf fmt` of a numeric transcript: every game in the canonical numeric form (tag pairs in
/// PGN order, numbers where PGN 8.2.2.2 puts them, lines of at most 79 columns where the text
/// allows).
///
/// Without `force`, a game with an error stops the whole text ([`FormatRefused`]): its moves
/// would be guessed or lost. With `force`, moves that cannot be replayed and text that is not
/// notation are copied as written.
///
/// # Errors
/// [`FormatRefused`] when `force` is off and a game has an error.
///
/// # Examples
///
/// ```
/// let formatted = iccf::convert::format("1.5254 5755 2.7163   *", false).unwrap();
/// assert_eq!(formatted.text, "1. 5254 5755 2. 7163 *\n");
/// assert!(formatted.kept_as_written.is_empty());
/// assert!(iccf::convert::format("1. 5254 5255 *", false).is_err());
/// ```
pub fn format(text: &str, force: bool) -> Result<Formatted, FormatRefused> {
    let first = lay_out(text, force)?;
    let again = lay_out(&first.text, force);
    if again.is_ok_and(|again| again.text == first.text && again.games == first.games) {
        return Ok(first);
    }
    Ok(Formatted {
        text: text.to_string(),
        games: first.games,
        kept_as_written: (1..=first.games).collect(),
        text_kept_as_written: true,
    })
}

fn options(force: bool) -> ConvertOptions {
    ConvertOptions::to(Target::Iccf)
        .from(Notation::Numeric)
        .with_force(force)
}

/// One pass: each game in its canonical text, or as written when that text does not read back
/// as itself.
fn lay_out(text: &str, force: bool) -> Result<Formatted, FormatRefused> {
    lay_out_guarded(text, force, reads_back_as_itself)
}

/// [`lay_out`] with the test of a game's canonical text given: the guard has no known input
/// left that fails it, so its tests give one that fails every text.
fn lay_out_guarded(
    text: &str,
    force: bool,
    reads_back: fn(&str, &ConvertOptions) -> bool,
) -> Result<Formatted, FormatRefused> {
    let options = options(force);
    let mut out = Formatted {
        text: String::with_capacity(text.len() + text.len() / 8),
        games: 0,
        kept_as_written: Vec::new(),
        text_kept_as_written: false,
    };
    let mut refused = Vec::new();
    let mut converter = convert_games(text, &options);
    while let Some((converted, game)) = converter.next_with_game() {
        out.games += 1;
        if converted.text.is_none() {
            refused.push(converted);
            continue;
        }
        // After a refused game, the rest is only read for their errors.
        let (Some(mut canonical), true) = (converted.text, refused.is_empty()) else {
            continue;
        };
        // The comments before the game (after the game before) read back as trivia only after
        // a game: the game's own text is what must read back as itself.
        let leading = super::text::leading_lines(&game);
        let own = canonical
            .strip_prefix(leading.as_str())
            .unwrap_or(&canonical);
        if !reads_back(own, &options) {
            canonical = as_written(text, &game);
            out.kept_as_written.push(converted.index);
        }
        if out.games > 1 {
            out.text.push_str(options.separator());
        }
        out.text.push_str(&canonical);
    }
    if !refused.is_empty() {
        return Err(FormatRefused {
            games: out.games,
            refused,
        });
    }
    out.text.push_str(&converter.trailing());
    Ok(out)
}

/// Whether the canonical text of one game reads as one game whose canonical text is the same.
fn reads_back_as_itself(canonical: &str, options: &ConvertOptions) -> bool {
    let mut again = convert_games(canonical, options);
    let first = again.next().and_then(|g| g.text);
    first.as_deref() == Some(canonical) && again.next().is_none() && again.trailing().is_empty()
}

/// A game copied as written: its escape lines, then its text from its first tag pair or element
/// to its termination marker, and a line end.
fn as_written(text: &str, game: &Game) -> String {
    let mut out = super::text::leading_lines(game);
    out.push_str(
        text.get(game.span.offset()..game.span.end())
            .unwrap_or_default(),
    );
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::canonical("1. 5254 5755 *\n", true)]
    #[case::two_spaces("1.  5254 5755 *\n", false)]
    #[case::no_line_end("1. 5254 5755 *", false)]
    #[case::two_games("1. 5254 *\n\n1. 5254 *\n", false)]
    #[case::escape_line_after("1. 5254 *\n%x\n", false)]
    fn a_text_reads_back_as_itself_only_when_it_is_its_own_canonical_text(
        #[case] text: &str,
        #[case] expected: bool,
    ) {
        assert_eq!(reads_back_as_itself(text, &options(true)), expected);
    }

    /// The guard: a game whose canonical text would not read back as itself is copied as
    /// written (here every game holding 7163, as a fault of the layout would), the others are
    /// formatted, and the pass says which game it kept.
    #[test]
    fn a_game_whose_canonical_text_does_not_read_back_is_kept_as_written() {
        let text = "1.5254  5755 *\n\n1.  7163 5755 *\n\n1. 4244 *\n";
        let laid_out = lay_out_guarded(text, true, |own, options| {
            reads_back_as_itself(own, options) && !own.contains("7163")
        })
        .expect("forced");
        assert_eq!(laid_out.games, 3);
        assert_eq!(laid_out.kept_as_written, vec![2]);
        assert!(!laid_out.text_kept_as_written);
        assert_eq!(
            laid_out.text,
            "1. 5254 5755 *\n\n1.  7163 5755 *\n\n1. 4244 *\n"
        );
    }

    #[test]
    fn a_game_as_written_keeps_its_escape_lines_and_text_and_ends_its_line() {
        let text = "%first\r\n[White \"A\"]  1.5254 5755  *  \n\n1. 4244 *";
        let games: Vec<_> = crate::syntax::games_with(
            text,
            crate::check::parse_options(crate::syntax::Notation::Numeric),
        )
        .collect();
        assert_eq!(
            as_written(text, &games[0].game),
            "%first\n[White \"A\"]  1.5254 5755  *\n"
        );
        assert_eq!(as_written(text, &games[1].game), "1. 4244 *\n");
    }
}
