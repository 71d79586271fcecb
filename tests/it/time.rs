//! `iccf time` and the T rules of `iccf check` on a real ICCF server game
//! (`tests/fixtures/time/`), against the figures counted by hand (its README).

use std::path::{Path, PathBuf};

use super::support::{iccf, stderr, stdout};
use serde_json::Value;

const GAME: &str = "iccf-FIN-AC-4-ccsnt.pgn";

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/time")
}

/// A folder under the target directory (no iccf.toml above it) holding a copy of the game.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::Builder::new()
        .prefix("time-")
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
        .expect("a temporary folder");
    std::fs::copy(fixture().join(GAME), dir.path().join(GAME)).expect("copy the game");
    dir
}

/// The JSON object of the one game of `iccf time ARGS GAME --format json`.
fn counted(args: &[&str], dir: &Path) -> Value {
    let mut all = vec!["time", "--format", "json"];
    all.extend_from_slice(args);
    all.push(GAME);
    let output = iccf(&all, dir);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "one object a game: {text}");
    serde_json::from_str(&text).expect("JSON")
}

fn white_move(game: &Value, number: u64) -> &Value {
    game["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .find(|m| m["side"] == "white" && m["number"] == number)
        .expect("the move")
}

#[test]
fn the_server_game_gives_the_figures_counted_by_hand() {
    let dir = scratch();
    let game = counted(&["--control", "10/50"], dir.path());
    assert_eq!(game["game"], 1);
    assert_eq!(game["control"], "10/50");
    assert_eq!(game["first_move_counted"], false);
    assert_eq!(game["moves"].as_array().map(Vec::len), Some(146));
    let b3 = white_move(&game, 7);
    assert_eq!(
        (
            &b3["ply"],
            &b3["move"],
            &b3["sent"],
            &b3["days"],
            &b3["charged"]
        ),
        (
            &Value::from(13),
            &Value::from("b3"),
            &Value::from("2019.05.07 06:30"),
            &Value::from(25),
            &Value::from(30)
        )
    );
    let tenth = white_move(&game, 10);
    assert_eq!(
        (&tenth["total"], &tenth["limit"]),
        (&Value::from(50), &Value::from(50))
    );
    assert_eq!(white_move(&game, 1)["days"], Value::Null);
    assert_eq!(
        game["totals"],
        serde_json::json!({"white": 140, "black": 13})
    );
    assert_eq!(
        game["left"],
        serde_json::json!({"white": 260, "black": 387})
    );
    let codes: Vec<&str> = game["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .filter_map(|d| d["code"].as_str())
        .collect();
    assert_eq!(codes, ["T002"]);
    assert_eq!(
        game["diagnostics"][0]["message"],
        "7. b3 took 25 days: charged 30 (20 + 2 x 5)"
    );
    assert_eq!(game["diagnostics"][0]["line"], 18);
}

#[test]
fn the_table_says_the_first_move_is_not_counted_and_gives_the_totals() {
    let dir = scratch();
    let output = iccf(
        &["time", "--control", "10 moves in 50 days", GAME],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.starts_with(&format!("{GAME}, game 1 (control 10/50)\n")),
        "{text}"
    );
    assert!(
        text.lines().any(|l| l.split_whitespace().eq([
            "13",
            "7.",
            "b3",
            "white",
            "2019.05.07",
            "06:30",
            "25",
            "30",
            "33",
            "50"
        ])),
        "{text}"
    );
    assert!(
        text.contains("White's first move is not counted: the event's start is not given"),
        "{text}"
    );
    assert!(text.contains("\ntotals: White 140, Black 13\n"), "{text}");
    assert!(
        text.contains("\ndays left at the next control: White 260, Black 387\n"),
        "{text}"
    );
}

#[test]
fn check_with_the_control_reports_no_t001_when_50_of_50_are_used() {
    let dir = scratch();
    let output = iccf(
        &["check", "--format", "json", "--control", "10/50", GAME],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let codes: Vec<String> = stdout(&output)
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|d| d["code"].as_str().map(str::to_string))
        .collect();
    assert_eq!(codes, ["T002"]);
    // One day less per period is over at move 8.
    let output = iccf(&["check", "--control", "10/45", GAME], dir.path());
    assert!(
        stdout(&output).contains(
            "White's total reached 46 days at 8. Na4, 1 day over the 45 allowed by move 10 (10/45)"
        ),
        "{}",
        stdout(&output)
    );
}

#[test]
fn without_a_control_check_runs_no_t_rule() {
    let dir = scratch();
    let output = iccf(&["check", GAME], dir.path());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(!stdout(&output).contains("T00"), "{}", stdout(&output));
}

#[test]
fn the_start_counts_whites_first_move_and_leave_stops_the_clock() {
    let dir = scratch();
    let game = counted(&["--control", "10/50", "--start", "2019.03.30"], dir.path());
    assert_eq!(game["first_move_counted"], true);
    // 2019.03.30 00:00 to 2019.04.02 21:27.
    assert_eq!(white_move(&game, 1)["days"], 3);
    assert_eq!(game["totals"]["white"], 143);
    // A leave of 25 days inside White's reply 7. b3 leaves 11 hours: 0 days.
    let game = counted(&["--leave", "white=2019.04.12..2019.05.06"], dir.path());
    assert_eq!(white_move(&game, 7)["days"], 0);
    assert_eq!(game["totals"]["white"], 110);
    assert_eq!(game["control"], Value::Null);
}

#[test]
fn the_time_table_of_iccf_toml_is_read_and_the_command_line_wins() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("iccf.toml"),
        "[time]\ncontrol = \"10/45\"\nstart = \"2019.03.30\"\nleave = [\"black=2019.01.01..2019.01.02\"]\n",
    )
    .expect("iccf.toml");
    let game = counted(&[], dir.path());
    assert_eq!(
        (&game["control"], &game["first_move_counted"]),
        (&Value::from("10/45"), &Value::from(true))
    );
    let game = counted(&["--control", "fischer 30+3"], dir.path());
    assert_eq!(game["control"], "fischer 30+3");
    let output = iccf(&["check", GAME], dir.path());
    assert!(stdout(&output).contains("T001"), "{}", stdout(&output));
}

#[test]
fn bad_control_text_is_a_usage_error_that_says_why() {
    let dir = scratch();
    for command in ["time", "check"] {
        let output = iccf(&[command, "--control", "10/fifty", GAME], dir.path());
        assert_eq!(output.status.code(), Some(2));
        assert_eq!(stdout(&output), "");
        let err = stderr(&output);
        assert!(
            err.contains("error: cannot read the time control `10/fifty`: the days `fifty` is not a whole number above 0"),
            "{err}"
        );
        assert!(err.contains("help: a control is written `10/50`"), "{err}");
    }
    let output = iccf(
        &["time", "--leave", "white=2019.01.20..2019.01.02", GAME],
        dir.path(),
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output)
            .contains("the leave ends (2019.01.02 00:00) before it starts (2019.01.20 00:00)"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_bad_time_table_stops_the_run_with_the_place_of_the_mistake() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("iccf.toml"),
        "[time]\ncontrol = \"blitz\"\n",
    )
    .expect("iccf.toml");
    let output = iccf(&["time", GAME], dir.path());
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert!(
        err.contains("cannot read the time control `blitz`: not a control iccf knows"),
        "{err}"
    );
    assert!(err.contains("iccf.toml:2:11]"), "{err}");
}

#[test]
fn diff_compares_the_send_stamps_of_the_moves_both_records_play() {
    let dir = scratch();
    let text = std::fs::read_to_string(dir.path().join(GAME)).expect("the game");
    let changed = text.replace(
        "7.b3 {[%ccsnt 2019.05.07,06:30]}",
        "7.b3 {[%ccsnt 2019.05.08,06:30]}",
    );
    assert_ne!(changed, text);
    std::fs::write(dir.path().join("b.pgn"), changed).expect("b.pgn");
    let output = iccf(&["diff", GAME, "b.pgn"], dir.path());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(
        stdout(&output).contains(&format!("  the send stamps of 7. (ply 13) differ: 2019.05.07 06:30 in {GAME}, 2019.05.08 06:30 in b.pgn\n")),
        "{}",
        stdout(&output)
    );
    let output = iccf(&["diff", "--format", "json", GAME, "b.pgn"], dir.path());
    let pair: Value =
        serde_json::from_str(stdout(&output).lines().next().expect("a line")).expect("JSON");
    assert_eq!(
        pair["stamps"],
        serde_json::json!([{"ply": 13, "move_number": 7, "side": "white", "a": "2019.05.07 06:30", "b": "2019.05.08 06:30"}])
    );
    // The same record has no stamp difference.
    let output = iccf(&["diff", "--format", "json", GAME, GAME], dir.path());
    let pair: Value =
        serde_json::from_str(stdout(&output).lines().next().expect("a line")).expect("JSON");
    assert_eq!(pair["stamps"], serde_json::json!([]));
}

/// A game without any stamp: the table says nothing was counted, so that its zero totals are
/// not read as days used; a game with stamps does not say it.
#[test]
fn a_game_without_stamps_says_nothing_was_counted() {
    let dir = scratch();
    std::fs::write(
        dir.path().join("postal.iccf"),
        "[Event \"Postal\"]\n\n1. 5254 5755 2. 7163 2836 *\n",
    )
    .expect("write the game");
    let out = iccf(&["time", "postal.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let table = stdout(&out);
    assert!(
        table.contains("no move of this game has a send stamp or clock value"),
        "{table}"
    );
    assert!(table.contains("totals: White 0, Black 0"), "{table}");
    let stamped = stdout(&iccf(&["time", GAME], dir.path()));
    assert!(
        !stamped.contains("no move of this game has a send stamp"),
        "{stamped}"
    );
}

/// A record with a move left out (Black's 4... Nc6 and its stamp): every later move would be
/// charged to the other side. The count stops where the board stops replaying the record, says
/// where and why, and the exit status is 1; the JSON says it in `not_counted_from`.
#[test]
fn a_record_with_a_move_left_out_is_counted_only_up_to_where_it_stops_replaying() {
    let dir = scratch();
    let text = "[Event \"E\"]\n\n1. 7163 {[%ccsnt 2019.04.02,21:27]} 5756 {[%ccsnt 2019.04.04,07:43]}\n2. 3234 {[%ccsnt 2019.04.04,07:59]} 7866 {[%ccsnt 2019.04.05,08:38]}\n3. 2133 {[%ccsnt 2019.04.06,14:12]} 3735 {[%ccsnt 2019.04.06,19:57]}\n4. 7273 {[%ccsnt 2019.04.07,11:01]}\n5. 6172 {[%ccsnt 2019.04.08,20:32]} 4826 {[%ccsnt 2019.04.09,20:44]} *\n";
    std::fs::write(dir.path().join("left-out.iccf"), text).expect("write the game");
    let out = iccf(&["time", "left-out.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let table = stdout(&out);
    assert!(
        table.contains("left-out.iccf:7:4: ply 8 does not replay on the board (the bishop on 61 (f1) belongs to White): it and the moves after it are not counted"),
        "{table}"
    );
    assert!(table.contains("totals: White 1, Black 2"), "{table}");
    assert!(!table.contains("6172"), "{table}");

    let out = iccf(&["time", "--format", "json", "left-out.iccf"], dir.path());
    assert_eq!(out.status.code(), Some(1));
    let game: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(game["moves"].as_array().map(Vec::len), Some(7));
    assert_eq!(game["not_counted_from"]["ply"], 8);
    assert_eq!(game["not_counted_from"]["line"], 7);
    assert_eq!(game["totals"]["white"], 1);
    assert_eq!(game["totals"]["black"], 2);
}
