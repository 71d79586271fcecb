use shakmaty::EnPassantMode;
use shakmaty::fen::Fen;
fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let jsonl = std::fs::read_to_string(path.replace(".iccf", ".jsonl")).unwrap();
        let refs: Vec<serde_json::Value> = jsonl.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let mut n = 0; let mut bad = 0;
        for (i, g) in iccf::syntax::games(&text).enumerate() {
            n += 1;
            let r = iccf::board::replay(&g.game);
            let fen = r.final_position().map(|p| Fen::from_position(p, EnPassantMode::Legal).to_string()).unwrap_or_default();
            let Some(reference) = refs.get(i) else { println!("{path}: extra game {}", i + 1); bad += 1; continue };
            let want = reference["final_fen"].as_str().unwrap_or("");
            let iccf_ref: Vec<String> = reference["iccf"].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect();
            let ours: Vec<String> = r.mainline.moves.iter().map(|m| m.numeric.clone()).collect();
            if fen != want || ours.len() != iccf_ref.len() {
                bad += 1;
                if bad < 5 { println!("{path} game {}: fen {fen}\n   want {want}  plies {} vs {}", i + 1, ours.len(), iccf_ref.len()); }
            }
        }
        println!("{path}: {n} games ({} refs), {bad} mismatches", refs.len());
    }
}
