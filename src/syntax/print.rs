//! Writes a syntax tree back as transcript text.
//!
//! The printer writes every node of the tree (tags, movetext elements, comments, escape lines,
//! invalid text as written) with single spaces between elements and each tag pair and escape
//! line on its own line. Parsing its output gives the same tree (spans aside): tests check it.

use super::ast::{
    Element, Game, GameResult, InvalidKind, MoveKind, TerminationMarker, Transcript, TriviaKind,
};

/// The text of a whole transcript: games separated by a blank line.
pub fn print(transcript: &Transcript) -> String {
    let mut out = String::new();
    for game in &transcript.games {
        print_game_into(game, &mut out);
    }
    for trivia in &transcript.trailing_trivia {
        if trivia.kind == TriviaKind::EscapeLine {
            out.push_str(&trivia.text);
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

fn print_game_into(game: &Game, out: &mut String) {
    for trivia in &game.leading_trivia {
        if trivia.kind == TriviaKind::EscapeLine {
            out.push_str(&trivia.text);
            out.push('\n');
        }
    }
    for tag in &game.tags {
        out.push('[');
        out.push_str(&tag.name);
        out.push_str(" \"");
        out.push_str(&tag.value.replace('\\', "\\\\").replace('"', "\\\""));
        out.push_str("\"]\n");
    }
    if !game.tags.is_empty() {
        out.push('\n');
    }
    let mut line = String::new();
    print_elements(&game.movetext, &mut line, out);
    if let Some(termination) = &game.termination {
        separate(&mut line);
        line.push_str(termination_text(termination));
    }
    out.push_str(line.trim_end());
    out.push_str("\n\n");
}

fn separate(line: &mut String) {
    if !line.is_empty() && !line.ends_with([' ', '\n', '(']) {
        line.push(' ');
    }
}

fn print_elements(elements: &[Element], line: &mut String, out: &mut String) {
    for element in elements {
        match element {
            Element::EscapeLine(escape) => {
                // Escape lines must start in column 1.
                if !line.trim().is_empty() {
                    out.push_str(line.trim_end());
                    out.push('\n');
                }
                line.clear();
                out.push_str(&escape.text);
                out.push('\n');
            }
            Element::Comment(comment) => {
                separate(line);
                match comment.kind {
                    super::ast::CommentKind::Brace => {
                        line.push('{');
                        line.push_str(&comment.text);
                        if comment.terminated {
                            line.push('}');
                        }
                    }
                    super::ast::CommentKind::Line => {
                        line.push(';');
                        line.push_str(&comment.text);
                        line.push('\n');
                    }
                }
            }
            Element::Variation(variation) => {
                separate(line);
                line.push('(');
                print_elements(&variation.elements, line, out);
                if variation.closed {
                    line.push(')');
                }
            }
            other => {
                separate(line);
                print_token(other, line);
                if is_gloss(other) {
                    // A gloss runs to the end of its line: end the line after it.
                    line.push('\n');
                }
            }
        }
    }
}

fn print_token(element: &Element, line: &mut String) {
    match element {
        Element::MoveNumber(number) => {
            line.push_str(&number.number.to_string());
            line.push_str(match number.dots {
                super::ast::Dots::None => "",
                super::ast::Dots::One => ".",
                super::ast::Dots::Two => "..",
                super::ast::Dots::Three => "...",
                super::ast::Dots::Ellipsis => "…",
            });
        }
        Element::Move(m) => {
            match &m.kind {
                MoveKind::Numeric(n) => {
                    line.push_str(&format!("{}{}", n.from.file, n.from.rank));
                    if n.separator.is_some() {
                        line.push('-');
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
                line.push(if check.mate { '#' } else { '+' });
            }
            if let Some(annotation) = m.annotation {
                line.push_str(annotation_text(annotation.nag));
            }
        }
        Element::Nag(nag) => line.push_str(&format!("${}", nag.value)),
        Element::Annotation(annotation) => line.push_str(annotation_text(annotation.nag)),
        Element::Invalid(invalid) => line.push_str(&invalid.text),
        Element::Comment(_) | Element::Variation(_) | Element::EscapeLine(_) => {}
    }
}

/// The result as written: the standard spelling, or for a marker read in a non-standard
/// spelling, a non-standard spelling of the same result, so that parsing the output gives the
/// same tree.
fn termination_text(termination: &TerminationMarker) -> &'static str {
    match (termination.standard, termination.result) {
        (true, result) | (false, result @ GameResult::Unknown) => result.as_str(),
        (false, GameResult::WhiteWins) => "1:0",
        (false, GameResult::BlackWins) => "0:1",
        (false, GameResult::Draw) => "½-½",
    }
}

/// Whether the element is an informal remark after an arrow (`<-- 1. e4 e5`), which the parser
/// reads to the end of the line.
fn is_gloss(element: &Element) -> bool {
    matches!(element, Element::Invalid(invalid)
        if invalid.kind == InvalidKind::UnexpectedText
            && ["<-", "<=", "->", "=>", "-->"].iter().any(|arrow| invalid.text.starts_with(arrow)))
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
