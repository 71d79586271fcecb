//! The whole check of `iccf check`, for embedding: syntax, then the board, then the result
//! checks, game by game, with every diagnostic of a game in source order.

use crate::board::{self, Replay, StopCause};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::syntax::ast::{Game, GameResult};
use crate::syntax::{self, Games, ParseOptions};

/// What to check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CheckOptions {
    /// Replay the moves on a board (off: notation only, `--syntax-only`).
    pub board: bool,
    /// Options of the syntax layer.
    pub parse: ParseOptions,
}

impl Default for CheckOptions {
    fn default() -> Self {
        Self {
            board: true,
            parse: ParseOptions::default(),
        }
    }
}

impl CheckOptions {
    /// Sets whether the moves are replayed on a board.
    pub fn with_board(mut self, board: bool) -> Self {
        self.board = board;
        self
    }

    /// Sets the options of the syntax layer.
    pub fn with_parse(mut self, parse: ParseOptions) -> Self {
        self.parse = parse;
        self
    }
}

/// One checked game.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct CheckedGame {
    /// The 1-based position of the game in its file.
    pub index: usize,
    /// The tree.
    pub game: Game,
    /// The replay, unless the board was switched off.
    pub replay: Option<Replay>,
    /// Every diagnostic of the game (syntax, board, result), in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Checks the games of `text` one by one (spans are byte offsets into `text`).
///
/// # Examples
///
/// ```
/// let text = "1. 5254 5755 2. 5354 *";
/// let games: Vec<_> = iccf::check::check_games(text, iccf::check::CheckOptions::default()).collect();
/// let d = &games[0].diagnostics[0];
/// assert_eq!((d.code.as_str(), d.span.offset), ("B001", 16));
/// ```
pub fn check_games(text: &str, options: CheckOptions) -> CheckedGames<'_> {
    CheckedGames {
        games: syntax::games_with(text, options.parse),
        options,
    }
}

/// The iterator of [`check_games`].
#[derive(Clone, Debug)]
pub struct CheckedGames<'a> {
    games: Games<'a>,
    options: CheckOptions,
}

impl Iterator for CheckedGames<'_> {
    type Item = CheckedGame;

    fn next(&mut self) -> Option<CheckedGame> {
        let parsed = self.games.next()?;
        Some(check_game(
            parsed.index,
            parsed.game,
            parsed.diagnostics,
            self.options,
        ))
    }
}

/// Checks one parsed game: board replay (unless switched off) and result checks.
pub fn check_game(
    index: usize,
    game: Game,
    syntax_diagnostics: Vec<Diagnostic>,
    options: CheckOptions,
) -> CheckedGame {
    let mut diagnostics = syntax_diagnostics;
    let replay = options.board.then(|| board::replay(&game));
    if let Some(replay) = &replay {
        note_unchecked_moves(&mut diagnostics, replay);
        diagnostics.extend(replay.diagnostics.iter().cloned());
    }
    diagnostics.extend(result_tag(&game));
    diagnostics.sort_by_key(|d| (d.span.offset, d.span.len));
    CheckedGame {
        index,
        game,
        replay,
        diagnostics,
    }
}

/// Adds to the syntax error of a move where the replay stopped what the board knows: the numeric
/// form of a move written in another notation, and how many moves were left unchecked.
fn note_unchecked_moves(diagnostics: &mut [Diagnostic], replay: &Replay) {
    let mut stops = Vec::new();
    collect_stops(&replay.mainline, &mut stops);
    for stop in stops
        .into_iter()
        .filter(|s| s.cause == StopCause::SyntaxError)
    {
        let Some(diagnostic) = diagnostics.iter_mut().find(|d| {
            d.is_error()
                && d.span.offset < stop.span.end()
                && stop.span.offset < d.span.end().max(d.span.offset + 1)
        }) else {
            continue;
        };
        let mut help = diagnostic.help.take().unwrap_or_default();
        if let Some(numeric) = &stop.numeric_equivalent {
            help = format!("write `{numeric}`, the same move in numeric notation; {help}");
        }
        match stop.unchecked_moves {
            0 => {}
            1 => help.push_str("; the 1 later move of this line was not checked on the board"),
            n => help.push_str(&format!(
                "; the {n} later moves of this line were not checked on the board"
            )),
        }
        diagnostic.help = Some(help);
    }
}

fn collect_stops<'a>(line: &'a board::Line, out: &mut Vec<&'a board::LineStop>) {
    out.extend(line.stop.as_ref());
    for variation in line
        .leading_variations
        .iter()
        .chain(&line.stopped_variations)
    {
        collect_stops(variation, out);
    }
    for m in &line.moves {
        for variation in &m.variations {
            collect_stops(variation, out);
        }
    }
}

/// The `result-tag` rule: the Result tag differs from the game termination marker.
fn result_tag(game: &Game) -> Option<Diagnostic> {
    let marker = game.termination?;
    let tag = game.tags.iter().find(|t| t.name == "Result")?;
    let tagged = GameResult::from_standard(tag.value.trim())?;
    (tagged != marker.result).then(|| {
        Diagnostic::new(
            Code::ResultTag,
            tag.value_span,
            format!(
                "the Result tag says {} but the game ends with {}",
                tagged.as_str(),
                marker.result.as_str()
            ),
        )
        .with_label(format!("differs from {}", marker.result.as_str()))
        .with_related(marker.span, "the result after the moves")
        .with_help("make the Result tag and the result after the moves the same")
    })
}
