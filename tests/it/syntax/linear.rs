//! Linear time: one case per input shape that once made the parser quadratic , at a
//! size that would take many seconds if it still were. The diagnostics are asserted, not the
//! time (the time is measured by `cargo bench --bench linear`, which prints the ratio for 1x ->
//! 4x input).

use iccf::syntax::ast::{Element, InvalidKind};
use iccf::{Diagnostic, LineIndex};

/// How many times each shape is repeated: about half a megabyte of input.
const N: usize = 80_000;

/// `(code, line, column)` of each diagnostic.
fn positions(text: &str, diagnostics: &[Diagnostic]) -> Vec<(&'static str, usize, usize)> {
    let index = LineIndex::new(text);
    diagnostics
        .iter()
        .map(|d| {
            let p = index.position(text, d.span.offset());
            (d.code.as_str(), p.line, p.column)
        })
        .collect()
}

/// The diagnostics expected when `code` is reported at columns `first`, `first + step`, ...
/// (`count` of them) on line 1.
fn every(
    code: &'static str,
    first: usize,
    step: usize,
    count: usize,
) -> Vec<(&'static str, usize, usize)> {
    (0..count).map(|k| (code, 1, first + step * k)).collect()
}

#[test]
fn unclosed_braces_before_moves() {
    let text = format!("1. 5254 {}", "{ 5755 ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    assert_eq!(
        positions(&text, &parsed.diagnostics),
        every("S009", 9, 7, N)
    );
    assert_eq!(parsed.transcript.games.len(), 1);
    assert_eq!(parsed.transcript.games[0].mainline_moves().count(), N + 1);
}

#[test]
fn results_in_unclosed_variations() {
    let text = format!("1. 5254 {}", "( * ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    assert_eq!(
        positions(&text, &parsed.diagnostics),
        every("S010", 9, 4, N)
    );
    assert_eq!(parsed.transcript.games.len(), N);
}

#[test]
fn misplaced_results_after_unclosed_variations() {
    let mut text = String::from("1. 5254 5755 ");
    for number in 2..N / 4 {
        text.push_str(&format!("( * {number}. 7163 2836 "));
    }
    let parsed = crate::it::support::parse(&text);
    let mut expected = Vec::new();
    let mut column = 14;
    for number in 2..N / 4 {
        expected.push(("S010", 1, column));
        expected.push(("S025", 1, column + 2));
        column += format!("( * {number}. 7163 2836 ").len();
    }
    assert_eq!(positions(&text, &parsed.diagnostics), expected);
    assert_eq!(parsed.transcript.games.len(), 1);
}

#[test]
fn tag_pairs_without_brackets_on_one_line() {
    let text = "[Event \"".repeat(N);
    let parsed = crate::it::support::parse(&text);
    let mut expected = every("S012", 16, 16, N / 2);
    expected.insert(1, ("S013", 1, 18));
    assert_eq!(positions(&text, &parsed.diagnostics), expected);
    assert_eq!(parsed.transcript.games[0].tags.len(), N / 2);
    assert_eq!(
        parsed.diagnostics[1].message,
        format!("the tag `Event` appears {} times in this game", N / 2)
    );
}

#[test]
fn results_alone() {
    let text = "* ".repeat(N);
    let parsed = crate::it::support::parse(&text);
    assert!(
        parsed.diagnostics.is_empty(),
        "{:?}",
        &parsed.diagnostics[..1]
    );
    assert_eq!(parsed.transcript.games.len(), N);
}

/// Words with no move after them on their line are one line of prose, read once.
#[test]
fn words_on_one_line() {
    let text = format!("1. 5254 {}", "foo ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    assert_eq!(positions(&text, &parsed.diagnostics), [("S016", 1, 9)]);
    let words = vec!["foo"; N].join(" ");
    assert_eq!(
        parsed.diagnostics[0].message,
        format!("a line of text among the moves: `{}…`", &words[..40])
    );
    let game = &parsed.transcript.games[0];
    assert!(
        matches!(&game.movetext[2], Element::Invalid(i) if i.kind == InvalidKind::Prose && i.text == words)
    );
}

/// Words with a move at the end of their line are not prose: each word is read, and the line is
/// scanned once for all of them, not once per word.
#[test]
fn words_before_a_move_at_the_end_of_the_line() {
    let text = format!("1. 5254 {}5755 *", "foo @ ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    let found = positions(&text, &parsed.diagnostics);
    assert_eq!(found.len(), 2 * N, "{:?}", &found[..4]);
    assert_eq!(
        found[..4],
        [
            ("S016", 1, 9),
            ("S015", 1, 13),
            ("S016", 1, 15),
            ("S015", 1, 19)
        ]
    );
}

#[test]
fn stray_characters_on_one_line() {
    let text = "@ ".repeat(N);
    let parsed = crate::it::support::parse(&text);
    assert_eq!(
        positions(&text, &parsed.diagnostics),
        every("S015", 1, 2, N)
    );
}

/// A stray `[` and words on a line with no move: the `[` and one line of prose after it.
#[test]
fn stray_brackets_among_moves() {
    let text = format!("1. 5254 {}", "[a \"x ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    let found = positions(&text, &parsed.diagnostics);
    assert_eq!(found, [("S015", 1, 9), ("S016", 1, 10)]);
    assert_eq!(parsed.diagnostics[1].span.end(), text.trim_end().len());
}

/// The same with a move at the end of the line: each `[a "x ` is a stray `[`, the word `a`, a
/// stray `"` and the word `x`.
#[test]
fn stray_brackets_among_moves_before_a_move() {
    let text = format!("1. 5254 {}5755 *", "[a \"x ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    let found = positions(&text, &parsed.diagnostics);
    assert_eq!(found.len(), 4 * N, "{:?}", &found[..6]);
    assert_eq!(
        found[..4],
        [
            ("S015", 1, 9),
            ("S016", 1, 10),
            ("S015", 1, 12),
            ("S016", 1, 13)
        ]
    );
}

#[test]
fn many_diagnostics_on_one_long_line_of_wide_characters() {
    // `§`: two bytes, one column, a stray character (`½ ½` is a draw).
    let text = "§ ".repeat(N);
    let parsed = crate::it::support::parse(&text);
    assert_eq!(
        positions(&text, &parsed.diagnostics),
        every("S015", 1, 2, N)
    );
}

/// Thousands of reports on one long line, printed as `iccf check` prints them: each report shows
/// a window of the line (miette renders the whole snippet of every report, so the whole line
/// would cost its length per report), and every report points at its own move.
#[test]
fn many_human_reports_on_one_long_line() {
    let text = format!("1. 5254 {}*", "9999 ".repeat(N));
    let index = LineIndex::new(&text);
    let source = iccf::render::Source::new("line.iccf", &text, &index);
    let human = iccf::render::Human::new(false);
    let game = iccf::check::check_games(&text, iccf::check::CheckOptions::default())
        .next()
        .unwrap();
    let squares: Vec<String> = game
        .diagnostics
        .iter()
        .filter(|d| d.code.as_str() == "S002")
        .map(|d| human.render(&source, None, d))
        .collect();
    assert_eq!(squares.len(), N);
    // Move k (0-based) starts at column 9 + 5k; one report names its four bad digits.
    for (k, report) in [(0, &squares[0]), (N - 1, &squares[N - 1])] {
        let at = format!("╭─[line.iccf:1:{}]", 9 + 5 * k);
        assert!(report.contains(&at), "missing {at} in\n{report}");
    }
    // A window of 60 bytes either side of the span, not the 400,000-byte line.
    let widest = squares
        .iter()
        .flat_map(|report| report.lines())
        .max_by_key(|line| line.chars().count())
        .unwrap();
    assert!(widest.chars().count() <= 140, "{widest}");
}

/// A game with tag pairs by the thousand, one to a line, read plainly up to a limit: the
/// search for a name written twice once compared every name with all the names before it.
#[test]
fn many_tag_pairs_in_one_game() {
    let mut text = String::new();
    for i in 0..N {
        text.push_str(&format!("[T{i} \"x\"]\n"));
    }
    text.push_str("\n1. 5254 *");
    let parsed = crate::it::support::parse(&text);
    assert_eq!(positions(&text, &parsed.diagnostics), []);
    assert_eq!(parsed.transcript.games.len(), 1);
    assert_eq!(parsed.transcript.games[0].tags.len(), N);
    assert_eq!(
        parsed.transcript.games[0].tags[N - 1].name,
        format!("T{}", N - 1)
    );
}

/// Markup on one long line: each tag's `>` was looked for by searching the line to its end
/// first (a 1.2 MB line of `<b>` took 3 s, found by a hostile-input helper); now within the
/// 400 bytes a tag's attributes may take. One S037 for the whole run.
#[test]
fn markup_tags_on_one_line() {
    let text = format!("1. 5254 {} 5755 *", "<b>".repeat(5 * N));
    let parsed = crate::it::support::parse(&text);
    assert_eq!(positions(&text, &parsed.diagnostics), [("S037", 1, 9)]);
    assert_eq!(parsed.transcript.games[0].mainline_moves().count(), 2);
}

/// HTML comments opened and never closed on one long line: each `<!--` looked for its `-->`
/// in the rest of the line (200,000 of them took 77 s); now within 4,096 bytes. Each is
/// stray characters, reported where it stands.
#[test]
fn unclosed_html_comments_on_one_line() {
    let text = format!("1. 5254 {}", "<!-- ".repeat(N));
    let parsed = crate::it::support::parse(&text);
    let stray: Vec<_> = positions(&text, &parsed.diagnostics)
        .into_iter()
        .filter(|d| d.0 == "S015")
        .collect();
    assert_eq!(stray, every("S015", 9, 5, N));
}
