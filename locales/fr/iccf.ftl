# Les messages d'iccf en français. Termes : locales/GLOSSARY.md. Texte source :
# locales/en/iccf.ftl.

## Le résumé de `iccf check`

summary-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
summary-errors = { $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
}
summary-warnings = { $count ->
    [one] { $count } avertissement
   *[other] { $count } avertissements
}
summary-advice = { $count ->
    [one] { $count } conseil
   *[other] { $count } conseils
}
summary-in-files = dans { $count ->
    [one] { $count } fichier
   *[other] { $count } fichiers
}
summary-unchecked = { $count ->
    [one] { $count } coup non vérifié
   *[other] { $count } coups non vérifiés
} à cause d'erreurs autorisées
summary-unreadable = { $count ->
    [one] { $count } fichier illisible ou non écrit
   *[other] { $count } fichiers illisibles ou non écrits
}
summary-fixed = --fix : { $problems ->
    [one] { $problems } problème corrigé
   *[other] { $problems } problèmes corrigés
} dans { $files ->
    [one] { $files } fichier
   *[other] { $files } fichiers
}
summary-diff = --diff : { $changed ->
    [one] { $changed } fichier serait modifié
   *[other] { $changed } fichiers seraient modifiés
} ({ $files ->
    [one] { $files } fichier vérifié
   *[other] { $files } fichiers vérifiés
}, { $games ->
    [one] { $games } partie
   *[other] { $games } parties
})
summary-diff-blocked = { $errors ->
    [one] { $errors } erreur que --fix ne peut pas corriger
   *[other] { $errors } erreurs que --fix ne peut pas corriger
}
summary-hidden = { $count ->
    [one] { $count } diagnostic non affiché
   *[other] { $count } diagnostics non affichés
} (--max-diagnostics { $max })

## `iccf explain` et `iccf rules`

explain-default-level = niveau par défaut : { $level }
explain-fixable = , corrigeable avec --fix
explain-what = Ce que cela signifie
explain-why = Pourquoi c'est important
explain-example = Exemple
explain-fix = Correction
rules-levels-from = niveaux de { $path } et de la ligne de commande
rules-header-code = code
rules-header-name = nom
rules-header-default = défaut
rules-header-level = niveau
rules-header-fixable = --fix
rules-header-summary = description
rules-yes = oui
rules-no = non

## Le diagramme : la ligne sous l'échiquier

diagram-side-to-move = { $state ->
    [checkmated] { $side ->
        [white] Les Blancs sont mat
       *[black] Les Noirs sont mat
    }
    [stalemated] { $side ->
        [white] Les Blancs sont pat
       *[black] Les Noirs sont pat
    }
    [check] { $side ->
        [white] Les Blancs jouent, en échec
       *[black] Les Noirs jouent, en échec
    }
   *[move] { $side ->
        [white] Les Blancs jouent
       *[black] Les Noirs jouent
    }
} (coup { $move })

## Le rapport pour les humains

report-in-game = dans la partie { $game }
report-help = aide

## Les diagnostics de l'échiquier (codes B). Pièces : pion, cavalier, fou, tour, dame, roi.

board-piece-can-go = { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $square } peut aller en { $squares }
board-piece-has-no-move = { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $square } n'a aucun coup légal dans cette position
board-legal-moves-to = coups légaux vers { $square } : { $moves }
board-legal-move-count = les { $side ->
        [white] Blancs
       *[black] Noirs
    } ont { $count ->
    [one] { $count } coup légal
   *[other] { $count } coups légaux
} dans cette position (FEN { $fen })
board-side-can-play = les { $side ->
        [white] Blancs
       *[black] Noirs
    } peuvent jouer { $moves } (FEN { $fen })
board-empty-from-square = aucune pièce ne se trouve en { $square }
    .label = { $square } est vide
board-own-piece-on-destination = une pièce du même camp occupe { $square } ({ $own ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
       *[king] roi
    } des { $side ->
        [white] Blancs
       *[black] Noirs
    })
    .label = { $piece ->
            [pawn] le pion
            [knight] le cavalier
            [bishop] le fou
            [rook] la tour
            [queen] la dame
           *[king] le roi
        } ne peut pas prendre une pièce de son propre camp
board-same-square = le coup va de { $square } à { $square }
    .label = case de départ et case d'arrivée identiques
board-opponent-piece = { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $square } appartient aux { $owner ->
        [white] Blancs
       *[black] Noirs
    }
    .label = { $piece ->
            [pawn] pion
            [knight] cavalier
            [bishop] fou
            [rook] tour
            [queen] dame
           *[king] roi
        } des { $owner ->
            [white] Blancs
           *[black] Noirs
        }
board-side-to-move = c'est aux { $side ->
        [white] Blancs
       *[black] Noirs
    } de jouer
board-legal-for-other-side = { $move } est un coup légal pour les { $side ->
        [white] Blancs
       *[black] Noirs
    } : deux coups sont peut-être intervertis, ou un coup manque
board-nothing-to-capture = le pion en { $from } ne peut pas prendre en { $to } : la case est vide et la prise en passant n'est pas possible
    .label = rien à prendre
    .help = la prise en passant n'est possible que juste après que le pion adverse a avancé de deux cases pour venir à côté de ce pion
board-push-onto-piece = le pion en { $from } ne peut pas aller en { $to } : une pièce s'y trouve ({ $occupant ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
       *[king] roi
    } des { $side ->
        [white] Blancs
       *[black] Noirs
    }), et un pion ne prend qu'en diagonale
    .label = { $to } est occupée
board-blocked = { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $from } ne peut pas atteindre { $to } : { $blocker ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } des { $side ->
        [white] Blancs
       *[black] Noirs
    } en { $square } barre le chemin
    .label = le chemin est barré
board-not-its-move = { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
       *[king] un roi
    } ne peut pas aller de { $from } à { $to }
    .label = ce n'est pas un coup de { $piece ->
            [pawn] pion
            [knight] cavalier
            [bishop] fou
            [rook] tour
            [queen] dame
           *[king] roi
        }
board-not-legal-here = `{ $move }` n'est pas un coup légal ici
    .label = coup illégal
board-check-from = { $checks ->
    [0] {""}
    [1] {" "}(échec par { $checker ->
            [pawn] le pion
            [knight] le cavalier
            [bishop] le fou
            [rook] la tour
            [queen] la dame
           *[king] le roi
        } en { $checker_square })
   *[other] {" "}(échec par { $checker ->
            [pawn] le pion
            [knight] le cavalier
            [bishop] le fou
            [rook] la tour
            [queen] la dame
           *[king] le roi
        } en { $checker_square } et { $checker2 ->
            [pawn] le pion
            [knight] le cavalier
            [bishop] le fou
            [rook] la tour
            [queen] la dame
           *[king] le roi
        } en { $checker2_square })
}
board-king-into-check = le roi { $side ->
        [white] blanc
       *[black] noir
    } ne peut pas aller en { $to } : il y serait en échec{ board-check-from }
    .label = { $to } est attaquée
board-check-not-parried = les { $side ->
        [white] Blancs
       *[black] Noirs
    } sont en échec et { $from }-{ $to } ne pare pas l'échec{ board-check-from }
    .label = le roi reste en échec
board-en-passant-leaves-check = la prise en passant { $from }-{ $to } laisse le roi { $side ->
        [white] blanc
       *[black] noir
    } en échec{ board-check-from }
    .label = laisse le roi en échec
board-pinned = { $piece ->
        [pawn] le pion en { $from } est cloué
        [knight] le cavalier en { $from } est cloué
        [bishop] le fou en { $from } est cloué
        [rook] la tour en { $from } est clouée
        [queen] la dame en { $from } est clouée
       *[king] le roi en { $from } est cloué
    } : le jouer laisse le roi { $side ->
        [white] blanc
       *[black] noir
    } en échec{ board-check-from }
    .label = laisse le roi en échec

## Le coup probablement voulu (l'aide de l'erreur sur le lapsus).

repair-probably = probablement { $move } ({ $san }) : { $slip ->
    [first-two-swapped] les deux premiers chiffres intervertis
    [middle-two-swapped] les deux chiffres du milieu intervertis
    [last-two-swapped] les deux derniers chiffres intervertis
    [neighbours-swapped] deux chiffres voisins intervertis
    [promotion-left-out] le chiffre de promotion oublié
    [digit-left-out] un chiffre oublié
    [digit-twice] un chiffre écrit deux fois
    [digit-too-many] un chiffre de trop
    [square-twice] une case écrite deux fois
    [from-to-swapped] la case de départ et la case d'arrivée interverties
    [ranks-mirrored] les rangées comptées depuis l'autre côté de l'échiquier
   *[slip-of-the-pen] un lapsus
}
repair-probably-digit = probablement { $move } ({ $san }) : { $part ->
    [from-file] la colonne de la case de départ
    [from-rank] la rangée de la case de départ
    [to-file] la colonne de la case d'arrivée
    [to-rank] la rangée de la case d'arrivée
    [promotion] le chiffre de promotion
   *[other] un chiffre
} : { $written } écrit pour { $meant }
repair-probably-square = probablement { $move } ({ $san }) : { $part ->
    [from] la case de départ
   *[to] la case d'arrivée
} : { $written } écrit pour { $meant }
repair-move-missing = le coup { $number } des { $side ->
    [white] Blancs
   *[black] Noirs
} manque : { $numbered } { $move } ({ $san }) s'accorde avec les coups suivants
repair-move-repeated = `{ $written }` répète le coup { $number } des { $side ->
    [white] Blancs
   *[black] Noirs
} : supprimez-le
repair-move-repeated-previous = `{ $written }` répète le coup { $number } des { $side ->
    [white] Blancs
   *[black] Noirs
} ({ $previous }) : supprimez-le
repair-moves-swapped = `{ $written }` et { $which ->
    [next] le coup suivant
   *[same-side] le coup suivant du même camp
} sont dans le mauvais ordre : { $move } ({ $san }) vient d'abord, puis { $move2 } ({ $san2 })
repair-moves-run-together = deux coups sans espace entre eux : { $move } ({ $san }) et { $move2 } ({ $san2 })
repair-other-notation = écrivez `{ $move }` ({ $san }), le même coup en notation numérique
repair-confirmed = { $plies ->
    [0] c'est le dernier coup de la ligne
    [1] { $with ->
        [without] sans lui
        [them] avec eux
       *[with] avec lui
    }, le coup suivant est légal
   *[other] { $with ->
        [without] sans lui
        [them] avec eux
       *[with] avec lui
    }, les { $plies } coups suivants sont légaux
}

## Les diagnostics de la syntaxe (codes S). $text : texte cité de la notation.

syntax-unexpected-text = texte inattendu `{ $text }`
    .label = ne fait pas partie de la notation
    .help = ce n'est ni un coup, ni un numéro de coup, ni un commentaire, ni un résultat : mettez les remarques entre accolades {"{"} {"}"}, ou supprimez-les
syntax-informal-remark = remarque informelle `{ $text }`
    .help = le texte après une flèche ne fait pas partie de la partie : mettez la remarque entre accolades {"{"} {"}"}, ou supprimez-la
syntax-prose-line = une ligne de texte parmi les coups : `{ $text }`
    .label = ne fait pas partie de la partie : ses nombres ne sont pas des coups
    .help = un texte comme les lignes d'un courriel ne fait pas partie de la notation : mettez-le entre accolades {"{"} {"}"} comme commentaire, ou supprimez-le

## Les diagnostics des règles de style (codes L). $tags et $last : noms de balises (Event, Site, ...).

lint-no-tag-pairs = la partie n'a aucune paire de balise
    .label = la partie commence ici, sans balises
lint-missing-tags = il manque aux sept balises obligatoires { $count ->
    [one] la balise { $last }
   *[other] les balises { $tags } et { $last }
}
    .label = { $count ->
        [one] { $last } manque
       *[other] { $tags } et { $last } manquent
    } dans les balises de cette partie
lint-result-alone = un résultat `{ $result }` sans coups et sans balises
    .label = une partie à part entière, qui ne contient que ce résultat
    .help = s'il répète le résultat de la partie précédente, supprimez-le
    .otherwise = sinon écrivez avant lui les balises et les coups de sa partie
lint-empty-game = une partie sans coups et sans résultat
    .label = cette partie n'a aucun coup
    .help = supprimez ces balises si elles sont restées par erreur, ou ajoutez les coups et le résultat (* pour une partie qui n'a pas commencé)
lint-empty-game-with-tags = une partie avec des balises mais sans coups et sans résultat
