//! Which language to speak: a tag or POSIX locale negotiated against the embedded catalogues
//! (fluent-langneg), and the order of the settings that name one.

use fluent_langneg::{NegotiationStrategy, negotiate_languages};
use unic_langid::LanguageIdentifier;

use super::Language;

/// The language of `requested`, a BCP 47 tag or a POSIX locale (see [`Language::negotiate`]).
pub(super) fn negotiate(requested: &str) -> Option<Language> {
    // `ru_RU.UTF-8`, `de_DE@euro`: the codeset and the modifier say nothing of the language.
    let locale = requested
        .split(['.', '@'])
        .next()
        .unwrap_or_default()
        .trim();
    if locale.eq_ignore_ascii_case("C") || locale.eq_ignore_ascii_case("POSIX") {
        return Some(Language::English);
    }
    let tag = locale.replace('_', "-");
    if tag.eq_ignore_ascii_case(Language::Pseudo.tag()) {
        return Some(Language::Pseudo);
    }
    let wanted: LanguageIdentifier = tag.parse().ok()?;
    let available: Vec<LanguageIdentifier> = Language::TRANSLATED
        .iter()
        .filter_map(|language| language.tag().parse().ok())
        .collect();
    let chosen = negotiate_languages(&[wanted], &available, None, NegotiationStrategy::Filtering);
    let chosen = chosen.first()?;
    Language::TRANSLATED
        .into_iter()
        .find(|language| language.tag() == chosen.language.as_str())
}

/// The language the environment asks for, in gettext's order: the locale of messages is the
/// first set of `LC_ALL`, `LC_MESSAGES` and `LANG`; unless it is `C` or `POSIX` (English, and
/// then gettext ignores `LANGUAGE`), the first entry of the colon-separated `LANGUAGE` that has
/// a catalogue wins, else the locale's language. A locale without a catalogue (`pt_BR`) is
/// English; so is an environment that names none. `var` reads a variable (`std::env::var`).
///
/// # Examples
///
/// ```
/// use iccf::i18n::{Language, from_environment};
/// let env = |pairs: &'static [(&'static str, &'static str)]| {
///     move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
/// };
/// assert_eq!(from_environment(env(&[("LANG", "ru_RU.UTF-8")])), Language::Russian);
/// assert_eq!(from_environment(env(&[("LANGUAGE", "pt:fr"), ("LANG", "de_DE.UTF-8")])), Language::French);
/// assert_eq!(from_environment(env(&[("LANGUAGE", "fr"), ("LC_ALL", "C")])), Language::English);
/// assert_eq!(from_environment(env(&[("LANG", "pt_BR.UTF-8")])), Language::English);
/// ```
pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
    let set = |name: &str| var(name).filter(|value| !value.trim().is_empty());
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(&set);
    let c_locale = |locale: &str| {
        locale
            .split(['.', '@'])
            .next()
            .is_some_and(|l| l == "C" || l == "POSIX")
    };
    if locale.as_deref().is_some_and(c_locale) {
        return Language::English;
    }
    set("LANGUAGE")
        .and_then(|list| list.split(':').find_map(negotiate))
        .or_else(|| locale.as_deref().and_then(negotiate))
        .unwrap_or(Language::English)
}

/// The language of messages and whether it was asked for explicitly, from the settings in
/// their order: the `--lang` flag, the `ICCF_LANG` variable, `lang` in `iccf.toml`, then the
/// environment ([`from_environment`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanguageSetting {
    /// The language to speak.
    pub language: Language,
    /// Whether the `--lang` flag named it: only then do the machine formats (JSON, SARIF) carry
    /// a `localized` text besides the English one.
    pub explicit: bool,
}

impl LanguageSetting {
    /// English, not asked for.
    pub const DEFAULT: LanguageSetting = LanguageSetting {
        language: Language::English,
        explicit: false,
    };

    /// Resolves the settings in order: `flag` (`--lang`), then `ICCF_LANG`, then `config`
    /// (`lang` of `iccf.toml`), then the environment; `var` reads a variable. The first one
    /// set decides; one that names a language without a catalogue gives English.
    ///
    /// # Errors
    ///
    /// A `--lang` that names no language with a catalogue: the message names the languages
    /// there are.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::i18n::{Language, LanguageSetting};
    /// let env = |name: &str| (name == "LANG").then(|| "fr_FR.UTF-8".to_string());
    /// let chosen = LanguageSetting::resolve(None, Some("de"), env).unwrap();
    /// assert_eq!((chosen.language, chosen.explicit), (Language::German, false));
    /// let chosen = LanguageSetting::resolve(Some("ru"), Some("de"), env).unwrap();
    /// assert_eq!((chosen.language, chosen.explicit), (Language::Russian, true));
    /// assert!(LanguageSetting::resolve(Some("pt"), None, env).is_err());
    /// ```
    pub fn resolve(
        flag: Option<&str>,
        config: Option<&str>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Result<LanguageSetting, String> {
        if let Some(flag) = flag {
            return flag.parse().map(|language| LanguageSetting {
                language,
                explicit: true,
            });
        }
        let named = var("ICCF_LANG")
            .filter(|value| !value.trim().is_empty())
            .or_else(|| config.map(str::to_string));
        let language = match named {
            Some(named) => negotiate(&named).unwrap_or(Language::English),
            None => from_environment(var),
        };
        Ok(LanguageSetting {
            language,
            explicit: false,
        })
    }
}
