"""Share strings: a whole scenario as one short line of text to paste in a chat.

`namesake1.` followed by the scenario file's compact JSON, compressed with zlib and written in
unpadded base64url (letters, digits, `-` and `_`: nothing a chat turns into markup or breaks
on). Whitespace a chat inserts is ignored when reading, and so are quotes or angle brackets
around the string. The number is the format version: a string from a newer Namesake says so.

Reading goes through the same validation as a file (`parse_scenario`), so a bad string gets
the same one-line `WHERE: $.json.path: problem` errors, with `share string` as WHERE. The
scenario embeds the cards it uses that the bundled library lacks, so the string is
self-contained.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from pathlib import Path

from sandbox.cards.library import CardLibrary
from sandbox.cards.resolver import CardResolver
from sandbox.scenario.files import MAX_BYTES, ScenarioError, load_scenario, parse_scenario
from sandbox.scenario.read import Scenario
from sandbox.scenario.schema import SCHEMA_VERSION, ScenarioModel

FORMAT_VERSION = 1
PREFIX = "namesake"
WHERE = "share string"
MAX_STRING = 4 * 1024 * 1024  # characters of a pasted string we look at
_HEAD = re.compile(r"namesake(\d{1,6})\.", re.IGNORECASE)
_BODY = re.compile(r"[A-Za-z0-9_-]{12,}")
_TO_STANDARD = str.maketrans("-_", "+/")
_STRIP = str.maketrans("", "", " \t\r\n\u00a0\u200b\"'`<>")


def encode(model: ScenarioModel) -> str:
    """The share string of a scenario file model."""
    data = model.model_dump(mode="json", exclude_defaults=True)
    data = {"schema_version": SCHEMA_VERSION, **data}
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    packed = zlib.compress(text.encode("utf-8"), 9)
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{PREFIX}{FORMAT_VERSION}.{body}"


def looks_like_share(text: str) -> bool:
    """True when `text` (e.g. a command-line argument or the clipboard) starts like a share
    string; it may still be damaged."""
    cleaned = text[:256].translate(_STRIP)
    head = _HEAD.match(cleaned)
    return head is not None and _BODY.fullmatch(cleaned[head.end() :]) is not None


def decode(text: str) -> str:
    """The scenario JSON text inside a share string; ScenarioError (one line) if it is not
    one, is damaged, or comes from a newer Namesake."""
    if len(text) > MAX_STRING:
        raise ScenarioError(WHERE, "$", f"longer than {MAX_STRING // 2**20} MiB of text")
    cleaned = text.translate(_STRIP)
    head = _HEAD.match(cleaned)
    if head is None:
        raise ScenarioError(WHERE, "$", "not a Namesake share string (it starts with namesake1.)")
    version = int(head.group(1))
    if version > FORMAT_VERSION:
        raise ScenarioError(
            WHERE,
            "$",
            f"made by a newer Namesake (share format {version}; this one reads up to "
            f"{FORMAT_VERSION}): update Namesake to open it",
        )
    if version < 1:
        raise ScenarioError(WHERE, "$", f"unknown share format {version}")
    body = cleaned[head.end() :]
    if not body:
        raise ScenarioError(WHERE, "$", f"damaged: nothing after {head.group(0)}")
    standard = body.translate(_TO_STANDARD) + "=" * (-len(body) % 4)
    try:
        packed = base64.b64decode(standard, validate=True)
    except (binascii.Error, ValueError):
        raise ScenarioError(WHERE, "$", "damaged: not base64url text") from None
    return _inflate(packed).decode("utf-8")


def _inflate(packed: bytes) -> bytes:
    """Decompress at most MAX_BYTES (a tiny string may expand enormously)."""
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, MAX_BYTES + 1)
    except zlib.error:
        raise ScenarioError(WHERE, "$", "damaged: cut short or changed in transit") from None
    if len(raw) > MAX_BYTES:
        raise ScenarioError(WHERE, "$", f"expands to more than {MAX_BYTES // 2**20} MiB")
    if not inflater.eof:
        raise ScenarioError(WHERE, "$", "damaged: cut short or changed in transit")
    return raw


def parse_share(text: str, cards: CardResolver | CardLibrary | None = None) -> Scenario:
    """The scenario of a share string, validated like a file."""
    try:
        document = decode(text)
    except UnicodeDecodeError:
        raise ScenarioError(WHERE, "$", "damaged: not UTF-8 inside") from None
    return parse_scenario(document, WHERE, cards)


def open_scenario(
    file_or_string: str | Path, cards: CardResolver | CardLibrary | None = None
) -> Scenario:
    """A scenario from a file path or a share string given in its place."""
    if isinstance(file_or_string, str) and is_share(file_or_string):
        return parse_share(file_or_string, cards)
    return load_scenario(Path(file_or_string), cards)


def is_share(argument: str) -> bool:
    """A command-line argument that is a share string, not a file that happens to be named
    like one."""
    if not looks_like_share(argument):
        return False
    try:
        return not Path(argument).exists()
    except (OSError, ValueError):  # far too long a name for a file
        return True
