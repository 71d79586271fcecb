# Los códigos de iccf: la descripción de cada uno (`iccf rules`) y el texto de `iccf explain CODE`.
# Un mensaje por código, code-NOMBRE: su valor es la descripción, sus atributos las secciones de
# la explicación. Términos: locales/GLOSSARY.md. Texto fuente: locales/en/codes.ftl.

## S001
code-invalid-utf8 = el archivo no es UTF-8 válido
    .what = Algunos bytes del archivo no son texto UTF-8. El diagnóstico señala el primer byte erróneo; cada byte erróneo se lee como un espacio, para que el resto del archivo se compruebe igualmente.
    .why = Las transcripciones PGN e ICCF se intercambian como texto UTF-8. Los bytes en otra codificación (a menudo nombres en Latin-1 o Windows-1252 en las etiquetas) aparecen como caracteres ilegibles en otros programas.
    .example = {"["}White "M\xfcller"]   (un byte Latin-1 para la u con diéresis)
    .fix = Guarde el archivo como UTF-8 en su editor («Guardar con codificación: UTF-8»).

## S002
code-invalid-square = una cifra de casilla es 0 o 9
    .what = En la notación numérica cada casilla se escribe con dos cifras, la columna y luego la fila, cada una de 1 a 8. Un 0 o un 9 no puede designar ninguna casilla.
    .why = La jugada no se puede leer en absoluto, así que la partida no se puede reproducir más allá de ella.
    .example = 1. 5259 5755   (59: no existe la fila 9)
    .fix = Vuelva a escribir las cifras de la casilla: las columnas a-h son 1-8 y las filas 1-8 son 1-8 (e2 = 52).

## S003
code-bad-promotion-digit = una cifra de coronación no está entre 1 y 4
    .what = Una quinta cifra tras una jugada indica la pieza en la que corona el peón: 1 dama, 2 torre, 3 alfil, 4 caballo. Cualquier otra cifra carece de sentido.
    .why = La pieza de la coronación decide el resto de la partida; una cifra errónea no se puede adivinar.
    .example = 57. 57585   (5 no es ninguna pieza)
    .fix = Use 1 para una dama, 2 para una torre, 3 para un alfil o 4 para un caballo (e7-e8=Q se escribe 57581).

## S004
code-wrong-move-length = una jugada tiene un número de cifras equivocado
    .what = Una jugada numérica tiene exactamente cuatro cifras (casilla de salida, casilla de llegada) o cinco (con una cifra de coronación). Esta tiene menos o más.
    .why = Se perdió o se duplicó una cifra al copiar; la jugada no se puede leer.
    .example = 12. 646 5756   (tres cifras)
    .fix = Vuelva a copiar la jugada de su planilla: dos cifras para la casilla que deja la pieza y dos para la casilla a la que llega.

## S005
code-same-square = una jugada va de una casilla a la misma casilla
    .what = La casilla de salida y la casilla de llegada de la jugada son la misma, y tampoco puede tratarse de una coronación abreviada ni de un enroque de Chess960.
    .why = Ninguna pieza se mueve a la casilla en la que está; una de las casillas se copió mal.
    .example = 20. 4646 5756
    .fix = Compruebe la jugada en su planilla y vuelva a escribir ambas casillas.

## S006
code-san-move = una jugada está escrita en notación algebraica (SAN)
    .what = La jugada está escrita en notación algebraica estándar (Nf3, exd5, e8=Q), no en la notación numérica de la ICCF.
    .why = La notación numérica existe para que jugadores sin un idioma común lean las mismas jugadas; mezclar notaciones invita a leer mal.
    .example = 3. 6125 Nf6
    .fix = Escriba la casilla de salida y la de llegada con cifras (Ng8-f6 es 7866), o convierta toda la partida con `iccf convert --to iccf`.

## S007
code-coordinate-move = una jugada está escrita en notación de coordenadas (e2e4)
    .what = La jugada está escrita con letras para las columnas (e2e4, e2-e4, e7e8q), como hacen los motores y el protocolo UCI, no en notación numérica.
    .why = La notación numérica escribe las columnas con las cifras 1-8; las letras se leen de forma distinta según el programa.
    .example = 1. e2e4 5755
    .fix = Sustituya cada letra de columna por su número (a=1 ... h=8): e2e4 es 5254, e7e8q es 57581.

## S008
code-castling-notation = el enroque está escrito como O-O en vez de la jugada del rey
    .what = La notación numérica escribe el enroque como la jugada del rey: 5171 y 5131 para las blancas, 5878 y 5838 para las negras.
    .why = O-O es notación algebraica; los lectores de notación numérica y el servidor de la ICCF esperan la jugada del rey.
    .example = 5. O-O 6857
    .fix = Escriba el O-O de las blancas como 5171 y su O-O-O como 5131; el O-O de las negras como 5878 y su O-O-O como 5838.

## S009
code-unterminated-comment = un comentario {"{"} nunca se cierra
    .what = Un comentario abierto con {"{"} no tiene su {"}"} de cierre antes del final del archivo o de las etiquetas de la partida siguiente. Todo lo que sigue a la llave se leyó como parte del comentario.
    .why = Las jugadas que siguen a la llave quedan ocultas dentro del comentario: otros programas las descartarán sin avisar.
    .example = 40. 1214 {"{"} falta la llave 6564 41. 1415 6463
    .fix = Añada la {"}"} de cierre donde deba terminar el comentario.

## S010
code-unclosed-variation = una variante ( nunca se cierra
    .what = Una variante abierta con ( no tiene su ) correspondiente antes del final de la partida.
    .why = Las jugadas que siguen al paréntesis se leen como parte de la variante, no de la partida.
    .example = 3. 6125 ( 3. 6134 7866 4. 4244 1-0
    .fix = Añada el ) de cierre donde termina la variante.

## S011
code-unmatched-parenthesis = un ) no cierra ninguna variante
    .what = Aparece un paréntesis de cierre donde no hay ninguna variante abierta.
    .why = O bien se perdió el ( de apertura, y las jugadas de la variante se leen como las de la partida, o bien el ) es una errata.
    .example = 3. 6125 7866 ) 4. 5171
    .fix = Añada el ( que falta antes de la primera jugada de la variante, o borre el ).

## S012
code-malformed-tag-pair = una etiqueta está mal formada
    .what = Una etiqueta debe escribirse [Nombre "valor"]: un nombre de letras, cifras y guiones bajos, un espacio, el valor entre comillas dobles (\" y \\ dentro), y un corchete de cierre. (Norma PGN, sección 8.1)
    .why = Los programas que leen PGN descartan o leen mal las etiquetas mal formadas, y con ellas los jugadores, el torneo o el resultado.
    .example = {"["}White "Smith, J]
    .fix = Añada la comilla o el corchete que falta; ponga el valor entre comillas dobles.

## S013
code-duplicate-tag = un nombre de etiqueta aparece dos veces en una partida
    .what = El mismo nombre de etiqueta aparece más de una vez en la sección de etiquetas de una partida. (Norma PGN, sección 8.1: un nombre de etiqueta aparece como mucho una vez.)
    .why = Los programas conservan solo uno de los valores, y no siempre el mismo.
    .example =
        {"["}White "Smith"]
        {"["}White "Jones"]
    .fix = Conserve una de las dos etiquetas.

## S014
code-move-number-out-of-sequence = un número de jugada no corresponde a las jugadas anteriores
    .what = El número de jugada indica una jugada distinta de la que da la cuenta de las jugadas anteriores (1. 5254 5755 3. 7163: el tercer número debería ser 2). Los números siguientes se cuentan a partir del número escrito, de modo que una jugada omitida o escrita dos veces se señala una sola vez (aquí, con el error del tablero en la jugada que ya no encaja), y unos números desplazados media jugada dan un solo aviso; cuando el número siguiente encaja con la cuenta anterior al número erróneo, este fue un desliz y la cuenta vuelve atrás. Una variante que empieza con una jugada de las negras donde sustituye a una jugada de las blancas (4. 3647 ( 4... 5847 )) también se señala aquí: una variante es una alternativa a la jugada anterior a su (, no la respuesta a ella. Un FEN cuyo número de jugada es 0 permite numerar las jugadas desde 0 o desde 1.
    .why = O falta una jugada o está duplicada, o el número se tecleó mal; un árbitro debe saber cuál de las dos cosas ocurrió.
    .example = 1. 5254 5755 3. 7163
    .fix = Escriba el número esperado, o añada la jugada que falta.

## S015
code-stray-character = un carácter sobrante
    .what = Un carácter que no tiene significado en una transcripción numérica, como @, & o ~, a menudo pegado a una jugada.
    .why = Puede ocultar una cifra mal tecleada; otros programas pueden rechazar la partida entera.
    .example = 12. 5254& 5755
    .fix = Borre el carácter, o ponga los comentarios entre llaves {"{"} {"}"}.

## S016
code-unexpected-text = texto que no forma parte de la notación
    .what = Palabras entre las jugadas que no son jugadas, números de jugada, comentarios ni un resultado, como «Mi jugada» o una glosa tras una flecha. Una línea de prosa (el texto de un correo enviado con la partida, «Enviada el 20/09; recibida el 21/09») se señala una sola vez, desde su primera palabra hasta el final de su línea, cuando nada en el resto de la línea se lee como una jugada: los números que contiene no se leen ni como jugadas ni como números de jugada.
    .why = Otros programas dejan de leer la partida ahí o la descartan.
    .example = Mi jugada 8171
    .fix = Ponga los comentarios entre llaves {"{"} {"}"}, o bórrelos. `iccf check --fix` pone una línea de prosa entre llaves.

## S017
code-nonstandard-result = un resultado está escrito de forma no estándar
    .what = El resultado está escrito como ½-½, 1:0 u otra grafía: con espacios alrededor del guion (1 - 0, 1/2 - 1/2, 1-  0), con una semirraya, una raya o un signo menos (1–0, ½–½, 1−0), como 0.5-0.5, o seguido de un punto. Se lee como el resultado que escribe, al final del texto de las jugadas o antes de la partida siguiente. La norma PGN (sección 8.2.6) solo admite 1-0, 0-1, 1/2-1/2 y *.
    .why = Las bases de datos y los programas de rating solo leen las grafías estándar.
    .example = 40. 5171 ½-½
    .fix = Escriba 1/2-1/2 para tablas, 1-0 o 0-1 para una victoria (`iccf check --fix` lo hace).

## S018
code-invalid-nag = un NAG no está entre $0 y $255
    .what = Un símbolo de anotación numérico (NAG) es un $ seguido de un número de 0 a 255 (norma PGN, sección 8.2.4).
    .why = Otros programas rechazan la partida o descartan la anotación.
    .example = 12. 5254 $300
    .fix = Use un NAG de 0 a 255 ($1 buena jugada, $2 error, ...), o escriba el comentario entre llaves {"{"} {"}"}.

## S019
code-null-move = una jugada nula
    .what = Una jugada nula (--, Z0, 0000) cede el turno sin mover. Se usa en el análisis, nunca en una partida jugada, y la notación numérica no tiene forma de escribirla.
    .why = La partida no se puede reproducir más allá de ella como una partida de ajedrez.
    .example = 12. 5254 -- 13. 6163
    .fix = Sustitúyala por la jugada que se hizo, o pase el análisis a una variante ( ).

## S020
code-missing-termination-marker = una partida termina sin resultado
    .what = El texto de las jugadas de la partida termina (al final del archivo o en las etiquetas de la partida siguiente) sin una marca de fin de partida: 1-0, 0-1, 1/2-1/2 o *. (Norma PGN, sección 8.2.6.)
    .why = Los programas que leen PGN pueden unir esta partida con la siguiente.
    .example =
        {"["}Event "?"]

        1. 5254 5755

        {"["}Event "?"]
    .fix = Termine el texto de las jugadas con el resultado, o con * si la partida sigue en juego.

## S021
code-result-in-variation = un resultado dentro de una variante
    .what = Una marca de fin de partida (1-0, 0-1, 1/2-1/2, *) aparece dentro de una variante ( ).
    .why = El resultado va después de la última jugada de la partida; dentro de una variante no termina nada.
    .example = 3. 6125 ( 3. 6134 1-0 ) 3... 1716
    .fix = Bórrela, o escriba la observación como un comentario {"{"} ganan las blancas {"}"}.

## S022
code-misplaced-tag-pair = una etiqueta en medio de una serie de jugadas
    .what = Una etiqueta aparece entre las jugadas, no al principio de una línea antes de una partida.
    .why = Las etiquetas pertenecen a la sección de etiquetas al principio de la partida (norma PGN, sección 8.1).
    .example = 1. 5254 5755 [White "Smith"] 2. 7163
    .fix = Lleve la etiqueta al principio de la partida.

## S023
code-dangling-move-number = un número de jugada sin jugada detrás
    .what = Un número de jugada va seguido de otro número de jugada, de un resultado o del final de la partida, sin ninguna jugada; o unos puntos ocupan solos el lugar de la jugada de las negras al final de la partida (`3. 6125 ... *`, el hueco de una plantilla).
    .why = Puede que se perdiera una jugada al copiar.
    .example = 21. 5171 22. 1-0
    .fix = Añada la jugada que falta, o borre el número o los puntos.

## S024
code-variation-too-deep = variantes anidadas demasiado hondo
    .what = Un ( abre una variante a más de 64 niveles de profundidad. La variante y todo lo que contiene se conservan como texto y no se leen como jugadas.
    .why = Ninguna partida comentada anida variantes a tanta profundidad; un texto así suele ser una serie de paréntesis sueltos, y leerlo produciría un error por nivel.
    .example = 1. 5254 ((((((((... 64 más ... 5755
    .fix = Revise los paréntesis: cada ( necesita su ), y las variantes rara vez pasan de unos pocos niveles.

## S025
code-misplaced-result = un resultado en medio de la partida
    .what = Una marca de fin de partida (1-0, 0-1, 1/2-1/2, *) va seguida, en su misma línea, de más jugadas de la misma partida (el número de jugada que viene a continuación, o una jugada numérica).
    .why = Los programas que leen PGN terminan la partida en el resultado y pierden las jugadas que lo siguen, o las leen como una partida nueva.
    .example = 12. 5254 1-0 12... 5755 13. 7163
    .fix = Lleve el resultado detrás de la última jugada de la partida, o bórrelo.

## S026
code-not-a-result = un marcador o una evaluación ocupa el lugar del resultado
    .what = El texto de las jugadas termina con algo que parece un resultado pero no lo es: un marcador como 2-0 o 0-2, o un signo de evaluación como +- (ventaja decisiva de las blancas) o -+ al final de la partida. Una partida termina con 1-0, 0-1, 1/2-1/2 o * (norma PGN, sección 8.2.6). (Las grafías libres de un resultado real, como 1 - 0, 1–0 o 0.5-0.5, son S017 nonstandard-result.)
    .why = Los programas que leen PGN toman estos caracteres por jugadas o por texto suelto, y la partida se queda sin resultado; qué resultado se quiso poner lo tiene que decir una persona.
    .example = 41. 7172 5848 2-0
    .fix = Escriba 1-0 si ganaron las blancas, 0-1 si ganaron las negras, 1/2-1/2 para tablas, o * si la partida no ha terminado.

## S027
code-check-before-promotion = un signo de jaque precede a la coronación de una jugada algebraica
    .what = Una jugada algebraica (SAN) que corona lleva el signo de jaque antes de la coronación: gxh1+=Q en lugar de gxh1=Q+. La norma PGN (sección 8.2.3.8) pone la coronación justo después de la casilla de llegada y el signo de jaque al final del todo. La jugada se lee tal como está escrita, con la coronación.
    .why = Los lectores de PGN estrictos se detienen en el signo de jaque y señalan el resto (=Q) como texto suelto, de modo que la partida no se puede leer a partir de ahí.
    .example = 9. Qxh7 gxh1+=Q
    .fix = Lleve el signo de jaque al final: gxh1=Q+.

## S028
code-malformed-promotion = la coronación de una jugada algebraica no está escrita como =Q
    .what = Una jugada algebraica (SAN) que corona escribe la pieza nueva con una letra minúscula (bxa1=q), entre paréntesis (bxa1(Q)) o tras una barra (bxa1/Q). La norma PGN (sección 8.2.3.6) escribe = y la letra mayúscula de la pieza justo después de la casilla de llegada: bxa1=Q. La jugada se lee como esa coronación, y la partida se reproduce. Un rey o un peón como pieza nueva no es esta advertencia sino impossible-promotion-piece (B022).
    .why = Los lectores de PGN estrictos se detienen en la coronación: una q minúscula no es una letra de pieza, ( abre una variante y / no forma parte de ninguna jugada, de modo que la partida no se puede leer a partir de ahí.
    .example = 57. bxa1(Q)
    .fix = Escriba = y la letra mayúscula: bxa1=Q (`iccf check --fix` lo hace).

## S029
code-promotion-letter = la coronación de una jugada numérica está escrita con una letra
    .what = Una jugada numérica que corona escribe la pieza nueva como una quinta cifra: 1 dama, 2 torre, 3 alfil, 4 caballo. Esta la escribe como una letra tras las cuatro cifras (6768Q, 6768=Q, 6768q). La jugada se lee como esa coronación, y la partida se reproduce.
    .why = La notación numérica existe para que jugadores sin un idioma común lean las mismas jugadas; las letras de las piezas cambian de un idioma a otro, y los lectores de notación numérica se detienen en la letra.
    .example = 45. 6768Q
    .fix = Escriba la cifra de la pieza en lugar de la letra: 67681 (`iccf check --fix` lo hace).

## S035
code-legacy-encoding = el archivo no es UTF-8 y se leyó como Windows-1252
    .what = Algunos bytes del archivo no son UTF-8. Con `--encoding auto` (el valor por defecto), cada partida cuyos bytes no son UTF-8 se lee como Windows-1252, la codificación de la mayoría de las colecciones PGN antiguas (contiene todas las letras de Latin-1, así que nombres como Sören u Østberg se leen bien). La advertencia se da una vez por archivo, en el primer byte de ese tipo, y nombra la codificación usada.
    .why = Otros programas pueden leer los mismos bytes de otra manera y mostrar caracteres ilegibles en nombres y comentarios. Las posiciones de la salida siguen contando los bytes del archivo tal como está en el disco, y `iccf fmt` y `--fix` vuelven a escribir el archivo en la codificación en la que se leyó.
    .example = {"["}White "M\xfcller"]   (el byte 0xFC es la u con diéresis en Windows-1252 y en Latin-1)
    .fix = Guarde el archivo como UTF-8, o indique su codificación con --encoding latin1 o --encoding windows-1252 (entonces no se da ninguna advertencia). Permita el código (--allow legacy-encoding) si la colección debe quedarse en su codificación.

## S036
code-empty-file = ninguna partida en este archivo
    .what = El archivo no contiene ninguna partida: está vacío, o solo tiene líneas en blanco y espacios.
    .why = Un archivo de transcripción sin nada dentro suele deberse a un guardado o una exportación fallidos, o a que se indicó un archivo equivocado.
    .example = (un archivo de cero bytes)
    .fix = Compruebe que se indicó el archivo correcto y que se guardó con sus partidas; bórrelo si no hace falta.

## S037
code-html-markup = marcado HTML o una entidad HTML en el texto
    .what = El texto contiene HTML: etiquetas HTML como <br />, </p> <p> o <span ...>, comentarios HTML, o entidades como &nbsp; y &#8203;. Una partida copiada del código fuente de una página web, de un blog o de un foro suele traerlos consigo. Se saltan como si fueran espacios en blanco, y las jugadas que los rodean se leen y se comprueban. Se señala una vez por partida, en el primer elemento, con el número de los demás.
    .why = Otros programas leen el marcado como jugadas o caracteres sueltos: un <br /> al final de cada línea puede partir una partida en muchas, y &nbsp; puede tragarse las jugadas que lo siguen.
    .example =
        1. 5254 5755<br />
        2. 7163&nbsp;2836 *
    .fix = Borre el marcado (`iccf check --fix` lo hace), o copie la partida de la página como texto sin formato.

## S038
code-invisible-character = un carácter invisible en el texto
    .what = El texto contiene un carácter que no ocupa espacio en la pantalla: un espacio de ancho cero (U+200B), un carácter de unión o de no unión de ancho cero (U+200D, U+200C), un carácter de unión de palabras (U+2060), un guion blando (U+00AD), una marca de dirección del texto (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), o una marca de orden de bytes (U+FEFF) después del principio del archivo. Las páginas web los ponen dentro de las palabras largas, y al juntar archivos quedan marcas de orden de bytes en medio. La jugada que contiene uno se lee como si no estuviera. Se señala una vez por partida, en el primero, nombrado por su código Unicode.
    .why = La partida parece correcta en la pantalla, pero otros programas leen `71<U+200B>63` como dos jugadas erróneas, y una búsqueda de la jugada no la encuentra.
    .example = 2. 71​63 2836
    .fix = Borre el carácter (`iccf check --fix` lo hace); un editor que muestre los caracteres invisibles lo encuentra.

## S039
code-punctuation-between-moves = jugadas separadas por comas, puntos y comas o barras
    .what = Las jugadas están separadas por comas (5254, 5755, 7163), puntos y comas (5254; 5755;) o barras (5254/5755) en lugar de espacios, como en una lista tecleada en un correo o en una hoja de cálculo. Cada uno de esos signos se lee como un espacio. Se señala una vez por partida.
    .why = PGN separa las jugadas solo con espacios en blanco; otros programas leen cada coma o barra como un carácter suelto, y un punto y coma como el comienzo de un comentario que oculta el resto de la línea.
    .example = 5254,5755,7163,2836 *
    .fix = Escriba un espacio en lugar de cada coma (`iccf check --fix` lo hace).

## S040
code-letter-for-digit = una letra ocupa el lugar de una cifra de una jugada numérica
    .what = Una jugada numérica contiene una letra que parece una cifra: S o s por 5, O, o o D por 0, l, I o | por 1, B por 8, Z o z por 2, G o b por 6, g o q por 9. El texto reconocido por OCR de una planilla escaneada, y las jugadas tecleadas a mano, las contienen. La jugada se lee con la cifra en lugar de la letra, y se comprueba en el tablero. También un número de jugada puede contenerlas (`l.`, `1O.`): se lee como su número cuando la cuenta de las jugadas espera ese número y le sigue una jugada. Las cifras de ancho completo (`７１６３`, `２．`), como las escriben los teclados chinos, japoneses y coreanos, se leen de la misma manera.
    .why = Una letra no forma parte de una jugada numérica: otros programas se detienen en ella, y la jugada puede leerse como dos jugadas erróneas.
    .example = 2. 7l63 28S6
    .fix = Escriba la cifra (`iccf check --fix` lo hace); compruebe en la planilla que la cifra leída es la que se escribió.

## B001
code-empty-from-square = no hay ninguna pieza en la casilla de salida
    .what = La jugada sale de una casilla en la que no hay ninguna pieza en la posición a la que llevan las jugadas anteriores.
    .why = Se tecleó mal una cifra, o una jugada anterior de la partida se omitió o se copió mal.
    .example = 1. 5254 5755 2. 5354   (e3 está vacía)
    .fix = Compruebe la casilla de salida en su planilla; la ayuda del diagnóstico enumera las jugadas legales y la posición (FEN).

## B002
code-opponent-piece = la jugada mueve una pieza del otro bando
    .what = La pieza de la casilla de salida pertenece al jugador al que no le toca mover.
    .why = Normalmente se intercambiaron dos jugadas, o falta una jugada de uno de los bandos.
    .example = 1. 5254 5253
    .fix = Compruebe el orden de las jugadas y los números de jugada de alrededor.

## B003
code-unreachable-square = la pieza no puede ir a esa casilla
    .what = La pieza de la casilla de salida no puede llegar a la casilla de llegada: no se mueve de esa forma, u otra pieza le cierra el paso.
    .why = Se tecleó mal una cifra de la casilla de llegada, o la posición es distinta de la que creía quien escribió la partida.
    .example = 1. 7163 5755 2. 6354   (un caballo en f3 no puede llegar a e4)
    .fix = Compruebe la casilla de llegada; la ayuda del diagnóstico enumera adónde puede ir esa pieza.

## B004
code-own-piece-on-destination = en la casilla de llegada hay una pieza del mismo bando
    .what = La casilla de llegada está ocupada por una pieza del bando que mueve; una pieza no puede capturar a una de su propio bando.
    .why = Se tecleó mal una cifra o una jugada anterior es errónea.
    .example = 1. 5152
    .fix = Compruebe la casilla de llegada; la ayuda del diagnóstico enumera adónde puede ir esa pieza.

## B005
code-king-in-check = la jugada deja o pone en jaque al rey propio
    .what = Tras la jugada, el rey del bando que mueve quedaría atacado. El diagnóstico marca la pieza que da jaque.
    .why = Ninguna jugada legal deja al propio rey en jaque; esta jugada o una anterior es errónea.
    .example = 1. 5254 5755 2. 6263 4185 3. 4152   (la dama en h4 sigue dando jaque)
    .fix = Compruebe la jugada; la ayuda del diagnóstico enumera las jugadas legales de la pieza.

## B006
code-illegal-castling = el enroque no está permitido aquí
    .what = La jugada del rey se lee como un enroque, pero el enroque no está permitido: el rey o la torre ya se han movido (no queda derecho de enroque), hay una pieza entre ellos, o el rey está en jaque, pasa por una casilla atacada o llega a una.
    .why = La jugada, o una anterior, se copió mal.
    .example = 1. 5254 5755 2. 5171
    .fix = Compruebe la jugada y las jugadas del rey y de la torre anteriores a ella.

## B007
code-en-passant-unavailable = la captura al paso no es posible aquí
    .what = Un peón se mueve en diagonal a una casilla vacía, lo que solo es legal como captura al paso, justo después de que el peón contrario haya avanzado dos casillas pasando a su lado.
    .why = La casilla de llegada o una jugada anterior es errónea.
    .example = 1. 5254 4745 2. 5445 3736 3. 5546
    .fix = Compruebe la jugada; la captura al paso solo es posible en la jugada inmediatamente siguiente.

## B008
code-missing-promotion-digit = un peón llega a la última fila sin cifra de coronación
    .what = La jugada lleva un peón a la última fila, así que debe indicar con una quinta cifra en qué pieza se convierte el peón.
    .why = La partida no puede seguir sin saber cuál es la pieza nueva.
    .example = 45. 4748   (¿qué pieza?)
    .fix = Añada la cifra de coronación: 1 dama, 2 torre, 3 alfil, 4 caballo (47481 = d8=Q).

## B009
code-unexpected-promotion-digit = una cifra de coronación en una jugada que no corona
    .what = La jugada tiene una quinta cifra, pero no lleva un peón a la última fila.
    .why = Se añadió una cifra por error, o la jugada no es la que se quería.
    .example = 1. 52541
    .fix = Borre la quinta cifra, o compruebe la jugada.

## B010
code-short-promotion = una coronación escrita en la forma no estándar de 4 cifras
    .what = La jugada es una coronación escrita con cuatro cifras: la casilla de salida, la columna de llegada y la cifra de coronación (6762 = f7-f8=R). La norma ICCF escribe cinco: 67682.
    .why = La forma de 4 cifras es ambigua: 6762 también se lee como f7-f2, y solo la posición permite distinguirlas.
    .example = 55. 6762
    .fix = Escriba la casilla de llegada completa y la cifra de coronación: 6762 pasa a ser 67682 (`iccf check --fix` lo hace).

## B011
code-move-after-game-end = una jugada después del mate o del ahogado
    .what = La posición anterior a esta jugada ya es mate o ahogado, así que la partida ha terminado.
    .why = Las jugadas posteriores no pueden haberse jugado; probablemente se añadieron jugadas o se copiaron de otra partida.
    .example = 4. 8567 5878   (tras el mate del pastor)
    .fix = Borre las jugadas posteriores al final de la partida, o compruebe las jugadas anteriores.

## B012
code-result-contradicts-position = el resultado contradice la posición final
    .what = La partida termina en el tablero, pero el resultado (marca de fin de partida o etiqueta Result) dice otra cosa: el jaque mate decide la partida; el ahogado y una posición muerta, en la que ningún bando tiene material para dar mate (rey contra rey, rey y alfil o caballo contra rey; Leyes del Ajedrez de la FIDE, artículo 5.2.2), la hacen tablas. Se señala una vez por partida, en el resultado tras las jugadas cuando es ese el erróneo (una etiqueta Result errónea a su lado se marca en el mismo aviso), y si no, en la etiqueta Result.
    .why = El tablero decide estas partidas: una transcripción cuyo resultado dice otra cosa es errónea, y las tablas cruzadas y los ratings contarían el resultado equivocado.
    .example =
        4. 8567 0-1   (las blancas reciben mate)
        {"["}FEN "k7/8/8/8/8/8/6q1/7K w - - 0 1"] 1. 8172 1-0   (rey contra rey)
    .fix = Escriba el resultado que da el tablero: 1-0 o 0-1 para el jaque mate, 1/2-1/2 para el ahogado o una posición muerta.

## B013
code-wrong-check-mark = un signo de jaque o de mate es erróneo
    .what = La jugada lleva + pero no da jaque, o # pero no es jaque mate.
    .why = La notación numérica no necesita estos signos; uno erróneo sugiere que la jugada no es la que se quería.
    .example = 1. 5254+
    .fix = Borre el signo (la notación numérica no los usa), o compruebe la jugada.

## B014
code-invalid-fen = la etiqueta FEN no es una posición válida
    .what = La partida empieza en la posición de su etiqueta FEN, y ese FEN no se puede leer o no es una posición legal (se enumeran todos los problemas).
    .why = Ninguna de las jugadas de la partida se puede comprobar sin una posición inicial.
    .example =
        {"["}SetUp "1"]
        {"["}FEN "8/8/8/8/8/8/8/8 w - - 0 1"]
    .fix = Vuelva a copiar el FEN de la fuente de la partida.

## B015
code-ambiguous-castling = una jugada de rey en Chess960 se lee como enroque y como jugada de rey
    .what = En Chess960 la jugada del rey se lee aquí a la vez como enroque (el rey termina en su casilla de enroque) y como una jugada normal del rey de una casilla. Se toma como enroque.
    .why = Las dos lecturas llevan a posiciones distintas; quien escribe debe decir cuál se jugó.
    .example = {"["}Variant "Chess960"] ... 6171   (rey en f1, torre en h1)
    .fix = Escriba el enroque como la jugada del rey sobre su propia torre (6181), que solo tiene una lectura.

## B016
code-unsupported-variant = la variante de ajedrez de la partida no se comprueba
    .what = La etiqueta Variant nombra una variante de ajedrez distinta del ajedrez clásico o del Chess960, así que las jugadas no se comprueban en un tablero.
    .why = Solo se comprobó la notación de esta partida.
    .example = {"["}Variant "Crazyhouse"]
    .fix = No hay nada que corregir; compruebe las jugadas con un programa para esa variante.

## B017
code-ambiguous-move = una jugada algebraica es ambigua
    .what = En una partida PGN (SAN), la jugada nombra una pieza y una casilla, pero dos o más piezas de ese tipo pueden ir allí (Nd7 cuando los caballos de b8 y f6 pueden llegar ambos a d7).
    .why = La jugada no se puede reproducir sin adivinar qué pieza se movió.
    .example = 1. Nf3 Nf6 2. Nc3 Nc6 3. Nd5 Nd4 4. Ne5 Nb5 5. Nd3   (¿qué caballo?)
    .fix = Añada la columna o la fila de la pieza que se movió (Nfd3), o escriba la jugada en notación numérica, que no tiene esa ambigüedad.

## B018
code-piece-does-not-move = una jugada deja su pieza en su casilla
    .what = La casilla de salida y la de llegada de la jugada son la misma. Las cifras también se leen de otra manera, como una coronación de 4 cifras (5252 = e2-e1=R de las negras) o como un enroque de Chess960 con el rey ya en su casilla de enroque (7171), pero ninguna de las dos es posible en la posición, así que ninguna pieza se mueve.
    .why = Ninguna pieza se mueve a la casilla en la que está; una de las casillas se copió mal.
    .example = 1. 7163 5755 2. 7171   (ajedrez clásico: de g1 a g1)
    .fix = Compruebe la jugada en su planilla y vuelva a escribir ambas casillas; la ayuda del diagnóstico enumera adónde puede ir la pieza.

## B019
code-null-move-in-check = una jugada nula estando en jaque
    .what = En una entrada PGN, una jugada nula (--, Z0) cede el turno. El bando al que le toca mover está en jaque, así que ceder el turno dejaría a su rey en jaque: la partida no se puede reproducir más allá de ella.
    .why = Una jugada nula estando en jaque no da ninguna posición de ajedrez; la jugada o una anterior se copió mal.
    .example = 1. e4 f6 2. Qh5+ --
    .fix = Escriba la jugada que se hizo en lugar de la jugada nula.

## B020
code-moves-not-checked = jugadas sin comprobar en el tablero tras una jugada ilegible
    .what = El tablero reproduce las jugadas de cada línea en orden. Se detuvo en una jugada que no se puede leer como jugada (el error de sintaxis en ella explica por qué), así que esta jugada y las que la siguen en su línea no se comprobaron. Cuando la jugada es una jugada legal escrita en otra notación (SAN, coordenadas), la nota da su forma numérica.
    .why = Una transcripción con jugadas sin comprobar puede ocultar jugadas ilegales; la nota dice cuánto queda sin comprobar.
    .example = 1. 5254 5755 2. Nf3 2836 3. 6125   (Nf3 es 7163; dos jugadas sin comprobar tras ella)
    .fix = Corrija la jugada (con la forma numérica de la ayuda, cuando la hay) y vuelva a comprobar.

## B021
code-castling-onto-rook = un enroque del ajedrez clásico escrito en la forma de Chess960
    .what = En ajedrez clásico la jugada lleva el rey sobre su propia torre en la esquina (5181, 5111, 5888, 5818). Así escribe el enroque el Chess960; el ajedrez clásico escribe la jugada del rey a su casilla de enroque (5171, 5131, 5878, 5838). La jugada se lee como enroque.
    .why = Los programas que leen ajedrez clásico rechazan el rey sobre su propia torre, y un lector puede tomarlo por un error.
    .example = 5. 5181   (enroque corto: 5171)
    .fix = Escriba el enroque como la jugada del rey a su casilla de enroque: 5181 pasa a ser 5171 (`iccf check --fix` lo hace).

## B022
code-impossible-promotion-piece = un peón corona en rey o en peón
    .what = En una entrada PGN, la jugada corona un peón en rey o en peón (bxa1=K). Un peón corona en dama, torre, alfil o caballo de su color.
    .why = La pieza nueva no se puede adivinar; la partida no se puede reproducir más allá de ella.
    .example = 57. bxa1=K
    .fix = Escriba la pieza en la que se convirtió el peón: =Q, =R, =B o =N (en notación numérica, la quinta cifra 1, 2, 3 o 4).

## B023
code-impossible-castling-right = un derecho de enroque del FEN sin rey o torre
    .what = Una letra del campo de enroque del FEN (K, Q, k, q o una letra de columna) indica un derecho de enroque, pero el rey o la torre que necesita no está en su casilla (q sin torre negra en a8). La partida se reproduce sin ese derecho, tal como lo lee python-chess.
    .why = Probablemente el FEN se copió mal; un programa estricto con el FEN rechaza la partida.
    .example = {"["}FEN "1q2kb1r/8/8/8/8/8/8/4K3 w q - 0 1"]   (no hay torre negra en a8)
    .fix = Borre la letra del campo de enroque del FEN (escriba - cuando no quede ningún derecho), o corrija la posición.

## B024
code-impossible-en-passant-square = una casilla de captura al paso del FEN que ninguna jugada de peón explica
    .what = El campo de captura al paso del FEN indica una casilla, pero ningún peón puede acabar de pasar por ella avanzando dos casillas: la casilla está en una fila equivocada para el bando al que le toca mover, no hay ningún peón del otro bando delante de ella, o las casillas por las que pasó están ocupadas. La partida se reproduce sin ella, tal como lo lee python-chess.
    .why = Probablemente el FEN se copió mal; un programa estricto con el FEN rechaza la partida.
    .example = {"["}FEN "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"]
    .fix = Escriba - en el campo de captura al paso del FEN, o corrija la posición.

## B025
code-fen-move-number-zero = el número de jugada del FEN es 0
    .what = El último campo de un FEN es el número de la próxima jugada, que empieza en 1 (norma PGN, sección 16.1.3.6). Este FEN escribe 0; los programas lo leen como 1. Las jugadas numeradas desde 0 en el texto de las jugadas no están fuera de secuencia, ya que siguen al FEN tal como está escrito.
    .why = Otros programas numeran las jugadas de la partida desde 1, así que los números de jugada del archivo y los de su salida no coinciden.
    .example =
        {"["}FEN "8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - - 0 0"]

        0. 8717
    .fix = Escriba 1 como número de jugada del FEN y numere con 1 la primera jugada de la partida.

## B026
code-unreadable-move = una jugada que el tablero no puede leer
    .what = El tablero no pudo leer la jugada como una jugada de ajedrez (SAN con letras que shakmaty no conoce, como Sf3 o ♘f3 en una entrada PGN; cifras fuera de 1-8), y ningún diagnóstico de sintaxis la cubre. La línea se detiene ahí.
    .why = La partida no se puede reproducir más allá de una jugada que no se puede leer; sin este error, un programa daría la partida por comprobada.
    .example = (entrada PGN) 1. e4 e5 2. Sf3   (letra alemana del caballo)
    .fix = Escriba la jugada en notación estándar (letras inglesas de las piezas K Q R B N) o en notación numérica.

## L001
code-move-number = números de jugada ausentes o en forma no estándar
    .what = Faltan los números de jugada, están escritos sin punto (12 5756), están escritos de forma incorrecta para las negras (12. o 12.. o 12… antes de la jugada de las negras), o el número de las negras 12... aparece donde el hilo de las jugadas no se interrumpió. La forma estándar (norma PGN, sección 8.2.2.2) numera cada jugada de las blancas `12.` y escribe el `12...` de las negras solo donde hace falta: al principio de la partida o de una variante, y después de una variante. Después de un comentario, el número de las negras puede escribirse o no: el formato de exportación lo escribe (`iccf fmt` lo hace), pero una transcripción escrita a mano (2. 7163 {"{"}la mejor{"}"} 2836) es igual de clara sin él. (Un número que contradice la cuenta de jugadas es un error aparte, S014 move-number-out-of-sequence.)
    .why = Los números permiten al adversario y al árbitro comprobar de un vistazo que no se perdió ninguna jugada, y otros programas leen la forma estándar sin tener que adivinar.
    .example =
        5254 5755 7163 2836   (sin números)
        12 5756   (sin punto)
        1. 5254 1... 5755   (número de las negras innecesario)
    .fix = Numere las jugadas de las blancas `12.` y las de las negras `12...` solo después de una variante (después de un comentario, como prefiera). `iccf check --fix` escribe los números a partir de la cuenta de jugadas: añade los que faltan, añade los puntos y borra los números de las negras que no hacen falta.

## L002
code-non-numeric-notation = signos de jaque, de captura o separadores en jugadas numéricas
    .what = La jugada lleva signos que la notación numérica no usa: + o # para el jaque y el mate, o un separador entre las dos casillas (52-54, 52x54, 52:54). Cada signo recibe su propia observación.
    .why = Una jugada numérica son cuatro cifras, o cinco con una coronación; los signos de más dificultan que un programa la lea, y un + o un # erróneo sugiere que la jugada no es la que se quería (véase B013 wrong-check-mark).
    .example = 12. 52-54+
    .fix = Borre los signos (`iccf check --fix` lo hace): 52-54+ pasa a ser 5254.

## L003
code-seven-tag-roster = las siete etiquetas obligatorias están incompletas o desordenadas
    .what = Las etiquetas de una partida deben incluir Event, Site, Date, Round, White, Black y Result, en este orden (norma PGN, sección 8.1.1). Esta regla señala las etiquetas que faltan (una etiqueta Result que falta la señala L005 result-tag), y una etiqueta obligatoria que viene después de otra a la que debería preceder. Puede haber otras etiquetas entre ellas.
    .why = Las bases de datos, los programas de rating y el software de torneos buscan estas siete etiquetas para saber de qué partida se trata; una partida sin ellas no se puede colocar en una tabla cruzada.
    .example =
        {"["}White "Smith"]
        {"["}Event "Cup"]
        {"["}Result "1-0"]
    .fix = Añada las etiquetas que faltan (use ? para un valor desconocido, y - para un Round que no procede) y póngalas en el orden Event, Site, Date, Round, White, Black, Result.

## L004
code-date-format = una fecha no está en la forma AAAA.MM.DD
    .what = Las etiquetas Date, EventDate y UTCDate deben escribirse AAAA.MM.DD: cuatro cifras para el año, dos para el mes, dos para el día, con ???? o ?? para las partes desconocidas (norma PGN, sección 8.1.1.3). El mes debe ir de 01 a 12 y el día debe existir en ese mes.
    .why = Otros programas ordenan y seleccionan las partidas por fecha; una fecha en otra forma (¿12/05/2019 es el 12 de mayo o el 5 de diciembre?) se lee mal o no se lee.
    .example =
        {"["}Date "12/05/2019"]
        {"["}Date "1990"]
    .fix = Escriba la fecha como 2019.05.12, y las partes desconocidas como ?? (1990.??.??). `iccf check --fix` reescribe una fecha que tiene una sola lectura (2019/05/12, 2019-5-12, 25.12.2019, 1990); una fecha como 12/05/2019, cuyo día y mes podrían estar intercambiados, se deja para que usted decida.

## L005
code-result-tag = falta la etiqueta Result o difiere del resultado de la partida
    .what = Una partida con etiquetas no tiene etiqueta Result, o la etiqueta Result y la marca de fin de partida al final de las jugadas dan resultados distintos.
    .why = Algunos programas leen la etiqueta Result, otros el resultado tras las jugadas: con dos resultados distintos, la tabla cruzada puede contar el equivocado.
    .example =
        {"["}Result "1-0"]

        1. 5254 5755 0-1
    .fix = Haga que la etiqueta Result y el resultado tras las jugadas coincidan; añada [Result "..."] después de la etiqueta Black cuando falte.

## L006
code-duplicate-game = una partida repite otra anterior
    .what = La partida tiene las mismas jugadas en la línea principal, el mismo resultado y las mismas siete etiquetas obligatorias (Event, Site, Date, Round, White, Black, Result) que una partida anterior de la entrada, en el mismo archivo o en un archivo anterior de la misma ejecución. No se comparan los comentarios, las variantes ni las demás etiquetas. Se señala la segunda copia; el diagnóstico remite a la primera.
    .why = Una partida enviada dos veces se cuenta dos veces en una tabla cruzada.
    .example = la misma partida pegada dos veces en un archivo
    .fix = Borre una de las copias.

## L007
code-empty-game = una partida sin jugadas y sin resultado
    .what = La partida tiene etiquetas pero nada después de ellas: ni jugadas ni resultado (a menudo al final de un archivo); o es solo un comentario antes de las etiquetas de la primera partida (un comentario después de una partida se conserva con ella, como nota suelta); o es un resultado solo, sin etiquetas ni jugadas (a menudo el resultado de la partida anterior, escrito dos veces). (Unas etiquetas seguidas de un comentario y sin resultado las señala S020 missing-termination-marker.)
    .why = Suele ser una cabecera sobrante o una partida que nunca se llegó a pegar; el software de torneos puede contarla como una partida.
    .example =
        {"["}Event "Cup"]
        {"["}White "Smith"]

        {"["}Event "Cup"]
        {"."}..
    .fix = Bórrela, o añada las jugadas y el resultado (* para una partida que no ha empezado).

## L008
code-timestamp-order = la marca de tiempo de una jugada retrocede o está mal formada
    .what = Los servidores de ajedrez por correspondencia escriben en un comentario la hora a la que se envió cada jugada, [%ccsnt 2018.10.02,12:56] (fecha AAAA.MM.DD, hora HH:MM o HH:MM:SS), y los relojes como [%clk 0:05:00] (horas:minutos:segundos). Esta regla señala una marca de tiempo o un reloj que no se puede leer, y una hora de envío anterior a la de una jugada previa de la línea principal.
    .why = Los árbitros usan las horas de envío para resolver disputas de tiempo y para contar el tiempo de reflexión; una hora que retrocede o que no se puede leer se copió o se editó mal.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Vuelva a copiar las marcas de tiempo del registro de la partida en el servidor.

## L009
code-tag-value-whitespace = el valor de una etiqueta empieza o termina con espacios
    .what = El valor de una etiqueta tiene espacios (o tabuladores) justo después de la comilla de apertura o antes de la de cierre: [White " Smith, J"].
    .why = Los programas comparan nombres y torneos exactamente: " Smith, J" y "Smith, J" pasan a ser dos jugadores distintos en una tabla cruzada o en una lista de rating.
    .example = {"["}White " Smith, J "]
    .fix = Borre los espacios de dentro de las comillas (`iccf check --fix` lo hace).

## L010
code-unknown-result-tag = la etiqueta Result no es 1-0, 0-1, 1/2-1/2 ni *
    .what = El valor de la etiqueta Result no es uno de los cuatro resultados que admite la norma PGN (sección 8.1.1.7): 1-0, 0-1, 1/2-1/2 y *. Las grafías como ½-½ o 1:0 se leen y se pueden corregir; otros valores ("tablas", "+/-", un valor vacío) no.
    .why = Los programas de rating y de torneos solo leen los resultados estándar; cualquier otro valor cuenta como ausencia de resultado.
    .example = {"["}Result "½-½"]
    .fix = Escriba 1-0, 0-1, 1/2-1/2, o * para una partida en juego (`iccf check --fix` reescribe las grafías que sabe leer).

## L011
code-plycount-mismatch = la etiqueta PlyCount difiere del número de jugadas
    .what = La etiqueta PlyCount da el número de medias jugadas de la partida (norma PGN, sección 9.2.1), y no coincide con el número de jugadas de la línea principal.
    .why = Un número de medias jugadas erróneo significa que o bien la etiqueta está desactualizada, o bien se perdieron o se añadieron jugadas al copiar la partida.
    .example =
        {"["}PlyCount "3"]

        1. 5254 5755 1/2-1/2
    .fix = Compruebe que no falta ninguna jugada; luego escriba el número de medias jugadas en la etiqueta PlyCount (o bórrela).

## L012
code-fen-without-setup = una etiqueta FEN sin SetUp "1"
    .what = La partida empieza en la posición de su etiqueta FEN, pero no tiene etiqueta [SetUp "1"] (o SetUp dice "0"). La norma PGN (sección 9.7.1) pide SetUp "1" con cada etiqueta FEN.
    .why = Los programas que buscan SetUp antes de leer el FEN empiezan la partida desde la posición inicial normal, y entonces todas las jugadas siguientes son erróneas.
    .example = {"["}FEN "8/8/8/8/8/8/6k1/4K2R w K - 0 1"]
    .fix = Añada [SetUp "1"] justo antes de la etiqueta FEN.

## T001
code-time-limit-exceeded = un bando usó más tiempo de reflexión del que permite su control
    .what = Contado a partir de los sellos de envío como lo cuenta la ICCF (Reglamento de la ICCF, art. 2.4.2: periodos completos de 24 horas desde la jugada del adversario hasta la respuesta, los días por encima de 20 en una misma jugada cargados dos veces, el tiempo sobrante en un control trasladado al siguiente), el total de un bando llegó a más días de los que permite el control de tiempo hasta ese momento: más de 50 días en la jugada 10 con 10 jugadas en 50 días (la ayuda del servidor web, «Time Limit»: el control es acumulativo, 100 días en la jugada 20), o más de lo que contenía un reloj Fischer o Triple Block. El mensaje nombra la jugada y por cuántos días. Se aplica cuando se conoce un control: `--control`, la tabla [time] de iccf.toml, o una etiqueta TimeControl en días.
    .why = Un bando que supera el límite en un control ha perdido por tiempo (Reglamento de la ICCF, art. 2.4.2), salvo que un permiso o una parada del reloj por el director del torneo explique esos días; un árbitro que decide una reclamación por tiempo necesita la cuenta.
    .example = iccf check --control 10/50 game.pgn   (el total de las blancas llegó a 55 días en la jugada 7, 5 más de los 50 permitidos hasta la jugada 10)
    .fix = Compare los sellos con el registro del servidor; si un permiso explica los días, indíquelo (`iccf time --leave white=2019.01.02..2019.01.20`); si no, la reclamación se mantiene.

## T002
code-double-time-charged = una jugada tardó más de 20 días y lo que pasa de 20 cuenta doble
    .what = Una respuesta tardó más de 20 días completos; el Reglamento de la ICCF, art. 2.4.2, carga «hasta 20 días, más el doble del número entero de días de tiempo de reflexión usados por encima de 20 días, en una sola jugada»: 21 días se cargan como 22, 23 días como 26, 25 días como 30. Se señala para los controles que duplican (10 jugadas en N días, Fischer), no para Triple Block ni para los controles por jugada.
    .why = Lo que decide una pérdida por tiempo es el total cargado, no los días del calendario; un jugador que tardó 25 días en una jugada ha gastado 30.
    .example = 7. b3 {"{"}[%ccsnt 2019.05.07,06:30]{"}"} tras 6... Be7 {"{"}[%ccsnt 2019.04.11,19:29]{"}"}   (25 días, cargados como 30)
    .fix = No hay nada que corregir en la transcripción: es un consejo sobre cómo se contó el tiempo. Permita la regla (`--allow double-time-charged`) si no quiere verla.

## T003
code-long-silence = pasaron 40 días o más sin jugada
    .what = Los sellos muestran 40 días o más entre una jugada y la respuesta a ella (una vez descontados los permisos). La ICCF envía recordatorios tras 14, 28 y 35 días sin jugada, y 40 días de silencio hacen perder la partida (mensajes 1034 y 1036 de iccf.com).
    .why = Una respuesta tras 40 días de silencio llega cuando la partida ya estaba perdida; o falta un permiso en la cuenta o los sellos son erróneos.
    .example = 22. Ne3 {"{"}[%ccsnt 2019.08.01,20:34]{"}"} tras 21... Rd8 {"{"}[%ccsnt 2019.06.22,12:15]{"}"}
    .fix = Indique el permiso que cubre esos días (`--leave`), o vuelva a copiar los sellos del registro de la partida en el servidor.

## T004
code-move-time-limit-exceeded = una jugada tardó más de lo que el control concede a una jugada
    .what = El control limita cada jugada: `per-move 3` (el TimeControl 1/86400 de chess.com, los «3 días por jugada» de lichess) concede ese número de días para cada jugada, y el Triple Block de la ICCF exige una jugada (o una recarga de la reserva de tiempo) en un plazo de 50 días. Esta jugada tardó más.
    .why = Con un límite por jugada, una sola jugada lenta pierde la partida por tiempo, sea cual sea el tiempo que le quede al jugador por lo demás.
    .example =
        {"["}TimeControl "1/86400"]

        1. 5254 {"{"}[%ccsnt 2020.01.01,10:00]{"}"} 5755 {"{"}[%ccsnt 2020.01.03,11:00]{"}"}
    .fix = Compruebe los sellos y el control; un permiso o unas vacaciones del sitio pueden explicar el tiempo.

## T005
code-impossible-stamp = un sello de envío retrocede o un reloj marca más de lo posible
    .what = El sello de envío de una jugada es anterior al de la jugada a la que responde (o a su fecha de recepción), de modo que su tiempo de reflexión sería negativo; o un reloj [%clk] muestra más tiempo restante del que da el control por jugada. Cada uno de esos sellos se señala una vez, en el propio sello, y su jugada no se cuenta.
    .why = La cuenta del tiempo de reflexión no puede usar un sello que retrocede: los sellos se copiaron o se editaron mal.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Vuelva a copiar los sellos del registro de la partida en el servidor.

## T006
code-same-minute-reply = una respuesta enviada en el mismo minuto que la jugada a la que responde
    .what = El sello de envío de la respuesta está en el mismo minuto que el de la jugada a la que responde: el servidor la jugó al instante, que es lo que ocurre con una jugada condicional (una respuesta introducida de antemano). Cuenta cero días.
    .why = Un árbitro que lee los tiempos debe saber que la respuesta no usó nada de tiempo de reflexión, y por qué.
    .example = 11. cxd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"} exd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"}
    .fix = No hay nada que corregir: es un consejo. Permita la regla (`--allow same-minute-reply`) si no quiere verla.
