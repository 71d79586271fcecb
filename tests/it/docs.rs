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

/// docs/repairs.md, the stable interface of the repairs: a row for every slip kind, and its
/// JSON example is what `iccf check --format json` writes for the game it shows.
#[test]
fn docs_repairs_lists_every_slip_kind_and_its_json_example_is_real() {
    let doc = include_str!("../../docs/repairs.md");
    for kind in iccf::diagnostic::SlipKind::ALL {
        let row = format!("| `{}` |", kind.as_str());
        assert!(
            doc.contains(&row),
            "docs/repairs.md has no row starting {row}"
        );
    }
    let opera = "[Event \"Paris\"]
[Site \"Paris FRA\"]
[Date \"1858.??.??\"]
[Round \"?\"]
[White \"Morphy, Paul\"]
[Black \"Duke Karl / Count Isouard\"]
[Result \"1-0\"]

1. 5254 5755 2. 7163 4746 3. 4244 3874 4. 4455 7463 5. 4163 4655 6. 6134 7866
7. 6323 4875 8. 2133 3736 9. 3175 2725 10. 3325 3625 11. 3425 2847 12. 5131 1848
13. 4147 4847 14. 8141 5756 15. 2547 6647 16. 2328 4728 17. 4148 1-0
";
    // The excerpt of the human report shows these lines.
    for line in opera.lines().skip(8) {
        assert!(doc.contains(line), "docs/repairs.md does not show {line}");
    }
    let index = iccf::LineIndex::new(opera);
    let source = iccf::render::Source::new("opera.iccf", opera, &index);
    let label = iccf::render::GameLabel::new(1);
    let written: Vec<String> =
        iccf::check::check_games(opera, iccf::check::CheckOptions::default())
            .flat_map(|g| g.diagnostics)
            .map(|d| {
                serde_json::to_string(&iccf::render::JsonRecord::new(&source, Some(&label), &d))
                    .expect("JSON")
            })
            .collect();
    let example = doc
        .lines()
        .find(|l| l.starts_with("{\"file\":\"opera.iccf\""))
        .expect("docs/repairs.md has a JSON record");
    assert_eq!(written, [example]);
}
