//! The level of every code, as set with `--allow`, `--warn`, `--deny` or in `iccf.toml`, and
//! how a rule is named on the command line (code `L001`, name `move-number`, or the group
//! `warnings`). Levels apply to the codes of every layer (syntax, board, lint, time), so they
//! live beside the codes, below the layers that report them: `allow` drops a diagnostic, `warn`
//! makes it a warning, `deny` an error.
//!
//! ```
//! use iccf::levels::{Level, Levels};
//!
//! let mut levels = Levels::default();
//! levels.set_by_name("move-number", Level::Deny).unwrap();
//! levels.set_by_name("L004", Level::Allow).unwrap();
//! let text = "[Event \"?\"]\n[Site \"?\"]\n[Date \"1990\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n5254 5755 *\n";
//! let options = iccf::check::CheckOptions::default().with_levels(levels);
//! let game = iccf::check::check_games(text, options).next().unwrap();
//! let codes: Vec<_> = game.diagnostics.iter().map(|d| (d.code.as_str(), d.severity.as_str())).collect();
//! assert_eq!(codes, [("L001", "error")]); // no numbers: denied; the date: allowed
//! ```

use serde::Serialize;

use crate::codes::Code;
use crate::diagnostic::{Diagnostic, Severity};

/// How a rule is reported, as set with `--allow`, `--warn`, `--deny` or in `iccf.toml`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Not reported.
    Allow,
    /// Reported as a warning (the exit status stays 0).
    Warn,
    /// Reported as an error (the exit status is 1).
    Deny,
}

impl Level {
    /// `"allow"`, `"warn"` or `"deny"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Allow => "allow",
            Level::Warn => "warn",
            Level::Deny => "deny",
        }
    }

    /// Reads `allow`, `warn` or `deny` as written in `iccf.toml`, and `warning` and `error` as
    /// their synonyms (the words of the reports).
    pub fn from_name(name: &str) -> Option<Level> {
        match name {
            "allow" => Some(Level::Allow),
            "warn" | "warning" => Some(Level::Warn),
            "deny" | "error" => Some(Level::Deny),
            _ => None,
        }
    }
}

/// What a level applies to: one code, or the group `warnings` (every diagnostic that would be a
/// warning).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSelector {
    /// One code.
    Code(Code),
    /// Every warning, as in `--deny warnings`.
    Warnings,
}

/// A rule name or code that does not exist, with the nearest one if it looks like a typo.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule `{name}`")]
#[non_exhaustive]
pub struct UnknownRule {
    /// The name as written.
    pub name: String,
    /// The code whose code string or name is nearest, when it is close enough to be a typo.
    pub suggestion: Option<Code>,
}

impl UnknownRule {
    /// A help sentence: the suggestion, and where to find the list of rules.
    pub fn help(&self) -> String {
        match self.suggestion {
            Some(code) => format!(
                "did you mean `{}` ({})? `iccf rules` lists every rule",
                code.name(),
                code.as_str()
            ),
            None => {
                "`iccf rules` lists every rule, by code (L001) and name (move-number)".to_string()
            }
        }
    }
}

/// Finds a rule by code (`L001`, any case), by name (`move-number`), or the group `warnings`.
///
/// # Errors
///
/// [`UnknownRule`], with the nearest code or name when the input looks like a typo.
///
/// # Examples
///
/// ```
/// use iccf::levels::{RuleSelector, find_rule};
/// assert_eq!(find_rule("l001"), Ok(RuleSelector::Code(iccf::Code::MoveNumber)));
/// assert_eq!(find_rule("warnings"), Ok(RuleSelector::Warnings));
/// let unknown = find_rule("move-numbr").unwrap_err();
/// assert_eq!(unknown.suggestion, Some(iccf::Code::MoveNumber));
/// ```
pub fn find_rule(name: &str) -> Result<RuleSelector, UnknownRule> {
    let trimmed = name.trim();
    if trimmed == "warnings" {
        return Ok(RuleSelector::Warnings);
    }
    Code::find(trimmed)
        .or_else(|| Code::find(&trimmed.to_ascii_lowercase().replace('_', "-")))
        .map(RuleSelector::Code)
        .ok_or_else(|| UnknownRule {
            name: name.to_string(),
            suggestion: closest_code(trimmed),
        })
}

/// The code whose code string or name is nearest to `input`, if it is close enough to be a typo:
/// the same letter and number written with other zeros (`S0014`, `b3`), or at most 3 edits
/// (Damerau-Levenshtein, counted in characters: a swap of two neighbours is one edit) and fewer
/// than half the input's characters.
///
/// # Examples
///
/// ```
/// use iccf::{Code, levels::closest_code};
/// assert_eq!(closest_code("S0014"), Some(Code::MoveNumberOutOfSequence));
/// assert_eq!(closest_code("mvoe-number"), Some(Code::MoveNumber));
/// assert_eq!(closest_code("é"), None);
/// ```
pub fn closest_code(input: &str) -> Option<Code> {
    let input = input.to_lowercase();
    let mut chars = input.chars();
    let letter = chars.next();
    if let Ok(number) = chars.as_str().parse::<u32>() {
        let same = Code::ALL.iter().copied().find(|c| {
            let mut code = c.as_str().chars();
            code.next().map(|l| l.to_ascii_lowercase()) == letter
                && code.as_str().parse::<u32>().ok() == Some(number)
        });
        if same.is_some() {
            return same;
        }
    }
    let limit = 3.min(input.chars().count().saturating_sub(1) / 2 + 1);
    Code::ALL
        .iter()
        .flat_map(|c| {
            [
                (
                    strsim::damerau_levenshtein(&input, &c.as_str().to_ascii_lowercase()),
                    *c,
                ),
                (strsim::damerau_levenshtein(&input, c.name()), *c),
            ]
        })
        .min_by_key(|(d, _)| *d)
        .filter(|(d, _)| *d <= limit)
        .map(|(_, c)| c)
}

/// The configured level of every code, and of the group `warnings`.
///
/// A code with no level set is reported with its default severity ([`Code::default_severity`]).
/// The group `warnings` applies last, on top of the per-code levels: `deny` turns every warning
/// into an error, `allow` drops every warning, `warn` changes nothing. Advice is not a warning.
/// The type is `Copy` (one byte per code), so that it fits in [`crate::check::CheckOptions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Levels {
    codes: [Option<Level>; Code::COUNT],
    warnings: Option<Level>,
}

impl Default for Levels {
    fn default() -> Self {
        Self {
            codes: [None; Code::COUNT],
            warnings: None,
        }
    }
}

impl Levels {
    /// Sets the level of one code (a later call wins).
    pub fn set(&mut self, code: Code, level: Level) {
        self.codes[code.index()] = Some(level);
    }

    /// Sets the level of the group `warnings`.
    pub fn set_warnings(&mut self, level: Level) {
        self.warnings = Some(level);
    }

    /// Sets the level of a code or the group `warnings`.
    pub fn set_selector(&mut self, selector: RuleSelector, level: Level) {
        match selector {
            RuleSelector::Code(code) => self.set(code, level),
            RuleSelector::Warnings => self.set_warnings(level),
        }
    }

    /// Sets the level of a rule given by code, name or `warnings`.
    ///
    /// # Errors
    ///
    /// [`UnknownRule`] when no rule has that code or name.
    pub fn set_by_name(&mut self, name: &str, level: Level) -> Result<(), UnknownRule> {
        self.set_selector(find_rule(name)?, level);
        Ok(())
    }

    /// Applies every level set in `other` on top of these (`other` wins), as the command line
    /// overrides the configuration file.
    pub fn merge(&mut self, other: &Levels) {
        for (mine, theirs) in self.codes.iter_mut().zip(other.codes) {
            if theirs.is_some() {
                *mine = theirs;
            }
        }
        if other.warnings.is_some() {
            self.warnings = other.warnings;
        }
    }

    /// The level set for `code`, if one was set.
    pub fn configured(&self, code: Code) -> Option<Level> {
        self.codes[code.index()]
    }

    /// The level set for the group `warnings`, if one was set.
    pub fn configured_warnings(&self) -> Option<Level> {
        self.warnings
    }

    /// The severity `code` is reported with, or `None` when it is allowed.
    pub fn severity(&self, code: Code) -> Option<Severity> {
        let severity = match self.codes[code.index()] {
            Some(Level::Allow) => return None,
            Some(Level::Warn) => Severity::Warning,
            Some(Level::Deny) => Severity::Error,
            None => code.default_severity(),
        };
        match (severity, self.warnings) {
            (Severity::Warning, Some(Level::Deny)) => Some(Severity::Error),
            (Severity::Warning, Some(Level::Allow)) => None,
            _ => Some(severity),
        }
    }

    /// Whether `code` is reported at all.
    pub fn enabled(&self, code: Code) -> bool {
        self.severity(code).is_some()
    }

    /// Drops the allowed diagnostics and gives the others their configured severity.
    pub fn apply(&self, diagnostics: &mut Vec<Diagnostic>) {
        diagnostics.retain_mut(|d| match self.severity(d.code) {
            Some(severity) => {
                d.severity = severity;
                true
            }
            None => false,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inputs that once split a character in two (`split_at(1)` inside `é`): no panic, and
    /// the suggestion where there is one.
    #[rstest::rstest]
    #[case::accent_alone("é", None)]
    #[case::accent_then_digits("é014", Some(Code::MoveNumberOutOfSequence))]
    #[case::emoji("♞", None)]
    #[case::combining_mark("e\u{301}001", Some(Code::InvalidUtf8))]
    #[case::cyrillic_letter("Ѕ002", Some(Code::InvalidSquare))]
    #[case::accented_name("móve-number", Some(Code::MoveNumber))]
    #[case::fullwidth_digits("L００1", Some(Code::MoveNumber))]
    #[case::uppercase_sharp_s("ẞ", None)]
    fn unicode_input_gives_a_suggestion_or_none(#[case] input: &str, #[case] near: Option<Code>) {
        assert_eq!(closest_code(input), near);
        let unknown = find_rule(input).unwrap_err();
        assert_eq!((unknown.name.as_str(), unknown.suggestion), (input, near));
        assert!(Levels::default().set_by_name(input, Level::Deny).is_err());
    }

    #[rstest::rstest]
    #[case::warning("warning", Some(Level::Warn))]
    #[case::error("error", Some(Level::Deny))]
    #[case::warn("warn", Some(Level::Warn))]
    #[case::allow("allow", Some(Level::Allow))]
    #[case::deny("deny", Some(Level::Deny))]
    #[case::advice_is_not_a_level("advice", None)]
    #[case::capitalised("Deny", None)]
    fn levels_by_name(#[case] name: &str, #[case] level: Option<Level>) {
        assert_eq!(Level::from_name(name), level);
    }

    #[test]
    fn codes_with_extra_or_missing_zeros_are_found() {
        assert_eq!(closest_code("S0014"), Some(Code::MoveNumberOutOfSequence));
        assert_eq!(closest_code("b3"), Some(Code::UnreachableSquare));
        assert_eq!(closest_code("short-promotoin"), Some(Code::ShortPromotion));
    }

    #[test]
    fn levels_apply_per_code_then_warnings() {
        let mut levels = Levels::default();
        assert_eq!(levels.severity(Code::MoveNumber), Some(Severity::Warning));
        assert_eq!(
            levels.severity(Code::NonNumericNotation),
            Some(Severity::Advice)
        );
        levels.set(Code::MoveNumber, Level::Allow);
        assert_eq!(levels.severity(Code::MoveNumber), None);
        levels.set_warnings(Level::Deny);
        assert_eq!(levels.severity(Code::DateFormat), Some(Severity::Error));
        assert_eq!(
            levels.severity(Code::NonNumericNotation),
            Some(Severity::Advice)
        );
        levels.set(Code::NonNumericNotation, Level::Warn);
        assert_eq!(
            levels.severity(Code::NonNumericNotation),
            Some(Severity::Error)
        );
        levels.set_warnings(Level::Allow);
        assert_eq!(levels.severity(Code::DateFormat), None);
        assert_eq!(levels.severity(Code::InvalidSquare), Some(Severity::Error));
    }

    #[test]
    fn merge_lets_the_other_win() {
        let mut file = Levels::default();
        file.set(Code::DateFormat, Level::Deny);
        file.set(Code::MoveNumber, Level::Allow);
        let mut cli = Levels::default();
        cli.set(Code::DateFormat, Level::Allow);
        file.merge(&cli);
        assert_eq!(file.configured(Code::DateFormat), Some(Level::Allow));
        assert_eq!(file.configured(Code::MoveNumber), Some(Level::Allow));
    }

    #[test]
    fn rule_names_and_typos() {
        assert_eq!(
            find_rule("date-format"),
            Ok(RuleSelector::Code(Code::DateFormat))
        );
        assert_eq!(
            find_rule("date_format"),
            Ok(RuleSelector::Code(Code::DateFormat))
        );
        assert_eq!(
            find_rule("B010"),
            Ok(RuleSelector::Code(Code::ShortPromotion))
        );
        assert_eq!(
            find_rule("dat-format").unwrap_err().suggestion,
            Some(Code::DateFormat)
        );
        assert_eq!(
            find_rule("L01").unwrap_err().suggestion.map(Code::layer),
            Some(crate::codes::Layer::Lint)
        );
        assert_eq!(
            find_rule("completely-unrelated").unwrap_err().suggestion,
            None
        );
    }
}
