//! `iccf convert`: read transcripts (numeric or PGN), write PGN, numeric notation, UCI, FEN or
//! JSON; games with errors are reported and left out unless `--force`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::ValueEnum;
use iccf::LineIndex;
use iccf::convert::{ConvertOptions, ConvertedGame, Language, SanStyle, Target, convert_games};
use iccf::syntax::Notation;

use super::inputs::{EncodingArg, Input, inputs, io_reason};
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
    /// sv. Only English is valid PGN; the others are for reading.
    #[arg(long, value_name = "LANG")]
    lang: Option<Language>,
    /// Figurines (♔ ♕ ♖ ♗ ♘) in the SAN of --to pgn, for reading.
    #[arg(long, conflicts_with = "lang")]
    figurine: bool,
    /// With --to fen: one FEN per ply of the main line instead of the final one.
    #[arg(long)]
    every_ply: bool,
    /// Convert games with errors too: moves that cannot be replayed are copied as written
    /// (pgn, iccf), left out (uci, fen), or kept in json with null for what the board could
    /// not work out (numeric, san, uci, `fen_after`).
    #[arg(long)]
    force: bool,
    /// The character encoding of the input files (the output is UTF-8).
    #[arg(long, value_enum, default_value_t = EncodingArg::Auto)]
    encoding: EncodingArg,
}

/// Whether to colour reports on standard error.
pub(crate) fn stderr_colour() -> bool {
    super::render::use_colour_stderr()
}

/// Prints the blocking diagnostics of a refused game on standard error.
pub(crate) fn report_refused(name: &str, text: &str, index: &LineIndex, game: &ConvertedGame) {
    let human = Human::new(stderr_colour());
    let source = Source::new(name, text, index);
    for diagnostic in game.blocking() {
        note_raw!("{}", human.render(&source, None, diagnostic));
    }
}

pub(crate) fn run(args: &ConvertArgs) -> ExitCode {
    let target = Target::from(args.to);
    if (args.lang.is_some() || args.figurine) && target != Target::Pgn {
        note!("error: --lang and --figurine apply to --to pgn only");
        return ExitCode::from(2);
    }
    if args.every_ply && target != Target::Fen {
        note!("error: --every-ply applies to --to fen only");
        return ExitCode::from(2);
    }
    let san = match (args.figurine, args.lang) {
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
    let result = match &args.output {
        Some(path) => super::atomic::write_atomically(path, |out| {
            convert_inputs(&inputs, &options, args.encoding, out)
        }),
        None => {
            let stdout = std::io::stdout();
            let mut out = std::io::BufWriter::new(stdout.lock());
            convert_inputs(&inputs, &options, args.encoding, &mut out)
                .and_then(|totals| out.flush().map(|()| totals))
        }
    };
    let totals = match result {
        Ok(totals) => totals,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => return ExitCode::SUCCESS,
        Err(error) => {
            let place = args
                .output
                .as_ref()
                .map_or("standard output".to_string(), |p| p.display().to_string());
            note!("error: cannot write {place}: {}", io_reason(&error));
            return ExitCode::from(2);
        }
    };
    unreadable += totals.unreadable;
    if totals.refused > 0 {
        note!(
            "{} of {} games not converted because of errors (see above; --force converts them anyway)",
            totals.refused,
            totals.games
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
    unreadable: usize,
}

fn convert_inputs(
    inputs: &[Input],
    options: &ConvertOptions,
    encoding: EncodingArg,
    out: &mut dyn Write,
) -> std::io::Result<Totals> {
    let mut totals = Totals::default();
    let mut first = true;
    for input in inputs {
        let name = input.name();
        let Some(bytes) = input.read_or_note(&mut totals.unreadable) else {
            continue;
        };
        let decoded = iccf::source::decode_with(&bytes, encoding.into());
        if let Some(foreign) = &decoded.first_foreign
            && foreign.read_as != iccf::source::TextEncoding::Utf8
            && encoding == EncodingArg::Auto
        {
            note!(
                "note: {name} is not UTF-8; the games that are not were read as {}",
                foreign.read_as.name()
            );
        }
        let text = decoded.text;
        let mut index = None;
        let mut converter = convert_games(&text, options);
        for game in converter.by_ref() {
            totals.games += 1;
            match &game.text {
                Some(converted) => {
                    if !first {
                        out.write_all(options.separator().as_bytes())?;
                    }
                    first = false;
                    out.write_all(converted.as_bytes())?;
                }
                None => {
                    totals.refused += 1;
                    let index = index.get_or_insert_with(|| LineIndex::new(&text));
                    report_refused(&name, &text, index, &game);
                    note!("error: game {} of {name} was not converted", game.index);
                }
            }
        }
        out.write_all(converter.trailing().as_bytes())?;
    }
    Ok(totals)
}
