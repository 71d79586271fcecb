//! `iccf::diff` and `iccf diff`: two records of the same games compared (numeric against PGN,
//! a move changed at ply 45 or 46, a transposition that meets again, a record ending early, a
//! differing result, an illegal move, games paired by tags in another order).

use std::path::Path;

use iccf::LineIndex;
use iccf::diff::{Diff, DiffOptions, Divergence, Pairing, PlyMove, diff};
use rstest::rstest;
use shakmaty::Position as _;

const FIXTURES: &str = "tests/fixtures/diff";

fn fixture(name: &str) -> String {
    std::fs::read_to_string(Path::new(FIXTURES).join(name)).expect("the fixture is readable")
}

/// `23. 3243 (cxd3) at 15:57`, or `(none)` where the record has no move.
fn describe_move(text: &str, found: Option<&PlyMove>) -> String {
    let Some(m) = found else {
        return "(none)".to_string();
    };
    let at = LineIndex::new(text).position(text, m.span.offset);
    format!(
        "{} {} ({}) at {}:{}{}",
        m.number_text(),
        m.numeric,
        m.san.as_deref().unwrap_or("illegal"),
        at.line,
        at.column,
        if m.legal { "" } else { ", illegal" }
    )
}

fn describe_divergence(a: &str, b: &str, d: &Divergence) -> String {
    let rejoin = d
        .rejoin
        .as_ref()
        .map_or("never meet again".to_string(), |r| {
            format!(
                "same position again after ply {}/{} ({})",
                r.ply_a,
                r.ply_b,
                iccf::diff::move_number_text(r.move_number, r.side)
            )
        });
    format!(
        "ply {}: a {} / b {}; {rejoin}",
        d.ply,
        describe_move(a, d.a.as_ref()),
        describe_move(b, d.b.as_ref())
    )
}

/// Every finding of a comparison, one line each.
fn describe(a: &str, b: &str, found: &Diff) -> Vec<String> {
    let mut lines = Vec::new();
    for pair in &found.pairs {
        let mut finding =
            |line: String| lines.push(format!("game {}/{}: {line}", pair.game_a, pair.game_b));
        if pair.is_same() {
            finding("same".to_string());
        }
        for d in &pair.divergences {
            finding(describe_divergence(a, b, d));
        }
        for stop in &pair.stops {
            let code = stop.diagnostic.as_ref().map_or("none", |d| d.code.as_str());
            finding(format!(
                "record {} stops at ply {} on `{}` ({code})",
                stop.record.as_str(),
                stop.ply,
                stop.written
            ));
        }
        if let Some(result) = pair.result {
            finding(format!(
                "result {} / {}",
                result.a.as_str(),
                result.b.as_str()
            ));
        }
        for tag in &pair.tags {
            finding(format!("tag {}: {} / {}", tag.name, tag.a, tag.b));
        }
    }
    for index in &found.unpaired_a {
        lines.push(format!("game {index} of a unpaired"));
    }
    for index in &found.unpaired_b {
        lines.push(format!("game {index} of b unpaired"));
    }
    lines
}

#[rstest]
#[case::numeric_against_pgn("alekhine.iccf", "alekhine.pgn", Pairing::Index, &[
    "game 1/1: same",
])]
#[case::white_move_23_differs("alekhine.iccf", "alekhine-23w.pgn", Pairing::Index, &[
    "game 1/1: ply 45: a 23. 3243 (cxd3) at 15:66 / b 23. 5343 (Qxd3) at 15:26; never meet again",
])]
#[case::black_move_23_differs("alekhine.pgn", "alekhine-23b.pgn", Pairing::Index, &[
    "game 1/1: ply 46: a 23... 1838 (Rc8) at 15:31 / b 23... 1828 (Rb8) at 15:31; never meet again",
])]
#[case::transposition_meets_again("alekhine.iccf", "alekhine-transposed.pgn", Pairing::Index, &[
    "game 1/1: ply 25: a 13. 1151 (Rae1) at 14:5 / b 13. 8283 (h3) at 13:64; same position again after ply 29/29 (15.)",
])]
#[case::record_ends_early("alekhine-early.iccf", "alekhine.pgn", Pairing::Index, &[
    "game 1/1: ply 50: a (none) / b 25... 5758 (Qe8) at 15:54; never meet again",
])]
#[case::record_b_ends_early("alekhine.pgn", "alekhine-early.iccf", Pairing::Index, &[
    "game 1/1: ply 50: a 25... 5758 (Qe8) at 15:54 / b (none); never meet again",
])]
#[case::result_differs("alekhine.iccf", "alekhine-draw.pgn", Pairing::Index, &[
    "game 1/1: result 1-0 / 1/2-1/2",
    "game 1/1: tag Result: 1-0 / 1/2-1/2",
])]
#[case::illegal_move_in_a("alekhine-illegal.iccf", "alekhine.pgn", Pairing::Index, &[
    "game 1/1: ply 33: a 17. 3355 (illegal) at 14:61, illegal / b 17. 3352 (Ne2) at 14:31; never meet again",
    "game 1/1: record a stops at ply 33 on `3355` (B004)",
])]
#[case::illegal_move_in_b("alekhine.pgn", "alekhine-illegal.iccf", Pairing::Index, &[
    "game 1/1: ply 33: a 17. 3352 (Ne2) at 14:31 / b 17. 3355 (illegal) at 14:61, illegal; never meet again",
    "game 1/1: record b stops at ply 33 on `3355` (B004)",
])]
#[case::paired_by_tags("three.iccf", "three-reordered.pgn", Pairing::Tags, &[
    "game 1/2: same",
    "game 2/3: same",
    "game 3/1: same",
])]
#[case::paired_by_index_in_another_order("three.iccf", "three-reordered.pgn", Pairing::Index, &[
    "game 1/1: ply 5: a 3. 4244 (d4) at 12:30 / b 3. 6134 (Bc4) at 12:24; never meet again",
    "game 1/1: tag White: Alekhine, Alexander / Chigorin, Mikhail",
    "game 1/1: tag Black: Manko, V. / Yakubovich",
    "game 1/1: tag Date: 1907.??.?? / 1879.??.??",
    "game 2/2: ply 3: a 2. 2133 (Nc3) at 29:17 / b 2. 7163 (Nf3) at 30:13; never meet again",
    "game 2/2: result 0-1 / 1-0",
    "game 2/2: tag Result: 0-1 / 1-0",
    "game 2/2: tag White: Viakhirev, Apollon / Alekhine, Alexander",
    "game 2/2: tag Black: Alekhine, Alexander / Manko, V.",
    "game 3/3: ply 3: a 2. 7163 (Nf3) at 48:17 / b 2. 2133 (Nc3) at 47:13; never meet again",
    "game 3/3: result 1-0 / 0-1",
    "game 3/3: tag Result: 1-0 / 0-1",
    "game 3/3: tag White: Chigorin, Mikhail / Viakhirev, Apollon",
    "game 3/3: tag Black: Yakubovich / Alekhine, Alexander",
    "game 3/3: tag Date: 1879.??.?? / 1907.??.??",
])]
#[case::more_games_in_b("alekhine.iccf", "three-reordered.pgn", Pairing::Tags, &[
    "game 1/2: same",
    "game 1 of b unpaired",
    "game 3 of b unpaired",
])]
fn diff_records(
    #[case] a: &str,
    #[case] b: &str,
    #[case] pairing: Pairing,
    #[case] expected: &[&str],
) {
    let (text_a, text_b) = (fixture(a), fixture(b));
    let found = diff(
        &text_a,
        &text_b,
        &DiffOptions::default().with_pairing(pairing),
    );
    assert_eq!(describe(&text_a, &text_b, &found), expected);
    assert_eq!(
        found.is_same(),
        expected.iter().all(|l| l.ends_with(": same"))
    );
}

/// Every ply of a game changed in turn: a PGN record that plays another legal move at ply `k`
/// (then stops) differs from the numeric record first at ply `k`, with both moves named, White's
/// and Black's plies alike.
#[test]
fn a_changed_move_is_found_at_its_ply() {
    let numeric = fixture("alekhine.iccf");
    let game = &iccf::diff::read_games(&numeric, iccf::syntax::Notation::Auto)[0];
    let moves = &game.replay.mainline.moves;
    assert_eq!(moves.len(), 55);
    for (index, played) in moves.iter().enumerate() {
        let other = played
            .before
            .legal_moves()
            .into_iter()
            .find(|m| Some(*m) != played.chess_move)
            .expect("another legal move");
        let mut pgn = String::new();
        for (i, m) in moves[..index]
            .iter()
            .map(|m| m.chess_move.unwrap())
            .chain([other])
            .enumerate()
        {
            let before = if i < index {
                &moves[i].before
            } else {
                &played.before
            };
            let mut after = before.clone();
            after.play_unchecked(m);
            if i % 2 == 0 {
                pgn.push_str(&format!("{}. ", i / 2 + 1));
            }
            pgn.push_str(&format!("{} ", iccf::convert::san_of(before, m, &after)));
        }
        pgn.push_str("1-0\n");
        let found = diff(&numeric, &pgn, &DiffOptions::default());
        let first = &found.pairs[0].divergences[0];
        let ply = index + 1;
        assert_eq!(first.ply, ply, "{pgn}");
        assert_eq!(
            (first.move_number as usize, first.side.is_white()),
            (ply.div_ceil(2), ply % 2 == 1)
        );
        assert_eq!(
            first.a.as_ref().map(|m| m.numeric.clone()),
            Some(played.numeric())
        );
        let b = first.b.as_ref().expect("b's move");
        assert_eq!(b.numeric, iccf::board::numeric_of_move(other));
        assert_eq!(&pgn[b.span.offset..b.span.end()], b.san.as_deref().unwrap());
        assert_eq!(
            &numeric[first.a.as_ref().unwrap().span.offset..][..4],
            &played.numeric()[..4]
        );
    }
}
