//! The plain reading of a game: one loop over the bytes of a game as archives write it (tag
//! pairs one to a line, a blank line, move numbers and numeric moves, maybe a comment after the
//! last move, the result at the end of a line), giving the same tree as the rules of
//! [`super::game`] and the others, with no diagnostic. It reads what fills archives at a
//! fraction of the cost of the rules, which weigh every byte for what a person may have pasted
//! or mistyped.
//!
//! The plain reading accepts a game only when every byte of it is of that form, and then the
//! rules would read it the same way, without a diagnostic: anything else (a comment between
//! moves or with a `[` in it, a variation, a NAG, a move number that contradicts the count, a
//! tag name written twice, white space that is not ASCII, text after the result) makes it give
//! the game up, and the rules read it from its first byte. The tests compare the two readings
//! on every fixture, on the corpus and on random games with random bytes put in.
//!
//! Its rules are those of `grammar/transcript.abnf`, restricted: `tag-section` with one
//! `tag-pair` a line (the fast path of the tag pair, [`plain_tag_pair`]), `movetext` of White's
//! move numbers (`12.`) and numeric moves of 4 or 5 digits in range, separated by ASCII white
//! space, maybe one `brace-comment` without `{` or `[` in its text, then a standard
//! `game-termination` that ends its line.

use super::ast::{
    Comment, CommentKind, CompactString, Dots, Element, GameResult, Move, MoveKind, MoveNumber,
    NumberingStart, NumericMove, PromotionDigit, SquareDigits, TagPair, TerminationMarker,
};
use super::boundary::is_game_start;
use super::lexer::after_ascii_spaces;
use super::options::ParseOptions;
use super::paste;
use crate::span::Span;

/// The fast path of [`tag_pair`](super::tags::tag_pair) for a tag pair as archives write it,
/// `[Name "value"]`: a valid name, one space, a value without a backslash or a line end, and `]`
/// right after the closing quote. Returns the tag pair (read as
/// [`tag_pair`](super::tags::tag_pair) and the tag section would read it) and the byte offset
/// where it ends; `None` for anything else, which the rules read.
pub(crate) fn plain_tag_pair(text: &str, at: usize) -> Option<(TagPair, usize)> {
    let bounds = tag_pair_bounds(text.as_bytes(), at)?;
    Some((bounds.tag_pair_of(text, at), bounds.end()))
}

/// Where the parts of a tag pair [`plain_tag_pair`] accepts end, and which of the names
/// archives give every game it has ([`common_name`]): 12 bytes, returned in registers (a
/// whole [`TagPair`] returned was written to the stack field by field and read back 16 bytes
/// at a time to be pushed, reads the processor cannot forward from the narrower writes).
#[derive(Clone, Copy)]
struct TagPairBounds {
    /// The byte after the name (its space).
    name_end: u32,
    /// The value's closing quote.
    close: u32,
    common: Option<CommonName>,
}

impl TagPairBounds {
    /// The byte after the tag pair's `]`.
    fn end(self) -> usize {
        self.close as usize + 2
    }

    /// The tag pair starting at byte `at` of `text` (as [`tag_pair_bounds`] read it there).
    fn tag_pair_of(self, text: &str, at: usize) -> TagPair {
        let mut tag = EMPTY_TAG_PAIR;
        self.write(text, at, &mut tag);
        tag
    }

    /// Writes the tag pair starting at byte `at` of `text` into `tag` (an [`EMPTY_TAG_PAIR`]),
    /// its texts appended in place: a `CompactString` made apart was copied byte by byte
    /// into a buffer on the stack and read back 8 bytes at a time to be moved, reads the
    /// processor cannot forward from the narrower writes (half the time of building a tag
    /// pair). The bytes around the name and the value are ASCII: both slices are on character
    /// boundaries. A common name needs no slice of the text.
    #[inline]
    fn write(self, text: &str, at: usize, tag: &mut TagPair) {
        let (name_start, name_end) = (at + 1, self.name_end as usize);
        let (quote, close) = (name_end + 1, self.close as usize);
        tag.span = Span::from_bounds(at, self.end());
        match self.common {
            Some(common) => tag.name.clone_from(&COMMON_NAMES[usize::from(common.0)]),
            None => tag.name.push_str(&text[name_start..name_end]),
        }
        tag.name_span = Span::from_bounds(name_start, name_end);
        tag.value.push_str(&text[quote + 1..close]);
        tag.value_span = Span::from_bounds(quote, close + 1);
    }
}

/// A tag pair with empty texts, which [`TagPairBounds::write`] fills in.
const EMPTY_TAG_PAIR: TagPair = TagPair {
    span: Span::new(0, 0),
    name: CompactString::const_new(""),
    name_span: Span::new(0, 0),
    value: CompactString::const_new(""),
    value_span: Span::new(0, 0),
};

/// The bounds of the tag pair [`plain_tag_pair`] reads at byte `at` of `bytes` (a text of at
/// most [`crate::span::MAX_TEXT_LEN`] bytes, so that offsets fit 32 bits).
fn tag_pair_bounds(bytes: &[u8], at: usize) -> Option<TagPairBounds> {
    if bytes.get(at) != Some(&b'[') {
        return None;
    }
    let name_start = at + 1;
    // Byte loops, not `take_while` and `memchr3`: names are a few bytes long, where the
    // set-up of the vector search costs more than it saves.
    let mut name_end = name_start;
    while bytes
        .get(name_end)
        .is_some_and(|&b| NAME_BYTES[usize::from(b)])
    {
        name_end += 1;
    }
    let quote = name_end + 1;
    if name_end == name_start
        || !bytes[name_start].is_ascii_alphanumeric()
        || bytes.get(name_end) != Some(&b' ')
        || bytes.get(quote) != Some(&b'"')
    {
        return None;
    }
    let close = value_end(bytes, quote + 1)?;
    if bytes.get(close + 1) != Some(&b']') {
        return None;
    }
    Some(TagPairBounds {
        name_end: u32::try_from(name_end).ok()?,
        close: u32::try_from(close).ok()?,
        common: common_name(&bytes[name_start..name_end]),
    })
}

/// The bytes of a tag name (PGN standard, section 8.1.1: letters, digits and `_`), as a table:
/// the loop over a name reads one entry a byte instead of testing three ranges.
const NAME_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        let b = byte as u8;
        table[byte] = b.is_ascii_alphanumeric() || b == b'_';
        byte += 1;
    }
    table
};

/// The offset of the closing quote of a tag value whose first byte is at `start`: the first
/// `"` from there. `None` when a backslash or a line end comes first, or the text ends (the
/// rules read such a value). Eight bytes are tested at once (a value is 8 bytes long on
/// average in archives), then the last few one by one.
#[inline]
fn value_end(bytes: &[u8], start: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    // The high bit of each byte of `word` equal to `byte`; a bit above the lowest may be
    // wrong (a borrow), the lowest is always right.
    let equal = |word: u64, byte: u8| {
        let zeroed = word ^ (ONES * u64::from(byte));
        zeroed.wrapping_sub(ONES) & !zeroed & HIGHS
    };
    let mut at = start;
    while let Some(&chunk) = bytes.get(at..).and_then(<[u8]>::first_chunk::<8>) {
        let word = u64::from_le_bytes(chunk);
        let stops =
            equal(word, b'"') | equal(word, b'\\') | equal(word, b'\n') | equal(word, b'\r');
        if stops != 0 {
            at += (stops.trailing_zeros() / 8) as usize;
            return (bytes[at] == b'"').then_some(at);
        }
        at += 8;
    }
    loop {
        match *bytes.get(at)? {
            b'"' => return Some(at),
            b'\\' | b'\n' | b'\r' => return None,
            _ => at += 1,
        }
    }
}

/// The names of the tag pairs archives give every game, as the tag pairs hold them (inline: a
/// copy of 24 bytes, no slice of the text); a name written twice among them is seen by a bit
/// of a mask. A static: a `const` array was built and dropped at each use (23 instructions a
/// tag pair for the drop alone).
static COMMON_NAMES: [CompactString; 10] = [
    CompactString::const_new("Event"),
    CompactString::const_new("Site"),
    CompactString::const_new("Date"),
    CompactString::const_new("Round"),
    CompactString::const_new("White"),
    CompactString::const_new("Black"),
    CompactString::const_new("Result"),
    CompactString::const_new("WhiteElo"),
    CompactString::const_new("BlackElo"),
    CompactString::const_new("ECO"),
];

/// The place of a name in [`COMMON_NAMES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CommonName(u8);

/// The place in [`COMMON_NAMES`] of the name whose bytes are `name` (exact, case-sensitive).
#[inline]
fn common_name(name: &[u8]) -> Option<CommonName> {
    let place = match name {
        b"Event" => 0,
        b"Site" => 1,
        b"Date" => 2,
        b"Round" => 3,
        b"White" => 4,
        b"Black" => 5,
        b"Result" => 6,
        b"WhiteElo" => 7,
        b"BlackElo" => 8,
        b"ECO" => 9,
        _ => return None,
    };
    Some(CommonName(place))
}

/// What the plain reading ([`ParseOptions::plain_reading`]) found out about a game as it read
/// it, so that the layers after it need not walk the tree again for it. A game it read holds
/// only tag pairs, White's move numbers (`12.`), numeric moves without a separator or a mark,
/// maybe a brace comment without commands after the last move, and its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlainFacts {
    /// Every move is numbered as the standard form wants (PGN standard, section 8.2.2.2, in
    /// numeric notation): `N.` with the count's number before each White move, no number before
    /// Black's moves, and the game does not start with a move by Black (whose `N...` the plain
    /// reading leaves to the rules).
    pub standard_numbering: bool,
}

/// A game the plain reading accepted: what the tree needs besides its movetext (which went into
/// the buffer given to [`plain_game`]).
pub(super) struct PlainGame {
    /// The tag pairs, in source order.
    pub(super) tags: Vec<TagPair>,
    /// Where the tag pairs say the move numbers start.
    pub(super) numbering: Option<NumberingStart>,
    /// The result that ends the game.
    pub(super) termination: TerminationMarker,
    /// What the reading found out.
    pub(super) facts: PlainFacts,
    /// How many moves the main line has.
    pub(super) moves: usize,
    /// The brace comment between the last move and the result (`{ Black resigns } 1-0`), the
    /// main line's last element; not in the buffer of the movetext, which holds no text.
    pub(super) final_comment: Option<Comment>,
}

/// Reads the game starting at byte `start` of `text` (its first tag pair) the plain way.
/// The main line's elements are written to `movetext` (empty when called): the tree's
/// elements, or the compact ones of a [`PlainMainLine`]; `tags_hint` is the room made for the
/// tag pairs. Returns `None` (and leaves `movetext` empty) when any byte of the game is not of
/// the plain form: the rules read the game then.
///
/// The game ends at its termination marker: [`PlainGame::termination`]'s span ends at the
/// byte where the next game's leading trivia begins.
pub(super) fn plain_game(
    text: &str,
    start: usize,
    options: ParseOptions,
    tags_hint: usize,
    movetext: &mut impl MainLineWriter,
) -> Option<PlainGame> {
    let (tags, at) = plain_tag_section(text, start, tags_hint)?;
    let numbering = (options.numbering)(&tags);
    let mut reading = PlainMovetext::new(text, numbering);
    match reading.read(at, movetext) {
        Some(termination) => Some(PlainGame {
            tags,
            numbering,
            termination,
            facts: PlainFacts {
                standard_numbering: reading.standard_numbering,
            },
            moves: reading.moves_before as usize,
            final_comment: reading.final_comment,
        }),
        None => {
            movetext.forget();
            None
        }
    }
}

/// The most tag pairs whose names are compared with each other for one written twice
/// ([`a_name_repeats`]): a few comparisons of short names cost less than hashing them, and the
/// cost of the comparisons is the square of the number of tags. The most a game read plainly
/// has.
pub(super) const FEW_TAGS: usize = 32;

/// Whether a name comes twice among `tags` (exact match), each compared with those before it:
/// for at most [`FEW_TAGS`] tags (more are compared by their text alone).
pub(super) fn a_name_repeats(tags: &[TagPair]) -> bool {
    if tags.len() > FEW_TAGS {
        let repeated = |(i, tag): (usize, &TagPair)| tags[..i].iter().any(|t| t.name == tag.name);
        return tags.iter().enumerate().any(repeated);
    }
    // A name's length and first 8 bytes decide most comparisons without reading the
    // `CompactString`s again (tag names are mostly 4-9 letters).
    let mut keys = [(0, 0); FEW_TAGS];
    for (key, tag) in keys.iter_mut().zip(tags) {
        *key = name_key(&tag.name);
    }
    let same =
        |i: usize, j: usize| keys[i] == keys[j] && (keys[i].0 <= 8 || tags[i].name == tags[j].name);
    (1..tags.len()).any(|i| (0..i).any(|j| same(i, j)))
}

/// A tag name's length in bytes and its first 8 bytes (zeros after a shorter name).
fn name_key(name: &str) -> (usize, u64) {
    let mut first = [0; 8];
    let len = name.len().min(8);
    first[..len].copy_from_slice(&name.as_bytes()[..len]);
    (name.len(), u64::from_le_bytes(first))
}

/// The tag pairs at `start`, one to a line (`\n` or `\r\n` after each `]`), and the byte after
/// the line end of the last one. `None` when there is no tag pair at `start`, a line of the
/// section is anything else, a name comes twice (the rules report it), or there are more than
/// [`FEW_TAGS`].
fn plain_tag_section(text: &str, start: usize, tags_hint: usize) -> Option<(Vec<TagPair>, usize)> {
    let bytes = text.as_bytes();
    let mut tags: Vec<TagPair> = Vec::with_capacity(tags_hint);
    let mut at = start;
    // One bit for each common name read; any other name is compared with the names before it.
    let mut common_names_read = 0u16;
    // A name in capitals: `[` and a lower-case letter may start a pasted shortcode (`[pgn]`).
    while bytes.get(at) == Some(&b'[') && bytes.get(at + 1).is_some_and(u8::is_ascii_uppercase) {
        // The rules read a longer section (hashing its names), so that no tag section costs
        // the square of its length.
        if tags.len() == FEW_TAGS {
            return None;
        }
        let read = tag_pair_bounds(bytes, at)?;
        let repeated = match read.common {
            Some(common) => {
                let bit = 1 << common.0;
                let seen = common_names_read & bit != 0;
                common_names_read |= bit;
                seen
            }
            None => {
                let name = &bytes[at + 1..read.name_end as usize];
                tags.iter().any(|t| t.name.as_bytes() == name)
            }
        };
        if repeated {
            return None;
        }
        // Built in the vector's slot, not returned and copied.
        read.write(text, at, tags.push_mut(EMPTY_TAG_PAIR));
        let end = read.end();
        at = match (bytes.get(end), bytes.get(end + 1)) {
            (Some(b'\n'), _) => end + 1,
            (Some(b'\r'), Some(b'\n')) => end + 2,
            _ => return None,
        };
    }
    if tags.is_empty() {
        return None;
    }
    Some((tags, at))
}

/// The numeric move of the 4 or 5 ASCII digits at `start..end` of `text` when the rules read it
/// with no diagnostic: the four square digits 1-8, a promotion digit 1-4, two different
/// squares. The digit spans follow from `start` (byte offsets: from-square `start..start + 2`,
/// to-square `start + 2..start + 4`, promotion digit `start + 4`). `None` for anything else,
/// which the rules judge. The one test of the plain reading and of the rules' own fast path.
#[inline]
pub(super) fn plain_numeric_move(text: &str, start: usize, end: usize) -> Option<NumericMove> {
    let digits = plain_numeric_digits(&text.as_bytes()[start..end])?;
    Some(PlainMainLine::numeric_move_of(
        Span::from_bounds(start, end),
        digits,
    ))
}

/// The test of [`plain_numeric_move`] on its 4 or 5 ASCII digits: their values (from-file,
/// from-rank, to-file, to-rank, promotion digit or 0 without one).
#[inline]
fn plain_numeric_digits(digits: &[u8]) -> Option<[u8; 5]> {
    let squares = u32::from_le_bytes(*digits.first_chunk::<4>()?);
    // Each byte minus `1` is 0-7 exactly for a digit 1-8: one subtraction and one mask test
    // all four. A byte below `1` borrows from the byte above it, which changes only a word
    // already refused (the lowest byte out of range sets its own high bits either way).
    let offsets = squares.wrapping_sub(0x3131_3131);
    if offsets & 0xF8F8_F8F8 != 0 || offsets & 0xFFFF == offsets >> 16 {
        return None;
    }
    let promotion = match digits.get(4) {
        None => 0,
        Some(&digit) => {
            let digit = digit.wrapping_sub(b'0');
            if !(1..=4).contains(&digit) {
                return None;
            }
            digit
        }
    };
    let [a, b, c, e] = (offsets + 0x0101_0101).to_le_bytes();
    Some([a, b, c, e, promotion])
}

/// The element the plain reading pushes for a numeric move, whose fields it then writes in
/// place ([`MainLineWriter::write_numeric_move`]).
const PLAIN_MOVE: Element = Element::Move(Move {
    span: Span::new(0, 0),
    kind: MoveKind::Numeric(NumericMove {
        from: SquareDigits {
            span: Span::new(0, 0),
            file: 0,
            rank: 0,
        },
        to: SquareDigits {
            span: Span::new(0, 0),
            file: 0,
            rank: 0,
        },
        promotion: None,
        separator: None,
        spaced: false,
    }),
    check: None,
    annotation: None,
    syntax_error: false,
});

/// The element the plain reading pushes for White's move number, whose fields it then writes
/// in place.
const PLAIN_MOVE_NUMBER: Element = Element::MoveNumber(MoveNumber {
    span: Span::new(0, 0),
    number: 0,
    dots: Dots::One,
});

/// The state of the plain reading of a movetext: the count of moves, as the rules keep it.
struct PlainMovetext<'a> {
    text: &'a str,
    /// Where the move numbers start.
    start: NumberingStart,
    /// The moves counted so far.
    moves_before: u32,
    /// A move number was read and its move not yet.
    number_pending: bool,
    /// Every move so far numbered as [`PlainFacts::standard_numbering`] says.
    standard_numbering: bool,
    /// The comment read before the result, if any.
    final_comment: Option<Comment>,
}

impl<'a> PlainMovetext<'a> {
    fn new(text: &'a str, numbering: Option<NumberingStart>) -> Self {
        Self {
            text,
            start: numbering.unwrap_or(NumberingStart::WHITE_FROM_ONE),
            moves_before: 0,
            number_pending: false,
            standard_numbering: true,
            final_comment: None,
        }
    }

    /// Reads elements from byte `at` (after the tag section's last line end) up to the result,
    /// writing them to `movetext`. `None` at anything the plain reading does not accept.
    fn read(
        &mut self,
        mut at: usize,
        movetext: &mut impl MainLineWriter,
    ) -> Option<TerminationMarker> {
        let bytes = self.text.as_bytes();
        loop {
            at = self.read_whole_moves(after_white_space(bytes, at), movetext);
            // Most words are a move of four digits and white space: read without counting the
            // run of digits first.
            if let Some(digits) = four_digit_move(bytes, at) {
                self.count_move();
                movetext.write_numeric_move(at, at + 4, digits);
                // The white space after it too: the loop would skip it next.
                at += 5;
                continue;
            }
            let first = *bytes.get(at)?;
            if (b'1'..=b'9').contains(&first) {
                // The run of digits: a move number of one or two (`7.`, `12.`) seen at once.
                let run = match (bytes.get(at + 1), bytes.get(at + 2)) {
                    (Some(b'.'), _) => 1,
                    (Some(b'0'..=b'9'), Some(b'.')) => 2,
                    _ => bytes[at..]
                        .iter()
                        .take_while(|b| b.is_ascii_digit())
                        .count(),
                };
                let end = at + run;
                // No line that starts with these is a date line of pasted text (`12.03.2019`),
                // which the rules look for in column 1: a date has `.`, `/` or `-` and a digit
                // after its first digits.
                match (run, bytes.get(end)) {
                    (4 | 5, next) if next.is_none_or(|&b| ends_a_word(b)) => {
                        let digits = plain_numeric_digits(&bytes[at..end])?;
                        self.count_move();
                        movetext.write_numeric_move(at, end, digits);
                        at = end;
                        continue;
                    }
                    (1..=3, Some(b'.')) => {
                        let number = self.white_move_number(at, end)?;
                        movetext.write_move_number(at, end, number);
                        // The period and the white space after it (`white_move_number` saw it).
                        at = end + 2;
                        continue;
                    }
                    _ => {}
                }
            }
            if first == b'{' {
                return self.final_comment(at);
            }
            return self.termination(at);
        }
    }

    /// The brace comment opened at `at` and the result after it, as the rules read them when
    /// nothing else comes between the comment and the result (`{ Game drawn by mutual agreement
    /// } 1/2-1/2`, one game in 24 of the bench). `None` for a comment holding a `{` or a
    /// `[` (the rules decide where such a comment ends, and `[%` starts a command), for one
    /// never closed, and after a move number still waiting for its move.
    fn final_comment(&mut self, at: usize) -> Option<TerminationMarker> {
        let bytes = self.text.as_bytes();
        let body = at + 1;
        // The first of the three, not the `}` alone: a search never runs past the next game's
        // tag pairs.
        let close = body + memchr::memchr3(b'}', b'{', b'[', &bytes[body..])?;
        if bytes[close] != b'}' {
            return None;
        }
        // `None` after a move number still waiting for its move, as without the comment.
        let termination = self.termination(after_white_space(bytes, close + 1))?;
        // The node `comments::comment_node` builds, written here: that module names the game
        // parser, which names this one (the modules form no cycle).
        self.final_comment = Some(Comment {
            span: Span::from_bounds(at, close + 1),
            kind: CommentKind::Brace,
            text: self.text[body..close].to_string(),
            // A command starts with `[%`: the text has no `[`.
            commands: Vec::new(),
            terminated: true,
        });
        Some(termination)
    }

    /// Reads whole moves of the standard form from `at` for as long as they come, White to
    /// move and no number read before: the number the count expects with its period, White's
    /// move and Black's (four digits each), each followed by one byte of white space, then any
    /// white space. Returns where it stopped, from where the loop of [`Self::read`] goes on;
    /// what it read, that loop reads the same way, one word a turn, with the count kept in
    /// `self` (here it is kept in locals: 16% fewer instructions for `--syntax-only` on the
    /// bench).
    fn read_whole_moves(&mut self, mut at: usize, movetext: &mut impl MainLineWriter) -> usize {
        let bytes = self.text.as_bytes();
        let (mut number, black) = self.start.move_at(self.moves_before);
        if black || self.number_pending {
            return at;
        }
        let mut moves = self.moves_before;
        while let Some(period) = number_at(bytes, at, number)
            && let white = period + 2
            && let Some(white_digits) = four_digit_move(bytes, white)
            && let black = white + 5
            && let Some(black_digits) = four_digit_move(bytes, black)
        {
            movetext.write_move_number(at, period, number);
            movetext.write_numeric_move(white, white + 4, white_digits);
            movetext.write_numeric_move(black, black + 4, black_digits);
            moves += 2;
            number += 1;
            at = after_white_space(bytes, black + 5);
        }
        self.moves_before = moves;
        at
    }

    /// Counts a numeric move the plain reading took, and whether it is numbered as the
    /// standard form wants.
    fn count_move(&mut self) {
        let (_, black) = self.start.move_at(self.moves_before);
        self.standard_numbering &= if black {
            self.moves_before > 0
        } else {
            self.number_pending
        };
        self.number_pending = false;
        self.moves_before += 1;
    }

    /// The number of White's move number of the digits `start..end` (1 to 3 of them, the first
    /// not 0) and the period at `end`, followed by white space: accepted when it is the number
    /// the count expects, for White, and the move of the number before it was read.
    fn white_move_number(&mut self, start: usize, end: usize) -> Option<u32> {
        let bytes = self.text.as_bytes();
        if !bytes.get(end + 1).is_some_and(|&b| ends_a_word(b)) || self.number_pending {
            return None;
        }
        // One to three digits, the first not 0 (the loop reads only such a run as a number).
        let number = bytes[start..end]
            .iter()
            .fold(0, |n, digit| n * 10 + u32::from(digit - b'0'));
        let (expected, black) = self.start.move_at(self.moves_before);
        if number != expected || black {
            return None;
        }
        self.number_pending = true;
        Some(number)
    }

    /// The standard result at `at`, ending its line, with no move number left without its move,
    /// and only white space after it up to the next game start or the end of the text.
    fn termination(&self, at: usize) -> Option<TerminationMarker> {
        let bytes = self.text.as_bytes();
        // Never at offset 0: a tag pair came before.
        let line_start = matches!(bytes[at - 1], b'\n' | b'\r');
        let rest = &bytes[at..];
        let result = [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Unknown,
        ]
        .into_iter()
        .find(|r| rest.starts_with(r.as_str().as_bytes()))?;
        let end = at + result.as_str().len();
        if self.number_pending || !matches!(bytes.get(end), None | Some(b'\n' | b'\r')) {
            return None;
        }
        // In column 1 a result may look like the start of a date (`1-0`, `1/2`): the rules ask
        // whether the line is pasted text.
        if line_start
            && paste::may_start_date(bytes, at)
            && paste::pasted_at(self.text, at, paste::place_after(self.text, at, None)).is_some()
        {
            return None;
        }
        let next = after_ascii_spaces(bytes, end);
        if next < bytes.len() && !is_game_start(bytes, next) {
            // Text after the result (a signature, a closing tag) belongs to the game.
            return None;
        }
        Some(TerminationMarker {
            span: Span::from_bounds(at, end),
            result,
            standard: true,
        })
    }
}

/// The first byte from `at` on that is not white space between the words of a movetext
/// (`after_ascii_spaces`'s, written out here: in the hottest loop of the plain reading, the
/// call cost ~2% more instructions).
#[inline]
fn after_white_space(bytes: &[u8], mut at: usize) -> usize {
    while let Some(&b) = bytes.get(at)
        && b <= b' '
        && matches!(b, b' ' | b'\n' | b'\r' | b'\t' | 0x0B | 0x0C)
    {
        at += 1;
    }
    at
}

/// Where the period is when White's move number `number` (1 to 999, in decimal without a
/// leading zero) stands at `at`, followed by its period and a byte that ends a word.
#[inline]
fn number_at(bytes: &[u8], at: usize, number: u32) -> Option<usize> {
    let digits = match number {
        1..=9 => 1,
        10..=99 => 2,
        100..=999 => 3,
        _ => return None,
    };
    let period = at + digits;
    let written = bytes.get(at..period)?;
    let value = written
        .iter()
        .fold(0, |n, &digit| n * 10 + u32::from(digit.wrapping_sub(b'0')));
    let digits_only = written.iter().all(u8::is_ascii_digit);
    (digits_only
        && value == number
        && bytes.get(period) == Some(&b'.')
        && bytes.get(period + 1).is_some_and(|&b| ends_a_word(b)))
    .then_some(period)
}

/// The digits of a numeric move of four digits at `at` followed by a byte that ends a word
/// (the test of [`plain_numeric_digits`]).
#[inline]
fn four_digit_move(bytes: &[u8], at: usize) -> Option<[u8; 5]> {
    match bytes.get(at..at + 5)? {
        &[a, b, c, d, after] if ends_a_word(after) => plain_numeric_digits(&[a, b, c, d]),
        _ => None,
    }
}

/// Whether `byte` ends a move or a move number for the plain reading: a space, a tab or a line
/// end (a word ended otherwise is left to the rules).
fn ends_a_word(byte: u8) -> bool {
    matches!(byte, b' ' | b'\n' | b'\r' | b'\t')
}

/// Where the plain reading writes the elements of a main line: the tree's elements
/// (`Vec<Element>`) or the compact elements of a [`PlainMainLine`] (`Vec<PlainElement>`).
pub(super) trait MainLineWriter {
    /// White's move number of the digits `start..end` (byte offsets), with its period at `end`.
    fn write_move_number(&mut self, start: usize, end: usize, number: u32);
    /// The numeric move of the digits `start..end` (byte offsets), their values `digits` (from
    /// [`plain_numeric_digits`]).
    fn write_numeric_move(&mut self, start: usize, end: usize, digits: [u8; 5]);
    /// Forgets what was written (the plain reading gave the game up).
    fn forget(&mut self);
}

impl MainLineWriter for Vec<Element> {
    /// [`PLAIN_MOVE_NUMBER`] pushed, its fields written in place, as for moves.
    fn write_move_number(&mut self, start: usize, end: usize, number: u32) {
        if let Element::MoveNumber(pushed) = self.push_mut(PLAIN_MOVE_NUMBER) {
            pushed.span = Span::from_bounds(start, end + 1);
            pushed.number = number;
        }
    }

    /// [`PLAIN_MOVE`] pushed, its fields written in place. Built apart and moved in, an
    /// element was written to the stack field by field and read back 16 bytes at a time, a
    /// read the processor cannot forward from the narrower writes: it waited on every element
    /// (4-6% of a check of the bench).
    fn write_numeric_move(&mut self, start: usize, end: usize, digits: [u8; 5]) {
        let [a, b, c, e, promotion] = digits;
        if let Element::Move(pushed) = self.push_mut(PLAIN_MOVE) {
            pushed.span = Span::from_bounds(start, end);
            if let MoveKind::Numeric(numeric) = &mut pushed.kind {
                numeric.from.span = Span::new(start, 2);
                numeric.from.file = a;
                numeric.from.rank = b;
                numeric.to.span = Span::new(start + 2, 2);
                numeric.to.file = c;
                numeric.to.rank = e;
                if promotion != 0 {
                    numeric.promotion = Some(PromotionDigit {
                        span: Span::new(start + 4, 1),
                        digit: promotion,
                    });
                }
            }
        }
    }

    fn forget(&mut self) {
        self.clear();
    }
}

/// What the plain reading writes a compact main line into: its elements, and the hash of its
/// moves taken as they are read, when asked for ([`ParseOptions::hash_moves`]).
#[derive(Debug, Default)]
pub(super) struct CompactWriter {
    pub(super) elements: Vec<PlainElement>,
    pub(super) moves: Option<MovesHash>,
}

impl MainLineWriter for CompactWriter {
    fn write_move_number(&mut self, start: usize, end: usize, number: u32) {
        self.elements.push(PlainElement::WhiteMoveNumber {
            span: Span::from_bounds(start, end + 1),
            number,
        });
    }

    fn write_numeric_move(&mut self, start: usize, end: usize, digits: [u8; 5]) {
        self.elements.push(PlainElement::NumericMove {
            span: Span::from_bounds(start, end),
            digits,
        });
        if let Some(moves) = &mut self.moves {
            moves.numeric(digits);
        }
    }

    fn forget(&mut self) {
        self.elements.clear();
        self.moves = self.moves.map(|_| MovesHash::default());
    }
}

/// A hash of a main line's moves in order (for the `duplicate-game` key): each move one word,
/// a numeric move's five digit values ([`MovesHash::numeric`]) or another move's text hashed
/// ([`MovesHash::text`]). The plain reading takes the moves of a compact main line as it reads
/// them, so that the key needs no second pass over them; the tree's moves give the same hash.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct MovesHash {
    hash: u64,
    moves: usize,
}

impl MovesHash {
    /// rustc-hash's multiplier (an odd number with well mixed bits).
    const MULTIPLIER: u64 = 0xf135_7aea_2e62_a9c5;

    /// Takes a numeric move's digit values (from-file, from-rank, to-file, to-rank, promotion
    /// digit; the fifth 0 without one).
    #[inline]
    pub(crate) fn numeric(&mut self, [a, b, c, d, e]: [u8; 5]) {
        self.word(u64::from_le_bytes([a, b, c, d, e, 0, 0, 0]));
    }

    /// Takes a move written as text (SAN, a coordinate move, a move of the wrong length): its
    /// hash with the top bit set, so that it is never a numeric move's word.
    pub(crate) fn text(&mut self, text: &str) {
        let mut hasher = rustc_hash::FxHasher::default();
        std::hash::Hasher::write(&mut hasher, text.as_bytes());
        self.word(std::hash::Hasher::finish(&hasher) | 1 << 63);
    }

    /// Takes a move as one word of another layer's making (a layer whose words are never
    /// mixed with digits or texts in one hash).
    #[inline]
    pub(crate) fn word(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(26) ^ word).wrapping_mul(Self::MULTIPLIER);
        self.moves += 1;
    }

    /// The hash of the moves taken.
    pub(crate) fn hash(self) -> u64 {
        self.hash
    }

    /// How many moves were taken.
    pub(crate) fn moves(self) -> usize {
        self.moves
    }
}

/// One element of a main line the plain reading read, in 16 bytes instead of the tree's
/// [`Element`]: what [`PlainMainLine::elements`] builds the tree's element from. Spans are
/// byte offsets into the text parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlainElement {
    /// White's move number `N.`: its bytes (first digit to period) and its number.
    WhiteMoveNumber {
        /// From the first digit to the period.
        span: Span,
        /// The number.
        number: u32,
    },
    /// A numeric move without a separator: its 4 or 5 digits' bytes and values (from-file,
    /// from-rank, to-file, to-rank, promotion digit; the fifth 0 without one).
    NumericMove {
        /// The digits' bytes.
        span: Span,
        /// The digits' values.
        digits: [u8; 5],
    },
}

const _: () = assert!(size_of::<PlainElement>() <= 16);

impl PlainElement {
    /// The element's bytes.
    fn span(self) -> Span {
        match self {
            PlainElement::WhiteMoveNumber { span, .. } | PlainElement::NumericMove { span, .. } => {
                span
            }
        }
    }
}

/// The main line of a game the plain reading read, kept compact instead of as the tree's
/// elements (which take 96 bytes each and a walk to drop): asked for with
/// [`ParseOptions::compact_main_line`], by a front end that needs the elements only where its
/// check cannot do without them ([`crate::check::CheckOptions::keep_movetext`]). Its
/// [`PlainMainLine::elements`] are the elements the tree would have had.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlainMainLine {
    elements: Vec<PlainElement>,
    moves: usize,
    /// The hash of the moves, taken as they were read (when asked for).
    moves_hash: Option<MovesHash>,
    /// The comment after the last move ([`PlainGame::final_comment`]).
    final_comment: Option<Comment>,
}

impl PlainMainLine {
    /// The main line the plain reading wrote (`moves` moves), and the comment it read after
    /// them.
    pub(super) fn of(written: CompactWriter, moves: usize, final_comment: Option<Comment>) -> Self {
        let CompactWriter {
            elements,
            moves: moves_hash,
        } = written;
        debug_assert_eq!(
            moves,
            elements
                .iter()
                .filter(|e| matches!(e, PlainElement::NumericMove { .. }))
                .count()
        );
        debug_assert!(moves_hash.is_none_or(|hash| hash.moves() == moves));
        Self {
            elements,
            moves,
            moves_hash,
            final_comment,
        }
    }

    /// The hash of the moves ([`MovesHash`]): taken as the plain reading read them when
    /// [`ParseOptions::hash_moves`] asked for it, else computed now.
    pub(crate) fn moves_hash(&self) -> MovesHash {
        self.moves_hash.unwrap_or_else(|| {
            let mut hash = MovesHash::default();
            for (_, digits) in self.moves() {
                hash.numeric(digits);
            }
            hash
        })
    }

    /// How many moves the main line has.
    pub fn move_count(&self) -> usize {
        self.moves
    }

    /// The bytes of the first element (a move number, a move, or the comment before the
    /// result), as `movetext.first()` of the tree would give them; `None` for a main line
    /// without elements.
    pub fn first_element_span(&self) -> Option<Span> {
        match self.elements.first() {
            Some(element) => Some(element.span()),
            None => self.final_comment.as_ref().map(|comment| comment.span),
        }
    }

    /// The moves in order: each one's bytes (4 or 5 digits) and digit values (see
    /// [`PlainElement::NumericMove`]): the square digits are 1-8 and the promotion digit 1-4
    /// (0 without one), since the plain reading reads no other.
    pub fn moves(&self) -> impl Iterator<Item = (Span, [u8; 5])> + '_ {
        self.elements.iter().filter_map(|element| match *element {
            PlainElement::NumericMove { span, digits } => Some((span, digits)),
            PlainElement::WhiteMoveNumber { .. } => None,
        })
    }

    /// The numeric move of the tree for a numeric move written without a separator: its bytes
    /// `span` (4 or 5 digits, the digit spans follow from its start) and `digits` (as
    /// [`PlainMainLine::moves`] gives them).
    pub fn numeric_move_of(span: Span, digits: [u8; 5]) -> NumericMove {
        let [a, b, c, e, promotion] = digits;
        let start = span.offset();
        NumericMove {
            from: SquareDigits {
                span: Span::new(start, 2),
                file: a,
                rank: b,
            },
            to: SquareDigits {
                span: Span::new(start + 2, 2),
                file: c,
                rank: e,
            },
            promotion: (promotion != 0).then(|| PromotionDigit {
                span: Span::new(start + 4, 1),
                digit: promotion,
            }),
            separator: None,
            spaced: false,
        }
    }

    /// The elements of the tree's main line, as the plain reading writes them into a
    /// [`Game::movetext`](super::ast::Game::movetext).
    pub fn elements(&self) -> Vec<Element> {
        let mut movetext =
            Vec::with_capacity(self.elements.len() + usize::from(self.final_comment.is_some()));
        for element in &self.elements {
            match *element {
                PlainElement::WhiteMoveNumber { span, number } => {
                    movetext.write_move_number(span.offset(), span.end() - 1, number);
                }
                PlainElement::NumericMove { span, digits } => {
                    movetext.write_numeric_move(span.offset(), span.end(), digits);
                }
            }
        }
        if let Some(comment) = &self.final_comment {
            movetext.push(Element::Comment(comment.clone()));
        }
        movetext
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::options::NumberingOf;
    use crate::syntax::parse;
    use proptest::prelude::*;
    use rstest::rstest;

    proptest! {
        /// The fast path reads every tag pair it accepts as the rules do, with no diagnostic.
        #[test]
        fn plain_tag_pair_is_tag_pair(text in "\\[[A-Za-z0-9_é ]{0,6} ?\"[^\"\\\\\n]{0,20}\"?\\]? ?") {
            if let Some((tag, end)) = plain_tag_pair(&text, 0) {
                let parsed = parse(&text);
                prop_assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
                prop_assert_eq!(&parsed.transcript.games[0].tags, &vec![tag]);
                prop_assert_eq!(end, text.trim_end().len());
            }
        }

        /// The word-at-a-time search of the closing quote finds what a byte loop finds, on
        /// values shorter and longer than a word with the bytes it stops at anywhere.
        #[test]
        fn value_end_is_the_byte_loop(value in "[a-zé\"\\\\\r\n ]{0,30}", start in 0usize..3) {
            let bytes = value.as_bytes();
            let start = start.min(bytes.len());
            let by_bytes = bytes[start..]
                .iter()
                .position(|b| matches!(b, b'"' | b'\\' | b'\n' | b'\r'))
                .map(|i| start + i)
                .filter(|&i| bytes[i] == b'"');
            prop_assert_eq!(value_end(bytes, start), by_bytes);
        }
    }

    /// The test of the digits as the rules state it, one digit at a time.
    fn digits_one_by_one(digits: &[u8]) -> Option<[u8; 5]> {
        let values: Vec<u8> = digits.iter().map(|d| d.wrapping_sub(b'0')).collect();
        let square = |x: u8| (1..=8).contains(&x);
        let promotion = values.get(4).copied();
        let valid = values.len() >= 4
            && values[..4].iter().all(|&x| square(x))
            && (values[0], values[1]) != (values[2], values[3])
            && promotion.is_none_or(|p| (1..=4).contains(&p));
        valid.then(|| {
            [
                values[0],
                values[1],
                values[2],
                values[3],
                promotion.unwrap_or(0),
            ]
        })
    }

    #[test]
    fn the_word_test_of_the_digits_is_the_test_one_by_one() {
        let mut words: Vec<Vec<u8>> = Vec::new();
        for n in 0..100_000u32 {
            let five = format!("{n:05}").into_bytes();
            words.push(five[1..].to_vec());
            words.push(five);
        }
        // Every byte in every place, the other digits those of a legal move (`5254`, `27281`).
        for at in 0..5 {
            for byte in 0..=u8::MAX {
                let mut word = b"27281".to_vec();
                word[at] = byte;
                words.push(word.clone());
                if at < 4 {
                    words.push(word[..4].to_vec());
                }
            }
        }
        for word in &words {
            assert_eq!(
                plain_numeric_digits(word),
                digits_one_by_one(word),
                "{word:?}"
            );
        }
    }

    const TAGS: &str = "[Event \"ch-UZB 2014\"]\n[White \"Abdusattorov,N\"]\n\n";

    /// A tag `Start` naming the number of the first move, followed by `b` when it is Black's.
    fn numbering_of_start_tag(tags: &[TagPair]) -> Option<NumberingStart> {
        let value = tags.iter().find(|t| t.name == "Start")?.value.as_str();
        let (number, black) = match value.strip_suffix('b') {
            Some(number) => (number, true),
            None => (value, false),
        };
        Some(NumberingStart {
            number: number.parse().ok()?,
            black,
        })
    }

    fn read(text: &str, numbering: NumberingOf) -> Option<(PlainGame, Vec<Element>)> {
        let mut movetext = Vec::new();
        let options = ParseOptions::default().with_numbering(numbering);
        let game = plain_game(text, 0, options, 0, &mut movetext);
        if game.is_none() {
            assert!(movetext.is_empty(), "elements left after giving up");
        }
        game.map(|g| (g, movetext))
    }

    #[rstest]
    #[case::archive_game(
        "1. 5254 5755 2. 7163 2836\n3. 6125 1-0\n\n[Event \"next\"]",
        8,
        8,
        "1-0"
    )]
    #[case::crlf("1. 5254 5755\r\n2. 7163 0-1\r\n", 5, 8, "0-1")]
    #[case::number_ends_a_line("1.\n5254 5755 2.\n7163 *", 5, 5, "*")]
    #[case::result_in_column_one("1. 5254 5755\n1/2-1/2\n", 3, 0, "1/2-1/2")]
    #[case::promotion("1. 27281 2122 2. 1213 *", 5, 22, "*")]
    #[case::no_moves("*", 0, 0, "*")]
    fn archive_games_are_read_plainly(
        #[case] movetext: &str,
        #[case] elements: usize,
        #[case] result_column: usize,
        #[case] result: &str,
    ) {
        let text = format!("{TAGS}{movetext}");
        let (game, read) = read(&text, crate::syntax::numbering_from_one).expect("read plainly");
        assert_eq!(game.tags.len(), 2);
        assert_eq!(read.len(), elements);
        let span = game.termination.span;
        assert_eq!(span.text(&text), Some(result));
        let line_start = text[..span.offset()].rfind('\n').map_or(0, |n| n + 1);
        assert_eq!(span.offset() - line_start, result_column);
    }

    #[test]
    fn the_count_starts_where_the_tags_say() {
        let text = "[Start \"12\"]\n\n12. 5254 5755 13. 7163 *";
        let (game, elements) = read(text, numbering_of_start_tag).expect("read plainly");
        assert_eq!(
            game.numbering,
            Some(NumberingStart {
                number: 12,
                black: false
            })
        );
        assert!(matches!(&elements[3], Element::MoveNumber(n) if n.number == 13));
        // Black's first move is numbered `12...`, which the rules read.
        assert!(read("[Start \"12b\"]\n\n12... 5755 *", numbering_of_start_tag).is_none());
    }

    #[rstest]
    #[case::comment("1. 5254 {good} 5755 *")]
    #[case::variation("1. 5254 (1. 4244) 5755 *")]
    #[case::nag("1. 5254 $1 5755 *")]
    #[case::check_mark("1. 5254+ 5755 *")]
    #[case::black_number("1. 5254 1... 5755 *")]
    #[case::wrong_number("1. 5254 5755 3. 7163 *")]
    #[case::number_without_move("1. 5254 5755 2. *")]
    #[case::two_numbers("1. 2. 5254 *")]
    #[case::square_out_of_range("1. 5259 5755 *")]
    #[case::same_squares("1. 5252 5755 *")]
    #[case::promotion_digit("1. 27285 *")]
    #[case::wrong_length("1. 525 5755 *")]
    #[case::separator("1. 52-54 5755 *")]
    #[case::no_result("1. 5254 5755")]
    #[case::text_after_result("1. 5254 1-0 Sent from my phone")]
    #[case::space_after_result("1. 5254 1-0 \n")]
    #[case::line_after_result("1. 5254 1-0\nRegards\n")]
    #[case::game_without_blank_line("1. 5254 1-0\n[Event \"next\"]\n")]
    #[case::date_line("1. 5254 5755\n12.03.2019 2. 7163 *")]
    #[case::nonstandard_result("1. 5254 ½-½")]
    #[case::non_ascii_space("1. 5254\u{a0}5755 *")]
    fn anything_else_is_left_to_the_rules(#[case] movetext: &str) {
        let text = format!("{TAGS}{movetext}");
        assert!(read(&text, crate::syntax::numbering_from_one).is_none());
    }

    fn tags_named(names: &[&str]) -> Vec<TagPair> {
        names
            .iter()
            .map(|name| {
                plain_tag_pair(&format!("[{name} \"v\"]"), 0)
                    .expect("a tag pair")
                    .0
            })
            .collect()
    }

    #[rstest]
    #[case::none(&["Event", "Site", "Date", "Round", "White", "Black", "Result"], false)]
    #[case::short_name_twice(&["Event", "Site", "Event"], true)]
    #[case::same_first_eight_bytes(&["WhiteTeamA", "WhiteTeamB", "WhiteTeam"], false)]
    #[case::long_name_twice(&["WhiteTeamA", "WhiteTeamB", "WhiteTeamA"], true)]
    #[case::prefix(&["White", "WhiteElo", "WhiteEloX"], false)]
    #[case::case_differs(&["white", "White"], false)]
    fn a_name_repeats_compares_whole_names(#[case] names: &[&str], #[case] repeats: bool) {
        assert_eq!(a_name_repeats(&tags_named(names)), repeats);
    }

    #[test]
    fn a_name_repeats_among_more_than_few_tags() {
        let names: Vec<String> = (0..=FEW_TAGS).map(|i| format!("Tag{i}")).collect();
        let mut names: Vec<&str> = names.iter().map(String::as_str).collect();
        assert!(!a_name_repeats(&tags_named(&names)));
        names.push("Tag3");
        assert!(a_name_repeats(&tags_named(&names)));
    }

    #[rstest]
    #[case::no_tags("1. 5254 *")]
    #[case::name_twice("[Event \"a\"]\n[Event \"b\"]\n\n1. 5254 *")]
    #[case::name_twice_apart("[Event \"a\"]\n[Site \"s\"]\n[Event \"b\"]\n\n1. 5254 *")]
    #[case::other_name_twice("[Event \"a\"]\n[Annotator \"x\"]\n[Annotator \"y\"]\n\n1. 5254 *")]
    #[case::line_end_in_long_value("[Event \"a long value of the\rtag pair\"]\n\n1. 5254 *")]
    #[case::backslash_in_long_value("[Event \"a long value of the\\tag pair\"]\n\n1. 5254 *")]
    #[case::lower_case_name("[event \"a\"]\n\n1. 5254 *")]
    #[case::escaped_quote("[Event \"a \\\"b\\\"\"]\n\n1. 5254 *")]
    #[case::space_after_tag("[Event \"a\"] \n\n1. 5254 *")]
    #[case::blank_line_between_tags("[Event \"a\"]\n\n[Site \"b\"]\n\n1. 5254 *")]
    #[case::comment_after_tags("[Event \"a\"]\n{note}\n1. 5254 *")]
    fn a_tag_section_not_one_to_a_line_is_left_to_the_rules(#[case] text: &str) {
        assert!(read(text, crate::syntax::numbering_from_one).is_none());
    }
}
