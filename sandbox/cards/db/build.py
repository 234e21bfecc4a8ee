"""Building the card database aside and swapping it in only on success.

Every change (first start, a new bundled library, an import) builds a complete new database
file next to the current one: the imported cards it keeps are copied from the current file
(opened read-only), the new imports are streamed in (one file, or several files whose games
and kinds do not overlap, such as MTG cards and their token list: then every card is read
with every name known, once), the bundled library is added (a bundled card the imports already
have is skipped), the lookup index is built, and only then is the new file fsynced and renamed
over the old one (``os.replace`` is atomic). Any failure on the way
(bad input, a full disk, a cancelled import) deletes the aside file and leaves the current
database untouched. A lock file serialises concurrent builds.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import functools
import hashlib
import json
import os
import secrets
import sqlite3
import time
import urllib.parse
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sandbox.cards.db.folding import fold
from sandbox.cards.db.name_use import DERIVATION_VERSION, derive_all, previous_signatures
from sandbox.cards.db.nameindex import build_name_index
from sandbox.cards.db.pairing import pair_fab_faces
from sandbox.cards.db.schema import (
    CARD_COLUMNS,
    FACE_COLUMNS,
    FOREIGN_SINCE,
    INDEXES,
    SCHEMA_VERSION,
    TABLES,
    UPGRADE_COLUMNS,
)
from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.base import CardReader
from sandbox.cards.importers.detect import open_reader
from sandbox.cards.progress import Progress, ProgressCallback, ignore_progress
from sandbox.cards.records import CardRecord
from sandbox.model import Game

try:
    import fcntl
except ImportError:  # pragma: no cover (Windows)
    fcntl = None  # type: ignore[assignment]

BATCH = 500


@dataclass
class LoadedFile:
    """What one imported file of a build loaded, and what it changed among the cards it
    replaces."""

    imported: int = 0
    tokens: int = 0
    # the imported cards the file replaces, as they were (ident → what they say)
    replaced: dict[str, int] = field(default_factory=dict)
    added: int = 0  # what the file changes among them: new cards,
    changed: int = 0  # cards that now say something else,
    removed: int = 0  # and cards it no longer has
    seconds: float = 0.0  # reading and storing it


@dataclass
class BuildSummary:
    """What a build loaded: each imported file (none for a rebuild) and the names indexed."""

    files: list[LoadedFile] = field(default_factory=list)
    bundled: int = 0
    names: int = 0
    derived: int = 0
    warnings: list[str] = field(default_factory=list)
    previous_signatures: dict[str, dict[str, str]] = field(default_factory=dict)


def bundled_digest(files: Sequence[Path]) -> str:
    """A fingerprint of what a build derives from besides imports: the bundled library files
    (names and contents) and the version of the text derivation (a new one re-derives every
    card's name use from the stored text, keeping the imports)."""
    digest = hashlib.sha256(f"derivation {DERIVATION_VERSION}\0".encode())
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def build_database(
    target: Path,
    *,
    bundled: Sequence[Path],
    readers: Sequence[CardReader] = (),
    keep_imports: bool = True,
    progress: ProgressCallback | None = None,
    replace: bool = False,
) -> BuildSummary:
    """Build a new database for ``target`` aside, with the cards of ``readers`` (in order;
    no two may carry the same game's cards, or its tokens: ``overlapping``), and swap it in;
    return what it holds. An imported file that would remove more than half of its game's
    imported cards (of its kinds) is refused (``import.would_remove``, nothing changed)
    unless ``replace``."""
    if overlapping(readers):
        raise ValueError("one build imports each game's cards, and its tokens, once")
    target.parent.mkdir(parents=True, exist_ok=True)
    with _build_lock(target):
        aside = target.with_name(f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.building")
        conn = sqlite3.connect(uri(aside, "rwc"), uri=True, isolation_level=None)
        try:
            summary = _fill(
                conn, target, bundled, readers, keep_imports, progress or ignore_progress, replace
            )
            conn.close()
            _fsync(aside)
            os.replace(aside, target)
            _fsync(target.parent)
        except BaseException:
            conn.close()
            aside.unlink(missing_ok=True)
            raise
    return summary


def _fill(
    conn: sqlite3.Connection,
    target: Path,
    bundled: Sequence[Path],
    readers: Sequence[CardReader],
    keep_imports: bool,
    progress: ProgressCallback,
    replace: bool = False,
) -> BuildSummary:
    summary = BuildSummary(files=[LoadedFile() for _ in readers])
    conn.executescript(
        "PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA cache_size = -16000;"
    )
    conn.executescript(TABLES)
    if keep_imports and target.exists():
        _copy_kept(conn, target, readers, summary)
    conn.execute("BEGIN")
    for reader, loaded in zip(readers, summary.files, strict=True):
        started = time.perf_counter()
        source_id = _load_import(conn, reader, progress, loaded)
        _count_changes(conn, source_id, loaded)
        if not replace and loaded.removed * 2 > len(loaded.replaced):
            params = {"removed": str(loaded.removed), "before": str(len(loaded.replaced))}
            raise reader.error("import.would_remove", params=params)
        loaded.seconds = time.perf_counter() - started
    for path in bundled:
        summary.bundled += _load_bundled(conn, path)
    pair_fab_faces(conn)
    progress(Progress("derive", 0, None, unit="cards"))
    summary.derived = derive_all(conn, summary.previous_signatures)
    progress(Progress("derive", summary.derived, summary.derived, unit="cards"))
    progress(Progress("index", 0, None, unit="names"))
    summary.names = build_name_index(conn)
    conn.execute("COMMIT")
    conn.executescript(INDEXES)
    conn.execute("ANALYZE")
    _write_meta(conn, bundled_digest(bundled), summary)
    progress(Progress("index", summary.names, summary.names, unit="names"))
    return summary


def insert_records(conn: sqlite3.Connection, source_id: int, records: Sequence[CardRecord]) -> None:
    """Write one batch of records (cards, faces, interchangeable names) to the database."""
    card_id = _next_id(conn, "cards")
    face_id = _next_id(conn, "faces")
    cards, faces, groups, foreign, rulings = [], [], [], [], []
    for record in records:
        cards.append(_card_row(card_id, source_id, record))
        foreign += [(card_id, language, name) for language, name in record.foreign_names]
        rulings += [(card_id, date, text) for date, text in record.rulings]
        for face in record.faces:
            faces.append(
                (
                    face_id,
                    card_id,
                    face.side,
                    face.role,
                    face.name,
                    face.type_line,
                    _json_words(face.supertypes),
                    _json_words(face.types),
                    _json_words(face.subtypes),
                    face.text,
                    face.mana_cost,
                )
            )
            face_id += 1
        groups.extend(_interchangeable_rows(card_id, record))
        card_id += 1
    conn.executemany(f"INSERT INTO cards ({CARD_COLUMNS}) VALUES ({_marks(CARD_COLUMNS)})", cards)
    conn.executemany(f"INSERT INTO faces ({FACE_COLUMNS}) VALUES ({_marks(FACE_COLUMNS)})", faces)
    conn.executemany("INSERT INTO interchangeable VALUES (?, ?, ?, ?, ?)", groups)
    conn.executemany("INSERT INTO foreign_names VALUES (?, ?, ?)", foreign)
    conn.executemany("INSERT INTO rulings VALUES (?, ?, ?)", rulings)


def _card_row(card_id: int, source_id: int, record: CardRecord) -> tuple[object, ...]:
    return (
        card_id,
        source_id,
        record.game,
        record.ident,
        record.name,
        record.layout,
        int(record.is_token),
        record.pitch,
        record.first_printing,
        json.dumps(record.printings),
        _json_words(record.rarities),
        json.dumps(dict(record.legal)),
        record.ext_id,
        int(record.is_funny),
        json.dumps(record.other_faces),
    )


@functools.lru_cache(maxsize=4096)
def _json_words(words: tuple[str, ...]) -> str:
    """A list of type words or rarities as stored: the same few recur on thousands of cards."""
    return json.dumps(words)


def _interchangeable_rows(card_id: int, record: CardRecord) -> list[tuple[object, ...]]:
    if not record.interchangeable:
        return []
    names = [record.faces[0].name, *record.interchangeable]
    group = "|".join(sorted({fold(name) for name in names}))
    return [(card_id, record.game, group, fold(name), name) for name in dict.fromkeys(names)]


def overlapping(readers: Sequence[CardReader]) -> bool:
    """Whether two of ``readers`` carry cards of the same game and kind (the later would
    replace the earlier's: they are imported one build after the other)."""
    seen = [kind for reader in readers for kind in _kinds_of(reader)]
    return len(seen) != len(set(seen))


def _kinds_of(reader: CardReader) -> list[tuple[Game, bool]]:
    """The (game, is a token) pairs of the imported cards ``reader`` replaces."""
    return [(reader.game, kind == "token") for kind in sorted(reader.kinds)]


def _load_import(
    conn: sqlite3.Connection, reader: CardReader, progress: ProgressCallback, summary: LoadedFile
) -> int:
    source_id = _add_source(conn, reader, "import")
    for batch in _batched(reader.records(progress)):
        insert_records(conn, source_id, batch)
        summary.imported += len(batch)
        summary.tokens += sum(record.is_token for record in batch)
    if summary.imported == 0:
        raise reader.error("import.no_cards")
    conn.executemany(
        "UPDATE cards SET first_printing = ?"
        " WHERE source_id = ? AND ident = ? AND first_printing IS NULL",
        ((code, source_id, ident) for ident, code in reader.late_first_printings().items()),
    )
    conn.executemany(
        "INSERT INTO foreign_names SELECT id, ?, ? FROM cards WHERE source_id = ? AND ident = ?",
        (
            (language, name, source_id, ident)
            for ident, names in reader.late_foreign_names().items()
            for language, name in names
        ),
    )
    conn.execute("UPDATE sources SET cards = ? WHERE id = ?", (summary.imported, source_id))
    return source_id


# what a card says, as one value per card: its name, layout and pitch, and each face's words
# (the faces are grouped once, not looked up per card: during a build they have no index yet,
# and a lookup per card made counting the changes of a full import quadratic)
_SAYS = (
    "SELECT c.ident, c.name || char(31) || c.layout || char(31) || c.pitch || char(31) ||"
    " coalesce(g.words, '')"
    " FROM {db}.cards c JOIN {db}.sources s ON s.id = c.source_id"
    " LEFT JOIN (SELECT f.card_id, group_concat(f.name || char(31) || f.type_line || char(31)"
    " || f.text || char(31) || f.mana_cost, char(30)) AS words FROM {db}.faces f"
    " GROUP BY f.card_id) g ON g.card_id = c.id WHERE {where}"
)


def _of_the_imports(readers: Sequence[CardReader]) -> tuple[str, list[object]]:
    """A condition on a card ``c`` (and its parameters): it is of a game and kind (cards,
    tokens) one of ``readers`` replaces."""
    kinds = [pair for reader in readers for pair in _kinds_of(reader)]
    clause = " OR ".join("(c.game = ? AND c.is_token = ?)" for _ in kinds) or "0"
    return f"({clause})", [value for game, is_token in kinds for value in (game, int(is_token))]


def _says(
    conn: sqlite3.Connection, db: str, where: str, params: Sequence[object]
) -> dict[str, int]:
    query = _SAYS.format(db=db, where=where)
    return {ident: hash(text) for ident, text in conn.execute(query, params)}


def _count_changes(conn: sqlite3.Connection, source_id: int, summary: LoadedFile) -> None:
    """How many cards the import adds, changes and removes among those it replaces."""
    old = summary.replaced
    if not old:  # nothing of its game and kinds was imported before: every card is new
        query = "SELECT COUNT(DISTINCT ident) FROM cards WHERE source_id = ?"
        summary.added = conn.execute(query, (source_id,)).fetchone()[0]
        return
    new = _says(conn, "main", "c.source_id = ?", [source_id])
    summary.added = len(new.keys() - old.keys())
    summary.removed = len(old.keys() - new.keys())
    summary.changed = sum(1 for ident in new.keys() & old.keys() if new[ident] != old[ident])


def _load_bundled(conn: sqlite3.Connection, path: Path) -> int:
    reader = open_reader(path)
    source_id = _add_source(conn, reader, "bundled")
    fresh = [r for r in reader.records() if not _has_card(conn, r.game, r.ident)]
    for start in range(0, len(fresh), BATCH):
        insert_records(conn, source_id, fresh[start : start + BATCH])
    conn.execute("UPDATE sources SET cards = ? WHERE id = ?", (len(fresh), source_id))
    return len(fresh)


def _copy_kept(
    conn: sqlite3.Connection, target: Path, readers: Sequence[CardReader], summary: BuildSummary
) -> None:
    """Copy the imported cards the new build keeps (all but those the new imports replace).

    A previous database that cannot be read is not copied (a warning says so); a full disk
    while copying fails the build.
    """
    try:
        conn.execute("ATTACH DATABASE ? AS old", (uri(target, "ro"),))
    except sqlite3.DatabaseError:
        summary.warnings.append("db.previous_unreadable")
        return
    try:
        conn.execute("BEGIN")
        _copy_rows(conn, _of_the_imports(readers), summary)
        conn.execute("COMMIT")
        for reader, loaded in zip(readers, summary.files, strict=True):
            replaced, params = _of_the_imports([reader])
            loaded.replaced = _says(conn, "old", f"s.origin = 'import' AND {replaced}", params)
    except sqlite3.DatabaseError as exc:
        if is_disk_full(exc):
            raise
        conn.execute("ROLLBACK")
        summary.warnings.append("db.previous_unreadable")
    finally:
        conn.execute("DETACH DATABASE old")


def _copy_rows(
    conn: sqlite3.Connection, replaced: tuple[str, list[object]], summary: BuildSummary
) -> None:
    version = conn.execute("SELECT value FROM old.meta WHERE key = 'schema_version'").fetchone()
    if version is None or int(version[0]) not in UPGRADE_COLUMNS:
        return
    columns = UPGRADE_COLUMNS[int(version[0])]  # later columns take their defaults
    current = int(version[0]) >= 2  # the name use table is the same since version 2
    kept = (
        "SELECT c.id FROM old.cards c JOIN old.sources s ON s.id = c.source_id"
        f" WHERE s.origin = 'import' AND NOT {replaced[0]}"
    )
    conn.execute(
        f"INSERT INTO cards ({columns}) SELECT {columns} FROM old.cards WHERE id IN ({kept})",
        replaced[1],
    )
    conn.execute(
        f"INSERT INTO faces SELECT {FACE_COLUMNS} FROM old.faces"
        " WHERE card_id IN (SELECT id FROM main.cards)"
    )
    conn.execute(
        "INSERT INTO interchangeable SELECT * FROM old.interchangeable"
        " WHERE card_id IN (SELECT id FROM main.cards)"
    )
    if int(version[0]) >= FOREIGN_SINCE:
        for table in ("foreign_names", "rulings"):
            conn.execute(
                f"INSERT INTO {table} SELECT * FROM old.{table}"
                " WHERE card_id IN (SELECT id FROM main.cards)"
            )
    conn.execute(
        "INSERT INTO sources SELECT * FROM old.sources"
        " WHERE id IN (SELECT DISTINCT source_id FROM main.cards)"
    )
    conn.execute(
        "UPDATE sources SET cards = (SELECT COUNT(*) FROM cards WHERE source_id = sources.id)"
    )
    if current:
        _copy_name_use(conn, summary)


def _copy_name_use(conn: sqlite3.Connection, summary: BuildSummary) -> None:
    """Keep the derived name use of the cards copied, when this derivation made it."""
    summary.previous_signatures = previous_signatures(conn, "old")
    if summary.previous_signatures:
        conn.execute(
            "INSERT INTO name_use SELECT * FROM old.name_use"
            " WHERE card_id IN (SELECT id FROM main.cards)"
        )


def _add_source(conn: sqlite3.Connection, reader: CardReader, origin: str) -> int:
    cursor = conn.execute(
        "INSERT INTO sources (game, origin, format, file, kinds, loaded_at)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        (
            reader.game,
            origin,
            reader.format_name,
            reader.source.path.name,
            ",".join(sorted(reader.kinds)),
            _now(),
        ),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def _has_card(conn: sqlite3.Connection, game: Game, ident: str) -> bool:
    row = conn.execute("SELECT 1 FROM cards WHERE game = ? AND ident = ? LIMIT 1", (game, ident))
    return row.fetchone() is not None


def _write_meta(conn: sqlite3.Connection, digest: str, summary: BuildSummary) -> None:
    meta = {
        "schema_version": str(SCHEMA_VERSION),
        "bundled_digest": digest,
        "derivation_version": DERIVATION_VERSION,
        "built_at": _now(),
        "names": str(summary.names),
    }
    conn.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", meta.items())


def _next_id(conn: sqlite3.Connection, table: str) -> int:
    row = conn.execute(f"SELECT COALESCE(MAX(id), 0) + 1 FROM {table}").fetchone()
    return int(row[0])


def _marks(columns: str) -> str:
    return ", ".join("?" for _ in columns.split(","))


def _batched(records: Iterable[CardRecord]) -> Iterator[list[CardRecord]]:
    batch: list[CardRecord] = []
    for record in records:
        batch.append(record)
        if len(batch) >= BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def _now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")


def _fsync(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


@contextlib.contextmanager
def _build_lock(target: Path) -> Iterator[None]:
    if fcntl is None:  # pragma: no cover
        yield
        return
    lock_path = target.with_name(f".{target.name}.lock")
    with lock_path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def uri(path: Path, mode: str) -> str:
    """A SQLite URI for ``path`` opened in ``mode`` ("ro", "rw" or "rwc")."""
    return f"file:{urllib.parse.quote(str(path.resolve()))}?mode={mode}"


def is_disk_full(exc: BaseException) -> bool:
    """Whether a SQLite or OS error means the disk (or a quota) is full."""
    return "full" in str(exc).lower() or getattr(exc, "errno", None) in (errno.ENOSPC, errno.EDQUOT)


def database_error(exc: BaseException, file: str, target: Path) -> CardDataError:
    """A SQLite or OS error while building, as a message naming the file and the reason."""
    code = "db.disk_full" if is_disk_full(exc) else "db.write_failed"
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return CardDataError(code, file, f"writing {target}", {"reason": reason})
