"""Moving the keyboard focus between the window's panels, as Qt applications do.

Tab moves between the controls of the window and leaves a table (item views do not keep Tab
for moving between their cells). F6 and Ctrl+Tab go to the next panel (the table, the card
palette, the inspector, the name references...), Shift+F6 and Ctrl+Shift+Tab to the previous
one; a panel gets the focus back where it had it last.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget
from shiboken6 import isValid

NEXT_KEYS = ("F6", "Ctrl+Tab")
PREVIOUS_KEYS = ("Shift+F6", "Ctrl+Shift+Tab")


def free_tab(root: QWidget) -> None:
    """Let Tab leave every item view under `root` (a table keeps the arrows for its cells)."""
    for view in root.findChildren(QAbstractItemView):
        view.setTabKeyNavigation(False)


def _takes_tab(widget: QWidget) -> bool:
    return (
        widget.isVisible()
        and widget.isEnabled()
        and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
    )


def first_focusable(panel: QWidget) -> QWidget | None:
    """The first control of `panel` that Tab would reach (the panel itself if it takes it)."""
    if _takes_tab(panel):
        return panel
    widget = panel.nextInFocusChain()
    for _ in range(2000):  # the focus chain is a ring over the whole window
        if widget is None or widget is panel:
            break
        if panel.isAncestorOf(widget) and _takes_tab(widget):
            return widget
        widget = widget.nextInFocusChain()
    return None


class FocusCycle(QObject):
    """F6 / Ctrl+Tab (and Shift+) through `panels` of `window`, in the given order."""

    def __init__(self, window: QWidget, panels: Sequence[QWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.panels = list(panels)
        self._last: dict[int, QWidget] = {}  # panel index -> the control it had focused
        words = {
            1: QCoreApplication.translate("FocusCycle", "Next panel"),
            -1: QCoreApplication.translate("FocusCycle", "Previous panel"),
        }
        for keys, step in ((NEXT_KEYS, 1), (PREVIOUS_KEYS, -1)):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), window)
                shortcut.setWhatsThis(words[step])  # its line in Help ▸ Keyboard shortcuts
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(lambda s=step: self.step(s))
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._remember)

    def panel_of(self, widget: QWidget | None) -> int | None:
        """The index of the panel holding `widget`, or None."""
        for index, panel in enumerate(self.panels):
            if widget is not None and (widget is panel or panel.isAncestorOf(widget)):
                return index
        return None

    def _remember(self, _old: QWidget | None, new: QWidget | None) -> None:
        index = self.panel_of(new)
        if index is not None and new is not None:
            self._last[index] = new

    def step(self, step: int) -> QWidget | None:
        """Focus the next (`step` 1) or previous (-1) shown panel; returns what got focus."""
        current = self.panel_of(QApplication.focusWidget())
        start = current if current is not None else (-1 if step > 0 else 0)
        count = len(self.panels)
        for offset in range(1, count + 1):
            index = (start + step * offset) % count
            target = self._target(index)
            if target is not None:
                target.setFocus(Qt.FocusReason.OtherFocusReason)
                return target
        return None

    def _target(self, index: int) -> QWidget | None:
        panel = self.panels[index]
        if not panel.isVisible():
            return None
        last = self._last.get(index)
        mine = last is not None and isValid(last) and (last is panel or panel.isAncestorOf(last))
        if last is not None and mine and _takes_tab(last):
            return last
        return first_focusable(panel)
