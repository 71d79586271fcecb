//! Parse throughput of the syntax layer on `bench-small.iccf` (5,000 real games): MB/s
//! (decimal megabytes of transcript text) and games/s, for the whole-file `parse` and the
//! game-by-game `games` iterator.
//!
//! The file is read from the path in `ICCF_BENCH`, by default
//! `/work/shared/corpus/bench/bench-small.iccf`; when it is missing the benchmark prints a note
//! and measures nothing. Run with `cargo bench --bench parse`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const DEFAULT_PATH: &str = "/work/shared/corpus/bench/bench-small.iccf";

fn parse(c: &mut Criterion) {
    let path = std::env::var("ICCF_BENCH").unwrap_or_else(|_| DEFAULT_PATH.to_string());
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            println!(
                "note: cannot read {path} ({error}); set ICCF_BENCH to a transcript to benchmark"
            );
            return;
        }
    };
    let parsed = iccf::syntax::parse(&text);
    let games = parsed.transcript.games.len() as u64;
    let errors = parsed.diagnostics.iter().filter(|d| d.is_error()).count();
    println!(
        "{path}: {} bytes, {games} games, {errors} syntax errors",
        text.len()
    );

    // One parse of the file takes about half a second: ten samples of ten seconds.
    let mut group = c.benchmark_group("syntax-bytes");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.throughput(Throughput::BytesDecimal(text.len() as u64));
    group.bench_function("parse", |b| {
        b.iter(|| iccf::syntax::parse(black_box(&text)))
    });
    group.bench_function("games", |b| {
        b.iter(|| iccf::syntax::games(black_box(&text)).count())
    });
    group.finish();

    let mut group = c.benchmark_group("syntax-games");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.throughput(Throughput::Elements(games));
    group.bench_function("parse", |b| {
        b.iter(|| iccf::syntax::parse(black_box(&text)))
    });
    group.bench_function("games", |b| {
        b.iter(|| iccf::syntax::games(black_box(&text)).count())
    });
    group.finish();
}

criterion_group!(benches, parse);
criterion_main!(benches);
