//! The layers keep to their job: the import graph of `src/` has no cycle, and the syntax layer
//! names no chess.
//!
//! The graph's nodes are the top-level modules of the crate (`check`, `lint`, `codes`, ...) and,
//! inside the syntax layer, each file of `src/syntax/` (`syntax::lexer`, `syntax::game`, ...;
//! `src/syntax/mod.rs` is the node `syntax`). An edge is a path written in the code, outside
//! comments and string literals: `crate::a::...`, `super::a::...` and `use` groups
//! (`use super::{a, b::C}`). Method calls on a type defined elsewhere are no edge (the
//! `impl GameParser` blocks of the syntax files extend the one parser).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("read src") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The module path of a file: `src/lint/rules/mod.rs` is `["lint", "rules"]`, `src/lib.rs` is
/// `[]`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The code of `text` with comments and the contents of string and character literals blanked
/// out (raw strings included), so that only code is searched.
fn code_only(text: &str) -> String {
    strip(text, false)
}

/// The code and the comments of `text`, string and character literals blanked out.
fn code_and_comments(text: &str) -> String {
    strip(text, true)
}

fn strip(text: &str, keep_comments: bool) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').map_or(text.len(), |n| i + n);
            if keep_comments {
                out.push_str(&text[i..end]);
            }
            i = end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(text.len(), |n| i + n + 2);
            if keep_comments {
                out.push_str(&text[i..end]);
            }
            i = end;
        } else if let Some(hashes) = raw_string_start(rest) {
            let close = format!("\"{}", "#".repeat(hashes));
            let body = i + 2 + hashes;
            let end = text[body..]
                .find(&close)
                .map_or(text.len(), |n| body + n + close.len());
            out.push_str("\"\"");
            i = end;
        } else if bytes[i] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i = j + 1;
        } else if bytes[i] == b'\'' && is_char_literal(&text[i..]) {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'\'' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            out.push_str("' '");
            i = j + 1;
        } else {
            let c = rest.chars().next().expect("a character");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// `code` without its inline test modules (`#[cfg(test)] mod tests { ... }`): tests may use
/// any module, and `super` inside them is the file's own module.
fn without_test_modules(code: &str) -> String {
    let mut out = code.to_string();
    while let Some(at) = out.find("#[cfg(test)]\nmod ") {
        let Some(open) = out[at..].find('{').map(|n| at + n) else {
            break;
        };
        let mut depth = 0;
        let mut end = out.len();
        for (i, c) in out[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.replace_range(at..end, "");
    }
    out
}

/// `r"`, `r#"`, `br"`: the number of `#` of a raw string starting here.
fn raw_string_start(rest: &str) -> Option<usize> {
    let after_r = rest.strip_prefix('r')?;
    let hashes = after_r.len() - after_r.trim_start_matches('#').len();
    after_r[hashes..].starts_with('"').then_some(hashes)
}

/// Whether the `'` at the start of `rest` opens a character literal (`'a'`, `'\n'`,
/// `'\u{200b}'`), not a lifetime (`'a`).
fn is_char_literal(rest: &str) -> bool {
    let mut chars = rest.chars().skip(1);
    match chars.next() {
        Some('\\') => true,
        Some(_) => chars.next() == Some('\''),
        None => false,
    }
}

/// The paths named in `code` from `crate::` or `super::`, each as the module path it reaches
/// (the written segments after the prefix, resolved against `module`), and the child modules
/// the file declares and names (`mod game;` ... `game::Games`).
fn named_paths(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for prefix in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(at) = code[from..].find(prefix) {
            let start = from + at;
            from = start + prefix.len();
            let before = code[..start].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let base: Vec<String> = if prefix == "crate::" {
                Vec::new()
            } else {
                // `super` of `a::b` is `a` (in `a/b.rs` and in `a/b/mod.rs` alike).
                module[..module.len().saturating_sub(1)].to_vec()
            };
            for tail in path_tails(&code[from..]) {
                let mut path = base.clone();
                path.extend(tail);
                found.push(path);
            }
        }
    }
    // A module file names its child modules without a prefix: `pub use game::Games`.
    let children: Vec<&str> = code
        .lines()
        .filter_map(|l| {
            let l = l
                .trim_start()
                .trim_start_matches("pub ")
                .trim_start_matches("pub(crate) ");
            l.strip_prefix("mod ")?.strip_suffix(';')
        })
        .collect();
    for child in children {
        let written = format!("{child}::");
        let mut from = 0;
        while let Some(at) = code[from..].find(&written) {
            let start = from + at;
            from = start + written.len();
            let before = code[..start].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let mut path = module.to_vec();
            path.push(child.to_string());
            found.push(path);
        }
    }
    found
}

/// The segments written after `crate::`/`super::`: `a::b::C` gives `[a, b, C]`; a group
/// `{a, b::C}` gives one path per entry (nested groups read to their first segment).
fn path_tails(rest: &str) -> Vec<Vec<String>> {
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 1;
        let mut end = 0;
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let mut tails = Vec::new();
        let mut level = 0;
        let mut entry_start = 0;
        let body = &group[..end];
        for (i, c) in body.char_indices().chain([(body.len(), ',')]) {
            match c {
                '{' => level += 1,
                '}' => level -= 1,
                ',' if level == 0 => {
                    let entry = body[entry_start..i].trim();
                    if !entry.is_empty() && entry != "self" {
                        tails.push(segments(entry));
                    }
                    entry_start = i + 1;
                }
                _ => {}
            }
        }
        return tails;
    }
    vec![segments(rest)]
}

/// The `::`-separated identifiers at the start of `text`.
fn segments(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let len = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if len == 0 {
            break;
        }
        out.push(rest[..len].to_string());
        match rest[len..].strip_prefix("::") {
            Some(next) => rest = next,
            None => break,
        }
    }
    out
}

/// The node of a module path: a top-level module, or a file of the syntax layer.
fn node_of(path: &[String], syntax_files: &BTreeSet<String>) -> Option<String> {
    let first = path.first()?;
    if first == "syntax" {
        return Some(match path.get(1) {
            Some(file) if syntax_files.contains(file) => format!("syntax::{file}"),
            _ => "syntax".to_string(),
        });
    }
    Some(first.clone())
}

/// The import graph of `src/`: node -> the nodes it names.
fn import_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let syntax_files: BTreeSet<String> = rust_files(&src.join("syntax"))
        .iter()
        .map(|f| module_of(&src, f))
        .filter(|m| m.len() == 2)
        .map(|m| m[1].clone())
        .collect();
    let mut top_level: BTreeSet<String> = BTreeSet::new();
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let files = rust_files(&src);
    for file in &files {
        if let Some(first) = module_of(&src, file).first() {
            top_level.insert(first.clone());
        }
    }
    for file in &files {
        let module = module_of(&src, file);
        let Some(from) = node_of(&module, &syntax_files) else {
            continue; // lib.rs and main.rs declare the modules.
        };
        let text = std::fs::read_to_string(file).expect("read a source file");
        let edges = graph.entry(from.clone()).or_default();
        for path in named_paths(&without_test_modules(&code_only(&text)), &module) {
            if path.first().is_none_or(|p| !top_level.contains(p)) {
                continue; // `crate::Span` and other re-exports at the root.
            }
            if let Some(to) = node_of(&path, &syntax_files)
                && to != from
            {
                edges.insert(to);
            }
        }
    }
    graph
}

/// The strongly connected components of `graph` with more than one node (Tarjan).
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Search<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: Vec<Vec<String>>,
    }
    impl<'g> Search<'g> {
        fn visit(&mut self, node: &'g str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                let next = next.as_str();
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    component.push(top.to_string());
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut search = Search {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !search.index.contains_key(node.as_str()) {
            search.visit(node);
        }
    }
    search.found
}

#[test]
fn the_import_graph_has_no_cycle() {
    let graph = import_graph();
    // The graph is read at all: the driver names the layers it drives.
    let check = &graph["check"];
    for layer in ["syntax", "board", "lint", "levels"] {
        assert!(check.contains(layer), "check names {layer}: {check:?}");
    }
    assert!(graph["syntax::game"].contains("syntax::lexer"));
    let found = cycles(&graph);
    assert!(
        found.is_empty(),
        "modules that name each other in a cycle: {found:#?}"
    );
}

#[test]
fn the_cycle_search_finds_a_cycle() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    graph.entry("c".into()).or_default().insert("a".into());
    graph.entry("d".into()).or_default().insert("a".into());
    assert_eq!(cycles(&graph), [vec!["a", "b", "c"]]);
}

#[test]
fn paths_are_read_from_code_not_from_comments_or_strings() {
    let code = "use super::{ast::Move, lexer};\n// crate::board::x\nlet s = \"crate::lint\";\nlet c = '\"'; crate::codes::Code::X;\n";
    let module = vec!["syntax".to_string(), "game".to_string()];
    let paths = named_paths(&code_only(code), &module);
    let heads: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        heads,
        ["codes::Code::X", "syntax::ast::Move", "syntax::lexer"]
    );
}
/// The words of chess the syntax layer must not use: it reads digits and punctuation; the
/// board knows positions. Searched in the code and the comments of `src/syntax/` (the messages'
/// words, in string literals, speak to players and may name the board or a FEN tag).
#[test]
fn the_syntax_layer_names_no_chess() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/syntax");
    let mut found = Vec::new();
    for file in rust_files(&src) {
        let text = std::fs::read_to_string(&file).expect("read a syntax file");
        let searched = code_and_comments(&text);
        for (number, line) in searched.lines().enumerate() {
            let words = line
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .map(str::to_ascii_lowercase)
                .collect::<Vec<_>>();
            let named = words
                .iter()
                .any(|w| matches!(w.as_str(), "fen" | "ply" | "plies" | "board"))
                || words.windows(3).any(|w| w == ["side", "to", "move"]);
            if named {
                found.push(format!(
                    "{}:{}: {}",
                    file.display(),
                    number + 1,
                    line.trim()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the syntax layer names chess:\n{}",
        found.join("\n")
    );
}
