//! Fuzz target `legality`: see `iccf_fuzz::oracles::legality`.

#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| iccf_fuzz::oracles::legality(bytes));
