//! Parse throughput of the syntax layer against pgn-reader's, in one run: iccf's
//! `syntax::games` (the full tree, every span and diagnostic) on `bench-small.iccf`, and
//! pgn-reader 0.29 reading the same 5,000 games in SAN from `bench-small.pgn` with a visitor
//! that only counts (parse only, no board).
//!
//! Criterion measures both in one group (games/s, and MB/s of each file); at the end the bench
//! prints its own summary: games/s of each (best of 20 alternating runs, in CPU time where the
//! system reports it, so that other work on a shared machine does not count) and the ratio,
//! which should be at least 0.6 single-threaded (syntax-only >= 1.0x pgn-reader on 2 cores).
//!
//! Inputs: `ICCF_BENCH_DIR` (default `../shared/corpus/bench`) holding `bench-small.iccf` and
//! `bench-small.pgn`. When they are missing the benchmark says so and measures nothing. Run with
//! `cargo bench --bench parse`.

use std::hint::black_box;
use std::io::Cursor;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pgn_reader::{RawComment, RawTag, Reader, SanPlus, Visitor};

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

/// iccf: every game parsed into its tree, with its diagnostics. Returns games and moves, so
/// that nothing is optimised away.
fn iccf_parse(text: &str) -> (usize, usize) {
    let mut games = 0;
    let mut moves = 0;
    for parsed in iccf::syntax::games(text) {
        games += 1;
        moves += parsed.game.mainline_moves().count() + parsed.diagnostics.len();
    }
    (games, moves)
}

/// pgn-reader parse only: tags, SAN moves, NAGs and comments are read and counted, nothing is
/// played.
struct Count;

impl Visitor for Count {
    type Tags = usize;
    type Movetext = usize;
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize, usize> {
        ControlFlow::Continue(0)
    }

    fn tag(&mut self, tags: &mut usize, _name: &[u8], _value: RawTag<'_>) -> ControlFlow<usize> {
        *tags += 1;
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: usize) -> ControlFlow<usize, usize> {
        ControlFlow::Continue(tags)
    }

    fn san(&mut self, moves: &mut usize, _san: SanPlus) -> ControlFlow<usize> {
        *moves += 1;
        ControlFlow::Continue(())
    }

    fn comment(&mut self, moves: &mut usize, _comment: RawComment<'_>) -> ControlFlow<usize> {
        *moves += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, moves: usize) -> usize {
        moves
    }
}

fn pgn_reader_parse(pgn: &[u8]) -> (usize, usize) {
    let mut reader = Reader::new(Cursor::new(pgn));
    let mut games = 0;
    let mut moves = 0;
    while let Ok(Some(count)) = reader.read_game(&mut Count) {
        games += 1;
        moves += count;
    }
    (games, moves)
}

/// The CPU time this thread has used, from `/proc/thread-self/schedstat` (Linux): on a machine
/// shared with other work it measures the parse, not the waits. `None` elsewhere.
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanoseconds = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanoseconds))
}

/// The time `f` takes: CPU time where the system reports it, wall time otherwise.
fn time_of(f: impl FnOnce()) -> Duration {
    match thread_cpu_time() {
        Some(before) => {
            f();
            thread_cpu_time().map_or_else(Duration::default, |after| {
                after.checked_sub(before).unwrap()
            })
        }
        None => {
            let start = Instant::now();
            f();
            start.elapsed()
        }
    }
}

fn parse(c: &mut Criterion) {
    let dir = bench_dir();
    let (Ok(text), Ok(pgn)) = (
        std::fs::read_to_string(dir.join("bench-small.iccf")),
        std::fs::read(dir.join("bench-small.pgn")),
    ) else {
        println!(
            "note: bench-small.iccf and bench-small.pgn not found in {}; set ICCF_BENCH_DIR",
            dir.display()
        );
        return;
    };
    let (games, _) = iccf_parse(&text);
    let (baseline_games, _) = pgn_reader_parse(&pgn);
    let errors = iccf::syntax::parse(&text)
        .diagnostics
        .iter()
        .filter(|d| d.is_error())
        .count();
    println!(
        "iccf: {} bytes, {games} games, {errors} syntax errors; pgn-reader: {} bytes, {baseline_games} games",
        text.len(),
        pgn.len()
    );

    let mut group = c.benchmark_group("parse-games");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(games as u64));
    group.bench_function("iccf-syntax", |b| b.iter(|| iccf_parse(black_box(&text))));
    group.throughput(Throughput::Elements(baseline_games as u64));
    group.bench_function("pgn-reader-parse-only", |b| {
        b.iter(|| pgn_reader_parse(black_box(&pgn)));
    });
    group.finish();

    let mut group = c.benchmark_group("parse-bytes");
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::BytesDecimal(text.len() as u64));
    group.bench_function("iccf-syntax", |b| b.iter(|| iccf_parse(black_box(&text))));
    group.throughput(Throughput::BytesDecimal(pgn.len() as u64));
    group.bench_function("pgn-reader-parse-only", |b| {
        b.iter(|| pgn_reader_parse(black_box(&pgn)));
    });
    group.finish();

    // The two runs alternate, so that both meet the same load; the best of each counts.
    let (mut iccf_time, mut baseline_time) = (Duration::MAX, Duration::MAX);
    for _ in 0..20 {
        iccf_time = iccf_time.min(time_of(|| {
            black_box(iccf_parse(black_box(&text)));
        }));
        baseline_time = baseline_time.min(time_of(|| {
            black_box(pgn_reader_parse(black_box(&pgn)));
        }));
    }
    let iccf_rate = games as f64 / iccf_time.as_secs_f64();
    let baseline_rate = baseline_games as f64 / baseline_time.as_secs_f64();
    let clock = if thread_cpu_time().is_some() {
        "CPU time"
    } else {
        "wall time"
    };
    println!(
        "summary (best of 20, {clock}): iccf syntax {iccf_rate:.0} games/s ({:.1} ms), pgn-reader parse only {baseline_rate:.0} games/s ({:.1} ms), ratio {:.2}x",
        iccf_time.as_secs_f64() * 1e3,
        baseline_time.as_secs_f64() * 1e3,
        iccf_rate / baseline_rate
    );
}

criterion_group!(benches, parse);
criterion_main!(benches);
