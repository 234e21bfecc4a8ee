"""What every importer is: a ``CardReader`` that yields ``CardRecord``s from one input file.

A reader names the game it loads and the kinds of cards it carries ("card", "token"): an
import replaces exactly those imported cards of that game and keeps everything else.
Problems while reading (bad JSON, a record that does not fit, broken compression) become
``CardDataError``s that name the file, the position or record, and the reason.
"""

from __future__ import annotations

import gzip
import lzma
import zlib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.jsonstream import JsonSyntaxError
from sandbox.cards.importers.models import describe_validation_error
from sandbox.cards.importers.source import InputFile
from sandbox.cards.progress import Progress, ProgressCallback, Throttle
from sandbox.cards.records import CardRecord
from sandbox.model import Game

M = TypeVar("M", bound=BaseModel)
CARDS = frozenset({"card"})
TOKENS = frozenset({"token"})
CARDS_AND_TOKENS = frozenset({"card", "token"})


class CardReader:
    """Base of the importers: subclasses implement ``_records``."""

    game: Game  # each importer's game
    kinds: frozenset[str] = CARDS_AND_TOKENS
    format_name = ""

    def __init__(self, source: InputFile) -> None:
        self.source = source
        self.where = ""  # the record being read, for error messages
        self._throttle = Throttle(None)

    def records(self, progress: ProgressCallback | None = None) -> Iterator[CardRecord]:
        """Every card in the file, in file order."""
        self._throttle = Throttle(progress)
        with self._reading():
            yield from self._records()
        self._report(force=True)

    def late_first_printings(self) -> Mapping[str, str]:
        """First printings (by card identity) known only once every record has been read."""
        return {}

    def late_foreign_names(self) -> Mapping[str, tuple[tuple[str, str], ...]]:
        """Printed names in other languages (by card identity) known once every record has
        been read (Scryfall's non-English printings come as objects of their own)."""
        return {}

    def _records(self) -> Iterator[CardRecord]:
        raise NotImplementedError

    def _report(self, *, force: bool = False) -> None:
        report = Progress(
            "read", self.source.bytes_read, self.source.size, label=self.source.path.name
        )
        self._throttle(report, force=force)

    def _validate(self, model: type[M], raw: object, where: str) -> M:
        self.where = where
        if not isinstance(raw, dict):
            raise self.error("record.not_object", where)
        try:
            return model.model_validate(raw)
        except ValidationError as exc:
            raise self.error("record.invalid", where, describe_validation_error(exc)) from None

    def error(
        self, code: str, where: str = "", params: Mapping[str, str] | None = None
    ) -> CardDataError:
        return CardDataError(code, str(self.source.path), where, params)

    @contextmanager
    def _reading(self) -> Iterator[None]:
        try:
            yield
        except JsonSyntaxError as exc:
            inside = f" (in {self.where})" if self.where else ""
            code = "json.truncated" if exc.truncated else "json.invalid"
            where = f"character {exc.offset}{inside}"
            raise self.error(code, where, {"reason": exc.reason}) from None
        except UnicodeDecodeError as exc:
            raise self.error("file.not_utf8", self._near(), {"reason": exc.reason}) from None
        except (EOFError, zlib.error, lzma.LZMAError, gzip.BadGzipFile) as exc:
            raise self.error(
                "file.bad_compression", self._near(), {"reason": str(exc) or "ends early"}
            ) from None
        except OSError as exc:
            reason = exc.strerror or str(exc)
            raise self.error("file.unreadable", self._near(), {"reason": reason}) from None

    def _near(self) -> str:
        return f"near byte {self.source.bytes_read}" + (f" ({self.where})" if self.where else "")
