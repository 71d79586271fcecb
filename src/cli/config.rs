//! Finding and reading `iccf.toml` for each checked file, and merging the command-line levels
//! on top. Mistakes in a configuration file are rendered like any diagnostic (<file:line:col>,
//! underlined, with the fix) on standard error.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use iccf::lint::{Config, Levels, find_config_file};

use super::LevelArgs;
use super::render;

/// The levels of each folder: its nearest `iccf.toml` (or the one given with `--config`, or
/// none with `--isolated`), then the command line.
pub(crate) struct Resolver<'a> {
    args: &'a LevelArgs,
    cli: Levels,
    folders: HashMap<PathBuf, Option<PathBuf>>,
    files: HashMap<PathBuf, Result<Levels, ()>>,
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
        if self.args.isolated {
            return Ok(self.cli);
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
            return Ok(self.cli);
        };
        let cli = self.cli;
        *self
            .files
            .entry(config.clone())
            .or_insert_with(|| load(&config, cli))
    }

    /// The levels for the file at `path` (its folder's).
    pub fn levels_for_file(&mut self, path: &Path) -> Result<Levels, ()> {
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        self.levels_for_folder(&folder)
    }
}

fn load(path: &Path, cli: Levels) -> Result<Levels, ()> {
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) => {
            note!("error: cannot read the configuration file {name}: {error}");
            return Err(());
        }
    };
    let human = iccf::render::Human::new(render::use_colour_stderr());
    let show = |mistake: iccf::lint::ConfigError| {
        let report = miette::Report::new(mistake)
            .with_source_code(miette::NamedSource::new(name.clone(), text.clone()));
        let out = human
            .render_diagnostic(report.as_ref())
            .unwrap_or_else(|| format!("{name}: {report}\n"));
        note_raw!("{out}");
    };
    match Config::parse(&text) {
        Ok(config) => {
            config.warnings.into_iter().for_each(show);
            let mut levels = config.levels;
            levels.merge(&cli);
            Ok(levels)
        }
        Err(errors) => {
            errors.into_iter().for_each(show);
            Err(())
        }
    }
}
