//! Case tables per grammar rule, through `iccf::syntax::parse`: the values read from accepted
//! input, and the exact code, line:column and length of the diagnostic for rejected input.
//! Every parse here also goes through the tree invariants of `support`.

use iccf::syntax::ast::{
    CommentKind, Dots, Element, GameResult, Move, MoveKind, NumericMove, TriviaKind,
};
use rstest::rstest;

use crate::it::support::{Found, found, parse_checked, parse_clean};

/// The diagnostics of `text` as `(code, line, column, length)`.
fn diagnostics(text: &str) -> Vec<Found> {
    found(text, &parse_checked(text).diagnostics)
}

/// The main-line moves of the first game.
fn moves(parsed: &iccf::syntax::Parsed) -> Vec<Move> {
    parsed.transcript.games[0]
        .mainline_moves()
        .cloned()
        .collect()
}

fn numeric(m: &Move) -> &NumericMove {
    match &m.kind {
        MoveKind::Numeric(n) => n,
        other => panic!("expected a numeric move, found {other:?}"),
    }
}

/// A compact picture of the elements: `N1.` move number, `M5254` move, `$1` NAG, `{..}` and
/// `;..` comments, `(...)` variations, `!?` annotations, `%..` escape lines, `?text` invalid.
fn shape(elements: &[Element]) -> String {
    let parts: Vec<String> = elements
        .iter()
        .map(|e| match e {
            Element::MoveNumber(n) => {
                let dots = n.dots.text();
                format!("N{}{dots}", n.number)
            }
            Element::Move(m) => match &m.kind {
                MoveKind::Numeric(n) => format!("M{}", n.digits()),
                other => format!("M{other:?}"),
            },
            Element::Nag(n) => format!("${}", n.value),
            Element::Annotation(a) => iccf::syntax::print::annotation_text(a.nag).to_string(),
            Element::Comment(c) => match c.kind {
                CommentKind::Brace => format!("{{{}}}", c.text),
                CommentKind::Line => format!(";{}", c.text),
            },
            Element::Variation(v) => {
                let close = if v.closed { ")" } else { "" };
                format!("({}{close}", shape(&v.elements))
            }
            Element::EscapeLine(l) => l.text.clone(),
            Element::Invalid(i) => format!("?{}", i.text),
        })
        .collect();
    parts.join(" ")
}

// ---- accepted input: the values read ----------------------------------------------------

/// ```abnf
/// numeric-move      = square [move-separator] square [promotion-digit]
/// ```
#[rstest]
#[case::plain("1. 5254 *", (5, 2), (5, 4), None, false)]
#[case::promotion_queen("1. 57581 *", (5, 7), (5, 8), Some(1), false)]
#[case::promotion_knight("1. 27284 *", (2, 7), (2, 8), Some(4), false)]
#[case::castling_as_king_move("1. 5171 *", (5, 1), (7, 1), None, false)]
#[case::separator_dash("1. 52-54 *", (5, 2), (5, 4), None, true)]
#[case::separator_x("1. 52x54 *", (5, 2), (5, 4), None, true)]
#[case::separator_colon("1. 52:54 *", (5, 2), (5, 4), None, true)]
#[case::short_promotion_form("1. 6762 *", (6, 7), (6, 2), None, false)]
fn numeric_move(
    #[case] text: &str,
    #[case] from: (u8, u8),
    #[case] to: (u8, u8),
    #[case] promotion: Option<u8>,
    #[case] separator: bool,
) {
    let parsed = parse_clean(text);
    let all = moves(&parsed);
    assert_eq!(all.len(), 1);
    let n = numeric(&all[0]);
    assert_eq!((n.from.file, n.from.rank), from);
    assert_eq!((n.to.file, n.to.rank), to);
    assert_eq!(n.promotion.map(|p| p.digit), promotion);
    assert_eq!(n.separator.is_some(), separator);
    assert!(!all[0].syntax_error);
    // The squares' spans cover exactly their two digits.
    assert_eq!(
        n.from.span.text(text),
        Some(&format!("{}{}", from.0, from.1)[..])
    );
    assert_eq!(n.to.span.text(text), Some(&format!("{}{}", to.0, to.1)[..]));
}

/// The short-promotion reading is offered only when the digits allow it.
#[rstest]
#[case::rook("1. 6762 *", Some((6, 2)))]
#[case::not_from_seventh_rank("1. 6562 *", None)]
#[case::fourth_digit_not_a_piece("1. 6765 *", None)]
fn short_promotion_reading(#[case] text: &str, #[case] reading: Option<(u8, u8)>) {
    let parsed = parse_clean(text);
    let short = numeric(&moves(&parsed)[0]).short_promotion();
    assert_eq!(short.map(|s| (s.file, s.piece)), reading);
}

/// ```abnf
/// move              = numeric-move [check-mark] [suffix-annotation]
/// check-mark        = "+" / "#"
/// suffix-annotation = "!!" / "??" / "!?" / "?!" / "!" / "?"
/// ```
#[rstest]
#[case::check("1. 5254+ *", Some(false), None)]
#[case::mate("1. 5254# *", Some(true), None)]
#[case::double_check_sign("1. 5254++ *", Some(false), None)]
#[case::good("1. 5254! *", None, Some(1))]
#[case::mistake("1. 5254? *", None, Some(2))]
#[case::brilliant("1. 5254!! *", None, Some(3))]
#[case::blunder("1. 5254?? *", None, Some(4))]
#[case::interesting("1. 5254!? *", None, Some(5))]
#[case::dubious("1. 5254?! *", None, Some(6))]
#[case::check_then_annotation("1. 5254+!? *", Some(false), Some(5))]
#[case::mate_then_annotation("1. 5254#!! *", Some(true), Some(3))]
fn move_suffixes(#[case] text: &str, #[case] mate: Option<bool>, #[case] nag: Option<u8>) {
    let parsed = parse_clean(text);
    let m = &moves(&parsed)[0];
    assert_eq!(m.check.map(|c| c.mate), mate);
    assert_eq!(m.annotation.map(|a| a.nag), nag);
    // The move's span covers the glued suffixes.
    assert_eq!(m.span.text(text), text[3..].strip_suffix(" *"));
}

/// ```abnf
/// move-number       = 1*3DIGIT ("." / "..." / %x2026 / "." 1*WSP "...")
/// ```
#[rstest]
#[case::white("1. 5254 *", "N1. M5254")]
#[case::no_space_after_dot("1.5254 *", "N1. M5254")]
#[case::black_three_dots("1. 5254 1... 5755 *", "N1. M5254 N1... M5755")]
#[case::black_ellipsis("1. 5254 1…5756 *", "N1. M5254 N1… M5756")]
#[case::black_ellipsis_spaced("1. 5254 1… 5756 *", "N1. M5254 N1… M5756")]
#[case::black_dot_space_dots("1. 5254 1. ... 5756 *", "N1. M5254 N1... M5756")]
#[case::black_two_dots("1. 5254 1.. 5756 *", "N1. M5254 N1.. M5756")]
#[case::black_with_one_dot("1. 5254 1. 5756 *", "N1. M5254 N1. M5756")]
#[case::without_dot("1 5254 *", "N1 M5254")]
#[case::black_without_dot("1. 5254 1 5756 *", "N1. M5254 N1 M5756")]
#[case::pairs_without_numbers("5254 5755 7163 2836 *", "M5254 M5755 M7163 M2836")]
#[case::second_move("1. 5254 5755 2. 7163 *", "N1. M5254 M5755 N2. M7163")]
#[case::after_a_comment(
    "1. 5254 {c} 1... 5755 2. 7163 *",
    "N1. M5254 {c} N1... M5755 N2. M7163"
)]
#[case::three_digit_number(
    "[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 100\"]\n\n100. 1112 *",
    "N100. M1112"
)]
fn move_number(#[case] text: &str, #[case] expected: &str) {
    let parsed = parse_clean(text);
    assert_eq!(shape(&parsed.transcript.games[0].movetext), expected);
}

/// Black's move numbered after a FEN with Black to move, and after White's move with a comment
/// between.
#[rstest]
#[case::fen_black_to_move(
    "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12\"]\n\n12. ... 5756 *",
    "N12... M5756"
)]
#[case::fen_ellipsis(
    "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12\"]\n\n12… 5756 *",
    "N12… M5756"
)]
#[case::fen_white_to_move(
    "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 7\"]\n\n7. 5254 7... 5755 8. 7163 *",
    "N7. M5254 N7... M5755 N8. M7163"
)]
fn move_number_from_fen(#[case] text: &str, #[case] expected: &str) {
    let parsed = parse_clean(text);
    assert_eq!(shape(&parsed.transcript.games[0].movetext), expected);
}

/// The move number's value and dots, and its span from the first digit to the last dot.
#[rstest]
#[case::one_dot("1. 5254 *", 1, Dots::One, "1.")]
#[case::spaced_black_marker("1. 5254 1. ... 5755 *", 1, Dots::Three, "1. ...")]
fn move_number_values(
    #[case] text: &str,
    #[case] number: u32,
    #[case] dots: Dots,
    #[case] span_text: &str,
) {
    let parsed = parse_clean(text);
    let last = parsed.transcript.games[0]
        .movetext
        .iter()
        .filter_map(|e| match e {
            Element::MoveNumber(n) => Some(n.clone()),
            _ => None,
        })
        .next_back()
        .expect("a move number");
    assert_eq!((last.number, last.dots), (number, dots));
    assert_eq!(last.span.text(text), Some(span_text));
}

/// ```abnf
/// tag-pair          = "[" *WSP tag-name 1*WSP tag-value *WSP "]"
/// tag-value         = DQUOTE *(tag-char / %x5C DQUOTE / %x5C %x5C) DQUOTE
/// ```
#[rstest]
#[case::plain("[Event \"Cup\"]\n\n*", "Event", "Cup")]
#[case::empty_value("[Site \"\"]\n\n*", "Site", "")]
#[case::escaped_quote("[White \"Smith \\\"Bob\\\"\"]\n\n*", "White", "Smith \"Bob\"")]
#[case::escaped_backslash("[Black \"a\\\\b\"]\n\n*", "Black", "a\\b")]
#[case::other_backslash_kept("[Black \"a\\b\"]\n\n*", "Black", "a\\b")]
#[case::bracket_in_value("[Event \"A [B]\"]\n\n*", "Event", "A [B]")]
#[case::spaces_inside_brackets("[ Round   \"3.1\" ]\n\n*", "Round", "3.1")]
#[case::digits_and_underscore("[White_Elo2 \"2400\"]\n\n*", "White_Elo2", "2400")]
#[case::unicode_value("[White \"Müller, Jürgen\"]\n\n*", "White", "Müller, Jürgen")]
fn tag_pair(#[case] text: &str, #[case] name: &str, #[case] value: &str) {
    let parsed = parse_clean(text);
    let game = &parsed.transcript.games[0];
    assert_eq!(game.tags.len(), 1);
    assert_eq!(game.tags[0].name, name);
    assert_eq!(game.tags[0].value, value);
    assert_eq!(game.tags[0].name_span.text(text), Some(name));
    assert_eq!(game.tag(name), Some(value));
}

/// A value with quotation marks inside it that no backslash escapes (`"Memorial "Old Tom"
/// 2019"`): read to the last quote before `]`, one S012 whose fix escapes them; a line that goes
/// on otherwise after the first closing quote is not read so.
#[rstest]
#[case::two_inner(
    "[Event \"Memorial \"Old Tom\" 2019\"]\n\n*",
    Some("Memorial \"Old Tom\" 2019"),
    2
)]
#[case::at_the_end("[Event \"He said \"hi\"\"]\n\n*", Some("He said \"hi\""), 2)]
#[case::escaped_and_not("[Event \"a \\\"b\\\" and \"c\"\"]\n\n*", Some("a \"b\" and \"c\""), 2)]
#[case::last_quote_escaped("[Event \"a \"b\\\"]\n\n*", None, 0)]
#[case::next_tag_pair_on_the_line("[Event \"a\"] [Site \"b\"]\n\n*", None, 0)]
#[case::words_after_the_value("[Event \"a\" x]\n\n*", None, 0)]
fn unescaped_quotes_in_a_value(
    #[case] text: &str,
    #[case] value: Option<&str>,
    #[case] escaped: usize,
) {
    let parsed = crate::it::support::parse(text);
    let found: Vec<_> = parsed
        .diagnostics
        .iter()
        .filter(|d| d.message_id == Some("syntax-unescaped-quotes-in-value"))
        .collect();
    match value {
        Some(value) => {
            assert_eq!(parsed.transcript.games[0].tags[0].value, value);
            assert_eq!(found.len(), 1, "{:?}", parsed.diagnostics);
            let fix = found[0].fix.as_ref().expect("a fix");
            assert_eq!(fix.edits.len(), escaped);
            assert!(fix.edits.iter().all(|e| e.replacement == "\\\""));
        }
        None => assert!(found.is_empty(), "{:?}", parsed.diagnostics),
    }
}

/// ```abnf
/// brace-comment     = "{" *(comment-command / comment-char / comment-line-break) *line-end "}"
/// line-comment      = ";" *line-char line-end
/// ```
#[rstest]
#[case::brace("1. 5254 { a remark } *", CommentKind::Brace, " a remark ")]
#[case::brace_empty("1. 5254 {} *", CommentKind::Brace, "")]
#[case::brace_multiline(
    "1. 5254 {line one\nline two} *",
    CommentKind::Brace,
    "line one\nline two"
)]
#[case::brace_with_open_brace("1. 5254 {a { b} *", CommentKind::Brace, "a { b")]
#[case::line("1. 5254 ; to the end\n*", CommentKind::Line, " to the end")]
#[case::line_crlf("1. 5254 ;x\r\n*", CommentKind::Line, "x")]
#[case::line_with_controls(
    "1. 5254 ; a \u{85} b \u{7f}\n*",
    CommentKind::Line,
    " a \u{85} b \u{7f}"
)]
#[case::line_with_brace("1. 5254 ; a } b\n*", CommentKind::Line, " a } b")]
fn comment(#[case] text: &str, #[case] kind: CommentKind, #[case] body: &str) {
    let parsed = parse_clean(text);
    let comments: Vec<_> = parsed.transcript.games[0]
        .movetext
        .iter()
        .filter_map(|e| match e {
            Element::Comment(c) => Some(c.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(comments.len(), 1);
    assert_eq!(comments[0].kind, kind);
    assert_eq!(comments[0].text, body);
    assert!(comments[0].terminated);
}

/// ```abnf
/// comment-command   = "[%" 1*(ALPHA / DIGIT / "_") *WSP *(%x20-5C / %x5E-7C / %x7E-10FFFF) "]"
/// ```
#[rstest]
#[case::ccsnt("1. 5254 {[%ccsnt 2018.10.02,12:56]} *", &[("ccsnt", &["2018.10.02", "12:56"][..])])]
#[case::clk("1. 5254 {[%clk 0:05:00]} *", &[("clk", &["0:05:00"][..])])]
#[case::spaces_split("1. 5254 {[%evp 12 -5 30]} *", &[("evp", &["12", "-5", "30"][..])])]
#[case::no_arguments("1. 5254 {[%draw]} *", &[("draw", &[][..])])]
#[case::two_with_text(
    "1. 5254 {good [%clk 1:00:00] and [%emt 0:00:05]} *",
    &[("clk", &["1:00:00"][..]), ("emt", &["0:00:05"][..])]
)]
#[case::in_line_comment("1. 5254 ;[%clk 0:01:00]\n*", &[("clk", &["0:01:00"][..])])]
fn comment_command(#[case] text: &str, #[case] expected: &[(&str, &[&str])]) {
    let parsed = parse_clean(text);
    let commands: Vec<(String, Vec<String>)> = parsed.transcript.games[0]
        .movetext
        .iter()
        .filter_map(|e| match e {
            Element::Comment(c) => Some(c.commands.clone()),
            _ => None,
        })
        .flatten()
        .map(|c| (c.name, c.arguments))
        .collect();
    let expected: Vec<(String, Vec<String>)> = expected
        .iter()
        .map(|(n, a)| {
            (
                n.to_string(),
                a.iter().map(std::string::ToString::to_string).collect(),
            )
        })
        .collect();
    assert_eq!(commands, expected);
}

/// ```abnf
/// nag               = "$" (DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35)
/// ```
#[rstest]
#[case::zero("1. 5254 $0 *", 0)]
#[case::one("1. 5254 $1 *", 1)]
#[case::two_digits("1. 5254 $19 *", 19)]
#[case::hundreds("1. 5254 $146 *", 146)]
#[case::largest("1. 5254 $255 *", 255)]
fn nag(#[case] text: &str, #[case] value: u32) {
    let parsed = parse_clean(text);
    let nags: Vec<u32> = parsed.transcript.games[0]
        .movetext
        .iter()
        .filter_map(|e| match e {
            Element::Nag(n) => Some(n.value),
            _ => None,
        })
        .collect();
    assert_eq!(nags, [value]);
}

/// A suffix annotation standing apart from its move.
#[rstest]
#[case::good("1. 5254 ! *", 1)]
#[case::dubious("1. 5254 ?! *", 6)]
fn suffix_annotation(#[case] text: &str, #[case] nag: u8) {
    let parsed = parse_clean(text);
    match &parsed.transcript.games[0].movetext[2] {
        Element::Annotation(a) => assert_eq!(a.nag, nag),
        other => panic!("expected an annotation, found {other:?}"),
    }
}

/// ```abnf
/// game-termination  = "1-0" / "0-1" / "1/2-1/2" / "*" / %xBD "-" %xBD / "1:0" / "0:1" / %xBD ":" %xBD
/// ```
#[rstest]
#[case::white_wins("1. 5254 1-0", GameResult::WhiteWins, true)]
#[case::black_wins("1. 5254 0-1", GameResult::BlackWins, true)]
#[case::draw("1. 5254 1/2-1/2", GameResult::Draw, true)]
#[case::unknown("1. 5254 *", GameResult::Unknown, true)]
#[case::only_a_result("1-0", GameResult::WhiteWins, true)]
#[case::half_sign("1. 5254 ½-½", GameResult::Draw, false)]
#[case::half_sign_colon("1. 5254 ½:½", GameResult::Draw, false)]
#[case::colon_white("1. 5254 1:0", GameResult::WhiteWins, false)]
#[case::colon_black("1. 5254 0:1", GameResult::BlackWins, false)]
fn game_termination(#[case] text: &str, #[case] result: GameResult, #[case] standard: bool) {
    let parsed = parse_checked(text);
    let marker = parsed.transcript.games[0]
        .termination
        .expect("a termination marker");
    assert_eq!((marker.result, marker.standard), (result, standard));
    let codes: Vec<&str> = parsed.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(codes, if standard { vec![] } else { vec!["S017"] });
    assert_eq!(marker.span.text(text), text.rsplit(' ').next());
}

/// ```abnf
/// variation         = "(" [blank] [movetext [blank]] ")"
/// ```
#[rstest]
#[case::one("1. 5254 ( 1. 4244 ) 1... 5755 *", "N1. M5254 (N1. M4244) N1... M5755")]
#[case::nested(
    "1. 5254 (1. 4244 (1. 3234) 1... 4745) 1... 5755 *",
    "N1. M5254 (N1. M4244 (N1. M3234) N1... M4745) N1... M5755"
)]
#[case::two_in_a_row(
    "1. 5254 5755 (1... 3735) (1... 5756) 2. 7163 *",
    "N1. M5254 M5755 (N1... M3735) (N1... M5756) N2. M7163"
)]
#[case::black_replaced(
    "1. 5254 5755 ( 1... 3735 2. 7163 ) 2. 7163 *",
    "N1. M5254 M5755 (N1... M3735 N2. M7163) N2. M7163"
)]
#[case::empty("1. 5254 () *", "N1. M5254 ()")]
#[case::with_comment_and_nag("1. 5254 ({why} 1. 4244 $2) *", "N1. M5254 ({why} N1. M4244 $2)")]
fn variation(#[case] text: &str, #[case] expected: &str) {
    let parsed = parse_clean(text);
    assert_eq!(shape(&parsed.transcript.games[0].movetext), expected);
}

/// ```abnf
/// transcript        = [byte-order-mark] [blank] *(game game-break) [(game / open-game) [blank]]
/// game              = [tag-section blank] [movetext blank] game-termination
/// open-game         = tag-section [blank movetext] / movetext
/// ```
#[rstest]
#[case::two_games("[Event \"A\"]\n\n1. 5254 1-0\n\n[Event \"B\"]\n\n1. 4244 0-1\n", 2)]
#[case::games_without_tags("1. 5254 1-0\n\n1. 4244 0-1\n", 2)]
#[case::results_only("1-0 0-1 *", 3)]
#[case::open_game_last("1. 5254 1-0\n1. 4244", 2)]
#[case::lines_of_examples("1. 5254 5755\n1. 4244 4745\n", 2)]
#[case::tags_only("[Event \"A\"]\n", 1)]
#[case::empty("", 0)]
#[case::only_blank(" \n\t\r\n", 0)]
fn transcript(#[case] text: &str, #[case] games: usize) {
    let parsed = parse_checked(text);
    let errors: Vec<Found> = found(text, &parsed.diagnostics);
    assert!(
        errors.iter().all(|d| d.0 == "S020"),
        "unexpected {errors:?}"
    );
    assert_eq!(parsed.transcript.games.len(), games);
}

/// Line ends, byte-order mark and escape lines.
#[rstest]
#[case::crlf("[Event \"A\"]\r\n\r\n1. 5254 5755\r\n2. 7163 *\r\n")]
#[case::lone_cr("[Event \"A\"]\r\r1. 5254 5755\r2. 7163 *\r")]
#[case::byte_order_mark("\u{feff}[Event \"A\"]\n\n1. 5254 *\n")]
#[case::escape_line_first("% source: a forum post\n1. 5254 5755 *\n")]
#[case::escape_line_inside("1. 5254\n% a note\n5755 *\n")]
#[case::escape_line_between_games("1. 5254 *\n% next\n1. 4244 *\n")]
#[case::tabs_and_no_break_space("1.\t5254\u{a0}5755 *")]
fn layout(#[case] text: &str) {
    let parsed = parse_clean(text);
    assert!(!parsed.transcript.games.is_empty());
}

/// `*` ends the game even when a digit follows it (`1-00` is no result, but `*0` is `*`, `0`).
#[test]
fn star_is_a_token_of_its_own() {
    let text = "1. 5254 *0";
    let parsed = parse_checked(text);
    assert_eq!(parsed.transcript.games.len(), 2);
    assert_eq!(
        parsed.transcript.games[0].termination.map(|t| t.result),
        Some(GameResult::Unknown)
    );
    assert_eq!(found(text, &parsed.diagnostics), [("S004", 1, 10, 1)]);
}

#[test]
fn byte_order_mark_is_trivia() {
    let parsed = parse_clean("\u{feff}1. 5254 *");
    let trivia = &parsed.transcript.games[0].leading_trivia;
    assert_eq!(trivia[0].kind, TriviaKind::ByteOrderMark);
    assert_eq!(trivia[0].span, iccf::Span::new(0, 3));
}

#[test]
fn escape_lines_are_kept() {
    let text = "% first\n1. 5254\n% second\n5755 *\n";
    let parsed = parse_clean(text);
    let game = &parsed.transcript.games[0];
    assert_eq!(game.leading_trivia[0].kind, TriviaKind::EscapeLine);
    assert_eq!(game.leading_trivia[0].text, "% first");
    assert_eq!(shape(&game.movetext), "N1. M5254 % second M5755");
}

// ---- rejected input: the exact diagnostics ------------------------------------------------

/// Each input gives exactly these diagnostics, in this order: code, line, column (characters),
/// length (bytes).
#[rstest]
// S002 invalid-square
#[case::square_rank_nine("1. 5259 5755 *", &[("S002", 1, 6, 2)])]
#[case::square_file_zero("1. 5254 0755 *", &[("S002", 1, 9, 2)])]
#[case::both_squares_bad("1. 9250 *", &[("S002", 1, 4, 4)])]
#[case::square_after_tags("[Event \"x\"]\n\n1. 5259 *", &[("S002", 3, 6, 2)])]
#[case::square_after_crlf("1. 5254 5755\r\n2. 7169 *", &[("S002", 2, 6, 2)])]
#[case::square_after_lone_cr("1. 5254 5755\r2. 7169 *", &[("S002", 2, 6, 2)])]
#[case::square_after_bom("\u{feff}1. 5259 *", &[("S002", 1, 6, 2)])]
#[case::columns_in_characters("{ü½…} 1. 5259 *", &[("S002", 1, 12, 2)])]
// S003 bad-promotion-digit
#[case::promotion_five("1. 5254 57585 *", &[("S003", 1, 13, 1)])]
#[case::promotion_zero("1. 27280 *", &[("S003", 1, 8, 1)])]
// S004 wrong-move-length
#[case::three_digits("1. 646 5755 *", &[("S004", 1, 4, 3)])]
#[case::six_digits("1. 786767 *", &[("S004", 1, 4, 6)])]
#[case::eight_digits("1. 52545755 *", &[("S004", 1, 4, 8)])]
#[case::two_digits("1. 52 *", &[("S004", 1, 4, 2)])]
// S005 same-square: only when no other reading exists
#[case::same_square("1. 1515 *", &[("S005", 1, 4, 4)])]
#[case::same_square_black("1. 5254 4646 *", &[("S005", 1, 9, 4)])]
#[case::same_square_short_promotion_left_to_board("1. 3232 *", &[])]
#[case::same_square_chess960_castling_left_to_board("1. 7171 *", &[])]
// S006 san-move
#[case::san_knight("1. Nf3 *", &[("S006", 1, 4, 3)])]
#[case::san_capture("1. 5254 exd5 *", &[("S006", 1, 9, 4)])]
#[case::san_promotion_check("1. e8=Q+ *", &[("S006", 1, 4, 4)])]
// S007 coordinate-move
#[case::uci("1. e2e4 *", &[("S007", 1, 4, 4)])]
#[case::uci_promotion("1. 5254 e7e8q *", &[("S007", 1, 9, 5)])]
#[case::long_algebraic("1. e2-e4 *", &[("S007", 1, 4, 5)])]
// S008 castling-notation
#[case::castling_white("1. O-O *", &[("S008", 1, 4, 3)])]
#[case::castling_black_zeros("1. 5254 0-0-0 *", &[("S008", 1, 9, 5)])]
// S009 unterminated-comment
#[case::unterminated_at_end("1. 5254 { never closed", &[("S009", 1, 9, 1)])]
#[case::unterminated_before_tags(
    "1. 5254 { open\n\n[Event \"x\"]\n\n1. 5254 *",
    &[("S009", 1, 9, 1)]
)]
// S010 unclosed-variation, S011 unmatched-parenthesis
#[case::unclosed_variation("1. 5254 ( 1. 4244", &[("S010", 1, 9, 1)])]
// No `)` follows the `*`: the outer variation was never closed and the result ends the game.
#[case::unclosed_nested("1. 5254 ( 1. 4244 ( 1. 3234 ) *", &[("S010", 1, 9, 1)])]
#[case::result_inside_closed_variation("1. 5254 ( 1. 4244 1-0 ) 1... 5755 *", &[("S021", 1, 19, 3)])]
#[case::unmatched_parenthesis("1. 5254 ) 5755 *", &[("S011", 1, 9, 1)])]
// S012 malformed-tag-pair, S013 duplicate-tag
#[case::tag_missing_quote("[White \"Smith]\n\n*", &[("S012", 1, 8, 6)])]
#[case::tag_missing_bracket("[White \"Smith\"\n\n*", &[("S012", 1, 14, 1)])]
#[case::tag_bad_name("[Wh-ite \"Smith\"]\n\n*", &[("S012", 1, 2, 6)])]
#[case::tag_unquoted_value("[White Smith]\n\n*", &[("S012", 1, 8, 5)])]
#[case::tag_no_value("[White]\n\n*", &[("S012", 1, 2, 5)])]
#[case::tag_not_closed_after_multibyte_character("[White \"½", &[("S012", 1, 8, 3)])]
#[case::tag_no_name("[ \"Smith\"]\n\n*", &[("S012", 1, 1, 1)])]
#[case::duplicate_tag("[White \"A\"]\n[Black \"B\"]\n[White \"C\"]\n\n*", &[("S013", 3, 2, 5)])]
// S014 move-number-out-of-sequence
#[case::number_skipped("1. 5254 5755 3. 7163 *", &[("S014", 1, 14, 2)])]
#[case::later_numbers_from_plies("1. 5254 5755 3. 7163 2836 3. 6125 *", &[("S014", 1, 14, 2)])]
#[case::numbers_read_as_written_after_one("1. 5254 5755 3. 7163 2836 4. 6125 *", &[("S014", 1, 14, 2)])]
#[case::wrong_later_number("1. 5254 5755 3. 7163 2836 6. 6125 *", &[("S014", 1, 14, 2), ("S014", 1, 27, 2)])]
#[case::black_dots_on_white("1... 5254 *", &[("S014", 1, 1, 4)])]
#[case::black_number_without_fen("12. ... 5756 *", &[("S014", 1, 1, 7)])]
// S015 stray-character
#[case::stray_at("1. 5254 @ 5755 *", &[("S015", 1, 9, 1)])]
#[case::stray_glued("1. 5254& 5755 *", &[("S015", 1, 8, 1)])]
#[case::stray_bracket("1. 5254 [ 5755 *", &[("S015", 1, 9, 1)])]
// S016 unexpected-text
#[case::my_move("My move 8171", &[("S016", 1, 1, 7)])]
#[case::gloss("1. 5254 5755 <-- 1. e4 e5\n*", &[("S016", 1, 14, 12)])]
// S017 nonstandard-result (a warning)
#[case::half_signs("1. 5254 ½-½", &[("S017", 1, 9, 5)])]
// S018 invalid-nag
#[case::nag_too_large("1. 5254 $300 *", &[("S018", 1, 9, 4)])]
// S019 null-move
#[case::null_dashes("1. 5254 -- 2. 7163 *", &[("S019", 1, 9, 2)])]
#[case::null_z0("1. 5254 Z0 2. 7163 *", &[("S019", 1, 9, 2)])]
// S020 missing-termination-marker (a warning)
#[case::no_result("[Event \"A\"]\n\n1. 5254", &[("S020", 3, 8, 0)])]
// S021 result-in-variation
#[case::result_in_variation("1. 5254 ( 1. 4244 1-0 ) 1... 5755 *", &[("S021", 1, 19, 3)])]
// S022 misplaced-tag-pair
#[case::tag_among_moves("1. 5254 [White \"x\"] 5755 *", &[("S022", 1, 9, 11)])]
// S023 dangling-move-number (a warning)
#[case::dangling_number("1. 5254 5755 2. 1-0", &[("S023", 1, 14, 2)])]
fn rejected(#[case] text: &str, #[case] expected: &[Found]) {
    assert_eq!(diagnostics(text), expected, "diagnostics of {text:?}");
}

/// The message or help names the fix.
#[rstest]
#[case::square("1. 5259 *", "S002", "square 59 does not exist: the rank digit is 9")]
#[case::promotion("1. 57585 *", "S003", "promotion digit 5 is not a piece")]
#[case::length_three(
    "1. 646 *",
    "S004",
    "move `646` has 3 digits; a numeric move has 4, or 5 with a promotion digit"
)]
#[case::same_square("1. 1515 *", "S005", "the move goes from 15 to 15")]
#[case::san(
    "1. Nf3 *",
    "S006",
    "`Nf3` is written in algebraic notation (SAN), not in numeric notation"
)]
#[case::number(
    "1. 5254 5755 3. 7163 *",
    "S014",
    "move number 3. does not match the moves before it: expected 2."
)]
#[case::stray("1. 5254& *", "S015", "stray character `&`")]
#[case::text("My move 8171", "S016", "unexpected text `My move`")]
#[case::result("1. 5254 ½-½", "S017", "non-standard result `½-½`")]
#[case::nag("1. 5254 $300 *", "S018", "NAG `$300` is out of range")]
#[case::null("1. 5254 -- *", "S019", "null move `--`")]
fn message_says(#[case] text: &str, #[case] code: &str, #[case] message: &str) {
    let parsed = parse_checked(text);
    let d = &parsed.diagnostics[0];
    assert_eq!((d.code.as_str(), d.message.as_str()), (code, message));
}

#[rstest]
#[case::uci("1. e2e4 *", "S007", "`5254`")]
#[case::uci_promotion("1. 5254 e7e8q *", "S007", "`57581`")]
#[case::castling_white_king_side("1. O-O *", "S008", "`5171`")]
#[case::castling_white_queen_side("1. O-O-O *", "S008", "`5131`")]
#[case::castling_black_queen_side("1. 5254 0-0-0 *", "S008", "`5838`")]
#[case::castling_black_king_side("1. 5254 O-O *", "S008", "`5878`")]
#[case::six_digits_doubled("1. 786767 *", "S004", "`7867`")]
#[case::eight_digits_two_moves("1. 52545755 *", "S004", "`5254 5755`")]
#[case::result_fix("1. 5254 ½-½", "S017", "`1/2-1/2`")]
#[case::number_fix("1. 5254 5755 3. 7163 *", "S014", "`2.`")]
fn help_names_the_fix(#[case] text: &str, #[case] code: &str, #[case] fix: &str) {
    let parsed = parse_checked(text);
    let d = &parsed.diagnostics[0];
    assert_eq!(d.code.as_str(), code);
    let help = d.help.as_deref().unwrap_or_default();
    assert!(
        help.contains(fix),
        "help of {code} for {text:?} lacks {fix}: {help}"
    );
}

#[test]
fn nonstandard_result_has_a_fix() {
    let parsed = parse_checked("1. 5254 ½-½");
    let fix = parsed.diagnostics[0].fix.clone().expect("a fix");
    assert_eq!(
        (fix.edits[0].span, fix.edits[0].replacement.as_str()),
        (iccf::Span::new(8, 5), "1/2-1/2")
    );
}

/// Severity of the codes that are warnings, not errors.
#[rstest]
#[case::duplicate_tag("[White \"A\"]\n[White \"C\"]\n\n*")]
#[case::nonstandard_result("1. 5254 ½-½")]
#[case::missing_result("[Event \"A\"]\n\n1. 5254")]
#[case::dangling_number("1. 5254 5755 2. 1-0")]
fn warnings_are_not_errors(#[case] text: &str) {
    let parsed = parse_checked(text);
    assert_eq!(parsed.diagnostics.len(), 1);
    assert!(!parsed.diagnostics[0].is_error());
}

/// A move with a syntax error is marked so that the board does not replay it.
#[rstest]
#[case::bad_square("1. 5259 *", true)]
#[case::wrong_length("1. 646 *", true)]
#[case::san("1. Nf3 *", true)]
#[case::good("1. 5254 *", false)]
fn syntax_error_flag(#[case] text: &str, #[case] flagged: bool) {
    let parsed = parse_checked(text);
    assert_eq!(moves(&parsed)[0].syntax_error, flagged);
}

/// After an unterminated comment that runs into the next game's tag pairs, the next game is
/// still read, with its moves.
#[test]
fn unterminated_comment_keeps_the_next_game() {
    let text = "[Event \"A\"]\n\n1. 5254 { open\n2. 7163\n\n[Event \"B\"]\n\n1. 4244 4745 *\n";
    let parsed = parse_checked(text);
    assert_eq!(
        found(text, &parsed.diagnostics),
        [("S009", 3, 9, 1), ("S020", 4, 8, 0)]
    );
    let games = &parsed.transcript.games;
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tag("Event"), Some("B"));
    assert_eq!(shape(&games[1].movetext), "N1. M4244 M4745");
    match &games[0].movetext[2] {
        Element::Comment(c) => {
            assert!(!c.terminated);
            // The moves start again at the first numeric move: the comment ends before it.
            assert_eq!(c.text, " open\n2.");
        }
        other => panic!("expected the comment, found {other:?}"),
    }
}

/// Invalid UTF-8 is reported by `iccf::source::decode` (S001) at the first bad byte; the bad
/// bytes are read as spaces and the rest parses.
#[rstest]
#[case::latin1_in_tag(b"[White \"M\xfcller\"]\n\n1. 5254 *\n", ("S001", 1, 10, 1))]
#[case::truncated_sequence(b"1. 5254 {\xe2\x80} *", ("S001", 1, 10, 2))]
#[case::second_line(b"1. 5254\n\xff 5755 *", ("S001", 2, 1, 1))]
fn invalid_utf8(#[case] bytes: &[u8], #[case] expected: Found) {
    let decoded = iccf::source::decode(bytes);
    let diagnostic = decoded
        .diagnostic
        .clone()
        .expect("an invalid-utf8 diagnostic");
    assert_eq!(found(&decoded.text, &[diagnostic]), [expected]);
    assert_eq!(decoded.text.len(), bytes.len());
    parse_clean(&decoded.text);
}

#[test]
fn valid_utf8_has_no_diagnostic() {
    let decoded = iccf::source::decode("[White \"Müller\"]".as_bytes());
    assert!(decoded.diagnostic.is_none());
    assert_eq!(decoded.text, "[White \"Müller\"]");
}

/// Other notations are accepted silently in algebraic mode.
#[test]
fn algebraic_mode_accepts_san() {
    let options = iccf::syntax::ParseOptions::with_notation(iccf::syntax::Notation::Algebraic);
    let parsed = iccf::syntax::parse_with("1. e4 e5 2. Nf3 O-O e2e4 *", options);
    assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
}

/// A whole game in algebraic notation gives one diagnostic, not one per move.
#[test]
fn whole_game_in_san_is_one_diagnostic() {
    let text = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *";
    assert_eq!(diagnostics(text), [("S006", 1, 4, 2)]);
}

/// The syntax layer gives no tag value a meaning of its own: where the move numbers start is
/// the answer of the reader it is given (the check gives the board's FEN reader).
#[test]
fn the_numbering_start_comes_from_the_reader_given() {
    use iccf::syntax::ParseOptions;
    use iccf::syntax::ast::{NumberingStart, TagPair};

    fn from_round(tags: &[TagPair]) -> Option<NumberingStart> {
        let round = tags.iter().find(|t| t.name == "Round")?;
        Some(NumberingStart {
            number: round.value.parse().ok()?,
            black: false,
        })
    }
    let text = "[Round \"7\"]\n\n7. 5254 5755 8. 7163 *";
    let parsed = iccf::syntax::parse_with(text, ParseOptions::default().with_numbering(from_round));
    assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
    let start = NumberingStart {
        number: 7,
        black: false,
    };
    assert_eq!(parsed.transcript.games[0].numbering, Some(start));
    let from_one = iccf::syntax::parse(text);
    assert_eq!(found(text, &from_one.diagnostics), [("S014", 3, 1, 2)]);
    assert_eq!(from_one.transcript.games[0].numbering, None);
}
