//! The inputs fuzzing found (`tests/fixtures/fuzz/`, named after the target that found them and
//! the fault), replayed through every oracle of the fuzz targets, with the fault's own values
//! asserted and variations of its kind.

use std::path::Path;

use rstest::rstest;

use super::oracles;

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/fuzz")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every fixture holds under every oracle.
#[rstest]
#[case::check_binary_after_bom("check-binary-after-bom.iccf")]
fn fuzz_findings_hold_under_every_oracle(#[case] name: &str) {
    let bytes = fixture(name);
    oracles::check(&bytes);
    oracles::fix(&bytes);
    oracles::convert_round_trip(&bytes);
    oracles::fmt(&bytes);
    oracles::pgn(&bytes);
}

/// A file that is not text is flagged on its first character, whole: a byte-order mark or a
/// letter of several bytes is not cut (found by the `check` target: a BOM, then a NUL byte).
#[rstest]
#[case::bom_then_nul(b"\xef\xbb\xbf[Event \"A\"]\0".as_slice(), (0, 3), "binary data (it holds NUL bytes)")]
#[case::two_byte_letter(b"\xc3\xa9 1. 5254\0".as_slice(), (0, 2), "binary data (it holds NUL bytes)")]
#[case::four_byte_letter(b"\xf0\x9f\x98\x80\0".as_slice(), (0, 4), "binary data (it holds NUL bytes)")]
#[case::ascii(b"1. 5254\0".as_slice(), (0, 1), "binary data (it holds NUL bytes)")]
#[case::bad_first_byte(b"\xff\0".as_slice(), (0, 1), "binary data (it holds NUL bytes)")]
#[case::gzip(b"\x1f\x8b\x08\0".as_slice(), (0, 1), "a gzip archive: unpack it first (gunzip)")]
#[case::fixture_of_the_finding(&fixture("check-binary-after-bom.iccf"), (0, 3), "binary data (it holds NUL bytes)")]
fn a_binary_file_is_flagged_on_its_whole_first_character(
    #[case] bytes: &[u8],
    #[case] span: (usize, usize),
    #[case] kind: &str,
) {
    let decoded = iccf::source::decode(bytes);
    assert!(decoded.binary);
    let d = decoded.diagnostic.expect("a diagnostic");
    assert_eq!(
        (d.code.as_str(), d.span.offset, d.span.len),
        ("S001", span.0, span.1)
    );
    assert_eq!(
        d.message,
        format!("the file is not a text file: it looks like {kind}")
    );
    oracles::check(bytes);
}
