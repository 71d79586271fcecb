//! The board layer: replays each game on shakmaty (standard chess or Chess960, from the standard
//! position or the FEN tag), reads every numeric move as a legal move, and reports exactly why a
//! move is illegal. It knows chess, not characters: spans only point, and it reports only `B`
//! codes. A move the syntax layer marked as an error is not replayed: the line stops there.
//!
//! [`replay`] walks the main line and every variation (each from the position before the move it
//! replaces). After an illegal move the rest of that line is not replayed (one diagnostic per
//! mistake); other variations and the next games go on.
//!
//! The modules answer one question each: [`fen`] where the game starts; `meant` which legal
//! move a written move means; `illegal` (with `castling`) why a move is illegal; `instead`
//! what is legal instead; `ending` whether the result fits the final position; `line` the walk
//! through the moves. `square`, `promotion` and `names` are the one vocabulary of squares and
//! digits, promotion digits, and side and piece names.

mod castling;
mod ending;
mod fen;
mod illegal;
mod instead;
mod legality;
mod line;
mod meant;
mod names;
mod promotion;
mod repair;
mod square;

use shakmaty::{Chess, Move, Position, Square};

pub use fen::{FirstMove, Rules, first_move, numbering_of_tags};
pub use legality::{castling_move, plain_move};
pub use meant::Reading;
pub use names::piece_name;
pub(crate) use square::castling_king_destination;
pub use square::{NumericSquare, SquareInWords, numeric_square, square_in_words, square_of_digits};

use crate::codes::Code;
use crate::diagnostic::{Diagnostic, Meant};
use crate::span::Span;
use crate::syntax::MovesHash;
use crate::syntax::ast::Game;

/// The replay of one game.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Replay {
    /// The rules the game was replayed under.
    pub rules: Rules,
    /// The starting position; `None` when the game could not be replayed at all (invalid FEN,
    /// a variant other than standard chess and Chess960).
    pub start: Option<Chess>,
    /// The main line.
    pub mainline: Line,
    /// The board diagnostics of the game, in source order.
    pub diagnostics: Vec<Diagnostic>,
    /// How many lines (the main line, variations, the rest of a line after a repair) were cut
    /// short ([`Line::stop`] is set): 0 for most games, which lets a reader skip looking for
    /// stops in every line ([`Line::lines`] walks every move).
    pub stopped_lines: usize,
}

impl Replay {
    /// The position after the last replayed move of the main line (the start when it has none).
    pub fn final_position(&self) -> Option<&Chess> {
        self.start.as_ref().map(|_| self.mainline.end())
    }

    /// The result the board decides at the end of the (complete) main line: 1-0 or 0-1 after
    /// checkmate, 1/2-1/2 after stalemate or in a dead position; `None` when the game is not
    /// over on the board (or the main line stopped early).
    ///
    /// # Examples
    ///
    /// ```
    /// let parsed = iccf::syntax::parse("1. 6263 5755 2. 7274 4884 *");
    /// let replay = iccf::board::replay(&parsed.transcript.games[0]);
    /// assert_eq!(replay.result_on_board(), Some(iccf::syntax::ast::GameResult::BlackWins));
    /// ```
    pub fn result_on_board(&self) -> Option<crate::syntax::ast::GameResult> {
        if !self.mainline_complete() {
            return None;
        }
        ending::result_of(self.final_position()?)
    }

    /// Whether the whole main line was replayed (no syntax error, illegal move or move after the
    /// end of the game cut it short).
    pub fn mainline_complete(&self) -> bool {
        self.start.is_some() && self.mainline.stop.is_none()
    }
}

/// One line of moves (the main line or a variation) as replayed.
///
/// A line keeps its start and its end position, and of each ply only the move: the position
/// before ply `k` is rebuilt by playing the first `k` moves from [`Line::start`] (see
/// [`Line::position_before`], and [`Line::plies`] to walk them all in one pass), so that the
/// replay copies no position per ply.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Line {
    /// The position the line is replayed from: the game's start for the main line, the position
    /// before the move a variation replaces. In the empty main line of a game that could not be
    /// replayed ([`Replay::start`] is `None`), the standard starting position.
    pub start: Chess,
    /// The moves replayed, in order. When the line stopped, the moves up to the one before the
    /// stop.
    pub moves: Vec<ReplayedMove>,
    /// Variations written before the first move of the line, replayed from its start.
    pub leading_variations: Vec<Line>,
    /// The variations that replace a replayed move, each with the index of that move in
    /// [`Line::moves`], by that index and then in source order (read with
    /// [`Line::variations_of`] and [`Line::move_variations`]). Kept here, not in each move,
    /// so that a replayed move is a few bytes with nothing to free.
    move_variations: Vec<(usize, Line)>,
    /// Variations that replace the move where the line stopped, replayed from the position
    /// before it.
    pub stopped_variations: Vec<Line>,
    /// Why and where the line was cut short, if it was.
    pub stop: Option<LineStop>,
    /// When the repair search found the move meant where the line stopped
    /// ([`LineStop::repair`]): the rest of the line, replayed from the position after the
    /// repair. Its moves are the written moves after the ones the repair replaced; it may stop
    /// (and resume) again at a later mistake.
    pub resumed: Option<Box<Line>>,
    /// The position after the last replayed ply ([`Line::end`]).
    end: Chess,
}

impl Line {
    /// The variations that replace the move at `index` of [`Line::moves`], in source order,
    /// each replayed from the position before that move (its [`Line::start`]).
    pub fn variations_of(&self, index: usize) -> impl Iterator<Item = &Line> {
        let from = self.move_variations.partition_point(|(at, _)| *at < index);
        self.move_variations[from..]
            .iter()
            .take_while(move |(at, _)| *at == index)
            .map(|(_, line)| line)
    }

    /// The variations of every replayed move: those of the first move, then of the second,
    /// and so on ([`Line::variations_of`] each).
    pub fn move_variations(&self) -> impl Iterator<Item = &Line> {
        self.move_variations.iter().map(|(_, line)| line)
    }

    /// Adds a variation that replaces the move at `index`, after the ones added before it.
    pub(crate) fn add_variation_of(&mut self, index: usize, variation: Line) {
        let at = self.move_variations.partition_point(|(i, _)| *i <= index);
        self.move_variations.insert(at, (index, variation));
    }

    /// The position before the ply at `index` (0-based) of [`Line::moves`]: [`Line::start`] for
    /// index 0, else the position after ply `index - 1`. `index == moves.len()` gives the
    /// position after the last replayed ply, where a stopped line stopped. Built by playing the
    /// first `index` moves from the start (the end is kept): to visit every ply, use
    /// [`Line::plies`], which plays each move once.
    ///
    /// # Panics
    ///
    /// When `index > moves.len()`.
    ///
    /// # Examples
    ///
    /// ```
    /// use shakmaty::{Color, Position};
    ///
    /// let parsed = iccf::syntax::parse("1. 5254 5755 2. 6134 *");
    /// let line = iccf::board::replay(&parsed.transcript.games[0]).mainline;
    /// assert_eq!(line.position_before(0), line.start);
    /// assert_eq!(line.position_before(1).turn(), Color::Black);
    /// assert_eq!(line.position_before(2).fullmoves().get(), 2);
    /// assert_eq!(&line.position_before(3), line.end());
    /// ```
    pub fn position_before(&self, index: usize) -> Chess {
        assert!(
            index <= self.moves.len(),
            "no ply {index} in a line of {}",
            self.moves.len()
        );
        if index == self.moves.len() {
            return self.end.clone();
        }
        let mut position = self.start.clone();
        for m in &self.moves[..index] {
            m.play_on(&mut position);
        }
        position
    }

    /// An empty line from `start`.
    pub(crate) fn from_start(start: Chess) -> Self {
        Self {
            end: start.clone(),
            start,
            ..Self::default()
        }
    }

    /// The position after the last replayed ply, or [`Line::start`] when none was replayed.
    pub fn end(&self) -> &Chess {
        &self.end
    }

    /// This line and every line inside it, depth first: its variations (leading, of each
    /// move, of the stop) and the rest after a repaired stop ([`Line::resumed`]).
    pub fn lines(&self) -> Vec<&Line> {
        let mut out = vec![self];
        let mut at = 0;
        while let Some(line) = out.get(at).copied() {
            out.extend(
                line.leading_variations
                    .iter()
                    .chain(line.move_variations())
                    .chain(&line.stopped_variations)
                    .chain(line.resumed.as_deref()),
            );
            at += 1;
        }
        out
    }

    /// Every position of the line in order: the start, then the position after each replayed
    /// ply (`moves.len() + 1` positions, the last [`Line::end`]), each move played once.
    ///
    /// ```
    /// let parsed = iccf::syntax::parse("1. 5254 5755 *");
    /// let line = iccf::board::replay(&parsed.transcript.games[0]).mainline;
    /// let positions: Vec<_> = line.positions().collect();
    /// assert_eq!(positions.len(), 3);
    /// assert_eq!((&positions[0], &positions[2]), (&line.start, line.end()));
    /// ```
    pub fn positions(&self) -> impl Iterator<Item = Chess> {
        // The position before each ply, then the end (the position after the last).
        self.plies()
            .map(|(before, _)| before)
            .chain(std::iter::once_with(|| self.end.clone()))
    }

    /// Each replayed ply with the position before it, in order: `(before, ply)`. Each move is
    /// played once, on a copy of the position before it (the position after ply `k` is the
    /// `before` of ply `k + 1`, or [`Line::end`] after the last).
    ///
    /// # Examples
    ///
    /// ```
    /// use shakmaty::Position;
    ///
    /// let parsed = iccf::syntax::parse("1. 5254 5755 *");
    /// let line = iccf::board::replay(&parsed.transcript.games[0]).mainline;
    /// let sides: Vec<_> = line.plies().map(|(before, _)| before.turn()).collect();
    /// assert_eq!(sides, [shakmaty::Color::White, shakmaty::Color::Black]);
    /// ```
    pub fn plies(&self) -> impl ExactSizeIterator<Item = (Chess, &ReplayedMove)> {
        let mut position = self.start.clone();
        self.moves.iter().map(move |m| {
            let before = position.clone();
            m.play_on(&mut position);
            (before, m)
        })
    }
}

/// A line cut short.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LineStop {
    /// The move where it stopped.
    pub span: Span,
    /// Why.
    pub cause: StopCause,
    /// How many later moves of the line (variations not counted) were not checked.
    pub unchecked_moves: usize,
    /// For a move in another notation that the syntax layer reported: the numeric form of that
    /// move on the board, when it is legal (`Nf3` -> `7163`).
    pub numeric_equivalent: Option<String>,
    /// What the repair search found at the stop: the move meant (then [`Line::resumed`] holds
    /// the rest of the line), or the two to five candidates that fit equally well (then the
    /// line goes on with the first when they all replace the same moves with as many plies,
    /// [`Repair::went_on`], and stops here otherwise).
    pub repair: Option<Repair>,
}

/// The repair search's answer at a stop (see [`crate::diagnostic::Meant`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Repair {
    /// One repair, accepted; or two to five candidates, best first, none accepted.
    pub meant: Vec<Meant>,
    /// The words of the help for the error on the slip: "probably 4645 (d5): the last two
    /// digits swapped; with it the next 27 moves are legal".
    pub help: String,
    /// The same words as catalogue phrases, joined with `"; "` into [`Repair::help`].
    pub help_phrases: Vec<crate::i18n::Message>,
    /// For candidates: the line went on after the first of them ([`Line::resumed`] holds the
    /// rest, replayed with it), as all of them play equally far.
    pub went_on: bool,
}

impl Repair {
    /// The accepted repair, when there is one (not a list of candidates).
    pub fn accepted(&self) -> Option<&Meant> {
        match self.meant.as_slice() {
            [one] => Some(one),
            _ => None,
        }
    }

    /// The repair the rest of the line ([`Line::resumed`]) was replayed with: the accepted
    /// one, or the first of candidates the line went on after ([`Repair::went_on`]).
    pub fn played(&self) -> Option<&Meant> {
        self.accepted()
            .or_else(|| self.meant.first().filter(|_| self.went_on))
    }
}

/// Why a line was cut short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StopCause {
    /// The move cannot be read on a board: the syntax layer reported it (the board adds only
    /// a `moves-not-checked` note), or its text is no move at all and no syntax diagnostic
    /// marks it (then the board reports `unreadable-move`).
    SyntaxError,
    /// The move is illegal (a board diagnostic says why).
    IllegalMove,
    /// The position before the move was already checkmate or stalemate.
    GameOver,
}

/// One replayed ply: the move, not the positions (a position is 136 bytes, a move 8):
/// [`Line::plies`] and [`Line::position_before`] rebuild the position before it, and
/// [`ReplayedMove::after`] the one after it. The variations that replace it are its line's
/// ([`Line::variations_of`]).
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ReplayedMove {
    /// The move token in the text.
    pub span: Span,
    /// The legal move; `None` for a null move (PGN input only).
    pub chess_move: Option<shakmaty::Move>,
    /// How the written move was read.
    pub reading: Reading,
}

// A replayed move is pushed at every ply and owns nothing: its Vec drops without a walk.
const _: () = assert!(size_of::<ReplayedMove>() <= 16);

impl ReplayedMove {
    /// The move in canonical ICCF numeric notation (5-digit promotions, castling as the king's
    /// move to its castling square); `--` for a null move. Built from the legal move on demand,
    /// so that the replay allocates nothing per ply for it.
    pub fn numeric(&self) -> String {
        self.chess_move
            .map_or_else(|| "--".to_string(), numeric_of_move)
    }

    /// The position after this ply, given the position `before` it (from [`Line::plies`]).
    ///
    /// ```
    /// use shakmaty::Position;
    ///
    /// let parsed = iccf::syntax::parse("1. 5254 5755 *");
    /// let line = iccf::board::replay(&parsed.transcript.games[0]).mainline;
    /// let (before, first) = line.plies().next().unwrap();
    /// assert_eq!(first.after(&before), line.position_before(1));
    /// ```
    pub fn after(&self, before: &Chess) -> Chess {
        let mut position = before.clone();
        self.play_on(&mut position);
        position
    }

    /// Plays this ply on `position` (the position before it): its move, or for a null move
    /// the turn passing to the other side.
    pub(crate) fn play_on(&self, position: &mut Chess) {
        match self.chess_move {
            Some(m) => position.play_unchecked(m),
            // The replay played this null move, so the position after it is legal.
            None => {
                if let Some(after) = line::pass_the_turn(position) {
                    *position = after;
                }
            }
        }
    }
}

/// Replays `game`: its main line and variations, the result checks, and every board diagnostic.
///
/// Moves that carry `syntax_error` are not replayed and not reported again; their line stops.
///
/// # Examples
///
/// ```
/// let parsed = iccf::syntax::parse("1. 5254 5755 2. 6134 2836 3. 4185 7866 4. 8567 1-0");
/// let replay = iccf::board::replay(&parsed.transcript.games[0]);
/// assert!(replay.diagnostics.is_empty());
/// assert!(replay.final_position().is_some_and(|p| shakmaty::Position::is_checkmate(p)));
///
/// let parsed = iccf::syntax::parse("1. 5254 5755 2. 5354 *");
/// let replay = iccf::board::replay(&parsed.transcript.games[0]);
/// assert_eq!(replay.diagnostics[0].code.as_str(), "B001"); // no piece on e3
/// ```
pub fn replay(game: &Game) -> Replay {
    let not_replayed = |rules, diagnostic| Replay {
        rules,
        start: None,
        mainline: Line::default(),
        diagnostics: vec![diagnostic],
        stopped_lines: 0,
    };
    let rules = match fen::rules_of(game) {
        Ok(rules) => rules,
        Err(name) => {
            let span = game
                .tags
                .iter()
                .find(|t| t.name.eq_ignore_ascii_case("Variant"))
                .map_or(game.span, |t| t.value_span);
            let diagnostic = Diagnostic::from_catalogue(
                Code::UnsupportedVariant,
                span,
                "board-unsupported-variant",
                crate::i18n::Args::new().text("name", name),
            )
            .with_catalogue_label("board-unsupported-variant.label")
            .with_catalogue_help(vec![crate::i18n::Message::new(
                "board-unsupported-variant.help",
                crate::i18n::Args::new(),
            )]);
            return not_replayed(Rules::Standard, diagnostic);
        }
    };
    let start = match fen::start_position(game, rules) {
        Ok(start) => start,
        Err(diagnostic) => return not_replayed(rules, diagnostic),
    };
    let mut replayer = line::Replayer::new(start.rules == Rules::Chess960, start.warnings);
    let mainline = replayer.mainline(&game.movetext, &start.position);
    let mut replay = Replay {
        rules: start.rules,
        start: Some(start.position),
        mainline,
        diagnostics: Vec::new(),
        stopped_lines: replayer.stopped_lines(),
    };
    let mut diagnostics = replayer.into_diagnostics();
    if replay.mainline_complete() {
        diagnostics.extend(ending::check_result(game, &replay));
    }
    diagnostics.sort_by_key(|d| (d.span.offset(), d.span.len()));
    replay.diagnostics = diagnostics;
    replay
}

/// [`replay`] of a game whose main line the plain reading kept compact
/// ([`crate::syntax::PlainMainLine`]; the game's `movetext` is empty), when the board finds
/// nothing: no warning on the start position, every move legal as read plainly (or, castling
/// and promotions, as the full reading reads it without a warning), a result that fits the
/// final position. Then the replay is the one [`replay`] gives the game with its elements;
/// `None` otherwise, for the caller to build the elements and replay them (which reports what
/// was found).
///
/// The replay is written into `replay` (the caller's place, so that its 680 bytes are not
/// copied on the way; left as it was with `None`); returned is the hash of its main line's
/// moves for the `duplicate-game` key ([`replayed_move_word`] of each move), taken as they
/// were played.
pub(crate) fn replay_plain(
    game: &Game,
    main_line: &crate::syntax::PlainMainLine,
    replay: &mut Option<Replay>,
) -> Option<MovesHash> {
    let (variant, fen_tag) = fen::variant_and_fen_tags(&game.tags);
    let rules = fen::rules_of_variant_tag(variant).ok()?;
    // A match, not `.ok()?`: the `Result` (a diagnostic wide) was copied twice on the way.
    let start = match fen::start_position_of_tag(fen_tag, rules) {
        Ok(start) if start.warnings.is_empty() => start,
        _ => return None,
    };
    let rules_960 = start.rules == Rules::Chess960;
    let mut line = Line::from_start(start.position.clone());
    let (moves, moves_hash) = play_plain_moves(
        Vec::with_capacity(main_line.move_count()),
        &mut line.end,
        main_line,
        rules_960,
    )?;
    line.moves = moves;
    // The ending is judged on the line, before the replay is built in its place.
    if !ending::check_line_result(game, &line).is_empty() {
        return None;
    }
    *replay = Some(Replay {
        rules: start.rules,
        start: Some(start.position),
        mainline: line,
        diagnostics: Vec::new(),
        stopped_lines: 0,
    });
    Some(moves_hash)
}

/// A replayed move as one word for the `duplicate-game` key (fed to a
/// [`MovesHash`](crate::syntax::MovesHash)): its from-square (64 for a drop), its to-square as
/// shakmaty gives it (the rook's for castling) and its promotion role (0 for none), a byte
/// each from the lowest; `0xff_ffff` for a null move. `6762` and `67682` replay as one move,
/// so they give one word.
pub(crate) fn replayed_move_word(chess_move: Option<Move>) -> u64 {
    match chess_move {
        Some(m) => u64::from_le_bytes([
            m.from().map_or(64, u8::from),
            u8::from(m.to()),
            m.promotion().map_or(0, |r| r as u8),
            0,
            0,
            0,
            0,
            0,
        ]),
        None => 0xff_ffff,
    }
}

/// [`replayed_move_word`] of a normal move without promotion or an en passant capture from
/// `from` to `to`, without looking at the move's kind.
#[inline]
fn plain_move_word(from: Square, to: Square) -> u64 {
    u64::from(u8::from(from)) | u64::from(u8::from(to)) << 8
}

/// Plays the moves of the compact main line `main_line` on `position` for [`replay_plain`],
/// pushing them to `moves` (owned, not behind a reference to the line, so that its length and
/// capacity stay in registers across the calls); returns `moves` and the hash of the moves
/// played, or `None` at the first move the plain reading does not play without a warning. A
/// function of its own, not inlined into the check: there, the loop kept its hash and counts
/// on the stack (too many values live).
#[inline(never)]
fn play_plain_moves(
    mut moves: Vec<ReplayedMove>,
    position: &mut Chess,
    main_line: &crate::syntax::PlainMainLine,
    rules_960: bool,
) -> Option<(Vec<ReplayedMove>, MovesHash)> {
    let mut moves_hash = MovesHash::default();
    let mut roles = legality::RolesOnSquares::of(position.board());
    for (span, digits) in main_line.moves() {
        let [from_file, from_rank, to_file, to_rank, promotion] = digits;
        // The plain reading read only digits 1-8.
        let from = square::square_of_plain_digits(from_file, from_rank);
        let to = square::square_of_plain_digits(to_file, to_rank);
        debug_assert_eq!(
            (
                square_of_digits(from_file, from_rank),
                square_of_digits(to_file, to_rank)
            ),
            (Some(from), Some(to))
        );
        let plain = match promotion {
            // In standard chess a king that may castle stands on its e-file square, from which
            // no one-square move reaches a castling square: no castling competes.
            0 if !rules_960 => legality::plain_move_on(position, &roles, from, to),
            0 => meant::plain_without_promotion(position, from, to),
            _ => None,
        };
        let (chess_move, reading) = match plain {
            Some(chess_move) => {
                moves_hash.word(plain_move_word(from, to));
                roles.play_plain(from, to, chess_move);
                (chess_move, Reading::Plain)
            }
            // Castling in standard chess, most often: its own test.
            None if promotion == 0
                && !rules_960
                && let Some(castling) = meant::standard_castling(position, from, to) =>
            {
                moves_hash.word(replayed_move_word(Some(castling)));
                roles.play(castling);
                (castling, Reading::Castling)
            }
            // Castling, a promotion, or a move the full reading refuses or warns about.
            None => {
                let numeric = crate::syntax::PlainMainLine::numeric_move_of(span, digits);
                // A numeric move without a separator: its digits are its whole span.
                match meant::resolve_numeric_without_help(position, &numeric, span, rules_960) {
                    Ok(resolved) if resolved.warning.is_none() => {
                        moves_hash.word(replayed_move_word(Some(resolved.chess_move)));
                        roles.play(resolved.chess_move);
                        (resolved.chess_move, resolved.reading)
                    }
                    _ => return None,
                }
            }
        };
        moves.push(ReplayedMove {
            span,
            chess_move: Some(chess_move),
            reading,
        });
        position.play_unchecked(chess_move);
    }
    Some((moves, moves_hash))
}

/// A legal move in ICCF numeric notation: from-square, to-square, promotion digit; castling as
/// the king's move to its castling square (`5171`, also in Chess960).
///
/// # Examples
///
/// ```
/// use shakmaty::{Chess, Position, uci::UciMove};
///
/// let m = "g1f3".parse::<UciMove>().unwrap().to_move(&Chess::default()).unwrap();
/// assert_eq!(iccf::board::numeric_of_move(m), "7163");
/// ```
pub fn numeric_of_move(m: Move) -> String {
    numeric_digits(m).as_str().to_string()
}

/// The digits of [`numeric_of_move`] without allocating: the repair search compares the
/// written digits with those of every legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct NumericDigits {
    bytes: [u8; 5],
    len: usize,
}

impl NumericDigits {
    /// The ASCII digits.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// The digits as text.
    pub(crate) fn as_str(&self) -> &str {
        // Only ASCII digits are ever written into `bytes`.
        std::str::from_utf8(self.as_bytes()).unwrap_or_default()
    }
}

/// The digits of `m` in ICCF numeric notation (see [`numeric_of_move`]).
pub(crate) fn numeric_digits(m: Move) -> NumericDigits {
    let (from, to, promotion) = match m {
        Move::Castle { king, rook } => (
            Some(king),
            square::castling_king_destination(king, rook),
            None,
        ),
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => (Some(from), to, promotion.and_then(promotion::digit_of_role)),
        Move::EnPassant { from, to } => (Some(from), to, None),
        Move::Put { to, .. } => (None, to, None),
    };
    let mut digits = NumericDigits {
        bytes: [0; 5],
        len: 0,
    };
    let mut push = |digit: u32| {
        // Files, ranks and promotion digits are 1-8: one ASCII digit each.
        digits.bytes[digits.len] = b'0' + u8::try_from(digit).unwrap_or(0);
        digits.len += 1;
    };
    for square in from.into_iter().chain([to]) {
        push(square.file().to_u32() + 1);
        push(square.rank().to_u32() + 1);
    }
    if let Some(digit) = promotion {
        push(u32::from(digit));
    }
    digits
}

/// The one wording of the moves an error left unchecked on the board: "the 12 later moves of
/// this line were not checked on the board", or with `this_move` "this move and the 12 later
/// moves of this line were not checked on the board". `None` when nothing was left unchecked.
pub(crate) fn unchecked_moves(later: usize, this_move: bool) -> Option<crate::i18n::Message> {
    (this_move || later > 0).then(|| {
        crate::i18n::Message::new(
            "board-unchecked-moves",
            crate::i18n::Args::new()
                .selector("this_move", if this_move { "yes" } else { "no" })
                .number("later", later),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::unchecked_moves;
    use crate::i18n::{Args, Language, Message};

    /// The word of a plain move (taken from its squares alone) is the word of the move, for
    /// every normal move and en passant capture without promotion of a position with all
    /// kinds of move (castling's squares are the king's and the rook's, as in its word); a
    /// promotion's word differs by its piece.
    #[test]
    fn a_plain_move_word_is_the_move_word() {
        use shakmaty::{CastlingMode, Chess, Position, fen::Fen};
        let fen: Fen = "r3k2r/1P4p1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"
            .parse()
            .expect("a FEN");
        let position: Chess = fen.into_position(CastlingMode::Standard).expect("legal");
        let (mut alike, mut promotions) = (0, 0);
        for m in position.legal_moves() {
            let word = super::replayed_move_word(Some(m));
            let squares = super::plain_move_word(m.from().expect("a move"), m.to());
            if m.is_promotion() {
                assert_ne!(word, squares, "{m:?}");
                promotions += 1;
            } else {
                assert_eq!(word, squares, "{m:?}");
                alike += 1;
            }
        }
        // b7-b8 and b7xa8, four pieces each; the rest includes e5xd6 and both castlings.
        assert_eq!(promotions, 8);
        assert!(alike > 20, "{alike}");
        assert_eq!(super::replayed_move_word(None), 0xff_ffff);
    }

    fn english(message: Option<Message>) -> Option<String> {
        message.map(|m| m.format(Language::English))
    }

    #[test]
    fn the_note_on_unchecked_moves_reads_as_it_always_did() {
        assert_eq!(english(unchecked_moves(0, false)), None);
        let cases = [
            (
                1,
                false,
                "the 1 later move of this line was not checked on the board",
            ),
            (
                12,
                false,
                "the 12 later moves of this line were not checked on the board",
            ),
            (0, true, "this move was not checked on the board"),
            (
                1,
                true,
                "this move and the 1 later move of this line were not checked on the board",
            ),
            (
                1234,
                true,
                "this move and the 1234 later moves of this line were not checked on the board",
            ),
        ];
        for (later, this_move, text) in cases {
            assert_eq!(
                english(unchecked_moves(later, this_move)).as_deref(),
                Some(text)
            );
        }
    }

    #[test]
    fn nested_phrases_read_in_the_language_of_their_message() {
        let piece = |before: Option<Message>, piece| {
            let args = Args::new().selector("piece", piece);
            Message::new(
                "board-material-pieces",
                match before {
                    Some(before) => args.selector("first", "no").message("before", before),
                    None => args.selector("first", "yes").text("before", ""),
                },
            )
        };
        let pieces = piece(Some(piece(None, "bishop")), "bishop");
        let material = Message::new(
            "board-material",
            Args::new()
                .selector("side", "white")
                .selector("alone", "no")
                .message("pieces", pieces),
        );
        assert_eq!(
            material.format(Language::English),
            "White king and bishop and bishop"
        );
        assert_eq!(
            material.format(Language::Russian),
            "у белых король и слон и слон"
        );
        let candidates = |deleted, before: &str, after: &str| {
            Message::new(
                "board-repair-candidates",
                Args::new()
                    .selector("deleted", deleted)
                    .text("before", before)
                    .text("after", after),
            )
            .format(Language::English)
        };
        let end = ", which fit the moves that follow equally well: check the scoresheet";
        assert_eq!(
            candidates("none", "4645 (d5), 4544 (d4)", ""),
            format!("perhaps one of 4645 (d5), 4544 (d4){end}")
        );
        assert_eq!(
            candidates("middle", "4645 (d5)", "4544 (d4)"),
            format!("perhaps one of 4645 (d5), the move deleted, 4544 (d4){end}")
        );
        assert_eq!(
            candidates("first", "", "4544 (d4)"),
            format!("perhaps one of the move deleted, 4544 (d4){end}")
        );
    }
}
