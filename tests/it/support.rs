//! Helpers shared by the tests: diagnostics as `(code, line, column, length)`, the tree
//! invariants (spans in bounds and nested, top-level spans tiling the input, parse -> print ->
//! parse), and miette's rendering of a report.

use std::fmt::Write as _;

use iccf::syntax::ast::{Transcript, TriviaKind};
use iccf::syntax::{Notation, Parsed};
use iccf::{Diagnostic, LineIndex, Span};
use serde_json::Value;

/// A diagnostic as the tests compare it: code string, 1-based line, 1-based column (in
/// characters) and length in bytes.
pub type Found = (&'static str, usize, usize, usize);

/// Every diagnostic of `diagnostics` as [`Found`], positions taken in `text`.
pub fn found(text: &str, diagnostics: &[Diagnostic]) -> Vec<Found> {
    let index = LineIndex::new(text);
    diagnostics
        .iter()
        .map(|d| {
            let position = index.position(text, d.span.offset());
            (
                d.code.as_str(),
                position.line,
                position.column,
                d.span.len(),
            )
        })
        .collect()
}

/// Parses `text` as `iccf check` reads it: numeric notation, the moves numbered from where the
/// FEN tag says ([`iccf::check::parse_options`]).
pub fn parse(text: &str) -> Parsed {
    parse_as(text, Notation::Numeric)
}

/// [`parse`] with moves expected in `notation`.
pub fn parse_as(text: &str, notation: Notation) -> Parsed {
    iccf::syntax::parse_with(text, iccf::check::parse_options(notation))
}

/// Parses `text` (as [`parse`] does) and checks every invariant on the result before returning
/// it.
pub fn parse_checked(text: &str) -> Parsed {
    let parsed = parse(text);
    check_invariants(text, &parsed);
    parsed
}

/// Parses `text`, checks the invariants and asserts that there is no diagnostic at all.
pub fn parse_clean(text: &str) -> Parsed {
    let parsed = parse_checked(text);
    assert!(
        parsed.diagnostics.is_empty(),
        "expected no diagnostic for {text:?}, got {:?}",
        found(text, &parsed.diagnostics)
    );
    parsed
}

/// All the invariants of a parse: spans in bounds and on character boundaries, children inside
/// their parents, siblings in order, top-level spans tiling the input, and parse -> print ->
/// parse giving the same tree.
pub fn check_invariants(text: &str, parsed: &Parsed) {
    check_spans(text, parsed);
    check_tiling(text, &parsed.transcript);
    check_round_trip(text, &parsed.transcript);
}

/// Every span of the tree and of the diagnostics lies inside `text` and starts and ends on a
/// character boundary; every node's descendants lie inside its span; the spans of a list of
/// nodes come in source order without overlapping.
pub fn check_spans(text: &str, parsed: &Parsed) {
    let tree = serde_json::to_value(&parsed.transcript).expect("the tree serializes");
    walk(text, &tree, None, "transcript");
    for d in &parsed.diagnostics {
        let spans = std::iter::once(d.span)
            .chain(d.related.iter().map(|l| l.span))
            .chain(d.fix.iter().flat_map(|f| f.edits.iter().map(|e| e.span)));
        for span in spans {
            assert_in_text(
                text,
                span,
                &format!("diagnostic {} `{}`", d.code, d.message),
            );
        }
    }
}

fn as_span(value: &Value) -> Option<Span> {
    let object = value.as_object()?;
    if object.len() != 2 {
        return None;
    }
    let offset = object.get("offset")?.as_u64()?;
    let len = object.get("len")?.as_u64()?;
    Some(Span::new(offset as usize, len as usize))
}

fn assert_in_text(text: &str, span: Span, what: &str) {
    assert!(
        span.end() <= text.len(),
        "{what}: span {span:?} ends past the input ({} bytes)",
        text.len()
    );
    assert!(
        text.is_char_boundary(span.offset()) && text.is_char_boundary(span.end()),
        "{what}: span {span:?} is not on character boundaries"
    );
}

/// The span of a node: its `span` field, or that of the one variant inside an enum value.
fn node_span(value: &Value) -> Option<Span> {
    let object = value.as_object()?;
    if let Some(span) = object.get("span").and_then(as_span) {
        return Some(span);
    }
    if object.len() == 1 {
        return object.values().next().and_then(node_span);
    }
    None
}

fn walk(text: &str, value: &Value, parent: Option<Span>, path: &str) {
    if let Some(span) = as_span(value) {
        assert_in_text(text, span, path);
        if let Some(parent) = parent {
            assert!(
                parent.contains(span),
                "{path}: {span:?} is not inside its parent {parent:?}"
            );
        }
        return;
    }
    match value {
        Value::Object(object) => {
            let own = object.get("span").and_then(as_span);
            if own.is_some() {
                walk(text, &object["span"], parent, &format!("{path}.span"));
            }
            for (key, child) in object {
                if key == "span" {
                    continue;
                }
                // A game's leading trivia come before the game, not inside it.
                let child_parent = if key == "leading_trivia" {
                    parent
                } else {
                    own.or(parent)
                };
                walk(text, child, child_parent, &format!("{path}.{key}"));
            }
        }
        Value::Array(items) => {
            let spans: Vec<Option<Span>> = items.iter().map(node_span).collect();
            if spans.iter().all(Option::is_some) {
                for pair in spans.windows(2) {
                    let (a, b) = (pair[0].unwrap(), pair[1].unwrap());
                    assert!(
                        a.end() <= b.offset(),
                        "{path}: siblings {a:?} and {b:?} overlap or are out of order"
                    );
                }
            }
            for (i, item) in items.iter().enumerate() {
                walk(text, item, parent, &format!("{path}[{i}]"));
            }
        }
        _ => {}
    }
}

/// Each game's leading trivia, then the game, ..., then the trailing trivia: these spans follow
/// each other with no gap and no overlap from the first byte of `text` to the last, and each
/// trivia's text is the text of its span.
pub fn check_tiling(text: &str, transcript: &Transcript) {
    let mut cursor = 0;
    let mut next = |span: Span, what: &str| {
        assert_eq!(
            span.offset(),
            cursor,
            "{what} {span:?} does not start where the previous span ended"
        );
        cursor = span.end();
    };
    for (i, game) in transcript.games.iter().enumerate() {
        for trivia in &game.leading_trivia {
            assert_eq!(
                Some(trivia.text.as_str()),
                trivia.span.text(text),
                "trivia text of game {}",
                i + 1
            );
            next(trivia.span, &format!("leading trivia of game {}", i + 1));
        }
        next(game.span, &format!("game {}", i + 1));
    }
    for trivia in &transcript.trailing_trivia {
        assert_eq!(
            Some(trivia.text.as_str()),
            trivia.span.text(text),
            "trailing trivia text"
        );
        next(trivia.span, "trailing trivia");
    }
    assert_eq!(
        cursor,
        text.len(),
        "the top-level spans stop before the end of the input"
    );
}

/// The tree as JSON with every span replaced by `null` and the layout trivia (whitespace and
/// byte-order mark, which the printer does not reproduce by design) left out.
pub fn normalized(transcript: &Transcript) -> Value {
    let mut value = serde_json::to_value(transcript).expect("the tree serializes");
    null_spans(&mut value);
    let layout = |t: &Value| {
        let kind = t.get("kind").and_then(Value::as_str);
        kind == Some(kind_name(TriviaKind::Whitespace))
            || kind == Some(kind_name(TriviaKind::ByteOrderMark))
    };
    if let Some(games) = value.get_mut("games").and_then(Value::as_array_mut) {
        for game in games {
            if let Some(trivia) = game.get_mut("leading_trivia").and_then(Value::as_array_mut) {
                trivia.retain(|t| !layout(t));
            }
        }
    }
    if let Some(trivia) = value
        .get_mut("trailing_trivia")
        .and_then(Value::as_array_mut)
    {
        trivia.retain(|t| !layout(t));
    }
    value
}

fn kind_name(kind: TriviaKind) -> &'static str {
    match kind {
        TriviaKind::Whitespace => "Whitespace",
        TriviaKind::EscapeLine => "EscapeLine",
        TriviaKind::ByteOrderMark => "ByteOrderMark",
        TriviaKind::Pasted => "Pasted",
        TriviaKind::Comment => "Comment",
    }
}

fn null_spans(value: &mut Value) {
    if as_span(value).is_some() {
        *value = Value::Null;
        return;
    }
    match value {
        Value::Object(object) => object.values_mut().for_each(null_spans),
        Value::Array(items) => items.iter_mut().for_each(null_spans),
        _ => {}
    }
}

/// parse -> print -> parse gives the same tree, spans and layout aside, and printing again
/// gives the same text.
pub fn check_round_trip(text: &str, transcript: &Transcript) {
    let printed = iccf::syntax::print::print(transcript);
    let reparsed = parse(&printed);
    let before = normalized(transcript);
    let after = normalized(&reparsed.transcript);
    assert!(
        before == after,
        "parse -> print -> parse changed the tree at {}\ninput:   {text:?}\nprinted: {printed:?}",
        first_difference(&before, &after, String::new())
    );
    let printed_again = iccf::syntax::print::print(&reparsed.transcript);
    assert_eq!(
        printed, printed_again,
        "printing the reparsed tree gives other text; input {text:?}"
    );
}

/// Where two JSON values first differ, as a path with both values.
fn first_difference(a: &Value, b: &Value, path: String) -> String {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) if x.len() == y.len() => {
            for (key, value) in x {
                match y.get(key) {
                    Some(other) if other == value => {}
                    Some(other) => return first_difference(value, other, format!("{path}.{key}")),
                    None => break,
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (value, other)) in x.iter().zip(y).enumerate() {
                if value != other {
                    return first_difference(value, other, format!("{path}[{i}]"));
                }
            }
        }
        _ => {}
    }
    format!("{path}: {a} became {b}")
}

/// A diagnostic with its source, for miette's graphical renderer.
struct Report<'a> {
    diagnostic: &'a Diagnostic,
    source: &'a miette::NamedSource<String>,
}

impl std::fmt::Debug for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.diagnostic.fmt(f)
    }
}

impl std::fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self.diagnostic, f)
    }
}

impl std::error::Error for Report<'_> {}

impl miette::Diagnostic for Report<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        miette::Diagnostic::code(self.diagnostic)
    }
    fn severity(&self) -> Option<miette::Severity> {
        miette::Diagnostic::severity(self.diagnostic)
    }
    fn help<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        miette::Diagnostic::help(self.diagnostic)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        miette::Diagnostic::labels(self.diagnostic)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(self.source)
    }
}

/// The diagnostics as a list (`code line:column message`) followed by each one rendered by
/// miette's graphical handler (unicode, no colour, 100 columns), as the CLI shows them.
pub fn snapshot_text(name: &str, text: &str, diagnostics: &[Diagnostic]) -> String {
    let index = LineIndex::new(text);
    let mut out = String::new();
    for d in diagnostics {
        let p = index.position(text, d.span.offset());
        writeln!(
            out,
            "{} {} {}:{} {}",
            d.code,
            d.severity.as_str(),
            p.line,
            p.column,
            d.message
        )
        .unwrap();
    }
    out.push('\n');
    let handler =
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
            .with_width(100)
            .with_links(false);
    let source = miette::NamedSource::new(name, text.to_string());
    for diagnostic in diagnostics {
        let report = Report {
            diagnostic,
            source: &source,
        };
        handler
            .render_report(&mut out, &report)
            .expect("miette renders the report");
        out.push('\n');
    }
    out
}

/// A diagnostic reduced to what the board tests assert: code, 1-based line and column
/// (characters), length in bytes, severity, message and help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    pub code: &'static str,
    pub line: usize,
    pub column: usize,
    pub length: usize,
    pub severity: &'static str,
    pub message: String,
    pub help: String,
}

/// Locates `diagnostic` in `text`.
pub fn locate(text: &str, index: &LineIndex, diagnostic: &Diagnostic) -> Located {
    let position = index.position(text, diagnostic.span.offset());
    Located {
        code: diagnostic.code.as_str(),
        line: position.line,
        column: position.column,
        length: diagnostic.span.len(),
        severity: diagnostic.severity.as_str(),
        message: diagnostic.message.clone(),
        help: diagnostic.help.clone().unwrap_or_default(),
    }
}

/// Every diagnostic of the syntax and board layers and the result checks on `text`, in source
/// order (the lint rules off, so that each test sees only the layer it tests).
pub fn check(text: &str) -> Vec<Located> {
    let index = LineIndex::new(text);
    iccf::check::check_games(text, iccf::check::CheckOptions::default().with_lint(false))
        .flat_map(|game| game.diagnostics)
        .map(|d| locate(text, &index, &d))
        .collect()
}

/// The corpus folder from `ICCF_CORPUS`, for the whole-corpus sweeps. Without it a sweep is
/// skipped with a note (the repository's fixtures hold cases of every kind; a clone without the
/// corpus must pass), except on CI (`CI=true`) when the corpus sits next to the clone
/// (`../shared/corpus`): there a sweep that could run must not pass as one that checked nothing.
pub fn corpus_root(sweep: &str) -> Option<std::path::PathBuf> {
    let root = std::env::var_os("ICCF_CORPUS")
        .filter(|path| !path.is_empty())
        .map(std::path::PathBuf::from);
    let on_ci = std::env::var("CI").is_ok_and(|v| v == "true");
    // Read when the test runs (cargo sets it for the test process), not when it was built: a
    // test binary built in one clone may run from another (a shared target folder).
    let clone = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
        || env!("CARGO_MANIFEST_DIR").into(),
        std::path::PathBuf::from,
    );
    let beside_the_clone = clone.join("../shared/corpus");
    match root {
        Some(root) if root.is_dir() => Some(root),
        Some(root) => panic!("ICCF_CORPUS={} is not a folder ({sweep})", root.display()),
        None if on_ci && beside_the_clone.is_dir() => panic!(
            "CI=true and {} exists, but ICCF_CORPUS is not set: the {sweep} would check nothing",
            beside_the_clone.display()
        ),
        None => {
            println!("note: ICCF_CORPUS is not set; the {sweep} was skipped");
            None
        }
    }
}

/// Where the reading of a corpus file deliberately departs from its python-chess reference
/// lines: (file name, 1-based index of the first game read differently, why). From that game
/// on, the corpus sweeps do not compare the file's games with the references (the game count
/// differs too).
pub const DEPARTURES: &[(&str, usize, &str)] = &[
    ("tricky-kokopu.iccf", 120, KOKOPU_UNCLOSED_COMMENT),
    // `valid/variations/kokopu.iccf`: the same games with their variations.
    ("kokopu.iccf", 120, KOKOPU_UNCLOSED_COMMENT),
];

const KOKOPU_UNCLOSED_COMMENT: &str = "kokopu's syntactic-error-4 test: a `{` left open runs past a \
     game start (a blank line, then the next game's tag pairs); python-chess reads everything up \
     to a `}` in the next game as the comment, iccf ends the game at the game start \
     (`iccf::syntax::boundary`), so the next game is read and checked";

/// The index of the first game of `file` that departs from the references (see
/// [`DEPARTURES`]), if any.
pub fn departure(file: &std::path::Path) -> Option<usize> {
    let name = file.file_name()?.to_str()?;
    DEPARTURES
        .iter()
        .find(|(departing, ..)| *departing == name)
        .map(|(_, game, _)| *game)
}

/// The games of `valid/` whose written result contradicts the board (checkmate or stalemate):
/// the five of pgn-extract's `test-fixresulttags-in.pgn`, input of its test of
/// `--fixresulttags`, wrong on purpose, and two games (from `test-nochecks.pgn` and
/// `test-stalemate.pgn`) whose numeric form ends with `1/2-1/2` after a mate. A wrong result is
/// an error (B012), so each of these gives exactly one B012 and no other error:
/// (file name, 1-based game indices).
pub const CONTRADICTED_RESULTS: &[(&str, &[usize])] = &[
    ("tricky-pgn-extract.iccf", PGN_EXTRACT_RESULTS),
    // `valid/variations/pgn-extract.iccf`: the same games with their variations.
    ("pgn-extract.iccf", PGN_EXTRACT_RESULTS),
];

const PGN_EXTRACT_RESULTS: &[usize] = &[171, 172, 173, 174, 175, 215, 293];

/// Whether game `index` of `file` is one of [`CONTRADICTED_RESULTS`].
pub fn contradicted_result(file: &std::path::Path, index: usize) -> bool {
    let name = file
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    CONTRADICTED_RESULTS
        .iter()
        .any(|(listed, games)| *listed == name && games.contains(&index))
}

/// Runs the `iccf` binary of this build with `args` in `dir`, without colours and with no
/// standard input.
pub fn iccf(args: &[&str], dir: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("iccf runs")
}

/// Runs the `iccf` binary of this build with `args` in `dir`, without colours, writing `input`
/// to its standard input.
pub fn iccf_with_input(args: &[&str], dir: &std::path::Path, input: &[u8]) -> std::process::Output {
    use std::io::Write as _;
    use std::process::Stdio;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("iccf runs");
    // A run that stops reading early (an error before the input) may close its end: not a fault.
    let _ = child.stdin.take().expect("stdin").write_all(input);
    child.wait_with_output().expect("iccf ends")
}

/// The standard output of a run, as text (invalid UTF-8 replaced).
pub fn stdout(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The standard error of a run, as text (invalid UTF-8 replaced).
pub fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The transcripts under `folder` and its subfolders (`.iccf` and `.pgn`), sorted.
pub fn transcripts(folder: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "iccf" || e == "pgn") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}
