//! The command-line items, each as a user meets it: `--color`, `--max-diagnostics`,
//! the per-file summary lines, the moves hidden behind allowed errors, `completions`, `man`,
//! `fmt --diff`, `rules --format json` and the words of `iccf.toml`.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use rstest::rstest;

use super::{copy_fixture, scratch, stderr, stdout};

/// Runs the binary in `dir` with the environment given (and no `NO_COLOR` unless given).
fn run(args: &[&str], dir: &Path, env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_iccf"));
    command
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("CLICOLOR")
        .stdin(Stdio::null());
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("iccf runs")
}

const ESC: &str = "\u{1b}[";

#[rstest]
#[case::always_in_a_pipe(&["--color", "always"], &[], true)]
#[case::never(&["--color", "never"], &[], false)]
#[case::auto_in_a_pipe(&["--color", "auto"], &[], false)]
#[case::default_in_a_pipe(&[], &[], false)]
#[case::always_beats_no_color(&["--color=always"], &[("NO_COLOR", "1")], true)]
#[case::clicolor_force(&[], &[("CLICOLOR_FORCE", "1")], true)]
#[case::clicolor_force_but_never(&["--color", "never"], &[("CLICOLOR_FORCE", "1")], false)]
fn color_when(#[case] flags: &[&str], #[case] env: &[(&str, &str)], #[case] coloured: bool) {
    let dir = scratch();
    copy_fixture(dir.path(), "err/L004-date-format.iccf", "dates.iccf");
    let mut args = vec!["check", "--isolated"];
    args.extend_from_slice(flags);
    args.push("dates.iccf");
    let out = run(&args, dir.path(), env);
    assert!(
        stdout(&out).contains("L004(date-format)"),
        "{}",
        stdout(&out)
    );
    assert_eq!(stdout(&out).contains(ESC), coloured, "{}", stdout(&out));
}

#[test]
fn color_applies_to_configuration_mistakes_on_standard_error() {
    let dir = scratch();
    std::fs::write(dir.path().join("iccf.toml"), "[lint]\nL0001x = \"allow\"\n").unwrap();
    copy_fixture(dir.path(), "err/L004-date-format.iccf", "dates.iccf");
    let always = run(
        &["--color", "always", "check", "dates.iccf"],
        dir.path(),
        &[],
    );
    assert!(stderr(&always).contains(ESC), "{}", stderr(&always));
    let never = run(
        &["check", "--color", "never", "dates.iccf"],
        dir.path(),
        &[],
    );
    assert!(!stderr(&never).contains(ESC), "{}", stderr(&never));
    assert_eq!(never.status.code(), Some(2));
}

#[rstest]
#[case::two_of_many("short", "2", 2, Some("2 diagnostics not shown (--max-diagnostics 2)"))]
#[case::zero("short", "0", 0, Some("4 diagnostics not shown (--max-diagnostics 0)"))]
#[case::more_than_there_are("short", "10", 4, None)]
#[case::json_too("json", "1", 1, Some("3 diagnostics not shown (--max-diagnostics 1)"))]
fn max_diagnostics_caps_what_is_printed_not_what_is_counted(
    #[case] format: &str,
    #[case] max: &str,
    #[case] lines: usize,
    #[case] note: Option<&str>,
) {
    let dir = scratch();
    std::fs::write(
        dir.path().join("game.iccf"),
        "[Event \"ICCF Cup\"]\n[Site \"ICCF\"]\n[Date \"2019/05/12\"]\n[Round \"1\"]\n[White \"Smith, John\"]\n[Black \"Jones, Mary\"]\n[Result \"1-0\"]\n\n1. 5254 5755 2. 61-34 2836 3 4185 7866 4. 8567# 1-0\n",
    )
    .unwrap();
    let out = run(
        &[
            "check",
            "--isolated",
            "--format",
            format,
            "--max-diagnostics",
            max,
            "game.iccf",
        ],
        dir.path(),
        &[],
    );
    assert_eq!(stdout(&out).lines().count(), lines, "{}", stdout(&out));
    let err = stderr(&out);
    assert!(
        err.ends_with("1 game, 0 errors, 2 warnings (L001 move-number ×1, L004 date-format ×1), 2 advice (L002 non-numeric-notation ×2)\n"),
        "{err}"
    );
    match note {
        Some(note) => assert!(err.contains(note), "{err}"),
        None => assert!(!err.contains("not shown"), "{err}"),
    }
}

#[test]
fn a_negative_max_diagnostics_is_a_usage_error() {
    let dir = scratch();
    let out = run(
        &["check", "--max-diagnostics", "-1", "x.iccf"],
        dir.path(),
        &[],
    );
    assert_eq!(out.status.code(), Some(2));
}

#[rstest]
#[case::two_files(&["a.iccf", "b.iccf"], &["a.iccf: 1 game, 0 errors, 0 warnings\n", "b.iccf: 1 game, 1 error, 0 warnings\n"])]
#[case::three_files(&["a.iccf", "b.iccf", "c.iccf"], &["a.iccf: 1 game, 0 errors, 0 warnings\n", "b.iccf: 1 game, 1 error, 0 warnings\n", "c.iccf: 2 games, 0 errors, 1 warning\n"])]
#[case::one_file(&["b.iccf"], &[])]
fn several_files_get_a_summary_line_each(#[case] files: &[&str], #[case] lines: &[&str]) {
    let dir = scratch();
    let tags = |round: u32| {
        format!(
            "[Event \"E\"]\n[Site \"S\"]\n[Date \"2024.01.01\"]\n[Round \"{round}\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
        )
    };
    std::fs::write(
        dir.path().join("a.iccf"),
        format!("{}1. 5254 5755 *\n", tags(1)),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("b.iccf"),
        format!("{}1. 5254 5755 2. 5354 *\n", tags(2)),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("c.iccf"),
        format!("{}1. 4244 *\n\n{}1. 4244 *\n", tags(3), tags(3)),
    )
    .unwrap();
    let mut args = vec!["check", "--isolated", "--format", "short"];
    args.extend_from_slice(files);
    let out = run(&args, dir.path(), &[]);
    let err = stderr(&out);
    let per_file: Vec<&str> = err
        .split_inclusive('\n')
        .filter(|l| l.contains(".iccf: "))
        .collect();
    assert_eq!(per_file, lines, "{err}");
    assert_eq!(
        err.lines().count(),
        lines.len() + 1,
        "then the summary: {err}"
    );
}

#[rstest]
#[case::board_error_allowed(&["--allow", "B003"], "1. 5254 5755 2. 7163 2836 3. 6125 1746 4. 2133 6856 5. 5171 *\n", Some("; 3 moves not checked because of allowed errors"))]
#[case::syntax_error_allowed(&["--allow", "S002"], "1. 5254 5755 2. 9999 2836 3. 6125 1716 *\n", Some("; 3 moves not checked because of allowed errors"))]
#[case::one_move(&["-A", "S002"], "1. 5254 5755 2. 7163 9999 3. 6125 *\n", Some("; 1 move not checked because of allowed errors"))]
#[case::error_shown(&[], "1. 5254 5755 2. 7163 2836 3. 6125 1746 4. 2133 6856 5. 5171 *\n", None)]
#[case::error_lowered_to_a_warning(&["--warn", "B003"], "1. 5254 5755 2. 7163 1746 3. 6125 *\n", None)]
fn the_summary_counts_moves_hidden_behind_allowed_errors(
    #[case] flags: &[&str],
    #[case] moves: &str,
    #[case] note: Option<&str>,
) {
    let dir = scratch();
    std::fs::write(dir.path().join("game.iccf"), moves).unwrap();
    let mut args = vec!["check", "--isolated", "--format", "short", "-A", "L003"];
    args.extend_from_slice(flags);
    args.push("game.iccf");
    let out = run(&args, dir.path(), &[]);
    let err = stderr(&out);
    match note {
        Some(note) => assert!(err.trim_end().ends_with(note), "{err}"),
        None => assert!(!err.contains("not checked because"), "{err}"),
    }
}

#[rstest]
#[case::bash("bash", "complete -F")]
#[case::zsh("zsh", "#compdef iccf")]
#[case::fish("fish", "complete -c iccf")]
#[case::powershell("powershell", "Register-ArgumentCompleter")]
fn completions_for_each_shell(#[case] shell: &str, #[case] marker: &str) {
    let dir = scratch();
    let out = run(&["completions", shell], dir.path(), &[]);
    assert_eq!(out.status.code(), Some(0));
    let script = stdout(&out);
    assert!(script.contains(marker), "{script}");
    for word in [
        "check",
        "explain",
        "rules",
        "convert",
        "fmt",
        "max-diagnostics",
    ] {
        assert!(script.contains(word), "{shell}: {word} missing");
    }
}

#[test]
fn bash_completions_load_in_bash() {
    let dir = scratch();
    let out = run(&["completions", "bash"], dir.path(), &[]);
    let file = dir.path().join("iccf.bash");
    std::fs::write(&file, &out.stdout).unwrap();
    let syntax = Command::new("bash")
        .arg("-n")
        .arg(&file)
        .output()
        .expect("bash runs");
    assert!(
        syntax.status.success(),
        "{}",
        String::from_utf8_lossy(&syntax.stderr)
    );
    // Loaded for real, the completion offers the subcommands.
    let script = format!(
        "source {}; COMP_WORDS=(iccf ch); COMP_CWORD=1; _iccf iccf ch iccf; echo \"${{COMPREPLY[@]}}\"",
        file.display()
    );
    let loaded = Command::new("bash")
        .arg("-c")
        .arg(script)
        .output()
        .expect("bash runs");
    assert_eq!(String::from_utf8_lossy(&loaded.stdout).trim(), "check");
}

#[test]
fn man_page_is_roff_with_every_subcommand() {
    let dir = scratch();
    let out = run(&["man"], dir.path(), &[]);
    assert_eq!(out.status.code(), Some(0));
    let page = stdout(&out);
    assert!(page.contains(".TH iccf 1"), "{page}");
    for word in [
        "check",
        "explain",
        "rules",
        "convert",
        "fmt",
        "completions",
        "\\-\\-color",
    ] {
        assert!(page.contains(word), "{word} missing in\n{page}");
    }
}

#[rstest]
#[case::missing_dot(
    "1. 5254 5755 2 7163 2836 *\n",
    "-1. 5254 5755 2 7163 2836 *\n+1. 5254 5755 2. 7163 2836 *\n"
)]
#[case::spacing("1.5254   5755 *\n", "-1.5254   5755 *\n+1. 5254 5755 *\n")]
#[case::crlf_to_canonical_lf("1.5254 5755 *\r\n", "-1.5254 5755 *\r\n+1. 5254 5755 *\n")]
fn fmt_diff_prints_the_changes_and_writes_nothing(#[case] text: &str, #[case] change: &str) {
    let dir = scratch();
    std::fs::write(dir.path().join("game.iccf"), text).unwrap();
    let out = run(&["fmt", "--diff", "game.iccf"], dir.path(), &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let diff = stdout(&out);
    assert!(diff.starts_with("--- game.iccf\n+++ game.iccf\n"), "{diff}");
    assert!(diff.ends_with(change), "{diff:?}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("game.iccf")).unwrap(),
        text
    );
    assert!(
        stderr(&out).contains("1 file would be reformatted"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn fmt_diff_of_a_formatted_file_is_empty() {
    let dir = scratch();
    std::fs::write(dir.path().join("game.iccf"), "1. 5254 5755 *\n").unwrap();
    let out = run(&["fmt", "--diff", "game.iccf"], dir.path(), &[]);
    assert_eq!((out.status.code(), stdout(&out).as_str()), (Some(0), ""));
}

#[rstest]
#[case::defaults(&[], "L004", "warn", "warn", Some("warning"))]
#[case::denied(&["--deny", "date-format"], "L004", "warn", "deny", Some("error"))]
#[case::allowed(&["-A", "L001"], "L001", "warn", "allow", None)]
#[case::advice(&[], "L002", "advice", "advice", Some("advice"))]
#[case::syntax_error(&[], "S002", "deny", "deny", Some("error"))]
fn rules_as_json(
    #[case] flags: &[&str],
    #[case] code: &str,
    #[case] default: &str,
    #[case] level: &str,
    #[case] severity: Option<&str>,
) {
    let dir = scratch();
    let mut args = vec!["rules", "--isolated", "--format", "json"];
    args.extend_from_slice(flags);
    let out = run(&args, dir.path(), &[]);
    let rules: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON array");
    let rules = rules.as_array().expect("an array");
    assert_eq!(rules.len(), iccf::Code::ALL.len());
    let rule = rules.iter().find(|r| r["code"] == code).expect("the code");
    assert_eq!(rule["default"], default);
    assert_eq!(rule["level"], level);
    assert_eq!(rule["severity"].as_str(), severity);
    assert_eq!(rule["name"], iccf::Code::find(code).unwrap().name());
    assert!(rule["fixable"].is_boolean() && rule["summary"].is_string());
}

#[rstest]
#[case::error_is_deny("L004 = \"error\"", "L004", "deny")]
#[case::warning_is_warn("L002 = \"warning\"", "L002", "warn")]
#[case::list_of_errors("error = [\"date-format\"]", "L004", "deny")]
#[case::allow("move-number = \"allow\"", "L001", "allow")]
fn iccf_toml_accepts_the_words_of_the_reports(
    #[case] setting: &str,
    #[case] code: &str,
    #[case] level: &str,
) {
    let dir = scratch();
    std::fs::write(dir.path().join("iccf.toml"), format!("[lint]\n{setting}\n")).unwrap();
    let out = run(&["rules"], dir.path(), &[]);
    let row = stdout(&out)
        .lines()
        .find(|l| l.starts_with(code))
        .unwrap_or_default()
        .to_string();
    assert_eq!(row.split_whitespace().nth(3), Some(level), "{row}");
}

#[rstest]
#[case::typo(
    "[lnit]\nL004 = \"deny\"\n",
    "unknown table `[lnit]` in iccf.toml",
    "did you mean `[lint]`?"
)]
#[case::plural(
    "[lints]\nL004 = \"deny\"\n",
    "unknown table `[lints]` in iccf.toml",
    "did you mean `[lint]`?"
)]
#[case::other(
    "[output]\nwidth = 80\n",
    "unknown table `[output]` in iccf.toml",
    "iccf.toml has two tables, `[lint]` and `[time]`"
)]
#[case::before_the_header(
    "L004 = \"deny\"\n[lint]\n",
    "`L004` is set outside the [lint] table",
    "move `L004` under the [lint] header"
)]
fn an_unknown_table_is_a_warning_and_the_file_is_still_used(
    #[case] config: &str,
    #[case] message: &str,
    #[case] help: &str,
) {
    let dir = scratch();
    std::fs::write(dir.path().join("iccf.toml"), config).unwrap();
    copy_fixture(dir.path(), "err/L004-date-format.iccf", "dates.iccf");
    let out = run(
        &["check", "--format", "short", "dates.iccf"],
        dir.path(),
        &[("NO_COLOR", "1")],
    );
    let err = stderr(&out);
    assert_eq!(
        out.status.code(),
        Some(0),
        "a warning, and L004 not denied: {err}"
    );
    assert!(err.contains(&format!("⚠ {message}")), "{err}");
    assert!(err.contains(help), "{err}");
    assert!(
        stdout(&out).contains("warning[L004]"),
        "the file was checked"
    );
}

/// A mistake in an `iccf.toml` with lone `\r` line ends: the place named in the header and the
/// line shown under it are the same (miette's own source named line 2 and showed line 0 with
/// every line glued together).
/// (TOML itself does not allow a lone `\r`: that is the mistake shown, where the parser stopped.)
#[rstest]
#[case::lone_cr(
    "[lint]\rL003 = \"allow\"\rL999 = \"deny\"\r",
    "iccf.toml:2:1]",
    " 2 │ L003 = \"allow\"",
    "carriage return must be followed by newline"
)]
#[case::crlf(
    "[lint]\r\nL003 = \"allow\"\r\nL999 = \"deny\"\r\n",
    "iccf.toml:3:1]",
    " 3 │ L999 = \"deny\"",
    "unknown rule `L999`"
)]
fn a_configuration_mistake_is_shown_on_its_own_line(
    #[case] config: &str,
    #[case] header: &str,
    #[case] line: &str,
    #[case] message: &str,
) {
    let dir = scratch();
    std::fs::write(dir.path().join("iccf.toml"), config).unwrap();
    copy_fixture(dir.path(), "err/L004-date-format.iccf", "dates.iccf");
    let out = run(&["check", "dates.iccf"], dir.path(), &[("NO_COLOR", "1")]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains(header), "{err}");
    assert!(err.contains(line), "{err}");
    assert!(err.contains(message), "{err}");
}
