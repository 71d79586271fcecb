//! `iccf time FILE...`: the reflection time of every move, as ICCF counts it, per game: a table
//! (or one JSON object a game) with the days, the days charged, each side's total and the
//! control's limit, then the totals, the days left at the next control and the T diagnostics.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use serde::Serialize;

use iccf::diagnostic::Severity;
use iccf::reflection::stamp::Stamp;
use iccf::reflection::{
    Control, Count, Leave, MoveTime, Settings, Side, Totals, count, count_plies,
};
use iccf::render::{GameLabel, JsonRecord, Source};
use iccf::syntax::Notation;
use iccf::syntax::ast::Game;

use super::inputs::{Input, inputs};

/// The formats of `iccf time`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum TimeFormat {
    /// A table per game.
    Human,
    /// One JSON object per game, one a line (docs/time.md names the fields).
    Json,
}

#[derive(Debug, clap::Args)]
pub(crate) struct TimeArgs {
    /// Files or folders (folders: every .iccf and .pgn file in them); `-` or nothing reads
    /// standard input.
    paths: Vec<PathBuf>,
    /// The time control: `10/50` (10 moves in 50 days, also `10 moves in 50 days`),
    /// `fischer 30+3`, `triblock bank=75 inc=5 duration=750`, `per-move 3`. Without it: the
    /// [time] table of iccf.toml, else the game's `TimeControl` tag, else no limit.
    #[arg(long, value_name = "CONTROL")]
    control: Option<String>,
    /// A leave of one side (`white=2019.01.02..2019.01.20`, both days included) or a clock stop
    /// of both (`both=...` or the dates alone). Repeatable.
    #[arg(long, value_name = "SIDE=FIRST..LAST")]
    leave: Vec<String>,
    /// The event's start (`2018.09.15`), from which White's first move is counted; without it
    /// White's first move is not counted.
    #[arg(long, value_name = "DATE")]
    start: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TimeFormat::Human)]
    format: TimeFormat,
    /// Read the [time] table from this file instead of the iccf.toml found from each file's
    /// folder upward.
    #[arg(long, value_name = "FILE", conflicts_with = "isolated")]
    config: Option<PathBuf>,
    /// Ignore every iccf.toml.
    #[arg(long)]
    isolated: bool,
}

/// One game of `--format json`. The field names are the interface (docs/time.md).
#[derive(Serialize)]
struct GameRecord<'a> {
    file: &'a str,
    game: usize,
    control: Option<String>,
    first_move_counted: bool,
    /// Where the board stopped replaying the record: the moves from there on are not counted.
    not_counted_from: Option<&'a NotCounted>,
    moves: &'a [MoveTime],
    totals: Totals,
    left: Option<Totals>,
    diagnostics: Vec<JsonRecord<'a>>,
}

/// Where the board stopped replaying a game's main line: the 1-based ply, the move as written
/// and why. The moves from there on are not counted: their sides are not known.
#[derive(Serialize)]
struct NotCounted {
    ply: usize,
    line: usize,
    column: usize,
    why: String,
}

/// The count of one game, up to where the board stops replaying it (see [`NotCounted`]).
fn count_replayed(
    game: &Game,
    settings: &Settings,
    source: &Source,
) -> (Count, Option<NotCounted>) {
    let replay = iccf::board::replay(game);
    let Some(stop) = &replay.mainline.stop else {
        return (count(game, settings), None);
    };
    let plies = replay.mainline.moves.len();
    let why = replay
        .diagnostics
        .iter()
        .find(|d| d.span.offset() == stop.span.offset() && d.severity == Severity::Error)
        .map_or_else(
            || "the move is not legal".to_string(),
            |d| d.message.clone(),
        );
    let at = source.position(stop.span.offset());
    let not_counted = NotCounted {
        ply: plies + 1,
        line: at.line,
        column: at.column,
        why,
    };
    (count_plies(game, settings, plies), Some(not_counted))
}

/// The settings given on the command line, read; `Err` after saying what cannot be read.
fn command_line(args: &TimeArgs) -> Result<Settings, ()> {
    let mut settings = Settings::default();
    let mut failed = false;
    if let Some(text) = &args.control {
        match text.parse::<Control>() {
            Ok(control) => settings.control = Some(control),
            Err(error) => {
                note!("error: {error}");
                note!("  help: {}", iccf::reflection::ControlError::HELP);
                failed = true;
            }
        }
    }
    if let Some(text) = &args.start {
        match Stamp::date(text) {
            Some(start) => settings.start = Some(start),
            None => {
                note!("error: the start `{text}` is not a date");
                note!("  help: write it YYYY.MM.DD, as --start 2018.09.15");
                failed = true;
            }
        }
    }
    for text in &args.leave {
        match text.parse::<Leave>() {
            Ok(leave) => settings.leave.push(leave),
            Err(reason) => {
                note!("error: cannot read the leave `{text}`: {reason}");
                note!(
                    "  help: write it --leave white=2019.01.02..2019.01.20 (both days are leave)"
                );
                failed = true;
            }
        }
    }
    if failed { Err(()) } else { Ok(settings) }
}

/// The command line on top of an iccf.toml's [time] table: the control and the start of the
/// command line win; leave adds up.
fn merged(file: &Settings, cli: &Settings) -> Settings {
    Settings {
        control: cli.control.or(file.control),
        start: cli.start.or(file.start),
        leave: file.leave.iter().chain(&cli.leave).copied().collect(),
    }
}

/// The [time] settings of each folder's iccf.toml, read once.
struct Configs<'a> {
    args: &'a TimeArgs,
    files: HashMap<Option<PathBuf>, Result<Settings, ()>>,
}

impl Configs<'_> {
    fn for_input(&mut self, input: &Input) -> Result<Settings, ()> {
        if self.args.isolated {
            return Ok(Settings::default());
        }
        let path = self.args.config.clone().or_else(|| {
            let folder = match input {
                Input::Path(path) => path
                    .parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .map_or_else(|| PathBuf::from("."), Path::to_path_buf),
                Input::Stdin => PathBuf::from("."),
            };
            iccf::lint::find_config_file(&folder)
        });
        self.files
            .entry(path.clone())
            .or_insert_with(|| match &path {
                Some(path) => super::config::load_config(path).map(|c| c.time),
                None => Ok(Settings::default()),
            })
            .clone()
    }
}

pub(crate) fn run(args: &TimeArgs) -> ExitCode {
    let Ok(cli) = command_line(args) else {
        return ExitCode::from(2);
    };
    let mut unreadable = 0;
    let Some(inputs) = inputs(&args.paths, &["iccf", "pgn"], &mut unreadable) else {
        return ExitCode::from(2);
    };
    let mut configs = Configs {
        args,
        files: HashMap::new(),
    };
    let mut failed = unreadable > 0;
    // A game the board stopped replaying: its count is cut short (exit status 1).
    let mut stopped = false;
    for input in &inputs {
        let Ok(file_settings) = configs.for_input(input) else {
            failed = true;
            continue;
        };
        let settings = merged(&file_settings, &cli);
        let Some(bytes) = input.read_or_note(&mut unreadable) else {
            failed = true;
            continue;
        };
        let text = iccf::source::decode(&bytes).text;
        let name = input.name();
        let index = iccf::LineIndex::new(&text);
        let source = Source::new(&name, &text, &index);
        // The moves are only counted, so either notation is read (algebraic when most moves
        // of a game are).
        let options = iccf::check::parse_options(Notation::Auto);
        for parsed in iccf::syntax::games_with(&text, options) {
            let (counted, not_counted) = count_replayed(&parsed.game, &settings, &source);
            stopped |= not_counted.is_some();
            match args.format {
                TimeFormat::Json => {
                    let label = GameLabel::new(parsed.index);
                    let record = GameRecord {
                        file: &name,
                        game: parsed.index,
                        control: counted.control.map(|c| c.to_string()),
                        first_move_counted: counted.first_move_counted,
                        not_counted_from: not_counted.as_ref(),
                        moves: &counted.moves,
                        totals: counted.totals,
                        left: counted.left,
                        diagnostics: counted
                            .diagnostics
                            .iter()
                            .map(|d| JsonRecord::new(&source, Some(&label), d))
                            .collect(),
                    };
                    match serde_json::to_string(&record) {
                        Ok(line) => say!("{line}"),
                        Err(error) => {
                            note!(
                                "error: cannot write the JSON of game {}: {error}",
                                parsed.index
                            );
                            failed = true;
                        }
                    }
                }
                TimeFormat::Human => say!(
                    "{}",
                    table(&name, parsed.index, &counted, not_counted.as_ref(), &source)
                ),
            }
        }
    }
    if failed {
        ExitCode::from(2)
    } else if stopped {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn cell(value: Option<impl ToString>) -> String {
    value.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// The table of one game, its totals, the days left and the diagnostics.
fn table(
    name: &str,
    game: usize,
    counted: &Count,
    not_counted: Option<&NotCounted>,
    source: &Source,
) -> String {
    let control = counted.control.map_or_else(
        || "no control: ICCF's count, no limit".to_string(),
        |c| format!("control {c}"),
    );
    let mut out = format!("{name}, game {game} ({control})\n");
    out.push_str(&format!(
        "{:>4}  {:<14} {:<5}  {:<16}  {:>4}  {:>7}  {:>5}  {:>5}\n",
        "ply", "move", "side", "sent", "days", "charged", "total", "limit"
    ));
    for m in &counted.moves {
        let named = match m.side {
            Side::White => format!("{}. {}", m.number, m.written),
            Side::Black => format!("{}... {}", m.number, m.written),
        };
        let row = format!(
            "{:>4}  {:<14} {:<5}  {:<16}  {:>4}  {:>7}  {:>5}  {:>5}",
            m.ply,
            named,
            if m.side == Side::White {
                "white"
            } else {
                "black"
            },
            cell(m.sent),
            cell(m.days),
            cell(m.charged),
            m.total,
            cell(m.limit),
        );
        out.push_str(row.trim_end());
        out.push('\n');
    }
    if let Some(stop) = not_counted {
        out.push_str(&format!(
            "{name}:{}:{}: ply {} does not replay on the board ({}): it and the moves after it are not counted, as a move left out or written twice would charge each later move to the other side; correct the record (`iccf check {name}`) and count again\n",
            stop.line, stop.column, stop.ply, stop.why
        ));
    }
    let counted_days = counted.moves.iter().filter(|m| m.days.is_some()).count();
    if counted_days == 0 {
        out.push_str("no move of this game has a send stamp or clock value ([%ccsnt], [%ccrcv], [%clk], [%emt]): nothing was counted, the totals below are not days used\n");
    }
    if !counted.first_move_counted {
        out.push_str("White's first move is not counted: the event's start is not given (--start, or start in the [time] table of iccf.toml)\n");
    }
    out.push_str(&format!(
        "totals: White {}, Black {}\n",
        counted.totals.white, counted.totals.black
    ));
    if let Some(left) = counted.left {
        out.push_str(&format!(
            "days left at the next control: White {}, Black {}\n",
            left.white, left.black
        ));
    }
    for d in &counted.diagnostics {
        let at = source.position(d.span.offset());
        out.push_str(&format!(
            "{name}:{}:{} {} {} {}\n",
            at.line,
            at.column,
            d.severity.as_str(),
            d.code,
            d.message
        ));
    }
    out
}
