## Слова Beltboard по-русски. Нотация ходов (SAN с английскими буквами,
## ленты вроде e+1) не переводится. Лента (belt) сдвигается, как конвейер.

-beltboard = Beltboard
-full-belt = Шахматы «Полная лента»
-no-pawns = Шахматы без пешек

## Установленное приложение

app-name = { -beltboard }
app-description = Два редких варианта шахмат, { -full-belt } и { -no-pawns }: играйте с компьютером или с другом в браузере, в сети и без неё.
language-name = Русский

## Варианты

variant-full-belt = { -full-belt }
variant-no-pawns = { -no-pawns }

## Чей ход

side-to-move = { $side ->
    [white] Ход белых
   *[black] Ход чёрных
}
belt-phase = { $side ->
    [white] Белые: теперь сдвиньте ленту
   *[black] Чёрные: теперь сдвиньте ленту
}

## Конец партии

outcome-checkmate = { $winner ->
    [white] Мат: победа белых
   *[black] Мат: победа чёрных
}
outcome-capture = { $winner ->
    [white] Победа белых: король взял незащищённую фигуру
   *[black] Победа чёрных: король взял незащищённую фигуру
}
outcome-resignation = { $winner ->
    [white] Победа белых: чёрные сдались
   *[black] Победа чёрных: белые сдались
}
outcome-time = { $winner ->
    [white] Победа белых по времени
   *[black] Победа чёрных по времени
}
outcome-time-draw = { $flagged ->
    [white] Ничья: у белых кончилось время, но чёрные не могут выиграть
   *[black] Ничья: у чёрных кончилось время, но белые не могут выиграть
}
outcome-stalemate = Пат: ничья
outcome-repetition = Ничья: позиция повторилась трижды
outcome-fifty-moves = Ничья по правилу 50 ходов
outcome-bare-kings = Ничья: остались только короли

## Находки движка

wins-in = { $side ->
    [white] { $turns ->
        [one] Белые выигрывают за { $turns } ход
        [few] Белые выигрывают за { $turns } хода
        [many] Белые выигрывают за { $turns } ходов
       *[other] Белые выигрывают за { $turns } хода
    }
   *[black] { $turns ->
        [one] Чёрные выигрывают за { $turns } ход
        [few] Чёрные выигрывают за { $turns } хода
        [many] Чёрные выигрывают за { $turns } ходов
       *[other] Чёрные выигрывают за { $turns } хода
    }
}

## Счёт

games-count = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}

## Действия

action-new-game = Новая партия
action-undo = Отменить ход
action-resign = Сдаться
action-offer-draw = Предложить ничью
action-rematch = Реванш
action-flip = Перевернуть доску
prefs-language = Язык
clock-low = Мало времени
