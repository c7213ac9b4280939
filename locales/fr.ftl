## Les mots de Beltboard en français. La notation des coups (SAN avec les
## lettres anglaises, bandes comme e+1) ne se traduit pas. Une bande (belt)
## se décale comme un tapis roulant.

## Glossaire (les mots choisis, partout les mêmes) : bande (belt : une
## colonne ou une rangée qui se décale comme un tapis roulant), décalage
## (belt move), tour (turn), coup, échec, échec et mat, pat, abandonner,
## nulle par triple répétition, colonne, rangée, dame, tour, fou, cavalier,
## l'ordinateur (AI), problème (puzzle), revue (review), gaffe / erreur /
## imprécision.

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
action-undo = Annuler
    .title = Reprendre le dernier tour
action-resign = Abandonner
action-offer-draw = Proposer la nulle
action-rematch = Revanche
action-flip = Retourner
    .title = Retourner l'échiquier
prefs-language = Langue
clock-low = Peu de temps

action-redo = Rejouer
    .title = Rejouer un tour repris
action-hint = Indice
    .title = Demander une suggestion à l'ordinateur
action-threat = Menace
    .title = Avec quoi l'adversaire pourrait-il gagner tout de suite si c'était son tour ?
action-pause-ai = Pause
action-resume-ai = Reprendre
action-step-ai = Un coup
action-rules = Règles
action-share = Partager
    .title = Un lien vers cette partie, son PGN et son FEN
action-analyse = Analyser
    .title = Analyser cette position avec le moteur (a)
action-review = Revue
    .title = Revoir la partie avec le moteur : ses erreurs marquées, un graphique d'évaluation
action-editor = Éditeur
    .title = Composer une position dans l'éditeur d'échiquier
action-puzzles = Problèmes
    .title = Des problèmes pour apprendre ce jeu : votre partie vous attend ici
action-puzzles-loading = Problèmes…
action-games = Parties
    .title = Toutes les parties gardées dans ce navigateur
action-prefs = Préférences
    .title = Rythme des coups de l'ordinateur, l'assistant de menaces
controls-label = Partie

## La page

page-title = { -beltboard } : { -full-belt } et { -no-pawns }
prefs-language-browser = Langue du navigateur
notice-language-unavailable = Impossible de charger la langue « { $language } » : la page garde sa langue.

## La ligne d'état

status-viewing-half = Vous voyez { $turn } à mi-chemin, avant son décalage de bande : allez au dernier coup pour revenir
status-viewing = Vous voyez la position après { $turn } : allez au dernier coup pour revenir
status-viewing-start = Vous voyez la position de départ : allez au dernier coup pour revenir
status-puzzle-over = Le problème est terminé : « Suivant » pour un autre, ou « Réessayer ».
status-ai-thinking = { $side ->
    [white] Les blancs (ordinateur) réfléchissent…
   *[black] Les noirs (ordinateur) réfléchissent…
}
status-ai-thinking-progress = { $side ->
    [white] Les blancs (ordinateur) réfléchissent… { $progress }
   *[black] Les noirs (ordinateur) réfléchissent… { $progress }
}
status-belt = { $side ->
    [white] Blancs : décalez maintenant une bande (flèches, ou glissez le long d'une colonne ou d'une rangée), puis confirmez.
   *[black] Noirs : décalez maintenant une bande (flèches, ou glissez le long d'une colonne ou d'une rangée), puis confirmez.
}
status-promotion = { $side ->
    [white] Blancs : choisissez la pièce de promotion.
   *[black] Noirs : choisissez la pièce de promotion.
}
status-move-belts = { $side ->
    [white] Aux blancs de jouer : jouez un coup normal.
   *[black] Aux noirs de jouer : jouez un coup normal.
}
status-move = { $side ->
    [white] Aux blancs de jouer.
   *[black] Aux noirs de jouer.
}
status-check = Échec !
status-hint = Indice : { $turn }
status-ai-info = Ordinateur : { $progress }
status-looking-for-hint = Recherche d'un indice…
status-looking-for-hint-progress = Recherche d'un indice… { $progress }

## Bandes : une bande est une colonne ou une rangée ; les flèches la décalent

belt-name = { $kind ->
    [file] colonne { $name }
   *[rank] rangée { $name }
}
belt-name-start = { $kind ->
    [file] Colonne { $name }
   *[rank] Rangée { $name }
}
belt-shift-one = { $kind ->
    [file] { $dir ->
        [up] Décaler la colonne { $name } d'une case vers le haut
       *[down] Décaler la colonne { $name } d'une case vers le bas
    }
   *[rank] { $dir ->
        [right] Décaler la rangée { $name } d'une case vers la droite
       *[left] Décaler la rangée { $name } d'une case vers la gauche
    }
}
belt-pad-label = Décaler les bandes qui passent par la case
belt-pad-shift = { $kind ->
    [file] { $dir ->
        [up] Décaler la colonne { $name } d'une case vers le haut
       *[down] Décaler la colonne { $name } d'une case vers le bas
    }
   *[rank] { $dir ->
        [right] Décaler la rangée { $name } d'une case vers la droite
       *[left] Décaler la rangée { $name } d'une case vers la gauche
    }
}
belt-pad-button = { $kind ->
    [file] colonne { $name }
   *[rank] rangée { $name }
}
belt-refused = { $kind ->
    [file] Colonne { $name } : { $why }
   *[rank] Rangée { $name } : { $why }
}
refusal-forbidden = l'adversaire a décalé cette bande au tour précédent
refusal-empty = il n'y a aucune pièce sur cette bande
refusal-no-change = ce décalage ne changerait rien
refusal-own-king = votre roi serait en échec
refusal-first-turn-check = le premier tour des blancs ne peut pas donner échec
refusal-belt-check = un décalage de bande ne peut pas donner échec (règle « pas d'échec par la bande »)
refusal-no-belts = les échecs sans pions n'ont pas de décalages de bande

## Les boutons du décalage

belt-confirm = Confirmer
belt-confirm-shift = Confirmer { $belt }
belt-confirm-anyway = Confirmer quand même
belt-confirm-title = Jouer ce décalage de bande
belt-go-back = Revenir
belt-undo-shift = Annuler le décalage
belt-take-back = Reprendre le coup
belt-how-keys = Entrée confirme ; Échap annule le décalage.
belt-how = Confirmez pour jouer ce tour, ou annulez le décalage.
belt-how-shift = Décalez une bande : une flèche, un glissé, ou touchez une case.
assist-show-reply = Montrer la réponse
assist-hide-reply = Cacher la réponse

## Parcourir la partie

history-label = Parcourir la partie
history-first = Aller au début
history-prev = Un demi-tour en arrière
    .title = En arrière : le coup normal, puis la bande
history-next = Un demi-tour en avant
    .title = En avant : le coup normal, puis la bande
history-last = Aller à la partie en cours
history-replay = Rejouer le tour
    .title = Rejouer le dernier tour : le coup normal, puis la bande
with-key = { $words } ({ $key })
key-home = Début
key-end = Fin

## La liste des coups et la saisie

moves-heading = Coups
moves-start = Début
move-box-label = Saisir un tour
move-box-play = Jouer

## Avis, dialogues, copie

notice-dismiss = Fermer
    .title = Fermer cet avis
dialog-close = Fermer
resign-title = Abandonner cette partie ?
resign-text = Abandonner termine la partie par une défaite. « Annuler » peut revenir dessus.
resign-keep-playing = Continuer à jouer
promotion-title = Promotion en { $square }
copy-done = Copié.
copy-refused = Le navigateur n'a pas permis la copie : le texte est sélectionné, copiez-le avec Ctrl+C (⌘C).
copy = Copier
relay-send = { $side ->
    [white] Partie par lien ? Envoyez ce lien aux blancs :
   *[black] Partie par lien ? Envoyez ce lien aux noirs :
}

## Pièces

piece-queen = Dame
piece-rook = Tour
piece-bishop = Fou
piece-knight = Cavalier

## Badges

badge-howe = Position de Howe
badge-one-king = Un roi chacun
badge-no-belt-check = Pas d'échec par la bande

## Réponses à une action refusée

feedback-belt-refused = { $kind ->
    [file] La colonne { $name } ne peut pas être décalée : { $why }
   *[rank] La rangée { $name } ne peut pas être décalée : { $why }
}
feedback-not-one-belt = { $from } et { $to } ne sont pas sur la même colonne ou rangée : une bande se déplace le long d'une colonne ou d'une rangée
feedback-no-belt = Choisissez d'abord un décalage de bande : une flèche, ou glissez le long d'une colonne ou d'une rangée
feedback-shift-refused = Décalage { $belt } : { $why }
feedback-game-over = La partie est finie : commencez une nouvelle partie pour continuer
feedback-ai-to-move = Attendez le coup de l'ordinateur
feedback-viewing = Revenez à la position en cours (cliquez sur le dernier coup) pour jouer
feedback-ai-refused = Le coup de l'ordinateur a été refusé : { $why }
feedback-ai-failed = L'ordinateur n'a pas pu jouer : { $why }

## Avis

notice-link-ignored = Une partie de ce lien a été ignorée : { $why }.
notice-save-set-aside = Votre partie enregistrée n'a pas pu reprendre : { $why }. Elle a été mise de côté (gardée dans le stockage de ce navigateur sous '{ $key }') et une nouvelle partie a commencé.
notice-relay-your-move = { $side ->
    [white] À vous de jouer avec les blancs : jouez votre tour, puis envoyez à votre adversaire le lien proposé sous l'échiquier.
   *[black] À vous de jouer avec les noirs : jouez votre tour, puis envoyez à votre adversaire le lien proposé sous l'échiquier.
}
notice-relay-mismatch = Ce lien de partie par lien ne concorde pas : { $why }. Sa partie est montrée telle quelle.
notice-resignation-taken-back = L'abandon a été annulé : la partie continue.
notice-lesson = Essayez la règle ici en jouant les deux camps. Votre partie est gardée : rouvrez-la depuis « Parties ».
notice-storage-refused = Ce navigateur ne laisse pas Beltboard enregistrer de parties : le jeu continue, mais cette partie ne sera pas gardée.
notice-puzzle-not-found = Il n'y a pas de problème « { $id } » : vérifiez le lien. Votre partie est telle que vous l'avez laissée.
notice-puzzles-unavailable = Les problèmes n'ont pas pu être ouverts ({ $why }). Votre partie est telle que vous l'avez laissée.

## L'assistant de menaces

assist-safe = Sans danger
assist-allows-win = Permet un gain en un coup
assist-confirm-anyway = { $kind ->
    [capture] Cela permet une prise par le roi : confirmer quand même ?
    [mate] Cela permet un mat en un coup : confirmer quand même ?
   *[unknown] Cela permet un gain en un coup : confirmer quand même ?
}
assist-reply = { $kind ->
    [capture] Leur réponse : { $turn } (prise par le roi)
   *[mate] Leur réponse : { $turn } (mat en un coup)
}
threat-found = { $side ->
    [white] { $kind ->
        [capture] Menace : si c'était leur tour, les blancs pourraient jouer { $turn } (prise par le roi)
       *[mate] Menace : si c'était leur tour, les blancs pourraient jouer { $turn } (mat en un coup)
    }
   *[black] { $kind ->
        [capture] Menace : si c'était leur tour, les noirs pourraient jouer { $turn } (prise par le roi)
       *[mate] Menace : si c'était leur tour, les noirs pourraient jouer { $turn } (mat en un coup)
    }
}
threat-none = { $side ->
    [white] Pas de menace : les blancs n'ont pas de gain en un coup
   *[black] Pas de menace : les noirs n'ont pas de gain en un coup
}
threat-looking = Recherche d'une menace…
threat-in-check = Vous êtes en échec : c'est la menace, parez-la
threat-game-over = La partie est finie

## L'évaluation et la progression du moteur

eval-mate = mat
eval-even = égalité
eval-for = { $side ->
    [white] { $score } pour les blancs
   *[black] { $score } pour les noirs
}
progress-eval = profondeur { $depth } · { $eval } · { $nodes } nœuds
progress = profondeur { $depth } · { $nodes } nœuds
engine-off = Le moteur est arrêté : lancez-le (ou appuyez sur Espace) pour voir les meilleures lignes.
engine-over = La partie est finie ici : rien à analyser.
engine-thinking = Le moteur réfléchit…
engine-depth = Profondeur { $depth } · { $nodes } positions

## La revue de partie

mark-blunder = Gaffe
mark-mistake = Erreur
mark-inaccuracy = Imprécision
review-blunder = { $side ->
    [white] Gaffe : elle laisse les blancs gagner tout de suite avec { $turn }
   *[black] Gaffe : elle laisse les noirs gagner tout de suite avec { $turn }
}
review-drop = { $mark ->
    [mistake] Erreur : l'évaluation baisse de { $pawns } pions
   *[inaccuracy] Imprécision : l'évaluation baisse de { $pawns } pions
}
review-missed = Gain en un coup manqué : { $turn }
review-missed-also = gain en un coup manqué : { $turn }
review-better = Mieux valait { $turn }
review-better-eval = Mieux valait { $turn } ({ $eval })
review-done = { $total ->
    [one] Revue terminée : { $total } position.
    [many] Revue terminée : { $total } de positions.
   *[other] Revue terminée : { $total } positions.
}
review-running = { $total ->
    [one] Revue en cours… { $done } sur { $total } position
    [many] Revue en cours… { $done } sur { $total } de positions
   *[other] Revue en cours… { $done } sur { $total } positions
}
review-paused = { $total ->
    [one] Revue en pause à { $done } sur { $total } position : reprenez pour continuer.
    [many] Revue en pause à { $done } sur { $total } de positions : reprenez pour continuer.
   *[other] Revue en pause à { $done } sur { $total } positions : reprenez pour continuer.
}

## Visionneuse, page intégrée

viewer-start = Début (0/{ $turns })
viewer-half = { $turn }, puis la bande ({ $ply }/{ $turns })
viewer-turn = { $turn } ({ $ply }/{ $turns })
left-out = Laissé de côté : { $problems }

## Problèmes

puzzle-task = { $kind ->
    [win1] { $side ->
        [white] Les blancs jouent : gagner tout de suite
       *[black] Les noirs jouent : gagner tout de suite
    }
    [win2] { $side ->
        [white] Les blancs jouent : gagner en deux (quelle que soit la réponse, gagner au tour suivant)
       *[black] Les noirs jouent : gagner en deux (quelle que soit la réponse, gagner au tour suivant)
    }
   *[defend] { $side ->
        [white] Les blancs jouent : trouver un tour qui ne perd pas tout de suite
       *[black] Les noirs jouent : trouver un tour qui ne perd pas tout de suite
    }
}
difficulty-easy = Facile
difficulty-medium = Moyen
difficulty-hard = Difficile
puzzle-rating-most = { $difficulty } ({ $rating }) : la plupart des tours légaux le résolvent
puzzle-rating-one-in = { $difficulty } ({ $rating }) : environ 1 tour légal sur { $n } le résout

# issue 24 (second part) : partager, parties, échiquier d'analyse, studio

side-name = { $side ->
    [white] Blancs
   *[black] Noirs
}
start-full-belt = { -full-belt }
start-full-belt-howe = { -full-belt }, position de Howe
start-no-pawns = { -no-pawns }
start-no-pawns-one-king = { -no-pawns }, un roi chacun
share-title = Partager, exporter et importer
share-link = Lien vers cette partie
share-copy-link = Copier le lien
share-link-note = Toute la partie est écrite dans le lien, après le # : l'ouvrir affiche cette partie, prête à être poursuivie.
share-pgn = La partie en PGN
share-copy-pgn = Copier le PGN
share-download-pgn = Télécharger le PGN
share-download-failed = Le téléchargement n'a pas pu démarrer : copiez plutôt le PGN.
share-fen = La position en FEN
share-copy-fen = Copier le FEN
share-import = Charger une partie ou une position : collez une partie PGN ou un FEN
share-import-example = [Variant "Full Belt Chess"] 1. Nf3 f+4 …   ou   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
share-load = Charger
import-empty = Collez d'abord une partie PGN ou une position FEN.
import-pgn = Ce PGN ne peut pas être chargé : { $why }.
import-fen = Cette position ne peut pas être mise en place : { $why }.
library-title = Vos parties
library-empty = Aucune partie n'est encore gardée dans ce navigateur.
library-unreadable = { $count ->
    [one] { $count } entrée gardée ne peut pas être lue par cette version ; elle est conservée, pas supprimée.
    [many] { $count } d'entrées gardées ne peuvent pas être lues par cette version ; elles sont conservées, pas supprimées.
   *[other] { $count } entrées gardées ne peuvent pas être lues par cette version ; elles sont conservées, pas supprimées.
}
library-export = Tout exporter en PGN
library-open = Ouvrir
library-delete = Supprimer
library-here = En cours ici
library-vs-ai-white = Vous (Blancs) contre l'ordinateur
library-vs-ai-black = Vous (Noirs) contre l'ordinateur
library-two-players = Deux joueurs
library-ai-vs-ai = L'ordinateur contre lui-même
library-live = { $side ->
    [white] En direct : vous (Blancs) contre un ami
   *[black] En direct : vous (Noirs) contre un ami
}
library-in-progress = en cours
library-draw = nulle
library-white-won = les Blancs ont gagné
library-black-won = les Noirs ont gagné
library-line = { $turns ->
    [one] { $date } · { $result } · { $turns } tour
    [many] { $date } · { $result } · { $turns } de tours
   *[other] { $date } · { $result } · { $turns } tours
}
analysis-badge = Analyse · { $start }
analysis-back = Retour à la partie
analysis-flip = Retourner l'échiquier
analysis-pgn = PGN avec variantes
analysis-pgn-label = Cette analyse : chaque ligne, commentaire et évaluation
analysis-import-label = Ouvrir un PGN (ses variantes et commentaires sont conservés)
analysis-open = Ouvrir
review-cancel = Annuler la revue
review-resume = Reprendre la revue
review-start = Revoir la partie
    .title = Analyser chaque position de la partie et marquer ses erreurs
review-budget = Temps par position
review-label = Revue de la partie
review-intro = La revue trouve les gaffes (??), erreurs (?) et imprécisions (?!) de chaque camp.
review-show-better = Montrer le meilleur tour
    .title = Montrer le tour du moteur sur l'échiquier
review-missed-win = Gain manqué
    .title = Gain en un coup manqué
review-graph-label = Évaluation après chaque tour, du point de vue des Blancs : un clic montre ce tour
tree-label = Coups et variantes
tree-empty = Aucun tour pour l'instant : jouez-en un sur l'échiquier.
tree-promote = Remonter
    .title = Remonter cette variante d'un rang
tree-make-main = Ligne principale
tree-delete = Supprimer
    .title = Supprimer ce tour et tout ce qui le suit
tree-comment = Commentaire sur ce tour
studio-title = Studio { -beltboard }
studio-text = Cette page dessine des diagrammes pour d'autres pages (son adresse contient alors view=1 et une position, fen=…) et contient l'éditeur d'échiquier.
studio-play = Jouer à { -beltboard }
studio-editor = Éditeur d'échiquier
diagram-label = Un diagramme d'échecs
viewer-time = Temps : { $time }
illegal-no-piece = { $move } : il n'y a aucune pièce en { $square }
illegal-not-yours = { $side ->
    [white] { $move } : la pièce en { $square } n'est pas aux Blancs
   *[black] { $move } : la pièce en { $square } n'est pas aux Noirs
}
illegal-cannot-go = { $piece ->
    [king] { $move } : le roi en { $square } ne peut pas aller là
    [queen] { $move } : la dame en { $square } ne peut pas aller là
    [rook] { $move } : la tour en { $square } ne peut pas aller là
    [bishop] { $move } : le fou en { $square } ne peut pas aller là
    [knight] { $move } : le cavalier en { $square } ne peut pas aller là
   *[pawn] { $move } : le pion en { $square } ne peut pas aller là
}
illegal-first-turn-check = { $move } : il laisserait un roi en échec, ou donnerait échec au premier tour des Blancs
illegal-own-king = { $move } : il laisserait votre roi en échec
illegal-no-belt-after = { $move } : aucun décalage n'est possible après lui, il ne peut donc pas être joué
illegal-missing-belt = Dans Full Belt Chess, un tour demande un décalage après le coup normal (par ex. « e2e4 f+4 »)
illegal-belt = Décalage { $belt } : { $why }
illegal-game-over = La partie est terminée
job-start = la position de départ n'est pas valable
job-turn = tour { $turn } : { $why }
job-game-over = la partie est terminée
job-no-turn = il n'y a aucun tour légal
job-unreadable = son processus n'a pas pu lire la partie
job-no-worker = le navigateur n'a pas démarré son processus

# issue 24 (second part) : les mots du lecteur d'écran

spoken-turn = { $side ->
    [white] Blancs: { $what }.
   *[black] Noirs: { $what }.
}
spoken-piece = { $piece ->
    [king] roi
    [queen] dame
    [rook] tour
    [bishop] fou
    [knight] cavalier
   *[pawn] pion
}
spoken-piece-taken = { $piece ->
    [king] le roi
    [queen] la dame
    [rook] la tour
    [bishop] le fou
    [knight] le cavalier
   *[pawn] le pion
}
spoken-move = { $piece } { $from } en { $to }
spoken-takes = { $piece } { $from } prend { $taken } en { $to }
spoken-castles = { $wing ->
    [short] roi { $from } roque côté roi
   *[long] roi { $from } roque côté dame
}
spoken-promotes = { $piece ->
    [queen] promu en dame
    [rook] promu en tour
    [bishop] promu en fou
   *[knight] promu en cavalier
}
spoken-belt = { $kind ->
    [file] { $dir ->
        [up] puis colonne { $name } décalée de { $steps } vers le haut
       *[down] puis colonne { $name } décalée de { $steps } vers le bas
    }
   *[rank] { $dir ->
        [right] puis rangée { $name } décalée de { $steps } vers la droite
       *[left] puis rangée { $name } décalée de { $steps } vers la gauche
    }
}
spoken-check = échec
spoken-mate = échec et mat
spoken-capture-win = { $side ->
    [white] les Blancs gagnent : leur roi a pris une pièce
   *[black] les Noirs gagnent : leur roi a pris une pièce
}
spoken-belt-preview = Décalage { $belt } en aperçu : appuyez sur Entrée pour confirmer.
spoken-belt-phase = Décalez maintenant une bande : marquez une case avec Entrée, puis appuyez sur Entrée sur une autre case de sa colonne ou de sa rangée.
square-piece = { $side ->
    [white] { $piece ->
        [king] { $square }, roi blanc
        [queen] { $square }, dame blanche
        [rook] { $square }, tour blanche
        [bishop] { $square }, fou blanc
        [knight] { $square }, cavalier blanc
       *[pawn] { $square }, pion blanc
    }
   *[black] { $piece ->
        [king] { $square }, roi noir
        [queen] { $square }, dame noire
        [rook] { $square }, tour noire
        [bishop] { $square }, fou noir
        [knight] { $square }, cavalier noir
       *[pawn] { $square }, pion noir
    }
}
square-empty = { $square }, vide
square-selected = { $label }, sélectionnée
square-target = { $label }, coup possible
square-marked = { $label }, marquée : choisissez une case de sa colonne ou de sa rangée pour décaler la bande

# issue 24 (second part): the embed builder's language

embed-lang-visitor = La langue du visiteur

## Rules help, lessons, the first screen's tips

# (section A)


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)


## The position editor, the embed builder

# (section C)


## Puzzles, analysis, the evaluation bar, errors in links and positions

# (section D)

puzzle-heading = Problème { $id }
puzzle-leave = Retour à ma partie
puzzle-leave-title = Quitter les problèmes : votre partie revient telle que vous l'avez laissée
puzzle-hint-title = Marquer la pièce qui joue
puzzle-solution = Voir la solution
puzzle-solution-title = Montrer sur l'échiquier un tour qui résout le problème (compte comme non résolu)
puzzle-retry = Réessayer
puzzle-retry-title = Ce problème à nouveau depuis le début
puzzle-next = Suivant
puzzle-next-title = Un autre problème
puzzle-filter-theme = Thème
puzzle-filter-difficulty = Difficulté
puzzle-filter-any = Peu importe
puzzle-count = { $total ->
    [one] { $matching } sur { $total } problème
    [many] { $matching } sur { $total } de problèmes
   *[other] { $matching } sur { $total } problèmes
}
puzzle-other-variant = { $variant ->
    [no-pawns] Problèmes : { -no-pawns }
   *[full-belt] Problèmes : { -full-belt }
}
puzzle-other-variant-title = Les problèmes de l'autre jeu
puzzle-theme-name = { $theme ->
    [belt-mate] Mat par la bande
    [wrap-around] Passage par le bord
    [forbidden-belt] Bande interdite
    [first-turn] Règle du premier tour
    [frozen-pawn] Pion gelé
    [king-capture] Prise du roi
    [double-king-fork] Fourchette des deux rois
   *[castling] Roque
}
analysis-label = Analyse du moteur
analysis-play-line-title = Jouer la ligne jusqu'à ce tour
engine-toggle-title = Lancer ou arrêter le moteur (Espace)
engine-idle = Moteur au repos
engine-stop = Arrêter le moteur
engine-start = Lancer le moteur
engine-lines = Lignes
engine-waits = Le moteur attend pendant la revue de la partie.
eval-bar-over = Partie terminée : { $result }
eval-bar-none = Pas encore d'évaluation
eval-bar-score = Évaluation { $score }, du point de vue des blancs
puzzle-missed = Pas celui-ci : il est repris. Essayez encore, ou voyez la solution.
puzzle-replied = { $side ->
    [white] Les blancs ont répondu { $turn }. Maintenant, gagnez tout de suite.
   *[black] Les noirs ont répondu { $turn }. Maintenant, gagnez tout de suite.
}
puzzle-play = Jouez votre réponse sur l'échiquier.
puzzle-right = Juste ! Maintenant la réponse…
puzzle-solved = Résolu !
puzzle-answer = Un tour qui résout le problème : { $turn }.
puzzle-answer-shown = La solution est sur l'échiquier.
puzzle-streak-line = Série { $streak } (record { $best }) · { $solved } sur { $total } résolus
quoted-why = « { $value } » : { $why }
link-error = paramètre de lien « { $parameter } » : { $why }
link-escape = pas un échappement d'URL valide
link-variant = « { $value } » n'est pas l'un de full-belt, full-belt-howe, no-pawns, no-pawns-one-king
link-rule-not-here = no-belt-check est une règle de { -full-belt }
link-rule = « { $value } » n'est pas une règle (attendu : no-belt-check)
link-ai = « { $value } », attendu : w, b ou none
link-level = « { $value } », attendu : de 1 à 5
expected-side = « { $value } », attendu : w ou b
link-speed = « { $value } », attendu : slow, normal, fast ou de 200 à 10000 ms
link-ply = « { $value } », attendu : un tour de 0 à { $turns }
link-arrow = « { $value } » n'est ni un coup comme g1f3 ni un décalage comme f+4
link-square = « { $value } » n'est pas une case
time-control-error = { $why ->
    [form] une cadence s'écrit minutes+secondes, par exemple 3+2 ou 0.5+0
    [minutes] le temps initial doit être compris entre une seconde et 1440 minutes
   *[increment] l'incrément doit être un nombre entier de secondes, au plus 600
}
fen-error = { $field ->
    [placement] placement incorrect : { $why }
    [side] trait incorrect : { $why }
    [castling] roque incorrect : { $why }
    [belt] bande incorrecte : { $why }
    [halfmove] compteur de demi-coups incorrect : { $why }
    [fullmove] numéro de coup incorrect : { $why }
   *[whole] texte de position incorrect : { $why }
}
fen-empty = le texte est vide
fen-field-count = { $count } champs, 6 attendus : placement, trait, roque, bande, demi-coups, numéro de coup
fen-castling-letter = « { $text } » : « { $letter } » n'est pas l'un de K Q k q (ou - pour aucun)
fen-castling-twice = « { $text } » : « { $letter } » apparaît deux fois
fen-belt = « { $value } », attendu : une lettre de colonne a-h, un chiffre de rangée 1-8 ou -
fen-number = « { $value } », attendu : un nombre entier de 0 à { $max }
fen-fullmove-zero = le numéro de coup commence à 1
placement-rank-count = le placement a { $count } rangées séparées par « / », 8 attendues
placement-character = rangée { $rank } : « { $found } » n'est ni une lettre de pièce (KQRBNP, kqrbnp) ni un chiffre 1-8
placement-rank-width = la rangée { $rank } (« { $text } ») décrit { $squares } cases, 8 attendues
position-king-count = { $side ->
    [white] placement incorrect : les blancs ont { $count } rois, { $variant ->
        [full-belt] il en faut exactement un
       *[no-pawns] il en faut un ou deux
    }
   *[black] placement incorrect : les noirs ont { $count } rois, { $variant ->
        [full-belt] il en faut exactement un
       *[no-pawns] il en faut un ou deux
    }
}
position-forbidden-piece = { $kind ->
    [white-pawn] placement incorrect : pion blanc en { $square } : les { -no-pawns } n'ont ni pions ni dames
    [white-queen] placement incorrect : dame blanche en { $square } : les { -no-pawns } n'ont ni pions ni dames
    [black-pawn] placement incorrect : pion noir en { $square } : les { -no-pawns } n'ont ni pions ni dames
   *[black-queen] placement incorrect : dame noire en { $square } : les { -no-pawns } n'ont ni pions ni dames
}
position-castling-full-belt = roque incorrect : « { $value } » : { -full-belt } n'a pas de roque, utilisez -
position-castling-pieces = { $side ->
    [white] roque incorrect : « { $letter } » demande un roi blanc en { $king } et une tour en { $rook }
   *[black] roque incorrect : « { $letter } » demande un roi noir en { $king } et une tour en { $rook }
}
position-belt = bande incorrecte : « { $belt } » : les { -no-pawns } n'ont pas de bandes, utilisez -
position-opponent-in-check = { $side ->
    [white] trait incorrect : les blancs sont en échec mais n'ont pas le trait (leur roi pourrait être pris)
   *[black] trait incorrect : les noirs sont en échec mais n'ont pas le trait (leur roi pourrait être pris)
}
turn-empty = coup vide
turn-too-many-parts = trop de parties : un tour est un coup normal, puis (Full Belt Chess) un décalage
belt-parse-error = { $why ->
    [belt] un décalage commence par une lettre de colonne a-h ou un chiffre de rangée 1-8
    [sign] après la bande vient « + » ou « - », puis la distance
    [distance] la distance du décalage doit être de 1 à 7
   *[not-shift] pas un décalage
}
turn-not-a-move = pas un coup (attendu par ex. Nf3, exd5, e8=Q, O-O ou g1f3)
turn-promotion = « ={ $piece } » : un pion se promeut en Q, R, B ou N
turn-no-destination = la case d'arrivée manque
turn-not-square = « { $value } » n'est pas une case (attendu a1..h8)
turn-disambiguation = « { $value } » ne dit pas quelle pièce joue (attendu une colonne, une rangée ou une case)
turn-no-match = aucun coup normal légal ne correspond à « { $value } »
turn-ambiguous = ambigu : pourrait être { $moves }
replay-error = tour { $number } ({ $text }) : { $why }
mode-name = { $mode ->
    [ai-black] Jouer les blancs contre l'ordinateur
    [ai-white] Jouer les noirs contre l'ordinateur
    [two-players] Deux joueurs sur cet appareil
   *[ai-vs-ai] Regarder l'ordinateur jouer contre lui-même
}
color-choice-name = { $color ->
    [w] Blancs
    [b] Noirs
   *[random] Au hasard
}
pgn-tag-name = une balise n'a pas de nom (attendu par ex. [Event "..."])
pgn-tag-quotes = balise { $name } : la valeur doit être entre guillemets droits doubles
pgn-tag-value-open = balise { $name } : la valeur n'est pas fermée par '"'
pgn-tag-open = balise { $name } : pas fermée par ']'
pgn-close-without-open = ')' sans '('
pgn-comment-open = un commentaire n'est pas fermé par une accolade
pgn-variant = Variant inconnue « { $value } » (attendu "Full Belt Chess" ou "Chess without Pawns")
pgn-no-variant = la balise Variant manque ("Full Belt Chess" ou "Chess without Pawns")
pgn-fen = balise FEN : { $why }
pgn-move = { $side ->
    [white] coup { $number }. (blancs) : { $why }
   *[black] coup { $number }... (noirs) : { $why }
}
pgn-move-variation = { $side ->
    [white] coup { $number }. (blancs), dans une variante : { $why }
   *[black] coup { $number }... (noirs), dans une variante : { $why }
}
pgn-variation-first = une variante '(' vient avant tout coup qu'elle pourrait remplacer
pgn-variations-open = { $count ->
    [one] une variante '(' non fermée par ')'
    [many] { $count } de variantes '(' non fermées par ')'
   *[other] { $count } variantes '(' non fermées par ')'
}
pgn-eval-after = { $side ->
    [white] le commentaire après le coup { $number }. (blancs) : { $why }
   *[black] le commentaire après le coup { $number }... (noirs) : { $why }
}
pgn-eval-first = le commentaire avant le premier coup : { $why }
pgn-eval-open = [%eval ...] n'est pas fermé par ']'
pgn-eval-value = évaluation incorrecte « { $value } » (attendu par ex. +1.20, -0.40, #3 ou #-2) dans [%eval ...]
pgn-lost = position perdue dans l'arbre des coups
fetch-unreachable = le réseau n'a pas répondu
fetch-status = le serveur a répondu { $status }
puzzles-line = la ligne { $line } de { $file } est illisible
puzzles-empty = le fichier ne contient aucun problème
puzzles-broken = le problème { $id } a une position corrompue
