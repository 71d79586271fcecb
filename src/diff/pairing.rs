//! Pairing the games of two files: by their order, or by their tags.

use std::collections::{HashMap, VecDeque};

use super::{Pairing, RecordedGame};

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
const PAIRING_TAGS: [&str; 4] = ["White", "Black", "Event", "Round"];

/// The pairing key of a game: its four tags without case and spaces; `None` when it has none of
/// them.
fn tag_key(game: &RecordedGame) -> Option<Vec<String>> {
    let key: Vec<String> = PAIRING_TAGS
        .iter()
        .map(|name| {
            game.game
                .tag(name)
                .unwrap_or("")
                .chars()
                .filter(|c| !c.is_whitespace())
                .flat_map(char::to_lowercase)
                .collect()
        })
        .collect();
    key.iter().any(|v| !v.is_empty()).then_some(key)
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
