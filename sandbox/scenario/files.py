"""Load and save scenario files: one-line errors naming file, JSON path and problem; atomic saves.

Loading never raises anything but ScenarioError for bad input, whatever the bytes are. Saving
writes a temporary file beside the target and renames it over, so a crash never leaves half a
file and the previous version survives any failure.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sandbox.cards.library import CardLibrary
from sandbox.cards.resolver import CardResolver, default_resolver
from sandbox.scenario.convert import Scenario, ScenarioProblem, to_scenario
from sandbox.scenario.schema import SCHEMA_VERSION, ScenarioModel

Migration = Callable[[dict[str, Any]], dict[str, Any]]
# MIGRATIONS[n] turns a version-n document into a version-(n+1) one.
MIGRATIONS: dict[int, Migration] = {}
MAX_BYTES = 32 * 1024 * 1024


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
        raw = path.read_bytes()
    except OSError as error:
        raise ScenarioError(str(path), "$", f"cannot read the file ({error.strerror})") from None
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
    document = migrate(document, file)
    try:
        model = ScenarioModel.model_validate(document)
    except ValidationError as error:
        first = error.errors()[0]
        raise ScenarioError(file, json_path(first["loc"]), first["msg"]) from None
    try:
        return to_scenario(model, cards if cards is not None else default_resolver())
    except ScenarioProblem as problem:
        raise ScenarioError(file, problem.path, problem.problem) from None


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


def scenario_json(model: ScenarioModel) -> str:
    """The text of a scenario file: stable key order, two-space indent, final newline."""
    data = model.model_dump(mode="json", exclude_defaults=True)
    data = {"schema_version": SCHEMA_VERSION, **data}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def save_scenario(path: Path, model: ScenarioModel) -> None:
    """Write `model` to `path` atomically (write aside, flush to disk, rename over)."""
    write_atomic(path, scenario_json(model))


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that readers see the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
