# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in German; translated from locales/en/board.ftl.
# Terms: locales/GLOSSARY.md.

board-phrases = { $before }; { $next }

## Rochade (B010)

board-castling-no-right = { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann nicht { $castling ->
        [kingside] kurz
       *[queenside] lang
    } rochieren: der König oder dieser Turm hat schon gezogen
    .label = kein Rochaderecht
board-castling-path-blocked = { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann nicht { $castling ->
        [kingside] kurz
       *[queenside] lang
    } rochieren: zwischen dem König und dem Turm auf { $rook } { $count ->
        [one] steht eine Figur, auf
       *[other] stehen Figuren, auf
    } { $squares }
    .label = der Weg ist nicht frei
board-castling-in-check = { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann nicht aus dem Schach heraus { $castling ->
        [kingside] kurz
       *[queenside] lang
    } rochieren
    .label = der König steht im Schach
board-castling-attacked = { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann nicht { $castling ->
        [kingside] kurz
       *[queenside] lang
    } rochieren: der König würde über { $square } ziehen oder dort landen, und dieses Feld greift { $piece ->
         [pawn] der Bauer
         [knight] der Springer
         [bishop] der Läufer
         [rook] der Turm
         [queen] die Dame
        *[king] der König
    } von { $owner ->
        [white] Weiß
       *[black] Schwarz
    } auf { $attacker } an
    .label = über ein angegriffenes Feld
board-castling-not-legal = { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann hier nicht { $castling ->
        [kingside] kurz
       *[queenside] lang
    } rochieren
    .label = die Rochade ist nicht legal
board-castling-onto-rook-in-standard = der König auf den eigenen Turm ist die Chess960-Schreibweise der Rochade; im normalen Schach schreibt man `{ $move }`
board-castling-no-king = { $side ->
         [white] Weiß
        *[black] Schwarz
    } hat keinen König, mit dem rochiert werden könnte
board-ambiguous-castling = `{ $written }` liest sich sowohl als Rochade als auch als Königszug { $from }-{ $to }; als Rochade gewertet
    .label = gelesen als { $castling ->
            [kingside] kurze
           *[queenside] lange
        } Rochade
    .help = schreiben Sie die Rochade als Zug des Königs auf den eigenen Turm, `{ $from }{ $rook }`, das lässt sich nur auf eine Weise lesen; ein gewöhnlicher Königszug ist hier nicht zu unterscheiden
board-castling-onto-rook = `{ $written }` ist die { $castling ->
        [kingside] kurze
       *[queenside] lange
    } Rochade in der Chess960-Schreibweise, der König auf den eigenen Turm; im normalen Schach schreibt man `{ $standard }`
    .label = gelesen als { $standard }
    .help = schreiben Sie `{ $standard }`: im normalen Schach ist die Rochade der Zug des Königs auf sein Rochadefeld (5171, 5131, 5878, 5838)

## Umwandlung (B008, B009, B021, B023)

board-short-promotion = Umwandlung in der nicht standardgemäßen 4-stelligen Form: `{ $written }` gelesen als Zug von { $from } nach { $to } mit Umwandlung in { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
       *[king] einen König
    }
    .label = gelesen als { $standard }
    .help = schreiben Sie `{ $standard }`: das Zielfeld { $square } und dann die Umwandlungsziffer (1 Dame, 2 Turm, 3 Läufer, 4 Springer)
board-short-promotion-also-pawn-move = `{ $written }` liest sich auch als Bauernzug { $from }-{ $to } ohne Umwandlungsziffer: er wurde als Umwandlung in eine Dame gewertet
board-promotion-digit-missing = der Bauer erreicht auf { $to } die letzte Reihe, aber der Zug hat keine Umwandlungsziffer
    .label = in welche Figur wird der Bauer umgewandelt?
    .help = fügen Sie die Umwandlungsziffer hinzu: `{ $written }1` für eine Dame, oder 2 Turm, 3 Läufer, 4 Springer als fünfte Ziffer
board-promotion-digit-unexpected = Umwandlungsziffer bei einem Zug ohne Umwandlung: { $piece ->
        [pawn] der Bauer zieht von { $from } nach { $to }, nicht auf die letzte Reihe
       *[other] auf { $from } steht { $piece ->
            [knight] ein Springer
            [bishop] ein Läufer
            [rook] ein Turm
            [queen] eine Dame
           *[king] ein König
        }, kein Bauer
    }
    .label = hier gibt es keine Umwandlung
    .help = schreiben Sie `{ $move }` ohne die fünfte Ziffer, oder prüfen Sie den Zug
board-san-promotion-missing = der Bauer erreicht auf { $to } die letzte Reihe, aber `{ $move }` sagt nicht, in welche Figur er umgewandelt wird
    .label = in welche Figur wird der Bauer umgewandelt?
    .help = fügen Sie die Figur hinzu: `{ $move }=Q` für eine Dame, oder =R, =B, =N
board-san-promotion-unexpected = Umwandlung bei einem Zug ohne Umwandlung: der Bauer zieht von { $from } nach { $to }, nicht auf die letzte Reihe
    .label = hier gibt es keine Umwandlung
    .help = löschen Sie die Umwandlungsangabe (=Q), oder prüfen Sie den Zug
board-impossible-promotion-piece = `{ $move }` wandelt einen Bauern in { $piece ->
        [pawn] einen Bauern
        [knight] einen Springer
        [bishop] einen Läufer
        [rook] einen Turm
        [queen] eine Dame
       *[king] einen König
    } um: ein Bauer kann nicht { $piece ->
        [pawn] zum Bauern
        [knight] zum Springer
        [bishop] zum Läufer
        [rook] zum Turm
        [queen] zur Dame
       *[king] zum König
    } werden
    .label = keine solche Umwandlung
    .help = ein Bauer wird in eine Dame, einen Turm, einen Läufer oder einen Springer umgewandelt: =Q, =R, =B oder =N (in der numerischen Notation die fünfte Ziffer 1, 2, 3 oder 4)

## Züge in algebraischer Notation

board-ambiguous-san = `{ $move }` ist hier mehrdeutig
    .label = mehr als eine Figur kann diesen Zug ausführen
    .help = schreiben Sie einen von { $moves }
board-san-in-check = { $side ->
         [white] Weiß
        *[black] Schwarz
    } steht im Schach durch { $checker ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $checker_square }{ $checks ->
        [one] {""}
       *[other] {" "}und { $checker2 ->
            [pawn] den Bauern
            [knight] den Springer
            [bishop] den Läufer
            [rook] den Turm
            [queen] die Dame
           *[king] den König
        } auf { $checker2_square }
    }, und `{ $move }` hebt es nicht auf: { $has ->
        [none] { $side ->
         [white] Weiß
        *[black] Schwarz
    } hat { $piece ->
            [pawn] keinen Bauern
            [knight] keinen Springer
            [bishop] keinen Läufer
            [rook] keinen Turm
            [queen] keine Dame
           *[king] keinen König
        }
       *[some] { $piece ->
            [pawn] kein Bauer
            [knight] kein Springer
            [bishop] kein Läufer
            [rook] kein Turm
            [queen] keine Dame
           *[king] kein König
        } von { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann { $to } erreichen
    }
    .label = der König steht im Schach
board-san-no-piece = `{ $move }` ist hier kein legaler Zug: { $has ->
        [none] { $side ->
         [white] Weiß
        *[black] Schwarz
    } hat { $piece ->
            [pawn] keinen Bauern
            [knight] keinen Springer
            [bishop] keinen Läufer
            [rook] keinen Turm
            [queen] keine Dame
           *[king] keinen König
        }
       *[some] { $piece ->
            [pawn] kein Bauer
            [knight] kein Springer
            [bishop] kein Läufer
            [rook] kein Turm
            [queen] keine Dame
           *[king] kein König
        } von { $side ->
         [white] Weiß
        *[black] Schwarz
    } kann { $to } erreichen
    }
    .label = regelwidriger Zug
board-same-square-help = eine Figur muss auf ein anderes Feld ziehen, und weder eine 4-stellige Umwandlung noch eine Chess960-Rochade passt hier; wahrscheinlich wurde eines der beiden Felder falsch abgeschrieben: { $instead }

## Das Nachspielen einer Zugfolge

board-move-after-end = Zug nach dem Ende der Partie: { $side ->
         [white] Weiß
        *[black] Schwarz
    } ist { $ending ->
        [checkmate] matt
       *[stalemate] patt
    }
    .label = die Partie ist bereits zu Ende
    .help = löschen Sie die Züge nach dem Ende der Partie, oder prüfen Sie die Züge davor
    .related = { $ending ->
            [checkmate] matt
           *[stalemate] patt
        }
board-unchecked-moves = { $this_move ->
        [yes] { $later ->
            [0] dieser Zug wurde nicht auf dem Brett geprüft
            [1] dieser Zug und der 1 folgende Zug dieser Zugfolge wurden nicht auf dem Brett geprüft
           *[other] dieser Zug und die { $later } folgenden Züge dieser Zugfolge wurden nicht auf dem Brett geprüft
        }
       *[no] { $later ->
            [1] der 1 folgende Zug dieser Zugfolge wurde nicht auf dem Brett geprüft
           *[other] die { $later } folgenden Züge dieser Zugfolge wurden nicht auf dem Brett geprüft
        }
    }
    .label = hier hat das Brett angehalten
board-unchecked-moves-write-numeric = schreiben Sie `{ $move }`, denselben Zug in numerischer Notation, und prüfen Sie erneut, um den Rest nachzuspielen
board-unchecked-moves-correct = korrigieren Sie diesen Zug (siehe den Fehler dazu) und prüfen Sie erneut, um den Rest nachzuspielen
board-checking-piece-arrived = dieser Zug brachte die schachgebende Figur nach { $square }
board-wrong-check-mark = { $mark ->
        [mate-on-check] `#` bei einem Zug, der Schach bietet, aber nicht mattsetzt
        [mate-on-no-check] `#` bei einem Zug, der kein Schach gibt
       *[check-on-no-check] `+` bei einem Zug, der kein Schach gibt
    }
    .label = { $check ->
            [yes] nur Schach
           *[no] kein Schach
        }
    .help = löschen Sie das Zeichen (die numerische Notation verwendet weder + noch #), oder prüfen Sie, ob der Zug der gespielte ist
board-unreadable-move = `{ $move }` lässt sich nicht als Zug lesen
    .label = { $notation ->
            [san] keine algebraische Notation (SAN)
            [coordinate] kein Koordinatenzug
           *[numeric] kein Zug in numerischer Notation
        }
    .help = { $notation ->
            [san] SAN verwendet die englischen Figurenbuchstaben K Q R B N, wie in Nf3, exd5, e8=Q, O-O
            [coordinate] ein Koordinatenzug besteht aus zwei Feldern a1-h8 und einem optionalen Umwandlungsbuchstaben q, r, b oder n, wie in e2e4 oder e7e8q
           *[numeric] ein Zug in numerischer Notation besteht aus Ausgangsfeld und Zielfeld, je zwei Ziffern 1-8 (Linie, Reihe), und einer Umwandlungsziffer 1-4, wenn ein Bauer umgewandelt wird, wie in 5254 oder 57581
        }
board-null-move-in-check = Nullzug `{ $move }`, während { $side ->
         [white] Weiß
        *[black] Schwarz
    } im Schach steht
    .label = die Seite am Zug steht im Schach
    .help = ein Nullzug kann aus einer Schachstellung nicht nachgespielt werden: schreiben Sie den Zug, der gespielt wurde
board-repair-candidates = vielleicht einer von { $deleted ->
        [first] der gelöschte Zug, { $after }
        [middle] { $before }, der gelöschte Zug, { $after }
        [last] { $before }, der gelöschte Zug
       *[none] { $before }
    }, die gleich gut zu den folgenden Zügen passen: prüfen Sie das Partieformular

board-repair-candidates-went-on = die Züge danach wurden mit { $move } geprüft

## Das Ergebnis (B012)

board-result-contradicts-position = { $place ->
        [marker] das Ergebnis
       *[tag] der Result-Tag
    } { $written } widerspricht der Schlussstellung: { $why }
    .label = erwartet { $expected }
    .help = die Partie ist auf dem Brett beendet ({ $why }): { $tag_too ->
            [yes] schreiben Sie { $expected } hier und im Result-Tag
           *[no] schreiben Sie { $expected }
        }
board-ending = { $ending ->
        [checkmate] { $side ->
         [white] Weiß
        *[black] Schwarz
    } ist matt
        [stalemate] { $side ->
         [white] Weiß
        *[black] Schwarz
    } ist patt
       *[dead] keine Seite kann mattsetzen ({ $white } gegen { $black }), eine tote Stellung
    }
board-material = { $side ->
         [white] Weiß
        *[black] Schwarz
    }: { $alone ->
        [yes] König allein
       *[no] König und { $pieces }
    }
board-material-pieces = { $first ->
        [yes] {""}
       *[no] { $before } und {""}
    }{ $piece ->
         [pawn] Bauer
         [knight] Springer
         [bishop] Läufer
         [rook] Turm
         [queen] Dame
        *[king] König
    }
board-result-tag-says = { $same ->
        [yes] der Result-Tag sagt auch { $result }
       *[no] der Result-Tag sagt { $result }, ebenfalls falsch
    }
board-game-ends-here = hier endet die Partie

## Die Ausgangsstellung: die Tags Variant und FEN

board-unsupported-variant = die Variante `{ $name }` wird nicht auf dem Brett geprüft
    .label = weder normales Schach noch Chess960
    .help = nur die Notation dieser Partie wurde geprüft; ihre Züge folgen den Regeln einer anderen Variante
board-fen-move-number-zero = die Zugnummer des FEN ist 0; Zugnummern beginnen bei 1
    .label = gelesen als 1
    .help = schreiben Sie 1 als letztes Feld des FEN und nummerieren Sie den ersten Zug der Partie mit 1; Programme lesen 0 als 1
board-invalid-fen = der FEN-Tag ist keine gültige Stellung: { $problems }
    .label = ungültiger FEN
    .help = kopieren Sie den FEN erneut aus der Quelle der Partie (sechs Felder, z. B. rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1); kein Zug dieser Partie wird geprüft
board-fen-field-count = er hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }; ein FEN hat 6: das Brett, die Seite am Zug, die Rochaderechte, das En-passant-Feld, den Halbzugzähler und die Zugnummer
board-fen-rank-count = das Brett hat { $count ->
        [one] { $count } Reihe
       *[other] { $count } Reihen
    }; es braucht 8, getrennt durch /
board-fen-not-a-piece = `{ $letter }` auf Reihe { $rank } ist weder ein Figurenbuchstabe (PNBRQK, pnbrqk) noch eine Anzahl leerer Felder
board-fen-rank-squares = Reihe { $rank } (`{ $text }`) hat { $count ->
        [one] { $count } Feld
       *[other] { $count } Felder
    }; jede Reihe hat 8
board-fen-side = die Seite am Zug ist `{ $value }`; sie muss w oder b sein
board-fen-castling = die Rochaderechte `{ $value }` müssen - oder Buchstaben aus KQkq sein (oder Linien A-H, a-h)
board-fen-en-passant = das En-passant-Feld `{ $value }` muss - oder ein Feld auf Reihe 3 oder 6 sein
board-fen-not-a-number = { $field ->
        [halfmove-clock] der Halbzugzähler
       *[move-number] die Zugnummer
    } `{ $value }` ist keine Zahl
board-fen-position = { $problem ->
        [empty-board] auf dem Brett steht keine Figur
        [missing-king] ein König fehlt
        [too-many-kings] eine Seite hat mehr als einen König
        [pawns-on-back-rank] auf der ersten oder letzten Reihe stehen Bauern
        [opposite-check] die Seite, die nicht am Zug ist, steht im Schach
       *[other] shakmaty kann die Stellung nicht aufbauen
    }
board-fen-unreadable = { $part ->
        [board] ungültiger Brettteil im FEN
        [pocket] ungültige Reserve im FEN
        [turn] ungültige Seite am Zug im FEN
        [castling] ungültige Rochaderechte im FEN
        [ep-square] ungültiges En-passant-Feld im FEN
        [remaining-checks] ungültige verbleibende Schachs im FEN
        [halfmove-clock] ungültiger Halbzugzähler im FEN
        [fullmoves] ungültige Zugnummer im FEN
       *[fen] ungültiger FEN
    }
board-fen-more-problems = und { $count ->
        [one] { $count } weiteres Problem
       *[other] { $count } weitere Probleme
    }
board-fen-chess960-castling-rights = die FEN gibt die Rochaderechte `{ $letters }`, die nur Chess960 erlaubt: im Standardschach rochiert ein König nur von seinem Feld auf der e-Linie, mit den Türmen in den Ecken
    .label = Chess960-Rochaderechte
    .help = wenn die Partie Chess960 ist, fügen Sie den Tag [Variant "Chess960"] hinzu; wenn Könige oder Türme gezogen haben, haben sie diese Rechte verloren: löschen Sie die Buchstaben aus dem Rochadefeld der FEN (schreiben Sie `-`, wenn kein Recht bleibt). Die Partie wurde als Chess960 nachgespielt
board-fen-chess960-castling-right = der FEN gibt das Rochaderecht `{ $letter }`, aber { $king_on ->
        [square] der { $side ->
            [white] weiße
           *[black] schwarze
        } König steht auf { $king }
       *[none] { $side ->
            [white] Weiß
           *[black] Schwarz
        } hat keinen König
    }: im normalen Schach rochiert er nur von seinem Feld auf der e-Linie; nur Chess960 erlaubt dieses Recht
    .label = ein Chess960-Rochaderecht
    .help = hat der König gezogen, hat er das Recht verloren: löschen Sie `{ $letter }` aus dem Rochadefeld des FEN (schreiben Sie `-`, wenn kein Recht übrig bleibt); ist die Partie Chess960, fügen Sie den Tag [Variant "Chess960"] hinzu. Die Partie wurde als Chess960 nachgespielt
board-fen-chess960-castling-rook = der FEN gibt das Rochaderecht `{ $letter }`, aber auf { $corner } steht kein { $side ->
        [white] weißer
       *[black] schwarzer
    } Turm: im normalen Schach rochiert der König nur mit dem Turm in der Ecke; nur Chess960 erlaubt dieses Recht, mit dem Turm auf { $rook }
    .label = ein Chess960-Rochaderecht
    .help = hat der Turm gezogen, ist das Recht verloren: löschen Sie `{ $letter }` aus dem Rochadefeld des FEN (schreiben Sie `-`, wenn kein Recht übrig bleibt); ist die Partie Chess960, fügen Sie den Tag [Variant "Chess960"] hinzu. Die Partie wurde als Chess960 nachgespielt
board-fen-castling-right-dropped = der FEN gibt das Rochaderecht `{ $letter }`, aber { $reason ->
        [king-off-first-rank] der { $side ->
            [white] weiße
           *[black] schwarze
        } König steht nicht auf seiner ersten Reihe
        [no-rook] auf { $square } steht kein { $side ->
            [white] weißer
           *[black] schwarzer
        } Turm
        [standard] im normalen Schach rochiert der { $side ->
            [white] weiße
           *[black] schwarze
        } König von seinem Feld auf der e-Linie mit einem Turm in der Ecke
       *[cannot-castle] der { $side ->
            [white] weiße
           *[black] schwarze
        } König und der Turm auf { $square } können nicht rochieren
    }
    .label = kein solches Rochaderecht
    .help = löschen Sie `{ $letter }` aus dem Rochadefeld des FEN (schreiben Sie `-`, wenn kein Recht übrig bleibt); die Partie wurde ohne dieses Recht nachgespielt, so wie python-chess es liest
board-fen-en-passant-dropped = das En-passant-Feld { $square } des FEN ist unmöglich: { $reason ->
        [wrong-rank] wenn { $side ->
         [white] Weiß
        *[black] Schwarz
    } am Zug ist, muss es auf Reihe { $rank } liegen
        [no-pawn] davor steht kein { $other ->
            [white] weißer
           *[black] schwarzer
        } Bauer, wie nach einem Doppelschritt
       *[occupied] das übersprungene Feld oder das Ausgangsfeld des Bauern ist besetzt
    }
    .label = davor kein Doppelschritt eines Bauern
    .help = schreiben Sie `-` als En-passant-Feld des FEN; die Partie wurde ohne es nachgespielt, so wie python-chess es liest
