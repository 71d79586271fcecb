//! `plycount-mismatch` (L011): the `PlyCount` tag (PGN standard, section 9.2.1) differs from the
//! number of half-moves in the main line.

use super::{Context, PLY_COUNT_TAG};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::trimmed_tag_value;

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let Some(tag) = context.known_tag(PLY_COUNT_TAG) else {
        return;
    };
    let plies = context.mainline_move_count();
    match trimmed_tag_value(&tag.value).parse::<usize>() {
        Ok(count) if count == plies => {}
        Ok(count) => out.push(
            Diagnostic::from_catalogue(
                Code::PlycountMismatch,
                tag.value_span,
                "lint-plycount-differs",
                Args::new()
                    .text("count", count.to_string())
                    .number("plies", plies),
            )
            .with_catalogue_label("lint-plycount-differs.label")
            .with_catalogue_help(vec![Message::new(
                "lint-plycount-differs.help",
                Args::new().number("plies", plies),
            )]),
        ),
        Err(_) => out.push(
            Diagnostic::from_catalogue(
                Code::PlycountMismatch,
                tag.value_span,
                "lint-plycount-not-a-number",
                Args::new()
                    .text("value", tag.value.as_str())
                    .number("plies", plies),
            )
            .with_catalogue_label("lint-plycount-not-a-number.label")
            .with_catalogue_help(vec![Message::new(
                "lint-plycount-not-a-number.help",
                Args::new().number("plies", plies),
            )]),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    #[test]
    fn right_count() {
        assert_eq!(
            found(
                "[PlyCount \"3\"]\n\n1. 5254 5755 2. 7163 *\n",
                Code::PlycountMismatch
            ),
            []
        );
    }

    #[test]
    fn wrong_count_and_not_a_number() {
        assert_eq!(
            found(
                "[PlyCount \"4\"]\n\n1. 5254 5755 2. 7163 *\n\n[PlyCount \"x\"]\n\n*\n",
                Code::PlycountMismatch
            ),
            [
                (
                    1,
                    11,
                    "the PlyCount tag says 4 but the game has 3 half-moves".to_string()
                ),
                (5, 11, "the PlyCount tag `x` is not a number".to_string()),
            ]
        );
    }
}
