//! An open document: its text, its language, its check, and what the editor asks of it that
//! needs no board (outline, formatting, edits).

use std::path::PathBuf;

use crate::i18n::Args;
use crate::levels::Levels;
use crate::syntax::Notation;
use crate::{Diagnostic, Span};
use lsp_types::{DocumentSymbol, Range, SymbolKind, TextEdit, Uri};

use super::analysis::{Analysis, shift};
use super::text::LineMap;

/// The two languages the server reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Language {
    /// ICCF numeric notation (`.iccf`, language id `iccf`): other notations are errors.
    Iccf,
    /// PGN (`.pgn`, language id `pgn`): each game read in the notation most of its moves use.
    Pgn,
}

impl Language {
    /// The language of a document from its language id, or else from its file extension.
    pub fn of(language_id: &str, uri: &Uri) -> Language {
        match language_id {
            "pgn" => Language::Pgn,
            "iccf" => Language::Iccf,
            _ if uri.as_str().to_ascii_lowercase().ends_with(".pgn") => Language::Pgn,
            _ => Language::Iccf,
        }
    }

    /// The notation the moves are read in, as `iccf check` reads the file.
    pub fn notation(self) -> Notation {
        match self {
            Language::Iccf => Notation::Numeric,
            Language::Pgn => Notation::Auto,
        }
    }
}

/// One open document.
pub(crate) struct Document {
    pub uri: Uri,
    pub language: Language,
    pub version: i32,
    pub text: String,
    pub lines: LineMap,
    pub analysis: Analysis,
    /// The diagnostics of the last check, with spans in `text` as it was then.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether `text` changed since the last check.
    pub stale: bool,
    /// The language of the texts the server writes about the document for people (messages,
    /// hovers, titles): the client's or the configured one, decided at each check.
    pub speaks: crate::i18n::Language,
}

impl Document {
    pub fn new(uri: Uri, language: Language, version: i32, text: String) -> Self {
        Self {
            lines: LineMap::new(&text),
            uri,
            language,
            version,
            text,
            analysis: Analysis::default(),
            diagnostics: Vec::new(),
            stale: true,
            speaks: crate::i18n::Language::English,
        }
    }

    /// The file of the document, for a `file:` URI.
    pub fn path(&self) -> Option<PathBuf> {
        path_of(&self.uri)
    }

    /// Checks the text again (only the games that changed) with `levels`.
    pub fn check(&mut self, levels: Levels) {
        self.analysis
            .update(&self.text, levels, self.language.notation());
        self.diagnostics = self.analysis.diagnostics();
        self.stale = false;
    }

    /// The LSP range of a span of the text.
    pub fn range(&self, span: Span) -> Range {
        self.lines.range(&self.text, span)
    }

    /// The one edit that turns the text into `new` (the bytes the two have in common at the
    /// start and at the end are kept), or none when they are equal.
    pub fn edit_to(&self, new: &str) -> Option<TextEdit> {
        let old = &self.text;
        if old == new {
            return None;
        }
        let mut prefix = old
            .bytes()
            .zip(new.bytes())
            .take_while(|(a, b)| a == b)
            .count();
        while !old.is_char_boundary(prefix) || !new.is_char_boundary(prefix) {
            prefix -= 1;
        }
        let room = old.len().min(new.len()) - prefix;
        let mut suffix = old
            .bytes()
            .rev()
            .zip(new.bytes().rev())
            .take(room)
            .take_while(|(a, b)| a == b)
            .count();
        while !old.is_char_boundary(old.len() - suffix) || !new.is_char_boundary(new.len() - suffix)
        {
            suffix -= 1;
        }
        Some(TextEdit::new(
            self.range(Span::from_bounds(prefix, old.len() - suffix)),
            new[prefix..new.len() - suffix].to_string(),
        ))
    }

    /// The text of the message `id` with `args` in the document's language.
    pub fn say(&self, id: &str, args: &Args) -> String {
        self.speaks.catalogue().format(id, args)
    }

    /// `iccf fmt` of the text: the edits, or why the text is not formatted.
    pub fn format(&self) -> Result<Vec<TextEdit>, String> {
        if self.language == Language::Pgn {
            return Err(self.say("lsp-format-pgn", &Args::new()));
        }
        match crate::convert::format(&self.text, false) {
            Ok(formatted) => Ok(self.edit_to(&formatted.text).into_iter().collect()),
            Err(refused) => {
                let first = refused.refused.first();
                let args = Args::new().number("game", first.map_or(0, |g| g.index));
                Err(match first.and_then(|g| g.blocking().next()) {
                    Some(d) => {
                        let p = self.lines.position(&self.text, d.span.offset());
                        let args = args
                            .text("message", d.in_language(self.speaks).message)
                            .number("line", p.line + 1)
                            .number("column", p.character + 1);
                        self.say("lsp-format-refused-because", &args)
                    }
                    None => self.say("lsp-format-refused", &args),
                })
            }
        }
    }

    /// One symbol per game: `White - Black, Event, Round`, over the game's text.
    #[allow(deprecated)] // `DocumentSymbol::deprecated` must be written, though deprecated
    pub fn symbols(&self) -> Vec<DocumentSymbol> {
        self.analysis
            .games()
            .map(|located| {
                let game = located.entry;
                let span = shift(game.span, located.base);
                let head = shift(game.head, located.base);
                let args = Args::new().number("game", located.index);
                let detail = match game.result {
                    Some(result) => self.say(
                        "lsp-symbol-detail",
                        &args.clone().text("result", result.as_str()),
                    ),
                    None => self.say("lsp-symbol-no-result", &args),
                };
                DocumentSymbol {
                    name: game
                        .name
                        .clone()
                        .unwrap_or_else(|| self.say("lsp-symbol-game", &args)),
                    detail: Some(detail),
                    kind: SymbolKind::EVENT,
                    tags: None,
                    deprecated: None,
                    range: self.range(span),
                    selection_range: self.range(head),
                    children: None,
                }
            })
            .collect()
    }
}

/// The path of a `file:` URI (percent-decoded), or `None` for other schemes.
pub(crate) fn path_of(uri: &Uri) -> Option<PathBuf> {
    if !uri
        .scheme()
        .is_some_and(|s| s.as_str().eq_ignore_ascii_case("file"))
    {
        return None;
    }
    let decoded = uri.path().as_estr().decode();
    let path = String::from_utf8_lossy(decoded.as_bytes()).into_owned();
    // `file:///C:/games` on Windows: the drive letter follows the first slash.
    let bytes = path.as_bytes();
    if cfg!(windows) && bytes.len() > 2 && bytes[0] == b'/' && bytes[2] == b':' {
        return Some(PathBuf::from(&path[1..]));
    }
    Some(PathBuf::from(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn document(text: &str) -> Document {
        let uri: Uri = "file:///tmp/a%20b/x.iccf".parse().unwrap();
        Document::new(uri, Language::Iccf, 1, text.to_string())
    }

    #[test]
    fn a_file_uri_is_decoded() {
        assert_eq!(document("").path(), Some(PathBuf::from("/tmp/a b/x.iccf")));
        let untitled: Uri = "untitled:Untitled-1".parse().unwrap();
        assert_eq!(path_of(&untitled), None);
    }

    #[rstest]
    #[case::middle("1. 5254 5755", "1. 5254 57551", (0, 12, 0, 12), "1")]
    #[case::after_a_half("½ 6762 x", "½ 67682 x", (0, 5, 0, 5), "8")]
    #[case::emoji_replaced("😀 a", "😃 a", (0, 0, 0, 2), "😃")]
    fn edit_to_keeps_the_common_ends(
        #[case] old: &str,
        #[case] new: &str,
        #[case] range: (u32, u32, u32, u32),
        #[case] replacement: &str,
    ) {
        let edit = document(old).edit_to(new).unwrap();
        let (l1, c1, l2, c2) = range;
        assert_eq!(
            (edit.range, edit.new_text.as_str()),
            (
                Range::new(
                    lsp_types::Position::new(l1, c1),
                    lsp_types::Position::new(l2, c2)
                ),
                replacement
            )
        );
    }

    #[rstest]
    #[case::full(
        "[White \"A\"]\n[Black \"B\"]\n[Event \"Cup\"]\n[Round \"3\"]\n\n1. 5254 *\n",
        "A - B, Cup, 3"
    )]
    #[case::unknown_round(
        "[White \"A\"]\n[Black \"B\"]\n[Event \"Cup\"]\n[Round \"?\"]\n\n*\n",
        "A - B, Cup"
    )]
    #[case::no_players("[Event \"Cup\"]\n\n*\n", "? - ?, Cup")]
    #[case::no_tags("1. 5254 *\n", "game 1")]
    fn symbol_names(#[case] text: &str, #[case] name: &str) {
        let mut doc = document(text);
        doc.check(Levels::default());
        assert_eq!(doc.symbols()[0].name, name);
    }
}
