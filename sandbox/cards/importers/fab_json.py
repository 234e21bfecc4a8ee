"""Importer for the FaB community card database's JSON: the official ``card.json`` (records
with ``printings``, see reference/fab/docs/card-schema.json), the trimmed reference variant
(printings summarised into printing_ids, set_ids, rarities, is_token), and the bundled
library (the same records plus a "namesake" key, ignored). The top level is an array of
records, or an object whose ``cards`` member is one (as in reference/fab/name-cards.json).
"""

from __future__ import annotations

from collections.abc import Iterator

from sandbox.cards.importers.base import CARDS_AND_TOKENS, CardReader
from sandbox.cards.importers.fab_common import fab_record
from sandbox.cards.importers.jsonstream import RECORD, JsonReader
from sandbox.cards.importers.models import FabCard
from sandbox.cards.records import CardRecord


class FabJsonReader(CardReader):
    """Streams FaB card records one at a time."""

    game = "fab"
    kinds = CARDS_AND_TOKENS
    format_name = "fab-json"

    def _records(self) -> Iterator[CardRecord]:
        with self.source.open_text() as text:
            reader = JsonReader(text)
            if reader.peek() == "{":
                for key in reader.iter_object():
                    if key == "cards":
                        yield from self._array(reader)
            else:
                yield from self._array(reader)
            reader.finish()

    def _array(self, reader: JsonReader) -> Iterator[CardRecord]:
        for index in reader.iter_array():
            self.where = f"record {index + 1}"
            raw = reader.read_value(RECORD)
            name = raw.get("name") if isinstance(raw, dict) else None
            where = f"record {index + 1}" + (f" ({name!r})" if isinstance(name, str) else "")
            card = self._validate(FabCard, raw, where)
            yield fab_record(card)
            self._report()
