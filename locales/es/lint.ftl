# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in Spanish; translated from locales/en/lint.ftl.
# Terms: locales/GLOSSARY.md.

## L001 move-number.

lint-white-number-missing = la jugada { $number } de las blancas no tiene número
    .label = se espera `{ $wanted }` antes de esta jugada
    .help = escriba `{ $wanted }` antes de la jugada de las blancas; toda jugada de las blancas lleva número
lint-black-number-missing = la jugada { $number }... de las negras no tiene número al comienzo de una línea o después de una variante
    .label = se espera `{ $wanted }` antes de esta jugada
    .help = al comienzo de una partida o de una variante y después de una variante, la jugada de las negras se numera `{ $wanted }` para que el lector sepa dónde sigue la partida
lint-needless-black-number = el número de jugada { $written } antes de la jugada de las negras no hace falta aquí
    .label = no hace falta: la jugada de las negras sigue a la de las blancas
    .help = el número de la jugada de las negras solo se escribe después de un comentario o una variante; bórrelo
lint-number-without-dot = el número de jugada { $number } no tiene punto
    .label = se espera `{ $wanted }`
lint-black-number-as-white = la jugada de las negras está numerada { $number }. como si fuera de las blancas
    .label = el número de las negras es `{ $wanted }`
lint-number-with-parenthesis = el número de jugada { $number }) está escrito con un paréntesis, como en una lista
    .label = se espera `{ $wanted }`
lint-number-with-two-dots = el número de jugada { $number }.. tiene dos puntos
    .label = se espera `{ $wanted }`
lint-number-with-ellipsis = el número de jugada { $number }… está escrito con el carácter de puntos suspensivos
    .label = se espera `{ $wanted }` con tres puntos
lint-number-not-standard = el número de jugada de las { $side ->
    [white] blancas
   *[black] negras
} no está escrito como `{ $wanted }`
    .label = se espera `{ $wanted }`
lint-number-standard-form = escriba `{ $wanted }`: las jugadas de las blancas se numeran `{ $number }.`, las de las negras `{ $number }...`
lint-numbered-as-list = los números de jugada están escritos con un paréntesis, como en una lista ({ $count } en esta línea)
    .label = se espera `{ $wanted }`
    .help = escriba los números de las jugadas de las blancas con un punto, `1.`, `2.` (`iccf check --fix` lo hace); las jugadas se leen en el orden de los números
lint-numbers-without-dot = los números de jugada no tienen punto ({ $count } en esta línea)
    .label = se espera `{ $wanted }`
    .help = escriba los números de jugada con un punto, `1.` antes de la jugada de las blancas y `1...` antes de la de las negras (`iccf check --fix` lo hace); las jugadas se leen en el orden de los números
lint-no-move-numbers = { $line ->
    [game] esta partida no tiene números de jugada
   *[variation] esta variante no tiene números de jugada
}
    .label = se espera `{ $first }` antes de esta jugada
lint-no-move-numbers-help = numere las jugadas: { $list ->
    [two] { $first } y { $second }
    [three] { $first }, { $second } y { $third }
   *[more] { $first }, { $second }, { $third }, ...
} ({ $count ->
    [one] { $count } número
   *[other] { $count } números
}; `iccf check --fix` los escribe según la cuenta de jugadas)

## L002 non-numeric-notation.

lint-separator = un { $separator ->
        [space] espacio
       *[sign] separador
    } entre las dos casillas de una jugada numérica
    .label = { $separator ->
        [space] otros programas leen aquí dos jugadas
       *[sign] no se usa en la notación numérica
    }
lint-separator-help = escriba la jugada como `{ $digits }`, cuatro cifras sin nada entre las casillas
lint-check-mark = un signo de { $mark ->
    [mate] jaque mate
   *[check] jaque
} `{ $sign }` en una jugada numérica
    .label = no se usa en la notación numérica
    .help = borre el signo: la notación numérica no marca los jaques ni los mates (escríbalos en un comentario si quiere)

## L003 seven-tag-roster.

lint-unknown-values = ? para un valor desconocido{ $date ->
    [yes] , ????.??.?? para una fecha desconocida
   *[no] {""}
}{ $result ->
    [yes] , {"*"} para una partida en curso o un resultado desconocido
   *[no] {""}
}{ $round ->
    [yes] , - para un Round que no corresponde
   *[no] {""}
}
lint-no-tag-pairs-help = añada las siete etiquetas obligatorias antes de las jugadas, una etiqueta por línea: { $tags } ({ lint-unknown-values })
lint-missing-tags-help = añada { $count ->
    [one] { $last }
   *[other] { $tags } y { $last }
} a las etiquetas ({ lint-unknown-values }), en el orden Event, Site, Date, Round, White, Black, Result
lint-tag-names-case-sensitive = los nombres de etiqueta distinguen mayúsculas y minúsculas: { $count ->
    [one] { $last } no cuenta
   *[other] { $names } y { $last } no cuentan
}
lint-tag-out-of-order = la etiqueta { $tag } va después de { $before }; el orden de las siete etiquetas obligatorias es Event, Site, Date, Round, White, Black, Result
    .label = debe ir antes de { $before }
    .related = { $before } está aquí
    .help = mueva [{ $tag } ...] encima de [{ $before } ...]

## L004 date-format.

lint-date-form = el valor de { $tag } `{ $value }` no está escrito como YYYY.MM.DD
    .label = se espera YYYY.MM.DD
lint-date-no-such-day = la fecha { $tag } `{ $value }` no existe: { lint-date-reason }
lint-date-reason = { $reason ->
    [month] no hay mes { $month }
    [in-month] no hay día { $day } ({ $month_name ->
        [january] enero
        [february] febrero
        [march] marzo
        [april] abril
        [may] mayo
        [june] junio
        [july] julio
        [august] agosto
        [september] septiembre
        [october] octubre
        [november] noviembre
       *[december] diciembre
    } tiene { $days } días)
   *[day] no hay día { $day } (un mes tiene como mucho 31 días)
}
lint-date-write = escriba `{ $date }` (cuatro cifras para el año, dos para el mes y el día, ?? para lo desconocido)
lint-date-write-year-first = escriba primero el año: `{ $day_first }` si el primer número es el día, `{ $month_first }` si es el mes
lint-date-check-source = compruebe la fecha en la fuente de la partida; escriba ?? para una parte que no se conoce
lint-date-write-form = escriba la fecha como YYYY.MM.DD, por ejemplo 2019.05.12, con ?? para las partes que no se conocen (1990.??.??)

## L005 result-tag.

lint-no-result-tag = la partida no tiene etiqueta Result
    .label = añada la etiqueta Result después de esta
lint-no-result-tag-help = añada [Result "{ $value }"] a las etiquetas (1-0, 0-1, 1/2-1/2, o {"*"} para una partida en curso), después de la etiqueta Black
lint-result-tag-differs = la etiqueta Result dice { $tagged } pero la partida termina con { $marker }
    .label = difiere de { $marker }
    .related = el resultado después de las jugadas
    .help = haga que la etiqueta Result y el resultado después de las jugadas coincidan: compruebe en la fuente de la partida cuál es el correcto

## L006 duplicate-game.

lint-duplicate-game = la partida { $game } es una copia de la partida { $first }
    .label = las mismas jugadas y etiquetas que la partida { $first }
    .related = la primera copia
    .help = las mismas jugadas, resultado, Event, Site, Date, Round, White y Black aparecen dos veces: borre una de las copias (los comentarios y las demás etiquetas no se comparan)
lint-duplicate-game-of-file = la partida { $game } es una copia de la partida { $first } de `{ $file }`
    .label = las mismas jugadas y etiquetas que la partida { $first } de `{ $file }`
lint-duplicate-game-of-earlier-file = la partida { $game } es una copia de la partida { $first } de un archivo anterior
    .label = las mismas jugadas y etiquetas que la partida { $first } de un archivo anterior

## L008 timestamp-order.

lint-stamp-reason = { $reason ->
    [empty] la marca está vacía
    [not-date-and-time] se esperan una fecha y una hora
    [not-one-time] se espera un solo tiempo
    [date-form] la fecha no es YYYY.MM.DD
    [no-month] no hay mes { $value }
    [no-day] no hay día { $value }
    [time-form] la hora no es HH:MM
    [not-time-of-day] { $value } no es una hora del día
    [duration-form] se espera horas:minutos:segundos
   *[over-59] los minutos y los segundos llegan hasta 59
}
lint-send-time-unreadable = la hora de envío `{ $written }` no se puede leer: { lint-stamp-reason }
    .help = una hora de envío se escribe [%ccsnt YYYY.MM.DD,HH:MM], por ejemplo [%ccsnt 2018.10.02,12:56]
lint-send-times-misformed = las horas de envío de esta partida están escritas `{ $written }` ({ $count ->
    [one] { $count } marca
   *[other] { $count } marcas
} de esta forma): { lint-stamp-reason }; leídas como { $reading }
    .label = leída como { $reading }
    .related = la última marca de esta forma
    .help = el programa que escribió la partida escribió todas las marcas de la misma forma errónea; las horas se leen como se muestra y se comprueba su orden: una hora de envío se escribe [%ccsnt YYYY.MM.DD,HH:MM]
lint-send-time-backwards = la hora de envío { $time } es anterior a la de la jugada previa, { $before }
    .label = va hacia atrás
    .related = la hora posterior, en una jugada anterior
    .help = una jugada no puede enviarse antes de la jugada que la precede: copie otra vez las dos horas del registro del servidor
lint-duration-unreadable = el tiempo `{ $written }` en [%{ $command }] no se puede leer: { lint-stamp-reason }
    .help = un reloj o un tiempo de jugada se escribe horas:minutos:segundos, por ejemplo [%{ $command } 0:05:00]

## L009 tag-value-whitespace.

lint-tag-value-spaces = el valor de la etiqueta { $tag } { $where ->
    [both] empieza y termina
    [start] empieza
   *[end] termina
} con espacios
    .label = espacios dentro de las comillas
    .help = escriba { $value }: los programas comparan los nombres exactamente, y los espacios hacen otro nombre

## L010 unknown-result-tag.

lint-unknown-result-tag = la etiqueta Result `{ $value }` no es ninguno de 1-0, 0-1, 1/2-1/2 o {"*"}
    .read-as = leído como { $result }
    .not-a-result = no es un resultado
lint-unknown-result-tag-write = escriba `{ $result }`: PGN solo admite 1-0, 0-1, 1/2-1/2 o {"*"}
lint-unknown-result-tag-results = escriba 1-0 (ganaron las blancas), 0-1 (ganaron las negras), 1/2-1/2 (tablas), o {"*"} (en curso o desconocido)

## L011 plycount-mismatch.

lint-plycount-differs = la etiqueta PlyCount dice { $count } pero la partida tiene { $plies ->
    [one] { $plies } media jugada
   *[other] { $plies } medias jugadas
}
    .label = las jugadas dan { $plies }
    .help = compruebe que no falte ni se repita ninguna jugada; si las jugadas son correctas, escriba [PlyCount "{ $plies }"] (las jugadas de las blancas y de las negras cuentan una cada una)
lint-plycount-not-a-number = la etiqueta PlyCount `{ $value }` no es un número
    .label = se espera { $plies }
    .help = escriba el número de medias jugadas: [PlyCount "{ $plies }"]

## L012 fen-without-setup.

lint-fen-without-setup = la partida tiene una etiqueta FEN pero no una etiqueta SetUp
    .label = empieza desde esta posición
    .help = añada [SetUp "1"] justo antes de la etiqueta FEN: algunos programas ignoran la FEN sin ella y empiezan desde la posición inicial
lint-fen-setup-not-1 = la partida tiene una etiqueta FEN pero SetUp es `{ $value }`, no `1`

## The reflection-time rules (T codes).

time-impossible-stamp-backwards = { $move } se envió el { $sent }, antes de { $begin }, el momento desde el que se cuenta su tiempo de reflexión
    .label = va hacia atrás: no se cuenta
    .help = una respuesta no puede enviarse antes de la jugada a la que responde: copie otra vez las dos marcas del registro del servidor
time-clock-above-limit = el reloj marca { $days ->
    [one] { $days } día
   *[other] { $days } días
} { $hours } h { $minutes } min restantes, más que { $limit ->
    [one] el { $limit } día
   *[other] los { $limit } días
} que tiene una jugada
    .label = más de lo que da el ritmo de juego: no se cuenta
    .help = compruebe el ritmo de juego (`--control per-move N`) o copie otra vez el reloj
time-same-minute-reply = { $move } se envió en el mismo minuto que la jugada a la que responde: probablemente una jugada condicional (0 días)
    .label = 0 días
    .help = una respuesta que el servidor juega al instante es una jugada condicional; no gasta tiempo de reflexión
time-double-time-charged = { $move } tardó { $days ->
    [one] { $days } día
   *[other] { $days } días
}: se cargan { $charged } (20 + 2 x { $beyond })
    .label = { $days ->
        [one] { $days } día
       *[other] { $days } días
    }, se cargan { $charged }
    .help = el art. 2.4.2 del reglamento ICCF carga doble cada día entero por encima de 20 en una jugada
time-long-silence = { $move } llegó tras { $days ->
    [one] { $days } día
   *[other] { $days } días
} sin jugada (40 días de silencio pierden)
    .label = { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
    .help = indique la licencia que cubre esos días (`--leave`), o copie otra vez las marcas del registro del servidor
time-move-time-limit-exceeded = { $move } tardó { $days ->
    [one] { $days } día
   *[other] { $days } días
} { $hours } h { $minutes } min, más que { $limit ->
    [one] el { $limit } día
   *[other] los { $limit } días
} que puede tardar una jugada ({ $control })
    .label = más de { $limit ->
        [one] { $limit } día
       *[other] { $limit } días
    }
    .help = una jugada por encima del límite por jugada pierde por tiempo, salvo que una licencia o una parada del reloj la cubra (`--leave`)
time-total-over-limit = el total de las { $side ->
    [white] blancas
   *[black] negras
} llegó a { $total ->
    [one] { $total } día
   *[other] { $total } días
} en { $move }, { $by ->
    [one] { $by } día
   *[other] { $by } días
} por encima de los { $limit } permitidos { $at ->
    [moves] hasta la jugada { $by_move }
   *[clock] en el reloj
} ({ $control })
    .label = { $total } de { $limit } días
    .help = superar el límite pierde por tiempo (reglamento ICCF art. 2.4.2) salvo que una licencia o una parada del reloj explique los días: cuente otra vez con ella, `iccf time --leave white=FIRST..LAST`
