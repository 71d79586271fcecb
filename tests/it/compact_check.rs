//! The check of games kept compact (`CheckOptions::keep_movetext` off, as `iccf check` runs):
//! a game the plain reading read is checked from its compact main line, without its elements,
//! and must give what the check of its elements gives: the same diagnostics, duplicate keys and
//! replay, on every fixture, on the corpus (with `ICCF_CORPUS`) and on games made to need the
//! elements (castling, promotions, illegal moves, wrong results, time controls, copies).

use std::path::Path;

use iccf::check::{CheckOptions, CheckedGame, check_games};
use iccf::codes::Layer;
use iccf::syntax::Notation;

/// Checks `text` with `options`, keeping every game's movetext and not, and asserts that both
/// give the same games. Returns how many games were left without their elements (checked
/// from the compact main line) and how many there were.
pub fn checks_agree(text: &str, options: CheckOptions) -> (usize, usize) {
    let kept: Vec<CheckedGame> = check_games(text, options).collect();
    let compact: Vec<CheckedGame> = check_games(text, options.with_keep_movetext(false)).collect();
    assert_eq!(kept.len(), compact.len(), "{text:?}");
    let mut without_elements = 0;
    for (a, b) in kept.iter().zip(&compact) {
        let game = a.index;
        assert_eq!(a.index, b.index);
        assert_eq!(a.diagnostics, b.diagnostics, "game {game} of {text:?}");
        assert_eq!(a.duplicate_key, b.duplicate_key, "game {game} of {text:?}");
        assert_eq!(a.unfixable_syntax_errors, b.unfixable_syntax_errors);
        // `Replay` compares by its debug form: every move, position and stop.
        assert_eq!(
            format!("{:?}", a.replay),
            format!("{:?}", b.replay),
            "game {game} of {text:?}"
        );
        if b.game.movetext.is_empty() && !a.game.movetext.is_empty() {
            // A game goes without its elements only when the lint rules alone found
            // something in it (a missing roster tag, a date, a copy) or nothing.
            assert!(
                b.diagnostics.iter().all(|d| d.code.layer() == Layer::Lint),
                "game {game} of {text:?}"
            );
            without_elements += 1;
            assert_eq!(a.game.tags, b.game.tags);
            assert_eq!(a.game.termination, b.game.termination);
        } else {
            assert_eq!(a.game, b.game, "game {game} of {text:?}");
        }
    }
    (without_elements, kept.len())
}

/// The option sets of `iccf check`: with the board and without (`--syntax-only`), numeric and
/// automatic notation.
pub fn option_sets() -> [CheckOptions; 3] {
    [
        CheckOptions::default().with_notation(Notation::Numeric),
        CheckOptions::default().with_notation(Notation::Auto),
        CheckOptions::default()
            .with_notation(Notation::Numeric)
            .with_board(false),
    ]
}

fn files_check_alike(folder: &Path) -> (usize, usize) {
    let (mut compact, mut games) = (0, 0);
    for path in crate::it::support::transcripts(folder) {
        let bytes = std::fs::read(&path).expect("a transcript");
        let text = String::from_utf8_lossy(&bytes);
        for options in option_sets() {
            let (c, g) = checks_agree(&text, options);
            compact += c;
            games += g;
        }
    }
    (compact, games)
}

#[test]
fn every_fixture_checks_alike() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let (compact, games) = files_check_alike(&fixtures);
    assert!(compact > 500, "{compact} of {games} games checked compact");
}

#[test]
fn the_corpus_checks_alike() {
    let Some(corpus) = crate::it::support::corpus_root("compact check sweep") else {
        return;
    };
    let (compact, games) = files_check_alike(&corpus);
    assert!(compact > 1000, "{compact} of {games} games checked compact");
}

const TAGS: &str = "[Event \"e\"]\n[Site \"s\"]\n[Date \"2020.01.01\"]\n[Round \"1\"]\n\
                    [White \"w\"]\n[Black \"b\"]\n[Result \"*\"]\n\n";

/// Games read plainly whose check needs more than plain moves, each alone and after a copy of
/// itself: each is checked alike with and without its elements, and the compact check gives up
/// (the game keeps its elements) exactly where the board finds something; what the lint rules
/// alone find (a Result tag or `PlyCount` that differs) leaves the game compact.
#[rstest::rstest]
#[case::castling("", "1. 5254 5755 2. 7163 2836 3. 6125 7866 4. 5171 *", false, false)]
#[case::black_castles(
    "",
    "1. 5254 5755 2. 7163 7866 3. 6125 6857 4. 5171 5878 *",
    false,
    false
)]
#[case::promotion_digit(
    "",
    "1. 8284 7775 2. 8475 8786 3. 7586 2836 4. 8687 1716 5. 87782 *",
    false,
    false
)]
#[case::illegal_move("", "1. 5254 5755 2. 5354 *", true, true)]
// The game ends in mate, 0-1 as written; the Result tag says `*`.
#[case::result_tag_differs("", "1. 6263 5755 2. 7274 4884 0-1", true, false)]
#[case::mate_written_as_draw("", "1. 6263 5755 2. 7274 4884 1/2-1/2", true, true)]
#[case::ply_count("[PlyCount \"3\"]\n", "1. 5254 5755 *", true, false)]
#[case::no_moves("", "*", false, false)]
fn games_that_need_more_than_plain_moves(
    #[case] more_tags: &str,
    #[case] movetext: &str,
    #[case] found: bool,
    #[case] elements: bool,
) {
    let game = format!("{}\n{more_tags}\n{movetext}\n", TAGS.trim_end());
    for options in option_sets() {
        checks_agree(&game, options);
        checks_agree(&format!("{game}\n{game}"), options);
    }
    let checked: Vec<CheckedGame> =
        check_games(&game, option_sets()[0].with_keep_movetext(false)).collect();
    assert_eq!(!checked[0].diagnostics.is_empty(), found, "{game}");
    assert_eq!(!checked[0].game.movetext.is_empty(), elements, "{game}");
}

/// A copy found later is reported on a game that stays compact.
#[test]
fn a_copy_found_later_stays_compact() {
    let game = format!("{TAGS}1. 5254 5755 2. 7163 2836 *\n");
    let checked: Vec<CheckedGame> = check_games(
        &format!("{game}\n{game}"),
        CheckOptions::default().with_keep_movetext(false),
    )
    .collect();
    assert!(checked[0].game.movetext.is_empty());
    assert_eq!(checked[1].diagnostics[0].code.as_str(), "L006");
    assert!(checked[1].game.movetext.is_empty());
}

#[test]
fn a_time_control_needs_the_elements() {
    let game = format!(
        "{}1. 5254 5755 *\n",
        TAGS.replace(
            "[Result \"*\"]",
            "[Result \"*\"]\n[TimeControl \"10/4320000\"]"
        )
    );
    for options in option_sets() {
        checks_agree(&game, options);
    }
    let checked: Vec<CheckedGame> =
        check_games(&game, CheckOptions::default().with_keep_movetext(false)).collect();
    assert_eq!(checked[0].game.movetext.len(), 3);
}

/// A game whose only findings are the lint rules' (here tags the roster lacks) is checked
/// from its compact main line and comes back without its elements, with the same
/// diagnostics as the check that keeps them.
#[test]
fn a_game_with_only_lint_findings_goes_without_its_elements() {
    let text = "[Event \"e\"]\n\n1. 5254 5755 2. 7163 *\n";
    let compact: Vec<CheckedGame> =
        check_games(text, CheckOptions::default().with_keep_movetext(false)).collect();
    let kept: Vec<CheckedGame> = check_games(text, CheckOptions::default()).collect();
    let codes = |game: &CheckedGame| -> Vec<(&str, usize)> {
        game.diagnostics
            .iter()
            .map(|d| (d.code.as_str(), d.span.offset()))
            .collect()
    };
    assert_eq!(codes(&compact[0]), [("L003", 0), ("L005", 0)]);
    assert_eq!(codes(&kept[0]), codes(&compact[0]));
    assert!(compact[0].game.movetext.is_empty());
    assert_eq!(kept[0].game.movetext.len(), 5);
}

/// A copy read by the rules (a comment between its moves) is a copy of a game read plainly,
/// with the board and without (whose key hashes the moves as the plain reading read them): the
/// replay of the compact main line hashes its moves as it plays them, the replay of the tree's
/// moves after it, castling, en passant and a promotion alike.
#[rstest::rstest]
fn a_copy_read_by_the_rules_is_a_copy_of_a_plain_game(
    #[values(true, false)] board: bool,
    #[values(
        "1. 5254 5755 2. 7163 2836 3. 6125 *",
        "1. 5254 7866 2. 5455 4745 3. 5546 2836 4. 4637 5755 5. 7163 6857 6. 6134 5878 \
         7. 5171 1716 8. 37481 6848 *"
    )]
    moves: &str,
) {
    let plain = format!("{TAGS}{moves}\n");
    let commented = plain.replace("2. ", "{ a comment } 2. ");
    let text = format!("{plain}\n{commented}\n{plain}");
    for keep in [true, false] {
        let options = CheckOptions::default()
            .with_board(board)
            .with_keep_movetext(keep);
        let checked: Vec<CheckedGame> = check_games(&text, options).collect();
        let copies: Vec<Vec<&str>> = checked
            .iter()
            .map(|g| g.diagnostics.iter().map(|d| d.code.as_str()).collect())
            .collect();
        assert_eq!(copies, [vec![], vec!["L006"], vec!["L006"]], "{options:?}");
    }
}
