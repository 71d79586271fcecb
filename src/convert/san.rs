//! Standard algebraic notation from shakmaty, written with English, localised or figurine piece
//! letters.
//!
//! The move, its disambiguation and its `+`/`#` come from shakmaty ([`SanPlus`]); this module
//! only chooses the letters. PGN files exchanged between programs must use the English letters
//! (PGN standard, section 8.2.3); the localised letters are those the PGN standard lists for
//! local presentation (section 17, "Alternative chesspiece identifier letters"), plus Russian,
//! whose letters are in the piece-names table of Wikipedia's "Chess piece" article.

use std::fmt;
use std::str::FromStr;

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, Position, Role};

use crate::board::ReplayedMove;

/// A language of piece letters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Language {
    /// English: K Q R B N (the only letters PGN files may use).
    #[default]
    English,
    /// Czech: K D V S J.
    Czech,
    /// Danish: K D T L S.
    Danish,
    /// Dutch: K D T L P.
    Dutch,
    /// Estonian: K L V O R.
    Estonian,
    /// Finnish: K D T L R.
    Finnish,
    /// French: R D T F C.
    French,
    /// German: K D T L S.
    German,
    /// Hungarian: K V B F H.
    Hungarian,
    /// Icelandic: K D H B R.
    Icelandic,
    /// Italian: R D T A C.
    Italian,
    /// Norwegian: K D T L S.
    Norwegian,
    /// Polish: K H W G S.
    Polish,
    /// Portuguese: R D T B C.
    Portuguese,
    /// Romanian: R D T N C.
    Romanian,
    /// Russian: Кр Ф Л С К.
    Russian,
    /// Spanish: R D T A C.
    Spanish,
    /// Swedish: K D T L S.
    Swedish,
}

impl Language {
    /// Every language, in the order of their codes.
    pub const ALL: &'static [Language] = &[
        Language::Czech,
        Language::Danish,
        Language::German,
        Language::English,
        Language::Spanish,
        Language::Estonian,
        Language::Finnish,
        Language::French,
        Language::Hungarian,
        Language::Icelandic,
        Language::Italian,
        Language::Dutch,
        Language::Norwegian,
        Language::Polish,
        Language::Portuguese,
        Language::Romanian,
        Language::Russian,
        Language::Swedish,
    ];

    /// The ISO 639-1 code: `en`, `de`, `fr`, ...
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Czech => "cs",
            Language::Danish => "da",
            Language::Dutch => "nl",
            Language::Estonian => "et",
            Language::Finnish => "fi",
            Language::French => "fr",
            Language::German => "de",
            Language::Hungarian => "hu",
            Language::Icelandic => "is",
            Language::Italian => "it",
            Language::Norwegian => "no",
            Language::Polish => "pl",
            Language::Portuguese => "pt",
            Language::Romanian => "ro",
            Language::Russian => "ru",
            Language::Spanish => "es",
            Language::Swedish => "sv",
        }
    }

    /// The English name of the language.
    pub const fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Czech => "Czech",
            Language::Danish => "Danish",
            Language::Dutch => "Dutch",
            Language::Estonian => "Estonian",
            Language::Finnish => "Finnish",
            Language::French => "French",
            Language::German => "German",
            Language::Hungarian => "Hungarian",
            Language::Icelandic => "Icelandic",
            Language::Italian => "Italian",
            Language::Norwegian => "Norwegian",
            Language::Polish => "Polish",
            Language::Portuguese => "Portuguese",
            Language::Romanian => "Romanian",
            Language::Russian => "Russian",
            Language::Spanish => "Spanish",
            Language::Swedish => "Swedish",
        }
    }

    /// The letters of king, queen, rook, bishop and knight, in that order.
    pub const fn letters(self) -> [&'static str; 5] {
        match self {
            Language::English => ["K", "Q", "R", "B", "N"],
            Language::Czech => ["K", "D", "V", "S", "J"],
            Language::Danish | Language::German | Language::Norwegian | Language::Swedish => {
                ["K", "D", "T", "L", "S"]
            }
            Language::Dutch => ["K", "D", "T", "L", "P"],
            Language::Estonian => ["K", "L", "V", "O", "R"],
            Language::Finnish => ["K", "D", "T", "L", "R"],
            Language::French => ["R", "D", "T", "F", "C"],
            Language::Hungarian => ["K", "V", "B", "F", "H"],
            Language::Icelandic => ["K", "D", "H", "B", "R"],
            Language::Italian | Language::Spanish => ["R", "D", "T", "A", "C"],
            Language::Polish => ["K", "H", "W", "G", "S"],
            Language::Portuguese => ["R", "D", "T", "B", "C"],
            Language::Romanian => ["R", "D", "T", "N", "C"],
            Language::Russian => ["Кр", "Ф", "Л", "С", "К"],
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The error of [`Language::from_str`]: the code is not one of [`Language::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language `{0}`: expected one of {codes}", codes = language_codes())]
pub struct UnknownLanguage(pub String);

fn language_codes() -> String {
    Language::ALL
        .iter()
        .map(|l| l.code())
        .collect::<Vec<_>>()
        .join(", ")
}

impl FromStr for Language {
    type Err = UnknownLanguage;

    /// Reads an ISO 639-1 code (`de`), case-insensitively; `nb` and `nn` are Norwegian.
    fn from_str(code: &str) -> Result<Self, Self::Err> {
        let lower = code.trim().to_ascii_lowercase();
        let lower = match lower.as_str() {
            "nb" | "nn" => "no",
            other => other,
        };
        Language::ALL
            .iter()
            .copied()
            .find(|l| l.code() == lower)
            .ok_or_else(|| UnknownLanguage(code.to_string()))
    }
}

/// How SAN is written: piece letters of a language, or figurines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SanStyle {
    /// Letters of a language; English (the default) is standard SAN.
    Letters(Language),
    /// Figurine algebraic notation: ♔ ♕ ♖ ♗ ♘ (the white figurines, for both sides).
    Figurine,
}

impl Default for SanStyle {
    fn default() -> Self {
        SanStyle::Letters(Language::English)
    }
}

impl SanStyle {
    /// The symbol of `role` (empty for a pawn).
    pub fn piece(self, role: Role) -> &'static str {
        let index = match role {
            Role::Pawn => return "",
            Role::King => 0,
            Role::Queen => 1,
            Role::Rook => 2,
            Role::Bishop => 3,
            Role::Knight => 4,
        };
        match self {
            SanStyle::Letters(language) => language.letters()[index],
            SanStyle::Figurine => ["♔", "♕", "♖", "♗", "♘"][index],
        }
    }

    /// Whether this is standard SAN (English letters), the only form PGN allows.
    pub fn is_standard(self) -> bool {
        self == SanStyle::Letters(Language::English)
    }

    /// Writes `san` (with its check or mate suffix) in this style.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::convert::{Language, SanStyle};
    /// use shakmaty::san::SanPlus;
    ///
    /// let san: SanPlus = "Nxe5+".parse().unwrap();
    /// assert_eq!(SanStyle::default().write(san), "Nxe5+");
    /// assert_eq!(SanStyle::Letters(Language::German).write(san), "Sxe5+");
    /// assert_eq!(SanStyle::Letters(Language::Russian).write(san), "Кxe5+");
    /// assert_eq!(SanStyle::Figurine.write(san), "♘xe5+");
    /// ```
    pub fn write(self, san: SanPlus) -> String {
        if self.is_standard() {
            return san.to_string();
        }
        let mut out = String::with_capacity(8);
        match san.san {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                out.push_str(self.piece(role));
                if let Some(file) = file {
                    out.push(file.char());
                }
                if let Some(rank) = rank {
                    out.push(rank.char());
                }
                if capture {
                    out.push('x');
                }
                out.push_str(&to.to_string());
                if let Some(promotion) = promotion {
                    out.push('=');
                    out.push_str(self.piece(promotion));
                }
            }
            San::Castle(CastlingSide::KingSide) => out.push_str("O-O"),
            San::Castle(CastlingSide::QueenSide) => out.push_str("O-O-O"),
            San::Put { role, to } => {
                out.push_str(self.piece(role));
                out.push('@');
                out.push_str(&to.to_string());
            }
            San::Null => out.push_str("--"),
        }
        if let Some(suffix) = san.suffix {
            out.push(suffix.char());
        }
        out
    }
}

/// The SAN of a replayed move `m` played in `before` (the position before it, as
/// [`Line::position_before`](crate::board::Line::position_before) or
/// [`Line::plies`](crate::board::Line::plies) give it), with `+` or `#` read from the position
/// after it (shakmaty's minimal disambiguation, PGN standard section 8.2.3); `--` for a null
/// move.
///
/// # Examples
///
/// ```
/// let parsed = iccf::syntax::parse("1. 7163 5755 2. 6355 *");
/// let line = iccf::board::replay(&parsed.transcript.games[0]).mainline;
/// let first = &line.moves[0];
/// assert_eq!(iccf::convert::san_of(&line.start, first).to_string(), "Nf3");
/// let sans: Vec<String> = line.plies().map(|(before, m)| iccf::convert::san_of(&before, m).to_string()).collect();
/// assert_eq!(sans, ["Nf3", "e5", "Nxe5"]);
/// ```
pub fn san_of(before: &Chess, m: &ReplayedMove) -> SanPlus {
    let Some(chess_move) = m.chess_move else {
        return SanPlus {
            san: San::Null,
            suffix: None,
        };
    };
    // What `Suffix::from_position` says in standard chess and Chess960, without generating the
    // moves of a position that is not in check.
    let after = m.after(before);
    let suffix = after.is_check().then(|| {
        if after.is_checkmate() {
            Suffix::Checkmate
        } else {
            Suffix::Check
        }
    });
    SanPlus {
        san: San::from_move(before, chess_move),
        suffix,
    }
}
