//! Linear time on hostile input: for each shape that once made `iccf check`
//! quadratic, and for files full of slips that the repair search repairs (games with
//! two slips each; games with a slip every 12 plies, more than one line repairs), the time of
//! 1x and 4x the input, and their ratio, which must stay at most 5x (4x for linear work, with
//! room for noise). Measured for the syntax layer alone
//! (`syntax::parse`), for the whole check (`check::check_games`: syntax, board and lint), and
//! for the check with the human report of every diagnostic (`render::Human`, as printed).
//! Each time is the best of five runs, each in a fresh process (see [`fresh_process_time`]).
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
        name: "`1. 5254 ` + `9999 ` x n (moves that are not squares, one line)",
        make: |n| repeat("1. 5254 ", "9999 ", n),
    },
    Shape {
        name: "`1. 5254 ` + `[a \"x ` x n (stray brackets among moves)",
        make: |n| repeat("1. 5254 ", "[a \"x ", n),
    },
    Shape {
        name: "`1. 5254 ` + `<b>` x n (markup tags on one line)",
        make: |n| repeat("1. 5254 ", "<b>", n),
    },
    Shape {
        name: "`1. 5254 ` + `<!-- ` x n (HTML comments never closed, one line)",
        make: |n| repeat("1. 5254 ", "<!-- ", n),
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
    Shape {
        name: "games of 24 plies with two slips each x n/10 (the repair search finds each move meant)",
        make: |n| {
            let mut text = String::new();
            for _ in 0..n / 10 {
                text.push_str(&knights(24, |ply| ply == 3 || ply == 15));
                text.push_str(" *\n\n");
            }
            text
        },
    },
    Shape {
        name: "games of 600 plies with a slip every 12 plies x n/100 (32 repaired in each, then the line stops)",
        make: |n| {
            let game = knights(600, |ply| ply % 12 == 11) + " *\n\n";
            game.repeat(n / 100)
        },
    },
];

/// A legal game of `plies` plies, the knights going out and back (`1. 7163 7866 2. 6371 6678
/// ...`), with Black's knight move `6678` written `6668` (a digit changed, so that the knight
/// cannot go there) at each ply (0-based) that `slip` accepts among Black's plies 3, 7, 11, ...
/// (the knight's way back to g8). The one move that fits is the move played: the repair search
/// finds it.
fn knights(plies: usize, slip: impl Fn(usize) -> bool) -> String {
    const CYCLE: [&str; 4] = ["7163", "7866", "6371", "6678"];
    let mut text = String::with_capacity(plies * 7);
    for ply in 0..plies {
        if ply % 2 == 0 {
            if ply > 0 {
                text.push(' ');
            }
            text.push_str(&format!("{}. ", ply / 2 + 1));
        } else {
            text.push(' ');
        }
        let played = CYCLE[ply % 4];
        text.push_str(if slip(ply) && played == "6678" {
            "6668"
        } else {
            played
        });
    }
    text
}

/// One run of `layer` on `shape` at `size` repetitions, in this process: the child's side of
/// [`fresh_process_time`]. Prints the seconds.
fn measure_here(shape: &str, layer: &str, size: usize) {
    let shape = SHAPES
        .iter()
        .find(|s| s.name == shape)
        .expect("a shape of SHAPES");
    let text = (shape.make)(size);
    let run = match layer {
        "syntax" => parse,
        "check" => check,
        _ => human,
    };
    let start = Instant::now();
    run(&text);
    println!("{}", start.elapsed().as_secs_f64());
}

/// The best of five runs, each in a fresh process (this bench run again with `--measure`), as
/// `iccf check` meets an upload. In one process, glibc serves the 1x run from a heap that earlier
/// runs left mapped, while the 4x run's buffers (above its 32 MiB mmap threshold) are mapped and
/// faulted in anew every time: that made ratios of 5-7x that whole `iccf check` processes on the
/// same inputs do not show (3.2-4.0x).
fn fresh_process_time(shape: &Shape, layer: &str, size: usize) -> Duration {
    let exe = std::env::current_exe().expect("the bench's own path");
    (0..5)
        .map(|_| {
            let out = std::process::Command::new(&exe)
                .args(["--measure", shape.name, layer, &size.to_string()])
                .output()
                .expect("run the bench again");
            let seconds: f64 = String::from_utf8_lossy(&out.stdout)
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("a time from the child: {out:?}"));
            Duration::from_secs_f64(seconds)
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

/// The whole check and the human report of every diagnostic, as `iccf check` prints them:
/// miette renders the snippet of each report, so a long line must be cut, not shown whole.
fn human(text: &str) {
    let index = iccf::LineIndex::new(text);
    let source = iccf::render::Source::new("shape.iccf", text, &index);
    let human = iccf::render::Human::new(false);
    let options = iccf::check::CheckOptions::default();
    let bytes: usize = iccf::check::check_games(black_box(text), options)
        .flat_map(|g| g.diagnostics)
        .map(|d| human.render(&source, None, &d).len())
        .sum();
    black_box(bytes);
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--measure") {
        let size = args[at + 3].parse().expect("a size");
        measure_here(&args[at + 1], &args[at + 2], size);
        return;
    }
    // `cargo bench` passes `--bench`; a filter argument selects shapes by name.
    let filter: Option<String> = args.iter().skip(1).find(|a| !a.starts_with('-')).cloned();
    let n: usize = std::env::var("ICCF_LINEAR_N")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(50_000);
    let mut worst: f64 = 0.0;
    println!(
        "1x = {n} repetitions, 4x = {}; time of 4x / time of 1x (at most 5.0), each the best of five fresh processes",
        4 * n
    );
    for shape in SHAPES {
        if filter
            .as_ref()
            .is_some_and(|f| !shape.name.contains(f.as_str()))
        {
            continue;
        }
        for layer in ["syntax", "check", "human"] {
            let t1 = fresh_process_time(shape, layer, n);
            let t4 = fresh_process_time(shape, layer, 4 * n);
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
