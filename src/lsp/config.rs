//! The levels of a document: its nearest `iccf.toml`, found from the document's folder upward as
//! `iccf check` finds it ([`crate::lint::find_config_file`]), read again whenever the file's
//! modification time or size changes, so that an edit of `iccf.toml` applies at the next check.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::LineIndex;
use crate::levels::Levels;
use crate::lint::{Config, find_config_file};

/// A configuration file as last read.
struct Loaded {
    stamp: (Option<SystemTime>, u64),
    levels: Result<Levels, String>,
    /// Its top-level `lang`, when it has one.
    lang: Option<String>,
}

/// The configuration files read so far.
#[derive(Default)]
pub(crate) struct Configs {
    loaded: HashMap<PathBuf, Loaded>,
}

/// The levels for one document and where they came from.
pub(crate) struct Found {
    /// The levels to check with (the defaults when the file has mistakes).
    pub levels: Levels,
    /// The first mistake of the configuration file, to show to the user, with its place.
    pub mistake: Option<String>,
    /// The language of messages the file names (`lang = "ru"`).
    pub lang: Option<String>,
}

impl Configs {
    /// The levels for a document in `folder` (`None`: a document that is not a file, which gets
    /// the levels of the server's current folder, as standard input does in `iccf check`).
    pub fn levels(&mut self, folder: Option<&Path>) -> Found {
        let folder = folder.map_or_else(
            || std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
            Path::to_path_buf,
        );
        let Some(file) = find_config_file(&folder) else {
            return Found {
                levels: Levels::default(),
                mistake: None,
                lang: None,
            };
        };
        let stamp = std::fs::metadata(&file).map_or((None, 0), |m| (m.modified().ok(), m.len()));
        let fresh = self.loaded.get(&file).is_some_and(|l| l.stamp == stamp);
        if !fresh {
            let (levels, lang) = match load(&file) {
                Ok((levels, lang)) => (Ok(levels), lang),
                Err(mistake) => (Err(mistake), None),
            };
            self.loaded.insert(
                file.clone(),
                Loaded {
                    stamp,
                    levels,
                    lang,
                },
            );
        }
        let loaded = &self.loaded[&file];
        let lang = loaded.lang.clone();
        match &loaded.levels {
            Ok(levels) => Found {
                levels: *levels,
                mistake: None,
                lang,
            },
            Err(mistake) => Found {
                levels: Levels::default(),
                mistake: Some(mistake.clone()),
                lang,
            },
        }
    }
}

/// Reads and parses one `iccf.toml`: its levels and its `lang`; a mistake is said as
/// `file:line:column: message (help)`.
fn load(file: &Path) -> Result<(Levels, Option<String>), String> {
    let name = file.display();
    let text = std::fs::read_to_string(file)
        .map_err(|error| format!("cannot read the configuration file {name}: {error}"))?;
    match Config::parse(&text) {
        Ok(config) => Ok((config.levels, config.lang)),
        Err(errors) => {
            let first = &errors[0];
            let at = LineIndex::new(&text).position(&text, first.span.offset());
            let help = first
                .help
                .as_ref()
                .map(|h| format!(" ({h})"))
                .unwrap_or_default();
            Err(format!(
                "{name}:{}:{}: {}{help}; the default levels are used until it is fixed",
                at.line, at.column, first.message
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Code;

    #[test]
    fn a_changed_file_is_read_again() {
        let folder = tempfile::tempdir().unwrap();
        let file = folder.path().join("iccf.toml");
        std::fs::write(&file, "[lint]\nmove-number = \"allow\"\n").unwrap();
        let mut configs = Configs::default();
        let found = configs.levels(Some(folder.path()));
        assert!(!found.levels.enabled(Code::MoveNumber));
        std::fs::write(&file, "[lint]\nmove-number = \"deny\"\n# longer\n").unwrap();
        let found = configs.levels(Some(folder.path()));
        assert_eq!(
            found.levels.severity(Code::MoveNumber),
            Some(crate::Severity::Error)
        );
        std::fs::write(&file, "[lint]\nmove-numbr = \"deny\"\n").unwrap();
        let found = configs.levels(Some(folder.path()));
        let mistake = found.mistake.unwrap();
        assert!(
            mistake.ends_with("iccf.toml:2:1: unknown rule `move-numbr` in the [lint] table (did you mean `move-number` (L001)? `iccf rules` lists every rule); the default levels are used until it is fixed"),
            "{mistake}"
        );
        assert!(found.levels.enabled(Code::MoveNumber));
    }
}
