"""FaB records as ``CardRecord``s: token-ness, legality per format, printings.

Formats use the data's own codes: blitz, cc (Classic Constructed), commoner, ll (Living
Legend). A card's status in a format is one of legal, restricted (ll), banned, suspended,
living_legend (retired from blitz/cc) or not_legal (never legal there).
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.cards.fab_faces import side_types, split_sides
from sandbox.cards.importers.models import FabCard
from sandbox.cards.records import CardRecord, FaceRecord

FAB_FORMATS = ("blitz", "cc", "commoner", "ll")
PLAYABLE = frozenset({"legal", "restricted"})


def fab_status(
    legal: bool,
    *,
    banned: bool = False,
    suspended: bool = False,
    retired: bool = False,
    restricted: bool = False,
) -> str:
    """One format's status from the data's flags (a ban outranks a suspension, and so on)."""
    if not legal:
        return "not_legal"
    if banned:
        return "banned"
    if suspended:
        return "suspended"
    if retired:
        return "living_legend"
    return "restricted" if restricted else "legal"


def fab_legality(card: FabCard) -> dict[str, str]:
    """The status of ``card`` in each FaB format."""
    return {
        "blitz": fab_status(
            card.blitz_legal,
            banned=card.blitz_banned,
            suspended=card.blitz_suspended,
            retired=card.blitz_living_legend,
        ),
        "cc": fab_status(
            card.cc_legal,
            banned=card.cc_banned,
            suspended=card.cc_suspended,
            retired=card.cc_living_legend,
        ),
        "commoner": fab_status(
            card.commoner_legal, banned=card.commoner_banned, suspended=card.commoner_suspended
        ),
        "ll": fab_status(card.ll_legal, banned=card.ll_banned, restricted=card.ll_restricted),
    }


def fab_record(
    card: FabCard,
    legal: dict[str, str] | None = None,
    *,
    printings: tuple[str, ...] = (),
    rarities: tuple[str, ...] = (),
) -> CardRecord:
    """A validated FaB card as a record (printings from either JSON shape or the caller)."""
    text = (
        card.functional_text_plain
        if card.functional_text_plain is not None
        else card.functional_text
    )
    face = FaceRecord(
        name=card.name,
        type_line=card.type_text,
        types=tuple(card.types),
        text=text,
        mana_cost=card.cost,
    )
    faces = split_faces(face)
    is_token = card.is_token if card.is_token is not None else "Token" in card.types
    return CardRecord(
        game="fab",
        name=card.name,
        faces=faces,
        layout="split" if len(faces) > 1 else "normal",
        other_faces=tuple((o.name, o.this_is_front) for o in card.other_faces or () if o.is_DFC),
        is_token=is_token,
        pitch=card.pitch,
        printings=printings or _printings(card),
        rarities=rarities or _rarities(card),
        legal=legal if legal is not None else fab_legality(card),
        ext_id=card.unique_id,
    )


def split_faces(whole: FaceRecord) -> tuple[FaceRecord, ...]:
    """A split-card's two sides as two faces, each with its own name, type line, types and
    text (FaB 9.2.1: "Comet Storm // Shock"); `whole` for any other card."""
    sides = split_sides(whole.name, whole.type_line, whole.text)
    if sides is None:
        return (whole,)
    return tuple(
        replace(
            whole,
            name=name,
            side="ab"[index],
            role="half",
            type_line=line,
            types=side_types(line),
            text=text,
        )
        for index, (name, line, text) in enumerate(sides)
    )


def _printings(card: FabCard) -> tuple[str, ...]:
    if card.printing_ids is not None:
        return tuple(card.printing_ids)
    return _unique(p.id for p in card.printings or ())


def _rarities(card: FabCard) -> tuple[str, ...]:
    if card.rarities is not None:
        return tuple(card.rarities)
    return _unique(p.rarity for p in card.printings or ())


def _unique(values: object) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for value in values:  # type: ignore[attr-defined]
        if value:
            seen.setdefault(value, None)
    return tuple(seen)
