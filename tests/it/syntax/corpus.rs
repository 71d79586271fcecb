//! The corpus sweep: every game of the real corpus (`valid/*.iccf`, `valid/variations/*.iccf`,
//! `variant4/*.iccf`) parses with no syntax error and with the tree invariants, and there are as
//! many games as reference lines in the `.jsonl` beside each file.
//!
//! The corpus is not part of the repository: the sweep reads the folder named by the
//! environment variable `ICCF_CORPUS` (e.g. `ICCF_CORPUS=/work/shared/corpus cargo test corpus`)
//! and only prints a note when it is not set.

use std::path::{Path, PathBuf};

use crate::it::support::{check_invariants, found};

/// The `.iccf` files of `folder`, sorted.
fn iccf_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()))
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "iccf"))
        .collect();
    files.sort();
    files
}

/// The reference lines of `file`: the `.jsonl` beside it, or for `variations/NAME.iccf` (which
/// has none) the `tricky-NAME.jsonl` of the same games with the variations removed.
fn reference_lines(file: &Path) -> Option<(PathBuf, usize)> {
    let beside = file.with_extension("jsonl");
    let stem = file.file_stem()?.to_str()?;
    let parent = file.parent()?;
    let candidates = [
        beside,
        parent.parent()?.join(format!("tricky-{stem}.jsonl")),
    ];
    let in_variations = parent.file_name().is_some_and(|n| n == "variations");
    let jsonl = candidates
        .into_iter()
        .enumerate()
        .find(|(i, path)| (*i == 0 || in_variations) && path.exists())?
        .1;
    let text = std::fs::read_to_string(&jsonl).expect("readable reference lines");
    Some((jsonl, text.lines().filter(|l| !l.trim().is_empty()).count()))
}

#[test]
fn corpus_games_parse_without_syntax_errors() {
    let Some(root) = crate::it::support::corpus_root("syntax corpus sweep") else {
        return;
    };
    let mut files = Vec::new();
    for folder in ["valid", "valid/variations", "variant4"] {
        files.extend(iccf_files(&root.join(folder)));
    }
    assert!(!files.is_empty(), "no .iccf file under {}", root.display());
    let mut games = 0;
    for file in &files {
        let bytes = std::fs::read(file).expect("readable corpus file");
        let decoded = iccf::source::decode(&bytes);
        assert!(
            decoded.diagnostic.is_none(),
            "{} is not UTF-8",
            file.display()
        );
        let text = decoded.text;
        let parsed = crate::it::support::parse(&text);
        // The games from a departure on (see `support::DEPARTURES`) are read apart from the
        // reference: their diagnostics and the game count are not compared.
        let departure = crate::it::support::departure(file);
        let departed = departure
            .and_then(|d| parsed.transcript.games.get(d - 1))
            .map_or(usize::MAX, |g| g.span.offset());
        let errors: Vec<_> = parsed
            .diagnostics
            .iter()
            .filter(|d| d.is_error() && d.span.offset() < departed)
            .cloned()
            .collect();
        assert!(
            errors.is_empty(),
            "{}: syntax errors {:?}",
            file.display(),
            found(&text, &errors)
        );
        check_invariants(&text, &parsed);
        let streamed = iccf::syntax::games(&text).count();
        assert_eq!(
            streamed,
            parsed.transcript.games.len(),
            "{}: games() and parse() differ",
            file.display()
        );
        match reference_lines(file).filter(|_| departure.is_none()) {
            Some((jsonl, lines)) => assert_eq!(
                parsed.transcript.games.len(),
                lines,
                "{}: games read vs lines of {}",
                file.display(),
                jsonl.display()
            ),
            None => println!("note: no reference lines for {}", file.display()),
        }
        games += parsed.transcript.games.len();
    }
    println!("corpus sweep: {games} games in {} files", files.len());
}
