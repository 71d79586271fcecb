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
    match std::str::from_utf8(bytes) {
        Ok(text) => DecodedSource {
            text: text.to_string(),
            diagnostic: None,
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
            DecodedSource {
                text,
                diagnostic: Some(diagnostic),
            }
        }
    }
}
