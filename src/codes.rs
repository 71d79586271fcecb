//! The one table of diagnostic codes: stable code, kebab-case name, default severity, and the
//! `iccf explain` text of every diagnostic the syntax, board and lint layers can report.
//!
//! Codes are stable and never reused: `S…` syntax (characters, no chess), `B…` board (chess,
//! replayed with shakmaty), `L…` lint (house rules read from the tree and the replay).

use serde::{Serialize, Serializer};

use crate::diagnostic::Severity;

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

macro_rules! codes {
    ($(
        $(#[$doc:meta])*
        $variant:ident = $code:literal, $name:literal, $severity:ident, fixable: $fixable:literal,
        summary: $summary:literal,
        what: $what:literal,
        why: $why:literal,
        example: $example:literal,
        fix: $fix:literal;
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

            /// One line saying what the code reports.
            pub const fn summary(self) -> &'static str {
                match self { $(Code::$variant => $summary,)* }
            }

            /// The long text of `iccf explain`.
            pub const fn explanation(self) -> Explanation {
                match self {
                    $(Code::$variant => Explanation { what: $what, why: $why, example: $example, fix: $fix },)*
                }
            }
        }
    };
}

codes! {
    /// The file is not valid UTF-8.
    InvalidUtf8 = "S001", "invalid-utf8", Error, fixable: false,
    summary: "the file is not valid UTF-8",
    what: "Some bytes of the file are not UTF-8 text. The diagnostic points at the first bad byte; every bad byte is read as a space so that the rest of the file is still checked.",
    why: "PGN and ICCF transcripts are exchanged as UTF-8 text. Bytes in another encoding (often Latin-1 or Windows-1252 names in tags) show up as garbage in other programs.",
    example: "[White \"M\\xfcller\"]   (a Latin-1 byte for u-umlaut)",
    fix: "Save the file as UTF-8 in your editor (\"Save with encoding: UTF-8\").";

    /// A square with a digit 0 or 9.
    InvalidSquare = "S002", "invalid-square", Error, fixable: false,
    summary: "a square digit is 0 or 9",
    what: "In numeric notation every square is two digits, file then rank, each from 1 to 8. A 0 or a 9 cannot name a square.",
    why: "The move cannot be read at all, so the game cannot be replayed past it.",
    example: "1. 5259 5755   (59: there is no 9th rank)",
    fix: "Write the digits of the square again: files a-h are 1-8 and ranks 1-8 are 1-8 (e2 = 52).";

    /// A fifth digit that is not a promotion piece.
    BadPromotionDigit = "S003", "bad-promotion-digit", Error, fixable: false,
    summary: "a promotion digit is not 1-4",
    what: "A fifth digit after a move names the piece a pawn promotes to: 1 queen, 2 rook, 3 bishop, 4 knight. Any other digit is meaningless.",
    why: "The promotion piece decides the rest of the game; a wrong digit cannot be guessed.",
    example: "57. 57585   (5 is not a piece)",
    fix: "Use 1 for a queen, 2 for a rook, 3 for a bishop or 4 for a knight (e7-e8=Q is 57581).";

    /// A digit run that is not 4 or 5 digits long.
    WrongMoveLength = "S004", "wrong-move-length", Error, fixable: false,
    summary: "a move has the wrong number of digits",
    what: "A numeric move has exactly four digits (from-square, to-square) or five (with a promotion digit). This one has fewer or more.",
    why: "A digit was dropped or doubled while copying; the move cannot be read.",
    example: "12. 646 5756   (three digits)",
    fix: "Copy the move again from your scoresheet: two digits for the square the piece leaves, two for the square it reaches.";

    /// From-square equals to-square and no other reading exists.
    SameSquare = "S005", "same-square", Error, fixable: false,
    summary: "a move goes from a square to the same square",
    what: "The from-square and the to-square of the move are the same, and it cannot be a short promotion or Chess960 castling either.",
    why: "No piece moves to the square it stands on; one of the squares was copied wrongly.",
    example: "20. 4646 5756",
    fix: "Check the move on your scoresheet and write both squares again.";

    /// A move in standard algebraic notation.
    SanMove = "S006", "san-move", Error, fixable: false,
    summary: "a move is written in algebraic notation (SAN)",
    what: "The move is written in standard algebraic notation (Nf3, exd5, e8=Q), not in ICCF numeric notation.",
    why: "Numeric notation exists so that players without a common language read the same moves; mixing notations invites misreadings.",
    example: "3. 6125 Nf6",
    fix: "Write the from-square and the to-square as digits (Ng8-f6 is 7866), or convert the whole game with `iccf convert --to iccf`.";

    /// A move in coordinate notation (UCI or long algebraic).
    CoordinateMove = "S007", "coordinate-move", Error, fixable: false,
    summary: "a move is written in coordinate notation (e2e4)",
    what: "The move is written with letters for the files (e2e4, e2-e4, e7e8q), as engines and UCI do, not in numeric notation.",
    why: "Numeric notation writes files as digits 1-8; letters are read differently by different programs.",
    example: "1. e2e4 5755",
    fix: "Replace each file letter by its number (a=1 ... h=8): e2e4 is 5254, e7e8q is 57581.";

    /// Castling written as O-O or 0-0-0.
    CastlingNotation = "S008", "castling-notation", Error, fixable: false,
    summary: "castling is written as O-O instead of the king's move",
    what: "Numeric notation writes castling as the king's move: 5171 and 5131 for White, 5878 and 5838 for Black.",
    why: "O-O is algebraic notation; numeric readers and the ICCF server expect the king's move.",
    example: "5. O-O 6857",
    fix: "Write White's O-O as 5171, O-O-O as 5131; Black's O-O as 5878, O-O-O as 5838.";

    /// A `{` comment that is never closed.
    UnterminatedComment = "S009", "unterminated-comment", Error, fixable: false,
    summary: "a { comment is never closed",
    what: "A comment opened with { has no closing } before the end of the file or the next game's tag pairs. Everything after the brace was read as part of the comment.",
    why: "The moves after the brace are hidden inside the comment: other programs will silently drop them.",
    example: "40. 1214 { missing brace 6564 41. 1415 6463",
    fix: "Add the closing } where the comment should end.";

    /// A `(` variation that is never closed.
    UnclosedVariation = "S010", "unclosed-variation", Error, fixable: false,
    summary: "a ( variation is never closed",
    what: "A variation opened with ( has no matching ) before the end of the game.",
    why: "The moves after the parenthesis are read as part of the variation, not of the game.",
    example: "3. 6125 ( 3. 6134 7866 4. 4244 1-0",
    fix: "Add the closing ) where the variation ends.";

    /// A `)` with no `(` before it.
    UnmatchedParenthesis = "S011", "unmatched-parenthesis", Error, fixable: false,
    summary: "a ) closes no variation",
    what: "A closing parenthesis appears where no variation is open.",
    why: "Either the opening ( was lost, and the variation's moves are read as the game's, or the ) is a typo.",
    example: "3. 6125 7866 ) 4. 5171",
    fix: "Add the missing ( before the variation's first move, or delete the ).";

    /// A tag pair that does not have the form `[Name "value"]`.
    MalformedTagPair = "S012", "malformed-tag-pair", Error, fixable: false,
    summary: "a tag pair is malformed",
    what: "A tag pair must read [Name \"value\"]: a name of letters, digits and underscores, one space, the value in double quotes (\\\" and \\\\ inside), and a closing bracket. (PGN standard, section 8.1)",
    why: "Programs that read PGN drop or misread malformed tags, and with them the players, the event or the result.",
    example: "[White \"Smith, J]",
    fix: "Add the missing quote or bracket; put the value in double quotes.";

    /// A tag name that appears twice in one game.
    DuplicateTag = "S013", "duplicate-tag", Warning, fixable: false,
    summary: "a tag name appears twice in one game",
    what: "The same tag name appears more than once in one game's tag-pair section. (PGN standard, section 8.1: a tag name appears at most once.)",
    why: "Programs keep only one of the values, and not always the same one.",
    example: "[White \"Smith\"]\n[White \"Jones\"]",
    fix: "Keep one of the two tag pairs.";

    /// A move number that contradicts the number of moves played.
    MoveNumberOutOfSequence = "S014", "move-number-out-of-sequence", Error, fixable: false,
    summary: "a move number does not match the moves before it",
    what: "The move number says a different move than the count of moves before it (1. 5254 5755 3. 7163: the third number should be 2). Later numbers are counted from the moves, not from the wrong number.",
    why: "Either a move is missing or doubled, or the number was mistyped; an arbiter must know which.",
    example: "1. 5254 5755 3. 7163",
    fix: "Write the expected number, or add the move that is missing.";

    /// A character that has no meaning in a transcript.
    StrayCharacter = "S015", "stray-character", Error, fixable: false,
    summary: "a stray character",
    what: "A character that has no meaning in a numeric transcript, such as @, & or ~, often glued to a move.",
    why: "It may hide a mistyped digit; other programs may reject the whole game.",
    example: "12. 5254& 5755",
    fix: "Delete the character, or put remarks inside { } braces.";

    /// Words that are not moves, numbers, comments or results.
    UnexpectedText = "S016", "unexpected-text", Error, fixable: false,
    summary: "text that is not part of the notation",
    what: "Words between the moves that are not moves, move numbers, comments or a result, such as 'My move' or a gloss after an arrow.",
    why: "Other programs stop reading the game there or drop it.",
    example: "My move 8171",
    fix: "Put remarks inside { } braces, or delete them.";

    /// A game result spelled in a non-standard way.
    NonstandardResult = "S017", "nonstandard-result", Warning, fixable: true,
    summary: "a result is spelled in a non-standard way",
    what: "The result is written as ½-½, 1:0 or another spelling. The PGN standard (section 8.2.6) allows only 1-0, 0-1, 1/2-1/2 and *.",
    why: "Databases and rating programs read only the standard spellings.",
    example: "40. 5171 ½-½",
    fix: "Write 1/2-1/2 for a draw, 1-0 or 0-1 for a win (`iccf check --fix` does it).";

    /// A NAG above 255.
    InvalidNag = "S018", "invalid-nag", Error, fixable: false,
    summary: "a NAG is not $0 to $255",
    what: "A numeric annotation glyph is a $ followed by a number from 0 to 255 (PGN standard, section 8.2.4).",
    why: "Other programs reject the game or drop the annotation.",
    example: "12. 5254 $300",
    fix: "Use a NAG from 0 to 255 ($1 good move, $2 mistake, ...), or write the remark in { } braces.";

    /// A null move (`--`, `Z0`).
    NullMove = "S019", "null-move", Error, fixable: false,
    summary: "a null move",
    what: "A null move (--, Z0, 0000) passes the turn without moving. It is used in analysis, never in a played game, and numeric notation has no way to write it.",
    why: "The game cannot be replayed past it as a game of chess.",
    example: "12. 5254 -- 13. 6163",
    fix: "Replace it with the move that was played, or move the analysis into a ( ) variation.";

    /// A game with tag pairs that ends without a result.
    MissingTerminationMarker = "S020", "missing-termination-marker", Warning, fixable: false,
    summary: "a game ends without a result",
    what: "The game's movetext ends (at the end of the file or at the next game's tag pairs) without a game termination marker: 1-0, 0-1, 1/2-1/2 or *. (PGN standard, section 8.2.6.)",
    why: "Programs that read PGN may join this game with the next one.",
    example: "[Event \"?\"]\n\n1. 5254 5755\n\n[Event \"?\"]",
    fix: "End the movetext with the result, or * when the game is still in progress.";

    /// A result inside a variation.
    ResultInVariation = "S021", "result-in-variation", Error, fixable: false,
    summary: "a result inside a variation",
    what: "A game termination marker (1-0, 0-1, 1/2-1/2, *) appears inside a ( ) variation.",
    why: "The result belongs after the last move of the game; inside a variation it ends nothing.",
    example: "3. 6125 ( 3. 6134 1-0 ) 3... 1716",
    fix: "Delete it, or write the remark as a comment { White wins }.";

    /// A tag pair after the movetext has begun.
    MisplacedTagPair = "S022", "misplaced-tag-pair", Error, fixable: false,
    summary: "a tag pair in the middle of a line of moves",
    what: "A tag pair appears among the moves, not at the start of a line before a game.",
    why: "Tag pairs belong to the tag-pair section at the top of a game (PGN standard, section 8.1).",
    example: "1. 5254 5755 [White \"Smith\"] 2. 7163",
    fix: "Move the tag pair to the top of the game.";

    /// A move number with no move after it.
    DanglingMoveNumber = "S023", "dangling-move-number", Warning, fixable: false,
    summary: "a move number with no move after it",
    what: "A move number is followed by another move number, a result or the end of the game, with no move.",
    why: "A move may have been lost while copying.",
    example: "21. 5171 22. 1-0",
    fix: "Add the missing move or delete the number.";

    // ---- board layer -------------------------------------------------------------------------

    /// No piece on the from-square.
    EmptyFromSquare = "B001", "empty-from-square", Error, fixable: false,
    summary: "no piece stands on the from-square",
    what: "The move starts from a square where no piece stands in the position reached by the moves before it.",
    why: "A digit was mistyped, or a move earlier in the game was left out or copied wrongly.",
    example: "1. 5254 5755 2. 5354   (e3 is empty)",
    fix: "Check the from-square on your scoresheet; the help lists the legal moves and the position (FEN).";

    /// The piece on the from-square belongs to the other side.
    OpponentPiece = "B002", "opponent-piece", Error, fixable: false,
    summary: "the move takes the other side's piece",
    what: "The piece on the from-square belongs to the player who is not to move.",
    why: "Usually two moves were swapped, or a move of one side is missing.",
    example: "1. 5254 5253",
    fix: "Check the order of the moves and the move numbers around it.";

    /// The piece cannot reach the to-square.
    UnreachableSquare = "B003", "unreachable-square", Error, fixable: false,
    summary: "the piece cannot move to that square",
    what: "The piece on the from-square cannot reach the to-square: it does not move that way, or another piece blocks the path.",
    why: "A digit of the to-square was mistyped, or the position differs from what the writer thought.",
    example: "1. 7163 5755 2. 6354   (a knight on f3 cannot reach e4)",
    fix: "Check the to-square; the help lists where that piece can go.";

    /// The destination holds a piece of the moving side.
    OwnPieceOnDestination = "B004", "own-piece-on-destination", Error, fixable: false,
    summary: "the to-square holds a piece of the same side",
    what: "The to-square is occupied by a piece of the side that moves; a piece cannot capture its own side.",
    why: "A digit was mistyped or an earlier move is wrong.",
    example: "1. 5152",
    fix: "Check the to-square; the help lists where that piece can go.";

    /// The move leaves the own king in check.
    KingInCheck = "B005", "king-in-check", Error, fixable: false,
    summary: "the move leaves or puts the own king in check",
    what: "After the move, the moving side's king would be attacked. The label marks the checking piece.",
    why: "No legal move leaves the own king in check; the move or an earlier one is wrong.",
    example: "1. 5254 5755 2. 6263 4185 3. 4152   (the queen on h4 still gives check)",
    fix: "Check the move; the help lists the legal moves of the piece.";

    /// Castling that is not allowed.
    IllegalCastling = "B006", "illegal-castling", Error, fixable: false,
    summary: "castling is not allowed here",
    what: "The king's move reads as castling, but castling is not allowed: the king or rook has moved (no castling right), a piece stands between them, or the king is in check or passes through or lands on an attacked square.",
    why: "The move, or an earlier one, was copied wrongly.",
    example: "1. 5254 5755 2. 5171",
    fix: "Check the move and the moves of the king and rook before it.";

    /// A diagonal pawn move to an empty square without en passant.
    EnPassantUnavailable = "B007", "en-passant-unavailable", Error, fixable: false,
    summary: "en passant is not possible here",
    what: "A pawn moves diagonally to an empty square, which is only legal as an en passant capture right after the opponent's pawn moved two squares past it.",
    why: "The to-square or an earlier move is wrong.",
    example: "1. 5254 4745 2. 5445 3736 3. 5546",
    fix: "Check the move; en passant is only possible on the very next move.";

    /// A pawn reaches the last rank without a promotion digit.
    MissingPromotionDigit = "B008", "missing-promotion-digit", Error, fixable: false,
    summary: "a pawn reaches the last rank without a promotion digit",
    what: "The move takes a pawn to the last rank, so it must say which piece the pawn becomes with a fifth digit.",
    why: "The game cannot go on without knowing the new piece.",
    example: "45. 4748   (which piece?)",
    fix: "Add the promotion digit: 1 queen, 2 rook, 3 bishop, 4 knight (47481 = d8=Q).";

    /// A promotion digit on a move that does not promote.
    UnexpectedPromotionDigit = "B009", "unexpected-promotion-digit", Error, fixable: false,
    summary: "a promotion digit on a move that does not promote",
    what: "The move has a fifth digit, but it does not take a pawn to the last rank.",
    why: "A digit was added by mistake, or the move is not the one meant.",
    example: "1. 52541",
    fix: "Delete the fifth digit, or check the move.";

    /// The non-standard 4-digit promotion.
    ShortPromotion = "B010", "short-promotion", Warning, fixable: true,
    summary: "a promotion written in the non-standard 4-digit form",
    what: "The move is a promotion written with four digits: from-square, the destination file, and the promotion digit (6762 = f7-f8=R). The ICCF standard writes five: 67682.",
    why: "The 4-digit form is ambiguous: 6762 also reads as f7-f2, and only the position tells them apart.",
    example: "55. 6762",
    fix: "Write the full destination square and the promotion digit: 6762 becomes 67682 (`iccf check --fix` does it).";

    /// A move after the game ended on the board.
    MoveAfterGameEnd = "B011", "move-after-game-end", Error, fixable: false,
    summary: "a move after checkmate or stalemate",
    what: "The position before this move is already checkmate or stalemate, so the game is over.",
    why: "The moves after it cannot have been played; moves were probably added or copied from another game.",
    example: "4. 8567 5878   (after Scholar's mate)",
    fix: "Delete the moves after the end of the game, or check the moves before it.";

    /// A result that contradicts checkmate or stalemate.
    ResultContradictsPosition = "B012", "result-contradicts-position", Error, fixable: false,
    summary: "the result contradicts the final position",
    what: "The game ends in checkmate or stalemate on the board, but the result (termination marker or Result tag) says otherwise.",
    why: "Crosstables and ratings would count the wrong result.",
    example: "4. 8567 0-1   (White mated)",
    fix: "Write the result the board gives: 1-0 or 0-1 for checkmate, 1/2-1/2 for stalemate.";

    /// A `+` or `#` mark that is wrong.
    WrongCheckMark = "B013", "wrong-check-mark", Warning, fixable: false,
    summary: "a check or mate mark is wrong",
    what: "The move carries + but gives no check, or # but is not checkmate.",
    why: "Numeric notation does not need these marks; a wrong one suggests the move was not the one intended.",
    example: "1. 5254+",
    fix: "Delete the mark (numeric notation does not use them), or check the move.";

    /// The FEN tag does not describe a legal position.
    InvalidFen = "B014", "invalid-fen", Error, fixable: false,
    summary: "the FEN tag is not a valid position",
    what: "The game starts from the position in its FEN tag, and that FEN cannot be read or is not a legal position (all problems are listed).",
    why: "None of the game's moves can be checked without a starting position.",
    example: "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]",
    fix: "Copy the FEN again from the source of the game.";

    /// A Chess960 king move that reads both as castling and as a plain king move.
    AmbiguousCastling = "B015", "ambiguous-castling", Warning, fixable: false,
    summary: "a Chess960 king move reads both as castling and as a king move",
    what: "In Chess960 the king's move here reads both as castling (the king ends on the castling square) and as an ordinary one-square king move. It is taken as castling.",
    why: "The two readings lead to different positions; the writer should say which was played.",
    example: "[Variant \"Chess960\"] ... 6171   (king f1, rook h1)",
    fix: "Write castling as the king's move onto its own rook (6181), which has only one reading.";

    /// A variant the board cannot replay.
    UnsupportedVariant = "B016", "unsupported-variant", Warning, fixable: false,
    summary: "the game's variant is not checked",
    what: "The Variant tag names a chess variant other than standard chess or Chess960, so the moves are not checked on a board.",
    why: "Only the notation of this game was checked.",
    example: "[Variant \"Crazyhouse\"]",
    fix: "Nothing to fix; check the moves with a program for that variant.";

    // ---- lint layer --------------------------------------------------------------------------

    /// Move numbers missing or written in a non-standard way.
    MoveNumber = "L001", "move-number", Warning, fixable: true,
    summary: "move numbers missing or in a non-standard form",
    what: "Move numbers are missing, written without a dot (12 5756), or Black's number appears where it is not needed.",
    why: "Numbers let the opponent and the arbiter check that no move was lost.",
    example: "5254 5755 7163 2836",
    fix: "Number White's moves `12.` and Black's `12...` only after a comment or variation (`iccf check --fix` renumbers).";

    /// Check/capture marks or separators in a numeric transcript.
    NonNumericNotation = "L002", "non-numeric-notation", Advice, fixable: true,
    summary: "check marks, capture marks or separators in numeric moves",
    what: "The move carries signs that numeric notation does not use: + or # for check, x or : for captures, - between the squares.",
    why: "Numeric notation is four or five digits; extra signs make the move harder to read by program.",
    example: "12. 52-54+",
    fix: "Delete the signs (`iccf check --fix` does it): 52-54+ becomes 5254.";

    /// The Seven Tag Roster is incomplete or out of order.
    SevenTagRoster = "L003", "seven-tag-roster", Warning, fixable: false,
    summary: "the Seven Tag Roster is incomplete or out of order",
    what: "A game's tags should start with Event, Site, Date, Round, White, Black, Result, in this order. (PGN standard, section 8.1.1.)",
    why: "Databases and tournament software look for these tags.",
    example: "[White \"Smith\"]\n[Event \"Cup\"]",
    fix: "Add the missing tags (use ? for unknown) and put them in the standard order.";

    /// A date tag that is not `YYYY.MM.DD`.
    DateFormat = "L004", "date-format", Warning, fixable: false,
    summary: "a date is not YYYY.MM.DD",
    what: "Date, EventDate and UTCDate must read YYYY.MM.DD, with ?? (or ????) for unknown parts. (PGN standard, section 8.1.1.3.)",
    why: "Other programs cannot sort or read other date forms.",
    example: "[Date \"12/05/2019\"]",
    fix: "Write the date as 2019.05.12; unknown parts as ??.";

    /// The Result tag differs from the termination marker.
    ResultTag = "L005", "result-tag", Error, fixable: false,
    summary: "the Result tag differs from the game's result",
    what: "The Result tag and the game termination marker at the end of the movetext give different results.",
    why: "Programs read one or the other; the crosstable may count the wrong result.",
    example: "[Result \"1-0\"]\n\n1. 5254 5755 0-1",
    fix: "Make the Result tag and the result after the moves the same.";

    /// Two games with the same moves.
    DuplicateGame = "L006", "duplicate-game", Warning, fixable: false,
    summary: "a game is a duplicate of an earlier one",
    what: "The game has the same moves and the same tags as an earlier game in the input.",
    why: "A game submitted twice is counted twice.",
    example: "the same game pasted twice",
    fix: "Delete one of the copies.";

    /// A game with no moves and no result.
    EmptyGame = "L007", "empty-game", Warning, fixable: false,
    summary: "a game with no moves",
    what: "The game has no moves and no result.",
    why: "Often a leftover header; tournament software may count it as a game.",
    example: "[Event \"?\"]",
    fix: "Delete it, or add the moves.";

    /// Correspondence timestamps that go backwards or are malformed.
    TimestampOrder = "L008", "timestamp-order", Warning, fixable: false,
    summary: "a move timestamp goes backwards or is malformed",
    what: "Correspondence timestamps in comments ([%ccsnt 2018.10.02,12:56], [%clk 0:05:00]) must be well-formed, and send times must not go backwards.",
    why: "Arbiters use the timestamps to settle time disputes.",
    example: "1. 4244 {[%ccsnt 2018.10.02,12:56]} 4745 {[%ccsnt 2018.10.01,13:34]}",
    fix: "Copy the timestamps again from the server's record.";
}

impl Code {
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
            assert!(matches!(&s[..1], "S" | "B" | "L") && s[1..].chars().all(|c| c.is_ascii_digit()));
            assert!(code.name().chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'));
            let e = code.explanation();
            assert!(!e.what.is_empty() && !e.why.is_empty() && !e.example.is_empty() && !e.fix.is_empty());
        }
    }

    #[test]
    fn find_by_code_or_name() {
        assert_eq!(Code::find("s002"), Some(Code::InvalidSquare));
        assert_eq!(Code::find("short-promotion"), Some(Code::ShortPromotion));
        assert_eq!(Code::find("nonsense"), None);
    }
}
