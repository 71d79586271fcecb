//! `iccf` reads chess game transcripts written in ICCF numeric notation, reports exactly what is
//! wrong with them, checks every move on a board, lints them, and converts them to and from PGN.
//!
//! The layers, each with one job:
//! - [`syntax`]: characters to a tree with exact spans, and every notation error;
//! - [`board`]: replays the moves with shakmaty and reports illegal ones, with the reason;
//! - [`lint`]: house rules read from the tree and the replay, their levels and `iccf.toml`, and
//!   the fixes of `iccf check --fix`;
//! - [`convert`]: writers for PGN, numeric notation, UCI, FEN and JSON, and the PGN reader;
//! - [`diagram`]: the board of a position as text (terminals, reports) or SVG (web pages);
//! - [`reflection`]: reflection time as ICCF counts it, from the send stamps, and the T rules.
//!
//! [`check`] runs the layers game by game, as `iccf check` does; [`source`] turns a file's bytes
//! into text without losing any; [`render`] writes diagnostics as `iccf check` prints them. The
//! language server (`lsp`) and the web server (`serve`) sit here too, each behind its feature,
//! over the same [`check::Session`]. The library never prints; diagnostics are values
//! ([`Diagnostic`]) with a stable [`Code`], byte [`Span`]s, and 1-based lines and columns
//! (counted in characters) from [`LineIndex`].
//!
//! ```
//! let parsed = iccf::syntax::parse("1. 5254 5755 2. 7163 28369 *");
//! let d = &parsed.diagnostics[0];
//! assert_eq!(d.code.as_str(), "S003");
//! assert_eq!(d.message, "promotion digit 9 is not a piece");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]
// Diagnostics are this crate's product and travel by value; boxing them in every `Err` would
// only add noise (they are rare next to the moves that resolve).
#![allow(clippy::result_large_err)]

pub mod board;
pub mod check;
pub mod codes;
pub mod convert;
pub mod diagnostic;
pub mod diagram;
pub mod diff;
pub mod i18n;
pub mod levels;
pub mod lint;
#[cfg(feature = "lsp")]
pub mod lsp;
pub mod reflection;
pub mod render;
#[cfg(feature = "serve")]
pub mod serve;
pub mod source;
pub mod span;
pub mod syntax;

pub use codes::Code;
pub use diagnostic::{Diagnostic, Severity};
/// shakmaty, whose positions, moves and squares are in this crate's API ([`board::Replay`]).
pub use shakmaty;
pub use span::{LineColumn, LineIndex, Span};

/// The Rust examples of README.md, compiled and run as doctests so that they stay true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The Rust examples of docs/library.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/library.md")]
pub struct LibraryDocDoctests;

/// The Rust examples of docs/convert.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/convert.md")]
pub struct ConvertDocDoctests;

/// The Rust examples of docs/diff.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/diff.md")]
pub struct DiffDocDoctests;

/// The Rust examples of docs/time.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/time.md")]
pub struct TimeDocDoctests;

/// The Rust examples of docs/board.md, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../docs/board.md")]
pub struct BoardDocDoctests;
