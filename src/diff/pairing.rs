//! Pairing the games of two files: by their order, or by their tags; and, for a game left
//! without a partner, the nearest game of the other file and the tags that differ.

use std::collections::{HashMap, VecDeque};

use super::compare::unknown;
use super::{Pairing, RecordedGame, TagDifference};

/// The pairs of games (0-based indices into the two slices) and the games left over.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Pairs {
    /// `(index in a, index in b)`, in the order of `a`.
    pub pairs: Vec<(usize, usize)>,
    /// The games of `a` without a partner.
    pub unpaired_a: Vec<usize>,
    /// The games of `b` without a partner.
    pub unpaired_b: Vec<usize>,
}

/// The tags games are paired by.
pub const PAIRING_TAGS: [&str; 4] = ["White", "Black", "Event", "Round"];

/// A pairing tag's value as games are paired by it: without case and spaces; empty when the tag
/// is missing or says it is unknown (`?`, as `iccf convert --to pgn` writes the missing tags of
/// the Seven Tag Roster).
fn pairing_value(game: &RecordedGame, name: &str) -> String {
    let value = game.game.tag(name).unwrap_or("").trim();
    if unknown(value) {
        return String::new();
    }
    value
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The pairing key of a game: its four tags as [`pairing_value`] reads them; `None` when it has
/// none of them.
fn tag_key(game: &RecordedGame) -> Option<Vec<String>> {
    let key: Vec<String> = PAIRING_TAGS
        .iter()
        .map(|name| pairing_value(game, name))
        .collect();
    key.iter().any(|v| !v.is_empty()).then_some(key)
}

/// The tags of [`PAIRING_TAGS`] that keep two games from pairing by tags, as written (empty for
/// a missing tag): `a` is a game of file A, `b` one of file B.
///
/// # Examples
///
/// ```
/// use iccf::diff::{pairing_differences, read_games};
/// use iccf::syntax::Notation;
///
/// let a = read_games("[White \"A\"]\n[Black \"B\"]\n[Round \"1\"]\n\n1. e4 *", Notation::Auto);
/// let b = read_games("[White \"A\"]\n[Black \"C\"]\n[Event \"?\"]\n\n1. e4 *", Notation::Auto);
/// let differ = pairing_differences(&a[0], &b[0]);
/// let names: Vec<_> = differ.iter().map(|t| (t.name, t.a.as_str(), t.b.as_str())).collect();
/// assert_eq!(names, [("Black", "B", "C"), ("Round", "1", "")]);
/// ```
pub fn pairing_differences(a: &RecordedGame, b: &RecordedGame) -> Vec<TagDifference> {
    PAIRING_TAGS
        .iter()
        .filter(|name| pairing_value(a, name) != pairing_value(b, name))
        .map(|&name| TagDifference {
            name,
            a: a.game.tag(name).unwrap_or("").trim().to_string(),
            b: b.game.tag(name).unwrap_or("").trim().to_string(),
        })
        .collect()
}

/// The game of `others` nearest to `game` by the pairing tags, for saying why `game` found no
/// partner: among `candidates` (indices into `others`, the games still unpaired first), the one
/// with the most pairing tags the same (at least one, and not only unknown ones), the one at
/// the same place in its file on a tie, else the first.
pub fn nearest(
    game: &RecordedGame,
    others: &[RecordedGame],
    candidates: &[usize],
) -> Option<usize> {
    let mine: Vec<String> = PAIRING_TAGS
        .iter()
        .map(|name| pairing_value(game, name))
        .collect();
    let same = |other: &RecordedGame| {
        PAIRING_TAGS
            .iter()
            .zip(&mine)
            .filter(|(name, value)| !value.is_empty() && pairing_value(other, name) == **value)
            .count()
    };
    candidates
        .iter()
        .map(|&k| (same(&others[k]), others[k].index == game.index, k))
        .filter(|&(count, ..)| count > 0)
        .max_by_key(|&(count, same_place, k)| (count, same_place, std::cmp::Reverse(k)))
        .map(|(.., k)| k)
}

/// Pairs the games of `a` with those of `b`.
///
/// # Examples
///
/// ```
/// use iccf::diff::{Pairing, pair, read_games};
/// use iccf::syntax::Notation;
///
/// let a = read_games("[White \"A\"]\n[Black \"B\"]\n\n1. e4 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 *", Notation::Auto);
/// let b = read_games("[White \"C\"]\n[Black \"D\"]\n\n1. 4244 *\n\n[White \"A\"]\n[Black \"B\"]\n\n1. 5254 *", Notation::Auto);
/// assert_eq!(pair(&a, &b, Pairing::Tags).pairs, vec![(0, 1), (1, 0)]);
/// assert_eq!(pair(&a, &b, Pairing::Index).pairs, vec![(0, 0), (1, 1)]);
/// ```
pub fn pair(a: &[RecordedGame], b: &[RecordedGame], pairing: Pairing) -> Pairs {
    match pairing {
        Pairing::Index => {
            let common = a.len().min(b.len());
            Pairs {
                pairs: (0..common).map(|i| (i, i)).collect(),
                unpaired_a: (common..a.len()).collect(),
                unpaired_b: (common..b.len()).collect(),
            }
        }
        Pairing::Tags => {
            let mut waiting: HashMap<Vec<String>, VecDeque<usize>> = HashMap::new();
            for (j, game) in b.iter().enumerate() {
                if let Some(key) = tag_key(game) {
                    waiting.entry(key).or_default().push_back(j);
                }
            }
            let mut found = Pairs::default();
            let mut paired_b = vec![false; b.len()];
            for (i, game) in a.iter().enumerate() {
                let partner = tag_key(game)
                    .and_then(|key| waiting.get_mut(&key))
                    .and_then(VecDeque::pop_front);
                match partner {
                    Some(j) => {
                        paired_b[j] = true;
                        found.pairs.push((i, j));
                    }
                    None => found.unpaired_a.push(i),
                }
            }
            found.unpaired_b = (0..b.len()).filter(|&j| !paired_b[j]).collect();
            found
        }
    }
}
