# Die Meldungen von iccf auf Deutsch. Begriffe: locales/GLOSSARY.md. Ausgangstext:
# locales/en/iccf.ftl.

## Die Zusammenfassung von `iccf check`

summary-games = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}
summary-errors = { $count } Fehler
summary-warnings = { $count ->
    [one] { $count } Warnung
   *[other] { $count } Warnungen
}
summary-advice = { $count ->
    [one] { $count } Hinweis
   *[other] { $count } Hinweise
}
summary-in-files = in { $count ->
    [one] { $count } Datei
   *[other] { $count } Dateien
}
summary-unchecked = { $count ->
    [one] { $count } Zug wegen erlaubter Fehler nicht geprüft
   *[other] { $count } Züge wegen erlaubter Fehler nicht geprüft
}
summary-unreadable = { $count ->
    [one] { $count } Datei nicht lesbar oder nicht geschrieben
   *[other] { $count } Dateien nicht lesbar oder nicht geschrieben
}
summary-fixed = --fix: { $problems ->
    [one] { $problems } Problem
   *[other] { $problems } Probleme
} behoben in { $files ->
    [one] { $files } Datei
   *[other] { $files } Dateien
}
summary-diff = --diff: { $changed ->
    [one] { $changed } Datei würde geändert
   *[other] { $changed } Dateien würden geändert
} ({ $files ->
    [one] { $files } Datei
   *[other] { $files } Dateien
} geprüft, { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
})
summary-diff-blocked = { $errors } Fehler, die --fix nicht beheben kann
summary-hidden = { $count ->
    [one] { $count } Meldung nicht angezeigt
   *[other] { $count } Meldungen nicht angezeigt
} (--max-diagnostics { $max })

## `iccf explain` und `iccf rules`

explain-default-level = Standardstufe: { $level }
explain-fixable = , mit --fix behebbar
explain-what = Was es bedeutet
explain-why = Warum es wichtig ist
explain-example = Beispiel
explain-fix = Behebung
rules-levels-from = Stufen aus { $path } und der Befehlszeile
rules-header-code = Code
rules-header-name = Name
rules-header-default = Standard
rules-header-level = Stufe
rules-header-fixable = --fix
rules-header-summary = Beschreibung
rules-yes = ja
rules-no = nein

## Das Diagramm: die Zeile unter dem Brett

diagram-side-to-move = { $state ->
    [checkmated] { $side ->
        [white] Weiß ist matt
       *[black] Schwarz ist matt
    }
    [stalemated] { $side ->
        [white] Weiß ist patt
       *[black] Schwarz ist patt
    }
    [check] { $side ->
        [white] Weiß am Zug, im Schach
       *[black] Schwarz am Zug, im Schach
    }
   *[move] { $side ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }
} (Zug { $move })

## Der Bericht für Menschen

report-in-game = in Partie { $game }
report-help = Hilfe

## Die Meldungen des Bretts (B-Codes). Figuren: Bauer, Springer, Läufer, Turm, Dame, König.

board-piece-can-go = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $square } kann nach { $squares } ziehen
board-piece-has-no-move = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $square } hat in dieser Stellung keinen legalen Zug
board-legal-moves-to = legale Züge nach { $square }: { $moves }
board-legal-move-count = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat in dieser Stellung { $count ->
    [one] { $count } legalen Zug
   *[other] { $count } legale Züge
} (FEN { $fen })
board-side-can-play = { $side ->
        [white] Weiß
       *[black] Schwarz
    } kann { $moves } spielen (FEN { $fen })
board-empty-from-square = auf { $square } steht keine Figur
    .label = { $square } ist leer
board-own-piece-on-destination = auf { $square } steht eine eigene Figur ({ $own ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    } von { $side ->
        [white] Weiß
       *[black] Schwarz
    })
    .label = { $piece ->
            [pawn] der Bauer
            [knight] der Springer
            [bishop] der Läufer
            [rook] der Turm
            [queen] die Dame
           *[king] der König
        } kann keine eigene Figur schlagen
board-same-square = der Zug führt von { $square } nach { $square }
    .label = Ausgangs- und Zielfeld sind gleich
board-opponent-piece = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $square } gehört { $owner ->
        [white] Weiß
       *[black] Schwarz
    }
    .label = { $piece ->
            [pawn] Bauer
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
            [queen] Dame
           *[king] König
        } von { $owner ->
            [white] Weiß
           *[black] Schwarz
        }
board-side-to-move = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug
board-legal-for-other-side = { $move } ist ein legaler Zug für { $side ->
        [white] Weiß
       *[black] Schwarz
    }, also sind vielleicht zwei Züge vertauscht oder ein Zug fehlt
board-nothing-to-capture = der Bauer auf { $from } kann nicht auf { $to } schlagen: das Feld ist leer, und en passant ist nicht möglich
    .label = nichts zu schlagen
    .help = en passant ist nur unmittelbar möglich, nachdem der gegnerische Bauer mit einem Doppelschritt neben diesen Bauern gezogen ist
board-push-onto-piece = der Bauer auf { $from } kann nicht nach { $to } ziehen: dort steht eine Figur ({ $occupant ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    } von { $side ->
        [white] Weiß
       *[black] Schwarz
    }), und ein Bauer schlägt nur schräg
    .label = { $to } ist besetzt
board-blocked = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } kann { $to } nicht erreichen: { $blocker ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } von { $side ->
        [white] Weiß
       *[black] Schwarz
    } auf { $square } steht im Weg
    .label = der Weg ist versperrt
board-not-its-move = { $piece ->
        [pawn] ein Bauer
        [knight] ein Springer
        [bishop] ein Läufer
        [rook] ein Turm
        [queen] eine Dame
       *[king] ein König
    } kann nicht von { $from } nach { $to } ziehen
    .label = { $piece ->
            [pawn] kein Bauernzug
            [knight] kein Springerzug
            [bishop] kein Läuferzug
            [rook] kein Turmzug
            [queen] kein Damenzug
           *[king] kein Königszug
        }
board-not-legal-here = `{ $move }` ist hier kein legaler Zug
    .label = regelwidriger Zug
board-check-from = { $checks ->
    [0] {""}
    [1] {" "}(Schach durch { $checker ->
            [pawn] den Bauern
            [knight] den Springer
            [bishop] den Läufer
            [rook] den Turm
            [queen] die Dame
           *[king] den König
        } auf { $checker_square })
   *[other] {" "}(Schach durch { $checker ->
            [pawn] den Bauern
            [knight] den Springer
            [bishop] den Läufer
            [rook] den Turm
            [queen] die Dame
           *[king] den König
        } auf { $checker_square } und { $checker2 ->
            [pawn] den Bauern
            [knight] den Springer
            [bishop] den Läufer
            [rook] den Turm
            [queen] die Dame
           *[king] den König
        } auf { $checker2_square })
}
board-king-into-check = der { $side ->
        [white] weiße
       *[black] schwarze
    } König kann nicht nach { $to }: dort stünde er im Schach{ board-check-from }
    .label = { $to } ist angegriffen
board-check-not-parried = { $side ->
        [white] Weiß
       *[black] Schwarz
    } steht im Schach, und { $from }-{ $to } hebt das Schach nicht auf{ board-check-from }
    .label = der König bleibt im Schach
board-en-passant-leaves-check = das Schlagen en passant { $from }-{ $to } lässt den { $side ->
        [white] weißen
       *[black] schwarzen
    } König im Schach{ board-check-from }
    .label = lässt den König im Schach
board-pinned = { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } ist gefesselt: der Zug lässt den { $side ->
        [white] weißen
       *[black] schwarzen
    } König im Schach{ board-check-from }
    .label = lässt den König im Schach

## Der vermutlich gemeinte Zug (die Hilfe zum Fehler beim Verschreiber).

repair-probably = wahrscheinlich { $move } ({ $san }): { $slip ->
    [first-two-swapped] die ersten beiden Ziffern vertauscht
    [middle-two-swapped] die mittleren beiden Ziffern vertauscht
    [last-two-swapped] die letzten beiden Ziffern vertauscht
    [neighbours-swapped] zwei benachbarte Ziffern vertauscht
    [promotion-left-out] die Umwandlungsziffer ausgelassen
    [digit-left-out] eine Ziffer ausgelassen
    [digit-twice] eine Ziffer doppelt geschrieben
    [digit-too-many] eine Ziffer zu viel
    [square-twice] ein Feld doppelt geschrieben
    [from-to-swapped] Ausgangs- und Zielfeld vertauscht
    [ranks-mirrored] die Reihen von der anderen Seite des Bretts gezählt
   *[slip-of-the-pen] ein Schreibfehler
}
repair-probably-digit = wahrscheinlich { $move } ({ $san }): { $part ->
    [from-file] die Linie des Ausgangsfelds
    [from-rank] die Reihe des Ausgangsfelds
    [to-file] die Linie des Zielfelds
    [to-rank] die Reihe des Zielfelds
    [promotion] die Umwandlungsziffer
   *[other] eine Ziffer
}: { $written } statt { $meant } geschrieben
repair-probably-square = wahrscheinlich { $move } ({ $san }): { $part ->
    [from] das Ausgangsfeld
   *[to] das Zielfeld
}: { $written } statt { $meant } geschrieben
repair-move-missing = der { $number }. Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
} fehlt: { $numbered } { $move } ({ $san }) passt zu den folgenden Zügen
repair-move-repeated = `{ $written }` wiederholt den { $number }. Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
}: streichen Sie ihn
repair-move-repeated-previous = `{ $written }` wiederholt den { $number }. Zug von { $side ->
    [white] Weiß
   *[black] Schwarz
} ({ $previous }): streichen Sie ihn
repair-moves-swapped = `{ $written }` und { $which ->
    [next] der Zug danach
   *[same-side] der nächste Zug derselben Seite
} stehen in der falschen Reihenfolge: zuerst { $move } ({ $san }), danach { $move2 } ({ $san2 })
repair-moves-run-together = zwei Züge ohne Leerzeichen dazwischen: { $move } ({ $san }) und { $move2 } ({ $san2 })
repair-other-notation = schreiben Sie `{ $move }` ({ $san }), denselben Zug in numerischer Notation
repair-confirmed = { $plies ->
    [0] es ist der letzte Zug der Zugfolge
    [1] { $with ->
        [without] ohne ihn
        [them] mit ihnen
       *[with] damit
    } ist der nächste Zug legal
   *[other] { $with ->
        [without] ohne ihn
        [them] mit ihnen
       *[with] damit
    } sind die nächsten { $plies } Züge legal
}

## Die Meldungen der Syntax (S-Codes). $text: Text aus der Partienotation.

syntax-unexpected-text = unerwarteter Text `{ $text }`
    .label = gehört nicht zur Notation
    .help = das ist weder ein Zug noch eine Zugnummer, ein Kommentar oder ein Ergebnis: setzen Sie Bemerkungen in geschweifte Klammern {"{"} {"}"} oder löschen Sie sie
syntax-informal-remark = formlose Bemerkung `{ $text }`
    .help = Text nach einem Pfeil gehört nicht zur Partie: setzen Sie die Bemerkung in geschweifte Klammern {"{"} {"}"} oder löschen Sie sie
syntax-prose-line = eine Textzeile zwischen den Zügen: `{ $text }`
    .label = gehört nicht zur Partie: ihre Zahlen sind keine Züge
    .help = Text wie die Zeilen einer E-Mail gehört nicht zur Notation: setzen Sie ihn als Kommentar in geschweifte Klammern {"{"} {"}"} oder löschen Sie ihn

## Die Meldungen der Stilregeln (L-Codes). $tags und $last: Tag-Namen (Event, Site, ...).

lint-no-tag-pairs = die Partie hat keine Tag-Paare
    .label = die Partie beginnt hier, ohne Tags
lint-missing-tags = von den sieben Pflicht-Tags { $count ->
    [one] fehlt der Tag { $last }
   *[other] fehlen die Tags { $tags } und { $last }
}
    .label = { $count ->
        [one] { $last } fehlt
       *[other] { $tags } und { $last } fehlen
    } in den Tags dieser Partie
lint-result-alone = ein Ergebnis `{ $result }` ohne Züge und ohne Tags
    .label = eine eigene Partie, die nur aus diesem Ergebnis besteht
    .help = wenn es das Ergebnis der Partie davor wiederholt, löschen Sie es
    .otherwise = sonst schreiben Sie die Tags und Züge seiner Partie davor
lint-empty-game = eine Partie ohne Züge und ohne Ergebnis
    .label = diese Partie hat keine Züge
    .help = löschen Sie diese Tags, wenn sie übrig geblieben sind, oder ergänzen Sie die Züge und das Ergebnis (* für eine Partie, die noch nicht begonnen hat)
lint-empty-game-with-tags = eine Partie mit Tags, aber ohne Züge und ohne Ergebnis
