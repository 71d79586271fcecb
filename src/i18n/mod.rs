//! Messages in the player's language: the Fluent catalogues embedded in the library
//! (`locales/LANG/*.ftl`), the choice of a [`Language`] from a flag, a setting or the
//! environment, and the formatting of a message id with its typed [`Args`].
//!
//! English is the source of truth: every id exists in `locales/en`, and a message missing from
//! another catalogue is taken from English (never shown as a raw id). The library never picks a
//! language by itself: a caller passes one ([`Language::ENGLISH`] keeps today's texts).
//!
//! ```
//! use iccf::i18n::{Args, Language};
//! let ru = Language::negotiate("ru_RU.UTF-8").unwrap();
//! let games = |n| ru.catalogue().format("summary-games", &Args::new().number("count", n));
//! assert_eq!((games(1), games(2), games(5)), ("1 партия".into(), "2 партии".into(), "5 партий".into()));
//! ```

mod catalogue;
mod negotiate;

pub use catalogue::{Arg, Args, Catalogue, Message, join_phrases};
pub use negotiate::{LanguageSetting, from_environment};

/// A language the catalogues are written in, or the pseudo-locale `en-XA` made from English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Language {
    /// English (`en`), the source of every text.
    English,
    /// Russian (`ru`).
    Russian,
    /// German (`de`).
    German,
    /// French (`fr`).
    French,
    /// Spanish (`es`).
    Spanish,
    /// The pseudo-locale `en-XA`: English with every ASCII letter accented, made at run time.
    /// A text that shows in plain ASCII under it was not routed through the catalogue.
    Pseudo,
}

impl Language {
    /// English, the language of the machine-readable fields.
    pub const ENGLISH: Language = Language::English;

    /// The languages that have a catalogue of their own, English first.
    pub const TRANSLATED: [Language; 5] = [
        Language::English,
        Language::Russian,
        Language::German,
        Language::French,
        Language::Spanish,
    ];

    /// The BCP 47 tag: `"en"`, `"ru"`, `"de"`, `"fr"`, `"es"`, `"en-XA"`.
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Russian => "ru",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Pseudo => "en-XA",
        }
    }

    /// The language of a tag or a POSIX locale: `ru`, `ru-RU`, `ru_RU.UTF-8`, `de_DE@euro`;
    /// `C` and `POSIX` are English, `en-XA` the pseudo-locale. `None` for a language without a
    /// catalogue (`pt_BR`) or a tag that cannot be read.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::i18n::Language;
    /// assert_eq!(Language::negotiate("ru_RU.UTF-8"), Some(Language::Russian));
    /// assert_eq!(Language::negotiate("C"), Some(Language::English));
    /// assert_eq!(Language::negotiate("pt_BR"), None);
    /// ```
    pub fn negotiate(requested: &str) -> Option<Language> {
        negotiate::negotiate(requested)
    }

    /// How many there are, the pseudo-locale included.
    pub(crate) const COUNT: usize = 6;

    /// The place of this language in tables of [`Language::COUNT`] entries.
    pub(crate) const fn slot(self) -> usize {
        match self {
            Language::English => 0,
            Language::Russian => 1,
            Language::German => 2,
            Language::French => 3,
            Language::Spanish => 4,
            Language::Pseudo => 5,
        }
    }

    /// The catalogue of this language (built on first use, then shared).
    pub fn catalogue(self) -> &'static Catalogue {
        Catalogue::of(self)
    }
}

/// English, the language of every text unless one is chosen.
impl Default for Language {
    fn default() -> Self {
        Language::English
    }
}

impl std::fmt::Display for Language {
    /// Writes [`Language::tag`].
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

impl std::str::FromStr for Language {
    type Err = String;

    /// [`Language::negotiate`], with an error naming the languages there are.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Language::negotiate(text).ok_or_else(|| {
            format!("no messages in `{text}`; the languages are en, ru, de, fr, es (and en-XA)")
        })
    }
}
