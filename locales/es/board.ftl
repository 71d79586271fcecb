# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in Spanish; translated from locales/en/board.ftl.
# Terms: locales/GLOSSARY.md.
