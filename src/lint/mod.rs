//! The lint layer: house rules of correspondence chess read from the tree and the board replay
//! (move numbers, tags, dates, results, duplicates, timestamps), their configuration (`iccf.toml`),
//! and their automatic fixes (applied by [`crate::check::fix_text`]).
//!
//! The lint layer never reads the text again: every rule works on the [`Game`] tree of the syntax
//! layer and, when the board ran, on its [`Replay`]. Rules live one per file in `rules/`, named
//! after the rule. State that spans games (the duplicate-game index) lives in a [`Linter`], which
//! keeps a compact hash per game, never the games, so that archives of any size stream through.
//!
//! Levels ([`Level`](crate::levels::Level), [`Levels`]) apply to every code, syntax and board
//! codes included, and live in [`crate::levels`].

pub mod config;
mod rules;

use crate::board::Replay;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::levels::Levels;
use crate::syntax::ast::Game;
use crate::syntax::{MovesHash, PlainFacts, PlainMainLine};

pub use config::{CONFIG_FILE_NAME, Config, ConfigError, find_config_file};
pub use rules::duplicate_game::GameKey;

/// The state of the lint layer across games (and files): the index of the games seen, for the
/// `duplicate-game` rule. One `Linter` per run; [`Linter::start_source`] before each file.
#[derive(Debug, Default)]
pub struct Linter {
    duplicates: rules::duplicate_game::Index,
    sources: Vec<String>,
    segment: usize,
}

impl Linter {
    /// A linter that has seen no game.
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts a new source (file): the spans of the next games point into its text, and a
    /// duplicate of a game of an earlier source names that source instead of pointing at it.
    pub fn start_source(&mut self, name: impl Into<String>) {
        self.sources.push(name.into());
        self.segment = 0;
    }

    /// Starts a new segment of the current source: a piece of a file parsed apart, whose spans
    /// count from the piece's start. A duplicate of a game of an earlier segment names that game
    /// by number instead of pointing at it.
    pub fn start_segment(&mut self) {
        self.segment += 1;
    }

    /// The lint diagnostics of one game, in source order, with their default severities (the
    /// caller applies [`Levels`]); rules that `levels` allows do not run.
    ///
    /// `index` is the 1-based position of the game in its source; `replay` is the board replay
    /// when the board ran.
    pub fn lint_game(
        &mut self,
        game: &Game,
        replay: Option<&Replay>,
        index: usize,
        levels: &Levels,
    ) -> Vec<Diagnostic> {
        let (mut out, key) = Self::lint_game_detached(game, None, replay, levels);
        if let Some(key) = key {
            out.extend(self.duplicate_of(key, index));
        }
        out.sort_by_key(|d| (d.span.offset(), d.span.len()));
        out
    }

    /// [`Linter::lint_game`] without the game's place in the run, callable on any thread: every
    /// rule but `duplicate-game`, whose key is returned instead (when that rule is enabled and
    /// the game has moves), for [`Linter::duplicate_of`] to decide in input order. `plain`: what
    /// the syntax layer's plain reading found out, when it read this very game, unchanged since
    /// ([`ParsedGame::plain`](crate::syntax::ParsedGame::plain)); the rules then take their
    /// facts from it instead of a walk of the main line. Pass `None` for a tree built or
    /// changed otherwise: facts of another tree would skip rules that apply.
    pub fn lint_game_detached(
        game: &Game,
        plain: Option<PlainFacts>,
        replay: Option<&Replay>,
        levels: &Levels,
    ) -> (Vec<Diagnostic>, Option<GameKey>) {
        let facts = match plain {
            Some(plain) => rules::MainLineFacts::of_plain(plain),
            None => rules::MainLineFacts::of(game),
        };
        Self::lint_context(&rules::Context::new(game, None, facts, replay, levels))
    }

    /// [`Linter::lint_game_detached`] of a game whose main line the plain reading kept compact
    /// (its `movetext` is empty), with what the reading found out. The game must be numbered
    /// in the standard form ([`PlainFacts::standard_numbering`]): the rule that judges other
    /// numbering walks the elements. `replayed`: the board's replay of the main line with the
    /// hash of its moves it took as it played them (`board::replay_plain`).
    pub(crate) fn lint_plain_game_detached(
        game: &Game,
        main_line: &PlainMainLine,
        plain: PlainFacts,
        replayed: Option<(&Replay, MovesHash)>,
        levels: &Levels,
    ) -> (Vec<Diagnostic>, Option<GameKey>) {
        debug_assert!(plain.standard_numbering && game.movetext.is_empty());
        let facts = rules::MainLineFacts::of_plain(plain);
        let (replay, replayed_moves) = replayed.unzip();
        let context = rules::Context {
            replayed_moves,
            ..rules::Context::new(game, Some(main_line), facts, replay, levels)
        };
        Self::lint_context(&context)
    }

    /// The rules on `context`: their diagnostics in source order and the game's key for
    /// `duplicate-game` (see [`Linter::lint_game_detached`]).
    fn lint_context(context: &rules::Context) -> (Vec<Diagnostic>, Option<GameKey>) {
        let mut out = Vec::new();
        rules::run(context, &mut out);
        out.sort_by_key(|d| (d.span.offset(), d.span.len()));
        let key = context
            .levels
            .enabled(Code::DuplicateGame)
            .then(|| rules::duplicate_game::key(context))
            .flatten();
        (out, key)
    }

    /// Records the game `key` (game `index` of the current source and segment) and returns the
    /// `duplicate-game` diagnostic, with its default severity, when an earlier game had the same
    /// key. Call it in input order.
    pub fn duplicate_of(&mut self, key: GameKey, index: usize) -> Option<Diagnostic> {
        let here = rules::duplicate_game::Place {
            source: self.sources.len().saturating_sub(1),
            segment: self.segment,
            index,
        };
        self.duplicates.record(key, here, &self.sources)
    }
}
