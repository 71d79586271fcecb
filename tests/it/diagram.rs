//! Board diagrams (`iccf::diagram`): text snapshots for both sides to move, castling and en
//! passant highlights, a Chess960 start and `--ascii`; the SVG read back as XML.

use iccf::diagram::{Highlight, TextOptions, svg, text};
use rstest::rstest;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position, Square};

fn position(fen: &str, mode: CastlingMode) -> Chess {
    let fen: Fen = fen.parse().expect("a valid FEN");
    fen.into_position(mode).expect("a legal position")
}

/// The legal move written `numeric` (from-square and to-square digits) in `position`.
fn legal(position: &Chess, numeric: &str) -> shakmaty::Move {
    position
        .legal_moves()
        .into_iter()
        .find(|m| iccf::board::numeric_of_move(*m) == numeric)
        .unwrap_or_else(|| panic!("{numeric} is legal"))
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const AFTER_E4: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
/// White may castle on both sides; Black's king and rooks have not moved either.
const CASTLING: &str = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8";
/// Black's pawn has just gone 7775 (g7-g5): White's pawn on 65 (f5) may take it en passant.
const EN_PASSANT_WHITE: &str = "rnbqkbnr/pppppp1p/8/5Pp1/8/8/PPPPP1PP/RNBQKBNR w KQkq g6 0 3";
/// White's pawn has just gone 2224 (b2-b4): Black's pawn on 14 (a4) may take it en passant.
const EN_PASSANT_BLACK: &str = "rnbqkbnr/1ppppppp/8/8/pP6/8/P1PPPPPP/RNBQKBNR b KQkq b3 0 2";
/// The same position with Black to move: Black may castle on both sides.
const CASTLING_BLACK: &str = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R b KQkq - 4 8";
/// Chess960 start position 0 (BBQNNRKR); X-FEN writes the outermost rooks' rights as `KQkq`.
const CHESS960: &str = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
/// A Chess960 start (RBBQNKRN) where White may castle at once: king 61 (f1) to 71 (g1), where
/// its rook stands, and the rook to 61.
const CHESS960_CASTLE: &str = "rbbqnkrn/pppppppp/8/8/8/8/PPPPPPPP/RBBQNKRN w KQkq - 0 1";
/// Chess960 with the king on 71 (g1) and its rook on 81 (h1): castling leaves the king where it
/// is.
const CHESS960_KING_STAYS: &str = "bbqnn1kr/pppppppp/8/8/8/8/PPPPPPPP/BBQNN1KR w Kk - 0 1";

#[rstest]
#[case::white_to_move("white-to-move", START, CastlingMode::Standard, Some("5254"), false)]
#[case::black_to_move("black-to-move", AFTER_E4, CastlingMode::Standard, Some("5755"), false)]
#[case::white_castles_short(
    "white-castles-short",
    CASTLING,
    CastlingMode::Standard,
    Some("5171"),
    false
)]
#[case::white_castles_long(
    "white-castles-long",
    CASTLING,
    CastlingMode::Standard,
    Some("5131"),
    false
)]
#[case::white_takes_en_passant(
    "white-en-passant",
    EN_PASSANT_WHITE,
    CastlingMode::Standard,
    Some("6576"),
    false
)]
#[case::black_takes_en_passant(
    "black-en-passant",
    EN_PASSANT_BLACK,
    CastlingMode::Standard,
    Some("1423"),
    false
)]
#[case::chess960_start("chess960-start", CHESS960, CastlingMode::Chess960, None, false)]
#[case::black_castles_long(
    "black-castles-long",
    CASTLING_BLACK,
    CastlingMode::Standard,
    Some("5838"),
    false
)]
#[case::chess960_castles(
    "chess960-castles",
    CHESS960_CASTLE,
    CastlingMode::Chess960,
    Some("6171"),
    false
)]
#[case::ascii_white(
    "ascii-white-to-move",
    START,
    CastlingMode::Standard,
    Some("7163"),
    true
)]
#[case::ascii_black(
    "ascii-black-to-move",
    AFTER_E4,
    CastlingMode::Standard,
    Some("7866"),
    true
)]
#[case::ascii_castling(
    "ascii-castling",
    CASTLING_BLACK,
    CastlingMode::Standard,
    Some("5878"),
    true
)]
fn text_diagram(
    #[case] name: &str,
    #[case] fen: &str,
    #[case] mode: CastlingMode,
    #[case] numeric: Option<&str>,
    #[case] ascii: bool,
) {
    let position = position(fen, mode);
    let highlight = numeric.map(|n| Highlight::of_move(legal(&position, n)));
    let diagram = text(
        &position,
        highlight,
        &TextOptions::default().with_ascii(ascii),
    );
    // The FEN under the board is the position's, the side to move is said, and the board has
    // eight ranks of eight squares.
    assert!(diagram.contains(&format!("FEN: {fen}\n")), "{diagram}");
    let side = position.turn().fold_wb("White", "Black");
    assert!(diagram.contains(&format!("{side} to move")), "{diagram}");
    assert_eq!(diagram.lines().count(), 12);
    insta::with_settings!({ prepend_module_to_snapshot => false, omit_expression => true }, {
        insta::assert_snapshot!(format!("diagram-text-{name}"), diagram);
    });
}

/// The squares a highlight marks, in numeric notation: castling as the king's move, also in
/// Chess960, where the king may stay on its square; en passant as the capturing pawn's move.
#[rstest]
#[case::castle_short(CASTLING, CastlingMode::Standard, "5171", "51", "71")]
#[case::castle_long(CASTLING, CastlingMode::Standard, "5131", "51", "31")]
#[case::en_passant(EN_PASSANT_WHITE, CastlingMode::Standard, "6576", "65", "76")]
#[case::black_castles_short(CASTLING_BLACK, CastlingMode::Standard, "5878", "58", "78")]
#[case::chess960_king_to_rook(CHESS960_CASTLE, CastlingMode::Chess960, "6171", "61", "71")]
#[case::chess960_king_stays(CHESS960_KING_STAYS, CastlingMode::Chess960, "7171", "71", "71")]
#[case::promotion(
    "7k/P7/8/8/8/8/8/K7 w - - 0 1",
    CastlingMode::Standard,
    "17181",
    "17",
    "18"
)]
fn highlight_of_a_move(
    #[case] fen: &str,
    #[case] mode: CastlingMode,
    #[case] numeric: &str,
    #[case] from: &str,
    #[case] to: &str,
) {
    let position = position(fen, mode);
    let highlight = Highlight::of_move(legal(&position, numeric));
    assert_eq!(
        iccf::board::numeric_square(highlight.from).to_string(),
        from
    );
    assert_eq!(iccf::board::numeric_square(highlight.to).to_string(), to);
}

/// With colour, squares are drawn with ANSI backgrounds and no brackets; the highlighted squares
/// have their own background.
#[test]
fn colour_marks_squares_without_brackets() {
    let position = position(START, CastlingMode::Standard);
    let highlight = Some(Highlight::new(Square::E2, Square::E4));
    let diagram = text(
        &position,
        highlight,
        &TextOptions::default().with_colour(true),
    );
    assert!(
        !diagram.contains("[♙]") && !diagram.contains("[·]"),
        "{diagram}"
    );
    // e2 is light (223 -> 186 marked), e4 is light too; a1 dark (137).
    assert_eq!(diagram.matches("48;5;186m").count(), 2, "{diagram}");
    assert_eq!(diagram.matches("48;5;137m").count(), 32, "{diagram}");
    insta::with_settings!({ prepend_module_to_snapshot => false, omit_expression => true }, {
        insta::assert_snapshot!("diagram-text-colour", diagram);
    });
}

/// The diagram has 64 squares, each named once, and marks the move `numeric`'s two squares.
fn assert_squares(root: roxmltree::Node, numeric: Option<&str>) {
    let class_of = |node: &roxmltree::Node| node.attribute("class").unwrap_or("").to_string();
    let squares: Vec<_> = root
        .descendants()
        .filter(|n| n.has_tag_name("rect") && class_of(n).split(' ').any(|c| c == "square"))
        .collect();
    assert_eq!(squares.len(), 64);
    let mut names: Vec<&str> = squares
        .iter()
        .filter_map(|s| s.attribute("data-square"))
        .collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 64);
    let marked = |mark: &str| -> Vec<String> {
        squares
            .iter()
            .filter(|s| class_of(s).split(' ').any(|c| c == mark))
            .filter_map(|s| s.attribute("data-numeric").map(str::to_string))
            .collect()
    };
    match numeric {
        Some(n) => {
            assert_eq!(marked("from"), vec![n[..2].to_string()]);
            assert_eq!(marked("to"), vec![n[2..4].to_string()]);
        }
        None => assert!(marked("from").is_empty() && marked("to").is_empty()),
    }
}

/// The diagram under `root` draws `pieces` pieces, each from a drawing in its `<defs>`.
fn assert_pieces_drawn(root: roxmltree::Node, pieces: usize) {
    let defined: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("g") && n.parent().is_some_and(|p| p.has_tag_name("defs")))
        .filter_map(|n| n.attribute("id"))
        .collect();
    let uses: Vec<_> = root
        .descendants()
        .filter(|n| n.has_tag_name("use"))
        .collect();
    assert_eq!(uses.len(), pieces);
    for piece in &uses {
        let href = piece
            .attribute(("http://www.w3.org/1999/xlink", "href"))
            .expect("xlink:href");
        assert!(
            defined.contains(&href.trim_start_matches('#')),
            "{href} is not defined"
        );
    }
}

/// The SVG is well-formed XML with 64 squares, the highlighted two marked `from` and `to`, one
/// piece per occupied square, every piece drawn in `<defs>`, and the FEN on the root.
#[rstest]
#[case::start(START, CastlingMode::Standard, Some("5254"), 32)]
#[case::black_to_move(AFTER_E4, CastlingMode::Standard, Some("7866"), 32)]
#[case::castling(CASTLING, CastlingMode::Standard, Some("5131"), 32)]
#[case::en_passant(EN_PASSANT_BLACK, CastlingMode::Standard, Some("1423"), 32)]
#[case::chess960(CHESS960, CastlingMode::Chess960, None, 32)]
#[case::bare_kings(
    "8/8/4k3/8/8/3K4/8/8 b - - 0 60",
    CastlingMode::Standard,
    Some("5646"),
    2
)]
fn svg_is_xml_with_64_squares(
    #[case] fen: &str,
    #[case] mode: CastlingMode,
    #[case] numeric: Option<&str>,
    #[case] pieces: usize,
) {
    let position = position(fen, mode);
    let highlight = numeric.map(|n| Highlight::of_move(legal(&position, n)));
    let drawing = svg(&position, highlight);
    let document = roxmltree::Document::parse(&drawing).expect("the SVG is well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(root.attribute("data-fen"), Some(fen));
    assert_eq!(root.attribute("viewBox"), Some("0 0 400 406"));
    let class_of = |node: &roxmltree::Node| node.attribute("class").unwrap_or("").to_string();
    assert_squares(root, numeric);
    assert_pieces_drawn(root, pieces);
    // Nothing outside the document: no image, no font, no external reference.
    assert!(
        !drawing.contains("<image") && !drawing.contains("@font-face") && !drawing.contains("url(")
    );
    let labels: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    for label in ["1", "8", "a", "h"] {
        assert!(labels.contains(&label), "label {label} missing: {labels:?}");
    }
    assert_eq!(labels.len(), 24);
    let turn = root
        .descendants()
        .find(|n| class_of(n).starts_with("turn "))
        .expect("a side-to-move marker");
    assert_eq!(
        class_of(&turn),
        format!("turn {}", position.turn().fold_wb("white", "black"))
    );
}

#[test]
fn svg_snapshot() {
    let position = position(CASTLING, CastlingMode::Standard);
    let highlight = Highlight::of_move(legal(&position, "5171"));
    insta::with_settings!({ prepend_module_to_snapshot => false, omit_expression => true }, {
        insta::assert_snapshot!("diagram-svg-castling", svg(&position, Some(highlight)));
    });
}

fn iccf(args: &[&str]) -> std::process::Output {
    super::support::iccf(
        args,
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/diff"),
    )
}

/// The board under a board error: only in the human format, when asked (`auto` is off when the
/// output is not a terminal, as here), with letters under `--ascii`.
#[rstest]
#[case::always(&["--board", "always"], Some("[♘]"))]
#[case::always_ascii(&["--board", "always", "--ascii"], Some("[N]"))]
#[case::never(&["--board", "never"], None)]
#[case::auto_not_a_terminal(&["--board", "auto"], None)]
#[case::default_not_a_terminal(&[], None)]
#[case::json(&["--board", "always", "--format", "json"], None)]
#[case::short(&["--board", "always", "--format", "short"], None)]
#[case::sarif(&["--board", "always", "--format", "sarif"], None)]
#[case::github(&["--board", "always", "--format", "github"], None)]
fn board_at_an_error(#[case] flags: &[&str], #[case] knight: Option<&str>) {
    let mut args = vec!["check", "alekhine-illegal.iccf"];
    args.extend_from_slice(flags);
    let out = iccf(&args);
    assert_eq!(out.status.code(), Some(1));
    let shown = String::from_utf8_lossy(&out.stdout);
    let fen = "FEN: r1b2rk1/p4p1p/2p2qpn/3pR3/8/2NB2QP/PPP2PP1/5RK1 w - - 0 17";
    match knight {
        Some(knight) => {
            assert!(shown.contains(fen), "{shown}");
            assert!(shown.contains("White to move (move 17)"), "{shown}");
            // The knight's square 33 (c3) and the rook's 55 (e5) are marked.
            assert!(shown.contains(knight), "{shown}");
        }
        None => assert!(
            !shown.contains("FEN:") && !shown.contains("board before"),
            "{shown}"
        ),
    }
}

/// `iccf show`: the move list around the point, the board with the move marked, the SVG.
#[rstest]
#[case::white_move(&["--move", "23w"], "after 23. 3243 (cxd3), ply 45 of 55", "[3243 (cxd3)]", "r5k1/p3qp1p/2p3pn/3pP3/3N1R2/3PQ2P/PP4P1/6K1 b - - 0 23")]
#[case::black_move(&["--move", "23..."], "after 23... 1838 (Rc8), ply 46 of 55", "[1838 (Rc8)]", "2r3k1/p3qp1p/2p3pn/3pP3/3N1R2/3PQ2P/PP4P1/6K1 w - - 1 24")]
#[case::ply(&["--ply", "1"], "after 1. 5254 (e4), ply 1 of 55", "[5254 (e4)]", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")]
#[case::start(&["--ply", "0"], "the starting position", "1. 5254 (e4)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")]
#[case::final_position(&[], "after 28. 6665 (Rxf5), ply 55 of 55", "[6665 (Rxf5)]", "2r3k1/p4q1p/2N3p1/2pp1R2/8/3PQ2P/PP4P1/6K1 b - - 0 28")]
fn show(#[case] flags: &[&str], #[case] heading: &str, #[case] listed: &str, #[case] fen: &str) {
    let mut args = vec!["show", "alekhine.iccf"];
    args.extend_from_slice(flags);
    let out = iccf(&args);
    let shown = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{shown}");
    assert!(
        shown.starts_with(&format!(
            "game 1 (Alekhine, Alexander - Manko, V.) of alekhine.iccf: {heading}\n"
        )),
        "{shown}"
    );
    assert!(shown.contains(listed), "{shown}");
    assert!(shown.contains(&format!("FEN: {fen}")), "{shown}");
    assert!(shown.lines().all(|l| l == l.trim_end()), "{shown}");
}

#[rstest]
#[case::past_the_end(&["--ply", "56"], "--ply 56 is past the end: the main line has 55 plies replayed")]
#[case::no_such_move(&["--move", "29w"], "the main line has no move 29w")]
#[case::not_a_move(&["--move", "23x"], "`23x` is not a move")]
#[case::no_such_game(&["--game", "2"], "alekhine.iccf has 1 game, so there is no game 2")]
fn show_refuses(#[case] flags: &[&str], #[case] message: &str) {
    let mut args = vec!["show", "alekhine.iccf"];
    args.extend_from_slice(flags);
    let out = iccf(&args);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(message),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn show_writes_the_svg() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.svg");
    let out = iccf(&[
        "show",
        "alekhine.iccf",
        "--move",
        "8w",
        "--svg",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    let drawing = std::fs::read_to_string(&path).unwrap();
    let document = roxmltree::Document::parse(&drawing).expect("XML");
    let marked: Vec<(&str, &str)> = document
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .filter_map(|n| {
            let class = n.attribute("class")?;
            let mark = class.split(' ').find(|c| *c == "from" || *c == "to")?;
            Some((mark, n.attribute("data-numeric")?))
        })
        .collect();
    // 8. 5171: castling, the king's move.
    assert_eq!(marked, vec![("from", "51"), ("to", "71")]);
    let out = iccf(&["show", "alekhine.iccf", "--svg", "-"]);
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("<svg "));
}
