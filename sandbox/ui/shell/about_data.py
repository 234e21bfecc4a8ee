"""What Namesake says about itself: its version, the card data it carries and has imported
(for Help ▸ About), and where it keeps its files (`namesake --paths`).

The bundled libraries' origin and date are in the bundled ``cards/library-info.json``; the
imported data is the card database's ``sources`` table (file, format, cards, loaded_at).
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path

from sandbox import __version__, resources
from sandbox.cards.db import paths as card_paths
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.errors import CardDataError
from sandbox.cards.library import bundled_library
from sandbox.model import GAMES
from sandbox.ui.kit import paths as app_paths


@dataclass(frozen=True, slots=True)
class CardData:
    """One body of card data: a bundled library, or one imported file."""

    game: str  # as the library or the database names it: shown only
    what: str  # the library's origin, or the imported file's name and format
    date: str  # the data's date (bundled) or when it was imported
    cards: int


def version_text() -> str:
    return f"namesake {__version__}"


def bundled_data() -> list[CardData]:
    """The curated libraries shipped with the app, per game."""
    info = json.loads(resources.path("cards", "library-info.json").read_text(encoding="utf-8"))
    library = bundled_library()
    return [
        CardData(game, str(info[game]["data"]), str(info[game]["date"]), len(library.cards(game)))
        for game in GAMES
        if game in info
    ]


def imported_data(database: Path | None = None) -> list[CardData]:
    """The files imported into the card database (newest first); none if it does not exist."""
    where = database or card_paths.database_path()
    if not where.is_file():
        return []
    db = CardDatabase(where)
    try:
        rows = db.sources()
    except CardDataError:
        return []
    finally:
        db.close()
    return [
        CardData(
            str(row["game"]),
            f"{row['file']} ({row['format']})",
            _utc_minutes(str(row["loaded_at"])),
            int(str(row["cards"])),
        )
        for row in rows
        if row["origin"] == "import"
    ]


def _utc_minutes(stamp: str) -> str:
    """An ISO time stamp as "YYYY-MM-DD HH:MM UTC" (unchanged if it is not one)."""
    try:
        when = dt.datetime.fromisoformat(stamp).astimezone(dt.UTC)
    except ValueError:
        return stamp
    return when.strftime("%Y-%m-%d %H:%M UTC")


def file_locations() -> list[tuple[str, Path]]:
    """Each kind of file Namesake reads or writes, and where it is."""
    return [
        ("data", card_paths.data_dir()),
        ("settings", app_paths.settings_file()),
        ("autosave", app_paths.autosave_file()),
        ("card database", card_paths.database_path()),
        ("downloads", card_paths.downloads_dir()),
        ("bundled files", resources.root()),
    ]


def paths_text() -> str:
    width = max(len(name) for name, _ in file_locations())
    return "\n".join(f"{name:<{width}}  {where}" for name, where in file_locations())
