//! The ordered pipeline of `check`, `convert` and `fmt`: one thread reads jobs (pieces of files),
//! `threads` workers turn them into results, and the calling thread writes the results in the
//! order of the jobs, so that the output is the same byte for byte whatever the number of
//! threads. At most a few jobs per worker are in flight, so memory stays bounded.

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use iccf::source::{Encoding, Piece, Pieces};

use super::inputs::{Input, io_reason};

/// How many jobs may be read ahead of the writer, per worker.
const IN_FLIGHT_PER_WORKER: usize = 3;

/// The number of threads `-j` defaults to: every core.
pub(crate) fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// The pieces of every input, in order, each with the index of its input: `Err` with a message
/// for an input that cannot be opened, or that fails while it is read (its pieces stop there).
pub(crate) fn pieces_of(
    inputs: &[Input],
    encoding: Encoding,
) -> impl Iterator<Item = (usize, Result<Piece, String>)> + Send + '_ {
    inputs.iter().enumerate().flat_map(move |(n, input)| {
        let pieces: Box<dyn Iterator<Item = Result<Piece, String>> + Send> = match input.open() {
            Ok(reader) => {
                let name = input.name();
                let mut failed = false;
                Box::new(Pieces::new(reader, encoding).map_while(move |piece| {
                    if failed {
                        return None;
                    }
                    failed = piece.is_err();
                    Some(piece.map_err(|e| format!("cannot read {name}: {}", io_reason(&e))))
                }))
            }
            Err(message) => Box::new(std::iter::once(Err(message))),
        };
        pieces.map(move |piece| (n, piece))
    })
}

/// Runs `work` on every job of `jobs` on `threads` threads and hands the results to `write` in
/// job order. `write` returning `Break` stops the run (no more jobs are read). With one thread
/// everything runs on the calling thread, in the same order.
pub(crate) fn ordered<J, R>(
    jobs: impl Iterator<Item = J> + Send,
    threads: usize,
    work: impl Fn(J) -> R + Sync,
    mut write: impl FnMut(R) -> ControlFlow<()>,
) where
    J: Send,
    R: Send,
{
    if threads <= 1 {
        for job in jobs {
            if write(work(job)).is_break() {
                return;
            }
        }
        return;
    }
    let capacity = threads * IN_FLIGHT_PER_WORKER;
    let (job_tx, job_rx) = crossbeam_channel::bounded::<(usize, J)>(threads);
    let (result_tx, result_rx) = crossbeam_channel::unbounded::<(usize, R)>();
    // One token per job in flight: the reader takes one before it reads a job, the writer gives
    // it back once the result is written, so that a slow job cannot let the others pile up.
    let (token_tx, token_rx) = crossbeam_channel::bounded::<()>(capacity);
    let work = &work;
    std::thread::scope(|scope| {
        scope.spawn(move || {
            for (number, job) in jobs.enumerate() {
                if token_tx.send(()).is_err() || job_tx.send((number, job)).is_err() {
                    return;
                }
            }
        });
        for _ in 0..threads {
            let job_rx = job_rx.clone();
            let result_tx = result_tx.clone();
            scope.spawn(move || {
                for (number, job) in job_rx {
                    if result_tx.send((number, work(job))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(result_tx);
        drop(job_rx);
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        for (number, result) in &result_rx {
            waiting.insert(number, result);
            while let Some(result) = waiting.remove(&next) {
                next += 1;
                if write(result).is_break() {
                    // Dropping the channels stops the reader and the workers.
                    drop(token_rx);
                    drop(result_rx);
                    return;
                }
                let _ = token_rx.try_recv();
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_job_order_whatever_the_threads() {
        for threads in [1, 2, 3, 8] {
            let mut out = Vec::new();
            ordered(
                0..200u64,
                threads,
                |n| {
                    // Later jobs finish first.
                    std::thread::sleep(std::time::Duration::from_micros(200 - n));
                    n * 2
                },
                |r| {
                    out.push(r);
                    ControlFlow::Continue(())
                },
            );
            assert_eq!(
                out,
                (0..200).map(|n| n * 2).collect::<Vec<_>>(),
                "{threads} threads"
            );
        }
    }

    #[test]
    fn break_stops_the_reader() {
        let read = std::sync::atomic::AtomicUsize::new(0);
        let jobs = (0..1_000_000).inspect(|_| {
            read.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        });
        let mut written = 0;
        ordered(
            jobs,
            2,
            |n| n,
            |_| {
                written += 1;
                if written == 10 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        assert_eq!(written, 10);
        assert!(read.into_inner() < 100);
    }
}
