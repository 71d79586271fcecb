# Los textos del servidor de lenguaje para editores (`iccf lsp`, lsp-*) y de la página web
# (`iccf serve`, web-*) en español. Términos: locales/GLOSSARY.md. Origen: locales/en/front.ftl.

## Servidor de lenguaje: diagnósticos

lsp-help = ayuda: { $help }

## Servidor de lenguaje: información sobre una jugada

lsp-hover-null-move = { $number } jugada nula: { $side ->
    [white] las blancas pasan
   *[black] las negras pasan
}
lsp-hover-notations = numérica { $numeric }, SAN { $san }, UCI { $uci }
lsp-hover-castles = { $side ->
    [white] las blancas
   *[black] las negras
} hacen el enroque { $wing ->
    [queenside] largo
   *[kingside] corto
}
lsp-hover-move = { $piece ->
    [pawn] peón { $side ->
        [white] blanco
       *[black] negro
    }
    [knight] caballo { $side ->
        [white] blanco
       *[black] negro
    }
    [bishop] alfil { $side ->
        [white] blanco
       *[black] negro
    }
    [rook] torre { $side ->
        [white] blanca
       *[black] negra
    }
    [queen] dama { $side ->
        [white] blanca
       *[black] negra
    }
   *[king] rey { $side ->
        [white] blanco
       *[black] negro
    }
} de { $from } a { $to }
lsp-hover-captures = captura { $piece ->
    [pawn] el peón { $side ->
        [white] blanco
       *[black] negro
    }
    [knight] el caballo { $side ->
        [white] blanco
       *[black] negro
    }
    [bishop] el alfil { $side ->
        [white] blanco
       *[black] negro
    }
    [rook] la torre { $side ->
        [white] blanca
       *[black] negra
    }
    [queen] la dama { $side ->
        [white] blanca
       *[black] negra
    }
   *[king] el rey { $side ->
        [white] blanco
       *[black] negro
    }
}
lsp-hover-promotes = coronación en { $piece ->
    [knight] caballo
    [bishop] alfil
    [rook] torre
   *[queen] dama
}
lsp-hover-checkmate = jaque mate
lsp-hover-check = da jaque
lsp-hover-stalemate = ahogado
lsp-hover-fen = FEN después: { $fen }

## Servidor de lenguaje: información sobre un diagnóstico

lsp-hover-fix = Corrección: { $fix }
lsp-hover-more = ({ $command } explica más)

## Servidor de lenguaje: acciones de código

lsp-action-apply-fix = Aplicar la corrección
lsp-action-insert-space = Insertar un espacio
lsp-action-remove-space = Quitar el espacio
lsp-action-delete = Borrar `{ $old }`
lsp-action-insert = Insertar `{ $new }`
lsp-action-replace = Reemplazar `{ $old }` por `{ $new }`
lsp-repair-missing = Insertar la jugada que falta `{ $move }` ({ $san })
lsp-repair-repeated = Borrar la jugada repetida `{ $written }`
lsp-repair-swapped = Escribir las jugadas en el orden en que se jugaron: `{ $move }` ({ $san })
lsp-repair-run-together = Separar `{ $written }` en `{ $move }` ({ $san })
lsp-repair-replace = Reemplazar `{ $written }` por `{ $move }` ({ $san })
lsp-action-numeric-form = Escribir `{ $written }` como `{ $numeric }`, la misma jugada en notación numérica
lsp-action-rewrite = Escribir `{ $written }` en notación numérica: `{ $numeric }`
lsp-action-fix-all = { $count ->
    [one] Corregir el { $count } problema corregible del archivo
   *[other] Corregir los { $count } problemas corregibles del archivo
}

## Servidor de lenguaje: formato y esquema

lsp-format-pgn = iccf da formato a partidas en notación numérica (.iccf); `iccf convert --to iccf` convierte un archivo PGN en una
lsp-format-refused = sin formato: la partida { $game } tiene errores; corrija primero los errores, como pide `iccf fmt`
lsp-format-refused-because = sin formato: la partida { $game } tiene errores: { $message } (línea { $line }, columna { $column }); corrija primero los errores, como pide `iccf fmt`
lsp-symbol-game = partida { $game }
lsp-symbol-detail = partida { $game }, { $result }
lsp-symbol-no-result = partida { $game }, sin resultado

## Página web: textos fijos

web-title = iccf: comprobar la notación de una partida de ajedrez
web-intro = Pegue una partida en notación numérica ICCF (o en PGN), o abra un archivo: cada error queda subrayado, con la forma de corregirlo, y cada jugada se ve en el tablero.
web-language = Idioma
web-transcript = Notación de la partida
web-actions = Acciones
web-check = Comprobar
web-open = Abrir archivo…
web-fix = Corregir
web-fix-title = Aplicar las correcciones seguras de iccf check --fix
web-format = Dar formato
web-format-title = Reescribir en notación numérica canónica (iccf fmt)
web-download-pgn = Descargar PGN
web-download-iccf = Descargar en numérica
web-live = comprobar al escribir
web-placeholder = Pegue aquí una partida, o suelte un archivo .iccf o .pgn en este cuadro.
web-nothing-checked = Todavía no se ha comprobado nada.
web-diff-title = Qué cambió la corrección
web-undo = Deshacer
web-close = Cerrar
web-side = Tablero y diagnósticos
web-game = Partida
web-no-game-yet = todavía no hay partida
web-board = Tablero. Las flechas izquierda y derecha recorren las jugadas, Inicio y Fin van al principio y al final.
web-board-start-alt = La posición inicial
web-board-start = Posición inicial
web-steps = Recorrer la partida
web-first = Principio de la partida
web-prev = Jugada anterior
web-next = Jugada siguiente
web-last = Final de la partida
web-diagnostics = Diagnósticos
web-footer = Comprobado por { $serve } en este ordenador; nada sale de él. Las mismas comprobaciones en la línea de órdenes: { $check }. API JSON: { $api }.

## Página web: líneas de estado

web-server-answered = el servidor respondió { $status }
web-server-wait = (el servidor pide esperar { $seconds } s)
web-text-too-large = El texto supera los 8 MiB: compruébelo por partes, o con iccf check en la línea de órdenes.
web-checking = Comprobando
web-no-game = No se encontró ninguna partida: pegue una notación, o abra un archivo.
web-no-problems = No se encontraron problemas en { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}.
web-checked = { $games ->
    [one] { $games } partida comprobada
   *[other] { $games } partidas comprobadas
}: { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $warnings ->
    [one] { $warnings } advertencia
   *[other] { $warnings } advertencias
}{ $advice ->
    [0] {""}
    [one] , { $advice } consejo
   *[other] , { $advice } consejos
}.
web-checked-truncated = { $games ->
    [one] { $games } partida comprobada
   *[other] { $games } partidas comprobadas
}: { $total ->
    [one] { $total } diagnóstico
   *[other] { $total } diagnósticos
}; solo se listan los { $shown } primeros (y { $listed } partidas), lo máximo que el servidor envía de una vez.
web-game-title = Partida { $game }
web-errors = { $count ->
    [one] { $count } error
   *[other] { $count } errores
}
web-severity = { $severity ->
    [error] error
    [warning] advertencia
   *[advice] consejo
}
web-where = línea { $line }, columna { $column }:
web-where-game = línea { $line }, columna { $column }, partida { $game }:
web-help = ayuda: { $help }

## Página web: la jugada que el tablero reconoció como la que se quiso escribir

web-repair-missing = Insertar la jugada que falta { $moves }
web-repair-repeated = Borrar la jugada repetida
web-repair-swapped = Ordenar las jugadas: { $moves }
web-repair-run-together = Separar en { $moves }
web-repair-replace = Reemplazar por { $moves }
web-repair-title = Escribir en el texto la jugada que el tablero reconoció como la que se quiso escribir. Esto cambia la notación de la partida: compárela con la planilla (Deshacer recupera el texto anterior).
web-repair-stale = El texto cambió desde la comprobación: compruébelo de nuevo y luego corrija.
web-repair-diff-title = { $repair } ({ $code }, línea { $line })

## Página web: Corregir, Dar formato, descargas y archivos

web-nothing-to-fix = Nada que corregir: ningún problema aquí tiene una corrección automática segura.
web-fix-repaired = { $count ->
    [one] La corrección arregló { $count } problema
   *[other] La corrección arregló { $count } problemas
}
web-fix-blocked = no se corrigió nada: el texto tiene { $count ->
    [one] { $count } error de notación que la corrección no puede arreglar
   *[other] { $count } errores de notación que la corrección no puede arreglar
}; corríjalo primero a mano (vea los diagnósticos)
web-format-unchanged = Ya está en notación numérica canónica: nada que cambiar.
web-format-rewrote = Se reescribió el texto con formato
web-format-refused = sin formato: { $count ->
    [one] { $count } partida tiene errores
   *[other] { $count } partidas tienen errores
} (corríjalos primero)
web-download-none = Nada que descargar: no se encontró ninguna partida.
web-download-all-refused = No se descargó: todas las partidas tienen errores (vea los diagnósticos).
web-downloaded = { $count ->
    [one] Se descargó { $count } partida
   *[other] Se descargaron { $count } partidas
} como { $file }.
web-downloaded-left-out = Omitidas por errores: partida { $games }.
web-file-too-large = { $file } supera los 8 MiB: compruébelo con iccf check en la línea de órdenes.
web-file-unreadable = No se pudo leer { $file }: { $error }
web-file-latin1 = el archivo no está en UTF-8: se leyó como Latin-1 (ISO 8859-1, el juego de caracteres de PGN); guárdelo en UTF-8 para que todas las letras sean correctas

## Página web: la leyenda del tablero

web-board-unavailable = Esta partida no se puede mostrar en un tablero
web-board-after = Después de { $move }
web-board-before = Antes de { $move }
web-board-before-stop = Antes de { $move } ({ $cause ->
    [illegal-move] ilegal
    [game-over] después del final de la partida
   *[syntax-error] ilegible
})
web-board-game-start = Partida { $game }: posición inicial
