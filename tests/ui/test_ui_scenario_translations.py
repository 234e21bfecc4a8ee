"""A scenario's own Spanish title and description: the gallery and the header show them when the
interface is Spanish (English otherwise, or when a file has none), and saving keeps them."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from sandbox.model import MoveObject
from sandbox.ui.dialogs.gallery import GalleryDialog, interface_language
from sandbox.ui.kit import i18n
from sandbox.ui.kit.paths import autosave_file, scenarios_dir
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

F15 = scenarios_dir() / "fab" / "f15-mask-head-jab-katsu.json"
F15_DATA = json.loads(F15.read_text(encoding="utf-8"))
SPANISH = F15_DATA["translations"]["es"]


def gallery_row(dialog: GalleryDialog, path: Path) -> tuple[str, str]:
    """The title and tooltip (description) the gallery shows for `path`."""
    proxy = dialog.proxy
    for row in range(proxy.rowCount()):
        if proxy.data(proxy.index(row, 0), Qt.ItemDataRole.UserRole) == str(path):
            title = proxy.data(proxy.index(row, 1), Qt.ItemDataRole.DisplayRole)
            tip = proxy.data(proxy.index(row, 1), Qt.ItemDataRole.ToolTipRole)
            return str(title), str(tip)
    raise AssertionError(f"{path} is not in the gallery")


def test_the_gallery_in_spanish_lists_the_spanish_title(qapp: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert SPANISH["title"] != F15_DATA["title"]
    i18n.install(qapp, "es")
    assert interface_language() == "es"
    dialog = GalleryDialog()
    qtbot.addWidget(dialog)
    assert gallery_row(dialog, F15) == (SPANISH["title"], SPANISH["description"])
    dialog.filter_edit.setText("convierte a Head Jab")  # the filter searches what is shown
    assert dialog.proxy.rowCount() == 1


def test_the_gallery_in_english_keeps_the_english_title(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert interface_language() == "en"
    dialog = GalleryDialog()
    qtbot.addWidget(dialog)
    assert gallery_row(dialog, F15) == (F15_DATA["title"], F15_DATA["description"])


def test_an_example_without_a_translation_shows_english_in_the_gallery(
    qtbot,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    plain = tmp_path / "plain.json"
    data = {k: v for k, v in F15_DATA.items() if k != "translations"}
    plain.write_text(json.dumps(data), encoding="utf-8")
    dialog = GalleryDialog(folder=tmp_path, language="es")
    qtbot.addWidget(dialog)
    assert gallery_row(dialog, plain) == (F15_DATA["title"], F15_DATA["description"])


def test_the_header_shows_the_spanish_title_after_opening(shell: Shell, tmp_path: Path) -> None:
    shell.set_language("es")
    assert shell.window.files.open_path(F15, remember=False)
    header = shell.window.header
    assert html.escape(SPANISH["title"]) in header.title.text()
    assert "F15" in header.title.text()  # the ruling links stay
    assert header.description.text() == SPANISH["description"]
    plain = tmp_path / "plain.json"
    data = {k: v for k, v in F15_DATA.items() if k != "translations"}
    plain.write_text(json.dumps(data), encoding="utf-8")
    assert shell.window.files.open_path(plain, remember=False)
    assert html.escape(F15_DATA["title"]) in shell.window.header.title.text()
    assert shell.window.header.description.text() == F15_DATA["description"]
    shell.set_language("en")


def test_switching_back_to_english_shows_the_english_title(shell: Shell) -> None:
    assert shell.window.files.open_path(F15, remember=False)
    shell.set_language("es")
    assert html.escape(SPANISH["title"]) in shell.window.header.title.text()
    shell.set_language("en")
    assert html.escape(F15_DATA["title"]) in shell.window.header.title.text()
    assert shell.window.header.description.text() == F15_DATA["description"]


def test_saving_an_opened_example_keeps_its_translations(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.files.open_path(F15, remember=False)
    window.document.push(MoveObject("katsu", "banished"), "move")
    target = tmp_path / "saved.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.files.save_as()
    saved = json.loads(target.read_text(encoding="utf-8"))
    assert saved["translations"] == F15_DATA["translations"]
    assert list(saved).index("translations") == list(saved).index("rulings") + 1
    assert window.files.open_path(target, remember=False)  # and back again
    assert window.document.to_model().translations == window.document.info.translations
    assert window.document.info.title_in("es") == SPANISH["title"]


def test_the_autosave_keeps_translations_too(shell: Shell) -> None:
    assert shell.window.files.open_path(F15, remember=False)
    shell.document.push(MoveObject("katsu", "banished"), "move")
    assert shell.autosaver.save_now()
    saved = json.loads(autosave_file().read_text(encoding="utf-8"))
    assert saved["translations"] == F15_DATA["translations"]


def test_a_long_spanish_title_wraps_instead_of_widening_the_window(shell: Shell) -> None:
    shell.set_language("es")
    longest = scenarios_dir() / "mtg" / "m13-protection-quality-or-name.json"
    assert shell.window.files.open_path(longest, remember=False)
    header = shell.window.header
    assert header.title.wordWrap()
    assert header.minimumSizeHint().width() < 400  # the title no longer sets the window's width
    shell.set_language("en")


def test_gallery_rows_grow_to_show_a_wrapped_title(qapp: QApplication, qtbot) -> None:  # type: ignore[no-untyped-def]
    i18n.install(qapp, "es")
    dialog = GalleryDialog()
    qtbot.addWidget(dialog)
    dialog.resize(700, 520)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    heights = [table.rowHeight(row) for row in range(dialog.proxy.rowCount())]
    assert all(h >= table.sizeHintForRow(r) for r, h in enumerate(heights))
    assert max(heights) > min(heights)  # long titles take more lines than short ones
