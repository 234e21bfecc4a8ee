"""Several card data files imported at once (issue 20, point 9): files whose games and kinds do
not overlap go into one build, every card read once with every name known, and the database is
the one importing them one by one makes; a file that would replace an earlier one's cards is
imported after it, in a build of its own."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from card_samples import CSV_ROWS, fab_official_records, write_fab_csv, write_json

from sandbox.cards.db import build
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.errors import CardDataError, ImportCancelled
from sandbox.cards.importers import importing
from sandbox.cards.importers.importing import import_file, import_files
from sandbox.cards.progress import Progress
from sandbox.cli.main import main


def _card(name: str, type_: str, text: str = "") -> dict[str, Any]:
    return {"name": name, "layout": "normal", "type": type_, "types": [type_], "text": text}


def _mtg_files(folder: Path) -> list[Path]:
    """MTG cards and their token list: "Zzyxblood" is a card's name before the token list
    makes it a token's and a type word too (as "Blood" is, a face of Flesh // Blood)."""
    attacks = (
        "Whenever Zzyx Purveyor attacks, it gets +1/+0 until end of turn for each Zzyxblood"
        " token defending player controls."
    )
    cards = {
        "Zzyxblood": [_card("Zzyxblood", "Sorcery", "Draw a card.")],
        "Zzyx Purveyor": [_card("Zzyx Purveyor", "Creature", attacks)],
    }
    token = {"name": "Zzyxblood", "layout": "token", "type": "Token Artifact — Zzyxblood"}
    tokens = [{**token, "types": ["Artifact"], "subtypes": ["Zzyxblood"], "isToken": True}]
    return [
        write_json(folder / "AtomicCards.json", {"meta": {}, "data": cards}),
        write_json(folder / "tokens.json", {"meta": {}, "data": tokens}),
    ]


def _dump(path: Path) -> list[str]:
    """The database as SQL, without the times of day it was built and its files loaded."""
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '' WHERE key = 'built_at'")
    conn.execute("UPDATE sources SET loaded_at = ''")
    lines = list(conn.iterdump())
    conn.rollback()
    conn.close()
    return lines


def _name_use(path: Path) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(path)
    rows = conn.execute("SELECT * FROM name_use ORDER BY card_id").fetchall()
    conn.close()
    return rows


def _count_builds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of files of each build an import makes, as it makes them."""
    made: list[int] = []
    real = importing.build_database

    def counted(*args: Any, readers: Any = (), **kwargs: Any) -> build.BuildSummary:
        made.append(len(readers))
        return real(*args, readers=readers, **kwargs)

    monkeypatch.setattr(importing, "build_database", counted)
    return made


def test_files_imported_together_make_one_build_and_the_database_made_one_by_one(
    tmp_path: Path, bundled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = [write_fab_csv(tmp_path / "fab.csv"), *_mtg_files(tmp_path)]
    one_by_one = tmp_path / "one-by-one.sqlite3"
    for path in files:
        import_file(path, database=one_by_one, bundled_dir=bundled)
    made = _count_builds(monkeypatch)
    together = tmp_path / "together.sqlite3"
    summaries = import_files(files, database=together, bundled_dir=bundled)
    assert made == [3]
    assert [(s.game, s.format, s.cards, s.tokens) for s in summaries] == [
        ("fab", "fab-csv", 2, 1),
        ("mtg", "mtgjson-atomic", 2, 0),
        ("mtg", "mtgjson-tokens", 0, 1),
    ]
    assert [(s.added, s.changed, s.removed) for s in summaries] == [(3, 0, 0), (2, 0, 0), (1, 0, 0)]
    assert _dump(together) == _dump(one_by_one)


def test_a_card_read_before_its_token_list_reads_as_if_read_after_it(
    tmp_path: Path, bundled: Path
) -> None:
    """ "Zzyx Blood" stays a name when the token list comes, but becomes a token's: the cards
    that mention it are read again (they were kept as read without the token list)."""
    cards, tokens = _mtg_files(tmp_path)
    one_by_one = tmp_path / "one-by-one.sqlite3"
    import_file(cards, database=one_by_one, bundled_dir=bundled)
    before = _name_use(one_by_one)
    import_file(tokens, database=one_by_one, bundled_dir=bundled)
    together = tmp_path / "together.sqlite3"
    import_files([cards, tokens], database=together, bundled_dir=bundled)
    after = _name_use(together)
    assert before != after[: len(before)]  # the token list changes how they read
    assert _name_use(one_by_one) == after


def test_a_file_replacing_an_earlier_ones_cards_is_imported_after_it(
    tmp_path: Path, bundled: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = write_fab_csv(tmp_path / "a.csv")
    second = write_fab_csv(tmp_path / "b.csv", CSV_ROWS[:2])
    one_by_one = tmp_path / "one-by-one.sqlite3"
    for path in (first, second):
        import_file(path, database=one_by_one, bundled_dir=bundled)
    made = _count_builds(monkeypatch)
    together = tmp_path / "together.sqlite3"
    summaries = import_files([first, second], database=together, bundled_dir=bundled)
    assert made == [1, 1]
    assert [(s.added, s.changed, s.removed) for s in summaries] == [(3, 0, 0), (0, 0, 1)]
    assert _dump(together) == _dump(one_by_one)


def test_a_bad_file_among_them_leaves_the_database_as_it_was(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    import_file(write_fab_csv(tmp_path / "a.csv"), database=db_path, bundled_dir=bundled)
    before = db_path.read_bytes()
    cards, _ = _mtg_files(tmp_path)
    broken = tmp_path / "tokens.json"
    broken.write_text('{"meta": {}, "data": [{"name": "Zzyx', encoding="utf-8")
    with pytest.raises(CardDataError) as failed:
        import_files([cards, broken], database=db_path, bundled_dir=bundled)
    assert failed.value.code == "json.truncated" and failed.value.file == str(broken)
    assert db_path.read_bytes() == before
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        assert ("mtg", "import") not in db.counts()


def test_one_build_refuses_two_files_of_the_same_game_and_kind(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    files = [write_fab_csv(tmp_path / "a.csv"), write_fab_csv(tmp_path / "b.csv")]
    readers = [importing.open_reader(path) for path in files]
    with pytest.raises(ValueError, match="once"):
        build.build_database(db_path, bundled=[], readers=readers)
    assert not db_path.exists()


def test_cancelling_while_the_second_file_is_read_leaves_the_database_as_it_was(
    tmp_path: Path, db_path: Path, bundled: Path
) -> None:
    import_file(write_fab_csv(tmp_path / "a.csv"), database=db_path, bundled_dir=bundled)
    before = db_path.read_bytes()
    seen: list[str] = []

    def cancel_at_the_tokens(report: Progress) -> None:
        seen.append(report.label)
        if report.label == "tokens.json":
            raise ImportCancelled

    with pytest.raises(ImportCancelled):
        import_files(
            _mtg_files(tmp_path),
            database=db_path,
            bundled_dir=bundled,
            progress=cancel_at_the_tokens,
        )
    assert "AtomicCards.json" in seen
    assert db_path.read_bytes() == before
    assert [p.name for p in db_path.parent.iterdir() if p.name.endswith(".building")] == []


def test_the_command_says_what_an_earlier_build_imported_before_a_later_one_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = write_fab_csv(tmp_path / "a.csv")
    records = write_json(tmp_path / "b.json", fab_official_records())
    broken = tmp_path / "b.json"
    broken.write_text(records.read_text(encoding="utf-8")[:-40], encoding="utf-8")  # cut short
    assert main(["import", str(first), str(broken), "--no-progress"]) == 2
    out, err = capsys.readouterr()
    assert "imported 2 cards and 1 tokens (fab, fab-csv)" in out
    assert "b.json" in err and "Traceback" not in err
    with CardDatabase.open() as db:
        assert db.counts()[("fab", "import")] == 3
