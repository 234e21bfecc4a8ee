"""Importing card data files: detect their formats, build the new database aside, swap it in.

``import_files`` is what ``namesake import``, ``namesake update`` and the GUI's import
dialogs call (``import_file`` for one file). Files whose games and kinds do not overlap (FaB
cards, MTG cards, MTG's token list) are imported in one build, so every card is read once,
with every name of its game known; a file that would replace the cards of an earlier one
(two FaB files) starts another build after it, as if they were imported one by one. Each
build either swaps in the new database (the files' summaries) or raises a ``CardDataError``
(or ``ImportCancelled`` from the progress callback) and leaves the previous database as the
builds before it made it.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sandbox.cards.db import paths
from sandbox.cards.db.build import BuildSummary, build_database, database_error, overlapping
from sandbox.cards.db.partials import remove_stale
from sandbox.cards.importers.base import CardReader
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
    seconds: float  # reading it, and its share (by cards) of what a build does for all its files
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
    (summary,) = import_files(
        [path], database=database, bundled_dir=bundled_dir, progress=progress, replace=replace
    )
    return summary


def import_files(
    files: Sequence[Path],
    *,
    database: Path | None = None,
    bundled_dir: Path | None = None,
    progress: ProgressCallback | None = None,
    replace: bool = False,
    swapped_in: Callable[[list[ImportSummary]], None] = lambda _: None,
) -> list[ImportSummary]:
    """Import ``files`` in order (as ``import_file`` each; see the module docstring for how
    they are grouped into builds); return one summary per file, and give ``swapped_in`` each
    build's as soon as it is in. A file that fails stops the import: the builds already
    swapped in stay."""
    target = database or paths.database_path()
    remove_stale(target.parent)  # what an import killed mid-build left behind
    summaries: list[ImportSummary] = []
    for readers in _builds(files):
        built = _import_together(readers, target, bundled_dir, progress, replace)
        swapped_in(built)
        summaries += built
    return summaries


def _builds(files: Sequence[Path]) -> Iterator[list[CardReader]]:
    """The readers of ``files``, grouped into builds: consecutive files, until one would
    replace the cards of another in the group. Each file is opened (its format detected)
    before the build of the group before it, which a file that is no card data stops."""
    group: list[CardReader] = []
    for path in files:
        reader = open_reader(path)
        if overlapping([*group, reader]):
            yield group
            group = []
        group.append(reader)
    if group:
        yield group


def _import_together(
    readers: list[CardReader],
    target: Path,
    bundled_dir: Path | None,
    progress: ProgressCallback | None,
    replace: bool,
) -> list[ImportSummary]:
    started = time.perf_counter()
    try:
        built = build_database(
            target,
            bundled=paths.bundled_files(bundled_dir),
            readers=readers,
            progress=progress,
            replace=replace,
        )
    except (sqlite3.Error, OSError) as exc:
        files = ", ".join(str(reader.source.path) for reader in readers)
        raise database_error(exc, files, target) from None
    # the work the files share (reading abilities, indexing) is shared out by their cards
    finishing = time.perf_counter() - started - sum(loaded.seconds for loaded in built.files)
    cards = sum(loaded.imported for loaded in built.files)
    return [
        _summary(reader, built, index, finishing * built.files[index].imported / cards)
        for index, reader in enumerate(readers)
    ]


def _summary(reader: CardReader, built: BuildSummary, index: int, shared: float) -> ImportSummary:
    """What the build's `index`th file loaded, with `shared`: its part of the shared work."""
    loaded = built.files[index]
    return ImportSummary(
        file=str(reader.source.path),
        game=reader.game,
        format=reader.format_name,
        cards=loaded.imported - loaded.tokens,
        tokens=loaded.tokens,
        names=built.names,
        seconds=loaded.seconds + shared,
        warnings=tuple(built.warnings) if index == 0 else (),  # the build's, said once
        added=loaded.added,
        changed=loaded.changed,
        removed=loaded.removed,
    )
