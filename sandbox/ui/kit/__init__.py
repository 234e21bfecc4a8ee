"""The window's toolkit: what every part of it uses and that knows no document or board.

Translated labels of the model's words, untrusted text shown as plain text, the theme, drag
payloads, the table-model plumbing, settings, the interface language, menu mnemonics, the small
dialogs' shape, column fitting and where the app keeps its files.
"""
