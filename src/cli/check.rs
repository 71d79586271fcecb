//! `iccf check`: read each file, check it game by game, print the diagnostics in the chosen
//! format, then a summary on standard error. With `--fix` or `--diff`, fix each file first.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::process::ExitCode;

use iccf::check::{CheckOptions, check_games_with};
use iccf::diagram::TextOptions;
use iccf::lint::{Levels, Linter};
use iccf::syntax::{Notation, ParseOptions};
use iccf::{Code, Diagnostic, LineIndex, Severity};

use super::config::Resolver;
use super::fix::{self, Outcome};
use super::inputs::{Input, inputs, io_reason};
use iccf::render::{GameLabel, Human, Renderer, Source};

use super::render;
use super::{BoardWhen, CheckArgs, Format};

/// Totals over all files, for the summary, the statistics and the exit status.
#[derive(Default)]
struct Totals {
    files: usize,
    games: usize,
    errors: usize,
    warnings: usize,
    advice: usize,
    unreadable: usize,
    /// How many times each code was reported, by severity.
    per_rule: BTreeMap<(Code, Severity), usize>,
    fixed_problems: usize,
    fixed_files: usize,
    /// Files that `--diff` would change.
    would_change: usize,
    /// Files `--fix` left alone, with why.
    not_fixed: Vec<String>,
}

impl Totals {
    fn count(&mut self, diagnostic: &Diagnostic) {
        match diagnostic.severity {
            Severity::Error => self.errors += 1,
            Severity::Warning => self.warnings += 1,
            Severity::Advice => self.advice += 1,
        }
        *self
            .per_rule
            .entry((diagnostic.code, diagnostic.severity))
            .or_default() += 1;
    }
}

/// Where the diagnostics go.
struct Output<'a> {
    renderer: Renderer,
    out: Box<dyn Write + 'a>,
    /// How to draw the board under a board diagnostic, when it is drawn (human format only).
    board: Option<TextOptions>,
}

impl Output<'_> {
    fn emit(&mut self, source: &Source, game: Option<&GameLabel>, diagnostic: &Diagnostic) {
        // A closed standard output loses the reports, but must not stop the run or panic.
        let _ = self
            .renderer
            .render(&mut self.out, source, game, diagnostic);
    }

    /// The position before the move a board diagnostic is about, indented under its report.
    fn board(&mut self, checked: &iccf::check::CheckedGame, diagnostic: &Diagnostic) {
        let Some(options) = &self.board else { return };
        if diagnostic.code.layer() != iccf::codes::Layer::Board {
            return;
        }
        let Some(replay) = &checked.replay else {
            return;
        };
        let Some((position, highlight)) =
            iccf::diagram::board_at(&checked.game, replay, diagnostic)
        else {
            return;
        };
        let mut drawn = String::from("  the board before the move:\n");
        for line in iccf::diagram::text(&position, highlight, options).lines() {
            drawn.push_str("    ");
            drawn.push_str(line);
            drawn.push('\n');
        }
        drawn.push('\n');
        let _ = self.out.write_all(drawn.as_bytes());
    }

    fn finish(&mut self, execution_successful: bool) {
        let _ = self.renderer.finish(&mut self.out, execution_successful);
    }
}

pub(crate) fn run(args: &CheckArgs, cli_levels: Levels) -> ExitCode {
    let mut totals = Totals::default();
    let inputs = inputs(&args.paths, &["iccf", "pgn"], &mut totals.unreadable);
    if args.fix && inputs.iter().any(|i| matches!(i, Input::Stdin)) && !args.diff {
        note!("error: --fix cannot write back to standard input");
        note!("  help: give the file names, or use --diff to see the fixes for standard input");
        return ExitCode::from(2);
    }
    // Every configuration is read before any file is checked, so that a mistake in one stops
    // the run before anything is printed.
    let mut resolver = Resolver::new(&args.levels, cli_levels);
    let mut levels = Vec::with_capacity(inputs.len());
    let mut config_failed = false;
    for input in &inputs {
        let found = match input {
            Input::Path(path) => resolver.levels_for_file(path),
            Input::Stdin => resolver.levels_for_folder(Path::new(".")),
        };
        match found {
            Ok(l) => levels.push(l),
            Err(()) => config_failed = true,
        }
    }
    if config_failed {
        note!("error: the configuration has mistakes (above); nothing was checked");
        return ExitCode::from(2);
    }

    let colour = args.format == Format::Human && render::use_colour();
    let stdout = std::io::stdout();
    let board = match args.board {
        _ if args.format != Format::Human => false,
        BoardWhen::Auto => std::io::stdout().is_terminal(),
        BoardWhen::Always => true,
        BoardWhen::Never => false,
    };
    let mut output = Output {
        renderer: Renderer::new(args.format).with_human(Human::new(colour)),
        out: Box::new(std::io::BufWriter::new(stdout.lock())),
        board: board.then(|| {
            TextOptions::default()
                .with_ascii(args.ascii)
                .with_colour(colour)
        }),
    };
    let mut linter = Linter::new();
    for (input, levels) in inputs.iter().zip(levels) {
        // Reports already written go out before the note of an unreadable file.
        let _ = output.out.flush();
        let Some(bytes) = input.read_or_note(&mut totals.unreadable) else {
            continue;
        };
        let name = input.name();
        totals.files += 1;
        // A `.pgn` file holds games in algebraic notation (or numeric): read each game in the
        // notation most of its moves are written in.
        let pgn = matches!(input, Input::Path(path) if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")));
        let notation = if pgn {
            Notation::Auto
        } else {
            Notation::Numeric
        };
        let options = CheckOptions::default()
            .with_board(!args.syntax_only)
            .with_levels(levels)
            .with_parse(ParseOptions::with_notation(notation));
        check_file(
            input,
            &name,
            &bytes,
            args,
            options,
            &mut linter,
            &mut output,
            &mut totals,
        );
    }
    output.finish(totals.unreadable == 0);
    drop(output);
    for note in &totals.not_fixed {
        note!("{note}");
    }
    note!("{}", summary(&totals, args));
    if args.statistics {
        note_raw!("{}", statistics(&totals));
    }
    if totals.unreadable > 0 {
        ExitCode::from(2)
    } else if totals.errors > 0 || (args.diff && totals.would_change > 0) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// With `--fix` or `--diff`: the text to report on (fixed, or the original when nothing could
/// be fixed), after writing it back or printing its diff.
#[allow(clippy::too_many_arguments)] // the one place where a file's check, output and totals meet
fn fixed_text(
    input: &Input,
    name: &str,
    original: &str,
    utf8: bool,
    args: &CheckArgs,
    options: CheckOptions,
    output: &mut Output,
    totals: &mut Totals,
) -> Option<String> {
    if !utf8 {
        totals.not_fixed.push(format!("{name}: not fixed: the file is not valid UTF-8, and fixing it would change the bytes that are not"));
        return None;
    }
    match fix::fix_text(original, options, args.force) {
        Outcome::Blocked { errors } => {
            let what = if errors == 1 {
                "1 notation error that --fix cannot repair (reported with the file); correct it"
                    .to_string()
            } else {
                format!(
                    "{errors} notation errors that --fix cannot repair (reported with the file); correct them"
                )
            };
            totals.not_fixed.push(format!(
                "{name}: not fixed: {what} by hand, or use --force to fix the rest anyway"
            ));
            None
        }
        Outcome::Unsafe => {
            totals.not_fixed.push(format!("{name}: not fixed: the fixes would make the file unreadable (please report this as a bug)"));
            None
        }
        Outcome::Fixed { text, fixes } if text != original => {
            if args.diff {
                totals.would_change += 1;
                let _ = output
                    .out
                    .write_all(fix::unified_diff(name, original, &text).as_bytes());
                return None;
            }
            let Input::Path(path) = input else {
                return None;
            };
            match super::atomic::write_atomically(path, |out| out.write_all(text.as_bytes())) {
                Ok(()) => {
                    totals.fixed_problems += fixes;
                    totals.fixed_files += 1;
                    Some(text)
                }
                Err(error) => {
                    totals.not_fixed.push(format!(
                        "{name}: not fixed: cannot write the file: {}",
                        io_reason(&error)
                    ));
                    totals.unreadable += 1;
                    None
                }
            }
        }
        Outcome::Fixed { .. } => None,
    }
}

#[allow(clippy::too_many_arguments)]
fn check_file(
    input: &Input,
    name: &str,
    bytes: &[u8],
    args: &CheckArgs,
    options: CheckOptions,
    linter: &mut Linter,
    output: &mut Output,
    totals: &mut Totals,
) {
    let decoded = iccf::source::decode(bytes);
    let mut text = decoded.text;
    if (args.fix || args.diff) && !decoded.binary {
        let utf8 = decoded.diagnostic.is_none();
        if let Some(fixed) = fixed_text(input, name, &text, utf8, args, options, output, totals) {
            text = fixed;
        }
        if args.diff {
            // The diff is the output; the games still count for the summary.
            totals.games += iccf::syntax::games(&text).count();
            return;
        }
    }
    let index = LineIndex::new(&text);
    let source = Source::new(name, &text, &index);
    output.renderer.start_file(&source);
    if let Some(diagnostic) = &decoded.diagnostic {
        let mut kept = vec![diagnostic.clone()];
        options.levels.apply(&mut kept);
        for diagnostic in &kept {
            totals.count(diagnostic);
            output.emit(&source, None, diagnostic);
        }
    }
    if decoded.binary {
        // Not a transcript at all: its one diagnostic is said, and the bytes are not read as
        // moves.
        return;
    }
    linter.start_source(name);
    for checked in check_games_with(&text, options, linter) {
        totals.games += 1;
        let game = GameLabel::of(checked.index, &checked.game);
        for diagnostic in &checked.diagnostics {
            totals.count(diagnostic);
            output.emit(&source, Some(&game), diagnostic);
            output.board(&checked, diagnostic);
        }
    }
}

fn plural(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// The summary line(s) on standard error: games, errors, warnings, advice, with the rules that
/// gave them, and what --fix did.
fn summary(totals: &Totals, args: &CheckArgs) -> String {
    if args.diff {
        return format!(
            "--diff: {} would change ({} checked, {})",
            plural(totals.would_change, "file", "files"),
            plural(totals.files, "file", "files"),
            plural(totals.games, "game", "games")
        );
    }
    let by_rule = |severity: Severity| -> String {
        let rules: Vec<String> = totals
            .per_rule
            .iter()
            .filter(|((_, s), _)| *s == severity)
            .map(|((code, _), count)| format!("{} {} ×{count}", code.as_str(), code.name()))
            .collect();
        if rules.is_empty() {
            String::new()
        } else {
            format!(" ({})", rules.join(", "))
        }
    };
    let mut parts = vec![
        plural(totals.games, "game", "games"),
        format!(
            "{}{}",
            plural(totals.errors, "error", "errors"),
            by_rule(Severity::Error)
        ),
        format!(
            "{}{}",
            plural(totals.warnings, "warning", "warnings"),
            by_rule(Severity::Warning)
        ),
    ];
    if totals.advice > 0 {
        parts.push(format!(
            "{}{}",
            plural(totals.advice, "advice", "advice"),
            by_rule(Severity::Advice)
        ));
    }
    let mut line = parts.join(", ");
    if totals.files > 1 {
        line.push_str(&format!(" in {}", plural(totals.files, "file", "files")));
    }
    if totals.unreadable > 0 {
        line.push_str(&format!(
            "; {} not readable or not written",
            plural(totals.unreadable, "file", "files")
        ));
    }
    if args.fix {
        line.push_str(&format!(
            "; --fix: {} fixed in {}",
            plural(totals.fixed_problems, "problem", "problems"),
            plural(totals.fixed_files, "file", "files")
        ));
    }
    line
}

/// The `--statistics` table: one row per rule reported, most frequent first.
fn statistics(totals: &Totals) -> String {
    let mut rows: Vec<(&(Code, Severity), &usize)> = totals.per_rule.iter().collect();
    rows.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let mut out = format!(
        "{:>7}  {:<5} {:<30} {:<8} {}\n",
        "count", "code", "name", "level", "fixable"
    );
    for ((code, severity), count) in rows {
        out.push_str(&format!(
            "{count:>7}  {:<5} {:<30} {:<8} {}\n",
            code.as_str(),
            code.name(),
            severity.as_str(),
            if code.fixable() { "yes" } else { "no" }
        ));
    }
    out
}
