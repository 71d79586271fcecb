//! Byte ranges in a transcript and their line/column positions.
//!
//! The tree stores only [`Span`]s (0-based byte offsets into the text the parser was given);
//! lines and columns are computed on demand by [`LineIndex`], for rendering and for JSON.

use serde::Serialize;

/// A range of bytes in the transcript text: its 0-based byte offset ([`Span::offset`]) and its
/// length in bytes ([`Span::len`]). Spans of tree nodes always start and end on UTF-8
/// character boundaries.
///
/// Stored as two `u32`s (8 bytes, half of two `usize`s: every node of the tree carries spans),
/// so a text parsed in one piece is at most [`MAX_TEXT_LEN`] bytes; the readers refuse a longer
/// one before parsing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Span {
    offset: u32,
    len: u32,
}

/// The longest text whose byte offsets a [`Span`] holds: 4 GiB - 1 bytes.
pub const MAX_TEXT_LEN: usize = u32::MAX as usize;

/// `value` as a `u32`: the readers refuse texts over [`MAX_TEXT_LEN`] bytes, so no offset or
/// length is over it (checked in debug builds).
#[allow(
    clippy::cast_possible_truncation,
    reason = "texts over 4 GiB are refused before parsing"
)]
const fn narrow(value: usize) -> u32 {
    debug_assert!(value <= MAX_TEXT_LEN, "a span past 4 GiB");
    value as u32
}

impl Span {
    /// A span of `len` bytes starting at byte `offset`.
    pub const fn new(offset: usize, len: usize) -> Self {
        Self {
            offset: narrow(offset),
            len: narrow(len),
        }
    }

    /// The 0-based byte offset of the first byte.
    pub const fn offset(self) -> usize {
        self.offset as usize
    }

    /// The length in bytes (0 for an empty span, which points between two characters).
    pub const fn len(self) -> usize {
        self.len as usize
    }

    /// Whether the span is empty (points between two characters).
    pub const fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The span covering the bytes `start..end` (`end` exclusive); an empty span if `end < start`.
    pub const fn from_bounds(start: usize, end: usize) -> Self {
        Self::new(start, end.saturating_sub(start))
    }

    /// The byte offset just past the last byte.
    pub const fn end(self) -> usize {
        self.offset() + self.len()
    }

    /// The smallest span covering both `self` and `other`.
    #[must_use]
    pub fn join(self, other: Span) -> Span {
        Span::from_bounds(
            self.offset().min(other.offset()),
            self.end().max(other.end()),
        )
    }

    /// Whether `other` lies entirely inside `self`.
    pub const fn contains(self, other: Span) -> bool {
        other.offset >= self.offset && other.end() <= self.end()
    }

    /// The text this span covers in `text`, or `None` when it is out of bounds or not on
    /// character boundaries.
    pub fn text(self, text: &str) -> Option<&str> {
        text.get(self.offset()..self.end())
    }
}

impl From<Span> for miette::SourceSpan {
    fn from(span: Span) -> Self {
        miette::SourceSpan::new(span.offset().into(), span.len())
    }
}

/// A human position: 1-based line and 1-based column counted in Unicode characters
/// (not bytes), as editors and the JSON output show them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct LineColumn {
    /// 1-based line number. `\n`, `\r\n` and a lone `\r` each end a line.
    pub line: usize,
    /// 1-based column, counted in characters from the start of the line. A byte-order mark at
    /// the start of the file is not counted.
    pub column: usize,
}

/// The start offsets of every line of a text, for turning byte offsets into [`LineColumn`]s.
///
/// Building it is one pass over the text. A lookup is a binary search for the line, then, only
/// when the text is not all ASCII, a count of the characters from the nearest checkpoint (one
/// every [`LineIndex::CHECKPOINT`] bytes): O(log n) per lookup whatever the length of the
/// line, so that many diagnostics on one long line stay linear.
#[derive(Clone, Debug)]
pub struct LineIndex {
    line_starts: Vec<usize>,
    /// For a text that is not all ASCII: the number of characters before byte
    /// `i * CHECKPOINT`, for each `i`. Empty for an ASCII text (a byte is a character).
    chars_before: Vec<usize>,
}

impl LineIndex {
    /// The distance in bytes between two character-count checkpoints.
    const CHECKPOINT: usize = 64;

    /// Indexes the line starts of `text` (`\n`, `\r\n` and lone `\r` end a line).
    pub fn new(text: &str) -> Self {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0];
        if memchr::memchr(b'\r', bytes).is_none() {
            // Most texts end their lines with `\n` alone: the search for one byte costs less a
            // line than the search for two and the test of which was found.
            line_starts.extend(memchr::memchr_iter(b'\n', bytes).map(|i| i + 1));
        } else {
            for i in memchr::memchr2_iter(b'\n', b'\r', bytes) {
                if bytes[i] == b'\n' || bytes.get(i + 1) != Some(&b'\n') {
                    line_starts.push(i + 1);
                }
            }
        }
        let chars_before = if text.is_ascii() {
            Vec::new()
        } else {
            let mut count = 0;
            bytes
                .chunks(Self::CHECKPOINT)
                .map(|chunk| {
                    let before = count;
                    count += characters_starting_in(chunk);
                    before
                })
                .collect()
        };
        Self {
            line_starts,
            chars_before,
        }
    }

    /// The number of characters that start before byte `offset` (at most `text.len()`).
    fn chars_before(&self, bytes: &[u8], offset: usize) -> usize {
        if self.chars_before.is_empty() {
            return offset;
        }
        // The end of a text whose length is a multiple of CHECKPOINT has no checkpoint of its
        // own: count from the last one.
        let checkpoint = (offset / Self::CHECKPOINT).min(self.chars_before.len() - 1);
        let from = checkpoint * Self::CHECKPOINT;
        self.chars_before[checkpoint] + characters_starting_in(&bytes[from..offset])
    }

    /// The position of byte `offset` in `text` (the text this index was built from).
    /// An offset inside a multi-byte character counts that character as started; an offset
    /// past the end gives the position just after the last character.
    pub fn position(&self, text: &str, offset: usize) -> LineColumn {
        let offset = offset.min(text.len());
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let mut start = self.line_starts[line];
        if start == 0 && text.starts_with('\u{feff}') && offset >= 3 {
            start = 3;
        }
        let bytes = text.as_bytes();
        let column = self.chars_before(bytes, offset) - self.chars_before(bytes, start) + 1;
        LineColumn {
            line: line + 1,
            column,
        }
    }

    /// The byte offset where 1-based line `line` starts, if the text has that many lines.
    pub fn line_start(&self, line: usize) -> Option<usize> {
        line.checked_sub(1)
            .and_then(|l| self.line_starts.get(l))
            .copied()
    }
}

/// A position as the Language Server Protocol counts it ("Position"): 0-based line, and 0-based
/// column counted in UTF-16 code units from the line's start (`½` is one unit, an emoji two; a
/// byte-order mark counts as one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Utf16Position {
    /// 0-based line number (`\n`, `\r\n` and a lone `\r` each end a line).
    pub line: usize,
    /// 0-based column in UTF-16 code units.
    pub column: usize,
}

impl LineIndex {
    /// The UTF-16 position of byte `offset` of `text` (an offset inside a character counts
    /// from that character's start; past the end, the end).
    pub fn utf16_position(&self, text: &str, offset: usize) -> Utf16Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_starts.partition_point(|&start| start <= offset) - 1;
        let start = self.line_starts[line];
        Utf16Position {
            line,
            column: text[start..offset].encode_utf16().count(),
        }
    }

    /// The byte offset of a UTF-16 position in `text`. A line past the end gives the end of the
    /// text; a column past the end of its line gives the end of the line (the LSP
    /// specification's rule), and a column inside a surrogate pair the start of its character.
    pub fn utf16_offset(&self, text: &str, position: Utf16Position) -> usize {
        let Some(&start) = self.line_starts.get(position.line) else {
            return text.len();
        };
        let end = self
            .line_starts
            .get(position.line + 1)
            .copied()
            .unwrap_or(text.len());
        let line = text[start..end].trim_end_matches(['\n', '\r']);
        let mut units = 0;
        for (at, c) in line.char_indices() {
            units += c.len_utf16();
            if units > position.column {
                return start + at;
            }
        }
        start + line.len()
    }
}

/// Whether `byte` continues a UTF-8 character (and so does not start one).
const fn is_continuation(byte: u8) -> bool {
    (byte & 0xC0) == 0x80
}

/// How many characters start in `bytes` (its bytes that are not UTF-8 continuation bytes),
/// eight bytes at a time: a byte continues a character when its top bit is set and the next
/// is not, a test of every byte of a word in three operations and a count of bits.
fn characters_starting_in(bytes: &[u8]) -> usize {
    const TOP_BITS: u64 = 0x8080_8080_8080_8080;
    let (words, rest) = bytes.as_chunks::<8>();
    let continuations: u32 = words
        .iter()
        .map(|word| {
            let word = u64::from_le_bytes(*word);
            (word & !(word << 1) & TOP_BITS).count_ones()
        })
        .sum();
    bytes.len() - continuations as usize - rest.iter().filter(|&&b| is_continuation(b)).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    proptest::proptest! {
        /// The count eight bytes at a time is the count byte by byte, on any bytes (valid UTF-8
        /// or not, any length, so words and a rest of every size), and a text's characters.
        #[test]
        fn characters_are_counted_as_byte_by_byte(
            bytes in proptest::collection::vec(proptest::num::u8::ANY, 0..40),
            text in "\\PC{0,20}",
        ) {
            let by_bytes = bytes.iter().filter(|&&b| !is_continuation(b)).count();
            proptest::prop_assert_eq!(characters_starting_in(&bytes), by_bytes);
            proptest::prop_assert_eq!(characters_starting_in(text.as_bytes()), text.chars().count());
        }

        /// The line starts are those a byte loop finds, on texts of every length (long lines,
        /// blank lines), with `\r` in them or not.
        #[test]
        fn line_starts_are_found_as_byte_by_byte(
            text in "(a{0,70}\n|\n|x{60,130}|\r\n|\r){0,12}",
        ) {
            let bytes = text.as_bytes();
            let by_bytes: Vec<usize> = std::iter::once(0)
                .chain((0..bytes.len()).filter(|&i| {
                    bytes[i] == b'\n' || (bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n'))
                }).map(|i| i + 1))
                .collect();
            proptest::prop_assert_eq!(&LineIndex::new(&text).line_starts, &by_bytes);
        }
    }

    #[rstest]
    #[case::first_byte("1. 5254", 0, 1, 1)]
    #[case::second_line("a\nbc", 3, 2, 2)]
    #[case::crlf("a\r\nb", 3, 2, 1)]
    #[case::lone_cr("a\rb", 2, 2, 1)]
    #[case::every_line_end("a\nb\r\nc\rd", 7, 4, 1)]
    #[case::characters_not_bytes("½-½ x", 6, 1, 5)]
    #[case::byte_order_mark_not_counted("\u{feff}[E", 4, 1, 2)]
    #[case::past_the_end("ab", 9, 1, 3)]
    #[case::past_a_checkpoint(&format!("{}é\n{}é x", "a".repeat(70), "b".repeat(130)), 206, 2, 133)]
    #[case::inside_a_character("aé", 2, 1, 3)]
    // The end of a text of exactly two checkpoints (found by the `check` fuzz target: the
    // count from the wrong checkpoint underflowed).
    #[case::end_of_a_whole_checkpoint(&format!("é{}\n{}", "a".repeat(61), "b".repeat(64)), 128, 2, 65)]
    #[case::end_of_one_checkpoint(&format!("é{}", "a".repeat(62)), 64, 1, 64)]
    fn line_index_position(
        #[case] text: &str,
        #[case] offset: usize,
        #[case] line: usize,
        #[case] column: usize,
    ) {
        assert_eq!(
            LineIndex::new(text).position(text, offset),
            LineColumn { line, column }
        );
    }

    #[test]
    fn join_covers_both() {
        assert_eq!(Span::new(4, 2).join(Span::new(1, 1)), Span::new(1, 5));
    }
}
