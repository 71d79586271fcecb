//! Fair service: the work of the API's requests goes through two lanes, one for small bodies
//! (a game or a few, done in milliseconds) and one for large ones, so that a pasted game never
//! waits behind a queue of 8 MB archives.
//!
//! Each lane admits at most `workers + queue` requests at once ([`Lane::admit`]): a request
//! beyond gets 503 with `Retry-After` before its body is read, so the bodies held in memory are
//! bounded. An admitted request reads its body, then waits for one of the lane's `workers`
//! permits and does its work on tokio's blocking threads ([`Ticket::compute`]): the threads busy
//! checking are bounded too, whatever the clients do.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::Response;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use super::ServeOptions;
use super::request::error;

/// One lane: its admission slots and its work permits.
#[derive(Debug)]
struct Lane {
    /// `large` or `small`, for messages.
    name: &'static str,
    /// Requests admitted (waiting or working): `workers + queue`.
    slots: Arc<Semaphore>,
    /// Requests working: `workers`.
    permits: Arc<Semaphore>,
    /// How many may work and wait, for messages.
    workers: usize,
    queue: usize,
}

impl Lane {
    fn new(name: &'static str, workers: usize, queue: usize) -> Self {
        let workers = workers.max(1);
        Self {
            name,
            slots: Arc::new(Semaphore::new(workers + queue)),
            permits: Arc::new(Semaphore::new(workers)),
            workers,
            queue,
        }
    }
}

/// The two lanes, and the body size that decides between them.
#[derive(Debug)]
pub(crate) struct Lanes {
    small: Arc<Lane>,
    large: Arc<Lane>,
    /// Bodies of at most this many bytes (by their `Content-Length`) take the small lane.
    small_body: usize,
    /// The largest body read.
    body_limit: usize,
}

/// An admitted request: its lane and its slot, which the work keeps until it is done.
#[derive(Debug)]
pub(crate) struct Ticket {
    lane: Arc<Lane>,
    slot: OwnedSemaphorePermit,
}

impl Lanes {
    pub fn new(options: &ServeOptions) -> Self {
        Self {
            small: Arc::new(Lane::new("small", options.workers, options.small_queue)),
            large: Arc::new(Lane::new("large", options.workers, options.large_queue)),
            small_body: options.small_body,
            body_limit: super::BODY_LIMIT,
        }
    }

    /// Admits `request` to its lane and reads its body, or answers 503 (the lane is full), 413
    /// (the body is too large) or 400 (the body could not be read).
    ///
    /// # Errors
    ///
    /// The answer to send instead.
    pub async fn admit(&self, request: Request) -> Result<(Bytes, Ticket), Response> {
        let length = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<usize>().ok());
        // A body without a length (chunked) may be of any size: the large lane.
        let lane = match length {
            Some(length) if length <= self.small_body => &self.small,
            _ => &self.large,
        };
        let Ok(slot) = Arc::clone(&lane.slots).try_acquire_owned() else {
            return Err(busy(lane));
        };
        let body = axum::body::to_bytes(request.into_body(), self.body_limit)
            .await
            .map_err(|e| {
                let e = e.into_inner();
                let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(&*e);
                while let Some(c) = cause {
                    if c.is::<http_body_util::LengthLimitError>() {
                        return super::too_large();
                    }
                    cause = c.source();
                }
                error(
                    StatusCode::BAD_REQUEST,
                    format!("the request body could not be read: {e}"),
                )
            })?;
        Ok((
            body,
            Ticket {
                lane: Arc::clone(lane),
                slot,
            },
        ))
    }
}

/// The 503 answer of a full lane.
fn busy(lane: &Lane) -> Response {
    let mut answer = error(
        StatusCode::SERVICE_UNAVAILABLE,
        format!(
            "the server is busy: the lane of {} requests is full ({} being checked, {} waiting); try again in a few seconds",
            lane.name, lane.workers, lane.queue
        ),
    );
    answer
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    answer
}

impl Ticket {
    /// Runs `work` on a blocking thread once a permit of the lane is free. The permit and the
    /// slot go with the work, so that a request that times out still holds them until its work
    /// is done.
    pub async fn compute(self, work: impl FnOnce() -> Response + Send + 'static) -> Response {
        let Ok(permit) = Arc::clone(&self.lane.permits).acquire_owned().await else {
            return error(StatusCode::SERVICE_UNAVAILABLE, "the server is stopping");
        };
        let slot = self.slot;
        let task = tokio::task::spawn_blocking(move || {
            let _held = (permit, slot);
            work()
        });
        task.await.unwrap_or_else(|_| {
            error(
                StatusCode::INTERNAL_SERVER_ERROR,
                "iccf failed on this text (a bug): please report it with the text",
            )
        })
    }
}
