# The diagnostics of the syntax layer: digits, punctuation, tag pairs, comments, the pasted text around a record (codes S…), in Spanish; translated from locales/en/syntax.ftl.
# Terms: locales/GLOSSARY.md.

## El archivo en su conjunto. $byte: un byte en hexadecimal (E9); $encoding: Windows-1252 o Latin-1.

syntax-not-text = el archivo no es un archivo de texto: parece { $kind ->
        [gzip] un archivo comprimido gzip: descomprímalo primero (gunzip)
        [zip] un archivo comprimido zip: descomprímalo primero
        [zstd] un archivo comprimido zstd: descomprímalo primero (unzstd)
        [bzip2] un archivo comprimido bzip2: descomprímalo primero (bunzip2)
        [xz] un archivo comprimido xz: descomprímalo primero (unxz)
        [pdf] un documento PDF: copie de él las jugadas como texto
        [utf16] texto UTF-16 sin marca de orden de bytes: indique --encoding utf-16
        [nul] datos binarios (contienen bytes NUL)
       *[binary] datos binarios (la mayoría de sus bytes no son texto)
    }
    .label = no es texto
    .help = iccf lee transcripciones guardadas como texto (UTF-8); no se comprobó nada más de este archivo
syntax-invalid-utf8 = el archivo no es UTF-8 válido: el byte 0x{ $byte } no se puede leer
    .label = no es UTF-8
    .help = guarde el archivo como UTF-8, o indique su codificación (--encoding windows-1252 o latin1); los bytes ilegibles se leyeron como espacios y el resto del archivo se comprobó
syntax-legacy-encoding = el archivo no es UTF-8: el byte 0x{ $byte } se leyó como { $encoding }
    .label = 0x{ $byte } en { $encoding }
    .help = las partidas que no están en UTF-8 se leyeron como { $encoding }, la codificación habitual de los archivos PGN antiguos; guarde el archivo como UTF-8 para que se lea igual en todas partes, o indique con --encoding cuál es su codificación
syntax-empty-file = no hay ninguna partida en este archivo
    .label = vacío
    .help = compruebe que es el archivo que quería: no contiene ninguna etiqueta ni ninguna jugada

## El final de una partida, las etiquetas.

syntax-missing-termination = la partida termina sin resultado
    .label = aquí se esperaba 1-0, 0-1, 1/2-1/2 o *
    .help = termine las jugadas con el resultado: 1-0, 0-1, 1/2-1/2, o * para una partida en curso
syntax-doubled-bracket = la etiqueta se abre con dos corchetes
    .label = un [ de más
    .help = una etiqueta se escribe [Name "value"] con un solo [, como en [White "Smith, John"]
syntax-text-after-tag-value = texto inesperado `{ $text }` en la etiqueta después de su valor
    .label = se esperaba ] después del valor
    .help = una etiqueta se escribe [Name "value"] en una sola línea, como en [White "Smith, John"]
syntax-value-over-two-lines = el valor de la etiqueta ocupa dos líneas
    .label = las comillas de cierre del valor están en la línea siguiente
    .help = una etiqueta se escribe [Name "value"] en una sola línea, como en [White "Smith, John"]
syntax-tag-without-name = etiqueta sin nombre
    .label = se esperaba un nombre de etiqueta después de [
    .help = una etiqueta se escribe [Name "value"], como en [White "Smith, John"]
syntax-invalid-tag-name = nombre de etiqueta no válido `{ $name }`
    .label = solo letras, cifras y _
    .help = un nombre de etiqueta se compone de letras, cifras y guiones bajos y empieza por una letra o una cifra (estándar PGN, sección 8.1)
syntax-unterminated-tag-value = el valor de la etiqueta no tiene comillas de cierre{ $bracket ->
        [missing] {" "}y la etiqueta no tiene ]
       *[present] {""}
    }
    .label = se esperaba " al final del valor
    .help = termine el valor con comillas dobles{ $bracket ->
        [missing] {" "}y la etiqueta con ]
       *[present] {""}
    }, como en [White "Smith, John"]
syntax-unescaped-quotes-in-value = el valor de la etiqueta contiene { $count ->
        [one] una comilla
       *[other] comillas
    } sin barra invertida delante
    .label = el valor termina en la última comilla antes de ]
    .help = dentro de un valor de etiqueta escriba una comilla como `\"`, con una barra invertida delante (estándar PGN, sección 7), como en [Event "Memorial \"Old Tom\" 2019"] (`iccf check --fix` lo hace); el valor se leyó hasta la última comilla
syntax-escaped-closing-quote = las comillas de cierre del valor de la etiqueta están escapadas por la `\` anterior
    .label = `\"` son comillas dentro del valor, así que el valor nunca se cierra
    .help = en el valor de una etiqueta, una barra invertida escapa el carácter que la sigue (estándar PGN, sección 7): escriba una barra invertida al final del valor como `\\`, como en "{ $doubled }"; el valor se leyó como `{ $content }`
syntax-tag-pair-without-bracket = la etiqueta no tiene el `[` de apertura
    .label = se esperaba [ antes del nombre de la etiqueta
    .help = empiece la etiqueta con [, como en `[{ $written }`; se leyó como una etiqueta de esta partida
syntax-unquoted-tag-value = el valor de etiqueta `{ $value }` no está entre comillas dobles
    .label = se esperaba "..."
    .help = ponga el valor entre comillas dobles, como en [White "Smith, John"]
syntax-missing-tag-value = la etiqueta `{ $name }` no tiene valor
    .label = se esperaba un valor entre comillas dobles después del nombre
    .help = escriba el valor entre comillas dobles ("?" si se desconoce), como en [White "Smith, John"]
syntax-unclosed-tag-pair = la etiqueta no está cerrada con ]
    .label = se esperaba ] después de esto
    .help = termine la etiqueta con ], como en [White "Smith, John"]
syntax-duplicate-tag = la etiqueta `{ $name }` aparece { $count ->
        [2] dos veces
       *[other] { $count } veces
    } en esta partida
    .label = repetida aquí
    .first = primera vez aquí
    .help = conserve una sola: los programas que leen PGN conservan solo un valor, y no siempre el mismo
syntax-misplaced-tag-pair = etiqueta entre las jugadas
    .label = las etiquetas van antes de las jugadas
    .help = lleve esta etiqueta al principio de la partida, antes de la primera jugada, cada una en su propia línea
syntax-typographic-quotes = el valor de la etiqueta está escrito entre { $marks ->
        [entity] las entidades HTML
       *[other] comillas tipográficas
    } `{ $open }...{ $close }`{ $others ->
        [0] {""}
        [one] {" "}(y { $others } valor de etiqueta más de esta partida)
       *[other] {" "}(y { $others } valores de etiqueta más de esta partida)
    }, no entre comillas dobles rectas
    .label = { $marks ->
        [entity] comillas escritas como entidades HTML, como en el código fuente de una página web
       *[other] comillas curvas, como las escribe un procesador de textos
    }
    .help = el valor de una etiqueta va entre comillas dobles rectas ", como en [White "Smith, John"]; el valor se lee tal como está escrito entre las comillas: escriba comillas rectas (`iccf check --fix` lo hace)

## Comentarios y variantes.

syntax-unterminated-comment = este comentario nunca se cierra
    .label = {"{"} abre un comentario sin {"}"} de cierre
    .help = añada {"}"} donde termina el comentario; el comentario se leyó hasta { $until ->
        [move] la jugada siguiente
       *[game] el final de la partida
    }
syntax-variation-too-deep = variantes anidadas a más de { $depth } niveles
    .label = variante en el nivel { $deeper }
    .help = esta variante y todo lo que contiene se conservaron como texto, no se leyeron como jugadas; las anotaciones reales nunca se anidan tanto, así que revise los paréntesis
syntax-unmatched-parenthesis = este ) no cierra ninguna variante
    .label = aquí no hay ningún ( abierto
    .help = añada el ( que falta antes de la primera jugada de la variante, o borre el )
syntax-unclosed-variation = esta variante nunca se cierra
    .label = ( abre una variante sin ) de cierre
    .help = añada ) después de la última jugada de la variante; las jugadas después de ( no se comprobaron en el tablero

## NAG, resultados y números de jugada.

syntax-invalid-nag = el NAG `{ $written }` está fuera de rango
    .label = los NAG van de $0 a $255
    .help = use un NAG de $0 a $255 ($1 buena jugada, $2 error, $3 jugada brillante, $4 error grave, $5 jugada interesante, $6 jugada dudosa), o escriba el comentario entre llaves {"{"} {"}"}
syntax-dangling-number = número de jugada sin jugada detrás
    .label = ninguna jugada sigue a este número
    .help = añada la jugada que falta, o borre el número
syntax-placeholder-dots = `{ $written }` en el lugar de la jugada de las negras, sin jugada
    .label = aquí no hay ninguna jugada escrita
    .help = escriba la jugada de las negras en su lugar, o borre los puntos
syntax-nonstandard-result = resultado no estándar `{ $written }`
    .label = leído como { $result }
    .help = escriba `{ $result }`: PGN solo admite 1-0, 0-1, 1/2-1/2 y *
syntax-not-a-result = `{ $written }` no es un resultado de partida
    .label = { $kind ->
        [evaluation] un signo de valoración
       *[score] un marcador
    }, no un resultado
    .help = una partida termina con 1-0, 0-1, 1/2-1/2 o * (sin terminar): escriba `{ $meant ->
        [white] 1-0` si ganaron las blancas
        [black] 0-1` si ganaron las negras
       *[draw] 1/2-1/2` si la partida terminó en tablas
    } (y lo mismo en la etiqueta Result), o `*` si la partida no ha terminado
syntax-result-in-variation = resultado `{ $written }` dentro de una variante
    .label = una variante no puede terminar la partida
    .help = bórrelo, o escriba la observación como comentario, por ejemplo {"{"} y ganan las blancas {"}"}
syntax-misplaced-result = resultado `{ $written }` en medio de la partida
    .label = { $where ->
        [next-line] la línea siguiente continúa con las jugadas de esta partida
       *[line] en esta línea siguen más jugadas
    }
    .help = el resultado va después de la última jugada de la partida: muévalo allí, o bórrelo
syntax-black-first-without-setup = la partida empieza con la jugada de las negras `{ $written }` pero no tiene etiqueta FEN
    .label = la posición antes de esta jugada es desconocida
    .help = añada la posición antes de la jugada de las negras con las etiquetas [SetUp "1"] y [FEN "..."], o empiece la partida con la jugada 1 de las blancas; las jugadas de esta partida no se comprobaron en el tablero
syntax-move-number-out-of-sequence = el número de jugada { $written } no corresponde a las jugadas anteriores: se esperaba { $wanted }
    .label = se esperaba { $wanted }
    .help = según las jugadas anteriores a este número, la próxima jugada es la jugada { $expected } de las { $side ->
        [white] blancas
       *[black] negras
    }: { $shift ->
        [black-left-out] o bien falta antes la jugada { $expected } de las negras (entonces el tablero encuentra que la jugada siguiente la hace el bando equivocado), o bien los números a partir de aquí van media jugada por delante de las jugadas (entonces escriba aquí `{ $wanted }` y renumere las jugadas siguientes)
        [written-twice] o bien una jugada se escribió dos veces antes (entonces el tablero encuentra ilegal la jugada repetida), o bien los números a partir de aquí van por detrás de las jugadas (entonces escriba aquí `{ $wanted }` y renumere las jugadas siguientes)
       *[other] escriba `{ $wanted }`, o corrija las jugadas anteriores si falta o se repite alguna
    }. Los números de jugada siguientes se cuentan a partir de este
syntax-reply-as-variation = la variante empieza con la jugada de las negras { $written }, pero sustituye a la jugada { $number } de las blancas
    .label = se esperaba { $number }.
    .help = una variante es una alternativa a la jugada anterior a su `(`, aquí la jugada { $number } de las blancas: si es la respuesta de las negras, escríbala después del `)` en la línea principal; si es una alternativa a la jugada { $number } de las negras, ponga el `(` después de esa jugada. Las jugadas de esta variante no se comprobaron en el tablero
syntax-black-dots-on-white-move = el número de jugada { $written } no corresponde a las jugadas anteriores: se esperaba { $expected }.
    .label = se esperaba { $expected }.
    .help = según las jugadas anteriores a este número, la próxima jugada es la jugada { $expected } de las blancas: escriba `{ $expected }.`
syntax-numbered-apart-from-tags = las jugadas están numeradas desde `{ $written }`, pero la etiqueta FEN empieza la partida en `{ $first }`
    .label = se esperaba { $first }
    .help = numere las jugadas desde `{ $first }`, como dice el número de jugada del FEN, o corrija el número de jugada del FEN; los números siguientes se leen como contados desde `{ $written }`
syntax-numbered-from-zero = las jugadas están numeradas desde { $written }: la primera jugada de una partida es la jugada 1
    .label = se esperaba { $first }
    .help = numere las jugadas desde 1 (`{ $first }` para la primera jugada); los números posteriores a este se leen como contados desde 0

## Jugadas numéricas.

syntax-invalid-square = la casilla { $square } no existe: la cifra de la { $which ->
        [file] columna
       *[rank] fila
    } es { $digit }
    .label = { $which ->
        [file] la columna
       *[rank] la fila
    } { $digit } no está en el tablero
    .help = las columnas y las filas se numeran del 1 al 8 (a1 = 11, e2 = 52, h8 = 88); compruebe estas cifras en su planilla
syntax-invalid-squares = `{ $written }` nombra casillas que no existen: { $squares ->
        [to] la casilla de llegada { $to } tiene { $to-bad ->
            [file] la columna { $to-file }
            [rank] la fila { $to-rank }
           *[both] la columna { $to-file } y la fila { $to-rank }
        }
       *[other] la casilla de salida { $from } tiene { $from-bad ->
            [file] la columna { $from-file }
            [rank] la fila { $from-rank }
           *[both] la columna { $from-file } y la fila { $from-rank }
        }{ $squares ->
            [both] ; la casilla de llegada { $to } tiene { $to-bad ->
                [file] la columna { $to-file }
                [rank] la fila { $to-rank }
               *[both] la columna { $to-file } y la fila { $to-rank }
            }
           *[from] {""}
        }
    }
    .label = cifras fuera del tablero
    .help = las columnas y las filas se numeran del 1 al 8 (a1 = 11, e2 = 52, h8 = 88); compruebe estas cifras en su planilla
syntax-stray-digits-before-move = `{ $text }` suelto pegado delante de la jugada siguiente
    .label = no forma parte de la jugada
    .help = una cifra delante de una jugada es un desliz al escribir o un error de OCR; se lee la jugada siguiente: borre la cifra
syntax-bad-promotion-digit = la cifra de coronación { $digit } no es una pieza
    .label = se esperaba 1, 2, 3 o 4
    .help = la quinta cifra indica la pieza nueva: 1 = dama, 2 = torre, 3 = alfil, 4 = caballo
syntax-same-square = la jugada va de { $square } a { $square }
    .label = la casilla de salida y la de llegada son la misma
    .help = una pieza debe moverse a otra casilla; probablemente una de las dos casillas se copió mal
syntax-wrong-length = la jugada `{ $written }` tiene { $count ->
        [one] { $count } cifra
       *[other] { $count } cifras
    }; una jugada numérica tiene 4, o 5 con una cifra de coronación
    .label = { $count ->
        [one] { $count } cifra
       *[other] { $count } cifras
    }
    .help = { $shape ->
        [twice] parece que la casilla de llegada está escrita dos veces: ¿quería decir `{ $meant }`?
        [glued] ¿dos jugadas sin espacio entre ellas? `{ $first } { $second }`
        [short] falta una cifra: una jugada es la casilla de salida y la de llegada, de dos cifras cada una (e2-e4 = 5254), y una quinta cifra solo en una coronación
       *[long] una jugada es la casilla de salida y la de llegada, de dos cifras cada una (e2-e4 = 5254), y una quinta cifra solo en una coronación; compruebe si sobra una cifra
    }
syntax-promotion-letter = la pieza de coronación de una jugada numérica está escrita con una letra, no con una cifra
    .label = letra de coronación
    .help = escriba `{ $digits }`: la notación numérica escribe la pieza en la que se convierte un peón como una quinta cifra, 1 = dama, 2 = torre, 3 = alfil, 4 = caballo
# $written: as written; $read: the move or number in ASCII digits; $what: move or number.
syntax-full-width-digits = `{ $written }` está escrito con cifras de ancho completo: { $what ->
        [number] el número de jugada
       *[other] la jugada
    } se lee como { $read }
    .label = leído como { $read }
    .help = escriba { $read } con cifras normales (`iccf check --fix` lo hace): las cifras de ancho completo, como las escriben los teclados chinos, japoneses y coreanos, no forman parte de la notación numérica, y otros programas no las leen
syntax-letter-for-digit = `{ $written }` contiene { $count ->
        [1] la letra `{ $letter1 }` en lugar de la cifra { $digit1 }
        [2] las letras `{ $letter1 }` en lugar de la cifra { $digit1 } y `{ $letter2 }` en lugar de la cifra { $digit2 }
        [3] las letras `{ $letter1 }` en lugar de la cifra { $digit1 }, `{ $letter2 }` en lugar de la cifra { $digit2 } y `{ $letter3 }` en lugar de la cifra { $digit3 }
        [4] las letras `{ $letter1 }` en lugar de la cifra { $digit1 }, `{ $letter2 }` en lugar de la cifra { $digit2 }, `{ $letter3 }` en lugar de la cifra { $digit3 } y `{ $letter4 }` en lugar de la cifra { $digit4 }
       *[other] las letras `{ $letter1 }` en lugar de la cifra { $digit1 }, `{ $letter2 }` en lugar de la cifra { $digit2 }, `{ $letter3 }` en lugar de la cifra { $digit3 }, `{ $letter4 }` en lugar de la cifra { $digit4 } y `{ $letter5 }` en lugar de la cifra { $digit5 }
    }: { $what ->
        [number] el número de jugada se lee
       *[other] la jugada se lee
    } como { $read }
    .label = leída como { $read }
    .help = { $what ->
        [number] un número de jugada solo tiene cifras: escriba { $read } (`iccf check --fix` lo hace)
       *[other] una jugada numérica solo tiene cifras: escriba { $read } (`iccf check --fix` lo hace), después de comprobar en la planilla que es la jugada realizada
    }; { $count ->
        [1] la letra está
       *[other] las letras están
    } donde corresponde una cifra, como en un texto leído por OCR o tecleado a mano

## Texto que no es notación; otras notaciones.

# $text: the sign as written; $nag: the number of the NAG that says the same.
syntax-evaluation-sign = el signo de valoración `{ $text }` no forma parte de la notación
    .label = un signo de valoración
    .help = PGN escribe una valoración como NAG: escriba `${ $nag }` (`iccf check --fix` lo hace), o ponga el signo en un comentario: {"{"}{ $text }{"}"}
syntax-stray-characters = { $count ->
        [one] carácter suelto
       *[other] caracteres sueltos
    } `{ $text }`
    .label = no forma parte de la notación
    .help = bórrelo; las jugadas numéricas solo tienen cifras, y los comentarios van entre llaves {"{"} {"}"}
syntax-null-move = jugada nula `{ $text }`
    .label = cede el turno sin mover
    .help = una jugada nula no es una jugada de ajedrez: escriba la jugada que se hizo, o ponga el análisis en una variante ( )
syntax-descriptive-game = esta partida está escrita en notación descriptiva (P-K4, N-KB3), no en la notación numérica ICCF ({ $moves } de { $total } jugadas)
    .label = primera jugada en notación descriptiva
    .help = la notación descriptiva nombra las casillas desde el lado de cada jugador, algo que ningún programa de aquí lee: escriba las jugadas en notación numérica (P-K4 es 5254 para las blancas, 5755 para las negras; N-KB3 es 7163 para las blancas, 7866 para las negras), o en notación algebraica y conviértalas con `iccf convert --to iccf`
syntax-other-notation-game = esta partida está escrita en { $notation ->
        [coordinate] notación de coordenadas (UCI)
       *[algebraic] notación algebraica
    }, no en la notación numérica ICCF ({ $moves } de { $total } jugadas)
    .label = { $notation ->
        [coordinate] primera jugada en notación de coordenadas
       *[algebraic] primera jugada algebraica
    }
    .help = convierta toda la partida con `iccf convert --to iccf FILE`, que escribe cada jugada en notación numérica
syntax-coordinate-move = `{ $text }` está escrita en notación { $kind ->
        [long] algebraica larga
       *[coordinate] de coordenadas (UCI)
    }, no en notación numérica
    .label = notación { $kind ->
        [long] algebraica larga
       *[coordinate] de coordenadas (UCI)
    }
    .help = escriba `{ $numeric }`: la notación numérica escribe las columnas a-h como las cifras 1-8
syntax-glued-san-moves = `{ $text }` son dos jugadas en notación algebraica (SAN) sin espacio entre ellas: `{ $first }` y `{ $second }`
    .label = dos jugadas algebraicas
    .help = la notación numérica escribe la casilla de salida y la de llegada de cada jugada como cifras (las columnas a-h son 1-8), con un espacio entre jugadas: Ng1-f3 es 7163, e2-e4 es 5254
syntax-descriptive-move = `{ $text }` está escrita en notación descriptiva, no en notación numérica
    .label = jugada descriptiva
    .help = la notación numérica escribe la casilla de salida y la de llegada como cifras (las columnas a-h son 1-8, las filas desde el lado de las blancas): P-K4 es 5254 para las blancas, N-KB3 es 7163
syntax-castling-notation = enroque escrito como `{ $text }`, no como la jugada del rey
    .label = { $castling ->
        [kingside] enroque corto
       *[queenside] enroque largo
    } de las { $side ->
        [white] blancas
       *[black] negras
    }
    .help = la notación numérica escribe el enroque como la jugada del rey: escriba `{ $numeric }` para el { $castling ->
        [kingside] enroque corto
       *[queenside] enroque largo
    } de las { $side ->
        [white] blancas
       *[black] negras
    } (en Chess960, la casilla de salida del rey y su casilla de enroque)
syntax-san-move = `{ $text }` está escrita en notación algebraica (SAN), no en notación numérica
    .label = jugada algebraica (SAN)
    .help = la notación numérica escribe la casilla de salida y la de llegada como cifras (las columnas a-h son 1-8): Ng1-f3 es 7163, e2-e4 es 5254
syntax-san-move-foreign-letter = `{ $letter }` no es una letra de pieza inglesa (K Q R B N)
syntax-check-before-promotion = el signo de jaque de `{ $text }` está antes de su coronación
    .label = signo de jaque antes de la coronación
    .help = escriba `{ $written }`: la coronación sigue a la casilla, el signo de jaque va al final
syntax-malformed-promotion = { $spelling ->
        [lowercase] la pieza de coronación de `{ $text }` es una letra minúscula
       *[other] la coronación de `{ $text }` no está escrita como la escribe SAN
    }
    .label = { $spelling ->
        [brackets] pieza de coronación entre paréntesis
        [slash] pieza de coronación tras una barra
       *[lowercase] pieza de coronación en minúscula
    }
    .help = escriba `{ $written }`: SAN escribe la pieza en la que se convierte un peón como `=` y su letra mayúscula (Q, R, B o N) justo después de la casilla

## Texto pegado junto con la partida.

syntax-html-markup = { $entity ->
        [entity] entidad HTML
       *[markup] marcado HTML
    } `{ $text }` en el texto{ $others ->
        [0] {""}
        [one] , y { $others } fragmento de HTML más en esta partida
       *[other] , y { $others } fragmentos de HTML más en esta partida
    }
    .label = HTML, no notación
    .help = la partida se copió de una página web con su HTML: las jugadas de alrededor se leen como si no estuviera; borre el HTML (`iccf check --fix` lo hace), o copie la partida como texto sin formato
syntax-no-break-space = un { $name ->
        [narrow-no-break-space] espacio de no separación estrecho
       *[no-break-space] espacio de no separación
    } (U+{ $code }) dentro de una jugada{ $others ->
        [0] {""}
       *[other] , y { $others } más en esta partida
    }
    .label = este espacio parte las cifras de la jugada
    .help = el texto de alrededor se lee como si no estuviera; bórrelo (`iccf check --fix` lo hace): otros programas leen una jugada que lo contiene como dos jugadas erróneas
syntax-invisible-character = carácter invisible U+{ $code } ({ $name ->
        [soft-hyphen] guion condicional
        [mongolian-vowel-separator] separador de vocales mongol
        [zero-width-space] espacio de ancho cero
        [zero-width-non-joiner] no unión de ancho cero
        [zero-width-joiner] unión de ancho cero
        [left-to-right-mark] marca de izquierda a derecha
        [right-to-left-mark] marca de derecha a izquierda
        [word-joiner] unión de palabras
        [byte-order-mark] marca de orden de bytes (espacio de no separación de ancho cero)
        [direction-control] control de dirección del texto
        [direction-isolate] aislante de dirección del texto
       *[invisible] carácter invisible
    }) en el texto{ $others ->
        [0] {""}
       *[other] , y { $others } más en esta partida
    }
    .label = aquí hay un U+{ $code }, que no se ve en pantalla
    .help = el texto de alrededor se lee como si no estuviera; bórrelo (`iccf check --fix` lo hace): otros programas leen una jugada que lo contiene como dos jugadas erróneas
syntax-separators-between-moves = las jugadas están separadas por { $separator ->
        [semicolon] puntos y coma
        [slash] barras
       *[comma] comas
    } ({ $count } en esta partida)
    .label = { $separator ->
        [semicolon] un punto y coma
        [slash] una barra
       *[comma] una coma
    } entre jugadas
    .help = las jugadas se separan con espacios; las jugadas se leen como si cada { $separator ->
        [semicolon] punto y coma
        [slash] barra
       *[comma] coma
    } fuera uno: escriba espacios (`iccf check --fix` lo hace){ $separator ->
        [semicolon] ; en PGN un punto y coma inicia un comentario hasta el final de la línea, así que otros programas pierden las jugadas que siguen
       *[other] {""}
    }
syntax-quote-marks = marcas de cita de un correo `{ $text }` delante de { $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    }
    .label = marcas de cita de una respuesta de correo
    .help = las jugadas se citaron de un correo; se leen y se comprueban como si las marcas no estuvieran: borre las marcas (`iccf check --fix` lo hace)
syntax-shortcode = código corto de blog `{ $text }`, no una etiqueta
    .label = marcado del visor de ajedrez de un blog
    .help = el visor de una página web marca con él dónde empieza y termina una partida; no forma parte de la partida: borre la línea (`iccf check --fix` lo hace)
syntax-email-attribution = la línea de una respuesta de correo que introduce la cita: `{ $text }`
    .label = texto de correo
    .help = las líneas de un correo no forman parte de la partida (sus fechas y horas no se leen como jugadas): bórrelas, o póngalas entre llaves {"{"} {"}"} como comentario
syntax-email-signature = una firma de correo ({ $count ->
        [one] { $count } línea
       *[other] { $count } líneas
    })
    .label = firma de correo
    .help = las líneas de un correo no forman parte de la partida (sus fechas y horas no se leen como jugadas): bórrelas, o póngalas entre llaves {"{"} {"}"} como comentario
syntax-text-after-result = texto después del resultado de la partida: `{ $text }`
    .label = no forma parte de la partida
    .help = las palabras después del resultado no forman parte de la partida: póngalas entre llaves {"{"} {"}"} como comentario, o bórrelas
syntax-text-before-game = texto antes de los pares de etiquetas de una partida: `{ $text }`
    .label = no forma parte de la partida
    .help = un saludo o una nota antes de los pares de etiquetas no forma parte de la partida: bórrelo, o póngalo entre llaves {"{"} {"}"} como comentario
syntax-date-line = una fecha entre las jugadas: `{ $text }`
    .label = no es una jugada: sus números no se leen como jugadas
    .help = una fecha (cuándo se envió o recibió una jugada) no forma parte de las jugadas: póngala entre llaves {"{"} {"}"} como comentario, o bórrela
syntax-email-header = { $count ->
        [one] una línea de encabezado de correo: `{ $text }`
       *[other] líneas de encabezado de correo ({ $count } líneas): `{ $text }`
    }
    .label = encabezado de correo
    .help = las líneas de un correo no forman parte de la partida (sus fechas y horas no se leen como jugadas): bórrelas, o póngalas entre llaves {"{"} {"}"} como comentario
