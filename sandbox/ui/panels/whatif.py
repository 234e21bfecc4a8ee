"""What-if in the app: after any change (an action, an effect switched on or off, a step of
the timeline, undo), a short list of what it changed, and the changed cards highlighted.

The diff itself is sandbox.model.what_if; this module words it in the interface language and
hides what the viewer may not see (a hidden card's names never show, and an ability on a
hidden card is left out).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

from sandbox.model import Board, BoardDiff, FindingChange, Viewer, may_see_object
from sandbox.ui.kit.labels import status_label

MAX_LINES = 40


def visible_diff(change: BoardDiff, board: Board, before: Board, viewer: Viewer) -> BoardDiff:
    """`change` without what `viewer` may not see (on the board after, or before if gone)."""

    def seen(object_id: str) -> bool:
        for where in (board, before):
            obj = where.object(object_id)
            if obj is not None:
                return may_see_object(where, obj, viewer)
        return True

    names = tuple(c for c in change.names if seen(c.object_id))
    findings = []
    for c in change.findings:
        if not seen(c.source_id):
            continue
        findings.append(
            FindingChange(
                c.finding_id,
                c.source_id,
                c.text,
                c.status_before,
                c.status_after,
                tuple(i for i in c.found_gained if seen(i)),
                tuple(i for i in c.found_lost if seen(i)),
                tuple(i for i in c.missed_gained if seen(i)),
                tuple(i for i in c.missed_lost if seen(i)),
            )
        )
    return BoardDiff(names, tuple(findings))


def _label(board: Board, before: Board, object_id: str) -> str:
    obj = board.object(object_id) or before.object(object_id)
    return f"{obj.card.name} [{object_id}]" if obj is not None else object_id


class WhatIfPanel(QWidget):
    """The list of what the last change changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("whatIfPanel")
        self.heading = QLabel(self.tr("Make a change to see what it changes."))
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("whatIfList")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.list, 1)

    def show_diff(self, change: BoardDiff, board: Board, before: Board) -> None:
        self.list.clear()
        if change.empty:
            self.heading.setText(self.tr("The last change changed no name and no finding."))
            return
        self.heading.setText(self.tr("What the last change changed:"))
        lines = self.lines(change, board, before)
        for line in lines[:MAX_LINES]:
            self.list.addItem(line)  # QListWidgetItem text is plain text
        if len(lines) > MAX_LINES:
            self.list.addItem(self.tr("… and %1 more").replace("%1", str(len(lines) - MAX_LINES)))

    def lines(self, change: BoardDiff, board: Board, before: Board) -> list[str]:
        result = []
        for names in change.names:
            label = _label(board, before, names.object_id)
            if names.gained:
                result.append(
                    self.tr("%1 gains %2")
                    .replace("%1", label)
                    .replace("%2", ", ".join(names.gained))
                )
            if names.lost:
                result.append(
                    self.tr("%1 loses %2").replace("%1", label).replace("%2", ", ".join(names.lost))
                )
        for finding in change.findings:
            result.append(self._finding_line(finding, board, before))
        return result

    def _finding_line(self, change: FindingChange, board: Board, before: Board) -> str:
        source = _label(board, before, change.source_id)
        gone = self.tr("gone")
        line = f"{source} “{change.text}”: "
        if change.status_changed:
            old = status_label(change.status_before) if change.status_before else gone
            new = status_label(change.status_after) if change.status_after else gone
            line += f"{old} → {new}"
        else:
            line += status_label(change.status_after or "")
        parts = []
        for ids, words in (
            (change.found_gained, self.tr("now finds %1")),
            (change.found_lost, self.tr("no longer finds %1")),
            (change.missed_gained, self.tr("now misses %1")),
            (change.missed_lost, self.tr("no longer misses %1")),
        ):
            if ids:
                labels = ", ".join(_label(board, before, i) for i in ids)
                parts.append(words.replace("%1", labels))
        return line + ("; " + "; ".join(parts) if parts else "")
