"""Which card data format a file is, from its content (never its name).

Recognised: FaB card.json (array of records with unique_id/pitch/types, or ``{cards: [...]}``),
FaB card CSV (a header with Name and Types), MTGJSON AtomicCards (``data`` maps names to face
lists), MTGJSON AllPrintings or one set file (``data`` maps set codes to sets, or is a set),
an MTGJSON token list (``data`` is a list of ``isToken`` faces), and Scryfall bulk JSON (an
array of objects with ``oracle_id`` / ``object: "card"``). Only the first record is read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.base import CardReader
from sandbox.cards.importers.fab_csv import FabCsvReader
from sandbox.cards.importers.fab_json import FabJsonReader
from sandbox.cards.importers.jsonstream import RECORD, JsonReader, JsonSyntaxError
from sandbox.cards.importers.mtgjson import (
    SET_FIELDS,
    AllPrintingsReader,
    AtomicCardsReader,
    TokenListReader,
)
from sandbox.cards.importers.scryfall import ScryfallReader
from sandbox.cards.importers.source import InputFile

EMPTY = "empty"
READERS: dict[str, type[CardReader]] = {
    reader.format_name: reader
    for reader in (
        FabJsonReader,
        FabCsvReader,
        AtomicCardsReader,
        AllPrintingsReader,
        TokenListReader,
        ScryfallReader,
    )
}


def open_reader(path: Path) -> CardReader:
    """A reader for the card data in ``path``, whatever its format."""
    source = InputFile(path)
    return READERS[detect_format(source)](source)


def detect_format(source: InputFile) -> str:
    """The format name of ``source`` (a key of READERS), or a CardDataError saying why not."""
    if source.size == 0:
        raise CardDataError("format.empty", str(source.path))
    head = source.head()
    start = head.lstrip()[:1]
    found: str | None = None
    if start in ("[", "{"):
        found = _json_format(source)
    elif _looks_like_fab_csv(head):
        found = "fab-csv"
    if found == EMPTY:
        raise CardDataError("format.no_records", str(source.path))
    if found is None:
        raise CardDataError("format.unknown", str(source.path), params={"start": _describe(head)})
    return found


def _json_format(source: InputFile) -> str | None:
    try:
        with source.open_text() as text:
            reader = JsonReader(text)
            if reader.peek() == "[":
                return _array_format(reader)
            for key in reader.iter_object():
                if key == "data":
                    return _data_format(reader)
                if key == "cards" and reader.peek() == "[":
                    return "fab-json" if _array_format(reader) == "fab-json" else None
            return None
    except JsonSyntaxError as exc:
        code = "json.truncated" if exc.truncated else "json.invalid"
        raise CardDataError(
            code, str(source.path), f"character {exc.offset}", {"reason": exc.reason}
        ) from None
    except UnicodeDecodeError as exc:
        raise CardDataError(
            "file.not_utf8", str(source.path), params={"reason": exc.reason}
        ) from None


def _array_format(reader: JsonReader) -> str | None:
    for _ in reader.iter_array():
        return _record_format(reader.read_value(RECORD))
    return EMPTY


def _record_format(first: Any) -> str | None:
    if not isinstance(first, dict):
        return None
    if first.get("object") == "card" or "oracle_id" in first:
        return "scryfall"
    if {"name", "types"} <= first.keys() and ("pitch" in first or "type_text" in first):
        return "fab-json"
    return None


def _data_format(reader: JsonReader) -> str | None:
    char = reader.peek()
    if char == "[":
        for _ in reader.iter_array():
            first = reader.read_value(RECORD)
            return "mtgjson-tokens" if isinstance(first, dict) and first.get("isToken") else None
        return EMPTY
    if char != "{":
        return None
    for key in reader.iter_object():
        if key in SET_FIELDS:
            return "mtgjson-allprintings"
        after = reader.peek()
        if after == "[":
            return "mtgjson-atomic"
        if after == "{":
            return "mtgjson-allprintings"
        return None
    return EMPTY


def _looks_like_fab_csv(head: str) -> bool:
    first_line = head.split("\n", 1)[0].lower()
    cells = {cell.strip().strip('"') for cell in first_line.replace("\t", ",").split(",")}
    return {"name", "types"} <= cells


def _describe(head: str) -> str:
    text = " ".join(head.split())[:40]
    return repr(text) if text else "no text (binary data?)"
