//! `move-number` (L001): move numbers missing or not in the standard form.
//!
//! The standard form (PGN standard, section 8.2.2.2) numbers every White move `12.` and writes
//! Black's number `12...` only where the flow of moves was interrupted: at the start of the game
//! or of a variation, and after a comment, a variation or an escape line. A number that
//! contradicts the count of moves is the syntax layer's S014, not this rule's; the numbers this
//! rule writes come from the count of plies (and the FEN tag's move number and side to move).

use super::Context;
use crate::board::{Replay, StopCause};
use crate::codes::Code;
use crate::diagnostic::{Diagnostic, Edit, Fix};
use crate::i18n::{Args, Message};
use crate::span::Span;
use crate::syntax::ast::{Dots, Element, Game, Move, MoveNumber};

/// The move number and side of the first move: where the tag pairs say the numbers start (the
/// FEN tag, read by the board for the syntax layer: [`Game::numbering`]), as the syntax layer
/// counts them.
fn start_of(game: &Game) -> (u32, bool) {
    let Some(start) = game.numbering else {
        return (1, false);
    };
    let (number, black) = (start.number, start.black);
    // A move number 0 is read as 1 by programs: the syntax layer numbers from 1 when the game's
    // first move number says 1, else from 0 as the FEN says.
    let first_says_one = game
        .movetext
        .iter()
        .find(|e| matches!(e, Element::MoveNumber(_) | Element::Move(_)))
        .is_some_and(
            |e| matches!(e, Element::MoveNumber(n) if n.number == 1 && n.dots.is_black() == black),
        );
    if number == 0 && first_says_one {
        return (1, black);
    }
    (number, black)
}

/// Turns a ply count into a move number and side.
#[derive(Clone, Copy)]
struct Numbering<'a> {
    start_number: u32,
    start_black: bool,
    /// Where the board stopped a line ([`stops_of`]).
    stops: &'a [usize],
}

impl Numbering<'_> {
    /// The move number and whether it is Black's move, for the move at `ply` (0-based).
    fn at(self, ply: u32) -> (u32, bool) {
        let half = ply.saturating_add(u32::from(self.start_black));
        (self.start_number.saturating_add(half / 2), half % 2 == 1)
    }
}

/// The standard text of a move number: `12.` or `12...`.
fn standard(number: u32, black: bool) -> String {
    if black {
        format!("{number}...")
    } else {
        format!("{number}.")
    }
}

/// One problem found in a line, before it becomes a diagnostic.
struct Problem {
    span: Span,
    /// The message's id in the catalogues and its arguments.
    message: Message,
    /// The label's id (with the message's arguments).
    label: &'static str,
    help: Message,
    edit: Edit,
    /// A number missing (these are grouped when a line has no numbers at all).
    missing: bool,
    /// Black's number missing where it is wanted, or written where it is not needed.
    black_number_only: bool,
    /// The dots of a number whose line reports its numbers written alike as one diagnostic
    /// (`12)` as in a list, `12` without a dot); `None` for the other problems.
    grouped_by: Option<Dots>,
}

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    if context.facts.standard_numbering {
        return;
    }
    let (start_number, start_black) = start_of(context.game);
    let numbering = Numbering {
        start_number,
        start_black,
        stops: &stops_of(context.replay),
    };
    line(&context.game.movetext, 0, true, numbering, out);
}

/// Whether a main line without variations, comments or other interruptions numbers every move
/// as the standard form wants: `N.` before each White move with the count's number, `N...`
/// only before a first move by Black, nothing before the other Black moves. Then the walk
/// ([`judge_line`]) finds no problem, so it is skipped: most games are written so. Fed one
/// element at a time by the one pass over the main line ([`super::MainLineFacts`]), it costs a
/// few comparisons a move instead of a walk of its own.
#[derive(Clone, Copy)]
pub(crate) struct StandardNumbering<'a> {
    numbering: Numbering<'static>,
    ply: u32,
    pending: Option<&'a MoveNumber>,
    /// False from the first element numbered otherwise (or that is no move, number or NAG).
    pub standard: bool,
}

impl<'a> StandardNumbering<'a> {
    /// The test for the main line of `game`, before its first element.
    pub(crate) fn of(game: &Game) -> Self {
        let (start_number, start_black) = start_of(game);
        Self {
            numbering: Numbering {
                start_number,
                start_black,
                stops: &[],
            },
            ply: 0,
            pending: None,
            standard: true,
        }
    }

    /// Takes the next element of the main line.
    #[cfg(test)]
    pub(crate) fn element(&mut self, element: &'a Element) {
        match element {
            Element::MoveNumber(n) => self.number(n),
            Element::Move(_) => self.move_played(),
            Element::Nag(_) | Element::Annotation(_) => {}
            _ => self.standard = false,
        }
    }

    /// Takes the next move number of the main line.
    #[inline]
    pub(crate) fn number(&mut self, n: &'a MoveNumber) {
        self.standard &= self.pending.replace(n).is_none();
    }

    /// Whether a move number was taken and its move not yet.
    pub(crate) fn number_pending(&self) -> bool {
        self.pending.is_some()
    }

    /// Takes the next move of the main line.
    #[inline]
    pub(crate) fn move_played(&mut self) {
        if !self.standard {
            return;
        }
        let (number, black) = self.numbering.at(self.ply);
        self.standard = match self.pending.take() {
            // Black's number only at the start of the line, where it is needed.
            Some(n) if !black || self.ply == 0 => {
                n.number == number && in_standard_form(n, number, black)
            }
            Some(_) => false,
            None => black && self.ply > 0,
        };
        self.ply = self.ply.saturating_add(1);
    }
}

/// [`StandardNumbering`] over a whole main line.
#[cfg(test)]
fn numbered_in_standard_form(game: &Game) -> bool {
    let mut numbering = StandardNumbering::of(game);
    for element in &game.movetext {
        numbering.element(element);
    }
    numbering.standard
}

/// The offsets of the moves where the board stopped a line (an illegal move, or a move the
/// syntax layer could not read): from there on the count of moves is in doubt (a move may be
/// missing or doubled), so no number after it is judged or fixed.
fn stops_of(replay: Option<&Replay>) -> Vec<usize> {
    fn collect(line: &crate::board::Line, out: &mut Vec<usize>) {
        out.extend(
            line.stop
                .iter()
                .filter(|s| s.cause != StopCause::GameOver)
                .map(|s| s.span.offset()),
        );
        for variation in line
            .leading_variations
            .iter()
            .chain(&line.stopped_variations)
            .chain(line.move_variations())
        {
            collect(variation, out);
        }
    }
    let mut stops = Vec::new();
    if let Some(replay) = replay.filter(|r| r.stopped_lines > 0) {
        collect(&replay.mainline, &mut stops);
    }
    stops
}

/// Judges one line (the main line or a variation) whose first move is at `start_ply`.
fn line(
    elements: &[Element],
    start_ply: u32,
    main: bool,
    numbering: Numbering,
    out: &mut Vec<Diagnostic>,
) {
    let walk = judge_line(elements, start_ply, numbering, out);
    report_line(walk, main, out);
}

/// Where a walk along one line stands: the count of moves and the problems found so far.
struct LineWalk<'a> {
    ply: u32,
    /// After an illegal move or a contradicted number, the count of moves is in doubt: numbers
    /// after it (variations included) are neither judged nor fixed, since which move is missing
    /// or doubled is a human decision.
    in_doubt: bool,
    last_move_ply: Option<u32>,
    needed: bool,
    /// After a comment (such as the ICCF server's `{[%ccsnt ...]}` after every move), Black's
    /// number may be written or left out: both are usual.
    optional: bool,
    pending: Option<(usize, &'a MoveNumber)>,
    /// Text that is not notation before a move: which number belongs to it is a guess.
    unreadable: bool,
    has_numbers: bool,
    moves: usize,
    problems: Vec<Problem>,
    contradicted: bool,
}

impl<'a> LineWalk<'a> {
    /// A walk at the start of a line whose first move is at `start_ply`.
    fn new(start_ply: u32) -> Self {
        LineWalk {
            ply: start_ply,
            in_doubt: false,
            last_move_ply: None,
            needed: true,
            optional: false,
            pending: None,
            unreadable: false,
            has_numbers: false,
            moves: 0,
            problems: Vec::new(),
            contradicted: false,
        }
    }

    /// Judges the number before move `m`, the element at `i`, and counts the move.
    fn pass_move(&mut self, elements: &'a [Element], i: usize, m: &Move, numbering: Numbering) {
        let (number, black) = numbering.at(self.ply);
        let written = written_number(elements, self.pending, m);
        // After a number that contradicts the count (S014 says so), the count itself is
        // in doubt: a move may be missing or doubled. Judge no more numbers in this line.
        self.contradicted |=
            written.is_some_and(|(n, _)| n.number != number || (n.dots.is_black() && !black));
        // The move where the board stopped may itself be the doubled move or stand where
        // a move is missing: its number is in doubt too.
        self.in_doubt |= self.contradicted || numbering.stops.contains(&m.span.offset());
        if !self.unreadable && !self.in_doubt {
            let glued = i > 0 && elements[i - 1].span().end() == m.span.offset();
            let problem = judge(m, written, number, black, self.needed, glued);
            let optional = self.optional;
            self.problems
                .extend(problem.filter(|p| !(optional && black && p.black_number_only)));
        }
        self.unreadable = false;
        self.pending = None;
        self.needed = false;
        self.optional = false;
        self.last_move_ply = Some(self.ply);
        self.ply = self.ply.saturating_add(1);
        self.moves += 1;
    }
}

/// The problems with the move numbers of one line (its variations reported to `out`).
fn judge_line<'a>(
    elements: &'a [Element],
    start_ply: u32,
    numbering: Numbering,
    out: &mut Vec<Diagnostic>,
) -> LineWalk<'a> {
    let mut walk = LineWalk::new(start_ply);
    for (i, element) in elements.iter().enumerate() {
        match element {
            Element::MoveNumber(number) => {
                walk.pending = Some((i, number));
                walk.has_numbers = true;
            }
            Element::Move(m) => walk.pass_move(elements, i, m, numbering),
            Element::Variation(_) if walk.in_doubt => (walk.needed, walk.optional) = (true, false),
            Element::Variation(v) => {
                line(
                    &v.elements,
                    walk.last_move_ply.unwrap_or(walk.ply),
                    false,
                    numbering,
                    out,
                );
                (walk.needed, walk.optional) = (true, false);
            }
            // After a comment Black's number may be left out: export format writes it (`iccf
            // fmt` does), but a transcript written by hand or sent by e-mail (`2. 7163 {best}
            // 2836`) is as clear without it, and both are usual. Written, it is judged as
            // where it is needed (`2..`, `2.` are still remarked on).
            Element::Comment(_) => {
                walk.optional |= !walk.needed;
                walk.needed = true;
            }
            Element::EscapeLine(_) => (walk.needed, walk.optional) = (true, false),
            Element::Invalid(_) => {
                walk.needed = true;
                walk.unreadable = true;
            }
            Element::Nag(_) | Element::Annotation(_) => {}
        }
    }
    walk
}

/// The move number written before move `m`, with the offset of the element after it.
fn written_number<'a>(
    elements: &[Element],
    pending: Option<(usize, &'a MoveNumber)>,
    m: &Move,
) -> Option<(&'a MoveNumber, usize)> {
    pending.map(|(at, n)| {
        (
            n,
            elements
                .get(at + 1)
                .map_or(m.span.offset(), |e| e.span().offset()),
        )
    })
}

/// The diagnostics of one line's problems, grouped where the line is numbered alike.
fn report_line(walk: LineWalk, main: bool, out: &mut Vec<Diagnostic>) {
    let LineWalk {
        mut problems,
        has_numbers,
        moves,
        ..
    } = walk;
    if !has_numbers && moves >= 2 && problems.len() >= 2 && problems.iter().all(|p| p.missing) {
        out.push(no_numbers_at_all(problems, main));
        return;
    }
    // `1) 5254 5755 2) 7163`: numbered as a list; `1 5254 5755 2 7163` (or a spreadsheet's
    // `1,5254,5755`): without dots. Each way throughout the line is one diagnostic.
    for (dots, ids) in [
        (
            Dots::Paren,
            [
                "lint-numbered-as-list",
                "lint-numbered-as-list.label",
                "lint-numbered-as-list.help",
            ],
        ),
        (
            Dots::None,
            [
                "lint-numbers-without-dot",
                "lint-numbers-without-dot.label",
                "lint-numbers-without-dot.help",
            ],
        ),
    ] {
        let alike = |p: &Problem| p.grouped_by == Some(dots);
        if problems.iter().filter(|p| alike(p)).count() >= 2 {
            let (grouped, others): (Vec<Problem>, Vec<Problem>) =
                problems.into_iter().partition(alike);
            out.push(numbered_alike(grouped, ids));
            problems = others;
        }
    }
    for p in problems {
        out.push(
            Diagnostic::from_catalogue(Code::MoveNumber, p.span, p.message.id, p.message.args)
                .with_catalogue_label(p.label)
                .with_catalogue_help(vec![p.help])
                .with_repair(Fix {
                    edits: vec![p.edit],
                }),
        );
    }
}

/// One diagnostic (the catalogue's message, label and help `ids`) for the numbers of a line
/// written alike as the standard form does not want them (`1)`, `2)` as in a list; `1`, `2`
/// without dots), whose fix writes them all in the standard form.
fn numbered_alike(problems: Vec<Problem>, [id, label, help]: [&'static str; 3]) -> Diagnostic {
    let first = &problems[0];
    let args = Args::new()
        .number("count", problems.len())
        .text("wanted", first.edit.replacement.as_str());
    Diagnostic::from_catalogue(Code::MoveNumber, first.span, id, args)
        .with_catalogue_label(label)
        .with_catalogue_help(vec![Message::new(help, Args::new())])
        .with_repair(Fix {
            edits: problems.into_iter().map(|p| p.edit).collect(),
        })
}

/// One diagnostic for a line without any number, whose fix writes them all.
fn no_numbers_at_all(problems: Vec<Problem>, main: bool) -> Diagnostic {
    let first = problems[0].span;
    let example = |i: usize| {
        problems
            .get(i)
            .map_or("", |p: &Problem| p.edit.replacement.trim_end())
            .to_string()
    };
    let list = match problems.len() {
        ..=2 => "two",
        3 => "three",
        _ => "more",
    };
    let help = Args::new()
        .selector("list", list)
        .text("first", example(0))
        .text("second", example(1))
        .text("third", example(2))
        .number("count", problems.len());
    let args = Args::new()
        .selector("line", if main { "game" } else { "variation" })
        .text("first", example(0));
    Diagnostic::from_catalogue(Code::MoveNumber, first, "lint-no-move-numbers", args)
        .with_catalogue_label("lint-no-move-numbers.label")
        .with_catalogue_help(vec![Message::new("lint-no-move-numbers-help", help)])
        .with_repair(Fix {
            edits: problems.into_iter().map(|p| p.edit).collect(),
        })
}

/// The problem with the number before move `m`, if any. `written` is the number written before
/// it and the offset of the element that follows that number; `glued` says that the move
/// touches the element before it (a number inserted there needs a space before it too). The
/// cases are those of PGN 8.2.2.2.
fn judge(
    m: &Move,
    written: Option<(&MoveNumber, usize)>,
    number: u32,
    black: bool,
    needed: bool,
    glued: bool,
) -> Option<Problem> {
    let Some((n, next)) = written else {
        if black && !needed {
            return None;
        }
        return Some(missing_number(m, number, black, glued));
    };
    // A number that contradicts the count of moves is S014's (an error), not a matter of style.
    if n.number != number || (n.dots.is_black() && !black) {
        return None;
    }
    if black && !needed {
        return Some(needless_black_number(n, next));
    }
    nonstandard_number(n, number, black)
}

/// The problem of a move without the number it needs.
fn missing_number(m: &Move, number: u32, black: bool, glued: bool) -> Problem {
    let wanted = standard(number, black);
    let id = if black {
        "lint-black-number-missing"
    } else {
        "lint-white-number-missing"
    };
    let args = Args::new()
        .number("number", number)
        .text("wanted", wanted.as_str());
    Problem {
        span: m.span,
        message: Message::new(id, args.clone()),
        label: if black {
            "lint-black-number-missing.label"
        } else {
            "lint-white-number-missing.label"
        },
        help: Message::new(
            if black {
                "lint-black-number-missing.help"
            } else {
                "lint-white-number-missing.help"
            },
            args,
        ),
        edit: Edit {
            span: Span::new(m.span.offset(), 0),
            // A move glued to the word before it (`5254--`) gets a space before its number.
            replacement: if glued {
                format!(" {wanted} ")
            } else {
                format!("{wanted} ")
            },
        },
        missing: true,
        black_number_only: black,
        grouped_by: None,
    }
}

/// The problem of Black's number `n` written where Black's move follows White's.
fn needless_black_number(n: &MoveNumber, next: usize) -> Problem {
    let written = if n.dots == Dots::One {
        format!("{}.", n.number)
    } else {
        format!("{}...", n.number)
    };
    Problem {
        span: n.span,
        message: Message::new(
            "lint-needless-black-number",
            Args::new().text("written", written),
        ),
        label: "lint-needless-black-number.label",
        help: Message::new("lint-needless-black-number.help", Args::new()),
        edit: Edit {
            span: Span::from_bounds(n.span.offset(), next),
            replacement: String::new(),
        },
        missing: false,
        black_number_only: true,
        grouped_by: None,
    }
}

/// Whether `n`, the number of move `number` (Black's when `black`), is written in the standard
/// form `12.` or `12...`: the standard dots, nothing between the digits and the dots, no
/// leading zero. Compared by length, so that a right number (the usual case) costs no String.
fn in_standard_form(n: &MoveNumber, number: u32, black: bool) -> bool {
    let dots = if black { Dots::Three } else { Dots::One };
    // Most numbers have one or two digits: counted without a logarithm.
    let digits = match number {
        0..=9 => 1,
        10..=99 => 2,
        _ => number.ilog10() as usize + 1,
    };
    n.dots == dots && n.span.len() == digits + dots.text().len()
}

/// The problem of a right number `n` not written in the standard form (`12.`, `12...`), if so.
fn nonstandard_number(n: &MoveNumber, number: u32, black: bool) -> Option<Problem> {
    if in_standard_form(n, number, black) {
        return None;
    }
    let wanted = standard(number, black);
    let (id, label) = nonstandard_words(n.dots);
    let args = Args::new()
        .number("number", number)
        .text("wanted", wanted.as_str());
    Some(Problem {
        span: n.span,
        message: Message::new(
            id,
            args.clone()
                .selector("side", if black { "black" } else { "white" }),
        ),
        label,
        help: Message::new("lint-number-standard-form", args),
        edit: Edit {
            span: n.span,
            replacement: wanted,
        },
        missing: false,
        black_number_only: false,
        grouped_by: matches!(n.dots, Dots::Paren | Dots::None).then_some(n.dots),
    })
}

/// The ids of the message and label for a move number written with `dots` instead of in the
/// standard form.
fn nonstandard_words(dots: Dots) -> (&'static str, &'static str) {
    match dots {
        Dots::None => ("lint-number-without-dot", "lint-number-without-dot.label"),
        Dots::One => (
            "lint-black-number-as-white",
            "lint-black-number-as-white.label",
        ),
        Dots::Paren => (
            "lint-number-with-parenthesis",
            "lint-number-with-parenthesis.label",
        ),
        Dots::Two => (
            "lint-number-with-two-dots",
            "lint-number-with-two-dots.label",
        ),
        Dots::Ellipsis => (
            "lint-number-with-ellipsis",
            "lint-number-with-ellipsis.label",
        ),
        Dots::Three => ("lint-number-not-standard", "lint-number-not-standard.label"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_style_remark_after_a_number_that_contradicts_the_count() {
        // Black's first move is missing: S014 says so; `1716` is not "White's move 3".
        let text = "1. 5254 5755 2. 7163 3. 6125 1716 *";
        assert_eq!(
            super::super::test_support::found(text, crate::codes::Code::MoveNumber),
            []
        );
    }

    #[test]
    fn comments_make_black_numbers_optional() {
        let text = "1. 4244 {[%ccsnt 2018.10.02,12:56]} 4745 {[%ccsnt 2018.10.02,13:34]} 2. 3234 {[%ccsnt 2018.10.03,04:20]} 2... 3736 {[%clk 0:05:00]} *";
        assert_eq!(
            super::super::test_support::found(text, crate::codes::Code::MoveNumber),
            []
        );
        // A comment with words too: a transcript written by hand numbers Black's move or not.
        for text in [
            "1. 4244 {[%ccsnt 2018.10.02,12:56] good} 4745 *",
            "1. 5254 5755 2. 7163 {the usual} 2836 *",
            "1. 5254 5755 2. 7163 {the usual} 2... 2836 *",
        ] {
            assert_eq!(
                super::super::test_support::found(text, crate::codes::Code::MoveNumber),
                [],
                "{text}"
            );
        }
        // After a variation Black's number is still wanted, a comment before it or not.
        for text in [
            "1. 5254 5755 2. 7163 ( 2. 6134 ) 2836 *",
            "1. 5254 5755 2. 7163 {the usual} ( 2. 6134 ) 2836 *",
        ] {
            assert_eq!(
                super::super::test_support::found(text, crate::codes::Code::MoveNumber),
                [(
                    1,
                    text.find("2836").expect("Black's move") + 1,
                    "Black's move 2... has no move number at the start of a line or after a variation"
                        .to_string()
                )],
                "{text}"
            );
        }
    }

    use super::super::test_support::{fixed, found, lint_diagnostics};
    use crate::codes::Code;
    use rstest::rstest;

    #[rstest]
    #[case::standard("1. 5254 5755 2. 7163 { c } 2... 2836 3. 6125 ( 3. 4244 5544 ) 3... 1716 *")]
    #[case::fen_black_to_move("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n12... 5848 13. 5152 *")]
    #[case::contradiction_is_s014("1. 5254 5755 3. 7163 *")]
    #[case::variation_from_black("1. 5254 5755 ( 1... 3735 2. 7163 ) 2. 7163 *")]
    #[case::nag_does_not_interrupt("1. 5254 $1 5755 *")]
    #[case::black_after_comment_unnumbered("1. 5254 { c } 5755 *")]
    #[case::black_after_comment_numbered("1. 5254 { c } 1... 5755 *")]
    fn ok(#[case] text: &str) {
        assert_eq!(found(text, Code::MoveNumber), []);
    }

    #[rstest]
    #[case::none_at_all(
        "5254 5755 7163 2836 *",
        1,
        1,
        "this game has no move numbers",
        "1. 5254 5755 2. 7163 2836 *"
    )]
    #[case::one_missing(
        "1. 5254 5755 7163 *",
        1,
        14,
        "White's move 2 has no move number",
        "1. 5254 5755 2. 7163 *"
    )]
    #[case::no_dot(
        "1. 5254 5755 2 7163 *",
        1,
        14,
        "move number 2 has no dot",
        "1. 5254 5755 2. 7163 *"
    )]
    #[case::black_not_needed(
        "1. 5254 1... 5755 *",
        1,
        9,
        "move number 1... before Black's move is not needed here",
        "1. 5254 5755 *"
    )]
    #[case::black_white_form(
        "1. 5254 1. 5755 *",
        1,
        9,
        "move number 1. before Black's move is not needed here",
        "1. 5254 5755 *"
    )]
    #[case::two_dots(
        "1. 5254 {c} 1.. 5755 *",
        1,
        13,
        "move number 1.. has two dots",
        "1. 5254 {c} 1... 5755 *"
    )]
    #[case::ellipsis(
        "1. 5254 {c} 1… 5755 *",
        1,
        13,
        "move number 1… is written with the ellipsis character",
        "1. 5254 {c} 1... 5755 *"
    )]
    #[case::spaced(
        "1. 5254 {c} 1. ... 5755 *",
        1,
        13,
        "Black's move number is not written as `1...`",
        "1. 5254 {c} 1... 5755 *"
    )]
    #[case::variation_without_number(
        "1. 5254 5755 ( 3735 ) 2. 7163 *",
        1,
        16,
        "Black's move 1... has no move number at the start of a line or after a variation",
        "1. 5254 5755 ( 1... 3735 ) 2. 7163 *"
    )]
    fn err(
        #[case] text: &str,
        #[case] line: usize,
        #[case] column: usize,
        #[case] message: &str,
        #[case] after_fix: &str,
    ) {
        let all = found(text, Code::MoveNumber);
        assert_eq!(
            all.first(),
            Some(&(line, column, message.to_string())),
            "{all:?}"
        );
        assert_eq!(fixed(text, Code::MoveNumber), after_fix);
        assert_eq!(
            found(after_fix, Code::MoveNumber),
            [],
            "the fix leaves nothing to report"
        );
    }

    #[test]
    fn no_guess_next_to_text_that_is_not_notation() {
        assert_eq!(found("1. 5254 5755 2 .. 7163 *", Code::MoveNumber), []);
        assert_eq!(found("1. 5254 5755 @ 7163 *", Code::MoveNumber), []);
    }

    /// A FEN's move number 0: the moves are numbered from 0, or from 1 when the first move
    /// number says so, as the syntax layer counts them; the fix never makes a number the syntax
    /// layer reports out of sequence (found by the `fix` fuzz target, on an invalid FEN).
    #[rstest]
    #[case::from_zero(
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n5152 5848 5253 *",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n0. 5152 5848 1. 5253 *"
    )]
    #[case::from_one_as_written(
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n1. 5152 5848 5253 *",
        "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 0\"]\n\n1. 5152 5848 2. 5253 *"
    )]
    #[case::invalid_fen_from_zero(
        "[FEN \"/ / - - 0 0\"] 2 3 5",
        "[FEN \"/ / - - 0 0\"] 0. 2 3 1. 5"
    )]
    fn a_fen_move_number_zero(#[case] text: &str, #[case] after_fix: &str) {
        assert_eq!(fixed(text, Code::MoveNumber), after_fix);
        assert_eq!(found(after_fix, Code::MoveNumberOutOfSequence), []);
    }

    #[test]
    fn fen_start_numbers_come_from_the_fen() {
        let text = "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 30\"]\n\n5848 5152 4838 *";
        assert_eq!(
            fixed(text, Code::MoveNumber),
            "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 30\"]\n\n30... 5848 31. 5152 4838 *"
        );
    }

    #[test]
    fn numbers_written_as_a_list_with_a_period_are_one_remark_and_fixed() {
        let text = "1.) 5254 5755 2.) 7163 2836 3.) 6125 *";
        let remarks = found(text, Code::MoveNumber);
        assert_eq!(remarks.len(), 1, "{remarks:?}");
        assert_eq!(
            fixed(text, Code::MoveNumber),
            "1. 5254 5755 2. 7163 2836 3. 6125 *"
        );
    }

    /// Numbers as in a list glued to their moves (`1)5254`), Black's first number with its
    /// marker (`1) ...`), numbers in parentheses, numbers without dots (also in a spreadsheet's
    /// rows, `1,5254,5755`): one remark for the line, whose fix writes the standard form.
    #[rstest]
    #[case::glued("1)5254 5755 2)7163 2836 3)6125 *", "1.5254 5755 2.7163 2836 3.6125 *")]
    #[case::without_dots(
        "1 5254 5755 2 7163 2836 3 6125 *",
        "1. 5254 5755 2. 7163 2836 3. 6125 *"
    )]
    #[case::spreadsheet_rows(
        "1,5254,5755\n2,7163,2836\n3,6125 *",
        "1.,5254,5755\n2.,7163,2836\n3.,6125 *"
    )]
    #[case::in_parentheses(
        "(1) 5254 5755 (2) 7163 2836 (3) 6125 *",
        "1. 5254 5755 2. 7163 2836 3. 6125 *"
    )]
    #[case::black_first(
        "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1) ... 5755 2) 7163 2836 *",
        "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\"]\n\n1... 5755 2. 7163 2836 *"
    )]
    fn numbers_written_alike_are_one_remark_and_fixed(#[case] text: &str, #[case] after: &str) {
        let remarks = found(text, Code::MoveNumber);
        assert_eq!(remarks.len(), 1, "{remarks:?}");
        let errors: Vec<_> = lint_diagnostics(text)
            .into_iter()
            .filter(|d| d.severity == crate::diagnostic::Severity::Error)
            .collect();
        assert_eq!(errors, [], "no error");
        assert_eq!(fixed(text, Code::MoveNumber), after);
    }
}

#[cfg(test)]
mod standard_form_shortcut {
    use super::{Numbering, judge_line, numbered_in_standard_form, start_of};

    /// The shortcut says "standard" only where the walk finds no problem, and says it for the
    /// usual forms (so that it is taken at all).
    #[rstest::rstest]
    #[case::plain("1. 5254 5755 2. 7163 2836 *", true)]
    #[case::nags("1. 5254 $1 5755 2. 7163 ! 2836 *", true)]
    #[case::fen_black_first(
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n12... 5848 13. 5152 *",
        true
    )]
    #[case::long_game("1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2521 2111 5. 5171 *", true)]
    #[case::white_number_missing("1. 5254 5755 7163 2836 *", false)]
    #[case::black_number_needless("1. 5254 1... 5755 *", false)]
    #[case::two_dots("1.. 5254 5755 *", false)]
    #[case::no_dot("1 5254 5755 *", false)]
    #[case::wrong_count("1. 5254 5755 3. 7163 *", false)]
    #[case::leading_zero("01. 5254 5755 *", false)]
    #[case::comment("1. 5254 {c} 5755 *", false)]
    #[case::variation("1. 5254 5755 (1... 4745) 2. 7163 *", false)]
    #[case::two_numbers("1. 1. 5254 5755 *", false)]
    #[case::black_first_without_number(
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n5848 13. 5152 *",
        false
    )]
    fn the_shortcut_agrees_with_the_walk(#[case] text: &str, #[case] standard: bool) {
        let options =
            crate::syntax::ParseOptions::default().with_numbering(crate::board::numbering_of_tags);
        let parsed = crate::syntax::games_with(text, options)
            .next()
            .expect("one game");
        let game = &parsed.game;
        let (number, black) = start_of(game);
        assert_eq!(numbered_in_standard_form(game), standard);
        let numbering = Numbering {
            start_number: number,
            start_black: black,
            stops: &[],
        };
        let mut variations = Vec::new();
        let walk = judge_line(&game.movetext, 0, numbering, &mut variations);
        if standard {
            assert_eq!(walk.problems.len() + variations.len(), 0, "{text}");
        }
    }
}
