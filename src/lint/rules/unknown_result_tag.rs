//! `unknown-result-tag` (L010): a Result tag that is not `1-0`, `0-1`, `1/2-1/2` or `*`
//! (PGN standard, section 8.1.1.7). Spellings that can be read without guessing are fixed.

use super::{Context, value_span_is_plain};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::{GameResult, trimmed_tag_value};
use crate::syntax::print::quoted_tag_value;

/// Spellings of a result that name it without doubt.
fn reading(value: &str) -> Option<GameResult> {
    match value {
        "1:0" | "1 - 0" => Some(GameResult::WhiteWins),
        "0:1" | "0 - 1" => Some(GameResult::BlackWins),
        "½-½" | "½:½" | "1/2:1/2" | "0.5-0.5" | "1/2 - 1/2" => Some(GameResult::Draw),
        _ => None,
    }
}

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    for tag in context.game.tags.iter().filter(|t| t.name == "Result") {
        let value = trimmed_tag_value(&tag.value);
        if GameResult::from_standard(value).is_some() {
            continue;
        }
        let read = reading(value);
        let mut args = Args::new().text("value", tag.value.as_str());
        if let Some(result) = read {
            args = args.text("result", result.as_str());
        }
        let mut diagnostic = Diagnostic::from_catalogue(
            Code::UnknownResultTag,
            tag.value_span,
            "lint-unknown-result-tag",
            args,
        );
        match read {
            Some(result) => {
                diagnostic = diagnostic
                    .with_catalogue_label("lint-unknown-result-tag.read-as")
                    .with_catalogue_help(vec![Message::new(
                        "lint-unknown-result-tag-write",
                        Args::new().text("result", result.as_str()),
                    )]);
                if value_span_is_plain(&tag.value, tag.value_span) {
                    diagnostic =
                        diagnostic.with_fix(tag.value_span, quoted_tag_value(result.as_str()));
                }
            }
            None => {
                diagnostic = diagnostic
                    .with_catalogue_label("lint-unknown-result-tag.not-a-result")
                    .with_catalogue_help(vec![Message::new(
                        "lint-unknown-result-tag-results",
                        Args::new(),
                    )]);
            }
        }
        out.push(diagnostic);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{fixed, found};
    use crate::codes::Code;

    #[test]
    fn standard_results() {
        for r in ["1-0", "0-1", "1/2-1/2", "*"] {
            assert_eq!(
                found(
                    &format!("[Result \"{r}\"]\n\n{r}\n"),
                    Code::UnknownResultTag
                ),
                []
            );
        }
    }

    #[test]
    fn spellings_are_fixed_others_explained() {
        let text = "[Result \"½-½\"]\n\n1/2-1/2\n\n[Result \"draw\"]\n\n1/2-1/2\n";
        let found = found(text, Code::UnknownResultTag);
        assert_eq!(
            found,
            [
                (
                    1,
                    9,
                    "the Result tag `½-½` is not one of 1-0, 0-1, 1/2-1/2 or *".to_string()
                ),
                (
                    5,
                    9,
                    "the Result tag `draw` is not one of 1-0, 0-1, 1/2-1/2 or *".to_string()
                ),
            ]
        );
        assert_eq!(
            fixed(text, Code::UnknownResultTag),
            "[Result \"1/2-1/2\"]\n\n1/2-1/2\n\n[Result \"draw\"]\n\n1/2-1/2\n"
        );
    }
}
