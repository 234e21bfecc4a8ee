"""Where the benchmarks find the full reference data, and how they load it into a temp database.

The data lives beside the repository in ``../shared/reference`` (``NAMESAKE_REFERENCE``
overrides it). The benchmarks import it into a throwaway database, never the user's.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sandbox.cards.importers.importing import ImportSummary, import_files

REFERENCE_FILES = ("fab/cards.json", "mtg/cards.json", "mtg/tokens.json")


def reference_dir() -> Path:
    """The reference data folder (it may not exist)."""
    configured = os.environ.get("NAMESAKE_REFERENCE")
    if configured:
        return Path(configured)
    return Path(__file__).resolve().parents[2].parent / "shared" / "reference"


def reference_files() -> list[Path] | None:
    """The files to import, or None (after saying so on stderr) when any is missing."""
    folder = reference_dir()
    files = [folder / name for name in REFERENCE_FILES]
    missing = [str(path) for path in files if not path.is_file()]
    if missing:
        print(f"bench: reference data not found: {', '.join(missing)}", file=sys.stderr)
        return None
    return files


def import_all(files: list[Path], database: Path) -> list[ImportSummary]:
    """Import every reference file into ``database`` (a throwaway one: each file replaces the
    cards of its kind there, as it is meant to, however many that removes), as
    ``namesake import`` given them all does."""
    return import_files(files, database=database, replace=True)


@contextmanager
def imported_database(files: list[Path]) -> Iterator[Path]:
    """A throwaway database with every reference file imported (removed afterwards)."""
    with tempfile.TemporaryDirectory(prefix="namesake-bench-") as folder:
        database = Path(folder) / "cards.sqlite3"
        import_all(files, database)
        yield database
