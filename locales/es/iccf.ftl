# Los mensajes de iccf en español. Términos: locales/GLOSSARY.md. Texto de origen:
# locales/en/iccf.ftl.

## El resumen de `iccf check`

summary-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
summary-errors = { $count ->
    [one] { $count } error
   *[other] { $count } errores
}
summary-warnings = { $count ->
    [one] { $count } advertencia
   *[other] { $count } advertencias
}
summary-advice = { $count ->
    [one] { $count } consejo
   *[other] { $count } consejos
}
summary-in-files = en { $count ->
    [one] { $count } archivo
   *[other] { $count } archivos
}
summary-unchecked = { $count ->
    [one] { $count } jugada sin comprobar
   *[other] { $count } jugadas sin comprobar
} por errores permitidos
summary-unreadable = { $count ->
    [one] { $count } archivo no se pudo leer o escribir
   *[other] { $count } archivos no se pudieron leer o escribir
}
summary-fixed = --fix: { $problems ->
    [one] { $problems } problema corregido
   *[other] { $problems } problemas corregidos
} en { $files ->
    [one] { $files } archivo
   *[other] { $files } archivos
}
summary-diff = --diff: { $changed ->
    [one] cambiaría { $changed } archivo
   *[other] cambiarían { $changed } archivos
} ({ $files ->
    [one] { $files } archivo comprobado
   *[other] { $files } archivos comprobados
}, { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
summary-diff-blocked = { $errors ->
    [one] { $errors } error que --fix no puede corregir
   *[other] { $errors } errores que --fix no puede corregir
}
summary-hidden = { $count ->
    [one] { $count } diagnóstico no mostrado
   *[other] { $count } diagnósticos no mostrados
} (--max-diagnostics { $max })

## `iccf explain` y `iccf rules`

explain-default-level = nivel por defecto: { $level }
explain-fixable = , corregible con --fix
explain-what = Qué significa
explain-why = Por qué importa
explain-example = Ejemplo
explain-fix = Cómo corregirlo
rules-levels-from = niveles de { $path } y de la línea de órdenes
rules-header-code = código
rules-header-name = nombre
rules-header-default = defecto
rules-header-level = nivel
rules-header-fixable = --fix
rules-header-summary = descripción
rules-yes = sí
rules-no = no

## El diagrama: la línea bajo el tablero

diagram-side-to-move = { $state ->
    [checkmated] { $side ->
        [white] Las blancas reciben jaque mate
       *[black] Las negras reciben jaque mate
    }
    [stalemated] { $side ->
        [white] Las blancas están ahogadas
       *[black] Las negras están ahogadas
    }
    [check] { $side ->
        [white] Juegan las blancas, en jaque
       *[black] Juegan las negras, en jaque
    }
   *[move] { $side ->
        [white] Juegan las blancas
       *[black] Juegan las negras
    }
} (jugada { $move })

## El informe para personas

report-in-game = en la partida { $game }
report-help = ayuda

## Los diagnósticos del tablero (códigos B). Piezas: peón, caballo, alfil, torre, dama, rey.

board-piece-can-go = { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } en { $square } puede ir a { $squares }
board-piece-has-no-move = { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } en { $square } no tiene ninguna jugada legal en esta posición
board-legal-moves-to = jugadas legales a { $square }: { $moves }
board-legal-move-count = las { $side ->
        [white] blancas
       *[black] negras
    } tienen { $count ->
    [one] { $count } jugada legal
   *[other] { $count } jugadas legales
} en esta posición (FEN { $fen })
board-side-can-play = las { $side ->
        [white] blancas
       *[black] negras
    } pueden jugar { $moves } (FEN { $fen })
board-empty-from-square = no hay ninguna pieza en { $square }
    .label = { $square } está vacía
board-own-piece-on-destination = en { $square } hay una pieza del mismo bando ({ $own ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    } de las { $side ->
        [white] blancas
       *[black] negras
    })
    .label = { $piece ->
            [pawn] el peón
            [knight] el caballo
            [bishop] el alfil
            [rook] la torre
            [queen] la dama
           *[king] el rey
        } no puede capturar una pieza de su propio bando
board-same-square = la jugada va de { $square } a { $square }
    .label = la casilla de salida y la de llegada son la misma
board-opponent-piece = { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } en { $square } es de las { $owner ->
        [white] blancas
       *[black] negras
    }
    .label = { $piece ->
            [pawn] peón
            [knight] caballo
            [bishop] alfil
            [rook] torre
            [queen] dama
           *[king] rey
        } de las { $owner ->
            [white] blancas
           *[black] negras
        }
board-side-to-move = juegan las { $side ->
        [white] blancas
       *[black] negras
    }
board-legal-for-other-side = { $move } es una jugada legal de las { $side ->
        [white] blancas
       *[black] negras
    }, así que quizá hay dos jugadas intercambiadas o falta una jugada
board-nothing-to-capture = el peón en { $from } no puede capturar en { $to }: la casilla está vacía y la captura al paso no es posible
    .label = nada que capturar
    .help = la captura al paso solo es posible justo después de que el peón rival avance dos casillas y quede al lado de este peón
board-push-onto-piece = el peón en { $from } no puede ir a { $to }: allí hay una pieza ({ $occupant ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    } de las { $side ->
        [white] blancas
       *[black] negras
    }) y un peón solo captura en diagonal
    .label = { $to } está ocupada
board-blocked = { $piece ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } en { $from } no puede llegar a { $to }: { $blocker ->
        [pawn] el peón
        [knight] el caballo
        [bishop] el alfil
        [rook] la torre
        [queen] la dama
       *[king] el rey
    } de las { $side ->
        [white] blancas
       *[black] negras
    } en { $square } cierra el paso
    .label = el camino está cerrado
board-not-its-move = { $piece ->
        [pawn] un peón
        [knight] un caballo
        [bishop] un alfil
        [rook] una torre
        [queen] una dama
       *[king] un rey
    } no puede ir de { $from } a { $to }
    .label = no es una jugada de { $piece ->
            [pawn] peón
            [knight] caballo
            [bishop] alfil
            [rook] torre
            [queen] dama
           *[king] rey
        }
board-not-legal-here = `{ $move }` no es una jugada legal aquí
    .label = jugada ilegal
board-check-from = { $checks ->
    [0] {""}
    [1] {" "}(jaque { $checker ->
            [pawn] del peón
            [knight] del caballo
            [bishop] del alfil
            [rook] de la torre
            [queen] de la dama
           *[king] del rey
        } en { $checker_square })
   *[other] {" "}(jaque { $checker ->
            [pawn] del peón
            [knight] del caballo
            [bishop] del alfil
            [rook] de la torre
            [queen] de la dama
           *[king] del rey
        } en { $checker_square } y { $checker2 ->
            [pawn] del peón
            [knight] del caballo
            [bishop] del alfil
            [rook] de la torre
            [queen] de la dama
           *[king] del rey
        } en { $checker2_square })
}
board-king-into-check = el rey { $side ->
        [white] blanco
       *[black] negro
    } no puede ir a { $to }: allí estaría en jaque{ board-check-from }
    .label = { $to } está atacada
board-check-not-parried = las { $side ->
        [white] blancas
       *[black] negras
    } están en jaque y { $from }-{ $to } no lo evita{ board-check-from }
    .label = el rey sigue en jaque
board-en-passant-leaves-check = la captura al paso { $from }-{ $to } deja al rey { $side ->
        [white] blanco
       *[black] negro
    } en jaque{ board-check-from }
    .label = deja al rey en jaque
board-pinned = { $piece ->
        [pawn] el peón en { $from } está clavado: moverlo
        [knight] el caballo en { $from } está clavado: moverlo
        [bishop] el alfil en { $from } está clavado: moverlo
        [rook] la torre en { $from } está clavada: moverla
        [queen] la dama en { $from } está clavada: moverla
       *[king] el rey en { $from } está clavado: moverlo
    } deja al rey { $side ->
        [white] blanco
       *[black] negro
    } en jaque{ board-check-from }
    .label = deja al rey en jaque

## La jugada que probablemente se quiso escribir (la ayuda del error en el lapsus).

repair-probably = probablemente { $move } ({ $san }): { $slip ->
    [first-two-swapped] las dos primeras cifras intercambiadas
    [middle-two-swapped] las dos cifras del medio intercambiadas
    [last-two-swapped] las dos últimas cifras intercambiadas
    [neighbours-swapped] dos cifras vecinas intercambiadas
    [promotion-left-out] falta la cifra de coronación
    [digit-left-out] falta una cifra
    [digit-twice] una cifra escrita dos veces
    [digit-too-many] una cifra de más
    [square-twice] una casilla escrita dos veces
    [from-to-swapped] la casilla de salida y la de llegada intercambiadas
    [ranks-mirrored] las filas contadas desde el otro lado del tablero
   *[slip-of-the-pen] un lapsus
}
repair-probably-digit = probablemente { $move } ({ $san }): { $part ->
    [from-file] la columna de la casilla de salida
    [from-rank] la fila de la casilla de salida
    [to-file] la columna de la casilla de llegada
    [to-rank] la fila de la casilla de llegada
    [promotion] la cifra de coronación
   *[other] una cifra
}: { $written } escrito en lugar de { $meant }
repair-probably-square = probablemente { $move } ({ $san }): { $part ->
    [from] la casilla de salida
   *[to] la casilla de llegada
}: { $written } escrito en lugar de { $meant }
repair-move-missing = falta la jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}: { $numbered } { $move } ({ $san }) encaja con las jugadas siguientes
repair-move-repeated = `{ $written }` repite la jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}: bórrela
repair-move-repeated-previous = `{ $written }` repite la jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
} ({ $previous }): bórrela
repair-moves-swapped = `{ $written }` y { $which ->
    [next] la jugada siguiente
   *[same-side] la siguiente jugada del mismo bando
} están en el orden equivocado: primero { $move } ({ $san }) y después { $move2 } ({ $san2 })
repair-moves-run-together = dos jugadas sin espacio entre ellas: { $move } ({ $san }) y { $move2 } ({ $san2 })
repair-other-notation = escriba `{ $move }` ({ $san }), la misma jugada en notación numérica
repair-confirmed = { $plies ->
    [0] es la última jugada de la línea
    [1] { $with ->
        [without] sin ella
        [them] con ellas
       *[with] con ella
    } la jugada siguiente es legal
   *[other] { $with ->
        [without] sin ella
        [them] con ellas
       *[with] con ella
    } las { $plies } jugadas siguientes son legales
}

## Los diagnósticos de la sintaxis (códigos S). $text: texto citado de la notación.

syntax-unexpected-text = texto inesperado `{ $text }`
    .label = no forma parte de la notación
    .help = esto no es una jugada, ni un número de jugada, ni un comentario, ni un resultado: ponga los comentarios entre llaves {"{"} {"}"} o bórrelos
syntax-informal-remark = comentario informal `{ $text }`
    .help = el texto tras una flecha no forma parte de la partida: ponga el comentario entre llaves {"{"} {"}"} o bórrelo
syntax-prose-line = una línea de texto entre las jugadas: `{ $text }`
    .label = no forma parte de la partida: sus números no son jugadas
    .help = un texto como las líneas de un correo electrónico no forma parte de la notación: póngalo entre llaves {"{"} {"}"} como comentario o bórrelo

## Los diagnósticos de las reglas de estilo (códigos L). $tags y $last: nombres de etiquetas (Event, Site, ...).

lint-no-tag-pairs = la partida no tiene ninguna etiqueta
    .label = la partida empieza aquí, sin etiquetas
lint-missing-tags = a las siete etiquetas obligatorias les falta { $count ->
    [one] la etiqueta { $last }
   *[other] las etiquetas { $tags } y { $last }
}
    .label = { $count ->
        [one] falta { $last }
       *[other] faltan { $tags } y { $last }
    } en las etiquetas de esta partida
lint-result-alone = un resultado `{ $result }` sin jugadas y sin etiquetas
    .label = una partida aparte, que no tiene más que este resultado
    .help = si repite el resultado de la partida anterior, bórrelo
    .otherwise = si no, escriba antes de él las etiquetas y las jugadas de su partida
lint-empty-game = una partida sin jugadas y sin resultado
    .label = esta partida no tiene jugadas
    .help = borre estas etiquetas si quedaron por error, o añada las jugadas y el resultado (* para una partida que aún no ha empezado)
lint-empty-game-with-tags = una partida con etiquetas pero sin jugadas y sin resultado
