//! Tests of the syntax layer (`iccf::syntax`) through its public API.

mod boundary;
mod corpus;
mod fixtures;
mod grammar;
mod linear;
mod mistakes;
mod pasted;
mod plain_reading;
mod properties;
mod prose;
mod rules;
