//! `tag-value-whitespace` (L009): spaces or tabs right inside the quotes of a tag value.

use super::{Context, value_span_is_plain};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::print::quoted_tag_value;

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let space = |b: Option<&u8>| matches!(b, Some(b' ' | b'\t'));
    for tag in &context.game.tags {
        // Most values have none: two bytes looked at, not the value trimmed.
        let bytes = tag.value.as_bytes();
        if !space(bytes.first()) && !space(bytes.last()) {
            continue;
        }
        let trimmed = tag.value.trim_matches([' ', '\t']);
        let where_ = match (
            tag.value.starts_with([' ', '\t']),
            tag.value.ends_with([' ', '\t']),
        ) {
            (true, true) => "both",
            (true, false) => "start",
            _ => "end",
        };
        let mut diagnostic = Diagnostic::from_catalogue(
            Code::TagValueWhitespace,
            tag.value_span,
            "lint-tag-value-spaces",
            Args::new()
                .text("tag", tag.name.as_str())
                .selector("where", where_),
        )
        .with_catalogue_label("lint-tag-value-spaces.label")
        .with_catalogue_help(vec![Message::new(
            "lint-tag-value-spaces.help",
            Args::new().text("value", quoted_tag_value(trimmed)),
        )]);
        if value_span_is_plain(&tag.value, tag.value_span) {
            diagnostic = diagnostic.with_fix(tag.value_span, quoted_tag_value(trimmed));
        }
        out.push(diagnostic);
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{fixed, found};
    use crate::codes::Code;

    #[test]
    fn spaces_inside_quotes() {
        let text = "[White \" Smith, J \"]\n[Black \"Jones\\\\ \"]\n[Site \"a b\"]\n\n*\n";
        let found = found(text, Code::TagValueWhitespace);
        assert_eq!(
            found,
            [
                (
                    1,
                    8,
                    "the value of the White tag starts and ends with spaces".to_string()
                ),
                (
                    2,
                    8,
                    "the value of the Black tag ends with spaces".to_string()
                ),
            ]
        );
        assert_eq!(
            fixed(text, Code::TagValueWhitespace),
            "[White \"Smith, J\"]\n[Black \"Jones\\\\\"]\n[Site \"a b\"]\n\n*\n"
        );
    }
}
