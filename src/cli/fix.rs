//! `--fix` and `--diff`: computing the fixed text of a file, writing it back atomically, and
//! showing the change as a unified diff.

use iccf::check::{CheckOptions, check_games_with};
use iccf::lint::{Linter, apply_fixes};

/// At most this many rounds of check-and-fix per file: a fix skipped because it overlapped
/// another is applied in the next round.
const MAX_ROUNDS: usize = 10;

/// What `--fix` did to one text.
pub(crate) enum Outcome {
    /// The fixed text and how many problems were fixed (it may equal the original).
    Fixed { text: String, fixes: usize },
    /// Nothing was changed: the text has syntax errors that no fix repairs (and no `--force`).
    Blocked { errors: usize },
    /// Nothing was changed: the fixes would have made the text unreadable (a bug).
    Unsafe,
}

/// Applies the fixes of the diagnostics that `options` reports, round after round, until no fix
/// is left. Each round checks the text again with a fresh linter (so that no game is counted
/// twice by the duplicate index of the run).
pub(crate) fn fix_text(text: &str, options: CheckOptions, force: bool) -> Outcome {
    let mut current = text.to_string();
    let mut fixes = 0;
    for round in 0..MAX_ROUNDS {
        let mut scratch = Linter::new();
        let mut blocking = 0;
        let mut fixable = Vec::new();
        for game in check_games_with(&current, options, &mut scratch) {
            blocking += game.unfixable_syntax_errors;
            fixable.extend(game.diagnostics.into_iter().filter(|d| d.fix.is_some()));
        }
        if blocking > 0 && round == 0 && !force {
            return Outcome::Blocked { errors: blocking };
        }
        if blocking > 0 && round > 0 && !force {
            return Outcome::Unsafe;
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
    Outcome::Fixed {
        text: current,
        fixes,
    }
}

/// The unified diff from `old` to `new`, with `name` in both headers.
pub(crate) fn unified_diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(name, name)
        .to_string()
}
