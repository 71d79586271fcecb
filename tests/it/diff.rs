//! `iccf::diff` and `iccf diff`: two records of the same games compared (numeric against PGN,
//! a move changed at ply 45 or 46, a transposition that meets again, a record ending early, a
//! differing result, an illegal move, games paired by tags in another order).

use std::path::Path;
use std::process::Output;

use super::support::iccf;
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
    let at = LineIndex::new(text).position(text, m.span.offset());
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
    let line = &game.replay.mainline;
    let moves = &line.moves;
    assert_eq!(moves.len(), 55);
    for (index, (before, played)) in line.plies().enumerate() {
        let other = before
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
            let mut position = line.position_before(i).clone();
            let san = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut position, m);
            if i % 2 == 0 {
                pgn.push_str(&format!("{}. ", i / 2 + 1));
            }
            pgn.push_str(&format!("{san} "));
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
        assert_eq!(
            &pgn[b.span.offset()..b.span.end()],
            b.san.as_deref().unwrap()
        );
        assert_eq!(
            &numeric[first.a.as_ref().unwrap().span.offset()..][..4],
            &played.numeric()[..4]
        );
    }
}

/// Exit 0 when the records are the same games, 1 when they differ, 2 on a usage or I/O error.
#[rstest]
#[case::same_numeric_and_pgn(&["diff", "alekhine.iccf", "alekhine.pgn"], 0)]
#[case::white_move_differs(&["diff", "alekhine.iccf", "alekhine-23w.pgn"], 1)]
#[case::black_move_differs(&["diff", "alekhine.pgn", "alekhine-23b.pgn"], 1)]
#[case::transposition(&["diff", "alekhine.iccf", "alekhine-transposed.pgn"], 1)]
#[case::ends_early(&["diff", "alekhine-early.iccf", "alekhine.pgn"], 1)]
#[case::result_differs(&["diff", "alekhine.iccf", "alekhine-draw.pgn"], 1)]
#[case::illegal_move(&["diff", "alekhine-illegal.iccf", "alekhine.pgn"], 1)]
#[case::paired_by_tags(&["diff", "--match", "tags", "three.iccf", "three-reordered.pgn"], 0)]
#[case::paired_by_index(&["diff", "three.iccf", "three-reordered.pgn"], 1)]
#[case::unpaired_games(&["diff", "--match", "tags", "alekhine.iccf", "three.iccf"], 1)]
#[case::missing_file(&["diff", "alekhine.iccf", "no-such-file.pgn"], 2)]
#[case::unknown_pairing(&["diff", "--match", "names", "alekhine.iccf", "alekhine.pgn"], 2)]
#[case::one_file_only(&["diff", "alekhine.iccf"], 2)]
fn diff_exit_status(#[case] args: &[&str], #[case] status: i32) {
    let out = iccf(args, Path::new(FIXTURES));
    assert_eq!(
        out.status.code(),
        Some(status),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect()
}

/// The JSON keys of a pair: the first differing ply, both moves with their places, and where
/// the records meet again.
#[rstest]
#[case::white_move("alekhine-23w.pgn", 45, 23, "white", ("3243", "cxd3", 15, 66), ("5343", "Qxd3", 15, 26), None)]
#[case::transposition("alekhine-transposed.pgn", 25, 13, "white", ("1151", "Rae1", 14, 5), ("8283", "h3", 13, 64), Some((29, 29, 15, "white")))]
fn diff_json_keys(
    #[case] b: &str,
    #[case] ply: usize,
    #[case] move_number: u32,
    #[case] side: &str,
    #[case] move_a: (&str, &str, usize, usize),
    #[case] move_b: (&str, &str, usize, usize),
    #[case] again: Option<(usize, usize, u32, &str)>,
) {
    let out = iccf(
        &["diff", "--format", "json", "alekhine.iccf", b],
        Path::new(FIXTURES),
    );
    assert_eq!(out.status.code(), Some(1));
    let pairs = json_lines(&out);
    assert_eq!(pairs.len(), 1);
    let pair = &pairs[0];
    assert_eq!(
        (pair["game_a"].as_u64(), pair["game_b"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(pair["same"], false);
    assert_eq!(pair["ply"], ply);
    assert_eq!(pair["move_number"], move_number);
    assert_eq!(pair["side"], side);
    for (record, (numeric, san, line, column)) in [("a", move_a), ("b", move_b)] {
        let m = &pair[record];
        assert_eq!(m["numeric"], numeric, "{m}");
        assert_eq!(m["san"], san, "{m}");
        assert_eq!(
            (m["line"].as_u64(), m["column"].as_u64()),
            (Some(line as u64), Some(column as u64)),
            "{m}"
        );
        let file = if record == "a" { "alekhine.iccf" } else { b };
        let text = fixture(file);
        let (offset, length) = (
            m["offset"].as_u64().unwrap() as usize,
            m["length"].as_u64().unwrap() as usize,
        );
        let written = &text[offset..offset + length];
        assert!(written == numeric || written == san, "{written}");
    }
    match again {
        None => assert!(pair["same_position_again_at"].is_null()),
        Some((ply_a, ply_b, number, by)) => {
            let at = &pair["same_position_again_at"];
            assert_eq!(
                (at["ply_a"].as_u64(), at["ply_b"].as_u64()),
                (Some(ply_a as u64), Some(ply_b as u64))
            );
            assert_eq!(
                (at["move_number"].as_u64(), at["side"].as_str()),
                (Some(u64::from(number)), Some(by))
            );
        }
    }
    assert_eq!(pair["tags"], serde_json::json!([]));
    assert!(pair["result"].is_null());
}

/// The JSON of a record that stops on an illegal move, a differing result, and an early end.
#[test]
fn diff_json_stops_results_and_early_ends() {
    let dir = Path::new(FIXTURES);
    let pair = &json_lines(&iccf(
        &[
            "diff",
            "--format",
            "json",
            "alekhine-illegal.iccf",
            "alekhine.pgn",
        ],
        dir,
    ))[0];
    assert_eq!(pair["stops"][0]["record"], "a");
    assert_eq!(pair["stops"][0]["code"], "B004");
    assert_eq!(
        (
            pair["stops"][0]["line"].as_u64(),
            pair["stops"][0]["column"].as_u64()
        ),
        (Some(14), Some(61))
    );
    assert_eq!(pair["a"]["legal"], false);
    let pair = &json_lines(&iccf(
        &[
            "diff",
            "--format",
            "json",
            "alekhine.iccf",
            "alekhine-draw.pgn",
        ],
        dir,
    ))[0];
    assert_eq!(
        pair["result"],
        serde_json::json!({"a": "1-0", "b": "1/2-1/2"})
    );
    assert_eq!(pair["tags"][0]["name"], "Result");
    assert!(pair["ply"].is_null());
    let pair = &json_lines(&iccf(
        &[
            "diff",
            "--format",
            "json",
            "alekhine-early.iccf",
            "alekhine.pgn",
        ],
        dir,
    ))[0];
    assert_eq!(pair["ends_early"], "a");
    assert!(pair["a"].is_null());
    assert_eq!(pair["b"]["numeric"], "5758");
}

/// Lines and columns with CRLF line ends are those of LF files; offsets count the CRs.
#[test]
fn diff_with_crlf_line_ends() {
    let dir = tempfile::tempdir().unwrap();
    let crlf = fixture("alekhine-23w.pgn").replace('\n', "\r\n");
    std::fs::write(dir.path().join("server.pgn"), &crlf).unwrap();
    std::fs::copy(
        Path::new(FIXTURES).join("alekhine.iccf"),
        dir.path().join("player.iccf"),
    )
    .unwrap();
    let out = iccf(
        &["diff", "--format", "json", "player.iccf", "server.pgn"],
        dir.path(),
    );
    let pair = &json_lines(&out)[0];
    assert_eq!(
        (pair["b"]["line"].as_u64(), pair["b"]["column"].as_u64()),
        (Some(15), Some(26))
    );
    let offset = pair["b"]["offset"].as_u64().unwrap() as usize;
    assert_eq!(&crlf[offset..offset + 4], "Qxd3");
    let human = iccf(&["diff", "player.iccf", "server.pgn"], dir.path());
    let shown = String::from_utf8_lossy(&human.stdout);
    assert!(
        shown.contains("[player.iccf:15:66]") && shown.contains("[server.pgn:15:26]"),
        "{shown}"
    );
}

/// The human report names both places, both moves, and draws the position before them.
#[test]
fn diff_human_report() {
    let out = iccf(
        &["diff", "alekhine.iccf", "alekhine-23w.pgn"],
        Path::new(FIXTURES),
    );
    let shown = String::from_utf8_lossy(&out.stdout);
    for expected in [
        "the records differ at 23. (White's move, ply 45): 23. 3243 (cxd3) in alekhine.iccf, 23. 5343",
        "╭─[alekhine.iccf:15:66]",
        "╰── alekhine.iccf: 23. 3243 (cxd3)",
        "╭─[alekhine-23w.pgn:15:26]",
        "╰── alekhine-23w.pgn: 23. 5343 (Qxd3)",
        "the records do not reach the same position again",
        "FEN: r5k1/p3qp1p/2p3pn/3pP3/3N1R2/3bQ2P/PPP3P1/6K1 w - - 2 23",
    ] {
        assert!(shown.contains(expected), "missing `{expected}` in\n{shown}");
    }
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 pair of games compared, 1 differ"));
}

/// A move past column 65,535 (a record on one long line): the report shows a window of the
/// line, as `check` does, instead of miette's panic on the column ("Formatting argument out of
/// range", exit 101).
#[test]
fn a_move_past_column_65535_is_shown_in_a_window() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.iccf"), "1. 5254 5755 *\n").unwrap();
    let long = format!("1. 5254 {}1715 *\n", " ".repeat(70_000));
    std::fs::write(dir.path().join("b.iccf"), long).unwrap();
    for args in [["diff", "a.iccf", "b.iccf"], ["diff", "b.iccf", "a.iccf"]] {
        let out = iccf(&args, dir.path());
        let shown = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{shown}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(shown.contains("╭─[b.iccf:1:70009]"), "{shown}");
        assert!(shown.contains("╰── b.iccf: 1... 1715 (a5)"), "{shown}");
        assert!(
            shown.lines().all(|line| line.chars().count() < 200),
            "{shown}"
        );
    }
}
