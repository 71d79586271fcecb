//! Records as people paste them: HTML, e-mail text, typographic quotes, other
//! separators and numbering, invisible characters, OCR and retyping, writers' bugs and other
//! notations. Each artefact is one diagnostic with its true reason, at its place, and the moves
//! around it are read and checked on the board (an illegal move among them is still reported).

use rstest::rstest;

use crate::it::support::{Located, check};

/// The Seven Tag Roster of the games below, one tag per line.
const TAGS: &str = "[Event \"Club\"]\n[Site \"?\"]\n[Date \"2024.03.05\"]\n[Round \"1\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n";

/// `(code, line, column)` of each diagnostic.
fn places(found: &[Located]) -> Vec<(&'static str, usize, usize)> {
    found.iter().map(|d| (d.code, d.line, d.column)).collect()
}

/// How many moves of the main line the board replayed, over all games (a line resumed after a
/// repaired move counted on).
fn replayed(text: &str) -> usize {
    iccf::check::check_games(text, iccf::check::CheckOptions::default().with_lint(false))
        .filter_map(|game| game.replay)
        .map(|replay| {
            let mut line = Some(&replay.mainline);
            let mut moves = 0;
            while let Some(current) = line {
                moves += current.moves.len();
                line = current.resumed.as_deref();
            }
            moves
        })
        .sum()
}

#[rstest]
// Kind 1: HTML. `<br />` at each line end is one diagnostic for the game, not eight games.
#[case::br_line_ends(
    format!("</p> <p>{}<br />\n1. 5254 5755 2. 7163 2836<br />\n3. 6125 1716 *</p>\n", TAGS.replace("]\n", "]<br />\n")),
    &[("S037", 1, 1)],
    "HTML markup `</p>`",
    6
)]
#[case::nbsp_between_moves(
    format!("{TAGS}\n1. 5254&nbsp;5755 2. 7163 2836 3. 6125 1716 *\n"),
    &[("S037", 9, 8)],
    "HTML entity `&nbsp;`",
    6
)]
#[case::shortcode(
    format!("[pgn]\n\n{TAGS}\n1. 5254 5755 2. 7163 2836 *\n[/pgn]\n"),
    &[("S016", 1, 1), ("S016", 12, 1)],
    "blog shortcode `[pgn]`",
    4
)]
#[case::upper_case_shortcode(
    format!("[PGN]\n\n{TAGS}\n1. 5254 5755 2. 7163 2836 *\n[/PGN]\n"),
    &[("S016", 1, 1), ("S016", 12, 1)],
    "blog shortcode `[PGN]`",
    4
)]
#[case::closing_shortcode_on_the_results_line(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 *[/pgn]\n"),
    &[("S016", 9, 28)],
    "blog shortcode `[/pgn]`",
    4
)]
#[case::closing_shortcode_after_the_result_and_a_space(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 * [/pgn]\n\n{TAGS}\n1. 5254 *\n"),
    &[("S016", 9, 29)],
    "blog shortcode `[/pgn]`",
    5
)]
// Kind 2: e-mail. Each header line is one diagnostic; its date and time are no moves.
#[case::email_headers(
    format!("From: Joe <joe@example.org>\nSubject: Re: our game\nDate: Tue, 5 Mar 2024 21:14:07 +0100\n\n{TAGS}\n1. 5254 5755 2. 7163 2836 *\n"),
    &[("S016", 1, 1), ("S016", 2, 1), ("S016", 3, 1)],
    "an e-mail header line: `From: Joe <joe@example.org>`",
    4
)]
#[case::email_headers_before_moves_without_tags(
    "From: Ann Abel <ann@example.org>\nSubject: Re: our game\n1. 5254 5755 2. 7163 2836 *\n".to_string(),
    &[("S016", 1, 1), ("S016", 2, 1)],
    "an e-mail header line",
    4
)]
#[case::quoted_reply(
    "On Tue, 5 Mar 2024 at 21:14, Joe <joe@example.org> wrote:\n> 1. 5254 5755\n> 2. 7163 2836 *\n".to_string(),
    &[("S016", 1, 1), ("S016", 2, 1)],
    "the line of an e-mail reply that introduces the quote",
    4
)]
#[case::signature(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 *\n-- \nJoe Bloggs\n+44 20 1234 5678\n"),
    &[("S016", 10, 1)],
    "an e-mail signature (3 lines)",
    4
)]
#[case::text_after_the_result(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 *\n\nSent at 21:14 from my phone\n"),
    &[("S016", 11, 1)],
    "text after the game's result: `Sent at 21:14 from my phone`",
    4
)]
#[case::greeting_before_the_tag_pairs(
    format!("Hi Bob,\nhere is our game:\n\n{TAGS}\n1. 5254 5755 2. 7163 2836 *\n"),
    &[("S016", 1, 1)],
    "text before the tag pairs of a game: `Hi Bob,`",
    4
)]
#[case::draw_with_a_decimal_comma(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 0,5-0,5\n"),
    &[("S017", 9, 27)],
    "non-standard result `0,5-0,5`",
    4
)]
// Kind 3: typographic quotes: one diagnostic, the values read (no L004 or L010 after it).
#[case::curly_quotes(
    format!("{}\n1. 5254 5755 *\n", TAGS.replace(" \"", " \u{201c}").replace("\"]", "\u{201d}]")),
    &[("S012", 1, 8)],
    "typographic quotes `“...”` (and 6 more tag values of this game)",
    2
)]
#[case::quotes_as_html_entities(
    format!("{}\n1. 5254 5755 *\n", TAGS.replace(" \"", " &quot;").replace("\"]", "&quot;]")),
    &[("S012", 1, 8)],
    "between the HTML entities `&quot;...&quot;` (and 6 more tag values of this game)",
    2
)]
#[case::only_the_closing_quote_curly(
    format!("{}\n1. 5254 5755 *\n", TAGS.replace("\"Ann\"", "\"Ann\u{201d}")),
    &[("S012", 5, 8)],
    "typographic quotes `\"...”`",
    2
)]
#[case::quotes_inside_a_value_not_escaped(
    format!("{}\n1. 5254 5755 *\n", TAGS.replace("\"Ann\"", "\"Ann \"the Rook\" Abel\"")),
    &[("S012", 5, 8)],
    "holds quotation marks that no backslash escapes",
    2
)]
#[case::invisible_character_in_a_tag_name(
    format!("{}\n1. 5254 5755 *\n", TAGS.replace("[Black", "[Bl\u{200b}ack")),
    &[("S038", 6, 4)],
    "invisible character U+200B (zero width space)",
    2
)]
// Kind 3b: full-width digits, as East Asian keyboards type them: one S040 a word, read as its
// digits (no L001 on a number besides it).
#[case::full_width_move(
    format!("{TAGS}\n1. 5254 5755 2. ７１６３ 2836 *\n"),
    &[("S040", 9, 17)],
    "`７１６３` is written in full-width digits: the move is read as 7163",
    4
)]
#[case::full_width_number_glued_to_its_move(
    format!("{TAGS}\n1. 5254 5755 ２．７１６３ 2836 *\n"),
    &[("S040", 9, 14), ("S040", 9, 16)],
    "`２．` is written in full-width digits: the move number is read as 2",
    4
)]
// Kind 4: other separators and numbering.
#[case::commas(
    format!("{TAGS}\n1. 5254, 5755, 2. 7163,2836 *\n"),
    &[("S039", 9, 8)],
    "separated by commas (3 commas in this game)",
    4
)]
#[case::comma_before_the_result(
    format!("{TAGS}\n1. 5254, 5755, 2. 7163, 2836, *\n"),
    &[("S039", 9, 8)],
    "separated by commas (4 commas in this game)",
    4
)]
#[case::spreadsheet_rows(
    format!("{TAGS}\n1,5254,5755\n2,7163,2836\n3,6125,1716\n*\n"),
    &[("S039", 9, 2)],
    "separated by commas (6 commas in this game)",
    6
)]
#[case::semicolons(
    format!("{TAGS}\n1. 5254; 5755; 2. 7163;\n2836; *\n"),
    &[("S039", 9, 8)],
    "separated by semicolons (4 semicolons in this game)",
    4
)]
#[case::slashes(
    format!("{TAGS}\n1. 5254/5755 2. 7163/2836 *\n"),
    &[("S039", 9, 8)],
    "separated by slashes (2 slashes in this game)",
    4
)]
#[case::date_line(
    format!("{TAGS}\n1. 5254 5755 2. 7163\n12.03.2019\n2836 3. 6125 *\n"),
    &[("S016", 10, 1)],
    "a date between the moves: `12.03.2019`",
    5
)]
#[case::iso_date_and_time_line(
    format!("{TAGS}\n1. 5254 5755 2. 7163\n2019-03-12 10:14 received\n2836 3. 6125 *\n"),
    &[("S016", 10, 1)],
    "a date between the moves: `2019-03-12 10:14 received`",
    5
)]
#[case::dot_paren_numbers(
    format!("{TAGS}\n1.) 5254 5755 2.) 7163 2836 3.) 6125 *\n"),
    &[],
    "",
    5
)]
#[case::paren_numbers(
    format!("{TAGS}\n1) 5254 5755 2) 7163 2836 3) 6125 *\n"),
    &[],
    "",
    5
)]
#[case::numbers_in_parentheses(
    format!("{TAGS}\n(1) 5254 5755 (2) 7163 2836 (3) 6125 *\n"),
    &[],
    "",
    5
)]
// A number in parentheses that is not the one due is a variation.
#[case::variation_of_a_number(
    format!("{TAGS}\n1. 5254 5755 (5) 2. 7163 *\n"),
    &[("S004", 9, 15)],
    "move `5` has 1 digit",
    3
)]
#[case::numbered_from_zero(
    format!("{TAGS}\n0. 5254 5755 1. 7163 2836 *\n"),
    &[("S014", 9, 1)],
    "numbered from 0.",
    4
)]
#[case::numbered_from_zero_black_first(
    "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n0... 5755 1. 7163 2836 2. 6125 *\n".to_string(),
    &[("S014", 4, 1)],
    "the moves are numbered from 0...: the first move of a game is move 1 number the moves from 1 (`1...` for the first move)",
    4
)]
#[case::template_placeholder(
    format!("{TAGS}\n1. 7273 7866 2 .. *\n"),
    &[("S023", 9, 14)],
    "no move after it",
    2
)]
#[case::template_placeholder_after_white_move(
    format!("{TAGS}\n1. 7273 7866 2. 4244 ... *\n"),
    &[("S023", 9, 22)],
    "`...` in the place of Black's move, with no move",
    3
)]
#[case::template_placeholder_ellipsis_at_the_end(
    format!("{TAGS}\n1. 7273 7866 2. 4244 … 1-0\n"),
    &[("S023", 9, 22)],
    "`…` in the place of Black's move",
    3
)]
#[case::template_placeholders_of_both_moves(
    format!("{TAGS}\n1. 7273 7866 2. ... ...\r\n*\r\n"),
    &[("S023", 9, 14), ("S023", 9, 21)],
    "move number with no move after it",
    2
)]
#[case::message_number(
    format!("{TAGS}\n1. 5254 5755 Move 1234 2. 7163 2836 *\n"),
    &[("S016", 9, 14)],
    "`Move 1234`",
    4
)]
// Kind 5: invisible characters, named by their code; the move holding one is read.
#[case::zero_width_space_in_a_move(
    format!("{TAGS}\n1. 5254 5755 2. 71\u{200b}63 2836 *\n"),
    &[("S038", 9, 19)],
    "U+200B (zero width space)",
    4
)]
#[case::no_break_space_in_a_move(
    format!("{TAGS}\n1. 5254 5755 2. 71\u{a0}63 2836 *\n"),
    &[("S038", 9, 19)],
    "a no-break space (U+00A0) inside a move",
    4
)]
#[case::narrow_no_break_space_in_a_move(
    format!("{TAGS}\n1. 5254 5755 2. 71\u{202f}63 2836 *\n"),
    &[("S038", 9, 19)],
    "a narrow no-break space (U+202F) inside a move",
    4
)]
#[case::no_break_space_between_moves(
    format!("{TAGS}\n1. 5254\u{a0}5755 2. 7163 2836 *\n"),
    &[],
    "",
    4
)]
#[case::byte_order_mark_in_a_move(
    format!("{TAGS}\n1. 5254 5755 2. 71\u{feff}63 2836 *\n"),
    &[("S038", 9, 19)],
    "U+FEFF (byte-order mark",
    4
)]
#[case::byte_order_mark_inside(
    format!("{TAGS}\n1. 5254 5755 \u{feff}2. 7163 2836 *\n"),
    &[("S038", 9, 14)],
    "U+FEFF",
    4
)]
// A space between the squares of a move: the move is read (the lint's L002 notes the space,
// see `a_space_between_the_squares_is_one_remark_with_a_fix`).
#[case::space_in_a_move(format!("{TAGS}\n1. 5254 5755 2. 71 63 2836 *\n"), &[], "", 4)]
#[case::space_in_a_promotion(
    "[FEN \"4k3/2P5/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 37 381 5857 *\n".to_string(),
    &[],
    "",
    2
)]
#[case::spaces_in_every_move(format!("{TAGS}\n1. 52 54  57 55 2. 71\t63 28 36 *\n"), &[], "", 4)]
// Kind 6: OCR and retyping.
#[case::letter_for_a_digit(
    format!("{TAGS}\n1. 5254 5755 2. 7l63 28S6 *\n"),
    &[("S040", 9, 17), ("S040", 9, 22), ("B003", 9, 22)],
    "`7l63` holds the letter `l` for the digit 1: the move is read as 7163",
    3
)]
#[case::letter_for_the_first_move_number(
    format!("{TAGS}\nl. 5254 5755 2. 7163 2836 *\n"),
    &[("S040", 9, 1)],
    "`l.` holds the letter `l` for the digit 1: the move number is read as 1",
    4
)]
#[case::letter_in_a_move_number(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 3. 6134 6835 4. 3233 7866 5. 4244 5544 6. 3344 3524\n7. 3142 2442 8. 2142 4745 9. 5445 6645 1O. 4123 3657 11. 5171 5878 *\n"),
    &[("S040", 10, 40)],
    "`1O.` holds the letter `O` for the digit 0: the move number is read as 10",
    22
)]
#[case::letter_in_black_move_number(
    format!("{TAGS}\n1. 5254 {{ a note }} I... 5755 2. 7163 2836 *\n"),
    &[("S040", 9, 20)],
    "`I...` holds the letter `I` for the digit 1: the move number is read as 1",
    4
)]
// A look-alike that is no number the count expects, or with no move after it, stays text.
#[case::initial_of_a_name(
    format!("{TAGS}\n1. 5254 5755 {{ see }} I. Nimzowitsch 2. 7163 2836 *\n"),
    &[("S016", 9, 22)],
    "unexpected text `I. Nimzowitsch`",
    4
)]
#[case::look_alike_number_out_of_sequence(
    format!("{TAGS}\n1. 5254 5755 2. 7163 2836 l. 6125 *\n"),
    &[("S016", 9, 27)],
    "unexpected text `l.`",
    5
)]
#[case::two_bad_squares(
    format!("{TAGS}\n1. 5254 5755 2. 9999 2836 *\n"),
    &[("S002", 9, 17), ("B020", 9, 17)],
    "the from-square 99 has file 9 and rank 9; the to-square 99 has file 9 and rank 9",
    2
)]
#[case::stray_digit_before_a_move(
    format!("{TAGS}\n1. 5254 5755 2. 1Nf3 2836 *\n"),
    &[("S015", 9, 17), ("S006", 9, 18)],
    "stray `1` glued before the move",
    // Nf3 is read in its notation (not counted here), 2836 after it.
    3
)]
#[case::san_moves_glued(
    format!("{TAGS}\n1. 5254 5755 2. Nf3Nc6 3. 6125 1716 *\n"),
    &[("S006", 9, 17)],
    "`Nf3Nc6` is two moves in algebraic notation (SAN) without a space between them: `Nf3` and `Nc6`",
    4
)]
// Kind 8: a game in another notation: one summary.
#[case::descriptive_notation(
    format!("{TAGS}\n1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. B-R4 N-B3 *\n"),
    &[("S006", 9, 4)],
    "descriptive notation (P-K4, N-KB3)",
    0
)]
fn each_artefact_is_one_diagnostic_and_the_moves_are_read(
    #[case] text: String,
    #[case] expected: &[(&str, usize, usize)],
    #[case] says: &str,
    #[case] moves: usize,
) {
    let found = check(&text);
    assert_eq!(places(&found), expected, "{text}");
    if let Some(first) = found.first() {
        let words = format!("{} {}", first.message, first.help);
        assert!(words.contains(says), "{words:?} does not say {says:?}");
    }
    assert_eq!(replayed(&text), moves, "{text}");
}

/// A space between the squares of a move (`71 63`): one L002 on the spaces, whose fix deletes
/// them, and nothing else.
#[test]
fn a_space_between_the_squares_is_one_remark_with_a_fix() {
    let text = format!("{TAGS}\n1. 5254 5755 2. 71  63 2836 *\n");
    let found = iccf::check::check_games(&text, iccf::check::CheckOptions::default())
        .flat_map(|game| game.diagnostics)
        .collect::<Vec<_>>();
    let index = iccf::LineIndex::new(&text);
    let located: Vec<_> = found
        .iter()
        .map(|d| crate::it::support::locate(&text, &index, d))
        .collect();
    assert_eq!(places(&located), [("L002", 9, 19)]);
    assert_eq!(
        located[0].message,
        "a space between the two squares of a numeric move"
    );
    assert_eq!(
        located[0].help,
        "write the move as `7163`, four digits with nothing between the squares"
    );
    let fixed = iccf::check::apply_fixes(&text, found.iter());
    assert!(fixed.text.contains("2. 7163 2836 *"), "{}", fixed.text);
}

/// Two-digit runs that are no move split by a space stay what they were: squares outside 1-8,
/// a run of three digits that ends in no promotion digit, a run on the next line.
#[rstest]
#[case::no_square("1. 5254 5755 2. 71 93 *\n", &[("S004", 1, 17), ("S004", 1, 20)])]
#[case::three_digits("1. 5254 5755 2. 71 637 *\n", &[("S004", 1, 17), ("S004", 1, 20)])]
#[case::next_line("1. 5254 5755 2. 71\n63 *\n", &[("S004", 1, 17), ("S004", 2, 1)])]
fn two_digit_runs_that_are_no_split_move(
    #[case] text: &str,
    #[case] expected: &[(&str, usize, usize)],
) {
    let found: Vec<_> = check(text)
        .into_iter()
        .filter(|d| d.code.starts_with('S'))
        .collect();
    assert_eq!(places(&found), expected, "{text}");
}

/// An illegal move inside quoted e-mail text is reported on the board.
#[test]
fn an_illegal_move_inside_a_quote_is_reported() {
    let text = "> 1. 5254 5755\n> 2. 7163 2846 *\n";
    let found = check(text);
    assert_eq!(places(&found), [("S016", 1, 1), ("B003", 2, 11)]);
}

/// `--fix --force` deletes the HTML and the quote marks but never edits the words of an e-mail
/// (its `21:14` stays a time).
#[test]
fn fix_removes_markup_and_quote_marks_and_leaves_prose() {
    let text = "On Tue, 5 Mar 2024 at 21:14, Joe wrote:\n> 1. 5254<br />5755 2. 7163 2836 *\n";
    let outcome = iccf::check::fix_text(text, iccf::check::CheckOptions::default(), true);
    let iccf::check::FixOutcome::Fixed { text: fixed, .. } = outcome else {
        panic!("fixed: {outcome:?}");
    };
    assert!(
        fixed.starts_with("On Tue, 5 Mar 2024 at 21:14, Joe wrote:\n"),
        "{fixed}"
    );
    assert!(fixed.contains(" 1. 5254 5755 2. 7163 2836 *"), "{fixed}");
    assert!(!fixed.contains("2114"), "{fixed}");
}

/// A writer's bug on every send stamp is one diagnostic for the game, naming the reading.
#[test]
fn a_stamp_written_wrong_on_every_move_is_one_diagnostic() {
    let text = format!(
        "{TAGS}\n1. 5254 {{[%ccsnt 2011.06:16,17:53]}} 5755 {{[%ccsnt 2011.06:17,08:02]}} 2. 7163 {{[%ccsnt 2011.06:18,9:10]}} *\n"
    );
    let index = iccf::LineIndex::new(&text);
    let found: Vec<Located> = iccf::check::check_games(&text, iccf::check::CheckOptions::default())
        .flat_map(|game| game.diagnostics)
        .map(|d| crate::it::support::locate(&text, &index, &d))
        .collect();
    assert_eq!(places(&found), [("L008", 9, 18)]);
    assert!(
        found[0].message.contains("read as 2011.06.16 17:53"),
        "{}",
        found[0].message
    );
}

/// Each game's number and the codes of its diagnostics (the lint rules off).
fn codes_by_game(text: &str) -> Vec<(usize, Vec<&'static str>)> {
    iccf::check::check_games(text, iccf::check::CheckOptions::default().with_lint(false))
        .map(|game| {
            (
                game.index,
                game.diagnostics.iter().map(|d| d.code.as_str()).collect(),
            )
        })
        .collect()
}

/// A greeting before a game's tag pairs (before the first game, or between two) belongs to
/// the game after it: one S016 in that game, and no game of its own, so that the games keep
/// their numbers; the same whether the text is read whole or cut at its game starts.
#[test]
fn a_greeting_before_the_tag_pairs_is_no_game_of_its_own() {
    let text = format!(
        "Hi Bob, here is our game:\n\n{TAGS}\n1. 5254 5755 *\n\nThanks, and the second:\n\n{TAGS}\n1. 5254 5755 2. 7163 *\n"
    );
    assert_eq!(codes_by_game(&text), [(1, vec!["S016"]), (2, vec!["S016"])]);
    let starts: Vec<usize> = iccf::syntax::boundary::game_starts(text.as_bytes()).collect();
    assert_eq!(starts, [text.find("Thanks").expect("the greeting")]);
}

/// The first tag pair of the second game with its `[` left out (`Event "Club"]`, then the
/// other tag pairs): that game's S012, not text after the first game's result (S016) and a
/// second game without its Event tag; the same cut at the game starts.
#[test]
fn a_first_tag_pair_without_bracket_starts_the_next_game() {
    let text = format!(
        "{TAGS}\n1. 5254 5755 *\n\n{}\n1. 5254 5755 2. 7163 *\n",
        TAGS.strip_prefix('[').expect("a tag pair")
    );
    assert_eq!(codes_by_game(&text), [(1, vec![]), (2, vec!["S012"])]);
    let starts: Vec<usize> = iccf::syntax::boundary::game_starts(text.as_bytes()).collect();
    assert_eq!(
        starts,
        [text.rfind("Event \"Club\"]").expect("the second game")]
    );
    let found = check(&text);
    assert_eq!(places(&found), [("S012", 11, 1)]);
}

/// A greeting in paragraphs (`Hi Peter,`, a blank line, `here is our game:`, a blank line, a
/// signature), before the first game or between two, is one greeting of the game after it:
/// one S016 in that game, no game of its own, the same cut at the game starts (a new user's
/// e-mail made a game of its first two paragraphs).
#[test]
fn a_greeting_in_paragraphs_is_one_greeting() {
    let text = format!(
        "Hi Peter,\n\nhere is our game:\n\nBest regards, Anna\n\n{TAGS}\n1. 5254 5755 *\n\n\
         Hi again,\n\nthe second:\n\n{TAGS}\n1. 5254 5755 2. 7163 *\n"
    );
    assert_eq!(codes_by_game(&text), [(1, vec!["S016"]), (2, vec!["S016"])]);
    let starts: Vec<usize> = iccf::syntax::boundary::game_starts(text.as_bytes()).collect();
    assert_eq!(starts, [text.find("Hi again").expect("the greeting")]);
    crate::it::syntax::boundary::assert_pieces_parse_as_the_whole(&text);
}

/// Words in parentheses or brackets after the result, on its line (`1-0 (resigned)`,
/// `0-1 [time]`), are text after the game's result: one S016 in the game, at the parenthesis,
/// and no game of its own after it, whose variation of words was a second error.
#[rstest]
#[case::resigned("1-0 (resigned)", 31, "`(resigned)`")]
#[case::on_time("0-1 (White lost on time)", 31, "`(White lost on time)`")]
#[case::agreed("1/2-1/2 (agreed)", 35, "`(agreed)`")]
#[case::brackets("1-0 [time]", 31, "`[time]`")]
#[case::brackets_with_a_quote("1-0 [he said \"resign\"]", 31, "`[he said \"resign\"]`")]
#[case::unclosed("1-0 (resigned", 31, "`(resigned`")]
#[case::glued("1-0(resigned)", 30, "`(resigned)`")]
fn words_in_parentheses_after_the_result_are_no_game_of_their_own(
    #[case] ending: &str,
    #[case] column: usize,
    #[case] says: &str,
) {
    let text = format!("{TAGS}\n1. 5254 5755 2. 7163 2836 {ending}\n\n{TAGS}\n1. 5254 5755 *\n");
    assert_eq!(codes_by_game(&text), [(1, vec!["S016"]), (2, vec![])]);
    let found = check(&text);
    assert_eq!(places(&found)[..1], [("S016", 9, column)], "{text}");
    assert!(found[0].message.contains(says), "{}", found[0].message);
    crate::it::syntax::boundary::assert_pieces_parse_as_the_whole(&text);
}

/// A tag pair after text after the result, on the result's line, starts the next game with
/// its tag: the text is the last game's, one S016 (the tag pair was taken into it, and the
/// next game lacked its Event tag).
#[rstest]
#[case::words("1-0 resigned [Event \"Club\"]", "`resigned`")]
#[case::parentheses("1-0 (resigned) [Event \"Club\"]", "`(resigned)`")]
#[case::glued("1-0 (resigned)[Event \"Club\"]", "`(resigned)`")]
fn a_tag_pair_after_text_after_the_result_starts_the_next_game(
    #[case] ending: &str,
    #[case] says: &str,
) {
    let rest = TAGS
        .strip_prefix("[Event \"Club\"]\n")
        .expect("the Event tag first");
    let text = format!("{TAGS}\n1. 5254 5755 2. 7163 2836 {ending}\n{rest}\n1. 5254 5755 *\n");
    assert_eq!(codes_by_game(&text), [(1, vec!["S016"]), (2, vec![])]);
    let found = check(&text);
    assert_eq!(places(&found), [("S016", 9, 31)], "{text}");
    assert!(found[0].message.contains(says), "{}", found[0].message);
}

/// A draw written as two halves with a space between (`1/2 1/2`) is one non-standard result
/// (S017, fixed to `1/2-1/2`), not two results and a game of its own; so is a loose result with
/// a period after it, as after a sentence (`1/2 - 1/2.`), whose period was a stray character
/// in a game of its own.
#[rstest]
#[case::halves("1/2 1/2", "`1/2 1/2`")]
#[case::tab("1/2\t1/2", "`1/2\t1/2`")]
#[case::two_spaces("1/2  1/2", "`1/2  1/2`")]
#[case::period("1/2 1/2.", "`1/2 1/2.`")]
#[case::spaced_dash_period("1/2 - 1/2.", "`1/2 - 1/2.`")]
fn a_draw_of_two_halves_apart_is_one_result(#[case] ending: &str, #[case] says: &str) {
    let text = format!("{TAGS}\n1. 5254 5755 2. 7163 2836 {ending}\n\n{TAGS}\n1. 5254 5755 *\n");
    assert_eq!(codes_by_game(&text), [(1, vec!["S017"]), (2, vec![])]);
    let found = check(&text);
    assert_eq!(places(&found)[..1], [("S017", 9, 27)], "{text}");
    assert!(found[0].message.contains(says), "{}", found[0].message);
    let outcome = iccf::check::fix_text(&text, iccf::check::CheckOptions::default(), false);
    let iccf::check::FixOutcome::Fixed { text: fixed, .. } = outcome else {
        panic!("fixed: {outcome:?}");
    };
    assert!(fixed.contains("2836 1/2-1/2\n"), "{fixed}");
}
