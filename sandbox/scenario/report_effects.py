"""The check report's effects: every effect on the board and its state, with why.

JSON key `effects`: a list of {id, kind, timestamp, source, state, describes, reasons}, where
`state` is "applies", "ended" (it stays listed, with the rule that ended it), "blocked" (every
result blocked by a restriction, F10), "off" (switched off) or "inactive" (its source is not
in play), and `reasons` says why it does not apply.
"""

from __future__ import annotations

from typing import Any

from sandbox.messages import render
from sandbox.messages.frame import frame, word
from sandbox.model import Board, Derived, state_of
from sandbox.scenario.schema import ExpectModel


def effects(board: Board, derived: Derived, language: str) -> list[dict[str, Any]]:
    rows = []
    for effect in board.effects:
        why_not = derived.inactive_effects.get(effect.id)
        rows.append(
            {
                "id": effect.id,
                "kind": effect.kind,
                "timestamp": effect.timestamp,
                "source": effect.source_name or effect.source_id or "",
                "state": state_of(why_not),
                "describes": render(derived.effects[effect.id], language),
                "reasons": [render(why_not, language)] if why_not is not None else [],
            }
        )
    return rows


def check(expect: ExpectModel, derived: Derived) -> tuple[str, list[str]] | None:
    """The label and problems of an effect expectation; None for other expectations."""
    if expect.effect is None:
        return None
    what = f"effect {expect.effect}"
    if expect.effect not in derived.effects:
        return what, ["no such effect"]
    state = state_of(derived.inactive_effects.get(expect.effect))
    if expect.state is not None and state != expect.state:
        return what, [f"state {state} != expected {expect.state}"]
    return what, []


def text_lines(data: dict[str, Any], language: str = "en") -> list[str]:
    """The effects section of the plain-text report, its frame words in `language`."""
    if not data.get("effects"):
        return []
    lines = ["", frame("effects", language)]
    for item in data["effects"]:
        state = word(item["state"], language)
        lines.append(f"  {item['id']} ({state}): {item['describes']}")
        lines += [f"    {frame('because', language)} {why}" for why in item["reasons"]]
    return lines
