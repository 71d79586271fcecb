//! The repair search on generated legal games with one slip of each kind put in: where the
//! slip makes an error, the error names the move written in the game (or lists it among two or
//! three candidates), and no error is reported anywhere else.

use iccf::check::{CheckOptions, check_games};
use iccf::diagnostic::{Meant, SlipKind};
use proptest::prelude::*;

use super::games::{Generated, game_spec, generate};

/// A slip of one kind, at the `nth` main-line move (modulo the game's length).
#[derive(Clone, Copy, Debug)]
enum Slip {
    /// The digit at `at` (0-3) replaced by `to` (1-8).
    DigitTypo {
        nth: usize,
        at: usize,
        to: u8,
    },
    /// The digits at `at` and `at + 1` swapped.
    DigitsSwapped {
        nth: usize,
        at: usize,
    },
    FromToSwapped {
        nth: usize,
    },
    /// The digit at `at` left out.
    DigitMissing {
        nth: usize,
        at: usize,
    },
    /// The digit at `at` written twice.
    DigitDoubled {
        nth: usize,
        at: usize,
    },
    MoveMissing {
        nth: usize,
    },
    MoveRepeated {
        nth: usize,
    },
    MovesSwapped {
        nth: usize,
    },
}

fn slip() -> impl Strategy<Value = Slip> {
    let nth = 0usize..200;
    prop_oneof![
        (nth.clone(), 0usize..4, 1u8..9).prop_map(|(nth, at, to)| Slip::DigitTypo { nth, at, to }),
        (nth.clone(), 0usize..3).prop_map(|(nth, at)| Slip::DigitsSwapped { nth, at }),
        nth.clone().prop_map(|nth| Slip::FromToSwapped { nth }),
        (nth.clone(), 0usize..4).prop_map(|(nth, at)| Slip::DigitMissing { nth, at }),
        (nth.clone(), 0usize..4).prop_map(|(nth, at)| Slip::DigitDoubled { nth, at }),
        nth.clone().prop_map(|nth| Slip::MoveMissing { nth }),
        nth.clone().prop_map(|nth| Slip::MoveRepeated { nth }),
        nth.prop_map(|nth| Slip::MovesSwapped { nth }),
    ]
}

/// The digits of a move written with a slip of a digit (`None` for a slip of whole moves).
fn miswritten(digits: &str, slip: Slip) -> Option<String> {
    match slip {
        Slip::DigitTypo { at, to, .. } => {
            let mut d = digits.to_string().into_bytes();
            d[at] = b'0' + to;
            String::from_utf8(d).ok()
        }
        Slip::DigitsSwapped { at, .. } => {
            let mut d = digits.to_string().into_bytes();
            d.swap(at, at + 1);
            String::from_utf8(d).ok()
        }
        Slip::FromToSwapped { .. } => {
            Some(format!("{}{}{}", &digits[2..4], &digits[..2], &digits[4..]))
        }
        Slip::DigitMissing { at, .. } => Some(format!("{}{}", &digits[..at], &digits[at + 1..])),
        Slip::DigitDoubled { at, .. } => Some(format!("{}{}", &digits[..=at], &digits[at..])),
        Slip::MoveMissing { .. } | Slip::MoveRepeated { .. } | Slip::MovesSwapped { .. } => None,
    }
}

/// The text with the slip put in, the byte range of the token the error must be on, and the
/// move the report must name (`None`: a move written twice, named by its kind).
fn put_in(
    game: &Generated,
    slip: Slip,
) -> Option<(String, std::ops::Range<usize>, Option<String>)> {
    let text = &game.text;
    // Room for the repair to be confirmed: the slip is not among the last plies.
    let last = game.moves.len().checked_sub(10)?;
    let index = |nth: usize| nth % (last + 1);
    let digits = |i: usize| text[game.moves[i].clone()].to_string();
    let with = |i: usize, written: &str| {
        let m = &game.moves[i];
        format!("{}{written}{}", &text[..m.start], &text[m.end..])
    };
    let token = |i: usize, len: usize| game.moves[i].start..game.moves[i].start + len;
    Some(match slip {
        Slip::DigitTypo { nth, .. }
        | Slip::DigitsSwapped { nth, .. }
        | Slip::FromToSwapped { nth }
        | Slip::DigitMissing { nth, .. }
        | Slip::DigitDoubled { nth, .. } => {
            let i = index(nth);
            let written = miswritten(&digits(i), slip)?;
            (with(i, &written), token(i, written.len()), Some(digits(i)))
        }
        Slip::MoveMissing { nth } => {
            let i = index(nth);
            let (m, next) = (&game.moves[i], &game.moves[i + 1]);
            // Without the move, a variation after it would replace the move before it: a
            // second mistake, not this slip.
            if text[m.end..].trim_start().starts_with('(') {
                return None;
            }
            let dropped = format!("{}{}", &text[..m.start], &text[m.end..]);
            // The next move's token moved back by the dropped move.
            let shift = m.end - m.start;
            (
                dropped,
                next.start - shift..next.end - shift,
                Some(digits(i)),
            )
        }
        Slip::MoveRepeated { nth } => {
            let i = index(nth);
            let m = &game.moves[i];
            let doubled = format!("{} {}{}", &text[..m.end], &text[m.clone()], &text[m.end..]);
            (doubled, m.end + 1..m.end + 1 + m.len(), None)
        }
        Slip::MovesSwapped { nth } => {
            let i = index(nth);
            let (a, b) = (game.moves[i].clone(), game.moves[i + 1].clone());
            let swapped = format!(
                "{}{}{}{}{}",
                &text[..a.start],
                &text[b.clone()],
                &text[a.end..b.start],
                &text[a.clone()],
                &text[b.end..]
            );
            // The report names the move that comes first: the one written second.
            (swapped, a.start..a.start + b.len(), Some(digits(i)))
        }
    })
}

/// Whether the move at ply `i` of `game` is the only legal move there after which every later
/// move of the game plays: when others fit as well, no search can tell which was written (a
/// first move left out of a short game may be any of twenty), and the slip is no case to test.
fn only_fitting_move(game: &Generated, i: usize) -> bool {
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Position};
    let play = |position: &mut Chess, uci: &str| -> bool {
        let Ok(m) = uci
            .parse::<UciMove>()
            .map_err(drop)
            .and_then(|u| u.to_move(position).map_err(drop))
        else {
            return false;
        };
        position.play_unchecked(m);
        true
    };
    let mut before = game.start.clone();
    for uci in &game.uci[..i] {
        assert!(play(&mut before, uci), "the generated game replays");
    }
    let fitting = before
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            let mut position = before.clone();
            position.play_unchecked(m);
            game.uci[i + 1..].iter().all(|uci| play(&mut position, uci))
        })
        .count();
    fitting == 1
}

/// The ply a slip stands in for, when the slip replaces or drops one move of the game.
fn replaced_ply(game: &Generated, slip: Slip) -> Option<usize> {
    let last = game.moves.len().checked_sub(10)?;
    match slip {
        Slip::DigitTypo { nth, .. }
        | Slip::DigitsSwapped { nth, .. }
        | Slip::FromToSwapped { nth }
        | Slip::DigitMissing { nth, .. }
        | Slip::DigitDoubled { nth, .. }
        | Slip::MoveMissing { nth } => Some(nth % (last + 1)),
        Slip::MoveRepeated { .. } | Slip::MovesSwapped { .. } => None,
    }
}

/// Whether `meant` names `original` (the move of the game the slip stands for).
fn names(meant: &Meant, original: Option<&str>) -> bool {
    match original {
        None => meant.kind == SlipKind::MoveRepeated,
        Some(original) => meant.moves.first().map(String::as_str) == Some(original),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn a_slip_is_named_by_the_error_on_it(spec in game_spec(), slip in slip()) {
        let game = generate(&spec);
        let Some((text, token, original)) = put_in(&game, slip) else {
            return Ok(());
        };
        let errors: Vec<_> = check_games(&text, CheckOptions::default().with_lint(false))
            .flat_map(|g| g.diagnostics)
            .filter(iccf::Diagnostic::is_error)
            .collect();
        // A slip that makes another legal move is no error to find.
        let on: Vec<_> = errors
            .iter()
            .filter(|d| d.span.offset() < token.end && token.start < d.span.end().max(d.span.offset() + 1))
            .collect();
        prop_assume!(!on.is_empty());
        prop_assume!(replaced_ply(&game, slip).is_none_or(|i| only_fitting_move(&game, i)));
        prop_assert_eq!(on.len(), 1, "{:?} in {}: {:#?}", slip, text, errors);
        let error = on[0];
        let named = error.meant.as_deref().is_some_and(|m| names(m, original.as_deref()))
            || error.meant_candidates.iter().any(|m| names(m, original.as_deref()));
        prop_assert!(named, "{:?} in {}: {:#?}", slip, text, error);
        if error.meant.is_some() {
            // A move left out, doubled or moved shifts the move numbers after it by a ply: the
            // syntax layer may report the first number that no longer fits (S014), as it does
            // for any record with a move left out.
            let moved = matches!(
                slip,
                Slip::MoveMissing { .. } | Slip::MoveRepeated { .. } | Slip::MovesSwapped { .. }
            );
            let others = errors
                .iter()
                .filter(|d| !(moved && d.code == iccf::codes::Code::MoveNumberOutOfSequence))
                .count();
            prop_assert_eq!(others, 1, "{:?} in {}: {:#?}", slip, text, errors);
        }
    }
}
