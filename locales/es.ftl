## Las palabras de Beltboard en español. La notación de las jugadas (SAN con
## letras inglesas, cintas como e+1) no se traduce. Una cinta (belt) se
## desplaza como una cinta transportadora.

-beltboard = Beltboard
-full-belt = Full Belt Chess
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

## Lo que encuentra el motor

wins-in = { $side ->
    [white] { $turns ->
        [one] Las blancas ganan en { $turns } jugada
        [many] Las blancas ganan en { $turns } de jugadas
       *[other] Las blancas ganan en { $turns } jugadas
    }
   *[black] { $turns ->
        [one] Las negras ganan en { $turns } jugada
        [many] Las negras ganan en { $turns } de jugadas
       *[other] Las negras ganan en { $turns } jugadas
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
action-undo = Deshacer jugada
action-resign = Abandonar
action-offer-draw = Ofrecer tablas
action-rematch = Revancha
action-flip = Girar el tablero
prefs-language = Idioma
clock-low = Poco tiempo
