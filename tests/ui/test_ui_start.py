"""Start-up: the window on the bundled example, `--screenshot`, and the start-up benchmark."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from sandbox.bench import startup
from sandbox.ui.kit.paths import default_scenario
from sandbox.ui.shell.app import run_app, start_document
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]


def test_start_document_opens_the_bundled_example() -> None:
    document, error = start_document(None, "en")
    assert error is None
    assert document.info.title and document.info.rulings
    assert document.board.objects and document.undo_stack.isClean()


def test_a_bad_start_file_falls_back_to_the_example_and_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "nope.json"
    bad.write_text("{}")
    document, error = start_document(bad, "en")
    assert error is not None and "nope.json" in error
    assert document.path is None and document.board.objects


def test_screenshot_writes_a_png_of_the_window(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    assert run_app(None, screenshot=out, language="en") == 0
    image = QImage(str(out))
    assert not image.isNull() and image.width() >= 800 and image.height() >= 600
    felt = image.pixelColor(image.width() // 2, image.height() // 2)
    assert felt.green() > felt.red()  # the table is there, not a blank window


def test_screenshot_in_spanish_of_an_mtg_example(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "mtg.png"
    example = default_scenario().parents[1] / "mtg" / "m16-hidden-agenda-secrets.json"
    assert run_app(example, screenshot=out, language="es") == 0
    assert not QImage(str(out)).isNull()


def test_starting_in_a_players_view_hides_what_they_may_not_see(window: MainWindow) -> None:
    from sandbox.ui.shell.app import view_from

    assert view_from(window, "zoe") is not None and window.view.viewer is None
    assert view_from(window, "nic") is None and window.view.viewer == "nic"


@pytest.mark.slow
def test_the_namesake_command_renders_a_screenshot_headless(tmp_path: Path) -> None:
    out = tmp_path / "cli.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "sandbox", "--screenshot", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 10_000


@pytest.mark.slow
def test_the_startup_benchmark_prints_both_moments(capsys: pytest.CaptureFixture[str]) -> None:
    assert startup.main(["--runs", "1"]) == 0
    summary, app_phases, floor_phases = capsys.readouterr().out.strip().splitlines()
    match = re.fullmatch(
        r"startup first_paint=([\d.]+) ready=([\d.]+) floor=([\d.]+)"
        r" first_paint_ratio=([\d.]+) ready_ratio=([\d.]+) runs=1",
        summary,
    )
    assert match is not None, summary
    first_paint, ready, floor, first_ratio, ready_ratio = (float(g) for g in match.groups())
    assert 0 < floor < first_paint < ready < 30  # the app draws more than a bare window
    assert first_ratio == pytest.approx(first_paint / floor, rel=0.02)
    assert ready_ratio == pytest.approx(ready / floor, rel=0.02)
    app = _phases(app_phases, "app")
    assert list(app) == [
        "python",
        "pydantic",
        "rules_and_files",
        "qt_and_ui",
        "application",
        "document",
        "window",
        "first_paint",
        "inspector",
        "references",
        "effects",
        "palette",
        "timeline",
        "menus",
        "keyboard",
        "dialogs",
        "ready",
    ]
    # the phases cover the start: together they are the launch-to-ready time, less the pipe,
    # and those up to the first paint its time
    assert sum(app.values()) == pytest.approx(ready, abs=0.05)
    up_to_first_paint = list(app.values())[: list(app).index("first_paint") + 1]
    assert sum(up_to_first_paint) == pytest.approx(first_paint, abs=0.05)
    floor_spans = _phases(floor_phases, "floor")
    assert list(floor_spans) == ["python", "qt", "application", "window", "drawn"]
    assert sum(floor_spans.values()) == pytest.approx(floor, abs=0.05)


def _phases(line: str, who: str) -> dict[str, float]:
    prefix = f"startup phases of={who} "
    assert line.startswith(prefix), line
    pairs = (word.split("=") for word in line.removeprefix(prefix).split())
    return {name: float(seconds) for name, seconds in pairs}
