"""Where the full public card data for the tests lives: ../shared/reference next to the repo
(or NAMESAKE_REFERENCE). Absent, its tests skip with a message, except under CI (CI set),
where its absence fails them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
REFERENCE_FILES = ("fab/cards.json", "mtg/cards.json", "mtg/tokens.json")


def reference_path() -> Path:
    configured = os.environ.get("NAMESAKE_REFERENCE")
    return Path(configured) if configured else REPO.parent / "shared" / "reference"


def reference_folder() -> Path:
    """The reference data folder, or a skip (a failure under CI) when it is absent."""
    folder = reference_path()
    missing = [name for name in REFERENCE_FILES if not (folder / name).is_file()]
    if missing:
        message = f"reference data not found in {folder} (missing {', '.join(missing)})"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return folder
