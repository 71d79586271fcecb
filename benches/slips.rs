//! The cost of the repair search on real games: `check` (syntax, board and lint, as
//! `iccf check` runs them) on the bench games as they are, and on the same games with one slip
//! put into each: a digit changed in the main-line move at the middle of the game, so that the
//! move cannot be played. Prints both times and their ratio, measured in the same run; the
//! target is at most 1.5x. Also prints how many slips made an error and how many of those the
//! search repaired with the move of the game.
//!
//! Inputs: `ICCF_BENCH_DIR` (default `../shared/corpus/bench`) holding `bench-small.iccf` (5,000
//! games). Run with `cargo bench --bench slips`; `ICCF_SLIPS_RUNS` sets how many runs of each
//! text are measured (default 7; each time printed is the fastest, the runs of the two texts
//! alternate). Each run is timed on the wall clock and, where Linux gives it
//! (`/proc/thread-self/schedstat`), by the CPU time of the thread, which other processes on a
//! busy machine do not add to: the ratio judged is that of the CPU times when there are some.
//! The process exits with status 1 when the ratio is above 1.5x.
//!
//! To profile one of the two checks alone, `--once clean` or `--once slipped` checks that text
//! once and prints nothing else (for `valgrind --tool=callgrind --toggle-collect='*slips::check*'`
//! on the bench binary).
//!
//! The slip is deterministic: in game `k`, the digit at index `k % 4` of the middle move is
//! replaced by the first digit after it (counting 1-8 round) that makes no legal move of the
//! position; a game whose main line does not replay to its end, or has fewer than 2 moves, is
//! left as it is.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use iccf::check::{CheckOptions, check_games};

const TARGET: f64 = 1.5;

fn bench_dir() -> PathBuf {
    std::env::var_os("ICCF_BENCH_DIR").map_or_else(
        || {
            PathBuf::from(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../shared/corpus/bench"
            ))
        },
        PathBuf::from,
    )
}

/// One slip: the bytes of the move, the digits written, and the move of the game.
struct Slip {
    offset: usize,
    written: String,
    played: String,
}

/// The slip of game `k` (0-based), when it has one: the digit at index `k % 4` of its middle
/// main-line move changed so that the move is not a legal move there.
fn slip_of(k: usize, game: &iccf::syntax::ast::Game, text: &str) -> Option<Slip> {
    let replay = iccf::board::replay(game);
    if !replay.mainline_complete() {
        return None;
    }
    let line = &replay.mainline;
    if line.moves.len() < 2 {
        return None;
    }
    let middle = line.moves.len() / 2;
    let m = &line.moves[middle];
    let played = m.numeric();
    // Only moves written as their 4 or 5 digits (no separator, no check mark).
    if m.span.text(text) != Some(played.as_str()) {
        return None;
    }
    let legal: Vec<String> = shakmaty::Position::legal_moves(&line.position_before(middle))
        .into_iter()
        .map(iccf::board::numeric_of_move)
        .collect();
    let at = k % 4;
    let digit = played.as_bytes()[at] - b'0';
    (1..8u8)
        .map(|step| (digit - 1 + step) % 8 + 1)
        .map(|new| {
            let mut written = played.clone().into_bytes();
            written[at] = b'0' + new;
            String::from_utf8(written).expect("digits")
        })
        .find(|written| !legal.contains(written))
        .map(|written| Slip {
            offset: m.span.offset(),
            written,
            played,
        })
}

/// `text` with one slip put into each game, and the slips, in order.
fn with_slips(text: &str) -> (String, Vec<Slip>) {
    let parsed = iccf::syntax::parse(text);
    let slips: Vec<Slip> = parsed
        .transcript
        .games
        .iter()
        .enumerate()
        .filter_map(|(k, game)| slip_of(k, game, text))
        .collect();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for slip in &slips {
        out.push_str(&text[at..slip.offset]);
        out.push_str(&slip.written);
        at = slip.offset + slip.played.len();
    }
    out.push_str(&text[at..]);
    (out, slips)
}

/// The CPU time the thread has run for, when Linux says (`/proc/thread-self/schedstat`, in
/// nanoseconds).
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The wall time and the CPU time (when known) of one run of `check` on `text`.
fn timed(text: &str) -> (Duration, Option<Duration>) {
    let cpu = thread_cpu_time();
    let start = Instant::now();
    black_box(check(text));
    let wall = start.elapsed();
    let cpu = cpu.zip(thread_cpu_time()).map(|(a, b)| b.saturating_sub(a));
    (wall, cpu)
}

/// What `iccf check` does with the games: every diagnostic built (returns how many).
fn check(text: &str) -> usize {
    check_games(black_box(text), CheckOptions::default())
        .map(|g| g.diagnostics.len())
        .sum()
}

/// How many slips made an error, and how many of those were repaired with the move played.
fn found(text: &str, slips: &[Slip]) -> (usize, usize) {
    let mut errors = 0;
    let mut repaired = 0;
    let diagnostics: Vec<iccf::Diagnostic> = check_games(text, CheckOptions::default())
        .flat_map(|g| g.diagnostics)
        .filter(iccf::Diagnostic::is_error)
        .collect();
    for slip in slips {
        let on = diagnostics.iter().find(|d| {
            d.span.offset() < slip.offset + slip.written.len() && slip.offset < d.span.end()
        });
        if let Some(error) = on {
            errors += 1;
            if error
                .meant
                .as_deref()
                .is_some_and(|m| m.moves.first() == Some(&slip.played))
            {
                repaired += 1;
            }
        }
    }
    (errors, repaired)
}

fn main() {
    let path = bench_dir().join("bench-small.iccf");
    let Ok(clean) = std::fs::read_to_string(&path) else {
        eprintln!(
            "slips benchmark skipped: no {} (set ICCF_BENCH_DIR)",
            path.display()
        );
        return;
    };
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--once") {
        let text = match args.get(at + 1).map(String::as_str) {
            Some("slipped") => with_slips(&clean).0,
            _ => clean,
        };
        println!("{} diagnostics", check(&text));
        return;
    }
    let runs: usize = std::env::var("ICCF_SLIPS_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(7);
    let games = iccf::syntax::games(&clean).count();
    let (slipped, slips) = with_slips(&clean);
    let (errors, repaired) = found(&slipped, &slips);
    println!(
        "{games} games of {}: {} slips put in, {errors} made an error, {repaired} of those repaired with the move played",
        path.display(),
        slips.len()
    );
    // The fastest wall time and CPU time of each text (index 0 clean, 1 slipped).
    let mut wall = [Duration::MAX; 2];
    let mut cpu: [Option<Duration>; 2] = [None; 2];
    for _ in 0..runs {
        for (which, text) in [&clean, &slipped].into_iter().enumerate() {
            let (w, c) = timed(text);
            wall[which] = wall[which].min(w);
            cpu[which] = match (cpu[which], c) {
                (Some(best), Some(c)) => Some(best.min(c)),
                (None, c) => c,
                (best, None) => best,
            };
        }
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let ratio_of = |[a, b]: [Duration; 2]| b.as_secs_f64() / a.as_secs_f64().max(1e-9);
    let wall_ratio = ratio_of(wall);
    println!(
        "wall time: clean {:>8.1} ms, one slip a game {:>8.1} ms, ratio {wall_ratio:.2}",
        ms(wall[0]),
        ms(wall[1])
    );
    let ratio = match cpu {
        [Some(clean), Some(slipped)] => {
            let cpu_ratio = ratio_of([clean, slipped]);
            println!(
                "CPU time:  clean {:>8.1} ms, one slip a game {:>8.1} ms, ratio {cpu_ratio:.2}",
                ms(clean),
                ms(slipped)
            );
            cpu_ratio
        }
        _ => wall_ratio,
    };
    let verdict = if ratio <= TARGET { "ok" } else { "TOO SLOW" };
    println!("ratio {ratio:.2} (target at most {TARGET}): {verdict}; fastest of {runs} runs each");
    if ratio > TARGET {
        std::process::exit(1);
    }
}
