"""Reads a PGN file with python-chess and prints the SAN of each game's main line, one game a
line; exits with 1 when python-chess reports an error in a game (the browser test's check that a
downloaded PGN is one that python-chess reads)."""

import sys

import chess.pgn

with open(sys.argv[1], encoding="utf-8") as handle:
    games = 0
    while (game := chess.pgn.read_game(handle)) is not None:
        games += 1
        if game.errors:
            print(f"game {games}: {game.errors}", file=sys.stderr)
            sys.exit(1)
        board = game.board()
        moves = []
        for move in game.mainline_moves():
            moves.append(board.san(move))
            board.push(move)
        print(" ".join(moves))
    if games == 0:
        print("no game", file=sys.stderr)
        sys.exit(1)
