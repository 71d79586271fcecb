# The codes of iccf: the summary of each (`iccf rules`) and the text of `iccf explain CODE`.
# One message per code, code-NAME: its value is the summary, its attributes the sections of
# the explanation. English is the source of truth: src/codes.rs reads it.

## S001
code-invalid-utf8 = the file is not valid UTF-8
    .what = Some bytes of the file are not UTF-8 text. The diagnostic points at the first bad byte; every bad byte is read as a space so that the rest of the file is still checked.
    .why = PGN and ICCF transcripts are exchanged as UTF-8 text. Bytes in another encoding (often Latin-1 or Windows-1252 names in tags) show up as garbage in other programs.
    .example = {"["}White "M\xfcller"]   (a Latin-1 byte for u-umlaut)
    .fix = Save the file as UTF-8 in your editor ("Save with encoding: UTF-8").

## S002
code-invalid-square = a square digit is 0 or 9
    .what = In numeric notation every square is two digits, file then rank, each from 1 to 8. A 0 or a 9 cannot name a square.
    .why = The move cannot be read at all, so the game cannot be replayed past it.
    .example = 1. 5259 5755   (59: there is no 9th rank)
    .fix = Write the digits of the square again: files a-h are 1-8 and ranks 1-8 are 1-8 (e2 = 52).

## S003
code-bad-promotion-digit = a promotion digit is not 1-4
    .what = A fifth digit after a move names the piece a pawn promotes to: 1 queen, 2 rook, 3 bishop, 4 knight. Any other digit is meaningless.
    .why = The promotion piece decides the rest of the game; a wrong digit cannot be guessed.
    .example = 57. 57585   (5 is not a piece)
    .fix = Use 1 for a queen, 2 for a rook, 3 for a bishop or 4 for a knight (e7-e8=Q is 57581).

## S004
code-wrong-move-length = a move has the wrong number of digits
    .what = A numeric move has exactly four digits (from-square, to-square) or five (with a promotion digit). This one has fewer or more.
    .why = A digit was dropped or doubled while copying; the move cannot be read.
    .example = 12. 646 5756   (three digits)
    .fix = Copy the move again from your scoresheet: two digits for the square the piece leaves, two for the square it reaches.

## S005
code-same-square = a move goes from a square to the same square
    .what = The from-square and the to-square of the move are the same, and it cannot be a short promotion or Chess960 castling either.
    .why = No piece moves to the square it stands on; one of the squares was copied wrongly.
    .example = 20. 4646 5756
    .fix = Check the move on your scoresheet and write both squares again.

## S006
code-san-move = a move is written in algebraic notation (SAN)
    .what = The move is written in standard algebraic notation (Nf3, exd5, e8=Q), not in ICCF numeric notation.
    .why = Numeric notation exists so that players without a common language read the same moves; mixing notations invites misreadings.
    .example = 3. 6125 Nf6
    .fix = Write the from-square and the to-square as digits (Ng8-f6 is 7866), or convert the whole game with `iccf convert --to iccf`.

## S007
code-coordinate-move = a move is written in coordinate notation (e2e4)
    .what = The move is written with letters for the files (e2e4, e2-e4, e7e8q), as engines and UCI do, not in numeric notation.
    .why = Numeric notation writes files as digits 1-8; letters are read differently by different programs.
    .example = 1. e2e4 5755
    .fix = Replace each file letter by its number (a=1 ... h=8): e2e4 is 5254, e7e8q is 57581.

## S008
code-castling-notation = castling is written as O-O instead of the king's move
    .what = Numeric notation writes castling as the king's move: 5171 and 5131 for White, 5878 and 5838 for Black.
    .why = O-O is algebraic notation; numeric readers and the ICCF server expect the king's move.
    .example = 5. O-O 6857
    .fix = Write White's O-O as 5171, O-O-O as 5131; Black's O-O as 5878, O-O-O as 5838.

## S009
code-unterminated-comment = a {"{"} comment is never closed
    .what = A comment opened with {"{"} has no closing {"}"} before the end of the file or the next game's tag pairs. Everything after the brace was read as part of the comment.
    .why = The moves after the brace are hidden inside the comment: other programs will silently drop them.
    .example = 40. 1214 {"{"} missing brace 6564 41. 1415 6463
    .fix = Add the closing {"}"} where the comment should end.

## S010
code-unclosed-variation = a ( variation is never closed
    .what = A variation opened with ( has no matching ) before the end of the game.
    .why = The moves after the parenthesis are read as part of the variation, not of the game.
    .example = 3. 6125 ( 3. 6134 7866 4. 4244 1-0
    .fix = Add the closing ) where the variation ends.

## S011
code-unmatched-parenthesis = a ) closes no variation
    .what = A closing parenthesis appears where no variation is open.
    .why = Either the opening ( was lost, and the variation's moves are read as the game's, or the ) is a typo.
    .example = 3. 6125 7866 ) 4. 5171
    .fix = Add the missing ( before the variation's first move, or delete the ).

## S012
code-malformed-tag-pair = a tag pair is malformed
    .what = A tag pair must read [Name "value"]: a name of letters, digits and underscores, one space, the value in double quotes (\" and \\ inside), and a closing bracket. (PGN standard, section 8.1)
    .why = Programs that read PGN drop or misread malformed tags, and with them the players, the event or the result.
    .example = {"["}White "Smith, J]
    .fix = Add the missing quote or bracket; put the value in double quotes.

## S013
code-duplicate-tag = a tag name appears twice in one game
    .what = The same tag name appears more than once in one game's tag-pair section. (PGN standard, section 8.1: a tag name appears at most once.)
    .why = Programs keep only one of the values, and not always the same one.
    .example =
        {"["}White "Smith"]
        {"["}White "Jones"]
    .fix = Keep one of the two tag pairs.

## S014
code-move-number-out-of-sequence = a move number does not match the moves before it
    .what = The move number says a different move than the count of moves before it (1. 5254 5755 3. 7163: the third number should be 2). Later numbers are counted from the written number, so that a move left out or written twice is reported once (here, with the board's error on the move that no longer fits), and numbers shifted by half a move are one report; when the next number fits the count before the wrong one, the wrong one was a slip and the count goes back. A variation that opens with Black's move where it replaces White's move (4. 3647 ( 4... 5847 )) is reported here too: a variation is an alternative to the move before its (, not the reply to it. A FEN whose move number is 0 lets the moves be numbered from 0 or from 1.
    .why = Either a move is missing or doubled, or the number was mistyped; an arbiter must know which.
    .example = 1. 5254 5755 3. 7163
    .fix = Write the expected number, or add the move that is missing.

## S015
code-stray-character = a stray character
    .what = A character that has no meaning in a numeric transcript, such as @, & or ~, often glued to a move.
    .why = It may hide a mistyped digit; other programs may reject the whole game.
    .example = 12. 5254& 5755
    .fix = Delete the character, or put remarks inside {"{"} {"}"} braces.

## S016
code-unexpected-text = text that is not part of the notation
    .what = Words between the moves that are not moves, move numbers, comments or a result, such as 'My move' or a gloss after an arrow. A line of prose (the text of an e-mail sent with the game, 'You sent on 09/20; I received on 09/21') is reported once, from its first word to the end of its line, when nothing on the rest of the line reads as a move: the numbers in it are not read as moves or move numbers.
    .why = Other programs stop reading the game there or drop it.
    .example = My move 8171
    .fix = Put remarks inside {"{"} {"}"} braces, or delete them. `iccf check --fix` puts a line of prose in braces.

## S017
code-nonstandard-result = a result is spelled in a non-standard way
    .what = The result is written as ½-½, 1:0 or another spelling: with spaces around the dash (1 - 0, 1/2 - 1/2, 1-  0), with an en dash, em dash or minus sign (1–0, ½–½, 1−0), as 0.5-0.5, or with a period after it. It is read as the result it spells, at the end of the movetext or before the next game. The PGN standard (section 8.2.6) allows only 1-0, 0-1, 1/2-1/2 and *.
    .why = Databases and rating programs read only the standard spellings.
    .example = 40. 5171 ½-½
    .fix = Write 1/2-1/2 for a draw, 1-0 or 0-1 for a win (`iccf check --fix` does it).

## S018
code-invalid-nag = a NAG is not $0 to $255
    .what = A numeric annotation glyph is a $ followed by a number from 0 to 255 (PGN standard, section 8.2.4).
    .why = Other programs reject the game or drop the annotation.
    .example = 12. 5254 $300
    .fix = Use a NAG from 0 to 255 ($1 good move, $2 mistake, ...), or write the remark in {"{"} {"}"} braces.

## S019
code-null-move = a null move
    .what = A null move (--, Z0, 0000) passes the turn without moving. It is used in analysis, never in a played game, and numeric notation has no way to write it.
    .why = The game cannot be replayed past it as a game of chess.
    .example = 12. 5254 -- 13. 6163
    .fix = Replace it with the move that was played, or move the analysis into a ( ) variation.

## S020
code-missing-termination-marker = a game ends without a result
    .what = The game's movetext ends (at the end of the file or at the next game's tag pairs) without a game termination marker: 1-0, 0-1, 1/2-1/2 or *. (PGN standard, section 8.2.6.)
    .why = Programs that read PGN may join this game with the next one.
    .example =
        {"["}Event "?"]

        1. 5254 5755

        {"["}Event "?"]
    .fix = End the movetext with the result, or * when the game is still in progress.

## S021
code-result-in-variation = a result inside a variation
    .what = A game termination marker (1-0, 0-1, 1/2-1/2, *) appears inside a ( ) variation.
    .why = The result belongs after the last move of the game; inside a variation it ends nothing.
    .example = 3. 6125 ( 3. 6134 1-0 ) 3... 1716
    .fix = Delete it, or write the remark as a comment {"{"} White wins {"}"}.

## S022
code-misplaced-tag-pair = a tag pair in the middle of a line of moves
    .what = A tag pair appears among the moves, not at the start of a line before a game.
    .why = Tag pairs belong to the tag-pair section at the top of a game (PGN standard, section 8.1).
    .example = 1. 5254 5755 [White "Smith"] 2. 7163
    .fix = Move the tag pair to the top of the game.

## S023
code-dangling-move-number = a move number with no move after it
    .what = A move number is followed by another move number, a result or the end of the game, with no move; or dots stand alone in the place of Black's move at the end of the game (`3. 6125 ... *`, a template's empty place).
    .why = A move may have been lost while copying.
    .example = 21. 5171 22. 1-0
    .fix = Add the missing move, or delete the number or the dots.

## S024
code-variation-too-deep = variations nested too deeply
    .what = A ( opens a variation more than 64 levels deep. The variation and everything inside it is kept as text and not read as moves.
    .why = No annotated game nests variations this deep; such text is usually a run of stray parentheses, and reading it would produce one error per level.
    .example = 1. 5254 ((((((((... 64 more ... 5755
    .fix = Check the parentheses: each ( needs its ), and variations are rarely more than a few levels deep.

## S025
code-misplaced-result = a result in the middle of the game
    .what = A game termination marker (1-0, 0-1, 1/2-1/2, *) is followed on its line by more moves of the same game (the move number that comes next, or a numeric move).
    .why = Programs that read PGN end the game at the result and lose the moves after it, or read them as a new game.
    .example = 12. 5254 1-0 12... 5755 13. 7163
    .fix = Move the result after the last move of the game, or delete it.

## S026
code-not-a-result = a score or an evaluation stands where the result should
    .what = The movetext ends with something that looks like a result but is none: a score such as 2-0 or 0-2, or an evaluation sign such as +- (White is winning) or -+ at the end of the game. A game ends with 1-0, 0-1, 1/2-1/2 or * (PGN standard, section 8.2.6). (Loose spellings of a real result, such as 1 - 0, 1–0 or 0.5-0.5, are S017 nonstandard-result.)
    .why = Programs that read PGN take these characters for moves or stray text, and the game gets no result; which result was meant is for a human to say.
    .example = 41. 7172 5848 2-0
    .fix = Write 1-0 if White won, 0-1 if Black won, 1/2-1/2 for a draw, or * if the game is not over.

## S027
code-check-before-promotion = a check sign stands before the promotion of an algebraic move
    .what = An algebraic (SAN) move that promotes has its check sign before the promotion: gxh1+=Q instead of gxh1=Q+. The PGN standard (section 8.2.3.8) puts the promotion right after the destination square and the check sign at the very end. The move is read as written, with the promotion.
    .why = Strict PGN readers stop at the check sign and report the rest (=Q) as stray text, so the game cannot be read there.
    .example = 9. Qxh7 gxh1+=Q
    .fix = Move the check sign to the end: gxh1=Q+.

## S028
code-malformed-promotion = the promotion of an algebraic move is not written as =Q
    .what = An algebraic (SAN) move that promotes writes the new piece as a lower-case letter (bxa1=q), in brackets (bxa1(Q)) or after a slash (bxa1/Q). The PGN standard (section 8.2.3.6) writes = and the piece's capital letter right after the destination square: bxa1=Q. The move is read as that promotion, and the game is replayed. A king or a pawn as the new piece is not this warning but impossible-promotion-piece (B022).
    .why = Strict PGN readers stop at the promotion: a lower-case q is not a piece letter, ( opens a variation and / is no part of a move, so the game cannot be read there.
    .example = 57. bxa1(Q)
    .fix = Write = and the capital letter: bxa1=Q (`iccf check --fix` does it).

## S029
code-promotion-letter = the promotion of a numeric move is written as a letter
    .what = A numeric move that promotes writes the new piece as a fifth digit: 1 queen, 2 rook, 3 bishop, 4 knight. This one writes it as a letter after the four digits (6768Q, 6768=Q, 6768q). The move is read as that promotion, and the game is replayed.
    .why = Numeric notation exists so that players without a common language read the same moves; piece letters differ between languages, and readers of numeric notation stop at the letter.
    .example = 45. 6768Q
    .fix = Write the digit of the piece in place of the letter: 67681 (`iccf check --fix` does it).

## S035
code-legacy-encoding = the file is not UTF-8 and was read as Windows-1252
    .what = Some bytes of the file are not UTF-8. With `--encoding auto` (the default) each game whose bytes are not UTF-8 is read as Windows-1252, the encoding of most older PGN archives (it holds every Latin-1 letter, so names such as Sören or Østberg read right). The warning is given once per file, at the first such byte, and names the encoding used.
    .why = Other programs may read the same bytes differently and show garbage in names and comments. Offsets in the output still count bytes of the file as it is on disk, and `iccf fmt` and `--fix` write the file back in the encoding it was read in.
    .example = {"["}White "M\xfcller"]   (the byte 0xFC is u-umlaut in Windows-1252 and Latin-1)
    .fix = Save the file as UTF-8, or say which encoding it is with --encoding latin1 or --encoding windows-1252 (then no warning is given). Allow the code (--allow legacy-encoding) if the archive is meant to stay in its encoding.

## S036
code-empty-file = no game in this file
    .what = The file holds no game: it is empty, or only blank lines and spaces.
    .why = A transcript file with nothing in it is usually a failed save or export, or the wrong file was given.
    .example = (a file of zero bytes)
    .fix = Check that the right file was given and that it was saved with its games; delete it if it is not needed.

## S037
code-html-markup = HTML markup or an HTML entity in the text
    .what = The text holds HTML: tags such as <br />, </p> <p> or <span ...>, HTML comments, or entities such as &nbsp; and &#8203;. A record copied out of a web page's source, a blog post or a forum often brings them along. They are skipped as if they were white space, and the moves around them are read and checked. Reported once per game, at the first piece, with the number of the others.
    .why = Other programs read the markup as moves or stray characters: a <br /> at each line end can split one game into many, and &nbsp; can swallow the moves after it.
    .example =
        1. 5254 5755<br />
        2. 7163&nbsp;2836 *
    .fix = Delete the markup (`iccf check --fix` does it), or copy the record from the page as plain text.

## S038
code-invisible-character = a character that cannot be seen stands in the text
    .what = The text holds a character that takes no room on the screen: a zero width space (U+200B), zero width joiner or non-joiner (U+200D, U+200C), word joiner (U+2060), soft hyphen (U+00AD), a text direction mark (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), or a byte-order mark (U+FEFF) after the start of the file. Web pages put them inside long words, and joining files puts byte-order marks in their middle. The move that holds one is read as if it were not there. Reported once per game, at the first one, named by its Unicode code.
    .why = The record looks right on the screen, yet other programs read `71<U+200B>63` as two wrong moves, and a search for the move does not find it.
    .example = 2. 71​63 2836
    .fix = Delete the character (`iccf check --fix` does it); an editor that shows invisible characters finds it.

## S039
code-punctuation-between-moves = moves are separated by commas, semicolons or slashes
    .what = The moves are separated by commas (5254, 5755, 7163), semicolons (5254; 5755;) or slashes (5254/5755) instead of spaces, as in a list typed into an e-mail or a spreadsheet. The moves are read as if each were a space. Reported once per game.
    .why = PGN separates moves with white space only; other programs read each comma or slash as a stray character, and a semicolon as the start of a comment that hides the rest of the line.
    .example = 5254,5755,7163,2836 *
    .fix = Write a space in place of each comma (`iccf check --fix` does it).

## S040
code-letter-for-digit = a letter stands where a digit of a numeric move belongs
    .what = A numeric move holds a letter that looks like a digit: S or s for 5, O, o or D for 0, l, I or | for 1, B for 8, Z or z for 2, G or b for 6, g or q for 9. Text recognised by OCR from a scanned scoresheet, and moves typed by hand, have them. The move is read with the digit in place of the letter, and checked on the board. A move number may hold them too (`l.`, `1O.`): it is read as its number when the count of the moves expects that number and a move follows it. Digits typed in full width (`７１６３`, `２．`), as Chinese, Japanese and Korean keyboards type them, are read the same way.
    .why = A letter is no part of a numeric move: other programs stop at it, and the move may be read as two wrong ones.
    .example = 2. 7l63 28S6
    .fix = Write the digit (`iccf check --fix` does it); check on the scoresheet that the digit read is the one written.

## B001
code-empty-from-square = no piece stands on the from-square
    .what = The move starts from a square where no piece stands in the position reached by the moves before it.
    .why = A digit was mistyped, or a move earlier in the game was left out or copied wrongly.
    .example = 1. 5254 5755 2. 5354   (e3 is empty)
    .fix = Check the from-square on your scoresheet; the help lists the legal moves and the position (FEN).

## B002
code-opponent-piece = the move takes the other side's piece
    .what = The piece on the from-square belongs to the player who is not to move.
    .why = Usually two moves were swapped, or a move of one side is missing.
    .example = 1. 5254 5253
    .fix = Check the order of the moves and the move numbers around it.

## B003
code-unreachable-square = the piece cannot move to that square
    .what = The piece on the from-square cannot reach the to-square: it does not move that way, or another piece blocks the path.
    .why = A digit of the to-square was mistyped, or the position differs from what the writer thought.
    .example = 1. 7163 5755 2. 6354   (a knight on f3 cannot reach e4)
    .fix = Check the to-square; the help lists where that piece can go.

## B004
code-own-piece-on-destination = the to-square holds a piece of the same side
    .what = The to-square is occupied by a piece of the side that moves; a piece cannot capture its own side.
    .why = A digit was mistyped or an earlier move is wrong.
    .example = 1. 5152
    .fix = Check the to-square; the help lists where that piece can go.

## B005
code-king-in-check = the move leaves or puts the own king in check
    .what = After the move, the moving side's king would be attacked. The label marks the checking piece.
    .why = No legal move leaves the own king in check; the move or an earlier one is wrong.
    .example = 1. 5254 5755 2. 6263 4185 3. 4152   (the queen on h4 still gives check)
    .fix = Check the move; the help lists the legal moves of the piece.

## B006
code-illegal-castling = castling is not allowed here
    .what = The king's move reads as castling, but castling is not allowed: the king or rook has moved (no castling right), a piece stands between them, or the king is in check or passes through or lands on an attacked square.
    .why = The move, or an earlier one, was copied wrongly.
    .example = 1. 5254 5755 2. 5171
    .fix = Check the move and the moves of the king and rook before it.

## B007
code-en-passant-unavailable = en passant is not possible here
    .what = A pawn moves diagonally to an empty square, which is only legal as an en passant capture right after the opponent's pawn moved two squares past it.
    .why = The to-square or an earlier move is wrong.
    .example = 1. 5254 4745 2. 5445 3736 3. 5546
    .fix = Check the move; en passant is only possible on the very next move.

## B008
code-missing-promotion-digit = a pawn reaches the last rank without a promotion digit
    .what = The move takes a pawn to the last rank, so it must say which piece the pawn becomes with a fifth digit.
    .why = The game cannot go on without knowing the new piece.
    .example = 45. 4748   (which piece?)
    .fix = Add the promotion digit: 1 queen, 2 rook, 3 bishop, 4 knight (47481 = d8=Q).

## B009
code-unexpected-promotion-digit = a promotion digit on a move that does not promote
    .what = The move has a fifth digit, but it does not take a pawn to the last rank.
    .why = A digit was added by mistake, or the move is not the one meant.
    .example = 1. 52541
    .fix = Delete the fifth digit, or check the move.

## B010
code-short-promotion = a promotion written in the non-standard 4-digit form
    .what = The move is a promotion written with four digits: from-square, the destination file, and the promotion digit (6762 = f7-f8=R). The ICCF standard writes five: 67682.
    .why = The 4-digit form is ambiguous: 6762 also reads as f7-f2, and only the position tells them apart.
    .example = 55. 6762
    .fix = Write the full destination square and the promotion digit: 6762 becomes 67682 (`iccf check --fix` does it).

## B011
code-move-after-game-end = a move after checkmate or stalemate
    .what = The position before this move is already checkmate or stalemate, so the game is over.
    .why = The moves after it cannot have been played; moves were probably added or copied from another game.
    .example = 4. 8567 5878   (after Scholar's mate)
    .fix = Delete the moves after the end of the game, or check the moves before it.

## B012
code-result-contradicts-position = the result contradicts the final position
    .what = The game ends on the board, but the result (termination marker or Result tag) says otherwise: checkmate decides the game; stalemate and a dead position, where neither side has the material to checkmate (king against king, king and bishop or knight against king; FIDE Laws of Chess, article 5.2.2), draw it. It is reported once per game, on the result after the moves when that one is wrong (a wrong Result tag beside it is marked in the same report), else on the Result tag.
    .why = The board decides these games: a record whose result says otherwise is wrong, and crosstables and ratings would count the wrong result.
    .example =
        4. 8567 0-1   (White mated)
        {"["}FEN "k7/8/8/8/8/8/6q1/7K w - - 0 1"] 1. 8172 1-0   (king against king)
    .fix = Write the result the board gives: 1-0 or 0-1 for checkmate, 1/2-1/2 for stalemate or a dead position.

## B013
code-wrong-check-mark = a check or mate mark is wrong
    .what = The move carries + but gives no check, or # but is not checkmate.
    .why = Numeric notation does not need these marks; a wrong one suggests the move was not the one intended.
    .example = 1. 5254+
    .fix = Delete the mark (numeric notation does not use them), or check the move.

## B014
code-invalid-fen = the FEN tag is not a valid position
    .what = The game starts from the position in its FEN tag, and that FEN cannot be read or is not a legal position (all problems are listed).
    .why = None of the game's moves can be checked without a starting position.
    .example =
        {"["}SetUp "1"]
        {"["}FEN "8/8/8/8/8/8/8/8 w - - 0 1"]
    .fix = Copy the FEN again from the source of the game.

## B015
code-ambiguous-castling = a Chess960 king move reads both as castling and as a king move
    .what = In Chess960 the king's move here reads both as castling (the king ends on the castling square) and as an ordinary one-square king move. It is taken as castling.
    .why = The two readings lead to different positions; the writer should say which was played.
    .example = {"["}Variant "Chess960"] ... 6171   (king f1, rook h1)
    .fix = Write castling as the king's move onto its own rook (6181), which has only one reading.

## B016
code-unsupported-variant = the game's variant is not checked
    .what = The Variant tag names a chess variant other than standard chess or Chess960, so the moves are not checked on a board.
    .why = Only the notation of this game was checked.
    .example = {"["}Variant "Crazyhouse"]
    .fix = Nothing to fix; check the moves with a program for that variant.

## B017
code-ambiguous-move = an algebraic move is ambiguous
    .what = In a PGN (SAN) game, the move names a piece and a square, but two or more such pieces can go there (Nd7 when knights on b8 and f6 can both reach d7).
    .why = The move cannot be replayed without guessing which piece moved.
    .example = 1. Nf3 Nf6 2. Nc3 Nc6 3. Nd5 Nd4 4. Ne5 Nb5 5. Nd3   (which knight?)
    .fix = Add the file or rank of the piece that moved (Nfd3), or write the move in numeric notation, which has no such ambiguity.

## B018
code-piece-does-not-move = a move leaves its piece on its square
    .what = The from-square and the to-square of the move are the same. The digits also read as something else, a 4-digit promotion (5252 = e2-e1=R for Black) or Chess960 castling with the king already on its castling square (7171), but neither is possible in the position, so no piece moves.
    .why = No piece moves to the square it stands on; one of the squares was copied wrongly.
    .example = 1. 7163 5755 2. 7171   (standard chess: g1 to g1)
    .fix = Check the move on your scoresheet and write both squares again; the help lists where the piece can go.

## B019
code-null-move-in-check = a null move while in check
    .what = In PGN input, a null move (--, Z0) passes the turn. The side to move is in check, so passing would leave its king in check: the game cannot be replayed past it.
    .why = A null move in check is no position of chess; the move or an earlier one was copied wrongly.
    .example = 1. e4 f6 2. Qh5+ --
    .fix = Write the move that was played instead of the null move.

## B020
code-moves-not-checked = moves not checked on the board after a move it could not read
    .what = The board replays the moves of each line in order. It stopped at a move that cannot be read as a move (the syntax error on it says why), so this move and the moves after it in its line were not checked. When the move is a legal move written in another notation (SAN, coordinates), the note gives its numeric form.
    .why = A transcript with unchecked moves may hide illegal ones; the note says how much is unchecked.
    .example = 1. 5254 5755 2. Nf3 2836 3. 6125   (Nf3 is 7163; two moves after it unchecked)
    .fix = Correct the move (the numeric form in the help, when there is one) and check again.

## B021
code-castling-onto-rook = standard-chess castling written in the Chess960 form
    .what = In standard chess the move takes the king onto its own rook in the corner (5181, 5111, 5888, 5818). That is how Chess960 writes castling; standard chess writes the king's move to its castling square (5171, 5131, 5878, 5838). The move is read as castling.
    .why = Programs that read standard chess reject the king onto its own rook, and a reader may take it for a mistake.
    .example = 5. 5181   (king-side castling: 5171)
    .fix = Write castling as the king's move to its castling square: 5181 becomes 5171 (`iccf check --fix` does it).

## B022
code-impossible-promotion-piece = a pawn promotes to a king or a pawn
    .what = In PGN input, the move promotes a pawn to a king or a pawn (bxa1=K). A pawn promotes to a queen, rook, bishop or knight of its colour.
    .why = The new piece cannot be guessed; the game cannot be replayed past it.
    .example = 57. bxa1=K
    .fix = Write the piece the pawn became: =Q, =R, =B or =N (in numeric notation the fifth digit 1, 2, 3 or 4).

## B023
code-impossible-castling-right = a FEN castling right has no king or rook for it
    .what = A letter of the FEN's castling field (K, Q, k, q or a file letter) names a castling right, but the king or the rook it needs does not stand on its square (q with no Black rook on a8). The game is replayed without that right, as python-chess reads it.
    .why = The FEN was probably copied wrongly; a program that is strict about FEN rejects the game.
    .example = {"["}FEN "1q2kb1r/8/8/8/8/8/8/4K3 w q - 0 1"]   (no Black rook on a8)
    .fix = Delete the letter from the castling field of the FEN (write - when no right is left), or correct the position.

## B024
code-impossible-en-passant-square = a FEN en passant square no pawn move explains
    .what = The FEN's en passant field names a square, but no pawn can have just moved two squares past it: the square is on the wrong rank for the side to move, no pawn of the other side stands in front of it, or the squares it passed are occupied. The game is replayed without it, as python-chess reads it.
    .why = The FEN was probably copied wrongly; a program that is strict about FEN rejects the game.
    .example = {"["}FEN "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"]
    .fix = Write - as the en passant field of the FEN, or correct the position.

## B025
code-fen-move-number-zero = the FEN's move number is 0
    .what = The last field of a FEN is the number of the next move, which starts at 1 (PGN standard, section 16.1.3.6). This FEN writes 0; programs read it as 1. Moves numbered from 0 in the movetext are not out of sequence, since they follow the FEN as written.
    .why = Other programs number the game's moves from 1, so move numbers in the file and in their output differ.
    .example =
        {"["}FEN "8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - - 0 0"]

        0. 8717
    .fix = Write 1 as the FEN's move number and number the game's first move 1.

## B026
code-unreadable-move = a move the board cannot read
    .what = The board could not read the move as a move of chess (SAN with letters shakmaty does not know, such as Sf3 or ♘f3 in PGN input; digits outside 1-8), and no syntax diagnostic covers it. The line stops there.
    .why = The game cannot be replayed past a move that cannot be read; without this error a program would take the game for checked.
    .example = (PGN input) 1. e4 e5 2. Sf3   (German letter for the knight)
    .fix = Write the move in standard notation (English piece letters K Q R B N) or in numeric notation.

## L001
code-move-number = move numbers missing or in a non-standard form
    .what = The move numbers are missing, written without a dot (12 5756), written the wrong way for Black (12. or 12.. or 12… before Black's move), or Black's number 12... appears where the flow of moves was not interrupted. The standard form (PGN standard, section 8.2.2.2) numbers every White move `12.` and writes Black's `12...` only where it is needed: at the start of the game or of a variation, and after a variation. After a comment Black's number may be written or not: export format writes it (`iccf fmt` does), but a transcript written by hand (2. 7163 {"{"}best{"}"} 2836) is as clear without it. (A number that contradicts the count of moves is an error of its own, S014 move-number-out-of-sequence.)
    .why = Numbers let the opponent and the arbiter check at a glance that no move was lost, and other programs read the standard form without guessing.
    .example =
        5254 5755 7163 2836   (no numbers)
        12 5756   (no dot)
        1. 5254 1... 5755   (Black's number not needed)
    .fix = Number White's moves `12.` and Black's `12...` only after a variation (after a comment as you like). `iccf check --fix` writes the numbers from the count of moves: it adds the missing ones, adds the dots, and deletes Black's numbers that are not needed.

## L002
code-non-numeric-notation = check marks, capture marks or separators in numeric moves
    .what = The move carries signs that numeric notation does not use: + or # for check and mate, or a separator between the two squares (52-54, 52x54, 52:54). Each sign gets its own remark.
    .why = A numeric move is four digits, or five with a promotion; extra signs make it harder to read by program, and a wrong + or # suggests the move is not the one intended (see B013 wrong-check-mark).
    .example = 12. 52-54+
    .fix = Delete the signs (`iccf check --fix` does it): 52-54+ becomes 5254.

## L003
code-seven-tag-roster = the Seven Tag Roster is incomplete or out of order
    .what = The tags of a game must include Event, Site, Date, Round, White, Black and Result, in this order (PGN standard, section 8.1.1). This rule reports missing tags (a missing Result tag is reported by L005 result-tag), and a roster tag that comes after one it should precede. Other tags may stand between them.
    .why = Databases, rating programs and tournament software look for these seven tags to know which game it is; a game without them cannot be put in a crosstable.
    .example =
        {"["}White "Smith"]
        {"["}Event "Cup"]
        {"["}Result "1-0"]
    .fix = Add the missing tags (use ? for an unknown value, and - for a Round that does not apply) and put them in the order Event, Site, Date, Round, White, Black, Result.

## L004
code-date-format = a date is not YYYY.MM.DD
    .what = The tags Date, EventDate and UTCDate must read YYYY.MM.DD: four digits for the year, two for the month, two for the day, with ???? or ?? for the parts that are unknown (PGN standard, section 8.1.1.3). The month must be 01-12 and the day must exist in that month.
    .why = Other programs sort and select games by date; a date in another form (12/05/2019 is the 12th of May or the 5th of December?) is read wrongly or not at all.
    .example =
        {"["}Date "12/05/2019"]
        {"["}Date "1990"]
    .fix = Write the date as 2019.05.12; unknown parts as ?? (1990.??.??). `iccf check --fix` rewrites a date that has one reading (2019/05/12, 2019-5-12, 25.12.2019, 1990); a date such as 12/05/2019, whose day and month could be swapped, is left for you to decide.

## L005
code-result-tag = the Result tag is missing or differs from the game's result
    .what = A game with tag pairs has no Result tag, or the Result tag and the game termination marker at the end of the moves give different results.
    .why = Some programs read the Result tag, others the result after the moves: with two different results, the crosstable may count the wrong one.
    .example =
        {"["}Result "1-0"]

        1. 5254 5755 0-1
    .fix = Make the Result tag and the result after the moves the same; add [Result "..."] after the Black tag when it is missing.

## L006
code-duplicate-game = a game is a duplicate of an earlier one
    .what = The game has the same main-line moves, the same result and the same Seven Tag Roster (Event, Site, Date, Round, White, Black, Result) as an earlier game in the input, in the same file or in an earlier file of the same run. Comments, variations and other tags are not compared. The second copy is reported; the label points at the first.
    .why = A game submitted twice is counted twice in a crosstable.
    .example = the same game pasted twice in one file
    .fix = Delete one of the copies.

## L007
code-empty-game = a game with no moves and no result
    .what = The game has tag pairs but nothing after them: no moves and no result (often at the end of a file); or it is only a comment before the tag pairs of the first game (a comment after a game is kept with it, as trivia); or it is a result alone, with no tags and no moves (often the result of the game before, written twice). (Tag pairs followed by a comment and no result are reported by S020 missing-termination-marker.)
    .why = Often a leftover header or a game that was never pasted; tournament software may count it as a game.
    .example =
        {"["}Event "Cup"]
        {"["}White "Smith"]

        {"["}Event "Cup"]
        {"."}..
    .fix = Delete it, or add the moves and the result (* for a game that has not started).

## L008
code-timestamp-order = a move timestamp goes backwards or is malformed
    .what = Correspondence servers write the time each move was sent in a comment, [%ccsnt 2018.10.02,12:56] (date YYYY.MM.DD, time HH:MM or HH:MM:SS), and clocks as [%clk 0:05:00] (hours:minutes:seconds). This rule reports a timestamp or clock that cannot be read, and a send time earlier than the one of a move before it in the main line.
    .why = Arbiters use the send times to settle time disputes and to count reflection time; a time that goes backwards or cannot be read was copied or edited wrongly.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Copy the timestamps again from the server's record of the game.

## L009
code-tag-value-whitespace = a tag value starts or ends with spaces
    .what = The value of a tag pair has spaces (or tabs) right after the opening quote or before the closing quote: [White " Smith, J"].
    .why = Programs compare names and events exactly: " Smith, J" and "Smith, J" become two different players in a crosstable or a rating list.
    .example = {"["}White " Smith, J "]
    .fix = Delete the spaces inside the quotes (`iccf check --fix` does it).

## L010
code-unknown-result-tag = the Result tag is not 1-0, 0-1, 1/2-1/2 or *
    .what = The value of the Result tag is not one of the four results the PGN standard allows (section 8.1.1.7): 1-0, 0-1, 1/2-1/2 and *. Spellings such as ½-½ or 1:0 are read and can be fixed; other values ("draw", "+/-", an empty value) cannot.
    .why = Rating and tournament programs read only the standard results; any other value counts as no result.
    .example = {"["}Result "½-½"]
    .fix = Write 1-0, 0-1, 1/2-1/2, or * for a game in progress (`iccf check --fix` rewrites the spellings it can read).

## L011
code-plycount-mismatch = the PlyCount tag differs from the number of moves
    .what = The PlyCount tag gives the number of half-moves (plies) of the game (PGN standard, section 9.2.1), and it differs from the number of moves in the main line.
    .why = A wrong ply count means either the tag is stale or moves were lost or added while copying the game.
    .example =
        {"["}PlyCount "3"]

        1. 5254 5755 1/2-1/2
    .fix = Check that no move is missing; then write the number of half-moves in the PlyCount tag (or delete it).

## L012
code-fen-without-setup = a FEN tag without SetUp "1"
    .what = The game starts from the position in its FEN tag, but it has no [SetUp "1"] tag (or SetUp says "0"). The PGN standard (section 9.7.1) asks for SetUp "1" with every FEN tag.
    .why = Programs that look for SetUp before reading FEN start the game from the normal position, and every move after is then wrong.
    .example = {"["}FEN "8/8/8/8/8/8/6k1/4K2R w K - 0 1"]
    .fix = Add [SetUp "1"] just before the FEN tag.

## T001
code-time-limit-exceeded = a side used more reflection time than its control allows
    .what = Counted from the send stamps as ICCF counts it (Rules art. 2.4.2: whole 24-hour periods from the opponent's move to the reply, days beyond 20 on one move charged twice, time left at a control carried forward), a side's total reached more days than the time control allows by then: more than 50 days by move 10 in 10 moves in 50 days (the webserver help "Time Limit": the control is cumulative, 100 days by move 20), or more than a Fischer or Triple Block clock held. The message names the move and by how many days. It runs when a control is known: `--control`, the [time] table of iccf.toml, or a TimeControl tag in days.
    .why = A side over the limit at a control has lost on time (ICCF Rules art. 2.4.2), unless a leave or a clock stop of the tournament director explains the days; an arbiter deciding a time-forfeit claim needs the count.
    .example = iccf check --control 10/50 game.pgn   (White's total reached 55 days at move 7, 5 over the 50 allowed by move 10)
    .fix = Check the stamps against the server's record; if a leave explains the days, give it (`iccf time --leave white=2019.01.02..2019.01.20`); otherwise the claim stands.

## T002
code-double-time-charged = a move took more than 20 days and was charged double beyond 20
    .what = One reply took more than 20 whole days; ICCF Rules art. 2.4.2 charge "up to 20 days, plus twice the whole number of days of reflection time used beyond 20 days, for any single move": 21 days are charged 22, 23 days 26, 25 days 30. Reported for the controls that double (10 moves in N days, Fischer), not for Triple Block or per-move controls.
    .why = The charged total, not the days on the calendar, decides a time-forfeit; a player who took 25 days on one move has 30 days gone.
    .example = 7. b3 {"{"}[%ccsnt 2019.05.07,06:30]{"}"} after 6... Be7 {"{"}[%ccsnt 2019.04.11,19:29]{"}"}   (25 days, charged 30)
    .fix = Nothing to fix in the record: it is advice on how the time was counted. Allow the rule (`--allow double-time-charged`) if you do not want it shown.

## T003
code-long-silence = 40 days or more passed without a move
    .what = The stamps show 40 days or more between a move and the reply to it (after leave is taken off). ICCF sends reminders after 14, 28 and 35 days without a move, and 40 days' silence loses the game (iccf.com messages 1034 and 1036).
    .why = A reply after 40 days of silence comes after the game was lost; either a leave is missing from the count or the stamps are wrong.
    .example = 22. Ne3 {"{"}[%ccsnt 2019.08.01,20:34]{"}"} after 21... Rd8 {"{"}[%ccsnt 2019.06.22,12:15]{"}"}
    .fix = Give the leave that covers the days (`--leave`), or copy the stamps again from the server's record.

## T004
code-move-time-limit-exceeded = one move took longer than its control allows a move
    .what = The control limits each move: `per-move 3` (chess.com's TimeControl 1/86400, lichess's "3 days per move") allows that many days for every move, and ICCF Triple Block asks for a move (or a refill of the bank) within 50 days. This move took longer.
    .why = With a per-move limit, one slow move loses the game on time, whatever time the player has left otherwise.
    .example =
        {"["}TimeControl "1/86400"]

        1. 5254 {"{"}[%ccsnt 2020.01.01,10:00]{"}"} 5755 {"{"}[%ccsnt 2020.01.03,11:00]{"}"}
    .fix = Check the stamps and the control; a leave or a vacation of the site may explain the time.

## T005
code-impossible-stamp = a send stamp goes backwards or a clock shows more than it can
    .what = A move's send stamp is earlier than the stamp of the move it answers (or its received date), so its reflection time would be negative; or a [%clk] clock shows more time left than the per-move control gives. Each such stamp is reported once, on the stamp, and its move is not counted.
    .why = The count of reflection time cannot use a stamp that goes backwards: the stamps were copied or edited wrongly.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Copy the stamps again from the server's record of the game.

## T006
code-same-minute-reply = a reply was sent in the same minute as the move it answers
    .what = The reply's send stamp is in the same minute as the stamp of the move it answers: the server played it at once, which is what a conditional move (a pre-entered reply) looks like. It counts zero days.
    .why = An arbiter reading the times should know the reply took no reflection time at all, and why.
    .example = 11. cxd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"} exd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"}
    .fix = Nothing to fix: it is advice. Allow the rule (`--allow same-minute-reply`) if you do not want it shown.
