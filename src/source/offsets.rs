//! From byte offsets in decoded text (UTF-8, what the parser reads) to byte offsets in the file
//! on disk (Windows-1252, Latin-1 or UTF-16), so that every offset a program sees points into
//! the file as it is stored.

use crate::span::Span;

/// Maps byte offsets of a decoded text to byte offsets of the bytes it was decoded from.
///
/// Between two recorded points every decoded byte is an ASCII character that took `unit` bytes
/// in the file (1 for UTF-8 and the 8-bit encodings, 2 for UTF-16); a point is recorded after
/// each character whose width differs. Text that was UTF-8 needs no point at all.
///
/// # Examples
///
/// ```
/// // "Ø1" in Windows-1252 is 2 bytes on disk, 3 bytes decoded, starting at byte 10 of the file.
/// let decoded = iccf::source::decode_with(b"\xd81", iccf::source::Encoding::Windows1252);
/// assert_eq!(decoded.text, "Ø1");
/// let map = decoded.map.rebased(10);
/// assert_eq!(map.file_offset(0), 10);
/// assert_eq!(map.file_offset(2), 11); // the "1"
/// assert_eq!(map.file_span(iccf::Span::new(0, 2)), iccf::Span::new(10, 1)); // the "Ø"
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffsetMap {
    /// The file offset of decoded offset 0.
    base: usize,
    /// File bytes per decoded ASCII byte.
    unit: usize,
    /// `(decoded offset, file offset - base)` just after each character of another width.
    points: Vec<(usize, usize)>,
}

impl Default for OffsetMap {
    fn default() -> Self {
        Self::identity(0)
    }
}

impl OffsetMap {
    /// The map of text that is the file's own UTF-8 bytes, starting at file offset `base`.
    pub fn identity(base: usize) -> Self {
        Self {
            base,
            unit: 1,
            points: Vec::new(),
        }
    }

    /// A map with `unit` file bytes per decoded ASCII byte and no point yet.
    pub(crate) fn with_unit(base: usize, unit: usize) -> Self {
        Self {
            base,
            unit,
            points: Vec::new(),
        }
    }

    /// Records that decoded offset `decoded` is file offset `base + file` (just after a character
    /// whose width differs). Points come in increasing order.
    pub(crate) fn push(&mut self, decoded: usize, file: usize) {
        self.points.push((decoded, file));
    }

    /// The file offset of decoded offset 0.
    pub fn base(&self) -> usize {
        self.base
    }

    /// The same map with decoded offset 0 at file offset `base`.
    #[must_use]
    pub fn rebased(mut self, base: usize) -> Self {
        self.base = base;
        self
    }

    /// Appends `other`, the map of a text that follows this one's `decoded_len` bytes and whose
    /// file bytes follow at `other.base()` (in the same file).
    pub(crate) fn append(&mut self, decoded_len: usize, other: &OffsetMap) {
        let end = self.file_offset(decoded_len) - self.base;
        if other.unit == self.unit && other.points.is_empty() && other.base == self.base + end {
            return;
        }
        // A point at the joint restarts the count there; each of `other`'s points follows.
        self.points.push((decoded_len, other.base - self.base));
        for &(d, f) in &other.points {
            self.points
                .push((decoded_len + d, other.base - self.base + f));
        }
        self.unit = other.unit;
    }

    /// Whether decoded offsets are file offsets shifted by [`OffsetMap::base`] (the file was
    /// UTF-8).
    pub fn is_identity(&self) -> bool {
        self.unit == 1 && self.points.is_empty()
    }

    /// The file offset of byte `decoded` of the decoded text. An offset inside a decoded
    /// character maps into or past that character's bytes; offsets on character boundaries map
    /// exactly.
    pub fn file_offset(&self, decoded: usize) -> usize {
        let i = self.points.partition_point(|&(d, _)| d <= decoded);
        let (d, f) = i.checked_sub(1).map_or((0, 0), |i| self.points[i]);
        self.base + f + (decoded - d) * self.unit
    }

    /// The bytes of the file that decoded span `span` was read from.
    pub fn file_span(&self, span: Span) -> Span {
        Span::from_bounds(
            self.file_offset(span.offset()),
            self.file_offset(span.end()),
        )
    }
}
