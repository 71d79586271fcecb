//! Promotion digits: the fifth digit of a numeric move names the piece a pawn becomes, 1 queen,
//! 2 rook, 3 bishop, 4 knight (ICCF guide to numeric notation). The one table of them.

use shakmaty::Role;

/// The piece a promotion digit names: 1 queen, 2 rook, 3 bishop, 4 knight.
pub(crate) fn role_of_digit(digit: u8) -> Option<Role> {
    match digit {
        1 => Some(Role::Queen),
        2 => Some(Role::Rook),
        3 => Some(Role::Bishop),
        4 => Some(Role::Knight),
        _ => None,
    }
}

/// The promotion digit of a piece (queen 1, rook 2, bishop 3, knight 4); `None` for a pawn or a
/// king, which no pawn becomes.
pub(crate) fn digit_of_role(role: Role) -> Option<u8> {
    match role {
        Role::Queen => Some(1),
        Role::Rook => Some(2),
        Role::Bishop => Some(3),
        Role::Knight => Some(4),
        Role::Pawn | Role::King => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::queen(1, Role::Queen)]
    #[case::rook(2, Role::Rook)]
    #[case::bishop(3, Role::Bishop)]
    #[case::knight(4, Role::Knight)]
    fn digits_and_pieces_both_ways(#[case] digit: u8, #[case] role: Role) {
        assert_eq!(role_of_digit(digit), Some(role));
        assert_eq!(digit_of_role(role), Some(digit));
    }

    #[rstest]
    #[case::zero(0)]
    #[case::five(5)]
    #[case::nine(9)]
    fn other_digits_are_no_piece(#[case] digit: u8) {
        assert_eq!(role_of_digit(digit), None);
    }

    #[rstest]
    #[case::pawn(Role::Pawn)]
    #[case::king(Role::King)]
    fn no_pawn_becomes_a_pawn_or_a_king(#[case] role: Role) {
        assert_eq!(digit_of_role(role), None);
    }
}
