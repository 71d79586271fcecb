//! Which diagnostics the pasted text of a game gets (HTML once, the invisible characters once,
//! the separators once, each block of e-mail lines once, each shortcode line once), from the
//! pieces that `paste` found.

use super::messages;
use super::paste::Pasted;
use crate::diagnostic::Diagnostic;
use crate::span::Span;

/// The diagnostics of the pasted text `pieces` (in text order) and the `separators` between moves
/// found in one game, or in the trivia before it: HTML once, the invisible characters once,
/// the separators once, each block of e-mail lines once, each shortcode line once.
pub(crate) fn diagnostics(
    text: &str,
    pieces: &[(Pasted, Span)],
    separators: &[Span],
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if !separators.is_empty() {
        out.push(messages::separators_between_moves(text, separators));
    }
    out.extend(markup_diagnostic(text, pieces));
    let invisible: Vec<(char, Span)> = pieces
        .iter()
        .filter_map(|&(kind, span)| match kind {
            Pasted::Invisible(c) => Some((c, span)),
            _ => None,
        })
        .collect();
    if !invisible.is_empty() {
        out.push(messages::invisible_characters(&invisible));
    }
    line_diagnostics(text, pieces, &mut out);
    out.sort_by_key(|d| (d.span.offset(), d.span.len()));
    out
}

/// The one diagnostic for all the HTML markup among `pieces`, if any.
fn markup_diagnostic(text: &str, pieces: &[(Pasted, Span)]) -> Option<Diagnostic> {
    let markup: Vec<Span> = pieces
        .iter()
        .filter(|(kind, _)| *kind == Pasted::Markup)
        .map(|&(_, span)| span)
        .collect();
    if markup.is_empty() {
        return None;
    }
    // Pieces with only spaces between them (`</p> <p>`) go as one.
    let mut groups: Vec<Span> = Vec::new();
    for &span in &markup {
        match groups.last_mut() {
            Some(last)
                if text[last.end()..span.offset()]
                    .bytes()
                    .all(|b| b == b' ' || b == b'\t') =>
            {
                *last = last.join(span);
            }
            _ => groups.push(span),
        }
    }
    let edits = groups
        .iter()
        .map(|&span| (span, markup_replacement(text, span)))
        .collect();
    Some(messages::html_markup(text, &markup, edits))
}

/// The diagnostics of the quoted lines, shortcode lines and e-mail lines among `pieces`.
fn line_diagnostics(text: &str, pieces: &[(Pasted, Span)], out: &mut Vec<Diagnostic>) {
    let mut quotes: Vec<Span> = Vec::new();
    for &(kind, span) in pieces {
        match kind {
            Pasted::QuoteMarks => {
                // A block of quoted lines: each on the line after the one before.
                let continues = quotes.last().is_some_and(|last| {
                    text[last.end()..span.offset()]
                        .bytes()
                        .filter(|&b| b == b'\n')
                        .count()
                        <= 1
                });
                if !continues && !quotes.is_empty() {
                    out.push(messages::quote_marks(text, &quotes));
                    quotes.clear();
                }
                quotes.push(span);
            }
            Pasted::Shortcode => {
                out.push(messages::shortcode(text, span, with_line_end(text, span)));
            }
            Pasted::EmailHeader
            | Pasted::Attribution
            | Pasted::Signature
            | Pasted::TextAfterResult
            | Pasted::TextBeforeGame
            | Pasted::DateLine => {
                out.push(messages::email_text(text, kind, span));
            }
            Pasted::Markup | Pasted::Invisible(_) => {}
        }
    }
    if !quotes.is_empty() {
        out.push(messages::quote_marks(text, &quotes));
    }
}

/// What the fix of the HTML markup at `span` writes in its place: nothing when white space (or
/// the text's edge) stands on either side, else a space (`5254<br />5755`).
fn markup_replacement(text: &str, span: Span) -> &'static str {
    let before = text[..span.offset()].chars().next_back();
    let after = text[span.end()..].chars().next();
    let spaced = |c: Option<char>| c.is_none_or(super::characters::is_space);
    if spaced(before) || spaced(after) {
        ""
    } else {
        " "
    }
}

/// `span` with the line end after it, when one follows: what deleting a whole line takes.
fn with_line_end(text: &str, span: Span) -> Span {
    let rest = &text[span.end()..];
    let end = if rest.starts_with("\r\n") {
        2
    } else {
        usize::from(rest.starts_with(['\n', '\r']))
    };
    Span::new(span.offset(), span.len() + end)
}
