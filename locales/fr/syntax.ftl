# The diagnostics of the syntax layer: digits, punctuation, tag pairs, comments, the pasted text around a record (codes S…), in French; translated from locales/en/syntax.ftl.
# Terms: locales/GLOSSARY.md.

## Le fichier dans son ensemble. $byte : un octet en hexadécimal (E9) ; $encoding : Windows-1252 ou Latin-1.

syntax-not-text = le fichier n'est pas un fichier texte : il ressemble à { $kind ->
        [gzip] une archive gzip : décompressez-la d'abord (gunzip)
        [zip] une archive zip : décompressez-la d'abord
        [zstd] une archive zstd : décompressez-la d'abord (unzstd)
        [bzip2] une archive bzip2 : décompressez-la d'abord (bunzip2)
        [xz] une archive xz : décompressez-la d'abord (unxz)
        [pdf] un document PDF : copiez-en les coups sous forme de texte
        [utf16] du texte UTF-16 sans indicateur d'ordre des octets : indiquez --encoding utf-16
        [nul] des données binaires (elles contiennent des octets NUL)
       *[binary] des données binaires (la plupart de leurs octets ne sont pas du texte)
    }
    .label = pas du texte
    .help = iccf lit les transcriptions enregistrées en texte (UTF-8) ; rien d'autre dans ce fichier n'a été vérifié
syntax-invalid-utf8 = le fichier n'est pas en UTF-8 valide : l'octet 0x{ $byte } est illisible
    .label = pas de l'UTF-8
    .help = enregistrez le fichier en UTF-8, ou indiquez son encodage (--encoding windows-1252 ou latin1) ; les octets illisibles ont été lus comme des espaces et le reste du fichier a été vérifié
syntax-legacy-encoding = le fichier n'est pas en UTF-8 : l'octet 0x{ $byte } a été lu en { $encoding }
    .label = 0x{ $byte } en { $encoding }
    .help = les parties qui ne sont pas en UTF-8 ont été lues en { $encoding }, l'encodage habituel des anciens fichiers PGN ; enregistrez le fichier en UTF-8 pour qu'il soit lu partout de la même façon, ou indiquez son encodage avec --encoding
syntax-empty-file = aucune partie dans ce fichier
    .label = vide
    .help = vérifiez qu'il s'agit bien du fichier voulu : il ne contient ni balise ni coup

## La fin d'une partie, les balises.

syntax-missing-termination = la partie se termine sans résultat
    .label = 1-0, 0-1, 1/2-1/2 ou * attendu ici
    .help = terminez les coups par le résultat : 1-0, 0-1, 1/2-1/2, ou * pour une partie en cours
syntax-doubled-bracket = la balise s'ouvre par deux crochets
    .label = un [ de trop
    .help = une balise s'écrit [Name "value"] avec un seul [, comme dans [White "Smith, John"]
syntax-text-after-tag-value = texte inattendu `{ $text }` dans la balise après sa valeur
    .label = ] attendu après la valeur
    .help = une balise s'écrit [Name "value"] sur une seule ligne, comme dans [White "Smith, John"]
syntax-value-over-two-lines = la valeur de la balise s'étend sur deux lignes
    .label = le guillemet fermant de la valeur est sur la ligne suivante
    .help = une balise s'écrit [Name "value"] sur une seule ligne, comme dans [White "Smith, John"]
syntax-tag-without-name = balise sans nom
    .label = nom de balise attendu après [
    .help = une balise s'écrit [Name "value"], comme dans [White "Smith, John"]
syntax-invalid-tag-name = nom de balise invalide `{ $name }`
    .label = lettres, chiffres et _ uniquement
    .help = un nom de balise est fait de lettres, de chiffres et de tirets bas et commence par une lettre ou un chiffre (norme PGN, section 8.1)
syntax-unterminated-tag-value = la valeur de la balise n'a pas de guillemet fermant{ $bracket ->
        [missing] {" "}et la balise pas de ]
       *[present] {""}
    }
    .label = " attendu à la fin de la valeur
    .help = terminez la valeur par un guillemet droit{ $bracket ->
        [missing] {" "}et la balise par ]
       *[present] {""}
    }, comme dans [White "Smith, John"]
syntax-unescaped-quotes-in-value = la valeur de la balise contient { $count ->
        [one] un guillemet
       *[other] des guillemets
    } sans barre oblique inverse devant
    .label = la valeur se termine au dernier guillemet avant ]
    .help = dans une valeur de balise, écrivez un guillemet `\"`, avec une barre oblique inverse devant (norme PGN, section 7), comme dans [Event "Memorial \"Old Tom\" 2019"] (`iccf check --fix` le fait) ; la valeur a été lue jusqu'au dernier guillemet
syntax-escaped-closing-quote = le guillemet fermant de la valeur de la balise est échappé par le `\` qui le précède
    .label = `\"` est un guillemet à l'intérieur de la valeur, donc la valeur n'est jamais fermée
    .help = dans une valeur de balise, une barre oblique inverse échappe le caractère qui la suit (norme PGN, section 7) : écrivez une barre oblique inverse en fin de valeur sous la forme `\\`, comme dans "{ $doubled }" ; la valeur a été lue comme `{ $content }`
syntax-tag-pair-without-bracket = la balise n'a pas de `[` ouvrant
    .label = [ attendu avant le nom de la balise
    .help = commencez la balise par [, comme dans `[{ $written }` ; elle a été lue comme une balise de cette partie
syntax-unquoted-tag-value = la valeur de balise `{ $value }` n'est pas entre guillemets droits
    .label = "..." attendu
    .help = mettez la valeur entre guillemets droits, comme dans [White "Smith, John"]
syntax-missing-tag-value = la balise `{ $name }` n'a pas de valeur
    .label = valeur entre guillemets droits attendue après le nom
    .help = écrivez la valeur entre guillemets droits ("?" si elle est inconnue), comme dans [White "Smith, John"]
syntax-unclosed-tag-pair = la balise n'est pas fermée par ]
    .label = ] attendu après ceci
    .help = terminez la balise par ], comme dans [White "Smith, John"]
syntax-duplicate-tag = la balise `{ $name }` apparaît { $count ->
        [2] deux fois
       *[other] { $count } fois
    } dans cette partie
    .label = répétée ici
    .first = première fois ici
    .help = gardez-en une seule : les programmes qui lisent le PGN ne gardent qu'une valeur, et pas toujours la même
syntax-misplaced-tag-pair = balise parmi les coups
    .label = les balises se placent avant les coups
    .help = déplacez cette balise en tête de la partie, avant le premier coup, chacune sur sa propre ligne
syntax-typographic-quotes = la valeur de la balise est écrite entre { $marks ->
        [entity] les entités HTML
       *[other] guillemets typographiques
    } `{ $open }...{ $close }`{ $others ->
        [0] {""}
        [one] {" "}(ainsi que { $others } autre valeur de balise de cette partie)
       *[other] {" "}(ainsi que { $others } autres valeurs de balise de cette partie)
    }, pas entre guillemets droits
    .label = { $marks ->
        [entity] guillemets écrits en entités HTML, comme dans le source d'une page web
       *[other] guillemets courbes, tels qu'un traitement de texte les écrit
    }
    .help = une valeur de balise se place entre guillemets droits ", comme dans [White "Smith, John"] ; la valeur est lue telle qu'écrite entre les guillemets : écrivez des guillemets droits (`iccf check --fix` le fait)

## Commentaires et variantes.

syntax-unterminated-comment = ce commentaire n'est jamais fermé
    .label = {"{"} ouvre un commentaire sans {"}"} fermante
    .help = ajoutez {"}"} là où le commentaire se termine ; le commentaire a été lu jusqu'{ $until ->
        [move] au coup suivant
       *[game] à la fin de la partie
    }
syntax-variation-too-deep = variantes imbriquées sur plus de { $depth } niveaux
    .label = variante au niveau { $deeper }
    .help = cette variante et tout ce qu'elle contient ont été gardés comme texte, pas lus comme des coups ; de vraies annotations ne s'imbriquent jamais aussi profondément, vérifiez donc les parenthèses
syntax-unmatched-parenthesis = cette ) ne ferme aucune variante
    .label = aucune ( n'est ouverte ici
    .help = ajoutez la ( manquante avant le premier coup de la variante, ou supprimez la )
syntax-unclosed-variation = cette variante n'est jamais fermée
    .label = ( ouvre une variante sans ) fermante
    .help = ajoutez ) après le dernier coup de la variante ; les coups après ( n'ont pas été vérifiés sur l'échiquier

## NAG, résultats et numéros de coups.

syntax-invalid-nag = le NAG `{ $written }` est hors limites
    .label = les NAG vont de $0 à $255
    .help = utilisez un NAG de $0 à $255 ($1 bon coup, $2 erreur, $3 coup brillant, $4 gaffe, $5 coup intéressant, $6 coup douteux), ou écrivez la remarque entre accolades {"{"} {"}"}
syntax-dangling-number = numéro de coup sans coup après lui
    .label = aucun coup ne suit ce numéro
    .help = ajoutez le coup manquant, ou supprimez le numéro
syntax-placeholder-dots = `{ $written }` à la place du coup des Noirs, sans coup
    .label = aucun coup n'est écrit ici
    .help = écrivez le coup des Noirs à sa place, ou supprimez les points
syntax-nonstandard-result = résultat non standard `{ $written }`
    .label = lu comme { $result }
    .help = écrivez `{ $result }` : le PGN n'admet que 1-0, 0-1, 1/2-1/2 et *
syntax-not-a-result = `{ $written }` n'est pas un résultat de partie
    .label = { $kind ->
        [evaluation] un signe d'évaluation
       *[score] un score
    }, pas un résultat
    .help = une partie se termine par 1-0, 0-1, 1/2-1/2 ou * (non terminée) : écrivez `{ $meant ->
        [white] 1-0` si les Blancs ont gagné
        [black] 0-1` si les Noirs ont gagné
       *[draw] 1/2-1/2` si la partie est nulle
    } (et de même dans la balise Result), ou `*` si la partie n'est pas finie
syntax-result-in-variation = résultat `{ $written }` dans une variante
    .label = une variante ne peut pas terminer la partie
    .help = supprimez-le, ou écrivez la remarque en commentaire, par exemple {"{"} et les Blancs gagnent {"}"}
syntax-misplaced-result = résultat `{ $written }` au milieu de la partie
    .label = { $where ->
        [next-line] la ligne suivante continue les coups de cette partie
       *[line] d'autres coups suivent sur cette ligne
    }
    .help = le résultat se place après le dernier coup de la partie : déplacez-le là, ou supprimez-le
syntax-black-first-without-setup = la partie commence par le coup des Noirs `{ $written }` mais n'a pas de balise FEN
    .label = la position avant ce coup est inconnue
    .help = ajoutez la position avant le coup des Noirs avec les balises [SetUp "1"] et [FEN "..."], ou commencez la partie par le 1er coup des Blancs ; les coups de cette partie n'ont pas été vérifiés sur l'échiquier
syntax-move-number-out-of-sequence = le numéro de coup { $written } ne correspond pas aux coups qui précèdent : { $wanted } attendu
    .label = { $wanted } attendu
    .help = d'après les coups avant ce numéro, le coup suivant est le coup { $expected } des { $side ->
        [white] Blancs
       *[black] Noirs
    } : { $shift ->
        [black-left-out] soit le coup { $expected } des Noirs a été omis avant lui (l'échiquier trouve alors que le coup suivant est joué par le mauvais camp), soit les numéros à partir d'ici ont un demi-coup d'avance sur les coups (écrivez alors `{ $wanted }` ici et renumérotez les coups suivants)
        [written-twice] soit un coup a été écrit deux fois avant lui (l'échiquier trouve alors le coup répété illégal), soit les numéros à partir d'ici sont en retard sur les coups (écrivez alors `{ $wanted }` ici et renumérotez les coups suivants)
       *[other] écrivez `{ $wanted }`, ou corrigez les coups qui précèdent si l'un d'eux est omis ou répété
    }. Les numéros de coups suivants sont comptés à partir de celui-ci
syntax-reply-as-variation = la variante commence par le coup des Noirs { $written }, mais elle remplace le coup { $number } des Blancs
    .label = { $number }. attendu
    .help = une variante est une alternative au coup avant sa `(`, ici le coup { $number } des Blancs : si c'est la réponse des Noirs, écrivez-la après la `)` dans la ligne principale ; si c'est une alternative au coup { $number } des Noirs, placez la `(` après ce coup. Les coups de cette variante n'ont pas été vérifiés sur l'échiquier
syntax-black-dots-on-white-move = le numéro de coup { $written } ne correspond pas aux coups qui précèdent : { $expected }. attendu
    .label = { $expected }. attendu
    .help = d'après les coups avant ce numéro, le coup suivant est le coup { $expected } des Blancs : écrivez `{ $expected }.`
syntax-numbered-apart-from-tags = les coups sont numérotés à partir de `{ $written }`, mais la balise FEN commence la partie à `{ $first }`
    .label = { $first } attendu
    .help = numérotez les coups à partir de `{ $first }`, comme le dit le numéro de coup de la FEN, ou corrigez le numéro de coup de la FEN ; les numéros suivants sont lus comme comptés à partir de `{ $written }`
syntax-numbered-from-zero = les coups sont numérotés à partir de { $written } : le premier coup d'une partie est le coup 1
    .label = { $first } attendu
    .help = numérotez les coups à partir de 1 (`{ $first }` pour le premier coup) ; les numéros après celui-ci sont lus comme comptés à partir de 0

## Coups numériques.

syntax-invalid-square = la case { $square } n'existe pas : le chiffre de { $which ->
        [file] colonne
       *[rank] rangée
    } est { $digit }
    .label = { $which ->
        [file] la colonne
       *[rank] la rangée
    } { $digit } n'est pas sur l'échiquier
    .help = les colonnes et les rangées sont numérotées de 1 à 8 (a1 = 11, e2 = 52, h8 = 88) ; vérifiez ces chiffres sur votre feuille de partie
syntax-invalid-squares = `{ $written }` désigne des cases qui n'existent pas : { $squares ->
        [to] la case d'arrivée { $to } a { $to-bad ->
            [file] la colonne { $to-file }
            [rank] la rangée { $to-rank }
           *[both] la colonne { $to-file } et la rangée { $to-rank }
        }
       *[other] la case de départ { $from } a { $from-bad ->
            [file] la colonne { $from-file }
            [rank] la rangée { $from-rank }
           *[both] la colonne { $from-file } et la rangée { $from-rank }
        }{ $squares ->
            [both] {" ; "}la case d'arrivée { $to } a { $to-bad ->
                [file] la colonne { $to-file }
                [rank] la rangée { $to-rank }
               *[both] la colonne { $to-file } et la rangée { $to-rank }
            }
           *[from] {""}
        }
    }
    .label = chiffres hors de l'échiquier
    .help = les colonnes et les rangées sont numérotées de 1 à 8 (a1 = 11, e2 = 52, h8 = 88) ; vérifiez ces chiffres sur votre feuille de partie
syntax-stray-digits-before-move = `{ $text }` parasite collé devant le coup qui suit
    .label = ne fait pas partie du coup
    .help = un chiffre devant un coup est une erreur de plume ou d'OCR ; le coup qui suit est lu : supprimez le chiffre
syntax-bad-promotion-digit = le chiffre de promotion { $digit } ne désigne aucune pièce
    .label = 1, 2, 3 ou 4 attendu
    .help = le cinquième chiffre désigne la nouvelle pièce : 1 = dame, 2 = tour, 3 = fou, 4 = cavalier
syntax-same-square = le coup va de { $square } à { $square }
    .label = la case de départ et la case d'arrivée sont identiques
    .help = une pièce doit aller sur une autre case ; l'une des deux cases a probablement été mal recopiée
syntax-wrong-length = le coup `{ $written }` a { $count ->
        [one] { $count } chiffre
       *[other] { $count } chiffres
    } ; un coup numérique en a 4, ou 5 avec un chiffre de promotion
    .label = { $count ->
        [one] { $count } chiffre
       *[other] { $count } chiffres
    }
    .help = { $shape ->
        [twice] la case d'arrivée semble écrite deux fois : vouliez-vous dire `{ $meant }` ?
        [glued] deux coups sans espace entre eux ? `{ $first } { $second }`
        [short] il manque un chiffre : un coup est la case de départ et la case d'arrivée, de deux chiffres chacune (e2-e4 = 5254), et un cinquième chiffre seulement pour une promotion
       *[long] un coup est la case de départ et la case d'arrivée, de deux chiffres chacune (e2-e4 = 5254), et un cinquième chiffre seulement pour une promotion ; vérifiez s'il y a un chiffre de trop
    }
syntax-promotion-letter = la pièce de promotion d'un coup numérique est écrite par une lettre, pas par un chiffre
    .label = lettre de promotion
    .help = écrivez `{ $digits }` : la notation numérique écrit la pièce que devient un pion par un cinquième chiffre, 1 = dame, 2 = tour, 3 = fou, 4 = cavalier
# $written: as written; $read: the move or number in ASCII digits; $what: move or number.
syntax-full-width-digits = `{ $written }` est écrit en chiffres pleine chasse : { $what ->
        [number] le numéro de coup
       *[other] le coup
    } est lu comme { $read }
    .label = lu comme { $read }
    .help = écrivez { $read } en chiffres ordinaires (`iccf check --fix` le fait) : les chiffres pleine chasse, tels que les tapent les claviers chinois, japonais et coréens, ne font pas partie de la notation numérique, et les autres programmes ne les lisent pas
syntax-letter-for-digit = `{ $written }` contient { $count ->
        [1] la lettre `{ $letter1 }` pour le chiffre { $digit1 }
        [2] les lettres `{ $letter1 }` pour le chiffre { $digit1 } et `{ $letter2 }` pour le chiffre { $digit2 }
        [3] les lettres `{ $letter1 }` pour le chiffre { $digit1 }, `{ $letter2 }` pour le chiffre { $digit2 } et `{ $letter3 }` pour le chiffre { $digit3 }
        [4] les lettres `{ $letter1 }` pour le chiffre { $digit1 }, `{ $letter2 }` pour le chiffre { $digit2 }, `{ $letter3 }` pour le chiffre { $digit3 } et `{ $letter4 }` pour le chiffre { $digit4 }
       *[other] les lettres `{ $letter1 }` pour le chiffre { $digit1 }, `{ $letter2 }` pour le chiffre { $digit2 }, `{ $letter3 }` pour le chiffre { $digit3 }, `{ $letter4 }` pour le chiffre { $digit4 } et `{ $letter5 }` pour le chiffre { $digit5 }
    } : { $what ->
        [number] le numéro de coup est lu
       *[other] le coup est lu
    } comme { $read }
    .label = lu comme { $read }
    .help = { $what ->
        [number] un numéro de coup ne contient que des chiffres : écrivez { $read } (`iccf check --fix` le fait)
       *[other] un coup numérique ne contient que des chiffres : écrivez { $read } (`iccf check --fix` le fait), après avoir vérifié sur la feuille de partie que c'est bien le coup joué
    } ; { $count ->
        [1] la lettre se trouve
       *[other] les lettres se trouvent
    } là où un chiffre est attendu, comme dans un texte lu par OCR ou tapé à la main

## Texte qui n'est pas de la notation ; autres notations.

# $text: the sign as written; $nag: the number of the NAG that says the same.
syntax-evaluation-sign = le signe d'évaluation `{ $text }` ne fait pas partie de la notation
    .label = un signe d'évaluation
    .help = PGN écrit une évaluation sous forme de NAG : écrivez `${ $nag }` (`iccf check --fix` le fait), ou mettez le signe dans un commentaire : {"{"}{ $text }{"}"}
syntax-stray-characters = { $count ->
        [one] caractère parasite
       *[other] caractères parasites
    } `{ $text }`
    .label = ne fait pas partie de la notation
    .help = supprimez-le ; les coups numériques ne contiennent que des chiffres, et les remarques se mettent entre accolades {"{"} {"}"}
syntax-null-move = coup nul `{ $text }`
    .label = passe le trait sans jouer
    .help = un coup nul n'est pas un coup d'échecs : écrivez le coup qui a été joué, ou mettez l'analyse dans une variante ( )
syntax-descriptive-game = cette partie est écrite en notation descriptive (P-K4, N-KB3), pas en notation numérique ICCF ({ $moves } coups sur { $total })
    .label = premier coup en notation descriptive
    .help = la notation descriptive nomme les cases du point de vue de chaque joueur, ce qu'aucun programme ici ne lit : écrivez les coups en notation numérique (P-K4 est 5254 pour les Blancs, 5755 pour les Noirs ; N-KB3 est 7163 pour les Blancs, 7866 pour les Noirs), ou en notation algébrique et convertissez-les avec `iccf convert --to iccf`
syntax-other-notation-game = cette partie est écrite en { $notation ->
        [coordinate] notation par coordonnées (UCI)
       *[algebraic] notation algébrique
    }, pas en notation numérique ICCF ({ $moves } coups sur { $total })
    .label = { $notation ->
        [coordinate] premier coup en notation par coordonnées
       *[algebraic] premier coup algébrique
    }
    .help = convertissez toute la partie avec `iccf convert --to iccf FILE`, qui écrit chaque coup en notation numérique
syntax-coordinate-move = `{ $text }` est écrit en notation { $kind ->
        [long] algébrique longue
       *[coordinate] par coordonnées (UCI)
    }, pas en notation numérique
    .label = notation { $kind ->
        [long] algébrique longue
       *[coordinate] par coordonnées (UCI)
    }
    .help = écrivez `{ $numeric }` : la notation numérique écrit les colonnes a-h avec les chiffres 1-8
syntax-glued-san-moves = `{ $text }` est formé de deux coups en notation algébrique (SAN) sans espace entre eux : `{ $first }` et `{ $second }`
    .label = deux coups algébriques
    .help = la notation numérique écrit la case de départ et la case d'arrivée de chaque coup en chiffres (les colonnes a-h sont 1-8), avec une espace entre les coups : Ng1-f3 est 7163, e2-e4 est 5254
syntax-descriptive-move = `{ $text }` est écrit en notation descriptive, pas en notation numérique
    .label = coup en notation descriptive
    .help = la notation numérique écrit la case de départ et la case d'arrivée en chiffres (les colonnes a-h sont 1-8, les rangées vues du côté des Blancs) : P-K4 est 5254 pour les Blancs, N-KB3 est 7163
syntax-castling-notation = roque écrit `{ $text }`, et non comme le coup du roi
    .label = { $castling ->
        [kingside] petit roque
       *[queenside] grand roque
    } des { $side ->
        [white] Blancs
       *[black] Noirs
    }
    .help = la notation numérique écrit le roque comme le coup du roi : écrivez `{ $numeric }` pour le { $castling ->
        [kingside] petit roque
       *[queenside] grand roque
    } des { $side ->
        [white] Blancs
       *[black] Noirs
    } (en Chess960, la case de départ du roi et sa case de roque)
syntax-san-move = `{ $text }` est écrit en notation algébrique (SAN), pas en notation numérique
    .label = coup algébrique (SAN)
    .help = la notation numérique écrit la case de départ et la case d'arrivée en chiffres (les colonnes a-h sont 1-8) : Ng1-f3 est 7163, e2-e4 est 5254
syntax-san-move-foreign-letter = `{ $letter }` n'est pas une lettre de pièce anglaise (K Q R B N)
syntax-check-before-promotion = le signe d'échec de `{ $text }` précède sa promotion
    .label = signe d'échec avant la promotion
    .help = écrivez `{ $written }` : la promotion suit la case, le signe d'échec vient en dernier
syntax-malformed-promotion = { $spelling ->
        [lowercase] la pièce de promotion de `{ $text }` est une lettre minuscule
       *[other] la promotion de `{ $text }` n'est pas écrite comme le SAN l'écrit
    }
    .label = { $spelling ->
        [brackets] pièce de promotion entre parenthèses
        [slash] pièce de promotion après une barre oblique
       *[lowercase] pièce de promotion en minuscule
    }
    .help = écrivez `{ $written }` : le SAN écrit la pièce que devient un pion avec `=` et sa lettre majuscule (Q, R, B ou N) juste après la case

## Texte collé avec la notation.

syntax-html-markup = { $entity ->
        [entity] entité HTML
       *[markup] balisage HTML
    } `{ $text }` dans le texte{ $others ->
        [0] {""}
        [one] , et { $others } autre morceau de HTML dans cette partie
       *[other] , et { $others } autres morceaux de HTML dans cette partie
    }
    .label = du HTML, pas de la notation
    .help = la notation a été copiée d'une page web avec son HTML : les coups autour sont lus comme s'il n'était pas là ; supprimez le HTML (`iccf check --fix` le fait), ou copiez la notation en texte brut
syntax-no-break-space = { $name ->
        [narrow-no-break-space] une espace fine insécable
       *[no-break-space] une espace insécable
    } (U+{ $code }) dans un coup{ $others ->
        [0] {""}
        [one] , et { $others } autre dans cette partie
       *[other] , et { $others } autres dans cette partie
    }
    .label = cette espace coupe les chiffres du coup
    .help = le texte autour est lu comme s'il n'était pas là ; supprimez-le (`iccf check --fix` le fait) : d'autres programmes lisent un coup qui en contient un comme deux coups erronés
syntax-invisible-character = caractère invisible U+{ $code } ({ $name ->
        [soft-hyphen] trait d'union conditionnel
        [mongolian-vowel-separator] séparateur de voyelles mongol
        [zero-width-space] espace sans chasse
        [zero-width-non-joiner] antiliant sans chasse
        [zero-width-joiner] liant sans chasse
        [left-to-right-mark] marque gauche-à-droite
        [right-to-left-mark] marque droite-à-gauche
        [word-joiner] gluon de mots
        [byte-order-mark] indicateur d'ordre des octets (espace insécable sans chasse)
        [direction-control] contrôle de direction du texte
        [direction-isolate] isolat de direction du texte
       *[invisible] caractère invisible
    }) dans le texte{ $others ->
        [0] {""}
        [one] , et { $others } autre dans cette partie
       *[other] , et { $others } autres dans cette partie
    }
    .label = U+{ $code } ici, invisible à l'écran
    .help = le texte autour est lu comme s'il n'était pas là ; supprimez-le (`iccf check --fix` le fait) : d'autres programmes lisent un coup qui en contient un comme deux coups erronés
syntax-separators-between-moves = les coups sont séparés par des { $separator ->
        [semicolon] points-virgules
        [slash] barres obliques
       *[comma] virgules
    } ({ $count } dans cette partie)
    .label = { $separator ->
        [semicolon] un point-virgule
        [slash] une barre oblique
       *[comma] une virgule
    } entre les coups
    .help = les coups sont séparés par des espaces ; les coups sont lus comme si chaque { $separator ->
        [semicolon] point-virgule
        [slash] barre oblique
       *[comma] virgule
    } en était une : écrivez des espaces (`iccf check --fix` le fait){ $separator ->
        [semicolon] {" ; "}en PGN un point-virgule ouvre un commentaire jusqu'à la fin de la ligne, si bien que d'autres programmes perdent les coups qui suivent
       *[other] {""}
    }
syntax-quote-marks = marques de citation d'un e-mail `{ $text }` devant { $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    }
    .label = marques de citation d'une réponse par e-mail
    .help = les coups ont été cités d'un e-mail ; ils sont lus et vérifiés comme si les marques n'étaient pas là : supprimez les marques (`iccf check --fix` le fait)
syntax-shortcode = code court de blog `{ $text }`, pas une balise
    .label = balisage de la visionneuse d'échecs d'un blog
    .help = la visionneuse d'une page web marque ainsi le début et la fin d'une partie ; cela ne fait pas partie de la notation : supprimez la ligne (`iccf check --fix` le fait)
syntax-email-attribution = la ligne d'une réponse par e-mail qui introduit la citation : `{ $text }`
    .label = texte d'e-mail
    .help = les lignes d'un e-mail ne font pas partie de la notation (leurs dates et heures ne sont pas lues comme des coups) : supprimez-les, ou mettez-les entre accolades {"{"} {"}"} comme commentaire
syntax-email-signature = une signature d'e-mail ({ $count ->
        [one] { $count } ligne
       *[other] { $count } lignes
    })
    .label = signature d'e-mail
    .help = les lignes d'un e-mail ne font pas partie de la notation (leurs dates et heures ne sont pas lues comme des coups) : supprimez-les, ou mettez-les entre accolades {"{"} {"}"} comme commentaire
syntax-text-after-result = texte après le résultat de la partie : `{ $text }`
    .label = ne fait pas partie de la partie
    .help = les mots après le résultat ne font pas partie de la notation : mettez-les entre accolades {"{"} {"}"} comme commentaire, ou supprimez-les
syntax-text-before-game = texte avant les paires de tags d'une partie : `{ $text }`
    .label = ne fait pas partie de la partie
    .help = une salutation ou une note avant les paires de tags ne fait pas partie de la notation : supprimez-la, ou mettez-la entre accolades {"{"} {"}"} comme commentaire
syntax-date-line = une date entre les coups : `{ $text }`
    .label = pas un coup : ses nombres ne sont pas lus comme des coups
    .help = une date (d'envoi ou de réception d'un coup) ne fait pas partie des coups : mettez-la entre accolades {"{"} {"}"} comme commentaire, ou supprimez-la
syntax-email-header = { $count ->
        [one] une ligne d'en-tête d'e-mail : `{ $text }`
       *[other] des lignes d'en-tête d'e-mail ({ $count } lignes) : `{ $text }`
    }
    .label = en-tête d'e-mail
    .help = les lignes d'un e-mail ne font pas partie de la notation (leurs dates et heures ne sont pas lues comme des coups) : supprimez-les, ou mettez-les entre accolades {"{"} {"}"} comme commentaire
