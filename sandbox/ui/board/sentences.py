"""What a screen reader says for the table: a sentence for each object on it, and how the table
is used from the keyboard.

Cards on the table are QGraphicsItems, which Qt does not expose to assistive technology, so
the table view speaks for them: its accessible name and description follow the card the
keyboard is on (see cursor.py), e.g. "Head Jab, combat chain, also named Surging Strike,
found by Whelming Gustwave". The sentence is built from the model (names, zone word,
findings) and only says what the viewer may see.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from sandbox.model import Board, Derived, GameObject, Viewer, may_see_object
from sandbox.ui.board.layout import display_key
from sandbox.ui.kit.labels import player_name, zone_label


def zone_words(board: Board, kind: str, player: str | None) -> str:
    """A drawn zone inside a sentence: "combat chain", "Tyler's graveyard"."""
    label = zone_label(kind)
    word = label[:1].lower() + label[1:]
    if player is None:
        return word
    text = QCoreApplication.translate(
        "Accessible", "%1's %2", "a player's zone in a sentence: %1 the player, %2 the zone"
    )
    return text.replace("%1", player_name(board, player)).replace("%2", word)


def card_name(board: Board, obj: GameObject, viewer: Viewer) -> str:
    """The object's card name, or what stands for it when the viewer may not see it."""
    if not may_see_object(board, obj, viewer):
        return QCoreApplication.translate(
            "Accessible", "hidden card", "a card the viewer may not see"
        )
    return obj.card.name


def card_sentence(board: Board, derived: Derived, object_id: str, viewer: Viewer) -> str:
    """What a screen reader says for the object: its name, where it is, its names now, and
    which name-using abilities find or miss it ("" for an object not on the board)."""
    obj = board.object(object_id)
    if obj is None:
        return ""
    parts = [card_name(board, obj, viewer), zone_words(board, *display_key(board, obj))]
    if may_see_object(board, obj, viewer):
        parts += _state_words(board, derived, obj)
        parts += _finding_words(board, derived, obj, viewer)
    return ", ".join(p for p in parts if p)


def _join(names: list[str]) -> str:
    if len(names) < 2:
        return "".join(names)
    return (
        QCoreApplication.translate("Accessible", "%1 and %2", "the last two of a list")
        .replace("%1", ", ".join(names[:-1]))
        .replace("%2", names[-1])
    )


def _state_words(board: Board, derived: Derived, obj: GameObject) -> list[str]:
    words = []
    if obj.face_down:
        words.append(QCoreApplication.translate("Accessible", "face down"))
    if obj.is_token:
        words.append(QCoreApplication.translate("Accessible", "token"))
    state = derived.names.get(obj.id)
    if state is None or obj.face_down:
        return words
    others = [n for n in dict.fromkeys(state.names) if n != obj.card.name]
    if not state.names:
        words.append(
            QCoreApplication.translate("Accessible", "no name now", "the object has no name")
        )
    elif others and obj.card.name in state.names:
        words.append(
            QCoreApplication.translate("Accessible", "also named %1").replace("%1", _join(others))
        )
    elif others:
        words.append(
            QCoreApplication.translate("Accessible", "named %1", "the object's names now").replace(
                "%1", _join(others)
            )
        )
    return words


def _finding_words(board: Board, derived: Derived, obj: GameObject, viewer: Viewer) -> list[str]:
    found_by: list[str] = []
    missed_by: list[str] = []
    for finding in derived.findings:
        source = board.object(finding.source_id)
        if source is None or source.id == obj.id:
            continue
        name = card_name(board, source, viewer)
        if obj.id in finding.found:
            found_by.append(name)
        elif any(miss.object_id == obj.id for miss in finding.missed):
            missed_by.append(name)
    words = []
    if found_by:
        words.append(
            QCoreApplication.translate("Accessible", "found by %1").replace(
                "%1", _join(list(dict.fromkeys(found_by)))
            )
        )
    if missed_by:
        words.append(
            QCoreApplication.translate("Accessible", "missed by %1").replace(
                "%1", _join(list(dict.fromkeys(missed_by)))
            )
        )
    return words


def table_help() -> str:
    """How the table is used from the keyboard (its description while no card is focused)."""
    return QCoreApplication.translate(
        "Accessible",
        "Arrow keys move between cards and zones, Home and End to the first and last card"
        " of a zone; Enter opens the card's menu, M moves the selected cards.",
    )
