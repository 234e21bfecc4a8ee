"""The database: in the platformdirs data directory, the bundled library always there, imports
replacing a game's imported cards of the kinds they carry, and open databases noticing swaps."""

from __future__ import annotations

import json
import sqlite3
import tempfile
from pathlib import Path

import pytest
from card_samples import BUNDLED, token_list, write_fab_csv, write_json

from sandbox.cards.db import database as db_module
from sandbox.cards.db import lookup, paths
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.importers.importing import import_file


def test_the_database_lives_in_the_xdg_data_home(data_home: Path) -> None:
    assert paths.database_path() == data_home / "namesake" / "cards.sqlite3"
    with CardDatabase.open(bundled_dir=BUNDLED) as db:
        assert db.path == data_home / "namesake" / "cards.sqlite3"
        assert db.path.is_file()


def test_the_bundled_library_is_there_before_any_import(small_db: CardDatabase) -> None:
    assert small_db.counts() == {("fab", "bundled"): 10, ("mtg", "bundled"): 11}
    assert lookup.exact(small_db, "mtg", "insectile aberration") is not None
    assert [s["origin"] for s in small_db.sources()] == ["bundled", "bundled"]


def test_the_real_bundled_library_loads(tmp_path: Path) -> None:
    files = paths.bundled_files()
    with CardDatabase.open(tmp_path / "cards.sqlite3") as db:
        counts = db.counts()
    loaded = {game for game, origin in counts if origin == "bundled"}
    assert loaded == {f.name.split("-")[0] for f in files}


def test_an_import_replaces_that_games_imported_cards_and_keeps_the_rest(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    CardDatabase.open(db_path, bundled_dir=bundled).close()
    import_file(write_fab_csv(tmp_path / "a.csv"), database=db_path, bundled_dir=bundled)
    import_file(
        write_json(tmp_path / "tokens.json", token_list()), database=db_path, bundled_dir=bundled
    )
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.counts()[("fab", "import")] == 3
        assert db.counts()[("mtg", "import")] == 2
        assert lookup.exact(db, "fab", "Snatch") is not None
    rows = [
        [
            "csv-9",
            "Mask of Many Faces",
            "",
            "",
            "",
            "",
            "",
            "",
            "Generic, Equipment, Head",
            "",
            "",
            "Generic Equipment - Head",
            "",
            "",
            "",
            "",
            "",
        ]
    ]
    smaller = write_fab_csv(tmp_path / "b.csv", rows)  # it would remove all three: asked for
    import_file(smaller, database=db_path, bundled_dir=bundled, replace=True)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.counts()[("fab", "import")] == 1  # the new FaB file replaced the old one
        assert lookup.exact(db, "fab", "Snatch") is None
        assert db.counts()[("mtg", "import")] == 2  # the MTG tokens stayed
        assert lookup.exact(db, "fab", "Sink Below") is not None  # bundled: still findable
        assert lookup.exact(db, "mtg", "Goblin") is not None


def test_a_bundled_card_the_import_also_has_is_not_duplicated(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    records = json.loads((bundled / "fab-library.json").read_text())
    import_file(
        write_json(tmp_path / "card.json", records[:2]), database=db_path, bundled_dir=bundled
    )
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.counts() == {("fab", "import"): 2, ("fab", "bundled"): 8, ("mtg", "bundled"): 11}
        sink = lookup.exact(db, "fab", "sink below")
        assert sink is not None and [r.origin for r in sink.refs] == ["import", "import"]


def test_a_changed_bundled_library_rebuilds_and_keeps_imports(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    import_file(
        write_json(tmp_path / "t.json", token_list()), database=db_path, bundled_dir=bundled
    )
    (bundled / "fab-library.json").unlink()
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.counts() == {("mtg", "bundled"): 11, ("mtg", "import"): 2}


def test_an_open_database_sees_a_swap(
    tmp_path: Path, small_db: CardDatabase, bundled: Path
) -> None:
    assert lookup.exact(small_db, "mtg", "Treasure") is None
    import_file(
        write_json(tmp_path / "t.json", token_list()), database=small_db.path, bundled_dir=bundled
    )
    assert lookup.exact(small_db, "mtg", "Treasure") is not None


def test_an_unreadable_database_is_moved_aside_and_rebuilt(db_path: Path, bundled: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"this is not a database" * 100)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.warnings == ["db.corrupt"]
        assert db.counts()[("mtg", "bundled")] == 11
    assert [p.name.split("-")[0] for p in db_path.parent.glob("cards.sqlite3.corrupt-*")] == [
        "cards.sqlite3.corrupt"
    ]


def test_the_connection_is_read_only(small_db: CardDatabase) -> None:
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        small_db.conn.execute("DELETE FROM cards")


def test_an_unwritable_data_folder_still_gives_the_bundled_library(
    tmp_path: Path, db_path: Path, bundled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    real_build = db_module.build_database

    def refuse_the_data_folder(target: Path, **kwargs: object) -> object:
        if target == db_path:
            raise sqlite3.OperationalError("unable to open database file")
        return real_build(target, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(db_module, "build_database", refuse_the_data_folder)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.warnings == ["db.fallback"] and db.path.parent.parent == tmp_path
        assert db.counts() == {("fab", "bundled"): 10, ("mtg", "bundled"): 11}


def test_an_import_over_an_unreadable_database_says_what_it_could_not_keep(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"garbage" * 1000)
    summary = import_file(
        write_json(tmp_path / "t.json", token_list()), database=db_path, bundled_dir=bundled
    )
    assert summary.warnings == ("db.previous_unreadable",)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert db.counts() == {("fab", "bundled"): 10, ("mtg", "bundled"): 11, ("mtg", "import"): 2}


def test_an_imported_token_named_by_its_subtypes_is_found_by_its_111_4_name(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    """MTG 111.4: the Zombie token record ("Zombie") is the Zombie Token; both find it."""
    tokens = token_list()
    zombie = {"name": "Zombie", "layout": "token", "type": "Token Creature — Zombie"}
    tokens["data"].append({**zombie, "types": ["Creature"], "subtypes": ["Zombie"]})
    import_file(write_json(tmp_path / "tokens.json", tokens), database=db_path, bundled_dir=bundled)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        for name in ("Zombie", "Zombie Token"):
            found = lookup.exact(db, "mtg", name)
            assert found is not None and [r.card_name for r in found.refs] == ["Zombie"], name
        assert lookup.exact(db, "mtg", "Goblin Token") is None  # no subtypes in its record
