//! The grammar check: `grammar/transcript.abnf` against the parser.
//!
//! - Each rule's text appears verbatim in an ```` ```abnf ```` block of the doc comment of the
//!   parser function of the same name (`snake_case`) in `src/syntax/*.rs`, and every rule quoted in
//!   those blocks is the grammar's current text.
//! - Each rule has an example in `grammar/README.md` that the rule matches.
//! - Sentences generated at random from the grammar parse with no error.
//!
//! The ABNF (RFC 5234) reader, matcher and generator below are small and cover what the grammar
//! uses: alternatives, concatenation, repetition, options, groups, case-insensitive strings,
//! `%x` values and ranges, and the core rules.

use std::collections::BTreeMap;
use std::path::Path;

use crate::it::support::{check_invariants, found};

// ---- reading the grammar -----------------------------------------------------------------

/// A rule's definition.
#[derive(Clone, Debug, PartialEq)]
enum Node {
    Alternatives(Vec<Node>),
    Sequence(Vec<Node>),
    Repeat {
        min: usize,
        max: Option<usize>,
        node: Box<Node>,
    },
    Rule(String),
    /// A quoted string: case-insensitive.
    Text(String),
    /// `%xA-B`: one code point in the range.
    Range(u32, u32),
    /// `%xA` or `%xA.B.C`: these code points in sequence.
    Values(Vec<u32>),
}

/// A rule of the grammar file: its name, its whole text (name to the last line of its
/// definition and of the `;` comments indented below it) and its definition.
#[derive(Debug)]
struct Rule {
    name: String,
    text: String,
    node: Node,
}

fn grammar_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/transcript.abnf")
}

/// The rules of an ABNF file, in order.
fn read_rules(abnf: &str) -> Vec<Rule> {
    let mut texts: Vec<Vec<&str>> = Vec::new();
    let mut open = false;
    for line in abnf.lines() {
        let starts_rule = line.starts_with(|c: char| c.is_ascii_alphabetic()) && line.contains('=');
        if starts_rule {
            texts.push(vec![line]);
            open = true;
        } else if open && line.starts_with([' ', '\t']) && !line.trim().is_empty() {
            texts.last_mut().expect("a rule is open").push(line);
        } else {
            open = false;
        }
    }
    texts
        .into_iter()
        .map(|lines| {
            let text = lines.join("\n");
            let (name, definition) = text.split_once('=').expect("name = definition");
            let definition: String = definition
                .lines()
                .map(strip_comment)
                .collect::<Vec<_>>()
                .join(" ");
            let node = Reader::new(&definition).alternatives();
            Rule {
                name: name.trim().to_string(),
                text,
                node,
            }
        })
        .collect()
}

/// A line without its `;` comment (a `;` inside a quoted string is kept).
fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// A recursive-descent reader of one rule's definition.
struct Reader<'a> {
    rest: &'a str,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Self {
        Self { rest: text }
    }

    fn skip_space(&mut self) {
        self.rest = self.rest.trim_start();
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        if let Some(rest) = self.rest.strip_prefix(c) {
            self.rest = rest;
            true
        } else {
            false
        }
    }

    fn alternatives(&mut self) -> Node {
        let mut alternatives = vec![self.sequence()];
        while self.eat('/') {
            alternatives.push(self.sequence());
        }
        if alternatives.len() == 1 {
            alternatives.pop().unwrap()
        } else {
            Node::Alternatives(alternatives)
        }
    }

    fn sequence(&mut self) -> Node {
        let mut items = Vec::new();
        loop {
            self.skip_space();
            match self.rest.chars().next() {
                None | Some('/' | ')' | ']') => break,
                _ => items.push(self.repetition()),
            }
        }
        assert!(!items.is_empty(), "empty sequence before {:?}", self.rest);
        if items.len() == 1 {
            items.pop().unwrap()
        } else {
            Node::Sequence(items)
        }
    }

    fn number(&mut self) -> Option<usize> {
        let digits: String = self.rest.chars().take_while(char::is_ascii_digit).collect();
        self.rest = &self.rest[digits.len()..];
        digits.parse().ok()
    }

    fn repetition(&mut self) -> Node {
        self.skip_space();
        let min = self.number();
        let (min, max) = if let Some(rest) = self.rest.strip_prefix('*') {
            self.rest = rest;
            (min.unwrap_or(0), self.number())
        } else if let Some(n) = min {
            (n, Some(n))
        } else {
            let element = self.element();
            return element;
        };
        Node::Repeat {
            min,
            max,
            node: Box::new(self.element()),
        }
    }

    fn element(&mut self) -> Node {
        self.skip_space();
        if self.eat('(') {
            let inner = self.alternatives();
            assert!(self.eat(')'), "missing ) before {:?}", self.rest);
            return inner;
        }
        if self.eat('[') {
            let inner = self.alternatives();
            assert!(self.eat(']'), "missing ] before {:?}", self.rest);
            return Node::Repeat {
                min: 0,
                max: Some(1),
                node: Box::new(inner),
            };
        }
        if let Some(rest) = self.rest.strip_prefix('"') {
            let end = rest.find('"').expect("a closing quote");
            self.rest = &rest[end + 1..];
            return Node::Text(rest[..end].to_string());
        }
        if let Some(rest) = self.rest.strip_prefix("%x") {
            let len = rest
                .find(|c: char| !(c.is_ascii_hexdigit() || c == '-' || c == '.'))
                .unwrap_or(rest.len());
            let value = &rest[..len];
            self.rest = &rest[len..];
            let hex = |s: &str| u32::from_str_radix(s, 16).expect("a hex value");
            return match value.split_once('-') {
                Some((lo, hi)) => Node::Range(hex(lo), hex(hi)),
                None => Node::Values(value.split('.').map(hex).collect()),
            };
        }
        let len = self
            .rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .unwrap_or(self.rest.len());
        assert!(len > 0, "unexpected {:?}", self.rest);
        let name = self.rest[..len].to_string();
        self.rest = &self.rest[len..];
        Node::Rule(name)
    }
}

/// The grammar's rules and the core rules of RFC 5234 that it uses.
struct Grammar {
    rules: BTreeMap<String, Node>,
}

impl Grammar {
    fn new(rules: &[Rule]) -> Self {
        let core = [
            ("ALPHA", "%x41-5A / %x61-7A"),
            ("DIGIT", "%x30-39"),
            ("WSP", "SP / HTAB"),
            ("SP", "%x20"),
            ("HTAB", "%x09"),
            ("DQUOTE", "%x22"),
            ("CR", "%x0D"),
            ("LF", "%x0A"),
            ("CRLF", "CR LF"),
        ];
        let mut map: BTreeMap<String, Node> = core
            .iter()
            .map(|(name, text)| (name.to_string(), Reader::new(text).alternatives()))
            .collect();
        for rule in rules {
            map.insert(rule.name.clone(), rule.node.clone());
        }
        Self { rules: map }
    }

    fn rule(&self, name: &str) -> &Node {
        self.rules
            .get(name)
            .unwrap_or_else(|| panic!("no rule {name}"))
    }
}

// ---- matching (for the README examples) --------------------------------------------------

/// Every end position of a match of `node` in `input` starting at `at`.
fn ends(grammar: &Grammar, node: &Node, input: &[char], at: usize) -> Vec<usize> {
    let mut out = match node {
        Node::Alternatives(alternatives) => alternatives
            .iter()
            .flat_map(|a| ends(grammar, a, input, at))
            .collect(),
        Node::Sequence(items) => {
            let mut positions = vec![at];
            for item in items {
                positions = positions
                    .iter()
                    .flat_map(|&p| ends(grammar, item, input, p))
                    .collect();
                positions.sort_unstable();
                positions.dedup();
            }
            positions
        }
        Node::Repeat { min, max, node } => {
            let mut results = if *min == 0 { vec![at] } else { Vec::new() };
            let mut current = vec![at];
            let mut count = 0;
            while !current.is_empty() && max.is_none_or(|m| count < m) && count <= input.len() {
                count += 1;
                let mut next: Vec<usize> = current
                    .iter()
                    .flat_map(|&p| ends(grammar, node, input, p))
                    .collect();
                next.sort_unstable();
                next.dedup();
                if count >= *min {
                    results.extend(&next);
                }
                // Only positions that moved on can lead to new matches.
                next.retain(|p| !current.contains(p));
                current = next;
            }
            results
        }
        Node::Rule(name) => ends(grammar, grammar.rule(name), input, at),
        Node::Text(text) => {
            let wanted: Vec<char> = text.chars().collect();
            let fits = input.len() >= at + wanted.len()
                && wanted
                    .iter()
                    .zip(&input[at..])
                    .all(|(a, b)| a.eq_ignore_ascii_case(b));
            if fits {
                vec![at + wanted.len()]
            } else {
                Vec::new()
            }
        }
        Node::Range(lo, hi) => match input.get(at) {
            Some(&c) if (*lo..=*hi).contains(&(c as u32)) => vec![at + 1],
            _ => Vec::new(),
        },
        Node::Values(values) => {
            let fits = values
                .iter()
                .enumerate()
                .all(|(i, v)| input.get(at + i).is_some_and(|&c| c as u32 == *v));
            if fits {
                vec![at + values.len()]
            } else {
                Vec::new()
            }
        }
    };
    out.sort_unstable();
    out.dedup();
    out
}

fn matches(grammar: &Grammar, rule: &str, text: &str) -> bool {
    let input: Vec<char> = text.chars().collect();
    ends(grammar, grammar.rule(rule), &input, 0).contains(&input.len())
}

// ---- generating sentences ----------------------------------------------------------------

/// `SplitMix64`: a small seeded generator, so that every run generates the same sentences.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Code points worth trying whenever a range holds them: delimiters, the characters the
/// parser treats specially, white space that is not ASCII, the ends of planes.
const INTERESTING: &[u32] = &[
    0x09,
    0x20,
    0x21,
    0x22,
    0x23,
    0x24,
    0x25,
    0x28,
    0x29,
    0x2A,
    0x2D,
    0x2E,
    0x30,
    0x31,
    0x39,
    0x3A,
    0x3B,
    0x5B,
    0x5C,
    0x5D,
    0x7B,
    0x7C,
    0x7D,
    0x7E,
    0x7F,
    0x85,
    0xA0,
    0xBD,
    0x2026,
    0x2028,
    0x2029,
    0x3000,
    0xFEFF,
    0xFFFD,
    0xD7FF,
    0xE000,
    0x0010_FFFF,
];

/// One line of moves being generated: for the move-number hook.
struct Line {
    /// Plies from the start of the game to the next move of this line.
    ply: u32,
    /// The ply of this line's last move, which a variation replaces.
    last_move: Option<u32>,
}

/// Expands the grammar into random sentences, with two semantic hooks for what a context-free
/// grammar cannot say:
///
/// 1. `move-number` is emitted as the number the moves before it give (White: `N.`; Black: `N.`,
///    `N...`, `N…` or `N. ...`), counting plies through variations as the parser does: a
///    variation replaces the last move of the line it follows. (The sequence is checked
///    separately by S014, move-number-out-of-sequence.) Tag names are also kept from being
///    `FEN`, whose sixth field would change the first move number.
/// 2. `numeric-move` never has the same from-square and to-square (S005, same-square).
///
/// Generation hygiene: code points are never surrogates (they are not characters); a comment
/// line never starts with `[` (the grammar's `comment-line-break` already says so, and the hook
/// checks it); past a depth budget the shortest expansions are chosen so sentences stay finite.
struct Generator<'g> {
    grammar: &'g Grammar,
    random: Random,
    lines: Vec<Line>,
    depth: usize,
    /// The rules being expanded, innermost last.
    within: Vec<String>,
}

const DEPTH_BUDGET: usize = 40;

impl<'g> Generator<'g> {
    fn new(grammar: &'g Grammar, seed: u64) -> Self {
        Self {
            grammar,
            random: Random(seed),
            lines: vec![Line {
                ply: 0,
                last_move: None,
            }],
            depth: 0,
            within: Vec::new(),
        }
    }

    fn sentence(&mut self, rule: &str) -> String {
        let mut out = String::new();
        self.rule(rule, &mut out);
        out
    }

    fn deep(&self) -> bool {
        self.depth > DEPTH_BUDGET
    }

    fn rule(&mut self, name: &str, out: &mut String) {
        match name {
            "game" | "open-game" => {
                self.lines = vec![Line {
                    ply: 0,
                    last_move: None,
                }];
            }
            "move-number" => return self.move_number(out),
            "numeric-move" => return self.numeric_move(out),
            "tag-name" => return self.retry(name, out, |t| !t.eq_ignore_ascii_case("FEN")),
            "comment-line-break" => {
                return self.retry(name, out, |t| {
                    !t.trim_start_matches(['\r', '\n']).starts_with('[')
                        || t.trim_start_matches(['\r', '\n']).starts_with("[%")
                });
            }
            "variation" => {
                let line = self.lines.last().expect("a line");
                let ply = line.last_move.unwrap_or(line.ply);
                self.lines.push(Line {
                    ply,
                    last_move: None,
                });
            }
            _ => {}
        }
        self.depth += 1;
        self.within.push(name.to_string());
        let node = self.grammar.rule(name).clone();
        self.node(&node, out);
        self.within.pop();
        self.depth -= 1;
        match name {
            "variation" => {
                self.lines.pop();
            }
            "move" => {
                let line = self.lines.last_mut().expect("a line");
                line.last_move = Some(line.ply);
                line.ply += 1;
            }
            _ => {}
        }
    }

    /// Expands `rule` until `keep` accepts the text.
    fn retry(&mut self, rule: &str, out: &mut String, keep: impl Fn(&str) -> bool) {
        for _ in 0..100 {
            let mut text = String::new();
            self.depth += 1;
            let node = self.grammar.rule(rule).clone();
            self.node(&node, &mut text);
            self.depth -= 1;
            if keep(&text) {
                out.push_str(&text);
                return;
            }
        }
        panic!("no acceptable expansion of {rule}");
    }

    fn move_number(&mut self, out: &mut String) {
        let line = self.lines.last().expect("a line");
        let number = 1 + line.ply / 2;
        let black = line.ply % 2 == 1;
        out.push_str(&number.to_string());
        if !black {
            out.push('.');
            return;
        }
        match self.random.below(4) {
            0 => out.push('.'),
            1 => out.push_str("..."),
            2 => out.push('…'),
            _ => {
                out.push('.');
                for _ in 0..=self.random.below(2) {
                    out.push(if self.random.chance(80) { ' ' } else { '\t' });
                }
                out.push_str("...");
            }
        }
    }

    fn numeric_move(&mut self, out: &mut String) {
        self.retry("numeric-move", out, |text| {
            let digits: Vec<char> = text.chars().filter(char::is_ascii_digit).collect();
            digits[0..2] != digits[2..4]
        });
    }

    /// How many times to repeat: few (up to a dozen elements in a movetext, and an escape line
    /// in one blank of five), and the least past the depth budget.
    fn count(&mut self, min: usize, max: Option<usize>) -> usize {
        let max = max.unwrap_or(usize::MAX);
        if self.deep() {
            return min;
        }
        match self.within.last().map(String::as_str) {
            Some("movetext") => return (min + self.random.below(13) as usize).min(max),
            Some("blank") if max == 1 => return usize::from(self.random.chance(20)),
            _ => {}
        }
        let extra = match self.random.below(10) {
            0..=3 => 0,
            4..=6 => 1,
            7..=8 => 2,
            _ => 3 + self.random.below(3) as usize,
        };
        (min + extra).min(max)
    }

    fn node(&mut self, node: &Node, out: &mut String) {
        match node {
            Node::Alternatives(alternatives) => {
                let pick = if self.deep() {
                    alternatives
                        .iter()
                        .min_by_key(|a| self.shortest(a, 0))
                        .expect("an alternative")
                        .clone()
                } else {
                    alternatives[self.random.below(alternatives.len() as u64) as usize].clone()
                };
                self.node(&pick, out);
            }
            Node::Sequence(items) => items.iter().for_each(|item| self.node(item, out)),
            Node::Repeat { min, max, node } => {
                for _ in 0..self.count(*min, *max) {
                    self.node(node, out);
                }
            }
            Node::Rule(name) => self.rule(name, out),
            Node::Text(text) => {
                for c in text.chars() {
                    // ABNF strings are case-insensitive.
                    let flip = c.is_ascii_alphabetic() && self.random.chance(30);
                    out.push(if flip { flip_case(c) } else { c });
                }
            }
            Node::Values(values) => out.extend(
                values
                    .iter()
                    .map(|&v| char::from_u32(v).expect("a character")),
            ),
            Node::Range(lo, hi) => out.push(self.pick(*lo, *hi)),
        }
    }

    /// A code point in `lo..=hi`, never a surrogate.
    fn pick(&mut self, lo: u32, hi: u32) -> char {
        loop {
            let code = match self.random.below(10) {
                0..=2 => {
                    let inside: Vec<u32> = INTERESTING
                        .iter()
                        .copied()
                        .filter(|c| (lo..=hi).contains(c))
                        .collect();
                    if inside.is_empty() {
                        lo
                    } else {
                        inside[self.random.below(inside.len() as u64) as usize]
                    }
                }
                3..=6 => lo + self.random.below(u64::from((hi - lo).min(0x7F)) + 1) as u32,
                _ => lo + self.random.below(u64::from(hi - lo) + 1) as u32,
            };
            if let Some(c) = char::from_u32(code) {
                return c;
            }
        }
    }

    /// The length of the shortest expansion (to leave the recursion past the budget).
    fn shortest(&self, node: &Node, depth: usize) -> usize {
        if depth > 12 {
            return 1000;
        }
        match node {
            Node::Alternatives(a) => a
                .iter()
                .map(|n| self.shortest(n, depth + 1))
                .min()
                .unwrap_or(0),
            Node::Sequence(items) => items.iter().map(|n| self.shortest(n, depth + 1)).sum(),
            Node::Repeat { min, node, .. } => min * self.shortest(node, depth + 1),
            Node::Rule(name) => self.shortest(self.grammar.rule(name), depth + 1),
            Node::Text(t) => t.chars().count(),
            Node::Values(v) => v.len(),
            Node::Range(..) => 1,
        }
    }
}

fn flip_case(c: char) -> char {
    if c.is_ascii_lowercase() {
        c.to_ascii_uppercase()
    } else {
        c.to_ascii_lowercase()
    }
}

// ---- the tests ---------------------------------------------------------------------------

/// Rules whose parser function has another name, with the reason.
const FUNCTION_OF: &[(&str, &str, &str)] = &[
    (
        "transcript",
        "parse",
        "the public entry point reads a whole transcript",
    ),
    (
        "open-game",
        "game",
        "one function reads a game with or without its result",
    ),
    (
        "comment",
        "comment_element",
        "the element is read where the movetext dispatches on { and ;",
    ),
    (
        "variation",
        "open_variation",
        "a variation is read as an open and a close on a stack of lines",
    ),
    ("move", "finish_move", "`move` is a Rust keyword"),
    (
        "game-break",
        "game",
        "the game ends at its result; recovery judges what follows on the line",
    ),
];

/// Rules that are character classes tested inline, with no function of their own.
const INLINE: &[(&str, &str)] = &[
    ("tag-char", "scanned by tag_value up to the closing quote"),
    (
        "comment-char",
        "the lexer's brace_extent finds the closing brace",
    ),
    (
        "comment-line-break",
        "the lexer's brace_extent looks for a tag-pair line after each line end",
    ),
    (
        "line-end",
        "part of the lexer's white space; line_char stops before it",
    ),
];

/// The doc comment of every function in `source`, by name.
fn doc_comments(source: &str) -> BTreeMap<String, String> {
    let mut docs = BTreeMap::new();
    let mut doc: Vec<&str> = Vec::new();
    for line in source.lines() {
        let trimmed = line.trim_start();
        if let Some(text) = trimmed.strip_prefix("///") {
            doc.push(text.strip_prefix(' ').unwrap_or(text));
            continue;
        }
        if trimmed.starts_with("#[") {
            continue;
        }
        if let Some(at) = trimmed.find("fn ") {
            let name: String = trimmed[at + 3..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if trimmed[..at].split_whitespace().all(|w| {
                matches!(
                    w,
                    "pub" | "pub(crate)" | "pub(super)" | "const" | "async" | "unsafe"
                )
            }) {
                docs.insert(name, doc.join("\n"));
            }
        }
        doc.clear();
    }
    docs
}

/// The `abnf` code blocks of a doc comment.
fn abnf_blocks(doc: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in doc.lines() {
        match (&mut current, line.trim()) {
            (None, "```abnf") => current = Some(Vec::new()),
            (Some(block), "```") => {
                blocks.push(block.join("\n"));
                current = None;
            }
            (Some(block), _) => block.push(line),
            _ => {}
        }
    }
    blocks
}

fn source_docs() -> BTreeMap<String, String> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/syntax");
    let mut docs = BTreeMap::new();
    for entry in std::fs::read_dir(&folder).expect("src/syntax") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            docs.extend(doc_comments(
                &std::fs::read_to_string(&path).expect("readable"),
            ));
        }
    }
    docs
}

fn rules() -> Vec<Rule> {
    read_rules(&std::fs::read_to_string(grammar_path()).expect("the grammar file"))
}

#[test]
fn grammar_reads_completely() {
    let rules = rules();
    let grammar = Grammar::new(&rules);
    assert!(rules.len() >= 30, "only {} rules read", rules.len());
    // Every rule used is defined.
    fn used(node: &Node, names: &mut Vec<String>) {
        match node {
            Node::Alternatives(n) | Node::Sequence(n) => {
                for n in n {
                    used(n, names);
                }
            }
            Node::Repeat { node, .. } => used(node, names),
            Node::Rule(name) => names.push(name.clone()),
            _ => {}
        }
    }
    let mut names = Vec::new();
    for r in &rules {
        used(&r.node, &mut names);
    }
    for name in names {
        assert!(
            grammar.rules.contains_key(&name),
            "rule {name} is used but not defined"
        );
    }
    assert_eq!(rules[0].name, "transcript");
}

#[test]
fn every_rule_is_quoted_in_its_parser_function() {
    let docs = source_docs();
    let mut missing = Vec::new();
    for rule in rules() {
        if INLINE.iter().any(|(name, _)| *name == rule.name) {
            continue;
        }
        let function = FUNCTION_OF
            .iter()
            .find(|(name, ..)| *name == rule.name)
            .map_or_else(|| rule.name.replace('-', "_"), |(_, f, _)| f.to_string());
        let quoted = docs.get(&function).is_some_and(|doc| {
            abnf_blocks(doc)
                .iter()
                .any(|block| block.contains(&rule.text))
        });
        if !quoted {
            missing.push(format!("{} (fn {function})", rule.name));
        }
    }
    assert!(
        missing.is_empty(),
        "rules not quoted verbatim in an abnf block of their function: {missing:#?}"
    );
}

#[test]
fn every_quoted_rule_is_in_the_grammar() {
    let texts: Vec<String> = rules().into_iter().map(|r| r.text).collect();
    for (function, doc) in source_docs() {
        for block in abnf_blocks(&doc) {
            for quoted in read_rules(&block) {
                assert!(
                    texts.contains(&quoted.text),
                    "fn {function} quotes a rule that is not in the grammar:\n{}",
                    quoted.text
                );
            }
        }
    }
}

/// The examples of `grammar/README.md`, section "One example per rule": rows
/// `| `rule` | `example` |`, where `↵` stands for a line end (LF), `⇥` for a tab and `‹BOM›`
/// for U+FEFF.
fn readme_examples() -> Vec<(String, String)> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .expect("grammar/README.md");
    let table = readme
        .split("## One example per rule")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("a section \"One example per rule\"");
    table
        .lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split(" | ").collect();
            let rule = cells.first()?.strip_prefix("| `")?.strip_suffix('`')?;
            let example = cells.get(1)?.strip_prefix('`')?.strip_suffix('`')?;
            let example = example
                .replace('↵', "\n")
                .replace('⇥', "\t")
                .replace("‹BOM›", "\u{feff}");
            Some((rule.to_string(), example))
        })
        .collect()
}

#[test]
fn every_rule_has_a_matching_example_in_the_readme() {
    let rules = rules();
    let grammar = Grammar::new(&rules);
    let examples = readme_examples();
    for rule in &rules {
        let found: Vec<&String> = examples
            .iter()
            .filter(|(r, _)| *r == rule.name)
            .map(|(_, e)| e)
            .collect();
        assert_eq!(
            found.len(),
            1,
            "grammar/README.md needs one example of {}",
            rule.name
        );
        assert!(
            matches(&grammar, &rule.name, found[0]),
            "the example of {} does not match it: {:?}",
            rule.name,
            found[0]
        );
    }
    for (rule, _) in &examples {
        assert!(
            rules.iter().any(|r| &r.name == rule),
            "grammar/README.md has an example of an unknown rule {rule}"
        );
    }
}

#[test]
fn readme_lists_every_syntax_code() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .unwrap();
    for code in iccf::Code::ALL
        .iter()
        .filter(|c| c.as_str().starts_with('S'))
    {
        assert!(
            readme.contains(code.as_str()),
            "grammar/README.md does not list {code}"
        );
    }
}

/// The matcher itself, on a few rules with known answers.
#[test]
fn matcher_knows_right_from_wrong() {
    let grammar = Grammar::new(&rules());
    for (rule, text, expected) in [
        ("numeric-move", "5254", true),
        ("numeric-move", "57581", true),
        ("numeric-move", "52x54", true),
        ("numeric-move", "52X54", true),
        ("numeric-move", "5259", false),
        ("numeric-move", "57585", false),
        ("nag", "$255", true),
        ("nag", "$256", false),
        ("move-number", "12. ...", true),
        ("move-number", "1234.", false),
        ("tag-pair", "[White \"Smith\"]", true),
        ("tag-pair", "[White Smith]", false),
        ("game-termination", "½-½", true),
        ("game-termination", "1 - 0", true),
        ("game-termination", "½ – ½", true),
        ("game-termination", "2-0", false),
        ("loose-result", "0.5-0.5", true),
        ("transcript", "[Event \"A\"]\n\n1. 5254 *\n", true),
    ] {
        assert_eq!(
            matches(&grammar, rule, text),
            expected,
            "{rule} on {text:?}"
        );
    }
}

/// Thousands of sentences generated from `transcript` (3,000, or `ICCF_GRAMMAR_SENTENCES`)
/// parse with no error, and keep every tree invariant. The generator's own sentences are checked against the grammar too, on a sample
/// (the matcher is slow on long input).
#[test]
fn generated_sentences_parse_without_errors() {
    let rules = rules();
    let grammar = Grammar::new(&rules);
    let mut failures = Vec::new();
    let sentences = std::env::var("ICCF_GRAMMAR_SENTENCES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3000u64);
    for seed in 0..sentences {
        let mut generator = Generator::new(&grammar, seed);
        let sentence = generator.sentence("transcript");
        let parsed = crate::it::support::parse(&sentence);
        check_invariants(&sentence, &parsed);
        let errors: Vec<_> = parsed
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .cloned()
            .collect();
        if !errors.is_empty() {
            failures.push(format!(
                "seed {seed}: {sentence:?}\n    {:?}",
                found(&sentence, &errors)
            ));
        }
        if seed % 100 == 0 && sentence.chars().count() < 400 {
            assert!(
                matches(&grammar, "transcript", &sentence),
                "seed {seed}: the grammar does not match its own sentence {sentence:?}"
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} generated sentences give errors:\n{}",
        failures.len(),
        failures
            .iter()
            .take(8)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
