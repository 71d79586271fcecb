//! The language of the page: `?lang=ru`, else the `iccf-lang` cookie the page's language menu
//! sets, else the browser's `Accept-Language` (its q-values respected), else English. The page
//! is served with its texts in that language (the `web-*` messages of `locales/LANG/front.ftl`),
//! and with the messages its script writes, as a JSON data block the script formats itself
//! (placeables and plural forms: see `app.js`).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use axum::http::{HeaderMap, header};
use fluent_syntax::ast;
use serde::Serialize;

use crate::i18n::{Args, Language};

/// The cookie of the language menu.
pub(crate) const COOKIE: &str = "iccf-lang";

/// The language of a request for the page: `query` (`?lang=`), the cookie, then
/// `Accept-Language`; English when none names a language with a catalogue.
pub(crate) fn choose(query: Option<&str>, headers: &HeaderMap) -> Language {
    query
        .and_then(Language::negotiate)
        .or_else(|| cookie(headers).and_then(Language::negotiate))
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|value| value.to_str().ok())
                .and_then(accept_language)
        })
        .unwrap_or(Language::English)
}

/// The value of the language cookie.
fn cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .find_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            (name == COOKIE).then_some(value.trim())
        })
}

/// The first language of an `Accept-Language` header (`de-CH, fr;q=0.9, ru;q=0.95`) that has a
/// catalogue, taking the tags by their q-values (highest first, in their order where equal;
/// `q=0` means "not this one").
pub(crate) fn accept_language(value: &str) -> Option<Language> {
    let mut wanted: Vec<(f32, &str)> = value
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let q = match parts.find_map(|p| p.trim().strip_prefix("q=")) {
                Some(q) => q.trim().parse::<f32>().ok()?,
                None => 1.0,
            };
            (!tag.is_empty() && tag != "*" && q > 0.0).then_some((q, tag))
        })
        .collect();
    wanted.sort_by(|a, b| b.0.total_cmp(&a.0));
    wanted
        .into_iter()
        .find_map(|(_, tag)| Language::negotiate(tag))
}

/// The Fluent file of the page's and the editors' texts in `language`.
fn front_file(language: Language) -> &'static str {
    match language {
        Language::Russian => include_str!("../../locales/ru/front.ftl"),
        Language::German => include_str!("../../locales/de/front.ftl"),
        Language::French => include_str!("../../locales/fr/front.ftl"),
        Language::Spanish => include_str!("../../locales/es/front.ftl"),
        _ => include_str!("../../locales/en/front.ftl"),
    }
}

/// A piece of a message as the page's script formats it: text, an argument, or a choice of
/// variants by an argument (a number chooses by its value, then by its plural category; a
/// selector by its key; else the default).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub(crate) enum Part {
    Text(String),
    Var {
        var: String,
    },
    Select {
        select: String,
        variants: Vec<Variant>,
        default: usize,
    },
}

/// One variant of a [`Part::Select`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct Variant {
    key: String,
    value: Vec<Part>,
}

/// The parts of a pattern, or what the script could not format.
fn parts(pattern: &ast::Pattern<&str>) -> Result<Vec<Part>, String> {
    pattern
        .elements
        .iter()
        .map(|element| match element {
            ast::PatternElement::TextElement { value } => Ok(Part::Text((*value).to_string())),
            ast::PatternElement::Placeable { expression } => expression_part(expression),
        })
        .collect()
}

fn expression_part(expression: &ast::Expression<&str>) -> Result<Part, String> {
    match expression {
        ast::Expression::Inline(inline) => inline_part(inline),
        ast::Expression::Select {
            selector: ast::InlineExpression::VariableReference { id },
            variants,
        } => Ok(Part::Select {
            select: id.name.to_string(),
            default: variants.iter().position(|v| v.default).unwrap_or(0),
            variants: variants
                .iter()
                .map(|variant| {
                    let key = match &variant.key {
                        ast::VariantKey::Identifier { name } => name,
                        ast::VariantKey::NumberLiteral { value } => value,
                    };
                    Ok(Variant {
                        key: (*key).to_string(),
                        value: parts(&variant.value)?,
                    })
                })
                .collect::<Result<_, String>>()?,
        }),
        ast::Expression::Select { .. } => Err("a selector that is not a variable".to_string()),
    }
}

fn inline_part(inline: &ast::InlineExpression<&str>) -> Result<Part, String> {
    match inline {
        ast::InlineExpression::StringLiteral { value } => Ok(Part::Text(
            value.replace("\\\"", "\"").replace("\\\\", "\\"),
        )),
        ast::InlineExpression::NumberLiteral { value } => Ok(Part::Text((*value).to_string())),
        ast::InlineExpression::VariableReference { id } => Ok(Part::Var {
            var: id.name.to_string(),
        }),
        ast::InlineExpression::Placeable { expression } => expression_part(expression),
        _ => Err("a function, message or term reference".to_string()),
    }
}

/// The `web-*` messages of one Fluent file, each as its parts (or why it cannot be formatted by
/// the script).
pub(crate) fn web_messages(file: &str) -> BTreeMap<String, Result<Vec<Part>, String>> {
    let resource = fluent_syntax::parser::parse(file).unwrap_or_else(|(partial, _)| partial);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) if message.id.name.starts_with("web-") => {
                let value = message.value.as_ref()?;
                Some((message.id.name.to_string(), parts(value)))
            }
            _ => None,
        })
        .collect()
}

/// The messages the page's script writes in `language` (English where it has none), as the
/// JSON of the page's data block: `{"lang": "ru", "messages": {"web-checking": ["Проверка"]}}`.
fn script_messages(language: Language) -> String {
    let mut messages: BTreeMap<String, Vec<Part>> = BTreeMap::new();
    for file in [front_file(Language::English), front_file(language)] {
        for (id, parts) in web_messages(file) {
            if let Ok(parts) = parts {
                messages.insert(id, parts);
            }
        }
    }
    let data = serde_json::json!({ "lang": language.tag(), "messages": messages });
    // Inside <script type="application/json">: no `</script>` can end it early.
    data.to_string().replace('<', "\\u003c")
}

/// The page in `language` (made once per language).
pub(crate) fn page(language: Language) -> &'static str {
    static PAGES: [OnceLock<String>; Language::COUNT] =
        [const { OnceLock::new() }; Language::COUNT];
    PAGES[language.slot()].get_or_init(|| render(super::assets::INDEX, language))
}

/// The template with each `{{web-id}}` replaced by the message's text (HTML-escaped, the
/// commands of `$serve`, `$check` and `$api` as code), `{{lang}}` by the language's tag and
/// `{{messages}}` by the script's messages.
fn render(template: &str, language: Language) -> String {
    let mut out = String::with_capacity(template.len() * 2);
    let mut rest = template;
    while let Some(at) = rest.find("{{") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let Some(end) = after.find("}}") else {
            rest = &rest[at..];
            break;
        };
        match &after[..end] {
            "lang" => out.push_str(language.tag()),
            "messages" => out.push_str(&script_messages(language)),
            id => out.push_str(&html_message(id, language)),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// The commands a message of the page shows as code, by the name of their argument.
const CODE: [(&str, &str); 3] = [
    ("serve", "<code>iccf serve</code>"),
    ("check", "<code>iccf check game.iccf</code>"),
    (
        "api",
        "<code>POST /api/check</code>, <code>/api/fix</code>, <code>/api/fmt</code>, <code>/api/convert?to=pgn</code>",
    ),
];

/// The text of `id` in `language` as HTML.
fn html_message(id: &str, language: Language) -> String {
    let marker = |n: usize| format!("\u{1}{n}\u{1}");
    let mut args = Args::new();
    for (n, &(name, _)) in CODE.iter().enumerate() {
        args = args.text(name, marker(n));
    }
    let mut text = crate::diagram::escape_markup(&language.catalogue().format(id, &args));
    for (n, (_, html)) in CODE.iter().enumerate() {
        text = text.replace(&marker(n), html);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_takes_the_highest_q_that_has_a_catalogue() {
        let cases = [
            (
                "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7",
                Some(Language::Russian),
            ),
            ("pt-BR, de;q=0.5, fr;q=0.8", Some(Language::French)),
            ("en;q=0.1, es-419", Some(Language::Spanish)),
            ("de;q=0, ru;q=0.2", Some(Language::Russian)),
            ("pt, *;q=0.5", None),
            ("", None),
        ];
        for (header, language) in cases {
            assert_eq!(accept_language(header), language, "{header}");
        }
    }

    #[test]
    fn the_query_comes_before_the_cookie_and_the_cookie_before_the_browser() {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_LANGUAGE, "de".parse().unwrap());
        assert_eq!(choose(None, &headers), Language::German);
        headers.insert(header::COOKIE, "a=b; iccf-lang=fr".parse().unwrap());
        assert_eq!(choose(None, &headers), Language::French);
        assert_eq!(choose(Some("es"), &headers), Language::Spanish);
        assert_eq!(choose(Some("xx"), &HeaderMap::new()), Language::English);
    }

    #[test]
    fn every_page_message_of_every_language_can_be_formatted_by_the_script() {
        for language in Language::TRANSLATED {
            let messages = web_messages(front_file(language));
            assert!(messages.len() > 40, "{language}");
            for (id, parts) in messages {
                assert!(parts.is_ok(), "{language}: {id}: {parts:?}");
            }
        }
    }

    #[test]
    fn the_english_page_has_the_texts_it_always_had() {
        let page = page(Language::English);
        for text in [
            "<html lang=\"en\">",
            "<title>iccf: check a chess game transcript</title>",
            "<button id=\"check\" type=\"button\" class=\"primary\">Check</button>",
            "<p>Checked by <code>iccf serve</code> on this computer; nothing leaves it. The same checks on the command line: <code>iccf check game.iccf</code>. JSON API: <code>POST /api/check</code>, <code>/api/fix</code>, <code>/api/fmt</code>, <code>/api/convert?to=pgn</code>.</p>",
            "placeholder=\"Paste a game here, or drop a .iccf or .pgn file on this box.&#10;&#10;[Event &quot;Club championship&quot;]",
        ] {
            assert!(page.contains(text), "{text}");
        }
        assert!(!page.contains("{{"), "a placeholder is left");
        let russian = super::page(Language::Russian);
        assert!(russian.contains("<html lang=\"ru\">"));
        assert!(russian.contains(">Проверить</button>"));
    }

    #[test]
    fn a_plural_message_keeps_its_variants() {
        let messages = web_messages(front_file(Language::Russian));
        let Ok(parts) = &messages["web-errors"] else {
            panic!("web-errors");
        };
        let [
            Part::Select {
                select,
                variants,
                default,
            },
        ] = parts.as_slice()
        else {
            panic!("{parts:?}");
        };
        assert_eq!((select.as_str(), variants.len(), *default), ("count", 3, 2));
        assert_eq!(variants[1].key, "few");
    }
}
