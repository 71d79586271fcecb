# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in French; translated from locales/en/board.ftl.
# Terms: locales/GLOSSARY.md.

board-phrases = { $before } ; { $next }

## Roque (B010)

board-castling-no-right = les { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peuvent pas faire le { $castling ->
        [kingside] petit
       *[queenside] grand
    } roque : le roi ou cette tour a déjà bougé
    .label = pas de droit de roque
board-castling-path-blocked = les { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peuvent pas faire le { $castling ->
        [kingside] petit
       *[queenside] grand
    } roque : { $count ->
        [one] une pièce se trouve
       *[other] des pièces se trouvent
    } entre le roi et la tour en { $rook }, en { $squares }
    .label = le chemin n'est pas libre
board-castling-in-check = les { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peuvent pas faire le { $castling ->
        [kingside] petit
       *[queenside] grand
    } roque en étant en échec
    .label = le roi est en échec
board-castling-attacked = les { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peuvent pas faire le { $castling ->
        [kingside] petit
       *[queenside] grand
    } roque : le roi passerait ou arriverait en { $square }, case attaquée par { $piece ->
         [pawn] le pion
         [knight] le cavalier
         [bishop] le fou
         [rook] la tour
         [queen] la dame
        *[king] le roi
    } des { $owner ->
        [white] Blancs
       *[black] Noirs
    } en { $attacker }
    .label = par une case attaquée
board-castling-not-legal = les { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peuvent pas faire le { $castling ->
        [kingside] petit
       *[queenside] grand
    } roque ici
    .label = le roque n'est pas légal
board-castling-onto-rook-in-standard = le roi sur sa propre tour est la forme Chess960 du roque ; aux échecs classiques on écrit `{ $move }`
board-castling-no-king = les { $side ->
         [white] Blancs
        *[black] Noirs
    } n'ont pas de roi pour roquer
board-ambiguous-castling = `{ $written }` se lit à la fois comme un roque et comme le coup de roi { $from }-{ $to } ; lu comme un roque
    .label = lu comme { $castling ->
            [kingside] petit
           *[queenside] grand
        } roque
    .help = écrivez le roque comme le coup du roi sur sa propre tour, `{ $from }{ $rook }`, qui n'a qu'une lecture ; un simple coup de roi ne peut pas en être distingué ici
board-castling-onto-rook = `{ $written }` est le { $castling ->
        [kingside] petit
       *[queenside] grand
    } roque sous la forme Chess960, le roi sur sa propre tour ; aux échecs classiques on écrit `{ $standard }`
    .label = lu comme { $standard }
    .help = écrivez `{ $standard }` : aux échecs classiques le roque s'écrit comme le coup du roi vers sa case de roque (5171, 5131, 5878, 5838)

## Promotion (B008, B009, B021, B023)

board-short-promotion = promotion écrite sous la forme non standard à 4 chiffres : `{ $written }` lu comme { $from } vers { $to } avec promotion en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
       *[king] roi
    }
    .label = lu comme { $standard }
    .help = écrivez `{ $standard }` : la case d'arrivée { $square } puis le chiffre de promotion (1 dame, 2 tour, 3 fou, 4 cavalier)
board-short-promotion-also-pawn-move = `{ $written }` se lit aussi comme le coup de pion { $from }-{ $to } sans son chiffre de promotion : il a été pris comme une promotion en dame
board-promotion-digit-missing = le pion atteint la dernière rangée en { $to } mais le coup n'a pas de chiffre de promotion
    .label = en quelle pièce le pion se transforme-t-il ?
    .help = ajoutez le chiffre de promotion : `{ $written }1` pour une dame, ou 2 tour, 3 fou, 4 cavalier comme cinquième chiffre
board-promotion-digit-unexpected = chiffre de promotion sur un coup sans promotion : { $piece ->
        [pawn] le pion va de { $from } à { $to }, pas sur la dernière rangée
       *[other] { $from } porte { $piece ->
            [knight] un cavalier
            [bishop] un fou
            [rook] une tour
            [queen] une dame
           *[king] un roi
        }, pas un pion
    }
    .label = pas de promotion ici
    .help = écrivez `{ $move }` sans le cinquième chiffre, ou vérifiez le coup
board-san-promotion-missing = le pion atteint la dernière rangée en { $to } mais `{ $move }` ne dit pas en quelle pièce il se transforme
    .label = en quelle pièce le pion se transforme-t-il ?
    .help = ajoutez la pièce : `{ $move }=Q` pour une dame, ou =R, =B, =N
board-san-promotion-unexpected = promotion sur un coup sans promotion : le pion va de { $from } à { $to }, pas sur la dernière rangée
    .label = pas de promotion ici
    .help = supprimez l'indication de promotion (=Q), ou vérifiez le coup
board-impossible-promotion-piece = `{ $move }` promeut un pion en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
       *[king] roi
    } : un pion ne peut pas devenir { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
       *[king] un roi
    }
    .label = promotion impossible
    .help = un pion se promeut en dame, tour, fou ou cavalier : =Q, =R, =B ou =N (en notation numérique le cinquième chiffre 1, 2, 3 ou 4)

## Coups en notation algébrique

board-ambiguous-san = `{ $move }` est ambigu ici
    .label = plusieurs pièces peuvent jouer ce coup
    .help = écrivez l'un de { $moves }
board-san-in-check = les { $side ->
         [white] Blancs
        *[black] Noirs
    } sont en échec par { $checker ->
         [pawn] le pion
         [knight] le cavalier
         [bishop] le fou
         [rook] la tour
         [queen] la dame
        *[king] le roi
    } en { $checker_square }{ $checks ->
        [one] {""}
       *[other] {" "}et { $checker2 ->
         [pawn] le pion
         [knight] le cavalier
         [bishop] le fou
         [rook] la tour
         [queen] la dame
        *[king] le roi
    } en { $checker2_square }
    } et `{ $move }` ne pare pas l'échec : { $has ->
        [none] les { $side ->
         [white] Blancs
        *[black] Noirs
    } n'ont pas de { $piece ->
            [pawn] pion
            [knight] cavalier
            [bishop] fou
            [rook] tour
            [queen] dame
           *[king] roi
        }
       *[some] aucun{ $piece ->
            [pawn] {" "}pion
            [knight] {" "}cavalier
            [bishop] {" "}fou
            [rook] e tour
            [queen] e dame
           *[king] {" "}roi
        } des { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peut atteindre { $to }
    }
    .label = le roi est en échec
board-san-no-piece = `{ $move }` n'est pas un coup légal ici : { $has ->
        [none] les { $side ->
         [white] Blancs
        *[black] Noirs
    } n'ont pas de { $piece ->
            [pawn] pion
            [knight] cavalier
            [bishop] fou
            [rook] tour
            [queen] dame
           *[king] roi
        }
       *[some] aucun{ $piece ->
            [pawn] {" "}pion
            [knight] {" "}cavalier
            [bishop] {" "}fou
            [rook] e tour
            [queen] e dame
           *[king] {" "}roi
        } des { $side ->
         [white] Blancs
        *[black] Noirs
    } ne peut atteindre { $to }
    }
    .label = coup illégal
board-same-square-help = une pièce doit aller sur une autre case, et ni une promotion à 4 chiffres ni un roque Chess960 ne convient ici ; l'une des deux cases a probablement été mal recopiée : { $instead }

## La vérification d'une ligne de coups

board-move-after-end = coup après la fin de la partie : les { $side ->
         [white] Blancs
        *[black] Noirs
    } sont { $ending ->
        [checkmate] mats
       *[stalemate] pats
    }
    .label = la partie est déjà terminée
    .help = supprimez les coups après la fin de la partie, ou vérifiez les coups qui la précèdent
    .related = { $ending ->
            [checkmate] mat
           *[stalemate] pat
        }
board-unchecked-moves = { $this_move ->
        [yes] { $later ->
            [0] ce coup n'a pas été vérifié sur l'échiquier
            [1] ce coup et le coup suivant de cette ligne n'ont pas été vérifiés sur l'échiquier
           *[other] ce coup et les { $later } coups suivants de cette ligne n'ont pas été vérifiés sur l'échiquier
        }
       *[no] { $later ->
            [1] le coup suivant de cette ligne n'a pas été vérifié sur l'échiquier
           *[other] les { $later } coups suivants de cette ligne n'ont pas été vérifiés sur l'échiquier
        }
    }
    .label = la vérification s'est arrêtée ici
board-unchecked-moves-write-numeric = écrivez `{ $move }`, le même coup en notation numérique, et vérifiez à nouveau pour rejouer la suite
board-unchecked-moves-correct = corrigez ce coup (voir l'erreur qui le signale) et vérifiez à nouveau pour rejouer la suite
board-checking-piece-arrived = ce coup a amené la pièce qui donne échec en { $square }
board-wrong-check-mark = { $mark ->
        [mate-on-check] `#` sur un coup qui donne échec mais pas mat
        [mate-on-no-check] `#` sur un coup qui ne donne pas échec
       *[check-on-no-check] `+` sur un coup qui ne donne pas échec
    }
    .label = { $check ->
            [yes] seulement échec
           *[no] pas d'échec
        }
    .help = supprimez le signe (la notation numérique n'utilise ni + ni #), ou vérifiez que le coup est bien celui qui a été joué
board-unreadable-move = `{ $move }` ne peut pas être lu comme un coup
    .label = { $notation ->
            [san] pas en notation algébrique (SAN)
            [coordinate] pas un coup en coordonnées
           *[numeric] pas un coup en notation numérique
        }
    .help = { $notation ->
            [san] la SAN utilise les lettres anglaises des pièces K Q R B N, comme dans Nf3, exd5, e8=Q, O-O
            [coordinate] un coup en coordonnées est formé de deux cases a1-h8 et d'une lettre de promotion facultative q, r, b ou n, comme e2e4 ou e7e8q
           *[numeric] un coup en notation numérique est formé de la case de départ et de la case d'arrivée, deux chiffres 1-8 chacune (colonne, rangée), et d'un chiffre de promotion 1-4 quand un pion est promu, comme 5254 ou 57581
        }
board-null-move-in-check = coup nul `{ $move }` alors que les { $side ->
         [white] Blancs
        *[black] Noirs
    } sont en échec
    .label = le camp au trait est en échec
    .help = un coup nul ne peut pas être rejoué depuis une position d'échec : écrivez le coup qui a été joué
board-repair-candidates = peut-être l'un de { $deleted ->
        [first] le coup supprimé, { $after }
        [middle] { $before }, le coup supprimé, { $after }
        [last] { $before }, le coup supprimé
       *[none] { $before }
    }, qui s'accordent aussi bien avec les coups suivants : vérifiez la feuille de partie

board-repair-candidates-went-on = les coups suivants ont été vérifiés avec { $move }

## Le résultat (B012)

board-result-contradicts-position = { $place ->
        [marker] le résultat
       *[tag] la balise Result
    } { $written } contredit la position finale : { $why }
    .label = attendu { $expected }
    .help = la partie se termine sur l'échiquier car { $why } : { $tag_too ->
            [yes] écrivez { $expected } ici et dans la balise Result
           *[no] écrivez { $expected }
        }
board-ending = { $ending ->
        [checkmate] les { $side ->
         [white] Blancs
        *[black] Noirs
    } sont mats
        [stalemate] les { $side ->
         [white] Blancs
        *[black] Noirs
    } sont pats
       *[dead] aucun camp ne peut mater ({ $white } contre { $black }), une position morte
    }
board-material = { $side ->
        [white] roi blanc
       *[black] roi noir
    } { $alone ->
        [yes] seul
       *[no] et { $pieces }
    }
board-material-pieces = { $first ->
        [yes] {""}
       *[no] { $before } et {""}
    }{ $piece ->
         [pawn] pion
         [knight] cavalier
         [bishop] fou
         [rook] tour
         [queen] dame
        *[king] roi
    }
board-result-tag-says = { $same ->
        [yes] la balise Result indique { $result } elle aussi
       *[no] la balise Result indique { $result }, faux également
    }
board-game-ends-here = la partie se termine ici

## La position de départ : les balises Variant et FEN

board-unsupported-variant = la variante `{ $name }` n'est pas vérifiée sur l'échiquier
    .label = ni les échecs classiques ni Chess960
    .help = seule la notation de cette partie a été vérifiée ; ses coups suivent les règles d'une autre variante
board-fen-move-number-zero = le numéro de coup du FEN est 0 ; les numéros de coup commencent à 1
    .label = lu comme 1
    .help = écrivez 1 comme dernier champ du FEN et numérotez 1 le premier coup de la partie ; les programmes lisent 0 comme 1
board-invalid-fen = la balise FEN n'est pas une position valide : { $problems }
    .label = FEN invalide
    .help = recopiez le FEN depuis la source de la partie (six champs, p. ex. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1) ; aucun coup de cette partie n'est vérifié
board-fen-field-count = il a { $count ->
        [one] { $count } champ
       *[other] { $count } champs
    } ; un FEN en a 6 : l'échiquier, le camp au trait, les droits de roque, la case de prise en passant, le compteur de demi-coups et le numéro de coup
board-fen-rank-count = l'échiquier a { $count ->
        [one] { $count } rangée
       *[other] { $count } rangées
    } ; il en faut 8, séparées par /
board-fen-not-a-piece = `{ $letter }` sur la rangée { $rank } n'est ni une lettre de pièce (PNBRQK, pnbrqk) ni un nombre de cases vides
board-fen-rank-squares = la rangée { $rank } (`{ $text }`) a { $count ->
        [one] { $count } case
       *[other] { $count } cases
    } ; chaque rangée en a 8
board-fen-side = le camp au trait est `{ $value }` ; il doit être w ou b
board-fen-castling = les droits de roque `{ $value }` doivent être - ou des lettres parmi KQkq (ou des colonnes A-H, a-h)
board-fen-en-passant = la case de prise en passant `{ $value }` doit être - ou une case de la rangée 3 ou 6
board-fen-not-a-number = { $field ->
        [halfmove-clock] le compteur de demi-coups
       *[move-number] le numéro de coup
    } `{ $value }` n'est pas un nombre
board-fen-position = { $problem ->
        [empty-board] il n'y a aucune pièce sur l'échiquier
        [missing-king] il manque un roi
        [too-many-kings] un camp a plus d'un roi
        [pawns-on-back-rank] il y a des pions sur la première ou la dernière rangée
        [opposite-check] le camp qui n'a pas le trait est en échec
       *[other] shakmaty ne peut pas mettre en place cette position
    }
board-fen-unreadable = { $part ->
        [board] partie échiquier invalide dans le FEN
        [pocket] réserve invalide dans le FEN
        [turn] camp au trait invalide dans le FEN
        [castling] droits de roque invalides dans le FEN
        [ep-square] case de prise en passant invalide dans le FEN
        [remaining-checks] échecs restants invalides dans le FEN
        [halfmove-clock] compteur de demi-coups invalide dans le FEN
        [fullmoves] numéro de coup invalide dans le FEN
       *[fen] FEN invalide
    }
board-fen-more-problems = et { $count ->
        [one] { $count } autre problème
       *[other] { $count } autres problèmes
    }
board-fen-chess960-castling-rights = la FEN donne les droits de roque `{ $letters }`, que seul Chess960 permet : aux échecs standard un roi ne roque que depuis sa case de la colonne e, les tours dans les coins
    .label = droits de roque de Chess960
    .help = si la partie est du Chess960, ajoutez la balise [Variant "Chess960"] ; si les rois ou les tours ont bougé, ils ont perdu ces droits : supprimez les lettres du champ de roque de la FEN (écrivez `-` quand il ne reste aucun droit). La partie a été rejouée en Chess960
board-fen-chess960-castling-right = le FEN donne le droit de roque `{ $letter }`, mais le roi { $side ->
        [white] blanc
       *[black] noir
    } se trouve { $king_on ->
        [square] en { $king }
       *[none] nulle part
    } : aux échecs classiques il ne roque que depuis sa case de la colonne e ; seul Chess960 permet ce droit
    .label = un droit de roque Chess960
    .help = si le roi a bougé, il a perdu ce droit : supprimez `{ $letter }` du champ de roque du FEN (écrivez `-` s'il ne reste aucun droit) ; si la partie est en Chess960, ajoutez la balise [Variant "Chess960"]. La partie a été rejouée en Chess960
board-fen-chess960-castling-rook = le FEN donne le droit de roque `{ $letter }`, mais aucune tour { $side ->
        [white] blanche
       *[black] noire
    } ne se trouve en { $corner } : aux échecs classiques le roi ne roque qu'avec la tour du coin ; seul Chess960 permet ce droit, avec la tour en { $rook }
    .label = un droit de roque Chess960
    .help = si la tour a bougé, le droit est perdu : supprimez `{ $letter }` du champ de roque du FEN (écrivez `-` s'il ne reste aucun droit) ; si la partie est en Chess960, ajoutez la balise [Variant "Chess960"]. La partie a été rejouée en Chess960
board-fen-castling-right-dropped = le FEN donne le droit de roque `{ $letter }`, mais { $reason ->
        [king-off-first-rank] le roi { $side ->
            [white] blanc
           *[black] noir
        } n'est pas sur sa première rangée
        [no-rook] aucune tour { $side ->
            [white] blanche
           *[black] noire
        } ne se trouve en { $square }
        [standard] aux échecs classiques le roi { $side ->
            [white] blanc
           *[black] noir
        } roque depuis sa case de la colonne e avec une tour dans le coin
       *[cannot-castle] le roi { $side ->
            [white] blanc
           *[black] noir
        } et la tour en { $square } ne peuvent pas roquer
    }
    .label = pas de tel droit de roque
    .help = supprimez `{ $letter }` du champ de roque du FEN (écrivez `-` s'il ne reste aucun droit) ; la partie a été rejouée sans ce droit, comme python-chess le lit
board-fen-en-passant-dropped = la case de prise en passant { $square } du FEN est impossible : { $reason ->
        [wrong-rank] quand les { $side ->
         [white] Blancs
        *[black] Noirs
    } ont le trait, elle doit être sur la rangée { $rank }
        [no-pawn] aucun pion { $other ->
            [white] blanc
           *[black] noir
        } ne se trouve devant elle, comme après une avance de deux cases
       *[occupied] la case franchie ou la case de départ du pion est occupée
    }
    .label = pas d'avance de deux cases juste avant
    .help = écrivez `-` dans le champ de prise en passant du FEN ; la partie a été rejouée sans elle, comme python-chess le lit
