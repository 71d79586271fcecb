//! The configuration file `iccf.toml`: its `[lint]` table sets the level of rules, its `[time]`
//! table what `iccf time` and the T rules count with.
//!
//! ```toml
//! lang = "ru"               # messages in Russian (a top-level key, before any table)
//!
//! [lint]
//! move-number = "allow"     # by name
//! L004 = "deny"             # or by code
//! warnings = "deny"         # every warning becomes an error
//!
//! [time]
//! control = "10/50"                           # see reflection::Control
//! start = "2018.09.15"                        # the event's start: White's first move counts
//! leave = ["white=2019.01.02..2019.01.20"]    # leave and clock stops (both=...)
//! ```
//!
//! The lists form `deny = ["date-format", "L003"]` (also `allow = [...]`, `warn = [...]`) is read
//! too; `warning` and `error` are read as `warn` and `deny`. Another table, or a rule set before
//! the `[lint]` header, is a warning ([`Config::warnings`]) and is not read. The file is
//! found from the checked file's folder upward ([`find_config_file`]); settings on the command
//! line override it ([`Levels::merge`]).

use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::diagnostic::Severity;
use crate::levels::{Level, Levels, RuleSelector, UnknownRule, find_rule};
use crate::span::Span;

/// The name of the configuration file.
pub const CONFIG_FILE_NAME: &str = "iccf.toml";

/// The settings read from an `iccf.toml` file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Config {
    /// The levels of its `[lint]` table (none set when the file has no such table).
    pub levels: Levels,
    /// What its `[time]` table gives for counting reflection time (nothing set without one).
    pub time: crate::reflection::Settings,
    /// The language of messages its top-level `lang = "ru"` names, before any table (the
    /// `--lang` flag and the `ICCF_LANG` variable come first; see [`crate::i18n`]).
    pub lang: Option<String>,
    /// What is probably a mistake but does not stop the run: a table other than `[lint]`, a
    /// rule set outside it. Each has [`Severity::Warning`].
    pub warnings: Vec<ConfigError>,
}

/// A mistake in `iccf.toml`, with the bytes at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct ConfigError {
    /// [`Severity::Error`] stops the run; [`Severity::Warning`] is reported and the file is used.
    pub severity: Severity,
    /// The bytes at fault in the configuration text (0-based byte offset and length).
    pub span: Span,
    /// What is wrong (lowercase, no final period).
    pub message: String,
    /// The text under the underline.
    pub label: String,
    /// How to fix it.
    pub help: Option<String>,
}

impl ConfigError {
    fn error(span: Span, message: String, label: &str, help: String) -> Self {
        Self {
            severity: Severity::Error,
            span,
            message,
            label: label.to_string(),
            help: Some(help),
        }
    }

    fn warning(span: Span, message: String, label: &str, help: String) -> Self {
        Self {
            severity: Severity::Warning,
            ..Self::error(span, message, label, help)
        }
    }
}

impl miette::Diagnostic for ConfigError {
    fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new("config"))
    }

    fn severity(&self) -> Option<miette::Severity> {
        Some(self.severity.into())
    }

    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        crate::diagnostic::miette_help(self.help.as_ref())
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        crate::diagnostic::miette_labels(&self.label, self.span, &[])
    }
}

fn span_of<T>(spanned: &Spanned<T>) -> Span {
    let range = spanned.span();
    Span::from_bounds(range.start, range.end)
}

const LEVEL_HELP: &str = "a level is \"allow\" (not reported), \"warn\" or \"warning\" (a warning), or \"deny\" or \"error\" (an error)";

/// The table of rule levels.
const LINT_TABLE: &str = "lint";
/// The table of reflection-time settings.
const TIME_TABLE: &str = "time";
/// The top-level key of the language of messages.
const LANG_KEY: &str = "lang";

impl Config {
    /// Reads the text of an `iccf.toml` file.
    ///
    /// # Errors
    ///
    /// Every mistake found: TOML that cannot be read, a `lint` that is not a table, an unknown
    /// rule name (with the nearest one), a level that is not `allow`, `warn` (or `warning`) or
    /// `deny` (or `error`), a rule set twice. Other tables and rules set outside `[lint]` are
    /// not errors but [`Config::warnings`].
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::{levels::Level, lint::Config};
    /// let config = Config::parse("[lint]\nmove-number = \"allow\"\nL004 = \"error\"\n").unwrap();
    /// assert_eq!(config.levels.configured(iccf::Code::MoveNumber), Some(Level::Allow));
    /// assert_eq!(config.levels.configured(iccf::Code::DateFormat), Some(Level::Deny));
    ///
    /// let errors = Config::parse("[lint]\nmove-numbr = \"allow\"\n").unwrap_err();
    /// assert_eq!(errors[0].message, "unknown rule `move-numbr` in the [lint] table");
    /// assert_eq!((errors[0].span.offset(), errors[0].span.len()), (7, 10));
    ///
    /// let config = Config::parse("[lints]\nmove-number = \"allow\"\n").unwrap();
    /// assert_eq!(config.warnings[0].help.as_deref(), Some("did you mean `[lint]`? this table is not read"));
    /// ```
    pub fn parse(text: &str) -> Result<Config, Vec<ConfigError>> {
        let root = DeTable::parse(text).map_err(|error| {
            let span = error.span().map_or(Span::new(0, 0), |r| Span::from_bounds(r.start, r.end));
            vec![ConfigError::error(
                span,
                format!("{CONFIG_FILE_NAME} is not valid TOML: {}", error.message().trim_end_matches('\n')),
                "cannot be read",
                "check the quotes and brackets on this line; a rule is set as `move-number = \"allow\"` in the [lint] table".to_string(),
            )]
        })?;
        let mut config = Config::default();
        let mut errors = Vec::new();
        let mut entries: Vec<_> = root.get_ref().iter().collect();
        entries.sort_by_key(|(key, _)| key.span().start);
        for (key, value) in entries {
            let name = key.get_ref().as_ref();
            match value.get_ref() {
                DeValue::Table(table) if name == LINT_TABLE => {
                    read_lint_table(table, &mut config.levels, &mut errors);
                }
                _ if name == LINT_TABLE => errors.push(ConfigError::error(
                    span_of(key),
                    "`lint` must be a table".to_string(),
                    "not a table",
                    "write the rules under a [lint] header, one `rule = \"level\"` per line"
                        .to_string(),
                )),
                DeValue::Table(table) if name == TIME_TABLE => {
                    read_time_table(table, &mut config.time, &mut errors);
                }
                DeValue::String(lang) if name == LANG_KEY => config.lang = Some(lang.to_string()),
                DeValue::Table(_) => config.warnings.push(unknown_table(name, span_of(key))),
                _ => config.warnings.push(outside_a_table(name, span_of(key))),
            }
        }
        errors.sort_by_key(|e| e.span.offset());
        if errors.is_empty() {
            Ok(config)
        } else {
            Err(errors)
        }
    }

    /// Reads the configuration file at `path`.
    ///
    /// # Errors
    ///
    /// `Err(Err(io))` when the file cannot be read; `Err(Ok(errors))` for its mistakes, with
    /// spans into its text.
    pub fn read(path: &Path) -> Result<Config, Result<Vec<ConfigError>, std::io::Error>> {
        let text = std::fs::read_to_string(path).map_err(Err)?;
        Config::parse(&text).map_err(Ok)
    }
}

/// A table other than `[lint]`: a warning, with `[lint]` suggested when the name is near it.
fn unknown_table(name: &str, span: Span) -> ConfigError {
    let near = strsim::damerau_levenshtein(&name.to_lowercase(), LINT_TABLE) <= 2
        || name.to_lowercase().contains(LINT_TABLE);
    let help = if near {
        "did you mean `[lint]`? this table is not read".to_string()
    } else {
        "iccf.toml has two tables, `[lint]` and `[time]`; this one is not read".to_string()
    };
    ConfigError::warning(
        span,
        format!("unknown table `[{name}]` in {CONFIG_FILE_NAME}"),
        "not read",
        help,
    )
}

/// Reads the `[time]` table: `control`, `start` and `leave` (a list), each a string as the
/// options of `iccf time` take it.
fn read_time_table(
    table: &DeTable,
    settings: &mut crate::reflection::Settings,
    errors: &mut Vec<ConfigError>,
) {
    const HELP: &str = "the [time] table takes control = \"10/50\", start = \"2018.09.15\" and leave = [\"white=2019.01.02..2019.01.20\"]";
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    for (key, value) in entries {
        let name = key.get_ref().as_ref();
        let texts: Vec<(&str, Span)> = match value.get_ref() {
            DeValue::String(text) => vec![(text.as_ref(), span_of(value))],
            DeValue::Array(items) if name == "leave" => items
                .iter()
                .filter_map(|item| match item.get_ref() {
                    DeValue::String(text) => Some((text.as_ref(), span_of(item))),
                    _ => None,
                })
                .collect(),
            _ => {
                errors.push(ConfigError::error(
                    span_of(value),
                    format!("`{name}` in the [time] table must be a string"),
                    "not a string",
                    HELP.to_string(),
                ));
                continue;
            }
        };
        for (text, span) in texts {
            let read = match name {
                "control" => text
                    .parse()
                    .map(|control| settings.control = Some(control))
                    .map_err(|e: crate::reflection::ControlError| e.to_string()),
                "start" => crate::reflection::stamp::Stamp::date(text)
                    .map(|start| settings.start = Some(start))
                    .ok_or_else(|| format!("the start `{text}` is not a date YYYY.MM.DD")),
                "leave" => text
                    .parse()
                    .map(|leave| settings.leave.push(leave))
                    .map_err(|reason| format!("cannot read the leave `{text}`: {reason}")),
                _ => {
                    errors.push(ConfigError::error(
                        span_of(key),
                        format!("unknown setting `{name}` in the [time] table"),
                        "not read",
                        HELP.to_string(),
                    ));
                    break;
                }
            };
            if let Err(message) = read {
                errors.push(ConfigError::error(
                    span,
                    message,
                    "cannot be read",
                    HELP.to_string(),
                ));
            }
        }
    }
}

/// A key before any table: a rule set outside `[lint]` is not read.
fn outside_a_table(name: &str, span: Span) -> ConfigError {
    let help = if find_rule(name).is_ok() || Level::from_name(name).is_some() {
        format!("move `{name}` under the [lint] header: rules are set in the [lint] table")
    } else {
        "iccf.toml has one table, `[lint]`, with one `rule = \"level\"` per line".to_string()
    };
    ConfigError::warning(
        span,
        format!("`{name}` is set outside the [lint] table and is not read"),
        "not in a table",
        help,
    )
}

/// Reads the rules of the `[lint]` table into `levels`.
fn read_lint_table(table: &DeTable, levels: &mut Levels, errors: &mut Vec<ConfigError>) {
    let mut seen: Vec<RuleSelector> = Vec::new();
    let mut set = |selector: RuleSelector,
                   level: Level,
                   span: Span,
                   name: &str,
                   errors: &mut Vec<ConfigError>| {
        if seen.contains(&selector) {
            errors.push(ConfigError::error(
                span,
                format!("the rule `{name}` is set twice in the [lint] table"),
                "set again here",
                "keep one setting per rule (a code and its name are the same rule)".to_string(),
            ));
            return;
        }
        seen.push(selector);
        levels.set_selector(selector, level);
    };
    let mut entries: Vec<_> = table.iter().collect();
    entries.sort_by_key(|(key, _)| key.span().start);
    for (key, value) in entries {
        let name = key.get_ref().as_ref();
        if let Some(level) = Level::from_name(name) {
            // The lists form: deny = ["date-format", "L003"].
            for (rule, span) in rule_list(name, value, errors) {
                match find_rule(rule) {
                    Ok(selector) => set(selector, level, span, rule, errors),
                    Err(unknown) => errors.push(unknown_rule(&unknown, span)),
                }
            }
            continue;
        }
        let selector = match find_rule(name) {
            Ok(selector) => selector,
            Err(unknown) => {
                errors.push(unknown_rule(&unknown, span_of(key)));
                continue;
            }
        };
        let level = match value.get_ref() {
            DeValue::String(level) => Level::from_name(level),
            _ => None,
        };
        let Some(level) = level else {
            errors.push(ConfigError::error(
                span_of(value),
                format!("the level of `{name}` must be \"allow\", \"warn\" or \"deny\""),
                "not a level",
                LEVEL_HELP.to_string(),
            ));
            continue;
        };
        set(selector, level, span_of(key), name, errors);
    }
}

/// The rules of a list `deny = ["date-format", "L003"]`, each with its span; what is not a list
/// of strings is an error.
fn rule_list<'a>(
    name: &str,
    value: &'a Spanned<DeValue<'a>>,
    errors: &mut Vec<ConfigError>,
) -> Vec<(&'a str, Span)> {
    let DeValue::Array(items) = value.get_ref() else {
        errors.push(ConfigError::error(
            span_of(value),
            format!("`{name}` must be a list of rules"),
            "expected a list such as [\"move-number\", \"L004\"]",
            format!(
                "write `{name} = [\"move-number\", \"L004\"]`, or one `rule = \"{name}\"` per line"
            ),
        ));
        return Vec::new();
    };
    let mut rules = Vec::new();
    for item in items {
        match item.get_ref() {
            DeValue::String(rule) => rules.push((rule.as_ref(), span_of(item))),
            _ => errors.push(ConfigError::error(
                span_of(item),
                "a rule must be written as a string".to_string(),
                "not a string",
                "put the rule code or name in double quotes: \"move-number\"".to_string(),
            )),
        }
    }
    rules
}

fn unknown_rule(unknown: &UnknownRule, span: Span) -> ConfigError {
    ConfigError::error(
        span,
        format!("unknown rule `{}` in the [lint] table", unknown.name),
        "no rule has this code or name",
        unknown.help(),
    )
}

/// The nearest `iccf.toml` in `folder` or one of its parent folders.
///
/// # Examples
///
/// ```
/// // A folder with no iccf.toml above it finds nothing.
/// let none = iccf::lint::find_config_file(std::path::Path::new("/"));
/// assert!(none.is_none() || none.unwrap().ends_with("iccf.toml"));
/// ```
pub fn find_config_file(folder: &Path) -> Option<PathBuf> {
    let start = std::path::absolute(folder).unwrap_or_else(|_| folder.to_path_buf());
    start
        .ancestors()
        .map(|dir| dir.join(CONFIG_FILE_NAME))
        .find(|candidate| candidate.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::Code;

    #[test]
    fn the_time_table_gives_the_control_the_start_and_leave() {
        use crate::reflection::{Control, Side, stamp::Stamp};
        let text = "[time]\ncontrol = \"10 moves in 40 days\"\nstart = \"2018.09.15\"\nleave = [\"white=2019.01.02..2019.01.20\", \"2019.02.01..2019.02.01\"]\n";
        let config = Config::parse(text).unwrap();
        assert_eq!(
            config.time.control,
            Some(Control::Cumulative {
                moves: 10,
                days: 40
            })
        );
        assert_eq!(config.time.start, Stamp::date("2018.09.15"));
        let sides: Vec<Option<Side>> = config.time.leave.iter().map(|l| l.side).collect();
        assert_eq!(sides, [Some(Side::White), None]);
        assert!(config.warnings.is_empty());
        let errors =
            Config::parse("[time]\ncontrol = \"10/0\"\nstart = 2018\npace = \"x\"\n").unwrap_err();
        let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "cannot read the time control `10/0`: the days `0` is not a whole number above 0",
                "`start` in the [time] table must be a string",
                "unknown setting `pace` in the [time] table",
            ]
        );
        assert_eq!((errors[0].span.offset(), errors[0].span.len()), (17, 6));
    }

    #[test]
    fn mapping_and_lists() {
        let text = "[format]\nwidth = 80\n\n[lint]\nL001 = \"deny\"\nwarnings = \"deny\"\nallow = [\"date-format\", \"S013\"]\n";
        let config = Config::parse(text).unwrap();
        assert_eq!(
            config.levels.configured(Code::MoveNumber),
            Some(Level::Deny)
        );
        assert_eq!(
            config.levels.configured(Code::DateFormat),
            Some(Level::Allow)
        );
        assert_eq!(
            config.levels.configured(Code::DuplicateTag),
            Some(Level::Allow)
        );
        assert_eq!(config.levels.configured_warnings(), Some(Level::Deny));
    }

    #[test]
    fn no_lint_table_sets_nothing() {
        assert_eq!(
            Config::parse("[format]\nwidth = 80\n").unwrap().levels,
            Levels::default()
        );
        assert_eq!(Config::parse("").unwrap(), Config::default());
    }

    #[test]
    fn every_mistake_is_reported_with_its_span() {
        let text =
            "[lint]\ndate-formt = \"deny\"\nL001 = \"fatal\"\nmove-number = \"allow\"\nL001x = 3\n";
        let errors = Config::parse(text).unwrap_err();
        let found: Vec<(&str, &str)> = errors
            .iter()
            .map(|e| (e.message.as_str(), &text[e.span.offset()..e.span.end()]))
            .collect();
        assert_eq!(
            found,
            [
                (
                    "unknown rule `date-formt` in the [lint] table",
                    "date-formt"
                ),
                (
                    "the level of `L001` must be \"allow\", \"warn\" or \"deny\"",
                    "\"fatal\""
                ),
                ("unknown rule `L001x` in the [lint] table", "L001x"),
            ]
        );
        assert!(
            errors[0]
                .help
                .as_deref()
                .unwrap_or_default()
                .contains("date-format")
        );
    }

    #[rstest::rstest]
    #[case::near(
        "[lnit]\nL001 = \"deny\"\n",
        "unknown table `[lnit]` in iccf.toml",
        "lnit",
        "did you mean `[lint]`? this table is not read"
    )]
    #[case::plural(
        "[lints]\nL001 = \"deny\"\n",
        "unknown table `[lints]` in iccf.toml",
        "lints",
        "did you mean `[lint]`? this table is not read"
    )]
    #[case::capital(
        "[Lint]\nL001 = \"deny\"\n",
        "unknown table `[Lint]` in iccf.toml",
        "Lint",
        "did you mean `[lint]`? this table is not read"
    )]
    #[case::other_table(
        "[format]\nwidth = 80\n",
        "unknown table `[format]` in iccf.toml",
        "format",
        "iccf.toml has two tables, `[lint]` and `[time]`; this one is not read"
    )]
    #[case::rule_before_the_header(
        "move-number = \"allow\"\n[lint]\n",
        "`move-number` is set outside the [lint] table and is not read",
        "move-number",
        "move `move-number` under the [lint] header: rules are set in the [lint] table"
    )]
    #[case::unicode_table(
        "[\"é\"]\nx = 1\n",
        "unknown table `[é]` in iccf.toml",
        "\"é\"",
        "iccf.toml has two tables, `[lint]` and `[time]`; this one is not read"
    )]
    fn other_tables_are_warnings(
        #[case] text: &str,
        #[case] message: &str,
        #[case] underlined: &str,
        #[case] help: &str,
    ) {
        let config = Config::parse(text).unwrap();
        assert_eq!(config.levels, Levels::default());
        let [warning] = config.warnings.as_slice() else {
            panic!("one warning expected: {:?}", config.warnings);
        };
        assert_eq!(warning.severity, Severity::Warning);
        assert_eq!(warning.message, message);
        assert_eq!(warning.span.text(text), Some(underlined));
        assert_eq!(warning.help.as_deref(), Some(help));
    }

    #[rstest::rstest]
    #[case::error("error", Level::Deny)]
    #[case::warning("warning", Level::Warn)]
    #[case::deny("deny", Level::Deny)]
    fn warning_and_error_are_levels(#[case] word: &str, #[case] level: Level) {
        let config =
            Config::parse(&format!("[lint]\nL004 = \"{word}\"\n{word} = [\"L001\"]\n")).unwrap();
        assert_eq!(config.levels.configured(Code::DateFormat), Some(level));
        assert_eq!(config.levels.configured(Code::MoveNumber), Some(level));
    }

    #[test]
    fn a_rule_set_twice_is_an_error() {
        let errors =
            Config::parse("[lint]\nL001 = \"deny\"\nmove-number = \"allow\"\n").unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(errors[0].message.contains("set twice"), "{errors:?}");
    }

    #[test]
    fn invalid_toml_points_at_the_line() {
        let errors = Config::parse("[lint]\nL001 = deny\n").unwrap_err();
        assert!(
            errors[0].message.starts_with("iccf.toml is not valid TOML"),
            "{errors:?}"
        );
        assert!(errors[0].span.offset() >= 7);
    }
}
