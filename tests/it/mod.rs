//! The modules of the integration test binary, one per layer or command.

mod board;
mod board_corpus;
mod lint;
mod support;
mod syntax;
