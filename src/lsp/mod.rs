//! `iccf lsp`: a language server for numeric transcripts and PGN (Language Server Protocol over
//! standard input and output, built on lsp-server and lsp-types as rust-analyzer is).
//!
//! Documents are synchronised incrementally and checked as `iccf check` checks files, a short
//! while after the last change; only the games a change touched are checked again
//! ([`analysis`]). The server answers hover, code actions, formatting and document symbols.

mod actions;
mod analysis;
mod config;
mod diagnostics;
mod document;
mod duplicates;
mod hover;
mod text;
mod transport;

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidChangeWatchedFiles, DidCloseTextDocument, DidOpenTextDocument,
    DidSaveTextDocument, Notification as _, PublishDiagnostics, ShowMessage,
};
use lsp_types::request::{
    CodeActionRequest, DocumentSymbolRequest, Formatting, HoverRequest, RegisterCapability,
    Request as _,
};
use lsp_types::{
    CodeActionOptions, CodeActionProviderCapability, DidChangeWatchedFilesRegistrationOptions,
    FileSystemWatcher, GlobPattern, Hover, HoverContents, HoverProviderCapability,
    InitializeParams, MarkupContent, MarkupKind, MessageType, OneOf, PositionEncodingKind,
    PublishDiagnosticsParams, Registration, RegistrationParams, SaveOptions, ServerCapabilities,
    ServerInfo, ShowMessageParams, TextDocumentSyncCapability, TextDocumentSyncKind,
    TextDocumentSyncOptions, TextDocumentSyncSaveOptions, Uri,
};

use crate::i18n::LanguageSetting;
use config::Configs;
use document::{Document, Language};

/// How long after the last change a document is checked, unless the client's
/// `initializationOptions` say `{"debounceMs": N}`.
const DEFAULT_DEBOUNCE: Duration = Duration::from_millis(150);

/// Runs the server on standard input and output until the client says `exit` or closes the
/// input. `Ok(true)` after a clean `shutdown` then `exit` (exit status 0, as the specification
/// asks), `Ok(false)` for an `exit` without `shutdown` (status 1); `Err` with the reason when
/// the connection fails. Nothing is printed: the caller reports the error.
///
/// # Errors
///
/// The reason the server stopped when the connection failed (a broken initialisation).
pub fn run() -> Result<bool, String> {
    let (connection, threads) = transport::stdio();
    let status = serve(&connection);
    drop(connection);
    threads.join();
    status
}

/// Initialises, then serves; `Ok(true)` for a clean `shutdown` then `exit`.
fn serve(connection: &Connection) -> Result<bool, String> {
    let (id, params) = connection.initialize_start().map_err(|e| e.to_string())?;
    let params: InitializeParams = serde_json::from_value(params).unwrap_or_default();
    let result = serde_json::json!({
        "capabilities": capabilities(),
        "serverInfo": ServerInfo {
            name: "iccf".to_string(),
            version: Some(env!("CARGO_PKG_VERSION").to_string()),
        },
    });
    connection
        .sender
        .send(Response::new_ok(id, result).into())
        .map_err(|e| e.to_string())?;
    let mut server = Server::new(connection, &params);
    server.main_loop()
}

/// The language of the texts for people, from the settings in the order of `iccf check`: the
/// editor's setting `configured` (as `--lang`), `ICCF_LANG`, the `lang` of `iccf.toml`
/// (`config`), then the client's `locale` (as the environment's locale): the first one set
/// decides; one without a catalogue gives English, and so does none.
fn speaks(
    configured: Option<&str>,
    config: Option<&str>,
    locale: Option<&str>,
) -> crate::i18n::Language {
    let var = |name: &str| match name {
        "ICCF_LANG" => std::env::var(name).ok(),
        "LANG" => locale.map(str::to_string),
        _ => None,
    };
    LanguageSetting::resolve(configured, config, var)
        .or_else(|_| LanguageSetting::resolve(None, config, var))
        .map_or(crate::i18n::Language::English, |setting| setting.language)
}

fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        position_encoding: Some(PositionEncodingKind::UTF16),
        text_document_sync: Some(TextDocumentSyncCapability::Options(
            TextDocumentSyncOptions {
                open_close: Some(true),
                change: Some(TextDocumentSyncKind::INCREMENTAL),
                save: Some(TextDocumentSyncSaveOptions::SaveOptions(SaveOptions {
                    include_text: Some(false),
                })),
                ..TextDocumentSyncOptions::default()
            },
        )),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        code_action_provider: Some(CodeActionProviderCapability::Options(CodeActionOptions {
            code_action_kinds: Some(vec![
                lsp_types::CodeActionKind::QUICKFIX,
                lsp_types::CodeActionKind::REFACTOR_REWRITE,
                actions::fix_all_kind(),
            ]),
            ..CodeActionOptions::default()
        })),
        document_formatting_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        ..ServerCapabilities::default()
    }
}

struct Server<'a> {
    connection: &'a Connection,
    documents: HashMap<Uri, Document>,
    /// When each changed document is due to be checked.
    due: HashMap<Uri, Instant>,
    configs: Configs,
    /// Configuration mistakes already shown (each is shown once).
    shown: HashSet<String>,
    debounce: Duration,
    markdown: bool,
    watch_config: bool,
    /// The language the editor's settings name (`initializationOptions.lang`), which comes first.
    configured_lang: Option<String>,
    /// The language of the client's user interface (`InitializeParams.locale`), which comes after
    /// `ICCF_LANG` and the `lang` of `iccf.toml`.
    client_locale: Option<String>,
    shut_down: bool,
    next_request: i32,
}

impl<'a> Server<'a> {
    fn new(connection: &'a Connection, params: &InitializeParams) -> Self {
        let debounce = params
            .initialization_options
            .as_ref()
            .and_then(|o| o.get("debounceMs"))
            .and_then(serde_json::Value::as_u64)
            .map_or(DEFAULT_DEBOUNCE, Duration::from_millis);
        let markdown = params
            .capabilities
            .text_document
            .as_ref()
            .and_then(|t| t.hover.as_ref())
            .and_then(|h| h.content_format.as_ref())
            .is_some_and(|formats| formats.contains(&MarkupKind::Markdown));
        let watch_config = params
            .capabilities
            .workspace
            .as_ref()
            .and_then(|w| w.did_change_watched_files)
            .and_then(|w| w.dynamic_registration)
            .unwrap_or(false);
        let configured_lang = params
            .initialization_options
            .as_ref()
            .and_then(|o| o.get("lang"))
            .and_then(serde_json::Value::as_str)
            .map(str::to_string);
        Self {
            connection,
            documents: HashMap::new(),
            due: HashMap::new(),
            configs: Configs::default(),
            shown: HashSet::new(),
            debounce,
            markdown,
            watch_config,
            configured_lang,
            client_locale: params.locale.clone(),
            shut_down: false,
            next_request: 0,
        }
    }

    fn main_loop(&mut self) -> Result<bool, String> {
        loop {
            let next = self.due.values().min().copied();
            let received = match next {
                Some(deadline) => self.connection.receiver.recv_deadline(deadline),
                None => self
                    .connection
                    .receiver
                    .recv()
                    .map_err(|_| RecvTimeoutError::Disconnected),
            };
            match received {
                Ok(Message::Request(request)) => self.on_request(request),
                Ok(Message::Notification(n)) if n.method == "exit" => return Ok(self.shut_down),
                Ok(Message::Notification(n)) => self.on_notification(n),
                Ok(Message::Response(_)) | Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Ok(false),
            }
            self.check_due();
        }
    }

    fn send(&self, message: impl Into<Message>) {
        let _ = self.connection.sender.send(message.into());
    }

    fn notify<N: lsp_types::notification::Notification>(&self, params: N::Params) {
        self.send(Notification::new(N::METHOD.to_string(), params));
    }

    /// Checks the documents whose quiet time has passed.
    fn check_due(&mut self) {
        let now = Instant::now();
        let ready: Vec<Uri> = self
            .due
            .iter()
            .filter(|(_, at)| **at <= now)
            .map(|(uri, _)| uri.clone())
            .collect();
        for uri in ready {
            self.check_now(&uri);
        }
    }

    /// Checks a document and publishes its diagnostics.
    fn check_now(&mut self, uri: &Uri) {
        self.due.remove(uri);
        let Some(doc) = self.documents.get_mut(uri) else {
            return;
        };
        let folder = doc.path().and_then(|p| p.parent().map(ToOwned::to_owned));
        let found = self.configs.levels(folder.as_deref());
        doc.speaks = speaks(
            self.configured_lang.as_deref(),
            found.lang.as_deref(),
            self.client_locale.as_deref(),
        );
        doc.check(found.levels);
        let diagnostics = doc
            .diagnostics
            .iter()
            .map(|d| diagnostics::to_lsp(d, &doc.text, &doc.lines, &doc.uri, doc.speaks))
            .collect();
        let params = PublishDiagnosticsParams::new(uri.clone(), diagnostics, Some(doc.version));
        self.notify::<PublishDiagnostics>(params);
        if let Some(mistake) = found.mistake
            && self.shown.insert(mistake.clone())
        {
            self.notify::<ShowMessage>(ShowMessageParams {
                typ: MessageType::WARNING,
                message: mistake,
            });
        }
    }

    /// Checks a document at once when it has changes not checked yet (before answering a
    /// request about it).
    fn fresh(&mut self, uri: &Uri) -> Option<&Document> {
        if self.documents.get(uri)?.stale {
            self.check_now(uri);
        }
        self.documents.get(uri)
    }

    fn on_notification(&mut self, n: Notification) {
        match n.method.as_str() {
            "initialized" => self.register_config_watcher(),
            DidOpenTextDocument::METHOD => {
                if let Ok(p) =
                    n.extract::<lsp_types::DidOpenTextDocumentParams>(DidOpenTextDocument::METHOD)
                {
                    let d = p.text_document;
                    let language = Language::of(&d.language_id, &d.uri);
                    let doc = Document::new(d.uri.clone(), language, d.version, d.text);
                    self.documents.insert(d.uri.clone(), doc);
                    self.check_now(&d.uri);
                }
            }
            DidChangeTextDocument::METHOD => {
                if let Ok(p) = n.extract::<lsp_types::DidChangeTextDocumentParams>(
                    DidChangeTextDocument::METHOD,
                ) && let Some(doc) = self.documents.get_mut(&p.text_document.uri)
                {
                    text::apply_changes(&mut doc.text, p.content_changes);
                    doc.lines = text::LineMap::new(&doc.text);
                    doc.version = p.text_document.version;
                    doc.stale = true;
                    self.due
                        .insert(p.text_document.uri, Instant::now() + self.debounce);
                }
            }
            DidSaveTextDocument::METHOD => {
                if let Ok(p) =
                    n.extract::<lsp_types::DidSaveTextDocumentParams>(DidSaveTextDocument::METHOD)
                {
                    self.check_now(&p.text_document.uri);
                }
            }
            DidCloseTextDocument::METHOD => {
                if let Ok(p) =
                    n.extract::<lsp_types::DidCloseTextDocumentParams>(DidCloseTextDocument::METHOD)
                {
                    let uri = p.text_document.uri;
                    self.documents.remove(&uri);
                    self.due.remove(&uri);
                    self.notify::<PublishDiagnostics>(PublishDiagnosticsParams::new(
                        uri,
                        Vec::new(),
                        None,
                    ));
                }
            }
            DidChangeWatchedFiles::METHOD => {
                // An iccf.toml changed: every open document may have new levels.
                let open: Vec<Uri> = self.documents.keys().cloned().collect();
                for uri in open {
                    self.check_now(&uri);
                }
            }
            _ => {}
        }
    }

    /// Asks the client to tell us when an `iccf.toml` changes, when it can.
    fn register_config_watcher(&mut self) {
        if !self.watch_config {
            return;
        }
        let options = DidChangeWatchedFilesRegistrationOptions {
            watchers: vec![FileSystemWatcher {
                glob_pattern: GlobPattern::String("**/iccf.toml".to_string()),
                kind: None,
            }],
        };
        let params = RegistrationParams {
            registrations: vec![Registration {
                id: "iccf-toml".to_string(),
                method: DidChangeWatchedFiles::METHOD.to_string(),
                register_options: serde_json::to_value(options).ok(),
            }],
        };
        self.next_request += 1;
        let id = RequestId::from(format!("iccf-{}", self.next_request));
        self.send(Request::new(
            id,
            RegisterCapability::METHOD.to_string(),
            params,
        ));
    }

    fn on_request(&mut self, request: Request) {
        let id = request.id.clone();
        if self.shut_down {
            self.send(Response::new_err(
                id,
                ErrorCode::InvalidRequest as i32,
                "the server is shutting down".to_string(),
            ));
            return;
        }
        let result = match request.method.as_str() {
            "shutdown" => {
                self.shut_down = true;
                Ok(serde_json::Value::Null)
            }
            HoverRequest::METHOD => self.answer(request, Self::hover),
            CodeActionRequest::METHOD => self.answer(request, Self::code_action),
            Formatting::METHOD => self.answer(request, Self::formatting),
            DocumentSymbolRequest::METHOD => self.answer(request, Self::document_symbols),
            method => Err((
                ErrorCode::MethodNotFound,
                format!("iccf lsp does not answer `{method}`"),
            )),
        };
        self.send(match result {
            Ok(value) => Response::new_ok(id, value),
            Err((code, message)) => Response::new_err(id, code as i32, message),
        });
    }

    /// Reads the parameters of `request` and runs `handler` on them.
    fn answer<P, R>(
        &mut self,
        request: Request,
        handler: fn(&mut Self, P) -> Result<R, String>,
    ) -> Result<serde_json::Value, (ErrorCode, String)>
    where
        P: serde::de::DeserializeOwned,
        R: serde::Serialize,
    {
        let params: P = serde_json::from_value(request.params).map_err(|e| {
            (
                ErrorCode::InvalidParams,
                format!("invalid parameters for `{}`: {e}", request.method),
            )
        })?;
        let result = handler(self, params).map_err(|m| (ErrorCode::RequestFailed, m))?;
        serde_json::to_value(result).map_err(|e| (ErrorCode::InternalError, e.to_string()))
    }

    fn hover(&mut self, p: lsp_types::HoverParams) -> Result<Option<Hover>, String> {
        let markdown = self.markdown;
        let at = p.text_document_position_params;
        let Some(doc) = self.fresh(&at.text_document.uri) else {
            return Ok(None);
        };
        let offset = doc.lines.offset(&doc.text, at.position);
        Ok(hover::hover(doc, offset, markdown).map(|h| Hover {
            contents: HoverContents::Markup(MarkupContent {
                kind: if markdown {
                    MarkupKind::Markdown
                } else {
                    MarkupKind::PlainText
                },
                value: h.text,
            }),
            range: Some(doc.range(h.span)),
        }))
    }

    fn code_action(
        &mut self,
        p: lsp_types::CodeActionParams,
    ) -> Result<Vec<lsp_types::CodeActionOrCommand>, String> {
        let Some(doc) = self.fresh(&p.text_document.uri) else {
            return Ok(Vec::new());
        };
        let span = doc.lines.span(&doc.text, p.range);
        Ok(actions::code_actions(doc, span, p.context.only.as_deref()))
    }

    fn formatting(
        &mut self,
        p: lsp_types::DocumentFormattingParams,
    ) -> Result<Vec<lsp_types::TextEdit>, String> {
        let Some(doc) = self.documents.get(&p.text_document.uri) else {
            return Ok(Vec::new());
        };
        doc.format()
    }

    fn document_symbols(
        &mut self,
        p: lsp_types::DocumentSymbolParams,
    ) -> Result<Vec<lsp_types::DocumentSymbol>, String> {
        Ok(self
            .fresh(&p.text_document.uri)
            .map(Document::symbols)
            .unwrap_or_default())
    }
}
