//! Whether the written result fits the end of the main line on the board: checkmate decides
//! the game, stalemate and a dead position (neither side has the material to checkmate: FIDE
//! Laws of Chess, article 5.2.2) draw it.

use shakmaty::{Board, Chess, Color, Position, Role};

use super::Replay;
use super::names::{piece_name, side_name};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
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
/// position at the end of the (complete) main line: B012 for each that contradicts it.
pub(crate) fn check_result(game: &Game, replay: &Replay) -> Vec<Diagnostic> {
    let Some(last) = replay.final_position() else {
        return Vec::new();
    };
    let Some(ending) = Ending::of(last) else {
        return Vec::new();
    };
    let expected = ending.result();
    let why = ending.words(last);
    let last_move = replay.mainline.moves.last().map(|m| m.span);
    let contradiction = |span: Span, written: GameResult, what: &str| {
        let mut d = Diagnostic::new(
            Code::ResultContradictsPosition,
            span,
            format!(
                "{what} {} contradicts the final position: {why}",
                written.as_str()
            ),
        )
        .with_label(format!("expected {}", expected.as_str()))
        .with_help(format!(
            "the game ends on the board because {why}: write {}",
            expected.as_str()
        ));
        if let Some(last_move) = last_move {
            d = d.with_related(last_move, "the game ends here");
        }
        d
    };
    let mut diagnostics = Vec::new();
    if let Some(marker) = game.termination
        && ending.contradicted_by(marker.result)
    {
        diagnostics.push(contradiction(marker.span, marker.result, "the result"));
    }
    if let Some(tag) = game.tags.iter().find(|t| t.name == "Result")
        && let Some(result) = GameResult::from_standard(tag.value.trim())
        && ending.contradicted_by(result)
    {
        diagnostics.push(contradiction(tag.value_span, result, "the Result tag"));
    }
    diagnostics
}
