//! `duplicate-game` (L006) across the pieces of a document, after every edit, without checking
//! every game again: each piece's check keeps the key of each game
//! ([`crate::check::CheckedGame::duplicate_key`]); a [`Session`] decides, in document order,
//! which games copy an earlier one, as `iccf check` does.

use crate::Diagnostic;
use crate::check::{CheckOptions, Session};
use crate::levels::Levels;

use super::analysis::Analysis;

/// The `duplicate-game` diagnostics of the document, with spans in the document and the
/// severity `levels` give them.
pub(crate) fn find(analysis: &Analysis, levels: Levels) -> Vec<Diagnostic> {
    let options = CheckOptions::default().with_levels(levels);
    let mut session = Session::new(options);
    session.start_source("", options);
    let mut found = Vec::new();
    for located in analysis.games() {
        let key = located.entry.duplicate_key.map(|k| k.shifted(located.base));
        session.resolve(key, located.index, &mut found);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Code;
    use crate::syntax::Notation;

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
            .map(|d| {
                (
                    d.message.as_str(),
                    d.span.offset(),
                    d.related[0].span.offset(),
                )
            })
            .collect();
        let (a, b) = (OTHER.len(), GAME.len());
        assert_eq!(
            found,
            [
                ("game 3 is a copy of game 1", a + b, 0),
                ("game 4 is a copy of game 2", 2 * a + b, a),
            ]
        );
        let whole: Vec<_> = crate::check::check_games(&text, crate::check::CheckOptions::default())
            .flat_map(|g| g.diagnostics)
            .filter(|d| d.code == Code::DuplicateGame)
            .collect();
        assert_eq!(analysis.duplicates, whole);
    }
}
