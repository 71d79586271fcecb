//! `plycount-mismatch` (L011): the `PlyCount` tag (PGN standard, section 9.2.1) differs from the
//! number of half-moves in the main line.

use super::Context;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let game = context.game;
    let Some(tag) = game.tags.iter().find(|t| t.name == "PlyCount") else {
        return;
    };
    let plies = game.mainline_moves().count();
    let plural = if plies == 1 {
        "half-move"
    } else {
        "half-moves"
    };
    match tag.value.trim().parse::<usize>() {
        Ok(count) if count == plies => {}
        Ok(count) => out.push(
            Diagnostic::new(
                Code::PlycountMismatch,
                tag.value_span,
                format!("the PlyCount tag says {count} but the game has {plies} {plural}"),
            )
            .with_label(format!("the moves give {plies}"))
            .with_help(format!(
                "check that no move is missing or doubled; if the moves are right, write [PlyCount \"{plies}\"] (White's and Black's moves each count one)"
            )),
        ),
        Err(_) => out.push(
            Diagnostic::new(Code::PlycountMismatch, tag.value_span, format!("the PlyCount tag `{}` is not a number", tag.value))
                .with_label(format!("expected {plies}"))
                .with_help(format!("write the number of half-moves: [PlyCount \"{plies}\"]")),
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
