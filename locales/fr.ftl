## Les mots de Beltboard en français. La notation des coups (SAN avec les
## lettres anglaises, bandes comme e+1) ne se traduit pas. Une bande (belt)
## se décale comme un tapis roulant.

## Glossaire (les mots choisis, partout les mêmes) : bande (belt : une
## colonne ou une rangée qui se décale comme un tapis roulant), décalage
## (belt move), tour (turn : le coup puis, en Full Belt Chess, le décalage ;
## ce qui se compte et se reprend), coup (le coup normal du tour), échec, échec et mat, pat, abandonner,
## nulle par triple répétition, colonne, rangée, dame, tour, fou, cavalier,
## l'ordinateur (AI), problème (puzzle), revue (review), gaffe / erreur /
## imprécision.

-beltboard = Beltboard
# Full Belt Chess reste en anglais : le nom propre donné par l'inventeur
# de la variante, lisible en écriture latine et employé tel quel par les
# amateurs de variantes ; les règles disent ce qu'est une bande.
-full-belt = Full Belt Chess
# Échecs sans pions décrit le jeu plutôt qu'il ne le nomme : traduit.
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
outcome-agreement = Nulle par accord mutuel

## Ce que trouve le moteur

wins-in = { $side ->
    [white] { $turns ->
        [one] Les blancs gagnent en { $turns } tour
        [many] Les blancs gagnent en { $turns } de tours
       *[other] Les blancs gagnent en { $turns } tours
    }
   *[black] { $turns ->
        [one] Les noirs gagnent en { $turns } tour
        [many] Les noirs gagnent en { $turns } de tours
       *[other] Les noirs gagnent en { $turns } tours
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

action-redo = Rétablir
    .title = Rejouer un tour repris
action-hint = Indice
    .title = Demander une suggestion à l'ordinateur
action-threat = Menace
    .title = Avec quoi l'adversaire pourrait-il gagner tout de suite si c'était son tour ?
action-pause-ai = Pause
action-resume-ai = Continuer
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
    .title = Rythme des tours de l'ordinateur, l'assistant de menaces
controls-label = Partie

## La page

page-title = { -beltboard } : { -full-belt } et { -no-pawns }
prefs-language-browser = Langue du navigateur
notice-language-unavailable = Impossible de charger la langue « { $language } » : la page garde sa langue.
notice-part-unavailable = Cette partie de Beltboard n'a pas pu être chargée (hors ligne avant d'avoir été gardée ?) : vérifiez la connexion et réessayez.

## La ligne d'état

status-viewing-half = Vous voyez { $turn } à mi-chemin, avant son décalage de bande : allez au dernier coup pour revenir
status-viewing = Vous voyez la position après { $turn } : allez au dernier coup pour revenir
status-viewing-start = Vous voyez la position de départ : allez au dernier coup pour revenir
status-puzzle-over = Le problème est terminé : « Suivant » pour un autre, ou « Réessayer ».
status-puzzle-refuted = Pas celui-ci : la réponse qui le punit est marquée. Réessayez pour répondre à nouveau.
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
# The belt phase once a shift is shown on the board (belt: f-file ↑4).
status-belt-shown = { $side ->
    [white] Blancs : { $belt } est affiché ; confirmez-le, ou décalez encore.
   *[black] Noirs : { $belt } est affiché ; confirmez-le, ou décalez encore.
}
status-belt-refused = { $side ->
    [white] Blancs : { $belt } ne peut pas être confirmé : { $why }. Décalez une autre bande, ou annulez.
   *[black] Noirs : { $belt } ne peut pas être confirmé : { $why }. Décalez une autre bande, ou annulez.
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
# A belt in the move list, the status and the confirm button, before its arrow and distance (f-file ↑4): short.
belt-short = { $kind ->
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
belt-idle = Après le coup normal, le coup de bande : décalez une rangée ou une colonne, puis confirmez ici.
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
dialog-opening = Ouverture…
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
engine-proven = { $side ->
    [white] { $turns ->
        [one] Prouvé : les blancs matent aussitôt avec { $turn }
        [many] Prouvé : les blancs forcent le mat en { $turns } de tours au plus, en commençant par { $turn }
       *[other] Prouvé : les blancs forcent le mat en { $turns } tours au plus, en commençant par { $turn }
    }
   *[black] { $turns ->
        [one] Prouvé : les noirs matent aussitôt avec { $turn }
        [many] Prouvé : les noirs forcent le mat en { $turns } de tours au plus, en commençant par { $turn }
       *[other] Prouvé : les noirs forcent le mat en { $turns } tours au plus, en commençant par { $turn }
    }
}
nodes-thousands = { $number } k
nodes-millions = { $number } M

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
# Moves as a move list numbers them: White's turn and Black's reply are one.
library-line = { $moves ->
    [one] { $date } · { $result } · { $moves } coup
    [many] { $date } · { $result } · { $moves } de coups
   *[other] { $date } · { $result } · { $moves } coups
}
library-over = { $result } ({ $reason })
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
spoken-belt-preview-touch = Décalage { $belt } en aperçu : le bouton Confirmer le joue.
spoken-belt-phase-touch = Décalez maintenant une bande : les boutons fléchés autour de l'échiquier décalent une colonne ou une rangée d'une case chacun.
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

# L'aide des règles. <strong>, <code> et <em> (les mentions « notre
# interprétation ») restent autour des mots traduits, les mêmes et dans le même ordre.
rules-title = Règles : { $game }
rules-fb-intro = { -full-belt } (Michael Howe, 1997) est un jeu d'échecs où chaque colonne et chaque rangée est une bande transporteuse.
rules-fb-turn-heading = Un tour a deux parties
rules-fb-turn-normal = <strong>Un coup normal</strong>, comme aux échecs — mais sans roque ni prise en passant. Après lui, votre roi ne doit pas être en échec.
rules-fb-turn-belt = <strong>Un décalage de bande</strong> : toute une colonne ou une rangée, avec tout ce qu'elle porte, se décale de 1 à 7 cases. La bande tourne en boucle : une pièce poussée hors d'un bord revient par l'autre. Un décalage ne prend jamais rien. Il est obligatoire.
rules-board-heading = Sur cet échiquier
rules-board-move = Jouez le coup normal en cliquant sur la pièce puis sur sa case d'arrivée, ou en la faisant glisser.
rules-board-move-touch = Jouez le coup normal en touchant la pièce puis sa case d'arrivée, ou en la faisant glisser.
rules-board-belt = { $keys ->
    [yes] Décalez ensuite une bande : cliquez sur les flèches des bords (chaque clic est un pas, montré aussitôt), ou glissez d'une case à une autre de la même colonne ou rangée. Confirmez avec le bouton ou avec Entrée. « { $undo } » annule le décalage ; « { $back } » annule le coup normal.
    [touch] Décalez ensuite une bande : touchez les flèches des bords (chaque toucher est un pas, montré aussitôt), ou glissez d'une case à une autre de la même colonne ou rangée. Confirmez avec le bouton. « { $undo } » annule le décalage ; « { $back } » annule le coup normal.
   *[no] Décalez ensuite une bande : cliquez sur les flèches des bords (chaque clic est un pas, montré aussitôt), ou glissez d'une case à une autre de la même colonne ou rangée. Confirmez avec le bouton. « { $undo } » annule le décalage ; « { $back } » annule le coup normal.
}
rules-board-greyed = La bande d'une flèche grisée ne peut pas être décalée maintenant ; survolez la flèche ou donnez-lui le focus pour savoir pourquoi.
rules-board-draw = Annotez l'échiquier : un clic droit entoure une case, un glissé du bouton droit trace une flèche (avec Maj, Alt ou Ctrl en rouge, bleu ou jaune) ; sur un écran tactile, appuyez longuement sur une case pour l'entourer, et encore pour la couleur suivante. Un clic ou une touche les efface.
rules-fb-allowed-heading = Quels décalages sont permis
rules-fb-allowed-piece = La bande doit porter au moins une pièce, et le décalage doit changer quelque chose (une bande dont les pièces se répètent selon la période du décalage ne peut pas être décalée d'autant).
rules-fb-allowed-forbidden = Vous ne pouvez pas décaler la bande que votre adversaire a décalée au tour juste avant (dans aucun sens).
rules-fb-allowed-king = Après le décalage, votre roi ne doit pas être en échec <em>(notre interprétation)</em>. Un décalage ne sort jamais d'un échec : le coup normal doit déjà parer l'échec.
rules-fb-allowed-first = Le premier tour des blancs ne peut pas donner échec, ni par le coup normal ni par la bande.
rules-fb-allowed-none = Un coup normal après lequel aucun décalage n'est possible ne peut pas être joué.
rules-fb-pawns-heading = Les pions
rules-fb-pawns-two = Un pion sur sa propre deuxième rangée peut avancer de deux cases, quelle que soit la façon dont il y est arrivé <em>(notre interprétation)</em>. Un pion amené sur sa propre première rangée avance d'une case comme d'habitude <em>(notre interprétation)</em>.
rules-fb-pawns-promote = Un pion n'est promu que si un coup normal l'amène sur la dernière rangée. Un pion qu'une bande y a porté reste un pion : il ne peut pas bouger et n'attaque rien jusqu'à ce qu'une bande l'emporte.
rules-end-heading = Fin de la partie
rules-fb-end-mate = Vous gagnez par échec et mat : votre adversaire est en échec et n'a aucun tour légal.
rules-fb-end-draws = Nulles : le pat (aucun tour légal, pas d'échec) <em>(notre interprétation)</em> ; la même position (pièces, trait, bande interdite) pour la troisième fois ; 50 coups de chaque camp sans prise ni coup de pion <em>(notre interprétation)</em> ; roi contre roi <em>(notre interprétation)</em>.
rules-fb-end-no-belt-check = Règle optionnelle « pas d'échec par la bande » : le décalage ne peut laisser l'adversaire en échec que si le coup normal donnait déjà échec <em>(notre interprétation)</em>.
rules-fb-setups-heading = Positions de départ
rules-fb-setups = La position habituelle des échecs, ou la position de Howe : blancs K h1, Q g1, R f1 e1, N d1 c1, B b1 a1 ; noirs en miroir par le centre (K a8, Q b8, R c8 d8, N e8 f8, B g8 h8) ; les pions sur leurs rangées habituelles.
rules-fb-setups-howe = Cette partie utilise la position de Howe.
rules-fb-notation-heading = Notation
rules-fb-notation = Un tour s'écrit avec le coup normal, puis la bande : <code>Nf3 f+4</code> décale la colonne f de quatre cases vers la 8e rangée ; <code>e4 3-2</code> décale la 3e rangée de deux cases vers la colonne a. La saisie des coups accepte aussi <code>g1f3 f+4</code>.
rules-np-intro = { $kings ->
    [single] { -no-pawns } (Vladislav Rapetsky, 2011), position à un roi : chaque camp a un roi, deux tours et deux cavaliers, et aucun pion : blancs K a1, R a2 b1, N b3 c2 ; noirs K h8, R g8 h7, N f7 g6. Il n'y a pas de roque.
   *[double] { -no-pawns } (Vladislav Rapetsky, 2011) : chaque camp a deux rois, deux tours, deux fous et deux cavaliers, et aucun pion. Le second roi se tient à la place de la dame : les rois blancs en d1 et e1, les noirs en d8 et e8.
}
rules-np-pieces = Les tours, les fous et les cavaliers se déplacent comme aux échecs, mais seulement vers des cases vides : ils ne prennent jamais. Ils attaquent pourtant, et donnent donc échec.
rules-np-kings = Les rois se déplacent d'une case dans toutes les directions. Un roi peut prendre une pièce ennemie non protégée — et en prendre une gagne aussitôt la partie.
rules-np-royal = { $kings ->
    [single] Après votre coup, votre roi ne doit pas être attaqué.
   *[double] Les deux rois sont royaux : après votre coup, aucun de vos rois ne doit être attaqué. Vous êtes en échec dès qu'au moins un de vos rois est attaqué.
}
rules-np-mate = { $kings ->
    [single] Vous gagnez par échec et mat : un roi adverse est en échec et votre adversaire n'a aucun coup légal.
   *[double] Vous gagnez par échec et mat : un roi adverse est en échec et votre adversaire n'a aucun coup légal. Un cavalier qui fourchette les deux rois fait mat, sauf si un roi peut le prendre sans danger.
}
rules-np-draws = Nulles : le pat <em>(notre interprétation)</em>, ou la même position pour la troisième fois. Il n'y a ni règle des 50 coups ni nulle par matériel insuffisant <em>(notre interprétation)</em>.
rules-np-two-king-boards = Ces échiquiers utilisent la position à deux rois : les règles qu'ils montrent sont les mêmes avec un seul roi.
rules-np-castling = Le roque suit les conditions des échecs, chaque roi avec la tour de son côté.
rules-np-no-belt = Sur cet échiquier, un coup est joué dès qu'il est fait : il n'y a pas de décalage de bande dans ce jeu.

# Les leçons : une légende sous chaque petit échiquier (lue aussi comme son
# étiquette) et le bouton qui ouvre sa position pour la jouer.
lesson-try = Essayer
lesson-worked-turn = L'exemple de l'inventeur : 1. Ng1-f3, puis la colonne f tourne de quatre cases. Le cavalier arrive en f7, le pion blanc de f2 en f6 et le fou noir de f8 en f4.
lesson-refused-belts = Après le coup normal 1. Nf3, aucun décalage de ces bandes n'est permis : { $groups }. Sur l'échiquier, leurs flèches sont grisées : survolez-en une pour savoir pourquoi.
lesson-refused-group = { $belts } ({ $why })
lesson-refused-between = { " ; " }
lesson-forbidden-belt = Les blancs ont joué 1. Nf3 f+4 : à ce tour, les noirs ne peuvent pas décaler la colonne f, dans aucun sens. Au tour suivant, les blancs pourront la décaler à nouveau.
lesson-frozen-pawn = 1. d4, puis la colonne d de quatre cases : la bande a porté le pion blanc en d8. Il reste un pion : il ne peut pas bouger et n'attaque rien jusqu'à ce qu'une bande l'emporte. Seul un coup normal vers la dernière rangée donne la promotion.
lesson-first-turn-check = Le premier tour des blancs ne peut pas donner échec. Après 1. e4, le décalage f-3 (la colonne f de trois cases vers le bas) porterait le pion blanc de f2, par-delà le bord, en f7, où il attaquerait le roi en e8 : refusé. À un tour ultérieur, ce serait un échec.
lesson-no-belt-check = Avec la règle optionnelle « pas d'échec par la bande », 2. d3 f-3 est refusé : la bande porterait le pion blanc en f7 et donnerait échec, ce que le coup normal ne faisait pas. Sans la règle, c'est un échec légal.
lesson-quiet-check = 1. Bb5 met en échec le roi en e8. Les tours, les fous et les cavaliers donnent échec, mais ne vont que sur des cases vides : ils ne prennent jamais.
lesson-king-capture = Le cavalier blanc en c7 met en échec le roi en e8, mais rien ne le protège : le roi noir en d8 le prend et gagne aussitôt.
lesson-castling = Les deux rois peuvent roquer : le roi en e1 avec la tour en h1 (O-O : e1 en g1, la tour en f1) et le roi en d1 avec la tour en a1 (O-O-O : d1 en b1, la tour en c1). Déplacez le roi de deux cases.
lesson-double-king-fork = 4. Nc6 attaque les deux rois noirs, en d8 et e7. Aucun coup ne pare les deux échecs et aucun roi ne peut prendre le cavalier : échec et mat.

# L'introduction de la première visite, une phrase par jeu.
intro-full-belt = À chaque tour : un coup normal, puis décalez une colonne ou une rangée comme une bande transporteuse (les flèches autour de l'échiquier).
intro-no-pawns = Deux rois chacun, pas de pions : les pièces donnent échec mais ne prennent jamais ; un roi qui prend une pièce non protégée gagne.
intro-dismiss = Fermer cette introduction

# Les conseils de la première partie de Full Belt Chess : trois, l'un après l'autre.
coach-step = { NUMBER($step) } sur { NUMBER($steps) }
coach-move = Un tour a deux parties. D'abord un coup d'échecs normal : cliquez sur une pièce, puis sur sa case (ou faites-la glisser).
coach-belt = Puis décalez une bande : cliquez sur une flèche au bord de l'échiquier, une case par clic, ou glissez le long d'une colonne ou d'une rangée.
coach-move-touch = Un tour a deux parties. D'abord un coup d'échecs normal : touchez une pièce, puis sa case (ou faites-la glisser).
coach-belt-touch = Puis décalez une bande : touchez une flèche au bord de l'échiquier, une case par toucher, ou glissez le long d'une colonne ou d'une rangée.
coach-confirm = Le décalage est montré sur l'échiquier. Confirmez pour finir votre tour, ou annulez le décalage et essayez-en un autre.
coach-confirm-keys = Le décalage est montré sur l'échiquier. Confirmez (Entrée) pour finir votre tour, ou annulez-le (Échap).
coach-no-more = Ne plus afficher de conseils


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)

prefs-pause-none = Aucune
prefs-pause-half = Une demi-seconde
prefs-pause-tenths = 0,8 seconde
prefs-pause-one = Une seconde
prefs-pause-two = Deux secondes
prefs-pause-four = Quatre secondes
prefs-volume-off = Coupés
prefs-volume-quiet = Faible
prefs-volume-normal = Normal
prefs-volume-loud = Fort
prefs-theme = Couleurs de l'échiquier
prefs-theme-brown = Brun
prefs-theme-blue = Bleu
prefs-theme-green = Vert
prefs-theme-grey = Gris
prefs-speed-none = Aucune
prefs-speed-fast = Rapide
prefs-speed-normal = Normale
prefs-workers-auto = Un par cœur ({ $cores })
prefs-ai-pause = Pause avant la réponse de l'ordinateur
prefs-ai-speed = Pause entre les tours quand l'ordinateur joue contre lui-même
prefs-workers = Cœurs utilisés par l'ordinateur
prefs-threats = Assistant de menaces
prefs-threats-help = Avertit des tours qui permettent un gain en un tour ; montre la menace de l'adversaire.
prefs-play-eval = Évaluation du moteur pendant la partie
prefs-play-eval-help = Montre l'évaluation de l'ordinateur pendant qu'il réfléchit ; l'analyse et la revue la montrent toujours.
prefs-coords = Coordonnées
prefs-coords-help = Les lettres des colonnes et les chiffres des rangées au bord de l'échiquier.
prefs-animation = Animation des pièces
prefs-sound = Sons
new-game-variant = Variante
new-game-no-belt-check = Pas d'échec par un coup de bande
new-game-no-belt-check-help = Un coup de bande ne peut donner échec que si le coup normal l'a déjà donné.
new-game-full-belt-only = { -full-belt } seulement.
new-game-players = Joueurs
new-game-colour = Votre couleur
new-game-level = Niveau de l'ordinateur
new-game-level-beginner = { $level } (débutant)
new-game-level-strongest = { $level } (le plus fort, environ 2 s par tour)
new-game-level-never-misses = Ne laisse jamais passer un gain immédiat.
new-game-level-misses = Laisse passer un gain immédiat environ { $percent } % du temps.
new-game-start = Commencer
new-game-live = Un ami sur un autre appareil
new-game-summary-full-belt = À chaque tour : un coup normal, puis décalez une colonne ou une rangée comme une bande transporteuse (les flèches autour de l'échiquier).
new-game-summary-no-pawns = Deux rois chacun, pas de pions : les pièces donnent échec mais ne prennent jamais ; un roi qui prend une pièce non protégée gagne.
new-game-summary-one-king = Pas de pions : les pièces donnent échec mais ne prennent jamais ; un roi qui prend une pièce non protégée gagne.
mode-ai-black = Jouer les blancs contre l'ordinateur
mode-ai-white = Jouer les noirs contre l'ordinateur
mode-two-players = Deux joueurs sur cet appareil
mode-ai-vs-ai = Regarder l'ordinateur jouer contre lui-même
colour-random = Au hasard
clock-none = Sans pendule
clock-custom = Personnalisée
clock-same = La même
clock-label = Pendule (minutes + secondes par tour)
clock-minutes = Minutes
clock-increment = Incrément (s)
clock-ai = La pendule de l'ordinateur (handicap de temps)
clock-error-form = Une cadence s'écrit minutes+secondes, par exemple 3+2 ou 0.5+0.
clock-error-minutes = Le temps initial doit être compris entre une seconde et 1440 minutes.
clock-error-increment = L'incrément doit être un nombre entier de secondes, 600 au plus.
clock-pause = Pause
clock-resume = Continuer
turn-seconds = { $seconds } s
player-ai = Ordinateur · niveau { $level }
player-one = Joueur 1
player-two = Joueur 2
player-you = Vous
player-thinking = réfléchit…
player-to-move = au trait
result-wins = { $side ->
    [white] Les blancs gagnent
   *[black] Les noirs gagnent
}
result-draw = Nulle
result-checkmate = par échec et mat
result-capture = par prise du roi
result-stalemate = par pat
result-repetition = par triple répétition
result-fifty-moves = par la règle des 50 coups
result-bare-kings = par rois seuls
result-resignation = par abandon
result-agreement = par accord mutuel
result-time = au temps
result-time-cannot-win = { $side ->
    [white] temps écoulé, mais les blancs ne peuvent pas gagner
   *[black] temps écoulé, mais les noirs ne peuvent pas gagner
}
live-qr-label = Code QR du lien
live-qr-too-long = { $bytes } octets, c'est trop pour un code QR.
live-scan = Scanner le code QR de la réponse
live-scan-stop = Arrêter la caméra
live-answer-label = La réponse de votre ami (le lien ou son texte)
live-connect = Se connecter
live-scan-unsupported = Ce navigateur ne sait pas lire les codes QR : collez plutôt la réponse.
live-scan-refused = La caméra n'a pas pu être ouverte : autorisez-la, ou collez plutôt la réponse.
live-connected = Connecté à votre ami
live-relay-sending = Envoi de votre réponse par les relais… La partie commence dès que la page de votre ami l'a reçue.
live-relay-listening = La réponse de votre ami revient d'elle-même par les relais. S'il vous envoie plutôt un lien, collez-le ici.
live-relayed = Pas de route directe entre les deux appareils : les coups passent par des relais publics, scellés pour que vous seuls puissiez les lire.
live-challenge-starting = Un défi ouvert a été accepté : la partie commence dès que la page de l'autre joueur répond.
live-connecting = Connexion…
live-disconnected = Déconnecté : les pendules sont arrêtées. Créez une nouvelle invitation pour continuer.
live-friend = Ami
live-you = Vous
live-offer-received = { $offer ->
    [draw] Votre ami propose la nulle.
    [takeback] Votre ami demande à reprendre un coup.
   *[rematch] Votre ami propose une revanche.
}
live-offer-sent = { $offer ->
    [draw] Vous avez proposé la nulle : en attente de la réponse.
    [takeback] Vous avez demandé à reprendre un coup : en attente de la réponse.
   *[rematch] Vous avez proposé une revanche : en attente de la réponse.
}
live-offer-declined = { $offer ->
    [draw] Votre ami a refusé votre proposition de nulle.
    [takeback] Votre ami a refusé de reprendre le coup.
   *[rematch] Votre ami a refusé la revanche.
}
live-you-play = { $side ->
    [white] Vous jouez les blancs
   *[black] Vous jouez les noirs
}
live-accept = Accepter
live-decline = Refuser
live-takeback = Demander à reprendre
live-rematch = Proposer une revanche
live-reinvite = Nouvelle invitation
live-badge = En direct · { $start } · Ami
live-clock = Pendule
live-slow = Pas de connexion après 20 secondes. Les deux appareils sont sans doute sur des réseaux différents sans route entre eux (un serveur TURN dans config.json les relierait), ou un pare-feu bloque la connexion.
live-play-by-link = Jouer par lien à la place
live-preparing = Préparation de l'invitation…
live-invite-title = Invitez votre ami
live-invite-help = Envoyez ce lien à votre ami, ou faites-lui scanner le code. Il sert une fois, pendant 10 minutes.
live-invited = Un ami vous invite à une partie en direct
live-answer-title = Renvoyez votre réponse
live-answer-help = Envoyez ce lien ou ce texte à votre ami, qui le colle sur la page de son invitation.
live-declined = Vous avez refusé l'invitation.
live-back = Retour à { -beltboard }
live-handed-over = Ceci est une réponse : elle a été transmise à la page de l'invitation si celle-ci est ouverte dans ce navigateur ; sinon, collez-la là-bas.
live-rtc-unsupported = Ce navigateur ne peut pas établir de connexion directe (WebRTC manque ou est désactivé).
live-rtc-refused = Le navigateur a refusé la description de la connexion : créez une nouvelle invitation.
live-rtc-incomplete = Le navigateur n'a fourni aucune donnée de connexion utilisable.
live-rtc-unwritable = Les données de la connexion n'ont pas pu être écrites sous forme de code.
live-terms = { $side ->
    [white] { $start }, vous jouez les blancs, { $clock }
   *[black] { $start }, vous jouez les noirs, { $clock }
}
live-terms-resumed = { $side ->
    [white] { $turns ->
        [one] { $start }, vous jouez les blancs, { $clock }, reprise après { $turns } tour
        [many] { $start }, vous jouez les blancs, { $clock }, reprise après { $turns } de tours
       *[other] { $start }, vous jouez les blancs, { $clock }, reprise après { $turns } tours
    }
   *[black] { $turns ->
        [one] { $start }, vous jouez les noirs, { $clock }, reprise après { $turns } tour
        [many] { $start }, vous jouez les noirs, { $clock }, reprise après { $turns } de tours
       *[other] { $start }, vous jouez les noirs, { $clock }, reprise après { $turns } tours
    }
}
live-no-clock = sans pendule
join-expired = Cette invitation a expiré (elle dure 10 minutes) : demandez-en une nouvelle.
join-invitation-expired = Votre invitation a expiré (les invitations durent 10 minutes) : créez-en une nouvelle et envoyez-la de nouveau.
join-damaged = Ce code est abîmé : copiez de nouveau tout le lien ou tout le texte.
join-wrong-kind = Ce n'est pas le code attendu ici (une réponse se colle chez le joueur qui invite).
join-incomplete = Il manque à ce code ce qu'une connexion demande.
join-used = Cette invitation a déjà servi : chacune ne sert qu'une fois. Demandez-en une nouvelle.
join-other-game = Cette réponse concerne une autre invitation.
join-not-inviting = Aucune invitation n'attend de réponse ici.
join-read-again = La réponse de cette partie a déjà été lue : rien de plus à faire.
peer-too-long = Un message de votre ami était trop long et a été ignoré.
peer-unreadable = Un message de votre ami était illisible et a été ignoré.
peer-wrong-game = Le navigateur de votre ami joue une autre partie.
peer-not-their-turn = Un tour est arrivé alors que votre ami n'avait pas le trait : ignoré.
peer-out-of-order = Un tour est arrivé dans le désordre (numéro { $got }, attendu { $expected }) : ignoré.
peer-illegal = Un tour illégal a été refusé.
peer-no-offer = Il n'y a pas de telle proposition à laquelle répondre maintenant.
peer-game-over = La partie est terminée.
peer-disagree = { $common ->
    [one] Les deux parties divergent après { $common } tour : chaque côté garde la sienne. Commencez une nouvelle partie pour continuer.
    [many] Les deux parties divergent après { $common } de tours : chaque côté garde la sienne. Commencez une nouvelle partie pour continuer.
   *[other] Les deux parties divergent après { $common } tours : chaque côté garde la sienne. Commencez une nouvelle partie pour continuer.
}
peer-early-flag = Le navigateur de votre ami annonce une chute du drapeau, mais la pendule ici affiche encore { $left } : la partie continue.
live-title = { -beltboard } · partie en direct


## The position editor, the embed builder

# (section C)
editor-palette = { $side ->
    [white] Pièces blanches
   *[black] Pièces noires
}
editor-palette-eraser = { $side ->
    [white] Pièces blanches et gomme
   *[black] Pièces noires et gomme
}
editor-hint = Choisissez une pièce, puis cliquez sur des cases ; ou faites glisser les pièces sur l'échiquier, d'une case à l'autre et hors de l'échiquier.
editor-legal = { $side ->
    [white] Position légale : aux blancs de jouer.
   *[black] Position légale : aux noirs de jouer.
}
editor-play-ai = Jouer contre l'ordinateur
editor-play-ai-title = { $side ->
    [white] Vous jouez les Blancs, l'ordinateur les Noirs
   *[black] Vous jouez les Noirs, l'ordinateur les Blancs
}
editor-play-friend = Jouer avec un ami
editor-analyse = Analyser
    .title = Analyser cette position avec le moteur
editor-share-link = Partager le lien
editor-embed-div = Intégrer (div)
    .title = Un diagramme pour une page, avec embed.js
editor-embed-iframe = Intégrer (iframe)
    .title = Un diagramme pour une page, en iframe
editor-copied = { $what ->
    [link] Lien copié.
   *[embed] Code d'intégration copié.
}
editor-copy-failed = { $what ->
    [link] Impossible de copier le lien.
   *[embed] Impossible de copier le code d'intégration.
}
editor-game = Jeu
editor-setups = Positions de départ
editor-setup-standard = Standard
editor-setup-howe = Position de Howe
editor-setup-one-king = Un roi
editor-empty-board = Échiquier vide
editor-side-to-move = Trait
editor-forbidden-belt = Bande interdite
    .title = La bande décalée au tour précédent, que le camp au trait ne peut pas décaler
editor-forbidden-belt-help = La colonne ou la rangée que l'adversaire a décalée au dernier tour : le camp au trait ne peut pas la décaler à ce tour, dans aucun sens.
editor-belt-none = aucune
editor-castling = Roque
editor-castling-right = { $side ->
    [white] Blancs : roque du roi { $king } avec la tour { $rook }
   *[black] Noirs : roque du roi { $king } avec la tour { $rook }
}
editor-halfmoves = Compteur de demi-coups
editor-move-number = Numéro du coup
editor-board = Échiquier
piece-of-side = { $side ->
    [white] { $piece ->
        [king] Roi blanc
        [queen] Dame blanche
        [rook] Tour blanche
        [bishop] Fou blanc
        [knight] Cavalier blanc
       *[pawn] Pion blanc
    }
   *[black] { $piece ->
        [king] Roi noir
        [queen] Dame noire
        [rook] Tour noire
        [bishop] Fou noir
        [knight] Cavalier noir
       *[pawn] Pion noir
    }
}
editor-eraser = Gomme
board-label = Échiquier : les flèches passent d'une case à l'autre, Entrée ou Espace sélectionne et joue
embed-open = Intégrer dans une autre page…
embed-title = Intégrer dans une autre page
embed-what = Quoi
embed-kind-play = Un échiquier pour jouer
embed-kind-viewer = Cette partie, à parcourir coup par coup
embed-kind-diagram = Cette position, en diagramme
embed-width = Largeur
embed-theme = Thème
embed-theme-auto = Celui du visiteur
embed-theme-light = Clair
embed-theme-dark = Sombre
embed-orientation = En bas
embed-ai = L'ordinateur joue
embed-ai-side = { $side ->
    [white] Les Blancs
   *[black] Les Noirs
}
embed-ai-none = Personne (deux joueurs)
embed-level = Niveau de l'ordinateur
embed-preview = Aperçu
embed-preview-title = Aperçu de l'intégration
embed-iframe = Une iframe
embed-copy-iframe = Copier l'iframe
embed-div = Ou un div et embed.js (le cadre prend alors la hauteur de son contenu)
embed-copy-div = Copier le div et le script
embed-frame-title = { $kind ->
    [play] Échiquier { -beltboard }
    [viewer] Visionneuse de parties { -beltboard }
   *[diagram] Diagramme { -beltboard }
}
danger-title = Dangereux : quoi qu'il arrive ensuite, l'adversaire peut gagner aussitôt
square-danger = { $label }. Dangereux : quoi qu'il arrive ensuite, l'adversaire peut gagner aussitôt


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
puzzle-retry-try-title = Reprendre cet essai et répondre à nouveau
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
puzzle-refuted-win = { $side ->
    [white] Pas celui-ci : les blancs répondent { $turn } et gagnent tout de suite (marqué sur l'échiquier). Réessayez pour répondre à nouveau.
   *[black] Pas celui-ci : les noirs répondent { $turn } et gagnent tout de suite (marqué sur l'échiquier). Réessayez pour répondre à nouveau.
}
puzzle-refuted-reply = { $side ->
    [white] Pas celui-ci : les blancs répondent { $turn } (marqué sur l'échiquier), et le gain a disparu. Réessayez pour répondre à nouveau.
   *[black] Pas celui-ci : les noirs répondent { $turn } (marqué sur l'échiquier), et le gain a disparu. Réessayez pour répondre à nouveau.
}
puzzle-replied = { $side ->
    [white] Les blancs ont répondu { $turn }. Maintenant, gagnez tout de suite.
   *[black] Les noirs ont répondu { $turn }. Maintenant, gagnez tout de suite.
}
puzzle-play = Jouez votre réponse sur l'échiquier.
puzzle-right = Juste ! Maintenant la réponse…
puzzle-solved = Résolu !
puzzle-solved-after-solution = Résolu après avoir vu la solution : non compté.
puzzle-solved-after-miss = Résolu à un nouvel essai : seul le premier essai compte.
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
expected-drawn = « { $value } », attendu : agreed
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

## The correspondence page (live.html#corr=…): a game with days per move
corr-title = { -beltboard } · partie par correspondance
corr-badge = Correspondance · { $start } · { $days ->
    [one] { $days } jour par coup
    [many] { $days } jours par coup
   *[other] { $days } jours par coup
}
corr-invite-title = Invitez votre ami
corr-invite-help = Envoyez ce lien à votre ami. La partie commence quand sa page l'ouvre ; rien ne presse.
corr-waiting = En attente de l'ouverture de l'invitation par votre ami…
corr-own-title = Continuer sur un autre appareil
corr-own-help = Ce lien est votre côté de la partie : ouvrez-le sur un autre appareil pour y jouer. Gardez-le pour vous.
corr-copy-link = Copier le lien
corr-your-move = À vous de jouer
corr-friend-move = À votre ami de jouer
corr-since = depuis le { $date }
corr-left = reste { NUMBER($days) } j { NUMBER($hours) } h
corr-time-over = temps écoulé
corr-claim = Réclamer la victoire au temps
corr-resign = Abandonner
corr-you-claimed = Vous avez réclamé la victoire au temps.
corr-friend-claim-holds = Votre ami réclame la victoire au temps. Selon le calcul de cette page, la réclamation est fondée.
corr-friend-claim-fails = Votre ami réclame la victoire au temps. Selon le calcul de cette page, la réclamation n'est pas fondée.
corr-news-joined = Votre ami a rejoint la partie.
corr-news-found = La partie a été retrouvée sur les relais.
corr-news-moved = Votre ami a joué.
corr-news-ended = Votre ami a mis fin à la partie.
corr-news-claim-void = Votre réclamation est nulle : le coup de votre ami est arrivé à temps.
corr-news-claim-stands = Votre réclamation tient : le coup de votre ami est arrivé après le délai.
corr-news-late-dropped = La réclamation de votre ami tient : votre coup est arrivé après le délai et ne compte pas.
corr-news-conflict = La partie de votre ami diffère de la vôtre à partir du tour { NUMBER($turn) } : elle a été refusée. Continuez par lien si cela persiste.
corr-news-early-claim = Votre ami a réclamé la victoire au temps alors qu'il vous restait du temps : refusé.
corr-news-refused = Un état de la partie venu des relais a été refusé.
corr-not-yet = Votre ami a encore du temps.
corr-not-made = Ce n'est pas possible maintenant.
corr-looking = Recherche de la partie sur les relais…
corr-relays = Relais : { NUMBER($open) } sur { NUMBER($total) } ouverts
corr-relays-off = Aucun relais n'est joignable : la partie est gardée dans ce navigateur. Continuez par lien en attendant.
corr-by-link = Continuer par lien
corr-kept-error = La partie gardée dans ce navigateur est illisible : elle est laissée telle quelle.
corr-link-error = Ce lien de partie par correspondance est illisible.
corr-library-yours = À vous depuis le { $date }
corr-library-theirs = À votre ami depuis le { $date }

## Errors still carried as text (section E)
save-foreign = ce n'est pas une partie enregistrée par Beltboard
save-other-format = elle a été enregistrée dans un autre format, par une autre version de Beltboard
save-bad-game = elle ne contient pas de partie valide ({ $why })
save-bad-mode = son mode est inconnu de Beltboard
save-bad-resignation = son abandon n'est ni w ni b
relay-no-side = il ne dit pas pour quel camp il est
relay-no-length = il ne dit pas combien de tours il contient
relay-length = { $said ->
    [one] il devrait contenir { $said } tour mais en contient { $held } : il a peut-être été tronqué ou modifié
    [many] il devrait contenir { $said } de tours mais en contient { $held } : il a peut-être été tronqué ou modifié
   *[other] il devrait contenir { $said } tours mais en contient { $held } : il a peut-être été tronqué ou modifié
}
relay-side = { $side ->
    [white] il est pour les blancs, mais ce sont les noirs qui ont le trait dans sa partie
   *[black] il est pour les noirs, mais ce sont les blancs qui ont le trait dans sa partie
}
relay-over = sa partie est déjà terminée

## The lobby (live.html?lobby=1): open challenges on public relays.
lobby-title = { -beltboard } · jouer contre quelqu'un en ligne
lobby-badge = Jouer contre quelqu'un en ligne
lobby-intro = Les défis ouverts de toutes les pages { -beltboard } reliées aux mêmes relais publics. Acceptez-en un pour jouer tout de suite, ou publiez le vôtre et gardez cette page ouverte.
lobby-post-heading = Publier un défi
lobby-game = Jeu
lobby-side = Votre couleur
lobby-pace = Cadence
lobby-pace-untimed = Sans pendule
lobby-pace-clock = Pendule { $clock }
lobby-pace-days = { $count ->
    [one] { $count } jour par coup
    [many] { $count } de jours par coup
   *[other] { $count } jours par coup
}
lobby-name = Votre nom (facultatif, visible de tous)
lobby-post = Publier le défi
lobby-posting = Publication de votre défi…
lobby-open = { $count ->
    [one] Votre défi reste ouvert encore { $count } minute. Gardez cette page ouverte : la partie commence dès que quelqu'un l'accepte.
    [many] Votre défi reste ouvert encore { $count } de minutes. Gardez cette page ouverte : la partie commence dès que quelqu'un l'accepte.
   *[other] Votre défi reste ouvert encore { $count } minutes. Gardez cette page ouverte : la partie commence dès que quelqu'un l'accepte.
}
lobby-withdraw = Retirer
lobby-list-heading = Défis ouverts
lobby-empty = Aucun défi ouvert pour l'instant. Publiez-en un et gardez cette page ouverte.
lobby-anonymous = Anonyme
lobby-you-play = { $side ->
    [white] Vous jouez les blancs
    [black] Vous jouez les noirs
   *[random] Couleurs tirées au sort
}
lobby-option = pas d'échec par la bande
lobby-ago = { $count ->
    [0] à l'instant
    [one] il y a { $count } minute
    [many] il y a { $count } de minutes
   *[other] il y a { $count } minutes
}
lobby-accept = Accepter
lobby-yours = Votre défi
lobby-waiting = Vous avez accepté le défi de { $name } : en attente de la réponse de sa page…
lobby-waiting-taken = { $name } a retenu votre réponse : la partie commence…
lobby-cancel = Annuler
lobby-expired = Votre défi a expiré : personne ne l'a accepté.
lobby-taken = Quelqu'un d'autre a accepté ce défi avant vous.
lobby-gone = Ce défi n'est plus ouvert.
lobby-no-key = Ce navigateur ne fournit pas de nombres aléatoires sûrs : impossible de publier ou d'accepter un défi ici.
lobby-relays = Relais : { $open } sur { $total } connectés.
lobby-relays-none = Ce site n'indique aucun relais : les défis ne peuvent être ni affichés ni publiés.
lobby-relays-down = Aucun relais n'a pu être joint : les défis ne peuvent être ni affichés ni publiés pour le moment.
lobby-starting = Lancement de la partie…
lobby-find = Trouver un adversaire en ligne
lobby-days = Jours par coup
lobby-days-none = Aucun : jouer maintenant

## The loading page (index.html), before the app's code has arrived:
## written into it at build time (scripts/copy-langs.py), one line each.
skeleton-intro = { -full-belt } : à chaque tour, un coup normal, puis décalez une colonne ou une rangée comme une bande transporteuse. { -no-pawns } : deux rois chacun, les pièces donnent échec mais ne prennent jamais.
skeleton-loading = Chargement de { -beltboard }…
