//! The modules of the integration test binary, one per layer or command.

mod board;
mod board_corpus;
mod cli;
mod convert;
mod docs;
mod lint;
mod recovery;
#[cfg(feature = "serve")]
mod serve;
mod support;
mod syntax;
