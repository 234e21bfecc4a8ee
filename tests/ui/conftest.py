"""GUI test setup: offscreen Qt, a private home for settings and autosave, shared fixtures."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from sandbox.cards.resolver import forget_default_resolver
from sandbox.scenario.files import load_scenario
from sandbox.ui.cards.source import CardSource, default_source
from sandbox.ui.document.document import Document
from sandbox.ui.kit import i18n
from sandbox.ui.kit.paths import default_scenario, scenarios_dir
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

F15 = scenarios_dir() / "fab" / "f15-mask-head-jab-katsu.json"


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Settings, autosave and the card database go to a fresh folder for every test."""
    home = tmp_path / "home"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    forget_default_resolver()
    default_source.cache_clear()
    yield home
    forget_default_resolver()
    default_source.cache_clear()


@pytest.fixture(autouse=True)
def no_modal_boxes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes would block a test: record them instead and answer "Discard"/"No"."""
    shown: list[str] = []

    def record_exec(box: QMessageBox) -> int:
        shown.append(box.text())
        return int(QMessageBox.StandardButton.Ok.value)

    def record_question(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        shown.append(str(args[2]) if len(args) > 2 else "")
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "exec", record_exec)
    monkeypatch.setattr(QMessageBox, "question", record_question)
    return shown


@pytest.fixture(autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    i18n.install(qapp, "en")
    yield
    i18n.install(qapp, "en")


@pytest.fixture
def open_cards() -> Iterator[Callable[..., CardSource]]:
    """Makes card sources (as `CardSource(...)`) and closes their card databases afterwards."""
    sources: list[CardSource] = []

    def make(*args: object, **kwargs: object) -> CardSource:
        sources.append(CardSource(*args, **kwargs))  # type: ignore[arg-type]
        return sources[-1]

    yield make
    for source in sources:
        source.close()


@pytest.fixture
def document() -> Document:
    scenario = load_scenario(default_scenario())
    doc = Document(scenario.start)
    doc.load(scenario, default_scenario())
    return doc


@pytest.fixture
def shell(qapp: QApplication, qtbot, document: Document) -> Iterator[Shell]:  # type: ignore[no-untyped-def]
    app_shell = Shell(qapp, document, "en")
    qtbot.addWidget(app_shell.window)
    app_shell.window.show()
    qtbot.waitExposed(app_shell.window)
    yield app_shell
    app_shell.document.undo_stack.setClean()
    app_shell.autosaver.stop()


@pytest.fixture
def window(shell: Shell) -> MainWindow:
    return shell.window


KNOWN_PLATFORM_NOISE = "This plugin does not support "


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The offscreen platform warns that it can't raise windows, grab the keyboard or pass size
    hints (a completer popup, a shown window): limits of the platform, not faults of the app."""
    for item in items:
        if "tests/ui/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(KNOWN_PLATFORM_NOISE))
