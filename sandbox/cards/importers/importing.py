"""Importing a card data file: detect its format, build the new database aside, swap it in.

``import_file`` is what ``namesake import`` and the GUI's import dialog call. It either
returns an ``ImportSummary`` (the database now has the new cards) or raises a
``CardDataError`` (or ``ImportCancelled`` from the progress callback) and the previous
database is untouched.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path

from sandbox.cards.db import paths
from sandbox.cards.db.build import build_database, database_error
from sandbox.cards.db.partials import remove_stale
from sandbox.cards.importers.detect import open_reader
from sandbox.cards.progress import ProgressCallback
from sandbox.model import Game


@dataclass(frozen=True)
class ImportSummary:
    """What one import loaded."""

    file: str
    game: Game
    format: str
    cards: int
    tokens: int
    names: int
    seconds: float
    warnings: tuple[str, ...] = field(default=())
    added: int = 0  # among the game's imported cards: new ones,
    changed: int = 0  # ones that now say something else,
    removed: int = 0  # and ones the file no longer has


def import_file(
    path: Path,
    *,
    database: Path | None = None,
    bundled_dir: Path | None = None,
    progress: ProgressCallback | None = None,
    replace: bool = False,
) -> ImportSummary:
    """Import ``path`` (any supported format) into the database (default: the user's). An
    import that would remove more than half of its game's imported cards raises
    ``import.would_remove`` (the database unchanged) unless ``replace``."""
    target = database or paths.database_path()
    remove_stale(target.parent)  # what an import killed mid-build left behind
    started = time.perf_counter()
    reader = open_reader(path)
    try:
        summary = build_database(
            target,
            bundled=paths.bundled_files(bundled_dir),
            reader=reader,
            progress=progress,
            replace=replace,
        )
    except (sqlite3.Error, OSError) as exc:
        raise database_error(exc, str(path), target) from None
    return ImportSummary(
        file=str(path),
        game=reader.game,
        format=reader.format_name,
        cards=summary.imported - summary.tokens,
        tokens=summary.tokens,
        names=summary.names,
        seconds=time.perf_counter() - started,
        warnings=tuple(summary.warnings),
        added=summary.added,
        changed=summary.changed,
        removed=summary.removed,
    )
