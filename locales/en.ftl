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
library-line = { $turns ->
    [one] { $date } · { $result } · { $turns } turn
   *[other] { $date } · { $result } · { $turns } turns
}
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


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)


## The position editor, the embed builder

# (section C)


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
puzzle-replied = { $side ->
    [white] White replied { $turn }. Now win at once.
   *[black] Black replied { $turn }. Now win at once.
}
puzzle-play = Play your answer on the board.
puzzle-right = Right! Now the reply…
puzzle-solved = Solved!
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
