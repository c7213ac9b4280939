## Слова Beltboard по-русски. Нотация ходов (SAN с английскими буквами,
## ленты вроде e+1) не переводится. Лента (belt) сдвигается, как конвейер.

## Глоссарий (выбранные слова, везде одни и те же): лента (belt: вертикаль
## или горизонталь, сдвигается как конвейер), сдвиг ленты (belt move), ход,
## шах, мат, пат, сдаться, ничья (троекратное повторение), вертикаль,
## горизонталь, ферзь, ладья, слон, конь, компьютер (AI), задача (puzzle),
## разбор (review), зевок / ошибка / неточность.

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
action-undo = Отменить
    .title = Взять назад последний ход
action-resign = Сдаться
action-offer-draw = Предложить ничью
action-rematch = Реванш
action-flip = Повернуть
    .title = Перевернуть доску
prefs-language = Язык
clock-low = Мало времени

action-redo = Вернуть
    .title = Снова сделать отменённый ход
action-hint = Подсказка
    .title = Попросить компьютер подсказать ход
action-threat = Угроза
    .title = Чем соперник мог бы сразу выиграть, если бы ход был его?
action-pause-ai = Пауза
action-resume-ai = Продолжить
action-step-ai = Один ход
action-rules = Правила
action-share = Поделиться
    .title = Ссылка на эту партию, её PGN и FEN
action-analyse = Анализ
    .title = Проанализировать эту позицию движком (a)
action-review = Разбор
    .title = Разобрать партию движком: отмеченные ошибки, график оценки
action-editor = Редактор
    .title = Расставить позицию в редакторе доски
action-puzzles = Задачи
    .title = Задачи, чтобы освоить эту игру: ваша партия подождёт здесь
action-puzzles-loading = Задачи…
action-games = Партии
    .title = Все партии, сохранённые в этом браузере
action-prefs = Настройки
    .title = Темп ходов компьютера, помощник по угрозам
controls-label = Партия

## Страница

page-title = { -beltboard }: { -full-belt } и { -no-pawns }
prefs-language-browser = Язык браузера
notice-language-unavailable = Не удалось загрузить язык «{ $language }»: страница остаётся на прежнем языке.

## Строка состояния

status-viewing-half = Просмотр хода { $turn } до сдвига ленты: перейдите к последнему ходу, чтобы вернуться
status-viewing = Просмотр позиции после { $turn }: перейдите к последнему ходу, чтобы вернуться
status-viewing-start = Просмотр начальной позиции: перейдите к последнему ходу, чтобы вернуться
status-puzzle-over = Задача окончена: «Следующая» — новая задача, «Заново» — ещё раз.
status-ai-thinking = { $side ->
    [white] Белые (компьютер) думают…
   *[black] Чёрные (компьютер) думают…
}
status-ai-thinking-progress = { $side ->
    [white] Белые (компьютер) думают… { $progress }
   *[black] Чёрные (компьютер) думают… { $progress }
}
status-belt = { $side ->
    [white] Белые: теперь сдвиньте ленту (стрелками или протянув вдоль вертикали или горизонтали) и подтвердите.
   *[black] Чёрные: теперь сдвиньте ленту (стрелками или протянув вдоль вертикали или горизонтали) и подтвердите.
}
status-promotion = { $side ->
    [white] Белые: выберите фигуру для превращения.
   *[black] Чёрные: выберите фигуру для превращения.
}
status-move-belts = { $side ->
    [white] Ход белых: сделайте обычный ход.
   *[black] Ход чёрных: сделайте обычный ход.
}
status-move = { $side ->
    [white] Ход белых.
   *[black] Ход чёрных.
}
status-check = Шах!
status-hint = Подсказка: { $turn }
status-ai-info = Компьютер: { $progress }
status-looking-for-hint = Ищем подсказку…
status-looking-for-hint-progress = Ищем подсказку… { $progress }

## Ленты: лента — это вертикаль или горизонталь; стрелки сдвигают её

belt-name = { $kind ->
    [file] вертикаль { $name }
   *[rank] горизонталь { $name }
}
belt-name-start = { $kind ->
    [file] Вертикаль { $name }
   *[rank] Горизонталь { $name }
}
belt-shift-one = { $kind ->
    [file] { $dir ->
        [up] Сдвинуть вертикаль { $name } на одно поле вверх
       *[down] Сдвинуть вертикаль { $name } на одно поле вниз
    }
   *[rank] { $dir ->
        [right] Сдвинуть горизонталь { $name } на одно поле вправо
       *[left] Сдвинуть горизонталь { $name } на одно поле влево
    }
}
belt-pad-label = Сдвинуть ленты через это поле
belt-pad-shift = { $kind ->
    [file] { $dir ->
        [up] Сдвинуть вертикаль { $name } на одно поле вверх
       *[down] Сдвинуть вертикаль { $name } на одно поле вниз
    }
   *[rank] { $dir ->
        [right] Сдвинуть горизонталь { $name } на одно поле вправо
       *[left] Сдвинуть горизонталь { $name } на одно поле влево
    }
}
belt-pad-button = { $kind ->
    [file] вертикаль { $name }
   *[rank] горизонталь { $name }
}
belt-refused = { $kind ->
    [file] Вертикаль { $name }: { $why }
   *[rank] Горизонталь { $name }: { $why }
}
refusal-forbidden = соперник сдвинул эту ленту в прошлом ходу
refusal-empty = на этой ленте нет фигур
refusal-no-change = этот сдвиг ничего не изменит
refusal-own-king = ваш король оказался бы под шахом
refusal-first-turn-check = первый ход белых не может давать шах
refusal-belt-check = сдвиг ленты не может давать шах (правило «без шаха лентой»)
refusal-no-belts = в шахматах без пешек нет сдвигов лент

## Кнопки сдвига ленты

belt-confirm = Подтвердить
belt-confirm-shift = Подтвердить { $belt }
belt-confirm-anyway = Всё равно подтвердить
belt-confirm-title = Сыграть этот сдвиг ленты
belt-go-back = Назад
belt-undo-shift = Отменить сдвиг
belt-take-back = Вернуть ход
belt-how-keys = Enter подтверждает; Escape отменяет сдвиг.
belt-how = Подтвердите, чтобы сыграть этот ход, или отмените сдвиг.
belt-how-shift = Сдвиньте ленту: стрелкой, протягиванием или касанием поля.
assist-show-reply = Показать ответ
assist-hide-reply = Скрыть ответ

## Просмотр партии

history-label = Просмотр партии
history-first = В начало
history-prev = На полхода назад
    .title = Назад: обычный ход, потом лента
history-next = На полхода вперёд
    .title = Вперёд: обычный ход, потом лента
history-last = К текущей позиции
history-replay = Повторить ход
    .title = Показать последний ход ещё раз: обычный ход, потом лента
with-key = { $words } ({ $key })
key-home = Home
key-end = End

## Список ходов и поле ввода

moves-heading = Ходы
moves-start = Начало
move-box-label = Введите ход
move-box-play = Сыграть

## Уведомления, диалоги, копирование

notice-dismiss = Закрыть
    .title = Закрыть это уведомление
dialog-close = Закрыть
resign-title = Сдать эту партию?
resign-text = Сдача заканчивает партию поражением. «Отменить» может вернуть её.
resign-keep-playing = Продолжить игру
promotion-title = Превращение на { $square }
copy-done = Скопировано.
copy-refused = Браузер не разрешил копирование: текст выделен, скопируйте его сочетанием Ctrl+C (⌘C).
copy = Копировать
relay-send = { $side ->
    [white] Игра по ссылке? Отправьте белым эту ссылку:
   *[black] Игра по ссылке? Отправьте чёрным эту ссылку:
}

## Фигуры

piece-queen = Ферзь
piece-rook = Ладья
piece-bishop = Слон
piece-knight = Конь

## Значки

badge-howe = Расстановка Хау
badge-one-king = По одному королю
badge-no-belt-check = Без шаха лентой

## Ответ на отклонённое действие

feedback-belt-refused = { $kind ->
    [file] Вертикаль { $name } нельзя сдвинуть: { $why }
   *[rank] Горизонталь { $name } нельзя сдвинуть: { $why }
}
feedback-not-one-belt = { $from } и { $to } не на одной вертикали или горизонтали: лента движется вдоль одной вертикали или одной горизонтали
feedback-no-belt = Сначала выберите сдвиг ленты: стрелкой или протянув вдоль вертикали или горизонтали
feedback-shift-refused = Сдвиг ленты { $belt }: { $why }
feedback-game-over = Партия окончена: начните новую, чтобы играть дальше
feedback-ai-to-move = Дождитесь хода компьютера
feedback-viewing = Вернитесь к текущей позиции (нажмите на последний ход), чтобы играть
feedback-ai-refused = Ход компьютера отклонён: { $why }
feedback-ai-failed = Компьютер не смог сделать ход: { $why }

## Уведомления

notice-link-ignored = Часть этой ссылки пропущена: { $why }.
notice-save-set-aside = Сохранённую партию не удалось продолжить: { $why }. Она отложена (хранится в этом браузере под ключом '{ $key }'), и начата новая партия.
notice-relay-your-move = { $side ->
    [white] Ваш ход за белых: сделайте ход и отправьте сопернику ссылку, предложенную под доской.
   *[black] Ваш ход за чёрных: сделайте ход и отправьте сопернику ссылку, предложенную под доской.
}
notice-relay-mismatch = Эта ссылка игры по ссылке не сходится: { $why }. Её партия показана как есть.
notice-resignation-taken-back = Сдача отменена: партия продолжается.
notice-lesson = Попробуйте правило здесь, играя за обе стороны. Ваша партия сохранена: откройте её снова в «Партиях».
notice-storage-refused = Этот браузер не даёт Beltboard сохранять партии: игра продолжается, но эта партия не сохранится.
notice-puzzle-not-found = Задачи «{ $id }» нет: проверьте ссылку. Ваша партия осталась как была.
notice-puzzles-unavailable = Не удалось открыть задачи ({ $why }). Ваша партия осталась как была.

## Помощник по угрозам

assist-safe = Безопасно
assist-allows-win = Позволяет выиграть в один ход
assist-confirm-anyway = { $kind ->
    [capture] Это позволяет королю взять фигуру: всё равно подтвердить?
    [mate] Это позволяет мат в один ход: всё равно подтвердить?
   *[unknown] Это позволяет выиграть в один ход: всё равно подтвердить?
}
assist-reply = { $kind ->
    [capture] Их ответ: { $turn } (взятие королём)
   *[mate] Их ответ: { $turn } (мат в один ход)
}
threat-found = { $side ->
    [white] { $kind ->
        [capture] Угроза: будь сейчас их ход, белые могли бы сыграть { $turn } (взятие королём)
       *[mate] Угроза: будь сейчас их ход, белые могли бы сыграть { $turn } (мат в один ход)
    }
   *[black] { $kind ->
        [capture] Угроза: будь сейчас их ход, чёрные могли бы сыграть { $turn } (взятие королём)
       *[mate] Угроза: будь сейчас их ход, чёрные могли бы сыграть { $turn } (мат в один ход)
    }
}
threat-none = { $side ->
    [white] Угрозы нет: у белых нет выигрыша в один ход
   *[black] Угрозы нет: у чёрных нет выигрыша в один ход
}
threat-looking = Ищем угрозу…
threat-in-check = Вам шах: это и есть угроза, защититесь
threat-game-over = Партия окончена

## Оценка и ход расчёта движка

eval-mate = мат
eval-even = равно
eval-for = { $side ->
    [white] { $score } в пользу белых
   *[black] { $score } в пользу чёрных
}
progress-eval = глубина { $depth } · { $eval } · узлов: { $nodes }
progress = глубина { $depth } · узлов: { $nodes }
engine-off = Движок выключен: включите его (или нажмите пробел), чтобы увидеть лучшие варианты.
engine-over = Здесь партия окончена: анализировать нечего.
engine-thinking = Движок думает…
engine-depth = Глубина { $depth } · позиций: { $nodes }

## Разбор партии

mark-blunder = Зевок
mark-mistake = Ошибка
mark-inaccuracy = Неточность
review-blunder = { $side ->
    [white] Зевок: он позволяет белым сразу выиграть ходом { $turn }
   *[black] Зевок: он позволяет чёрным сразу выиграть ходом { $turn }
}
review-drop = { $mark ->
    [mistake] Ошибка: оценка падает на { $pawns } пешки
   *[inaccuracy] Неточность: оценка падает на { $pawns } пешки
}
review-missed = Упущен выигрыш в один ход: { $turn }
review-missed-also = упущен выигрыш в один ход: { $turn }
review-better = Лучше было { $turn }
review-better-eval = Лучше было { $turn } ({ $eval })
review-done = { $total ->
    [one] Разбор готов: { $total } позиция.
    [few] Разбор готов: { $total } позиции.
    [many] Разбор готов: { $total } позиций.
   *[other] Разбор готов: { $total } позиции.
}
review-running = { $total ->
    [one] Разбор… { $done } из { $total } позиции
    [few] Разбор… { $done } из { $total } позиций
    [many] Разбор… { $done } из { $total } позиций
   *[other] Разбор… { $done } из { $total } позиции
}
review-paused = { $total ->
    [one] Разбор приостановлен на { $done } из { $total } позиции: продолжите, чтобы идти дальше.
    [few] Разбор приостановлен на { $done } из { $total } позиций: продолжите, чтобы идти дальше.
    [many] Разбор приостановлен на { $done } из { $total } позиций: продолжите, чтобы идти дальше.
   *[other] Разбор приостановлен на { $done } из { $total } позиции: продолжите, чтобы идти дальше.
}

## Просмотр партии, встроенная страница

viewer-start = Начало (0/{ $turns })
viewer-half = { $turn }, затем лента ({ $ply }/{ $turns })
viewer-turn = { $turn } ({ $ply }/{ $turns })
left-out = Пропущено: { $problems }

## Задачи

puzzle-task = { $kind ->
    [win1] { $side ->
        [white] Ход белых: выиграйте сразу
       *[black] Ход чёрных: выиграйте сразу
    }
    [win2] { $side ->
        [white] Ход белых: выиграйте в два хода (при любом ответе выиграйте следующим ходом)
       *[black] Ход чёрных: выиграйте в два хода (при любом ответе выиграйте следующим ходом)
    }
   *[defend] { $side ->
        [white] Ход белых: найдите ход, который не проигрывает сразу
       *[black] Ход чёрных: найдите ход, который не проигрывает сразу
    }
}
difficulty-easy = Лёгкая
difficulty-medium = Средняя
difficulty-hard = Трудная
puzzle-rating-most = { $difficulty } ({ $rating }): её решает большинство возможных ходов
puzzle-rating-one-in = { $difficulty } ({ $rating }): её решает примерно 1 возможный ход из { $n }

# issue 24 (second part): диалог «Поделиться», партии, доска анализа, студия

side-name = { $side ->
    [white] Белые
   *[black] Чёрные
}
start-full-belt = { -full-belt }
start-full-belt-howe = { -full-belt }, расстановка Хау
start-no-pawns = { -no-pawns }
start-no-pawns-one-king = { -no-pawns }, по одному королю
share-title = Поделиться, экспорт и импорт
share-link = Ссылка на эту партию
share-copy-link = Копировать ссылку
share-link-note = Вся партия записана в ссылке, после знака #: по ней откроется эта партия, и её можно будет продолжить.
share-pgn = Партия в PGN
share-copy-pgn = Копировать PGN
share-download-pgn = Скачать PGN
share-download-failed = Скачивание не началось: скопируйте PGN.
share-fen = Позиция в FEN
share-copy-fen = Копировать FEN
share-import = Загрузить партию или позицию: вставьте партию в PGN или FEN
share-import-example = [Variant "Full Belt Chess"] 1. Nf3 f+4 …   или   rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
share-load = Загрузить
import-empty = Сначала вставьте партию в PGN или позицию в FEN.
import-pgn = Этот PGN не загружается: { $why }.
import-fen = Эту позицию нельзя расставить: { $why }.
library-title = Ваши партии
library-empty = В этом браузере пока нет сохранённых партий.
library-unreadable = { $count ->
    [one] { $count } сохранённую запись эта версия прочитать не может; она сохранена, а не удалена.
    [few] { $count } сохранённые записи эта версия прочитать не может; они сохранены, а не удалены.
    [many] { $count } сохранённых записей эта версия прочитать не может; они сохранены, а не удалены.
   *[other] { $count } сохранённой записи эта версия прочитать не может; они сохранены, а не удалены.
}
library-export = Экспортировать все в PGN
library-open = Открыть
library-delete = Удалить
library-here = Идёт здесь
library-vs-ai-white = Вы (белые) против компьютера
library-vs-ai-black = Вы (чёрные) против компьютера
library-two-players = Два игрока
library-ai-vs-ai = Компьютер против компьютера
library-live = { $side ->
    [white] По сети: вы (белые) против друга
   *[black] По сети: вы (чёрные) против друга
}
library-in-progress = идёт
library-draw = ничья
library-white-won = белые выиграли
library-black-won = чёрные выиграли
library-line = { $turns ->
    [one] { $date } · { $result } · { $turns } ход
    [few] { $date } · { $result } · { $turns } хода
    [many] { $date } · { $result } · { $turns } ходов
   *[other] { $date } · { $result } · { $turns } хода
}
analysis-badge = Анализ · { $start }
analysis-back = Назад к партии
analysis-flip = Перевернуть доску
analysis-pgn = PGN с вариантами
analysis-pgn-label = Этот анализ: все варианты, комментарии и оценки
analysis-import-label = Открыть PGN (варианты и комментарии сохранятся)
analysis-open = Открыть
review-cancel = Отменить разбор
review-resume = Продолжить разбор
review-start = Разобрать партию
    .title = Проанализировать каждую позицию партии и отметить ошибки
review-budget = Время на позицию
review-label = Разбор партии
review-intro = Разбор находит зевки (??), ошибки (?) и неточности (?!) обеих сторон.
review-show-better = Показать лучший ход
    .title = Показать ход движка на доске
review-missed-win = Упущенный выигрыш
    .title = Упущен выигрыш в один ход
review-graph-label = Оценка после каждого хода с точки зрения белых: щелчок показывает этот ход
tree-label = Ходы и варианты
tree-empty = Ходов пока нет: сделайте ход на доске.
tree-promote = Поднять
    .title = Поднять этот вариант на одно место выше
tree-make-main = Сделать главным
tree-delete = Удалить
    .title = Удалить этот ход и всё, что за ним
tree-comment = Комментарий к этому ходу
studio-title = Студия { -beltboard }
studio-text = Эта страница рисует диаграммы для других страниц (тогда в её адресе есть view=1 и позиция, fen=…), и в ней есть редактор доски.
studio-play = Играть в { -beltboard }
studio-editor = Редактор доски
diagram-label = Шахматная диаграмма
viewer-time = Время: { $time }
illegal-no-piece = { $move }: на { $square } нет фигуры
illegal-not-yours = { $side ->
    [white] { $move }: на { $square } стоит не белая фигура
   *[black] { $move }: на { $square } стоит не чёрная фигура
}
illegal-cannot-go = { $piece ->
    [king] { $move }: король с { $square } так ходить не может
    [queen] { $move }: ферзь с { $square } так ходить не может
    [rook] { $move }: ладья с { $square } так ходить не может
    [bishop] { $move }: слон с { $square } так ходить не может
    [knight] { $move }: конь с { $square } так ходить не может
   *[pawn] { $move }: пешка с { $square } так ходить не может
}
illegal-first-turn-check = { $move }: после него король остался бы под шахом, или первый ход белых дал бы шах
illegal-own-king = { $move }: после него ваш король остался бы под шахом
illegal-no-belt-after = { $move }: после него невозможен ни один сдвиг ленты, поэтому так ходить нельзя
illegal-missing-belt = В «Полной ленте» после обычного хода нужен сдвиг ленты (например, «e2e4 f+4»)
illegal-belt = Сдвиг ленты { $belt }: { $why }
illegal-game-over = Партия окончена
job-start = начальная позиция недопустима
job-turn = ход { $turn }: { $why }
job-game-over = партия окончена
job-no-turn = нет ни одного допустимого хода
job-unreadable = его обработчик не смог прочитать партию
job-no-worker = браузер не запустил его обработчик

# issue 24 (second part): слова для экранного диктора

spoken-turn = { $side ->
    [white] Белые: { $what }.
   *[black] Чёрные: { $what }.
}
spoken-piece = { $piece ->
    [king] король
    [queen] ферзь
    [rook] ладья
    [bishop] слон
    [knight] конь
   *[pawn] пешка
}
spoken-piece-taken = { $piece ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
    [knight] коня
   *[pawn] пешку
}
spoken-move = { $piece } { $from } на { $to }
spoken-takes = { $piece } { $from } берёт { $taken } на { $to }
spoken-castles = { $wing ->
    [short] король { $from } делает короткую рокировку
   *[long] король { $from } делает длинную рокировку
}
spoken-promotes = { $piece ->
    [queen] превращается в ферзя
    [rook] превращается в ладью
    [bishop] превращается в слона
   *[knight] превращается в коня
}
spoken-belt = { $kind ->
    [file] { $dir ->
        [up] затем вертикаль { $name } сдвинута вверх на { $steps }
       *[down] затем вертикаль { $name } сдвинута вниз на { $steps }
    }
   *[rank] { $dir ->
        [right] затем горизонталь { $name } сдвинута вправо на { $steps }
       *[left] затем горизонталь { $name } сдвинута влево на { $steps }
    }
}
spoken-check = шах
spoken-mate = мат
spoken-capture-win = { $side ->
    [white] победа белых: король взял фигуру
   *[black] победа чёрных: король взял фигуру
}
spoken-belt-preview = Сдвиг { $belt } выбран: нажмите Enter, чтобы подтвердить.
spoken-belt-phase = Теперь сдвиньте ленту: отметьте поле клавишей Enter, затем нажмите Enter на другом поле той же вертикали или горизонтали.
square-piece = { $side ->
    [white] { $piece ->
        [king] { $square }, белый король
        [queen] { $square }, белый ферзь
        [rook] { $square }, белая ладья
        [bishop] { $square }, белый слон
        [knight] { $square }, белый конь
       *[pawn] { $square }, белая пешка
    }
   *[black] { $piece ->
        [king] { $square }, чёрный король
        [queen] { $square }, чёрный ферзь
        [rook] { $square }, чёрная ладья
        [bishop] { $square }, чёрный слон
        [knight] { $square }, чёрный конь
       *[pawn] { $square }, чёрная пешка
    }
}
square-empty = { $square }, пусто
square-selected = { $label }, выбрано
square-target = { $label }, возможный ход
square-marked = { $label }, отмечено: выберите поле на той же вертикали или горизонтали, чтобы сдвинуть ленту

# issue 24 (second part): the embed builder's language

embed-lang-visitor = Язык посетителя

## Rules help, lessons, the first screen's tips

# (section A)


## Preferences, a new game, clocks, player bars, the result, live play

# (section B)


## The position editor, the embed builder

# (section C)


## Puzzles, analysis, the evaluation bar, errors in links and positions

# (section D)

puzzle-heading = Задача { $id }
puzzle-leave = Вернуться к партии
puzzle-leave-title = Выйти из задач: партия вернётся такой, какой вы её оставили
puzzle-hint-title = Отметить фигуру, которая ходит
puzzle-solution = Показать решение
puzzle-solution-title = Показать на доске ход, который решает задачу (она не будет засчитана как решённая)
puzzle-retry = Заново
puzzle-retry-title = Эта задача ещё раз с начала
puzzle-next = Следующая
puzzle-next-title = Другая задача
puzzle-filter-theme = Тема
puzzle-filter-difficulty = Сложность
puzzle-filter-any = Любая
puzzle-count = { $total ->
    [one] { $matching } из { $total } задачи
    [few] { $matching } из { $total } задач
    [many] { $matching } из { $total } задач
   *[other] { $matching } из { $total } задачи
}
puzzle-other-variant = { $variant ->
    [no-pawns] Задачи по шахматам без пешек
   *[full-belt] Задачи по «Полной ленте»
}
puzzle-other-variant-title = Задачи другой игры
puzzle-theme-name = { $theme ->
    [belt-mate] Мат сдвигом ленты
    [wrap-around] Через край доски
    [forbidden-belt] Запрещённая лента
    [first-turn] Правило первого хода
    [frozen-pawn] Замёрзшая пешка
    [king-capture] Взятие короля
    [double-king-fork] Вилка двум королям
   *[castling] Рокировка
}
analysis-label = Анализ движка
analysis-play-line-title = Сыграть вариант до этого хода
engine-toggle-title = Включить или выключить движок (пробел)
engine-idle = Движок отдыхает
engine-stop = Выключить движок
engine-start = Включить движок
engine-lines = Варианты
engine-waits = Движок ждёт, пока идёт разбор партии.
eval-bar-over = Партия окончена: { $result }
eval-bar-none = Оценки пока нет
eval-bar-score = Оценка { $score } с точки зрения белых
puzzle-missed = Не этот ход: он взят назад. Попробуйте ещё раз или покажите решение.
puzzle-replied = { $side ->
    [white] Белые ответили { $turn }. Теперь выиграйте сразу.
   *[black] Чёрные ответили { $turn }. Теперь выиграйте сразу.
}
puzzle-play = Сыграйте свой ответ на доске.
puzzle-right = Верно! Теперь ответ соперника…
puzzle-solved = Решено!
puzzle-answer = Решающий ход: { $turn }.
puzzle-answer-shown = Решение показано на доске.
puzzle-streak-line = Серия { $streak } (рекорд { $best }) · решено { $solved } из { $total }
quoted-why = «{ $value }»: { $why }
link-error = параметр ссылки «{ $parameter }»: { $why }
link-escape = недопустимое URL-кодирование
link-variant = «{ $value }» — не одно из: full-belt, full-belt-howe, no-pawns, no-pawns-one-king
link-rule-not-here = no-belt-check — правило игры «Полная лента»
link-rule = «{ $value }» — не правило (ожидалось no-belt-check)
link-ai = «{ $value }», ожидалось w, b или none
link-level = «{ $value }», ожидалось от 1 до 5
expected-side = «{ $value }», ожидалось w или b
link-speed = «{ $value }», ожидалось slow, normal, fast или от 200 до 10000 мс
link-ply = «{ $value }», ожидался ход от 0 до { $turns }
link-arrow = «{ $value }» — ни ход вроде g1f3, ни сдвиг ленты вроде f+4
link-square = «{ $value }» — не поле
time-control-error = { $why ->
    [form] контроль времени записывается как минуты+секунды, например 3+2 или 0.5+0
    [minutes] начальное время — от одной секунды до 1440 минут
   *[increment] добавка — целое число секунд, не больше 600
}
fen-error = { $field ->
    [placement] неверная расстановка: { $why }
    [side] неверная очерёдность хода: { $why }
    [castling] неверная рокировка: { $why }
    [belt] неверная лента: { $why }
    [halfmove] неверный счётчик полуходов: { $why }
    [fullmove] неверный номер хода: { $why }
   *[whole] неверная запись позиции: { $why }
}
fen-empty = текст пуст
fen-field-count = полей: { $count }, ожидалось 6: расстановка, очередь хода, рокировка, лента, полуходы, номер хода
fen-castling-letter = «{ $text }»: «{ $letter }» — не K, Q, k или q (или - если рокировки нет)
fen-castling-twice = «{ $text }»: «{ $letter }» встречается дважды
fen-belt = «{ $value }», ожидалась буква вертикали a-h, цифра горизонтали 1-8 или -
fen-number = «{ $value }», ожидалось целое число от 0 до { $max }
fen-fullmove-zero = номер хода начинается с 1
placement-rank-count = в расстановке горизонталей, разделённых «/»: { $count }, ожидалось 8
placement-character = горизонталь { $rank }: «{ $found }» — ни буква фигуры (KQRBNP, kqrbnp), ни цифра 1-8
placement-rank-width = горизонталь { $rank } («{ $text }»): описано полей: { $squares }, ожидалось 8
position-king-count = { $side ->
    [white] неверная расстановка: королей у белых: { $count }, { $variant ->
        [full-belt] а должен быть ровно один
       *[no-pawns] а должно быть один или два
    }
   *[black] неверная расстановка: королей у чёрных: { $count }, { $variant ->
        [full-belt] а должен быть ровно один
       *[no-pawns] а должно быть один или два
    }
}
position-forbidden-piece = { $kind ->
    [white-pawn] неверная расстановка: белая пешка на { $square }: в шахматах без пешек нет ни пешек, ни ферзей
    [white-queen] неверная расстановка: белый ферзь на { $square }: в шахматах без пешек нет ни пешек, ни ферзей
    [black-pawn] неверная расстановка: чёрная пешка на { $square }: в шахматах без пешек нет ни пешек, ни ферзей
   *[black-queen] неверная расстановка: чёрный ферзь на { $square }: в шахматах без пешек нет ни пешек, ни ферзей
}
position-castling-full-belt = неверная рокировка: «{ $value }»: в «Полной ленте» рокировки нет, пишите -
position-castling-pieces = { $side ->
    [white] неверная рокировка: для «{ $letter }» нужны белый король на { $king } и ладья на { $rook }
   *[black] неверная рокировка: для «{ $letter }» нужны чёрный король на { $king } и ладья на { $rook }
}
position-belt = неверная лента: «{ $belt }»: в шахматах без пешек лент нет, пишите -
position-opponent-in-check = { $side ->
    [white] неверная очерёдность хода: белым шах, но ход не их (их короля можно взять)
   *[black] неверная очерёдность хода: чёрным шах, но ход не их (их короля можно взять)
}
turn-empty = пустой ход
turn-too-many-parts = слишком много частей: ход — это обычный ход, затем (в «Полной ленте») сдвиг ленты
belt-parse-error = { $why ->
    [belt] сдвиг ленты начинается с буквы вертикали a-h или цифры горизонтали 1-8
    [sign] после ленты идёт «+» или «-», затем расстояние
    [distance] расстояние сдвига — от 1 до 7
   *[not-shift] это не сдвиг ленты
}
turn-not-a-move = это не ход (ожидалось, например, Nf3, exd5, e8=Q, O-O или g1f3)
turn-promotion = «={ $piece }»: пешка превращается в Q, R, B или N
turn-no-destination = не указано поле назначения
turn-not-square = «{ $value }» — не поле (ожидалось a1..h8)
turn-disambiguation = «{ $value }» не говорит, какая фигура ходит (ожидалась вертикаль, горизонталь или поле)
turn-no-match = ни один допустимый обычный ход не подходит под «{ $value }»
turn-ambiguous = неоднозначно: возможно { $moves }
replay-error = ход { $number } ({ $text }): { $why }
mode-name = { $mode ->
    [ai-black] Играть белыми против компьютера
    [ai-white] Играть чёрными против компьютера
    [two-players] Два игрока на этом устройстве
   *[ai-vs-ai] Компьютер играет сам с собой
}
color-choice-name = { $color ->
    [w] Белые
    [b] Чёрные
   *[random] Случайно
}
pgn-tag-name = у тега нет имени (ожидалось, например, [Event "..."])
pgn-tag-quotes = тег { $name }: значение должно быть в двойных кавычках
pgn-tag-value-open = тег { $name }: значение не закрыто кавычкой '"'
pgn-tag-open = тег { $name }: не закрыт скобкой ']'
pgn-close-without-open = ')' без '('
pgn-comment-open = комментарий не закрыт фигурной скобкой
pgn-variant = неизвестный Variant «{ $value }» (ожидалось "Full Belt Chess" или "Chess without Pawns")
pgn-no-variant = нет тега Variant ("Full Belt Chess" или "Chess without Pawns")
pgn-fen = тег FEN: { $why }
pgn-move = { $side ->
    [white] ход { $number }. (белые): { $why }
   *[black] ход { $number }... (чёрные): { $why }
}
pgn-move-variation = { $side ->
    [white] ход { $number }. (белые), в варианте: { $why }
   *[black] ход { $number }... (чёрные), в варианте: { $why }
}
pgn-variation-first = вариант '(' стоит раньше хода, который он мог бы заменить
pgn-variations-open = { $count ->
    [one] { $count } вариант '(' не закрыт скобкой ')'
    [few] { $count } варианта '(' не закрыты скобкой ')'
    [many] { $count } вариантов '(' не закрыты скобкой ')'
   *[other] { $count } варианта '(' не закрыты скобкой ')'
}
pgn-eval-after = { $side ->
    [white] комментарий после хода { $number }. (белые): { $why }
   *[black] комментарий после хода { $number }... (чёрные): { $why }
}
pgn-eval-first = комментарий перед первым ходом: { $why }
pgn-eval-open = [%eval ...] не закрыто скобкой ']'
pgn-eval-value = неверная оценка «{ $value }» (ожидалось, например, +1.20, -0.40, #3 или #-2) в [%eval ...]
pgn-lost = потеряно место в дереве ходов
fetch-unreachable = сеть не ответила
fetch-status = сервер ответил { $status }
puzzles-line = строку { $line } файла { $file } не удаётся прочитать
puzzles-empty = в файле нет задач
puzzles-broken = у задачи { $id } повреждена позиция
