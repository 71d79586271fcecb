//! Reading a file piece by piece, each piece a run of whole games cut at a game start
//! ([`crate::syntax::boundary`]), so that an archive of any size streams through a bounded buffer
//! and the pieces can be checked on several threads.

use std::io::Read;

use super::encoding::{Decoded, Encoding, TextEncoding, decode_owned_bytes, utf16_len, utf16_map};
use super::offsets::OffsetMap;
use crate::span::Span;

/// How many bytes a piece holds at least (unless the file ends first): large enough that the
/// per-piece costs vanish, small enough that pieces in flight on every thread stay a few MiB.
pub const PIECE_BYTES: usize = 256 * 1024;

/// A run of whole games of a file, as read from it.
#[derive(Clone, Debug)]
pub struct Piece {
    /// 0-based number of the piece in its file.
    pub number: usize,
    /// Byte offset of its first byte in the file.
    pub offset: usize,
    /// How many lines of the file come before it (the 0-based line of its first byte).
    pub line: usize,
    content: Content,
}

#[derive(Clone, Debug)]
enum Content {
    /// The file's own bytes (UTF-8 or an 8-bit encoding), decoded by [`Piece::decode`].
    Bytes(Vec<u8>, Encoding),
    /// Text already decoded from UTF-16.
    Utf16(String, TextEncoding),
}

impl Piece {
    /// The raw bytes, unless the piece was decoded from UTF-16 while it was read.
    pub fn bytes(&self) -> Option<&[u8]> {
        match &self.content {
            Content::Bytes(bytes, _) => Some(bytes),
            Content::Utf16(..) => None,
        }
    }

    /// Decodes the piece (see [`super::decode_with`] for what each encoding reads).
    pub fn decode(self) -> DecodedPiece {
        let decoded = match self.content {
            Content::Bytes(bytes, encoding) => decode_owned_bytes(bytes, encoding, self.offset),
            Content::Utf16(text, encoding) => Decoded {
                map: utf16_map(&text, self.offset),
                segments: vec![(0, encoding)],
                text,
                ..Decoded::default()
            },
        };
        DecodedPiece {
            number: self.number,
            line: self.line,
            text: decoded.text,
            map: decoded.map,
            segments: decoded.segments,
            first_foreign: decoded.first_foreign,
            unreadable: decoded.unreadable,
        }
    }
}

/// A piece as text.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct DecodedPiece {
    /// 0-based number of the piece in its file.
    pub number: usize,
    /// How many lines of the file come before the piece.
    pub line: usize,
    /// The text (spans of the games parsed from it are byte offsets into it).
    pub text: String,
    /// From byte offsets of `text` to byte offsets in the file.
    pub map: OffsetMap,
    /// `(offset in text, encoding)` where each run of one encoding starts.
    pub segments: Vec<(usize, TextEncoding)>,
    /// The first byte that was not UTF-8, if any.
    pub first_foreign: Option<super::ForeignByte>,
    /// Spans of `text` holding bytes that could not be read (as spaces).
    pub unreadable: Vec<Span>,
}

impl From<super::DecodedSource> for DecodedPiece {
    /// A whole file as one piece.
    fn from(decoded: super::DecodedSource) -> Self {
        Self {
            number: 0,
            line: 0,
            text: decoded.text,
            map: decoded.map,
            segments: decoded.segments,
            first_foreign: decoded.first_foreign,
            unreadable: decoded.unreadable,
        }
    }
}

/// The pieces of a file, read through `reader` (see the module documentation). Reading fails
/// only when the reader does.
///
/// A file with no game start for a long stretch (a huge file without tag pairs) gives one large
/// piece: correct, but held whole in memory.
///
/// # Examples
///
/// ```
/// use iccf::source::{Encoding, Pieces};
/// let text = "[Event \"A\"]\n\n1. 5254 1-0\n\n[Event \"B\"]\n\n1. 4244 0-1\n";
/// let pieces: Vec<_> = Pieces::new(text.as_bytes(), Encoding::Auto)
///     .with_piece_bytes(1)
///     .map(|p| p.unwrap().decode())
///     .map(|p| (p.map.base(), p.line, p.text))
///     .collect();
/// assert_eq!(pieces[1], (26, 4, "[Event \"B\"]\n\n1. 4244 0-1\n".to_string()));
/// ```
pub struct Pieces<R> {
    reader: Source<R>,
    encoding: Encoding,
    buffer: Vec<u8>,
    /// File offset of `buffer[0]`.
    offset: usize,
    line: usize,
    number: usize,
    piece_bytes: usize,
    /// How many bytes to gather before looking for a cut (grows while no game start is found).
    target: usize,
    eof: bool,
    started: bool,
}

enum Source<R> {
    Bytes(R),
    Utf16(Utf16Reader<R>),
}

impl<R: Read> Pieces<R> {
    /// The pieces of what `reader` gives, read in `encoding`.
    pub fn new(reader: R, encoding: Encoding) -> Self {
        Self {
            reader: Source::Bytes(reader),
            encoding,
            buffer: Vec::new(),
            offset: 0,
            line: 0,
            number: 0,
            piece_bytes: PIECE_BYTES,
            target: PIECE_BYTES,
            eof: false,
            started: false,
        }
    }

    /// Sets how many bytes a piece holds at least (for tests; the default is [`PIECE_BYTES`]).
    #[must_use]
    pub fn with_piece_bytes(mut self, bytes: usize) -> Self {
        self.piece_bytes = bytes.max(1);
        self.target = self.piece_bytes;
        self
    }

    /// Reads the first bytes and, for `Auto` or `Utf16`, looks for a UTF-16 byte-order mark.
    fn start(&mut self) -> std::io::Result<()> {
        self.started = true;
        let Source::Bytes(reader) = &mut self.reader else {
            return Ok(());
        };
        let mut head = Vec::with_capacity(2);
        reader.by_ref().take(2).read_to_end(&mut head)?;
        let bom = match head.as_slice() {
            [0xff, 0xfe] => Some(TextEncoding::Utf16Le),
            [0xfe, 0xff] => Some(TextEncoding::Utf16Be),
            _ => None,
        };
        let utf16 = match (self.encoding, bom) {
            (Encoding::Auto | Encoding::Utf16, Some(e)) => Some(e),
            (Encoding::Utf16, None) => Some(TextEncoding::Utf16Le),
            _ => None,
        };
        let Some(utf16) = utf16 else {
            self.buffer = head;
            return Ok(());
        };
        let mut pending = Vec::new();
        if bom.is_some() {
            self.offset = 2;
        } else {
            pending = head;
        }
        let Source::Bytes(reader) =
            std::mem::replace(&mut self.reader, Source::Utf16(Utf16Reader::placeholder()))
        else {
            unreachable!("checked above")
        };
        self.reader = Source::Utf16(Utf16Reader::new(reader, utf16, pending));
        Ok(())
    }

    /// Reads until the buffer holds `target` bytes or the input ends.
    fn fill(&mut self) -> std::io::Result<()> {
        while !self.eof && self.buffer.len() < self.target {
            let want = self.target - self.buffer.len();
            // Room for the whole piece at once: grown by `read_to_end`, the buffer was copied
            // over some seven times a piece.
            self.buffer.reserve(want);
            let want = want as u64;
            let got = match &mut self.reader {
                Source::Bytes(reader) => {
                    reader.by_ref().take(want).read_to_end(&mut self.buffer)?
                }
                Source::Utf16(reader) => {
                    reader.by_ref().take(want).read_to_end(&mut self.buffer)?
                }
            };
            if got == 0 {
                self.eof = true;
            }
        }
        Ok(())
    }

    fn next_piece(&mut self) -> std::io::Result<Option<Piece>> {
        if !self.started {
            self.start()?;
        }
        loop {
            self.fill()?;
            if self.buffer.is_empty() {
                return Ok(None);
            }
            let cut = if self.eof {
                if self.buffer.len() > crate::span::MAX_TEXT_LEN {
                    return Err(over_4_gib());
                }
                self.buffer.len()
            } else {
                match crate::syntax::boundary::last_game_start(&self.buffer) {
                    Some(cut) => cut,
                    None if self.buffer.len() > crate::span::MAX_TEXT_LEN => {
                        return Err(over_4_gib());
                    }
                    None => {
                        self.target = self.target.saturating_mul(2);
                        continue;
                    }
                }
            };
            self.target = self.piece_bytes;
            let rest = self.buffer[cut..].to_vec();
            let mut bytes = std::mem::replace(&mut self.buffer, rest);
            bytes.truncate(cut);
            return Ok(Some(self.piece(bytes)));
        }
    }

    fn piece(&mut self, bytes: Vec<u8>) -> Piece {
        let (content, file_len) = match &self.reader {
            Source::Bytes(_) => {
                let len = bytes.len();
                (Content::Bytes(bytes, self.encoding), len)
            }
            Source::Utf16(reader) => {
                // The transcoder only gives valid UTF-8, cut here at an ASCII `[`.
                let text = String::from_utf8(bytes)
                    .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
                let len = utf16_len(&text);
                (Content::Utf16(text, reader.encoding), len)
            }
        };
        let lines = match &content {
            Content::Bytes(bytes, _) => count_lines(bytes),
            Content::Utf16(text, _) => count_lines(text.as_bytes()),
        };
        let piece = Piece {
            number: self.number,
            offset: self.offset,
            line: self.line,
            content,
        };
        self.number += 1;
        self.offset += file_len;
        self.line += lines;
        piece
    }
}

impl<R: Read> Iterator for Pieces<R> {
    type Item = std::io::Result<Piece>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_piece().transpose()
    }
}

/// The error of a piece over 4 GiB with no game start in it: spans are 32-bit byte offsets
/// ([`crate::span::MAX_TEXT_LEN`]), so no text that long is parsed in one piece.
fn over_4_gib() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::InvalidData,
        "it has more than 4 GiB of text with no game start in it (iccf reads up to 4 GiB at once)",
    )
}

/// How many line ends `bytes` holds (`\n`, `\r\n`, lone `\r`), as [`crate::LineIndex`] counts.
fn count_lines(bytes: &[u8]) -> usize {
    let newlines = memchr::memchr_iter(b'\n', bytes).count();
    let lone_returns = memchr::memchr_iter(b'\r', bytes)
        .filter(|&at| bytes.get(at + 1) != Some(&b'\n'))
        .count();
    newlines + lone_returns
}

/// Transcodes UTF-16 to UTF-8 as it reads (`encoding_rs`; unpaired surrogates become U+FFFD).
struct Utf16Reader<R> {
    reader: Option<R>,
    encoding: TextEncoding,
    decoder: encoding_rs::Decoder,
    /// Raw bytes read but not decoded yet.
    raw: Vec<u8>,
    raw_eof: bool,
    /// Decoded bytes not handed out yet.
    out: Vec<u8>,
    out_at: usize,
}

impl<R: Read> Utf16Reader<R> {
    fn placeholder() -> Self {
        Self {
            reader: None,
            encoding: TextEncoding::Utf16Le,
            decoder: encoding_rs::UTF_16LE.new_decoder_without_bom_handling(),
            raw: Vec::new(),
            raw_eof: true,
            out: Vec::new(),
            out_at: 0,
        }
    }

    fn new(reader: R, encoding: TextEncoding, pending: Vec<u8>) -> Self {
        let which = if encoding == TextEncoding::Utf16Be {
            encoding_rs::UTF_16BE
        } else {
            encoding_rs::UTF_16LE
        };
        Self {
            reader: Some(reader),
            encoding,
            decoder: which.new_decoder_without_bom_handling(),
            raw: pending,
            raw_eof: false,
            out: Vec::new(),
            out_at: 0,
        }
    }
}

impl<R: Read> Read for Utf16Reader<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.out_at == self.out.len() {
            if self.raw_eof && self.raw.is_empty() {
                return Ok(0);
            }
            if !self.raw_eof {
                let mut chunk = vec![0; 64 * 1024];
                let n = match &mut self.reader {
                    Some(reader) => reader.read(&mut chunk)?,
                    None => 0,
                };
                chunk.truncate(n);
                self.raw.extend_from_slice(&chunk);
                self.raw_eof = n == 0;
            }
            let capacity = self
                .decoder
                .max_utf8_buffer_length(self.raw.len())
                .unwrap_or(self.raw.len() * 3 + 16);
            self.out.clear();
            self.out.resize(capacity, 0);
            self.out_at = 0;
            let (_, read, written, _) =
                self.decoder
                    .decode_to_utf8(&self.raw, &mut self.out, self.raw_eof);
            self.raw.drain(..read);
            self.out.truncate(written);
            if self.raw_eof {
                self.raw.clear();
            }
        }
        let n = buf.len().min(self.out.len() - self.out_at);
        buf[..n].copy_from_slice(&self.out[self.out_at..self.out_at + n]);
        self.out_at += n;
        Ok(n)
    }
}
