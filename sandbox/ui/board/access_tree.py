"""The table as accessible objects: the board view, its zones and their cards.

Cards are QGraphicsItems, which Qt does not show to assistive technology, so the view's
accessible interface (installed with `QAccessible.installFactory`) has a child per drawn zone
(role List, named as its heading: "Graveyard, Tyler") and each zone a child per card (role
ListItem; name and description from sentences.py), in the order the keyboard's cursor goes
through them. A screen reader can so review the board with its own navigation; the cursor's
card is the view's focus child and gets the focus event when the cursor moves; a card selected
or unselected, and every change of the board, are told too.

Each zone and card interface stands on a small QObject (its handle, a child of the tree):
Qt's accessibility cache keys it by that object and deletes the interface when the handle
goes (a card gone from the board, a zone gone from the layout, the window closed).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget

from sandbox.model import Board
from sandbox.ui.board.card_item import CardItem
from sandbox.ui.board.layout import TableLayout, ZoneArea, display_key
from sandbox.ui.board.sentences import CardWords, Place, card_words, count_words, zone_title
from sandbox.ui.board.view import BoardView
from sandbox.ui.board.zone_cards import reading_order, zone_objects
from sandbox.ui.document.document import Change
from sandbox.ui.document.view_state import ViewState

# The stubs say Qt's interfaces always return an interface (or window); Qt takes a null
# pointer, None here, for "none" (no parent, no child at that index): hence the ignored overrides.
ZoneKey = tuple[str, str | None]
Text = QAccessible.Text
_kept: list[QAccessibleInterface] = []  # the views' interfaces, until Qt's cache deletes them


class BoardTree(QObject):
    """The accessible zones and cards of one board view, and where its cursor is."""

    def __init__(self, view: BoardView, view_state: ViewState) -> None:
        super().__init__(view)
        self.setObjectName("boardAccessibleTree")
        self.view = view
        self.view_state = view_state
        self.cursor: tuple[ZoneKey | None, str | None] = (None, None)
        self._zone_nodes: dict[ZoneKey, ZoneNode] = {}
        self._card_nodes: dict[str, CardNode] = {}
        self._seen: tuple[Board | None, TableLayout | None] = (None, None)
        self._zones: list[ZoneArea] = []
        self._ids: dict[ZoneKey, list[str]] = {}
        self._selected: tuple[str, ...] = ()
        install_factory()
        view.document.changed.connect(self._board_changed)
        view_state.viewer_changed.connect(self._viewer_changed)
        view_state.selection_changed.connect(self._selection_changed)
        view.installEventFilter(self)

    # what is on the table ---------------------------------------------------------------------

    def _fresh(self) -> None:
        board, layout = self.view.document.board, self.view.board_scene.layout
        if self._seen != (board, layout):
            self._seen = (board, layout)
            self._zones = reading_order(layout.zones) if layout is not None else []
            self._ids = zone_objects(board, self._zones)

    def zones(self) -> list[ZoneArea]:
        """The drawn zones in reading order."""
        self._fresh()
        return self._zones

    def zone_ids(self, key: ZoneKey) -> list[str]:
        """The zone's object ids in drawing order."""
        self._fresh()
        return self._ids.get(key, [])

    def zone(self, key: ZoneKey) -> ZoneArea | None:
        return next((z for z in self.zones() if z.key == key), None)

    def zone_of(self, object_id: str) -> ZoneKey | None:
        board = self.view.document.board
        obj = board.object(object_id)
        return display_key(board, obj) if obj is not None else None

    def place(self, object_id: str) -> Place | None:
        """Where the object is among its zone's cards: (from 1, count)."""
        key = self.zone_of(object_id)
        ids = self.zone_ids(key) if key is not None else []
        return (ids.index(object_id) + 1, len(ids)) if object_id in ids else None

    def words(self, object_id: str) -> CardWords | None:
        document = self.view.document
        obj = document.board.object(object_id)
        if obj is None:
            return None
        viewer = self.view_state.viewer
        return card_words(document.board, document.derived, obj, viewer, self.place(object_id))

    # the interfaces -----------------------------------------------------------------------------

    def view_node(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.view)

    def zone_node(self, key: ZoneKey) -> ZoneNode:
        node = self._zone_nodes.get(key)
        if node is None:
            node = self._zone_nodes[key] = ZoneNode(self, key)
        return node

    def card_node(self, object_id: str) -> CardNode:
        node = self._card_nodes.get(object_id)
        if node is None:
            node = self._card_nodes[object_id] = CardNode(self, object_id)
        return node

    def focus_node(self) -> QAccessibleInterface | None:
        """The interface of the cursor's card (or empty zone), or None."""
        key, object_id = self.cursor
        if object_id and self.zone_of(object_id) is not None:
            return self.card_node(object_id)
        if key is not None and self.zone(key) is not None:
            return self.zone_node(key)
        return None

    def set_cursor(self, key: ZoneKey | None, object_id: str | None, focused: bool) -> None:
        """The keyboard's cursor is on `object_id` (or the empty zone `key`); while the table
        has the focus, its interface is told the focus moved there."""
        self.cursor = (key, object_id)
        if focused:
            QTimer.singleShot(0, self._send_focus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn:  # after Qt tells of the view's own focus
            QTimer.singleShot(0, self._send_focus)
        return False

    def _send_focus(self) -> None:
        """Tell assistive technology the focus is on the cursor's card (or empty zone)."""
        node = self.focus_node()
        if node is not None and self.view.hasFocus() and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))

    # keeping it true ----------------------------------------------------------------------------

    def _board_changed(self, change: Change) -> None:
        board = change.after.board
        gone = [i for i in self._card_nodes if board.object(i) is None]
        _delete([self._card_nodes.pop(i) for i in gone])
        layout = self.view.board_scene.layout
        keys = {z.key for z in layout.zones} if layout is not None else set()
        _delete([self._zone_nodes.pop(k) for k in list(self._zone_nodes) if k not in keys])
        self._tell_changed()

    def _viewer_changed(self) -> None:
        self._seen = (None, None)
        self._tell_changed()

    def _selection_changed(self) -> None:
        """The cards selected or no longer selected tell it."""
        now = self.view_state.selected
        flipped = set(now) ^ set(self._selected)
        self._selected = now
        if not QAccessible.isActive():
            return
        selected = QAccessible.State()
        selected.selected = True
        for object_id in flipped & self._card_nodes.keys():
            event = QAccessibleStateChangeEvent(self._card_nodes[object_id], selected)
            QAccessible.updateAccessibility(event)

    def _tell_changed(self) -> None:
        if not QAccessible.isActive():
            return
        QAccessible.updateAccessibility(
            QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder)
        )
        for node in [*self._zone_nodes.values(), *self._card_nodes.values()]:
            node.tell_changes()

    def global_rect(self, rect: QRectF) -> QRect:
        """A rectangle of the table in screen coordinates."""
        shown = self.view.mapFromScene(rect).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(shown.topLeft()), shown.size())


class _Node(QAccessibleInterface):
    """What zones and cards share: the handle Qt's cache keys them by, the window, no text
    to set, no children under the pointer."""

    def __init__(self, tree: BoardTree) -> None:
        super().__init__()
        self.tree = tree
        self.handle = QObject(tree)
        self.heard: tuple[str, str] | None = None  # the words assistive technology last read
        QAccessible.registerAccessibleInterface(self)

    def isValid(self) -> bool:
        return shiboken6.isValid(self.handle)

    def object(self) -> QObject:
        return self.handle

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.tree.view.window().windowHandle()

    def said(self) -> tuple[str, str]:
        """Its name and description."""
        raise NotImplementedError

    def text(self, t: QAccessible.Text) -> str:
        self.heard = name, description = self.said()
        return {Text.Name: name, Text.Description: description}.get(t, "")

    def tell_changes(self) -> None:
        """Send a name or description changed event if it differs from what was read (none
        for a node never read)."""
        if self.heard is None:
            return
        now = self.said()
        for before, after, event in zip(
            self.heard,
            now,
            (QAccessible.Event.NameChanged, QAccessible.Event.DescriptionChanged),
            strict=True,
        ):
            if before != after:
                QAccessible.updateAccessibility(QAccessibleEvent(self, event))
        self.heard = now

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def _state(self, focused: bool) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = focused and self.tree.view.hasFocus()
        state.invisible = not self.tree.view.isVisible()
        return state


class ZoneNode(_Node):
    """One drawn zone: a list of its cards."""

    def __init__(self, tree: BoardTree, key: ZoneKey) -> None:
        self.key = key
        super().__init__(tree)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def said(self) -> tuple[str, str]:
        zone = self.tree.zone(self.key)
        if zone is None:
            return ("", "")
        count = count_words(len(self.tree.zone_ids(self.key)))
        return (zone_title(self.tree.view.document.board, zone), count)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.tree.view_node()

    def childCount(self) -> int:
        return len(self.tree.zone_ids(self.key))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        ids = self.tree.zone_ids(self.key)
        return self.tree.card_node(ids[index]) if 0 <= index < len(ids) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        ids = self.tree.zone_ids(self.key)
        object_id = child.object_id if isinstance(child, CardNode) else None
        return ids.index(object_id) if object_id in ids else -1

    def rect(self) -> QRect:
        zone = self.tree.zone(self.key)
        if zone is None:
            return QRect()
        return self.tree.global_rect(QRectF(zone.rect.x, zone.rect.y, zone.rect.w, zone.rect.h))

    def state(self) -> QAccessible.State:
        state = self._state(self.tree.cursor == (self.key, None))
        state.multiSelectable = True
        return state


class CardNode(_Node):
    """One card on the table."""

    def __init__(self, tree: BoardTree, object_id: str) -> None:
        self.object_id = object_id
        super().__init__(tree)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def said(self) -> tuple[str, str]:
        words = self.tree.words(self.object_id)
        return ("", "") if words is None else (words.name, words.description)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        key = self.tree.zone_of(self.object_id)
        if key is None or self.tree.zone(key) is None:
            return self.tree.view_node()
        return self.tree.zone_node(key)

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def _item_rect(self) -> QRectF | None:
        item = self.tree.view.board_scene.cards.get(self.object_id)
        return item.sceneBoundingRect() if item is not None and item.isVisible() else None

    def rect(self) -> QRect:
        shown = self._item_rect()
        if shown is not None:
            return self.tree.global_rect(shown)
        parent = self.parent()
        return parent.rect() if isinstance(parent, ZoneNode) else QRect()

    def state(self) -> QAccessible.State:
        state = self._state(self.tree.cursor[1] == self.object_id)
        state.selectable = True
        state.selected = self.object_id in self.tree.view_state.selected
        state.offscreen = self._item_rect() is None  # under the cards of a crowded zone
        return state


class BoardAccessible(QAccessibleWidget):
    """The board view's interface: its zones are its children, the cursor's card its focus."""

    def __init__(self, view: BoardView, tree: BoardTree) -> None:
        super().__init__(view, QAccessible.Role.Pane)
        self.tree = tree

    def childCount(self) -> int:
        return len(self.tree.zones())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        zones = self.tree.zones()
        return self.tree.zone_node(zones[index].key) if 0 <= index < len(zones) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        keys = [z.key for z in self.tree.zones()]
        key = child.key if isinstance(child, ZoneNode) else None
        return keys.index(key) if key in keys else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.tree.focus_node() if self.tree.view.hasFocus() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self.tree.view
        point = view.mapToScene(view.viewport().mapFromGlobal(QPoint(x, y)))
        for index in range(self.childCount()):
            zone = self.child(index)
            if zone is not None and zone.rect().contains(x, y):
                for item in view.board_scene.items(point):
                    if isinstance(item, CardItem):
                        return self.tree.card_node(item.object_id)
                return zone
        return None


def _delete(nodes: list[_Node]) -> None:
    for node in nodes:
        shiboken6.delete(node.handle)  # Qt's cache deletes the interface with it


def _factory(key: str, obj: QObject | None) -> QAccessibleInterface | None:
    if not isinstance(obj, BoardView):
        return None
    tree = obj.findChild(BoardTree, "boardAccessibleTree")
    if not isinstance(tree, BoardTree):
        return None
    _kept[:] = [node for node in _kept if shiboken6.isValid(node)]
    node = BoardAccessible(obj, tree)
    _kept.append(node)  # Qt's cache deletes it with the view
    return node


_installed: list[bool] = []


def install_factory() -> None:
    """Let Qt ask this module for a board view's interface (once per process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)
