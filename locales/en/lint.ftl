# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in English; the source of every translation.
# Terms: locales/GLOSSARY.md.

## L001 move-number. $number: the move number; $wanted: the number as it should be written
## (`12.`, `12...`); $written: the number as written.

lint-white-number-missing = White's move { $number } has no move number
    .label = expected `{ $wanted }` before this move
    .help = write `{ $wanted }` before White's move; every White move is numbered
lint-black-number-missing = Black's move { $number }... has no move number at the start of a line or after a variation
    .label = expected `{ $wanted }` before this move
    .help = at the start of a game or a variation and after a variation, Black's move is numbered `{ $wanted }` so that the reader knows where the game goes on
lint-needless-black-number = move number { $written } before Black's move is not needed here
    .label = not needed: Black's move follows White's
    .help = Black's move number is written only after a comment or a variation; delete it
lint-number-without-dot = move number { $number } has no dot
    .label = expected `{ $wanted }`
lint-black-number-as-white = Black's move is numbered { $number }. as if it were White's
    .label = Black's number is `{ $wanted }`
lint-number-with-parenthesis = move number { $number }) is written with a parenthesis, as in a list
    .label = expected `{ $wanted }`
lint-number-with-two-dots = move number { $number }.. has two dots
    .label = expected `{ $wanted }`
lint-number-with-ellipsis = move number { $number }… is written with the ellipsis character
    .label = expected `{ $wanted }` with three periods
# $side: white or black.
lint-number-not-standard = { $side ->
    [white] White
   *[black] Black
}'s move number is not written as `{ $wanted }`
    .label = expected `{ $wanted }`
lint-number-standard-form = write `{ $wanted }`: White's moves are numbered `{ $number }.`, Black's `{ $number }...`
# $count: how many numbers of the line are written as in a list.
lint-numbered-as-list = the move numbers are written with a parenthesis, as in a list ({ $count } in this line)
    .label = expected `{ $wanted }`
    .help = write White's move numbers with a period, `1.`, `2.` (`iccf check --fix` does it); the moves are read as numbered
# $count: how many numbers of the line have no dot.
lint-numbers-without-dot = the move numbers have no dot ({ $count } in this line)
    .label = expected `{ $wanted }`
    .help = write the move numbers with a period, `1.` before White's move and `1...` before Black's (`iccf check --fix` does it); the moves are read as numbered
# $line: game or variation; $first: the number wanted before the first move.
lint-no-move-numbers = { $line ->
    [game] this game has no move numbers
   *[variation] this variation has no move numbers
}
    .label = expected `{ $first }` before this move
# $count: how many numbers are missing (2 or more); $list: two, three or more, the numbers
# shown ($first, $second, $third).
lint-no-move-numbers-help = number the moves: { $list ->
    [two] { $first } and { $second }
    [three] { $first }, { $second } and { $third }
   *[more] { $first }, { $second }, { $third }, ...
} ({ $count } numbers; `iccf check --fix` writes them from the count of moves)

## L002 non-numeric-notation. $digits: the move without its separator; $separator: space
## (spaces or tabs between the squares) or sign (-, x, :); $mark: check or mate;
## $sign: the sign as written (+, ++, #).

lint-separator = a { $separator ->
        [space] space
       *[sign] separator
    } between the two squares of a numeric move
    .label = { $separator ->
        [space] other programs read two moves here
       *[sign] not used in numeric notation
    }
lint-separator-help = write the move as `{ $digits }`, four digits with nothing between the squares
lint-check-mark = a { $mark ->
    [mate] mate
   *[check] check
} mark `{ $sign }` on a numeric move
    .label = not used in numeric notation
    .help = delete the mark: numeric notation does not mark checks or mates (write them as a comment if you want)

## L003 seven-tag-roster (the messages are in iccf.ftl). $tags: tag pairs as written
## (`[Site "?"]`), $names: tag names as written; $date, $round, $result: yes or no, whether the
## list names the tag, for the unknown values to explain.

lint-unknown-values = ? for an unknown value{ $date ->
    [yes] , ????.??.?? for an unknown date
   *[no] {""}
}{ $result ->
    [yes] , {"*"} for a game in progress or an unknown result
   *[no] {""}
}{ $round ->
    [yes] , - for a Round that does not apply
   *[no] {""}
}
lint-no-tag-pairs-help = add the Seven Tag Roster before the moves, one tag per line: { $tags } ({ lint-unknown-values })
lint-missing-tags-help = add { $count ->
    [one] { $last }
   *[other] { $tags } and { $last }
} to the tags ({ lint-unknown-values }), in the order Event, Site, Date, Round, White, Black, Result
lint-tag-names-case-sensitive = tag names are case-sensitive: { $count ->
    [one] { $last }
   *[other] { $names } and { $last }
} does not count
# $tag: the tag out of order; $before: the roster tag it should precede.
lint-tag-out-of-order = the tag { $tag } comes after { $before }; the Seven Tag Roster order is Event, Site, Date, Round, White, Black, Result
    .label = should come before { $before }
    .related = { $before } is here
    .help = move [{ $tag } ...] above [{ $before } ...]

## L004 date-format. $tag: Date, EventDate or UTCDate; $value: the date as written; $reason:
## month (no such month), in-month (no such day in $month_name, which has $days days) or day
## (no such day in any month); $month and $day as written (two digits).

lint-date-form = the { $tag } `{ $value }` is not written as YYYY.MM.DD
    .label = expected YYYY.MM.DD
lint-date-no-such-day = the { $tag } `{ $value }` does not exist: { lint-date-reason }
lint-date-reason = { $reason ->
    [month] there is no month { $month }
    [in-month] there is no day { $day } ({ $month_name ->
        [january] January
        [february] February
        [march] March
        [april] April
        [may] May
        [june] June
        [july] July
        [august] August
        [september] September
        [october] October
        [november] November
       *[december] December
    } has { $days } days)
   *[day] there is no day { $day } (a month has at most 31 days)
}
# $date: the date to write; $day_first and $month_first: the two readings of it.
lint-date-write = write `{ $date }` (four digits for the year, two for the month and the day, ?? for what is unknown)
lint-date-write-year-first = write the year first: `{ $day_first }` if the first number is the day, `{ $month_first }` if it is the month
lint-date-check-source = check the date on the source of the game; write ?? for a part that is not known
lint-date-write-form = write the date as YYYY.MM.DD, for example 2019.05.12, with ?? for the parts that are not known (1990.??.??)

## L005 result-tag. $value, $tagged, $marker: results as written (1-0, 0-1, 1/2-1/2, *).

lint-no-result-tag = the game has no Result tag
    .label = add the Result tag after this one
lint-no-result-tag-help = add [Result "{ $value }"] to the tags (1-0, 0-1, 1/2-1/2, or {"*"} for a game in progress), after the Black tag
lint-result-tag-differs = the Result tag says { $tagged } but the game ends with { $marker }
    .label = differs from { $marker }
    .related = the result after the moves
    .help = make the Result tag and the result after the moves the same: check which one is right on the source of the game

## L006 duplicate-game. $game and $first: game numbers in their file; $file: the file of the
## first copy.

lint-duplicate-game = game { $game } is a copy of game { $first }
    .label = same moves and tags as game { $first }
    .related = the first copy
    .help = the same moves, result, Event, Site, Date, Round, White and Black appear twice: delete one of the copies (comments and other tags are not compared)
lint-duplicate-game-of-file = game { $game } is a copy of game { $first } of `{ $file }`
    .label = same moves and tags as game { $first } of `{ $file }`
lint-duplicate-game-of-earlier-file = game { $game } is a copy of game { $first } of `an earlier file`
    .label = same moves and tags as game { $first } of `an earlier file`

## L008 timestamp-order. $written: the stamp as written; $reason: what is wrong with it (below),
## $value: the part named by the reason; $time, $before, $reading: send times (2018.10.02 12:56);
## $command: the command as written (ccsnt, clk, emt).

lint-stamp-reason = { $reason ->
    [empty] it is empty
    [not-date-and-time] expected a date and a time
    [not-one-time] expected one time
    [date-form] the date is not YYYY.MM.DD
    [no-month] there is no month { $value }
    [no-day] there is no day { $value }
    [time-form] the time is not HH:MM
    [not-time-of-day] { $value } is not a time of day
    [duration-form] expected hours:minutes:seconds
   *[over-59] minutes and seconds go up to 59
}
lint-send-time-unreadable = the send time `{ $written }` cannot be read: { lint-stamp-reason }
    .help = a send time is written [%ccsnt YYYY.MM.DD,HH:MM], for example [%ccsnt 2018.10.02,12:56]
# $count: how many stamps of the game are written this way.
lint-send-times-misformed = the send times of this game are written `{ $written }` ({ $count } stamps in this form): { lint-stamp-reason }; read as { $reading }
    .label = read as { $reading }
    .related = the last stamp in this form
    .help = the program that wrote the game wrote every stamp the same wrong way; the times are read as shown and checked for their order: a send time is written [%ccsnt YYYY.MM.DD,HH:MM]
lint-send-time-backwards = the send time { $time } is earlier than the one of the move before it, { $before }
    .label = goes backwards
    .related = the later time, on an earlier move
    .help = a move cannot be sent before the move that came before it: copy both times again from the server's record
lint-duration-unreadable = the time `{ $written }` in [%{ $command }] cannot be read: { lint-stamp-reason }
    .help = a clock or move time is written hours:minutes:seconds, for example [%{ $command } 0:05:00]

## L009 tag-value-whitespace. $tag: the tag name; $where: start, end or both; $value: the
## value to write, quoted.

lint-tag-value-spaces = the value of the { $tag } tag { $where ->
    [both] starts and ends
    [start] starts
   *[end] ends
} with spaces
    .label = spaces inside the quotes
    .help = write { $value }: programs compare names exactly, so the spaces make another name

## L010 unknown-result-tag. $value: the value as written; $result: the result it reads as.

lint-unknown-result-tag = the Result tag `{ $value }` is not one of 1-0, 0-1, 1/2-1/2 or {"*"}
    .read-as = read as { $result }
    .not-a-result = not a result
lint-unknown-result-tag-write = write `{ $result }`: PGN allows only 1-0, 0-1, 1/2-1/2 or {"*"}
lint-unknown-result-tag-results = write 1-0 (White won), 0-1 (Black won), 1/2-1/2 (draw), or {"*"} (in progress or unknown)

## L011 plycount-mismatch. $count and $value: the tag's value as written; $plies: the
## half-moves of the main line.

lint-plycount-differs = the PlyCount tag says { $count } but the game has { $plies } { $plies ->
    [one] half-move
   *[other] half-moves
}
    .label = the moves give { $plies }
    .help = check that no move is missing or doubled; if the moves are right, write [PlyCount "{ $plies }"] (White's and Black's moves each count one)
lint-plycount-not-a-number = the PlyCount tag `{ $value }` is not a number
    .label = expected { $plies }
    .help = write the number of half-moves: [PlyCount "{ $plies }"]

## L012 fen-without-setup. $value: the SetUp tag's value as written.

lint-fen-without-setup = the game has a FEN tag but no SetUp tag
    .label = starts from this position
    .help = add [SetUp "1"] just before the FEN tag: some programs ignore the FEN without it and start from the normal position
lint-fen-setup-not-1 = the game has a FEN tag but SetUp is `{ $value }`, not `1`

## The reflection-time rules (T codes). $move: a move as numbered in the game (`7. b3`,
## `6... Be7`); days, hours and minutes are numbers; $control: the time control as written
## for --control (10/50, fischer 10+2).

time-impossible-stamp-backwards = { $move } was sent at { $sent }, before { $begin }, the time its reflection time is counted from
    .label = goes backwards: not counted
    .help = a reply cannot be sent before the move it answers: copy both stamps again from the server's record
time-clock-above-limit = the clock shows { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours } h { $minutes } min left, more than the { $limit ->
    [one] 1 day
   *[other] { $limit } days
} a move has
    .label = more than the control gives: not counted
    .help = check the time control (`--control per-move N`) or copy the clock again
time-same-minute-reply = { $move } was sent in the same minute as the move it answers: probably a conditional move (0 days)
    .label = 0 days
    .help = a reply the server plays at once is a conditional move; it takes no reflection time
# $beyond: the days beyond 20.
time-double-time-charged = { $move } took { $days } days: charged { $charged } (20 + 2 x { $beyond })
    .label = { $days } days, charged { $charged }
    .help = ICCF Rules art. 2.4.2 charge twice every whole day beyond 20 on one move
time-long-silence = { $move } came after { $days } days without a move (40 days' silence loses)
    .label = { $days } days
    .help = give the leave that covers these days (`--leave`), or copy the stamps again from the server's record
time-move-time-limit-exceeded = { $move } took { $days ->
    [one] 1 day
   *[other] { $days } days
} { $hours } h { $minutes } min, more than the { $limit ->
    [one] 1 day
   *[other] { $limit } days
} a move may take ({ $control })
    .label = over { $limit ->
        [one] 1 day
       *[other] { $limit } days
    }
    .help = one move over the per-move limit loses on time, unless a leave or a clock stop covers it (`--leave`)
# $side: white or black; $total: the side's days; $by: the days over $limit; $at: moves (the
# limit of the first $by_move moves) or clock.
time-total-over-limit = { $side ->
    [white] White
   *[black] Black
}'s total reached { $total ->
    [one] 1 day
   *[other] { $total } days
} at { $move }, { $by ->
    [one] 1 day
   *[other] { $by } days
} over the { $limit } allowed { $at ->
    [moves] by move { $by_move }
   *[clock] on the clock
} ({ $control })
    .label = { $total } of { $limit } days
    .help = over the limit loses on time (ICCF Rules art. 2.4.2) unless a leave or a clock stop explains the days: count again with it, `iccf time --leave white=FIRST..LAST`
