# The diagnostics of the board: moves that cannot be played, castling, promotion, the starting position, the end of the game (codes B…), in English; the source of every translation.
# Terms: locales/GLOSSARY.md.
