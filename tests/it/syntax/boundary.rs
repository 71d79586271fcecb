//! The game-boundary contract (`iccf::syntax::boundary`): parsing the pieces of a text cut at
//! every game start gives the same games and diagnostics as parsing the whole text (spans
//! shifted by the cut offset; game indexes and the trivia between games aside). Checked on
//! generated transcripts full of things left open at a cut (comments, variations, tag values,
//! escape lines) and on the corpus.

use std::path::{Path, PathBuf};

use iccf::syntax::boundary::game_starts;
use proptest::prelude::*;
use rstest::rstest;
use serde_json::{Value, json};

/// Adds `by` to the offset of every span (`{offset, len}`) in `value`.
fn shift(value: &mut Value, by: usize) {
    match value {
        Value::Object(object) => {
            let is_span =
                object.len() == 2 && object.contains_key("offset") && object.contains_key("len");
            if is_span {
                let offset = object["offset"].as_u64().expect("an offset") as usize;
                object.insert("offset".into(), json!(offset + by));
                return;
            }
            object.values_mut().for_each(|v| shift(v, by));
        }
        Value::Array(items) => items.iter_mut().for_each(|v| shift(v, by)),
        _ => {}
    }
}

/// The games of `text` (spans shifted by `by`), each with its diagnostics, trivia left out:
/// the diagnostics of text pasted before a game (a blog shortcode line, e-mail headers) are
/// the trivia's, which a piece cut at the game start holds at its end.
fn games_of(text: &str, by: usize) -> Vec<Value> {
    iccf::syntax::games_with(
        text,
        iccf::check::parse_options(iccf::syntax::Notation::Numeric),
    )
    .map(|parsed| {
        let mut game = parsed.game;
        let trivia: Vec<iccf::Span> = game.leading_trivia.iter().map(|t| t.span).collect();
        game.leading_trivia.clear();
        let diagnostics: Vec<_> = parsed
            .diagnostics
            .into_iter()
            .filter(|d| {
                !trivia
                    .iter()
                    .any(|t| t.offset() <= d.span.offset() && d.span.offset() < t.end())
            })
            .collect();
        let mut value = json!({ "game": game, "diagnostics": diagnostics });
        shift(&mut value, by);
        value
    })
    .collect()
}

/// Asserts that the pieces of `text` cut at its game starts parse as the whole does.
pub(crate) fn assert_pieces_parse_as_the_whole(text: &str) {
    let whole = games_of(text, 0);
    let mut cuts: Vec<usize> = game_starts(text.as_bytes()).collect();
    cuts.insert(0, 0);
    cuts.push(text.len());
    let mut pieces = Vec::new();
    for cut in cuts.windows(2) {
        pieces.extend(games_of(&text[cut[0]..cut[1]], cut[0]));
    }
    assert_eq!(
        whole.len(),
        pieces.len(),
        "{text:?}: {} games whole, {} in pieces cut at {cuts:?}",
        whole.len(),
        pieces.len()
    );
    for (i, (w, p)) in whole.iter().zip(&pieces).enumerate() {
        assert_eq!(
            w,
            p,
            "{text:?}: game {} differs when cut at {cuts:?}",
            i + 1
        );
    }
}

#[rstest]
#[case::two_games("[Event \"A\"]\n\n1. 5254 1-0\n\n[Event \"B\"]\n\n1. 4244 0-1\n")]
#[case::unclosed_comment("[Event \"A\"]\n\n1. 5254 { no end\n\n[Event \"B\"]\n\n1. 4244 } 0-1\n")]
#[case::unclosed_variation(
    "[Event \"A\"]\n\n1. 5254 ( 1. 4244\n\n[Event \"B\"]\n\n1. 4244 ) 0-1\n"
)]
#[case::unclosed_tag_value("[Event \"A\n\n[Event \"B\"]\n\n1. 4244 0-1\n")]
#[case::tags_only("[Event \"A\"]\n\n[Event \"B\"]\n\n1. 4244 0-1\n")]
#[case::crlf("[Event \"A\"]\r\n\r\n1. 5254 {x\r\n\r\n[Event \"B\"]\r\n\r\n1. 4244 } 0-1\r\n")]
#[case::escape_lines("1. 5254 *\n%note\n\n[Event \"B\"]\n%note\n\n1. 4244 *\n")]
#[case::date_line_after_tags("\n\n[Event \"A\"]\n12.12.5254 \n\n[Event \"B\"]\n\n[Event \"C\"]\n")]
#[case::date_line_after_moves(
    "[Event \"A\"]\n\n1. 5254\n12.12.2025 %note\n\n[Event \"B\"]\n\n1. 4244 *\n"
)]
fn pieces_parse_as_the_whole(#[case] text: &str) {
    assert_pieces_parse_as_the_whole(text);
}

/// A game start always ends the game before it, whatever is left open.
#[rstest]
#[case::comment("1. 5254 { no end\n\n[Event \"B\"]\n\n1. 4244 } *")]
#[case::variation("1. 5254 ( 1. 4244\n\n[Event \"B\"]\n\n1. 4244 ) *")]
#[case::tag_value("[Event \"A\n\n[Event \"B\"]\n\n1. 4244 *")]
#[case::tags_only("[Event \"A\"]\n\n[Event \"B\"]\n\n1. 4244 *")]
fn a_game_start_ends_the_game(#[case] text: &str) {
    let parsed = crate::it::support::parse(text);
    assert_eq!(
        parsed.transcript.games.len(),
        2,
        "{:#?}",
        parsed.transcript.games
    );
    assert_eq!(parsed.transcript.games[1].tag("Event"), Some("B"));
}

fn chunk() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => prop::sample::select(vec![
            "\n\n[Event \"x\"]\n", "\r\n\r\n[Site \"y\"]\r\n", "\n \n[A \"1\"]\n", "\n[B \"2\"]\n",
            "[C \"open\n", "\n\n[%clk 0:01]\n", "\n\n[1 \"x\"]\n",
        ])
        .prop_map(String::from),
        4 => prop::sample::select(vec![
            "1. ", "2. ", "1... ", "5254 ", "5755 ", "7163 ", "{ open ", "{ closed } ", "} ",
            "( ", ") ", "1-0 ", "0-1 ", "* ", "½-½ ", "$1 ", "; line\n", "\n%escape\n", "\n",
            "\n\n", "\r", "word ", "@ ", "\"", "[", "]", "1-0\n\n", "<-- gloss\n", "12.",
            "5254*", "5290 ", "1/2",
        ])
        .prop_map(String::from),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(512),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn generated_pieces_parse_as_the_whole(chunks in prop::collection::vec(chunk(), 0..40)) {
        assert_pieces_parse_as_the_whole(&chunks.concat());
    }
}

/// The `.iccf` files under `folder`, sorted.
fn iccf_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .map(|entry| entry.expect("a folder entry").path())
                .filter(|path| path.extension().is_some_and(|e| e == "iccf"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The corpus (`ICCF_CORPUS`): every file of `valid/`, `broken/` and `mistakes/` parses in pieces
/// as it does whole.
#[test]
fn corpus_pieces_parse_as_the_whole() {
    let Some(root) = crate::it::support::corpus_root("corpus boundary check") else {
        return;
    };
    let mut files = Vec::new();
    for folder in [
        "valid",
        "valid/variations",
        "variant4",
        "broken",
        "mistakes",
    ] {
        files.extend(iccf_files(&root.join(folder)));
    }
    assert!(!files.is_empty(), "no .iccf file under {}", root.display());
    for file in &files {
        let bytes = std::fs::read(file).expect("readable corpus file");
        let text = iccf::source::decode(&bytes).text;
        assert_pieces_parse_as_the_whole(&text);
    }
}
