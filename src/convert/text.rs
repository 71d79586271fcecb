//! The two text targets: PGN export format (SAN) and canonical ICCF numeric notation. They share
//! everything but the spelling of a move: tag pairs in PGN order, move numbers where PGN puts
//! them, comments, NAGs, variations and escape lines kept, lines wrapped.

use shakmaty::{Chess, Color};

use super::layout::{Layout, NUMERIC_WIDTH, PGN_WIDTH};
use super::san::{SanStyle, san_of};
use super::view::{Item, MoveCount, game_view};
use crate::board::{Replay, ReplayedMove};
use crate::syntax::ast::{
    CheckMark, CommentKind, Game, GameResult, Invalid, InvalidKind, Move, MoveKind, TagPair,
    TriviaKind,
};
use crate::syntax::print::{
    annotation_text, is_gloss_text, is_result_dash_run, is_stray_bracket_text, quoted_tag_value,
};

pub use crate::syntax::ast::SEVEN_TAG_ROSTER;

/// How moves are spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Spelling {
    /// Canonical numeric notation.
    Numeric,
    /// SAN in a style (PGN).
    San(SanStyle),
}

/// The tag pairs of `game` in PGN order: the Seven Tag Roster first, in its order (every tag
/// pair of each roster name, in source order, so duplicates are kept), then the other tag pairs
/// in source order (PGN standard, section 8.1.1).
pub fn tags_in_pgn_order(tags: &[TagPair]) -> Vec<(&str, &str)> {
    let mut ordered = Vec::with_capacity(tags.len());
    for name in SEVEN_TAG_ROSTER {
        ordered.extend(
            tags.iter()
                .filter(|t| t.name == name)
                .map(|t| (t.name.as_str(), t.value.as_str())),
        );
    }
    ordered.extend(
        tags.iter()
            .filter(|t| !SEVEN_TAG_ROSTER.contains(&t.name.as_str()))
            .map(|t| (t.name.as_str(), t.value.as_str())),
    );
    ordered
}

/// The result a game ends with: its termination marker, else its Result tag when that is a
/// standard result, else `*` (PGN standard, section 8.2.6: every game ends with one).
pub fn game_result(game: &Game) -> GameResult {
    game.termination
        .map(|t| t.result)
        .or_else(|| {
            game.tag("Result")
                .and_then(|r| GameResult::from_standard(r.trim()))
        })
        .unwrap_or(GameResult::Unknown)
}

/// The value a missing Seven Tag Roster tag gets in PGN export format (PGN standard, sections
/// 8.1.1.1-8.1.1.7): `?`, `????.??.??` for the date, the game's result for Result.
fn roster_placeholder(name: &str, game: &Game) -> &'static str {
    match name {
        "Date" => "????.??.??",
        "Result" => game_result(game).as_str(),
        _ => "?",
    }
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push(' ');
    out.push_str(&quoted_tag_value(value));
    out.push_str("]\n");
}

/// What is written before a game's tag pairs: its escape lines and the comments after the game
/// before (trivia), each on its own line, then a blank line after comments (they are trivia
/// only when tag pairs follow them at a game start).
pub(crate) fn leading_lines(game: &Game) -> String {
    let mut out = String::new();
    for trivia in &game.leading_trivia {
        if matches!(trivia.kind, TriviaKind::EscapeLine | TriviaKind::Comment) {
            out.push_str(trivia.text.trim_end_matches('\r'));
            out.push('\n');
        }
    }
    if game
        .leading_trivia
        .iter()
        .any(|t| t.kind == TriviaKind::Comment)
    {
        out.push('\n');
    }
    out
}

/// Writes one game. `fill_roster` adds the missing Seven Tag Roster tags (PGN export format).
pub(crate) fn write_game(
    game: &Game,
    replay: Option<&Replay>,
    spelling: Spelling,
    fill_roster: bool,
) -> String {
    let mut out = leading_lines(game);
    let mut tags = tags_in_pgn_order(&game.tags);
    if fill_roster {
        let mut filled = Vec::with_capacity(tags.len() + 7);
        for name in SEVEN_TAG_ROSTER {
            if !tags.iter().any(|(n, _)| *n == name) {
                filled.push((name, roster_placeholder(name, game)));
            }
            filled.extend(tags.iter().filter(|(n, _)| *n == name));
        }
        filled.extend(tags.iter().filter(|(n, _)| !SEVEN_TAG_ROSTER.contains(n)));
        tags = filled;
    }
    for (name, value) in &tags {
        write_tag(&mut out, name, value);
    }
    if !tags.is_empty() {
        out.push('\n');
    }
    let width = match spelling {
        Spelling::Numeric => NUMERIC_WIDTH,
        Spelling::San(_) => PGN_WIDTH,
    };
    let mut layout = Layout::new(width);
    let items = game_view(game, replay);
    write_items(&items, spelling, &mut layout, &mut true);
    layout.token(game_result(game).as_str());
    out.push_str(&layout.finish());
    if let Spelling::Numeric = spelling {
        // Text pasted after the result (with `force` only) stays after it, as written; PGN has
        // no place for it.
        for trivia in &game.trailing_trivia {
            out.push_str(trivia.text.trim_end_matches(['\r', '\n']));
            out.push('\n');
        }
    }
    if let Spelling::San(_) = spelling {
        // "a single empty line follows the last line of data to conclude the movetext
        // section" (PGN standard, section 8.2.1).
        out.push('\n');
    }
    out
}

/// Writes the items of one line; `force_number` asks for a move number before a move by Black:
/// at the start of a line, and after commentary (a comment, a variation or an escape line)
/// between it and White's move (PGN standard, section 8.2.2.2). NAGs do not count, as in
/// python-chess's export and in the `move-number` lint (L001), so that `iccf fmt` output is
/// what the lint asks for.
fn write_items(items: &[Item], spelling: Spelling, layout: &mut Layout, force_number: &mut bool) {
    let mut previous: Option<&Item> = None;
    for (index, item) in items.iter().enumerate() {
        // Unreadable text (only with `force`) keeps its place against its neighbours: written
        // apart, `Nc6<br` would read differently.
        let glued = previous.is_some_and(|p| p.span().end() == item.span().offset());
        let after_stray = glued && is_move_after_stray_characters(previous, item);
        end_line_before(previous, item, glued, after_stray, layout);
        let previous_item = previous.replace(item);
        if let (true, Item::Invalid(invalid)) = (glued, item) {
            write_glued_invalid(invalid, layout, force_number);
            continue;
        }
        match item {
            Item::Move {
                written,
                replayed,
                count,
            } => {
                let force = *force_number;
                write_move_number(written, *count, previous_item, after_stray, layout, force);
                let next = items.get(index + 1);
                let replayed = replayed.as_ref().map(|(before, m)| (before, *m));
                let token = move_token(written, replayed, spelling, next);
                if after_stray {
                    layout.glued(&token, false);
                } else {
                    layout.token(&token);
                }
                let annotation = written.annotation.map(|a| a.nag);
                if let (Some(nag), Spelling::San(_)) = (annotation, spelling) {
                    // Export format writes suffix annotations as NAGs (section 8.2.3.8).
                    layout.token(&format!("${nag}"));
                }
                if releases_line(written, next) {
                    layout.release_line();
                }
                *force_number = false;
            }
            Item::Nag(nag) => layout.token(&format!("${}", nag.value)),
            Item::Annotation(annotation) => match spelling {
                Spelling::Numeric => layout.token(annotation_text(annotation.nag)),
                Spelling::San(_) => layout.token(&format!("${}", annotation.nag)),
            },
            Item::Comment(comment) => {
                let text = comment.text.replace("\r\n", "\n").replace('\r', "\n");
                match comment.kind {
                    CommentKind::Brace => layout.brace_comment(&text),
                    CommentKind::Line => layout.line_comment(&text),
                }
                *force_number = true;
            }
            Item::Variation(_, variation) => {
                layout.token("(");
                write_items(variation, spelling, layout, &mut true);
                layout.token(")");
                *force_number = true;
            }
            Item::EscapeLine(escape) => {
                layout.own_line(escape.text.trim_end_matches('\r'));
                *force_number = true;
            }
            Item::Invalid(invalid) => {
                write_invalid(
                    invalid,
                    words_run_width(&items[index..]),
                    layout,
                    force_number,
                );
            }
            Item::KeptNumber(number) => {
                layout.token(&format!("{}{}", number.number, number.dots.text()));
            }
        }
    }
}

/// Whether `item` is a move read as a move right after the stray characters `previous`.
fn is_move_after_stray_characters(previous: Option<&Item>, item: &Item) -> bool {
    // Written glued to them, it stays glued and unnumbered: apart, `--Nf3` would read as a null
    // move and `½-½1111` as a result before a move. Not digits of the wrong length, which
    // unnumbered would read as a move number (`1-01:0`).
    matches!(item, Item::Move { written, .. } if written.kind.is_read_as_a_move())
        && matches!(previous, Some(Item::Invalid(i)) if i.kind == InvalidKind::StrayCharacters)
}

/// Writes the move number before move `written`, where the move needs one.
fn write_move_number(
    written: &Move,
    count: MoveCount,
    previous: Option<&Item>,
    after_stray: bool,
    layout: &mut Layout,
    force_number: bool,
) {
    // `1-0 1. 5254` would read as a result that ends the game and a new game: the
    // parser reads a result as misplaced only before a move of the same game.
    let new_game_number = count.number == 1
        && matches!(previous, Some(Item::Invalid(i)) if i.kind == InvalidKind::MisplacedResult);
    // A number kept as written stands for the count's (see `game_view`).
    let after_kept_number = matches!(previous, Some(Item::KeptNumber(_)));
    match count.turn {
        _ if after_kept_number => {}
        Color::White if new_game_number || after_stray => {}
        Color::White => layout.token(&format!("{}.", count.number)),
        Color::Black
            if (force_number || reads_as_its_number(written, count.number)) && !after_stray =>
        {
            layout.token(&format!("{}...", count.number));
        }
        Color::Black => {}
    }
}

/// The text of move `written` as `spelling` spells it (as written if not replayed).
fn move_token(
    written: &Move,
    replayed: Option<(&Chess, &ReplayedMove)>,
    spelling: Spelling,
    next: Option<&Item>,
) -> String {
    let mut token = match (replayed, spelling) {
        (Some((_, m)), Spelling::Numeric) => m.numeric(),
        (Some((before, m)), Spelling::San(style)) => style.write(san_of(before, m)),
        (None, _) => as_written(written),
    };
    let text_glued_after =
        matches!(next, Some(Item::Invalid(i)) if i.span.offset() == written.span.end());
    if replayed.is_some() && matches!(spelling, Spelling::Numeric) && text_glued_after {
        // Text glued after the check mark stays apart from the move: `1214#Q` is a
        // move and a stray `Q`, `1214Q` a promotion letter.
        token.push_str(written.check.map_or("", CheckMark::text));
    }
    let annotation = written.annotation.map(|a| a.nag);
    if let (Some(nag), Spelling::Numeric) = (annotation, spelling) {
        token.push_str(annotation_text(nag));
    }
    token
}

/// Whether move `written` releases a line held by words that are not notation.
fn releases_line(written: &Move, next: Option<&Item>) -> bool {
    // Digits with dots glued after them (`4242...`) read as a move number in a line
    // of words: they do not release it.
    let dots_after = matches!(next, Some(Item::Invalid(i))
        if i.span.offset() == written.span.end() && i.text.starts_with(['.', '…']));
    written.kind.is_read_as_a_move() && !dots_after
}

/// Ends the line before `item` where the stray text before it would join it into something
/// else: `glued` says that they touch in the input, `after_stray` that `item` is a move written
/// glued to stray characters.
fn end_line_before(
    previous: Option<&Item>,
    item: &Item,
    glued: bool,
    after_stray: bool,
    layout: &mut Layout,
) {
    let Some(Item::Invalid(previous)) = previous else {
        return;
    };
    if layout.is_held() {
        // Not after words with no move since: the line must not end there (see
        // `Layout::hold_line`), as in the syntax printer.
        return;
    }
    let starts_with_digits = matches!(item, Item::Move { .. } | Item::KeptNumber(_))
        || matches!(item, Item::Invalid(i) if i.text.starts_with(|c: char| c.is_ascii_digit()));
    // Written glued: unreadable text and a move after stray characters; other items apart.
    let written_glued = glued && (matches!(item, Item::Invalid(_)) || after_stray);
    if (is_result_dash_run(previous) && !after_stray && starts_with_digits)
        || (is_stray_bracket_text(previous) && !written_glued)
    {
        // `0-` then `1` on the next line: on one line they would read as the result `0-1`.
        // `[` and what follows on its line could read as a tag pair (`7[` then `e""]`).
        layout.end_line();
    }
}

/// Writes text the syntax layer could not read (with `force` only) glued to the item before it,
/// as it was written.
fn write_glued_invalid(invalid: &Invalid, layout: &mut Layout, force_number: &mut bool) {
    layout.glued(&invalid.text, is_words(invalid));
    if invalid.kind == InvalidKind::Prose || is_gloss_text(invalid) {
        // Both run to the end of their line.
        layout.end_line();
    } else if invalid.kind == InvalidKind::UnexpectedText {
        layout.hold_line();
    } else if invalid.kind == InvalidKind::MisplacedResult {
        // As apart (see `write_invalid`): a numbered move follows on its line.
        layout.keep_line();
        *force_number = true;
    } else if invalid.text.ends_with('*') {
        // `5254*` is read as a stray `*` only when more follows on its line; at the end of a
        // line it ends the game.
        layout.keep_line();
    }
}

/// The characters of the words that start `items` and of the words that follow them with only
/// spaces between (a move number dropped between two runs of words leaves them one run, which
/// the reader then reads as one): the width the first of them must find on its line, or the
/// text would break differently when read again. 0 when `items` does not start with words.
fn words_run_width(items: &[Item]) -> usize {
    let mut width = 0;
    let mut end = None;
    for item in items {
        let Item::Invalid(invalid) = item else {
            break;
        };
        if invalid.kind != InvalidKind::UnexpectedText || is_gloss_text(invalid) {
            break;
        }
        if end.is_some_and(|end| end != invalid.span.offset()) {
            width += 1;
        }
        width += invalid.text.chars().count();
        end = Some(invalid.span.end());
    }
    width
}

/// Writes text the syntax layer could not read (with `force` only), so that it reads the same
/// way again: see the comments for each kind. `run_width` is [`words_run_width`] at it.
fn write_invalid(
    invalid: &Invalid,
    run_width: usize,
    layout: &mut Layout,
    force_number: &mut bool,
) {
    if invalid.kind == InvalidKind::MisplacedTagPair {
        // At the start of a line a tag pair would begin a new game.
        layout.keep_line();
    }
    if is_words(invalid) {
        layout.words_in_run(&invalid.text, run_width);
    } else {
        layout.token(&invalid.text);
    }
    if invalid.kind == InvalidKind::UnexpectedText && !is_gloss_text(invalid) {
        layout.hold_line();
    }
    for closer in invalid.closers() {
        layout.token(closer);
    }
    if is_gloss_text(invalid) || invalid.kind == InvalidKind::Prose {
        // An informal gloss (`<-- 1. e4`) and a line of prose run to the end of their line.
        layout.end_line();
    } else if invalid.kind == InvalidKind::MisplacedResult {
        // Read as misplaced only when a numbered move follows on its line.
        layout.keep_line();
        *force_number = true;
    }
}

/// Whether the move `written` is digits too short for a move that spell `number`: where Black's
/// move is due, without a number before them, they read as Black's move number written without
/// dots when dots or a move follow (`2 .`), as the syntax layer's count may differ from the
/// printer's after a number out of sequence (S014). Black's number before them keeps them a move.
fn reads_as_its_number(written: &Move, number: u32) -> bool {
    matches!(&written.kind, MoveKind::WrongLength(text)
        if text.len() <= 3 && text.bytes().all(|b| b.is_ascii_digit()) && text.parse() == Ok(number))
}

/// Whether `invalid` is words that are not notation, which must not start a line (see
/// [`Layout::words`]).
fn is_words(invalid: &Invalid) -> bool {
    matches!(
        invalid.kind,
        InvalidKind::UnexpectedText | InvalidKind::Prose
    )
}

/// A move the board did not replay, as written (with `force` only): numeric digits without
/// separator (unless a square is off the board), other notations as written, with its check
/// mark (`+` for `++`): text glued after it must stay apart from the digits (`3#.` is a move
/// and a stray `.`, `3.` a move number). Annotations are written apart.
fn as_written(written: &Move) -> String {
    let mut text = match &written.kind {
        // With its separator when a square is off the board: `23:00` reads as a move with a bad
        // square, `2300` as a number among words (a line of prose after `e`).
        MoveKind::Numeric(numeric)
            if numeric.separator.is_some()
                && !(numeric.from.is_valid() && numeric.to.is_valid()) =>
        {
            let digits = numeric.digits().to_string();
            let (from, to) = digits.split_at(2);
            format!("{from}-{to}")
        }
        MoveKind::Numeric(numeric) => numeric.digits().to_string(),
        MoveKind::WrongLength(text) | MoveKind::Null(text) => text.clone(),
        MoveKind::Coordinate(coordinate) => coordinate.text.clone(),
        MoveKind::San(san) => san.text.clone(),
    };
    text.push_str(written.check.map_or("", CheckMark::text));
    text
}
