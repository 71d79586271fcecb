//! The modules of the integration test binary, one per layer or command.

mod board;
mod board_corpus;
mod cli;
mod convert;
mod docs;
mod lint;
mod pipeline;
mod recovery;
mod support;
mod syntax;
