"""The one exception type of the card database, carried as data (a message code and parameters).

Every failure the user can cause or meet (a bad file, a full disk, a broken download) is a
``CardDataError`` naming the file, where in it, and a stable message code; the English text is
made in ``sandbox.cards.message_text`` so the CLI and the GUI say the same thing.
"""

from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable, Mapping
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class CardDataError(Exception):
    """A failure about one file or URL: ``code`` says what, ``where`` says where in it."""

    def __init__(
        self,
        code: str,
        file: str,
        where: str = "",
        params: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(code)
        self.code = code
        self.file = file
        self.where = where
        self.params: dict[str, str] = dict(params or {})

    def __str__(self) -> str:
        from sandbox.cards.message_text import render_error

        return render_error(self)


class ImportCancelled(Exception):
    """Raised by a progress callback to stop an import; the database is left unchanged."""


class DatabaseReadError(CardDataError):
    """The card database could not be read (a damaged page, a locked or vanished file).

    The card database's readers raise it instead of sqlite3's errors, so no caller above the
    card database needs to know it is SQLite."""

    def __init__(self, reason: str) -> None:
        super().__init__("db.read_failed", "card database", params={"reason": reason})


def reads_the_database(function: Callable[P, R]) -> Callable[P, R]:
    """`function`, raising `DatabaseReadError` where sqlite3 raised."""

    @functools.wraps(function)
    def guarded(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return function(*args, **kwargs)
        except sqlite3.Error as exc:
            raise DatabaseReadError(str(exc) or type(exc).__name__) from exc

    return guarded
