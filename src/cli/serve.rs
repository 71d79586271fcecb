//! `iccf serve`: the validator in the browser, on this machine.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub(crate) struct ServeArgs {
    /// The port to listen on (0: any free port, printed at the start).
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// The address to listen on. The default, 127.0.0.1, is reachable from this computer only;
    /// 0.0.0.0 (or this computer's address) opens the page to the network, with no password.
    #[arg(long, value_name = "ADDRESS", default_value_t = IpAddr::V4(Ipv4Addr::LOCALHOST))]
    bind: IpAddr,
    /// The most diagnostics (and game summaries) one answer lists; an answer that leaves some
    /// out says so (`"truncated": true` and the `"total"`).
    #[arg(long, value_name = "N", default_value_t = iccf::serve::MAX_DIAGNOSTICS)]
    max_diagnostics: usize,
    /// Checks run at once in each lane, the small requests' and the large ones' (default: the
    /// number of cores).
    #[arg(long, value_name = "N")]
    workers: Option<usize>,
    /// Requests with a large body (over 64 KiB) that may wait for a worker; more get 503 with
    /// Retry-After (default: 2 per worker). Each holds up to 8 MiB while it waits.
    #[arg(long, value_name = "N")]
    large_queue: Option<usize>,
    /// Requests with a small body that may wait for a worker; more get 503 (default 256).
    #[arg(long, value_name = "N")]
    small_queue: Option<usize>,
}

impl ServeArgs {
    fn options(&self) -> iccf::serve::ServeOptions {
        let mut options = iccf::serve::ServeOptions::default();
        if let Some(workers) = self.workers {
            let small = options.small_queue;
            options = options
                .with_workers(workers)
                .with_queues(small, 2 * workers.max(1));
        }
        let small = self.small_queue.unwrap_or(options.small_queue);
        let large = self.large_queue.unwrap_or(options.large_queue);
        options
            .with_queues(small, large)
            .with_max_diagnostics(self.max_diagnostics)
    }
}

pub(crate) fn run(args: &ServeArgs) -> ExitCode {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            note!("error: cannot start the server: {error}");
            return ExitCode::from(2);
        }
    };
    runtime.block_on(serve(SocketAddr::new(args.bind, args.port), args.options()))
}

async fn serve(address: SocketAddr, options: iccf::serve::ServeOptions) -> ExitCode {
    let listener = match tokio::net::TcpListener::bind(address).await {
        Ok(listener) => listener,
        Err(error) => {
            note!("error: cannot listen on {address}: {error}");
            if error.kind() == std::io::ErrorKind::AddrInUse {
                note!(
                    "  help: another program uses port {}; choose another with --port (--port 0 picks a free one)",
                    address.port()
                );
            }
            return ExitCode::from(2);
        }
    };
    let stop = match stop_signal() {
        Ok(stop) => stop,
        Err(error) => {
            note!("error: cannot watch for Ctrl-C: {error}");
            return ExitCode::from(2);
        }
    };
    let local = listener.local_addr().unwrap_or(address);
    if !address.ip().is_loopback() {
        note!(
            "warning: listening on {} makes the page reachable from other computers, with no password; use the default --bind 127.0.0.1 to keep it on this one",
            address.ip()
        );
    }
    let shown = if local.ip().is_unspecified() {
        SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), local.port())
    } else {
        local
    };
    note!("iccf serve: open http://{shown}/ in a browser (Ctrl-C stops)");
    match iccf::serve::serve_with(listener, &options, stop).await {
        Ok(()) => {
            note!("iccf serve: stopped");
            ExitCode::SUCCESS
        }
        Err(error) => {
            note!("error: the server stopped: {error}");
            ExitCode::from(2)
        }
    }
}

/// A future that completes on Ctrl-C (SIGINT), or on SIGTERM where there are signals. The
/// handlers are installed here, before the address is printed, so that a Ctrl-C right after
/// it is a graceful stop and not the default death.
fn stop_signal() -> std::io::Result<impl std::future::Future<Output = ()> + Send + 'static> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut interrupt = signal(SignalKind::interrupt())?;
        let mut terminate = signal(SignalKind::terminate())?;
        Ok(async move {
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
            }
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            let _ = tokio::signal::ctrl_c().await;
        })
    }
}
