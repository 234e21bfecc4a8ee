"""The files the app ships with: examples, card library, translations, icons, rule excerpts,
JSON Schema. Every module finds them here, nowhere else.

The repository keeps them in its top-level ``resources/`` folder, the one source. A wheel or
sdist carries a copy inside the package as ``sandbox/_resources`` (pyproject.toml maps that
package to ``resources/``), and so does the PyInstaller bundle; `root` reads it through
importlib.resources. Run from a checkout (editable install, a git worktree, or the source
folder on sys.path), the package has no such folder and the checkout's ``resources/`` is used.
``NAMESAKE_RESOURCES`` points elsewhere (tests use it for small stand-in libraries).
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

PACKAGED = "_resources"
OVERRIDE = "NAMESAKE_RESOURCES"
_CHECKOUT = Path(__file__).resolve().parents[1]


class MissingResource(FileNotFoundError):
    """A bundled file is not where the app looks: the installation is incomplete."""

    def __init__(self, relative: str, where: Path) -> None:
        super().__init__(
            f"missing bundled resource {relative} (looked in {where}); reinstall Namesake"
        )
        self.relative = relative
        self.where = where


def root() -> Path:
    """The folder of the bundled files (it may be missing: `path` says so in one line)."""
    configured = os.environ.get(OVERRIDE)
    if configured:
        return Path(configured)
    packaged = resources.files("sandbox") / PACKAGED
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    checkout = _CHECKOUT / "resources"
    if (_CHECKOUT / "pyproject.toml").is_file() and checkout.is_dir():
        return checkout
    return packaged if isinstance(packaged, Path) else checkout


def path(*parts: str) -> Path:
    """A bundled file or folder, e.g. ``path("cards", "fab-library.json")``; MissingResource
    if it is not there."""
    found = root().joinpath(*parts)
    if not found.exists():
        raise MissingResource("/".join(parts), root())
    return found


def location(*parts: str) -> Path:
    """Where a bundled file or folder belongs, whether or not it is there (for writers and
    for optional files such as scenarios/default.json)."""
    return root().joinpath(*parts)
