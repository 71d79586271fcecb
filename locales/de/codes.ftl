# Die Codes von iccf: die Kurzbeschreibung jedes Codes (`iccf rules`, erste Zeile von
# `iccf explain`) und die lange Erklärung von `iccf explain CODE` (Attribute .what, .why,
# .example, .fix). Das Beispiel (.example) ist eine Partienotation und aus dem englischen
# Katalog übernommen; übersetzt sind nur die Erläuterungen in Klammern.

## S001
code-invalid-utf8 = die Datei ist kein gültiges UTF-8
    .what = Einige Bytes der Datei sind kein UTF-8-Text. Die Meldung zeigt auf das erste fehlerhafte Byte; jedes fehlerhafte Byte wird als Leerzeichen gelesen, damit der Rest der Datei trotzdem geprüft wird.
    .why = PGN- und ICCF-Notationen werden als UTF-8-Text ausgetauscht. Bytes in einer anderen Kodierung (oft Namen in Tags in Latin-1 oder Windows-1252) erscheinen in anderen Programmen als Zeichensalat.
    .example = {"["}White "M\xfcller"]   (ein Latin-1-Byte für ü)
    .fix = Speichern Sie die Datei in Ihrem Editor als UTF-8 („Speichern mit Kodierung: UTF-8“).

## S002
code-invalid-square = eine Ziffer eines Feldes ist 0 oder 9
    .what = In der numerischen Notation besteht jedes Feld aus zwei Ziffern, erst die Linie, dann die Reihe, jede von 1 bis 8. Eine 0 oder eine 9 bezeichnet kein Feld.
    .why = Der Zug lässt sich überhaupt nicht lesen, daher kann die Partie über ihn hinaus nicht nachgespielt werden.
    .example = 1. 5259 5755   (59: es gibt keine 9. Reihe)
    .fix = Schreiben Sie die Ziffern des Feldes neu: die Linien a-h sind 1-8 und die Reihen 1-8 sind 1-8 (e2 = 52).

## S003
code-bad-promotion-digit = eine Umwandlungsziffer liegt nicht zwischen 1 und 4
    .what = Eine fünfte Ziffer nach einem Zug nennt die Figur, in die sich ein Bauer umwandelt: 1 Dame, 2 Turm, 3 Läufer, 4 Springer. Jede andere Ziffer ist bedeutungslos.
    .why = Die Umwandlungsfigur bestimmt den Rest der Partie; eine falsche Ziffer lässt sich nicht erraten.
    .example = 57. 57585   (5 ist keine Figur)
    .fix = Schreiben Sie 1 für eine Dame, 2 für einen Turm, 3 für einen Läufer oder 4 für einen Springer (e7-e8=Q ist 57581).

## S004
code-wrong-move-length = ein Zug hat die falsche Anzahl Ziffern
    .what = Ein numerischer Zug hat genau vier Ziffern (Ausgangsfeld, Zielfeld) oder fünf (mit einer Umwandlungsziffer). Dieser hat weniger oder mehr.
    .why = Beim Abschreiben ging eine Ziffer verloren oder wurde verdoppelt; der Zug lässt sich nicht lesen.
    .example = 12. 646 5756   (drei Ziffern)
    .fix = Schreiben Sie den Zug erneut von Ihrem Partieformular ab: zwei Ziffern für das Feld, das die Figur verlässt, zwei für das Feld, das sie erreicht.

## S005
code-same-square = ein Zug führt von einem Feld auf dasselbe Feld
    .what = Ausgangsfeld und Zielfeld des Zuges sind gleich, und es kann auch keine verkürzte Umwandlung und keine Chess960-Rochade sein.
    .why = Keine Figur zieht auf das Feld, auf dem sie steht; eines der Felder wurde falsch abgeschrieben.
    .example = 20. 4646 5756
    .fix = Prüfen Sie den Zug auf Ihrem Partieformular und schreiben Sie beide Felder neu.

## S006
code-san-move = ein Zug ist in algebraischer Notation (SAN) geschrieben
    .what = Der Zug ist in algebraischer Standardnotation (Nf3, exd5, e8=Q) geschrieben, nicht in der numerischen ICCF-Notation.
    .why = Die numerische Notation gibt es, damit Spieler ohne gemeinsame Sprache dieselben Züge lesen; gemischte Notationen laden zu Lesefehlern ein.
    .example = 3. 6125 Nf6
    .fix = Schreiben Sie Ausgangsfeld und Zielfeld als Ziffern (Ng8-f6 ist 7866), oder wandeln Sie die ganze Partie mit `iccf convert --to iccf` um.

## S007
code-coordinate-move = ein Zug ist in Koordinatennotation (e2e4) geschrieben
    .what = Der Zug ist mit Buchstaben für die Linien geschrieben (e2e4, e2-e4, e7e8q), wie es Engines und UCI tun, nicht in numerischer Notation.
    .why = Die numerische Notation schreibt die Linien als Ziffern 1-8; Buchstaben lesen verschiedene Programme verschieden.
    .example = 1. e2e4 5755
    .fix = Ersetzen Sie jeden Linienbuchstaben durch seine Zahl (a=1 ... h=8): e2e4 ist 5254, e7e8q ist 57581.

## S008
code-castling-notation = die Rochade ist als O-O statt als Königszug geschrieben
    .what = Die numerische Notation schreibt die Rochade als Königszug: 5171 und 5131 für Weiß, 5878 und 5838 für Schwarz.
    .why = O-O ist algebraische Notation; Leser der numerischen Notation und der ICCF-Server erwarten den Königszug.
    .example = 5. O-O 6857
    .fix = Schreiben Sie O-O von Weiß als 5171, O-O-O als 5131; O-O von Schwarz als 5878, O-O-O als 5838.

## S009
code-unterminated-comment = ein Kommentar {"{"} wird nie geschlossen
    .what = Ein mit {"{"} geöffneter Kommentar hat vor dem Ende der Datei oder den Tag-Paaren der nächsten Partie keine schließende {"}"}. Alles nach der Klammer wurde als Teil des Kommentars gelesen.
    .why = Die Züge nach der Klammer verstecken sich im Kommentar: andere Programme lassen sie stillschweigend weg.
    .example = 40. 1214 {"{"} missing brace 6564 41. 1415 6463
    .fix = Setzen Sie die schließende {"}"} dort, wo der Kommentar enden soll.

## S010
code-unclosed-variation = eine Variante ( wird nie geschlossen
    .what = Eine mit ( geöffnete Variante hat vor dem Ende der Partie keine passende ).
    .why = Die Züge nach der Klammer werden als Teil der Variante gelesen, nicht der Partie.
    .example = 3. 6125 ( 3. 6134 7866 4. 4244 1-0
    .fix = Setzen Sie die schließende ) dort, wo die Variante endet.

## S011
code-unmatched-parenthesis = eine ) schließt keine Variante
    .what = Eine schließende Klammer steht, wo keine Variante offen ist.
    .why = Entweder ging die öffnende ( verloren, und die Züge der Variante werden als Züge der Partie gelesen, oder die ) ist ein Tippfehler.
    .example = 3. 6125 7866 ) 4. 5171
    .fix = Ergänzen Sie die fehlende ( vor dem ersten Zug der Variante, oder löschen Sie die ).

## S012
code-malformed-tag-pair = ein Tag-Paar ist fehlerhaft
    .what = Ein Tag-Paar muss [Name "value"] lauten: ein Name aus Buchstaben, Ziffern und Unterstrichen, ein Leerzeichen, der Wert in doppelten Anführungszeichen (darin \" und \\) und eine schließende eckige Klammer. (PGN-Standard, Abschnitt 8.1)
    .why = Programme, die PGN lesen, verwerfen fehlerhafte Tags oder lesen sie falsch, und mit ihnen die Spieler, das Turnier oder das Ergebnis.
    .example = {"["}White "Smith, J]
    .fix = Ergänzen Sie das fehlende Anführungszeichen oder die fehlende Klammer; setzen Sie den Wert in doppelte Anführungszeichen.

## S013
code-duplicate-tag = ein Tag-Name steht zweimal in einer Partie
    .what = Derselbe Tag-Name steht mehr als einmal im Tag-Paar-Abschnitt einer Partie. (PGN-Standard, Abschnitt 8.1: ein Tag-Name kommt höchstens einmal vor.)
    .why = Programme behalten nur einen der Werte, und nicht immer denselben.
    .example =
        {"["}White "Smith"]
        {"["}White "Jones"]
    .fix = Behalten Sie eines der beiden Tag-Paare.

## S014
code-move-number-out-of-sequence = eine Zugnummer passt nicht zu den Zügen davor
    .what = Die Zugnummer nennt einen anderen Zug, als die Zahl der Züge davor ergibt (1. 5254 5755 3. 7163: die dritte Nummer sollte 2 sein). Spätere Nummern werden von der geschriebenen Nummer an gezählt, damit ein ausgelassener oder doppelt geschriebener Zug einmal gemeldet wird (hier mit dem Fehler des Bretts bei dem Zug, der nicht mehr passt) und um einen Halbzug verschobene Nummern eine Meldung sind; passt die nächste Nummer zur Zählung vor der falschen, war die falsche ein Schreibfehler, und die Zählung kehrt zurück. Eine Variante, die mit einem Zug von Schwarz beginnt, wo sie den Zug von Weiß ersetzt (4. 3647 ( 4... 5847 )), wird ebenfalls hier gemeldet: eine Variante ist eine Alternative zum Zug vor ihrer (, nicht die Antwort darauf. Eine FEN mit der Zugnummer 0 erlaubt es, die Züge ab 0 oder ab 1 zu nummerieren.
    .why = Entweder fehlt ein Zug oder steht doppelt, oder die Nummer wurde vertippt; ein Schiedsrichter muss wissen, was davon.
    .example = 1. 5254 5755 3. 7163
    .fix = Schreiben Sie die erwartete Nummer, oder ergänzen Sie den fehlenden Zug.

## S015
code-stray-character = ein überzähliges Zeichen
    .what = Ein Zeichen, das in einer numerischen Notation keine Bedeutung hat, etwa @, & oder ~, oft direkt an einem Zug.
    .why = Es kann eine vertippte Ziffer verbergen; andere Programme lehnen womöglich die ganze Partie ab.
    .example = 12. 5254& 5755
    .fix = Löschen Sie das Zeichen, oder setzen Sie Bemerkungen in geschweifte Klammern {"{"} {"}"}.

## S016
code-unexpected-text = Text, der nicht zur Notation gehört
    .what = Wörter zwischen den Zügen, die weder Züge noch Zugnummern, Kommentare oder ein Ergebnis sind, etwa 'My move' oder eine Erläuterung nach einem Pfeil. Eine Zeile Fließtext (der Text einer mit der Partie verschickten E-Mail, 'You sent on 09/20; I received on 09/21') wird einmal gemeldet, von ihrem ersten Wort bis zum Zeilenende, wenn auf dem Rest der Zeile nichts als Zug gelesen wird: die Zahlen darin werden nicht als Züge oder Zugnummern gelesen.
    .why = Andere Programme hören an dieser Stelle auf, die Partie zu lesen, oder verwerfen sie.
    .example = My move 8171
    .fix = Setzen Sie Bemerkungen in geschweifte Klammern {"{"} {"}"}, oder löschen Sie sie. `iccf check --fix` setzt eine Zeile Fließtext in geschweifte Klammern.

## S017
code-nonstandard-result = ein Ergebnis ist nicht in der Standardform geschrieben
    .what = Das Ergebnis ist als ½-½, 1:0 oder in einer anderen Schreibweise geschrieben: mit Leerzeichen um den Bindestrich (1 - 0, 1/2 - 1/2, 1-  0), mit Halbgeviertstrich, Geviertstrich oder Minuszeichen (1–0, ½–½, 1−0), als 0.5-0.5 oder mit einem Punkt dahinter. Es wird als das Ergebnis gelesen, das es meint, am Ende des Zugteils oder vor der nächsten Partie. Der PGN-Standard (Abschnitt 8.2.6) erlaubt nur 1-0, 0-1, 1/2-1/2 und *.
    .why = Datenbanken und Wertungsprogramme lesen nur die Standardschreibweisen.
    .example = 40. 5171 ½-½
    .fix = Schreiben Sie 1/2-1/2 für ein Remis, 1-0 oder 0-1 für einen Sieg (`iccf check --fix` erledigt das).

## S018
code-invalid-nag = ein NAG liegt nicht zwischen $0 und $255
    .what = Ein numerisches Kommentarsymbol (NAG) ist ein $ gefolgt von einer Zahl von 0 bis 255 (PGN-Standard, Abschnitt 8.2.4).
    .why = Andere Programme lehnen die Partie ab oder verwerfen das Kommentarsymbol.
    .example = 12. 5254 $300
    .fix = Verwenden Sie ein NAG von 0 bis 255 ($1 guter Zug, $2 Fehler, ...), oder schreiben Sie die Bemerkung in geschweifte Klammern {"{"} {"}"}.

## S019
code-null-move = ein Nullzug
    .what = Ein Nullzug (--, Z0, 0000) gibt das Zugrecht ab, ohne zu ziehen. Er wird in Analysen verwendet, nie in einer gespielten Partie, und die numerische Notation kann ihn nicht schreiben.
    .why = Die Partie kann über ihn hinaus nicht als Schachpartie nachgespielt werden.
    .example = 12. 5254 -- 13. 6163
    .fix = Ersetzen Sie ihn durch den Zug, der gespielt wurde, oder verschieben Sie die Analyse in eine Variante ( ).

## S020
code-missing-termination-marker = eine Partie endet ohne Ergebnis
    .what = Der Zugteil der Partie endet (am Ende der Datei oder vor den Tag-Paaren der nächsten Partie) ohne Ergebniszeichen: 1-0, 0-1, 1/2-1/2 oder *. (PGN-Standard, Abschnitt 8.2.6.)
    .why = Programme, die PGN lesen, verbinden diese Partie womöglich mit der nächsten.
    .example =
        {"["}Event "?"]

        1. 5254 5755

        {"["}Event "?"]
    .fix = Beenden Sie den Zugteil mit dem Ergebnis, oder mit *, wenn die Partie noch läuft.

## S021
code-result-in-variation = ein Ergebnis in einer Variante
    .what = Ein Ergebniszeichen (1-0, 0-1, 1/2-1/2, *) steht in einer Variante ( ).
    .why = Das Ergebnis gehört hinter den letzten Zug der Partie; in einer Variante beendet es nichts.
    .example = 3. 6125 ( 3. 6134 1-0 ) 3... 1716
    .fix = Löschen Sie es, oder schreiben Sie die Bemerkung als Kommentar {"{"} Weiß gewinnt {"}"}.

## S022
code-misplaced-tag-pair = ein Tag-Paar mitten in einer Zugfolge
    .what = Ein Tag-Paar steht zwischen den Zügen, nicht am Anfang einer Zeile vor einer Partie.
    .why = Tag-Paare gehören in den Tag-Paar-Abschnitt am Anfang einer Partie (PGN-Standard, Abschnitt 8.1).
    .example = 1. 5254 5755 [White "Smith"] 2. 7163
    .fix = Verschieben Sie das Tag-Paar an den Anfang der Partie.

## S023
code-dangling-move-number = eine Zugnummer ohne Zug danach
    .what = Auf eine Zugnummer folgt eine weitere Zugnummer, ein Ergebnis oder das Ende der Partie, ohne Zug; oder Punkte stehen am Ende der Partie allein an der Stelle des Zuges von Schwarz (`3. 6125 ... *`, die leere Stelle einer Vorlage).
    .why = Beim Abschreiben ging womöglich ein Zug verloren.
    .example = 21. 5171 22. 1-0
    .fix = Ergänzen Sie den fehlenden Zug oder löschen Sie die Nummer bzw. die Punkte.

## S024
code-variation-too-deep = Varianten zu tief verschachtelt
    .what = Eine ( öffnet eine Variante in mehr als 64 Ebenen Tiefe. Die Variante und alles in ihr wird als Text behalten und nicht als Züge gelesen.
    .why = Keine kommentierte Partie verschachtelt Varianten so tief; solcher Text ist meist eine Folge überzähliger Klammern, und ihn zu lesen ergäbe einen Fehler pro Ebene.
    .example = 1. 5254 ((((((((... 64 weitere ... 5755
    .fix = Prüfen Sie die Klammern: jede ( braucht ihre ), und Varianten sind selten mehr als ein paar Ebenen tief.

## S025
code-misplaced-result = ein Ergebnis mitten in der Partie
    .what = Auf ein Ergebniszeichen (1-0, 0-1, 1/2-1/2, *) folgen in derselben Zeile weitere Züge derselben Partie (die nächste Zugnummer oder ein numerischer Zug).
    .why = Programme, die PGN lesen, beenden die Partie beim Ergebnis und verlieren die Züge danach, oder lesen sie als neue Partie.
    .example = 12. 5254 1-0 12... 5755 13. 7163
    .fix = Setzen Sie das Ergebnis hinter den letzten Zug der Partie, oder löschen Sie es.

## S026
code-not-a-result = ein Spielstand oder eine Bewertung steht, wo das Ergebnis stehen sollte
    .what = Der Zugteil endet mit etwas, das wie ein Ergebnis aussieht, aber keines ist: ein Spielstand wie 2-0 oder 0-2 oder ein Bewertungszeichen wie +- (Weiß steht auf Gewinn) oder -+ am Ende der Partie. Eine Partie endet mit 1-0, 0-1, 1/2-1/2 oder * (PGN-Standard, Abschnitt 8.2.6). (Lockere Schreibweisen eines echten Ergebnisses wie 1 - 0, 1–0 oder 0.5-0.5 sind S017 nonstandard-result.)
    .why = Programme, die PGN lesen, halten diese Zeichen für Züge oder überzähligen Text, und die Partie bekommt kein Ergebnis; welches Ergebnis gemeint war, muss ein Mensch sagen.
    .example = 41. 7172 5848 2-0
    .fix = Schreiben Sie 1-0, wenn Weiß gewonnen hat, 0-1, wenn Schwarz gewonnen hat, 1/2-1/2 für ein Remis, oder *, wenn die Partie nicht beendet ist.

## S027
code-check-before-promotion = ein Schachzeichen steht vor der Umwandlung eines algebraischen Zuges
    .what = Bei einem algebraischen Zug (SAN) mit Umwandlung steht das Schachzeichen vor der Umwandlung: gxh1+=Q statt gxh1=Q+. Der PGN-Standard (Abschnitt 8.2.3.8) setzt die Umwandlung direkt hinter das Zielfeld und das Schachzeichen ganz ans Ende. Der Zug wird wie geschrieben gelesen, mit der Umwandlung.
    .why = Strenge PGN-Leser halten beim Schachzeichen an und melden den Rest (=Q) als überzähligen Text, sodass die Partie dort nicht gelesen werden kann.
    .example = 9. Qxh7 gxh1+=Q
    .fix = Setzen Sie das Schachzeichen ans Ende: gxh1=Q+.

## S028
code-malformed-promotion = die Umwandlung eines algebraischen Zuges ist nicht als =Q geschrieben
    .what = Ein algebraischer Zug (SAN) mit Umwandlung schreibt die neue Figur als Kleinbuchstaben (bxa1=q), in Klammern (bxa1(Q)) oder nach einem Schrägstrich (bxa1/Q). Der PGN-Standard (Abschnitt 8.2.3.6) schreibt = und den Großbuchstaben der Figur direkt hinter das Zielfeld: bxa1=Q. Der Zug wird als diese Umwandlung gelesen, und die Partie wird nachgespielt. Ein König oder ein Bauer als neue Figur ist nicht diese Warnung, sondern impossible-promotion-piece (B022).
    .why = Strenge PGN-Leser halten bei der Umwandlung an: ein kleines q ist kein Figurenbuchstabe, ( öffnet eine Variante und / gehört zu keinem Zug, sodass die Partie dort nicht gelesen werden kann.
    .example = 57. bxa1(Q)
    .fix = Schreiben Sie = und den Großbuchstaben: bxa1=Q (`iccf check --fix` erledigt das).

## S029
code-promotion-letter = die Umwandlung eines numerischen Zuges ist als Buchstabe geschrieben
    .what = Ein numerischer Zug mit Umwandlung schreibt die neue Figur als fünfte Ziffer: 1 Dame, 2 Turm, 3 Läufer, 4 Springer. Dieser schreibt sie als Buchstaben nach den vier Ziffern (6768Q, 6768=Q, 6768q). Der Zug wird als diese Umwandlung gelesen, und die Partie wird nachgespielt.
    .why = Die numerische Notation gibt es, damit Spieler ohne gemeinsame Sprache dieselben Züge lesen; die Figurenbuchstaben unterscheiden sich von Sprache zu Sprache, und Leser der numerischen Notation halten beim Buchstaben an.
    .example = 45. 6768Q
    .fix = Schreiben Sie die Ziffer der Figur anstelle des Buchstabens: 67681 (`iccf check --fix` erledigt das).

## S035
code-legacy-encoding = die Datei ist kein UTF-8 und wurde als Windows-1252 gelesen
    .what = Einige Bytes der Datei sind kein UTF-8. Mit `--encoding auto` (der Voreinstellung) wird jede Partie, deren Bytes kein UTF-8 sind, als Windows-1252 gelesen, die Kodierung der meisten älteren PGN-Archive (sie enthält jeden Latin-1-Buchstaben, sodass Namen wie Sören oder Østberg richtig gelesen werden). Die Warnung kommt einmal pro Datei, beim ersten solchen Byte, und nennt die verwendete Kodierung.
    .why = Andere Programme lesen dieselben Bytes womöglich anders und zeigen Zeichensalat in Namen und Kommentaren. Die Positionsangaben der Ausgabe zählen weiterhin die Bytes der Datei, wie sie auf der Festplatte liegt, und `iccf fmt` und `--fix` schreiben die Datei in der Kodierung zurück, in der sie gelesen wurde.
    .example = {"["}White "M\xfcller"]   (das Byte 0xFC ist ü in Windows-1252 und Latin-1)
    .fix = Speichern Sie die Datei als UTF-8, oder geben Sie ihre Kodierung mit --encoding latin1 oder --encoding windows-1252 an (dann kommt keine Warnung). Setzen Sie den Code auf allow (--allow legacy-encoding), wenn das Archiv in seiner Kodierung bleiben soll.

## S036
code-empty-file = keine Partie in dieser Datei
    .what = Die Datei enthält keine Partie: sie ist leer oder enthält nur Leerzeilen und Leerzeichen.
    .why = Eine Notationsdatei ohne Inhalt ist meist ein misslungenes Speichern oder Exportieren, oder es wurde die falsche Datei angegeben.
    .example = (eine Datei mit null Bytes)
    .fix = Prüfen Sie, ob die richtige Datei angegeben wurde und ob sie mit ihren Partien gespeichert wurde; löschen Sie sie, wenn sie nicht gebraucht wird.

## S037
code-html-markup = HTML-Auszeichnung oder eine HTML-Entität im Text
    .what = Der Text enthält HTML: Tags wie <br />, </p> <p> oder <span ...>, HTML-Kommentare oder Entitäten wie &nbsp; und &#8203;. Eine aus dem Quelltext einer Webseite, einem Blogbeitrag oder einem Forum kopierte Notation bringt sie oft mit. Sie werden wie Leerraum übersprungen, und die Züge um sie herum werden gelesen und geprüft. Gemeldet wird einmal pro Partie, beim ersten Vorkommen, mit der Zahl der übrigen.
    .why = Andere Programme lesen die Auszeichnung als Züge oder überzählige Zeichen: ein <br /> an jedem Zeilenende kann eine Partie in viele zerlegen, und &nbsp; kann die Züge danach verschlucken.
    .example =
        1. 5254 5755<br />
        2. 7163&nbsp;2836 *
    .fix = Löschen Sie die Auszeichnung (`iccf check --fix` erledigt das), oder kopieren Sie die Notation als reinen Text von der Seite.

## S038
code-invisible-character = ein unsichtbares Zeichen steht im Text
    .what = Der Text enthält ein Zeichen, das auf dem Bildschirm keinen Platz einnimmt: ein Leerzeichen ohne Breite (U+200B), einen Verbinder oder Nichtverbinder ohne Breite (U+200D, U+200C), einen Wortverbinder (U+2060), einen bedingten Trennstrich (U+00AD), eine Textrichtungsmarke (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) oder eine Byte-Order-Mark (U+FEFF) nach dem Dateianfang. Webseiten setzen sie in lange Wörter, und beim Zusammenfügen von Dateien landen Byte-Order-Marks in deren Mitte. Der Zug, der eines enthält, wird gelesen, als stünde es nicht da. Gemeldet wird einmal pro Partie, beim ersten, mit seinem Unicode-Code benannt.
    .why = Die Notation sieht auf dem Bildschirm richtig aus, doch andere Programme lesen `71<U+200B>63` als zwei falsche Züge, und eine Suche nach dem Zug findet ihn nicht.
    .example = 2. 71​63 2836
    .fix = Löschen Sie das Zeichen (`iccf check --fix` erledigt das); ein Editor, der unsichtbare Zeichen anzeigt, findet es.

## S039
code-punctuation-between-moves = Züge sind durch Kommas, Semikolons oder Schrägstriche getrennt
    .what = Die Züge sind durch Kommas (5254, 5755, 7163), Semikolons (5254; 5755;) oder Schrägstriche (5254/5755) statt durch Leerzeichen getrennt, wie in einer Liste, die in eine E-Mail oder eine Tabellenkalkulation getippt wurde. Die Züge werden gelesen, als wäre jedes dieser Zeichen ein Leerzeichen. Gemeldet wird einmal pro Partie.
    .why = PGN trennt Züge nur durch Leerraum; andere Programme lesen jedes Komma und jeden Schrägstrich als überzähliges Zeichen und ein Semikolon als Beginn eines Kommentars, der den Rest der Zeile verbirgt.
    .example = 5254,5755,7163,2836 *
    .fix = Schreiben Sie ein Leerzeichen anstelle jedes Kommas (`iccf check --fix` erledigt das).

## S040
code-letter-for-digit = ein Buchstabe steht, wo eine Ziffer eines numerischen Zuges hingehört
    .what = Ein numerischer Zug enthält einen Buchstaben, der wie eine Ziffer aussieht: S oder s für 5, O, o oder D für 0, l, I oder | für 1, B für 8, Z oder z für 2, G oder b für 6, g oder q für 9. Per OCR von einem eingescannten Partieformular erkannter Text und von Hand getippte Züge enthalten sie. Der Zug wird mit der Ziffer anstelle des Buchstabens gelesen und auf dem Brett geprüft. Auch eine Zugnummer kann sie enthalten (`l.`, `1O.`): Sie wird als ihre Zahl gelesen, wenn die Zählung der Züge diese Zahl erwartet und ein Zug folgt. Ziffern voller Breite (`７１６３`, `２．`), wie chinesische, japanische und koreanische Tastaturen sie tippen, werden ebenso gelesen.
    .why = Ein Buchstabe gehört nicht in einen numerischen Zug: andere Programme halten bei ihm an, und der Zug wird womöglich als zwei falsche gelesen.
    .example = 2. 7l63 28S6
    .fix = Schreiben Sie die Ziffer (`iccf check --fix` erledigt das); prüfen Sie auf dem Partieformular, dass die gelesene Ziffer die geschriebene ist.

## B001
code-empty-from-square = auf dem Ausgangsfeld steht keine Figur
    .what = Der Zug beginnt auf einem Feld, auf dem in der Stellung nach den vorigen Zügen keine Figur steht.
    .why = Eine Ziffer wurde vertippt, oder ein früherer Zug der Partie wurde ausgelassen oder falsch abgeschrieben.
    .example = 1. 5254 5755 2. 5354   (e3 ist leer)
    .fix = Prüfen Sie das Ausgangsfeld auf Ihrem Partieformular; der Hinweis nennt die legalen Züge und die Stellung (FEN).

## B002
code-opponent-piece = der Zug zieht eine Figur der anderen Seite
    .what = Die Figur auf dem Ausgangsfeld gehört dem Spieler, der nicht am Zug ist.
    .why = Meist wurden zwei Züge vertauscht, oder ein Zug einer Seite fehlt.
    .example = 1. 5254 5253
    .fix = Prüfen Sie die Reihenfolge der Züge und die Zugnummern in der Umgebung.

## B003
code-unreachable-square = die Figur kann dieses Feld nicht erreichen
    .what = Die Figur auf dem Ausgangsfeld kann das Zielfeld nicht erreichen: sie zieht nicht so, oder eine andere Figur versperrt den Weg.
    .why = Eine Ziffer des Zielfeldes wurde vertippt, oder die Stellung ist eine andere, als der Schreiber dachte.
    .example = 1. 7163 5755 2. 6354   (ein Springer auf f3 kann e4 nicht erreichen)
    .fix = Prüfen Sie das Zielfeld; der Hinweis nennt die Felder, auf die diese Figur ziehen kann.

## B004
code-own-piece-on-destination = auf dem Zielfeld steht eine eigene Figur
    .what = Auf dem Zielfeld steht eine Figur der ziehenden Seite; eine Figur kann keine eigene Figur schlagen.
    .why = Eine Ziffer wurde vertippt, oder ein früherer Zug ist falsch.
    .example = 1. 5152
    .fix = Prüfen Sie das Zielfeld; der Hinweis nennt die Felder, auf die diese Figur ziehen kann.

## B005
code-king-in-check = der Zug lässt den eigenen König im Schach oder stellt ihn ins Schach
    .what = Nach dem Zug wäre der König der ziehenden Seite angegriffen. Die Markierung zeigt die Schach gebende Figur.
    .why = Kein legaler Zug lässt den eigenen König im Schach; dieser Zug oder ein früherer ist falsch.
    .example = 1. 5254 5755 2. 6263 4185 3. 4152   (die Dame auf h4 gibt weiterhin Schach)
    .fix = Prüfen Sie den Zug; der Hinweis nennt die legalen Züge der Figur.

## B006
code-illegal-castling = die Rochade ist hier nicht erlaubt
    .what = Der Königszug liest sich als Rochade, aber die Rochade ist nicht erlaubt: König oder Turm haben schon gezogen (kein Rochaderecht), eine Figur steht zwischen ihnen, oder der König steht im Schach, überquert ein angegriffenes Feld oder landet auf einem.
    .why = Der Zug oder ein früherer wurde falsch abgeschrieben.
    .example = 1. 5254 5755 2. 5171
    .fix = Prüfen Sie den Zug und die vorigen Züge von König und Turm.

## B007
code-en-passant-unavailable = en passant ist hier nicht möglich
    .what = Ein Bauer zieht schräg auf ein leeres Feld, was nur als Schlagen en passant legal ist, direkt nachdem der gegnerische Bauer mit einem Doppelschritt an ihm vorbeigezogen ist.
    .why = Das Zielfeld oder ein früherer Zug ist falsch.
    .example = 1. 5254 4745 2. 5445 3736 3. 5546
    .fix = Prüfen Sie den Zug; en passant ist nur im unmittelbar folgenden Zug möglich.

## B008
code-missing-promotion-digit = ein Bauer erreicht die letzte Reihe ohne Umwandlungsziffer
    .what = Der Zug führt einen Bauern auf die letzte Reihe, also muss eine fünfte Ziffer sagen, welche Figur der Bauer wird.
    .why = Ohne die neue Figur zu kennen, kann die Partie nicht weitergehen.
    .example = 45. 4748   (welche Figur?)
    .fix = Ergänzen Sie die Umwandlungsziffer: 1 Dame, 2 Turm, 3 Läufer, 4 Springer (47481 = d8=Q).

## B009
code-unexpected-promotion-digit = eine Umwandlungsziffer bei einem Zug ohne Umwandlung
    .what = Der Zug hat eine fünfte Ziffer, führt aber keinen Bauern auf die letzte Reihe.
    .why = Eine Ziffer wurde versehentlich hinzugefügt, oder der Zug ist nicht der gemeinte.
    .example = 1. 52541
    .fix = Löschen Sie die fünfte Ziffer, oder prüfen Sie den Zug.

## B010
code-short-promotion = eine Umwandlung in der nicht standardmäßigen vierstelligen Form
    .what = Der Zug ist eine Umwandlung, mit vier Ziffern geschrieben: Ausgangsfeld, die Linie des Zielfeldes und die Umwandlungsziffer (6762 = f7-f8=R). Der ICCF-Standard schreibt fünf: 67682.
    .why = Die vierstellige Form ist mehrdeutig: 6762 liest sich auch als f7-f2, und nur die Stellung unterscheidet die beiden.
    .example = 55. 6762
    .fix = Schreiben Sie das vollständige Zielfeld und die Umwandlungsziffer: aus 6762 wird 67682 (`iccf check --fix` erledigt das).

## B011
code-move-after-game-end = ein Zug nach Matt oder Patt
    .what = Die Stellung vor diesem Zug ist bereits matt oder patt, die Partie ist also vorbei.
    .why = Die Züge danach können nicht gespielt worden sein; wahrscheinlich wurden Züge hinzugefügt oder aus einer anderen Partie abgeschrieben.
    .example = 4. 8567 5878   (nach dem Schäfermatt)
    .fix = Löschen Sie die Züge nach dem Ende der Partie, oder prüfen Sie die Züge davor.

## B012
code-result-contradicts-position = das Ergebnis widerspricht der Schlussstellung
    .what = Die Partie endet auf dem Brett, aber das Ergebnis (Ergebniszeichen oder Result-Tag) sagt etwas anderes: ein Matt entscheidet die Partie; Patt und eine tote Stellung, in der keine Seite das Material zum Mattsetzen hat (König gegen König, König und Läufer oder Springer gegen König; FIDE-Schachregeln, Artikel 5.2.2), ergeben ein Remis. Gemeldet wird einmal pro Partie, beim Ergebnis nach den Zügen, wenn dieses falsch ist (ein falscher Result-Tag daneben wird in derselben Meldung markiert), sonst beim Result-Tag.
    .why = Das Brett entscheidet diese Partien: eine Notation, deren Ergebnis etwas anderes sagt, ist falsch, und Kreuztabellen und Wertungen würden das falsche Ergebnis zählen.
    .example =
        4. 8567 0-1   (Weiß ist matt)
        {"["}FEN "k7/8/8/8/8/8/6q1/7K w - - 0 1"] 1. 8172 1-0   (König gegen König)
    .fix = Schreiben Sie das Ergebnis, das das Brett ergibt: 1-0 oder 0-1 bei Matt, 1/2-1/2 bei Patt oder einer toten Stellung.

## B013
code-wrong-check-mark = ein Schach- oder Mattzeichen ist falsch
    .what = Der Zug trägt ein +, gibt aber kein Schach, oder ein #, ist aber kein Matt.
    .why = Die numerische Notation braucht diese Zeichen nicht; ein falsches deutet darauf hin, dass der Zug nicht der gemeinte war.
    .example = 1. 5254+
    .fix = Löschen Sie das Zeichen (die numerische Notation verwendet sie nicht), oder prüfen Sie den Zug.

## B014
code-invalid-fen = der FEN-Tag ist keine gültige Stellung
    .what = Die Partie beginnt mit der Stellung aus ihrem FEN-Tag, und diese FEN lässt sich nicht lesen oder ist keine legale Stellung (alle Probleme werden aufgeführt).
    .why = Ohne Ausgangsstellung kann keiner der Züge der Partie geprüft werden.
    .example =
        {"["}SetUp "1"]
        {"["}FEN "8/8/8/8/8/8/8/8 w - - 0 1"]
    .fix = Kopieren Sie die FEN erneut aus der Quelle der Partie.

## B015
code-ambiguous-castling = ein Königszug in Chess960 liest sich als Rochade und als Königszug
    .what = In Chess960 liest sich der Königszug hier sowohl als Rochade (der König endet auf seinem Rochadefeld) als auch als gewöhnlicher Königszug um ein Feld. Er wird als Rochade genommen.
    .why = Die beiden Lesarten führen zu verschiedenen Stellungen; der Schreiber sollte sagen, welcher Zug gespielt wurde.
    .example = {"["}Variant "Chess960"] ... 6171   (König auf f1, Turm auf h1)
    .fix = Schreiben Sie die Rochade als Zug des Königs auf den eigenen Turm (6181), der nur eine Lesart hat.

## B016
code-unsupported-variant = die Schachvariante der Partie wird nicht geprüft
    .what = Der Variant-Tag nennt eine andere Schachvariante als klassisches Schach oder Chess960, daher werden die Züge nicht auf einem Brett geprüft.
    .why = Nur die Notation dieser Partie wurde geprüft.
    .example = {"["}Variant "Crazyhouse"]
    .fix = Nichts zu beheben; prüfen Sie die Züge mit einem Programm für diese Variante.

## B017
code-ambiguous-move = ein algebraischer Zug ist mehrdeutig
    .what = In einer PGN-Partie (SAN) nennt der Zug eine Figur und ein Feld, aber zwei oder mehr solche Figuren können dorthin ziehen (Nd7, wenn die Springer auf b8 und f6 beide d7 erreichen).
    .why = Der Zug kann nicht nachgespielt werden, ohne zu raten, welche Figur gezogen hat.
    .example = 1. Nf3 Nf6 2. Nc3 Nc6 3. Nd5 Nd4 4. Ne5 Nb5 5. Nd3   (welcher Springer?)
    .fix = Ergänzen Sie die Linie oder Reihe der Figur, die gezogen hat (Nfd3), oder schreiben Sie den Zug in numerischer Notation, die keine solche Mehrdeutigkeit kennt.

## B018
code-piece-does-not-move = ein Zug lässt seine Figur auf ihrem Feld
    .what = Ausgangsfeld und Zielfeld des Zuges sind gleich. Die Ziffern lesen sich auch anders, als vierstellige Umwandlung (5252 = e2-e1=R für Schwarz) oder als Chess960-Rochade mit dem König schon auf seinem Rochadefeld (7171), aber keines davon ist in der Stellung möglich, also zieht keine Figur.
    .why = Keine Figur zieht auf das Feld, auf dem sie steht; eines der Felder wurde falsch abgeschrieben.
    .example = 1. 7163 5755 2. 7171   (klassisches Schach: von g1 nach g1)
    .fix = Prüfen Sie den Zug auf Ihrem Partieformular und schreiben Sie beide Felder neu; der Hinweis nennt die Felder, auf die die Figur ziehen kann.

## B019
code-null-move-in-check = ein Nullzug im Schach
    .what = In einer PGN-Eingabe gibt ein Nullzug (--, Z0) das Zugrecht ab. Die Seite am Zug steht im Schach, also ließe das Abgeben ihren König im Schach: die Partie kann über ihn hinaus nicht nachgespielt werden.
    .why = Ein Nullzug im Schach ergibt keine Schachstellung; der Zug oder ein früherer wurde falsch abgeschrieben.
    .example = 1. e4 f6 2. Qh5+ --
    .fix = Schreiben Sie anstelle des Nullzugs den Zug, der gespielt wurde.

## B020
code-moves-not-checked = Züge nach einem unlesbaren Zug nicht auf dem Brett geprüft
    .what = Das Brett spielt die Züge jeder Zugfolge der Reihe nach durch. Es hielt bei einem Zug an, der sich nicht als Zug lesen lässt (der Syntaxfehler dort sagt, warum), daher wurden dieser Zug und die Züge danach in seiner Zugfolge nicht geprüft. Ist der Zug ein legaler Zug in einer anderen Notation (SAN, Koordinaten), nennt die Anmerkung seine numerische Form.
    .why = Eine Notation mit ungeprüften Zügen kann regelwidrige verbergen; die Anmerkung sagt, wie viel ungeprüft ist.
    .example = 1. 5254 5755 2. Nf3 2836 3. 6125   (Nf3 ist 7163; zwei Züge danach ungeprüft)
    .fix = Korrigieren Sie den Zug (die numerische Form im Hinweis, wenn es eine gibt), und prüfen Sie erneut.

## B021
code-castling-onto-rook = eine Rochade des klassischen Schachs in der Chess960-Form geschrieben
    .what = Im klassischen Schach führt der Zug den König auf den eigenen Turm in der Ecke (5181, 5111, 5888, 5818). So schreibt Chess960 die Rochade; das klassische Schach schreibt den Königszug auf sein Rochadefeld (5171, 5131, 5878, 5838). Der Zug wird als Rochade gelesen.
    .why = Programme für klassisches Schach lehnen den König auf dem eigenen Turm ab, und ein Leser hält es womöglich für einen Fehler.
    .example = 5. 5181   (kurze Rochade: 5171)
    .fix = Schreiben Sie die Rochade als Königszug auf sein Rochadefeld: aus 5181 wird 5171 (`iccf check --fix` erledigt das).

## B022
code-impossible-promotion-piece = ein Bauer wird in einen König oder einen Bauern umgewandelt
    .what = In einer PGN-Eingabe wandelt der Zug einen Bauern in einen König oder einen Bauern um (bxa1=K). Ein Bauer wird in eine Dame, einen Turm, einen Läufer oder einen Springer seiner Farbe umgewandelt.
    .why = Die neue Figur lässt sich nicht erraten; die Partie kann über den Zug hinaus nicht nachgespielt werden.
    .example = 57. bxa1=K
    .fix = Schreiben Sie die Figur, die der Bauer wurde: =Q, =R, =B oder =N (in numerischer Notation die fünfte Ziffer 1, 2, 3 oder 4).

## B023
code-impossible-castling-right = zu einem Rochaderecht der FEN fehlt der König oder der Turm
    .what = Ein Buchstabe im Rochadefeld der FEN (K, Q, k, q oder ein Linienbuchstabe) nennt ein Rochaderecht, aber der König oder der Turm, den es braucht, steht nicht auf seinem Feld (q ohne schwarzen Turm auf a8). Die Partie wird ohne dieses Recht nachgespielt, wie python-chess sie liest.
    .why = Die FEN wurde wahrscheinlich falsch abgeschrieben; ein Programm, das FEN streng prüft, lehnt die Partie ab.
    .example = {"["}FEN "1q2kb1r/8/8/8/8/8/8/4K3 w q - 0 1"]   (kein schwarzer Turm auf a8)
    .fix = Löschen Sie den Buchstaben aus dem Rochadefeld der FEN (schreiben Sie -, wenn kein Recht übrig bleibt), oder korrigieren Sie die Stellung.

## B024
code-impossible-en-passant-square = ein En-passant-Feld der FEN, das kein Bauernzug erklärt
    .what = Das En-passant-Feld der FEN nennt ein Feld, aber kein Bauer kann gerade mit einem Doppelschritt daran vorbeigezogen sein: das Feld liegt für die Seite am Zug auf der falschen Reihe, vor ihm steht kein Bauer der anderen Seite, oder die Felder, die er überquert hätte, sind besetzt. Die Partie wird ohne es nachgespielt, wie python-chess sie liest.
    .why = Die FEN wurde wahrscheinlich falsch abgeschrieben; ein Programm, das FEN streng prüft, lehnt die Partie ab.
    .example = {"["}FEN "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"]
    .fix = Schreiben Sie - in das En-passant-Feld der FEN, oder korrigieren Sie die Stellung.

## B025
code-fen-move-number-zero = die Zugnummer der FEN ist 0
    .what = Das letzte Feld einer FEN ist die Nummer des nächsten Zuges, die bei 1 beginnt (PGN-Standard, Abschnitt 16.1.3.6). Diese FEN schreibt 0; Programme lesen es als 1. Ab 0 nummerierte Züge im Zugteil sind nicht außer der Reihe, da sie der FEN folgen, wie sie geschrieben ist.
    .why = Andere Programme nummerieren die Züge der Partie ab 1, sodass die Zugnummern in der Datei und in ihrer Ausgabe voneinander abweichen.
    .example =
        {"["}FEN "8/7R/R3B3/4r1pP/p4k2/8/6PK/r7 w - - 0 0"]

        0. 8717
    .fix = Schreiben Sie 1 als Zugnummer der FEN, und nummerieren Sie den ersten Zug der Partie mit 1.

## B026
code-unreadable-move = ein Zug, den das Brett nicht lesen kann
    .what = Das Brett konnte den Zug nicht als Schachzug lesen (SAN mit Buchstaben, die shakmaty nicht kennt, etwa Sf3 oder ♘f3 in einer PGN-Eingabe; Ziffern außerhalb von 1-8), und keine Syntaxmeldung deckt ihn ab. Die Zugfolge endet dort.
    .why = Nach einem Zug, der sich nicht lesen lässt, kann die Partie nicht weiter nachgespielt werden; ohne diesen Fehler hielte ein Programm die Partie für geprüft.
    .example = (PGN-Eingabe) 1. e4 e5 2. Sf3   (deutscher Buchstabe für den Springer)
    .fix = Schreiben Sie den Zug in Standardnotation (englische Figurenbuchstaben K Q R B N) oder in numerischer Notation.

## L001
code-move-number = Zugnummern fehlen oder sind nicht in der Standardform
    .what = Die Zugnummern fehlen, sind ohne Punkt geschrieben (12 5756), für Schwarz falsch geschrieben (12. oder 12.. oder 12… vor dem Zug von Schwarz), oder die Nummer 12... von Schwarz steht, wo der Fluss der Züge nicht unterbrochen wurde. Die Standardform (PGN-Standard, Abschnitt 8.2.2.2) nummeriert jeden Zug von Weiß mit `12.` und schreibt die Nummer `12...` von Schwarz nur, wo sie nötig ist: am Anfang der Partie oder einer Variante und nach einer Variante. Nach einem Kommentar kann die Nummer von Schwarz stehen oder nicht: das Exportformat schreibt sie (wie `iccf fmt`), aber eine von Hand geschriebene Notation (2. 7163 {"{"}am besten{"}"} 2836) ist ohne sie ebenso klar. (Eine Nummer, die der Zahl der Züge widerspricht, ist ein eigener Fehler, S014 move-number-out-of-sequence.)
    .why = Mit den Nummern können der Gegner und der Schiedsrichter auf einen Blick prüfen, dass kein Zug verloren ging, und andere Programme lesen die Standardform, ohne zu raten.
    .example =
        5254 5755 7163 2836   (keine Nummern)
        12 5756   (kein Punkt)
        1. 5254 1... 5755   (Nummer von Schwarz nicht nötig)
    .fix = Nummerieren Sie die Züge von Weiß mit `12.` und die von Schwarz mit `12...` nur nach einer Variante (nach einem Kommentar nach Belieben). `iccf check --fix` schreibt die Nummern aus der Zahl der Züge: es ergänzt die fehlenden, ergänzt die Punkte und löscht die nicht nötigen Nummern von Schwarz.

## L002
code-non-numeric-notation = Schach- oder Schlagzeichen oder Trennzeichen in numerischen Zügen
    .what = Der Zug trägt Zeichen, die die numerische Notation nicht verwendet: + oder # für Schach und Matt, oder ein Trennzeichen zwischen den beiden Feldern (52-54, 52x54, 52:54). Jedes Zeichen bekommt einen eigenen Hinweis.
    .why = Ein numerischer Zug besteht aus vier Ziffern, oder fünf mit einer Umwandlung; zusätzliche Zeichen erschweren das Lesen per Programm, und ein falsches + oder # deutet darauf hin, dass der Zug nicht der gemeinte ist (siehe B013 wrong-check-mark).
    .example = 12. 52-54+
    .fix = Löschen Sie die Zeichen (`iccf check --fix` erledigt das): aus 52-54+ wird 5254.

## L003
code-seven-tag-roster = die sieben Pflicht-Tags sind unvollständig oder nicht in Reihenfolge
    .what = Die Tags einer Partie müssen Event, Site, Date, Round, White, Black und Result in dieser Reihenfolge enthalten (PGN-Standard, Abschnitt 8.1.1). Diese Regel meldet fehlende Tags (ein fehlender Result-Tag wird von L005 result-tag gemeldet) und einen Pflicht-Tag, der nach einem steht, vor dem er stehen sollte. Andere Tags dürfen dazwischen stehen.
    .why = Datenbanken, Wertungsprogramme und Turniersoftware suchen diese sieben Tags, um zu wissen, um welche Partie es sich handelt; eine Partie ohne sie kann nicht in eine Kreuztabelle eingetragen werden.
    .example =
        {"["}White "Smith"]
        {"["}Event "Cup"]
        {"["}Result "1-0"]
    .fix = Ergänzen Sie die fehlenden Tags (? für einen unbekannten Wert und - für eine Round, die nicht zutrifft), und bringen Sie sie in die Reihenfolge Event, Site, Date, Round, White, Black, Result.

## L004
code-date-format = ein Datum ist nicht JJJJ.MM.TT
    .what = Die Tags Date, EventDate und UTCDate müssen JJJJ.MM.TT lauten: vier Ziffern für das Jahr, zwei für den Monat, zwei für den Tag, mit ???? oder ?? für unbekannte Teile (PGN-Standard, Abschnitt 8.1.1.3). Der Monat muss 01-12 sein, und den Tag muss es in diesem Monat geben.
    .why = Andere Programme sortieren und wählen Partien nach dem Datum aus; ein Datum in anderer Form (ist 12/05/2019 der 12. Mai oder der 5. Dezember?) wird falsch oder gar nicht gelesen.
    .example =
        {"["}Date "12/05/2019"]
        {"["}Date "1990"]
    .fix = Schreiben Sie das Datum als 2019.05.12, unbekannte Teile als ?? (1990.??.??). `iccf check --fix` schreibt ein Datum um, das nur eine Lesart hat (2019/05/12, 2019-5-12, 25.12.2019, 1990); ein Datum wie 12/05/2019, bei dem Tag und Monat vertauscht sein könnten, bleibt Ihrer Entscheidung überlassen.

## L005
code-result-tag = der Result-Tag fehlt oder weicht vom Ergebnis der Partie ab
    .what = Eine Partie mit Tag-Paaren hat keinen Result-Tag, oder der Result-Tag und das Ergebniszeichen am Ende der Züge geben verschiedene Ergebnisse an.
    .why = Manche Programme lesen den Result-Tag, andere das Ergebnis nach den Zügen: bei zwei verschiedenen Ergebnissen zählt die Kreuztabelle womöglich das falsche.
    .example =
        {"["}Result "1-0"]

        1. 5254 5755 0-1
    .fix = Gleichen Sie den Result-Tag und das Ergebnis nach den Zügen an; fügen Sie [Result "..."] nach dem Black-Tag ein, wenn er fehlt.

## L006
code-duplicate-game = eine Partie wiederholt eine frühere
    .what = Die Partie hat dieselben Züge der Hauptvariante, dasselbe Ergebnis und dieselben sieben Pflicht-Tags (Event, Site, Date, Round, White, Black, Result) wie eine frühere Partie der Eingabe, in derselben Datei oder in einer früheren Datei desselben Aufrufs. Kommentare, Varianten und andere Tags werden nicht verglichen. Die zweite Kopie wird gemeldet; die Markierung zeigt auf die erste.
    .why = Eine zweimal eingereichte Partie wird in einer Kreuztabelle zweimal gezählt.
    .example = dieselbe Partie zweimal in eine Datei eingefügt
    .fix = Löschen Sie eine der Kopien.

## L007
code-empty-game = eine Partie ohne Züge und ohne Ergebnis
    .what = Die Partie hat Tag-Paare, aber nichts danach: keine Züge und kein Ergebnis (oft am Ende einer Datei); oder sie ist nur ein Kommentar vor den Tag-Paaren der ersten Partie (ein Kommentar nach einer Partie bleibt als Beiwerk bei ihr); oder sie ist ein Ergebnis allein, ohne Tags und ohne Züge (oft das Ergebnis der Partie davor, doppelt geschrieben). (Tag-Paare, auf die ein Kommentar und kein Ergebnis folgt, meldet S020 missing-termination-marker.)
    .why = Oft ein übrig gebliebener Partiekopf oder eine Partie, die nie eingefügt wurde; Turniersoftware zählt sie womöglich als Partie.
    .example =
        {"["}Event "Cup"]
        {"["}White "Smith"]

        {"["}Event "Cup"]
        {"."}..
    .fix = Löschen Sie sie, oder ergänzen Sie die Züge und das Ergebnis (* für eine Partie, die noch nicht begonnen hat).

## L008
code-timestamp-order = ein Zeitstempel eines Zuges geht zurück oder ist fehlerhaft
    .what = Fernschachserver schreiben die Zeit, zu der jeder Zug gesendet wurde, in einen Kommentar, [%ccsnt 2018.10.02,12:56] (Datum JJJJ.MM.TT, Uhrzeit HH:MM oder HH:MM:SS), und Uhren als [%clk 0:05:00] (Stunden:Minuten:Sekunden). Diese Regel meldet einen Zeitstempel oder eine Uhr, die sich nicht lesen lassen, und eine Sendezeit, die früher liegt als die eines vorigen Zuges der Hauptvariante.
    .why = Schiedsrichter entscheiden mit den Sendezeiten Zeitstreitigkeiten und zählen die Bedenkzeit; eine Zeit, die zurückgeht oder sich nicht lesen lässt, wurde falsch abgeschrieben oder bearbeitet.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Kopieren Sie die Zeitstempel erneut aus der Aufzeichnung der Partie auf dem Server.

## L009
code-tag-value-whitespace = ein Tag-Wert beginnt oder endet mit Leerzeichen
    .what = Der Wert eines Tag-Paares hat Leerzeichen (oder Tabulatoren) direkt nach dem öffnenden oder vor dem schließenden Anführungszeichen: [White " Smith, J"].
    .why = Programme vergleichen Namen und Turniere exakt: " Smith, J" und "Smith, J" werden in einer Kreuztabelle oder Wertungsliste zu zwei verschiedenen Spielern.
    .example = {"["}White " Smith, J "]
    .fix = Löschen Sie die Leerzeichen innerhalb der Anführungszeichen (`iccf check --fix` erledigt das).

## L010
code-unknown-result-tag = der Result-Tag ist nicht 1-0, 0-1, 1/2-1/2 oder *
    .what = Der Wert des Result-Tags ist keines der vier Ergebnisse, die der PGN-Standard erlaubt (Abschnitt 8.1.1.7): 1-0, 0-1, 1/2-1/2 und *. Schreibweisen wie ½-½ oder 1:0 werden gelesen und lassen sich beheben; andere Werte ("draw", "+/-", ein leerer Wert) nicht.
    .why = Wertungs- und Turnierprogramme lesen nur die Standardergebnisse; jeder andere Wert gilt als kein Ergebnis.
    .example = {"["}Result "½-½"]
    .fix = Schreiben Sie 1-0, 0-1, 1/2-1/2 oder * für eine laufende Partie (`iccf check --fix` schreibt die Schreibweisen um, die es lesen kann).

## L011
code-plycount-mismatch = der PlyCount-Tag weicht von der Zahl der Züge ab
    .what = Der PlyCount-Tag gibt die Zahl der Halbzüge der Partie an (PGN-Standard, Abschnitt 9.2.1), und sie weicht von der Zahl der Züge in der Hauptvariante ab.
    .why = Eine falsche Halbzugzahl heißt, dass entweder der Tag veraltet ist oder beim Abschreiben der Partie Züge verloren gingen oder hinzukamen.
    .example =
        {"["}PlyCount "3"]

        1. 5254 5755 1/2-1/2
    .fix = Prüfen Sie, dass kein Zug fehlt; schreiben Sie dann die Zahl der Halbzüge in den PlyCount-Tag (oder löschen Sie ihn).

## L012
code-fen-without-setup = ein FEN-Tag ohne SetUp "1"
    .what = Die Partie beginnt mit der Stellung aus ihrem FEN-Tag, hat aber keinen [SetUp "1"]-Tag (oder SetUp sagt "0"). Der PGN-Standard (Abschnitt 9.7.1) verlangt SetUp "1" zu jedem FEN-Tag.
    .why = Programme, die vor dem Lesen der FEN nach SetUp suchen, beginnen die Partie mit der Grundstellung, und jeder Zug danach ist dann falsch.
    .example = {"["}FEN "8/8/8/8/8/8/6k1/4K2R w K - 0 1"]
    .fix = Fügen Sie [SetUp "1"] direkt vor dem FEN-Tag ein.

## T001
code-time-limit-exceeded = eine Seite hat mehr Bedenkzeit verbraucht, als ihre Zeitkontrolle erlaubt
    .what = Aus den Sendestempeln so gezählt, wie ICCF zählt (ICCF-Regeln Art. 2.4.2: ganze 24-Stunden-Zeiträume vom Zug des Gegners bis zur Antwort, Tage über 20 bei einem Zug doppelt angerechnet, die bei einer Zeitkontrolle übrige Zeit wird übertragen), erreichte die Summe einer Seite mehr Tage, als die Zeitkontrolle bis dahin erlaubt: mehr als 50 Tage bis Zug 10 bei 10 Zügen in 50 Tagen (Hilfe des Webservers „Time Limit“: die Kontrolle ist kumulativ, 100 Tage bis Zug 20), oder mehr, als eine Fischer- oder Triple-Block-Uhr hatte. Die Meldung nennt den Zug und um wie viele Tage. Die Regel läuft, wenn eine Zeitkontrolle bekannt ist: `--control`, die Tabelle [time] der iccf.toml oder ein TimeControl-Tag in Tagen.
    .why = Eine Seite über dem Limit bei einer Zeitkontrolle hat durch Zeitüberschreitung verloren (ICCF-Regeln Art. 2.4.2), es sei denn, ein Urlaub oder ein Uhrenstopp des Turnierleiters erklärt die Tage; ein Schiedsrichter, der über einen Antrag auf Zeitüberschreitung entscheidet, braucht die Zählung.
    .example = iccf check --control 10/50 game.pgn   (die Summe von Weiß erreichte 55 Tage bei Zug 7, 5 mehr als die bis Zug 10 erlaubten 50)
    .fix = Prüfen Sie die Stempel anhand der Aufzeichnung des Servers; erklärt ein Urlaub die Tage, geben Sie ihn an (`iccf time --leave white=2019.01.02..2019.01.20`); andernfalls bleibt der Antrag bestehen.

## T002
code-double-time-charged = ein Zug dauerte mehr als 20 Tage, die Zeit über 20 Tage zählt doppelt
    .what = Eine Antwort dauerte mehr als 20 ganze Tage; die ICCF-Regeln Art. 2.4.2 rechnen „bis zu 20 Tage plus das Doppelte der ganzen Zahl der über 20 Tage hinaus verbrauchten Tage Bedenkzeit für jeden einzelnen Zug“ an: 21 Tage zählen als 22, 23 Tage als 26, 25 Tage als 30. Gemeldet bei den Zeitkontrollen, die verdoppeln (10 Züge in N Tagen, Fischer), nicht bei Triple Block oder Kontrollen pro Zug.
    .why = Über eine Zeitüberschreitung entscheidet die angerechnete Summe, nicht die Kalendertage; ein Spieler, der für einen Zug 25 Tage brauchte, hat 30 Tage verbraucht.
    .example = 7. b3 {"{"}[%ccsnt 2019.05.07,06:30]{"}"} nach 6... Be7 {"{"}[%ccsnt 2019.04.11,19:29]{"}"}   (25 Tage, 30 angerechnet)
    .fix = In der Notation ist nichts zu beheben: es ist ein Hinweis, wie die Zeit gezählt wurde. Setzen Sie die Regel auf allow (`--allow double-time-charged`), wenn Sie ihn nicht sehen wollen.

## T003
code-long-silence = 40 Tage oder mehr vergingen ohne Zug
    .what = Die Stempel zeigen 40 Tage oder mehr zwischen einem Zug und der Antwort darauf (nach Abzug des Urlaubs). ICCF schickt Erinnerungen nach 14, 28 und 35 Tagen ohne Zug, und nach 40 Tagen Schweigen ist die Partie verloren (iccf.com-Meldungen 1034 und 1036).
    .why = Eine Antwort nach 40 Tagen Schweigen kommt, nachdem die Partie verloren war; entweder fehlt ein Urlaub in der Zählung, oder die Stempel sind falsch.
    .example = 22. Ne3 {"{"}[%ccsnt 2019.08.01,20:34]{"}"} nach 21... Rd8 {"{"}[%ccsnt 2019.06.22,12:15]{"}"}
    .fix = Geben Sie den Urlaub an, der die Tage abdeckt (`--leave`), oder kopieren Sie die Stempel erneut aus der Aufzeichnung des Servers.

## T004
code-move-time-limit-exceeded = ein Zug dauerte länger, als die Zeitkontrolle für einen Zug erlaubt
    .what = Die Zeitkontrolle begrenzt jeden Zug: `per-move 3` (TimeControl 1/86400 bei chess.com, „3 Tage pro Zug“ bei lichess) erlaubt so viele Tage für jeden Zug, und ICCF Triple Block verlangt innerhalb von 50 Tagen einen Zug (oder ein Auffüllen des Zeitkontos). Dieser Zug dauerte länger.
    .why = Bei einem Limit pro Zug verliert ein einziger langsamer Zug die Partie auf Zeit, egal wie viel Zeit dem Spieler sonst bleibt.
    .example =
        {"["}TimeControl "1/86400"]

        1. 5254 {"{"}[%ccsnt 2020.01.01,10:00]{"}"} 5755 {"{"}[%ccsnt 2020.01.03,11:00]{"}"}
    .fix = Prüfen Sie die Stempel und die Zeitkontrolle; ein Urlaub oder Ferien der Plattform können die Zeit erklären.

## T005
code-impossible-stamp = ein Sendestempel geht zurück oder eine Uhr zeigt mehr als möglich
    .what = Der Sendestempel eines Zuges liegt vor dem Stempel des Zuges, auf den er antwortet (oder vor seinem Empfangsdatum), sodass seine Bedenkzeit negativ wäre; oder eine [%clk]-Uhr zeigt mehr Restzeit, als die Kontrolle pro Zug gibt. Jeder solche Stempel wird einmal gemeldet, beim Stempel, und sein Zug wird nicht gezählt.
    .why = Die Zählung der Bedenkzeit kann keinen Stempel verwenden, der zurückgeht: die Stempel wurden falsch abgeschrieben oder bearbeitet.
    .example = 1. 4244 {"{"}[%ccsnt 2018.10.02,12:56]{"}"} 4745 {"{"}[%ccsnt 2018.10.01,13:34]{"}"}
    .fix = Kopieren Sie die Stempel erneut aus der Aufzeichnung der Partie auf dem Server.

## T006
code-same-minute-reply = eine Antwort wurde in derselben Minute gesendet wie der Zug, auf den sie antwortet
    .what = Der Sendestempel der Antwort liegt in derselben Minute wie der Stempel des Zuges, auf den sie antwortet: der Server hat sie sofort gespielt, und so sieht ein bedingter Zug (eine vorab eingegebene Antwort) aus. Sie zählt null Tage.
    .why = Ein Schiedsrichter, der die Zeiten liest, sollte wissen, dass die Antwort überhaupt keine Bedenkzeit brauchte, und warum.
    .example = 11. cxd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"} exd5 {"{"}[%ccsnt 2019.05.29,03:53]{"}"}
    .fix = Nichts zu beheben: es ist ein Hinweis. Setzen Sie die Regel auf allow (`--allow same-minute-reply`), wenn Sie ihn nicht sehen wollen.
