//! Squares in ICCF numeric notation: two digits, the file then the rank, each 1-8 (a1 = `11`,
//! e2 = `52`, h8 = `88`; ICCF guide to numeric notation). The one place the board turns digits
//! into squares and squares into the words of its messages.

use std::fmt;

use shakmaty::{CastlingSide, File, Rank, Square};

/// The square of two numeric digits (file, rank), if both are 1-8.
pub fn square_of_digits(file: u8, rank: u8) -> Option<Square> {
    // Digit 0 wraps to 255: one test of both values (the replay turns every move's digits).
    let (file, rank) = (file.wrapping_sub(1), rank.wrapping_sub(1));
    ((file | rank) < 8)
        .then(|| Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank))))
}

/// The square of two numeric digits the plain reading accepted, both 1-8 (it tests them, see
/// `syntax::PlainMainLine::moves`): [`square_of_digits`] without its test, for the replay of
/// every move. A digit outside 1-8 is taken modulo 8 once 1 is taken off (a wrong square, but
/// no panic).
#[inline]
pub(crate) fn square_of_plain_digits(file: u8, rank: u8) -> Square {
    let (file, rank) = (file.wrapping_sub(1) & 7, rank.wrapping_sub(1) & 7);
    Square::from_coords(File::new(u32::from(file)), Rank::new(u32::from(rank)))
}

/// The two digits of a square, for messages and numeric moves: e2 -> `52`.
pub fn numeric_square(square: Square) -> NumericSquare {
    NumericSquare(square)
}

/// A square for a message: its digits and, for readers who think in algebraic notation, its
/// name: b6 -> `26 (b6)`.
pub fn square_in_words(square: Square) -> SquareInWords {
    SquareInWords(square)
}

/// The digits of a square (see [`numeric_square`]); written without allocating.
#[derive(Clone, Copy, Debug)]
pub struct NumericSquare(Square);

impl fmt::Display for NumericSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (file, rank) = (self.0.file().to_u32() + 1, self.0.rank().to_u32() + 1);
        write!(f, "{file}{rank}")
    }
}

/// The digits and the name of a square (see [`square_in_words`]).
#[derive(Clone, Copy, Debug)]
pub struct SquareInWords(Square);

impl fmt::Display for SquareInWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", NumericSquare(self.0), self.0)
    }
}

/// The square a castling king lands on: the g or c file of its back rank, whatever the files of
/// the king and rook (also in Chess960).
pub(crate) fn castling_king_destination(king: Square, rook: Square) -> Square {
    let side = CastlingSide::from_queen_side(rook < king);
    Square::from_coords(side.king_to_file(), king.rank())
}

/// The square a castling rook lands on: the f or d file of its back rank.
pub(crate) fn castling_rook_destination(king: Square, rook: Square) -> Square {
    let side = CastlingSide::from_queen_side(rook < king);
    Square::from_coords(side.rook_to_file(), king.rank())
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// Every pair of digits 1-8 gives the square the tested reading gives.
    #[test]
    fn plain_digits_are_the_tested_digits() {
        for file in 1..=8 {
            for rank in 1..=8 {
                assert_eq!(
                    Some(square_of_plain_digits(file, rank)),
                    square_of_digits(file, rank),
                    "{file}{rank}"
                );
            }
        }
    }

    #[rstest]
    #[case::a1(1, 1, Some(Square::A1), "11", "11 (a1)")]
    #[case::e2(5, 2, Some(Square::E2), "52", "52 (e2)")]
    #[case::h8(8, 8, Some(Square::H8), "88", "88 (h8)")]
    fn square_digits_and_words(
        #[case] file: u8,
        #[case] rank: u8,
        #[case] square: Option<Square>,
        #[case] digits: &str,
        #[case] words: &str,
    ) {
        assert_eq!(square_of_digits(file, rank), square);
        let square = square.expect("a square");
        assert_eq!(numeric_square(square).to_string(), digits);
        assert_eq!(square_in_words(square).to_string(), words);
    }

    #[rstest]
    #[case::file_zero(0, 1)]
    #[case::file_nine(9, 1)]
    #[case::rank_zero(1, 0)]
    #[case::rank_nine(1, 9)]
    fn digits_outside_1_to_8_are_no_square(#[case] file: u8, #[case] rank: u8) {
        assert_eq!(square_of_digits(file, rank), None);
    }

    /// Every pair of byte values: a square exactly when both are 1-8, file then rank.
    #[test]
    fn every_pair_of_values_is_a_square_only_within_1_to_8() {
        for file in 0..=u8::MAX {
            for rank in 0..=u8::MAX {
                let expected = ((1..=8).contains(&file) && (1..=8).contains(&rank))
                    .then(|| Square::ALL[usize::from(rank - 1) * 8 + usize::from(file - 1)]);
                assert_eq!(square_of_digits(file, rank), expected, "{file} {rank}");
            }
        }
    }

    #[rstest]
    #[case::white_king_side(Square::E1, Square::H1, Square::G1, Square::F1)]
    #[case::black_queen_side(Square::E8, Square::A8, Square::C8, Square::D8)]
    #[case::chess960_king_b1_rook_a1(Square::B1, Square::A1, Square::C1, Square::D1)]
    fn castling_destinations(
        #[case] king: Square,
        #[case] rook: Square,
        #[case] king_to: Square,
        #[case] rook_to: Square,
    ) {
        assert_eq!(castling_king_destination(king, rook), king_to);
        assert_eq!(castling_rook_destination(king, rook), rook_to);
    }
}
