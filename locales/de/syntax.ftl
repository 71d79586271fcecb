# The diagnostics of the syntax layer: digits, punctuation, tag pairs, comments, the pasted text around a record (codes S…), in German; translated from locales/en/syntax.ftl.
# Terms: locales/GLOSSARY.md.

## Die Datei als Ganzes. $byte: ein Byte hexadezimal (E9); $encoding: Windows-1252 oder Latin-1.

syntax-not-text = die Datei ist keine Textdatei: sie sieht aus wie { $kind ->
        [gzip] ein gzip-Archiv: zuerst entpacken (gunzip)
        [zip] ein zip-Archiv: zuerst entpacken
        [zstd] ein zstd-Archiv: zuerst entpacken (unzstd)
        [bzip2] ein bzip2-Archiv: zuerst entpacken (bunzip2)
        [xz] ein xz-Archiv: zuerst entpacken (unxz)
        [pdf] ein PDF-Dokument: die Züge als Text herauskopieren
        [utf16] UTF-16-Text ohne Byte-Order-Mark: --encoding utf-16 angeben
        [nul] Binärdaten (sie enthalten NUL-Bytes)
       *[binary] Binärdaten (die meisten Bytes sind kein Text)
    }
    .label = kein Text
    .help = iccf liest Partienotationen, die als Text (UTF-8) gespeichert sind; nichts anderes in dieser Datei wurde geprüft
syntax-invalid-utf8 = die Datei ist kein gültiges UTF-8: das Byte 0x{ $byte } ist nicht lesbar
    .label = kein UTF-8
    .help = speichern Sie die Datei als UTF-8 oder geben Sie ihre Kodierung an (--encoding windows-1252 oder latin1); die fehlerhaften Bytes wurden als Leerzeichen gelesen und der Rest der Datei wurde geprüft
syntax-legacy-encoding = die Datei ist nicht in UTF-8: das Byte 0x{ $byte } wurde als { $encoding } gelesen
    .label = 0x{ $byte } in { $encoding }
    .help = die Partien, die nicht in UTF-8 sind, wurden als { $encoding } gelesen, die übliche Kodierung älterer PGN-Dateien; speichern Sie die Datei als UTF-8, damit sie überall gleich gelesen wird, oder geben Sie mit --encoding an, welche Kodierung sie hat
syntax-empty-file = in dieser Datei steht keine Partie
    .label = leer
    .help = prüfen Sie, ob dies die gemeinte Datei ist: sie enthält weder einen Tag noch einen Zug

## Das Ende einer Partie, Tags.

syntax-missing-termination = die Partie endet ohne Ergebnis
    .label = hier wurde 1-0, 0-1, 1/2-1/2 oder * erwartet
    .help = beenden Sie die Züge mit dem Ergebnis: 1-0, 0-1, 1/2-1/2 oder * für eine laufende Partie
syntax-doubled-bracket = der Tag beginnt mit zwei Klammern
    .label = eine [ zu viel
    .help = ein Tag lautet [Name "value"] mit einer [, wie in [White "Smith, John"]
syntax-text-after-tag-value = unerwarteter Text `{ $text }` im Tag nach seinem Wert
    .label = nach dem Wert wurde ] erwartet
    .help = ein Tag lautet [Name "value"] in einer Zeile, wie in [White "Smith, John"]
syntax-value-over-two-lines = der Wert des Tags reicht über zwei Zeilen
    .label = das schließende Anführungszeichen des Werts steht in der nächsten Zeile
    .help = ein Tag lautet [Name "value"] in einer Zeile, wie in [White "Smith, John"]
syntax-tag-without-name = Tag ohne Namen
    .label = nach [ wurde ein Tag-Name erwartet
    .help = ein Tag lautet [Name "value"], wie in [White "Smith, John"]
syntax-invalid-tag-name = ungültiger Tag-Name `{ $name }`
    .label = nur Buchstaben, Ziffern und _
    .help = ein Tag-Name besteht aus Buchstaben, Ziffern und Unterstrichen und beginnt mit einem Buchstaben oder einer Ziffer (PGN-Standard, Abschnitt 8.1)
syntax-unterminated-tag-value = dem Wert des Tags fehlt das schließende Anführungszeichen{ $bracket ->
        [missing] {" "}und dem Tag die ]
       *[present] {""}
    }
    .label = am Ende des Werts wurde " erwartet
    .help = beenden Sie den Wert mit einem doppelten Anführungszeichen{ $bracket ->
        [missing] {" "}und den Tag mit ]
       *[present] {""}
    }, wie in [White "Smith, John"]
syntax-unescaped-quotes-in-value = der Tag-Wert enthält { $count ->
        [one] ein Anführungszeichen
       *[other] Anführungszeichen
    }, die kein Backslash maskiert
    .label = der Wert endet beim letzten Anführungszeichen vor ]
    .help = schreiben Sie ein Anführungszeichen in einem Tag-Wert als `\"`, mit einem Backslash davor (PGN-Standard, Abschnitt 7), wie in [Event "Memorial \"Old Tom\" 2019"] (`iccf check --fix` erledigt das); der Wert wurde bis zum letzten Anführungszeichen gelesen
syntax-escaped-closing-quote = das schließende Anführungszeichen des Tag-Werts wird durch den `\` davor maskiert
    .label = `\"` ist ein Anführungszeichen im Wert, daher wird der Wert nie geschlossen
    .help = in einem Tag-Wert maskiert ein Backslash das Zeichen danach (PGN-Standard, Abschnitt 7): schreiben Sie einen Backslash am Ende des Werts als `\\`, wie in "{ $doubled }"; der Wert wurde als `{ $content }` gelesen
syntax-tag-pair-without-bracket = dem Tag fehlt die öffnende `[`
    .label = vor dem Tag-Namen wurde [ erwartet
    .help = beginnen Sie den Tag mit [, wie in `[{ $written }`; er wurde als Tag dieser Partie gelesen
syntax-unquoted-tag-value = der Tag-Wert `{ $value }` steht nicht in doppelten Anführungszeichen
    .label = "..." erwartet
    .help = setzen Sie den Wert in doppelte Anführungszeichen, wie in [White "Smith, John"]
syntax-missing-tag-value = der Tag `{ $name }` hat keinen Wert
    .label = nach dem Namen wurde ein Wert in doppelten Anführungszeichen erwartet
    .help = schreiben Sie den Wert in doppelte Anführungszeichen ("?", wenn unbekannt), wie in [White "Smith, John"]
syntax-unclosed-tag-pair = der Tag ist nicht mit ] geschlossen
    .label = danach wurde ] erwartet
    .help = beenden Sie den Tag mit ], wie in [White "Smith, John"]
syntax-duplicate-tag = der Tag `{ $name }` kommt in dieser Partie { $count ->
        [2] zweimal
       *[other] { $count }-mal
    } vor
    .label = hier wiederholt
    .first = zuerst hier
    .help = behalten Sie einen davon: Programme, die PGN lesen, behalten nur einen Wert, und nicht immer denselben
syntax-misplaced-tag-pair = Tag zwischen den Zügen
    .label = Tags gehören vor die Züge
    .help = setzen Sie diesen Tag an den Anfang der Partie, vor den ersten Zug, jeden in eine eigene Zeile
syntax-typographic-quotes = der Tag-Wert steht zwischen { $marks ->
        [entity] den HTML-Entitäten
       *[other] typografischen Anführungszeichen
    } `{ $open }...{ $close }`{ $others ->
        [0] {""}
        [one] {" "}(und { $others } weiterer Tag-Wert dieser Partie)
       *[other] {" "}(und { $others } weitere Tag-Werte dieser Partie)
    }, nicht zwischen geraden doppelten Anführungszeichen
    .label = { $marks ->
        [entity] als HTML-Entitäten geschriebene Anführungszeichen, wie im Quelltext einer Webseite
       *[other] typografische Anführungszeichen, wie eine Textverarbeitung sie setzt
    }
    .help = ein Tag-Wert steht zwischen geraden doppelten Anführungszeichen ", wie in [White "Smith, John"]; der Wert wird so gelesen, wie er zwischen den Zeichen steht: schreiben Sie gerade Anführungszeichen (`iccf check --fix` erledigt das)

## Kommentare und Varianten.

syntax-unterminated-comment = dieser Kommentar wird nie geschlossen
    .label = {"{"} öffnet einen Kommentar ohne schließende {"}"}
    .help = setzen Sie {"}"} dort, wo der Kommentar endet; der Kommentar wurde bis { $until ->
        [move] zum nächsten Zug
       *[game] zum Ende der Partie
    } gelesen
syntax-variation-too-deep = Varianten sind tiefer als { $depth } Ebenen verschachtelt
    .label = Variante in Ebene { $deeper }
    .help = diese Variante und alles darin wurden als Text behalten, nicht als Züge gelesen; echte Anmerkungen sind nie so tief verschachtelt, prüfen Sie also die Klammern
syntax-unmatched-parenthesis = diese ) schließt keine Variante
    .label = hier ist keine ( offen
    .help = fügen Sie die fehlende ( vor dem ersten Zug der Variante ein oder löschen Sie die )
syntax-unclosed-variation = diese Variante wird nie geschlossen
    .label = ( öffnet eine Variante ohne schließende )
    .help = setzen Sie ) nach dem letzten Zug der Variante; die Züge nach ( wurden nicht auf dem Brett geprüft

## NAGs, Ergebnisse und Zugnummern.

syntax-invalid-nag = NAG `{ $written }` liegt außerhalb des Bereichs
    .label = NAGs gehen von $0 bis $255
    .help = verwenden Sie eine NAG von $0 bis $255 ($1 guter Zug, $2 Fehler, $3 brillanter Zug, $4 grober Fehler, $5 interessanter Zug, $6 zweifelhafter Zug) oder schreiben Sie die Bemerkung in {"{"} {"}"}-Klammern
syntax-dangling-number = Zugnummer ohne Zug dahinter
    .label = auf diese Nummer folgt kein Zug
    .help = ergänzen Sie den fehlenden Zug oder löschen Sie die Nummer
syntax-placeholder-dots = `{ $written }` an der Stelle von Schwarz' Zug, ohne Zug
    .label = hier steht kein Zug
    .help = schreiben Sie den Zug von Schwarz an diese Stelle oder löschen Sie die Punkte
syntax-nonstandard-result = nicht standardgemäßes Ergebnis `{ $written }`
    .label = gelesen als { $result }
    .help = schreiben Sie `{ $result }`: PGN erlaubt nur 1-0, 0-1, 1/2-1/2 und *
syntax-not-a-result = `{ $written }` ist kein Partieergebnis
    .label = { $kind ->
        [evaluation] ein Bewertungszeichen
       *[score] ein Spielstand
    }, kein Ergebnis
    .help = eine Partie endet mit 1-0, 0-1, 1/2-1/2 oder * (nicht beendet): schreiben Sie `{ $meant ->
        [white] 1-0`, wenn Weiß gewonnen hat
        [black] 0-1`, wenn Schwarz gewonnen hat
       *[draw] 1/2-1/2`, wenn die Partie remis endete
    } (und dasselbe im Result-Tag) oder `*`, wenn die Partie nicht beendet ist
syntax-result-in-variation = Ergebnis `{ $written }` in einer Variante
    .label = eine Variante kann die Partie nicht beenden
    .help = löschen Sie es oder schreiben Sie die Bemerkung als Kommentar, etwa {"{"} und Weiß gewinnt {"}"}
syntax-misplaced-result = Ergebnis `{ $written }` mitten in der Partie
    .label = { $where ->
        [next-line] die nächste Zeile setzt die Züge dieser Partie fort
       *[line] in dieser Zeile folgen weitere Züge
    }
    .help = das Ergebnis steht nach dem letzten Zug der Partie: verschieben Sie es dorthin oder löschen Sie es
syntax-black-first-without-setup = die Partie beginnt mit dem schwarzen Zug `{ $written }`, hat aber keinen FEN-Tag
    .label = die Stellung vor diesem Zug ist unbekannt
    .help = geben Sie die Stellung vor dem Zug von Schwarz mit den Tags [SetUp "1"] und [FEN "..."] an oder beginnen Sie die Partie mit dem 1. Zug von Weiß; die Züge dieser Partie wurden nicht auf dem Brett geprüft
syntax-move-number-out-of-sequence = die Zugnummer { $written } passt nicht zu den Zügen davor: erwartet { $wanted }
    .label = erwartet { $wanted }
    .help = nach den Zügen vor dieser Nummer ist der nächste Zug der { $expected }. Zug von { $side ->
        [white] Weiß
       *[black] Schwarz
    }: { $shift ->
        [black-left-out] entweder fehlt davor der { $expected }. Zug von Schwarz (dann findet das Brett, dass beim nächsten Zug die falsche Seite zieht), oder die Nummern sind ab hier den Zügen einen halben Zug voraus (dann schreiben Sie hier `{ $wanted }` und nummerieren die Züge danach neu)
        [written-twice] entweder wurde davor ein Zug doppelt geschrieben (dann findet das Brett den wiederholten Zug regelwidrig), oder die Nummern hinken ab hier den Zügen hinterher (dann schreiben Sie hier `{ $wanted }` und nummerieren die Züge danach neu)
       *[other] schreiben Sie `{ $wanted }` oder korrigieren Sie die Züge davor, falls einer fehlt oder doppelt ist
    }. Die Zugnummern danach werden ab dieser gezählt
syntax-reply-as-variation = die Variante beginnt mit dem schwarzen Zug { $written }, ersetzt aber den { $number }. Zug von Weiß
    .label = erwartet { $number }.
    .help = eine Variante ist eine Alternative zum Zug vor ihrer `(`, hier zum { $number }. Zug von Weiß: ist dies die Antwort von Schwarz, schreiben Sie sie nach der `)` in die Hauptvariante; ist es eine Alternative zum { $number }. Zug von Schwarz, setzen Sie die `(` nach diesen Zug. Die Züge dieser Variante wurden nicht auf dem Brett geprüft
syntax-black-dots-on-white-move = die Zugnummer { $written } passt nicht zu den Zügen davor: erwartet { $expected }.
    .label = erwartet { $expected }.
    .help = nach den Zügen vor dieser Nummer ist der nächste Zug der { $expected }. Zug von Weiß: schreiben Sie `{ $expected }.`
syntax-numbered-apart-from-tags = die Züge sind ab `{ $written }` nummeriert, aber der FEN-Tag beginnt die Partie bei `{ $first }`
    .label = erwartet { $first }
    .help = nummerieren Sie die Züge ab `{ $first }`, wie es die Zugnummer der FEN sagt, oder berichtigen Sie die Zugnummer der FEN; die Nummern danach werden als ab `{ $written }` gezählt gelesen
syntax-numbered-from-zero = die Züge sind ab { $written } nummeriert: der erste Zug einer Partie ist Zug 1
    .label = erwartet { $first }
    .help = nummerieren Sie die Züge ab 1 (`{ $first }` für den ersten Zug); die Nummern nach dieser werden als ab 0 gezählt gelesen

## Numerische Züge.

syntax-invalid-square = das Feld { $square } gibt es nicht: die Ziffer der { $which ->
        [file] Linie
       *[rank] Reihe
    } ist { $digit }
    .label = { $which ->
        [file] Linie
       *[rank] Reihe
    } { $digit } liegt nicht auf dem Brett
    .help = Linien und Reihen sind von 1 bis 8 nummeriert (a1 = 11, e2 = 52, h8 = 88); prüfen Sie diese Ziffern auf Ihrem Partieformular
syntax-invalid-squares = `{ $written }` nennt Felder, die es nicht gibt: { $squares ->
        [to] das Zielfeld { $to } hat { $to-bad ->
            [file] Linie { $to-file }
            [rank] Reihe { $to-rank }
           *[both] Linie { $to-file } und Reihe { $to-rank }
        }
       *[other] das Ausgangsfeld { $from } hat { $from-bad ->
            [file] Linie { $from-file }
            [rank] Reihe { $from-rank }
           *[both] Linie { $from-file } und Reihe { $from-rank }
        }{ $squares ->
            [both] ; das Zielfeld { $to } hat { $to-bad ->
                [file] Linie { $to-file }
                [rank] Reihe { $to-rank }
               *[both] Linie { $to-file } und Reihe { $to-rank }
            }
           *[from] {""}
        }
    }
    .label = Ziffern außerhalb des Bretts
    .help = Linien und Reihen sind von 1 bis 8 nummeriert (a1 = 11, e2 = 52, h8 = 88); prüfen Sie diese Ziffern auf Ihrem Partieformular
syntax-stray-digits-before-move = überzähliges `{ $text }` vor dem folgenden Zug angehängt
    .label = nicht Teil des Zugs
    .help = eine Ziffer vor einem Zug ist ein Schreib- oder OCR-Fehler; der Zug danach wird gelesen: löschen Sie die Ziffer
syntax-bad-promotion-digit = die Umwandlungsziffer { $digit } ist keine Figur
    .label = erwartet 1, 2, 3 oder 4
    .help = die fünfte Ziffer nennt die neue Figur: 1 = Dame, 2 = Turm, 3 = Läufer, 4 = Springer
syntax-same-square = der Zug geht von { $square } nach { $square }
    .label = Ausgangsfeld und Zielfeld sind gleich
    .help = eine Figur muss auf ein anderes Feld ziehen; eines der beiden Felder wurde wahrscheinlich falsch abgeschrieben
syntax-wrong-length = der Zug `{ $written }` hat { $count ->
        [one] { $count } Ziffer
       *[other] { $count } Ziffern
    }; ein numerischer Zug hat 4, oder 5 mit einer Umwandlungsziffer
    .label = { $count ->
        [one] { $count } Ziffer
       *[other] { $count } Ziffern
    }
    .help = { $shape ->
        [twice] das Zielfeld scheint doppelt geschrieben zu sein: meinten Sie `{ $meant }`?
        [glued] zwei Züge ohne Leerzeichen dazwischen? `{ $first } { $second }`
        [short] eine Ziffer fehlt: ein Zug besteht aus Ausgangsfeld und Zielfeld mit je zwei Ziffern (e2-e4 = 5254) und einer fünften Ziffer nur bei einer Umwandlung
       *[long] ein Zug besteht aus Ausgangsfeld und Zielfeld mit je zwei Ziffern (e2-e4 = 5254) und einer fünften Ziffer nur bei einer Umwandlung; prüfen Sie, ob eine Ziffer zu viel ist
    }
syntax-promotion-letter = die Umwandlungsfigur eines numerischen Zugs ist als Buchstabe geschrieben, nicht als Ziffer
    .label = Umwandlungsbuchstabe
    .help = schreiben Sie `{ $digits }`: die numerische Notation schreibt die Figur, in die sich ein Bauer umwandelt, als fünfte Ziffer: 1 = Dame, 2 = Turm, 3 = Läufer, 4 = Springer
# $written: as written; $read: the move or number in ASCII digits; $what: move or number.
syntax-full-width-digits = `{ $written }` ist in Ziffern voller Breite geschrieben: { $what ->
        [number] die Zugnummer
       *[other] der Zug
    } wird als { $read } gelesen
    .label = gelesen als { $read }
    .help = schreiben Sie { $read } mit gewöhnlichen Ziffern (`iccf check --fix` erledigt das): Ziffern voller Breite, wie chinesische, japanische und koreanische Tastaturen sie tippen, gehören nicht zur numerischen Notation, und andere Programme lesen sie nicht
syntax-letter-for-digit = `{ $written }` enthält { $count ->
        [1] den Buchstaben `{ $letter1 }` für die Ziffer { $digit1 }
        [2] die Buchstaben `{ $letter1 }` für die Ziffer { $digit1 } und `{ $letter2 }` für die Ziffer { $digit2 }
        [3] die Buchstaben `{ $letter1 }` für die Ziffer { $digit1 }, `{ $letter2 }` für die Ziffer { $digit2 } und `{ $letter3 }` für die Ziffer { $digit3 }
        [4] die Buchstaben `{ $letter1 }` für die Ziffer { $digit1 }, `{ $letter2 }` für die Ziffer { $digit2 }, `{ $letter3 }` für die Ziffer { $digit3 } und `{ $letter4 }` für die Ziffer { $digit4 }
       *[other] die Buchstaben `{ $letter1 }` für die Ziffer { $digit1 }, `{ $letter2 }` für die Ziffer { $digit2 }, `{ $letter3 }` für die Ziffer { $digit3 }, `{ $letter4 }` für die Ziffer { $digit4 } und `{ $letter5 }` für die Ziffer { $digit5 }
    }: { $what ->
        [number] die Zugnummer
       *[other] der Zug
    } wird als { $read } gelesen
    .label = gelesen als { $read }
    .help = { $what ->
        [number] eine Zugnummer besteht nur aus Ziffern: schreiben Sie { $read } (`iccf check --fix` erledigt das)
       *[other] ein numerischer Zug besteht nur aus Ziffern: schreiben Sie { $read } (`iccf check --fix` erledigt das), nachdem Sie auf dem Partieformular geprüft haben, dass dieser Zug gespielt wurde
    }; { $count ->
        [1] der Buchstabe steht
       *[other] die Buchstaben stehen
    } dort, wo eine Ziffer hingehört, wie in per OCR gelesenem oder von Hand getipptem Text

## Text, der keine Notation ist; andere Notationen.

# $text: the sign as written; $nag: the number of the NAG that says the same.
syntax-evaluation-sign = das Bewertungszeichen `{ $text }` gehört nicht zur Notation
    .label = ein Bewertungszeichen
    .help = PGN schreibt eine Bewertung als NAG: schreiben Sie `${ $nag }` (`iccf check --fix` erledigt das), oder setzen Sie das Zeichen in einen Kommentar: {"{"}{ $text }{"}"}
syntax-stray-characters = { $count ->
        [one] überzähliges Zeichen
       *[other] überzählige Zeichen
    } `{ $text }`
    .label = nicht Teil der Notation
    .help = löschen Sie es; numerische Züge bestehen nur aus Ziffern, und Bemerkungen gehören in {"{"} {"}"}-Klammern
syntax-null-move = Nullzug `{ $text }`
    .label = gibt das Zugrecht ab, ohne zu ziehen
    .help = ein Nullzug ist kein Schachzug: schreiben Sie den gespielten Zug oder setzen Sie die Analyse in eine ( )-Variante
syntax-descriptive-game = diese Partie ist in beschreibender Notation (P-K4, N-KB3) geschrieben, nicht in der numerischen ICCF-Notation ({ $moves } von { $total } Zügen)
    .label = erster Zug in beschreibender Notation
    .help = die beschreibende Notation benennt die Felder von der Seite jedes Spielers aus, was kein Programm hier liest: schreiben Sie die Züge in numerischer Notation (P-K4 ist 5254 für Weiß, 5755 für Schwarz; N-KB3 ist 7163 für Weiß, 7866 für Schwarz) oder in algebraischer Notation und wandeln Sie sie mit `iccf convert --to iccf` um
syntax-other-notation-game = diese Partie ist in { $notation ->
        [coordinate] Koordinatennotation (UCI)
       *[algebraic] algebraischer Notation
    } geschrieben, nicht in der numerischen ICCF-Notation ({ $moves } von { $total } Zügen)
    .label = { $notation ->
        [coordinate] erster Zug in Koordinatennotation
       *[algebraic] erster algebraischer Zug
    }
    .help = wandeln Sie die ganze Partie mit `iccf convert --to iccf FILE` um, das jeden Zug in numerischer Notation schreibt
syntax-coordinate-move = `{ $text }` ist in { $kind ->
        [long] langer algebraischer Notation
       *[coordinate] Koordinatennotation (UCI)
    } geschrieben, nicht in numerischer Notation
    .label = { $kind ->
        [long] lange algebraische Notation
       *[coordinate] Koordinatennotation (UCI)
    }
    .help = schreiben Sie `{ $numeric }`: die numerische Notation schreibt die Linien a-h als Ziffern 1-8
syntax-glued-san-moves = `{ $text }` sind zwei Züge in algebraischer Notation (SAN) ohne Leerzeichen dazwischen: `{ $first }` und `{ $second }`
    .label = zwei algebraische Züge
    .help = die numerische Notation schreibt Ausgangsfeld und Zielfeld jedes Zugs als Ziffern (die Linien a-h sind 1-8), mit einem Leerzeichen zwischen den Zügen: Ng1-f3 ist 7163, e2-e4 ist 5254
syntax-descriptive-move = `{ $text }` ist in beschreibender Notation geschrieben, nicht in numerischer Notation
    .label = Zug in beschreibender Notation
    .help = die numerische Notation schreibt Ausgangsfeld und Zielfeld als Ziffern (die Linien a-h sind 1-8, die Reihen von der Seite von Weiß aus): P-K4 ist 5254 für Weiß, N-KB3 ist 7163
syntax-castling-notation = die Rochade ist als `{ $text }` geschrieben, nicht als Zug des Königs
    .label = { $castling ->
        [kingside] kurze
       *[queenside] lange
    } Rochade von { $side ->
        [white] Weiß
       *[black] Schwarz
    }
    .help = die numerische Notation schreibt die Rochade als Zug des Königs: schreiben Sie `{ $numeric }` für die { $castling ->
        [kingside] kurze
       *[queenside] lange
    } Rochade von { $side ->
        [white] Weiß
       *[black] Schwarz
    } (in Chess960 das Ausgangsfeld des Königs und sein Rochadefeld)
syntax-san-move = `{ $text }` ist in algebraischer Notation (SAN) geschrieben, nicht in numerischer Notation
    .label = algebraischer Zug (SAN)
    .help = die numerische Notation schreibt Ausgangsfeld und Zielfeld als Ziffern (die Linien a-h sind 1-8): Ng1-f3 ist 7163, e2-e4 ist 5254
syntax-san-move-foreign-letter = `{ $letter }` ist kein englischer Figurenbuchstabe (K Q R B N)
syntax-check-before-promotion = das Schachzeichen von `{ $text }` steht vor seiner Umwandlung
    .label = Schachzeichen vor der Umwandlung
    .help = schreiben Sie `{ $written }`: die Umwandlung folgt dem Feld, das Schachzeichen kommt zuletzt
syntax-malformed-promotion = { $spelling ->
        [lowercase] die Umwandlungsfigur von `{ $text }` ist ein Kleinbuchstabe
       *[other] die Umwandlung von `{ $text }` ist nicht so geschrieben, wie SAN sie schreibt
    }
    .label = { $spelling ->
        [brackets] Umwandlungsfigur in Klammern
        [slash] Umwandlungsfigur nach einem Schrägstrich
       *[lowercase] Umwandlungsfigur als Kleinbuchstabe
    }
    .help = schreiben Sie `{ $written }`: SAN schreibt die Figur, in die sich ein Bauer umwandelt, als `=` und ihren Großbuchstaben (Q, R, B oder N) direkt nach dem Feld

## Text, der mit der Notation eingefügt wurde.

syntax-html-markup = { $entity ->
        [entity] HTML-Entität
       *[markup] HTML-Markup
    } `{ $text }` im Text{ $others ->
        [0] {""}
        [one] , und { $others } weiteres Stück HTML in dieser Partie
       *[other] , und { $others } weitere Stücke HTML in dieser Partie
    }
    .label = HTML, keine Notation
    .help = die Notation wurde mit ihrem HTML von einer Webseite kopiert: die Züge darum herum werden gelesen, als stünde es nicht da; löschen Sie das HTML (`iccf check --fix` erledigt das) oder kopieren Sie die Notation als reinen Text
syntax-no-break-space = ein { $name ->
        [narrow-no-break-space] schmales geschütztes Leerzeichen
       *[no-break-space] geschütztes Leerzeichen
    } (U+{ $code }) in einem Zug{ $others ->
        [0] {""}
        [one] , und { $others } weiteres in dieser Partie
       *[other] , und { $others } weitere in dieser Partie
    }
    .label = dieses Leerzeichen trennt die Ziffern des Zugs
    .help = der Text darum herum wird gelesen, als stünde es nicht da; löschen Sie es (`iccf check --fix` erledigt das): andere Programme lesen einen Zug, der eines enthält, als zwei falsche Züge
syntax-invisible-character = unsichtbares Zeichen U+{ $code } ({ $name ->
        [soft-hyphen] weicher Trennstrich
        [mongolian-vowel-separator] mongolischer Vokaltrenner
        [zero-width-space] Leerzeichen ohne Breite
        [zero-width-non-joiner] Bindungsverhinderer ohne Breite
        [zero-width-joiner] Verbinder ohne Breite
        [left-to-right-mark] Links-nach-rechts-Marke
        [right-to-left-mark] Rechts-nach-links-Marke
        [word-joiner] Wortverbinder
        [byte-order-mark] Byte-Order-Mark (geschütztes Leerzeichen ohne Breite)
        [direction-control] Steuerzeichen der Textrichtung
        [direction-isolate] Isolator der Textrichtung
       *[invisible] unsichtbares Zeichen
    }) im Text{ $others ->
        [0] {""}
        [one] , und { $others } weiteres in dieser Partie
       *[other] , und { $others } weitere in dieser Partie
    }
    .label = hier U+{ $code }, auf dem Bildschirm nicht zu sehen
    .help = der Text darum herum wird gelesen, als stünde es nicht da; löschen Sie es (`iccf check --fix` erledigt das): andere Programme lesen einen Zug, der eines enthält, als zwei falsche Züge
syntax-separators-between-moves = die Züge sind durch { $separator ->
        [semicolon] Semikolons
        [slash] Schrägstriche
       *[comma] Kommas
    } getrennt ({ $count } in dieser Partie)
    .label = { $separator ->
        [semicolon] ein Semikolon
        [slash] ein Schrägstrich
       *[comma] ein Komma
    } zwischen Zügen
    .help = Züge werden durch Leerzeichen getrennt; die Züge werden gelesen, als wäre { $separator ->
        [semicolon] jedes Semikolon
        [slash] jeder Schrägstrich
       *[comma] jedes Komma
    } ein Leerzeichen: schreiben Sie Leerzeichen (`iccf check --fix` erledigt das){ $separator ->
        [semicolon] ; in PGN beginnt ein Semikolon einen Kommentar bis zum Zeilenende, daher verlieren andere Programme die Züge danach
       *[other] {""}
    }
syntax-quote-marks = Zitatzeichen einer E-Mail `{ $text }` vor { $count ->
        [one] { $count } Zeile
       *[other] { $count } Zeilen
    }
    .label = Zitatzeichen einer E-Mail-Antwort
    .help = die Züge wurden aus einer E-Mail zitiert; sie werden gelesen und geprüft, als stünden die Zeichen nicht da: löschen Sie die Zeichen (`iccf check --fix` erledigt das)
syntax-shortcode = Blog-Shortcode `{ $text }`, kein Tag
    .label = Markup des Schach-Viewers eines Blogs
    .help = der Viewer einer Webseite markiert damit Anfang und Ende einer Partie; es gehört nicht zur Notation: löschen Sie die Zeile (`iccf check --fix` erledigt das)
syntax-email-attribution = die Zeile einer E-Mail-Antwort, die das Zitat einleitet: `{ $text }`
    .label = E-Mail-Text
    .help = die Zeilen einer E-Mail gehören nicht zur Notation (ihre Daten und Uhrzeiten werden nicht als Züge gelesen): löschen Sie sie oder setzen Sie sie als Kommentar in {"{"} {"}"}-Klammern
syntax-email-signature = eine E-Mail-Signatur ({ $count ->
        [one] { $count } Zeile
       *[other] { $count } Zeilen
    })
    .label = E-Mail-Signatur
    .help = die Zeilen einer E-Mail gehören nicht zur Notation (ihre Daten und Uhrzeiten werden nicht als Züge gelesen): löschen Sie sie oder setzen Sie sie als Kommentar in {"{"} {"}"}-Klammern
syntax-text-after-result = Text nach dem Ergebnis der Partie: `{ $text }`
    .label = nicht Teil der Partie
    .help = Wörter nach dem Ergebnis gehören nicht zur Notation: setzen Sie sie als Kommentar in {"{"} {"}"}-Klammern oder löschen Sie sie
syntax-text-before-game = Text vor den Tag-Paaren einer Partie: `{ $text }`
    .label = nicht Teil der Partie
    .help = ein Gruß oder eine Notiz vor den Tag-Paaren gehört nicht zur Notation: löschen Sie ihn oder setzen Sie ihn als Kommentar in {"{"} {"}"}-Klammern
syntax-date-line = ein Datum zwischen den Zügen: `{ $text }`
    .label = kein Zug: seine Zahlen werden nicht als Züge gelesen
    .help = ein Datum (wann ein Zug gesendet oder empfangen wurde) gehört nicht zu den Zügen: setzen Sie es als Kommentar in {"{"} {"}"}-Klammern oder löschen Sie es
syntax-email-header = { $count ->
        [one] eine Kopfzeile einer E-Mail: `{ $text }`
       *[other] Kopfzeilen einer E-Mail ({ $count } Zeilen): `{ $text }`
    }
    .label = E-Mail-Kopf
    .help = die Zeilen einer E-Mail gehören nicht zur Notation (ihre Daten und Uhrzeiten werden nicht als Züge gelesen): löschen Sie sie oder setzen Sie sie als Kommentar in {"{"} {"}"}-Klammern
