//! Whether the written result fits the end of the main line on the board: checkmate decides
//! the game, stalemate and a dead position (neither side has the material to checkmate: FIDE
//! Laws of Chess, article 5.2.2) draw it.

use shakmaty::{Board, Chess, Color, Position, Role};

use super::Replay;
use super::names::{piece_name, side_name};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{Game, GameResult};

/// How the game ended on the board.
enum Ending {
    Checkmate {
        loser: Color,
    },
    Stalemate {
        side: Color,
    },
    /// Neither side can checkmate.
    Dead,
}

impl Ending {
    fn of(position: &Chess) -> Option<Ending> {
        if position.is_checkmate() {
            Some(Ending::Checkmate {
                loser: position.turn(),
            })
        } else if position.is_stalemate() {
            Some(Ending::Stalemate {
                side: position.turn(),
            })
        } else if position.is_insufficient_material() {
            Some(Ending::Dead)
        } else {
            None
        }
    }

    fn result(&self) -> GameResult {
        match self {
            Ending::Checkmate {
                loser: Color::Black,
            } => GameResult::WhiteWins,
            Ending::Checkmate {
                loser: Color::White,
            } => GameResult::BlackWins,
            Ending::Stalemate { .. } | Ending::Dead => GameResult::Draw,
        }
    }

    /// What happened, for the message: "White is checkmated".
    fn words(&self, position: &Chess) -> String {
        match self {
            Ending::Checkmate { loser } => format!("{} is checkmated", side_name(*loser)),
            Ending::Stalemate { side } => format!("{} is stalemated", side_name(*side)),
            Ending::Dead => format!(
                "neither side can checkmate ({} against {}), a dead position",
                material(position.board(), Color::White),
                material(position.board(), Color::Black)
            ),
        }
    }

    /// Whether a written result contradicts this ending. In a dead position only a decisive
    /// result does (a draw agreed or claimed is what it should be).
    fn contradicted_by(&self, written: GameResult) -> bool {
        written != GameResult::Unknown && written != self.result()
    }
}

/// The result the board decides in `position`, if the game is over there.
pub(crate) fn result_of(position: &Chess) -> Option<GameResult> {
    Ending::of(position).map(|ending| ending.result())
}

/// "White king and bishop", "Black king alone".
fn material(board: &Board, color: Color) -> String {
    let pieces: Vec<&str> = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .into_iter()
    .flat_map(|role| {
        let count = (board.by_piece(role.of(color))).count();
        std::iter::repeat_n(piece_name(role), count)
    })
    .collect();
    if pieces.is_empty() {
        format!("{} king alone", side_name(color))
    } else {
        format!("{} king and {}", side_name(color), pieces.join(" and "))
    }
}

/// The termination marker and the Result tag checked against checkmate, stalemate or a dead
/// position at the end of the (complete) main line: one B012 when either contradicts it (one
/// mistake, one diagnostic), on the termination marker when it is wrong, else on the tag; a
/// wrong tag beside a wrong marker is a second label of the same diagnostic.
pub(crate) fn check_result(game: &Game, replay: &Replay) -> Vec<Diagnostic> {
    let Some(last) = replay.final_position() else {
        return Vec::new();
    };
    let Some(ending) = Ending::of(last) else {
        return Vec::new();
    };
    let expected = ending.result().as_str();
    let marker = game
        .termination
        .filter(|marker| ending.contradicted_by(marker.result));
    let tag = game
        .tags
        .iter()
        .find(|t| t.name == "Result")
        .and_then(|tag| {
            GameResult::from_standard(tag.value.trim())
                .filter(|&result| ending.contradicted_by(result))
                .map(|result| (tag.value_span, result))
        });
    let (span, written, what) = match (marker, tag) {
        (Some(marker), _) => (marker.span, marker.result, "the result"),
        (None, Some((span, result))) => (span, result, "the Result tag"),
        (None, None) => return Vec::new(),
    };
    let why = ending.words(last);
    let (fix, tag_too) = match (marker, tag) {
        (Some(_), Some((span, result))) => (
            format!("write {expected} here and in the Result tag"),
            Some((span, result)),
        ),
        _ => (format!("write {expected}"), None),
    };
    let mut diagnostic = Diagnostic::new(
        Code::ResultContradictsPosition,
        span,
        format!(
            "{what} {} contradicts the final position: {why}",
            written.as_str()
        ),
    )
    .with_label(format!("expected {expected}"))
    .with_help(format!("the game ends on the board because {why}: {fix}"));
    if let Some((span, result)) = tag_too {
        let label = if result == written {
            format!("the Result tag says {} too", result.as_str())
        } else {
            format!("the Result tag says {}, wrong too", result.as_str())
        };
        diagnostic = diagnostic.with_related(span, label);
    }
    if let Some(last_move) = replay.mainline.moves.last() {
        diagnostic = diagnostic.with_related(last_move.span, "the game ends here");
    }
    vec![diagnostic]
}
