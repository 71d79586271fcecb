//! `empty-game` (L007): a game with no moves and no result, usually a header left behind.

use super::Context;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::Element;

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let game = context.game;
    // A move or a variation makes the game not empty; text that is not notation was reported
    // by the syntax layer, so no second remark on it. One pass that stops at the first of them
    // (in most games the first move), since this rule runs on every game of an archive.
    let has_content = game.movetext.iter().any(|e| {
        matches!(
            e,
            Element::Move(_) | Element::Variation(_) | Element::Invalid(_)
        )
    });
    // Tags followed by a comment and no result: the syntax layer's S020 says it already.
    let told_by_s020 = !game.tags.is_empty() && !game.movetext.is_empty();
    if has_content || game.termination.is_some() || told_by_s020 {
        return;
    }
    let what = if game.tags.is_empty() {
        "a game with no moves and no result"
    } else {
        "a game with tags but no moves and no result"
    };
    out.push(
        Diagnostic::new(Code::EmptyGame, context.game_head(), what)
            .with_label("this game has no moves")
            .with_help("delete these tags if they were left behind, or add the moves and the result (* for a game that has not started)"),
    );
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    #[test]
    fn games_with_moves_or_a_result() {
        assert_eq!(found("[Event \"E\"]\n\n*\n", Code::EmptyGame), []);
        assert_eq!(found("[Event \"E\"]\n\n1. 5254 *\n", Code::EmptyGame), []);
    }

    #[test]
    fn tags_only_at_the_end() {
        let text = "[Event \"F\"]\n\n1. 5254 *\n\n[Event \"E\"]\n";
        assert_eq!(
            found(text, Code::EmptyGame),
            [(
                5,
                1,
                "a game with tags but no moves and no result".to_string()
            )]
        );
    }

    #[test]
    fn tags_and_a_comment_are_s020s() {
        let text = "[Event \"E\"]\n{ no moves }\n\n[Event \"F\"]\n\n1. 5254 *\n";
        assert_eq!(found(text, Code::EmptyGame), []);
        assert_eq!(found(text, Code::MissingTerminationMarker).len(), 1);
    }

    #[test]
    fn a_comment_alone() {
        let text = "1. 5254 *\n\n{ a remark between games }\n";
        assert_eq!(
            found(text, Code::EmptyGame),
            [(3, 1, "a game with no moves and no result".to_string())]
        );
    }
}
