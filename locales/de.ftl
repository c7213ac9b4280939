## Beltboards Wörter auf Deutsch. Die Zugnotation (SAN mit englischen
## Buchstaben, Bänder wie e+1) wird nie übersetzt. Ein Band (belt) wird
## verschoben wie ein Förderband.

## Glossar (die gewählten Wörter, überall gleich): Band (belt: eine Linie
## oder Reihe, verschoben wie ein Förderband), Bandzug (belt move), Zug (turn: der
## ganze Zug, in Full Belt Chess ein Schachzug und dann ein Bandzug; in
## Schach ohne Bauern einfach der Zug), Schachzug (normal move: der Zug
## einer Figur oder eines Bauern wie im Schach, vor dem Bandzug),
## Schach, Matt, Patt, aufgeben, Remis durch dreimalige Stellungswiederholung,
## Linie, Reihe, Dame, Turm, Läufer, Springer, KI (AI), Aufgabe (puzzle),
## Auswertung (review), grober Fehler / Fehler / Ungenauigkeit.

-beltboard = Beltboard
# Full Belt Chess bleibt englisch: der Eigenname, den der Erfinder der
# Variante gab, in lateinischer Schrift lesbar und so in der Schachvarianten-
# Gemeinde gebraucht; was ein Band ist, sagen die Regeln.
-full-belt = Full Belt Chess
# Schach ohne Bauern beschreibt das Spiel statt es zu benennen: übersetzt.
-no-pawns = Schach ohne Bauern

## Rückgängig und Wiederholen nehmen ganze Züge zurück und spielen sie
## wieder; „Schachzug zurücknehmen“ nimmt nur den Schachzug des Zuges zurück,
## der gerade entsteht.

## Die installierte App

app-name = { -beltboard }
app-description = Zwei seltene Schachvarianten, { -full-belt } und { -no-pawns }: gegen den Computer oder mit Freunden im Browser, online und offline.
language-name = Deutsch

## Varianten

variant-full-belt = { -full-belt }
variant-no-pawns = { -no-pawns }

## Wer am Zug ist

side-to-move = { $side ->
    [white] Weiß am Zug
   *[black] Schwarz am Zug
}
belt-phase = { $side ->
    [white] Weiß: jetzt ein Band verschieben
   *[black] Schwarz: jetzt ein Band verschieben
}

## Das Ende einer Partie

outcome-checkmate = { $winner ->
    [white] Weiß gewinnt durch Schachmatt
   *[black] Schwarz gewinnt durch Schachmatt
}
outcome-capture = { $winner ->
    [white] Weiß gewinnt: der König hat eine ungedeckte Figur geschlagen
   *[black] Schwarz gewinnt: der König hat eine ungedeckte Figur geschlagen
}
outcome-resignation = { $winner ->
    [white] Weiß gewinnt: Schwarz hat aufgegeben
   *[black] Schwarz gewinnt: Weiß hat aufgegeben
}
outcome-time = { $winner ->
    [white] Weiß gewinnt auf Zeit
   *[black] Schwarz gewinnt auf Zeit
}
outcome-time-draw = { $flagged ->
    [white] Remis: Weiß hat die Zeit überschritten, aber Schwarz kann nicht gewinnen
   *[black] Remis: Schwarz hat die Zeit überschritten, aber Weiß kann nicht gewinnen
}
outcome-stalemate = Remis durch Patt
outcome-repetition = Remis durch dreifache Stellungswiederholung
outcome-fifty-moves = Remis durch die 50-Züge-Regel
outcome-bare-kings = Remis: nur die beiden Könige sind übrig
outcome-agreement = Remis durch Vereinbarung

## Was die Engine findet

wins-in = { $side ->
    [white] { $turns ->
        [one] Weiß gewinnt in { $turns } Zug
       *[other] Weiß gewinnt in { $turns } Zügen
    }
   *[black] { $turns ->
        [one] Schwarz gewinnt in { $turns } Zug
       *[other] Schwarz gewinnt in { $turns } Zügen
    }
}

## Anzahlen

games-count = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}

## Aktionen

action-new-game = Neue Partie
action-undo = Rückgängig
    .title = Den letzten Zug zurücknehmen
action-resign = Aufgeben
action-offer-draw = Remis anbieten
action-rematch = Revanche
action-flip = Drehen
    .title = Das Brett umdrehen
prefs-language = Sprache
clock-low = Wenig Zeit

action-redo = Wiederholen
    .title = Einen zurückgenommenen Zug wieder spielen
action-hint = Tipp
    .title = Die KI um einen Vorschlag bitten
action-threat = Drohung
    .title = Womit könnte der Gegner sofort gewinnen, wenn er am Zug wäre?
action-pause-ai = Pause
action-resume-ai = Weiter
action-step-ai = Ein Zug
action-rules = Regeln
action-share = Teilen
    .title = Ein Link zu dieser Partie, ihr PGN und FEN
action-analyse = Analyse
    .title = Diese Stellung mit der Engine analysieren (a)
action-review = Auswertung
    .title = Die Partie mit der Engine auswerten: Fehler markiert, ein Bewertungsgraph
action-editor = Editor
    .title = Eine Stellung im Brett-Editor aufbauen
action-puzzles = Aufgaben
    .title = Aufgaben, um dieses Spiel zu lernen: Ihre Partie wartet hier
action-puzzles-loading = Aufgaben…
action-games = Partien
    .title = Alle in diesem Browser gespeicherten Partien
action-prefs = Einstellungen
    .title = Tempo der KI-Züge, der Drohungsassistent
controls-label = Partie

## Die Seite

page-title = { -beltboard }: { -full-belt } und { -no-pawns }
prefs-language-browser = Sprache des Browsers
notice-language-unavailable = { $language } konnte nicht geladen werden: Die Seite behält ihre Sprache.
notice-part-unavailable = Dieser Teil von Beltboard konnte nicht geladen werden (offline, bevor er gespeichert war?): Prüfe die Verbindung und versuche es erneut.

## Die Statuszeile

status-viewing-half = Ansicht von { $turn } zur Hälfte, vor dem Bandzug: zum letzten Zug gehen, um zurückzukehren
status-viewing = Ansicht der Stellung nach { $turn }: zum letzten Zug gehen, um zurückzukehren
status-viewing-start = Ansicht der Ausgangsstellung: zum letzten Zug gehen, um zurückzukehren
status-puzzle-over = Die Aufgabe ist vorbei: „Nächste“ für eine weitere oder „Nochmal“.
status-puzzle-refuted = Nicht dieser: Die Antwort, die ihn bestraft, ist markiert. „Nochmal“ für einen neuen Versuch.
status-ai-thinking = { $side ->
    [white] Weiß (KI) denkt nach…
   *[black] Schwarz (KI) denkt nach…
}
status-ai-thinking-progress = { $side ->
    [white] Weiß (KI) denkt nach… { $progress }
   *[black] Schwarz (KI) denkt nach… { $progress }
}
status-belt = { $side ->
    [white] Weiß: jetzt ein Band verschieben (Pfeile, oder entlang einer Linie oder Reihe ziehen), dann bestätigen.
   *[black] Schwarz: jetzt ein Band verschieben (Pfeile, oder entlang einer Linie oder Reihe ziehen), dann bestätigen.
}
# The belt phase once a shift is shown on the board (belt: f-file ↑4).
status-belt-shown = { $side ->
    [white] Weiß: { $belt } wird gezeigt; bestätigen oder weiter verschieben.
   *[black] Schwarz: { $belt } wird gezeigt; bestätigen oder weiter verschieben.
}
status-belt-refused = { $side ->
    [white] Weiß: { $belt } ist nicht möglich: { $why }. Ein anderes Band verschieben oder rückgängig machen.
   *[black] Schwarz: { $belt } ist nicht möglich: { $why }. Ein anderes Band verschieben oder rückgängig machen.
}
status-promotion = { $side ->
    [white] Weiß: die Umwandlungsfigur wählen.
   *[black] Schwarz: die Umwandlungsfigur wählen.
}
status-move-belts = { $side ->
    [white] Weiß am Zug: einen Schachzug machen.
   *[black] Schwarz am Zug: einen Schachzug machen.
}
status-move = { $side ->
    [white] Weiß am Zug.
   *[black] Schwarz am Zug.
}
status-check = Schach!
status-hint = Tipp: { $turn }
status-ai-info = KI: { $progress }
status-looking-for-hint = Suche nach einem Tipp…
status-looking-for-hint-progress = Suche nach einem Tipp… { $progress }

## Bänder: ein Band ist eine Linie oder eine Reihe; die Pfeile verschieben es

belt-name = { $kind ->
    [file] { $name }-Linie
   *[rank] { $name }. Reihe
}
# A belt in the move list, the status and the confirm button, before its arrow and distance (f-file ↑4): short.
belt-short = { $kind ->
    [file] { $name }-Linie
   *[rank] { $name }. Reihe
}
belt-name-start = { $kind ->
    [file] { $name }-Linie
   *[rank] { $name }. Reihe
}
belt-shift-one = { $kind ->
    [file] { $dir ->
        [up] { $name }-Linie um ein Feld nach oben verschieben
       *[down] { $name }-Linie um ein Feld nach unten verschieben
    }
   *[rank] { $dir ->
        [right] { $name }. Reihe um ein Feld nach rechts verschieben
       *[left] { $name }. Reihe um ein Feld nach links verschieben
    }
}
belt-pad-label = Die Bänder durch dieses Feld verschieben
belt-pad-shift = { $kind ->
    [file] { $dir ->
        [up] Die { $name }-Linie um ein Feld nach oben verschieben
       *[down] Die { $name }-Linie um ein Feld nach unten verschieben
    }
   *[rank] { $dir ->
        [right] Die { $name }. Reihe um ein Feld nach rechts verschieben
       *[left] Die { $name }. Reihe um ein Feld nach links verschieben
    }
}
belt-pad-button = { $kind ->
    [file] { $name }-Linie
   *[rank] { $name }. Reihe
}
belt-refused = { $kind ->
    [file] { $name }-Linie: { $why }
   *[rank] { $name }. Reihe: { $why }
}
refusal-forbidden = der Gegner hat dieses Band im letzten Zug verschoben
refusal-empty = auf diesem Band steht keine Figur
refusal-no-change = diese Verschiebung würde nichts ändern
refusal-own-king = Ihr König stünde im Schach
refusal-first-turn-check = der erste Zug von Weiß darf kein Schach geben
refusal-belt-check = ein Bandzug darf kein Schach geben (Regel „kein Bandschach“)
refusal-no-belts = Schach ohne Bauern hat keine Bandzüge

## Die Knöpfe des Bandzugs

belt-confirm = Bestätigen
belt-confirm-shift = { $belt } bestätigen
belt-confirm-anyway = Trotzdem bestätigen
belt-confirm-title = Diesen Bandzug spielen
belt-go-back = Zurück
belt-undo-shift = Verschiebung zurück
belt-take-back = Schachzug zurücknehmen
belt-how-keys = Enter bestätigt; Escape nimmt die Verschiebung zurück.
belt-how = Bestätigen, um diesen Zug zu spielen, oder die Verschiebung zurücknehmen.
belt-how-shift = Ein Band verschieben: ein Pfeil, Ziehen oder ein Feld antippen.
belt-idle = Nach dem Schachzug der Bandzug: eine Reihe oder Linie verschieben, dann hier bestätigen.
assist-show-reply = Antwort zeigen
assist-hide-reply = Antwort verbergen

## Durch die Partie gehen

history-label = Durch die Partie gehen
history-first = Zum Anfang
history-prev = Einen halben Zug zurück
    .title = Zurück: der Schachzug, dann das Band
history-next = Einen halben Zug vor
    .title = Vor: der Schachzug, dann das Band
history-last = Zur laufenden Partie
history-replay = Erneut zeigen
    .title = Den letzten Zug noch einmal zeigen: der Schachzug, dann das Band
with-key = { $words } ({ $key })
key-home = Pos1
key-end = Ende

## Die Zugliste und das Eingabefeld

moves-heading = Züge
moves-start = Anfang
move-box-label = Einen Zug eingeben
move-box-play = Spielen

## Hinweise, Dialoge, Kopieren

notice-dismiss = Schließen
    .title = Diesen Hinweis schließen
dialog-close = Schließen
dialog-opening = Wird geöffnet…
resign-title = Diese Partie aufgeben?
resign-text = Aufgeben beendet die Partie als Niederlage. „Rückgängig“ kann es zurücknehmen.
resign-keep-playing = Weiterspielen
promotion-title = Umwandlung auf { $square }
copy-done = Kopiert.
copy-refused = Der Browser hat das Kopieren nicht erlaubt: Der Text ist markiert, kopieren Sie ihn mit Strg+C (⌘C).
copy = Kopieren
relay-send = { $side ->
    [white] Spiel per Link? Schicken Sie Weiß diesen Link:
   *[black] Spiel per Link? Schicken Sie Schwarz diesen Link:
}

## Figuren

piece-queen = Dame
piece-rook = Turm
piece-bishop = Läufer
piece-knight = Springer

## Abzeichen

badge-howe = Howes Aufstellung
badge-one-king = Ein König je Seite
badge-no-belt-check = Kein Bandschach

## Rückmeldung auf eine abgelehnte Aktion

feedback-belt-refused = { $kind ->
    [file] Die { $name }-Linie kann nicht verschoben werden: { $why }
   *[rank] Die { $name }. Reihe kann nicht verschoben werden: { $why }
}
feedback-not-one-belt = { $from } und { $to } liegen nicht auf derselben Linie oder Reihe: Ein Band bewegt sich entlang einer Linie oder einer Reihe
feedback-no-belt = Zuerst einen Bandzug wählen: ein Pfeil, oder entlang einer Linie oder Reihe ziehen
feedback-shift-refused = Bandzug { $belt }: { $why }
feedback-game-over = Die Partie ist vorbei: Eine neue Partie beginnen, um weiterzuspielen
feedback-ai-to-move = Warten Sie auf den Zug der KI
feedback-viewing = Zur aktuellen Stellung zurückkehren (den letzten Zug anklicken), um zu spielen
feedback-ai-refused = Der Zug der KI wurde abgelehnt: { $why }
feedback-ai-failed = Die KI konnte nicht ziehen: { $why }

## Hinweise

notice-link-ignored = Ein Teil dieses Links wurde ignoriert: { $why }.
notice-save-set-aside = Ihre gespeicherte Partie konnte nicht fortgesetzt werden: { $why }. Sie wurde beiseitegelegt (im Speicher dieses Browsers als '{ $key }') und eine neue Partie begonnen.
notice-relay-your-move = { $side ->
    [white] Ihr Zug mit Weiß: Spielen Sie Ihren Zug und schicken Sie dann den Link unter dem Brett an Ihren Gegner.
   *[black] Ihr Zug mit Schwarz: Spielen Sie Ihren Zug und schicken Sie dann den Link unter dem Brett an Ihren Gegner.
}
notice-relay-mismatch = Dieser Link für das Spiel per Link ist nicht stimmig: { $why }. Seine Partie wird so gezeigt, wie sie steht.
notice-resignation-taken-back = Die Aufgabe wurde zurückgenommen: Die Partie geht weiter.
notice-lesson = Probieren Sie die Regel hier aus und spielen Sie beide Seiten. Ihre Partie bleibt erhalten: Öffnen Sie sie wieder unter „Partien“.
notice-storage-refused = Dieser Browser lässt Beltboard keine Partien speichern: Das Spiel geht weiter, aber diese Partie wird nicht aufbewahrt.
notice-puzzle-not-found = Es gibt keine Aufgabe „{ $id }“: Prüfen Sie den Link. Ihre Partie ist, wie Sie sie verlassen haben.
notice-puzzles-unavailable = Die Aufgaben konnten nicht geöffnet werden ({ $why }). Ihre Partie ist, wie Sie sie verlassen haben.

## Der Drohungsassistent

assist-safe = Sicher
assist-allows-win = Erlaubt einen Gewinn in einem Zug
assist-confirm-anyway = { $kind ->
    [capture] Das erlaubt ein Schlagen durch den König: trotzdem bestätigen?
    [mate] Das erlaubt ein Matt in einem Zug: trotzdem bestätigen?
   *[unknown] Das erlaubt einen Gewinn in einem Zug: trotzdem bestätigen?
}
assist-reply = { $kind ->
    [capture] Ihre Antwort: { $turn } (der König schlägt)
   *[mate] Ihre Antwort: { $turn } (Matt in einem Zug)
}
threat-found = { $side ->
    [white] { $kind ->
        [capture] Drohung: Wäre Weiß am Zug, könnte Weiß { $turn } spielen (der König schlägt)
       *[mate] Drohung: Wäre Weiß am Zug, könnte Weiß { $turn } spielen (Matt in einem Zug)
    }
   *[black] { $kind ->
        [capture] Drohung: Wäre Schwarz am Zug, könnte Schwarz { $turn } spielen (der König schlägt)
       *[mate] Drohung: Wäre Schwarz am Zug, könnte Schwarz { $turn } spielen (Matt in einem Zug)
    }
}
threat-none = { $side ->
    [white] Keine Drohung: Weiß hat keinen Gewinn in einem Zug
   *[black] Keine Drohung: Schwarz hat keinen Gewinn in einem Zug
}
threat-looking = Suche nach einer Drohung…
threat-in-check = Sie stehen im Schach: Das ist die Drohung, parieren Sie sie
threat-game-over = Die Partie ist vorbei

## Bewertung und Fortschritt der Engine

eval-mate = Matt
eval-even = ausgeglichen
eval-for = { $side ->
    [white] { $score } für Weiß
   *[black] { $score } für Schwarz
}
progress-eval = Tiefe { $depth } · { $eval } · { $nodes } Knoten
progress = Tiefe { $depth } · { $nodes } Knoten
engine-off = Die Engine ist aus: Starten Sie sie (oder drücken Sie die Leertaste), um die besten Varianten zu sehen.
engine-over = Die Partie ist hier vorbei: nichts zu analysieren.
engine-thinking = Die Engine rechnet…
engine-depth = Tiefe { $depth } · { $nodes } Stellungen
engine-proven = { $side ->
    [white] { $turns ->
        [one] Bewiesen: Weiß setzt sofort matt mit { $turn }
       *[other] Bewiesen: Weiß erzwingt Matt in höchstens { $turns } Zügen, beginnend mit { $turn }
    }
   *[black] { $turns ->
        [one] Bewiesen: Schwarz setzt sofort matt mit { $turn }
       *[other] Bewiesen: Schwarz erzwingt Matt in höchstens { $turns } Zügen, beginnend mit { $turn }
    }
}
nodes-thousands = { $number } Tsd.
nodes-millions = { $number } Mio.

## Partieauswertung

mark-blunder = Grober Fehler
mark-mistake = Fehler
mark-inaccuracy = Ungenauigkeit
review-blunder = { $side ->
    [white] Grober Fehler: Er lässt Weiß sofort mit { $turn } gewinnen
   *[black] Grober Fehler: Er lässt Schwarz sofort mit { $turn } gewinnen
}
review-drop = { $mark ->
    [mistake] Fehler: Die Bewertung fällt um { $pawns } Bauern
   *[inaccuracy] Ungenauigkeit: Die Bewertung fällt um { $pawns } Bauern
}
review-missed = Gewinn in einem Zug verpasst: { $turn }
review-missed-also = Gewinn in einem Zug verpasst: { $turn }
review-better = Besser war { $turn }
review-better-eval = Besser war { $turn } ({ $eval })
review-done = { $total ->
    [one] Auswertung fertig: { $total } Stellung.
   *[other] Auswertung fertig: { $total } Stellungen.
}
review-running = { $total ->
    [one] Auswertung läuft… { $done } von { $total } Stellung
   *[other] Auswertung läuft… { $done } von { $total } Stellungen
}
review-paused = { $total ->
    [one] Auswertung angehalten bei { $done } von { $total } Stellung: fortsetzen, um weiterzumachen.
   *[other] Auswertung angehalten bei { $done } von { $total } Stellungen: fortsetzen, um weiterzumachen.
}

## Partiebetrachter, eingebettete Seite

viewer-start = Anfang (0/{ $turns })
viewer-half = { $turn }, dann das Band ({ $ply }/{ $turns })
viewer-turn = { $turn } ({ $ply }/{ $turns })
left-out = Weggelassen: { $problems }

## Aufgaben

puzzle-task = { $kind ->
    [win1] { $side ->
        [white] Weiß am Zug: sofort gewinnen
       *[black] Schwarz am Zug: sofort gewinnen
    }
    [win2] { $side ->
        [white] Weiß am Zug: in zwei Zügen gewinnen (was auch immer die Antwort ist, im nächsten Zug gewinnen)
       *[black] Schwarz am Zug: in zwei Zügen gewinnen (was auch immer die Antwort ist, im nächsten Zug gewinnen)
    }
   *[defend] { $side ->
        [white] Weiß am Zug: einen Zug finden, der nicht sofort verliert
       *[black] Schwarz am Zug: einen Zug finden, der nicht sofort verliert
    }
}
difficulty-easy = Leicht
difficulty-medium = Mittel
difficulty-hard = Schwer
puzzle-rating-most = { $difficulty } ({ $rating }): Die meisten legalen Züge lösen sie
puzzle-rating-one-in = { $difficulty } ({ $rating }): Etwa 1 von { $n } legalen Zügen löst sie

# issue 24 (second part): Teilen, Partien, Analysebrett, Studio

side-name = { $side ->
    [white] Weiß
   *[black] Schwarz
}
start-full-belt = { -full-belt }
start-full-belt-howe = { -full-belt }, Howes Aufstellung
start-no-pawns = { -no-pawns }
start-no-pawns-one-king = { -no-pawns }, ein König je Seite
share-title = Teilen, exportieren und importieren
share-link = Link zu dieser Partie
share-copy-link = Link kopieren
share-link-note = Die ganze Partie steht im Link, nach dem #: Wer ihn öffnet, sieht diese Partie und kann sie weiterspielen.
share-pgn = Die Partie als PGN
share-copy-pgn = PGN kopieren
share-download-pgn = PGN herunterladen
share-download-failed = Der Download konnte nicht starten: Kopieren Sie stattdessen das PGN.
share-fen = Die Stellung als FEN
share-copy-fen = FEN kopieren
share-import = Partie oder Stellung laden: eine PGN-Partie oder eine FEN einfügen
share-import-example = [Variant "Full Belt Chess"] 1. Nf3 f+4 …   oder   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
share-load = Laden
import-empty = Fügen Sie zuerst eine PGN-Partie oder eine FEN-Stellung ein.
import-pgn = Dieses PGN lässt sich nicht laden: { $why }.
import-fen = Diese Stellung lässt sich nicht aufbauen: { $why }.
library-title = Ihre Partien
library-empty = In diesem Browser ist noch keine Partie gespeichert.
library-unreadable = { $count ->
    [one] { $count } gespeicherter Eintrag ist für diese Version nicht lesbar; er bleibt erhalten und wird nicht gelöscht.
   *[other] { $count } gespeicherte Einträge sind für diese Version nicht lesbar; sie bleiben erhalten und werden nicht gelöscht.
}
library-export = Alle als PGN exportieren
library-open = Öffnen
library-delete = Löschen
library-here = Läuft hier
library-vs-ai-white = Sie (Weiß) gegen die KI
library-vs-ai-black = Sie (Schwarz) gegen die KI
library-two-players = Zwei Spieler
library-ai-vs-ai = KI gegen KI
library-live = { $side ->
    [white] Live: Sie (Weiß) gegen einen Freund
   *[black] Live: Sie (Schwarz) gegen einen Freund
}
library-in-progress = läuft
library-draw = Remis
library-white-won = Weiß hat gewonnen
library-black-won = Schwarz hat gewonnen
# Moves as a move list numbers them: White's turn and Black's reply are one.
library-line = { $moves ->
    [one] { $date } · { $result } · { $moves } Zug
   *[other] { $date } · { $result } · { $moves } Züge
}
library-over = { $result } ({ $reason })
analysis-badge = Analyse · { $start }
analysis-back = Zurück zur Partie
analysis-flip = Brett drehen
analysis-pgn = PGN mit Varianten
analysis-pgn-label = Diese Analyse: alle Varianten, Kommentare und Bewertungen
analysis-import-label = Ein PGN öffnen (Varianten und Kommentare bleiben erhalten)
analysis-open = Öffnen
review-cancel = Auswertung abbrechen
review-resume = Auswertung fortsetzen
review-start = Partie auswerten
    .title = Jede Stellung der Partie analysieren und ihre Fehler markieren
review-budget = Zeit pro Stellung
review-label = Partieauswertung
review-intro = Die Auswertung findet grobe Fehler (??), Fehler (?) und Ungenauigkeiten (?!) beider Seiten.
review-show-better = Besseren Zug zeigen
    .title = Den Zug der Engine auf dem Brett zeigen
review-missed-win = Gewinn verpasst
    .title = Gewinn in einem Zug verpasst
review-graph-label = Bewertung nach jedem Zug aus Sicht von Weiß: Ein Klick zeigt diesen Zug
tree-label = Züge und Varianten
tree-empty = Noch kein Zug: Spielen Sie einen auf dem Brett.
tree-promote = Hochstufen
    .title = Diese Nebenvariante eine Stelle nach oben schieben
tree-make-main = Zur Hauptvariante
tree-delete = Löschen
    .title = Diesen Zug und alles danach löschen
tree-comment = Kommentar zu diesem Zug
studio-title = { -beltboard }-Studio
studio-text = Diese Seite zeichnet Diagramme für andere Seiten (ihre Adresse enthält dann view=1 und eine Stellung, fen=…) und enthält den Bretteditor.
studio-play = { -beltboard } spielen
studio-editor = Bretteditor
diagram-label = Ein Schachdiagramm
viewer-time = Zeit: { $time }
illegal-no-piece = { $move }: Auf { $square } steht keine Figur
illegal-not-yours = { $side ->
    [white] { $move }: Die Figur auf { $square } gehört nicht Weiß
   *[black] { $move }: Die Figur auf { $square } gehört nicht Schwarz
}
illegal-cannot-go = { $piece ->
    [king] { $move }: Der König auf { $square } kann nicht dorthin ziehen
    [queen] { $move }: Die Dame auf { $square } kann nicht dorthin ziehen
    [rook] { $move }: Der Turm auf { $square } kann nicht dorthin ziehen
    [bishop] { $move }: Der Läufer auf { $square } kann nicht dorthin ziehen
    [knight] { $move }: Der Springer auf { $square } kann nicht dorthin ziehen
   *[pawn] { $move }: Der Bauer auf { $square } kann nicht dorthin ziehen
}
illegal-first-turn-check = { $move }: Ein König stünde danach im Schach, oder der erste Zug von Weiß gäbe Schach
illegal-own-king = { $move }: Ihr König stünde danach im Schach
illegal-no-belt-after = { $move }: Danach ist kein Bandzug möglich, daher darf er nicht gespielt werden
illegal-missing-belt = In Full Belt Chess folgt auf den Schachzug ein Bandzug (z. B. „e2e4 f+4“)
illegal-belt = Bandzug { $belt }: { $why }
illegal-game-over = Die Partie ist vorbei
job-start = die Anfangsstellung ist ungültig
job-turn = Zug { $turn }: { $why }
job-game-over = die Partie ist vorbei
job-no-turn = es gibt keinen legalen Zug
job-unreadable = ihr Worker konnte die Partie nicht lesen
job-no-worker = der Browser hat ihren Worker nicht gestartet

# issue 24 (second part): die Wörter des Screenreaders

spoken-turn = { $side ->
    [white] Weiß: { $what }.
   *[black] Schwarz: { $what }.
}
spoken-piece = { $piece ->
    [king] König
    [queen] Dame
    [rook] Turm
    [bishop] Läufer
    [knight] Springer
   *[pawn] Bauer
}
spoken-piece-taken = { $piece ->
    [king] den König
    [queen] die Dame
    [rook] den Turm
    [bishop] den Läufer
    [knight] den Springer
   *[pawn] den Bauern
}
spoken-move = { $piece } { $from } nach { $to }
spoken-takes = { $piece } { $from } schlägt { $taken } auf { $to }
spoken-castles = { $wing ->
    [short] König { $from } rochiert kurz
   *[long] König { $from } rochiert lang
}
spoken-promotes = { $piece ->
    [queen] wird zur Dame
    [rook] wird zum Turm
    [bishop] wird zum Läufer
   *[knight] wird zum Springer
}
spoken-belt = { $kind ->
    [file] { $dir ->
        [up] dann Linie { $name } um { $steps } nach oben verschoben
       *[down] dann Linie { $name } um { $steps } nach unten verschoben
    }
   *[rank] { $dir ->
        [right] dann Reihe { $name } um { $steps } nach rechts verschoben
       *[left] dann Reihe { $name } um { $steps } nach links verschoben
    }
}
spoken-check = Schach
spoken-mate = Schachmatt
spoken-capture-win = { $side ->
    [white] Weiß gewinnt: der König hat eine Figur geschlagen
   *[black] Schwarz gewinnt: der König hat eine Figur geschlagen
}
spoken-belt-preview = Bandzug { $belt } in der Vorschau: Drücken Sie Enter zum Bestätigen.
spoken-belt-phase = Verschieben Sie jetzt ein Band: Markieren Sie ein Feld mit Enter und drücken Sie dann Enter auf einem anderen Feld seiner Linie oder Reihe.
spoken-belt-preview-touch = Bandzug { $belt } in der Vorschau: Die Schaltfläche Bestätigen spielt ihn.
spoken-belt-phase-touch = Verschieben Sie jetzt ein Band: Die Pfeilschaltflächen rund um das Brett verschieben eine Linie oder Reihe um je ein Feld.
square-piece = { $side ->
    [white] { $piece ->
        [king] { $square }, weißer König
        [queen] { $square }, weiße Dame
        [rook] { $square }, weißer Turm
        [bishop] { $square }, weißer Läufer
        [knight] { $square }, weißer Springer
       *[pawn] { $square }, weißer Bauer
    }
   *[black] { $piece ->
        [king] { $square }, schwarzer König
        [queen] { $square }, schwarze Dame
        [rook] { $square }, schwarzer Turm
        [bishop] { $square }, schwarzer Läufer
        [knight] { $square }, schwarzer Springer
       *[pawn] { $square }, schwarzer Bauer
    }
}
square-empty = { $square }, leer
square-selected = { $label }, ausgewählt
square-target = { $label }, möglicher Zug
square-marked = { $label }, markiert: Wählen Sie ein Feld seiner Linie oder Reihe, um das Band zu verschieben

# issue 24 (second part): the embed builder's language

embed-lang-visitor = Die Sprache des Besuchers

## Rules help, lessons, the first screen's tips

# (section A)

# Die Regelhilfe. <strong>, <code> und <em> (die Vermerke „unsere
# Auslegung“) bleiben um die übersetzten Wörter stehen, dieselben in derselben Reihenfolge.
rules-title = Regeln: { $game }
rules-fb-intro = { -full-belt } (Michael Howe, 1997) ist Schach, in dem jede Linie und jede Reihe ein Förderband ist.
rules-fb-turn-heading = Ein Zug hat zwei Teile
rules-fb-turn-normal = <strong>Ein Schachzug</strong> wie im Schach – allerdings ohne Rochade und ohne En passant. Danach darf Ihr König nicht im Schach stehen.
rules-fb-turn-belt = <strong>Ein Bandzug</strong>: Eine ganze Linie oder Reihe wird mit allem, was darauf steht, um 1 bis 7 Felder verschoben. Das Band läuft im Kreis: Eine Figur, die über einen Rand hinausgeschoben wird, kommt am anderen wieder herein. Ein Bandzug schlägt nie. Er ist Pflicht.
rules-board-heading = Auf diesem Brett
rules-board-move = Machen Sie den Schachzug, indem Sie die Figur und dann ihr Zielfeld anklicken oder die Figur ziehen.
rules-board-move-touch = Machen Sie den Schachzug, indem Sie auf die Figur und dann auf ihr Zielfeld tippen oder die Figur ziehen.
rules-board-belt = { $keys ->
    [yes] Verschieben Sie dann ein Band: Klicken Sie auf die Pfeile an den Rändern (jeder Klick ist ein Schritt und sofort zu sehen) oder ziehen Sie von einem Feld zu einem anderen derselben Linie oder Reihe. Bestätigen Sie mit der Schaltfläche oder mit Enter. „{ $undo }“ macht die Verschiebung rückgängig; „{ $back }“ nimmt den Schachzug zurück.
    [touch] Verschieben Sie dann ein Band: Tippen Sie auf die Pfeile an den Rändern (jedes Tippen ist ein Schritt und sofort zu sehen) oder wischen Sie von einem Feld zu einem anderen derselben Linie oder Reihe. Bestätigen Sie mit der Schaltfläche. „{ $undo }“ macht die Verschiebung rückgängig; „{ $back }“ nimmt den Schachzug zurück.
   *[no] Verschieben Sie dann ein Band: Klicken Sie auf die Pfeile an den Rändern (jeder Klick ist ein Schritt und sofort zu sehen) oder ziehen Sie von einem Feld zu einem anderen derselben Linie oder Reihe. Bestätigen Sie mit der Schaltfläche. „{ $undo }“ macht die Verschiebung rückgängig; „{ $back }“ nimmt den Schachzug zurück.
}
rules-board-greyed = Das Band eines grauen Pfeils kann jetzt nicht verschoben werden; zeigen Sie auf den Pfeil oder fokussieren Sie ihn, um den Grund zu sehen.
rules-board-draw = Eigene Notizen auf dem Brett: Ein Rechtsklick kreist ein Feld ein, Ziehen mit der rechten Maustaste zeichnet einen Pfeil (mit Umschalt, Alt oder Strg in Rot, Blau oder Gelb); auf einem Touchscreen ein Feld lange drücken, um es einzukreisen, und noch einmal für die nächste Farbe. Ein Klick oder Antippen löscht sie.
rules-fb-allowed-heading = Welche Bandzüge erlaubt sind
rules-fb-allowed-piece = Auf dem Band muss mindestens eine Figur stehen, und die Verschiebung muss etwas ändern (ein Band, dessen Figuren sich im Abstand der Verschiebung wiederholen, kann nicht um so viel verschoben werden).
rules-fb-allowed-forbidden = Sie dürfen nicht das Band verschieben, das Ihr Gegner im unmittelbar vorangegangenen Zug verschoben hat (in keine Richtung).
rules-fb-allowed-king = Nach dem Bandzug darf Ihr König nicht im Schach stehen <em>(unsere Auslegung)</em>. Ein Bandzug hebt nie ein Schach auf: Schon der Schachzug muss das Schach abwehren.
rules-fb-allowed-first = Der erste Zug von Weiß darf kein Schach geben, weder durch den Schachzug noch durch das Band.
rules-fb-allowed-none = Ein Schachzug, nach dem kein Bandzug möglich ist, darf nicht gespielt werden.
rules-fb-pawns-heading = Bauern
rules-fb-pawns-two = Ein Bauer auf seiner eigenen zweiten Reihe darf zwei Felder vorrücken, gleich wie er dorthin kam <em>(unsere Auslegung)</em>. Ein Bauer, der auf seine eigene erste Reihe getragen wurde, zieht wie gewohnt ein Feld vorwärts <em>(unsere Auslegung)</em>.
rules-fb-pawns-promote = Ein Bauer wird nur umgewandelt, wenn ein Schachzug ihn auf die letzte Reihe bringt. Ein Bauer, den ein Band dorthin trägt, bleibt ein Bauer, kann nicht ziehen und greift nichts an, bis ein Band ihn wieder fortträgt.
rules-end-heading = Ende der Partie
rules-fb-end-mate = Sie gewinnen durch Schachmatt: Ihr Gegner steht im Schach und hat keinen legalen Zug.
rules-fb-end-draws = Remis: Patt (kein legaler Zug, kein Schach) <em>(unsere Auslegung)</em>; dieselbe Stellung (Figuren, Zugrecht, gesperrtes Band) zum dritten Mal; 50 Züge jeder Seite ohne Schlagen und ohne Bauernzug <em>(unsere Auslegung)</em>; König gegen König <em>(unsere Auslegung)</em>.
rules-fb-end-no-belt-check = Zusatzregel „Kein Bandschach“: Der Bandzug darf den Gegner nur dann im Schach lassen, wenn schon der Schachzug Schach gegeben hat <em>(unsere Auslegung)</em>.
rules-fb-setups-heading = Aufstellungen
rules-fb-setups = Die übliche Schachaufstellung oder Howes Aufstellung: Weiß K h1, Q g1, R f1 e1, N d1 c1, B b1 a1; Schwarz an der Brettmitte gespiegelt (K a8, Q b8, R c8 d8, N e8 f8, B g8 h8); die Bauern auf ihren üblichen Reihen.
rules-fb-setups-howe = Diese Partie verwendet Howes Aufstellung.
rules-fb-notation-heading = Notation
rules-fb-notation = Ein Zug wird als Schachzug und danach das Band geschrieben: <code>Nf3 f+4</code> verschiebt die f-Linie um vier Felder in Richtung der 8. Reihe; <code>e4 3-2</code> verschiebt die 3. Reihe um zwei Felder in Richtung der a-Linie. Das Zugfeld nimmt auch <code>g1f3 f+4</code> an.
rules-np-intro = { $kings ->
    [single] { -no-pawns } (Vladislav Rapetsky, 2011), Aufstellung mit einem König: Jede Seite hat einen König, zwei Türme und zwei Springer und keine Bauern: Weiß K a1, R a2 b1, N b3 c2; Schwarz K h8, R g8 h7, N f7 g6. Es gibt keine Rochade.
   *[double] { -no-pawns } (Vladislav Rapetsky, 2011): Jede Seite hat zwei Könige, zwei Türme, zwei Läufer und zwei Springer und keine Bauern. Der zweite König steht auf dem Feld der Dame: die weißen Könige auf d1 und e1, die schwarzen auf d8 und e8.
}
rules-np-pieces = Türme, Läufer und Springer ziehen wie im Schach, aber nur auf leere Felder: Sie schlagen nie. Sie greifen aber an und geben daher Schach.
rules-np-kings = Könige ziehen ein Feld in jede Richtung. Ein König darf eine ungedeckte gegnerische Figur schlagen – und wer eine schlägt, gewinnt sofort die Partie.
rules-np-royal = { $kings ->
    [single] Nach Ihrem Zug darf Ihr König nicht angegriffen sein.
   *[double] Beide Könige sind königlich: Nach Ihrem Zug darf keiner Ihrer Könige angegriffen sein. Sie stehen im Schach, wenn mindestens einer Ihrer Könige angegriffen ist.
}
rules-np-mate = { $kings ->
    [single] Sie gewinnen durch Schachmatt: Ein König Ihres Gegners steht im Schach und er hat keinen legalen Zug.
   *[double] Sie gewinnen durch Schachmatt: Ein König Ihres Gegners steht im Schach und er hat keinen legalen Zug. Ein Springer, der beide Könige gabelt, setzt matt, es sei denn, ein König kann ihn gefahrlos schlagen.
}
rules-np-draws = Remis: Patt <em>(unsere Auslegung)</em> oder dieselbe Stellung zum dritten Mal. Es gibt keine 50-Züge-Regel und kein Remis wegen ungenügenden Materials <em>(unsere Auslegung)</em>.
rules-np-two-king-boards = Diese Bretter verwenden die Aufstellung mit zwei Königen: Die Regeln, die sie zeigen, gelten mit einem König genauso.
rules-np-castling = Die Rochade folgt den Bedingungen des Schachs, jeder König mit dem Turm auf seiner Seite.
rules-np-no-belt = Auf diesem Brett gilt ein Zug, sobald er gemacht ist: In diesem Spiel gibt es keinen Bandzug.

# Die Lektionen: eine Bildunterschrift unter jedem kleinen Brett (auch als
# Beschriftung des Bretts vorgelesen) und die Schaltfläche, die die Stellung öffnet.
lesson-try = Ausprobieren
lesson-worked-turn = Das Beispiel des Erfinders: 1. Ng1-f3, dann läuft die f-Linie vier Felder weiter. Der Springer landet auf f7, der weiße Bauer von f2 auf f6 und der schwarze Läufer von f8 auf f4.
lesson-refused-belts = Nach dem Schachzug 1. Nf3 darf keines dieser Bänder überhaupt verschoben werden: { $groups }. Auf dem Brett sind ihre Pfeile grau: Zeigen Sie auf einen, um den Grund zu sehen.
lesson-refused-group = { $belts } ({ $why })
lesson-refused-between = { "; " }
lesson-forbidden-belt = Weiß hat 1. Nf3 f+4 gespielt, daher darf Schwarz in diesem Zug die f-Linie nicht verschieben, in keine Richtung. Im nächsten Zug darf Weiß sie wieder verschieben.
lesson-frozen-pawn = 1. d4, dann die d-Linie um vier Felder: Das Band hat den weißen Bauern nach d8 getragen. Er bleibt ein Bauer: Er kann nicht ziehen und greift nichts an, bis ein Band ihn fortträgt. Nur ein Schachzug auf die letzte Reihe wandelt um.
lesson-first-turn-check = Der erste Zug von Weiß darf kein Schach geben. Nach 1. e4 würde der Bandzug f-3 (die f-Linie drei Felder abwärts) den weißen Bauern von f2 über den Rand nach f7 tragen und den König auf e8 angreifen: abgelehnt. In einem späteren Zug wäre das Schach.
lesson-no-belt-check = Mit der Zusatzregel „Kein Bandschach“ wird 2. d3 f-3 abgelehnt: Das Band würde den weißen Bauern nach f7 tragen und Schach geben, was der Schachzug nicht tat. Ohne die Regel ist es ein legales Schach.
lesson-quiet-check = 1. Bb5 gibt dem König auf e8 Schach. Türme, Läufer und Springer geben Schach, ziehen aber nur auf leere Felder: Sie schlagen nie.
lesson-king-capture = Der weiße Springer auf c7 gibt dem König auf e8 Schach, aber nichts deckt ihn: Der schwarze König auf d8 schlägt ihn und gewinnt sofort.
lesson-castling = Beide Könige dürfen rochieren: der e-König mit dem h-Turm (O-O: e1 nach g1, der Turm nach f1) und der d-König mit dem a-Turm (O-O-O: d1 nach b1, der Turm nach c1). Ziehen Sie den König zwei Felder.
lesson-double-king-fork = 4. Nc6 greift beide schwarzen Könige an, auf d8 und e7. Kein einzelner Zug wehrt beide Schachs ab, und keiner der Könige kann den Springer schlagen: Schachmatt.

# Die Einführung beim ersten Besuch, ein Satz je Spiel.
intro-full-belt = Jeder Zug: ein Schachzug, dann eine Linie oder Reihe wie ein Förderband verschieben (die Pfeile rund um das Brett).
intro-no-pawns = Zwei Könige je Seite, keine Bauern: Figuren geben Schach, schlagen aber nie; ein König, der eine ungedeckte Figur schlägt, gewinnt.
intro-dismiss = Diese Einführung schließen

# Die Tipps der ersten Partie Full Belt Chess: drei nacheinander.
coach-step = { NUMBER($step) } von { NUMBER($steps) }
coach-move = Ein Zug hat zwei Teile. Zuerst ein Schachzug: Klicken Sie auf eine Figur, dann auf ihr Zielfeld (oder ziehen Sie sie).
coach-belt = Dann ein Band verschieben: Klicken Sie auf einen Pfeil am Brettrand, ein Feld pro Klick, oder ziehen Sie entlang einer Linie oder Reihe.
coach-move-touch = Ein Zug hat zwei Teile. Zuerst ein Schachzug: Tippen Sie auf eine Figur, dann auf ihr Zielfeld (oder ziehen Sie sie).
coach-belt-touch = Dann ein Band verschieben: Tippen Sie auf einen Pfeil am Brettrand, ein Feld pro Tipp, oder wischen Sie entlang einer Linie oder Reihe.
coach-confirm = Die Verschiebung ist auf dem Brett zu sehen. Bestätigen Sie, um den Zug zu beenden, oder nehmen Sie sie zurück und versuchen Sie eine andere.
coach-confirm-keys = Die Verschiebung ist auf dem Brett zu sehen. Bestätigen Sie (Enter), um den Zug zu beenden, oder nehmen Sie sie zurück (Escape).
coach-no-more = Keine Tipps mehr


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)

prefs-pause-none = Keine
prefs-pause-half = Eine halbe Sekunde
prefs-pause-tenths = 0,8 Sekunden
prefs-pause-one = Eine Sekunde
prefs-pause-two = Zwei Sekunden
prefs-pause-four = Vier Sekunden
prefs-volume-off = Aus
prefs-volume-quiet = Leise
prefs-volume-normal = Normal
prefs-volume-loud = Laut
prefs-theme = Brettfarben
prefs-theme-brown = Braun
prefs-theme-blue = Blau
prefs-theme-green = Grün
prefs-theme-grey = Grau
prefs-speed-none = Keine
prefs-speed-fast = Schnell
prefs-speed-normal = Normal
prefs-workers-auto = Einer pro Kern ({ $cores })
prefs-ai-pause = Pause vor der Antwort der KI
prefs-ai-speed = Pause zwischen den Zügen, wenn die KI gegen sich selbst spielt
prefs-workers = Kerne, mit denen die KI rechnet
prefs-threats = Drohungsassistent
prefs-threats-help = Warnt vor Zügen, die einen Gewinn in einem Zug erlauben; zeigt die Drohung des Gegners.
prefs-play-eval = Engine-Bewertung während der Partie
prefs-play-eval-help = Zeigt die Bewertung der KI, während sie rechnet; Analyse und Auswertung zeigen sie immer.
prefs-coords = Koordinaten
prefs-coords-help = Die Buchstaben der Linien und die Ziffern der Reihen am Rand des Bretts.
prefs-animation = Figurenanimation
prefs-sound = Töne
new-game-variant = Variante
new-game-no-belt-check = Kein Schach durch einen Bandzug
new-game-no-belt-check-help = Ein Bandzug darf nur Schach geben, wenn der Schachzug es schon gegeben hat.
new-game-full-belt-only = Nur bei { -full-belt }.
new-game-players = Spieler
new-game-colour = Ihre Farbe
new-game-level = KI-Stufe
new-game-level-beginner = { $level } (Anfänger)
new-game-level-strongest = { $level } (am stärksten, etwa 2 s pro Zug)
new-game-level-never-misses = Übersieht nie einen sofortigen Gewinn.
new-game-level-misses = Übersieht einen sofortigen Gewinn in etwa { $percent } % der Fälle.
new-game-start = Starten
new-game-live = Ein Freund auf einem anderen Gerät
new-game-summary-full-belt = Jeder Zug: ein Schachzug, dann eine Linie oder Reihe wie ein Förderband verschieben (die Pfeile rund um das Brett).
new-game-summary-no-pawns = Zwei Könige je Seite, keine Bauern: Figuren geben Schach, schlagen aber nie; ein König, der eine ungedeckte Figur schlägt, gewinnt.
new-game-summary-one-king = Keine Bauern: Figuren geben Schach, schlagen aber nie; ein König, der eine ungedeckte Figur schlägt, gewinnt.
mode-ai-black = Mit Weiß gegen die KI spielen
mode-ai-white = Mit Schwarz gegen die KI spielen
mode-two-players = Zwei Spieler an diesem Gerät
mode-ai-vs-ai = Der KI beim Spiel gegen sich selbst zusehen
colour-random = Zufällig
clock-none = Keine Uhr
clock-custom = Eigene
clock-same = Dieselbe
clock-label = Uhr (Minuten + Sekunden pro Zug)
clock-minutes = Minuten
clock-increment = Inkrement (s)
clock-ai = Die Uhr der KI (Zeitvorgabe)
clock-error-form = Eine Bedenkzeit wird als Minuten+Sekunden geschrieben, etwa 3+2 oder 0.5+0.
clock-error-minutes = Die Anfangszeit muss zwischen einer Sekunde und 1440 Minuten liegen.
clock-error-increment = Das Inkrement muss eine ganze Zahl von Sekunden sein, höchstens 600.
clock-pause = Pause
clock-resume = Weiter
turn-seconds = { $seconds } s
player-ai = KI · Stufe { $level }
player-one = Spieler 1
player-two = Spieler 2
player-you = Sie
player-thinking = rechnet…
player-to-move = am Zug
result-wins = { $side ->
    [white] Weiß gewinnt
   *[black] Schwarz gewinnt
}
result-draw = Remis
result-checkmate = durch Schachmatt
result-capture = durch Schlagen des Königs
result-stalemate = durch Patt
result-repetition = durch dreifache Stellungswiederholung
result-fifty-moves = durch die 50-Züge-Regel
result-bare-kings = durch blanke Könige
result-resignation = durch Aufgabe
result-agreement = durch Vereinbarung
result-time = durch Zeitüberschreitung
result-time-cannot-win = { $side ->
    [white] Zeit abgelaufen, aber Weiß kann nicht gewinnen
   *[black] Zeit abgelaufen, aber Schwarz kann nicht gewinnen
}
live-qr-label = QR-Code des Links
live-qr-too-long = { $bytes } Bytes sind zu viel für einen QR-Code.
live-scan = Den QR-Code der Antwort scannen
live-scan-stop = Die Kamera ausschalten
live-answer-label = Die Antwort Ihres Freundes (der Link oder sein Text)
live-connect = Verbinden
live-scan-unsupported = Dieser Browser kann keine QR-Codes lesen: Fügen Sie die Antwort stattdessen ein.
live-scan-refused = Die Kamera konnte nicht geöffnet werden: Erlauben Sie sie, oder fügen Sie die Antwort stattdessen ein.
live-connected = Mit Ihrem Freund verbunden
live-relay-sending = Ihre Antwort wird über die Relays gesendet… Die Partie beginnt, sobald die Seite Ihres Freundes sie hat.
live-relay-listening = Die Antwort Ihres Freundes kommt über die Relays von selbst zurück. Schickt er Ihnen stattdessen einen Link, fügen Sie ihn hier ein.
live-relayed = Kein direkter Weg zwischen den beiden Geräten: Die Züge laufen über öffentliche Relays, versiegelt, sodass nur Sie beide sie lesen können.
live-challenge-starting = Eine offene Herausforderung wurde angenommen: Die Partie beginnt, sobald die Seite des anderen Spielers antwortet.
live-connecting = Verbindung wird aufgebaut…
live-disconnected = Getrennt: Die Uhren sind angehalten. Erstellen Sie eine neue Einladung, um weiterzuspielen.
live-friend = Freund
live-you = Sie
live-offer-received = { $offer ->
    [draw] Ihr Freund bietet Remis an.
    [takeback] Ihr Freund bittet, einen Zug zurückzunehmen.
   *[rematch] Ihr Freund bietet eine Revanche an.
}
live-offer-sent = { $offer ->
    [draw] Sie haben Remis angeboten: Warten auf die Antwort.
    [takeback] Sie haben um Zugrücknahme gebeten: Warten auf die Antwort.
   *[rematch] Sie haben eine Revanche angeboten: Warten auf die Antwort.
}
live-offer-declined = { $offer ->
    [draw] Ihr Freund hat Ihr Remisangebot abgelehnt.
    [takeback] Ihr Freund hat die Zugrücknahme abgelehnt.
   *[rematch] Ihr Freund hat die Revanche abgelehnt.
}
live-you-play = { $side ->
    [white] Sie spielen Weiß
   *[black] Sie spielen Schwarz
}
live-accept = Annehmen
live-decline = Ablehnen
live-takeback = Um Zugrücknahme bitten
live-rematch = Revanche anbieten
live-reinvite = Neue Einladung
live-badge = Live · { $start } · Freund
live-clock = Uhr
live-slow = Nach 20 Sekunden keine Verbindung. Die beiden Geräte sind wahrscheinlich in verschiedenen Netzen ohne Weg zueinander (ein TURN-Server in config.json würde sie verbinden), oder eine Firewall blockiert die Verbindung.
live-play-by-link = Stattdessen per Link spielen
live-preparing = Die Einladung wird vorbereitet…
live-invite-title = Laden Sie Ihren Freund ein
live-invite-help = Schicken Sie diesen Link Ihrem Freund oder lassen Sie ihn den Code scannen. Er gilt einmal, für 10 Minuten.
live-invited = Ein Freund lädt Sie zu einer Live-Partie ein
live-answer-title = Schicken Sie Ihre Antwort zurück
live-answer-help = Schicken Sie diesen Link oder Text Ihrem Freund, der ihn auf der Seite seiner Einladung einfügt.
live-declined = Sie haben die Einladung abgelehnt.
live-back = Zurück zu { -beltboard }
live-handed-over = Das ist eine Antwort: Sie wurde an die Seite der Einladung übergeben, falls diese in diesem Browser offen ist; sonst fügen Sie sie dort ein.
live-rtc-unsupported = Dieser Browser kann keine direkte Verbindung herstellen (WebRTC fehlt oder ist abgeschaltet).
live-rtc-refused = Der Browser hat die Beschreibung der Verbindung abgelehnt: Erstellen Sie eine neue Einladung.
live-rtc-incomplete = Der Browser lieferte keine brauchbaren Verbindungsdaten.
live-rtc-unwritable = Die Verbindungsdaten konnten nicht als Code geschrieben werden.
live-terms = { $side ->
    [white] { $start }, Sie spielen Weiß, { $clock }
   *[black] { $start }, Sie spielen Schwarz, { $clock }
}
live-terms-resumed = { $side ->
    [white] { $turns ->
        [one] { $start }, Sie spielen Weiß, { $clock }, Fortsetzung nach { $turns } Zug
       *[other] { $start }, Sie spielen Weiß, { $clock }, Fortsetzung nach { $turns } Zügen
    }
   *[black] { $turns ->
        [one] { $start }, Sie spielen Schwarz, { $clock }, Fortsetzung nach { $turns } Zug
       *[other] { $start }, Sie spielen Schwarz, { $clock }, Fortsetzung nach { $turns } Zügen
    }
}
live-no-clock = ohne Uhr
join-expired = Diese Einladung ist abgelaufen (sie gilt 10 Minuten): Bitten Sie um eine neue.
join-invitation-expired = Ihre Einladung ist abgelaufen (Einladungen gelten 10 Minuten): Erstellen Sie eine neue und senden Sie sie erneut.
join-damaged = Dieser Code ist beschädigt: Kopieren Sie den ganzen Link oder Text noch einmal.
join-wrong-kind = Das ist nicht der Code, der hier erwartet wird (eine Antwort fügt der einladende Spieler ein).
join-incomplete = Diesem Code fehlt, was eine Verbindung braucht.
join-used = Diese Einladung wurde schon benutzt: Jede gilt nur einmal. Bitten Sie um eine neue.
join-other-game = Diese Antwort gehört zu einer anderen Einladung.
join-not-inviting = Hier wartet keine Einladung auf eine Antwort.
join-read-again = Die Antwort zu dieser Partie wurde schon gelesen: nichts weiter zu tun.
peer-too-long = Eine Nachricht Ihres Freundes war zu lang und wurde übergangen.
peer-unreadable = Eine Nachricht Ihres Freundes war nicht lesbar und wurde übergangen.
peer-wrong-game = Der Browser Ihres Freundes spielt eine andere Partie.
peer-not-their-turn = Ein Zug kam, als Ihr Freund nicht am Zug war: übergangen.
peer-out-of-order = Ein Zug kam außer der Reihe (Nummer { $got }, erwartet { $expected }): übergangen.
peer-illegal = Ein regelwidriger Zug wurde abgelehnt.
peer-no-offer = Es gibt gerade keinen solchen Vorschlag zu beantworten.
peer-game-over = Die Partie ist vorbei.
peer-disagree = { $common ->
    [one] Die beiden Partien weichen nach { $common } Zug voneinander ab: Jede Seite behält ihre. Beginnen Sie eine neue Partie, um weiterzuspielen.
   *[other] Die beiden Partien weichen nach { $common } Zügen voneinander ab: Jede Seite behält ihre. Beginnen Sie eine neue Partie, um weiterzuspielen.
}
peer-early-flag = Der Browser Ihres Freundes meldet eine abgelaufene Zeit, aber die Uhr hier zeigt noch { $left }: Die Partie geht weiter.
live-title = { -beltboard } · Live-Partie


## The position editor, the embed builder

# (section C)
editor-palette = { $side ->
    [white] Weiße Figuren
   *[black] Schwarze Figuren
}
editor-palette-eraser = { $side ->
    [white] Weiße Figuren und Radiergummi
   *[black] Schwarze Figuren und Radiergummi
}
editor-hint = Wählen Sie eine Figur und klicken Sie dann auf Felder – oder ziehen Sie Figuren aufs Brett, über das Brett und vom Brett.
editor-legal = { $side ->
    [white] Eine legale Stellung: Weiß am Zug.
   *[black] Eine legale Stellung: Schwarz am Zug.
}
editor-play-ai = Gegen die KI spielen
editor-play-ai-title = { $side ->
    [white] Sie spielen Weiß, die KI Schwarz
   *[black] Sie spielen Schwarz, die KI Weiß
}
editor-play-friend = Mit einem Freund spielen
editor-analyse = Analyse
    .title = Diese Stellung mit der Engine analysieren
editor-share-link = Link teilen
editor-embed-div = Einbetten (div)
    .title = Ein Diagramm für eine Seite, mit embed.js
editor-embed-iframe = Einbetten (iframe)
    .title = Ein Diagramm für eine Seite, als iframe
editor-copied = { $what ->
    [link] Link kopiert.
   *[embed] Einbettungscode kopiert.
}
editor-copy-failed = { $what ->
    [link] Der Link konnte nicht kopiert werden.
   *[embed] Der Einbettungscode konnte nicht kopiert werden.
}
editor-game = Spiel
editor-setups = Aufstellungen
editor-setup-standard = Standard
editor-setup-howe = Howes Aufstellung
editor-setup-one-king = Ein König
editor-empty-board = Leeres Brett
editor-side-to-move = Am Zug
editor-forbidden-belt = Gesperrtes Band
    .title = Das Band, das der vorige Zug verschoben hat und das die Seite am Zug nicht verschieben darf
editor-forbidden-belt-help = Die Linie oder Reihe, die der Gegner im letzten Zug verschoben hat: Die Seite am Zug darf sie in diesem Zug nicht verschieben, in keine Richtung.
editor-belt-none = keins
editor-castling = Rochade
editor-castling-right = { $side ->
    [white] Weiß: Rochade des { $king }-Königs mit dem { $rook }-Turm
   *[black] Schwarz: Rochade des { $king }-Königs mit dem { $rook }-Turm
}
editor-halfmoves = Halbzugzähler
editor-move-number = Zugnummer
editor-board = Brett
piece-of-side = { $side ->
    [white] { $piece ->
        [king] Weißer König
        [queen] Weiße Dame
        [rook] Weißer Turm
        [bishop] Weißer Läufer
        [knight] Weißer Springer
       *[pawn] Weißer Bauer
    }
   *[black] { $piece ->
        [king] Schwarzer König
        [queen] Schwarze Dame
        [rook] Schwarzer Turm
        [bishop] Schwarzer Läufer
        [knight] Schwarzer Springer
       *[pawn] Schwarzer Bauer
    }
}
editor-eraser = Radiergummi
board-label = Schachbrett: Pfeiltasten wechseln zwischen den Feldern, Eingabe oder Leertaste wählt aus und zieht
embed-open = Auf einer anderen Seite einbetten…
embed-title = Auf einer anderen Seite einbetten
embed-what = Was
embed-kind-play = Ein Brett zum Spielen
embed-kind-viewer = Diese Partie, zum Durchklicken
embed-kind-diagram = Diese Stellung, als Diagramm
embed-width = Breite
embed-theme = Farbschema
embed-theme-auto = Wie beim Besucher
embed-theme-light = Hell
embed-theme-dark = Dunkel
embed-orientation = Unten
embed-ai = Die KI spielt
embed-ai-side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
embed-ai-none = Niemand (zwei Spieler)
embed-level = KI-Stufe
embed-preview = Vorschau
embed-preview-title = Vorschau der Einbettung
embed-iframe = Ein iframe
embed-copy-iframe = iframe kopieren
embed-div = Oder ein div und embed.js (der Rahmen nimmt dann die Höhe seines Inhalts an)
embed-copy-div = div und Skript kopieren
embed-frame-title = { $kind ->
    [play] { -beltboard }-Schachbrett
    [viewer] { -beltboard }-Partiebetrachter
   *[diagram] { -beltboard }-Diagramm
}
danger-title = Gefährlich: Was auch folgt, der Gegner kann sofort gewinnen
square-danger = { $label }. Gefährlich: Was auch folgt, der Gegner kann sofort gewinnen


## Puzzles, analysis, the evaluation bar, errors in links and positions

# (section D)

puzzle-heading = Aufgabe { $id }
puzzle-leave = Zurück zu meiner Partie
puzzle-leave-title = Aufgaben verlassen: Ihre Partie kommt zurück, wie Sie sie verlassen haben
puzzle-hint-title = Die ziehende Figur markieren
puzzle-solution = Lösung zeigen
puzzle-solution-title = Einen lösenden Zug auf dem Brett zeigen (zählt als nicht gelöst)
puzzle-retry = Nochmal
puzzle-retry-title = Diese Aufgabe noch einmal von vorn
puzzle-retry-try-title = Diesen Versuch zurücknehmen und neu antworten
puzzle-next = Nächste
puzzle-next-title = Eine andere Aufgabe
puzzle-filter-theme = Thema
puzzle-filter-difficulty = Schwierigkeit
puzzle-filter-any = Alle
puzzle-count = { $total ->
    [one] { $matching } von { $total } Aufgabe
   *[other] { $matching } von { $total } Aufgaben
}
puzzle-other-variant = { $variant ->
    [no-pawns] Aufgaben: { -no-pawns }
   *[full-belt] Aufgaben: { -full-belt }
}
puzzle-other-variant-title = Die Aufgaben des anderen Spiels
puzzle-theme-name = { $theme ->
    [belt-mate] Bandmatt
    [wrap-around] Über den Rand
    [forbidden-belt] Verbotenes Band
    [first-turn] Erstzugregel
    [frozen-pawn] Eingefrorener Bauer
    [king-capture] Königsschlag
    [double-king-fork] Gabel gegen beide Könige
   *[castling] Rochade
}
analysis-label = Engine-Analyse
analysis-play-line-title = Die Variante bis zu diesem Zug spielen
engine-toggle-title = Engine starten oder anhalten (Leertaste)
engine-idle = Engine ruht
engine-stop = Engine anhalten
engine-start = Engine starten
engine-lines = Varianten
engine-waits = Die Engine wartet, während die Partie ausgewertet wird.
eval-bar-over = Partie beendet: { $result }
eval-bar-none = Noch keine Bewertung
eval-bar-score = Bewertung { $score } aus Sicht von Weiß
puzzle-missed = Nicht dieser: zurückgenommen. Versuchen Sie es noch einmal oder lassen Sie sich die Lösung zeigen.
puzzle-refuted-win = { $side ->
    [white] Nicht dieser: Weiß antwortet { $turn } und gewinnt sofort (auf dem Brett markiert). „Nochmal“ für einen neuen Versuch.
   *[black] Nicht dieser: Schwarz antwortet { $turn } und gewinnt sofort (auf dem Brett markiert). „Nochmal“ für einen neuen Versuch.
}
puzzle-refuted-reply = { $side ->
    [white] Nicht dieser: Weiß antwortet { $turn } (auf dem Brett markiert), und der Gewinn ist dahin. „Nochmal“ für einen neuen Versuch.
   *[black] Nicht dieser: Schwarz antwortet { $turn } (auf dem Brett markiert), und der Gewinn ist dahin. „Nochmal“ für einen neuen Versuch.
}
puzzle-replied = { $side ->
    [white] Weiß antwortete { $turn }. Jetzt sofort gewinnen.
   *[black] Schwarz antwortete { $turn }. Jetzt sofort gewinnen.
}
puzzle-play = Spielen Sie Ihre Antwort auf dem Brett.
puzzle-right = Richtig! Jetzt die Antwort…
puzzle-solved = Gelöst!
puzzle-solved-after-solution = Gelöst, nachdem die Lösung gezeigt wurde: nicht gezählt.
puzzle-solved-after-miss = Im weiteren Versuch gelöst: Nur der erste Versuch zählt.
puzzle-answer = Ein lösender Zug: { $turn }.
puzzle-answer-shown = Die Lösung steht auf dem Brett.
puzzle-streak-line = Serie { $streak } (Bestwert { $best }) · { $solved } von { $total } gelöst
quoted-why = „{ $value }“: { $why }
link-error = Link-Parameter „{ $parameter }“: { $why }
link-escape = keine gültige URL-Kodierung
link-variant = „{ $value }“ ist keiner von full-belt, full-belt-howe, no-pawns, no-pawns-one-king
link-rule-not-here = no-belt-check ist eine Regel von { -full-belt }
link-rule = „{ $value }“ ist keine Regel (erwartet: no-belt-check)
link-ai = „{ $value }“, erwartet: w, b oder none
link-level = „{ $value }“, erwartet: 1 bis 5
expected-side = „{ $value }“, erwartet: w oder b
expected-drawn = „{ $value }“, erwartet: agreed
link-speed = „{ $value }“, erwartet: slow, normal, fast oder 200 bis 10000 ms
link-ply = „{ $value }“, erwartet: ein Zug von 0 bis { $turns }
link-arrow = „{ $value }“ ist weder ein Schachzug wie g1f3 noch ein Bandzug wie f+4
link-square = „{ $value }“ ist kein Feld
time-control-error = { $why ->
    [form] eine Bedenkzeit ist Minuten+Sekunden, etwa 3+2 oder 0.5+0
    [minutes] die Anfangszeit muss zwischen einer Sekunde und 1440 Minuten liegen
   *[increment] das Inkrement muss eine ganze Zahl von Sekunden sein, höchstens 600
}
fen-error = { $field ->
    [placement] ungültige Stellung der Figuren: { $why }
    [side] ungültige Seite am Zug: { $why }
    [castling] ungültige Rochade: { $why }
    [belt] ungültiges Band: { $why }
    [halfmove] ungültiger Halbzugzähler: { $why }
    [fullmove] ungültige Zugnummer: { $why }
   *[whole] ungültiger Stellungstext: { $why }
}
fen-empty = der Text ist leer
fen-field-count = { $count } Felder, erwartet 6: Stellung, Seite am Zug, Rochade, Band, Halbzüge, Zugnummer
fen-castling-letter = „{ $text }“: „{ $letter }“ ist keiner von K Q k q (oder - für keine)
fen-castling-twice = „{ $text }“: „{ $letter }“ kommt zweimal vor
fen-belt = „{ $value }“, erwartet: ein Linienbuchstabe a-h, eine Reihenziffer 1-8 oder -
fen-number = „{ $value }“, erwartet: eine ganze Zahl von 0 bis { $max }
fen-fullmove-zero = die Zugnummer beginnt bei 1
placement-rank-count = die Stellung hat { $count } durch „/“ getrennte Reihen, erwartet 8
placement-character = Reihe { $rank }: „{ $found }“ ist weder ein Figurenbuchstabe (KQRBNP, kqrbnp) noch eine Ziffer 1-8
placement-rank-width = Reihe { $rank } („{ $text }“) beschreibt { $squares } Felder, erwartet 8
position-king-count = { $side ->
    [white] ungültige Stellung: Weiß hat { $count } Könige, erwartet { $variant ->
        [full-belt] genau einen
       *[no-pawns] einen oder zwei
    }
   *[black] ungültige Stellung: Schwarz hat { $count } Könige, erwartet { $variant ->
        [full-belt] genau einen
       *[no-pawns] einen oder zwei
    }
}
position-forbidden-piece = { $kind ->
    [white-pawn] ungültige Stellung: weißer Bauer auf { $square }: { -no-pawns } hat weder Bauern noch Damen
    [white-queen] ungültige Stellung: weiße Dame auf { $square }: { -no-pawns } hat weder Bauern noch Damen
    [black-pawn] ungültige Stellung: schwarzer Bauer auf { $square }: { -no-pawns } hat weder Bauern noch Damen
   *[black-queen] ungültige Stellung: schwarze Dame auf { $square }: { -no-pawns } hat weder Bauern noch Damen
}
position-castling-full-belt = ungültige Rochade: „{ $value }“: { -full-belt } kennt keine Rochade, verwenden Sie -
position-castling-pieces = { $side ->
    [white] ungültige Rochade: „{ $letter }“ braucht einen weißen König auf { $king } und einen Turm auf { $rook }
   *[black] ungültige Rochade: „{ $letter }“ braucht einen schwarzen König auf { $king } und einen Turm auf { $rook }
}
position-belt = ungültiges Band: „{ $belt }“: { -no-pawns } hat keine Bänder, verwenden Sie -
position-opponent-in-check = { $side ->
    [white] ungültige Seite am Zug: Weiß steht im Schach, ist aber nicht am Zug (sein König könnte geschlagen werden)
   *[black] ungültige Seite am Zug: Schwarz steht im Schach, ist aber nicht am Zug (sein König könnte geschlagen werden)
}
turn-empty = leerer Zug
turn-too-many-parts = zu viele Teile: ein Zug ist ein Schachzug, dann (Full Belt Chess) ein Bandzug
belt-parse-error = { $why ->
    [belt] ein Bandzug beginnt mit einem Linienbuchstaben a-h oder einer Reihenziffer 1-8
    [sign] nach dem Band kommt „+“ oder „-“, dann die Weite
    [distance] die Weite des Bandzugs muss 1 bis 7 sein
   *[not-shift] kein Bandzug
}
turn-not-a-move = kein Zug (erwartet z. B. Nf3, exd5, e8=Q, O-O oder g1f3)
turn-promotion = „={ $piece }“: ein Bauer wird zu Q, R, B oder N
turn-no-destination = das Zielfeld fehlt
turn-not-square = „{ $value }“ ist kein Feld (erwartet a1..h8)
turn-disambiguation = „{ $value }“ sagt nicht, welche Figur zieht (erwartet eine Linie, eine Reihe oder ein Feld)
turn-no-match = kein legaler Schachzug passt zu „{ $value }“
turn-ambiguous = mehrdeutig: könnte { $moves } sein
replay-error = Zug { $number } ({ $text }): { $why }
mode-name = { $mode ->
    [ai-black] Mit Weiß gegen die KI spielen
    [ai-white] Mit Schwarz gegen die KI spielen
    [two-players] Zwei Spieler an diesem Gerät
   *[ai-vs-ai] Der KI beim Spiel gegen sich selbst zusehen
}
color-choice-name = { $color ->
    [w] Weiß
    [b] Schwarz
   *[random] Zufällig
}
pgn-tag-name = ein Tag hat keinen Namen (erwartet z. B. [Event "..."])
pgn-tag-quotes = Tag { $name }: der Wert muss in doppelten Anführungszeichen stehen
pgn-tag-value-open = Tag { $name }: der Wert ist nicht mit '"' geschlossen
pgn-tag-open = Tag { $name }: nicht mit ']' geschlossen
pgn-close-without-open = ')' ohne '('
pgn-comment-open = ein Kommentar ist nicht mit einer schließenden geschweiften Klammer geschlossen
pgn-variant = unbekannte Variant „{ $value }“ (erwartet "Full Belt Chess" oder "Chess without Pawns")
pgn-no-variant = das Tag Variant fehlt ("Full Belt Chess" oder "Chess without Pawns")
pgn-fen = Tag FEN: { $why }
pgn-move = { $side ->
    [white] Zug { $number }. (Weiß): { $why }
   *[black] Zug { $number }... (Schwarz): { $why }
}
pgn-move-variation = { $side ->
    [white] Zug { $number }. (Weiß), in einer Variante: { $why }
   *[black] Zug { $number }... (Schwarz), in einer Variante: { $why }
}
pgn-variation-first = eine Variante '(' steht vor jedem Zug, den sie ersetzen könnte
pgn-variations-open = { $count ->
    [one] eine Variante '(' nicht mit ')' geschlossen
   *[other] { $count } Varianten '(' nicht mit ')' geschlossen
}
pgn-eval-after = { $side ->
    [white] der Kommentar nach Zug { $number }. (Weiß): { $why }
   *[black] der Kommentar nach Zug { $number }... (Schwarz): { $why }
}
pgn-eval-first = der Kommentar vor dem ersten Zug: { $why }
pgn-eval-open = [%eval ...] ist nicht mit ']' geschlossen
pgn-eval-value = ungültige Bewertung „{ $value }“ (erwartet z. B. +1.20, -0.40, #3 oder #-2) in [%eval ...]
pgn-lost = die Stelle im Zugbaum ging verloren
fetch-unreachable = das Netz hat nicht geantwortet
fetch-status = der Server antwortete { $status }
puzzles-line = Zeile { $line } von { $file } ist nicht lesbar
puzzles-empty = die Datei enthält keine Aufgabe
puzzles-broken = Aufgabe { $id } hat eine beschädigte Stellung

## The correspondence page (live.html#corr=…): a game with days per move
corr-title = { -beltboard } · Fernpartie
corr-badge = Fernpartie · { $start } · { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
corr-invite-title = Laden Sie Ihren Freund ein
corr-invite-help = Schicken Sie diesen Link Ihrem Freund. Die Partie beginnt, sobald seine Seite ihn öffnet; es eilt nicht.
corr-waiting = Warten darauf, dass Ihr Freund die Einladung öffnet…
corr-own-title = Auf einem anderen Gerät weiterspielen
corr-own-help = Dieser Link ist Ihre Seite der Partie: Öffnen Sie ihn auf einem anderen Gerät, um dort zu spielen. Behalten Sie ihn für sich.
corr-copy-link = Link kopieren
corr-your-move = Sie sind am Zug
corr-friend-move = Ihr Freund ist am Zug
corr-since = seit { $date }
corr-left = noch { NUMBER($days) } T { NUMBER($hours) } Std.
corr-time-over = Zeit abgelaufen
corr-claim = Sieg wegen Zeitüberschreitung beanspruchen
corr-resign = Aufgeben
corr-you-claimed = Sie haben den Sieg wegen Zeitüberschreitung beansprucht.
corr-friend-claim-holds = Ihr Freund beansprucht den Sieg wegen Zeitüberschreitung. Nach der Rechnung dieser Seite ist der Anspruch berechtigt.
corr-friend-claim-fails = Ihr Freund beansprucht den Sieg wegen Zeitüberschreitung. Nach der Rechnung dieser Seite ist der Anspruch nicht berechtigt.
corr-news-joined = Ihr Freund ist der Partie beigetreten.
corr-news-found = Die Partie wurde auf den Relays gefunden.
corr-news-moved = Ihr Freund hat gezogen.
corr-news-ended = Ihr Freund hat die Partie beendet.
corr-news-claim-void = Ihr Anspruch ist hinfällig: Der Zug Ihres Freundes kam rechtzeitig.
corr-news-claim-stands = Ihr Anspruch gilt: Der Zug Ihres Freundes kam nach Ablauf der Frist.
corr-news-late-dropped = Der Anspruch Ihres Freundes gilt: Ihr Zug kam nach Ablauf der Frist und zählt nicht.
corr-news-conflict = Die Partie Ihres Freundes weicht ab Zug { NUMBER($turn) } von Ihrer ab: Sie wurde abgelehnt. Spielen Sie per Link weiter, falls das so bleibt.
corr-news-early-claim = Ihr Freund hat den Sieg wegen Zeitüberschreitung beansprucht, obwohl Sie noch Zeit hatten: abgelehnt.
corr-news-refused = Ein Partiestand von den Relays wurde abgelehnt.
corr-not-yet = Ihr Freund hat noch Zeit.
corr-not-made = Das geht jetzt nicht.
corr-looking = Suche nach der Partie auf den Relays…
corr-relays = Relays: { NUMBER($open) } von { NUMBER($total) } offen
corr-relays-off = Kein Relay erreichbar: Die Partie ist in diesem Browser gespeichert. Spielen Sie derweil per Link weiter.
corr-by-link = Per Link weiterspielen
corr-kept-error = Die in diesem Browser gespeicherte Partie ist nicht lesbar: Sie bleibt unverändert.
corr-link-error = Dieser Link zur Fernpartie ist nicht lesbar.
corr-library-yours = Sie sind am Zug seit { $date }
corr-library-theirs = Freund am Zug seit { $date }

## Errors still carried as text (section E)
save-foreign = sie ist keine von Beltboard gespeicherte Partie
save-other-format = sie wurde in einem anderen Format gespeichert, von einer anderen Version von Beltboard
save-bad-game = sie enthält keine gültige Partie ({ $why })
save-bad-mode = ihr Modus ist Beltboard unbekannt
save-bad-resignation = die aufgebende Seite ist darin weder w noch b
relay-no-side = er sagt nicht, für welche Seite er ist
relay-no-length = er sagt nicht, wie viele Züge er enthält
relay-length = { $said ->
    [one] er sollte { $said } Zug enthalten, enthält aber { $held }: Vielleicht wurde er gekürzt oder verändert
   *[other] er sollte { $said } Züge enthalten, enthält aber { $held }: Vielleicht wurde er gekürzt oder verändert
}
relay-side = { $side ->
    [white] er ist für Weiß, aber in seiner Partie ist Schwarz am Zug
   *[black] er ist für Schwarz, aber in seiner Partie ist Weiß am Zug
}
relay-over = seine Partie ist schon beendet

## The lobby (live.html?lobby=1): open challenges on public relays.
lobby-title = { -beltboard } · online gegen andere spielen
lobby-badge = Online gegen andere spielen
lobby-intro = Offene Herausforderungen von allen { -beltboard }-Seiten auf denselben öffentlichen Relays. Nehmen Sie eine an, um sofort zu spielen, oder veröffentlichen Sie Ihre eigene und lassen Sie diese Seite offen.
lobby-post-heading = Eine Herausforderung veröffentlichen
lobby-game = Spiel
lobby-side = Ihre Farbe
lobby-pace = Bedenkzeit
lobby-pace-untimed = Ohne Uhr
lobby-pace-clock = Uhr { $clock }
lobby-pace-days = { $count ->
    [one] { $count } Tag pro Zug
   *[other] { $count } Tage pro Zug
}
lobby-name = Ihr Name (freiwillig, für alle sichtbar)
lobby-post = Herausforderung veröffentlichen
lobby-posting = Ihre Herausforderung wird veröffentlicht…
lobby-open = { $count ->
    [one] Ihre Herausforderung ist noch { $count } Minute offen. Lassen Sie diese Seite offen: Die Partie beginnt, sobald jemand sie annimmt.
   *[other] Ihre Herausforderung ist noch { $count } Minuten offen. Lassen Sie diese Seite offen: Die Partie beginnt, sobald jemand sie annimmt.
}
lobby-withdraw = Zurückziehen
lobby-list-heading = Offene Herausforderungen
lobby-empty = Gerade gibt es keine offenen Herausforderungen. Veröffentlichen Sie eine und lassen Sie diese Seite offen.
lobby-anonymous = Anonym
lobby-you-play = { $side ->
    [white] Sie spielen Weiß
    [black] Sie spielen Schwarz
   *[random] Farben werden ausgelost
}
lobby-option = kein Bandschach
lobby-ago = { $count ->
    [0] gerade eben
    [one] vor { $count } Minute
   *[other] vor { $count } Minuten
}
lobby-accept = Annehmen
lobby-yours = Ihre Herausforderung
lobby-waiting = Sie haben die Herausforderung von { $name } angenommen: Warten auf die Antwort der Seite des anderen Spielers…
lobby-waiting-taken = { $name } hat Ihre Antwort angenommen: Die Partie beginnt…
lobby-cancel = Abbrechen
lobby-expired = Ihre Herausforderung ist abgelaufen: Niemand hat sie angenommen.
lobby-taken = Jemand anderes hat diese Herausforderung zuerst angenommen.
lobby-gone = Diese Herausforderung ist nicht mehr offen.
lobby-no-key = Dieser Browser liefert keine sicheren Zufallszahlen: Hier können keine Herausforderungen veröffentlicht oder angenommen werden.
lobby-relays = Relays: { $open } von { $total } verbunden.
lobby-relays-none = Diese Website nennt kein Relay: Herausforderungen können weder angezeigt noch veröffentlicht werden.
lobby-relays-down = Kein Relay ist erreichbar: Herausforderungen können gerade weder angezeigt noch veröffentlicht werden.
lobby-starting = Die Partie wird gestartet…
lobby-find = Online einen Gegner finden
lobby-days = Tage pro Zug
lobby-days-none = Keine: jetzt spielen

## The loading page (index.html), before the app's code has arrived:
## written into it at build time (scripts/copy-langs.py), one line each.
skeleton-intro = { -full-belt }: jeder Zug ein Schachzug, dann eine Linie oder Reihe wie ein Förderband verschieben. { -no-pawns }: zwei Könige je Seite, Figuren geben Schach, schlagen aber nie.
skeleton-loading = { -beltboard } wird geladen…
