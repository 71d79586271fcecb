//! Fixture files: `tests/fixtures/syntax/ok/*.iccf` give no error, `err/*.iccf` at least one,
//! checked against an insta snapshot of the diagnostics and of miette's rendered report. Every
//! fixture also goes through the tree invariants. The `broken-*` fixtures (copied from the
//! corpus with their `.expect.json`) are also scored as the corpus README says.

use std::path::{Path, PathBuf};

use iccf::Diagnostic;
use rstest::rstest;

use crate::it::support::{check_invariants, found, snapshot_text};

/// The file decoded as `iccf check` reads it, the decoding diagnostic first, then the syntax
/// diagnostics.
fn read(path: &Path) -> (String, Vec<Diagnostic>) {
    let bytes = std::fs::read(path).expect("the fixture is readable");
    let decoded = iccf::source::decode(&bytes);
    let parsed = crate::it::support::parse(&decoded.text);
    check_invariants(&decoded.text, &parsed);
    let mut diagnostics: Vec<Diagnostic> = decoded.diagnostic.into_iter().collect();
    diagnostics.extend(parsed.diagnostics);
    (decoded.text, diagnostics)
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .expect("a file name")
        .to_string()
}

#[rstest]
fn ok(#[files("tests/fixtures/syntax/ok/*.iccf")] path: PathBuf) {
    let (text, diagnostics) = read(&path);
    let errors: Vec<Diagnostic> = diagnostics
        .into_iter()
        .filter(Diagnostic::is_error)
        .collect();
    assert!(
        errors.is_empty(),
        "{}: expected no error, found {:?}",
        path.display(),
        found(&text, &errors)
    );
}

#[rstest]
fn err(#[files("tests/fixtures/syntax/err/*.iccf")] path: PathBuf) {
    let (text, diagnostics) = read(&path);
    assert!(
        diagnostics.iter().any(Diagnostic::is_error),
        "{}: expected at least one error",
        path.display()
    );
    let name = format!("tests/fixtures/syntax/err/{}.iccf", stem(&path));
    let snapshot = snapshot_text(&name, &text, &diagnostics);
    insta::with_settings!({
        prepend_module_to_snapshot => false,
        description => name.as_str(),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(format!("err-{}", stem(&path)), snapshot);
    });
}

/// The injected mistake of a corpus `broken/` case, from its `.expect.json`.
#[derive(serde::Deserialize)]
struct Expect {
    severity: String,
    offset: usize,
    length: usize,
    kind: String,
}

/// The scoring of the corpus README: a diagnostic of the expected severity overlaps the
/// injected token, no error comes before it, and no other error is reported (an unclosed
/// comment may add one more).
#[rstest]
fn broken_case_scores(#[files("tests/fixtures/syntax/err/broken-*.expect.json")] path: PathBuf) {
    let expect: Expect = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let iccf = path.with_file_name(format!("{}.iccf", stem(&path).trim_end_matches(".expect")));
    let (text, diagnostics) = read(&iccf);
    let overlaps = |d: &Diagnostic| {
        let end = d.span.offset() + d.span.len().max(1);
        d.span.offset() < expect.offset + expect.length && expect.offset < end
    };
    let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.is_error()).collect();
    assert_eq!(expect.severity, "error");
    let first = errors.first().expect("at least one error");
    assert!(
        overlaps(first),
        "{}: the first error {:?} misses the injected {}",
        iccf.display(),
        found(&text, &[(*first).clone()]),
        expect.kind
    );
    let allowed = if expect.kind == "unclosed-comment" {
        2
    } else {
        1
    };
    assert!(
        errors.len() <= allowed,
        "{}: more errors than the one mistake: {:?}",
        iccf.display(),
        found(&text, &diagnostics)
    );
}
