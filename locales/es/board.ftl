# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in Spanish; translated from locales/en/board.ftl.
# Terms: locales/GLOSSARY.md.

board-phrases = { $before }; { $next }

## Enroque (B010)

board-castling-no-right = las { $side ->
         [white] blancas
        *[black] negras
    } no pueden hacer el enroque { $castling ->
        [kingside] corto
       *[queenside] largo
    }: el rey o esa torre ya se ha movido
    .label = sin derecho a enroque
board-castling-path-blocked = las { $side ->
         [white] blancas
        *[black] negras
    } no pueden hacer el enroque { $castling ->
        [kingside] corto
       *[queenside] largo
    }: { $count ->
        [one] hay una pieza
       *[other] hay piezas
    } entre el rey y la torre de { $rook }, en { $squares }
    .label = el camino no está libre
board-castling-in-check = las { $side ->
         [white] blancas
        *[black] negras
    } no pueden hacer el enroque { $castling ->
        [kingside] corto
       *[queenside] largo
    } estando en jaque
    .label = el rey está en jaque
board-castling-attacked = las { $side ->
         [white] blancas
        *[black] negras
    } no pueden hacer el enroque { $castling ->
        [kingside] corto
       *[queenside] largo
    }: el rey pasaría por { $square } o llegaría a esa casilla, que ataca { $piece ->
         [pawn] el peón
         [knight] el caballo
         [bishop] el alfil
         [rook] la torre
         [queen] la dama
        *[king] el rey
    } { $owner ->
        [white] de las blancas
       *[black] de las negras
    } en { $attacker }
    .label = por una casilla atacada
board-castling-not-legal = las { $side ->
         [white] blancas
        *[black] negras
    } no pueden hacer aquí el enroque { $castling ->
        [kingside] corto
       *[queenside] largo
    }
    .label = el enroque no es legal
board-castling-onto-rook-in-standard = el rey sobre su propia torre es la forma de enroque de Chess960; en el ajedrez clásico se escribe `{ $move }`
board-castling-no-king = las { $side ->
         [white] blancas
        *[black] negras
    } no tienen rey con el que enrocar
board-ambiguous-castling = `{ $written }` se lee a la vez como enroque y como la jugada de rey { $from }-{ $to }; se toma como enroque
    .label = leído como enroque { $castling ->
            [kingside] corto
           *[queenside] largo
        }
    .help = escriba el enroque como la jugada del rey sobre su propia torre, `{ $from }{ $rook }`, que solo tiene una lectura; aquí no se puede distinguir una jugada normal de rey
board-castling-onto-rook = `{ $written }` es el enroque { $castling ->
        [kingside] corto
       *[queenside] largo
    } en la forma de Chess960, el rey sobre su propia torre; en el ajedrez clásico se escribe `{ $standard }`
    .label = leído como { $standard }
    .help = escriba `{ $standard }`: en el ajedrez clásico el enroque es la jugada del rey a su casilla de enroque (5171, 5131, 5878, 5838)

## Coronación (B008, B009, B021, B023)

board-short-promotion = coronación escrita en la forma no estándar de 4 cifras: `{ $written }` leído como { $from } a { $to } coronando { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    }
    .label = leído como { $standard }
    .help = escriba `{ $standard }`: la casilla de llegada { $square } y después la cifra de coronación (1 dama, 2 torre, 3 alfil, 4 caballo)
board-short-promotion-also-pawn-move = `{ $written }` también se lee como la jugada de peón { $from }-{ $to } sin su cifra de coronación: se tomó como coronación en dama
board-promotion-digit-missing = el peón llega a la última fila en { $to } pero la jugada no tiene cifra de coronación
    .label = ¿en qué pieza se convierte el peón?
    .help = añada la cifra de coronación: `{ $written }1` para dama, o 2 torre, 3 alfil, 4 caballo como quinta cifra
board-promotion-digit-unexpected = cifra de coronación en una jugada que no corona: { $piece ->
        [pawn] el peón va de { $from } a { $to }, no a la última fila
       *[other] en { $from } hay { $piece ->
            [knight] un caballo
            [bishop] un alfil
            [rook] una torre
            [queen] una dama
           *[king] un rey
        }, no un peón
    }
    .label = aquí no hay coronación
    .help = escriba `{ $move }` sin la quinta cifra, o compruebe la jugada
board-san-promotion-missing = el peón llega a la última fila en { $to } pero `{ $move }` no dice en qué pieza se convierte
    .label = ¿en qué pieza se convierte el peón?
    .help = añada la pieza: `{ $move }=Q` para dama, o =R, =B, =N
board-san-promotion-unexpected = coronación en una jugada que no corona: el peón va de { $from } a { $to }, no a la última fila
    .label = aquí no hay coronación
    .help = borre la indicación de coronación (=Q), o compruebe la jugada
board-impossible-promotion-piece = `{ $move }` corona un peón en { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    }: un peón no puede convertirse en { $piece ->
        [pawn] peón
        [knight] caballo
        [bishop] alfil
        [rook] torre
        [queen] dama
       *[king] rey
    }
    .label = no existe esa coronación
    .help = un peón corona en dama, torre, alfil o caballo: =Q, =R, =B o =N (en notación numérica la quinta cifra 1, 2, 3 o 4)

## Jugadas en notación algebraica

board-ambiguous-san = `{ $move }` es ambigua aquí
    .label = más de una pieza puede hacer esta jugada
    .help = escriba una de { $moves }
board-san-in-check = las { $side ->
         [white] blancas
        *[black] negras
    } están en jaque por { $checker ->
         [pawn] el peón
         [knight] el caballo
         [bishop] el alfil
         [rook] la torre
         [queen] la dama
        *[king] el rey
    } de { $checker_square }{ $checks ->
        [one] {""}
       *[other] {" "}y { $checker2 ->
         [pawn] el peón
         [knight] el caballo
         [bishop] el alfil
         [rook] la torre
         [queen] la dama
        *[king] el rey
    } de { $checker2_square }
    } y `{ $move }` no lo evita: { $has ->
        [none] las { $side ->
         [white] blancas
        *[black] negras
    } no tienen { $piece ->
            [pawn] peón
            [knight] caballo
            [bishop] alfil
            [rook] torre
            [queen] dama
           *[king] rey
        }
       *[some] { $piece ->
            [pawn] ningún peón
            [knight] ningún caballo
            [bishop] ningún alfil
            [rook] ninguna torre
            [queen] ninguna dama
           *[king] ningún rey
        } de las { $side ->
         [white] blancas
        *[black] negras
    } puede llegar a { $to }
    }
    .label = el rey está en jaque
board-san-no-piece = `{ $move }` no es una jugada legal aquí: { $has ->
        [none] las { $side ->
         [white] blancas
        *[black] negras
    } no tienen { $piece ->
            [pawn] peón
            [knight] caballo
            [bishop] alfil
            [rook] torre
            [queen] dama
           *[king] rey
        }
       *[some] { $piece ->
            [pawn] ningún peón
            [knight] ningún caballo
            [bishop] ningún alfil
            [rook] ninguna torre
            [queen] ninguna dama
           *[king] ningún rey
        } de las { $side ->
         [white] blancas
        *[black] negras
    } puede llegar a { $to }
    }
    .label = jugada ilegal
board-same-square-help = una pieza debe moverse a otra casilla, y aquí no encaja ni una coronación de 4 cifras ni un enroque de Chess960; probablemente una de las dos casillas se copió mal: { $instead }

## La reproducción de una línea

board-move-after-end = jugada después del final de la partida: las { $side ->
         [white] blancas
        *[black] negras
    } { $ending ->
        [checkmate] han recibido jaque mate
       *[stalemate] están ahogadas
    }
    .label = la partida ya ha terminado
    .help = borre las jugadas posteriores al final de la partida, o compruebe las jugadas anteriores
    .related = { $ending ->
            [checkmate] jaque mate
           *[stalemate] ahogado
        }
board-unchecked-moves = { $this_move ->
        [yes] { $later ->
            [0] esta jugada no se comprobó en el tablero
            [1] esta jugada y la jugada siguiente de esta línea no se comprobaron en el tablero
           *[other] esta jugada y las { $later } jugadas siguientes de esta línea no se comprobaron en el tablero
        }
       *[no] { $later ->
            [1] la jugada siguiente de esta línea no se comprobó en el tablero
           *[other] las { $later } jugadas siguientes de esta línea no se comprobaron en el tablero
        }
    }
    .label = aquí se detuvo el tablero
board-unchecked-moves-write-numeric = escriba `{ $move }`, la misma jugada en notación numérica, y vuelva a comprobar para reproducir el resto
board-unchecked-moves-correct = corrija esta jugada (vea el error señalado en ella) y vuelva a comprobar para reproducir el resto
board-checking-piece-arrived = esta jugada llevó la pieza que da jaque a { $square }
board-wrong-check-mark = { $mark ->
        [mate-on-check] `#` en una jugada que da jaque pero no mate
        [mate-on-no-check] `#` en una jugada que no da jaque
       *[check-on-no-check] `+` en una jugada que no da jaque
    }
    .label = { $check ->
            [yes] solo jaque
           *[no] sin jaque
        }
    .help = borre el signo (la notación numérica no usa + ni #), o compruebe que la jugada es la que se jugó
board-unreadable-move = `{ $move }` no se puede leer como una jugada
    .label = { $notation ->
            [san] no es notación algebraica (SAN)
            [coordinate] no es una jugada en coordenadas
           *[numeric] no es una jugada en notación numérica
        }
    .help = { $notation ->
            [san] la SAN usa las letras inglesas de las piezas K Q R B N, como en Nf3, exd5, e8=Q, O-O
            [coordinate] una jugada en coordenadas son dos casillas a1-h8 y una letra de coronación opcional q, r, b o n, como en e2e4 o e7e8q
           *[numeric] una jugada en notación numérica es la casilla de salida y la de llegada, dos cifras 1-8 cada una (columna, fila), y una cifra de coronación 1-4 cuando un peón corona, como en 5254 o 57581
        }
board-null-move-in-check = jugada nula `{ $move }` mientras las { $side ->
         [white] blancas
        *[black] negras
    } están en jaque
    .label = el bando que juega está en jaque
    .help = una jugada nula no se puede reproducir desde una posición de jaque: escriba la jugada que se hizo
board-repair-candidates = quizá una de { $deleted ->
        [first] la jugada borrada, { $after }
        [middle] { $before }, la jugada borrada, { $after }
        [last] { $before }, la jugada borrada
       *[none] { $before }
    }, que encajan igual de bien con las jugadas siguientes: compruebe la planilla

board-repair-candidates-went-on = las jugadas siguientes se comprobaron con { $move }

## El resultado (B012)

board-result-contradicts-position = { $place ->
        [marker] el resultado
       *[tag] la etiqueta Result
    } { $written } contradice la posición final: { $why }
    .label = se esperaba { $expected }
    .help = la partida termina en el tablero porque { $why }: { $tag_too ->
            [yes] escriba { $expected } aquí y en la etiqueta Result
           *[no] escriba { $expected }
        }
board-ending = { $ending ->
        [checkmate] las { $side ->
         [white] blancas
        *[black] negras
    } han recibido jaque mate
        [stalemate] las { $side ->
         [white] blancas
        *[black] negras
    } están ahogadas
       *[dead] ningún bando puede dar mate ({ $white } contra { $black }), una posición muerta
    }
board-material = { $side ->
        [white] rey blanco
       *[black] rey negro
    } { $alone ->
        [yes] solo
       *[no] y { $pieces }
    }
board-material-pieces = { $first ->
        [yes] {""}
       *[no] { $before } y {""}
    }{ $piece ->
         [pawn] peón
         [knight] caballo
         [bishop] alfil
         [rook] torre
         [queen] dama
        *[king] rey
    }
board-result-tag-says = { $same ->
        [yes] la etiqueta Result también dice { $result }
       *[no] la etiqueta Result dice { $result }, también erróneo
    }
board-game-ends-here = aquí termina la partida

## La posición inicial: las etiquetas Variant y FEN

board-unsupported-variant = la variante `{ $name }` no se comprueba en el tablero
    .label = ni ajedrez clásico ni Chess960
    .help = solo se comprobó la notación de esta partida; sus jugadas siguen las reglas de otra variante
board-fen-move-number-zero = el número de jugada del FEN es 0; los números de jugada empiezan en 1
    .label = leído como 1
    .help = escriba 1 como último campo del FEN y numere 1 la primera jugada de la partida; los programas leen 0 como 1
board-invalid-fen = la etiqueta FEN no es una posición válida: { $problems }
    .label = FEN no válido
    .help = vuelva a copiar el FEN de la fuente de la partida (seis campos, p. ej. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1); no se comprueba ninguna jugada de esta partida
board-fen-field-count = tiene { $count ->
        [one] { $count } campo
       *[other] { $count } campos
    }; un FEN tiene 6: el tablero, el bando que juega, los derechos de enroque, la casilla de captura al paso, el contador de medias jugadas y el número de jugada
board-fen-rank-count = el tablero tiene { $count ->
        [one] { $count } fila
       *[other] { $count } filas
    }; necesita 8, separadas por /
board-fen-not-a-piece = `{ $letter }` en la fila { $rank } no es una letra de pieza (PNBRQK, pnbrqk) ni un número de casillas vacías
board-fen-rank-squares = la fila { $rank } (`{ $text }`) tiene { $count ->
        [one] { $count } casilla
       *[other] { $count } casillas
    }; cada fila tiene 8
board-fen-side = el bando que juega es `{ $value }`; debe ser w o b
board-fen-castling = los derechos de enroque `{ $value }` deben ser - o letras de KQkq (o columnas A-H, a-h)
board-fen-en-passant = la casilla de captura al paso `{ $value }` debe ser - o una casilla de la fila 3 o 6
board-fen-not-a-number = { $field ->
        [halfmove-clock] el contador de medias jugadas
       *[move-number] el número de jugada
    } `{ $value }` no es un número
board-fen-position = { $problem ->
        [empty-board] no hay ninguna pieza en el tablero
        [missing-king] falta un rey
        [too-many-kings] un bando tiene más de un rey
        [pawns-on-back-rank] hay peones en la primera o en la última fila
        [opposite-check] el bando que no juega está en jaque
       *[other] shakmaty no puede montar la posición
    }
board-fen-unreadable = { $part ->
        [board] parte del tablero no válida en el FEN
        [pocket] reserva no válida en el FEN
        [turn] bando que juega no válido en el FEN
        [castling] derechos de enroque no válidos en el FEN
        [ep-square] casilla de captura al paso no válida en el FEN
        [remaining-checks] jaques restantes no válidos en el FEN
        [halfmove-clock] contador de medias jugadas no válido en el FEN
        [fullmoves] número de jugada no válido en el FEN
       *[fen] FEN no válido
    }
board-fen-more-problems = y { $count ->
        [one] { $count } problema más
       *[other] { $count } problemas más
    }
board-fen-chess960-castling-rights = el FEN da los derechos de enroque `{ $letters }`, que solo Chess960 permite: en el ajedrez estándar un rey enroca solo desde su casilla de la columna e, con las torres en las esquinas
    .label = derechos de enroque de Chess960
    .help = si la partida es Chess960, añada la etiqueta [Variant "Chess960"]; si los reyes o las torres se han movido, han perdido estos derechos: borre las letras del campo de enroque del FEN (escriba `-` cuando no quede ningún derecho). La partida se reprodujo como Chess960
board-fen-chess960-castling-right = el FEN da el derecho de enroque `{ $letter }`, pero el rey { $side ->
        [white] blanco
       *[black] negro
    } está { $king_on ->
        [square] en { $king }
       *[none] en ninguna casilla
    }: en el ajedrez clásico solo enroca desde su casilla de la columna e; solo Chess960 permite este derecho
    .label = un derecho de enroque de Chess960
    .help = si el rey se ha movido, ha perdido el derecho: borre `{ $letter }` del campo de enroque del FEN (escriba `-` si no queda ningún derecho); si la partida es de Chess960, añada la etiqueta [Variant "Chess960"]. La partida se reprodujo como Chess960
board-fen-chess960-castling-rook = el FEN da el derecho de enroque `{ $letter }`, pero no hay ninguna torre { $side ->
        [white] blanca
       *[black] negra
    } en { $corner }: en el ajedrez clásico el rey solo enroca con la torre de la esquina; solo Chess960 permite este derecho, con la torre en { $rook }
    .label = un derecho de enroque de Chess960
    .help = si la torre se ha movido, el derecho se ha perdido: borre `{ $letter }` del campo de enroque del FEN (escriba `-` si no queda ningún derecho); si la partida es de Chess960, añada la etiqueta [Variant "Chess960"]. La partida se reprodujo como Chess960
board-fen-castling-right-dropped = el FEN da el derecho de enroque `{ $letter }`, pero { $reason ->
        [king-off-first-rank] el rey { $side ->
            [white] blanco
           *[black] negro
        } no está en su primera fila
        [no-rook] no hay ninguna torre { $side ->
            [white] blanca
           *[black] negra
        } en { $square }
        [standard] en el ajedrez clásico el rey { $side ->
            [white] blanco
           *[black] negro
        } enroca desde su casilla de la columna e con una torre en la esquina
       *[cannot-castle] el rey { $side ->
            [white] blanco
           *[black] negro
        } y la torre de { $square } no pueden enrocar
    }
    .label = no existe ese derecho de enroque
    .help = borre `{ $letter }` del campo de enroque del FEN (escriba `-` si no queda ningún derecho); la partida se reprodujo sin este derecho, como lo lee python-chess
board-fen-en-passant-dropped = la casilla de captura al paso { $square } del FEN es imposible: { $reason ->
        [wrong-rank] cuando juegan las { $side ->
         [white] blancas
        *[black] negras
    }, debe estar en la fila { $rank }
        [no-pawn] no hay ningún peón { $other ->
            [white] blanco
           *[black] negro
        } delante de ella, como tras un avance de dos casillas
       *[occupied] la casilla que cruzó el peón o la casilla de la que salió está ocupada
    }
    .label = antes no hubo un avance de peón de dos casillas
    .help = escriba `-` como campo de captura al paso del FEN; la partida se reprodujo sin ella, como lo lee python-chess
