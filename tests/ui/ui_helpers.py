"""Helpers shared by the GUI tests: real drag-and-drop events on the table."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from sandbox.ui.board.view import BoardView


def zone_point(view: BoardView, kind: str, player: str | None) -> QPoint:
    rect = view.board_scene.zones[(kind, player)].area.rect
    return view.mapFromScene(QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2))


def drop_on(view: BoardView, mime: QMimeData, kind: str, player: str | None) -> QDropEvent:
    """Drag `mime` into the view and drop it in the middle of zone (`kind`, `player`): the
    enter, move and drop events go through Qt's event delivery to the view's handlers."""
    point = zone_point(view, kind, player)
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    enter = QDragEnterEvent(point, actions, mime, buttons, keys)
    QApplication.sendEvent(view.viewport(), enter)
    move = QDragMoveEvent(point, actions, mime, buttons, keys)
    QApplication.sendEvent(view.viewport(), move)
    drop = QDropEvent(QPointF(point), actions, mime, buttons, keys)
    QApplication.sendEvent(view.viewport(), drop)
    return drop
