"""No unnamed stop (issue 25, point 4): every object of the window a screen reader can land on has
a name, every field is tied to its label, and the words a screen reader reads are words.

The walk goes through QAccessible, as the platform's bridge (AT-SPI, UI Automation) does: from
the window's interface down through child(); tests/ui/test_screen_reader.py reads the same tree
through AT-SPI itself.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget

from sandbox.model import MoveObject
from sandbox.ui.dialogs.choice import ChoiceDialog
from sandbox.ui.dialogs.deck import DeckDialog
from sandbox.ui.dialogs.effect import EffectDialog
from sandbox.ui.dialogs.gallery import GalleryDialog
from sandbox.ui.dialogs.move import MoveDialog
from sandbox.ui.dialogs.new_table import NewDialog
from sandbox.ui.dialogs.properties import PropertiesDialog
from sandbox.ui.dialogs.reference import ReferenceDialog
from sandbox.ui.shell.about_dialog import AboutDialog
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.help import GettingStartedDialog, ShortcutsDialog
from sandbox.ui.shell.main_window import MainWindow

Role = QAccessible.Role
FIELDS = (Role.EditableText, Role.ComboBox, Role.SpinBox, Role.Slider)
MAX_CHILDREN = 200  # a long table: its first rows say enough


@pytest.fixture(autouse=True)
def accessibility_on(qapp: QApplication) -> Iterator[None]:
    """As when a screen reader listens; off again after (the other tests run without)."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def walk(
    interface: QAccessibleInterface, path: str = ""
) -> Iterator[tuple[str, QAccessibleInterface]]:
    """Every interface below `interface` (itself included), each with its path of roles;
    not the cells of a view the keyboard cannot reach (the About box's data)."""
    here = f"{path}/{interface.role().name}"
    yield here, interface
    widget = interface.object()
    if isinstance(widget, QAbstractItemView) and widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
        return
    for index in range(min(interface.childCount(), MAX_CHILDREN)):
        child = interface.child(index)
        if child is not None and child.isValid():
            yield from walk(child, here)


def stops(window: QWidget) -> list[tuple[str, QAccessibleInterface]]:
    """The focusable objects a user can reach: shown, enabled, and taking the focus."""
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    found = []
    for path, interface in walk(root):
        state = interface.state()
        if state.focusable and not state.invisible and not state.disabled:
            found.append((path, interface))
    return found


def name_of(interface: QAccessibleInterface) -> str:
    return interface.text(QAccessible.Text.Name).strip()


def unlabelled_field(interface: QAccessibleInterface) -> bool:
    """A field with neither a label tied to it (a buddy) nor a name given to it: a combo box
    would be read by its current value only ("Head Jab (1)", not "Pitch")."""
    widget = interface.object()
    if interface.role() not in FIELDS or not isinstance(widget, QWidget):
        return False
    labels = interface.relations(QAccessible.RelationFlag.Label)  # (label, Label): its label
    return not labels and not widget.accessibleName().strip()


def describe(path: str, interface: QAccessibleInterface) -> str:
    obj = interface.object()
    name = f"{type(obj).__name__} {obj.objectName()}" if obj is not None else "?"
    return f"{path} ({name})"


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_stop_of_the_window_has_a_name(shell: Shell, language: str) -> None:
    shell.set_language(language)
    found = stops(shell.window)
    assert len(found) > 40  # the panels are there, their tables' cells too
    unnamed = [describe(p, i) for p, i in found if not name_of(i)]
    assert unnamed == [], "\n".join(unnamed)
    fields = [describe(p, i) for p, i in found if unlabelled_field(i)]
    assert fields == [], "\n".join(fields)


def spoken(model: QAbstractItemModel, row: int, column: int) -> str:
    return str(model.data(model.index(row, column), Qt.ItemDataRole.AccessibleTextRole))


@pytest.mark.parametrize(("language", "power"), [("en", "+1 power"), ("es", "+1 poder")])
def test_card_symbols_are_read_as_words(shell: Shell, language: str, power: str) -> None:
    shell.set_language(language)
    window = shell.window
    findings = window.references.model
    abilities = [spoken(findings, row, 3) for row in range(findings.rowCount())]
    gustwave = next(text for text in abilities if "Whelming Gustwave gains" in text)
    assert power in gustwave and "{p}" not in gustwave
    assert all("{r}" not in text and "{p}" not in text for text in abilities)
    window.view.select(["mask"])
    card_text = window.inspector.details.toPlainText()
    assert "{r}" not in card_text
    assert ("resource" if language == "en" else "recurso") in card_text


def test_an_effects_switch_says_on_or_off_and_an_empty_cell_says_none(window: MainWindow) -> None:
    effects = window.effects.model
    assert spoken(effects, 0, 0) == "on"
    window.effects.switch(effects.rows[0].effect_id, False)
    assert spoken(effects, 0, 0) == "off"
    window.view.select(["head-jab"])
    names = window.inspector.names
    printed = next(r for r in range(names.rowCount()) if spoken(names, r, 0) == "Head Jab")
    assert spoken(names, printed, 3) == "none"


def test_a_rule_link_says_where_it_goes(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    explanation = window.references.explanation
    window.view.select_finding(window.document.derived.findings[0].id)
    assert "ruling:" in explanation.toHtml()
    default = explanation.accessibleDescription()
    window.activateWindow()
    explanation.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(explanation.hasFocus)
    spoken_links = []
    for _ in range(12):  # the links of the explanation, one Tab each
        qtbot.keyClick(explanation, Qt.Key.Key_Tab)
        qtbot.wait(1)  # (the description follows once the browser has moved)
        spoken_links.append(explanation.accessibleDescription())
    assert any(text.startswith("Ruling F") and "Enter" in text for text in spoken_links), (
        spoken_links
    )
    assert default == "What the selected ability finds and misses, and why."


def test_the_last_step_forward_keeps_the_focus_in_the_timeline(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.document.push(MoveObject("katsu", "banished"), "move")
    timeline = window.timeline
    timeline.step(-1)
    window.activateWindow()
    timeline.forward_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(timeline.forward_button.hasFocus)
    qtbot.keyClick(timeline.forward_button, Qt.Key.Key_Space)
    assert not timeline.forward_button.isEnabled()
    assert QApplication.focusWidget() is timeline.slider


def test_the_toolbar_undo_describes_the_step_it_undoes(window: MainWindow) -> None:
    undo = window.undo_action
    window.document.push(MoveObject("katsu", "banished"), "Move Katsu")
    assert undo.toolTip().startswith("Undo Move Katsu")
    window.document.undo_stack.undo()
    assert "Move Katsu" not in undo.toolTip()


def dialogs(window: MainWindow) -> list[QWidget]:
    """The dialogs of the card menu, the menus and Help, built as they open."""
    board, cards = window.document.board, window.cards
    layout = window.scene.layout
    assert layout is not None
    return [
        MoveDialog(board, layout.zones, window),
        ChoiceDialog(board, "mask", cards, window, "en"),
        EffectDialog("gain_name", board, cards, selected="bravo", parent=window),
        ReferenceDialog(board, "bravo", "en", window),
        NewDialog(window, cards),
        PropertiesDialog(window.document.info, window),
        DeckDialog(board, cards.resolver, "en", window),
        GalleryDialog(window),
        AboutDialog(window),
        ShortcutsDialog(window),
        GettingStartedDialog(window),
    ]


def test_every_stop_of_the_dialogs_has_a_name_and_every_field_a_label(
    qtbot,
    window: MainWindow,  # type: ignore[no-untyped-def]
) -> None:
    for dialog in dialogs(window):
        qtbot.addWidget(dialog)
        dialog.show()
        found = stops(dialog)
        unnamed = [describe(p, i) for p, i in found if not name_of(i)]
        fields = [describe(p, i) for p, i in found if unlabelled_field(i)]
        assert (unnamed, fields) == ([], []), f"{dialog.objectName()}: {unnamed} {fields}"
