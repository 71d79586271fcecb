# Тексты языкового сервера для редакторов (`iccf lsp`, lsp-*) и веб-страницы (`iccf serve`,
# web-*) на русском; перевод locales/en/front.ftl. Термины: locales/GLOSSARY.md.

## Языковой сервер: диагностика

lsp-help = подсказка: { $help }

## Языковой сервер: подсказка над ходом

lsp-hover-null-move = { $number } нулевой ход: { $side ->
    [white] белые
   *[black] чёрные
} пропускают ход
lsp-hover-notations = цифровая запись { $numeric }, SAN { $san }, UCI { $uci }
lsp-hover-castles = { $side ->
    [white] белые
   *[black] чёрные
} делают { $wing ->
    [queenside] длинную
   *[kingside] короткую
} рокировку
lsp-hover-move = { $side ->
    [white] { $piece ->
        [pawn] белая пешка
        [knight] белый конь
        [bishop] белый слон
        [rook] белая ладья
        [queen] белый ферзь
       *[king] белый король
    }
   *[black] { $piece ->
        [pawn] чёрная пешка
        [knight] чёрный конь
        [bishop] чёрный слон
        [rook] чёрная ладья
        [queen] чёрный ферзь
       *[king] чёрный король
    }
} с { $from } на { $to }
lsp-hover-captures = бьёт { $side ->
    [white] { $piece ->
        [pawn] белую пешку
        [knight] белого коня
        [bishop] белого слона
        [rook] белую ладью
        [queen] белого ферзя
       *[king] белого короля
    }
   *[black] { $piece ->
        [pawn] чёрную пешку
        [knight] чёрного коня
        [bishop] чёрного слона
        [rook] чёрную ладью
        [queen] чёрного ферзя
       *[king] чёрного короля
    }
}
lsp-hover-promotes = превращение в { $piece ->
    [knight] коня
    [bishop] слона
    [rook] ладью
   *[queen] ферзя
}
lsp-hover-checkmate = мат
lsp-hover-check = шах
lsp-hover-stalemate = пат
lsp-hover-fen = FEN после хода: { $fen }

## Языковой сервер: подсказка над диагностикой

lsp-hover-fix = Как исправить: { $fix }
lsp-hover-more = (подробнее: { $command })

## Языковой сервер: действия с кодом

lsp-action-apply-fix = Применить исправление
lsp-action-insert-space = Вставить пробел
lsp-action-remove-space = Удалить пробел
lsp-action-delete = Удалить `{ $old }`
lsp-action-insert = Вставить `{ $new }`
lsp-action-replace = Заменить `{ $old }` на `{ $new }`
lsp-repair-missing = Вставить пропущенный ход `{ $move }` ({ $san })
lsp-repair-repeated = Удалить повторённый ход `{ $written }`
lsp-repair-swapped = Записать ходы в порядке, в котором они сделаны: `{ $move }` ({ $san })
lsp-repair-run-together = Разделить `{ $written }` на `{ $move }` ({ $san })
lsp-repair-replace = Заменить `{ $written }` на `{ $move }` ({ $san })
lsp-action-numeric-form = Записать `{ $written }` как `{ $numeric }` — тот же ход в цифровой нотации
lsp-action-rewrite = Записать `{ $written }` в цифровой нотации: `{ $numeric }`
lsp-action-fix-all = { $count ->
    [one] Исправить { $count } исправимую ошибку в файле
    [few] Исправить все { $count } исправимые ошибки в файле
    [many] Исправить все { $count } исправимых ошибок в файле
   *[other] Исправить все исправимые ошибки в файле ({ $count })
}

## Языковой сервер: форматирование и структура файла

lsp-format-pgn = iccf форматирует записи в цифровой нотации (.iccf); `iccf convert --to iccf` превращает в такую запись файл PGN
lsp-format-refused = запись не отформатирована: в партии { $game } есть ошибки; сначала исправьте их, как того требует `iccf fmt`
lsp-format-refused-because = запись не отформатирована: в партии { $game } есть ошибки: { $message } (строка { $line }, столбец { $column }); сначала исправьте их, как того требует `iccf fmt`
lsp-symbol-game = партия { $game }
lsp-symbol-detail = партия { $game }, { $result }
lsp-symbol-no-result = партия { $game }, без результата

## Веб-страница: постоянные тексты

web-title = iccf: проверка записи шахматной партии
web-intro = Вставьте партию в цифровой нотации ИКЧФ (или в PGN) или откройте файл: каждая ошибка будет подчёркнута вместе с советом, как её исправить, а каждый ход можно посмотреть на доске.
web-language = Язык
web-transcript = Запись партии
web-actions = Действия
web-check = Проверить
web-open = Открыть файл…
web-fix = Исправить
web-fix-title = Применить безопасные исправления iccf check --fix
web-format = Форматировать
web-format-title = Переписать в канонической цифровой нотации (iccf fmt)
web-download-pgn = Скачать PGN
web-download-iccf = Скачать в цифровой нотации
web-live = проверять при вводе
web-placeholder = Вставьте сюда партию или перетащите на это поле файл .iccf или .pgn.
web-nothing-checked = Пока ничего не проверено.
web-diff-title = Что изменило исправление
web-undo = Отменить
web-close = Закрыть
web-side = Доска и диагностика
web-game = Партия
web-no-game-yet = партий пока нет
web-board = Доска. Стрелки влево и вправо переходят по ходам, Home и End — к началу и к концу партии.
web-board-start-alt = Начальная позиция
web-board-start = Начальная позиция
web-steps = Переход по ходам партии
web-first = Начало партии
web-prev = Предыдущий ход
web-next = Следующий ход
web-last = Конец партии
web-diagnostics = Диагностика
web-footer = Проверку выполняет { $serve } на этом компьютере; никакие данные его не покидают. Те же проверки в командной строке: { $check }. JSON API: { $api }.

## Веб-страница: строка состояния

web-server-answered = сервер ответил { $status }
web-server-wait = (сервер просит подождать { $seconds } с)
web-text-too-large = Текст больше 8 МиБ: проверьте его по частям или командой iccf check в командной строке.
web-checking = Проверка
web-no-game = Партия не найдена: вставьте запись или откройте файл.
web-no-problems = { $games ->
    [one] В { $games } партии ошибок не найдено.
   *[other] В { $games } партиях ошибок не найдено.
}
web-checked = { $games ->
    [one] Проверена { $games } партия
    [few] Проверены { $games } партии
   *[other] Проверено { $games } партий
}: { $errors ->
    [one] { $errors } ошибка
    [few] { $errors } ошибки
   *[other] { $errors } ошибок
}, { $warnings ->
    [one] { $warnings } предупреждение
    [few] { $warnings } предупреждения
   *[other] { $warnings } предупреждений
}{ $advice ->
    [0] {""}
    [one] , { $advice } совет
    [few] , { $advice } совета
   *[other] , { $advice } советов
}.
web-checked-truncated = { $games ->
    [one] Проверена { $games } партия
    [few] Проверены { $games } партии
   *[other] Проверено { $games } партий
}: { $total ->
    [one] { $total } сообщение
    [few] { $total } сообщения
   *[other] { $total } сообщений
}; показаны только первые { $shown } (и { $listed } партий) — больше сервер за один раз не отправляет.
web-game-title = Партия { $game }
web-errors = { $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
   *[other] { $count } ошибок
}
web-severity = { $severity ->
    [error] ошибка
    [warning] предупреждение
   *[advice] совет
}
web-where = строка { $line }, столбец { $column }:
web-where-game = строка { $line }, столбец { $column }, партия { $game }:
web-help = подсказка: { $help }

## Веб-страница: ход, который, по мнению доски, имелся в виду

web-repair-missing = Вставить пропущенный ход { $moves }
web-repair-repeated = Удалить повторённый ход
web-repair-swapped = Расставить ходы по порядку: { $moves }
web-repair-run-together = Разделить на { $moves }
web-repair-replace = Заменить на { $moves }
web-repair-title = Вписать в текст ход, который, по мнению доски, имелся в виду. Это меняет запись партии: сверьте её с бланком (кнопка «Отменить» вернёт прежний текст).
web-repair-stale = Текст изменился после проверки: проверьте его снова, затем исправляйте.
web-repair-diff-title = { $repair } ({ $code }, строка { $line })

## Веб-страница: исправление, форматирование, скачивание и файлы

web-nothing-to-fix = Исправлять нечего: ни у одной ошибки здесь нет безопасного автоматического исправления.
web-fix-repaired = { $count ->
    [one] Исправлена { $count } ошибка
    [few] Исправлены { $count } ошибки
   *[other] Исправлено { $count } ошибок
}
web-fix-blocked = ничего не исправлено: в тексте { $count ->
    [one] { $count } ошибка нотации, которую нельзя исправить автоматически
    [few] { $count } ошибки нотации, которые нельзя исправить автоматически
   *[other] { $count } ошибок нотации, которые нельзя исправить автоматически
}; сначала исправьте текст вручную (см. диагностику)
web-format-unchanged = Запись уже в канонической цифровой нотации: менять нечего.
web-format-rewrote = Текст переписан в канонической форме
web-format-refused = запись не отформатирована: { $count ->
    [one] в { $count } партии есть ошибки
   *[other] в { $count } партиях есть ошибки
} (сначала исправьте их)
web-download-none = Скачивать нечего: партий не найдено.
web-download-all-refused = Файл не скачан: во всех партиях есть ошибки (см. диагностику).
web-downloaded = { $count ->
    [one] Скачана { $count } партия
    [few] Скачаны { $count } партии
   *[other] Скачано { $count } партий
} в файл { $file }.
web-downloaded-left-out = Пропущены из-за ошибок: партия { $games }.
web-file-too-large = Файл { $file } больше 8 МиБ: проверьте его командой iccf check в командной строке.
web-file-unreadable = Не удалось прочитать файл { $file }: { $error }
web-file-latin1 = файл не в кодировке UTF-8: он прочитан как Latin-1 (ISO 8859-1, кодировка PGN); сохраните его в UTF-8, чтобы все буквы были верными

## Веб-страница: подпись под доской

web-board-unavailable = Эту партию нельзя показать на доске
web-board-after = После хода { $move }
web-board-before = Перед ходом { $move }
web-board-before-stop = Перед ходом { $move } ({ $cause ->
    [illegal-move] недопустимый ход
    [game-over] после окончания партии
   *[syntax-error] запись не читается
})
web-board-game-start = Партия { $game }: начальная позиция
