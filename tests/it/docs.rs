//! The documentation agrees with the code: README.md lists every diagnostic code with its name
//! and default level, and `iccf explain` has a text for each.

use iccf::Code;

#[test]
fn readme_lists_every_code_with_its_name_and_level() {
    let readme = include_str!("../../README.md");
    for code in Code::ALL {
        let row = format!(
            "| `{}` | `{}` | {} |",
            code.as_str(),
            code.name(),
            code.default_severity().as_str()
        );
        assert!(readme.contains(&row), "README.md has no row starting {row}");
    }
}
