//! The one table of diagnostic codes: stable code, kebab-case name, default severity, and the
//! `iccf explain` text of every diagnostic the syntax, board and lint layers can report.
//!
//! Codes are stable and never reused: `S…` syntax (characters, no chess), `B…` board (chess,
//! replayed with shakmaty), `L…` lint (house rules read from the tree and the replay), `T…`
//! reflection time (counted from the stamps, [`crate::reflection`]).

use std::sync::OnceLock;

use serde::{Serialize, Serializer};

use crate::i18n::{Args, Language};

/// How serious a diagnostic is. Ordered from most to least serious.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The transcript is wrong: it cannot be read or replayed as written.
    Error,
    /// The transcript can be read, but something is probably not what the writer meant.
    Warning,
    /// A remark on style; nothing is wrong.
    Advice,
}

impl Severity {
    /// `"error"`, `"warning"` or `"advice"`, as in the JSON output.
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Advice => "advice",
        }
    }
}

/// miette's level of the same name (`Advice` is miette's advice).
impl From<Severity> for miette::Severity {
    fn from(severity: Severity) -> Self {
        match severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
            Severity::Advice => miette::Severity::Advice,
        }
    }
}

impl std::fmt::Display for Severity {
    /// Writes [`Severity::as_str`]: `error`, `warning` or `advice`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text `iccf explain CODE` prints, in the headings of rustc's `--explain` and ruff's rule
/// docs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// What the diagnostic means.
    pub what: &'static str,
    /// Why it matters to a player, an arbiter or a program reading the file.
    pub why: &'static str,
    /// A short transcript that triggers it.
    pub example: &'static str,
    /// How to fix it.
    pub fix: &'static str,
}

/// The summary and the explanation of one code in one language.
struct CodeTexts {
    summary: String,
    what: String,
    why: String,
    example: String,
    fix: String,
}

impl CodeTexts {
    fn explanation(&'static self) -> Explanation {
        Explanation {
            what: &self.what,
            why: &self.why,
            example: &self.example,
            fix: &self.fix,
        }
    }
}

/// The texts of every code in `language`, in [`Code::ALL`] order, read once from its catalogue
/// (the message `code-NAME` and its attributes `what`, `why`, `example`, `fix`; English where
/// the language has none).
fn texts(language: Language) -> &'static [CodeTexts] {
    static TEXTS: [OnceLock<Vec<CodeTexts>>; Language::COUNT] =
        [const { OnceLock::new() }; Language::COUNT];
    TEXTS[language.slot()].get_or_init(|| {
        let catalogue = language.catalogue();
        let text = |id: &str| catalogue.format(id, &Args::new());
        Code::ALL
            .iter()
            .map(|code| {
                let id = code.catalogue_id();
                CodeTexts {
                    summary: text(&id),
                    what: text(&format!("{id}.what")),
                    why: text(&format!("{id}.why")),
                    example: text(&format!("{id}.example")),
                    fix: text(&format!("{id}.fix")),
                }
            })
            .collect()
    })
}

fn english_texts() -> &'static [CodeTexts] {
    texts(Language::English)
}

impl Code {
    /// The id of the code's message in the catalogues: `code-invalid-square` (its value the
    /// summary, its attributes `what`, `why`, `example` and `fix` the explanation).
    pub fn catalogue_id(self) -> String {
        format!("code-{}", self.name())
    }

    /// [`Code::summary`] in `language`.
    pub fn summary_in(self, language: Language) -> &'static str {
        &texts(language)[self as usize].summary
    }

    /// [`Code::explanation`] in `language` (each part in English where the language has no
    /// translation of it yet).
    pub fn explanation_in(self, language: Language) -> Explanation {
        texts(language)[self as usize].explanation()
    }
}

macro_rules! codes {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $code:literal, $name:literal, $severity:ident, fixable: $fixable:literal;
    )*) => {
        /// A stable diagnostic code. `Display` and JSON give the code string (`S002`); the
        /// kebab-case name (`invalid-square`) is [`Code::name`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum Code {
            $( $(#[$doc])* $variant, )*
        }

        impl Code {
            /// Every code, in table order (syntax, board, lint).
            pub const ALL: &'static [Code] = &[$(Code::$variant),*];

            /// How many codes there are.
            pub const COUNT: usize = Code::ALL.len();

            /// The stable code string, e.g. `"S002"`.
            pub const fn as_str(self) -> &'static str {
                match self { $(Code::$variant => $code,)* }
            }

            /// The kebab-case rule name, e.g. `"invalid-square"`.
            pub const fn name(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// The severity reported when no configuration changes it.
            pub const fn default_severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }

            /// Whether `iccf check --fix` can repair it without a human decision.
            pub const fn fixable(self) -> bool {
                match self { $(Code::$variant => $fixable,)* }
            }

            /// One line saying what the code reports, in English (the value of its message in
            /// `locales/en/codes.ftl`).
            pub fn summary(self) -> &'static str {
                &english_texts()[self as usize].summary
            }

            /// The long text of `iccf explain`, in English (the attributes of its message in
            /// `locales/en/codes.ftl`).
            pub fn explanation(self) -> Explanation {
                english_texts()[self as usize].explanation()
            }
        }
    };
}

codes! {
    /// The file is not valid UTF-8.
    InvalidUtf8 = "S001", "invalid-utf8", Error, fixable: false;

    /// A square with a digit 0 or 9.
    InvalidSquare = "S002", "invalid-square", Error, fixable: false;

    /// A fifth digit that is not a promotion piece.
    BadPromotionDigit = "S003", "bad-promotion-digit", Error, fixable: false;

    /// A digit run that is not 4 or 5 digits long.
    WrongMoveLength = "S004", "wrong-move-length", Error, fixable: false;

    /// From-square equals to-square and no other reading exists.
    SameSquare = "S005", "same-square", Error, fixable: false;

    /// A move in standard algebraic notation.
    SanMove = "S006", "san-move", Error, fixable: false;

    /// A move in coordinate notation (UCI or long algebraic).
    CoordinateMove = "S007", "coordinate-move", Error, fixable: false;

    /// Castling written as O-O or 0-0-0.
    CastlingNotation = "S008", "castling-notation", Error, fixable: false;

    /// A `{` comment that is never closed.
    UnterminatedComment = "S009", "unterminated-comment", Error, fixable: false;

    /// A `(` variation that is never closed.
    UnclosedVariation = "S010", "unclosed-variation", Error, fixable: false;

    /// A `)` with no `(` before it.
    UnmatchedParenthesis = "S011", "unmatched-parenthesis", Error, fixable: false;

    /// A tag pair that does not have the form `[Name "value"]`.
    MalformedTagPair = "S012", "malformed-tag-pair", Error, fixable: false;

    /// A tag name that appears twice in one game.
    DuplicateTag = "S013", "duplicate-tag", Warning, fixable: false;

    /// A move number that contradicts the number of moves played.
    MoveNumberOutOfSequence = "S014", "move-number-out-of-sequence", Error, fixable: false;

    /// A character that has no meaning in a transcript.
    StrayCharacter = "S015", "stray-character", Error, fixable: false;

    /// Words that are not moves, numbers, comments or results.
    UnexpectedText = "S016", "unexpected-text", Error, fixable: true;

    /// A game result spelled in a non-standard way.
    NonstandardResult = "S017", "nonstandard-result", Warning, fixable: true;

    /// A NAG above 255.
    InvalidNag = "S018", "invalid-nag", Error, fixable: false;

    /// A null move (`--`, `Z0`).
    NullMove = "S019", "null-move", Error, fixable: false;

    /// A game with tag pairs that ends without a result.
    MissingTerminationMarker = "S020", "missing-termination-marker", Warning, fixable: false;

    /// A result inside a variation.
    ResultInVariation = "S021", "result-in-variation", Error, fixable: false;

    /// A tag pair after the movetext has begun.
    MisplacedTagPair = "S022", "misplaced-tag-pair", Error, fixable: false;

    /// A move number with no move after it.
    DanglingMoveNumber = "S023", "dangling-move-number", Warning, fixable: false;

    /// Variations nested deeper than the parser reads.
    VariationTooDeep = "S024", "variation-too-deep", Error, fixable: false;

    /// A result followed by more moves of the game.
    MisplacedResult = "S025", "misplaced-result", Error, fixable: false;

    /// A score or an evaluation sign where the game's result should stand.
    NotAResult = "S026", "not-a-result", Error, fixable: false;

    /// A check sign written before the promotion of a SAN move (`gxh1+=Q`).
    CheckBeforePromotion = "S027", "check-before-promotion", Warning, fixable: false;

    /// The promotion of a SAN move in lower case, in brackets or after a slash (`bxa1=q`).
    MalformedPromotion = "S028", "malformed-promotion", Warning, fixable: true;

    /// A numeric move whose promotion piece is a letter (`6768Q`, `6768=Q`).
    PromotionLetter = "S029", "promotion-letter", Warning, fixable: true;

    /// The file is not UTF-8 and was read in another encoding.
    LegacyEncoding = "S035", "legacy-encoding", Warning, fixable: false;

    /// A file without any game.
    EmptyFile = "S036", "empty-file", Warning, fixable: false;

    /// HTML markup or an HTML entity in the text (`<br />`, `</p>`, `&nbsp;`).
    HtmlMarkup = "S037", "html-markup", Error, fixable: true;

    /// A character that cannot be seen (zero width space, soft hyphen, ...).
    InvisibleCharacter = "S038", "invisible-character", Warning, fixable: true;

    /// Moves separated by commas, semicolons or slashes.
    PunctuationBetweenMoves = "S039", "punctuation-between-moves", Warning, fixable: true;

    /// A letter standing where a digit belongs in a numeric move (`S756`, `7l63`).
    LetterForDigit = "S040", "letter-for-digit", Error, fixable: true;

    // ---- board layer -------------------------------------------------------------------------

    /// No piece on the from-square.
    EmptyFromSquare = "B001", "empty-from-square", Error, fixable: false;

    /// The piece on the from-square belongs to the other side.
    OpponentPiece = "B002", "opponent-piece", Error, fixable: false;

    /// The piece cannot reach the to-square.
    UnreachableSquare = "B003", "unreachable-square", Error, fixable: false;

    /// The destination holds a piece of the moving side.
    OwnPieceOnDestination = "B004", "own-piece-on-destination", Error, fixable: false;

    /// The move leaves the own king in check.
    KingInCheck = "B005", "king-in-check", Error, fixable: false;

    /// Castling that is not allowed.
    IllegalCastling = "B006", "illegal-castling", Error, fixable: false;

    /// A diagonal pawn move to an empty square without en passant.
    EnPassantUnavailable = "B007", "en-passant-unavailable", Error, fixable: false;

    /// A pawn reaches the last rank without a promotion digit.
    MissingPromotionDigit = "B008", "missing-promotion-digit", Error, fixable: false;

    /// A promotion digit on a move that does not promote.
    UnexpectedPromotionDigit = "B009", "unexpected-promotion-digit", Error, fixable: false;

    /// The non-standard 4-digit promotion.
    ShortPromotion = "B010", "short-promotion", Warning, fixable: true;

    /// A move after the game ended on the board.
    MoveAfterGameEnd = "B011", "move-after-game-end", Error, fixable: false;

    /// A result that contradicts checkmate or stalemate.
    ResultContradictsPosition = "B012", "result-contradicts-position", Error, fixable: false;

    /// A `+` or `#` mark that is wrong.
    WrongCheckMark = "B013", "wrong-check-mark", Warning, fixable: false;

    /// The FEN tag does not describe a legal position.
    InvalidFen = "B014", "invalid-fen", Error, fixable: false;

    /// A Chess960 king move that reads both as castling and as a plain king move.
    AmbiguousCastling = "B015", "ambiguous-castling", Warning, fixable: false;

    /// A variant the board cannot replay.
    UnsupportedVariant = "B016", "unsupported-variant", Warning, fixable: false;

    /// An algebraic move that more than one piece can make.
    AmbiguousMove = "B017", "ambiguous-move", Error, fixable: false;

    /// From-square equals to-square, and the other readings of the digits do not fit.
    PieceDoesNotMove = "B018", "piece-does-not-move", Error, fixable: false;

    /// A null move played while the side to move is in check.
    NullMoveInCheck = "B019", "null-move-in-check", Error, fixable: false;

    /// The board stopped at a move the syntax layer could not read.
    MovesNotChecked = "B020", "moves-not-checked", Advice, fixable: false;

    /// Castling in standard chess written as the king onto its own rook.
    CastlingOntoRook = "B021", "castling-onto-rook", Warning, fixable: true;

    /// A SAN promotion to a king or a pawn.
    ImpossiblePromotionPiece = "B022", "impossible-promotion-piece", Error, fixable: false;

    /// A FEN castling right with no king or rook for it.
    ImpossibleCastlingRight = "B023", "impossible-castling-right", Warning, fixable: false;

    /// A FEN en passant square no two-square pawn move explains.
    ImpossibleEnPassantSquare = "B024", "impossible-en-passant-square", Warning, fixable: false;

    /// A FEN whose move number is 0.
    FenMoveNumberZero = "B025", "fen-move-number-zero", Warning, fixable: false;

    /// A move the board cannot read that no syntax diagnostic covers.
    UnreadableMove = "B026", "unreadable-move", Error, fixable: false;

    // ---- lint layer --------------------------------------------------------------------------

    /// Move numbers missing or written in a non-standard way.
    MoveNumber = "L001", "move-number", Warning, fixable: true;

    /// Check/capture marks or separators in a numeric transcript.
    NonNumericNotation = "L002", "non-numeric-notation", Advice, fixable: true;

    /// The Seven Tag Roster is incomplete or out of order.
    SevenTagRoster = "L003", "seven-tag-roster", Warning, fixable: false;

    /// A date tag that is not `YYYY.MM.DD`.
    DateFormat = "L004", "date-format", Warning, fixable: true;

    /// The Result tag is missing or differs from the termination marker.
    ResultTag = "L005", "result-tag", Warning, fixable: false;

    /// Two games with the same moves and tags.
    DuplicateGame = "L006", "duplicate-game", Warning, fixable: false;

    /// A game with no moves and no result.
    EmptyGame = "L007", "empty-game", Warning, fixable: false;

    /// Correspondence timestamps that go backwards or are malformed.
    TimestampOrder = "L008", "timestamp-order", Warning, fixable: false;

    /// A tag value with spaces at its start or end.
    TagValueWhitespace = "L009", "tag-value-whitespace", Warning, fixable: true;

    /// A Result tag that is not one of the four results.
    UnknownResultTag = "L010", "unknown-result-tag", Warning, fixable: true;

    /// A `PlyCount` tag that differs from the number of moves.
    PlycountMismatch = "L011", "plycount-mismatch", Warning, fixable: false;

    /// A FEN tag without `[SetUp "1"]`.
    FenWithoutSetup = "L012", "fen-without-setup", Warning, fixable: false;

    /// A side's reflection time over the limit of its time control.
    TimeLimitExceeded = "T001", "time-limit-exceeded", Warning, fixable: false;

    /// A move whose reflection time was charged double.
    DoubleTimeCharged = "T002", "double-time-charged", Advice, fixable: false;

    /// 40 days or more without a move.
    LongSilence = "T003", "long-silence", Warning, fixable: false;

    /// One move over the per-move limit of its control.
    MoveTimeLimitExceeded = "T004", "move-time-limit-exceeded", Warning, fixable: false;

    /// A stamp that cannot be: backwards, or a clock above its limit.
    ImpossibleStamp = "T005", "impossible-stamp", Warning, fixable: false;

    /// A reply sent in the same minute as the move it answers.
    SameMinuteReply = "T006", "same-minute-reply", Advice, fixable: false;
}

/// The layer that reports a code: the first letter of the code string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Layer {
    /// `S…`: the characters of the transcript.
    Syntax,
    /// `B…`: the moves replayed on a board.
    Board,
    /// `L…`: house rules read from the tree and the replay.
    Lint,
    /// `T…`: reflection time counted from the stamps, as ICCF counts it.
    Time,
}

impl Code {
    /// The position of the code in [`Code::ALL`] (0-based), for tables indexed by code.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The layer that reports this code.
    pub const fn layer(self) -> Layer {
        match self.as_str().as_bytes()[0] {
            b'S' => Layer::Syntax,
            b'B' => Layer::Board,
            b'T' => Layer::Time,
            _ => Layer::Lint,
        }
    }

    /// Finds a code by its code string (`S002`, case-insensitive) or its name (`invalid-square`).
    pub fn find(code_or_name: &str) -> Option<Code> {
        Code::ALL.iter().copied().find(|code| {
            code.as_str().eq_ignore_ascii_case(code_or_name) || code.name() == code_or_name
        })
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn codes_and_names_are_unique_and_well_formed() {
        let mut seen = HashSet::new();
        for code in Code::ALL {
            assert!(seen.insert(code.as_str()), "code {} twice", code.as_str());
            assert!(seen.insert(code.name()), "name {} twice", code.name());
            let s = code.as_str();
            assert!(
                matches!(&s[..1], "S" | "B" | "L" | "T")
                    && s[1..].chars().all(|c| c.is_ascii_digit())
            );
            assert!(
                code.name()
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            );
            let e = code.explanation();
            assert!(
                !e.what.is_empty()
                    && !e.why.is_empty()
                    && !e.example.is_empty()
                    && !e.fix.is_empty()
            );
        }
    }

    #[test]
    fn index_is_the_position_in_all() {
        for (i, code) in Code::ALL.iter().enumerate() {
            assert_eq!(code.index(), i);
        }
        assert_eq!(Code::COUNT, Code::ALL.len());
        assert_eq!(Code::InvalidUtf8.layer(), Layer::Syntax);
        assert_eq!(Code::ShortPromotion.layer(), Layer::Board);
        assert_eq!(Code::MoveNumber.layer(), Layer::Lint);
        assert_eq!(Code::TimeLimitExceeded.layer(), Layer::Time);
    }

    #[test]
    fn each_part_of_an_explanation_is_the_language_own_else_english() {
        for &language in &Language::TRANSLATED {
            let catalogue = language.catalogue();
            for &code in Code::ALL {
                let own = code.explanation_in(language);
                let english = code.explanation();
                for (part, text, fallback) in [
                    ("what", own.what, english.what),
                    ("why", own.why, english.why),
                    ("example", own.example, english.example),
                    ("fix", own.fix, english.fix),
                ] {
                    let id = format!("{}.{part}", code.catalogue_id());
                    let expected = catalogue.format_own(&id, &Args::new());
                    assert_eq!(text, expected.as_deref().unwrap_or(fallback), "{id}");
                }
            }
        }
        let russian = Code::UnreachableSquare.explanation_in(Language::Russian);
        assert!(russian.what.starts_with("Фигура на исходном поле"));
        let german = Code::UnreachableSquare.explanation_in(Language::German);
        assert!(german.fix.starts_with("Prüfen Sie das Zielfeld"));
    }

    #[test]
    fn find_by_code_or_name() {
        assert_eq!(Code::find("s002"), Some(Code::InvalidSquare));
        assert_eq!(Code::find("short-promotion"), Some(Code::ShortPromotion));
        assert_eq!(Code::find("nonsense"), None);
    }
}
