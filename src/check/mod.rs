//! The whole check of `iccf check`, for embedding: syntax, then the board, then the lint rules
//! (and the T rules of reflection time, when a time control is known), game by game, with every
//! diagnostic of a game in source order and its configured severity.

mod fix;
mod session;

pub use fix::{FixOutcome, Fixed, apply_fixes, fix_text, fix_text_with};
pub use session::{FileReport, Session};

use crate::board::{self, Replay};
use crate::codes::{Code, Layer};
use crate::diagnostic::{Diagnostic, Severity};
use crate::levels::Levels;
use crate::lint::{GameKey, Linter};
use crate::reflection::{self, Control, stamp::Stamp};
use crate::span::Span;
use crate::syntax::ast::Game;
use crate::syntax::{self, Games, Notation, ParseOptions, ParsedGame, PlainFacts, PlainMainLine};

/// What to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CheckOptions {
    /// Replay the moves on a board (off: notation only, `--syntax-only`).
    pub board: bool,
    /// The notation the moves are expected in (the moves are numbered from where the FEN tag
    /// says: see [`parse_options`]).
    pub notation: Notation,
    /// Run the lint rules (on by default).
    pub lint: bool,
    /// The level of each code (allowed codes are dropped, the others get their severity).
    pub levels: Levels,
    /// The time control the T rules check against (`--control`); without it, a game's
    /// `TimeControl` tag in days, and without that the T rules do not run.
    pub time_control: Option<Control>,
    /// The event's start, from which White's first move is counted by the T rules.
    pub event_start: Option<Stamp>,
    /// Keep every game's movetext in [`CheckedGame::game`] (on by default). Off, a game the
    /// plain reading reads (tag pairs, White's move numbers, numeric moves, maybe a comment
    /// before the result, the result) is checked from a compact form of its main line when
    /// the board has nothing to say about it and it has no time control to check, without
    /// building its elements, and its `movetext` is left empty, whatever the lint rules find
    /// (a missing roster tag, a date): for a front end that reports only the diagnostics
    /// (`iccf check`). The diagnostics, the replay and the `duplicate-game` key are the ones
    /// the elements give.
    pub keep_movetext: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        Self {
            board: true,
            notation: Notation::default(),
            lint: true,
            levels: Levels::default(),
            time_control: None,
            event_start: None,
            keep_movetext: true,
        }
    }
}

impl CheckOptions {
    /// Sets whether the moves are replayed on a board.
    #[must_use]
    pub fn with_board(mut self, board: bool) -> Self {
        self.board = board;
        self
    }

    /// Sets the notation the moves are expected in.
    #[must_use]
    pub fn with_notation(mut self, notation: Notation) -> Self {
        self.notation = notation;
        self
    }

    /// Sets whether the lint rules run.
    #[must_use]
    pub fn with_lint(mut self, lint: bool) -> Self {
        self.lint = lint;
        self
    }

    /// Sets the levels of the codes.
    #[must_use]
    pub fn with_levels(mut self, levels: Levels) -> Self {
        self.levels = levels;
        self
    }

    /// Sets the time control of the T rules (see [`crate::reflection`]).
    #[must_use]
    pub fn with_time_control(mut self, control: Option<Control>) -> Self {
        self.time_control = control;
        self
    }

    /// Sets the event's start, from which White's first move is counted.
    #[must_use]
    pub fn with_event_start(mut self, start: Option<Stamp>) -> Self {
        self.event_start = start;
        self
    }

    /// Sets whether every game keeps its movetext ([`CheckOptions::keep_movetext`]).
    #[must_use]
    pub fn with_keep_movetext(mut self, keep: bool) -> Self {
        self.keep_movetext = keep;
        self
    }

    /// The options the games are parsed with: [`parse_options`] of the notation, with compact
    /// main lines when the movetext need not be kept, which take the hash of their moves as
    /// they are read when the board does not run (with the board, the key hashes the moves
    /// replayed).
    pub(crate) fn parse_options(self) -> ParseOptions {
        parse_options(self.notation)
            .with_compact_main_line(!self.keep_movetext)
            .with_hash_moves(!self.keep_movetext && !self.board)
    }
}

/// The options the check parses with: moves expected in `notation`, numbered from where the
/// FEN tag says ([`board::numbering_of_tags`]), so that the syntax layer counts the moves as the
/// board plays them. Parse with these to read a text as `iccf check` reads it.
///
/// # Examples
///
/// ```
/// use iccf::syntax::{Notation, ParseOptions, games_with};
///
/// let text = "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/K6k b - - 0 40\"]\n\n40... 8887 41. 1112 *";
/// let options = iccf::check::parse_options(Notation::Numeric);
/// assert!(games_with(text, options).next().unwrap().diagnostics.is_empty());
/// // Without the FEN reader the moves are numbered from 1: `40...` is out of sequence.
/// let plain = games_with(text, ParseOptions::default()).next().unwrap();
/// assert!(!plain.diagnostics.is_empty());
/// ```
pub fn parse_options(notation: Notation) -> ParseOptions {
    ParseOptions::with_notation(notation).with_numbering(board::numbering_of_tags)
}

/// One checked game.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct CheckedGame {
    /// The 1-based position of the game in its file.
    pub index: usize,
    /// The tree.
    pub game: Game,
    /// The replay, unless the board was switched off.
    pub replay: Option<Replay>,
    /// Every diagnostic of the game (syntax, board, lint) that its level does not allow, with
    /// its configured severity, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// How many syntax errors without a fix the game has, counted before levels apply (an
    /// allowed one counts too): text that could not be read, so that `--fix` must not trust the
    /// tree of this game.
    pub unfixable_syntax_errors: usize,
    /// The game's key for `duplicate-game` while it is not decided yet (a game of
    /// [`Session::check_piece`], decided by [`Session::resolve`] in input order); `None` once
    /// decided, or when the rule is allowed.
    pub duplicate_key: Option<GameKey>,
}

impl CheckedGame {
    /// Decides whether this game (checked by [`check_game_detached`]) is a copy of a game seen
    /// before by `linter`, and adds the `duplicate-game` diagnostic in its place (after every
    /// diagnostic at or before the game's head), with its severity from `levels`. Call it in
    /// input order, with [`CheckedGame::index`] set to the game's position in its source.
    pub(crate) fn resolve_duplicate(&mut self, linter: &mut Linter, levels: &Levels) {
        if let Some(key) = self.duplicate_key.take() {
            resolve_duplicate(&mut self.diagnostics, key, self.index, linter, levels);
        }
    }
}

/// [`CheckedGame::resolve_duplicate`] on the diagnostics of a game alone (sorted as
/// [`check_game_detached`] leaves them), for callers that keep only those: game `index` of the
/// current source of `linter` had `key`.
pub(crate) fn resolve_duplicate(
    diagnostics: &mut Vec<Diagnostic>,
    key: GameKey,
    index: usize,
    linter: &mut Linter,
    levels: &Levels,
) {
    let mut found: Vec<Diagnostic> = linter.duplicate_of(key, index).into_iter().collect();
    levels.apply(&mut found);
    for diagnostic in found {
        let at = (diagnostic.span.offset(), diagnostic.span.len());
        let place = diagnostics.partition_point(|d| (d.span.offset(), d.span.len()) <= at);
        diagnostics.insert(place, diagnostic);
    }
}

/// Checks the games of `text` one by one (spans are byte offsets into `text`).
///
/// # Examples
///
/// ```
/// let text = "1. 5254 5755 2. 5354 *";
/// let games: Vec<_> = iccf::check::check_games(text, iccf::check::CheckOptions::default()).collect();
/// let d = games[0].diagnostics.iter().find(|d| d.is_error()).unwrap(); // also L003: no tags
/// assert_eq!((d.code.as_str(), d.span.offset()), ("B001", 16));
/// ```
pub fn check_games(text: &str, options: CheckOptions) -> CheckedGames<'_> {
    CheckedGames {
        games: syntax::games_with(text, options.parse_options()),
        options,
        linter: LinterRef::Owned(Box::default()),
    }
}

/// [`check_games`] with a [`Linter`] that lives across calls, so that `duplicate-game` finds
/// copies in earlier files too ([`Session::check_games`] drives it).
pub(crate) fn check_games_with<'a>(
    text: &'a str,
    options: CheckOptions,
    linter: &'a mut Linter,
) -> CheckedGames<'a> {
    CheckedGames {
        games: syntax::games_with(text, options.parse_options()),
        options,
        linter: LinterRef::Borrowed(linter),
    }
}

#[derive(Debug)]
enum LinterRef<'a> {
    Owned(Box<Linter>),
    Borrowed(&'a mut Linter),
}

impl LinterRef<'_> {
    fn get(&mut self) -> &mut Linter {
        match self {
            LinterRef::Owned(linter) => linter,
            LinterRef::Borrowed(linter) => linter,
        }
    }
}

/// The iterator of [`check_games`] and [`Session::check_games`].
#[derive(Debug)]
pub struct CheckedGames<'a> {
    games: Games<'a>,
    options: CheckOptions,
    linter: LinterRef<'a>,
}

impl Iterator for CheckedGames<'_> {
    type Item = CheckedGame;

    fn next(&mut self) -> Option<CheckedGame> {
        let parsed = self.games.next()?;
        let options = self.options;
        Some(check_game_with(parsed, options, self.linter.get()))
    }
}

/// Checks one parsed game: board replay (unless switched off), lint rules (unless switched
/// off), then the levels. `duplicate-game` sees only this game.
pub(crate) fn check_game(parsed: ParsedGame, options: CheckOptions) -> CheckedGame {
    check_game_with(parsed, options, &mut Linter::new())
}

/// [`check_game`] with a [`Linter`] that has seen the games before this one.
pub(crate) fn check_game_with(
    parsed: ParsedGame,
    options: CheckOptions,
    linter: &mut Linter,
) -> CheckedGame {
    let mut checked = check_game_detached(parsed, options);
    checked.resolve_duplicate(linter, &options.levels);
    checked
}

/// [`check_game`] for checking games on several threads: everything but the `duplicate-game`
/// decision, which needs the games before this one; the game's key is left in
/// [`CheckedGame::duplicate_key`] for [`CheckedGame::resolve_duplicate`], called in input
/// order. The result is then the same as [`check_game_with`]'s.
pub(crate) fn check_game_detached(parsed: ParsedGame, options: CheckOptions) -> CheckedGame {
    let ParsedGame {
        index,
        mut game,
        mut diagnostics,
        plain,
        main_line,
        ..
    } = parsed;
    if let Some(main_line) = main_line {
        let mut replay = None;
        if let Some(checked) =
            check_compact_main_line(&game, &main_line, plain, options, &mut replay)
        {
            return CheckedGame {
                index,
                game,
                replay,
                diagnostics: checked.diagnostics,
                unfixable_syntax_errors: 0,
                duplicate_key: checked.duplicate_key,
            };
        }
        game.movetext = main_line.elements();
    }
    let mut unfixable_syntax_errors = diagnostics
        .iter()
        .filter(|d| {
            d.code.layer() == Layer::Syntax
                && d.code.default_severity() == Severity::Error
                && d.fix.is_none()
        })
        .count();
    let replay = options.board.then(|| board::replay(&game));
    if let Some(replay) = &replay {
        diagnostics.extend(replay.diagnostics.iter().cloned());
        if replay.stopped_lines > 0 {
            name_meant_moves_of_syntax_errors(&mut diagnostics, &replay.mainline);
        }
        let dropped =
            drop_move_numbers_the_board_confirms(&mut diagnostics, &game, &replay.mainline)
                + drop_move_numbers_after_wrong_side_moves(&mut diagnostics, &game.movetext);
        // A number the repaired replay confirms no longer blocks `--fix`.
        unfixable_syntax_errors = unfixable_syntax_errors.saturating_sub(dropped);
    }
    let mut duplicate_key = None;
    if options.lint {
        let (lints, key) =
            Linter::lint_game_detached(&game, plain, replay.as_ref(), &options.levels);
        diagnostics.extend(lints);
        duplicate_key = key;
        diagnostics.extend(time_rules(&game, &options));
    }
    settle(&mut diagnostics, &options.levels);
    CheckedGame {
        index,
        game,
        replay,
        diagnostics,
        unfixable_syntax_errors,
        duplicate_key,
    }
}

/// The last steps of a game's check, on all its diagnostics: the lints on the bytes of a syntax
/// error dropped, the `levels` applied, notes of hidden errors dropped, reading order.
fn settle(diagnostics: &mut Vec<Diagnostic>, levels: &Levels) {
    drop_number_lints_on_syntax_errors(diagnostics);
    levels.apply(diagnostics);
    drop_notes_of_hidden_errors(diagnostics);
    sort_in_reading_order(diagnostics);
}

/// What [`check_compact_main_line`] found (the replay is written in the caller's place).
struct CompactCheck {
    diagnostics: Vec<Diagnostic>,
    duplicate_key: Option<GameKey>,
}

/// The check of a game whose main line the plain reading kept compact, without its elements:
/// the replay of its moves as read plainly, the lint rules with the facts of the plain reading.
/// `None` when the game needs its elements: a finding of the board
/// ([`board::replay_plain`]), numbering other than the standard form, a time control to check,
/// no move. Then the caller builds the elements and checks them as any game, which gives the
/// same result where this one gives one (the tests compare the two on the corpus).
///
/// The replay (with the board) is written into `replay`, the caller's place for it: returned
/// through here and the caller's result, its 680 bytes were copied some five times a game.
fn check_compact_main_line(
    game: &Game,
    main_line: &PlainMainLine,
    plain: Option<PlainFacts>,
    options: CheckOptions,
    replay: &mut Option<Replay>,
) -> Option<CompactCheck> {
    let plain = plain.filter(|facts| facts.standard_numbering)?;
    if main_line.move_count() == 0 || (options.lint && time_control_applies(game, &options)) {
        return None;
    }
    let replayed_moves = if options.board {
        Some(board::replay_plain(game, main_line, replay)?)
    } else {
        None
    };
    let (mut diagnostics, duplicate_key) = if options.lint {
        let replayed = replay.as_ref().zip(replayed_moves);
        Linter::lint_plain_game_detached(game, main_line, plain, replayed, &options.levels)
    } else {
        (Vec::new(), None)
    };
    settle(&mut diagnostics, &options.levels);
    Some(CompactCheck {
        diagnostics,
        duplicate_key,
    })
}

/// The T diagnostics of the game's reflection time, when a control is known (the options', or
/// the game's `TimeControl` tag in days).
fn time_rules(game: &Game, options: &CheckOptions) -> Vec<Diagnostic> {
    if !time_control_applies(game, options) {
        return Vec::new();
    }
    reflection::count(game, &time_settings(options)).diagnostics
}

/// Whether the T rules run on `game`: a control is known for it.
fn time_control_applies(game: &Game, options: &CheckOptions) -> bool {
    time_settings(options).control_for(game).is_some()
}

/// The settings of the T rules of a check.
fn time_settings(options: &CheckOptions) -> reflection::Settings {
    reflection::Settings {
        control: options.time_control,
        start: options.event_start,
        leave: Vec::new(),
    }
}

/// Where the board found the move meant at a move the syntax layer could not read (`4545`,
/// `5290`, `Nf3` among numeric moves), the syntax error on it says so: its help gets the
/// board's words and its `meant` the repair. The board reports no diagnostic of its own there
/// (one mistake, one diagnostic); this joins what the two layers found without either
/// rewriting the other.
fn name_meant_moves_of_syntax_errors(diagnostics: &mut [Diagnostic], line: &board::Line) {
    for stop_line in line.lines() {
        let Some(stop) = &stop_line.stop else {
            continue;
        };
        let Some(repair) = &stop.repair else { continue };
        if stop.cause != board::StopCause::SyntaxError {
            continue;
        }
        let overlaps = |d: &Diagnostic| {
            d.span.offset() < stop.span.end().max(stop.span.offset() + 1)
                && stop.span.offset() < d.span.end().max(d.span.offset() + 1)
        };
        if let Some(error) = diagnostics.iter_mut().find(|d| {
            d.code.layer() == Layer::Syntax && d.severity == Severity::Error && overlaps(d)
        }) {
            // The move found comes first; candidates only after what is known for sure.
            let accepted = repair.accepted();
            // A second repair on one error (two moves glued, `Nf3Nc6`) comes after the first.
            let second = error.meant.is_some();
            if error.help.as_ref().is_some_and(String::is_empty) {
                error.help = None;
            }
            let placeholder = Diagnostic::new(error.code, error.span, "");
            *error = std::mem::replace(error, placeholder).with_more_catalogue_help(
                repair.help_phrases.clone(),
                accepted.is_some() && !second,
            );
            match accepted {
                Some(meant) => error.meant = Some(Box::new(meant.clone())),
                None => error.meant_candidates.clone_from(&repair.meant),
            }
        }
    }
}

/// Drops each S014 (`move-number-out-of-sequence`) on a move number after a repaired slip
/// that the board's replay confirms: a move left out or written twice shifts the syntax
/// layer's count of the moves by one ply, but the numbers after it are right (one mistake, one
/// diagnostic); so is the number just before a slip when it names the ply it stands before
/// once the repair is written (`9. 3233 10. 3153`: Black's move 9 left out, written before the
/// `10.`). The board does not rewrite the syntax diagnostic; the driver sees both. Returns how
/// many were dropped.
fn drop_move_numbers_the_board_confirms(
    diagnostics: &mut Vec<Diagnostic>,
    game: &Game,
    line: &board::Line,
) -> usize {
    use shakmaty::Position;
    use std::collections::HashMap;
    if !diagnostics
        .iter()
        .any(|d| d.code == Code::MoveNumberOutOfSequence)
    {
        return 0;
    }
    // Each move replayed after a repair, and each repaired slip: its offset, and the number
    // and side of the ply a move number before it must name.
    let mut after_repairs: HashMap<usize, (u32, shakmaty::Color)> = HashMap::new();
    for stopped in line.lines() {
        let Some(resumed) = stopped.resumed.as_deref() else {
            continue;
        };
        if let Some(stop) = &stopped.stop
            && let Some(meant) = stop.repair.as_ref().and_then(board::Repair::played)
        {
            after_repairs.insert(
                stop.span.offset(),
                ply_named_before_slip(stopped.end(), meant, stop.span),
            );
        }
        for replayed_line in resumed.lines() {
            for (before, m) in replayed_line.plies() {
                after_repairs.insert(m.span.offset(), (before.fullmoves().get(), before.turn()));
            }
        }
    }
    if after_repairs.is_empty() {
        return 0;
    }
    let mut confirmed = Vec::new();
    confirmed_numbers(&game.movetext, &after_repairs, &mut confirmed);
    let before = diagnostics.len();
    diagnostics.retain(|d| {
        d.code != Code::MoveNumberOutOfSequence || !confirmed.contains(&d.span.offset())
    });
    before - diagnostics.len()
}

/// Drops each S014 (`move-number-out-of-sequence`) on the move number right after a move the
/// board found to be the other side's (B002, `opponent-piece`, which says a move may be
/// missing): a move left out that the repair search could not name shifts the count by half a
/// move there, and the B002 already reports that mistake (one mistake, one diagnostic).
/// Variations too. Returns how many were dropped.
fn drop_move_numbers_after_wrong_side_moves(
    diagnostics: &mut Vec<Diagnostic>,
    elements: &[crate::syntax::ast::Element],
) -> usize {
    if !diagnostics.iter().any(|d| d.code == Code::OpponentPiece)
        || !diagnostics
            .iter()
            .any(|d| d.code == Code::MoveNumberOutOfSequence)
    {
        return 0;
    }
    let wrong_side: Vec<Span> = diagnostics
        .iter()
        .filter(|d| d.code == Code::OpponentPiece)
        .map(|d| d.span)
        .collect();
    let mut after_wrong_side = Vec::new();
    numbers_after_wrong_side_moves(&wrong_side, elements, &mut after_wrong_side);
    let before = diagnostics.len();
    diagnostics.retain(|d| {
        d.code != Code::MoveNumberOutOfSequence || !after_wrong_side.contains(&d.span.offset())
    });
    before - diagnostics.len()
}

/// The offsets of the move numbers of `elements` (variations too) that come right after a move
/// one of the `wrong_side` spans (the B002s) lies on, no other move between them.
fn numbers_after_wrong_side_moves(
    wrong_side: &[Span],
    elements: &[crate::syntax::ast::Element],
    out: &mut Vec<usize>,
) {
    use crate::syntax::ast::Element;
    let mut wrong_side_before = false;
    for element in elements {
        match element {
            Element::Move(m) => {
                wrong_side_before = wrong_side.iter().any(|&span| overlaps(span, m.span));
            }
            Element::MoveNumber(number) if wrong_side_before => {
                out.push(number.span.offset());
                wrong_side_before = false;
            }
            Element::Variation(variation) => {
                numbers_after_wrong_side_moves(wrong_side, &variation.elements, out);
            }
            _ => {}
        }
    }
}

/// The number and side of the ply that a move number written just before the slip at `slip`
/// names once the repair `meant` is written, from the position `before` the slip: the first
/// ply of the repair, or the second when the repair puts a missing move before that number.
fn ply_named_before_slip(
    before: &shakmaty::Chess,
    meant: &crate::diagnostic::Meant,
    slip: Span,
) -> (u32, shakmaty::Color) {
    use shakmaty::{Color, Position};
    let inserted_before_number = meant.kind == crate::diagnostic::SlipKind::MoveMissing
        && meant
            .edits
            .first()
            .is_some_and(|e| e.span.offset() < slip.offset());
    let (number, turn) = (before.fullmoves().get(), before.turn());
    match (inserted_before_number, turn) {
        (false, _) => (number, turn),
        (true, Color::White) => (number, Color::Black),
        (true, Color::Black) => (number + 1, Color::White),
    }
}

/// The offsets of the move numbers in `elements` (variations too) that name the ply of the
/// move after them, as `replayed` gives it.
fn confirmed_numbers(
    elements: &[crate::syntax::ast::Element],
    replayed: &std::collections::HashMap<usize, (u32, shakmaty::Color)>,
    out: &mut Vec<usize>,
) {
    for (number, next) in numbers_before_moves(elements) {
        if let Some(&(fullmoves, turn)) = replayed.get(&next)
            && number.dots.fits_side(turn == shakmaty::Color::Black)
            && number.number == fullmoves
        {
            out.push(number.span.offset());
        }
    }
    for element in elements {
        if let crate::syntax::ast::Element::Variation(variation) = element {
            confirmed_numbers(&variation.elements, replayed, out);
        }
    }
}

/// Each move number of `elements` (one level: not those of its variations) with the offset of
/// the first move after it on that level, in source order; a number with no move after it is
/// left out. One pass from the end.
pub(crate) fn numbers_before_moves(
    elements: &[crate::syntax::ast::Element],
) -> Vec<(&crate::syntax::ast::MoveNumber, usize)> {
    use crate::syntax::ast::Element;
    let mut next_move = None;
    let mut numbers = Vec::new();
    for element in elements.iter().rev() {
        match element {
            Element::Move(m) => next_move = Some(m.span.offset()),
            Element::MoveNumber(number) => numbers.extend(next_move.map(|next| (number, next))),
            _ => {}
        }
    }
    numbers.reverse();
    numbers
}

/// Sorts `diagnostics` in source order, each B020 (`moves-not-checked`) right after the
/// diagnostic it refers to ("see the error on it"): that error may start after the note (a bad
/// promotion digit, the fifth digit of the move the note is on), and a reader meets the
/// error first.
fn sort_in_reading_order(diagnostics: &mut [Diagnostic]) {
    let causes: Vec<Span> = diagnostics
        .iter()
        .filter(|d| d.code != Code::MovesNotChecked)
        .map(|d| d.span)
        .collect();
    diagnostics.sort_by_cached_key(|d| {
        let own = (d.span.offset(), d.span.len(), false);
        if d.code != Code::MovesNotChecked {
            return own;
        }
        causes
            .iter()
            .filter(|&&cause| overlaps(cause, d.span))
            .map(|cause| (cause.offset(), cause.len(), true))
            .max()
            .map_or(own, |after| after.max(own))
    });
}

/// Whether two spans share a byte (an empty span counts as its first byte).
fn overlaps(a: Span, b: Span) -> bool {
    a.offset() < b.end().max(b.offset() + 1) && b.offset() < a.end().max(a.offset() + 1)
}

/// Drops each L001 (`move-number`) on exactly the bytes of a syntax error (`２．`, a move
/// number in full-width digits, is S040 and not also a move number in another form): one
/// mistake, one diagnostic, and no two fixes of the same bytes. (Other lints on those bytes,
/// such as a game without tag pairs starting there, say something else and stay.)
fn drop_number_lints_on_syntax_errors(diagnostics: &mut Vec<Diagnostic>) {
    let errors: Vec<Span> = diagnostics
        .iter()
        .filter(|d| d.code.layer() == Layer::Syntax && d.code.default_severity() == Severity::Error)
        .map(|d| d.span)
        .collect();
    if errors.is_empty() {
        return;
    }
    diagnostics.retain(|d| d.code != Code::MoveNumber || !errors.contains(&d.span));
}

/// Drops each B020 (`moves-not-checked`) whose error the levels hid: the note says "see the
/// error on it", so it stands only beside that error. The moves it counted are then summed by
/// the summary as moves not checked because of allowed errors.
fn drop_notes_of_hidden_errors(diagnostics: &mut Vec<Diagnostic>) {
    if !diagnostics.iter().any(|d| d.code == Code::MovesNotChecked) {
        return;
    }
    let causes: Vec<Span> = diagnostics
        .iter()
        .filter(|d| d.code != Code::MovesNotChecked)
        .map(|d| d.span)
        .collect();
    diagnostics.retain(|d| {
        d.code != Code::MovesNotChecked || causes.iter().any(|&cause| overlaps(cause, d.span))
    });
}
