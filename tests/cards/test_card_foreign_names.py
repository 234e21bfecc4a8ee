"""What a card is called where the player sits, and its rulings: MTGJSON `foreignData` and
`rulings`, Scryfall `printed_name`, kept through an import, searched by the lookup and the
resolver (a Spanish player types "Rayo"), never a name the rules know, shown by
`namesake card`; the schema version moved to 4 and a version-3 file is rebuilt on open."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.db.schema import SCHEMA_VERSION
from sandbox.cards.importers.importing import import_file
from sandbox.cards.resolver import CardResolver
from sandbox.cli.main import main

DATA = Path(__file__).parent / "data" / "foreign"


@pytest.fixture
def foreign_db(db_path: Path, bundled: Path) -> Path:
    import_file(DATA / "AtomicCards-foreign.json", database=db_path, bundled_dir=bundled)
    return db_path


@pytest.fixture
def scryfall_db(tmp_path: Path, bundled: Path) -> Path:
    path = tmp_path / "scryfall" / "cards.sqlite3"
    import_file(DATA / "scryfall-printed.json", database=path, bundled_dir=bundled)
    return path


def test_names_in_other_languages_and_rulings_are_kept(
    foreign_db: Path, scryfall_db: Path, bundled: Path
) -> None:
    with CardDatabase.open(foreign_db, bundled_dir=bundled) as db:
        names, rulings = lookup.card_words(db, "mtg", "Lightning Bolt")
        assert names == (("de", "Blitzschlag"), ("es", "Rayo"), ("fr", "Foudre"))
        assert [date for date, _ in rulings] == ["2009-10-01", "2018-03-16"]
    with CardDatabase.open(scryfall_db, bundled_dir=bundled) as db:
        shock, rulings = lookup.card_words(db, "mtg", "Shock")
        assert shock == (("es", "Electrochoque"), ("fr", "Choc"))  # each printing once
        assert rulings == ()


def test_a_spanish_name_is_searched_and_resolves_but_is_no_card_name(
    foreign_db: Path, scryfall_db: Path, bundled: Path
) -> None:
    with CardDatabase.open(foreign_db, bundled_dir=bundled) as db:
        found = lookup.suggest(db, "mtg", "Contrahech")
        assert found[0].name == "Contrahechizo"
        assert {(r.kind, r.card_name) for r in found[0].refs} == {("foreign", "Counterspell")}
        assert not found[0].is_name  # the naming rules never take it (201.4: Oracle names)
        assert CardResolver(database=db).resolve("mtg", "Rayo").name == "Lightning Bolt"
    with CardDatabase.open(scryfall_db, bundled_dir=bundled) as db:
        assert CardResolver(database=db).resolve("mtg", "Electrochoque").name == "Shock"


def test_a_schema_3_database_is_rebuilt_keeping_its_imports(
    foreign_db: Path, bundled: Path
) -> None:
    with sqlite3.connect(foreign_db) as conn:
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
        conn.execute("DROP TABLE foreign_names")
        conn.execute("DROP TABLE rulings")
    conn.close()
    with CardDatabase.open(foreign_db, bundled_dir=bundled) as db:
        assert db.meta("schema_version") == str(SCHEMA_VERSION) == "4"
        assert CardResolver(database=db).resolve("mtg", "Counterspell").name == "Counterspell"
        assert lookup.card_words(db, "mtg", "Counterspell") == ((), ())  # v3 had none


def test_namesake_card_shows_rulings_and_names(
    foreign_db: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import sandbox.cards.resolver as resolver_module

    db = CardDatabase.open(foreign_db)
    resolver = CardResolver(database=db)
    monkeypatch.setattr(resolver_module, "default_resolver", lambda: resolver)
    try:
        _card_command_shows_them(capsys)
    finally:
        db.close()


def _card_command_shows_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Rayo", "--game", "mtg", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)[0]
    assert record["name"] == "Lightning Bolt"
    assert record["names_in"]["es"] == ["Rayo"]
    assert record["rulings"][0] == {
        "date": "2009-10-01",
        "text": "This can target a creature, a player or a planeswalker.",
    }
    assert main(["card", "Lightning Bolt", "--game", "mtg"]) == 0
    text = capsys.readouterr().out
    assert "in es: Rayo" in text and "rulings:\n  2009-10-01: This can target" in text


def test_a_deck_list_in_spanish_resolves_to_the_cards(foreign_db: Path, bundled: Path) -> None:
    from sandbox.decks.resolve import read_deck

    with CardDatabase.open(foreign_db, bundled_dir=bundled) as db:
        deck = read_deck("4 Rayo\n2 Contrahechizo\n", "mtg", CardResolver(database=db))
    assert deck.ok
    assert [(e.card.name, e.line.count) for e in deck.entries] == [
        ("Lightning Bolt", 4),
        ("Counterspell", 2),
    ]
