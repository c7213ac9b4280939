## Les mots de Beltboard en français. La notation des coups (SAN avec les
## lettres anglaises, bandes comme e+1) ne se traduit pas. Une bande (belt)
## se décale comme un tapis roulant.

-beltboard = Beltboard
-full-belt = Full Belt Chess
-no-pawns = Échecs sans pions

## L'application installée

app-name = { -beltboard }
app-description = Deux variantes d'échecs rares, { -full-belt } et { -no-pawns } : jouez contre l'ordinateur ou un ami dans le navigateur, en ligne ou hors ligne.
language-name = Français

## Variantes

variant-full-belt = { -full-belt }
variant-no-pawns = { -no-pawns }

## À qui de jouer

side-to-move = { $side ->
    [white] Aux blancs de jouer
   *[black] Aux noirs de jouer
}
belt-phase = { $side ->
    [white] Blancs : décalez maintenant une bande
   *[black] Noirs : décalez maintenant une bande
}

## La fin d'une partie

outcome-checkmate = { $winner ->
    [white] Les blancs gagnent par échec et mat
   *[black] Les noirs gagnent par échec et mat
}
outcome-capture = { $winner ->
    [white] Les blancs gagnent : leur roi a pris une pièce non protégée
   *[black] Les noirs gagnent : leur roi a pris une pièce non protégée
}
outcome-resignation = { $winner ->
    [white] Les blancs gagnent : les noirs abandonnent
   *[black] Les noirs gagnent : les blancs abandonnent
}
outcome-time = { $winner ->
    [white] Les blancs gagnent au temps
   *[black] Les noirs gagnent au temps
}
outcome-time-draw = { $flagged ->
    [white] Nulle : les blancs ont dépassé le temps, mais les noirs ne peuvent pas gagner
   *[black] Nulle : les noirs ont dépassé le temps, mais les blancs ne peuvent pas gagner
}
outcome-stalemate = Nulle par pat
outcome-repetition = Nulle par triple répétition
outcome-fifty-moves = Nulle par la règle des 50 coups
outcome-bare-kings = Nulle : il ne reste que les deux rois

## Ce que trouve le moteur

wins-in = { $side ->
    [white] { $turns ->
        [one] Les blancs gagnent en { $turns } coup
        [many] Les blancs gagnent en { $turns } de coups
       *[other] Les blancs gagnent en { $turns } coups
    }
   *[black] { $turns ->
        [one] Les noirs gagnent en { $turns } coup
        [many] Les noirs gagnent en { $turns } de coups
       *[other] Les noirs gagnent en { $turns } coups
    }
}

## Nombres

games-count = { $count ->
    [one] { $count } partie
    [many] { $count } de parties
   *[other] { $count } parties
}

## Actions

action-new-game = Nouvelle partie
action-undo = Annuler le coup
action-resign = Abandonner
action-offer-draw = Proposer la nulle
action-rematch = Revanche
action-flip = Retourner l'échiquier
prefs-language = Langue
clock-low = Peu de temps
