//! Diagnostics: what is wrong, where (a byte [`Span`]), how bad, and how to fix it.
//!
//! Every layer reports through the one [`Diagnostic`] type, so that the command line and
//! embedding programs see one shape with a stable [`Code`]. It implements
//! [`miette::Diagnostic`]; rendering is left to the caller (the library never prints).

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use crate::codes::Code;
pub use crate::codes::Severity;
use crate::i18n::{Args, Language, Message, join_phrases};
use crate::span::Span;

/// A secondary place the diagnostic points at, such as the piece that gives check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    /// The bytes to underline.
    pub span: Span,
    /// What is at that place, in a few words.
    pub message: String,
}

/// One replacement: write `replacement` in place of the bytes of `span`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Edit {
    /// The bytes to replace (may be empty, to insert before `span.offset()`).
    pub span: Span,
    /// The text to put there (may be empty, to delete).
    pub replacement: String,
}

/// An automatic repair that needs no human decision: one or more [`Edit`]s, at spans that do not
/// overlap, in source order, applied together (`iccf check --fix`, [`crate::check::apply_fixes`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Fix {
    /// The edits, in source order.
    pub edits: Vec<Edit>,
}

impl Fix {
    /// A fix of one edit: `replacement` in place of `span`.
    pub fn replace(span: Span, replacement: impl Into<String>) -> Self {
        Self {
            edits: vec![Edit {
                span,
                replacement: replacement.into(),
            }],
        }
    }
}

/// One problem found in a transcript.
///
/// `span` is a byte range in the text that was parsed (see [`crate::span`]); turn it into a
/// line and column with [`crate::span::LineIndex`]. The message is lowercase with no final
/// period ("expected X, found Y"); `label` says what is wrong at the underlined spot, `help`
/// is a full sentence with the fix.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct Diagnostic {
    /// The stable code.
    pub code: Code,
    /// Error, warning or advice (the code's default unless configuration changed it).
    pub severity: Severity,
    /// The exact bytes at fault.
    pub span: Span,
    /// What is wrong.
    pub message: String,
    /// The text under the primary underline.
    pub label: String,
    /// How to fix it, if there is something to say.
    pub help: Option<String>,
    /// Other places that explain the problem.
    pub related: Vec<Label>,
    /// An automatic repair, when one is safe (`iccf check --fix`).
    pub fix: Option<Fix>,
    /// The move that was meant, when the board's repair search found one for the move this
    /// diagnostic is on (a slip such as `4654` for `4645`); see [`Meant`] and docs/repairs.md.
    /// The replay went on from it, so later mistakes of the line are reported too.
    pub meant: Option<Box<Meant>>,
    /// The two to five moves that fit equally well, best first, when the search could not
    /// choose (each with `plies_confirmed` 0 and no edits); the line stopped there. Empty
    /// otherwise.
    pub meant_candidates: Vec<Meant>,
    /// The id of the message in the catalogues (`locales/LANG/iccf.ftl`) when it was made from
    /// one ([`Diagnostic::from_catalogue`]); `message` is then its English text.
    pub message_id: Option<&'static str>,
    /// The arguments and the catalogue texts of the label and help, when the message came from
    /// the catalogues (behind a pointer: most diagnostics travel through channels without
    /// them; shared, so that a clone, as a rule makes of one it built before, copies the
    /// pointer; `Arc::make_mut` gives a diagnostic its own copy before a change).
    #[serde(skip)]
    catalogue: Option<Arc<CatalogueText>>,
}

/// What a diagnostic made from the catalogues keeps to be put into another language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct CatalogueText {
    /// The arguments of the message, shared by its label.
    args: Args,
    /// The label's text in the catalogues, when it came from them.
    label: Option<Message>,
    /// The help's phrases in the catalogues (joined with `"; "`), when it came from them.
    help: Vec<Message>,
    /// The secondary labels that came from the catalogues: their place in
    /// [`Diagnostic::related`] and their text.
    related: Vec<(usize, Message)>,
}

/// The arguments of a diagnostic without any.
static NO_ARGS: std::sync::LazyLock<Args> = std::sync::LazyLock::new(Args::new);

/// The words of a diagnostic in one language: its message, label and help (English where a
/// text has no message id, or the language no translation of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalizedText {
    /// What is wrong.
    pub message: String,
    /// The text under the primary underline.
    pub label: String,
    /// How to fix it.
    pub help: Option<String>,
    /// The texts of the secondary labels, in the order of [`Diagnostic::related`].
    pub related: Vec<String>,
}

/// The kinds of slip the board's repair search tries: what people really write when they copy
/// a move. The JSON names (`digit-typo`, ...) are stable (docs/repairs.md lists them); a new
/// kind may be added, so a program reading them should take an unknown name as some slip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum SlipKind {
    /// One digit changed: `8877` for `8878`.
    DigitTypo,
    /// Two neighbouring digits swapped: `4654` for `4645`.
    DigitsSwapped,
    /// The from-square and the to-square swapped: `8475` for `7584`.
    FromToSwapped,
    /// Both ranks counted from the other side of the board (rank 1 for 8, 2 for 7): Black's
    /// castling `5878` written as White's `5171`, `5254` for `5755`.
    RanksMirrored,
    /// One square written wrong in both its digits, the other square right: `4678` for
    /// `4626` (Rb6), `7575` for `7586`.
    SquareWrong,
    /// A digit left out: `646` for `6465`, `5758` for `57581`.
    DigitMissing,
    /// A digit doubled or one too many: `52544` for `5254`.
    DigitExtra,
    /// A move left out before the written one: the written move is the next move of the other
    /// side.
    MoveMissing,
    /// A move written twice: `2. 6134 2836 2836`.
    MoveRepeated,
    /// The written move and the next one in the wrong order.
    MovesSwapped,
    /// Two moves without a space between them: `63446824`.
    MovesRunTogether,
    /// A legal move written in another notation (SAN `Nf3`, coordinate `g1f3`).
    OtherNotation,
}

impl SlipKind {
    /// Every kind, in the order docs/repairs.md lists them.
    pub const ALL: [SlipKind; 12] = [
        SlipKind::DigitTypo,
        SlipKind::DigitsSwapped,
        SlipKind::FromToSwapped,
        SlipKind::RanksMirrored,
        SlipKind::SquareWrong,
        SlipKind::DigitMissing,
        SlipKind::DigitExtra,
        SlipKind::MoveMissing,
        SlipKind::MoveRepeated,
        SlipKind::MovesSwapped,
        SlipKind::MovesRunTogether,
        SlipKind::OtherNotation,
    ];

    /// The stable kebab-case name, as in JSON: `"digits-swapped"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            SlipKind::DigitTypo => "digit-typo",
            SlipKind::DigitsSwapped => "digits-swapped",
            SlipKind::FromToSwapped => "from-to-swapped",
            SlipKind::RanksMirrored => "ranks-mirrored",
            SlipKind::SquareWrong => "square-wrong",
            SlipKind::DigitMissing => "digit-missing",
            SlipKind::DigitExtra => "digit-extra",
            SlipKind::MoveMissing => "move-missing",
            SlipKind::MoveRepeated => "move-repeated",
            SlipKind::MovesSwapped => "moves-swapped",
            SlipKind::MovesRunTogether => "moves-run-together",
            SlipKind::OtherNotation => "other-notation",
        }
    }
}

/// The move that was meant where a written move could not be played, as the board's repair
/// search found it: the written moves replaced, and how far the game then plays. Moves are in
/// ICCF numeric notation (castling as the king's move, promotions with their fifth digit).
///
/// In JSON (`--format json`, key `meant`; see [`crate::render::JsonMeant`] and
/// docs/repairs.md): `{"kind": "digits-swapped", "move": "4645", "san": "d5", "moves":
/// ["4645"], "plies_confirmed": 27, "edits": [{"offset": 415, "length": 4, "line": 17,
/// "column": 74, "replacement": "4645"}]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct Meant {
    /// Which slip.
    pub kind: SlipKind,
    /// The move meant: the corrected move; for a move left out, the missing move; for two
    /// moves swapped or run together, both in the order played (`"5755 5254"`); `None` for a
    /// move written twice (it is dropped).
    #[serde(rename = "move")]
    pub meant_move: Option<String>,
    /// [`Meant::meant_move`] in SAN (`"d5"`, `"Nf3 Nc6"`).
    pub san: Option<String>,
    /// The plies played in place of the written moves, in order (a move left out: the missing
    /// move and then the written one; a move written twice: none).
    pub moves: Vec<String>,
    /// How many written moves (plies) after the slip then play legally: up to the next mistake
    /// or the end of the line (0 for candidates that were not accepted).
    pub plies_confirmed: usize,
    /// The edits that write the meant moves into the record (`iccf check --fix-moves`, the
    /// editors' quick fix, the web page's button), in source order, their spans byte ranges of
    /// the text that was checked: only the players can confirm a changed game record, so they
    /// are never part of [`Diagnostic::fix`]. Empty for candidates. Serialized by
    /// [`crate::render::JsonMeant`] (in the file's offsets), not here.
    #[serde(skip)]
    pub edits: Vec<Edit>,
}

impl Diagnostic {
    /// A diagnostic of `code` at `span`, with the code's default severity.
    pub fn new(code: Code, span: Span, message: impl Into<String>) -> Self {
        Self {
            code,
            severity: code.default_severity(),
            span,
            message: message.into(),
            label: String::new(),
            help: None,
            related: Vec::new(),
            fix: None,
            meant: None,
            meant_candidates: Vec::new(),
            message_id: None,
            catalogue: None,
        }
    }

    /// The arguments of the message (numbers, squares, moves, selectors such as `knight`),
    /// shared by its label; empty without a [`Diagnostic::message_id`].
    pub fn args(&self) -> &Args {
        self.catalogue.as_ref().map_or(&NO_ARGS, |text| &text.args)
    }

    fn catalogue_text(&mut self) -> &mut CatalogueText {
        Arc::make_mut(self.catalogue.get_or_insert_with(Default::default))
    }

    /// A diagnostic of `code` at `span` whose message is the catalogue's `id` with `args`:
    /// `message` holds its English text, [`Diagnostic::in_language`] the others.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::{Code, Diagnostic, Span, i18n::{Args, Language}};
    /// let args = Args::new().text("square", "53 (e3)");
    /// let d = Diagnostic::from_catalogue(Code::EmptyFromSquare, Span::new(0, 4), "board-empty-from-square", args)
    ///     .with_catalogue_label("board-empty-from-square.label");
    /// assert_eq!((d.message.as_str(), d.label.as_str()), ("no piece stands on 53 (e3)", "53 (e3) is empty"));
    /// assert_eq!(d.in_language(Language::Russian).message, "на поле 53 (e3) нет фигуры");
    /// ```
    pub fn from_catalogue(code: Code, span: Span, id: &'static str, args: Args) -> Self {
        let message = Language::English.catalogue().format(id, &args);
        Self {
            message_id: Some(id),
            catalogue: Some(Arc::new(CatalogueText {
                args,
                ..CatalogueText::default()
            })),
            ..Self::new(code, span, message)
        }
    }

    /// Sets the label to the catalogue's `id` (often `MESSAGE-ID.label`) with the message's
    /// arguments.
    #[must_use]
    pub fn with_catalogue_label(mut self, id: &'static str) -> Self {
        let label = Message::new(id, self.args().clone());
        self.label = label.format(Language::English);
        self.catalogue_text().label = Some(label);
        self
    }

    /// Sets the help to the catalogue's phrases, joined with `"; "`.
    #[must_use]
    pub fn with_catalogue_help(mut self, phrases: Vec<Message>) -> Self {
        self.help = Some(join_phrases(&phrases, Language::English));
        self.catalogue_text().help = phrases;
        self
    }

    /// Adds catalogue phrases to the help, after what it says (`first`: before it), joined with
    /// `"; "` (a help of `None` becomes the phrases alone). They are translated with the
    /// catalogue phrases the help already has when those sit at the end it is added to (or
    /// the help has none); else they stay in English.
    #[must_use]
    pub fn with_more_catalogue_help(mut self, phrases: Vec<Message>, first: bool) -> Self {
        let added = join_phrases(&phrases, Language::English);
        let old = self.help.take();
        let own = join_phrases(&self.catalogue_text().help, Language::English);
        let adjoining = match &old {
            None => true,
            Some(help) if first => help.starts_with(&own),
            Some(help) => help.ends_with(&own),
        };
        self.help = Some(match old {
            None => added,
            Some(help) if first => format!("{added}; {help}"),
            Some(help) => format!("{help}; {added}"),
        });
        let text = self.catalogue_text();
        if text.help.is_empty() || adjoining {
            if first {
                text.help.splice(0..0, phrases);
            } else {
                text.help.extend(phrases);
            }
        }
        self
    }

    /// The message, label and help in `language`: from the catalogue where they came from it,
    /// else as written (English). A help that a later step lengthened with text of its own (a
    /// note on the moves left unchecked) keeps that text in English around the translated
    /// phrases.
    pub fn in_language(&self, language: Language) -> LocalizedText {
        let catalogue = language.catalogue();
        let (label_text, help_text) = self.catalogue.as_ref().map_or((None, &[][..]), |text| {
            (text.label.as_ref(), &text.help[..])
        });
        let label = match label_text {
            Some(text) if text.format(Language::English) == self.label => text.format(language),
            _ => self.label.clone(),
        };
        let help = match &self.help {
            Some(help) if !help_text.is_empty() => {
                let english = join_phrases(help_text, Language::English);
                match help.find(&english) {
                    Some(at) => Some(format!(
                        "{}{}{}",
                        &help[..at],
                        join_phrases(help_text, language),
                        &help[at + english.len()..]
                    )),
                    None => Some(help.clone()),
                }
            }
            help => help.clone(),
        };
        let mut related: Vec<String> = self.related.iter().map(|l| l.message.clone()).collect();
        for (at, text) in self.catalogue.iter().flat_map(|text| &text.related) {
            if related
                .get(*at)
                .is_some_and(|l| *l == text.format(Language::English))
            {
                related[*at] = text.format(language);
            }
        }
        LocalizedText {
            message: self.message_id.map_or_else(
                || self.message.clone(),
                |id| catalogue.format(id, self.args()),
            ),
            label,
            help,
            related,
        }
    }

    /// A copy whose message, label and help are in `language` ([`Diagnostic::in_language`]),
    /// for a renderer that shows it to a reader.
    #[must_use]
    pub fn localized(&self, language: Language) -> Self {
        let text = self.in_language(language);
        let related = self
            .related
            .iter()
            .zip(text.related)
            .map(|(label, message)| Label {
                span: label.span,
                message,
            })
            .collect();
        Self {
            message: text.message,
            label: text.label,
            help: text.help,
            related,
            ..self.clone()
        }
    }

    /// Sets the text under the primary underline.
    #[must_use]
    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = label.into();
        if let Some(text) = &mut self.catalogue {
            Arc::make_mut(text).label = None;
        }
        self
    }

    /// Sets the help sentence.
    #[must_use]
    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        if let Some(text) = &mut self.catalogue {
            Arc::make_mut(text).help.clear();
        }
        self
    }

    /// Adds a secondary label.
    #[must_use]
    pub fn with_related(mut self, span: Span, message: impl Into<String>) -> Self {
        self.related.push(Label {
            span,
            message: message.into(),
        });
        self
    }

    /// Adds a secondary label whose text is a catalogue message (its own id and arguments).
    #[must_use]
    pub fn with_catalogue_related(mut self, span: Span, text: Message) -> Self {
        let at = self.related.len();
        self = self.with_related(span, text.format(Language::English));
        self.catalogue_text().related.push((at, text));
        self
    }

    /// Sets the automatic repair to one edit: `replacement` in place of `span`.
    #[must_use]
    pub fn with_fix(mut self, span: Span, replacement: impl Into<String>) -> Self {
        self.fix = Some(Fix::replace(span, replacement));
        self
    }

    /// Sets the automatic repair (a fix with no edit is dropped).
    #[must_use]
    pub fn with_repair(mut self, fix: Fix) -> Self {
        self.fix = (!fix.edits.is_empty()).then_some(fix);
        self
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl miette::Diagnostic for Diagnostic {
    fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new(format!(
            "{}({})",
            self.code.as_str(),
            self.code.name()
        )))
    }

    fn severity(&self) -> Option<miette::Severity> {
        Some(self.severity.into())
    }

    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        miette_help(self.help.as_ref())
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        miette_labels(&self.label, self.span, &self.related)
    }
}

/// The help of a report as miette takes it; shared by [`Diagnostic`] and the configuration
/// file's errors ([`crate::lint::ConfigError`]).
pub(crate) fn miette_help<'a>(help: Option<&'a String>) -> Option<Box<dyn std::fmt::Display + 'a>> {
    help.map(|h| Box::new(h) as Box<dyn std::fmt::Display>)
}

/// The underlines of a report as miette takes them: `label` under `span` (no text when it is
/// empty), then each of `related`.
pub(crate) fn miette_labels<'a>(
    label: &str,
    span: Span,
    related: &'a [Label],
) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + 'a>> {
    let primary = miette::LabeledSpan::new_primary_with_span(
        (!label.is_empty()).then(|| label.to_string()),
        span,
    );
    let related = related
        .iter()
        .map(|l| miette::LabeledSpan::new_with_span(Some(l.message.clone()), l.span));
    Some(Box::new(std::iter::once(primary).chain(related)))
}

/// The text after [`apply_fixes`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Fixed {
    /// The fixed text.
    pub text: String,
    /// How many fixes (diagnostics) were applied.
    pub applied: usize,
    /// How many fixes were skipped because they overlapped one already applied or did not fit
    /// the text.
    pub skipped: usize,
}

/// Whether two edits touch the same bytes: they overlap, or one inserts strictly inside the
/// other, or both insert at the same place (their order would be a guess).
fn conflict(a: Span, b: Span) -> bool {
    match (a.len(), b.len()) {
        (0, 0) => a.offset() == b.offset(),
        (0, _) => b.offset() < a.offset() && a.offset() < b.end(),
        (_, 0) => a.offset() < b.offset() && b.offset() < a.end(),
        _ => a.offset().max(b.offset()) < a.end().min(b.end()),
    }
}

/// Applies the fixes of `diagnostics` to `text`, taking fixes in order of their first edit and
/// skipping any fix that conflicts with one taken before.
///
/// # Examples
///
/// ```
/// let text = "1. 52-54 5755 ½-½";
/// let checked: Vec<_> = iccf::check::check_games(text, Default::default()).collect();
/// let fixed = iccf::check::apply_fixes(text, checked.iter().flat_map(|g| &g.diagnostics));
/// assert_eq!(fixed.text, "1. 5254 5755 1/2-1/2");
/// assert_eq!(fixed.applied, 2);
/// ```
pub fn apply_fixes<'a>(text: &str, diagnostics: impl IntoIterator<Item = &'a Diagnostic>) -> Fixed {
    let mut fixes: Vec<&[Edit]> = diagnostics
        .into_iter()
        .filter_map(|d| d.fix.as_ref())
        .map(|f| f.edits.as_slice())
        .filter(|edits| !edits.is_empty())
        .collect();
    fixes.sort_by_key(|edits| edits.first().map(|e| (e.span.offset(), e.span.len())));
    let mut taken: BTreeMap<(usize, usize), &Edit> = BTreeMap::new();
    let (mut applied, mut skipped) = (0, 0);
    for edits in fixes {
        let fits = edits.iter().all(|e| {
            e.span.end() <= text.len()
                && text.is_char_boundary(e.span.offset())
                && text.is_char_boundary(e.span.end())
        });
        let self_consistent = edits
            .iter()
            .enumerate()
            .all(|(i, a)| edits[i + 1..].iter().all(|b| !conflict(a.span, b.span)));
        let free = edits.iter().all(|e| {
            taken
                .range(..=(e.span.end(), usize::MAX))
                .rev()
                .take_while(|((_, end), _)| *end >= e.span.offset())
                .all(|(_, other)| !conflict(e.span, other.span))
        });
        if fits && self_consistent && free {
            for e in edits {
                taken.insert((e.span.offset(), e.span.end()), e);
            }
            applied += 1;
        } else {
            skipped += 1;
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in taken.values() {
        out.push_str(&text[at..edit.span.offset()]);
        out.push_str(&edit.replacement);
        at = edit.span.end();
    }
    out.push_str(&text[at..]);
    Fixed {
        text: out,
        applied,
        skipped,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::Code;

    fn fixing(span: Span, replacement: &str) -> Diagnostic {
        Diagnostic::new(Code::NonNumericNotation, span, "x").with_fix(span, replacement)
    }

    #[test]
    fn a_secondary_label_from_the_catalogue_is_translated_and_others_stay() {
        let square = Args::new().text("square", "36 (c6)");
        let d = Diagnostic::new(Code::NonNumericNotation, Span::new(0, 4), "x")
            .with_related(Span::new(5, 2), "written as is")
            .with_catalogue_related(
                Span::new(8, 2),
                Message::new("board-empty-from-square.label", square),
            );
        assert_eq!(d.related[1].message, "36 (c6) is empty");
        let russian = d.localized(Language::Russian);
        let texts: Vec<&str> = russian.related.iter().map(|l| l.message.as_str()).collect();
        assert_eq!(texts, ["written as is", "поле 36 (c6) пусто"]);
        assert_eq!(russian.related[1].span, Span::new(8, 2));
    }

    #[test]
    fn edits_apply_and_other_bytes_stay() {
        let text = "ab-cd+ ef";
        let d = [fixing(Span::new(2, 1), ""), fixing(Span::new(5, 1), "")];
        let fixed = apply_fixes(text, &d);
        assert_eq!(fixed.text, "abcd ef");
        assert_eq!((fixed.applied, fixed.skipped), (2, 0));
    }

    #[test]
    fn insertion_before_a_replacement_at_the_same_offset() {
        let text = "6762";
        let d = [
            fixing(Span::new(0, 4), "67682"),
            fixing(Span::new(0, 0), "1. "),
        ];
        assert_eq!(apply_fixes(text, &d).text, "1. 67682");
    }

    #[test]
    fn overlapping_fixes_are_skipped() {
        let text = "abcdef";
        let d = [
            fixing(Span::new(1, 3), "X"),
            fixing(Span::new(2, 3), "Y"),
            fixing(Span::new(2, 0), "Z"),
        ];
        let fixed = apply_fixes(text, &d);
        assert_eq!(fixed.text, "aXef");
        assert_eq!((fixed.applied, fixed.skipped), (1, 2));
    }

    #[test]
    fn a_multi_edit_fix_is_all_or_nothing() {
        let text = "a b c";
        let multi = Diagnostic::new(Code::MoveNumber, Span::new(0, 1), "x").with_repair(Fix {
            edits: vec![
                Edit {
                    span: Span::new(4, 0),
                    replacement: "1. ".into(),
                },
                Edit {
                    span: Span::new(5, 0),
                    replacement: "!".into(),
                },
            ],
        });
        let blocker = fixing(Span::new(3, 2), "C");
        let fixed = apply_fixes(text, [&blocker, &multi]);
        assert_eq!(fixed.text, "a bC");
        assert_eq!((fixed.applied, fixed.skipped), (1, 1));
    }

    #[test]
    fn edits_outside_the_text_or_inside_a_character_are_skipped() {
        let text = "½-½";
        let d = [fixing(Span::new(1, 1), ""), fixing(Span::new(5, 4), "")];
        let fixed = apply_fixes(text, &d);
        assert_eq!(fixed.text, text);
        assert_eq!(fixed.skipped, 2);
    }
}
