"""Show and share a ruling (issue 11), driven through the window as a user would: presentation
mode, pictures, copying a ruling, share strings, what-if, the timeline, table properties and
the findings filter, in English and Spanish.

The table is F15 (Mask of Many Faces names Surging Strike for Head Jab, so Gustwave's combo
finds it, F8/F15); Amnesia (F10, CR 1.0.2) then takes every name away.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QDialogButtonBox, QTabWidget
from ui_helpers import AMNESIA_ON_TYLER

from sandbox.cli.main import main
from sandbox.model import MoveObject, SetController
from sandbox.scenario.files import load_scenario
from sandbox.scenario.share import encode, looks_like_share, parse_share
from sandbox.ui.dialogs.properties import PropertiesDialog
from sandbox.ui.document.document import DocumentInfo
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

F09 = scenarios_dir() / "fab" / "f09-reset-outside-arena.json"
M12 = scenarios_dir() / "mtg" / "m12-targets-on-resolution.json"


def spanish(shell: Shell) -> MainWindow:
    shell.set_language("es")
    return shell.window


# 1. presentation mode ----------------------------------------------------------------------


def test_presentation_mode_shows_only_the_table_and_one_large_caption(shell: Shell, qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shell.window
    window.view.select_finding("gustwave:combo")
    window.showing.present_action.trigger()
    qtbot.waitUntil(lambda: window.caption.isVisible())
    assert not window.menuBar().isVisible() and not window.toolbar.isVisible()
    assert not any(dock.isVisible() for dock in window.docks())
    assert not window.header.isVisible()
    text = window.caption.toPlainText()
    assert "Combo - If Surging Strike" in text and "F8" in text  # verdict, why, ruling ids
    assert window.caption.font().pixelSize() >= 20  # large type for a stream
    # the view zooms to the source and what it finds; empty zones fold away
    focus = window.board_view.focus
    assert focus is not None
    for object_id in ("gustwave", "head-jab"):
        assert focus.contains(window.scene.cards[object_id].sceneBoundingRect().center())
    assert focus.width() < window.scene.sceneRect().width()
    empty = [z for z in window.scene.zones.values() if z.count == 0]
    assert empty and not any(z.isVisible() for z in empty)
    # Head Jab lies next to Gustwave: its outline says it is found (an arrow would cover
    # Gustwave's name); the picture's arrows are checked in tests/ui/test_ui_pictures.py
    assert window.scene.cards["head-jab"].mark == "found"
    assert not window.presentation.overlay.items
    # a change of finding re-explains; Esc leaves and gives the panels back
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    assert "Does not find" in window.caption.toPlainText()
    window.showing.leave_action.trigger()
    assert not window.caption.isVisible() and window.menuBar().isVisible()
    assert window.references_dock.isVisible() and window.board_view.focus is None
    assert all(z.isVisible() for z in window.scene.zones.values())


def test_presentation_mode_in_spanish_names_zones_and_verdict_in_spanish(
    shell: Shell, qtbot
) -> None:  # type: ignore[no-untyped-def]
    window = spanish(shell)
    window.show()
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    window.view.select_finding("gustwave:combo")
    window.showing.present_action.trigger()
    qtbot.waitUntil(lambda: window.caption.isVisible())
    text = window.caption.toPlainText()
    assert "Cadena de combate" in text and "Falla —" in text and "No encuentra" in text
    assert "F10" in text and "1.0.2" in text
    window.showing.leave_action.trigger()


# 2. pictures -------------------------------------------------------------------------------


def test_export_image_draws_the_cropped_table_and_the_caption(
    window: MainWindow, tmp_path: Path
) -> None:
    window.view.select_finding("gustwave:combo")
    path = window.showing.export_image(tmp_path / "ruling.png")
    assert path is not None
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1600, 900)
    # the caption band at the bottom is the dark caption colour, not the felt
    assert image.pixelColor(5, 895).name() == "#0f1f18"


def test_namesake_render_writes_a_picture_and_refuses_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "m12.png"
    assert main(["render", str(M12), "-o", str(out), "--language", "es", "--size", "1280x720"]) == 0
    assert QImage(str(out)).size().toTuple() == (1280, 720)
    text = encode(load_scenario(F09).model)
    assert (
        main(["render", text, "-o", str(tmp_path / "s.png"), "--reference", "gustwave:combo"]) == 0
    )
    assert main(["render", str(F09), "-o", str(out), "--reference", "nope"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("namesake: --reference nope: no such ability") and "\n" not in err
    assert main(["render", str(F09), "-o", str(out), "--view-as", "zed"]) == 2
    assert main(["render", str(F09), "-o", str(tmp_path / "no" / "dir" / "x.png")]) == 1
    assert "cannot write" in capsys.readouterr().err


# 3. copy the ruling as text ----------------------------------------------------------------


def test_copy_ruling_puts_plain_text_and_markdown_with_ruling_ids_and_rules(
    window: MainWindow,
) -> None:
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    window.view.select_finding("gustwave:combo")
    text = window.showing.copy_ruling()
    assert text is not None
    clipboard = QGuiApplication.clipboard()
    assert clipboard.text() == text
    assert "Combo - If Surging Strike" in text and "fails" in text
    assert "F10" in text and "CR 1.0.2" in text and "Does not find:" in text
    markdown = bytes(clipboard.mimeData().data("text/markdown").data()).decode()
    assert markdown.startswith("**Whelming Gustwave") and "\\[F10" in markdown
    assert window.showing.copy_ruling_markdown() == markdown


def test_copy_ruling_in_spanish_and_refusal_without_any_ability(shell: Shell) -> None:
    window = spanish(shell)
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    window.view.select_finding("gustwave:combo")
    text = window.showing.copy_ruling() or ""
    assert "No encuentra:" in text and "falla" in text and "Rulings:" in text
    assert "Resoluciones" not in text
    window.view.select_finding(None)  # nothing selected: the table's headline is copied
    headline = window.document.headline()
    assert headline is not None and headline.text in (window.showing.copy_ruling() or "")
    empty = replace(window.document.board, objects=(), effects=())
    window.document.reset(empty, DocumentInfo())
    window.view.select_finding(None)
    refusals: list[str] = []
    window.document.refused.connect(refusals.append)
    assert window.showing.copy_ruling() is None
    assert refusals and "Selecciona" in refusals[0]


# 4. share strings --------------------------------------------------------------------------


def test_copy_and_paste_a_share_string_opens_the_same_table(window: MainWindow) -> None:
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    text = window.sharing.copy_scenario()
    assert looks_like_share(text) and QGuiApplication.clipboard().text() == text
    window.document.undo_stack.setClean()
    board = window.document.board
    window.document.push(MoveObject("katsu", "banished"), "move")
    window.document.undo_stack.setClean()
    assert window.showing.paste()
    assert window.document.board.objects == board.objects
    assert window.document.path is None  # a pasted table has no file yet


def test_a_bad_or_newer_share_string_shows_one_line_and_keeps_the_table(
    window: MainWindow, no_modal_boxes: list[str]
) -> None:
    before = window.document.board
    QGuiApplication.clipboard().setText("namesake3.eNqrVipILMpVslIqSi1WqgUAKPYFRQ")
    assert not window.showing.paste()
    assert "newer Namesake" in no_modal_boxes[-1] and "\n" not in no_modal_boxes[-1]
    QGuiApplication.clipboard().setText("hello")
    assert not window.showing.paste()
    assert window.document.board is before


def test_a_share_string_given_at_start_opens_in_the_app(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    from sandbox.ui.shell.app import start_document

    text = encode(load_scenario(F09).model)
    document, error = start_document(text, "en")
    assert error is None and document.path is None
    assert document.board == parse_share(text).board
    _, error = start_document("namesake1.AAAAAAAAAAAAAAAA", "en")
    assert error is not None and error.startswith("share string: $:")


# 5. what-if --------------------------------------------------------------------------------


def test_what_if_lists_names_lost_and_findings_changed_and_highlights_them(
    window: MainWindow,
) -> None:
    window.showing.whatif_action.trigger()
    assert window.whatif_dock.isVisible()
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    lines = [window.whatif.list.item(i).text() for i in range(window.whatif.list.count())]
    assert any(
        line.startswith("Head Jab [head-jab] loses") and "Surging Strike" in line for line in lines
    )
    assert any("Gustwave" in line and "finds → fails" in line for line in lines)
    highlighted = {i.rect().center().toTuple() for i in window.showing.overlay.items}
    head_jab = window.scene.cards["head-jab"].sceneBoundingRect().center().toTuple()
    assert any(abs(x - head_jab[0]) < 1 and abs(y - head_jab[1]) < 1 for x, y in highlighted)
    effect_id = window.document.board.effects[-1].id
    window.effects.switch(effect_id, False)  # switching it off gives the names back
    lines = [window.whatif.list.item(i).text() for i in range(window.whatif.list.count())]
    assert any("gains" in line and "Surging Strike" in line for line in lines)


# 6. timeline -------------------------------------------------------------------------------


def test_the_timeline_steps_back_without_losing_the_later_steps(
    window: MainWindow, no_modal_boxes: list[str]
) -> None:
    window.files.open_path(F09, remember=False)
    timeline = window.timeline
    assert (timeline.slider.maximum(), timeline.slider.value()) == (1, 1)
    window.document.push(MoveObject("gustwave", "graveyard"), "move")
    assert timeline.count == 2
    timeline.back_button.click()
    timeline.back_button.click()
    assert timeline.index == 0 and timeline.count == 2  # nothing lost
    head_jab = window.scene.cards["head-jab"].look
    assert "Surging Strike" in [n.text for n in head_jab.names if n.style != "lost"]
    assert window.document.previewing and timeline.continue_button.isVisibleTo(timeline)
    refusals: list[str] = []
    window.document.refused.connect(refusals.append)
    assert not window.document.push(MoveObject("katsu", "banished"), "move")
    assert refusals and timeline.count == 2
    timeline.slider.setValue(2)
    assert timeline.index == 2 and not window.document.previewing
    assert window.document.board.object("gustwave").zone == "graveyard"  # type: ignore[union-attr]


# 7. table properties -----------------------------------------------------------------------


def test_properties_edit_title_description_rulings_and_spanish_and_save_them(
    window: MainWindow, tmp_path: Path, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    def fill(dialog: PropertiesDialog) -> int:
        dialog.languages["en"].title.setText("Mask and the combo")
        dialog.languages["en"].description.setPlainText("Ann's Head Jab is Surging Strike.")
        dialog.languages["es"].title.setText("La máscara y el combo")
        dialog.rulings.setText("F8, F15 nope")
        dialog.try_accept()
        assert "nope" in dialog.error.text() and not dialog.result()
        dialog.rulings.setText("F8, F15")
        dialog.try_accept()
        return int(dialog.result())

    monkeypatch.setattr(PropertiesDialog, "exec", fill)
    assert window.edit_properties()
    info = window.document.info
    assert (info.title, info.rulings) == ("Mask and the combo", ("F8", "F15"))
    assert info.translations["es"].title == "La máscara y el combo"
    assert window.windowTitle().startswith("Mask and the combo")
    assert not window.document.undo_stack.isClean()
    path = tmp_path / "t.namesake.json"
    window.files._write(path)
    saved = json.loads(path.read_text())
    assert saved["title"] == "Mask and the combo" and saved["rulings"] == ["F8", "F15"]
    assert saved["translations"]["es"]["title"] == "La máscara y el combo"
    window.document.undo_stack.undo()
    assert window.document.info.title != "Mask and the combo"


def test_the_properties_dialog_has_a_tab_per_language(window: MainWindow) -> None:
    dialog = PropertiesDialog(window.document.info, window)
    tabs = dialog.findChild(QTabWidget)
    assert [tabs.tabText(i) for i in range(tabs.count())][:2] == [
        "English (the file's own)",
        "Español",
    ]
    assert dialog.findChild(QDialogButtonBox) is not None


# 8. findings filter ------------------------------------------------------------------------


def test_the_findings_filter_only_fails_only_this_object_and_search(window: MainWindow) -> None:
    panel = window.references
    every = len(panel.model.rows)
    window.document.push(AMNESIA_ON_TYLER, "amnesia")
    panel.filter.only_fails.setChecked(True)
    assert [r.finding_id for r in panel.model.rows] == ["gustwave:combo"]
    panel.filter.only_fails.setChecked(False)
    window.view.select(["mask"])
    panel.filter.only_selected.setChecked(True)
    assert {r.finding_id for r in panel.model.rows} == {"mask:destroy"}
    panel.filter.only_selected.setChecked(False)
    panel.filter.search.setText("surging STRIKE")
    assert [r.finding_id for r in panel.model.rows] == ["gustwave:combo"]
    panel.filter.search.clear()
    assert len(panel.model.rows) == every


# 9. Spanish --------------------------------------------------------------------------------


def test_the_refusal_banner_says_zone_names_in_spanish(shell: Shell) -> None:
    window = spanish(shell)
    banners: list[str] = []
    window.document.refused.connect(banners.append)
    window.document.push(MoveObject("mask", "graveyard"), "move")
    window.document.push(SetController("mask", "nic"), "controller")
    assert banners == ["los objetos del cementerio no tienen controlador"]


def test_the_glossary_is_there_and_rulings_is_never_resoluciones() -> None:
    translations = scenarios_dir().parent / "translations"
    glossary = (translations / "GLOSSARY.md").read_text(encoding="utf-8")
    assert "| Rulings | Rulings |" in glossary and "Resoluciones" in glossary  # says why not
    ts = (translations / "namesake_es.ts").read_text(encoding="utf-8")
    assert "<translation>Resoluciones" not in ts


def test_hidden_cards_are_counted_with_the_zone_inside_the_sentence_in_spanish(
    shell: Shell,
) -> None:
    window = spanish(shell)
    assert window.files.open_path(
        scenarios_dir() / "fab" / "f19-righteous-cleansing.json", remember=False
    )
    window.view.select_finding("cleansing:banish")
    window.view.set_viewer("ann")
    text = window.references.explanation.toPlainText()
    assert "5 cartas ocultas en el mazo" in text and "Mazo" not in text
    copied = window.showing.copy_ruling() or ""
    assert "una carta oculta en el mazo" in copied


def test_present_on_the_command_line_starts_in_presentation_mode(tmp_path: Path) -> None:
    from sandbox.ui.shell.app import run_app

    out = tmp_path / "present.png"
    f10 = scenarios_dir() / "fab" / "f10-amnesia-beats-mask.json"
    assert run_app(str(f10), screenshot=out, language="es", present=True) == 0
    assert QImage(str(out)).size().toTuple() == (1920, 1080)


def test_a_share_string_dropped_on_the_table_opens_it(window: MainWindow) -> None:
    from PySide6.QtCore import QMimeData, QPoint
    from ui_helpers import drop_at

    text = encode(load_scenario(F09).model)
    mime = QMimeData()
    mime.setText(text + "\n")
    drop = drop_at(window.board_view, mime, QPoint(20, 20))
    assert drop.isAccepted()
    assert window.document.board == load_scenario(F09).board
    plain = QMimeData()
    plain.setText("just words")
    assert not drop_at(window.board_view, plain, QPoint(20, 20)).isAccepted()
