//! Writes a syntax tree back as transcript text.
//!
//! The printer writes every node of the tree (tags, movetext elements, comments, escape lines,
//! invalid text as written) with single spaces between elements and each tag pair and escape
//! line on its own line. Parsing its output gives the same tree (spans aside): tests check it.

use super::ast::{
    Element, Game, GameResult, Invalid, InvalidKind, MoveKind, TagPair, TerminationMarker,
    Transcript, Trivia, TriviaKind,
};

/// The text of a whole transcript: games separated by a blank line.
pub fn print(transcript: &Transcript) -> String {
    let mut out = String::new();
    for game in &transcript.games {
        print_game_into(game, &mut out);
    }
    for trivia in &transcript.trailing_trivia {
        // Pasted text (HTML, e-mail lines) is kept where it stood between games: a shortcode
        // line in column 1 may be what started a game.
        if is_kept_on_its_line(trivia) {
            out.push_str(&trivia.text);
            out.push('\n');
        }
        if trivia.kind == TriviaKind::Pasted {
            // A blank line after it: what came after it may have been a game start.
            out.push('\n');
        }
    }
    out
}

/// The text of one game, ending with a blank line.
pub fn print_game(game: &Game) -> String {
    let mut out = String::new();
    print_game_into(game, &mut out);
    out
}

fn print_tags(tags: &[TagPair], out: &mut String) {
    for tag in tags {
        out.push('[');
        if tag.name.starts_with('%') {
            // `[%` opens a comment command, not a tag pair.
            out.push(' ');
        }
        out.push_str(&tag.name);
        out.push(' ');
        out.push_str(&quoted_tag_value(&tag.value));
        out.push_str("]\n");
    }
}

/// Whether the printer keeps `trivia` between games, on a line of its own: escape lines,
/// pasted text and comments (the other trivia is white space, which the printer writes anew).
fn is_kept_on_its_line(trivia: &Trivia) -> bool {
    matches!(
        trivia.kind,
        TriviaKind::EscapeLine | TriviaKind::Pasted | TriviaKind::Comment
    )
}

fn print_game_into(game: &Game, out: &mut String) {
    let mut escapes = false;
    for trivia in &game.leading_trivia {
        if is_kept_on_its_line(trivia) {
            out.push_str(&trivia.text);
            out.push('\n');
            escapes = true;
        }
        if trivia.kind == TriviaKind::Pasted {
            out.push('\n');
        }
    }
    if escapes && !game.tags.is_empty() {
        // A blank line before the tag pairs: they start a game only after one (see
        // `boundary`), and the escape lines stay before this game, not in the one before.
        out.push('\n');
    }
    // Escape lines followed by a tag pair are kept in the movetext; when nothing else follows
    // them in the game, the movetext (which then holds nothing that ends the tag pairs) is
    // printed before the last tag pair, or they would be read as trivia after the game.
    let tags_after = game.termination.is_none()
        && !game.tags.is_empty()
        && matches!(game.movetext.last(), Some(Element::EscapeLine(_)));
    let split = game.tags.len() - usize::from(tags_after);
    print_tags(&game.tags[..split], out);
    if !tags_after && !game.tags.is_empty() {
        out.push('\n');
    }
    let mut line = String::new();
    print_elements(&game.movetext, &mut line, out, &mut false);
    if tags_after {
        if !line.trim().is_empty() {
            out.push_str(without_line_end(&line));
            out.push('\n');
        }
        line.clear();
        print_tags(&game.tags[split..], out);
    }
    if let Some(termination) = &game.termination {
        if !game.movetext.last().is_some_and(glues_next) {
            separate(&mut line);
        }
        line.push_str(termination_text(termination));
    }
    if !line.trim().is_empty() {
        out.push_str(without_line_end(&line));
    }
    for trivia in &game.trailing_trivia {
        // Each on a line of its own after the result, as pasted text after a result is read.
        out.push('\n');
        out.push_str(trivia.text.trim_end_matches(['\r', '\n']));
    }
    out.push_str("\n\n");
}

/// The line without the line end that a `;` comment or a gloss put at its end. Other trailing
/// white space belongs to such a comment's text and is kept.
fn without_line_end(line: &str) -> &str {
    line.strip_suffix('\n').unwrap_or(line)
}

/// Pasted text as it was read: a line-level piece (a shortcode, e-mail lines, quote marks) in
/// column 1, on a line of its own but for the quoted text after quote marks; markup and
/// invisible characters among the other elements.
fn print_pasted(text: &str, line: &mut String, glued: bool) {
    use super::paste::{Pasted, Place, pasted_at};
    match pasted_at(text, 0, Place::LineStart).map(|(kind, _)| kind) {
        Some(
            kind @ (Pasted::QuoteMarks
            | Pasted::Shortcode
            | Pasted::EmailHeader
            | Pasted::Attribution
            | Pasted::Signature
            | Pasted::DateLine),
        ) => {
            if !line.is_empty() && !line.ends_with('\n') {
                line.push('\n');
            }
            line.push_str(text);
            if kind != Pasted::QuoteMarks {
                line.push('\n');
            }
        }
        _ => {
            if !glued {
                separate(line);
            }
            line.push_str(text);
        }
    }
}

/// Puts a space before the next element, unless the line is empty or ends with a space or `(`.
/// After a line end (a `;` comment or a gloss) the next element is indented by a space too: a
/// `%`, a `[` or a `1.` in column 1 would start an escape line, a tag pair or a new game.
fn separate(line: &mut String) {
    if !line.is_empty() && !line.ends_with([' ', '(']) {
        line.push(' ');
    }
}

/// `held`: words that are not notation were printed on this line and no move after them yet.
/// The line must not end before one, or the next reading would take the words for a line of
/// prose (see `prose_line` in the parser).
fn print_elements(elements: &[Element], line: &mut String, out: &mut String, held: &mut bool) {
    let mut previous: Option<&Element> = None;
    for element in elements {
        let glued = previous.is_some_and(|p| glued(p, element));
        if let Some(previous) = previous {
            end_line_between(previous, element, glued, *held, line);
        }
        previous = Some(element);
        match element {
            Element::EscapeLine(escape) => print_escape_line(&escape.text, line, out),
            Element::Comment(comment) => print_comment(comment, line),
            Element::Variation(variation) => {
                if line.is_empty() {
                    // In column 1 a `(` and words would read as text after the result before.
                    line.push(' ');
                }
                if !glued {
                    separate(line);
                }
                line.push('(');
                print_elements(&variation.elements, line, out, held);
                if variation.closed {
                    line.push(')');
                }
            }
            Element::Invalid(pasted) if pasted.kind == InvalidKind::Pasted => {
                print_pasted(&pasted.text, line, glued);
            }
            other => print_word(other, line, glued, held),
        }
    }
}

/// Ends the line between `previous` and `element` where together they would read otherwise.
fn end_line_between(
    previous: &Element,
    element: &Element,
    glued: bool,
    held: bool,
    line: &mut String,
) {
    // The parser joins words separated by spaces into one unexpected text; words it read
    // apart stay apart on their own lines.
    if is_unexpected_text(previous) && is_unexpected_text(element) && !line.ends_with('\n') {
        line.push('\n');
    }
    if starts_with_result_dash(element) && !glued && !held && !line.ends_with('\n') {
        // `½ : ½` or `1 - 0` would read as a result written loosely: a line end keeps the
        // pieces apart (a loose result never spans lines).
        line.push('\n');
    }
    if is_stray_result_dashes(previous)
        && starts_with_digits(element)
        && !held
        && !line.ends_with('\n')
    {
        // `0-` then `1` on the next line: on one line they would read as the result `0-1`.
        line.push('\n');
    }
    if reads_as_spaced_move(previous, element) && !line.ends_with('\n') {
        // `15` then `54` on one line would read as the move 1554 written with a space.
        line.push('\n');
    }
    if is_stray_bracket(previous) && !glued && !held && !line.ends_with('\n') {
        // `[` and what follows on its line could read as a tag pair: end the line.
        line.push('\n');
    }
}

/// Prints an escape line on a line of its own, starting in column 1 as it must.
fn print_escape_line(text: &str, line: &mut String, out: &mut String) {
    if !line.trim().is_empty() {
        out.push_str(without_line_end(line));
        out.push('\n');
    }
    out.push_str(text);
    out.push('\n');
    // The next element must not start in column 1 (see `separate`).
    line.clear();
    line.push(' ');
}

/// Prints a brace comment, or a `;` comment that runs to the end of its line.
fn print_comment(comment: &super::ast::Comment, line: &mut String) {
    separate(line);
    match comment.kind {
        super::ast::CommentKind::Brace => {
            line.push('{');
            line.push_str(&comment.text);
            if comment.terminated {
                line.push('}');
            } else {
                // What follows an unclosed brace starts a new word.
                line.push(' ');
            }
        }
        super::ast::CommentKind::Line => {
            line.push(';');
            line.push_str(&comment.text);
            line.push('\n');
        }
    }
}

/// Prints a move number, move, NAG, annotation or other text so that it reads back the same.
fn print_word(element: &Element, line: &mut String, glued: bool, held: &mut bool) {
    if line.is_empty()
        && (matches!(element, Element::Invalid(i) if i.text.starts_with(['%', '[', '>', '-'])
            || matches!(i.kind, InvalidKind::UnexpectedText | InvalidKind::Prose))
            || matches!(element, Element::Move(m) if matches!(&m.kind, MoveKind::Null(t) if t.starts_with('-'))))
    {
        // In column 1 it would read as an escape line or a tag pair (also one
        // that lost its `[`: `Round "1"]`), or as text pasted from an e-mail
        // (quote marks, a signature, a header line).
        line.push(' ');
    }
    if !glued {
        separate(line);
    }
    print_token(element, line);
    if matches!(element, Element::Invalid(i) if i.kind == InvalidKind::UnexpectedText)
        && !is_gloss(element)
    {
        *held = true;
    } else if matches!(element, Element::Move(m) if m.kind.is_read_as_a_move()) {
        *held = false;
    }
    if is_gloss(element) || matches!(element, Element::Invalid(i) if i.kind == InvalidKind::Prose) {
        // A gloss and a line of prose run to the end of their line: end it after.
        line.push('\n');
    }
}

fn print_token(element: &Element, line: &mut String) {
    match element {
        Element::MoveNumber(number) => {
            line.push_str(&number.number.to_string());
            line.push_str(number.dots.text());
        }
        Element::Move(m) => {
            match &m.kind {
                MoveKind::Numeric(n) => {
                    line.push_str(&format!("{}{}", n.from.file, n.from.rank));
                    if n.separator.is_some() {
                        // Spaces stay a space: a `-` would read as another separator.
                        line.push(if n.spaced { ' ' } else { '-' });
                    }
                    line.push_str(&format!("{}{}", n.to.file, n.to.rank));
                    if let Some(p) = n.promotion {
                        line.push(char::from(b'0' + p.digit));
                    }
                }
                MoveKind::WrongLength(text) | MoveKind::Null(text) => line.push_str(text),
                MoveKind::Coordinate(c) => line.push_str(&c.text),
                MoveKind::San(s) => line.push_str(&s.text),
            }
            if let Some(check) = m.check {
                line.push_str(check.text());
            }
            if let Some(annotation) = m.annotation {
                line.push_str(annotation_text(annotation.nag));
            }
        }
        Element::Nag(nag) => line.push_str(&format!("${}", nag.value)),
        Element::Annotation(annotation) => line.push_str(annotation_text(annotation.nag)),
        Element::Invalid(invalid) if invalid.kind == InvalidKind::VariationTooDeep => {
            line.push_str(&invalid.text);
            for closer in invalid.closers() {
                line.push(' ');
                line.push_str(closer);
            }
        }
        Element::Invalid(invalid) => line.push_str(&invalid.text),
        Element::Comment(_) | Element::Variation(_) | Element::EscapeLine(_) => {}
    }
}

/// The result as written: the standard spelling, or for a marker read in a non-standard
/// spelling, a non-standard spelling of the same result, so that parsing the output gives the
/// same tree.
fn termination_text(termination: &TerminationMarker) -> &'static str {
    match (termination.standard, termination.result) {
        (true, result) => result.as_str(),
        (false, GameResult::Unknown) => "*.",
        (false, GameResult::WhiteWins) => "1:0",
        (false, GameResult::BlackWins) => "0:1",
        (false, GameResult::Draw) => "½-½",
    }
}

/// Whether `next` must be printed right after `previous`, with no space, to be read the same:
/// - after a stray `--` (the parser reads `--` as a null move unless a letter or digit follows
///   it directly);
/// - after the numeric move `0000` (read as a null move unless a letter, digit or `-` follows);
/// - a stray `%` after a stray `[` (`[%` opens no tag pair, `[ %` does at the start of a game);
/// - a stray `*` after a move (glued, it is read as stray when moves follow on its line);
/// - a move written right after stray characters (`½-½1111`: apart, `½-½ 1111` would read as a
///   result before a move), and stray characters written right after a move;
/// - words starting with a letter or digit written right after unreadable text, an annotation
///   or digits of the wrong length (`\0l100`, `)O000`, `!B0B0`: apart, they read as a move
///   with letters for digits, which the parser reads only as a word of its own).
fn glued(previous: &Element, next: &Element) -> bool {
    if is_stray_before(previous, next)
        || is_stray_after_a_move(previous, next)
        || is_words_after_stray(previous, next)
    {
        return true;
    }
    let stray_percent = matches!(next, Element::Invalid(i) if i.text.starts_with('%'));
    // `5254*` before more moves: the parser reads a `*` glued to a move as stray.
    let stray_star = matches!(next, Element::Invalid(i) if i.kind == InvalidKind::StrayCharacters && i.text == "*")
        && matches!(previous, Element::Move(_));
    glues_next(previous)
        || (stray_percent && is_stray_bracket(previous))
        || stray_star
        || variation_glued_to_a_result(previous, next)
}

/// Whether a result in a variation and the variation after it were written with nothing
/// between them (`1-0(`): printed so too, since the parser reads the variation's first digits
/// after such a result apart from those after `1-0 (` (a move of one digit, a move number).
/// Only for a parsed tree (a program's tree has empty spans).
fn variation_glued_to_a_result(previous: &Element, next: &Element) -> bool {
    let (before, after) = (previous.span(), next.span());
    matches!(previous, Element::Invalid(i) if i.kind == InvalidKind::ResultInVariation)
        && matches!(next, Element::Variation(_))
        && !before.is_empty()
        && before.end() == after.offset()
}

/// Whether `next` is a move written right after the stray characters or unmatched `)`
/// `previous`, other than dashes a loose result may have (after those the line ends before a
/// number: `0-` then `1`). Apart, digits glued after them could start a move with letters for
/// digits (`)01b9`), which the parser reads only as a word of its own.
fn is_stray_before(previous: &Element, next: &Element) -> bool {
    matches!(previous, Element::Invalid(i) if (i.kind == InvalidKind::StrayCharacters && !is_result_dash_run(i)) || i.kind == InvalidKind::UnmatchedParenthesis)
        && matches!(next, Element::Move(_))
        && previous.span().end() == next.span().offset()
}

/// Whether `next` is words starting with a letter or digit written right after `previous`,
/// which the printer writes as it was written: unreadable text (not prose or a gloss, after
/// which the printers end the line; after a stray `[` as well, as it was read), an annotation,
/// or digits of the wrong length.
fn is_words_after_stray(previous: &Element, next: &Element) -> bool {
    let written_as_read = match previous {
        // Prose and a gloss run to the end of their line: the line ends after them.
        Element::Invalid(i) => i.kind != InvalidKind::Prose && !is_gloss_text(i),
        Element::Annotation(_) => true,
        Element::Move(m) => {
            matches!(m.kind, MoveKind::WrongLength(_))
                && m.annotation.is_none()
                && m.check.is_none()
        }
        _ => false,
    };
    written_as_read
        && matches!(next, Element::Invalid(i) if matches!(i.kind, InvalidKind::Prose | InvalidKind::UnexpectedText) && i.text.starts_with(|c: char| c.is_alphanumeric()))
        && previous.span().end() == next.span().offset()
}

/// Whether `next` is stray characters written right after the move `previous` (`000010.`:
/// apart, `000010 .` would not be read as a move that follows a misplaced result on its line).
fn is_stray_after_a_move(previous: &Element, next: &Element) -> bool {
    matches!(previous, Element::Move(_))
        && matches!(next, Element::Invalid(i) if i.kind == InvalidKind::StrayCharacters)
        && previous.span().end() == next.span().offset()
}

/// Whether whatever follows the element must be printed glued to it: a stray `--`, or the
/// numeric move `0000` (see [`glued`]).
fn glues_next(element: &Element) -> bool {
    let zeros = matches!(element, Element::Move(m) if matches!(&m.kind, MoveKind::Numeric(n) if n.digits() == "0000" && n.separator.is_none()));
    is_stray_dashes(element) || zeros
}

/// The characters a loose result may have between its sides (`1 - 0`, `½ : ½`, `1–0`): see
/// [`super::results`].
const RESULT_DASHES: [char; 7] = [
    '-', ':', '\u{2010}', '\u{2011}', '\u{2013}', '\u{2014}', '\u{2212}',
];

/// Whether the element is text that starts with a dash a loose result may have between its
/// sides.
fn starts_with_result_dash(element: &Element) -> bool {
    matches!(element, Element::Invalid(i) if i.text.starts_with(RESULT_DASHES))
}

/// Whether the element is stray dashes or colons, which a loose result may have between its
/// sides (`0-` then `1`).
fn is_stray_result_dashes(element: &Element) -> bool {
    matches!(element, Element::Invalid(i) if is_result_dash_run(i))
}

/// Whether `invalid` is stray characters that are all ones a loose result may have between its
/// sides: a number after it on its line would read as the other side of a result.
pub(crate) fn is_result_dash_run(invalid: &Invalid) -> bool {
    invalid.kind == InvalidKind::StrayCharacters
        && !invalid.text.is_empty()
        && invalid.text.chars().all(|c| RESULT_DASHES.contains(&c))
}

/// Whether the element is printed starting with a digit: a move, a move number, or text.
fn starts_with_digits(element: &Element) -> bool {
    match element {
        Element::Move(m) => match &m.kind {
            MoveKind::San(san) => san.text.starts_with(|c: char| c.is_ascii_digit()),
            MoveKind::Null(text) => text.starts_with(|c: char| c.is_ascii_digit()),
            MoveKind::Coordinate(_) => false,
            MoveKind::Numeric(_) | MoveKind::WrongLength(_) => true,
        },
        Element::MoveNumber(_) => true,
        Element::Invalid(i) => i.text.starts_with(|c: char| c.is_ascii_digit()),
        _ => false,
    }
}

/// Whether two runs of digits read as no move would read as one move written with a space
/// if printed on one line ([`super::moves::are_spaced_move_halves`]).
fn reads_as_spaced_move(previous: &Element, element: &Element) -> bool {
    fn run(element: &Element) -> Option<&[u8]> {
        match element {
            Element::Move(m) => match &m.kind {
                MoveKind::WrongLength(text) => Some(text.as_bytes()),
                _ => None,
            },
            _ => None,
        }
    }
    matches!((run(previous), run(element)), (Some(from), Some(to)) if super::moves::are_spaced_move_halves(from, to))
}

fn is_stray_bracket(element: &Element) -> bool {
    matches!(element, Element::Invalid(i) if is_stray_bracket_text(i))
}

/// Whether `invalid` is a stray `[`: what follows it on its line could read as a tag pair, so
/// printers end the line after it.
pub(crate) fn is_stray_bracket_text(invalid: &Invalid) -> bool {
    invalid.kind == InvalidKind::StrayCharacters && invalid.text == "["
}

fn is_stray_dashes(element: &Element) -> bool {
    matches!(element, Element::Invalid(i) if i.kind == InvalidKind::StrayCharacters && i.text == "--")
}

/// Whether the element is text the parser read as unexpected text (words or a gloss).
fn is_unexpected_text(element: &Element) -> bool {
    matches!(element, Element::Invalid(invalid) if invalid.kind == InvalidKind::UnexpectedText)
}

/// Whether the element is an informal remark after an arrow (`<-- 1. e4 e5`), which the parser
/// reads to the end of the line.
/// A gloss may have been joined to the words before it (`Example: <-- 1. e4`); words never
/// start with an arrow otherwise.
fn is_gloss(element: &Element) -> bool {
    matches!(element, Element::Invalid(invalid) if is_gloss_text(invalid))
}

/// Whether `invalid` is an informal remark after an arrow (see [`is_gloss`]).
pub(crate) fn is_gloss_text(invalid: &Invalid) -> bool {
    invalid.kind == InvalidKind::UnexpectedText
        && invalid.text.split(' ').any(|word| {
            ["<-", "<=", "-->", "->", "=>"]
                .iter()
                .any(|arrow| word.starts_with(arrow))
        })
}

/// The text of a suffix annotation from its NAG (1-6).
pub fn annotation_text(nag: u8) -> &'static str {
    match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        _ => "?!",
    }
}

/// A tag value as it is written in a tag pair: between double quotes, with `\` and `"` escaped
/// by a backslash (PGN standard, section 7).
pub fn quoted_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len() + 2);
    out.push('"');
    for c in value.chars() {
        if matches!(c, '\\' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}
