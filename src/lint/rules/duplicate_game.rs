//! `duplicate-game` (L006): a game with the same main-line moves, the same result and the same
//! Seven Tag Roster as an earlier game of the input (this file or an earlier file of the run).
//!
//! Only a 64-bit hash of each game (and the length of what was hashed) is kept, with where the
//! game was, never the game itself, so that archives of any size stream through (about 45 bytes
//! a distinct game: 5 in the hash table, which keeps up to half of its room free, 8 for the hash
//! and 24 for where the game was). The key ([`GameKey`]) is computed on any thread; whether it
//! was seen before is decided in input order ([`Index::record`]), so that checking on several
//! threads finds the same copies as checking on one.

use std::hash::Hasher;

use hashbrown::HashTable;
use rustc_hash::FxHasher;

use super::{Context, RESULT_TAG};
use crate::board::replayed_move_word;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::span::Span;
use crate::syntax::ast::{GameResult, MoveKind, trimmed_tag_value};
use crate::syntax::{MovesHash, PlainMainLine};

/// What identifies a game for `duplicate-game`, and where its head is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameKey {
    /// The hash of the roster values, the result and the main-line moves.
    hash: u64,
    /// How many bytes were hashed (a second, independent check against collisions).
    len: u32,
    /// The span standing for the game (its first tag pair), in the text it was parsed from.
    head: Span,
}

impl GameKey {
    /// The key of the same game with its head moved `by` bytes later: the key of a game of a
    /// piece of a text (spans from the piece's start) in the whole text's offsets, so that a
    /// copy in another piece points at the first copy.
    #[must_use]
    pub fn shifted(self, by: usize) -> Self {
        Self {
            head: Span::new(self.head.offset() + by, self.head.len()),
            ..self
        }
    }
}

/// Where a game was first seen ([`Place`] in 24 bytes with its key's length: every game of a
/// run keeps one, and the memory they take is zeroed by the system page by page as it is first
/// written).
#[derive(Clone, Copy, Debug)]
struct First {
    source: u32,
    segment: u32,
    index: u32,
    head: Span,
    /// The key's count of bytes hashed ([`GameKey::len`]; its hash is in [`Index::hashes`]).
    len: u32,
}

impl First {
    /// `here` with the head and length of `key`; `None` past 2^32 sources, pieces or games of
    /// a source.
    fn at(here: Place, key: GameKey) -> Option<Self> {
        Some(First {
            source: u32::try_from(here.source).ok()?,
            segment: u32::try_from(here.segment).ok()?,
            index: u32::try_from(here.index).ok()?,
            head: key.head,
            len: key.len,
        })
    }
}

/// How many [`First`]s a block of [`Index::firsts`] holds (96 KiB; 32 KiB of hashes in
/// [`Index::hashes`]).
const FIRSTS_PER_BLOCK: usize = 4096;

/// The keys of the games seen so far.
#[derive(Debug, Default)]
pub(crate) struct Index {
    /// The place in `firsts` of each key seen, found by the key's hash: 4 bytes an entry (and
    /// hashbrown's control byte), so that the table, read at a random place for every game,
    /// stays in the processor's cache (118,548 games: 1.3 MiB; with the key in each entry it
    /// was 4.4 MiB, and its look-ups missing the cache cost 2% of a check).
    seen: HashTable<u32>,
    /// The hash of each key seen, by place, in blocks of [`FIRSTS_PER_BLOCK`]: what the table
    /// compares and rehashes by (8 bytes a key, read apart from the rest of [`First`]).
    hashes: Vec<Vec<u64>>,
    /// Where each key was first seen, in the order first seen, in blocks of
    /// [`FIRSTS_PER_BLOCK`]: a block is never moved, where a growing `Vec` copied its
    /// places into fresh memory at every doubling.
    firsts: Vec<Vec<First>>,
    /// How many places `firsts` holds.
    first_count: usize,
}

/// Where a game is: its source, the segment of the source (a piece read apart; spans of
/// different segments are not comparable), and its 1-based index in the source.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Place {
    pub source: usize,
    pub segment: usize,
    pub index: usize,
}

/// Separates fields of the hashed bytes (never a byte of UTF-8 text).
const SEPARATOR: u8 = 0xff;
/// Stands for a tag that is missing (never a byte of UTF-8 text).
const MISSING: u8 = 0xfe;

/// The key of the game of `context`, or `None` when it has no main-line move (empty games are
/// not duplicates of each other).
pub(crate) fn key(context: &Context) -> Option<GameKey> {
    let game = context.game;
    if !context.has_mainline_move() {
        return None;
    }
    let mut key = KeyHasher::default();
    // The first value of each roster tag (as `Game::tag`).
    for slot in 0..=RESULT_TAG {
        match context.known_tag(slot) {
            Some(tag) => key.bytes(trimmed_tag_value(&tag.value).as_bytes()),
            None => key.byte(MISSING),
        }
        key.byte(SEPARATOR);
    }
    key.byte(match game.termination.map(|t| t.result) {
        None => b'-',
        Some(GameResult::WhiteWins) => b'W',
        Some(GameResult::BlackWins) => b'B',
        Some(GameResult::Draw) => b'D',
        Some(GameResult::Unknown) => b'*',
    });
    match context.replay.filter(|r| r.mainline_complete()) {
        // The moves as replayed: `6762` and `67682` are the same move.
        Some(replay) => {
            key.byte(b'R');
            // One word a move: two moves a word made games that differ in Black's moves alone
            // copies (the fixture `lint/ok/L006-only-black-moves-differ.iccf`).
            let moves = context.replayed_moves.unwrap_or_else(|| {
                let mut moves = MovesHash::default();
                for m in &replay.mainline.moves {
                    moves.word(replayed_move_word(m.chess_move));
                }
                moves
            });
            key.moves(moves);
        }
        None => {
            key.byte(b'T');
            // The compact main line's were taken as they were read; the tree's give the same.
            let mut moves = context
                .main_line
                .map_or_else(MovesHash::default, PlainMainLine::moves_hash);
            for m in game.mainline_moves() {
                match &m.kind {
                    MoveKind::Numeric(n) => moves.numeric([
                        n.from.file,
                        n.from.rank,
                        n.to.file,
                        n.to.rank,
                        n.promotion.map_or(0, |p| p.digit),
                    ]),
                    MoveKind::WrongLength(t) | MoveKind::Null(t) => moves.text(t),
                    MoveKind::Coordinate(c) => moves.text(&c.text),
                    MoveKind::San(s) => moves.text(&s.text),
                }
            }
            key.moves(moves);
        }
    }
    Some(GameKey {
        hash: key.hasher.finish(),
        len: u32::try_from(key.len).unwrap_or(u32::MAX),
        head: context.game_head(),
    })
}

/// The hash of a game's fields, fed field by field (a replayed move is one word, not three
/// bytes pushed into a buffer first), and how many bytes the fields have.
#[derive(Default)]
struct KeyHasher {
    hasher: FxHasher,
    len: usize,
}

impl KeyHasher {
    fn bytes(&mut self, bytes: &[u8]) {
        self.hasher.write(bytes);
        self.len += bytes.len();
    }

    fn byte(&mut self, byte: u8) {
        self.hasher.write_u8(byte);
        self.len += 1;
    }

    /// The hash of the main line's moves and their count, as one word each (8 bytes a move in
    /// the count of bytes hashed).
    fn moves(&mut self, moves: MovesHash) {
        self.hasher.write_u64(moves.hash());
        self.hasher.write_usize(moves.moves());
        self.len += 8 * moves.moves();
    }
}

impl Index {
    /// Where the game of `key` was first seen, or `None` when no game had its key (then this
    /// one, at `here`, is recorded).
    fn first_of(&mut self, key: GameKey, here: Place) -> Option<First> {
        let Self {
            seen,
            hashes,
            firsts,
            first_count,
        } = self;
        let block_of = |place: u32| {
            (
                place as usize / FIRSTS_PER_BLOCK,
                place as usize % FIRSTS_PER_BLOCK,
            )
        };
        let hash_of = |place: &u32| {
            let (block, at) = block_of(*place);
            hashes[block][at]
        };
        let same_key = |place: &u32| {
            let (block, at) = block_of(*place);
            hashes[block][at] == key.hash && firsts[block][at].len == key.len
        };
        match seen.entry(key.hash, same_key, hash_of) {
            hashbrown::hash_table::Entry::Occupied(first) => {
                let (block, at) = block_of(*first.get());
                Some(firsts[block][at])
            }
            hashbrown::hash_table::Entry::Vacant(slot) => {
                // Past 2^32 keys (64 GiB of them), sources, pieces of a source or games of
                // a source, a game is no longer recorded.
                if let (Ok(place), Some(first)) =
                    (u32::try_from(*first_count), First::at(here, key))
                {
                    slot.insert(place);
                    if first_count.is_multiple_of(FIRSTS_PER_BLOCK) {
                        firsts.push(Vec::with_capacity(FIRSTS_PER_BLOCK));
                        hashes.push(Vec::with_capacity(FIRSTS_PER_BLOCK));
                    }
                    if let (Some(block), Some(block_hashes)) =
                        (firsts.last_mut(), hashes.last_mut())
                    {
                        block.push(first);
                        block_hashes.push(key.hash);
                    }
                    *first_count += 1;
                }
                None
            }
        }
    }

    /// Records the game `key` at `here`; the `duplicate-game` diagnostic when an earlier game had
    /// the same key. `sources` names the sources started so far. A copy in the same segment gets
    /// a label on the first copy; one elsewhere is named by its game number (and file).
    pub(crate) fn record(
        &mut self,
        key: GameKey,
        here: Place,
        sources: &[String],
    ) -> Option<Diagnostic> {
        let head = key.head;
        let first = self.first_of(key, here)?;
        let games = Args::new()
            .number("game", here.index)
            .number("first", first.index as usize);
        let diagnostic = if first.source as usize == here.source {
            let diagnostic =
                Diagnostic::from_catalogue(Code::DuplicateGame, head, "lint-duplicate-game", games)
                    .with_catalogue_label("lint-duplicate-game.label");
            if first.segment as usize == here.segment {
                diagnostic.with_catalogue_related(
                    first.head,
                    Message::new("lint-duplicate-game.related", Args::new()),
                )
            } else {
                diagnostic
            }
        } else {
            let (id, label, args) = match sources.get(first.source as usize) {
                Some(file) => (
                    "lint-duplicate-game-of-file",
                    "lint-duplicate-game-of-file.label",
                    games.text("file", file.as_str()),
                ),
                None => (
                    "lint-duplicate-game-of-earlier-file",
                    "lint-duplicate-game-of-earlier-file.label",
                    games,
                ),
            };
            Diagnostic::from_catalogue(Code::DuplicateGame, head, id, args)
                .with_catalogue_label(label)
        };
        Some(
            diagnostic
                .with_catalogue_help(vec![Message::new("lint-duplicate-game.help", Args::new())]),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    const GAME: &str = "[Event \"E\"]\n[White \"W\"]\n\n1. 5254 5755 1-0\n\n";

    /// The key reads the first of two tags of one name, as `Game::tag` does: a game that differs
    /// from another only in a second White tag is a copy of it.
    #[test]
    fn the_first_of_two_tags_of_one_name_counts() {
        let first = "[White \"W\"]\n[White \"X\"]\n\n1. 5254 5755 1-0\n\n";
        let second = "[White \"W\"]\n[White \"Y\"]\n\n1. 5254 5755 1-0\n\n";
        let third = "[White \"Z\"]\n[White \"W\"]\n\n1. 5254 5755 1-0\n\n";
        assert_eq!(
            found(&format!("{first}{second}"), Code::DuplicateGame).len(),
            1
        );
        assert_eq!(found(&format!("{first}{third}"), Code::DuplicateGame), []);
    }

    /// The places of the first copies are found across the blocks they are kept in: copies of
    /// the first and last game of a block and of the first of the next name the right game.
    #[test]
    fn first_copies_are_found_in_every_block() {
        use super::{FIRSTS_PER_BLOCK, GameKey, Index, Place};
        use crate::span::Span;
        let key = |n: usize| GameKey {
            hash: (n as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            len: 7,
            head: Span::new(n, 1),
        };
        let place = |index| Place {
            source: 0,
            segment: 1,
            index,
        };
        let mut index = Index::default();
        let games = 2 * FIRSTS_PER_BLOCK + 10;
        for n in 0..games {
            assert!(index.record(key(n), place(n + 1), &[]).is_none());
        }
        for n in [0, FIRSTS_PER_BLOCK - 1, FIRSTS_PER_BLOCK, games - 1] {
            let copy = index.record(key(n), place(games + 1), &[]).expect("a copy");
            assert_eq!(copy.related.len(), 1, "a label on the first copy");
            assert_eq!(copy.related[0].span, Span::new(n, 1), "game {n}");
        }
    }

    /// The table holds places alone: a key is the same only when both its hash and its length
    /// are, before and after the table grows (rehashed by the hashes kept apart).
    #[test]
    fn a_key_is_its_hash_and_its_length() {
        use super::{GameKey, Index, Place};
        use crate::span::Span;
        let key = |n: u64, len| GameKey {
            hash: n.wrapping_mul(0x9e37_79b9_7f4a_7c15),
            len,
            head: Span::new(usize::try_from(n).unwrap_or(0), 1),
        };
        let place = |index| Place {
            source: 0,
            segment: 1,
            index,
        };
        let mut index = Index::default();
        assert!(index.record(key(1, 7), place(1), &[]).is_none());
        assert!(
            index.record(key(1, 8), place(2), &[]).is_none(),
            "another length"
        );
        assert!(
            index.record(key(2, 7), place(3), &[]).is_none(),
            "another hash"
        );
        for n in 3..10_000 {
            assert!(
                index
                    .record(key(n, 7), place(n as usize + 1), &[])
                    .is_none()
            );
        }
        for (hash, len, first) in [(1, 7, 1), (1, 8, 2), (2, 7, 3), (9_999, 7, 10_000)] {
            let copy = index.record(key(hash, len), place(20_000), &[]);
            let copy = copy.expect("a copy after the table grew");
            assert_eq!(copy.related[0].span, Span::new(hash as usize, 1));
            assert_eq!(
                copy.message,
                format!("game 20000 is a copy of game {first}")
            );
        }
    }

    #[test]
    fn second_copy_is_reported() {
        let text = format!("{GAME}{GAME}");
        assert_eq!(
            found(&text, Code::DuplicateGame),
            [(6, 1, "game 2 is a copy of game 1".to_string())]
        );
    }

    #[test]
    fn different_tags_moves_or_result_are_different_games() {
        for other in [
            GAME.replace("\"W\"", "\"X\""),
            GAME.replace("5755", "4745"),
            GAME.replace("1-0", "0-1"),
        ] {
            assert_eq!(found(&format!("{GAME}{other}"), Code::DuplicateGame), []);
        }
    }

    #[test]
    fn comments_and_other_tags_do_not_count() {
        let annotated = GAME
            .replace("5755", "5755 { good }")
            .replace("[White", "[Annotator \"A\"]\n[White");
        assert_eq!(
            found(
                &format!("{GAME}{annotated}").to_string(),
                Code::DuplicateGame
            )
            .len(),
            1
        );
    }

    /// The games of `text` that are copies (L006), as their 1-based numbers, checked with the
    /// board (moves as replayed) or without it (moves as written).
    fn copies(text: &str, board: bool) -> Vec<usize> {
        let options = crate::check::CheckOptions::default().with_board(board);
        crate::check::check_games(text, options)
            .filter(|g| g.diagnostics.iter().any(|d| d.code == Code::DuplicateGame))
            .map(|g| g.index)
            .collect()
    }

    /// A game whose moves are those of another and one more or one fewer, or the same moves in
    /// another order, is another game, as written (`--syntax-only`) and as replayed; the same
    /// moves with comments and NAGs between them are a copy.
    #[rstest::rstest]
    fn other_moves_make_another_game(#[values(true, false)] board: bool) {
        let moves = ["5254", "5755", "7163", "2836", "6125", "7866", "5171"];
        let game = |moves: &[&str]| format!("[White \"W\"]\n\n{} *\n\n", moves.join(" "));
        for n in 1..moves.len() {
            let text = format!("{}{}", game(&moves[..n]), game(&moves[..=n]));
            assert_eq!(copies(&text, board), [0usize; 0], "{n} and {} moves", n + 1);
        }
        // Two moves swapped, at each place of the line.
        for i in 0..moves.len() - 2 {
            let mut other = moves;
            other.swap(i, i + 2);
            let text = format!("{}{}", game(&moves), game(&other));
            assert_eq!(copies(&text, board), [0usize; 0], "moves {i} and {}", i + 2);
        }
        let annotated = game(&moves).replace("7163", "7163 { a comment } $1");
        assert_eq!(copies(&format!("{}{annotated}", game(&moves)), board), [2]);
    }

    /// A move in another notation among numeric moves is hashed as its text, in its place.
    #[test]
    fn a_move_in_another_notation_is_apart_from_the_numeric_moves() {
        let game = |moves: &str| format!("[White \"W\"]\n\n{moves} *\n\n");
        let text = format!("{}{}", game("5254 Nf6 7163"), game("5254 7163 Nf6"));
        assert_eq!(copies(&text, false), [0usize; 0]);
        let text = format!("{}{}", game("5254 Nf6 7163"), game("5254 Nf6 7163"));
        assert_eq!(copies(&text, false), [2]);
    }

    #[test]
    fn short_and_long_promotion_are_the_same_move() {
        let long = "[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 57581 *\n\n";
        let short = "[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. 5751 *\n\n";
        assert_eq!(
            found(&format!("{long}{short}"), Code::DuplicateGame).len(),
            1
        );
    }
}
