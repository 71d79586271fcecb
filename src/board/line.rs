//! The walk through the moves of a game: each line (the main line, every variation) played move
//! by move from its position, stopping at the first move that cannot be played, with the
//! diagnostics of the moves (illegal moves, moves after the end of the game, wrong check marks,
//! and the note of the moves left unchecked after a syntax error).

use shakmaty::{Chess, Color, Move, Position, Square};

use super::illegal::Illegal;
use super::meant::{self, Reading, Refusal, Resolved};
use super::names::side_key;
use super::repair;
use super::square::{castling_king_destination, castling_rook_destination, numeric_square};
use super::{Line, LineStop, Repair, ReplayedMove, StopCause, numeric_of_move, unchecked_moves};
use crate::codes::Code;
use crate::diagnostic::{Diagnostic, Edit, Meant, SlipKind};
use crate::i18n::{Args, Message};
use crate::span::Span;
use crate::syntax::ast::{CheckMark, Element, Move as WrittenMove, MoveKind, NumericMove};

/// The moves played so far on the way to a position, with their spans: when a move is illegal
/// because of a check, the label points at the move that brought the checking piece.
#[derive(Clone, Default)]
struct History(Vec<(Move, Span)>);

impl History {
    /// The span of the last move that brought a piece to `square`.
    fn arrival(&self, square: Square) -> Option<Span> {
        self.0.iter().rev().find_map(|(m, span)| {
            let landed = match *m {
                Move::Castle { king, rook } => {
                    castling_king_destination(king, rook) == square
                        || castling_rook_destination(king, rook) == square
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

/// The most slips the repair search repairs in one line (the main line or a variation, with
/// the rest of it after each repair): a record with more is no scoresheet to repair move by
/// move, and the line then stops at the next mistake as it would without the search. It bounds
/// how deep the rest of a line nests ([`Line::resumed`]), so that a game full of slips costs
/// time in proportion to its length and no stack overflows walking it.
pub(crate) const MAX_REPAIRS_PER_LINE: usize = 32;

/// The moves the rest of a line after a repair takes room for at first (a long game's worth).
const ROOM_AFTER_A_REPAIR: usize = 512;

/// Replays the lines of one game and collects the board diagnostics of its moves.
pub(crate) struct Replayer {
    rules_960: bool,
    diagnostics: Vec<Diagnostic>,
    /// How many lines stopped ([`super::Replay::stopped_lines`]).
    stopped_lines: usize,
    /// How many variations deep the walk is (0: the main line, whose end is the game's end).
    variation_depth: usize,
}

/// One line being walked: what it has replayed (its position is `line.end()`).
struct Walk<'a> {
    elements: &'a [Element],
    line: Line,
    /// The moves before the line's start (the line's own moves are `line.moves`): the history
    /// is put together only when a report or a variation asks for it, not pushed ply by ply.
    history_before: History,
    last: LastMove,
    last_move_span: Option<Span>,
    /// The last written move replayed, for a move written twice.
    last_written: Option<&'a WrittenMove>,
    /// The position before the replayed move at this index of `line.moves`, kept when a
    /// variation follows that move (it starts from there); other positions are not kept.
    before_variation: Option<(usize, Chess)>,
    /// Set when the search accepted a repair where the line stopped: the line goes on from
    /// there.
    resume: Option<Resume>,
    /// How many slips were repaired in the line before this part of it.
    repairs: usize,
    /// How many of `elements` are moves, and how many of them the walk has come to (the one
    /// it is on included): what a stop leaves unchecked, without counting the rest again at
    /// every stop (a line with many repaired slips stops many times).
    moves: usize,
    moves_seen: usize,
}

impl<'a> Walk<'a> {
    /// Notes `written` as the last move replayed (the last of `line.moves`).
    fn replayed(&mut self, written: &'a WrittenMove) {
        self.last_written = Some(written);
        self.last_move_span = Some(written.span);
        self.last = LastMove::Replayed(self.line.moves.len() - 1);
    }

    /// The moves to the line's end, with their spans.
    fn history(&self) -> History {
        self.history_to(self.line.moves.len())
    }

    /// The moves to the line's move at index `at` (that move excluded), with their spans.
    fn history_to(&self, at: usize) -> History {
        let mut history = self.history_before.clone();
        history.0.extend(
            self.line.moves[..at]
                .iter()
                .filter_map(|m| Some((m.chess_move?, m.span))),
        );
        history
    }
}

/// Where and how a line goes on after a repaired slip.
struct Resume {
    /// The index of the element the rest of the line starts at (the first move after the
    /// written moves the repair replaced).
    at: usize,
    /// How many of the elements from `at` on are moves.
    moves: usize,
    /// The position after the repair.
    position: Chess,
    /// The moves to it.
    history: History,
    /// The position before the slip, for the words of the help.
    before: Chess,
    candidate: repair::Candidate,
    /// The slip's text, and the text of the move before it.
    written: String,
    previous: Option<String>,
    /// The edits that write the repair into the record.
    edits: Vec<Edit>,
    /// The board error on the slip, reported once the rest is replayed (its help then says how
    /// far the repair plays); `None` for a move the syntax layer reported.
    illegal: Option<Illegal>,
}

impl Replayer {
    /// A replayer for Chess960 or standard chess, starting with `diagnostics` (the FEN's).
    pub(crate) fn new(rules_960: bool, diagnostics: Vec<Diagnostic>) -> Self {
        Self {
            rules_960,
            diagnostics,
            stopped_lines: 0,
            variation_depth: 0,
        }
    }

    /// How many lines stopped so far.
    pub(crate) fn stopped_lines(&self) -> usize {
        self.stopped_lines
    }

    /// The diagnostics collected, in the order they were found.
    pub(crate) fn into_diagnostics(self) -> Vec<Diagnostic> {
        self.diagnostics
    }

    /// Replays the main line `elements` from `start`.
    pub(crate) fn mainline(&mut self, elements: &[Element], start: &Chess) -> Line {
        self.line(elements, start, &History::default())
    }

    /// Replays one line from `start`, reached by the moves of `history`.
    fn line(&mut self, elements: &[Element], start: &Chess, history: &History) -> Line {
        let moves = elements
            .iter()
            .filter(|e| matches!(e, Element::Move(_)))
            .count();
        self.line_after_repairs(elements, start, history, 0, moves)
    }

    /// [`Self::line`] for the part of a line after `repairs` repaired slips (0: a whole line),
    /// whose `elements` hold `moves` moves.
    fn line_after_repairs(
        &mut self,
        elements: &[Element],
        start: &Chess,
        history: &History,
        repairs: usize,
        moves: usize,
    ) -> Line {
        let mut walk = Walk {
            elements,
            line: Line::from_start(start.clone()),
            history_before: history.clone(),
            last: LastMove::None,
            last_move_span: None,
            last_written: None,
            before_variation: None,
            resume: None,
            repairs,
            moves,
            moves_seen: 0,
        };
        // Room for every move at once: growing the Vec of large replayed moves copied them over.
        // The rest of a line after a repair may stop at the next slip: it takes room for a
        // game's worth of moves and grows from there, and a part that stops at a repaired slip
        // gives back the room it did not use (see `resume`), so that the parts of a line full
        // of slips do not each take room for all the moves after them.
        let room = if repairs == 0 {
            moves
        } else {
            moves.min(ROOM_AFTER_A_REPAIR)
        };
        walk.line.moves.reserve_exact(room);
        let mut index = 0;
        while index < elements.len() {
            if walk.resume.as_ref().is_some_and(|r| index >= r.at) {
                break;
            }
            index = self.plain_run(&mut walk, index);
            let Some(element) = elements.get(index) else {
                break;
            };
            match element {
                Element::Move(written) => self.step(&mut walk, index, written),
                // A variation without its `)` is reported by the syntax layer; where it really
                // ends is unknown, so it is not replayed.
                Element::Variation(variation) if variation.closed => {
                    self.variation(&mut walk, &variation.elements);
                }
                _ => {}
            }
            index += 1;
        }
        if let Some(resume) = walk.resume.take() {
            self.resume(&mut walk, resume);
        }
        walk.line
    }

    /// Replays the rest of a line after a repaired slip, and reports the slip with the repair.
    fn resume(&mut self, walk: &mut Walk, resume: Resume) {
        walk.line.moves.shrink_to_fit();
        let rest = self.line_after_repairs(
            &walk.elements[resume.at..],
            &resume.position,
            &resume.history,
            walk.repairs + 1,
            resume.moves,
        );
        // The first of candidates that fit equally well: the stop keeps their list and its
        // report, the rest is replayed with it.
        let candidates_listed = walk
            .line
            .stop
            .as_ref()
            .and_then(|stop| stop.repair.as_ref())
            .is_some_and(|repair| repair.went_on);
        if candidates_listed {
            walk.line.resumed = Some(Box::new(rest));
            return;
        }
        let confirmed = rest.moves.len();
        let phrases = repair::describe_phrases(
            &resume.candidate,
            &resume.before,
            &resume.written,
            resume.previous.as_deref(),
            confirmed,
        );
        let help = crate::i18n::join_phrases(&phrases, crate::i18n::Language::English);
        let meant = meant_of(&resume.candidate, &resume.before, confirmed, resume.edits);
        if let Some(illegal) = resume.illegal {
            let mut diagnostic = illegal.diagnostic.with_catalogue_help(phrases.clone());
            diagnostic.meant = Some(Box::new(meant.clone()));
            self.report_illegal(
                Illegal {
                    diagnostic,
                    ..illegal
                },
                &walk.history(),
                0,
            );
        }
        if let Some(stop) = &mut walk.line.stop {
            stop.repair = Some(Repair {
                meant: vec![meant],
                help,
                help_phrases: phrases,
                went_on: false,
            });
        }
        walk.line.resumed = Some(Box::new(rest));
    }

    /// Plays the run of elements from `index` that [`Self::step`] would play as read plainly:
    /// move numbers and numeric moves [`meant::plain_numeric`] reads, with no syntax error and
    /// no variation after them; the walk is then where the steps would have left it. Returns
    /// the index of the first element not taken (`elements.len()` at the end), which the step
    /// reads. Most moves of a game go this way, the walk's state written once per run rather
    /// than at every move.
    fn plain_run(&mut self, walk: &mut Walk<'_>, mut index: usize) -> usize {
        if walk.line.stop.is_some() || walk.resume.is_some() {
            return index;
        }
        let elements = walk.elements;
        let mut last = None;
        while let Some(element) = elements.get(index) {
            match element {
                Element::MoveNumber(_) => {}
                Element::Move(written) => {
                    let MoveKind::Numeric(numeric) = &written.kind else {
                        break;
                    };
                    if written.syntax_error || variation_follows(elements, index) {
                        break;
                    }
                    let Some(chess_move) = meant::plain_numeric(&walk.line.end, numeric) else {
                        break;
                    };
                    self.played(&mut walk.line, written, chess_move, Reading::Plain);
                    walk.moves_seen += 1;
                    last = Some(written);
                }
                _ => break,
            }
            index += 1;
        }
        if let Some(written) = last {
            walk.replayed(written);
        }
        index
    }

    /// Plays the move at `index` of the line, or stops the line there.
    fn step<'a>(&mut self, walk: &mut Walk<'a>, index: usize, written: &'a WrittenMove) {
        walk.moves_seen += 1;
        if walk.line.stop.is_some() {
            walk.last = LastMove::Unreplayable;
            return;
        }
        let played = if written.syntax_error {
            Err(Refusal::Unreadable)
        } else {
            if variation_follows(walk.elements, index) {
                let at = walk.line.moves.len();
                walk.before_variation = Some((at, walk.line.end.clone()));
            }
            self.play(&mut walk.line, written)
        };
        let last_before = std::mem::replace(&mut walk.last, LastMove::Stopped);
        match played {
            Ok(_) => {
                walk.replayed(written);
            }
            Err(refusal) => self.stop_at(walk, index, written, refusal, last_before),
        }
    }

    /// Stops the line at the refused move at `index`: game over, or reported with its repairs.
    fn stop_at(
        &mut self,
        walk: &mut Walk,
        index: usize,
        written: &WrittenMove,
        refusal: Refusal,
        last_before: LastMove,
    ) {
        // The moves after this one (counting them here again at every stop of a line with many
        // repaired slips would read the rest of the line once per stop).
        let unchecked = walk.moves.saturating_sub(walk.moves_seen);
        walk.last = LastMove::Stopped;
        let stop = |cause, numeric_equivalent| LineStop {
            span: written.span,
            cause,
            unchecked_moves: unchecked,
            numeric_equivalent,
            repair: None,
        };
        if self.game_over(walk.line.end(), written, walk.last_move_span, unchecked) {
            walk.line.stop = Some(stop(StopCause::GameOver, None));
            self.stopped_lines += 1;
            return;
        }
        let cause = match refusal {
            Refusal::Illegal(_) => StopCause::IllegalMove,
            Refusal::Unreadable => StopCause::SyntaxError,
        };
        let numeric = match refusal {
            Refusal::Unreadable if written.syntax_error => {
                self.numeric_equivalent(walk.line.end(), written)
            }
            _ => None,
        };
        let outcome = if repairable(written, &refusal) && walk.repairs < MAX_REPAIRS_PER_LINE {
            repair::search(&repair::Slip {
                position: walk.line.end(),
                written,
                previous: walk.last_written,
                later: &walk.elements[index + 1..],
                rules_960: self.rules_960,
                line_ends_game: self.variation_depth == 0,
            })
        } else {
            repair::Outcome::NotFound
        };
        let illegal = self.illegal_to_report(walk.line.end(), written, refusal, &outcome);
        let mut stopped = stop(cause, numeric);
        self.report_stop(walk, index, written, outcome, illegal, &mut stopped);
        // A move written twice is deleted by its repair: a variation after it is an
        // alternative to the move it repeats.
        if let (Some(resume), LastMove::Replayed(at)) = (&walk.resume, last_before)
            && resume.candidate.kind == SlipKind::MoveRepeated
        {
            walk.last = LastMove::Replayed(at);
        }
        walk.line.stop = Some(stopped);
        self.stopped_lines += 1;
    }

    /// The board error to report on a refused move, if any (the syntax layer's is not).
    fn illegal_to_report(
        &self,
        position: &Chess,
        written: &WrittenMove,
        refusal: Refusal,
        outcome: &repair::Outcome,
    ) -> Option<Illegal> {
        let illegal = match refusal {
            Refusal::Unreadable if !written.syntax_error => Some(unreadable(written).into()),
            Refusal::Unreadable => None,
            Refusal::Illegal(illegal) => Some(*illegal),
        };
        // A numeric move was refused without the help that lists what is legal instead: an
        // accepted repair replaces it, any other outcome reports it with it.
        match (outcome, illegal, &written.kind) {
            (repair::Outcome::Accepted(_), illegal, _) => illegal,
            (_, Some(brief), MoveKind::Numeric(numeric)) => {
                Some(self.with_help(position, numeric, brief))
            }
            (_, illegal, _) => illegal,
        }
    }

    /// Reports the move where the line stops, with what the repair search found: an accepted
    /// repair (the line then resumes), candidates (listed), or nothing.
    fn report_stop(
        &mut self,
        walk: &mut Walk,
        index: usize,
        written: &WrittenMove,
        outcome: repair::Outcome,
        illegal: Option<Illegal>,
        stop: &mut LineStop,
    ) {
        let unchecked = stop.unchecked_moves;
        match outcome {
            repair::Outcome::Accepted(candidate) => {
                stop.unchecked_moves = 0;
                walk.resume = Some(resume_after(walk, index, written, candidate, illegal));
            }
            repair::Outcome::Ambiguous {
                candidates,
                plays_on,
            } => {
                let mut repair = ambiguous(&candidates, walk.line.end());
                // Candidates that fit equally well all play as far: the rest of the line is
                // checked with the first (the likeliest), so that later mistakes are found.
                let first = repair
                    .meant
                    .first()
                    .and_then(|m| m.meant_move.clone().zip(m.san.clone()));
                let goes_on = plays_on && candidates_go_on(&candidates) && unchecked > 0;
                if let Some((numeric, san)) = first.filter(|_| goes_on) {
                    repair.went_on = true;
                    repair.help_phrases.push(Message::new(
                        "board-repair-candidates-went-on",
                        Args::new().text("move", format!("{numeric} ({san})")),
                    ));
                    repair.help = crate::i18n::join_phrases(
                        &repair.help_phrases,
                        crate::i18n::Language::English,
                    );
                    stop.unchecked_moves = 0;
                    walk.resume = Some(resume_after(
                        walk,
                        index,
                        written,
                        candidates[0].clone(),
                        None,
                    ));
                }
                let unchecked = if repair.went_on { 0 } else { unchecked };
                match illegal {
                    Some(illegal) => {
                        let mut diagnostic = illegal
                            .diagnostic
                            .with_more_catalogue_help(repair.help_phrases.clone(), false);
                        diagnostic.meant_candidates.clone_from(&repair.meant);
                        let illegal = Illegal {
                            diagnostic,
                            ..illegal
                        };
                        self.report_illegal(illegal, &walk.history(), unchecked);
                    }
                    // The syntax error lists the candidates (see `check`); the line stops
                    // there, and the note counts what it left unchecked, as without them.
                    None if !walk.line.moves.is_empty() || written_in_digits(written) => {
                        self.note_unchecked(written.span, unchecked, None);
                    }
                    None => {}
                }
                stop.repair = Some(repair);
            }
            repair::Outcome::NotFound => {
                self.report_without_repair(walk, written, illegal, stop);
            }
        }
    }

    /// Reports the move where the line stops when the repair search found nothing: the board's
    /// error, or (after a syntax error) the note of the moves left unchecked.
    fn report_without_repair(
        &mut self,
        walk: &Walk,
        written: &WrittenMove,
        illegal: Option<Illegal>,
        stop: &LineStop,
    ) {
        let unchecked = stop.unchecked_moves;
        match illegal {
            Some(illegal) => self.report_illegal(illegal, &walk.history(), unchecked),
            // A line that cannot start in another notation is left to the syntax error on
            // its first move, which says what to do (convert the game, add a FEN); a
            // numeric move written wrong stops it as it would any later.
            None if !walk.line.moves.is_empty() || written_in_digits(written) => {
                let numeric = stop.numeric_equivalent.clone();
                self.note_unchecked(written.span, unchecked, numeric.as_deref());
            }
            None => {}
        }
    }

    /// Replays a variation that replaces the last move element of the walk.
    fn variation(&mut self, walk: &mut Walk, elements: &[Element]) {
        self.variation_depth += 1;
        self.variation_in_place(walk, elements);
        self.variation_depth -= 1;
    }

    /// [`Self::variation`] at the depth already counted.
    fn variation_in_place(&mut self, walk: &mut Walk, elements: &[Element]) {
        match walk.last {
            LastMove::None => {
                let replayed = self.line(elements, &walk.line.start, &walk.history());
                walk.line.leading_variations.push(replayed);
            }
            LastMove::Replayed(at) => {
                let branch = walk.history_to(at);
                let start = match &walk.before_variation {
                    Some((kept, position)) if *kept == at => position.clone(),
                    // Not kept when the variation follows a move the repair deleted (a move
                    // written twice): rebuilt from the line's start.
                    _ => walk.line.position_before(at),
                };
                let replayed = self.line(elements, &start, &branch);
                walk.line.add_variation_of(at, replayed);
            }
            LastMove::Stopped => {
                let replayed = match &walk.resume {
                    Some(resume) if resume.candidate.plies.len() > 1 => {
                        let (start, history) = variation_start_in_repair(resume, elements);
                        self.line(elements, &start, &history)
                    }
                    _ => self.line(elements, walk.line.end(), &walk.history()),
                };
                walk.line.stopped_variations.push(replayed);
            }
            LastMove::Unreplayable => {}
        }
    }

    /// Whether the game is already over before `written`; if so, reports the move (B011).
    fn game_over(
        &mut self,
        position: &Chess,
        written: &WrittenMove,
        last: Option<Span>,
        unchecked: usize,
    ) -> bool {
        if !position.legal_moves().is_empty() {
            return false;
        }
        let ending = if position.is_check() {
            "checkmate"
        } else {
            "stalemate"
        };
        let args = Args::new()
            .selector("side", side_key(position.turn()))
            .selector("ending", ending);
        let mut help = vec![Message::new("board-move-after-end.help", Args::new())];
        help.extend(unchecked_moves(unchecked, true));
        let mut diagnostic = Diagnostic::from_catalogue(
            Code::MoveAfterGameEnd,
            written.span,
            "board-move-after-end",
            args.clone(),
        )
        .with_catalogue_label("board-move-after-end.label")
        .with_catalogue_help(help);
        if let Some(last) = last {
            diagnostic = diagnostic
                .with_catalogue_related(last, Message::new("board-move-after-end.related", args));
        }
        self.diagnostics.push(diagnostic);
        true
    }

    /// The numeric form of a move in another notation, when it is legal here.
    fn numeric_equivalent(&self, position: &Chess, written: &WrittenMove) -> Option<String> {
        let resolved = match &written.kind {
            MoveKind::San(san) => {
                meant::resolve_san(position, &san.text, written.span, self.rules_960).ok()
            }
            MoveKind::Coordinate(c) => {
                meant::resolve_coordinate(position, c, written.span, self.rules_960).ok()
            }
            _ => None,
        }?;
        Some(numeric_of_move(resolved.chess_move))
    }

    /// B020 on a move the board could not read, after the line replayed at least one move: how
    /// many later moves of the line were not checked, and the numeric form of the move when it
    /// is a legal move in another notation. Nothing when there is nothing to say.
    fn note_unchecked(&mut self, span: Span, unchecked: usize, numeric: Option<&str>) {
        if unchecked == 0 && numeric.is_none() {
            return;
        }
        let help = match numeric {
            Some(numeric) => Message::new(
                "board-unchecked-moves-write-numeric",
                Args::new().text("move", numeric),
            ),
            None => Message::new("board-unchecked-moves-correct", Args::new()),
        };
        let Some(message) = unchecked_moves(unchecked, true) else {
            return;
        };
        self.diagnostics.push(
            Diagnostic::from_catalogue(Code::MovesNotChecked, span, message.id, message.args)
                .with_catalogue_label("board-unchecked-moves.label")
                .with_catalogue_help(vec![help]),
        );
    }

    /// The refusal of the numeric move `numeric` in `position` with its help (the legal moves
    /// instead); `brief`, its refusal without the help, should it read otherwise.
    fn with_help(&self, position: &Chess, numeric: &NumericMove, brief: Illegal) -> Illegal {
        let digits = digits_span(numeric);
        match meant::resolve_numeric(position, numeric, digits, None, self.rules_960) {
            Err(Refusal::Illegal(illegal)) => *illegal,
            _ => brief,
        }
    }

    /// Plays `written` in `line` (on its end position, in place) and appends it to its moves,
    /// or says why it is not played. Returns the legal move (`None` for a null move).
    fn play(&mut self, line: &mut Line, written: &WrittenMove) -> Result<Option<Move>, Refusal> {
        let position = &line.end;
        let span = written.span;
        // Most moves: played without the `Resolved` of the full reading.
        if let MoveKind::Numeric(numeric) = &written.kind
            && let Some(chess_move) = meant::plain_numeric(position, numeric)
        {
            return Ok(Some(self.played(line, written, chess_move, Reading::Plain)));
        }
        let resolved = match &written.kind {
            MoveKind::Numeric(numeric) => meant::resolve_numeric_without_help(
                position,
                numeric,
                digits_span(numeric),
                self.rules_960,
            )?,
            MoveKind::Coordinate(c) => {
                meant::resolve_coordinate(position, c, span, self.rules_960)?
            }
            MoveKind::San(san) => meant::resolve_san(position, &san.text, span, self.rules_960)?,
            MoveKind::Null(text) => {
                line.end = null_move(position, span, text)?;
                line.moves.push(ReplayedMove {
                    span,
                    chess_move: None,
                    reading: Reading::San,
                });
                return Ok(None);
            }
            MoveKind::WrongLength(_) => return Err(Refusal::Unreadable),
        };
        let Resolved {
            chess_move,
            reading,
            warning,
        } = resolved;
        // Unboxed only when there is one: moving the `Option<Diagnostic>` copied 192 bytes a ply.
        if let Some(warning) = warning {
            self.diagnostics.push(*warning);
        }
        Ok(Some(self.played(line, written, chess_move, reading)))
    }

    /// Plays the legal move of `written` on the line's end, in place (no position is copied per
    /// ply), appends it to the line's moves and judges its check mark. Returns the move.
    #[inline]
    fn played(
        &mut self,
        line: &mut Line,
        written: &WrittenMove,
        chess_move: Move,
        reading: Reading,
    ) -> Move {
        line.moves.push(ReplayedMove {
            span: written.span,
            chess_move: Some(chess_move),
            reading,
        });
        line.end.play_unchecked(chess_move);
        self.check_mark(written, &line.end);
        chess_move
    }

    /// Reports an illegal move: labels the moves that brought the checking pieces and says how
    /// many later moves were left unchecked.
    fn report_illegal(&mut self, illegal: Illegal, history: &History, unchecked: usize) {
        let mut diagnostic = illegal.diagnostic;
        for checker in illegal.checkers {
            if let Some(arrival) = history.arrival(checker) {
                diagnostic = diagnostic.with_catalogue_related(
                    arrival,
                    Message::new(
                        "board-checking-piece-arrived",
                        Args::new().text("square", numeric_square(checker).to_string()),
                    ),
                );
            }
        }
        if let Some(note) = unchecked_moves(unchecked, false) {
            // An error without a help gets the note after an empty one, as it always has.
            diagnostic.help.get_or_insert_with(String::new);
            diagnostic = diagnostic.with_more_catalogue_help(vec![note], false);
        }
        self.diagnostics.push(diagnostic);
    }

    /// Warns when a `+` or `#` glued to the move is wrong. The test for a mark is inlined into
    /// the step (most moves have none); the check of one is not.
    #[inline]
    fn check_mark(&mut self, written: &WrittenMove, after: &Chess) {
        if let Some(mark) = written.check {
            self.judge_check_mark(mark, after);
        }
    }

    #[inline(never)]
    fn judge_check_mark(&mut self, mark: CheckMark, after: &Chess) {
        let check = after.is_check();
        let mate = check && after.is_checkmate();
        let problem = if mark.mate && !mate {
            Some(if check {
                "mate-on-check"
            } else {
                "mate-on-no-check"
            })
        } else if !mark.mate && !check {
            Some("check-on-no-check")
        } else {
            None
        };
        if let Some(problem) = problem {
            let args = Args::new()
                .selector("mark", problem)
                .selector("check", if check { "yes" } else { "no" });
            self.diagnostics.push(
                Diagnostic::from_catalogue(
                    Code::WrongCheckMark,
                    mark.span,
                    "board-wrong-check-mark",
                    args,
                )
                .with_catalogue_label("board-wrong-check-mark.label")
                .with_catalogue_help(vec![Message::new(
                    "board-wrong-check-mark.help",
                    Args::new(),
                )]),
            );
        }
    }
}

/// B026: a move the board cannot read that no syntax diagnostic marks (the syntax layer
/// normally reports such text first; a tree built by a program may not).
fn unreadable(written: &WrittenMove) -> Diagnostic {
    let (text, notation) = match &written.kind {
        MoveKind::San(san) => (san.text.clone(), "san"),
        MoveKind::Coordinate(c) => (c.text.clone(), "coordinate"),
        MoveKind::Numeric(n) => (n.digits().to_string(), "numeric"),
        MoveKind::WrongLength(text) | MoveKind::Null(text) => (text.clone(), "numeric"),
    };
    let args = Args::new()
        .text("move", text)
        .selector("notation", notation);
    Diagnostic::from_catalogue(
        Code::UnreadableMove,
        written.span,
        "board-unreadable-move",
        args.clone(),
    )
    .with_catalogue_label("board-unreadable-move.label")
    .with_catalogue_help(vec![Message::new("board-unreadable-move.help", args)])
}

/// A null move (PGN input only): the position after it, with the clocks a move would advance
/// (the halfmove clock, and the move number after Black's turn, as python-chess counts them);
/// B019 in check.
fn null_move(position: &Chess, span: Span, text: &str) -> Result<Chess, Refusal> {
    let in_check = || {
        Diagnostic::from_catalogue(
            Code::NullMoveInCheck,
            span,
            "board-null-move-in-check",
            Args::new()
                .text("move", text)
                .selector("side", side_key(position.turn())),
        )
        .with_catalogue_label("board-null-move-in-check.label")
        .with_catalogue_help(vec![Message::new(
            "board-null-move-in-check.help",
            Args::new(),
        )])
    };
    if position.is_check() {
        return Err(in_check().into());
    }
    pass_the_turn(position).ok_or_else(|| Refusal::from(in_check()))
}

/// The position after a null move in `position`: the other side to move, no en passant,
/// the move counters on. `None` when that position is not legal (the side to move was in check).
pub(crate) fn pass_the_turn(position: &Chess) -> Option<Chess> {
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

/// Whether a variation follows the move at `index` of `elements` before the next move.
fn variation_follows(elements: &[Element], index: usize) -> bool {
    elements[index + 1..]
        .iter()
        .take_while(|e| !matches!(e, Element::Move(_)))
        .any(|e| matches!(e, Element::Variation(_)))
}

/// Where the line goes on after the repair `candidate` of the slip at `index`.
fn resume_after(
    walk: &Walk,
    index: usize,
    written: &WrittenMove,
    candidate: repair::Candidate,
    illegal: Option<Illegal>,
) -> Resume {
    let before = walk.line.end().clone();
    let mut position = before.clone();
    let mut history = walk.history();
    for &m in &candidate.plies {
        position.play_unchecked(m);
        history.0.push((m, written.span));
    }
    // The rest starts at the first move after the written moves the repair replaced; the
    // elements before it (variations of the slip) are replayed as variations of the stop.
    let mut moves_seen = 0;
    let mut at = walk.elements.len();
    let mut replaced = Vec::new();
    for (offset, element) in walk.elements[index..].iter().enumerate() {
        if let Element::Move(m) = element {
            if moves_seen == candidate.replaces {
                at = index + offset;
                break;
            }
            replaced.push(m);
            moves_seen += 1;
        }
    }
    let element_before = index.checked_sub(1).and_then(|i| walk.elements.get(i));
    let edits = repair_edits(&candidate, &before, &replaced, element_before);
    // The walk has seen the moves up to the slip; the repair replaced it and the ones after.
    let moves = (walk.moves + 1).saturating_sub(walk.moves_seen + replaced.len());
    Resume {
        at,
        moves,
        position,
        history,
        before,
        written: written_text(written),
        previous: walk.last_written.map(written_text),
        candidate,
        edits,
        illegal,
    }
}

/// Where a variation written after a repaired slip of more than one ply (a move left out, two
/// moves swapped or run together) starts: before the ply of the repair its move number names
/// (`( 12... 6455 )` replaces Black's move 12), else before the last ply, the written move's
/// place in the repair. Returns the position and the moves to it.
fn variation_start_in_repair(resume: &Resume, elements: &[Element]) -> (Chess, History) {
    let plies = &resume.candidate.plies;
    let named = elements.iter().find_map(|e| match e {
        Element::MoveNumber(number) => Some(number),
        _ => None,
    });
    let mut before_each = Vec::with_capacity(plies.len());
    let mut position = resume.before.clone();
    for &m in plies {
        before_each.push(position.clone());
        position.play_unchecked(m);
    }
    let fits = |p: &Chess| {
        named.is_some_and(|n| {
            n.number == p.fullmoves().get() && n.dots.is_black() == (p.turn() == Color::Black)
        })
    };
    let at = before_each.iter().position(fits).unwrap_or(plies.len() - 1);
    let mut history = resume.history.clone();
    history.0.truncate(history.0.len() - (plies.len() - at));
    (before_each.swap_remove(at), history)
}

/// Whether the repair search is tried on a move refused with `refusal`: every illegal move, and
/// a move the syntax layer could not read for its digits or its notation. A move the syntax
/// layer skipped for its place (`1... 5755` without a FEN) stands in no known position.
fn repairable(written: &WrittenMove, refusal: &Refusal) -> bool {
    match refusal {
        Refusal::Illegal(_) => true,
        Refusal::Unreadable => match &written.kind {
            MoveKind::Numeric(n) => {
                !(n.from.is_valid() && n.to.is_valid())
                    || n.from == n.to
                    || (n.from.file, n.from.rank) == (n.to.file, n.to.rank)
                    || n.promotion.is_some_and(|p| !(1..=4).contains(&p.digit))
            }
            MoveKind::WrongLength(_) | MoveKind::San(_) | MoveKind::Coordinate(_) => true,
            MoveKind::Null(_) => false,
        },
    }
}

/// Whether a move is written in digits: a numeric move, or a run of digits of the wrong length.
fn written_in_digits(written: &WrittenMove) -> bool {
    matches!(
        written.kind,
        MoveKind::Numeric(_) | MoveKind::WrongLength(_)
    )
}

/// The digits of a numeric move, promotion digit included (the span its errors underline).
fn digits_span(numeric: &NumericMove) -> Span {
    let digits = numeric.from.span.join(numeric.to.span);
    numeric.promotion.map_or(digits, |p| digits.join(p.span))
}

/// The text of a written move, for the help: its digits, or the move as written.
fn written_text(written: &WrittenMove) -> String {
    match &written.kind {
        MoveKind::Numeric(n) => n.digits().to_string(),
        MoveKind::WrongLength(text) | MoveKind::Null(text) => text.clone(),
        MoveKind::San(san) => san.text.clone(),
        MoveKind::Coordinate(c) => c.text.clone(),
    }
}

/// The bytes of a written move without a check mark or annotation glued to it.
fn move_text_span(written: &WrittenMove) -> Span {
    let end = [
        written.check.map(|c| c.span.offset()),
        written.annotation.map(|a| a.span.offset()),
    ]
    .into_iter()
    .flatten()
    .filter(|&o| o > written.span.offset())
    .min()
    .unwrap_or(written.span.end());
    Span::from_bounds(written.span.offset(), end)
}

/// The edits that write a repair into the record: the meant move in place of the written
/// one; a missing move put before the written one (before its move number when the missing
/// move is Black's and the number is White's); a repeated move deleted; swapped moves
/// exchanged (what stands between them is kept).
fn repair_edits(
    candidate: &repair::Candidate,
    before: &Chess,
    replaced: &[&WrittenMove],
    element_before: Option<&Element>,
) -> Vec<Edit> {
    let numerics = repair::numerics(&candidate.plies);
    let Some(slip) = replaced.first() else {
        return Vec::new();
    };
    let span = move_text_span(slip);
    let edit = |span, replacement: String| vec![Edit { span, replacement }];
    match candidate.kind {
        SlipKind::MoveMissing => {
            let at = match element_before {
                Some(Element::MoveNumber(number))
                    if before.turn() == Color::Black && !number.dots.is_black() =>
                {
                    number.span.offset()
                }
                _ => span.offset(),
            };
            edit(Span::new(at, 0), format!("{} ", numerics[0]))
        }
        SlipKind::MoveRepeated => {
            let start = element_before.map_or(span.offset(), |e| e.span().end());
            edit(
                Span::from_bounds(start.min(span.offset()), span.end()),
                String::new(),
            )
        }
        SlipKind::MovesSwapped => {
            // The first and the last of the replaced moves change places.
            let (Some(last), Some(first_meant), Some(last_meant)) =
                (replaced.last(), numerics.first(), numerics.last())
            else {
                return Vec::new();
            };
            vec![
                Edit {
                    span,
                    replacement: first_meant.clone(),
                },
                Edit {
                    span: move_text_span(last),
                    replacement: last_meant.clone(),
                },
            ]
        }
        SlipKind::MovesRunTogether => edit(span, numerics.join(" ")),
        _ => edit(span, numerics[0].clone()),
    }
}

/// The [`Meant`] of a repair found before `position`, confirmed by `confirmed` later moves.
fn meant_of(
    candidate: &repair::Candidate,
    position: &Chess,
    confirmed: usize,
    edits: Vec<Edit>,
) -> Meant {
    let (meant_move, san) = repair::meant_move(candidate, position);
    Meant {
        kind: candidate.kind,
        meant_move,
        san,
        moves: repair::numerics(&candidate.plies),
        plies_confirmed: confirmed,
        edits,
    }
}

/// Whether the rest of a line can be replayed after candidates that fit equally well: each
/// puts as many plies in place of as many written moves (so that any of them leaves the same
/// moves to replay after it).
fn candidates_go_on(candidates: &[repair::Candidate]) -> bool {
    candidates.split_first().is_some_and(|(first, rest)| {
        rest.iter()
            .all(|c| c.replaces == first.replaces && c.plies.len() == first.plies.len())
    })
}

/// The repair data of two to five candidates that fit equally well: listed (the caller adds
/// that the line went on with the first, when it does).
fn ambiguous(candidates: &[repair::Candidate], position: &Chess) -> Repair {
    let meant: Vec<Meant> = candidates
        .iter()
        .map(|c| meant_of(c, position, 0, Vec::new()))
        .collect();
    let listed: Vec<Option<String>> = meant
        .iter()
        .map(|m| match (&m.meant_move, &m.san) {
            (Some(numeric), Some(san)) => Some(format!("{numeric} ({san})")),
            _ => None,
        })
        .collect();
    // The move deleted (a move written twice) is named in words, wherever it is in the list.
    let deleted = listed.iter().position(Option::is_none);
    let words = |moves: &[Option<String>]| moves.iter().flatten().cloned().collect::<Vec<_>>();
    let (place, before, after) = match deleted {
        None => ("none", words(&listed), Vec::new()),
        Some(at) => {
            let place = match at {
                0 => "first",
                at if at + 1 == listed.len() => "last",
                _ => "middle",
            };
            (place, words(&listed[..at]), words(&listed[at + 1..]))
        }
    };
    let phrase = Message::new(
        "board-repair-candidates",
        Args::new()
            .selector("deleted", place)
            .text("before", before.join(", "))
            .text("after", after.join(", ")),
    );
    Repair {
        meant,
        help: phrase.format(crate::i18n::Language::English),
        help_phrases: vec![phrase],
        went_on: false,
    }
}
