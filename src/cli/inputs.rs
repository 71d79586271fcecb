//! The files a command reads: paths as given, `-` or nothing for standard input, and the files
//! of folders (walked once each, symbolic-link loops included).

use std::collections::HashSet;
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
        match self {
            Input::Stdin => {
                let mut bytes = Vec::new();
                std::io::stdin()
                    .read_to_end(&mut bytes)
                    .map_err(|e| format!("cannot read standard input: {e}"))?;
                Ok(bytes)
            }
            Input::Path(path) => std::fs::read(path)
                .map_err(|e| format!("cannot read {}: {}", path.display(), io_reason(&e))),
        }
    }
}

/// The reason of an I/O error in words.
pub(crate) fn io_reason(error: &std::io::Error) -> String {
    match error.kind() {
        std::io::ErrorKind::NotFound => "no such file".to_string(),
        std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        std::io::ErrorKind::IsADirectory => "it is a folder".to_string(),
        _ => error.to_string(),
    }
}

/// Expands the paths: `-` or none is standard input; folders give their files whose extension is
/// one of `extensions`, in name order, each file once. Folders that cannot be read are reported
/// and counted in `unreadable`; a folder with no such file gets a note.
pub(crate) fn inputs(paths: &[PathBuf], extensions: &[&str], unreadable: &mut usize) -> Vec<Input> {
    if paths.is_empty() {
        return vec![Input::Stdin];
    }
    let mut inputs = Vec::new();
    for path in paths {
        if path.as_os_str() == "-" {
            inputs.push(Input::Stdin);
        } else if path.is_dir() {
            let mut found = Vec::new();
            let mut visited = HashSet::new();
            if let Err(error) = collect_folder(path, extensions, &mut visited, &mut found) {
                note!(
                    "error: cannot read folder {}: {}",
                    path.display(),
                    io_reason(&error)
                );
                *unreadable += 1;
            }
            if found.is_empty() {
                let kinds: Vec<String> = extensions.iter().map(|e| format!(".{e}")).collect();
                note!(
                    "note: no {} file in the folder {}",
                    kinds.join(" or "),
                    path.display()
                );
            }
            found.sort();
            found.dedup();
            inputs.extend(found.into_iter().map(Input::Path));
        } else {
            inputs.push(Input::Path(path.clone()));
        }
    }
    inputs
}

/// Adds the matching files under `folder`; each folder is entered once (by its real path), so a
/// symbolic link back up the tree does not loop.
fn collect_folder(
    folder: &Path,
    extensions: &[&str],
    visited: &mut HashSet<PathBuf>,
    found: &mut Vec<PathBuf>,
) -> std::io::Result<()> {
    if !visited.insert(std::fs::canonicalize(folder)?) {
        return Ok(());
    }
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_folder(&path, extensions, visited, found)?;
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| extensions.contains(&e))
        {
            found.push(path);
        }
    }
    Ok(())
}
