//! The modules of the integration test binary, one per layer or command.

mod architecture;
mod board;
mod board_corpus;
mod cli;
mod compact_check;
mod convert;
mod diagram;
mod diff;
mod docs;
mod generated_games;
mod i18n;
mod lint;
mod lsp;
mod new_user;
mod pipeline;
mod recovery;
mod repairs;
#[cfg(feature = "serve")]
mod serve;
mod support;
mod syntax;
mod time;
