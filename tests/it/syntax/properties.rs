//! Property tests: parsing any string, any bytes (through `iccf::source::decode`) and
//! transcript-like token soup never panics and keeps the tree invariants (spans, tiling,
//! parse -> print -> parse); on generated transcripts printing is a fixed point.
//! Failing cases found here are kept in `tests/fixtures/syntax/regressions/` and replayed by
//! `regressions` below.

use std::path::PathBuf;

use proptest::prelude::*;
use rstest::rstest;

use crate::it::support::{check_invariants, parse_checked};

/// Characters that mean something to the parser, and a few that look alike.
const ALPHABET: &str =
    "[0-9 .\\n\\r\\t\\[\\]\"{}();$!?+#%*½…a-hNBRQKOxXZ@&~<>=:/\\\\_\u{feff}\u{a0}\u{85}\u{2028}é-]";

/// Up to 80 characters of [`ALPHABET`].
fn alphabet_string() -> impl Strategy<Value = String> {
    proptest::string::string_regex(&format!("{ALPHABET}{{0,80}}")).expect("a valid regex")
}

fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        // numbers with their dots
        (
            0u32..130,
            prop::sample::select(vec!["", ".", "..", "...", "…", ". ...", ". …"])
        )
            .prop_map(|(n, d)| format!("{n}{d}")),
        // digit runs of any length, squares with 0 and 9 included
        "[0-9]{1,7}",
        // numeric moves with separators and suffixes
        (
            "[1-8]{2}",
            prop::sample::select(vec!["", "-", "x", ":", "–"]),
            "[1-8]{2}[0-9]?",
            "(\\+|#|\\+\\+)?(!|\\?|!!|\\?\\?|!\\?|\\?!)?"
        )
            .prop_map(|(a, s, b, suffix)| format!("{a}{s}{b}{suffix}")),
        "\\$[0-9]{1,4}",
        "\\{[^}]{0,12}\\}?",
        "\\{\\[%[a-z]{1,5} [0-9.,: ]{0,12}\\]\\}",
        ";[^\\n\\r]{0,10}\\n",
        Just("(".to_string()),
        Just(")".to_string()),
        prop::sample::select(vec![
            "1-0", "0-1", "1/2-1/2", "*", "½-½", "1:0", "0:1", "½:½", "1-00"
        ])
        .prop_map(String::from),
        "\\[[A-Za-z_-]{0,6} ?\"?[a-z \\\\\"]{0,6}\"?\\]?",
        "%[^\\n\\r]{0,8}",
        prop::sample::select(vec![
            "Nf3", "exd5", "e8=Q", "O-O", "0-0-0", "e2e4", "e7e8q", "--", "Z0", "0000", "My",
            "move", "<--", "->", "@", "&", "!", "?!"
        ])
        .prop_map(String::from),
    ]
}

fn separator() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        " ", " ", " ", "", "\n", "\r\n", "\r", "\n\n", "\t", "\n\n\n",
    ])
}

/// Transcript-like text: tokens joined by white space (sometimes none).
fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec((token(), separator()), 0..40).prop_map(|parts| {
        parts.into_iter().fold(String::new(), |mut out, (t, s)| {
            out.push_str(&t);
            out.push_str(s);
            out
        })
    })
}

/// A transcript in the shape the grammar describes (tag pairs, numbered moves, comments,
/// variations, results), without any semantic care: numbers and squares may be wrong.
fn transcript() -> impl Strategy<Value = String> {
    let tag = ("[A-Z][a-z]{0,6}", "[ -!#-\\[\\]-~é½]{0,10}")
        .prop_map(|(n, v)| format!("[{n} \"{v}\"]\n"));
    let element = prop_oneof![
        4 => "[1-8]{4}[1-4]?".prop_map(String::from),
        2 => (1u32..40, prop::sample::select(vec![".", "...", "…"])).prop_map(|(n, d)| format!("{n}{d}")),
        1 => "\\$[0-9]{1,3}",
        1 => "\\{[ -|~]{0,12}\\}",
        1 => ";[ -~]{0,10}\n",
        1 => "\\([1-8]{4} [1-8]{4}\\)",
        1 => "\n%[ -~]{0,8}\n",
    ];
    let game = (
        prop::collection::vec(tag, 0..4),
        prop::collection::vec(element, 0..20),
        prop::sample::select(vec!["1-0", "0-1", "1/2-1/2", "*", ""]),
    )
        .prop_map(|(tags, elements, result)| {
            let mut text = tags.concat();
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(&elements.join(" "));
            text.push(' ');
            text.push_str(result);
            text.push_str("\n\n");
            text
        });
    prop::collection::vec(game, 0..4).prop_map(|games| games.concat())
}

/// 512 cases per property, or `PROPTEST_CASES` for a longer search. Failures are not persisted
/// by proptest: keep each found case as a file in `tests/fixtures/syntax/regressions/`.
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(512);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_string(text in any::<String>()) {
        parse_checked(&text);
    }

    #[test]
    fn alphabet_strings(text in alphabet_string()) {
        parse_checked(&text);
    }

    #[test]
    fn token_soups(text in token_soup()) {
        parse_checked(&text);
    }

    #[test]
    fn any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let decoded = iccf::source::decode(&bytes);
        prop_assert_eq!(decoded.text.len(), bytes.len());
        // A diagnostic for bytes that are not UTF-8, or that are not text at all (NUL bytes).
        prop_assert_eq!(
            decoded.diagnostic.is_some(),
            std::str::from_utf8(&bytes).is_err() || decoded.binary
        );
        prop_assert_eq!(decoded.binary, decoded.binary && decoded.diagnostic.is_some());
        parse_checked(&decoded.text);
    }

    #[test]
    fn printing_is_a_fixed_point(text in transcript()) {
        let parsed = parse_checked(&text);
        let printed = iccf::syntax::print::print(&parsed.transcript);
        let reparsed = parse_checked(&printed);
        prop_assert_eq!(&printed, &iccf::syntax::print::print(&reparsed.transcript));
        prop_assert_eq!(parsed.transcript.games.len(), reparsed.transcript.games.len());
    }
}

/// Inputs that property tests once broke, replayed with every invariant.
#[rstest]
fn regressions(#[files("tests/fixtures/syntax/regressions/*.iccf")] path: PathBuf) {
    let bytes = std::fs::read(&path).expect("readable");
    let decoded = iccf::source::decode(&bytes);
    let parsed = crate::it::support::parse(&decoded.text);
    check_invariants(&decoded.text, &parsed);
}
