#!/usr/bin/env python3
"""Games with two or three slips each, to measure "every mistake of a game in one run" on more
games than ../shared/corpus/slips/ holds.

Usage: scripts/multi-slips.py GAMES.iccf OUT_DIR COUNT SEED [GAP]
  GAMES.iccf: numeric games with tag pairs (such as ../shared/corpus/bench/bench-small.iccf);
  each case is one of them, replayed with python-chess, with two or three slips at least GAP
  plies apart (default 6; the games of corpus/slips/ have them 12 or more apart): a digit changed, two neighbouring digits swapped, the two squares swapped, or a
  move left out; each slip makes its move illegal. Writes OUT_DIR/NNNN.iccf and
  NNNN.expect.json as corpus/slips/ lays them out, so that its scorer reads them:
  python3 ../shared/corpus/score_slips.py target/release/iccf OUT_DIR
Needs python-chess (`pip install chess`).
"""
import chess, json, random, re, sys, os
src, out, count, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
gap = int(sys.argv[5]) if len(sys.argv) > 5 else 6
random.seed(seed)
os.makedirs(out, exist_ok=True)
text = open(src, encoding="utf-8").read()
games = [g for g in re.split(r"\n(?=\[Event )", text) if "[Event" in g]
def uci(tok):
    f = "abcdefgh"
    u = f[int(tok[0])-1] + tok[1] + f[int(tok[2])-1] + tok[3]
    if len(tok) == 5: u += " qrbn"[int(tok[4])]
    return u
def legal(board, tok):
    if not re.fullmatch(r"[1-8]{4}[1-4]?", tok): return False
    try: m = chess.Move.from_uci(uci(tok))
    except Exception: return False
    if m in board.legal_moves: return True
    # castling as king move is uci already; short promotion not considered
    return False
def numeric(m):
    t = f"{m.from_square%8+1}{m.from_square//8+1}{m.to_square%8+1}{m.to_square//8+1}"
    if m.promotion: t += str({5:1,4:2,3:3,2:4}[m.promotion])
    return t
made = 0; tries = 0
while made < count and tries < count * 50:
    tries += 1
    g = random.choice(games)
    head, sep, body = g.partition("\n\n")
    toks = [(m.start(), m.group()) for m in re.finditer(r"(?<![\d.])\d{4,5}(?![\d.])", body)]
    if len(toks) < 30: continue
    board = chess.Board(); positions = []
    ok = True
    for _, t in toks:
        positions.append(board.copy())
        if not legal(board, t): ok = False; break
        board.push(chess.Move.from_uci(uci(t)))
    if not ok: continue
    n = random.choice([2, 3])
    picks = sorted(random.sample(range(2, len(toks) - 3), n))
    if any(b - a < gap for a, b in zip(picks, picks[1:])): continue
    edits = []; slips = []
    for p in picks:
        pos = positions[p]; at, tok = toks[p]
        kind = random.choice(["digit-typo", "digits-swapped", "from-to-swapped", "move-missing"])
        if kind == "digit-typo":
            i = random.randrange(4); d = random.choice([c for c in "12345678" if c != tok[i]])
            new = tok[:i] + d + tok[i+1:]
        elif kind == "digits-swapped":
            i = random.randrange(3); new = tok[:i] + tok[i+1] + tok[i] + tok[i+2:]
        elif kind == "from-to-swapped":
            new = tok[2:4] + tok[0:2] + tok[4:]
        else:
            new = None
        if kind == "move-missing":
            # delete tok (and keep numbering as written); the next token is then illegal
            nxt_at, nxt = toks[p + 1]
            if legal(pos, nxt): break
            edits.append((at, len(tok), ""))
            slips.append(dict(kind=kind, at=nxt_at, token=nxt, meant=tok))
        else:
            if new == tok or legal(pos, new): break
            edits.append((at, len(tok), new))
            slips.append(dict(kind=kind, at=at, token=new, meant=tok))
    else:
        # apply edits from the end; compute offsets in the new text
        nb = body
        for at, ln, new in sorted(edits, reverse=True):
            if new == "":
                # remove the move and one following space
                end = at + ln
                if nb[end:end+1] == " ": end += 1
                nb = nb[:at] + nb[end:]
            else:
                nb = nb[:at] + new + nb[at+ln:]
        def shift(o):
            s = 0
            for at, ln, new in edits:
                if at < o:
                    if new == "":
                        s -= ln + (1 if body[at+ln:at+ln+1] == " " else 0)
                    else: s += len(new) - ln
            return o + s
        newtext = head + sep + nb
        base = len(head) + len(sep)
        exp = []
        for s in slips:
            off = base + shift(s["at"])
            assert newtext[off:off+len(s["token"])] == s["token"], (newtext[off:off+10], s)
            line = newtext.count("\n", 0, off) + 1
            col = off - (newtext.rfind("\n", 0, off) + 1) + 1
            exp.append(dict(kind=s["kind"], line=line, column=col, offset=off, length=len(s["token"]), token=s["token"], meant=s["meant"]))
        made += 1
        name = os.path.join(out, f"{made:04d}")
        open(name + ".iccf", "w").write(newtext.rstrip("\n") + "\n")
        json.dump({"slips": exp}, open(name + ".expect.json", "w"), indent=1)
print(made, "cases")
