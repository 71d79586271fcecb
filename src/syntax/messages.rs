//! The diagnostics of the syntax layer: one constructor per mistake, with its message (what is
//! wrong), label (at the spot) and help (how to fix it), so that the words live apart from the
//! grammar and read alike.

use super::ast::MAX_VARIATION_DEPTH;
use super::ast::{CoordinateMove, GameResult, SanMove};
use super::characters::visible;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::span::Span;

/// A diagnostic whose message, label and help are the catalogue's `ID`, `ID.label` and
/// `ID.help`, all with `args`.
macro_rules! catalogued {
    ($code:expr, $span:expr, $id:literal, $args:expr) => {{
        let args: Args = $args;
        Diagnostic::from_catalogue($code, $span, $id, args.clone())
            .with_catalogue_label(concat!($id, ".label"))
            .with_catalogue_help(vec![Message::new(concat!($id, ".help"), args)])
    }};
    ($code:expr, $span:expr, $id:literal) => {
        catalogued!($code, $span, $id, Args::new())
    };
}

pub(super) fn missing_termination(at: Span) -> Diagnostic {
    catalogued!(
        Code::MissingTerminationMarker,
        at,
        "syntax-missing-termination"
    )
}

// ---- tag pairs --------------------------------------------------------------------------

pub(super) fn doubled_bracket(extra: Span) -> Diagnostic {
    catalogued!(Code::MalformedTagPair, extra, "syntax-doubled-bracket")
}

pub(super) fn text_after_tag_value(span: Span, extra: &str) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-text-after-tag-value",
        Args::new().text("text", extra)
    )
}

pub(super) fn value_over_two_lines(span: Span) -> Diagnostic {
    catalogued!(Code::MalformedTagPair, span, "syntax-value-over-two-lines")
}

pub(super) fn tag_without_name(span: Span) -> Diagnostic {
    catalogued!(Code::MalformedTagPair, span, "syntax-tag-without-name")
}

pub(super) fn invalid_tag_name(span: Span, name: &str) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-invalid-tag-name",
        Args::new().text("name", name)
    )
}

/// A tag value with no closing quote; `unclosed`: the tag pair has no `]` either.
pub(super) fn unterminated_tag_value(span: Span, unclosed: bool) -> Diagnostic {
    let bracket = if unclosed { "missing" } else { "present" };
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-unterminated-tag-value",
        Args::new().selector("bracket", bracket)
    )
}

/// `[Site "C:\Games\"]`: the value's last quote is escaped by the backslash before it.
pub(super) fn escaped_closing_quote(span: Span, content: &str) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-escaped-closing-quote",
        Args::new()
            .text("doubled", format!("{content}\\"))
            .text("content", content)
    )
}

/// S012 on a tag value with quotation marks inside it that no backslash escapes (`"Memorial
/// "Old Tom" 2019"`, each offset of `quotes`): the fix escapes them.
pub(super) fn unescaped_quotes_in_value(span: Span, quotes: &[usize]) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-unescaped-quotes-in-value",
        Args::new().number("count", quotes.len())
    )
    .with_repair(fix_of(
        quotes
            .iter()
            .map(|&at| (Span::new(at, 1), "\\\"".to_string())),
    ))
}

/// `Round "1"]` at the start of a line: a tag pair without its `[`.
pub(super) fn tag_pair_without_bracket(name: Span, written: &str) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        name,
        "syntax-tag-pair-without-bracket",
        Args::new().text("written", written)
    )
}

pub(super) fn unquoted_tag_value(span: Span, value: &str) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-unquoted-tag-value",
        Args::new().text("value", value)
    )
}

pub(super) fn missing_tag_value(span: Span, name: &str) -> Diagnostic {
    catalogued!(
        Code::MalformedTagPair,
        span,
        "syntax-missing-tag-value",
        Args::new().text("name", name)
    )
}

pub(super) fn unclosed_tag_pair(last: Span) -> Diagnostic {
    catalogued!(Code::MalformedTagPair, last, "syntax-unclosed-tag-pair")
}

pub(super) fn duplicate_tag(second: Span, first: Span, name: &str, count: usize) -> Diagnostic {
    catalogued!(
        Code::DuplicateTag,
        second,
        "syntax-duplicate-tag",
        Args::new().text("name", name).number("count", count)
    )
    .with_catalogue_related(
        first,
        Message::new("syntax-duplicate-tag.first", Args::new()),
    )
}

pub(super) fn misplaced_tag_pair(span: Span) -> Diagnostic {
    catalogued!(Code::MisplacedTagPair, span, "syntax-misplaced-tag-pair")
}

// ---- comments and variations -----------------------------------------------------------

/// A comment never closed; `resumed`: it was read up to the next move (else to the end of the
/// game).
pub(super) fn unterminated_comment(open: Span, resumed: bool) -> Diagnostic {
    let until = if resumed { "move" } else { "game" };
    catalogued!(
        Code::UnterminatedComment,
        open,
        "syntax-unterminated-comment",
        Args::new().selector("until", until)
    )
}

pub(super) fn variation_too_deep(open: Span) -> Diagnostic {
    catalogued!(
        Code::VariationTooDeep,
        open,
        "syntax-variation-too-deep",
        Args::new()
            .number("depth", MAX_VARIATION_DEPTH)
            .number("deeper", MAX_VARIATION_DEPTH + 1)
    )
}

pub(super) fn unmatched_parenthesis(close: Span) -> Diagnostic {
    catalogued!(
        Code::UnmatchedParenthesis,
        close,
        "syntax-unmatched-parenthesis"
    )
}

pub(super) fn unclosed_variation(open: Span) -> Diagnostic {
    catalogued!(Code::UnclosedVariation, open, "syntax-unclosed-variation")
}

// ---- NAGs, results and move numbers ------------------------------------------------------

pub(super) fn invalid_nag(span: Span, written: &str) -> Diagnostic {
    catalogued!(
        Code::InvalidNag,
        span,
        "syntax-invalid-nag",
        Args::new().text("written", written)
    )
}

pub(super) fn dangling_number(number: Span) -> Diagnostic {
    catalogued!(Code::DanglingMoveNumber, number, "syntax-dangling-number")
}

/// S023 on dots standing alone where Black's move is due, with no move after them
/// (`3. 6125 ...`): the place of a move left empty, as a template leaves it.
pub(super) fn placeholder_dots(dots: Span, written: &str) -> Diagnostic {
    catalogued!(
        Code::DanglingMoveNumber,
        dots,
        "syntax-placeholder-dots",
        Args::new().text("written", written)
    )
}

/// A result spelled outside the standard; `replacement` is the standard spelling with the spaces
/// that keep it apart from glued words.
pub(super) fn nonstandard_result(
    span: Span,
    written: &str,
    result: GameResult,
    replacement: String,
) -> Diagnostic {
    catalogued!(
        Code::NonstandardResult,
        span,
        "syntax-nonstandard-result",
        Args::new()
            .text("written", written)
            .text("result", result.as_str())
    )
    .with_fix(span, replacement)
}

/// A score or an evaluation (`2-0`, `+-`) where the result should stand; `result` is the one
/// it suggests.
pub(super) fn not_a_result(span: Span, written: &str, result: GameResult) -> Diagnostic {
    let meant = match result {
        GameResult::WhiteWins => "white",
        GameResult::BlackWins => "black",
        _ => "draw",
    };
    let kind = if written.contains(['+', '-']) && !written.contains(char::is_numeric) {
        "evaluation"
    } else {
        "score"
    };
    catalogued!(
        Code::NotAResult,
        span,
        "syntax-not-a-result",
        Args::new()
            .text("written", written)
            .selector("meant", meant)
            .selector("kind", kind)
    )
}

pub(super) fn result_in_variation(span: Span, written: &str) -> Diagnostic {
    catalogued!(
        Code::ResultInVariation,
        span,
        "syntax-result-in-variation",
        Args::new().text("written", written)
    )
}

/// S025 on the result `written` at `span`, with more moves on its line, or (`next_line`) a
/// next line that goes on with the game's move numbers.
pub(super) fn misplaced_result(span: Span, written: &str, next_line: bool) -> Diagnostic {
    catalogued!(
        Code::MisplacedResult,
        span,
        "syntax-misplaced-result",
        Args::new()
            .text("written", written)
            .selector("where", if next_line { "next-line" } else { "line" })
    )
}

pub(super) fn black_first_without_setup(span: Span, written: &str) -> Diagnostic {
    catalogued!(
        Code::MoveNumberOutOfSequence,
        span,
        "syntax-black-first-without-setup",
        Args::new().text("written", written)
    )
}

/// What a move number that contradicts the count may mean, told in its help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shift {
    /// `3. 4163 4. 6341`: White's number where Black's move is due.
    BlackLeftOut,
    /// `20. 5253 4432 20. 5253`: the number of the move before, where White's move is due.
    MoveWrittenTwice,
    /// Any other number.
    Other,
}

/// A move number that contradicts the count of moves before it: the next move is `side`'s move
/// `expected` (`black`); `shift` says what may have happened. The numbers after it are counted
/// from it (the parser resynchronises), which the help says.
pub(super) fn move_number_out_of_sequence(
    span: Span,
    written: &str,
    expected: u32,
    black: bool,
    shift: Shift,
) -> Diagnostic {
    let wanted = if black {
        format!("{expected}...")
    } else {
        format!("{expected}.")
    };
    let shift = match shift {
        Shift::BlackLeftOut => "black-left-out",
        Shift::MoveWrittenTwice => "written-twice",
        Shift::Other => "other",
    };
    catalogued!(
        Code::MoveNumberOutOfSequence,
        span,
        "syntax-move-number-out-of-sequence",
        Args::new()
            .text("written", written)
            .text("wanted", wanted)
            .selector("side", if black { "black" } else { "white" })
            .number("expected", expected)
            .selector("shift", shift)
    )
}

/// `4. 3647 ( 4... 5847 )`: a variation that opens with Black's move `number`, where it replaces
/// White's move `number` (a variation is an alternative to the move before its `(`).
pub(super) fn reply_as_variation(span: Span, written: &str, number: u32) -> Diagnostic {
    catalogued!(
        Code::MoveNumberOutOfSequence,
        span,
        "syntax-reply-as-variation",
        Args::new()
            .text("written", written)
            .number("number", number)
    )
}

/// `12. ...` where White's move 12 is next.
pub(super) fn black_dots_on_white_move(span: Span, written: &str, expected: u32) -> Diagnostic {
    catalogued!(
        Code::MoveNumberOutOfSequence,
        span,
        "syntax-black-dots-on-white-move",
        Args::new()
            .text("written", written)
            .number("expected", expected)
    )
}

// ---- numeric moves ---------------------------------------------------------------------

/// Which digits of a square are not 1 to 8: `file`, `rank` or `both`.
fn bad_digits(square: &super::ast::SquareDigits) -> &'static str {
    match (
        (1..=8).contains(&square.file),
        (1..=8).contains(&square.rank),
    ) {
        (true, _) => "rank",
        (_, true) => "file",
        _ => "both",
    }
}

/// S002 on a numeric move with digits outside 1-8: one diagnostic for the move, naming each
/// digit out of 1-8 (file or rank of which square).
pub(super) fn invalid_squares(
    numeric: &super::ast::NumericMove,
    bad: &[super::ast::SquareDigits],
) -> Diagnostic {
    if let [square] = bad {
        let spelled = format!("{}{}", square.file, square.rank);
        match bad_digits(square) {
            "rank" => return invalid_square(square.span, &spelled, "rank", square.rank),
            "file" => return invalid_square(square.span, &spelled, "file", square.file),
            _ => {}
        }
    }
    let mut args = Args::new().text("written", span_digits(numeric));
    let (mut from, mut to) = (false, false);
    for square in bad {
        let spelled = format!("{}{}", square.file, square.rank);
        let digits = bad_digits(square);
        args = if *square == numeric.from {
            from = true;
            args.text("from", spelled)
                .selector("from-bad", digits)
                .number("from-file", square.file)
                .number("from-rank", square.rank)
        } else {
            to = true;
            args.text("to", spelled)
                .selector("to-bad", digits)
                .number("to-file", square.file)
                .number("to-rank", square.rank)
        };
    }
    let squares = match (from, to) {
        (true, true) => "both",
        (false, true) => "to",
        _ => "from",
    };
    let span = bad[0].span.join(bad[bad.len() - 1].span);
    catalogued!(
        Code::InvalidSquare,
        span,
        "syntax-invalid-squares",
        args.selector("squares", squares)
    )
}

/// The digits of a numeric move as read.
fn span_digits(numeric: &super::ast::NumericMove) -> String {
    numeric.digits().to_string()
}

/// S015 on digits glued before a move (`1Rxc3`).
pub(super) fn stray_digits_before_move(span: Span, text: &str) -> Diagnostic {
    catalogued!(
        Code::StrayCharacter,
        span,
        "syntax-stray-digits-before-move",
        Args::new().text("text", text)
    )
}

/// S002 on one square with a digit not 1 to 8: `which` digit (`file` or `rank`) is `digit`.
pub(super) fn invalid_square(
    span: Span,
    spelled: &str,
    which: &'static str,
    digit: u8,
) -> Diagnostic {
    catalogued!(
        Code::InvalidSquare,
        span,
        "syntax-invalid-square",
        Args::new()
            .text("square", spelled)
            .selector("which", which)
            .number("digit", digit)
    )
}

pub(super) fn bad_promotion_digit(span: Span, digit: u8) -> Diagnostic {
    catalogued!(
        Code::BadPromotionDigit,
        span,
        "syntax-bad-promotion-digit",
        Args::new().number("digit", digit)
    )
}

pub(super) fn same_square(span: Span, square: &str) -> Diagnostic {
    catalogued!(
        Code::SameSquare,
        span,
        "syntax-same-square",
        Args::new().text("square", square)
    )
}

pub(super) fn wrong_length(span: Span, digits: &str) -> Diagnostic {
    let count = digits.len();
    let mut args = Args::new().text("written", digits).number("count", count);
    let shape = if count == 6 && digits[2..4] == digits[4..6] {
        args = args.text("meant", &digits[..4]);
        "twice"
    } else if count == 8 {
        args = args
            .text("first", &digits[..4])
            .text("second", &digits[4..]);
        "glued"
    } else if count < 4 {
        "short"
    } else {
        "long"
    };
    catalogued!(
        Code::WrongMoveLength,
        span,
        "syntax-wrong-length",
        args.selector("shape", shape)
    )
}

// ---- text that is not notation ---------------------------------------------------------

pub(super) fn unexpected_text(span: Span, text: &str, gloss: bool) -> Diagnostic {
    let id = if gloss {
        "syntax-informal-remark"
    } else {
        "syntax-unexpected-text"
    };
    let help = if gloss {
        "syntax-informal-remark.help"
    } else {
        "syntax-unexpected-text.help"
    };
    Diagnostic::from_catalogue(
        Code::UnexpectedText,
        span,
        id,
        Args::new().text("text", text),
    )
    .with_catalogue_label("syntax-unexpected-text.label")
    .with_catalogue_help(vec![Message::new(help, Args::new())])
}

/// A line of prose among the moves (e-mail text): one S016 on the whole line, whose fix puts it
/// in a `{ }` comment (none when it holds a `}`, which would end the comment early, or when it is
/// not `apart` from what stands before it).
pub(super) fn prose_line(span: Span, text: &str, apart: bool) -> Diagnostic {
    const SHOWN: usize = 40;
    let shown = match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    };
    let id = if text.contains(char::is_whitespace) {
        "syntax-prose-line"
    } else {
        "syntax-unexpected-text"
    };
    let diagnostic = Diagnostic::from_catalogue(
        Code::UnexpectedText,
        span,
        id,
        Args::new().text("text", shown),
    )
    .with_catalogue_label("syntax-prose-line.label")
    .with_catalogue_help(vec![Message::new("syntax-prose-line.help", Args::new())]);
    // A brace in the text would end the comment early or open one inside it (PGN comments do
    // not nest).
    if text.contains(['{', '}']) || !apart {
        diagnostic
    } else {
        diagnostic.with_fix(span, format!("{{ {text} }}"))
    }
}

/// S015 on an evaluation sign standing apart (`+-`), with the NAG that says the same.
pub(super) fn evaluation_sign(span: Span, text: &str, nag: u8) -> Diagnostic {
    catalogued!(
        Code::StrayCharacter,
        span,
        "syntax-evaluation-sign",
        Args::new().text("text", text).number("nag", nag)
    )
    .with_repair(fix_of(std::iter::once((span, format!("${nag}")))))
}

pub(super) fn stray_characters(span: Span, text: &str) -> Diagnostic {
    catalogued!(
        Code::StrayCharacter,
        span,
        "syntax-stray-characters",
        Args::new()
            .text("text", visible(text))
            .number("count", text.chars().count())
    )
}

// ---- other notations -------------------------------------------------------------------

pub(super) fn null_move(span: Span, text: &str) -> Diagnostic {
    catalogued!(
        Code::NullMove,
        span,
        "syntax-null-move",
        Args::new().text("text", text)
    )
}

pub(super) fn whole_game_in_other_notation(
    first: Span,
    coordinate: bool,
    descriptive: bool,
    other_moves: usize,
    total: usize,
) -> Diagnostic {
    let counts = Args::new()
        .number("moves", other_moves)
        .number("total", total);
    if descriptive {
        return catalogued!(Code::SanMove, first, "syntax-descriptive-game", counts);
    }
    let (code, notation) = if coordinate {
        (Code::CoordinateMove, "coordinate")
    } else {
        (Code::SanMove, "algebraic")
    };
    catalogued!(
        code,
        first,
        "syntax-other-notation-game",
        counts.selector("notation", notation)
    )
}

pub(super) fn coordinate_move(coordinate: &CoordinateMove, span: Span) -> Diagnostic {
    let numeric = coordinate.numeric();
    let text = &coordinate.text;
    let kind = if text.contains(['-', '–', 'x', ':', '='])
        || text.starts_with(|c: char| c.is_uppercase())
    {
        "long"
    } else {
        "coordinate"
    };
    catalogued!(
        Code::CoordinateMove,
        span,
        "syntax-coordinate-move",
        Args::new()
            .text("text", text.as_str())
            .selector("kind", kind)
            .text("numeric", numeric.clone())
    )
}

/// S006 on two SAN moves without a space between them (`Nxd4Bb4`).
pub(super) fn glued_san_moves(span: Span, text: &str, split: usize) -> Diagnostic {
    let (first, second) = text.split_at(split);
    catalogued!(
        Code::SanMove,
        span,
        "syntax-glued-san-moves",
        Args::new()
            .text("text", text)
            .text("first", first)
            .text("second", second)
    )
}

/// S006 on one move in English descriptive notation (`N-KB3`) among numeric moves.
pub(super) fn descriptive_move(text: &str, span: Span) -> Diagnostic {
    catalogued!(
        Code::SanMove,
        span,
        "syntax-descriptive-move",
        Args::new().text("text", text)
    )
}

pub(super) fn san_move(text: &str, castling: Option<bool>, black: bool, span: Span) -> Diagnostic {
    if let Some(king_side) = castling {
        let numeric = match (black, king_side) {
            (false, true) => "5171",
            (false, false) => "5131",
            (true, true) => "5878",
            (true, false) => "5838",
        };
        return catalogued!(
            Code::CastlingNotation,
            span,
            "syntax-castling-notation",
            Args::new()
                .text("text", text)
                .selector("side", if black { "black" } else { "white" })
                .selector("castling", if king_side { "kingside" } else { "queenside" })
                .text("numeric", numeric)
        );
    }
    let first = text.chars().next().unwrap_or(' ');
    let english = first.is_lowercase() || "KQRBN".contains(first);
    let args = Args::new().text("text", text);
    let mut help = vec![Message::new("syntax-san-move.help", args.clone())];
    if !english {
        help.push(Message::new(
            "syntax-san-move-foreign-letter",
            Args::new().text("letter", first.to_string()),
        ));
    }
    Diagnostic::from_catalogue(Code::SanMove, span, "syntax-san-move", args)
        .with_catalogue_label("syntax-san-move.label")
        .with_catalogue_help(help)
}

/// How a SAN move spells its promotion, when not as the PGN standard does: S027 for a check
/// sign before a standard promotion (`gxh1+=Q`: write `gxh1=Q+`), S028 for a lower-case piece,
/// brackets or a slash (`bxa1=q`, `bxa1(Q)`, `bxa1/Q`: write `bxa1=Q`, a fix). `None` for any
/// other move, and for a king or a pawn (`bxa1=K`), which a later layer reports whatever
/// the spelling.
pub(super) fn promotion_spelling(san: &SanMove, span: Span) -> Option<Diagnostic> {
    let text = san.text.as_str();
    let at = text.rfind(|c: char| c.is_ascii_digit())?;
    let promotion = &text[at + 1..];
    let piece = promotion.chars().find(char::is_ascii_alphabetic)?;
    if matches!(piece, 'K' | 'P' | 'k' | 'p') {
        return None;
    }
    let sign = promotion.chars().find(|&c| c == '+' || c == '#');
    let bare = promotion.trim_start_matches(['+', '#']);
    let written = format!(
        "{}{}",
        san.standard(),
        sign.map(String::from).unwrap_or_default()
    );
    let args = Args::new()
        .text("text", text)
        .text("written", written.as_str());
    if piece.is_ascii_uppercase() && (bare.len() == 1 || bare == format!("={piece}")) {
        sign?;
        return Some(catalogued!(
            Code::CheckBeforePromotion,
            span,
            "syntax-check-before-promotion",
            args
        ));
    }
    let spelling = if bare.starts_with('(') {
        "brackets"
    } else if bare.starts_with('/') {
        "slash"
    } else {
        "lowercase"
    };
    Some(
        catalogued!(
            Code::MalformedPromotion,
            span,
            "syntax-malformed-promotion",
            args.selector("spelling", spelling)
        )
        .with_fix(span, written),
    )
}

/// S029 on a numeric move whose promotion piece is a letter (`6768Q`, `6768=Q`): the fix writes
/// the promotion digit in place of the letter (and its `=`).
pub(super) fn promotion_letter(span: Span, letter: Span, digits: &str, digit: char) -> Diagnostic {
    catalogued!(
        Code::PromotionLetter,
        span,
        "syntax-promotion-letter",
        Args::new().text("digits", format!("{digits}{digit}"))
    )
    .with_fix(letter, digit.to_string())
}

// ---- text pasted along with the record --------------------------------------------------

/// A fix of several edits, each `(bytes, replacement)`.
fn fix_of(edits: impl Iterator<Item = (Span, String)>) -> crate::diagnostic::Fix {
    crate::diagnostic::Fix {
        edits: edits
            .map(|(span, replacement)| crate::diagnostic::Edit { span, replacement })
            .collect(),
    }
}

/// The first line of `text`, cut to 60 characters, with its invisible characters named.
fn first_line_shown(text: &str) -> String {
    let line = text.lines().next().unwrap_or_default().trim_end();
    let shown: String = line.chars().take(60).collect();
    let cut = if shown.len() < line.len() { "…" } else { "" };
    format!("{}{cut}", visible(&shown))
}

/// S037 on the HTML of a game: at the first piece, with the number of the others; its fix
/// deletes every piece (a space where it glued two tokens).
pub(super) fn html_markup(text: &str, pieces: &[Span], edits: Vec<(Span, &str)>) -> Diagnostic {
    let first = pieces[0];
    let shown = first.text(text).unwrap_or_default();
    let entity = if shown.starts_with('&') {
        "entity"
    } else {
        "markup"
    };
    let fix = fix_of(edits.into_iter().map(|(span, r)| (span, r.to_string())));
    catalogued!(
        Code::HtmlMarkup,
        first,
        "syntax-html-markup",
        Args::new()
            .selector("entity", entity)
            .text("text", visible(shown))
            .number("others", pieces.len() - 1)
    )
    .with_repair(fix)
}

/// The key of an invisible character's name in the catalogues (`syntax-invisible-character`).
fn invisible_key(c: char) -> &'static str {
    match c {
        '\u{00A0}' => "no-break-space",
        '\u{202F}' => "narrow-no-break-space",
        '\u{00AD}' => "soft-hyphen",
        '\u{180E}' => "mongolian-vowel-separator",
        '\u{200B}' => "zero-width-space",
        '\u{200C}' => "zero-width-non-joiner",
        '\u{200D}' => "zero-width-joiner",
        '\u{200E}' => "left-to-right-mark",
        '\u{200F}' => "right-to-left-mark",
        '\u{2060}' => "word-joiner",
        '\u{FEFF}' => "byte-order-mark",
        '\u{202A}'..='\u{202E}' => "direction-control",
        '\u{2066}'..='\u{2069}' => "direction-isolate",
        _ => "invisible",
    }
}

/// S038 on the invisible characters of a game: at the first, named by its Unicode code, with
/// the number of the others; its fix deletes them all.
pub(super) fn invisible_characters(found: &[(char, Span)]) -> Diagnostic {
    let (c, first) = found[0];
    let args = Args::new()
        .selector("name", invisible_key(c))
        .text("code", format!("{:04X}", u32::from(c)))
        .number("others", found.len() - 1);
    let fix = fix_of(found.iter().map(|&(_, span)| (span, String::new())));
    let diagnostic = if super::characters::is_no_break_space(c) {
        // Shown as a space, it is only found inside a move's digits (elsewhere it is white
        // space like any other).
        catalogued!(
            Code::InvisibleCharacter,
            first,
            "syntax-no-break-space",
            args
        )
    } else {
        catalogued!(
            Code::InvisibleCharacter,
            first,
            "syntax-invisible-character",
            args
        )
    };
    diagnostic.with_repair(fix)
}

/// S039 on the commas, semicolons or slashes between the moves of a game: at the first, with
/// the count (named by the first one's kind); its fix writes a space for each (deletes it where
/// white space already follows).
pub(super) fn separators_between_moves(text: &str, separators: &[Span]) -> Diagnostic {
    let space = |span: Span| {
        let spaced = text[span.end()..].starts_with(super::characters::is_space);
        if spaced {
            String::new()
        } else {
            " ".to_string()
        }
    };
    let fix = fix_of(separators.iter().map(|&span| (span, space(span))));
    let separator = match text.as_bytes()[separators[0].offset()] {
        b';' => "semicolon",
        b'/' => "slash",
        _ => "comma",
    };
    catalogued!(
        Code::PunctuationBetweenMoves,
        separators[0],
        "syntax-separators-between-moves",
        Args::new()
            .selector("separator", separator)
            .number("count", separators.len())
    )
    .with_repair(fix)
}

/// S016 on the quote marks of a block of quoted lines of an e-mail; its fix deletes them.
pub(super) fn quote_marks(text: &str, marks: &[Span]) -> Diagnostic {
    let first = marks[0];
    let shown = first.text(text).unwrap_or_default().trim_end();
    let fix = fix_of(marks.iter().map(|&span| (span, String::new())));
    catalogued!(
        Code::UnexpectedText,
        first,
        "syntax-quote-marks",
        Args::new().text("text", shown).number("count", marks.len())
    )
    .with_repair(fix)
}

/// S016 on a blog shortcode line (`[pgn]`); its fix deletes the line.
pub(super) fn shortcode(text: &str, span: Span, line: Span) -> Diagnostic {
    let shown = span.text(text).unwrap_or_default();
    catalogued!(
        Code::UnexpectedText,
        span,
        "syntax-shortcode",
        Args::new().text("text", shown)
    )
    .with_fix(line, "")
}

/// S016 on a block of e-mail header lines, a reply's attribution line or a signature: not
/// read, so its dates and times are not taken for moves. No fix: the words are the writer's.
pub(super) fn email_text(text: &str, kind: super::paste::Pasted, span: Span) -> Diagnostic {
    use super::paste::Pasted;
    let body = span.text(text).unwrap_or_default();
    let lines = body.lines().count().max(1);
    let args = Args::new()
        .text("text", first_line_shown(body))
        .number("count", lines);
    let code = Code::UnexpectedText;
    match kind {
        Pasted::Attribution => catalogued!(code, span, "syntax-email-attribution", args),
        Pasted::Signature => catalogued!(code, span, "syntax-email-signature", args),
        Pasted::TextAfterResult => catalogued!(code, span, "syntax-text-after-result", args),
        Pasted::TextBeforeGame => catalogued!(code, span, "syntax-text-before-game", args),
        Pasted::DateLine => catalogued!(code, span, "syntax-date-line", args),
        _ => catalogued!(code, span, "syntax-email-header", args),
    }
}

/// S012 on the tag values of a game written between typographic quotes (`“...”`) or quotes
/// written as HTML entities (`&quot;...&quot;`): one, at the first, with the number of the
/// others; its fix writes straight quotes for them all. The values are read as written between
/// the marks.
pub(super) fn typographic_quotes(text: &str, quotes: &[(Span, Span)]) -> Diagnostic {
    let (open, close) = quotes[0];
    let open_text = open.text(text).unwrap_or_default();
    let marks = if open_text.starts_with('&') {
        "entity"
    } else {
        "typographic"
    };
    let fix = fix_of(
        quotes
            .iter()
            .flat_map(|&(open, close)| [open, close])
            .map(|span| (span, "\"".to_string())),
    );
    catalogued!(
        Code::MalformedTagPair,
        open.join(close),
        "syntax-typographic-quotes",
        Args::new()
            .text("open", open_text)
            .text("close", close.text(text).unwrap_or_default())
            .number("others", quotes.len() - 1)
            .selector("marks", marks)
    )
    .with_repair(fix)
}

/// S040 on a numeric move (`what`: `move`, `7l63`) or a move number (`number`, `l.`, `1O.`)
/// with letters that look like digits; `read` is the word as digits, and the fix writes them.
pub(super) fn letter_for_digit(
    span: Span,
    written: &str,
    letters: &[(Span, char, u8)],
    wide: &[(Span, char)],
    read: &str,
    what: &str,
) -> Diagnostic {
    const LETTER: [&str; 5] = ["letter1", "letter2", "letter3", "letter4", "letter5"];
    const DIGIT: [&str; 5] = ["digit1", "digit2", "digit3", "digit4", "digit5"];
    let mut args = Args::new()
        .text("written", written)
        .number("count", letters.len());
    for (i, &(_, c, d)) in letters.iter().take(5).enumerate() {
        args = args.text(LETTER[i], c.to_string()).number(DIGIT[i], d);
    }
    let fix = fix_of(
        letters
            .iter()
            .map(|&(span, _, d)| (span, d.to_string()))
            .chain(wide.iter().map(|&(span, c)| (span, c.to_string()))),
    );
    catalogued!(
        Code::LetterForDigit,
        span,
        "syntax-letter-for-digit",
        args.text("read", read).text("what", what)
    )
    .with_repair(fix)
}

/// S040 on a numeric move (`what`: `move`, `４１４２`) or a move number (`number`, `１５．`)
/// written in full-width digits (each of `wide` with the ASCII character it stands for);
/// `read` is the word as digits, and the fix writes them.
pub(super) fn full_width_digits(
    span: Span,
    written: &str,
    wide: &[(Span, char)],
    read: &str,
    what: &str,
) -> Diagnostic {
    catalogued!(
        Code::LetterForDigit,
        span,
        "syntax-full-width-digits",
        Args::new()
            .text("written", written)
            .text("read", read)
            .text("what", what)
    )
    .with_repair(fix_of(wide.iter().map(|&(span, c)| (span, c.to_string()))))
}

/// S014 on the first move number of a game whose tags start the count elsewhere (`1.` where
/// they say `21.`, which is `first`): the moves are numbered from it, and the count goes on
/// from there.
pub(super) fn numbered_apart_from_tags(span: Span, written: &str, first: &str) -> Diagnostic {
    catalogued!(
        Code::MoveNumberOutOfSequence,
        span,
        "syntax-numbered-apart-from-tags",
        Args::new().text("written", written).text("first", first)
    )
}

/// S014 on a first move number 0 (`0. 2133`, or `0... 5755` when the game starts with Black's
/// move): the moves are numbered from 0, and the count goes on from there.
pub(super) fn numbered_from_zero(span: Span, written: &str, black: bool) -> Diagnostic {
    catalogued!(
        Code::MoveNumberOutOfSequence,
        span,
        "syntax-numbered-from-zero",
        Args::new()
            .text("written", written)
            .text("first", if black { "1..." } else { "1." })
    )
}

#[cfg(test)]
mod tests {
    //! The English texts of the constructors whose words depend on their arguments, as they
    //! read before the catalogue (every variant that the fixtures may not reach).

    use super::*;

    fn help(d: &Diagnostic) -> &str {
        d.help.as_deref().unwrap_or_default()
    }

    #[test]
    fn wrong_lengths_read_as_before() {
        let d = wrong_length(Span::new(0, 1), "5");
        assert_eq!(
            d.message,
            "move `5` has 1 digit; a numeric move has 4, or 5 with a promotion digit"
        );
        assert_eq!(d.label, "1 digit");
        assert_eq!(
            help(&d),
            "a digit is missing: a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion"
        );
        let d = wrong_length(Span::new(0, 6), "525454");
        assert_eq!(d.label, "6 digits");
        assert_eq!(
            help(&d),
            "the to-square seems to be written twice: did you mean `5254`?"
        );
        let d = wrong_length(Span::new(0, 8), "52545755");
        assert_eq!(
            help(&d),
            "two moves without a space between them? `5254 5755`"
        );
        let d = wrong_length(Span::new(0, 7), "5254575");
        assert_eq!(
            help(&d),
            "a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion; check for an extra digit"
        );
    }

    #[test]
    fn results_and_move_numbers_read_as_before() {
        let d = not_a_result(Span::new(0, 2), "+-", GameResult::WhiteWins);
        assert_eq!(d.message, "`+-` is not a game result");
        assert_eq!(d.label, "an evaluation sign, not a result");
        assert_eq!(
            help(&d),
            "a game ends with 1-0, 0-1, 1/2-1/2 or * (not finished): write `1-0` if White won (and the same in the Result tag), or `*` if the game is not over"
        );
        let d = not_a_result(Span::new(0, 3), "1-1", GameResult::Draw);
        assert_eq!(d.label, "a score, not a result");
        assert!(help(&d).contains("write `1/2-1/2` if the game was drawn (and"));
        let d = not_a_result(Span::new(0, 3), "0-2", GameResult::BlackWins);
        assert!(help(&d).contains("write `0-1` if Black won (and"));
        let d = move_number_out_of_sequence(Span::new(0, 2), "4.", 4, true, Shift::BlackLeftOut);
        assert_eq!(
            d.message,
            "move number 4. does not match the moves before it: expected 4..."
        );
        assert_eq!(d.label, "expected 4...");
        assert_eq!(
            help(&d),
            "the moves before this number make the next move Black's move 4: either Black's move 4 was left out before it (then the board finds the next move to be the wrong side's), or the numbers from here on are half a move ahead of the moves (then write `4...` here and renumber the moves after it). The move numbers after it are counted from this one"
        );
        let d =
            move_number_out_of_sequence(Span::new(0, 3), "20.", 21, false, Shift::MoveWrittenTwice);
        assert_eq!(
            help(&d),
            "the moves before this number make the next move White's move 21: either a move was written twice before it (then the board finds the repeated move illegal), or the numbers from here on are behind the moves (then write `21.` here and renumber the moves after it). The move numbers after it are counted from this one"
        );
        let d = move_number_out_of_sequence(Span::new(0, 2), "9.", 7, false, Shift::Other);
        assert_eq!(
            help(&d),
            "the moves before this number make the next move White's move 7: write `7.`, or correct the moves before it if one is left out or repeated. The move numbers after it are counted from this one"
        );
        let d = variation_too_deep(Span::new(0, 1));
        assert_eq!(d.message, "variations nested more than 64 deep");
        assert_eq!(d.label, "variation 65 levels deep");
    }

    #[test]
    fn tag_pairs_read_as_before() {
        let d = unterminated_tag_value(Span::new(0, 1), true);
        assert_eq!(
            d.message,
            "the tag value has no closing quote and the tag pair no ]"
        );
        assert_eq!(
            help(&d),
            "end the value with a double quote and the tag pair with ], as in [White \"Smith, John\"]"
        );
        let d = unterminated_tag_value(Span::new(0, 1), false);
        assert_eq!(d.message, "the tag value has no closing quote");
        assert_eq!(
            help(&d),
            "end the value with a double quote, as in [White \"Smith, John\"]"
        );
        let d = escaped_closing_quote(Span::new(0, 1), r"C:\Games");
        assert_eq!(
            d.message,
            r"the closing quote of the tag value is escaped by the `\` before it"
        );
        assert_eq!(
            d.label,
            r#"`\"` is a quote inside the value, so the value is never closed"#
        );
        assert_eq!(
            help(&d),
            r#"in a tag value a backslash escapes the character after it (PGN standard, section 7): write a backslash at the end of the value as `\\`, as in "C:\Games\"; the value was read as `C:\Games`"#
        );
        let d = duplicate_tag(Span::new(9, 1), Span::new(0, 1), "White", 2);
        assert_eq!(d.message, "the tag `White` appears twice in this game");
        assert_eq!(d.related[0].message, "first here");
        let d = duplicate_tag(Span::new(9, 1), Span::new(0, 1), "White", 3);
        assert_eq!(d.message, "the tag `White` appears 3 times in this game");
        let text = "[White \u{201c}Smith\u{201d}]";
        let d = typographic_quotes(text, &[(Span::new(7, 3), Span::new(15, 3))]);
        assert_eq!(
            d.message,
            "the tag value is written between typographic quotes `\u{201c}...\u{201d}`, not straight double quotes"
        );
        let two = [(Span::new(7, 3), Span::new(15, 3)); 3];
        assert!(
            typographic_quotes(text, &two)
                .message
                .contains("`\u{201c}...\u{201d}` (and 2 more tag values of this game), not")
        );
        let d = unterminated_comment(Span::new(0, 1), true);
        assert_eq!(
            help(&d),
            "add } where the comment ends; the comment was read up to the next move"
        );
        assert_eq!(d.label, "{ opens a comment with no closing }");
    }

    #[test]
    fn squares_and_letters_read_as_before() {
        let s002 = |text: &str| {
            let parsed = crate::syntax::parse(text);
            let d = parsed
                .diagnostics
                .into_iter()
                .find(|d| d.code == Code::InvalidSquare);
            d.map(|d| (d.message, d.label)).unwrap_or_default()
        };
        assert_eq!(
            s002("1. 9058 *").0,
            "`9058` names squares that do not exist: the from-square 90 has file 9 and rank 0"
        );
        assert_eq!(
            s002("1. 9099 *").0,
            "`9099` names squares that do not exist: the from-square 90 has file 9 and rank 0; the to-square 99 has file 9 and rank 9"
        );
        assert_eq!(
            s002("1. 5299 *").0,
            "`5299` names squares that do not exist: the to-square 99 has file 9 and rank 9"
        );
        assert_eq!(
            s002("1. 5259 *"),
            (
                "square 59 does not exist: the rank digit is 9".to_string(),
                "rank 9 is not on the board".to_string()
            )
        );
        assert_eq!(
            s002("1. 9254 *").0,
            "square 92 does not exist: the file digit is 9"
        );
        let letters = [(Span::new(1, 1), 'l', 1), (Span::new(2, 1), 'O', 0)];
        let d = letter_for_digit(Span::new(0, 4), "7lO3", &letters, &[], "7103", "move");
        assert_eq!(
            d.message,
            "`7lO3` holds the letters `l` for the digit 1 and `O` for the digit 0: the move is read as 7103"
        );
        assert_eq!(
            help(&d),
            "a numeric move is digits only: write 7103 (`iccf check --fix` does it), after checking on the scoresheet that this is the move played; the letters stand where a digit belongs, as in text read by OCR or typed by hand"
        );
        let d = letter_for_digit(Span::new(0, 4), "7l63", &letters[..1], &[], "7163", "move");
        assert!(
            d.message
                .contains("holds the letter `l` for the digit 1: the")
        );
        assert!(help(&d).contains("; the letter stands where"));
    }

    #[test]
    fn other_notations_read_as_before() {
        let d = san_move("O-O-O", Some(false), true, Span::new(0, 5));
        assert_eq!(
            d.message,
            "castling written as `O-O-O`, not as the king's move"
        );
        assert_eq!(d.label, "Black's queen-side castling");
        assert_eq!(
            help(&d),
            "numeric notation writes castling as the king's move: write `5838` for Black's queen-side castling (in Chess960, the king's from-square and its castling square)"
        );
        let d = san_move("Sf3", None, false, Span::new(0, 3));
        assert_eq!(
            help(&d),
            "numeric notation writes the from-square and the to-square as digits (files a-h are 1-8): Ng1-f3 is 7163, e2-e4 is 5254; `S` is not an English piece letter (K Q R B N)"
        );
        let d = whole_game_in_other_notation(Span::new(0, 4), true, false, 30, 40);
        assert_eq!(
            d.message,
            "this game is written in coordinate notation (UCI), not in ICCF numeric notation (30 of 40 moves)"
        );
        assert_eq!(d.label, "first move in coordinate notation");
        let d = whole_game_in_other_notation(Span::new(0, 4), false, false, 1, 2);
        assert_eq!(d.label, "first algebraic move");
        assert_eq!(
            stray_characters(Span::new(0, 2), "§").message,
            "stray character `§`"
        );
        assert_eq!(
            stray_characters(Span::new(0, 4), "§§").message,
            "stray characters `§§`"
        );
    }

    #[test]
    fn pasted_text_reads_as_before() {
        let d = separators_between_moves("5254;5755;", &[Span::new(4, 1), Span::new(9, 1)]);
        assert_eq!(
            d.message,
            "the moves are separated by semicolons (2 semicolons in this game)"
        );
        assert_eq!(d.label, "a semicolon between moves");
        assert_eq!(
            help(&d),
            "moves are separated by spaces; the moves are read as if each semicolon were one: write spaces (`iccf check --fix` does it); in PGN a semicolon starts a comment to the end of the line, so other programs lose the moves after it"
        );
        let d = separators_between_moves("5254,5755", &[Span::new(4, 1)]);
        assert_eq!(
            d.message,
            "the moves are separated by commas (1 comma in this game)"
        );
        assert!(help(&d).ends_with("(`iccf check --fix` does it)"));
        let zwsp = [('\u{200B}', Span::new(0, 3)), ('\u{200B}', Span::new(5, 3))];
        let d = invisible_characters(&zwsp);
        assert_eq!(
            d.message,
            "invisible character U+200B (zero width space) in the text, and 1 more in this game"
        );
        assert_eq!(d.label, "U+200B here, not shown on screen");
        let d = invisible_characters(&[('\u{a0}', Span::new(2, 2))]);
        assert_eq!(d.message, "a no-break space (U+00A0) inside a move");
        assert_eq!(d.label, "this space splits the move's digits");
        let text = "<b>5254</b> &nbsp;";
        let pieces = [Span::new(0, 3), Span::new(7, 4), Span::new(12, 6)];
        let d = html_markup(text, &pieces, Vec::new());
        assert_eq!(
            d.message,
            "HTML markup `<b>` in the text, and 2 more pieces of HTML in this game"
        );
        let d = html_markup(text, &pieces[2..], Vec::new());
        assert_eq!(d.message, "HTML entity `&nbsp;` in the text");
        let d = quote_marks("> 1. 5254\n> 5755", &[Span::new(0, 2), Span::new(10, 2)]);
        assert_eq!(d.message, "e-mail quote marks `>` before 2 lines");
        let d = quote_marks("> 1. 5254", &[Span::new(0, 2)]);
        assert_eq!(d.message, "e-mail quote marks `>` before 1 line");
    }
}
