//! Atomic file writes for `iccf check --fix`, `iccf fmt`, `iccf convert -o` and `iccf check -o`.

use std::io::Write;
use std::path::Path;

/// Writes `path` atomically: `write` fills a temporary file in the same folder, which then
/// replaces `path` in one rename, with the permissions `path` had (a new file gets the
/// permissions the system gives new files). A symbolic link is followed: the file it points to
/// is replaced, the link stays. A file that cannot be opened for writing is refused
/// (`PermissionDenied`), as a direct write would be. On error `path` is left as it was.
/// What is not a regular file (a device such as `/dev/stdout`, a named pipe) is written in
/// place, not replaced.
pub(crate) fn write_atomically<T>(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<T>,
) -> std::io::Result<T> {
    let resolved = std::fs::canonicalize(path);
    let path = resolved.as_deref().unwrap_or(path);
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let (permissions, created) = match std::fs::metadata(path) {
        Ok(metadata) if !metadata.is_file() && !metadata.is_dir() => {
            // A device, a named pipe or a socket (`-o /dev/stdout`, `-o /dev/null`, a FIFO a
            // program reads): written in place, since a rename would put a regular file in its
            // stead (and take `/dev/null` away from every program on the machine).
            let mut direct =
                std::io::BufWriter::new(std::fs::OpenOptions::new().write(true).open(path)?);
            let value = write(&mut direct)?;
            direct.flush()?;
            return Ok(value);
        }
        Ok(metadata) => {
            // The rename would replace a file we may not write to (read-only, or another
            // user's): refuse as a direct write would.
            std::fs::OpenOptions::new().write(true).open(path)?;
            (metadata.permissions(), false)
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            // Create the file the usual way to learn the permissions of a new file.
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)?;
            (file.metadata()?.permissions(), true)
        }
        Err(error) => return Err(error),
    };
    let result = (|| {
        let mut temporary = tempfile::Builder::new()
            .prefix(".iccf-")
            .suffix(".tmp")
            .tempfile_in(folder)?;
        let value = {
            let mut buffered = std::io::BufWriter::new(temporary.as_file_mut());
            let value = write(&mut buffered)?;
            buffered.flush()?;
            value
        };
        temporary.as_file().sync_all()?;
        std::fs::set_permissions(temporary.path(), permissions)?;
        temporary.persist(path).map_err(|e| e.error)?;
        // The rename is only durable once the folder's entry is on disk.
        std::fs::File::open(folder)?.sync_all()?;
        Ok(value)
    })();
    if result.is_err() && created {
        let _ = std::fs::remove_file(path);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A writer that fails after some bytes, as a full disk does.
    fn full_disk(out: &mut dyn Write) -> std::io::Result<()> {
        out.write_all(&vec![b'x'; 100_000])?;
        Err(std::io::Error::new(
            std::io::ErrorKind::StorageFull,
            "no space left on device",
        ))
    }

    #[test]
    fn a_failing_write_leaves_the_original_byte_identical_and_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.iccf");
        let original = b"[Event \"E\"]\n\n1. 5254 5755 *\n\xff".to_vec();
        std::fs::write(&path, &original).unwrap();
        let error = write_atomically(&path, full_disk).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::StorageFull);
        assert_eq!(std::fs::read(&path).unwrap(), original);
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["games.iccf"]);
    }

    #[test]
    fn a_failing_write_of_a_new_file_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.pgn");
        assert!(write_atomically(&path, full_disk).is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn a_successful_write_replaces_the_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("games.iccf");
        std::fs::write(&path, "old").unwrap();
        write_atomically(&path, |out| out.write_all(b"new")).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
    }
}
