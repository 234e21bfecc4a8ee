"""Python 3.13's check for card database connections nobody closed, on every Python the suite
runs on.

From 3.13 on, sqlite3 warns (ResourceWarning) when a connection is freed while still open;
the suite turns warnings into errors, so a leaked connection fails there. CI runs an older
Python, so `install` makes `sqlite3.connect` return connections that warn the same way.
"""

from __future__ import annotations

import sqlite3
import sys
import warnings
from typing import Any

_NATIVE = sys.version_info >= (3, 13)


class _WarnsIfLeft(sqlite3.Connection):
    """A connection that warns, as 3.13's do, if it is freed without being closed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._open = False  # set first: __del__ runs even if connecting fails
        super().__init__(*args, **kwargs)
        self._open = True

    def close(self) -> None:
        self._open = False
        super().close()

    def __del__(self) -> None:
        if getattr(self, "_open", False):
            warnings.warn(f"unclosed database in {self!r}", ResourceWarning, stacklevel=1)


def install() -> None:
    """Make `sqlite3.connect` hand out warning connections (nothing to do from 3.13 on)."""
    if _NATIVE or getattr(sqlite3.connect, "warns_if_left", False):
        return
    plain = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        kwargs.setdefault("factory", _WarnsIfLeft)
        return plain(*args, **kwargs)

    connect.warns_if_left = True  # type: ignore[attr-defined]
    sqlite3.connect = connect  # type: ignore[assignment]
