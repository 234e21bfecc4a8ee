"""Reading every card's name use from its rules text (issue 9): pure, no I/O, no Qt.

`NameContext.build(game, cards, token_names)` once per game, then
`read_name_use(card, context, is_funny=...)` per card gives a `NameUse`: the classification
(none, self, names), the scope (board, deck_building, joke, draft), the references read
(origin "derived" when a known pattern covers the sentence, else "suggested"), the spans of
name use that could not be encoded, and the reasons for references dropped by validation.
"""

from sandbox.cards.reading.context import NameContext
from sandbox.cards.reading.read_card import NameUse, read_name_use

__all__ = ["NameContext", "NameUse", "read_name_use"]
