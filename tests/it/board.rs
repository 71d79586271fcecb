//! The board layer: every board diagnostic with its code and line:column, Chess960 castling in
//! both forms, FEN start positions, en passant, promotions, short promotions for both colours,
//! variations, and the final positions as FEN.

use iccf::board::{Reading, StopCause, replay};
use iccf::syntax::{Notation, ParseOptions, parse, parse_with};
use rstest::rstest;
use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;

use super::support::check;

const FEN_WHITE_PAWN_A7: &str = "[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n";
const FEN_BLACK_PAWN_A2: &str = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/p7/4K3 b - - 0 1\"]\n\n";

fn with_fen(fen: &str, movetext: &str) -> String {
    format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n{movetext}")
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
    "White cannot castle king-side: the king would pass through or land on 61 (f1), which the piece on 62 attacks"
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
        &text[d.related[0].span.offset..d.related[0].span.end()],
        "6824"
    );
}

#[test]
fn an_illegal_move_says_how_many_moves_were_left_unchecked() {
    let found = check("1. 5254 5755 2. 5354 2836 3. 6125 *");
    assert!(
        found[0]
            .help
            .ends_with("the 2 later moves of this line were not checked"),
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
#[case::checkmate_but_draw("1. 6263 5755 2. 7274 4884 1/2-1/2", "B012", 1, 27)]
#[case::check_mark_without_check("1. 5254+ *", "B013", 1, 8)]
#[case::mate_mark_on_plain_check("1. 5254 6766 2. 4185# *", "B013", 1, 21)]
fn result_and_mark_warnings(
    #[case] text: &str,
    #[case] code: &str,
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
        (code, "warning", line, column)
    );
}

#[test]
fn result_tag_and_marker_contradicting_checkmate() {
    let found = check("[Result \"1-0\"]\n\n1. 6263 5755 2. 7274 4884 1-0");
    let places: Vec<_> = found.iter().map(|d| (d.code, d.line, d.column)).collect();
    assert_eq!(places, [("B012", 1, 9), ("B012", 3, 27)]);
    assert_eq!(
        found[0].message,
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
    let black = &replay.mainline.moves[1];
    assert_eq!(black.variations.len(), 1);
    assert_eq!(
        black.variations[0]
            .moves
            .iter()
            .map(|m| m.numeric())
            .collect::<Vec<_>>(),
        ["3735", "7163", "4746"]
    );
    assert_eq!(
        black.variations[0].moves[1].variations[0].moves[0].numeric(),
        "3233"
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
fn a_move_with_a_syntax_error_stops_the_line_without_a_second_diagnostic() {
    let text = "1. 5254 5755 2. Nf3 2836 3. 6125 *";
    let found = check(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(
        (found[0].code, found[0].line, found[0].column),
        ("S006", 1, 17)
    );
    assert!(
        found[0]
            .help
            .starts_with("write `7163`, the same move in numeric notation"),
        "{}",
        found[0].help
    );
    assert!(
        found[0]
            .help
            .ends_with("the 2 later moves of this line were not checked on the board"),
        "{}",
        found[0].help
    );
    let replay = replay(&parse(text).transcript.games[0]);
    let stop = replay.mainline.stop.as_ref().expect("stopped");
    assert_eq!(
        (stop.cause, stop.unchecked_moves),
        (StopCause::SyntaxError, 2)
    );
}

#[test]
fn algebraic_moves_replay_in_pgn_mode() {
    let parsed = parse_with(
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *",
        ParseOptions::with_notation(Notation::Algebraic),
    );
    assert!(parsed.diagnostics.is_empty());
    let replay = replay(&parsed.transcript.games[0]);
    assert!(replay.diagnostics.is_empty());
    let numeric: Vec<String> = replay.mainline.moves.iter().map(|m| m.numeric()).collect();
    assert_eq!(
        numeric,
        ["5254", "5755", "7163", "2836", "6125", "1716", "5171"]
    );
}

#[test]
fn ambiguous_algebraic_move() {
    let parsed = parse_with(
        "1. Nf3 Nf6 2. Nc3 Nc6 3. Nd4 Nd5 4. Nb5 Nb4 5. Nd4 *",
        ParseOptions::with_notation(Notation::Algebraic),
    );
    let replay = replay(&parsed.transcript.games[0]);
    assert_eq!(replay.diagnostics.len(), 1, "{:?}", replay.diagnostics);
    assert_eq!(replay.diagnostics[0].code.as_str(), "B017");
    // Nb5: the knights on c3 and d4 can both go there.
    assert_eq!(replay.diagnostics[0].span.offset, 36);
}

#[rstest]
#[case::after_white(
    "1. e4 -- *",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"
)]
#[case::after_black("1. -- *", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1")]
fn null_moves_advance_the_clocks_as_a_move_would(#[case] text: &str, #[case] fen: &str) {
    let parsed = parse_with(text, ParseOptions::with_notation(Notation::Algebraic));
    let replay = replay(&parsed.transcript.games[0]);
    assert!(replay.diagnostics.is_empty(), "{:?}", replay.diagnostics);
    assert_eq!(
        Fen::from_position(replay.final_position().unwrap(), EnPassantMode::Legal).to_string(),
        fen
    );
}
