//! Turning the bytes of a file into text for the parser, without losing anything.

use crate::codes::Code;
use crate::diagnostic::Diagnostic;
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
}

/// What binary data the start of a file looks like, if it does not look like text.
fn binary_kind(bytes: &[u8]) -> Option<&'static str> {
    let head = &bytes[..bytes.len().min(8192)];
    let kind = match head {
        [0x1f, 0x8b, ..] => "a gzip archive: unpack it first (gunzip)",
        [b'P', b'K', 3, 4, ..] => "a zip archive: unpack it first",
        [0x28, 0xb5, 0x2f, 0xfd, ..] => "a zstd archive: unpack it first (unzstd)",
        [b'B', b'Z', b'h', ..] => "a bzip2 archive: unpack it first (bunzip2)",
        [0xfd, b'7', b'z', b'X', b'Z', 0, ..] => "an xz archive: unpack it first (unxz)",
        [b'%', b'P', b'D', b'F', ..] => "a PDF document: copy the moves out of it as text",
        _ if head.contains(&0) => "binary data (it holds NUL bytes)",
        _ => return None,
    };
    Some(kind)
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
/// assert_eq!((diagnostic.span.offset, diagnostic.span.len), (9, 1));
/// ```
pub fn decode(bytes: &[u8]) -> DecodedSource {
    let mut decoded = decode_text(bytes);
    let bad_in_head = decode_text(&bytes[..bytes.len().min(8192)]).bad_bytes;
    let kind = binary_kind(bytes).or_else(|| {
        // Latin-1 text has a few bad bytes; compressed or random data has about half.
        (bad_in_head * 3 > bytes.len().min(8192))
            .then_some("binary data (most of its bytes are not text)")
    });
    if let Some(kind) = kind {
        decoded.source.binary = true;
        // The whole first character (a byte-order mark is three bytes), so the span never cuts one.
        let first = decoded.source.text.chars().next().map_or(0, char::len_utf8);
        decoded.source.diagnostic = Some(
            Diagnostic::new(Code::InvalidUtf8, Span::new(0, first), format!("the file is not a text file: it looks like {kind}"))
                .with_label("not text")
                .with_help("iccf reads transcripts saved as text (UTF-8); nothing else in this file was checked"),
        );
    }
    decoded.source
}

/// A decoding and the number of bytes that were not UTF-8.
struct Decoding {
    source: DecodedSource,
    bad_bytes: usize,
}

fn decode_text(bytes: &[u8]) -> Decoding {
    match std::str::from_utf8(bytes) {
        Ok(text) => Decoding {
            source: DecodedSource {
                text: text.to_string(),
                diagnostic: None,
                binary: false,
            },
            bad_bytes: 0,
        },
        Err(first) => {
            let first_offset = first.valid_up_to();
            let first_len = first.error_len().unwrap_or(bytes.len() - first_offset);
            let mut text = String::with_capacity(bytes.len());
            let mut rest = bytes;
            let mut bad = 0usize;
            loop {
                match std::str::from_utf8(rest) {
                    Ok(valid) => {
                        text.push_str(valid);
                        break;
                    }
                    Err(error) => {
                        let (valid, after) = rest.split_at(error.valid_up_to());
                        text.push_str(std::str::from_utf8(valid).unwrap_or_default());
                        let skip = error.error_len().unwrap_or(after.len());
                        bad += skip;
                        text.extend(std::iter::repeat_n(' ', skip));
                        rest = &after[skip..];
                    }
                }
            }
            let byte = bytes[first_offset];
            let more = if bad > first_len {
                format!(" ({bad} bad bytes in all)")
            } else {
                String::new()
            };
            let diagnostic = Diagnostic::new(
                Code::InvalidUtf8,
                Span::new(first_offset, first_len),
                format!("the file is not valid UTF-8: byte 0x{byte:02X} cannot be read{more}"),
            )
            .with_label("not UTF-8")
            .with_help("save the file as UTF-8 (often it is Latin-1 or Windows-1252); the bad bytes were read as spaces and the rest of the file was checked");
            Decoding {
                source: DecodedSource {
                    text,
                    diagnostic: Some(diagnostic),
                    binary: false,
                },
                bad_bytes: bad,
            }
        }
    }
}
