"""What a screen reader says for the table: the words for each card and zone on it, and how the
table is used from the keyboard.

A card has a name (what it is called now: "Head Jab, also named Surging Strike", or "hidden
card") and details in speaking order: its zone, "card 1 of 2", face down, token, owner and
controller when they differ, pitch, the face that is up, which abilities find or miss it, and,
for a source, what each of its abilities finds and misses ("finds 1", "fails, misses 1").
The keyboard's cursor speaks the whole sentence (name and details, see cursor.py); the table's
accessible objects give the name and the details apart (access_tree.py). Everything comes
from the model (names, zone words, findings) and only says what the viewer may see.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sandbox.model import Board, Derived, Finding, GameObject, Viewer, may_see_object
from sandbox.ui.board.layout import ZoneArea, display_key
from sandbox.ui.board.look import card_look
from sandbox.ui.kit.labels import player_name, status_label, zone_label

Place = tuple[int, int]  # (position from 1, count) of a card among its zone's cards


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


def zone_title(board: Board, zone: ZoneArea) -> str:
    """A zone's accessible name, as its heading reads: "Graveyard, Tyler", "Combat chain"."""
    label = zone_label(zone.kind)
    return label if zone.player is None else f"{label}, {player_name(board, zone.player)}"


def count_words(count: int) -> str:
    """How many cards a zone holds: "no cards", "1 card", "3 cards"."""
    if count == 0:
        return QCoreApplication.translate("Accessible", "no cards", "an empty zone")
    if count == 1:
        return QCoreApplication.translate("Accessible", "1 card")
    return QCoreApplication.translate("Accessible", "%1 cards").replace("%1", str(count))


def card_name(board: Board, obj: GameObject, viewer: Viewer) -> str:
    """The object's card name, or what stands for it when the viewer may not see it."""
    if not may_see_object(board, obj, viewer):
        return QCoreApplication.translate(
            "Accessible", "hidden card", "a card the viewer may not see"
        )
    return obj.card.name


@dataclass(frozen=True)
class CardWords:
    """A card's accessible name and the details that follow it."""

    name: str
    details: tuple[str, ...]

    @property
    def description(self) -> str:
        return ", ".join(self.details)

    @property
    def sentence(self) -> str:
        return ", ".join((self.name, *self.details))


def card_words(
    board: Board, derived: Derived, obj: GameObject, viewer: Viewer, place: Place | None = None
) -> CardWords:
    """The name and details of `obj` for `viewer`; `place`: where it is among its zone's
    cards (said when it has company)."""
    name = [card_name(board, obj, viewer)]
    details = [zone_words(board, *display_key(board, obj))]
    if place is not None and place[1] > 1:
        details.append(
            QCoreApplication.translate("Accessible", "card %1 of %2")
            .replace("%1", str(place[0]))
            .replace("%2", str(place[1]))
        )
    if may_see_object(board, obj, viewer):
        name += _name_words(derived, obj)
        details += _look_words(board, derived, obj, viewer)
        details += _finding_words(board, derived, obj, viewer)
        details += verdict_words(derived, obj.id)
    return CardWords(", ".join(name), tuple(d for d in details if d))


def card_sentence(
    board: Board, derived: Derived, object_id: str, viewer: Viewer, place: Place | None = None
) -> str:
    """What a screen reader says for the object: its name, where it is, its names now, and
    which name-using abilities find or miss it ("" for an object not on the board)."""
    obj = board.object(object_id)
    return "" if obj is None else card_words(board, derived, obj, viewer, place).sentence


def join_names(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(names) < 2:
        return "".join(names)
    return (
        QCoreApplication.translate("Accessible", "%1 and %2", "the last two of a list")
        .replace("%1", ", ".join(names[:-1]))
        .replace("%2", names[-1])
    )


def _name_words(derived: Derived, obj: GameObject) -> list[str]:
    state = derived.names.get(obj.id)
    if state is None or obj.face_down:
        return []
    others = [n for n in dict.fromkeys(state.names) if n != obj.card.name]
    if not state.names:
        return [QCoreApplication.translate("Accessible", "no name now", "the object has no name")]
    if others and obj.card.name in state.names:
        return [
            QCoreApplication.translate("Accessible", "also named %1").replace(
                "%1", join_names(others)
            )
        ]
    if others:
        return [
            QCoreApplication.translate("Accessible", "named %1", "the object's names now").replace(
                "%1", join_names(others)
            )
        ]
    return []


def _look_words(board: Board, derived: Derived, obj: GameObject, viewer: Viewer) -> list[str]:
    """What the card shows besides its names: face down, token, owner and controller (the
    notes written on it), pitch, the face that is up."""
    look = card_look(board, derived, obj, viewer)
    words = []
    if obj.face_down:
        words.append(QCoreApplication.translate("Accessible", "face down"))
    if obj.is_token:
        words.append(QCoreApplication.translate("Accessible", "token"))
    for note in look.notes:
        text = note.text.replace(" · ", ", ")
        words.append(text[:1].lower() + text[1:])
    if look.pitch:
        words.append(QCoreApplication.translate("Accessible", "pitch %1").replace("%1", look.pitch))
    faces = obj.card.faces
    if len(faces) > 1 and 0 <= obj.face < len(faces) and not obj.face_down:
        if obj.face == 0:
            words.append(QCoreApplication.translate("Accessible", "front face up"))
        else:
            words.append(
                QCoreApplication.translate("Accessible", "face %1 up").replace(
                    "%1", faces[obj.face].name
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
                "%1", join_names(list(dict.fromkeys(found_by)))
            )
        )
    if missed_by:
        words.append(
            QCoreApplication.translate("Accessible", "missed by %1").replace(
                "%1", join_names(list(dict.fromkeys(missed_by)))
            )
        )
    return words


def verdict_words(derived: Derived, source_id: str) -> list[str]:
    """What each name-using ability of the source finds and misses: "finds 2, misses 1"
    (its self-references, which always find it, are left out); numbered when it has several."""
    findings = [f for f in derived.findings if f.source_id == source_id and f.use != "self"]
    words = [_verdict(f) for f in findings]
    if len(words) < 2:
        return words
    label = QCoreApplication.translate(
        "Accessible", "ability %1: %2", "one of a card's abilities: %1 its number, %2 its verdict"
    )
    return [label.replace("%1", str(i)).replace("%2", w) for i, w in enumerate(words, 1)]


def _verdict(finding: Finding) -> str:
    if finding.status == "n/a":
        return status_label(finding.status)
    parts = [] if finding.status == "finds" else [status_label(finding.status)]
    if finding.found or finding.status == "finds":
        parts.append(
            QCoreApplication.translate(
                "Accessible", "finds %1", "how many objects it finds"
            ).replace("%1", str(len(finding.found)))
        )
    if finding.missed:
        parts.append(
            QCoreApplication.translate("Accessible", "misses %1", "how many it misses").replace(
                "%1", str(len(finding.missed))
            )
        )
    return ", ".join(parts)


def table_help() -> str:
    """How the table is used from the keyboard (its description while no card is focused)."""
    return QCoreApplication.translate(
        "Accessible",
        "Arrow keys move between cards and zones, Home and End to the first and last card"
        " of a zone; Enter opens the card's menu, M moves the selected cards.",
    )
