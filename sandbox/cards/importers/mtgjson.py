"""Importers for MTGJSON: ``AtomicCards.json``, ``AllPrintings.json`` (or one set file) and a
token list.

- AtomicCards: ``{meta, data: {card name: [face, ...]}}`` (also reference/mtg/cards.json and the
  bundled mtg-library.json). One entry at a time is decoded.
- AllPrintings: ``{meta, data: {set code: {cards: [...], tokens: [...], releaseDate, ...}}}``.
  Each card object is streamed; faces are grouped by card name within a set and each card is
  kept once. A card without ``firstPrinting`` gets the earliest of its printings by release
  date once every set has been read.
- Token list: ``{meta, data: [token face, ...]}`` with ``isToken`` (reference/mtg/tokens.json).
Emblems and art-series cards are skipped: they are not cards for naming purposes.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Mapping

from sandbox.cards.importers.base import CARDS, CARDS_AND_TOKENS, TOKENS, CardReader
from sandbox.cards.importers.jsonstream import RECORD, JsonReader
from sandbox.cards.importers.models import MtgFace
from sandbox.cards.importers.mtg_faces import SKIPPED_LAYOUTS, mtgjson_record, token_raw
from sandbox.cards.importers.source import InputFile
from sandbox.cards.records import CardRecord

SET_FIELDS = frozenset({"cards", "tokens", "releaseDate", "code", "name", "type", "baseSetSize"})


def _data(reader: JsonReader) -> Iterator[None]:
    """Position ``reader`` at the top-level ``data`` value (once), skipping other members."""
    for key in reader.iter_object():
        if key == "data":
            yield None
    reader.finish()


class AtomicCardsReader(CardReader):
    """MTGJSON AtomicCards: one Oracle card per key of ``data``."""

    game = "mtg"
    kinds = CARDS
    format_name = "mtgjson-atomic"

    def _records(self) -> Iterator[CardRecord]:
        with self.source.open_text() as text:
            reader = JsonReader(text)
            for _ in _data(reader):
                for name in reader.iter_object():
                    where = f"card {name!r}"
                    self.where = where
                    raw = reader.read_value(RECORD)
                    if not isinstance(raw, list) or not raw:
                        raise self.error("record.not_face_list", where)
                    faces = [
                        self._validate(MtgFace, face, f"{where} face {i + 1}")
                        for i, face in enumerate(raw)
                    ]
                    if faces[0].layout not in SKIPPED_LAYOUTS:
                        yield mtgjson_record(name, faces)
                    self._report()


class TokenListReader(CardReader):
    """A list of MTGJSON token faces (``isToken``), one token per row."""

    game = "mtg"
    kinds = TOKENS
    format_name = "mtgjson-tokens"

    def _records(self) -> Iterator[CardRecord]:
        with self.source.open_text() as text:
            reader = JsonReader(text)
            for _ in _data(reader):
                for index in reader.iter_array():
                    self.where = f"token {index + 1}"
                    raw = token_raw(reader.read_value(RECORD))
                    name = raw.get("name") if isinstance(raw, dict) else None
                    where = f"token {index + 1}" + (f" ({name!r})" if isinstance(name, str) else "")
                    face = self._validate(MtgFace, raw, where)
                    if face.layout not in SKIPPED_LAYOUTS:
                        yield mtgjson_record(face.faceName or face.name, [face])
                    self._report()


class AllPrintingsReader(CardReader):
    """MTGJSON AllPrintings (every set) or a single set file."""

    game = "mtg"
    kinds = CARDS_AND_TOKENS
    format_name = "mtgjson-allprintings"

    def __init__(self, source: InputFile) -> None:
        super().__init__(source)
        self._seen: set[str] = set()
        self._set_dates: dict[str, str] = {}
        self._undated: dict[str, tuple[str, ...]] = {}

    def late_first_printings(self) -> Mapping[str, str]:
        found = {}
        for ident, printings in self._undated.items():
            dated = [(self._set_dates[code], code) for code in printings if code in self._set_dates]
            if dated:
                found[ident] = min(dated)[1]
        return found

    def _records(self) -> Iterator[CardRecord]:
        with self.source.open_text() as text:
            reader = JsonReader(text)
            for _ in _data(reader):
                single: dict[str, object] = {}
                for key in reader.iter_object():
                    if key in SET_FIELDS:
                        yield from self._set_member(reader, key, single, "the set")
                    else:
                        yield from self._set(reader, key)

    def _set(self, reader: JsonReader, code: str) -> Iterator[CardRecord]:
        state: dict[str, object] = {"code": code}
        for key in reader.iter_object():
            yield from self._set_member(reader, key, state, f"set {code!r}")

    def _set_member(
        self, reader: JsonReader, key: str, state: dict[str, object], where: str
    ) -> Iterator[CardRecord]:
        if key in ("cards", "tokens"):
            yield from self._cards(reader, where, tokens=key == "tokens")
        elif key in ("releaseDate", "code"):
            state[key] = reader.read_value()
            code, date = state.get("code"), state.get("releaseDate")
            if isinstance(code, str) and isinstance(date, str):
                self._set_dates[code] = date

    def _cards(self, reader: JsonReader, where: str, *, tokens: bool) -> Iterator[CardRecord]:
        by_name: dict[str, list[MtgFace]] = defaultdict(list)
        for index in reader.iter_array():
            label = f"{where} {'token' if tokens else 'card'} {index + 1}"
            self.where = label
            raw = reader.read_value(RECORD)
            if tokens:
                raw = token_raw(raw)
            face = self._validate(MtgFace, raw, label)
            if face.layout not in SKIPPED_LAYOUTS:
                by_name[face.name].append(face)
            self._report()
        for name, faces in by_name.items():
            record = mtgjson_record(name, faces)
            if record.ident in self._seen:
                continue
            self._seen.add(record.ident)
            if record.first_printing is None and not record.is_token:
                self._undated[record.ident] = record.printings
            yield record
