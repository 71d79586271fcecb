//! Every error answer has a JSON body, `{"error": message}`, which the page shows: the API's own
//! (400, 404, 413, 422, 503) and those of the layers and of axum (405 Method Not Allowed, 408
//! Request Timeout, 413 from the body limit), plus the requests refused before any work: a
//! target longer than [`super::URI_LIMIT`] (414) and a form upload (415).

use axum::extract::Request;
use axum::http::{Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;

use super::request::error;

/// Refuses, before any work, a request target longer than [`super::URI_LIMIT`] (414) and a
/// body sent as a form upload (`multipart/form-data`, 415), which no route reads.
pub(crate) async fn refuse_unreadable(request: Request, next: Next) -> Response {
    let target = request
        .uri()
        .path_and_query()
        .map_or(0, |p| p.as_str().len());
    if target > super::URI_LIMIT {
        return error(
            StatusCode::URI_TOO_LONG,
            format!(
                "the address is {target} bytes long, more than the {} iccf serve reads: send the text in the body of a POST request",
                super::URI_LIMIT
            ),
        );
    }
    let multipart = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim_start()
                .to_ascii_lowercase()
                .starts_with("multipart/")
        });
    if multipart && request.method() == Method::POST {
        return error(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "a form upload (multipart/form-data) is not read: send JSON {\"text\": \"1. 5254 5755 ...\"} with Content-Type: application/json, or a file's bytes as they are to /api/decode",
        );
    }
    next.run(request).await
}

/// Gives an error answer without a JSON body (axum's 405, the timeout's 408, the body limit's
/// 413) the API's `{"error": message}`, its other headers (`Retry-After`) kept; a 405 says
/// which method the address takes (and sets `Allow`).
pub(crate) async fn explain(request: Request, next: Next) -> Response {
    let path = request.uri().path().to_string();
    let response = next.run(request).await;
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || json {
        return response;
    }
    let mut answer = match status {
        StatusCode::PAYLOAD_TOO_LARGE => super::too_large(),
        StatusCode::METHOD_NOT_ALLOWED => {
            let allowed = if path.starts_with("/api/") && path != "/api/board.svg" {
                "POST"
            } else {
                "GET"
            };
            let mut answer = error(
                status,
                format!("{path} does not take that method: it takes {allowed}"),
            );
            answer
                .headers_mut()
                .insert(header::ALLOW, header::HeaderValue::from_static(allowed));
            answer
        }
        StatusCode::REQUEST_TIMEOUT => error(
            status,
            format!(
                "the request took longer than {} s, body upload included: send fewer games at a time, or check the file with `iccf check FILE`",
                super::TIME_LIMIT.as_secs()
            ),
        ),
        _ => error(status, format!("the server answered {status}")),
    };
    for (name, value) in response.headers() {
        if ![header::CONTENT_TYPE, header::CONTENT_LENGTH, header::ALLOW].contains(name) {
            answer.headers_mut().insert(name.clone(), value.clone());
        }
    }
    answer
}
