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

/// Writes a line to standard output, ignoring failure (`iccf rules | head -1` must not panic).
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

mod atomic;
mod check;
mod config;
mod convert;
mod fix;
mod fmt;
mod inputs;
mod pipeline;
mod progress;
mod render;
mod sarif;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

use iccf::Code;
use iccf::lint::{Level, Levels};

/// Read, check and lint chess game transcripts in ICCF numeric notation.
#[derive(Debug, Parser)]
#[command(name = "iccf", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check transcripts: every notation error (and, unless --syntax-only, every illegal move)
    /// with file:line:column, the digits underlined, and how to fix it; then the house rules
    /// (lint), whose levels iccf.toml and --allow/--warn/--deny set.
    Check(CheckArgs),
    /// Explain a diagnostic code: what it means, why it matters, an example and the fix.
    Explain {
        /// A code (S002) or rule name (invalid-square).
        code: String,
    },
    /// List every diagnostic code with its name, default level, configured level and whether
    /// --fix repairs it.
    Rules(RulesArgs),
    /// Convert transcripts between numeric notation and PGN, or to UCI, FEN or JSON.
    Convert(convert::ConvertArgs),
    /// Rewrite transcripts in canonical numeric notation, in place.
    Fmt(fmt::FmtArgs),
}

/// Output formats of `iccf check`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// Graphical reports with the source underlined (the default).
    Human,
    /// One JSON object per diagnostic per line (the stable contract for programs).
    Json,
    /// One line per diagnostic: `file:line:col: severity[code]: message`.
    Short,
    /// One SARIF 2.1.0 document (code scanning, CI dashboards).
    Sarif,
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=CODE::message`).
    Github,
}

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
    /// Apply the safe fixes (5-digit promotions, standard results, no separators or check
    /// marks, move numbers, ...), write the files back, then report what is left.
    #[arg(long)]
    fix: bool,
    /// Print the fixes as a unified diff instead of writing them (exit status 1 when a file
    /// would change).
    #[arg(long)]
    diff: bool,
    /// Fix a file even when it has notation errors that --fix cannot repair.
    #[arg(long)]
    force: bool,
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
    /// Write the report to this file (replaced atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
pub(crate) struct RulesArgs {
    #[command(flatten)]
    levels: LevelArgs,
}

/// Runs the command line and returns the exit status: 0 no errors, 1 errors found, 2 usage or
/// I/O error.
pub fn run() -> ExitCode {
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
    match cli.command {
        Command::Check(args) => match matches.subcommand_matches("check").map(cli_levels) {
            Some(Ok(levels)) => check::run(&args, levels),
            Some(Err(code)) => code,
            None => ExitCode::from(2),
        },
        Command::Explain { code } => explain(&code),
        Command::Rules(args) => match matches.subcommand_matches("rules").map(cli_levels) {
            Some(Ok(levels)) => rules(&args, levels),
            Some(Err(code)) => code,
            None => ExitCode::from(2),
        },
        Command::Convert(args) => convert::run(&args),
        Command::Fmt(args) => fmt::run(&args),
    }
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

/// `iccf rules`: every code with its default level and the level it has here (iccf.toml of the
/// current folder and the flags).
fn rules(args: &RulesArgs, cli: Levels) -> ExitCode {
    let folder = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut resolver = config::Resolver::new(&args.levels, cli);
    let Ok(levels) = resolver.levels_for_folder(&folder) else {
        return ExitCode::from(2);
    };
    if let Some(path) = resolver.used_files().first() {
        say!("levels from {} and the command line", path.display());
    }
    say!(
        "{:<6} {:<30} {:<8} {:<8} {:<8} summary",
        "code",
        "name",
        "default",
        "level",
        "fixable"
    );
    for code in Code::ALL {
        say!(
            "{:<6} {:<30} {:<8} {:<8} {:<8} {}",
            code.as_str(),
            code.name(),
            code.default_severity().as_str(),
            levels
                .severity(*code)
                .map_or("allow", iccf::Severity::as_str),
            if code.fixable() { "yes" } else { "no" },
            code.summary()
        );
    }
    ExitCode::SUCCESS
}

fn explain(code: &str) -> ExitCode {
    let found = match iccf::lint::find_rule(code) {
        Ok(iccf::lint::RuleSelector::Code(found)) => Some(found),
        _ => None,
    };
    let Some(found) = found else {
        note!("error: unknown code `{code}`");
        if let Some(near) = iccf::lint::closest_code(code) {
            note!(
                "  help: did you mean `{}` ({})?",
                near.as_str(),
                near.name()
            );
        }
        note!("  help: `iccf rules` lists every code");
        return ExitCode::from(2);
    };
    let e = found.explanation();
    say!("{} ({}): {}", found.as_str(), found.name(), found.summary());
    say!(
        "default level: {}{}",
        found.default_severity().as_str(),
        if found.fixable() {
            ", fixable with --fix"
        } else {
            ""
        }
    );
    say!("\nWhat it means\n{}", wrap(e.what));
    say!("\nWhy it matters\n{}", wrap(e.why));
    say!("\nExample\n  {}", e.example.replace('\n', "\n  "));
    say!("\nFix\n{}", wrap(e.fix));
    ExitCode::SUCCESS
}

/// A paragraph indented by two spaces and wrapped at 100 columns, at spaces.
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::from(" ");
    for word in text.split_whitespace() {
        if line.chars().count() + 1 + word.chars().count() > 100 && line.len() > 1 {
            out.push_str(&line);
            out.push('\n');
            line = String::from(" ");
        }
        line.push(' ');
        line.push_str(word);
    }
    out.push_str(&line);
    out
}
