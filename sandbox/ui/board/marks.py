"""Which objects the table marks for the selected finding: its source, what it found and what
it missed (drawn by the scene, the presentation and the exported picture)."""

from __future__ import annotations

from sandbox.model import Board, Derived, Viewer, may_see_object


def finding_marks(
    board: Board, derived: Derived, finding_id: str | None, viewer: Viewer
) -> dict[str, str]:
    """Object id -> "source", "found" or "missed" for the selected finding (hidden objects are
    never marked in a player's view)."""
    finding = derived.finding(finding_id) if finding_id else None
    if finding is None:
        return {}
    marks = {finding.source_id: "source"}
    marks.update({miss.object_id: "missed" for miss in finding.missed})
    marks.update({object_id: "found" for object_id in finding.found})
    visible = {
        object_id: mark
        for object_id, mark in marks.items()
        if (obj := board.object(object_id)) is not None and may_see_object(board, obj, viewer)
    }
    return visible
