//! `duplicate-game` (L006): a game with the same main-line moves, the same result and the same
//! Seven Tag Roster as an earlier game of the input (this file or an earlier file of the run).
//!
//! Only a 128-bit hash of each game is kept, with where the game was, never the game itself, so
//! that archives of any size stream through (about 50 bytes a game).

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use super::Context;
use super::seven_tag_roster::ROSTER;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::syntax::ast::MoveKind;

/// Where a game was first seen.
#[derive(Clone, Copy, Debug)]
struct First {
    source: usize,
    index: usize,
    head: Span,
}

/// The hashes of the games seen so far.
#[derive(Debug, Default)]
pub(crate) struct Index {
    seen: HashMap<u128, First>,
}

/// What makes two games the same: the roster values, the main-line moves, the result.
fn identity(context: &Context, seed: u8) -> u64 {
    let game = context.game;
    let mut h = DefaultHasher::new();
    seed.hash(&mut h);
    for name in ROSTER {
        game.tag(name).map(str::trim).hash(&mut h);
    }
    game.termination.map(|t| t.result).hash(&mut h);
    match context.replay.filter(|r| r.mainline_complete()) {
        // The moves as replayed: `6762` and `67682` are the same move.
        Some(replay) => {
            replay.mainline.moves.len().hash(&mut h);
            for m in &replay.mainline.moves {
                m.numeric().hash(&mut h);
            }
        }
        None => {
            let moves: Vec<_> = game.mainline_moves().collect();
            moves.len().hash(&mut h);
            for m in moves {
                match &m.kind {
                    MoveKind::Numeric(n) => n.digits().hash(&mut h),
                    MoveKind::WrongLength(t) | MoveKind::Null(t) => t.hash(&mut h),
                    MoveKind::Coordinate(c) => c.text.hash(&mut h),
                    MoveKind::San(s) => s.text.hash(&mut h),
                }
            }
        }
    }
    h.finish()
}

pub(crate) fn check(context: &Context, index: &mut Index, out: &mut Vec<Diagnostic>) {
    if context.game.mainline_moves().next().is_none() {
        return;
    }
    let key = (u128::from(identity(context, 0)) << 64) | u128::from(identity(context, 1));
    let head = context.game_head();
    let here = First {
        source: context.source,
        index: context.index,
        head,
    };
    let Some(first) = index.seen.get(&key).copied() else {
        index.seen.insert(key, here);
        return;
    };
    let mut diagnostic = if first.source == context.source {
        Diagnostic::new(
            Code::DuplicateGame,
            head,
            format!("game {} is a copy of game {}", context.index, first.index),
        )
        .with_label(format!("same moves and tags as game {}", first.index))
        .with_related(first.head, "the first copy")
    } else {
        let file = context
            .sources
            .get(first.source)
            .map_or("an earlier file", String::as_str);
        Diagnostic::new(
            Code::DuplicateGame,
            head,
            format!(
                "game {} is a copy of game {} of `{file}`",
                context.index, first.index
            ),
        )
        .with_label(format!(
            "same moves and tags as game {} of `{file}`",
            first.index
        ))
    };
    diagnostic = diagnostic.with_help(
        "the same moves, result, Event, Site, Date, Round, White and Black appear twice: delete one of the copies (comments and other tags are not compared)",
    );
    out.push(diagnostic);
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    const GAME: &str = "[Event \"E\"]\n[White \"W\"]\n\n1. 5254 5755 1-0\n\n";

    #[test]
    fn second_copy_is_reported() {
        let text = format!("{GAME}{GAME}");
        assert_eq!(
            found(&text, Code::DuplicateGame),
            [(6, 1, "game 2 is a copy of game 1".to_string())]
        );
    }

    #[test]
    fn different_tags_moves_or_result_are_different_games() {
        for other in [
            GAME.replace("\"W\"", "\"X\""),
            GAME.replace("5755", "4745"),
            GAME.replace("1-0", "0-1"),
        ] {
            assert_eq!(found(&format!("{GAME}{other}"), Code::DuplicateGame), []);
        }
    }

    #[test]
    fn comments_and_other_tags_do_not_count() {
        let annotated = GAME
            .replace("5755", "5755 { good }")
            .replace("[White", "[Annotator \"A\"]\n[White");
        assert_eq!(
            found(
                &format!("{GAME}{annotated}").to_string(),
                Code::DuplicateGame
            )
            .len(),
            1
        );
    }

    #[test]
    fn short_and_long_promotion_are_the_same_move() {
        let long = "[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 57581 *\n\n";
        let short = "[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 5751 *\n\n";
        assert_eq!(
            found(&format!("{long}{short}"), Code::DuplicateGame).len(),
            1
        );
    }
}
