//! Tests of the syntax layer (`iccf::syntax`) through its public API.

mod fixtures;
mod properties;
mod rules;
