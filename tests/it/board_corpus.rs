//! The board corpus sweep: every game of `valid/*.iccf` replays with no error from
//! `iccf check` (default levels; the games whose result contradicts the board on purpose give
//! their one B012, see `support::CONTRADICTED_RESULTS`) and reaches the `final_fen` of its reference line after the
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

/// A reference line's moves in canonical numeric notation, and how many are short promotions.
fn reference_numeric_moves(reference: &Value) -> (Vec<String>, usize) {
    let mut short = 0;
    let moves = reference["uci"]
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
    (moves, short)
}

/// Checks every game of `file` against its reference line; returns (games, short-promotion
/// warnings, 4-digit promotions in the references).
fn sweep(file: &Path) -> (usize, usize, usize) {
    let text = std::fs::read_to_string(file).expect("a UTF-8 corpus file");
    let references = references(file);
    let mut games = 0;
    let mut warnings = 0;
    let mut short = 0;
    let departure = super::support::departure(file);
    let mut contradicted = 0;
    for checked in check_games(&text, CheckOptions::default()) {
        if departure.is_some_and(|d| checked.index >= d) {
            break;
        }
        let reference = &references[checked.index - 1];
        let name = format!("{} game {}", file.display(), checked.index);
        let errors: Vec<_> = checked
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.code.as_str())
            .collect();
        if super::support::contradicted_result(file, checked.index) {
            // A result written against the board on purpose (see CONTRADICTED_RESULTS).
            assert_eq!(errors, ["B012"], "{name}");
            contradicted += 1;
        } else {
            assert!(errors.is_empty(), "{name}: {errors:?}");
        }
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
        let numeric: Vec<String> = replay
            .mainline
            .moves
            .iter()
            .map(iccf::board::ReplayedMove::numeric)
            .collect();
        let (expected, short_promotions) = reference_numeric_moves(reference);
        short += short_promotions;
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
        departure.map_or(references.len(), |d| d - 1),
        "{}: games vs reference lines",
        file.display()
    );
    let listed = super::support::CONTRADICTED_RESULTS
        .iter()
        .find(|(name, _)| file.file_name().is_some_and(|n| n == *name))
        .map_or(0, |(_, games)| games.len());
    assert_eq!(
        contradicted,
        listed,
        "{}: games with a result against the board",
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
        let overlaps = |d: &iccf::Diagnostic| {
            d.span.offset() < hi && d.span.offset() + d.span.len().max(1) > lo
        };
        let mut errors: Vec<_> = diagnostics.iter().filter(|d| d.is_error()).collect();
        errors.sort_by_key(|d| d.span.offset());
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

/// A diagnostic's code letter names the layer that found it: `syntax::games_with`
/// reports only S codes, `board::replay` only B codes, the lint rules only L codes. Over the
/// repository's fixtures and, with `ICCF_CORPUS`, the corpus folders `valid`, `broken` and
/// `mistakes`.
#[test]
fn every_layer_reports_only_its_own_codes() {
    use iccf::codes::Layer;
    use iccf::syntax::{Notation, ParseOptions};

    let mut files =
        super::support::transcripts(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures"));
    if let Some(root) = corpus() {
        for folder in ["valid", "broken", "mistakes"] {
            files.extend(super::support::transcripts(&root.join(folder)));
        }
    }
    let mut games = 0;
    let mut seen = [0usize; 3];
    for file in &files {
        let decoded = iccf::source::decode(&std::fs::read(file).expect("readable"));
        let notation = if file.extension().is_some_and(|e| e == "pgn") {
            Notation::Algebraic
        } else {
            Notation::Numeric
        };
        let mut linter = iccf::lint::Linter::new();
        linter.start_source(file.display().to_string());
        let layers = iccf::syntax::games_with(&decoded.text, ParseOptions::with_notation(notation))
            .flat_map(|parsed| {
                let replay = iccf::board::replay(&parsed.game);
                let lint = linter.lint_game(
                    &parsed.game,
                    Some(&replay),
                    parsed.index,
                    &iccf::levels::Levels::default(),
                );
                games += 1;
                [
                    (Layer::Syntax, parsed.diagnostics),
                    (Layer::Board, replay.diagnostics),
                    (Layer::Lint, lint),
                ]
            })
            .collect::<Vec<_>>();
        for (layer, diagnostics) in layers {
            for d in diagnostics {
                assert_eq!(
                    d.code.layer(),
                    layer,
                    "{}: {} `{}` reported by the {layer:?} layer",
                    file.display(),
                    d.code,
                    d.message
                );
                seen[layer as usize] += 1;
            }
        }
    }
    println!(
        "{} files, {games} games, diagnostics by layer {seen:?}",
        files.len()
    );
    assert!(
        seen.iter().all(|&n| n > 0),
        "every layer reported something: {seen:?}"
    );
}
