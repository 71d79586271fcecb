//! A fix or a hint applied as written gives no new diagnostic. Every fix of
//! every fixture is applied alone and the text checked again; every help that names a text to
//! write is applied by hand as it says; and every code is covered by one of the two, or listed
//! with why its help names no text to write.

use std::collections::BTreeMap;

use iccf::Code;
use iccf::check::apply_fixes;
use iccf::check::{CheckOptions, check_games};
use rstest::rstest;

use super::{fixture_files, fixtures, options_for};

/// How many diagnostics of each code `text` gets with `options`.
fn counts(text: &str, options: CheckOptions) -> BTreeMap<Code, usize> {
    let mut counts = BTreeMap::new();
    for game in check_games(text, options) {
        for d in game.diagnostics {
            *counts.entry(d.code).or_default() += 1;
        }
    }
    counts
}

/// The codes that `after` reports more often than `before`.
fn new_codes(before: &BTreeMap<Code, usize>, after: &BTreeMap<Code, usize>) -> Vec<Code> {
    after
        .iter()
        .filter(|(code, n)| before.get(code).copied().unwrap_or(0) < **n)
        .map(|(code, _)| *code)
        .collect()
}

/// Texts whose diagnostics carry fixes: the lint fixtures and the examples.
fn texts_with_fixes() -> Vec<(String, String)> {
    let mut texts: Vec<(String, String)> = ["err", "ok"]
        .iter()
        .flat_map(|folder| fixture_files(folder))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap(),
            )
        })
        .collect();
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    for name in ["mistakes.iccf", "lichess-correspondence.iccf"] {
        let path = examples.join(name);
        texts.push((name.to_string(), std::fs::read_to_string(path).unwrap()));
    }
    let _ = fixtures();
    texts
}

/// Every fix, applied alone, removes its diagnostic and brings no new one; returns the codes
/// whose fixes were tried.
fn every_fix_alone() -> Vec<Code> {
    let mut tried = Vec::new();
    for (name, text) in texts_with_fixes() {
        let options = options_for(std::path::Path::new(&name));
        let before = counts(&text, options);
        for game in check_games(&text, options) {
            for d in game.diagnostics.iter().filter(|d| d.fix.is_some()) {
                let fixed = apply_fixes(&text, [d]).text;
                let after = counts(&fixed, options);
                assert_eq!(
                    new_codes(&before, &after),
                    [],
                    "{name}: the fix of {} `{}` brings new diagnostics",
                    d.code,
                    d.message
                );
                assert!(
                    after.get(&d.code).copied().unwrap_or(0) < before[&d.code],
                    "{name}: the fix of {} `{}` does not remove it",
                    d.code,
                    d.message
                );
                tried.push(d.code);
            }
        }
    }
    tried.sort();
    tried.dedup();
    tried
}

#[test]
fn every_fix_applied_alone_brings_no_new_diagnostic() {
    let tried = every_fix_alone();
    let fixable: Vec<Code> = Code::ALL.iter().copied().filter(|c| c.fixable()).collect();
    assert_eq!(tried, fixable, "a fixture has a fix of every fixable code");
}

const TAGS: &str = "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n";

/// The hints applied by hand: (code, text, what the help says to write, the written text it
/// replaces, its replacement). The help must contain `says`; the text with `wrong` replaced by
/// `right` must lose a diagnostic of `code` and gain none.
const HINTS: &[(Code, &str, &str, &str, &str)] = &[
    (
        Code::SevenTagRoster,
        "1. 5254 5755 *\n",
        "[Date \"????.??.??\"]",
        "1. 5254",
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. 5254",
    ),
    (
        Code::SevenTagRoster,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 5755 *\n",
        "[Date \"????.??.??\"]",
        "[White",
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White",
    ),
    (
        Code::SevenTagRoster,
        "[Site \"S\"]\n[Event \"E\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 *\n",
        "move [Event ...] above [Site ...]",
        "[Site \"S\"]\n[Event \"E\"]\n",
        "[Event \"E\"]\n[Site \"S\"]\n",
    ),
    (
        Code::ResultTag,
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. 5254 *\n",
        "[Result \"*\"]",
        "[Black \"B\"]\n",
        "[Black \"B\"]\n[Result \"*\"]\n",
    ),
    (
        Code::FenWithoutSetup,
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. 5152 *\n",
        "[SetUp \"1\"]",
        "[FEN",
        "[SetUp \"1\"]\n[FEN",
    ),
    (
        Code::DateFormat,
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"12/05/2019\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 *\n",
        "`2019.05.12`",
        "12/05/2019",
        "2019.05.12",
    ),
    (
        Code::MovesNotChecked,
        "1. 5254 9999 2. 7163 *\n",
        "correct this move",
        "9999",
        "5755",
    ),
    (
        Code::NotAResult,
        "1. 5254 5755 2. 7163 2-0\n",
        "`*`",
        "2-0",
        "*",
    ),
    (
        Code::CoordinateMove,
        "1. e2e4 5755 *\n",
        "`5254`",
        "e2e4",
        "5254",
    ),
    (
        Code::CastlingNotation,
        "1. 5254 5755 2. 7163 2836 3. 6125 7866 4. O-O *\n",
        "`5171`",
        "O-O",
        "5171",
    ),
    (
        Code::MoveNumberOutOfSequence,
        "1. 5254 5755 3. 7163 *\n",
        "`2.`",
        "3.",
        "2.",
    ),
    (
        Code::MissingTerminationMarker,
        "1. 5254 5755\n",
        "*",
        "5755",
        "5755 *",
    ),
    (
        Code::UnterminatedComment,
        "1. 5254 { unclosed 5755 *\n",
        "add }",
        "unclosed",
        "unclosed }",
    ),
    (
        Code::UnclosedVariation,
        "1. 5254 ( 1. 4244 *\n",
        "add )",
        "4244",
        "4244 )",
    ),
    (
        Code::UnmatchedParenthesis,
        "1. 5254 5755 ) *\n",
        "delete the )",
        " )",
        "",
    ),
    (
        Code::StrayCharacter,
        "1. 5254& 5755 *\n",
        "delete it",
        "&",
        "",
    ),
    (
        Code::UnexpectedText,
        "1. 5254 5755 hello 2. 7163 *\n",
        "{ } braces",
        "hello",
        "{ hello }",
    ),
    (
        Code::InvalidNag,
        "1. 5254 $300 5755 *\n",
        "$1 good move",
        "$300",
        "$1",
    ),
    (
        Code::ResultInVariation,
        "1. 5254 ( 1. 4244 1-0 ) 1... 5755 *\n",
        "delete it",
        " 1-0",
        "",
    ),
    (
        Code::DanglingMoveNumber,
        "1. 5254 5755 2. *\n",
        "delete the number",
        "2. ",
        "",
    ),
    (
        Code::MalformedTagPair,
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"Smith, J]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 *\n",
        "end the value with a double quote",
        "Smith, J]",
        "Smith, J\"]",
    ),
    (
        Code::DuplicateTag,
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[White \"C\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 *\n",
        "keep one of them",
        "[White \"C\"]\n",
        "",
    ),
    (
        Code::EmptyFromSquare,
        "1. 5354 5755 *\n",
        "probably 5254 (e4)",
        "5354",
        "5254",
    ),
    (
        Code::WrongCheckMark,
        "1. 5254+ 5755 *\n",
        "delete the mark",
        "+",
        "",
    ),
    (
        Code::EmptyGame,
        "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. 5254 *\n\n[Event \"X\"]\n",
        "delete these tags",
        "\n[Event \"X\"]\n",
        "\n",
    ),
];

/// The codes whose help names no text to write, with why: the help asks for a fact only the
/// source of the game has (which square, which move was played), so no hint can contradict
/// another rule.
const NO_TEXT_TO_WRITE: &[(Code, &str)] = &[
    (Code::InvalidUtf8, "the file must be saved again as UTF-8"),
    (
        Code::LegacyEncoding,
        "the file's encoding is a fact about the file; it was read, nothing to write",
    ),
    (
        Code::EmptyFile,
        "which file was meant is the user's; an empty file has nothing to correct",
    ),
    (
        Code::InvalidSquare,
        "which digit is wrong is on the scoresheet",
    ),
    (
        Code::BadPromotionDigit,
        "lists the four promotion digits; which piece is on the scoresheet",
    ),
    (
        Code::WrongMoveLength,
        "which digit is missing is on the scoresheet",
    ),
    (
        Code::SameSquare,
        "which square was copied wrongly is on the scoresheet",
    ),
    (
        Code::NullMove,
        "the move that was played is on the scoresheet",
    ),
    (
        Code::MisplacedTagPair,
        "where the tag pair belongs is the writer's decision",
    ),
    (
        Code::VariationTooDeep,
        "how to flatten the analysis is the annotator's decision",
    ),
    (
        Code::MisplacedResult,
        "whether the moves after the result belong to the game is a decision",
    ),
    (
        Code::OpponentPiece,
        "lists legal moves; which was played is on the scoresheet",
    ),
    (
        Code::UnreachableSquare,
        "lists the squares the piece can reach; which is on the scoresheet",
    ),
    (
        Code::OwnPieceOnDestination,
        "lists legal moves; which was played is on the scoresheet",
    ),
    (
        Code::KingInCheck,
        "lists legal moves; which was played is on the scoresheet",
    ),
    (
        Code::IllegalCastling,
        "lists legal moves; which was played is on the scoresheet",
    ),
    (
        Code::EnPassantUnavailable,
        "lists legal moves; which was played is on the scoresheet",
    ),
    (
        Code::MissingPromotionDigit,
        "which piece the pawn became is on the scoresheet",
    ),
    (
        Code::UnexpectedPromotionDigit,
        "whether the digit or the move is wrong is on the scoresheet",
    ),
    (
        Code::MoveAfterGameEnd,
        "which move is wrong is on the scoresheet",
    ),
    (
        Code::ResultContradictsPosition,
        "whether the result or a move is wrong is on the source",
    ),
    (
        Code::InvalidFen,
        "the FEN must be copied again from the source",
    ),
    (
        Code::AmbiguousCastling,
        "whether castling was meant is the players' record",
    ),
    (
        Code::UnsupportedVariant,
        "the variant is not checked; nothing to write",
    ),
    (
        Code::AmbiguousMove,
        "which piece moved is on the scoresheet",
    ),
    (
        Code::DuplicateGame,
        "which copy to keep is the arbiter's decision",
    ),
    (
        Code::TimestampOrder,
        "the right time is in the server's record",
    ),
    (
        Code::SanMove,
        "the syntax layer has no board; the numeric form is in the help of B020 on the same move",
    ),
    (
        Code::CheckBeforePromotion,
        "reported in PGN input only (a numeric file reports the SAN move, S006); the game with the sign moved to the end has no diagnostic (tests/it/syntax/mistakes.rs)",
    ),
    (
        Code::PieceDoesNotMove,
        "lists legal moves; which was played is on the scoresheet",
    ),
    (
        Code::NullMoveInCheck,
        "which move was played is on the scoresheet",
    ),
    (
        Code::ImpossiblePromotionPiece,
        "which piece the pawn became is on the scoresheet",
    ),
    (
        Code::ImpossibleCastlingRight,
        "the FEN is read without the right; the true position is on the source",
    ),
    (
        Code::ImpossibleEnPassantSquare,
        "the FEN is read without the square; the true position is on the source",
    ),
    (
        Code::FenMoveNumberZero,
        "the FEN is read with move 1; the true number is on the source",
    ),
    (
        Code::UnreadableMove,
        "the move must be copied again from the scoresheet",
    ),
    (
        Code::PlycountMismatch,
        "whether the tag or the moves are wrong is on the source",
    ),
    (
        Code::TimeLimitExceeded,
        "whether a leave explains the days is the arbiter's decision",
    ),
    (
        Code::DoubleTimeCharged,
        "advice on how the days were counted; the record is right",
    ),
    (
        Code::LongSilence,
        "the leave or the right stamps are on the server's record",
    ),
    (
        Code::MoveTimeLimitExceeded,
        "the right stamps or the leave are on the server's record",
    ),
    (
        Code::ImpossibleStamp,
        "the right time is in the server's record",
    ),
    (
        Code::SameMinuteReply,
        "advice: a conditional move took no time; the record is right",
    ),
];

#[rstest]
fn a_hint_applied_as_written_brings_no_new_diagnostic(
    #[values(
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24
    )]
    row: usize,
) {
    let &(code, moves, says, wrong, right) = &HINTS[row];
    let text = if moves.starts_with('[') || code == Code::SevenTagRoster {
        moves.to_string()
    } else {
        format!("{TAGS}{moves}")
    };
    let checked: Vec<_> = check_games(&text, CheckOptions::default()).collect();
    let d = checked
        .iter()
        .flat_map(|g| &g.diagnostics)
        .find(|d| d.code == code)
        .unwrap_or_else(|| panic!("{code}: not reported for {text:?}"));
    let help = d.help.as_deref().unwrap_or_default();
    assert!(
        help.contains(says),
        "{code}: the help does not say {says:?}: {help}"
    );
    assert!(text.contains(wrong), "{code}: {wrong:?} not in the text");
    let after_text = text.replacen(wrong, right, 1);
    let (before, after) = (
        counts(&text, CheckOptions::default()),
        counts(&after_text, CheckOptions::default()),
    );
    assert_eq!(new_codes(&before, &after), [], "{code}: {after_text:?}");
    assert!(
        after.get(&code).copied().unwrap_or(0) < before[&code],
        "{code}: still reported after the hint: {after_text:?}"
    );
}

#[test]
fn every_code_is_covered_by_a_fix_a_hint_or_a_reason() {
    assert_eq!(HINTS.len(), 25, "the rstest values above list every row");
    for code in Code::ALL {
        let hinted = HINTS.iter().any(|h| h.0 == *code);
        let reason = NO_TEXT_TO_WRITE.iter().any(|r| r.0 == *code);
        assert!(
            code.fixable() || hinted || reason,
            "{code}: no fix, no hint row and no reason"
        );
        assert!(!(hinted && reason), "{code}: both a hint row and a reason");
    }
}
