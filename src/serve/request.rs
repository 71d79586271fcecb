//! The bodies the API reads, and the error answers: a body that is not what a route expects
//! gets 400 with a message saying what is wrong and where.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::check::CheckOptions;
use crate::i18n::Language;
use crate::levels::{Level, Levels};
use crate::syntax::Notation;

/// The body of `/api/check`, `/api/fix`, `/api/fmt` and `/api/convert`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct TextRequest {
    /// The transcript.
    pub text: String,
    /// The file name shown in the diagnostics (`file`); a name ending in `.pgn` reads each game
    /// in the notation most of its moves are written in, as `iccf check` does with `.pgn` files.
    #[serde(default)]
    pub name: Option<String>,
    /// Levels of rules, as the `[lint]` table of `iccf.toml` sets them: `{"move-number":
    /// "allow", "L004": "deny", "warnings": "deny"}`.
    #[serde(default)]
    pub levels: Option<serde_json::Map<String, serde_json::Value>>,
    /// `/api/check`: the game (1-based) whose moves and positions the answer lists.
    #[serde(default)]
    pub game: Option<usize>,
    /// `/api/fix`, `/api/fmt`, `/api/convert`: go on despite errors, as `--force` does.
    #[serde(default)]
    pub force: bool,
    /// The language of the reader (`ru`): each diagnostic then also has its message and help in
    /// it (`localized`), as `iccf check --format json --lang ru` writes them.
    #[serde(default)]
    pub lang: Option<String>,
}

/// The name used when a request gives none: the one `iccf check` gives standard input.
pub(crate) const UNNAMED: &str = "<stdin>";

impl TextRequest {
    /// The name of the text.
    pub fn name(&self) -> &str {
        self.name.as_deref().unwrap_or(UNNAMED)
    }

    /// The notation games are read in: decided per game for a `.pgn` name, numeric otherwise.
    pub fn notation(&self) -> Notation {
        let pgn = std::path::Path::new(self.name())
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
        if pgn {
            Notation::Auto
        } else {
            Notation::Numeric
        }
    }

    /// The language of `lang`, if there is one.
    ///
    /// # Errors
    ///
    /// A 400 answer naming the languages there are, for a `lang` without a catalogue.
    pub fn language(&self) -> Result<Option<Language>, Response> {
        self.lang
            .as_deref()
            .map(str::parse::<Language>)
            .transpose()
            .map_err(|message| bad_request(format!("lang: {message}")))
    }

    /// The options of the check: every layer, the levels of the request.
    ///
    /// # Errors
    ///
    /// A 400 answer naming the unknown rule or the level that is not one.
    pub fn check_options(&self) -> Result<CheckOptions, Response> {
        let mut levels = Levels::default();
        for (name, value) in self.levels.iter().flatten() {
            let Some(level) = value.as_str().and_then(Level::from_name) else {
                return Err(bad_request(format!(
                    "levels: `{name}` has the level {value}, which is not one; a level is \"allow\", \"warn\" or \"deny\""
                )));
            };
            if let Err(unknown) = levels.set_by_name(name, level) {
                return Err(bad_request(format!(
                    "levels: unknown rule `{name}`: {}",
                    unknown.help()
                )));
            }
        }
        Ok(CheckOptions::default()
            .with_levels(levels)
            .with_notation(self.notation()))
    }
}

/// Reads a JSON body.
///
/// # Errors
///
/// A 400 answer with `serde_json`'s message (what was expected, line and column).
pub(crate) fn json_body<T: DeserializeOwned>(body: &[u8]) -> Result<T, Response> {
    serde_json::from_slice(body).map_err(|error| {
        let what = if error.is_data() {
            "the request body is not what this route reads"
        } else {
            "the request body is not valid JSON"
        };
        bad_request(format!(
            "{what}: {error}; send {{\"text\": \"1. 5254 5755 ...\"}}"
        ))
    })
}

/// An error answer: `{"error": message}` with `status`.
pub(crate) fn error(status: StatusCode, message: impl Into<String>) -> Response {
    let body = serde_json::json!({ "error": message.into() });
    (status, Json(body)).into_response()
}

/// A 400 Bad Request answer with `message`.
pub(crate) fn bad_request(message: impl Into<String>) -> Response {
    error(StatusCode::BAD_REQUEST, message)
}
