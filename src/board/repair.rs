//! Which move was meant where a written move cannot be played: the slips people make when they
//! copy a record (a digit changed, two neighbouring digits swapped, the two squares swapped, a
//! digit left out or doubled, a move left out, written twice, two moves in the wrong order or
//! run together), each tried on the board and judged by how many of the written moves after it
//! then play. A repair is accepted only when it plays clearly further than every other one, and
//! at least [`MIN_CONFIRMED`] plies or to the end of the line; two to five that play equally
//! far are listed instead.
//!
//! The search is bounded: a fixed set of candidates per mistake, each replayed move by move
//! only as long as it is in the lead ([`FIRST_HORIZON`], deepened for the leaders up to
//! [`MAX_HORIZON`] plies), so a file full of mistakes stays linear.

use shakmaty::san::San;
use shakmaty::{Chess, Color, Move, MoveList, Position, Role};

use super::meant::{quiet_move, quiet_numeric};
use super::names::side_key;
use super::{numeric_digits, numeric_of_move};
use crate::diagnostic::SlipKind;
use crate::i18n::{Args, Message};
use crate::syntax::ast::{Element, Move as WrittenMove, MoveKind};

/// An accepted repair plays at least this many written moves after the slip, or the whole rest
/// of the line.
pub(crate) const MIN_CONFIRMED: usize = 8;
/// A repair confirmed by the moves past a later slip ([`beyond`]) plays at least this many
/// written moves before it, as does another repair that stops there too.
const MIN_BEFORE_LATER_SLIP: usize = 4;
/// The most candidates that fit equally well and are listed; more are no answer.
const MAX_LISTED: usize = 5;
/// How much further (in plies) the best repair must play than the next best.
const MARGIN: usize = 2;
/// The first depth every candidate is replayed to.
const FIRST_HORIZON: usize = 16;
/// The deepest the leaders are replayed, to tell them apart.
const MAX_HORIZON: usize = 400;
/// How far past a later mistake tied leaders are replayed.
const BEYOND_HORIZON: usize = 48;
/// The most plies the trials past later mistakes of one search replay ([`beyond`]): a game
/// with a move left out every few moves costs a few times a clean one, not a hundred times.
const BEYOND_BUDGET: usize = 512;
/// How many later mistakes in a row tied leaders are followed past.
const BEYOND_DEPTH: usize = 3;
/// Beyond the first depth, at most this many leaders are replayed further, unless the plies
/// they need fit in [`PLY_BUDGET`]; more that play equally far are no answer.
const MAX_LEADERS: usize = 8;
/// The most leaders that tie at a later mistake and are told apart by replaying past it.
const MAX_BEYOND_LEADERS: usize = 16;
/// The most leaders that stop at the same later move and are told apart by replaying past it
/// with the repairs found after the first few of them
/// ([`follow_leaders_with_a_shared_repair`]).
const MAX_SHARED_LEADERS: usize = 32;
/// How many repairs of that later move are taken from each of the first
/// [`MAX_SHARED_SOURCES`] leaders, and tried after every leader.
const MAX_SHARED_REPAIRS: usize = 2;
/// After how many of the leaders the repairs of that later move are looked for.
const MAX_SHARED_SOURCES: usize = 3;
/// The most plies the leaders of one search replay beyond the first depth (a move left out
/// early in a game has one candidate per legal move, many of which fit for a while).
const PLY_BUDGET: usize = 4096;

/// A move that could not be played, with what the search needs to know around it.
pub(crate) struct Slip<'a> {
    /// The position before the move.
    pub position: &'a Chess,
    /// The move as written.
    pub written: &'a WrittenMove,
    /// The written move before it in the same line, if any.
    pub previous: Option<&'a WrittenMove>,
    /// The elements of the line after the move.
    pub later: &'a [Element],
    pub rules_960: bool,
    /// The line is the game's main line: a repair that plays to its end is confirmed by the
    /// game's end. In a variation, only [`MIN_CONFIRMED`] later moves confirm one (a short
    /// variation confirms every legal guess).
    pub line_ends_game: bool,
}

/// Where in a numeric move a digit stands, for the words of the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    /// No detail to give.
    None,
    /// The digit at this index (0-based) was written as this digit instead of the meant one.
    Digit { at: usize, written: u8, meant: u8 },
    /// The digits at `at` and `at + 1` were swapped.
    Swapped { at: usize, len: usize },
    /// A digit was left out at `at` (of the meant move).
    Missing { at: usize, len: usize },
    /// The digit at `at` of the written move is one too many; `doubled` when it repeats a
    /// neighbour.
    Extra { doubled: bool },
    /// A square's two digits written twice in a row (`323434` for `3234`).
    SquareTwice,
    /// Both digits of the square at `at` (0: the from-square, 2: the to-square) were written
    /// as `written` instead of the meant `meant` (two digits each, as the move writes them).
    Square {
        at: usize,
        written: [u8; 2],
        meant: [u8; 2],
    },
}

/// One repair: the plies played in place of the written moves.
#[derive(Clone, Debug)]
pub(crate) struct Candidate {
    pub kind: SlipKind,
    pub detail: Detail,
    /// The plies played in place of the written moves, in order.
    pub plies: Vec<Move>,
    /// How many written moves it takes the place of, from the slip on (1, or 2 for two moves
    /// swapped).
    pub replaces: usize,
    /// Lower is likelier: fewer and more common edits.
    cost: u8,
}

impl Candidate {
    /// A repair by whole moves (no digit edit to name): `plies` in place of `replaces` written
    /// moves.
    fn whole_moves(kind: SlipKind, plies: Vec<Move>, replaces: usize, cost: u8) -> Self {
        Self {
            kind,
            detail: Detail::None,
            plies,
            replaces,
            cost,
        }
    }
}

/// What the search found.
pub(crate) enum Outcome {
    /// One repair that plays clearly furthest.
    Accepted(Candidate),
    /// Two to [`MAX_LISTED`] that play equally far (best first); `plays_on` when the best plays
    /// to the end of the line, or on past a later mistake with that mistake's repair: the
    /// moves after the slip are then worth checking with it. When every candidate stops at a
    /// later move that no repair plays on from, the meant move is likely none of them.
    Ambiguous {
        candidates: Vec<Candidate>,
        plays_on: bool,
    },
    /// Nothing plausible.
    NotFound,
}

/// A candidate being replayed.
struct Trial {
    candidate: Candidate,
    position: Chess,
    /// Index of the next written move to play, in the later moves.
    next: usize,
    /// Written moves played legally after the repair.
    reach: usize,
    /// A later move could not be played, or the line ended.
    ended: bool,
    /// For leaders that tie at a later mistake: how many moves play past it with its best
    /// repair (the mistake itself counted).
    beyond: usize,
    /// Whether the repair of that later mistake (and of any after it) then plays every later
    /// move of the line.
    beyond_to_the_end: bool,
}

impl Trial {
    fn new(start: &Chess, candidate: Candidate) -> Self {
        let mut position = start.clone();
        for &m in &candidate.plies {
            position.play_unchecked(m);
        }
        let next = candidate.replaces - 1;
        Self {
            candidate,
            position,
            next,
            reach: 0,
            ended: false,
            beyond: 0,
            beyond_to_the_end: false,
        }
    }

    /// The repair `candidate` of a later mistake played from `position`, then the written moves
    /// after that mistake (`rest`) as far as [`BEYOND_HORIZON`].
    fn past_a_mistake(
        position: &Chess,
        candidate: Candidate,
        rest: &[&WrittenMove],
        rules_960: bool,
    ) -> Self {
        let mut trial = Self::new(position, candidate);
        trial.advance(rest, BEYOND_HORIZON, rules_960);
        trial
    }

    /// The moves it plays, past a later mistake too for tied leaders.
    fn score(&self) -> usize {
        self.reach + self.beyond
    }

    /// Plays later moves until one fails, the line ends, or `horizon` moves have played.
    fn advance(&mut self, later: &[&WrittenMove], horizon: usize, rules_960: bool) {
        while !self.ended && self.reach < horizon {
            let Some(written) = later.get(self.next) else {
                self.ended = true;
                return;
            };
            match replay_move(&self.position, written, rules_960) {
                Some(m) => {
                    self.position.play_unchecked(m);
                    self.next += 1;
                    self.reach += 1;
                }
                None => self.ended = true,
            }
        }
    }

    /// Whether it played every later move.
    fn finished_line(&self, later: &[&WrittenMove]) -> bool {
        self.ended && self.next >= later.len()
    }
}

/// [`quiet_move`] for the replay of a trial, which reads most of the moves of every search: a
/// knight, bishop, rook or queen move written in 4 digits is legal when the piece attacks the
/// to-square, no piece of its own stands there, and the own king is not attacked after it (the
/// test shakmaty's move generation makes, without building the list of moves). Every other
/// move is read by [`quiet_move`].
fn replay_move(position: &Chess, written: &WrittenMove, rules_960: bool) -> Option<Move> {
    if let MoveKind::Numeric(numeric) = &written.kind
        && !written.syntax_error
        && numeric.promotion.is_none()
        && let Some(from) = super::square_of_digits(numeric.from.file, numeric.from.rank)
        && let Some(to) = super::square_of_digits(numeric.to.file, numeric.to.rank)
    {
        let board = position.board();
        let us = position.turn();
        if let Some(piece) = board
            .piece_at(from)
            .filter(|p| p.color == us && !matches!(p.role, Role::Pawn | Role::King))
        {
            let reaches = shakmaty::attacks::attacks(from, piece, board.occupied()).contains(to);
            if !reaches || board.by_color(us).contains(to) {
                return None;
            }
            let king = board.king_of(us)?;
            let occupied = board.occupied().without(from).with(to);
            let checkers = board.attacks_to(king, !us, occupied).without(to);
            return checkers.is_empty().then(|| Move::Normal {
                role: piece.role,
                from,
                capture: board.role_at(to),
                to,
                promotion: None,
            });
        }
    }
    quiet_move(position, written, rules_960)
}

/// Looks for the move that was meant at `slip`.
pub(crate) fn search(slip: &Slip) -> Outcome {
    let later: Vec<&WrittenMove> = slip
        .later
        .iter()
        .filter_map(|e| match e {
            Element::Move(m) => Some(m),
            _ => None,
        })
        .take(MAX_HORIZON + 1)
        .collect();
    let first = search_among(slip, &later, candidates(slip, &later));
    if first.finished {
        return first.outcome;
    }
    // A square written wrong in both digits is tried only where no likelier slip plays to the
    // end of the line: it has many candidates, which the search among the likelier slips (and
    // past later mistakes) should not have to tell apart. It is taken (or, near the end of a
    // game, two to five of them listed) when it plays every later move, clearly further than
    // any likelier repair.
    let second = search_among(slip, &later, square_candidates(slip));
    if second.finished && first.reach + MARGIN <= second.reach {
        return second.outcome;
    }
    first.outcome
}

/// What one search found among some candidates, with how far its best repair plays.
struct Searched {
    outcome: Outcome,
    /// The most later moves a candidate played (past a later mistake not counted).
    reach: usize,
    /// Whether the outcome's repair (the first of those listed) plays every later move of the
    /// line.
    finished: bool,
}

/// The search among `candidates` for the slip, with the written moves `later` after it.
fn search_among(slip: &Slip, later: &[&WrittenMove], candidates: Vec<Candidate>) -> Searched {
    let not_found = |reach| Searched {
        outcome: Outcome::NotFound,
        reach,
        finished: false,
    };
    if candidates.is_empty() {
        return not_found(0);
    }
    // A legal move in another notation needs no search: it is the move played.
    if let [only] = candidates.as_slice()
        && only.kind == SlipKind::OtherNotation
    {
        return Searched {
            outcome: Outcome::Accepted(only.clone()),
            reach: 0,
            finished: true,
        };
    }
    let mut trials: Vec<Trial> = candidates
        .into_iter()
        .map(|c| Trial::new(slip.position, c))
        .collect();
    // Most slips have one repair that plays on while every other stops at once: when, after
    // MIN_CONFIRMED moves, one trial plays on and all the others stopped clearly short of it,
    // the first depth would accept it too (the others cannot play further, it cannot play
    // less), so it is taken without replaying the rest of the first depth. It is replayed on
    // to the end of the line or its next mistake (as the walk replays it after the search) to
    // say whether it plays every later move.
    for trial in &mut trials {
        trial.advance(later, MIN_CONFIRMED, slip.rules_960);
    }
    if let Some(at) = sole_survivor(&trials) {
        let mut survivor = trials.swap_remove(at);
        survivor.advance(later, MAX_HORIZON, slip.rules_960);
        return Searched {
            reach: survivor.reach,
            finished: survivor.finished_line(later),
            outcome: Outcome::Accepted(survivor.candidate),
        };
    }
    if let Err(best) = replay_leaders(&mut trials, later, slip.rules_960) {
        return not_found(best);
    }
    // A sole leader still playing was decided at the horizon: replayed on to say whether it
    // plays every later move.
    let best = trials.iter().map(|t| t.reach).max().unwrap_or(0);
    let mut alive = trials.iter_mut().filter(|t| t.reach == best && !t.ended);
    if let (Some(leader), None) = (alive.next(), alive.next()) {
        leader.advance(later, MAX_HORIZON, slip.rules_960);
    }
    follow_leaders_past_a_later_mistake(&mut trials, later, slip.rules_960);
    let reach = trials.iter().map(|t| t.reach).max().unwrap_or(0);
    let (outcome, finished) = decide(trials, later, slip.line_ends_game);
    Searched {
        outcome,
        reach,
        finished,
    }
}

/// Replays the trials deeper and deeper (from [`FIRST_HORIZON`], each time three times as
/// deep, to [`MAX_HORIZON`]), only the leaders going on, until the leaders are told apart or
/// have stopped. `Err` with the leaders' reach when more than [`MAX_LEADERS`] of them would
/// need more than [`PLY_BUDGET`] plies: so many that play equally far are no answer.
fn replay_leaders(
    trials: &mut Vec<Trial>,
    later: &[&WrittenMove],
    rules_960: bool,
) -> Result<(), usize> {
    let mut horizon = FIRST_HORIZON;
    let mut spent = 0;
    loop {
        for trial in trials.iter_mut().filter(|t| !t.ended) {
            trial.advance(later, horizon, rules_960);
        }
        let best = trials.iter().map(|t| t.reach).max().unwrap_or(0);
        let leaders = trials.iter().filter(|t| t.reach == best).count();
        let runner_up = trials
            .iter()
            .filter(|t| t.reach < best)
            .map(|t| t.reach)
            .max();
        let leaders_alive = trials.iter().any(|t| t.reach == best && !t.ended);
        let undecided = leaders > 1 || runner_up.is_some_and(|r| r + MARGIN > best);
        if !(leaders_alive && undecided) || horizon >= MAX_HORIZON {
            break;
        }
        let deeper = (horizon * 3).min(MAX_HORIZON);
        let cost = leaders * (deeper - horizon);
        if leaders > MAX_LEADERS && spent + cost > PLY_BUDGET {
            return Err(best);
        }
        spent += cost;
        // Only the leaders go on.
        trials.retain(|t| t.reach == best || t.ended);
        horizon = deeper;
    }
    Ok(())
}

/// Leaders that stop at or near the same later mistake (a second slip) are told apart by how
/// far each plays past it once that one is repaired too ([`Trial::beyond`]): for up to
/// [`MAX_BEYOND_LEADERS`] of them, or for a sole leader short of [`MIN_CONFIRMED`], within
/// [`BEYOND_BUDGET`] plies. Up to [`MAX_SHARED_LEADERS`] leaders that all stop at the same
/// later move, too many for that or past the budget, are followed past it with the repairs
/// found after the first few of them ([`follow_leaders_with_a_shared_repair`]).
fn follow_leaders_past_a_later_mistake(
    trials: &mut [Trial],
    later: &[&WrittenMove],
    rules_960: bool,
) {
    let best = trials.iter().map(|t| t.reach).max().unwrap_or(0);
    let close = |t: &Trial| t.reach + MARGIN > best;
    let leaders = trials.iter().filter(|t| close(t)).count();
    let unconfirmed = best < MIN_CONFIRMED;
    if (2..=MAX_BEYOND_LEADERS).contains(&leaders) || (leaders == 1 && unconfirmed) {
        let mut budget = BEYOND_BUDGET;
        for trial in trials.iter_mut().filter(|t| close(t)) {
            (trial.beyond, trial.beyond_to_the_end) = beyond(trial, later, rules_960, &mut budget);
        }
        if budget > 0 {
            return;
        }
        // Leaders followed past different numbers of mistakes are not compared: once the
        // budget ran out, none counts what it played past the later mistake.
        for trial in trials.iter_mut() {
            (trial.beyond, trial.beyond_to_the_end) = (0, false);
        }
    }
    if (2..=MAX_SHARED_LEADERS).contains(&leaders) {
        follow_leaders_with_a_shared_repair(trials, later, rules_960, best);
    }
}

/// Leaders that all stopped at the same later move, [`MIN_BEFORE_LATER_SLIP`] or more moves
/// after the slip, differ by a move the later moves did not need until then (a move left out
/// early, where a dozen legal moves fit as well): the later move is a mistake of its own, and
/// its repair is most likely the same whichever leader was meant. The repairs of that move
/// that play furthest after each of the first [`MAX_SHARED_SOURCES`] leaders (at most
/// [`MAX_SHARED_REPAIRS`] each) are tried after every leader, and each leader's
/// [`Trial::beyond`] is how far the best of them plays there (within [`BEYOND_HORIZON`]): the
/// leader that was meant plays on, the others stop where the moves needed it. Only a leader
/// that then plays [`MIN_CONFIRMED`] moves past it, [`MARGIN`] further than every other, is
/// told apart so; otherwise nothing changes (a repair found after one leader's move may fit
/// that leader alone: a tie it makes is no answer). Bounded by
/// [`MAX_SHARED_LEADERS`] × [`MAX_SHARED_SOURCES`] × [`MAX_SHARED_REPAIRS`] ×
/// [`BEYOND_HORIZON`] plies, besides the searches after the first leaders.
fn follow_leaders_with_a_shared_repair(
    trials: &mut [Trial],
    later: &[&WrittenMove],
    rules_960: bool,
    best: usize,
) {
    let close = |t: &Trial| t.reach + MARGIN > best;
    let mut stops = trials
        .iter()
        .filter(|t| close(t))
        .map(|t| (t.ended, t.next));
    let Some(first_stop) = stops.next() else {
        return;
    };
    let together = first_stop.0 && stops.all(|stop| stop == first_stop);
    let at = first_stop.1;
    if !together || best < MIN_BEFORE_LATER_SLIP || at >= later.len() {
        return;
    }
    let rest = later.get(at + 1..).unwrap_or_default();
    let previous = at.checked_sub(1).and_then(|i| later.get(i)).copied();
    // The repairs found after the first few leaders, so that no one leader's position alone
    // decides which repairs all of them are tried with.
    let mut repairs: Vec<Candidate> = Vec::new();
    for source in trials.iter().filter(|t| close(t)).take(MAX_SHARED_SOURCES) {
        let slip = Slip {
            position: &source.position,
            written: later[at],
            previous,
            later: &[],
            rules_960,
            line_ends_game: false,
        };
        for repair in best_repairs(&slip, rest) {
            if !repairs.iter().any(|r| r.plies == repair.plies) {
                repairs.push(repair);
            }
        }
    }
    let mut reached: Vec<(usize, (usize, bool))> = Vec::new();
    for (index, trial) in trials.iter().enumerate().filter(|(_, t)| close(t)) {
        let played = repairs
            .iter()
            .filter(|repair| plays_legally(&trial.position, &repair.plies))
            .map(|repair| {
                let nested =
                    Trial::past_a_mistake(&trial.position, repair.clone(), rest, rules_960);
                (nested.reach, nested.finished_line(rest))
            })
            .max()
            .unwrap_or((0, false));
        reached.push((index, played));
    }
    // Only one leader that plays clearly furthest past the later move is told apart: leaders
    // that tie there are left as they were (no answer among so many), and none is listed on
    // the strength of repairs found after other leaders' moves.
    reached.sort_by_key(|&(_, (plies, _))| std::cmp::Reverse(plies));
    let clear = match reached.as_slice() {
        [(_, first), others @ ..] => {
            first.0 >= MIN_CONFIRMED && others.iter().all(|(_, o)| o.0 + MARGIN <= first.0)
        }
        [] => false,
    };
    if clear {
        for (index, played) in reached {
            (trials[index].beyond, trials[index].beyond_to_the_end) = played;
        }
    }
}

/// The repairs of `slip` that play furthest (within [`BEYOND_HORIZON`]) among those that play
/// at least one later move: at most [`MAX_SHARED_REPAIRS`], the likelier first among equals.
fn best_repairs(slip: &Slip, rest: &[&WrittenMove]) -> Vec<Candidate> {
    let mut repairs: Vec<Trial> = candidates(slip, rest)
        .into_iter()
        .map(|c| Trial::past_a_mistake(slip.position, c, rest, slip.rules_960))
        .filter(|t| t.reach > 0)
        .collect();
    repairs.sort_by_key(|t| (std::cmp::Reverse(t.reach), t.candidate.cost));
    repairs
        .into_iter()
        .take(MAX_SHARED_REPAIRS)
        .map(|t| t.candidate)
        .collect()
}

/// Whether `plies` are legal one after the other from `position` (shakmaty's checked `play`).
fn plays_legally(position: &Chess, plies: &[Move]) -> bool {
    plies
        .iter()
        .try_fold(position.clone(), |position, &m| position.play(m).ok())
        .is_some()
}

/// The index of the one trial still playing after [`MIN_CONFIRMED`] moves when every other has
/// stopped at least [`MARGIN`] moves short of it.
fn sole_survivor(trials: &[Trial]) -> Option<usize> {
    let mut alive = trials.iter().enumerate().filter(|(_, t)| !t.ended);
    let (at, survivor) = alive.next()?;
    if alive.next().is_some() || survivor.reach < MIN_CONFIRMED {
        return None;
    }
    let others_short = trials
        .iter()
        .enumerate()
        .all(|(i, t)| i == at || t.reach + MARGIN <= survivor.reach);
    others_short.then_some(at)
}

/// How many moves `trial` plays past the move it stopped at, with the repair of that move
/// that plays furthest; 0 when it stopped at the end of the line. The move itself is not
/// counted: a second slip is taken only when it plays further, so that a repair that plays
/// every later move as written is preferred to one that needs a second repair to get as far
/// (one that stops at the last move would otherwise tie with it). Where the best repairs of
/// that move stop at a third mistake, they are followed past it too, up to
/// [`BEYOND_DEPTH`] mistakes: slips a few moves apart are told apart by the moves after all
/// of them.
/// Each trial replayed takes its plies from `budget`; once it is spent, no trial is followed
/// past a further mistake.
/// Also says whether that repair (and those of any further mistakes) then plays every
/// later move of the line.
fn beyond(
    trial: &Trial,
    later: &[&WrittenMove],
    rules_960: bool,
    budget: &mut usize,
) -> (usize, bool) {
    beyond_at_depth(trial, later, rules_960, 1, budget)
}

/// [`beyond`] for a trial `depth` mistakes past the slip searched.
fn beyond_at_depth(
    trial: &Trial,
    later: &[&WrittenMove],
    rules_960: bool,
    depth: usize,
    budget: &mut usize,
) -> (usize, bool) {
    let Some(&failing) = later.get(trial.next) else {
        return (0, false);
    };
    let previous = trial
        .next
        .checked_sub(1)
        .and_then(|i| later.get(i))
        .copied();
    let slip = Slip {
        position: &trial.position,
        written: failing,
        previous,
        later: &[],
        rules_960,
        line_ends_game: false,
    };
    let rest = later.get(trial.next + 1..).unwrap_or_default();
    let nested: Vec<Trial> = candidates(&slip, rest)
        .into_iter()
        .map(|c| {
            // Indices of `later` from here on count from the move after the mistake.
            let nested = Trial::past_a_mistake(&trial.position, c, rest, rules_960);
            *budget = budget.saturating_sub(nested.reach + 1);
            nested
        })
        .collect();
    let best = nested.iter().map(|t| t.reach).max().unwrap_or(0);
    nested
        .iter()
        .filter(|t| t.reach == best)
        .map(|t| {
            let stopped_short = t.next < rest.len() && t.reach < BEYOND_HORIZON;
            if depth < BEYOND_DEPTH && stopped_short && best > 0 && *budget > 0 {
                let (further, to_the_end) = beyond_at_depth(t, rest, rules_960, depth + 1, budget);
                (t.reach + further, to_the_end)
            } else {
                (t.reach, t.finished_line(rest))
            }
        })
        .max()
        .unwrap_or((0, false))
}

/// The outcome once the trials are replayed as far as they need, and whether its repair (the
/// first of those listed) plays every later move.
fn decide(mut trials: Vec<Trial>, later: &[&WrittenMove], line_ends_game: bool) -> (Outcome, bool) {
    // Furthest first; among equals, the likelier slip first.
    trials.sort_by_key(|t| (std::cmp::Reverse(t.score()), t.candidate.cost));
    let Some(best) = trials.first() else {
        return (Outcome::NotFound, false);
    };
    let to_the_end = line_ends_game && best.finished_line(later);
    // Repairs that all play a few moves and stop at the same later move make that move a
    // mistake of its own: one that plays on past its repair is confirmed by the moves after
    // both (two slips a few moves apart). A later move only one repair stops at, or one right
    // after the slip, may be right as written and the repair wrong (the meant move not among
    // the candidates).
    let stopped_together = trials.iter().filter(|t| t.reach == best.reach).count() > 1;
    let confirmed_past =
        stopped_together && best.reach >= MIN_BEFORE_LATER_SLIP && best.beyond >= MIN_CONFIRMED;
    let enough = best.reach >= MIN_CONFIRMED || to_the_end || confirmed_past;
    if !enough {
        return (Outcome::NotFound, false);
    }
    let top = best.score();
    let equal: Vec<&Trial> = trials.iter().filter(|t| t.score() == top).collect();
    // Among equals, one likelier than all the others (a queen rather than another piece for a
    // promotion digit left out, a swap rather than a move left out) is taken.
    let unique_likeliest = equal.len() == 1
        || equal
            .get(1)
            .is_some_and(|second| second.candidate.cost > best.candidate.cost);
    let runner_up = trials
        .iter()
        .skip(1)
        .filter(|t| t.score() < top)
        .map(Trial::score)
        .max();
    let clear = runner_up.is_none_or(|r| r + MARGIN <= top || (to_the_end && r < top));
    if unique_likeliest && clear {
        let finished = best.finished_line(later);
        return (Outcome::Accepted(trials.swap_remove(0).candidate), finished);
    }
    let close: Vec<Candidate> = trials
        .iter()
        .filter(|t| t.score() + MARGIN > top)
        .map(|t| t.candidate.clone())
        .collect();
    if (2..=MAX_LISTED).contains(&close.len()) {
        // Past a later mistake near the end of the line, playing every move after its repair
        // confirms as much as MIN_CONFIRMED moves would.
        let plays_on = best.finished_line(later)
            || best.beyond >= MIN_CONFIRMED
            || (best.beyond > 0 && best.beyond_to_the_end);
        let finished = best.finished_line(later);
        let outcome = Outcome::Ambiguous {
            candidates: close,
            plays_on,
        };
        (outcome, finished)
    } else {
        (Outcome::NotFound, false)
    }
}

/// The digits of a written numeric move or run of digits, as written (`None` for SAN and
/// other notations).
fn written_digits(written: &WrittenMove) -> Option<String> {
    match &written.kind {
        MoveKind::Numeric(numeric) => Some(numeric.digits().to_string()),
        MoveKind::WrongLength(text) => Some(text.chars().filter(char::is_ascii_digit).collect()),
        _ => None,
    }
}

/// Every repair worth replaying at `slip`.
fn candidates(slip: &Slip, later: &[&WrittenMove]) -> Vec<Candidate> {
    let position = slip.position;
    let mut out = Vec::new();
    if matches!(
        slip.written.kind,
        MoveKind::San(_) | MoveKind::Coordinate(_)
    ) {
        let mut read = slip.written.clone();
        read.syntax_error = false;
        if let Some(m) = quiet_move(position, &read, slip.rules_960) {
            out.push(Candidate::whole_moves(
                SlipKind::OtherNotation,
                vec![m],
                1,
                0,
            ));
        }
        return out;
    }
    let Some(digits) = written_digits(slip.written) else {
        return out;
    };
    let legal = position.legal_moves();
    edit_candidates(&legal, &digits, &mut out);
    move_candidates(slip, later, &legal, &digits, &mut out);
    out
}

/// The repairs of the written digits by one edit: each legal move one common slip away (a
/// square wrong in both digits is searched apart, [`square_candidates`]).
fn edit_candidates(legal: &MoveList, digits: &str, out: &mut Vec<Candidate>) {
    for &m in legal {
        let meant = numeric_digits(m);
        if let Some((kind, detail, cost)) = relation(digits.as_bytes(), meant.as_bytes())
            && kind != SlipKind::SquareWrong
        {
            let underpromotion = m.promotion().is_some_and(|r| r != shakmaty::Role::Queen);
            out.push(Candidate {
                kind,
                detail,
                plies: vec![m],
                replaces: 1,
                cost: cost + u8::from(underpromotion),
            });
        }
    }
}

/// The repairs of a numeric move with one square wrong in both digits and the other right
/// ([`SlipKind::SquareWrong`]): the legal moves from the written from-square, and those to the
/// written to-square.
fn square_candidates(slip: &Slip) -> Vec<Candidate> {
    let Some(digits) = written_digits(slip.written) else {
        return Vec::new();
    };
    slip.position
        .legal_moves()
        .iter()
        .filter_map(|&m| {
            let meant = numeric_digits(m);
            let (kind, detail, cost) = relation(digits.as_bytes(), meant.as_bytes())?;
            (kind == SlipKind::SquareWrong).then(|| Candidate {
                kind,
                detail,
                plies: vec![m],
                replaces: 1,
                cost,
            })
        })
        .collect()
}

/// The repairs by whole moves: a move left out, written twice, two moves in the wrong order or
/// run together.
fn move_candidates(
    slip: &Slip,
    later: &[&WrittenMove],
    legal: &MoveList,
    digits: &str,
    out: &mut Vec<Candidate>,
) {
    missing_move_candidates(slip, legal, out);
    repeated_move_candidate(slip, digits, out);
    swapped_moves_candidates(slip, later, out);
    run_together_candidates(slip, digits, out);
}

/// The move as written, if it plays in the position `after` (its syntax error set aside).
fn written_plays(slip: &Slip, after: &Chess) -> Option<Move> {
    let mut read = slip.written.clone();
    read.syntax_error = false;
    quiet_move(after, &read, slip.rules_960)
}

/// The repairs by a move left out: each legal move after which the written move plays.
fn missing_move_candidates(slip: &Slip, legal: &MoveList, out: &mut Vec<Candidate>) {
    let position = slip.position;
    // The written move is the other side's, so its from-square holds a piece of the side not to
    // move (a move of the side to move cannot put one there).
    if let MoveKind::Numeric(numeric) = &slip.written.kind
        && let Some(from) = super::square_of_digits(numeric.from.file, numeric.from.rank)
        && position
            .board()
            .piece_at(from)
            .is_some_and(|p| p.color != position.turn())
    {
        for &m in legal {
            if let Some(written) = written_plays(slip, &played(position, m)) {
                out.push(Candidate::whole_moves(
                    SlipKind::MoveMissing,
                    vec![m, written],
                    1,
                    3,
                ));
            }
        }
    }
}

/// `position` after `m` (a legal move).
fn played(position: &Chess, m: Move) -> Chess {
    let mut after = position.clone();
    after.play_unchecked(m);
    after
}

/// The repair of a move written twice: the same digits as the move before, deleted.
fn repeated_move_candidate(slip: &Slip, digits: &str, out: &mut Vec<Candidate>) {
    if let Some(previous) = slip.previous
        && written_digits(previous).as_deref() == Some(digits)
    {
        out.push(Candidate::whole_moves(
            SlipKind::MoveRepeated,
            Vec::new(),
            1,
            1,
        ));
    }
}

/// The repairs of two moves written in the wrong order.
fn swapped_moves_candidates(slip: &Slip, later: &[&WrittenMove], out: &mut Vec<Candidate>) {
    let position = slip.position;
    // The next written move first, or the same side's next move (two plies on) first, with the
    // other side's move between them kept in its place.
    if let Some(&next) = later.first()
        && let Some(first) = quiet_move(position, next, slip.rules_960)
        && let Some(second) = written_plays(slip, &played(position, first))
    {
        out.push(Candidate::whole_moves(
            SlipKind::MovesSwapped,
            vec![first, second],
            2,
            2,
        ));
    }
    if let [between, same_side, ..] = later
        && let Some(first) = quiet_move(position, same_side, slip.rules_960)
    {
        let mut after = played(position, first);
        if let Some(reply) = quiet_move(&after, between, slip.rules_960) {
            after.play_unchecked(reply);
            if let Some(last) = written_plays(slip, &after) {
                out.push(Candidate::whole_moves(
                    SlipKind::MovesSwapped,
                    vec![first, reply, last],
                    3,
                    2,
                ));
            }
        }
    }
}

/// The repairs of two moves written without a space between them.
fn run_together_candidates(slip: &Slip, digits: &str, out: &mut Vec<Candidate>) {
    // 8 digits (4 + 4) or 9 (a promotion on either side).
    if let MoveKind::WrongLength(_) = slip.written.kind {
        for split in [4, 5] {
            if let Some(plies) = run_together(slip.position, digits, split, slip.rules_960) {
                out.push(Candidate::whole_moves(
                    SlipKind::MovesRunTogether,
                    plies,
                    1,
                    1,
                ));
            }
        }
    }
}

/// The two moves of `digits` split after `split` digits, when both play.
fn run_together(
    position: &Chess,
    digits: &str,
    split: usize,
    rules_960: bool,
) -> Option<Vec<Move>> {
    let (first, second) = (digits.get(..split)?, digits.get(split..)?);
    if !(4..=5).contains(&second.len()) {
        return None;
    }
    let mut after = position.clone();
    let mut plies = Vec::with_capacity(2);
    for part in [first, second] {
        let numeric = crate::syntax::ast::NumericMove::from_digits(part)?;
        let m = quiet_numeric(&after, &numeric, rules_960)?;
        after.play_unchecked(m);
        plies.push(m);
    }
    Some(plies)
}

/// How the written digits relate to a legal move's digits, when by one common slip: the kind,
/// the detail for the help, and the cost (lower is likelier).
fn relation(written: &[u8], meant: &[u8]) -> Option<(SlipKind, Detail, u8)> {
    if written.len() == meant.len() {
        // Where the digits differ (the first two places and how many there are): this runs for
        // every legal move at every slip, so it allocates nothing.
        let mut differ = [0; 2];
        let mut count = 0;
        for (i, (w, m)) in written.iter().zip(meant).enumerate() {
            if w != m {
                if let Some(place) = differ.get_mut(count) {
                    *place = i;
                }
                count += 1;
            }
        }
        return match (count, differ) {
            (1, [at, _]) => Some((
                SlipKind::DigitTypo,
                Detail::Digit {
                    at,
                    written: written[at] - b'0',
                    meant: meant[at] - b'0',
                },
                1,
            )),
            (2, [a, b]) if b == a + 1 && written[a] == meant[b] && written[b] == meant[a] => {
                Some((
                    SlipKind::DigitsSwapped,
                    Detail::Swapped {
                        at: a,
                        len: written.len(),
                    },
                    1,
                ))
            }
            _ if written.len() >= 4
                && written[..2] == meant[2..4]
                && written[2..4] == meant[..2]
                && written[4..] == meant[4..] =>
            {
                Some((SlipKind::FromToSwapped, Detail::None, 1))
            }
            _ if ranks_mirrored(written, meant) => Some((SlipKind::RanksMirrored, Detail::None, 2)),
            // Both digits of one square, the other square right (a square copied from
            // elsewhere, or the from-square written twice): less likely than a one-digit slip.
            (2, [a, b]) if a % 2 == 0 && b == a + 1 && b < 4 => Some((
                SlipKind::SquareWrong,
                Detail::Square {
                    at: a,
                    written: [written[a] - b'0', written[b] - b'0'],
                    meant: [meant[a] - b'0', meant[b] - b'0'],
                },
                3,
            )),
            _ => None,
        };
    }
    relation_of_lengths(written, meant)
}

/// [`relation`] for a written move one digit shorter or longer than the legal move, or two
/// longer (a square written twice).
fn relation_of_lengths(written: &[u8], meant: &[u8]) -> Option<(SlipKind, Detail, u8)> {
    if written.len() + 1 == meant.len() {
        // The four digits of a legal promotion with its piece left out name the pawn's own
        // move, as the error on it says: likelier than any slip in the squares (cost 0).
        let promotion_left_out = meant.len() == 5 && meant.starts_with(written);
        let at = (0..meant.len())
            .find(|&i| meant[..i] == written[..i] && meant[i + 1..] == written[i..])?;
        return Some((
            SlipKind::DigitMissing,
            Detail::Missing {
                at,
                len: meant.len(),
            },
            if promotion_left_out { 0 } else { 2 },
        ));
    }
    if written.len() == meant.len() + 1 {
        let at = (0..written.len())
            .find(|&i| written[..i] == meant[..i] && written[i + 1..] == meant[i..])?;
        let doubled =
            (at > 0 && written[at - 1] == written[at]) || written.get(at + 1) == Some(&written[at]);
        return Some((SlipKind::DigitExtra, Detail::Extra { doubled }, 2));
    }
    let square_twice = written.len() == meant.len() + 2
        && (0..=written.len() - 4).any(|i| {
            written[i..i + 2] == written[i + 2..i + 4]
                && written[..i] == meant[..i]
                && written[i + 2..] == meant[i..]
        });
    square_twice.then_some((SlipKind::DigitExtra, Detail::SquareTwice, 2))
}

/// Whether `written` is `meant` with both ranks counted from the other side (rank `r` written
/// as `9 - r`, files and promotion digit the same): a player who numbers the ranks from their
/// own side writes Black's castling `5878` as `5171`.
fn ranks_mirrored(written: &[u8], meant: &[u8]) -> bool {
    let mirrored = |w: u8, m: u8| (b'1'..=b'8').contains(&m) && w == b'9' - m + b'0';
    written.len() >= 4
        && written[0] == meant[0]
        && written[2] == meant[2]
        && written[4..] == meant[4..]
        && mirrored(written[1], meant[1])
        && mirrored(written[3], meant[3])
}

/// The words of a repair, for the help of the error on the slip, as the catalogue's phrases:
/// what the repair writes, then how far the game then plays ("probably 4645 (d5): the last
/// two digits swapped; with it the next 27 moves are legal").
pub(crate) fn describe_phrases(
    candidate: &Candidate,
    position: &Chess,
    written: &str,
    previous: Option<&str>,
    confirmed: usize,
) -> Vec<Message> {
    let what = repair_words(candidate, position, written, previous);
    // "with it" the repair, "with them" two moves, "without it" a move deleted.
    let with = match candidate.kind {
        SlipKind::MoveRepeated => "without",
        SlipKind::MovesSwapped | SlipKind::MovesRunTogether => "them",
        _ => "with",
    };
    let confirmed = Message::new(
        "repair-confirmed",
        Args::new()
            .number("plies", confirmed)
            .selector("with", with),
    );
    vec![what, confirmed]
}

/// What the repair writes (numeric and SAN) and which slip it mends, in words.
fn repair_words(
    candidate: &Candidate,
    position: &Chess,
    written: &str,
    previous: Option<&str>,
) -> Message {
    let sans = sans(position, &candidate.plies);
    let numerics = numerics_of(candidate);
    let first = || {
        Args::new()
            .text("move", numerics[0].clone())
            .text("san", sans[0].clone())
    };
    let number = position.fullmoves().get();
    let numbered = |color: Color, number: u32| match color {
        Color::White => format!("{number}."),
        Color::Black => format!("{number}..."),
    };
    match candidate.kind {
        SlipKind::MoveMissing => Message::new(
            "repair-move-missing",
            first()
                .selector("side", side_key(position.turn()))
                .number("number", number)
                .text("numbered", numbered(position.turn(), number)),
        ),
        SlipKind::MoveRepeated => {
            let (color, move_number) = if position.turn() == Color::White {
                (Color::Black, number.saturating_sub(1))
            } else {
                (Color::White, number)
            };
            let args = Args::new()
                .text("written", written)
                .selector("side", side_key(color))
                .number("number", move_number);
            match previous {
                Some(previous) => Message::new(
                    "repair-move-repeated-previous",
                    args.text("previous", previous),
                ),
                None => Message::new("repair-move-repeated", args),
            }
        }
        SlipKind::MovesSwapped => {
            let last = numerics.len() - 1;
            Message::new(
                "repair-moves-swapped",
                first()
                    .text("written", written)
                    .selector("which", if last == 1 { "next" } else { "same-side" })
                    .text("move2", numerics[last].clone())
                    .text("san2", sans[last].clone()),
            )
        }
        SlipKind::MovesRunTogether => Message::new(
            "repair-moves-run-together",
            first()
                .text("move2", numerics[1].clone())
                .text("san2", sans[1].clone()),
        ),
        SlipKind::OtherNotation => Message::new("repair-other-notation", first()),
        kind => edit_words(kind, candidate.detail, first()),
    }
}

/// The SAN of each of `plies`, played in order from `position`.
fn sans(position: &Chess, plies: &[Move]) -> Vec<String> {
    let mut position = position.clone();
    plies
        .iter()
        .map(|&m| {
            let san = San::from_move(&position, m).to_string();
            position.play_unchecked(m);
            san
        })
        .collect()
}

/// "probably 4645 (d5): the last two digits swapped", "...: the to-square's rank: 7 written
/// for 8"; `args` names the move and its SAN.
fn edit_words(kind: SlipKind, detail: Detail, args: Args) -> Message {
    const PARTS: [&str; 5] = ["from-file", "from-rank", "to-file", "to-rank", "promotion"];
    let slip =
        |key: &'static str| Message::new("repair-probably", args.clone().selector("slip", key));
    match (kind, detail) {
        (_, Detail::Digit { at, written, meant }) => Message::new(
            "repair-probably-digit",
            args.clone()
                .selector("part", PARTS.get(at).copied().unwrap_or("other"))
                .text("written", written.to_string())
                .text("meant", meant.to_string()),
        ),
        (_, Detail::Swapped { at, len }) => match (at, len) {
            (0, _) => slip("first-two-swapped"),
            (1, 4) => slip("middle-two-swapped"),
            (a, l) if a + 2 == l => slip("last-two-swapped"),
            _ => slip("neighbours-swapped"),
        },
        (_, Detail::Missing { at, len }) if at == 4 && len == 5 => slip("promotion-left-out"),
        (_, Detail::Missing { .. }) => slip("digit-left-out"),
        (_, Detail::Extra { doubled: true }) => slip("digit-twice"),
        (_, Detail::Extra { doubled: false }) => slip("digit-too-many"),
        (_, Detail::SquareTwice) => slip("square-twice"),
        (_, Detail::Square { at, written, meant }) => {
            let square = |[file, rank]: [u8; 2]| format!("{file}{rank}");
            Message::new(
                "repair-probably-square",
                args.clone()
                    .selector("part", if at == 0 { "from" } else { "to" })
                    .text("written", square(written))
                    .text("meant", square(meant)),
            )
        }
        (SlipKind::FromToSwapped, _) => slip("from-to-swapped"),
        (SlipKind::RanksMirrored, _) => slip("ranks-mirrored"),
        _ => slip("slip-of-the-pen"),
    }
}

/// The plies of `candidate` in numeric notation.
fn numerics_of(candidate: &Candidate) -> Vec<String> {
    candidate
        .plies
        .iter()
        .map(|&m| numeric_of_move(m))
        .collect()
}

/// The meant move and its SAN for the JSON record: the corrected move, the missing move, or
/// both moves of a swap or a run; `None` for a move written twice.
pub(crate) fn meant_move(
    candidate: &Candidate,
    position: &Chess,
) -> (Option<String>, Option<String>) {
    let sans = sans(position, &candidate.plies);
    let numerics = numerics_of(candidate);
    match candidate.kind {
        SlipKind::MoveRepeated => (None, None),
        SlipKind::MovesSwapped | SlipKind::MovesRunTogether => {
            (Some(numerics.join(" ")), Some(sans.join(" ")))
        }
        _ => (numerics.first().cloned(), sans.first().cloned()),
    }
}

/// The numeric moves of `plies`.
pub(crate) fn numerics(plies: &[Move]) -> Vec<String> {
    plies.iter().map(|&m| numeric_of_move(m)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::typo("8877", "8878", Some(SlipKind::DigitTypo))]
    #[case::swapped("4654", "4645", Some(SlipKind::DigitsSwapped))]
    #[case::same_square_swapped("4545", "5445", Some(SlipKind::DigitsSwapped))]
    #[case::from_to("8475", "7584", Some(SlipKind::FromToSwapped))]
    #[case::ranks_mirrored("5171", "5878", Some(SlipKind::RanksMirrored))]
    #[case::ranks_mirrored_pawn("5254", "5755", Some(SlipKind::RanksMirrored))]
    #[case::one_rank_mirrored("5178", "5878", Some(SlipKind::DigitTypo))]
    #[case::dropped("646", "6465", Some(SlipKind::DigitMissing))]
    #[case::promotion_digit_dropped("5758", "57581", Some(SlipKind::DigitMissing))]
    #[case::doubled("52544", "5254", Some(SlipKind::DigitExtra))]
    #[case::to_square_wrong("5290", "5254", Some(SlipKind::SquareWrong))]
    #[case::from_square_wrong("8584", "4484", Some(SlipKind::SquareWrong))]
    #[case::same_square_written("7575", "7586", Some(SlipKind::SquareWrong))]
    #[case::one_digit_of_each_square("5364", "5254", None)]
    #[case::promotion_too("57582", "67581", None)]
    fn relations(#[case] written: &str, #[case] meant: &str, #[case] kind: Option<SlipKind>) {
        assert_eq!(
            relation(written.as_bytes(), meant.as_bytes()).map(|(k, _, _)| k),
            kind
        );
    }

    /// The trials' fast reading of piece moves agrees with `quiet_move` on every 4-digit move
    /// (every pair of two-digit squares 11-88): pins, checks, discovered checks, captures,
    /// Chess960.
    #[rstest]
    #[case::start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false)]
    #[case::pinned_knight(
        "r1bqk2r/pppp1ppp/2n2n2/4p3/1b2P3/2NP4/PPP2PPP/R1BQKBNR w KQkq - 1 5",
        false
    )]
    #[case::in_check(
        "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 3",
        false
    )]
    #[case::rook_pins_queen("4k3/8/8/8/4r3/8/4Q3/4K2R w K - 0 1", false)]
    #[case::black_to_move_captures(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
        false
    )]
    #[case::chess960(
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        true
    )]
    fn the_fast_reading_of_piece_moves_agrees_with_quiet_move(
        #[case] fen: &str,
        #[case] rules_960: bool,
    ) {
        use crate::span::Span;
        use crate::syntax::ast::NumericMove;
        let mode = if rules_960 {
            shakmaty::CastlingMode::Chess960
        } else {
            shakmaty::CastlingMode::Standard
        };
        let position: Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .expect("a FEN")
            .into_position(mode)
            .expect("a position");
        let mut legal = 0;
        for from in 11..=88u32 {
            for to in 11..=88u32 {
                let digits = format!("{from}{to}");
                let Some(numeric) = NumericMove::from_digits(&digits) else {
                    continue;
                };
                let written = WrittenMove {
                    span: Span::new(0, 0),
                    kind: MoveKind::Numeric(numeric),
                    check: None,
                    annotation: None,
                    syntax_error: false,
                };
                let fast = replay_move(&position, &written, rules_960);
                assert_eq!(fast, quiet_move(&position, &written, rules_960), "{digits}");
                legal += usize::from(fast.is_some());
            }
        }
        assert!(legal > 0);
    }
}
