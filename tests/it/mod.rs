//! The modules of the integration test binary, one per layer or command.

mod board;
mod lint;
mod support;
mod syntax;
