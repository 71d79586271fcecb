//! What must hold for any input, checked by the fuzz targets (`fuzz/fuzz_targets/*.rs`) and by
//! the property and regression tests of the normal suite (`tests/it/generated_games/`), which include
//! this file with `#[path]` so that both check the same things.
//!
//! Each oracle takes an input, runs one part of the pipeline as `iccf` does, and panics with a
//! message naming the broken rule when the result is wrong:
//! - [`check`]: `iccf check` (decode, parse, replay, lint) in numeric and per-game notation, and
//!   every renderer: each diagnostic's spans lie inside the text on character boundaries, and
//!   the line and column of every output agree with a count from the start of the text;
//! - [`convert_round_trip`]: numeric -> PGN -> numeric keeps every game (tags, moves, NAGs,
//!   comments, variations, result), and the PGN written reads back without an error;
//! - [`fmt`]: `iccf fmt` is idempotent and loses nothing;
//! - [`fix`]: `iccf check --fix` gives text that reads as well as before, is a fixed point, makes
//!   no new error and keeps the moves;
//! - [`pgn`]: PGN input (algebraic notation) checks with valid spans and converts PGN -> PGN
//!   and PGN -> numeric -> PGN without change;
//! - [`legality`]: the board's test of a numeric move without a move list
//!   ([`iccf::board::plain_move`]) agrees with shakmaty's legal moves on every from/to pair of
//!   every position of a game the bytes choose.

use std::collections::BTreeMap;

use iccf::check::{CheckOptions, CheckedGame, check_games};
use iccf::check::{FixOutcome, fix_text};
use iccf::codes::{Code, Layer};
use iccf::convert::{ConvertOptions, Target, convert, convert_games, decode_text};
use iccf::render::{Format, GameLabel, Human, Renderer, SarifLog, Source, github, short};
use iccf::syntax::Notation;
use iccf::{Diagnostic, LineColumn, LineIndex, Severity, Span};
use serde_json::Value;

/// Positions are compared with a count from the start of the text for at most this many
/// diagnostics per input, so that an input with thousands of them stays fast.
const POSITIONS_CHECKED: usize = 64;

/// The human report (miette) is drawn for at most this many diagnostics per input.
const HUMAN_RENDERED: usize = 16;

/// `iccf check` on a file's bytes, then every renderer on every diagnostic.
pub fn check(bytes: &[u8]) {
    let decoded = iccf::source::decode(bytes);
    assert_eq!(decoded.text.len(), bytes.len(), "decoding kept every byte");
    let text = decoded.text.as_str();
    let index = LineIndex::new(text);
    let source = Source::new("fuzz.iccf", text, &index);
    let mut renderers = Output::new(&source);
    if let Some(d) = &decoded.diagnostic {
        assert!(d.is_error(), "a decoding diagnostic is an error");
        renderers.diagnostic(None, d);
    }
    for (n, notation) in [Notation::Numeric, Notation::Auto].into_iter().enumerate() {
        let options = CheckOptions::default().with_notation(notation);
        for checked in check_games(text, options) {
            let label = GameLabel::of(checked.index, &checked.game);
            assert_sorted(&checked.diagnostics);
            for d in &checked.diagnostics {
                if n == 0 {
                    renderers.diagnostic(Some(&label), d);
                    board_of(&checked, d);
                } else {
                    spans_inside(text, d);
                }
            }
        }
    }
    // Notation only, as `--syntax-only` checks.
    let options = CheckOptions::default().with_board(false);
    for checked in check_games(text, options) {
        checked
            .diagnostics
            .iter()
            .for_each(|d| spans_inside(text, d));
        assert!(
            checked
                .diagnostics
                .iter()
                .all(|d| d.code.layer() != Layer::Board),
            "no board diagnostic without the board"
        );
    }
    renderers.finish();
}

/// The renderers of `iccf check --format`, fed one diagnostic at a time.
struct Output<'a> {
    source: &'a Source<'a>,
    human: Human,
    sarif: SarifLog,
    rendered: usize,
}

impl<'a> Output<'a> {
    fn new(source: &'a Source<'a>) -> Self {
        let mut sarif = SarifLog::default();
        sarif.start_file(source.name);
        Self {
            source,
            human: Human::new(false),
            sarif,
            rendered: 0,
        }
    }

    fn diagnostic(&mut self, game: Option<&GameLabel>, d: &Diagnostic) {
        let text = self.source.text;
        spans_inside(text, d);
        self.rendered += 1;
        let checked = self.rendered <= POSITIONS_CHECKED;
        let at = checked.then(|| position_by_counting(text, d.span.offset()));
        // JSON lines: the stable contract.
        let mut line = Vec::new();
        Renderer::new(Format::Json)
            .render(&mut line, self.source, game, d)
            .expect("writing to a Vec");
        let record: Value = serde_json::from_slice(&line).expect("a JSON line");
        assert_eq!(record["code"], d.code.as_str());
        assert_eq!(record["offset"], d.span.offset());
        assert_eq!(record["length"], d.span.len());
        if let Some(at) = at {
            assert_eq!(
                (record["line"].as_u64(), record["column"].as_u64()),
                (Some(at.line as u64), Some(at.column as u64)),
                "JSON line and column of {} at byte {}",
                d.code,
                d.span.offset()
            );
            if let Some(edits) = record["fix"]["edits"].as_array() {
                for (edit, e) in edits.iter().zip(d.fix.iter().flat_map(|f| &f.edits)) {
                    let at = position_by_counting(text, e.span.offset());
                    assert_eq!(edit["line"].as_u64(), Some(at.line as u64));
                    assert_eq!(edit["column"].as_u64(), Some(at.column as u64));
                }
            }
            let short = short(self.source, game, d);
            let prefix = format!("fuzz.iccf:{}:{}: ", at.line, at.column);
            assert!(
                short.starts_with(&prefix),
                "{short:?} starts with {prefix:?}"
            );
            assert_eq!(short.matches('\n').count(), 1, "one line: {short:?}");
            let github = github(self.source, game, d);
            let prefix = format!("line={},col={}", at.line, at.column);
            assert!(github.contains(&prefix), "{github:?} holds {prefix:?}");
            assert_eq!(github.matches('\n').count(), 1, "one line: {github:?}");
        } else {
            let _ = (short(self.source, game, d), github(self.source, game, d));
        }
        self.sarif.add(self.source, game, d);
        if self.rendered <= HUMAN_RENDERED {
            let report = self.human.render(self.source, game, d);
            assert!(
                report.contains(d.code.as_str()),
                "the report names the code"
            );
        }
    }

    fn finish(self) {
        let log = self.sarif.into_json(true);
        let log: Value = serde_json::from_str(&log).expect("the SARIF log is JSON");
        assert_eq!(log["version"], "2.1.0");
    }
}

/// The board drawn under a board diagnostic (`--board always`), as text and SVG.
fn board_of(checked: &CheckedGame, d: &Diagnostic) {
    if d.code.layer() != Layer::Board {
        return;
    }
    let Some(replay) = &checked.replay else {
        return;
    };
    if let Some((position, highlight)) = iccf::diagram::board_at(&checked.game, replay, d) {
        let options = iccf::diagram::TextOptions::default().with_ascii(true);
        assert!(!iccf::diagram::text(&position, highlight, &options).is_empty());
        assert!(iccf::diagram::svg(&position, highlight).starts_with("<svg"));
    }
}

/// Asserts that the diagnostics come in reading order: source order, save that each B020
/// (`moves-not-checked`, "see the error on it") comes right after every diagnostic that shares
/// a byte with it, though such an error may start after the note (a bad square inside the move).
fn assert_sorted(diagnostics: &[Diagnostic]) {
    let keys: Vec<_> = diagnostics
        .iter()
        .map(|d| (d.code.as_str(), d.span.offset(), d.span.len()))
        .collect();
    let causes: Vec<_> = diagnostics
        .iter()
        .filter(|d| d.code != Code::MovesNotChecked)
        .collect();
    assert!(
        causes
            .iter()
            .map(|d| (d.span.offset(), d.span.len()))
            .is_sorted(),
        "diagnostics in source order: {keys:?}"
    );
    for (at, note) in diagnostics.iter().enumerate() {
        if note.code != Code::MovesNotChecked {
            continue;
        }
        let shares_a_byte = |d: &Diagnostic| {
            let end = |s: iccf::Span| s.end().max(s.offset() + 1);
            d.span.offset() < end(note.span) && note.span.offset() < end(d.span)
        };
        for before in &diagnostics[..at] {
            assert!(
                before.span.offset() <= note.span.offset() || shares_a_byte(before),
                "a note after a later diagnostic: {keys:?}"
            );
        }
        for after in &diagnostics[at + 1..] {
            assert!(
                after.span.offset() >= note.span.offset()
                    && (after.code == Code::MovesNotChecked || !shares_a_byte(after)),
                "a note before its error or an earlier diagnostic: {keys:?}"
            );
        }
    }
}

/// Asserts that every span of `d` (primary, related, fix edits) lies in `text` on character
/// boundaries.
pub fn spans_inside(text: &str, d: &Diagnostic) {
    let spans = std::iter::once(d.span)
        .chain(d.related.iter().map(|l| l.span))
        .chain(d.fix.iter().flat_map(|f| f.edits.iter().map(|e| e.span)));
    for span in spans {
        assert!(
            span_in(text, span),
            "span {span:?} of {} `{}` is outside the text ({} bytes) or cuts a character",
            d.code,
            d.message,
            text.len()
        );
    }
}

fn span_in(text: &str, span: Span) -> bool {
    span.end() <= text.len()
        && text.is_char_boundary(span.offset())
        && text.is_char_boundary(span.end())
}

/// The line and column of byte `offset`, counted from the start of the text: `\n`, `\r\n` and
/// a lone `\r` end a line; columns count characters; a byte-order mark at the start is not a
/// column.
pub fn position_by_counting(text: &str, offset: usize) -> LineColumn {
    let (mut line, mut column) = (1, 1);
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if at >= offset {
            break;
        }
        match c {
            '\r' if chars
                .peek()
                .is_some_and(|&(next, n)| n == '\n' && next < offset) => {}
            '\n' | '\r' => (line, column) = (line + 1, 1),
            '\u{feff}' if at == 0 => {}
            _ => column += 1,
        }
    }
    LineColumn { line, column }
}

/// A game as the JSON target describes it, without what only says where or how it was written
/// (spans, the move as written, the game's index, the order of the tag pairs, where a comment's
/// lines break): the content that conversions must keep.
///
/// Writers put the tag pairs in the Seven Tag Roster's order and break a long comment at a space
/// (docs/convert.md, "What each target keeps"), so tags are compared as a sorted list and a line break in a comment
/// (LF, CRLF or a lone CR, which writers write as LF) counts as a space; `fmt` pads a comment with one space inside its braces, so the text is
/// compared trimmed; a game with no termination marker (read as `*`) gets its Result tag's.
pub fn content(json_line: &str) -> Value {
    let mut value: Value = serde_json::from_str(json_line).expect("a JSON line per game");
    strip(&mut value);
    value
}

fn strip(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for key in ["span", "written", "game"] {
                map.remove(key);
            }
            if let Some(Value::Array(tags)) = map.get_mut("tags") {
                tags.sort_by_key(Value::to_string);
            }
            if map.get("kind").is_some_and(|k| k == "brace")
                && let Some(Value::String(text)) = map.get_mut("text")
            {
                *text = text
                    .replace("\r\n", " ")
                    .replace(['\n', '\r'], " ")
                    .trim()
                    .to_string();
            }
            // No termination marker reads as `*`; writers then write the Result tag's value.
            if map.get("result").is_some_and(|r| r == "*") {
                let tag = map
                    .get("tags")
                    .and_then(Value::as_array)
                    .and_then(|tags| tags.iter().find(|t| t[0] == "Result").map(|t| t[1].clone()));
                if let Some(tag) = tag.filter(|t| ["1-0", "0-1", "1/2-1/2"].iter().any(|r| t == r))
                {
                    map.insert("result".to_string(), tag);
                }
            }
            map.values_mut().for_each(strip);
        }
        Value::Array(items) => items.iter_mut().for_each(strip),
        _ => {}
    }
}

/// The JSON content of each game of `text` read in `from`, forced (moves not replayed are
/// `null`).
fn contents(text: &str, from: Notation) -> Vec<Value> {
    let options = ConvertOptions::to(Target::Json).from(from).with_force(true);
    convert_games(text, &options)
        .map(|g| content(&g.text.expect("forced")))
        .collect()
}

/// How to read back numeric text the writers made: a null move is written `--`, which only PGN
/// reading takes back (docs/convert.md, "What each target keeps").
fn reading(numeric: &str) -> Notation {
    if numeric.contains("--") {
        Notation::Algebraic
    } else {
        Notation::Numeric
    }
}

/// Numeric -> PGN -> numeric: each game that converts to PGN reads back from that PGN with no
/// error and the same content, and PGN -> PGN is a fixed point.
pub fn convert_round_trip(bytes: &[u8]) {
    let (text, _) = decode_text(bytes);
    let pgn = ConvertOptions::to(Target::Pgn).with_fill_roster(false);
    let iccf = ConvertOptions::to(Target::Iccf);
    let numeric: Vec<_> = convert_games(&text, &iccf).collect();
    for (n, game) in convert_games(&text, &pgn).enumerate() {
        let same = &numeric[n];
        assert_eq!(
            game.text.is_some(),
            same.text.is_some(),
            "game {} refused by one target only",
            n + 1
        );
        let (Some(written), Some(canonical)) = (game.text, same.text.as_deref()) else {
            continue;
        };
        let back = ConvertOptions::to(Target::Iccf).from(Notation::Algebraic);
        let again = convert(&written, &back).unwrap_or_else(|e| {
            panic!(
                "the PGN written for game {} does not read back: {e}\n{written}",
                n + 1
            )
        });
        assert_eq!(
            contents(&again, Notation::Numeric),
            contents(canonical, Notation::Numeric),
            "game {}: numeric -> PGN -> numeric changed the game\nPGN:\n{written}\nnumeric:\n{again}",
            n + 1
        );
        let reread = ConvertOptions::to(Target::Pgn)
            .from(Notation::Algebraic)
            .with_fill_roster(false);
        assert_eq!(
            convert(&written, &reread).ok().as_deref(),
            Some(written.as_str()),
            "PGN -> PGN is a fixed point"
        );
        // The other targets of the same game do not fail either.
        for target in [Target::Uci, Target::Fen, Target::Json] {
            assert!(
                convert(
                    canonical,
                    &ConvertOptions::to(target).from(reading(canonical))
                )
                .is_ok(),
                "{target}"
            );
        }
    }
}

/// What `iccf fmt` writes for `text`, or `None` when it refuses (a game with an error and no
/// `force`). The same steps as `format_text` of `src/cli/fmt.rs`.
pub fn format_text(text: &str, force: bool) -> Option<String> {
    iccf::convert::format(text, force).ok().map(|f| f.text)
}

/// The layout rules alone, under `iccf fmt`'s guard: no game is copied as written because its
/// canonical text did not read back as itself (with and without `--force`). The fixtures of
/// the layout's past faults hold this; the `fmt` target checks what users get, guard included.
pub fn fmt_layout(bytes: &[u8]) {
    let (text, _) = decode_text(bytes);
    for force in [false, true] {
        if let Ok(formatted) = iccf::convert::format(&text, force) {
            assert!(
                formatted.kept_as_written.is_empty() && !formatted.text_kept_as_written,
                "fmt (force: {force}) kept games {:?} as written\ninput:\n{text}",
                formatted.kept_as_written
            );
        }
    }
}

/// `iccf fmt` (and `fmt --force`): formatting its output again changes nothing; without
/// `--force` the output has no error and every game keeps its content.
pub fn fmt(bytes: &[u8]) {
    let (text, _) = decode_text(bytes);
    if let Some(formatted) = format_text(&text, false) {
        assert_eq!(
            format_text(&formatted, false).as_deref(),
            Some(formatted.as_str()),
            "fmt is idempotent\ninput:\n{text}\nformatted:\n{formatted}"
        );
        assert_eq!(
            contents(&formatted, Notation::Numeric),
            contents(&text, Notation::Numeric),
            "fmt keeps every game\ninput:\n{text}\nformatted:\n{formatted}"
        );
    }
    let forced = format_text(&text, true).expect("--force formats everything");
    let games = iccf::syntax::games(&text).count();
    assert_eq!(
        iccf::syntax::games(&forced).count(),
        games,
        "fmt --force keeps the number of games\ninput:\n{text}\nformatted:\n{forced}"
    );
    assert_eq!(
        format_text(&forced, true).as_deref(),
        Some(forced.as_str()),
        "fmt --force is idempotent\ninput:\n{text}\nformatted:\n{forced}"
    );
}

/// How many errors of each code `text` has, and the main line of each game in UCI when the
/// whole main line was replayed.
fn errors_and_moves(
    text: &str,
    options: CheckOptions,
) -> (BTreeMap<&'static str, usize>, Vec<Option<Vec<String>>>) {
    let mut errors = BTreeMap::new();
    let mut moves = Vec::new();
    for game in check_games(text, options) {
        for d in game
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
        {
            *errors.entry(d.code.as_str()).or_default() += 1;
        }
        moves.push(
            game.replay
                .filter(iccf::board::Replay::mainline_complete)
                .map(|r| {
                    r.mainline
                        .moves
                        .iter()
                        .map(|m| iccf::convert::uci_of(m, r.rules))
                        .collect()
                }),
        );
    }
    (errors, moves)
}

/// `iccf check --fix` on an `.iccf` (numeric) and a `.pgn` (per game) file, without and with
/// `--force`: the fixes never make the text unreadable, the fixed text is a fixed point, has no
/// error the original did not have, and keeps the games and their moves.
pub fn fix(bytes: &[u8]) {
    let Ok(text) = std::str::from_utf8(bytes) else {
        // `--fix` leaves files that are not UTF-8 alone.
        return;
    };
    for notation in [Notation::Numeric, Notation::Auto] {
        let options = CheckOptions::default().with_notation(notation);
        for force in [false, true] {
            let fixed = match fix_text(text, options, force) {
                FixOutcome::Fixed { text, .. } => text,
                FixOutcome::Blocked { .. } => continue,
                FixOutcome::Unsafe => panic!("--fix made the text unreadable\ninput:\n{text}"),
            };
            let again = fix_text(&fixed, options, force);
            assert_eq!(
                again,
                FixOutcome::Fixed {
                    text: fixed.clone(),
                    fixes: 0
                },
                "--fix is a fixed point ({notation:?}, force {force})\ninput:\n{text}\nfixed:\n{fixed}"
            );
            let (errors_before, moves_before) = errors_and_moves(text, options);
            let (errors_after, moves_after) = errors_and_moves(&fixed, options);
            for (code, count) in &errors_after {
                assert!(
                    errors_before
                        .get(code)
                        .is_some_and(|before| before >= count),
                    "--fix made a new {code} error ({notation:?}, force {force})\ninput:\n{text}\nfixed:\n{fixed}"
                );
            }
            assert_eq!(
                moves_after.len(),
                moves_before.len(),
                "--fix kept the number of games\ninput:\n{text}\nfixed:\n{fixed}"
            );
            for (before, after) in moves_before.iter().zip(&moves_after) {
                if let Some(before) = before {
                    assert_eq!(
                        Some(before),
                        after.as_ref(),
                        "--fix kept the moves ({notation:?}, force {force})\ninput:\n{text}\nfixed:\n{fixed}"
                    );
                }
            }
        }
    }
}

/// PGN input: `iccf check` of a `.pgn` file (algebraic and per-game notation) with valid spans,
/// and each game that converts: PGN -> PGN a fixed point, PGN -> numeric -> PGN the same PGN.
pub fn pgn(bytes: &[u8]) {
    let (text, _) = decode_text(bytes);
    for notation in [Notation::Algebraic, Notation::Auto] {
        let options = CheckOptions::default().with_notation(notation);
        for checked in check_games(&text, options) {
            assert_sorted(&checked.diagnostics);
            checked
                .diagnostics
                .iter()
                .for_each(|d| spans_inside(&text, d));
        }
    }
    let pgn = ConvertOptions::to(Target::Pgn).from(Notation::Algebraic);
    for (n, game) in convert_games(&text, &pgn).enumerate() {
        game.diagnostics.iter().for_each(|d| spans_inside(&text, d));
        let Some(written) = game.text else {
            continue;
        };
        assert_eq!(
            convert(&written, &pgn).ok().as_deref(),
            Some(written.as_str()),
            "game {}: PGN -> PGN is a fixed point\ninput:\n{text}",
            n + 1
        );
        let numeric = convert(
            &written,
            &ConvertOptions::to(Target::Iccf).from(Notation::Algebraic),
        )
        .expect("the PGN written converts to numeric");
        assert_eq!(
            convert(
                &numeric,
                &ConvertOptions::to(Target::Pgn).from(reading(&numeric))
            )
            .ok()
            .as_deref(),
            Some(written.as_str()),
            "game {}: PGN -> numeric -> PGN gives the same PGN\nnumeric:\n{numeric}",
            n + 1
        );
    }
}

/// The positions of a game the bytes choose, and on each of them [`iccf::board::plain_move`]
/// against shakmaty's `legal_moves()` for all 4,096 from/to pairs: the same normal or en
/// passant move (castling and promotions are left to shakmaty's lists), or none. The first two
/// bytes choose the start (even: the standard position; odd: Chess960 start `n % 960`), each
/// further byte the next legal move (`byte % count`), preferring en passant, promotions and
/// checks when a byte is 255, 254 or 253.
pub fn legality(bytes: &[u8]) {
    use iccf::shakmaty::fen::Fen;
    use iccf::shakmaty::{CastlingMode, Chess, Move, Position};

    let (start, choices) = match bytes {
        [a, b, rest @ ..] => (u16::from_le_bytes([*a, *b]), rest),
        _ => (0, bytes),
    };
    let mut position = if start % 2 == 0 {
        Chess::default()
    } else {
        let white = chess960_back_rank(start / 2 % 960);
        let fen = format!(
            "{}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1",
            white.to_lowercase()
        );
        let setup: Fen = fen.parse().expect("a Chess960 FEN");
        setup
            .into_position(CastlingMode::Chess960)
            .expect("a Chess960 start position")
    };
    for &choice in choices.iter().take(200) {
        plain_moves_agree(&position);
        let legal = position.legal_moves();
        if legal.is_empty() {
            break;
        }
        let special = |m: &&Move| match choice {
            255 => m.is_en_passant(),
            254 => m.is_promotion(),
            253 => {
                let mut after = position.clone();
                after.play_unchecked(**m);
                after.is_check()
            }
            _ => false,
        };
        let m = *legal
            .iter()
            .find(special)
            .unwrap_or(&legal[usize::from(choice) % legal.len()]);
        position.play_unchecked(m);
    }
    plain_moves_agree(&position);
}

/// [`iccf::board::plain_move`] against shakmaty's `legal_moves()` in `position`, for all 4,096
/// from/to pairs: the same normal or en passant move without promotion, or none; and
/// [`iccf::board::castling_move`] against shakmaty's `castling_moves` on both sides.
pub fn plain_moves_agree(position: &iccf::shakmaty::Chess) {
    use iccf::shakmaty::fen::Fen;
    use iccf::shakmaty::{CastlingSide, EnPassantMode, Move, Position, Square};

    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        assert_eq!(
            iccf::board::castling_move(position, side).as_ref(),
            position.castling_moves(side).first(),
            "{side:?} castling in {}",
            Fen::from_position(position, EnPassantMode::Always)
        );
    }
    let legal = position.legal_moves();
    for from in Square::ALL {
        for to in Square::ALL {
            let expected = legal.iter().find(|m| {
                matches!(
                    m,
                    Move::Normal {
                        promotion: None,
                        ..
                    } | Move::EnPassant { .. }
                ) && m.from() == Some(from)
                    && m.to() == to
            });
            assert_eq!(
                iccf::board::plain_move(position, from, to).as_ref(),
                expected,
                "{from}{to} in {}",
                Fen::from_position(position, EnPassantMode::Always)
            );
        }
    }
}

/// The back rank of Chess960 start position `n` (Scharnagl's numbering: 518 is the standard).
pub fn chess960_back_rank(n: u16) -> String {
    let mut rank = [None; 8];
    let (n, light) = (n / 4, n % 4);
    rank[usize::from(light * 2 + 1)] = Some('B');
    let (n, dark) = (n / 4, n % 4);
    rank[usize::from(dark * 2)] = Some('B');
    let (n, queen) = (n / 6, n % 6);
    let place = |rank: &mut [Option<char>; 8], nth: u16, piece: char| {
        let file = (0..8).filter(|&f| rank[f].is_none()).nth(usize::from(nth));
        rank[file.expect("a free square")] = Some(piece);
    };
    place(&mut rank, queen, 'Q');
    let knights = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let (first, second) = knights[usize::from(n)];
    place(&mut rank, second, 'N');
    place(&mut rank, first, 'N');
    for piece in ['R', 'K', 'R'] {
        place(&mut rank, 0, piece);
    }
    rank.iter()
        .map(|p| p.expect("every square filled"))
        .collect()
}
