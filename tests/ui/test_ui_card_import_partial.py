"""Cards ▸ Import card data with several files that import in turns: when a later one fails or
the user cancels, the message says which files are in (their cards stay) and that the rest
are not; a single file that fails says the card database is unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from test_ui_card_import import palette_names, wait_done, write_cards

from sandbox.cards.errors import ImportCancelled
from sandbox.cards.importers.importing import ImportSummary
from sandbox.cards.progress import ProgressCallback
from sandbox.ui.cards.job import JobInfo, SwappedIn
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def informative(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The informative text of every message box shown (the boxes themselves are recorded
    and answered by `no_modal_boxes`)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "setInformativeText", lambda _box, text: shown.append(text))
    return shown


def cut_cards(path: Path) -> Path:
    """FaB card data that ends in its second record."""
    text = write_cards(path).read_text(encoding="utf-8")
    path.write_text(text[: text.index('"Lanternwick Sentry"')], encoding="utf-8")
    return path


def test_a_later_file_that_fails_names_the_files_that_stay(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    no_modal_boxes: list[str],
    informative: list[str],
) -> None:
    good = write_cards(tmp_path / "good.json")
    cut = cut_cards(tmp_path / "cut.json")
    assert window.card_data.import_paths([good, cut])
    wait_done(qtbot, window)
    (error,) = no_modal_boxes
    assert str(cut) in error and "the file ends early" in error
    (kept,) = informative
    assert "good.json" in kept and "cut.json" not in kept
    assert "stay" in kept and "unchanged" not in kept
    assert "Quillfeather Vanguard" in palette_names(window, "quillfeather")  # the first's cards


def test_a_single_file_that_fails_leaves_the_database_unchanged(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    no_modal_boxes: list[str],
    informative: list[str],
) -> None:
    assert window.card_data.import_paths([cut_cards(tmp_path / "cut.json")])
    wait_done(qtbot, window)
    assert len(no_modal_boxes) == 1
    assert informative == ["The card database is unchanged."]
    assert palette_names(window, "quillfeather") == []


def test_cancelling_after_a_file_is_in_says_which_stay(
    window: MainWindow,
    qtbot: QtBot,
    no_modal_boxes: list[str],
    informative: list[str],
) -> None:
    summary = ImportSummary("/data/first.json", "fab", "fab-json", 3, 0, 10, 0.1)

    def first_then_cancelled(
        _progress: ProgressCallback, swapped_in: SwappedIn
    ) -> list[ImportSummary]:
        swapped_in([summary])
        raise ImportCancelled

    assert window.card_data.start(first_then_cancelled, JobInfo("Importing card data"))
    wait_done(qtbot, window)
    assert no_modal_boxes == ["The import was cancelled."]
    (kept,) = informative
    assert "first.json" in kept and "stay" in kept
