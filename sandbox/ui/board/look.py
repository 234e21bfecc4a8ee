"""What a card shows, as a comparable value: computed from the board, the derived names and
the viewer, so the scene redraws a card only when its look changes.

A card shows its current names; a lost printed name struck through; a gained name marked as
gained; a secret chosen name only to the judge and its chooser; owner and controller when they
differ; whether it is face down or hidden from this viewer; and whether it is a token.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sandbox.model import (
    Board,
    Derived,
    Face,
    GameObject,
    NameState,
    Viewer,
    may_see_choice,
    may_see_object,
    ruleset_for,
)
from sandbox.ui.kit.labels import player_name
from sandbox.ui.kit.plain import visible

# name line styles
CURRENT, GAINED, LOST, BLOCKED, STICKER, COPIED = (
    "current",
    "gained",
    "lost",
    "blocked",
    "sticker",
    "copied",
)


@dataclass(frozen=True, slots=True)
class NameLine:
    text: str
    style: str


@dataclass(frozen=True, slots=True)
class Note:
    """A label on the card: "owner" (owner and controller differ) or "named" (a choice)."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class CardLook:
    object_id: str
    hidden: bool
    face_down: bool
    token: bool
    names: tuple[NameLine, ...]
    nameless: bool
    type_line: str
    pitch: str
    moniker: str
    notes: tuple[Note, ...]
    hidden_name: str
    tooltip: str
    face_label: str = ""
    nameless_label: str = ""
    colors: tuple[str, ...] = ()
    token_label: str = ""


def card_look(board: Board, derived: Derived, obj: GameObject, viewer: Viewer) -> CardLook:
    """The look of `obj` for `viewer` (None: the judge)."""
    if not may_see_object(board, obj, viewer):
        return _hidden_look(obj)
    state = derived.names[obj.id]
    lines = name_lines(state) if not obj.face_down else ()
    notes = _notes(board, obj, viewer)
    moniker = state.moniker or ""
    types = " ".join(_face(obj).types) or " ".join(obj.card.types)
    tooltip = _tooltip(obj, state, types)
    return CardLook(
        object_id=obj.id,
        hidden=False,
        face_down=obj.face_down,
        token=obj.is_token,
        names=lines,
        nameless=not state.names and not obj.face_down,
        type_line=types,
        pitch=obj.card.pitch,
        moniker=moniker,
        notes=notes,
        hidden_name=obj.card.label if obj.face_down else "",
        tooltip=tooltip,
        face_label=QCoreApplication.translate("Card", "Face down") if obj.face_down else "",
        nameless_label=QCoreApplication.translate(
            "Card", "∅ no name", "a card that has no name now"
        ),
        colors=_colors(obj),
        token_label=QCoreApplication.translate("Card", "TOKEN", "marks a token on the table"),
    )


def _colors(obj: GameObject) -> tuple[str, ...]:
    """The colours of the face that is up (of both halves of a split card)."""
    faces = (
        obj.card.faces
        if obj.face < 0
        else (obj.card.faces[obj.face : obj.face + 1] or (obj.card.front,))
    )
    return tuple(dict.fromkeys(c for face in faces for c in face.colors))


def _hidden_look(obj: GameObject) -> CardLook:
    why = QCoreApplication.translate(
        "Card", "Hidden from this player", "tooltip of a card the viewer may not see"
    )
    return CardLook(obj.id, True, obj.face_down, False, (), False, "", "", "", (), "", why)


def name_lines(state: NameState) -> tuple[NameLine, ...]:
    """Lines for every name the object had: lost and blocked ones first, then current ones."""
    past: list[NameLine] = []
    current: list[NameLine] = []
    seen: set[tuple[str, str]] = set()
    for entry in state.entries:
        if entry.status == "current":
            style = {"gained": GAINED, "sticker": STICKER, "copied": COPIED}.get(
                entry.origin, CURRENT
            )
            line = NameLine(visible(entry.name), style)
            target = current
        else:
            line = NameLine(visible(entry.name), BLOCKED if entry.status == "blocked" else LOST)
            target = past
        if (line.text, line.style) not in seen:
            seen.add((line.text, line.style))
            target.append(line)
    return (*past, *current)


def _notes(board: Board, obj: GameObject, viewer: Viewer) -> tuple[Note, ...]:
    notes: list[Note] = []
    controller = ruleset_for(board.game).controller_of(obj)
    if controller is not None and controller != obj.owner:
        text = (
            QCoreApplication.translate("Card", "Owner %1 · controlled by %2")
            .replace("%1", player_name(board, obj.owner))
            .replace("%2", player_name(board, controller))
        )
        notes.append(Note("owner", text))
    elif obj.zone_owner is not None and obj.zone_owner != obj.owner:
        text = QCoreApplication.translate("Card", "Owner %1").replace(
            "%1", player_name(board, obj.owner)
        )
        notes.append(Note("owner", text))
    for choice in obj.choices:
        if choice.name is None:
            continue
        if may_see_choice(board, obj, choice, viewer):
            text = QCoreApplication.translate(
                "Card", "Named: %1", "a card name chosen for this object"
            ).replace("%1", choice.name)
            if choice.secret and obj.face_down:
                text += " " + QCoreApplication.translate("Card", "(secret)")
        else:
            text = QCoreApplication.translate(
                "Card", "Named: (secret)", "a secret chosen name the viewer can't see"
            )
        notes.append(Note("named", text))
    return tuple(notes)


def _tooltip(obj: GameObject, state: NameState, types: str) -> str:
    names = ", ".join(state.names) or QCoreApplication.translate("Card", "no name")
    text = _face(obj).text
    header = f"{obj.card.label} [{obj.id}]\n{types}\n"
    return (
        header
        + QCoreApplication.translate("Card", "Names: %1").replace("%1", names)
        + (f"\n\n{text}" if text else "")
    )


def _face(obj: GameObject) -> Face:
    """The printed face that is up; the front when the face is one of a copied card's only
    (a copy of a flip card, flipped)."""
    faces = obj.card.faces
    return faces[obj.face] if 0 <= obj.face < len(faces) else faces[0]
