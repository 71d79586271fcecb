//! `iccf check`: read each file, check it game by game, print the diagnostics and a summary.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use iccf::{Diagnostic, LineIndex, Severity};

use super::render::{self, IndexedSource, JsonRecord};
use super::{CheckArgs, Format};

/// Totals over all files, for the summary line and the exit status.
#[derive(Default)]
struct Totals {
    files: usize,
    games: usize,
    errors: usize,
    warnings: usize,
    advice: usize,
    unreadable: usize,
}

pub(crate) fn run(args: &CheckArgs) -> ExitCode {
    let mut totals = Totals::default();
    let colour = args.format == Format::Human && render::use_colour();
    let handler = render::handler(colour);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for input in inputs(&args.paths, &mut totals) {
        let (name, bytes) = match read(&input) {
            Ok(read) => read,
            Err(message) => {
                let _ = out.flush();
                eprintln!("error: {message}");
                totals.unreadable += 1;
                continue;
            }
        };
        totals.files += 1;
        check_file(&name, &bytes, args, &handler, &mut out, &mut totals);
    }
    let _ = out.flush();
    drop(out);
    if args.format == Format::Human || totals.unreadable > 0 {
        eprintln!("{}", summary(&totals));
    }
    if totals.unreadable > 0 {
        ExitCode::from(2)
    } else if totals.errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// One input: a path, or standard input.
enum InputFile {
    Path(PathBuf),
    Stdin,
}

/// Expands the paths: `-` or none is standard input, folders give their `.iccf` and `.pgn` files.
fn inputs(paths: &[PathBuf], totals: &mut Totals) -> Vec<InputFile> {
    if paths.is_empty() {
        return vec![InputFile::Stdin];
    }
    let mut inputs = Vec::new();
    for path in paths {
        if path.as_os_str() == "-" {
            inputs.push(InputFile::Stdin);
        } else if path.is_dir() {
            let mut found = Vec::new();
            if let Err(error) = collect_folder(path, &mut found) {
                eprintln!("error: cannot read folder {}: {error}", path.display());
                totals.unreadable += 1;
            }
            found.sort();
            inputs.extend(found.into_iter().map(InputFile::Path));
        } else {
            inputs.push(InputFile::Path(path.clone()));
        }
    }
    inputs
}

fn collect_folder(folder: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_folder(&path, found)?;
        } else if matches!(
            path.extension().and_then(|e| e.to_str()),
            Some("iccf" | "pgn")
        ) {
            found.push(path);
        }
    }
    Ok(())
}

fn read(input: &InputFile) -> Result<(String, Vec<u8>), String> {
    match input {
        InputFile::Stdin => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(("<stdin>".to_string(), bytes))
        }
        InputFile::Path(path) => {
            let name = path.display().to_string();
            match std::fs::read(path) {
                Ok(bytes) => Ok((name, bytes)),
                Err(e) => Err(format!("cannot read {name}: {}", io_reason(&e))),
            }
        }
    }
}

fn io_reason(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ if error.raw_os_error() == Some(21) => "it is a folder".to_string(),
        _ => error.to_string(),
    }
}

fn check_file(
    name: &str,
    bytes: &[u8],
    args: &CheckArgs,
    handler: &miette::GraphicalReportHandler,
    out: &mut impl Write,
    totals: &mut Totals,
) {
    let decoded = iccf::source::decode(bytes);
    let text = decoded.text.as_str();
    let index = LineIndex::new(text);
    let source = IndexedSource {
        name,
        text,
        index: &index,
    };
    let mut emit = |game: Option<usize>, diagnostic: &Diagnostic, totals: &mut Totals| {
        match diagnostic.severity {
            Severity::Error => totals.errors += 1,
            Severity::Warning => totals.warnings += 1,
            Severity::Advice => totals.advice += 1,
        }
        let _ = match args.format {
            Format::Json => JsonRecord::new(name, game, diagnostic, &source).write(out),
            Format::Human => out.write_all(render::human(handler, diagnostic, &source).as_bytes()),
        };
    };
    if let Some(diagnostic) = &decoded.diagnostic {
        emit(None, diagnostic, totals);
    }
    let options = iccf::check::CheckOptions::default().with_board(!args.syntax_only);
    for checked in iccf::check::check_games(text, options) {
        totals.games += 1;
        for diagnostic in &checked.diagnostics {
            emit(Some(checked.index), diagnostic, totals);
        }
    }
}

fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

fn summary(totals: &Totals) -> String {
    let mut parts = vec![
        plural(totals.games, "game", "games"),
        plural(totals.errors, "error", "errors"),
        plural(totals.warnings, "warning", "warnings"),
    ];
    if totals.advice > 0 {
        parts.push(plural(totals.advice, "advice", "advice"));
    }
    if totals.files > 1 {
        parts.push(format!("in {}", plural(totals.files, "file", "files")));
    }
    if totals.unreadable > 0 {
        parts.push(format!(
            "{} not readable",
            plural(totals.unreadable, "file", "files")
        ));
    }
    parts.join(", ")
}
