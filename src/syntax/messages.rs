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

const TAG_EXAMPLE: &str = "[White \"Smith, John\"]";

pub(super) fn missing_termination(at: Span) -> Diagnostic {
    Diagnostic::new(
        Code::MissingTerminationMarker,
        at,
        "the game ends without a result",
    )
    .with_label("expected 1-0, 0-1, 1/2-1/2 or * here")
    .with_help("end the moves with the result: 1-0, 0-1, 1/2-1/2, or * for a game in progress")
}

// ---- tag pairs --------------------------------------------------------------------------

pub(super) fn doubled_bracket(extra: Span) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        extra,
        "the tag pair opens with two brackets",
    )
    .with_label("one [ too many")
    .with_help("a tag pair reads [Name \"value\"] with one [, as in [White \"Smith, John\"]")
}

pub(super) fn text_after_tag_value(span: Span, extra: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        span,
        format!("unexpected text `{extra}` in the tag pair after its value"),
    )
    .with_label("expected ] after the value")
    .with_help(one_line_tag_help())
}

pub(super) fn value_over_two_lines(span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        span,
        "the tag value runs over two lines",
    )
    .with_label("the value's closing quote is on the next line")
    .with_help(one_line_tag_help())
}

fn one_line_tag_help() -> &'static str {
    "a tag pair reads [Name \"value\"] on one line, as in [White \"Smith, John\"]"
}

pub(super) fn tag_without_name(span: Span) -> Diagnostic {
    Diagnostic::new(Code::MalformedTagPair, span, "tag pair without a name")
        .with_label("expected a tag name after [")
        .with_help(format!(
            "a tag pair reads [Name \"value\"], as in {TAG_EXAMPLE}"
        ))
}

pub(super) fn invalid_tag_name(span: Span, name: &str) -> Diagnostic {
    Diagnostic::new(Code::MalformedTagPair, span, format!("invalid tag name `{name}`"))
        .with_label("letters, digits and _ only")
        .with_help("a tag name is made of letters, digits and underscores and starts with a letter or digit (PGN standard, section 8.1)")
}

/// A tag value with no closing quote; `unclosed`: the tag pair has no `]` either.
pub(super) fn unterminated_tag_value(span: Span, unclosed: bool) -> Diagnostic {
    let (message, fix) = if unclosed {
        (
            "the tag value has no closing quote and the tag pair no ]",
            "end the value with a double quote and the tag pair with ]",
        )
    } else {
        (
            "the tag value has no closing quote",
            "end the value with a double quote",
        )
    };
    Diagnostic::new(Code::MalformedTagPair, span, message)
        .with_label("expected \" at the end of the value")
        .with_help(format!("{fix}, as in {TAG_EXAMPLE}"))
}

/// `[Site "C:\Games\"]`: the value's last quote is escaped by the backslash before it.
pub(super) fn escaped_closing_quote(span: Span, content: &str) -> Diagnostic {
    let doubled = format!("{content}\\");
    Diagnostic::new(
        Code::MalformedTagPair,
        span,
        "the closing quote of the tag value is escaped by the `\\` before it",
    )
    .with_label("`\\\"` is a quote inside the value, so the value is never closed")
    .with_help(format!(
        "in a tag value a backslash escapes the character after it (PGN standard, section 7): write a backslash at the end of the value as `\\\\`, as in \"{doubled}\"; the value was read as `{content}`"
    ))
}

/// `Round "1"]` at the start of a line: a tag pair without its `[`.
pub(super) fn tag_pair_without_bracket(name: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        name,
        "the tag pair has no opening `[`",
    )
    .with_label("expected [ before the tag name")
    .with_help(format!(
        "start the tag pair with [, as in `[{written}`; it was read as a tag pair of this game"
    ))
}

pub(super) fn unquoted_tag_value(span: Span, value: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        span,
        format!("the tag value `{value}` is not in double quotes"),
    )
    .with_label("expected \"...\"")
    .with_help(format!(
        "put the value in double quotes, as in {TAG_EXAMPLE}"
    ))
}

pub(super) fn missing_tag_value(span: Span, name: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        span,
        format!("the tag `{name}` has no value"),
    )
    .with_label("expected a value in double quotes after the name")
    .with_help(format!(
        "write the value in double quotes (\"?\" if unknown), as in {TAG_EXAMPLE}"
    ))
}

pub(super) fn unclosed_tag_pair(last: Span) -> Diagnostic {
    Diagnostic::new(
        Code::MalformedTagPair,
        last,
        "the tag pair is not closed with ]",
    )
    .with_label("expected ] after this")
    .with_help(format!("end the tag pair with ], as in {TAG_EXAMPLE}"))
}

pub(super) fn duplicate_tag(second: Span, first: Span, name: &str, count: usize) -> Diagnostic {
    let times = if count == 2 {
        "twice".to_string()
    } else {
        format!("{count} times")
    };
    Diagnostic::new(
        Code::DuplicateTag,
        second,
        format!("the tag `{name}` appears {times} in this game"),
    )
    .with_label("repeated here")
    .with_related(first, "first here")
    .with_help(
        "keep one of them: programs that read PGN keep only one value, and not always the same",
    )
}

pub(super) fn misplaced_tag_pair(span: Span) -> Diagnostic {
    Diagnostic::new(Code::MisplacedTagPair, span, "tag pair among the moves")
        .with_label("tag pairs belong before the moves")
        .with_help("move this tag pair to the top of the game, before the first move, each on its own line")
}

// ---- comments and variations -----------------------------------------------------------

pub(super) fn unterminated_comment(open: Span, until: &str) -> Diagnostic {
    Diagnostic::new(
        Code::UnterminatedComment,
        open,
        "this comment is never closed",
    )
    .with_label("{ opens a comment with no closing }")
    .with_help(format!(
        "add }} where the comment ends; the comment was read up to {until}"
    ))
}

pub(super) fn variation_too_deep(open: Span) -> Diagnostic {
    Diagnostic::new(
        Code::VariationTooDeep,
        open,
        format!("variations nested more than {MAX_VARIATION_DEPTH} deep"),
    )
    .with_label(format!("variation {} levels deep", MAX_VARIATION_DEPTH + 1))
    .with_help(
        "this variation and everything inside it were kept as text, not read as moves; real annotations never nest this deep, so check the parentheses",
    )
}

pub(super) fn unmatched_parenthesis(close: Span) -> Diagnostic {
    Diagnostic::new(
        Code::UnmatchedParenthesis,
        close,
        "this ) closes no variation",
    )
    .with_label("no ( is open here")
    .with_help("add the missing ( before the first move of the variation, or delete the )")
}

pub(super) fn unclosed_variation(open: Span) -> Diagnostic {
    Diagnostic::new(
        Code::UnclosedVariation,
        open,
        "this variation is never closed",
    )
    .with_label("( opens a variation with no closing )")
    .with_help("add ) after the last move of the variation; the moves after ( were not checked on the board")
}

// ---- NAGs, results and move numbers ------------------------------------------------------

pub(super) fn invalid_nag(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(Code::InvalidNag, span, format!("NAG `{written}` is out of range"))
        .with_label("NAGs are $0 to $255")
        .with_help("use a NAG from $0 to $255 ($1 good move, $2 mistake, $3 brilliant, $4 blunder, $5 interesting, $6 dubious), or write the remark in { } braces")
}

pub(super) fn dangling_number(number: Span) -> Diagnostic {
    Diagnostic::new(
        Code::DanglingMoveNumber,
        number,
        "move number with no move after it",
    )
    .with_label("no move follows this number")
    .with_help("add the missing move, or delete the number")
}

/// A result spelled outside the standard; `replacement` is the standard spelling with the spaces
/// that keep it apart from glued words.
pub(super) fn nonstandard_result(
    span: Span,
    written: &str,
    result: GameResult,
    replacement: String,
) -> Diagnostic {
    let fixed = result.as_str();
    Diagnostic::new(
        Code::NonstandardResult,
        span,
        format!("non-standard result `{written}`"),
    )
    .with_label(format!("read as {fixed}"))
    .with_help(format!(
        "write `{fixed}`: PGN allows only 1-0, 0-1, 1/2-1/2 and *"
    ))
    .with_fix(span, replacement)
}

/// A score or an evaluation (`2-0`, `+-`) where the result should stand; `result` is the one
/// it suggests.
pub(super) fn not_a_result(span: Span, written: &str, result: GameResult) -> Diagnostic {
    let (meant, what) = match result {
        GameResult::WhiteWins => ("1-0", "White won"),
        GameResult::BlackWins => ("0-1", "Black won"),
        _ => ("1/2-1/2", "the game was drawn"),
    };
    let kind = if written.contains(['+', '-']) && !written.contains(char::is_numeric) {
        "an evaluation sign"
    } else {
        "a score"
    };
    Diagnostic::new(
        Code::NotAResult,
        span,
        format!("`{written}` is not a game result"),
    )
    .with_label(format!("{kind}, not a result"))
    .with_help(format!(
        "a game ends with 1-0, 0-1, 1/2-1/2 or * (not finished): write `{meant}` if {what} (and the same in the Result tag), or `*` if the game is not over"
    ))
}

pub(super) fn result_in_variation(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::ResultInVariation,
        span,
        format!("result `{written}` inside a variation"),
    )
    .with_label("a variation cannot end the game")
    .with_help("delete it, or write the remark as a comment such as { and White wins }")
}

pub(super) fn misplaced_result(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MisplacedResult,
        span,
        format!("result `{written}` in the middle of the game"),
    )
    .with_label("more moves follow on this line")
    .with_help("the result goes after the last move of the game: move it there, or delete it")
}

pub(super) fn black_first_without_setup(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberOutOfSequence,
        span,
        format!("the game starts with Black's move `{written}` but has no FEN tag"),
    )
    .with_label("the position before this move is unknown")
    .with_help("add the position before Black's move as [SetUp \"1\"] and [FEN \"...\"] tags, or start the game with White's move 1; the moves of this game were not checked on the board")
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
    let side = if black { "Black" } else { "White" };
    let cause = match shift {
        Shift::BlackLeftOut => format!(
            "either Black's move {expected} was left out before it (then the board finds the next move to be the wrong side's), or the numbers from here on are half a move ahead of the moves (then write `{wanted}` here and renumber the moves after it)"
        ),
        Shift::MoveWrittenTwice => format!(
            "either a move was written twice before it (then the board finds the repeated move illegal), or the numbers from here on are behind the moves (then write `{wanted}` here and renumber the moves after it)"
        ),
        Shift::Other => format!(
            "write `{wanted}`, or correct the moves before it if one is left out or repeated"
        ),
    };
    Diagnostic::new(
        Code::MoveNumberOutOfSequence,
        span,
        format!("move number {written} does not match the moves before it: expected {wanted}"),
    )
    .with_label(format!("expected {wanted}"))
    .with_help(format!(
        "the moves before this number make the next move {side}'s move {expected}: {cause}. The move numbers after it are counted from this one"
    ))
}

/// `4. 3647 ( 4... 5847 )`: a variation that opens with Black's move `number`, where it replaces
/// White's move `number` (a variation is an alternative to the move before its `(`).
pub(super) fn reply_as_variation(span: Span, written: &str, number: u32) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberOutOfSequence,
        span,
        format!("the variation starts with Black's move {written}, but it replaces White's move {number}"),
    )
    .with_label(format!("expected {number}."))
    .with_help(format!(
        "a variation is an alternative to the move before its `(`, here White's move {number}: if this is Black's reply, write it after the `)` in the main line; if it is an alternative to Black's move {number}, put the `(` after that move. The moves of this variation were not checked on the board"
    ))
}

/// `12. ...` where White's move 12 is next.
pub(super) fn black_dots_on_white_move(span: Span, written: &str, expected: u32) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberOutOfSequence,
        span,
        format!("move number {written} does not match the moves before it: expected {expected}."),
    )
    .with_label(format!("expected {expected}."))
    .with_help(format!(
        "the moves before this number make the next move White's move {expected}: write `{expected}.`"
    ))
}

// ---- numeric moves ---------------------------------------------------------------------

/// A square with a digit outside 1-8: `which` digit (`file` or `rank`) is `digit`.
/// S002 on a numeric move with digits outside 1-8: one diagnostic for the move, naming each
/// digit out of 1-8 (file or rank of which square).
pub(super) fn invalid_squares(
    numeric: &super::ast::NumericMove,
    bad: &[super::ast::SquareDigits],
) -> Diagnostic {
    if let [square] = bad {
        let (which, digit) = if (1..=8).contains(&square.file) {
            ("rank", square.rank)
        } else {
            ("file", square.file)
        };
        let spelled = format!("{}{}", square.file, square.rank);
        if (1..=8).contains(&square.rank) || which == "rank" {
            return invalid_square(square.span, &spelled, which, digit);
        }
    }
    let mut named = Vec::new();
    for square in bad {
        let role = if *square == numeric.from {
            "from-square"
        } else {
            "to-square"
        };
        let digits: Vec<String> = [("file", square.file), ("rank", square.rank)]
            .into_iter()
            .filter(|(_, d)| !(1..=8).contains(d))
            .map(|(part, d)| format!("{part} {d}"))
            .collect();
        named.push(format!(
            "the {role} {}{} has {}",
            square.file,
            square.rank,
            digits.join(" and ")
        ));
    }
    let span = bad[0].span.join(bad[bad.len() - 1].span);
    let spelled = span_digits(numeric);
    Diagnostic::new(
        Code::InvalidSquare,
        span,
        format!("`{spelled}` names squares that do not exist: {}", named.join("; ")),
    )
    .with_label("digits off the board")
    .with_help("files and ranks are numbered 1 to 8 (a1 = 11, e2 = 52, h8 = 88); check these digits on your scoresheet")
}

/// The digits of a numeric move as read.
fn span_digits(numeric: &super::ast::NumericMove) -> String {
    numeric.digits().to_string()
}

/// S015 on digits glued before a move (`1Rxc3`).
pub(super) fn stray_digits_before_move(span: Span, text: &str) -> Diagnostic {
    Diagnostic::new(
        Code::StrayCharacter,
        span,
        format!("stray `{text}` glued before the move after it"),
    )
    .with_label("not part of the move")
    .with_help("a digit before a move is a slip of the pen or of OCR; the move after it is read: delete the digit")
}

pub(super) fn invalid_square(span: Span, spelled: &str, which: &str, digit: u8) -> Diagnostic {
    Diagnostic::new(
        Code::InvalidSquare,
        span,
        format!("square {spelled} does not exist: the {which} digit is {digit}"),
    )
    .with_label(format!("{which} {digit} is not on the board"))
    .with_help("files and ranks are numbered 1 to 8 (a1 = 11, e2 = 52, h8 = 88); check these digits on your scoresheet")
}

pub(super) fn bad_promotion_digit(span: Span, digit: u8) -> Diagnostic {
    Diagnostic::new(
        Code::BadPromotionDigit,
        span,
        format!("promotion digit {digit} is not a piece"),
    )
    .with_label("expected 1, 2, 3 or 4")
    .with_help("the fifth digit names the new piece: 1 = queen, 2 = rook, 3 = bishop, 4 = knight")
}

pub(super) fn same_square(span: Span, square: &str) -> Diagnostic {
    Diagnostic::new(
        Code::SameSquare,
        span,
        format!("the move goes from {square} to {square}"),
    )
    .with_label("from-square and to-square are the same")
    .with_help(
        "a piece must move to another square; one of the two squares was probably copied wrongly",
    )
}

pub(super) fn wrong_length(span: Span, digits: &str) -> Diagnostic {
    let count = digits.len();
    let help = if count == 6 && digits[2..4] == digits[4..6] {
        format!(
            "the to-square seems to be written twice: did you mean `{}`?",
            &digits[..4]
        )
    } else if count == 8 {
        format!(
            "two moves without a space between them? `{} {}`",
            &digits[..4],
            &digits[4..]
        )
    } else if count < 4 {
        "a digit is missing: a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion".to_string()
    } else {
        "a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion; check for an extra digit".to_string()
    };
    let plural = if count == 1 { "" } else { "s" };
    Diagnostic::new(
        Code::WrongMoveLength,
        span,
        format!(
            "move `{digits}` has {count} digit{plural}; a numeric move has 4, or 5 with a promotion digit"
        ),
    )
    .with_label(format!("{count} digit{plural}"))
    .with_help(help)
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

pub(super) fn stray_characters(span: Span, text: &str) -> Diagnostic {
    let plural = if text.chars().count() == 1 {
        "character"
    } else {
        "characters"
    };
    Diagnostic::new(
        Code::StrayCharacter,
        span,
        format!("stray {plural} `{}`", visible(text)),
    )
    .with_label("not part of the notation")
    .with_help("delete it; numeric moves are digits only, and remarks go inside { } braces")
}

// ---- other notations -------------------------------------------------------------------

pub(super) fn null_move(span: Span, text: &str) -> Diagnostic {
    Diagnostic::new(Code::NullMove, span, format!("null move `{text}`"))
        .with_label("passes the turn without moving")
        .with_help("a null move is not a chess move: write the move that was played, or put the analysis in a ( ) variation")
}

pub(super) fn whole_game_in_other_notation(
    first: Span,
    coordinate: bool,
    descriptive: bool,
    other_moves: usize,
    total: usize,
) -> Diagnostic {
    if descriptive {
        return Diagnostic::new(
            Code::SanMove,
            first,
            format!("this game is written in descriptive notation (P-K4, N-KB3), not in ICCF numeric notation ({other_moves} of {total} moves)"),
        )
        .with_label("first move in descriptive notation")
        .with_help("descriptive notation names squares from each player's side, which no program here reads: write the moves in numeric notation (P-K4 is 5254 for White, 5755 for Black; N-KB3 is 7163 for White, 7866 for Black), or in algebraic notation and convert them with `iccf convert --to iccf`");
    }
    let (code, notation, label) = if coordinate {
        (
            Code::CoordinateMove,
            "coordinate notation (UCI)",
            "first move in coordinate notation",
        )
    } else {
        (Code::SanMove, "algebraic notation", "first algebraic move")
    };
    Diagnostic::new(
        code,
        first,
        format!("this game is written in {notation}, not in ICCF numeric notation ({other_moves} of {total} moves)"),
    )
    .with_label(label)
    .with_help("convert the whole game with `iccf convert --to iccf FILE`, which writes every move in numeric notation")
}

pub(super) fn coordinate_move(coordinate: &CoordinateMove, span: Span) -> Diagnostic {
    let numeric = coordinate.numeric();
    let text = &coordinate.text;
    let kind = if text.contains(['-', '–', 'x', ':', '='])
        || text.starts_with(|c: char| c.is_uppercase())
    {
        "long algebraic"
    } else {
        "coordinate (UCI)"
    };
    Diagnostic::new(
        Code::CoordinateMove,
        span,
        format!("`{text}` is written in {kind} notation, not in numeric notation"),
    )
    .with_label(format!("{kind} notation"))
    .with_help(format!(
        "write `{numeric}`: numeric notation writes the files a-h as the digits 1-8"
    ))
}

/// S006 on two SAN moves without a space between them (`Nxd4Bb4`).
pub(super) fn glued_san_moves(span: Span, text: &str, split: usize) -> Diagnostic {
    let (first, second) = text.split_at(split);
    Diagnostic::new(
        Code::SanMove,
        span,
        format!("`{text}` is two moves in algebraic notation (SAN) without a space between them: `{first}` and `{second}`"),
    )
    .with_label("two algebraic moves")
    .with_help("numeric notation writes the from-square and the to-square of each move as digits (files a-h are 1-8), with a space between moves: Ng1-f3 is 7163, e2-e4 is 5254")
}

/// S006 on one move in English descriptive notation (`N-KB3`) among numeric moves.
pub(super) fn descriptive_move(text: &str, span: Span) -> Diagnostic {
    Diagnostic::new(
        Code::SanMove,
        span,
        format!("`{text}` is written in descriptive notation, not in numeric notation"),
    )
    .with_label("descriptive move")
    .with_help("numeric notation writes the from-square and the to-square as digits (files a-h are 1-8, ranks from White's side): P-K4 is 5254 for White, N-KB3 is 7163")
}

pub(super) fn san_move(text: &str, castling: Option<bool>, black: bool, span: Span) -> Diagnostic {
    if let Some(king_side) = castling {
        let (numeric, side, name) = match (black, king_side) {
            (false, true) => ("5171", "White", "king-side castling"),
            (false, false) => ("5131", "White", "queen-side castling"),
            (true, true) => ("5878", "Black", "king-side castling"),
            (true, false) => ("5838", "Black", "queen-side castling"),
        };
        return Diagnostic::new(Code::CastlingNotation, span, format!("castling written as `{text}`, not as the king's move"))
            .with_label(format!("{side}'s {name}"))
            .with_help(format!(
                "numeric notation writes castling as the king's move: write `{numeric}` for {side}'s {name} (in Chess960, the king's from-square and its castling square)"
            ));
    }
    let first = text.chars().next().unwrap_or(' ');
    let english = first.is_lowercase() || "KQRBN".contains(first);
    let mut help = "numeric notation writes the from-square and the to-square as digits (files a-h are 1-8): Ng1-f3 is 7163, e2-e4 is 5254".to_string();
    if !english {
        help.push_str(&format!(
            "; `{first}` is not an English piece letter (K Q R B N)"
        ));
    }
    Diagnostic::new(
        Code::SanMove,
        span,
        format!("`{text}` is written in algebraic notation (SAN), not in numeric notation"),
    )
    .with_label("algebraic (SAN) move")
    .with_help(help)
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
    if piece.is_ascii_uppercase() && (bare.len() == 1 || bare == format!("={piece}")) {
        sign?;
        return Some(
            Diagnostic::new(
                Code::CheckBeforePromotion,
                span,
                format!("the check sign of `{text}` stands before its promotion"),
            )
            .with_label("check sign before the promotion")
            .with_help(format!(
                "write `{written}`: the promotion follows the square, the check sign comes last"
            )),
        );
    }
    let (message, label) = if bare.starts_with(['(', '/']) {
        (
            format!("the promotion of `{text}` is not written as SAN writes it"),
            if bare.starts_with('(') {
                "promotion piece in brackets"
            } else {
                "promotion piece after a slash"
            },
        )
    } else {
        (
            format!("the promotion piece of `{text}` is a lower-case letter"),
            "lower-case promotion piece",
        )
    };
    Some(
        Diagnostic::new(Code::MalformedPromotion, span, message)
            .with_label(label)
            .with_help(format!(
                "write `{written}`: SAN writes the piece a pawn becomes as `=` and its capital letter (Q, R, B or N) right after the square"
            ))
            .with_fix(span, written),
    )
}

/// S029 on a numeric move whose promotion piece is a letter (`6768Q`, `6768=Q`): the fix writes
/// the promotion digit in place of the letter (and its `=`).
pub(super) fn promotion_letter(span: Span, letter: Span, digits: &str, digit: char) -> Diagnostic {
    Diagnostic::new(
        Code::PromotionLetter,
        span,
        "the promotion piece of a numeric move is written as a letter, not as a digit",
    )
    .with_label("promotion letter")
    .with_help(format!(
        "write `{digits}{digit}`: numeric notation writes the piece a pawn becomes as a fifth digit, 1=Q, 2=R, 3=B, 4=N"
    ))
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

/// `count` followed by `one` or `many`: "1 line", "3 lines".
fn counted(count: usize, one: &str, many: &str) -> String {
    if count == 1 {
        format!("1 {one}")
    } else {
        format!("{count} {many}")
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
    let what = if shown.starts_with('&') {
        "HTML entity"
    } else {
        "HTML markup"
    };
    let others = match pieces.len() - 1 {
        0 => String::new(),
        n => format!(
            ", and {} in this game",
            counted(n, "more piece of HTML", "more pieces of HTML")
        ),
    };
    let fix = fix_of(edits.into_iter().map(|(span, r)| (span, r.to_string())));
    Diagnostic::new(
        Code::HtmlMarkup,
        first,
        format!("{what} `{}` in the text{others}", visible(shown)),
    )
    .with_label("HTML, not notation")
    .with_help("the record was copied from a web page with its HTML: the moves around it are read as if it were not there; delete the HTML (`iccf check --fix` does it), or copy the record as plain text")
    .with_repair(fix)
}

/// S038 on the invisible characters of a game: at the first, named by its Unicode code, with
/// the number of the others; its fix deletes them all.
pub(super) fn invisible_characters(found: &[(char, Span)]) -> Diagnostic {
    let (c, first) = found[0];
    let name = super::characters::invisible_name(c);
    let others = match found.len() - 1 {
        0 => String::new(),
        n => format!(", and {} in this game", counted(n, "more", "more")),
    };
    let fix = fix_of(found.iter().map(|&(_, span)| (span, String::new())));
    let (message, label) = if super::characters::is_no_break_space(c) {
        // Shown as a space, it is only found inside a move's digits (elsewhere it is white
        // space like any other).
        (
            format!("a {name} (U+{:04X}) inside a move{others}", u32::from(c)),
            "this space splits the move's digits".to_string(),
        )
    } else {
        (
            format!(
                "invisible character U+{:04X} ({name}) in the text{others}",
                u32::from(c)
            ),
            format!("U+{:04X} here, not shown on screen", u32::from(c)),
        )
    };
    Diagnostic::new(Code::InvisibleCharacter, first, message)
    .with_label(label)
    .with_help("the text around it is read as if it were not there; delete it (`iccf check --fix` does it): other programs read a move that holds one as two wrong moves")
    .with_repair(fix)
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
    let (one, many, extra) = match text.as_bytes()[separators[0].offset] {
        b';' => (
            "semicolon",
            "semicolons",
            "; in PGN a semicolon starts a comment to the end of the line, so other programs lose the moves after it",
        ),
        b'/' => ("slash", "slashes", ""),
        _ => ("comma", "commas", ""),
    };
    let count = counted(separators.len(), one, many);
    Diagnostic::new(
        Code::PunctuationBetweenMoves,
        separators[0],
        format!("the moves are separated by {many} ({count} in this game)"),
    )
    .with_label(format!("a {one} between moves"))
    .with_help(format!("moves are separated by spaces; the moves are read as if each {one} were one: write spaces (`iccf check --fix` does it){extra}"))
    .with_repair(fix)
}

/// S016 on the quote marks of a block of quoted lines of an e-mail; its fix deletes them.
pub(super) fn quote_marks(text: &str, marks: &[Span]) -> Diagnostic {
    let first = marks[0];
    let shown = first.text(text).unwrap_or_default().trim_end();
    let fix = fix_of(marks.iter().map(|&span| (span, String::new())));
    Diagnostic::new(
        Code::UnexpectedText,
        first,
        format!(
            "e-mail quote marks `{shown}` before {}",
            counted(marks.len(), "line", "lines")
        ),
    )
    .with_label("quote marks of an e-mail reply")
    .with_help("the moves were quoted from an e-mail; they are read and checked as if the marks were not there: delete the marks (`iccf check --fix` does it)")
    .with_repair(fix)
}

/// S016 on a blog shortcode line (`[pgn]`); its fix deletes the line.
pub(super) fn shortcode(text: &str, span: Span, line: Span) -> Diagnostic {
    let shown = span.text(text).unwrap_or_default();
    Diagnostic::new(
        Code::UnexpectedText,
        span,
        format!("blog shortcode `{shown}`, not a tag pair"),
    )
    .with_label("markup of a blog's chess viewer")
    .with_help("a web page's viewer marks where a game starts and ends with it; it is not part of the record: delete the line (`iccf check --fix` does it)")
    .with_fix(line, "")
}

/// S016 on a block of e-mail header lines, a reply's attribution line or a signature: not
/// read, so its dates and times are not taken for moves. No fix: the words are the writer's.
pub(super) fn email_text(text: &str, kind: super::paste::Pasted, span: Span) -> Diagnostic {
    use super::paste::Pasted;
    let body = span.text(text).unwrap_or_default();
    let lines = body.lines().count().max(1);
    let shown = first_line_shown(body);
    let (message, label) = match kind {
        Pasted::Attribution => (
            format!("the line of an e-mail reply that introduces the quote: `{shown}`"),
            "e-mail text",
        ),
        Pasted::Signature => (
            format!("an e-mail signature ({})", counted(lines, "line", "lines")),
            "e-mail signature",
        ),
        Pasted::TextAfterResult => (
            format!("text after the game's result: `{shown}`"),
            "not part of the game: its numbers are not moves",
        ),
        Pasted::DateLine => {
            return Diagnostic::new(
                Code::UnexpectedText,
                span,
                format!("a date between the moves: `{shown}`"),
            )
            .with_label("not a move: its numbers are not read as moves")
            .with_help("a date (when a move was sent or received) is not part of the moves: put it inside { } braces as a comment, or delete it");
        }
        _ if lines > 1 => (
            format!("e-mail header lines ({lines} lines): `{shown}`"),
            "e-mail header",
        ),
        _ => (format!("an e-mail header line: `{shown}`"), "e-mail header"),
    };
    Diagnostic::new(Code::UnexpectedText, span, message)
        .with_label(label)
        .with_help("the lines of an e-mail are not part of the record (their dates and times are not read as moves): delete them, or put them inside { } braces as a comment")
}

/// S012 on the tag values of a game written between typographic quotes (`“...”`): one, at the
/// first, with the number of the others; its fix writes straight quotes for them all. The
/// values are read as written between the marks.
pub(super) fn typographic_quotes(text: &str, quotes: &[(Span, Span)]) -> Diagnostic {
    let (open, close) = quotes[0];
    let marks = format!(
        "{}...{}",
        open.text(text).unwrap_or_default(),
        close.text(text).unwrap_or_default()
    );
    let others = match quotes.len() - 1 {
        0 => String::new(),
        n => format!(
            " (and {} of this game)",
            counted(n, "more tag value", "more tag values")
        ),
    };
    let fix = fix_of(
        quotes
            .iter()
            .flat_map(|&(open, close)| [open, close])
            .map(|span| (span, "\"".to_string())),
    );
    Diagnostic::new(
        Code::MalformedTagPair,
        open.join(close),
        format!("the tag value is written between typographic quotes `{marks}`{others}, not straight double quotes"),
    )
    .with_label("curly quotes, as a word processor writes them")
    .with_help(format!("a tag value stands between straight double quotes \", as in {TAG_EXAMPLE}; the value is read as written between the marks: write straight quotes (`iccf check --fix` does it)"))
    .with_repair(fix)
}

/// S040 on a numeric move with letters that look like digits (`7l63`); its fix writes the
/// digits.
pub(super) fn letter_for_digit(
    span: Span,
    written: &str,
    letters: &[(Span, char, u8)],
    read: &str,
) -> Diagnostic {
    let named: Vec<String> = letters
        .iter()
        .map(|&(_, c, d)| format!("`{c}` for the digit {d}"))
        .collect();
    let (what, verb) = if letters.len() == 1 {
        ("the letter", "stands")
    } else {
        ("the letters", "stand")
    };
    let fix = fix_of(letters.iter().map(|&(span, _, d)| (span, d.to_string())));
    Diagnostic::new(
        Code::LetterForDigit,
        span,
        format!(
            "`{written}` holds {what} {}: the move is read as {read}",
            named.join(" and ")
        ),
    )
    .with_label(format!("read as {read}"))
    .with_help(format!("a numeric move is digits only: write {read} (`iccf check --fix` does it), after checking on the scoresheet that this is the move played; {what} {verb} where a digit belongs, as in text read by OCR or typed by hand"))
    .with_repair(fix)
}

/// S014 on a first move number 0 (`0. 2133`): the moves are numbered from 0, and the count goes
/// on from there.
pub(super) fn numbered_from_zero(span: Span, written: &str) -> Diagnostic {
    Diagnostic::new(
        Code::MoveNumberOutOfSequence,
        span,
        format!("the moves are numbered from {written}: the first move of a game is move 1"),
    )
    .with_label("expected 1.")
    .with_help("number the moves from 1 (`1.` for the first move); the numbers after this one are read as counted from 0")
}
