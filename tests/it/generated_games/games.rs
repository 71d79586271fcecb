//! Generated legal games in numeric notation, and mistakes injected into them.
//!
//! A game is random legal moves from shakmaty (both colours; a bias towards castling, en
//! passant and promotions, and towards pawn moves so that promotions come), from the standard
//! position, a Chess960 start or a position with a special move at hand, with comments, NAGs
//! and variations, LF or CRLF line ends. The text records where each move is, so that mistakes
//! can be put into moves: a digit changed, a move dropped, doubled or swapped with the next, a
//! result misplaced, text inserted.

use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, Role};

/// Where a game starts.
#[derive(Clone, Debug)]
pub enum Start {
    /// The standard position, no tags about it.
    Standard,
    /// Chess960 start position number `0..960` (Scharnagl's numbering).
    Chess960(u16),
    /// A standard-chess position with castling, en passant or promotions at hand.
    Fen(&'static str),
}

/// Positions where the moves that need care come soon, both colours to move.
const SPECIAL_STARTS: &[&str] = &[
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
    "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1",
    "8/P1P4k/8/8/8/8/1p4pK/8 w - - 0 1",
    "8/P1P4k/8/8/8/8/1p4pK/8 b - - 0 1",
    "rnbqkbnr/ppp1p1pp/8/8/3p1p2/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/3P1P2/8/8/PPP1P1PP/RNBQKBNR b KQkq - 0 1",
    "r3k3/1P4P1/8/8/8/8/1p4p1/R3K3 w Qq - 0 1",
];

/// The choices that make a game: where it starts, which legal move each ply plays, and what is
/// written around the moves.
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub start: Start,
    /// One choice per ply (the game may end sooner, by mate or stalemate).
    pub choices: Vec<u16>,
    /// Per ply: 0 nothing, 1 a comment after the move, 2 a NAG, 3 a variation, others nothing.
    pub extras: Vec<u8>,
    pub crlf: bool,
}

pub fn game_spec() -> impl Strategy<Value = GameSpec> {
    let start = prop_oneof![
        3 => Just(Start::Standard),
        2 => (0u16..960).prop_map(Start::Chess960),
        2 => prop::sample::select(SPECIAL_STARTS).prop_map(Start::Fen),
    ];
    (
        start,
        prop::collection::vec(any::<u16>(), 0..90),
        prop::collection::vec(0u8..12, 90),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(start, choices, extras, crlf)| GameSpec {
            start,
            choices,
            extras,
            crlf,
        })
}

/// A generated game: its text, the byte ranges of its main-line moves, what it must replay to.
#[derive(Clone, Debug)]
pub struct Generated {
    pub text: String,
    /// Byte range of each main-line move in `text`, in order.
    pub moves: Vec<std::ops::Range<usize>>,
    /// The main line in UCI (Chess960: king takes rook for castling), as shakmaty writes it.
    pub uci: Vec<String>,
    /// The position after the last move, as a FEN.
    pub final_fen: String,
    /// The result written at the end.
    pub result: &'static str,
    /// The start position and the castling mode, to replay SAN read back from PGN.
    pub start: Chess,
    pub mode: CastlingMode,
}

fn start_position(start: &Start) -> (Chess, CastlingMode, Vec<(String, String)>) {
    let (fen, mode, variant) = match start {
        Start::Standard => return (Chess::default(), CastlingMode::Standard, Vec::new()),
        Start::Chess960(n) => {
            let white = super::oracles::chess960_back_rank(*n);
            let fen = format!(
                "{}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1",
                white.to_lowercase()
            );
            (fen, CastlingMode::Chess960, true)
        }
        Start::Fen(fen) => (fen.to_string(), CastlingMode::Standard, false),
    };
    let position: Chess = fen
        .parse::<Fen>()
        .expect("a FEN")
        .into_position(mode)
        .expect("a legal start");
    let written = Fen::from_position(&position, EnPassantMode::Legal).to_string();
    let mut tags = Vec::new();
    if variant {
        tags.push(("Variant".to_string(), "Chess960".to_string()));
    }
    tags.push(("SetUp".to_string(), "1".to_string()));
    tags.push(("FEN".to_string(), written));
    (position, mode, tags)
}

/// The legal moves whose numeric form no other legal move shares (in Chess960 the king's move
/// `6171` can also be castling; the notation cannot tell them apart).
fn unambiguous(position: &Chess) -> Vec<Move> {
    let legal = position.legal_moves();
    legal
        .iter()
        .filter(|m| {
            let numeric = iccf::board::numeric_of_move(**m);
            legal
                .iter()
                .filter(|o| iccf::board::numeric_of_move(**o) == numeric)
                .count()
                == 1
        })
        .copied()
        .collect()
}

/// The move a choice picks: a third of the time a special move (castling, en passant,
/// promotion) when there is one, a third a pawn move, else any move.
fn pick(moves: &[Move], choice: u16) -> Option<Move> {
    let special: Vec<_> = moves
        .iter()
        .filter(|m| m.is_castle() || m.is_en_passant() || m.is_promotion())
        .collect();
    let pawn: Vec<_> = moves.iter().filter(|m| m.role() == Role::Pawn).collect();
    let from = |list: &[&Move]| {
        list.get(usize::from(choice / 3) % list.len().max(1))
            .map(|m| **m)
    };
    match choice % 3 {
        0 if !special.is_empty() => from(&special),
        1 if !pawn.is_empty() => from(&pawn),
        _ => moves
            .get(usize::from(choice / 3) % moves.len().max(1))
            .copied(),
    }
}

/// The text of a move number before the move of `position`'s side to move.
fn number(position: &Chess, always: bool) -> Option<String> {
    let n = position.fullmoves();
    match position.turn() {
        shakmaty::Color::White => Some(format!("{n}.")),
        shakmaty::Color::Black if always => Some(format!("{n}...")),
        shakmaty::Color::Black => None,
    }
}

/// The movetext of a generated game, without its result, and where each move is in it.
struct Movetext {
    text: String,
    moves: Vec<std::ops::Range<usize>>,
    uci: Vec<String>,
    /// The position after the last move.
    end: Chess,
}

/// Plays and writes the moves `spec` chooses from `start`, with its comments, NAGs and RAVs.
fn play_moves(spec: &GameSpec, start: &Chess, mode: CastlingMode) -> Movetext {
    let mut position = start.clone();
    let mut movetext = String::new();
    let mut moves = Vec::new();
    let mut uci = Vec::new();
    // After a comment or variation (and at the start), Black's move needs its number.
    let mut numbered = true;
    let mut on_line = 0;
    for (ply, &choice) in spec.choices.iter().enumerate() {
        let legal = unambiguous(&position);
        let Some(m) = pick(&legal, choice) else { break };
        if let Some(n) = number(&position, numbered) {
            movetext.push_str(&n);
            movetext.push(' ');
        }
        let start_of_move = movetext.len();
        movetext.push_str(&iccf::board::numeric_of_move(m));
        moves.push(start_of_move..movetext.len());
        uci.push(m.to_uci(mode).to_string());
        numbered = false;
        match spec.extras.get(ply).copied().unwrap_or(0) {
            1 => {
                movetext.push_str(" { a note, é }");
                numbered = true;
            }
            2 => movetext.push_str(" $1"),
            3 => {
                let other = legal.iter().find(|o| **o != m);
                if let Some(other) = other {
                    let n = number(&position, true).expect("a number");
                    movetext.push_str(&format!(
                        " ( {n} {} )",
                        iccf::board::numeric_of_move(*other)
                    ));
                    numbered = true;
                }
            }
            _ => {}
        }
        position.play_unchecked(m);
        on_line += 1;
        movetext.push(if on_line % 8 == 0 { '\n' } else { ' ' });
        if position.is_game_over() {
            break;
        }
    }
    Movetext {
        text: movetext,
        moves,
        uci,
        end: position,
    }
}

/// The game termination marker of a game that ends in `position`.
fn result_of(position: &Chess) -> &'static str {
    match position.outcome().known() {
        Some(outcome) => match outcome.winner() {
            Some(shakmaty::Color::White) => "1-0",
            Some(shakmaty::Color::Black) => "0-1",
            None => "1/2-1/2",
        },
        None => "*",
    }
}

/// The tag pairs of a generated game (Seven Tag Roster, then `setup`) and the empty line after.
fn tag_section(result: &str, setup: &[(String, String)]) -> String {
    let mut text = String::new();
    let roster = [
        ("Event", "Generated"),
        ("Site", "?"),
        ("Date", "2024.01.15"),
        ("Round", "1"),
        ("White", "Müller, Jörg"),
        ("Black", "Ødegaard, Åse"),
        ("Result", result),
    ];
    for (name, value) in roster {
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    for (name, value) in setup {
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    text.push('\n');
    text
}

/// Builds the game `spec` describes.
pub fn generate(spec: &GameSpec) -> Generated {
    let (start, mode, setup) = start_position(&spec.start);
    let Movetext {
        text: movetext,
        moves,
        uci,
        end: position,
    } = play_moves(spec, &start, mode);
    let result = result_of(&position);
    let mut text = tag_section(result, &setup);
    let offset = text.len();
    text.push_str(&movetext);
    text.push_str(result);
    text.push('\n');
    let mut moves: Vec<_> = moves
        .into_iter()
        .map(|r| r.start + offset..r.end + offset)
        .collect();
    if spec.crlf {
        let before = |at: usize| text[..at].matches('\n').count();
        moves = moves
            .into_iter()
            .map(|r| r.start + before(r.start)..r.end + before(r.start))
            .collect();
        text = text.replace('\n', "\r\n");
    }
    Generated {
        text,
        moves,
        uci,
        final_fen: iccf::convert::fen_of(&position),
        result,
        start,
        mode,
    }
}

/// One mistake put into a generated game.
#[derive(Clone, Debug)]
pub enum Mistake {
    /// Digit `digit` of move `nth` becomes `to` (`0`-`9`).
    Digit { nth: usize, digit: usize, to: u8 },
    /// Move `nth` is left out.
    Dropped { nth: usize },
    /// Move `nth` is written twice.
    Doubled { nth: usize },
    /// Moves `nth` and `nth + 1` are swapped.
    Swapped { nth: usize },
    /// A result is written after move `nth` (and the final one is dropped when `drop_last`).
    Result {
        nth: usize,
        result: &'static str,
        drop_last: bool,
    },
    /// `text` is inserted at the character boundary nearest to byte `at` (modulo the length).
    Inserted { at: usize, text: String },
}

pub fn mistake() -> impl Strategy<Value = Mistake> {
    let nth = any::<prop::sample::Index>();
    prop_oneof![
        (nth.clone(), 0usize..5, 0u8..10).prop_map(|(n, digit, to)| Mistake::Digit {
            nth: n.index(1 << 16),
            digit,
            to
        }),
        nth.clone().prop_map(|n| Mistake::Dropped {
            nth: n.index(1 << 16)
        }),
        nth.clone().prop_map(|n| Mistake::Doubled {
            nth: n.index(1 << 16)
        }),
        nth.clone().prop_map(|n| Mistake::Swapped {
            nth: n.index(1 << 16)
        }),
        (
            nth,
            prop::sample::select(vec!["1-0", "0-1", "1/2-1/2", "*", "½-½"]),
            any::<bool>()
        )
            .prop_map(|(n, result, drop_last)| Mistake::Result {
                nth: n.index(1 << 16),
                result,
                drop_last
            }),
        (
            any::<usize>(),
            "[0-9 .\\n\\r\\[\\]\"{}();$!?+#%*½a-hNBRQKOx-]{1,6}|\\PC{1,3}"
        )
            .prop_map(|(at, text)| Mistake::Inserted { at, text }),
    ]
}

/// The text of `game` with `mistake` in it.
pub fn inject(game: &Generated, mistake: &Mistake) -> String {
    let text = &game.text;
    let moves = &game.moves;
    let replace = |range: std::ops::Range<usize>, with: &str| {
        format!("{}{with}{}", &text[..range.start], &text[range.end..])
    };
    let nth = |n: usize| moves.get(n % moves.len().max(1)).cloned();
    match mistake {
        Mistake::Digit { nth: n, digit, to } => match nth(*n) {
            Some(m) => {
                let at = m.start + digit % m.len();
                replace(at..at + 1, &to.to_string())
            }
            None => text.clone(),
        },
        Mistake::Dropped { nth: n } => match nth(*n) {
            Some(m) => replace(m, ""),
            None => text.clone(),
        },
        Mistake::Doubled { nth: n } => match nth(*n) {
            Some(m) => replace(m.end..m.end, &format!(" {}", &text[m])),
            None => text.clone(),
        },
        Mistake::Swapped { nth: n } => {
            let first = n % moves.len().max(1);
            match (moves.get(first), moves.get(first + 1)) {
                (Some(a), Some(b)) => format!(
                    "{}{}{}{}{}",
                    &text[..a.start],
                    &text[b.clone()],
                    &text[a.end..b.start],
                    &text[a.clone()],
                    &text[b.end..]
                ),
                _ => text.clone(),
            }
        }
        Mistake::Result {
            nth: n,
            result,
            drop_last,
        } => {
            let mut out = text.clone();
            if *drop_last {
                let end = out.trim_end().len();
                out.replace_range(end - game.result.len()..end, "");
            }
            match nth(*n) {
                Some(m) => {
                    out.insert_str(m.end, &format!(" {result}"));
                    out
                }
                None => format!("{out} {result}"),
            }
        }
        Mistake::Inserted { at, text: inserted } => {
            let mut at = at % (text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            replace(at..at, inserted)
        }
    }
}
