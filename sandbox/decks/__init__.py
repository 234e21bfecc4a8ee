"""Deck lists: reading the formats players export, resolving them to cards, putting a deck on
the table, and auditing what a name effect does to a deck.

One module per deck format (`mtg_text`, `mtgo_dek`, `cockatrice`, `fab_text`), reading bounded
text or XML into `DeckLine`s (`lines`); `formats` tells the formats apart and reads a file;
`resolve` turns lines into cards (one error line per name that does not resolve, with the
closest names); `table` turns a resolved deck into the model's actions (one undo step);
`probe` builds the board an audit derives and `audit` reports what an effect changes there.
Pure Python, no Qt.
"""
