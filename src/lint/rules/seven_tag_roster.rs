//! `seven-tag-roster` (L003): the tags Event, Site, Date, Round, White, Black and Result must all
//! be there, in this order (PGN standard, section 8.1.1). Other tags may stand between them.
//! A missing Result tag is left to `result-tag` (L005), so that it is reported once.

use super::{Context, RESULT_TAG, known_tag};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};
use crate::span::Span;
use crate::syntax::ast::{Game, SEVEN_TAG_ROSTER, TagPair};

/// The tag pair that says "unknown" for a roster tag, in the form the other rules accept: a date
/// of `????.??.??` (`date-format`), the result `*` (`unknown-result-tag`), `?` for the others
/// (PGN standard, section 8.1.1).
fn unknown(tag: &str) -> String {
    let value = match tag {
        "Date" => "????.??.??",
        "Result" => "*",
        _ => "?",
    };
    format!("[{tag} \"{value}\"]")
}

/// Which unknown values the help explains for the tags in `tags` (`? for an unknown value`
/// always): the arguments `date`, `round` and `result` of `lint-unknown-values`, `yes` or `no`.
fn unknown_values(tags: &[&str]) -> Args {
    let named = |tag: &str| if tags.contains(&tag) { "yes" } else { "no" };
    Args::new()
        .selector("date", named("Date"))
        .selector("round", named("Round"))
        .selector("result", named("Result"))
}

/// The arguments of a list of names in prose (`A`, `A and B`, `A, B and C`): `count`, the names
/// before the last joined with `, ` (`list`), and the `last`.
fn listed(list: &'static str, names: &[String]) -> Args {
    let (last, init) = names
        .split_last()
        .map_or(("", &[][..]), |(l, i)| (l.as_str(), i));
    Args::new()
        .number("count", names.len())
        .text(list, init.join(", "))
        .text("last", last)
}

/// The diagnostics this rule built lately, for their copies: archives repeat one in game after
/// game (an export that writes Date after Black, or no Round, in every game), and building one
/// formats four catalogue texts where a copy takes three strings and a pointer (the bench's
/// 15,318 roster warnings: some 7,600 instructions each built, 1,800 copied). What it
/// says depends only on its slot's key, its spans are set on each copy. Bounded: one for each
/// set of missing roster tags (64) and each pair of roster tags out of order (49), a thread.
struct Built {
    /// By the set of roster tags present (bit `slot`, Result aside), when no tag of another
    /// case stands for a missing one (whose names the help quotes).
    missing: [Option<Diagnostic>; 64],
    /// By the roster slots of the tag and the one it comes after (`slot * 7 + before`).
    out_of_order: [Option<Diagnostic>; 49],
}

thread_local! {
    static BUILT: std::cell::RefCell<Built> = const {
        std::cell::RefCell::new(Built {
            missing: [const { None }; 64],
            out_of_order: [const { None }; 49],
        })
    };
}

/// A copy of the diagnostic in `slot` of [`BUILT`] (built by `build` when the slot is empty).
fn copy_of_built(
    slot: impl FnOnce(&mut Built) -> &mut Option<Diagnostic>,
    build: impl FnOnce() -> Diagnostic,
) -> Diagnostic {
    BUILT.with_borrow_mut(|built| slot(built).get_or_insert_with(build).clone())
}

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    if context.game.tags.is_empty() {
        out.extend(no_tag_pairs(context));
        return;
    }
    out.extend(missing_tags(context));
    if !context.known_tags.roster_in_order {
        out.extend(first_tag_out_of_order(context.game));
    }
}

/// The diagnostic for a game without any tag pair, unless the game is empty too.
fn no_tag_pairs(context: &Context) -> Option<Diagnostic> {
    let game = context.game;
    if !context.has_mainline_move() && game.termination.is_none() {
        return None;
    }
    Some(
        Diagnostic::from_catalogue(
            Code::SevenTagRoster,
            context.game_head(),
            "lint-no-tag-pairs",
            Args::new(),
        )
        .with_catalogue_label("lint-no-tag-pairs.label")
        .with_catalogue_help(vec![Message::new(
            "lint-no-tag-pairs-help",
            Args::new()
                .text("tags", SEVEN_TAG_ROSTER.map(unknown).join(" "))
                .extended(unknown_values(&SEVEN_TAG_ROSTER)),
        )]),
    )
}

/// The diagnostic for the roster tags missing from the game (Result aside: L005's), if any.
fn missing_tags(context: &Context) -> Option<Diagnostic> {
    let game = context.game;
    let present: [bool; 6] = std::array::from_fn(|slot| context.known_tag(slot).is_some());
    if present.iter().all(|&p| p) {
        return None;
    }
    let missing: Vec<&str> = SEVEN_TAG_ROSTER[..6]
        .iter()
        .zip(present)
        .filter_map(|(name, present)| (!present).then_some(*name))
        .collect();
    let wrong_case: Vec<String> = game
        .tags
        .iter()
        .filter(|t| missing.iter().any(|m| t.name.eq_ignore_ascii_case(m)))
        .map(|t| format!("`{}`", t.name))
        .collect();
    let head = context.game_head();
    if !wrong_case.is_empty() {
        return Some(missing_tags_diagnostic(&missing, &wrong_case, head));
    }
    let set = present
        .iter()
        .enumerate()
        .fold(0, |set, (slot, &p)| set | (usize::from(p) << slot));
    let mut copy = copy_of_built(
        |built| &mut built.missing[set],
        || missing_tags_diagnostic(&missing, &[], head),
    );
    copy.span = head;
    Some(copy)
}

/// The diagnostic at `span` for the roster tags `missing` (at least one, in roster order), with
/// the names of tags in another case (`wrong_case`, quoted) that may stand for them.
fn missing_tags_diagnostic(missing: &[&str], wrong_case: &[String], span: Span) -> Diagnostic {
    let mut help = vec![Message::new(
        "lint-missing-tags-help",
        listed(
            "tags",
            &missing.iter().map(|m| unknown(m)).collect::<Vec<_>>(),
        )
        .extended(unknown_values(missing)),
    )];
    if !wrong_case.is_empty() {
        help.push(Message::new(
            "lint-tag-names-case-sensitive",
            listed("names", wrong_case),
        ));
    }
    // Never empty: the caller found a tag missing.
    let (last, first) = missing.split_last().unwrap_or((&"", &[]));
    let tags = Args::new()
        .number("count", missing.len())
        .text("tags", first.join(", "))
        .text("last", *last);
    Diagnostic::from_catalogue(Code::SevenTagRoster, span, "lint-missing-tags", tags)
        .with_catalogue_label("lint-missing-tags.label")
        .with_catalogue_help(help)
}

/// The diagnostic for the first roster tag that comes after one it should precede, if any.
fn first_tag_out_of_order(game: &Game) -> Option<Diagnostic> {
    let mut latest: Option<(usize, &TagPair)> = None;
    for tag in &game.tags {
        let Some(rank) = known_tag(&tag.name).filter(|&place| place <= RESULT_TAG) else {
            continue;
        };
        match latest {
            Some((latest_rank, latest_tag)) if rank < latest_rank => {
                // Both names are roster names (`known_tag` is exact): the slots say them.
                let mut copy = copy_of_built(
                    |built| &mut built.out_of_order[rank * 7 + latest_rank],
                    || out_of_order(tag, latest_tag),
                );
                copy.span = tag.name_span;
                for related in &mut copy.related {
                    related.span = latest_tag.name_span;
                }
                return Some(copy);
            }
            Some((latest_rank, _)) if rank == latest_rank => {}
            _ => latest = Some((rank, tag)),
        }
    }
    None
}

/// The diagnostic for roster tag `tag` written after `before`, which it should precede.
fn out_of_order(tag: &TagPair, before: &TagPair) -> Diagnostic {
    let names = Args::new()
        .text("tag", tag.name.as_str())
        .text("before", before.name.as_str());
    Diagnostic::from_catalogue(
        Code::SevenTagRoster,
        tag.name_span,
        "lint-tag-out-of-order",
        names.clone(),
    )
    .with_catalogue_label("lint-tag-out-of-order.label")
    .with_catalogue_related(
        before.name_span,
        Message::new("lint-tag-out-of-order.related", names.clone()),
    )
    .with_catalogue_help(vec![Message::new("lint-tag-out-of-order.help", names)])
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    const FULL: &str = "[Event \"E\"]\n[Site \"S\"]\n[Date \"2020.01.01\"]\n[Round \"1\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n*\n";

    /// The copies of the diagnostics built for an earlier game are what building them anew
    /// gives, at their own game's spans: the same two findings in three games, their tag pairs
    /// at other offsets (and a different Result tag), the second set of missing tags quoting
    /// a name of another case (not copied).
    #[test]
    fn copies_are_the_diagnostics_built_anew() {
        let game = |site: &str, extra: &str| {
            format!(
                "[Event \"E\"]\n[Site \"{site}\"]\n[White \"W\"]\n[Black \"B\"]\n[Date \"2020.01.01\"]\n{extra}[Result \"*\"]\n\n*\n\n"
            )
        };
        let text = [
            game("S", ""),
            game("Somewhere", ""),
            game("S", "[round \"1\"]\n"),
            game("Elsewhere", ""),
        ]
        .concat();
        let found: Vec<_> = super::super::test_support::lint_diagnostics(&text)
            .into_iter()
            .filter(|d| d.code == Code::SevenTagRoster)
            .collect();
        let parsed = crate::syntax::parse(&text);
        let mut expected = Vec::new();
        for game in &parsed.transcript.games {
            let tag = |name: &str| game.tags.iter().find(|t| t.name == name).expect("a tag");
            let wrong_case: Vec<String> = game
                .tags
                .iter()
                .filter(|t| t.name == "round")
                .map(|_| "`round`".to_string())
                .collect();
            expected.push(super::missing_tags_diagnostic(
                &["Round"],
                &wrong_case,
                game.tags[0].span,
            ));
            expected.push(super::out_of_order(tag("Date"), tag("Black")));
        }
        assert_eq!(found.len(), 8);
        assert_eq!(found, expected);
        // Each at its own game: the heads and the Date tags' lines.
        let index = crate::span::LineIndex::new(&text);
        let lines: Vec<usize> = found
            .iter()
            .map(|d| index.position(&text, d.span.offset()).line)
            .collect();
        assert_eq!(lines, [1, 5, 10, 14, 19, 23, 29, 33]);
        assert_eq!(
            found[7].related[0].span,
            parsed.transcript.games[3].tags[3].name_span
        );
    }

    #[test]
    fn complete_roster_in_order() {
        assert_eq!(found(FULL, Code::SevenTagRoster), []);
        let with_others = FULL.replace("[Round", "[EventDate \"2020.01.01\"]\n[Round");
        assert_eq!(found(&with_others, Code::SevenTagRoster), []);
    }

    #[test]
    fn missing_tags() {
        let text = "[Event \"E\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n*\n";
        assert_eq!(
            found(text, Code::SevenTagRoster),
            [(
                1,
                1,
                "the Seven Tag Roster lacks the tags Site, Date and Round".to_string()
            )]
        );
    }

    #[test]
    fn out_of_order() {
        let text = FULL.replace(
            "[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]",
            "[Result \"*\"]\n[White \"W\"]\n[Black \"B\"]",
        );
        let found = found(&text, Code::SevenTagRoster);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].0, found[0].1), (6, 2));
        assert!(
            found[0].2.starts_with("the tag White comes after Result"),
            "{found:?}"
        );
    }

    #[test]
    fn no_tags() {
        assert_eq!(
            found("1. 5254 *", Code::SevenTagRoster),
            [(1, 1, "the game has no tag pairs".to_string())]
        );
    }
}
