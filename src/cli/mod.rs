//! Arguments and subcommands of the `iccf` binary.

/// Writes a line to standard error, ignoring failure: with standard error closed (`2>&-`, or a
/// pipe whose reader has gone) a note is lost, but the command must not panic.
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

/// [`note!`] without the line end.
macro_rules! note_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stderr(), $($arg)*);
    }};
}

/// Writes a line to standard output. A reader that went away (`iccf rules | head -1`) is not an
/// error; any other failure (a full disk) is said once and makes the command exit with 2
/// ([`stdout_written`]).
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        $crate::cli::stdout_written(writeln!(std::io::stdout(), $($arg)*));
    }};
}

mod atomic;
mod check;
mod config;
mod convert;
mod diff;
mod fix;
mod fmt;
mod inputs;
mod pipeline;
mod progress;
mod render;
mod rules;
#[cfg(feature = "serve")]
mod serve;
mod show;
mod summary;
mod time;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use iccf::i18n::LanguageSetting;
use iccf::levels::{Level, Levels};

/// Read, check and lint chess game transcripts in ICCF numeric notation.
#[derive(Debug, Parser)]
#[command(name = "iccf", version, about, long_about = None)]
struct Cli {
    /// When to colour the reports: `auto` on a terminal unless `NO_COLOR` is set, `always`, or
    /// `never`.
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorWhen::Auto)]
    color: ColorWhen,
    /// The language of the messages: en, ru, de, fr or es (en-XA: English with every letter
    /// accented, to find texts not yet translated). Without it: `ICCF_LANG`, then `lang` in the
    /// iccf.toml of the current folder, then `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`. JSON and
    /// SARIF stay in English and add a `localized` text when it is given. (The piece letters of
    /// `convert --to pgn`, once `convert --lang`, are `convert --piece-letters`.)
    #[arg(long, global = true, value_name = "LANG")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Command,
}

/// The values of `--color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum ColorWhen {
    /// Colour on a terminal, unless `NO_COLOR` is set.
    Auto,
    /// Always colour (also in a pipe).
    Always,
    /// Never colour.
    Never,
}

/// The formats of `iccf rules`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum RulesFormat {
    /// An aligned table.
    Text,
    /// One JSON array of objects (`code`, `name`, `layer`, `default`, `level`, `severity`,
    /// `fixable`, `summary`).
    Json,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check transcripts: every notation error (and, unless --syntax-only, every illegal move)
    /// with <file:line:column>, the digits underlined, and how to fix it; then the house rules
    /// (lint), whose levels iccf.toml and --allow/--warn/--deny set.
    Check(CheckArgs),
    /// Explain a diagnostic code: what it means, why it matters, an example and the fix.
    Explain {
        /// A code (S002) or rule name (invalid-square).
        code: String,
    },
    /// List every diagnostic code with its name, default level, configured level (allow, warn
    /// or deny) and whether --fix repairs it.
    Rules(RulesArgs),
    /// Print a completion script for a shell (load it with e.g. `source <(iccf completions
    /// bash)`).
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff; `iccf man > iccf.1`, then `man ./iccf.1`).
    Man,
    /// Convert transcripts between numeric notation and PGN, or to UCI, FEN or JSON.
    Convert(convert::ConvertArgs),
    /// Rewrite transcripts in canonical numeric notation, in place.
    Fmt(fmt::FmtArgs),
    /// Compare two records of the same games (numeric or PGN): where the moves first differ,
    /// whether the records meet again in the same position, results and tags. Exit status 0
    /// when they are the same games, 1 when they differ, 2 on a usage or I/O error.
    Diff(diff::DiffArgs),
    /// Count the reflection time of every move from the send stamps, as ICCF counts it (whole
    /// days, beyond 20 days charged twice, cumulative controls): a table per game with each
    /// side's total, the control's limit and the T diagnostics.
    Time(time::TimeArgs),
    /// Show the board of a game at one point (the final position by default) with the moves
    /// around it; --svg writes an SVG diagram of it.
    Show(show::ShowArgs),
    /// Run the language server for editors (Language Server Protocol on standard input and
    /// output): the diagnostics of `iccf check` as you type, quick fixes, the position on hover,
    /// formatting and an outline of the games, for .iccf and .pgn files.
    #[cfg(feature = "lsp")]
    Lsp(LspArgs),
    // Not a doc comment: clap would show rustdoc's <...> around the address, and a bare address
    // in a doc comment is a clippy finding. `--port` and `--bind` change it.
    #[command(
        about = "Start the validator in the browser: a page on http://127.0.0.1:8080/ to paste or open a transcript and see every error on the text and on the board (and its JSON API)"
    )]
    #[cfg(feature = "serve")]
    Serve(serve::ServeArgs),
}

#[cfg(feature = "lsp")]
#[derive(Debug, clap::Args)]
pub(crate) struct LspArgs {
    /// Speak over standard input and output (the only transport; accepted because editor
    /// clients pass it).
    #[arg(long)]
    stdio: bool,
}

pub(crate) use iccf::render::Format;

/// The level flags and the configuration file, shared by `check` and `rules`.
#[derive(Debug, clap::Args)]
pub(crate) struct LevelArgs {
    /// Do not report RULE (a code such as L001, a name such as move-number, or `warnings`).
    /// Repeatable; the last flag about a rule wins.
    #[arg(
        short = 'A',
        long = "allow",
        value_name = "RULE",
        value_delimiter = ','
    )]
    allow: Vec<String>,
    /// Report RULE as a warning.
    #[arg(short = 'W', long = "warn", value_name = "RULE", value_delimiter = ',')]
    warn: Vec<String>,
    /// Report RULE as an error (`--deny warnings` turns every warning into an error).
    #[arg(short = 'D', long = "deny", value_name = "RULE", value_delimiter = ',')]
    deny: Vec<String>,
    /// Read the levels from this file instead of the iccf.toml found from each checked file's
    /// folder upward.
    #[arg(long, value_name = "FILE", conflicts_with = "isolated")]
    config: Option<PathBuf>,
    /// Ignore every iccf.toml: default levels plus the flags.
    #[arg(long)]
    isolated: bool,
}

#[derive(Debug, clap::Args)]
pub(crate) struct CheckArgs {
    /// Files or folders to check (folders: every .iccf and .pgn file in them); `-` or nothing
    /// reads standard input.
    paths: Vec<std::path::PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
    /// Check the notation only, not the moves on a board.
    #[arg(long)]
    syntax_only: bool,
    #[command(flatten)]
    levels: LevelArgs,
    /// After the summary, print a table of how many times each rule was reported.
    #[arg(long)]
    statistics: bool,
    /// Print at most N diagnostics (the summary still counts them all, and says how many were
    /// not shown).
    #[arg(long, value_name = "N")]
    max_diagnostics: Option<usize>,
    /// Apply the safe fixes (5-digit promotions, standard results, no separators or check
    /// marks, move numbers, ...), write the files back, then report what is left.
    #[arg(long)]
    fix: bool,
    /// Also write the moves the board found were meant where a move cannot be played (`4654`
    /// for `4645`, a move left out, a move written twice, ...): only where each is the one
    /// repair that fits and the rest of the game then plays. Alone or with --fix it writes the
    /// files back (with the safe fixes); with --diff it only shows them. It changes the game
    /// record, which only the players can confirm: look at it with --diff first.
    #[arg(long)]
    fix_moves: bool,
    /// Print the fixes as a unified diff instead of writing them (exit status 1 when a file
    /// would change).
    #[arg(long)]
    diff: bool,
    /// Fix a file even when it has notation errors that --fix cannot repair.
    #[arg(long)]
    force: bool,
    /// Draw the board before the move under each board error of the human format: `auto` on
    /// a terminal, `always`, or `never`. Never in the other formats.
    #[arg(long, value_enum, default_value_t = BoardWhen::Auto, value_name = "WHEN")]
    board: BoardWhen,
    /// Draw those boards with letters (KQRBNP, kqrbnp) instead of chess symbols.
    #[arg(long)]
    ascii: bool,
    /// Write --fix results in UTF-8 instead of the file's own encoding.
    #[arg(long, requires = "fix")]
    to_utf8: bool,
    /// The character encoding of the files.
    #[arg(long, value_enum, default_value_t = inputs::EncodingArg::Auto)]
    encoding: inputs::EncodingArg,
    /// Check on N threads (default: every core); the output is the same for any N.
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Print errors and the summary only: no warnings or advice, no notes, no progress bar.
    #[arg(short, long)]
    quiet: bool,
    /// Check the reflection time of the games against this control (T001-T006): `10/50`,
    /// `fischer 30+3`, `triblock bank=75 inc=5 duration=750`, `per-move 3`. Without it: the
    /// [time] table of iccf.toml, else the game's `TimeControl` tag in days, else no T rules.
    #[arg(long, value_name = "CONTROL")]
    control: Option<String>,
    /// The event's start (`2018.09.15`), from which the T rules count White's first move.
    #[arg(long, value_name = "DATE")]
    start: Option<String>,
    /// Write the report to this file (replaced atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

/// When `iccf check` draws the board under a board diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum BoardWhen {
    /// In the human format on a terminal.
    Auto,
    /// In the human format, also into a file or pipe.
    Always,
    /// Never.
    Never,
}

#[derive(Debug, clap::Args)]
pub(crate) struct RulesArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = RulesFormat::Text)]
    format: RulesFormat,
    #[command(flatten)]
    levels: LevelArgs,
}

/// The language of messages, chosen once at the start ([`language`]).
static LANGUAGE: std::sync::OnceLock<LanguageSetting> = std::sync::OnceLock::new();

/// The language of messages and whether `--lang` asked for it (English before the command line
/// is read).
pub(crate) fn language() -> LanguageSetting {
    LANGUAGE.get().copied().unwrap_or(LanguageSetting::DEFAULT)
}

/// Set when standard output could not be written (see [`stdout_written`]).
static STDOUT_FAILED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Records the result of a write to standard output: a failure other than a reader that went
/// away (`| head`) is said once on standard error, and [`run`] then exits with 2, so that a
/// script never takes a lost output (a full disk) for a success.
pub(crate) fn stdout_written(result: std::io::Result<()>) {
    if let Err(error) = result
        && error.kind() != std::io::ErrorKind::BrokenPipe
        && !STDOUT_FAILED.swap(true, std::sync::atomic::Ordering::Relaxed)
    {
        note!(
            "error: cannot write standard output: {}",
            inputs::io_reason(&error)
        );
    }
}

/// Runs the command line and returns the exit status: 0 no errors, 1 errors found, 2 usage or
/// I/O error (standard output that could not be written included).
pub fn run() -> ExitCode {
    let code = run_command();
    if STDOUT_FAILED.load(std::sync::atomic::Ordering::Relaxed) {
        return ExitCode::from(2);
    }
    code
}

fn run_command() -> ExitCode {
    let parsed = Cli::command()
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches).map(|cli| (cli, matches)));
    let (cli, matches) = match parsed {
        Ok(parsed) => parsed,
        Err(error) => {
            let _ = error.print();
            return ExitCode::from(if error.use_stderr() { 2 } else { 0 });
        }
    };
    if let Err(code) = choose_language(&cli) {
        return code;
    }
    if cli.lang.is_some() && matches!(cli.command, Command::Convert(_)) {
        note!(
            "note: --lang chooses the language of messages; the SAN piece letters are --piece-letters"
        );
    }
    render::set_colour(match cli.color {
        ColorWhen::Auto => anstream::ColorChoice::Auto,
        ColorWhen::Always => anstream::ColorChoice::Always,
        ColorWhen::Never => anstream::ColorChoice::Never,
    });
    match cli.command {
        Command::Check(args) => match matches.subcommand_matches("check").map(cli_levels) {
            Some(Ok(levels)) => check::run(&args, levels),
            Some(Err(code)) => code,
            None => ExitCode::from(2),
        },
        Command::Explain { code } => rules::explain(&code),
        Command::Rules(args) => match matches.subcommand_matches("rules").map(cli_levels) {
            Some(Ok(levels)) => rules::rules(&args, levels),
            Some(Err(code)) => code,
            None => ExitCode::from(2),
        },
        Command::Convert(args) => convert::run(&args),
        Command::Fmt(args) => fmt::run(&args),
        Command::Diff(args) => diff::run(&args),
        Command::Show(args) => show::run(&args),
        Command::Time(args) => time::run(&args),
        #[cfg(feature = "lsp")]
        Command::Lsp(_) => match iccf::lsp::run() {
            Ok(true) => ExitCode::SUCCESS,
            Ok(false) => ExitCode::from(1),
            Err(message) => {
                note!("iccf lsp: {message}");
                ExitCode::from(1)
            }
        },
        #[cfg(feature = "serve")]
        Command::Serve(args) => serve::run(&args),
        Command::Completions { shell } => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "iccf", &mut out);
            write_stdout(&out)
        }
        Command::Man => {
            let mut out = Vec::new();
            match clap_mangen::Man::new(Cli::command()).render(&mut out) {
                Ok(()) => write_stdout(&out),
                Err(error) => {
                    note!("error: cannot write the manual page: {error}");
                    ExitCode::from(2)
                }
            }
        }
    }
}

/// Sets the language of the messages from `--lang`, `ICCF_LANG`, `lang` in `iccf.toml` or the
/// environment; an unknown `--lang` is a usage error (exit 2).
fn choose_language(cli: &Cli) -> Result<(), ExitCode> {
    let config_lang = std::env::current_dir()
        .ok()
        .and_then(|folder| iccf::lint::find_config_file(&folder))
        .and_then(|path| std::fs::read_to_string(path).ok())
        .and_then(|text| iccf::lint::Config::parse(&text).ok())
        .and_then(|config| config.lang);
    match LanguageSetting::resolve(cli.lang.as_deref(), config_lang.as_deref(), |name| {
        std::env::var(name).ok()
    }) {
        Ok(setting) => {
            let _ = LANGUAGE.set(setting);
        }
        Err(message) => {
            note!("error: --lang: {message}");
            return Err(ExitCode::from(2));
        }
    }
    Ok(())
}

/// Writes `bytes` to standard output; a closed output is not a panic.
fn write_stdout(bytes: &[u8]) -> ExitCode {
    use std::io::Write as _;
    let mut stdout = std::io::stdout().lock();
    stdout_written(stdout.write_all(bytes).and_then(|()| stdout.flush()));
    ExitCode::SUCCESS
}

/// The levels given on the command line, in the order they were written (the last flag about a
/// rule wins). Unknown rule names are a usage error, with the nearest name.
fn cli_levels(matches: &ArgMatches) -> Result<Levels, ExitCode> {
    let mut flags: Vec<(usize, Level, &str, &String)> = Vec::new();
    for (id, level, flag) in [
        ("allow", Level::Allow, "--allow"),
        ("warn", Level::Warn, "--warn"),
        ("deny", Level::Deny, "--deny"),
    ] {
        if let (Some(values), Some(indices)) =
            (matches.get_many::<String>(id), matches.indices_of(id))
        {
            flags.extend(
                values
                    .zip(indices)
                    .map(|(value, index)| (index, level, flag, value)),
            );
        }
    }
    flags.sort_by_key(|(index, ..)| *index);
    let mut levels = Levels::default();
    let mut failed = false;
    for (_, level, flag, name) in flags {
        if let Err(unknown) = levels.set_by_name(name, level) {
            note!("error: unknown rule `{name}` in {flag} {name}");
            note!("  help: {}", unknown.help());
            failed = true;
        }
    }
    if failed {
        Err(ExitCode::from(2))
    } else {
        Ok(levels)
    }
}
