//! The one driver of the check for every front end (the command line, the language server, the
//! web server, embedding programs): a [`Session`] owns what spans files (the `duplicate-game`
//! index) and checks a whole text into a [`FileReport`], or piece by piece on several threads.

use super::{
    CheckOptions, CheckedGame, CheckedGames, FixOutcome, check_game_detached, resolve_duplicate,
};
use crate::diagnostic::{Diagnostic, Severity};
use crate::lint::{GameKey, Linter};
use crate::render::{Format, GameLabel, Renderer, Source};
use crate::span::LineIndex;

/// A run of checks over one or more texts (files): the options and the index of the games seen,
/// so that `duplicate-game` finds a copy of a game in an earlier file too.
///
/// # Examples
///
/// ```
/// use iccf::check::{CheckOptions, Session};
/// use iccf::render::Format;
///
/// let mut session = Session::new(CheckOptions::default());
/// let report = session.check_text("game.iccf", "1. 5254 5755 2. 5354 *\n");
/// assert!(report.has_errors());
/// let short = report.render(Format::Short);
/// assert!(short.contains("game.iccf:1:17: error[B001]: no piece stands on 53 (e3) [game 1]\n"));
/// let again = session.check_text("copy.iccf", "1. 5254 5755 2. 5354 *\n");
/// assert!(again.render(Format::Short).contains("warning[L006]: game 1 is a copy of game 1 of `game.iccf`"));
/// ```
#[derive(Debug)]
pub struct Session {
    options: CheckOptions,
    linter: Linter,
}

impl Session {
    /// A session that has seen no game, checking with `options` (their levels decide which
    /// codes are reported, and with what severity).
    pub fn new(options: CheckOptions) -> Self {
        Self {
            options,
            linter: Linter::new(),
        }
    }

    /// The options the next source is checked with.
    pub fn options(&self) -> CheckOptions {
        self.options
    }

    /// Checks the whole `text` of the source `name` (a path as the user wrote it, or a name
    /// such as `<stdin>`): every game in source order, then the file's own diagnostics (S036
    /// for a text with no game). Spans are byte offsets into `text`.
    pub fn check_text(&mut self, name: &str, text: &str) -> FileReport {
        let games: Vec<CheckedGame> = self.check_games(name, text).collect();
        let file_diagnostics = if games.is_empty() {
            self.file_diagnostic(crate::syntax::empty_file())
                .into_iter()
                .collect()
        } else {
            Vec::new()
        };
        FileReport {
            name: name.to_string(),
            index: LineIndex::new(text),
            text: text.to_string(),
            games,
            file_diagnostics,
        }
    }

    /// Checks the games of the source `name` one by one as the iterator is advanced, in
    /// bounded memory (a game is dropped once the caller drops it): [`Session::check_text`]
    /// without keeping the games, and without the file's own diagnostics.
    pub fn check_games<'a>(&'a mut self, name: &str, text: &'a str) -> CheckedGames<'a> {
        self.start_source(name, self.options);
        super::check_games_with(text, self.options, &mut self.linter)
    }

    /// Starts the source `name`, checked with `options` (a front end may read each file with
    /// its own: the levels of the `iccf.toml` beside it, PGN's notation for a `.pgn` file). For
    /// checking a source piece by piece: [`Session::check_piece`] on any thread, then
    /// [`Session::resolve`] for each game in input order.
    pub fn start_source(&mut self, name: &str, options: CheckOptions) {
        self.options = options;
        self.linter.start_source(name);
    }

    /// Starts the next piece of the current source: a piece of a file read apart, whose spans
    /// count from the piece's start.
    pub fn start_segment(&mut self) {
        self.linter.start_segment();
    }

    /// Checks the games of one piece of text with `options`, on any thread: everything but the
    /// `duplicate-game` decision, which [`Session::resolve`] makes in input order. Spans are
    /// byte offsets into `text`; each game's index counts from 1 in the piece. The games are
    /// checked as the iterator is advanced, so that a caller that keeps only what it reports
    /// holds one game's tree and replay at a time.
    pub fn check_piece(
        text: &str,
        options: CheckOptions,
    ) -> impl Iterator<Item = CheckedGame> + Send + '_ {
        crate::syntax::games_with(text, options.parse_options())
            .map(move |parsed| check_game_detached(parsed, options))
    }

    /// Decides whether a game checked by [`Session::check_piece`] (its
    /// [`CheckedGame::duplicate_key`]) copies a game seen before in this session, adding
    /// `duplicate-game` to `diagnostics` in its place with the level of the current source.
    /// `index` is the game's 1-based position in its source. Call it in input order.
    pub fn resolve(
        &mut self,
        key: Option<GameKey>,
        index: usize,
        diagnostics: &mut Vec<Diagnostic>,
    ) {
        if let Some(key) = key {
            resolve_duplicate(
                diagnostics,
                key,
                index,
                &mut self.linter,
                &self.options.levels,
            );
        }
    }

    /// The diagnostics a file has of its own, not of one of its games, with the levels of the
    /// current source applied: `diagnostic` (an encoding finding, S036 for a file with no game)
    /// or nothing when its code is allowed.
    pub fn file_diagnostic(&self, diagnostic: Diagnostic) -> Option<Diagnostic> {
        let mut kept = vec![diagnostic];
        self.options.levels.apply(&mut kept);
        kept.pop()
    }

    /// The fixes of `iccf check --fix` on `text`, round after round, with this session's
    /// options (see [`super::fix_text`]); `force` fixes what can be fixed even when notation
    /// errors without a fix are left.
    pub fn fix_text(&self, text: &str, force: bool) -> FixOutcome {
        super::fix_text(text, self.options, force)
    }
}

/// The check of one whole text: its name, the text once, its checked games and the diagnostics
/// of the file itself.
#[derive(Debug)]
#[non_exhaustive]
pub struct FileReport {
    /// The name shown for the source.
    pub name: String,
    /// The text every span points into.
    pub text: String,
    /// The line index of `text`.
    pub index: LineIndex,
    /// The games, in source order, each with its diagnostics in source order.
    pub games: Vec<CheckedGame>,
    /// Diagnostics of the file, not of one game (S036: no game in the file).
    pub file_diagnostics: Vec<Diagnostic>,
}

impl FileReport {
    /// The source the diagnostics point into, for the writers of [`crate::render`].
    pub fn source(&self) -> Source<'_> {
        Source::new(&self.name, &self.text, &self.index)
    }

    /// Every diagnostic in report order (the file's own first, then game by game), with the
    /// game it belongs to.
    pub fn diagnostics(&self) -> impl Iterator<Item = (Option<&CheckedGame>, &Diagnostic)> {
        let file = self.file_diagnostics.iter().map(|d| (None, d));
        let games = self
            .games
            .iter()
            .flat_map(|g| g.diagnostics.iter().map(move |d| (Some(g), d)));
        file.chain(games)
    }

    /// How many diagnostics have `severity`.
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics()
            .filter(|(_, d)| d.severity == severity)
            .count()
    }

    /// Whether any diagnostic is an error (`iccf check` exits with 1).
    pub fn has_errors(&self) -> bool {
        self.diagnostics().any(|(_, d)| d.is_error())
    }

    /// The report in `format`, as `iccf check --format FORMAT` writes it for this file (the
    /// human one without colour, 100 columns wide; without the summary line).
    pub fn render(&self, format: Format) -> String {
        let mut renderer = Renderer::new(format);
        let source = self.source();
        let mut out = Vec::new();
        renderer.start_file(&source);
        for (game, diagnostic) in self.diagnostics() {
            let label = game.map(|g| GameLabel::of(g.index, &g.game));
            // Writing to a Vec cannot fail.
            let _ = renderer.render(&mut out, &source, label.as_ref(), diagnostic);
        }
        let _ = renderer.finish(&mut out, true);
        String::from_utf8_lossy(&out).into_owned()
    }
}
