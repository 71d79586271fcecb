//! The lint rules, one per file, each named after its rule (`move-number` is
//! `move_number.rs`). A rule is a function that reads a [`Context`] and pushes diagnostics with
//! the rule's code and its default severity; [`run`] calls the rules that are not allowed.

pub(crate) mod date_format;
pub(crate) mod duplicate_game;
pub(crate) mod empty_game;
pub(crate) mod fen_without_setup;
pub(crate) mod move_number;
pub(crate) mod non_numeric_notation;
pub(crate) mod plycount_mismatch;
pub(crate) mod result_tag;
pub(crate) mod seven_tag_roster;
pub(crate) mod tag_value_whitespace;
pub(crate) mod timestamp_order;
pub(crate) mod unknown_result_tag;

use crate::board::Replay;
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::levels::Levels;
use crate::span::Span;
use crate::syntax::ast::{Element, Game, Move, MoveKind, TagPair};
use crate::syntax::{MovesHash, PlainFacts, PlainMainLine};

/// What a rule sees of one game.
pub(crate) struct Context<'a> {
    /// The tree of the game.
    pub game: &'a Game,
    /// The main line the plain reading kept compact, when it did: `game.movetext` is empty
    /// then, and the rules read the main line's moves with [`Context::mainline_move_count`].
    pub main_line: Option<&'a PlainMainLine>,
    /// The board replay, when the board ran.
    pub replay: Option<&'a Replay>,
    /// The configured levels: rules that are allowed do not run.
    pub levels: &'a Levels,
    /// What one pass over the main line found, for the rules that follow the moves.
    pub facts: MainLineFacts,
    /// Where the tags the rules look up are, found in one pass over the tag pairs.
    pub known_tags: KnownTags,
    /// The hash of the replay's main-line moves, when the board took it as it played them
    /// (`board::replay_plain`); else the key hashes them from the replay.
    pub replayed_moves: Option<MovesHash>,
}

impl<'a> Context<'a> {
    /// The context of `game` with what the caller knows of it; no hash of the replayed moves.
    pub(crate) fn new(
        game: &'a Game,
        main_line: Option<&'a PlainMainLine>,
        facts: MainLineFacts,
        replay: Option<&'a Replay>,
        levels: &'a Levels,
    ) -> Self {
        Self {
            game,
            main_line,
            replay,
            levels,
            facts,
            known_tags: KnownTags::of(&game.tags),
            replayed_moves: None,
        }
    }
}

/// What one pass over the elements of a main line finds, so that the rules that follow the
/// moves need not walk them again when there is nothing for them (most games are plain moves
/// and numbers): one walk for all of them instead of one each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct MainLineFacts {
    /// Only moves, move numbers, NAGs and suffix annotations, and at most comments without
    /// commands after the last of them (`{ Black resigns } 1-0`, which no rule that follows
    /// the moves looks at): no other comment, no variation, escape line or text that is not
    /// notation (so no move outside the main line, no comment command).
    pub plain: bool,
    /// A numeric move with a separator (`52-54`) or a check mark (`5254+`).
    pub marked_numeric_move: bool,
    /// Every move numbered as the standard form wants ([`move_number::StandardNumbering`]).
    pub standard_numbering: bool,
}

impl MainLineFacts {
    /// The facts of `game`'s main line.
    pub(crate) fn of(game: &Game) -> Self {
        let mut facts = MainLineFacts {
            plain: true,
            marked_numeric_move: false,
            standard_numbering: false,
        };
        let mut numbering = move_number::StandardNumbering::of(game);
        // A comment without commands after which only comments come: `{ Black resigns } 1-0`.
        let mut final_comments = false;
        for element in &game.movetext {
            match element {
                Element::Comment(c) if c.commands.is_empty() && !numbering.number_pending() => {
                    final_comments = true;
                }
                _ if final_comments => facts.plain = false,
                Element::Move(m) => {
                    numbering.move_played();
                    facts.marked_numeric_move |= matches!(&m.kind, MoveKind::Numeric(n)
                        if n.separator.is_some() || m.check.is_some());
                }
                Element::MoveNumber(n) => numbering.number(n),
                Element::Nag(_) | Element::Annotation(_) => {}
                Element::Comment(_)
                | Element::Variation(_)
                | Element::EscapeLine(_)
                | Element::Invalid(_) => facts.plain = false,
            }
        }
        // An element other than a move, a number, a NAG or an annotation is numbered
        // otherwise too (as `StandardNumbering` takes it).
        facts.standard_numbering = numbering.standard && facts.plain;
        facts
    }

    /// The facts of a game the syntax layer's plain reading read, from what it found out: the
    /// same as [`MainLineFacts::of`] the game, without the walk.
    pub(crate) fn of_plain(plain: PlainFacts) -> Self {
        MainLineFacts {
            plain: true,
            marked_numeric_move: false,
            standard_numbering: plain.standard_numbering,
        }
    }
}

impl Context<'_> {
    fn enabled(&self, code: Code) -> bool {
        self.levels.enabled(code)
    }

    /// How many moves the main line has (in the tree, or in the compact main line).
    pub fn mainline_move_count(&self) -> usize {
        match self.main_line {
            Some(line) => line.move_count(),
            None => self.game.mainline_moves().count(),
        }
    }

    /// Whether the main line has a move.
    pub fn has_mainline_move(&self) -> bool {
        match self.main_line {
            Some(line) => line.move_count() > 0,
            None => self.game.mainline_moves().next().is_some(),
        }
    }

    /// The span that stands for the whole game in a diagnostic: its first tag pair, or its first
    /// movetext element, or (for an empty game) its first byte.
    pub fn game_head(&self) -> Span {
        self.game
            .tags
            .first()
            .map(|t| t.span)
            .or_else(|| self.game.movetext.first().map(Element::span))
            .or_else(|| self.main_line.and_then(PlainMainLine::first_element_span))
            .or_else(|| self.game.termination.map(|t| t.span))
            .unwrap_or(Span::new(self.game.span.offset(), 0))
    }

    /// The first tag pair named by `known` (a place of [`known_tag`]: a roster slot, or
    /// [`FEN_TAG`], [`SET_UP_TAG`], [`PLY_COUNT_TAG`]), as `Game::tag` finds it.
    pub fn known_tag(&self, known: usize) -> Option<&TagPair> {
        self.known_tags.first[known].map(|index| &self.game.tags[index])
    }
}

/// The place of the `FEN` tag (PGN standard, section 9.7.2) among [`known_tag`]'s names.
pub(crate) const FEN_TAG: usize = 7;
/// The place of the `SetUp` tag (section 9.7.1).
pub(crate) const SET_UP_TAG: usize = 8;
/// The place of the `PlyCount` tag (section 9.2.1).
pub(crate) const PLY_COUNT_TAG: usize = 9;
/// The place of the `Result` tag: the last of the Seven Tag Roster's.
pub(crate) const RESULT_TAG: usize = 6;

/// The place of tag `name` among the names the rules look up (exact, case-sensitive, as
/// `Game::tag`): 0 to 6 its slot in the Seven Tag Roster
/// ([`SEVEN_TAG_ROSTER`](crate::syntax::ast::SEVEN_TAG_ROSTER)), then [`FEN_TAG`],
/// [`SET_UP_TAG`] and [`PLY_COUNT_TAG`]; one comparison of the name's length and bytes, not one
/// per name.
pub(crate) fn known_tag(name: &str) -> Option<usize> {
    match name {
        "Event" => Some(0),
        "Site" => Some(1),
        "Date" => Some(2),
        "Round" => Some(3),
        "White" => Some(4),
        "Black" => Some(5),
        "Result" => Some(RESULT_TAG),
        "FEN" => Some(FEN_TAG),
        "SetUp" => Some(SET_UP_TAG),
        "PlyCount" => Some(PLY_COUNT_TAG),
        _ => None,
    }
}

/// Where the tags the rules look up stand among a game's tag pairs, found in one pass over
/// them, each name compared once ([`known_tag`]): the roster rule, the duplicate key and three
/// rules searched the tag pairs by name, five passes that compared every name again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct KnownTags {
    /// The index in the game's tag pairs of the first one of each name, by [`known_tag`]'s place.
    first: [Option<usize>; PLY_COUNT_TAG + 1],
    /// Whether no roster tag comes after one that the roster puts after it (PGN standard,
    /// section 8.1.1: the roster's order).
    pub roster_in_order: bool,
}

impl KnownTags {
    /// The known tags of `tags` (a game's tag pairs, in source order).
    pub(crate) fn of(tags: &[TagPair]) -> Self {
        let mut known = KnownTags {
            first: [None; PLY_COUNT_TAG + 1],
            roster_in_order: true,
        };
        let mut latest_slot = 0;
        for (index, tag) in tags.iter().enumerate() {
            if let Some(place) = known_tag(&tag.name) {
                known.first[place].get_or_insert(index);
                if place <= RESULT_TAG {
                    known.roster_in_order &= place >= latest_slot;
                    latest_slot = latest_slot.max(place);
                }
            }
        }
        known
    }
}

/// A rule: reads one game, pushes its diagnostics.
type Rule = fn(&Context, &mut Vec<Diagnostic>);

/// Runs every rule that `context.levels` does not allow, except `duplicate-game`, which needs
/// the games before this one (see [`duplicate_game::key`]).
pub(crate) fn run(context: &Context, out: &mut Vec<Diagnostic>) {
    let rules: [(Code, Rule); 11] = [
        (Code::MoveNumber, move_number::check),
        (Code::NonNumericNotation, non_numeric_notation::check),
        (Code::SevenTagRoster, seven_tag_roster::check),
        (Code::DateFormat, date_format::check),
        (Code::ResultTag, result_tag::check),
        (Code::EmptyGame, empty_game::check),
        (Code::TimestampOrder, timestamp_order::check),
        (Code::TagValueWhitespace, tag_value_whitespace::check),
        (Code::UnknownResultTag, unknown_result_tag::check),
        (Code::PlycountMismatch, plycount_mismatch::check),
        (Code::FenWithoutSetup, fen_without_setup::check),
    ];
    for (code, rule) in rules {
        if context.enabled(code) {
            rule(context, out);
        }
    }
}

/// Calls `visit` on every move of `elements` and of their variations, in source order.
pub(crate) fn for_each_move<'a>(elements: &'a [Element], visit: &mut impl FnMut(&'a Move)) {
    for element in elements {
        match element {
            Element::Move(m) => visit(m),
            Element::Variation(v) => for_each_move(&v.elements, visit),
            _ => {}
        }
    }
}

/// Whether some element of the game (or its result) starts at byte `offset`: then a fix that
/// deletes the bytes just before it must leave a space, or two words would be glued into one
/// (`8567#1-0` without its `#` must read `8567 1-0`).
pub(crate) fn token_starts_at(game: &Game, offset: usize) -> bool {
    fn any(elements: &[Element], offset: usize) -> bool {
        elements.iter().any(|e| {
            e.span().offset() == offset
                || matches!(e, Element::Variation(v) if v.span.offset() < offset && any(&v.elements, offset))
        })
    }
    game.termination.is_some_and(|t| t.span.offset() == offset) || any(&game.movetext, offset)
}

/// Whether the bytes of a tag value (`value_span`, quotes included) are exactly the quoted,
/// escaped value, so that a fix may replace them (a malformed tag pair is never touched).
pub(crate) fn value_span_is_plain(value: &str, value_span: Span) -> bool {
    crate::syntax::print::quoted_tag_value(value).len() == value_span.len()
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Running the rules on a text, for the unit tests of the rules: the syntax layer and the
    //! board as `iccf check` runs them, then the linter with the default levels.

    use crate::codes::Code;
    use crate::diagnostic::Diagnostic;
    use crate::levels::Levels;
    use crate::lint::Linter;
    use crate::span::LineIndex;

    /// Every diagnostic of the syntax layer, the board and the lint rules on `text`, game by
    /// game, with the default levels.
    pub fn lint_diagnostics(text: &str) -> Vec<Diagnostic> {
        let levels = Levels::default();
        let mut linter = Linter::new();
        crate::syntax::games_with(
            text,
            crate::syntax::ParseOptions::default().with_numbering(crate::board::numbering_of_tags),
        )
        .flat_map(|parsed| {
            let replay = crate::board::replay(&parsed.game);
            let mut found = parsed.diagnostics;
            found.extend(replay.diagnostics.iter().cloned());
            found.extend(linter.lint_game(&parsed.game, Some(&replay), parsed.index, &levels));
            levels.apply(&mut found);
            found
        })
        .collect()
    }

    /// `(line, column, message)` of every diagnostic with `code` in `text`.
    pub fn found(text: &str, code: Code) -> Vec<(usize, usize, String)> {
        let index = LineIndex::new(text);
        lint_diagnostics(text)
            .into_iter()
            .filter(|d| d.code == code)
            .map(|d| {
                let p = index.position(text, d.span.offset());
                (p.line, p.column, d.message)
            })
            .collect()
    }

    /// The text after applying the fixes of `code` only.
    pub fn fixed(text: &str, code: Code) -> String {
        let diagnostics: Vec<_> = lint_diagnostics(text)
            .into_iter()
            .filter(|d| d.code == code)
            .collect();
        crate::diagnostic::apply_fixes(text, &diagnostics).text
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::lint_diagnostics;
    use crate::i18n::Language;

    #[test]
    fn the_roster_slots_are_the_roster_order() {
        for (slot, name) in crate::syntax::ast::SEVEN_TAG_ROSTER.into_iter().enumerate() {
            assert_eq!(super::known_tag(name), Some(slot));
        }
        assert_eq!(super::known_tag("FEN"), Some(super::FEN_TAG));
        assert_eq!(super::known_tag("SetUp"), Some(super::SET_UP_TAG));
        assert_eq!(super::known_tag("PlyCount"), Some(super::PLY_COUNT_TAG));
        assert_eq!(super::known_tag("event"), None);
        assert_eq!(super::known_tag("Events"), None);
        assert_eq!(super::known_tag("ECO"), None);
        assert_eq!(super::known_tag("Fen"), None);
    }

    /// The known tags of a game are where `Game::tag` finds them (the first of a name), and
    /// the roster is in order unless a roster tag follows one the roster puts after it.
    #[rstest::rstest]
    #[case::roster(
        "[Event \"e\"]\n[Site \"s\"]\n[Result \"*\"]\n[FEN \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"]\n[SetUp \"1\"]\n\n*",
        true
    )]
    #[case::twice(
        "[Event \"e\"]\n[Event \"f\"]\n[PlyCount \"0\"]\n[PlyCount \"1\"]\n\n*",
        true
    )]
    #[case::out_of_order("[Site \"s\"]\n[ECO \"A00\"]\n[Event \"e\"]\n\n*", false)]
    #[case::back_after_a_repeat("[Date \"d\"]\n[White \"w\"]\n[Date \"d\"]\n\n*", false)]
    #[case::other_names("[event \"e\"]\n[Fen \"x\"]\n\n*", true)]
    fn known_tags_are_where_game_tag_finds_them(#[case] text: &str, #[case] in_order: bool) {
        let parsed = crate::syntax::parse(text);
        let game = &parsed.transcript.games[0];
        let known = super::KnownTags::of(&game.tags);
        let names = [
            "Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN", "SetUp",
            "PlyCount",
        ];
        for (place, name) in names.into_iter().enumerate() {
            assert_eq!(super::known_tag(name), Some(place));
            let found = known.first[place].map(|index| game.tags[index].value.as_str());
            assert_eq!(found, game.tag(name), "{name} in {text}");
        }
        assert_eq!(known.roster_in_order, in_order, "{text}");
    }

    /// Every text of every lint diagnostic of the fixtures (message, label, help, secondary
    /// labels) comes from the catalogues: in Russian each has Cyrillic letters.
    #[test]
    fn every_text_of_the_lint_fixtures_is_translated() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint/err");
        let mut seen = 0;
        for entry in std::fs::read_dir(dir).expect("the lint fixtures") {
            let path = entry.expect("a fixture").path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if !name.starts_with('L') || path.extension().is_none_or(|e| e != "iccf") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a fixture");
            for d in lint_diagnostics(&text) {
                if !d.code.as_str().starts_with('L') {
                    continue;
                }
                seen += 1;
                let ru = d.in_language(Language::Russian);
                let cyrillic = |t: &str| t.chars().any(|c| ('а'..='я').contains(&c));
                let texts = [
                    Some(&ru.message),
                    Some(&ru.label).filter(|l| !l.is_empty()),
                    ru.help.as_ref(),
                ];
                for t in texts.into_iter().flatten().chain(&ru.related) {
                    assert!(cyrillic(t), "{name}: {} `{t}` in {ru:?}", d.code.as_str());
                }
            }
        }
        assert!(seen >= 12, "{seen}");
    }
}

#[cfg(test)]
mod main_line_facts {
    use super::MainLineFacts;
    use proptest::prelude::*;

    /// Every game of `text` the plain reading reads: the facts it found out are the walk's.
    /// Returns how many it read.
    fn plain_facts_are_the_walks(text: &str) -> usize {
        let options = crate::check::parse_options(crate::syntax::Notation::Numeric);
        let mut read = 0;
        for parsed in crate::syntax::games_with(text, options) {
            if let Some(plain) = parsed.plain {
                let walked = MainLineFacts::of(&parsed.game);
                assert_eq!(MainLineFacts::of_plain(plain), walked, "{text:?}");
                read += 1;
            }
        }
        read
    }

    #[rstest::rstest]
    #[case::numbered("1. 5254 5755 2. 7163 *", 1)]
    #[case::white_move_without_number("1. 5254 5755 7163 *", 1)]
    #[case::no_numbers("5254 5755 *", 1)]
    #[case::black_first("[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n7877 13. 5152 *", 1)]
    #[case::from_twelve("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 12\"]\n\n12. 5152 5857 *", 1)]
    #[case::no_moves("*", 1)]
    #[case::final_comment("1. 5254 5755 2. 7163 { Black resigns } 1-0", 1)]
    #[case::only_a_comment("{ Adjourned } *", 1)]
    fn the_plain_reading_finds_the_facts_of_the_walk(#[case] movetext: &str, #[case] read: usize) {
        let text = if movetext.starts_with('[') {
            movetext.to_string()
        } else {
            format!("[Event \"x\"]\n\n{movetext}")
        };
        assert_eq!(plain_facts_are_the_walks(&text), read);
    }

    #[test]
    fn every_fixture_read_plainly_has_the_facts_of_the_walk() {
        let mut folders =
            vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")];
        let mut read = 0;
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).expect("a folder") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    folders.push(path);
                } else if path.extension().is_some_and(|e| e == "iccf") {
                    let bytes = std::fs::read(&path).expect("a fixture");
                    read += plain_facts_are_the_walks(&String::from_utf8_lossy(&bytes));
                }
            }
        }
        assert!(read > 100, "{read} games read plainly");
    }

    proptest! {
        /// Move numbers left out, or written for Black's move, at random.
        #[test]
        fn numbers_left_out_at_random(
            numbered in prop::collection::vec(any::<bool>(), 0..16),
            fen_start in prop::option::of((1u32..30, any::<bool>())),
        ) {
            let mut text = String::from("[Event \"x\"]\n");
            let (mut number, mut black) = (1, false);
            if let Some((n, b)) = fen_start {
                let side = if b { 'b' } else { 'w' };
                text.push_str(&format!("[FEN \"4k3/8/8/8/8/8/8/4K3 {side} - - 0 {n}\"]\n"));
                (number, black) = (n, b);
            }
            text.push('\n');
            for with_number in numbered {
                if with_number {
                    text.push_str(&format!("{number}{} ", if black { "..." } else { "." }));
                }
                text.push_str("5254 ");
                if black {
                    number += 1;
                }
                black = !black;
            }
            text.push('*');
            plain_facts_are_the_walks(&text);
        }
    }

    /// A comment after the last move keeps the facts of a plain main line, on which the
    /// rules skip their walks: they find what their walks find.
    #[rstest::rstest]
    #[case::plain("1. 5254 5755 2. 7163 {Black resigns} 1-0")]
    #[case::from_twelve(
        "[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n12... 5857 13. 5152 {a}\n{b} *"
    )]
    #[case::number_left_out("1. 5254 5755 7163 {a} *")]
    #[case::wrong_number("1. 5254 5755 3. 7163 {a} *")]
    #[case::separator("1. 52-54 5755 {a} *")]
    #[case::check_mark("1. 5254 5755 2. 4185+ {a} *")]
    fn a_final_comment_leaves_the_rules_nothing_to_walk(#[case] movetext: &str) {
        let text = if movetext.starts_with('[') {
            movetext.to_string()
        } else {
            format!("[Event \"x\"]\n\n{movetext}")
        };
        let parsed = crate::syntax::parse_with(
            &text,
            crate::syntax::ParseOptions::default().with_numbering(crate::board::numbering_of_tags),
        );
        let game = &parsed.transcript.games[0];
        let levels = crate::levels::Levels::default();
        let lint = |facts| {
            let context = super::Context::new(game, None, facts, None, &levels);
            let mut out = Vec::new();
            super::run(&context, &mut out);
            out
        };
        let walked = lint(MainLineFacts {
            plain: false,
            marked_numeric_move: true,
            standard_numbering: false,
        });
        assert_eq!(lint(MainLineFacts::of(game)), walked, "{text}");
    }

    /// The facts the rules skip their walks on, for each kind of element that changes them.
    #[rstest::rstest]
    #[case::plain("1. 5254 5755 2. 7163 $1 2836 ! *", true, false, true)]
    #[case::comment("1. 5254 {[%ccsnt 2020.01.01]} 5755 *", false, false, false)]
    #[case::variation("1. 5254 5755 (1... 4745) *", false, false, false)]
    #[case::escape_line("1. 5254 5755\n% note\n2. 7163 *", false, false, false)]
    #[case::separator("1. 52-54 5755 *", true, true, true)]
    #[case::check_mark("1. 5254 5755 2. 4185+ *", true, true, true)]
    #[case::san_check_mark_is_another_rule("1. e4 e5 2. Qh5+ *", true, false, true)]
    #[case::no_numbers("5254 5755 *", true, false, false)]
    #[case::final_comment("1. 5254 5755 { Black resigns } 1-0", true, false, true)]
    #[case::final_comments("1. 5254 5755 {a} {b} 1-0", true, false, true)]
    #[case::final_comment_command("1. 5254 5755 {[%ccsnt 2020.01.01]} *", false, false, false)]
    #[case::comment_after_a_number("1. 5254 5755 2. {a} *", false, false, false)]
    #[case::comment_then_nag("1. 5254 {a} $1 *", false, false, false)]
    #[case::comment_then_move("1. 5254 {a} 5755 *", false, false, false)]
    fn one_pass_finds(
        #[case] text: &str,
        #[case] plain: bool,
        #[case] marked: bool,
        #[case] standard_numbering: bool,
    ) {
        let parsed = crate::syntax::parse(text);
        let facts = MainLineFacts::of(&parsed.transcript.games[0]);
        assert_eq!(
            facts,
            MainLineFacts {
                plain,
                marked_numeric_move: marked,
                standard_numbering
            },
            "{text}"
        );
    }
}
