//! Turning the bytes of a file into text for the parser, without losing anything: encodings
//! ([`Encoding`]), the map from decoded offsets back to the file's bytes ([`OffsetMap`]), and
//! reading an archive piece by piece ([`Pieces`]).
//!
//! Offsets that programs see stay byte offsets of the file on disk: the parser works on UTF-8
//! text, and an [`OffsetMap`] turns its offsets back into the file's.

mod encoding;
mod offsets;
mod pieces;

pub use encoding::{Encoding, ForeignByte, TextEncoding, Unencodable, encode};
pub use offsets::OffsetMap;
pub use pieces::{DecodedPiece, PIECE_BYTES, Piece, Pieces};

use crate::codes::Code;
use crate::diagnostic::{Diagnostic, Fix};
use crate::i18n::{Args, Message};
use crate::span::Span;

/// A file's bytes decoded as UTF-8 text of the same length, and the diagnostic for any bytes that
/// were not UTF-8.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct DecodedSource {
    /// The text. Each byte that is not part of valid UTF-8 is replaced by one space, so byte
    /// offsets in the text are byte offsets in the file.
    pub text: String,
    /// An `invalid-utf8` error at the first bad byte, if there was one.
    pub diagnostic: Option<Diagnostic>,
    /// Whether the bytes are not text at all (a NUL byte or a compressed archive near the
    /// start, or mostly bytes that are not UTF-8): then the diagnostic says so, and reading the
    /// text as moves would only produce noise.
    pub binary: bool,
    /// From byte offsets of `text` to byte offsets of the file (see [`decode_with`]).
    pub map: OffsetMap,
    /// `(offset in text, encoding)` where each run of one encoding starts: one run unless
    /// [`Encoding::Auto`] found games in UTF-8 and games in Windows-1252.
    pub segments: Vec<(usize, TextEncoding)>,
    /// Spans of `text` holding bytes that could not be read (read as spaces).
    pub unreadable: Vec<Span>,
    /// The first byte that was not UTF-8, if any (what `diagnostic` reports, unless the file is
    /// not text at all).
    pub first_foreign: Option<ForeignByte>,
}

impl DecodedSource {
    /// The one encoding the text was read in, or `None` when games of the file were read in
    /// different encodings.
    pub fn encoding(&self) -> Option<TextEncoding> {
        match self.segments.as_slice() {
            [] => Some(TextEncoding::Utf8),
            [(_, one)] => Some(*one),
            _ => None,
        }
    }
}

/// What binary data the start of a file looks like, if it does not look like text: the key of
/// `syntax-not-text` (`gzip`, `zip`, `zstd`, `bzip2`, `xz`, `pdf`, `utf16`, `nul`).
pub(crate) fn binary_kind(bytes: &[u8]) -> Option<&'static str> {
    let head = &bytes[..bytes.len().min(8192)];
    let kind = match head {
        [0x1f, 0x8b, ..] => "gzip",
        [b'P', b'K', 3, 4, ..] => "zip",
        [0x28, 0xb5, 0x2f, 0xfd, ..] => "zstd",
        [b'B', b'Z', b'h', ..] => "bzip2",
        [0xfd, b'7', b'z', b'X', b'Z', 0, ..] => "xz",
        [b'%', b'P', b'D', b'F', ..] => "pdf",
        _ if looks_like_utf16(head) => "utf16",
        _ if head.contains(&0) => "nul",
        _ => return None,
    };
    Some(kind)
}

/// Whether `head` looks like ASCII text in UTF-16 (a NUL byte beside most characters).
fn looks_like_utf16(head: &[u8]) -> bool {
    let pairs = head.len() / 2;
    let nul_odd = head
        .chunks_exact(2)
        .filter(|p| p[0] != 0 && p[1] == 0)
        .count();
    let nul_even = head
        .chunks_exact(2)
        .filter(|p| p[0] == 0 && p[1] != 0)
        .count();
    pairs >= 4 && (nul_odd.max(nul_even) * 10 >= pairs * 9)
}

/// Decodes `bytes` as UTF-8, replacing each invalid byte by a space (so that offsets are kept and
/// the rest of the file is read as usual) and reporting the first one.
///
/// # Examples
///
/// ```
/// let decoded = iccf::source::decode(b"[White \"M\xfcller\"]");
/// assert_eq!(decoded.text, "[White \"M ller\"]");
/// let diagnostic = decoded.diagnostic.unwrap();
/// assert_eq!((diagnostic.span.offset(), diagnostic.span.len()), (9, 1));
/// ```
pub fn decode(bytes: &[u8]) -> DecodedSource {
    decode_with(bytes, Encoding::Utf8)
}

/// Decodes a whole file in `encoding`: the text, its [`OffsetMap`] to the file's bytes, and the
/// diagnostic of the file as a whole (S001 for bytes that are not text or not UTF-8 when UTF-8
/// was asked for, S035 when [`Encoding::Auto`] read games in Windows-1252).
///
/// [`Encoding::Auto`] reads UTF-8; a file starting with a UTF-16 byte-order mark as UTF-16; and
/// each game whose bytes are not UTF-8 as Windows-1252, as [`Pieces`] does.
///
/// # Examples
///
/// ```
/// use iccf::source::{Encoding, TextEncoding, decode_with};
/// let decoded = decode_with(b"[White \"\xd8stberg, S\xf6ren\"]", Encoding::Auto);
/// assert_eq!(decoded.text, "[White \"Østberg, Sören\"]");
/// assert_eq!(decoded.encoding(), Some(TextEncoding::Windows1252));
/// let warning = decoded.diagnostic.unwrap();
/// assert_eq!((warning.code.as_str(), warning.span), ("S035", iccf::Span::new(8, 2)));
/// assert_eq!(decoded.map.file_offset(warning.span.offset()), 8);
/// ```
pub fn decode_with(bytes: &[u8], encoding: Encoding) -> DecodedSource {
    let mut decoded = DecodedSource {
        text: String::with_capacity(bytes.len()),
        diagnostic: None,
        binary: false,
        map: OffsetMap::default(),
        segments: Vec::new(),
        unreadable: Vec::new(),
        first_foreign: None,
    };
    // A piece larger than the input: the whole file is one piece.
    let whole = Pieces::new(bytes, encoding).with_piece_bytes(bytes.len() + 1);
    for piece in whole {
        let Ok(piece) = piece else { break };
        if piece.number == 0
            && let Some(head) = piece.bytes()
            && let Some(diagnostic) = not_text(head, encoding)
        {
            decoded.diagnostic = Some(diagnostic);
            decoded.binary = true;
        }
        let piece = piece.decode();
        if decoded.diagnostic.is_none() {
            decoded.diagnostic = piece.first_foreign.map(|f| foreign_byte(&f));
        }
        decoded.text = piece.text;
        decoded.map = piece.map;
        decoded.segments = piece.segments;
        decoded.unreadable = piece.unreadable;
        decoded.first_foreign = piece.first_foreign;
    }
    if decoded.binary {
        // Shown as UTF-8 with the bad bytes as spaces (offsets kept); not read as moves.
        let lossy = encoding::decode_bytes(bytes, Encoding::Utf8, 0);
        decoded.text = lossy.text;
        decoded.map = lossy.map;
        decoded.unreadable = lossy.unreadable;
        decoded.segments = vec![(0, TextEncoding::Utf8)];
        // The whole first character (a byte-order mark is three bytes), so the span never cuts one.
        let first = decoded.text.chars().next().map_or(0, char::len_utf8);
        if let Some(diagnostic) = &mut decoded.diagnostic {
            diagnostic.span = Span::new(0, first);
        }
    }
    decoded
}

/// The S001 error of a file whose first bytes (`head`, the start of the file) are not text: an
/// archive, a PDF, NUL bytes, or mostly bytes that are not UTF-8 (unless an 8-bit encoding was
/// asked for).
pub fn not_text(head: &[u8], encoding: Encoding) -> Option<Diagnostic> {
    let head = &head[..head.len().min(8192)];
    let kind = binary_kind(head).or_else(|| {
        // Latin-1 text has a few bad bytes; compressed or random data has about half.
        let bad: usize = encoding::decode_bytes(head, Encoding::Utf8, 0)
            .unreadable
            .iter()
            .map(|s| s.len())
            .sum();
        (matches!(encoding, Encoding::Auto | Encoding::Utf8) && bad * 3 > head.len())
            .then_some("binary")
    })?;
    Some(
        Diagnostic::from_catalogue(
            Code::InvalidUtf8,
            Span::new(0, usize::from(!head.is_empty())),
            "syntax-not-text",
            Args::new().selector("kind", kind),
        )
        .with_catalogue_label("syntax-not-text.label")
        .with_catalogue_help(vec![Message::new("syntax-not-text.help", Args::new())]),
    )
}

/// The diagnostic of the first byte of a file that is not UTF-8: S035 (a warning) when it was
/// read in Windows-1252 or Latin-1, S001 (an error) when it could not be read (UTF-8 was asked
/// for). `foreign.span` is a span of the decoded text.
pub fn foreign_byte(foreign: &ForeignByte) -> Diagnostic {
    let byte = Args::new().text("byte", format!("{:02X}", foreign.byte));
    let (code, id, label, help, args) = if foreign.read_as == TextEncoding::Utf8 {
        (
            Code::InvalidUtf8,
            "syntax-invalid-utf8",
            "syntax-invalid-utf8.label",
            "syntax-invalid-utf8.help",
            byte,
        )
    } else {
        (
            Code::LegacyEncoding,
            "syntax-legacy-encoding",
            "syntax-legacy-encoding.label",
            "syntax-legacy-encoding.help",
            byte.text("encoding", foreign.read_as.name()),
        )
    };
    Diagnostic::from_catalogue(code, foreign.span, id, args.clone())
        .with_catalogue_label(label)
        .with_catalogue_help(vec![Message::new(help, args)])
}

/// Drops the fix of every diagnostic whose edits touch bytes that could not be read
/// (`unreadable`, spans of the decoded text): a fix must never replace what nobody could read.
pub fn drop_fixes_over(unreadable: &[Span], diagnostics: &mut [Diagnostic]) {
    if unreadable.is_empty() {
        return;
    }
    let touches = |fix: &Fix| {
        fix.edits.iter().any(|edit| {
            unreadable.iter().any(|bad| {
                bad.offset() < edit.span.end().max(edit.span.offset() + 1)
                    && edit.span.offset() < bad.end()
            })
        })
    };
    for diagnostic in diagnostics {
        if diagnostic.fix.as_ref().is_some_and(touches) {
            diagnostic.fix = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// Whatever the bytes, the text has their length (bad bytes as spaces) with UTF-8 asked for.
    #[rstest]
    #[case::truncated_before_nul(&[225, 128, 0])]
    #[case::lone_continuation(&[0x80, b'a'])]
    #[case::gzip(&[0x1f, 0x8b, 0xff, 0xfe, 0])]
    fn utf8_keeps_offsets(#[case] bytes: &[u8]) {
        let decoded = decode(bytes);
        assert_eq!(decoded.text.len(), bytes.len(), "{:?}", decoded.text);
        assert!(decoded.diagnostic.is_some());
    }

    #[rstest]
    #[case::windows_1252(b"\x93a\x94 \x80", Encoding::Windows1252, "\u{201c}a\u{201d} \u{20ac}")]
    #[case::latin1(b"\x93\xe9", Encoding::Latin1, "\u{93}\u{e9}")]
    #[case::auto_per_game(
        b"[A \"\xc3\xa9\"]\n\n*\n\n[B \"\xe9\"]\n\n*\n",
        Encoding::Auto,
        "[A \"\u{e9}\"]\n\n*\n\n[B \"\u{e9}\"]\n\n*\n"
    )]
    #[case::utf16_be_bom(b"\xfe\xff\0[\0\xe9", Encoding::Auto, "[\u{e9}")]
    #[case::utf8_bom_before_windows_1252(
        b"\xef\xbb\xbf[W \"M\xfc\"]\n\n*\n",
        Encoding::Auto,
        "\u{feff}[W \"M\u{fc}\"]\n\n*\n"
    )]
    #[case::utf8_bom_before_latin1(b"\xef\xbb\xbf\xe9", Encoding::Latin1, "\u{feff}\u{e9}")]
    fn decodes(#[case] bytes: &[u8], #[case] encoding: Encoding, #[case] text: &str) {
        let decoded = decode_with(bytes, encoding);
        assert_eq!(decoded.text, text);
        // Every character boundary maps back to the byte it came from.
        let end = decoded.map.file_offset(decoded.text.len());
        assert_eq!(end, bytes.len());
    }

    /// A game of plain ASCII reads the same in both encodings: beside a game in Windows-1252
    /// the file is in Windows-1252, not mixed (`fmt` refused its own output, fmt fuzz finding).
    #[rstest::rstest]
    #[case::ascii_after(b"\xd9\n*\n\n[h \"\"]\n\n*\n".as_slice())]
    #[case::ascii_before(b"[h \"\"]\n\n*\n\n[A \"\xe9\"]\n\n*\n".as_slice())]
    fn an_ascii_game_takes_the_encoding_of_the_others(#[case] bytes: &[u8]) {
        let decoded = decode_with(bytes, Encoding::Auto);
        assert_eq!(decoded.segments, [(0, TextEncoding::Windows1252)]);
        assert_eq!(decoded.encoding(), Some(TextEncoding::Windows1252));
    }

    #[test]
    fn mixed_games_keep_their_encodings() {
        let decoded = decode_with(
            b"[A \"\xc3\xa9\"]\n\n*\n\n[B \"\xe9\"]\n\n*\n",
            Encoding::Auto,
        );
        assert_eq!(
            decoded.segments,
            [(0, TextEncoding::Utf8), (13, TextEncoding::Windows1252)]
        );
        assert_eq!(decoded.encoding(), None);
        // The é of game B: bytes 17-18 of the text, byte 17 of the file.
        assert_eq!(decoded.map.file_span(Span::new(17, 2)), Span::new(17, 1));
    }

    /// Games with no blank line between them (the tag pairs right after the result's line)
    /// keep their encodings too: a game in UTF-8 before one in Windows-1252 was read in
    /// Windows-1252 whole (`Müller` as `MÃ¼ller`), when only a blank line cut the bytes.
    #[rstest::rstest]
    #[case::result_line(
        b"[W \"M\xc3\xbcller\"]\n1. 5254 *\n[W \"M\xfcller\"]\n1. 5254 *\n",
        24
    )]
    #[case::crlf(
        b"[W \"M\xc3\xbcller\"]\r\n1. 5254 *\r\n[W \"M\xfcller\"]\r\n*\r\n",
        26
    )]
    #[case::no_result(b"[W \"M\xc3\xbcller\"]\n1. 5254\n[W \"M\xfcller\"]\n*\n", 22)]
    fn games_without_a_blank_line_keep_their_encodings(
        #[case] bytes: &[u8],
        #[case] second: usize,
    ) {
        let decoded = decode_with(bytes, Encoding::Auto);
        assert_eq!(
            decoded.segments,
            [(0, TextEncoding::Utf8), (second, TextEncoding::Windows1252)]
        );
        assert_eq!(
            decoded.text.matches("Müller").count(),
            2,
            "{}",
            decoded.text
        );
    }
}
