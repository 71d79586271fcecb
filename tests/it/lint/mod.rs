//! The lint layer and `iccf check` as a user meets them: rule fixtures (`tests/fixtures/lint/`),
//! levels and `iccf.toml`, every output format on several files, the SARIF schema, and `--fix`.
//!
//! Fixtures, one test case a file: `ok/CODE-name.iccf` must give no diagnostic at all with the
//! default levels; `err/CODE-name.iccf` must give exactly the diagnostics of its insta snapshot
//! `err/CODE-name.snap` (`line:column severity code message`, one per line); a fixable rule's
//! err fixture also has the snapshot `err/CODE-name.fixed.snap`, the text after
//! `iccf check --fix`. A missing or different snapshot fails the test (insta writes the new one
//! beside it as `.snap.new`; `cargo insta review` accepts it).

use std::path::{Path, PathBuf};
use std::process::Output;

mod cli_items;
mod fix_after_errors;
mod help_texts;
mod unicode;

use super::support::{iccf, stderr, stdout};
use iccf::check::{CheckOptions, check_games};
use iccf::codes::Layer;
use iccf::{Code, LineIndex};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint")
}

/// The folder of the rule fixtures of `code`'s layer: `tests/fixtures/board` for the board's
/// codes, `tests/fixtures/lint` for the others (lint, time and the fixable syntax codes).
fn fixtures_of(code: Code) -> PathBuf {
    if code.layer() == Layer::Board {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/board")
    } else {
        fixtures()
    }
}

/// The rule fixtures of every layer in `folder` (`err` or `ok`), sorted.
fn fixture_files(folder: &str) -> Vec<PathBuf> {
    let board = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/board");
    let mut files: Vec<PathBuf> = [fixtures(), board]
        .iter()
        .flat_map(|root| std::fs::read_dir(root.join(folder)).expect("fixture folder"))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "iccf" || e == "pgn"))
        .collect();
    files.sort();
    files
}

/// Asserts `got` against the insta snapshot `name` (`NAME.snap`) in the fixture folder `dir`.
fn assert_fixture_snapshot(dir: &Path, name: &str, got: &str) {
    insta::with_settings!({
        snapshot_path => dir,
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name.to_string(), got);
    });
}

/// The options `iccf check` reads the fixture at `path` with: a `.pgn` file in the notation
/// decided per game (SAN games are algebraic), any other in numeric notation; default levels.
fn options_for(path: &Path) -> CheckOptions {
    let pgn = path.extension().is_some_and(|e| e == "pgn");
    let notation = if pgn {
        iccf::syntax::Notation::Auto
    } else {
        iccf::syntax::Notation::Numeric
    };
    CheckOptions::default().with_notation(notation)
}

/// The `err` fixture of `code` (`CODE-name`): its `.iccf` file, or its `.pgn` file for the
/// codes of PGN input.
fn err_fixture_of(code: Code) -> PathBuf {
    let name = format!("{}-{}", code.as_str(), code.name());
    let iccf = fixtures_of(code).join("err").join(format!("{name}.iccf"));
    if iccf.exists() {
        iccf
    } else {
        iccf.with_extension("pgn")
    }
}

/// `line:column severity code message` of every diagnostic of the fixture `text` at `path`,
/// default levels.
fn snapshot(text: &str, path: &Path) -> String {
    let index = LineIndex::new(text);
    let mut out = String::new();
    for game in check_games(text, options_for(path)) {
        for d in game.diagnostics {
            let at = index.position(text, d.span.offset());
            out.push_str(&format!(
                "{}:{} {} {} {}\n",
                at.line,
                at.column,
                d.severity.as_str(),
                d.code,
                d.message
            ));
        }
    }
    out
}

/// The rules the fixtures must cover: the lint layer, the T rules of reflection time (their
/// fixtures give the control in a `TimeControl` tag), and the fixable codes of the other layers.
fn rules_under_test() -> Vec<Code> {
    Code::ALL
        .iter()
        .copied()
        .filter(|c| matches!(c.layer(), Layer::Lint | Layer::Time) || c.fixable())
        .collect()
}

fn code_of(path: &Path) -> Option<Code> {
    let stem = path.file_stem()?.to_str()?;
    Code::find(stem.split('-').next()?)
}

/// A fresh folder under the target directory (not /tmp, so that no stray iccf.toml above it
/// is found), removed when dropped.
fn scratch() -> tempfile::TempDir {
    let base = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tempfile::Builder::new()
        .prefix("lint-")
        .tempdir_in(base)
        .expect("temporary folder")
}

// ---- fixtures ------------------------------------------------------------------------------

#[rstest::rstest]
fn an_ok_fixture_gives_no_diagnostic(
    #[files("tests/fixtures/lint/ok/*.iccf")]
    #[files("tests/fixtures/lint/ok/*.pgn")]
    #[files("tests/fixtures/board/ok/*.iccf")]
    path: PathBuf,
) {
    let text = std::fs::read_to_string(&path).expect("fixture");
    assert_eq!(
        snapshot(&text, &path),
        "",
        "{} must give no diagnostic",
        path.display()
    );
}

#[rstest::rstest]
fn an_err_fixture_gives_exactly_the_diagnostics_of_its_snapshot(
    #[files("tests/fixtures/lint/err/*.iccf")]
    #[files("tests/fixtures/lint/err/*.pgn")]
    #[files("tests/fixtures/board/err/*.iccf")]
    path: PathBuf,
) {
    let text = std::fs::read_to_string(&path).expect("fixture");
    let got = snapshot(&text, &path);
    let name = path.file_stem().and_then(|s| s.to_str()).expect("a name");
    assert_fixture_snapshot(path.parent().expect("a folder"), name, &got);
    let code = code_of(&path).expect("fixture named after its code");
    assert!(
        got.lines()
            .any(|l| l.split(' ').nth(2) == Some(code.as_str())),
        "{} does not trigger {code}",
        path.display()
    );
}

#[test]
fn every_rule_has_fixtures_that_trigger_it_and_fixtures_that_must_not() {
    let err: Vec<Option<Code>> = fixture_files("err").iter().map(|p| code_of(p)).collect();
    let ok: Vec<Option<Code>> = fixture_files("ok").iter().map(|p| code_of(p)).collect();
    for code in rules_under_test() {
        assert!(
            err.contains(&Some(code)),
            "no err/ fixture for {code} {}",
            code.name()
        );
        assert!(
            ok.contains(&Some(code)),
            "no ok/ fixture for {code} {}",
            code.name()
        );
        let fixed = fixtures_of(code).join("err").join(format!(
            "{}-{}.fixed.snap",
            code.as_str(),
            code.name()
        ));
        assert_eq!(
            fixed.exists(),
            code.fixable(),
            "{}: a .fixed snapshot exactly for the fixable rules",
            fixed.display()
        );
    }
}

// ---- --fix ---------------------------------------------------------------------------------

/// Applies the edits of the JSON records (one round) to `text` by hand: the bytes between the
/// edits are copied from the original.
fn splice(text: &str, json_lines: &str) -> String {
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    for line in json_lines.lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("json line");
        for edit in record["fix"]["edits"].as_array().into_iter().flatten() {
            let offset = edit["offset"].as_u64().expect("offset") as usize;
            let length = edit["length"].as_u64().expect("length") as usize;
            edits.push((
                offset,
                length,
                edit["replacement"]
                    .as_str()
                    .expect("replacement")
                    .to_string(),
            ));
        }
    }
    edits.sort();
    let mut out = String::new();
    let mut at = 0;
    for (offset, length, replacement) in edits {
        assert!(offset >= at, "overlapping edits at {offset}");
        out.push_str(&text[at..offset]);
        out.push_str(&replacement);
        at = offset + length;
    }
    out.push_str(&text[at..]);
    out
}

#[test]
fn fix_writes_the_fixed_file_changes_only_the_fixed_spans_and_is_stable() {
    for code in rules_under_test().into_iter().filter(|c| c.fixable()) {
        let name = format!("{}-{}", code.as_str(), code.name());
        let fixture = err_fixture_of(code);
        let original = std::fs::read_to_string(&fixture).expect("fixture");
        let dir = scratch();
        let file_name = fixture
            .file_name()
            .expect("a file")
            .to_string_lossy()
            .to_string();
        let file = dir.path().join(&file_name);
        std::fs::write(&file, &original).expect("copy");
        let json = iccf(
            &["check", "--isolated", "--format", "json", &file_name],
            dir.path(),
        );
        let first = iccf(&["check", "--isolated", "--fix", &file_name], dir.path());
        let fixed = std::fs::read_to_string(&file).expect("fixed file");
        assert!(first.status.code().is_some(), "{name}: {}", stderr(&first));
        assert_fixture_snapshot(
            &fixtures_of(code).join("err"),
            &format!("{name}.fixed"),
            &fixed,
        );
        assert_ne!(fixed, original, "{name}: --fix changed nothing");
        // Every byte outside the edits announced in the JSON output is the original's.
        assert_eq!(
            splice(&original, &stdout(&json)),
            fixed,
            "{name}: bytes outside the fix spans changed"
        );
        // A second run finds nothing left to fix.
        let second = iccf(&["check", "--isolated", "--fix", &file_name], dir.path());
        assert_eq!(
            std::fs::read_to_string(&file).expect("file"),
            fixed,
            "{name}: the second --fix changed the file"
        );
        assert!(
            stderr(&second).contains("--fix: 0 problems fixed in 0 files"),
            "{}",
            stderr(&second)
        );
        // No temporary file is left behind.
        let left: Vec<_> = std::fs::read_dir(dir.path())
            .expect("dir")
            .map(|e| e.expect("entry").file_name())
            .collect();
        assert_eq!(left.len(), 1, "{left:?}");
    }
}

#[cfg(unix)]
#[test]
fn fix_keeps_the_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch();
    let file = dir.path().join("game.iccf");
    std::fs::copy(fixtures().join("err/S017-nonstandard-result.iccf"), &file).expect("copy");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    let output = iccf(&["check", "--isolated", "--fix", "game.iccf"], dir.path());
    assert!(
        stderr(&output).contains("2 problems fixed in 1 file"),
        "{}",
        stderr(&output)
    );
    let mode = std::fs::metadata(&file)
        .expect("metadata")
        .permissions()
        .mode()
        & 0o777;
    assert_eq!(mode, 0o640);
}

#[test]
fn fix_leaves_a_file_with_syntax_errors_alone_unless_forced() {
    let dir = scratch();
    let file = dir.path().join("broken.iccf");
    let text = "[Event \"E\"]\n[Site \"S\"]\n[Date \"2019.05.12\"]\n[Round \"1\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n1. 52-54 5755 2. 7163 2859 ½-½\n";
    std::fs::write(&file, text).expect("write");
    let refused = iccf(&["check", "--isolated", "--fix", "broken.iccf"], dir.path());
    assert_eq!(
        std::fs::read_to_string(&file).expect("file"),
        text,
        "the file was changed"
    );
    assert_eq!(refused.status.code(), Some(1));
    assert!(
        stderr(&refused)
            .contains("broken.iccf: not fixed: 1 notation error that --fix cannot repair"),
        "{}",
        stderr(&refused)
    );
    let forced = iccf(
        &["check", "--isolated", "--fix", "--force", "broken.iccf"],
        dir.path(),
    );
    assert_eq!(
        std::fs::read_to_string(&file).expect("file"),
        text.replace("52-54", "5254").replace("½-½", "1/2-1/2"),
        "{}",
        stderr(&forced)
    );
    assert_eq!(
        forced.status.code(),
        Some(1),
        "the syntax error is still reported"
    );
}

/// A file that is not UTF-8 is fixed in its own encoding: the bytes it does not fix stay as
/// they were (the Latin-1 ü stays the byte 0xFC).
#[test]
fn fix_writes_a_file_that_is_not_utf8_back_in_its_encoding() {
    let dir = scratch();
    let file = dir.path().join("latin1.iccf");
    let bytes = b"[White \"M\xfcller\"]\n\n1. 52-54 *\n".to_vec();
    std::fs::write(&file, &bytes).expect("write");
    let output = iccf(
        &["check", "--isolated", "--fix", "--force", "latin1.iccf"],
        dir.path(),
    );
    assert_eq!(
        std::fs::read(&file).expect("file"),
        b"[White \"M\xfcller\"]\n\n1. 5254 *\n"
    );
    assert!(
        stderr(&output).contains("S035 legacy-encoding"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn diff_prints_a_unified_diff_and_writes_nothing() {
    let dir = scratch();
    let file = dir.path().join("short.iccf");
    let original = std::fs::read_to_string(err_fixture_of(Code::ShortPromotion)).expect("fixture");
    std::fs::write(&file, &original).expect("write");
    let output = iccf(&["check", "--isolated", "--diff", "short.iccf"], dir.path());
    assert_eq!(std::fs::read_to_string(&file).expect("file"), original);
    assert_eq!(output.status.code(), Some(1), "a file would change");
    let diff = stdout(&output);
    assert!(
        diff.starts_with("--- short.iccf\n+++ short.iccf\n@@ "),
        "{diff}"
    );
    assert!(
        diff.contains("\n-1. 5751 1213 *\n+1. 57581 1213 *\n"),
        "{diff}"
    );
    assert!(
        stderr(&output).contains("--diff: 1 file would change"),
        "{}",
        stderr(&output)
    );
}

/// Bruzon - Adams, Wijk aan Zee 2005, as played.
const BRUZON_ADAMS: &str = "[Event \"Corus A\"]
[Site \"Wijk aan Zee NED\"]
[Date \"2005.01.17\"]
[Round \"3\"]
[White \"Bruzon,L\"]
[Black \"Adams,Mi\"]
[Result \"1/2-1/2\"]

1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725
7. 1423 5878 8. 4244 4746 9. 3233 3874 10. 3153 5544 11. 3344 3615 12. 2332 3735
13. 4435 4635 14. 2133 1534 15. 5455 4841 16. 1141 7463 17. 5566 6341 18. 6657 4132
19. 57681 1868 20. 5335 6838 21. 3345 7888 22. 3544 3446 23. 4524 1615 24. 2432 3832
25. 8283 8786 26. 5155 1514 27. 5535 3242 28. 4455 1413 29. 2213 4634 30. 3525 1/2-1/2
";

/// `--fix-moves --diff` shows the moves the board found were meant (9... Bg4 written `3864`,
/// 24. Nxc2 written `2442`) as a unified diff and writes nothing; `--diff` alone leaves the
/// record as it is (only the players can confirm a changed record); `--fix-moves` writes them.
#[test]
fn fix_moves_with_diff_shows_the_moves_meant() {
    let dir = scratch();
    let file = dir.path().join("slips.iccf");
    let slipped = BRUZON_ADAMS
        .replace("9. 3233 3874", "9. 3233 3864")
        .replace("24. 2432 3832", "24. 2442 3832");
    std::fs::write(&file, &slipped).expect("write");
    let output = iccf(
        &["check", "--isolated", "--fix-moves", "--diff", "slips.iccf"],
        dir.path(),
    );
    assert_eq!(std::fs::read_to_string(&file).expect("file"), slipped);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert_eq!(
        stdout(&output),
        "--- slips.iccf
+++ slips.iccf
@@ -7,7 +7,7 @@
 [Result \"1/2-1/2\"]
 
 1. 5254 5755 2. 7163 2836 3. 6125 1716 4. 2514 7866 5. 5171 6857 6. 6151 2725
-7. 1423 5878 8. 4244 4746 9. 3233 3864 10. 3153 5544 11. 3344 3615 12. 2332 3735
+7. 1423 5878 8. 4244 4746 9. 3233 3874 10. 3153 5544 11. 3344 3615 12. 2332 3735
 13. 4435 4635 14. 2133 1534 15. 5455 4841 16. 1141 7463 17. 5566 6341 18. 6657 4132
-19. 57681 1868 20. 5335 6838 21. 3345 7888 22. 3544 3446 23. 4524 1615 24. 2442 3832
+19. 57681 1868 20. 5335 6838 21. 3345 7888 22. 3544 3446 23. 4524 1615 24. 2432 3832
 25. 8283 8786 26. 5155 1514 27. 5535 3242 28. 4455 1413 29. 2213 4634 30. 3525 1/2-1/2
"
    );
    assert!(
        stderr(&output).contains("--diff: 1 file would change"),
        "{}",
        stderr(&output)
    );
    let output = iccf(&["check", "--isolated", "--diff", "slips.iccf"], dir.path());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stdout(&output), "");
    let output = iccf(
        &["check", "--isolated", "--fix-moves", "slips.iccf"],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(std::fs::read_to_string(&file).expect("file"), BRUZON_ADAMS);
    // Alone, --fix-moves writes the file as --fix does, and the summary says what it wrote.
    assert!(
        stderr(&output).contains("; --fix: 2 problems fixed in 1 file"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn fix_refuses_standard_input_but_diff_reads_it() {
    let dir = scratch();
    let output = iccf(&["check", "--isolated", "--fix", "-"], dir.path());
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--fix cannot write back to standard input"));
}

// ---- levels and configuration --------------------------------------------------------------

fn codes_and_severities(json: &str) -> Vec<(String, String)> {
    json.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("json");
            (
                v["code"].as_str().unwrap_or_default().to_string(),
                v["severity"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

fn copy_fixture(dir: &Path, fixture: &str, to: &str) {
    std::fs::copy(fixtures().join(fixture), dir.join(to)).expect("copy fixture");
}

#[test]
fn allow_warn_deny_by_code_or_name_and_the_last_flag_wins() {
    let dir = scratch();
    copy_fixture(dir.path(), "err/L004-date-format.iccf", "dates.iccf");
    // The same file checked as JSON each time, with these level flags.
    let check_with = |levels: &[&str]| {
        let mut args = vec!["check", "--isolated", "--format", "json"];
        args.extend_from_slice(levels);
        args.push("dates.iccf");
        iccf(&args, dir.path())
    };
    let default = check_with(&[]);
    assert_eq!(default.status.code(), Some(0), "warnings only");
    assert!(
        codes_and_severities(&stdout(&default))
            .iter()
            .all(|(c, s)| c == "L004" && s == "warning")
    );

    let denied = check_with(&["--deny", "date-format"]);
    assert_eq!(denied.status.code(), Some(1));
    assert!(
        codes_and_severities(&stdout(&denied))
            .iter()
            .all(|(_, s)| s == "error")
    );

    let allowed = check_with(&["-D", "L004", "-A", "l004"]);
    assert_eq!(
        (allowed.status.code(), stdout(&allowed)),
        (Some(0), String::new())
    );

    let warned_again = check_with(&["-A", "L004", "-W", "date-format"]);
    assert_eq!(codes_and_severities(&stdout(&warned_again)).len(), 5);

    let all_errors = check_with(&["--deny", "warnings"]);
    assert_eq!(all_errors.status.code(), Some(1));
    assert!(
        codes_and_severities(&stdout(&all_errors))
            .iter()
            .all(|(_, s)| s == "error")
    );
}

#[test]
fn an_unknown_rule_on_the_command_line_is_a_usage_error_with_a_suggestion() {
    let dir = scratch();
    copy_fixture(dir.path(), "ok/L003-seven-tag-roster.iccf", "game.iccf");
    let output = iccf(
        &[
            "check",
            "--isolated",
            "--allow",
            "seven-tag-rooster",
            "game.iccf",
        ],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert!(err.contains("unknown rule `seven-tag-rooster`"), "{err}");
    assert!(
        err.contains("did you mean `seven-tag-roster` (L003)?"),
        "{err}"
    );
}

#[test]
fn iccf_toml_is_found_upward_and_the_command_line_overrides_it() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("iccf.toml"),
        "[format]\nwidth = 80\n\n[lint]\ndate-format = \"deny\"\nL001 = \"allow\"\n",
    )
    .expect("config");
    let nested = dir.path().join("round1/games");
    std::fs::create_dir_all(&nested).expect("folders");
    copy_fixture(&nested, "err/L004-date-format.iccf", "dates.iccf");
    copy_fixture(&nested, "err/L001-move-number.iccf", "numbers.iccf");

    let from_file = iccf(
        &[
            "check",
            "--format",
            "json",
            "round1/games/dates.iccf",
            "round1/games/numbers.iccf",
        ],
        dir.path(),
    );
    let found = codes_and_severities(&stdout(&from_file));
    assert!(
        found.iter().any(|(c, s)| c == "L004" && s == "error"),
        "{found:?}"
    );
    assert!(!found.iter().any(|(c, _)| c == "L001"), "{found:?}");
    assert_eq!(from_file.status.code(), Some(1));

    let overridden = iccf(
        &[
            "check",
            "--format",
            "json",
            "--warn",
            "L004",
            "round1/games/dates.iccf",
        ],
        dir.path(),
    );
    assert!(
        codes_and_severities(&stdout(&overridden))
            .iter()
            .all(|(c, s)| c == "L004" && s == "warning")
    );
    assert_eq!(overridden.status.code(), Some(0));

    let isolated = iccf(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "round1/games/numbers.iccf",
        ],
        dir.path(),
    );
    assert!(
        codes_and_severities(&stdout(&isolated))
            .iter()
            .any(|(c, _)| c == "L001")
    );

    let rules = iccf(&["rules"], &nested);
    let line = stdout(&rules)
        .lines()
        .find(|l| l.starts_with("L004"))
        .unwrap_or_default()
        .to_string();
    assert!(
        line.split_whitespace()
            .take(5)
            .eq(["L004", "date-format", "warn", "deny", "yes"]),
        "{line}"
    );
}

#[test]
fn an_unknown_rule_in_iccf_toml_is_shown_where_it_is_with_a_suggestion() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("iccf.toml"),
        "[lint]\nmove-numbr = \"allow\"\n",
    )
    .expect("config");
    copy_fixture(dir.path(), "ok/L003-seven-tag-roster.iccf", "game.iccf");
    let output = iccf(&["check", "game.iccf"], dir.path());
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output), "", "nothing is checked");
    let err = stderr(&output);
    assert!(
        err.contains("unknown rule `move-numbr` in the [lint] table"),
        "{err}"
    );
    assert!(err.contains("iccf.toml:2:1]"), "{err}");
    assert!(err.contains("did you mean `move-number` (L001)?"), "{err}");
}

#[test]
fn explain_has_the_four_headings_for_every_code_and_rules_lists_them_all() {
    let dir = scratch();
    for code in Code::ALL {
        let output = iccf(&["explain", code.as_str()], dir.path());
        let text = stdout(&output);
        for heading in ["What it means", "Why it matters", "Example", "Fix"] {
            assert!(
                text.contains(&format!("\n{heading}\n")),
                "{code}: no {heading}"
            );
        }
        let by_name = iccf(&["explain", code.name()], dir.path());
        assert_eq!(stdout(&by_name), text);
    }
    let rules = stdout(&iccf(&["rules", "--isolated"], dir.path()));
    assert_eq!(rules.lines().count(), Code::ALL.len() + 1);
    assert!(rules.lines().any(|l| l.split_whitespace().take(5).eq([
        "B010",
        "short-promotion",
        "warn",
        "warn",
        "yes"
    ])));
}

// ---- output formats, each on several files -------------------------------------------------

/// The multi-file input of the format tests: three fixtures and a file with an illegal move.
fn multi_input() -> Vec<(&'static str, String)> {
    let fixture = |f: &str| std::fs::read_to_string(fixtures().join(f)).expect("fixture");
    let illegal =
        fixture("ok/L005-result-tag.iccf").replace("2. 7274 4884 0-1", "2. 7274 4885 0-1");
    vec![
        ("a/numbers.iccf", fixture("err/L001-move-number.iccf")),
        ("a/dates.iccf", fixture("err/L004-date-format.iccf")),
        (
            "b/promotions.iccf",
            std::fs::read_to_string(err_fixture_of(Code::ShortPromotion)).expect("fixture"),
        ),
        ("b/illegal.iccf", illegal),
    ]
}

/// Writes the multi-file input into a scratch folder and runs `iccf check` on it.
fn run_multi(extra: &[&str]) -> (tempfile::TempDir, Output) {
    let dir = scratch();
    let mut args = vec!["check", "--isolated"];
    args.extend_from_slice(extra);
    let input = multi_input();
    for (name, text) in &input {
        let path = dir.path().join(name);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("folder");
        std::fs::write(&path, text).expect("write");
    }
    args.extend(input.iter().map(|(name, _)| *name));
    let output = iccf(&args, dir.path());
    (dir, output)
}

/// How many diagnostics the multi-file input has, from the library.
fn multi_count() -> usize {
    multi_input()
        .iter()
        .map(|(name, text)| snapshot(text, Path::new(name)).lines().count())
        .sum()
}

fn assert_summary(output: &Output) {
    let err = stderr(output);
    assert!(
        err.contains("games,") && err.contains("in 4 files"),
        "summary: {err}"
    );
    assert!(
        err.contains("L001 move-number ×"),
        "per-rule counts in the summary: {err}"
    );
}

#[test]
fn format_human_on_several_files() {
    let (_dir, output) = run_multi(&[]);
    let out = stdout(&output);
    for file in [
        "a/numbers.iccf:9:1]",
        "a/dates.iccf:3:7]",
        "b/promotions.iccf:11:4]",
        "b/illegal.iccf:9:22]",
    ] {
        assert!(
            out.contains(&format!("╭─[{file}")),
            "{file} missing in\n{out}"
        );
    }
    assert!(
        out.contains("L001(move-number)") && out.contains("help: "),
        "{out}"
    );
    assert_summary(&output);
}

#[test]
fn format_json_on_several_files() {
    let (_dir, output) = run_multi(&["--format", "json"]);
    let out = stdout(&output);
    assert_eq!(out.lines().count(), multi_count());
    let mut files = std::collections::BTreeSet::new();
    let mut with_fix = 0;
    for line in out.lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("one JSON object per line");
        let keys: Vec<&str> = v
            .as_object()
            .expect("object")
            .keys()
            .map(String::as_str)
            .collect();
        let mut expected = vec![
            "code", "column", "file", "game", "help", "length", "line", "message", "offset",
            "severity",
        ];
        // `meant` and `meant_candidates` stand only where the board found the move meant;
        // `message_id` and `args` only on the messages that come from the catalogues.
        for optional in ["meant", "meant_candidates", "message_id", "args"] {
            if v.get(optional).is_some() {
                expected.push(optional);
                expected.sort_unstable();
            }
        }
        if v.get("fix").is_some() {
            expected.push("fix");
            expected.sort_unstable();
            with_fix += 1;
            let edit = &v["fix"]["edits"][0];
            assert!(
                edit["offset"].is_u64() && edit["line"].is_u64() && edit["replacement"].is_string(),
                "{line}"
            );
        }
        assert_eq!(keys, expected, "{line}");
        files.insert(v["file"].as_str().expect("file").to_string());
    }
    assert_eq!(files.len(), 4);
    assert!(with_fix > 0);
    assert_summary(&output);
}

#[test]
fn format_short_on_several_files() {
    let (_dir, output) = run_multi(&["--format", "short"]);
    let out = stdout(&output);
    assert_eq!(out.lines().count(), multi_count());
    assert!(
        out.contains("a/numbers.iccf:9:1: warning[L001]: this game has no move numbers [game 1]\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "a/dates.iccf:3:7: warning[L004]: the Date `12/05/2019` is not written as YYYY.MM.DD [game 1]\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("b/promotions.iccf:11:4: warning[B010]: "),
        "{out}"
    );
    for line in out.lines() {
        let mut parts = line.splitn(4, ':');
        let (file, l, c, rest) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next().unwrap_or_default(),
        );
        assert!(
            file.is_some_and(|f| std::path::Path::new(f)
                .extension()
                .is_some_and(|e| e == "iccf")),
            "{line}"
        );
        assert!(
            l.is_some_and(|l| l.parse::<usize>().is_ok())
                && c.is_some_and(|c| c.parse::<usize>().is_ok()),
            "{line}"
        );
        assert!(
            rest.starts_with(" warning[")
                || rest.starts_with(" error[")
                || rest.starts_with(" advice["),
            "{line}"
        );
    }
    assert_summary(&output);
}

#[test]
fn format_github_on_several_files() {
    let (_dir, output) = run_multi(&["--format", "github"]);
    let out = stdout(&output);
    assert_eq!(out.lines().count(), multi_count());
    assert!(out.contains("::warning file=a/numbers.iccf,line=9,col=1,endLine=9,endColumn=5,title=L001 in game 1 (Smith%2C John - Jones%2C Mary)::this game has no move numbers (move-number)%0Ahelp: "), "{out}");
    assert!(
        out.contains("::warning file=b/promotions.iccf,line=11,col=4,endLine=11,endColumn=8,title=B010 in game 1 (Smith%2C John - Jones%2C Mary)::"),
        "{out}"
    );
    assert!(
        out.contains("::error file=b/illegal.iccf,line=9,col=22,endLine=9,endColumn=26,title=B003 in game 1 (Smith%2C John - Jones%2C Mary)::"),
        "the illegal move is an ::error\n{out}"
    );
    assert!(out.lines().all(|l| l.starts_with("::warning ")
        || l.starts_with("::error ")
        || l.starts_with("::notice ")));
    assert_summary(&output);
}

/// Escapes the stray `]` of the official SARIF schema's `language` patterns; returns how many
/// patterns it changed.
fn escape_stray_bracket(value: &mut serde_json::Value) -> usize {
    const WRITTEN: &str = "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$";
    match value {
        serde_json::Value::Object(map) => {
            let mut changed = 0;
            for (key, child) in map.iter_mut() {
                if key == "pattern" && child == WRITTEN {
                    *child = serde_json::Value::from(WRITTEN.replace("}]?$", "}\\]?$"));
                    changed += 1;
                } else {
                    changed += escape_stray_bracket(child);
                }
            }
            changed
        }
        serde_json::Value::Array(items) => items.iter_mut().map(escape_stray_bracket).sum(),
        _ => 0,
    }
}

/// Checks `log` against the vendored SARIF 2.1.0 schema, which rejects a broken log.
fn assert_valid_sarif(log: &serde_json::Value) {
    let schema_text = std::fs::read_to_string(fixtures().join("sarif-schema-2.1.0.json"))
        .expect("vendored schema");
    let schema: serde_json::Value = serde_json::from_str(&schema_text).expect("schema");
    assert_eq!(
        schema["$id"],
        "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"
    );
    // The vendored file is the official schema, unchanged. Its two `language` patterns (of
    // `run` and `toolComponent`) have a stray `]` (`...-[a-zA-Z]{2}]?$`), which browsers read
    // as a literal `]` (ECMA-262 Annex B) but which the strict ECMA-262 check of the schema
    // against its meta-schema rejects; the copy compiled here escapes that `]`, which reads the
    // same. Everything else, formats included, is validated as written.
    let mut schema = schema;
    assert_eq!(escape_stray_bracket(&mut schema), 2);
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&schema)
        .expect("the schema compiles");
    let errors: Vec<String> = validator
        .iter_errors(log)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "SARIF schema errors:\n{}",
        errors.join("\n")
    );

    // The validator does reject a log that breaks the schema.
    let mut broken = log.clone();
    broken["runs"][0]["results"][0]["level"] = serde_json::Value::from("fatal");
    assert!(!validator.is_valid(&broken));
}

#[test]
fn format_sarif_on_several_files_validates_against_the_sarif_2_1_0_schema() {
    let (_dir, output) = run_multi(&["--format", "sarif"]);
    let log: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one JSON document");
    assert_valid_sarif(&log);

    assert_eq!(log["version"], "2.1.0");
    let runs = log["runs"].as_array().expect("runs");
    assert_eq!(runs.len(), 1);
    let run = &runs[0];
    let rules = run["tool"]["driver"]["rules"].as_array().expect("rules");
    assert_eq!(rules.len(), Code::ALL.len());
    assert!(rules.iter().all(|r| {
        r["help"]["text"]
            .as_str()
            .is_some_and(|t| t.contains("Fix: "))
    }));
    let results = run["results"].as_array().expect("results");
    assert_eq!(results.len(), multi_count());
    let uris: std::collections::BTreeSet<&str> = results
        .iter()
        .filter_map(|r| r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].as_str())
        .collect();
    assert_eq!(
        uris.into_iter().collect::<Vec<_>>(),
        [
            "a/dates.iccf",
            "a/numbers.iccf",
            "b/illegal.iccf",
            "b/promotions.iccf"
        ]
    );
    assert!(
        results
            .iter()
            .any(|r| r["ruleId"] == "B003" && r["level"] == "error")
    );
    let first = results
        .iter()
        .find(|r| r["ruleId"] == "L004")
        .expect("an L004 result");
    let region = &first["locations"][0]["physicalLocation"]["region"];
    assert_eq!(
        (region["startLine"].as_u64(), region["startColumn"].as_u64()),
        (Some(3), Some(7))
    );
    assert_eq!(
        (region["endLine"].as_u64(), region["endColumn"].as_u64()),
        (Some(3), Some(19))
    );
    assert_eq!(
        rules[first["ruleIndex"].as_u64().expect("index") as usize]["id"],
        "L004"
    );
    assert!(results.iter().any(
        |r| r["fixes"][0]["artifactChanges"][0]["replacements"][0]["insertedContent"]["text"]
            == "57581"
    ));
    assert_summary(&output);
}

#[test]
fn statistics_table_counts_each_rule() {
    let (_dir, output) = run_multi(&["--format", "short", "--statistics"]);
    let err = stderr(&output);
    assert!(err.contains("  count  code  name"), "{err}");
    let l001 = err
        .lines()
        .find(|l| l.split_whitespace().nth(1) == Some("L001"))
        .expect("an L001 row");
    let count: usize = l001
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("count");
    assert_eq!(
        count,
        stdout(&output)
            .lines()
            .filter(|l| l.contains("[L001]"))
            .count()
    );
    assert!(l001.ends_with("yes"), "{l001}");
}
