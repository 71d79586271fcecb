//! The documentation agrees with the code: README.md lists every diagnostic code with its name,
//! default level and whether `--fix` repairs it, stays short enough to read in five minutes and
//! links every page of `docs/`; docs/output-formats.md shows the SARIF rule index iccf writes.

use std::path::Path;

use iccf::Code;

const README: &str = include_str!("../../README.md");

#[test]
fn readme_lists_every_code_with_its_name_level_and_fix() {
    for code in Code::ALL {
        let row = format!(
            "| `{}` | `{}` | {} | {} |",
            code.as_str(),
            code.name(),
            code.default_severity().as_str(),
            if code.fixable() { "yes" } else { "no" }
        );
        assert!(README.contains(&row), "README.md has no row starting {row}");
    }
}

#[test]
fn the_sarif_example_has_the_rule_index_iccf_writes() {
    let page = include_str!("../../docs/output-formats.md");
    let example = page
        .split("\"ruleId\": \"L001\",\n  \"ruleIndex\": ")
        .nth(1)
        .expect("docs/output-formats.md has a SARIF result of L001");
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

/// A newcomer reads the README in five minutes; the rest is one link away.
#[test]
fn the_readme_is_short_and_links_every_page_of_docs() {
    let lines = README.lines().count();
    assert!(lines <= 400, "README.md has {lines} lines");
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let mut pages = 0;
    for entry in std::fs::read_dir(&docs).expect("docs/") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "md") {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            pages += 1;
            assert!(
                README.contains(&format!("(docs/{name})"))
                    || README.contains(&format!("(docs/{name}#")),
                "README.md does not link docs/{name}"
            );
        }
    }
    assert!(pages >= 10, "{pages} pages in docs/");
}

/// The README's two set-up commands, and CI runs the test one.
#[test]
fn the_set_up_commands_are_the_ones_ci_runs() {
    for command in [
        "```sh\ncargo run --release -- check examples/alekhine-postal-1907.iccf\n```",
        "```sh\ncargo test --release\n```",
    ] {
        assert!(README.contains(command), "README.md lacks {command}");
    }
    let ci = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run"))
        .expect(".ci/run");
    assert!(
        ci.lines().any(|line| line.trim() == "cargo test --release"),
        ".ci/run does not run the README's test command"
    );
}
