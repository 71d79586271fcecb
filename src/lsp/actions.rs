//! Code actions: the fix of each diagnostic as a quick fix, "fix all" for the file (one round of
//! `iccf check --fix`), the numeric form of a move written in another notation where the
//! board knows the move (`0-0` -> `5171`, `e2e4` -> `5254`, `Nf3` -> `7163`), and the move the
//! board's repair search found was meant (`4654` -> `4645`, a move left out inserted, a move
//! written twice deleted), which changes the game record: offered, never preferred, never part
//! of "fix all".

use std::collections::HashMap;

use crate::board::{Line, replay};
use crate::check::apply_fixes;
use crate::diagnostic::{Edit, Meant, SlipKind};
use crate::i18n::Args;
use crate::{Diagnostic, Span};
use lsp_types::{CodeAction, CodeActionKind, CodeActionOrCommand, TextEdit, WorkspaceEdit};

use super::analysis::shift;
use super::diagnostics::to_lsp;
use super::document::Document;

/// The kind of the "fix all" source action (`source.fixAll.iccf`, run by editors on save when
/// asked for `source.fixAll`).
pub(crate) fn fix_all_kind() -> CodeActionKind {
    CodeActionKind::new("source.fixAll.iccf")
}

/// The code actions for the byte range `span` of the document, of the kinds `only` allows (all
/// when `None`).
pub(crate) fn code_actions(
    doc: &Document,
    span: Span,
    only: Option<&[CodeActionKind]>,
) -> Vec<CodeActionOrCommand> {
    let wanted = |kind: &CodeActionKind| {
        only.is_none_or(|only| {
            only.iter().any(|k| {
                kind.as_str() == k.as_str()
                    || kind.as_str().starts_with(&format!("{}.", k.as_str()))
            })
        })
    };
    let mut actions = Vec::new();
    if wanted(&CodeActionKind::QUICKFIX) {
        let here: Vec<&Diagnostic> = doc
            .diagnostics
            .iter()
            .filter(|d| overlaps(d.span, span))
            .collect();
        actions.extend(here.iter().filter_map(|d| quick_fix(doc, d)));
        actions.extend(numeric_forms(doc, span));
        for repair in here.iter().filter_map(|d| repair(doc, d)) {
            // A legal move in another notation is repaired with its numeric form, offered above.
            if !actions.iter().any(|a| a.edit == repair.edit) {
                actions.push(repair);
            }
        }
        if here.iter().any(|d| d.fix.is_some()) {
            actions.extend(fix_all(doc, CodeActionKind::QUICKFIX));
        }
    }
    if wanted(&CodeActionKind::REFACTOR_REWRITE) {
        actions.extend(rewrites(doc, span));
    }
    if wanted(&fix_all_kind()) {
        actions.extend(fix_all(doc, fix_all_kind()));
    }
    actions
        .into_iter()
        .map(CodeActionOrCommand::CodeAction)
        .collect()
}

/// Whether two byte ranges meet (an empty range touching a span counts).
fn overlaps(a: Span, b: Span) -> bool {
    a.offset() <= b.end() && b.offset() <= a.end()
}

/// A quick fix: `edits` for `diagnostics`, preferred (an editor's auto-fix applies it) or not.
fn fix_of(
    doc: &Document,
    title: String,
    edits: Vec<TextEdit>,
    diagnostics: Vec<&Diagnostic>,
    preferred: bool,
) -> CodeAction {
    let mut action = action(doc, title, CodeActionKind::QUICKFIX, edits, diagnostics);
    action.is_preferred = Some(preferred);
    action
}

fn action(
    doc: &Document,
    title: String,
    kind: CodeActionKind,
    edits: Vec<TextEdit>,
    diagnostics: Vec<&Diagnostic>,
) -> CodeAction {
    let diagnostics: Vec<lsp_types::Diagnostic> = diagnostics
        .into_iter()
        .map(|d| to_lsp(d, &doc.text, &doc.lines, &doc.uri, doc.speaks))
        .collect();
    CodeAction {
        title,
        kind: Some(kind),
        diagnostics: (!diagnostics.is_empty()).then_some(diagnostics),
        edit: Some(WorkspaceEdit {
            changes: Some(HashMap::from([(doc.uri.clone(), edits)])),
            ..WorkspaceEdit::default()
        }),
        ..CodeAction::default()
    }
}

/// The fix of one diagnostic: `Replace `6762` with `67682` (B010 short-promotion)`.
fn quick_fix(doc: &Document, diagnostic: &Diagnostic) -> Option<CodeAction> {
    let fix = diagnostic.fix.as_ref()?;
    let edits: Vec<TextEdit> = fix
        .edits
        .iter()
        .map(|e| TextEdit::new(doc.range(e.span), e.replacement.clone()))
        .collect();
    let what = match fix.edits.as_slice() {
        [edit] => describe(doc, edit),
        _ => doc.say("lsp-action-apply-fix", &Args::new()),
    };
    let code = diagnostic.code;
    let title = format!("{what} ({} {})", code.as_str(), code.name());
    Some(fix_of(doc, title, edits, vec![diagnostic], true))
}

/// What one edit does ("Replace `6762` with `67682`"), in the document's language.
fn describe(doc: &Document, edit: &Edit) -> String {
    let old = edit.span.text(&doc.text).unwrap_or_default();
    let old_shown = old.trim();
    let new_shown = edit.replacement.trim();
    let args = Args::new().text("old", old_shown).text("new", new_shown);
    let id = match (old_shown.is_empty(), new_shown.is_empty()) {
        (true, true) if old.is_empty() => "lsp-action-insert-space",
        (true, true) => "lsp-action-remove-space",
        (false, true) => "lsp-action-delete",
        (true, false) => "lsp-action-insert",
        (false, false) => "lsp-action-replace",
    };
    doc.say(id, &args)
}

/// The move the board's repair search found was meant where `diagnostic` stands
/// ([`Meant::edits`]), as a quick fix: "Replace `4654` with `4645` (d5)", "Insert the missing
/// move `3874` (Bg4)", "Delete the repeated move `3874`". Only the players can confirm a
/// changed game record, so it is not preferred (an editor's auto-fix does not apply it) and
/// "fix all" leaves it out; candidates that fit equally well have no edits and are not offered.
fn repair(doc: &Document, diagnostic: &Diagnostic) -> Option<CodeAction> {
    let meant = diagnostic
        .meant
        .as_deref()
        .filter(|m| !m.edits.is_empty())?;
    let edits: Vec<TextEdit> = meant
        .edits
        .iter()
        .map(|e| TextEdit::new(doc.range(e.span), e.replacement.clone()))
        .collect();
    let title = repair_title(doc, meant);
    Some(fix_of(doc, title, edits, vec![diagnostic], false))
}

/// The title of a repair: what its edits do, with the meant moves in numeric and SAN.
fn repair_title(doc: &Document, meant: &Meant) -> String {
    let written = meant
        .edits
        .first()
        .and_then(|e| e.span.text(&doc.text))
        .unwrap_or_default()
        .trim();
    let args = Args::new()
        .text("written", written)
        .text("move", meant.meant_move.as_deref().unwrap_or_default())
        .text("san", meant.san.as_deref().unwrap_or_default());
    let id = match meant.kind {
        SlipKind::MoveMissing => "lsp-repair-missing",
        SlipKind::MoveRepeated => "lsp-repair-repeated",
        SlipKind::MovesSwapped => "lsp-repair-swapped",
        SlipKind::MovesRunTogether => "lsp-repair-run-together",
        _ => "lsp-repair-replace",
    };
    doc.say(id, &args)
}

/// The numeric form of a move where the line stopped because of its notation.
fn numeric_forms(doc: &Document, span: Span) -> Vec<CodeAction> {
    doc.analysis
        .numeric_forms()
        .filter(|(move_span, _)| overlaps(*move_span, span))
        .map(|(move_span, numeric)| {
            let written = move_span.text(&doc.text).unwrap_or_default();
            let reported: Vec<&Diagnostic> = doc
                .diagnostics
                .iter()
                .filter(|d| d.is_error() && overlaps(d.span, move_span))
                .collect();
            let args = Args::new()
                .text("written", written)
                .text("numeric", numeric);
            fix_of(
                doc,
                doc.say("lsp-action-numeric-form", &args),
                vec![TextEdit::new(doc.range(move_span), numeric.to_string())],
                reported,
                true,
            )
        })
        .collect()
}

/// Moves in range that the board replayed but that are not written in numeric notation (SAN
/// or coordinates in a PGN file): each rewritten as its numeric form.
fn rewrites(doc: &Document, span: Span) -> Vec<CodeAction> {
    let Some(located) = doc.analysis.game_at(span.offset()) else {
        return Vec::new();
    };
    let Some(game) = doc.analysis.tree(&located) else {
        return Vec::new();
    };
    let replay = replay(&game);
    let mut found = Vec::new();
    collect_rewrites(&replay.mainline, &mut |m_span, numeric| {
        let m_span = shift(m_span, located.base);
        let written = m_span.text(&doc.text).unwrap_or_default();
        if overlaps(m_span, span) && written != numeric && numeric != "--" {
            let args = Args::new()
                .text("written", written)
                .text("numeric", numeric.as_str());
            found.push(action(
                doc,
                doc.say("lsp-action-rewrite", &args),
                CodeActionKind::REFACTOR_REWRITE,
                vec![TextEdit::new(doc.range(m_span), numeric)],
                Vec::new(),
            ));
        }
    });
    found
}

fn collect_rewrites(line: &Line, out: &mut impl FnMut(Span, String)) {
    for (index, m) in line.moves.iter().enumerate() {
        out(m.span, m.numeric());
        for variation in line.variations_of(index) {
            collect_rewrites(variation, out);
        }
    }
    for variation in line
        .leading_variations
        .iter()
        .chain(&line.stopped_variations)
        .chain(line.resumed.as_deref())
    {
        collect_rewrites(variation, out);
    }
}

/// Every fix of the file at once (fixes that overlap one taken before wait for the next
/// round); not offered while the file has a syntax error that no fix repairs, as `--fix`
/// refuses such a file.
fn fix_all(doc: &Document, kind: CodeActionKind) -> Option<CodeAction> {
    if doc.analysis.has_unfixable_syntax_errors() {
        return None;
    }
    let fixable: Vec<&Diagnostic> = doc.diagnostics.iter().filter(|d| d.fix.is_some()).collect();
    if fixable.is_empty() {
        return None;
    }
    let fixed = apply_fixes(&doc.text, fixable.iter().copied());
    let edit = doc.edit_to(&fixed.text)?;
    let title = doc.say(
        "lsp-action-fix-all",
        &Args::new().number("count", fixed.applied),
    );
    Some(action(doc, title, kind, vec![edit], fixable))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn document(text: &str, pgn: bool) -> Document {
        use super::super::document::Language;
        let (uri, language) = if pgn {
            ("file:///x.pgn", Language::Pgn)
        } else {
            ("file:///x.iccf", Language::Iccf)
        };
        let mut doc = Document::new(uri.parse().unwrap(), language, 1, text.to_string());
        doc.check(crate::levels::Levels::default());
        doc
    }

    fn titles(doc: &Document, span: Span, only: Option<&[CodeActionKind]>) -> Vec<String> {
        code_actions(doc, span, only)
            .into_iter()
            .map(|a| match a {
                CodeActionOrCommand::CodeAction(a) => a.title,
                CodeActionOrCommand::Command(c) => c.title,
            })
            .collect()
    }

    #[rstest]
    #[case::short_promotion_white(
        "[FEN \"8/4P3/8/8/8/8/k7/6K1 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 5751 *",
        "5751",
        "Replace `5751` with `57581` (B010 short-promotion)"
    )]
    #[case::short_promotion_black(
        "[FEN \"6k1/8/8/8/8/8/3p4/K7 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... 4244 *",
        "4244",
        "Replace `4244` with `42414` (B010 short-promotion)"
    )]
    #[case::check_mark("1. 5254+ 5755 *", "+", "Delete `+` (L002 non-numeric-notation)")]
    #[case::castling(
        "1. 5254 5755 2. 7163 2836 3. 6134 7866 4. 0-0 *",
        "0-0",
        "Write `0-0` as `5171`, the same move in numeric notation"
    )]
    #[case::coordinate(
        "1. e2e4 5755 *",
        "e2e4",
        "Write `e2e4` as `5254`, the same move in numeric notation"
    )]
    #[case::san(
        "1. 5254 5755 2. Nf3 *",
        "Nf3",
        "Write `Nf3` as `7163`, the same move in numeric notation"
    )]
    fn quick_fixes(#[case] text: &str, #[case] needle: &str, #[case] title: &str) {
        let doc = document(text, false);
        let at = text.find(needle).unwrap();
        let found = titles(&doc, Span::new(at, 0), Some(&[CodeActionKind::QUICKFIX]));
        assert!(found.iter().any(|t| t == title), "{found:?}");
    }

    #[test]
    fn fix_all_applies_every_fix() {
        let text = "1. 5254+ 5755 2. 71-63 2836 ½-½";
        let doc = document(text, false);
        let actions = code_actions(
            &doc,
            Span::new(0, 0),
            Some(&[CodeActionKind::SOURCE_FIX_ALL]),
        );
        let [CodeActionOrCommand::CodeAction(action)] = actions.as_slice() else {
            panic!("{actions:?}");
        };
        assert_eq!(action.title, "Fix all 3 fixable problems of the file");
        let edit = &action.edit.as_ref().unwrap().changes.as_ref().unwrap()[&doc.uri][0];
        let mut fixed = doc.text.clone();
        super::super::text::apply_changes(
            &mut fixed,
            vec![lsp_types::TextDocumentContentChangeEvent {
                range: Some(edit.range),
                range_length: None,
                text: edit.new_text.clone(),
            }],
        );
        assert_eq!(fixed, "1. 5254 5755 2. 7163 2836 1/2-1/2");
    }

    #[test]
    fn san_in_a_pgn_file_is_rewritten_on_request() {
        let doc = document("1. e4 e5 2. Nf3 *", true);
        let found = titles(&doc, Span::new(12, 0), Some(&[CodeActionKind::REFACTOR]));
        assert_eq!(found, ["Write `Nf3` as `7163` in numeric notation"]);
    }
}
