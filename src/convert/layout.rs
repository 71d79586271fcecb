//! Laying out movetext tokens in lines of at most a given number of characters.
//!
//! Tokens are separated by one space; a token that does not fit on the current line starts the
//! next one. Widths count characters, not bytes. A comment may hold line breaks of its own: it is
//! placed by the width of its first line, and the line goes on after its last line. A comment
//! with no line break that is wider than a whole line is broken at spaces (never inside a
//! `[%command]`); this is the only change made to a comment's text, and it only replaces spaces
//! with line breaks. Layout is a fixed point: laying out the text it wrote again gives the same
//! text.

/// The most characters a PGN movetext line holds: "less than 80 printing characters" (PGN
/// standard, section 8.2.1, movetext line justification).
pub(crate) const PGN_WIDTH: usize = 79;

/// The most characters a line of numeric movetext holds: 80, as in the transcripts of the
/// corpus and the ICCF convention.
pub(crate) const NUMERIC_WIDTH: usize = 80;

/// Lines being filled with tokens.
#[derive(Debug)]
pub(crate) struct Layout {
    out: String,
    /// The most characters a line holds.
    width: usize,
    /// Characters on the current line.
    column: usize,
    /// The current line must end before the next token (after a `;` comment).
    must_break: bool,
    /// The next token stays on the current line (after a misplaced termination marker).
    keep_line: bool,
    /// Every token stays on the current line until [`Layout::release_line`]: words that are not
    /// notation were written, and no move after them yet; ended before one, their line would
    /// read as a line of prose.
    held: bool,
}

impl Layout {
    /// An empty layout of lines of at most `width` characters.
    pub fn new(width: usize) -> Self {
        Self {
            out: String::new(),
            width,
            column: 0,
            must_break: false,
            keep_line: false,
            held: false,
        }
    }

    /// Adds a token, separated from the previous one by a space or a line break.
    pub fn token(&mut self, token: &str) {
        self.token_off_column_one(token, token.starts_with(['%', '[']));
    }

    /// Adds a token that must not start a line: unreadable words there could read as a tag pair
    /// that lost its `[` (`Round "1"]`), so the line starts with a space.
    pub fn words(&mut self, token: &str) {
        self.token_off_column_one(token, true);
    }

    /// [`Layout::words`] for the first of a run of words `run_width` characters wide that the
    /// held line keeps together: the line ends before them unless the whole run fits.
    pub fn words_in_run(&mut self, token: &str, run_width: usize) {
        self.place_off_column_one(token, true, run_width);
    }

    fn token_off_column_one(&mut self, token: &str, shield: bool) {
        self.place_off_column_one(token, shield, 0);
    }

    fn place_off_column_one(&mut self, token: &str, shield: bool, run_width: usize) {
        let first_line = token.split('\n').next().unwrap_or_default();
        let first_width = first_line.chars().count();
        self.place(first_width.max(run_width));
        if self.column == 0 && shield {
            // Only unreadable text starts with `%` or `[`; in column 1 it would read as an
            // escape line, or as a tag pair that starts a new game (`[B`).
            self.out.push(' ');
            self.column = 1;
        }
        self.out.push_str(token);
        match token.rfind('\n') {
            Some(at) => self.column = token[at + 1..].chars().count(),
            None => self.column += first_width,
        }
    }

    /// Adds a brace comment `{ text }`: the text trimmed, kept as written, and broken at spaces
    /// only when it has no line break and is wider than a line.
    pub fn brace_comment(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            self.token("{ }");
            return;
        }
        let token = format!("{{ {text} }}");
        let width = token.chars().count();
        if token.contains('\n') || width <= self.width {
            self.token(&token);
            return;
        }
        let words = comment_words(text);
        let mut first = true;
        for (index, word) in words.iter().enumerate() {
            let mut piece = String::new();
            if index == 0 {
                piece.push_str("{ ");
            }
            piece.push_str(word);
            if index + 1 == words.len() {
                piece.push_str(" }");
            }
            let piece_width = piece.chars().count();
            if first {
                self.place(piece_width);
                first = false;
            } else if self.column + 1 + piece_width <= self.width {
                self.out.push(' ');
                self.column += 1;
            } else {
                self.out.push('\n');
                self.column = 0;
            }
            self.out.push_str(&piece);
            self.column += piece_width;
        }
    }

    /// Adds a token right after the previous one, with no space (text the syntax layer could
    /// not read, which must stay as it was written).
    /// After a line end it starts the next line, as [`Layout::words`] when `words` is set.
    pub fn glued(&mut self, token: &str, words: bool) {
        if self.must_break || self.column == 0 {
            if words {
                self.words(token);
            } else {
                self.token(token);
            }
            return;
        }
        self.out.push_str(token);
        match token.rfind('\n') {
            Some(at) => self.column = token[at + 1..].chars().count(),
            None => self.column += token.chars().count(),
        }
    }

    /// Keeps the next token on the current line, even past the width: a termination marker at
    /// the end of a line ends the game, so one followed by more moves must keep them on its line
    /// to be read as it was (`MisplacedResult`).
    pub fn keep_line(&mut self) {
        self.keep_line = !self.must_break && self.column > 0;
    }

    /// Keeps the next tokens on the current line, past the width, until [`Layout::release_line`].
    pub fn hold_line(&mut self) {
        self.held = true;
    }

    /// Whether the line is held by [`Layout::hold_line`].
    pub fn is_held(&self) -> bool {
        self.held
    }

    /// Ends [`Layout::hold_line`].
    pub fn release_line(&mut self) {
        self.held = false;
    }

    /// Ends the current line after the last token.
    pub fn end_line(&mut self) {
        if self.column > 0 {
            self.must_break = true;
        }
    }

    /// Adds a `;` comment: it runs to the end of its line.
    pub fn line_comment(&mut self, text: &str) {
        self.token(&format!(";{}", text.trim_end()));
        self.must_break = true;
    }

    /// Adds a line of its own (a `%` escape line must start in column 1).
    pub fn own_line(&mut self, line: &str) {
        if self.column > 0 || self.must_break {
            self.out.push('\n');
        }
        self.out.push_str(line);
        self.out.push('\n');
        self.column = 0;
        self.must_break = false;
        self.keep_line = false;
    }

    /// The text, ending with a line end (nothing when no token was added).
    pub fn finish(mut self) -> String {
        if self.column > 0 || self.must_break {
            self.out.push('\n');
        }
        self.out
    }

    /// Starts a new line or adds a space, so that `width` more characters fit if they can.
    fn place(&mut self, width: usize) {
        let keep_line = std::mem::take(&mut self.keep_line) || self.held;
        if self.must_break {
            self.out.push('\n');
            self.column = 0;
            self.must_break = false;
        } else if self.column > 0 {
            if keep_line || self.column + 1 + width <= self.width {
                self.out.push(' ');
                self.column += 1;
            } else {
                self.out.push('\n');
                self.column = 0;
            }
        }
    }
}

/// The words of a comment without line breaks, split at single spaces; a `[%command ...]` stays
/// one word, and so do runs of spaces (kept inside the word before them).
fn comment_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut in_command = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '[' if chars.peek() == Some(&'%') => {
                in_command = true;
                current.push(c);
            }
            ']' if in_command => {
                in_command = false;
                current.push(c);
            }
            ' ' if !in_command
                && !current.is_empty()
                && chars.peek().is_some_and(|n| *n != ' ') =>
            {
                words.push(std::mem::take(&mut current));
            }
            _ => current.push(c),
        }
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lay(tokens: &[&str]) -> String {
        let mut layout = Layout::new(NUMERIC_WIDTH);
        for t in tokens {
            layout.token(t);
        }
        layout.finish()
    }

    #[test]
    fn tokens_fill_lines_up_to_the_width() {
        let tokens: Vec<String> = (0..30).map(|i| format!("{:04}", 1000 + i)).collect();
        let refs: Vec<&str> = tokens.iter().map(String::as_str).collect();
        let text = lay(&refs);
        assert!(text.lines().all(|l| l.chars().count() <= NUMERIC_WIDTH));
        // 16 tokens of 4 characters and 15 spaces.
        assert_eq!(text.lines().next().map(str::len), Some(79));
    }

    #[test]
    fn a_long_comment_is_broken_at_spaces_and_stays_put_when_laid_out_again() {
        let words = "word ".repeat(40);
        let mut layout = Layout::new(NUMERIC_WIDTH);
        layout.token("1.");
        layout.brace_comment(&format!("{words} [%clk 0:05:00] end"));
        let once = layout.finish();
        assert!(
            once.lines().all(|l| l.chars().count() <= NUMERIC_WIDTH),
            "{once}"
        );
        assert!(once.contains("[%clk 0:05:00]"));
        let inner = once
            .trim_end()
            .strip_prefix("1. { ")
            .and_then(|t| t.strip_suffix(" }"))
            .unwrap_or_default();
        let mut again = Layout::new(NUMERIC_WIDTH);
        again.token("1.");
        again.brace_comment(inner);
        assert_eq!(again.finish(), once);
    }

    #[test]
    fn a_line_comment_ends_its_line() {
        let mut layout = Layout::new(NUMERIC_WIDTH);
        layout.token("1.");
        layout.line_comment(" note");
        layout.token("5254");
        assert_eq!(layout.finish(), "1. ; note\n5254\n");
    }

    #[test]
    fn an_escape_line_starts_in_column_one() {
        let mut layout = Layout::new(NUMERIC_WIDTH);
        layout.token("1.");
        layout.own_line("% escape");
        layout.token("5254");
        assert_eq!(layout.finish(), "1.\n% escape\n5254\n");
    }
}
