//! The plain reading of archive games (`ParseOptions::plain_reading`) against the rules: every
//! text gives the same games, trees and diagnostics read both ways, on every fixture, on the
//! corpus (with `ICCF_CORPUS`) and on generated archive games with a slip put in at a random
//! byte.

use std::path::Path;

use iccf::check::parse_options;
use iccf::syntax::ast::Element;
use iccf::syntax::{Notation, ParseOptions, games_with};
use proptest::prelude::*;

/// Reads `text` with and without the plain reading (and with it keeping main lines compact)
/// and asserts that all give the same games (index, tree, diagnostics; a compact main line's
/// elements are the tree's) and the same trailing trivia. Returns the number of games.
fn readings_agree(text: &str, options: ParseOptions) -> usize {
    let mut plain = games_with(text, options.with_plain_reading(true));
    let mut rules = games_with(text, options.with_plain_reading(false));
    let mut compact = games_with(
        text,
        options
            .with_plain_reading(true)
            .with_compact_main_line(true),
    );
    let mut count = 0;
    loop {
        match (plain.next(), rules.next()) {
            (None, None) => break,
            (Some(a), Some(b)) => {
                assert_eq!(a.index, b.index);
                assert_eq!(a.game, b.game, "game {} of {text:?}", a.index);
                assert_eq!(a.diagnostics, b.diagnostics, "game {} of {text:?}", a.index);
                let mut c = compact.next().expect("the compact reading's game");
                assert_eq!(c.main_line.is_some(), a.plain.is_some(), "{text:?}");
                if let Some(line) = &c.main_line {
                    assert!(c.game.movetext.is_empty());
                    assert_eq!(line.move_count(), a.game.mainline_moves().count());
                    assert_eq!(
                        line.first_element_span(),
                        a.game.movetext.first().map(Element::span),
                        "{text:?}"
                    );
                    c.game.movetext = line.elements();
                }
                assert_eq!(c.game, a.game, "game {} of {text:?}", a.index);
                assert_eq!(c.diagnostics, a.diagnostics);
                assert_eq!(c.plain, a.plain);
                count += 1;
            }
            (a, b) => panic!(
                "one reading has a game more: {:?} / {:?} in {text:?}",
                a.map(|g| g.game.span),
                b.map(|g| g.game.span)
            ),
        }
    }
    assert!(compact.next().is_none());
    assert_eq!(plain.trailing_trivia(), rules.trailing_trivia(), "{text:?}");
    assert_eq!(
        compact.trailing_trivia(),
        rules.trailing_trivia(),
        "{text:?}"
    );
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

/// Comments archives write between the last move and the result, with the white space after
/// them.
const FINAL_COMMENTS: &[&str] = &[
    "{ Black resigns } ",
    "{White wins on time}\n",
    "{ Game drawn by mutual agreement }\n",
    "{Adjudicated:\nwin for White} ",
    "{}",
    "{ [%ccsnt 2018.10.02] } ",
];

/// A game as archives write it: tag pairs (sometimes a FEN tag that starts the count later),
/// numbered moves wrapped at random, sometimes a comment before the result, a result; `\r\n`
/// line ends sometimes.
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
        prop::option::of(prop::sample::select(FINAL_COMMENTS)),
        any::<bool>(),
        0u8..4,
    )
        .prop_map(|(tags, moves, result, comment, crlf, gap)| {
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
            if let Some(comment) = comment {
                text.push_str(comment);
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

/// Edge cases at the borders of the plain form (found by a review that tried to make the two
/// readings differ): line ends of every kind, byte-order marks, odd tag names and values,
/// numbering from a FEN tag (Black first, from 0, beyond 999), results in column 1, games
/// without a blank line between them or starting mid-line, text between games.
#[rstest::rstest]
#[case::cr_only("[Event \"a\"]\r\r1. 5254 5755\r2. 7163 1-0\r\r[Event \"b\"]\r\r1. 5254 *")]
#[case::cr_only_tag_end("[Event \"a\"]\r\n1. 5254 *")]
#[case::no_blank("[Event \"a\"]\n1. 5254 *")]
#[case::ff_after_tags("[Event \"a\"]\n\u{c}1. 5254 *")]
#[case::vt_after_tags("[Event \"a\"]\n\u{b}\n1. 5254 *")]
#[case::vt_before_result("[Event \"a\"]\n\n1. 5254\n\u{b}1-0")]
#[case::result_vt_after("[Event \"a\"]\n\n1. 5254 1-0\u{b}")]
#[case::result_ff_line("[Event \"a\"]\n\n1. 5254 1-0\n\u{c}\n[Event \"b\"]\n\n*")]
#[case::result_vt_game("[Event \"a\"]\n\n1. 5254 1-0\n\u{b}[Event \"b\"]\n\n*")]
#[case::bom_start("\u{feff}[Event \"a\"]\n\n1. 5254 *")]
#[case::bom_inside("[Event \"a\"]\n\n1. 5254 *\n\n\u{feff}[Event \"b\"]\n\n1. 5254 *")]
#[case::bom_before_second("[Event \"a\"]\n\n1. 5254 *\n\u{feff}\n[Event \"b\"]\n\n1. 5254 *")]
#[case::bom_value("[Event \"\u{feff}\"]\n\n1. 5254 *")]
#[case::empty_value("[Event \"\"]\n\n1. 5254 *")]
#[case::bracket_value("[Event \"]\"]\n\n1. 5254 *")]
#[case::brace_value("[Event \"{\"]\n\n1. 5254 *")]
#[case::brace_value2("[Event \"{\"]\n\n1. 5254 *\n\n[Event \"}\"]\n\n*")]
#[case::digit_name("[E1 \"a\"]\n[Z_ \"b\"]\n\n1. 5254 *")]
#[case::fen_black("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n5755 13. 5254 *")]
#[case::fen_black_num("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n12... 5755 13. 5254 *")]
#[case::fen_zero("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n5254 5755 1. 5254 *")]
#[case::fen_zero_number("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n0. 5254 5755 1. 5254 *")]
#[case::fen_zero_one("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n1. 5254 5755 2. 5254 *")]
#[case::fen_huge("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 4294967295\"]\n\n5254 5755 5254 *")]
#[case::fen_999("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 999\"]\n\n999. 5254 5755 1000. 5254 *")]
#[case::result_date("[Event \"a\"]\n\n1. 5254\n1-0\n")]
#[case::result_date2("[Event \"a\"]\n\n1. 5254\n1/2-1/2")]
#[case::result_eot("[Event \"a\"]\n\n1. 5254 0-1")]
#[case::two_games_no_blank("[Event \"a\"]\n\n1. 5254 0-1\n[Event \"b\"]\n\n1. 5254 0-1")]
#[case::mid_line_game("[Event \"a\"]\n\n1. 5254 0-1 [Event \"b\"]\n\n1. 5254 0-1")]
#[case::number_line_start("[Event \"a\"]\n\n1.\n5254\n5755\n2.\n5254\n*")]
#[case::shortcode_after("[Event \"a\"]\n\n1. 5254 *\n\n[pgn]\n")]
#[case::lower_game_start("[Event \"a\"]\n\n1. 5254 *\n\n[event \"b\"]\n\n1. 5254 *")]
#[case::missing_result_then_plain("[Event \"a\"]\n\n1. 5254\n[Event \"b\"]\n\n1. 5254 *")]
#[case::tagless_then("5254 5755\n\n[Event \"b\"]\n\n1. 5254 *")]
#[case::pasted_before("<br>\n[Event \"b\"]\n\n1. 5254 *")]
#[case::comment_between("[Event \"a\"]\n\n1. 5254 *\n{x}\n[Event \"b\"]\n\n1. 5254 *")]
#[case::comment_between2("[Event \"a\"]\n\n1. 5254 *\n\n{x}\n\n[Event \"b\"]\n\n1. 5254 *")]
#[case::escape_between("[Event \"a\"]\n\n1. 5254 *\n%x\n\n[Event \"b\"]\n\n1. 5254 *")]
#[case::tab_before_tag("\t[Event \"b\"]\n\n1. 5254 *")]
#[case::space_before_tag(" [Event \"b\"]\n\n1. 5254 *")]
#[case::tag_only_result("[Event \"b\"]\n*")]
#[case::tag_only_result_same_line("[Event \"b\"]*")]
#[case::move_line_start_tagname("[Event \"b\"]\n5254 \"x\"]\n*")]
#[case::star_after_tab("[Event \"b\"]\n\n1. 5254\t*")]
#[case::nums_no_moves("[Event \"b\"]\n\n5254 5755 7163 *")]
// Whole moves read in one turn, and where that turn hands back to the word-by-word loop.
#[case::whole_moves_to_three_digits(
    "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 98\"]\n\n98. 5254 5755 99. 7163 5756 100. 5254 5755 101. 7163 *"
)]
#[case::whole_moves_two_spaces("[Event \"a\"]\n\n1.  5254 5755 2. 7163  5756 3. 5254 *")]
#[case::whole_moves_tabs("[Event \"a\"]\n\n1.\t5254\t5755\t2. 7163 5756\t*")]
#[case::whole_moves_crlf("[Event \"a\"]\r\n\r\n1. 5254 5755\r\n2. 7163 5756\r\n3. 5254 1-0\r\n")]
#[case::whole_moves_wrong_number("[Event \"a\"]\n\n1. 5254 5755 3. 7163 5756 *")]
#[case::whole_moves_leading_zero("[Event \"a\"]\n\n1. 5254 5755 02. 7163 5756 *")]
#[case::whole_moves_number_at_end("[Event \"a\"]\n\n1. 5254 5755 2. *")]
#[case::whole_moves_black_missing("[Event \"a\"]\n\n1. 5254 2. 7163 5756 *")]
#[case::whole_moves_promotion("[Event \"a\"]\n\n1. 5254 5755 2. 52541 57554 3. 5254 *")]
#[case::whole_moves_no_space_after_period("[Event \"a\"]\n\n1. 5254 5755 2.7163 5756 *")]
#[case::whole_moves_glued_result("[Event \"a\"]\n\n1. 5254 5755 2. 7163 5756*")]
#[case::whole_moves_same_squares("[Event \"a\"]\n\n1. 5254 5755 2. 7171 5756 *")]
#[case::whole_moves_vertical_tab("[Event \"a\"]\n\n1. 5254 5755\u{b}2. 7163 5756 *")]
#[case::final_comment("[Event \"a\"]\n\n1. 5254 5755 { Black resigns } 1-0")]
#[case::final_comment_glued("[Event \"a\"]\n\n1. 5254 5755{x}1-0")]
#[case::final_comment_lines("[Event \"a\"]\r\n\r\n1. 5254\r\n{a\r\nb}\r\n1-0\r\n")]
#[case::final_comment_only("[Event \"a\"]\n\n{x} *")]
#[case::final_comment_after_number("[Event \"a\"]\n\n1. 5254 5755 2. {x} *")]
#[case::final_comment_command("[Event \"a\"]\n\n1. 5254 {[%clk 1:00]} *")]
#[case::final_comment_bracket("[Event \"a\"]\n\n1. 5254 {a [b} *")]
#[case::final_comment_nested("[Event \"a\"]\n\n1. 5254 {a {b} *")]
#[case::final_comment_unclosed("[Event \"a\"]\n\n1. 5254 {a *\n\n[Event \"b\"]\n\n*")]
#[case::final_comment_unclosed_at_end("[Event \"a\"]\n\n1. 5254 {a *")]
#[case::final_comment_then_move("[Event \"a\"]\n\n1. 5254 {a} 5755 *")]
#[case::final_comment_then_number("[Event \"a\"]\n\n1. 5254 5755 {a} 2. 7163 *")]
#[case::two_final_comments("[Event \"a\"]\n\n1. 5254 {a} {b} *")]
#[case::final_comment_then_text("[Event \"a\"]\n\n1. 5254 {a} * thanks\n\n[Event \"b\"]\n\n*")]
#[case::final_comment_closed_in_next_game("[Event \"a\"]\n\n1. 5254 {a\n\n[Event \"b\"]\n\n} *")]
#[case::final_comment_date_result("[Event \"a\"]\n\n1. 5254 {a}\n1/2-1/2\n")]
fn edge_cases_read_alike(#[case] text: &str) {
    for options in option_sets() {
        readings_agree(text, options);
    }
}

/// Every text one edit away from archive games (each character deleted, or replaced by or
/// preceded with every ASCII character and every slip of [`SLIPS`]) reads alike both ways.
#[test]
fn every_single_edit_reads_alike() {
    let bases = [
        "[Event \"a\"]\n[Site \"b\"]\n\n1. 5254 5755 2. 7163 27281\n3. 1213 1-0\n\n[Event \"c\"]\n\n1. 5254 *",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\r\n\r\n5755 13. 5254 5755\r\n14. 7163 0-1\r\n\r\n[A \"\"]\r\n\r\n1/2-1/2",
        "[Event \"a\"]\n\n1. 5254 5755 2. 7163\n{ Black resigns } 1-0\n\n[B \"c\"]\n\n1. 5254{}*",
    ];
    let ascii: Vec<String> = (0u8..128).map(|b| char::from(b).to_string()).collect();
    let edits: Vec<&str> = SLIPS
        .iter()
        .copied()
        .chain(ascii.iter().map(String::as_str))
        .collect();
    let options = parse_options(Notation::Numeric);
    let mut texts = 0;
    for base in bases {
        let bounds: Vec<usize> = base
            .char_indices()
            .map(|(i, _)| i)
            .chain([base.len()])
            .collect();
        for (k, &at) in bounds.iter().enumerate() {
            let next = bounds.get(k + 1).copied();
            for edit in std::iter::once("").chain(edits.iter().copied()) {
                if let Some(next) = next {
                    let mut replaced = base.to_string();
                    replaced.replace_range(at..next, edit);
                    readings_agree(&replaced, options);
                    texts += 1;
                }
                let mut inserted = base.to_string();
                inserted.insert_str(at, edit);
                readings_agree(&inserted, options);
                texts += 1;
            }
        }
    }
    assert!(texts > 50_000, "{texts}");
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
