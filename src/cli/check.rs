//! `iccf check`: read each file piece by piece, check the pieces on every core, print the
//! diagnostics in input order in the chosen format, then a summary on standard error. With
//! `--fix` or `--diff`, each file is read whole and fixed first.

use std::io::{IsTerminal, Read, Write};
use std::ops::ControlFlow;
use std::path::Path;
use std::process::ExitCode;

use iccf::check::{CheckOptions, CheckedGame, Session};
use iccf::codes::Layer;
use iccf::diagram::TextOptions;
use iccf::levels::Levels;
use iccf::lint::GameKey;
use iccf::render::{GameLabel, Human, Renderer, Source};
use iccf::source::{DecodedPiece, DecodedSource, Encoding, Piece, Pieces, TextEncoding};
use iccf::syntax::Notation;
use iccf::syntax::ast::CompactString;
use iccf::{Diagnostic, LineIndex, Severity};

use super::config::Resolver;
use super::fix::{self, Outcome};
use super::inputs::{Input, inputs, io_reason, note_write_error};
use super::pipeline;
use super::progress::Progress;
use super::render;
use super::summary::{self as file_summary, Totals, statistics, summary};
use super::{BoardWhen, CheckArgs, Format};
use iccf::reflection::{Control, stamp::Stamp};

/// Where the diagnostics go.
struct Output<'a> {
    renderer: Renderer,
    /// `--quiet`: errors only.
    quiet: bool,
    out: &'a mut dyn Write,
    /// The first write error (a closed pipe): nothing more is written.
    failed: Option<std::io::Error>,
}

impl Output<'_> {
    /// Writes a diagnostic; false when it was not written (--quiet, past --max-diagnostics,
    /// or standard output closed).
    fn emit(&mut self, source: &Source, game: Option<&GameLabel>, diagnostic: &Diagnostic) -> bool {
        if self.failed.is_some() || (self.quiet && diagnostic.severity != Severity::Error) {
            return false;
        }
        match self
            .renderer
            .render(&mut self.out, source, game, diagnostic)
        {
            Ok(written) => written,
            Err(error) => {
                self.failed = Some(error);
                false
            }
        }
    }

    /// A board drawn under the report written just before it.
    fn board(&mut self, drawn: &str) {
        if self.failed.is_some() {
            return;
        }
        if let Err(error) = self.out.write_all(drawn.as_bytes()) {
            self.failed = Some(error);
        }
    }

    fn finish(&mut self, execution_successful: bool) {
        let written = if self.failed.is_none() {
            self.renderer.finish(&mut self.out, execution_successful)
        } else {
            self.out.flush()
        };
        if let Err(error) = written {
            self.failed.get_or_insert(error);
        }
    }
}

/// `--diff` prints the fixes as a unified diff, the whole output: with a machine format asked
/// for, a program reading JSON or SARIF would get text. Says so and returns false then.
fn diff_in_a_text_format(args: &CheckArgs) -> bool {
    if args.diff && matches!(args.format, Format::Json | Format::Sarif | Format::Github) {
        note!(
            "error: --diff prints the fixes as a unified diff, which is not the format asked for"
        );
        note!(
            "  help: leave out --diff (JSON and SARIF records carry each fix as edits with byte offsets), or leave out --format to read the diff"
        );
        return false;
    }
    true
}

/// Whether the fixes asked for can be written: `--fix` and `--fix-moves` cannot write back to
/// standard input (with `--diff` they only print); says so when not.
fn fixes_can_be_written(args: &CheckArgs, inputs: &[Input]) -> bool {
    let stdin = inputs.iter().any(|i| matches!(i, Input::Stdin));
    if (args.fix || args.fix_moves) && stdin && !args.diff {
        note!("error: --fix cannot write back to standard input");
        note!("  help: give the file names, or use --diff to see the fixes for standard input");
        return false;
    }
    true
}

/// `--control` and `--start`, read; `Err` after saying what cannot be read.
fn time_options(args: &CheckArgs) -> Result<TimeOfInput, ()> {
    let control = match args.control.as_deref().map(str::parse::<Control>) {
        Some(Err(error)) => {
            note!("error: {error}");
            note!("  help: {}", iccf::reflection::ControlError::HELP);
            return Err(());
        }
        read => read.and_then(Result::ok),
    };
    let start = match &args.start {
        Some(text) => match Stamp::date(text) {
            Some(start) => Some(start),
            None => {
                note!("error: the start `{text}` is not a date");
                note!("  help: write it YYYY.MM.DD, as --start 2018.09.15");
                return Err(());
            }
        },
        None => None,
    };
    Ok((control, start))
}

/// The time control and the event's start of one input.
type TimeOfInput = (Option<Control>, Option<Stamp>);

/// The levels and the time settings of each input: its iccf.toml, then the command line. `Err`
/// after the mistakes were said.
fn configurations(
    args: &CheckArgs,
    cli_levels: Levels,
    inputs: &[Input],
) -> Result<(Vec<Levels>, Vec<TimeOfInput>), ()> {
    let cli_time = time_options(args)?;
    let mut resolver = Resolver::new(&args.levels, cli_levels);
    let mut levels = Vec::with_capacity(inputs.len());
    let mut times = Vec::with_capacity(inputs.len());
    let mut config_failed = false;
    for input in inputs {
        let found = match input {
            Input::Path(path) => resolver.settings_for_file(path),
            Input::Stdin => resolver.settings_for_folder(Path::new(".")),
        };
        match found {
            Ok((l, time)) => {
                levels.push(l);
                times.push((cli_time.0.or(time.control), cli_time.1.or(time.start)));
            }
            Err(()) => config_failed = true,
        }
    }
    if config_failed {
        note!("error: the configuration has mistakes (above); nothing was checked");
        return Err(());
    }
    Ok((levels, times))
}

pub(crate) fn run(args: &CheckArgs, cli_levels: Levels) -> ExitCode {
    let mut totals = Totals::default();
    let Some((inputs, levels, times)) = prepare(args, cli_levels, &mut totals) else {
        return ExitCode::from(2);
    };
    let colour = args.format == Format::Human && args.output.is_none() && render::use_colour();
    let board = match args.board {
        _ if args.format != Format::Human => false,
        BoardWhen::Auto => args.output.is_none() && std::io::stdout().is_terminal(),
        BoardWhen::Always => true,
        BoardWhen::Never => false,
    };
    let run = Run {
        args,
        inputs: &inputs,
        levels: &levels,
        times: &times,
        encoding: args.encoding.into(),
        colour,
        board: board.then(|| {
            TextOptions::default()
                .with_ascii(args.ascii)
                .with_language(super::language().language)
                .with_colour(colour)
        }),
    };
    run.write_report(&mut totals);
    say_summary(&totals, args);
    if totals.unreadable > 0 {
        ExitCode::from(2)
    } else if totals.errors > 0 || (args.diff && totals.would_change > 0) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// The inputs and, for each, its levels and time settings, once the arguments are known to fit
/// together; `None` (after a note) for a usage mistake or a configuration with mistakes.
fn prepare(
    args: &CheckArgs,
    cli_levels: Levels,
    totals: &mut Totals,
) -> Option<(Vec<Input>, Vec<Levels>, Vec<TimeOfInput>)> {
    if !diff_in_a_text_format(args) {
        return None;
    }
    let inputs = inputs(&args.paths, &["iccf", "pgn"], &mut totals.unreadable)?;
    if !super::inputs::output_is_not_an_input(args.output.as_deref(), &inputs)
        || !fixes_can_be_written(args, &inputs)
    {
        return None;
    }
    // Every configuration is read before any file is checked, so that a mistake in one stops
    // the run before anything is printed.
    let (levels, times) = configurations(args, cli_levels, &inputs).ok()?;
    if !args.quiet
        && inputs.iter().any(|i| matches!(i, Input::Stdin))
        && std::io::stdin().is_terminal()
    {
        note!(
            "reading games from standard input (type or paste them, then Ctrl-D; `iccf check --help` shows how to give files)"
        );
    }
    Some((inputs, levels, times))
}

/// The notes after the report on standard error: files not fixed, diagnostics not shown, the
/// summary line and, with `--statistics`, the count of each rule.
fn say_summary(totals: &Totals, args: &CheckArgs) {
    for note in &totals.not_fixed {
        note!("{note}");
    }
    if totals.hidden > 0 {
        note!(
            "{}",
            file_summary::hidden_note(totals.hidden, args.max_diagnostics.unwrap_or_default())
        );
    }
    note!("{}", summary(totals, args));
    if args.statistics {
        note_raw!("{}", statistics(totals));
    }
}

/// What one run checks, shared by the reader, the workers and the writer.
struct Run<'a> {
    args: &'a CheckArgs,
    inputs: &'a [Input],
    levels: &'a [Levels],
    /// The time control and the event's start of each input (command line, then iccf.toml).
    times: &'a [TimeOfInput],
    encoding: Encoding,
    /// Whether human reports are coloured.
    colour: bool,
    /// How to draw the board under a board diagnostic, when it is drawn (human format only).
    board: Option<TextOptions>,
}

/// One step of reading the inputs, in order.
enum Job {
    Start(usize),
    Piece(usize, Piece),
    /// The first piece of a file that is not text, with its S001.
    NotText(Piece, Diagnostic),
    Failed(String),
    End,
}

/// A job done.
enum Done {
    Start(usize),
    Piece(CheckedPiece),
    NotText(DecodedPiece, LineIndex, Diagnostic),
    Failed(String),
    End,
}

/// The games of a piece, checked: all that the writer needs, without the trees.
struct CheckedPiece {
    piece: DecodedPiece,
    /// Built on the worker thread when a game has diagnostics; else by the writer, only if
    /// the index of the games seen adds one (most pieces of a valid archive need none).
    index: Option<LineIndex>,
    games: Vec<GameReport>,
}

/// The diagnostics of one game, in source order, before `duplicate-game` is decided.
struct GameReport {
    /// 1-based position in its piece.
    index: usize,
    diagnostics: Vec<Diagnostic>,
    key: Option<GameKey>,
    /// The players its White and Black tags name, for the game's label (kept for every game,
    /// since `duplicate-game` may yet report it: inline, not allocated, up to 24 bytes).
    white: Option<CompactString>,
    black: Option<CompactString>,
    /// With `--board`: the board drawn under each board diagnostic, in order (one entry per
    /// diagnostic of the board layer; `duplicate-game`, added later, is a lint).
    boards: Vec<Option<String>>,
    /// Moves not replayed behind errors whose level allows them.
    unchecked_behind_allowed: usize,
}

impl GameReport {
    /// The game's label, as game `index` of its file.
    fn label(&self, index: usize) -> GameLabel<'_> {
        GameLabel {
            index,
            white: self.white.as_deref(),
            black: self.black.as_deref(),
        }
    }
}

/// Per-file state of the writer.
struct FileState {
    name: String,
    games: usize,
    /// The totals when the file started, for its summary line.
    before: file_summary::FileCounts,
    foreign_noted: bool,
    not_text: bool,
}

/// The reader: the jobs of every input, in order.
struct Jobs<'a> {
    inputs: &'a [Input],
    encoding: Encoding,
    next: usize,
    current: Option<(usize, Pieces<Box<dyn Read + Send>>)>,
    queue: std::collections::VecDeque<Job>,
}

impl Iterator for Jobs<'_> {
    type Item = Job;

    fn next(&mut self) -> Option<Job> {
        loop {
            if let Some(job) = self.queue.pop_front() {
                return Some(job);
            }
            if let Some((n, pieces)) = &mut self.current {
                let n = *n;
                match pieces.next() {
                    Some(Ok(piece)) => {
                        let not_text = (piece.number == 0)
                            .then(|| {
                                piece
                                    .bytes()
                                    .and_then(|b| iccf::source::not_text(b, self.encoding))
                            })
                            .flatten();
                        let Some(diagnostic) = not_text else {
                            return Some(Job::Piece(n, piece));
                        };
                        // Not a transcript: its one diagnostic is said, and the rest of the
                        // bytes are not read.
                        self.current = None;
                        self.queue
                            .extend([Job::NotText(piece, diagnostic), Job::End]);
                    }
                    Some(Err(error)) => {
                        self.current = None;
                        let message = format!(
                            "cannot read {}: {}",
                            self.inputs[n].name(),
                            io_reason(&error)
                        );
                        self.queue.extend([Job::Failed(message), Job::End]);
                    }
                    None => {
                        self.current = None;
                        return Some(Job::End);
                    }
                }
                continue;
            }
            let n = self.next;
            let input = self.inputs.get(n)?;
            self.next += 1;
            return Some(match input.open() {
                Ok(reader) => {
                    self.current = Some((n, Pieces::new(reader, self.encoding)));
                    Job::Start(n)
                }
                Err(message) => Job::Failed(message),
            });
        }
    }
}

impl Run<'_> {
    /// Checks every input and writes the report to `--output` or standard output; a file that
    /// cannot be written counts as unreadable.
    fn write_report(&self, totals: &mut Totals) {
        let written = match &self.args.output {
            Some(path) => super::atomic::write_atomically(path, |out| {
                let failed = self.check_all(out, totals);
                failed.map_or(Ok(()), Err)
            }),
            None => {
                let stdout = std::io::stdout();
                let mut out = std::io::BufWriter::new(stdout.lock());
                self.check_all(&mut out, totals).map_or(Ok(()), Err)
            }
        };
        match written {
            Ok(()) => {}
            // A reader that went away (`iccf check | head`) wanted no more.
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
            Err(error) => {
                note_write_error(self.args.output.as_deref(), &error);
                totals.unreadable += 1;
            }
        }
    }

    fn options(&self, n: usize) -> CheckOptions {
        // A `.pgn` file holds games in algebraic notation (or numeric): read each game in the
        // notation most of its moves are written in.
        let notation = if self.inputs[n].is_pgn() {
            Notation::Auto
        } else {
            Notation::Numeric
        };
        CheckOptions::default()
            .with_board(!self.args.syntax_only)
            .with_levels(self.levels[n])
            .with_time_control(self.times[n].0)
            .with_event_start(self.times[n].1)
            .with_notation(notation)
            // Only the diagnostics are reported: a game checked compact needs no elements.
            .with_keep_movetext(false)
    }

    /// Checks every input and writes the report to `out`; the first write error, if any.
    fn check_all(&self, out: &mut dyn Write, totals: &mut Totals) -> Option<std::io::Error> {
        let mut output = Output {
            renderer: Renderer::new(self.args.format)
                .with_localized({
                    let setting = super::language();
                    setting.explicit.then_some(setting.language)
                })
                .with_human(Human::new(self.colour).with_language(super::language().language))
                .with_max_diagnostics(self.args.max_diagnostics),
            quiet: self.args.quiet,
            out,
            failed: None,
        };
        let mut writer = Writer {
            run: self,
            session: Session::new(CheckOptions::default()),
            file: None,
            progress: Progress::new(
                self.inputs.iter().map(Input::len).sum::<Option<u64>>(),
                self.args.quiet,
            ),
        };
        if self.args.fix || self.args.fix_moves || self.args.diff {
            for n in 0..self.inputs.len() {
                self.fix_and_check(n, &mut writer, &mut output, totals);
            }
        } else {
            let jobs = Jobs {
                inputs: self.inputs,
                encoding: self.encoding,
                next: 0,
                current: None,
                queue: std::collections::VecDeque::new(),
            };
            let threads = self
                .args
                .jobs
                .map_or_else(pipeline::default_threads, usize::from);
            pipeline::ordered(
                jobs,
                threads,
                |job| self.work(job),
                |done| {
                    writer.write(done, &mut output, totals);
                    if output.failed.is_some() {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                },
            );
        }
        writer.progress.finish();
        output.finish(totals.unreadable == 0);
        totals.hidden = output.renderer.hidden();
        output.failed
    }

    /// The work of a job, on any thread.
    fn work(&self, job: Job) -> Done {
        match job {
            Job::Start(n) => Done::Start(n),
            Job::Piece(n, piece) => Done::Piece(self.check_piece(n, piece.decode())),
            Job::NotText(piece, diagnostic) => {
                let head = piece.bytes().unwrap_or_default();
                let mut decoded =
                    iccf::source::decode_with(&head[..head.len().min(8192)], Encoding::Utf8);
                decoded.first_foreign = None;
                let piece = DecodedPiece::from(decoded);
                let index = LineIndex::new(&piece.text);
                Done::NotText(piece, index, diagnostic)
            }
            Job::Failed(message) => Done::Failed(message),
            Job::End => Done::End,
        }
    }

    /// Checks the games of one piece of input `n`.
    fn check_piece(&self, n: usize, piece: DecodedPiece) -> CheckedPiece {
        let options = self.options(n);
        let games: Vec<GameReport> = Session::check_piece(&piece.text, options)
            .map(|mut checked| {
                iccf::source::drop_fixes_over(&piece.unreadable, &mut checked.diagnostics);
                self.report(checked)
            })
            .collect();
        let index = (piece.first_foreign.is_some()
            || games.iter().any(|g| !g.diagnostics.is_empty()))
        .then(|| LineIndex::new(&piece.text));
        CheckedPiece {
            piece,
            index,
            games,
        }
    }

    /// What the writer needs of a checked game.
    fn report(&self, checked: CheckedGame) -> GameReport {
        let label = GameLabel::of(checked.index, &checked.game);
        let boards = match &self.board {
            Some(options) => checked
                .diagnostics
                .iter()
                .filter(|d| d.code.layer() == Layer::Board)
                .map(|d| draw_board(&checked, d, options))
                .collect(),
            None => Vec::new(),
        };
        GameReport {
            index: checked.index,
            white: label.white.map(CompactString::from),
            black: label.black.map(CompactString::from),
            boards,
            unchecked_behind_allowed: file_summary::moves_unchecked_behind_allowed_errors(&checked),
            diagnostics: checked.diagnostics,
            key: checked.duplicate_key,
        }
    }
}

/// The position before the move a board diagnostic is about, indented under its report.
fn draw_board(
    checked: &CheckedGame,
    diagnostic: &Diagnostic,
    options: &TextOptions,
) -> Option<String> {
    let replay = checked.replay.as_ref()?;
    let (position, highlight) = iccf::diagram::board_at(&checked.game, replay, diagnostic)?;
    let mut drawn = String::from("  the board before the move:\n");
    for line in iccf::diagram::text(&position, highlight, options).lines() {
        drawn.push_str("    ");
        drawn.push_str(line);
        drawn.push('\n');
    }
    drawn.push('\n');
    Some(drawn)
}

/// The writer's side: results in input order, duplicates decided, diagnostics counted and
/// printed.
struct Writer<'a> {
    run: &'a Run<'a>,
    session: Session,
    file: Option<FileState>,
    progress: Progress,
}

impl Writer<'_> {
    fn write(&mut self, done: Done, output: &mut Output, totals: &mut Totals) {
        match done {
            Done::Start(n) => self.start(n, output, totals),
            Done::Piece(checked) => self.piece(checked, output, totals),
            Done::NotText(piece, index, diagnostic) => {
                let shown = self.shown_text(&piece.text);
                let source = self.source(&piece, &index, shown.as_deref());
                // The levels of input `n`: its source was started at `Done::Start(n)`.
                let kept = self.session.file_diagnostic(diagnostic);
                if let Some(diagnostic) = &kept {
                    totals.count(diagnostic);
                    let _ = output.emit(&source, None, diagnostic);
                }
                if let Some(file) = &mut self.file {
                    file.not_text = true;
                }
            }
            Done::Failed(message) => {
                // Reports already written go out before the note of an unreadable file.
                let _ = output.out.flush();
                note!("error: {message}");
                totals.unreadable += 1;
                if let Some(file) = &mut self.file {
                    file.not_text = true;
                }
            }
            Done::End => self.end(output, totals),
        }
    }

    fn start(&mut self, n: usize, output: &mut Output, totals: &mut Totals) {
        let name = self.run.inputs[n].name();
        totals.files += 1;
        output
            .renderer
            .start_file(&Source::new(&name, "", &LineIndex::new("")));
        self.session.start_source(&name, self.run.options(n));
        self.file = Some(FileState {
            name,
            games: 0,
            before: totals.counts(),
            foreign_noted: false,
            not_text: false,
        });
    }

    /// The source of `piece` for the reports; `shown` is the piece's text as the human report
    /// shows it ([`Writer::shown_text`]), when it differs.
    fn source<'b>(
        &'b self,
        piece: &'b DecodedPiece,
        index: &'b LineIndex,
        shown: Option<&'b str>,
    ) -> Source<'b> {
        let name = self.file.as_ref().map_or("", |f| f.name.as_str());
        let text = shown.unwrap_or(&piece.text);
        Source::new(name, text, index).piece(piece.line, &piece.map)
    }

    /// The text of a piece as the human report shows it: control characters that a terminal
    /// would act on replaced ([`iccf::render::terminal_safe`]); `None` when nothing changes or the
    /// format is not the human one (the others escape what they write).
    fn shown_text(&self, text: &str) -> Option<String> {
        (self.run.args.format == Format::Human)
            .then(|| iccf::render::terminal_safe(text))
            .flatten()
    }

    fn piece(&mut self, mut checked: CheckedPiece, output: &mut Output, totals: &mut Totals) {
        if checked.piece.number > 0 {
            self.session.start_segment();
        }
        let Some(file) = self.file.as_mut() else {
            return;
        };
        let before = file.games;
        file.games += checked.games.len();
        let first_foreign = checked.piece.first_foreign.filter(|_| !file.foreign_noted);
        file.foreign_noted |= first_foreign.is_some();
        // `duplicate-game` joins each game's diagnostics here, in input order. A game's label
        // is made only when it has some (a list of each game, its label and its diagnostics
        // was read back wider than it was written: 1.6% of the bench's time waited on it).
        for game in &mut checked.games {
            let index = before + game.index;
            self.session.resolve(game.key, index, &mut game.diagnostics);
        }
        let (piece, games) = (&checked.piece, &checked.games);
        totals.games += games.len();
        totals.unchecked_behind_allowed += games
            .iter()
            .map(|game| game.unchecked_behind_allowed)
            .sum::<usize>();
        if first_foreign.is_none() && games.iter().all(|game| game.diagnostics.is_empty()) {
            self.progress_over(piece, games.len());
            return;
        }
        let built;
        let index = match &checked.index {
            Some(index) => index,
            None => {
                built = LineIndex::new(&piece.text);
                &built
            }
        };
        let shown = self.shown_text(&piece.text);
        let source = self.source(piece, index, shown.as_deref());
        if let Some(foreign) = first_foreign {
            let kept = self
                .session
                .file_diagnostic(iccf::source::foreign_byte(&foreign));
            if let Some(diagnostic) = &kept {
                totals.count(diagnostic);
                let _ = output.emit(&source, None, diagnostic);
            }
        }
        for game in games.iter().filter(|game| !game.diagnostics.is_empty()) {
            let label = game.label(before + game.index);
            let mut boards = game.boards.iter();
            for diagnostic in &game.diagnostics {
                totals.count(diagnostic);
                let written = output.emit(&source, Some(&label), diagnostic);
                let board = if diagnostic.code.layer() == Layer::Board {
                    boards.next().and_then(Option::as_deref)
                } else {
                    None
                };
                if let (true, Some(drawn)) = (written, board) {
                    output.board(drawn);
                }
            }
        }
        self.progress_over(piece, games.len());
    }

    /// Moves the progress bar over `piece` and its `games`.
    fn progress_over(&mut self, piece: &DecodedPiece, games: usize) {
        let bytes = piece.map.file_offset(piece.text.len()) - piece.map.base();
        self.progress.advance(bytes as u64, games as u64);
    }

    fn end(&mut self, output: &mut Output, totals: &mut Totals) {
        let Some(file) = self.file.take() else {
            return;
        };
        if file.games == 0 && !file.not_text {
            self.empty_file(&file, output, totals);
        }
        if self.run.inputs.len() > 1 && !self.run.args.diff {
            // The file's reports go out before its summary line.
            let _ = output.out.flush();
            note!(
                "{}",
                file_summary::file_line(&file.name, totals.counts() - file.before)
            );
        }
    }

    /// S036: a file with no game.
    fn empty_file(&self, file: &FileState, output: &mut Output, totals: &mut Totals) {
        let kept = self.session.file_diagnostic(iccf::syntax::empty_file());
        let text = String::new();
        let index = LineIndex::new(&text);
        let source = Source::new(&file.name, &text, &index);
        if let Some(diagnostic) = &kept {
            totals.count(diagnostic);
            let _ = output.emit(&source, None, diagnostic);
        }
    }
}

impl Run<'_> {
    /// `--fix` and `--diff`: reads input `n` whole, fixes it (writing it back, or printing the
    /// diff), then checks what is left, on this thread.
    fn fix_and_check(
        &self,
        n: usize,
        writer: &mut Writer,
        output: &mut Output,
        totals: &mut Totals,
    ) {
        let input = &self.inputs[n];
        let Some(bytes) = input.read_or_note(&mut totals.unreadable) else {
            return;
        };
        writer.write(Done::Start(n), output, totals);
        let mut decoded = iccf::source::decode_with(&bytes, self.encoding);
        if decoded.binary {
            let diagnostic = decoded.diagnostic.take();
            decoded.first_foreign = None;
            let piece = DecodedPiece::from(decoded);
            let index = LineIndex::new(&piece.text);
            if let Some(diagnostic) = diagnostic {
                writer.write(Done::NotText(piece, index, diagnostic), output, totals);
            }
            writer.write(Done::End, output, totals);
            return;
        }
        let name = input.name();
        if let Some(fixed) = self.fixed_bytes(input, &name, &decoded, output, totals) {
            decoded = iccf::source::decode_with(&fixed, self.encoding);
        }
        if self.args.diff {
            // The diff is the output; the games still count for the summary.
            totals.games += iccf::syntax::games(&decoded.text).count();
            writer.file = None;
            return;
        }
        let checked = self.check_piece(n, DecodedPiece::from(decoded));
        writer.write(Done::Piece(checked), output, totals);
        writer.write(Done::End, output, totals);
    }

    /// With `--fix` or `--diff`: the new bytes of the file after writing them back (`None` when
    /// nothing was written: no fix, a diff printed, or a fix refused with a note).
    fn fixed_bytes(
        &self,
        input: &Input,
        name: &str,
        decoded: &DecodedSource,
        output: &mut Output,
        totals: &mut Totals,
    ) -> Option<Vec<u8>> {
        match self.fix_file(input, name, decoded, output, totals) {
            Ok(bytes) => bytes,
            Err(why) => {
                totals.not_fixed.push(format!("{name}: not fixed: {why}"));
                None
            }
        }
    }

    /// [`Run::fixed_bytes`], or why the file is not fixed.
    fn fix_file(
        &self,
        input: &Input,
        name: &str,
        decoded: &DecodedSource,
        output: &mut Output,
        totals: &mut Totals,
    ) -> Result<Option<Vec<u8>>, String> {
        let args = self.args;
        let target = encoding_to_write(args.to_utf8, decoded)?;
        let original = decoded.text.as_str();
        let options = self
            .options(0)
            .with_levels(self.levels[self.index_of(input)]);
        let (text, fixes) = match fix::fix_text_with(original, options, args.force, args.fix_moves)
        {
            Outcome::Blocked { errors } => {
                // With --diff the diff is the whole output: the errors are counted (exit status
                // 1), and the note says how to see them.
                if args.diff {
                    totals.errors += errors;
                }
                return Err(blocked_note(errors, name, args.diff));
            }
            Outcome::Unsafe => {
                return Err(
                    "the fixes would make the file unreadable (please report this as a bug)"
                        .to_string(),
                );
            }
            Outcome::Fixed { text, fixes } => (text, fixes),
        };
        let recoded = decoded.encoding() != Some(target);
        if text == original && !recoded {
            return Ok(None);
        }
        if args.diff {
            totals.would_change += 1;
            let diff = fix::unified_diff(name, original, &text);
            if let Err(error) = output.out.write_all(diff.as_bytes()) {
                output.failed.get_or_insert(error);
            }
            return Ok(None);
        }
        let bytes = iccf::source::encode(&text, target)
            .map_err(|error| format!("{error}; use --to-utf8 to write the file in UTF-8"))?;
        let Input::Path(path) = input else {
            return Ok(None);
        };
        match super::atomic::write_atomically(path, |out| out.write_all(&bytes)) {
            Ok(()) => {
                totals.fixed_problems += fixes;
                totals.fixed_files += 1;
                Ok(Some(bytes))
            }
            Err(error) => {
                totals.unreadable += 1;
                Err(format!("cannot write the file: {}", io_reason(&error)))
            }
        }
    }

    fn index_of(&self, input: &Input) -> usize {
        self.inputs
            .iter()
            .position(|i| std::ptr::eq(i, input))
            .unwrap_or(0)
    }
}

/// The encoding a fixed file is written in: UTF-8 with `--to-utf8`, else the file's own; why
/// not, for a file whose bytes fixing would change or that mixes two encodings.
fn encoding_to_write(to_utf8: bool, decoded: &DecodedSource) -> Result<TextEncoding, String> {
    if !decoded.unreadable.is_empty() {
        return Err("the file has bytes that are not UTF-8, and fixing it would change them (give its --encoding)".to_string());
    }
    match (to_utf8, decoded.encoding()) {
        (true, _) => Ok(TextEncoding::Utf8),
        (false, Some(encoding)) => Ok(encoding),
        (false, None) => Err(
            "its games are in UTF-8 and in Windows-1252; use --to-utf8 to write it all in UTF-8"
                .to_string(),
        ),
    }
}

/// Why a file with `errors` notation errors that no fix repairs is not fixed; with `--diff`
/// (`in_diff`) the errors are not in the output, and the note says how to see them.
fn blocked_note(errors: usize, name: &str, in_diff: bool) -> String {
    let reported = if in_diff {
        format!("see them with `iccf check {name}`")
    } else {
        "reported with the file".to_string()
    };
    let what = if errors == 1 {
        format!("1 notation error that --fix cannot repair ({reported}); correct it")
    } else {
        format!("{errors} notation errors that --fix cannot repair ({reported}); correct them")
    };
    format!("{what} by hand, or use --force to fix the rest anyway")
}
