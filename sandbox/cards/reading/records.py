"""Card database records as rules-model card definitions, for derivation at import.

Faces keep their side and their types as the curated library has them (supertypes, card
types, subtypes in one tuple), so derivation reads imported and bundled cards alike.
"""

from __future__ import annotations

from sandbox.cards.records import CardRecord
from sandbox.model import CardDef, Face


def card_from_record(record: CardRecord) -> CardDef:
    """The card definition of one imported record (no references yet)."""
    faces = tuple(
        Face(
            name=face.name,
            types=(*face.supertypes, *face.types, *face.subtypes),
            text=face.text,
            side=face.side or "a",
        )
        for face in record.faces
    ) or (Face(name=record.name),)
    return CardDef(
        game=record.game,
        name=record.name,
        faces=faces,
        pitch=record.pitch,
        is_token=record.is_token,
        layout=record.layout or "normal",
        first_printing=record.first_printing or "",
    )
