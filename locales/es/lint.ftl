# The diagnostics of the lint rules and the reflection-time rules (codes L… and T…), in Spanish; translated from locales/en/lint.ftl.
# Terms: locales/GLOSSARY.md.
