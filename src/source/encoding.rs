//! Character encodings of transcript files: reading them into UTF-8 text with an
//! [`OffsetMap`] back to the file's bytes, and writing text back in the file's own encoding.

use super::offsets::OffsetMap;
use crate::span::Span;

/// The encoding asked for (`--encoding`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Encoding {
    /// UTF-8; a UTF-16 file when it starts with a byte-order mark; and Windows-1252 for the
    /// games whose bytes are not UTF-8 (with one warning per file).
    #[default]
    Auto,
    /// UTF-8 only: bytes that are not UTF-8 are read as spaces and are an error.
    Utf8,
    /// ISO 8859-1, the character set of PGN (PGN standard, section 4.1): every byte is the
    /// character of that number.
    Latin1,
    /// Windows-1252, Latin-1 with printable characters (`€`, `Š`, curly quotes) in 0x80-0x9F.
    Windows1252,
    /// UTF-16, little-endian unless a byte-order mark says big-endian.
    Utf16,
}

/// The encoding some text was actually read in, and is written back in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TextEncoding {
    /// UTF-8.
    Utf8,
    /// ISO 8859-1.
    Latin1,
    /// Windows-1252.
    Windows1252,
    /// UTF-16, little-endian.
    Utf16Le,
    /// UTF-16, big-endian.
    Utf16Be,
}

impl TextEncoding {
    /// The name users know the encoding by.
    pub const fn name(self) -> &'static str {
        match self {
            TextEncoding::Utf8 => "UTF-8",
            TextEncoding::Latin1 => "Latin-1 (ISO 8859-1)",
            TextEncoding::Windows1252 => "Windows-1252",
            TextEncoding::Utf16Le => "UTF-16LE",
            TextEncoding::Utf16Be => "UTF-16BE",
        }
    }

    /// Whether the encoding is UTF-16.
    pub const fn is_utf16(self) -> bool {
        matches!(self, TextEncoding::Utf16Le | TextEncoding::Utf16Be)
    }
}

/// The first byte of a file that was not UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForeignByte {
    /// The decoded text of that byte (a span of the decoded text).
    pub span: Span,
    /// The byte.
    pub byte: u8,
    /// The encoding the bytes from there on were read in.
    pub read_as: TextEncoding,
}

/// Bytes decoded into text: the text, its map back to the file, and what was not UTF-8.
#[derive(Clone, Debug, Default)]
pub(crate) struct Decoded {
    pub text: String,
    pub map: OffsetMap,
    /// `(decoded offset, encoding)` where each run of one encoding starts (the first at 0).
    pub segments: Vec<(usize, TextEncoding)>,
    pub first_foreign: Option<ForeignByte>,
    /// Decoded spans of bytes that could not be read (read as spaces).
    pub unreadable: Vec<Span>,
}

impl Decoded {
    /// A part in `encoding` follows. An all-ASCII part reads the same in every encoding: it
    /// starts no run of its own (the first run starts at 0 whatever comes before it), so that a
    /// game of plain ASCII beside games in Windows-1252 does not make the file one of mixed
    /// encodings. A text with no run at all is ASCII.
    fn start_segment(&mut self, encoding: TextEncoding, ascii: bool) {
        if ascii {
            return;
        }
        match self.segments.last() {
            None => self.segments.push((0, encoding)),
            Some(&(_, e)) if e != encoding => self.segments.push((self.text.len(), encoding)),
            Some(_) => {}
        }
    }

    /// Decodes `bytes` (at file offset `base`, `unit` file bytes per ASCII byte) and appends it.
    fn append(&mut self, bytes: &[u8], encoding: Encoding, base: usize) {
        let start = self.text.len();
        let (part, used) = decode_part(bytes, encoding, base);
        self.start_segment(used, bytes.is_ascii());
        if start == 0 {
            self.map = part.map;
        } else {
            self.map.append(start, &part.map);
        }
        self.text.push_str(&part.text);
        if self.first_foreign.is_none() {
            self.first_foreign = part.first_foreign.map(|f| ForeignByte {
                span: Span::new(f.span.offset() + start, f.span.len()),
                ..f
            });
        }
        self.unreadable.extend(
            part.unreadable
                .iter()
                .map(|s| Span::new(s.offset() + start, s.len())),
        );
    }
}

/// [`decode_bytes`] of bytes the caller gives away: UTF-8 text (the usual file) becomes the
/// text as it is, neither validated twice nor copied.
pub(crate) fn decode_owned_bytes(bytes: Vec<u8>, encoding: Encoding, base: usize) -> Decoded {
    if !matches!(encoding, Encoding::Auto | Encoding::Utf8) {
        return decode_bytes(&bytes, encoding, base);
    }
    match String::from_utf8(bytes) {
        Ok(text) => {
            let mut decoded = Decoded {
                map: OffsetMap::identity(base),
                ..Decoded::default()
            };
            decoded.start_segment(TextEncoding::Utf8, text.is_ascii());
            decoded.text = text;
            decoded
        }
        Err(error) => decode_bytes(error.as_bytes(), encoding, base),
    }
}

/// Decodes bytes of a file in an 8-bit-compatible encoding (not UTF-16), starting at file
/// offset `base`. With [`Encoding::Auto`] each game (from one [tag-pair section's
/// start](tag_section_starts) to the next) is read as UTF-8 when its bytes are UTF-8, else as
/// Windows-1252, so that an archive made of files of both kinds reads right.
pub(crate) fn decode_bytes(bytes: &[u8], encoding: Encoding, base: usize) -> Decoded {
    let mut decoded = Decoded::default();
    if encoding != Encoding::Auto || std::str::from_utf8(bytes).is_ok() {
        decoded.append(bytes, encoding, base);
        return decoded;
    }
    let mut start = 0;
    let starts = tag_section_starts(bytes).chain([bytes.len()]);
    for end in starts {
        decoded.append(&bytes[start..end], encoding, base + start);
        start = end;
    }
    decoded
}

/// Where a game's tag-pair section starts, for the encoding of its bytes: each line that begins
/// with `[` and an ASCII letter after a line that does not begin with `[` (after a UTF-8
/// byte-order mark, on the first line; offset 0 excluded).
/// Every game start of [`crate::syntax::boundary`] is one, and so is a game's first tag pair
/// right after the line of the game before, with no blank line between them, as games are
/// often pasted together.
fn tag_section_starts(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'[', bytes).filter(|&at| {
        let starts_tag = bytes.get(at + 1).is_some_and(u8::is_ascii_alphabetic);
        let line_start = at > 0 && matches!(bytes[at - 1], b'\n' | b'\r');
        if !starts_tag || !line_start {
            return false;
        }
        // The line before: from after the line end before it (`\r\n` is one line end).
        let mut end = at - 1;
        if bytes[end] == b'\n' && end > 0 && bytes[end - 1] == b'\r' {
            end -= 1;
        }
        let previous_start = bytes[..end]
            .iter()
            .rposition(|&b| matches!(b, b'\n' | b'\r'))
            .map_or(0, |line_end| line_end + 1);
        let previous = &bytes[previous_start..end];
        !previous
            .strip_prefix(b"\xef\xbb\xbf")
            .unwrap_or(previous)
            .starts_with(b"[")
    })
}

/// One run of bytes decoded in one encoding.
fn decode_part(bytes: &[u8], encoding: Encoding, base: usize) -> (Decoded, TextEncoding) {
    match (encoding, std::str::from_utf8(bytes)) {
        (Encoding::Auto | Encoding::Utf8, Ok(text)) => (
            Decoded {
                text: text.to_string(),
                map: OffsetMap::identity(base),
                ..Decoded::default()
            },
            TextEncoding::Utf8,
        ),
        (Encoding::Utf8 | Encoding::Utf16, Err(_)) => (utf8_lossy(bytes, base), TextEncoding::Utf8),
        (Encoding::Latin1, _) => (
            eight_bit(bytes, base, TextEncoding::Latin1),
            TextEncoding::Latin1,
        ),
        (Encoding::Auto | Encoding::Windows1252, _) | (Encoding::Utf16, Ok(_)) => (
            eight_bit(bytes, base, TextEncoding::Windows1252),
            TextEncoding::Windows1252,
        ),
    }
}

/// UTF-8 with each byte that is not UTF-8 read as one space (offsets are kept).
fn utf8_lossy(bytes: &[u8], base: usize) -> Decoded {
    let mut decoded = Decoded {
        text: String::with_capacity(bytes.len()),
        map: OffsetMap::identity(base),
        ..Decoded::default()
    };
    let mut rest = bytes;
    loop {
        match std::str::from_utf8(rest) {
            Ok(valid) => {
                decoded.text.push_str(valid);
                break;
            }
            Err(error) => {
                let (valid, after) = rest.split_at(error.valid_up_to());
                decoded
                    .text
                    .push_str(std::str::from_utf8(valid).unwrap_or_default());
                let skip = error.error_len().unwrap_or(after.len());
                let span = Span::new(decoded.text.len(), skip);
                if decoded.first_foreign.is_none() {
                    decoded.first_foreign = Some(ForeignByte {
                        span,
                        byte: after[0],
                        read_as: TextEncoding::Utf8,
                    });
                }
                decoded.unreadable.push(span);
                decoded.text.extend(std::iter::repeat_n(' ', skip));
                rest = &after[skip..];
            }
        }
    }
    decoded
}

/// The UTF-8 byte-order mark (U+FEFF in UTF-8).
const UTF8_BOM: &[u8] = b"\xef\xbb\xbf";

/// Latin-1 or Windows-1252: one character per byte (but a UTF-8 byte-order mark at the start of
/// the file, kept as U+FEFF: three bytes in both, so offsets are kept).
fn eight_bit(bytes: &[u8], base: usize, encoding: TextEncoding) -> Decoded {
    let mut decoded = Decoded {
        text: String::with_capacity(bytes.len() + bytes.len() / 8),
        map: OffsetMap::identity(base),
        ..Decoded::default()
    };
    // A UTF-8 byte-order mark opening the file is a byte-order mark, even when the games after
    // it are not UTF-8 (an editor added it to a Windows-1252 file): read as three Windows-1252
    // characters (`ï»¿`), it would glue itself to the first tag pair and make it text.
    let bom = base == 0 && bytes.starts_with(UTF8_BOM);
    if bom {
        decoded.text.push('\u{feff}');
    }
    let skip = if bom { UTF8_BOM.len() } else { 0 };
    for (i, &byte) in bytes.iter().enumerate().skip(skip) {
        if byte.is_ascii() {
            decoded.text.push(char::from(byte));
            continue;
        }
        let c = if encoding == TextEncoding::Latin1 {
            char::from(byte)
        } else {
            windows_1252(byte)
        };
        if decoded.first_foreign.is_none() {
            decoded.first_foreign = Some(ForeignByte {
                span: Span::new(decoded.text.len(), c.len_utf8()),
                byte,
                read_as: encoding,
            });
        }
        decoded.text.push(c);
        decoded.map.push(decoded.text.len(), i + 1);
    }
    decoded
}

/// The character of a Windows-1252 byte (0x80 and above), as the WHATWG encoding standard
/// reads it (`encoding_rs`).
fn windows_1252(byte: u8) -> char {
    let one = [byte];
    let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&one);
    text.chars().next().unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// The offset map of text decoded from UTF-16 (2 file bytes per UTF-16 code unit), starting at
/// file offset `base`.
pub(crate) fn utf16_map(text: &str, base: usize) -> OffsetMap {
    let mut map = OffsetMap::with_unit(base, 2);
    let mut file = 0;
    for (at, c) in text.char_indices() {
        file += 2 * c.len_utf16();
        if !c.is_ascii() {
            map.push(at + c.len_utf8(), file);
        }
    }
    map
}

/// The number of bytes `text` takes in UTF-16.
pub(crate) fn utf16_len(text: &str) -> usize {
    text.chars().map(|c| 2 * c.len_utf16()).sum()
}

/// A character that the target encoding cannot write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{character:?} cannot be written in {}", encoding.name())]
#[non_exhaustive]
pub struct Unencodable {
    /// The character.
    pub character: char,
    /// The encoding.
    pub encoding: TextEncoding,
}

/// `text` in `encoding`, as `fmt` and `--fix` write a file back (UTF-16 with a byte-order mark).
///
/// # Errors
///
/// [`Unencodable`] for the first character the encoding has no byte for.
///
/// # Examples
///
/// ```
/// use iccf::source::{TextEncoding, encode};
/// assert_eq!(encode("Sören", TextEncoding::Windows1252).unwrap(), b"S\xf6ren");
/// assert_eq!(encode("½", TextEncoding::Latin1).unwrap(), b"\xbd");
/// assert!(encode("€", TextEncoding::Latin1).is_err());
/// assert_eq!(encode("a", TextEncoding::Utf16Le).unwrap(), b"\xff\xfea\0");
/// // A UTF-8 byte-order mark that opened an 8-bit file is written back as it was.
/// assert_eq!(encode("\u{feff}S\u{f6}", TextEncoding::Latin1).unwrap(), b"\xef\xbb\xbfS\xf6");
/// ```
pub fn encode(text: &str, encoding: TextEncoding) -> Result<Vec<u8>, Unencodable> {
    let fail = |character| Unencodable {
        character,
        encoding,
    };
    // A byte-order mark read at the start of an 8-bit file (see `eight_bit`) is written back as
    // it was read: the UTF-8 one.
    if matches!(encoding, TextEncoding::Latin1 | TextEncoding::Windows1252)
        && let Some(rest) = text.strip_prefix('\u{feff}')
    {
        let mut out = UTF8_BOM.to_vec();
        out.extend(encode(rest, encoding)?);
        return Ok(out);
    }
    match encoding {
        TextEncoding::Utf8 => Ok(text.as_bytes().to_vec()),
        TextEncoding::Latin1 => text
            .chars()
            .map(|c| u8::try_from(u32::from(c)).map_err(|_| fail(c)))
            .collect(),
        TextEncoding::Windows1252 => {
            let (bytes, _, unmappable) = encoding_rs::WINDOWS_1252.encode(text);
            if unmappable {
                let c = text
                    .chars()
                    .find(|c| {
                        let mut buffer = [0; 4];
                        encoding_rs::WINDOWS_1252
                            .encode(c.encode_utf8(&mut buffer))
                            .2
                    })
                    .unwrap_or(char::REPLACEMENT_CHARACTER);
                return Err(fail(c));
            }
            Ok(bytes.into_owned())
        }
        TextEncoding::Utf16Le | TextEncoding::Utf16Be => {
            let mut out = Vec::with_capacity(2 + 2 * text.len());
            for unit in std::iter::once(0xfeff).chain(text.encode_utf16()) {
                out.extend(if encoding == TextEncoding::Utf16Le {
                    unit.to_le_bytes()
                } else {
                    unit.to_be_bytes()
                });
            }
            Ok(out)
        }
    }
}
