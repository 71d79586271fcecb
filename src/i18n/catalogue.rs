//! The catalogue of one language: its Fluent files, embedded in the library, and the formatting
//! of a message id (or `id.attribute`) with typed arguments, falling back to English.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::ser::{Serialize, SerializeMap, Serializer};

use super::Language;

/// The Fluent files of one language folder, `locales/LANG/`: the report and the summary
/// (`iccf.ftl`), one text per code (`codes.ftl`), and the diagnostics of each layer
/// (`syntax.ftl`, `board.ftl`, `lint.ftl`).
macro_rules! catalogue_files {
    ($language:literal) => {
        &[
            include_str!(concat!("../../locales/", $language, "/iccf.ftl")),
            include_str!(concat!("../../locales/", $language, "/codes.ftl")),
            include_str!(concat!("../../locales/", $language, "/syntax.ftl")),
            include_str!(concat!("../../locales/", $language, "/board.ftl")),
            include_str!(concat!("../../locales/", $language, "/lint.ftl")),
            include_str!(concat!("../../locales/", $language, "/front.ftl")),
        ]
    };
}

/// The Fluent files of each language with a catalogue, in the order they are added.
const FILES: [(Language, &[&str]); 5] = [
    (Language::English, catalogue_files!("en")),
    (Language::Russian, catalogue_files!("ru")),
    (Language::German, catalogue_files!("de")),
    (Language::French, catalogue_files!("fr")),
    (Language::Spanish, catalogue_files!("es")),
];

/// One argument of a message: a number (counts, move numbers: plural forms select on it), a
/// selector (a key the message chooses its words by: `knight`, `white`), or a text quoted from
/// the transcript (squares, moves, tag names), never an English word.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// A number.
    Number(i64),
    /// A key the message selects its words by (`knight`, `white`, `queenside`).
    Selector(&'static str),
    /// Text that is the same in every language: squares (`36`), moves (`3655`, `Nxe5`), text
    /// quoted from the transcript.
    Text(String),
    /// Another message, put into words in the same language (a list of problems, a reason).
    /// In JSON its English text.
    Message(Box<Message>),
}

/// The named arguments of a message, in the order they were given. In JSON an object:
/// `{"piece": "knight", "from": "36", "to": "54"}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Args(Vec<(&'static str, Arg)>);

impl Args {
    /// No arguments.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a number.
    #[must_use]
    pub fn number(mut self, name: &'static str, value: impl TryInto<i64>) -> Self {
        self.0
            .push((name, Arg::Number(value.try_into().unwrap_or(i64::MAX))));
        self
    }

    /// Adds a selector.
    #[must_use]
    pub fn selector(mut self, name: &'static str, key: &'static str) -> Self {
        self.0.push((name, Arg::Selector(key)));
        self
    }

    /// Adds a text that is the same in every language (a square, a move, quoted text).
    #[must_use]
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.0.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds another message, put into words in the language of the one it is part of.
    #[must_use]
    pub fn message(mut self, name: &'static str, value: Message) -> Self {
        self.0.push((name, Arg::Message(Box::new(value))));
        self
    }

    /// These arguments followed by `more`'s.
    #[must_use]
    pub fn extended(mut self, more: Args) -> Self {
        self.0.extend(more.0);
        self
    }

    /// The argument called `name`.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// How many bytes the arguments' texts have, those of message arguments included.
    fn text_bytes(&self) -> usize {
        self.0
            .iter()
            .map(|(name, arg)| {
                name.len()
                    + match arg {
                        Arg::Number(_) => 8,
                        Arg::Selector(key) => key.len(),
                        Arg::Text(text) => text.len(),
                        Arg::Message(message) => message.id.len() + message.args.text_bytes(),
                    }
            })
            .sum()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The arguments in order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &Arg)> {
        self.0.iter().map(|(n, a)| (*n, a))
    }

    fn to_fluent(&self, catalogue: &Catalogue) -> FluentArgs<'_> {
        let mut args = FluentArgs::with_capacity(self.0.len());
        for (name, arg) in &self.0 {
            let value = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Selector(key) => FluentValue::from(*key),
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Message(message) => {
                    FluentValue::from(catalogue.format(message.id, &message.args))
                }
            };
            args.set(*name, value);
        }
        args
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Number(n) => serializer.serialize_i64(*n),
            Arg::Selector(key) => serializer.serialize_str(key),
            Arg::Text(text) => serializer.serialize_str(text),
            Arg::Message(message) => serializer.serialize_str(&message.format(Language::English)),
        }
    }
}

impl Serialize for Args {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, arg) in &self.0 {
            map.serialize_entry(name, arg)?;
        }
        map.end()
    }
}

/// A text of the catalogues not yet put into words: a message id (or `id.attribute`) and its
/// arguments, formatted in whatever language a reader asks for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    /// The id in the catalogues, `board-empty-from-square` or `board-empty-from-square.label`.
    pub id: &'static str,
    /// Its arguments.
    pub args: Args,
}

impl Message {
    /// The message `id` with `args`.
    pub fn new(id: &'static str, args: Args) -> Self {
        Self { id, args }
    }

    /// Its text in `language` (English where that language lacks it).
    pub fn format(&self, language: Language) -> String {
        language.catalogue().format(self.id, &self.args)
    }
}

/// The text of several phrases in `language`, joined with `"; "` as the helps join theirs.
pub fn join_phrases(phrases: &[Message], language: Language) -> String {
    phrases
        .iter()
        .map(|phrase| phrase.format(language))
        .collect::<Vec<_>>()
        .join("; ")
}

/// The messages of one language, built from its embedded Fluent files.
pub struct Catalogue {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalogue")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

/// One catalogue per [`Language`], built on first use.
static CATALOGUES: [OnceLock<Catalogue>; Language::COUNT] =
    [const { OnceLock::new() }; Language::COUNT];

impl Catalogue {
    /// The catalogue of `language`.
    pub fn of(language: Language) -> &'static Catalogue {
        CATALOGUES[language.slot()].get_or_init(|| Catalogue::build(language))
    }

    fn build(language: Language) -> Catalogue {
        // The pseudo-locale is English's files with every letter of their text accented.
        let files_of = if language == Language::Pseudo {
            Language::English
        } else {
            language
        };
        let locale = files_of.tag().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![locale]);
        bundle.set_use_isolating(false);
        if language == Language::Pseudo {
            bundle.set_transform(Some(accent));
        }
        let files = FILES
            .iter()
            .find(|(l, _)| *l == files_of)
            .map_or(&[][..], |(_, files)| *files);
        for text in files {
            // The catalogue test reads every file without an error; a broken entry of a
            // translation is left out (and its English text used), never a panic.
            let resource =
                FluentResource::try_new((*text).to_string()).unwrap_or_else(|(partial, _)| partial);
            let _ = bundle.add_resource(resource);
        }
        Catalogue { language, bundle }
    }

    /// The language of this catalogue.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether this catalogue has its own text for `id` (`id` or `id.attribute`), not
    /// counting the English fallback.
    pub fn has(&self, id: &str) -> bool {
        self.format_own(id, &Args::new()).is_some()
    }

    /// The text of `id` (a message id, or `id.attribute` for one of its attributes) with
    /// `args`, in this language, else in English. An id that English lacks too (a mistake the
    /// catalogue test finds) gives an empty text, never the id.
    ///
    /// # Examples
    ///
    /// ```
    /// use iccf::i18n::{Args, Language};
    /// let args = Args::new().number("count", 2);
    /// assert_eq!(Language::German.catalogue().format("summary-games", &args), "2 Partien");
    /// assert_eq!(Language::Pseudo.catalogue().format("summary-games", &args), "2 ĝáɱéš");
    /// ```
    pub fn format(&self, id: &str, args: &Args) -> String {
        Recent::text(self.language, id, args, || self.format_uncached(id, args))
    }

    /// [`Catalogue::format`] without looking among the texts formatted lately.
    fn format_uncached(&self, id: &str, args: &Args) -> String {
        if let Some(text) = self.format_own(id, args) {
            return text;
        }
        if self.language != Language::English
            && let Some(text) = Catalogue::of(Language::English).format_own(id, args)
        {
            return text;
        }
        debug_assert!(false, "no message `{id}` in the English catalogue");
        String::new()
    }

    /// The text of `id` with `args` in this language only; `None` when it has no such message.
    pub fn format_own(&self, id: &str, args: &Args) -> Option<String> {
        let (message, attribute) = match id.split_once('.') {
            Some((message, attribute)) => (message, Some(attribute)),
            None => (id, None),
        };
        let message = self.bundle.get_message(message)?;
        let pattern = match attribute {
            Some(attribute) => message.get_attribute(attribute)?.value(),
            None => message.value()?,
        };
        let fluent_args = args.to_fluent(self);
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        Some(text.into_owned())
    }
}

/// The texts formatted lately on this thread, by language, message id and arguments: an
/// archive repeats a diagnostic thousands of times (a tag out of order in every game of one
/// export), and Fluent's formatting of a message costs many times the look-up here (the
/// bench's 15,318 roster warnings: 254 M -> 75 M instructions in their rule). Formatting
/// is a function of the three alone (the catalogues never change once built), so a text found
/// here is the one Fluent would give. Holds at most [`Recent::CAPACITY`] texts, each with at
/// most [`Recent::MOST_BYTES`] of text and arguments (arguments quote the transcript, a tag
/// value of any length): emptied when full, so that it holds 256 KiB of them a thread at most
/// (with its bookkeeping some 300 KiB), whatever the input.
struct Recent {
    texts: rustc_hash::FxHashMap<u64, RecentText>,
}

/// One text of [`Recent`], with what it was formatted from (two keys may share a hash).
struct RecentText {
    language: Language,
    id: Box<str>,
    args: Args,
    text: String,
}

thread_local! {
    static RECENT: std::cell::RefCell<Recent> = std::cell::RefCell::new(Recent {
        texts: rustc_hash::FxHashMap::default(),
    });
}

impl Recent {
    /// The most texts kept.
    const CAPACITY: usize = 256;

    /// The most bytes of text and arguments a text kept may have (a diagnostic's message is
    /// some 100 bytes, its help a few hundred).
    const MOST_BYTES: usize = 1024;

    /// The text of `id` with `args` in `language`: the one formatted before, else `format`'s,
    /// kept for next time.
    fn text(language: Language, id: &str, args: &Args, format: impl FnOnce() -> String) -> String {
        use std::hash::{Hash, Hasher};
        // Arguments too long to be kept are not hashed and looked for either.
        let args_bytes = args.text_bytes();
        if args_bytes > Self::MOST_BYTES {
            return format();
        }
        let mut hasher = rustc_hash::FxHasher::default();
        (language, id, args).hash(&mut hasher);
        let key = hasher.finish();
        let found = RECENT.with_borrow(|recent| {
            recent
                .texts
                .get(&key)
                .filter(|r| r.language == language && *r.id == *id && r.args == *args)
                .map(|r| r.text.clone())
        });
        if let Some(text) = found {
            return text;
        }
        // Formatted with the cache released: a message argument formats through it too.
        let text = format();
        if text.len() + args_bytes > Self::MOST_BYTES {
            return text;
        }
        RECENT.with_borrow_mut(|recent| {
            if recent.texts.len() >= Self::CAPACITY {
                recent.texts.clear();
            }
            recent.texts.insert(
                key,
                RecentText {
                    language,
                    id: id.into(),
                    args: args.clone(),
                    text: text.clone(),
                },
            );
        });
        text
    }
}

/// The pseudo-locale's transform: every ASCII letter of a text replaced by an accented one, so
/// that a text left in plain ASCII shows it did not come from the catalogue.
fn accent(text: &str) -> Cow<'_, str> {
    const LOWER: [char; 26] = [
        'á', 'ƀ', 'ç', 'ď', 'é', 'ƒ', 'ĝ', 'ĥ', 'í', 'ĵ', 'ķ', 'ĺ', 'ɱ', 'ñ', 'ó', 'þ', 'ʠ', 'ŕ',
        'š', 'ŧ', 'ú', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
    ];
    const UPPER: [char; 26] = [
        'Á', 'Ɓ', 'Ç', 'Ď', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Í', 'Ĵ', 'Ķ', 'Ĺ', 'Ṁ', 'Ñ', 'Ó', 'Ṗ', 'Ǫ', 'Ŕ',
        'Š', 'Ŧ', 'Ú', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    if !text.bytes().any(|b| b.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| match c {
                'a'..='z' => LOWER[(c as u8 - b'a') as usize],
                'A'..='Z' => UPPER[(c as u8 - b'A') as usize],
                _ => c,
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_counts_take_the_three_plural_forms() {
        let ru = Catalogue::of(Language::Russian);
        let games = |n: i64| ru.format("summary-games", &Args::new().number("count", n));
        assert_eq!(
            [
                games(1),
                games(2),
                games(5),
                games(21),
                games(22),
                games(11)
            ],
            [
                "1 партия",
                "2 партии",
                "5 партий",
                "21 партия",
                "22 партии",
                "11 партий"
            ]
        );
    }

    #[test]
    fn a_missing_translation_falls_back_to_english() {
        let english = Catalogue::of(Language::English)
            .format("summary-games", &Args::new().number("count", 3));
        assert_eq!(english, "3 games");
        // An attribute English has and the catalogue test allows a translation to lack.
        assert!(Catalogue::of(Language::German).has("summary-games"));
        assert_eq!(
            Catalogue::of(Language::German).format_own("no-such-id", &Args::new()),
            None
        );
    }

    #[test]
    fn the_pseudo_locale_accents_text_but_not_arguments() {
        let pseudo = Catalogue::of(Language::Pseudo);
        assert_eq!(
            pseudo.format("summary-games", &Args::new().number("count", 1)),
            "1 ĝáɱé"
        );
        assert_eq!(accent("52 e4"), "52 é4");
    }

    #[test]
    fn args_serialize_as_an_object_in_order() {
        let args = Args::new()
            .selector("piece", "knight")
            .text("from", "36")
            .number("plies", 27);
        assert_eq!(
            serde_json::to_string(&args).unwrap(),
            r#"{"piece":"knight","from":"36","plies":27}"#
        );
    }

    /// A text taken from the recent ones is the one its own language, id and arguments give:
    /// the same id again with other arguments, in another language, and after the recent
    /// texts were emptied (more than their capacity formatted).
    #[test]
    fn recent_texts_are_those_of_their_own_language_id_and_arguments() {
        let en = Catalogue::of(Language::English);
        let de = Catalogue::of(Language::German);
        let order = |tag: &str, before: &str| Args::new().text("tag", tag).text("before", before);
        let white = en.format("lint-tag-out-of-order", &order("White", "Result"));
        assert_eq!(
            white,
            "the tag White comes after Result; the Seven Tag Roster order is Event, Site, Date, \
             Round, White, Black, Result"
        );
        let black = en.format("lint-tag-out-of-order", &order("Black", "Result"));
        assert!(
            black.starts_with("the tag Black comes after Result;"),
            "{black}"
        );
        assert_eq!(
            en.format("summary-games", &Args::new().number("count", 2)),
            "2 games"
        );
        assert_eq!(
            de.format("summary-games", &Args::new().number("count", 2)),
            "2 Partien"
        );
        assert_eq!(
            en.format("summary-games", &Args::new().number("count", 1)),
            "1 game"
        );
        // A text with long arguments is formatted each time, never kept.
        let kept = || RECENT.with_borrow(|recent| recent.texts.len());
        let long = "x".repeat(Recent::MOST_BYTES);
        let before = kept();
        let text = en.format("lint-tag-out-of-order", &order(&long, "Result"));
        assert!(text.contains(&long));
        assert_eq!(kept(), before);
        for n in 0..Recent::CAPACITY + 10 {
            let text = en.format("summary-games", &Args::new().number("count", n));
            assert!(text.starts_with(&format!("{n} game")), "{text}");
        }
        assert_eq!(
            en.format("lint-tag-out-of-order", &order("White", "Result")),
            white
        );
    }
}
