//! Arguments and subcommands of the `iccf` binary.

mod check;
mod convert;
mod fmt;
mod render;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

use iccf::Code;

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
    /// with file:line:column, the digits underlined, and how to fix it.
    Check(CheckArgs),
    /// Explain a diagnostic code: what it means, why it matters, an example and the fix.
    Explain {
        /// A code (S002) or rule name (invalid-square).
        code: String,
    },
    /// List every diagnostic code with its name and default level.
    Rules,
    /// Convert transcripts between numeric notation and PGN, or to UCI, FEN or JSON.
    Convert(convert::ConvertArgs),
    /// Rewrite transcripts in canonical numeric notation, in place.
    Fmt(fmt::FmtArgs),
}

/// Output formats of `iccf check`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Format {
    /// Graphical reports with the source underlined, then a summary line.
    Human,
    /// One JSON object per diagnostic per line.
    Json,
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
}

/// Runs the command line and returns the exit status: 0 no errors, 1 errors found, 2 usage or
/// I/O error.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return ExitCode::from(if error.use_stderr() { 2 } else { 0 });
        }
    };
    match cli.command {
        Command::Check(args) => check::run(&args),
        Command::Explain { code } => explain(&code),
        Command::Convert(args) => convert::run(&args),
        Command::Fmt(args) => fmt::run(&args),
        Command::Rules => {
            println!("{:<6} {:<30} {:<8} {:<8} summary", "code", "name", "level", "fixable");
            for code in Code::ALL {
                println!(
                    "{:<6} {:<30} {:<8} {:<8} {}",
                    code.as_str(),
                    code.name(),
                    code.default_severity().as_str(),
                    if code.fixable() { "yes" } else { "no" },
                    code.summary()
                );
            }
            ExitCode::SUCCESS
        }
    }
}

fn explain(code: &str) -> ExitCode {
    let Some(found) = Code::find(code) else {
        eprintln!("error: unknown code `{code}`");
        if let Some(near) = closest_code(code) {
            eprintln!("  help: did you mean `{}` ({})?", near.as_str(), near.name());
        }
        eprintln!("  help: `iccf rules` lists every code");
        return ExitCode::from(2);
    };
    let e = found.explanation();
    println!("{} ({}): {}", found.as_str(), found.name(), found.summary());
    println!("default level: {}{}", found.default_severity().as_str(), if found.fixable() { ", fixable with --fix" } else { "" });
    println!("\nWhat it means\n  {}", e.what);
    println!("\nWhy it matters\n  {}", e.why);
    println!("\nExample\n  {}", e.example.replace('\n', "\n  "));
    println!("\nFix\n  {}", e.fix);
    ExitCode::SUCCESS
}

/// The code or name nearest to `input` by edit distance, if it is close enough to be a typo.
pub(crate) fn closest_code(input: &str) -> Option<Code> {
    let input = input.to_ascii_lowercase();
    Code::ALL
        .iter()
        .flat_map(|c| [(edit_distance(&input, &c.as_str().to_ascii_lowercase()), *c), (edit_distance(&input, c.name()), *c)])
        .min_by_key(|(d, _)| *d)
        .filter(|(d, _)| *d <= 3)
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != *cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}
