"""Words for an action, for the undo history of actions that came from a scenario file.

Each action kind says its words once (`sandbox.model.action_words`: a message code and its
parameters, the templates in `sandbox.messages`); here the zone and effect kind parameters
become the window's own headings for them ("Graveyard", "Gains a name").
"""

from __future__ import annotations

from sandbox.messages import phrase
from sandbox.model import Action, Board, Reason, action_words
from sandbox.ui.kit.labels import effect_kind_label, zone_label

_SHOWN_AS = {"zone": zone_label, "effect_kind": effect_kind_label}


def action_text(action: Action, board: Board, language: str = "en") -> str:
    """A short description of `action` on `board` (the board before it), in `language`."""
    words = action_words(action, board)
    shown = tuple((key, _SHOWN_AS.get(key, str)(value)) for key, value in words.params)
    return phrase(Reason(words.code, shown), language)
