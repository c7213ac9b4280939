//! The review's evaluation graph (`data-review-graph`): one point per turn
//! (`data-ply`), from White's side (up is better for White), mate scores and
//! big advantages clipped at ten pawns; White's area is filled. A click on a
//! point shows that turn's position.

use crate::i18n::msg;
use crate::rules::EVAL_CAP_CP;
use crate::ui::analysis::review::Review;
use crate::ui::board::state::BoardAction;
use crate::ui::game::words::mark_name;
use crate::ui::settings::hooks::lang::tr;
use crate::ui::store::hooks::use_store;
use yew::prelude::*;

/// The graph's drawing size (it scales to the panel's width).
const WIDTH: i32 = 300;
const HEIGHT: i32 = 80;
/// The margin that keeps the end points whole.
const PAD: i32 = 4;

/// Properties of [`ReviewGraph`].
#[derive(Properties, PartialEq)]
pub struct ReviewGraphProps {
    /// The review drawn.
    pub review: Review,
}

/// The evaluation graph; a point shows its position on the board of the store.
#[component]
pub fn ReviewGraph(props: &ReviewGraphProps) -> Html {
    let store = use_store();
    let s = &store.0;
    let r = &props.review;
    let turns = r.turns.len().max(1) as i32;
    let x = |ply: usize| PAD + ply as i32 * (WIDTH - 2 * PAD) / turns;
    let y = |cp: i32| HEIGHT / 2 - cp * (HEIGHT / 2 - PAD) / EVAL_CAP_CP;
    let known: Vec<(usize, i32)> = (0..r.found.len())
        .filter_map(|ply| r.eval(ply).map(|e| (ply, e.capped_cp())))
        .collect();
    // White's area: under the line, down to the bottom.
    let line: Vec<String> = known.iter().map(|&(p, cp)| format!("{},{}", x(p), y(cp))).collect();
    let area = match (known.first(), known.last()) {
        (Some(&(a, _)), Some(&(b, _))) => format!("{},{} {} {},{}", x(a), HEIGHT, line.join(" "), x(b), HEIGHT),
        _ => String::new(),
    };
    let shown = s.view.map_or(s.game.turns().len(), |v| v.ply);
    let points = known.iter().filter(|&&(ply, _)| ply > 0).map(|&(ply, cp)| {
        let store = store.clone();
        let mark = r.marks.get(ply - 1).and_then(|m| m.as_ref()).and_then(|m| m.mark);
        let eval = r.eval(ply).map(|e| e.to_string()).unwrap_or_default();
        let title = match mark {
            Some(m) => format!("Turn {ply}: {eval}, {}", mark_name(m).to_lowercase()),
            None => format!("Turn {ply}: {eval}"),
        };
        let class = classes!(
            "point",
            mark.map(|m| m.key()),
            (ply == shown).then_some("current")
        );
        html! {
            <circle {class} data-ply={ply.to_string()} data-eval={eval} cx={x(ply).to_string()} cy={y(cp).to_string()} r="3"
                    onclick={Callback::from(move |_| store.dispatch(BoardAction::View(ply)))}>
                <title>{ title }</title>
            </circle>
        }
    });
    html! {
        <svg class="review-graph" data-review-graph="" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="img"
             aria-label={tr(msg::review_graph_label())}>
            <rect class="graph-black" width={WIDTH.to_string()} height={HEIGHT.to_string()} />
            <polygon class="graph-white" points={area} />
            <line class="graph-even" x1="0" x2={WIDTH.to_string()} y1={(HEIGHT / 2).to_string()} y2={(HEIGHT / 2).to_string()} />
            <polyline class="graph-line" points={line.join(" ")} />
            { for points }
        </svg>
    }
}
