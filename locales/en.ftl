## Beltboard's words in English, the source of every other language: its
## messages and their variables are what each translation must have.
## Move notation (SAN with English letters, belts such as e+1) is never
## translated, but where a person reads a belt move its belt is named in
## words (belt-short: f-file ↑4). Whole sentences per case: no sentence is glued from parts.

## Glossary (the words chosen, used the same everywhere): belt (a file or
## a rank that shifts like a conveyor), shift (a belt move), turn (a normal
## move, then in Full Belt Chess a belt move), check, checkmate, stalemate,
## resign, draw by threefold repetition, file, rank, queen, rook, bishop,
## knight, the AI (the computer opponent), puzzle, review. Undo takes back
## the last turn and Redo plays it again; the belt bar's "Take back move"
## takes back only the normal move of the turn being built: every language
## keeps these apart. Evaluations (+0.35, #3) are notation, as SAN is;
## other numbers and units (0.5 s, 12.3k) are written as each language
## writes them.

-beltboard = Beltboard
# The variants' names. Full Belt Chess is its inventor's proper name: each
# language keeps it where its script reads it and says why beside it.
-full-belt = Full Belt Chess
# Chess without Pawns says what the game is rather than naming it: every
# language translates it.
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
outcome-agreement = Draw by agreement

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
notice-part-unavailable = This part of Beltboard could not be loaded (offline before it was kept?): check the connection and try again.

## The status line

status-viewing-half = Viewing { $turn } half-way, before its belt move: go to the last move to return
status-viewing = Viewing the position after { $turn }: go to the last move to return
status-viewing-start = Viewing the starting position: go to the last move to return
status-puzzle-over = The puzzle is over: Next for another, or Retry.
status-puzzle-refuted = Not this one: the reply that punishes it is marked. Retry to answer again.
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
# The belt phase once a shift is shown on the board (belt: f-file ↑4).
status-belt-shown = { $side ->
    [white] White: { $belt } is shown; confirm it, or shift again.
   *[black] Black: { $belt } is shown; confirm it, or shift again.
}
# A shift shown that cannot be confirmed, and why (why: your king would be in check).
status-belt-refused = { $side ->
    [white] White: { $belt } cannot be confirmed: { $why }. Shift another belt, or undo.
   *[black] Black: { $belt } cannot be confirmed: { $why }. Shift another belt, or undo.
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
# A belt in the move list, the status and the confirm button, before its arrow and distance (f-file ↑4): short.
belt-short = { $kind ->
    [file] { $name }-file
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
# Under the board outside the belt phase (Full Belt), where the belt move's buttons come.
belt-idle = After the normal move, the belt move: shift a rank or a file, then confirm it here.
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
dialog-opening = Opening…
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
engine-proven = { $side ->
    [white] { $turns ->
        [one] Proven: White mates at once with { $turn }
       *[other] Proven: White forces mate within { $turns } turns, starting with { $turn }
    }
   *[black] { $turns ->
        [one] Proven: Black mates at once with { $turn }
       *[other] Proven: Black forces mate within { $turns } turns, starting with { $turn }
    }
}
# A search's node count in thousands and in millions; the number is written with the language's decimal sign (12.3, 12,3).
nodes-thousands = { $number }k
nodes-millions = { $number }M

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

# issue 24 (second part): the share dialog, the library, the analysis board, the studio

side-name = { $side ->
    [white] White
   *[black] Black
}
start-full-belt = { -full-belt }
start-full-belt-howe = { -full-belt }, Howe's setup
start-no-pawns = { -no-pawns }
start-no-pawns-one-king = { -no-pawns }, one king
share-title = Share, export and import
share-link = Link to this game
share-copy-link = Copy link
share-link-note = The whole game is written in the link, after the #: opening it shows this game, ready to play on.
share-pgn = The game as PGN
share-copy-pgn = Copy PGN
share-download-pgn = Download PGN
share-download-failed = The download could not start: copy the PGN instead.
share-fen = The position as FEN
share-copy-fen = Copy FEN
share-import = Load a game or a position: paste a PGN game or a FEN
share-import-example = [Variant "Full Belt Chess"] 1. Nf3 f+4 …   or   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
share-load = Load
import-empty = Paste a PGN game or a FEN position first.
import-pgn = This PGN cannot be loaded: { $why }.
import-fen = This position cannot be set up: { $why }.
library-title = Your games
library-empty = No game is kept in this browser yet.
library-unreadable = { $count ->
    [one] { $count } kept entry cannot be read by this version; it is kept, not deleted.
   *[other] { $count } kept entries cannot be read by this version; they are kept, not deleted.
}
library-export = Export all as PGN
library-open = Open
library-delete = Delete
library-here = Playing here
library-vs-ai-white = You (White) against the AI
library-vs-ai-black = You (Black) against the AI
library-two-players = Two players
library-ai-vs-ai = AI against AI
library-live = { $side ->
    [white] Live: you (White) against Friend
   *[black] Live: you (Black) against Friend
}
library-in-progress = in progress
library-draw = draw
library-white-won = White won
library-black-won = Black won
# Moves as a move list numbers them: White's turn and Black's reply are one.
library-line = { $moves ->
    [one] { $date } · { $result } · { $moves } move
   *[other] { $date } · { $result } · { $moves } moves
}
library-over = { $result } ({ $reason })
analysis-badge = Analysis · { $start }
analysis-back = Back to the game
analysis-flip = Flip board
analysis-pgn = PGN with variations
analysis-pgn-label = This analysis: every line, comment and evaluation
analysis-import-label = Open a PGN (its variations and comments are kept)
analysis-open = Open
review-cancel = Cancel review
review-resume = Resume review
review-start = Review game
    .title = Analyse every position of the game and mark its mistakes
review-budget = Time per position
review-label = Game review
review-intro = Review finds each side's blunders (??), mistakes (?) and inaccuracies (?!).
review-show-better = Show the better turn
    .title = Show the engine's turn on the board
review-missed-win = Missed win
    .title = Missed a win in one
review-graph-label = Evaluation after each turn, from White's side: a click shows that turn
tree-label = Moves and variations
tree-empty = No turn yet: play one on the board.
tree-promote = Promote
    .title = Move this side line one place up
tree-make-main = Make main line
tree-delete = Delete
    .title = Delete this turn and what follows it
tree-comment = Comment on this turn
studio-title = { -beltboard } studio
studio-text = This page draws diagrams for other pages (its address then holds view=1 and a position, fen=…) and holds the board editor.
studio-play = Play { -beltboard }
studio-editor = Board editor
diagram-label = A chess diagram
viewer-time = Time: { $time }
illegal-no-piece = { $move }: there is no piece on { $square }
illegal-not-yours = { $side ->
    [white] { $move }: the piece on { $square } is not White's
   *[black] { $move }: the piece on { $square } is not Black's
}
illegal-cannot-go = { $piece ->
    [king] { $move }: the king on { $square } cannot move there
    [queen] { $move }: the queen on { $square } cannot move there
    [rook] { $move }: the rook on { $square } cannot move there
    [bishop] { $move }: the bishop on { $square } cannot move there
    [knight] { $move }: the knight on { $square } cannot move there
   *[pawn] { $move }: the pawn on { $square } cannot move there
}
illegal-first-turn-check = { $move }: it would leave a king in check, or give check on White's first turn
illegal-own-king = { $move }: it would leave your king in check
illegal-no-belt-after = { $move }: no belt move is possible after it, so it cannot be played
illegal-missing-belt = A Full Belt turn needs a belt move after the normal move (e.g. 'e2e4 f+4')
illegal-belt = Belt move { $belt }: { $why }
illegal-game-over = The game is over
job-start = the start position is not valid
job-turn = turn { $turn }: { $why }
job-game-over = the game is over
job-no-turn = there is no legal turn
job-unreadable = its worker could not read the game
job-no-worker = the browser did not start its worker

# issue 24 (second part): the screen reader's words

spoken-turn = { $side ->
    [white] White: { $what }.
   *[black] Black: { $what }.
}
spoken-piece = { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
spoken-piece-taken = { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
}
spoken-move = { $piece } { $from } to { $to }
spoken-takes = { $piece } { $from } takes { $taken } on { $to }
spoken-castles = { $wing ->
    [short] king { $from } castles short
   *[long] king { $from } castles long
}
spoken-promotes = { $piece ->
    [queen] promotes to queen
    [rook] promotes to rook
    [bishop] promotes to bishop
   *[knight] promotes to knight
}
spoken-belt = { $kind ->
    [file] { $dir ->
        [up] then file { $name } shifted up { $steps }
       *[down] then file { $name } shifted down { $steps }
    }
   *[rank] { $dir ->
        [right] then rank { $name } shifted right { $steps }
       *[left] then rank { $name } shifted left { $steps }
    }
}
spoken-check = check
spoken-mate = checkmate
spoken-capture-win = { $side ->
    [white] White wins by capture
   *[black] Black wins by capture
}
spoken-belt-preview = Belt { $belt } previewed: press Enter to confirm.
spoken-belt-phase = Now shift a belt: mark a square with Enter, then press Enter on another square of its file or rank.
spoken-belt-preview-touch = Belt { $belt } previewed: the Confirm button plays it.
spoken-belt-phase-touch = Now shift a belt: the arrow buttons round the board shift a file or rank one square each.
square-piece = { $side ->
    [white] { $piece ->
        [king] { $square }, White king
        [queen] { $square }, White queen
        [rook] { $square }, White rook
        [bishop] { $square }, White bishop
        [knight] { $square }, White knight
       *[pawn] { $square }, White pawn
    }
   *[black] { $piece ->
        [king] { $square }, Black king
        [queen] { $square }, Black queen
        [rook] { $square }, Black rook
        [bishop] { $square }, Black bishop
        [knight] { $square }, Black knight
       *[pawn] { $square }, Black pawn
    }
}
square-empty = { $square }, empty
square-selected = { $label }, selected
square-target = { $label }, legal move
square-marked = { $label }, marked: choose a square of its file or rank to shift the belt

# issue 24 (second part): the embed builder's language

embed-lang-visitor = The visitor's language

## Rules help, lessons, the first screen's tips

# (section A)

# The rules help. Its messages may hold <strong>, <code> and <em> (the
# "(our reading)" marks): keep them around the translated words, the same
# tags in the same order; no other markup is shown as markup.
rules-title = Rules: { $game }
rules-fb-intro = { -full-belt } (Michael Howe, 1997) is chess in which every file and every rank is a conveyor belt.
rules-fb-turn-heading = A turn has two parts
rules-fb-turn-normal = <strong>A normal move</strong>, as in chess — but there is no castling and no en passant. Your king must not be in check after it.
rules-fb-turn-belt = <strong>A belt move</strong>: shift one whole file or rank, with everything on it, 1 to 7 squares. The belt wraps around: a piece pushed off one edge comes back on the other. A belt move never captures. It is compulsory.
rules-board-heading = On this board
rules-board-move = Make the normal move by clicking the piece and then its square, or by dragging it.
rules-board-move-touch = Make the normal move by tapping the piece and then its square, or by dragging it.
rules-board-belt = { $keys ->
    [yes] Then shift a belt: click the arrows at the edges (each click is one step, shown at once), or drag from one square to another of the same file or rank. Confirm with the button or Enter. “{ $undo }” undoes the shift; “{ $back }” undoes the normal move.
    [touch] Then shift a belt: tap the arrows at the edges (each tap is one step, shown at once), or drag from one square to another of the same file or rank. Confirm with the button. “{ $undo }” undoes the shift; “{ $back }” undoes the normal move.
   *[no] Then shift a belt: click the arrows at the edges (each click is one step, shown at once), or drag from one square to another of the same file or rank. Confirm with the button. “{ $undo }” undoes the shift; “{ $back }” undoes the normal move.
}
rules-board-greyed = A greyed arrow's belt cannot be shifted now; hover or focus it to see why.
# Drawing on the board (issue 23 point 13), in both variants' rules.
rules-board-draw = Draw your own notes on the board: a right click circles a square, a right drag draws an arrow (with Shift, Alt or Ctrl in red, blue or yellow); on a touch screen, press a square long to circle it, and again for the next colour. A click or a tap clears them.
rules-fb-allowed-heading = Which belt moves are allowed
rules-fb-allowed-piece = The belt must hold at least one piece, and the shift must change something (a belt whose pieces repeat with the shift's period cannot be shifted by that much).
rules-fb-allowed-forbidden = You may not shift the belt your opponent shifted in the turn just before (either direction).
rules-fb-allowed-king = After the belt move your king must not be in check <em>(our reading)</em>. A belt move is never the way out of check: the normal move must already get out of it.
rules-fb-allowed-first = White's first turn may not give check, neither by the normal move nor by the belt.
rules-fb-allowed-none = A normal move after which no belt move is possible cannot be played.
rules-fb-pawns-heading = Pawns
rules-fb-pawns-two = A pawn on its own second rank may advance two squares, however it got there <em>(our reading)</em>. A pawn carried to its own first rank moves forward one square as usual <em>(our reading)</em>.
rules-fb-pawns-promote = A pawn promotes only when a normal move brings it to the last rank. A pawn carried there by a belt stays a pawn, cannot move and attacks nothing until a belt carries it away.
rules-end-heading = End of the game
rules-fb-end-mate = You win by checkmate: your opponent is in check and has no legal turn.
rules-fb-end-draws = Draws: stalemate (no legal turn, not in check) <em>(our reading)</em>; the same position (pieces, side to move, forbidden belt) for the third time; 50 moves by each side with no capture and no pawn move <em>(our reading)</em>; king against king <em>(our reading)</em>.
rules-fb-end-no-belt-check = Optional rule “no belt check”: the belt move may leave the opponent in check only if the normal move already gave check <em>(our reading)</em>.
rules-fb-setups-heading = Setups
rules-fb-setups = The usual chess array, or Howe's setup: White K h1, Q g1, R f1 e1, N d1 c1, B b1 a1; Black mirrored through the centre (K a8, Q b8, R c8 d8, N e8 f8, B g8 h8); pawns on their usual ranks.
rules-fb-setups-howe = This game uses Howe's setup.
rules-fb-notation-heading = Notation
rules-fb-notation = A turn is written as the normal move, then the belt: <code>Nf3 f+4</code> shifts file f four squares toward rank 8; <code>e4 3-2</code> shifts rank 3 two squares toward the a-file. The move box also takes <code>g1f3 f+4</code>.
rules-np-intro = { $kings ->
    [single] { -no-pawns } (Vladislav Rapetsky, 2011), one-king setup: each side has one king, two rooks and two knights, and no pawns: White K a1, R a2 b1, N b3 c2; Black K h8, R g8 h7, N f7 g6. There is no castling.
   *[double] { -no-pawns } (Vladislav Rapetsky, 2011): each side has two kings, two rooks, two bishops and two knights, and no pawns. The second king stands where the queen would: White's kings on d1 and e1, Black's on d8 and e8.
}
rules-np-pieces = Rooks, bishops and knights move as in chess but only to empty squares: they never capture. They do attack, so they give check.
rules-np-kings = Kings move one square in any direction. A king may capture an enemy piece that is not protected — and capturing one wins the game at once.
rules-np-royal = { $kings ->
    [single] Your king must not be attacked after your move.
   *[double] Both kings are royal: after your move none of your kings may be attacked. You are in check when at least one of your kings is attacked.
}
rules-np-mate = { $kings ->
    [single] You win by checkmate: a king of your opponent is in check and they have no legal move.
   *[double] You win by checkmate: a king of your opponent is in check and they have no legal move. A knight forking both kings is mate unless a king can take it safely.
}
rules-np-draws = Draws: stalemate <em>(our reading)</em>, or the same position for the third time. There is no 50-move rule and no draw for insufficient material <em>(our reading)</em>.
rules-np-two-king-boards = These boards use the two-king setup: the rules they show are the same with one king.
rules-np-castling = Castling follows the chess conditions, each king with its nearby rook.
rules-np-no-belt = On this board a move is played as soon as it is made: there is no belt move in this game.

# The lessons: a caption under each small board (also read out as the
# board's label), and the button that opens its position to play.
lesson-try = Try it
lesson-worked-turn = The inventor's example: 1. Ng1-f3, then the f-file turns four squares. The knight ends up on f7, White's pawn from f2 on f6, and Black's bishop from f8 on f4.
lesson-refused-belts = After the normal move 1. Nf3 no shift at all is allowed of these belts: { $groups }. On the board their arrows are greyed: hover one to see why.
lesson-refused-group = { $belts } ({ $why })
# Between two groups of belts in that caption (French sets a space before the semicolon).
lesson-refused-between = { "; " }
lesson-forbidden-belt = White played 1. Nf3 f+4, so on this turn Black may not shift the f-file, in either direction. On the next turn White may shift it again.
lesson-frozen-pawn = 1. d4, then the d-file four squares: the belt carried White's pawn to d8. It stays a pawn: it cannot move and attacks nothing until a belt carries it away. Only a normal move to the last rank promotes.
lesson-first-turn-check = White's first turn may not give check. After 1. e4, the belt move f-3 (the f-file three squares down) would carry White's pawn from f2 round the end to f7, attacking the king on e8: refused. On a later turn it would be check.
lesson-no-belt-check = With the optional rule “no belt check”, 2. d3 f-3 is refused: the belt would carry White's pawn to f7 and give check, which the normal move did not. Without the rule it is a legal check.
lesson-quiet-check = 1. Bb5 checks the king on e8. Rooks, bishops and knights give check, but they move only to empty squares: they never capture.
lesson-king-capture = White's knight on c7 checks the e8-king, but nothing protects it: Black's d8-king takes it and wins at once.
lesson-castling = Both kings may castle: the e-king with the h-rook (O-O: e1 to g1, the rook to f1) and the d-king with the a-rook (O-O-O: d1 to b1, the rook to c1). Move the king two squares.
lesson-double-king-fork = 4. Nc6 attacks both of Black's kings, on d8 and e7. No single move answers both checks and neither king can take the knight: checkmate.

# The first visit's introduction, one sentence per game.
intro-full-belt = Each turn: a normal move, then shift one file or rank like a conveyor belt (the arrows round the board).
intro-no-pawns = Two kings each, no pawns: pieces give check but never capture; a king that takes an unprotected piece wins.
intro-dismiss = Dismiss this introduction

# The first Full Belt game's coach: three tips in turn.
coach-step = { NUMBER($step) } of { NUMBER($steps) }
coach-move = A turn has two parts. First a normal chess move: click a piece, then its square (or drag it).
coach-belt = Then shift a belt: click an arrow at the board's edge, one square per click, or drag along a file or rank.
coach-move-touch = A turn has two parts. First a normal chess move: tap a piece, then its square (or drag it).
coach-belt-touch = Then shift a belt: tap an arrow at the board's edge, one square per tap, or drag along a file or rank.
coach-confirm = The shift is shown on the board. Confirm to end your turn, or undo the shift and try another.
coach-confirm-keys = The shift is shown on the board. Confirm (Enter) to end your turn, or undo it (Escape).
coach-no-more = No more tips


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)

prefs-pause-none = None
prefs-pause-half = Half a second
prefs-pause-tenths = 0.8 seconds
prefs-pause-one = One second
prefs-pause-two = Two seconds
prefs-pause-four = Four seconds
prefs-volume-off = Off
prefs-volume-quiet = Quiet
prefs-volume-normal = Normal
prefs-volume-loud = Loud
prefs-theme = Board colours
prefs-theme-brown = Brown
prefs-theme-blue = Blue
prefs-theme-green = Green
prefs-theme-grey = Grey
prefs-speed-none = None
prefs-speed-fast = Fast
prefs-speed-normal = Normal
prefs-workers-auto = One per core ({ $cores })
prefs-ai-pause = Pause before the AI's reply
prefs-ai-speed = Pause between turns when the AI plays itself
prefs-workers = Cores the AI thinks with
prefs-threats = Threat assistant
prefs-threats-help = Warns of turns that allow a win in one; shows the opponent's threat.
prefs-play-eval = Engine evaluation during play
prefs-play-eval-help = Shows the AI's score while it thinks; analysis and review always show it.
prefs-coords = Coordinates
prefs-coords-help = The rank and file letters along the board's edges.
prefs-animation = Piece animation
prefs-sound = Sounds
new-game-variant = Variant
new-game-no-belt-check = No check by a belt move
new-game-no-belt-check-help = A belt move may give check only if the normal move already did.
new-game-full-belt-only = { -full-belt } only.
new-game-players = Players
new-game-colour = Your colour
new-game-level = AI level
new-game-level-beginner = { $level } (beginner)
new-game-level-strongest = { $level } (strongest, about 2 s a turn)
new-game-level-never-misses = Never misses a win at once.
new-game-level-misses = Misses a win at once about { $percent }% of the time.
new-game-start = Start
new-game-live = A friend on another device
new-game-summary-full-belt = Each turn: a normal move, then shift one file or rank like a conveyor belt (the arrows round the board).
new-game-summary-no-pawns = Two kings each, no pawns: pieces give check but never capture; a king that takes an unprotected piece wins.
new-game-summary-one-king = No pawns: pieces give check but never capture; a king that takes an unprotected piece wins.
mode-ai-black = Play White against the AI
mode-ai-white = Play Black against the AI
mode-two-players = Two players on this device
mode-ai-vs-ai = Watch the AI play itself
colour-random = Random
clock-none = No clock
clock-custom = Custom
clock-same = The same
clock-label = Clock (minutes + seconds a turn)
clock-minutes = Minutes
clock-increment = Increment (s)
clock-ai = The AI's clock (time odds)
clock-error-form = A time control is minutes+seconds, such as 3+2 or 0.5+0.
clock-error-minutes = The initial time must be between one second and 1440 minutes.
clock-error-increment = The increment must be a whole number of seconds, at most 600.
clock-pause = Pause
clock-resume = Resume
turn-seconds = { $seconds } s
player-ai = AI · level { $level }
player-one = Player 1
player-two = Player 2
player-you = You
player-thinking = thinking…
player-to-move = to move
result-wins = { $side ->
    [white] White wins
   *[black] Black wins
}
result-draw = Draw
result-checkmate = by checkmate
result-capture = by king capture
result-stalemate = by stalemate
result-repetition = by threefold repetition
result-fifty-moves = by the 50-move rule
result-bare-kings = by bare kings
result-resignation = by resignation
result-agreement = by agreement
result-time = on time
result-time-cannot-win = { $side ->
    [white] time out, but White cannot win
   *[black] time out, but Black cannot win
}
live-qr-label = QR code of the link
live-qr-too-long = { NUMBER($bytes) } bytes are too many for a QR code.
live-scan = Scan the answer's QR code
live-scan-stop = Stop the camera
live-answer-label = Your friend's answer (the link or its text)
live-connect = Connect
live-scan-unsupported = This browser cannot read QR codes: paste the answer instead.
live-scan-refused = The camera could not be opened: allow it, or paste the answer instead.
live-connected = Connected to your friend
live-relay-sending = Sending your answer through the relays… The game starts as soon as your friend's page has it.
live-relay-listening = Your friend's answer comes back by itself through the relays. If they send you a link instead, paste it here.
live-relayed = No direct route between the two devices: the moves travel through public relays, sealed so that only you two can read them.
live-challenge-starting = An open challenge was accepted: the game starts as soon as the other player's page answers.
live-connecting = Connecting…
live-disconnected = Disconnected: the clocks are stopped. Make a new invitation to go on.
live-friend = Friend
live-you = You
live-offer-received = { $offer ->
    [draw] Your friend proposes a draw.
    [takeback] Your friend proposes a takeback.
   *[rematch] Your friend proposes a rematch.
}
live-offer-sent = { $offer ->
    [draw] You proposed a draw: waiting for the answer.
    [takeback] You proposed a takeback: waiting for the answer.
   *[rematch] You proposed a rematch: waiting for the answer.
}
live-offer-declined = { $offer ->
    [draw] Your friend declined your draw offer.
    [takeback] Your friend declined your takeback request.
   *[rematch] Your friend declined the rematch.
}
live-you-play = { $side ->
    [white] You play White
   *[black] You play Black
}
live-accept = Accept
live-decline = Decline
live-takeback = Ask to take back
live-rematch = Offer a rematch
live-reinvite = New invitation
live-badge = Live · { $start } · Friend
live-clock = Clock
live-slow = No connection after 20 seconds. The two devices are probably on different networks with no route between them (a TURN server in config.json would relay them), or a firewall blocks the connection.
live-play-by-link = Play by link instead
live-preparing = Preparing the invitation…
live-invite-title = Invite your friend
live-invite-help = Send this link to your friend, or let them scan the code. It works once, for 10 minutes.
live-invited = A friend invites you to a live game
live-answer-title = Send your answer back
live-answer-help = Send this link or text to your friend, who pastes it on their invitation's page.
live-declined = You declined the invitation.
live-back = Back to { -beltboard }
live-handed-over = This is an answer: it was handed to the invitation's page if that is open in this browser; otherwise paste it there.
live-rtc-unsupported = This browser cannot make a direct connection (WebRTC is missing or disabled).
live-rtc-refused = The browser refused the connection's description: make a new invitation.
live-rtc-incomplete = The browser gave no usable connection details.
live-rtc-unwritable = The connection's details could not be written as a code.
live-terms = { $side ->
    [white] { $start }, you play White, { $clock }
   *[black] { $start }, you play Black, { $clock }
}
live-terms-resumed = { $side ->
    [white] { $turns ->
        [one] { $start }, you play White, { $clock }, resuming after { $turns } turn
       *[other] { $start }, you play White, { $clock }, resuming after { $turns } turns
    }
   *[black] { $turns ->
        [one] { $start }, you play Black, { $clock }, resuming after { $turns } turn
       *[other] { $start }, you play Black, { $clock }, resuming after { $turns } turns
    }
}
live-no-clock = no clock
join-expired = This invitation has expired (they last 10 minutes): ask for a new one.
join-invitation-expired = Your invitation has expired (invitations last 10 minutes): make a new one and send it again.
join-damaged = This code is damaged: copy the whole link or text again.
join-wrong-kind = This is not the code expected here (an answer is pasted by the inviting player).
join-incomplete = This code lacks what a connection needs.
join-used = This invitation was used already: each one works once. Ask for a new one.
join-other-game = This answer is for another invitation.
join-not-inviting = No invitation is waiting for an answer here.
join-read-again = This game's answer was read already: nothing more to do.
peer-too-long = A message from your friend was too long and was ignored.
peer-unreadable = A message from your friend could not be read and was ignored.
peer-wrong-game = Your friend's browser is playing another game.
peer-not-their-turn = A turn came when it was not your friend's turn: ignored.
peer-out-of-order = A turn came out of order (number { $got }, expected { $expected }): ignored.
peer-illegal = An illegal turn was refused.
peer-no-offer = There is no such proposal to answer now.
peer-game-over = The game is over.
peer-disagree = { $common ->
    [one] The two games differ after { $common } turn: each side keeps its own. Start a new game to play on.
   *[other] The two games differ after { $common } turns: each side keeps its own. Start a new game to play on.
}
peer-early-flag = Your friend's browser says a flag fell, but the clock here still shows { $left }: the game goes on.
live-title = { -beltboard } · live game


## The position editor, the embed builder

# (section C)
editor-palette = { $side ->
    [white] White pieces
   *[black] Black pieces
}
editor-palette-eraser = { $side ->
    [white] White pieces and eraser
   *[black] Black pieces and eraser
}
editor-hint = Pick a piece, then click squares; or drag pieces on, around and off the board.
editor-legal = { $side ->
    [white] A legal position: White to move.
   *[black] A legal position: Black to move.
}
editor-play-ai = Play against the AI
editor-play-ai-title = { $side ->
    [white] You play White, the AI Black
   *[black] You play Black, the AI White
}
editor-play-friend = Play with a friend
editor-analyse = Analyse
    .title = Analyse this position with the engine
editor-share-link = Share link
editor-embed-div = Embed (div)
    .title = A diagram for a page, with embed.js
editor-embed-iframe = Embed (iframe)
    .title = A diagram for a page, as an iframe
editor-copied = { $what ->
    [link] Link copied.
   *[embed] Embed code copied.
}
editor-copy-failed = { $what ->
    [link] Could not copy the link.
   *[embed] Could not copy the embed code.
}
editor-game = Game
editor-setups = Setups
editor-setup-standard = Standard
editor-setup-howe = Howe's setup
editor-setup-one-king = One king
editor-empty-board = Empty board
editor-side-to-move = Side to move
editor-forbidden-belt = Forbidden belt
    .title = The belt the previous turn shifted, which the side to move may not shift
editor-forbidden-belt-help = The file or rank the opponent shifted in the last turn: the side to move may not shift it, either way, this turn.
editor-belt-none = none
editor-castling = Castling
editor-castling-right = { $side ->
    [white] White { $king }-king with the { $rook }-rook
   *[black] Black { $king }-king with the { $rook }-rook
}
editor-halfmoves = Halfmove clock
editor-move-number = Move number
editor-board = Board
piece-of-side = { $side ->
    [white] { $piece ->
        [king] White king
        [queen] White queen
        [rook] White rook
        [bishop] White bishop
        [knight] White knight
       *[pawn] White pawn
    }
   *[black] { $piece ->
        [king] Black king
        [queen] Black queen
        [rook] Black rook
        [bishop] Black bishop
        [knight] Black knight
       *[pawn] Black pawn
    }
}
editor-eraser = Eraser
board-label = Chess board: arrow keys move between squares, Enter or Space selects and moves
embed-open = Embed on another page…
embed-title = Embed on another page
embed-what = What
embed-kind-play = A board to play on
embed-kind-viewer = This game, to step through
embed-kind-diagram = This position, as a diagram
embed-width = Width
embed-theme = Theme
embed-theme-auto = The visitor's
embed-theme-light = Light
embed-theme-dark = Dark
embed-orientation = At the bottom
embed-ai = The AI plays
embed-ai-side = { $side ->
    [white] White
   *[black] Black
}
embed-ai-none = Nobody (two players)
embed-level = AI level
embed-preview = Preview
embed-preview-title = Preview of the embed
embed-iframe = An iframe
embed-copy-iframe = Copy iframe
embed-div = Or a div and embed.js (the frame then takes its content's height)
embed-copy-div = Copy div and script
embed-frame-title = { $kind ->
    [play] { -beltboard } chess board
    [viewer] { -beltboard } game viewer
   *[diagram] { -beltboard } diagram
}
danger-title = Dangerous: whatever follows, the opponent can win at once
square-danger = { $label }. Dangerous: whatever follows, the opponent can win at once


## Puzzles, analysis, the evaluation bar, errors in links and positions

# (section D)

puzzle-heading = Puzzle { $id }
puzzle-leave = Back to my game
puzzle-leave-title = Leave the puzzles: your game comes back as you left it
puzzle-hint-title = Mark the piece that moves
puzzle-solution = Show solution
puzzle-solution-title = Show a solving turn on the board (counts as not solved)
puzzle-retry = Retry
puzzle-retry-title = This puzzle again from its start
puzzle-retry-try-title = Take back this try and answer again
puzzle-next = Next
puzzle-next-title = Another puzzle
puzzle-filter-theme = Theme
puzzle-filter-difficulty = Difficulty
puzzle-filter-any = Any
puzzle-count = { $total ->
    [one] { $matching } of { $total } puzzle
   *[other] { $matching } of { $total } puzzles
}
puzzle-other-variant = { $variant ->
    [no-pawns] { -no-pawns } puzzles
   *[full-belt] { -full-belt } puzzles
}
puzzle-other-variant-title = The puzzles of the other game
puzzle-theme-name = { $theme ->
    [belt-mate] Belt mate
    [wrap-around] Wrap-around
    [forbidden-belt] Forbidden belt
    [first-turn] First-turn rule
    [frozen-pawn] Frozen pawn
    [king-capture] King capture
    [double-king-fork] Double-king fork
   *[castling] Castling
}
analysis-label = Engine analysis
analysis-play-line-title = Play the line up to this turn
engine-toggle-title = Start or stop the engine (Space)
engine-idle = Engine idle
engine-stop = Stop engine
engine-start = Start engine
engine-lines = Lines
engine-waits = The engine waits while the game is reviewed.
eval-bar-over = Game over: { $result }
eval-bar-none = No evaluation yet
eval-bar-score = Evaluation { $score }, from White's side
puzzle-missed = Not this one: taken back. Try again, or show the solution.
puzzle-refuted-win = { $side ->
    [white] Not this one: White answers { $turn } and wins at once (marked on the board). Retry to answer again.
   *[black] Not this one: Black answers { $turn } and wins at once (marked on the board). Retry to answer again.
}
puzzle-refuted-reply = { $side ->
    [white] Not this one: White answers { $turn } (marked on the board), and the win is gone. Retry to answer again.
   *[black] Not this one: Black answers { $turn } (marked on the board), and the win is gone. Retry to answer again.
}
puzzle-replied = { $side ->
    [white] White replied { $turn }. Now win at once.
   *[black] Black replied { $turn }. Now win at once.
}
puzzle-play = Play your answer on the board.
puzzle-right = Right! Now the reply…
puzzle-solved = Solved!
puzzle-solved-after-solution = Solved after seeing the solution: not counted.
puzzle-solved-after-miss = Solved on another try: only a first try counts.
puzzle-answer = A solving turn: { $turn }.
puzzle-answer-shown = The solution is on the board.
puzzle-streak-line = Streak { $streak } (best { $best }) · { $solved } of { $total } solved
quoted-why = '{ $value }': { $why }
link-error = link parameter '{ $parameter }': { $why }
link-escape = not a valid URL escape
link-variant = '{ $value }' is not one of full-belt, full-belt-howe, no-pawns, no-pawns-one-king
link-rule-not-here = no-belt-check is a { -full-belt } rule
link-rule = '{ $value }' is not a rule (expected no-belt-check)
link-ai = '{ $value }', expected w, b or none
link-level = '{ $value }', expected 1 to 5
expected-side = '{ $value }', expected w or b
expected-drawn = '{ $value }', expected agreed
link-speed = '{ $value }', expected slow, normal, fast or 200 to 10000 ms
link-ply = '{ $value }', expected a turn from 0 to { $turns }
link-arrow = '{ $value }' is neither a move like g1f3 nor a belt shift like f+4
link-square = '{ $value }' is not a square
time-control-error = { $why ->
    [form] a time control is minutes+seconds, such as 3+2 or 0.5+0
    [minutes] the initial time must be between one second and 1440 minutes
   *[increment] the increment must be a whole number of seconds, at most 600
}
fen-error = { $field ->
    [placement] bad placement: { $why }
    [side] bad side to move: { $why }
    [castling] bad castling: { $why }
    [belt] bad belt: { $why }
    [halfmove] bad halfmove clock: { $why }
    [fullmove] bad move number: { $why }
   *[whole] bad position text: { $why }
}
fen-empty = the text is empty
fen-field-count = { $count } fields, expected 6: placement side castling belt halfmove fullmove
fen-castling-letter = '{ $text }': '{ $letter }' is not one of K Q k q (or - for none)
fen-castling-twice = '{ $text }': '{ $letter }' appears twice
fen-belt = '{ $value }', expected a file letter a-h, a rank digit 1-8 or -
fen-number = '{ $value }', expected a whole number from 0 to { $max }
fen-fullmove-zero = the move number starts at 1
placement-rank-count = the placement has { $count } ranks separated by '/', expected 8
placement-character = rank { $rank }: '{ $found }' is neither a piece letter (KQRBNP, kqrbnp) nor a digit 1-8
placement-rank-width = rank { $rank } ('{ $text }') describes { $squares } squares, expected 8
position-king-count = { $side ->
    [white] bad placement: White has { $count } kings, expected { $variant ->
        [full-belt] exactly one
       *[no-pawns] one or two
    }
   *[black] bad placement: Black has { $count } kings, expected { $variant ->
        [full-belt] exactly one
       *[no-pawns] one or two
    }
}
position-forbidden-piece = { $kind ->
    [white-pawn] bad placement: White pawn on { $square }: { -no-pawns } has no pawns or queens
    [white-queen] bad placement: White queen on { $square }: { -no-pawns } has no pawns or queens
    [black-pawn] bad placement: Black pawn on { $square }: { -no-pawns } has no pawns or queens
   *[black-queen] bad placement: Black queen on { $square }: { -no-pawns } has no pawns or queens
}
position-castling-full-belt = bad castling: '{ $value }': { -full-belt } has no castling, use -
position-castling-pieces = { $side ->
    [white] bad castling: '{ $letter }' needs a white king on { $king } and a rook on { $rook }
   *[black] bad castling: '{ $letter }' needs a black king on { $king } and a rook on { $rook }
}
position-belt = bad belt: '{ $belt }': { -no-pawns } has no belts, use -
position-opponent-in-check = { $side ->
    [white] bad side to move: White is in check but not to move (its king could be captured)
   *[black] bad side to move: Black is in check but not to move (its king could be captured)
}
turn-empty = empty move
turn-too-many-parts = too many parts: a turn is a normal move, then (Full Belt Chess) a belt move
belt-parse-error = { $why ->
    [belt] a belt move starts with a file letter a-h or a rank digit 1-8
    [sign] after the belt comes '+' or '-', then the distance
    [distance] the belt distance must be 1 to 7
   *[not-shift] not a belt move
}
turn-not-a-move = not a move (expected e.g. Nf3, exd5, e8=Q, O-O or g1f3)
turn-promotion = '={ $piece }': a pawn promotes to Q, R, B or N
turn-no-destination = the destination square is missing
turn-not-square = '{ $value }' is not a square (expected a1..h8)
turn-disambiguation = '{ $value }' does not say which piece moves (expected a file, a rank or a square)
turn-no-match = no legal normal move matches '{ $value }'
turn-ambiguous = ambiguous: could be { $moves }
replay-error = turn { $number } ({ $text }): { $why }
mode-name = { $mode ->
    [ai-black] Play White against the AI
    [ai-white] Play Black against the AI
    [two-players] Two players on this device
   *[ai-vs-ai] Watch the AI play itself
}
color-choice-name = { $color ->
    [w] White
    [b] Black
   *[random] Random
}
pgn-tag-name = a tag has no name (expected e.g. [Event "..."])
pgn-tag-quotes = tag { $name }: the value must be in double quotes
pgn-tag-value-open = tag { $name }: the value is not closed with '"'
pgn-tag-open = tag { $name }: not closed with ']'
pgn-close-without-open = ')' without '('
pgn-comment-open = a comment is not closed with a closing brace
pgn-variant = unknown Variant '{ $value }' (expected "Full Belt Chess" or "Chess without Pawns")
pgn-no-variant = the Variant tag is missing ("Full Belt Chess" or "Chess without Pawns")
pgn-fen = FEN tag: { $why }
pgn-move = { $side ->
    [white] move { $number }. (White): { $why }
   *[black] move { $number }... (Black): { $why }
}
pgn-move-variation = { $side ->
    [white] move { $number }. (White), in a variation: { $why }
   *[black] move { $number }... (Black), in a variation: { $why }
}
pgn-variation-first = a variation '(' comes before any move it could replace
pgn-variations-open = { $count ->
    [one] a variation '(' not closed with ')'
   *[other] { $count } variations '(' not closed with ')'
}
pgn-eval-after = { $side ->
    [white] the comment after move { $number }. (White): { $why }
   *[black] the comment after move { $number }... (Black): { $why }
}
pgn-eval-first = the comment before the first move: { $why }
pgn-eval-open = [%eval ...] is not closed with ']'
pgn-eval-value = bad evaluation '{ $value }' (expected e.g. +1.20, -0.40, #3 or #-2) in [%eval ...]
pgn-lost = lost in the move tree
fetch-unreachable = the network did not answer
fetch-status = the server answered { $status }
puzzles-line = line { $line } of { $file } is not readable
puzzles-empty = the file has no puzzle
puzzles-broken = puzzle { $id } has a broken position

## The correspondence page (live.html#corr=…): a game with days per move
corr-title = { -beltboard } · correspondence game
corr-badge = Correspondence · { $start } · { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
corr-invite-title = Invite your friend
corr-invite-help = Send this link to your friend. The game begins when their page opens it; there is no hurry.
corr-waiting = Waiting for your friend to open the invitation…
corr-own-title = Continue on another device
corr-own-help = This link is your side of the game: open it on another device to play there. Keep it to yourself.
corr-copy-link = Copy the link
corr-your-move = Your move
corr-friend-move = Your friend's move
corr-since = since { $date }
corr-left = { NUMBER($days) } d { NUMBER($hours) } h left
corr-time-over = time is over
corr-claim = Claim the win on time
corr-resign = Resign
corr-you-claimed = You claimed the win on time.
corr-friend-claim-holds = Your friend claims the win on time. By this page's reckoning, the claim holds.
corr-friend-claim-fails = Your friend claims the win on time. By this page's reckoning, the claim does not hold.
corr-news-joined = Your friend joined the game.
corr-news-found = The game was found on the relays.
corr-news-moved = Your friend played.
corr-news-ended = Your friend ended the game.
corr-news-claim-void = Your claim is void: your friend's move was made in time.
corr-news-claim-stands = Your claim stands: your friend's move came after the deadline.
corr-news-late-dropped = Your friend's claim stands: your move came after the deadline and does not count.
corr-news-conflict = Your friend's game differs from yours from turn { NUMBER($turn) }: it was refused. Continue by link if this goes on.
corr-news-early-claim = Your friend claimed the win on time while you still had time: the claim was refused.
corr-news-refused = A game state from the relays was refused.
corr-not-yet = Your friend still has time.
corr-not-made = That cannot be done now.
corr-looking = Looking for the game on the relays…
corr-relays = Relays: { NUMBER($open) } of { NUMBER($total) } open
corr-relays-off = No relay can be reached: the game is kept in this browser. Continue by link meanwhile.
corr-by-link = Continue by link
corr-kept-error = The game kept in this browser cannot be read: it is left as it is.
corr-link-error = This correspondence link cannot be read.
corr-library-yours = Your move since { $date }
corr-library-theirs = Friend's move since { $date }

## Errors still carried as text (section E)
# Why a saved game could not be resumed: the $why of notice-save-set-aside
# (its subject is the saved game). save-bad-game's $why is a link-error.
save-foreign = it is not a game saved by Beltboard
save-other-format = it was saved in another format, by another version of Beltboard
save-bad-game = it does not hold a valid game ({ $why })
save-bad-mode = its mode is not one Beltboard knows
save-bad-resignation = its resignation is neither w nor b
# Why a play-by-link link does not check out: the $why of
# notice-relay-mismatch (its subject is the link). $side is the side the
# link is for; the other side is to move.
relay-no-side = it does not say which side it is for
relay-no-length = it does not say how many turns it holds
relay-length = { $said ->
    [one] it should hold { $said } turn but holds { $held }: it may have been cut short or changed
   *[other] it should hold { $said } turns but holds { $held }: it may have been cut short or changed
}
relay-side = { $side ->
    [white] it is for White, but Black is to move in its game
   *[black] it is for Black, but White is to move in its game
}
relay-over = its game is already over


## The lobby (live.html?lobby=1): open challenges on public relays.
lobby-title = { -beltboard } · play someone online
lobby-badge = Play someone online
lobby-intro = Open challenges from every { -beltboard } page on the same public relays. Accept one to play now, or post your own and keep this page open.
lobby-post-heading = Post a challenge
lobby-game = Game
lobby-side = You play
lobby-pace = Time
lobby-pace-untimed = Untimed
lobby-pace-clock = { $clock } clock
lobby-pace-days = { $count ->
    [one] { $count } day per move
   *[other] { $count } days per move
}
lobby-name = Your name (optional, everyone sees it)
lobby-post = Post the challenge
lobby-posting = Posting your challenge…
lobby-open = { $count ->
    [one] Your challenge is open for { $count } more minute. Keep this page open: the game starts when someone accepts it.
   *[other] Your challenge is open for { $count } more minutes. Keep this page open: the game starts when someone accepts it.
}
lobby-withdraw = Withdraw
lobby-list-heading = Open challenges
lobby-empty = No open challenges right now. Post one, and keep this page open.
lobby-anonymous = Anonymous
lobby-you-play = { $side ->
    [white] You play White
    [black] You play Black
   *[random] Sides drawn at random
}
lobby-option = no belt check
lobby-ago = { $count ->
    [0] just now
    [one] { $count } minute ago
   *[other] { $count } minutes ago
}
lobby-accept = Accept
lobby-yours = Your challenge
lobby-waiting = You accepted { $name }'s challenge: waiting for their page to answer…
lobby-waiting-taken = { $name } took your reply: the game is starting…
lobby-cancel = Cancel
lobby-expired = Your challenge expired: no one accepted it.
lobby-taken = Someone else accepted that challenge first.
lobby-gone = That challenge is no longer open.
lobby-no-key = This browser gives no secure random numbers: challenges cannot be posted or accepted here.
lobby-relays = Relays: { $open } of { $total } connected.
lobby-relays-none = This site lists no relay: challenges cannot be shown or posted.
lobby-relays-down = No relay could be reached: challenges cannot be shown or posted right now.
lobby-starting = Starting the game…
lobby-find = Find an opponent online
lobby-days = Days per move
lobby-days-none = None: play now

## The loading page (index.html), before the app's code has arrived:
## written into it at build time (scripts/copy-langs.py), one line each.
skeleton-intro = { -full-belt }: each turn, a normal move, then shift one file or rank like a conveyor belt. { -no-pawns }: two kings each, and pieces give check but never capture.
skeleton-loading = Loading { -beltboard }…
