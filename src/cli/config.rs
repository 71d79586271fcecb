//! Finding and reading `iccf.toml` for each checked file, and merging the command-line levels
//! on top. Mistakes in a configuration file are rendered like any diagnostic (<file:line:col>,
//! underlined, with the fix) on standard error.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use iccf::levels::Levels;
use iccf::lint::{Config, find_config_file};
use iccf::reflection::Settings;
use iccf::render::{Snippets, Source};

use super::LevelArgs;
use super::render;

/// The levels of each folder: its nearest `iccf.toml` (or the one given with `--config`, or
/// none with `--isolated`), then the command line.
pub(crate) struct Resolver<'a> {
    args: &'a LevelArgs,
    cli: Levels,
    folders: HashMap<PathBuf, Option<PathBuf>>,
    files: HashMap<PathBuf, Result<(Levels, Settings), ()>>,
}

impl<'a> Resolver<'a> {
    pub fn new(args: &'a LevelArgs, cli: Levels) -> Self {
        Self {
            args,
            cli,
            folders: HashMap::new(),
            files: HashMap::new(),
        }
    }

    /// The configuration files read so far (those without mistakes).
    pub fn used_files(&self) -> Vec<PathBuf> {
        let mut used: Vec<PathBuf> = self
            .files
            .iter()
            .filter(|(_, l)| l.is_ok())
            .map(|(p, _)| p.clone())
            .collect();
        used.sort();
        used
    }

    /// The levels for a file in `folder`. `Err` when its configuration file cannot be read or
    /// has mistakes (already printed).
    pub fn levels_for_folder(&mut self, folder: &Path) -> Result<Levels, ()> {
        self.settings_for_folder(folder).map(|(levels, _)| levels)
    }

    /// The levels and the `[time]` settings for a file in `folder`.
    pub fn settings_for_folder(&mut self, folder: &Path) -> Result<(Levels, Settings), ()> {
        if self.args.isolated {
            return Ok((self.cli, Settings::default()));
        }
        let config = match &self.args.config {
            Some(path) => Some(path.clone()),
            None => self
                .folders
                .entry(folder.to_path_buf())
                .or_insert_with(|| find_config_file(folder))
                .clone(),
        };
        let Some(config) = config else {
            return Ok((self.cli, Settings::default()));
        };
        let cli = self.cli;
        self.files
            .entry(config.clone())
            .or_insert_with(|| load(&config, cli))
            .clone()
    }

    /// The levels and the `[time]` settings for the file at `path` (its folder's).
    pub fn settings_for_file(&mut self, path: &Path) -> Result<(Levels, Settings), ()> {
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        self.settings_for_folder(&folder)
    }
}

fn load(path: &Path, cli: Levels) -> Result<(Levels, Settings), ()> {
    let config = load_config(path)?;
    let mut levels = config.levels;
    levels.merge(&cli);
    Ok((levels, config.time))
}

/// Reads the configuration file at `path`; its warnings and mistakes are rendered on standard
/// error. `Err` when it cannot be read or has mistakes.
pub(crate) fn load_config(path: &Path) -> Result<Config, ()> {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            note!("error: cannot read the configuration file {name}: {error}");
            return Err(());
        }
    };
    let human = iccf::render::Human::new(render::use_colour_stderr());
    let index = iccf::LineIndex::new(&text);
    let show = |mistake: iccf::lint::ConfigError| {
        let report = InFile {
            mistake,
            source: Snippets(Source::new(&name, &text, &index)),
        };
        let out = human
            .render_diagnostic(&report)
            .unwrap_or_else(|| format!("{name}: {}\n", report.mistake));
        note_raw!("{out}");
    };
    match Config::parse(&text) {
        Ok(mut config) => {
            std::mem::take(&mut config.warnings)
                .into_iter()
                .for_each(show);
            Ok(config)
        }
        Err(errors) => {
            errors.into_iter().for_each(show);
            Err(())
        }
    }
}

/// A mistake of a configuration file with the file's text, shown through the same source as the
/// reports on transcripts: miette's own source does not take a lone `\r` for a line end, and
/// would name one line and underline another.
#[derive(Debug)]
struct InFile<'a> {
    mistake: iccf::lint::ConfigError,
    source: Snippets<'a>,
}

impl std::fmt::Display for InFile<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(&self.mistake, f)
    }
}

impl std::error::Error for InFile<'_> {}

impl miette::Diagnostic for InFile<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        self.mistake.code()
    }
    fn severity(&self) -> Option<miette::Severity> {
        self.mistake.severity()
    }
    fn help<'b>(&'b self) -> Option<Box<dyn std::fmt::Display + 'b>> {
        self.mistake.help()
    }
    fn labels(&self) -> Option<Box<dyn Iterator<Item = miette::LabeledSpan> + '_>> {
        self.mistake.labels()
    }
    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.source)
    }
}
