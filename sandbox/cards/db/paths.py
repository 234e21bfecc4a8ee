"""Where the card database and the bundled library live on disk.

The database is a single SQLite file in the user data directory that platformdirs gives
(it honours XDG_DATA_HOME, so tests and users can point it elsewhere). The bundled curated
library is the set of ``*-library.json`` files in the bundled ``cards`` folder (sandbox.resources).
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from sandbox import resources

APP_NAME = "namesake"
DATABASE_FILE = "cards.sqlite3"


def data_dir() -> Path:
    """The user data directory (created on demand by the callers that write to it)."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def database_path() -> Path:
    """The card database file in the user data directory."""
    return data_dir() / DATABASE_FILE


def downloads_dir() -> Path:
    """Where `namesake update` keeps the files it downloaded."""
    return data_dir() / "downloads"


def bundled_dir() -> Path:
    """The folder of the bundled library files (``NAMESAKE_RESOURCES`` overrides the root)."""
    return resources.location("cards")


def bundled_files(folder: Path | None = None) -> list[Path]:
    """The bundled library files, sorted by name, or [] when the folder is missing."""
    where = bundled_dir() if folder is None else folder
    if not where.is_dir():
        return []
    return sorted(where.glob("*-library.json"))
