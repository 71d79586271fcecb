//! `non-numeric-notation` (L002): signs that numeric notation does not use, glued to numeric
//! moves: a check or mate mark (`+`, `++`, `#`) and a separator between the squares (`-`, `x`,
//! `:`). Each sign is its own remark, so that its fix deletes exactly its bytes.

use super::{Context, for_each_move, token_starts_at};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::MoveKind;

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    // Every move is in the main line, and none has a separator or a check mark.
    if context.facts.plain && !context.facts.marked_numeric_move {
        return;
    }
    for_each_move(&context.game.movetext, &mut |m| {
        let MoveKind::Numeric(numeric) = &m.kind else {
            return;
        };
        // A move with a syntax error (`05:00`, squares that do not exist) is no move whose
        // squares a separator stands between: deleting it would only make other text.
        if let Some(separator) = numeric.separator
            && !m.syntax_error
        {
            out.push(
                Diagnostic::from_catalogue(
                    Code::NonNumericNotation,
                    separator,
                    "lint-separator",
                    Args::new()
                        .selector("separator", if numeric.spaced { "space" } else { "sign" }),
                )
                .with_catalogue_label("lint-separator.label")
                .with_catalogue_help(vec![Message::new(
                    "lint-separator-help",
                    Args::new().text("digits", numeric.digits().as_str()),
                )])
                .with_fix(separator, ""),
            );
        }
        if let Some(mark) = m.check {
            let (sign, what) = if mark.mate {
                ("#", "mate")
            } else if mark.span.len() == 2 {
                ("++", "check")
            } else {
                ("+", "check")
            };
            let args = Args::new().selector("mark", what).text("sign", sign);
            out.push(
                Diagnostic::from_catalogue(
                    Code::NonNumericNotation,
                    mark.span,
                    "lint-check-mark",
                    args,
                )
                .with_catalogue_label("lint-check-mark.label")
                .with_catalogue_help(vec![Message::new("lint-check-mark.help", Args::new())])
                .with_fix(
                    mark.span,
                    if token_starts_at(context.game, mark.span.end()) {
                        " "
                    } else {
                        ""
                    },
                ),
            );
        }
    });
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{fixed, found};
    use crate::codes::Code;

    #[test]
    fn a_mark_glued_to_the_result_leaves_a_space() {
        assert_eq!(
            fixed("1. 6263 5755 2. 7274 4884#0-1", Code::NonNumericNotation),
            "1. 6263 5755 2. 7274 4884 0-1"
        );
    }

    #[test]
    fn signs_are_reported_one_by_one_and_deleted() {
        let text = "1. 52-54 5755 2. 61x34 7866 3. 41:85 2836 4. 8577# 1-0";
        let all = found(text, Code::NonNumericNotation);
        let places: Vec<(usize, usize)> = all.iter().map(|(l, c, _)| (*l, *c)).collect();
        assert_eq!(places, [(1, 6), (1, 20), (1, 34), (1, 50)]);
        assert_eq!(all[3].2, "a mate mark `#` on a numeric move");
        assert_eq!(
            fixed(text, Code::NonNumericNotation),
            "1. 5254 5755 2. 6134 7866 3. 4185 2836 4. 8577 1-0"
        );
    }

    #[test]
    fn plain_moves_are_fine() {
        assert_eq!(
            found("1. 5254 5755 2. 4185 2836 *", Code::NonNumericNotation),
            []
        );
    }

    /// A time such as `05:00` reads as a move with a separator, but its squares do not exist
    /// (S002): no remark, and no fix that would delete the colon and make `0500` of it (found
    /// by the `fix` fuzz target: the text around then read as other moves).
    #[test]
    fn no_separator_remark_on_a_move_with_a_syntax_error() {
        let text = "1. 5254 5755 2. 05:00 *";
        assert_eq!(found(text, Code::NonNumericNotation), []);
        assert_eq!(found(text, Code::InvalidSquare).len(), 1);
        assert_eq!(fixed(text, Code::NonNumericNotation), text);
    }
}
