//! Tag pairs (PGN standard, section 8.1): the lexical rules that read a tag pair as written,
//! leniently, and the parser's tag section, which judges what they read and reports what is
//! malformed, one diagnostic per defect.

use std::collections::HashMap;

use nom::Parser;
use nom::bytes::complete::{take_till, take_while};
use nom::character::complete::char;
use nom::combinator::opt;

use super::ast::{CompactString, TagPair};
use super::characters::is_invisible;
use super::game::GameParser;
use super::input::{Input, ParseResult, offset_of, span_of, split_at};
use super::messages;
use super::plain::{FEW_TAGS, a_name_repeats, plain_tag_pair};
use crate::span::Span;

/// The raw pieces of a tag pair as written; the tag section judges them.
#[derive(Debug)]
pub(crate) struct RawTagPair<'a> {
    /// From `[` to `]`, or to the end of what was read.
    pub span: Span,
    /// The name as written (may be empty or hold bad characters).
    pub name: Input<'a>,
    /// The value as written.
    pub value: RawTagValue<'a>,
    /// The span of `]`, if present.
    pub close: Option<Span>,
}

/// A tag value as written.
#[derive(Debug)]
pub(crate) enum RawTagValue<'a> {
    /// `"..."`; `terminated` is false when the line ended first. `content` excludes the quotes.
    /// `escaped_close`: the value ends with `\"` and only `]` follows on the line, so the
    /// closing quote is escaped by the backslash (`"C:\Games\"`); it is read as the close, the
    /// backslash as part of the value, and `terminated` is false.
    ///
    /// `inner_quotes`: the byte offsets of quotation marks inside the value that are not escaped
    /// (`"Memorial "Old Tom" 2019"`: the line's last quote before `]` closes it); empty for most.
    Quoted {
        span: Span,
        content: Input<'a>,
        terminated: bool,
        escaped_close: bool,
        inner_quotes: Vec<usize>,
    },
    /// A value without quotes.
    Unquoted { span: Span, content: Input<'a> },
    /// Nothing between the name and `]`.
    Missing { at: usize },
}

impl RawTagPair<'_> {
    /// Whether it is a tag pair as PGN writes it: a valid name, a quoted value (with no quote
    /// inside it that a backslash does not escape), and `]`.
    pub(crate) fn is_well_formed(&self) -> bool {
        let quoted = match &self.value {
            RawTagValue::Quoted {
                terminated,
                inner_quotes,
                ..
            } => *terminated && inner_quotes.is_empty(),
            _ => false,
        };
        is_valid_tag_name(self.name.fragment()) && quoted && self.close.is_some()
    }
}

fn spaces(input: Input) -> ParseResult<Input> {
    take_while(|c| c == ' ' || c == '\t')(input)
}

/// A tag pair, read leniently: a missing quote or bracket, a bad name or an unquoted value are
/// returned for the caller to report.
///
/// ```abnf
/// tag-pair          = "[" *WSP tag-name 1*WSP tag-value *WSP "]"
/// ```
pub(crate) fn tag_pair(input: Input) -> ParseResult<RawTagPair> {
    let (rest, _) = char('[')(input)?;
    let (rest, _) = spaces(rest)?;
    let (rest, name) = tag_name(rest)?;
    let (rest, _) = spaces(rest)?;
    let (rest, value) = tag_value(rest)?;
    let (rest, _) = spaces(rest)?;
    let (rest, close) = opt(char(']')).parse(rest)?;
    let end = offset_of(&rest);
    let close = close.map(|_| Span::new(end - 1, 1));
    Ok((
        rest,
        RawTagPair {
            span: Span::from_bounds(offset_of(&input), end),
            name,
            value,
            close,
        },
    ))
}

/// A tag pair among the moves, read only when it is well formed (a valid name, a quoted value
/// and `]`); it never reads an unquoted value to the end of the line, so that a run of stray
/// `[` stays linear.
pub(crate) fn misplaced_tag_pair(input: Input) -> Option<(Input, RawTagPair)> {
    let (rest, _) = char::<_, nom::error::Error<Input>>('[')(input).ok()?;
    let (rest, _) = spaces(rest).ok()?;
    let (rest, name) = tag_name(rest).ok()?;
    let (rest, _) = spaces(rest).ok()?;
    if !is_valid_tag_name(name.fragment()) || !rest.fragment().starts_with('"') {
        return None;
    }
    let (rest, raw) = tag_pair(input).ok()?;
    raw.is_well_formed().then_some((rest, raw))
}

/// Reads the characters of a name up to white space, a quote or a bracket; the caller checks
/// them against the rule.
///
/// ```abnf
/// tag-name          = (ALPHA / DIGIT) *(ALPHA / DIGIT / "_")
/// ```
pub(crate) fn tag_name(input: Input) -> ParseResult<Input> {
    take_while(|c: char| !c.is_whitespace() && !"\"[]".contains(c))(input)
}

/// Reads a quoted value (to the closing quote, or to the line end when it is missing), an
/// unquoted value (to `]` or the line end), or nothing.
///
/// ```abnf
/// tag-value         = DQUOTE *(tag-char / %x5C DQUOTE / %x5C %x5C) DQUOTE
/// ```
pub(crate) fn tag_value(input: Input) -> ParseResult<RawTagValue> {
    let start = offset_of(&input);
    if !input.fragment().starts_with('"') {
        let (rest, content) = take_till(|c: char| c == ']' || c == '\n' || c == '\r')(input)?;
        let trimmed_len = content.fragment().trim_end().len();
        if trimmed_len == 0 {
            return Ok((input, RawTagValue::Missing { at: start }));
        }
        let (_, content) = split_at(content, trimmed_len);
        return Ok((
            rest,
            RawTagValue::Unquoted {
                span: Span::new(start, trimmed_len),
                content,
            },
        ));
    }
    let body = &input.fragment()[1..];
    let bytes = body.as_bytes();
    let mut i = 0;
    let mut close = None;
    let mut last_escaped_quote = None;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if bytes.get(i + 1) == Some(&b'"') => {
                last_escaped_quote = Some(i);
                i += 2;
            }
            b'\\' if bytes.get(i + 1) == Some(&b'\\') => i += 2,
            b'"' => {
                close = Some(i);
                break;
            }
            b'\n' | b'\r' => break,
            _ => i += 1,
        }
    }
    let escaped_close = close.is_none()
        && last_escaped_quote.is_some_and(|e| matches!(body[e + 2..i].trim(), "" | "]"));
    let last_quote = close.and_then(|c| last_quote_before_bracket(body, c));
    let (content_len, consumed, terminated) = match (close, last_escaped_quote) {
        (Some(_), _) if let Some(last) = last_quote => (last, last + 2, true),
        (Some(c), _) => (c, c + 2, true),
        // `"C:\Games\"]`: the backslash stays in the value, the quote closes it.
        (None, Some(e)) if escaped_close => (e + 1, e + 3, false),
        (None, _) => {
            // `[White "Smith]`: the bracket closes the tag pair, not the value.
            let trimmed = body[..i].trim_end();
            let content = trimmed.strip_suffix(']').map_or(trimmed, str::trim_end);
            (content.len(), 1 + content.len(), false)
        }
    };
    let (rest, taken) = split_at(input, consumed);
    let (_, content) = split_at(split_at(taken, 1).0, content_len);
    let inner_quotes = match last_quote {
        Some(last) => unescaped_quotes(&body[..last])
            .map(|at| start + 1 + at)
            .collect(),
        None => Vec::new(),
    };
    Ok((
        rest,
        RawTagValue::Quoted {
            span: Span::new(start, consumed),
            content,
            terminated,
            escaped_close,
            inner_quotes,
        },
    ))
}

/// Where a value whose quote at `close` (in `body`, the text after the opening quote) opens a
/// quotation inside it (a space before it) and is followed on its line by more text and then
/// `"]` really closes: at that last quote, when neither the text between nor the value before
/// holds a bracket (`"Memorial "Old Tom" 2019"]`: the inner quotes were not escaped). `None`
/// when the line goes on otherwise (`"a"]`, `"a" [B "b"]`, `"a" x]`, two values `"a" "b"]`).
fn last_quote_before_bracket(body: &str, close: usize) -> Option<usize> {
    if !body[..close].ends_with([' ', '\t']) || body[..close].contains('[') {
        return None;
    }
    let line_end = body[close..]
        .find(['\n', '\r'])
        .map_or(body.len(), |n| close + n);
    let line = body[..line_end].trim_end_matches([' ', '\t']);
    let before_bracket = line.strip_suffix(']')?.trim_end_matches([' ', '\t']);
    let last = before_bracket.len().checked_sub(1)?;
    // The last quote closes only when no backslash escapes it.
    if !before_bracket.ends_with('"') || before_bracket[..last].ends_with('\\') || last <= close {
        return None;
    }
    let between = &body[close + 1..last];
    let closes_later =
        !between.trim_start_matches([' ', '\t']).is_empty() && !between.contains(['[', ']']);
    closes_later.then_some(last)
}

/// The offsets of the quotation marks of `value` (as written, escapes not resolved) that no
/// backslash escapes.
fn unescaped_quotes(value: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = value.as_bytes();
    let mut escaped = false;
    (0..bytes.len()).filter(move |&i| {
        let quote = bytes[i] == b'"' && !escaped;
        escaped = bytes[i] == b'\\' && !escaped;
        quote
    })
}

/// The opening and closing quotation marks of word processors and other languages that people
/// type around a tag value in place of `"`: “...”, „...“, ‘...’, ‚...‘, «...», »...«, ＂...＂.
const TYPOGRAPHIC_QUOTES: &[(char, &[char])] = &[
    ('\u{201C}', &['\u{201D}', '\u{201C}']),
    ('\u{201E}', &['\u{201C}', '\u{201D}']),
    ('\u{201D}', &['\u{201D}']),
    ('\u{2018}', &['\u{2019}', '\u{2018}']),
    ('\u{201A}', &['\u{2018}', '\u{2019}']),
    ('\u{2019}', &['\u{2019}']),
    ('\u{00AB}', &['\u{00BB}']),
    ('\u{00BB}', &['\u{00AB}']),
    ('\u{FF02}', &['\u{FF02}']),
    ('\u{2033}', &['\u{2033}']),
];

/// A tag value written between typographic quotes (`“Gothenburg 1955”`): the value inside, and
/// the byte lengths of the opening and closing marks.
pub(crate) fn typographic_quoted(value: &str) -> Option<(&str, usize, usize)> {
    let open = value.chars().next()?;
    let close = value.chars().next_back()?;
    let (_, closers) = TYPOGRAPHIC_QUOTES.iter().find(|(o, _)| *o == open)?;
    if value.chars().count() < 2 || !closers.contains(&close) {
        return None;
    }
    let inner = &value[open.len_utf8()..value.len() - close.len_utf8()];
    (!inner.contains('"')).then_some((inner, open.len_utf8(), close.len_utf8()))
}

/// A tag value written between quotes written as HTML entities (`&quot;Club ch&quot;`, or
/// `&#34;`), as a web page's source has them: the value inside, and the byte lengths of the
/// opening and closing entities.
fn entity_quoted(value: &str) -> Option<(&str, usize, usize)> {
    const ENTITIES: [&str; 3] = ["&quot;", "&#34;", "&#x22;"];
    let open = ENTITIES.iter().find(|e| value.starts_with(*e))?;
    let inner = &value[open.len()..];
    let close = ENTITIES.iter().find(|e| inner.ends_with(*e))?;
    let inner = &inner[..inner.len() - close.len()];
    (!inner.contains('"')).then_some((inner, open.len(), close.len()))
}

/// A quoted tag value with no straight closing quote whose last character is a typographic
/// closing mark (`"Abel, Ann”`): the value inside, and the mark's byte length.
fn typographic_closed(content: &str) -> Option<(&str, usize)> {
    let close = content.chars().next_back()?;
    let closes = TYPOGRAPHIC_QUOTES
        .iter()
        .any(|(_, closers)| closers.contains(&close));
    closes.then(|| {
        (
            &content[..content.len() - close.len_utf8()],
            close.len_utf8(),
        )
    })
}

/// Resolves the `\"` and `\\` escapes of a tag value (PGN standard, section 7); other
/// backslashes are kept as written.
pub(crate) fn unescape_tag_value(raw: &str) -> String {
    if !raw.contains('\\') {
        return raw.to_string();
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('"' | '\\')) {
            out.extend(chars.next());
        } else {
            out.push(c);
        }
    }
    out
}

pub(crate) fn is_valid_tag_name(name: &str) -> bool {
    name.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

impl GameParser<'_, '_> {
    /// ```abnf
    /// tag-section       = tag-pair *(blank tag-pair)
    /// ```
    ///
    /// Ends at a game start: the tag pairs after a blank line begin the next game.
    pub(super) fn tag_section(&mut self) {
        loop {
            let before = self.offset();
            let escapes = self.blank();
            if self.peek() == Some('[')
                && !self.rest().starts_with("[%")
                && !self.at_next_game_start()
            {
                self.push_escapes(escapes);
                self.read_tag_pair();
            } else if self.lexer.at_line_start() && self.tag_pair_without_bracket() {
                self.push_escapes(escapes);
            } else {
                self.rewind(before);
                break;
            }
        }
        self.start_from_tags();
    }

    /// `Round "1"]` at the start of a line in the tag section: a tag pair that lost its `[`
    /// (a valid name, white space, a closed quoted value, then `]` ending the line). Read as the
    /// tag pair, with one S012; false (nothing consumed) when the line is anything else.
    fn tag_pair_without_bracket(&mut self) -> bool {
        let start = self.offset();
        let Ok((rest, name)) = tag_name(self.lexer.input()) else {
            return false;
        };
        let Ok((rest, gap)) = spaces(rest) else {
            return false;
        };
        if !is_valid_tag_name(name.fragment()) || gap.fragment().is_empty() {
            return false;
        }
        let Ok((rest, value)) = tag_value(rest) else {
            return false;
        };
        let RawTagValue::Quoted {
            span: value_span,
            content,
            terminated: true,
            ..
        } = value
        else {
            return false;
        };
        let after = rest.fragment().trim_start_matches([' ', '\t']);
        let line_ends = after.strip_prefix(']').is_some_and(|tail| {
            let tail = tail.trim_start_matches([' ', '\t']);
            tail.is_empty() || tail.starts_with(['\n', '\r'])
        });
        if !line_ends {
            return false;
        }
        let end = offset_of(&rest) + (rest.fragment().len() - after.len()) + 1;
        let span = Span::from_bounds(start, end);
        let tag = TagPair {
            span,
            name: CompactString::from(*name.fragment()),
            name_span: span_of(&name),
            value: unescape_tag_value(content.fragment()).into(),
            value_span,
        };
        self.lexer.set_pos(end);
        self.mark(span);
        let written = span.text(self.text).unwrap_or_default();
        self.report(messages::tag_pair_without_bracket(span_of(&name), written));
        self.tags.push(tag);
        true
    }

    /// Asks the reader of [`ParseOptions::numbering`](super::ParseOptions::numbering) where
    /// the tag pairs say the move numbers start. A start at 0 lets the moves be numbered from
    /// 0 or from 1 (see `contradicting_move_number`).
    fn start_from_tags(&mut self) {
        self.numbering = (self.options.numbering)(&self.tags);
        if let Some(start) = self.numbering {
            self.start_number = start.number;
            self.start_black = start.black;
        }
    }

    /// Reads one tag pair at `[` and adds it to the game, with one diagnostic for what is
    /// malformed in it.
    pub(super) fn read_tag_pair(&mut self) {
        if let Some((tag, end)) = plain_tag_pair(self.text, self.offset()) {
            self.lexer.set_pos(end);
            self.mark(tag.span);
            self.tags.push(tag);
            return;
        }
        let rest = self.rest();
        if rest.starts_with("[[") && rest[2..].starts_with(|c: char| c.is_ascii_alphanumeric()) {
            // `[[Event "x"]`: one bracket too many; the tag pair after it is read.
            let extra = self.advance(1);
            self.report(messages::doubled_bracket(extra));
        }
        let Ok((rest, raw)) = tag_pair(self.lexer.input()) else {
            // `[` alone: a stray character.
            self.stray(1);
            return;
        };
        self.lexer.set_pos(offset_of(&rest));
        self.mark(raw.span);
        let tag = match self.tag_pair_with_extra_text(&raw) {
            Some(tag) => tag,
            None => self.judge_tag_pair(&raw),
        };
        self.tags.push(tag);
    }

    /// A tag pair read up to its value, followed by more text and then `]` on the same line
    /// (`[Event "x" "y"]`), or whose quoted value goes on over the next line up to `"]`: one
    /// diagnostic, and the whole tag pair consumed through its `]`.
    fn tag_pair_with_extra_text(&mut self, raw: &RawTagPair) -> Option<TagPair> {
        if raw.close.is_some() {
            return None;
        }
        let RawTagValue::Quoted {
            span: value_span,
            content,
            terminated,
            ..
        } = &raw.value
        else {
            return None;
        };
        let at = self.offset();
        let line_end = self.lexer.line_end(at);
        let (through, run_on) = if *terminated {
            let close = self.lexer.close_bracket(at, line_end)?;
            let extra = self.text[at..close].trim();
            if extra.contains(['{', '}', '[', ';']) {
                return None;
            }
            (close + 1, false)
        } else {
            (self.closing_quote_on_next_line(line_end)? + 1, true)
        };
        let taken = Span::from_bounds(at, through);
        let span = raw.span.join(taken);
        let name = raw.name.fragment().to_string();
        let mut value = unescape_tag_value(content.fragment());
        let mut value_span = *value_span;
        let diagnostic = if run_on {
            let tail = &self.text[at..through - 1];
            let tail = tail.trim_end().trim_end_matches('"').trim();
            value = format!("{value} {tail}");
            value_span = Span::from_bounds(value_span.offset(), span.end() - 1);
            messages::value_over_two_lines(span)
        } else {
            // Under the extra text itself: `[Round "1" "2"]` underlines `"2"`.
            let between = &self.text[at..through - 1];
            let extra = between.trim();
            let offset = at + (between.len() - between.trim_start().len());
            messages::text_after_tag_value(Span::new(offset, extra.len()), extra)
        };
        self.lexer.set_pos(through);
        self.mark(taken);
        self.report(diagnostic);
        Some(TagPair {
            span,
            name_span: span_of(&raw.name),
            name: name.into(),
            value: value.into(),
            value_span,
        })
    }

    /// The offset of the `]` after the closing quote of a value that runs on from the line
    /// ending at `line_end` to the next line (`"]` ends that line's text). The next line must
    /// follow at once: a blank line between ends the tag pair (and may start a game).
    fn closing_quote_on_next_line(&mut self, line_end: usize) -> Option<usize> {
        let bytes = self.text.as_bytes();
        let next_line_start = match (bytes.get(line_end), bytes.get(line_end + 1)) {
            (Some(b'\r'), Some(b'\n')) => line_end + 2,
            (Some(b'\n' | b'\r'), _) => line_end + 1,
            _ => return None,
        };
        if matches!(bytes.get(next_line_start), None | Some(b'\n' | b'\r')) {
            return None;
        }
        // A line that starts as a tag pair (`[` and a letter or digit) is one: the game reader
        // ends a result in a variation at such a line, so it never holds a value's end.
        if bytes.get(next_line_start) == Some(&b'[')
            && bytes
                .get(next_line_start + 1)
                .is_some_and(u8::is_ascii_alphanumeric)
        {
            return None;
        }
        let next_line_end = self.lexer.line_end(next_line_start);
        let line = &self.text[next_line_start..next_line_end];
        let quote = line.find('"')?;
        let after = line[quote + 1..].trim_start_matches([' ', '\t']);
        if !after.starts_with(']') {
            return None;
        }
        Some(next_line_start + quote + 1 + (line[quote + 1..].len() - after.len()))
    }

    /// Checks a tag pair read by [`tag_pair`] and reports what is malformed.
    fn judge_tag_pair(&mut self, raw: &RawTagPair) -> TagPair {
        let mut name = raw.name.fragment().to_string();
        let name_span = span_of(&raw.name);
        if name.is_empty() {
            self.report(messages::tag_without_name(Span::new(raw.span.offset(), 1)));
        } else if !is_valid_tag_name(&name) {
            let visible: String = name.chars().filter(|&c| !is_invisible(c)).collect();
            if visible.len() < name.len() && is_valid_tag_name(&visible) {
                // `Bl\u{200B}ack`: a name with an invisible character pasted into it; the
                // character is reported with the game's others (S038), the name read without it.
                for (i, c) in name.char_indices().filter(|&(_, c)| is_invisible(c)) {
                    let at = Span::new(name_span.offset() + i, c.len_utf8());
                    self.keep_pasted(super::paste::Pasted::Invisible(c), at);
                }
                name = visible;
            } else {
                self.report(messages::invalid_tag_name(name_span, &name));
            }
        }
        let (value, value_span) = match &raw.value {
            RawTagValue::Quoted {
                span,
                content,
                terminated,
                escaped_close,
                inner_quotes,
            } => {
                if !inner_quotes.is_empty() {
                    self.report(messages::unescaped_quotes_in_value(*span, inner_quotes));
                }
                if *escaped_close {
                    self.report(messages::escaped_closing_quote(*span, content.fragment()));
                } else if !terminated
                    && let Some((inner, close)) = typographic_closed(content.fragment())
                {
                    // `"Abel, Ann”`: a straight quote opens it, a typographic mark closes it;
                    // one diagnostic for the game's typographic quotes (see `finish_tags`).
                    let close_at = span_of(content).end() - close;
                    self.typographic_quotes
                        .push((Span::new(span.offset(), 1), Span::new(close_at, close)));
                    let value = inner.to_string();
                    return self.tag_pair_read(raw, (name, name_span), (value, *span), false);
                } else if !terminated {
                    // One defect, one report: a value cut short also leaves the pair open.
                    self.report(messages::unterminated_tag_value(*span, raw.close.is_none()));
                }
                (unescape_tag_value(content.fragment()), *span)
            }
            RawTagValue::Unquoted { span, content } => {
                if let Some((inner, open, close)) = typographic_quoted(content.fragment())
                    .or_else(|| entity_quoted(content.fragment()))
                {
                    // Read as written; one diagnostic for the game (see `finish_tags`).
                    self.typographic_quotes.push((
                        Span::new(span.offset(), open),
                        Span::new(span.end() - close, close),
                    ));
                    (inner.to_string(), *span)
                } else {
                    self.report(messages::unquoted_tag_value(*span, content.fragment()));
                    (content.fragment().to_string(), *span)
                }
            }
            RawTagValue::Missing { at } => {
                if !name.is_empty() {
                    self.report(messages::missing_tag_value(name_span, &name));
                }
                (String::new(), Span::new(*at, 0))
            }
        };
        let cut_short = matches!(
            raw.value,
            RawTagValue::Quoted {
                terminated: false,
                escaped_close: false,
                ..
            }
        );
        self.tag_pair_read(raw, (name, name_span), (value, value_span), cut_short)
    }

    /// The tag pair of `raw` with its name and value (each with its span) judged; reports a
    /// missing `]` unless the value was `cut_short` (then reported with the value).
    fn tag_pair_read(
        &mut self,
        raw: &RawTagPair,
        (name, name_span): (String, Span),
        (value, value_span): (String, Span),
        cut_short: bool,
    ) -> TagPair {
        if raw.close.is_none() && !cut_short {
            let end = raw.span.end();
            let read = raw.span.text(self.text).unwrap_or_default();
            let last_len = read.chars().next_back().map_or(0, char::len_utf8);
            self.report(messages::unclosed_tag_pair(Span::new(
                end - last_len,
                last_len,
            )));
        }
        TagPair {
            span: raw.span,
            name: name.into(),
            name_span,
            value: value.into(),
            value_span,
        }
    }

    /// Reports each tag name that appears more than once, at its second appearance.
    pub(super) fn finish_tags(&mut self) {
        if !self.typographic_quotes.is_empty() {
            let quotes = std::mem::take(&mut self.typographic_quotes);
            self.report(messages::typographic_quotes(self.text, &quotes));
        }
        if self.tags.len() < 2 || (self.tags.len() <= FEW_TAGS && !a_name_repeats(&self.tags)) {
            return;
        }
        let mut seen: HashMap<&str, (usize, Span)> = HashMap::with_capacity(self.tags.len());
        let mut repeats: Vec<(Span, &str)> = Vec::new();
        for tag in &self.tags {
            let entry = seen.entry(tag.name.as_str()).or_insert((0, tag.name_span));
            entry.0 += 1;
            if entry.0 == 2 {
                repeats.push((tag.name_span, tag.name.as_str()));
            }
        }
        let found: Vec<_> = repeats
            .into_iter()
            .map(|(second, name)| {
                let (count, first) = seen[name];
                messages::duplicate_tag(second, first, name, count)
            })
            .collect();
        self.diagnostics.extend(found);
    }
}
