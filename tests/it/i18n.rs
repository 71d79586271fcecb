//! The catalogues (locales/LANG/*.ftl): every file reads as Fluent, every id of English exists
//! in every language with the same variables, and no output shows a raw id or a placeable.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::support::{iccf, stderr, stdout};

const LANGUAGES: [&str; 5] = ["en", "ru", "de", "fr", "es"];

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// The variables a pattern uses (in its placeables, selectors and variants).
fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables(&variant.value, out);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Every id of a file (`id` and `id.attribute`) with the variables it uses.
fn entries(language: &str, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let path = locales().join(language).join(file);
    let text = std::fs::read_to_string(&path).expect("catalogue readable");
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut ids = BTreeMap::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            if let Some(value) = &message.value {
                let mut used = BTreeSet::new();
                variables(value, &mut used);
                ids.insert(message.id.name.to_string(), used);
            }
            for attribute in &message.attributes {
                let mut used = BTreeSet::new();
                variables(&attribute.value, &mut used);
                ids.insert(format!("{}.{}", message.id.name, attribute.id.name), used);
            }
        }
    }
    ids
}

/// The files of messages (every id in every language); `codes.ftl` is checked on its own.
const MESSAGE_FILES: [&str; 5] = [
    "iccf.ftl",
    "syntax.ftl",
    "board.ftl",
    "lint.ftl",
    "front.ftl",
];

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    assert!(entries("en", "iccf.ftl").contains_key("summary-games"));
    for file in MESSAGE_FILES {
        let english = entries("en", file);
        for language in &LANGUAGES[1..] {
            let translated = entries(language, file);
            for (id, used) in &english {
                assert_eq!(
                    translated.get(id),
                    Some(used),
                    "{language}/{file}: `{id}` missing or with other variables"
                );
            }
            let extra: Vec<&String> = translated
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(
                extra.is_empty(),
                "{language}/{file}: ids English lacks: {extra:?}"
            );
        }
    }
}

#[test]
fn every_code_has_a_summary_in_every_language() {
    let english = entries("en", "codes.ftl");
    let summaries: Vec<&String> = english.keys().filter(|id| !id.contains('.')).collect();
    assert_eq!(summaries.len(), iccf::Code::COUNT);
    for code in iccf::Code::ALL {
        let id = code.catalogue_id();
        for part in ["", ".what", ".why", ".example", ".fix"] {
            assert!(
                english.contains_key(&format!("{id}{part}")),
                "en: {id}{part}"
            );
        }
    }
    for language in &LANGUAGES[1..] {
        let translated = entries(language, "codes.ftl");
        for id in &summaries {
            assert!(
                translated.contains_key(*id),
                "{language}/codes.ftl: no `{id}`"
            );
        }
        // The long explanations may still come from English; what a language has must be an
        // id of English with English's variables.
        for (id, used) in &translated {
            assert_eq!(english.get(id), Some(used), "{language}/codes.ftl: `{id}`");
        }
    }
}

/// Whether `text` shows a Fluent placeable or one of the catalogues' ids.
fn shows_raw_id(text: &str) -> Option<String> {
    if text.contains("{ $") || text.contains("{$") {
        return Some("a placeable".to_string());
    }
    MESSAGE_FILES
        .iter()
        .flat_map(|file| entries("en", file).into_keys())
        .filter(|id| !id.contains('.'))
        .find(|id| text.contains(id.as_str()))
}

#[test]
fn outputs_in_every_language_show_no_raw_id() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for language in LANGUAGES.iter().chain(&["en-XA"]) {
        for args in [
            vec!["--lang", language, "check", "examples/mistakes.iccf"],
            vec!["--lang", language, "explain", "B003"],
            vec!["--lang", language, "rules"],
            vec![
                "--lang",
                language,
                "show",
                "--ascii",
                "examples/alekhine-postal-1907.iccf",
            ],
        ] {
            let output = iccf(&args, dir);
            for text in [stdout(&output), stderr(&output)] {
                assert_eq!(shows_raw_id(&text), None, "iccf {args:?}: {text}");
            }
        }
    }
}

#[test]
fn the_summary_line_counts_in_the_language_chosen() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let summary = |language: &str| {
        let output = iccf(
            &["--lang", language, "check", "examples/mistakes.iccf"],
            dir,
        );
        stderr(&output)
            .lines()
            .last()
            .unwrap_or_default()
            .to_string()
    };
    assert!(summary("en").starts_with("3 games, 5 errors (S006 san-move ×1"));
    assert!(summary("ru").starts_with("3 партии, 5 ошибок (S006 san-move ×1"));
    assert!(summary("de").starts_with("3 Partien, 5 Fehler (S006"));
    assert!(summary("fr").starts_with("3 parties, 5 erreurs (S006"));
    assert!(summary("es").starts_with("3 partidas, 5 errores (S006"));
    // The pseudo-locale accents every letter that came from the catalogue; the codes and rule
    // names, which are the same in every language, stay as they are.
    assert!(summary("en-XA").starts_with("3 ĝáɱéš, 5 éŕŕóŕš (S006 san-move ×1"));
}

#[test]
fn the_language_comes_from_the_flag_then_iccf_lang_then_iccf_toml_then_the_environment() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("game.iccf"), "1. 5254 5755 *\n").expect("write");
    let summary = |env: &[(&str, &str)], args: &[&str]| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_iccf"));
        for name in ["ICCF_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            command.env_remove(name);
        }
        let output = command
            .args(args)
            .args(["check", "-A", "L003", "game.iccf"])
            .envs(env.iter().copied())
            .current_dir(dir.path())
            .output()
            .expect("iccf runs");
        stderr(&output).trim_end().to_string()
    };
    assert_eq!(summary(&[], &[]), "1 game, 0 errors, 0 warnings");
    assert_eq!(
        summary(&[("LANG", "ru_RU.UTF-8")], &[]),
        "1 партия, 0 ошибок, 0 предупреждений"
    );
    assert_eq!(
        summary(&[("LANG", "pt_BR.UTF-8")], &[]),
        "1 game, 0 errors, 0 warnings"
    );
    assert_eq!(
        summary(&[("LANG", "C")], &[]),
        "1 game, 0 errors, 0 warnings"
    );
    assert_eq!(
        summary(&[("LANGUAGE", "fr:de"), ("LANG", "ru_RU.UTF-8")], &[]),
        "1 partie, 0 erreur, 0 avertissement"
    );
    assert_eq!(
        summary(&[("LC_ALL", "es_ES.UTF-8"), ("LANG", "ru_RU.UTF-8")], &[]),
        "1 partida, 0 errores, 0 advertencias"
    );
    std::fs::write(dir.path().join("iccf.toml"), "lang = \"de\"\n").expect("write");
    assert_eq!(
        summary(&[("LANG", "ru_RU.UTF-8")], &[]),
        "1 Partie, 0 Fehler, 0 Warnungen"
    );
    assert_eq!(
        summary(&[("ICCF_LANG", "es"), ("LANG", "ru_RU.UTF-8")], &[]),
        "1 partida, 0 errores, 0 advertencias"
    );
    assert_eq!(
        summary(&[("ICCF_LANG", "es")], &["--lang", "ru"]),
        "1 партия, 0 ошибок, 0 предупреждений"
    );
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_iccf"));
    let refused = command
        .args(["--lang", "pt", "check", "game.iccf"])
        .current_dir(dir.path())
        .output()
        .expect("iccf runs");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("the languages are en, ru, de, fr, es"));
}

#[test]
fn explain_and_the_diagram_speak_the_language_chosen() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let explain = stdout(&iccf(&["--lang", "ru", "explain", "S002"], dir));
    assert!(explain.starts_with("S002 (invalid-square): цифра поля равна 0 или 9\nуровень по умолчанию: deny\n\nЧто это значит\n"));
    let show = stdout(&iccf(
        &[
            "--lang",
            "de",
            "show",
            "--ascii",
            "examples/alekhine-postal-1907.iccf",
        ],
        dir,
    ));
    assert!(
        show.lines().any(|line| line.starts_with("Weiß am Zug")
            || line.starts_with("Schwarz am Zug")
            || line.contains("matt")),
        "{show}"
    );
}

/// Runs `iccf` in the project folder with only the language settings of `env`.
fn iccf_with_env(args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_iccf"));
    for name in ["ICCF_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(name);
    }
    command
        .args(args)
        .envs(env.iter().copied())
        .env("NO_COLOR", "1")
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(std::process::Stdio::null())
        .output()
        .expect("iccf runs")
}

const BOARD_MISTAKES: &str = "tests/fixtures/i18n/board-mistakes.iccf";

#[test]
fn json_without_lang_is_the_same_under_every_environment() {
    for file in [BOARD_MISTAKES, "examples/mistakes.iccf"] {
        for format in ["json", "sarif"] {
            let args = ["check", "--format", format, file];
            let c = iccf_with_env(&args, &[("LANG", "C")]);
            let ru = iccf_with_env(&args, &[("LANG", "ru_RU.UTF-8")]);
            let de = iccf_with_env(&args, &[("ICCF_LANG", "de"), ("LANGUAGE", "fr")]);
            assert!(!c.stdout.is_empty());
            assert_eq!(c.stdout, ru.stdout, "{file} {format}");
            assert_eq!(c.stdout, de.stdout, "{file} {format}");
            assert!(!stdout(&c).contains("\"localized\""));
        }
    }
}

#[test]
fn json_with_lang_adds_the_localized_text_and_keeps_the_english() {
    let english = iccf_with_env(&["check", "--format", "json", BOARD_MISTAKES], &[]);
    let records = |output: &std::process::Output| -> Vec<serde_json::Value> {
        stdout(output)
            .lines()
            .map(|line| serde_json::from_str(line).expect("a JSON line"))
            .collect()
    };
    let english = records(&english);
    let board: Vec<&serde_json::Value> = english
        .iter()
        .filter(|r| r["code"].as_str().is_some_and(|c| c.starts_with('B')))
        .collect();
    assert!(board.len() >= 3, "{english:?}");
    let first = &board[0];
    assert_eq!(first["code"], "B001");
    assert_eq!(first["message"], "no piece stands on 53 (e3)");
    assert_eq!(first["message_id"], "board-empty-from-square");
    assert_eq!(first["args"], serde_json::json!({"square": "53 (e3)"}));
    for (language, script) in [
        ("ru", Some('а'..='я')),
        ("de", None),
        ("fr", None),
        ("es", None),
    ] {
        let localized = records(&iccf_with_env(
            &[
                "--lang",
                language,
                "check",
                "--format",
                "json",
                BOARD_MISTAKES,
            ],
            &[("LANG", "C")],
        ));
        assert_eq!(localized.len(), english.len());
        for (l, e) in localized.iter().zip(&english) {
            // The English fields are the same with --lang.
            for key in [
                "code",
                "message",
                "help",
                "line",
                "column",
                "message_id",
                "args",
            ] {
                assert_eq!(l[key], e[key], "{language} {key}");
            }
            assert_eq!(l["localized"]["lang"], language);
            if e["message_id"].is_string() {
                let message = l["localized"]["message"].as_str().expect("a message");
                assert_ne!(
                    message,
                    e["message"].as_str().unwrap_or_default(),
                    "{language}"
                );
                if let Some(range) = script.clone() {
                    assert!(
                        message
                            .chars()
                            .any(|c| range.contains(&c.to_ascii_lowercase())),
                        "{message}"
                    );
                }
            }
        }
    }
}

#[test]
fn sarif_carries_the_message_id_its_arguments_and_the_message_strings() {
    let output = iccf_with_env(
        &["--lang", "ru", "check", "--format", "sarif", BOARD_MISTAKES],
        &[],
    );
    let log: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("SARIF JSON");
    let run = &log["runs"][0];
    let result = run["results"]
        .as_array()
        .expect("results")
        .iter()
        .find(|r| r["ruleId"] == "B001")
        .expect("a B001 result");
    assert_eq!(result["message"]["id"], "board-empty-from-square");
    assert_eq!(
        result["message"]["arguments"],
        serde_json::json!(["53 (e3)"])
    );
    assert_eq!(result["properties"]["localized"]["lang"], "ru");
    assert_eq!(
        result["properties"]["localized"]["message"],
        "на поле 53 (e3) нет фигуры"
    );
    let rule =
        &run["tool"]["driver"]["rules"][result["ruleIndex"].as_u64().expect("index") as usize];
    assert_eq!(
        rule["messageStrings"]["board-empty-from-square"]["text"],
        "no piece stands on {0}"
    );
}

#[test]
fn the_human_report_of_board_mistakes_in_each_language() {
    for language in LANGUAGES {
        let output = iccf_with_env(
            &[
                "--lang",
                language,
                "check",
                "--board",
                "never",
                BOARD_MISTAKES,
            ],
            &[],
        );
        let report = format!("{}\n{}", stdout(&output), stderr(&output));
        assert_eq!(shows_raw_id(&report), None);
        insta::assert_snapshot!(format!("i18n-report-{language}"), report);
    }
}

#[test]
fn lang_from_the_environment_speaks_the_human_report() {
    let output = iccf_with_env(
        &["check", "--board", "never", BOARD_MISTAKES],
        &[("LANG", "ru_RU.UTF-8")],
    );
    let report = stdout(&output);
    assert!(report.contains("на поле 53 (e3) нет фигуры"), "{report}");
    assert!(report.contains("в партии 1 (Smith - Jones)"), "{report}");
}

#[test]
fn the_readme_shows_a_real_report_in_russian() {
    let readme = include_str!("../../README.md");
    let start = readme
        .find("B003(unreachable-square) в партии 2")
        .expect("README.md shows a report in Russian");
    let end = start
        + readme[start..]
            .find("\n...\n")
            .expect("the excerpt ends with ...");
    let output = iccf_with_env(
        &[
            "--lang",
            "ru",
            "check",
            "--board",
            "never",
            "examples/mistakes.iccf",
        ],
        &[],
    );
    let report = stdout(&output);
    for line in readme[start..end].lines() {
        assert!(
            report.contains(line),
            "`iccf --lang ru check` does not print {line:?}"
        );
    }
}
