//! Property tests of the whole pipeline (board replay, lint, fixes, conversion, formatting) on
//! generated legal games, clean and with one mistake put in: no panic, every span valid, a fix
//! never makes a new error, conversion round-trips, a clean game checks with no error.
//!
//! 48 cases per property (they run in a few seconds in release builds), or `PROPTEST_CASES`
//! for a longer search. A failing case found here is kept as a file in
//! `tests/fixtures/fuzz/` (replayed by `regressions`).

use std::ops::ControlFlow;

use iccf::check::{CheckOptions, check_games};
use iccf::convert::{ConvertOptions, Target, convert};
use pgn_reader::{Reader, SanPlus, Skip, Visitor};
use proptest::prelude::*;
use shakmaty::{Chess, Position};

use super::games::{Generated, game_spec, generate, inject, mistake};
use super::oracles;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(48);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// The main line's SAN moves of the first game of a PGN text, read by pgn-reader (a reader
/// that is not ours), variations skipped.
struct MainLine;

impl Visitor for MainLine {
    type Tags = ();
    type Movetext = Vec<SanPlus>;
    type Output = Vec<SanPlus>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (): ()) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(Vec::new())
    }

    fn san(&mut self, moves: &mut Vec<SanPlus>, san: SanPlus) -> ControlFlow<Self::Output> {
        moves.push(san);
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Vec<SanPlus>) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, moves: Vec<SanPlus>) -> Self::Output {
        moves
    }
}

/// The UCI of the main line of `pgn` as pgn-reader and shakmaty read it from `game`'s start.
fn read_by_pgn_reader(pgn: &str, game: &Generated) -> Vec<String> {
    let mut reader = Reader::new(std::io::Cursor::new(pgn.as_bytes()));
    let sans = reader
        .read_game(&mut MainLine)
        .expect("pgn-reader reads it")
        .expect("one game");
    let mut position: Chess = game.start.clone();
    let mut uci = Vec::new();
    for san in sans {
        let m = san
            .san
            .to_move(&position)
            .unwrap_or_else(|e| panic!("{san} after {uci:?}: {e}\n{pgn}"));
        uci.push(m.to_uci(game.mode).to_string());
        position.play_unchecked(m);
    }
    uci
}

proptest! {
    #![proptest_config(config())]

    /// Generated games written plainly (no comment, NAG or variation: the plain reading reads
    /// them), two copies of each, one maybe with a mistake in it: `iccf check`'s compact check
    /// gives what the check of the elements gives (castling, promotions, en passant, Chess960,
    /// mates and the result, copies, and every mistake that makes it build the elements).
    #[test]
    fn a_plain_game_checks_alike_compact(
        spec in game_spec(),
        slip in prop::option::of(mistake()),
    ) {
        let plain = super::games::GameSpec { extras: vec![0; spec.extras.len()], ..spec };
        let game = generate(&plain);
        let second = slip.map_or_else(|| game.text.clone(), |slip| inject(&game, &slip));
        let text = format!("{}\n{second}", game.text);
        for options in crate::it::compact_check::option_sets() {
            crate::it::compact_check::checks_agree(&text, options);
        }
    }

    /// A generated game has no error, replays to the moves it was made of and its final
    /// position, and converts to PGN that another reader reads as the same moves.
    #[test]
    fn a_generated_game_checks_clean(spec in game_spec()) {
        let game = generate(&spec);
        let checked: Vec<_> = check_games(&game.text, CheckOptions::default()).collect();
        prop_assert_eq!(checked.len(), 1);
        let errors: Vec<_> = checked[0]
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| (d.code.as_str(), d.span.offset(), d.message.as_str()))
            .collect();
        prop_assert!(errors.is_empty(), "{errors:?}\n{}", game.text);
        let replay = checked[0].replay.as_ref().expect("replayed");
        prop_assert!(replay.mainline_complete());
        let uci: Vec<_> = replay
            .mainline
            .moves
            .iter()
            .map(|m| iccf::convert::uci_of(m, replay.rules))
            .collect();
        prop_assert_eq!(&uci, &game.uci);
        let spans: Vec<_> = replay.mainline.moves.iter().map(|m| m.span.offset()..m.span.end()).collect();
        prop_assert_eq!(&spans, &game.moves);
        let position = replay.final_position().expect("a position");
        prop_assert_eq!(iccf::convert::fen_of(position), game.final_fen.clone());
        prop_assert_eq!(position.outcome().is_known(), game.result != "*");

        let pgn = convert(&game.text, &ConvertOptions::to(Target::Pgn));
        let pgn = pgn.unwrap_or_else(|e| panic!("{e}\n{}", game.text));
        prop_assert_eq!(read_by_pgn_reader(&pgn, &game), game.uci.clone());
        // A clean canonical game: nothing for `fmt` or `--fix` to change but the line ends.
        let formatted = oracles::format_text(&game.text, false).expect("formatted");
        prop_assert_eq!(oracles::format_text(&formatted, false), Some(formatted.clone()));
    }

    /// The board's test of a numeric move without a move list agrees with shakmaty's legal
    /// moves on every from/to pair of random games, standard and Chess960 (the `legality`
    /// fuzz target's oracle; bytes 253-255 steer towards checks, promotions and en passant).
    #[test]
    fn plain_moves_agree_with_shakmaty(bytes in proptest::collection::vec(
        prop_oneof![any::<u8>(), 253u8..=255], 0..120,
    )) {
        oracles::legality(&bytes);
    }

    /// Every oracle of the fuzz targets holds on generated games.
    #[test]
    fn the_oracles_hold_on_generated_games(spec in game_spec()) {
        let game = generate(&spec);
        run_oracles(&game.text);
    }

    /// Every oracle of the fuzz targets holds with a mistake in the game: a digit changed, a
    /// move dropped, doubled or swapped with the next, a result misplaced, text inserted.
    #[test]
    fn the_oracles_hold_with_a_mistake(spec in game_spec(), mistake in mistake()) {
        let game = generate(&spec);
        let text = inject(&game, &mistake);
        run_oracles(&text);
    }
}

fn run_oracles(text: &str) {
    oracles::check(text.as_bytes());
    oracles::fix(text.as_bytes());
    oracles::convert_round_trip(text.as_bytes());
    oracles::fmt(text.as_bytes());
    oracles::pgn(text.as_bytes());
}
