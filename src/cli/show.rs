//! `iccf show FILE`: the board of a game at one point (the final position by default), with the
//! moves around it, as text or as an SVG diagram.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use iccf::board::{Line, ReplayedMove};
use iccf::diagram::{Highlight, TextOptions, svg, text};
use iccf::render::GameLabel;
use shakmaty::{Chess, Color, Position};

use super::inputs::Input;
use super::summary::plural;

#[derive(Debug, clap::Args)]
pub(crate) struct ShowArgs {
    /// The file (numeric or PGN); `-` reads standard input.
    file: PathBuf,
    /// Which game of the file (1 = the first).
    #[arg(long, default_value_t = 1, value_name = "N")]
    game: usize,
    /// The position after this many plies of the main line (0 = the start).
    #[arg(long, value_name = "K", conflicts_with = "at_move")]
    ply: Option<usize>,
    /// The position after this move: its number and side, `23w` or `23b` (also `23.`, `23...`).
    #[arg(long = "move", value_name = "MOVE")]
    at_move: Option<String>,
    /// Draw the board with letters (KQRBNP, kqrbnp) instead of chess symbols.
    #[arg(long)]
    ascii: bool,
    /// Also write the position as an SVG diagram to this file (`-`: standard output, instead of
    /// the text).
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
}

/// `23w`, `23b`, `23.`, `23...` as a move number and side.
fn parse_move(text: &str) -> Option<(u32, Color)> {
    let text = text.trim();
    let (number, side) = if let Some(n) = text.strip_suffix("...") {
        (n, Color::Black)
    } else if let Some(n) = text.strip_suffix(['b', 'B']) {
        (n, Color::Black)
    } else if let Some(n) = text.strip_suffix(['w', 'W', '.']) {
        (n, Color::White)
    } else {
        return None;
    };
    Some((number.trim().parse().ok()?, side))
}

/// The number of plies to show, or a message saying why that point does not exist.
fn target_ply(args: &ShowArgs, line: &Line) -> Result<usize, String> {
    let moves = &line.moves;
    if let Some(ply) = args.ply {
        return if ply <= moves.len() {
            Ok(ply)
        } else {
            Err(format!(
                "--ply {ply} is past the end: the main line has {} replayed",
                plural(moves.len(), "ply", "plies")
            ))
        };
    }
    let Some(written) = &args.at_move else {
        return Ok(moves.len());
    };
    let Some((number, side)) = parse_move(written) else {
        return Err(format!(
            "`{written}` is not a move: write its number and side, as 23w for White's 23rd move or 23b for Black's"
        ));
    };
    line.plies()
        .position(|(before, _)| before.fullmoves().get() == number && before.turn() == side)
        .map(|index| index + 1)
        .ok_or_else(|| {
            format!(
                "the main line has no move {}{} (it has {} replayed)",
                number,
                side.fold_wb("w", "b"),
                plural(moves.len(), "ply", "plies")
            )
        })
}

/// `3243 (cxd3)`: `m` played in `before`.
fn move_words(before: &Chess, m: &ReplayedMove) -> String {
    format!("{} ({})", m.numeric(), iccf::convert::san_of(before, m))
}

/// The moves around ply `ply` (1-based; 0 = none), one move number a row, the shown move in
/// brackets and its row marked with `>`.
fn move_list(line: &Line, ply: usize) -> String {
    const AROUND: u32 = 3;
    let focus = match ply {
        k if (1..=line.moves.len()).contains(&k) => line.position_before(k - 1).fullmoves().get(),
        _ => 1,
    };
    let mut rows: Vec<(u32, [Option<String>; 2], bool)> = Vec::new();
    for (index, (before, m)) in line.plies().enumerate() {
        let number = before.fullmoves().get();
        if number + AROUND < focus || number > focus + AROUND {
            continue;
        }
        let current = index + 1 == ply;
        let mut cell = move_words(&before, m);
        if current {
            cell = format!("[{cell}]");
        }
        if rows.last().is_none_or(|r| r.0 != number) {
            rows.push((number, [None, None], false));
        }
        let row = rows.last_mut().expect("a row");
        row.1[usize::from(before.turn() == Color::Black)] = Some(cell);
        row.2 |= current;
    }
    let mut out = String::new();
    for (number, [white, black], current) in rows {
        let row = format!(
            "{} {:>4}. {:<16} {}",
            if current { ">" } else { " " },
            number,
            white.unwrap_or_else(|| "...".to_string()),
            black.unwrap_or_default()
        );
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

/// Game `n` (1-based) of `text`, or `None` after saying on standard error how many games the
/// file has (they are counted on the way).
fn nth_game(text: &str, n: usize, name: &str) -> Option<iccf::syntax::ParsedGame> {
    let games = iccf::syntax::games_with(
        text,
        iccf::check::parse_options(iccf::syntax::Notation::Auto),
    );
    let mut count = 0;
    let found = games.into_iter().find(|_| {
        count += 1;
        count == n
    });
    if found.is_none() {
        match count {
            0 => note!("error: {name} holds no game"),
            1 => note!("error: {name} has 1 game, so there is no game {n}"),
            count => note!("error: {name} has {count} games, so there is no game {n}"),
        }
        if count > 0 {
            let range = if count == 1 {
                "1".to_string()
            } else {
                format!("1 to {count}")
            };
            note!(
                "  help: --game takes {range} (games are counted from 1); `iccf check {name}` lists them"
            );
        }
    }
    found
}

/// The name and text of the file to show, or `None` after saying why it cannot be read.
fn read_source(file: &Path) -> Option<(String, String)> {
    let input = if file.as_os_str() == "-" {
        Input::Stdin
    } else {
        Input::Path(file.to_path_buf())
    };
    let bytes = match input.read() {
        Ok(bytes) => bytes,
        Err(message) => {
            note!("error: {message}");
            return None;
        }
    };
    Some((input.name(), iccf::source::decode(&bytes).text))
}

/// Whether the SVG diagram could be written to `path` (`-`: standard output); says why not.
fn write_svg(path: &Path, drawing: &str) -> bool {
    let written = if path.as_os_str() == "-" {
        std::io::stdout().write_all(drawing.as_bytes())
    } else {
        std::fs::write(path, drawing)
    };
    if let Err(error) = written {
        note!(
            "error: cannot write {}: {}",
            path.display(),
            super::inputs::io_reason(&error)
        );
        return false;
    }
    true
}

/// Where the position after `ply` plies of the main line stands, in words.
fn point_words(line: &Line, ply: usize) -> String {
    match ply {
        0 => "the starting position".to_string(),
        k => {
            let before = line.position_before(k - 1);
            format!(
                "after {} {}, ply {k} of {}",
                iccf::diff::move_number_text(before.fullmoves().get(), before.turn()),
                move_words(&before, &line.moves[k - 1]),
                line.moves.len()
            )
        }
    }
}

pub(crate) fn run(args: &ShowArgs) -> ExitCode {
    let Some((name, source_text)) = read_source(&args.file) else {
        return ExitCode::from(2);
    };
    let Some(parsed) = nth_game(&source_text, args.game, &name) else {
        return ExitCode::from(2);
    };
    let replay = iccf::board::replay(&parsed.game);
    let Some(start) = replay.start.clone() else {
        note!(
            "error: game {} of {name} cannot be replayed on a board",
            args.game
        );
        note!("  help: `iccf check {name}` says why");
        return ExitCode::from(2);
    };
    let moves = &replay.mainline.moves;
    let ply = match target_ply(args, &replay.mainline) {
        Ok(ply) => ply,
        Err(message) => {
            note!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let (position, highlight): (Chess, Option<Highlight>) = match ply {
        0 => (start, None),
        k => (
            replay.mainline.position_before(k),
            moves[k - 1].chess_move.map(Highlight::of_move),
        ),
    };
    let position = &position;
    if let Some(path) = &args.svg {
        if !write_svg(path, &svg(position, highlight)) {
            return ExitCode::from(2);
        }
        if path.as_os_str() == "-" {
            return ExitCode::SUCCESS;
        }
    }
    let label = GameLabel::of(parsed.index, &parsed.game);
    let at = point_words(&replay.mainline, ply);
    let options = TextOptions::default()
        .with_ascii(args.ascii)
        .with_language(super::language().language)
        .with_colour(super::render::use_colour());
    let mut out = format!("{label} of {name}: {at}\n\n");
    out.push_str(&move_list(&replay.mainline, ply));
    out.push('\n');
    out.push_str(&text(position, highlight, &options));
    if let Some(stop) = &replay.mainline.stop {
        let at = iccf::LineIndex::new(&source_text).position(&source_text, stop.span.offset());
        out.push_str(&format!(
            "note: the main line stops at {name}:{}:{} (`iccf check {name}` says why); the moves after it were not replayed\n",
            at.line, at.column
        ));
    }
    say!("{}", out.trim_end());
    ExitCode::SUCCESS
}
