//! What comes along when a record is pasted out of a web page or an e-mail: HTML markup and
//! entities (`<br />`, `</p> <p>`, `&nbsp;`), blog shortcode lines (`[pgn]`), e-mail header
//! lines (`Subject: ...`), reply attributions (`On ... wrote:`), quote marks (`> `), signatures
//! (`-- `), and characters that cannot be seen (U+200B zero width space, U+00AD soft hyphen,
//! U+FEFF inside the text).
//!
//! None of it is notation. The parser skips it as it skips white space, so that the moves
//! around it are read and checked, and reports each kind once per game (e-mail text once per
//! block of lines), naming what it is. Every recogniser here looks at the bytes of one line at
//! most, from the position on: the parse stays linear.

use super::characters::is_invisible;
use crate::span::Span;

/// A piece of pasted text the parser skips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pasted {
    /// An HTML tag (`<br />`, `</p>`, `<span class="x">`), an HTML comment, or an entity
    /// (`&nbsp;`, `&#8203;`).
    Markup,
    /// A blog shortcode alone on its line (`[pgn]`, `[/pgn]`, `[pgn_compat]`).
    Shortcode,
    /// An e-mail header line (`From: ...`, `Subject: ...`, `Date: ...`), each on its own;
    /// a mailbox's `From ` line; `-----Original Message-----`.
    EmailHeader,
    /// The line that introduces a quoted reply: `On Tue, 5 Mar 2024 at 21:14, Ann wrote:`.
    Attribution,
    /// The quote marks at the start of a quoted line (`> `, `>> `, `> > `), only the marks.
    QuoteMarks,
    /// A signature: from a line `-- ` to the end of the text or the next game.
    Signature,
    /// A line of words after the game's result, before the next game (`Sent from my phone`,
    /// `Your move!`): found by the parser, not here.
    TextAfterResult,
    /// Lines of words before a game's tag pairs (a greeting, `Hi Bob, here is our game:`),
    /// found by the parser as [`super::boundary`] finds them: the game's, not a game of their
    /// own.
    TextBeforeGame,
    /// A character that cannot be seen and is not white space.
    Invisible(char),
    /// A line that starts with a date (`12.03.2019`, `2019-03-12`, `2019.03.12`), perhaps with
    /// a time and words after it (`12.03.2019 10:14 received`): when a move was sent or received,
    /// written between the moves.
    DateLine,
}

/// The HTML elements whose tags are recognised (a `<` before anything else is not markup:
/// `<-- 1. e4` is a remark, `<5254>` is nothing).
const HTML_ELEMENTS: &[&str] = &[
    "a",
    "abbr",
    "b",
    "big",
    "blockquote",
    "body",
    "br",
    "center",
    "code",
    "dd",
    "div",
    "dl",
    "dt",
    "em",
    "font",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "head",
    "hr",
    "html",
    "i",
    "img",
    "li",
    "meta",
    "nobr",
    "ol",
    "p",
    "pre",
    "s",
    "small",
    "span",
    "strike",
    "strong",
    "sub",
    "sup",
    "table",
    "tbody",
    "td",
    "th",
    "thead",
    "title",
    "tr",
    "tt",
    "u",
    "ul",
    "wbr",
];

/// Header field names of e-mail (RFC 5322) and of the mail programs that quote a message in
/// their user's language, lower case.
const HEADER_FIELDS: &[&str] = &[
    "from",
    "to",
    "cc",
    "bcc",
    "subject",
    "date",
    "sent",
    "reply-to",
    "message-id",
    "in-reply-to",
    "references",
    "received",
    "return-path",
    "content-type",
    "content-transfer-encoding",
    "mime-version",
    "importance",
    "organization",
    "user-agent",
    "delivered-to",
    "envelope-to",
    "newsgroups",
    "path",
    "lines",
    "sender",
    // German, French, Spanish, Italian, Dutch, Polish, Russian.
    "von",
    "an",
    "betreff",
    "datum",
    "gesendet",
    "kopie",
    "de",
    "à",
    "objet",
    "envoyé",
    "asunto",
    "enviado",
    "para",
    "fecha",
    "da",
    "oggetto",
    "inviato",
    "a",
    "van",
    "aan",
    "onderwerp",
    "verzonden",
    "od",
    "do",
    "temat",
    "wysłano",
    "от",
    "кому",
    "тема",
    "дата",
    "отправлено",
    "копия",
];

/// The verbs that end a reply's attribution line, in the languages of the mail programs.
const ATTRIBUTION_VERBS: &[&str] = &[
    "wrote:",
    "writes:",
    "schrieb:",
    "a écrit :",
    "a écrit:",
    "escribió:",
    "ha scritto:",
    "schreef:",
    "napisał:",
    "napisała:",
    "написал:",
    "написала:",
    "написал(а):",
];

/// Where on its line a piece of pasted text may start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// After other text on the line: markup and invisible characters only.
    Inside,
    /// In column 1, or right after quote marks: every kind.
    LineStart,
    /// After tabs only (an e-mail quoted with an indent): e-mail lines, markup and invisible
    /// characters. (The printers indent with spaces, which this does not take.)
    TabIndented,
}

/// The place of byte `at` of `text` on its line: column 1, after tabs only, or inside.
pub(crate) fn place_of(text: &str, at: usize) -> Place {
    let before = &text.as_bytes()[..at];
    let tabs = before.iter().rev().take_while(|&&b| b == b'\t').count();
    let line_start = |i: usize| i == 0 || matches!(before[i - 1], b'\n' | b'\r');
    if line_start(at) || (at == 3 && text.starts_with('\u{feff}')) {
        Place::LineStart
    } else if tabs > 0 && line_start(at - tabs) {
        Place::TabIndented
    } else {
        Place::Inside
    }
}

/// [`place_of`], where `last` is the pasted text found before: the text right after quote marks
/// starts a line of the quoted message.
pub(crate) fn place_after(text: &str, at: usize, last: Option<&(Pasted, Span)>) -> Place {
    if last.is_some_and(|(kind, span)| *kind == Pasted::QuoteMarks && span.end() == at) {
        Place::LineStart
    } else {
        place_of(text, at)
    }
}

/// The pasted text at byte `at` of `text`, and its length in bytes, if any; `place` says which
/// kinds may start there. Never longer than the line at `at`, except e-mail header blocks
/// (whole lines, up to the last header line) and signatures (to the end of the text or the
/// next game start).
pub(crate) fn pasted_at(text: &str, at: usize, place: Place) -> Option<(Pasted, usize)> {
    let found = pasted_at_line_start(text, at, place != Place::Inside)?;
    let allowed = match found.0 {
        Pasted::QuoteMarks | Pasted::Shortcode => place == Place::LineStart,
        _ => true,
    };
    allowed.then_some(found)
}

/// [`pasted_at`], with `line_start` allowing the line-level kinds.
fn pasted_at_line_start(text: &str, at: usize, line_start: bool) -> Option<(Pasted, usize)> {
    let rest = &text[at..];
    let first = *rest.as_bytes().first()?;
    match first {
        b'<' => markup_tag(rest).map(|len| (Pasted::Markup, len)),
        b'&' => entity(rest).map(|len| (Pasted::Markup, len)),
        b'>' if line_start => Some((Pasted::QuoteMarks, quote_marks(rest))),
        b'[' if line_start => shortcode_line(rest).map(|len| (Pasted::Shortcode, len)),
        b'-' if line_start => signature(text, at)
            .map(|len| (Pasted::Signature, len))
            .or_else(|| message_separator(rest).map(|len| (Pasted::EmailHeader, len))),
        0x80.. => {
            let c = rest.chars().next()?;
            if is_invisible(c) {
                return Some((Pasted::Invisible(c), c.len_utf8()));
            }
            if line_start {
                return email_line(text, at);
            }
            None
        }
        _ if line_start && first.is_ascii_alphabetic() => email_line(text, at),
        b'0'..=b'9' if line_start => date_line(text, at).map(|len| (Pasted::DateLine, len)),
        _ => None,
    }
}

/// A line at `at` that starts with a date and holds nothing else with digits but times and
/// dates: its length (the line end excluded). The dates read are `D.M.YYYY` (and `/` for `.`,
/// a year of 2 or 4 digits), `YYYY-MM-DD` and `YYYY.MM.DD`; a move or a move number
/// (`12. 5254`, `1.5254`) never reads as one.
fn date_line(text: &str, at: usize) -> Option<usize> {
    if !may_start_date(text.as_bytes(), at) {
        return None;
    }
    // The first word decides for nearly every line (a move number is no date): it is read
    // before the line's end is looked for, since the parser asks at each line start.
    let rest = &text[at..];
    let first = rest
        .find([' ', '\t', '\n', '\r'])
        .map_or(rest, |end| &rest[..end]);
    if !is_date(first) {
        return None;
    }
    let line = &text[at..line_end(text, at)];
    let other_words_fit = line[first.len()..]
        .split([' ', '\t'])
        .filter(|w| !w.is_empty())
        .all(|w| {
            let w = w
                .trim_end_matches([',', ';', ':', ')'])
                .trim_start_matches('(');
            is_date(w) || is_time(w) || !w.bytes().any(|b| b.is_ascii_digit())
        });
    other_words_fit.then_some(line.trim_end().len())
}

/// Whether the line at `at` (a line start) starts with a date and holds no moves
/// ([`Pasted::DateLine`]).
pub(crate) fn is_date_line(text: &str, at: usize) -> bool {
    date_line(text, at).is_some()
}

/// Whether a shortcode ([`shortcode_line`]) may start at byte `at`: `[` followed by a lowercase
/// letter or `/`, the start of its name in lower case (a tag pair's name is not), or by `PGN`
/// in any case (`[PGN]`, which some blogs write).
pub(crate) fn may_start_shortcode(bytes: &[u8], at: usize) -> bool {
    bytes.get(at) == Some(&b'[')
        && (matches!(bytes.get(at + 1), Some(b'a'..=b'z' | b'/'))
            || bytes
                .get(at + 1..at + 4)
                .is_some_and(|name| name.eq_ignore_ascii_case(b"pgn")))
}

/// Whether a date ([`is_date`]) may start at byte `at`: digits, then `.`, `/` or `-`, then a
/// digit. Decided from the first bytes: a move (`5254 `) or a move number (`12. `) at the start
/// of a line is ruled out before its word is looked for.
pub(crate) fn may_start_date(bytes: &[u8], at: usize) -> bool {
    let rest = bytes.get(at..).unwrap_or_default();
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    digits > 0
        && matches!(rest.get(digits), Some(b'.' | b'/' | b'-'))
        && rest.get(digits + 1).is_some_and(u8::is_ascii_digit)
}

/// `D.M.YYYY`, `DD/MM/YY`, `YYYY-MM-DD`, `YYYY.MM.DD` (a trailing dot allowed).
fn is_date(word: &str) -> bool {
    let word = word.strip_suffix('.').unwrap_or(word);
    let Some(separator) = word.bytes().find(|b| !b.is_ascii_digit()) else {
        return false;
    };
    if !b"./-".contains(&separator) {
        return false;
    }
    let mut lengths = [0usize; 3];
    for (i, part) in word.split(char::from(separator)).enumerate() {
        if i == 3 || !part.bytes().all(|b| b.is_ascii_digit()) {
            return false;
        }
        lengths[i] = part.len();
    }
    matches!(lengths, [1 | 2, 1 | 2, 2 | 4] | [4, 2, 2])
}

/// `H:MM` or `HH:MM:SS`.
fn is_time(word: &str) -> bool {
    let parts = word.split(':').count();
    (2..=3).contains(&parts)
        && word.split(':').enumerate().all(|(i, p)| {
            (1..=2).contains(&p.len())
                && (i == 0 || p.len() == 2)
                && p.bytes().all(|b| b.is_ascii_digit())
        })
}

/// The byte after the line that holds `at` starts (its line end excluded): the line's end.
fn line_end(text: &str, at: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &text.as_bytes()[at..]).map_or(text.len(), |i| at + i)
}

/// [`line_end`], looked for in the `most` bytes from `at` only (`at + most`, or the end of
/// the text, when none is there): for what is read inside a line, at every position of it, so
/// that a long line is not searched to its end from each (markup on one line of a megabyte).
/// May fall inside a character.
fn line_end_within(text: &str, at: usize, most: usize) -> usize {
    let window = &text.as_bytes()[at..text.len().min(at.saturating_add(most))];
    memchr::memchr2(b'\n', b'\r', window).map_or(at + window.len(), |i| at + i)
}

/// The start of the next line after `end` (a line end), or `None` at the end of the text.
fn next_line(text: &str, end: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    match bytes.get(end)? {
        b'\r' if bytes.get(end + 1) == Some(&b'\n') => Some(end + 2),
        _ => Some(end + 1),
    }
}

/// The most bytes of an HTML comment's line searched for its end (`-->`).
const MOST_COMMENT_BYTES: usize = 4096;

/// An HTML tag or comment at the start of `rest`: its length.
fn markup_tag(rest: &str) -> Option<usize> {
    if let Some(comment) = rest.strip_prefix("<!--") {
        // An HTML comment pasted with a record is short: the `-->` is looked for in the rest of
        // its line up to this many bytes.
        let line = &comment.as_bytes()[..line_end_within(comment, 0, MOST_COMMENT_BYTES)];
        return memchr::memmem::find(line, b"-->").map(|end| 4 + end + 3);
    }
    let bytes = rest.as_bytes();
    let mut at = 1;
    if bytes.get(at) == Some(&b'/') {
        at += 1;
    }
    let name_start = at;
    while bytes.get(at).is_some_and(u8::is_ascii_alphanumeric) {
        at += 1;
    }
    let name = rest[name_start..at].to_ascii_lowercase();
    if !HTML_ELEMENTS.contains(&name.as_str()) {
        return None;
    }
    // Attributes, up to the `>` on the same line.
    let mut end = line_end_within(rest, at, 400);
    while !rest.is_char_boundary(end) {
        // The 400-byte cut may fall inside a character.
        end -= 1;
    }
    let after = &rest[at..end];
    if !(after.starts_with(['>', '/', ' ', '\t'])) {
        return None;
    }
    let close = after.find('>')?;
    if after[..close].contains('<') {
        return None;
    }
    Some(at + close + 1)
}

/// An HTML entity at the start of `rest` (`&nbsp;`, `&#8203;`, `&#x200B;`): its length.
fn entity(rest: &str) -> Option<usize> {
    let bytes = rest.as_bytes();
    let body = &bytes[1..];
    let len = match body.first()? {
        b'#' => {
            let (digits, start) = match body.get(1) {
                Some(b'x' | b'X') => (
                    body[2..]
                        .iter()
                        .take_while(|b| b.is_ascii_hexdigit())
                        .count(),
                    2,
                ),
                _ => (
                    body[1..].iter().take_while(|b| b.is_ascii_digit()).count(),
                    1,
                ),
            };
            (1..=7).contains(&digits).then_some(start + digits)?
        }
        b if b.is_ascii_alphabetic() => {
            let name = body
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric())
                .count();
            (2..=10).contains(&name).then_some(name)?
        }
        _ => return None,
    };
    (body.get(len) == Some(&b';')).then_some(1 + len + 1)
}

/// The quote marks at the start of a quoted line: `>` signs, with the spaces between them
/// (`>>`, `> >`), not the spaces after the last.
fn quote_marks(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let mut end = 0;
    let mut at = 0;
    while bytes.get(at) == Some(&b'>') {
        at += 1;
        end = at;
        while matches!(bytes.get(at), Some(b' ' | b'\t')) {
            at += 1;
        }
    }
    end
}

/// A blog shortcode alone on its line: `[pgn]`, `[/pgn]`, `[pgn_compat]`, `[pgn height=500]`,
/// `[PGN]`. Its name is in lower case (or `pgn` in any case) and it holds no double quote (a
/// tag pair always does).
pub(crate) fn shortcode_line(rest: &str) -> Option<usize> {
    // A tag pair (`[Event "`) is ruled out before the line's end is looked for (the parser
    // asks at every tag pair).
    if !may_start_shortcode(rest.as_bytes(), 0) {
        return None;
    }
    let line = &rest[..line_end(rest, 0)];
    let trimmed = line.trim_end();
    let inner = trimmed.strip_prefix('[')?.strip_suffix(']')?;
    let name = inner.strip_prefix('/').unwrap_or(inner);
    let name = name.split([' ', '\t']).next().unwrap_or_default();
    let lower_case = name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-');
    let plausible =
        (lower_case || name.eq_ignore_ascii_case("pgn")) && !inner.contains(['"', '[', ']']);
    plausible.then_some(trimmed.len())
}

/// A signature: a line that is `-- ` (or `--`), and what follows it to the end of the text,
/// the next game start, or the next line that is notation ([`is_notation_line`]: a record
/// pasted after a signature, or a `--` that was no signature). Its length.
fn signature(text: &str, at: usize) -> Option<usize> {
    let end = line_end(text, at);
    if text[at..end].trim_end() != "--" {
        return None;
    }
    let mut line = end;
    let mut last = end;
    while let Some(start) = next_line(text, line) {
        if super::boundary::is_game_start(text.as_bytes(), start)
            || is_notation_line(&text[start..line_end(text, start)])
        {
            break;
        }
        line = line_end(text, start);
        if !text[start..line].trim().is_empty() {
            last = line;
        }
    }
    Some(last - at)
}

/// Whether a line (its line end excluded) starts as notation and not as the words of a
/// signature: a tag pair (`[Event "`), or a move number followed by a numeric move
/// (`3. 6125`, `12... 5755`). A phone number (`+49 30 1234 5678`) is none.
fn is_notation_line(line: &str) -> bool {
    let line = line.trim_start_matches([' ', '\t']);
    if let Some(rest) = line.strip_prefix('[') {
        let name = rest.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
        return rest.starts_with(|c: char| c.is_ascii_alphabetic())
            && name.trim_start_matches(' ').starts_with('"');
    }
    let number = line.trim_start_matches(|c: char| c.is_ascii_digit());
    if number.len() == line.len() || line.len() - number.len() > 3 {
        return false;
    }
    let Some(after) = number.strip_prefix('.') else {
        return false;
    };
    let digits = after
        .trim_start_matches('.')
        .trim_start_matches([' ', '\t']);
    let run = digits.bytes().take_while(u8::is_ascii_digit).count();
    (4..=5).contains(&run) && !digits[run..].starts_with(|c: char| c.is_ascii_alphanumeric())
}

/// A line that separates a forwarded or quoted message: `-----Original Message-----`,
/// `---------- Forwarded message ---------`. Its length.
fn message_separator(rest: &str) -> Option<usize> {
    let line = rest[..line_end(rest, 0)].trim_end();
    let words = line.trim_matches('-').trim().to_ascii_lowercase();
    let separator = line.starts_with("---")
        && line.ends_with("---")
        && matches!(
            words.as_str(),
            "original message"
                | "forwarded message"
                | "ursprüngliche nachricht"
                | "message d'origine"
        );
    separator.then_some(line.len())
}

/// Whether the line `line` is an e-mail header line: a known field name and a colon, or a
/// mailbox's `From ` line (`From ihnp4!joe Fri Jan 13 00:00:00 1983`).
fn is_header_line(line: &str) -> bool {
    if let Some(after) = line.strip_prefix("From ")
        && !after.trim().is_empty()
        && !after.starts_with(' ')
        && (after.contains(['@', '!']) || has_clock_time(after))
    {
        return true;
    }
    let Some(colon) = line.find(':') else {
        return false;
    };
    let name = line[..colon].trim_end();
    if name.is_empty() || name.len() > 40 || name.contains(char::is_whitespace) {
        return false;
    }
    let lower = name.to_lowercase();
    (HEADER_FIELDS.contains(&lower.as_str()) || lower.starts_with("x-"))
        && line[colon + 1..].starts_with([' ', '\t'])
}

/// Whether `text` holds a clock time `h:mm` or `hh:mm(:ss)`.
fn has_clock_time(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(4).enumerate().any(|(i, w)| {
        w[0].is_ascii_digit()
            && w[1] == b':'
            && w[2].is_ascii_digit()
            && w[3].is_ascii_digit()
            && bytes.get(i + 4).is_none_or(|b| !b.is_ascii_digit())
    })
}

/// Whether `line` introduces a quoted reply: `On Tue, 5 Mar 2024 at 21:14, Ann wrote:`, or the
/// same in another language (`Am ... schrieb ...:`, `Le ... a écrit :`).
fn is_attribution_line(line: &str) -> bool {
    let line = line.trim_end();
    line.len() <= 300
        && line.contains(' ')
        && ATTRIBUTION_VERBS.iter().any(|verb| line.ends_with(verb))
}

/// E-mail text at the line that starts at `at`: a block of header lines, or an attribution.
fn email_line(text: &str, at: usize) -> Option<(Pasted, usize)> {
    let end = line_end(text, at);
    let line = &text[at..end];
    if is_attribution_line(line) {
        return Some((Pasted::Attribution, end - at));
    }
    // Each header line is one piece (one diagnostic each, underlining its own line, as an
    // arbiter marks them).
    is_header_line(line).then_some((Pasted::EmailHeader, end - at))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// The shape test lets every date through and stops moves and move numbers.
    #[rstest]
    #[case("12.03.2019 10:15", true)]
    #[case("1/2/19", true)]
    #[case("2019-03-12", true)]
    #[case("2019.03.12.", true)]
    #[case("12. 5254 5755", false)]
    #[case("5254 5755", false)]
    #[case("12.5254", true)]
    #[case("12...", false)]
    #[case("1-0", true)]
    #[case("", false)]
    #[case("Sent 12.03.2019", false)]
    fn may_start_date_cases(#[case] text: &str, #[case] may: bool) {
        assert_eq!(may_start_date(text.as_bytes(), 0), may, "{text}");
        // Never a date line where the shape test says no.
        if !may {
            assert_eq!(date_line(text, 0), None, "{text}");
        }
    }

    /// Every word `is_date` accepts passes the shape test (the test only skips work).
    #[test]
    fn every_date_has_the_shape() {
        let parts = ["1", "12", "2019", "123", ""];
        for a in parts {
            for separator in ['.', '/', '-', ':'] {
                for b in parts {
                    for c in parts {
                        for end in ["", "."] {
                            let word = format!("{a}{separator}{b}{separator}{c}{end}");
                            if is_date(&word) {
                                assert!(may_start_date(word.as_bytes(), 0), "{word}");
                            }
                        }
                    }
                }
            }
        }
    }

    /// The attributes of a tag are read up to 400 bytes; a character across that cut (found by
    /// the `check` fuzz target: `ߴ`, two bytes) ends them before it, not inside it.
    #[test]
    fn a_tag_whose_attributes_run_past_400_bytes_is_cut_at_a_character() {
        let cut_inside = format!("<p {}\u{7f4}>", "a".repeat(398));
        assert!(!cut_inside.is_char_boundary(402));
        assert_eq!(markup_tag(&cut_inside), None);
        let closed = format!("<p {}>", "é".repeat(100));
        assert_eq!(markup_tag(&closed), Some(closed.len()));
    }

    #[rstest]
    #[case::br("<br />\n", Some((Pasted::Markup, 6)))]
    #[case::closing_p("</p> <p>", Some((Pasted::Markup, 4)))]
    #[case::attributes("<span class=\"x\">1.", Some((Pasted::Markup, 16)))]
    #[case::comment("<!-- x --> 1.", Some((Pasted::Markup, 10)))]
    #[case::gloss("<-- 1. e4", None)]
    #[case::not_html("<5254>", None)]
    #[case::unknown_element("<king>", None)]
    #[case::nbsp("&nbsp;5755", Some((Pasted::Markup, 6)))]
    #[case::numeric_entity("&#8203;", Some((Pasted::Markup, 7)))]
    #[case::hex_entity("&#x200B;", Some((Pasted::Markup, 8)))]
    #[case::ampersand_alone("& 5254", None)]
    #[case::quote("> 1. 5254", Some((Pasted::QuoteMarks, 1)))]
    #[case::nested_quote(">> > 1. 5254", Some((Pasted::QuoteMarks, 4)))]
    #[case::shortcode("[pgn_compat]\n", Some((Pasted::Shortcode, 12)))]
    #[case::closing_shortcode("[/pgn]", Some((Pasted::Shortcode, 6)))]
    #[case::upper_case_shortcode("[PGN]\n", Some((Pasted::Shortcode, 5)))]
    #[case::upper_case_closing_shortcode("[/PGN]", Some((Pasted::Shortcode, 6)))]
    #[case::tag_pair_without_value("[Event]\n", None)]
    #[case::tag_pair_named_pgn("[PGN \"1\"]\n", None)]
    #[case::shortcode_attribute("[pgn height=500]", Some((Pasted::Shortcode, 16)))]
    #[case::tag_pair("[Event \"x\"]", None)]
    #[case::tag_without_value("[Event]", None)]
    #[case::header("Subject: chess move\n1. 5254", Some((Pasted::EmailHeader, 19)))]
    #[case::header_block_line_by_line("From: a@b\nTo: c@d\n\n1.", Some((Pasted::EmailHeader, 9)))]
    #[case::mbox("From ihnp4!joe Fri The 13 00:00:00 1983\n", Some((Pasted::EmailHeader, 39)))]
    #[case::prose_from("From the game: 1. 5254", None)]
    #[case::attribution(
        "On Tue, 5 Mar 2024 at 21:14, Ann <a@b.c> wrote:\n> 1.",
        Some((Pasted::Attribution, 47))
    )]
    #[case::german_header("Betreff: Zug 12\n", Some((Pasted::EmailHeader, 15)))]
    #[case::signature("-- \nAnn\n+49 30 1234\n", Some((Pasted::Signature, 19)))]
    #[case::null_move("-- 5755", None)]
    #[case::original("-----Original Message-----\n", Some((Pasted::EmailHeader, 26)))]
    #[case::zero_width("\u{200b}63", Some((Pasted::Invisible('\u{200b}'), 3)))]
    #[case::soft_hyphen("\u{ad}", Some((Pasted::Invisible('\u{ad}'), 2)))]
    #[case::word("Kf3", None)]
    #[case::date("12.03.2019\n1. 5254", Some((Pasted::DateLine, 10)))]
    #[case::date_time_words("2019-03-12 10:14 received\n", Some((Pasted::DateLine, 25)))]
    #[case::pgn_date("2019.03.12", Some((Pasted::DateLine, 10)))]
    #[case::move_number("12. 5254 5755", None)]
    #[case::glued_number("1.5254 5755", None)]
    #[case::date_then_moves("12.03.2019 5254 5755", None)]
    #[case::moves("5254 5755", None)]
    fn pasted_at_line_start(#[case] text: &str, #[case] expected: Option<(Pasted, usize)>) {
        assert_eq!(pasted_at(text, 0, Place::LineStart), expected);
    }

    #[test]
    fn line_kinds_only_in_column_one() {
        assert_eq!(pasted_at("> 1.", 0, Place::Inside), None);
        assert_eq!(pasted_at("[pgn]", 0, Place::Inside), None);
        assert_eq!(pasted_at("Subject: x", 0, Place::Inside), None);
    }

    #[rstest]
    #[case::header("\tSubject: x\n", 1, Some((Pasted::EmailHeader, 10)))]
    #[case::quote("\t> 1. 5254", 1, None)]
    #[case::shortcode("\t[pgn]", 1, None)]
    #[case::space_indent(" Subject: x", 1, None)]
    fn tab_indented_email_lines(
        #[case] text: &str,
        #[case] at: usize,
        #[case] expected: Option<(Pasted, usize)>,
    ) {
        assert_eq!(pasted_at(text, at, place_of(text, at)), expected);
    }

    /// A signature ends before a line of notation: the tag pairs of a game with no blank line
    /// before them, or the moves that go on after a `--` (found by a hostile-input helper: the
    /// signature ran to the end, and the moves and the game after it were never checked).
    #[rstest]
    #[case::tag_pair("--\n[White \"b\"]\n", 2)]
    #[case::moves("--\n3. 6125 6166 *\n", 2)]
    #[case::black_moves("-- \nAnn\n  12... 5755\n", 7)]
    #[case::phone_number_is_no_move("-- \nAnn\n+49 30 1234 5678\n", 24)]
    #[case::numbered_words("-- \n1. Vorsitzender\n", 19)]
    #[case::date("-- \n12.03.2019\n", 14)]
    fn a_signature_ends_before_notation(#[case] text: &str, #[case] len: usize) {
        assert_eq!(
            pasted_at(text, 0, Place::LineStart),
            Some((Pasted::Signature, len))
        );
    }

    #[test]
    fn a_signature_ends_at_the_next_game() {
        let text = "-- \nAnn\n\n[Event \"x\"]\n";
        assert_eq!(
            pasted_at(text, 0, Place::LineStart),
            Some((Pasted::Signature, 7))
        );
    }
}
