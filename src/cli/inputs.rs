//! The files a command reads: paths as given, `-` or nothing for standard input, the files of
//! folders (walked with walkdir, symbolic-link loops entered once), and quoted globs
//! (`'games/*.iccf'`) for shells that do not expand them.

use std::io::Read;
use std::path::{Path, PathBuf};

/// One input: a path, or standard input.
pub(crate) enum Input {
    Path(PathBuf),
    Stdin,
}

impl Input {
    /// The name to show: the path as given, or `<stdin>`.
    pub(crate) fn name(&self) -> String {
        match self {
            Input::Path(path) => path.display().to_string(),
            Input::Stdin => "<stdin>".to_string(),
        }
    }

    /// Whether the input is a `.pgn` file (any case), whose games are read in the notation of
    /// their moves.
    pub(crate) fn is_pgn(&self) -> bool {
        matches!(self, Input::Path(path) if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")))
    }

    /// The size in bytes, when it is known before reading (a file).
    pub(crate) fn len(&self) -> Option<u64> {
        match self {
            Input::Path(path) => std::fs::metadata(path).ok().map(|m| m.len()),
            Input::Stdin => None,
        }
    }

    /// A reader of the input, or a message saying why it cannot be opened.
    pub(crate) fn open(&self) -> Result<Box<dyn Read + Send>, String> {
        match self {
            Input::Stdin => Ok(Box::new(std::io::stdin())),
            Input::Path(path) => {
                if path.is_dir() {
                    return Err(format!("cannot read {}: it is a folder", path.display()));
                }
                std::fs::File::open(path)
                    .map(|file| Box::new(file) as Box<dyn Read + Send>)
                    .map_err(|e| format!("cannot read {}: {}", path.display(), io_reason(&e)))
            }
        }
    }

    /// The bytes of the input; when it cannot be read, a message on standard error and one more
    /// in `unreadable`.
    pub(crate) fn read_or_note(&self, unreadable: &mut usize) -> Option<Vec<u8>> {
        match self.read() {
            Ok(bytes) => Some(bytes),
            Err(message) => {
                note!("error: {message}");
                *unreadable += 1;
                None
            }
        }
    }

    /// The bytes of the input, or a message saying why it cannot be read.
    pub(crate) fn read(&self) -> Result<Vec<u8>, String> {
        let mut bytes = Vec::new();
        let name = || match self {
            Input::Stdin => "standard input".to_string(),
            Input::Path(path) => path.display().to_string(),
        };
        // One byte past the limit is enough to refuse it, without reading the rest.
        self.open()?
            .take(iccf::span::MAX_TEXT_LEN as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| format!("cannot read {}: {}", name(), io_reason(&e)))?;
        if bytes.len() > iccf::span::MAX_TEXT_LEN {
            return Err(format!(
                "cannot read {}: it is over 4 GiB (iccf reads texts of up to 4 GiB)",
                name()
            ));
        }
        Ok(bytes)
    }
}

/// The reason of an I/O error in words.
pub(crate) fn io_reason(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        std::io::ErrorKind::IsADirectory => "it is a folder".to_string(),
        std::io::ErrorKind::StorageFull => "the disk is full".to_string(),
        _ => error.to_string(),
    }
}

/// Expands the paths: `-` or none is standard input; folders give their files whose extension is
/// one of `extensions` (in any case: `.PGN`, `.Iccf`), in name order, each file once; a path
/// that does not exist and holds `*`, `?` or `[` is a glob. Entries that cannot be read are
/// reported and counted in `unreadable`, and the rest is still walked.
///
/// Returns `None` (after a message) when a folder or a glob yields no file: a usage error.
pub(crate) fn inputs(
    paths: &[PathBuf],
    extensions: &[&str],
    unreadable: &mut usize,
) -> Option<Vec<Input>> {
    if paths.is_empty() {
        return Some(vec![Input::Stdin]);
    }
    let kinds: Vec<String> = extensions.iter().map(|e| format!(".{e}")).collect();
    let kinds = kinds.join(" or ");
    let mut inputs = Vec::new();
    let mut empty = false;
    for path in paths {
        if path.as_os_str() == "-" {
            inputs.push(Input::Stdin);
        } else if path.is_dir() {
            let found = walk_folder(path, extensions, unreadable);
            if found.is_empty() {
                note!("error: no {kinds} file in the folder {}", path.display());
                empty = true;
            }
            inputs.extend(found.into_iter().map(Input::Path));
        } else if !path.exists() && is_glob(path) {
            let found = expand_glob(path, extensions, unreadable);
            if found.is_empty() {
                note!("error: no file matches {}", path.display());
                empty = true;
            }
            inputs.extend(found.into_iter().map(Input::Path));
        } else {
            inputs.push(Input::Path(path.clone()));
        }
    }
    (!empty).then_some(inputs)
}

fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
}

/// The files under `folder` with one of `extensions`, sorted; symbolic links are followed and a
/// link back up the tree is entered once.
fn walk_folder(folder: &Path, extensions: &[&str], unreadable: &mut usize) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in walkdir::WalkDir::new(folder)
        .follow_links(true)
        .sort_by_file_name()
    {
        match entry {
            Ok(entry) => {
                if entry.file_type().is_file() && has_extension(entry.path(), extensions) {
                    found.push(entry.into_path());
                }
            }
            // A link back to a folder being walked: it was entered once already.
            Err(error) if error.loop_ancestor().is_some() => {}
            Err(error) => {
                let place = error
                    .path()
                    .map_or_else(|| folder.display().to_string(), |p| p.display().to_string());
                let reason = error
                    .io_error()
                    .map_or_else(|| error.to_string(), io_reason);
                note!("error: cannot read {place}: {reason}");
                *unreadable += 1;
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

fn is_glob(path: &Path) -> bool {
    path.to_str().is_some_and(|p| p.contains(['*', '?', '[']))
}

/// The files a glob matches (folders it matches are walked), in name order.
fn expand_glob(pattern: &Path, extensions: &[&str], unreadable: &mut usize) -> Vec<PathBuf> {
    let Some(text) = pattern.to_str() else {
        return Vec::new();
    };
    let matches = match glob::glob(text) {
        Ok(matches) => matches,
        Err(error) => {
            note!("error: the pattern {text} cannot be read: {error}");
            return Vec::new();
        }
    };
    let mut found = Vec::new();
    for entry in matches {
        match entry {
            Ok(path) if path.is_dir() => found.extend(walk_folder(&path, extensions, unreadable)),
            Ok(path) => found.push(path),
            Err(error) => {
                note!(
                    "error: cannot read {}: {}",
                    error.path().display(),
                    io_reason(error.error())
                );
                *unreadable += 1;
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The values of `--encoding`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum EncodingArg {
    /// UTF-8; UTF-16 with a byte-order mark; games that are not UTF-8 as Windows-1252, with a
    /// warning (S035).
    #[default]
    Auto,
    /// UTF-8 only: other bytes are an error (S001) and read as spaces.
    #[value(name = "utf-8", alias = "utf8")]
    Utf8,
    /// ISO 8859-1, the character set of PGN.
    #[value(alias = "iso-8859-1")]
    Latin1,
    /// Windows-1252 (cp1252).
    #[value(name = "windows-1252", alias = "cp1252")]
    Windows1252,
    /// UTF-16 (little-endian unless a byte-order mark says otherwise).
    #[value(name = "utf-16", alias = "utf16")]
    Utf16,
}

impl From<EncodingArg> for iccf::source::Encoding {
    fn from(arg: EncodingArg) -> Self {
        use iccf::source::Encoding;
        match arg {
            EncodingArg::Auto => Encoding::Auto,
            EncodingArg::Utf8 => Encoding::Utf8,
            EncodingArg::Latin1 => Encoding::Latin1,
            EncodingArg::Windows1252 => Encoding::Windows1252,
            EncodingArg::Utf16 => Encoding::Utf16,
        }
    }
}

/// Says on standard error that the output (`-o FILE`, or standard output) could not be written.
pub(crate) fn note_write_error(output: Option<&std::path::Path>, error: &std::io::Error) {
    let place = output.map_or("standard output".to_string(), |p| p.display().to_string());
    note!("error: cannot write {place}: {}", io_reason(error));
}

/// Refuses an output file (`-o FILE`) that is one of the inputs (the same file, through any
/// path or link): the report or the conversion would replace the games being read. Says so on
/// standard error and returns false; true when the output is another file (or not a regular
/// file, such as `/dev/stdout`).
pub(crate) fn output_is_not_an_input(output: Option<&std::path::Path>, inputs: &[Input]) -> bool {
    let Some(output) = output else {
        return true;
    };
    let Ok(resolved) = std::fs::canonicalize(output) else {
        return true;
    };
    if !resolved.is_file() {
        return true;
    }
    let same = inputs.iter().find(|input| match input {
        Input::Path(path) => std::fs::canonicalize(path).is_ok_and(|p| p == resolved),
        Input::Stdin => false,
    });
    match same {
        Some(input) => {
            note!(
                "error: the output file `{}` is also read as input ({}): writing there would replace its games",
                output.display(),
                input.name()
            );
            note!("  help: give -o a file of its own");
            false
        }
        None => true,
    }
}
