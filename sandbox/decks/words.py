"""Deck and audit messages in the user's language: a problem as one line ("line 3: ..."),
and any other code of `sandbox.messages.decks` with its parameters."""

from __future__ import annotations

from collections.abc import Mapping

from sandbox.decks.lines import DeckProblem
from sandbox.messages.decks import CATALOG


class _Lenient(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def say(code: str, params: Mapping[str, object] | None = None, language: str = "en") -> str:
    templates = CATALOG.get(language, CATALOG["en"])
    template = templates.get(code) or CATALOG["en"].get(code, code)
    return template.format_map(_Lenient({k: str(v) for k, v in (params or {}).items()}))


def problem_line(found: DeckProblem, language: str = "en") -> str:
    """One line: where (the line number, when it has one), what, and the closest names."""
    text = say(found.code, dict(found.params), language)
    closest = found.param("closest")
    if found.code == "deck.unknown_card" and closest:
        text += "; " + say("deck.closest", {"closest": closest}, language)
    if found.line:
        return say("deck.line", {"line": found.line, "text": text}, language)
    return text
