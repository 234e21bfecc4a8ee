"""Nothing lost on bad input: a truncated, corrupt or wrong-format file, a bad record, a full
disk or a cancelled import leaves the previous database byte for byte as it was, leaves no
aside file behind, and gives one clear message naming the file, the place and the reason."""

from __future__ import annotations

import gzip
import hashlib
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from card_samples import BUNDLED, token_list, write_fab_csv, write_json

from sandbox.cards.db import build
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.errors import CardDataError, ImportCancelled
from sandbox.cards.importers.importing import import_file
from sandbox.cards.message_text import render_error
from sandbox.cards.progress import Progress


@pytest.fixture
def previous(tmp_path: Path, db_path: Path) -> Callable[[], str]:
    """A database with an earlier import; returns a function fingerprinting the folder."""
    import_file(
        write_json(tmp_path / "t.json", token_list()), database=db_path, bundled_dir=BUNDLED
    )

    def fingerprint() -> str:
        files = sorted(p for p in db_path.parent.iterdir() if not p.name.endswith(".lock"))
        assert [p.name for p in files] == ["cards.sqlite3"]  # no aside file left behind
        return hashlib.sha256(db_path.read_bytes()).hexdigest()

    return fingerprint


def failed_import(path: Path, db_path: Path, **kwargs: object) -> CardDataError:
    with pytest.raises(CardDataError) as caught:
        import_file(path, database=db_path, bundled_dir=BUNDLED, **kwargs)  # type: ignore[arg-type]
    return caught.value


def still_there(db_path: Path) -> None:
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        assert db.counts()[("mtg", "import")] == 2


def test_a_truncated_file(tmp_path: Path, db_path: Path, previous: Callable[[], str]) -> None:
    before = previous()
    text = json.dumps(json.loads((BUNDLED / "mtg-library.json").read_text()), indent=1)
    cut = text.index('"Island"') + 40
    path = tmp_path / "AtomicCards.json"
    path.write_text(text[:cut], encoding="utf-8")
    error = failed_import(path, db_path)
    assert error.code == "json.truncated"
    message = render_error(error)
    assert message.startswith(f"namesake: {path}: character ")
    assert "(in card 'Island')" in message and "cut short" in message
    assert "\n" not in message
    assert previous() == before
    still_there(db_path)


def test_a_corrupt_file(tmp_path: Path, db_path: Path, previous: Callable[[], str]) -> None:
    before = previous()
    text = (BUNDLED / "fab-library.json").read_text()
    broken = text.replace('"Phoenix Flame",', '"Phoenix Flame" "oops",', 1)
    path = write_text(tmp_path / "card.json", broken)
    error = failed_import(path, db_path)
    assert error.code == "json.invalid"
    offset = broken.index(' "oops"') + 1
    assert f"character {offset}" in error.where
    assert error.where.endswith("(in record 3)")  # the record it was reading
    assert previous() == before


def test_a_wrong_format_file(tmp_path: Path, db_path: Path, previous: Callable[[], str]) -> None:
    before = previous()
    for content in ('{"meta": {}, "rules": []}', "\x89PNG\r\n\x1a\n binary", "just some words\n"):
        path = write_text(tmp_path / "cards.json", content)
        error = failed_import(path, db_path)
        assert error.code == "format.unknown"
        assert render_error(error).startswith(f"namesake: {path}: not a card data file")
    assert previous() == before


def test_a_record_that_does_not_fit(
    tmp_path: Path, db_path: Path, previous: Callable[[], str]
) -> None:
    before = previous()
    records = json.loads((BUNDLED / "fab-library.json").read_text())
    records[4]["types"] = "Illusionist Token Aura"
    error = failed_import(write_json(tmp_path / "card.json", records), db_path)
    assert error.code == "record.invalid"
    assert error.where == "record 5 ('Spectral Shield')"
    assert "field types" in render_error(error)
    assert previous() == before


def test_a_csv_cut_mid_row(tmp_path: Path, db_path: Path, previous: Callable[[], str]) -> None:
    before = previous()
    path = write_fab_csv(tmp_path / "card.csv")
    text = path.read_text()
    path.write_text(text[: text.index("Wizard Action")], encoding="utf-8")
    error = failed_import(path, db_path)
    assert error.code == "csv.short_row"
    assert error.where == "line 4 ('Blazing Aether')"
    path.write_text(text[: text.index("Deal arcane")], encoding="utf-8")
    error = failed_import(path, db_path)
    assert (error.code, error.where) == ("csv.truncated", "line 4")
    assert previous() == before


def test_a_truncated_compressed_file(
    tmp_path: Path, db_path: Path, previous: Callable[[], str]
) -> None:
    before = previous()
    data = gzip.compress((BUNDLED / "mtg-library.json").read_bytes())
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(data[: len(data) // 2])
    error = failed_import(path, db_path)
    assert error.code == "file.bad_compression"
    assert render_error(error).startswith(f"namesake: {path}: the compressed data is damaged")
    assert previous() == before


def test_a_file_with_no_cards(tmp_path: Path, db_path: Path, previous: Callable[[], str]) -> None:
    before = previous()
    error = failed_import(write_json(tmp_path / "empty.json", {"meta": {}, "data": {}}), db_path)
    assert error.code == "format.no_records"
    assert previous() == before


def test_a_full_disk(
    tmp_path: Path, db_path: Path, previous: Callable[[], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before = previous()

    def disk_full(*args: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(build, "insert_records", disk_full)
    source = BUNDLED / "mtg-library.json"
    error = failed_import(source, db_path)
    assert error.code == "db.disk_full"
    assert render_error(error) == (
        f"namesake: {source}: writing {db_path}: the disk is full (database or disk is full);"
        " the previous card database is unchanged"
    )
    assert previous() == before
    monkeypatch.undo()
    still_there(db_path)


def test_a_cancelled_import(tmp_path: Path, db_path: Path, previous: Callable[[], str]) -> None:
    before = previous()

    def cancel(report: Progress) -> None:
        raise ImportCancelled

    with pytest.raises(ImportCancelled):
        import_file(
            BUNDLED / "mtg-library.json", database=db_path, bundled_dir=BUNDLED, progress=cancel
        )
    assert previous() == before


def test_a_missing_file(tmp_path: Path, db_path: Path) -> None:
    error = failed_import(tmp_path / "nowhere.json", db_path)
    assert render_error(error) == f"namesake: {tmp_path / 'nowhere.json'}: no such file"


def write_text(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path
