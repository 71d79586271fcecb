# The diagnostics of the syntax layer: digits, punctuation, tag pairs, comments, the pasted text around a record (codes S…), in Russian; translated from locales/en/syntax.ftl.
# Terms: locales/GLOSSARY.md.
