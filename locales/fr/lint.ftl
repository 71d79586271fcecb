# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in French; translated from locales/en/lint.ftl.
# Terms: locales/GLOSSARY.md.

## L001 move-number.

lint-white-number-missing = le coup { $number } des Blancs n'a pas de numéro
    .label = `{ $wanted }` attendu avant ce coup
    .help = écrivez `{ $wanted }` avant le coup des Blancs ; chaque coup des Blancs est numéroté
lint-black-number-missing = le coup { $number }... des Noirs n'a pas de numéro en début de ligne ou après une variante
    .label = `{ $wanted }` attendu avant ce coup
    .help = au début d'une partie ou d'une variante et après une variante, le coup des Noirs est numéroté `{ $wanted }` pour que le lecteur sache où la partie reprend
lint-needless-black-number = le numéro { $written } avant le coup des Noirs n'est pas nécessaire ici
    .label = inutile : le coup des Noirs suit celui des Blancs
    .help = le numéro du coup des Noirs ne s'écrit qu'après un commentaire ou une variante ; supprimez-le
lint-number-without-dot = le numéro de coup { $number } n'a pas de point
    .label = `{ $wanted }` attendu
lint-black-number-as-white = le coup des Noirs est numéroté { $number }. comme si c'était un coup des Blancs
    .label = le numéro des Noirs est `{ $wanted }`
lint-number-with-parenthesis = le numéro de coup { $number }) est écrit avec une parenthèse, comme dans une liste
    .label = `{ $wanted }` attendu
lint-number-with-two-dots = le numéro de coup { $number }.. a deux points
    .label = `{ $wanted }` attendu
lint-number-with-ellipsis = le numéro de coup { $number }… est écrit avec le caractère points de suspension
    .label = `{ $wanted }` attendu, avec trois points
lint-number-not-standard = le numéro du coup des { $side ->
    [white] Blancs
   *[black] Noirs
} n'est pas écrit `{ $wanted }`
    .label = `{ $wanted }` attendu
lint-number-standard-form = écrivez `{ $wanted }` : les coups des Blancs sont numérotés `{ $number }.`, ceux des Noirs `{ $number }...`
lint-numbered-as-list = les numéros de coup sont écrits avec une parenthèse, comme dans une liste ({ $count } dans cette ligne)
    .label = `{ $wanted }` attendu
    .help = écrivez les numéros des coups des Blancs avec un point, `1.`, `2.` (`iccf check --fix` le fait) ; les coups sont lus dans l'ordre des numéros
lint-numbers-without-dot = les numéros de coup n'ont pas de point ({ $count } dans cette ligne)
    .label = `{ $wanted }` attendu
    .help = écrivez les numéros de coup avec un point, `1.` avant le coup des Blancs et `1...` avant celui des Noirs (`iccf check --fix` le fait) ; les coups sont lus dans l'ordre des numéros
lint-no-move-numbers = { $line ->
    [game] cette partie n'a aucun numéro de coup
   *[variation] cette variante n'a aucun numéro de coup
}
    .label = `{ $first }` attendu avant ce coup
lint-no-move-numbers-help = numérotez les coups : { $list ->
    [two] { $first } et { $second }
    [three] { $first }, { $second } et { $third }
   *[more] { $first }, { $second }, { $third }, ...
} ({ $count ->
    [one] { $count } numéro
   *[other] { $count } numéros
} ; `iccf check --fix` les écrit d'après le compte des coups)

## L002 non-numeric-notation.

lint-separator = un { $separator ->
        [space] espace
       *[sign] séparateur
    } entre les deux cases d'un coup numérique
    .label = { $separator ->
        [space] d'autres programmes lisent ici deux coups
       *[sign] pas utilisé en notation numérique
    }
lint-separator-help = écrivez le coup `{ $digits }`, quatre chiffres sans rien entre les cases
lint-check-mark = un signe { $mark ->
    [mate] de mat
   *[check] d'échec
} `{ $sign }` sur un coup numérique
    .label = pas utilisé en notation numérique
    .help = supprimez le signe : la notation numérique ne marque ni les échecs ni les mats (écrivez-les en commentaire si vous voulez)

## L003 seven-tag-roster.

lint-unknown-values = ? pour une valeur inconnue{ $date ->
    [yes] , ????.??.?? pour une date inconnue
   *[no] {""}
}{ $result ->
    [yes] , {"*"} pour une partie en cours ou un résultat inconnu
   *[no] {""}
}{ $round ->
    [yes] , - pour un Round sans objet
   *[no] {""}
}
lint-no-tag-pairs-help = ajoutez les sept balises obligatoires avant les coups, une balise par ligne : { $tags } ({ lint-unknown-values })
lint-missing-tags-help = ajoutez { $count ->
    [one] { $last }
   *[other] { $tags } et { $last }
} aux balises ({ lint-unknown-values }), dans l'ordre Event, Site, Date, Round, White, Black, Result
lint-tag-names-case-sensitive = les noms de balise distinguent majuscules et minuscules : { $count ->
    [one] { $last } ne compte pas
   *[other] { $names } et { $last } ne comptent pas
}
lint-tag-out-of-order = la balise { $tag } vient après { $before } ; l'ordre des sept balises obligatoires est Event, Site, Date, Round, White, Black, Result
    .label = doit venir avant { $before }
    .related = { $before } est ici
    .help = placez [{ $tag } ...] au-dessus de [{ $before } ...]

## L004 date-format.

lint-date-form = la valeur de { $tag } `{ $value }` n'est pas écrite YYYY.MM.DD
    .label = YYYY.MM.DD attendu
lint-date-no-such-day = la date { $tag } `{ $value }` n'existe pas : { lint-date-reason }
lint-date-reason = { $reason ->
    [month] il n'y a pas de mois { $month }
    [in-month] il n'y a pas de jour { $day } ({ $month_name ->
        [january] janvier
        [february] février
        [march] mars
        [april] avril
        [may] mai
        [june] juin
        [july] juillet
        [august] août
        [september] septembre
        [october] octobre
        [november] novembre
       *[december] décembre
    } a { $days } jours)
   *[day] il n'y a pas de jour { $day } (un mois a au plus 31 jours)
}
lint-date-write = écrivez `{ $date }` (quatre chiffres pour l'année, deux pour le mois et le jour, ?? pour ce qui est inconnu)
lint-date-write-year-first = écrivez l'année d'abord : `{ $day_first }` si le premier nombre est le jour, `{ $month_first }` si c'est le mois
lint-date-check-source = vérifiez la date sur la source de la partie ; écrivez ?? pour une partie inconnue de la date
lint-date-write-form = écrivez la date YYYY.MM.DD, par exemple 2019.05.12, avec ?? pour les parties inconnues (1990.??.??)

## L005 result-tag.

lint-no-result-tag = la partie n'a pas de balise Result
    .label = ajoutez la balise Result après celle-ci
lint-no-result-tag-help = ajoutez [Result "{ $value }"] aux balises (1-0, 0-1, 1/2-1/2, ou {"*"} pour une partie en cours), après la balise Black
lint-result-tag-differs = la balise Result indique { $tagged } mais la partie se termine par { $marker }
    .label = diffère de { $marker }
    .related = le résultat après les coups
    .help = rendez identiques la balise Result et le résultat après les coups : vérifiez sur la source de la partie lequel est juste

## L006 duplicate-game.

lint-duplicate-game = la partie { $game } est une copie de la partie { $first }
    .label = mêmes coups et balises que la partie { $first }
    .related = la première copie
    .help = les mêmes coups, résultat, Event, Site, Date, Round, White et Black apparaissent deux fois : supprimez l'une des copies (les commentaires et les autres balises ne sont pas comparés)
lint-duplicate-game-of-file = la partie { $game } est une copie de la partie { $first } de `{ $file }`
    .label = mêmes coups et balises que la partie { $first } de `{ $file }`
lint-duplicate-game-of-earlier-file = la partie { $game } est une copie de la partie { $first } d'un fichier précédent
    .label = mêmes coups et balises que la partie { $first } d'un fichier précédent

## L008 timestamp-order.

lint-stamp-reason = { $reason ->
    [empty] l'horodatage est vide
    [not-date-and-time] une date et une heure attendues
    [not-one-time] une seule durée attendue
    [date-form] la date n'est pas YYYY.MM.DD
    [no-month] il n'y a pas de mois { $value }
    [no-day] il n'y a pas de jour { $value }
    [time-form] l'heure n'est pas HH:MM
    [not-time-of-day] { $value } n'est pas une heure de la journée
    [duration-form] heures:minutes:secondes attendu
   *[over-59] les minutes et les secondes vont jusqu'à 59
}
lint-send-time-unreadable = l'heure d'envoi `{ $written }` est illisible : { lint-stamp-reason }
    .help = une heure d'envoi s'écrit [%ccsnt YYYY.MM.DD,HH:MM], par exemple [%ccsnt 2018.10.02,12:56]
lint-send-times-misformed = les heures d'envoi de cette partie sont écrites `{ $written }` ({ $count ->
    [one] { $count } horodatage
   *[other] { $count } horodatages
} sous cette forme) : { lint-stamp-reason } ; lues comme { $reading }
    .label = lu comme { $reading }
    .related = le dernier horodatage sous cette forme
    .help = le programme qui a écrit la partie a écrit chaque horodatage de la même façon fausse ; les heures sont lues comme indiqué et leur ordre est vérifié : une heure d'envoi s'écrit [%ccsnt YYYY.MM.DD,HH:MM]
lint-send-time-backwards = l'heure d'envoi { $time } est antérieure à celle du coup précédent, { $before }
    .label = recule
    .related = l'heure plus tardive, sur un coup antérieur
    .help = un coup ne peut pas être envoyé avant le coup qui le précède : recopiez les deux heures depuis l'enregistrement du serveur
lint-duration-unreadable = la durée `{ $written }` dans [%{ $command }] est illisible : { lint-stamp-reason }
    .help = une pendule ou un temps de coup s'écrit heures:minutes:secondes, par exemple [%{ $command } 0:05:00]

## L009 tag-value-whitespace.

lint-tag-value-spaces = la valeur de la balise { $tag } { $where ->
    [both] commence et finit
    [start] commence
   *[end] finit
} par des espaces
    .label = des espaces à l'intérieur des guillemets
    .help = écrivez { $value } : les programmes comparent les noms exactement, les espaces en font un autre nom

## L010 unknown-result-tag.

lint-unknown-result-tag = la balise Result `{ $value }` n'est pas l'un de 1-0, 0-1, 1/2-1/2 ou {"*"}
    .read-as = lu comme { $result }
    .not-a-result = pas un résultat
lint-unknown-result-tag-write = écrivez `{ $result }` : PGN n'admet que 1-0, 0-1, 1/2-1/2 ou {"*"}
lint-unknown-result-tag-results = écrivez 1-0 (les Blancs ont gagné), 0-1 (les Noirs ont gagné), 1/2-1/2 (nulle), ou {"*"} (en cours ou inconnu)

## L011 plycount-mismatch.

lint-plycount-differs = la balise PlyCount indique { $count } mais la partie a { $plies ->
    [one] { $plies } demi-coup
   *[other] { $plies } demi-coups
}
    .label = les coups en donnent { $plies }
    .help = vérifiez qu'aucun coup ne manque ou n'est en double ; si les coups sont justes, écrivez [PlyCount "{ $plies }"] (les coups des Blancs et des Noirs comptent chacun pour un)
lint-plycount-not-a-number = la balise PlyCount `{ $value }` n'est pas un nombre
    .label = { $plies } attendu
    .help = écrivez le nombre de demi-coups : [PlyCount "{ $plies }"]

## L012 fen-without-setup.

lint-fen-without-setup = la partie a une balise FEN mais pas de balise SetUp
    .label = part de cette position
    .help = ajoutez [SetUp "1"] juste avant la balise FEN : certains programmes ignorent la FEN sans elle et partent de la position initiale
lint-fen-setup-not-1 = la partie a une balise FEN mais SetUp vaut `{ $value }`, pas `1`

## The reflection-time rules (T codes).

time-impossible-stamp-backwards = { $move } a été envoyé le { $sent }, avant { $begin }, l'heure à partir de laquelle son temps de réflexion est compté
    .label = recule : pas compté
    .help = une réponse ne peut pas être envoyée avant le coup auquel elle répond : recopiez les deux horodatages depuis l'enregistrement du serveur
time-clock-above-limit = la pendule affiche { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours } h { $minutes } min restants, plus que { $limit ->
    [one] le { $limit } jour
   *[other] les { $limit } jours
} dont dispose un coup
    .label = plus que ce que donne la cadence : pas compté
    .help = vérifiez la cadence (`--control per-move N`) ou recopiez la pendule
time-same-minute-reply = { $move } a été envoyé dans la même minute que le coup auquel il répond : sans doute un coup conditionnel (0 jour)
    .label = 0 jour
    .help = une réponse que le serveur joue aussitôt est un coup conditionnel ; elle ne prend aucun temps de réflexion
time-double-time-charged = { $move } a pris { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} : { $charged } décomptés (20 + 2 x { $beyond })
    .label = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }, { $charged } décomptés
    .help = l'art. 2.4.2 des règles ICCF compte double chaque jour entier au-delà de 20 sur un coup
time-long-silence = { $move } est venu après { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} sans coup (40 jours de silence font perdre)
    .label = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
    .help = indiquez le congé qui couvre ces jours (`--leave`), ou recopiez les horodatages depuis l'enregistrement du serveur
time-move-time-limit-exceeded = { $move } a pris { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours } h { $minutes } min, plus que { $limit ->
    [one] le { $limit } jour
   *[other] les { $limit } jours
} que peut prendre un coup ({ $control })
    .label = plus de { $limit ->
        [one] { $limit } jour
       *[other] { $limit } jours
    }
    .help = un coup au-delà de la limite par coup perd au temps, sauf si un congé ou un arrêt de la pendule le couvre (`--leave`)
time-total-over-limit = le total des { $side ->
    [white] Blancs
   *[black] Noirs
} a atteint { $total ->
    [one] { $total } jour
   *[other] { $total } jours
} au coup { $move }, { $by ->
    [one] { $by } jour
   *[other] { $by } jours
} de plus que les { $limit } permis { $at ->
    [moves] jusqu'au coup { $by_move }
   *[clock] à la pendule
} ({ $control })
    .label = { $total } sur { $limit } jours
    .help = dépasser la limite fait perdre au temps (règles ICCF art. 2.4.2) sauf si un congé ou un arrêt de la pendule explique les jours : comptez à nouveau avec, `iccf time --leave white=FIRST..LAST`
