//! The whole pipeline under arbitrary and generated input: the oracles of the fuzz targets
//! (`fuzz/src/oracles.rs`, included here so that the normal suite checks the same rules on
//! stable), property tests on generated legal games with mistakes put in, the real binary on
//! arbitrary bytes, and the inputs fuzzing found, kept as regression cases.

mod binary;
mod games;
#[path = "../../../fuzz/src/oracles.rs"]
#[allow(dead_code)]
pub mod oracles;
mod properties;
mod regressions;
mod slips;
