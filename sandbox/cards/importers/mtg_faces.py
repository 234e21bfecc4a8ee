"""MTG faces: which rule 201.4 role each face's name has, and type lines split into parts.

Shared by the MTGJSON and Scryfall importers so both describe a card the same way.
"""

from __future__ import annotations

from sandbox.cards.importers.languages import foreign_names
from sandbox.cards.importers.models import MtgFace
from sandbox.cards.records import CardRecord, FaceRecord

SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Host", "Elite"})
TOKEN_LAYOUTS = frozenset({"token", "double_faced_token"})
SKIPPED_LAYOUTS = frozenset({"emblem", "art_series"})
_BACK_ROLE = {
    "split": "half",
    "aftermath": "half",
    "flip": "flip",
    "adventure": "adventure",
    "meld": "meld_back",
    "transform": "back",
    "modal_dfc": "back",
    "reversible_card": "back",
    "double_faced_token": "back",
}
_DASHES = ("\u2014", " - ")


def token_raw(raw: object) -> object:
    """A raw MTGJSON token face marked as a token, and named by its subtypes plus the word
    "Token" when the record gives it no name (MTG 111.4: a Zombie token is "Zombie Token")."""
    if not isinstance(raw, dict):
        return raw
    token = {"isToken": True, **raw}
    subtypes = raw.get("subtypes")
    unnamed = not (isinstance(raw.get("name"), str) and raw["name"].strip())
    if (
        unnamed
        and isinstance(subtypes, list)
        and subtypes
        and all(isinstance(s, str) for s in subtypes)
    ):
        token["name"] = " ".join(subtypes) + " Token"
    return token


def face_role(layout: str, side: str, faces: int) -> str:
    """The role of the face on ``side`` of a card with ``faces`` faces in ``layout``."""
    if layout in ("split", "aftermath"):
        return "half"
    if layout == "meld":
        return "meld_back" if side != "a" else "front"
    if faces <= 1:
        return "single"
    if side == "a":
        return "front"
    return _BACK_ROLE.get(layout, "back")


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """Supertypes, card types and subtypes of one face's type line."""
    head, sub = type_line, ""
    for dash in _DASHES:
        if dash in type_line:
            head, sub = type_line.split(dash, 1)
            break
    words = head.split()
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    return supertypes, types, tuple(sub.split())


def mtgjson_faces(faces: list[MtgFace]) -> tuple[FaceRecord, ...]:
    """The faces of one MTGJSON card, in side order, with their roles."""
    ordered = sorted(faces, key=lambda f: f.side or "a")
    if len(ordered) == 1 and ordered[0].faceName is None and " // " in ordered[0].name:
        return combined_faces(ordered[0])
    layout = ordered[0].layout
    return tuple(
        FaceRecord(
            name=face.faceName or face.name,
            side=face.side or "a",
            role=face_role(layout, face.side or "a", len(ordered)),
            type_line=face.type,
            supertypes=tuple(face.supertypes),
            types=tuple(face.types),
            subtypes=tuple(face.subtypes),
            text=face.text,
            mana_cost=face.manaCost,
        )
        for face in ordered
    )


def combined_faces(face: MtgFace) -> tuple[FaceRecord, ...]:
    """A spoiler row that lists two faces in one ("A // B", type "T1 // T2"): split it.

    The second part is an adventure when its type line says so, otherwise a split half.
    """
    names = face.name.split(" // ")
    type_lines = face.type.split(" // ")
    costs = face.manaCost.split(" // ")
    second_role = "adventure" if len(type_lines) > 1 and "Adventure" in type_lines[1] else "half"
    records = []
    for index, name in enumerate(names):
        type_line = type_lines[index] if index < len(type_lines) else ""
        supertypes, types, subtypes = split_type_line(type_line)
        role = ("front" if second_role == "adventure" else "half") if index == 0 else second_role
        records.append(
            FaceRecord(
                name=name,
                side="abcde"[index] if index < 5 else str(index),
                role=role,
                type_line=type_line,
                supertypes=supertypes,
                types=types,
                subtypes=subtypes,
                text=face.text if index == 0 else "",
                mana_cost=costs[index] if index < len(costs) else "",
            )
        )
    return tuple(records)


def mtgjson_record(name: str, faces: list[MtgFace]) -> CardRecord:
    """One MTGJSON card (all its faces) as a record."""
    first = min(faces, key=lambda f: f.side or "a")
    is_token = any(f.isToken for f in faces) or first.layout in TOKEN_LAYOUTS
    interchangeable = tuple(dict.fromkeys(n for f in faces for n in f.interchangeableNames))
    return CardRecord(
        game="mtg",
        name=name,
        faces=mtgjson_faces(faces),
        layout=first.layout,
        is_token=is_token,
        first_printing=first.firstPrinting,
        printings=tuple(first.printings),
        legal={fmt: status.lower() for fmt, status in first.legalities.items()},
        ext_id=first.scryfallOracleId or first.identifiers.get("scryfallOracleId", ""),
        interchangeable=interchangeable,
        is_funny=first.isFunny,
        foreign_names=foreign_names(
            (entry.language, entry.name) for face in faces for entry in face.foreignData
        ),
        rulings=tuple(dict.fromkeys((r.date, r.text) for r in first.rulings if r.text)),
    )
