# Die Texte des Sprachservers für Editoren (`iccf lsp`, lsp-*) und der Webseite (`iccf serve`,
# web-*) auf Deutsch. Begriffe: locales/GLOSSARY.md. Ausgangstext: locales/en/front.ftl.

## Sprachserver: Diagnosen

lsp-help = Hilfe: { $help }

## Sprachserver: Hover über einem Zug

lsp-hover-null-move = { $number } Nullzug: { $side ->
    [white] Weiß
   *[black] Schwarz
} setzt aus
lsp-hover-notations = numerisch { $numeric }, SAN { $san }, UCI { $uci }
lsp-hover-castles = { $side ->
    [white] Weiß
   *[black] Schwarz
} macht die { $wing ->
    [queenside] lange
   *[kingside] kurze
} Rochade
lsp-hover-move = { $side ->
    [white] weißer
   *[black] schwarzer
} { $piece ->
    [pawn] Bauer
    [knight] Springer
    [bishop] Läufer
    [rook] Turm
    [queen] Dame
   *[king] König
} von { $from } nach { $to }
lsp-hover-captures = schlägt { $piece ->
    [pawn] den { $side ->
        [white] weißen
       *[black] schwarzen
    } Bauern
    [knight] den { $side ->
        [white] weißen
       *[black] schwarzen
    } Springer
    [bishop] den { $side ->
        [white] weißen
       *[black] schwarzen
    } Läufer
    [rook] den { $side ->
        [white] weißen
       *[black] schwarzen
    } Turm
    [queen] die { $side ->
        [white] weiße
       *[black] schwarze
    } Dame
   *[king] den { $side ->
        [white] weißen
       *[black] schwarzen
    } König
}
lsp-hover-promotes = Umwandlung in { $piece ->
    [knight] einen Springer
    [bishop] einen Läufer
    [rook] einen Turm
   *[queen] eine Dame
}
lsp-hover-checkmate = matt
lsp-hover-check = gibt Schach
lsp-hover-stalemate = patt
lsp-hover-fen = FEN danach: { $fen }

## Sprachserver: Hover über einer Diagnose

lsp-hover-fix = Behebung: { $fix }
lsp-hover-more = (mehr mit { $command })

## Sprachserver: Code-Aktionen

lsp-action-apply-fix = Korrektur anwenden
lsp-action-insert-space = Leerzeichen einfügen
lsp-action-remove-space = Leerzeichen entfernen
lsp-action-delete = `{ $old }` löschen
lsp-action-insert = `{ $new }` einfügen
lsp-action-replace = `{ $old }` durch `{ $new }` ersetzen
lsp-repair-missing = Fehlenden Zug `{ $move }` ({ $san }) einfügen
lsp-repair-repeated = Wiederholten Zug `{ $written }` löschen
lsp-repair-swapped = Die Züge in der gespielten Reihenfolge schreiben: `{ $move }` ({ $san })
lsp-repair-run-together = `{ $written }` in `{ $move }` ({ $san }) aufteilen
lsp-repair-replace = `{ $written }` durch `{ $move }` ({ $san }) ersetzen
lsp-action-numeric-form = `{ $written }` als `{ $numeric }` schreiben, derselbe Zug in numerischer Notation
lsp-action-rewrite = `{ $written }` in numerischer Notation als `{ $numeric }` schreiben
lsp-action-fix-all = { $count ->
    [one] { $count } behebbares Problem der Datei beheben
   *[other] Alle { $count } behebbaren Probleme der Datei beheben
}

## Sprachserver: Formatieren und Gliederung

lsp-format-pgn = iccf formatiert numerische Partienotationen (.iccf); `iccf convert --to iccf` macht aus einer PGN-Datei eine solche
lsp-format-refused = nicht formatiert: Partie { $game } enthält Fehler; beheben Sie zuerst die Fehler, wie `iccf fmt` es verlangt
lsp-format-refused-because = nicht formatiert: Partie { $game } enthält Fehler: { $message } (Zeile { $line }, Spalte { $column }); beheben Sie zuerst die Fehler, wie `iccf fmt` es verlangt
lsp-symbol-game = Partie { $game }
lsp-symbol-detail = Partie { $game }, { $result }
lsp-symbol-no-result = Partie { $game }, kein Ergebnis

## Webseite: feste Texte

web-title = iccf: Partienotation prüfen
web-intro = Fügen Sie eine Partie in numerischer ICCF-Notation (oder PGN) ein oder öffnen Sie eine Datei: jeder Fehler wird unterstrichen, mit einem Hinweis zur Behebung, und jeder Zug ist auf dem Brett zu sehen.
web-language = Sprache
web-transcript = Partienotation
web-actions = Aktionen
web-check = Prüfen
web-open = Datei öffnen…
web-fix = Korrigieren
web-fix-title = Die sicheren Korrekturen von iccf check --fix anwenden
web-format = Formatieren
web-format-title = In kanonischer numerischer Notation neu schreiben (iccf fmt)
web-download-pgn = PGN herunterladen
web-download-iccf = Numerisch herunterladen
web-live = beim Tippen prüfen
web-placeholder = Fügen Sie hier eine Partie ein oder ziehen Sie eine .iccf- oder .pgn-Datei auf dieses Feld.
web-nothing-checked = Noch nichts geprüft.
web-diff-title = Was die Korrektur geändert hat
web-undo = Rückgängig
web-close = Schließen
web-side = Brett und Diagnosen
web-game = Partie
web-no-game-yet = noch keine Partie
web-board = Brett. Die Pfeiltasten links und rechts gehen durch die Züge, Pos1 und Ende zum Anfang und zum Ende.
web-board-start-alt = Die Ausgangsstellung
web-board-start = Ausgangsstellung
web-steps = Durch die Partie gehen
web-first = Anfang der Partie
web-prev = Vorheriger Zug
web-next = Nächster Zug
web-last = Ende der Partie
web-diagnostics = Diagnosen
web-footer = Geprüft von { $serve } auf diesem Computer; nichts verlässt ihn. Dieselben Prüfungen auf der Kommandozeile: { $check }. JSON-API: { $api }.

## Webseite: Statuszeilen

web-server-answered = der Server antwortete { $status }
web-server-wait = (der Server bittet, { $seconds } s zu warten)
web-text-too-large = Der Text ist größer als 8 MiB: prüfen Sie ihn in Teilen oder mit iccf check auf der Kommandozeile.
web-checking = Prüfung läuft
web-no-game = Keine Partie gefunden: fügen Sie eine Notation ein oder öffnen Sie eine Datei.
web-no-problems = Keine Probleme in { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} gefunden.
web-checked = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} geprüft: { $errors } Fehler, { $warnings ->
    [one] { $warnings } Warnung
   *[other] { $warnings } Warnungen
}{ $advice ->
    [0] {""}
    [one] , { $advice } Hinweis
   *[other] , { $advice } Hinweise
}.
web-checked-truncated = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
} geprüft: { $total ->
    [one] { $total } Diagnose
   *[other] { $total } Diagnosen
}; nur die ersten { $shown } (und { $listed } Partien) werden aufgeführt, mehr sendet der Server nicht auf einmal.
web-game-title = Partie { $game }
web-errors = { $count } Fehler
web-severity = { $severity ->
    [error] Fehler
    [warning] Warnung
   *[advice] Hinweis
}
web-where = Zeile { $line }, Spalte { $column }:
web-where-game = Zeile { $line }, Spalte { $column }, Partie { $game }:
web-help = Hilfe: { $help }

## Webseite: der Zug, den das Brett als gemeint erkannt hat

web-repair-missing = Fehlenden Zug { $moves } einfügen
web-repair-repeated = Wiederholten Zug löschen
web-repair-swapped = Züge in die richtige Reihenfolge bringen: { $moves }
web-repair-run-together = Aufteilen in { $moves }
web-repair-replace = Ersetzen durch { $moves }
web-repair-title = Den Zug, den das Brett als gemeint erkannt hat, in den Text schreiben. Das ändert die Partieaufzeichnung: vergleichen Sie sie mit dem Partieformular („Rückgängig“ stellt den alten Text wieder her).
web-repair-stale = Der Text hat sich seit der Prüfung geändert: prüfen Sie ihn erneut und korrigieren Sie dann.
web-repair-diff-title = { $repair } ({ $code }, Zeile { $line })

## Webseite: Korrigieren, Formatieren, Herunterladen und Dateien

web-nothing-to-fix = Nichts zu korrigieren: kein Problem hier hat eine sichere automatische Korrektur.
web-fix-repaired = { $count ->
    [one] { $count } Problem korrigiert
   *[other] { $count } Probleme korrigiert
}
web-fix-blocked = nichts wurde korrigiert: der Text hat { $count ->
    [one] { $count } Notationsfehler, den die Korrektur nicht beheben kann
   *[other] { $count } Notationsfehler, die die Korrektur nicht beheben kann
}; korrigieren Sie ihn zuerst von Hand (siehe die Diagnosen)
web-format-unchanged = Bereits in kanonischer numerischer Notation: nichts zu ändern.
web-format-rewrote = Der Text wurde neu formatiert
web-format-refused = nicht formatiert: { $count ->
    [one] { $count } Partie hat Fehler
   *[other] { $count } Partien haben Fehler
} (beheben Sie sie zuerst)
web-download-none = Nichts herunterzuladen: keine Partie gefunden.
web-download-all-refused = Nicht heruntergeladen: jede Partie hat Fehler (siehe die Diagnosen).
web-downloaded = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
} als { $file } heruntergeladen.
web-downloaded-left-out = Wegen Fehlern ausgelassen: Partie { $games }.
web-file-too-large = { $file } ist größer als 8 MiB: prüfen Sie die Datei mit iccf check auf der Kommandozeile.
web-file-unreadable = { $file } konnte nicht gelesen werden: { $error }
web-file-latin1 = die Datei ist nicht in UTF-8: sie wurde als Latin-1 gelesen (ISO 8859-1, der Zeichensatz von PGN); speichern Sie sie in UTF-8, damit jeder Buchstabe sicher stimmt

## Webseite: die Beschriftung des Bretts

web-board-unavailable = Diese Partie kann nicht auf einem Brett gezeigt werden
web-board-after = Nach { $move }
web-board-before = Vor { $move }
web-board-before-stop = Vor { $move } ({ $cause ->
    [illegal-move] regelwidrig
    [game-over] nach dem Ende der Partie
   *[syntax-error] nicht lesbar
})
web-board-game-start = Partie { $game }: Ausgangsstellung
