//! `duplicate-game` (L006) across the pieces of a document, after every edit, without checking
//! every game again.
//!
//! The lint rule decides what a copy is; this module only narrows down where to ask it. A copy
//! has the same result, Seven Tag Roster values and number of main-line moves as the game it
//! copies (`iccf explain L006`), so games are grouped by those, and only in a group of two or
//! more are the games replayed and given, in file order, to one [`Linter`] that runs only
//! `duplicate-game`. Its diagnostics point into their own piece; the first copy that the
//! related label names is found by asking the linter about each earlier game of the group.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use iccf::board::{Replay, replay};
use iccf::levels::{Level, Levels};
use iccf::lint::Linter;
use iccf::syntax::ast::Game;
use iccf::{Code, Diagnostic};

use super::analysis::{Analysis, Located, shift, shifted};

/// The Seven Tag Roster (PGN standard, section 8.1.1).
const ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// The `duplicate-game` diagnostics of the document, with spans in the document and the
/// severity `levels` give them.
pub(crate) fn find(analysis: &Analysis, levels: Levels) -> Vec<Diagnostic> {
    if !levels.enabled(Code::DuplicateGame) {
        return Vec::new();
    }
    let mut groups: HashMap<u64, Vec<Located>> = HashMap::new();
    for located in analysis.games() {
        if let Some(key) = located.entry.copies_key {
            groups.entry(key).or_default().push(located);
        }
    }
    let mut found = Vec::new();
    for group in groups.values().filter(|g| g.len() > 1) {
        found.extend(in_group(analysis, group));
    }
    levels.apply(&mut found);
    found
}

/// What copies share: the roster values (trimmed, as the rule compares them), the result and
/// the number of main-line moves; `None` for a game without moves, which is never a copy.
pub(crate) fn copies_key(game: &Game) -> Option<u64> {
    game.mainline_moves().next()?;
    let mut h = DefaultHasher::new();
    for name in ROSTER {
        game.tag(name).map(str::trim).hash(&mut h);
    }
    game.termination.map(|t| t.result).hash(&mut h);
    game.mainline_moves().count().hash(&mut h);
    Some(h.finish())
}

/// Levels that run `duplicate-game` and nothing else.
fn only_duplicates() -> Levels {
    let mut levels = Levels::default();
    for code in Code::ALL {
        levels.set(*code, Level::Allow);
    }
    levels.set(Code::DuplicateGame, Level::Warn);
    levels
}

fn in_group(analysis: &Analysis, group: &[Located]) -> Vec<Diagnostic> {
    let levels = only_duplicates();
    let Some(games) = group
        .iter()
        .map(|g| analysis.tree(g))
        .collect::<Option<Vec<Game>>>()
    else {
        return Vec::new();
    };
    let replays: Vec<Replay> = games.iter().map(replay).collect();
    let mut linter = Linter::new();
    let mut firsts: Vec<usize> = Vec::new();
    let mut found = Vec::new();
    for (i, located) in group.iter().enumerate() {
        let copies = linter.lint_game(&games[i], Some(&replays[i]), located.index, &levels);
        if copies.is_empty() {
            firsts.push(i);
            continue;
        }
        for copy in copies {
            let mut d = shifted(&copy, located.base);
            d.related.clear();
            if let Some(first) = firsts
                .iter()
                .find_map(|&f| related_of([f, i], group, &games, &replays, &levels))
            {
                d.related.push(first);
            }
            found.push(d);
        }
    }
    found
}

/// When game `s` of the group is a copy of game `f`, the related label the rule gives it, moved
/// into the document.
fn related_of(
    [f, s]: [usize; 2],
    group: &[Located],
    games: &[Game],
    replays: &[Replay],
    levels: &Levels,
) -> Option<iccf::diagnostic::Label> {
    let mut linter = Linter::new();
    linter.lint_game(&games[f], Some(&replays[f]), group[f].index, levels);
    let copy = linter
        .lint_game(&games[s], Some(&replays[s]), group[s].index, levels)
        .into_iter()
        .next()?;
    let mut label = copy.related.into_iter().next()?;
    label.span = shift(label.span, group[f].base);
    Some(label)
}

#[cfg(test)]
mod tests {
    use super::*;
    use iccf::syntax::Notation;

    const GAME: &str = "[Event \"E\"]\n[White \"W\"]\n\n1. 5254 5755 1-0\n\n";
    const OTHER: &str = "[Event \"E\"]\n[White \"W\"]\n\n1. 4244 4745 1-0\n\n";

    #[test]
    fn copies_in_other_pieces_point_at_the_first_copy() {
        let text = format!("{OTHER}{GAME}{OTHER}{GAME}");
        let mut analysis = Analysis::default();
        analysis.update(&text, Levels::default(), Notation::Numeric);
        let found: Vec<_> = analysis
            .duplicates
            .iter()
            .map(|d| (d.message.as_str(), d.span.offset, d.related[0].span.offset))
            .collect();
        let (a, b) = (OTHER.len(), GAME.len());
        assert_eq!(
            found,
            [
                ("game 3 is a copy of game 1", a + b, 0),
                ("game 4 is a copy of game 2", 2 * a + b, a),
            ]
        );
        let whole: Vec<_> = iccf::check::check_games(&text, iccf::check::CheckOptions::default())
            .flat_map(|g| g.diagnostics)
            .filter(|d| d.code == Code::DuplicateGame)
            .collect();
        assert_eq!(analysis.duplicates, whole);
    }
}
