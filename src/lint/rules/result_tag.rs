//! `result-tag` (L005): a game with tag pairs has no Result tag, or the Result tag gives another
//! result than the game termination marker. (A Result tag that is not one of the four results is
//! `unknown-result-tag`, L010; a result that contradicts checkmate, stalemate or a dead
//! position is the board's B012, and then the two are not reported here as differing.)

use super::{Context, RESULT_TAG};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::{GameResult, trimmed_tag_value};

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let game = context.game;
    let Some(tag) = context.known_tag(RESULT_TAG) else {
        let Some(last) = game
            .tags
            .iter()
            .rev()
            .find(|t| t.name == "Black")
            .or(game.tags.last())
        else {
            return;
        };
        let value = game.termination.map_or("*", |t| t.result.as_str());
        out.push(
            Diagnostic::from_catalogue(
                Code::ResultTag,
                last.span,
                "lint-no-result-tag",
                Args::new(),
            )
            .with_catalogue_label("lint-no-result-tag.label")
            .with_catalogue_help(vec![Message::new(
                "lint-no-result-tag-help",
                Args::new().text("value", value),
            )]),
        );
        return;
    };
    // A score in the result's place (`2-0`, S026) names no result: the syntax layer reported
    // it, and "the game ends with *" would misread it.
    let Some(marker) = game
        .termination
        .filter(|t| t.standard || t.result != GameResult::Unknown)
    else {
        return;
    };
    let Some(tagged) = GameResult::from_standard(trimmed_tag_value(&tag.value)) else {
        return;
    };
    if tagged == marker.result {
        return;
    }
    // When the game is over on the board and one of the two says otherwise, the board's B012
    // names the wrong one: saying here only that they differ would report one mistake twice.
    // (Asked only now: the board's ending costs a look at the last position's moves.)
    let on_board = context
        .replay
        .and_then(crate::board::Replay::result_on_board);
    let contradicts = |result: GameResult| {
        on_board.is_some_and(|decided| result != GameResult::Unknown && result != decided)
    };
    if !contradicts(tagged) && !contradicts(marker.result) {
        let results = Args::new()
            .text("tagged", tagged.as_str())
            .text("marker", marker.result.as_str());
        out.push(
            Diagnostic::from_catalogue(
                Code::ResultTag,
                tag.value_span,
                "lint-result-tag-differs",
                results,
            )
            .with_catalogue_label("lint-result-tag-differs.label")
            .with_catalogue_related(
                marker.span,
                Message::new("lint-result-tag-differs.related", Args::new()),
            )
            .with_catalogue_help(vec![Message::new(
                "lint-result-tag-differs.help",
                Args::new(),
            )]),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    #[test]
    fn same_result_or_no_tags() {
        assert_eq!(
            found("[Result \"1-0\"]\n\n1. 5254 1-0\n", Code::ResultTag),
            []
        );
        assert_eq!(found("1. 5254 1-0\n", Code::ResultTag), []);
        assert_eq!(found("[Result \"1-0\"]\n\n1. 5254\n", Code::ResultTag), []);
    }

    #[test]
    fn different_result() {
        assert_eq!(
            found("[Result \"1-0\"]\n\n1. 5254 0-1\n", Code::ResultTag),
            [(
                1,
                9,
                "the Result tag says 1-0 but the game ends with 0-1".to_string()
            )]
        );
    }

    /// `2-0` is no result (S026): the game's result is unknown, but the player wrote none, so
    /// the tag does not differ from it. A nonstandard spelling of a result still does.
    #[test]
    fn a_score_for_a_result_is_not_compared_with_the_tag() {
        assert_eq!(
            found("[Result \"1/2-1/2\"]\n\n1. 5254 2-0\n", Code::ResultTag),
            []
        );
        assert_eq!(
            found("[Result \"1/2-1/2\"]\n\n1. 5254 1:0\n", Code::ResultTag),
            [(
                1,
                9,
                "the Result tag says 1/2-1/2 but the game ends with 1-0".to_string()
            )]
        );
    }

    #[test]
    fn missing_result_tag() {
        assert_eq!(
            found(
                "[White \"W\"]\n[Black \"B\"]\n[ECO \"C20\"]\n\n1. 5254 1-0\n",
                Code::ResultTag
            ),
            [(2, 1, "the game has no Result tag".to_string())]
        );
    }
}
