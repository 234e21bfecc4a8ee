"""The standing code checks, run as part of the suite: ruff, mypy, and the import contracts
(the rules model, card database and scenario files import no Qt; the model does no I/O)."""

from __future__ import annotations

import re
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


# a choice made by testing the game's word: `game == "fab"`, `"mtg" != card.game`,
# `game in ("fab", ...)`, `case "mtg":`
GAME_BRANCH = re.compile(
    r"""(?:==|!=)\s*["'](?:fab|mtg)["']"""
    r"""|["'](?:fab|mtg)["']\s*(?:==|!=)"""
    r"""|\bgame\s+(?:not\s+)?in\s*[(\[{][^)\]}]*["'](?:fab|mtg)["']"""
    r"""|\bcase\s+["'](?:fab|mtg)["']"""
)
MOST_GAME_BRANCHES = 5


def game_branches() -> list[str]:
    """Each `path:line: code` outside the rulesets that chooses by testing the game."""
    rulesets = ROOT / "sandbox" / "model" / "rulesets"
    found = []
    for path in sorted((ROOT / "sandbox").rglob("*.py")):
        if path.is_relative_to(rulesets):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if GAME_BRANCH.search(line.split("#", 1)[0]):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    return found


def test_game_specific_choices_live_in_the_rulesets_and_the_game_tables() -> None:
    """Rule citations, zone groups, default zones and card-data conventions are a Ruleset's
    attributes (model/rulesets), the citation tables (model/rulings.py) or a table keyed by
    game (cards/games.py, the board's places): at most a few branches on the game's word
    stay elsewhere, each with a comment saying why."""
    branches = game_branches()
    assert len(branches) <= MOST_GAME_BRANCHES, "\n".join(branches)
    assert all("#" in branch for branch in branches), "\n".join(branches)


def test_the_game_branch_scan_finds_each_form() -> None:
    for line in ('if game == "fab":', "if card.game != 'mtg':", 'x if "mtg" == g else y',
                 'if game in ("fab", "mtg"):', 'case "fab":'):  # fmt: skip
        assert GAME_BRANCH.search(line), line
    for line in ('return self.game in ("", game)', 'game: Game = "fab"', 'GAMES = ("fab", "mtg")'):
        assert not GAME_BRANCH.search(line), line
