"""Who closes the card database: a resolver closes the one it opened, never one it was given,
and a connection dropped open is caught by the suite (tests/unclosed_sqlite.py)."""

from __future__ import annotations

import gc
import sqlite3
import warnings
from pathlib import Path

import pytest

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.resolver import CardResolver


def test_a_resolver_closes_the_database_it_opened_and_opens_it_again_when_asked() -> None:
    resolver = CardResolver()
    opened = resolver.database()
    assert opened is not None
    connection = opened.conn
    resolver.close()
    with pytest.raises(sqlite3.ProgrammingError):  # closed: "Cannot operate on a closed database"
        connection.execute("SELECT 1")
    again = resolver.database()
    assert again is not None and again is not opened
    assert again.conn.execute("SELECT 1").fetchone() == (1,)
    resolver.close()


def test_a_database_given_to_a_resolver_stays_open_for_its_owner(
    small_db: CardDatabase,
) -> None:
    resolver = CardResolver(database=small_db)
    resolver.close()
    assert small_db.conn.execute("SELECT 1").fetchone() == (1,)


def test_a_connection_dropped_open_warns_and_one_closed_does_not(tmp_path: Path) -> None:
    with pytest.warns(ResourceWarning, match="unclosed database"):
        sqlite3.connect(tmp_path / "left-open.sqlite3")
        gc.collect()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        sqlite3.connect(tmp_path / "closed.sqlite3").close()
        gc.collect()
