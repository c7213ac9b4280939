## Beltboard's words in English, the source of every other language: its
## messages and their variables are what each translation must have.
## Move notation (SAN with English letters, belts such as e+1) is never
## translated. Whole sentences per case: no sentence is glued from parts.

-beltboard = Beltboard
-full-belt = Full Belt Chess
-no-pawns = Chess without Pawns

## The installed app

app-name = { -beltboard }
app-description = Two rare chess variants, { -full-belt } and { -no-pawns }: play the computer or a friend in the browser, online or offline.
language-name = English

## Variants

variant-full-belt = { -full-belt }
variant-no-pawns = { -no-pawns }

## Whose turn

side-to-move = { $side ->
    [white] White to move
   *[black] Black to move
}
belt-phase = { $side ->
    [white] White: now shift a belt
   *[black] Black: now shift a belt
}

## A game's end

outcome-checkmate = { $winner ->
    [white] White wins by checkmate
   *[black] Black wins by checkmate
}
outcome-capture = { $winner ->
    [white] White wins: the king took an unprotected piece
   *[black] Black wins: the king took an unprotected piece
}
outcome-resignation = { $winner ->
    [white] White wins: Black resigned
   *[black] Black wins: White resigned
}
outcome-time = { $winner ->
    [white] White wins on time
   *[black] Black wins on time
}
outcome-time-draw = { $flagged ->
    [white] Draw: White ran out of time, but Black cannot win
   *[black] Draw: Black ran out of time, but White cannot win
}
outcome-stalemate = Draw by stalemate
outcome-repetition = Draw by threefold repetition
outcome-fifty-moves = Draw by the 50-move rule
outcome-bare-kings = Draw: only the two kings are left

## The engine's findings

wins-in = { $side ->
    [white] { $turns ->
        [one] White wins in { $turns } turn
       *[other] White wins in { $turns } turns
    }
   *[black] { $turns ->
        [one] Black wins in { $turns } turn
       *[other] Black wins in { $turns } turns
    }
}

## Counts

games-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}

## Actions

action-new-game = New game
action-undo = Undo
action-resign = Resign
action-offer-draw = Offer a draw
action-rematch = Rematch
action-flip = Flip the board
prefs-language = Language
clock-low = Low time
