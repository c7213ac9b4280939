## Beltboard's words in English, the source of every other language: its
## messages and their variables are what each translation must have.
## Move notation (SAN with English letters, belts such as e+1) is never
## translated. Whole sentences per case: no sentence is glued from parts.

## Glossary (the words chosen, used the same everywhere): belt (a file or
## a rank that shifts like a conveyor), shift (a belt move), turn (a normal
## move, then in Full Belt Chess a belt move), check, checkmate, stalemate,
## resign, draw by threefold repetition, file, rank, queen, rook, bishop,
## knight, the AI (the computer opponent), puzzle, review.

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
    [white] White wins by king capture
   *[black] Black wins by king capture
}
outcome-resignation = { $winner ->
    [white] White wins by resignation
   *[black] Black wins by resignation
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
outcome-fifty-moves = Draw by 50-move rule
outcome-bare-kings = Draw by bare kings

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
    .title = Take back the last turn
action-resign = Resign
action-offer-draw = Offer a draw
action-rematch = Rematch
action-flip = Flip
    .title = Turn the board around
action-redo = Redo
    .title = Replay a turn taken back
action-hint = Hint
    .title = Ask the AI for a suggestion
action-threat = Threat
    .title = What could the opponent win with at once if it were their turn?
action-pause-ai = Pause
action-resume-ai = Resume
action-step-ai = Step
action-rules = Rules
action-share = Share
    .title = A link to this game, its PGN and FEN
action-analyse = Analyse
    .title = Analyse this position with the engine (a)
action-review = Review
    .title = Review the game with the engine: its mistakes marked, an evaluation graph
action-editor = Editor
    .title = Set up a position in the board editor
action-puzzles = Puzzles
    .title = Puzzles to learn this game: your game waits here
action-puzzles-loading = Puzzles…
action-games = Games
    .title = Every game kept in this browser
action-prefs = Preferences
    .title = Pace of the AI's turns, the threat assistant
controls-label = Game
clock-low = Low time

## The page

page-title = { -beltboard }: { -full-belt } and { -no-pawns }
prefs-language = Language
prefs-language-browser = The browser's language
notice-language-unavailable = { $language } could not be loaded: the page keeps its language.

## The status line

status-viewing-half = Viewing { $turn } half-way, before its belt move: go to the last move to return
status-viewing = Viewing the position after { $turn }: go to the last move to return
status-viewing-start = Viewing the starting position: go to the last move to return
status-puzzle-over = The puzzle is over: Next for another, or Retry.
status-ai-thinking = { $side ->
    [white] White (AI) is thinking…
   *[black] Black (AI) is thinking…
}
status-ai-thinking-progress = { $side ->
    [white] White (AI) is thinking… { $progress }
   *[black] Black (AI) is thinking… { $progress }
}
status-belt = { $side ->
    [white] White: now shift a belt (arrows, or drag along a file or rank), then confirm.
   *[black] Black: now shift a belt (arrows, or drag along a file or rank), then confirm.
}
status-promotion = { $side ->
    [white] White: choose the promotion piece.
   *[black] Black: choose the promotion piece.
}
status-move-belts = { $side ->
    [white] White to move: make a normal move.
   *[black] Black to move: make a normal move.
}
status-move = { $side ->
    [white] White to move.
   *[black] Black to move.
}
status-check = Check!
status-hint = Hint: { $turn }
status-ai-info = AI: { $progress }
status-looking-for-hint = Looking for a hint…
status-looking-for-hint-progress = Looking for a hint… { $progress }

## Belts: a belt is a file or a rank; the arrows shift it

belt-name = { $kind ->
    [file] file { $name }
   *[rank] rank { $name }
}
belt-name-start = { $kind ->
    [file] File { $name }
   *[rank] Rank { $name }
}
belt-shift-one = { $kind ->
    [file] { $dir ->
        [up] Shift file { $name } up one square
       *[down] Shift file { $name } down one square
    }
   *[rank] { $dir ->
        [right] Shift rank { $name } right one square
       *[left] Shift rank { $name } left one square
    }
}
belt-pad-label = Shift the belts through the square
belt-pad-shift = { $kind ->
    [file] { $dir ->
        [up] Shift the { $name }-file up one square
       *[down] Shift the { $name }-file down one square
    }
   *[rank] { $dir ->
        [right] Shift the rank { $name } right one square
       *[left] Shift the rank { $name } left one square
    }
}
belt-pad-button = { $kind ->
    [file] { $name }-file
   *[rank] rank { $name }
}
belt-refused = { $kind ->
    [file] File { $name }: { $why }
   *[rank] Rank { $name }: { $why }
}
refusal-forbidden = the opponent shifted this belt last turn
refusal-empty = there is no piece on this belt
refusal-no-change = this shift would change nothing
refusal-own-king = your king would be in check
refusal-first-turn-check = White's first turn may not give check
refusal-belt-check = a belt move may not give check (no belt check rule)
refusal-no-belts = Chess without Pawns has no belt moves

## The belt phase's buttons

belt-confirm = Confirm
belt-confirm-shift = Confirm { $belt }
belt-confirm-anyway = Confirm anyway
belt-confirm-title = Play this belt move
belt-go-back = Go back
belt-undo-shift = Undo shift
belt-take-back = Take back move
belt-how-keys = Enter confirms; Escape undoes the shift.
belt-how = Confirm to play this turn, or undo the shift.
belt-how-shift = Shift a belt: an arrow, a drag, or tap a square.
assist-show-reply = Show the reply
assist-hide-reply = Hide the reply

## Moving through the game

history-label = Move through the game
history-first = Go to the start
history-prev = Back half a turn
    .title = Back: the normal move, then the belt
history-next = Forward half a turn
    .title = Forward: the normal move, then the belt
history-last = Go to the live game
history-replay = Replay turn
    .title = Replay the last turn: the normal move, then the belt
with-key = { $words } ({ $key })
key-home = Home
key-end = End

## The move list and the move box

moves-heading = Moves
moves-start = Start
move-box-label = Type a turn
move-box-play = Play

## Notices, dialogs, copying

notice-dismiss = Dismiss
    .title = Dismiss this notice
dialog-close = Close
resign-title = Resign this game?
resign-text = Resigning ends the game as a loss. Undo can take it back.
resign-keep-playing = Keep playing
promotion-title = Promote on { $square }
copy-done = Copied.
copy-refused = The browser did not allow copying: the text is selected, copy it with Ctrl+C (⌘C).
copy = Copy
relay-send = { $side ->
    [white] Playing by link? Send White this link:
   *[black] Playing by link? Send Black this link:
}

## Pieces

piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight

## Badges

badge-howe = Howe's setup
badge-one-king = One king each
badge-no-belt-check = No belt check

## Feedback on a refused action

feedback-belt-refused = { $kind ->
    [file] File { $name } cannot be shifted: { $why }
   *[rank] Rank { $name } cannot be shifted: { $why }
}
feedback-not-one-belt = { $from } and { $to } are not on the same file or rank: a belt moves along one file or one rank
feedback-no-belt = Choose a belt move first: an arrow, or drag along a file or rank
feedback-shift-refused = Belt move { $belt }: { $why }
feedback-game-over = The game is over: start a new game to play on
feedback-ai-to-move = Wait for the AI's move
feedback-viewing = Return to the live position (click the last move) to play
feedback-ai-refused = The AI's move was refused: { $why }
feedback-ai-failed = The AI could not move: { $why }

## Notices

notice-bad-link = This link could not be opened: { $why }. A new game was started instead.
notice-link-ignored = Part of this link was ignored: { $why }.
notice-save-set-aside = Your saved game could not be resumed: { $why }. It was set aside (kept in this browser's storage as '{ $key }') and a new game was started.
notice-relay-your-move = { $side ->
    [white] Your move as White: play your turn, then send the link offered under the board to your opponent.
   *[black] Your move as Black: play your turn, then send the link offered under the board to your opponent.
}
notice-relay-mismatch = This play-by-link link does not check out: { $why }. Its game is shown as it stands.
notice-resignation-taken-back = The resignation was taken back: the game goes on.
notice-lesson = Try the rule here, playing both sides. Your game is kept: open it again from Games.
notice-storage-refused = This browser does not let Beltboard store games: play goes on, but this game will not be kept.
notice-puzzle-not-found = There is no puzzle "{ $id }": check the link. Your game is as you left it.
notice-puzzles-unavailable = The puzzles could not be opened ({ $why }). Your game is as you left it.

## The threat assistant

assist-safe = Safe
assist-allows-win = Allows a win in one
assist-confirm-anyway = { $kind ->
    [capture] This allows a king capture: confirm anyway?
    [mate] This allows mate in one: confirm anyway?
   *[unknown] This allows a win in one: confirm anyway?
}
assist-reply = { $kind ->
    [capture] Their reply: { $turn } (a king capture)
   *[mate] Their reply: { $turn } (mate in one)
}
threat-found = { $side ->
    [white] { $kind ->
        [capture] Threat: if it were their turn, White could play { $turn } (a king capture)
       *[mate] Threat: if it were their turn, White could play { $turn } (mate in one)
    }
   *[black] { $kind ->
        [capture] Threat: if it were their turn, Black could play { $turn } (a king capture)
       *[mate] Threat: if it were their turn, Black could play { $turn } (mate in one)
    }
}
threat-none = { $side ->
    [white] No threat: White has no win in one
   *[black] No threat: Black has no win in one
}
threat-looking = Looking for a threat…
threat-in-check = You are in check: that is the threat, answer it
threat-game-over = The game is over

## The engine's evaluation and progress

eval-mate = mate
eval-even = even
eval-for = { $side ->
    [white] { $score } for White
   *[black] { $score } for Black
}
progress-eval = depth { $depth } · { $eval } · { $nodes } nodes
progress = depth { $depth } · { $nodes } nodes
engine-off = The engine is off: start it (or press Space) to see the best lines.
engine-over = The game is over here: nothing to analyse.
engine-thinking = The engine is thinking…
engine-depth = Depth { $depth } · { $nodes } positions

## Game review

mark-blunder = Blunder
mark-mistake = Mistake
mark-inaccuracy = Inaccuracy
review-blunder = { $side ->
    [white] Blunder: it lets White win at once with { $turn }
   *[black] Blunder: it lets Black win at once with { $turn }
}
review-drop = { $mark ->
    [mistake] Mistake: the evaluation falls by { $pawns } pawns
   *[inaccuracy] Inaccuracy: the evaluation falls by { $pawns } pawns
}
review-missed = Missed a win in one: { $turn }
review-missed-also = missed a win in one: { $turn }
review-better = Better was { $turn }
review-better-eval = Better was { $turn } ({ $eval })
review-done = { $total ->
    [one] Review done: { $total } position.
   *[other] Review done: { $total } positions.
}
review-running = { $total ->
    [one] Reviewing… { $done } of { $total } position
   *[other] Reviewing… { $done } of { $total } positions
}
review-paused = { $total ->
    [one] Review paused at { $done } of { $total } position: resume to go on.
   *[other] Review paused at { $done } of { $total } positions: resume to go on.
}

## A game viewer, an embedded page

viewer-start = Start (0/{ $turns })
viewer-half = { $turn }, then the belt ({ $ply }/{ $turns })
viewer-turn = { $turn } ({ $ply }/{ $turns })
viewer-time = Time taken: { $time }
left-out = Left out: { $problems }

## Puzzles

puzzle-task = { $kind ->
    [win1] { $side ->
        [white] White to play: win at once
       *[black] Black to play: win at once
    }
    [win2] { $side ->
        [white] White to play: win in two (whatever the reply, win on your next turn)
       *[black] Black to play: win in two (whatever the reply, win on your next turn)
    }
   *[defend] { $side ->
        [white] White to play: find a turn that does not lose at once
       *[black] Black to play: find a turn that does not lose at once
    }
}
difficulty-easy = Easy
difficulty-medium = Medium
difficulty-hard = Hard
puzzle-rating-most = { $difficulty } ({ $rating }): most legal turns solve it
puzzle-rating-one-in = { $difficulty } ({ $rating }): about 1 legal turn in { $n } solves it
