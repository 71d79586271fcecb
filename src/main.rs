//! The `iccf` command line: argument parsing, rendering and exit codes. All checking is done by
//! the library; this binary only reads files and prints.

mod cli;

/// mimalloc: a game's vectors come and go on every thread (see Cargo.toml).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    cli::run()
}
