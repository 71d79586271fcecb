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
fn every_code_has_a_summary_and_an_explanation_in_every_language() {
    let english = entries("en", "codes.ftl");
    let summaries = english.keys().filter(|id| !id.contains('.')).count();
    assert_eq!(summaries, iccf::Code::COUNT);
    for code in iccf::Code::ALL {
        let id = code.catalogue_id();
        for part in ["", ".what", ".why", ".example", ".fix"] {
            assert!(
                english.contains_key(&format!("{id}{part}")),
                "en: {id}{part}"
            );
        }
    }
    // Every language has the summary and the long explanation (`.what`, `.why`, `.example`,
    // `.fix`) of every code, with English's variables, and no id English lacks.
    let mut wrong = Vec::new();
    for language in &LANGUAGES[1..] {
        let translated = entries(language, "codes.ftl");
        for (id, used) in &english {
            if translated.get(id) != Some(used) {
                wrong.push(format!(
                    "{language}: `{id}` missing or with other variables"
                ));
            }
        }
        for id in translated.keys().filter(|id| !english.contains_key(*id)) {
            wrong.push(format!("{language}: `{id}`, an id English lacks"));
        }
    }
    assert!(wrong.is_empty(), "codes.ftl:\n{}", wrong.join("\n"));
}

/// The sections of `iccf explain`'s output: the text under each heading, its wrapped lines
/// joined by one space, keyed by the heading.
fn explain_sections(output: &str) -> BTreeMap<String, String> {
    output
        .split("\n\n")
        .skip(1)
        .filter_map(|section| {
            let (heading, body) = section.split_once('\n')?;
            let body = body.split_whitespace().collect::<Vec<_>>().join(" ");
            Some((heading.to_string(), body))
        })
        .collect()
}

#[test]
fn explain_prints_the_long_text_in_the_language_chosen() {
    use iccf::i18n::{Args, Language};
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let english = stdout(&iccf_with_env(&["explain", "B003"], &[]));
    assert_eq!(
        english,
        stdout(&iccf(&["--lang", "en", "explain", "B003"], dir))
    );
    assert_eq!(english, ENGLISH_EXPLAIN_B003);
    for (tag, language, word) in [
        ("ru", Language::Russian, "фигура"),
        ("de", Language::German, "Figur"),
    ] {
        let output = stdout(&iccf(&["--lang", tag, "explain", "B003"], dir));
        let sections = explain_sections(&output);
        let catalogue = language.catalogue();
        for (heading, part) in [
            ("explain-what", "what"),
            ("explain-why", "why"),
            ("explain-fix", "fix"),
        ] {
            let heading = catalogue.format(heading, &Args::new());
            let id = format!("code-unreachable-square.{part}");
            let own = catalogue.format_own(&id, &Args::new());
            assert_eq!(
                sections.get(&heading),
                own.as_ref(),
                "{tag} {part}: {output}"
            );
            let english = Language::English.catalogue().format(&id, &Args::new());
            assert_ne!(own.as_deref(), Some(english.as_str()), "{tag} {part}");
        }
        assert!(output.contains(word), "{tag}: {output}");
        if tag == "ru" {
            let body = &sections[&catalogue.format("explain-fix", &Args::new())];
            assert!(body.chars().any(|c| ('а'..='я').contains(&c)), "{body}");
        }
        // The example is the transcript, only its comment in brackets translated.
        assert!(
            output.contains("1. 7163 5755 2. 6354   ("),
            "{tag}: {output}"
        );
    }
}

/// `iccf explain B003` in English, as it was before the explanations were translated.
const ENGLISH_EXPLAIN_B003: &str = "\
B003 (unreachable-square): the piece cannot move to that square
default level: deny

What it means
  The piece on the from-square cannot reach the to-square: it does not move that way, or another
  piece blocks the path.

Why it matters
  A digit of the to-square was mistyped, or the position differs from what the writer thought.

Example
  1. 7163 5755 2. 6354   (a knight on f3 cannot reach e4)

Fix
  Check the to-square; the help lists where that piece can go.
";

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
fn the_line_formats_speak_the_language_asked_for_and_keep_their_shape() {
    let file = "tests/fixtures/i18n/board-mistakes.iccf";
    let short = |args: &[&str], env: &[(&str, &str)]| {
        stdout(&iccf_with_env(
            &[
                args,
                &["check", "--board", "never", "--format", "short", file],
            ]
            .concat(),
            env,
        ))
    };
    let russian = short(&["--lang", "ru"], &[]);
    let line = russian
        .lines()
        .find(|l| l.contains("error[B001]"))
        .expect("the B001 line");
    assert!(line.starts_with(&format!("{file}:")), "{line}");
    assert!(
        line.ends_with(": error[B001]: на поле 53 (e3) нет фигуры [game 1]"),
        "{line}"
    );
    // The environment's language alone leaves the lines English.
    let english = short(&[], &[]);
    assert_eq!(short(&[], &[("LANG", "ru_RU.UTF-8")]), english);
    assert!(english.contains(": error[B001]: no piece stands on 53 (e3) [game 1]"));
    let github = stdout(&iccf_with_env(
        &[
            "--lang", "de", "check", "--board", "never", "--format", "github", file,
        ],
        &[],
    ));
    assert!(
        github.contains("title=B001 in game 1 (Smith - Jones)::auf 53 (e3) steht keine Figur"),
        "{github}"
    );
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

/// The helps of a human report: each line starting with `  WORD: ` and the lines indented
/// under it, joined with spaces.
fn helps_of_report(report: &str, word: &str) -> Vec<String> {
    let prefix = format!("  {word}: ");
    let indent = " ".repeat(prefix.chars().count());
    let mut helps: Vec<String> = Vec::new();
    let mut open = false;
    for line in report.lines() {
        if let Some(text) = line.strip_prefix(&prefix) {
            helps.push(text.to_string());
            open = true;
        } else if let Some(text) = line.strip_prefix(&indent).filter(|_| open) {
            let last = helps.last_mut().expect("a help is open");
            last.push(' ');
            last.push_str(text);
        } else {
            open = false;
        }
    }
    helps
}

#[test]
fn the_word_before_the_help_is_in_the_language_chosen() {
    for (language, word) in [
        ("ru", "подсказка"),
        ("de", "Hilfe"),
        ("fr", "aide"),
        ("es", "ayuda"),
    ] {
        let args = [
            "--lang",
            language,
            "check",
            "--board",
            "never",
            BOARD_MISTAKES,
        ];
        let report = stdout(&iccf_with_env(&args, &[]));
        assert!(
            !report.contains("  help: "),
            "{language}: English `help:` in\n{report}"
        );
        let json_args = [
            "--lang", language, "check", "--board", "never", "--format", "json",
        ];
        let json = stdout(&iccf_with_env(
            &[&json_args[..], &[BOARD_MISTAKES]].concat(),
            &[],
        ));
        let mut expected: Vec<String> = json
            .lines()
            .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
            .filter_map(|d| d["localized"]["help"].as_str().map(str::to_string))
            .collect();
        let mut helps = helps_of_report(&report, word);
        expected.sort();
        helps.sort();
        assert!(!helps.is_empty(), "{language}: no help in\n{report}");
        // Wrapped under the word and joined again, each help reads as in the JSON.
        assert_eq!(helps, expected, "{language}");
    }
    let english = stdout(&iccf_with_env(
        &["check", "--board", "never", BOARD_MISTAKES],
        &[],
    ));
    assert!(!helps_of_report(&english, "help").is_empty());
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

/// Every `.iccf` and `.pgn` file under `dir`, sorted.
fn fixture_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a fixture folder")
        .map(|entry| entry.expect("an entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            fixture_files(&path, out);
        } else if path
            .extension()
            .is_some_and(|ext| ext == "iccf" || ext == "pgn")
        {
            out.push(path);
        }
    }
}

/// Whether `text` has a Cyrillic letter.
fn has_cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

#[test]
fn every_diagnostic_of_the_fixtures_speaks_russian() {
    let mut files = Vec::new();
    fixture_files(Path::new("tests/fixtures"), &mut files);
    fixture_files(Path::new("examples"), &mut files);
    let mut args = vec!["--lang", "ru", "check", "--format", "json"];
    args.extend(files.iter().map(|f| f.to_str().expect("a UTF-8 path")));
    let output = iccf_with_env(&args, &[]);
    let mut codes = BTreeSet::new();
    for line in stdout(&output).lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        let code = record["code"].as_str().expect("a code");
        codes.insert(code.to_string());
        assert!(record["message_id"].is_string(), "{record}");
        let localized = &record["localized"];
        let message = localized["message"].as_str().unwrap_or_default();
        assert!(
            has_cyrillic(message) && message != record["message"],
            "{code}: {message} ({record})"
        );
        if let Some(english) = record["help"].as_str() {
            let help = localized["help"].as_str().unwrap_or_default();
            assert!(
                has_cyrillic(help) && help != english,
                "{code}: {help} ({record})"
            );
        }
    }
    // Every layer: most syntax mistakes, castling, the FEN, promotion, moves meant, the end of
    // the game, every lint rule and every reflection-time rule.
    let syntax = codes.iter().filter(|c| c.starts_with('S')).count();
    assert!(syntax >= 30, "{syntax} S codes: {codes:?}");
    for code in [
        "B001", "B002", "B003", "B004", "B006", "B007", "B008", "B009", "B010", "B011", "B012",
        "B013", "B014", "B015", "B016", "B020", "B021", "B023", "B024", "B025", "L001", "L002",
        "L003", "L004", "L005", "L006", "L007", "L008", "L009", "L010", "L011", "L012", "T001",
        "T002", "T003", "T004", "T005", "T006",
    ] {
        assert!(codes.contains(code), "no {code} among {codes:?}");
    }
}

/// Whether `line` of a human report has four plain ASCII words in a row, outside the source
/// lines it quotes (`12 │ 1. 5254 ...`) and text in backticks (quoted from the transcript).
fn has_plain_english(line: &str) -> bool {
    if line
        .trim_start()
        .split('│')
        .next()
        .is_some_and(|n| n.trim().parse::<u32>().is_ok())
    {
        return false;
    }
    let unquoted: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let words: Vec<&str> = unquoted.split_whitespace().collect();
    words.windows(4).any(|w| {
        w.iter()
            .all(|word| word.len() >= 2 && word.chars().all(|c| c.is_ascii_lowercase()))
    })
}

#[test]
fn the_pseudo_locale_shows_every_text_routed_through_the_catalogue() {
    let mut files = Vec::new();
    fixture_files(Path::new("tests/fixtures"), &mut files);
    fixture_files(Path::new("examples"), &mut files);
    let paths: Vec<&str> = files
        .iter()
        .map(|f| f.to_str().expect("a UTF-8 path"))
        .collect();
    let json = stdout(&iccf_with_env(
        &[
            &["--lang", "en-XA", "check", "--format", "json"][..],
            &paths,
        ]
        .concat(),
        &[],
    ));
    let mut records = 0;
    for line in json.lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        records += 1;
        let localized = &record["localized"];
        assert_ne!(localized["message"], record["message"], "{record}");
        if record["help"].is_string() {
            assert_ne!(localized["help"], record["help"], "{record}");
        }
    }
    assert!(records > 500, "{records} diagnostics");
    // The human report: labels, secondary labels and the words around them too.
    let human = stdout(&iccf_with_env(
        &[
            &["--lang", "en-XA", "check", "--board", "never"][..],
            &paths,
        ]
        .concat(),
        &[],
    ));
    let plain: Vec<&str> = human.lines().filter(|l| has_plain_english(l)).collect();
    assert!(plain.is_empty(), "{plain:#?}");
    assert!(has_plain_english("  ·  ╰── the piece cannot go there"));
}
