"""Translated labels for the model's vocabulary: zones, uses, statuses, effects, durations.

The model speaks in codes ("graveyard", "identification", "this_turn"); widgets show these
labels. Every string goes through Qt's translate() with a context and a disambiguation
comment, so Qt Linguist can give a zone name its own grammar in Spanish.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sandbox.model.board import Board
from sandbox.model.effects import Duration

_t = QCoreApplication.translate


def zone_label(kind: str) -> str:
    """The zone's name as a heading on the table."""
    labels = {
        "hero": _t("Zone", "Hero", "zone name (FaB)"),
        "weapon": _t("Zone", "Weapons", "zone name (FaB), plural heading"),
        "head": _t("Zone", "Head", "equipment zone name (FaB)"),
        "chest": _t("Zone", "Chest", "equipment zone name (FaB)"),
        "arms": _t("Zone", "Arms", "equipment zone name (FaB)"),
        "legs": _t("Zone", "Legs", "equipment zone name (FaB)"),
        "permanent": _t("Zone", "Permanents", "zone name (FaB), plural heading"),
        "combat_chain": _t("Zone", "Combat chain", "zone name (FaB)"),
        "stack": _t("Zone", "Stack", "zone name: where spells wait to resolve"),
        "arsenal": _t("Zone", "Arsenal", "zone name (FaB)"),
        "hand": _t("Zone", "Hand", "zone name"),
        "deck": _t("Zone", "Deck", "zone name (FaB): the draw pile"),
        "graveyard": _t("Zone", "Graveyard", "zone name"),
        "banished": _t("Zone", "Banished", "zone name (FaB)"),
        "pitch": _t("Zone", "Pitch", "zone name (FaB): cards pitched for resources"),
        "battlefield": _t("Zone", "Battlefield", "zone name (MTG)"),
        "library": _t("Zone", "Library", "zone name (MTG): the draw pile"),
        "exile": _t("Zone", "Exile", "zone name (MTG)"),
        "command": _t("Zone", "Command", "zone name (MTG): the command zone"),
    }
    return labels.get(kind, kind)


def game_label(game: str) -> str:
    labels = {
        "fab": _t("Game", "Flesh and Blood", "game name"),
        "mtg": _t("Game", "Magic: The Gathering", "game name"),
    }
    return labels.get(game, game)


def use_label(use: str) -> str:
    """How an ability uses a name (RULES.md F4–F7)."""
    labels = {
        "self": _t("Use", "self-reference", "how an ability uses a name"),
        "definition": _t("Use", "definition", "how an ability uses a name: defines an object"),
        "identification": _t(
            "Use", "identification", "how an ability uses a name: looks for objects"
        ),
    }
    return labels.get(use, use)


def status_label(status: str) -> str:
    """A finding's status."""
    labels = {
        "finds": _t("Status", "finds", "a name reference finds objects"),
        "fails": _t("Status", "fails", "a name reference finds nothing it needs"),
        "n/a": _t("Status", "not working", "a name reference whose ability does not work now"),
    }
    return labels.get(status, status)


def origin_label(origin: str) -> str:
    """Where a name came from."""
    labels = {
        "printed": _t("Name", "printed", "origin of a name: printed on the card"),
        "copied": _t("Name", "copied", "origin of a name: from a copy effect"),
        "sticker": _t("Name", "sticker", "origin of a name: a name sticker"),
        "gained": _t("Name", "gained", "origin of a name: given by an effect"),
    }
    return labels.get(origin, origin)


def entry_status_label(status: str) -> str:
    """What became of a name."""
    labels = {
        "current": _t("Name", "current", "status of a name: the object has it now"),
        "lost": _t("Name", "lost", "status of a name: taken away by an effect"),
        "blocked": _t("Name", "blocked", "status of a name: could not be gained"),
        "replaced": _t("Name", "replaced", "status of a name: changed by a sticker"),
    }
    return labels.get(status, status)


def effect_kind_label(kind: str) -> str:
    labels = {
        "lose_names": _t("Effect", "Loses all names", "kind of effect"),
        "gain_name": _t("Effect", "Gains a name", "kind of effect"),
        "name_sticker": _t("Effect", "Name sticker", "kind of effect (MTG)"),
        "copy": _t("Effect", "Copy", "kind of effect (MTG)"),
    }
    return labels.get(kind, kind)


def duration_label(duration: Duration, board: Board, source: str = "") -> str:
    """Until when an effect lasts, in words."""
    if duration.kind == "this_turn":
        return _t("Duration", "until end of turn")
    if duration.kind == "until_next_turn_of":
        player = board.player(duration.player or "")
        name = player.name if player else (duration.player or "?")
        return _t("Duration", "until the start of %1's next turn").replace("%1", name)
    if duration.kind == "while_source_in_play":
        return _t("Duration", "while %1 is in play").replace("%1", source or "?")
    return _t("Duration", "no end")


def duration_kind_label(kind: str) -> str:
    """A duration kind in a picker (before the player is known)."""
    labels = {
        "indefinite": _t("Duration", "No end"),
        "this_turn": _t("Duration", "Until end of turn"),
        "until_next_turn_of": _t("Duration", "Until a player's next turn"),
        "while_source_in_play": _t("Duration", "While its source is in play"),
    }
    return labels.get(kind, kind)


def player_name(board: Board, player_id: str | None) -> str:
    if player_id is None:
        return "—"
    player = board.player(player_id)
    return player.name if player else player_id
