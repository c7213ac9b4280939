## Le parole di Beltboard in italiano. La notazione delle mosse (SAN con le
## lettere inglesi, nastri come e+1) non si traduce. Un nastro (belt) scorre
## come un nastro trasportatore.

## Glossario (le parole scelte, sempre le stesse): nastro (belt: una
## colonna o traversa che scorre come un nastro trasportatore), scorrimento
## (belt move), turno (turn: la mossa e, in Full Belt Chess, lo scorrimento;
## ciò che si conta e si annulla), mossa (la mossa normale del turno), scacco, scacco matto, stallo, abbandonare,
## patta per triplice ripetizione, colonna, traversa, donna, torre, alfiere,
## cavallo, il computer (AI), problema (puzzle), revisione (review),
## svista / errore / imprecisione.

-beltboard = Beltboard
# Full Belt Chess resta in inglese: il nome proprio dato dall'inventore
# della variante, leggibile in scrittura latina e usato così dagli
# appassionati di varianti; le regole spiegano che cos'è un nastro.
-full-belt = Full Belt Chess
# Scacchi senza pedoni descrive il gioco invece di nominarlo: si traduce.
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
outcome-agreement = Patta di comune accordo

## Cosa trova il motore

wins-in = { $side ->
    [white] { $turns ->
        [one] Il Bianco vince in { $turns } turno
        [many] Il Bianco vince in { $turns } di turni
       *[other] Il Bianco vince in { $turns } turni
    }
   *[black] { $turns ->
        [one] Il Nero vince in { $turns } turno
        [many] Il Nero vince in { $turns } di turni
       *[other] Il Nero vince in { $turns } turni
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
action-undo = Annulla
    .title = Ritira l'ultimo turno
action-resign = Abbandona
action-offer-draw = Proponi patta
action-rematch = Rivincita
action-flip = Ruota
    .title = Ruota la scacchiera
prefs-language = Lingua
clock-low = Poco tempo

action-redo = Ripeti
    .title = Rigioca un turno ritirato
action-hint = Suggerimento
    .title = Chiedi un suggerimento al computer
action-threat = Minaccia
    .title = Con che cosa potrebbe vincere subito l'avversario se toccasse a lui?
action-pause-ai = Pausa
action-resume-ai = Riprendi
action-step-ai = Una mossa
action-rules = Regole
action-share = Condividi
    .title = Un link a questa partita, il suo PGN e il suo FEN
action-analyse = Analizza
    .title = Analizza questa posizione con il motore (a)
action-review = Revisione
    .title = Rivedi la partita con il motore: gli errori segnati, un grafico della valutazione
action-editor = Editor
    .title = Prepara una posizione nell'editor della scacchiera
action-puzzles = Problemi
    .title = Problemi per imparare questo gioco: la tua partita ti aspetta qui
action-puzzles-loading = Problemi…
action-games = Partite
    .title = Tutte le partite conservate in questo browser
action-prefs = Preferenze
    .title = Ritmo dei turni del computer, l'assistente delle minacce
controls-label = Partita

## La pagina

page-title = { -beltboard }: { -full-belt } e { -no-pawns }
prefs-language-browser = La lingua del browser
notice-language-unavailable = Impossibile caricare la lingua «{ $language }»: la pagina mantiene la sua lingua.
notice-part-unavailable = Non è stato possibile caricare questa parte di Beltboard (offline prima che fosse salvata?): controlla la connessione e riprova.

## La riga di stato

status-viewing-half = Stai vedendo { $turn } a metà, prima dello scorrimento del nastro: vai all'ultima mossa per tornare
status-viewing = Stai vedendo la posizione dopo { $turn }: vai all'ultima mossa per tornare
status-viewing-start = Stai vedendo la posizione iniziale: vai all'ultima mossa per tornare
status-puzzle-over = Il problema è finito: «Successivo» per un altro, o «Riprova».
status-puzzle-refuted = Non questo: la risposta che lo punisce è segnata. Riprova per rispondere di nuovo.
status-ai-thinking = { $side ->
    [white] Il Bianco (computer) sta pensando…
   *[black] Il Nero (computer) sta pensando…
}
status-ai-thinking-progress = { $side ->
    [white] Il Bianco (computer) sta pensando… { $progress }
   *[black] Il Nero (computer) sta pensando… { $progress }
}
status-belt = { $side ->
    [white] Bianco: ora fai scorrere un nastro (frecce, o trascina lungo una colonna o una traversa), poi conferma.
   *[black] Nero: ora fai scorrere un nastro (frecce, o trascina lungo una colonna o una traversa), poi conferma.
}
# The belt phase once a shift is shown on the board (belt: f-file ↑4).
status-belt-shown = { $side ->
    [white] Bianco: è mostrato { $belt }; confermalo o sposta di nuovo.
   *[black] Nero: è mostrato { $belt }; confermalo o sposta di nuovo.
}
status-belt-refused = { $side ->
    [white] Bianco: { $belt } non si può confermare: { $why }. Sposta un altro nastro o annulla.
   *[black] Nero: { $belt } non si può confermare: { $why }. Sposta un altro nastro o annulla.
}
status-promotion = { $side ->
    [white] Bianco: scegli il pezzo della promozione.
   *[black] Nero: scegli il pezzo della promozione.
}
status-move-belts = { $side ->
    [white] Muove il Bianco: fai una mossa normale.
   *[black] Muove il Nero: fai una mossa normale.
}
status-move = { $side ->
    [white] Muove il Bianco.
   *[black] Muove il Nero.
}
status-check = Scacco!
status-hint = Suggerimento: { $turn }
status-ai-info = Computer: { $progress }
status-looking-for-hint = Cerco un suggerimento…
status-looking-for-hint-progress = Cerco un suggerimento… { $progress }

## Nastri: un nastro è una colonna o una traversa; le frecce lo fanno scorrere

belt-name = { $kind ->
    [file] colonna { $name }
   *[rank] traversa { $name }
}
# A belt in the move list, the status and the confirm button, before its arrow and distance (f-file ↑4): short.
belt-short = { $kind ->
    [file] colonna { $name }
   *[rank] traversa { $name }
}
belt-name-start = { $kind ->
    [file] Colonna { $name }
   *[rank] Traversa { $name }
}
belt-shift-one = { $kind ->
    [file] { $dir ->
        [up] Fai scorrere la colonna { $name } di una casa verso l'alto
       *[down] Fai scorrere la colonna { $name } di una casa verso il basso
    }
   *[rank] { $dir ->
        [right] Fai scorrere la traversa { $name } di una casa a destra
       *[left] Fai scorrere la traversa { $name } di una casa a sinistra
    }
}
belt-pad-label = Fai scorrere i nastri che passano per la casa
belt-pad-shift = { $kind ->
    [file] { $dir ->
        [up] Fai scorrere la colonna { $name } di una casa verso l'alto
       *[down] Fai scorrere la colonna { $name } di una casa verso il basso
    }
   *[rank] { $dir ->
        [right] Fai scorrere la traversa { $name } di una casa a destra
       *[left] Fai scorrere la traversa { $name } di una casa a sinistra
    }
}
belt-pad-button = { $kind ->
    [file] colonna { $name }
   *[rank] traversa { $name }
}
belt-refused = { $kind ->
    [file] Colonna { $name }: { $why }
   *[rank] Traversa { $name }: { $why }
}
refusal-forbidden = l'avversario ha fatto scorrere questo nastro nel turno precedente
refusal-empty = su questo nastro non c'è nessun pezzo
refusal-no-change = questo scorrimento non cambierebbe nulla
refusal-own-king = il tuo re sarebbe sotto scacco
refusal-first-turn-check = il primo turno del Bianco non può dare scacco
refusal-belt-check = uno scorrimento di nastro non può dare scacco (regola «niente scacco col nastro»)
refusal-no-belts = gli scacchi senza pedoni non hanno scorrimenti di nastro

## I pulsanti del nastro

belt-confirm = Conferma
belt-confirm-shift = Conferma { $belt }
belt-confirm-anyway = Conferma comunque
belt-confirm-title = Gioca questo scorrimento di nastro
belt-go-back = Indietro
belt-undo-shift = Annulla lo scorrimento
belt-take-back = Ritira la mossa
belt-how-keys = Invio conferma; Esc annulla lo scorrimento.
belt-how = Conferma per giocare questo turno, o annulla lo scorrimento.
belt-how-shift = Fai scorrere un nastro: una freccia, un trascinamento o tocca una casa.
belt-idle = Dopo la mossa normale, la mossa del nastro: fai scorrere una traversa o una colonna, poi confermala qui.
assist-show-reply = Mostra la risposta
assist-hide-reply = Nascondi la risposta

## Scorrere la partita

history-label = Scorri la partita
history-first = Vai all'inizio
history-prev = Mezzo turno indietro
    .title = Indietro: la mossa normale, poi il nastro
history-next = Mezzo turno avanti
    .title = Avanti: la mossa normale, poi il nastro
history-last = Vai alla partita in corso
history-replay = Rivedi il turno
    .title = Rivedi l'ultimo turno: la mossa normale, poi il nastro
with-key = { $words } ({ $key })
key-home = Home
key-end = Fine

## L'elenco delle mosse e la casella di testo

moves-heading = Mosse
moves-start = Inizio
move-box-label = Scrivi un turno
move-box-play = Gioca

## Avvisi, finestre, copia

notice-dismiss = Chiudi
    .title = Chiudi questo avviso
dialog-close = Chiudi
dialog-opening = Apertura…
resign-title = Abbandonare questa partita?
resign-text = Abbandonare chiude la partita con una sconfitta. «Annulla» può ritirarlo.
resign-keep-playing = Continua a giocare
promotion-title = Promozione in { $square }
copy-done = Copiato.
copy-refused = Il browser non ha permesso di copiare: il testo è selezionato, copialo con Ctrl+C (⌘C).
copy = Copia
relay-send = { $side ->
    [white] Giochi via link? Manda questo link al Bianco:
   *[black] Giochi via link? Manda questo link al Nero:
}

## Pezzi

piece-queen = Donna
piece-rook = Torre
piece-bishop = Alfiere
piece-knight = Cavallo

## Distintivi

badge-howe = Schieramento di Howe
badge-one-king = Un re ciascuno
badge-no-belt-check = Niente scacco col nastro

## Risposte a un'azione rifiutata

feedback-belt-refused = { $kind ->
    [file] La colonna { $name } non può scorrere: { $why }
   *[rank] La traversa { $name } non può scorrere: { $why }
}
feedback-not-one-belt = { $from } e { $to } non sono sulla stessa colonna o traversa: un nastro scorre lungo una colonna o una traversa
feedback-no-belt = Scegli prima uno scorrimento di nastro: una freccia, o trascina lungo una colonna o una traversa
feedback-shift-refused = Scorrimento { $belt }: { $why }
feedback-game-over = La partita è finita: iniziane una nuova per continuare
feedback-ai-to-move = Aspetta la mossa del computer
feedback-viewing = Torna alla posizione attuale (clicca l'ultima mossa) per giocare
feedback-ai-refused = La mossa del computer è stata rifiutata: { $why }
feedback-ai-failed = Il computer non è riuscito a muovere: { $why }

## Avvisi

notice-link-ignored = Una parte di questo link è stata ignorata: { $why }.
notice-save-set-aside = Impossibile riprendere la partita salvata: { $why }. È stata messa da parte (conservata in questo browser come '{ $key }') ed è iniziata una nuova partita.
notice-relay-your-move = { $side ->
    [white] Tocca a te con il Bianco: gioca il tuo turno, poi manda all'avversario il link proposto sotto la scacchiera.
   *[black] Tocca a te con il Nero: gioca il tuo turno, poi manda all'avversario il link proposto sotto la scacchiera.
}
notice-relay-mismatch = Questo link di partita via link non torna: { $why }. La sua partita è mostrata com'è.
notice-resignation-taken-back = L'abbandono è stato ritirato: la partita continua.
notice-lesson = Prova la regola qui giocando entrambi i colori. La tua partita è conservata: riaprila da «Partite».
notice-storage-refused = Questo browser non permette a Beltboard di salvare partite: il gioco continua, ma questa partita non sarà conservata.
notice-puzzle-not-found = Non esiste il problema «{ $id }»: controlla il link. La tua partita è come l'hai lasciata.
notice-puzzles-unavailable = Impossibile aprire i problemi ({ $why }). La tua partita è come l'hai lasciata.

## L'assistente delle minacce

assist-safe = Sicuro
assist-allows-win = Permette di vincere in una
assist-confirm-anyway = { $kind ->
    [capture] Questo permette una presa del re: confermare comunque?
    [mate] Questo permette un matto in una: confermare comunque?
   *[unknown] Questo permette di vincere in una: confermare comunque?
}
assist-reply = { $kind ->
    [capture] La loro risposta: { $turn } (presa del re)
   *[mate] La loro risposta: { $turn } (matto in una)
}
threat-found = { $side ->
    [white] { $kind ->
        [capture] Minaccia: se toccasse a lui, il Bianco potrebbe giocare { $turn } (presa del re)
       *[mate] Minaccia: se toccasse a lui, il Bianco potrebbe giocare { $turn } (matto in una)
    }
   *[black] { $kind ->
        [capture] Minaccia: se toccasse a lui, il Nero potrebbe giocare { $turn } (presa del re)
       *[mate] Minaccia: se toccasse a lui, il Nero potrebbe giocare { $turn } (matto in una)
    }
}
threat-none = { $side ->
    [white] Nessuna minaccia: il Bianco non vince in una
   *[black] Nessuna minaccia: il Nero non vince in una
}
threat-looking = Cerco una minaccia…
threat-in-check = Sei sotto scacco: è questa la minaccia, parala
threat-game-over = La partita è finita

## La valutazione e l'avanzamento del motore

eval-mate = matto
eval-even = parità
eval-for = { $side ->
    [white] { $score } per il Bianco
   *[black] { $score } per il Nero
}
progress-eval = profondità { $depth } · { $eval } · { $nodes } nodi
progress = profondità { $depth } · { $nodes } nodi
engine-off = Il motore è spento: avvialo (o premi Spazio) per vedere le linee migliori.
engine-over = Qui la partita è finita: niente da analizzare.
engine-thinking = Il motore sta pensando…
engine-depth = Profondità { $depth } · { $nodes } posizioni
engine-proven = { $side ->
    [white] { $turns ->
        [one] Dimostrato: il Bianco dà matto subito con { $turn }
        [many] Dimostrato: il Bianco forza il matto in { $turns } di turni al massimo, cominciando con { $turn }
       *[other] Dimostrato: il Bianco forza il matto in { $turns } turni al massimo, cominciando con { $turn }
    }
   *[black] { $turns ->
        [one] Dimostrato: il Nero dà matto subito con { $turn }
        [many] Dimostrato: il Nero forza il matto in { $turns } di turni al massimo, cominciando con { $turn }
       *[other] Dimostrato: il Nero forza il matto in { $turns } turni al massimo, cominciando con { $turn }
    }
}
nodes-thousands = { $number } mila
nodes-millions = { $number } Mln

## La revisione della partita

mark-blunder = Svista
mark-mistake = Errore
mark-inaccuracy = Imprecisione
review-blunder = { $side ->
    [white] Svista: lascia vincere subito il Bianco con { $turn }
   *[black] Svista: lascia vincere subito il Nero con { $turn }
}
review-drop = { $mark ->
    [mistake] Errore: la valutazione scende di { $pawns } pedoni
   *[inaccuracy] Imprecisione: la valutazione scende di { $pawns } pedoni
}
review-missed = Vittoria in una mancata: { $turn }
review-missed-also = vittoria in una mancata: { $turn }
review-better = Era meglio { $turn }
review-better-eval = Era meglio { $turn } ({ $eval })
review-done = { $total ->
    [one] Revisione finita: { $total } posizione.
    [many] Revisione finita: { $total } di posizioni.
   *[other] Revisione finita: { $total } posizioni.
}
review-running = { $total ->
    [one] Revisione… { $done } di { $total } posizione
    [many] Revisione… { $done } di { $total } di posizioni
   *[other] Revisione… { $done } di { $total } posizioni
}
review-paused = { $total ->
    [one] Revisione in pausa a { $done } di { $total } posizione: riprendi per continuare.
    [many] Revisione in pausa a { $done } di { $total } di posizioni: riprendi per continuare.
   *[other] Revisione in pausa a { $done } di { $total } posizioni: riprendi per continuare.
}

## Visualizzatore, pagina incorporata

viewer-start = Inizio (0/{ $turns })
viewer-half = { $turn }, poi il nastro ({ $ply }/{ $turns })
viewer-turn = { $turn } ({ $ply }/{ $turns })
left-out = Tralasciato: { $problems }

## Problemi

puzzle-task = { $kind ->
    [win1] { $side ->
        [white] Muove il Bianco: vinci subito
       *[black] Muove il Nero: vinci subito
    }
    [win2] { $side ->
        [white] Muove il Bianco: vinci in due (qualunque sia la risposta, vinci al turno dopo)
       *[black] Muove il Nero: vinci in due (qualunque sia la risposta, vinci al turno dopo)
    }
   *[defend] { $side ->
        [white] Muove il Bianco: trova un turno che non perda subito
       *[black] Muove il Nero: trova un turno che non perda subito
    }
}
difficulty-easy = Facile
difficulty-medium = Medio
difficulty-hard = Difficile
puzzle-rating-most = { $difficulty } ({ $rating }): la maggior parte dei turni legali lo risolve
puzzle-rating-one-in = { $difficulty } ({ $rating }): circa 1 turno legale su { $n } lo risolve

# issue 24 (second part): condividi, partite, scacchiera d'analisi, studio

side-name = { $side ->
    [white] Bianco
   *[black] Nero
}
start-full-belt = { -full-belt }
start-full-belt-howe = { -full-belt }, schieramento di Howe
start-no-pawns = { -no-pawns }
start-no-pawns-one-king = { -no-pawns }, un re ciascuno
share-title = Condividi, esporta e importa
share-link = Link a questa partita
share-copy-link = Copia il link
share-link-note = L'intera partita è scritta nel link, dopo il #: aprendolo si vede questa partita, pronta per continuare.
share-pgn = La partita in PGN
share-copy-pgn = Copia il PGN
share-download-pgn = Scarica il PGN
share-download-failed = Il download non è partito: copia invece il PGN.
share-fen = La posizione in FEN
share-copy-fen = Copia il FEN
share-import = Carica una partita o una posizione: incolla una partita PGN o un FEN
share-import-example = [Variant "Full Belt Chess"] 1. Nf3 f+4 …   o   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
share-load = Carica
import-empty = Prima incolla una partita PGN o una posizione FEN.
import-pgn = Questo PGN non si può caricare: { $why }.
import-fen = Questa posizione non si può disporre: { $why }.
library-title = Le tue partite
library-empty = In questo browser non c'è ancora nessuna partita salvata.
library-unreadable = { $count ->
    [one] { $count } voce salvata non è leggibile da questa versione; è conservata, non cancellata.
    [many] { $count } di voci salvate non sono leggibili da questa versione; sono conservate, non cancellate.
   *[other] { $count } voci salvate non sono leggibili da questa versione; sono conservate, non cancellate.
}
library-export = Esporta tutte in PGN
library-open = Apri
library-delete = Elimina
library-here = In corso qui
library-vs-ai-white = Tu (Bianco) contro il computer
library-vs-ai-black = Tu (Nero) contro il computer
library-two-players = Due giocatori
library-ai-vs-ai = Il computer contro sé stesso
library-live = { $side ->
    [white] Dal vivo: tu (Bianco) contro un amico
   *[black] Dal vivo: tu (Nero) contro un amico
}
library-in-progress = in corso
library-draw = patta
library-white-won = ha vinto il Bianco
library-black-won = ha vinto il Nero
# Moves as a move list numbers them: White's turn and Black's reply are one.
library-line = { $moves ->
    [one] { $date } · { $result } · { $moves } mossa
    [many] { $date } · { $result } · { $moves } di mosse
   *[other] { $date } · { $result } · { $moves } mosse
}
library-over = { $result } ({ $reason })
analysis-badge = Analisi · { $start }
analysis-back = Torna alla partita
analysis-flip = Gira la scacchiera
analysis-pgn = PGN con varianti
analysis-pgn-label = Questa analisi: ogni linea, commento e valutazione
analysis-import-label = Apri un PGN (varianti e commenti vengono mantenuti)
analysis-open = Apri
review-cancel = Annulla la revisione
review-resume = Riprendi la revisione
review-start = Rivedi la partita
    .title = Analizza ogni posizione della partita e segna i suoi errori
review-budget = Tempo per posizione
review-label = Revisione della partita
review-intro = La revisione trova le sviste (??), gli errori (?) e le imprecisioni (?!) di ciascun colore.
review-show-better = Mostra il turno migliore
    .title = Mostra sulla scacchiera il turno del motore
review-missed-win = Vittoria mancata
    .title = Vittoria in una mancata
review-graph-label = Valutazione dopo ogni turno, dal lato del Bianco: un clic mostra quel turno
tree-label = Mosse e varianti
tree-empty = Ancora nessun turno: giocane uno sulla scacchiera.
tree-promote = Alza
    .title = Sposta questa variante un posto più su
tree-make-main = Linea principale
tree-delete = Elimina
    .title = Elimina questo turno e ciò che lo segue
tree-comment = Commento a questo turno
studio-title = Studio di { -beltboard }
studio-text = Questa pagina disegna diagrammi per altre pagine (il suo indirizzo contiene allora view=1 e una posizione, fen=…) e contiene l'editor della scacchiera.
studio-play = Gioca a { -beltboard }
studio-editor = Editor della scacchiera
diagram-label = Un diagramma di scacchi
viewer-time = Tempo: { $time }
illegal-no-piece = { $move }: in { $square } non c'è nessun pezzo
illegal-not-yours = { $side ->
    [white] { $move }: il pezzo in { $square } non è del Bianco
   *[black] { $move }: il pezzo in { $square } non è del Nero
}
illegal-cannot-go = { $piece ->
    [king] { $move }: il re in { $square } non può andare lì
    [queen] { $move }: la donna in { $square } non può andare lì
    [rook] { $move }: la torre in { $square } non può andare lì
    [bishop] { $move }: l'alfiere in { $square } non può andare lì
    [knight] { $move }: il cavallo in { $square } non può andare lì
   *[pawn] { $move }: il pedone in { $square } non può andare lì
}
illegal-first-turn-check = { $move }: lascerebbe un re sotto scacco, o darebbe scacco al primo turno del Bianco
illegal-own-king = { $move }: lascerebbe il tuo re sotto scacco
illegal-no-belt-after = { $move }: dopo non è possibile nessuno scorrimento, quindi non si può giocare
illegal-missing-belt = In Full Belt Chess ogni turno richiede uno scorrimento dopo la mossa normale (ad es. «e2e4 f+4»)
illegal-belt = Scorrimento { $belt }: { $why }
illegal-game-over = La partita è finita
job-start = la posizione iniziale non è valida
job-turn = turno { $turn }: { $why }
job-game-over = la partita è finita
job-no-turn = non c'è nessun turno legale
job-unreadable = il suo processo non è riuscito a leggere la partita
job-no-worker = il browser non ha avviato il suo processo

# issue 24 (second part): le parole del lettore di schermo

spoken-turn = { $side ->
    [white] Bianco: { $what }.
   *[black] Nero: { $what }.
}
spoken-piece = { $piece ->
    [king] re
    [queen] donna
    [rook] torre
    [bishop] alfiere
    [knight] cavallo
   *[pawn] pedone
}
spoken-piece-taken = { $piece ->
    [king] il re
    [queen] la donna
    [rook] la torre
    [bishop] l'alfiere
    [knight] il cavallo
   *[pawn] il pedone
}
spoken-move = { $piece } { $from } in { $to }
spoken-takes = { $piece } { $from } cattura { $taken } in { $to }
spoken-castles = { $wing ->
    [short] re { $from } arrocca corto
   *[long] re { $from } arrocca lungo
}
spoken-promotes = { $piece ->
    [queen] promuove a donna
    [rook] promuove a torre
    [bishop] promuove ad alfiere
   *[knight] promuove a cavallo
}
spoken-belt = { $kind ->
    [file] { $dir ->
        [up] poi colonna { $name } spostata in su di { $steps }
       *[down] poi colonna { $name } spostata in giù di { $steps }
    }
   *[rank] { $dir ->
        [right] poi traversa { $name } spostata a destra di { $steps }
       *[left] poi traversa { $name } spostata a sinistra di { $steps }
    }
}
spoken-check = scacco
spoken-mate = scacco matto
spoken-capture-win = { $side ->
    [white] il Bianco vince: il suo re ha catturato un pezzo
   *[black] il Nero vince: il suo re ha catturato un pezzo
}
spoken-belt-preview = Scorrimento { $belt } in anteprima: premi Invio per confermare.
spoken-belt-phase = Ora fai scorrere un nastro: segna una casa con Invio, poi premi Invio su un'altra casa della sua colonna o traversa.
spoken-belt-preview-touch = Scorrimento { $belt } in anteprima: il pulsante Conferma lo gioca.
spoken-belt-phase-touch = Ora fai scorrere un nastro: i pulsanti a freccia intorno alla scacchiera spostano una colonna o traversa di una casa ciascuno.
square-piece = { $side ->
    [white] { $piece ->
        [king] { $square }, re bianco
        [queen] { $square }, donna bianca
        [rook] { $square }, torre bianca
        [bishop] { $square }, alfiere bianco
        [knight] { $square }, cavallo bianco
       *[pawn] { $square }, pedone bianco
    }
   *[black] { $piece ->
        [king] { $square }, re nero
        [queen] { $square }, donna nera
        [rook] { $square }, torre nera
        [bishop] { $square }, alfiere nero
        [knight] { $square }, cavallo nero
       *[pawn] { $square }, pedone nero
    }
}
square-empty = { $square }, vuota
square-selected = { $label }, selezionata
square-target = { $label }, mossa possibile
square-marked = { $label }, segnata: scegli una casa della sua colonna o traversa per far scorrere il nastro

# issue 24 (second part): the embed builder's language

embed-lang-visitor = La lingua del visitatore

## Rules help, lessons, the first screen's tips

# (section A)

# L'aiuto delle regole. <strong>, <code> ed <em> (le note «nostra
# interpretazione») restano intorno alle parole tradotte, gli stessi e nello stesso ordine.
rules-title = Regole: { $game }
rules-fb-intro = { -full-belt } (Michael Howe, 1997) è un gioco di scacchi in cui ogni colonna e ogni traversa è un nastro trasportatore.
rules-fb-turn-heading = Un turno ha due parti
rules-fb-turn-normal = <strong>Una mossa normale</strong>, come negli scacchi, ma senza arrocco e senza presa en passant. Dopo la mossa il tuo re non deve essere sotto scacco.
rules-fb-turn-belt = <strong>Uno scorrimento di nastro</strong>: fai scorrere un'intera colonna o traversa, con tutto ciò che contiene, di 1-7 case. Il nastro è circolare: un pezzo spinto oltre un bordo rientra dall'altro. Uno scorrimento non cattura mai. È obbligatorio.
rules-board-heading = Su questa scacchiera
rules-board-move = Fai la mossa normale cliccando il pezzo e poi la casa d'arrivo, o trascinandolo.
rules-board-move-touch = Fai la mossa normale toccando il pezzo e poi la casa d'arrivo, o trascinandolo.
rules-board-belt = { $keys ->
    [yes] Poi fai scorrere un nastro: clicca le frecce sui bordi (ogni clic è un passo, mostrato subito) o trascina da una casa a un'altra della stessa colonna o traversa. Conferma con il pulsante o con Invio. «{ $undo }» annulla lo scorrimento; «{ $back }» annulla la mossa normale.
    [touch] Poi fai scorrere un nastro: tocca le frecce sui bordi (ogni tocco è un passo, mostrato subito) o trascina da una casa a un'altra della stessa colonna o traversa. Conferma con il pulsante. «{ $undo }» annulla lo scorrimento; «{ $back }» annulla la mossa normale.
   *[no] Poi fai scorrere un nastro: clicca le frecce sui bordi (ogni clic è un passo, mostrato subito) o trascina da una casa a un'altra della stessa colonna o traversa. Conferma con il pulsante. «{ $undo }» annulla lo scorrimento; «{ $back }» annulla la mossa normale.
}
rules-board-greyed = Il nastro di una freccia grigia ora non può scorrere; passa sopra la freccia o dalle il focus per vedere perché.
rules-board-draw = Prendi appunti sulla scacchiera: un clic destro cerchia una casa, un trascinamento col tasto destro disegna una freccia (con Maiusc, Alt o Ctrl in rosso, blu o giallo); su uno schermo tattile, tieni premuta una casa per cerchiarla, e di nuovo per il colore successivo. Un clic o un tocco le cancella.
rules-fb-allowed-heading = Quali scorrimenti sono ammessi
rules-fb-allowed-piece = Sul nastro deve esserci almeno un pezzo, e lo scorrimento deve cambiare qualcosa (un nastro i cui pezzi si ripetono con il periodo dello scorrimento non può scorrere di tanto).
rules-fb-allowed-forbidden = Non puoi far scorrere il nastro che l'avversario ha fatto scorrere nel turno subito prima (in nessuna direzione).
rules-fb-allowed-king = Dopo lo scorrimento il tuo re non deve essere sotto scacco <em>(nostra interpretazione)</em>. Uno scorrimento non è mai il modo di uscire dallo scacco: deve già farlo la mossa normale.
rules-fb-allowed-first = Il primo turno del Bianco non può dare scacco, né con la mossa normale né con il nastro.
rules-fb-allowed-none = Una mossa normale dopo la quale non è possibile nessuno scorrimento non si può giocare.
rules-fb-pawns-heading = Pedoni
rules-fb-pawns-two = Un pedone sulla propria seconda traversa può avanzare di due case, comunque ci sia arrivato <em>(nostra interpretazione)</em>. Un pedone portato sulla propria prima traversa avanza di una casa come al solito <em>(nostra interpretazione)</em>.
rules-fb-pawns-promote = Un pedone promuove solo quando una mossa normale lo porta sull'ultima traversa. Un pedone portato lì da un nastro resta un pedone, non può muovere e non attacca nulla finché un nastro non lo porta via.
rules-end-heading = Fine della partita
rules-fb-end-mate = Vinci con lo scacco matto: l'avversario è sotto scacco e non ha nessun turno legale.
rules-fb-end-draws = Patta: stallo (nessun turno legale, senza scacco) <em>(nostra interpretazione)</em>; la stessa posizione (pezzi, tratto, nastro vietato) per la terza volta; 50 mosse per parte senza catture né mosse di pedone <em>(nostra interpretazione)</em>; re contro re <em>(nostra interpretazione)</em>.
rules-fb-end-no-belt-check = Regola facoltativa «niente scacco col nastro»: lo scorrimento può lasciare l'avversario sotto scacco solo se la mossa normale dava già scacco <em>(nostra interpretazione)</em>.
rules-fb-setups-heading = Schieramenti
rules-fb-setups = Lo schieramento abituale degli scacchi, o lo schieramento di Howe: Bianco K h1, Q g1, R f1 e1, N d1 c1, B b1 a1; Nero speculare rispetto al centro (K a8, Q b8, R c8 d8, N e8 f8, B g8 h8); i pedoni sulle solite traverse.
rules-fb-setups-howe = Questa partita usa lo schieramento di Howe.
rules-fb-notation-heading = Notazione
rules-fb-notation = Un turno si scrive con la mossa normale, poi il nastro: <code>Nf3 f+4</code> fa scorrere la colonna f di quattro case verso l'ottava traversa; <code>e4 3-2</code> fa scorrere la terza traversa di due case verso la colonna a. La casella delle mosse accetta anche <code>g1f3 f+4</code>.
rules-np-intro = { $kings ->
    [single] { -no-pawns } (Vladislav Rapetsky, 2011), schieramento con un re: ogni parte ha un re, due torri e due cavalli, e nessun pedone: Bianco K a1, R a2 b1, N b3 c2; Nero K h8, R g8 h7, N f7 g6. Non c'è arrocco.
   *[double] { -no-pawns } (Vladislav Rapetsky, 2011): ogni parte ha due re, due torri, due alfieri e due cavalli, e nessun pedone. Il secondo re sta dove starebbe la donna: i re del Bianco su d1 ed e1, quelli del Nero su d8 ed e8.
}
rules-np-pieces = Torri, alfieri e cavalli muovono come negli scacchi ma solo su case vuote: non catturano mai. Però attaccano, quindi danno scacco.
rules-np-kings = I re muovono di una casa in ogni direzione. Un re può catturare un pezzo nemico non protetto, e catturarne uno vince subito la partita.
rules-np-royal = { $kings ->
    [single] Dopo la tua mossa il tuo re non deve essere attaccato.
   *[double] Entrambi i re sono reali: dopo la tua mossa nessuno dei tuoi re può essere attaccato. Sei sotto scacco quando almeno uno dei tuoi re è attaccato.
}
rules-np-mate = { $kings ->
    [single] Vinci con lo scacco matto: un re dell'avversario è sotto scacco e l'avversario non ha nessuna mossa legale.
   *[double] Vinci con lo scacco matto: un re dell'avversario è sotto scacco e l'avversario non ha nessuna mossa legale. Un cavallo che forchetta entrambi i re dà matto, a meno che un re possa catturarlo senza pericolo.
}
rules-np-draws = Patta: stallo <em>(nostra interpretazione)</em>, o la stessa posizione per la terza volta. Non c'è la regola delle 50 mosse né la patta per materiale insufficiente <em>(nostra interpretazione)</em>.
rules-np-two-king-boards = Queste scacchiere usano lo schieramento con due re: le regole che mostrano sono le stesse con un solo re.
rules-np-castling = L'arrocco segue le condizioni degli scacchi, ogni re con la torre dalla sua parte.
rules-np-no-belt = Su questa scacchiera una mossa vale appena fatta: in questo gioco non ci sono scorrimenti di nastro.

# Le lezioni: una didascalia sotto ogni piccola scacchiera (letta anche come
# sua etichetta) e il pulsante che ne apre la posizione da giocare.
lesson-try = Prova
lesson-worked-turn = L'esempio dell'inventore: 1. Ng1-f3, poi la colonna f scorre di quattro case. Il cavallo finisce su f7, il pedone bianco da f2 su f6 e l'alfiere nero da f8 su f4.
lesson-refused-belts = Dopo la mossa normale 1. Nf3 nessuno scorrimento di questi nastri è ammesso: { $groups }. Sulla scacchiera le loro frecce sono grigie: passa sopra una per vedere perché.
lesson-refused-group = { $belts } ({ $why })
lesson-refused-between = { "; " }
lesson-forbidden-belt = Il Bianco ha giocato 1. Nf3 f+4, quindi in questo turno il Nero non può far scorrere la colonna f, in nessuna direzione. Al turno successivo il Bianco potrà farla scorrere di nuovo.
lesson-frozen-pawn = 1. d4, poi la colonna d di quattro case: il nastro ha portato il pedone bianco su d8. Resta un pedone: non può muovere e non attacca nulla finché un nastro non lo porta via. Promuove solo una mossa normale sull'ultima traversa.
lesson-first-turn-check = Il primo turno del Bianco non può dare scacco. Dopo 1. e4, lo scorrimento f-3 (la colonna f di tre case verso il basso) porterebbe il pedone bianco da f2, oltre il bordo, su f7, attaccando il re su e8: rifiutato. In un turno successivo sarebbe scacco.
lesson-no-belt-check = Con la regola facoltativa «niente scacco col nastro», 2. d3 f-3 è rifiutato: il nastro porterebbe il pedone bianco su f7 e darebbe scacco, cosa che la mossa normale non faceva. Senza la regola è uno scacco legale.
lesson-quiet-check = 1. Bb5 dà scacco al re su e8. Torri, alfieri e cavalli danno scacco, ma muovono solo su case vuote: non catturano mai.
lesson-king-capture = Il cavallo bianco su c7 dà scacco al re su e8, ma niente lo protegge: il re nero su d8 lo cattura e vince subito.
lesson-castling = Entrambi i re possono arroccare: il re in e1 con la torre in h1 (O-O: e1 in g1, la torre in f1) e il re in d1 con la torre in a1 (O-O-O: d1 in b1, la torre in c1). Muovi il re di due case.
lesson-double-king-fork = 4. Nc6 attacca entrambi i re neri, su d8 ed e7. Nessuna mossa para entrambi gli scacchi e nessun re può catturare il cavallo: scacco matto.

# L'introduzione della prima visita, una frase per gioco.
intro-full-belt = Ogni turno: una mossa normale, poi fai scorrere una colonna o una traversa come un nastro trasportatore (le frecce intorno alla scacchiera).
intro-no-pawns = Due re per parte, niente pedoni: i pezzi danno scacco ma non catturano mai; un re che cattura un pezzo non protetto vince.
intro-dismiss = Chiudi questa introduzione

# I consigli della prima partita di Full Belt Chess: tre, uno dopo l'altro.
coach-step = { NUMBER($step) } di { NUMBER($steps) }
coach-move = Un turno ha due parti. Prima una normale mossa di scacchi: clicca un pezzo, poi la sua casa (o trascinalo).
coach-belt = Poi fai scorrere un nastro: clicca una freccia sul bordo della scacchiera, una casa per clic, o trascina lungo una colonna o traversa.
coach-move-touch = Un turno ha due parti. Prima una normale mossa di scacchi: tocca un pezzo, poi la sua casa (o trascinalo).
coach-belt-touch = Poi fai scorrere un nastro: tocca una freccia sul bordo della scacchiera, una casa per tocco, o trascina lungo una colonna o traversa.
coach-confirm = Lo scorrimento è mostrato sulla scacchiera. Conferma per finire il turno, o annulla lo scorrimento e provane un altro.
coach-confirm-keys = Lo scorrimento è mostrato sulla scacchiera. Conferma (Invio) per finire il turno, o annullalo (Esc).
coach-no-more = Niente più consigli


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)

prefs-pause-none = Nessuna
prefs-pause-half = Mezzo secondo
prefs-pause-tenths = 0,8 secondi
prefs-pause-one = Un secondo
prefs-pause-two = Due secondi
prefs-pause-four = Quattro secondi
prefs-volume-off = Spenti
prefs-volume-quiet = Basso
prefs-volume-normal = Normale
prefs-volume-loud = Alto
prefs-theme = Colori della scacchiera
prefs-theme-brown = Marrone
prefs-theme-blue = Blu
prefs-theme-green = Verde
prefs-theme-grey = Grigio
prefs-speed-none = Nessuna
prefs-speed-fast = Veloce
prefs-speed-normal = Normale
prefs-workers-auto = Uno per core ({ $cores })
prefs-ai-pause = Pausa prima della risposta del computer
prefs-ai-speed = Pausa tra i turni quando il computer gioca contro sé stesso
prefs-workers = Core con cui pensa il computer
prefs-threats = Assistente delle minacce
prefs-threats-help = Avvisa dei turni che permettono una vittoria in uno; mostra la minaccia dell'avversario.
prefs-play-eval = Valutazione del motore durante la partita
prefs-play-eval-help = Mostra la valutazione del computer mentre pensa; l'analisi e la revisione la mostrano sempre.
prefs-coords = Coordinate
prefs-coords-help = Le lettere delle colonne e i numeri delle traverse lungo i bordi della scacchiera.
prefs-animation = Animazione dei pezzi
prefs-sound = Suoni
new-game-variant = Variante
new-game-no-belt-check = Niente scacco con una mossa di nastro
new-game-no-belt-check-help = Una mossa di nastro può dare scacco solo se la mossa normale l'ha già dato.
new-game-full-belt-only = Solo in { -full-belt }.
new-game-players = Giocatori
new-game-colour = Il tuo colore
new-game-level = Livello del computer
new-game-level-beginner = { $level } (principiante)
new-game-level-strongest = { $level } (il più forte, circa 2 s a turno)
new-game-level-never-misses = Non si lascia mai sfuggire una vittoria immediata.
new-game-level-misses = Si lascia sfuggire una vittoria immediata circa il { $percent }% delle volte.
new-game-start = Inizia
new-game-live = Un amico su un altro dispositivo
new-game-summary-full-belt = Ogni turno: una mossa normale, poi fai scorrere una colonna o una traversa come un nastro trasportatore (le frecce intorno alla scacchiera).
new-game-summary-no-pawns = Due re per parte, niente pedoni: i pezzi danno scacco ma non catturano mai; un re che cattura un pezzo non protetto vince.
new-game-summary-one-king = Niente pedoni: i pezzi danno scacco ma non catturano mai; un re che cattura un pezzo non protetto vince.
mode-ai-black = Gioca col Bianco contro il computer
mode-ai-white = Gioca col Nero contro il computer
mode-two-players = Due giocatori su questo dispositivo
mode-ai-vs-ai = Guarda il computer giocare contro sé stesso
colour-random = A caso
clock-none = Senza orologio
clock-custom = Personalizzato
clock-same = Lo stesso
clock-label = Orologio (minuti + secondi a turno)
clock-minutes = Minuti
clock-increment = Incremento (s)
clock-ai = L'orologio del computer (handicap di tempo)
clock-error-form = Un tempo di riflessione si scrive minuti+secondi, come 3+2 o 0.5+0.
clock-error-minutes = Il tempo iniziale deve essere tra un secondo e 1440 minuti.
clock-error-increment = L'incremento deve essere un numero intero di secondi, al massimo 600.
clock-pause = Pausa
clock-resume = Riprendi
turn-seconds = { $seconds } s
player-ai = Computer · livello { $level }
player-one = Giocatore 1
player-two = Giocatore 2
player-you = Tu
player-thinking = pensa…
player-to-move = al tratto
result-wins = { $side ->
    [white] Vince il Bianco
   *[black] Vince il Nero
}
result-draw = Patta
result-checkmate = per scacco matto
result-capture = per cattura del re
result-stalemate = per stallo
result-repetition = per triplice ripetizione
result-fifty-moves = per la regola delle 50 mosse
result-bare-kings = per re soli
result-resignation = per abbandono
result-agreement = di comune accordo
result-time = per tempo
result-time-cannot-win = { $side ->
    [white] tempo scaduto, ma il Bianco non può vincere
   *[black] tempo scaduto, ma il Nero non può vincere
}
live-qr-label = Codice QR del link
live-qr-too-long = { $bytes } byte sono troppi per un codice QR.
live-scan = Scansiona il codice QR della risposta
live-scan-stop = Spegni la fotocamera
live-answer-label = La risposta del tuo amico (il link o il suo testo)
live-connect = Connetti
live-scan-unsupported = Questo browser non sa leggere i codici QR: incolla invece la risposta.
live-scan-refused = Impossibile aprire la fotocamera: consentila, oppure incolla invece la risposta.
live-connected = Connesso al tuo amico
live-relay-sending = Invio della risposta tramite i relay… La partita inizia appena la pagina del tuo amico la riceve.
live-relay-listening = La risposta del tuo amico torna da sola tramite i relay. Se invece ti manda un link, incollalo qui.
live-relayed = Nessun percorso diretto tra i due dispositivi: le mosse viaggiano tramite relay pubblici, sigillate perché solo voi due possiate leggerle.
live-challenge-starting = Una sfida aperta è stata accettata: la partita inizia appena risponde la pagina dell'altro giocatore.
live-connecting = Connessione…
live-disconnected = Disconnesso: gli orologi sono fermi. Crea un nuovo invito per continuare.
live-friend = Amico
live-you = Tu
live-offer-received = { $offer ->
    [draw] Il tuo amico propone patta.
    [takeback] Il tuo amico chiede di ritirare una mossa.
   *[rematch] Il tuo amico propone una rivincita.
}
live-offer-sent = { $offer ->
    [draw] Hai proposto patta: in attesa della risposta.
    [takeback] Hai chiesto di ritirare una mossa: in attesa della risposta.
   *[rematch] Hai proposto una rivincita: in attesa della risposta.
}
live-offer-declined = { $offer ->
    [draw] Il tuo amico ha rifiutato la tua proposta di patta.
    [takeback] Il tuo amico ha rifiutato di ritirare la mossa.
   *[rematch] Il tuo amico ha rifiutato la rivincita.
}
live-you-play = { $side ->
    [white] Giochi col Bianco
   *[black] Giochi col Nero
}
live-accept = Accetta
live-decline = Rifiuta
live-takeback = Chiedi di ritirare
live-rematch = Proponi la rivincita
live-reinvite = Nuovo invito
live-badge = Dal vivo · { $start } · Amico
live-clock = Orologio
live-slow = Nessuna connessione dopo 20 secondi. Probabilmente i due dispositivi sono su reti diverse senza un percorso tra loro (un server TURN in config.json li collegherebbe), oppure un firewall blocca la connessione.
live-play-by-link = Gioca invece via link
live-preparing = Preparazione dell'invito…
live-invite-title = Invita il tuo amico
live-invite-help = Manda questo link al tuo amico, o fagli scansionare il codice. Vale una volta, per 10 minuti.
live-invited = Un amico ti invita a una partita dal vivo
live-answer-title = Rimanda la tua risposta
live-answer-help = Manda questo link o testo al tuo amico, che lo incolla nella pagina del suo invito.
live-declined = Hai rifiutato l'invito.
live-back = Torna a { -beltboard }
live-handed-over = Questa è una risposta: è stata passata alla pagina dell'invito se è aperta in questo browser; altrimenti incollala lì.
live-rtc-unsupported = Questo browser non può creare una connessione diretta (WebRTC manca o è disattivato).
live-rtc-refused = Il browser ha rifiutato la descrizione della connessione: crea un nuovo invito.
live-rtc-incomplete = Il browser non ha fornito dati di connessione utilizzabili.
live-rtc-unwritable = I dati della connessione non si sono potuti scrivere come codice.
live-terms = { $side ->
    [white] { $start }, giochi col Bianco, { $clock }
   *[black] { $start }, giochi col Nero, { $clock }
}
live-terms-resumed = { $side ->
    [white] { $turns ->
        [one] { $start }, giochi col Bianco, { $clock }, si riprende dopo { $turns } turno
        [many] { $start }, giochi col Bianco, { $clock }, si riprende dopo { $turns } di turni
       *[other] { $start }, giochi col Bianco, { $clock }, si riprende dopo { $turns } turni
    }
   *[black] { $turns ->
        [one] { $start }, giochi col Nero, { $clock }, si riprende dopo { $turns } turno
        [many] { $start }, giochi col Nero, { $clock }, si riprende dopo { $turns } di turni
       *[other] { $start }, giochi col Nero, { $clock }, si riprende dopo { $turns } turni
    }
}
live-no-clock = senza orologio
join-expired = Questo invito è scaduto (durano 10 minuti): chiedine uno nuovo.
join-invitation-expired = Il tuo invito è scaduto (gli inviti durano 10 minuti): creane uno nuovo e invialo di nuovo.
join-damaged = Questo codice è danneggiato: copia di nuovo tutto il link o il testo.
join-wrong-kind = Non è il codice atteso qui (la risposta la incolla chi ha invitato).
join-incomplete = A questo codice manca ciò che serve a una connessione.
join-used = Questo invito è già stato usato: ognuno vale una volta sola. Chiedine uno nuovo.
join-other-game = Questa risposta è per un altro invito.
join-not-inviting = Qui nessun invito aspetta una risposta.
join-read-again = La risposta di questa partita è già stata letta: non c'è altro da fare.
peer-too-long = Un messaggio del tuo amico era troppo lungo ed è stato ignorato.
peer-unreadable = Un messaggio del tuo amico non era leggibile ed è stato ignorato.
peer-wrong-game = Il browser del tuo amico sta giocando un'altra partita.
peer-not-their-turn = È arrivato un turno quando non toccava al tuo amico: ignorato.
peer-out-of-order = È arrivato un turno fuori ordine (numero { $got }, atteso { $expected }): ignorato.
peer-illegal = Un turno illegale è stato rifiutato.
peer-no-offer = Ora non c'è nessuna proposta del genere a cui rispondere.
peer-game-over = La partita è finita.
peer-disagree = { $common ->
    [one] Le due partite differiscono dopo { $common } turno: ogni lato tiene la sua. Inizia una nuova partita per continuare.
    [many] Le due partite differiscono dopo { $common } di turni: ogni lato tiene la sua. Inizia una nuova partita per continuare.
   *[other] Le due partite differiscono dopo { $common } turni: ogni lato tiene la sua. Inizia una nuova partita per continuare.
}
peer-early-flag = Il browser del tuo amico dice che è caduta la bandierina, ma l'orologio qui segna ancora { $left }: la partita continua.
live-title = { -beltboard } · partita dal vivo


## The position editor, the embed builder

# (section C)
editor-palette = { $side ->
    [white] Pezzi bianchi
   *[black] Pezzi neri
}
editor-palette-eraser = { $side ->
    [white] Pezzi bianchi e gomma
   *[black] Pezzi neri e gomma
}
editor-hint = Scegli un pezzo, poi clicca sulle case; oppure trascina i pezzi sulla scacchiera, al suo interno e fuori.
editor-legal = { $side ->
    [white] Posizione legale: muove il Bianco.
   *[black] Posizione legale: muove il Nero.
}
editor-play-ai = Gioca contro il computer
editor-play-ai-title = { $side ->
    [white] Tu giochi col Bianco, il computer col Nero
   *[black] Tu giochi col Nero, il computer col Bianco
}
editor-play-friend = Gioca con un amico
editor-analyse = Analizza
    .title = Analizza questa posizione con il motore
editor-share-link = Condividi il link
editor-embed-div = Incorpora (div)
    .title = Un diagramma per una pagina, con embed.js
editor-embed-iframe = Incorpora (iframe)
    .title = Un diagramma per una pagina, come iframe
editor-copied = { $what ->
    [link] Link copiato.
   *[embed] Codice di incorporamento copiato.
}
editor-copy-failed = { $what ->
    [link] Impossibile copiare il link.
   *[embed] Impossibile copiare il codice di incorporamento.
}
editor-game = Gioco
editor-setups = Schieramenti
editor-setup-standard = Standard
editor-setup-howe = Schieramento di Howe
editor-setup-one-king = Un re
editor-empty-board = Scacchiera vuota
editor-side-to-move = Chi muove
editor-forbidden-belt = Nastro vietato
    .title = Il nastro fatto scorrere nel turno precedente, che chi muove non può far scorrere
editor-forbidden-belt-help = La colonna o la traversa che l'avversario ha fatto scorrere nell'ultimo turno: chi muove non può farla scorrere in questo turno, in nessuna direzione.
editor-belt-none = nessuno
editor-castling = Arrocco
editor-castling-right = { $side ->
    [white] Bianco: arrocco del re { $king } con la torre { $rook }
   *[black] Nero: arrocco del re { $king } con la torre { $rook }
}
editor-halfmoves = Contatore delle semimosse
editor-move-number = Numero della mossa
editor-board = Scacchiera
piece-of-side = { $side ->
    [white] { $piece ->
        [king] Re bianco
        [queen] Donna bianca
        [rook] Torre bianca
        [bishop] Alfiere bianco
        [knight] Cavallo bianco
       *[pawn] Pedone bianco
    }
   *[black] { $piece ->
        [king] Re nero
        [queen] Donna nera
        [rook] Torre nera
        [bishop] Alfiere nero
        [knight] Cavallo nero
       *[pawn] Pedone nero
    }
}
editor-eraser = Gomma
board-label = Scacchiera: le frecce passano da una casa all'altra, Invio o Spazio seleziona e muove
embed-open = Incorpora in un'altra pagina…
embed-title = Incorpora in un'altra pagina
embed-what = Cosa
embed-kind-play = Una scacchiera su cui giocare
embed-kind-viewer = Questa partita, da scorrere mossa per mossa
embed-kind-diagram = Questa posizione, come diagramma
embed-width = Larghezza
embed-theme = Tema
embed-theme-auto = Quello del visitatore
embed-theme-light = Chiaro
embed-theme-dark = Scuro
embed-orientation = In basso
embed-ai = Il computer gioca
embed-ai-side = { $side ->
    [white] Col Bianco
   *[black] Col Nero
}
embed-ai-none = Nessuno (due giocatori)
embed-level = Livello del computer
embed-preview = Anteprima
embed-preview-title = Anteprima dell'incorporamento
embed-iframe = Un iframe
embed-copy-iframe = Copia l'iframe
embed-div = Oppure un div ed embed.js (il riquadro prende allora l'altezza del suo contenuto)
embed-copy-div = Copia il div e lo script
embed-frame-title = { $kind ->
    [play] Scacchiera di { -beltboard }
    [viewer] Visualizzatore di partite di { -beltboard }
   *[diagram] Diagramma di { -beltboard }
}
danger-title = Pericoloso: qualunque cosa segua, l'avversario può vincere subito
square-danger = { $label }. Pericoloso: qualunque cosa segua, l'avversario può vincere subito


## Puzzles, analysis, the evaluation bar, errors in links and positions

# (section D)

puzzle-heading = Problema { $id }
puzzle-leave = Torna alla mia partita
puzzle-leave-title = Esci dai problemi: la tua partita torna com'era quando l'hai lasciata
puzzle-hint-title = Segna il pezzo che muove
puzzle-solution = Mostra la soluzione
puzzle-solution-title = Mostra sulla scacchiera un turno che risolve il problema (conta come non risolto)
puzzle-retry = Riprova
puzzle-retry-title = Questo problema di nuovo dall'inizio
puzzle-retry-try-title = Ritira questo tentativo e rispondi di nuovo
puzzle-next = Successivo
puzzle-next-title = Un altro problema
puzzle-filter-theme = Tema
puzzle-filter-difficulty = Difficoltà
puzzle-filter-any = Qualsiasi
puzzle-count = { $total ->
    [one] { $matching } di { $total } problema
    [many] { $matching } di { $total } di problemi
   *[other] { $matching } di { $total } problemi
}
puzzle-other-variant = { $variant ->
    [no-pawns] Problemi: { -no-pawns }
   *[full-belt] Problemi: { -full-belt }
}
puzzle-other-variant-title = I problemi dell'altro gioco
puzzle-theme-name = { $theme ->
    [belt-mate] Matto col nastro
    [wrap-around] Giro dal bordo
    [forbidden-belt] Nastro vietato
    [first-turn] Regola del primo turno
    [frozen-pawn] Pedone congelato
    [king-capture] Cattura del re
    [double-king-fork] Forchetta ai due re
   *[castling] Arrocco
}
analysis-label = Analisi del motore
analysis-play-line-title = Gioca la linea fino a questo turno
engine-toggle-title = Avvia o ferma il motore (Spazio)
engine-idle = Motore a riposo
engine-stop = Ferma il motore
engine-start = Avvia il motore
engine-lines = Linee
engine-waits = Il motore attende durante la revisione della partita.
eval-bar-over = Partita finita: { $result }
eval-bar-none = Ancora nessuna valutazione
eval-bar-score = Valutazione { $score }, dal punto di vista del Bianco
puzzle-missed = Non questo: ripreso. Riprova, o mostra la soluzione.
puzzle-refuted-win = { $side ->
    [white] Non questo: il Bianco risponde { $turn } e vince subito (segnato sulla scacchiera). Riprova per rispondere di nuovo.
   *[black] Non questo: il Nero risponde { $turn } e vince subito (segnato sulla scacchiera). Riprova per rispondere di nuovo.
}
puzzle-refuted-reply = { $side ->
    [white] Non questo: il Bianco risponde { $turn } (segnato sulla scacchiera) e la vittoria svanisce. Riprova per rispondere di nuovo.
   *[black] Non questo: il Nero risponde { $turn } (segnato sulla scacchiera) e la vittoria svanisce. Riprova per rispondere di nuovo.
}
puzzle-replied = { $side ->
    [white] Il Bianco ha risposto { $turn }. Ora vinci subito.
   *[black] Il Nero ha risposto { $turn }. Ora vinci subito.
}
puzzle-play = Gioca la tua risposta sulla scacchiera.
puzzle-right = Giusto! Ora la risposta…
puzzle-solved = Risolto!
puzzle-solved-after-solution = Risolto dopo aver visto la soluzione: non contato.
puzzle-solved-after-miss = Risolto a un altro tentativo: conta solo il primo.
puzzle-answer = Un turno risolutivo: { $turn }.
puzzle-answer-shown = La soluzione è sulla scacchiera.
puzzle-streak-line = Serie { $streak } (record { $best }) · { $solved } di { $total } risolti
quoted-why = «{ $value }»: { $why }
link-error = parametro del link «{ $parameter }»: { $why }
link-escape = non è un escape URL valido
link-variant = «{ $value }» non è uno di full-belt, full-belt-howe, no-pawns, no-pawns-one-king
link-rule-not-here = no-belt-check è una regola di { -full-belt }
link-rule = «{ $value }» non è una regola (atteso no-belt-check)
link-ai = «{ $value }», atteso w, b o none
link-level = «{ $value }», atteso da 1 a 5
expected-side = «{ $value }», atteso w o b
expected-drawn = «{ $value }», atteso agreed
link-speed = «{ $value }», atteso slow, normal, fast o da 200 a 10000 ms
link-ply = «{ $value }», atteso un turno da 0 a { $turns }
link-arrow = «{ $value }» non è né una mossa come g1f3 né uno scorrimento come f+4
link-square = «{ $value }» non è una casa
time-control-error = { $why ->
    [form] una cadenza si scrive minuti+secondi, per esempio 3+2 o 0.5+0
    [minutes] il tempo iniziale deve essere tra un secondo e 1440 minuti
   *[increment] l'incremento deve essere un numero intero di secondi, al massimo 600
}
fen-error = { $field ->
    [placement] disposizione errata: { $why }
    [side] tratto errato: { $why }
    [castling] arrocco errato: { $why }
    [belt] nastro errato: { $why }
    [halfmove] contatore di semimosse errato: { $why }
    [fullmove] numero di mossa errato: { $why }
   *[whole] testo della posizione errato: { $why }
}
fen-empty = il testo è vuoto
fen-field-count = { $count } campi, attesi 6: disposizione, tratto, arrocco, nastro, semimosse, numero di mossa
fen-castling-letter = «{ $text }»: «{ $letter }» non è uno di K Q k q (o - per nessuno)
fen-castling-twice = «{ $text }»: «{ $letter }» compare due volte
fen-belt = «{ $value }», atteso una lettera di colonna a-h, una cifra di traversa 1-8 o -
fen-number = «{ $value }», atteso un numero intero da 0 a { $max }
fen-fullmove-zero = il numero di mossa parte da 1
placement-rank-count = la disposizione ha { $count } traverse separate da «/», attese 8
placement-character = traversa { $rank }: «{ $found }» non è né una lettera di pezzo (KQRBNP, kqrbnp) né una cifra 1-8
placement-rank-width = la traversa { $rank } («{ $text }») descrive { $squares } case, attese 8
position-king-count = { $side ->
    [white] disposizione errata: il Bianco ha { $count } re, { $variant ->
        [full-belt] ne serve esattamente uno
       *[no-pawns] ne servono uno o due
    }
   *[black] disposizione errata: il Nero ha { $count } re, { $variant ->
        [full-belt] ne serve esattamente uno
       *[no-pawns] ne servono uno o due
    }
}
position-forbidden-piece = { $kind ->
    [white-pawn] disposizione errata: pedone bianco in { $square }: negli { -no-pawns } non ci sono pedoni né donne
    [white-queen] disposizione errata: donna bianca in { $square }: negli { -no-pawns } non ci sono pedoni né donne
    [black-pawn] disposizione errata: pedone nero in { $square }: negli { -no-pawns } non ci sono pedoni né donne
   *[black-queen] disposizione errata: donna nera in { $square }: negli { -no-pawns } non ci sono pedoni né donne
}
position-castling-full-belt = arrocco errato: «{ $value }»: { -full-belt } non ha arrocco, usa -
position-castling-pieces = { $side ->
    [white] arrocco errato: «{ $letter }» richiede un re bianco in { $king } e una torre in { $rook }
   *[black] arrocco errato: «{ $letter }» richiede un re nero in { $king } e una torre in { $rook }
}
position-belt = nastro errato: «{ $belt }»: negli { -no-pawns } non ci sono nastri, usa -
position-opponent-in-check = { $side ->
    [white] tratto errato: il Bianco è sotto scacco ma non ha il tratto (il suo re potrebbe essere catturato)
   *[black] tratto errato: il Nero è sotto scacco ma non ha il tratto (il suo re potrebbe essere catturato)
}
turn-empty = mossa vuota
turn-too-many-parts = troppe parti: un turno è una mossa normale, poi (Full Belt Chess) uno scorrimento
belt-parse-error = { $why ->
    [belt] uno scorrimento inizia con una lettera di colonna a-h o una cifra di traversa 1-8
    [sign] dopo il nastro viene «+» o «-», poi la distanza
    [distance] la distanza dello scorrimento deve essere da 1 a 7
   *[not-shift] non è uno scorrimento
}
turn-not-a-move = non è una mossa (atteso ad es. Nf3, exd5, e8=Q, O-O o g1f3)
turn-promotion = «={ $piece }»: un pedone promuove a Q, R, B o N
turn-no-destination = manca la casa di arrivo
turn-not-square = «{ $value }» non è una casa (atteso a1..h8)
turn-disambiguation = «{ $value }» non dice quale pezzo muove (attesa una colonna, una traversa o una casa)
turn-no-match = nessuna mossa normale legale corrisponde a «{ $value }»
turn-ambiguous = ambiguo: potrebbe essere { $moves }
replay-error = turno { $number } ({ $text }): { $why }
mode-name = { $mode ->
    [ai-black] Gioca col Bianco contro il computer
    [ai-white] Gioca col Nero contro il computer
    [two-players] Due giocatori su questo dispositivo
   *[ai-vs-ai] Guarda il computer giocare contro sé stesso
}
color-choice-name = { $color ->
    [w] Bianco
    [b] Nero
   *[random] A caso
}
pgn-tag-name = un tag non ha nome (atteso ad es. [Event "..."])
pgn-tag-quotes = tag { $name }: il valore deve essere tra virgolette doppie
pgn-tag-value-open = tag { $name }: il valore non è chiuso da '"'
pgn-tag-open = tag { $name }: non chiuso da ']'
pgn-close-without-open = ')' senza '('
pgn-comment-open = un commento non è chiuso da una parentesi graffa
pgn-variant = Variant sconosciuta «{ $value }» (atteso "Full Belt Chess" o "Chess without Pawns")
pgn-no-variant = manca il tag Variant ("Full Belt Chess" o "Chess without Pawns")
pgn-fen = tag FEN: { $why }
pgn-move = { $side ->
    [white] mossa { $number }. (Bianco): { $why }
   *[black] mossa { $number }... (Nero): { $why }
}
pgn-move-variation = { $side ->
    [white] mossa { $number }. (Bianco), in una variante: { $why }
   *[black] mossa { $number }... (Nero), in una variante: { $why }
}
pgn-variation-first = una variante '(' viene prima di qualsiasi mossa che potrebbe sostituire
pgn-variations-open = { $count ->
    [one] una variante '(' non chiusa da ')'
    [many] { $count } di varianti '(' non chiuse da ')'
   *[other] { $count } varianti '(' non chiuse da ')'
}
pgn-eval-after = { $side ->
    [white] il commento dopo la mossa { $number }. (Bianco): { $why }
   *[black] il commento dopo la mossa { $number }... (Nero): { $why }
}
pgn-eval-first = il commento prima della prima mossa: { $why }
pgn-eval-open = [%eval ...] non è chiuso da ']'
pgn-eval-value = valutazione errata «{ $value }» (atteso ad es. +1.20, -0.40, #3 o #-2) in [%eval ...]
pgn-lost = posizione persa nell'albero delle mosse
fetch-unreachable = la rete non ha risposto
fetch-status = il server ha risposto { $status }
puzzles-line = la riga { $line } di { $file } non è leggibile
puzzles-empty = il file non contiene problemi
puzzles-broken = il problema { $id } ha una posizione danneggiata

## The correspondence page (live.html#corr=…): a game with days per move
corr-title = { -beltboard } · partita per corrispondenza
corr-badge = Corrispondenza · { $start } · { $days ->
    [one] { $days } giorno per mossa
    [many] { $days } giorni per mossa
   *[other] { $days } giorni per mossa
}
corr-invite-title = Invita il tuo amico
corr-invite-help = Manda questo link al tuo amico. La partita inizia quando la sua pagina lo apre; non c'è fretta.
corr-waiting = In attesa che il tuo amico apra l'invito…
corr-own-title = Continua su un altro dispositivo
corr-own-help = Questo link è il tuo lato della partita: aprilo su un altro dispositivo per giocare da lì. Tienilo per te.
corr-copy-link = Copia il link
corr-your-move = Tocca a te
corr-friend-move = Tocca al tuo amico
corr-since = dal { $date }
corr-left = restano { NUMBER($days) } g { NUMBER($hours) } h
corr-time-over = tempo scaduto
corr-claim = Reclama la vittoria per tempo
corr-resign = Abbandona
corr-you-claimed = Hai reclamato la vittoria per tempo.
corr-friend-claim-holds = Il tuo amico reclama la vittoria per tempo. Secondo il calcolo di questa pagina, la richiesta è valida.
corr-friend-claim-fails = Il tuo amico reclama la vittoria per tempo. Secondo il calcolo di questa pagina, la richiesta non è valida.
corr-news-joined = Il tuo amico si è unito alla partita.
corr-news-found = La partita è stata trovata sui relay.
corr-news-moved = Il tuo amico ha giocato.
corr-news-ended = Il tuo amico ha concluso la partita.
corr-news-claim-void = La tua richiesta è nulla: la mossa del tuo amico è arrivata in tempo.
corr-news-claim-stands = La tua richiesta vale: la mossa del tuo amico è arrivata dopo la scadenza.
corr-news-late-dropped = La richiesta del tuo amico vale: la tua mossa è arrivata dopo la scadenza e non conta.
corr-news-conflict = La partita del tuo amico differisce dalla tua dal turno { NUMBER($turn) }: è stata rifiutata. Continua via link se succede ancora.
corr-news-early-claim = Il tuo amico ha reclamato la vittoria per tempo quando avevi ancora tempo: rifiutata.
corr-news-refused = Uno stato della partita arrivato dai relay è stato rifiutato.
corr-not-yet = Il tuo amico ha ancora tempo.
corr-not-made = Ora non si può fare.
corr-looking = Ricerca della partita sui relay…
corr-relays = Relay: { NUMBER($open) } su { NUMBER($total) } aperti
corr-relays-off = Nessun relay raggiungibile: la partita è conservata in questo browser. Nel frattempo continua via link.
corr-by-link = Continua via link
corr-kept-error = La partita conservata in questo browser non è leggibile: viene lasciata com'è.
corr-link-error = Questo link di partita per corrispondenza non è leggibile.
corr-library-yours = Tocca a te dal { $date }
corr-library-theirs = Tocca all'amico dal { $date }

## Errors still carried as text (section E)
save-foreign = non è una partita salvata da Beltboard
save-other-format = è stata salvata in un altro formato, da un'altra versione di Beltboard
save-bad-game = non contiene una partita valida ({ $why })
save-bad-mode = la sua modalità non è una che Beltboard conosca
save-bad-resignation = il suo abbandono non è né w né b
relay-no-side = non dice per quale colore è
relay-no-length = non dice quanti turni contiene
relay-length = { $said ->
    [one] dovrebbe contenere { $said } turno ma ne contiene { $held }: forse è stato troncato o modificato
    [many] dovrebbe contenere { $said } di turni ma ne contiene { $held }: forse è stato troncato o modificato
   *[other] dovrebbe contenere { $said } turni ma ne contiene { $held }: forse è stato troncato o modificato
}
relay-side = { $side ->
    [white] è per il Bianco, ma nella sua partita tocca al Nero
   *[black] è per il Nero, ma nella sua partita tocca al Bianco
}
relay-over = la sua partita è già finita

## The lobby (live.html?lobby=1): open challenges on public relays.
lobby-title = { -beltboard } · gioca con qualcuno online
lobby-badge = Gioca con qualcuno online
lobby-intro = Sfide aperte da tutte le pagine di { -beltboard } collegate agli stessi relay pubblici. Accettane una per giocare subito, oppure pubblica la tua e tieni aperta questa pagina.
lobby-post-heading = Pubblica una sfida
lobby-game = Gioco
lobby-side = Il tuo colore
lobby-pace = Tempo
lobby-pace-untimed = Senza orologio
lobby-pace-clock = Orologio { $clock }
lobby-pace-days = { $count ->
    [one] { $count } giorno per mossa
    [many] { $count } di giorni per mossa
   *[other] { $count } giorni per mossa
}
lobby-name = Il tuo nome (facoltativo, lo vedono tutti)
lobby-post = Pubblica la sfida
lobby-posting = Pubblicazione della sfida…
lobby-open = { $count ->
    [one] La tua sfida resta aperta ancora per { $count } minuto. Tieni aperta questa pagina: la partita inizia quando qualcuno la accetta.
    [many] La tua sfida resta aperta ancora per { $count } di minuti. Tieni aperta questa pagina: la partita inizia quando qualcuno la accetta.
   *[other] La tua sfida resta aperta ancora per { $count } minuti. Tieni aperta questa pagina: la partita inizia quando qualcuno la accetta.
}
lobby-withdraw = Ritira
lobby-list-heading = Sfide aperte
lobby-empty = Nessuna sfida aperta al momento. Pubblicane una e tieni aperta questa pagina.
lobby-anonymous = Anonimo
lobby-you-play = { $side ->
    [white] Giochi col Bianco
    [black] Giochi col Nero
   *[random] Colori sorteggiati
}
lobby-option = niente scacco col nastro
lobby-ago = { $count ->
    [0] proprio ora
    [one] { $count } minuto fa
    [many] { $count } di minuti fa
   *[other] { $count } minuti fa
}
lobby-accept = Accetta
lobby-yours = La tua sfida
lobby-waiting = Hai accettato la sfida di { $name }: in attesa che risponda la sua pagina…
lobby-waiting-taken = { $name } ha accolto la tua risposta: la partita sta iniziando…
lobby-cancel = Annulla
lobby-expired = La tua sfida è scaduta: nessuno l'ha accettata.
lobby-taken = Qualcun altro ha accettato quella sfida per primo.
lobby-gone = Quella sfida non è più aperta.
lobby-no-key = Questo browser non fornisce numeri casuali sicuri: qui non si possono pubblicare né accettare sfide.
lobby-relays = Relay: { $open } su { $total } connessi.
lobby-relays-none = Questo sito non indica alcun relay: le sfide non si possono mostrare né pubblicare.
lobby-relays-down = Nessun relay raggiungibile: al momento le sfide non si possono mostrare né pubblicare.
lobby-starting = Avvio della partita…
lobby-find = Trova un avversario online
lobby-days = Giorni per mossa
lobby-days-none = Nessuno: gioca ora

## The loading page (index.html), before the app's code has arrived:
## written into it at build time (scripts/copy-langs.py), one line each.
skeleton-intro = { -full-belt }: ogni turno, una mossa normale, poi fai scorrere una colonna o una traversa come un nastro trasportatore. { -no-pawns }: due re per parte, i pezzi danno scacco ma non catturano mai.
skeleton-loading = Caricamento di { -beltboard }…
