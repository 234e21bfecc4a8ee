"""Fixtures for the card database tests.

Every test gets its own XDG_DATA_HOME (nothing touches the user's database). ``bundled`` is
a small hand-written library in the bundled shapes; ``small_db`` is a database built from it.
``reference`` is ../shared/reference: absent, its tests skip, unless the CI variable is set,
where its absence fails them. ``full_db`` imports the full reference data once per session.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from card_samples import BUNDLED
from reference_data import REFERENCE_FILES

from sandbox.cards.db.build import build_database
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.db.paths import bundled_files
from sandbox.cards.importers.importing import import_file
from sandbox.cards.resolver import forget_default_resolver


@pytest.fixture(autouse=True)
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private user data directory for each test."""
    home = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.delenv("NAMESAKE_UPDATE_URLS", raising=False)
    forget_default_resolver()
    return home


@pytest.fixture
def bundled(tmp_path: Path) -> Path:
    """A copy of the hand-written bundled library (tests may change it)."""
    folder = tmp_path / "bundled"
    shutil.copytree(BUNDLED, folder)
    return folder


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "db" / "cards.sqlite3"


@pytest.fixture
def small_db(db_path: Path, bundled: Path) -> Iterator[CardDatabase]:
    """A database holding only the small bundled library."""
    with CardDatabase.open(db_path, bundled_dir=bundled) as db:
        yield db


@pytest.fixture(scope="session")
def full_db_path(reference: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with both games' full reference data imported (built once)."""
    path = tmp_path_factory.mktemp("full") / "cards.sqlite3"
    build_database(path, bundled=bundled_files(BUNDLED))
    for name in REFERENCE_FILES:
        import_file(reference / name, database=path, bundled_dir=BUNDLED)
    return path


@pytest.fixture
def full_db(full_db_path: Path) -> Iterator[CardDatabase]:
    with CardDatabase.open(full_db_path, bundled_dir=BUNDLED) as db:
        yield db


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test here that needs the full reference data (so ``-m "not reference"`` works)."""
    here = Path(__file__).parent
    for item in items:
        needs = {"reference", "full_db", "full_db_path"} & set(getattr(item, "fixturenames", ()))
        if needs and here in Path(str(item.path)).parents:
            item.add_marker(pytest.mark.reference)
