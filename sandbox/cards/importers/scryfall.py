"""Importer for Scryfall bulk data: ``oracle-cards`` (one object per Oracle card), and also
``default-cards`` / ``all-cards`` (one object per printing; each card is kept once).

The file is a JSON array of card objects, streamed one at a time. Faces come from
``card_faces``; a meld pair's combined back face is the object that ``all_parts`` lists as its
own ``meld_result``. Tokens are objects with a token layout. The first printing is the set of
the printing Scryfall marks ``reprint: false``; oracle-cards often carries a later printing, so
the first printing stays unknown there unless the file also has the original printing.
Non-English objects are not cards of their own: their ``printed_name`` is kept as what the
card is called in that language. Emblems and art-series cards are skipped.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sandbox.cards.importers.base import CARDS_AND_TOKENS, CardReader
from sandbox.cards.importers.jsonstream import RECORD, JsonReader
from sandbox.cards.importers.languages import foreign_names
from sandbox.cards.importers.models import ScryfallCard, ScryfallFace
from sandbox.cards.importers.mtg_faces import (
    SKIPPED_LAYOUTS,
    TOKEN_LAYOUTS,
    face_role,
    split_type_line,
)
from sandbox.cards.importers.source import InputFile
from sandbox.cards.records import CardRecord, FaceRecord

MAX_PRINTED = 200  # printed names kept per card (all-cards has one per printing)


class ScryfallReader(CardReader):
    """Streams Scryfall card objects as records."""

    game = "mtg"
    kinds = CARDS_AND_TOKENS
    format_name = "scryfall"

    def __init__(self, source: InputFile) -> None:
        super().__init__(source)
        self._emitted: dict[str, str | None] = {}  # ident -> first printing given
        self._late: dict[str, str] = {}
        self._oracle_idents: dict[str, str] = {}  # oracle id -> ident of the English card
        self._printed: dict[str, list[tuple[str, str]]] = {}  # oracle id -> (lang, name)

    def late_first_printings(self) -> Mapping[str, str]:
        return self._late

    def late_foreign_names(self) -> Mapping[str, tuple[tuple[str, str], ...]]:
        """Each card's printed names in other languages (the non-English objects of a
        default-cards or all-cards file), by card identity."""
        found = {}
        for oracle_id, printed in self._printed.items():
            ident = self._oracle_idents.get(oracle_id)
            if ident is not None:
                found[ident] = foreign_names(printed[:MAX_PRINTED])
        return found

    def _records(self) -> Iterator[CardRecord]:
        with self.source.open_text() as text:
            reader = JsonReader(text)
            for index in reader.iter_array():
                self.where = f"card {index + 1}"
                raw = reader.read_value(RECORD)
                name = raw.get("name") if isinstance(raw, dict) else None
                where = f"card {index + 1}" + (f" ({name!r})" if isinstance(name, str) else "")
                card = self._validate(ScryfallCard, raw, where)
                record = self._record(card)
                if record is not None:
                    yield record
                self._report()
            reader.finish()

    def _record(self, card: ScryfallCard) -> CardRecord | None:
        if card.object != "card" or card.layout in SKIPPED_LAYOUTS:
            return None
        if card.lang != "en":
            if card.printed_name and card.oracle_id:
                self._printed.setdefault(card.oracle_id, []).append((card.lang, card.printed_name))
            return None
        record = scryfall_record(card)
        if card.oracle_id:
            self._oracle_idents.setdefault(card.oracle_id, record.ident)
        first = record.first_printing
        if record.ident in self._emitted:
            if first and not self._emitted[record.ident] and record.ident not in self._late:
                self._late[record.ident] = first
            return None
        self._emitted[record.ident] = first
        return record


def scryfall_record(card: ScryfallCard) -> CardRecord:
    """One Scryfall card object as a record."""
    is_token = card.layout in TOKEN_LAYOUTS or card.set_type == "token"
    return CardRecord(
        game="mtg",
        name=card.name,
        faces=_faces(card),
        layout=card.layout,
        is_token=is_token,
        first_printing=None if card.reprint or not card.set else card.set.upper(),
        printings=(card.set.upper(),) if card.set else (),
        legal={fmt: status for fmt, status in card.legalities.items() if status != "not_legal"},
        ext_id=card.oracle_id,
        is_funny=card.set_type == "funny",
    )


def _faces(card: ScryfallCard) -> tuple[FaceRecord, ...]:
    faces = card.card_faces or [
        ScryfallFace(
            name=card.name,
            type_line=card.type_line,
            oracle_text=card.oracle_text,
            mana_cost=card.mana_cost,
        )
    ]
    meld_result = any(
        part.component == "meld_result" and part.name == card.name for part in card.all_parts or ()
    )
    records = []
    for index, face in enumerate(faces):
        side = "b" if meld_result else "abcde"[min(index, 4)]
        supertypes, types, subtypes = split_type_line(face.type_line or card.type_line)
        records.append(
            FaceRecord(
                name=face.name,
                side=side,
                role=face_role(card.layout, side, len(faces)),
                type_line=face.type_line or card.type_line,
                supertypes=supertypes,
                types=types,
                subtypes=subtypes,
                text=face.oracle_text,
                mana_cost=face.mana_cost,
            )
        )
    return tuple(records)
