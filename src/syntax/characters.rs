//! Classes of characters the syntax layer tells apart: white space to the grammar, the
//! invisible characters and unusual spaces of pasted text, figurines, castling dashes and the
//! letters that look like digits; and how a message shows invisible characters.

/// Whether `c` is white space to the grammar: any Unicode white space (pasted text has no-break
/// spaces) and a byte-order mark inside the text (files joined with `cat`).
pub(crate) fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// The chess figurines, read as piece letters so that the diagnostic can name the notation.
pub(crate) const FIGURINES: &str = "♔♕♖♗♘♙♚♛♜♝♞♟";

/// The characters that cannot be seen and are not white space to the grammar: zero-width
/// characters, the soft hyphen, direction marks and the word joiner. Pasted from web pages
/// (where they break long words), they hide inside moves. (U+FEFF, the byte-order mark, is
/// white space to the grammar; see [`super::characters::is_space`].)
pub(crate) fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
    )
}

/// A no-break space (`U+00A0`, `U+202F`): white space between words, but inside a move's digits
/// (`71\u{a0}63`, pasted from a web page or a word processor) a character the move holds, as an
/// invisible one.
pub(crate) fn is_no_break_space(c: char) -> bool {
    matches!(c, '\u{00A0}' | '\u{202F}')
}

/// Whether `c`, found between a move's digits, is a character the move holds rather than the
/// end of the move: an invisible character, a no-break space, or the byte-order mark (white
/// space elsewhere, but inside `52\u{feff}54` what a paste or an editor put between digits).
pub(crate) fn hides_in_a_move(c: char) -> bool {
    is_invisible(c) || is_no_break_space(c) || c == '\u{feff}'
}

/// Text for a message, with invisible characters (controls, NUL, no-break and other unusual
/// spaces) written as `U+XXXX`.
pub(crate) fn visible(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() || (c.is_whitespace() && c != ' ') || c == '\u{feff}' {
                format!("U+{:04X}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Whether `c` may stand between the letters of castling: a hyphen, a dash or the minus sign.
pub(crate) fn is_castling_dash(c: char) -> bool {
    matches!(
        c,
        '-' | '\u{2010}' | '\u{2011}' | '\u{2013}' | '\u{2014}' | '\u{2212}'
    )
}

/// The value of a full-width digit (U+FF10 to U+FF19, `４`), as the keyboards of Chinese,
/// Japanese and Korean type digits: `None` for any other character.
pub(crate) fn full_width_digit(c: char) -> Option<u8> {
    ('\u{FF10}'..='\u{FF19}')
        .contains(&c)
        .then(|| (u32::from(c) - 0xFF10) as u8)
}

/// The full-width full stop `．` (U+FF0E) typed with full-width digits, as the dot of a move
/// number.
pub(crate) const FULL_WIDTH_STOP: char = '\u{FF0E}';

/// The digit a letter that looks like one stands for in OCR'd or retyped numeric moves: S for
/// 5, O and D for 0, l, I and | for 1, B for 8, Z for 2, G and b for 6, g and q for 9.
pub(crate) fn look_alike_digit(c: char) -> Option<u8> {
    match c {
        'S' | 's' => Some(5),
        'O' | 'o' | 'D' => Some(0),
        'l' | 'I' | '|' => Some(1),
        'B' => Some(8),
        'Z' | 'z' => Some(2),
        'G' | 'b' => Some(6),
        'g' | 'q' => Some(9),
        _ => None,
    }
}
