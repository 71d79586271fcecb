//! The text of an open document and its LSP positions: 0-based lines and columns counted in
//! UTF-16 code units (LSP specification, "Position"), so that `½`, an emoji or a tab before a
//! move does not shift what is underlined.
//!
//! Lines end at `\n`, `\r\n` or a lone `\r`, as in the LSP specification and in the syntax
//! layer.

use crate::Span;
use crate::span::{LineIndex, Utf16Position};
use lsp_types::{Position, Range, TextDocumentContentChangeEvent};

/// The lines of a text, for LSP positions: [`LineIndex`] in its UTF-16 mode.
#[derive(Clone, Debug)]
pub(crate) struct LineMap {
    index: LineIndex,
}

impl Default for LineMap {
    fn default() -> Self {
        Self::new("")
    }
}

impl LineMap {
    /// Indexes the line starts of `text`.
    pub fn new(text: &str) -> Self {
        Self {
            index: LineIndex::new(text),
        }
    }

    /// The LSP position of byte `offset` of `text` (an offset inside a character counts from
    /// that character's start; past the end, the end).
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let at = self.index.utf16_position(text, offset);
        Position::new(at.line as u32, at.column as u32)
    }

    /// The LSP range of `span` in `text`.
    pub fn range(&self, text: &str, span: Span) -> Range {
        Range::new(
            self.position(text, span.offset()),
            self.position(text, span.end()),
        )
    }

    /// The byte offset of an LSP position in `text` (see [`LineIndex::utf16_offset`]).
    pub fn offset(&self, text: &str, position: Position) -> usize {
        let at = Utf16Position {
            line: position.line as usize,
            column: position.character as usize,
        };
        self.index.utf16_offset(text, at)
    }

    /// The byte range of an LSP range (start and end in order).
    pub fn span(&self, text: &str, range: Range) -> Span {
        let a = self.offset(text, range.start);
        let b = self.offset(text, range.end);
        Span::from_bounds(a.min(b), a.max(b))
    }
}

/// Applies the changes of one `didChange` notification in order (each range is in the text as
/// the changes before it left it); a change without a range replaces the whole text.
pub(crate) fn apply_changes(text: &mut String, changes: Vec<TextDocumentContentChangeEvent>) {
    for change in changes {
        match change.range {
            None => *text = change.text,
            Some(range) => {
                let span = LineMap::new(text).span(text, range);
                text.replace_range(span.offset()..span.end(), &change.text);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::start("1. 5254", 0, 0, 0)]
    #[case::second_line("a\nbc", 3, 1, 1)]
    #[case::crlf("a\r\nb", 3, 1, 0)]
    #[case::lone_cr("a\rb", 2, 1, 0)]
    #[case::half_is_one_unit("½-½ x", 6, 0, 4)]
    #[case::emoji_is_two_units("♟️😀\t5259", 11, 0, 5)]
    #[case::tab_is_one_unit("\t5259", 1, 0, 1)]
    #[case::past_the_end("ab", 9, 0, 2)]
    #[case::inside_a_character("½", 1, 0, 0)]
    fn position_counts_utf16_units(
        #[case] text: &str,
        #[case] offset: usize,
        #[case] line: u32,
        #[case] character: u32,
    ) {
        assert_eq!(
            LineMap::new(text).position(text, offset),
            Position::new(line, character)
        );
    }

    #[rstest]
    #[case::emoji("😀5259", 0, 2, 4)]
    #[case::half("½ 5259", 0, 2, 3)]
    #[case::inside_a_surrogate_pair("😀x", 0, 1, 0)]
    #[case::past_the_line_end("ab\ncd", 0, 9, 2)]
    #[case::line_past_the_end("ab", 4, 0, 2)]
    #[case::crlf_line("ab\r\ncd", 1, 1, 5)]
    fn offset_of_a_position(
        #[case] text: &str,
        #[case] line: u32,
        #[case] character: u32,
        #[case] offset: usize,
    ) {
        assert_eq!(
            LineMap::new(text).offset(text, Position::new(line, character)),
            offset
        );
    }

    #[test]
    fn changes_apply_in_order() {
        let mut text = "1. 5254 5755\n2. 7163 *\n".to_string();
        apply_changes(
            &mut text,
            vec![
                TextDocumentContentChangeEvent {
                    range: Some(Range::new(Position::new(1, 3), Position::new(1, 7))),
                    range_length: None,
                    text: "6135".into(),
                },
                TextDocumentContentChangeEvent {
                    range: Some(Range::new(Position::new(0, 0), Position::new(0, 0))),
                    range_length: None,
                    text: "😀 ".into(),
                },
            ],
        );
        assert_eq!(text, "😀 1. 5254 5755\n2. 6135 *\n");
    }
}
