//! Hover: on a move, the move in numeric notation, SAN and UCI, the piece, whether it captures
//! or checks, the FEN after it and the board as text; on a diagnostic, what its code means and
//! how to fix it (the text of `iccf explain`).
//!
//! The game under the cursor is replayed again (one game: the check does not keep positions,
//! which would cost hundreds of bytes a ply in a large archive).

use crate::board::{Line, ReplayedMove, Rules, piece_name, replay, square_in_words};
use crate::convert::{fen_of, san_of, uci_of};
use crate::diagram::{Highlight, TextOptions, text};
use crate::i18n::{Args, Language};
use crate::{Diagnostic, Span};
use shakmaty::{Chess, Color, Position};

use super::analysis::shift;
use super::document::Document;

/// What the hover says, and the span it is about.
pub(crate) struct HoverText {
    pub span: Span,
    pub text: String,
}

/// The hover at byte `offset` of the document, in markdown or plain text.
pub(crate) fn hover(doc: &Document, offset: usize, markdown: bool) -> Option<HoverText> {
    let mut parts = Vec::new();
    let mut span = None;
    if let Some(located) = doc.analysis.game_at(offset)
        && let Some(game) = doc.analysis.tree(&located)
    {
        let replay = replay(&game);
        let relative = offset - located.base;
        if let Some((before, m)) = move_at(&replay.mainline, relative) {
            span = Some(shift(m.span, located.base));
            parts.push(describe_move(
                &before,
                m,
                replay.rules,
                markdown,
                doc.speaks,
            ));
        }
    }
    for diagnostic in doc.diagnostics.iter().filter(|d| touches(d.span, offset)) {
        span.get_or_insert(diagnostic.span);
        parts.push(explain(diagnostic, markdown, doc.speaks));
    }
    let span = span?;
    let rule = if markdown { "\n\n---\n\n" } else { "\n\n" };
    Some(HoverText {
        span,
        text: parts.join(rule),
    })
}

fn touches(span: Span, offset: usize) -> bool {
    span.offset() <= offset && offset <= span.end()
}

/// The replayed move whose token holds `offset`, in the line or any of its variations, with
/// the position before it.
fn move_at(line: &Line, offset: usize) -> Option<(Chess, &ReplayedMove)> {
    for (index, (before, m)) in line.plies().enumerate() {
        if touches(m.span, offset) {
            return Some((before, m));
        }
        if let Some(found) = line.variations_of(index).find_map(|v| move_at(v, offset)) {
            return Some(found);
        }
    }
    line.leading_variations
        .iter()
        .chain(&line.stopped_variations)
        .chain(line.resumed.as_deref())
        .find_map(|v| move_at(v, offset))
}

/// `2. Nf3 (7163, UCI g1f3): White knight from 71 (g1) to 63 (f3)`, then what it does, the FEN
/// after it and the board, in `language`.
fn describe_move(
    before: &Chess,
    m: &ReplayedMove,
    rules: Rules,
    markdown: bool,
    language: Language,
) -> String {
    let say = |id: &str, args: Args| language.catalogue().format(id, &args);
    let code = |s: &str| {
        if markdown {
            format!("`{s}`")
        } else {
            s.to_string()
        }
    };
    let side = before.turn();
    let (player, opponent) = side.fold_wb(("white", "black"), ("black", "white"));
    let number = before.fullmoves();
    let dots = if side == Color::White { "." } else { "..." };
    let Some(chess_move) = m.chess_move else {
        let args = Args::new()
            .text("number", format!("{number}{dots}"))
            .selector("side", player);
        return say("lsp-hover-null-move", args);
    };
    let san = san_of(before, m).to_string();
    let heading = format!("{number}{dots} {san}");
    let notations = Args::new()
        .text("numeric", code(&m.numeric()))
        .text("san", code(&san))
        .text("uci", code(&uci_of(m, rules)));
    let mut lines = vec![
        if markdown {
            format!("**{heading}**")
        } else {
            heading
        },
        say("lsp-hover-notations", notations),
    ];
    lines.push(what_it_does(&chess_move, player, language));
    if let Some(captured) = chess_move.capture() {
        let args = Args::new()
            .selector("side", opponent)
            .selector("piece", piece_name(captured));
        lines.push(say("lsp-hover-captures", args));
    }
    if let Some(role) = chess_move.promotion() {
        let args = Args::new().selector("piece", piece_name(role));
        lines.push(say("lsp-hover-promotes", args));
    }
    let after = m.after(before);
    if after.is_checkmate() {
        lines.push(say("lsp-hover-checkmate", Args::new()));
    } else if after.is_check() {
        lines.push(say("lsp-hover-check", Args::new()));
    } else if after.is_stalemate() {
        lines.push(say("lsp-hover-stalemate", Args::new()));
    }
    if !markdown {
        let args = Args::new().text("fen", fen_of(&after).clone());
        lines.push(say("lsp-hover-fen", args));
        return lines.join("\n");
    }
    // The diagram ends with the side to move and the FEN.
    format!(
        "{}\n\n```text\n{}```",
        lines.join("  \n"),
        diagram(m, &after, language)
    )
}

/// `White knight from 71 (g1) to 63 (f3)`, or `White castles kingside`; `player` is the side
/// that moves (`white` or `black`).
fn what_it_does(chess_move: &shakmaty::Move, player: &'static str, language: Language) -> String {
    let args = match *chess_move {
        shakmaty::Move::Castle { king, rook } => {
            let wing = if rook < king { "queenside" } else { "kingside" };
            let args = Args::new().selector("side", player).selector("wing", wing);
            return language.catalogue().format("lsp-hover-castles", &args);
        }
        _ => Args::new()
            .selector("side", player)
            .selector("piece", piece_name(chess_move.role()))
            .text(
                "from",
                chess_move
                    .from()
                    .map(|square| square_in_words(square).to_string())
                    .unwrap_or_default(),
            )
            .text("to", square_in_words(chess_move.to()).to_string()),
    };
    language.catalogue().format("lsp-hover-move", &args)
}

/// The position after the move as a text diagram, its squares marked, for markdown clients
/// (letters for the pieces: the chess symbols are not the same width in every editor font),
/// the line under it in `language`.
fn diagram(m: &ReplayedMove, after: &Chess, language: Language) -> String {
    let highlight = m.chess_move.map(Highlight::of_move);
    text(
        after,
        highlight,
        &TextOptions::default()
            .with_ascii(true)
            .with_language(language),
    )
}

/// A diagnostic under the cursor: its code and name, what it means, and the fix, in `language`
/// (each part in English where the catalogue has no translation of it yet).
fn explain(diagnostic: &Diagnostic, markdown: bool, language: Language) -> String {
    let code = diagnostic.code;
    let e = code.explanation_in(language);
    let heading = format!(
        "{} {}: {}",
        code.as_str(),
        code.name(),
        code.summary_in(language)
    );
    let heading = if markdown {
        format!("**{heading}**")
    } else {
        heading
    };
    let command = format!("iccf explain {}", code.as_str());
    let command = if markdown {
        format!("`{command}`")
    } else {
        command
    };
    let say = |id: &str, args: Args| language.catalogue().format(id, &args);
    format!(
        "{heading}\n\n{}\n\n{}\n\n{}",
        e.what,
        say("lsp-hover-fix", Args::new().text("fix", e.fix)),
        say("lsp-hover-more", Args::new().text("command", command))
    )
}

/// For tests: the hover of the first move of `text` whose token holds `offset`.
#[cfg(test)]
fn hover_of(text: &str, offset: usize, markdown: bool) -> Option<String> {
    let mut doc = Document::new(
        "file:///x.iccf".parse().unwrap(),
        super::document::Language::Iccf,
        1,
        text.to_string(),
    );
    doc.check(crate::levels::Levels::default());
    hover(&doc, offset, markdown).map(|h| h.text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_knight_move() {
        let text = "1. 5254 5755 2. 7163 *";
        assert_eq!(
            hover_of(text, 17, false).unwrap(),
            "2. Nf3\nnumeric 7163, SAN Nf3, UCI g1f3\nWhite knight from 71 (g1) to 63 (f3)\nFEN after: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        );
    }

    #[test]
    fn a_mate_by_black() {
        let text = "1. 6263 5755 2. 7274 4884 0-1";
        let hover = hover_of(text, 22, false).unwrap();
        assert_eq!(
            hover.lines().take(4).collect::<Vec<_>>(),
            [
                "2... Qh4#",
                "numeric 4884, SAN Qh4#, UCI d8h4",
                "Black queen from 48 (d8) to 84 (h4)",
                "checkmate"
            ]
        );
    }

    #[test]
    fn a_capture() {
        let hover = hover_of("1. 5254 4745 2. 5445 *", 16, false).unwrap();
        assert_eq!(
            hover.lines().take(4).collect::<Vec<_>>(),
            [
                "2. exd5",
                "numeric 5445, SAN exd5, UCI e4d5",
                "White pawn from 54 (e4) to 45 (d5)",
                "captures the black pawn"
            ]
        );
    }

    #[test]
    fn markdown_has_the_board() {
        let hover = hover_of("1. 5254 *", 4, true).unwrap();
        assert!(hover.starts_with("**1. e4**"), "{hover}");
        assert!(
            hover.contains("\n\n```text\n8  r  n  b  q  k  b  n  r  8\n"),
            "{hover}"
        );
        assert!(
            hover.contains("\n4  .  .  .  . [P] .  .  .  4\n"),
            "{hover}"
        );
        assert!(
            hover.ends_with(
                "\nFEN: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n```"
            ),
            "{hover}"
        );
    }

    #[test]
    fn a_diagnostic_is_explained() {
        let hover = hover_of("1. 5259 5755 *", 5, false).unwrap();
        assert!(
            hover.starts_with(
                "S002 invalid-square: a square digit is 0 or 9\n\nIn numeric notation"
            ),
            "{hover}"
        );
    }
}
