"""Load and save scenario files: one-line errors naming file, JSON path and problem; atomic saves.

Loading never raises anything but ScenarioError for bad input, whatever the bytes are. Saving
writes a temporary file beside the target and renames it over, so a crash never leaves half a
file and the previous version survives any failure.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sandbox.cards.library import CardLibrary
from sandbox.cards.resolver import CardResolver, default_resolver
from sandbox.cards.validation_text import problem_text
from sandbox.safe_read import UnsafeRead, read_regular
from sandbox.scenario.limits import check_work, unsavable_size
from sandbox.scenario.read import Scenario, ScenarioProblem, to_scenario
from sandbox.scenario.schema import (
    MAX_ACTIONS,
    MAX_EFFECTS,
    MAX_ENTRIES,
    MAX_OBJECTS,
    MAX_RULINGS,
    SCHEMA_VERSION,
    ScenarioModel,
)
from sandbox.scenario.semantics import check_words

Migration = Callable[[dict[str, Any]], dict[str, Any]]
# MIGRATIONS[n] turns a version-n document into a version-(n+1) one.
MIGRATIONS: dict[int, Migration] = {}
MAX_BYTES = 32 * 1024 * 1024
LARGEST_NUMBER = 2**53  # whole numbers beyond this mean nothing on a table (and overflow Qt)


class ScenarioError(Exception):
    """A scenario file that cannot be used. str() is the one-line message for the user."""

    def __init__(self, file: str, path: str, problem: str) -> None:
        problem = one_line(problem)
        super().__init__(f"{file}: {path}: {problem}")
        self.file = file
        self.path = path
        self.problem = problem


_CONTROLS = {code: f"\\x{code:02x}" for code in range(32)} | {10: "\\n", 13: "\\r", 9: "\\t"}


def one_line(text: str) -> str:
    """`text` with control characters written as escapes: a message quoting a value from the
    file (a player id with a line break, say) still fits on one line."""
    return text.translate(_CONTROLS)


def load_scenario(path: Path, cards: CardResolver | CardLibrary | None = None) -> Scenario:
    """Read, migrate, validate and build the scenario at `path`, resolving its cards with
    `cards` (by default the bundled library, the file's own snapshots, then the user's card
    database)."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except UnsafeRead as refused:
        raise ScenarioError(str(path), "$", refused.problem) from None
    return parse_scenario(raw, str(path), cards)


def parse_scenario(
    raw: bytes | str, file: str, cards: CardResolver | CardLibrary | None = None
) -> Scenario:
    """Build a scenario from the bytes of a file called `file` (used in messages)."""
    if len(raw) > MAX_BYTES:
        raise ScenarioError(file, "$", f"file is larger than {MAX_BYTES // 2**20} MiB")
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as error:
        raise ScenarioError(file, "$", f"not UTF-8 text (byte {error.start})") from None
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        where = f"line {error.lineno} column {error.colno}"
        raise ScenarioError(file, "$", f"not valid JSON at {where}: {error.msg}") from None
    except RecursionError:
        raise ScenarioError(file, "$", "JSON nested too deeply") from None
    except ValueError:  # a number with more digits than Python converts (4,300)
        raise ScenarioError(file, "$", "a number with thousands of digits") from None
    document = migrate(document, file)
    unusable = unusable_value(document) if _may_be_unusable(text) else None
    if unusable is not None:
        raise ScenarioError(file, *unusable)
    _check_size(document, file)
    try:
        model = ScenarioModel.model_validate(document)
    except ValidationError as error:
        first = error.errors()[0]
        problem = problem_text(first, ScenarioModel)
        raise ScenarioError(file, json_path(first["loc"]), problem) from None
    too_much = check_work(model)
    if too_much is not None:
        raise ScenarioError(file, *too_much)
    try:
        scenario = to_scenario(model, cards if cards is not None else default_resolver())
        check_words(model, scenario.start)
        return scenario
    except ScenarioProblem as problem:
        raise ScenarioError(file, problem.path, problem.problem) from None


_COUNTED = {
    "rulings": MAX_RULINGS,
    "objects": MAX_OBJECTS,
    "effects": MAX_EFFECTS,
    "actions": MAX_ACTIONS,
    "expect": MAX_ENTRIES,
    "cards": MAX_ENTRIES,
}


def _check_size(document: dict[str, Any], file: str) -> None:
    """Refuse a table with too many of anything before validating or building it (millions
    of rulings, or a table beyond MAX_OBJECTS, would eat the machine)."""
    for key, most in _COUNTED.items():
        value = document.get(key)
        if isinstance(value, list) and len(value) > most:
            raise ScenarioError(
                file, f"$.{key}", f"{len(value)} {key}: more than this Namesake opens ({most})"
            )
    objects = document.get("objects")
    actions = document.get("actions")
    count = len(objects) if isinstance(objects, list) else 0
    count += len(actions) if isinstance(actions, list) else 0
    if count > MAX_OBJECTS:
        raise ScenarioError(
            file,
            "$.objects",
            f"{count} objects and actions: more than this Namesake opens ({MAX_OBJECTS})",
        )


def migrate(document: object, file: str) -> dict[str, Any]:
    """Bring an older document up to SCHEMA_VERSION; refuse newer or unknown versions."""
    if not isinstance(document, dict):
        raise ScenarioError(file, "$", "a scenario must be a JSON object")
    version = document.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ScenarioError(file, "$.schema_version", "missing or not a whole number")
    if version > SCHEMA_VERSION or version < 1:
        raise ScenarioError(
            file,
            "$.schema_version",
            f"unknown schema version {version} (this Namesake reads 1 to "
            f"{SCHEMA_VERSION}; a newer Namesake may read it)",
        )
    while version < SCHEMA_VERSION:
        document = MIGRATIONS[version](document)
        version += 1
        document["schema_version"] = version
    return document


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_LONG_NUMBER = re.compile(r"[0-9]{16}")  # a JSON number's digits are ASCII (faster than \d)


def _may_be_unusable(text: str) -> bool:
    """Whether `text` could hold a lone surrogate (only a \\uD800-\\uDFFF escape makes one:
    UTF-8 decoding refuses them) or a number beyond LARGEST_NUMBER (16 digits or more)."""
    return bool(_SURROGATE_ESCAPE.search(text) or _LONG_NUMBER.search(text))


def unusable_value(document: object) -> tuple[str, str] | None:
    """(JSON path, problem) of the first string that is not Unicode text (a lone surrogate
    escape like \\ud800 cannot be saved or printed) or whole number too large to mean
    anything; None when every value is usable."""
    pending: list[tuple[object, tuple[int | str, ...]]] = [(document, ())]
    while pending:
        value, where = pending.pop()
        if isinstance(value, str) and not _is_text(value):
            return json_path(where), "text with a lone surrogate (not Unicode text)"
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > LARGEST_NUMBER:
            return json_path(where), f"number too large (more than {LARGEST_NUMBER})"
        if isinstance(value, dict):
            for key, item in value.items():
                if not _is_text(key):
                    return json_path(where), "a key with a lone surrogate (not Unicode text)"
                pending.append((item, (*where, key)))
        elif isinstance(value, list):
            pending.extend((item, (*where, i)) for i, item in enumerate(value))
    return None


def _is_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def json_path(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as a JSON path: ("objects", 2, "card") -> $.objects[2].card."""
    path = "$"
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif part.isidentifier():
            path += f".{part}"
        else:  # a key a person typed: quote it, so odd characters stay visible and on one line
            path += f"[{json.dumps(part)}]"
    return path


class Unsavable(ValueError):
    """A table the reader would refuse if it were written (too large, a number past the
    limit, too many of something). str() is one line: what, where, and what to remove."""


def scenario_json(model: ScenarioModel) -> str:
    """The text of a scenario file: stable key order, two-space indent, final newline.

    Raises Unsavable, before anything is written, for a table this Namesake could not open
    again: the writer keeps every limit the reader has."""
    data = model.model_dump(mode="json", exclude_defaults=True)
    data = {"schema_version": SCHEMA_VERSION, **data}
    _check_savable(data)
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise Unsavable(unsavable_size(data, size, MAX_BYTES))
    return text


def _check_savable(data: dict[str, Any]) -> None:
    """Refuse what the reader would refuse: numbers past the limit, the schema's lengths and
    counts (a model changed with `model_copy` is not checked again), too much work."""
    unusable = unusable_value(data)
    if unusable is not None:
        where, problem = unusable
        raise Unsavable(f"{where}: {problem}: remove it, or start a new table from this one")
    try:
        model = ScenarioModel.model_validate(data)
        _check_size(data, "")
    except ValidationError as error:
        raise Unsavable(_would_be_refused(error)) from None
    except ScenarioError as error:
        raise Unsavable(f"{error.path}: {error.problem}: remove some") from None
    too_much = check_work(model)
    if too_much is not None:
        raise Unsavable(f"{too_much[0]}: {too_much[1]}")


def save_scenario(path: Path, model: ScenarioModel) -> None:
    """Write `model` to `path` atomically (write aside, flush to disk, rename over)."""
    write_atomic(path, scenario_json(model))


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that readers see the old file or the new one, never half.

    Through a symlink, the file it points to is replaced and the link stays; the file keeps
    its permissions (a new one gets the usual ones, umask applied)."""
    if path.is_symlink():
        try:
            path = path.resolve(strict=True)
        except RuntimeError:  # Python 3.11 says "Symlink loop" this way
            raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path)) from None
        except FileNotFoundError:  # a dangling link: write the file it names
            path = path.resolve()
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode_for(path)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(temporary, mode)
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _would_be_refused(error: ValidationError) -> str:
    first = error.errors()[0]
    where = json_path(first["loc"])
    return one_line(
        f"{where}: {first['msg']}: Namesake could not open the file again; remove or shorten it"
    )


def save_problem(error: OSError | ValueError) -> str:
    """Why a save failed, in one line: the system's reason (disk full, permission denied) or
    text that cannot be written."""
    if isinstance(error, OSError):
        return error.strerror or str(error)
    if isinstance(error, Unsavable):
        return one_line(str(error))
    if isinstance(error, ValidationError):  # the file model cannot even be made
        return _would_be_refused(error)
    return one_line(f"the table holds text that cannot be saved ({error})")


def _mode_for(path: Path) -> int:
    """The permission bits the saved file should have: those it has, else 0o666 less umask."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
