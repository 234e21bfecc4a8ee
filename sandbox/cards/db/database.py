"""Opening the card database: always ready, with the bundled library, without the network.

``CardDatabase.open()`` returns a read-only connection to the database in the user data
directory. On first use it builds it from the bundled library; when the bundled files change it
rebuilds it keeping the imported cards; a file that cannot be read is moved aside and rebuilt
(``warnings`` says so). When an import swaps in a new file, the open database notices and
reconnects on its next query. Use one ``CardDatabase`` per thread.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
import time
from pathlib import Path
from types import TracebackType

from sandbox.cards.db import paths
from sandbox.cards.db.build import build_database, bundled_digest, uri
from sandbox.cards.db.partials import remove_stale
from sandbox.cards.db.schema import SCHEMA_VERSION
from sandbox.cards.errors import reads_the_database

UPGRADABLE = ("1", "2", "3")  # older schema versions whose imported cards a rebuild copies


class CardDatabase:
    """A read-only view of the card database file."""

    def __init__(self, path: Path, bundled_dir: Path | None = None) -> None:
        self.path = path
        self.bundled_dir = bundled_dir
        self.warnings: list[str] = []
        self._conn: sqlite3.Connection | None = None
        self._stamp: tuple[int, int] = (0, 0)

    @classmethod
    def open(cls, path: Path | None = None, *, bundled_dir: Path | None = None) -> CardDatabase:
        """Open (building or refreshing first if needed) the database at ``path``."""
        db = cls(path or paths.database_path(), bundled_dir)
        db.ensure_ready()
        db._connect()
        return db

    @property
    def conn(self) -> sqlite3.Connection:
        """The connection, reopened if another build has replaced the file since."""
        if self._conn is None or self._file_stamp() != self._stamp:
            self._connect()
        assert self._conn is not None
        return self._conn

    def bundled_files(self) -> list[Path]:
        return paths.bundled_files(self.bundled_dir)

    def ensure_ready(self) -> None:
        """Build or rebuild the file when it is missing, stale, unreadable or of another schema."""
        remove_stale(self.path.parent)  # a build killed mid-way left its file behind
        files = self.bundled_files()
        state = self._state(bundled_digest(files))
        if state == "ok":
            return
        if state in ("corrupt", "old_schema"):
            self._move_aside(state)
        try:
            build_database(self.path, bundled=files, keep_imports=state == "stale")
        except (OSError, sqlite3.OperationalError):
            if state == "stale":
                self.warnings.append("db.stale")  # keep using the older file, read-only
                return
            self._fallback(files)

    def rebuild_corrupt(self) -> None:
        """A query found damaged pages (the header read fine, so `open` did not notice): move
        the file aside, rebuild it from the bundled library, and say so in `warnings`."""
        self.close()
        self._move_aside("corrupt")
        self.ensure_ready()
        self._connect()

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> CardDatabase:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def counts(self) -> dict[tuple[str, str], int]:
        """Cards per (game, origin), origin being "bundled" or "import"."""
        rows = self.conn.execute(
            "SELECT c.game, s.origin, COUNT(*) FROM cards c JOIN sources s ON s.id = c.source_id"
            " GROUP BY c.game, s.origin"
        )
        return {(game, origin): count for game, origin, count in rows}

    @reads_the_database
    def sources(self) -> list[dict[str, object]]:
        """The files the database was built from, newest first."""
        cursor = self.conn.execute("SELECT * FROM sources ORDER BY id DESC")
        columns = [d[0] for d in cursor.description]
        return [dict(zip(columns, row, strict=True)) for row in cursor]

    def _state(self, digest: str) -> str:
        if not self.path.exists():
            return "missing"
        try:
            probe = sqlite3.connect(uri(self.path, "ro"), uri=True)
            try:
                meta = dict(probe.execute("SELECT key, value FROM meta").fetchall())
            finally:
                probe.close()
        except sqlite3.DatabaseError:
            return "corrupt"
        if meta.get("schema_version") in UPGRADABLE:
            return "stale"  # rebuilt keeping the imported cards, so nothing is imported twice
        if meta.get("schema_version") != str(SCHEMA_VERSION):
            return "old_schema"
        return "ok" if meta.get("bundled_digest") == digest else "stale"

    def _move_aside(self, state: str) -> None:
        suffix = "corrupt" if state == "corrupt" else f"schema{SCHEMA_VERSION - 1}"
        aside = self.path.with_name(f"{self.path.name}.{suffix}-{int(time.time())}")
        os.replace(self.path, aside)
        self.warnings.append(f"db.{state}")

    def _fallback(self, files: list[Path]) -> None:
        """The data directory cannot be written: keep a bundled-only database in a temp dir."""
        self.path = Path(tempfile.mkdtemp(prefix="namesake-")) / paths.DATABASE_FILE
        build_database(self.path, bundled=files, keep_imports=False)
        self.warnings.append("db.fallback")

    def _connect(self) -> None:
        self.close()
        self._stamp = self._file_stamp()
        self._conn = sqlite3.connect(uri(self.path, "ro"), uri=True)

    def _file_stamp(self) -> tuple[int, int]:
        try:
            stat = self.path.stat()
        except OSError:
            return (0, 0)
        return (stat.st_ino, stat.st_mtime_ns)
