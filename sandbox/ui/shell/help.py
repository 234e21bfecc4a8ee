"""Help ▸ Getting started (a short manual, plain text) and Help ▸ Keyboard shortcuts, and the
toolbar's tooltips with their shortcuts.

The shortcuts list is built from the window itself when it opens: every menu entry with a
shortcut, and every window shortcut with a description (the panel cycle), so it never lists
a key the window does not have or misses one it has.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QToolBar,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

NATIVE = QKeySequence.SequenceFormat.NativeText


def plain(text: str) -> str:
    """A menu text as words: no mnemonic ampersands, no trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def keys_text(action: QAction) -> str:
    return ", ".join(key.toString(NATIVE) for key in action.shortcuts() if not key.isEmpty())


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(menu, command, keys) of every menu entry that has a shortcut, in menu order, then
    the window's own shortcuts that say what they do (their whatsThis)."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()
    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            rows += _menu_rows(menu, plain(top.text()), seen)
    window_keys = QCoreApplication.translate("Help", "Window")
    for shortcut in window.findChildren(QShortcut):
        if shortcut.whatsThis() and not shortcut.key().isEmpty():
            rows.append((window_keys, shortcut.whatsThis(), shortcut.key().toString(NATIVE)))
    return rows


def _menu_rows(menu: QMenu, path: str, seen: set[int]) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            rows += _menu_rows(sub, f"{path} ▸ {plain(action.text())}", seen)
        elif keys_text(action) and id(action) not in seen:
            seen.add(id(action))
            rows.append((path, plain(action.text()), keys_text(action)))
    return rows


def show_shortcuts_in_tooltips(toolbar: QToolBar) -> None:
    """Each toolbar button's tooltip names its command and its keys ("Save (Ctrl+S)"), and
    follows the command's text ("Undo Remove Head Jab (Ctrl+Z)" after each change): the
    tooltip is what a screen reader reads as the button's description."""
    for action in toolbar.actions():
        if not action.isSeparator():
            _tooltip_with_keys(action)
            action.changed.connect(lambda a=action: _tooltip_with_keys(a))


def _tooltip_with_keys(action: QAction) -> None:
    if not isValid(action):  # (an action also signals while it is being deleted)
        return
    keys = keys_text(action)
    tip = plain(action.text())
    tip = f"{tip} ({keys})" if keys else tip
    if action.toolTip() != tip:  # (setting it signals `changed` again)
        action.setToolTip(tip)


class ShortcutsDialog(QDialog):
    """Help ▸ Keyboard shortcuts: the window's keys, from its menus and shortcuts."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows(window)
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Menu"), self.tr("Command"), self.tr("Keys")])
        for row, cells in enumerate(rows):
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        _closing_layout(self, self.table)
        self.resize(620, 560)


class GettingStartedDialog(QDialog):
    """Help ▸ Getting started: what Namesake does and the first things to try."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gettingStartedDialog")
        self.setWindowTitle(self.tr("Getting started"))
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setPlainText(manual_text())
        self.text.setAccessibleName(self.tr("Getting started"))
        _closing_layout(self, self.text)
        self.resize(640, 560)


def _closing_layout(dialog: QDialog, body: QWidget) -> None:
    layout = QVBoxLayout(dialog)
    layout.addWidget(body)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)


def manual_text() -> str:
    """The short manual, in the interface language."""
    paragraphs = [
        QCoreApplication.translate(
            "Help",
            "Namesake sets up a board of Flesh and Blood or Magic: The Gathering and shows what"
            " names every object has now, what every ability that uses a name finds and misses,"
            " and why, with the ruling ids and the rule numbers.",
        ),
        QCoreApplication.translate(
            "Help",
            "1. Open an example: File ▸ Examples… (Ctrl+E). Each one is a ruling set up on a"
            " table; its title says what it shows.",
        ),
        QCoreApplication.translate(
            "Help",
            "2. Pick an ability in the Name references panel. The table outlines what it finds"
            " (green, ✔) and misses (red, ✘), and the text below the list says why.",
        ),
        QCoreApplication.translate(
            "Help",
            "3. Change the board. Type in the Cards search box and drag a card onto a zone; drag"
            " cards between zones; right-click a card for what you can do with it; Table ▸ Add"
            " effect for what cards do to names (an object loses its names, gains a name, gets"
            " a name sticker…). Every change is explained at once.",
        ),
        QCoreApplication.translate(
            "Help",
            "4. Undo anything with Ctrl+Z; the Timeline steps back through what was done, and"
            " View ▸ Show what changed lists the names and findings a step changed.",
        ),
        QCoreApplication.translate(
            "Help",
            "5. Show it: File ▸ Copy table as share string gives one line to paste in a chat;"
            " File ▸ Export image… saves a picture; View ▸ Presentation mode (F11) shows the"
            " table in large type for a stream.",
        ),
        QCoreApplication.translate(
            "Help",
            "6. Every card: the bundled library has the cards of the examples. Cards ▸ Import"
            " card data… (Ctrl+I) adds the full card data of either game; for Magic, choose the"
            " cards and the tokens files together.",
        ),
        QCoreApplication.translate(
            "Help",
            "The keyboard: Help ▸ Keyboard shortcuts lists every key. On the table the arrow"
            " keys move a cursor over cards and zones, Space selects, Enter opens the card's"
            " menu and M moves the selected cards; F6 goes to the next panel.",
        ),
        QCoreApplication.translate(
            "Help",
            "From a terminal: namesake check FILE prints the same explanation, namesake examples"
            " lists the examples and namesake --help every command.",
        ),
    ]
    return "\n\n".join(paragraphs)


def fill_help_menu(window: QMainWindow, menu: QMenu, about: object) -> list[QAction]:
    """Getting started, Keyboard shortcuts (F1 and Ctrl+/), About."""
    started = QAction(QCoreApplication.translate("Help", "&Getting started"), window)
    started.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    started.triggered.connect(lambda: GettingStartedDialog(window).exec())
    shortcuts = QAction(QCoreApplication.translate("Help", "&Keyboard shortcuts"), window)
    shortcuts.setShortcut(QKeySequence("Ctrl+/"))
    shortcuts.triggered.connect(lambda: ShortcutsDialog(window).exec())
    about_action = QAction(QCoreApplication.translate("Help", "&About Namesake"), window)
    about_action.triggered.connect(about)
    for action in (started, shortcuts):
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(about_action)
    return [started, shortcuts, about_action]
