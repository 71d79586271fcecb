//! Where a new game certainly starts, found from the bytes alone, so that an archive can be cut
//! into pieces that parse exactly as the whole does: the unit of streaming and of parallel
//! checking.
//!
//! The rule: a **game start** is the first byte of a line that begins with `[` and an ASCII
//! letter (a tag pair) when the line before it is blank (empty, or spaces and tabs only). The
//! parser keeps its side of the contract: at such a line it always ends the game it is reading
//! (an open comment, variation or tag value included) and begins a new one, and nothing it
//! decides before that line depends on the bytes after it. So parsing `text[..start]` and
//! `text[start..]` apart gives the same games (with spans shifted by `start`) as parsing `text`.
//!
//! A line end is `\n`, `\r\n` or a lone `\r`, as everywhere in the syntax layer.

/// Whether byte `offset` of `bytes` is a game start (see the module documentation). Offset 0 is
/// never one: nothing comes before it.
///
/// # Examples
///
/// ```
/// use iccf::syntax::boundary::is_game_start;
/// let text = b"[Event \"A\"]\n\n1. 5254 1-0\n\n[Event \"B\"]\n";
/// assert!(is_game_start(text, 26));
/// assert!(!is_game_start(text, 0));
/// assert!(!is_game_start(b"1. 5254\n[Event \"B\"]", 8)); // the line before is not blank
/// ```
pub fn is_game_start(bytes: &[u8], offset: usize) -> bool {
    let starts_tag = bytes.get(offset) == Some(&b'[')
        && bytes.get(offset + 1).is_some_and(u8::is_ascii_alphabetic);
    if !starts_tag || offset == 0 {
        return false;
    }
    // Step back over the line end before `offset`, then over the blank line's spaces and tabs:
    // a line end (or the start of the text) must come next.
    let mut at = offset;
    match bytes.get(at - 1) {
        Some(b'\n') => {
            at -= 1;
            if at > 0 && bytes[at - 1] == b'\r' {
                at -= 1;
            }
        }
        Some(b'\r') => at -= 1,
        _ => return false,
    }
    while at > 0 && matches!(bytes[at - 1], b' ' | b'\t') {
        at -= 1;
    }
    at == 0 || matches!(bytes[at - 1], b'\n' | b'\r')
}

/// The last game start in `bytes`, if any: where a reader that holds `bytes` (the tail of which
/// may be an incomplete game) can cut off the games before it.
///
/// The cost is proportional to the bytes after the returned offset, plus the `[` bytes that are
/// not game starts among them.
///
/// # Examples
///
/// ```
/// use iccf::syntax::boundary::last_game_start;
/// let text = b"[Event \"A\"]\n\n1. 5254 1-0\n\n[Event \"B\"]\n\n1. 42";
/// assert_eq!(last_game_start(text), Some(26));
/// assert_eq!(last_game_start(b"1. 5254 5755"), None);
/// ```
pub fn last_game_start(bytes: &[u8]) -> Option<usize> {
    memchr::memrchr_iter(b'[', bytes).find(|&at| is_game_start(bytes, at))
}

/// Every game start in `bytes`, in order.
///
/// # Examples
///
/// ```
/// use iccf::syntax::boundary::game_starts;
/// let text = b"[A \"1\"]\n\n1-0\n\n[B \"2\"]\n\n*\n\n[C \"3\"]\n\n*";
/// assert_eq!(game_starts(text).collect::<Vec<_>>(), [14, 26]);
/// ```
pub fn game_starts(bytes: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'[', bytes).filter(|&at| is_game_start(bytes, at))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::after_blank_line("1-0\n\n[Event \"x\"]", 5, true)]
    #[case::after_blank_line_with_spaces("1-0\n \t\n[Event \"x\"]", 7, true)]
    #[case::crlf("1-0\r\n\r\n[Event \"x\"]", 7, true)]
    #[case::lone_cr("1-0\r\r[Event \"x\"]", 5, true)]
    #[case::blank_first_line("\n[Event \"x\"]", 1, true)]
    #[case::no_blank_line("1-0\n[Event \"x\"]", 4, false)]
    #[case::not_at_line_start("1-0\n\n [Event \"x\"]", 6, false)]
    #[case::escape_in_comment("*\n\n[%clk 0:05]", 3, false)]
    #[case::digit_after_bracket("*\n\n[1]", 3, false)]
    #[case::start_of_text("[Event \"x\"]", 0, false)]
    #[case::bracket_at_the_end("*\n\n[", 3, false)]
    fn is_game_start_cases(#[case] text: &str, #[case] offset: usize, #[case] expected: bool) {
        assert_eq!(is_game_start(text.as_bytes(), offset), expected);
    }
}
