//! Parse + board replay throughput of `iccf` on the numeric games of the corpus, against the
//! baseline: pgn-reader + shakmaty replaying the same games in their SAN
//! originals. Both run in the same benchmark group so that their figures come from one run.
//!
//! Inputs: `ICCF_BENCH_DIR` (default `../shared/corpus/bench`) holding `bench-small.iccf` and
//! `bench-small.pgn` (the same 5,000 games). When they are missing the benchmark says so and
//! measures nothing.

use std::hint::black_box;
use std::io::Cursor;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

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

/// iccf: parse each game and replay it on the board (all diagnostics built). Returns the number
/// of plies replayed, so that nothing is optimised away.
fn iccf_parse_and_replay(text: &str) -> (usize, usize) {
    let mut games = 0;
    let mut plies = 0;
    for parsed in iccf::syntax::games(text) {
        let replay = iccf::board::replay(&parsed.game);
        games += 1;
        plies += replay.mainline.moves.len();
    }
    (games, plies)
}

/// The baseline: pgn-reader's visitor replaying each SAN move with shakmaty (its `validate`
/// example, counting plies).
struct SanReplay;

impl Visitor for SanReplay {
    type Tags = Option<Chess>;
    type Movetext = (Chess, usize);
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<usize> {
        if name == b"FEN" {
            let position = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(CastlingMode::Chess960).ok());
            *tags = position;
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<usize, Self::Movetext> {
        ControlFlow::Continue((tags.unwrap_or_default(), 0))
    }

    fn san(&mut self, movetext: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<usize> {
        match san_plus.san.to_move(&movetext.0) {
            Ok(m) => {
                movetext.0.play_unchecked(m);
                movetext.1 += 1;
                ControlFlow::Continue(())
            }
            Err(_) => ControlFlow::Break(movetext.1),
        }
    }

    fn end_game(&mut self, movetext: Self::Movetext) -> usize {
        movetext.1
    }
}

fn pgn_reader_replay(pgn: &[u8]) -> (usize, usize) {
    let mut reader = Reader::new(Cursor::new(pgn));
    let mut games = 0;
    let mut plies = 0;
    while let Ok(Some(n)) = reader.read_game(&mut SanReplay) {
        games += 1;
        plies += n;
    }
    (games, plies)
}

fn replay(c: &mut Criterion) {
    let dir = bench_dir();
    let (Ok(numeric), Ok(san)) = (
        std::fs::read_to_string(dir.join("bench-small.iccf")),
        std::fs::read(dir.join("bench-small.pgn")),
    ) else {
        eprintln!(
            "replay benchmark skipped: no bench-small.iccf / bench-small.pgn in {}",
            dir.display()
        );
        return;
    };
    let (games, plies) = iccf_parse_and_replay(&numeric);
    let (baseline_games, baseline_plies) = pgn_reader_replay(&san);
    eprintln!(
        "inputs: {games} games / {plies} plies in {} bytes numeric; {baseline_games} games / {baseline_plies} plies in {} bytes SAN",
        numeric.len(),
        san.len()
    );

    let mut per_game = c.benchmark_group("replay games");
    per_game
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    per_game.throughput(Throughput::Elements(games as u64));
    per_game.bench_function("iccf parse+replay (numeric)", |b| {
        b.iter(|| iccf_parse_and_replay(black_box(&numeric)));
    });
    per_game.bench_function("pgn-reader+shakmaty (SAN)", |b| {
        b.iter(|| pgn_reader_replay(black_box(&san)));
    });
    per_game.finish();

    let mut per_byte = c.benchmark_group("replay bytes");
    per_byte
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    per_byte.throughput(Throughput::Bytes(numeric.len() as u64));
    per_byte.bench_function("iccf parse+replay (numeric)", |b| {
        b.iter(|| iccf_parse_and_replay(black_box(&numeric)));
    });
    per_byte.throughput(Throughput::Bytes(san.len() as u64));
    per_byte.bench_function("pgn-reader+shakmaty (SAN)", |b| {
        b.iter(|| pgn_reader_replay(black_box(&san)));
    });
    per_byte.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
