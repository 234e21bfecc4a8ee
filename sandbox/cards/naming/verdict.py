"""Verdicts of the naming validators, as data: allowed or refused, the ruling id, a message
code with parameters, the names chosen, the candidates, and notes.

The English text is made in ``sandbox.cards.message_text`` from the codes; the GUI renders the same
codes in the user's language.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from sandbox.model import Game


@dataclass(frozen=True)
class Note:
    """Something worth knowing about a verdict (a moniker that is not a name, a cycle...)."""

    code: str
    ruling: str
    params: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Candidate:
    """A card (or face) the query may mean, with what the player would declare."""

    name: str
    card: str
    pitch: str = ""
    role: str = ""
    type_line: str = ""
    status: str = ""  # the card's status in the format asked about, if any
    is_token: bool = False


@dataclass(frozen=True)
class Verdict:
    """The answer to "may this name be chosen?"."""

    game: Game
    query: str
    allowed: bool
    ruling: str
    code: str
    params: dict[str, str] = field(default_factory=dict)
    chosen: tuple[str, ...] = ()
    candidates: tuple[Candidate, ...] = ()
    notes: tuple[Note, ...] = ()

    def to_dict(self) -> dict[str, object]:
        """A JSON-ready form (message text is added by the caller that renders it)."""
        return asdict(self)
