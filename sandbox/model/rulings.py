"""Which ruling ids (../shared/RULES.md) and game rules back each kind of finding, per game."""

from __future__ import annotations

_RULINGS: dict[str, dict[str, tuple[str, ...]]] = {
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
    },
}

_RULES: dict[str, dict[str, tuple[str, ...]]] = {
    "fab": {
        "exact": ("2.7.5",),
        "moniker": ("2.7.3c",),
        "moniker_match": ("2.7.3b",),
        "not_named": ("2.7.5",),
    },
    "mtg": {
        "nameless": ("201.2a",),
        "same_name": ("201.2a",),
        "shared_name": ("201.2a",),
        "not_named": ("201.2",),
    },
}


def ruling(game: str, topic: str) -> tuple[str, ...]:
    """The ruling ids for `topic` in `game`."""
    return _RULINGS.get(game, {}).get(topic, ())


def rules(game: str, topic: str) -> tuple[str, ...]:
    """The game's own rule numbers for `topic`."""
    return _RULES.get(game, {}).get(topic, ())
