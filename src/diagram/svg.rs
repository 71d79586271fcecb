//! The SVG diagram: a self-contained document (pieces drawn as paths, coordinates in the
//! browser's own sans-serif font), so that it shows in any browser without a network.

use std::fmt::Write as _;

use shakmaty::{Color, File, Position, Rank, Role, Square};

use super::{Highlight, fen, pieces, side_to_move};
use crate::i18n::Language;

/// The side of one square, in SVG user units (pixels at 100 %).
const SQUARE: u32 = 45;
/// Room for the rank digits on the left.
const LEFT: u32 = 20;
/// Room above the board.
const TOP: u32 = 10;
/// Room for the side-to-move marker on the right.
const RIGHT: u32 = 20;
/// Room for the two rows of file labels (digits, then letters) under the board.
const BOTTOM: u32 = 36;

const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const LIGHT_MARKED: &str = "#cdd26a";
const DARK_MARKED: &str = "#aaa23a";

/// The whole width and height of [`svg`]'s drawing.
pub const SIZE: (u32, u32) = (LEFT + 8 * SQUARE + RIGHT, TOP + 8 * SQUARE + BOTTOM);

/// The top-left corner of `square` seen from White's side.
fn corner(square: Square) -> (u32, u32) {
    (
        LEFT + square.file().to_u32() * SQUARE,
        TOP + (7 - square.rank().to_u32()) * SQUARE,
    )
}

/// Escapes text for XML and HTML content and attribute values (`&`, `<`, `>`, `"`).
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// An SVG document of `position` seen from White's side, with `highlight`'s squares marked.
///
/// The drawing is [`SIZE`] user units (400 × 406): 64 squares of 45 units, each a `<rect>` of
/// class `square`, `light` or `dark`, its name (`e2`), and `from` or `to` when highlighted, with
/// `data-square="e2"` and `data-numeric="52"`; the pieces are `<use>` of drawings in `<defs>`
/// (ids `iccf-white-king` …), so the document needs no font or image. The ranks are labelled
/// `1 … 8` on the left, the files `1 … 8` and `a … h` under the board; a disc on the right, at
/// the side's first rank, shows who is to move. The `<title>` says who is to move and the FEN;
/// the root has `data-fen`.
///
/// # Examples
///
/// ```
/// use shakmaty::{Chess, Square};
/// use iccf::diagram::{Highlight, svg};
///
/// let drawing = svg(&Chess::default(), Some(Highlight::new(Square::G1, Square::F3)));
/// assert!(drawing.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert_eq!(drawing.matches("class=\"square ").count(), 64);
/// assert!(drawing.contains(r#"class="square dark g1 from""#));
/// ```
pub fn svg<P: Position>(position: &P, highlight: Option<Highlight>) -> String {
    let (width, height) = SIZE;
    let fen = fen(position);
    let mut out = String::with_capacity(16 * 1024);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" class="iccf-board" viewBox="0 0 {width} {height}" width="{width}" height="{height}" data-fen="{}">"#,
        escape(&fen)
    );
    let _ = write!(
        out,
        "<title>{}. FEN: {}</title>",
        escape(&side_to_move(position, Language::English)),
        escape(&fen)
    );
    out.push_str("<defs>");
    let board = position.board();
    for color in Color::ALL {
        for role in Role::ALL {
            if !(board.by_color(color) & board.by_role(role)).is_empty() {
                out.push_str(&pieces::definition(color, role));
            }
        }
    }
    out.push_str("</defs>");
    squares(&mut out, highlight);
    out.push_str(r#"<g class="pieces">"#);
    for (square, piece) in board {
        let (x, y) = corner(square);
        let _ = write!(
            out,
            r##"<use xlink:href="#{}" x="{x}" y="{y}"/>"##,
            pieces::id(piece.color, piece.role)
        );
    }
    out.push_str("</g>");
    coordinates(&mut out);
    let turn = position.turn();
    let y = TOP + turn.fold_wb(7, 0) * SQUARE + SQUARE / 2;
    let _ = write!(
        out,
        r##"<circle class="turn {}" cx="{}" cy="{y}" r="6" fill="{}" stroke="#000" stroke-width="1.5"/>"##,
        turn.fold_wb("white", "black"),
        LEFT + 8 * SQUARE + RIGHT / 2,
        turn.fold_wb("#fff", "#000"),
    );
    out.push_str("</svg>\n");
    out
}

/// The 64 squares.
fn squares(out: &mut String, highlight: Option<Highlight>) {
    out.push_str(r#"<g class="squares">"#);
    for square in Square::ALL {
        let (x, y) = corner(square);
        let light = square.is_light();
        let mark = highlight.and_then(|h| {
            if square == h.from {
                Some("from")
            } else if square == h.to {
                Some("to")
            } else {
                None
            }
        });
        let fill = match (light, mark.is_some()) {
            (true, false) => LIGHT,
            (false, false) => DARK,
            (true, true) => LIGHT_MARKED,
            (false, true) => DARK_MARKED,
        };
        let _ = write!(
            out,
            r#"<rect class="square {} {square}{}" data-square="{square}" data-numeric="{}{}" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}" fill="{fill}"/>"#,
            if light { "light" } else { "dark" },
            mark.map_or(String::new(), |m| format!(" {m}")),
            square.file().to_u32() + 1,
            square.rank().to_u32() + 1,
        );
    }
    out.push_str("</g>");
}

/// The rank digits on the left; the file digits, then letters, under the board.
fn coordinates(out: &mut String) {
    out.push_str(r##"<g class="coordinates" font-family="sans-serif" font-size="13" fill="#333" text-anchor="middle">"##);
    for rank in Rank::ALL {
        let y = TOP + (7 - rank.to_u32()) * SQUARE + SQUARE / 2 + 5;
        let _ = write!(
            out,
            r#"<text class="rank" x="{}" y="{y}">{}</text>"#,
            LEFT / 2,
            rank.char()
        );
    }
    let below = TOP + 8 * SQUARE;
    for file in File::ALL {
        let x = LEFT + file.to_u32() * SQUARE + SQUARE / 2;
        let _ = write!(
            out,
            r#"<text class="file digit" x="{x}" y="{}">{}</text><text class="file letter" x="{x}" y="{}">{}</text>"#,
            below + 15,
            file.to_u32() + 1,
            below + 31,
            file.char()
        );
    }
    out.push_str("</g>");
}
