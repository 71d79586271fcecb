//! Board diagrams of a position: [`text`] for terminals and reports, [`svg`] for web pages and
//! documents. Both draw the board from White's side, label the files with digits (`1 … 8`, as
//! numeric notation reads them) and letters (`a … h`, as PGN does) and the ranks with digits, and
//! can mark the from- and to-squares of one move ([`Highlight`]).
//!
//! Both are pure: the same position gives the same text, whatever the terminal (colour is an
//! option the caller decides, see [`TextOptions::with_colour`]).

mod at;
mod pieces;
mod svg;

#[cfg(feature = "serve")]
pub(crate) use svg::escape as escape_markup;

use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

pub use at::board_at;
pub use svg::{SIZE, svg};

use crate::board::castling_king_destination;
use crate::i18n::{Args, Language};

/// The two squares of a move to mark on a diagram.
///
/// A move need not be legal to be highlighted: at an illegal move the diagram shows where the
/// written move goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Highlight {
    /// Where the piece leaves.
    pub from: Square,
    /// Where it arrives.
    pub to: Square,
}

impl Highlight {
    /// The squares `from` and `to`.
    pub fn new(from: Square, to: Square) -> Self {
        Self { from, to }
    }

    /// The squares of a legal move as numeric notation writes it: castling is the king's move to
    /// its castling square (`5171`, also in Chess960), en passant the capturing pawn's move.
    ///
    /// # Examples
    ///
    /// ```
    /// use shakmaty::{Move, Role, Square};
    /// use iccf::diagram::Highlight;
    ///
    /// let castle = Move::Castle { king: Square::E1, rook: Square::H1 };
    /// assert_eq!(Highlight::of_move(castle), Highlight::new(Square::E1, Square::G1));
    /// ```
    pub fn of_move(chess_move: shakmaty::Move) -> Self {
        match chess_move {
            shakmaty::Move::Castle { king, rook } => {
                Self::new(king, castling_king_destination(king, rook))
            }
            other => Self::new(other.from().unwrap_or(other.to()), other.to()),
        }
    }

    /// Whether `square` is one of the two.
    pub fn contains(self, square: Square) -> bool {
        square == self.from || square == self.to
    }
}

impl From<shakmaty::Move> for Highlight {
    fn from(chess_move: shakmaty::Move) -> Self {
        Self::of_move(chess_move)
    }
}

/// How [`text`] draws the pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pieces {
    /// Chess symbols: `♔♕♖♗♘♙` for White, `♚♛♜♝♞♟` for Black; `·` for an empty square.
    #[default]
    Unicode,
    /// Letters, as in FEN: `KQRBNP` for White, `kqrbnp` for Black; `.` for an empty square.
    Ascii,
}

/// Options of [`text`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TextOptions {
    /// The piece symbols.
    pub pieces: Pieces,
    /// Draw the squares with ANSI colours (a light and a dark square colour, the highlighted
    /// squares in yellow) instead of marking the highlight with brackets. Only for terminals.
    pub colour: bool,
    /// The language of the line under the board ("White to move (move 1)", "Ход белых (ход 1)").
    pub language: Language,
}

impl TextOptions {
    /// Letters instead of chess symbols (`--ascii`).
    #[must_use]
    pub fn with_ascii(mut self, ascii: bool) -> Self {
        self.pieces = if ascii {
            Pieces::Ascii
        } else {
            Pieces::Unicode
        };
        self
    }

    /// ANSI colours instead of brackets.
    #[must_use]
    pub fn with_colour(mut self, colour: bool) -> Self {
        self.colour = colour;
        self
    }

    /// The line under the board in `language`.
    #[must_use]
    pub fn with_language(mut self, language: Language) -> Self {
        self.language = language;
        self
    }
}

/// The symbol of a piece.
fn piece_symbol(piece: Piece, pieces: Pieces, colour: bool) -> char {
    match pieces {
        Pieces::Ascii => piece.char(),
        // On coloured squares both sides use the filled symbols, told apart by their colour.
        Pieces::Unicode if colour => filled_symbol(piece.role),
        Pieces::Unicode => match piece.color {
            Color::White => outline_symbol(piece.role),
            Color::Black => filled_symbol(piece.role),
        },
    }
}

fn outline_symbol(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

fn filled_symbol(role: Role) -> char {
    match role {
        Role::King => '♚',
        Role::Queen => '♛',
        Role::Rook => '♜',
        Role::Bishop => '♝',
        Role::Knight => '♞',
        Role::Pawn => '♟',
    }
}

/// ANSI background colours (xterm 256 palette): light square, dark square, and their
/// highlighted forms.
const LIGHT: u8 = 223;
const DARK: u8 = 137;
const LIGHT_MARKED: u8 = 186;
const DARK_MARKED: u8 = 142;
/// ANSI foreground colours of the pieces.
const WHITE_PIECE: u8 = 231;
const BLACK_PIECE: u8 = 16;

/// One square of [`text`], three characters wide.
fn text_square(
    out: &mut String,
    piece: Option<Piece>,
    marked: bool,
    light: bool,
    options: &TextOptions,
) {
    let symbol = piece.map_or(
        match options.pieces {
            Pieces::Ascii => '.',
            Pieces::Unicode => '·',
        },
        |p| piece_symbol(p, options.pieces, options.colour),
    );
    if options.colour {
        let background = match (light, marked) {
            (true, false) => LIGHT,
            (false, false) => DARK,
            (true, true) => LIGHT_MARKED,
            (false, true) => DARK_MARKED,
        };
        let foreground = match piece.map(|p| p.color) {
            Some(Color::White) => WHITE_PIECE,
            _ => BLACK_PIECE,
        };
        let symbol = if piece.is_none() { ' ' } else { symbol };
        out.push_str(&format!(
            "\x1b[1;38;5;{foreground};48;5;{background}m {symbol} \x1b[0m"
        ));
    } else if marked {
        out.push('[');
        out.push(symbol);
        out.push(']');
    } else {
        out.push(' ');
        out.push(symbol);
        out.push(' ');
    }
}

/// "White to move", with check, checkmate or stalemate, and the move number, in `language`.
pub(crate) fn side_to_move<P: Position>(position: &P, language: Language) -> String {
    let side = position.turn().fold_wb("white", "black");
    let state = if position.is_checkmate() {
        "checkmated"
    } else if position.is_stalemate() {
        "stalemated"
    } else if position.is_check() {
        "check"
    } else {
        "move"
    };
    let args = Args::new()
        .selector("side", side)
        .selector("state", state)
        .number("move", position.fullmoves().get());
    language.catalogue().format("diagram-side-to-move", &args)
}

/// The FEN of a position, as [`text`] writes it under the board: the en passant square only
/// when a capture there is legal (shakmaty's `EnPassantMode::Legal`).
///
/// # Examples
///
/// ```
/// let start = shakmaty::Chess::default();
/// assert_eq!(iccf::diagram::fen(&start), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
/// ```
pub fn fen<P: Position>(position: &P) -> String {
    shakmaty::fen::Fen::from_position(position, shakmaty::EnPassantMode::Legal).to_string()
}

/// A text diagram of `position` seen from White's side, with `highlight`'s squares marked, and
/// under it the side to move and the FEN.
///
/// Eight lines of eight squares, each three characters wide, rank digits on both sides; under
/// the board the files as digits (`1 … 8`) and as letters (`a … h`). Lines end with `\n` and
/// have no trailing spaces (without colour); the board is 28 characters wide. Without colour, a
/// highlighted square is written `[♙]`; with [`TextOptions::colour`] the squares are drawn with
/// ANSI background colours and the highlighted ones in yellow.
///
/// # Examples
///
/// ```
/// use shakmaty::{Chess, Square};
/// use iccf::diagram::{Highlight, TextOptions, text};
///
/// let options = TextOptions::default().with_ascii(true);
/// let diagram = text(&Chess::default(), Some(Highlight::new(Square::E2, Square::E4)), &options);
/// assert_eq!(diagram, "\
/// 8  r  n  b  q  k  b  n  r  8
/// 7  p  p  p  p  p  p  p  p  7
/// 6  .  .  .  .  .  .  .  .  6
/// 5  .  .  .  .  .  .  .  .  5
/// 4  .  .  .  . [.] .  .  .  4
/// 3  .  .  .  .  .  .  .  .  3
/// 2  P  P  P  P [P] P  P  P  2
/// 1  R  N  B  Q  K  B  N  R  1
///    1  2  3  4  5  6  7  8
///    a  b  c  d  e  f  g  h
/// White to move (move 1)
/// FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
/// ");
/// ```
pub fn text<P: Position>(
    position: &P,
    highlight: Option<Highlight>,
    options: &TextOptions,
) -> String {
    let board = position.board();
    let mut out = String::with_capacity(1024);
    for rank in Rank::ALL.into_iter().rev() {
        let label = rank.char();
        out.push(label);
        out.push(' ');
        for file in File::ALL {
            let square = Square::from_coords(file, rank);
            let marked = highlight.is_some_and(|h| h.contains(square));
            text_square(
                &mut out,
                board.piece_at(square),
                marked,
                square.is_light(),
                options,
            );
        }
        out.push(' ');
        out.push(label);
        out.push('\n');
    }
    out.push(' ');
    for file in File::ALL {
        out.push_str(&format!("  {}", file.to_u32() + 1));
    }
    out.push_str("\n ");
    for file in File::ALL {
        out.push_str(&format!("  {}", file.char()));
    }
    out.push('\n');
    out.push_str(&side_to_move(position, options.language));
    out.push_str("\nFEN: ");
    out.push_str(&fen(position));
    out.push('\n');
    out
}
