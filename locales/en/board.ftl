# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in English; the source of every translation.
# Terms: locales/GLOSSARY.md.

## $side, $owner, $other: white or black; $castling: kingside or queenside; $piece: pawn,
## knight, bishop, rook, queen or king; $square, $from, $to, $rook, $attacker, $king: squares
## as "36 (c6)" (or "36" where the text says so); $move, $written, $standard: moves as written.

# Several phrases as one argument: $before (one or more phrases) and $next, joined with "; ".
board-phrases = { $before }; { $next }

## Castling (B010)

board-castling-no-right = { $side ->
    [white] White
   *[black] Black
} cannot castle { $castling ->
    [kingside] king-side
   *[queenside] queen-side
}: the king or that rook has already moved
    .label = no castling right
# $count: how many squares in $squares (numeric, "21, 31") hold a piece.
board-castling-path-blocked = { $side ->
    [white] White
   *[black] Black
} cannot castle { $castling ->
    [kingside] king-side
   *[queenside] queen-side
}: { $count ->
    [1] a piece stands
   *[other] pieces stand
} between the king and the rook on { $rook }, on { $squares }
    .label = the way is not clear
board-castling-in-check = { $side ->
    [white] White
   *[black] Black
} cannot castle { $castling ->
    [kingside] king-side
   *[queenside] queen-side
} out of check
    .label = the king is in check
board-castling-attacked = { $side ->
    [white] White
   *[black] Black
} cannot castle { $castling ->
    [kingside] king-side
   *[queenside] queen-side
}: the king would pass through or land on { $square }, which the { $owner ->
    [white] White
   *[black] Black
} { $piece } on { $attacker } attacks
    .label = through an attacked square
board-castling-not-legal = { $side ->
    [white] White
   *[black] Black
} cannot castle { $castling ->
    [kingside] king-side
   *[queenside] queen-side
} here
    .label = castling is not legal
# $move: the king's move to its castling square in numeric notation (5171).
board-castling-onto-rook-in-standard = the king onto its own rook is the Chess960 form of castling; standard chess writes `{ $move }`
board-castling-no-king = { $side ->
    [white] White
   *[black] Black
} has no king to castle with
# $from, $to, $rook: numeric squares.
board-ambiguous-castling = `{ $written }` reads both as castling and as the king move { $from }-{ $to }; taken as castling
    .label = read as { $castling ->
        [kingside] king-side
       *[queenside] queen-side
    } castling
    .help = write castling as the king's move onto its own rook, `{ $from }{ $rook }`, which has only one reading; a plain king move cannot be told apart here
board-castling-onto-rook = `{ $written }` is { $castling ->
    [kingside] king-side
   *[queenside] queen-side
} castling in the Chess960 form, the king onto its own rook; standard chess writes `{ $standard }`
    .label = read as { $standard }
    .help = write `{ $standard }`: in standard chess castling is the king's move to its castling square (5171, 5131, 5878, 5838)

## Promotion (B008, B009, B021, B023)

# $square: the destination in numeric notation.
board-short-promotion = promotion written in the non-standard 4-digit form: `{ $written }` read as { $from } to { $to } promoting to a { $piece }
    .label = read as { $standard }
    .help = write `{ $standard }`: the destination square { $square } and then the promotion digit (1 queen, 2 rook, 3 bishop, 4 knight)
# $from, $to: numeric squares.
board-short-promotion-also-pawn-move = `{ $written }` also reads as the pawn move { $from }-{ $to } with its promotion digit missing: it was taken as the queen
board-promotion-digit-missing = the pawn reaches the last rank on { $to } but the move has no promotion digit
    .label = which piece does the pawn become?
    .help = add the promotion digit: `{ $written }1` for a queen, or 2 rook, 3 bishop, 4 knight as the fifth digit
# $piece: the piece that moves (a pawn, or another piece).
board-promotion-digit-unexpected = promotion digit on a move that does not promote: { $piece ->
    [pawn] the pawn goes from { $from } to { $to }, not to the last rank
   *[other] { $from } holds a { $piece }, not a pawn
}
    .label = no promotion here
    .help = write `{ $move }` without the fifth digit, or check the move
board-san-promotion-missing = the pawn reaches the last rank on { $to } but `{ $move }` does not say which piece it becomes
    .label = which piece does the pawn become?
    .help = add the piece: `{ $move }=Q` for a queen, or =R, =B, =N
board-san-promotion-unexpected = promotion on a move that does not promote: the pawn goes from { $from } to { $to }, not to the last rank
    .label = no promotion here
    .help = delete the promotion suffix (=Q), or check the move
# $piece: king or pawn.
board-impossible-promotion-piece = `{ $move }` promotes a pawn to a { $piece }: a pawn cannot become a { $piece }
    .label = no such promotion
    .help = a pawn promotes to a queen, rook, bishop or knight: =Q, =R, =B or =N (in numeric notation the fifth digit 1, 2, 3 or 4)

## Moves in standard algebraic notation

# $moves: the moves that fit, in SAN.
board-ambiguous-san = `{ $move }` is ambiguous here
    .label = more than one piece can make this move
    .help = write one of { $moves }
# $has: none (the side has no such piece) or some (none of them reaches $to); $checks, $checker,
# $checker_square, $checker2, $checker2_square: the pieces that give check, as in board-check-from.
board-san-in-check = { $side ->
    [white] White
   *[black] Black
} is in check from the { $checker } on { $checker_square }{ $checks ->
    [1] {""}
   *[other] {" "}and the { $checker2 } on { $checker2_square }
} and `{ $move }` does not get out of it: { $has ->
    [none] { $side ->
        [white] White
       *[black] Black
    } has no { $piece }
   *[some] no { $side ->
        [white] White
       *[black] Black
    } { $piece } can reach { $to }
}
    .label = the king is in check
board-san-no-piece = `{ $move }` is not a legal move here: { $has ->
    [none] { $side ->
        [white] White
       *[black] Black
    } has no { $piece }
   *[some] no { $side ->
        [white] White
       *[black] Black
    } { $piece } can reach { $to }
}
    .label = illegal move
board-same-square-help = a piece must move to another square, and neither a 4-digit promotion nor Chess960 castling fits here; one of the two squares was probably copied wrongly: { $instead }

## The replay of a line

# $ending: checkmate or stalemate; $side: the side checkmated or stalemated.
board-move-after-end = move after the end of the game: { $side ->
    [white] White
   *[black] Black
} is { $ending ->
    [checkmate] checkmated
   *[stalemate] stalemated
}
    .label = the game is already over
    .help = delete the moves after the end of the game, or check the moves before it
    .related = { $ending ->
        [checkmate] checkmate
       *[stalemate] stalemate
    }
# $this_move: yes when the move the board stopped at is counted too; $later: the later moves.
board-unchecked-moves = { $this_move ->
    [yes] { $later ->
        [0] this move was not checked on the board
        [1] this move and the 1 later move of this line were not checked on the board
       *[other] this move and the { $later } later moves of this line were not checked on the board
    }
   *[no] { $later ->
        [1] the 1 later move of this line was not checked on the board
       *[other] the { $later } later moves of this line were not checked on the board
    }
}
    .label = the board stopped here
board-unchecked-moves-write-numeric = write `{ $move }`, the same move in numeric notation, and check again to replay the rest
board-unchecked-moves-correct = correct this move (see the error on it) and check again to replay the rest
# $square: numeric.
board-checking-piece-arrived = this move put the checking piece on { $square }
# $mark: mate-on-check, mate-on-no-check or check-on-no-check; $check: yes when the move gives check.
board-wrong-check-mark = { $mark ->
    [mate-on-check] `#` on a move that gives check but not mate
    [mate-on-no-check] `#` on a move that does not give check
   *[check-on-no-check] `+` on a move that does not give check
}
    .label = { $check ->
        [yes] only check
       *[no] no check
    }
    .help = delete the mark (numeric notation does not use + or #), or check that the move is the one played
# $notation: san, coordinate or numeric.
board-unreadable-move = `{ $move }` cannot be read as a move
    .label = { $notation ->
        [san] not standard algebraic notation
        [coordinate] not a coordinate move
       *[numeric] not a numeric move
    }
    .help = { $notation ->
        [san] SAN uses the English piece letters K Q R B N, as in Nf3, exd5, e8=Q, O-O
        [coordinate] a coordinate move is two squares a1-h8 and an optional promotion letter q, r, b or n, as in e2e4 or e7e8q
       *[numeric] a numeric move is the from-square and the to-square, two digits 1-8 each (file, rank), and a promotion digit 1-4 when a pawn promotes, as in 5254 or 57581
    }
board-null-move-in-check = null move `{ $move }` while { $side ->
    [white] White
   *[black] Black
} is in check
    .label = the side to move is in check
    .help = a null move cannot be replayed from a position in check: write the move that was played
# The repair search found two or three moves that fit equally well: $before and $after, moves
# as "4645 (d5)" separated by commas, before and after the move deleted (a move written twice);
# $deleted: none (then all are in $before), first, middle or last.
board-repair-candidates = perhaps one of { $deleted ->
    [first] the move deleted, { $after }
    [middle] { $before }, the move deleted, { $after }
    [last] { $before }, the move deleted
   *[none] { $before }
}, which fit the moves that follow equally well: check the scoresheet

board-repair-candidates-went-on = the moves after it were checked with { $move }

## The result (B012)

# $place: marker (the termination marker) or tag (the Result tag); $written, $expected: results
# (1-0); $why: board-ending; $tag_too: yes when the Result tag is wrong too.
board-result-contradicts-position = { $place ->
    [marker] the result
   *[tag] the Result tag
} { $written } contradicts the final position: { $why }
    .label = expected { $expected }
    .help = the game ends on the board because { $why }: { $tag_too ->
        [yes] write { $expected } here and in the Result tag
       *[no] write { $expected }
    }
# $ending: checkmate, stalemate or dead; $white, $black: board-material.
board-ending = { $ending ->
    [checkmate] { $side ->
        [white] White
       *[black] Black
    } is checkmated
    [stalemate] { $side ->
        [white] White
       *[black] Black
    } is stalemated
   *[dead] neither side can checkmate ({ $white } against { $black }), a dead position
}
# $alone: yes when the king has no other piece; $pieces: board-material-pieces.
board-material = { $side ->
    [white] White
   *[black] Black
} king { $alone ->
    [yes] alone
   *[no] and { $pieces }
}
# The pieces one after the other: $before the ones before (unless $first is yes), $piece the next.
board-material-pieces = { $first ->
    [yes] {""}
   *[no] { $before } and {""}
}{ $piece ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
# $same: yes when the tag says the same result as the marker.
board-result-tag-says = { $same ->
    [yes] the Result tag says { $result } too
   *[no] the Result tag says { $result }, wrong too
}
board-game-ends-here = the game ends here

## The starting position: the Variant and FEN tags

board-unsupported-variant = the variant `{ $name }` is not checked on a board
    .label = not standard chess or Chess960
    .help = only the notation of this game was checked; its moves follow the rules of another variant
board-fen-move-number-zero = the FEN's move number is 0; move numbers start at 1
    .label = read as 1
    .help = write 1 as the last field of the FEN and number the game's first move 1; programs read 0 as 1
# $problems: the problems (board-fen-*), joined with "; ".
board-invalid-fen = the FEN tag is not a valid position: { $problems }
    .label = invalid FEN
    .help = copy the FEN again from the source of the game (six fields, e.g. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1); no move of this game is checked
board-fen-field-count = it has { $count } fields; a FEN has 6: the board, the side to move, castling rights, the en passant square, the halfmove clock and the move number
board-fen-rank-count = the board has { $count } ranks; it needs 8, separated by /
# $letter: the character as written; $rank: 1 to 8.
board-fen-not-a-piece = `{ $letter }` on rank { $rank } is not a piece letter (PNBRQK, pnbrqk) or a count of empty squares
# $text: the rank as written; $count: the squares it makes.
board-fen-rank-squares = rank { $rank } (`{ $text }`) has { $count } squares; each rank has 8
board-fen-side = the side to move is `{ $value }`; it must be w or b
board-fen-castling = the castling rights `{ $value }` must be - or letters from KQkq (or files A-H, a-h)
board-fen-en-passant = the en passant square `{ $value }` must be - or a square on rank 3 or 6
# $field: halfmove-clock or move-number.
board-fen-not-a-number = the { $field ->
    [halfmove-clock] halfmove clock
   *[move-number] move number
} `{ $value }` is not a number
# $problem: what is wrong with the position.
board-fen-position = { $problem ->
    [empty-board] there are no pieces on the board
    [missing-king] a king is missing
    [too-many-kings] a side has more than one king
    [pawns-on-back-rank] there are pawns on the first or the last rank
    [opposite-check] the side that is not to move is in check
   *[other] shakmaty cannot set it up
}
# $part: the part of the FEN the reader could not read.
board-fen-unreadable = { $part ->
    [board] invalid board part in fen
    [pocket] invalid pocket in fen
    [turn] invalid turn part in fen
    [castling] invalid castling part in fen
    [ep-square] invalid ep square in fen
    [remaining-checks] invalid remaining checks in fen
    [halfmove-clock] invalid halfmove clock in fen
    [fullmoves] invalid fullmove part in fen
   *[fen] invalid fen
}
board-fen-more-problems = and { $count } more problems
# $king_on: square, or none when the side has no king ($king is then empty).
board-fen-chess960-castling-rights = the FEN gives the castling rights `{ $letters }`, which only Chess960 allows: in standard chess a king castles only from its e-file square, with the rooks in the corners
    .label = Chess960 castling rights
    .help = if the game is Chess960, add the tag [Variant "Chess960"]; if the kings or rooks have moved, they have lost these rights: delete the letters from the castling field of the FEN (write `-` when no right is left). The game was replayed as Chess960
board-fen-chess960-castling-right = the FEN gives the castling right `{ $letter }`, but the { $side ->
    [white] White
   *[black] Black
} king stands on { $king_on ->
    [square] { $king }
   *[none] no square
}: in standard chess it castles only from its e-file square; only Chess960 allows this right
    .label = a Chess960 castling right
    .help = if the king has moved, it has lost the right: delete `{ $letter }` from the castling field of the FEN (write `-` when no right is left); if the game is Chess960, add the tag [Variant "Chess960"]. The game was replayed as Chess960
# The king on its e-file square, the rook of the right on $rook, not in the corner $corner.
board-fen-chess960-castling-rook = the FEN gives the castling right `{ $letter }`, but no { $side ->
    [white] White
   *[black] Black
} rook stands on { $corner }: in standard chess the king castles only with the rook in the corner; only Chess960 allows this right, with the rook on { $rook }
    .label = a Chess960 castling right
    .help = if the rook has moved, the right is lost: delete `{ $letter }` from the castling field of the FEN (write `-` when no right is left); if the game is Chess960, add the tag [Variant "Chess960"]. The game was replayed as Chess960
# $reason: king-off-first-rank, no-rook, standard or cannot-castle.
board-fen-castling-right-dropped = the FEN gives the castling right `{ $letter }`, but { $reason ->
    [king-off-first-rank] the { $side ->
        [white] White
       *[black] Black
    } king does not stand on its first rank
    [no-rook] no { $side ->
        [white] White
       *[black] Black
    } rook stands on { $square }
    [standard] in standard chess the { $side ->
        [white] White
       *[black] Black
    } king castles from its e-file square with a rook in the corner
   *[cannot-castle] the { $side ->
        [white] White
       *[black] Black
    } king and the rook on { $square } cannot castle
}
    .label = no such castling right
    .help = delete `{ $letter }` from the castling field of the FEN (write `-` when no right is left); the game was replayed without this right, as python-chess reads it
# $reason: wrong-rank ($side to move, the square must be on $rank), no-pawn (no pawn of $other
# in front of it) or occupied.
board-fen-en-passant-dropped = the FEN's en passant square { $square } is impossible: { $reason ->
    [wrong-rank] with { $side ->
        [white] White
       *[black] Black
    } to move it must be on rank { $rank }
    [no-pawn] no { $other ->
        [white] White
       *[black] Black
    } pawn stands in front of it, as after a two-square move
   *[occupied] the square it passed or the square the pawn came from is occupied
}
    .label = no two-square pawn move before it
    .help = write `-` as the en passant field of the FEN; the game was replayed without it, as python-chess reads it
