//! `--fix` and `--diff`: computing the fixed text of a file, writing it back atomically, and
//! showing the change as a unified diff.

// The rounds of `--fix` are the library's, so that `iccf serve` fixes exactly as `--fix` does.
pub(crate) use iccf::check::{FixOutcome as Outcome, fix_text_with};

/// The unified diff from `old` to `new`, with `name` in both headers.
pub(crate) fn unified_diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(name, name)
        .to_string()
}
