//! Tests of the syntax layer (`iccf::syntax`) through its public API.

mod corpus;
mod fixtures;
mod grammar;
mod properties;
mod rules;
