//! The inputs fuzzing found (`tests/fixtures/fuzz/`, named after the target that found them and
//! the fault), replayed through every oracle of the fuzz targets, with the fault's own values
//! asserted and variations of its kind.

use std::path::Path;

use iccf::convert::{ConvertOptions, Target, convert};
use iccf::syntax::Notation;
use rstest::rstest;

use super::oracles;

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/fuzz")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every fixture holds under every oracle.
#[rstest]
#[case::check_binary_after_bom("check-binary-after-bom.iccf")]
#[case::fmt_roster_order("fmt-roster-order.iccf")]
#[case::fmt_comment_padding("fmt-comment-padding.iccf")]
#[case::fmt_result_from_tag("fmt-result-from-tag.iccf")]
#[case::convert_comment_broken_at_space("convert-comment-broken-at-space.iccf")]
#[case::pgn_null_moves("pgn-null-moves.pgn")]
#[case::fmt_misplaced_result_at_line_end("fmt-misplaced-result-at-line-end.iccf")]
#[case::fmt_misplaced_tag_pair_at_line_end("fmt-misplaced-tag-pair-at-line-end.iccf")]
#[case::fmt_unclosed_too_deep_variations("fmt-unclosed-too-deep-variations.iccf")]
#[case::check_position_at_a_whole_checkpoint("check-position-at-a-whole-checkpoint.iccf")]
#[case::fmt_number_after_a_move_number("fmt-number-after-a-move-number.iccf")]
#[case::fix_tag_text_among_moves("fix-tag-text-among-moves.iccf")]
#[case::fmt_prose_glued_to_a_stray("fmt-prose-glued-to-a-stray.iccf")]
#[case::fix_prose_glued_to_a_loose_result("fix-prose-glued-to-a-loose-result.iccf")]
#[case::fmt_dash_then_number_on_the_next_line("fmt-dash-then-number-on-the-next-line.iccf")]
#[case::fix_prose_after_an_unclosed_comment("fix-prose-after-an-unclosed-comment.iccf")]
#[case::fmt_windows_1252_game_beside_an_ascii_game(
    "fmt-windows-1252-game-beside-an-ascii-game.iccf"
)]
#[case::fmt_result_dash_after_words("fmt-result-dash-after-words.iccf")]
#[case::fmt_check_mark_before_a_stray_dot("fmt-check-mark-before-a-stray-dot.iccf")]
#[case::fix_fen_tag_before_a_nul("fix-fen-tag-before-a-nul.iccf")]
#[case::pgn_stray_dashes_glued_to_a_move("pgn-stray-dashes-glued-to-a-move.pgn")]
#[case::fmt_words_glued_after_prose("fmt-words-glued-after-prose.iccf")]
#[case::fix_prose_holding_a_brace("fix-prose-holding-a-brace.iccf")]
#[case::fmt_text_glued_after_a_check_mark("fmt-text-glued-after-a-check-mark.iccf")]
#[case::fmt_tag_value_holding_a_bracket("fmt-tag-value-holding-a-bracket.iccf")]
#[case::fix_prose_after_a_comment_holding_a_brace("fix-prose-after-a-comment-holding-a-brace.iccf")]
#[case::fmt_stray_bracket_after_a_dropped_number("fmt-stray-bracket-after-a-dropped-number.iccf")]
#[case::fmt_stray_bracket_after_a_dropped_number_in_a_game(
    "fmt-stray-bracket-after-a-dropped-number-in-a-game.iccf"
)]
#[case::fmt_dotless_numbers_over_lines("fmt-dotless-numbers-over-lines.iccf")]
#[case::fmt_dotless_numbers_over_lines_minimal("fmt-dotless-numbers-over-lines-minimal.iccf")]
#[case::fmt_number_before_short_digits_after_a_misplaced_result(
    "fmt-number-before-short-digits-after-a-misplaced-result.iccf"
)]
#[case::fmt_separator_of_a_move_off_the_board("fmt-separator-of-a-move-off-the-board.iccf")]
#[case::fmt_stray_bracket_at_a_line_end("fmt-stray-bracket-at-a-line-end.iccf")]
#[case::fmt_short_digits_glued_after_a_stray_bracket(
    "fmt-short-digits-glued-after-a-stray-bracket.iccf"
)]
#[case::fmt_stray_bracket_glued_after_prose("fmt-stray-bracket-glued-after-prose.iccf")]
#[case::fmt_digits_before_dots_at_the_wrapping_width(
    "fmt-digits-before-dots-at-the-wrapping-width.iccf"
)]
#[case::fmt_digits_before_dots_at_the_wrapping_width_minimal(
    "fmt-digits-before-dots-at-the-wrapping-width-minimal.iccf"
)]
#[case::fmt_misplaced_result_before_the_first_move(
    "fmt-misplaced-result-before-the-first-move.iccf"
)]
#[case::check_diagnostics_out_of_order_after_a_long_move_glued_to_a_result(
    "check-diagnostics-out-of-order-after-a-long-move-glued-to-a-result.iccf"
)]
#[case::pgn_diagnostics_out_of_order("pgn-diagnostics-out-of-order.pgn")]
#[case::check_note_after_a_bad_square_inside_the_move(
    "check-note-after-a-bad-square-inside-the-move.iccf"
)]
#[case::syntax_round_trip_tag_name_dash("syntax-round-trip-tag-name-dash.iccf")]
#[case::check_markup_tag_cut_inside_a_character("check-markup-tag-cut-inside-a-character.iccf")]
#[case::fix_words_glued_after_a_result("fix-words-glued-after-a-result.iccf")]
#[case::fix_words_only_game_after_escape_lines("fix-words-only-game-after-escape-lines.iccf")]
#[case::fix_new_board_error_after_control_bytes("fix-new-board-error-after-control-bytes.iccf")]
#[case::fmt_guard_words_with_a_soft_hyphen_after_dropped_number(
    "fmt-guard-words-with-a-soft-hyphen-after-dropped-number.iccf"
)]
#[case::fmt_words_with_a_soft_hyphen_after_dropped_number(
    "fmt-words-with-a-soft-hyphen-after-dropped-number.iccf"
)]
#[case::fmt_words_with_a_soft_hyphen_after_dropped_number_minimal(
    "fmt-words-with-a-soft-hyphen-after-dropped-number-minimal.iccf"
)]
fn fuzz_findings_hold_under_every_oracle(#[case] name: &str) {
    let bytes = fixture(name);
    oracles::check(&bytes);
    oracles::fix(&bytes);
    oracles::convert_round_trip(&bytes);
    oracles::fmt(&bytes);
    oracles::fmt_layout(&bytes);
    oracles::pgn(&bytes);
}

/// Found by the `token_soups` property test: printed, a tag value that ran on over the next
/// line `[A"]` put that tag-pair line inside it, so the result in the variation before no
/// longer ended the game and the two games became one. Parse, print and parse again keep the
/// tree; the value ends at its line.
#[test]
fn a_tag_pair_line_after_an_unclosed_value_stays_a_tag_pair() {
    let text = String::from_utf8(fixture("syntax-round-trip-tag-name-dash.iccf")).expect("UTF-8");
    let parsed = crate::it::support::parse_checked(&text);
    let tags: Vec<Vec<(&str, &str)>> = parsed
        .transcript
        .games
        .iter()
        .map(|g| {
            g.tags
                .iter()
                .map(|t| (t.name.as_str(), t.value.as_str()))
                .collect()
        })
        .collect();
    assert_eq!(tags, [vec![], vec![("-", "\t0"), ("A", "] )")]]);
}

/// The B020 note on a move follows every error inside that move, also one that starts after
/// the note (a bad square after a letter read as a digit); the next stray text comes after it
/// (found by the generated games of the property tests: the oracle read this as out of order).
#[test]
fn a_note_follows_every_error_inside_its_move() {
    let text = String::from_utf8(fixture(
        "check-note-after-a-bad-square-inside-the-move.iccf",
    ))
    .expect("UTF-8");
    let order: Vec<_> = iccf::check::check_games(&text, iccf::check::CheckOptions::default())
        .flat_map(|c| c.diagnostics)
        .map(|d| (d.code.as_str(), d.span.offset(), d.span.len()))
        .collect();
    assert_eq!(
        order,
        [
            ("L003", 0, 2),
            ("S040", 16, 4),
            ("S002", 18, 2),
            ("B020", 16, 4),
            ("S015", 20, 1),
            ("S016", 21, 2),
        ]
    );
}

/// A file that is not text is flagged on its first character, whole: a byte-order mark or a
/// letter of several bytes is not cut (found by the `check` target: a BOM, then a NUL byte).
#[rstest]
#[case::bom_then_nul(b"\xef\xbb\xbf[Event \"A\"]\0".as_slice(), (0, 3), "binary data (it holds NUL bytes)")]
#[case::two_byte_letter(b"\xc3\xa9 1. 5254\0".as_slice(), (0, 2), "binary data (it holds NUL bytes)")]
#[case::four_byte_letter(b"\xf0\x9f\x98\x80\0".as_slice(), (0, 4), "binary data (it holds NUL bytes)")]
#[case::ascii(b"1. 5254\0".as_slice(), (0, 1), "binary data (it holds NUL bytes)")]
#[case::bad_first_byte(b"\xff\0".as_slice(), (0, 1), "binary data (it holds NUL bytes)")]
#[case::gzip(b"\x1f\x8b\x08\0".as_slice(), (0, 1), "a gzip archive: unpack it first (gunzip)")]
#[case::fixture_of_the_finding(&fixture("check-binary-after-bom.iccf"), (0, 3), "binary data (it holds NUL bytes)")]
fn a_binary_file_is_flagged_on_its_whole_first_character(
    #[case] bytes: &[u8],
    #[case] span: (usize, usize),
    #[case] kind: &str,
) {
    let decoded = iccf::source::decode(bytes);
    assert!(decoded.binary);
    let d = decoded.diagnostic.expect("a diagnostic");
    assert_eq!(
        (d.code.as_str(), d.span.offset(), d.span.len()),
        ("S001", span.0, span.1)
    );
    assert_eq!(
        d.message,
        format!("the file is not a text file: it looks like {kind}")
    );
    oracles::check(bytes);
}

/// What the writers change on purpose, which the first oracles took for lost content (found on
/// the seeds of the `fmt`, `convert_round_trip` and `pgn` targets): `fmt` puts the tag pairs in
/// the roster's order, pads a comment inside its braces and writes the Result tag's value for a
/// game without a termination marker; the PGN writer breaks a long comment at a space.
#[rstest]
#[case::roster_order(
    "fmt-roster-order.iccf",
    "[Event \"Custom startup position\"]\n[Result \"0-1\"]\n[FEN \"rnb1k1nr/pppp1ppp/8/2b1p3/2B1P2q/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 5 4\"]\n\n4... 8462 0-1\n"
)]
#[case::comment_padding(
    "fmt-comment-padding.iccf",
    "1. 4244 7866 2. 3234 5756 3. 2133 6824 { Nimzo-Indian; « solid » } 1/2-1/2\n"
)]
#[case::result_from_tag(
    "fmt-result-from-tag.iccf",
    "[Event \"Test 5d tags only, last in file\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n[Round \"4\"]\n[White \"Player A\"]\n[Black \"Player B\"]\n[Result \"1-0\"]\n\n1-0\n"
)]
fn fmt_changes_only_the_layout(#[case] name: &str, #[case] ends_with: &str) {
    let (text, _) = iccf::convert::decode_text(&fixture(name));
    let formatted = oracles::format_text(&text, false).expect("formatted");
    assert!(formatted.ends_with(ends_with), "{formatted}");
    assert_eq!(
        oracles::format_text(&formatted, false),
        Some(formatted.clone())
    );
}

#[test]
fn the_pgn_writer_breaks_a_long_comment_at_a_space() {
    let text = String::from_utf8(fixture("convert-comment-broken-at-space.iccf")).expect("UTF-8");
    let pgn = convert(&text, &ConvertOptions::to(Target::Pgn)).expect("converted");
    assert!(
        pgn.contains(
            "{ [%key value1] Cannot have several tags with the same key here!\n[%key value2] }"
        ),
        "{pgn}"
    );
    assert!(pgn.lines().all(|l| l.chars().count() <= 80), "{pgn}");
}

/// A null move goes to numeric as `--`, which only PGN reading takes back.
#[test]
fn null_moves_go_to_numeric_and_back_through_pgn_reading() {
    let text = String::from_utf8(fixture("pgn-null-moves.pgn")).expect("UTF-8");
    let from_pgn = ConvertOptions::to(Target::Iccf).from(Notation::Algebraic);
    let numeric = convert(&text, &from_pgn).expect("converted");
    assert!(
        numeric.ends_with("\n\n1. 5254 -- 2. 4244 7866 3. -- 2836 *\n"),
        "{numeric}"
    );
    assert!(convert(&numeric, &ConvertOptions::to(Target::Pgn)).is_err());
    let back = ConvertOptions::to(Target::Pgn).from(Notation::Algebraic);
    let pgn = convert(&numeric, &back).expect("read back as PGN");
    assert!(
        pgn.contains("\n\n1. e4 -- 2. d4 Nf6 3. -- Nc6 *\n"),
        "{pgn}"
    );
}

/// A termination marker followed by more moves on its line is misplaced; at the end of a line it
/// ends the game. `fmt --force` and `convert --force` once broke the line right after a misplaced
/// one and so split the game in two (found by the property tests). Every place of the marker on
/// the line is tried, with LF and CRLF, in numeric and in PGN output.
#[rstest]
fn a_misplaced_result_keeps_the_next_move_on_its_line(
    #[values("1-0", "0-1", "1/2-1/2", "*")] result: &str,
    #[values("\n", "\r\n")] eol: &str,
    #[values(Target::Iccf, Target::Pgn)] target: Target,
) {
    for width in 0..90 {
        let text = format!(
            "[Event \"?\"]{eol}[Result \"*\"]{eol}{eol}1. 5254 {{ {} }} 1... 5755 2. 7163 {result} 2... 2836 3. 6125 *{eol}",
            "x".repeat(width + 1)
        );
        assert_eq!(iccf::syntax::games(&text).count(), 1, "{text}");
        let options = ConvertOptions::to(target).with_force(true);
        let out = convert(&text, &options).expect("forced");
        assert_eq!(iccf::syntax::games(&out).count(), 1, "{out}");
        let marker = format!("{result} 2...");
        assert!(
            out.contains(&marker),
            "the marker is followed by the move number on its line:\n{out}"
        );
        let again = convert(&out, &options.from(Notation::Auto)).expect("forced");
        assert_eq!(again, out, "a fixed point");
    }
}

/// A tag pair among the moves stays among them: at the start of a line it would begin a new
/// game (found by the `fmt` target: `fmt --force` broke the line before it).
#[rstest]
fn a_misplaced_tag_pair_stays_among_the_moves(
    #[values("\n", "\r\n")] eol: &str,
    #[values(Target::Iccf, Target::Pgn)] target: Target,
) {
    for width in 0..90 {
        let text = format!(
            "[Event \"?\"]{eol}[Result \"*\"]{eol}{eol}1. 5254 {{ {} }} 1... 5755 2. 7163 [Annotator \"A\"] 2... 2836 *{eol}",
            "x".repeat(width + 1)
        );
        assert_eq!(iccf::syntax::games(&text).count(), 1, "{text}");
        let options = ConvertOptions::to(target).with_force(true);
        let out = convert(&text, &options).expect("forced");
        assert_eq!(iccf::syntax::games(&out).count(), 1, "{out}");
        assert!(
            !out.contains("\n[Annotator"),
            "the tag pair stays on its line:\n{out}"
        );
        let again = convert(&out, &options.from(Notation::Auto)).expect("forced");
        assert_eq!(again, out, "a fixed point");
    }
}

/// Variations nested beyond the limit and never closed: formatting closes them all, keeps the
/// game's termination marker the game's, and formatting again changes nothing (found by the
/// `fmt` target: 80 `(` gave 64 `)`, and each pass closed some more).
#[rstest]
fn unclosed_variations_beyond_the_limit_are_closed_once(
    #[values(65, 66, 80, 200)] opened: usize,
    #[values("", "{ a ( comment } ", "{ never closed ")] inside: &str,
    #[values("1-0", "*")] result: &str,
    #[values(Target::Iccf, Target::Pgn)] target: Target,
) {
    let text = format!(
        "[Event \"?\"]\n[Result \"{result}\"]\n\n1. 5254 5755 2. {}{inside}7163 2836\n{result}\n",
        "(".repeat(opened)
    );
    let games: Vec<_> = iccf::syntax::games_with(
        &text,
        iccf::check::parse_options(iccf::syntax::Notation::Numeric),
    )
    .collect();
    assert_eq!(games.len(), 1, "{text}");
    let codes: Vec<&str> = games[0]
        .diagnostics
        .iter()
        .map(|d| d.code.as_str())
        .collect();
    assert_eq!(
        codes.iter().filter(|c| **c == "S024").count(),
        1,
        "{codes:?}"
    );
    let options = ConvertOptions::to(target).with_force(true);
    let out = convert(&text, &options).expect("forced");
    let again = convert(&out, &options.from(Notation::Auto)).expect("forced");
    assert_eq!(again, out, "a fixed point");
    let closed = out.matches(')').count() - inside.matches(')').count();
    let open = out.matches('(').count() - inside.matches('(').count();
    assert_eq!(closed, open, "every variation is closed:\n{out}");
    if inside.is_empty() {
        let tokens: Vec<&str> = out.split_whitespace().rev().take(2).collect();
        assert_eq!(
            tokens,
            [result, ")"],
            "the game's own marker ends it:\n{out}"
        );
    }
}

/// A number right after a move number is a move too short, not a second move number: `fmt`
/// once wrote `5.1` as `1. 1`, then read that `1` as a number and dropped it (found by the
/// `fmt` target).
#[rstest]
#[case::glued("5.1", "S004")]
#[case::spaced("1. 1 *", "S004")]
#[case::black("1. 5254 1... 12 *", "S004")]
#[case::black_due("5.1 1", "S004")]
#[case::black_due_spaced("1. 1 1 *", "S004")]
#[case::black_due_next_line("2\t%1\n0 ", "S004")]
#[case::black_due_before_words("1. 5254 5755 2. 7163 2 with ns *", "S004")]
#[case::black_due_before_a_number("1. 5254 1 2. 7163 *", "S004")]
#[case::short_numbers("4 5 4 6 33 7 3 7 2 6 3 3.3 7\n3 3 4 2 9 2", "S004")]
fn a_number_after_a_move_number_is_a_move(#[case] text: &str, #[case] code: &str) {
    let parsed = crate::it::support::parse(text);
    assert!(
        parsed.diagnostics.iter().any(|d| d.code.as_str() == code),
        "{:?}",
        parsed.diagnostics
    );
    let options = ConvertOptions::to(Target::Iccf).with_force(true);
    let once = convert(text, &options).expect("forced");
    let again = convert(&once, &options).expect("forced");
    assert_eq!(again, once);
    let digits = |t: &str| t.chars().filter(char::is_ascii_digit).count();
    assert!(
        digits(&once) >= digits(text) - 1,
        "no number lost: {once:?}"
    );
}

/// Words with no move after them on their line hold the line: ended there, the next reading
/// takes them for a line of prose. A stray `:` or `-` after them therefore keeps the number
/// after it on the line (`x 0:6687`, found by the `fmt` target, once printed `0:` and `6687` on
/// two lines). After a move the line may end there, as `0-` then `1` on one line would read as a
/// result. A move written right after stray characters stays glued to them, unnumbered (apart,
/// `½-½ 1111` reads as a result and `-- 7163` as a null move). A misplaced result before
/// White's first move keeps that move without `1.`: `1-0 1.` reads as the end of the game and a
/// new game. A remark after an arrow (`-> e4`, `<--`) runs to the end of its line, also glued
/// to a move, and a stray `<` is not such a remark (found by the generated-games properties).
/// A move number without its move stays before a stray `[` that would otherwise come first in
/// the moves, where it begins a tag pair (`1[`, found by the `fmt` target). Digits too short
/// for a move that spell Black's move number get that number written before them: after a
/// number out of sequence the parser counts on from it and read them as a move, while `fmt`
/// counts the moves, and in its output `2 .` would read as Black's number `2` and dots. A move
/// number also stays after a result it made misplaced or stray when no move read as one follows
/// (`*0.`, `5254*0.`, `1/2 5.6`: without it, the result ends the game), a misplaced result glued
/// to stray text numbers Black's move after it as one apart does, a numeric move with a square
/// off the board keeps its separator (`e 23:00` is words and a move, `e 2300` a line of prose),
/// the line ends after a stray `[` as in the syntax printer (`[ e""]` reads as a tag pair) and a
/// line never starts with one (`[B` would begin a new game), digits with dots glued after them
/// (`4242...`, a move number among words) do not end the hold of words on their line, and a stray `*` glued to a move keeps what follows on
/// its line, past the width.
#[rstest]
#[case::colon_after_words("x 0:6687", " x 1. 0:6687 *\n")]
#[case::dash_after_words("x 0-6687", " x 1. 0-6687 *\n")]
#[case::colon_apart_after_words("x 0: 6687", " x 1. 0: 6687 *\n")]
#[case::dash_after_a_move("x 5254-:7163", " x 1. 5254-:7163 *\n")]
#[case::dash_apart_after_a_move("x 5254-: 7163", " x 1. 5254-:\n7163 *\n")]
#[case::null_move_glued_to_a_move("1. 5254 5755 x --7163", "1. 5254 5755 x 2. -- 7163 *\n")]
#[case::draw_glued_to_a_move("x \u{bd}-\u{bd}1111", " x \u{bd}-\u{bd}1111 *\n")]
#[case::misplaced_result_after_words("x 1-0 5254", " x\n1-0 5254 *\n")]
#[case::misplaced_result_after_a_comment("{c} 1:0 5254", "{ c } 1:0 5254 *\n")]
#[case::misplaced_draw_then_black("x \u{bd}-\u{bd} 5254 5755", " x\n\u{bd}-\u{bd} 5254 5755 *\n")]
#[case::misplaced_result_first("1-0 5254", "1-0 5254 *\n")]
#[case::text_glued_after_a_check_mark("1. 5254#Q 5755", "1. 5254#Q 5755 *\n")]
#[case::stray_glued_after_prose(
    "B[Result \"*\"]\n\n1. 1214 7775 *",
    " B[Result \"*\n\"] 1. 1214 7775 *\n"
)]
#[case::words_glued_after_prose("0\nE2[T 226 17*e", "1. 0 E2[T 226 17*\n e\n*\n")]
#[case::arrow_remark("1. 5254 -> e4\n5755 *", "1. 5254 -> e4\n5755 *\n")]
#[case::stray_bracket_after_a_dangling_number("1[", "1[ *\n")]
#[case::separator_of_a_move_off_the_board("e 23:00", " e 1. 23-00 *\n")]
#[case::stray_bracket_at_a_line_end("7[\ne\"\"]", "1. 7[\n e\"\"]\n*\n")]
#[case::stray_bracket_before_a_move("1. 5254 [ 5755", "1. 5254 [\n5755 *\n")]
#[case::short_digits_glued_after_a_stray_bracket("3[5", "1. 3[\n5 *\n")]
#[case::stray_bracket_glued_after_prose("t \"*[B", " t \"*\n [B\n*\n")]
#[case::digits_before_dots_after_words(
    "x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x 4242... 4857 5",
    " x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x x 1. 4242... 4857\n2. 5 *\n"
)]
#[case::dangling_number_after_a_misplaced_result("*0.", "* 0. *\n")]
#[case::number_before_short_digits_after_a_misplaced_result("1/2 5.6", "1/2 5. 6 *\n")]
#[case::misplaced_result_glued_to_a_stray_dash(
    "5 3 7 3\n1-1/2 5263",
    "1. 5 3 2. 7 3 3. 1-\n1/2 3... 5263 *\n"
)]
#[case::number_before_short_digits_after_a_result_in_the_game(
    "1. 5254 1-0 2. 57",
    "1. 5254 1-0 2. 57 *\n"
)]
#[case::dangling_number_after_a_stray_star("5254*0.", "1. 5254* 0. *\n")]
#[case::stray_star_at_the_wrapping_width(
    ")(5756 2244)6134 2836 4185\n7866 4567{T. 5171 283*10.",
    ") ( 1. 5756 2244 ) 1. 6134 2836 2. 4185 7866 3. 4567 { T. } 3... 5171 4. 283* 10.\n*\n"
)]
#[case::short_digits_after_a_number_out_of_sequence("8 2.2\n2 2\n.", "1. 8 2 2. 2 2... 2 . *\n")]
#[case::short_digits_before_a_stray_dot_after_a_number_out_of_sequence(
    "1. 5254 3. 7163 2755 2 . 5755",
    "1. 5254 7163 2. 2755 2... 2 . 3. 5755 *\n"
)]
#[case::stray_bracket_apart_after_a_dangling_number("1 [", "1 [ *\n")]
#[case::stray_bracket_after_black_dots("1...[", "1...[ *\n")]
#[case::stray_bracket_after_tags_and_a_number(
    "[Event \"x\"]\n\n1[ 5254",
    "[Event \"x\"]\n\n1[\n1. 5254 *\n"
)]
#[case::arrow_remark_glued("1. 5254 5755!<-- hm\n2. 7163 *", "1. 5254 5755!<-- hm\n2. 7163 *\n")]
#[case::stray_angle_bracket_before_words(
    "1. 5254 5755 2. 7163 {x} 2.<a.. 2836 *",
    "1. 5254 5755 2. 7163 { x } <a.. 2... 2836 *\n"
)]
fn forced_formatting_keeps_the_reading_of_dashes_and_results(
    #[case] text: &str,
    #[case] expected: &str,
) {
    let options = ConvertOptions::to(Target::Iccf).with_force(true);
    let out = convert(text, &options).expect("forced");
    assert_eq!(out, expected);
    assert_eq!(
        convert(&out, &options).expect("forced"),
        out,
        "a fixed point"
    );
    assert_eq!(iccf::syntax::games(&out).count(), 1, "{out}");
}
