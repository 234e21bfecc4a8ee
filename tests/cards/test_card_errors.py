"""The card database's readers raise only the card database's own errors (issue 19, point 5):
a caller (the window, a command) never catches sqlite3's errors."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.errors import CardDataError, DatabaseReadError
from sandbox.cards.message_text import render_error
from sandbox.cards.naming.fab import check_fab_name
from sandbox.cards.naming.mtg import check_mtg_name


@pytest.fixture
def emptied(tmp_path: Path) -> Iterator[CardDatabase]:
    """An open database whose tables were dropped behind its back (a damaged file)."""
    db = CardDatabase.open(tmp_path / "cards.sqlite")
    writer = sqlite3.connect(db.path)
    for table in ("name_refs", "names", "sources"):
        writer.execute(f"DROP TABLE IF EXISTS {table}")
    writer.commit()
    writer.close()
    yield db
    db.close()


def test_lookup_naming_and_sources_raise_the_card_databases_error(emptied: CardDatabase) -> None:
    calls = (
        lambda: lookup.suggest(emptied, "fab", "Snatch"),
        lambda: check_fab_name(emptied, "Snatch"),
        lambda: check_mtg_name(emptied, "Lightning Bolt"),
        emptied.sources,
    )
    for call in calls:
        with pytest.raises(DatabaseReadError) as raised:
            call()
        assert isinstance(raised.value, CardDataError)
        assert raised.value.code == "db.read_failed"


def test_the_error_reads_as_one_line_in_both_languages(emptied: CardDatabase) -> None:
    with pytest.raises(DatabaseReadError) as raised:
        emptied.sources()
    english = render_error(raised.value)
    spanish = render_error(raised.value, "es")
    assert english.startswith("namesake: card database: could not read the card database (")
    assert "no se pudo leer la base de datos de cartas" in spanish
    assert "\n" not in english + spanish
