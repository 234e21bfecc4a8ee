"""The standing code checks, run as part of the suite: ruff, mypy, and the import contracts
(the rules model, card database and scenario files import no Qt; the model does no I/O)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_tool(*command: str) -> subprocess.CompletedProcess[str]:
    executable = shutil.which(command[0], path=str(Path(sys.executable).parent))
    if executable is None:
        pytest.fail(
            f"{command[0]} is not installed: install the test extra (pip install -e .[test])"
        )
    return subprocess.run(
        [executable, *command[1:]], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_ruff_finds_nothing() -> None:
    result = run_tool("ruff", "check", "sandbox", "tests")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing() -> None:
    result = run_tool("mypy", "sandbox")
    assert result.returncode == 0, result.stdout + result.stderr


def test_import_contracts_hold() -> None:
    result = run_tool("lint-imports", "--no-cache")  # a cache can outlive a moved module
    assert result.returncode == 0, result.stdout + result.stderr
    assert "BROKEN" not in result.stdout and "KEPT" in result.stdout


def test_mypy_refuses_a_misspelt_word_of_the_vocabulary() -> None:
    """Kinds, uses, statuses, durations, relations, zones and games are Literal types
    (model/vocabulary.py) in the model's fields and parameters: each misspelling in
    tests/typing/misspelt_words.py is an error, the right spellings not."""
    snippet = ROOT / "tests" / "typing" / "misspelt_words.py"
    marked = {
        number
        for number, line in enumerate(snippet.read_text().splitlines(), start=1)
        if "# misspelt:" in line
    }
    result = run_tool("mypy", str(snippet.relative_to(ROOT)))
    flagged = {
        int(line.split(":")[1])
        for line in result.stdout.splitlines()
        if line.startswith("tests/typing/misspelt_words.py:") and ": error:" in line
    }
    assert len(marked) >= 15
    assert flagged == marked, result.stdout
