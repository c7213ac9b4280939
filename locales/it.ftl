## Le parole di Beltboard in italiano. La notazione delle mosse (SAN con le
## lettere inglesi, nastri come e+1) non si traduce. Un nastro (belt) scorre
## come un nastro trasportatore.

-beltboard = Beltboard
-full-belt = Full Belt Chess
-no-pawns = Scacchi senza pedoni

## L'app installata

app-name = { -beltboard }
app-description = Due rare varianti degli scacchi, { -full-belt } e { -no-pawns }: gioca contro il computer o con un amico nel browser, online e offline.
language-name = Italiano

## Varianti

variant-full-belt = { -full-belt }
variant-no-pawns = { -no-pawns }

## A chi tocca

side-to-move = { $side ->
    [white] Muove il Bianco
   *[black] Muove il Nero
}
belt-phase = { $side ->
    [white] Bianco: ora fai scorrere un nastro
   *[black] Nero: ora fai scorrere un nastro
}

## La fine di una partita

outcome-checkmate = { $winner ->
    [white] Il Bianco vince per scacco matto
   *[black] Il Nero vince per scacco matto
}
outcome-capture = { $winner ->
    [white] Il Bianco vince: il suo re ha catturato un pezzo indifeso
   *[black] Il Nero vince: il suo re ha catturato un pezzo indifeso
}
outcome-resignation = { $winner ->
    [white] Il Bianco vince: il Nero abbandona
   *[black] Il Nero vince: il Bianco abbandona
}
outcome-time = { $winner ->
    [white] Il Bianco vince per tempo
   *[black] Il Nero vince per tempo
}
outcome-time-draw = { $flagged ->
    [white] Patta: il Bianco ha esaurito il tempo, ma il Nero non può vincere
   *[black] Patta: il Nero ha esaurito il tempo, ma il Bianco non può vincere
}
outcome-stalemate = Patta per stallo
outcome-repetition = Patta per triplice ripetizione
outcome-fifty-moves = Patta per la regola delle 50 mosse
outcome-bare-kings = Patta: restano solo i due re

## Cosa trova il motore

wins-in = { $side ->
    [white] { $turns ->
        [one] Il Bianco vince in { $turns } mossa
        [many] Il Bianco vince in { $turns } di mosse
       *[other] Il Bianco vince in { $turns } mosse
    }
   *[black] { $turns ->
        [one] Il Nero vince in { $turns } mossa
        [many] Il Nero vince in { $turns } di mosse
       *[other] Il Nero vince in { $turns } mosse
    }
}

## Quantità

games-count = { $count ->
    [one] { $count } partita
    [many] { $count } di partite
   *[other] { $count } partite
}

## Azioni

action-new-game = Nuova partita
action-undo = Annulla mossa
action-resign = Abbandona
action-offer-draw = Proponi patta
action-rematch = Rivincita
action-flip = Ruota la scacchiera
prefs-language = Lingua
clock-low = Poco tempo
