"""What a screen reader is told when the table changes: everything a sighted user sees change.

After each change of the document (an action, undo, redo, an effect switched, a step of the
timeline) the `Announcer` says what it did in one sentence (change_words.py) as an
accessibility announcement, and keeps it as `last`; the changes of one turn of the event loop
(a jump on the timeline) make one sentence. A refusal shown on the table's banner is said too.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.shell.change_words import change_sentence


class Announcer(QObject):
    """Tells assistive technology what each change of the document did; `last` is the last
    sentence said (what tests read)."""

    def __init__(self, document: Document, view: ViewState, window: QWidget) -> None:
        super().__init__(window)
        self.document, self.view, self.window = document, view, window
        self.last = ""
        self._pending: list[Change] = []
        document.changed.connect(self._changed)
        document.refused.connect(self.say)

    def _changed(self, change: Change) -> None:
        if change.before is None:
            return
        if not self._pending:
            QTimer.singleShot(0, self.flush)
        self._pending.append(change)

    def flush(self) -> None:
        """Say the changes made since the last time, in one sentence."""
        pending, self._pending = self._pending, []
        if not pending or pending[0].before is None or not isValid(self.window):
            return
        first, last = pending[0].before, pending[-1].after
        steps = {c.step for c in pending}
        step = steps.pop() if len(steps) == 1 else ""
        merged = pending[0] if len(pending) == 1 else Change.between(first, last, step)
        before, after = (first.board, first.derived), (last.board, last.derived)
        sentence = change_sentence(before, after, merged.changes, self.view.viewer, step)
        if sentence:
            self.say(sentence)

    def say(self, sentence: str) -> None:
        self.last = sentence
        if not isValid(self.window):  # a window replaced (a language switch) says nothing
            return
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.window, sentence))
