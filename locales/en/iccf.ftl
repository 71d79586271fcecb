# The messages of iccf in English, the source of every translation (locales/GLOSSARY.md keeps
# the terms of the other languages consistent). Ids are kebab-case: the summary line of
# `iccf check` (summary-*), `iccf explain` and `iccf rules` (explain-*, rules-*), the board
# diagram (diagram-*), the human report (report-*), the pieces and sides (piece-*, side-*).
# Variables: $count and other numbers select plural forms; $piece is a selector (pawn, knight,
# bishop, rook, queen, king); $side is white or black.

## The summary of `iccf check`

summary-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
summary-errors = { $count ->
    [one] { $count } error
   *[other] { $count } errors
}
summary-warnings = { $count ->
    [one] { $count } warning
   *[other] { $count } warnings
}
summary-advice = { $count } advice
summary-in-files = in { $count ->
    [one] { $count } file
   *[other] { $count } files
}
summary-unchecked = { $count ->
    [one] { $count } move
   *[other] { $count } moves
} not checked because of allowed errors
summary-unreadable = { $count ->
    [one] { $count } file
   *[other] { $count } files
} not readable or not written
summary-fixed = --fix: { $problems ->
    [one] { $problems } problem
   *[other] { $problems } problems
} fixed in { $files ->
    [one] { $files } file
   *[other] { $files } files
}
summary-diff = --diff: { $changed ->
    [one] { $changed } file
   *[other] { $changed } files
} would change ({ $files ->
    [one] { $files } file
   *[other] { $files } files
} checked, { $games ->
    [one] { $games } game
   *[other] { $games } games
})
summary-diff-blocked = { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
} that --fix cannot repair
summary-hidden = { $count ->
    [one] { $count } diagnostic
   *[other] { $count } diagnostics
} not shown (--max-diagnostics { $max })

## `iccf explain` and `iccf rules`

explain-default-level = default level: { $level }
explain-fixable = , fixable with --fix
explain-what = What it means
explain-why = Why it matters
explain-example = Example
explain-fix = Fix
rules-levels-from = levels from { $path } and the command line
rules-header-code = code
rules-header-name = name
rules-header-default = default
rules-header-level = level
rules-header-fixable = fixable
rules-header-summary = summary
rules-yes = yes
rules-no = no

## The board diagram: the line under the board

diagram-side-to-move = { $state ->
    [checkmated] { $side ->
        [white] White
       *[black] Black
    } is checkmated
    [stalemated] { $side ->
        [white] White
       *[black] Black
    } is stalemated
    [check] { $side ->
        [white] White
       *[black] Black
    } to move, in check
   *[move] { $side ->
        [white] White
       *[black] Black
    } to move
} (move { $move })

## The human report

# The game a diagnostic belongs to, after its code: `B002(illegal-move) in game 3 (A - B)`.
report-in-game = in game { $game }
# The word before the help of a diagnostic: `  help: write 5254`.
report-help = help

## The board's diagnostics (B codes). $square, $from, $to: squares as "36 (c6)"; $piece, $own,
## $occupant, $blocker, $checker: pawn, knight, bishop, rook, queen or king; $side, $owner:
## white or black; $squares and $moves: lists of squares or moves; $fen: a position.

board-piece-can-go = the { $piece } on { $square } can go to { $squares }
board-piece-has-no-move = the { $piece } on { $square } has no legal move in this position
board-legal-moves-to = legal moves to { $square }: { $moves }
board-legal-move-count = { $side ->
    [white] White
   *[black] Black
} has { $count } legal moves in this position (FEN { $fen })
board-side-can-play = { $side ->
    [white] White
   *[black] Black
} can play { $moves } (FEN { $fen })
board-empty-from-square = no piece stands on { $square }
    .label = { $square } is empty
board-own-piece-on-destination = { $side ->
    [white] White
   *[black] Black
}'s own { $own } stands on { $square }
    .label = the { $piece } cannot take a piece of its own side
board-same-square = the move goes from { $square } to { $square }
    .label = from-square and to-square are the same
board-opponent-piece = the { $piece } on { $square } belongs to { $owner ->
    [white] White
   *[black] Black
}
    .label = { $owner ->
        [white] White
       *[black] Black
    } { $piece }
board-side-to-move = it is { $side ->
    [white] White
   *[black] Black
}'s move
board-legal-for-other-side = { $move } is a legal move for { $side ->
    [white] White
   *[black] Black
}, so two moves may be swapped or a move may be missing
board-nothing-to-capture = the pawn on { $from } cannot capture on { $to }: the square is empty and en passant is not possible
    .label = no piece to capture
    .help = en passant is only possible right after the opponent's pawn moved two squares past this pawn
board-push-onto-piece = the pawn on { $from } cannot move to { $to }: a { $side ->
    [white] White
   *[black] Black
} { $occupant } stands there, and a pawn captures only diagonally
    .label = { $to } is occupied
board-blocked = the { $piece } on { $from } cannot reach { $to }: the { $side ->
    [white] White
   *[black] Black
} { $blocker } on { $square } is in the way
    .label = the path is blocked
board-not-its-move = a { $piece } cannot move from { $from } to { $to }
    .label = not a { $piece } move
board-not-legal-here = `{ $move }` is not a legal move here
    .label = illegal move
# The checking pieces after a B005 message: $checks is 0, 1 or 2.
board-check-from = { $checks ->
    [0] {""}
    [1] {" "}(check from the { $checker } on { $checker_square })
   *[other] {" "}(check from the { $checker } on { $checker_square } and the { $checker2 } on { $checker2_square })
}
board-king-into-check = the { $side ->
    [white] White
   *[black] Black
} king cannot go to { $to }: it would be in check there{ board-check-from }
    .label = { $to } is attacked
board-check-not-parried = { $side ->
    [white] White
   *[black] Black
} is in check and { $from }-{ $to } does not get out of it{ board-check-from }
    .label = the king stays in check
board-en-passant-leaves-check = the en passant capture { $from }-{ $to } leaves the { $side ->
    [white] White
   *[black] Black
} king in check{ board-check-from }
    .label = leaves the king in check
board-pinned = the { $piece } on { $from } is pinned: moving it leaves the { $side ->
    [white] White
   *[black] Black
} king in check{ board-check-from }
    .label = leaves the king in check

## The move the repair search found was meant (the help of the error on the slip): $move and
## $san the move in numeric notation and in SAN; $written the move as written.

repair-probably = probably { $move } ({ $san }): { $slip ->
    [first-two-swapped] the first two digits swapped
    [middle-two-swapped] the middle two digits swapped
    [last-two-swapped] the last two digits swapped
    [neighbours-swapped] two neighbouring digits swapped
    [promotion-left-out] the promotion digit left out
    [digit-left-out] a digit left out
    [digit-twice] a digit written twice
    [digit-too-many] one digit too many
    [square-twice] a square written twice
    [from-to-swapped] the from-square and the to-square swapped
    [ranks-mirrored] the ranks counted from the other side of the board
   *[slip-of-the-pen] a slip of the pen
}
repair-probably-digit = probably { $move } ({ $san }): { $part ->
    [from-file] the from-square's file
    [from-rank] the from-square's rank
    [to-file] the to-square's file
    [to-rank] the to-square's rank
    [promotion] the promotion digit
   *[other] a digit
}: { $written } written for { $meant }
repair-probably-square = probably { $move } ({ $san }): the { $part ->
    [from] from-square
   *[to] to-square
}: { $written } written for { $meant }
repair-move-missing = { $side ->
    [white] White
   *[black] Black
}'s move { $number } is missing: { $numbered } { $move } ({ $san }) fits the moves that follow
repair-move-repeated = `{ $written }` repeats { $side ->
    [white] White
   *[black] Black
}'s move { $number }: delete it
repair-move-repeated-previous = `{ $written }` repeats { $side ->
    [white] White
   *[black] Black
}'s move { $number } ({ $previous }): delete it
repair-moves-swapped = `{ $written }` and { $which ->
    [next] the move after it
   *[same-side] the same side's next move
} are in the wrong order: { $move } ({ $san }) comes first, and { $move2 } ({ $san2 }) after
repair-moves-run-together = two moves without a space between them: { $move } ({ $san }) and { $move2 } ({ $san2 })
repair-other-notation = write `{ $move }` ({ $san }), the same move in numeric notation
repair-confirmed = { $plies ->
    [0] it is the last move of the line
    [1] { $with ->
        [without] without it
        [them] with them
       *[with] with it
    } the next move is legal
   *[other] { $with ->
        [without] without it
        [them] with them
       *[with] with it
    } the next { $plies } moves are legal
}

## The syntax layer's diagnostics (S codes). $text: text quoted from the transcript.

syntax-unexpected-text = unexpected text `{ $text }`
    .label = not part of the notation
    .help = this is not a move, a move number, a comment or a result: put remarks inside {"{"} {"}"} braces, or delete them
syntax-informal-remark = informal remark `{ $text }`
    .help = text after an arrow is not part of the game: put the remark inside {"{"} {"}"} braces, or delete it
syntax-prose-line = a line of text among the moves: `{ $text }`
    .label = not part of the game: its numbers are not moves
    .help = text such as the lines of an e-mail is not part of the notation: put it inside {"{"} {"}"} braces as a comment, or delete it

## The lint rules' diagnostics (L codes). $tags and $last: tag names (Event, Site, ...).

lint-no-tag-pairs = the game has no tag pairs
    .label = the game starts here, without tags
lint-missing-tags = the Seven Tag Roster lacks the { $count ->
    [one] tag { $last }
   *[other] tags { $tags } and { $last }
}
    .label = { $count ->
        [one] { $last }
       *[other] { $tags } and { $last }
    } missing from this game's tags
lint-result-alone = a result `{ $result }` with no moves and no tags
    .label = a game of its own, with nothing but this result
    .help = if it repeats the result of the game before, delete it
    .otherwise = otherwise write the tags and moves of its game before it
lint-empty-game = a game with no moves and no result
    .label = this game has no moves
    .help = delete these tags if they were left behind, or add the moves and the result (* for a game that has not started)
lint-empty-game-with-tags = a game with tags but no moves and no result
