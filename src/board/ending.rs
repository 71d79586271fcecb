//! Whether the written result fits the end of the main line on the board: checkmate decides
//! the game, stalemate and a dead position (neither side has the material to checkmate: FIDE
//! Laws of Chess, article 5.2.2) draw it.

use shakmaty::{Board, Chess, Color, Position, Role, attacks};

use super::names::{piece_name, side_key};
use super::{Line, Replay};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::syntax::ast::{Game, GameResult, trimmed_tag_value};

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
        if plainly_goes_on(position) {
            return None;
        }
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

    /// What happened, for the message: "White is checkmated" (`board-ending`).
    fn words(&self, position: &Chess) -> Message {
        let args = match self {
            Ending::Checkmate { loser } => Args::new()
                .selector("ending", "checkmate")
                .selector("side", side_key(*loser)),
            Ending::Stalemate { side } => Args::new()
                .selector("ending", "stalemate")
                .selector("side", side_key(*side)),
            Ending::Dead => Args::new()
                .selector("ending", "dead")
                .message("white", material(position.board(), Color::White))
                .message("black", material(position.board(), Color::Black)),
        };
        Message::new("board-ending", args)
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

/// Whether the game plainly goes on in `position`: a pawn, rook or queen is on the board (so
/// mate is still possible) and the side to move has a legal king move or a legal push of a
/// pawn by one square (so it is neither checkmated nor stalemated). Most games end so; this
/// answers without generating every legal move, which checkmate and stalemate need (a king
/// boxed in by its own pawns and pieces is common at the end of a game).
fn plainly_goes_on(position: &Chess) -> bool {
    let board = position.board();
    let us = position.turn();
    let Some(king) = board.king_of(us) else {
        return false;
    };
    let plays = |from, to| super::legality::plain_move(position, from, to).is_some();
    let pushed = |from: shakmaty::Square| {
        from.offset(if us.is_white() { 8 } else { -8 })
            .is_some_and(|to| plays(from, to))
    };
    (board.pawns() | board.rooks_and_queens()).any()
        && ((attacks::king_attacks(king) & !board.by_color(us))
            .into_iter()
            .any(|to| plays(king, to))
            || (board.pawns() & board.by_color(us)).into_iter().any(pushed))
}

/// "White king and bishop", "Black king alone" (`board-material`, the pieces one after the
/// other in `board-material-pieces`).
fn material(board: &Board, color: Color) -> Message {
    let pieces = [
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
    .fold(None, |before: Option<Message>, piece| {
        let args = Args::new().selector("piece", piece);
        Some(Message::new(
            "board-material-pieces",
            match before {
                Some(before) => args.selector("first", "no").message("before", before),
                None => args.selector("first", "yes").text("before", ""),
            },
        ))
    });
    let args = Args::new().selector("side", side_key(color));
    let args = match pieces {
        None => args.selector("alone", "yes").text("pieces", ""),
        Some(pieces) => args.selector("alone", "no").message("pieces", pieces),
    };
    Message::new("board-material", args)
}

/// The termination marker and the Result tag checked against checkmate, stalemate or a dead
/// position at the end of the (complete) main line: one B012 when either contradicts it (one
/// mistake, one diagnostic), on the termination marker when it is wrong, else on the tag; a
/// wrong tag beside a wrong marker is a second label of the same diagnostic.
pub(crate) fn check_result(game: &Game, replay: &Replay) -> Vec<Diagnostic> {
    match replay.start {
        Some(_) => check_line_result(game, &replay.mainline),
        None => Vec::new(),
    }
}

/// [`check_result`] of the replayed main line `mainline`.
pub(crate) fn check_line_result(game: &Game, mainline: &Line) -> Vec<Diagnostic> {
    let last = mainline.end();
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
            GameResult::from_standard(trimmed_tag_value(&tag.value))
                .filter(|&result| ending.contradicted_by(result))
                .map(|result| (tag.value_span, result))
        });
    let (span, written, place) = match (marker, tag) {
        (Some(marker), _) => (marker.span, marker.result, "marker"),
        (None, Some((span, result))) => (span, result, "tag"),
        (None, None) => return Vec::new(),
    };
    let tag_too = marker.and(tag);
    let args = Args::new()
        .selector("place", place)
        .text("written", written.as_str())
        .message("why", ending.words(last))
        .text("expected", expected)
        .selector("tag_too", if tag_too.is_some() { "yes" } else { "no" });
    let mut diagnostic = Diagnostic::from_catalogue(
        Code::ResultContradictsPosition,
        span,
        "board-result-contradicts-position",
        args.clone(),
    )
    .with_catalogue_label("board-result-contradicts-position.label")
    .with_catalogue_help(vec![Message::new(
        "board-result-contradicts-position.help",
        args,
    )]);
    if let Some((span, result)) = tag_too {
        let label = Message::new(
            "board-result-tag-says",
            Args::new()
                .text("result", result.as_str())
                .selector("same", if result == written { "yes" } else { "no" }),
        );
        diagnostic = diagnostic.with_catalogue_related(span, label);
    }
    if let Some(last_move) = mainline.moves.last() {
        diagnostic = diagnostic.with_catalogue_related(
            last_move.span,
            Message::new("board-game-ends-here", Args::new()),
        );
    }
    vec![diagnostic]
}

#[cfg(test)]
mod tests {
    use super::plainly_goes_on;
    use shakmaty::{Chess, Position};

    /// Along random games played to their end (and in the positions that end them), the
    /// shortcut says "goes on" only where shakmaty finds no checkmate, stalemate or dead
    /// position, and it says so in most positions (it is taken at all).
    #[test]
    fn the_shortcut_agrees_with_shakmaty_along_random_games() {
        let mut seed: u64 = 20_261_203;
        let (mut positions, mut shortcuts, mut endings) = (0, 0, 0);
        for _ in 0..300 {
            let mut position = Chess::default();
            for _ in 0..300 {
                positions += 1;
                let over = position.is_checkmate()
                    || position.is_stalemate()
                    || position.is_insufficient_material();
                if plainly_goes_on(&position) {
                    shortcuts += 1;
                    assert!(
                        !over,
                        "{}",
                        shakmaty::fen::Fen::from_position(
                            &position,
                            shakmaty::EnPassantMode::Legal
                        )
                    );
                }
                if over {
                    endings += 1;
                    break;
                }
                let moves = position.legal_moves();
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let m = moves[(seed >> 33) as usize % moves.len()];
                position.play_unchecked(m);
            }
        }
        assert!(endings > 50, "{endings} games ended");
        assert!(shortcuts * 10 > positions * 8, "{shortcuts} of {positions}");
    }

    /// A king boxed in by its own pieces goes on when a pawn may step forward, not when the
    /// step leaves it in check (a back-rank mate) or every pawn is blocked.
    #[rstest::rstest]
    #[case::boxed_king_pawn_steps("6k1/5ppp/8/8/8/8/5PPP/5RKR w - - 0 1", true, false)]
    #[case::back_rank_mate("6k1/5ppp/8/8/8/8/5PPP/r5K1 w - - 0 1", false, true)]
    #[case::pawns_blocked_king_boxed("6k1/8/8/8/8/5ppp/5PPP/5RKR w - - 0 1", false, false)]
    #[case::black_pawn_steps_down("5rkr/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", true, false)]
    fn a_pawn_step_says_the_game_goes_on(
        #[case] fen: &str,
        #[case] goes_on: bool,
        #[case] checkmate: bool,
    ) {
        let position: Chess = fen
            .parse::<shakmaty::fen::Fen>()
            .expect("FEN")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        assert_eq!(plainly_goes_on(&position), goes_on);
        assert_eq!(position.is_checkmate(), checkmate);
    }
}
