//! The starting position of a game: the `Variant`, `FEN` and `SetUp` tags (PGN standard,
//! section 9.7), with every problem of an invalid FEN reported at once.

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, PositionErrorKinds};

use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::Game;

/// The rules a game is replayed under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// Standard chess.
    Standard,
    /// Chess960 (Fischer random chess): castling with the king and rook on any files.
    Chess960,
}

impl Rules {
    /// The castling mode shakmaty uses for these rules.
    pub fn castling_mode(self) -> CastlingMode {
        match self {
            Rules::Standard => CastlingMode::Standard,
            Rules::Chess960 => CastlingMode::Chess960,
        }
    }
}

/// Reads the `Variant` tag: standard chess, Chess960 under any of the spellings real files use
/// (`Chess960`, `chess 960`, `chess-960`, `Fischerandom`, `Fischer Random`, `FRC`, `960`), or
/// another variant, which is not replayed (its name is returned).
pub fn rules_of(game: &Game) -> Result<Rules, String> {
    let Some(variant) = game
        .tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case("Variant"))
    else {
        return Ok(Rules::Standard);
    };
    let key: String = variant
        .value
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    match key.as_str() {
        "" | "standard" | "chess" | "normal" | "frompos" | "fromposition" | "orthodox" => {
            Ok(Rules::Standard)
        }
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "frc"
        | "chess9lx" | "shuffle" => Ok(Rules::Chess960),
        _ => Err(variant.value.clone()),
    }
}

/// The problems of a FEN's text, field by field (all of them, not only the first). Empty when
/// the text has the shape of a FEN.
pub fn fen_text_problems(fen: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 4 || fields.len() > 6 {
        problems.push(format!(
            "it has {} fields; a FEN has 6: the board, the side to move, castling rights, the en passant square, the halfmove clock and the move number",
            fields.len()
        ));
        if fields.is_empty() {
            return problems;
        }
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        problems.push(format!(
            "the board has {} ranks; it needs 8, separated by /",
            ranks.len()
        ));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let mut squares = 0u32;
        for c in rank.chars() {
            match c {
                '1'..='8' => squares += c.to_digit(10).unwrap_or(0),
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => squares += 1,
                '~' => {}
                other => problems.push(format!("`{other}` on rank {} is not a piece letter (PNBRQK, pnbrqk) or a count of empty squares", 8 - i.min(7))),
            }
        }
        if squares != 8 && i < 8 {
            problems.push(format!(
                "rank {} (`{rank}`) has {squares} squares; each rank has 8",
                8 - i
            ));
        }
    }
    if let Some(side) = fields.get(1)
        && !matches!(*side, "w" | "b")
    {
        problems.push(format!("the side to move is `{side}`; it must be w or b"));
    }
    if let Some(castling) = fields.get(2) {
        let ok = *castling == "-" || castling.chars().all(|c| "KQkqABCDEFGHabcdefgh".contains(c));
        if !ok {
            problems.push(format!("the castling rights `{castling}` must be - or letters from KQkq (or files A-H, a-h)"));
        }
    }
    if let Some(ep) = fields.get(3) {
        let b = ep.as_bytes();
        let ok = *ep == "-"
            || (b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && matches!(b[1], b'3' | b'6'));
        if !ok {
            problems.push(format!(
                "the en passant square `{ep}` must be - or a square on rank 3 or 6"
            ));
        }
    }
    for (index, name) in [(4, "halfmove clock"), (5, "move number")] {
        if let Some(value) = fields.get(index)
            && value.parse::<u32>().is_err()
        {
            problems.push(format!("the {name} `{value}` is not a number"));
        }
    }
    problems
}

/// The problems shakmaty finds with a well-formed FEN's position, in words.
fn position_problems(kinds: PositionErrorKinds) -> Vec<String> {
    let mut problems = Vec::new();
    let table = [
        (
            PositionErrorKinds::EMPTY_BOARD,
            "there are no pieces on the board",
        ),
        (PositionErrorKinds::MISSING_KING, "a king is missing"),
        (
            PositionErrorKinds::TOO_MANY_KINGS,
            "a side has more than one king",
        ),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            "there are pawns on the first or the last rank",
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            "a castling right has no king and rook on their squares",
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            "the en passant square does not follow a two-square pawn move",
        ),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            "the side that is not to move is in check",
        ),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            "the check in this position cannot arise in a game",
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            "a side has more pieces than a game allows",
        ),
    ];
    for (kind, words) in table {
        if kinds.contains(kind) {
            problems.push(words.to_string());
        }
    }
    if problems.is_empty() {
        problems.push("shakmaty cannot set it up".to_string());
    }
    problems
}

/// The starting position of `game` under `rules`: the FEN tag's position when there is one
/// (with or without `SetUp "1"`, as python-chess reads it), otherwise the standard position.
///
/// # Errors
///
/// An `invalid-fen` diagnostic on the FEN tag's value that lists every problem found.
pub fn start_position(game: &Game, rules: Rules) -> Result<(Chess, Rules), Diagnostic> {
    let Some(tag) = game
        .tags
        .iter()
        .find(|t| t.name.eq_ignore_ascii_case("FEN"))
    else {
        let start = shakmaty::Setup::default()
            .position::<Chess>(rules.castling_mode())
            .unwrap_or_default();
        return Ok((start, rules));
    };
    let fen_text = tag.value.trim();
    let invalid = |problems: Vec<String>| {
        // The first problems say what is wrong; a FEN of garbage would list one per character.
        let shown = problems.len().min(3);
        let mut list = problems[..shown].join("; ");
        if problems.len() > shown {
            list.push_str(&format!("; and {} more problems", problems.len() - shown));
        }
        Diagnostic::new(Code::InvalidFen, tag.value_span, format!("the FEN tag is not a valid position: {list}"))
            .with_label("invalid FEN")
            .with_help("copy the FEN again from the source of the game (six fields, e.g. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1); no move of this game is checked")
    };
    let problems = fen_text_problems(fen_text);
    if !problems.is_empty() {
        return Err(invalid(problems));
    }
    let fen = Fen::from_ascii(fen_text.as_bytes()).map_err(|e| invalid(vec![e.to_string()]))?;
    let tolerated = PositionErrorKinds::IMPOSSIBLE_CHECK | PositionErrorKinds::TOO_MUCH_MATERIAL;
    let attempt = |mode: CastlingMode| -> Result<Chess, PositionErrorKinds> {
        match fen.clone().into_position::<Chess>(mode) {
            Ok(position) => Ok(position),
            Err(error) => {
                let kinds = error.kinds();
                if (kinds - tolerated).is_empty() {
                    error
                        .ignore_impossible_check()
                        .or_else(|e| e.ignore_too_much_material())
                        .map_err(|e| e.kinds())
                } else {
                    Err(kinds)
                }
            }
        }
    };
    match attempt(rules.castling_mode()) {
        Ok(position) => Ok((position, rules)),
        Err(kinds)
            if rules == Rules::Standard && kinds == PositionErrorKinds::INVALID_CASTLING_RIGHTS =>
        {
            // Castling rights that only make sense in Chess960 (rooks off the corners, X-FEN file
            // letters): read the game as Chess960, as python-chess does.
            attempt(CastlingMode::Chess960)
                .map(|p| (p, Rules::Chess960))
                .map_err(|k| invalid(position_problems(k)))
        }
        Err(kinds) => Err(invalid(position_problems(kinds))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::good("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", 0)]
    #[case::four_fields("8/8/8/8/8/8/8/K6k w - -", 0)]
    #[case::short_rank_and_bad_side("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", 2)]
    #[case::seven_ranks_bad_letter("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPX w KQkq - 0 1", 3)]
    #[case::bad_clocks("8/8/8/8/8/8/8/K6k w - - a b", 2)]
    fn fen_text_problems_are_all_listed(#[case] fen: &str, #[case] count: usize) {
        assert_eq!(
            fen_text_problems(fen).len(),
            count,
            "{:?}",
            fen_text_problems(fen)
        );
    }
}
