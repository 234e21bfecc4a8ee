"""Imports say what they change (issue 22, finding 7): every import counts the cards it adds,
changes and removes, and one that would remove more than half of a game's imported cards is
refused, the database unchanged, unless asked to replace them (`--replace`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from card_samples import CSV_ROWS, write_fab_csv

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.importing import import_file
from sandbox.cli.main import main


def _count(db_path: Path, bundled: Path) -> int:
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        return db.counts()[("fab", "import")]


def test_a_one_record_file_does_not_silently_replace_every_imported_card(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    import_file(write_fab_csv(tmp_path / "a.csv"), database=db_path, bundled_dir=bundled)
    one = write_fab_csv(tmp_path / "one.csv", CSV_ROWS[:1])
    with pytest.raises(CardDataError) as refused:
        import_file(one, database=db_path, bundled_dir=bundled)
    assert refused.value.code == "import.would_remove"
    assert refused.value.params == {"removed": "2", "before": "3"}
    assert _count(db_path, bundled) == 3  # unchanged
    summary = import_file(one, database=db_path, bundled_dir=bundled, replace=True)
    assert (summary.added, summary.changed, summary.removed) == (0, 0, 2)
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert lookup.exact(db, "fab", "Snatch") is not None
        assert lookup.exact(db, "fab", "Blazing Aether") is None


def test_every_import_counts_what_it_adds_changes_and_removes(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    first = import_file(write_fab_csv(tmp_path / "a.csv"), database=db_path, bundled_dir=bundled)
    assert (first.added, first.changed, first.removed) == (3, 0, 0)
    errata = [list(row) for row in CSV_ROWS[:2]]
    errata[0][10] = '"When Snatch hits, draw two cards."'
    new = ["csv-4", "Sigil of Solace", *CSV_ROWS[2][2:]]
    again = write_fab_csv(tmp_path / "b.csv", [*errata, new])
    summary = import_file(again, database=db_path, bundled_dir=bundled)
    assert (summary.added, summary.changed, summary.removed) == (1, 1, 1)


def test_the_command_needs_replace_and_says_what_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", str(write_fab_csv(tmp_path / "a.csv"))]) == 0
    assert "3 added, 0 changed, 0 removed" in capsys.readouterr().out
    one = str(write_fab_csv(tmp_path / "one.csv", CSV_ROWS[:1]))
    assert main(["import", one]) == 2
    error = capsys.readouterr().err
    assert "would remove 2 of the 3" in error and "--replace" in error
    assert "Traceback" not in error and len(error.strip().splitlines()) == 1
    assert main(["--language", "es", "import", "--replace", one]) == 0
    assert "0 añadidas, 0 cambiadas, 2 quitadas" in capsys.readouterr().out
