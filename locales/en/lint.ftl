# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in English; the source of every translation.
# Terms: locales/GLOSSARY.md.
