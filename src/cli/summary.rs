//! The summary of `iccf check` on standard error: the totals of the run, one line per file when
//! several are checked, the moves that allowed errors left unchecked, and `--statistics`.

use std::collections::BTreeMap;

use iccf::board::{Line, LineStop};
use iccf::check::CheckedGame;
use iccf::i18n::{Args, Catalogue};
use iccf::{Code, Diagnostic, Severity};

use super::CheckArgs;

/// How many moves of `checked` were not replayed because the line stopped at an error that its
/// level allows (so no report says why they were not checked).
pub(crate) fn moves_unchecked_behind_allowed_errors(checked: &CheckedGame) -> usize {
    let Some(replay) = checked.replay.as_ref().filter(|r| r.stopped_lines > 0) else {
        return 0;
    };
    let mut stops = Vec::new();
    collect_stops(&replay.mainline, &mut stops);
    stops
        .into_iter()
        .filter(|stop| {
            !checked.diagnostics.iter().any(|d| {
                d.span.offset() < stop.span.end().max(stop.span.offset() + 1)
                    && stop.span.offset() < d.span.end().max(d.span.offset() + 1)
            })
        })
        .map(|stop| stop.unchecked_moves)
        .sum()
}

fn collect_stops<'a>(line: &'a Line, out: &mut Vec<&'a LineStop>) {
    out.extend(line.lines().into_iter().filter_map(|l| l.stop.as_ref()));
}

/// The counts of one file, for its summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FileCounts {
    pub games: usize,
    pub errors: usize,
    pub warnings: usize,
    pub advice: usize,
}

pub(crate) fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

impl std::ops::Sub for FileCounts {
    type Output = Self;

    fn sub(self, before: Self) -> Self {
        Self {
            games: self.games - before.games,
            errors: self.errors - before.errors,
            warnings: self.warnings - before.warnings,
            advice: self.advice - before.advice,
        }
    }
}

/// The catalogue of the language of messages.
fn catalogue() -> &'static Catalogue {
    super::language().language.catalogue()
}

/// `count` in the words of the message `id` (`3 games`, `3 партии`).
fn counted(id: &str, count: usize) -> String {
    catalogue().format(id, &Args::new().number("count", count))
}

/// `NAME: 3 games, 1 error, 2 warnings` (and advice when there is some).
pub(crate) fn file_line(name: &str, counts: FileCounts) -> String {
    let mut line = format!(
        "{name}: {}, {}, {}",
        counted("summary-games", counts.games),
        counted("summary-errors", counts.errors),
        counted("summary-warnings", counts.warnings)
    );
    if counts.advice > 0 {
        line.push_str(&format!(", {}", counted("summary-advice", counts.advice)));
    }
    line
}

/// The part of the summary about moves hidden behind allowed errors.
pub(crate) fn unchecked_note(moves: usize) -> Option<String> {
    (moves > 0).then(|| counted("summary-unchecked", moves))
}

/// `3 diagnostics not shown (--max-diagnostics 10)`.
pub(crate) fn hidden_note(hidden: usize, max: usize) -> String {
    catalogue().format(
        "summary-hidden",
        &Args::new().number("count", hidden).number("max", max),
    )
}

/// Totals over all files, for the summary, the statistics and the exit status.
#[derive(Default)]
pub(crate) struct Totals {
    pub files: usize,
    pub games: usize,
    pub errors: usize,
    pub warnings: usize,
    pub advice: usize,
    pub unreadable: usize,
    /// How many times each code was reported, by severity.
    pub per_rule: BTreeMap<(Code, Severity), usize>,
    pub fixed_problems: usize,
    pub fixed_files: usize,
    /// Files that `--diff` would change.
    pub would_change: usize,
    /// Files `--fix` left alone, with why.
    pub not_fixed: Vec<String>,
    /// Moves not replayed behind errors whose level allows them.
    pub unchecked_behind_allowed: usize,
    /// Diagnostics not written because of --max-diagnostics.
    pub hidden: usize,
}

impl Totals {
    pub fn count(&mut self, diagnostic: &Diagnostic) {
        match diagnostic.severity {
            Severity::Error => self.errors += 1,
            Severity::Warning => self.warnings += 1,
            Severity::Advice => self.advice += 1,
        }
        *self
            .per_rule
            .entry((diagnostic.code, diagnostic.severity))
            .or_default() += 1;
    }

    /// The counts so far, for the summary line of a file.
    pub fn counts(&self) -> FileCounts {
        FileCounts {
            games: self.games,
            errors: self.errors,
            warnings: self.warnings,
            advice: self.advice,
        }
    }
}

/// The summary line(s) on standard error: games, errors, warnings, advice, with the rules that
/// gave them, and what --fix did.
pub(crate) fn summary(totals: &Totals, args: &CheckArgs) -> String {
    let catalogue = catalogue();
    if args.diff {
        let blocked = if totals.errors > 0 {
            let errors = Args::new().number("errors", totals.errors);
            format!("; {}", catalogue.format("summary-diff-blocked", &errors))
        } else {
            String::new()
        };
        let counts = Args::new()
            .number("changed", totals.would_change)
            .number("files", totals.files)
            .number("games", totals.games);
        return format!("{}{blocked}", catalogue.format("summary-diff", &counts));
    }
    let by_rule = |severity: Severity| -> String {
        let rules: Vec<String> = totals
            .per_rule
            .iter()
            .filter(|((_, s), _)| *s == severity)
            .map(|((code, _), count)| format!("{} {} ×{count}", code.as_str(), code.name()))
            .collect();
        if rules.is_empty() {
            String::new()
        } else {
            format!(" ({})", rules.join(", "))
        }
    };
    let mut parts = vec![
        counted("summary-games", totals.games),
        format!(
            "{}{}",
            counted("summary-errors", totals.errors),
            by_rule(Severity::Error)
        ),
        format!(
            "{}{}",
            counted("summary-warnings", totals.warnings),
            by_rule(Severity::Warning)
        ),
    ];
    if totals.advice > 0 {
        parts.push(format!(
            "{}{}",
            counted("summary-advice", totals.advice),
            by_rule(Severity::Advice)
        ));
    }
    let mut line = parts.join(", ");
    if totals.files > 1 {
        line.push_str(&format!(" {}", counted("summary-in-files", totals.files)));
    }
    if let Some(note) = unchecked_note(totals.unchecked_behind_allowed) {
        line.push_str("; ");
        line.push_str(&note);
    }
    if totals.unreadable > 0 {
        line.push_str(&format!(
            "; {}",
            counted("summary-unreadable", totals.unreadable)
        ));
    }
    // `--fix-moves` without `--diff` writes the files as `--fix` does.
    if args.fix || (args.fix_moves && !args.diff) {
        let fixed = Args::new()
            .number("problems", totals.fixed_problems)
            .number("files", totals.fixed_files);
        line.push_str(&format!("; {}", catalogue.format("summary-fixed", &fixed)));
    }
    line
}

/// The `--statistics` table: one row per rule reported, most frequent first.
pub(crate) fn statistics(totals: &Totals) -> String {
    let mut rows: Vec<(&(Code, Severity), &usize)> = totals.per_rule.iter().collect();
    rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let mut out = format!(
        "{:>7}  {:<5} {:<30} {:<8} {}\n",
        "count", "code", "name", "level", "fixable"
    );
    for ((code, severity), count) in rows {
        out.push_str(&format!(
            "{count:>7}  {:<5} {:<30} {:<8} {}\n",
            code.as_str(),
            code.name(),
            severity.as_str(),
            if code.fixable() { "yes" } else { "no" }
        ));
    }
    out
}
