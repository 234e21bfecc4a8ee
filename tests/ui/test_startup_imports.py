"""The first window imports only what it needs (issues 10 and 23): the card importers and
their pydantic models, the card database, downloads, the report, dialogs and the picture
renderer load when first used, never at start-up; the panels, the menus' actions and the
keyboard layer load after the first paint. Checked in a fresh process starting as
`python -m sandbox.bench startup` does, so a new import cannot slip in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]

# A process that starts the app (probe mode: first paint, a click, ready, then quit) and
# prints the modules imported by the first paint and by the end, in the order their imports
# began.
START_AND_LIST = """
import sys
from sandbox import startup_clock
mark = startup_clock.mark
def listing_mark(phase):
    if phase == "first_paint":
        print("first paint modules:", " ".join(sys.modules), flush=True)
    mark(phase)
startup_clock.mark = listing_mark  # before any module imports it
from sandbox.cli.main import main
code = main([])
print("modules:", " ".join(sys.modules))
raise SystemExit(code)
"""

LOADED_WHEN_FIRST_USED = (
    "sandbox.cards.importers",  # every card file format and its pydantic models
    "sandbox.cards.importers.importing",
    "sandbox.cards.db.build",
    "sandbox.cards.db.database",
    "sandbox.cards.db.lookup",
    "sandbox.cards.download",
    "sandbox.cards.reading",
    "sandbox.cards.naming",
    "sandbox.cards.message_text",
    "sandbox.scenario.jsonschema",
    "sandbox.scenario.report",
    "sandbox.scenario.expectations",
    "sandbox.ui.shell.about_data",
    "sandbox.ui.sharing.render",
    "sandbox.ui.shell.about_dialog",
    "sandbox.ui.shell.help_dialogs",
    "sandbox.ui.dialogs.gallery",
    "sandbox.ui.dialogs.new_table",
    "sandbox.ui.dialogs.object_menu",
    "sandbox.ui.dialogs.properties",
    "sandbox.ui.dialogs.reference",
    "sandbox.ui.dialogs.choice",
    "sandbox.ui.dialogs.effect",
    "sandbox.ui.dialogs.move",
    "sandbox.ui.dialogs.relations",
    "sandbox.ui.dialogs.pick_list",
    "sandbox.ui.dialogs.deck",
    "sandbox.decks.resolve",
    "sandbox.decks.audit",
    "sandbox.ui.shell.single_instance",  # only for a second start (not in probe mode)
    "PySide6.QtNetwork",
)


BUILT_AFTER_THE_FIRST_PAINT = (
    "sandbox.ui.panels.inspector",
    "sandbox.ui.panels.references",
    "sandbox.ui.panels.effects",
    "sandbox.ui.panels.timeline",
    "sandbox.ui.panels.whatif",
    "sandbox.ui.cards.palette",
    "sandbox.ui.cards.import_actions",
    "sandbox.ui.sharing.showing",
    "sandbox.ui.sharing.presentation",
    "sandbox.ui.shell.keyboard",
    "sandbox.ui.board.cursor",
    "sandbox.ui.shell.accessible",
    "sandbox.ui.shell.announce",
)


def started_modules(home: Path) -> dict[str, list[str]]:
    """{"first paint": modules imported by then, "ready": by the end of the start}."""
    env = dict(
        os.environ,
        NAMESAKE_STARTUP_PROBE="1",
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    result = subprocess.run(
        [sys.executable, "-c", START_AND_LIST],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "namesake: first paint" in lines and "namesake: window drawn" in lines, result.stdout
    listed = {}
    for moment, prefix in (("first paint", "first paint modules:"), ("ready", "modules:")):
        line = next(line for line in lines if line.startswith(prefix))
        listed[moment] = line.removeprefix(prefix).split()
    return listed


def first_window_modules(home: Path) -> list[str]:
    return started_modules(home)["ready"]


def test_the_first_paint_leaves_the_panels_menus_and_keyboard_for_later(tmp_path: Path) -> None:
    listed = started_modules(tmp_path)
    first_paint, ready = set(listed["first paint"]), set(listed["ready"])
    assert {"sandbox.ui.board.scene", "sandbox.ui.shell.main_window"} <= first_paint
    assert sorted(first_paint & set(BUILT_AFTER_THE_FIRST_PAINT)) == []
    assert set(BUILT_AFTER_THE_FIRST_PAINT) <= ready  # built by the time the window is ready


def test_the_first_paint_leaves_close_spellings_for_later(tmp_path: Path) -> None:
    first_paint = started_modules(tmp_path)["first paint"]
    assert "difflib" not in first_paint  # the card search's close spellings, the diff view


def test_the_first_window_leaves_importers_database_and_dialogs_unloaded(
    tmp_path: Path,
) -> None:
    modules = set(first_window_modules(tmp_path))
    assert {
        "sandbox.ui.shell.main_window",
        "sandbox.model.derivation",
        "sandbox.cards.library",
    } <= modules
    loaded = sorted(
        name
        for name in modules
        for lazy in LOADED_WHEN_FIRST_USED
        if name == lazy or name.startswith(lazy + ".")
    )
    assert loaded == []


def test_the_qt_free_layers_load_before_qt(tmp_path: Path) -> None:
    """PySide6 reads the source of every module imported after it, so the rules model, the
    cards, the scenario files and pydantic are imported first."""
    order = first_window_modules(tmp_path)
    qt = order.index("PySide6")
    for layer in (
        "pydantic",
        "sandbox.model.derivation",
        "sandbox.model.changes",
        "sandbox.cards.resolver",
        "sandbox.cards.presets",
        "sandbox.scenario.files",
        "sandbox.scenario.schema",
        "sandbox.scenario.share",
        "sandbox.scenario.headline",
        "sandbox.cards.db.paths",
        "platformdirs",
    ):
        assert order.index(layer) < qt, layer
