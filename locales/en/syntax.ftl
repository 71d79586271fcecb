# The diagnostics of the syntax layer: digits, punctuation, tag pairs, comments, the pasted text around a record (codes S…), in English; the source of every translation.
# Terms: locales/GLOSSARY.md.

## The file as a whole. $byte: a byte in hexadecimal (E9); $encoding: Windows-1252 or Latin-1;
## $kind: gzip zip zstd bzip2 xz pdf utf16 nul binary.

syntax-not-text = the file is not a text file: it looks like { $kind ->
        [gzip] a gzip archive: unpack it first (gunzip)
        [zip] a zip archive: unpack it first
        [zstd] a zstd archive: unpack it first (unzstd)
        [bzip2] a bzip2 archive: unpack it first (bunzip2)
        [xz] an xz archive: unpack it first (unxz)
        [pdf] a PDF document: copy the moves out of it as text
        [utf16] UTF-16 text without a byte-order mark: give --encoding utf-16
        [nul] binary data (it holds NUL bytes)
       *[binary] binary data (most of its bytes are not text)
    }
    .label = not text
    .help = iccf reads transcripts saved as text (UTF-8); nothing else in this file was checked
syntax-invalid-utf8 = the file is not valid UTF-8: byte 0x{ $byte } cannot be read
    .label = not UTF-8
    .help = save the file as UTF-8, or give its encoding (--encoding windows-1252 or latin1); the bad bytes were read as spaces and the rest of the file was checked
syntax-legacy-encoding = the file is not UTF-8: byte 0x{ $byte } was read as { $encoding }
    .label = 0x{ $byte } in { $encoding }
    .help = the games that are not UTF-8 were read as { $encoding }, the usual encoding of older PGN files; save the file as UTF-8 to be read the same everywhere, or give --encoding to say which encoding it is
syntax-empty-file = no game in this file
    .label = empty
    .help = check that this is the file you meant: it holds no tag pair and no move

## The end of a game, tag pairs. $text, $name, $value, $content, $doubled, $written: text
## quoted from the transcript.

syntax-missing-termination = the game ends without a result
    .label = expected 1-0, 0-1, 1/2-1/2 or * here
    .help = end the moves with the result: 1-0, 0-1, 1/2-1/2, or * for a game in progress
syntax-doubled-bracket = the tag pair opens with two brackets
    .label = one [ too many
    .help = a tag pair reads [Name "value"] with one [, as in [White "Smith, John"]
syntax-text-after-tag-value = unexpected text `{ $text }` in the tag pair after its value
    .label = expected ] after the value
    .help = a tag pair reads [Name "value"] on one line, as in [White "Smith, John"]
syntax-value-over-two-lines = the tag value runs over two lines
    .label = the value's closing quote is on the next line
    .help = a tag pair reads [Name "value"] on one line, as in [White "Smith, John"]
syntax-tag-without-name = tag pair without a name
    .label = expected a tag name after [
    .help = a tag pair reads [Name "value"], as in [White "Smith, John"]
syntax-invalid-tag-name = invalid tag name `{ $name }`
    .label = letters, digits and _ only
    .help = a tag name is made of letters, digits and underscores and starts with a letter or digit (PGN standard, section 8.1)
# $bracket: missing (the tag pair has no ] either) or present.
syntax-unterminated-tag-value = the tag value has no closing quote{ $bracket ->
        [missing] {" "}and the tag pair no ]
       *[present] {""}
    }
    .label = expected " at the end of the value
    .help = end the value with a double quote{ $bracket ->
        [missing] {" "}and the tag pair with ]
       *[present] {""}
    }, as in [White "Smith, John"]
syntax-unescaped-quotes-in-value = the tag value holds { $count ->
        [one] a quotation mark
       *[other] quotation marks
    } that no backslash escapes
    .label = the value ends at the last quote before ]
    .help = inside a tag value write a quotation mark as `\"`, with a backslash before it (PGN standard, section 7), as in [Event "Memorial \"Old Tom\" 2019"] (`iccf check --fix` does it); the value was read to the last quote
syntax-escaped-closing-quote = the closing quote of the tag value is escaped by the `\` before it
    .label = `\"` is a quote inside the value, so the value is never closed
    .help = in a tag value a backslash escapes the character after it (PGN standard, section 7): write a backslash at the end of the value as `\\`, as in "{ $doubled }"; the value was read as `{ $content }`
syntax-tag-pair-without-bracket = the tag pair has no opening `[`
    .label = expected [ before the tag name
    .help = start the tag pair with [, as in `[{ $written }`; it was read as a tag pair of this game
syntax-unquoted-tag-value = the tag value `{ $value }` is not in double quotes
    .label = expected "..."
    .help = put the value in double quotes, as in [White "Smith, John"]
syntax-missing-tag-value = the tag `{ $name }` has no value
    .label = expected a value in double quotes after the name
    .help = write the value in double quotes ("?" if unknown), as in [White "Smith, John"]
syntax-unclosed-tag-pair = the tag pair is not closed with ]
    .label = expected ] after this
    .help = end the tag pair with ], as in [White "Smith, John"]
syntax-duplicate-tag = the tag `{ $name }` appears { $count ->
        [2] twice
       *[other] { $count } times
    } in this game
    .label = repeated here
    .first = first here
    .help = keep one of them: programs that read PGN keep only one value, and not always the same
syntax-misplaced-tag-pair = tag pair among the moves
    .label = tag pairs belong before the moves
    .help = move this tag pair to the top of the game, before the first move, each on its own line
# $open and $close: the quote marks as written (“ ”).
syntax-typographic-quotes = the tag value is written between { $marks ->
        [entity] the HTML entities
       *[other] typographic quotes
    } `{ $open }...{ $close }`{ $others ->
        [0] {""}
        [1] {" "}(and 1 more tag value of this game)
       *[other] {" "}(and { $others } more tag values of this game)
    }, not straight double quotes
    .label = { $marks ->
        [entity] quotes written as HTML entities, as in a web page's source
       *[other] curly quotes, as a word processor writes them
    }
    .help = a tag value stands between straight double quotes ", as in [White "Smith, John"]; the value is read as written between the marks: write straight quotes (`iccf check --fix` does it)

## Comments and variations. $depth and $deeper: numbers of nested variations.

# $until: move (the comment was read up to the next move) or game (to the end of the game).
syntax-unterminated-comment = this comment is never closed
    .label = {"{"} opens a comment with no closing {"}"}
    .help = add {"}"} where the comment ends; the comment was read up to { $until ->
        [move] the next move
       *[game] the end of the game
    }
syntax-variation-too-deep = variations nested more than { $depth } deep
    .label = variation { $deeper } levels deep
    .help = this variation and everything inside it were kept as text, not read as moves; real annotations never nest this deep, so check the parentheses
syntax-unmatched-parenthesis = this ) closes no variation
    .label = no ( is open here
    .help = add the missing ( before the first move of the variation, or delete the )
syntax-unclosed-variation = this variation is never closed
    .label = ( opens a variation with no closing )
    .help = add ) after the last move of the variation; the moves after ( were not checked on the board

## NAGs, results and move numbers. $written: as written; $result: 1-0, 0-1, 1/2-1/2 or *.

syntax-invalid-nag = NAG `{ $written }` is out of range
    .label = NAGs are $0 to $255
    .help = use a NAG from $0 to $255 ($1 good move, $2 mistake, $3 brilliant, $4 blunder, $5 interesting, $6 dubious), or write the remark in {"{"} {"}"} braces
syntax-dangling-number = move number with no move after it
    .label = no move follows this number
    .help = add the missing move, or delete the number
syntax-placeholder-dots = `{ $written }` in the place of Black's move, with no move
    .label = no move is written here
    .help = write Black's move in its place, or delete the dots
syntax-nonstandard-result = non-standard result `{ $written }`
    .label = read as { $result }
    .help = write `{ $result }`: PGN allows only 1-0, 0-1, 1/2-1/2 and *
# $meant: white, black or draw (what the score suggests); $kind: evaluation or score.
syntax-not-a-result = `{ $written }` is not a game result
    .label = { $kind ->
        [evaluation] an evaluation sign
       *[score] a score
    }, not a result
    .help = a game ends with 1-0, 0-1, 1/2-1/2 or * (not finished): write `{ $meant ->
        [white] 1-0` if White won
        [black] 0-1` if Black won
       *[draw] 1/2-1/2` if the game was drawn
    } (and the same in the Result tag), or `*` if the game is not over
syntax-result-in-variation = result `{ $written }` inside a variation
    .label = a variation cannot end the game
    .help = delete it, or write the remark as a comment such as {"{"} and White wins {"}"}
# $where: line (more moves follow on the result's line) or next-line (the next line goes on
# with the game's move numbers).
syntax-misplaced-result = result `{ $written }` in the middle of the game
    .label = { $where ->
        [next-line] the next line goes on with this game's moves
       *[line] more moves follow on this line
    }
    .help = the result goes after the last move of the game: move it there, or delete it
syntax-black-first-without-setup = the game starts with Black's move `{ $written }` but has no FEN tag
    .label = the position before this move is unknown
    .help = add the position before Black's move as [SetUp "1"] and [FEN "..."] tags, or start the game with White's move 1; the moves of this game were not checked on the board
# $expected: the number of the move due; $side: white or black (whose move it is);
# $wanted: the number as it should be written (12. or 12...); $shift: black-left-out,
# written-twice or other.
syntax-move-number-out-of-sequence = move number { $written } does not match the moves before it: expected { $wanted }
    .label = expected { $wanted }
    .help = the moves before this number make the next move { $side ->
        [white] White's
       *[black] Black's
    } move { $expected }: { $shift ->
        [black-left-out] either Black's move { $expected } was left out before it (then the board finds the next move to be the wrong side's), or the numbers from here on are half a move ahead of the moves (then write `{ $wanted }` here and renumber the moves after it)
        [written-twice] either a move was written twice before it (then the board finds the repeated move illegal), or the numbers from here on are behind the moves (then write `{ $wanted }` here and renumber the moves after it)
       *[other] write `{ $wanted }`, or correct the moves before it if one is left out or repeated
    }. The move numbers after it are counted from this one
syntax-reply-as-variation = the variation starts with Black's move { $written }, but it replaces White's move { $number }
    .label = expected { $number }.
    .help = a variation is an alternative to the move before its `(`, here White's move { $number }: if this is Black's reply, write it after the `)` in the main line; if it is an alternative to Black's move { $number }, put the `(` after that move. The moves of this variation were not checked on the board
syntax-black-dots-on-white-move = move number { $written } does not match the moves before it: expected { $expected }.
    .label = expected { $expected }.
    .help = the moves before this number make the next move White's move { $expected }: write `{ $expected }.`
syntax-numbered-apart-from-tags = the moves are numbered from `{ $written }`, but the FEN tag starts the game at `{ $first }`
    .label = expected { $first }
    .help = number the moves from `{ $first }`, as the move number of the FEN says, or correct the FEN's move number; the numbers after this one are read as counted from `{ $written }`
syntax-numbered-from-zero = the moves are numbered from { $written }: the first move of a game is move 1
    .label = expected { $first }
    .help = number the moves from 1 (`{ $first }` for the first move); the numbers after this one are read as counted from 0

## Numeric moves. $written: the move's digits; $square, $from, $to: squares as digits (90);
## $file, $rank, $digit: digits.

# $which: file or rank.
syntax-invalid-square = square { $square } does not exist: the { $which ->
        [file] file
       *[rank] rank
    } digit is { $digit }
    .label = { $which ->
        [file] file
       *[rank] rank
    } { $digit } is not on the board
    .help = files and ranks are numbered 1 to 8 (a1 = 11, e2 = 52, h8 = 88); check these digits on your scoresheet
# $squares: from, to or both (which squares have digits off the board); $from-bad and
# $to-bad: file, rank or both (which of their digits).
syntax-invalid-squares = `{ $written }` names squares that do not exist: { $squares ->
        [to] the to-square { $to } has { $to-bad ->
            [file] file { $to-file }
            [rank] rank { $to-rank }
           *[both] file { $to-file } and rank { $to-rank }
        }
       *[other] the from-square { $from } has { $from-bad ->
            [file] file { $from-file }
            [rank] rank { $from-rank }
           *[both] file { $from-file } and rank { $from-rank }
        }{ $squares ->
            [both] ; the to-square { $to } has { $to-bad ->
                [file] file { $to-file }
                [rank] rank { $to-rank }
               *[both] file { $to-file } and rank { $to-rank }
            }
           *[from] {""}
        }
    }
    .label = digits off the board
    .help = files and ranks are numbered 1 to 8 (a1 = 11, e2 = 52, h8 = 88); check these digits on your scoresheet
syntax-stray-digits-before-move = stray `{ $text }` glued before the move after it
    .label = not part of the move
    .help = a digit before a move is a slip of the pen or of OCR; the move after it is read: delete the digit
syntax-bad-promotion-digit = promotion digit { $digit } is not a piece
    .label = expected 1, 2, 3 or 4
    .help = the fifth digit names the new piece: 1 = queen, 2 = rook, 3 = bishop, 4 = knight
syntax-same-square = the move goes from { $square } to { $square }
    .label = from-square and to-square are the same
    .help = a piece must move to another square; one of the two squares was probably copied wrongly
# $count: the number of digits; $shape: twice (the to-square written twice; $meant the move
# without it), glued (two moves; $first and $second), short or long.
syntax-wrong-length = move `{ $written }` has { $count ->
        [one] { $count } digit
       *[other] { $count } digits
    }; a numeric move has 4, or 5 with a promotion digit
    .label = { $count ->
        [one] { $count } digit
       *[other] { $count } digits
    }
    .help = { $shape ->
        [twice] the to-square seems to be written twice: did you mean `{ $meant }`?
        [glued] two moves without a space between them? `{ $first } { $second }`
        [short] a digit is missing: a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion
       *[long] a move is the from-square and the to-square, two digits each (e2-e4 = 5254), and a fifth digit only for a promotion; check for an extra digit
    }
# $digits: the move with the promotion digit; the letter it replaces is quoted nowhere.
syntax-promotion-letter = the promotion piece of a numeric move is written as a letter, not as a digit
    .label = promotion letter
    .help = write `{ $digits }`: numeric notation writes the piece a pawn becomes as a fifth digit, 1=Q, 2=R, 3=B, 4=N
# $written: as written; $read: the move or number in ASCII digits; $what: move or number.
syntax-full-width-digits = `{ $written }` is written in full-width digits: the { $what ->
        [number] move number
       *[other] move
    } is read as { $read }
    .label = read as { $read }
    .help = write { $read } in plain digits (`iccf check --fix` does it): full-width digits, as Chinese, Japanese and Korean keyboards type them, are no part of numeric notation, and other programs do not read them
# $count: how many letters (1 to 5); $letter1 to $letter5: the letters, $digit1 to $digit5:
# the digits they stand for; $read: the move as read.
syntax-letter-for-digit = `{ $written }` holds { $count ->
        [1] the letter `{ $letter1 }` for the digit { $digit1 }
        [2] the letters `{ $letter1 }` for the digit { $digit1 } and `{ $letter2 }` for the digit { $digit2 }
        [3] the letters `{ $letter1 }` for the digit { $digit1 } and `{ $letter2 }` for the digit { $digit2 } and `{ $letter3 }` for the digit { $digit3 }
        [4] the letters `{ $letter1 }` for the digit { $digit1 } and `{ $letter2 }` for the digit { $digit2 } and `{ $letter3 }` for the digit { $digit3 } and `{ $letter4 }` for the digit { $digit4 }
       *[other] the letters `{ $letter1 }` for the digit { $digit1 } and `{ $letter2 }` for the digit { $digit2 } and `{ $letter3 }` for the digit { $digit3 } and `{ $letter4 }` for the digit { $digit4 } and `{ $letter5 }` for the digit { $digit5 }
    }: the { $what ->
        [number] move number
       *[other] move
    } is read as { $read }
    .label = read as { $read }
    .help = { $what ->
        [number] a move number is digits only: write { $read } (`iccf check --fix` does it)
       *[other] a numeric move is digits only: write { $read } (`iccf check --fix` does it), after checking on the scoresheet that this is the move played
    }; { $count ->
        [1] the letter stands
       *[other] the letters stand
    } where a digit belongs, as in text read by OCR or typed by hand

## Text that is not notation, other notations. $text: as written; $count: characters.

# $text: the sign as written; $nag: the number of the NAG that says the same.
syntax-evaluation-sign = the evaluation sign `{ $text }` is not part of the notation
    .label = an evaluation sign
    .help = PGN writes an evaluation as a NAG: write `${ $nag }` (`iccf check --fix` does it), or put the sign in a comment: {"{"}{ $text }{"}"}
syntax-stray-characters = stray { $count ->
        [one] character
       *[other] characters
    } `{ $text }`
    .label = not part of the notation
    .help = delete it; numeric moves are digits only, and remarks go inside {"{"} {"}"} braces
syntax-null-move = null move `{ $text }`
    .label = passes the turn without moving
    .help = a null move is not a chess move: write the move that was played, or put the analysis in a ( ) variation
# $moves: how many moves are in the other notation, of $total.
syntax-descriptive-game = this game is written in descriptive notation (P-K4, N-KB3), not in ICCF numeric notation ({ $moves } of { $total } moves)
    .label = first move in descriptive notation
    .help = descriptive notation names squares from each player's side, which no program here reads: write the moves in numeric notation (P-K4 is 5254 for White, 5755 for Black; N-KB3 is 7163 for White, 7866 for Black), or in algebraic notation and convert them with `iccf convert --to iccf`
# $notation: coordinate or algebraic.
syntax-other-notation-game = this game is written in { $notation ->
        [coordinate] coordinate notation (UCI)
       *[algebraic] algebraic notation
    }, not in ICCF numeric notation ({ $moves } of { $total } moves)
    .label = { $notation ->
        [coordinate] first move in coordinate notation
       *[algebraic] first algebraic move
    }
    .help = convert the whole game with `iccf convert --to iccf FILE`, which writes every move in numeric notation
# $kind: long (long algebraic) or coordinate; $numeric: the move in numeric notation.
syntax-coordinate-move = `{ $text }` is written in { $kind ->
        [long] long algebraic
       *[coordinate] coordinate (UCI)
    } notation, not in numeric notation
    .label = { $kind ->
        [long] long algebraic
       *[coordinate] coordinate (UCI)
    } notation
    .help = write `{ $numeric }`: numeric notation writes the files a-h as the digits 1-8
syntax-glued-san-moves = `{ $text }` is two moves in algebraic notation (SAN) without a space between them: `{ $first }` and `{ $second }`
    .label = two algebraic moves
    .help = numeric notation writes the from-square and the to-square of each move as digits (files a-h are 1-8), with a space between moves: Ng1-f3 is 7163, e2-e4 is 5254
syntax-descriptive-move = `{ $text }` is written in descriptive notation, not in numeric notation
    .label = descriptive move
    .help = numeric notation writes the from-square and the to-square as digits (files a-h are 1-8, ranks from White's side): P-K4 is 5254 for White, N-KB3 is 7163
# $side: white or black; $castling: kingside or queenside; $numeric: the king's move.
syntax-castling-notation = castling written as `{ $text }`, not as the king's move
    .label = { $side ->
        [white] White's
       *[black] Black's
    } { $castling ->
        [kingside] king-side castling
       *[queenside] queen-side castling
    }
    .help = numeric notation writes castling as the king's move: write `{ $numeric }` for { $side ->
        [white] White's
       *[black] Black's
    } { $castling ->
        [kingside] king-side castling
       *[queenside] queen-side castling
    } (in Chess960, the king's from-square and its castling square)
syntax-san-move = `{ $text }` is written in algebraic notation (SAN), not in numeric notation
    .label = algebraic (SAN) move
    .help = numeric notation writes the from-square and the to-square as digits (files a-h are 1-8): Ng1-f3 is 7163, e2-e4 is 5254
# $letter: the first letter of the move.
syntax-san-move-foreign-letter = `{ $letter }` is not an English piece letter (K Q R B N)
# $written: the move as SAN writes it.
syntax-check-before-promotion = the check sign of `{ $text }` stands before its promotion
    .label = check sign before the promotion
    .help = write `{ $written }`: the promotion follows the square, the check sign comes last
# $spelling: brackets, slash or lowercase.
syntax-malformed-promotion = { $spelling ->
        [lowercase] the promotion piece of `{ $text }` is a lower-case letter
       *[other] the promotion of `{ $text }` is not written as SAN writes it
    }
    .label = { $spelling ->
        [brackets] promotion piece in brackets
        [slash] promotion piece after a slash
       *[lowercase] lower-case promotion piece
    }
    .help = write `{ $written }`: SAN writes the piece a pawn becomes as `=` and its capital letter (Q, R, B or N) right after the square

## Text pasted along with the record. $text: as written (its first line, cut to 60
## characters); $others: how many more in this game; $count, $lines: counts.

# $entity: entity (&amp;) or markup (<br>).
syntax-html-markup = { $entity ->
        [entity] HTML entity
       *[markup] HTML markup
    } `{ $text }` in the text{ $others ->
        [0] {""}
        [1] , and 1 more piece of HTML in this game
       *[other] , and { $others } more pieces of HTML in this game
    }
    .label = HTML, not notation
    .help = the record was copied from a web page with its HTML: the moves around it are read as if it were not there; delete the HTML (`iccf check --fix` does it), or copy the record as plain text
# $code: the Unicode code (200B); $name: see syntax-character-name.
syntax-no-break-space = a { $name ->
        [narrow-no-break-space] narrow no-break space
       *[no-break-space] no-break space
    } (U+{ $code }) inside a move{ $others ->
        [0] {""}
        [1] , and 1 more in this game
       *[other] , and { $others } more in this game
    }
    .label = this space splits the move's digits
    .help = the text around it is read as if it were not there; delete it (`iccf check --fix` does it): other programs read a move that holds one as two wrong moves
# $name: soft-hyphen, mongolian-vowel-separator, zero-width-space, zero-width-non-joiner,
# zero-width-joiner, left-to-right-mark, right-to-left-mark, word-joiner, byte-order-mark,
# direction-control, direction-isolate or invisible.
syntax-invisible-character = invisible character U+{ $code } ({ $name ->
        [soft-hyphen] soft hyphen
        [mongolian-vowel-separator] Mongolian vowel separator
        [zero-width-space] zero width space
        [zero-width-non-joiner] zero width non-joiner
        [zero-width-joiner] zero width joiner
        [left-to-right-mark] left-to-right mark
        [right-to-left-mark] right-to-left mark
        [word-joiner] word joiner
        [byte-order-mark] byte-order mark (zero width no-break space)
        [direction-control] text direction control
        [direction-isolate] text direction isolate
       *[invisible] invisible character
    }) in the text{ $others ->
        [0] {""}
        [1] , and 1 more in this game
       *[other] , and { $others } more in this game
    }
    .label = U+{ $code } here, not shown on screen
    .help = the text around it is read as if it were not there; delete it (`iccf check --fix` does it): other programs read a move that holds one as two wrong moves
# $separator: comma, semicolon or slash.
syntax-separators-between-moves = the moves are separated by { $separator ->
        [semicolon] semicolons
        [slash] slashes
       *[comma] commas
    } ({ $count ->
        [one] { $count } { $separator ->
            [semicolon] semicolon
            [slash] slash
           *[comma] comma
        }
       *[other] { $count } { $separator ->
            [semicolon] semicolons
            [slash] slashes
           *[comma] commas
        }
    } in this game)
    .label = a { $separator ->
        [semicolon] semicolon
        [slash] slash
       *[comma] comma
    } between moves
    .help = moves are separated by spaces; the moves are read as if each { $separator ->
        [semicolon] semicolon
        [slash] slash
       *[comma] comma
    } were one: write spaces (`iccf check --fix` does it){ $separator ->
        [semicolon] ; in PGN a semicolon starts a comment to the end of the line, so other programs lose the moves after it
       *[other] {""}
    }
syntax-quote-marks = e-mail quote marks `{ $text }` before { $count ->
        [one] { $count } line
       *[other] { $count } lines
    }
    .label = quote marks of an e-mail reply
    .help = the moves were quoted from an e-mail; they are read and checked as if the marks were not there: delete the marks (`iccf check --fix` does it)
syntax-shortcode = blog shortcode `{ $text }`, not a tag pair
    .label = markup of a blog's chess viewer
    .help = a web page's viewer marks where a game starts and ends with it; it is not part of the record: delete the line (`iccf check --fix` does it)
syntax-email-attribution = the line of an e-mail reply that introduces the quote: `{ $text }`
    .label = e-mail text
    .help = the lines of an e-mail are not part of the record (their dates and times are not read as moves): delete them, or put them inside {"{"} {"}"} braces as a comment
syntax-email-signature = an e-mail signature ({ $count ->
        [one] { $count } line
       *[other] { $count } lines
    })
    .label = e-mail signature
    .help = the lines of an e-mail are not part of the record (their dates and times are not read as moves): delete them, or put them inside {"{"} {"}"} braces as a comment
syntax-text-after-result = text after the game's result: `{ $text }`
    .label = not part of the game
    .help = words after the result are not part of the record: put them inside {"{"} {"}"} braces as a comment, or delete them
syntax-text-before-game = text before the tag pairs of a game: `{ $text }`
    .label = not part of the game
    .help = a greeting or a note before the tag pairs is not part of the record: delete it, or put it inside {"{"} {"}"} braces as a comment
syntax-date-line = a date between the moves: `{ $text }`
    .label = not a move: its numbers are not read as moves
    .help = a date (when a move was sent or received) is not part of the moves: put it inside {"{"} {"}"} braces as a comment, or delete it
syntax-email-header = { $count ->
        [one] an e-mail header line: `{ $text }`
       *[other] e-mail header lines ({ $count } lines): `{ $text }`
    }
    .label = e-mail header
    .help = the lines of an e-mail are not part of the record (their dates and times are not read as moves): delete them, or put them inside {"{"} {"}"} braces as a comment
