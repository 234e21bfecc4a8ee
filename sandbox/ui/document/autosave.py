"""Autosave: the current scenario written to the user data directory, debounced after each
change and periodically, removed on a clean exit or once the document is saved.

After a crash the file is still there; at start the app offers to recover it, and until the
user has answered the autosave is held: this session neither writes over it nor removes it
(whatever else happened at start, issue 22). The file is an ordinary scenario (so recovery
uses the normal loader); the path of the document it came from is kept beside it in
`autosave.path`.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from sandbox.scenario.files import save_problem, scenario_json, write_atomic
from sandbox.ui.document.document import Document
from sandbox.ui.kit.paths import autosave_file

DEBOUNCE_MS = 1500
PERIOD_MS = 60_000


def _origin_file(path: Path) -> Path:
    return path.with_suffix(".path")


def pending() -> Path | None:
    """The autosave left by a session that did not exit cleanly, if any."""
    path = autosave_file()
    return path if path.exists() else None


def origin_of(path: Path) -> Path | None:
    """The document the autosave at `path` was made from (None: it was never saved)."""
    try:
        text = _origin_file(path).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return Path(text) if text else None


def keep_aside(path: Path, why: str = "unreadable") -> Path:
    """Move an autosave that cannot be opened (or whose recovery the user declined) out of the
    way, never deleting it: it becomes `autosave-<why>-<time>.json` beside it (with its origin
    note), and that path is returned so the user can be told where it is. OSError if it
    cannot be moved (it then stays where it is)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}-{why}-{stamp}{path.suffix}")
    number = 2
    while kept.exists():
        kept = path.with_name(f"{path.stem}-{why}-{stamp}-{number}{path.suffix}")
        number += 1
    os.replace(path, kept)
    origin = _origin_file(path)
    if origin.exists():
        os.replace(origin, _origin_file(kept))
    return kept


def discard() -> None:
    path = autosave_file()
    path.unlink(missing_ok=True)
    _origin_file(path).unlink(missing_ok=True)


class Autosaver(QObject):
    """Writes the document's scenario to the autosave file while it has unsaved changes."""

    failed = Signal(str)  # "path: reason" of an autosave that could not be written
    recovered = Signal()  # an autosave worked again after a failure

    def __init__(self, document: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.path = autosave_file()
        self.saves = 0
        self.error = ""  # the last failure, until a save works again
        # a crashed session's table waits for the user's answer: not ours to touch yet
        self.held = pending() is not None
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.save_now)
        self._period = QTimer(self)
        self._period.setInterval(PERIOD_MS)
        self._period.timeout.connect(self.save_now)
        self._period.start()
        document.changed.connect(lambda _change: self._debounce.start())
        document.unsaved_changed.connect(self._unsaved_changed)

    def save_now(self) -> bool:
        """Write the autosave now if there are unsaved changes. A failure (a full disk, an
        unwritable folder) is announced by `failed` with the path and the reason."""
        self._debounce.stop()
        if self.held or not self.document.unsaved():
            return False
        try:
            write_atomic(self.path, scenario_json(self.document.to_model()))
            origin = str(self.document.path.resolve()) if self.document.path else ""
            write_atomic(_origin_file(self.path), origin + "\n")
        except (OSError, ValueError) as error:  # UnicodeError is a ValueError
            self.error = f"{self.path}: {save_problem(error)}"
            self.failed.emit(self.error)
            return False
        if self.error:
            self.error = ""
            self.recovered.emit()
        self.saves += 1
        return True

    def release(self) -> None:
        """The user answered about the crashed session's table (it was recovered, or moved
        aside): from now on the autosave is this session's."""
        self.held = False
        self._debounce.start()

    def _unsaved_changed(self, unsaved: bool) -> None:
        if not unsaved and not self.held:
            self._debounce.stop()
            discard()

    def stop(self) -> None:
        """A clean exit: stop the timers and remove this session's autosave (a crashed
        session's, still held, stays for the next start to offer)."""
        self._debounce.stop()
        self._period.stop()
        if not self.held:
            discard()
