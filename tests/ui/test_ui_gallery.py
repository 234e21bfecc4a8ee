"""Every example scenario opens from the gallery, which shows its title and ruling ids."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from sandbox.ui.dialogs.gallery import GalleryDialog, find_examples
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_the_gallery_lists_every_example_with_title_and_rulings() -> None:
    files = sorted(scenarios_dir().rglob("*.json"))
    examples = find_examples()
    assert sorted(e.path for e in examples) == files
    for example in examples:
        data = json.loads(example.path.read_text(encoding="utf-8"))
        assert example.title == data["title"]
        assert list(example.rulings) == data["rulings"]


def test_every_example_opens_from_the_gallery(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = GalleryDialog(window)
    qtbot.addWidget(dialog)
    proxy = dialog.proxy
    assert proxy.rowCount() == len(find_examples())
    for row in range(proxy.rowCount()):
        dialog.table.selectRow(row)
        dialog.open_selected()
        chosen = dialog.chosen
        assert chosen is not None
        title = proxy.data(proxy.index(row, 1), Qt.ItemDataRole.DisplayRole)
        rulings = proxy.data(proxy.index(row, 0), Qt.ItemDataRole.DisplayRole)
        assert window.files.open(chosen), chosen
        assert window.document.info.title == title
        assert ", ".join(window.document.info.rulings) == rulings
        assert window.scene.cards.keys() == window.document.board.object_index.keys()


def test_the_gallery_filters_by_ruling_id(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = GalleryDialog()
    qtbot.addWidget(dialog)
    dialog.filter_edit.setText("F17")
    rows = dialog.proxy.rowCount()
    assert rows >= 1
    for row in range(rows):
        assert "F17" in dialog.proxy.data(dialog.proxy.index(row, 0), Qt.ItemDataRole.DisplayRole)
