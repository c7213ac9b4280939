## Las palabras de Beltboard en español. La notación de las jugadas (SAN con
## letras inglesas, cintas como e+1) no se traduce. Una cinta (belt) se
## desplaza como una cinta transportadora.

## Glosario (las palabras elegidas, siempre las mismas): cinta (belt: una
## columna o fila que se desplaza como una cinta transportadora), movimiento
## de cinta (belt move), turno (turn: la jugada y, en Full Belt Chess, la
## cinta; lo que se cuenta y se deshace), jugada (la jugada normal del turno), jaque, jaque mate, ahogado,
## abandonar, tablas por triple repetición, columna, fila, dama, torre,
## alfil, caballo, el ordenador (AI), problema (puzzle), revisión (review),
## error grave / error / imprecisión.

-beltboard = Beltboard
# Full Belt Chess se queda en inglés: el nombre propio que le dio su
# inventor, legible en escritura latina y usado así por los aficionados a
# las variantes; las reglas explican qué es una cinta.
-full-belt = Full Belt Chess
# Ajedrez sin peones describe el juego en vez de nombrarlo: se traduce.
-no-pawns = Ajedrez sin peones

## La aplicación instalada

app-name = { -beltboard }
app-description = Dos variantes raras de ajedrez, { -full-belt } y { -no-pawns }: juega contra el ordenador o con un amigo en el navegador, con o sin conexión.
language-name = Español

## Variantes

variant-full-belt = { -full-belt }
variant-no-pawns = { -no-pawns }

## A quién le toca

side-to-move = { $side ->
    [white] Juegan las blancas
   *[black] Juegan las negras
}
belt-phase = { $side ->
    [white] Blancas: ahora desplaza una cinta
   *[black] Negras: ahora desplaza una cinta
}

## El final de una partida

outcome-checkmate = { $winner ->
    [white] Ganan las blancas por jaque mate
   *[black] Ganan las negras por jaque mate
}
outcome-capture = { $winner ->
    [white] Ganan las blancas: su rey capturó una pieza sin protección
   *[black] Ganan las negras: su rey capturó una pieza sin protección
}
outcome-resignation = { $winner ->
    [white] Ganan las blancas: las negras abandonan
   *[black] Ganan las negras: las blancas abandonan
}
outcome-time = { $winner ->
    [white] Ganan las blancas por tiempo
   *[black] Ganan las negras por tiempo
}
outcome-time-draw = { $flagged ->
    [white] Tablas: a las blancas se les acabó el tiempo, pero las negras no pueden ganar
   *[black] Tablas: a las negras se les acabó el tiempo, pero las blancas no pueden ganar
}
outcome-stalemate = Tablas por ahogado
outcome-repetition = Tablas por triple repetición
outcome-fifty-moves = Tablas por la regla de los 50 movimientos
outcome-bare-kings = Tablas: solo quedan los dos reyes
outcome-agreement = Tablas de mutuo acuerdo

## Lo que encuentra el motor

wins-in = { $side ->
    [white] { $turns ->
        [one] Las blancas ganan en { $turns } turno
        [many] Las blancas ganan en { $turns } de turnos
       *[other] Las blancas ganan en { $turns } turnos
    }
   *[black] { $turns ->
        [one] Las negras ganan en { $turns } turno
        [many] Las negras ganan en { $turns } de turnos
       *[other] Las negras ganan en { $turns } turnos
    }
}

## Cantidades

games-count = { $count ->
    [one] { $count } partida
    [many] { $count } de partidas
   *[other] { $count } partidas
}

## Acciones

action-new-game = Nueva partida
action-undo = Deshacer
    .title = Retirar el último turno
action-resign = Abandonar
action-offer-draw = Ofrecer tablas
action-rematch = Revancha
action-flip = Girar
    .title = Girar el tablero
prefs-language = Idioma
clock-low = Poco tiempo

action-redo = Rehacer
    .title = Volver a jugar un turno retirado
action-hint = Pista
    .title = Pedir una sugerencia al ordenador
action-threat = Amenaza
    .title = ¿Con qué podría ganar el rival al instante si fuera su turno?
action-pause-ai = Pausa
action-resume-ai = Seguir
action-step-ai = Una jugada
action-rules = Reglas
action-share = Compartir
    .title = Un enlace a esta partida, su PGN y su FEN
action-analyse = Analizar
    .title = Analizar esta posición con el motor (a)
action-review = Revisión
    .title = Revisar la partida con el motor: sus errores marcados, un gráfico de evaluación
action-editor = Editor
    .title = Preparar una posición en el editor de tablero
action-puzzles = Problemas
    .title = Problemas para aprender este juego: tu partida te espera aquí
action-puzzles-loading = Problemas…
action-games = Partidas
    .title = Todas las partidas guardadas en este navegador
action-prefs = Preferencias
    .title = Ritmo de los turnos del ordenador, el asistente de amenazas
controls-label = Partida

## La página

page-title = { -beltboard }: { -full-belt } y { -no-pawns }
prefs-language-browser = El idioma del navegador
notice-language-unavailable = No se pudo cargar el idioma «{ $language }»: la página mantiene su idioma.
notice-part-unavailable = No se pudo cargar esta parte de Beltboard (¿sin conexión antes de guardarla?): comprueba la conexión y vuelve a intentarlo.

## La línea de estado

status-viewing-half = Viendo { $turn } a medias, antes de mover la cinta: ve a la última jugada para volver
status-viewing = Viendo la posición tras { $turn }: ve a la última jugada para volver
status-viewing-start = Viendo la posición inicial: ve a la última jugada para volver
status-puzzle-over = El problema ha terminado: «Siguiente» para otro, o «Reintentar».
status-puzzle-refuted = Ese no: la respuesta que lo castiga está marcada. Reintenta para responder de nuevo.
status-ai-thinking = { $side ->
    [white] Las blancas (ordenador) piensan…
   *[black] Las negras (ordenador) piensan…
}
status-ai-thinking-progress = { $side ->
    [white] Las blancas (ordenador) piensan… { $progress }
   *[black] Las negras (ordenador) piensan… { $progress }
}
status-belt = { $side ->
    [white] Blancas: ahora desplaza una cinta (flechas, o arrastra a lo largo de una columna o fila) y confirma.
   *[black] Negras: ahora desplaza una cinta (flechas, o arrastra a lo largo de una columna o fila) y confirma.
}
# The belt phase once a shift is shown on the board (belt: f-file ↑4).
status-belt-shown = { $side ->
    [white] Blancas: se muestra { $belt }; confírmalo o desplaza otra vez.
   *[black] Negras: se muestra { $belt }; confírmalo o desplaza otra vez.
}
status-belt-refused = { $side ->
    [white] Blancas: { $belt } no se puede confirmar: { $why }. Desplaza otra cinta o deshaz.
   *[black] Negras: { $belt } no se puede confirmar: { $why }. Desplaza otra cinta o deshaz.
}
status-promotion = { $side ->
    [white] Blancas: elige la pieza de la promoción.
   *[black] Negras: elige la pieza de la promoción.
}
status-move-belts = { $side ->
    [white] Juegan las blancas: haz una jugada normal.
   *[black] Juegan las negras: haz una jugada normal.
}
status-move = { $side ->
    [white] Juegan las blancas.
   *[black] Juegan las negras.
}
status-check = ¡Jaque!
status-hint = Pista: { $turn }
status-ai-info = Ordenador: { $progress }
status-looking-for-hint = Buscando una pista…
status-looking-for-hint-progress = Buscando una pista… { $progress }

## Cintas: una cinta es una columna o una fila; las flechas la desplazan

belt-name = { $kind ->
    [file] columna { $name }
   *[rank] fila { $name }
}
# A belt in the move list, the status and the confirm button, before its arrow and distance (f-file ↑4): short.
belt-short = { $kind ->
    [file] columna { $name }
   *[rank] fila { $name }
}
belt-name-start = { $kind ->
    [file] Columna { $name }
   *[rank] Fila { $name }
}
belt-shift-one = { $kind ->
    [file] { $dir ->
        [up] Desplazar la columna { $name } una casilla hacia arriba
       *[down] Desplazar la columna { $name } una casilla hacia abajo
    }
   *[rank] { $dir ->
        [right] Desplazar la fila { $name } una casilla a la derecha
       *[left] Desplazar la fila { $name } una casilla a la izquierda
    }
}
belt-pad-label = Desplazar las cintas que pasan por la casilla
belt-pad-shift = { $kind ->
    [file] { $dir ->
        [up] Desplazar la columna { $name } una casilla hacia arriba
       *[down] Desplazar la columna { $name } una casilla hacia abajo
    }
   *[rank] { $dir ->
        [right] Desplazar la fila { $name } una casilla a la derecha
       *[left] Desplazar la fila { $name } una casilla a la izquierda
    }
}
belt-pad-button = { $kind ->
    [file] columna { $name }
   *[rank] fila { $name }
}
belt-refused = { $kind ->
    [file] Columna { $name }: { $why }
   *[rank] Fila { $name }: { $why }
}
refusal-forbidden = el rival desplazó esta cinta en su último turno
refusal-empty = no hay ninguna pieza en esta cinta
refusal-no-change = este desplazamiento no cambiaría nada
refusal-own-king = tu rey quedaría en jaque
refusal-first-turn-check = el primer turno de las blancas no puede dar jaque
refusal-belt-check = un movimiento de cinta no puede dar jaque (regla «sin jaque de cinta»)
refusal-no-belts = el ajedrez sin peones no tiene movimientos de cinta

## Los botones de la cinta

belt-confirm = Confirmar
belt-confirm-shift = Confirmar { $belt }
belt-confirm-anyway = Confirmar igualmente
belt-confirm-title = Jugar este movimiento de cinta
belt-go-back = Volver
belt-undo-shift = Deshacer el desplazamiento
belt-take-back = Retirar la jugada
belt-how-keys = Intro confirma; Escape deshace el desplazamiento.
belt-how = Confirma para jugar este turno, o deshaz el desplazamiento.
belt-how-shift = Desplaza una cinta: una flecha, arrastrando o tocando una casilla.
belt-idle = Tras la jugada normal, la jugada de cinta: desplaza una fila o una columna y confírmala aquí.
assist-show-reply = Mostrar la respuesta
assist-hide-reply = Ocultar la respuesta

## Recorrer la partida

history-label = Recorrer la partida
history-first = Ir al inicio
history-prev = Medio turno atrás
    .title = Atrás: la jugada normal, luego la cinta
history-next = Medio turno adelante
    .title = Adelante: la jugada normal, luego la cinta
history-last = Ir a la partida en curso
history-replay = Repetir turno
    .title = Volver a ver el último turno: la jugada normal, luego la cinta
with-key = { $words } ({ $key })
key-home = Inicio
key-end = Fin

## La lista de jugadas y la casilla de texto

moves-heading = Jugadas
moves-start = Inicio
move-box-label = Escribe un turno
move-box-play = Jugar

## Avisos, diálogos, copiar

notice-dismiss = Cerrar
    .title = Cerrar este aviso
dialog-close = Cerrar
dialog-opening = Abriendo…
resign-title = ¿Abandonar esta partida?
resign-text = Abandonar termina la partida con una derrota. «Deshacer» puede revertirlo.
resign-keep-playing = Seguir jugando
promotion-title = Promoción en { $square }
copy-done = Copiado.
copy-refused = El navegador no permitió copiar: el texto está seleccionado, cópialo con Ctrl+C (⌘C).
copy = Copiar
relay-send = { $side ->
    [white] ¿Juegas por enlace? Envía este enlace a las blancas:
   *[black] ¿Juegas por enlace? Envía este enlace a las negras:
}

## Piezas

piece-queen = Dama
piece-rook = Torre
piece-bishop = Alfil
piece-knight = Caballo

## Insignias

badge-howe = Posición de Howe
badge-one-king = Un rey cada uno
badge-no-belt-check = Sin jaque de cinta

## Respuestas a una acción rechazada

feedback-belt-refused = { $kind ->
    [file] La columna { $name } no se puede desplazar: { $why }
   *[rank] La fila { $name } no se puede desplazar: { $why }
}
feedback-not-one-belt = { $from } y { $to } no están en la misma columna o fila: una cinta se mueve a lo largo de una columna o de una fila
feedback-no-belt = Elige primero un movimiento de cinta: una flecha, o arrastra a lo largo de una columna o fila
feedback-shift-refused = Movimiento de cinta { $belt }: { $why }
feedback-game-over = La partida ha terminado: empieza una nueva para seguir jugando
feedback-ai-to-move = Espera la jugada del ordenador
feedback-viewing = Vuelve a la posición actual (pulsa la última jugada) para jugar
feedback-ai-refused = La jugada del ordenador fue rechazada: { $why }
feedback-ai-failed = El ordenador no pudo jugar: { $why }

## Avisos

notice-link-ignored = Se ignoró parte de este enlace: { $why }.
notice-save-set-aside = No se pudo reanudar tu partida guardada: { $why }. Se apartó (guardada en este navegador como '{ $key }') y se empezó una partida nueva.
notice-relay-your-move = { $side ->
    [white] Te toca con las blancas: juega tu turno y envía a tu rival el enlace que aparece bajo el tablero.
   *[black] Te toca con las negras: juega tu turno y envía a tu rival el enlace que aparece bajo el tablero.
}
notice-relay-mismatch = Este enlace de partida por enlace no cuadra: { $why }. Su partida se muestra tal como está.
notice-resignation-taken-back = Se retiró el abandono: la partida sigue.
notice-lesson = Prueba la regla aquí jugando con los dos bandos. Tu partida se guarda: ábrela de nuevo desde «Partidas».
notice-storage-refused = Este navegador no deja a Beltboard guardar partidas: el juego sigue, pero esta partida no se guardará.
notice-puzzle-not-found = No existe el problema «{ $id }»: revisa el enlace. Tu partida está como la dejaste.
notice-puzzles-unavailable = No se pudieron abrir los problemas ({ $why }). Tu partida está como la dejaste.

## El asistente de amenazas

assist-safe = Seguro
assist-allows-win = Permite ganar en una
assist-confirm-anyway = { $kind ->
    [capture] Esto permite una captura del rey: ¿confirmar igualmente?
    [mate] Esto permite mate en una: ¿confirmar igualmente?
   *[unknown] Esto permite ganar en una: ¿confirmar igualmente?
}
assist-reply = { $kind ->
    [capture] Su respuesta: { $turn } (captura del rey)
   *[mate] Su respuesta: { $turn } (mate en una)
}
threat-found = { $side ->
    [white] { $kind ->
        [capture] Amenaza: si fuera su turno, las blancas podrían jugar { $turn } (captura del rey)
       *[mate] Amenaza: si fuera su turno, las blancas podrían jugar { $turn } (mate en una)
    }
   *[black] { $kind ->
        [capture] Amenaza: si fuera su turno, las negras podrían jugar { $turn } (captura del rey)
       *[mate] Amenaza: si fuera su turno, las negras podrían jugar { $turn } (mate en una)
    }
}
threat-none = { $side ->
    [white] Sin amenaza: las blancas no ganan en una
   *[black] Sin amenaza: las negras no ganan en una
}
threat-looking = Buscando una amenaza…
threat-in-check = Estás en jaque: esa es la amenaza, respóndela
threat-game-over = La partida ha terminado

## La evaluación y el progreso del motor

eval-mate = mate
eval-even = igualdad
eval-for = { $side ->
    [white] { $score } para las blancas
   *[black] { $score } para las negras
}
progress-eval = profundidad { $depth } · { $eval } · { $nodes } nodos
progress = profundidad { $depth } · { $nodes } nodos
engine-off = El motor está apagado: enciéndelo (o pulsa Espacio) para ver las mejores líneas.
engine-over = Aquí la partida ha terminado: nada que analizar.
engine-thinking = El motor está pensando…
engine-depth = Profundidad { $depth } · { $nodes } posiciones
engine-proven = { $side ->
    [white] { $turns ->
        [one] Demostrado: las blancas dan mate en el acto con { $turn }
        [many] Demostrado: las blancas fuerzan el mate en { $turns } de turnos como mucho, empezando por { $turn }
       *[other] Demostrado: las blancas fuerzan el mate en { $turns } turnos como mucho, empezando por { $turn }
    }
   *[black] { $turns ->
        [one] Demostrado: las negras dan mate en el acto con { $turn }
        [many] Demostrado: las negras fuerzan el mate en { $turns } de turnos como mucho, empezando por { $turn }
       *[other] Demostrado: las negras fuerzan el mate en { $turns } turnos como mucho, empezando por { $turn }
    }
}
nodes-thousands = { $number } mil
nodes-millions = { $number } M

## La revisión de la partida

mark-blunder = Error grave
mark-mistake = Error
mark-inaccuracy = Imprecisión
review-blunder = { $side ->
    [white] Error grave: deja ganar a las blancas al instante con { $turn }
   *[black] Error grave: deja ganar a las negras al instante con { $turn }
}
review-drop = { $mark ->
    [mistake] Error: la evaluación baja { $pawns } peones
   *[inaccuracy] Imprecisión: la evaluación baja { $pawns } peones
}
review-missed = Se perdió una victoria en una: { $turn }
review-missed-also = se perdió una victoria en una: { $turn }
review-better = Era mejor { $turn }
review-better-eval = Era mejor { $turn } ({ $eval })
review-done = { $total ->
    [one] Revisión terminada: { $total } posición.
    [many] Revisión terminada: { $total } de posiciones.
   *[other] Revisión terminada: { $total } posiciones.
}
review-running = { $total ->
    [one] Revisando… { $done } de { $total } posición
    [many] Revisando… { $done } de { $total } de posiciones
   *[other] Revisando… { $done } de { $total } posiciones
}
review-paused = { $total ->
    [one] Revisión en pausa en { $done } de { $total } posición: reanuda para seguir.
    [many] Revisión en pausa en { $done } de { $total } de posiciones: reanuda para seguir.
   *[other] Revisión en pausa en { $done } de { $total } posiciones: reanuda para seguir.
}

## Visor de partidas, página integrada

viewer-start = Inicio (0/{ $turns })
viewer-half = { $turn }, luego la cinta ({ $ply }/{ $turns })
viewer-turn = { $turn } ({ $ply }/{ $turns })
left-out = Omitido: { $problems }

## Problemas

puzzle-task = { $kind ->
    [win1] { $side ->
        [white] Juegan las blancas: gana al instante
       *[black] Juegan las negras: gana al instante
    }
    [win2] { $side ->
        [white] Juegan las blancas: gana en dos (sea cual sea la respuesta, gana en tu siguiente turno)
       *[black] Juegan las negras: gana en dos (sea cual sea la respuesta, gana en tu siguiente turno)
    }
   *[defend] { $side ->
        [white] Juegan las blancas: encuentra un turno que no pierda al instante
       *[black] Juegan las negras: encuentra un turno que no pierda al instante
    }
}
difficulty-easy = Fácil
difficulty-medium = Media
difficulty-hard = Difícil
puzzle-rating-most = { $difficulty } ({ $rating }): la mayoría de los turnos legales lo resuelven
puzzle-rating-one-in = { $difficulty } ({ $rating }): aproximadamente 1 turno legal de cada { $n } lo resuelve

# issue 24 (second part): compartir, partidas, tablero de análisis, estudio

side-name = { $side ->
    [white] Blancas
   *[black] Negras
}
start-full-belt = { -full-belt }
start-full-belt-howe = { -full-belt }, posición de Howe
start-no-pawns = { -no-pawns }
start-no-pawns-one-king = { -no-pawns }, un rey cada uno
share-title = Compartir, exportar e importar
share-link = Enlace a esta partida
share-copy-link = Copiar enlace
share-link-note = Toda la partida va escrita en el enlace, después del #: al abrirlo se ve esta partida, lista para seguir jugando.
share-pgn = La partida en PGN
share-copy-pgn = Copiar PGN
share-download-pgn = Descargar PGN
share-download-failed = La descarga no pudo empezar: copia el PGN en su lugar.
share-fen = La posición en FEN
share-copy-fen = Copiar FEN
share-import = Cargar una partida o una posición: pega una partida PGN o un FEN
share-import-example = [Variant "Full Belt Chess"] 1. Nf3 f+4 …   o   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
share-load = Cargar
import-empty = Primero pega una partida PGN o una posición FEN.
import-pgn = Este PGN no se puede cargar: { $why }.
import-fen = Esta posición no se puede colocar: { $why }.
library-title = Tus partidas
library-empty = Todavía no hay ninguna partida guardada en este navegador.
library-unreadable = { $count ->
    [one] { $count } entrada guardada no se puede leer con esta versión; se conserva, no se borra.
    [many] { $count } de entradas guardadas no se pueden leer con esta versión; se conservan, no se borran.
   *[other] { $count } entradas guardadas no se pueden leer con esta versión; se conservan, no se borran.
}
library-export = Exportar todas en PGN
library-open = Abrir
library-delete = Borrar
library-here = Jugando aquí
library-vs-ai-white = Tú (blancas) contra el ordenador
library-vs-ai-black = Tú (negras) contra el ordenador
library-two-players = Dos jugadores
library-ai-vs-ai = El ordenador contra sí mismo
library-live = { $side ->
    [white] En vivo: tú (blancas) contra un amigo
   *[black] En vivo: tú (negras) contra un amigo
}
library-in-progress = en curso
library-draw = tablas
library-white-won = ganaron las blancas
library-black-won = ganaron las negras
# Moves as a move list numbers them: White's turn and Black's reply are one.
library-line = { $moves ->
    [one] { $date } · { $result } · { $moves } jugada
    [many] { $date } · { $result } · { $moves } de jugadas
   *[other] { $date } · { $result } · { $moves } jugadas
}
library-over = { $result } ({ $reason })
analysis-badge = Análisis · { $start }
analysis-back = Volver a la partida
analysis-flip = Girar el tablero
analysis-pgn = PGN con variantes
analysis-pgn-label = Este análisis: cada línea, comentario y evaluación
analysis-import-label = Abrir un PGN (se conservan sus variantes y comentarios)
analysis-open = Abrir
review-cancel = Cancelar la revisión
review-resume = Reanudar la revisión
review-start = Revisar la partida
    .title = Analizar cada posición de la partida y marcar sus errores
review-budget = Tiempo por posición
review-label = Revisión de la partida
review-intro = La revisión encuentra los errores graves (??), errores (?) e imprecisiones (?!) de cada bando.
review-show-better = Mostrar el mejor turno
    .title = Mostrar en el tablero el turno del motor
review-missed-win = Victoria perdida
    .title = Se perdió una victoria en una
review-graph-label = Evaluación tras cada turno, desde el lado de las blancas: un clic muestra ese turno
tree-label = Jugadas y variantes
tree-empty = Aún no hay turnos: juega uno en el tablero.
tree-promote = Subir
    .title = Subir esta variante un puesto
tree-make-main = Hacer principal
tree-delete = Borrar
    .title = Borrar este turno y todo lo que le sigue
tree-comment = Comentario sobre este turno
studio-title = Estudio de { -beltboard }
studio-text = Esta página dibuja diagramas para otras páginas (su dirección lleva entonces view=1 y una posición, fen=…) y contiene el editor de tablero.
studio-play = Jugar a { -beltboard }
studio-editor = Editor de tablero
diagram-label = Un diagrama de ajedrez
viewer-time = Tiempo: { $time }
illegal-no-piece = { $move }: no hay ninguna pieza en { $square }
illegal-not-yours = { $side ->
    [white] { $move }: la pieza de { $square } no es de las blancas
   *[black] { $move }: la pieza de { $square } no es de las negras
}
illegal-cannot-go = { $piece ->
    [king] { $move }: el rey de { $square } no puede ir ahí
    [queen] { $move }: la dama de { $square } no puede ir ahí
    [rook] { $move }: la torre de { $square } no puede ir ahí
    [bishop] { $move }: el alfil de { $square } no puede ir ahí
    [knight] { $move }: el caballo de { $square } no puede ir ahí
   *[pawn] { $move }: el peón de { $square } no puede ir ahí
}
illegal-first-turn-check = { $move }: dejaría un rey en jaque, o daría jaque en el primer turno de las blancas
illegal-own-king = { $move }: dejaría a tu rey en jaque
illegal-no-belt-after = { $move }: después no es posible ningún movimiento de cinta, así que no se puede jugar
illegal-missing-belt = En Full Belt Chess, cada turno necesita un movimiento de cinta tras la jugada normal (p. ej. «e2e4 f+4»)
illegal-belt = Movimiento de cinta { $belt }: { $why }
illegal-game-over = La partida ha terminado
job-start = la posición inicial no es válida
job-turn = turno { $turn }: { $why }
job-game-over = la partida ha terminado
job-no-turn = no hay ningún turno legal
job-unreadable = su proceso no pudo leer la partida
job-no-worker = el navegador no inició su proceso

# issue 24 (second part): las palabras del lector de pantalla

spoken-turn = { $side ->
    [white] Blancas: { $what }.
   *[black] Negras: { $what }.
}
spoken-piece = { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}
spoken-piece-taken = { $piece ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
}
spoken-move = { $piece } { $from } a { $to }
spoken-takes = { $piece } { $from } captura { $taken } en { $to }
spoken-castles = { $wing ->
    [short] rey { $from } enroca corto
   *[long] rey { $from } enroca largo
}
spoken-promotes = { $piece ->
    [queen] corona dama
    [rook] corona torre
    [bishop] corona alfil
   *[knight] corona caballo
}
spoken-belt = { $kind ->
    [file] { $dir ->
        [up] luego columna { $name } desplazada { $steps } hacia arriba
       *[down] luego columna { $name } desplazada { $steps } hacia abajo
    }
   *[rank] { $dir ->
        [right] luego fila { $name } desplazada { $steps } a la derecha
       *[left] luego fila { $name } desplazada { $steps } a la izquierda
    }
}
spoken-check = jaque
spoken-mate = jaque mate
spoken-capture-win = { $side ->
    [white] ganan las blancas: su rey capturó una pieza
   *[black] ganan las negras: su rey capturó una pieza
}
spoken-belt-preview = Movimiento de cinta { $belt } en vista previa: pulsa Intro para confirmar.
spoken-belt-phase = Ahora desplaza una cinta: marca una casilla con Intro y pulsa Intro en otra casilla de su columna o fila.
spoken-belt-preview-touch = Movimiento de cinta { $belt } en vista previa: el botón Confirmar lo juega.
spoken-belt-phase-touch = Ahora desplaza una cinta: los botones de flecha alrededor del tablero desplazan una columna o fila una casilla cada uno.
square-piece = { $side ->
    [white] { $piece ->
        [king] { $square }, rey blanco
        [queen] { $square }, dama blanca
        [rook] { $square }, torre blanca
        [bishop] { $square }, alfil blanco
        [knight] { $square }, caballo blanco
       *[pawn] { $square }, peón blanco
    }
   *[black] { $piece ->
        [king] { $square }, rey negro
        [queen] { $square }, dama negra
        [rook] { $square }, torre negra
        [bishop] { $square }, alfil negro
        [knight] { $square }, caballo negro
       *[pawn] { $square }, peón negro
    }
}
square-empty = { $square }, vacía
square-selected = { $label }, seleccionada
square-target = { $label }, jugada posible
square-marked = { $label }, marcada: elige una casilla de su columna o fila para desplazar la cinta

# issue 24 (second part): the embed builder's language

embed-lang-visitor = El idioma del visitante

## Rules help, lessons, the first screen's tips

# (section A)

# La ayuda de las reglas. <strong>, <code> y <em> (las marcas «nuestra
# interpretación») se mantienen alrededor de las palabras traducidas, los mismos y en el mismo orden.
rules-title = Reglas: { $game }
rules-fb-intro = { -full-belt } (Michael Howe, 1997) es un ajedrez en el que cada columna y cada fila es una cinta transportadora.
rules-fb-turn-heading = Un turno tiene dos partes
rules-fb-turn-normal = <strong>Una jugada normal</strong>, como en el ajedrez, pero sin enroque ni captura al paso. Después de ella tu rey no debe quedar en jaque.
rules-fb-turn-belt = <strong>Un movimiento de cinta</strong>: desplaza toda una columna o fila, con todo lo que hay en ella, de 1 a 7 casillas. La cinta da la vuelta: una pieza que sale por un borde vuelve a entrar por el otro. Un movimiento de cinta nunca captura. Es obligatorio.
rules-board-heading = En este tablero
rules-board-move = Haz la jugada normal pulsando la pieza y luego su casilla de destino, o arrastrándola.
rules-board-move-touch = Haz la jugada normal tocando la pieza y luego su casilla de destino, o arrastrándola.
rules-board-belt = { $keys ->
    [yes] Después desplaza una cinta: pulsa las flechas de los bordes (cada pulsación es un paso y se ve al instante) o arrastra de una casilla a otra de la misma columna o fila. Confirma con el botón o con Intro. «{ $undo }» deshace el desplazamiento; «{ $back }» deshace la jugada normal.
    [touch] Después desplaza una cinta: toca las flechas de los bordes (cada toque es un paso y se ve al instante) o arrastra de una casilla a otra de la misma columna o fila. Confirma con el botón. «{ $undo }» deshace el desplazamiento; «{ $back }» deshace la jugada normal.
   *[no] Después desplaza una cinta: pulsa las flechas de los bordes (cada pulsación es un paso y se ve al instante) o arrastra de una casilla a otra de la misma columna o fila. Confirma con el botón. «{ $undo }» deshace el desplazamiento; «{ $back }» deshace la jugada normal.
}
rules-board-greyed = La cinta de una flecha gris no se puede desplazar ahora; pasa el puntero por la flecha o dale el foco para ver por qué.
rules-board-draw = Haz tus propias marcas en el tablero: un clic derecho rodea una casilla, arrastrar con el botón derecho traza una flecha (con Mayús, Alt o Ctrl en rojo, azul o amarillo); en una pantalla táctil, mantén pulsada una casilla para rodearla, y otra vez para el color siguiente. Un clic o un toque las borra.
rules-fb-allowed-heading = Qué movimientos de cinta están permitidos
rules-fb-allowed-piece = La cinta debe tener al menos una pieza, y el desplazamiento debe cambiar algo (una cinta cuyas piezas se repiten con el periodo del desplazamiento no se puede desplazar esa distancia).
rules-fb-allowed-forbidden = No puedes desplazar la cinta que tu rival desplazó en el turno inmediatamente anterior (en ningún sentido).
rules-fb-allowed-king = Tras el movimiento de cinta tu rey no debe quedar en jaque <em>(nuestra interpretación)</em>. Un movimiento de cinta nunca saca del jaque: la jugada normal ya debe salir de él.
rules-fb-allowed-first = El primer turno de las blancas no puede dar jaque, ni con la jugada normal ni con la cinta.
rules-fb-allowed-none = No se puede hacer una jugada normal tras la cual no sea posible ningún movimiento de cinta.
rules-fb-pawns-heading = Peones
rules-fb-pawns-two = Un peón en su propia segunda fila puede avanzar dos casillas, haya llegado allí como haya llegado <em>(nuestra interpretación)</em>. Un peón llevado a su propia primera fila avanza una casilla como siempre <em>(nuestra interpretación)</em>.
rules-fb-pawns-promote = Un peón solo corona cuando una jugada normal lo lleva a la última fila. Un peón que una cinta lleva allí sigue siendo peón: no puede moverse ni ataca nada hasta que una cinta se lo lleve.
rules-end-heading = Final de la partida
rules-fb-end-mate = Ganas por jaque mate: tu rival está en jaque y no tiene ningún turno legal.
rules-fb-end-draws = Tablas: ahogado (ningún turno legal, sin jaque) <em>(nuestra interpretación)</em>; la misma posición (piezas, turno, cinta prohibida) por tercera vez; 50 jugadas de cada bando sin capturas ni jugadas de peón <em>(nuestra interpretación)</em>; rey contra rey <em>(nuestra interpretación)</em>.
rules-fb-end-no-belt-check = Regla opcional «sin jaque de cinta»: el movimiento de cinta solo puede dejar al rival en jaque si la jugada normal ya daba jaque <em>(nuestra interpretación)</em>.
rules-fb-setups-heading = Posiciones iniciales
rules-fb-setups = La posición habitual del ajedrez, o la posición de Howe: blancas K h1, Q g1, R f1 e1, N d1 c1, B b1 a1; negras en espejo respecto al centro (K a8, Q b8, R c8 d8, N e8 f8, B g8 h8); los peones en sus filas habituales.
rules-fb-setups-howe = Esta partida usa la posición de Howe.
rules-fb-notation-heading = Notación
rules-fb-notation = Un turno se escribe con la jugada normal y luego la cinta: <code>Nf3 f+4</code> desplaza la columna f cuatro casillas hacia la fila 8; <code>e4 3-2</code> desplaza la fila 3 dos casillas hacia la columna a. El cuadro de jugadas también acepta <code>g1f3 f+4</code>.
rules-np-intro = { $kings ->
    [single] { -no-pawns } (Vladislav Rapetsky, 2011), posición con un rey: cada bando tiene un rey, dos torres y dos caballos, y ningún peón: blancas K a1, R a2 b1, N b3 c2; negras K h8, R g8 h7, N f7 g6. No hay enroque.
   *[double] { -no-pawns } (Vladislav Rapetsky, 2011): cada bando tiene dos reyes, dos torres, dos alfiles y dos caballos, y ningún peón. El segundo rey ocupa el lugar de la dama: los reyes blancos en d1 y e1, los negros en d8 y e8.
}
rules-np-pieces = Torres, alfiles y caballos se mueven como en el ajedrez, pero solo a casillas vacías: nunca capturan. Sí atacan, así que dan jaque.
rules-np-kings = Los reyes se mueven una casilla en cualquier dirección. Un rey puede capturar una pieza enemiga que no esté protegida, y capturar una gana la partida al instante.
rules-np-royal = { $kings ->
    [single] Tras tu jugada tu rey no debe estar atacado.
   *[double] Los dos reyes son reales: tras tu jugada ninguno de tus reyes puede estar atacado. Estás en jaque si al menos uno de tus reyes está atacado.
}
rules-np-mate = { $kings ->
    [single] Ganas por jaque mate: un rey de tu rival está en jaque y tu rival no tiene ninguna jugada legal.
   *[double] Ganas por jaque mate: un rey de tu rival está en jaque y tu rival no tiene ninguna jugada legal. Un caballo que ataca a la vez a los dos reyes da mate, salvo que un rey pueda capturarlo sin peligro.
}
rules-np-draws = Tablas: ahogado <em>(nuestra interpretación)</em>, o la misma posición por tercera vez. No hay regla de las 50 jugadas ni tablas por material insuficiente <em>(nuestra interpretación)</em>.
rules-np-two-king-boards = Estos tableros usan la posición con dos reyes: las reglas que muestran son las mismas con un solo rey.
rules-np-castling = El enroque sigue las condiciones del ajedrez, cada rey con la torre de su lado.
rules-np-no-belt = En este tablero una jugada vale en cuanto se hace: en este juego no hay movimientos de cinta.

# Las lecciones: un pie bajo cada tablero pequeño (que también se lee como
# su etiqueta) y el botón que abre su posición para jugarla.
lesson-try = Probar
lesson-worked-turn = El ejemplo del inventor: 1. Ng1-f3 y luego la columna f gira cuatro casillas. El caballo acaba en f7, el peón blanco de f2 en f6 y el alfil negro de f8 en f4.
lesson-refused-belts = Tras la jugada normal 1. Nf3 no se permite ningún desplazamiento de estas cintas: { $groups }. En el tablero sus flechas están en gris: pasa el puntero por una para ver por qué.
lesson-refused-group = { $belts } ({ $why })
lesson-refused-between = { "; " }
lesson-forbidden-belt = Las blancas jugaron 1. Nf3 f+4, así que en este turno las negras no pueden desplazar la columna f en ningún sentido. En el siguiente turno las blancas podrán desplazarla otra vez.
lesson-frozen-pawn = 1. d4 y luego la columna d cuatro casillas: la cinta llevó el peón blanco a d8. Sigue siendo peón: no puede moverse ni ataca nada hasta que una cinta se lo lleve. Solo una jugada normal a la última fila corona.
lesson-first-turn-check = El primer turno de las blancas no puede dar jaque. Tras 1. e4, el movimiento de cinta f-3 (la columna f tres casillas hacia abajo) llevaría el peón blanco de f2, dando la vuelta, a f7, atacando al rey en e8: rechazado. En un turno posterior sería jaque.
lesson-no-belt-check = Con la regla opcional «sin jaque de cinta», 2. d3 f-3 se rechaza: la cinta llevaría el peón blanco a f7 y daría jaque, cosa que la jugada normal no hacía. Sin la regla es un jaque legal.
lesson-quiet-check = 1. Bb5 da jaque al rey en e8. Torres, alfiles y caballos dan jaque, pero solo van a casillas vacías: nunca capturan.
lesson-king-capture = El caballo blanco en c7 da jaque al rey de e8, pero nada lo protege: el rey negro de d8 lo captura y gana al instante.
lesson-castling = Los dos reyes pueden enrocar: el rey de e1 con la torre de h1 (O-O: e1 a g1, la torre a f1) y el rey de d1 con la torre de a1 (O-O-O: d1 a b1, la torre a c1). Mueve el rey dos casillas.
lesson-double-king-fork = 4. Nc6 ataca a los dos reyes negros, en d8 y e7. Ninguna jugada responde a ambos jaques y ningún rey puede capturar el caballo: jaque mate.

# La introducción de la primera visita, una frase por juego.
intro-full-belt = Cada turno: una jugada normal y luego desplaza una columna o fila como una cinta transportadora (las flechas alrededor del tablero).
intro-no-pawns = Dos reyes por bando, sin peones: las piezas dan jaque pero nunca capturan; un rey que captura una pieza no protegida gana.
intro-dismiss = Cerrar esta introducción

# Los consejos de la primera partida de Full Belt Chess: tres, uno tras otro.
coach-step = { NUMBER($step) } de { NUMBER($steps) }
coach-move = Un turno tiene dos partes. Primero una jugada de ajedrez normal: pulsa una pieza y luego su casilla (o arrástrala).
coach-belt = Después desplaza una cinta: pulsa una flecha en el borde del tablero, una casilla por pulsación, o arrastra a lo largo de una columna o fila.
coach-move-touch = Un turno tiene dos partes. Primero una jugada de ajedrez normal: toca una pieza y luego su casilla (o arrástrala).
coach-belt-touch = Después desplaza una cinta: toca una flecha en el borde del tablero, una casilla por toque, o arrastra a lo largo de una columna o fila.
coach-confirm = El desplazamiento se ve en el tablero. Confirma para terminar tu turno, o deshaz el desplazamiento y prueba otro.
coach-confirm-keys = El desplazamiento se ve en el tablero. Confirma (Intro) para terminar tu turno, o deshazlo (Escape).
coach-no-more = No más consejos


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)

prefs-pause-none = Ninguna
prefs-pause-half = Medio segundo
prefs-pause-tenths = 0,8 segundos
prefs-pause-one = Un segundo
prefs-pause-two = Dos segundos
prefs-pause-four = Cuatro segundos
prefs-volume-off = Apagados
prefs-volume-quiet = Bajo
prefs-volume-normal = Normal
prefs-volume-loud = Alto
prefs-theme = Colores del tablero
prefs-theme-brown = Marrón
prefs-theme-blue = Azul
prefs-theme-green = Verde
prefs-theme-grey = Gris
prefs-speed-none = Ninguna
prefs-speed-fast = Rápida
prefs-speed-normal = Normal
prefs-workers-auto = Uno por núcleo ({ $cores })
prefs-ai-pause = Pausa antes de la respuesta del ordenador
prefs-ai-speed = Pausa entre turnos cuando el ordenador juega contra sí mismo
prefs-workers = Núcleos con los que piensa el ordenador
prefs-threats = Asistente de amenazas
prefs-threats-help = Avisa de los turnos que permiten ganar en uno; muestra la amenaza del rival.
prefs-play-eval = Evaluación del motor durante la partida
prefs-play-eval-help = Muestra la evaluación del ordenador mientras piensa; el análisis y la revisión siempre la muestran.
prefs-coords = Coordenadas
prefs-coords-help = Las letras de las columnas y los números de las filas en los bordes del tablero.
prefs-animation = Animación de las piezas
prefs-sound = Sonidos
new-game-variant = Variante
new-game-no-belt-check = Sin jaque con una jugada de cinta
new-game-no-belt-check-help = Una jugada de cinta solo puede dar jaque si la jugada normal ya lo dio.
new-game-full-belt-only = Solo en { -full-belt }.
new-game-players = Jugadores
new-game-colour = Tu color
new-game-level = Nivel del ordenador
new-game-level-beginner = { $level } (principiante)
new-game-level-strongest = { $level } (el más fuerte, unos 2 s por turno)
new-game-level-never-misses = Nunca deja pasar una victoria inmediata.
new-game-level-misses = Deja pasar una victoria inmediata alrededor del { $percent } % de las veces.
new-game-start = Empezar
new-game-live = Un amigo en otro dispositivo
new-game-summary-full-belt = Cada turno: una jugada normal y luego desplaza una columna o fila como una cinta transportadora (las flechas alrededor del tablero).
new-game-summary-no-pawns = Dos reyes por bando, sin peones: las piezas dan jaque pero nunca capturan; un rey que captura una pieza no protegida gana.
new-game-summary-one-king = Sin peones: las piezas dan jaque pero nunca capturan; un rey que captura una pieza no protegida gana.
mode-ai-black = Jugar con blancas contra el ordenador
mode-ai-white = Jugar con negras contra el ordenador
mode-two-players = Dos jugadores en este dispositivo
mode-ai-vs-ai = Ver al ordenador jugar contra sí mismo
colour-random = Al azar
clock-none = Sin reloj
clock-custom = Personalizado
clock-same = El mismo
clock-label = Reloj (minutos + segundos por turno)
clock-minutes = Minutos
clock-increment = Incremento (s)
clock-ai = El reloj del ordenador (ventaja de tiempo)
clock-error-form = Un control de tiempo se escribe minutos+segundos, como 3+2 o 0.5+0.
clock-error-minutes = El tiempo inicial debe estar entre un segundo y 1440 minutos.
clock-error-increment = El incremento debe ser un número entero de segundos, como mucho 600.
clock-pause = Pausa
clock-resume = Seguir
turn-seconds = { $seconds } s
player-ai = Ordenador · nivel { $level }
player-one = Jugador 1
player-two = Jugador 2
player-you = Tú
player-thinking = pensando…
player-to-move = mueve
result-wins = { $side ->
    [white] Ganan las blancas
   *[black] Ganan las negras
}
result-draw = Tablas
result-checkmate = por jaque mate
result-capture = por captura del rey
result-stalemate = por ahogado
result-repetition = por triple repetición
result-fifty-moves = por la regla de los 50 movimientos
result-bare-kings = por reyes solos
result-resignation = por abandono
result-agreement = de mutuo acuerdo
result-time = por tiempo
result-time-cannot-win = { $side ->
    [white] se acabó el tiempo, pero las blancas no pueden ganar
   *[black] se acabó el tiempo, pero las negras no pueden ganar
}
live-qr-label = Código QR del enlace
live-qr-too-long = { $bytes } bytes son demasiados para un código QR.
live-scan = Escanear el código QR de la respuesta
live-scan-stop = Apagar la cámara
live-answer-label = La respuesta de tu amigo (el enlace o su texto)
live-connect = Conectar
live-scan-unsupported = Este navegador no puede leer códigos QR: pega la respuesta en su lugar.
live-scan-refused = No se pudo abrir la cámara: permítela, o pega la respuesta en su lugar.
live-connected = Conectado con tu amigo
live-relay-sending = Enviando tu respuesta a través de los relés… La partida empieza en cuanto la página de tu amigo la reciba.
live-relay-listening = La respuesta de tu amigo vuelve sola a través de los relés. Si en su lugar te envía un enlace, pégalo aquí.
live-relayed = No hay ruta directa entre los dos dispositivos: las jugadas viajan por relés públicos, selladas para que solo vosotros dos podáis leerlas.
live-challenge-starting = Se aceptó un desafío abierto: la partida empieza en cuanto responda la página del otro jugador.
live-connecting = Conectando…
live-disconnected = Desconectado: los relojes están parados. Crea una nueva invitación para seguir.
live-friend = Amigo
live-you = Tú
live-offer-received = { $offer ->
    [draw] Tu amigo ofrece tablas.
    [takeback] Tu amigo pide deshacer una jugada.
   *[rematch] Tu amigo propone una revancha.
}
live-offer-sent = { $offer ->
    [draw] Ofreciste tablas: esperando la respuesta.
    [takeback] Pediste deshacer una jugada: esperando la respuesta.
   *[rematch] Propusiste una revancha: esperando la respuesta.
}
live-offer-declined = { $offer ->
    [draw] Tu amigo rechazó tu oferta de tablas.
    [takeback] Tu amigo rechazó deshacer la jugada.
   *[rematch] Tu amigo rechazó la revancha.
}
live-you-play = { $side ->
    [white] Juegas con blancas
   *[black] Juegas con negras
}
live-accept = Aceptar
live-decline = Rechazar
live-takeback = Pedir deshacer
live-rematch = Proponer revancha
live-reinvite = Nueva invitación
live-badge = En vivo · { $start } · Amigo
live-clock = Reloj
live-slow = Sin conexión tras 20 segundos. Probablemente los dos dispositivos están en redes distintas sin ruta entre ellas (un servidor TURN en config.json las enlazaría), o un cortafuegos bloquea la conexión.
live-play-by-link = Jugar por enlace
live-preparing = Preparando la invitación…
live-invite-title = Invita a tu amigo
live-invite-help = Envía este enlace a tu amigo o deja que escanee el código. Sirve una vez, durante 10 minutos.
live-invited = Un amigo te invita a una partida en vivo
live-answer-title = Devuelve tu respuesta
live-answer-help = Envía este enlace o texto a tu amigo, que lo pegará en la página de su invitación.
live-declined = Rechazaste la invitación.
live-back = Volver a { -beltboard }
live-handed-over = Esto es una respuesta: se entregó a la página de la invitación si está abierta en este navegador; si no, pégala allí.
live-rtc-unsupported = Este navegador no puede crear una conexión directa (falta WebRTC o está desactivado).
live-rtc-refused = El navegador rechazó la descripción de la conexión: crea una nueva invitación.
live-rtc-incomplete = El navegador no dio datos de conexión utilizables.
live-rtc-unwritable = Los datos de la conexión no se pudieron escribir como código.
live-terms = { $side ->
    [white] { $start }, juegas con blancas, { $clock }
   *[black] { $start }, juegas con negras, { $clock }
}
live-terms-resumed = { $side ->
    [white] { $turns ->
        [one] { $start }, juegas con blancas, { $clock }, se reanuda tras { $turns } turno
        [many] { $start }, juegas con blancas, { $clock }, se reanuda tras { $turns } de turnos
       *[other] { $start }, juegas con blancas, { $clock }, se reanuda tras { $turns } turnos
    }
   *[black] { $turns ->
        [one] { $start }, juegas con negras, { $clock }, se reanuda tras { $turns } turno
        [many] { $start }, juegas con negras, { $clock }, se reanuda tras { $turns } de turnos
       *[other] { $start }, juegas con negras, { $clock }, se reanuda tras { $turns } turnos
    }
}
live-no-clock = sin reloj
join-expired = Esta invitación ha caducado (duran 10 minutos): pide una nueva.
join-invitation-expired = Tu invitación ha caducado (las invitaciones duran 10 minutos): crea una nueva y envíala otra vez.
join-damaged = Este código está dañado: copia de nuevo todo el enlace o el texto.
join-wrong-kind = Este no es el código que se espera aquí (la respuesta la pega quien invita).
join-incomplete = A este código le falta lo que necesita una conexión.
join-used = Esta invitación ya se usó: cada una sirve una sola vez. Pide una nueva.
join-other-game = Esta respuesta es de otra invitación.
join-not-inviting = Aquí no hay ninguna invitación esperando respuesta.
join-read-again = La respuesta de esta partida ya se leyó: no hay nada más que hacer.
peer-too-long = Un mensaje de tu amigo era demasiado largo y se ignoró.
peer-unreadable = Un mensaje de tu amigo no se pudo leer y se ignoró.
peer-wrong-game = El navegador de tu amigo está jugando otra partida.
peer-not-their-turn = Llegó un turno cuando no le tocaba a tu amigo: ignorado.
peer-out-of-order = Llegó un turno fuera de orden (número { $got }, se esperaba { $expected }): ignorado.
peer-illegal = Se rechazó un turno ilegal.
peer-no-offer = Ahora no hay ninguna propuesta así que responder.
peer-game-over = La partida ha terminado.
peer-disagree = { $common ->
    [one] Las dos partidas difieren tras { $common } turno: cada lado conserva la suya. Empieza una nueva partida para seguir jugando.
    [many] Las dos partidas difieren tras { $common } de turnos: cada lado conserva la suya. Empieza una nueva partida para seguir jugando.
   *[other] Las dos partidas difieren tras { $common } turnos: cada lado conserva la suya. Empieza una nueva partida para seguir jugando.
}
peer-early-flag = El navegador de tu amigo dice que cayó la bandera, pero el reloj de aquí aún marca { $left }: la partida sigue.
live-title = { -beltboard } · partida en vivo


## The position editor, the embed builder

# (section C)
editor-palette = { $side ->
    [white] Piezas blancas
   *[black] Piezas negras
}
editor-palette-eraser = { $side ->
    [white] Piezas blancas y borrador
   *[black] Piezas negras y borrador
}
editor-hint = Elige una pieza y haz clic en las casillas; o arrastra piezas al tablero, dentro de él y fuera de él.
editor-legal = { $side ->
    [white] Posición legal: juegan las blancas.
   *[black] Posición legal: juegan las negras.
}
editor-play-ai = Jugar contra el ordenador
editor-play-ai-title = { $side ->
    [white] Juegas con blancas, el ordenador con negras
   *[black] Juegas con negras, el ordenador con blancas
}
editor-play-friend = Jugar con un amigo
editor-analyse = Analizar
    .title = Analizar esta posición con el motor
editor-share-link = Compartir enlace
editor-embed-div = Insertar (div)
    .title = Un diagrama para una página, con embed.js
editor-embed-iframe = Insertar (iframe)
    .title = Un diagrama para una página, como iframe
editor-copied = { $what ->
    [link] Enlace copiado.
   *[embed] Código de inserción copiado.
}
editor-copy-failed = { $what ->
    [link] No se pudo copiar el enlace.
   *[embed] No se pudo copiar el código de inserción.
}
editor-game = Juego
editor-setups = Posiciones iniciales
editor-setup-standard = Estándar
editor-setup-howe = Posición de Howe
editor-setup-one-king = Un rey
editor-empty-board = Tablero vacío
editor-side-to-move = Turno
editor-forbidden-belt = Cinta prohibida
    .title = La cinta que desplazó el turno anterior, que el bando al que le toca jugar no puede desplazar
editor-forbidden-belt-help = La columna o fila que el rival desplazó en el último turno: el bando al que le toca jugar no puede desplazarla en este turno, en ningún sentido.
editor-belt-none = ninguna
editor-castling = Enroque
editor-castling-right = { $side ->
    [white] Blancas: enroque del rey { $king } con la torre { $rook }
   *[black] Negras: enroque del rey { $king } con la torre { $rook }
}
editor-halfmoves = Contador de medias jugadas
editor-move-number = Número de jugada
editor-board = Tablero
piece-of-side = { $side ->
    [white] { $piece ->
        [king] Rey blanco
        [queen] Dama blanca
        [rook] Torre blanca
        [bishop] Alfil blanco
        [knight] Caballo blanco
       *[pawn] Peón blanco
    }
   *[black] { $piece ->
        [king] Rey negro
        [queen] Dama negra
        [rook] Torre negra
        [bishop] Alfil negro
        [knight] Caballo negro
       *[pawn] Peón negro
    }
}
editor-eraser = Borrador
board-label = Tablero de ajedrez: las flechas pasan de una casilla a otra, Intro o Espacio selecciona y mueve
embed-open = Insertar en otra página…
embed-title = Insertar en otra página
embed-what = Qué
embed-kind-play = Un tablero para jugar
embed-kind-viewer = Esta partida, para recorrerla jugada a jugada
embed-kind-diagram = Esta posición, como diagrama
embed-width = Ancho
embed-theme = Tema
embed-theme-auto = El del visitante
embed-theme-light = Claro
embed-theme-dark = Oscuro
embed-orientation = Abajo
embed-ai = El ordenador juega
embed-ai-side = { $side ->
    [white] Con blancas
   *[black] Con negras
}
embed-ai-none = Nadie (dos jugadores)
embed-level = Nivel del ordenador
embed-preview = Vista previa
embed-preview-title = Vista previa de la inserción
embed-iframe = Un iframe
embed-copy-iframe = Copiar iframe
embed-div = O un div y embed.js (el marco toma entonces la altura de su contenido)
embed-copy-div = Copiar div y script
embed-frame-title = { $kind ->
    [play] Tablero de ajedrez de { -beltboard }
    [viewer] Visor de partidas de { -beltboard }
   *[diagram] Diagrama de { -beltboard }
}
danger-title = Peligroso: pase lo que pase después, el rival puede ganar de inmediato
square-danger = { $label }. Peligroso: pase lo que pase después, el rival puede ganar de inmediato


## Puzzles, analysis, the evaluation bar, errors in links and positions

# (section D)

puzzle-heading = Problema { $id }
puzzle-leave = Volver a mi partida
puzzle-leave-title = Salir de los problemas: tu partida vuelve como la dejaste
puzzle-hint-title = Marcar la pieza que se mueve
puzzle-solution = Ver la solución
puzzle-solution-title = Mostrar en el tablero un turno que resuelve el problema (cuenta como no resuelto)
puzzle-retry = Reintentar
puzzle-retry-title = Este problema otra vez desde el principio
puzzle-retry-try-title = Deshacer este intento y responder de nuevo
puzzle-next = Siguiente
puzzle-next-title = Otro problema
puzzle-filter-theme = Tema
puzzle-filter-difficulty = Dificultad
puzzle-filter-any = Cualquiera
puzzle-count = { $total ->
    [one] { $matching } de { $total } problema
    [many] { $matching } de { $total } de problemas
   *[other] { $matching } de { $total } problemas
}
puzzle-other-variant = { $variant ->
    [no-pawns] Problemas: { -no-pawns }
   *[full-belt] Problemas: { -full-belt }
}
puzzle-other-variant-title = Los problemas del otro juego
puzzle-theme-name = { $theme ->
    [belt-mate] Mate de cinta
    [wrap-around] Vuelta por el borde
    [forbidden-belt] Cinta prohibida
    [first-turn] Regla del primer turno
    [frozen-pawn] Peón congelado
    [king-capture] Captura del rey
    [double-king-fork] Horquilla a los dos reyes
   *[castling] Enroque
}
analysis-label = Análisis del motor
analysis-play-line-title = Jugar la línea hasta este turno
engine-toggle-title = Encender o apagar el motor (Espacio)
engine-idle = Motor en reposo
engine-stop = Apagar el motor
engine-start = Encender el motor
engine-lines = Líneas
engine-waits = El motor espera mientras se revisa la partida.
eval-bar-over = Partida terminada: { $result }
eval-bar-none = Aún no hay evaluación
eval-bar-score = Evaluación { $score }, desde el lado de las blancas
puzzle-missed = Ese no: se ha deshecho. Inténtalo de nuevo o mira la solución.
puzzle-refuted-win = { $side ->
    [white] Ese no: las blancas responden { $turn } y ganan de inmediato (marcado en el tablero). Reintenta para responder de nuevo.
   *[black] Ese no: las negras responden { $turn } y ganan de inmediato (marcado en el tablero). Reintenta para responder de nuevo.
}
puzzle-refuted-reply = { $side ->
    [white] Ese no: las blancas responden { $turn } (marcado en el tablero) y la victoria se esfuma. Reintenta para responder de nuevo.
   *[black] Ese no: las negras responden { $turn } (marcado en el tablero) y la victoria se esfuma. Reintenta para responder de nuevo.
}
puzzle-replied = { $side ->
    [white] Las blancas respondieron { $turn }. Ahora gana de inmediato.
   *[black] Las negras respondieron { $turn }. Ahora gana de inmediato.
}
puzzle-play = Juega tu respuesta en el tablero.
puzzle-right = ¡Correcto! Ahora la respuesta…
puzzle-solved = ¡Resuelto!
puzzle-solved-after-solution = Resuelto tras ver la solución: no cuenta.
puzzle-solved-after-miss = Resuelto en otro intento: solo cuenta el primero.
puzzle-answer = Un turno que lo resuelve: { $turn }.
puzzle-answer-shown = La solución está en el tablero.
puzzle-streak-line = Racha { $streak } (mejor { $best }) · { $solved } de { $total } resueltos
quoted-why = «{ $value }»: { $why }
link-error = parámetro del enlace «{ $parameter }»: { $why }
link-escape = no es un escape de URL válido
link-variant = «{ $value }» no es ninguno de full-belt, full-belt-howe, no-pawns, no-pawns-one-king
link-rule-not-here = no-belt-check es una regla de { -full-belt }
link-rule = «{ $value }» no es una regla (se esperaba no-belt-check)
link-ai = «{ $value }», se esperaba w, b o none
link-level = «{ $value }», se esperaba de 1 a 5
expected-side = «{ $value }», se esperaba w o b
expected-drawn = «{ $value }», se esperaba agreed
link-speed = «{ $value }», se esperaba slow, normal, fast o de 200 a 10000 ms
link-ply = «{ $value }», se esperaba un turno de 0 a { $turns }
link-arrow = «{ $value }» no es ni una jugada como g1f3 ni un movimiento de cinta como f+4
link-square = «{ $value }» no es una casilla
time-control-error = { $why ->
    [form] un control de tiempo es minutos+segundos, como 3+2 o 0.5+0
    [minutes] el tiempo inicial debe estar entre un segundo y 1440 minutos
   *[increment] el incremento debe ser un número entero de segundos, como máximo 600
}
fen-error = { $field ->
    [placement] colocación incorrecta: { $why }
    [side] turno incorrecto: { $why }
    [castling] enroque incorrecto: { $why }
    [belt] cinta incorrecta: { $why }
    [halfmove] contador de medias jugadas incorrecto: { $why }
    [fullmove] número de jugada incorrecto: { $why }
   *[whole] texto de posición incorrecto: { $why }
}
fen-empty = el texto está vacío
fen-field-count = { $count } campos, se esperaban 6: colocación, turno, enroque, cinta, medias jugadas, número de jugada
fen-castling-letter = «{ $text }»: «{ $letter }» no es ninguno de K Q k q (o - para ninguno)
fen-castling-twice = «{ $text }»: «{ $letter }» aparece dos veces
fen-belt = «{ $value }», se esperaba una letra de columna a-h, un número de fila 1-8 o -
fen-number = «{ $value }», se esperaba un número entero de 0 a { $max }
fen-fullmove-zero = el número de jugada empieza en 1
placement-rank-count = la colocación tiene { $count } filas separadas por «/», se esperaban 8
placement-character = fila { $rank }: «{ $found }» no es ni una letra de pieza (KQRBNP, kqrbnp) ni un número 1-8
placement-rank-width = la fila { $rank } («{ $text }») describe { $squares } casillas, se esperaban 8
position-king-count = { $side ->
    [white] colocación incorrecta: las blancas tienen { $count } reyes, { $variant ->
        [full-belt] debe haber exactamente uno
       *[no-pawns] debe haber uno o dos
    }
   *[black] colocación incorrecta: las negras tienen { $count } reyes, { $variant ->
        [full-belt] debe haber exactamente uno
       *[no-pawns] debe haber uno o dos
    }
}
position-forbidden-piece = { $kind ->
    [white-pawn] colocación incorrecta: peón blanco en { $square }: el { -no-pawns } no tiene peones ni damas
    [white-queen] colocación incorrecta: dama blanca en { $square }: el { -no-pawns } no tiene peones ni damas
    [black-pawn] colocación incorrecta: peón negro en { $square }: el { -no-pawns } no tiene peones ni damas
   *[black-queen] colocación incorrecta: dama negra en { $square }: el { -no-pawns } no tiene peones ni damas
}
position-castling-full-belt = enroque incorrecto: «{ $value }»: { -full-belt } no tiene enroque, usa -
position-castling-pieces = { $side ->
    [white] enroque incorrecto: «{ $letter }» necesita un rey blanco en { $king } y una torre en { $rook }
   *[black] enroque incorrecto: «{ $letter }» necesita un rey negro en { $king } y una torre en { $rook }
}
position-belt = cinta incorrecta: «{ $belt }»: el { -no-pawns } no tiene cintas, usa -
position-opponent-in-check = { $side ->
    [white] turno incorrecto: las blancas están en jaque pero no les toca (su rey podría ser capturado)
   *[black] turno incorrecto: las negras están en jaque pero no les toca (su rey podría ser capturado)
}
turn-empty = jugada vacía
turn-too-many-parts = demasiadas partes: un turno es una jugada normal y luego (Full Belt Chess) un movimiento de cinta
belt-parse-error = { $why ->
    [belt] un movimiento de cinta empieza por una letra de columna a-h o un número de fila 1-8
    [sign] tras la cinta va «+» o «-» y luego la distancia
    [distance] la distancia de la cinta debe ser de 1 a 7
   *[not-shift] no es un movimiento de cinta
}
turn-not-a-move = no es una jugada (se esperaba p. ej. Nf3, exd5, e8=Q, O-O o g1f3)
turn-promotion = «={ $piece }»: un peón corona en Q, R, B o N
turn-no-destination = falta la casilla de destino
turn-not-square = «{ $value }» no es una casilla (se esperaba a1..h8)
turn-disambiguation = «{ $value }» no dice qué pieza se mueve (se esperaba una columna, una fila o una casilla)
turn-no-match = ninguna jugada normal legal corresponde a «{ $value }»
turn-ambiguous = ambiguo: podría ser { $moves }
replay-error = turno { $number } ({ $text }): { $why }
mode-name = { $mode ->
    [ai-black] Jugar con blancas contra el ordenador
    [ai-white] Jugar con negras contra el ordenador
    [two-players] Dos jugadores en este dispositivo
   *[ai-vs-ai] Ver al ordenador jugar contra sí mismo
}
color-choice-name = { $color ->
    [w] Blancas
    [b] Negras
   *[random] Al azar
}
pgn-tag-name = una etiqueta no tiene nombre (se esperaba p. ej. [Event "..."])
pgn-tag-quotes = etiqueta { $name }: el valor debe ir entre comillas dobles
pgn-tag-value-open = etiqueta { $name }: el valor no se cierra con '"'
pgn-tag-open = etiqueta { $name }: no se cierra con ']'
pgn-close-without-open = ')' sin '('
pgn-comment-open = un comentario no se cierra con una llave de cierre
pgn-variant = Variant desconocida «{ $value }» (se esperaba "Full Belt Chess" o "Chess without Pawns")
pgn-no-variant = falta la etiqueta Variant ("Full Belt Chess" o "Chess without Pawns")
pgn-fen = etiqueta FEN: { $why }
pgn-move = { $side ->
    [white] jugada { $number }. (blancas): { $why }
   *[black] jugada { $number }... (negras): { $why }
}
pgn-move-variation = { $side ->
    [white] jugada { $number }. (blancas), en una variante: { $why }
   *[black] jugada { $number }... (negras), en una variante: { $why }
}
pgn-variation-first = una variante '(' aparece antes de cualquier jugada que pudiera sustituir
pgn-variations-open = { $count ->
    [one] una variante '(' sin cerrar con ')'
    [many] { $count } de variantes '(' sin cerrar con ')'
   *[other] { $count } variantes '(' sin cerrar con ')'
}
pgn-eval-after = { $side ->
    [white] el comentario tras la jugada { $number }. (blancas): { $why }
   *[black] el comentario tras la jugada { $number }... (negras): { $why }
}
pgn-eval-first = el comentario antes de la primera jugada: { $why }
pgn-eval-open = [%eval ...] no se cierra con ']'
pgn-eval-value = evaluación incorrecta «{ $value }» (se esperaba p. ej. +1.20, -0.40, #3 o #-2) en [%eval ...]
pgn-lost = se perdió la posición en el árbol de jugadas
fetch-unreachable = la red no respondió
fetch-status = el servidor respondió { $status }
puzzles-line = la línea { $line } de { $file } no se puede leer
puzzles-empty = el archivo no tiene ningún problema
puzzles-broken = el problema { $id } tiene una posición dañada

## The correspondence page (live.html#corr=…): a game with days per move
corr-title = { -beltboard } · partida por correspondencia
corr-badge = Correspondencia · { $start } · { $days ->
    [one] { $days } día por jugada
    [many] { $days } días por jugada
   *[other] { $days } días por jugada
}
corr-invite-title = Invita a tu amigo
corr-invite-help = Envía este enlace a tu amigo. La partida empieza cuando su página lo abre; no hay prisa.
corr-waiting = Esperando a que tu amigo abra la invitación…
corr-own-title = Seguir en otro dispositivo
corr-own-help = Este enlace es tu lado de la partida: ábrelo en otro dispositivo para jugar allí. No lo compartas.
corr-copy-link = Copiar el enlace
corr-your-move = Te toca
corr-friend-move = Le toca a tu amigo
corr-since = desde el { $date }
corr-left = quedan { NUMBER($days) } d { NUMBER($hours) } h
corr-time-over = tiempo agotado
corr-claim = Reclamar la victoria por tiempo
corr-resign = Abandonar
corr-you-claimed = Has reclamado la victoria por tiempo.
corr-friend-claim-holds = Tu amigo reclama la victoria por tiempo. Según el cálculo de esta página, la reclamación es válida.
corr-friend-claim-fails = Tu amigo reclama la victoria por tiempo. Según el cálculo de esta página, la reclamación no es válida.
corr-news-joined = Tu amigo se ha unido a la partida.
corr-news-found = La partida se encontró en los relés.
corr-news-moved = Tu amigo ha jugado.
corr-news-ended = Tu amigo ha terminado la partida.
corr-news-claim-void = Tu reclamación no vale: la jugada de tu amigo llegó a tiempo.
corr-news-claim-stands = Tu reclamación vale: la jugada de tu amigo llegó después del plazo.
corr-news-late-dropped = La reclamación de tu amigo vale: tu jugada llegó después del plazo y no cuenta.
corr-news-conflict = La partida de tu amigo difiere de la tuya desde el turno { NUMBER($turn) }: se rechazó. Sigue por enlace si esto continúa.
corr-news-early-claim = Tu amigo reclamó la victoria por tiempo cuando aún te quedaba tiempo: rechazada.
corr-news-refused = Se rechazó un estado de la partida llegado de los relés.
corr-not-yet = A tu amigo aún le queda tiempo.
corr-not-made = Eso no se puede hacer ahora.
corr-looking = Buscando la partida en los relés…
corr-relays = Relés: { NUMBER($open) } de { NUMBER($total) } abiertos
corr-relays-off = No se puede llegar a ningún relé: la partida se guarda en este navegador. Mientras tanto, sigue por enlace.
corr-by-link = Seguir por enlace
corr-kept-error = La partida guardada en este navegador no se puede leer: se deja tal cual.
corr-link-error = Este enlace de partida por correspondencia no se puede leer.
corr-library-yours = Te toca desde el { $date }
corr-library-theirs = Le toca a tu amigo desde el { $date }

## Errors still carried as text (section E)
save-foreign = no es una partida guardada por Beltboard
save-other-format = se guardó en otro formato, con otra versión de Beltboard
save-bad-game = no contiene una partida válida ({ $why })
save-bad-mode = su modo no es uno que Beltboard conozca
save-bad-resignation = su abandono no es ni w ni b
relay-no-side = no dice para qué bando es
relay-no-length = no dice cuántos turnos contiene
relay-length = { $said ->
    [one] debería contener { $said } turno pero contiene { $held }: quizá se recortó o se modificó
    [many] debería contener { $said } de turnos pero contiene { $held }: quizá se recortó o se modificó
   *[other] debería contener { $said } turnos pero contiene { $held }: quizá se recortó o se modificó
}
relay-side = { $side ->
    [white] es para las blancas, pero en su partida les toca a las negras
   *[black] es para las negras, pero en su partida les toca a las blancas
}
relay-over = su partida ya terminó

## The lobby (live.html?lobby=1): open challenges on public relays.
lobby-title = { -beltboard } · jugar con alguien en línea
lobby-badge = Jugar con alguien en línea
lobby-intro = Desafíos abiertos de todas las páginas de { -beltboard } conectadas a los mismos relés públicos. Acepta uno para jugar ya, o publica el tuyo y deja esta página abierta.
lobby-post-heading = Publicar un desafío
lobby-game = Juego
lobby-side = Tu color
lobby-pace = Tiempo
lobby-pace-untimed = Sin reloj
lobby-pace-clock = Reloj { $clock }
lobby-pace-days = { $count ->
    [one] { $count } día por jugada
    [many] { $count } de días por jugada
   *[other] { $count } días por jugada
}
lobby-name = Tu nombre (opcional, lo ve todo el mundo)
lobby-post = Publicar el desafío
lobby-posting = Publicando tu desafío…
lobby-open = { $count ->
    [one] Tu desafío sigue abierto { $count } minuto más. Deja esta página abierta: la partida empieza cuando alguien lo acepte.
    [many] Tu desafío sigue abierto { $count } de minutos más. Deja esta página abierta: la partida empieza cuando alguien lo acepte.
   *[other] Tu desafío sigue abierto { $count } minutos más. Deja esta página abierta: la partida empieza cuando alguien lo acepte.
}
lobby-withdraw = Retirar
lobby-list-heading = Desafíos abiertos
lobby-empty = Ahora no hay desafíos abiertos. Publica uno y deja esta página abierta.
lobby-anonymous = Anónimo
lobby-you-play = { $side ->
    [white] Juegas con blancas
    [black] Juegas con negras
   *[random] Colores sorteados
}
lobby-option = sin jaque de cinta
lobby-ago = { $count ->
    [0] ahora mismo
    [one] hace { $count } minuto
    [many] hace { $count } de minutos
   *[other] hace { $count } minutos
}
lobby-accept = Aceptar
lobby-yours = Tu desafío
lobby-waiting = Aceptaste el desafío de { $name }: esperando a que responda su página…
lobby-waiting-taken = { $name } aceptó tu respuesta: la partida está empezando…
lobby-cancel = Cancelar
lobby-expired = Tu desafío ha caducado: nadie lo aceptó.
lobby-taken = Otra persona aceptó ese desafío antes.
lobby-gone = Ese desafío ya no está abierto.
lobby-no-key = Este navegador no da números aleatorios seguros: aquí no se pueden publicar ni aceptar desafíos.
lobby-relays = Relés: { $open } de { $total } conectados.
lobby-relays-none = Este sitio no indica ningún relé: no se pueden mostrar ni publicar desafíos.
lobby-relays-down = No se pudo conectar con ningún relé: ahora mismo no se pueden mostrar ni publicar desafíos.
lobby-starting = Empezando la partida…
lobby-find = Buscar un rival en línea
lobby-days = Días por jugada
lobby-days-none = Ninguno: jugar ahora

## The loading page (index.html), before the app's code has arrived:
## written into it at build time (scripts/copy-langs.py), one line each.
skeleton-intro = { -full-belt }: cada turno, una jugada normal y luego desplaza una columna o fila como una cinta transportadora. { -no-pawns }: dos reyes por bando, y las piezas dan jaque pero nunca capturan.
skeleton-loading = Cargando { -beltboard }…
