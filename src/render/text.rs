//! One-line formats: `--format short` (for editors and grep) and `--format github` (GitHub
//! Actions workflow commands, shown as annotations on the file).

use super::{GameLabel, Source};
use crate::diagnostic::{Diagnostic, Severity};

/// One line of `--format short`: `file:line:col: severity[code]: message [game N]`, the line and
/// column (1-based, column in characters) of the first byte of the span. The message is kept on
/// one line (line breaks become spaces); `[game N]` is left out for a diagnostic of no game.
///
/// # Examples
///
/// ```
/// use iccf::render::{GameLabel, Source, short};
///
/// let text = "1. 5254 5755 2. 7163 28369 *";
/// let index = iccf::LineIndex::new(text);
/// let source = Source::new("a.iccf", text, &index);
/// let d = &iccf::syntax::parse(text).diagnostics[0];
/// assert_eq!(
///     short(&source, Some(&GameLabel::new(3)), d),
///     "a.iccf:1:26: error[S003]: promotion digit 9 is not a piece [game 3]\n"
/// );
/// ```
pub fn short(source: &Source, game: Option<&GameLabel>, diagnostic: &Diagnostic) -> String {
    let at = source.position(diagnostic.span.offset());
    let message = diagnostic.message.replace(['\r', '\n'], " ");
    let game = game.map_or(String::new(), |g| format!(" [game {}]", g.index));
    format!(
        "{}:{}:{}: {}[{}]: {message}{game}\n",
        source.name, at.line, at.column, diagnostic.severity, diagnostic.code,
    )
}

/// Escapes the message of a GitHub workflow command.
fn github_data(text: &str) -> String {
    text.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a property of a GitHub workflow command.
fn github_property(text: &str) -> String {
    github_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// One line of `--format github`: a workflow command that GitHub Actions shows as an annotation
/// on the file (`::error`, `::warning`, `::notice` for advice), from `line`:`col` to
/// `endLine`:`endColumn` (1-based; the end column is the one just after the span, as in SARIF,
/// so that an empty span has `endColumn` = `col`). The title is the code and the game; the help
/// is a second line of the message.
///
/// # Examples
///
/// ```
/// use iccf::render::{GameLabel, Source, github};
///
/// let text = "1. 5254 5755 2. 7163 28369 *";
/// let index = iccf::LineIndex::new(text);
/// let source = Source::new("a.iccf", text, &index);
/// let d = &iccf::syntax::parse(text).diagnostics[0];
/// assert!(github(&source, Some(&GameLabel::new(1)), d).starts_with(
///     "::error file=a.iccf,line=1,col=26,endLine=1,endColumn=27,title=S003 in game 1::promotion digit 9"
/// ));
/// ```
pub fn github(source: &Source, game: Option<&GameLabel>, diagnostic: &Diagnostic) -> String {
    let at = source.position(diagnostic.span.offset());
    let end = source.position(diagnostic.span.end());
    let command = match diagnostic.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "notice",
    };
    let mut message = format!("{} ({})", diagnostic.message, diagnostic.code.name());
    if let Some(help) = &diagnostic.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    let title = match game {
        Some(game) => format!("{} in {game}", diagnostic.code),
        None => diagnostic.code.to_string(),
    };
    format!(
        "::{command} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
        github_property(source.name),
        at.line,
        at.column,
        end.line,
        end.column,
        github_property(&title),
        github_data(&message)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::LineIndex;
    use crate::codes::Code;
    use crate::span::Span;
    use rstest::rstest;

    fn diagnostic(offset: usize, len: usize) -> Diagnostic {
        Diagnostic::new(Code::OpponentPiece, Span::new(offset, len), "a message")
            .with_help("a help")
    }

    #[rstest]
    #[case::one_line(
        "1. 5254 5755 *",
        3,
        4,
        Some(GameLabel::new(7)),
        "a.iccf:1:4: error[B002]: a message [game 7]\n"
    )]
    #[case::no_game("1. 5254 5755 *", 0, 2, None, "a.iccf:1:1: error[B002]: a message\n")]
    #[case::second_line_crlf(
        "[E \"x\"]\r\n\r\n1. 5254 *",
        14,
        4,
        Some(GameLabel::new(2)),
        "a.iccf:3:4: error[B002]: a message [game 2]\n"
    )]
    #[case::characters_not_bytes(
        "{½} 1. 5254 *",
        8,
        4,
        Some(GameLabel::new(1)),
        "a.iccf:1:8: error[B002]: a message [game 1]\n"
    )]
    fn short_lines(
        #[case] text: &str,
        #[case] offset: usize,
        #[case] len: usize,
        #[case] game: Option<GameLabel>,
        #[case] line: &str,
    ) {
        let index = LineIndex::new(text);
        let source = Source::new("a.iccf", text, &index);
        assert_eq!(
            short(&source, game.as_ref(), &diagnostic(offset, len)),
            line
        );
    }

    #[rstest]
    #[case::four_digits("1. 5254 5755 *", 3, 4, "line=1,col=4,endLine=1,endColumn=8")]
    #[case::empty_span("1. 5254 5755 *", 7, 0, "line=1,col=8,endLine=1,endColumn=8")]
    #[case::over_a_line_end("1. 5254\n5755 *", 3, 9, "line=1,col=4,endLine=2,endColumn=5")]
    #[case::multibyte("{½} 1. 5254 *", 0, 4, "line=1,col=1,endLine=1,endColumn=4")]
    fn github_gives_the_end_of_the_span(
        #[case] text: &str,
        #[case] offset: usize,
        #[case] len: usize,
        #[case] region: &str,
    ) {
        let index = LineIndex::new(text);
        let source = Source::new("dir/a,b.iccf", text, &index);
        let players = GameLabel {
            index: 4,
            white: Some("Smith, John"),
            black: None,
        };
        assert_eq!(
            github(&source, Some(&players), &diagnostic(offset, len)),
            format!(
                "::error file=dir/a%2Cb.iccf,{region},title=B002 in game 4 (Smith%2C John - ?)::a message (opponent-piece)%0Ahelp: a help\n"
            )
        );
    }
}
