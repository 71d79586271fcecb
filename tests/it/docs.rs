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

#[test]
fn the_sarif_example_of_readme_has_the_rule_index_iccf_writes() {
    let readme = include_str!("../../README.md");
    let example = readme
        .split("\"ruleId\": \"L001\",\n  \"ruleIndex\": ")
        .nth(1)
        .expect("README has a SARIF result of L001");
    let index: usize = example
        .split(',')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number");
    assert_eq!(index, Code::MoveNumber.index());
}
