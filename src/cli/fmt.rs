//! `iccf fmt`: rewrite transcripts in canonical numeric notation, in place and atomically.
//!
//! A file with syntax or board errors is refused (the rewrite would lose or guess its moves)
//! unless `--force`. `--check` changes nothing: it lists the files that would change and exits
//! with 1 when there is one.

use std::io::Write;
use std::process::ExitCode;

use iccf::LineIndex;
use iccf::convert::format;
use iccf::source::TextEncoding;

use super::convert::{report_refused, stderr_colour};
use super::inputs::{EncodingArg, Input, inputs, io_reason};
use iccf::render::{Human, Source};

#[derive(Debug, clap::Args)]
pub(crate) struct FmtArgs {
    /// Files or folders to format (folders: every .iccf file in them); `-` or nothing formats
    /// standard input to standard output.
    paths: Vec<std::path::PathBuf>,
    /// Change nothing: list the files that would change, and exit with 1 if there is one.
    #[arg(long)]
    check: bool,
    /// Change nothing: print the changes as a unified diff, and exit with 1 if a file would
    /// change.
    #[arg(long, conflicts_with = "check")]
    diff: bool,
    /// Format files with errors too: moves that cannot be replayed and unreadable text are
    /// copied as written.
    #[arg(long)]
    force: bool,
    /// The character encoding of the files; they are written back in it.
    #[arg(long, value_enum, default_value_t = EncodingArg::Auto)]
    encoding: EncodingArg,
    /// Write the files in UTF-8 instead of their own encoding.
    #[arg(long)]
    to_utf8: bool,
}

#[derive(Default)]
struct Totals {
    changed: usize,
    unchanged: usize,
    refused: usize,
    unreadable: usize,
}

pub(crate) fn run(args: &FmtArgs) -> ExitCode {
    let mut totals = Totals::default();
    let Some(inputs) = inputs(&args.paths, &["iccf"], &mut totals.unreadable) else {
        return ExitCode::from(2);
    };
    for input in &inputs {
        format_input(input, args, &mut totals);
    }
    let mut parts = Vec::new();
    let verb = if args.check || args.diff {
        "would be reformatted"
    } else {
        "reformatted"
    };
    parts.push(format!("{} {verb}", files(totals.changed)));
    parts.push(format!("{} unchanged", files(totals.unchanged)));
    if totals.refused > 0 {
        parts.push(format!(
            "{} refused because of errors",
            files(totals.refused)
        ));
    }
    if totals.unreadable > 0 {
        parts.push(format!(
            "{} not readable or writable",
            files(totals.unreadable)
        ));
    }
    note!("{}", parts.join(", "));
    if totals.unreadable > 0 {
        ExitCode::from(2)
    } else if totals.refused > 0 || ((args.check || args.diff) && totals.changed > 0) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn files(count: usize) -> String {
    format!("{count} {}", if count == 1 { "file" } else { "files" })
}

fn format_input(input: &Input, args: &FmtArgs, totals: &mut Totals) {
    let name = input.name();
    let Some(bytes) = input.read_or_note(&mut totals.unreadable) else {
        return;
    };
    let decoded = iccf::source::decode_with(&bytes, args.encoding.into());
    let unreadable = !decoded.unreadable.is_empty();
    if let Some(diagnostic) = decoded
        .diagnostic
        .as_ref()
        .filter(|_| decoded.binary || unreadable)
    {
        let index = LineIndex::new(&decoded.text);
        let shown = iccf::render::terminal_safe(&decoded.text);
        let text = shown.as_deref().unwrap_or(&decoded.text);
        let source = Source::new(&name, text, &index).piece(0, &decoded.map);
        note_raw!(
            "{}",
            Human::new(stderr_colour())
                .with_language(super::language().language)
                .render(&source, None, diagnostic)
        );
        if decoded.binary {
            note!("error: {name} was not formatted: it is not a text file");
        } else {
            note!("error: {name} was not formatted: it is not UTF-8 (give its --encoding)");
        }
        totals.refused += 1;
        return;
    }
    let target = match (args.to_utf8, decoded.encoding()) {
        (true, _) => TextEncoding::Utf8,
        (false, Some(encoding)) => encoding,
        (false, None) => {
            note!(
                "error: {name} was not formatted: its games are in UTF-8 and in Windows-1252 (--to-utf8 writes it all in UTF-8)"
            );
            totals.refused += 1;
            return;
        }
    };
    let Some(formatted) = format_text(&name, &decoded.text, args.force) else {
        totals.refused += 1;
        return;
    };
    let encoded = match iccf::source::encode(&formatted, target) {
        Ok(bytes) => bytes,
        Err(error) => {
            note!("error: {name} was not formatted: {error} (--to-utf8 writes it in UTF-8)");
            totals.refused += 1;
            return;
        }
    };
    if encoded == bytes {
        totals.unchanged += 1;
        if matches!(input, Input::Stdin) && !args.check && !args.diff {
            super::stdout_written(std::io::stdout().write_all(&encoded));
        }
        return;
    }
    totals.changed += 1;
    match input {
        _ if args.check => say!("{name}"),
        _ if args.diff => {
            let diff = super::fix::unified_diff(&name, &decoded.text, &formatted);
            super::stdout_written(std::io::stdout().write_all(diff.as_bytes()));
        }
        Input::Stdin => {
            super::stdout_written(std::io::stdout().write_all(&encoded));
        }
        Input::Path(path) => {
            if let Err(error) = super::atomic::write_atomically(path, |out| out.write_all(&encoded))
            {
                note!("error: cannot write {name}: {}", io_reason(&error));
                totals.changed -= 1;
                totals.unreadable += 1;
            }
        }
    }
}

/// The canonical form of `text`, or `None` (with the errors printed) when a game has errors and
/// `force` is off.
fn format_text(name: &str, text: &str, force: bool) -> Option<String> {
    let refused = match format(text, force) {
        Ok(formatted) => {
            if formatted.text_kept_as_written {
                note!(
                    "warning: {name} was kept as written: its formatted text formats differently again, a fault of iccf (please report this file)"
                );
            } else if !formatted.kept_as_written.is_empty() {
                let numbers: Vec<String> = formatted
                    .kept_as_written
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                note!(
                    "warning: {name}: {} {} kept as written: the canonical layout did not read back the same, a fault of iccf (please report this file)",
                    if numbers.len() == 1 { "game" } else { "games" },
                    numbers.join(", ")
                );
            }
            return Some(formatted.text);
        }
        Err(refused) => refused.refused,
    };
    let index = LineIndex::new(text);
    let errors: usize = refused.iter().map(|g| g.blocking().count()).sum();
    for game in &refused {
        report_refused(name, text, &index, game);
    }
    note!(
        "error: {name} was not formatted: {errors} {} in {} {} (fix them, or use --force)",
        if errors == 1 { "error" } else { "errors" },
        refused.len(),
        if refused.len() == 1 { "game" } else { "games" }
    );
    None
}
