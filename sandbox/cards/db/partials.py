"""Partial files a killed import or update left behind, and removing them on the next start.

An update downloads into `downloads/<pid>/` (`<n>-<name>.part`, then renamed); a database build
writes `.<database>.<pid>.<token>.building` beside the database. Both carry the id of the
process writing them: a file whose process no longer runs is left
over from a crash or SIGKILL and is removed. Files of a process still running (another import
at the same time) are left alone.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from pathlib import Path

_DOWNLOADS = re.compile(r"^(\d+)$")
_BUILDING = re.compile(r"^\..+\.(\d+)\.[0-9a-f]+\.building$")


def remove_stale(folder: Path) -> list[Path]:
    """Remove the downloads and database builds in `folder` whose writer is gone; return them."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for path in entries:
        match = _DOWNLOADS.match(path.name) or _BUILDING.match(path.name)
        if match is None or _running(int(match.group(1))):
            continue
        with contextlib.suppress(OSError):
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
            removed.append(path)
    return removed


def _running(pid: int) -> bool:
    if pid == os.getpid() or os.name == "nt":  # Windows' os.kill(pid, 0) would end it
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process, or no way to tell: keep the file
    return True
