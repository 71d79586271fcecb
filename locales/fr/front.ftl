# Les textes du serveur de langage pour les éditeurs (`iccf lsp`, lsp-*) et de la page web
# (`iccf serve`, web-*) en français. Termes : locales/GLOSSARY.md. Source : locales/en/front.ftl.

## Serveur de langage : diagnostics

lsp-help = aide : { $help }

## Serveur de langage : survol d'un coup

lsp-hover-null-move = { $number } coup nul : { $side ->
    [white] les Blancs passent
   *[black] les Noirs passent
}
lsp-hover-notations = numérique { $numeric }, SAN { $san }, UCI { $uci }
lsp-hover-castles = { $side ->
    [white] les Blancs
   *[black] les Noirs
} font le { $wing ->
    [queenside] grand
   *[kingside] petit
} roque
lsp-hover-move = { $piece ->
    [pawn] pion { $side ->
        [white] blanc
       *[black] noir
    }
    [knight] cavalier { $side ->
        [white] blanc
       *[black] noir
    }
    [bishop] fou { $side ->
        [white] blanc
       *[black] noir
    }
    [rook] tour { $side ->
        [white] blanche
       *[black] noire
    }
    [queen] dame { $side ->
        [white] blanche
       *[black] noire
    }
   *[king] roi { $side ->
        [white] blanc
       *[black] noir
    }
} de { $from } à { $to }
lsp-hover-captures = prend { $piece ->
    [pawn] le pion { $side ->
        [white] blanc
       *[black] noir
    }
    [knight] le cavalier { $side ->
        [white] blanc
       *[black] noir
    }
    [bishop] le fou { $side ->
        [white] blanc
       *[black] noir
    }
    [rook] la tour { $side ->
        [white] blanche
       *[black] noire
    }
    [queen] la dame { $side ->
        [white] blanche
       *[black] noire
    }
   *[king] le roi { $side ->
        [white] blanc
       *[black] noir
    }
}
lsp-hover-promotes = promotion en { $piece ->
    [knight] cavalier
    [bishop] fou
    [rook] tour
   *[queen] dame
}
lsp-hover-checkmate = échec et mat
lsp-hover-check = donne échec
lsp-hover-stalemate = pat
lsp-hover-fen = FEN après le coup : { $fen }

## Serveur de langage : survol d'un diagnostic

lsp-hover-fix = Correction : { $fix }
lsp-hover-more = ({ $command } en dit plus)

## Serveur de langage : actions de code

lsp-action-apply-fix = Appliquer la correction
lsp-action-insert-space = Insérer une espace
lsp-action-remove-space = Supprimer l'espace
lsp-action-delete = Supprimer `{ $old }`
lsp-action-insert = Insérer `{ $new }`
lsp-action-replace = Remplacer `{ $old }` par `{ $new }`
lsp-repair-missing = Insérer le coup manquant `{ $move }` ({ $san })
lsp-repair-repeated = Supprimer le coup répété `{ $written }`
lsp-repair-swapped = Écrire les coups dans l'ordre joué : `{ $move }` ({ $san })
lsp-repair-run-together = Séparer `{ $written }` en `{ $move }` ({ $san })
lsp-repair-replace = Remplacer `{ $written }` par `{ $move }` ({ $san })
lsp-action-numeric-form = Écrire `{ $written }` sous la forme `{ $numeric }`, le même coup en notation numérique
lsp-action-rewrite = Écrire `{ $written }` en notation numérique : `{ $numeric }`
lsp-action-fix-all = { $count ->
    [one] Corriger le { $count } problème corrigible du fichier
   *[other] Corriger les { $count } problèmes corrigibles du fichier
}

## Serveur de langage : mise en forme et plan

lsp-format-pgn = iccf met en forme les parties en notation numérique (.iccf) ; `iccf convert --to iccf` en fait une d'un fichier PGN
lsp-format-refused = pas mis en forme : la partie { $game } contient des erreurs ; corrigez d'abord les erreurs, comme le demande `iccf fmt`
lsp-format-refused-because = pas mis en forme : la partie { $game } contient des erreurs : { $message } (ligne { $line }, colonne { $column }) ; corrigez d'abord les erreurs, comme le demande `iccf fmt`
lsp-symbol-game = partie { $game }
lsp-symbol-detail = partie { $game }, { $result }
lsp-symbol-no-result = partie { $game }, sans résultat

## Page web : textes permanents

web-title = iccf : vérifier la notation d'une partie d'échecs
web-intro = Collez une partie en notation numérique ICCF (ou en PGN), ou ouvrez un fichier : chaque erreur est soulignée, avec la façon de la corriger, et chaque coup se voit sur l'échiquier.
web-language = Langue
web-transcript = Notation de la partie
web-actions = Actions
web-check = Vérifier
web-open = Ouvrir un fichier…
web-fix = Corriger
web-fix-title = Appliquer les corrections sûres de iccf check --fix
web-format = Mettre en forme
web-format-title = Réécrire en notation numérique canonique (iccf fmt)
web-download-pgn = Télécharger en PGN
web-download-iccf = Télécharger en numérique
web-live = vérifier pendant la saisie
web-placeholder = Collez une partie ici, ou déposez un fichier .iccf ou .pgn sur cette zone.
web-nothing-checked = Rien n'a encore été vérifié.
web-diff-title = Ce que la correction a changé
web-undo = Annuler
web-close = Fermer
web-side = Échiquier et diagnostics
web-game = Partie
web-no-game-yet = pas encore de partie
web-board = Échiquier. Les flèches gauche et droite parcourent les coups, Début et Fin vont au début et à la fin.
web-board-start-alt = La position initiale
web-board-start = Position initiale
web-steps = Parcourir la partie
web-first = Début de la partie
web-prev = Coup précédent
web-next = Coup suivant
web-last = Fin de la partie
web-diagnostics = Diagnostics
web-footer = Vérifié par { $serve } sur cet ordinateur ; rien n'en sort. Les mêmes vérifications en ligne de commande : { $check }. API JSON : { $api }.

## Page web : lignes d'état

web-server-answered = le serveur a répondu { $status }
web-server-wait = (le serveur demande d'attendre { $seconds } s)
web-text-too-large = Le texte dépasse 8 Mio : vérifiez-le par morceaux, ou avec iccf check en ligne de commande.
web-checking = Vérification en cours
web-no-game = Aucune partie trouvée : collez une notation, ou ouvrez un fichier.
web-no-problems = Aucun problème trouvé dans { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}.
web-checked = { $games ->
    [one] { $games } partie vérifiée
   *[other] { $games } parties vérifiées
} : { $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $warnings ->
    [one] { $warnings } avertissement
   *[other] { $warnings } avertissements
}{ $advice ->
    [0] {""}
    [one] , { $advice } conseil
   *[other] , { $advice } conseils
}.
web-checked-truncated = { $games ->
    [one] { $games } partie vérifiée
   *[other] { $games } parties vérifiées
} : { $total ->
    [one] { $total } diagnostic
   *[other] { $total } diagnostics
} ; seuls les { $shown } premiers (et { $listed } parties) sont listés, le maximum que le serveur envoie à la fois.
web-game-title = Partie { $game }
web-errors = { $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
}
web-severity = { $severity ->
    [error] erreur
    [warning] avertissement
   *[advice] conseil
}
web-where = ligne { $line }, colonne { $column } :
web-where-game = ligne { $line }, colonne { $column }, partie { $game } :
web-help = aide : { $help }

## Page web : le coup que l'échiquier a reconnu comme voulu

web-repair-missing = Insérer le coup manquant { $moves }
web-repair-repeated = Supprimer le coup répété
web-repair-swapped = Remettre les coups dans l'ordre : { $moves }
web-repair-run-together = Séparer en { $moves }
web-repair-replace = Remplacer par { $moves }
web-repair-title = Écrire dans le texte le coup que l'échiquier a reconnu comme voulu. Cela modifie la notation de la partie : vérifiez-la sur la feuille de partie (Annuler rétablit l'ancien texte).
web-repair-stale = Le texte a changé depuis la vérification : vérifiez-le à nouveau, puis corrigez.
web-repair-diff-title = { $repair } ({ $code }, ligne { $line })

## Page web : Corriger, Mettre en forme, téléchargements et fichiers

web-nothing-to-fix = Rien à corriger : aucun problème ici n'a de correction automatique sûre.
web-fix-repaired = { $count ->
    [one] La correction a réparé { $count } problème
   *[other] La correction a réparé { $count } problèmes
}
web-fix-blocked = rien n'a été corrigé : le texte contient { $count ->
    [one] { $count } erreur de notation que la correction ne peut pas réparer
   *[other] { $count } erreurs de notation que la correction ne peut pas réparer
} ; corrigez-le d'abord à la main (voir les diagnostics)
web-format-unchanged = Déjà en notation numérique canonique : rien à changer.
web-format-rewrote = La mise en forme a réécrit le texte
web-format-refused = pas mis en forme : { $count ->
    [one] { $count } partie contient des erreurs
   *[other] { $count } parties contiennent des erreurs
} (corrigez-les d'abord)
web-download-none = Rien à télécharger : aucune partie trouvée.
web-download-all-refused = Pas de téléchargement : chaque partie contient des erreurs (voir les diagnostics).
web-downloaded = { $count ->
    [one] { $count } partie téléchargée
   *[other] { $count } parties téléchargées
} sous le nom { $file }.
web-downloaded-left-out = Laissées de côté à cause d'erreurs : partie { $games }.
web-file-too-large = { $file } dépasse 8 Mio : vérifiez-le avec iccf check en ligne de commande.
web-file-unreadable = { $file } n'a pas pu être lu : { $error }
web-file-latin1 = le fichier n'est pas en UTF-8 : il a été lu en Latin-1 (ISO 8859-1, le jeu de caractères du PGN) ; enregistrez-le en UTF-8 pour être sûr que chaque lettre est juste

## Page web : la légende de l'échiquier

web-board-unavailable = Cette partie ne peut pas être montrée sur un échiquier
web-board-after = Après { $move }
web-board-before = Avant { $move }
web-board-before-stop = Avant { $move } ({ $cause ->
    [illegal-move] illégal
    [game-over] après la fin de la partie
   *[syntax-error] illisible
})
web-board-game-start = Partie { $game } : position initiale
