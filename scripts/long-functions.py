#!/usr/bin/env python3
"""List Rust functions longer than a limit, longest first.

Usage: scripts/long-functions.py [--limit N] [PATH ...]
  PATH: files or folders to search for .rs files (default: src tests).
  --limit N: print functions of more than N lines (default 80).

A function's length counts its lines from the `fn` line to its closing
brace, both included; doc comments and attributes above it are not counted.
Braces are matched after blanking out comments, string literals (plain,
byte and raw) and char literals, so a `{` in a string or a comment does not
throw the count off. A function declared without a body (a trait method
ending in `;`) is skipped. Nested functions and closures count inside the
function that holds them, and a nested `fn` is reported on its own as well.

Output: one line a function, `LINES path:line name`, then a total.
Exit status 0 whatever is found; 2 if a file cannot be read.
"""

import argparse
import os
import re
import sys

FN_HEAD = re.compile(r"\bfn\s+([A-Za-z_][A-Za-z0-9_]*)")


def blank_out_literals(text):
    """Return text with comments, strings and char literals replaced by spaces.

    Newlines are kept so line numbers stay right.
    """
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        two = text[i : i + 2]
        if two == "//":
            end = text.find("\n", i)
            end = n if end == -1 else end
            out.append(" " * (end - i))
            i = end
        elif two == "/*":
            depth = 0
            j = i
            while j < n:
                if text.startswith("/*", j):
                    depth += 1
                    j += 2
                elif text.startswith("*/", j):
                    depth -= 1
                    j += 2
                    if depth == 0:
                        break
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif raw := re.match(r'b?r(#*)"', text[i:i + 300]):
            if i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_"):
                out.append(c)
                i += 1
                continue
            close = '"' + raw.group(1)
            end = text.find(close, i + raw.end())
            end = n if end == -1 else end + len(close)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == "'":
            # A char literal ('x', '\n', '\u{7b}') or a lifetime ('a).
            char = re.match(r"'(\\u\{[0-9A-Fa-f]+\}|\\.|[^\\'])'", text[i:i + 12])
            if char:
                out.append(" " * char.end())
                i += char.end()
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(text):
    """Yield (name, first line, last line) for each function with a body."""
    code = blank_out_literals(text)
    line_starts = [0]
    for index, char in enumerate(code):
        if char == "\n":
            line_starts.append(index + 1)

    def line_of(offset):
        low, high = 0, len(line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if line_starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    for head in FN_HEAD.finditer(code):
        # The body opens at the first `{` outside parentheses, angle
        # brackets aside; a `;` first means a declaration without a body.
        j = head.end()
        parens = 0
        while j < len(code):
            char = code[j]
            if char in "([":
                parens += 1
            elif char in ")]":
                parens -= 1
            elif parens == 0 and char == ";":
                j = -1
                break
            elif parens == 0 and char == "{":
                break
            j += 1
        if j < 0 or j >= len(code):
            continue
        depth = 0
        k = j
        while k < len(code):
            if code[k] == "{":
                depth += 1
            elif code[k] == "}":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        yield head.group(1), line_of(head.start()), line_of(k)


def rust_files(paths):
    """Yield the .rs files under the given files and folders, sorted."""
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for folder, subfolders, names in os.walk(path):
            subfolders.sort()
            for name in sorted(names):
                if name.endswith(".rs"):
                    yield os.path.join(folder, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("paths", nargs="*", default=["src", "tests"])
    arguments = parser.parse_args()
    found = []
    for path in rust_files(arguments.paths):
        try:
            with open(path, encoding="utf-8") as file:
                text = file.read()
        except OSError as error:
            print(f"{path}: {error}", file=sys.stderr)
            return 2
        for name, first, last in functions(text):
            length = last - first + 1
            if length > arguments.limit:
                found.append((length, path, first, name))
    found.sort(key=lambda entry: (-entry[0], entry[1], entry[2]))
    for length, path, first, name in found:
        print(f"{length:5} {path}:{first} {name}")
    print(f"{len(found)} functions over {arguments.limit} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
