"""Stored name uses are derived again only when `DERIVATION_VERSION` changes, so a change of the
reading that forgets to bump it would leave every user's database with the old readings: this
test ties the version to the reading's source."""

from __future__ import annotations

import hashlib
from pathlib import Path

import sandbox.cards.reading
from sandbox.cards.db.name_use import DERIVATION_VERSION, READING_DIGEST


def reading_digest() -> str:
    folder = Path(sandbox.cards.reading.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*.py")):  # the patterns/ package too
        text = path.read_bytes().replace(b"\r\n", b"\n")
        digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + text + b"\0")
    return digest.hexdigest()[:16]


def test_the_derivation_version_was_bumped_with_the_reading() -> None:
    now = reading_digest()
    assert now == READING_DIGEST, (
        f"sandbox/cards/reading changed: bump DERIVATION_VERSION (now {DERIVATION_VERSION}) in "
        f'sandbox/cards/db/name_use.py and set READING_DIGEST = "{now}"'
    )
