//! The board corpus sweep (issue 3): every game of `valid/*.iccf` replays with no error from
//! `iccf check` (default levels) and reaches the `final_fen` of its reference line after the
//! reference number of plies; every game of `variant4/*.iccf` gives one `short-promotion`
//! warning per 4-digit promotion, no error, and the same final positions; every injected case
//! of `broken/` is located as `broken/README` rules say (the logic of `score_cases.py`).
//!
//! The corpus is not part of the repository: set `ICCF_CORPUS` to its folder; without it the
//! sweep prints a note and checks nothing.

use std::path::{Path, PathBuf};

use iccf::Severity;
use iccf::check::{CheckOptions, check_games};
use serde_json::Value;
use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;

fn corpus() -> Option<PathBuf> {
    super::support::corpus_root("board corpus sweep")
}

fn files(folder: &Path, extension: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    files
}

fn references(file: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(file.with_extension("jsonl")).expect("reference lines");
    text.lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect()
}

/// Checks every game of `file` against its reference line; returns (games, short-promotion
/// warnings, 4-digit promotions in the references).
fn sweep(file: &Path) -> (usize, usize, usize) {
    let text = std::fs::read_to_string(file).expect("a UTF-8 corpus file");
    let references = references(file);
    let mut games = 0;
    let mut warnings = 0;
    let mut short = 0;
    for checked in check_games(&text, CheckOptions::default()) {
        let reference = &references[checked.index - 1];
        let name = format!("{} game {}", file.display(), checked.index);
        let errors: Vec<_> = checked
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
        let replay = checked.replay.as_ref().expect("replayed");
        assert!(replay.mainline_complete(), "{name}: the main line stopped");
        let fen = Fen::from_position(
            replay.final_position().expect("a position"),
            EnPassantMode::Legal,
        )
        .to_string();
        assert_eq!(
            fen,
            reference["final_fen"].as_str().expect("final_fen"),
            "{name}"
        );
        let plies = reference["plies"].as_u64().expect("plies") as usize;
        assert_eq!(replay.mainline.moves.len(), plies, "{name}");
        let numeric: Vec<String> = replay.mainline.moves.iter().map(|m| m.numeric()).collect();
        let expected: Vec<String> = reference["uci"]
            .as_array()
            .expect("uci")
            .iter()
            .zip(reference["iccf"].as_array().expect("iccf"))
            .map(|(uci, iccf)| {
                let (uci, iccf) = (uci.as_str().unwrap_or(""), iccf.as_str().unwrap_or(""));
                if uci.len() == 5 && iccf.len() == 4 {
                    short += 1;
                    // The canonical 5-digit form of a short promotion.
                    let digit = match &uci[4..] {
                        "q" => '1',
                        "r" => '2',
                        "b" => '3',
                        _ => '4',
                    };
                    let to = format!("{}{}", uci.as_bytes()[2] - b'a' + 1, &uci[3..4]);
                    format!("{}{to}{digit}", &iccf[..2])
                } else {
                    iccf.to_string()
                }
            })
            .collect();
        let ours: Vec<String> = numeric.iter().take(expected.len()).cloned().collect();
        assert_eq!(ours, expected, "{name}: numeric moves");
        warnings += checked
            .diagnostics
            .iter()
            .filter(|d| d.code.as_str() == "B010")
            .count();
        games += 1;
    }
    assert_eq!(
        games,
        references.len(),
        "{}: games vs reference lines",
        file.display()
    );
    (games, warnings, short)
}

#[test]
fn valid_games_replay_to_the_reference_positions() {
    let Some(root) = corpus() else { return };
    let mut total = 0;
    for file in files(&root.join("valid"), "iccf") {
        let (games, warnings, short) = sweep(&file);
        assert_eq!((warnings, short), (0, 0), "{}", file.display());
        total += games;
    }
    println!("board sweep: {total} valid games replayed to their reference positions");
    assert!(total > 1000);
}

#[test]
fn short_promotions_warn_once_each_and_replay() {
    let Some(root) = corpus() else { return };
    for file in files(&root.join("variant4"), "iccf") {
        let (games, warnings, short) = sweep(&file);
        assert!(short > 0, "{}", file.display());
        assert_eq!(
            warnings,
            short,
            "{}: one warning per 4-digit promotion",
            file.display()
        );
        println!(
            "{}: {games} games, {warnings} short promotions",
            file.display()
        );
    }
}

/// The scoring of `score_cases.py`, on the output of the library.
#[test]
fn broken_cases_are_located_exactly() {
    let Some(root) = corpus() else { return };
    let folder = root.join("broken");
    let mut cases = 0;
    for file in files(&folder, "iccf") {
        let expect: Value = serde_json::from_str(
            &std::fs::read_to_string(file.with_extension("expect.json")).expect("expect.json"),
        )
        .expect("JSON");
        let text = std::fs::read_to_string(&file).expect("UTF-8");
        let diagnostics: Vec<_> = check_games(&text, CheckOptions::default())
            .flat_map(|g| g.diagnostics)
            .collect();
        let (lo, hi) = (
            expect["offset"].as_u64().unwrap() as usize,
            (expect["offset"].as_u64().unwrap() + expect["length"].as_u64().unwrap()) as usize,
        );
        let overlaps =
            |d: &iccf::Diagnostic| d.span.offset < hi && d.span.offset + d.span.len.max(1) > lo;
        let mut errors: Vec<_> = diagnostics.iter().filter(|d| d.is_error()).collect();
        errors.sort_by_key(|d| d.span.offset);
        let name = file.display();
        if expect["severity"] == "warning" {
            assert!(
                diagnostics
                    .iter()
                    .any(|d| d.severity == Severity::Warning && overlaps(d)),
                "{name}: no warning"
            );
            assert!(errors.is_empty(), "{name}: {errors:?}");
        } else {
            assert!(
                errors.first().is_some_and(|d| overlaps(d)),
                "{name}: {errors:?}"
            );
            let allowed = if expect["kind"] == "unclosed-comment" {
                2
            } else {
                1
            };
            assert!(errors.len() <= allowed, "{name}: {errors:?}");
        }
        cases += 1;
    }
    println!("broken cases: {cases} located exactly");
    assert!(cases >= 64);
}
