//! Conversion throughput in games per second on bench-small (the same 5,000 real games in
//! numeric notation and in SAN): numeric -> PGN, PGN -> numeric, and numeric -> canonical
//! numeric (what `iccf fmt` does). Each conversion reads, replays and writes every game.
//!
//! Inputs: `ICCF_BENCH_DIR` (default `../shared/corpus/bench`, next to the clone) holding
//! `bench-small.iccf` and `bench-small.pgn`. When they are missing the benchmark prints a note
//! and measures nothing. Run with `cargo bench --bench convert`.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use iccf::convert::{ConvertOptions, Target, convert_games};
use iccf::syntax::Notation;

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

/// Converts every game of `text`; returns the bytes written and the games refused, so that
/// nothing is optimised away.
fn convert_all(text: &str, options: &ConvertOptions) -> (usize, usize) {
    let mut written = 0;
    let mut refused = 0;
    for game in convert_games(text, options) {
        match game.text {
            Some(text) => written += text.len(),
            None => refused += 1,
        }
    }
    (written, refused)
}

fn conversion(c: &mut Criterion) {
    let dir = bench_dir();
    let read = |name: &str| std::fs::read_to_string(dir.join(name));
    let (Ok(numeric), Ok(pgn)) = (read("bench-small.iccf"), read("bench-small.pgn")) else {
        println!(
            "note: no bench-small.iccf and bench-small.pgn in {}; set ICCF_BENCH_DIR to measure conversion",
            dir.display()
        );
        return;
    };
    let to_pgn = ConvertOptions::to(Target::Pgn).from(Notation::Numeric);
    let from_pgn = ConvertOptions::to(Target::Iccf).from(Notation::Algebraic);
    let fmt = ConvertOptions::to(Target::Iccf).from(Notation::Numeric);
    let games = iccf::syntax::games(&numeric).count() as u64;
    let pgn_games = iccf::syntax::games(&pgn).count() as u64;
    for (name, text, options) in [
        ("to-pgn", &numeric, &to_pgn),
        ("from-pgn", &pgn, &from_pgn),
        ("fmt", &numeric, &fmt),
    ] {
        let (written, refused) = convert_all(text, options);
        println!("{name}: {written} bytes written, {refused} games refused");
    }

    // One conversion of the file takes about a second: ten samples of about fifteen seconds.
    let mut group = c.benchmark_group("convert-games");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(15));
    group.throughput(Throughput::Elements(games));
    group.bench_function("to-pgn", |b| {
        b.iter(|| convert_all(black_box(&numeric), &to_pgn));
    });
    group.bench_function("fmt", |b| b.iter(|| convert_all(black_box(&numeric), &fmt)));
    group.throughput(Throughput::Elements(pgn_games));
    group.bench_function("from-pgn", |b| {
        b.iter(|| convert_all(black_box(&pgn), &from_pgn));
    });
    group.finish();
}

criterion_group!(benches, conversion);
criterion_main!(benches);
