//! The configuration file `iccf.toml`: its `[lint]` table sets the level of rules.
//!
//! ```toml
//! [lint]
//! move-number = "allow"     # by name
//! L004 = "deny"             # or by code
//! warnings = "deny"         # every warning becomes an error
//! ```
//!
//! The lists form `deny = ["date-format", "L003"]` (also `allow = [...]`, `warn = [...]`) is read
//! too. Other tables of the file belong to other commands and are not read here. The file is
//! found from the checked file's folder upward ([`find_config_file`]); settings on the command
//! line override it ([`Levels::merge`]).

use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::{Level, Levels, RuleSelector, find_rule};
use crate::span::Span;

/// The name of the configuration file.
pub const CONFIG_FILE_NAME: &str = "iccf.toml";

/// The settings read from an `iccf.toml` file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Config {
    /// The levels of its `[lint]` table (none set when the file has no such table).
    pub levels: Levels,
}

/// A mistake in `iccf.toml`, with the bytes at fault.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
#[non_exhaustive]
pub struct ConfigError {
    /// The bytes at fault in the configuration text (0-based byte offset and length).
    pub span: Span,
    /// What is wrong (lowercase, no final period).
    pub message: String,
    /// The text under the underline.
    pub label: String,
    /// How to fix it.
    pub help: Option<String>,
}

impl miette::Diagnostic for ConfigError {
    fn code<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        Some(Box::new("config"))
    }

    fn help<'a>(&'a self) -> Option<Box<dyn std::fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn std::fmt::Display>)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        let label = (!self.label.is_empty()).then(|| self.label.clone());
        Some(Box::new(std::iter::once(
            miette::LabeledSpan::new_primary_with_span(label, self.span),
        )))
    }
}

fn span_of<T>(spanned: &Spanned<T>) -> Span {
    let range = spanned.span();
    Span::from_bounds(range.start, range.end)
}

const LEVEL_HELP: &str =
    "a level is \"allow\" (not reported), \"warn\" (a warning) or \"deny\" (an error)";

impl Config {
    /// Reads the text of an `iccf.toml` file.
    ///
    /// # Errors
    ///
    /// Every mistake found: TOML that cannot be read, a `lint` that is not a table, an unknown
    /// rule name (with the nearest one), a level that is not `allow`, `warn` or `deny`, a rule
    /// set twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::lint::{Config, Level};
    /// let config = Config::parse("[lint]\nmove-number = \"allow\"\n").unwrap();
    /// assert_eq!(config.levels.configured(iccf::Code::MoveNumber), Some(Level::Allow));
    ///
    /// let errors = Config::parse("[lint]\nmove-numbr = \"allow\"\n").unwrap_err();
    /// assert_eq!(errors[0].message, "unknown rule `move-numbr` in the [lint] table");
    /// assert_eq!((errors[0].span.offset, errors[0].span.len), (7, 10));
    /// ```
    pub fn parse(text: &str) -> Result<Config, Vec<ConfigError>> {
        let root = DeTable::parse(text).map_err(|error| {
            let span = error.span().map_or(Span::new(0, 0), |r| Span::from_bounds(r.start, r.end));
            vec![ConfigError {
                span,
                message: format!("{CONFIG_FILE_NAME} is not valid TOML: {}", error.message().trim_end_matches('\n')),
                label: "cannot be read".to_string(),
                help: Some("check the quotes and brackets on this line; a rule is set as `move-number = \"allow\"` in the [lint] table".to_string()),
            }]
        })?;
        let mut config = Config::default();
        let mut errors = Vec::new();
        let Some((key, lint)) = root
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref().as_ref() == "lint")
        else {
            return Ok(config);
        };
        let DeValue::Table(table) = lint.get_ref() else {
            errors.push(ConfigError {
                span: span_of(key),
                message: "`lint` must be a table".to_string(),
                label: "not a table".to_string(),
                help: Some(
                    "write the rules under a [lint] header, one `rule = \"level\"` per line"
                        .to_string(),
                ),
            });
            return Err(errors);
        };
        let mut seen: Vec<RuleSelector> = Vec::new();
        let mut set = |selector: RuleSelector,
                       level: Level,
                       span: Span,
                       name: &str,
                       errors: &mut Vec<ConfigError>| {
            if seen.contains(&selector) {
                errors.push(ConfigError {
                    span,
                    message: format!("the rule `{name}` is set twice in the [lint] table"),
                    label: "set again here".to_string(),
                    help: Some(
                        "keep one setting per rule (a code and its name are the same rule)"
                            .to_string(),
                    ),
                });
                return;
            }
            seen.push(selector);
            config.levels.set_selector(selector, level);
        };
        let mut entries: Vec<_> = table.iter().collect();
        entries.sort_by_key(|(key, _)| key.span().start);
        for (key, value) in entries {
            let name = key.get_ref().as_ref();
            let key_span = span_of(key);
            if let Some(level) = Level::from_name(name) {
                // The lists form: deny = ["date-format", "L003"].
                let DeValue::Array(items) = value.get_ref() else {
                    errors.push(ConfigError {
                        span: span_of(value),
                        message: format!("`{name}` must be a list of rules"),
                        label: "expected a list such as [\"move-number\", \"L004\"]".to_string(),
                        help: Some(format!("write `{name} = [\"move-number\", \"L004\"]`, or one `rule = \"{name}\"` per line")),
                    });
                    continue;
                };
                for item in items.iter() {
                    let DeValue::String(rule) = item.get_ref() else {
                        errors.push(ConfigError {
                            span: span_of(item),
                            message: "a rule must be written as a string".to_string(),
                            label: "not a string".to_string(),
                            help: Some(
                                "put the rule code or name in double quotes: \"move-number\""
                                    .to_string(),
                            ),
                        });
                        continue;
                    };
                    match find_rule(rule) {
                        Ok(selector) => set(selector, level, span_of(item), rule, &mut errors),
                        Err(unknown) => errors.push(unknown_rule(&unknown, span_of(item))),
                    }
                }
                continue;
            }
            let selector = match find_rule(name) {
                Ok(selector) => selector,
                Err(unknown) => {
                    errors.push(unknown_rule(&unknown, key_span));
                    continue;
                }
            };
            let level = match value.get_ref() {
                DeValue::String(level) => Level::from_name(level),
                _ => None,
            };
            let Some(level) = level else {
                errors.push(ConfigError {
                    span: span_of(value),
                    message: format!(
                        "the level of `{name}` must be \"allow\", \"warn\" or \"deny\""
                    ),
                    label: "not a level".to_string(),
                    help: Some(LEVEL_HELP.to_string()),
                });
                continue;
            };
            set(selector, level, key_span, name, &mut errors);
        }
        errors.sort_by_key(|e| e.span.offset);
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

fn unknown_rule(unknown: &super::UnknownRule, span: Span) -> ConfigError {
    ConfigError {
        span,
        message: format!("unknown rule `{}` in the [lint] table", unknown.name),
        label: "no rule has this code or name".to_string(),
        help: Some(unknown.help()),
    }
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
            Config::parse("[format]\nwidth = 80\n").unwrap(),
            Config::default()
        );
        assert_eq!(Config::parse("").unwrap(), Config::default());
    }

    #[test]
    fn every_mistake_is_reported_with_its_span() {
        let text =
            "[lint]\ndate-formt = \"deny\"\nL001 = \"error\"\nmove-number = \"allow\"\nL001x = 3\n";
        let errors = Config::parse(text).unwrap_err();
        let found: Vec<(&str, &str)> = errors
            .iter()
            .map(|e| (e.message.as_str(), &text[e.span.offset..e.span.end()]))
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
                    "\"error\""
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
        assert!(errors[0].span.offset >= 7);
    }
}
