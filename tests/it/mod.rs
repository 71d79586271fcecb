//! The modules of the integration test binary, one folder per layer.

mod support;
mod syntax;
