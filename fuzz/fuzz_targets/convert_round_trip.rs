//! Fuzz target `convert_round_trip`: see `iccf_fuzz::oracles::convert_round_trip`.

#![no_main]

libfuzzer_sys::fuzz_target!(|bytes: &[u8]| iccf_fuzz::oracles::convert_round_trip(bytes));
