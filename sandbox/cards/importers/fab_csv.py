"""Importer for the FaB community card database's CSV export (``csvs/english/card.csv``).

The format is documented in reference/fab/docs/csv-schemas.md: tab-delimited, ``"`` quotes,
list fields as comma-separated text, booleans as Yes/No where "no given value is considered
Yes" for the legality columns. Columns are matched by header name, case-insensitively, so the
older layout (with Identifiers, Set Identifiers and Rarity columns) loads too; a comma-delimited
file is accepted when its header has no tab.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterator

from sandbox.cards.importers.base import CARDS_AND_TOKENS, CardReader
from sandbox.cards.importers.fab_common import fab_record
from sandbox.cards.importers.jsonstream import RECORD
from sandbox.cards.importers.models import FabCard
from sandbox.cards.records import CardRecord

_TEXT_COLUMNS = {
    "unique id": "unique_id",
    "name": "name",
    "pitch": "pitch",
    "types": "types",
    "type text": "type_text",
    "functional text": "functional_text",
}
_FLAG_COLUMNS = {
    f"{fmt} {flag}": f"{fmt.replace(' ', '_')}_{flag.replace(' ', '_')}"
    for fmt in ("blitz", "cc", "commoner", "ll")
    for flag in ("legal", "banned", "suspended", "living legend", "restricted")
}
_TOO_LONG = "a card record longer than 1 MiB, more than any card data has"
_MARKDOWN = re.compile(r"\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)")
REQUIRED = ("name", "types")


class FabCsvReader(CardReader):
    """Streams the rows of a FaB card CSV as records."""

    game = "fab"
    kinds = CARDS_AND_TOKENS
    format_name = "fab-csv"

    def _records(self) -> Iterator[CardRecord]:
        with self.source.open_text(newline="") as text:
            header_line = text.readline(RECORD)
            if len(header_line) >= RECORD:
                raise self.error("csv.invalid", "line 1", {"reason": _TOO_LONG})
            delimiter = "\t" if "\t" in header_line else ","
            header = next(csv.reader([header_line], delimiter=delimiter, quotechar='"'))
            columns = self._columns(header)
            needed = max(columns.values()) + 1
            rows = csv.reader(text, delimiter=delimiter, quotechar='"', strict=True)
            try:
                yield from self._rows(rows, columns, needed)
            except csv.Error as exc:
                code = "csv.truncated" if "unexpected end of data" in str(exc) else "csv.invalid"
                where = f"line {rows.line_num + 1}"
                raise self.error(code, where, {"reason": str(exc)}) from None

    def _rows(
        self, rows: Iterator[list[str]], columns: dict[str, int], needed: int
    ) -> Iterator[CardRecord]:
        for number, row in enumerate(rows, start=1):
            line = getattr(rows, "line_num", number) + 1
            if not any(cell.strip() for cell in row):
                continue
            where = f"line {line}" + (
                f" ({row[columns['name']]!r})" if len(row) > columns["name"] else ""
            )
            if sum(map(len, row)) > RECORD:
                raise self.error("csv.invalid", where, {"reason": _TOO_LONG})
            if len(row) < needed:
                raise self.error(
                    "csv.short_row", where, {"found": str(len(row)), "expected": str(needed)}
                )
            yield self._record(row, columns, where)
            self._report()

    def _columns(self, header: list[str]) -> dict[str, int]:
        columns = {name.strip().lower(): index for index, name in enumerate(header) if name.strip()}
        missing = [name for name in REQUIRED if name not in columns]
        if missing:
            raise self.error("csv.missing_columns", "line 1", {"columns": ", ".join(missing)})
        return columns

    def _record(self, row: list[str], columns: dict[str, int], where: str) -> CardRecord:
        def cell(name: str) -> str | None:
            index = columns.get(name)
            return row[index] if index is not None and index < len(row) else None

        raw: dict[str, object] = {}
        for column, field in _TEXT_COLUMNS.items():
            value = cell(column)
            if value is not None:
                raw[field] = _split(value) if field == "types" else value.strip()
        if isinstance(raw.get("functional_text"), str):
            raw["functional_text_plain"] = _MARKDOWN.sub("", str(raw["functional_text"]))
        for column, field in _FLAG_COLUMNS.items():
            value = cell(column)
            if value is not None:
                raw[field] = _flag(value, default=column.endswith("legal"))
        card = self._validate(FabCard, raw, where)
        printings = tuple(_split(cell("identifiers") or ""))
        rarities = tuple(dict.fromkeys(item.split()[0] for item in _split(cell("rarity") or "")))
        return fab_record(card, printings=printings, rarities=rarities)


def _split(value: str) -> list[str]:
    return [item.strip() for item in value.split(",") if item.strip()]


def _flag(value: str, *, default: bool) -> bool:
    word = value.strip().lower()
    if not word:
        return default
    return word in ("yes", "true", "1", "y")
