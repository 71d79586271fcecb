//! The plain reading of archive games (`ParseOptions::plain_reading`) against the rules: every
//! text gives the same games, trees and diagnostics read both ways, on every fixture, on the
//! corpus (with `ICCF_CORPUS`) and on generated archive games with a slip put in at a random
//! byte.

use std::path::Path;

use iccf::check::parse_options;
use iccf::syntax::{Notation, ParseOptions, games_with};
use proptest::prelude::*;

/// Reads `text` with and without the plain reading and asserts that both give the same games
/// (index, tree, diagnostics) and the same trailing trivia. Returns the number of games.
fn readings_agree(text: &str, options: ParseOptions) -> usize {
    let mut plain = games_with(text, options.with_plain_reading(true));
    let mut rules = games_with(text, options.with_plain_reading(false));
    let mut count = 0;
    loop {
        match (plain.next(), rules.next()) {
            (None, None) => break,
            (Some(a), Some(b)) => {
                assert_eq!(a.index, b.index);
                assert_eq!(a.game, b.game, "game {} of {text:?}", a.index);
                assert_eq!(a.diagnostics, b.diagnostics, "game {} of {text:?}", a.index);
                count += 1;
            }
            (a, b) => panic!(
                "one reading has a game more: {:?} / {:?} in {text:?}",
                a.map(|g| g.game.span),
                b.map(|g| g.game.span)
            ),
        }
    }
    assert_eq!(plain.trailing_trivia(), rules.trailing_trivia(), "{text:?}");
    count
}

/// The option sets a text is read with: `iccf check`'s (numbers from the FEN tag) in each
/// notation, and the syntax layer's default.
fn option_sets() -> [ParseOptions; 3] {
    [
        parse_options(Notation::Numeric),
        parse_options(Notation::Auto),
        ParseOptions::default(),
    ]
}

fn files_read_alike(folder: &Path) -> usize {
    let mut games = 0;
    for path in crate::it::support::transcripts(folder) {
        let bytes = std::fs::read(&path).expect("a transcript");
        let text = String::from_utf8_lossy(&bytes);
        for options in option_sets() {
            games += readings_agree(&text, options);
        }
    }
    games
}

#[test]
fn every_fixture_reads_alike() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    assert!(files_read_alike(&fixtures) > 1000);
}

#[test]
fn the_corpus_reads_alike() {
    let Some(corpus) = crate::it::support::corpus_root("plain reading sweep") else {
        return;
    };
    assert!(files_read_alike(&corpus) > 1000);
}

/// Slips put into an archive game: each makes the plain reading give the game up or is white
/// space it reads; both readings must agree either way.
const SLIPS: &[&str] = &[
    "{a comment}",
    "(5254 5755)",
    "$1",
    "!",
    "?!",
    "+",
    "#",
    "1-0",
    "0-1",
    "*",
    "1/2-1/2",
    "½-½",
    "12.",
    "12...",
    "12…",
    "3)",
    ".",
    "..",
    "-",
    "x",
    "9",
    "0",
    "00",
    "0000",
    "--",
    "Z0",
    "5254",
    "52544",
    "525",
    "\u{feff}",
    "\u{a0}",
    "\u{200b}",
    "<b>",
    "</p>",
    "&nbsp;",
    "[pgn]",
    "[/pgn]",
    "[event \"x\"]\n",
    "[Event \"y\"]\n",
    "\n[Event \"z\"]\n\n",
    "[%clk 1:00]",
    "%escape\n",
    ";comment\n",
    "12.03.2019 ",
    "\n12.03.2019\n",
    "Sent from my phone",
    "> ",
    "\n> ",
    "Nf3",
    "e2e4",
    "O-O",
    "\t",
    "\u{b}",
    "\u{c}",
    " ",
    "\n",
    "\r",
    "\r\n",
    "\n\n",
    ",",
    ";",
    "/",
    "\"",
    "\\",
    "[",
    "]",
    "1.",
    "1. ",
    "\n1. ",
    "-- \nSignature\n",
    "Subject: x\n",
    "e.p.",
    "=Q",
];

/// A game as archives write it: tag pairs (sometimes a FEN tag that starts the count later),
/// numbered moves wrapped at random, a result; `\r\n` line ends sometimes.
fn archive_game() -> impl Strategy<Value = String> {
    let tag = prop::sample::select(vec![
        "[Event \"ch-UZB 2014\"]",
        "[Site \"Tashkent UZB\"]",
        "[Date \"2014.03.05\"]",
        "[White \"Abdusattorov,Nodirbek\"]",
        "[Black \"Müller, K\"]",
        "[Result \"1-0\"]",
        "[ECO \"A15\"]",
        "[WhiteElo \"2024\"]",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 12\"]",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]",
        "[SetUp \"1\"]",
    ]);
    let moves = prop::collection::vec(("[1-8]{4}[1-4]?", 0u8..10), 0..24);
    (
        prop::collection::vec(tag, 1..6),
        moves,
        prop::sample::select(vec!["1-0", "0-1", "1/2-1/2", "*"]),
        any::<bool>(),
        0u8..4,
    )
        .prop_map(|(tags, moves, result, crlf, gap)| {
            let start = if tags.iter().any(|t| t.contains(" w - - 0 12")) {
                12
            } else {
                1
            };
            let mut text = tags.join("\n");
            text.push_str("\n\n");
            for (i, (digits, wrap)) in moves.iter().enumerate() {
                if i % 2 == 0 {
                    text.push_str(&format!("{}. ", start + i / 2));
                }
                text.push_str(digits);
                text.push(if *wrap == 0 { '\n' } else { ' ' });
            }
            text.push_str(result);
            text.push_str(["\n\n", "\n", "\n\n\n", ""][usize::from(gap)]);
            if crlf {
                text = text.replace('\n', "\r\n");
            }
            text
        })
}

/// Archive games, one of them with a slip put in at a random character.
fn archive_with_a_slip() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(archive_game(), 1..4),
        prop::option::of((prop::sample::select(SLIPS), any::<prop::sample::Index>())),
    )
        .prop_map(|(games, slip)| {
            let mut text = games.concat();
            if let Some((slip, at)) = slip {
                let boundaries: Vec<usize> = text
                    .char_indices()
                    .map(|(i, _)| i)
                    .chain([text.len()])
                    .collect();
                text.insert_str(*at.get(&boundaries), slip);
            }
            text
        })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(2048),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Archive games with or without a slip read alike both ways, in every option set.
    #[test]
    fn archive_games_with_a_slip_read_alike(text in archive_with_a_slip()) {
        for options in option_sets() {
            readings_agree(&text, options);
        }
    }
}
