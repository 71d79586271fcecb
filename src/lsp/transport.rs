//! The stdio transport of `iccf lsp`: JSON-RPC messages framed by a `Content-Length` header
//! (LSP specification, "Base Protocol"), read on one thread and written on another.
//!
//! lsp-server's own stdio transport ends the connection on the first message it cannot read;
//! this one answers it instead, as JSON-RPC 2.0 section 5.1 asks: a body that is not JSON gets a
//! `-32700` parse error, JSON that is not a request, response or notification a `-32600` invalid
//! request (with its `id` when one can be read, `null` otherwise), and the server goes on.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::thread;

use crossbeam_channel::{Receiver, Sender, bounded, unbounded};
use lsp_server::{Connection, ErrorCode, Message};

/// The threads behind a [`Connection`]: join the writer after the last message was sent, so
/// that it reaches the client before the process ends.
pub(crate) struct Threads {
    writer: thread::JoinHandle<()>,
}

impl Threads {
    /// Waits until every message given to the connection has been written.
    pub fn join(self) {
        let _ = self.writer.join();
    }
}

/// A connection over standard input and output.
pub(crate) fn stdio() -> (Connection, Threads) {
    let (to_writer, from_server) = unbounded::<Message>();
    let (raw_sender, raw_receiver) = unbounded::<String>();
    let (to_server, from_reader) = bounded::<Message>(0);
    let writer = thread::Builder::new()
        .name("iccf-lsp-writer".into())
        .spawn(move || write_all(&from_server, &raw_receiver, io::stdout().lock()))
        .expect("a thread can be started");
    // The reader ends by itself at the end of input or after `exit`; nobody waits for it.
    let _reader = thread::Builder::new()
        .name("iccf-lsp-reader".into())
        .spawn(move || read_all(BufReader::new(io::stdin().lock()), &to_server, &raw_sender))
        .expect("a thread can be started");
    let connection = Connection {
        sender: to_writer,
        receiver: from_reader,
    };
    (connection, Threads { writer })
}

/// Writes the server's messages and the reader's error answers until both channels close.
fn write_all(messages: &Receiver<Message>, raw: &Receiver<String>, mut out: impl Write) {
    let mut raw_open = true;
    loop {
        let written = if raw_open {
            crossbeam_channel::select! {
                recv(messages) -> m => match m {
                    Ok(m) => m.write(&mut out),
                    Err(_) => break,
                },
                recv(raw) -> r => match r {
                    Ok(body) => write_frame(&mut out, &body),
                    Err(_) => { raw_open = false; Ok(()) }
                },
            }
        } else {
            match messages.recv() {
                Ok(m) => m.write(&mut out),
                Err(_) => break,
            }
        };
        if written.is_err() {
            // The client has gone: nothing more can be said.
            break;
        }
    }
}

fn write_frame(out: &mut impl Write, body: &str) -> io::Result<()> {
    write!(out, "Content-Length: {}\r\n\r\n{body}", body.len())?;
    out.flush()
}

/// What one frame of input turned out to be.
#[derive(Debug)]
pub(crate) enum Frame {
    /// A message for the server.
    Message(Message),
    /// Something that is not a message: the JSON-RPC error response to send back.
    Malformed(String),
    /// The end of the input.
    End,
}

/// Reads frames until the end of input or the `exit` notification.
fn read_all(mut input: impl BufRead, to_server: &Sender<Message>, raw: &Sender<String>) {
    loop {
        match read_frame(&mut input) {
            Frame::Message(message) => {
                let exit = matches!(&message, Message::Notification(n) if n.method == "exit");
                if to_server.send(message).is_err() || exit {
                    return;
                }
            }
            Frame::Malformed(answer) => {
                if raw.send(answer).is_err() {
                    return;
                }
            }
            Frame::End => return,
        }
    }
}

/// The header that gives the length of a body, lower-case.
const CONTENT_LENGTH: &str = "content-length:";

/// The largest body read (bytes): a transcript of a few MB is a large one; a longer length is
/// a broken header.
const MAX_MESSAGE: usize = 64 << 20;

/// Reads one frame: header lines up to an empty line, then `Content-Length` bytes of body.
/// Header lines may end in `\r\n` or `\n`; headers other than `Content-Length` are ignored.
pub(crate) fn read_frame(input: &mut impl BufRead) -> Frame {
    let mut length = None;
    let mut saw_header = false;
    let mut line = String::new();
    loop {
        line.clear();
        match input.read_line(&mut line) {
            Ok(0) | Err(_) if !saw_header => return Frame::End,
            Ok(0) | Err(_) => {
                return Frame::Malformed(error_body(
                    None,
                    ErrorCode::ParseError,
                    "the input ended inside a message header",
                ));
            }
            Ok(_) => {}
        }
        let header = line.trim_end_matches(['\r', '\n']);
        if header.is_empty() {
            if saw_header {
                break;
            }
            continue;
        }
        saw_header = true;
        // Found anywhere in the line, not only at its start: after a frame whose length was
        // wrong, the rest of its body comes before the next header on the same line, and the
        // server must find that header again rather than stop answering.
        if let Some(at) = header.to_ascii_lowercase().rfind(CONTENT_LENGTH) {
            length = header[at + CONTENT_LENGTH.len()..]
                .trim()
                .parse::<usize>()
                .ok();
        }
    }
    let Some(length) = length else {
        return Frame::Malformed(error_body(
            None,
            ErrorCode::ParseError,
            "a message header without a valid Content-Length",
        ));
    };
    if length > MAX_MESSAGE {
        // Waiting for that many bytes would swallow every later message.
        return Frame::Malformed(error_body(
            None,
            ErrorCode::ParseError,
            &format!(
                "a message of {length} bytes is larger than the {} MiB this server reads",
                MAX_MESSAGE >> 20
            ),
        ));
    }
    let mut body = Vec::new();
    if input.take(length as u64).read_to_end(&mut body).is_err() || body.len() < length {
        return Frame::Malformed(error_body(
            None,
            ErrorCode::ParseError,
            "the input ended inside a message body",
        ));
    }
    classify(&body)
}

/// A body as a message, or the error response it deserves.
fn classify(body: &[u8]) -> Frame {
    let value: serde_json::Value = match serde_json::from_slice(body) {
        Ok(value) => value,
        Err(error) => {
            return Frame::Malformed(error_body(
                None,
                ErrorCode::ParseError,
                &format!("the message is not JSON: {error}"),
            ));
        }
    };
    let written_id = value.get("id");
    // An id that is neither a number, a string nor null (JSON-RPC 2.0 section 4): lsp-server
    // would read the message as a notification and the client would wait for an answer.
    if written_id.is_some_and(|id| !(id.is_number() || id.is_string() || id.is_null())) {
        return Frame::Malformed(error_body(
            None,
            ErrorCode::InvalidRequest,
            "the id of a request is a number or a string",
        ));
    }
    let id = written_id
        .filter(|id| id.is_number() || id.is_string())
        .cloned();
    match serde_json::from_value::<Message>(value) {
        Ok(message) => Frame::Message(message),
        Err(error) => Frame::Malformed(error_body(
            id,
            ErrorCode::InvalidRequest,
            &format!("the message is not a JSON-RPC request, response or notification: {error}"),
        )),
    }
}

/// A JSON-RPC error response with `id` (or `null`).
fn error_body(id: Option<serde_json::Value>, code: ErrorCode, message: &str) -> String {
    serde_json::json!({
        "jsonrpc": "2.0",
        "id": id,
        "error": { "code": code as i32, "message": message },
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn frame(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    }

    fn error_of(frame: Frame) -> (serde_json::Value, i64) {
        let Frame::Malformed(text) = frame else {
            panic!("expected an error answer, got {frame:?}");
        };
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        (
            value["id"].clone(),
            value["error"]["code"].as_i64().unwrap(),
        )
    }

    #[test]
    fn a_request_is_read() {
        let text = frame(r#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#);
        let Frame::Message(Message::Request(request)) = read_frame(&mut text.as_bytes()) else {
            panic!("not a request");
        };
        assert_eq!(request.method, "shutdown");
    }

    #[rstest]
    #[case::not_json("{\"jsonrpc\":", serde_json::Value::Null, -32700)]
    #[case::not_a_message(r#"{"jsonrpc":"2.0","id":7,"method":5}"#, serde_json::json!(7), -32600)]
    #[case::null_id(r#"{"jsonrpc":"2.0","id":null,"result":1}"#, serde_json::Value::Null, -32600)]
    #[case::object_id(
        r#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#,
        serde_json::Value::Null,
        -32600
    )]
    fn malformed_bodies_get_an_answer(
        #[case] body: &str,
        #[case] id: serde_json::Value,
        #[case] code: i64,
    ) {
        assert_eq!(
            error_of(read_frame(&mut frame(body).as_bytes())),
            (id, code)
        );
    }

    #[test]
    fn a_header_without_length_is_answered_and_reading_goes_on() {
        let text = format!(
            "X-Other: 1\r\n\r\n{}",
            frame(r#"{"jsonrpc":"2.0","method":"exit"}"#)
        );
        let mut input = text.as_bytes();
        assert_eq!(error_of(read_frame(&mut input)).1, -32700);
        assert!(matches!(
            read_frame(&mut input),
            Frame::Message(Message::Notification(_))
        ));
        assert!(matches!(read_frame(&mut input), Frame::End));
    }

    /// A frame whose header is broken (a length that is not a number, too short, or too large
    /// to wait for) is answered, and the next frame is read: its header may come right after
    /// the rest of the broken body, on the same line.
    #[rstest]
    #[case::length_not_a_number("Content-Length: abc\r\n\r\n{}".to_string())]
    #[case::length_too_short(format!(
        "Content-Length: 10\r\n\r\n{}",
        r#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
    ))]
    #[case::length_too_large("Content-Length: 99999999999999\r\n\r\n".to_string())]
    fn reading_goes_on_after_a_broken_frame(#[case] broken: String) {
        let text = format!("{broken}{}", frame(r#"{"jsonrpc":"2.0","method":"exit"}"#));
        let mut input = text.as_bytes();
        assert_eq!(error_of(read_frame(&mut input)).1, -32700);
        let Frame::Message(Message::Notification(exit)) = read_frame(&mut input) else {
            panic!("the exit notification after the broken frame was not read");
        };
        assert_eq!(exit.method, "exit");
        assert!(matches!(read_frame(&mut input), Frame::End));
    }
}
