# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in German; translated from locales/en/lint.ftl.
# Terms: locales/GLOSSARY.md.

## L001 move-number.

lint-white-number-missing = der Zug { $number } von Weiß hat keine Zugnummer
    .label = vor diesem Zug wird `{ $wanted }` erwartet
    .help = schreiben Sie `{ $wanted }` vor den Zug von Weiß; jeder Zug von Weiß wird nummeriert
lint-black-number-missing = der Zug { $number }... von Schwarz hat am Anfang einer Partie oder Variante oder nach einer Variante keine Zugnummer
    .label = vor diesem Zug wird `{ $wanted }` erwartet
    .help = am Anfang einer Partie oder einer Variante und nach einer Variante wird der Zug von Schwarz mit `{ $wanted }` nummeriert, damit der Leser weiß, wo die Partie weitergeht
lint-needless-black-number = die Zugnummer { $written } vor dem Zug von Schwarz ist hier nicht nötig
    .label = nicht nötig: der Zug von Schwarz folgt auf den von Weiß
    .help = die Zugnummer von Schwarz steht nur nach einem Kommentar oder einer Variante; löschen Sie sie
lint-number-without-dot = die Zugnummer { $number } hat keinen Punkt
    .label = `{ $wanted }` erwartet
lint-black-number-as-white = der Zug von Schwarz ist mit { $number }. nummeriert, als wäre es ein Zug von Weiß
    .label = die Nummer von Schwarz ist `{ $wanted }`
lint-number-with-parenthesis = die Zugnummer { $number }) ist mit einer Klammer geschrieben, wie in einer Liste
    .label = `{ $wanted }` erwartet
lint-number-with-two-dots = die Zugnummer { $number }.. hat zwei Punkte
    .label = `{ $wanted }` erwartet
lint-number-with-ellipsis = die Zugnummer { $number }… ist mit dem Auslassungszeichen geschrieben
    .label = `{ $wanted }` mit drei Punkten erwartet
lint-number-not-standard = die Zugnummer von { $side ->
    [white] Weiß
   *[black] Schwarz
} ist nicht als `{ $wanted }` geschrieben
    .label = `{ $wanted }` erwartet
lint-number-standard-form = schreiben Sie `{ $wanted }`: die Züge von Weiß werden `{ $number }.` nummeriert, die von Schwarz `{ $number }...`
lint-numbered-as-list = die Zugnummern sind mit einer Klammer geschrieben, wie in einer Liste ({ $count } in dieser Zugfolge)
    .label = `{ $wanted }` erwartet
    .help = schreiben Sie die Zugnummern von Weiß mit einem Punkt, `1.`, `2.` (`iccf check --fix` erledigt das); die Züge werden in der Reihenfolge der Nummern gelesen
lint-numbers-without-dot = die Zugnummern haben keinen Punkt ({ $count } in dieser Zugfolge)
    .label = `{ $wanted }` erwartet
    .help = schreiben Sie die Zugnummern mit einem Punkt, `1.` vor dem Zug von Weiß und `1...` vor dem von Schwarz (`iccf check --fix` erledigt das); die Züge werden in der Reihenfolge der Nummern gelesen
lint-no-move-numbers = { $line ->
    [game] diese Partie hat keine Zugnummern
   *[variation] diese Variante hat keine Zugnummern
}
    .label = vor diesem Zug wird `{ $first }` erwartet
lint-no-move-numbers-help = nummerieren Sie die Züge: { $list ->
    [two] { $first } und { $second }
    [three] { $first }, { $second } und { $third }
   *[more] { $first }, { $second }, { $third }, ...
} ({ $count ->
    [one] { $count } Nummer
   *[other] { $count } Nummern
}; `iccf check --fix` schreibt sie aus der Zahl der Züge)

## L002 non-numeric-notation.

lint-separator = ein { $separator ->
        [space] Leerzeichen
       *[sign] Trennzeichen
    } zwischen den zwei Feldern eines numerischen Zuges
    .label = { $separator ->
        [space] andere Programme lesen hier zwei Züge
       *[sign] in der numerischen Notation nicht gebräuchlich
    }
lint-separator-help = schreiben Sie den Zug als `{ $digits }`, vier Ziffern ohne etwas zwischen den Feldern
lint-check-mark = ein { $mark ->
    [mate] Mattzeichen
   *[check] Schachzeichen
} `{ $sign }` an einem numerischen Zug
    .label = in der numerischen Notation nicht gebräuchlich
    .help = löschen Sie das Zeichen: die numerische Notation kennzeichnet weder Schach noch Matt (schreiben Sie es bei Bedarf als Kommentar)

## L003 seven-tag-roster.

lint-unknown-values = ? für einen unbekannten Wert{ $date ->
    [yes] , ????.??.?? für ein unbekanntes Datum
   *[no] {""}
}{ $result ->
    [yes] , {"*"} für eine laufende Partie oder ein unbekanntes Ergebnis
   *[no] {""}
}{ $round ->
    [yes] , - für eine nicht zutreffende Runde (Round)
   *[no] {""}
}
lint-no-tag-pairs-help = fügen Sie die sieben Pflicht-Tags vor den Zügen ein, ein Tag pro Zeile: { $tags } ({ lint-unknown-values })
lint-missing-tags-help = fügen Sie { $count ->
    [one] { $last }
   *[other] { $tags } und { $last }
} zu den Tags hinzu ({ lint-unknown-values }), in der Reihenfolge Event, Site, Date, Round, White, Black, Result
lint-tag-names-case-sensitive = bei Tag-Namen zählt Groß- und Kleinschreibung: { $count ->
    [one] { $last } zählt nicht
   *[other] { $names } und { $last } zählen nicht
}
lint-tag-out-of-order = der Tag { $tag } steht nach { $before }; die Reihenfolge der sieben Pflicht-Tags ist Event, Site, Date, Round, White, Black, Result
    .label = gehört vor { $before }
    .related = hier steht { $before }
    .help = setzen Sie [{ $tag } ...] über [{ $before } ...]

## L004 date-format.

lint-date-form = der Wert von { $tag } `{ $value }` ist nicht als YYYY.MM.DD geschrieben
    .label = YYYY.MM.DD erwartet
lint-date-no-such-day = das Datum { $tag } `{ $value }` gibt es nicht: { lint-date-reason }
lint-date-reason = { $reason ->
    [month] es gibt keinen Monat { $month }
    [in-month] es gibt keinen Tag { $day } ({ $month_name ->
        [january] der Januar
        [february] der Februar
        [march] der März
        [april] der April
        [may] der Mai
        [june] der Juni
        [july] der Juli
        [august] der August
        [september] der September
        [october] der Oktober
        [november] der November
       *[december] der Dezember
    } hat { $days } Tage)
   *[day] es gibt keinen Tag { $day } (ein Monat hat höchstens 31 Tage)
}
lint-date-write = schreiben Sie `{ $date }` (vier Ziffern für das Jahr, je zwei für Monat und Tag, ?? für Unbekanntes)
lint-date-write-year-first = schreiben Sie das Jahr zuerst: `{ $day_first }`, wenn die erste Zahl der Tag ist, `{ $month_first }`, wenn sie der Monat ist
lint-date-check-source = prüfen Sie das Datum an der Quelle der Partie; schreiben Sie ?? für einen unbekannten Teil
lint-date-write-form = schreiben Sie das Datum als YYYY.MM.DD, zum Beispiel 2019.05.12, mit ?? für unbekannte Teile (1990.??.??)

## L005 result-tag.

lint-no-result-tag = die Partie hat keinen Result-Tag
    .label = fügen Sie den Result-Tag nach diesem ein
lint-no-result-tag-help = fügen Sie [Result "{ $value }"] zu den Tags hinzu (1-0, 0-1, 1/2-1/2 oder {"*"} für eine laufende Partie), nach dem Black-Tag
lint-result-tag-differs = der Result-Tag sagt { $tagged }, aber die Partie endet mit { $marker }
    .label = weicht von { $marker } ab
    .related = das Ergebnis nach den Zügen
    .help = gleichen Sie den Result-Tag und das Ergebnis nach den Zügen an: prüfen Sie an der Quelle der Partie, welches stimmt

## L006 duplicate-game.

lint-duplicate-game = Partie { $game } ist eine Kopie von Partie { $first }
    .label = dieselben Züge und Tags wie Partie { $first }
    .related = die erste Kopie
    .help = dieselben Züge, dasselbe Ergebnis, Event, Site, Date, Round, White und Black kommen zweimal vor: löschen Sie eine der Kopien (Kommentare und andere Tags werden nicht verglichen)
lint-duplicate-game-of-file = Partie { $game } ist eine Kopie von Partie { $first } aus `{ $file }`
    .label = dieselben Züge und Tags wie Partie { $first } aus `{ $file }`
lint-duplicate-game-of-earlier-file = Partie { $game } ist eine Kopie von Partie { $first } aus einer früheren Datei
    .label = dieselben Züge und Tags wie Partie { $first } aus einer früheren Datei

## L008 timestamp-order.

lint-stamp-reason = { $reason ->
    [empty] der Zeitstempel ist leer
    [not-date-and-time] Datum und Uhrzeit erwartet
    [not-one-time] eine einzige Zeit erwartet
    [date-form] das Datum ist nicht YYYY.MM.DD
    [no-month] es gibt keinen Monat { $value }
    [no-day] es gibt keinen Tag { $value }
    [time-form] die Uhrzeit ist nicht HH:MM
    [not-time-of-day] { $value } ist keine Uhrzeit
    [duration-form] Stunden:Minuten:Sekunden erwartet
   *[over-59] Minuten und Sekunden gehen nur bis 59
}
lint-send-time-unreadable = die Sendezeit `{ $written }` ist nicht lesbar: { lint-stamp-reason }
    .help = eine Sendezeit wird [%ccsnt YYYY.MM.DD,HH:MM] geschrieben, zum Beispiel [%ccsnt 2018.10.02,12:56]
lint-send-times-misformed = die Sendezeiten dieser Partie sind als `{ $written }` geschrieben ({ $count ->
    [one] { $count } Zeitstempel
   *[other] { $count } Zeitstempel
} in dieser Form): { lint-stamp-reason }; gelesen als { $reading }
    .label = gelesen als { $reading }
    .related = der letzte Zeitstempel in dieser Form
    .help = das Programm, das die Partie geschrieben hat, hat jeden Zeitstempel auf dieselbe falsche Weise geschrieben; die Zeiten werden wie gezeigt gelesen und auf ihre Reihenfolge geprüft: eine Sendezeit wird [%ccsnt YYYY.MM.DD,HH:MM] geschrieben
lint-send-time-backwards = die Sendezeit { $time } liegt vor der des vorigen Zuges, { $before }
    .label = geht zurück
    .related = die spätere Zeit, bei einem früheren Zug
    .help = ein Zug kann nicht vor dem Zug davor gesendet werden: übertragen Sie beide Zeiten noch einmal aus den Aufzeichnungen des Servers
lint-duration-unreadable = die Zeit `{ $written }` in [%{ $command }] ist nicht lesbar: { lint-stamp-reason }
    .help = eine Uhr- oder Zugzeit wird Stunden:Minuten:Sekunden geschrieben, zum Beispiel [%{ $command } 0:05:00]

## L009 tag-value-whitespace.

lint-tag-value-spaces = der Wert des Tags { $tag } { $where ->
    [both] beginnt und endet
    [start] beginnt
   *[end] endet
} mit Leerzeichen
    .label = Leerzeichen innerhalb der Anführungszeichen
    .help = schreiben Sie { $value }: Programme vergleichen Namen genau, mit den Leerzeichen wird es ein anderer Name

## L010 unknown-result-tag.

lint-unknown-result-tag = der Result-Tag `{ $value }` ist keiner von 1-0, 0-1, 1/2-1/2 oder {"*"}
    .read-as = gelesen als { $result }
    .not-a-result = kein Ergebnis
lint-unknown-result-tag-write = schreiben Sie `{ $result }`: PGN erlaubt nur 1-0, 0-1, 1/2-1/2 oder {"*"}
lint-unknown-result-tag-results = schreiben Sie 1-0 (Weiß gewann), 0-1 (Schwarz gewann), 1/2-1/2 (remis) oder {"*"} (läuft noch oder unbekannt)

## L011 plycount-mismatch.

lint-plycount-differs = der PlyCount-Tag sagt { $count }, aber die Partie hat { $plies ->
    [one] { $plies } Halbzug
   *[other] { $plies } Halbzüge
}
    .label = die Züge ergeben { $plies }
    .help = prüfen Sie, dass kein Zug fehlt oder doppelt steht; wenn die Züge stimmen, schreiben Sie [PlyCount "{ $plies }"] (die Züge von Weiß und von Schwarz zählen je eins)
lint-plycount-not-a-number = der PlyCount-Tag `{ $value }` ist keine Zahl
    .label = { $plies } erwartet
    .help = schreiben Sie die Zahl der Halbzüge: [PlyCount "{ $plies }"]

## L012 fen-without-setup.

lint-fen-without-setup = die Partie hat einen FEN-Tag, aber keinen SetUp-Tag
    .label = beginnt mit dieser Stellung
    .help = fügen Sie [SetUp "1"] direkt vor dem FEN-Tag ein: manche Programme übergehen den FEN ohne ihn und beginnen mit der Grundstellung
lint-fen-setup-not-1 = die Partie hat einen FEN-Tag, aber SetUp ist `{ $value }`, nicht `1`

## The reflection-time rules (T codes).

time-impossible-stamp-backwards = { $move } wurde am { $sent } gesendet, vor { $begin }, dem Zeitpunkt, ab dem seine Bedenkzeit gezählt wird
    .label = geht zurück: nicht gezählt
    .help = eine Antwort kann nicht vor dem Zug gesendet werden, auf den sie antwortet: übertragen Sie beide Zeitstempel noch einmal aus den Aufzeichnungen des Servers
time-clock-above-limit = die Uhr zeigt { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} { $hours } h { $minutes } min Restzeit, mehr als { $limit ->
    [one] der { $limit } Tag, den
   *[other] die { $limit } Tage, die
} ein Zug hat
    .label = mehr als die Bedenkzeitregelung gibt: nicht gezählt
    .help = prüfen Sie die Bedenkzeitregelung (`--control per-move N`) oder übertragen Sie die Uhr noch einmal
time-same-minute-reply = { $move } wurde in derselben Minute gesendet wie der Zug, auf den er antwortet: wohl ein bedingter Zug (0 Tage)
    .label = 0 Tage
    .help = eine Antwort, die der Server sofort spielt, ist ein bedingter Zug; sie verbraucht keine Bedenkzeit
time-double-time-charged = { $move } brauchte { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}: angerechnet { $charged } (20 + 2 x { $beyond })
    .label = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }, angerechnet { $charged }
    .help = nach Art. 2.4.2 der ICCF-Regeln wird jeder volle Tag über 20 bei einem Zug doppelt angerechnet
time-long-silence = { $move } kam nach { $days ->
    [one] { $days } Tag
   *[other] { $days } Tagen
} ohne Zug (nach 40 Tagen ohne Zug ist die Partie verloren)
    .label = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }
    .help = geben Sie den Urlaub an, der diese Tage abdeckt (`--leave`), oder übertragen Sie die Zeitstempel noch einmal aus den Aufzeichnungen des Servers
time-move-time-limit-exceeded = { $move } brauchte { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} { $hours } h { $minutes } min, mehr als { $limit ->
    [one] der { $limit } Tag, den
   *[other] die { $limit } Tage, die
} ein Zug brauchen darf ({ $control })
    .label = über { $limit ->
        [one] { $limit } Tag
       *[other] { $limit } Tage
    }
    .help = überschreitet ein einziger Zug die Grenze pro Zug, ist die Partie durch Zeitüberschreitung verloren, außer ein Urlaub oder ein Uhrstopp deckt ihn ab (`--leave`)
time-total-over-limit = die Summe von { $side ->
    [white] Weiß
   *[black] Schwarz
} erreichte { $total ->
    [one] { $total } Tag
   *[other] { $total } Tage
} bei { $move }, { $by ->
    [one] { $by } Tag
   *[other] { $by } Tage
} über den { $limit } erlaubten { $at ->
    [moves] bis Zug { $by_move }
   *[clock] auf der Uhr
} ({ $control })
    .label = { $total } von { $limit } Tagen
    .help = wer die Grenze überschreitet, verliert durch Zeitüberschreitung (ICCF-Regeln Art. 2.4.2), außer ein Urlaub oder ein Uhrstopp erklärt die Tage: zählen Sie mit ihm noch einmal, `iccf time --leave white=FIRST..LAST`
