//! `iccf diff A B`: two records of the same games compared, in words with both places
//! underlined (human) or as one JSON object per pair of games.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use miette::LabeledSpan;
use serde_json::{Value, json};

use iccf::LineIndex;
use iccf::diagram::{TextOptions, text};
use iccf::diff::{
    Divergence, GameDiff, Pairing, PlyMove, Record, RecordStop, RecordedGame, TagDifference,
    move_number_text,
};
use iccf::render::{GameLabel, Human, Snippets, Source};

use super::inputs::Input;
use super::summary::plural;

/// How `iccf diff` pairs games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Match {
    /// The first game with the first, the second with the second, ...
    Index,
    /// By the White, Black, Event and Round tags.
    Tags,
}

/// Output formats of `iccf diff`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum DiffFormat {
    /// Both places underlined, the position before the first difference drawn.
    Human,
    /// One JSON object per pair of games per line.
    Json,
}

#[derive(Debug, clap::Args)]
pub(crate) struct DiffArgs {
    /// The first record (numeric or PGN).
    a: PathBuf,
    /// The second record.
    b: PathBuf,
    /// How to pair the games of the two files.
    #[arg(long = "match", value_enum, default_value_t = Match::Index)]
    pairing: Match,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    format: DiffFormat,
    /// Draw the board with letters (KQRBNP, kqrbnp) instead of chess symbols.
    #[arg(long)]
    ascii: bool,
}

/// One file read for the diff.
struct File {
    name: String,
    text: String,
    index: LineIndex,
    /// The text as the human report shows it, when it holds control characters.
    shown: Option<String>,
}

impl File {
    fn read(path: &std::path::Path) -> Result<Self, String> {
        let input = if path.as_os_str() == "-" {
            Input::Stdin
        } else {
            Input::Path(path.to_path_buf())
        };
        let bytes = input.read()?;
        let text = iccf::source::decode(&bytes).text;
        Ok(Self {
            name: input.name(),
            index: LineIndex::new(&text),
            shown: iccf::render::terminal_safe(&text),
            text,
        })
    }

    /// The file as the reports show it (control characters as `?`; positions as in `text`).
    fn source(&self) -> Source<'_> {
        let text = self.shown.as_deref().unwrap_or(&self.text);
        Source::new(&self.name, text, &self.index)
    }
}

pub(crate) fn run(args: &DiffArgs) -> ExitCode {
    let Some((a, b)) = read_both(args) else {
        return ExitCode::from(2);
    };
    let pairing = match args.pairing {
        Match::Index => Pairing::Index,
        Match::Tags => Pairing::Tags,
    };
    let games_a = iccf::diff::read_games(&a.text, iccf::syntax::Notation::Auto);
    let games_b = iccf::diff::read_games(&b.text, iccf::syntax::Notation::Auto);
    let pairs = iccf::diff::pair(&games_a, &games_b, pairing);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let games = (games_a.as_slice(), games_b.as_slice());
    let differ = write_pairs(&mut out, args, &pairs, games, (&a, &b));
    write_unpaired(&mut out, args.format, pairing, &pairs, games, (&a, &b));
    super::stdout_written(out.flush());
    drop(out);
    say_summary(&pairs, differ)
}

/// The two records, or `None` after saying why one cannot be read.
fn read_both(args: &DiffArgs) -> Option<(File, File)> {
    match (File::read(&args.a), File::read(&args.b)) {
        (Ok(a), Ok(b)) => Some((a, b)),
        (a, b) => {
            for message in [a.err(), b.err()].into_iter().flatten() {
                note!("error: {message}");
            }
            None
        }
    }
}

/// Writes the comparison of each pair of games; how many pairs differ.
fn write_pairs(
    out: &mut impl Write,
    args: &DiffArgs,
    pairs: &iccf::diff::Pairs,
    (games_a, games_b): (&[RecordedGame], &[RecordedGame]),
    (a, b): (&File, &File),
) -> usize {
    let colour = args.format == DiffFormat::Human && super::render::use_colour();
    let human = Human::new(colour).with_language(super::language().language);
    let board = TextOptions::default()
        .with_ascii(args.ascii)
        .with_language(super::language().language)
        .with_colour(colour);
    let mut differ = 0;
    for &(i, j) in &pairs.pairs {
        let found = iccf::diff::compare(&games_a[i], &games_b[j]);
        if !found.is_same() {
            differ += 1;
        }
        let written = match args.format {
            DiffFormat::Json => writeln!(out, "{}", pair_json(&found, a, b)),
            DiffFormat::Human => {
                let labels = (
                    GameLabel::of(games_a[i].index, &games_a[i].game),
                    GameLabel::of(games_b[j].index, &games_b[j].game),
                );
                out.write_all(pair_human(&found, a, b, labels, &human, &board).as_bytes())
            }
        };
        super::stdout_written(written);
    }
    differ
}

/// Writes each game left without a partner, with the nearest game of the other record.
fn write_unpaired(
    out: &mut impl Write,
    format: DiffFormat,
    pairing: Pairing,
    pairs: &iccf::diff::Pairs,
    (games_a, games_b): (&[RecordedGame], &[RecordedGame]),
    (a, b): (&File, &File),
) {
    let nearest = Nearest::of(pairs, games_a, games_b, pairing);
    for (record, unpaired, games, file, other_file) in [
        (Record::A, &pairs.unpaired_a, games_a, a, b),
        (Record::B, &pairs.unpaired_b, games_b, b, a),
    ] {
        for (n, &k) in unpaired.iter().enumerate() {
            let near = nearest.get(record, n);
            let written = match format {
                DiffFormat::Json => writeln!(out, "{}", unpaired_json(record, &games[k], near)),
                DiffFormat::Human => {
                    let mutual = record == Record::B && nearest.mutual(n);
                    let files = (file, other_file, a, b);
                    let text = unpaired_human(&games[k], near, mutual, pairing, files);
                    writeln!(out, "{text}")
                }
            };
            super::stdout_written(written);
        }
    }
}

/// Says what the comparison found; the exit code: 0 when the records are the same, else 1.
fn say_summary(pairs: &iccf::diff::Pairs, differ: usize) -> ExitCode {
    let unpaired = pairs.unpaired_a.len() + pairs.unpaired_b.len();
    let compared = pairs.pairs.len();
    if differ == 0 && unpaired == 0 {
        note!(
            "the records are the same: {} compared, same moves and results",
            plural(compared, "pair of games", "pairs of games")
        );
        ExitCode::SUCCESS
    } else {
        let mut line = format!(
            "{} compared, {} differ",
            plural(compared, "pair of games", "pairs of games"),
            differ
        );
        if unpaired > 0 {
            line.push_str(&format!(
                "; {} without a partner",
                plural(unpaired, "game", "games")
            ));
        }
        note!("{line}");
        ExitCode::from(1)
    }
}

/// For each game left unpaired by `--match tags` (in the order of `Pairs::unpaired_a` and
/// `unpaired_b`): the game, and the nearest game of the other file (its unpaired games first,
/// then all) with the pairing tags that differ, `a`'s value first.
struct Nearest<'g> {
    a: Vec<Near<'g>>,
    b: Vec<Near<'g>>,
}

type Near<'g> = (
    &'g RecordedGame,
    Option<(&'g RecordedGame, Vec<TagDifference>)>,
);

impl<'g> Nearest<'g> {
    fn of(
        pairs: &iccf::diff::Pairs,
        games_a: &'g [RecordedGame],
        games_b: &'g [RecordedGame],
        pairing: Pairing,
    ) -> Self {
        let find = |game: &RecordedGame, others: &'g [RecordedGame], unpaired: &[usize]| {
            if pairing != Pairing::Tags {
                return None;
            }
            let all: Vec<usize> = (0..others.len()).collect();
            let k = iccf::diff::nearest(game, others, unpaired)
                .or_else(|| iccf::diff::nearest(game, others, &all))?;
            Some(&others[k])
        };
        Self {
            a: pairs
                .unpaired_a
                .iter()
                .map(|&i| {
                    let game = &games_a[i];
                    let near = find(game, games_b, &pairs.unpaired_b)
                        .map(|other| (other, iccf::diff::pairing_differences(game, other)));
                    (game, near)
                })
                .collect(),
            b: pairs
                .unpaired_b
                .iter()
                .map(|&j| {
                    let game = &games_b[j];
                    let near = find(game, games_a, &pairs.unpaired_a)
                        .map(|other| (other, iccf::diff::pairing_differences(other, game)));
                    (game, near)
                })
                .collect(),
        }
    }

    /// The nearest game to the `n`-th unpaired game of `record`, with the tags that differ.
    fn get(&self, record: Record, n: usize) -> Option<(&'g RecordedGame, &[TagDifference])> {
        let found = match record {
            Record::A => self.a.get(n),
            Record::B => self.b.get(n),
        };
        found
            .and_then(|(_, near)| near.as_ref())
            .map(|(game, tags)| (*game, tags.as_slice()))
    }

    /// Whether the `n`-th unpaired game of file B and its nearest game of file A are each
    /// other's nearest: then the tags that differ were said with the game of A.
    fn mutual(&self, n: usize) -> bool {
        let Some((game_b, Some((near_a, _)))) = self.b.get(n) else {
            return false;
        };
        self.a.iter().any(|(game_a, near)| {
            std::ptr::eq(*game_a, *near_a)
                && near
                    .as_ref()
                    .is_some_and(|(near_b, _)| std::ptr::eq(*near_b, *game_b))
        })
    }
}

/// The JSON line of a game without a partner: `{"game_a": 3, "game_b": null, "same": false,
/// "unpaired": "a", "nearest": ...}`.
fn unpaired_json(
    record: Record,
    game: &RecordedGame,
    near: Option<(&RecordedGame, &[TagDifference])>,
) -> Value {
    let (game_a, game_b) = match record {
        Record::A => (Value::from(game.index), Value::Null),
        Record::B => (Value::Null, Value::from(game.index)),
    };
    let near = near.map(|(other, tags)| {
        json!({
            "game": other.index,
            "tags": tags.iter().map(|t| json!({"name": t.name, "a": t.a, "b": t.b})).collect::<Vec<_>>(),
        })
    });
    json!({"game_a": game_a, "game_b": game_b, "same": false, "unpaired": record.as_str(), "nearest": near})
}

/// The words on a game without a partner: with `--match tags`, the nearest game of the other
/// file and the tags that differ (said once for two games that are each other's nearest:
/// `mutual`). `files` is the game's file, the other file, then files A and B.
fn unpaired_human(
    game: &RecordedGame,
    near: Option<(&RecordedGame, &[TagDifference])>,
    mutual: bool,
    pairing: Pairing,
    (file, other_file, a, b): (&File, &File, &File, &File),
) -> String {
    let label = GameLabel::of(game.index, &game.game);
    let no_game = format!(
        "{label} of {}: no game of {} has the same White, Black, Event and Round tags",
        file.name, other_file.name
    );
    match (pairing, near) {
        (Pairing::Tags, Some((other, _))) if mutual => format!(
            "{no_game}\n  the nearest is {} of {} (see above)\n",
            GameLabel::of(other.index, &other.game),
            other_file.name,
        ),
        (Pairing::Tags, Some((other, tags))) => format!(
            "{no_game}\n  the nearest is {} of {}:\n{}",
            GameLabel::of(other.index, &other.game),
            other_file.name,
            tag_lines(tags, a, b)
        ),
        (Pairing::Tags, None) => format!(
            "{label} of {}: no game of {} has its White, Black, Event or Round tag\n",
            file.name, other_file.name
        ),
        _ => format!(
            "{label} of {}: no game of the other file to compare it with\n",
            file.name
        ),
    }
}

/// `  the Black tags differ: "B" in a.iccf, "C" in b.iccf`, one line per tag; a missing tag is
/// `none`.
fn tag_lines(tags: &[TagDifference], a: &File, b: &File) -> String {
    let value = |v: &str| {
        if v.is_empty() {
            "none".to_string()
        } else {
            format!("\"{v}\"")
        }
    };
    let mut out = String::new();
    for t in tags {
        out.push_str(&format!(
            "  the {} tags differ: {} in {}, {} in {}\n",
            t.name,
            value(&t.a),
            a.name,
            value(&t.b),
            b.name
        ));
    }
    out
}

/// `23. 3243 (cxd3)`; `17. 3355 (illegal)`.
fn move_words(m: &PlyMove) -> String {
    format!(
        "{} {} ({})",
        m.number_text(),
        m.numeric,
        m.san.as_deref().unwrap_or("illegal")
    )
}

fn side_words(side: shakmaty::Color) -> &'static str {
    side.fold_wb("White's move", "Black's move")
}

/// One place in a file, as a miette report with its own source, so that one report can
/// underline a move in each record.
#[derive(Debug)]
struct Place<'a> {
    message: String,
    /// Cut around the move as `check` cuts its reports (miette panics beyond column 65,535).
    source: Snippets<'a>,
    span: iccf::Span,
    label: String,
    help: Option<String>,
}

impl std::fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Place<'_> {}

impl miette::Diagnostic for Place<'_> {
    fn severity(&self) -> Option<miette::Severity> {
        Some(miette::Severity::Advice)
    }
    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn std::fmt::Display>)
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(std::iter::once(
            LabeledSpan::new_primary_with_span(
                Some(self.label.clone()),
                miette::SourceSpan::from(self.span),
            ),
        )))
    }
}

fn place<'a>(file: &'a File, m: &PlyMove, message: String) -> Place<'a> {
    Place {
        message,
        source: Snippets(file.source()),
        span: m.span,
        label: format!("{}: {}", file.name, move_words(m)),
        help: None,
    }
}

/// What the records do after a divergence, in a sentence.
fn after_words(d: &Divergence, a: &File, b: &File) -> String {
    match (&d.rejoin, d.ended()) {
        (Some(met), _) => format!(
            "the records differ in order from {} to {} but reach the same position (after ply {} of {} and ply {} of {}); the comparison goes on from there",
            move_number_text(d.move_number, d.side),
            move_number_text(met.move_number, met.side),
            met.ply_a,
            a.name,
            met.ply_b,
            b.name
        ),
        (None, Some(Record::A)) => format!(
            "{} ends before this move: its record of the game is shorter",
            a.name
        ),
        (None, Some(Record::B)) => format!(
            "{} ends before this move: its record of the game is shorter",
            b.name
        ),
        (None, None) => "the records do not reach the same position again".to_string(),
    }
}

/// The report of one divergence: both moves underlined, then the position before them.
fn divergence_human(
    d: &Divergence,
    a: &File,
    b: &File,
    human: &Human,
    board: &TextOptions,
) -> String {
    let at = format!(
        "{} ({}, ply {})",
        move_number_text(d.move_number, d.side),
        side_words(d.side),
        d.ply
    );
    let message = match (&d.a, &d.b) {
        (Some(ma), Some(mb)) => format!(
            "the records differ at {at}: {} in {}, {} in {}",
            move_words(ma),
            a.name,
            move_words(mb),
            b.name
        ),
        (None, Some(mb)) => format!(
            "{} ends at {at}; {} goes on with {}",
            a.name,
            b.name,
            move_words(mb)
        ),
        (Some(ma), None) => format!(
            "{} ends at {at}; {} goes on with {}",
            b.name,
            a.name,
            move_words(ma)
        ),
        (None, None) => format!("the records differ at {at}"),
    };
    // Two reports, one per file: miette shows one source per report.
    let mut reports = match (&d.a, &d.b) {
        (Some(ma), Some(mb)) => vec![
            place(a, ma, message),
            place(b, mb, format!("{} in {}", move_words(mb), b.name)),
        ],
        (Some(ma), None) => vec![place(a, ma, message)],
        (None, Some(mb)) => vec![place(b, mb, message)],
        (None, None) => return String::new(),
    };
    if let Some(last) = reports.last_mut() {
        last.help = Some(after_words(d, a, b));
    }
    let mut out = String::new();
    for report in &reports {
        out.push_str(&human.render_diagnostic(report).unwrap_or_default());
    }
    out.push_str("  the position before it:\n");
    for line in text(&d.before, None, board).lines() {
        out.push_str("    ");
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
    out
}

fn stop_human(stop: &RecordStop, file: &File, game: &GameLabel, human: &Human) -> String {
    let mut out = format!(
        "  {} stops at ply {}: the moves after it were not compared\n",
        file.name, stop.ply
    );
    if let Some(diagnostic) = &stop.diagnostic {
        out.push_str(&human.render(&file.source(), Some(game), diagnostic));
    }
    out
}

/// The human report of one pair of games.
fn pair_human(
    found: &GameDiff,
    a: &File,
    b: &File,
    (label_a, label_b): (GameLabel, GameLabel),
    human: &Human,
    board: &TextOptions,
) -> String {
    let verdict = if found.is_same() {
        "the same game".to_string()
    } else if found.divergences.iter().all(|d| d.rejoin.is_some())
        && found.stops.is_empty()
        && found.result.is_none()
        && found.start.is_none()
    {
        "the same game with moves in another order".to_string()
    } else {
        "different".to_string()
    };
    let mut out = format!(
        "{label_a} of {} and {label_b} of {}: {verdict} ({} and {} plies)\n",
        a.name, b.name, found.plies.0, found.plies.1
    );
    if let Some((fen_a, fen_b)) = &found.start {
        out.push_str(&format!(
            "  the games start from different positions:\n    {}: {fen_a}\n    {}: {fen_b}\n",
            a.name, b.name
        ));
    }
    for d in &found.divergences {
        out.push_str(&divergence_human(d, a, b, human, board));
    }
    for stop in &found.stops {
        let (file, label) = match stop.record {
            Record::A => (a, &label_a),
            Record::B => (b, &label_b),
        };
        out.push_str(&stop_human(stop, file, label, human));
    }
    if let Some(result) = found.result {
        out.push_str(&format!(
            "  the results differ: {} in {}, {} in {}\n",
            result.a.as_str(),
            a.name,
            result.b.as_str(),
            b.name
        ));
    }
    for tag in &found.tags {
        out.push_str(&format!(
            "  the {} tags differ: \"{}\" in {}, \"{}\" in {}\n",
            tag.name, tag.a, a.name, tag.b, b.name
        ));
    }
    for stamp in &found.stamps {
        out.push_str(&format!(
            "  the send stamps of {} (ply {}) differ: {} in {}, {} in {}\n",
            iccf::diff::move_number_text(stamp.move_number, stamp.side),
            stamp.ply,
            stamp.a,
            a.name,
            stamp.b,
            b.name
        ));
    }
    out.push('\n');
    out
}

fn move_json(m: Option<&PlyMove>, file: &File) -> Value {
    let Some(m) = m else { return Value::Null };
    let at = file.source().position(m.span.offset());
    json!({
        "numeric": m.numeric,
        "san": m.san,
        "legal": m.legal,
        "ply": m.ply,
        "line": at.line,
        "column": at.column,
        "offset": m.span.offset(),
        "length": m.span.len(),
    })
}

fn side_json(side: shakmaty::Color) -> &'static str {
    side.fold_wb("white", "black")
}

fn divergence_json(d: &Divergence, a: &File, b: &File) -> Value {
    json!({
        "ply": d.ply,
        "move_number": d.move_number,
        "side": side_json(d.side),
        "a": move_json(d.a.as_ref(), a),
        "b": move_json(d.b.as_ref(), b),
        "fen_before": iccf::diagram::fen(&d.before),
        "same_position_again_at": d.rejoin.as_ref().map(|r| json!({
            "ply_a": r.ply_a,
            "ply_b": r.ply_b,
            "move_number": r.move_number,
            "side": side_json(r.side),
        })),
        "ends_early": d.ended().map(Record::as_str),
    })
}

/// One line of `--format json`: the first divergence's keys at the top, every divergence in
/// `divergences`.
fn pair_json(found: &GameDiff, a: &File, b: &File) -> Value {
    let divergences: Vec<Value> = found
        .divergences
        .iter()
        .map(|d| divergence_json(d, a, b))
        .collect();
    let first = divergences.first().cloned().unwrap_or(Value::Null);
    let key = |name: &str| first.get(name).cloned().unwrap_or(Value::Null);
    let stops: Vec<Value> = found
        .stops
        .iter()
        .map(|stop| {
            let file = match stop.record {
                Record::A => a,
                Record::B => b,
            };
            let at = file.source().position(stop.span.offset());
            json!({
                "record": stop.record.as_str(),
                "ply": stop.ply,
                "written": stop.written,
                "line": at.line,
                "column": at.column,
                "offset": stop.span.offset(),
                "length": stop.span.len(),
                "code": stop.diagnostic.as_ref().map(|d| d.code.as_str()),
                "message": stop.diagnostic.as_ref().map(|d| d.message.as_str()),
            })
        })
        .collect();
    json!({
        "game_a": found.game_a,
        "game_b": found.game_b,
        "same": found.is_same(),
        "ply": key("ply"),
        "move_number": key("move_number"),
        "side": key("side"),
        "a": key("a"),
        "b": key("b"),
        "fen_before": key("fen_before"),
        "same_position_again_at": key("same_position_again_at"),
        "ends_early": key("ends_early"),
        "divergences": divergences,
        "stops": stops,
        "result": found.result.map(|r| json!({"a": r.a.as_str(), "b": r.b.as_str()})),
        "tags": found.tags.iter().map(|t| json!({"name": t.name, "a": t.a, "b": t.b})).collect::<Vec<_>>(),
        "stamps": found.stamps.iter().map(|s| json!({
            "ply": s.ply,
            "move_number": s.move_number,
            "side": if s.side == shakmaty::Color::White { "white" } else { "black" },
            "a": s.a.to_string(),
            "b": s.b.to_string(),
        })).collect::<Vec<_>>(),
        "start": found.start.as_ref().map(|(fa, fb)| json!({"a": fa, "b": fb})),
        "plies": [found.plies.0, found.plies.1],
    })
}
