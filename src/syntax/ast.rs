//! The syntax tree of a transcript: games, tag pairs, movetext elements, moves and their digits.
//!
//! Every node carries a [`Span`] (byte range in the parsed text); the parts of a numeric move
//! (from-square, to-square, promotion digit) carry their own, so that a diagnostic can underline
//! exactly the digits at fault. Whitespace is not stored inside a game; the whitespace and `%`
//! escape lines between games are [`Trivia`], so that games and trivia tile the whole input.
//! Names follow the PGN standard (tag pair, movetext, NAG, RAV, game termination marker) and the
//! ICCF numeric notation (numeric move, promotion digit).

use std::borrow::Cow;

pub use compact_str::CompactString;
use serde::Serialize;

use crate::span::Span;

// The tree's nodes are made and dropped at every move of every game: their size is watched.
const _: () = assert!(size_of::<Element>() <= 96);
const _: () = assert!(size_of::<Span>() == 8);

/// Variations nested deeper than this are read as part of the enclosing line, with an error, so
/// that hostile input cannot exhaust the stack of any recursive walk of the tree.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// A whole transcript: its games and the trivia between them, in source order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Transcript {
    /// The games, in source order.
    pub games: Vec<Game>,
    /// Whitespace and escape lines after the last game.
    pub trailing_trivia: Vec<Trivia>,
}

/// Bytes between games that carry no chess: whitespace, `%` escape lines, a byte-order mark,
/// pasted text, comments that no game follows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trivia {
    /// Which kind of trivia.
    pub kind: TriviaKind,
    /// Its bytes.
    pub span: Span,
    /// The text as written.
    pub text: String,
}

/// The kinds of [`Trivia`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum TriviaKind {
    /// Spaces, tabs and line ends.
    Whitespace,
    /// A line starting with `%` in column 1, up to (not including) its line end
    /// (PGN standard, section 6).
    EscapeLine,
    /// The UTF-8 byte-order mark U+FEFF at the very start of the file.
    ByteOrderMark,
    /// Text pasted along with the record before a game: HTML markup, a blog shortcode line,
    /// e-mail header lines, quote marks, a signature, an invisible character (reported with
    /// the game after it; not written back by the printers).
    Pasted,
    /// A closed `{...}` or `;` comment after a game that no moves follow: after the last game's
    /// result, or between two games (before the tag pairs of the second). It stays with the
    /// games as trivia, written back by the printers, and is no game of its own.
    Comment,
}

/// One game: an optional tag-pair section, the movetext, and the game termination marker.
///
/// The Seven Tag Roster, in its order (PGN standard, section 8.1.1).
pub const SEVEN_TAG_ROSTER: [&str; 7] =
    ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// A game is at least one of these three; a game without a termination marker ends at the next
/// tag-pair section, at a move number `1.` starting a line, or at the end of the input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Game {
    /// From the first byte of the first tag pair or movetext element to the last byte of the
    /// termination marker (or the last element).
    pub span: Span,
    /// Whitespace and escape lines before the game (after the previous game).
    pub leading_trivia: Vec<Trivia>,
    /// The tag pairs, in source order, duplicates kept.
    pub tags: Vec<TagPair>,
    /// The movetext elements of the main line, in source order.
    pub movetext: Vec<Element>,
    /// The game termination marker, if the game has one.
    pub termination: Option<TerminationMarker>,
    /// Text pasted along with the record after the result, up to the next game: a closing
    /// `</p>` or `[/pgn]`, a signature, a line of words (`Sent from my phone`). Kind
    /// [`TriviaKind::Pasted`], each inside the game's span, in source order; empty for most games.
    pub trailing_trivia: Vec<Trivia>,
    /// Where the tag pairs say the move numbers start (the reader of
    /// [`ParseOptions::numbering`](super::ParseOptions::numbering) gave it); `None` when no tag
    /// pair says so, and the game starts at `1.`.
    pub numbering: Option<NumberingStart>,
}

impl Drop for Game {
    /// Lets a movetext whose elements all own nothing (move numbers, numeric moves, NAGs, suffix
    /// annotations: most games) go with one test per element inline and no drop code run for
    /// them; any other movetext is dropped as usual. Dropped one by one, every element cost a
    /// call to its drop code and a jump on its kind through a table, about 7% of a check's time.
    fn drop(&mut self) {
        let movetext = std::mem::take(&mut self.movetext);
        if movetext.iter().all(Element::owns_nothing) {
            movetext.into_iter().for_each(std::mem::forget);
        }
    }
}

/// Where a game's move numbers start: the number of its first move, and whether that move is
/// Black's (numbered `12...`). A game with no tag pair that says otherwise starts at `1.`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct NumberingStart {
    /// The number of the first move, as the tag writes it (0 is kept: the movetext may number
    /// from 0 or from 1 then).
    pub number: u32,
    /// Whether the first move is Black's.
    pub black: bool,
}

impl NumberingStart {
    /// Where a game with no tag pair that says otherwise starts: White's move `1.`.
    pub const WHITE_FROM_ONE: NumberingStart = NumberingStart {
        number: 1,
        black: false,
    };

    /// The move number of the move `count` moves (of both sides) after the first, and whether
    /// it is Black's: from `12.` by White, the move after 3 is `13...` (13, true).
    ///
    /// ```
    /// use iccf::syntax::ast::NumberingStart;
    /// let start = NumberingStart { number: 12, black: false };
    /// assert_eq!(start.move_at(3), (13, true));
    /// assert_eq!(NumberingStart::WHITE_FROM_ONE.move_at(0), (1, false));
    /// ```
    pub fn move_at(self, count: u32) -> (u32, bool) {
        let half = count + u32::from(self.black);
        (self.number.saturating_add(half / 2), half % 2 == 1)
    }
}

impl Game {
    /// The value of the first tag pair named `name` (exact, case-sensitive match).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }

    /// The moves of the main line (not of variations), in order.
    pub fn mainline_moves(&self) -> impl Iterator<Item = &Move> {
        self.movetext.iter().filter_map(|e| match e {
            Element::Move(m) => Some(m),
            _ => None,
        })
    }
}

/// A tag pair `[Name "value"]` (PGN standard, section 8.1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TagPair {
    /// From `[` to `]` (or to the end of what could be read, when it is malformed).
    pub span: Span,
    /// The tag name as written (inline up to 24 bytes: no allocation for a name).
    pub name: CompactString,
    /// The bytes of the name.
    pub name_span: Span,
    /// The value with the `\"` and `\\` escapes resolved (inline up to 24 bytes).
    pub value: CompactString,
    /// The bytes of the value, quotes included.
    pub value_span: Span,
}

/// `value` without the white space at its ends (`str::trim`, Unicode white space), the two
/// end bytes looked at first: most tag values start and end with a visible ASCII character,
/// where `trim` decodes a character at each end to find nothing to cut.
pub(crate) fn trimmed_tag_value(value: &str) -> &str {
    match (value.as_bytes().first(), value.as_bytes().last()) {
        (Some(first), Some(last)) if first.is_ascii_graphic() && last.is_ascii_graphic() => value,
        _ => value.trim(),
    }
}

/// One element of movetext (PGN standard, section 8.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Element {
    /// A move number indication: `12.`, `12...`, `12…`, or `12` with no dot.
    MoveNumber(MoveNumber),
    /// A move, in numeric or another notation.
    Move(Move),
    /// A numeric annotation glyph `$n`.
    Nag(Nag),
    /// A suffix annotation `!`, `?`, `!!`, `??`, `!?`, `?!` standing apart from its move.
    Annotation(SuffixAnnotation),
    /// A `{...}` or `;...` comment.
    Comment(Comment),
    /// A recursive annotation variation `( ... )`.
    Variation(Variation),
    /// A `%` escape line inside the game (PGN standard, section 6).
    EscapeLine(EscapeLine),
    /// Text that is not part of the notation; the syntax layer reported it.
    Invalid(Invalid),
}

// What `Element::owns_nothing` lets go without a drop must own nothing indeed.
const _: () = assert!(
    !std::mem::needs_drop::<MoveNumber>()
        && !std::mem::needs_drop::<Nag>()
        && !std::mem::needs_drop::<SuffixAnnotation>()
        && !std::mem::needs_drop::<NumericMove>()
        && !std::mem::needs_drop::<CheckMark>()
        && !std::mem::needs_drop::<Span>()
);

impl Element {
    /// Whether the element owns no memory of its own (no text, no variation's elements): a move
    /// number, a numeric move, a NAG or a suffix annotation.
    pub fn owns_nothing(&self) -> bool {
        match self {
            Self::MoveNumber(_) | Self::Nag(_) | Self::Annotation(_) => true,
            Self::Move(m) => matches!(m.kind, MoveKind::Numeric(_)),
            Self::Comment(_) | Self::Variation(_) | Self::EscapeLine(_) | Self::Invalid(_) => false,
        }
    }

    /// The bytes of the element.
    pub fn span(&self) -> Span {
        match self {
            Element::MoveNumber(n) => n.span,
            Element::Move(m) => m.span,
            Element::Nag(n) => n.span,
            Element::Annotation(a) => a.span,
            Element::Comment(c) => c.span,
            Element::Variation(v) => v.span,
            Element::EscapeLine(e) => e.span,
            Element::Invalid(i) => i.span,
        }
    }
}

/// A line starting with `%` in column 1 (PGN standard, section 6), inside a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EscapeLine {
    /// From `%` to the end of the line (line end excluded).
    pub span: Span,
    /// The text as written, `%` included.
    pub text: String,
}

/// A move number indication (PGN standard, section 8.2.2), with the dots as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveNumber {
    /// From the first digit to the last dot.
    pub span: Span,
    /// The number as written.
    pub number: u32,
    /// The dots after the number.
    pub dots: Dots,
}

/// The period(s) after a move number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Dots {
    /// No period: `12 5756` (accepted, noted by the `move-number` lint).
    None,
    /// One period: `12.` (White's move).
    One,
    /// Three periods or more, `12...`, or `12. ...`: Black's move.
    Three,
    /// The Unicode ellipsis `12…`: Black's move.
    Ellipsis,
    /// Two periods, `12..` (a typo, taken as Black's move).
    Two,
    /// A parenthesis, `12)` or `(12)`, as in a numbered list (White's move, or Black's with its
    /// marker after it, `12) ...`, in the number's span; noted by the `move-number` lint).
    Paren,
}

impl Dots {
    /// Whether the dots announce a move by Black.
    pub fn is_black(self) -> bool {
        matches!(self, Dots::Three | Dots::Ellipsis | Dots::Two)
    }

    /// Whether the dots fit a move by Black (`black`) or by White: no dots fit either side.
    pub fn fits_side(self, black: bool) -> bool {
        self == Dots::None || self.is_black() == black
    }

    /// The dots as written: `""`, `"."`, `".."`, `"..."` or `"…"`.
    pub fn text(self) -> &'static str {
        match self {
            Dots::None => "",
            Dots::One => ".",
            Dots::Two => "..",
            Dots::Three => "...",
            Dots::Ellipsis => "…",
            Dots::Paren => ")",
        }
    }
}

/// A move as written, with any check mark and suffix annotation glued to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Move {
    /// The whole token, suffixes included.
    pub span: Span,
    /// What kind of move text it is.
    pub kind: MoveKind,
    /// A `+` or `#` (or `++`) glued after the move.
    pub check: Option<CheckMark>,
    /// A suffix annotation glued after the move (`5254!?`).
    pub annotation: Option<SuffixAnnotation>,
    /// True when the syntax layer reported an error on this move, or on the move number before
    /// it (the move stands where no move can be counted): later layers do not read it as a
    /// move, and stop its line there (one diagnostic per mistake).
    pub syntax_error: bool,
}

/// The notations a move can be written in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum MoveKind {
    /// ICCF numeric notation: `5254`, `67682`, also with a separator `52-54`.
    Numeric(NumericMove),
    /// A run of digits that is not 4 or 5 long (`646`, `786767`), as written.
    WrongLength(String),
    /// Coordinate notation: UCI `e2e4`, `e7e8q`, or long algebraic `e2-e4`, `Ng1-f3`.
    Coordinate(CoordinateMove),
    /// Standard algebraic notation (`Nf3`, `exd5`, `e8=Q`), castling `O-O` and `0-0-0` included.
    San(SanMove),
    /// A null move as written: `--`, `Z0`, `0000`.
    Null(String),
}

impl MoveKind {
    /// Whether the move is written in a notation (numeric, coordinate, SAN), not a run of digits
    /// of the wrong length or a null move: a line of words followed by one is not prose.
    /// A numeric move counts only when its four square digits are 1-8: `2014` in
    /// `2014/09/21` is a date.
    #[must_use]
    pub fn is_read_as_a_move(&self) -> bool {
        match self {
            Self::Numeric(numeric) => numeric.from.is_valid() && numeric.to.is_valid(),
            Self::Coordinate(_) | Self::San(_) => true,
            Self::WrongLength(_) | Self::Null(_) => false,
        }
    }
}

/// A numeric move: from-square, to-square, and an optional promotion digit.
///
/// The digits are kept as written (0-9); the syntax layer has reported any digit outside 1-8
/// (squares) or 1-4 (promotion). A 4-digit move may also be the non-standard short promotion
/// (`6762` = f7-f8=R); see [`NumericMove::short_promotion`]: only the position can decide.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NumericMove {
    /// The square the piece leaves.
    pub from: SquareDigits,
    /// The square the piece reaches (or, in the short-promotion reading, the destination file
    /// and the promotion digit).
    pub to: SquareDigits,
    /// The fifth digit.
    pub promotion: Option<PromotionDigit>,
    /// A separator written between the two squares (`-`, `x`, `:`, or spaces and tabs), which
    /// numeric notation does not use.
    pub separator: Option<Span>,
    /// Whether the separator is spaces or tabs (`52 54`), which other programs read as two
    /// moves; false without a separator.
    pub spaced: bool,
}

impl NumericMove {
    /// The numeric move of 4 or 5 ASCII digits (`"5254"`, `"57581"`), for moves built by a
    /// program rather than read from a text: every span is empty at offset 0. `None` for
    /// another length or a character that is not a digit.
    pub fn from_digits(digits: &str) -> Option<Self> {
        let bytes = digits.as_bytes();
        if !(4..=5).contains(&bytes.len()) || !bytes.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let span = Span::new(0, 0);
        let square = |at: usize| SquareDigits {
            span,
            file: bytes[at] - b'0',
            rank: bytes[at + 1] - b'0',
        };
        Some(Self {
            from: square(0),
            to: square(2),
            promotion: bytes.get(4).map(|&d| PromotionDigit {
                span,
                digit: d - b'0',
            }),
            separator: None,
            spaced: false,
        })
    }

    /// The short-promotion reading of a 4-digit move, when the digits allow one: the from-square
    /// is on the 7th or 2nd rank, the third digit is a file 1-8 and the fourth a promotion
    /// digit 1-4. `6762` gives `Some(ShortPromotion { file: 6, piece: 2 })` (f8=R).
    /// Only the position can tell whether this reading or the plain move f7-f2 was meant.
    pub fn short_promotion(&self) -> Option<ShortPromotion> {
        let from_ok = self.from.is_valid() && matches!(self.from.rank, 2 | 7);
        let file_ok = (1..=8).contains(&self.to.file);
        let piece_ok = (1..=4).contains(&self.to.rank);
        (self.promotion.is_none() && self.separator.is_none() && from_ok && file_ok && piece_ok)
            .then_some(ShortPromotion {
                file: self.to.file,
                piece: self.to.rank,
            })
    }

    /// The four or five digits without separator, as canonical numeric notation writes them
    /// (`52-54` gives `5254`). A small copy, not a `String`: [`MoveDigits::as_str`] or
    /// `Display` gives the text.
    pub fn digits(&self) -> MoveDigits {
        let digit = |d: u8| b'0' + d.min(9);
        let mut bytes = [
            digit(self.from.file),
            digit(self.from.rank),
            digit(self.to.file),
            digit(self.to.rank),
            b'0',
        ];
        let len = match self.promotion {
            Some(p) => {
                bytes[4] = digit(p.digit);
                5
            }
            None => 4,
        };
        MoveDigits { bytes, len }
    }
}

/// The digits of a numeric move as canonical numeric notation writes them: four, or five with a
/// promotion digit (see [`NumericMove::digits`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveDigits {
    bytes: [u8; 5],
    len: u8,
}

impl MoveDigits {
    /// The digits as text, such as `"5254"` or `"57581"`.
    pub fn as_str(&self) -> &str {
        // Only ASCII digits are ever stored.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl std::ops::Deref for MoveDigits {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl std::fmt::Display for MoveDigits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for MoveDigits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for MoveDigits {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for MoveDigits {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// The other reading of a 4-digit move: from-square, destination file, promotion digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ShortPromotion {
    /// The destination file, 1-8.
    pub file: u8,
    /// The promotion digit, 1-4 (1 queen, 2 rook, 3 bishop, 4 knight).
    pub piece: u8,
}

/// Two digits naming a square: file then rank, each 1-8 when valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SquareDigits {
    /// The two digits.
    pub span: Span,
    /// The file digit as written (0-9; 1 = a-file).
    pub file: u8,
    /// The rank digit as written (0-9).
    pub rank: u8,
}

impl SquareDigits {
    /// Whether both digits are 1-8.
    pub fn is_valid(self) -> bool {
        (1..=8).contains(&self.file) && (1..=8).contains(&self.rank)
    }
}

/// The fifth digit of a numeric move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PromotionDigit {
    /// The digit.
    pub span: Span,
    /// Its value as written (valid: 1 queen, 2 rook, 3 bishop, 4 knight).
    pub digit: u8,
}

/// A move in coordinate notation: UCI (`e2e4`, `e7e8q`) or long algebraic (`e2-e4`, `Ng1xf3`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CoordinateMove {
    /// The from-square as numeric digits (file 1-8, rank 1-8).
    pub from: (u8, u8),
    /// The to-square as numeric digits.
    pub to: (u8, u8),
    /// The promotion piece letter as written (`q`, `Q`, ...), if any.
    pub promotion: Option<char>,
    /// The text as written, for diagnostics and the UCI parser.
    pub text: String,
}

impl CoordinateMove {
    /// The numeric form (`e2e4` -> `5254`, `e7e8q` -> `57581`); a promotion letter that is not
    /// q, r, b or n gives no fifth digit.
    pub fn numeric(&self) -> String {
        let mut s = format!("{}{}{}{}", self.from.0, self.from.1, self.to.0, self.to.1);
        if let Some(d) = self.promotion.and_then(promotion_digit_of_letter) {
            s.push(d);
        }
        s
    }
}

/// The promotion digit of an English piece letter: `q` -> `1`, `r` -> `2`, `b` -> `3`, `n` -> `4`.
pub fn promotion_digit_of_letter(letter: char) -> Option<char> {
    match letter.to_ascii_lowercase() {
        'q' => Some('1'),
        'r' => Some('2'),
        'b' => Some('3'),
        'n' => Some('4'),
        _ => None,
    }
}

/// A move in standard algebraic notation (PGN standard, section 8.2.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SanMove {
    /// The text as written, without glued check marks or annotations.
    pub text: String,
    /// Castling, however it is spelled (`O-O`, `0-0-0`, `0–0`, `OO`, `o-o`): `Some(true)` for
    /// the king side.
    pub castling_king_side: Option<bool>,
}

impl SanMove {
    /// The move as the PGN standard spells it: [`standard_san`] of the text, castling by its
    /// side.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::syntax::ast::SanMove;
    /// let san = SanMove { text: "0–0".into(), castling_king_side: Some(true) };
    /// assert_eq!(san.standard(), "O-O");
    /// ```
    pub fn standard(&self) -> Cow<'_, str> {
        match self.castling_king_side {
            Some(king_side) if !matches!(self.text.as_str(), "O-O" | "O-O-O") => {
                Cow::Borrowed(if king_side { "O-O" } else { "O-O-O" })
            }
            _ => standard_san(&self.text),
        }
    }
}

/// A SAN move as the PGN standard (section 8.2.3) spells it, for a SAN reader: castling as
/// `O-O` or `O-O-O` (from `0-0`, `0–0`, `OO`, `o-o-o`: two letters are king side, three queen
/// side), and a promotion as `=` and the piece's capital letter, with no check sign before it
/// (`bxa1(Q)`, `bxa1/Q`, `bxa1=q`, `gxh1+=Q` become `bxa1=Q`, `gxh1=Q`). Any other text, and a
/// text spelled so already, is borrowed as it is.
///
/// # Examples
///
/// ```
/// use iccf::syntax::ast::standard_san;
/// assert_eq!(standard_san("0–0"), "O-O");
/// assert_eq!(standard_san("o-o-o"), "O-O-O");
/// assert_eq!(standard_san("bxa1(Q)"), "bxa1=Q");
/// assert_eq!(standard_san("gxh1+=Q"), "gxh1=Q");
/// assert_eq!(standard_san("Nf3"), "Nf3");
/// ```
pub fn standard_san(text: &str) -> Cow<'_, str> {
    let letters = text
        .chars()
        .filter(|c| matches!(c, 'O' | 'o' | '0'))
        .count();
    let castling = text
        .chars()
        .all(|c| matches!(c, 'O' | 'o' | '0') || super::characters::is_castling_dash(c));
    if castling && (2..=3).contains(&letters) {
        return Cow::Borrowed(if letters == 2 { "O-O" } else { "O-O-O" });
    }
    // The promotion follows the last rank digit.
    let Some(at) = text.rfind(|c: char| c.is_ascii_digit()) else {
        return Cow::Borrowed(text);
    };
    let (square, promotion) = text.split_at(at + 1);
    let Some(piece) = promotion.chars().find(char::is_ascii_alphabetic) else {
        return Cow::Borrowed(text);
    };
    let upper = piece.to_ascii_uppercase();
    if piece == upper && (promotion.len() == 1 || promotion == format!("={piece}")) {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(format!("{square}={upper}"))
    }
}

/// A check or mate mark glued to a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CheckMark {
    /// The mark's bytes.
    pub span: Span,
    /// `+` (or `++`) or `#`.
    pub mate: bool,
}

impl CheckMark {
    /// The mark as printers write it: `#`, or `+` (also for `++`, which reads the same).
    pub fn text(self) -> &'static str {
        if self.mate { "#" } else { "+" }
    }
}

/// A suffix annotation (PGN standard, section 8.2.3.8): `!` `?` `!!` `??` `!?` `?!`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SuffixAnnotation {
    /// Its bytes.
    pub span: Span,
    /// The equivalent NAG: 1 `!`, 2 `?`, 3 `!!`, 4 `??`, 5 `!?`, 6 `?!`.
    pub nag: u8,
}

/// A numeric annotation glyph `$n` (PGN standard, section 8.2.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Nag {
    /// From `$` to the last digit.
    pub span: Span,
    /// The number (the syntax layer reports values above 255).
    pub value: u32,
}

/// A comment (PGN standard, section 5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Comment {
    /// From `{` to `}` (or to where an unterminated comment was cut), or from `;` to the end of
    /// the line (line end excluded).
    pub span: Span,
    /// Brace or rest-of-line comment.
    pub kind: CommentKind,
    /// The text between the delimiters, as written.
    pub text: String,
    /// The `[%name args]` commands found in the text, in order.
    pub commands: Vec<CommentCommand>,
    /// False for a `{` comment with no closing `}` (reported by the syntax layer).
    pub terminated: bool,
}

/// The two kinds of comment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum CommentKind {
    /// `{ ... }`, may span lines.
    Brace,
    /// `; ...` to the end of the line.
    Line,
}

/// A command embedded in a comment, `[%name arg,arg]`, such as the ICCF server's
/// `[%ccsnt 2018.10.02,12:56]` or `[%clk 0:05:00]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CommentCommand {
    /// From `[` to `]`.
    pub span: Span,
    /// The name after `%`.
    pub name: String,
    /// The arguments, split at commas (and at spaces when there are no commas), trimmed.
    pub arguments: Vec<String>,
    /// The bytes of everything between the name and `]`.
    pub arguments_span: Span,
}

/// A recursive annotation variation (RAV, PGN standard, section 8.2.5): moves that replace the
/// move just before the `(`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Variation {
    /// From `(` to `)` (or to the end of the last element when it is not closed).
    pub span: Span,
    /// The elements inside.
    pub elements: Vec<Element>,
    /// False when the `)` is missing (reported by the syntax layer).
    pub closed: bool,
}

/// A game termination marker (PGN standard, section 8.2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TerminationMarker {
    /// Its bytes.
    pub span: Span,
    /// The result it gives.
    pub result: GameResult,
    /// False for spellings outside the standard (`½-½`, `1:0`, ...), which the syntax layer notes.
    pub standard: bool,
}

/// A game result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown, in progress or abandoned.
    Unknown,
}

impl GameResult {
    /// The standard spelling: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Unknown => "*",
        }
    }

    /// Reads a standard spelling (as in a Result tag).
    pub fn from_standard(text: &str) -> Option<GameResult> {
        match text {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            "*" => Some(GameResult::Unknown),
            _ => None,
        }
    }
}

/// Text the syntax layer could not read as notation; kept so that nothing is lost.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Invalid {
    /// Its bytes.
    pub span: Span,
    /// What kind of text it is.
    pub kind: InvalidKind,
    /// The text as written.
    pub text: String,
}

impl Invalid {
    /// What a formatter writes after a [`InvalidKind::VariationTooDeep`] text that was never
    /// closed: `}` when it ends inside a `{ }` comment, then one `)` per variation it left open
    /// (counted as the parser counts them: outside `{ }` comments). Without them the next parse
    /// would take the `)` of the outer variations for its own, and formatting twice would differ.
    /// Empty for the other kinds.
    #[must_use]
    pub fn closers(&self) -> Vec<&'static str> {
        if self.kind != InvalidKind::VariationTooDeep {
            return Vec::new();
        }
        let mut depth = 0usize;
        let mut in_comment = false;
        for b in self.text.bytes() {
            match b {
                b'{' if !in_comment => in_comment = true,
                b'}' if in_comment => in_comment = false,
                b'(' if !in_comment => depth += 1,
                b')' if !in_comment => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        let mut closers = Vec::with_capacity(depth + 1);
        if in_comment && depth > 0 {
            closers.push("}");
        }
        closers.extend(std::iter::repeat_n(")", depth));
        closers
    }
}

/// The kinds of [`Invalid`] text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum InvalidKind {
    /// Characters with no meaning in a transcript (`@`, `&`, ...).
    StrayCharacters,
    /// Words that are not notation (`My move`), or an informal gloss (`<-- 1. e4 e5`).
    UnexpectedText,
    /// A line of prose among the moves (the text of an e-mail: `You sent on 09/20`), from its
    /// first word that is not notation to the end of its line; a formatter ends the line after it.
    Prose,
    /// A `)` with no open variation.
    UnmatchedParenthesis,
    /// A termination marker inside a variation.
    ResultInVariation,
    /// A termination marker followed by more moves of the game on its line.
    MisplacedResult,
    /// A tag pair among the moves of a line.
    MisplacedTagPair,
    /// A NAG above 255.
    InvalidNag,
    /// Text pasted along with the record among its moves or tag pairs: HTML markup, a blog
    /// shortcode line, e-mail header lines, quote marks, a signature, an invisible character
    /// (see `iccf::syntax` on pasted text). Read as white space.
    Pasted,
    /// A variation nested deeper than [`MAX_VARIATION_DEPTH`](MAX_VARIATION_DEPTH), kept
    /// as written from its `(` up to its matching `)`, or to the end of the game's moves when it
    /// is never closed (the termination marker is left out of it).
    VariationTooDeep,
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The trim of a tag value with its shortcut is `str::trim`, on values with ASCII and
        /// Unicode white space (a no-break space, an ideographic space) at either end.
        #[test]
        fn trimmed_tag_value_is_trim(value in "[ \t\u{a0}\u{3000}\u{1}a?é.]{0,6}") {
            proptest::prop_assert_eq!(trimmed_tag_value(&value), value.trim());
        }
    }

    /// The elements of a movetext with one of each kind, as the parser reads them, with
    /// whether each owns nothing (and may be let go without its drop code by `Game`'s drop).
    #[test]
    fn only_elements_without_text_or_lines_own_nothing() {
        let parsed = crate::syntax::parse("1. 5254 $1 {good} (1. 4244) e5 !? @ 5755 *");
        let kinds: Vec<(&str, bool)> = parsed.transcript.games[0]
            .movetext
            .iter()
            .map(|element| {
                let kind = match element {
                    Element::MoveNumber(_) => "number",
                    Element::Move(m) if matches!(m.kind, MoveKind::Numeric(_)) => "numeric",
                    Element::Move(_) => "other move",
                    Element::Nag(_) => "nag",
                    Element::Annotation(_) => "annotation",
                    Element::Comment(_) => "comment",
                    Element::Variation(_) => "variation",
                    Element::EscapeLine(_) => "escape",
                    Element::Invalid(_) => "invalid",
                };
                (kind, element.owns_nothing())
            })
            .collect();
        assert_eq!(
            kinds,
            [
                ("number", true),
                ("numeric", true),
                ("nag", true),
                ("comment", false),
                ("variation", false),
                ("other move", false),
                ("annotation", true),
                ("invalid", false),
                ("numeric", true),
            ]
        );
    }
}
