"""What the user is looking at, shared by every panel: the viewer, the selection, the finding.

Not part of the document (never saved, never undone): switching between the judge view and
a player's view, selecting objects, or selecting a finding changes only what is shown.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject, Signal

from sandbox.model import Board, Derived, Finding, Viewer, may_see_object


class ViewState(QObject):
    """The viewer (None: the judge), the selected objects and the selected finding."""

    viewer_changed = Signal()
    selection_changed = Signal()
    finding_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.viewer: Viewer = None
        self.selected: tuple[str, ...] = ()
        self.finding: str | None = None

    def set_viewer(self, viewer: Viewer) -> None:
        if viewer != self.viewer:
            self.viewer = viewer
            self.viewer_changed.emit()

    def select(self, ids: Iterable[str]) -> None:
        chosen = tuple(dict.fromkeys(ids))
        if chosen != self.selected:
            self.selected = chosen
            self.selection_changed.emit()

    def select_finding(self, finding_id: str | None) -> None:
        if finding_id != self.finding:
            self.finding = finding_id
            self.finding_changed.emit()

    @property
    def current(self) -> str | None:
        """The object the inspector shows: the last one selected."""
        return self.selected[-1] if self.selected else None

    def forget_missing(self, board: Board) -> None:
        """Drop selected ids that are no longer on the board (after undo or remove)."""
        kept = tuple(i for i in self.selected if board.object(i) is not None)
        if kept != self.selected:
            self.selected = kept
            self.selection_changed.emit()

    def focus(self, board: Board, derived: Derived, headline: Finding | None = None) -> None:
        """After a document is opened: select the finding the table is about (`headline`,
        sandbox.scenario.headline), else its first identification that fails (else the first
        that finds, else the first), and the first object it misses or finds (else its
        source), so the table shows it; with none, the first object an effect changes. Only
        what the viewer may see: a finding on a card hidden from them is passed over, and so
        is a hidden object (if none is visible, none is selected)."""
        findings = [
            f
            for f in derived.findings
            if f.use == "identification" and self._may_see(board, f.source_id)
        ]
        chosen = headline if headline and self._may_see(board, headline.source_id) else None
        chosen = chosen or next((f for f in findings if f.status == "fails"), None)
        chosen = chosen or next((f for f in findings if f.status == "finds"), None)
        chosen = chosen or next(iter(findings), None)
        if chosen is None:  # no ability looks for names: show an object an effect names
            targets = [e.target for e in board.effects if e.target is not None]
            self.select([i for i in targets if self._may_see(board, i)][:1])
            self.select_finding(None)
            return
        objects = [m.object_id for m in chosen.missed] + [*chosen.found, chosen.source_id]
        visible = [i for i in objects if self._may_see(board, i)]
        self.select(visible[:1])
        self.select_finding(chosen.id)

    def hides_what_is_shown(self, board: Board, derived: Derived) -> bool:
        """Whether a selected object, or the source of the selected finding, is hidden from
        the viewer (after switching to a player's view)."""
        finding = derived.finding(self.finding) if self.finding else None
        shown = [*self.selected, *([finding.source_id] if finding is not None else [])]
        return not all(self._may_see(board, i) for i in shown)

    def _may_see(self, board: Board, object_id: str) -> bool:
        obj = board.object(object_id)
        return obj is None or may_see_object(board, obj, self.viewer)
