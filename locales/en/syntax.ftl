# The diagnostics of the syntax layer: digits, punctuation, tag pairs, comments, the pasted text around a record (codes S…), in English; the source of every translation.
# Terms: locales/GLOSSARY.md.
