//! The diagnostics of the API, written by [`crate::render::JsonRecord`]: exactly what
//! `iccf check --format json` writes for each.

use serde_json::value::RawValue;

use crate::Diagnostic;
use crate::i18n::Language;
use crate::render::{GameLabel, JsonRecord, Source};

/// A diagnostic's record, serialized (its keys in the order `iccf check` writes them).
pub(crate) type Record = Box<RawValue>;

/// The `--format json` record of `diagnostic` of `source` (of game `game`, 1-based), with its
/// message and help in `language` too when there is one (`localized`).
pub(crate) fn record(
    source: &Source,
    game: Option<usize>,
    diagnostic: &Diagnostic,
    language: Option<Language>,
) -> Record {
    let label = game.map(GameLabel::new);
    let record = JsonRecord::new(source, label.as_ref(), diagnostic).with_localized(language);
    // Serializing plain fields cannot fail; `null` stands in if it ever did.
    serde_json::value::to_raw_value(&record)
        .unwrap_or_else(|_| RawValue::from_string("null".to_string()).unwrap_or_default())
}
