//! The `iccf` command line: argument parsing, rendering and exit codes. All checking is done by
//! the library; this binary only reads files and prints.

mod cli;

fn main() -> std::process::ExitCode {
    cli::run()
}
