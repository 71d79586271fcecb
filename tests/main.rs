//! The one integration test binary of `iccf`: the syntax layer's rule tables, fixtures with
//! snapshots, tree invariants, property tests, the corpus sweep and the grammar check.
//!
//! Everything lives in modules under `tests/it/`, so that Cargo links a single binary.

mod it;
