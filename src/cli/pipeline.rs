//! The ordered pipeline of `check` and `convert`: `threads` threads, the calling thread one of
//! them, each takes the next job (a piece of a file) and turns it into a result; the calling
//! thread also writes the results in the order of the jobs, so that the output is the same byte
//! for byte whatever the number of threads. At most a few jobs per thread are in flight, so
//! memory stays bounded.
//!
//! No thread only reads or only writes: on two cores a reader and a writer beside two workers
//! were four threads on two processors, and the scheduler left one processor idle while the
//! other ran the writer, the reader and a worker in turn (`perf sched`: 4% of the run idle).

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::Mutex;

use iccf::source::{Encoding, Piece, Pieces};

use super::inputs::{Input, io_reason};

/// How many jobs may be read ahead of the writer, per thread.
const IN_FLIGHT_PER_THREAD: usize = 3;

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
/// job order, on the calling thread. `write` returning `Break` stops the run (no more jobs are
/// read). With one thread everything runs on the calling thread, in the same order.
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
    let reading = Mutex::new(Reading {
        jobs,
        taken: 0,
        ended: false,
    });
    // A job's result, or the panic of its `work`, raised again on the calling thread in the
    // job's turn, after the results before it are written (a worker that ended in a panic left
    // the others waiting for tokens and the writer for its result).
    let (result_tx, result_rx) = crossbeam_channel::unbounded::<(usize, std::thread::Result<R>)>();
    // One token per job in flight: a thread takes one before it takes a job, the writer gives it
    // back once the result is written, so that a slow job cannot let the others pile up.
    let (token_tx, token_rx) = crossbeam_channel::bounded::<()>(threads * IN_FLIGHT_PER_THREAD);
    let (reading, work) = (&reading, &work);
    std::thread::scope(|scope| {
        for _ in 1..threads {
            let (result_tx, token_tx) = (result_tx.clone(), token_tx.clone());
            scope.spawn(move || work_on(reading, work, &token_tx, &result_tx));
        }
        drop(result_tx);
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        let mut workers_ended = false;
        loop {
            waiting.extend(result_rx.try_iter());
            while let Some(result) = waiting.remove(&next) {
                next += 1;
                if write(result.unwrap_or_else(|panic| resume_unwind(panic))).is_break() {
                    reading
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .ended = true;
                    // Dropping the channels stops the workers that wait on them.
                    drop(token_rx);
                    drop(result_rx);
                    return;
                }
                let _ = token_rx.try_recv();
            }
            if workers_ended {
                return;
            }
            // The writer works too, when a job may be taken; it never waits for a token, since
            // only it gives tokens back.
            if token_tx.try_send(()).is_ok() {
                if let Some((number, job)) = take(reading) {
                    waiting.insert(number, catch_unwind(AssertUnwindSafe(|| work(job))));
                    continue;
                }
                let _ = token_rx.try_recv();
            }
            // Every job is taken or too many are in flight: wait for a worker's result.
            match result_rx.recv() {
                Ok((number, result)) => {
                    waiting.insert(number, result);
                }
                // Every worker has ended: every result is here, to be written above.
                Err(_) => workers_ended = true,
            }
        }
    });
}

/// A worker of [`ordered`]: takes a token, then the next job, and sends its result, until no
/// job is left, the run stops (a channel is gone) or its job panicked (the panic is its result).
fn work_on<I: Iterator, R>(
    reading: &Mutex<Reading<I>>,
    work: impl Fn(I::Item) -> R,
    token_tx: &crossbeam_channel::Sender<()>,
    result_tx: &crossbeam_channel::Sender<(usize, std::thread::Result<R>)>,
) {
    while token_tx.send(()).is_ok() {
        let Some((number, job)) = take(reading) else {
            return;
        };
        let result = catch_unwind(AssertUnwindSafe(|| work(job)));
        let panicked = result.is_err();
        if result_tx.send((number, result)).is_err() || panicked {
            return;
        }
    }
}

/// The jobs and how many of them were taken, shared by the threads of [`ordered`].
struct Reading<I> {
    jobs: I,
    /// How many jobs were taken: the number of the next one, in job order from 0.
    taken: usize,
    /// No job is left, or the run stopped.
    ended: bool,
}

/// The next job with its number in job order, `None` once no job is left or the run stopped.
fn take<I: Iterator>(reading: &Mutex<Reading<I>>) -> Option<(usize, I::Item)> {
    // A poisoned lock: another thread panicked in the jobs' iterator; the scope re-raises it.
    let mut reading = reading.lock().ok()?;
    if reading.ended {
        return None;
    }
    let Some(job) = reading.jobs.next() else {
        reading.ended = true;
        return None;
    };
    reading.taken += 1;
    Some((reading.taken - 1, job))
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
    fn a_slow_job_holds_back_the_reading_to_the_jobs_in_flight() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        for threads in [2, 3] {
            let read = AtomicUsize::new(0);
            let read_while_slow = AtomicUsize::new(0);
            let jobs = (0..100u64).inspect(|_| {
                read.fetch_add(1, Ordering::SeqCst);
            });
            let mut written = 0;
            ordered(
                jobs,
                threads,
                |n| {
                    if n == 0 {
                        // Whichever thread took it, the others read ahead until no token is
                        // left: wait until they have (however loaded the machine), then give
                        // them time to read more than they may.
                        let start = std::time::Instant::now();
                        while read.load(Ordering::SeqCst) < threads * IN_FLIGHT_PER_THREAD
                            && start.elapsed().as_secs() < 60
                        {
                            std::thread::sleep(std::time::Duration::from_millis(1));
                        }
                        std::thread::sleep(std::time::Duration::from_millis(50));
                        read_while_slow.store(read.load(Ordering::SeqCst), Ordering::SeqCst);
                    }
                    n
                },
                |n| {
                    assert_eq!(n, written);
                    written += 1;
                    ControlFlow::Continue(())
                },
            );
            assert_eq!(written, 100);
            assert_eq!(
                read_while_slow.into_inner(),
                threads * IN_FLIGHT_PER_THREAD,
                "{threads} threads"
            );
        }
    }

    #[test]
    fn a_panic_in_a_worker_ends_the_run_with_that_panic() {
        // Job 5 panics on whichever thread takes it; 1,000 jobs keep the others waiting for
        // tokens, which hung the run when the panic was on a worker.
        for threads in [2, 3, 8] {
            let mut written = 0;
            let run = std::panic::catch_unwind(AssertUnwindSafe(|| {
                ordered(
                    0..1000u64,
                    threads,
                    |n| {
                        assert_ne!(n, 5, "job 5");
                        n
                    },
                    |_| {
                        written += 1;
                        ControlFlow::Continue(())
                    },
                );
            }));
            let panic = run.expect_err("the panic reaches the caller");
            let message = panic.downcast_ref::<String>().map_or("", String::as_str);
            assert!(message.contains("job 5"), "{threads} threads: {message}");
            assert_eq!(
                written, 5,
                "{threads} threads: the results before it are written"
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
