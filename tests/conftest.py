"""Suite-wide settings.

Under CI, property tests replay the same examples every run, so a landing never depends on
luck; locally they explore new ones each time. No test touches the user's own data: the
user data directory (where the card database and autosaves live) is a fresh temporary folder
for the whole run, and the card tests give each test its own. A card database connection
left open fails the test that drops it, on every Python (tests/unclosed_sqlite.py).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from reference_data import REFERENCE_FILES, reference_folder
from unclosed_sqlite import install as warn_of_unclosed_connections

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.importers.importing import import_file
from sandbox.cards.resolver import CardResolver

settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="namesake-test-data-")
warn_of_unclosed_connections()


@pytest.fixture(scope="session")
def reference() -> Path:
    """The full reference data folder (a skip without it; a failure under CI)."""
    return reference_folder()


@pytest.fixture(scope="session")
def imported_db_path(reference: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A card database with the real bundled library and both games' full reference data
    imported, as a user who ran `namesake import` has (built once per run)."""
    path = tmp_path_factory.mktemp("imported") / "cards.sqlite3"
    for name in REFERENCE_FILES:
        import_file(reference / name, database=path)
    return path


@pytest.fixture
def imported_resolver(imported_db_path: Path) -> Iterator[CardResolver]:
    """The card resolver of a user who imported both games' full card data."""
    with CardDatabase.open(imported_db_path) as db:
        yield CardResolver(database=db)
