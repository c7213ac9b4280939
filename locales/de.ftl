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

notice-bad-link = Dieser Link konnte nicht geöffnet werden: { $why }. Stattdessen wurde eine neue Partie begonnen.
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
viewer-time = Bedenkzeit: { $time }
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
