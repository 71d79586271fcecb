//! Applying the fixes of diagnostics to the text they were found in (`iccf check --fix`):
//! [`apply_fixes`] for one round, [`fix_text`] for the rounds of a whole text.
//!
//! Only the bytes of the edits change; every other byte is copied as it is. A fix whose edits
//! overlap an edit already taken (or fall outside the text, or cut a character) is skipped as a
//! whole: running the check again on the fixed text finds it again, if it still applies.

use std::collections::BTreeMap;

use crate::diagnostic::{Diagnostic, Edit};
use crate::span::Span;

/// The text after [`apply_fixes`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Fixed {
    /// The fixed text.
    pub text: String,
    /// How many fixes (diagnostics) were applied.
    pub applied: usize,
    /// How many fixes were skipped because they overlapped one already applied or did not fit
    /// the text.
    pub skipped: usize,
}

/// Whether two edits touch the same bytes: they overlap, or one inserts strictly inside the
/// other, or both insert at the same place (their order would be a guess).
fn conflict(a: Span, b: Span) -> bool {
    match (a.len, b.len) {
        (0, 0) => a.offset == b.offset,
        (0, _) => b.offset < a.offset && a.offset < b.end(),
        (_, 0) => a.offset < b.offset && b.offset < a.end(),
        _ => a.offset.max(b.offset) < a.end().min(b.end()),
    }
}

/// Applies the fixes of `diagnostics` to `text`, taking fixes in order of their first edit and
/// skipping any fix that conflicts with one taken before.
///
/// # Examples
///
/// ```
/// let text = "1. 52-54 5755 ½-½";
/// let checked: Vec<_> = iccf::check::check_games(text, Default::default()).collect();
/// let fixed = iccf::check::apply_fixes(text, checked.iter().flat_map(|g| &g.diagnostics));
/// assert_eq!(fixed.text, "1. 5254 5755 1/2-1/2");
/// assert_eq!(fixed.applied, 2);
/// ```
pub fn apply_fixes<'a>(text: &str, diagnostics: impl IntoIterator<Item = &'a Diagnostic>) -> Fixed {
    let mut fixes: Vec<&[Edit]> = diagnostics
        .into_iter()
        .filter_map(|d| d.fix.as_ref())
        .map(|f| f.edits.as_slice())
        .filter(|edits| !edits.is_empty())
        .collect();
    fixes.sort_by_key(|edits| edits.first().map(|e| (e.span.offset, e.span.len)));
    let mut taken: BTreeMap<(usize, usize), &Edit> = BTreeMap::new();
    let (mut applied, mut skipped) = (0, 0);
    for edits in fixes {
        let fits = edits.iter().all(|e| {
            e.span.end() <= text.len()
                && text.is_char_boundary(e.span.offset)
                && text.is_char_boundary(e.span.end())
        });
        let self_consistent = edits
            .iter()
            .enumerate()
            .all(|(i, a)| edits[i + 1..].iter().all(|b| !conflict(a.span, b.span)));
        let free = edits.iter().all(|e| {
            taken
                .range(..=(e.span.end(), usize::MAX))
                .rev()
                .take_while(|((_, end), _)| *end >= e.span.offset)
                .all(|(_, other)| !conflict(e.span, other.span))
        });
        if fits && self_consistent && free {
            for e in edits {
                taken.insert((e.span.offset, e.span.end()), e);
            }
            applied += 1;
        } else {
            skipped += 1;
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in taken.values() {
        out.push_str(&text[at..edit.span.offset]);
        out.push_str(&edit.replacement);
        at = edit.span.end();
    }
    out.push_str(&text[at..]);
    Fixed {
        text: out,
        applied,
        skipped,
    }
}

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
            let repaired_syntax = repairs
                .iter()
                .filter(|d| d.code.layer() == crate::codes::Layer::Syntax && d.fix.is_none())
                .count();
            blocking += game.unfixable_syntax_errors.saturating_sub(repaired_syntax);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::Code;
    use crate::diagnostic::Fix;

    fn fixing(span: Span, replacement: &str) -> Diagnostic {
        Diagnostic::new(Code::NonNumericNotation, span, "x").with_fix(span, replacement)
    }

    #[test]
    fn edits_apply_and_other_bytes_stay() {
        let text = "ab-cd+ ef";
        let d = [fixing(Span::new(2, 1), ""), fixing(Span::new(5, 1), "")];
        let fixed = apply_fixes(text, &d);
        assert_eq!(fixed.text, "abcd ef");
        assert_eq!((fixed.applied, fixed.skipped), (2, 0));
    }

    #[test]
    fn insertion_before_a_replacement_at_the_same_offset() {
        let text = "6762";
        let d = [
            fixing(Span::new(0, 4), "67682"),
            fixing(Span::new(0, 0), "1. "),
        ];
        assert_eq!(apply_fixes(text, &d).text, "1. 67682");
    }

    #[test]
    fn overlapping_fixes_are_skipped() {
        let text = "abcdef";
        let d = [
            fixing(Span::new(1, 3), "X"),
            fixing(Span::new(2, 3), "Y"),
            fixing(Span::new(2, 0), "Z"),
        ];
        let fixed = apply_fixes(text, &d);
        assert_eq!(fixed.text, "aXef");
        assert_eq!((fixed.applied, fixed.skipped), (1, 2));
    }

    #[test]
    fn a_multi_edit_fix_is_all_or_nothing() {
        let text = "a b c";
        let multi = Diagnostic::new(Code::MoveNumber, Span::new(0, 1), "x").with_repair(Fix {
            edits: vec![
                Edit {
                    span: Span::new(4, 0),
                    replacement: "1. ".into(),
                },
                Edit {
                    span: Span::new(5, 0),
                    replacement: "!".into(),
                },
            ],
        });
        let blocker = fixing(Span::new(3, 2), "C");
        let fixed = apply_fixes(text, [&blocker, &multi]);
        assert_eq!(fixed.text, "a bC");
        assert_eq!((fixed.applied, fixed.skipped), (1, 1));
    }

    #[test]
    fn edits_outside_the_text_or_inside_a_character_are_skipped() {
        let text = "½-½";
        let d = [fixing(Span::new(1, 1), ""), fixing(Span::new(5, 4), "")];
        let fixed = apply_fixes(text, &d);
        assert_eq!(fixed.text, text);
        assert_eq!(fixed.skipped, 2);
    }
}
