//! The page: HTML, CSS and JavaScript built into the binary (no front-end build step, no
//! network), served with their types. The HTML is never cached, so that a new `iccf` shows its
//! new page.

use axum::http::header;
use axum::response::IntoResponse;

const INDEX: &str = include_str!("assets/index.html");
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

pub(crate) async fn index() -> impl IntoResponse {
    asset("text/html; charset=utf-8", INDEX)
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
