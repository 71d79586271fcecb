//! The check of an open document, kept between edits so that a change re-checks only the games
//! it touched.
//!
//! The text is cut at the game starts of [`crate::syntax::boundary`] (a tag line after a blank
//! line), where the parser guarantees that the pieces parse exactly as the whole does. Each
//! piece is checked on its own (syntax, board, lint: [`Session::check_piece`]) and kept with
//! its spans relative to its start; after an edit, a piece whose bytes are unchanged is reused,
//! wherever it has moved. Only `duplicate-game` (L006) looks across games: it is found again
//! after every edit by [`super::duplicates`], from the key each game keeps.
//!
//! Of each game only a summary is kept (its spans, a few tags, its diagnostics): a tree costs
//! tens of kilobytes a game, too much for an archive held open in an editor. Hover and the other
//! requests that need the tree parse the game's piece again ([`Analysis::tree`]).

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use crate::board::{Line, StopCause};
use crate::check::{CheckOptions, Session};
use crate::levels::Levels;
use crate::lint::GameKey;
use crate::syntax::ast::{Game, GameResult};
use crate::syntax::boundary::game_starts;
use crate::syntax::{Notation, games_with};
use crate::{Diagnostic, Span};

/// One checked game, with spans relative to the start of its piece.
#[derive(Debug)]
pub(crate) struct GameEntry {
    /// The 0-based position of the game in its piece.
    pub local: usize,
    /// The game's span.
    pub span: Span,
    /// Its first tag pair (or its span, without tags).
    pub head: Span,
    /// `White - Black, Event, Round`, or `None` for a game with none of these tags.
    pub name: Option<String>,
    /// Its game termination marker's result.
    pub result: Option<GameResult>,
    /// For a game with moves: its key for `duplicate-game`, spans from the piece's start (see
    /// [`super::duplicates`]).
    pub duplicate_key: Option<GameKey>,
    /// Its diagnostics with their configured severities, `duplicate-game` left out.
    pub diagnostics: Vec<Diagnostic>,
    /// Moves in another notation where the board knows the move: the move's span and its
    /// numeric form (`Nf3` -> `7163`).
    pub numeric_forms: Vec<(Span, String)>,
    /// Syntax errors that no fix repairs (fix-all is not offered while there are some).
    pub unfixable_syntax_errors: usize,
}

/// A piece of the text between two game starts, and its checked games.
#[derive(Debug)]
pub(crate) struct Piece {
    /// Byte offset of the piece in the document.
    pub start: usize,
    len: usize,
    hash: u64,
    /// Its games, in order.
    pub games: Vec<GameEntry>,
}

/// The check of one document.
#[derive(Debug, Default)]
pub(crate) struct Analysis {
    /// The pieces of the text, in order.
    pub pieces: Vec<Piece>,
    /// `duplicate-game` diagnostics, with spans in the document.
    pub duplicates: Vec<Diagnostic>,
    text: String,
    options: Option<(Levels, Notation)>,
    /// How many pieces the last update checked (the others were reused).
    pub rechecked: usize,
}

/// A game of the document: its 1-based index, the start of its piece (add it to the game's
/// spans) and the game.
pub(crate) struct Located<'a> {
    pub index: usize,
    pub base: usize,
    pub entry: &'a GameEntry,
}

impl Analysis {
    /// Checks `text` with `levels`, reusing the pieces of the previous check whose bytes are
    /// unchanged. `notation` is [`Notation::Auto`] for `.pgn` documents, as in `iccf check`.
    pub fn update(&mut self, text: &str, levels: Levels, notation: Notation) {
        if self.options != Some((levels, notation)) {
            self.pieces.clear();
            self.options = Some((levels, notation));
        }
        let mut old: HashMap<(u64, usize), Vec<Piece>> = HashMap::new();
        for piece in self.pieces.drain(..) {
            old.entry((piece.hash, piece.len)).or_default().push(piece);
        }
        let options = CheckOptions::default()
            .with_levels(levels)
            .with_notation(notation);
        let mut starts: Vec<usize> = std::iter::once(0)
            .chain(game_starts(text.as_bytes()))
            .collect();
        starts.push(text.len());
        self.rechecked = 0;
        for bounds in starts.windows(2) {
            let (start, end) = (bounds[0], bounds[1]);
            if start == end && start != 0 {
                continue;
            }
            let bytes = &text[start..end];
            let hash = hash_of(bytes);
            let reused = old.get_mut(&(hash, bytes.len())).and_then(|candidates| {
                let at = candidates
                    .iter()
                    .position(|p| self.text.get(p.start..p.start + p.len) == Some(bytes))?;
                Some(candidates.swap_remove(at))
            });
            let piece = match reused {
                Some(mut piece) => {
                    piece.start = start;
                    piece
                }
                None => {
                    self.rechecked += 1;
                    Piece {
                        start,
                        len: bytes.len(),
                        hash,
                        games: check_piece(bytes, options),
                    }
                }
            };
            self.pieces.push(piece);
        }
        self.text.clear();
        self.text.push_str(text);
        self.duplicates = super::duplicates::find(self, levels);
    }

    /// Every game of the document, in order.
    pub fn games(&self) -> impl Iterator<Item = Located<'_>> {
        self.pieces
            .iter()
            .flat_map(|p| p.games.iter().map(move |entry| (p.start, entry)))
            .enumerate()
            .map(|(i, (base, entry))| Located {
                index: i + 1,
                base,
                entry,
            })
    }

    /// The game whose span contains byte `offset` of the document (or ends just before it).
    pub fn game_at(&self, offset: usize) -> Option<Located<'_>> {
        self.games().find(|g| {
            let span = g.entry.span;
            g.base + span.offset() <= offset && offset <= g.base + span.end()
        })
    }

    /// The tree of a game, parsed again from its piece (spans relative to the piece).
    pub fn tree(&self, located: &Located) -> Option<Game> {
        let notation = self.options.map_or(Notation::Numeric, |(_, n)| n);
        let at = self.pieces.partition_point(|p| p.start < located.base);
        let piece = self.pieces.get(at).filter(|p| p.start == located.base)?;
        let text = self.text.get(piece.start..piece.start + piece.len)?;
        games_with(text, crate::check::parse_options(notation))
            .nth(located.entry.local)
            .map(|parsed| parsed.game)
    }

    /// Every diagnostic of the document with spans in the document, in source order.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        let mut all: Vec<Diagnostic> = self
            .games()
            .flat_map(|g| g.entry.diagnostics.iter().map(move |d| shifted(d, g.base)))
            .chain(self.duplicates.iter().cloned())
            .collect();
        all.sort_by_key(|d| (d.span.offset(), d.span.len()));
        all
    }

    /// Moves in another notation with their numeric form, with spans in the document.
    pub fn numeric_forms(&self) -> impl Iterator<Item = (Span, &str)> {
        self.games().flat_map(|g| {
            g.entry
                .numeric_forms
                .iter()
                .map(move |(span, numeric)| (shift(*span, g.base), numeric.as_str()))
        })
    }

    /// Whether some game has a syntax error that no fix repairs.
    pub fn has_unfixable_syntax_errors(&self) -> bool {
        self.games().any(|g| g.entry.unfixable_syntax_errors > 0)
    }
}

fn hash_of(bytes: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

/// Checks the games of one piece (spans relative to its start).
fn check_piece(text: &str, options: CheckOptions) -> Vec<GameEntry> {
    Session::check_piece(text, options)
        .enumerate()
        .map(|(local, checked)| {
            let mut numeric_forms = Vec::new();
            if let Some(replay) = &checked.replay {
                collect_numeric_forms(&replay.mainline, &mut numeric_forms);
            }
            let game = &checked.game;
            GameEntry {
                local,
                span: game.span,
                head: game.tags.first().map_or(game.span, |t| t.span),
                name: game_name(game),
                result: game.termination.map(|t| t.result),
                duplicate_key: checked.duplicate_key,
                diagnostics: checked.diagnostics,
                numeric_forms,
                unfixable_syntax_errors: checked.unfixable_syntax_errors,
            }
        })
        .collect()
}

/// `White - Black, Event, Round` (unknown players as `?`; an unknown event or round left out),
/// or `None` for a game without any of these tags.
fn game_name(game: &Game) -> Option<String> {
    let known = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
    };
    if ["White", "Black", "Event", "Round"]
        .iter()
        .all(|t| known(t).is_none())
    {
        return None;
    }
    let mut name = format!(
        "{} - {}",
        known("White").unwrap_or("?"),
        known("Black").unwrap_or("?")
    );
    for tag in ["Event", "Round"] {
        if let Some(value) = known(tag) {
            name.push_str(", ");
            name.push_str(value);
        }
    }
    Some(name)
}

/// The moves where a line stopped because they are in another notation, with the numeric form
/// of the move the board found for them.
fn collect_numeric_forms(line: &Line, out: &mut Vec<(Span, String)>) {
    if let Some(stop) = &line.stop
        && stop.cause == StopCause::SyntaxError
        && let Some(numeric) = &stop.numeric_equivalent
    {
        out.push((stop.span, numeric.clone()));
    }
    let nested = line
        .leading_variations
        .iter()
        .chain(&line.stopped_variations)
        .chain(line.move_variations())
        .chain(line.resumed.as_deref());
    for variation in nested {
        collect_numeric_forms(variation, out);
    }
}

/// `span` moved by `base` bytes.
pub(crate) fn shift(span: Span, base: usize) -> Span {
    Span::new(span.offset() + base, span.len())
}

/// A copy of `diagnostic` with every span (labels, fixes and the edits of the move meant too)
/// moved by `base` bytes.
pub(crate) fn shifted(diagnostic: &Diagnostic, base: usize) -> Diagnostic {
    let mut d = diagnostic.clone();
    if base == 0 {
        return d;
    }
    d.span = shift(d.span, base);
    for label in &mut d.related {
        label.span = shift(label.span, base);
    }
    let fixes = d.fix.iter_mut().flat_map(|fix| &mut fix.edits);
    let meant = d
        .meant
        .iter_mut()
        .map(|m| &mut **m)
        .chain(&mut d.meant_candidates);
    for edit in fixes.chain(meant.flat_map(|m| &mut m.edits)) {
        edit.span = shift(edit.span, base);
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Code;
    use crate::levels::Level;

    const GAME_A: &str = "[Event \"A\"]\n\n1. 5254 5755 2. 7163 *\n\n";
    const GAME_B: &str = "[Event \"B\"]\n\n1. 4244 4745 *\n\n";

    fn codes(analysis: &Analysis) -> Vec<(&'static str, usize)> {
        analysis
            .diagnostics()
            .iter()
            .map(|d| (d.code.as_str(), d.span.offset()))
            .collect()
    }

    /// What `iccf check` finds in `text`, for comparison.
    fn whole(text: &str, notation: Notation) -> Vec<(&'static str, usize)> {
        let options = CheckOptions::default().with_notation(notation);
        crate::check::check_games(text, options)
            .flat_map(|g| g.diagnostics)
            .map(|d| (d.code.as_str(), d.span.offset()))
            .collect()
    }

    #[test]
    fn an_edit_rechecks_only_its_game_and_matches_a_whole_check() {
        let before = format!("{GAME_A}{GAME_B}{GAME_A}");
        let mut analysis = Analysis::default();
        analysis.update(&before, Levels::default(), Notation::Numeric);
        assert_eq!(analysis.rechecked, 3);
        assert_eq!(codes(&analysis), whole(&before, Notation::Numeric));
        // Break the middle game's move: the games around it are reused.
        let after = before.replacen("4745", "4759", 1);
        analysis.update(&after, Levels::default(), Notation::Numeric);
        assert_eq!(analysis.rechecked, 1);
        let found = codes(&analysis);
        assert!(found.contains(&("S002", after.find("4759").unwrap() + 2)));
        assert_eq!(found, whole(&after, Notation::Numeric));
    }

    #[test]
    fn inserting_text_before_a_game_moves_its_diagnostics() {
        let broken_b = GAME_B.replace("4745", "47459");
        let before = format!("{GAME_A}{broken_b}");
        let mut analysis = Analysis::default();
        analysis.update(&before, Levels::default(), Notation::Numeric);
        let after = format!("{{½ 😀}}\n{before}");
        analysis.update(&after, Levels::default(), Notation::Numeric);
        assert_eq!(codes(&analysis), whole(&after, Notation::Numeric));
    }

    #[test]
    fn new_levels_check_everything_again() {
        let text = format!("{GAME_A}{GAME_B}");
        let mut analysis = Analysis::default();
        analysis.update(&text, Levels::default(), Notation::Numeric);
        let mut levels = Levels::default();
        levels.set(Code::SevenTagRoster, Level::Allow);
        analysis.update(&text, levels, Notation::Numeric);
        assert_eq!(analysis.rechecked, 2);
        assert!(codes(&analysis).iter().all(|(code, _)| *code != "L003"));
    }

    #[test]
    fn numeric_forms_of_moves_in_another_notation() {
        let text = "1. 5254 5755 2. Nf3 2836 *";
        let mut analysis = Analysis::default();
        analysis.update(text, Levels::default(), Notation::Numeric);
        let forms: Vec<_> = analysis.numeric_forms().collect();
        assert_eq!(forms, [(Span::new(16, 3), "7163")]);
    }
}
