//! The `json` target: one object per game, for programs (written with `serde_json`).
//!
//! ```json
//! {"game":1,"tags":[["Event","?"]],"variant":"standard","start_fen":"rnbqkbnr/... w KQkq - 0 1",
//!  "result":"1-0","comments":[],"variations":[],"moves":[{"number":1,"color":"white","written":"5254",
//!  "numeric":"5254","san":"e4","uci":"e2e4","fen_after":"...","nags":[],"comments":[],
//!  "span":{"offset":3,"length":4,"line":1,"column":4},"variations":[]}]}
//! ```
//!
//! `tags` are in source order with duplicates; `comments` and `variations` of a game or variation
//! are those before its first move, those of a move come after it (a comment written after a variation is
//! listed with the move the variation follows); `nags` include suffix annotations (`!` = 1 ...
//! `?!` = 6, PGN standard section 10). `span` is the move's bytes in the input (0-based byte
//! offset and length; 1-based line and column, the column counted in characters). A move the
//! board did not replay (only with `force`) has `null` for `numeric`, `san`, `uci` and
//! `fen_after`. Escape lines and unreadable text have no place here and are dropped.

use serde::Serialize;
use shakmaty::Color;

use super::san::{SanStyle, san_of};
use super::uci::{fen_of, uci_of};
use super::view::{Item, game_view};
use crate::LineIndex;
use crate::board::{Replay, Rules};
use crate::syntax::ast::{Comment, CommentKind, Game, GameResult};

/// One game.
#[derive(Debug, Serialize)]
struct JsonGame<'a> {
    game: usize,
    tags: Vec<(&'a str, &'a str)>,
    variant: &'static str,
    start_fen: Option<String>,
    result: &'static str,
    comments: Vec<JsonComment<'a>>,
    variations: Vec<JsonLine<'a>>,
    moves: Vec<JsonMove<'a>>,
}

/// A variation.
#[derive(Debug, Default, Serialize)]
struct JsonLine<'a> {
    comments: Vec<JsonComment<'a>>,
    variations: Vec<JsonLine<'a>>,
    moves: Vec<JsonMove<'a>>,
}

/// One ply.
#[derive(Debug, Serialize)]
struct JsonMove<'a> {
    number: u32,
    color: &'static str,
    written: &'a str,
    numeric: Option<String>,
    san: Option<String>,
    uci: Option<String>,
    fen_after: Option<String>,
    nags: Vec<u32>,
    comments: Vec<JsonComment<'a>>,
    span: JsonSpan,
    variations: Vec<JsonLine<'a>>,
}

#[derive(Debug, Serialize)]
struct JsonSpan {
    offset: usize,
    length: usize,
    line: usize,
    column: usize,
}

#[derive(Debug, Serialize)]
struct JsonComment<'a> {
    kind: &'static str,
    text: &'a str,
    commands: Vec<JsonCommand<'a>>,
}

#[derive(Debug, Serialize)]
struct JsonCommand<'a> {
    name: &'a str,
    arguments: &'a [String],
}

impl<'a> From<&'a Comment> for JsonComment<'a> {
    fn from(comment: &'a Comment) -> Self {
        Self {
            kind: match comment.kind {
                CommentKind::Brace => "brace",
                CommentKind::Line => "line",
            },
            text: &comment.text,
            commands: comment
                .commands
                .iter()
                .map(|c| JsonCommand {
                    name: &c.name,
                    arguments: &c.arguments,
                })
                .collect(),
        }
    }
}

/// The input the spans point into.
pub(crate) struct Source<'a> {
    pub text: &'a str,
    pub index: &'a LineIndex,
    /// Lines of the file before `text`.
    pub lines_before: usize,
    /// From byte offsets of `text` to the file's; `None`: the same.
    pub offsets: Option<&'a crate::source::OffsetMap>,
}

/// The JSON line of one game (no line end).
pub(crate) fn write_game(
    number: usize,
    game: &Game,
    replay: Option<&Replay>,
    source: &Source,
) -> String {
    let rules = replay.map_or(Rules::Standard, |r| r.rules);
    let items = game_view(game, replay);
    let line = json_line(&items, rules, source);
    let json = JsonGame {
        game: number,
        tags: game
            .tags
            .iter()
            .map(|t| (t.name.as_str(), t.value.as_str()))
            .collect(),
        variant: match rules {
            Rules::Standard => "standard",
            Rules::Chess960 => "chess960",
        },
        start_fen: replay.and_then(|r| r.start.as_ref()).map(fen_of),
        result: game
            .termination
            .map_or(GameResult::Unknown, |t| t.result)
            .as_str(),
        comments: line.comments,
        variations: line.variations,
        moves: line.moves,
    };
    // Serializing these plain structs cannot fail; fall back to an empty object if it did.
    serde_json::to_string(&json).unwrap_or_else(|_| "{}".to_string())
}

fn json_line<'a>(items: &[Item<'a>], rules: Rules, source: &Source<'a>) -> JsonLine<'a> {
    let mut line = JsonLine::default();
    for item in items {
        match item {
            Item::Move {
                written,
                replayed,
                count,
            } => {
                let position = source.index.position(source.text, written.span.offset());
                line.moves.push(JsonMove {
                    number: count.number,
                    color: match count.turn {
                        Color::White => "white",
                        Color::Black => "black",
                    },
                    written: written.span.text(source.text).unwrap_or_default(),
                    numeric: replayed.as_ref().map(|(_, m)| m.numeric()),
                    san: replayed
                        .as_ref()
                        .map(|(before, m)| SanStyle::default().write(san_of(before, m))),
                    uci: replayed.as_ref().map(|(_, m)| uci_of(m, rules)),
                    fen_after: replayed
                        .as_ref()
                        .map(|(before, m)| fen_of(&m.after(before))),
                    nags: written
                        .annotation
                        .map(|a| u32::from(a.nag))
                        .into_iter()
                        .collect(),
                    comments: Vec::new(),
                    span: {
                        let file = source
                            .offsets
                            .map_or(written.span, |map| map.file_span(written.span));
                        JsonSpan {
                            offset: file.offset(),
                            length: file.len(),
                            line: source.lines_before + position.line,
                            column: position.column,
                        }
                    },
                    variations: Vec::new(),
                });
            }
            Item::Nag(nag) => {
                if let Some(last) = line.moves.last_mut() {
                    last.nags.push(nag.value);
                }
            }
            Item::Annotation(annotation) => {
                if let Some(last) = line.moves.last_mut() {
                    last.nags.push(u32::from(annotation.nag));
                }
            }
            Item::Comment(comment) => match line.moves.last_mut() {
                Some(last) => last.comments.push(JsonComment::from(*comment)),
                None => line.comments.push(JsonComment::from(*comment)),
            },
            Item::Variation(_, variation) => {
                let inner = json_line(variation, rules, source);
                match line.moves.last_mut() {
                    Some(last) => last.variations.push(inner),
                    None => line.variations.push(inner),
                }
            }
            Item::EscapeLine(_) | Item::Invalid(_) | Item::KeptNumber(_) => {}
        }
    }
    line
}
