//! The board layer: replays each game on shakmaty (standard chess or Chess960, from the standard
//! position or the FEN tag), reads every numeric move as a legal move, and reports exactly why a
//! move is illegal. It knows chess, not characters: spans only point.
//!
//! [`replay`] walks the main line and every variation (each from the position before the move it
//! replaces). After an illegal move the rest of that line is not replayed (one diagnostic per
//! mistake); other variations and the next games go on.

mod fen;
mod resolve;

use shakmaty::{Chess, Color, Position, Square};

pub use fen::{Rules, fen_text_problems, rules_of, start_position};
pub use resolve::{
    Reading, castling_king_destination, digit_of_role, numeric_of_move, numeric_square,
    role_of_digit, square_in_words, square_of_digits,
};

use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::{Element, Game, GameResult, Move, MoveKind};

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
}

impl Replay {
    /// The position after the last replayed move of the main line (the start when it has none).
    pub fn final_position(&self) -> Option<&Chess> {
        self.mainline
            .moves
            .last()
            .map(|m| &m.after)
            .or(self.start.as_ref())
    }

    /// Whether the whole main line was replayed (no syntax error, illegal move or move after the
    /// end of the game cut it short).
    pub fn mainline_complete(&self) -> bool {
        self.start.is_some() && self.mainline.stop.is_none()
    }
}

/// One line of moves (the main line or a variation) as replayed.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Line {
    /// The moves replayed, in order. When the line stopped, the moves up to the one before the
    /// stop.
    pub moves: Vec<ReplayedMove>,
    /// Variations written before the first move of the line, replayed from its start.
    pub leading_variations: Vec<Line>,
    /// Variations that replace the move where the line stopped, replayed from the position
    /// before it.
    pub stopped_variations: Vec<Line>,
    /// Why and where the line was cut short, if it was.
    pub stop: Option<LineStop>,
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
}

/// Why a line was cut short.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StopCause {
    /// The syntax layer reported the move (it is not reported again).
    SyntaxError,
    /// The move is illegal (a board diagnostic says why).
    IllegalMove,
    /// The position before the move was already checkmate or stalemate.
    GameOver,
}

/// One replayed ply.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ReplayedMove {
    /// The move token in the text.
    pub span: Span,
    /// The legal move; `None` for a null move (PGN input only).
    pub chess_move: Option<shakmaty::Move>,
    /// How the written move was read.
    pub reading: Reading,
    /// The position before the move.
    pub before: Chess,
    /// The position after the move.
    pub after: Chess,
    /// The variations that replace this move, in source order, each replayed from `before`.
    pub variations: Vec<Line>,
}

impl ReplayedMove {
    /// The move in canonical ICCF numeric notation (5-digit promotions, castling as the king's
    /// move to its castling square); `--` for a null move. Built from the legal move on demand,
    /// so that the replay allocates nothing per ply for it.
    pub fn numeric(&self) -> String {
        self.chess_move
            .map_or_else(|| "--".to_string(), numeric_of_move)
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
    let mut diagnostics = Vec::new();
    let not_replayed = |rules, diagnostics| Replay {
        rules,
        start: None,
        mainline: Line::default(),
        diagnostics,
    };
    let rules = match rules_of(game) {
        Ok(rules) => rules,
        Err(name) => {
            let span = game
                .tags
                .iter()
                .find(|t| t.name.eq_ignore_ascii_case("Variant"))
                .map_or(game.span, |t| t.value_span);
            diagnostics.push(
                Diagnostic::new(Code::UnsupportedVariant, span, format!("the variant `{name}` is not checked on a board"))
                    .with_label("not standard chess or Chess960")
                    .with_help("only the notation of this game was checked; its moves follow the rules of another variant"),
            );
            return not_replayed(Rules::Standard, diagnostics);
        }
    };
    let (start, rules) = match start_position(game, rules) {
        Ok(found) => found,
        Err(diagnostic) => {
            diagnostics.push(diagnostic);
            return not_replayed(rules, diagnostics);
        }
    };
    let mut replayer = Replayer {
        rules_960: rules == Rules::Chess960,
        diagnostics,
    };
    let mainline = replayer.line(&game.movetext, &start, &History::default());
    let mut replay = Replay {
        rules,
        start: Some(start),
        mainline,
        diagnostics: Vec::new(),
    };
    if replay.mainline_complete() {
        replayer.check_result(game, &replay);
    }
    replay.diagnostics = replayer.diagnostics;
    replay
        .diagnostics
        .sort_by_key(|d| (d.span.offset, d.span.len));
    replay
}

/// The moves played so far on the way to a position, with their spans: when a move is illegal
/// because of a check, the label points at the move that brought the checking piece.
#[derive(Clone, Default)]
struct History(Vec<(shakmaty::Move, Span)>);

impl History {
    /// The span of the last move that brought a piece to `square`.
    fn arrival(&self, square: Square) -> Option<Span> {
        self.0.iter().rev().find_map(|(m, span)| {
            let landed = match *m {
                shakmaty::Move::Castle { king, rook } => {
                    let rook_to = Square::from_coords(
                        if rook < king {
                            shakmaty::File::D
                        } else {
                            shakmaty::File::F
                        },
                        king.rank(),
                    );
                    castling_king_destination(king, rook) == square || rook_to == square
                }
                other => other.to() == square,
            };
            landed.then_some(*span)
        })
    }
}

/// What the last move element of a line was, for the variations that follow it.
enum LastMove {
    /// No move yet: a variation starts from the line's start.
    None,
    /// The move at this index of `Line::moves` was replayed.
    Replayed(usize),
    /// The line stopped at it: the position and history are still those before it.
    Stopped,
    /// A move after the stop: nothing after it can be replayed.
    Unreplayable,
}

struct Replayer {
    rules_960: bool,
    diagnostics: Vec<Diagnostic>,
}

impl Replayer {
    /// Replays one line from `start`, reached by the moves of `history`.
    fn line(&mut self, elements: &[Element], start: &Chess, history: &History) -> Line {
        let mut line = Line::default();
        let mut position = start.clone();
        let mut history = history.clone();
        let start_history_len = history.0.len();
        let mut last = LastMove::None;
        let mut last_move_span: Option<Span> = None;
        let later_moves = |index: usize| {
            elements[index + 1..]
                .iter()
                .filter(|e| matches!(e, Element::Move(_)))
                .count()
        };
        for (index, element) in elements.iter().enumerate() {
            match element {
                Element::Move(written) => {
                    if line.stop.is_some() {
                        last = LastMove::Unreplayable;
                        continue;
                    }
                    if written.syntax_error {
                        last = LastMove::Stopped;
                        let unchecked = later_moves(index);
                        line.stop = Some(
                            self.game_over(&position, written, last_move_span, unchecked)
                                .unwrap_or_else(|| LineStop {
                                    span: written.span,
                                    cause: StopCause::SyntaxError,
                                    unchecked_moves: unchecked,
                                    numeric_equivalent: self.numeric_equivalent(&position, written),
                                }),
                        );
                        continue;
                    }
                    match self.play(&position, written) {
                        Ok(replayed) => {
                            if let Some(m) = replayed.chess_move {
                                history.0.push((m, written.span));
                            }
                            position = replayed.after.clone();
                            last_move_span = Some(written.span);
                            last = LastMove::Replayed(line.moves.len());
                            line.moves.push(replayed);
                        }
                        Err(illegal) => {
                            last = LastMove::Stopped;
                            let unchecked = later_moves(index);
                            if let Some(stop) =
                                self.game_over(&position, written, last_move_span, unchecked)
                            {
                                line.stop = Some(stop);
                                continue;
                            }
                            self.report_illegal(illegal, &history, unchecked);
                            line.stop = Some(LineStop {
                                span: written.span,
                                cause: StopCause::IllegalMove,
                                unchecked_moves: unchecked,
                                numeric_equivalent: None,
                            });
                        }
                    }
                }
                // A variation without its `)` is reported by the syntax layer; where it really
                // ends is unknown, so it is not replayed.
                Element::Variation(variation) if !variation.closed => {}
                Element::Variation(variation) => match last {
                    LastMove::None => {
                        let replayed = self.line(&variation.elements, start, &history);
                        line.leading_variations.push(replayed);
                    }
                    LastMove::Replayed(at) => {
                        let mut branch = history.clone();
                        branch.0.truncate(start_history_len + at);
                        let before = line.moves[at].before.clone();
                        let replayed = self.line(&variation.elements, &before, &branch);
                        line.moves[at].variations.push(replayed);
                    }
                    LastMove::Stopped => {
                        let replayed = self.line(&variation.elements, &position, &history);
                        line.stopped_variations.push(replayed);
                    }
                    LastMove::Unreplayable => {}
                },
                _ => {}
            }
        }
        line
    }

    /// A stop (with its diagnostic) when the game is already over before `written`.
    fn game_over(
        &mut self,
        position: &Chess,
        written: &Move,
        last: Option<Span>,
        unchecked: usize,
    ) -> Option<LineStop> {
        if !position.legal_moves().is_empty() {
            return None;
        }
        let (what, label) = if position.is_check() {
            (
                format!("{} is checkmated", side_name(position.turn())),
                "checkmate",
            )
        } else {
            (
                format!("{} is stalemated", side_name(position.turn())),
                "stalemate",
            )
        };
        let mut diagnostic = Diagnostic::new(
            Code::MoveAfterGameEnd,
            written.span,
            format!("move after the end of the game: {what}"),
        )
        .with_label("the game is already over")
        .with_help(format!(
            "delete the moves after the end of the game, or check the moves before it{}",
            unchecked_note(unchecked + 1)
        ));
        if let Some(last) = last {
            diagnostic = diagnostic.with_related(last, label);
        }
        self.diagnostics.push(diagnostic);
        Some(LineStop {
            span: written.span,
            cause: StopCause::GameOver,
            unchecked_moves: unchecked,
            numeric_equivalent: None,
        })
    }

    /// The numeric form of a move in another notation, when it is legal here.
    fn numeric_equivalent(&self, position: &Chess, written: &Move) -> Option<String> {
        let resolved = match &written.kind {
            MoveKind::San(san) => resolve::resolve_san(position, &san.text, written.span).ok(),
            MoveKind::Coordinate(c) => {
                resolve::resolve_coordinate(position, c, written.span, self.rules_960).ok()
            }
            _ => None,
        }?;
        Some(numeric_of_move(resolved.chess_move))
    }

    /// Plays `written` in `position`, or says why it is illegal.
    fn play(&mut self, position: &Chess, written: &Move) -> Result<ReplayedMove, resolve::Illegal> {
        let span = written.span;
        let resolved = match &written.kind {
            MoveKind::Numeric(numeric) => {
                let digits = numeric.from.span.join(numeric.to.span);
                let digits = numeric.promotion.map_or(digits, |p| digits.join(p.span));
                resolve::resolve_numeric(position, numeric, digits, None, self.rules_960)?
            }
            MoveKind::Coordinate(c) => {
                resolve::resolve_coordinate(position, c, span, self.rules_960)?
            }
            MoveKind::San(san) => resolve::resolve_san(position, &san.text, span)?,
            MoveKind::Null(text) => {
                let Some(after) = null_move(position) else {
                    return Err(Diagnostic::new(
                        Code::NullMove,
                        span,
                        format!("null move `{text}` while in check"),
                    )
                    .with_label("the side to move is in check")
                    .with_help("a null move cannot be replayed from a position in check")
                    .into());
                };
                return Ok(ReplayedMove {
                    span,
                    chess_move: None,
                    reading: Reading::San,
                    before: position.clone(),
                    after,
                    variations: Vec::new(),
                });
            }
            MoveKind::WrongLength(_) => {
                return Err(Diagnostic::new(
                    Code::WrongMoveLength,
                    span,
                    "a move of the wrong length",
                )
                .into());
            }
        };
        if let Some(warning) = resolved.warning {
            self.diagnostics.push(warning);
        }
        let mut after = position.clone();
        after.play_unchecked(resolved.chess_move);
        self.check_mark(written, &after);
        Ok(ReplayedMove {
            span,
            chess_move: Some(resolved.chess_move),
            reading: resolved.reading,
            before: position.clone(),
            after,
            variations: Vec::new(),
        })
    }

    /// Reports an illegal move: labels the moves that brought the checking pieces and says how
    /// many later moves were left unchecked.
    fn report_illegal(&mut self, illegal: resolve::Illegal, history: &History, unchecked: usize) {
        let mut diagnostic = illegal.diagnostic;
        for checker in illegal.checkers {
            if let Some(arrival) = history.arrival(checker) {
                diagnostic = diagnostic.with_related(
                    arrival,
                    format!(
                        "this move put the checking piece on {}",
                        numeric_square(checker)
                    ),
                );
            }
        }
        let note = unchecked_note(unchecked);
        if !note.is_empty() {
            let help = diagnostic.help.take().unwrap_or_default();
            diagnostic.help = Some(format!("{help}{note}"));
        }
        self.diagnostics.push(diagnostic);
    }

    /// Warns when a `+` or `#` glued to the move is wrong.
    fn check_mark(&mut self, written: &Move, after: &Chess) {
        let Some(mark) = written.check else { return };
        let check = after.is_check();
        let mate = check && after.is_checkmate();
        let problem = if mark.mate && !mate {
            Some(if check {
                "`#` on a move that gives check but not mate"
            } else {
                "`#` on a move that does not give check"
            })
        } else if !mark.mate && !check {
            Some("`+` on a move that does not give check")
        } else {
            None
        };
        if let Some(message) = problem {
            self.diagnostics.push(
                Diagnostic::new(Code::WrongCheckMark, mark.span, message)
                    .with_label(if check { "only check" } else { "no check" })
                    .with_help("delete the mark (numeric notation does not use + or #), or check that the move is the one played"),
            );
        }
    }

    /// Checks the termination marker and the Result tag against checkmate or stalemate at the
    /// end of the main line.
    fn check_result(&mut self, game: &Game, replay: &Replay) {
        let Some(last) = replay.final_position() else {
            return;
        };
        let (expected, why) = if last.is_checkmate() {
            let winner = !last.turn();
            (
                if winner == Color::White {
                    GameResult::WhiteWins
                } else {
                    GameResult::BlackWins
                },
                format!("{} is checkmated", side_name(last.turn())),
            )
        } else if last.is_stalemate() {
            (
                GameResult::Draw,
                format!("{} is stalemated", side_name(last.turn())),
            )
        } else {
            return;
        };
        let last_move = replay.mainline.moves.last().map(|m| m.span);
        let mut contradicts = |span: Span, written: GameResult, what: &str| {
            if written != GameResult::Unknown && written != expected {
                let mut d = Diagnostic::new(
                    Code::ResultContradictsPosition,
                    span,
                    format!(
                        "{what} {} contradicts the final position: {why}",
                        written.as_str()
                    ),
                )
                .with_label(format!("expected {}", expected.as_str()))
                .with_help(format!(
                    "the game ends with {why} on the board: write {}",
                    expected.as_str()
                ));
                if let Some(last_move) = last_move {
                    d = d.with_related(last_move, "the game ends here");
                }
                self.diagnostics.push(d);
            }
        };
        if let Some(marker) = game.termination {
            contradicts(marker.span, marker.result, "the result");
        }
        if let Some(tag) = game.tags.iter().find(|t| t.name == "Result")
            && let Some(result) = GameResult::from_standard(tag.value.trim())
        {
            contradicts(tag.value_span, result, "the Result tag");
        }
    }
}

/// The position after a null move, with the clocks a move would advance: the halfmove clock,
/// and the move number after Black's turn (as python-chess counts them). `None` in check.
fn null_move(position: &Chess) -> Option<Chess> {
    if position.is_check() {
        return None;
    }
    let mode = position.castles().mode();
    let mut setup = position.to_setup(shakmaty::EnPassantMode::Legal);
    setup.turn = !setup.turn;
    setup.ep_square = None;
    setup.halfmoves = setup.halfmoves.saturating_add(1);
    if position.turn() == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.position(mode).ok()
}

fn side_name(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

/// "; the 12 later moves of this line were not checked" (empty for none).
fn unchecked_note(unchecked: usize) -> String {
    match unchecked {
        0 => String::new(),
        1 => "; the 1 later move of this line was not checked".to_string(),
        n => format!("; the {n} later moves of this line were not checked"),
    }
}
