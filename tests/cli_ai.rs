//! The AI's commands, run as a separate process: `bestmove` and `match`.

use beltboard::rules::{parse_turn, Options, Position, Start, Variant};
use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_beltboard"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().expect("exited"),
        String::from_utf8(out.stdout).expect("utf-8"),
        String::from_utf8(out.stderr).expect("utf-8"),
    )
}

#[test]
fn bestmove_prints_info_lines_then_a_legal_turn() {
    for (variant, depth) in [("full-belt", "2"), ("no-pawns", "4")] {
        let (status, out, err) = run(&["bestmove", "--variant", variant, "--depth", depth]);
        assert_eq!(status, 0, "{err}");
        let lines: Vec<&str> = out.lines().collect();
        let (last, infos) = lines.split_last().expect("output");
        assert!(infos.len() >= 2, "{out}");
        for info in infos {
            for field in ["info depth ", " score ", " nodes ", " nps ", " pv "] {
                assert!(info.contains(field), "{info}");
            }
        }
        let v: Variant = variant.parse().unwrap();
        let start = Position::start(
            if v == Variant::FullBelt {
                Start::FullBelt
            } else {
                Start::NoPawns
            },
            Options::default(),
        );
        assert!(parse_turn(&start, last).is_ok(), "{last} is not a legal turn");
    }
}

#[test]
fn bestmove_finds_the_mate_and_obeys_a_node_limit() {
    let (status, out, _) = run(&["bestmove", "--fen", "k7/8/1K6/8/8/8/7P/7R w - - 0 10", "--depth", "1"]);
    assert_eq!(status, 0);
    assert!(out.contains("score #1"), "{out}");
    let (status, out, _) = run(&["bestmove", "--nodes", "777"]);
    assert_eq!(status, 0);
    let last_info = out.lines().rfind(|l| l.starts_with("info")).expect("an info line");
    assert!(last_info.contains(" nodes 777 "), "{last_info}");
}

#[test]
fn match_reports_the_score_of_a() {
    let (status, out, err) = run(&[
        "match",
        "--variant",
        "no-pawns",
        "--setup",
        "one-king",
        "--a",
        "level:2",
        "--b",
        "random",
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert_eq!(status, 0, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2, "{out}");
    let summary = out.lines().find(|l| l.starts_with("A: ")).expect("a summary line");
    assert!(
        summary.contains("wins") && summary.contains("draws") && summary.contains("losses"),
        "{summary}"
    );
    assert!(out.lines().last().unwrap().starts_with("score "), "{out}");
    let pairs = out.lines().find(|l| l.starts_with("pairs ")).expect("a pairs line");
    let counts: Vec<usize> = pairs
        .split(" in ")
        .skip(1)
        .map(|w| w.split(',').next().unwrap().parse().expect("a count"))
        .collect();
    assert_eq!(counts.len(), 5, "{pairs}");
    assert_eq!(counts.iter().sum::<usize>(), 1, "two games are one pair: {pairs}");
}

#[test]
fn match_stops_once_its_sequential_test_decides() {
    // Level 2 against random play wins nearly every pair: the test accepts
    // the upper score long before the 200 games asked for.
    let (status, out, err) = run(&[
        "match",
        "--variant",
        "no-pawns",
        "--setup",
        "one-king",
        "--a",
        "level:2",
        "--b",
        "random",
        "--games",
        "200",
        "--movetime",
        "5",
        "--sprt",
        "50,60",
    ]);
    assert_eq!(status, 0, "{err}");
    let played = out.lines().filter(|l| l.starts_with("game ")).count();
    assert!((32..200).contains(&played), "{played} games: {out}");
    let decided = out.lines().find(|l| l.starts_with("sprt ")).expect("the test's line");
    assert!(
        decided.ends_with("A scores 60.0% rather than 50.0%; no more games begun"),
        "{decided}"
    );
    let score = out.lines().last().unwrap();
    assert!(
        score.starts_with("score ") && score.contains("; over pairs "),
        "{score}"
    );
}

#[test]
fn match_plays_another_program_and_counts_blunders() {
    let program = format!("cmd:{}", env!("CARGO_BIN_EXE_beltboard"));
    let (status, out, err) = run(&[
        "match",
        "--variant",
        "no-pawns",
        "--a",
        "random",
        "--b",
        &program,
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert_eq!(status, 0, "{err}");
    assert_eq!(out.lines().filter(|l| l.starts_with("game ")).count(), 2, "{out}");
    for side in [
        "blunders A: ",
        "blunders B: ",
        "blunders in two A: ",
        "blunders in two B: ",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(side) && l.contains(" turns")),
            "{out}"
        );
    }
    // Each blunder in two is printed with its position, one line each.
    let counted: usize = ["blunders in two A: ", "blunders in two B: "]
        .iter()
        .map(|side| {
            let line = out.lines().find(|l| l.starts_with(side)).expect("a count");
            line[side.len()..]
                .split(' ')
                .next()
                .unwrap()
                .parse::<usize>()
                .expect("a number")
        })
        .sum();
    let shown = out
        .lines()
        .filter(|l| l.starts_with("allowed a win in two, game "))
        .count();
    assert_eq!(shown, counted, "{out}");
    // A program that does not exist is a clear error, not a panic.
    let (status, _, err) = run(&["match", "--a", "random", "--b", "cmd:/no/such/program", "--games", "1"]);
    assert_eq!(status, 2);
    assert!(err.contains("cannot run"), "{err}");
}

#[test]
fn bestmove_replays_moves_and_reports_multi_pv_lines() {
    let (status, out, err) = run(&[
        "bestmove",
        "--moves",
        "g2g3 1+1,g8h6 8+3,c1b3 1+3",
        "--depth",
        "2",
        "--multipv",
        "2",
    ]);
    assert_eq!(status, 0, "{err}");
    let last_info = out.lines().rfind(|l| l.starts_with("info")).expect("an info line");
    assert!(last_info.contains(" | line 2 score "), "{last_info}");
    let (status, _, err) = run(&["bestmove", "--moves", "g2g3 1+1,e2e5"]);
    assert_eq!(status, 2);
    assert!(err.contains("--moves, turn 2"), "{err}");
}

#[test]
fn analyse_prints_one_line_per_depth_and_pv_with_white_side_scores() {
    let (status, out, err) = run(&[
        "analyse",
        "--moves",
        "g2g3 1+1,g8h6 8+3,c1b3 1+3,c7c5 8+4",
        "--multipv",
        "2",
        "--depth",
        "3",
    ]);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() >= 2 && lines.len() % 2 == 0, "{out}");
    assert!(lines[0].starts_with("info depth 1 multipv 1 score #1 nodes "), "{out}");
    assert!(lines[1].starts_with("info depth 1 multipv 2 score "), "{out}");
    assert!(lines.iter().all(|l| l.contains(" pv ")), "{out}");
    // Black to move: the score is still White's side, and a time limit works.
    let (status, out, err) = run(&[
        "analyse",
        "--variant",
        "no-pawns",
        "--moves",
        "b1c3",
        "--movetime",
        "200",
        "--multipv",
        "3",
    ]);
    assert_eq!(status, 0, "{err}");
    let last: Vec<&str> = out.lines().rev().take(3).collect();
    assert!(last.iter().all(|l| l.contains(" multipv ")), "{out}");
    // No limit, or a bad one: one line and status 2.
    for args in [
        &["analyse"][..],
        &["analyse", "--depth", "2", "--multipv", "4"],
        &["analyse", "--depth", "0"],
    ] {
        let (status, _, err) = run(args);
        assert_eq!(status, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn bad_ai_arguments_are_one_line_and_status_2() {
    for args in [
        &["bestmove", "--level", "9"][..],
        &["bestmove", "--level", "3", "--depth", "2"],
        &["bestmove", "--nodes", "x"],
        &["bestmove", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"],
        &["match", "--a", "level:3"],
        &["match", "--a", "level:6", "--b", "random"],
        &["match", "--a", "random", "--b", "human"],
        &["match", "--a", "random", "--b", "random", "--games", "0"],
        &["match", "--a", "random", "--b", "random", "--sprt", "62,58"],
        &["match", "--a", "random", "--b", "random", "--sprt", "58"],
        &["match", "--a", "random", "--b", "random", "--clock", "5"],
        &[
            "match",
            "--a",
            "random",
            "--b",
            "random",
            "--clock",
            "1+0",
            "--movetime",
            "100",
        ],
        &["bestmove", "--wtime", "1000"],
        &["bestmove", "--wtime", "1000", "--btime", "1000", "--depth", "2"],
    ] {
        let (status, out, err) = run(args);
        assert_eq!(status, 2, "{args:?}: {out}{err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn bestmove_on_a_clock_plans_within_the_time_left() {
    // White has 1.5 s (UCI's --wtime): the budget is a small part of it.
    let (status, out, err) = run(&["bestmove", "--wtime", "1500", "--btime", "600000", "--binc", "5000"]);
    assert_eq!(status, 0, "{err}");
    let plan = out
        .lines()
        .find(|l| l.starts_with("info string clock 1500 ms + 0 ms"))
        .expect("the plan");
    let ms: u64 = plan
        .rsplit("up to ")
        .next()
        .unwrap()
        .trim_end_matches(" ms")
        .parse()
        .unwrap();
    assert!(ms > 0 && ms < 1500, "{plan}");
    let pos = Position::start(
        Start::for_variant(Variant::FullBelt, "standard").unwrap(),
        Options::default(),
    );
    parse_turn(&pos, out.lines().last().unwrap()).expect("a legal turn");
}

#[test]
fn match_on_a_clock_counts_flags_by_player() {
    // A is another program that always takes 1.5 s; on a 1.2 s clock it
    // flags on its first timed turn (White's first turn is free, so game 1
    // flags on A's second turn, game 2 on its first), and B wins on time.
    let dir = std::env::temp_dir().join(format!("beltboard-slow-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let slow = dir.join("slow.sh");
    std::fs::write(
        &slow,
        format!(
            "#!/bin/sh\nsleep 1.5\nexec '{}' \"$@\"\n",
            env!("CARGO_BIN_EXE_beltboard")
        ),
    )
    .unwrap();
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&slow)
        .status()
        .unwrap();
    let a = format!("cmd:{}", slow.display());
    let (status, out, err) = run(&[
        "match",
        "--a",
        &a,
        "--b",
        "level:2",
        "--games",
        "2",
        "--clock",
        "0.02+0",
        "--threads",
        "2",
    ]);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(status, 0, "{err}");
    assert!(out.lines().any(|l| l == "flags fallen: A 2, B 0"), "{out}");
    assert_eq!(out.lines().filter(|l| l.contains("wins on time")).count(), 2, "{out}");
    assert!(out.contains("A: 0 wins, 0 draws, 2 losses"), "{out}");
}

#[test]
fn wins_counts_the_wins_at_once_each_level_takes_and_is_the_seeds() {
    let args = ["wins", "--variant", "no-pawns", "--positions", "12", "--seed", "5"];
    let (status, out, err) = run(&args);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    assert!(lines[0].starts_with("12 positions"), "{out}");
    for (level, line) in lines.iter().enumerate().skip(3) {
        assert!(line.starts_with(&format!("level {level}: took 12 of 12")), "{out}");
    }
    assert!(
        !lines[1].starts_with("level 1: took 12 of 12"),
        "level 1 misses some: {out}"
    );
    assert_eq!(run(&args).1, out, "the same seed, the same figures");
    let (status, _, err) = run(&["wins", "--positions", "0"]);
    assert_eq!(status, 2);
    assert!(err.contains("--positions"), "{err}");
}

#[test]
fn suite_judges_each_answer_and_counts_the_share_solved() {
    let file = std::env::temp_dir().join(format!("beltboard-suite-{}.txt", std::process::id()));
    std::fs::write(
        &file,
        "# two lines of the suite\n\
         win3 1nbq1knr/1ppppP1p/6p1/4RK2/r7/pP3P2/1P1PPBPP/1NBQ1bNR w - 5 2 4 | f5g5 f+1\n\
         defend 1P3Pnr/1B4pp/2P2P2/1pQp1R2/1p2Np1P/B1K1p1q1/1n1bP1kP/r1b1R3 w - c 2 8 | c3c2 g+5 | c3c2 g+7\n",
    )
    .expect("a temporary file");
    let path = file.to_string_lossy().to_string();
    let (status, out, err) = run(&["suite", "--file", &path, "--movetime", "100"]);
    assert_eq!(status, 0, "{err}");
    assert!(out.lines().next().is_some_and(|l| l.contains("win3")), "{out}");
    let last = out.lines().last().unwrap_or("");
    assert!(
        last.starts_with("solved ") && last.contains(" of 2: wins in three "),
        "{out}"
    );
    // Answers another player gave (the positions after them, as the browser
    // script writes them) are judged, not searched: the win, then a turn
    // that allows a win in two.
    let after = |fen: &str, turn: &str| {
        let pos = Position::from_fen(fen, Variant::FullBelt, Options::default()).expect("a suite position");
        pos.play(parse_turn(&pos, turn).expect("a turn")).expect("legal").fen()
    };
    let answers = std::env::temp_dir().join(format!("beltboard-answers-{}.txt", std::process::id()));
    let given = [
        after(
            "1nbq1knr/1ppppP1p/6p1/4RK2/r7/pP3P2/1P1PPBPP/1NBQ1bNR w - 5 2 4",
            "f5g5 f+1",
        ),
        after(
            "1P3Pnr/1B4pp/2P2P2/1pQp1R2/1p2Np1P/B1K1p1q1/1n1bP1kP/r1b1R3 w - c 2 8",
            "c3c2 g+5",
        ),
    ];
    std::fs::write(&answers, given.join("\n")).expect("a temporary file");
    let answers_path = answers.to_string_lossy().to_string();
    let (status, out, err) = run(&["suite", "--file", &path, "--answers", &answers_path]);
    assert_eq!(status, 0, "{err}");
    assert_eq!(
        out.lines().last(),
        Some("solved 1 of 2: wins in three 1 of 1, defences 0 of 1"),
        "{out}"
    );
    std::fs::write(&answers, &given[0]).expect("a temporary file");
    let (status, _, err) = run(&["suite", "--file", &path, "--answers", &answers_path]);
    assert_eq!(status, 2);
    assert!(err.contains("1 answers for 2 positions"), "{err}");
    std::fs::write(&answers, format!("{}\n{}", given[1], given[1])).expect("a temporary file");
    let (status, _, err) = run(&["suite", "--file", &path, "--answers", &answers_path]);
    assert_eq!(status, 2);
    assert!(err.contains("answer 1: no legal turn leads to"), "{err}");
    let _ = std::fs::remove_file(&answers);
    // A line that is not a task is a clear error.
    std::fs::write(&file, "mate 8/8/8/8/8/8/8/8 w - - 0 1\n").expect("a temporary file");
    let (status, _, err) = run(&["suite", "--file", &path]);
    assert_eq!(status, 2);
    assert!(err.contains("expected 'win3' or 'defend'"), "{err}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn match_reports_what_level_5s_guard_did_with_each_answer() {
    let (status, out, err) = run(&[
        "match",
        "--a",
        "level:5",
        "--b",
        "random",
        "--games",
        "2",
        "--movetime",
        "40",
        "--threads",
        "1",
    ]);
    assert_eq!(status, 0, "{err}");
    let turns: usize = {
        let line = out
            .lines()
            .find(|l| l.starts_with("blunders A: "))
            .expect("A's blunders");
        line.split(" in ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .expect("a number")
    };
    let guard = out
        .lines()
        .find(|l| l.starts_with("guard A: "))
        .expect("a guard line for level 5");
    let answers: usize = guard
        .rsplit("(of ")
        .next()
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("the answers guarded");
    assert_eq!(answers, turns, "every turn of A's was guarded: {guard}");
    assert!(
        !out.lines().any(|l| l.starts_with("guard B: ")),
        "a random player has no guard: {out}"
    );
}

#[test]
fn bench_in_two_times_the_test_on_a_turn_match_printed() {
    let dir = std::env::temp_dir().join(format!("beltboard-in-two-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("blunders.txt");
    // A line as `match` prints it, and the same position as 'FEN | turn'
    // with the one turn that holds there, e8f7 2+3.
    let fen = "rnb1k1nr/pp1Pp1pp/2pQ4/3q4/3pPP2/5B2/1PP1PKPP/RNB2pNR b - d 0 2";
    std::fs::write(
        &file,
        format!("# a comment\nallowed a win in two, game  70, A: {fen} | b8d7 1+1\n\n{fen} | e8f7 2+3\n"),
    )
    .expect("written");
    let (status, out, err) = run(&["bench", "--in-two", file.to_str().expect("a path")]);
    assert_eq!(status, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(lines[0].starts_with(&format!("{fen} | b8d7 1+1: refuted in ")), "{out}");
    assert!(
        lines[0].contains("(by ") && lines[0].contains(", 1 of them hold;"),
        "{out}"
    );
    // Left to itself, the guard finds the one turn that holds, and keeps it.
    assert!(lines[0].contains("; the guard alone: plays e8f7 2+3 in "), "{out}");
    assert!(lines[1].contains("(not refuted)"), "{out}");
    assert!(lines[1].contains("; the guard alone: keeps it in "), "{out}");
    assert!(lines[2].starts_with("total: 2 turns"), "{out}");
    std::fs::write(&file, "8/8/8 w | e2e4\n").expect("written");
    let (status, _, err) = run(&["bench", "--in-two", file.to_str().expect("a path")]);
    assert_ne!(status, 0);
    assert!(err.contains("line 1"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
