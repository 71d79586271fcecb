//! Fuzz target `pgn`: see `iccf_fuzz::oracles::pgn`.

#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| iccf_fuzz::oracles::pgn(bytes));
