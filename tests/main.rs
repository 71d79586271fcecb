//! The integration tests of `iccf`, in one test binary; each module under `tests/it/` tests one
//! layer or command through the public API.

mod it {
    pub mod convert;
}
