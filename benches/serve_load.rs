//! Load test of `iccf serve`: many clients at once post real games to `/api/check` for a while,
//! against the real server process (the release binary, started on a free port). Prints
//! requests per second, the latency (p50, p90, p99, max), the errors (any answer but 200, or a
//! connection that fails) and the server's peak resident memory (`VmHWM` of `/proc`, Linux).
//!
//! Each client keeps one HTTP/1.1 connection open and sends its next request when the answer to
//! the last one has arrived (a closed loop, as `wrk` and `oha` do). The client is a few lines on
//! tokio's sockets: the API's answers all have a `Content-Length`, so no HTTP client crate is
//! needed.
//!
//! Alongside them, `ICCF_LOAD_LARGE` clients (6) post large bodies (`ICCF_LOAD_LARGE_BYTES`,
//! 8,000,000: the games repeated, just under the 8 MiB limit) the same way; their answers are
//! counted apart (200, 503 with `Retry-After`, after which such a client waits 250 ms, 413), with
//! their throughput in MB of text checked per second. The small requests' latency is what fair
//! service keeps low while the large ones are checked. A request is lost when its connection
//! fails or its answer is not 200, 413 or 503 with a JSON body.
//!
//! Settings (environment): `ICCF_LOAD_CLIENTS` (200), `ICCF_LOAD_SECONDS` (20),
//! `ICCF_LOAD_GAMES`, a file of games, one posted per request in turn (by default
//! `$ICCF_CORPUS/valid/correspondence.iccf`, else the games of `tests/fixtures/serve/`).
//! Run with `cargo bench --bench serve_load` (not part of `cargo test`).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::net::TcpStream;

/// What one client saw.
#[derive(Default)]
struct Tally {
    /// The latencies of the answers 200.
    latencies: Vec<Duration>,
    /// Answers 503 (busy) and 413 (too large), each with a body.
    busy: usize,
    too_large: usize,
    /// Bytes of the bodies answered 200.
    bytes: usize,
    errors: Vec<String>,
}

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The games to post: each game of the file as its own request body.
fn games() -> (String, Vec<String>) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = std::env::var_os("ICCF_LOAD_GAMES")
        .map(PathBuf::from)
        .or_else(|| {
            let corpus = PathBuf::from(std::env::var_os("ICCF_CORPUS")?);
            Some(corpus.join("valid/correspondence.iccf"))
        })
        .filter(|path| path.is_file());
    let mut files = match &file {
        Some(file) => vec![file.clone()],
        None => {
            let fixtures = root.join("tests/fixtures/serve");
            let mut files = vec![fixtures.join("underpromotion.iccf")];
            let broken = std::fs::read_dir(fixtures.join("broken")).expect("the fixtures");
            files.extend(broken.map(|entry| entry.unwrap().path()));
            files
        }
    };
    files.sort();
    let mut bodies = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("a text file");
        for game in iccf::syntax::games(&text) {
            let span = game.game.span;
            let game_text = &text[span.offset()..span.end()];
            bodies.push(serde_json::json!({ "text": game_text, "name": "game.iccf" }).to_string());
        }
    }
    let from = match &file {
        Some(file) => file.display().to_string(),
        None => "tests/fixtures/serve".to_string(),
    };
    (from, bodies)
}

/// Starts `iccf serve --port 0` and reads the address it prints.
fn start_server() -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(["serve", "--port", "0"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("iccf serve starts");
    let stderr = child.stderr.take().unwrap();
    let mut line = String::new();
    std::io::BufRead::read_line(&mut std::io::BufReader::new(stderr), &mut line).unwrap();
    let address = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .unwrap_or_else(|| panic!("no address in: {line}"))
        .to_string();
    (child, address)
}

/// A `/proc/PID/status` field in kB (`VmHWM`: the peak resident set).
fn status_kb(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A kept-alive connection and the bytes read past the last answer. Reading and writing use
/// tokio's `readable`/`try_read` and `writable`/`try_write`, which need only its `net` feature.
struct Connection {
    stream: TcpStream,
    buffer: Vec<u8>,
}

impl Connection {
    async fn write_all(&self, mut bytes: &[u8]) -> std::io::Result<()> {
        while !bytes.is_empty() {
            self.stream.writable().await?;
            match self.stream.try_write(bytes) {
                Ok(n) => bytes = &bytes[n..],
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// Reads more bytes into the buffer.
    async fn fill(&mut self) -> std::io::Result<()> {
        let mut chunk = vec![0u8; 16 * 1024];
        loop {
            self.stream.readable().await?;
            match self.stream.try_read(&mut chunk) {
                Ok(0) => return Err(std::io::ErrorKind::UnexpectedEof.into()),
                Ok(n) => {
                    self.buffer.extend_from_slice(&chunk[..n]);
                    return Ok(());
                }
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// One request: the status code of the answer and the length of its body, once its whole
    /// body is read.
    async fn exchange(&mut self, address: &str, body: &str) -> std::io::Result<(u16, usize)> {
        // One write for the head and the body, as browsers send a small request: two would
        // meet Nagle's algorithm and the delayed ACK (40 ms a request).
        let request = format!(
            "POST /api/check HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        self.write_all(request.as_bytes()).await?;
        let head_end = loop {
            if let Some(at) = self.buffer.windows(4).position(|w| w == b"\r\n\r\n") {
                break at + 4;
            }
            self.fill().await?;
        };
        let head = String::from_utf8_lossy(&self.buffer[..head_end]).into_owned();
        let status = head
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| std::io::Error::other(format!("no status line: {head:?}")))?;
        let length: usize = head
            .lines()
            .filter_map(|line| line.split_once(':'))
            .find(|(name, _)| name.eq_ignore_ascii_case("content-length"))
            .and_then(|(_, value)| value.trim().parse().ok())
            .ok_or_else(|| std::io::Error::other("no Content-Length"))?;
        while self.buffer.len() < head_end + length {
            self.fill().await?;
        }
        self.buffer.drain(..head_end + length);
        Ok((status, length))
    }
}

/// One client: posts games in turn until `end`, reconnecting after a failed exchange.
async fn client(
    number: usize,
    address: Arc<String>,
    bodies: Arc<Vec<String>>,
    end: Instant,
) -> Tally {
    let mut tally = Tally::default();
    let mut next = number % bodies.len();
    let mut stream = None;
    while Instant::now() < end {
        let connection = match &mut stream {
            Some(connection) => connection,
            None => match TcpStream::connect(address.as_str()).await {
                Ok(connected) => stream.insert(Connection {
                    stream: connected,
                    buffer: Vec::new(),
                }),
                Err(error) => {
                    tally.errors.push(format!("connect: {error}"));
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    continue;
                }
            },
        };
        let started = Instant::now();
        let body = &bodies[next];
        match connection.exchange(&address, body).await {
            Ok((200, _)) => {
                tally.latencies.push(started.elapsed());
                tally.bytes += body.len();
            }
            Ok((503, length)) if length > 0 => {
                tally.busy += 1;
                tokio::time::sleep(Duration::from_millis(250)).await;
            }
            Ok((413, length)) if length > 0 => tally.too_large += 1,
            Ok((status, length)) => tally
                .errors
                .push(format!("status {status} with a body of {length} bytes")),
            Err(error) => {
                tally.errors.push(format!("exchange: {error}"));
                stream = None;
            }
        }
        next = (next + 1) % bodies.len();
    }
    tally
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    #[allow(clippy::cast_sign_loss)] // p is a fraction in 0..=1, so the rank is not negative.
    let rank = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// A large body: the games of `bodies` one after another up to `bytes`.
fn large_body(bodies: &[String], bytes: usize) -> String {
    let mut text = String::new();
    'fill: loop {
        for body in bodies {
            let value: serde_json::Value = serde_json::from_str(body).expect("JSON");
            let game = value["text"].as_str().unwrap_or_default();
            if text.len() + game.len() + 2 > bytes - 64 {
                break 'fill;
            }
            text.push_str(game);
            text.push_str("\n\n");
        }
    }
    serde_json::json!({ "text": text, "name": "large.iccf" }).to_string()
}

/// The latencies, sorted, of `tallies`.
fn latencies(tallies: &[Tally]) -> Vec<Duration> {
    let mut all: Vec<Duration> = tallies.iter().flat_map(|t| t.latencies.clone()).collect();
    all.sort();
    all
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Prints the small requests' count and latency, the large ones' answers and throughput, and
/// the server's memory.
fn report(
    small: &[Tally],
    large_tallies: &[Tally],
    seconds: f64,
    idle_kb: Option<u64>,
    peak_kb: Option<u64>,
) {
    let small_latencies = latencies(small);
    let ok = small_latencies.len();
    let small_busy: usize = small.iter().map(|t| t.busy + t.too_large).sum();
    println!(
        "small requests: {ok} ok ({:.0}/s), {small_busy} answered 503/413",
        ok as f64 / seconds
    );
    if ok > 0 {
        println!(
            "small latency: p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            ms(percentile(&small_latencies, 0.50)),
            ms(percentile(&small_latencies, 0.90)),
            ms(percentile(&small_latencies, 0.99)),
            ms(small_latencies[ok - 1])
        );
    }
    let large_latencies = latencies(large_tallies);
    let large_ok = large_latencies.len();
    let large_bytes: usize = large_tallies.iter().map(|t| t.bytes).sum();
    let large_busy: usize = large_tallies.iter().map(|t| t.busy).sum();
    let large_too_large: usize = large_tallies.iter().map(|t| t.too_large).sum();
    println!(
        "large requests: {large_ok} ok, {large_busy} answered 503 (busy, Retry-After), {large_too_large} answered 413; throughput {:.2} MB/s ({:.2} requests/s)",
        large_bytes as f64 / 1e6 / seconds,
        large_ok as f64 / seconds
    );
    if large_ok > 0 {
        println!(
            "large latency: p50 {:.0} ms, max {:.0} ms",
            ms(percentile(&large_latencies, 0.50)),
            ms(large_latencies[large_ok - 1])
        );
    }
    let mb = |kb: Option<u64>| {
        kb.map_or("?".to_string(), |kb| {
            format!("{:.1} MB", kb as f64 / 1024.0)
        })
    };
    println!(
        "server memory: {} resident at the start, {} at the peak",
        mb(idle_kb),
        mb(peak_kb)
    );
}

fn main() {
    let clients = setting("ICCF_LOAD_CLIENTS", 200) as usize;
    let large_clients = setting("ICCF_LOAD_LARGE", 6) as usize;
    let large_bytes = setting("ICCF_LOAD_LARGE_BYTES", 8_000_000) as usize;
    let seconds = setting("ICCF_LOAD_SECONDS", 20);
    let (from, bodies) = games();
    assert!(!bodies.is_empty(), "no game in {from}");
    let mean = bodies.iter().map(String::len).sum::<usize>() / bodies.len();
    let large = large_body(&bodies, large_bytes);
    let (mut server, address) = start_server();
    let pid = server.id();
    println!(
        "iccf serve at {address}: {clients} clients posting {} games of {from} (body {mean} bytes on average) and {large_clients} clients posting bodies of {} bytes, for {seconds} s",
        bodies.len(),
        large.len()
    );
    let idle_kb = status_kb(pid, "VmRSS:");

    // The clients get one thread, so that the server keeps the rest of the machine.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let started = Instant::now();
    let end = started + Duration::from_secs(seconds);
    let (small, large_tallies) = runtime.block_on(async {
        let address = Arc::new(address);
        let bodies = Arc::new(bodies);
        let large = Arc::new(vec![large]);
        let large_tasks: Vec<_> = (0..large_clients)
            .map(|n| tokio::spawn(client(n, Arc::clone(&address), Arc::clone(&large), end)))
            .collect();
        let tasks: Vec<_> = (0..clients)
            .map(|n| tokio::spawn(client(n, Arc::clone(&address), Arc::clone(&bodies), end)))
            .collect();
        let mut small = Vec::new();
        for task in tasks {
            small.push(task.await.expect("a client"));
        }
        let mut large = Vec::new();
        for task in large_tasks {
            large.push(task.await.expect("a client"));
        }
        (small, large)
    });
    let elapsed = started.elapsed();
    let peak_kb = status_kb(pid, "VmHWM:");
    let _ = server.kill();
    let _ = server.wait();

    report(
        &small,
        &large_tallies,
        elapsed.as_secs_f64(),
        idle_kb,
        peak_kb,
    );
    let errors: Vec<&String> = small
        .iter()
        .chain(&large_tallies)
        .flat_map(|t| &t.errors)
        .collect();
    println!("lost requests (errors): {}", errors.len());
    for error in errors.iter().take(5) {
        println!("error: {error}");
    }
    if !errors.is_empty() {
        std::process::exit(1);
    }
}
