//! Pieces of the summary of `iccf check` on standard error: one line per file when several are
//! checked, and the moves that allowed errors left unchecked.

use iccf::board::{Line, LineStop};
use iccf::check::CheckedGame;

/// How many moves of `checked` were not replayed because the line stopped at an error that its
/// level allows (so no report says why they were not checked).
pub(crate) fn moves_unchecked_behind_allowed_errors(checked: &CheckedGame) -> usize {
    let Some(replay) = &checked.replay else {
        return 0;
    };
    let mut stops = Vec::new();
    collect_stops(&replay.mainline, &mut stops);
    stops
        .into_iter()
        .filter(|stop| {
            !checked.diagnostics.iter().any(|d| {
                d.span.offset < stop.span.end().max(stop.span.offset + 1)
                    && stop.span.offset < d.span.end().max(d.span.offset + 1)
            })
        })
        .map(|stop| stop.unchecked_moves)
        .sum()
}

fn collect_stops<'a>(line: &'a Line, out: &mut Vec<&'a LineStop>) {
    out.extend(line.stop.as_ref());
    for variation in line
        .leading_variations
        .iter()
        .chain(&line.stopped_variations)
        .chain(line.moves.iter().flat_map(|m| &m.variations))
    {
        collect_stops(variation, out);
    }
}

/// The counts of one file, for its summary line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FileCounts {
    pub games: usize,
    pub errors: usize,
    pub warnings: usize,
    pub advice: usize,
}

fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// `NAME: 3 games, 1 error, 2 warnings` (and advice when there is some).
pub(crate) fn file_line(name: &str, counts: FileCounts) -> String {
    let mut line = format!(
        "{name}: {}, {}, {}",
        plural(counts.games, "game", "games"),
        plural(counts.errors, "error", "errors"),
        plural(counts.warnings, "warning", "warnings")
    );
    if counts.advice > 0 {
        line.push_str(&format!(", {} advice", counts.advice));
    }
    line
}

/// The part of the summary about moves hidden behind allowed errors.
pub(crate) fn unchecked_note(moves: usize) -> Option<String> {
    (moves > 0).then(|| {
        format!(
            "{} not checked because of allowed errors",
            plural(moves, "move", "moves")
        )
    })
}
