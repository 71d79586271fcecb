//! `iccf convert`: read transcripts (numeric or PGN), write PGN, numeric notation, UCI, FEN or
//! JSON; games with errors are reported and left out unless `--force`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;
use iccf::LineIndex;
use iccf::convert::{ConvertOptions, ConvertedGame, Language, SanStyle, Target, convert_games};
use iccf::syntax::Notation;

use super::inputs::{EncodingArg, Input, inputs, note_write_error};
use iccf::render::{Human, Source};

/// The targets of `--to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum To {
    /// PGN export format with SAN.
    Pgn,
    /// Canonical ICCF numeric notation.
    Iccf,
    /// One line of UCI moves per game (main line).
    Uci,
    /// The FEN after the last move of each game (or after each ply, --every-ply).
    Fen,
    /// One JSON object per game per line.
    Json,
}

impl From<To> for Target {
    fn from(to: To) -> Self {
        match to {
            To::Pgn => Target::Pgn,
            To::Iccf => Target::Iccf,
            To::Uci => Target::Uci,
            To::Fen => Target::Fen,
            To::Json => Target::Json,
        }
    }
}

/// The notations of `--from`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum InputNotation {
    /// ICCF numeric notation (moves in other notations are errors).
    Iccf,
    /// PGN: SAN moves (numeric ones are read too).
    Pgn,
    /// Decided per game, by the notation of most of its moves.
    Auto,
}

impl From<InputNotation> for Notation {
    fn from(from: InputNotation) -> Self {
        match from {
            InputNotation::Iccf => Notation::Numeric,
            InputNotation::Pgn => Notation::Algebraic,
            InputNotation::Auto => Notation::Auto,
        }
    }
}

#[derive(Debug, clap::Args)]
pub(crate) struct ConvertArgs {
    /// Files or folders to convert (folders: every .iccf and .pgn file in them, in name order);
    /// `-` or nothing reads standard input.
    paths: Vec<PathBuf>,
    /// What to write.
    #[arg(long, value_enum)]
    to: To,
    /// The notation of the input.
    #[arg(long, value_enum, default_value_t = InputNotation::Auto)]
    from: InputNotation,
    /// Write to this file (replaced atomically) instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Piece letters of the SAN of --to pgn: cs da de en es et fi fr hu is it nl no pl pt ro ru
    /// sv. Only English is valid PGN; the others are for reading. (This was `--lang`, which now
    /// chooses the language of the messages for every command.)
    #[arg(long, value_name = "LANG")]
    piece_letters: Option<Language>,
    /// Figurines (♔ ♕ ♖ ♗ ♘) in the SAN of --to pgn, for reading.
    #[arg(long, conflicts_with = "piece_letters")]
    figurine: bool,
    /// With --to fen: one FEN per ply of the main line instead of the final one.
    #[arg(long)]
    every_ply: bool,
    /// Convert games with errors too: moves that cannot be replayed are copied as written
    /// (pgn, iccf), left out (uci, fen), or kept in json with null for what the board could
    /// not work out (numeric, san, uci, `fen_after`). Each such game's errors and what was done
    /// with its moves are reported on standard error.
    #[arg(long)]
    force: bool,
    /// The character encoding of the input files (the output is UTF-8).
    #[arg(long, value_enum, default_value_t = EncodingArg::Auto)]
    encoding: EncodingArg,
    /// Convert on N threads (default: every core); the output is the same for any N.
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

/// Whether to colour reports on standard error.
pub(crate) fn stderr_colour() -> bool {
    super::render::use_colour_stderr()
}

/// Prints the blocking diagnostics of a refused game on standard error.
pub(crate) fn report_refused(name: &str, text: &str, index: &LineIndex, game: &ConvertedGame) {
    let human = Human::new(stderr_colour()).with_language(super::language().language);
    let shown = iccf::render::terminal_safe(text);
    let source = Source::new(name, shown.as_deref().unwrap_or(text), index);
    for diagnostic in game.blocking() {
        note_raw!("{}", human.render(&source, None, diagnostic));
    }
}

pub(crate) fn run(args: &ConvertArgs) -> ExitCode {
    let target = Target::from(args.to);
    if (args.piece_letters.is_some() || args.figurine) && target != Target::Pgn {
        note!("error: --piece-letters and --figurine apply to --to pgn only");
        return ExitCode::from(2);
    }
    if args.every_ply && target != Target::Fen {
        note!("error: --every-ply applies to --to fen only");
        return ExitCode::from(2);
    }
    let san = match (args.figurine, args.piece_letters) {
        (true, _) => SanStyle::Figurine,
        (false, Some(language)) => SanStyle::Letters(language),
        (false, None) => SanStyle::default(),
    };
    let options = ConvertOptions::to(target)
        .from(args.from.into())
        .with_san(san)
        .with_every_ply(args.every_ply)
        .with_force(args.force);
    let mut unreadable = 0;
    let Some(inputs) = inputs(&args.paths, &["iccf", "pgn"], &mut unreadable) else {
        return ExitCode::from(2);
    };
    if !super::inputs::output_is_not_an_input(args.output.as_deref(), &inputs) {
        return ExitCode::from(2);
    }
    let result = match &args.output {
        Some(path) => super::atomic::write_atomically(path, |out| {
            convert_inputs(&inputs, &options, args, out)
        }),
        None => {
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            convert_inputs(&inputs, &options, args, &mut out)
                .and_then(|totals| out.flush().map(|()| totals))
        }
    };
    let totals = match result {
        Ok(totals) => totals,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(error) => {
            note_write_error(args.output.as_deref(), &error);
            return ExitCode::from(2);
        }
    };
    unreadable += totals.unreadable;
    let one = |count: usize| count == 1;
    if totals.refused > 0 {
        note!(
            "{} {} not converted because of errors (see above; --force converts {} anyway)",
            iccf::render::games_of(totals.refused, totals.games),
            if one(totals.refused) { "was" } else { "were" },
            if one(totals.refused) { "it" } else { "them" },
        );
    }
    if totals.forced > 0 {
        note!(
            "{} {} converted with errors (--force; see above)",
            iccf::render::games_of(totals.forced, totals.games),
            if one(totals.forced) { "was" } else { "were" },
        );
    }
    if unreadable > 0 {
        ExitCode::from(2)
    } else if totals.refused > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

#[derive(Default)]
struct Totals {
    games: usize,
    refused: usize,
    /// Games converted with errors (`--force`).
    forced: usize,
    unreadable: usize,
}

/// One game of a piece, as the worker thread leaves it.
enum PieceGame {
    /// The game's output.
    Converted(String),
    /// The output of a game with errors (`--force`), with its 1-based index in the piece and the
    /// report of its errors and of what became of the moves the board could not replay.
    Forced {
        text: String,
        index: usize,
        report: String,
        moves: String,
    },
    /// A game refused because of errors: its 1-based index in the piece and the report why.
    Refused(usize, String),
}

/// The games of one piece of an input, converted on a worker thread.
struct ConvertedPiece {
    /// The input the piece belongs to.
    input: usize,
    /// Each game's output, or the report of why it was refused.
    games: Vec<PieceGame>,
    /// The `%` lines after the last game of the piece.
    trailing: String,
    /// The encoding the first byte that is not UTF-8 was read as, if any.
    foreign: Option<iccf::source::TextEncoding>,
}

/// Converts every input piece by piece (memory stays bounded for any archive), on every core,
/// writing the games in input order.
fn convert_inputs(
    inputs: &[Input],
    options: &ConvertOptions,
    args: &ConvertArgs,
    out: &mut dyn Write,
) -> std::io::Result<Totals> {
    let encoding = args.encoding;
    let threads = args
        .jobs
        .map_or_else(super::pipeline::default_threads, usize::from);
    let mut totals = Totals::default();
    let mut first = true;
    // Per input: games written before the current piece, and whether the encoding was noted.
    let mut seen: Vec<(usize, bool)> = vec![(0, false); inputs.len()];
    let mut failed = None;
    let colour = stderr_colour();
    super::pipeline::ordered(
        super::pipeline::pieces_of(inputs, encoding.into()),
        threads,
        |(n, piece)| piece.map(|piece| convert_piece(&inputs[n], n, piece, options, colour)),
        |done| {
            let written = match done {
                Ok(piece) => write_piece(
                    &piece,
                    &inputs[piece.input].name(),
                    &mut seen[piece.input],
                    encoding,
                    options,
                    &mut first,
                    &mut totals,
                    out,
                ),
                Err(message) => {
                    note!("error: {message}");
                    totals.unreadable += 1;
                    Ok(())
                }
            };
            match written {
                Ok(()) => std::ops::ControlFlow::Continue(()),
                Err(error) => {
                    failed = Some(error);
                    std::ops::ControlFlow::Break(())
                }
            }
        },
    );
    failed.map_or(Ok(totals), Err)
}

/// Converts the games of one piece of `input`.
fn convert_piece(
    input: &Input,
    n: usize,
    piece: iccf::source::Piece,
    options: &ConvertOptions,
    colour: bool,
) -> ConvertedPiece {
    let piece = piece.decode();
    let name = input.name();
    let text = piece.text.as_str();
    let mut index = None;
    let mut converter = convert_games(text, options).in_piece(piece.line, &piece.map);
    let mut games = Vec::new();
    for game in converter.by_ref() {
        if game.blocking().next().is_none()
            && let Some(converted) = game.text
        {
            games.push(PieceGame::Converted(converted));
            continue;
        }
        let index = index.get_or_insert_with(|| LineIndex::new(text));
        let shown = iccf::render::terminal_safe(text);
        let source = Source::new(&name, shown.as_deref().unwrap_or(text), index)
            .piece(piece.line, &piece.map);
        let human = Human::new(colour).with_language(super::language().language);
        let report: String = game
            .blocking()
            .map(|diagnostic| human.render(&source, None, diagnostic))
            .collect();
        games.push(match game.text {
            Some(converted) => PieceGame::Forced {
                text: converted,
                index: game.index,
                report,
                moves: unreplayed_words(&game.unreplayed, options, &source),
            },
            None => PieceGame::Refused(game.index, report),
        });
    }
    ConvertedPiece {
        input: n,
        games,
        trailing: converter.trailing(),
        foreign: piece.first_foreign.map(|f| f.read_as),
    }
}

/// Writes a converted piece in order: its games, the reports of the refused ones.
#[allow(clippy::too_many_arguments)]
fn write_piece(
    piece: &ConvertedPiece,
    name: &str,
    (before, noted): &mut (usize, bool),
    encoding: EncodingArg,
    options: &ConvertOptions,
    first: &mut bool,
    totals: &mut Totals,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if let Some(read_as) = piece.foreign
        && !*noted
        && read_as != iccf::source::TextEncoding::Utf8
        && encoding == EncodingArg::Auto
    {
        *noted = true;
        note!(
            "note: {name} is not UTF-8; the games that are not were read as {}",
            read_as.name()
        );
    }
    for game in &piece.games {
        totals.games += 1;
        match game {
            PieceGame::Converted(converted) => {
                write_game(converted, *before, options, first, out)?;
            }
            PieceGame::Forced {
                text,
                index,
                report,
                moves,
            } => {
                totals.forced += 1;
                write_game(text, *before, options, first, out)?;
                // The game goes out before the report on it.
                out.flush()?;
                note_raw!("{report}");
                note!(
                    "warning: game {} of {name} was converted with errors (--force){moves}",
                    *before + index
                );
            }
            PieceGame::Refused(index, report) => {
                totals.refused += 1;
                // What was converted before goes out before the report.
                out.flush()?;
                note_raw!("{report}");
                note!(
                    "error: game {} of {name} was not converted",
                    *before + index
                );
            }
        }
    }
    *before += piece.games.len();
    out.write_all(piece.trailing.as_bytes())
}

/// Writes one converted game after the ones before it.
fn write_game(
    converted: &str,
    before: usize,
    options: &ConvertOptions,
    first: &mut bool,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    if !*first {
        out.write_all(options.separator().as_bytes())?;
    }
    *first = false;
    if options.target == Target::Json {
        out.write_all(renumbered(converted, before).as_bytes())
    } else {
        out.write_all(converted.as_bytes())
    }
}

/// What became of the moves the board could not replay in a game converted with errors, for
/// the warning after its report: `: the 3 moves from `4185` (9:22) on are copied as written,
/// not in SAN`. Nothing when every move was replayed.
fn unreplayed_words(
    unreplayed: &[iccf::Span],
    options: &ConvertOptions,
    source: &Source,
) -> String {
    let Some(&first) = unreplayed.first() else {
        return String::new();
    };
    let at = source.position(first.offset());
    let written = first.text(source.text).unwrap_or_default();
    let moves = match unreplayed.len() {
        1 => format!("the move `{written}` ({}:{})", at.line, at.column),
        n => format!(
            "the {n} moves from `{written}` ({}:{}) on",
            at.line, at.column
        ),
    };
    let (one, many) = match options.target {
        Target::Pgn => (
            "is copied as written, not in SAN (PGN readers will stop there)",
            "are copied as written, not in SAN (PGN readers will stop there)",
        ),
        Target::Iccf => ("is copied as written", "are copied as written"),
        Target::Json => (
            "has null for numeric, san, uci and fen_after",
            "have null for numeric, san, uci and fen_after",
        ),
        _ => ("is left out", "are left out"),
    };
    let verb = if unreplayed.len() == 1 { one } else { many };
    format!(": {moves} could not be replayed and {verb}")
}

/// A JSON line of a game converted in a piece, with its number counted from the file's first
/// game: `{"game":N,` leads every line (the first key of the JSON target), and the worker that
/// converted the piece knew only the games of the piece.
fn renumbered(line: &str, before: usize) -> std::borrow::Cow<'_, str> {
    const KEY: &str = "{\"game\":";
    let Some(rest) = line.strip_prefix(KEY) else {
        return line.into();
    };
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    match rest[..digits].parse::<usize>() {
        Ok(number) if before > 0 => format!("{KEY}{}{}", number + before, &rest[digits..]).into(),
        _ => line.into(),
    }
}
