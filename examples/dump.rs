fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let parsed = iccf::syntax::parse(&text);
    let index = iccf::LineIndex::new(&text);
    for d in &parsed.diagnostics {
        let p = index.position(&text, d.span.offset);
        println!("{}:{} {} {:?} {} | {}", p.line, p.column, d.code, d.span.text(&text).unwrap_or("?"), d.message, d.help.clone().unwrap_or_default());
    }
    println!("{} games", parsed.transcript.games.len());
    print!("{}", iccf::syntax::print::print(&parsed.transcript));
}
