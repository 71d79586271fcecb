//! The piece drawings of [`svg`](super::svg): one outline per role on a 45 × 45 square, filled
//! white or black, so that a diagram needs no font and no image. Drawn for this crate.

use shakmaty::{Color, Role};

use crate::board::piece_name;

/// A piece's drawing: `body` paths are filled with the piece's colour and outlined in black;
/// `details` are lines (and `dots` small filled shapes) in the opposite colour, so that they
/// show on both white and black pieces.
struct Drawing {
    body: &'static [&'static str],
    details: &'static str,
    dots: &'static str,
}

/// The plinth all pieces but the pawn stand on.
const PLINTH: &str = "M10.5 39h24v-3.5h-24z";

fn drawing(role: Role) -> Drawing {
    match role {
        Role::Pawn => Drawing {
            body: &[
                "M12 38.5h21c0-3.5-1.2-6-3.5-7.5h-14c-2.3 1.5-3.5 4-3.5 7.5z",
                "M15.5 31c.7-4.5 3-8 5.5-9.5l-1.5-3h6l-1.5 3c2.5 1.5 4.8 5 5.5 9.5z",
                "M27 13.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 1 1 9 0z",
            ],
            details: "",
            dots: "",
        },
        Role::Knight => Drawing {
            body: &[
                PLINTH,
                "M14 35.5h21.5c0-8.5-.5-15-4-20.5-2.5-4-6-5.5-9-6l-1.5-4-2.5 4.5c-2.5 1.5-4.5 4-6 7l-3.5 7c-.8 1.8.8 3.6 2.7 2.7l4.3-2.2c1.8-.6 3-1.2 4-2.5.5 3-1.5 5-4 7.5-2 2-2.5 4-2.5 7.5z",
            ],
            details: "M24 11.5c4 1.5 7 5 8.5 10.5",
            dots: "M18.7 15.5a1.2 1.2 0 1 1-2.4 0 1.2 1.2 0 1 1 2.4 0z",
        },
        Role::Bishop => Drawing {
            body: &[
                PLINTH,
                "M15 35.5c1-2 1.5-3.5 1.5-5.5h12c0 2 .5 3.5 1.5 5.5z",
                "M22.5 10c-6 3.5-9 9-7.5 14.5l1.5 5.5h12l1.5-5.5c1.5-5.5-1.5-11-7.5-14.5z",
                "M25 7.5a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0z",
            ],
            details: "M25.5 15l-4.5 6M17 30h11",
            dots: "",
        },
        Role::Rook => Drawing {
            body: &[
                PLINTH,
                "M12.5 35.5l1.5-4h17l1.5 4z",
                "M15 31.5V17h15v14.5z",
                "M12 14l2.5 3h16l2.5-3z",
                "M12 14V8.5h4v3h3.5v-3h6v3H29v-3h4V14z",
            ],
            details: "M15 31.5h15M15 17h15",
            dots: "",
        },
        Role::Queen => Drawing {
            body: &[
                PLINTH,
                "M12.5 35.5l1-5L9.5 15l6.5 9V11.5l4.5 12 2-13.5 2 13.5 4.5-12V24l6.5-9-4 15.5 1 5z",
                "M11.5 15a2 2 0 1 1-4 0 2 2 0 1 1 4 0zM18 11.5a2 2 0 1 1-4 0 2 2 0 1 1 4 0zM24.5 9.5a2 2 0 1 1-4 0 2 2 0 1 1 4 0zM31 11.5a2 2 0 1 1-4 0 2 2 0 1 1 4 0zM37.5 15a2 2 0 1 1-4 0 2 2 0 1 1 4 0z",
            ],
            details: "M13.5 30.5h18",
            dots: "",
        },
        Role::King => Drawing {
            body: &[
                PLINTH,
                "M22.5 6v8.5M19 9.5h7",
                "M12.5 35.5V30c-4-3-6.5-7-4.5-10.5 2.5-4.5 9-3.5 14.5 4 5.5-7.5 12-8.5 14.5-4 2 3.5-.5 7.5-4.5 10.5v5.5z",
                "M22.5 23.5c-2-3-3-6-1.5-8.5h3c1.5 2.5.5 5.5-1.5 8.5z",
            ],
            details: "M12.5 30c6-2.5 14-2.5 20 0M12.5 33c6-2 14-2 20 0",
            dots: "",
        },
    }
}

/// The `id` of a piece's drawing in the diagram's `<defs>`: `iccf-white-king`.
pub(super) fn id(color: Color, role: Role) -> String {
    format!(
        "iccf-{}-{}",
        color.fold_wb("white", "black"),
        piece_name(role)
    )
}

/// The `<g>` that defines one piece, for `<defs>`.
pub(super) fn definition(color: Color, role: Role) -> String {
    let (fill, contrast) = color.fold_wb(("#fff", "#000"), ("#000", "#fff"));
    let d = drawing(role);
    let mut out = format!(
        r##"<g id="{}" class="piece {} {}" fill="{fill}" stroke="#000" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">"##,
        id(color, role),
        color.fold_wb("white", "black"),
        piece_name(role),
    );
    for path in d.body {
        out.push_str(&format!(r#"<path d="{path}"/>"#));
    }
    if !d.details.is_empty() {
        out.push_str(&format!(
            r#"<path d="{}" fill="none" stroke="{contrast}"/>"#,
            d.details
        ));
    }
    if !d.dots.is_empty() {
        out.push_str(&format!(
            r#"<path d="{}" fill="{contrast}" stroke="none"/>"#,
            d.dots
        ));
    }
    out.push_str("</g>");
    out
}
