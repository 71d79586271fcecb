//! The page: HTML, CSS and JavaScript built into the binary (no front-end build step, no
//! network), served with their types. The HTML is never cached, so that a new `iccf` shows its
//! new page.

use axum::extract::Query;
use axum::extract::rejection::QueryRejection;
use axum::http::{HeaderMap, header};
use axum::response::IntoResponse;
use serde::Deserialize;

/// The page's template: its texts are `{{web-id}}` placeholders (see [`super::language`]).
pub(crate) const INDEX: &str = include_str!("assets/index.html");
const SCRIPT: &str = include_str!("assets/app.js");
const STYLE: &str = include_str!("assets/style.css");
const FAVICON: &str = include_str!("assets/favicon.svg");

fn asset(content_type: &'static str, body: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
}

/// The query of the page: `?lang=ru` chooses its language.
#[derive(Debug, Deserialize)]
pub(crate) struct PageQuery {
    lang: Option<String>,
}

/// The page in the language of the request (see [`super::language::choose`]); the answer varies
/// with the headers that choose it.
pub(crate) async fn index(
    query: Result<Query<PageQuery>, QueryRejection>,
    headers: HeaderMap,
) -> impl IntoResponse {
    let asked = query.as_ref().ok().and_then(|Query(q)| q.lang.as_deref());
    let language = super::language::choose(asked, &headers);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_LANGUAGE, language.tag()),
            (header::VARY, "Accept-Language, Cookie"),
        ],
        super::language::page(language),
    )
}

pub(crate) async fn script() -> impl IntoResponse {
    asset("text/javascript; charset=utf-8", SCRIPT)
}

pub(crate) async fn style() -> impl IntoResponse {
    asset("text/css; charset=utf-8", STYLE)
}

pub(crate) async fn favicon() -> impl IntoResponse {
    asset("image/svg+xml", FAVICON)
}
