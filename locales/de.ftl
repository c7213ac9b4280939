## Beltboards Wörter auf Deutsch. Die Zugnotation (SAN mit englischen
## Buchstaben, Bänder wie e+1) wird nie übersetzt. Ein Band (belt) wird
## verschoben wie ein Förderband.

## Glossar (die gewählten Wörter, überall gleich): Band (belt: eine Linie
## oder Reihe, verschoben wie ein Förderband), Bandzug (belt move), Zug,
## Schach, Matt, Patt, aufgeben, Remis durch dreimalige Stellungswiederholung,
## Linie, Reihe, Dame, Turm, Läufer, Springer, KI (AI), Aufgabe (puzzle),
## Auswertung (review), grober Fehler / Fehler / Ungenauigkeit.

-beltboard = Beltboard
-full-belt = Full Belt Chess
-no-pawns = Schach ohne Bauern

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
action-undo = Zurück
    .title = Den letzten Zug zurücknehmen
action-resign = Aufgeben
action-offer-draw = Remis anbieten
action-rematch = Revanche
action-flip = Drehen
    .title = Das Brett umdrehen
prefs-language = Sprache
clock-low = Wenig Zeit

action-redo = Vor
    .title = Einen zurückgenommenen Zug wieder ausführen
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

## Die Statuszeile

status-viewing-half = Ansicht von { $turn } zur Hälfte, vor dem Bandzug: zum letzten Zug gehen, um zurückzukehren
status-viewing = Ansicht der Stellung nach { $turn }: zum letzten Zug gehen, um zurückzukehren
status-viewing-start = Ansicht der Ausgangsstellung: zum letzten Zug gehen, um zurückzukehren
status-puzzle-over = Die Aufgabe ist vorbei: „Nächste“ für eine weitere oder „Nochmal“.
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
status-promotion = { $side ->
    [white] Weiß: die Umwandlungsfigur wählen.
   *[black] Schwarz: die Umwandlungsfigur wählen.
}
status-move-belts = { $side ->
    [white] Weiß am Zug: einen normalen Zug machen.
   *[black] Schwarz am Zug: einen normalen Zug machen.
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
belt-take-back = Zug zurücknehmen
belt-how-keys = Enter bestätigt; Escape nimmt die Verschiebung zurück.
belt-how = Bestätigen, um diesen Zug zu spielen, oder die Verschiebung zurücknehmen.
belt-how-shift = Ein Band verschieben: ein Pfeil, Ziehen oder ein Feld antippen.
assist-show-reply = Antwort zeigen
assist-hide-reply = Antwort verbergen

## Durch die Partie gehen

history-label = Durch die Partie gehen
history-first = Zum Anfang
history-prev = Einen halben Zug zurück
    .title = Zurück: der normale Zug, dann das Band
history-next = Einen halben Zug vor
    .title = Vor: der normale Zug, dann das Band
history-last = Zur laufenden Partie
history-replay = Zug wiederholen
    .title = Den letzten Zug noch einmal zeigen: der normale Zug, dann das Band
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
resign-title = Diese Partie aufgeben?
resign-text = Aufgeben beendet die Partie als Niederlage. „Zurück“ kann es rückgängig machen.
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
library-line = { $turns ->
    [one] { $date } · { $result } · { $turns } Zug
   *[other] { $date } · { $result } · { $turns } Züge
}
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
illegal-missing-belt = In Full Belt Chess folgt auf den normalen Zug ein Bandzug (z. B. „e2e4 f+4“)
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


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)


## The position editor, the embed builder

# (section C)


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
puzzle-replied = { $side ->
    [white] Weiß antwortete { $turn }. Jetzt sofort gewinnen.
   *[black] Schwarz antwortete { $turn }. Jetzt sofort gewinnen.
}
puzzle-play = Spielen Sie Ihre Antwort auf dem Brett.
puzzle-right = Richtig! Jetzt die Antwort…
puzzle-solved = Gelöst!
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
link-speed = „{ $value }“, erwartet: slow, normal, fast oder 200 bis 10000 ms
link-ply = „{ $value }“, erwartet: ein Zug von 0 bis { $turns }
link-arrow = „{ $value }“ ist weder ein Zug wie g1f3 noch ein Bandzug wie f+4
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
turn-too-many-parts = zu viele Teile: ein Zug ist ein normaler Zug, dann (Full Belt Chess) ein Bandzug
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
turn-no-match = kein legaler normaler Zug passt zu „{ $value }“
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
