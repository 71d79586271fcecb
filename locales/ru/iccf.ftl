# Сообщения iccf на русском. Термины: locales/GLOSSARY.md. Исходный текст: locales/en/iccf.ftl.

## Итог `iccf check`

summary-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[other] { $count } партий
}
summary-errors = { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
   *[other] { $count } ошибок
}
summary-warnings = { $count ->
    [one] { $count } предупреждение
    [few] { $count } предупреждения
   *[other] { $count } предупреждений
}
summary-advice = { $count ->
    [one] { $count } совет
    [few] { $count } совета
   *[other] { $count } советов
}
summary-in-files = в { $count ->
    [one] { $count } файле
   *[other] { $count } файлах
}
summary-unchecked = { $count ->
    [one] { $count } ход не проверен
    [few] { $count } хода не проверены
   *[other] { $count } ходов не проверено
} из-за разрешённых ошибок
summary-unreadable = { $count ->
    [one] { $count } файл не удалось прочитать или записать
    [few] { $count } файла не удалось прочитать или записать
   *[other] { $count } файлов не удалось прочитать или записать
}
summary-fixed = --fix: { $problems ->
    [one] исправлена { $problems } проблема
    [few] исправлены { $problems } проблемы
   *[other] исправлено { $problems } проблем
} в { $files ->
    [one] { $files } файле
   *[other] { $files } файлах
}
summary-diff = --diff: { $changed ->
    [one] изменится { $changed } файл
    [few] изменятся { $changed } файла
   *[other] изменится { $changed } файлов
} (проверено: { $files ->
    [one] { $files } файл
    [few] { $files } файла
   *[other] { $files } файлов
}, { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[other] { $games } партий
})
summary-diff-blocked = { $errors ->
    [one] { $errors } ошибка, которую --fix не может исправить
    [few] { $errors } ошибки, которые --fix не может исправить
   *[other] { $errors } ошибок, которые --fix не может исправить
}
summary-hidden = { $count ->
    [one] { $count } сообщение не показано
    [few] { $count } сообщения не показаны
   *[other] { $count } сообщений не показано
} (--max-diagnostics { $max })

## `iccf explain` и `iccf rules`

explain-default-level = уровень по умолчанию: { $level }
explain-fixable = , исправляется с помощью --fix
explain-what = Что это значит
explain-why = Почему это важно
explain-example = Пример
explain-fix = Как исправить
rules-levels-from = уровни из { $path } и командной строки
rules-header-code = код
rules-header-name = имя
rules-header-default = обычно
rules-header-level = здесь
rules-header-fixable = --fix
rules-header-summary = описание
rules-yes = да
rules-no = нет

## Диаграмма: строка под доской

diagram-side-to-move = { $state ->
    [checkmated] { $side ->
        [white] Белым поставлен мат
       *[black] Чёрным поставлен мат
    }
    [stalemated] { $side ->
        [white] У белых пат
       *[black] У чёрных пат
    }
    [check] { $side ->
        [white] Ход белых, шах
       *[black] Ход чёрных, шах
    }
   *[move] { $side ->
        [white] Ход белых
       *[black] Ход чёрных
    }
} (ход { $move })

## Отчёт для человека

report-in-game = в партии { $game }
report-help = подсказка

## Диагностика доски (коды B). Фигуры: пешка, конь, слон, ладья, ферзь, король.

board-piece-can-go = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $square } может пойти на { $squares }
board-piece-has-no-move = у { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
       *[king] короля
    } на { $square } нет допустимых ходов в этой позиции
board-legal-moves-to = допустимые ходы на { $square }: { $moves }
board-legal-move-count = у { $side ->
        [white] белых
       *[black] чёрных
    } { $count ->
    [one] { $count } допустимый ход
    [few] { $count } допустимых хода
   *[other] { $count } допустимых ходов
} в этой позиции (FEN { $fen })
board-side-can-play = { $side ->
        [white] белые
       *[black] чёрные
    } могут сыграть { $moves } (FEN { $fen })
board-empty-from-square = на поле { $square } нет фигуры
    .label = поле { $square } пусто
board-own-piece-on-destination = на поле { $square } стоит своя фигура ({ $own ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } { $side ->
        [white] белых
       *[black] чёрных
    })
    .label = { $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        } не может бить фигуру своего цвета
board-same-square = ход ведёт с поля { $square } на то же поле { $square }
    .label = исходное и конечное поля совпадают
board-opponent-piece = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $square } принадлежит { $owner ->
        [white] белым
       *[black] чёрным
    }
    .label = { $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        } { $owner ->
            [white] белых
           *[black] чёрных
        }
board-side-to-move = сейчас ход { $side ->
        [white] белых
       *[black] чёрных
    }
board-legal-for-other-side = { $move } — допустимый ход { $side ->
        [white] белых
       *[black] чёрных
    }, так что, возможно, два хода переставлены или один ход пропущен
board-nothing-to-capture = пешка на { $from } не может бить на { $to }: поле пусто, а взятие на проходе невозможно
    .label = бить нечего
    .help = взятие на проходе возможно только сразу после того, как пешка соперника прошла два поля и встала рядом с этой пешкой
board-push-onto-piece = пешка на { $from } не может пойти на { $to }: там стоит { $occupant ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } { $side ->
        [white] белых
       *[black] чёрных
    }, а пешка бьёт только по диагонали
    .label = поле { $to } занято
board-blocked = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $from } не может дойти до { $to }: мешает { $blocker ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } { $side ->
        [white] белых
       *[black] чёрных
    } на { $square }
    .label = путь закрыт
board-not-its-move = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } не может пойти с { $from } на { $to }
    .label = так { $piece ->
            [pawn] пешка
            [knight] конь
            [bishop] слон
            [rook] ладья
            [queen] ферзь
           *[king] король
        } не ходит
board-not-legal-here = `{ $move }` — недопустимый ход в этой позиции
    .label = недопустимый ход
board-check-from = { $checks ->
    [0] {""}
    [1] {" "}(шах от { $checker ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
           *[king] короля
        } на { $checker_square })
   *[other] {" "}(шах от { $checker ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
           *[king] короля
        } на { $checker_square } и от { $checker2 ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
           *[king] короля
        } на { $checker2_square })
}
board-king-into-check = { $side ->
        [white] белый
       *[black] чёрный
    } король не может пойти на { $to }: там он был бы под шахом{ board-check-from }
    .label = поле { $to } под ударом
board-check-not-parried = { $side ->
        [white] белым
       *[black] чёрным
    } объявлен шах, и ход { $from }-{ $to } от него не защищает{ board-check-from }
    .label = король остаётся под шахом
board-en-passant-leaves-check = взятие на проходе { $from }-{ $to } оставляет { $side ->
        [white] белого
       *[black] чёрного
    } короля под шахом{ board-check-from }
    .label = король остаётся под шахом
board-pinned = нельзя ходить связанной фигурой: { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
       *[king] король
    } на { $from } закрывает { $side ->
        [white] белого
       *[black] чёрного
    } короля от шаха{ board-check-from }
    .label = король остаётся под шахом

## Ход, который, по-видимому, имелся в виду (подсказка к ошибке в описке).

repair-probably = вероятно, { $move } ({ $san }): { $slip ->
    [first-two-swapped] переставлены первые две цифры
    [middle-two-swapped] переставлены две средние цифры
    [last-two-swapped] переставлены последние две цифры
    [neighbours-swapped] переставлены две соседние цифры
    [promotion-left-out] пропущена цифра превращения
    [digit-left-out] пропущена цифра
    [digit-twice] цифра написана дважды
    [digit-too-many] лишняя цифра
    [square-twice] поле написано дважды
    [from-to-swapped] перепутаны исходное и конечное поля
    [ranks-mirrored] горизонтали отсчитаны с другой стороны доски
   *[slip-of-the-pen] описка
}
repair-probably-digit = вероятно, { $move } ({ $san }): { $part ->
    [from-file] вертикаль исходного поля
    [from-rank] горизонталь исходного поля
    [to-file] вертикаль конечного поля
    [to-rank] горизонталь конечного поля
    [promotion] цифра превращения
   *[other] цифра
}: написано { $written } вместо { $meant }
repair-probably-square = вероятно, { $move } ({ $san }): { $part ->
    [from] исходное поле
   *[to] конечное поле
}: написано { $written } вместо { $meant }
repair-move-missing = пропущен ход { $side ->
    [white] белых
   *[black] чёрных
} номер { $number }: { $numbered } { $move } ({ $san }) согласуется с дальнейшими ходами
repair-move-repeated = `{ $written }` повторяет ход { $side ->
    [white] белых
   *[black] чёрных
} номер { $number }: удалите его
repair-move-repeated-previous = `{ $written }` повторяет ход { $side ->
    [white] белых
   *[black] чёрных
} номер { $number } ({ $previous }): удалите его
repair-moves-swapped = `{ $written }` и { $which ->
    [next] следующий ход
   *[same-side] следующий ход той же стороны
} записаны в неверном порядке: сначала { $move } ({ $san }), затем { $move2 } ({ $san2 })
repair-moves-run-together = два хода без пробела между ними: { $move } ({ $san }) и { $move2 } ({ $san2 })
repair-other-notation = напишите `{ $move }` ({ $san }) — тот же ход в цифровой нотации
repair-confirmed = { $plies ->
    [0] это последний ход
    [one] { $with ->
        [without] без него
        [them] с ними
       *[with] с ним
    } дальше допустим ещё { $plies } ход
    [few] { $with ->
        [without] без него
        [them] с ними
       *[with] с ним
    } дальше допустимы ещё { $plies } хода
   *[other] { $with ->
        [without] без него
        [them] с ними
       *[with] с ним
    } дальше допустимы ещё { $plies } ходов
}

## Диагностика синтаксиса (коды S). $text — текст из записи партии.

syntax-unexpected-text = неожиданный текст `{ $text }`
    .label = не относится к записи партии
    .help = это не ход, не номер хода, не комментарий и не результат: поместите замечания в фигурные скобки {"{"} {"}"} или удалите их
syntax-informal-remark = неформальное замечание `{ $text }`
    .help = текст после стрелки не относится к партии: поместите замечание в фигурные скобки {"{"} {"}"} или удалите его
syntax-prose-line = строка текста среди ходов: `{ $text }`
    .label = не относится к партии: числа в ней не ходы
    .help = текст вроде строк электронного письма не относится к записи: поместите его в фигурные скобки {"{"} {"}"} как комментарий или удалите

## Правила оформления (коды L). $tags и $last — имена тегов (Event, Site, ...).

lint-no-tag-pairs = у партии нет ни одного тега
    .label = партия начинается здесь, без тегов
lint-missing-tags = среди семи обязательных тегов не хватает { $count ->
    [one] тега { $last }
   *[other] тегов { $tags } и { $last }
}
    .label = { $count ->
        [one] тега { $last }
       *[other] тегов { $tags } и { $last }
    } нет среди тегов этой партии
lint-result-alone = результат `{ $result }` без ходов и без тегов
    .label = отдельная партия, в которой нет ничего, кроме этого результата
    .help = если он повторяет результат предыдущей партии, удалите его
    .otherwise = иначе запишите перед ним теги и ходы его партии
lint-empty-game = партия без ходов и без результата
    .label = в этой партии нет ходов
    .help = удалите эти теги, если они остались по ошибке, или добавьте ходы и результат (* для партии, которая ещё не началась)
lint-empty-game-with-tags = партия с тегами, но без ходов и без результата
