//! Fuzz target `check`: see `iccf_fuzz::oracles::check`.

#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| iccf_fuzz::oracles::check(bytes));
