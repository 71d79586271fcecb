//! The one integration test binary of `iccf`. Each area of the product is a module under
//! `tests/it/`, so that Cargo links a single binary.

#[path = "it/lint.rs"]
mod lint;
