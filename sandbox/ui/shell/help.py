"""The Help menu's entries and the toolbar's tooltips with their shortcuts. The dialogs the
entries open (`help_dialogs.py`) load when first opened."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar
from shiboken6 import isValid

from sandbox.ui.shell.shortcut_text import keys_text, plain


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


def fill_help_menu(window: QMainWindow, menu: QMenu, about: object) -> list[QAction]:
    """Getting started, Keyboard shortcuts (F1 and Ctrl+/), About."""
    started = QAction(QCoreApplication.translate("Help", "&Getting started"), window)
    started.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
    started.triggered.connect(lambda: _getting_started(window))
    shortcuts = QAction(QCoreApplication.translate("Help", "&Keyboard shortcuts"), window)
    shortcuts.setShortcut(QKeySequence("Ctrl+/"))
    shortcuts.triggered.connect(lambda: _shortcuts(window))
    about_action = QAction(QCoreApplication.translate("Help", "&About Namesake"), window)
    about_action.triggered.connect(about)
    for action in (started, shortcuts):
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(about_action)
    return [started, shortcuts, about_action]


def _getting_started(window: QMainWindow) -> None:
    from sandbox.ui.shell.help_dialogs import GettingStartedDialog

    GettingStartedDialog(window).exec()


def _shortcuts(window: QMainWindow) -> None:
    from sandbox.ui.shell.help_dialogs import ShortcutsDialog

    ShortcutsDialog(window).exec()
