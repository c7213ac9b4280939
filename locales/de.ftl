## Beltboards Wörter auf Deutsch. Die Zugnotation (SAN mit englischen
## Buchstaben, Bänder wie e+1) wird nie übersetzt. Ein Band (belt) wird
## verschoben wie ein Förderband.

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
action-undo = Zug zurücknehmen
action-resign = Aufgeben
action-offer-draw = Remis anbieten
action-rematch = Revanche
action-flip = Brett drehen
prefs-language = Sprache
clock-low = Wenig Zeit
