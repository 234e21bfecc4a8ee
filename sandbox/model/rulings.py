"""The ruling ids (../shared/RULES.md) the model may cite, and which rulings and game rules back
each kind of finding, per game.

`RulingId` is every ruling of RULES.md: a reason the model gives (`reasons.reason`) cites only
these, so mypy refuses a misspelt or made-up id; a test keeps the list in step with RULES.md.
(Rulings a judge writes on an ability or a scenario are text the model carries as written.)
"""

from __future__ import annotations

from typing import Literal, get_args

from sandbox.model.vocabulary import Game

RulingId = Literal[
    "F1",
    "F2",
    "F3",
    "F3a",
    "F3b",
    "F3c",
    "F4",
    "F5",
    "F6",
    "F7",
    "F8",
    "F9",
    "F10",
    "F10a",
    "F11",
    "F12",
    "F13",
    "F14",
    "F15",
    "F16",
    "F17",
    "F18",
    "F19",
    "F20",
    "F21",
    "M0a",
    "M0b",
    "M0c",
    "M1",
    "M2",
    "M3",
    "M4",
    "M5",
    "M6",
    "M7",
    "M8",
    "M9",
    "M10",
    "M11",
    "M12",
    "M13",
    "M14",
    "M15",
    "M16",
    "M17",
    "M18",
]
RULING_IDS: tuple[RulingId, ...] = get_args(RulingId)

_RULINGS: dict[str, dict[str, tuple[RulingId, ...]]] = {
    "fab": {
        "self": ("F4",),
        "definition": ("F5",),
        "identification": ("F6",),
        "nameless": ("F6",),
        "exact": ("F3b",),
        "moniker": ("F3a",),
        "moniker_match": ("F3",),
        "same_name": ("F17",),
        "shared_name": ("F19",),
        "all_names": ("F16",),
        "own_name": ("F7",),
        "chosen": ("F18",),
        "not_named": ("F6",),
        "gained": ("F8",),
        "face_down": ("F10a",),
        "name_face_down": ("F10a",),
        "ended_lose_names": ("F11",),  # Amnesia's "until end of turn" ends
    },
    "mtg": {
        "self": ("M0b",),
        "definition": (),
        "identification": ("M0a",),
        "nameless": ("M0a",),
        "exact": ("M0a",),
        "moniker": (),
        "moniker_match": (),
        "same_name": ("M0a",),
        "shared_name": ("M0a",),
        "all_names": ("M0a",),
        "own_name": ("M0b",),
        "chosen": ("M11",),
        "not_named": ("M0a",),
        "gained": ("M9",),
        "face_down": ("M17",),
        "name_face_down": ("M9",),
    },
}

_RULES: dict[str, dict[str, tuple[str, ...]]] = {
    "fab": {
        "exact": ("2.7.5",),
        "moniker": ("2.7.3c",),
        "moniker_match": ("2.7.3b",),
        "not_named": ("2.7.5",),
        "created_for": ("8.5.2c", "1.3.1a"),
        "last_known": ("1.2.3a",),
    },
    "mtg": {
        "nameless": ("201.2a",),
        "same_name": ("201.2a",),
        "shared_name": ("201.2a",),
        "not_named": ("201.2",),
        "self": ("201.5",),
        "choice_undefined": ("607.2d",),
        "no_anchor_target": ("115.1",),
        "no_anchor_linked": ("607.2a", "406.6"),
        "created_for": ("111.2",),
        "ended_this_turn": ("514.2",),
        "last_known": ("608.2h",),
        "last_known_face_down": ("608.2h", "708.2a"),
    },
}


def ruling(game: Game, topic: str) -> tuple[RulingId, ...]:
    """The ruling ids for `topic` in `game`."""
    return _RULINGS.get(game, {}).get(topic, ())


def rules(game: Game, topic: str) -> tuple[str, ...]:
    """The game's own rule numbers for `topic`."""
    return _RULES.get(game, {}).get(topic, ())
