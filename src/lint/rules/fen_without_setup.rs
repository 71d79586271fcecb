//! `fen-without-setup` (L012): a FEN tag without `[SetUp "1"]` (PGN standard, section 9.7.1).

use super::{Context, FEN_TAG, SET_UP_TAG};
use crate::codes::Code;
use crate::diagnostic::Diagnostic;
use crate::i18n::{Args, Message};

pub(crate) fn check(context: &Context, out: &mut Vec<Diagnostic>) {
    let Some(fen) = context.known_tag(FEN_TAG) else {
        return;
    };
    let setup = context.known_tag(SET_UP_TAG).map(|t| t.value.trim());
    if setup == Some("1") {
        return;
    }
    let (id, args) = match setup {
        None => ("lint-fen-without-setup", Args::new()),
        Some(value) => ("lint-fen-setup-not-1", Args::new().text("value", value)),
    };
    out.push(
        Diagnostic::from_catalogue(Code::FenWithoutSetup, fen.name_span, id, args)
            .with_catalogue_label("lint-fen-without-setup.label")
            .with_catalogue_help(vec![Message::new(
                "lint-fen-without-setup.help",
                Args::new(),
            )]),
    );
}

#[cfg(test)]
mod tests {
    use super::super::test_support::found;
    use crate::codes::Code;

    const FEN: &str = "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]";

    #[test]
    fn fen_with_setup() {
        assert_eq!(
            found(
                &format!("[SetUp \"1\"]\n{FEN}\n\n*\n"),
                Code::FenWithoutSetup
            ),
            []
        );
        assert_eq!(found("[Event \"E\"]\n\n*\n", Code::FenWithoutSetup), []);
    }

    #[test]
    fn fen_without_setup() {
        assert_eq!(
            found(&format!("{FEN}\n\n*\n"), Code::FenWithoutSetup),
            [(1, 2, "the game has a FEN tag but no SetUp tag".to_string())]
        );
        assert_eq!(
            found(
                &format!("[SetUp \"0\"]\n{FEN}\n\n*\n"),
                Code::FenWithoutSetup
            ),
            [(
                2,
                2,
                "the game has a FEN tag but SetUp is `0`, not `1`".to_string()
            )]
        );
    }
}
