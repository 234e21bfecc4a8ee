"""Helpers shared by the GUI tests: real drag-and-drop events on the table, and actions."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from sandbox.model import AddEffect, Duration, Effect, ObjectFilter
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.board.view import BoardView


def zone_point(
    view: BoardView, kind: str, player: str | None, fx: float = 0.5, fy: float = 0.5
) -> QPoint:
    """The view point at fractions (`fx`, `fy`) of the zone's width and height."""
    rect = view.board_scene.zones[(kind, player)].area.rect
    return view.mapFromScene(QPointF(rect.x + rect.w * fx, rect.y + rect.h * fy))


def card_point(view: BoardView, object_id: str, fx: float = 0.5, fy: float = 0.5) -> QPoint:
    """The view point at fractions of the card's width and height (as it is drawn now)."""
    item = view.board_scene.cards[object_id]
    return view.mapFromScene(QPointF(item.x() + CARD_W * fx, item.y() + CARD_H * fy))


def drag_over(view: BoardView, mime: QMimeData, point: QPoint) -> None:
    """Drag `mime` into the view and move it to `point` (no drop)."""
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    QApplication.sendEvent(view.viewport(), QDragEnterEvent(point, actions, mime, buttons, keys))
    QApplication.sendEvent(view.viewport(), QDragMoveEvent(point, actions, mime, buttons, keys))


def drop_at(view: BoardView, mime: QMimeData, point: QPoint) -> QDropEvent:
    """Drag `mime` into the view and drop it at `point`: the enter, move and drop events go
    through Qt's event delivery to the view's handlers."""
    drag_over(view, mime, point)
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    drop = QDropEvent(QPointF(point), actions, mime, buttons, keys)
    QApplication.sendEvent(view.viewport(), drop)
    return drop


def drop_on(view: BoardView, mime: QMimeData, kind: str, player: str | None) -> QDropEvent:
    """Drop `mime` in the middle of zone (`kind`, `player`)."""
    return drop_at(view, mime, zone_point(view, kind, player))


# Nic's Amnesia hits Tyler in the default example (F10, F11): every object Tyler owns loses
# its names until the start of Nic's next turn
AMNESIA_ON_TYLER = AddEffect(
    Effect(
        "lose_names",
        "nic",
        source_name="Amnesia",
        duration=Duration("until_next_turn_of", "nic"),
        affects=ObjectFilter(owner="tyler"),
        cant_gain=True,
    )
)
