//! Applying the fixes of diagnostics to the text they were found in (`iccf check --fix`):
//! [`apply_fixes`] for one round, [`fix_text`] for the rounds of a whole text.
//!
//! Only the bytes of the edits change; every other byte is copied as it is. A fix whose edits
//! overlap an edit already taken (or fall outside the text, or cut a character) is skipped as a
//! whole: running the check again on the fixed text finds it again, if it still applies.

use crate::diagnostic::Diagnostic;
pub use crate::diagnostic::{Fixed, apply_fixes};

/// At most this many rounds of check-and-fix per text: a fix skipped because it overlapped
/// another is applied in the next round.
const MAX_ROUNDS: usize = 10;

/// What [`fix_text`] did to one text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FixOutcome {
    /// The fixed text and how many problems (diagnostics) were fixed; the text may equal the
    /// original.
    Fixed {
        /// The text after every round of fixes.
        text: String,
        /// How many fixes were applied, over all rounds.
        fixes: usize,
    },
    /// Nothing was changed: the text has syntax errors that no fix repairs (and `force` is
    /// off), so its tree cannot be trusted.
    Blocked {
        /// How many such errors.
        errors: usize,
    },
    /// Nothing was changed: the fixes would have made the text unreadable (a bug).
    Unsafe,
}

/// The fixes of `iccf check --fix` applied to `text`: the diagnostics that `options` reports are
/// fixed with [`apply_fixes`], and the text checked again, round after round (at most 10) until
/// no fix is left. Each round checks with a fresh [`Linter`](crate::lint::Linter), so a
/// duplicate game is judged within `text` only.
///
/// A text with syntax errors that no fix repairs is left alone ([`FixOutcome::Blocked`]) unless
/// `force`: the tree of such a game may not be what the writer meant.
///
/// # Examples
///
/// ```
/// use iccf::check::{FixOutcome, fix_text};
///
/// let outcome = fix_text("1. 52-54 5755 \u{bd}-\u{bd}", Default::default(), false);
/// assert_eq!(
///     outcome,
///     FixOutcome::Fixed { text: "1. 5254 5755 1/2-1/2".to_string(), fixes: 2 }
/// );
/// let blocked = fix_text("1. 5254 5755 2. 7163 {never closed", Default::default(), false);
/// assert!(matches!(blocked, FixOutcome::Blocked { errors: 1 }));
/// ```
pub fn fix_text(text: &str, options: super::CheckOptions, force: bool) -> FixOutcome {
    fix_text_with(text, options, force, false)
}

/// [`fix_text`], and with `moves` also the moves the board's repair search found
/// (`iccf check --fix-moves`: [`crate::diagnostic::Meant::edits`]): in a game whose every
/// stop was repaired and whose rest then plays to its end, each repair being the only one that
/// fits. A repaired move the syntax layer could not read no longer blocks the game's fixes.
/// Once the board plays the whole main line, move numbers still out of sequence (S014: two
/// moves put in leave the numbers after the second a whole move behind) are written anew
/// from the board's count, from the first of them on.
///
/// # Examples
///
/// ```
/// use iccf::check::{FixOutcome, fix_text_with};
///
/// let text = "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2536 4736 5. 5171 6766 6. 4244 5544 \
///             7. 6344 3635 8. 4423 4841 9. 6141 3856 *\n";
/// let outcome = fix_text_with(&text.replace("1716", "1176"), Default::default(), false, true);
/// assert_eq!(outcome, FixOutcome::Fixed { text: text.to_string(), fixes: 1 });
/// ```
pub fn fix_text_with(
    text: &str,
    options: super::CheckOptions,
    force: bool,
    moves: bool,
) -> FixOutcome {
    let mut current = text.to_string();
    let mut fixes = 0;
    for round in 0..MAX_ROUNDS {
        let mut scratch = crate::lint::Linter::new();
        let mut blocking = 0;
        let mut fixable = Vec::new();
        for game in super::check_games_with(&current, options, &mut scratch) {
            let repairs = if moves {
                move_repairs(&game)
            } else {
                Vec::new()
            };
            let renumbering = if moves {
                renumbering(&game, &current)
            } else {
                None
            };
            let repaired_syntax = repairs
                .iter()
                .filter(|d| d.code.layer() == crate::codes::Layer::Syntax && d.fix.is_none())
                .count()
                + renumbering
                    .as_ref()
                    .map_or(0, |(_, renumbered)| *renumbered);
            blocking += game.unfixable_syntax_errors.saturating_sub(repaired_syntax);
            fixable.extend(renumbering.map(|(fix, _)| fix));
            fixable.extend(game.diagnostics.into_iter().filter(|d| d.fix.is_some()));
            fixable.extend(repairs.into_iter().map(|mut d| {
                d.fix = d.meant.as_ref().map(|m| crate::diagnostic::Fix {
                    edits: m.edits.clone(),
                });
                d
            }));
        }
        if blocking > 0 && !force {
            return if round == 0 {
                FixOutcome::Blocked { errors: blocking }
            } else {
                FixOutcome::Unsafe
            };
        }
        if fixable.is_empty() {
            break;
        }
        let fixed = apply_fixes(&current, &fixable);
        if fixed.applied == 0 || fixed.text == current {
            break;
        }
        fixes += fixed.applied;
        current = fixed.text;
    }
    FixOutcome::Fixed {
        text: current,
        fixes,
    }
}

/// The diagnostics of `game` that carry a repair `--fix-moves` may write: only when every
/// stop of the main line was repaired and the rest then plays to the end of the game.
fn move_repairs(game: &super::CheckedGame) -> Vec<Diagnostic> {
    let Some(replay) = &game.replay else {
        return Vec::new();
    };
    let mut line = &replay.mainline;
    while let Some(stop) = &line.stop {
        let repaired = stop.repair.as_ref().is_some_and(|r| r.accepted().is_some());
        match (&line.resumed, repaired) {
            (Some(rest), true) => line = rest,
            _ => return Vec::new(),
        }
    }
    game.diagnostics
        .iter()
        .filter(|d| d.meant.as_ref().is_some_and(|m| !m.edits.is_empty()))
        .cloned()
        .collect()
}

/// For a game whose main line the board played to its end with no stop, and whose main-line
/// move numbers the syntax layer found out of sequence (S014: the moves are right, the numbers
/// are not, as after `--fix-moves` put two missing moves in): one fix that writes the board's
/// number in each main-line move number from the first such one on that names another, and
/// how many S014 errors it repairs (`text` is the text the game was read from). `None` when
/// there is nothing to renumber.
fn renumbering(game: &super::CheckedGame, text: &str) -> Option<(Diagnostic, usize)> {
    use crate::codes::Code;
    use crate::syntax::ast::NumberingStart;
    use shakmaty::{Color, Position};
    let line = &game.replay.as_ref()?.mainline;
    if line.stop.is_some() {
        return None;
    }
    let out_of_sequence: Vec<&Diagnostic> = game
        .diagnostics
        .iter()
        .filter(|d| d.code == Code::MoveNumberOutOfSequence)
        .collect();
    let first = out_of_sequence.first()?.span.offset();
    let start = NumberingStart {
        number: line.start.fullmoves().get(),
        black: line.start.turn() == Color::Black,
    };
    // The board's number and side of each replayed move, by the offset of its token.
    let replayed: std::collections::HashMap<usize, (u32, bool)> = (0u32..)
        .zip(&line.moves)
        .map(|(count, m)| (m.span.offset(), start.move_at(count)))
        .collect();
    let mut edits = Vec::new();
    for (number, next) in super::numbers_before_moves(&game.game.movetext) {
        let Some(&(board_number, black)) = replayed.get(&next) else {
            continue;
        };
        // The digits as written (`09.` has two).
        let digits = number
            .span
            .text(text)
            .map_or(0, |t| t.bytes().take_while(u8::is_ascii_digit).count());
        if number.span.offset() < first
            || board_number == number.number
            || !number.dots.fits_side(black)
            || digits == 0
        {
            continue;
        }
        edits.push(crate::diagnostic::Edit {
            span: crate::span::Span::new(number.span.offset(), digits),
            replacement: board_number.to_string(),
        });
    }
    if edits.is_empty() {
        return None;
    }
    let mut fix = out_of_sequence[0].clone();
    fix.fix = Some(crate::diagnostic::Fix { edits });
    Some((fix, out_of_sequence.len()))
}
