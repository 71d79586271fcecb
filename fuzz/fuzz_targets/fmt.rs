//! Fuzz target `fmt`: see `iccf_fuzz::oracles::fmt`.

#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| iccf_fuzz::oracles::fmt(bytes));
