//! One rule on a small board in the rules help (`data-lesson`), with a
//! button that opens its position to play (`data-action="try-lesson"`).

use crate::i18n::msg;
use crate::ui::board::view::mini_board::MiniBoard;
use crate::ui::game::help::examples::Lesson;
use crate::ui::game::words::lesson_caption;
use crate::ui::settings::hooks::lang::tr;
use yew::prelude::*;

/// Properties of [`LessonBoard`].
#[derive(Properties, PartialEq)]
pub struct LessonProps {
    /// The rule shown.
    pub lesson: Lesson,
    /// Called when the user asks to try it.
    pub on_try: Callback<Lesson>,
}

/// A rule's board, its caption and its "Try it" button.
#[component]
pub fn LessonBoard(props: &LessonProps) -> Html {
    let lesson = props.lesson;
    let Some(diagram) = lesson.example() else {
        return html! {};
    };
    let caption = lesson_caption(lesson, &diagram);
    let try_it = props.on_try.reform(move |_: MouseEvent| lesson);
    html! {
        <div class="lesson" data-lesson={lesson.key()}>
            <MiniBoard board={diagram.board} arrows={diagram.arrows} belts={diagram.belts} marks={diagram.marks}
                       label={caption.clone()} />
            <p class="caption">{ caption }</p>
            <button type="button" class="try" data-action="try-lesson" onclick={try_it}>{ tr(msg::lesson_try()) }</button>
        </div>
    }
}
