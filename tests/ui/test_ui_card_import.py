"""Cards ▸ Import card data / Update card data: the import runs on a worker thread behind a
progress dialog, can be cancelled, reports its errors, and the palette then finds the cards."""

from __future__ import annotations

import itertools
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from sandbox.cards import download
from sandbox.cards.importers import importing
from sandbox.cards.importers.importing import ImportSummary
from sandbox.cards.progress import Progress, ProgressCallback
from sandbox.ui.cards import job as card_job
from sandbox.ui.cards.import_text import progress_text
from sandbox.ui.cards.source import CardSource
from sandbox.ui.document.document import Document
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

NEW_CARDS = ("Quillfeather Vanguard", "Lanternwick Sentry")
WAIT_MS = 15_000


def fab_record(unique_id: str, name: str, **extra: Any) -> dict[str, Any]:
    """One record in the official FaB card.json shape."""
    return {
        "unique_id": unique_id,
        "name": name,
        "pitch": "1",
        "types": ["Generic", "Action", "Attack"],
        "type_text": "Generic Action - Attack",
        "functional_text": "",
        "functional_text_plain": "",
        "card_keywords": [],
        "blitz_legal": True,
        "cc_legal": True,
        "commoner_legal": True,
        "ll_legal": True,
        "printings": [
            {
                "unique_id": f"{unique_id}-p",
                "set_printing_unique_id": "sp",
                "id": "TST001",
                "set_id": "TST",
                "edition": "N",
                "foiling": "S",
                "rarity": "C",
                "expansion_slot": False,
                "artists": [],
                "art_variations": [],
                "image_url": None,
            }
        ],
        **extra,
    }


def write_cards(path: Path) -> Path:
    records = [fab_record(f"t-{n}", name) for n, name in enumerate(NEW_CARDS)]
    token = {**fab_record("t-token", "Gleamspark"), "pitch": ""}
    token["types"], token["type_text"] = ["Generic", "Token", "Aura"], "Generic Token - Aura"
    path.write_text(json.dumps([*records, token], indent=1), encoding="utf-8")
    return path


@pytest.fixture
def shell(qapp: QApplication, qtbot: QtBot, document: Document) -> Iterator[Shell]:
    """The app with its own card source (so its database is this test's)."""
    app_shell = Shell(qapp, document, "en", cards=CardSource())
    app_shell.window.show()  # not qtbot.addWidget: a language switch deletes the first window
    qtbot.waitExposed(app_shell.window)
    yield app_shell
    app_shell.document.undo_stack.setClean()
    app_shell.window.close()  # cancels a job still running and waits for its thread
    app_shell.window.deleteLater()
    app_shell.autosaver.stop()
    app_shell.cards.close()
    assert card_job.active() is None


def menu_action(window: MainWindow, text: str) -> QAction:
    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is None or top.text() != window.tr("&Cards"):
            continue
        for action in menu.actions():
            if action.text() == text:
                return action
    raise AssertionError(f"no {text!r} in the Cards menu")


def palette_names(window: MainWindow, text: str) -> list[str]:
    palette = window.card_palette
    palette.game_box.setCurrentIndex(palette.game_box.findData("fab"))
    palette.search_edit.setText(text)
    return [hit.name for hit in palette.model.hits]


def pick_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([str(path)], ""))


def wait_done(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.card_data.running, timeout=WAIT_MS)


def test_the_cards_menu(window: MainWindow) -> None:
    imports = menu_action(window, "&Import card data…")
    assert imports.shortcut() == QKeySequence("Ctrl+I")
    assert imports.isEnabled()
    assert menu_action(window, "&Update card data from the internet…").isEnabled()


def test_importing_a_file_through_the_menu(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_modal_boxes: list[str],
) -> None:
    assert "Quillfeather Vanguard" not in palette_names(window, "quillfeather")
    pick_file(monkeypatch, write_cards(tmp_path / "card.json"))
    menu_action(window, "&Import card data…").trigger()
    wait_done(qtbot, window)
    assert len(no_modal_boxes) == 1
    done = no_modal_boxes[0]
    assert done.startswith(
        "card.json (Flesh and Blood, FaB card.json):\n2 cards and 1 token imported"
    )
    # the palette searched again by itself: the text typed before the import finds the card now
    assert window.card_palette.model.hits[0].name == "Quillfeather Vanguard"
    assert "Lanternwick Sentry" in palette_names(window, "lanternwick")
    assert window.card_data.import_action.isEnabled()


def test_cancel_stops_the_import_and_changes_nothing(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_modal_boxes: list[str],
) -> None:
    database = window.cards.database()
    assert database is not None
    before = database.path.read_bytes()
    real_import = importing.import_files

    def held_import(
        files: list[Path], *, progress: ProgressCallback, **kwargs: Any
    ) -> list[ImportSummary]:
        def hold(_report: Progress) -> None:  # keeps reporting until the dialog cancels
            for n in itertools.count():
                progress(Progress("read", n, 1 << 20, label=files[0].name))
                time.sleep(0.005)

        return real_import(files, progress=hold, **kwargs)

    monkeypatch.setattr(importing, "import_files", held_import)
    pick_file(monkeypatch, write_cards(tmp_path / "card.json"))
    menu_action(window, "&Import card data…").trigger()
    qtbot.waitUntil(lambda: window.card_data.dialog is not None, timeout=WAIT_MS)
    dialog = window.card_data.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Reading card.json…" in dialog.labelText(), timeout=WAIT_MS)
    assert not window.card_data.import_action.isEnabled()
    assert not window.card_data.update_action.isEnabled()
    assert not window.card_data.import_path(tmp_path / "card.json")  # one at a time
    cancel = dialog.findChild(QPushButton)
    assert cancel is not None
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    wait_done(qtbot, window)
    assert no_modal_boxes == []
    assert database.path.read_bytes() == before
    assert "Quillfeather Vanguard" not in palette_names(window, "quillfeather")
    assert window.card_data.import_action.isEnabled()
    assert window.card_data.update_action.isEnabled()


def test_a_corrupt_file_shows_the_problem_and_keeps_the_cards(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_modal_boxes: list[str],
) -> None:
    pick_file(monkeypatch, write_cards(tmp_path / "card.json"))
    menu_action(window, "&Import card data…").trigger()
    wait_done(qtbot, window)
    text = write_cards(tmp_path / "whole.json").read_text(encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text(text[: text.index('"Lanternwick Sentry"')], encoding="utf-8")
    pick_file(monkeypatch, broken)
    menu_action(window, "&Import card data…").trigger()
    wait_done(qtbot, window)
    assert len(no_modal_boxes) == 2
    error = no_modal_boxes[1]
    assert str(broken) in error and "(in record 2)" in error
    assert "the file ends early" in error
    assert "\n" not in error  # one line: file, where, why
    assert "Quillfeather Vanguard" in palette_names(window, "quillfeather")


def test_the_error_speaks_the_interface_language(
    shell: Shell,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_modal_boxes: list[str],
) -> None:
    shell.set_language("es")
    window = shell.window
    empty = tmp_path / "vacío.json"
    empty.write_text("", encoding="utf-8")
    pick_file(monkeypatch, empty)
    menu_action(window, "&Importar datos de cartas…").trigger()
    wait_done(qtbot, window)
    assert no_modal_boxes == [f"{empty}: el archivo está vacío"]


def test_update_confirms_the_urls_then_imports(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, no_modal_boxes: list[str]
) -> None:
    url = "https://cards.example/fab/card%20data.json"
    monkeypatch.setenv(download.URLS_VARIABLE, url)
    asked: list[str] = []
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])

    def question(_parent: object, _title: str, text: str, *_args: object) -> object:
        asked.append(text)
        return next(answers)

    monkeypatch.setattr(QMessageBox, "question", question)
    seen = threading.Event()
    calls: list[tuple[list[str], Path | None]] = []

    def fake_update(
        urls: list[str], *, database: Path | None, progress: ProgressCallback, **_: object
    ) -> list[ImportSummary]:
        calls.append((list(urls), database))
        progress(Progress("download", 512 * 1024, 1024 * 1024, label="1-card.json"))
        seen.wait(WAIT_MS / 1000)
        progress(Progress("index", 0, None, unit="names"))
        return [ImportSummary("/tmp/1-card.json", "fab", "fab-json", 3, 1, 4, 0.2)]

    monkeypatch.setattr(download, "update", fake_update)
    update = menu_action(window, "&Update card data from the internet…")
    update.trigger()  # declined: nothing happens
    assert not window.card_data.running and calls == []
    update.trigger()
    assert all(url in text for text in asked)
    dialog = window.card_data.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: "Downloading 1-card.json…" in dialog.labelText(), timeout=WAIT_MS)
    assert "512.0 kB of 1.0 MB" in dialog.labelText()
    assert (dialog.minimum(), dialog.maximum(), dialog.value()) == (0, 1000, 500)
    seen.set()
    wait_done(qtbot, window)
    database = window.cards.database()
    assert database is not None and calls == [([url], database.path)]
    assert no_modal_boxes == [
        f"{url} (Flesh and Blood, FaB card.json):\n"
        "3 cards and 1 token imported in 0.2\u00a0s (4 names indexed).\n"
        "0 added, 0 changed, 0 removed."
    ]


def test_a_new_window_takes_over_a_running_import(
    shell: Shell,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_modal_boxes: list[str],
) -> None:
    release = threading.Event()

    def held_import(
        files: list[Path], *, progress: ProgressCallback, **_: object
    ) -> list[ImportSummary]:
        while not release.wait(0.005):
            progress(Progress("read", 10, 100, label=files[0].name))
        return [ImportSummary(str(files[0]), "fab", "fab-json", 1, 0, 1, 0.1)]

    monkeypatch.setattr(importing, "import_files", held_import)
    pick_file(monkeypatch, tmp_path / "card.json")
    old = shell.window
    menu_action(old, "&Import card data…").trigger()
    shell.set_language("es")  # builds a new window while the import runs
    window = shell.window
    assert old.card_data.dialog is None and window.card_data.dialog is not None
    assert window.card_data.job is card_job.active() is not None
    assert not window.card_data.import_action.isEnabled()
    release.set()
    wait_done(qtbot, window)
    assert no_modal_boxes == [
        "card.json (Flesh and Blood, FaB card.json):\n"
        "1 carta y 0 fichas importadas en 0,1\u00a0s (1 nombre indexado).\n"
        "0 añadidas, 0 cambiadas, 0 quitadas."
    ]
    assert window.card_data.import_action.isEnabled()


def test_progress_text() -> None:
    assert progress_text(Progress("index", 31200, None, unit="names")) == (
        "Indexing the card names…\n31,200 names"
    )
    assert progress_text(Progress("read", 7, 10, unit="cards", label="cards.csv")) == (
        "Reading cards.csv…\n7 of 10 cards"
    )


def test_an_import_that_would_remove_most_cards_asks_in_the_window(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 22, finding 7: a one-record file replaced every imported card without a word."""
    window.card_data.import_path(write_cards(tmp_path / "card.json"))
    wait_done(qtbot, window)
    one = tmp_path / "one.json"
    one.write_text(json.dumps([fab_record("t-0", NEW_CARDS[0])]), encoding="utf-8")
    answers = iter([QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes])
    asked: list[str] = []

    def answer(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return next(answers)

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.card_data.import_path(one)
    wait_done(qtbot, window)
    assert asked == [asked[0]] and "would remove 2 of the 3" in asked[0]
    assert "Lanternwick Sentry" in palette_names(window, "lanternwick")  # No: nothing changed
    window.card_data.import_path(one)
    wait_done(qtbot, window)
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=WAIT_MS)
    wait_done(qtbot, window)  # Yes: imported again, replacing them
    assert "Lanternwick Sentry" not in palette_names(window, "lanternwick")


# issue 21.9: the card list says what the data holds; MTG cards and tokens in one import --


def test_the_card_list_says_how_many_cards_the_data_holds(
    window: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    palette = window.card_palette
    palette.game_box.setCurrentIndex(palette.game_box.findData("fab"))
    palette.search_edit.setText("")
    listed = len(palette.model.hits)
    assert palette.count_label.text() == (
        f"{listed} cards in the bundled library: type a name to search."
    )
    many = [fab_record(f"m-{n}", f"Zzyx Many {n:03d}") for n in range(listed + 40)]
    file = tmp_path / "many.json"
    file.write_text(json.dumps(many), encoding="utf-8")
    assert window.card_data.import_path(file)
    wait_done(qtbot, window)
    palette.search_edit.setText("")
    qtbot.waitUntil(lambda: "your card data" in palette.count_label.text())
    total = window.cards.card_count("fab")
    assert total >= listed + 40
    assert palette.count_label.text() == (
        f"{QLocale().toString(total)} cards in your card data: type a name to search them all."
    )


def _mtg_folder(folder: Path) -> Path:
    folder.mkdir()
    face = {"layout": "normal", "types": ["Creature"], "text": "", "legalities": {}}
    cards = {"Zzyx Bear": [{**face, "name": "Zzyx Bear", "type": "Creature — Bear"}]}
    (folder / "AtomicCards.json").write_text(json.dumps({"meta": {}, "data": cards}))
    token = {"name": "Zzyx Germ", "layout": "token", "type": "Token Creature — Germ"}
    tokens = [{**token, "types": ["Creature"], "isToken": True}]
    (folder / "tokens.json").write_text(json.dumps({"meta": {}, "data": tokens}))
    (folder / "README.txt").write_text("not card data")
    return folder


def test_a_folder_imports_mtg_cards_and_tokens_together(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    no_modal_boxes: list[str],
) -> None:
    folder = _mtg_folder(tmp_path / "mtgjson")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *_a, **_k: str(folder))
    menu_action(window, "Import card data &folder…").trigger()
    wait_done(qtbot, window)
    (done,) = no_modal_boxes
    assert "AtomicCards.json" in done and "tokens.json" in done
    palette = window.card_palette
    palette.game_box.setCurrentIndex(palette.game_box.findData("mtg"))
    palette.search_edit.setText("zzyx")
    assert {"Zzyx Bear", "Zzyx Germ"} <= {hit.name for hit in palette.model.hits}


def test_cards_without_tokens_say_to_import_the_token_list(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = _mtg_folder(tmp_path / "mtgjson")
    informative: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "setInformativeText", lambda box, text: informative.append(text)
    )
    assert window.card_data.import_paths([folder / "AtomicCards.json"])
    wait_done(qtbot, window)
    assert any("token list" in text for text in informative)
