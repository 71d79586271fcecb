//! Whether the binary's output is coloured (`--color`, `NO_COLOR`, `CLICOLOR_FORCE`, a terminal
//! or not, as anstream decides); the writers themselves are `iccf::render`'s.

/// Sets the `--color` choice for the whole run.
pub(crate) fn set_colour(choice: anstream::ColorChoice) {
    choice.write_global();
}

/// Whether to colour human reports on standard output.
pub(crate) fn use_colour() -> bool {
    anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never
}

/// Whether to colour what goes to standard error (configuration mistakes, refused files).
pub(crate) fn use_colour_stderr() -> bool {
    anstream::AutoStream::choice(&std::io::stderr()) != anstream::ColorChoice::Never
}
