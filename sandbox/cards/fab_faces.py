"""Which FaB card records are the two faces of one double-faced card (FaB CR 9.1), and which
kind: a flip-card (9.1.3), a twin-card (9.1.4) or a transcend-card (9.1.5).

The community data keeps one record per face. A record may say which records are its other
faces (`other_faces`, with `is_DFC` and `this_is_front`); without that, the faces of one
physical card share a printing id. A shared printing is not enough on its own: tokens printed
back to back and three-way promos share printings too, so a pair counts only when the rules
say what kind of double-faced card it is:
- a front face with the subtype figment, invocation or construct: a flip-card (9.1.3);
- a front face whose text transcends: a transcend-card (9.1.5, 8.5.48);
- two hero faces (hero or demi-hero) with neither of those: a twin-card (9.1.4).
Tokens are never paired (a double-sided token printing is two tokens).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

FLIP_SUBTYPES = frozenset({"figment", "invocation", "construct"})
_TRANSCENDS = re.compile(r"\btranscend\b", re.IGNORECASE)
_HERO_TYPES = frozenset({"hero", "demi-hero"})


@dataclass(frozen=True, slots=True)
class FaceInfo:
    """What pairing needs of one face record. `other_faces`: (name, this record is the
    front) for each double-faced partner the record names; empty when it names none."""

    key: int
    name: str
    types: tuple[str, ...]
    text: str
    is_token: bool
    printings: tuple[str, ...] = ()
    other_faces: tuple[tuple[str, bool], ...] = ()


@dataclass(frozen=True, slots=True)
class FacePair:
    front: FaceInfo
    back: FaceInfo
    layout: str  # "flip", "twin" or "transcend"


def split_sides(name: str, type_line: str, text: str) -> list[tuple[str, str, str]] | None:
    """A FaB split-card's two sides (9.2.1: two names, typeboxes and textboxes), as the data
    spells them: "Comet Storm // Shock", "Wizard Action // Lightning Instant", the texts
    parted by a line "//". Each side's (name, type line, text); None for any other card."""
    names = name.split(" // ")
    lines = type_line.split(" // ")
    if len(names) != 2 or len(lines) != 2:
        return None
    texts = [part.strip() for part in text.split("\n//\n")]  # markdown: "\n\n//\n\n"
    texts = texts if len(texts) == 2 else [text, ""]
    return list(zip(names, lines, texts, strict=True))


def side_types(type_line: str) -> tuple[str, ...]:
    """The words of one side's type line ("Wizard Action - Attack": Wizard, Action, Attack)."""
    return tuple(word for word in type_line.replace(" - ", " ").split() if word != "-")


def dfc_layout(front: FaceInfo, back: FaceInfo) -> str | None:
    """The kind of double-faced card `front` // `back` is by the rules, or None if neither
    9.1.3, 9.1.4 nor 9.1.5 describes it."""
    if front.is_token or back.is_token:
        return None
    if FLIP_SUBTYPES & {t.casefold() for t in front.types}:
        return "flip"
    if _TRANSCENDS.search(front.text):
        return "transcend"
    if _is_hero(front) and _is_hero(back):
        return "twin"
    return None


def _is_hero(face: FaceInfo) -> bool:
    return bool(_HERO_TYPES & {t.casefold() for t in face.types})


def pair_faces(faces: Sequence[FaceInfo]) -> list[FacePair]:
    """The double-faced cards among `faces`: each front paired with its one back. A face
    that names its partners is paired by what it says; the others by a shared printing."""
    by_name: dict[str, list[FaceInfo]] = defaultdict(list)
    for face in faces:
        by_name[face.name.casefold()].append(face)
    pairs: dict[int, FacePair] = {}
    for face in faces:
        pair = _named_pair(face, by_name)
        if pair is not None:
            pairs.setdefault(pair.front.key, pair)
    named = {face.key for face in faces if face.other_faces}
    for group in _printing_groups(f for f in faces if f.key not in named):
        pair = _printed_pair(group)
        if pair is not None:
            pairs.setdefault(pair.front.key, pair)
    return list(pairs.values())


def _named_pair(face: FaceInfo, by_name: dict[str, list[FaceInfo]]) -> FacePair | None:
    """A front face naming exactly one double-faced partner (Inner Chi, the back of a dozen
    transcend-cards, is paired from each front, never from itself)."""
    if len(face.other_faces) != 1 or not face.other_faces[0][1]:
        return None
    partners = [p for p in by_name.get(face.other_faces[0][0].casefold(), []) if not p.is_token]
    if not partners:
        return None
    layout = dfc_layout(face, partners[0])
    return FacePair(face, partners[0], layout) if layout else None


def _printing_groups(faces: Iterable[FaceInfo]) -> list[list[FaceInfo]]:
    groups: dict[str, dict[str, FaceInfo]] = defaultdict(dict)
    for face in faces:
        for printing in face.printings:
            groups[printing].setdefault(face.name.casefold(), face)
    distinct = {tuple(sorted(g)): list(g.values()) for g in groups.values() if len(g) == 2}
    return list(distinct.values())


def _printed_pair(group: list[FaceInfo]) -> FacePair | None:
    """Two faces sharing a printing, front first if the rules name one front."""
    first, second = group
    for front, back in ((first, second), (second, first)):
        layout = dfc_layout(front, back)
        if layout in ("flip", "transcend"):
            return FacePair(front, back, layout)
    if dfc_layout(first, second) == "twin":
        return FacePair(first, second, "twin")
    return None
