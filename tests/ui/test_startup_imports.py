"""The first window imports only what it needs (issue 10, point 3): the card importers and
their pydantic models, the card database, downloads, the report, dialogs and the picture
renderer load when first used, never at start-up. Checked in a fresh process drawing the
first window as `python -m sandbox.bench startup` does, so a new import cannot slip in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parents[2]

# A process that starts the app (probe mode: draw the window once, then quit) and then
# prints every module it imported, in the order their imports began.
START_AND_LIST = """
import sys
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
    "sandbox.ui.dialogs.gallery",
    "sandbox.ui.dialogs.new_table",
    "sandbox.ui.dialogs.object_menu",
    "sandbox.ui.dialogs.properties",
    "sandbox.ui.dialogs.reference",
    "sandbox.ui.dialogs.choice",
    "sandbox.ui.dialogs.effect",
    "sandbox.ui.dialogs.move",
    "sandbox.ui.dialogs.deck",
    "sandbox.decks.resolve",
    "sandbox.decks.audit",
    "sandbox.ui.shell.single_instance",  # only for a second start (not in probe mode)
    "PySide6.QtNetwork",
)


def first_window_modules(home: Path) -> list[str]:
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
    assert "namesake: window drawn" in lines, result.stdout
    listed = next(line for line in lines if line.startswith("modules:"))
    return listed.removeprefix("modules:").split()


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
    ):
        assert order.index(layer) < qt, layer
