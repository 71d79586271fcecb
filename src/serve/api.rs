//! The handlers of the JSON API. Each is admitted to a lane and reads its body, then does the
//! library's work on one of tokio's blocking threads (see [`super::lanes`]) and answers JSON,
//! with at most [`Shared::max`] diagnostics and games listed.

use std::sync::Arc;

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, File, Rank, Square};

use super::games;
use super::lanes::Lanes;
use super::record::{Record, record};
use super::request::{TextRequest, bad_request, error, json_body};
use crate::LineIndex;
use crate::check::{CheckOptions, Session};
use crate::check::{FixOutcome, fix_text};
use crate::convert::{ConvertOptions, Target, convert_games};
use crate::diagram::Highlight;
use crate::i18n::{Args, Language};
use crate::render::Source;
use crate::syntax::Notation;

/// What the handlers share: the lanes of the work, and the cap on the lists of an answer.
#[derive(Debug)]
pub(crate) struct Shared {
    lanes: Lanes,
    /// The most diagnostics (and games) one answer lists.
    pub max: usize,
}

impl Shared {
    pub fn new(options: &super::ServeOptions) -> Self {
        Self {
            lanes: Lanes::new(options),
            max: options.max_diagnostics.max(1),
        }
    }

    /// Admits `request`, reads its body and runs `work` on it on a blocking thread (see
    /// [`super::lanes`]).
    async fn compute(
        &self,
        request: Request,
        work: impl FnOnce(&[u8]) -> Response + Send + 'static,
    ) -> Response {
        match self.lanes.admit(request).await {
            Ok((body, ticket)) => ticket.compute(move || work(&body)).await,
            Err(answer) => answer,
        }
    }

    /// [`Shared::compute`] for a route that takes a [`TextRequest`]: `work` gets the request
    /// and the cap on listed items; a body that is no such request is answered 400.
    async fn compute_text(
        &self,
        request: Request,
        work: impl FnOnce(TextRequest, usize) -> Response + Send + 'static,
    ) -> Response {
        let max = self.max;
        self.compute(request, move |body| match json_body::<TextRequest>(body) {
            Ok(read) => work(read, max),
            Err(answer) => answer,
        })
        .await
    }
}

/// A list of an answer cut at a cap: the first `max` items, and how many there were in all.
pub(crate) struct Capped<T> {
    pub items: Vec<T>,
    pub total: usize,
    max: usize,
}

impl<T> Capped<T> {
    pub fn new(max: usize) -> Self {
        Self {
            items: Vec::new(),
            total: 0,
            max,
        }
    }

    /// Counts one more item, made and kept only while under the cap.
    pub fn push_with(&mut self, make: impl FnOnce() -> T) {
        self.total += 1;
        if self.items.len() < self.max {
            self.items.push(make());
        }
    }

    pub fn truncated(&self) -> bool {
        self.total > self.items.len()
    }
}

/// Reads a [`TextRequest`] and its check options, or the 400 answer.
fn text_request(body: &[u8]) -> Result<(TextRequest, CheckOptions), Response> {
    let request: TextRequest = json_body(body)?;
    let options = request.check_options()?;
    request.language()?;
    Ok((request, options))
}

/// `POST /api/check`: every diagnostic as `iccf check --format json` gives it, and the games.
pub(crate) async fn check(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let max = shared.max;
    shared
        .compute(request, move |body| match text_request(body) {
            Ok((request, options)) => check_answer(&request, options, max),
            Err(answer) => answer,
        })
        .await
}

fn check_answer(request: &TextRequest, options: CheckOptions, max: usize) -> Response {
    let text = request.text.as_str();
    let name = request.name();
    let index = LineIndex::new(text);
    let source = Source::new(name, text, &index);
    let wanted = request.game.unwrap_or(1);
    let language = request.language().ok().flatten();
    let mut session = Session::new(options);
    let mut games = Capped::new(max);
    let mut diagnostics = Capped::new(max);
    for checked in session.check_games(name, text) {
        for d in &checked.diagnostics {
            diagnostics.push_with(|| record(&source, Some(checked.index), d, language));
        }
        let wanted = checked.index == wanted;
        if wanted && games.items.len() >= max {
            // The game the page shows is listed even past the cap.
            games.items.push(games::summary(&checked, true, max));
            games.total += 1;
        } else {
            games.push_with(|| games::summary(&checked, wanted, max));
        }
    }
    Json(CheckAnswer {
        truncated: diagnostics.truncated() || games.truncated(),
        total: diagnostics.total,
        games_total: games.total,
        games: games.items,
        diagnostics: diagnostics.items,
    })
    .into_response()
}

/// The answer of `/api/check`. `total` counts every diagnostic of the text and `games_total`
/// every game; `truncated` says that the lists hold fewer (the cap of the server).
#[derive(Serialize)]
struct CheckAnswer {
    games: Vec<games::GameSummary>,
    diagnostics: Vec<Record>,
    truncated: bool,
    total: usize,
    games_total: usize,
}

/// `POST /api/fix`: the fixes of `iccf check --fix`, round after round, and the diff.
pub(crate) async fn fix(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    shared
        .compute(request, move |body| {
            let (request, options) = match text_request(body) {
                Ok(read) => read,
                Err(answer) => return answer,
            };
            let original = request.text.as_str();
            match fix_text(original, options, request.force) {
                FixOutcome::Fixed { text, .. } if text.len() > super::OUTPUT_LIMIT => {
                    output_too_large()
                }
                FixOutcome::Fixed { text, fixes } => Json(json!({
                    "changed": text != original,
                    "diff": unified_diff(request.name(), original, &text),
                    "fixes": fixes,
                    "text": text,
                }))
                .into_response(),
                FixOutcome::Blocked { errors } => {
                    let what = if errors == 1 {
                        "1 notation error that Fix cannot repair".to_string()
                    } else {
                        format!("{errors} notation errors that Fix cannot repair")
                    };
                    let body = json!({
                        "error": format!("nothing was fixed: the text has {what}; correct it by hand first (see the diagnostics)"),
                        "errors": errors,
                    });
                    (StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response()
                }
                FixOutcome::Unsafe => error(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "nothing was fixed: the fixes would make the text unreadable (please report this as a bug)",
                ),
            }
        })
        .await
}

/// The unified diff from `old` to `new`, with `name` in both headers, as `iccf check --diff`
/// prints it.
fn unified_diff(name: &str, old: &str, new: &str) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(name, name)
        .to_string()
}

/// The games of a text converted: the output, how many games, which were left out and the
/// diagnostics that stopped them (at most the server's cap of each list; `total` counts every
/// such diagnostic).
#[derive(Serialize)]
struct Converted {
    text: String,
    games: usize,
    refused: Vec<usize>,
    diagnostics: Vec<Record>,
    truncated: bool,
    total: usize,
}

/// The conversion, or `None` when its text would be larger than [`super::OUTPUT_LIMIT`]; the
/// diagnostics that stopped games also in `language`, when there is one.
fn convert_text(
    request: &TextRequest,
    options: &ConvertOptions,
    max: usize,
    language: Option<Language>,
) -> Option<Converted> {
    let (name, text) = (request.name(), request.text.as_str());
    let mut written = String::with_capacity(text.len() + text.len() / 2);
    let mut games = 0;
    let mut converted_games = 0;
    let mut refused = Capped::new(max);
    let mut diagnostics = Capped::new(max);
    let mut index = None;
    let mut converter = convert_games(text, options);
    for game in converter.by_ref() {
        games += 1;
        match &game.text {
            Some(converted) => {
                converted_games += 1;
                if converted_games > 1 {
                    written.push_str(options.separator());
                }
                written.push_str(converted);
                if written.len() > super::OUTPUT_LIMIT {
                    return None;
                }
            }
            None => {
                refused.push_with(|| game.index);
                let index = index.get_or_insert_with(|| LineIndex::new(text));
                let source = Source::new(name, text, index);
                for d in game.blocking() {
                    diagnostics.push_with(|| record(&source, Some(game.index), d, language));
                }
            }
        }
    }
    written.push_str(&converter.trailing());
    Some(Converted {
        text: written,
        games,
        truncated: refused.truncated() || diagnostics.truncated(),
        total: diagnostics.total,
        refused: refused.items,
        diagnostics: diagnostics.items,
    })
}

/// The 422 answer of a text whose conversion would be larger than [`super::OUTPUT_LIMIT`].
fn output_too_large() -> Response {
    error(
        StatusCode::UNPROCESSABLE_ENTITY,
        format!(
            "the answer would be larger than {} MiB, the most iccf serve writes at once: send fewer games at a time, or use the command line (`iccf convert`, `iccf fmt`, `iccf check --fix`)",
            super::OUTPUT_LIMIT / (1024 * 1024)
        ),
    )
}

/// `POST /api/fmt`: the canonical numeric form of `iccf fmt`, refused when a game has errors
/// (unless `force`).
pub(crate) async fn fmt(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    shared
        .compute_text(request, move |request, max| {
            let language = match request.language() {
                Ok(language) => language,
                Err(answer) => return answer,
            };
            let refused = match crate::convert::format(&request.text, request.force) {
                Ok(formatted) if formatted.text.len() > super::OUTPUT_LIMIT => {
                    return output_too_large();
                }
                Ok(formatted) => {
                    return Json(json!({
                        "changed": formatted.text != request.text,
                        "diff": unified_diff(request.name(), &request.text, &formatted.text),
                        "kept_as_written": formatted.kept_as_written,
                        "text": formatted.text,
                    }))
                    .into_response();
                }
                Err(refused) => refused,
            };
            let index = LineIndex::new(&request.text);
            let source = Source::new(request.name(), &request.text, &index);
            let mut diagnostics = Capped::new(max);
            for g in &refused.refused {
                for d in g.blocking() {
                    diagnostics.push_with(|| record(&source, Some(g.index), d, language));
                }
            }
            let body = Refused {
                error: format!(
                    "not formatted: {} {} errors (fix them first, or send \"force\": true)",
                    crate::render::games_of(refused.refused.len(), refused.games),
                    if refused.refused.len() == 1 {
                        "has"
                    } else {
                        "have"
                    }
                ),
                refused: refused.refused.iter().map(|g| g.index).collect(),
                truncated: diagnostics.truncated(),
                total: diagnostics.total,
                diagnostics: diagnostics.items,
            };
            (StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response()
        })
        .await
}

/// The answer of `/api/fmt` when a game has errors.
#[derive(Serialize)]
struct Refused {
    error: String,
    refused: Vec<usize>,
    diagnostics: Vec<Record>,
    truncated: bool,
    total: usize,
}

/// The query of `/api/convert`.
#[derive(Debug, Deserialize)]
pub(crate) struct ConvertQuery {
    /// `pgn`, `iccf`, `uci`, `fen` or `json`.
    to: String,
}

fn target(name: &str) -> Option<Target> {
    Some(match name {
        "pgn" => Target::Pgn,
        "iccf" => Target::Iccf,
        "uci" => Target::Uci,
        "fen" => Target::Fen,
        "json" => Target::Json,
        _ => return None,
    })
}

/// `POST /api/convert?to=...`: the text in another notation, as `iccf convert` writes it
/// (games with errors are left out unless `force`).
pub(crate) async fn convert(
    State(shared): State<Arc<Shared>>,
    query: Result<Query<ConvertQuery>, QueryRejection>,
    request: Request,
) -> Response {
    let target = match &query {
        Ok(Query(q)) => target(&q.to),
        Err(_) => None,
    };
    let Some(target) = target else {
        return bad_request(
            "say what to convert to: /api/convert?to=pgn, to=iccf, to=uci, to=fen or to=json",
        );
    };
    shared
        .compute_text(request, move |request, max| {
            let options = ConvertOptions::to(target)
                .from(Notation::Auto)
                .with_force(request.force);
            let language = match request.language() {
                Ok(language) => language,
                Err(answer) => return answer,
            };
            match convert_text(&request, &options, max, language) {
                Some(converted) => Json(converted).into_response(),
                None => output_too_large(),
            }
        })
        .await
}

/// `POST /api/decode?lang=ru`: a file's bytes as text, read as `iccf convert` reads them (UTF-16 when it
/// starts with a UTF-16 byte-order mark, else UTF-8, else Latin-1, so that no letter of a name
/// is lost); files that are not text are named.
pub(crate) async fn decode(
    query: Result<Query<LangQuery>, QueryRejection>,
    body: Bytes,
) -> Response {
    let language = query
        .ok()
        .and_then(|Query(q)| q.lang)
        .and_then(|lang| Language::negotiate(&lang))
        .unwrap_or(Language::English);
    let decoded = crate::source::decode_with(&body, crate::source::Encoding::Auto);
    if decoded.binary {
        let message = decoded.diagnostic.map(|d| d.in_language(language).message);
        return Json(json!({ "text": "", "encoding": null, "binary": true, "message": message }))
            .into_response();
    }
    if let Some(utf16) = decoded.encoding().filter(|e| e.is_utf16()) {
        // The page edits the text: the byte-order mark belongs to the file, not to it.
        let text = decoded
            .text
            .strip_prefix('\u{feff}')
            .unwrap_or(&decoded.text);
        return Json(json!({
            "text": text,
            "encoding": utf16.name().to_lowercase(),
            "binary": false,
            "message": null,
        }))
        .into_response();
    }
    let (text, latin1) = crate::convert::decode_text(&body);
    let message = latin1.then(|| language.catalogue().format("web-file-latin1", &Args::new()));
    Json(json!({
        "text": text,
        "encoding": if latin1 { "latin-1" } else { "utf-8" },
        "binary": false,
        "message": message,
    }))
    .into_response()
}

/// The query of `/api/decode`: the language of its message (English without one).
#[derive(Debug, Deserialize)]
pub(crate) struct LangQuery {
    lang: Option<String>,
}

/// Any other route.
pub(crate) async fn not_found() -> Response {
    error(
        StatusCode::NOT_FOUND,
        "no such page: the validator is at /, the API under /api/ (check, fix, fmt, convert, decode, board.svg)",
    )
}

/// The query of `/api/board.svg`.
#[derive(Debug, Deserialize)]
pub(crate) struct BoardQuery {
    /// The position.
    fen: String,
    /// The squares to mark, as numeric digits (`52`) or names (`e2`); both or neither.
    from: Option<String>,
    to: Option<String>,
}

/// A square as numeric digits (`52`) or a name (`e2`).
fn square(text: &str) -> Option<Square> {
    match text.as_bytes() {
        [file @ b'1'..=b'8', rank @ b'1'..=b'8'] => Some(Square::from_coords(
            File::new(u32::from(file - b'1')),
            Rank::new(u32::from(rank - b'1')),
        )),
        _ => Square::from_ascii(text.as_bytes()).ok(),
    }
}

/// The position of a FEN: standard chess, else Chess960 (whose castling rights FEN writes
/// differently).
fn position_of(fen: &str) -> Result<Chess, String> {
    let parsed = Fen::from_ascii(fen.trim().as_bytes())
        .map_err(|error| format!("fen: `{fen}` is not a FEN ({error})"))?;
    parsed
        .clone()
        .into_position(CastlingMode::Standard)
        .or_else(|_| parsed.into_position(CastlingMode::Chess960))
        .map_err(|error| format!("fen: `{fen}` is not a position of chess ({error})"))
}

/// `GET /api/board.svg?fen=...&from=52&to=54`: the diagram of `iccf::diagram::svg`.
pub(crate) async fn board(query: Result<Query<BoardQuery>, QueryRejection>) -> Response {
    let Ok(Query(query)) = query else {
        return bad_request("say which position: /api/board.svg?fen=...&from=52&to=54");
    };
    let position = match position_of(&query.fen) {
        Ok(position) => position,
        Err(message) => return bad_request(message),
    };
    let highlight = match (query.from.as_deref(), query.to.as_deref()) {
        (None, None) => None,
        (Some(from), Some(to)) => match (square(from), square(to)) {
            (Some(from), Some(to)) => Some(Highlight::new(from, to)),
            _ => {
                return bad_request(format!(
                    "from={from}&to={to}: a square is two digits 1-8 (52) or a name (e2)"
                ));
            }
        },
        _ => return bad_request("give both from and to (the squares to mark), or neither"),
    };
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        crate::diagram::svg(&position, highlight),
    )
        .into_response()
}
