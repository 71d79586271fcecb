#!/usr/bin/env python3
"""Files of three games with one mistake put in the middle one, laid out as corpus/broken/ (its
scorer reads them), to measure on more games that a mistake is located exactly and that
nothing else is reported.

Usage: scripts/one-mistake.py GAMES.iccf OUT_DIR COUNT SEED
  GAMES.iccf: numeric games with tag pairs (such as ../shared/corpus/bench/bench-small.iccf).
  Kinds: a square digit 0 or 9, a digit left out, the to-square doubled, the same square twice,
  a move from an empty square, of the other side's piece, to a square its piece cannot reach,
  and two moves of one side swapped (each makes its move illegal, checked with python-chess).
  python3 ../shared/corpus/score_cases.py target/release/iccf OUT_DIR
Needs python-chess (`pip install chess`).
"""
import chess, json, random, re, sys, os
src, out, count, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
random.seed(seed); os.makedirs(out, exist_ok=True)
text = open(src, encoding="utf-8").read()
games = [g.strip("\n") for g in re.split(r"\n(?=\[Event )", text) if "[Event" in g]
F="abcdefgh"
def uci(t):
    u=F[int(t[0])-1]+t[1]+F[int(t[2])-1]+t[3]
    return u+(" qrbn"[int(t[4])] if len(t)==5 else "")
made=0; tries=0
kinds=["square-digit","three-digits","six-digits","same-square","illegal-empty-from","illegal-opponent-piece","illegal-unreachable","transposed-moves"]
while made<count and tries<count*100:
    tries+=1
    trio=random.sample(games,3)
    g=trio[1]; head,sep,body=g.partition("\n\n")
    toks=[(m.start(),m.group()) for m in re.finditer(r"(?<![\d.])\d{4,5}(?![\d.])",body)]
    if len(toks)<20: continue
    b=chess.Board(); pos=[]; ok=True
    for _,t in toks:
        pos.append(b.copy())
        try: m=chess.Move.from_uci(uci(t))
        except Exception: ok=False;break
        if m not in b.legal_moves: ok=False;break
        b.push(m)
    if not ok: continue
    p=random.randrange(4,len(toks)-4); at,t=toks[p]; board=pos[p]
    kind=random.choice(kinds); new=None; layer="syntax"
    if kind=="square-digit":
        i=random.randrange(4); new=t[:i]+random.choice("09")+t[i+1:]
    elif kind=="three-digits":
        i=random.randrange(4); new=t[:i]+t[i+1:]
    elif kind=="six-digits":
        if len(t)!=4: continue
        new=t[:2]+t[2:4]+t[2:4]
    elif kind=="same-square":
        new=t[:2]+t[:2]
    else:
        layer="board"
        legal=set(board.legal_moves)
        sq=lambda s: f"{s%8+1}{s//8+1}"
        if kind=="illegal-empty-from":
            empt=[s for s in chess.SQUARES if board.piece_at(s) is None]
            new=sq(random.choice(empt))+t[2:4]
        elif kind=="illegal-opponent-piece":
            opp=[s for s in chess.SQUARES if board.piece_at(s) and board.piece_at(s).color!=board.turn]
            s=random.choice(opp); tos=[x for x in chess.SQUARES if x!=s]
            new=sq(s)+sq(random.choice(tos))
        elif kind=="illegal-unreachable":
            fr=int(t[0])-1+8*(int(t[1])-1)
            tos=[x for x in chess.SQUARES if x!=fr and chess.Move(fr,x) not in legal and not(board.piece_at(x) and board.piece_at(x).color==board.turn)]
            new=t[:2]+sq(random.choice(tos))
        elif kind=="transposed-moves":
            # swap plies p and p+2 (same side); the first must be illegal
            at2,t2=toks[p+2]
            if t2==t: continue
            try: mm=chess.Move.from_uci(uci(t2))
            except Exception: continue
            if mm in legal: continue
            nb=body[:at]+t2+body[at+len(t):at2]+t+body[at2+len(t2):]
            new=t2
        if kind!="transposed-moves":
            try:
                if chess.Move.from_uci(uci(new)) in legal: continue
            except Exception: pass
    if kind!="transposed-moves":
        nb=body[:at]+new+body[at+len(t):]
    g2=head+sep+nb
    full=trio[0]+"\n\n"+g2+"\n\n"+trio[2]+"\n"
    off=len(trio[0])+2+len(head)+len(sep)+at
    assert full[off:off+len(new)]==new
    made+=1
    name=os.path.join(out,f"{made:04d}-{kind}")
    open(name+".iccf","w").write(full)
    json.dump(dict(kind=kind,layer=layer,severity="error",offset=off,length=len(new),token=new,games=3,note=f"{t} -> {new}"),open(name+".expect.json","w"),indent=1)
print(made,"cases")
