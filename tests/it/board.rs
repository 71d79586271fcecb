//! The board layer: every board diagnostic with its code and line:column, Chess960 castling in
//! both forms, FEN start positions, en passant, promotions, short promotions for both colours,
//! variations, and the final positions as FEN.

use iccf::board::{Reading, StopCause, replay};
use iccf::syntax::Notation;
use rstest::rstest;
use shakmaty::fen::Fen;
use shakmaty::{Color, EnPassantMode};

use super::support::{check, parse, parse_as};

const FEN_WHITE_PAWN_A7: &str = "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n";
const FEN_BLACK_PAWN_A2: &str = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/p7/4K3 b - - 0 1\"]\n\n";

fn with_fen(fen: &str, movetext: &str) -> String {
    format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n{movetext}")
}

/// `movetext` from the FEN `fen`, or from the standard position when `fen` is empty.
fn game_text(fen: &str, movetext: &str) -> String {
    if fen.is_empty() {
        movetext.to_string()
    } else {
        with_fen(fen, movetext)
    }
}

/// The final position of the first game's main line, as FEN.
fn final_fen(text: &str) -> String {
    let game = &parse(text).transcript.games[0];
    let replay = replay(game);
    assert!(
        replay.diagnostics.iter().all(|d| !d.is_error()),
        "{:?}",
        replay.diagnostics
    );
    Fen::from_position(
        replay.final_position().expect("replayed"),
        EnPassantMode::Legal,
    )
    .to_string()
}

#[rstest]
#[case::empty_from_square("1. 5254 5755 2. 5354 *", "B001", 1, 17, 4)]
#[case::opponent_piece("1. 5254 4244 *", "B002", 1, 9, 4)]
#[case::not_a_knight_move("1. 7163 5755 2. 6354 *", "B003", 1, 17, 4)]
#[case::path_blocked("1. 1113 *", "B003", 1, 4, 4)]
#[case::own_piece_on_destination("1. 5152 *", "B004", 1, 4, 4)]
#[case::pinned_knight("1. 4244 5756 2. 3234 6824 3. 2133 7866 4. 3354 *", "B005", 1, 43, 4)]
#[case::stays_in_check("1. 5254 5755 2. 6263 4884 3. 4152 *", "B005", 1, 30, 4)]
#[case::castling_through_pieces("1. 5254 5755 2. 5171 *", "B006", 1, 17, 4)]
#[case::en_passant_too_late("1. 5254 4745 2. 5455 6765 3. 2133 8786 4. 5566 *", "B007", 1, 43, 4)]
#[case::unexpected_promotion_digit("1. 52541 *", "B009", 1, 8, 1)]
#[case::move_after_mate("1. 6263 5755 2. 7274 4884 3. 5254 *", "B011", 1, 30, 4)]
fn illegal_moves_are_located(
    #[case] text: &str,
    #[case] code: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] length: usize,
) {
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    let d = &found[0];
    assert_eq!(
        (d.code, d.line, d.column, d.length, d.severity),
        (code, line, column, length, "error")
    );
}

#[rstest]
#[case::king_into_check(
    "4k3/8/8/8/8/8/8/4K2r w - - 0 1",
    "1. 5141 *",
    "B005",
    "the White king cannot go to 41 (d1): it would be in check there (check from the rook on 81 (h1))"
)]
#[case::castling_without_right(
    "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
    "1. 5171 *",
    "B006",
    "White cannot castle king-side: the king or that rook has already moved"
)]
#[case::castling_through_check(
    "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1",
    "1. 5171 *",
    "B006",
    "White cannot castle king-side: the king would pass through or land on 61 (f1), which the Black rook on 62 (f2) attacks"
)]
#[case::castling_out_of_check(
    "4k3/8/8/8/8/8/8/r3K2R w K - 0 1",
    "1. 5171 *",
    "B006",
    "White cannot castle king-side out of check"
)]
#[case::missing_promotion_digit(
    "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
    "1. 1718 *",
    "B008",
    "the pawn reaches the last rank on 18 (a8) but the move has no promotion digit"
)]
fn illegal_moves_from_a_fen(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] code: &str,
    #[case] message: &str,
) {
    let text = with_fen(fen, movetext);
    let found = check(&text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].line,
            found[0].column,
            found[0].message.as_str()
        ),
        (code, 4, 4, message)
    );
}

#[test]
fn the_checking_piece_is_labelled_at_the_move_that_placed_it() {
    let text = "1. 4244 5756 2. 3234 6824 3. 2133 7866 4. 3354 *";
    let game = &parse(text).transcript.games[0];
    let d = &replay(game).diagnostics[0];
    assert_eq!(
        d.message,
        "the knight on 33 (c3) is pinned: moving it leaves the White king in check (check from the bishop on 24 (b4))"
    );
    assert_eq!(d.related.len(), 1);
    assert_eq!(
        &text[d.related[0].span.offset()..d.related[0].span.end()],
        "6824"
    );
}

/// In a variation, the moves to it are those of the main line up to the variation's start
/// and then its own: the label points at the variation's check, and a check given in the main
/// line before the variation is found there too.
#[test]
fn the_checking_piece_is_labelled_in_a_variation() {
    let labelled = |text: &str| -> Vec<String> {
        let game = &parse(text).transcript.games[0];
        replay(game)
            .diagnostics
            .iter()
            .flat_map(|d| &d.related)
            .map(|l| {
                format!(
                    "{}@{}",
                    &text[l.span.offset()..l.span.end()],
                    l.span.offset()
                )
            })
            .collect()
    };
    // 2. Qh5+ in the variation, then 2... Nc6 ignores it.
    let text = "1. 5254 6766 2. 2133 ( 2. 4185 2836 ) 2... 2836 *";
    assert_eq!(labelled(text), ["4185@26"]);
    // 2. Qh5+ in the main line: 2... g6 blocks it, the variation 2... Nc6 ignores it.
    let text = "1. 5254 6766 2. 4185 7776 ( 2... 2836 ) *";
    assert_eq!(labelled(text), ["4185@16"]);
}

/// Null moves (PGN) before a variation: the moves to the variation's start are those before the
/// move it replaces, so the label points at the check (`Bxf7+`), not at the replaced `Kxf7`
/// (the history of moves skipped the null moves while the variation's start counted them).
#[test]
fn the_checking_piece_is_labelled_after_null_moves() {
    let text = "1. e4 -- 2. Bc4 -- 3. Bxf7+ Kxf7 (3... Nf6) *";
    let options = iccf::check::CheckOptions::default()
        .with_lint(false)
        .with_notation(Notation::Algebraic);
    let games: Vec<_> = iccf::check::check_games(text, options).collect();
    let labels: Vec<&str> = games[0]
        .diagnostics
        .iter()
        .flat_map(|d| &d.related)
        .map(|l| &text[l.span.offset()..l.span.end()])
        .collect();
    assert_eq!(labels, ["Bxf7+"]);
}

#[test]
fn an_illegal_move_says_how_many_moves_were_left_unchecked() {
    let found = check("1. 5254 5755 2. 5354 2836 3. 6125 *");
    assert!(
        found[0]
            .help
            .ends_with("the 2 later moves of this line were not checked on the board"),
        "{}",
        found[0].help
    );
    assert!(found[0].help.starts_with("White has 29 legal moves in this position (FEN rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2)"), "{}", found[0].help);
}

#[rstest]
#[case::white_queen(
    FEN_WHITE_PAWN_A7,
    "1. 1711 *",
    "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1",
    "17181"
)]
#[case::white_rook(
    FEN_WHITE_PAWN_A7,
    "1. 1712 *",
    "R3k3/8/8/8/8/8/8/4K3 b - - 0 1",
    "17182"
)]
#[case::white_bishop(
    FEN_WHITE_PAWN_A7,
    "1. 1713 *",
    "B3k3/8/8/8/8/8/8/4K3 b - - 0 1",
    "17183"
)]
#[case::white_knight(
    FEN_WHITE_PAWN_A7,
    "1. 1714 *",
    "N3k3/8/8/8/8/8/8/4K3 b - - 0 1",
    "17184"
)]
#[case::black_queen(
    FEN_BLACK_PAWN_A2,
    "1... 1211 *",
    "4k3/8/8/8/8/8/8/q3K3 w - - 0 2",
    "12111"
)]
#[case::black_knight(
    FEN_BLACK_PAWN_A2,
    "1... 1214 *",
    "4k3/8/8/8/8/8/8/n3K3 w - - 0 2",
    "12114"
)]
fn short_promotions_warn_and_replay(
    #[case] tags: &str,
    #[case] movetext: &str,
    #[case] fen: &str,
    #[case] standard: &str,
) {
    let text = format!("{tags}{movetext}");
    let found = check(&text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (found[0].code, found[0].severity, found[0].line),
        ("B010", "warning", 4)
    );
    assert!(
        found[0].help.starts_with(&format!("write `{standard}`")),
        "{}",
        found[0].help
    );
    let game = &parse(&text).transcript.games[0];
    let replay = replay(game);
    assert_eq!(replay.mainline.moves[0].reading, Reading::ShortPromotion);
    assert_eq!(replay.mainline.moves[0].numeric(), standard);
    assert_eq!(
        Fen::from_position(replay.final_position().unwrap(), EnPassantMode::Legal).to_string(),
        fen
    );
}

#[test]
fn black_short_promotion_to_a_queen_names_the_other_reading() {
    let found = check(&format!("{FEN_BLACK_PAWN_A2}1... 1211 *"));
    assert!(
        found[0]
            .help
            .contains("also reads as the pawn move 12-11 with its promotion digit missing"),
        "{}",
        found[0].help
    );
    let fix = parse(&format!("{FEN_BLACK_PAWN_A2}1... 1211 *"));
    let replay = replay(&fix.transcript.games[0]);
    let fixed = replay.diagnostics[0].fix.as_ref().expect("a fix");
    assert_eq!(fixed.edits[0].replacement, "12111");
}

#[rstest]
#[case::queen("1. 17181 *", "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1")]
#[case::rook("1. 17182 *", "R3k3/8/8/8/8/8/8/4K3 b - - 0 1")]
#[case::bishop("1. 17183 *", "B3k3/8/8/8/8/8/8/4K3 b - - 0 1")]
#[case::knight("1. 17184 *", "N3k3/8/8/8/8/8/8/4K3 b - - 0 1")]
fn five_digit_promotions(#[case] movetext: &str, #[case] fen: &str) {
    assert_eq!(final_fen(&format!("{FEN_WHITE_PAWN_A7}{movetext}")), fen);
}

#[test]
fn en_passant_is_the_plain_diagonal_move() {
    let text = "1. 5254 1716 2. 5455 4745 3. 5546 *";
    assert_eq!(
        final_fen(text),
        "rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    assert!(check(text).is_empty());
}

#[rstest]
#[case::king_side(
    "1. 5254 5755 2. 7163 2836 3. 6134 6835 4. 5171 *",
    "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4"
)]
#[case::black_queen_side(
    "1. 4244 4745 2. 3234 2836 3. 2133 3865 4. 4132 4847 5. 3164 5838 *",
    "2kr1bnr/pppqpppp/2n5/3p1b2/2PP1B2/2N5/PPQ1PPPP/R3KBNR w KQ - 7 6"
)]
fn castling_as_the_kings_move(#[case] text: &str, #[case] fen: &str) {
    assert_eq!(final_fen(text), fen);
}

const CHESS960_KING_G1: &str =
    "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk5r/8/8/8/8/8/8/R5KR w AHah - 0 1\"]\n\n";

#[rstest]
#[case::king_already_on_its_square("1. 7171 *", "rk5r/8/8/8/8/8/8/R4RK1 b kq - 1 1")]
#[case::king_onto_its_own_rook("1. 7181 *", "rk5r/8/8/8/8/8/8/R4RK1 b kq - 1 1")]
#[case::queen_side_king_to_c1("1. 7131 *", "rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1")]
#[case::queen_side_onto_rook("1. 7111 *", "rk5r/8/8/8/8/8/8/2KR3R b kq - 1 1")]
fn chess960_castling_in_both_forms(#[case] movetext: &str, #[case] fen: &str) {
    let text = format!("{CHESS960_KING_G1}{movetext}");
    assert_eq!(check(&text), vec![]);
    let game = &parse(&text).transcript.games[0];
    let replay = replay(game);
    assert_eq!(replay.mainline.moves[0].reading, Reading::Castling);
    assert_eq!(
        Fen::from_position(replay.final_position().unwrap(), EnPassantMode::Legal).to_string(),
        fen
    );
}

#[test]
fn chess960_king_move_that_reads_both_ways_is_castling_with_a_warning() {
    let text = "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"1k6/8/8/8/8/8/8/5K1R w H - 0 1\"]\n\n1. 6171 *";
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].severity,
            found[0].line,
            found[0].column
        ),
        ("B015", "warning", 5, 4)
    );
    assert!(found[0].help.contains("`6181`"), "{}", found[0].help);
    assert_eq!(final_fen(text), "1k6/8/8/8/8/8/8/5RK1 b - - 1 1");
}

#[rstest]
#[case::chess960("Chess960")]
#[case::spaced("chess 960")]
#[case::fischerandom("Fischerandom")]
fn chess960_spellings(#[case] variant: &str) {
    let text = format!(
        "[Variant \"{variant}\"]\n[SetUp \"1\"]\n[FEN \"rk5r/8/8/8/8/8/8/R5KR w AHah - 0 1\"]\n\n1. 7181 *"
    );
    assert_eq!(check(&text), vec![]);
}

#[test]
fn fen_start_with_black_to_move_and_move_numbers_from_the_fen() {
    let text = with_fen(
        "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 0 4",
        "4... 5878 5. 4243 *",
    );
    assert_eq!(check(&text), vec![]);
    assert_eq!(
        final_fen(&text),
        "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b - - 0 5"
    );
}

#[test]
fn invalid_fen_lists_every_problem_on_the_tag_value() {
    let text = "[SetUp \"1\"]\n[FEN \"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"]\n\n1. 5254 *";
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (found[0].code, found[0].line, found[0].column),
        ("B014", 2, 6)
    );
    assert!(
        found[0]
            .message
            .contains("rank 7 (`ppppppp`) has 7 squares"),
        "{}",
        found[0].message
    );
    assert!(
        found[0].message.contains("the side to move is `x`"),
        "{}",
        found[0].message
    );
}

#[test]
fn invalid_position_in_a_fen() {
    let found = check(&with_fen("8/8/8/8/8/8/8/K7 w - - 0 1", "1. 1112 *"));
    assert_eq!(found[0].code, "B014");
    assert!(
        found[0].message.contains("a king is missing"),
        "{}",
        found[0].message
    );
}

#[test]
fn unsupported_variant_is_a_warning_and_not_replayed() {
    let found = check("[Variant \"Crazyhouse\"]\n\n1. 5254 5755 2. 1111 *");
    assert_eq!(found.len(), 2, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].severity,
            found[0].line,
            found[0].column
        ),
        ("B016", "warning", 1, 10)
    );
    assert_eq!(found[1].code, "S005");
}

#[rstest]
#[case::checkmate_but_draw("1. 6263 5755 2. 7274 4884 1/2-1/2", "B012", "error", 1, 27)]
#[case::check_mark_without_check("1. 5254+ *", "B013", "warning", 1, 8)]
#[case::mate_mark_on_plain_check("1. 5254 6766 2. 4185# *", "B013", "warning", 1, 21)]
fn result_and_mark_diagnostics(
    #[case] text: &str,
    #[case] code: &str,
    #[case] severity: &str,
    #[case] line: usize,
    #[case] column: usize,
) {
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].severity,
            found[0].line,
            found[0].column
        ),
        (code, severity, line, column)
    );
}

// The tag and the marker that both contradict checkmate are one mistake, one report.
#[test]
fn result_tag_and_marker_contradicting_checkmate() {
    let found = check("[Result \"1-0\"]\n\n1. 6263 5755 2. 7274 4884 1-0");
    let places: Vec<_> = found.iter().map(|d| (d.code, d.line, d.column)).collect();
    assert_eq!(places, [("B012", 3, 27)]);
    assert_eq!(
        found[0].message,
        "the result 1-0 contradicts the final position: White is checkmated"
    );
    assert_eq!(
        found[0].help,
        "the game ends on the board because White is checkmated: write 0-1 here and in the Result tag"
    );
    let tag_alone = check("[Result \"1-0\"]\n\n1. 6263 5755 2. 7274 4884 0-1");
    assert_eq!(
        tag_alone
            .iter()
            .map(|d| (d.code, d.line, d.column))
            .collect::<Vec<_>>(),
        [("B012", 1, 9)]
    );
    assert_eq!(
        tag_alone[0].message,
        "the Result tag 1-0 contradicts the final position: White is checkmated"
    );
}

#[test]
fn correct_marks_and_results_are_silent() {
    assert_eq!(check("1. 6263 5755 2. 7274 4884# 0-1"), vec![]);
    assert_eq!(check("[Result \"*\"]\n\n1. 5254 6766 2. 4185+ *"), vec![]);
}

#[test]
fn variations_replay_from_the_position_before_the_move_they_replace() {
    let text = "1. 5254 5755 ( 1... 3735 2. 7163 ( 2. 3233 4745 ) 2... 4746 ) 2. 7163 *";
    assert_eq!(check(text), vec![]);
    let game = &parse(text).transcript.games[0];
    let replay = replay(game);
    let black: Vec<_> = replay.mainline.variations_of(1).collect();
    assert_eq!(black.len(), 1);
    assert_eq!(replay.mainline.variations_of(0).count(), 0);
    assert_eq!(
        black[0]
            .moves
            .iter()
            .map(iccf::board::ReplayedMove::numeric)
            .collect::<Vec<_>>(),
        ["3735", "7163", "4746"]
    );
    assert_eq!(
        black[0]
            .variations_of(1)
            .next()
            .map(|v| v.moves[0].numeric()),
        Some("3233".to_string())
    );
}

#[test]
fn an_illegal_move_in_a_variation_does_not_stop_the_main_line() {
    let text = "1. 5254 5755 ( 1... 5354 ) 2. 7163 4884 *";
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!((found[0].code, found[0].column), ("B001", 21));
    let replay = replay(&parse(text).transcript.games[0]);
    assert_eq!(replay.mainline.moves.len(), 4);
}

#[test]
fn a_legal_move_in_another_notation_is_named_in_numeric_and_the_line_goes_on() {
    let text = "1. 5254 5755 2. Nf3 2836 3. 6125 *";
    let found = check(text);
    let places: Vec<_> = found
        .iter()
        .map(|d| (d.code, d.severity, d.line, d.column))
        .collect();
    assert_eq!(places, [("S006", "error", 1, 17)]);
    assert!(
        found[0]
            .help
            .starts_with("write `7163` (Nf3), the same move in numeric notation; with it the next 2 moves are legal; "),
        "{}",
        found[0].help
    );
    let replay = replay(&parse(text).transcript.games[0]);
    let stop = replay.mainline.stop.as_ref().expect("stopped");
    assert_eq!(
        (
            stop.cause,
            stop.unchecked_moves,
            stop.numeric_equivalent.as_deref()
        ),
        (StopCause::SyntaxError, 0, Some("7163"))
    );
    let rest = replay.mainline.resumed.as_ref().expect("resumed");
    let rest_moves: Vec<String> = rest
        .moves
        .iter()
        .map(iccf::board::ReplayedMove::numeric)
        .collect();
    assert_eq!(rest_moves, ["2836", "6125"]);
    assert_eq!(
        shakmaty::fen::Fen::from_position(rest.end(), shakmaty::EnPassantMode::Legal).to_string(),
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
}

#[test]
fn a_move_with_a_syntax_error_and_no_repair_stops_the_line_with_a_board_note() {
    let text = "1. 5254 5755 2. 9999 2836 3. 6125 *";
    let found = check(text);
    let places: Vec<_> = found
        .iter()
        .map(|d| (d.code, d.severity, d.line, d.column))
        .collect();
    assert_eq!(
        places,
        // One S002 for the move, naming its four bad digits.
        [("S002", "error", 1, 17), ("B020", "advice", 1, 17)]
    );
    assert_eq!(
        found[1].message,
        "this move and the 2 later moves of this line were not checked on the board"
    );
}

/// A first move written in digits that no repair reads stops the line as any later move does:
/// the note says how many moves were left unchecked. A game in another notation is left to the
/// syntax error on its first move alone, which says to convert it.
#[rstest]
#[case::six_digits("1. 424444 5755 2. 6163 2836 *", &[("S004", "error", 1, 4), ("B020", "advice", 1, 4)])]
#[case::bad_square("1. 9999 5755 2. 6163 2836 *", &[("S002", "error", 1, 4), ("B020", "advice", 1, 4)])]
#[case::algebraic("1. e4 e5 2. Nf3 *", &[("S006", "error", 1, 4)])]
fn a_first_move_that_cannot_be_read_stops_the_line_with_a_board_note(
    #[case] text: &str,
    #[case] expected: &[(&str, &str, usize, usize)],
) {
    let found = check(text);
    let places: Vec<_> = found
        .iter()
        .map(|d| (d.code, d.severity, d.line, d.column))
        .collect();
    assert_eq!(places, expected);
    if let Some(note) = found.get(1) {
        assert_eq!(
            note.message,
            "this move and the 3 later moves of this line were not checked on the board"
        );
    }
}

#[rstest]
#[case::last_move_in_san("1. 5254 5755 2. Nf3 *", None)]
#[case::bad_digits_last("1. 5254 5795 *", None)]
#[case::bad_digits_repaired("1. 5254 5795 2. 7163 *", None)]
#[case::black_coordinate_move("1. 5254 e7e5 2. 7163 2836 *", None)]
#[case::bad_digits_with_no_repair(
    "1. 5254 9999 2. 7163 *",
    Some("this move and the 1 later move of this line were not checked on the board")
)]
#[case::last_bad_digits_with_no_repair("1. 5254 9999 *", None)]
fn the_board_note_after_a_syntax_error_says_only_what_is_known(
    #[case] text: &str,
    #[case] note: Option<&str>,
) {
    let game = &parse(text).transcript.games[0];
    let notes: Vec<String> = replay(game)
        .diagnostics
        .iter()
        .map(|d| d.message.clone())
        .collect();
    assert_eq!(
        notes,
        note.map(str::to_string).into_iter().collect::<Vec<_>>()
    );
}

#[test]
fn algebraic_moves_replay_in_pgn_mode() {
    let parsed = parse_as(
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *",
        Notation::Algebraic,
    );
    assert!(parsed.diagnostics.is_empty());
    let replay = replay(&parsed.transcript.games[0]);
    assert!(replay.diagnostics.is_empty());
    let numeric: Vec<String> = replay
        .mainline
        .moves
        .iter()
        .map(iccf::board::ReplayedMove::numeric)
        .collect();
    assert_eq!(
        numeric,
        ["5254", "5755", "7163", "2836", "6125", "1716", "5171"]
    );
}

#[test]
fn ambiguous_algebraic_move() {
    let parsed = parse_as(
        "1. Nf3 Nf6 2. Nc3 Nc6 3. Nd4 Nd5 4. Nb5 Nb4 5. Nd4 *",
        Notation::Algebraic,
    );
    let replay = replay(&parsed.transcript.games[0]);
    assert_eq!(replay.diagnostics.len(), 1, "{:?}", replay.diagnostics);
    assert_eq!(replay.diagnostics[0].code.as_str(), "B017");
    // Nb5: the knights on c3 and d4 can both go there.
    assert_eq!(replay.diagnostics[0].span.offset(), 36);
}

#[rstest]
#[case::after_white(
    "1. e4 -- *",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"
)]
#[case::after_black("1. -- *", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1")]
fn null_moves_advance_the_clocks_as_a_move_would(#[case] text: &str, #[case] fen: &str) {
    let parsed = parse_as(text, Notation::Algebraic);
    let replay = replay(&parsed.transcript.games[0]);
    assert!(replay.diagnostics.is_empty(), "{:?}", replay.diagnostics);
    assert_eq!(
        Fen::from_position(replay.final_position().unwrap(), EnPassantMode::Legal).to_string(),
        fen
    );
}

/// The diagnostics of `text` read as PGN (moves in SAN), the lint rules off.
fn check_pgn(text: &str) -> Vec<super::support::Located> {
    let index = iccf::LineIndex::new(text);
    let options = iccf::check::CheckOptions::default()
        .with_lint(false)
        .with_notation(Notation::Algebraic);
    iccf::check::check_games(text, options)
        .flat_map(|game| game.diagnostics)
        .map(|d| super::support::locate(text, &index, &d))
        .collect()
}

/// (code, line, column, message) of each diagnostic.
fn places(found: &[super::support::Located]) -> Vec<(&str, usize, usize, &str)> {
    found
        .iter()
        .map(|d| (d.code, d.line, d.column, d.message.as_str()))
        .collect()
}

// A pawn pushed onto a piece names the piece; a blocked double step names
// the blocker.
#[rstest]
#[case::white_onto_a_pawn(
    "1. 5254 5755 2. 5455 *",
    1,
    17,
    "the pawn on 54 (e4) cannot move to 55 (e5): a Black pawn stands there, and a pawn captures only diagonally"
)]
#[case::black_onto_a_pawn(
    "1. 5254 5755 2. 7163 5554 *",
    1,
    22,
    "the pawn on 55 (e5) cannot move to 54 (e4): a White pawn stands there, and a pawn captures only diagonally"
)]
#[case::white_two_squares_onto_a_knight(
    "1. 4244 7866 2. 7163 6654 3. 5254 *",
    1,
    30,
    "the pawn on 52 (e2) cannot move to 54 (e4): a Black knight stands there, and a pawn captures only diagonally"
)]
#[case::black_two_squares_through_a_knight(
    "[SetUp \"1\"]\n[FEN \"4k3/3p4/3N4/8/8/8/8/4K3 b - - 0 1\"]\n\n1... 4745 *",
    4,
    6,
    "the pawn on 47 (d7) cannot reach 45 (d5): the White knight on 46 (d6) is in the way"
)]
#[case::bishop_behind_its_own_pawn(
    "1. 6125 *",
    1,
    4,
    "the bishop on 61 (f1) cannot reach 25 (b5): the White pawn on 52 (e2) is in the way"
)]
fn a_blocked_move_names_the_piece_in_the_way(
    #[case] text: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] message: &str,
) {
    assert_eq!(places(&check(text)), [("B003", line, column, message)]);
}

// En passant that would leave the king in check is B005 with the checking
// piece, not B007.
#[rstest]
#[case::white_pinned_on_the_rank(
    "8/4p3/8/r2P3K/8/8/8/4k3 b - - 0 1",
    "1... 5755 2. 4556 *",
    14,
    "the en passant capture 45 (d5)-56 (e6) leaves the White king in check (check from the rook on 15 (a5))"
)]
#[case::black_pinned_on_a_diagonal(
    "8/8/2k5/8/4p3/8/3P4/4K2B w - - 0 1",
    "1. 4244 5443 *",
    9,
    "the en passant capture 54 (e4)-43 (d3) leaves the Black king in check (check from the bishop on 81 (h1))"
)]
#[case::white_in_check_from_a_discovered_bishop(
    "2b1k3/3p4/8/4P3/8/7K/8/8 b - - 0 1",
    "1... 4745 2. 5546 *",
    14,
    "White is in check and 55 (e5)-46 (d6) does not get out of it (check from the bishop on 38 (c8))"
)]
fn en_passant_into_check_is_b005(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    let text = with_fen(fen, movetext);
    assert_eq!(places(&check(&text)), [("B005", 4, column, message)]);
}

// Castling written as the king onto its own rook in standard chess.
#[rstest]
#[case::white_king_side(
    "",
    "1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5181 *",
    1,
    56,
    "`5181` is king-side castling in the Chess960 form, the king onto its own rook; standard chess writes `5171`",
    "5171",
    "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 3 5"
)]
#[case::black_king_side(
    "",
    "1. 5254 5755 2. 7163 7866 3. 6134 6835 4. 4243 5888 *",
    1,
    48,
    "`5888` is king-side castling in the Chess960 form, the king onto its own rook; standard chess writes `5878`",
    "5878",
    "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQ - 1 5"
)]
#[case::white_queen_side(
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "1. 5111 *",
    4,
    4,
    "`5111` is queen-side castling in the Chess960 form, the king onto its own rook; standard chess writes `5131`",
    "5131",
    "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"
)]
#[case::black_queen_side(
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
    "1... 5818 *",
    4,
    6,
    "`5818` is queen-side castling in the Chess960 form, the king onto its own rook; standard chess writes `5838`",
    "5838",
    "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"
)]
fn castling_onto_the_rook_in_standard_chess_is_read_with_a_warning(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] line: usize,
    #[case] column: usize,
    #[case] message: &str,
    #[case] standard: &str,
    #[case] after: &str,
) {
    let text = game_text(fen, movetext);
    let found = check(&text);
    assert_eq!(places(&found), [("B021", line, column, message)]);
    assert_eq!(found[0].severity, "warning");
    let game = &parse(&text).transcript.games[0];
    let replay = replay(game);
    let fix = replay.diagnostics[0].fix.as_ref().expect("a fix");
    assert_eq!(fix.edits[0].replacement, standard);
    let last = replay.mainline.moves.last().expect("replayed");
    assert_eq!(
        (last.reading, last.numeric()),
        (Reading::CastlingOntoRook, standard.to_string())
    );
    assert_eq!(final_fen(&text), after);
}

#[rstest]
#[case::pieces_in_the_way(
    "",
    "1. 5254 5755 2. 5181 *",
    "White cannot castle king-side: pieces stand between the king and the rook on 81 (h1), on 61, 71",
    "the king onto its own rook is the Chess960 form of castling; standard chess writes `5171`; the king on 51 can go to 52"
)]
#[case::no_castling_right(
    "r3k2r/8/8/8/8/8/8/R3K2R b KQ - 0 1",
    "1... 5888 *",
    "Black cannot castle king-side: the king or that rook has already moved",
    "the king onto its own rook is the Chess960 form of castling; standard chess writes `5878`; the king on 58 can go to 47, 57, 67, 48, 68; perhaps one of 5848 (Kd8), 5868 (Kf8), which fit the moves that follow equally well: check the scoresheet"
)]
fn illegal_castling_onto_the_rook_names_the_standard_form(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] message: &str,
    #[case] help: &str,
) {
    let text = game_text(fen, movetext);
    let found = check(&text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (
            found[0].code,
            found[0].message.as_str(),
            found[0].help.as_str()
        ),
        ("B006", message, help)
    );
}

// A SAN move that ignores a check (or a pin) is B005 with the checking piece.
#[rstest]
#[case::white_bishop_that_is_gone(
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Nxe5 Qd4 6. Nf3 Qxe4+ 7. Be2 Nf6 *",
    72,
    "White is in check from the queen on 54 (e4) and `Be2` does not get out of it: no White bishop can reach 52 (e2)"
)]
#[case::black_knight_ignores_the_queen(
    "1. e4 f6 2. Qh5+ Nc6 *",
    18,
    "Black is in check and 28 (b8)-36 (c6) does not get out of it (check from the queen on 85 (h5))"
)]
#[case::white_pinned_knight(
    "1. d4 e6 2. c4 Bb4+ 3. Nc3 Nf6 4. Ne4 *",
    35,
    "the knight on 33 (c3) is pinned: moving it leaves the White king in check (check from the bishop on 24 (b4))"
)]
#[case::black_king_along_the_check(
    "1. e4 d5 2. Bb5+ Kd7 *",
    18,
    "the Black king cannot go to 47 (d7): it would be in check there (check from the bishop on 25 (b5))"
)]
fn a_san_move_that_ignores_a_check_is_b005(
    #[case] text: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    assert_eq!(places(&check_pgn(text)), [("B005", 1, column, message)]);
}

#[test]
fn a_san_move_no_piece_can_make_is_b003_with_the_legal_moves() {
    let found = check_pgn("1. e4 e5 2. Bb6 *");
    assert_eq!(
        places(&found),
        [(
            "B003",
            1,
            13,
            "`Bb6` is not a legal move here: no White bishop can reach 26 (b6)"
        )]
    );
    assert!(
        found[0]
            .help
            .starts_with("White can play Ba6 Bb5 Bc4 Bd3 Be2 Ke2 Na3"),
        "{}",
        found[0].help
    );
}

#[rstest]
#[case::black_without_the_piece(
    "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1",
    "1... bxa1 *",
    "B008",
    6,
    "the pawn reaches the last rank on 11 (a1) but `bxa1` does not say which piece it becomes"
)]
#[case::white_without_the_piece(
    "8/4P3/8/8/8/8/8/k3K3 w - - 0 1",
    "1. e8 *",
    "B008",
    4,
    "the pawn reaches the last rank on 58 (e8) but `e8` does not say which piece it becomes"
)]
#[case::white_piece_before_the_last_rank(
    "4k3/8/8/8/8/8/4P3/K7 w - - 0 1",
    "1. e4=Q *",
    "B009",
    4,
    "promotion on a move that does not promote: the pawn goes from 52 (e2) to 54 (e4), not to the last rank"
)]
fn san_promotion_suffixes_missing_or_misplaced(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] code: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    let text = with_fen(fen, movetext);
    assert_eq!(places(&check_pgn(&text)), [(code, 4, column, message)]);
}

#[rstest]
#[case::german_knight("1. e4 e5 2. Sf3 Sc6 *", 13, "`Sf3` cannot be read as a move")]
#[case::figurine_knight("1. e4 e5 2. ♘f3 ♘c6 *", 13, "`♘f3` cannot be read as a move")]
#[case::black_french_bishop("1. e4 e5 2. Nf3 Fc5 *", 17, "`Fc5` cannot be read as a move")]
fn san_the_board_cannot_read_is_never_silent(
    #[case] text: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    // One error on the move, whichever layer finds it first (the board's B026 is the safety
    // net when the syntax layer lets the text through as SAN).
    let found = check_pgn(text);
    let errors: Vec<_> = found.iter().filter(|d| d.severity == "error").collect();
    assert_eq!(errors.len(), 1, "{found:#?}");
    assert_eq!((errors[0].line, errors[0].column), (1, column));
    if errors[0].code == "B026" {
        assert_eq!(errors[0].message, message);
    }
}

// A decisive result in a dead position is B012, like one after stalemate.
#[rstest]
#[case::king_against_king(
    "k7/8/8/8/8/8/6q1/7K w - - 0 1",
    "1. 8172 1-0",
    9,
    "the result 1-0 contradicts the final position: neither side can checkmate (White king alone against Black king alone), a dead position"
)]
#[case::king_and_bishop_against_king(
    "k7/8/8/8/8/8/1r6/KB6 w - - 0 1",
    "1. 1122 0-1",
    9,
    "the result 0-1 contradicts the final position: neither side can checkmate (White king and bishop against Black king alone), a dead position"
)]
#[case::black_king_and_knight_against_king(
    "8/8/8/8/8/2k5/1Q6/n3K3 b - - 0 1",
    "1... 3322 1-0",
    11,
    "the result 1-0 contradicts the final position: neither side can checkmate (White king alone against Black king and knight), a dead position"
)]
fn a_decisive_result_in_a_dead_position_is_b012(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    let found = check(&with_fen(fen, movetext));
    assert_eq!(places(&found), [("B012", 4, column, message)]);
    assert_eq!(
        found[0].help,
        format!(
            "the game ends on the board because {}: write 1/2-1/2",
            &message[message.find(": ").unwrap() + 2..]
        )
    );
}

#[rstest]
#[case::drawn("k7/8/8/8/8/8/6q1/7K w - - 0 1", "1. 8172 1/2-1/2")]
#[case::unknown("k7/8/8/8/8/8/6q1/7K w - - 0 1", "1. 8172 *")]
#[case::mating_material_left("k3r3/8/8/8/8/8/6q1/7K w - - 0 1", "1. 8172 0-1")]
fn results_that_fit_the_material_are_silent(#[case] fen: &str, #[case] movetext: &str) {
    assert_eq!(check(&with_fen(fen, movetext)), vec![]);
}

// One Black (or White) move left out of a game is one board error at the first
// move that does not fit; the line stops there.
#[rstest]
#[case::black_move_missing(
    "1. 5253 4746 2. 4244 7776 3. 4163 4. 6341 5756 5. 6263 7886 6. 5354 4645 *",
    "B002",
    38,
    "the queen on 63 (f3) belongs to White",
    5
)]
#[case::white_move_missing(
    "1. 5254 5755 2. 2836 3. 6134 6835 4. 4243 *",
    "B002",
    17,
    "the knight on 28 (b8) belongs to Black",
    3
)]
#[case::move_written_twice(
    "1. 5254 5756 2. 4244 4244 3. 2133 4746 *",
    "B001",
    22,
    "no piece stands on 42 (d2)",
    2
)]
fn a_missing_move_is_one_board_error_and_the_line_stops(
    #[case] text: &str,
    #[case] code: &str,
    #[case] column: usize,
    #[case] message: &str,
    #[case] unchecked: usize,
) {
    let game = &parse(text).transcript.games[0];
    let replay = replay(game);
    let index = iccf::LineIndex::new(text);
    let found: Vec<_> = replay
        .diagnostics
        .iter()
        .map(|d| super::support::locate(text, &index, d))
        .collect();
    assert_eq!(places(&found), [(code, 1, column, message)]);
    let stop = replay.mainline.stop.as_ref().expect("stopped");
    assert_eq!(
        (stop.cause, stop.unchecked_moves),
        (StopCause::IllegalMove, unchecked)
    );
}

// B004 and B009 name the piece where it stands.
#[rstest]
#[case::white_king_onto_its_bishop("1. 5161 *", "B004", 4, "White's own bishop stands on 61 (f1)")]
#[case::black_queen_onto_its_king(
    "1. 5254 4858 *",
    "B004",
    9,
    "Black's own king stands on 58 (e8)"
)]
#[case::knight_with_a_promotion_digit(
    "1. 71634 *",
    "B009",
    8,
    "promotion digit on a move that does not promote: 71 (g1) holds a knight, not a pawn"
)]
#[case::black_pawn_with_a_promotion_digit(
    "1. 5254 57552 *",
    "B009",
    13,
    "promotion digit on a move that does not promote: the pawn goes from 57 (e7) to 55 (e5), not to the last rank"
)]
fn own_pieces_and_promotion_digits_name_the_piece(
    #[case] text: &str,
    #[case] code: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    assert_eq!(places(&check(text)), [(code, 1, column, message)]);
}

#[rstest]
#[case::standard_g1("1. 7163 5755 2. 7171 *", 17, "the move goes from 71 (g1) to 71 (g1)")]
#[case::black_short_promotion_square_without_a_pawn(
    "1. 5254 5252 *",
    9,
    "the move goes from 52 (e2) to 52 (e2)"
)]
#[case::black_c8("1. 5254 3838 *", 9, "the move goes from 38 (c8) to 38 (c8)")]
fn a_piece_that_does_not_move_is_b018(
    #[case] text: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    let game = &parse(text).transcript.games[0];
    let index = iccf::LineIndex::new(text);
    let found: Vec<_> = replay(game)
        .diagnostics
        .iter()
        .map(|d| super::support::locate(text, &index, d))
        .collect();
    assert_eq!(places(&found), [("B018", 1, column, message)]);
}

#[rstest]
#[case::black_in_check("1. e4 f6 2. Qh5+ -- *", 18, "null move `--` while Black is in check")]
#[case::white_in_check(
    "1. e4 e5 2. f3 Qh4+ 3. Z0 *",
    24,
    "null move `Z0` while White is in check"
)]
#[case::black_after_a_capture(
    "1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *",
    30,
    "null move `--` while Black is in check"
)]
fn a_null_move_in_check_is_b019(#[case] text: &str, #[case] column: usize, #[case] message: &str) {
    let found = check_pgn(text);
    assert_eq!(places(&found), [("B019", 1, column, message)]);
}

/// The board's diagnostics alone (no syntax layer), located.
fn board_only(text: &str) -> Vec<super::support::Located> {
    let index = iccf::LineIndex::new(text);
    parse(text)
        .transcript
        .games
        .iter()
        .flat_map(|game| replay(game).diagnostics)
        .map(|d| super::support::locate(text, &index, &d))
        .collect()
}

// A castling right with no king or rook for it is named on its letter and
// dropped, and the game is replayed without it.
#[rstest]
#[case::black_q_without_a_rook(
    "1q2kb1r/1r1n1ppp/2Qpp3/8/N7/8/1PP2PPP/R1BR2K1 w q - 0 1",
    "1. 1435 4635 2. 3164 *",
    55,
    "the FEN gives the castling right `q`, but no Black rook stands on 18 (a8)",
    "1q2kb1r/1r1n1ppp/2Q1p3/2p5/5B2/8/1PP2PPP/R2R2K1 b - - 1 2"
)]
#[case::white_k_without_a_rook(
    "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
    "1. 5152 *",
    29,
    "the FEN gives the castling right `K`, but no White rook stands on 81 (h1)",
    "4k3/8/8/8/8/8/4K3/8 b - - 1 1"
)]
#[case::white_king_off_its_rank(
    "4k3/8/8/8/8/8/4K3/7R w K - 0 1",
    "1. 5253 *",
    30,
    "the FEN gives the castling right `K`, but the White king does not stand on its first rank",
    "4k3/8/8/8/8/4K3/8/7R b - - 1 1"
)]
#[case::one_of_four_rights(
    "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "1. 5254 *",
    56,
    "the FEN gives the castling right `q`, but no Black rook stands on 18 (a8)",
    "1nbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQk - 0 1"
)]
fn a_castling_right_without_its_pieces_is_dropped_with_a_warning(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] column: usize,
    #[case] message: &str,
    #[case] after: &str,
) {
    for text in [
        with_fen(fen, movetext),
        with_fen(fen, movetext).replace('\n', "\r\n"),
    ] {
        let found = check(&text);
        assert_eq!(places(&found), [("B023", 2, column, message)]);
        assert_eq!(found[0].severity, "warning");
        assert_eq!(found[0].length, 1);
        assert_eq!(final_fen(&text), after);
    }
}

/// A standard castling letter that only Chess960 explains (the king moved off e1 between its
/// rooks), in a game without a `Variant` tag: a warning on the letter, or one for the field when
/// several letters are so; the game is replayed as Chess960, which keeps the rights.
#[test]
fn a_castling_right_that_only_chess960_explains_is_a_warning() {
    let text = with_fen("r3k2r/8/8/8/8/8/8/R4K1R w Kkq - 0 1", "1. 6151 *");
    let found = check(&text);
    let message = "the FEN gives the castling right `K`, but the White king stands on 61 (f1): in standard chess it castles only from its e-file square; only Chess960 allows this right";
    assert_eq!(places(&found), [("B023", 2, 33, message)]);
    assert!(found[0].severity == "warning" && found[0].length == 1);
    // Both of White's letters, or a Chess960 start's four: one warning on the letters.
    for (fen, letters) in [
        ("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1", "KQ"),
        (
            "rnnkrbbq/pppppppp/8/8/8/8/PPPPPPPP/RNNKRBBQ w KQkq - 0 1",
            "KQkq",
        ),
    ] {
        let text = with_fen(fen, "*");
        let found = check(&text);
        let message = format!(
            "the FEN gives the castling rights `{letters}`, which only Chess960 allows: in standard chess a king castles only from its e-file square, with the rooks in the corners"
        );
        assert_eq!(
            places(&found),
            [("B023", 2, fen.find(' ').unwrap() + 10, message.as_str())]
        );
        assert_eq!(found[0].length, letters.len());
    }
    // With the tag that says so, the same FEN is a Chess960 position and no warning.
    let chess960 = format!("[Variant \"Chess960\"]\n{text}");
    assert_eq!(places(&check(&chess960)), []);
}

/// The king at home on e1 and the rook of a standard castling letter off its corner (`K` with
/// the rook on g1, after Rh1-g1): the warning names the corner the rook is missing from, not
/// the king, which stands where standard chess wants it.
#[rstest]
#[case::white_king_side(
    "rnbqkb1r/pppp1ppp/5n2/4p3/4P3/5N2/PPPP1PPP/RNBQKBR1 b KQkq - 3 3",
    "3... 6654 *",
    61,
    "the FEN gives the castling right `K`, but no White rook stands on 81 (h1): in standard chess the king castles only with the rook in the corner; only Chess960 allows this right, with the rook on 71 (g1)"
)]
#[case::black_queen_side(
    "1r2k2r/pppq1ppp/2npbn2/4p3/4P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8",
    "8. 5171 *",
    65,
    "the FEN gives the castling right `q`, but no Black rook stands on 18 (a8): in standard chess the king castles only with the rook in the corner; only Chess960 allows this right, with the rook on 28 (b8)"
)]
fn a_castling_right_with_the_rook_off_its_corner_names_the_corner(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    let found = check(&with_fen(fen, movetext));
    assert_eq!(places(&found), [("B023", 2, column, message)]);
    assert!(
        found[0]
            .help
            .starts_with("if the rook has moved, the right is lost: delete")
    );
}

#[test]
fn castling_after_a_dropped_right_is_illegal() {
    let found = check(&with_fen(
        "4k3/8/8/8/8/8/8/4K2R w Kk - 0 1",
        "1. 5171 5878 *",
    ));
    assert_eq!(
        places(&found),
        [
            (
                "B023",
                2,
                31,
                "the FEN gives the castling right `k`, but no Black rook stands on 88 (h8)"
            ),
            (
                "B006",
                4,
                9,
                "Black cannot castle king-side: the king or that rook has already moved"
            )
        ]
    );
}

#[rstest]
#[case::no_pawn_in_front(
    "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
    31,
    "the FEN's en passant square 56 (e6) is impossible: no Black pawn stands in front of it, as after a two-square move"
)]
#[case::wrong_rank_for_white(
    "4k3/8/8/8/4p3/8/8/4K3 w - e3 0 1",
    33,
    "the FEN's en passant square 53 (e3) is impossible: with White to move it must be on rank 6"
)]
#[case::black_to_move_no_pawn(
    "4k3/8/8/3P4/8/8/8/4K3 b - d3 0 1",
    33,
    "the FEN's en passant square 43 (d3) is impossible: no White pawn stands in front of it, as after a two-square move"
)]
fn an_impossible_en_passant_square_is_dropped_with_a_warning(
    #[case] fen: &str,
    #[case] column: usize,
    #[case] message: &str,
) {
    let text = with_fen(fen, "*");
    let found = check(&text);
    assert_eq!(places(&found), [("B024", 2, column, message)]);
    assert_eq!(found[0].length, 2);
    let game = &parse(&text).transcript.games[0];
    let start = replay(game).start.expect("replayed");
    assert_eq!(shakmaty::Position::maybe_ep_square(&start), None);
}

// Move number 0 in a FEN is a warning on that field; the board reads it as 1
// and tells the syntax layer the number as written (`first_move`).
#[rstest]
#[case::white_to_move(
    "8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - - 0 0",
    "0. 8717 0-1",
    false,
    45,
    Color::White
)]
#[case::black_to_move(
    "8/8/8/8/8/2k5/8/4K3 b - - 12 0",
    "0... 3322 *",
    false,
    36,
    Color::Black
)]
#[case::black_to_move_crlf(
    "8/8/8/8/8/2k5/8/4K3 b - - 12 0",
    "0... 3322 *",
    true,
    36,
    Color::Black
)]
fn fen_move_number_zero_is_a_warning_on_the_fen(
    #[case] fen: &str,
    #[case] movetext: &str,
    #[case] crlf: bool,
    #[case] column: usize,
    #[case] turn: Color,
) {
    let mut text = with_fen(fen, movetext);
    if crlf {
        text = text.replace('\n', "\r\n");
    }
    assert_eq!(
        places(&board_only(&text)),
        [(
            "B025",
            2,
            column,
            "the FEN's move number is 0; move numbers start at 1"
        )]
    );
    let first = iccf::board::first_move(fen);
    assert_eq!((first.number, first.turn), (0, turn));
}

/// The test of a numeric move without a move list (`iccf::board::plain_move`) against
/// shakmaty's legal moves on every from/to pair, in the positions where a shortcut goes wrong:
/// en passant exposing the king along the rank, en passant that answers a check, a pinned
/// piece moving along and off its pin, a double check, a king stepping along a checking ray,
/// a king taking a defended piece, pawn pushes through pieces, Black to move.
#[rstest]
#[case::en_passant_pinned_on_the_rank("8/8/8/K2pP2q/8/8/8/7k w - d6 0 2")]
#[case::en_passant_answers_a_check("8/8/8/2k5/3pP3/8/8/4K3 b - e3 0 1")]
#[case::en_passant_opening_a_diagonal("k7/8/8/8/3pP3/8/8/4K2B b - e3 0 1")]
#[case::pinned_rook_and_bishop("4k3/4r3/8/8/1b6/8/3R4/R3K3 w Q - 0 1")]
#[case::double_check("4k3/8/8/8/1b6/8/4r3/R3K2R w KQ - 0 1")]
#[case::king_along_the_checking_ray("8/8/8/8/8/8/k7/r3K3 w - - 0 1")]
#[case::king_takes_a_defended_piece("4k3/8/8/8/8/8/3qr3/4K3 w - - 0 1")]
#[case::pawns_blocked_and_double_steps("4k3/8/8/8/8/p1n5/PPP5/4K3 w - - 0 1")]
#[case::black_to_move_promotions_near("4k3/8/8/8/8/8/1p4p1/R3K2R b KQ - 0 1")]
#[case::castling_both_sides("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")]
#[case::castling_black_to_move("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")]
#[case::castling_through_an_attacked_square("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1")]
#[case::castling_out_of_check("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")]
#[case::castling_onto_an_attacked_square("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")]
#[case::castling_past_an_attacked_b_file("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")]
#[case::castling_blocked("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1")]
#[case::castling_with_the_rook_attacked("r3k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")]
fn the_move_list_free_test_agrees_with_shakmaty(#[case] fen: &str) {
    let position: shakmaty::Chess = fen
        .parse::<Fen>()
        .expect("a FEN")
        .into_position(shakmaty::CastlingMode::Standard)
        .expect("a legal position");
    super::generated_games::oracles::plain_moves_agree(&position);
}

/// What the test answers, on values: en passant pinned along the rank is refused; answering a
/// check by en passant is a move; a pinned rook moves along its pin only.
#[test]
fn the_move_list_free_test_on_values() {
    use shakmaty::{Chess, Move, Role, Square};
    let at = |fen: &str| -> Chess {
        fen.parse::<Fen>()
            .expect("a FEN")
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("a legal position")
    };
    let pinned = at("8/8/8/K2pP2q/8/8/8/7k w - d6 0 2");
    assert_eq!(
        iccf::board::plain_move(&pinned, Square::E5, Square::D6),
        None
    );
    let check = at("8/8/8/2k5/3pP3/8/8/4K3 b - e3 0 1");
    assert_eq!(
        iccf::board::plain_move(&check, Square::D4, Square::E3),
        Some(Move::EnPassant {
            from: Square::D4,
            to: Square::E3
        })
    );
    let pin = at("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
    assert_eq!(
        iccf::board::plain_move(&pin, Square::E2, Square::E7),
        Some(Move::Normal {
            role: Role::Rook,
            from: Square::E2,
            capture: Some(Role::Rook),
            to: Square::E7,
            promotion: None
        })
    );
    assert_eq!(iccf::board::plain_move(&pin, Square::E2, Square::A2), None);
}
