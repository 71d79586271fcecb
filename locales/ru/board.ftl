# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in Russian; translated from locales/en/board.ftl.
# Terms: locales/GLOSSARY.md.

board-phrases = { $before }; { $next }

## Рокировка (B010)

board-castling-no-right = { $side ->
        [white] белые
       *[black] чёрные
    } не могут сделать { $castling ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку: король или эта ладья уже ходили
    .label = нет права на рокировку
board-castling-path-blocked = { $side ->
        [white] белые
       *[black] чёрные
    } не могут сделать { $castling ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку: между королём и ладьёй на { $rook } { $count ->
        [one] стоит фигура, на поле
       *[other] стоят фигуры, на полях
    } { $squares }
    .label = путь не свободен
board-castling-in-check = { $side ->
        [white] белые
       *[black] чёрные
    } не могут сделать { $castling ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку, находясь под шахом
    .label = король под шахом
board-castling-attacked = { $side ->
        [white] белые
       *[black] чёрные
    } не могут сделать { $castling ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку: король прошёл бы через поле { $square } или встал бы на него, а его бьёт { $piece ->
         [pawn] пешка
         [knight] конь
         [bishop] слон
         [rook] ладья
         [queen] ферзь
        *[king] король
    } { $owner ->
        [white] белых
       *[black] чёрных
    } на { $attacker }
    .label = через битое поле
board-castling-not-legal = { $side ->
        [white] белые
       *[black] чёрные
    } не могут сделать здесь { $castling ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку
    .label = рокировка невозможна
board-castling-onto-rook-in-standard = король на поле своей ладьи — это запись рокировки в Chess960; в классических шахматах пишут `{ $move }`
board-castling-no-king = у { $side ->
        [white] белых
       *[black] чёрных
    } нет короля, чтобы рокироваться
board-ambiguous-castling = `{ $written }` читается и как рокировка, и как ход короля { $from }-{ $to }; принято как рокировка
    .label = прочитано как { $castling ->
            [kingside] короткая
           *[queenside] длинная
        } рокировка
    .help = записывайте рокировку как ход короля на поле своей ладьи, `{ $from }{ $rook }`: так её можно прочитать только одним способом; обычный ход короля здесь от рокировки не отличить
board-castling-onto-rook = `{ $written }` — { $castling ->
        [kingside] короткая
       *[queenside] длинная
    } рокировка в записи Chess960 (король на поле своей ладьи); в классических шахматах пишут `{ $standard }`
    .label = прочитано как { $standard }
    .help = пишите `{ $standard }`: в классических шахматах рокировка записывается ходом короля на его поле рокировки (5171, 5131, 5878, 5838)

## Превращение (B008, B009, B021, B023)

board-short-promotion = превращение записано в нестандартной четырёхзначной форме: `{ $written }` прочитано как ход с { $from } на { $to } с превращением в { $piece ->
         [pawn] пешку
         [knight] коня
         [bishop] слона
         [rook] ладью
         [queen] ферзя
        *[king] короля
    }
    .label = прочитано как { $standard }
    .help = пишите `{ $standard }`: конечное поле { $square }, а затем цифра превращения (1 ферзь, 2 ладья, 3 слон, 4 конь)
board-short-promotion-also-pawn-move = `{ $written }` читается и как ход пешки { $from }-{ $to } без цифры превращения: принято превращение в ферзя
board-promotion-digit-missing = пешка доходит до последней горизонтали на { $to }, но у хода нет цифры превращения
    .label = во что превращается пешка?
    .help = добавьте цифру превращения: `{ $written }1` — ферзь, или пятой цифрой 2 ладья, 3 слон, 4 конь
board-promotion-digit-unexpected = цифра превращения у хода без превращения: { $piece ->
        [pawn] пешка идёт с { $from } на { $to }, а не на последнюю горизонталь
       *[other] на { $from } стоит { $piece ->
         [pawn] пешка
         [knight] конь
         [bishop] слон
         [rook] ладья
         [queen] ферзь
        *[king] король
    }, а не пешка
    }
    .label = здесь нет превращения
    .help = пишите `{ $move }` без пятой цифры или проверьте ход
board-san-promotion-missing = пешка доходит до последней горизонтали на { $to }, но в `{ $move }` не сказано, во что она превращается
    .label = во что превращается пешка?
    .help = добавьте фигуру: `{ $move }=Q` — ферзь, или =R, =B, =N
board-san-promotion-unexpected = превращение у хода без превращения: пешка идёт с { $from } на { $to }, а не на последнюю горизонталь
    .label = здесь нет превращения
    .help = удалите обозначение превращения (=Q) или проверьте ход
board-impossible-promotion-piece = `{ $move }` превращает пешку в { $piece ->
         [pawn] пешку
         [knight] коня
         [bishop] слона
         [rook] ладью
         [queen] ферзя
        *[king] короля
    }: пешка не может стать { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
       *[king] королём
    }
    .label = такого превращения нет
    .help = пешка превращается в ферзя, ладью, слона или коня: =Q, =R, =B или =N (в цифровой нотации пятая цифра 1, 2, 3 или 4)

## Ходы в алгебраической нотации

board-ambiguous-san = ход `{ $move }` здесь неоднозначен
    .label = этот ход может сделать больше одной фигуры
    .help = напишите один из ходов: { $moves }
board-san-in-check = { $side ->
        [white] белым
       *[black] чёрным
    } объявлен шах ({ $checker ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $checker_square }{ $checks ->
        [one] {""}
       *[other] {" "}и { $checker2 ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        } на { $checker2_square }
    }), и `{ $move }` не защищает от него: { $has ->
        [none] у { $side ->
            [white] белых
           *[black] чёрных
        } нет такой фигуры ({ $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        })
       *[some] ни одна фигура { $side ->
            [white] белых
           *[black] чёрных
        } этого типа ({ $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        }) не может пойти на { $to }
    }
    .label = король под шахом
board-san-no-piece = `{ $move }` — недопустимый ход в этой позиции: { $has ->
        [none] у { $side ->
            [white] белых
           *[black] чёрных
        } нет такой фигуры ({ $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        })
       *[some] ни одна фигура { $side ->
            [white] белых
           *[black] чёрных
        } этого типа ({ $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        }) не может пойти на { $to }
    }
    .label = недопустимый ход
board-same-square-help = фигура должна пойти на другое поле, а ни четырёхзначное превращение, ни рокировка Chess960 здесь не подходят; вероятно, одно из двух полей переписано с ошибкой: { $instead }

## Проверка ходов партии

board-move-after-end = ход после окончания партии: { $side ->
        [white] белым
       *[black] чёрным
    } { $ending ->
        [checkmate] поставлен мат
       *[stalemate] поставлен пат
    }
    .label = партия уже окончена
    .help = удалите ходы после окончания партии или проверьте ходы перед ним
    .related = { $ending ->
            [checkmate] мат
           *[stalemate] пат
        }
board-unchecked-moves = { $this_move ->
        [yes] { $later ->
            [0] этот ход не проверен на доске
           *[other] этот ход и { $later ->
                [one] { $later } следующий ход
                [few] { $later } следующих хода
                [many] { $later } следующих ходов
               *[other] { $later } следующих ходов
            } не проверены на доске
        }
       *[no] { $later ->
            [one] { $later } следующий ход не проверен на доске
            [few] { $later } следующих хода не проверены на доске
            [many] { $later } следующих ходов не проверены на доске
           *[other] { $later } следующих ходов не проверены на доске
        }
    }
    .label = здесь проверка на доске остановилась
board-unchecked-moves-write-numeric = напишите `{ $move }` — тот же ход в цифровой нотации — и запустите проверку снова, чтобы проверить на доске остальные ходы
board-unchecked-moves-correct = исправьте этот ход (см. ошибку на нём) и запустите проверку снова, чтобы проверить на доске остальные ходы
board-checking-piece-arrived = этим ходом шахующая фигура пришла на { $square }
board-wrong-check-mark = { $mark ->
        [mate-on-check] `#` у хода, который даёт шах, но не мат
        [mate-on-no-check] `#` у хода, который не даёт шаха
       *[check-on-no-check] `+` у хода, который не даёт шаха
    }
    .label = { $check ->
            [yes] только шах
           *[no] шаха нет
        }
    .help = удалите знак (в цифровой нотации + и # не пишут) или проверьте, что записан сыгранный ход
board-unreadable-move = `{ $move }` не читается как ход
    .label = { $notation ->
            [san] не алгебраическая нотация
            [coordinate] не координатная запись хода
           *[numeric] не ход в цифровой нотации
        }
    .help = { $notation ->
            [san] в алгебраической нотации (SAN) фигуры обозначаются английскими буквами K Q R B N: Nf3, exd5, e8=Q, O-O
            [coordinate] координатная запись — это два поля a1-h8 и, при превращении, буква q, r, b или n: e2e4, e7e8q
           *[numeric] ход в цифровой нотации — это исходное и конечное поля, по две цифры 1-8 (вертикаль, горизонталь), и цифра превращения 1-4, когда пешка превращается: 5254, 57581
        }
board-null-move-in-check = нулевой ход `{ $move }`, когда { $side ->
        [white] белым
       *[black] чёрным
    } объявлен шах
    .label = сторона, чей ход, под шахом
    .help = нулевой ход нельзя сделать из-под шаха: запишите ход, который был сыгран
board-repair-candidates = возможно, имелся в виду один из ходов: { $deleted ->
        [first] удалённый ход, { $after }
        [middle] { $before }, удалённый ход, { $after }
        [last] { $before }, удалённый ход
       *[none] { $before }
    } — с последующими ходами они согласуются одинаково хорошо: сверьте их с бланком записи

board-repair-candidates-went-on = следующие ходы проверены с ходом { $move }

## Результат (B012)

board-result-contradicts-position = { $place ->
        [marker] результат
       *[tag] тег Result
    } { $written } противоречит итоговой позиции: { $why }
    .label = ожидалось { $expected }
    .help = партия закончилась на доске, потому что { $why }: { $tag_too ->
            [yes] напишите { $expected } здесь и в теге Result
           *[no] напишите { $expected }
        }
board-ending = { $ending ->
        [checkmate] { $side ->
            [white] белым
           *[black] чёрным
        } поставлен мат
        [stalemate] { $side ->
            [white] белым
           *[black] чёрным
        } поставлен пат
       *[dead] ни одна из сторон не может поставить мат ({ $white }; { $black }) — мёртвая позиция
    }
board-material = у { $side ->
        [white] белых
       *[black] чёрных
    } { $alone ->
        [yes] только король
       *[no] король и { $pieces }
    }
board-material-pieces = { $first ->
        [yes] {""}
       *[no] { $before } и {""}
    }{ $piece ->
         [pawn] пешка
         [knight] конь
         [bishop] слон
         [rook] ладья
         [queen] ферзь
        *[king] король
    }
board-result-tag-says = { $same ->
        [yes] в теге Result тоже указано { $result }
       *[no] в теге Result указано { $result }, и это тоже неверно
    }
board-game-ends-here = здесь партия окончена

## Начальная позиция: теги Variant и FEN

board-unsupported-variant = вариант `{ $name }` на доске не проверяется
    .label = не классические шахматы и не Chess960
    .help = проверена только запись этой партии; её ходы подчиняются правилам другого варианта
board-fen-move-number-zero = номер хода в FEN — 0; ходы нумеруются с 1
    .label = прочитано как 1
    .help = напишите 1 последним полем FEN и пронумеруйте первый ход партии цифрой 1; программы читают 0 как 1
board-invalid-fen = тег FEN не задаёт допустимую позицию: { $problems }
    .label = неверный FEN
    .help = скопируйте FEN заново из источника партии (шесть полей, например rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1); ни один ход этой партии не проверен
board-fen-field-count = { $count ->
        [one] в нём { $count } поле
        [few] в нём { $count } поля
        [many] в нём { $count } полей
       *[other] в нём { $count } полей
    }, а в FEN их 6: доска, очередь хода, права на рокировку, поле взятия на проходе, счётчик полуходов и номер хода
board-fen-rank-count = { $count ->
        [one] на доске { $count } горизонталь
        [few] на доске { $count } горизонтали
        [many] на доске { $count } горизонталей
       *[other] на доске { $count } горизонталей
    }, а нужно 8, разделённых знаком /
board-fen-not-a-piece = `{ $letter }` на { $rank }-й горизонтали — не буква фигуры (PNBRQK, pnbrqk) и не число пустых полей
board-fen-rank-squares = { $rank }-я горизонталь (`{ $text }`) { $count ->
        [one] содержит { $count } поле
        [few] содержит { $count } поля
        [many] содержит { $count } полей
       *[other] содержит { $count } полей
    }, а в каждой горизонтали 8 полей
board-fen-side = очередь хода — `{ $value }`, а должно быть w или b
board-fen-castling = права на рокировку `{ $value }` должны быть - или буквами из KQkq (или вертикалями A-H, a-h)
board-fen-en-passant = поле взятия на проходе `{ $value }` должно быть - или полем на 3-й или 6-й горизонтали
board-fen-not-a-number = { $field ->
        [halfmove-clock] счётчик полуходов
       *[move-number] номер хода
    } `{ $value }` — не число
board-fen-position = { $problem ->
        [empty-board] на доске нет ни одной фигуры
        [missing-king] не хватает короля
        [too-many-kings] у одной из сторон больше одного короля
        [pawns-on-back-rank] на первой или последней горизонтали стоят пешки
        [opposite-check] сторона, которая не ходит, находится под шахом
       *[other] shakmaty не может расставить эту позицию
    }
board-fen-unreadable = { $part ->
        [board] неверная запись доски в FEN
        [pocket] неверный «карман» в FEN
        [turn] неверная очередь хода в FEN
        [castling] неверные права на рокировку в FEN
        [ep-square] неверное поле взятия на проходе в FEN
        [remaining-checks] неверный счётчик оставшихся шахов в FEN
        [halfmove-clock] неверный счётчик полуходов в FEN
        [fullmoves] неверный номер хода в FEN
       *[fen] неверный FEN
    }
board-fen-more-problems = { $count ->
        [one] и ещё { $count } ошибка
        [few] и ещё { $count } ошибки
        [many] и ещё { $count } ошибок
       *[other] и ещё { $count } ошибок
    }
board-fen-chess960-castling-rights = FEN даёт права на рокировку `{ $letters }`, которые допускает только Chess960: в обычных шахматах король рокирует только со своего поля на линии e, с ладьями в углах
    .label = права на рокировку Chess960
    .help = если партия — Chess960, добавьте тег [Variant "Chess960"]; если короли или ладьи ходили, они потеряли эти права: удалите буквы из поля рокировки FEN (напишите `-`, если прав не осталось). Партия воспроизведена как Chess960
board-fen-chess960-castling-right = FEN даёт право на рокировку `{ $letter }`, но { $king_on ->
        [square] { $side ->
            [white] белый
           *[black] чёрный
        } король стоит на { $king }
       *[none] у { $side ->
            [white] белых
           *[black] чёрных
        } нет короля
    }: в классических шахматах король рокируется только со своего поля на вертикали e; такое право бывает только в Chess960
    .label = право на рокировку Chess960
    .help = если король уже ходил, он потерял это право: удалите `{ $letter }` из поля рокировки в FEN (напишите `-`, если прав не осталось); если партия играется по Chess960, добавьте тег [Variant "Chess960"]. Партия проверена по правилам Chess960
board-fen-chess960-castling-rook = FEN даёт право на рокировку `{ $letter }`, но на { $corner } нет { $side ->
        [white] белой
       *[black] чёрной
    } ладьи: в классических шахматах король рокируется только с ладьёй из угла; такое право, с ладьёй на { $rook }, бывает только в Chess960
    .label = право на рокировку Chess960
    .help = если ладья уже ходила, право потеряно: удалите `{ $letter }` из поля рокировки в FEN (напишите `-`, если прав не осталось); если партия играется по Chess960, добавьте тег [Variant "Chess960"]. Партия проверена по правилам Chess960
board-fen-castling-right-dropped = FEN даёт право на рокировку `{ $letter }`, но { $reason ->
        [king-off-first-rank] { $side ->
            [white] белый
           *[black] чёрный
        } король стоит не на своей первой горизонтали
        [no-rook] на { $square } нет ладьи { $side ->
            [white] белых
           *[black] чёрных
        }
        [standard] в классических шахматах { $side ->
            [white] белый
           *[black] чёрный
        } король рокируется со своего поля на вертикали e с ладьёй в углу
       *[cannot-castle] { $side ->
            [white] белый
           *[black] чёрный
        } король и ладья на { $square } не могут рокироваться
    }
    .label = такого права на рокировку нет
    .help = удалите `{ $letter }` из поля рокировки в FEN (напишите `-`, если прав не осталось); партия проверена без этого права, как её читает python-chess
board-fen-en-passant-dropped = поле взятия на проходе { $square } в FEN невозможно: { $reason ->
        [wrong-rank] при ходе { $side ->
            [white] белых
           *[black] чёрных
        } оно должно быть на { $rank }-й горизонтали
        [no-pawn] перед ним нет пешки { $other ->
            [white] белых
           *[black] чёрных
        }, как было бы после её хода на два поля
       *[occupied] поле, через которое прошла пешка, или поле, откуда она пошла, занято
    }
    .label = перед этим не было хода пешки на два поля
    .help = напишите `-` в поле взятия на проходе в FEN; партия проверена без него, как её читает python-chess
