//! `iccf rules` (every code with its levels, as a table or JSON) and `iccf explain CODE`.

use std::path::PathBuf;
use std::process::ExitCode;

use serde::Serialize;

use iccf::i18n::Args;
use iccf::levels::Levels;
use iccf::{Code, Severity};

use super::config::Resolver;
use super::{RulesArgs, RulesFormat};

/// A severity in the words of `iccf.toml`: `deny` for an error, `warn` for a warning, `allow`
/// for a code not reported; advice (the default of style remarks) has no level of its own.
fn level_word(severity: Option<Severity>) -> &'static str {
    match severity {
        None => "allow",
        Some(Severity::Error) => "deny",
        Some(Severity::Warning) => "warn",
        Some(Severity::Advice) => "advice",
    }
}

/// One code in `iccf rules --format json`.
#[derive(Serialize)]
struct RuleRecord {
    code: &'static str,
    name: &'static str,
    layer: iccf::codes::Layer,
    /// The level with no configuration: `deny`, `warn` or `advice`.
    default: &'static str,
    /// The level here (iccf.toml of the current folder and the flags): `allow`, `warn`, `deny`
    /// or `advice`.
    level: &'static str,
    /// The severity reported here, `null` when the code is allowed.
    severity: Option<Severity>,
    fixable: bool,
    summary: &'static str,
}

/// `iccf rules`: every code with its default level and the level it has here (iccf.toml of the
/// current folder and the flags), in the words iccf.toml accepts.
pub(crate) fn rules(args: &RulesArgs, cli: Levels) -> ExitCode {
    let folder = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let mut resolver = Resolver::new(&args.levels, cli);
    let Ok(levels) = resolver.levels_for_folder(&folder) else {
        return ExitCode::from(2);
    };
    let records = Code::ALL.iter().map(|&code| RuleRecord {
        code: code.as_str(),
        name: code.name(),
        layer: code.layer(),
        default: level_word(Some(code.default_severity())),
        level: level_word(levels.severity(code)),
        severity: levels.severity(code),
        fixable: code.fixable(),
        summary: code.summary(),
    });
    if args.format == RulesFormat::Json {
        let records: Vec<RuleRecord> = records.collect();
        say!("{}", serde_json::to_string(&records).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    let language = super::language().language;
    let catalogue = language.catalogue();
    let text = |id: &str| catalogue.format(id, &Args::new());
    if let Some(path) = resolver.used_files().first() {
        let path = Args::new().text("path", path.display().to_string());
        say!("{}", catalogue.format("rules-levels-from", &path));
    }
    say!(
        "{:<6} {:<30} {:<8} {:<8} {:<8} {}",
        text("rules-header-code"),
        text("rules-header-name"),
        text("rules-header-default"),
        text("rules-header-level"),
        text("rules-header-fixable"),
        text("rules-header-summary")
    );
    let (yes, no) = (text("rules-yes"), text("rules-no"));
    for (code, r) in Code::ALL.iter().zip(records) {
        say!(
            "{:<6} {:<30} {:<8} {:<8} {:<8} {}",
            r.code,
            r.name,
            r.default,
            r.level,
            if r.fixable { &yes } else { &no },
            code.summary_in(language)
        );
    }
    ExitCode::SUCCESS
}

/// `iccf explain CODE`: what a code means, why it matters, an example and the fix.
pub(crate) fn explain(code: &str) -> ExitCode {
    let found = match iccf::levels::find_rule(code) {
        Ok(iccf::levels::RuleSelector::Code(found)) => Some(found),
        _ => None,
    };
    let Some(found) = found else {
        note!("error: unknown code `{code}`");
        if let Some(near) = iccf::levels::closest_code(code) {
            note!(
                "  help: did you mean `{}` ({})?",
                near.as_str(),
                near.name()
            );
        }
        note!("  help: `iccf rules` lists every code");
        return ExitCode::from(2);
    };
    let language = super::language().language;
    let catalogue = language.catalogue();
    let text = |id: &str| catalogue.format(id, &Args::new());
    let e = found.explanation_in(language);
    let wrap = |text: &str| iccf::render::wrap_help(text, 100, "  ");
    say!(
        "{} ({}): {}",
        found.as_str(),
        found.name(),
        found.summary_in(language)
    );
    let level = Args::new().selector("level", level_word(Some(found.default_severity())));
    say!(
        "{}{}",
        catalogue.format("explain-default-level", &level),
        if found.fixable() {
            text("explain-fixable")
        } else {
            String::new()
        }
    );
    say!("\n{}\n{}", text("explain-what"), wrap(e.what));
    say!("\n{}\n{}", text("explain-why"), wrap(e.why));
    say!(
        "\n{}\n  {}",
        text("explain-example"),
        e.example.replace('\n', "\n  ")
    );
    say!("\n{}\n{}", text("explain-fix"), wrap(e.fix));
    ExitCode::SUCCESS
}
