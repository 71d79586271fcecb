# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in Russian; translated from locales/en/lint.ftl.
# Terms: locales/GLOSSARY.md.

## L001 move-number.

lint-white-number-missing = ход белых { $number } записан без номера
    .label = перед этим ходом ожидается `{ $wanted }`
    .help = напишите `{ $wanted }` перед ходом белых: каждый ход белых нумеруется
lint-black-number-missing = ход чёрных { $number }... записан без номера в начале партии или варианта либо после варианта
    .label = перед этим ходом ожидается `{ $wanted }`
    .help = в начале партии или варианта и после варианта ход чёрных нумеруется `{ $wanted }`, чтобы читатель знал, где продолжается партия
lint-needless-black-number = номер хода { $written } перед ходом чёрных здесь не нужен
    .label = не нужен: ход чёрных следует за ходом белых
    .help = номер хода чёрных пишется только после комментария или варианта; удалите его
lint-number-without-dot = у номера хода { $number } нет точки
    .label = ожидается `{ $wanted }`
lint-black-number-as-white = ход чёрных пронумерован { $number }., как будто это ход белых
    .label = номер хода чёрных — `{ $wanted }`
lint-number-with-parenthesis = номер хода { $number }) написан со скобкой, как в списке
    .label = ожидается `{ $wanted }`
lint-number-with-two-dots = у номера хода { $number }.. две точки
    .label = ожидается `{ $wanted }`
lint-number-with-ellipsis = номер хода { $number }… написан символом многоточия
    .label = ожидается `{ $wanted }` с тремя точками
lint-number-not-standard = номер хода { $side ->
    [white] белых
   *[black] чёрных
} записан не как `{ $wanted }`
    .label = ожидается `{ $wanted }`
lint-number-standard-form = напишите `{ $wanted }`: ходы белых нумеруются `{ $number }.`, ходы чёрных — `{ $number }...`
lint-numbered-as-list = номера ходов написаны со скобкой, как в списке (всего таких номеров: { $count })
    .label = ожидается `{ $wanted }`
    .help = пишите номера ходов белых с точкой: `1.`, `2.` (это делает `iccf check --fix`); ходы прочитаны по порядку номеров
lint-numbers-without-dot = у номеров ходов нет точки (всего таких номеров: { $count })
    .label = ожидается `{ $wanted }`
    .help = пишите номера ходов с точкой: `1.` перед ходом белых и `1...` перед ходом чёрных (это делает `iccf check --fix`); ходы прочитаны по порядку номеров
lint-no-move-numbers = { $line ->
    [game] в этой партии нет номеров ходов
   *[variation] в этом варианте нет номеров ходов
}
    .label = перед этим ходом ожидается `{ $first }`
lint-no-move-numbers-help = пронумеруйте ходы: { $list ->
    [two] { $first } и { $second }
    [three] { $first }, { $second } и { $third }
   *[more] { $first }, { $second }, { $third }, ...
} ({ $count ->
    [one] { $count } номер
    [few] { $count } номера
    [many] { $count } номеров
   *[other] { $count } номера
}; `iccf check --fix` расставит их по счёту ходов)

## L002 non-numeric-notation.

lint-separator = { $separator ->
        [space] пробел
       *[sign] разделитель
    } между двумя полями цифрового хода
    .label = { $separator ->
        [space] другие программы читают здесь два хода
       *[sign] в цифровой нотации не используется
    }
lint-separator-help = запишите ход как `{ $digits }`: четыре цифры, между полями ничего нет
lint-check-mark = знак { $mark ->
    [mate] мата
   *[check] шаха
} `{ $sign }` у цифрового хода
    .label = в цифровой нотации не используется
    .help = удалите знак: в цифровой нотации шах и мат не отмечаются (при желании напишите это в комментарии)

## L003 seven-tag-roster.

lint-unknown-values = ? — неизвестное значение{ $date ->
    [yes] , ????.??.?? — неизвестная дата
   *[no] {""}
}{ $result ->
    [yes] , {"*"} — партия продолжается или результат неизвестен
   *[no] {""}
}{ $round ->
    [yes] , - — тур не применяется
   *[no] {""}
}
lint-no-tag-pairs-help = добавьте перед ходами семь обязательных тегов, по одному на строку: { $tags } ({ lint-unknown-values })
lint-missing-tags-help = добавьте к тегам { $count ->
    [one] { $last }
   *[other] { $tags } и { $last }
} ({ lint-unknown-values }) в порядке Event, Site, Date, Round, White, Black, Result
lint-tag-names-case-sensitive = в именах тегов важен регистр букв: { $count ->
    [one] { $last } не считается
   *[other] { $names } и { $last } не считаются
}
lint-tag-out-of-order = тег { $tag } стоит после { $before }; порядок семи обязательных тегов: Event, Site, Date, Round, White, Black, Result
    .label = должен стоять перед { $before }
    .related = здесь { $before }
    .help = перенесите [{ $tag } ...] выше [{ $before } ...]

## L004 date-format.

lint-date-form = значение { $tag } `{ $value }` записано не в виде YYYY.MM.DD
    .label = ожидается YYYY.MM.DD
lint-date-no-such-day = даты { $tag } `{ $value }` не существует: { lint-date-reason }
lint-date-reason = { $reason ->
    [month] месяца { $month } не бывает
    [in-month] дня { $day } нет ({ $month_name ->
        [january] в январе
        [february] в феврале
        [march] в марте
        [april] в апреле
        [may] в мае
        [june] в июне
        [july] в июле
        [august] в августе
        [september] в сентябре
        [october] в октябре
        [november] в ноябре
       *[december] в декабре
    } { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    })
   *[day] дня { $day } не бывает (в месяце не больше 31 дня)
}
lint-date-write = напишите `{ $date }` (четыре цифры года, по две цифры месяца и дня, ?? для неизвестного)
lint-date-write-year-first = начните с года: `{ $day_first }`, если первое число — день, `{ $month_first }`, если это месяц
lint-date-check-source = проверьте дату по источнику партии; для неизвестной части пишите ??
lint-date-write-form = запишите дату в виде YYYY.MM.DD, например 2019.05.12, с ?? для неизвестных частей (1990.??.??)

## L005 result-tag.

lint-no-result-tag = в партии нет тега Result
    .label = добавьте тег Result после этого
lint-no-result-tag-help = добавьте к тегам [Result "{ $value }"] (1-0, 0-1, 1/2-1/2 или {"*"} для продолжающейся партии) после тега Black
lint-result-tag-differs = в теге Result указано { $tagged }, а партия заканчивается результатом { $marker }
    .label = отличается от { $marker }
    .related = результат после ходов
    .help = сделайте тег Result и результат после ходов одинаковыми: проверьте по источнику партии, какой из них верен

## L006 duplicate-game.

lint-duplicate-game = партия { $game } — копия партии { $first }
    .label = те же ходы и теги, что в партии { $first }
    .related = первая копия
    .help = одни и те же ходы, результат, Event, Site, Date, Round, White и Black встречаются дважды: удалите одну из копий (комментарии и другие теги не сравниваются)
lint-duplicate-game-of-file = партия { $game } — копия партии { $first } из `{ $file }`
    .label = те же ходы и теги, что в партии { $first } из `{ $file }`
lint-duplicate-game-of-earlier-file = партия { $game } — копия партии { $first } из предыдущего файла
    .label = те же ходы и теги, что в партии { $first } из предыдущего файла

## L008 timestamp-order.

lint-stamp-reason = { $reason ->
    [empty] отметка пуста
    [not-date-and-time] ожидаются дата и время
    [not-one-time] ожидается одно время
    [date-form] дата записана не как YYYY.MM.DD
    [no-month] месяца { $value } не бывает
    [no-day] дня { $value } не бывает
    [time-form] время записано не как HH:MM
    [not-time-of-day] { $value } — не время суток
    [duration-form] ожидается часы:минуты:секунды
   *[over-59] минут и секунд не больше 59
}
lint-send-time-unreadable = время отправки `{ $written }` не читается: { lint-stamp-reason }
    .help = время отправки пишется [%ccsnt YYYY.MM.DD,HH:MM], например [%ccsnt 2018.10.02,12:56]
lint-send-times-misformed = время отправки в этой партии записано как `{ $written }` ({ $count ->
    [one] { $count } отметка
    [few] { $count } отметки
    [many] { $count } отметок
   *[other] { $count } отметки
} в таком виде): { lint-stamp-reason }; прочитано как { $reading }
    .label = прочитано как { $reading }
    .related = последняя отметка в таком виде
    .help = программа, записавшая партию, везде записала время одинаково неверно; время прочитано, как показано, и проверено по порядку: время отправки пишется [%ccsnt YYYY.MM.DD,HH:MM]
lint-send-time-backwards = время отправки { $time } раньше, чем у предыдущего хода, { $before }
    .label = время идёт назад
    .related = более позднее время у более раннего хода
    .help = ход нельзя отправить раньше предыдущего хода: перепишите оба времени заново с сервера
lint-duration-unreadable = время `{ $written }` в [%{ $command }] не читается: { lint-stamp-reason }
    .help = время на часах или на ход пишется часы:минуты:секунды, например [%{ $command } 0:05:00]

## L009 tag-value-whitespace.

lint-tag-value-spaces = значение тега { $tag } { $where ->
    [both] начинается и заканчивается
    [start] начинается
   *[end] заканчивается
} пробелами
    .label = пробелы внутри кавычек
    .help = напишите { $value }: программы сравнивают имена точно, и с пробелами получается другое имя

## L010 unknown-result-tag.

lint-unknown-result-tag = тег Result `{ $value }` — не один из 1-0, 0-1, 1/2-1/2 или {"*"}
    .read-as = прочитано как { $result }
    .not-a-result = это не результат
lint-unknown-result-tag-write = напишите `{ $result }`: PGN допускает только 1-0, 0-1, 1/2-1/2 или {"*"}
lint-unknown-result-tag-results = напишите 1-0 (выиграли белые), 0-1 (выиграли чёрные), 1/2-1/2 (ничья) или {"*"} (партия продолжается или результат неизвестен)

## L011 plycount-mismatch.

lint-plycount-differs = в теге PlyCount указано { $count }, а в партии { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
    [many] { $plies } полуходов
   *[other] { $plies } полухода
}
    .label = по ходам { $plies }
    .help = проверьте, что ни один ход не пропущен и не повторён; если ходы верны, напишите [PlyCount "{ $plies }"] (ход белых и ход чёрных считаются по одному)
lint-plycount-not-a-number = тег PlyCount `{ $value }` — не число
    .label = ожидается { $plies }
    .help = напишите число полуходов: [PlyCount "{ $plies }"]

## L012 fen-without-setup.

lint-fen-without-setup = в партии есть тег FEN, но нет тега SetUp
    .label = партия начинается с этой позиции
    .help = добавьте [SetUp "1"] прямо перед тегом FEN: без него некоторые программы не учитывают FEN и начинают с обычной начальной позиции
lint-fen-setup-not-1 = в партии есть тег FEN, но SetUp равен `{ $value }`, а не `1`

## The reflection-time rules (T codes).

time-impossible-stamp-backwards = { $move } отправлен { $sent }, раньше { $begin }, времени, от которого отсчитывается его время на обдумывание
    .label = время идёт назад: не учтено
    .help = ответ нельзя отправить раньше хода, на который он отвечает: перепишите обе отметки заново с сервера
time-clock-above-limit = на часах осталось { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
} { $hours } ч { $minutes } мин, больше, чем { $limit ->
    [one] { $limit } день
    [few] { $limit } дня
    [many] { $limit } дней
   *[other] { $limit } дня
} на ход
    .label = больше, чем даёт контроль: не учтено
    .help = проверьте контроль времени (`--control per-move N`) или перепишите показание часов заново
time-same-minute-reply = { $move } отправлен в ту же минуту, что и ход, на который он отвечает: вероятно, условный ход (0 дней)
    .label = 0 дней
    .help = ответ, который сервер играет сразу, — условный ход; он не занимает времени на обдумывание
time-double-time-charged = на { $move } ушло { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}: засчитано { $charged } (20 + 2 x { $beyond })
    .label = { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }, засчитано { $charged }
    .help = по статье 2.4.2 правил ICCF каждый полный день сверх 20 на один ход засчитывается вдвойне
time-long-silence = { $move } сделан после { $days ->
    [one] { $days } дня
   *[other] { $days } дней
} без хода (40 дней молчания — поражение)
    .label = { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }
    .help = укажите отпуск, покрывающий эти дни (`--leave`), или перепишите отметки заново с сервера
time-move-time-limit-exceeded = на { $move } ушло { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
} { $hours } ч { $minutes } мин, больше, чем { $limit ->
    [one] { $limit } день
    [few] { $limit } дня
    [many] { $limit } дней
   *[other] { $limit } дня
} на ход ({ $control })
    .label = больше { $limit ->
        [one] { $limit } дня
       *[other] { $limit } дней
    }
    .help = один ход сверх лимита на ход — поражение по времени, если его не покрывает отпуск или остановка часов (`--leave`)
time-total-over-limit = у { $side ->
    [white] белых
   *[black] чёрных
} набралось { $total ->
    [one] { $total } день
    [few] { $total } дня
    [many] { $total } дней
   *[other] { $total } дня
} на ходе { $move }, на { $by ->
    [one] { $by } день
    [few] { $by } дня
    [many] { $by } дней
   *[other] { $by } дня
} больше { $limit } разрешённых { $at ->
    [moves] к ходу { $by_move }
   *[clock] по часам
} ({ $control })
    .label = { $total } из { $limit } дней
    .help = превышение лимита — поражение по времени (статья 2.4.2 правил ICCF), если дни не объясняются отпуском или остановкой часов: посчитайте заново с ним, `iccf time --leave white=FIRST..LAST`
