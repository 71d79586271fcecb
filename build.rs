//! Build script: only tells Cargo to rebuild the tests when a fixture is added or removed, since
//! rstest's `#[files]` lists the fixture files when the test binary is compiled.

fn main() {
    println!("cargo::rerun-if-changed=tests/fixtures");
}
