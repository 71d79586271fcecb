//! Every entry point that takes a string from a user, fed arbitrary Unicode: the library's rule
//! lookup, levels, configuration and renderers never panic, and no argument or `iccf.toml` value
//! makes the binary exit with 101 (a panic).

use std::process::{Command, Output, Stdio};

use iccf::levels::{Level, Levels, closest_code, find_rule};
use iccf::lint::Config;
use iccf::render::{GameLabel, Human, Source};
use proptest::prelude::*;

use super::scratch;

/// Any string of Unicode scalar values, with the characters people paste by mistake weighted in:
/// accents (precomposed and combining), other scripts, fullwidth digits, emoji, controls.
fn user_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[a-zA-Z0-9éèüßẞ\u{301}\u{feff}Ѕ０-９♞😀 _\\-\\.\"\\[\\]=\t\r\n]{0,24}",
    ]
}

/// A TOML basic string holding `text` (every character escaped as `\uXXXX` or `\UXXXXXXXX`).
fn toml_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        out.push_str(&format!("\\U{:08X}", u32::from(c)));
    }
    out.push('"');
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn rule_lookup_never_panics(name in user_text()) {
        // find_rule reads the name without surrounding white space, as iccf.toml and flags do.
        let suggestion = closest_code(name.trim());
        match find_rule(&name) {
            Ok(_) => {}
            Err(unknown) => {
                prop_assert_eq!(&unknown.name, &name);
                prop_assert_eq!(unknown.suggestion, suggestion);
                prop_assert!(!unknown.help().is_empty());
            }
        }
        let mut levels = Levels::default();
        prop_assert_eq!(levels.set_by_name(&name, Level::Deny).is_ok(), find_rule(&name).is_ok());
        let _ = Level::from_name(&name);
        let _ = iccf::Code::find(&name);
    }

    #[test]
    fn configuration_text_never_panics(text in user_text()) {
        let _ = Config::parse(&text);
    }

    #[test]
    fn configuration_keys_and_values_never_panic(key in user_text(), value in user_text()) {
        for text in [
            format!("[lint]\n{} = {}\n", toml_string(&key), toml_string(&value)),
            format!("[lint]\ndeny = [{}]\n", toml_string(&key)),
            format!("[{}]\n{} = 1\n", toml_string(&key), toml_string(&value)),
            format!("{} = {}\n", toml_string(&key), toml_string(&value)),
        ] {
            match Config::parse(&text) {
                Ok(config) => {
                    for w in &config.warnings {
                        prop_assert!(w.span.text(&text).is_some(), "{:?}", w);
                    }
                }
                Err(errors) => {
                    for e in &errors {
                        prop_assert!(e.span.text(&text).is_some(), "{:?}", e);
                    }
                }
            }
        }
    }

    #[test]
    fn wrapping_never_panics_and_keeps_every_word(
        text in user_text(),
        width in 1usize..120,
        indent in "[ ]{0,4}",
    ) {
        let wrapped = iccf::render::wrap_help(&text, width, &indent);
        let words = |s: &str| s.split_whitespace().collect::<String>();
        prop_assert_eq!(words(&wrapped), words(&text));
    }

    #[test]
    fn every_format_renders_any_text(text in user_text(), name in user_text()) {
        let parsed = crate::it::support::parse(&text);
        let index = iccf::LineIndex::new(&text);
        let source = Source::new(&name, &text, &index);
        let game = GameLabel { index: 1, white: Some(name.as_str()), black: None };
        let human = Human::new(false);
        for d in &parsed.diagnostics {
            prop_assert!(!human.render(&source, Some(&game), d).is_empty());
            prop_assert!(iccf::render::short(&source, Some(&game), d).ends_with('\n'));
            prop_assert_eq!(iccf::render::github(&source, Some(&game), d).lines().count(), 1);
        }
    }
}

/// Runs the binary in a scratch folder that holds `iccf.toml` (when given) and a small game.
fn run(args: &[&str], config: Option<&str>) -> Output {
    let dir = scratch();
    std::fs::write(dir.path().join("game.iccf"), "1. 5254 5755 *\n").unwrap();
    if let Some(config) = config {
        std::fs::write(dir.path().join("iccf.toml"), config).unwrap();
    }
    Command::new(env!("CARGO_BIN_EXE_iccf"))
        .args(args)
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .expect("iccf runs")
}

fn assert_no_panic(output: &Output, what: &str) -> Result<(), TestCaseError> {
    let stderr = String::from_utf8_lossy(&output.stderr);
    prop_assert_ne!(output.status.code(), Some(101), "{}: {}", what, stderr);
    prop_assert!(!stderr.contains("panicked"), "{}: {}", what, stderr);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn no_argument_or_configuration_value_makes_the_binary_panic(
        word in user_text().prop_map(|s| s.replace('\0', "")),
    ) {
        let w = word.as_str();
        // As a path, the word stays inside the scratch folder: `/*` or `../..` would check the
        // whole disk now that globs and folders are read.
        let path = format!("./{}", w.replace(['/', '\\'], "_"));
        for args in [
            vec!["explain", w],
            vec!["check", "--allow", w, "game.iccf"],
            vec!["check", "--deny", w, "--warn", w, "game.iccf"],
            vec!["rules", "-A", w],
            vec!["check", "--format", w, "game.iccf"],
            vec!["check", "--color", w, "game.iccf"],
            vec!["check", "--max-diagnostics", w, "game.iccf"],
            vec!["completions", w],
            vec!["check", "--", &path],
            vec![w],
        ] {
            assert_no_panic(&run(&args, None), &format!("{args:?}"))?;
        }
        for config in [
            format!("[lint]\n{} = \"allow\"\n", toml_string(w)),
            format!("[lint]\nL001 = {}\n", toml_string(w)),
            format!("[{}]\nx = 1\n", toml_string(w)),
            w.to_string(),
        ] {
            assert_no_panic(&run(&["check", "game.iccf"], Some(&config)), &config)?;
            assert_no_panic(&run(&["rules"], Some(&config)), &config)?;
        }
    }
}
