"""The keyboard shortcuts the window has, as text: for the toolbar's tooltips and the Help ▸
Keyboard shortcuts list.

The list is built from the window itself when it opens: every menu entry with a shortcut, and
every window shortcut with a description (the panel cycle), so it never lists a key the window
does not have or misses one it has.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QMenu

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
