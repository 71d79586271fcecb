# The texts of the editors' language server (`iccf lsp`, ids lsp-*) and of the web page
# (`iccf serve`, ids web-*), in English, the source of every translation.
# Variables: $count, $games, $errors and other numbers select plural forms; $side is white or
# black; $piece is pawn, knight, bishop, rook, queen or king; $wing is kingside or queenside;
# $severity is error, warning or advice; $cause is illegal-move, game-over or syntax-error.
# Moves ($move, $numeric, $san, $written), squares ($from, $to), codes and file names are the
# same in every language.

## The language server: diagnostics

# The help of a diagnostic, on the line under its message.
lsp-help = help: { $help }

## The language server: hover on a move

lsp-hover-null-move = { $number } null move: { $side ->
    [white] White
   *[black] Black
} passes
lsp-hover-notations = numeric { $numeric }, SAN { $san }, UCI { $uci }
lsp-hover-castles = { $side ->
    [white] White
   *[black] Black
} castles { $wing ->
    [queenside] queenside
   *[kingside] kingside
}
lsp-hover-move = { $side ->
    [white] White
   *[black] Black
} { $piece ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
} from { $from } to { $to }
# $side is the side whose piece is taken.
lsp-hover-captures = captures the { $side ->
    [white] white
   *[black] black
} { $piece ->
    [pawn] pawn
    [knight] knight
    [bishop] bishop
    [rook] rook
    [queen] queen
   *[king] king
}
lsp-hover-promotes = promotes to a { $piece ->
    [knight] knight
    [bishop] bishop
    [rook] rook
   *[queen] queen
}
lsp-hover-checkmate = checkmate
lsp-hover-check = gives check
lsp-hover-stalemate = stalemate
lsp-hover-fen = FEN after: { $fen }

## The language server: hover on a diagnostic ($command is `iccf explain B002`)

lsp-hover-fix = Fix: { $fix }
lsp-hover-more = ({ $command } says more)

## The language server: code actions (titles)

lsp-action-apply-fix = Apply the fix
lsp-action-insert-space = Insert a space
lsp-action-remove-space = Remove the space
lsp-action-delete = Delete `{ $old }`
lsp-action-insert = Insert `{ $new }`
lsp-action-replace = Replace `{ $old }` with `{ $new }`
lsp-repair-missing = Insert the missing move `{ $move }` ({ $san })
lsp-repair-repeated = Delete the repeated move `{ $written }`
lsp-repair-swapped = Write the moves in the order played: `{ $move }` ({ $san })
lsp-repair-run-together = Split `{ $written }` into `{ $move }` ({ $san })
lsp-repair-replace = Replace `{ $written }` with `{ $move }` ({ $san })
lsp-action-numeric-form = Write `{ $written }` as `{ $numeric }`, the same move in numeric notation
lsp-action-rewrite = Write `{ $written }` as `{ $numeric }` in numeric notation
lsp-action-fix-all = { $count ->
    [one] Fix the { $count } fixable problem of the file
   *[other] Fix all { $count } fixable problems of the file
}

## The language server: formatting and the outline

lsp-format-pgn = iccf formats numeric transcripts (.iccf); `iccf convert --to iccf` turns a PGN file into one
lsp-format-refused = not formatted: game { $game } has errors; fix the errors first, as `iccf fmt` asks
# $message is the first error, at $line and $column.
lsp-format-refused-because = not formatted: game { $game } has errors: { $message } (line { $line }, column { $column }); fix the errors first, as `iccf fmt` asks
lsp-symbol-game = game { $game }
lsp-symbol-detail = game { $game }, { $result }
lsp-symbol-no-result = game { $game }, no result

## The web page: what it always shows ($serve, $check, $api: commands shown as code)

web-title = iccf: check a chess game transcript
web-intro = Paste a game in ICCF numeric notation (or PGN), or open a file: every mistake is underlined, with how to fix it, and every move is on the board.
web-language = Language
web-transcript = Transcript
web-actions = Actions
web-check = Check
web-open = Open file…
web-fix = Fix
web-fix-title = Apply the safe fixes of iccf check --fix
web-format = Format
web-format-title = Rewrite in canonical numeric notation (iccf fmt)
web-download-pgn = Download PGN
web-download-iccf = Download numeric
web-live = check as I type
web-placeholder = Paste a game here, or drop a .iccf or .pgn file on this box.
web-nothing-checked = Nothing checked yet.
web-diff-title = What Fix changed
web-undo = Undo
web-close = Close
web-side = Board and diagnostics
web-game = Game
web-no-game-yet = no game yet
web-board = Board. Left and right arrow keys step through the moves, Home and End go to the start and the end.
web-board-start-alt = The start position
web-board-start = Start position
web-steps = Step through the game
web-first = Start of the game
web-prev = Previous move
web-next = Next move
web-last = End of the game
web-diagnostics = Diagnostics
web-footer = Checked by { $serve } on this computer; nothing leaves it. The same checks on the command line: { $check }. JSON API: { $api }.

## The web page: status lines

web-server-answered = the server answered { $status }
web-server-wait = (the server asks to wait { $seconds } s)
web-text-too-large = The text is larger than 8 MiB: check it in parts, or with iccf check on the command line.
web-checking = Checking
web-no-game = No game found: paste a transcript, or open a file.
web-no-problems = No problems found in { $games ->
    [one] { $games } game
   *[other] { $games } games
}.
web-checked = { $games ->
    [one] { $games } game
   *[other] { $games } games
} checked: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}{ $advice ->
    [0] {""}
   *[other] , { $advice } advice
}.
# $total diagnostics found in $games games; $shown of them and $listed games are listed.
web-checked-truncated = { $games ->
    [one] { $games } game
   *[other] { $games } games
} checked: { $total ->
    [one] { $total } diagnostic
   *[other] { $total } diagnostics
}; only the first { $shown } (and { $listed } games) are listed, the most the server sends at once.
web-game-title = Game { $game }
web-errors = { $count ->
    [one] { $count } error
   *[other] { $count } errors
}
web-severity = { $severity ->
    [error] error
    [warning] warning
   *[advice] advice
}
web-where = line { $line }, column { $column }:
web-where-game = line { $line }, column { $column }, game { $game }:
web-help = help: { $help }

## The web page: the move the board found was meant ($moves: `4645 (d5)`)

web-repair-missing = Insert the missing move { $moves }
web-repair-repeated = Delete the repeated move
web-repair-swapped = Put the moves in order: { $moves }
web-repair-run-together = Split into { $moves }
web-repair-replace = Replace with { $moves }
web-repair-title = Write the move the board found was meant into the text. This changes the game record: check it against the scoresheet (Undo brings the old text back).
web-repair-stale = The text changed since the check: check it again, then repair.
web-repair-diff-title = { $repair } ({ $code }, line { $line })

## The web page: Fix, Format, downloads and files

web-nothing-to-fix = Nothing to fix: no problem here has a safe automatic fix.
web-fix-repaired = Fix repaired { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}
web-fix-blocked = nothing was fixed: the text has { $count ->
    [one] { $count } notation error that Fix cannot repair
   *[other] { $count } notation errors that Fix cannot repair
}; correct it by hand first (see the diagnostics)
web-format-unchanged = Already in canonical numeric notation: nothing to change.
web-format-rewrote = Format rewrote the text
web-format-refused = not formatted: { $count ->
    [one] { $count } game has errors
   *[other] { $count } games have errors
} (fix them first)
web-download-none = Nothing to download: no game found.
web-download-all-refused = Not downloaded: every game has errors (see the diagnostics).
web-downloaded = Downloaded { $count ->
    [one] { $count } game
   *[other] { $count } games
} as { $file }.
web-downloaded-left-out = Left out because of errors: game { $games }.
web-file-too-large = { $file } is larger than 8 MiB: check it with iccf check on the command line.
web-file-unreadable = { $file } could not be read: { $error }
web-file-latin1 = the file is not UTF-8: it was read as Latin-1 (ISO 8859-1, the character set of PGN); save it as UTF-8 to be sure every letter is right

## The web page: the caption of the board

web-board-unavailable = This game cannot be shown on a board
web-board-after = After { $move }
web-board-before = Before { $move }
web-board-before-stop = Before { $move } ({ $cause ->
    [illegal-move] illegal
    [game-over] after the end of the game
   *[syntax-error] not readable
})
web-board-game-start = Game { $game }: start position
