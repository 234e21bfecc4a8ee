"""Translated labels for the model's vocabulary: zones, uses, statuses, effects, durations.

The model speaks in codes ("graveyard", "identification", "this_turn"); widgets show these
labels. Every string goes through Qt's translate() with a context and a disambiguation
comment, so Qt Linguist can give a zone name its own grammar in Spanish.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from sandbox.model import (
    Board,
    Duration,
    DurationKind,
    EffectKind,
    FindingStatus,
    Game,
    Origin,
    Use,
    Zone,
)

Word = TypeVar("Word", bound=str)


def _label(labels: Mapping[Word, str], code: str, fallback: str) -> str:
    """The label of `code` (a word of the model's vocabulary, typed where `labels` is written;
    codes come from files and the model as plain strings), else `fallback`."""
    return next((text for word, text in labels.items() if word == code), fallback)


def zone_label(kind: str) -> str:
    """The zone's name as a heading on the table."""
    labels: dict[Zone, str] = {
        "hero": QCoreApplication.translate("Zone", "Hero", "zone name (FaB)"),
        "weapon": QCoreApplication.translate("Zone", "Weapons", "zone name (FaB), plural heading"),
        "head": QCoreApplication.translate("Zone", "Head", "equipment zone name (FaB)"),
        "chest": QCoreApplication.translate("Zone", "Chest", "equipment zone name (FaB)"),
        "arms": QCoreApplication.translate("Zone", "Arms", "equipment zone name (FaB)"),
        "legs": QCoreApplication.translate("Zone", "Legs", "equipment zone name (FaB)"),
        "permanent": QCoreApplication.translate(
            "Zone", "Permanents", "zone name (FaB), plural heading"
        ),
        "combat_chain": QCoreApplication.translate("Zone", "Combat chain", "zone name (FaB)"),
        "stack": QCoreApplication.translate(
            "Zone", "Stack", "zone name: where spells wait to resolve"
        ),
        "arsenal": QCoreApplication.translate("Zone", "Arsenal", "zone name (FaB)"),
        "hand": QCoreApplication.translate("Zone", "Hand", "zone name"),
        "deck": QCoreApplication.translate("Zone", "Deck", "zone name (FaB): the draw pile"),
        "graveyard": QCoreApplication.translate("Zone", "Graveyard", "zone name"),
        "banished": QCoreApplication.translate("Zone", "Banished", "zone name (FaB)"),
        "pitch": QCoreApplication.translate(
            "Zone", "Pitch", "zone name (FaB): cards pitched for resources"
        ),
        "battlefield": QCoreApplication.translate("Zone", "Battlefield", "zone name (MTG)"),
        "library": QCoreApplication.translate("Zone", "Library", "zone name (MTG): the draw pile"),
        "exile": QCoreApplication.translate("Zone", "Exile", "zone name (MTG)"),
        "command": QCoreApplication.translate(
            "Zone", "Command", "zone name (MTG): the command zone"
        ),
    }
    return _label(labels, kind, kind)


def game_label(game: str) -> str:
    """A game's name, for any word a file gives (an unknown one shows as written)."""
    labels: dict[Game, str] = {
        "fab": QCoreApplication.translate("Game", "Flesh and Blood", "game name"),
        "mtg": QCoreApplication.translate("Game", "Magic: The Gathering", "game name"),
    }
    return _label(labels, game, game)


def use_label(use: str) -> str:
    """How an ability uses a name (RULES.md F4–F7)."""
    labels: dict[Use, str] = {
        "self": QCoreApplication.translate("Use", "self-reference", "how an ability uses a name"),
        "definition": QCoreApplication.translate(
            "Use", "definition", "how an ability uses a name: defines an object"
        ),
        "identification": QCoreApplication.translate(
            "Use", "identification", "how an ability uses a name: looks for objects"
        ),
    }
    return _label(labels, use, use)


def ability_origin_label(origin: str) -> str:
    """Who encoded an ability (DESIGN.md "Cards come in layers"); "" when nobody said."""
    labels: dict[Origin, str] = {
        "curated": QCoreApplication.translate(
            "Origin", "curated", "an ability hand-encoded and tested in the bundled library"
        ),
        "derived": QCoreApplication.translate(
            "Origin", "derived", "an ability translated from the card's text with confidence"
        ),
        "suggested": QCoreApplication.translate(
            "Origin", "⚠ check this", "an ability approximately translated: a judge should check"
        ),
        "written": QCoreApplication.translate("Origin", "written", "an ability a judge wrote"),
    }
    return _label(labels, origin, "")


def scope_label(scope: str) -> str:
    """Why a card's name use is outside what a table shows ("" for board text)."""
    labels = {
        "deck_building": QCoreApplication.translate(
            "Scope", "deck building", "name use that only matters when building a deck"
        ),
        "joke": QCoreApplication.translate("Scope", "joke set", "an Un-set (silver-border) card"),
        "draft": QCoreApplication.translate("Scope", "draft", "name use that matters in a draft"),
    }
    return labels.get(scope, "")


def status_label(status: str) -> str:
    """A finding's status."""
    labels: dict[FindingStatus, str] = {
        "finds": QCoreApplication.translate("Status", "finds", "a name reference finds objects"),
        "fails": QCoreApplication.translate(
            "Status", "fails", "a name reference finds nothing it needs"
        ),
        "n/a": QCoreApplication.translate(
            "Status", "not working", "a name reference whose ability does not work now"
        ),
    }
    return _label(labels, status, status)


def origin_label(origin: str) -> str:
    """Where a name came from."""
    labels = {
        "printed": QCoreApplication.translate(
            "Name", "printed", "origin of a name: printed on the card"
        ),
        "copied": QCoreApplication.translate(
            "Name", "copied", "origin of a name: from a copy effect"
        ),
        "sticker": QCoreApplication.translate(
            "Name", "sticker", "origin of a name: a name sticker"
        ),
        "gained": QCoreApplication.translate(
            "Name", "gained", "origin of a name: given by an effect"
        ),
    }
    return labels.get(origin, origin)


def entry_status_label(status: str) -> str:
    """What became of a name."""
    labels = {
        "current": QCoreApplication.translate(
            "Name", "current", "status of a name: the object has it now"
        ),
        "lost": QCoreApplication.translate(
            "Name", "lost", "status of a name: taken away by an effect"
        ),
        "blocked": QCoreApplication.translate(
            "Name", "blocked", "status of a name: could not be gained"
        ),
        "replaced": QCoreApplication.translate(
            "Name", "replaced", "status of a name: changed by a sticker"
        ),
    }
    return labels.get(status, status)


def effect_kind_label(kind: str) -> str:
    labels: dict[EffectKind, str] = {
        "lose_names": QCoreApplication.translate("Effect", "Loses all names", "kind of effect"),
        "gain_name": QCoreApplication.translate("Effect", "Gains a name", "kind of effect"),
        "name_sticker": QCoreApplication.translate(
            "Effect", "Name sticker", "kind of effect (MTG)"
        ),
        "copy": QCoreApplication.translate("Effect", "Copy", "kind of effect (MTG)"),
        "set_name": QCoreApplication.translate("Effect", "Name becomes", "kind of effect"),
        "gain_ability": QCoreApplication.translate("Effect", "Gains an ability", "kind of effect"),
    }
    return _label(labels, kind, kind)


def duration_label(duration: Duration, board: Board, source: str = "") -> str:
    """Until when an effect lasts, in words."""
    if duration.kind == "this_turn":
        return QCoreApplication.translate("Duration", "until end of turn")
    if duration.kind == "until_next_turn_of":
        player = board.player(duration.player or "")
        name = player.name if player else (duration.player or "?")
        return QCoreApplication.translate("Duration", "until the start of %1's next turn").replace(
            "%1", name
        )
    if duration.kind == "while_source_in_play":
        return QCoreApplication.translate("Duration", "while %1 is in play").replace(
            "%1", source or "?"
        )
    return QCoreApplication.translate("Duration", "no end")


def duration_kind_label(kind: str) -> str:
    """A duration kind in a picker (before the player is known)."""
    labels: dict[DurationKind, str] = {
        "indefinite": QCoreApplication.translate("Duration", "No end"),
        "this_turn": QCoreApplication.translate("Duration", "Until end of turn"),
        "until_next_turn_of": QCoreApplication.translate("Duration", "Until a player's next turn"),
        "while_source_in_play": QCoreApplication.translate(
            "Duration", "While its source is in play"
        ),
    }
    return _label(labels, kind, kind)


def player_name(board: Board, player_id: str | None) -> str:
    if player_id is None:
        return "—"
    player = board.player(player_id)
    return player.name if player else player_id
