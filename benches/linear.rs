//! Linear time on hostile input (issue 10): for each shape that once made `iccf check`
//! quadratic, the time of 1x and 4x the input, and their ratio, which must stay at most 5x
//! (4x for linear work, with room for noise). Measured for the syntax layer alone
//! (`syntax::parse`) and for the whole check (`check::check_games`: syntax, board and lint).
//!
//! Run with `cargo bench --bench linear` (release build); `ICCF_LINEAR_N` sets the 1x size
//! (repetitions of each shape, default 50,000). The process exits with status 1 when a ratio
//! is above 5x, so that a run in CI fails.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// A shape: a name, a prefix, and the text repeated `n` times after it.
struct Shape {
    name: &'static str,
    make: fn(usize) -> String,
}

fn repeat(prefix: &str, unit: &str, n: usize) -> String {
    let mut text = String::with_capacity(prefix.len() + unit.len() * n);
    text.push_str(prefix);
    for _ in 0..n {
        text.push_str(unit);
    }
    text
}

const SHAPES: &[Shape] = &[
    Shape {
        name: "`1. 5254 ` + `{ 5755 ` x n (unclosed braces)",
        make: |n| repeat("1. 5254 ", "{ 5755 ", n),
    },
    Shape {
        name: "`1. 5254 ` + `( * ` x n (results in unclosed variations)",
        make: |n| repeat("1. 5254 ", "( * ", n),
    },
    Shape {
        name: "`[Event \"` x n (tag pairs without ] on one line)",
        make: |n| repeat("", "[Event \"", n),
    },
    Shape {
        name: "`* ` x n (results alone)",
        make: |n| repeat("", "* ", n),
    },
    Shape {
        name: "`1. 5254 ` + `foo ` x n (words)",
        make: |n| repeat("1. 5254 ", "foo ", n),
    },
    Shape {
        name: "`@ ` x n (many diagnostics on one line)",
        make: |n| repeat("", "@ ", n),
    },
    Shape {
        name: "`½ ` x n (many diagnostics on one line of wide characters)",
        make: |n| repeat("", "½ ", n),
    },
    Shape {
        name: "`1. 5254 ` + `[a \"x ` x n (stray brackets among moves)",
        make: |n| repeat("1. 5254 ", "[a \"x ", n),
    },
    Shape {
        name: "`( * N. 7163 2836 ` x n (misplaced results after unclosed variations)",
        make: |n| {
            let mut text = String::from("1. 5254 5755 ");
            for number in 2..n / 4 + 2 {
                text.push_str(&format!("( * {number}. 7163 2836 "));
            }
            text
        },
    },
];

/// The best of five runs of `f`: at tens of milliseconds, one slow run (another process, a
/// page fault) would otherwise decide a ratio.
fn best_of_five(mut f: impl FnMut()) -> Duration {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn parse(text: &str) {
    black_box(iccf::syntax::parse(black_box(text)));
}

fn check(text: &str) {
    let options = iccf::check::CheckOptions::default();
    let games = iccf::check::check_games(black_box(text), options);
    black_box(games.map(|g| g.diagnostics.len()).sum::<usize>());
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument selects shapes by name.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let n: usize = std::env::var("ICCF_LINEAR_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(50_000);
    let mut worst: f64 = 0.0;
    println!(
        "1x = {n} repetitions, 4x = {}; time of 4x / time of 1x (at most 5.0)",
        4 * n
    );
    for shape in SHAPES {
        if filter
            .as_ref()
            .is_some_and(|f| !shape.name.contains(f.as_str()))
        {
            continue;
        }
        let small = (shape.make)(n);
        let large = (shape.make)(4 * n);
        for (layer, run) in [("syntax", parse as fn(&str)), ("check", check)] {
            let t1 = best_of_five(|| run(&small));
            let t4 = best_of_five(|| run(&large));
            let ratio = t4.as_secs_f64() / t1.as_secs_f64().max(1e-9);
            worst = worst.max(ratio);
            let verdict = if ratio <= 5.0 { "ok" } else { "TOO SLOW" };
            println!(
                "{:<6} {:>9.2} ms -> {:>9.2} ms  ratio {ratio:>5.2}  {verdict}  {}",
                layer,
                t1.as_secs_f64() * 1e3,
                t4.as_secs_f64() * 1e3,
                shape.name
            );
        }
    }
    println!("worst ratio {worst:.2}");
    if worst > 5.0 {
        std::process::exit(1);
    }
}
