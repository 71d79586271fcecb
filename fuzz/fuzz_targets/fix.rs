//! Fuzz target `fix`: see `iccf_fuzz::oracles::fix`.

#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| iccf_fuzz::oracles::fix(bytes));
