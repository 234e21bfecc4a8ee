"""`python -m sandbox.bench coverage` runs on any card files and prints its documented lines."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from card_samples import BUNDLED, token_list, write_json

from sandbox.bench import coverage

LINES = (
    r"coverage game=(fab|mtg) cards=\d+ names=\d+ in_scope=\d+ curated=\d+ derived=\d+ "
    r"suggested=\d+ detected_only=\d+",
    r"recall game=(fab|mtg) mentions=\d+ classified=\d+ recall=[\d.]+ dropped=\d+ partial=\d+",
    r"derive-time game=(fab|mtg) cards=\d+ seconds=[\d.]+ cpu_seconds=[\d.]+",
)


def test_coverage_prints_three_lines_per_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tokens = write_json(tmp_path / "tokens.json", token_list())
    args = ["--fab", str(BUNDLED / "fab-library.json"), "--mtg", str(BUNDLED / "mtg-library.json")]
    no_labels = tmp_path / "no-labels"
    no_labels.mkdir()
    assert coverage.main([*args, "--tokens", str(tokens), "--labels", str(no_labels)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 6
    for index, line in enumerate(lines):
        assert re.fullmatch(LINES[index % 3], line), line
    fab = re.fullmatch(LINES[0], lines[0])
    assert fab is not None and fab.group(1) == "fab"


def test_coverage_without_the_data_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert coverage.main(["--fab", str(tmp_path / "missing.json")]) == 2
    assert "reference data not found" in capsys.readouterr().err
