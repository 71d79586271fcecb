#!/usr/bin/env python3
"""Seeds the fuzz corpora from the shared test corpus: one small file per game.

Usage: fuzz/seed.py CORPUS_DIR OUT_DIR

Writes OUT_DIR/numeric/ (numeric games: valid, variations, promotions written in four digits,
broken and mistakes files, real-world excerpts) and OUT_DIR/pgn/ (PGN games). Games larger than
4 KB are left out; at most 40 games per source file, spread over the file.
"""

import hashlib
import pathlib
import re
import sys

MAX_BYTES = 4096
PER_FILE = 40


def games(text):
    """The games of a transcript: it splits before each tag section after a blank line."""
    parts = re.split(r"\n\s*\n(?=\[)", text)
    return [p if p.endswith("\n") else p + "\n" for p in parts if p.strip()]


def write(out, data):
    name = hashlib.sha1(data).hexdigest()
    (out / name).write_bytes(data)


def seed(files, out, split):
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for path in sorted(files):
        data = path.read_bytes()
        if not split:
            if len(data) <= MAX_BYTES:
                write(out, data)
                count += 1
            continue
        found = [g.encode() for g in games(data.decode("utf-8", "replace"))]
        found = [g for g in found if len(g) <= MAX_BYTES]
        step = max(1, len(found) // PER_FILE)
        for g in found[::step][:PER_FILE]:
            write(out, g)
            count += 1
    return count


def main():
    corpus, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    numeric = (
        list((corpus / "valid").rglob("*.iccf"))
        + list((corpus / "variant4").glob("*.iccf"))
    )
    whole = (
        list((corpus / "broken").glob("*.iccf"))
        + list((corpus / "mistakes").glob("*.iccf"))
        + list((corpus / "real-world").glob("*.txt"))
    )
    n = seed(numeric, out / "numeric", True) + seed(whole, out / "numeric", False)
    p = seed((corpus / "pgn").rglob("*.pgn"), out / "pgn", True)
    print(f"{n} numeric seeds, {p} PGN seeds in {out}")


if __name__ == "__main__":
    main()
