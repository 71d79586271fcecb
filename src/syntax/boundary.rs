//! Where a new game certainly starts, found from the bytes alone, so that an archive can be cut
//! into pieces that parse exactly as the whole does: the unit of streaming and of parallel
//! checking.
//!
//! The rule: a **game start** is the first byte of a line that begins with `[` and an ASCII
//! letter (a tag pair) when the line before it is blank (empty, or spaces and tabs only); or,
//! when one to [`MAX_GREETING_LINES`] lines of words stand before that tag pair, in one
//! paragraph or several (blank lines between them and before the tag pair), with a blank line
//! (or the start of the text) before them and no line of words before that (`Hi Bob,`, a blank
//! line, `here is our game:`), the first byte of the first line of words: a greeting pasted
//! with the record is the game's, not a game of its own ([`greeting`]); or, when the line
//! before the tag-pair line is a tag pair with its `[` left out (`Event "Club ch"]`) with a
//! blank line before it, the first byte of that line. The parser keeps its
//! side of the contract: at such a line it always ends the game it is reading (an open
//! comment, variation or tag value included) and begins a new one, and nothing it decides
//! before that line depends on the bytes after it. So parsing `text[..start]` and
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
    let Some(&first) = bytes.get(offset) else {
        return false;
    };
    // Most positions asked about start neither a tag pair nor a word: tested first.
    let tag = first == b'[';
    if text_start(bytes, offset) || !(tag || starts_word(first)) || !after_blank_line(bytes, offset)
    {
        return false;
    }
    if tag {
        starts_tag(bytes, offset) && greeting_before(bytes, offset).is_none()
    } else {
        greeting_at(bytes, offset).is_some() || bracketless_tag_pair_before_tags(bytes, offset)
    }
}

/// Whether the line at `at` is a tag pair with its `[` left out (`Event "Club ch"]`: a name, a
/// space, a quoted value, `]`) and a tag-pair line follows it: the first line of a game's tag
/// section, the game's start (the parser reports the missing bracket).
fn bracketless_tag_pair_before_tags(bytes: &[u8], at: usize) -> bool {
    let line = &bytes[at..line_end(bytes, at)];
    let name = line
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    let Some(after_name) = line
        .get(name..)
        .filter(|_| name > 0 && line[0].is_ascii_alphabetic())
    else {
        return false;
    };
    let value = after_name.trim_ascii_start();
    if value.len() == after_name.len() || value.first() != Some(&b'"') {
        return false;
    }
    let Some(close) = value[1..].iter().position(|&b| b == b'"') else {
        return false;
    };
    if value[2 + close..].trim_ascii() != b"]" {
        return false;
    }
    next_line(bytes, line_end(bytes, at)).is_some_and(|next| starts_tag(bytes, next))
}

/// Whether a line that starts with `first` may be a line of words: an ASCII letter, or the
/// first byte of a character outside ASCII.
fn starts_word(first: u8) -> bool {
    first.is_ascii_alphabetic() || first >= 0x80
}

/// The most lines of words taken for a greeting before a game's tag pairs.
pub const MAX_GREETING_LINES: usize = 5;

/// The longest line (in bytes, its line end excluded) taken for a line of words.
const MAX_GREETING_LINE: usize = 200;

/// Whether a tag-pair line starts at `offset`: `[` and an ASCII letter.
fn starts_tag(bytes: &[u8], offset: usize) -> bool {
    bytes.get(offset) == Some(&b'[') && bytes.get(offset + 1).is_some_and(u8::is_ascii_alphabetic)
}

/// Whether `offset` is the start of the text: 0, or right after a byte-order mark.
fn text_start(bytes: &[u8], offset: usize) -> bool {
    offset == 0 || (offset == 3 && bytes.starts_with(BYTE_ORDER_MARK))
}

/// Whether `offset` starts a line and the line before it is blank (or `offset` is the start of
/// the text).
fn after_blank_line(bytes: &[u8], offset: usize) -> bool {
    if text_start(bytes, offset) {
        return true;
    }
    // Step back over the line end before `offset`, then over the blank line's spaces and tabs:
    // a line end (or the start of the text) must come next.
    let Some(mut at) = line_start_before(bytes, offset) else {
        return false;
    };
    while at > 0 && matches!(bytes[at - 1], b' ' | b'\t') {
        at -= 1;
    }
    at == 0 || matches!(bytes[at - 1], b'\n' | b'\r')
}

/// The end of the line before `offset` (the offset of its line end), when `offset` starts a
/// line after a line end.
fn line_start_before(bytes: &[u8], offset: usize) -> Option<usize> {
    match bytes.get(offset.checked_sub(1)?)? {
        b'\n' if offset >= 2 && bytes[offset - 2] == b'\r' => Some(offset - 2),
        b'\n' | b'\r' => Some(offset - 1),
        _ => None,
    }
}

/// The start of the line that ends at `end` (a line end's offset, or the end of the bytes).
/// (The first line starts after a byte-order mark.)
fn line_start_of(bytes: &[u8], end: usize) -> usize {
    let first = if bytes.starts_with(BYTE_ORDER_MARK) {
        3
    } else {
        0
    };
    memchr::memrchr2(b'\n', b'\r', &bytes[..end]).map_or(first.min(end), |i| i + 1)
}

/// The UTF-8 byte-order mark U+FEFF.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

/// The end of the line at `at` (the offset of its line end, or the end of the bytes).
fn line_end(bytes: &[u8], at: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &bytes[at..]).map_or(bytes.len(), |i| at + i)
}

/// The start of the line after the line end at `end`, if there is one.
fn next_line(bytes: &[u8], end: usize) -> Option<usize> {
    match bytes.get(end)? {
        b'\r' if bytes.get(end + 1) == Some(&b'\n') => Some(end + 2),
        _ => Some(end + 1),
    }
}

/// Whether `line` (its line end excluded, at most [`MAX_GREETING_LINE`] bytes) is words only:
/// it starts with a letter, each word starts with a letter, no digit and none of `{}()[]*;$%`
/// stands in it, and no word is a move (descriptive notation such as `PxP`, castling `O-O`) or
/// a result (`I-O`, a letter for a digit).
fn is_line_of_words(line: &[u8]) -> bool {
    // It starts with a letter (no indent) and holds no character the notation gives a meaning
    // (comments, variations, tag pairs, NAGs, results): read backward from a tag pair (its
    // first and last bytes tested first) or forward, a line is one or is not.
    let plain = line.len() <= MAX_GREETING_LINE
        && line.first().is_some_and(|&b| starts_word(b))
        && !line
            .iter()
            .any(|b| b.is_ascii_digit() || b"{}()[]*;$%".contains(b));
    if !plain {
        return false;
    }
    let Ok(line) = std::str::from_utf8(line) else {
        return false;
    };
    line.split_whitespace().all(|word| {
        word.starts_with(char::is_alphabetic)
            && !word.to_ascii_uppercase().starts_with("O-O")
            && super::algebraic::descriptive_move(word).is_none()
            && super::results::letter_for_digit_result(word.as_bytes()).is_none()
    })
}

/// The greeting at `at` (the start of a line): one to [`MAX_GREETING_LINES`] lines of words,
/// blank lines allowed between them (paragraphs), then blank lines (one at least), then a
/// tag-pair line. Returns the end of the last line of words (its line end excluded) and the
/// start of the tag-pair line. Whether a blank line (or the start of the text) comes before
/// `at`, and no line of words before that, is the caller's test.
fn greeting(bytes: &[u8], at: usize) -> Option<(usize, usize)> {
    let mut line = at;
    let mut words_end = None;
    let mut words_lines = 0;
    let mut blank_seen = false;
    loop {
        let end = line_end(bytes, line);
        let text = &bytes[line..end];
        if text.iter().all(|b| matches!(b, b' ' | b'\t')) {
            words_end?;
            blank_seen = true;
        } else if blank_seen && starts_tag(bytes, line) {
            return Some((words_end?, line));
        } else if words_lines < MAX_GREETING_LINES && is_line_of_words(text) {
            // After a blank line, another paragraph of the greeting (`Hi Bob,`, a blank line,
            // `here is our game:`).
            words_lines += 1;
            words_end = Some(end);
            blank_seen = false;
        } else {
            return None;
        }
        line = next_line(bytes, end)?;
    }
}

/// The greeting at `at` when one stands there as a game start does (a blank line or the start
/// of the text before it, see [`greeting`]): the end of its last line of words.
pub(crate) fn greeting_at(bytes: &[u8], at: usize) -> Option<usize> {
    starts_greeting(bytes, at)
        .then(|| greeting(bytes, at))
        .flatten()
        .map(|(end, _)| end)
}

/// Whether a greeting may start at `at`: a line that starts with a word, after a blank line (or
/// the start of the text), and not a later paragraph of a greeting (the last line that is not
/// blank before it is no line of words).
fn starts_greeting(bytes: &[u8], at: usize) -> bool {
    bytes.get(at).is_some_and(|&b| starts_word(b))
        && after_blank_line(bytes, at)
        && !words_before_blank_lines(bytes, at)
}

/// Whether the last line that is not blank before `at` (a line start after a blank line) is a
/// line of words; false when only blank lines stand before `at`.
fn words_before_blank_lines(bytes: &[u8], at: usize) -> bool {
    words_end_before_blank_lines(bytes, at).is_some()
}

/// The end of the last line that is not blank before `at` (a line start), its line end
/// excluded, when it is a line of words.
fn words_end_before_blank_lines(bytes: &[u8], at: usize) -> Option<usize> {
    end_before_blank_lines(bytes, at)
        .filter(|&end| is_line_of_words(&bytes[line_start_of(bytes, end)..end]))
}

/// The end of the last line that is not blank before `at` (a line start), its line end
/// excluded; `None` when only white space (or a byte-order mark) stands before `at`.
fn end_before_blank_lines(bytes: &[u8], at: usize) -> Option<usize> {
    let mut end = line_start_before(bytes, at)?;
    while end > 0 && matches!(bytes[end - 1], b' ' | b'\t' | b'\n' | b'\r') {
        end -= 1;
    }
    (end > 0 && !text_start(bytes, end)).then_some(end)
}

/// The start of the greeting before the tag-pair line at `tag` (itself after a blank line), if
/// one stands there: the first line of words after a blank line or the start of the text.
fn greeting_before(bytes: &[u8], tag: usize) -> Option<usize> {
    // Back over the blank lines, to the last byte of the line before them. Most lines before
    // a game's tag pairs end in the result of the game before, or a tag pair: a line of words
    // ends in no digit, `*` or bracket, which is tested first.
    let mut end = end_before_blank_lines(bytes, tag)?;
    let last = *bytes.get(end.checked_sub(1)?)?;
    if last.is_ascii_digit() || matches!(last, b'*' | b']' | b'}' | b')') {
        return None;
    }
    // Back over up to MAX_GREETING_LINES lines of words, blank lines between paragraphs, to
    // the first line of the first paragraph (after a blank line whose last line before is no
    // line of words). Most lines before a game's tag pairs are the result's line of the game
    // before: it starts with a digit, which is tested first.
    for _ in 0..MAX_GREETING_LINES {
        let start = line_start_of(bytes, end);
        if !is_line_of_words(&bytes[start..end]) {
            return None;
        }
        if !after_blank_line(bytes, start) {
            end = line_start_before(bytes, start)?;
            continue;
        }
        // The first line of a paragraph: of the first, unless a line of words stands before
        // the blank lines above it.
        match words_end_before_blank_lines(bytes, start) {
            Some(before) => end = before,
            None => {
                return greeting(bytes, start)
                    .is_some_and(|(_, t)| t == tag)
                    .then_some(start);
            }
        }
    }
    None
}

/// The game start that the tag-pair line at `tag` makes, if it makes one: the tag-pair line
/// itself, or the greeting before it.
fn game_start_at_tag(bytes: &[u8], tag: usize) -> Option<usize> {
    if text_start(bytes, tag) || !starts_tag(bytes, tag) {
        return None;
    }
    if !after_blank_line(bytes, tag) {
        // The line before, the game's first tag pair with its `[` left out.
        let before = line_start_of(bytes, line_start_before(bytes, tag)?);
        let starts = !text_start(bytes, before)
            && after_blank_line(bytes, before)
            && bracketless_tag_pair_before_tags(bytes, before);
        return starts.then_some(before);
    }
    match greeting_before(bytes, tag) {
        Some(start) if text_start(bytes, start) => None,
        Some(start) => Some(start),
        None => Some(tag),
    }
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
    memchr::memrchr_iter(b'[', bytes).find_map(|at| game_start_at_tag(bytes, at))
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
    memchr::memchr_iter(b'[', bytes).filter_map(|at| game_start_at_tag(bytes, at))
}

/// The start of the greeting before the tag-pair line at `tag`, when it makes that line's game
/// start (see [`greeting`]): where a comment left open before it ends.
pub(crate) fn greeting_start_of(bytes: &[u8], tag: usize) -> Option<usize> {
    game_start_at_tag(bytes, tag).filter(|&start| start < tag)
}

/// The first game start at or after `from` that a tag-pair line at or after `from` makes (the
/// greeting before it may start before `from`).
pub(crate) fn next_game_start(bytes: &[u8], from: usize) -> Option<usize> {
    memchr::memchr_iter(b'[', &bytes[from..]).find_map(|i| game_start_at_tag(bytes, from + i))
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
    #[case::greeting("*\n\nHi Bob,\nour game:\n\n[Event \"x\"]", 3, true)]
    #[case::tag_after_a_greeting("*\n\nHi Bob,\nour game:\n\n[Event \"x\"]", 23, false)]
    #[case::second_line_of_a_greeting("*\n\nHi Bob,\nour game:\n\n[Event \"x\"]", 11, false)]
    #[case::paragraphs("*\n\nHi Bob,\n\nour game:\n\nAnna\n\n[Event \"x\"]", 3, true)]
    #[case::second_paragraph("*\n\nHi Bob,\n\nour game:\n\nAnna\n\n[Event \"x\"]", 12, false)]
    #[case::tag_after_paragraphs("*\n\nHi Bob,\n\nour game:\n\nAnna\n\n[Event \"x\"]", 29, false)]
    #[case::six_paragraphs("*\n\nA\n\nB\n\nC\n\nD\n\nE\n\nF\n\n[Event \"x\"]", 3, false)]
    #[case::tag_after_six_paragraphs("*\n\nA\n\nB\n\nC\n\nD\n\nE\n\nF\n\n[Event \"x\"]", 21, true)]
    #[case::last_of_six_paragraphs("*\n\nA\n\nB\n\nC\n\nD\n\nE\n\nF\n\n[Event \"x\"]", 18, false)]
    #[case::words_without_tag_pairs("*\n\nHi Bob,\n\n1. 5254 *", 3, false)]
    #[case::words_without_blank_line("*\n\nHi Bob,\n[Event \"x\"]", 3, false)]
    #[case::a_move_in_the_line("*\n\nHi Bob, e4!\n\n[Event \"x\"]", 3, false)]
    #[case::a_result_with_letters("*\n\nI-O\n\n[Event \"x\"]", 3, false)]
    #[case::descriptive_capture("*\n\nPxP\n\n[Event \"x\"]", 3, false)]
    #[case::indented_second_line("*\n\nHi,\n  Bob\n\n[Event \"x\"]", 3, false)]
    #[case::ends_in_a_parenthesis("*\n\nThanks :)\n\n[Event \"x\"]", 3, false)]
    #[case::five_lines("*\n\na\nb\nc\nd\ne\n\n[Event \"x\"]", 3, true)]
    #[case::six_lines("*\n\na\nb\nc\nd\ne\nf\n\n[Event \"x\"]", 3, false)]
    #[case::many_blank_lines(
        "*\n\nHi\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n[Event \"x\"]",
        3,
        true
    )]
    #[case::after_a_byte_order_mark("\u{feff}Hi\n\n[Event \"x\"]", 3, false)]
    #[case::tag_after_a_greeting_after_a_byte_order_mark("\u{feff}Hi\n\n[Event \"x\"]", 7, false)]
    #[case::tag_after_greeting_at_the_start("Hi Bob,\n\n[Event \"x\"]", 9, false)]
    #[case::tag_pair_without_bracket("1-0\n\nEvent \"x\"]\n[Site \"y\"]", 5, true)]
    #[case::tag_pair_without_bracket_crlf("1-0\r\n\r\nEvent \"x\" ]\r\n[Site \"y\"]", 7, true)]
    #[case::tag_after_a_tag_pair_without_bracket("1-0\n\nEvent \"x\"]\n[Site \"y\"]", 17, false)]
    #[case::tag_pair_without_bracket_then_moves("1-0\n\nEvent \"x\"]\n\n1. 5254 *", 5, false)]
    #[case::tag_pair_without_bracket_and_quote("1-0\n\nEvent \"x]\n[Site \"y\"]", 5, false)]
    #[case::tag_pair_without_bracket_no_blank_line("1-0\nEvent \"x\"]\n[Site \"y\"]", 4, false)]
    #[case::words_and_a_bracket("1-0\n\nsee \"x\"] here\n[Site \"y\"]", 5, false)]
    fn is_game_start_cases(#[case] text: &str, #[case] offset: usize, #[case] expected: bool) {
        assert_eq!(is_game_start(text.as_bytes(), offset), expected);
    }

    /// Every game start found by scanning is one by the rule, and the other way round.
    #[rstest]
    #[case::greetings("Hi,\n\n[A \"1\"]\n\n*\n\nThanks,\nBob\n\n[B \"2\"]\n\n*\n\n[C \"3\"]\n*\n", &[17, 42])]
    #[case::six_lines_are_no_greeting("*\n\na\nb\nc\nd\ne\nf\n\n[B \"2\"]\n*\n", &[16])]
    #[case::words_then_moves("[A \"1\"]\n\nsome words\n\n1. 5254 *\n\n[B \"2\"]\n*\n", &[32])]
    #[case::tag_pair_without_bracket("[A \"1\"]\n\n*\n\nB \"2\"]\n[C \"3\"]\n\n*\n", &[12])]
    fn game_starts_agree_with_the_rule(#[case] text: &str, #[case] starts: &[usize]) {
        let bytes = text.as_bytes();
        assert_eq!(game_starts(bytes).collect::<Vec<_>>(), starts);
        let by_rule: Vec<usize> = (0..bytes.len())
            .filter(|&at| is_game_start(bytes, at))
            .collect();
        assert_eq!(by_rule, starts);
        assert_eq!(last_game_start(bytes), starts.last().copied());
    }
}
