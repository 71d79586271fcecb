//! The baseline of `benches/compare.sh`: pgn-reader 0.29 reading a
//! SAN file, as a whole process, the way benches/compare.sh measures it.
//!
//! `pgn_baseline parse FILE` parses only (tags and SAN tokens, no board); `pgn_baseline play
//! FILE` also plays every SAN move with shakmaty (pgn-reader's `validate` example). Prints the
//! number of games (and plies).

use std::io::BufReader;
use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// Parse only: counts the SAN tokens.
struct Parse;

impl Visitor for Parse {
    type Tags = ();
    type Movetext = usize;
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize, ()> {
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, (): ()) -> ControlFlow<usize, usize> {
        ControlFlow::Continue(0)
    }

    fn san(&mut self, plies: &mut usize, _: SanPlus) -> ControlFlow<usize> {
        *plies += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, plies: usize) -> usize {
        plies
    }
}

/// Every SAN move played on a board.
struct Play;

impl Visitor for Play {
    type Tags = Option<Chess>;
    type Movetext = (Chess, usize);
    type Output = usize;

    fn begin_tags(&mut self) -> ControlFlow<usize, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<usize> {
        if name == b"FEN" {
            *tags = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(CastlingMode::Chess960).ok());
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [mode, file] = args.as_slice() else {
        eprintln!("usage: pgn_baseline parse|play FILE");
        std::process::exit(2);
    };
    let file = std::fs::File::open(file).unwrap_or_else(|e| {
        eprintln!("cannot read {file}: {e}");
        std::process::exit(2);
    });
    let mut reader = Reader::new(BufReader::new(file));
    let (mut games, mut plies) = (0usize, 0usize);
    loop {
        let game = match mode.as_str() {
            "parse" => reader.read_game(&mut Parse),
            _ => reader.read_game(&mut Play),
        };
        match game {
            Ok(Some(n)) => {
                games += 1;
                plies += n;
            }
            Ok(None) => break,
            Err(error) => {
                eprintln!("error: {error}");
                std::process::exit(1);
            }
        }
    }
    println!("{games} games, {plies} plies");
}
