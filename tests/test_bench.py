"""The benchmarks keep working (their speed targets are measured by running them, not here)."""

from __future__ import annotations

import re

import pytest

from sandbox.bench import derive as derive_bench
from sandbox.bench.fab_boards import fab_board


def test_derive_benchmark_prints_one_line_per_game_and_size(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert derive_bench.main(["--sizes", "40", "80", "--repeats", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    pattern = r"derive game=(fab|mtg) objects=(\d+) effects=\d+ references=\d+ median_ms=[\d.]+"
    assert lines and all(re.fullmatch(pattern, line) for line in lines)
    assert {re.fullmatch(pattern, line).group(2) for line in lines} == {"40", "80"}  # type: ignore[union-attr]


def test_fab_benchmark_board_has_the_stated_shape() -> None:
    board = fab_board(1000, 1)
    references = sum(len(o.references) for o in board.objects)
    assert (len(board.objects), len(board.effects), references) == (1000, 100, 300)
    permanents = [o for o in board.objects if o.zone == "permanent"]
    assert len(permanents) <= 12 * 4


def test_ui_benchmark_prints_one_line_per_game_and_size(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Drives the real window offscreen on a tiny table of each game (no timing asserted)."""
    from sandbox.bench import ui as ui_bench

    assert ui_bench.main(["--sizes", "40", "--repeats", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    number = r"[\d.]+"
    pattern = (
        rf"ui game=(fab|mtg) objects=40 drop_ms={number} move_ms={number} undo_ms={number}"
        rf" toggle_ms={number} derive_ms={number}"
    )
    assert [re.fullmatch(pattern, line).group(1) for line in lines] == ["fab", "mtg"]  # type: ignore[union-attr]
