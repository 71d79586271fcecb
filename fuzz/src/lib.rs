//! The oracles of the fuzz targets (`oracles.rs`, shared with the normal test suite).

pub mod oracles;
