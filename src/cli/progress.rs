//! The progress bar on standard error (indicatif): bytes read, games, games per second and the
//! time left. Only on a terminal, only for inputs large enough to wait for, never with
//! `--quiet`.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Inputs smaller than this are done before a bar would help.
const LARGE_INPUT: u64 = 1024 * 1024;

pub(crate) struct Progress {
    bar: Option<ProgressBar>,
    games: u64,
    started: Instant,
}

impl Progress {
    /// A bar for `total` bytes (`None`: unknown, standard input), shown only when standard error
    /// is a terminal, the input is large and `quiet` is off.
    pub(crate) fn new(total: Option<u64>, quiet: bool) -> Self {
        let show = !quiet
            && std::io::stderr().is_terminal()
            && total.is_none_or(|bytes| bytes >= LARGE_INPUT);
        let bar = show.then(|| {
            let bar = match total {
                Some(bytes) => {
                    ProgressBar::with_draw_target(Some(bytes), ProgressDrawTarget::stderr())
                }
                None => ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
            };
            let template = if total.is_some() {
                "{bar:30} {bytes}/{total_bytes} {msg}, ETA {eta}"
            } else {
                "{spinner} {bytes} {msg}"
            };
            if let Ok(style) = ProgressStyle::with_template(template) {
                bar.set_style(style.progress_chars("=> "));
            }
            bar.set_message("0 games");
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        Self {
            bar,
            games: 0,
            started: Instant::now(),
        }
    }

    /// Counts `bytes` more read and `games` more done.
    pub(crate) fn advance(&mut self, bytes: u64, games: u64) {
        let Some(bar) = &self.bar else {
            return;
        };
        self.games += games;
        bar.inc(bytes);
        let seconds = self.started.elapsed().as_secs_f64().max(0.001);
        #[allow(
            clippy::cast_precision_loss,
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss
        )]
        let rate = (self.games as f64 / seconds) as u64;
        bar.set_message(format!("{} games, {rate} games/s", self.games));
    }

    /// Takes the bar off the screen (before the summary is written).
    pub(crate) fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
