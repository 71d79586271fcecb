//! Whether the binary's output is coloured; the writers themselves are `iccf::render`'s.

use std::io::IsTerminal;

/// Whether to colour human output: only on a terminal, and never when `NO_COLOR` is set.
pub(crate) fn use_colour() -> bool {
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// Whether to colour what goes to standard error (configuration mistakes).
pub(crate) fn use_colour_stderr() -> bool {
    std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}
