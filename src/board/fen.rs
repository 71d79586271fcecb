//! The starting position of a game: the `Variant`, `FEN` and `SetUp` tags (PGN standard,
//! sections 9.7 and 16.1), with every problem of an invalid FEN reported at once, and the
//! fields python-chess repairs (a castling right without its rook, an impossible en passant
//! square, move number 0) read as it reads them, with a warning.

use std::convert::identity;

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{
    Board, Castles, CastlingMode, Chess, Color, File, Position, PositionError, PositionErrorKinds,
    Role, Setup, Square,
};

use super::illegal::chain;
use super::names::side_key;
use super::square::square_in_words;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::span::Span;
use crate::syntax::ast::{Game, NumberingStart, TagPair};

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
pub(crate) fn rules_of(game: &Game) -> Result<Rules, String> {
    rules_of_variant_tag(variant_and_fen_tags(&game.tags).0)
}

/// The `Variant` and `FEN` tags among `tags` (the first of each name, in any case), found in
/// one pass: what [`rules_of`] reads, and with [`start_position_of_tag`] what a game read
/// plainly starts from.
pub(crate) fn variant_and_fen_tags(tags: &[TagPair]) -> (Option<&TagPair>, Option<&TagPair>) {
    let (mut variant, mut fen) = (None, None);
    for tag in tags {
        // The name read once, its length tested first: most names are neither.
        let name = tag.name.as_bytes();
        match name.len() {
            7 if variant.is_none() && name.eq_ignore_ascii_case(b"Variant") => variant = Some(tag),
            3 if fen.is_none() && name.eq_ignore_ascii_case(b"FEN") => fen = Some(tag),
            _ => {}
        }
    }
    (variant, fen)
}

/// [`rules_of`] the game whose `Variant` tag is `variant`.
pub(crate) fn rules_of_variant_tag(variant: Option<&TagPair>) -> Result<Rules, String> {
    let Some(variant) = variant else {
        return Ok(Rules::Standard);
    };
    let key: String = variant
        .value
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    match key.as_str() {
        "" | "standard" | "chess" | "normal" | "frompos" | "fromposition" | "orthodox" => {
            Ok(Rules::Standard)
        }
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "frc"
        | "chess9lx" | "shuffle" => Ok(Rules::Chess960),
        _ => Err(variant.value.to_string()),
    }
}

/// The problems of a FEN's text, field by field (all of them, not only the first). Empty when
/// the text has the shape of a FEN.
pub(crate) fn fen_text_problems(fen: &str) -> Vec<Message> {
    let mut problems = Vec::new();
    let problem = |id, args| Message::new(id, args);
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.len() < 4 || fields.len() > 6 {
        problems.push(problem(
            "board-fen-field-count",
            Args::new().number("count", fields.len()),
        ));
        if fields.is_empty() {
            return problems;
        }
    }
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        problems.push(problem(
            "board-fen-rank-count",
            Args::new().number("count", ranks.len()),
        ));
    }
    problems.extend(rank_problems(&ranks));
    if let Some(side) = fields.get(1)
        && !matches!(*side, "w" | "b")
    {
        problems.push(problem("board-fen-side", Args::new().text("value", *side)));
    }
    if let Some(castling) = fields.get(2) {
        let ok = *castling == "-" || castling.chars().all(|c| "KQkqABCDEFGHabcdefgh".contains(c));
        if !ok {
            problems.push(problem(
                "board-fen-castling",
                Args::new().text("value", *castling),
            ));
        }
    }
    if let Some(ep) = fields.get(3) {
        let b = ep.as_bytes();
        let ok = *ep == "-"
            || (b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && matches!(b[1], b'3' | b'6'));
        if !ok {
            problems.push(problem(
                "board-fen-en-passant",
                Args::new().text("value", *ep),
            ));
        }
    }
    for (index, field) in [(4, "halfmove-clock"), (5, "move-number")] {
        if let Some(value) = fields.get(index)
            && value.parse::<u32>().is_err()
        {
            problems.push(problem(
                "board-fen-not-a-number",
                Args::new().selector("field", field).text("value", *value),
            ));
        }
    }
    problems
}

/// The problems of the ranks of a FEN's board field: letters that are no piece, ranks that are
/// not 8 squares long.
fn rank_problems(ranks: &[&str]) -> Vec<Message> {
    let mut problems = Vec::new();
    for (i, rank) in ranks.iter().enumerate() {
        let mut squares = 0u32;
        for c in rank.chars() {
            match c {
                '1'..='8' => squares += c.to_digit(10).unwrap_or(0),
                'p' | 'n' | 'b' | 'r' | 'q' | 'k' | 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' => {
                    squares += 1;
                }
                '~' => {}
                other => problems.push(Message::new(
                    "board-fen-not-a-piece",
                    Args::new()
                        .text("letter", other.to_string())
                        .number("rank", 8 - i.min(7)),
                )),
            }
        }
        if squares != 8 && i < 8 {
            problems.push(Message::new(
                "board-fen-rank-squares",
                Args::new()
                    .number("rank", 8 - i)
                    .text("text", *rank)
                    .number("count", squares),
            ));
        }
    }
    problems
}

/// The problems shakmaty finds with a well-formed FEN's position, in words. Castling rights and
/// the en passant square are repaired with a warning, not listed here.
fn position_problems(kinds: PositionErrorKinds) -> Vec<Message> {
    let table = [
        (PositionErrorKinds::EMPTY_BOARD, "empty-board"),
        (PositionErrorKinds::MISSING_KING, "missing-king"),
        (PositionErrorKinds::TOO_MANY_KINGS, "too-many-kings"),
        (PositionErrorKinds::PAWNS_ON_BACKRANK, "pawns-on-back-rank"),
        (PositionErrorKinds::OPPOSITE_CHECK, "opposite-check"),
    ];
    let mut problems: Vec<&'static str> = table
        .into_iter()
        .filter(|(kind, _)| kinds.contains(*kind))
        .map(|(_, key)| key)
        .collect();
    if problems.is_empty() {
        problems.push("other");
    }
    problems
        .into_iter()
        .map(|key| Message::new("board-fen-position", Args::new().selector("problem", key)))
        .collect()
}

/// The part of the FEN shakmaty's reader found invalid, as a `board-fen-unreadable` problem.
fn unreadable(error: &ParseFenError) -> Message {
    let part = match error {
        ParseFenError::InvalidBoard => "board",
        ParseFenError::InvalidPocket => "pocket",
        ParseFenError::InvalidTurn => "turn",
        ParseFenError::InvalidCastling => "castling",
        ParseFenError::InvalidEpSquare => "ep-square",
        ParseFenError::InvalidRemainingChecks => "remaining-checks",
        ParseFenError::InvalidHalfmoveClock => "halfmove-clock",
        ParseFenError::InvalidFullmoves => "fullmoves",
        ParseFenError::InvalidFen => "fen",
    };
    Message::new("board-fen-unreadable", Args::new().selector("part", part))
}

/// The first move of a game that starts from a FEN: its move number and the side that plays
/// it, from the FEN's sixth and second fields (PGN standard, section 16.1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FirstMove {
    /// The move number as the FEN writes it; 0 is kept as written (the board warns about it and
    /// reads it as 1, as python-chess and shakmaty do), so that moves numbered from it are not
    /// out of sequence. 1 when the field is missing or not a number.
    pub number: u32,
    /// The side to move: Black when the second field is `b`, otherwise White.
    pub turn: Color,
}

/// Where the move numbers of a game starting from the FEN `fen` begin. Never fails: fields
/// that cannot be read give White and move 1 (the board reports an invalid FEN).
///
/// # Examples
///
/// ```
/// use iccf::board::first_move;
/// use shakmaty::Color;
///
/// let first = first_move("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// assert_eq!((first.number, first.turn), (1, Color::Black));
/// assert_eq!(first_move("8/8/8/8/8/8/8/K6k w - - 0 0").number, 0);
/// assert_eq!(first_move("8/8/8/8/8/8/8/K6k w - -").number, 1);
/// ```
pub fn first_move(fen: &str) -> FirstMove {
    let mut fields = fen.split_whitespace();
    let turn = if fields.nth(1) == Some("b") {
        Color::Black
    } else {
        Color::White
    };
    let number = fields.nth(3).and_then(|n| n.parse().ok()).unwrap_or(1);
    FirstMove { number, turn }
}

/// The FEN tag of a game (its name in any case, as python-chess finds it).
fn fen_tag(game: &Game) -> Option<&TagPair> {
    fen_tag_of(&game.tags)
}

/// The FEN tag among `tags` (its name in any case, as python-chess finds it).
fn fen_tag_of(tags: &[TagPair]) -> Option<&TagPair> {
    tags.iter().find(|t| t.name.eq_ignore_ascii_case("FEN"))
}

/// Where the FEN tag among `tags` says a game's move numbers start ([`first_move`] of its
/// value), `None` without a FEN tag: the reader the check gives the syntax layer
/// ([`crate::syntax::ParseOptions::numbering`]), so that moves are numbered as the board
/// plays them.
///
/// # Examples
///
/// ```
/// let parsed = iccf::syntax::parse("[FEN \"8/8/8/8/8/8/8/K6k b - - 0 40\"]\n\n40... 8887 *");
/// let tags = &parsed.transcript.games[0].tags;
/// let start = iccf::board::numbering_of_tags(tags).unwrap();
/// assert_eq!((start.number, start.black), (40, true));
/// assert_eq!(iccf::board::numbering_of_tags(&[]), None);
/// ```
pub fn numbering_of_tags(tags: &[TagPair]) -> Option<NumberingStart> {
    let first = first_move(&fen_tag_of(tags)?.value);
    Some(NumberingStart {
        number: first.number,
        black: first.turn == Color::Black,
    })
}

/// Where a game starts, and the warnings its FEN deserves.
pub(crate) struct Start {
    pub position: Chess,
    pub rules: Rules,
    pub warnings: Vec<Diagnostic>,
}

/// The starting position of `game` under `rules`: the FEN tag's position when there is one
/// (with or without `SetUp "1"`, as python-chess reads it), otherwise the standard position.
/// Castling rights that only Chess960 explains (rooks off the corners, X-FEN file letters) make
/// the game Chess960, as python-chess reads it.
///
/// # Errors
///
/// An `invalid-fen` diagnostic on the FEN tag's value that lists every problem found.
pub(crate) fn start_position(game: &Game, rules: Rules) -> Result<Start, Diagnostic> {
    start_position_of_tag(fen_tag(game), rules)
}

/// [`start_position`] of the game whose `FEN` tag is `fen`.
pub(crate) fn start_position_of_tag(
    fen: Option<&TagPair>,
    rules: Rules,
) -> Result<Start, Diagnostic> {
    let Some(tag) = fen else {
        // The standard start needs no validation (most games: a constant, not a set-up checked
        // square by square).
        let position = match rules {
            Rules::Standard => Chess::default(),
            Rules::Chess960 => Setup::default()
                .position::<Chess>(rules.castling_mode())
                .unwrap_or_default(),
        };
        return Ok(Start {
            position,
            rules,
            warnings: Vec::new(),
        });
    };
    let fen_text = tag.value.trim();
    let problems = fen_text_problems(fen_text);
    if !problems.is_empty() {
        return Err(invalid_fen(tag, &problems));
    }
    let fen =
        Fen::from_ascii(fen_text.as_bytes()).map_err(|e| invalid_fen(tag, &[unreadable(&e)]))?;
    let setup = fen.as_setup().clone();
    let asked = rules;
    let rules = rules_for_castling(&setup, rules);
    let position = set_up(fen, rules.castling_mode())
        .map_err(|kinds| invalid_fen(tag, &position_problems(kinds)))?;
    let fields = FenFields::of(tag);
    let mut warnings = castling_rights_dropped(&setup, &position, rules, &fields);
    if asked == Rules::Standard && rules == Rules::Chess960 {
        warnings.extend(castling_rights_of_chess960_only(&setup, &fields));
    }
    warnings.extend(en_passant_dropped(&setup, &position, &fields));
    if fields.text(5) == Some("0") {
        warnings.push(
            Diagnostic::from_catalogue(
                Code::FenMoveNumberZero,
                fields.span(5),
                "board-fen-move-number-zero",
                Args::new(),
            )
            .with_catalogue_label("board-fen-move-number-zero.label")
            .with_catalogue_help(vec![Message::new(
                "board-fen-move-number-zero.help",
                Args::new(),
            )]),
        );
    }
    Ok(Start {
        position,
        rules,
        warnings,
    })
}

fn invalid_fen(tag: &TagPair, problems: &[Message]) -> Diagnostic {
    // The first problems say what is wrong; a FEN of garbage would list one per character.
    let shown = problems.len().min(3);
    let mut list = problems[..shown].to_vec();
    if problems.len() > shown {
        list.push(Message::new(
            "board-fen-more-problems",
            Args::new().number("count", problems.len() - shown),
        ));
    }
    let args = match chain(list) {
        Some(list) => Args::new().message("problems", list),
        None => Args::new().text("problems", ""),
    };
    Diagnostic::from_catalogue(Code::InvalidFen, tag.value_span, "board-invalid-fen", args)
        .with_catalogue_label("board-invalid-fen.label")
        .with_catalogue_help(vec![Message::new("board-invalid-fen.help", Args::new())])
}

/// Standard chess, unless its FEN's castling rights are only explained by Chess960 (Chess960
/// keeps more of them).
fn rules_for_castling(setup: &Setup, rules: Rules) -> Rules {
    let kept = |mode| {
        Castles::from_setup(setup, mode)
            .unwrap_or_else(identity)
            .castling_rights()
    };
    let standard = kept(CastlingMode::Standard);
    if rules == Rules::Standard
        && standard != setup.castling_rights
        && kept(CastlingMode::Chess960).count() > standard.count()
    {
        Rules::Chess960
    } else {
        rules
    }
}

/// The position of a FEN, with the castling rights and en passant square that cannot be kept
/// dropped (as python-chess plays on), and an impossible check or too much material tolerated.
fn set_up(fen: Fen, mode: CastlingMode) -> Result<Chess, PositionErrorKinds> {
    let tolerated = PositionErrorKinds::INVALID_CASTLING_RIGHTS
        | PositionErrorKinds::INVALID_EP_SQUARE
        | PositionErrorKinds::IMPOSSIBLE_CHECK
        | PositionErrorKinds::TOO_MUCH_MATERIAL;
    fen.into_position::<Chess>(mode).or_else(|error| {
        let kinds = error.kinds();
        if !(kinds - tolerated).is_empty() {
            return Err(kinds);
        }
        error
            .ignore_invalid_castling_rights()
            .or_else(PositionError::ignore_invalid_ep_square)
            .or_else(PositionError::ignore_impossible_check)
            .or_else(PositionError::ignore_too_much_material)
            .map_err(|e| e.kinds())
    })
}

/// The fields of a FEN tag's value with their spans; a field's span is the whole value when
/// escapes make the text differ from the bytes.
struct FenFields<'a> {
    value_span: Span,
    fields: Vec<(usize, &'a str)>,
    exact: bool,
}

impl<'a> FenFields<'a> {
    fn of(tag: &'a TagPair) -> Self {
        let value = tag.value.as_str();
        let mut fields = Vec::new();
        let mut start = None;
        for (i, c) in value.char_indices().chain([(value.len(), ' ')]) {
            match (c.is_whitespace(), start) {
                (true, Some(s)) => {
                    fields.push((s, &value[s..i]));
                    start = None;
                }
                (false, None) => start = Some(i),
                _ => {}
            }
        }
        Self {
            value_span: tag.value_span,
            fields,
            exact: tag.value_span.len() == value.len() + 2,
        }
    }

    fn text(&self, index: usize) -> Option<&'a str> {
        self.fields.get(index).map(|(_, text)| *text)
    }

    /// The bytes of field `index` (0-based), or of `len` bytes at `at` inside it.
    fn span_at(&self, index: usize, at: usize, len: usize) -> Span {
        match self.fields.get(index) {
            Some((offset, _)) if self.exact => {
                Span::new(self.value_span.offset() + 1 + offset + at, len)
            }
            _ => self.value_span,
        }
    }

    fn span(&self, index: usize) -> Span {
        let len = self.text(index).map_or(0, str::len);
        self.span_at(index, 0, len)
    }
}

/// The rook square a castling letter names, as shakmaty reads it: `K`/`Q` the outermost rook
/// on that side of the king (the h or a file when there is none), a file letter that file.
fn castling_letter_square(board: &Board, letter: char) -> Option<(Color, Square)> {
    let color = Color::from_white(letter.is_ascii_uppercase());
    let rank = color.backrank();
    let candidates = board.by_color(color) & (board.rooks() | board.kings()) & rank;
    let rook = |square: Option<Square>| square.filter(|s| board.rooks().contains(*s));
    let square = match letter.to_ascii_lowercase() {
        'k' => rook(candidates.last()).unwrap_or(Square::from_coords(File::H, rank)),
        'q' => rook(candidates.first()).unwrap_or(Square::from_coords(File::A, rank)),
        file => Square::from_coords(File::from_char(file)?, rank),
    };
    Some((color, square))
}

/// A warning for each standard castling letter (`KQkq`) of a game without a `Variant` tag that
/// only Chess960 explains (the king off its e-file square, between its rooks; or the king on
/// it, and the rook of the right off the corner), or one for the field when several letters
/// are so: the game is replayed as Chess960, but a standard game whose king or rook has moved
/// has lost the right.
fn castling_rights_of_chess960_only(setup: &Setup, fields: &FenFields) -> Vec<Diagnostic> {
    let standard = Castles::from_setup(setup, CastlingMode::Standard)
        .unwrap_or_else(identity)
        .castling_rights();
    let Some(letters) = fields.text(2) else {
        return Vec::new();
    };
    let board = &setup.board;
    let found: Vec<(usize, char, Diagnostic)> = letters
        .char_indices()
        .filter(|&(_, letter)| matches!(letter, 'K' | 'Q' | 'k' | 'q'))
        .filter_map(|(at, letter)| {
            let (color, square) = castling_letter_square(board, letter)?;
            if standard.contains(square) || !setup.castling_rights.contains(square) {
                return None;
            }
            let args = Args::new()
                .text("letter", letter.to_string())
                .selector("side", side_key(color));
            let rank = color.backrank();
            // The message, label and help of each reason.
            const KING_OFF_HOME: [&str; 3] = [
                "board-fen-chess960-castling-right",
                "board-fen-chess960-castling-right.label",
                "board-fen-chess960-castling-right.help",
            ];
            const ROOK_OFF_CORNER: [&str; 3] = [
                "board-fen-chess960-castling-rook",
                "board-fen-chess960-castling-rook.label",
                "board-fen-chess960-castling-rook.help",
            ];
            let ([id, label, help], args) = match board.king_of(color) {
                // The king at home: the rook of the right stands off the corner.
                Some(king) if king == Square::from_coords(File::E, rank) => {
                    let corner_file = if letter.eq_ignore_ascii_case(&'k') {
                        File::H
                    } else {
                        File::A
                    };
                    let corner = Square::from_coords(corner_file, rank);
                    let args = args
                        .text("corner", square_in_words(corner).to_string())
                        .text("rook", square_in_words(square).to_string());
                    (ROOK_OFF_CORNER, args)
                }
                Some(king) => {
                    let args = args
                        .selector("king_on", "square")
                        .text("king", square_in_words(king).to_string());
                    (KING_OFF_HOME, args)
                }
                None => (
                    KING_OFF_HOME,
                    args.selector("king_on", "none").text("king", ""),
                ),
            };
            let diagnostic = Diagnostic::from_catalogue(
                Code::ImpossibleCastlingRight,
                fields.span_at(2, at, 1),
                id,
                args.clone(),
            )
            .with_catalogue_label(label)
            .with_catalogue_help(vec![Message::new(help, args)]);
            Some((at, letter, diagnostic))
        })
        .collect();
    one_warning_for_several_letters(found, fields)
}

/// The warnings of [`castling_rights_of_chess960_only`] (each letter's offset in the castling
/// field, the letter, its warning): one for the field when there are several (`KQkq` of a
/// Chess960 start: one game whose Variant tag is missing), else each letter's.
fn one_warning_for_several_letters(
    found: Vec<(usize, char, Diagnostic)>,
    fields: &FenFields,
) -> Vec<Diagnostic> {
    let [(first, ..), .., (last, ..)] = found.as_slice() else {
        return found
            .into_iter()
            .map(|(.., diagnostic)| diagnostic)
            .collect();
    };
    let written: String = found.iter().map(|&(_, letter, _)| letter).collect();
    let args = Args::new().text("letters", written);
    vec![
        Diagnostic::from_catalogue(
            Code::ImpossibleCastlingRight,
            fields.span_at(2, *first, last - first + 1),
            "board-fen-chess960-castling-rights",
            args.clone(),
        )
        .with_catalogue_label("board-fen-chess960-castling-rights.label")
        .with_catalogue_help(vec![Message::new(
            "board-fen-chess960-castling-rights.help",
            args,
        )]),
    ]
}

/// A warning for each castling letter of the FEN that the position cannot keep.
fn castling_rights_dropped(
    setup: &Setup,
    position: &Chess,
    rules: Rules,
    fields: &FenFields,
) -> Vec<Diagnostic> {
    let kept = position.castles().castling_rights();
    let Some(letters) = fields.text(2).filter(|_| kept != setup.castling_rights) else {
        return Vec::new();
    };
    let board = &setup.board;
    letters
        .char_indices()
        .filter_map(|(at, letter)| {
            let (color, square) = castling_letter_square(board, letter)?;
            if kept.contains(square) {
                return None;
            }
            let king = board.king_of(color);
            let reason = if king.is_none_or(|k| k.rank() != color.backrank()) {
                "king-off-first-rank"
            } else if board.piece_at(square) != Some(Role::Rook.of(color)) {
                "no-rook"
            } else if rules == Rules::Standard {
                "standard"
            } else {
                "cannot-castle"
            };
            let args = Args::new()
                .text("letter", letter.to_string())
                .selector("reason", reason)
                .selector("side", side_key(color))
                .text("square", square_in_words(square).to_string());
            Some(
                Diagnostic::from_catalogue(
                    Code::ImpossibleCastlingRight,
                    fields.span_at(2, at, letter.len_utf8()),
                    "board-fen-castling-right-dropped",
                    args.clone(),
                )
                .with_catalogue_label("board-fen-castling-right-dropped.label")
                .with_catalogue_help(vec![Message::new(
                    "board-fen-castling-right-dropped.help",
                    args,
                )]),
            )
        })
        .collect()
}

/// A warning when the FEN's en passant square cannot follow a two-square pawn move.
fn en_passant_dropped(setup: &Setup, position: &Chess, fields: &FenFields) -> Option<Diagnostic> {
    let square = setup.ep_square?;
    if position.maybe_ep_square().is_some() {
        return None;
    }
    let them = !setup.turn;
    let pushed_to = square.offset(them.fold_wb(8, -8));
    let reason = if square.rank() != setup.turn.relative_rank(shakmaty::Rank::Sixth) {
        "wrong-rank"
    } else if pushed_to.is_none_or(|s| setup.board.piece_at(s) != Some(Role::Pawn.of(them))) {
        "no-pawn"
    } else {
        "occupied"
    };
    Some(
        Diagnostic::from_catalogue(
            Code::ImpossibleEnPassantSquare,
            fields.span(3),
            "board-fen-en-passant-dropped",
            Args::new()
                .text("square", square_in_words(square).to_string())
                .selector("reason", reason)
                .selector("side", side_key(setup.turn))
                .number("rank", setup.turn.fold_wb(6, 3))
                .selector("other", side_key(them)),
        )
        .with_catalogue_label("board-fen-en-passant-dropped.label")
        .with_catalogue_help(vec![Message::new(
            "board-fen-en-passant-dropped.help",
            Args::new(),
        )]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// The one pass finds the tags the two searches find: the first of each name, in any
    /// case, whatever the order.
    #[rstest]
    #[case::neither("[Event \"E\"]\n[ECO \"A00\"]\n\n*", None, None)]
    #[case::both_any_case(
        "[fen \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n[VARIANT \"chess960\"]\n\n*",
        Some("chess960"),
        Some("8/8/8/8/8/8/8/K6k w - - 0 1")
    )]
    #[case::first_of_each(
        "[Variant \"a\"]\n[FEN \"b\"]\n[Variant \"c\"]\n[FEN \"d\"]\n\n*",
        Some("a"),
        Some("b")
    )]
    fn one_pass_finds_variant_and_fen(
        #[case] text: &str,
        #[case] variant: Option<&str>,
        #[case] fen: Option<&str>,
    ) {
        let parsed = crate::syntax::parse(text);
        let game = &parsed.transcript.games[0];
        let (found_variant, found_fen) = variant_and_fen_tags(&game.tags);
        let value = |tag: Option<&TagPair>| tag.map(|t| t.value.to_string());
        assert_eq!(value(found_variant), variant.map(str::to_string));
        assert_eq!(value(found_fen), fen.map(str::to_string));
        assert_eq!(
            value(found_fen),
            value(fen_tag(game)),
            "as the FEN tag's own search"
        );
    }

    /// The constant standard start is the position the default set-up validates to.
    #[test]
    fn the_standard_start_is_the_default_setup() {
        let validated = Setup::default()
            .position::<Chess>(CastlingMode::Standard)
            .expect("the standard start");
        assert_eq!(Chess::default(), validated);
        assert_eq!(
            Fen::from_position(&Chess::default(), shakmaty::EnPassantMode::Legal).to_string(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }

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
