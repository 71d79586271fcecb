//! `iccf serve`: the validator in the browser. One page (HTML, CSS and JavaScript built into the
//! binary, no network needed) and a JSON API giving the same values as the command line and the
//! library, served by axum on tokio.
//!
//! | route | body | answer |
//! |---|---|---|
//! | `GET /` | | the page (`/app.js`, `/style.css`, `/favicon.svg`), in the language of `?lang=`, the `iccf-lang` cookie or `Accept-Language` |
//! | `POST /api/check` | `{text, name?, levels?, game?, lang?}` | `{games, diagnostics}`: each diagnostic with exactly the keys of `iccf check --format json` (with `lang`, of `--format json --lang`: a `localized` message and help) |
//! | `POST /api/fix` | `{text, name?, levels?, force?}` | `{text, fixes, changed, diff}`, or `{error, errors}` when notation errors block the fixes |
//! | `POST /api/fmt` | `{text, force?}` | `{text, changed, diff}`, or `{error, refused, diagnostics}` |
//! | `POST /api/convert?to=pgn\|iccf\|uci\|fen\|json` | `{text, name?, force?}` | `{text, games, refused, diagnostics}` |
//! | `POST /api/decode?lang=ru` | a file's bytes | `{text, encoding, binary, message}`: the text as `iccf convert` reads it (UTF-16 with a byte-order mark, else UTF-8, else Latin-1), the message in `lang` |
//! | `GET /api/board.svg?fen=…&from=52&to=54` | | the diagram of the position, the move's squares marked |
//!
//! Requests never touch the file system. Every request has a body limit ([`BODY_LIMIT`], 413
//! beyond), a time limit ([`TIME_LIMIT`], 408 beyond) and a share of a bounded number of
//! checking threads; a body that is not the JSON a route expects gets 400 with `{error}` saying
//! what is wrong. Every answer carries a Content Security Policy that allows no inline script
//! and no other origin, and `X-Content-Type-Options: nosniff`.
//!
//! # Examples
//!
//! Embedding the validator in a tokio program (the `serve` feature):
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! iccf::serve::serve(listener, async {
//!     let _ = tokio::signal::ctrl_c().await;
//! })
//! .await
//! # }
//! ```

mod api;
mod assets;
mod errors;
mod games;
mod lanes;
mod language;
mod record;
mod request;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::response::Response;
use axum::routing::{get, post};
use tower::limit::ConcurrencyLimitLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// The largest request body accepted, in bytes (8 MiB: about 30,000 games); larger bodies get
/// 413 Payload Too Large.
pub const BODY_LIMIT: usize = 8 * 1024 * 1024;

/// The longest a client may take to send the head of a request (its line and headers); then
/// the connection is closed, so that clients that never finish (slowloris) hold no connection.
pub const HEAD_TIME_LIMIT: Duration = Duration::from_secs(10);

/// The longest a request may take, body upload included; then the answer is 408 Request
/// Timeout.
pub const TIME_LIMIT: Duration = Duration::from_secs(30);

/// How many requests are served at once; more wait their turn.
pub const CONCURRENCY_LIMIT: usize = 256;

/// The longest request target (path and query) read, in bytes; longer ones get 414 URI Too Long
/// with a JSON message. (hyper answers targets over 65,534 bytes itself, with an empty body,
/// before the router sees them.)
pub const URI_LIMIT: usize = 8 * 1024;

/// The most diagnostics (and game summaries) one answer lists by default; an answer that leaves
/// some out says `"truncated": true` and how many there were (`"total"`).
pub const MAX_DIAGNOSTICS: usize = 10_000;

/// The most bytes of text one answer of `/api/convert`, `/api/fmt` or `/api/fix` carries
/// (32 MiB, four times the body limit): a conversion that would write more is refused (422).
pub const OUTPUT_LIMIT: usize = 4 * BODY_LIMIT;

/// How `iccf serve` shares the machine between requests (see [`router_with`]).
///
/// # Examples
///
/// ```
/// let options = iccf::serve::ServeOptions::default().with_max_diagnostics(100);
/// assert_eq!(options.max_diagnostics, 100);
/// let _router = iccf::serve::router_with(&options);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ServeOptions {
    /// Checks run at once in each lane (default: the number of cores).
    pub workers: usize,
    /// Requests with a small body that may wait for a worker (default 256); more get 503.
    pub small_queue: usize,
    /// Requests with a large body that may wait for a worker (default 2 per worker); more get
    /// 503. Each holds its body (up to [`BODY_LIMIT`]) while it waits.
    pub large_queue: usize,
    /// The largest body, by its `Content-Length`, of the small lane (default 64 KiB: a few
    /// hundred games); larger bodies, and bodies sent without a length, take the large lane.
    pub small_body: usize,
    /// The most diagnostics (and game summaries) one answer lists (default [`MAX_DIAGNOSTICS`]).
    pub max_diagnostics: usize,
}

impl Default for ServeOptions {
    fn default() -> Self {
        let workers = std::thread::available_parallelism().map_or(2, usize::from);
        Self {
            workers,
            small_queue: 256,
            large_queue: 2 * workers,
            small_body: 64 * 1024,
            max_diagnostics: MAX_DIAGNOSTICS,
        }
    }
}

impl ServeOptions {
    /// With `workers` checks at once in each lane (at least 1).
    #[must_use]
    pub fn with_workers(mut self, workers: usize) -> Self {
        self.workers = workers.max(1);
        self
    }

    /// With `small` and `large` requests that may wait in their lanes.
    #[must_use]
    pub fn with_queues(mut self, small: usize, large: usize) -> Self {
        self.small_queue = small;
        self.large_queue = large;
        self
    }

    /// With bodies of at most `bytes` taking the small lane.
    #[must_use]
    pub fn with_small_body(mut self, bytes: usize) -> Self {
        self.small_body = bytes;
        self
    }

    /// With at most `max` diagnostics (and game summaries) per answer (at least 1).
    #[must_use]
    pub fn with_max_diagnostics(mut self, max: usize) -> Self {
        self.max_diagnostics = max.max(1);
        self
    }
}

/// The Content Security Policy of every answer: scripts, styles, images and requests from this
/// server only, no inline script or style, no frames, no forms sent elsewhere.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// The router of the page and the API, with the limits and security headers, for mounting in
/// an axum application or serving with [`serve`].
///
/// Checking runs on tokio's blocking threads, at most as many at once as the machine has
/// cores, so that a long check never stalls the answers of other requests.
///
/// # Examples
///
/// ```
/// # tokio::runtime::Runtime::new().unwrap().block_on(async {
/// use tower::ServiceExt;
///
/// let request = axum::http::Request::post("/api/check")
///     .body(axum::body::Body::from(r#"{"text": "1. 5254 5755 2. 5354 *"}"#))
///     .unwrap();
/// let response = iccf::serve::router().oneshot(request).await.unwrap();
/// assert_eq!(response.status(), 200);
/// # });
/// ```
pub fn router() -> Router {
    router_with(&ServeOptions::default())
}

/// [`router`] with options: how many checks run at once, how many requests may wait, and how
/// many diagnostics an answer lists.
pub fn router_with(options: &ServeOptions) -> Router {
    let state = Arc::new(api::Shared::new(options));
    Router::new()
        .route("/", get(assets::index))
        .route("/index.html", get(assets::index))
        .route("/app.js", get(assets::script))
        .route("/style.css", get(assets::style))
        .route("/favicon.svg", get(assets::favicon))
        .route("/api/check", post(api::check))
        .route("/api/fix", post(api::fix))
        .route("/api/fmt", post(api::fmt))
        .route("/api/convert", post(api::convert))
        .route("/api/decode", post(api::decode))
        .route("/api/board.svg", get(api::board))
        .fallback(api::not_found)
        .with_state(state)
        // Innermost first: the body limit (axum's own 2 MB default is replaced by ours), the
        // target and content type checks, then the time and concurrency limits, the JSON body
        // of every error answer, then the headers on every answer, errors included.
        .layer(DefaultBodyLimit::disable())
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(axum::middleware::from_fn(errors::refuse_unreadable))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            TIME_LIMIT,
        ))
        .layer(ConcurrencyLimitLayer::new(CONCURRENCY_LIMIT))
        .layer(axum::middleware::from_fn(errors::explain))
        .layer(header_layer(
            header::CONTENT_SECURITY_POLICY,
            CONTENT_SECURITY_POLICY,
        ))
        .layer(header_layer(header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .layer(header_layer(header::REFERRER_POLICY, "no-referrer"))
        .layer(header_layer(header::X_FRAME_OPTIONS, "DENY"))
        .layer(header_layer(
            HeaderName::from_static("cross-origin-resource-policy"),
            "same-origin",
        ))
}

/// The 413 answer: what the limit is and what to do.
pub(crate) fn too_large() -> Response {
    request::error(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!(
            "the request is larger than {} MiB ({BODY_LIMIT} bytes), the most iccf serve reads at once: send fewer games at a time, or check the file with `iccf check FILE`",
            BODY_LIMIT / (1024 * 1024)
        ),
    )
}

fn header_layer(name: HeaderName, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value))
}

/// Serves [`router`] on `listener` until `shutdown` completes, then finishes the requests under
/// way (graceful shutdown) and returns.
///
/// # Errors
///
/// When accepting connections fails for good.
pub async fn serve(
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_with(listener, &ServeOptions::default(), shutdown).await
}

/// [`serve`] with options (see [`router_with`]).
///
/// # Errors
///
/// When accepting connections fails for good.
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    options: &ServeOptions,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use tower::ServiceExt as _;
    let app = router_with(options);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of file descriptors or a connection reset before it was taken: the
                // listener itself is fine, so wait a moment and go on (as axum::serve does).
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let service = hyper_util::service::TowerToHyperService::new(app.clone().map_request(
            |request: axum::http::Request<hyper::body::Incoming>| {
                request.map(axum::body::Body::new)
            },
        ));
        let mut builder = hyper::server::conn::http1::Builder::new();
        builder
            .timer(hyper_util::rt::TokioTimer::new())
            .header_read_timeout(HEAD_TIME_LIMIT);
        let connection =
            graceful.watch(builder.serve_connection(hyper_util::rt::TokioIo::new(stream), service));
        tokio::spawn(async move {
            // A client that goes away or sends garbage ends its own connection, nothing more.
            let _ = connection.await;
        });
    }
    graceful.shutdown().await;
    Ok(())
}
