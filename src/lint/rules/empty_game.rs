//! `empty-game` (L007): a game with no moves and no result, usually a header left behind; or a
//! result alone, with no tags and no moves, usually the result of the game before written twice.

use super::Context;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::Element;

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let game = context.game;
    // A move or a variation makes the game not empty; text that is not notation was reported
    // by the syntax layer, so no second remark on it. One pass that stops at the first of them
    // (in most games the first move), since this rule runs on every game of an archive.
    let has_content = context.has_mainline_move()
        || game.movetext.iter().any(|e| {
            matches!(
                e,
                Element::Move(_) | Element::Variation(_) | Element::Invalid(_)
            )
        });
    if has_content {
        return;
    }
    // A result alone, with no tags and no moves: a game of its own after the game before ended
    // (`1. 5254 5755 1-0 1-0`), almost always that game's result written twice.
    if let Some(result) = game.termination
        && game.tags.is_empty()
    {
        out.push(
            Diagnostic::from_catalogue(
                Code::EmptyGame,
                result.span,
                "lint-result-alone",
                Args::new().text("result", result.result.as_str()),
            )
            .with_catalogue_label("lint-result-alone.label")
            .with_catalogue_help(vec![
                Message::new("lint-result-alone.help", Args::new()),
                Message::new("lint-result-alone.otherwise", Args::new()),
            ]),
        );
        return;
    }
    // Tags followed by a comment and no result: the syntax layer's S020 says it already.
    let told_by_s020 = !game.tags.is_empty() && !game.movetext.is_empty();
    if game.termination.is_some() || told_by_s020 {
        return;
    }
    let id = if game.tags.is_empty() {
        "lint-empty-game"
    } else {
        "lint-empty-game-with-tags"
    };
    out.push(
        Diagnostic::from_catalogue(Code::EmptyGame, context.game_head(), id, Args::new())
            .with_catalogue_label("lint-empty-game.label")
            .with_catalogue_help(vec![Message::new("lint-empty-game.help", Args::new())]),
    );
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    #[test]
    fn a_result_written_twice_is_a_result_alone() {
        assert_eq!(
            found("1. 5254 5755 1-0 1-0\n", Code::EmptyGame),
            [(
                1,
                18,
                "a result `1-0` with no moves and no tags".to_string()
            )]
        );
        assert_eq!(
            found("[Event \"E\"]\n\n1. 5254 1/2-1/2\n*\n", Code::EmptyGame),
            [(4, 1, "a result `*` with no moves and no tags".to_string())]
        );
    }

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
        let text = "{ a remark before the first game }\n\n[Event \"E\"]\n\n1. 5254 *\n";
        assert_eq!(
            found(text, Code::EmptyGame),
            [(1, 1, "a game with no moves and no result".to_string())]
        );
    }

    /// A comment after a game (the last, or before the next game's tag pairs) stays
    /// with it as trivia, no game of its own.
    #[test]
    fn a_comment_after_a_game_is_no_game() {
        for text in [
            "1. 5254 *\n\n{ a remark after the last game }\n",
            "1. 5254 *\n; a remark\n",
            "1. 5254 *\n\n{ a remark between games }\n\n[Event \"E\"]\n\n1. 4244 *\n",
        ] {
            assert_eq!(found(text, Code::EmptyGame), [], "{text:?}");
        }
    }
}
