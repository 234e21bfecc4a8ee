"""The table by keyboard: a cursor over the cards and zones of the board view.

Left/Right go to the previous/next card of the zone, and on past its ends into the zone
before/after (reading order; an empty zone is one stop); Up/Down go to the zone above/below;
Home/End to the first/last card of the zone (with Ctrl, of the table); Page Up/Down to the
previous/next zone. A move selects the card (Shift adds it to the selection, Ctrl moves
without selecting; Ctrl+Space toggles, Space selects), so the inspector shows it as after a
click. Enter, F2, the Menu key or Shift+F10 open the object menu; M moves the selected cards
(a zone search, then the same action a drop makes).

The cursor is an object id (or an empty zone): it follows the object when the board changes
and follows a selection made with the mouse. A focus frame shows it while the view has the
focus, and the view's accessible name and description say what it is on (sentences.py); the
cursor's card is the focus of the table's accessible objects (access_tree.py).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from sandbox.model import Board
from sandbox.ui.board.access_tree import BoardTree
from sandbox.ui.board.layout import CARD_H, CARD_W, ZoneArea, ZoneChoice, display_key
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.board.sentences import card_sentence, table_help, zone_words
from sandbox.ui.board.view import BoardView
from sandbox.ui.board.zone_cards import reading_order, zone_objects
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.view_state import ViewState

ZoneKey = tuple[str, str | None]
FRAME = QColor("#ffffff")
FRAME_EDGE = QColor(10, 20, 40, 220)
MENU_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2, Qt.Key.Key_Menu}
# asks where to move (the "Move to…" dialog): the board and its zones in, the choice or None out
AskZone = Callable[[Board, list[ZoneArea]], ZoneChoice | None]


def _gap(rect_from: QRectF, rect_to: QRectF, up: bool) -> float | None:
    """How far `rect_to` lies above (`up`) or below `rect_from`; None if it is not there."""
    gap = rect_from.top() - rect_to.bottom() if up else rect_to.top() - rect_from.bottom()
    return gap if gap >= -1 else None


def _distance(x: float, rect: QRectF) -> float:
    return max(rect.left() - x, 0.0, x - rect.right())


def _qrect(zone: ZoneArea) -> QRectF:
    return QRectF(zone.rect.x, zone.rect.y, zone.rect.w, zone.rect.h)


class BoardKeys(QObject):
    """The keyboard cursor of one table view: it moves over the view's scene, selects in the
    view state and moves cards through the view's drop; `ask_zone` asks where to move."""

    def __init__(
        self,
        view: BoardView,
        document: Document,
        view_state: ViewState,
        ask_zone: AskZone,
        tree: BoardTree,
    ) -> None:
        super().__init__(view)
        self.view = view
        self.tree = tree
        self.scene: BoardScene = view.board_scene
        self.document = document
        self.view_state = view_state
        self.ask_zone = ask_zone
        self.object_id: str | None = None
        self.zone_key: ZoneKey | None = None  # the zone when the cursor is on an empty zone
        self._raised: str | None = None
        # a white dashed line on a dark one: unlike the finding marks (gold, green, red) and
        # readable on the felt and on a card
        self.frame = QGraphicsRectItem()
        self.frame.setPen(QPen(FRAME, 2.5, Qt.PenStyle.DashLine))
        self.frame.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.frame.setZValue(3000)
        self.frame.setVisible(False)
        self.frame_edge = QGraphicsRectItem(self.frame)
        self.frame_edge.setPen(QPen(FRAME_EDGE, 6.0))
        self.frame_edge.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        self.scene.addItem(self.frame)
        self.view.installEventFilter(self)
        document.changed.connect(self._board_changed)
        view_state.viewer_changed.connect(self.refresh)
        view.presenting_changed.connect(self.refresh)
        view_state.selection_changed.connect(self._follow_selection)

    # where the cursor is --------------------------------------------------------------------

    def zones(self) -> list[ZoneArea]:
        layout = self.scene.layout
        return reading_order(layout.zones) if layout is not None else []

    def current_zone(self) -> ZoneArea | None:
        """The zone the cursor is on (of its object, or an empty zone), or None."""
        board = self.document.board
        obj = board.object(self.object_id) if self.object_id else None
        key = display_key(board, obj) if obj is not None else self.zone_key
        return next((z for z in self.zones() if z.key == key), None)

    def stops(self) -> list[tuple[ZoneKey, str | None]]:
        """Every place the cursor can be, in reading order: each card, each empty zone."""
        zones = self.zones()
        objects = zone_objects(self.document.board, tuple(zones))
        result: list[tuple[ZoneKey, str | None]] = []
        for zone in zones:
            ids = objects.get(zone.key, [])
            result += [(zone.key, i) for i in ids] if ids else [(zone.key, None)]
        return result

    def _position(self, stops: list[tuple[ZoneKey, str | None]]) -> int | None:
        zone = self.current_zone()
        for index, (key, object_id) in enumerate(stops):
            if zone is not None and key == zone.key and object_id == self.object_id:
                return index
        return None

    # moving ---------------------------------------------------------------------------------

    def go_to(self, key: ZoneKey, object_id: str | None, mode: str = "select") -> None:
        """Put the cursor on `object_id` (or the empty zone `key`). `mode`: "select" it,
        "add" it to the selection, or "keep" the selection."""
        self.object_id, self.zone_key = object_id, (None if object_id else key)
        state = self.view_state
        if mode == "select":
            state.select([object_id] if object_id else [])
        elif mode == "add" and object_id:
            state.select([*state.selected, object_id])
        self.refresh()

    def step(self, step: int, mode: str = "select") -> None:
        """The previous (-1) or next (1) stop, across zone ends."""
        stops = self.stops()
        if not stops:
            return
        at = self._position(stops)
        index = (0 if step > 0 else len(stops) - 1) if at is None else at + step
        self.go_to(*stops[min(max(index, 0), len(stops) - 1)], mode)

    def step_zone(self, step: int, mode: str = "select") -> None:
        """The first stop of the previous/next zone in reading order."""
        zones = self.zones()
        zone = self.current_zone()
        if not zones:
            return
        at = zones.index(zone) if zone in zones else (-1 if step > 0 else len(zones))
        target = zones[min(max(at + step, 0), len(zones) - 1)]
        self._enter(target, None, mode)

    def vertical(self, up: bool, mode: str = "select") -> None:
        """The zone above or below, nearest the cursor's column."""
        zone = self.current_zone()
        if zone is None:
            self.step(1, mode)
            return
        here = self._cursor_rect()
        x = here.center().x()
        candidates = []
        for other in self.zones():
            gap = _gap(_qrect(zone), _qrect(other), up)
            if other is not zone and gap is not None:
                candidates.append((round(gap), _distance(x, _qrect(other)), other))
        if candidates:
            self._enter(min(candidates, key=lambda c: (c[0], c[1]))[2], x, mode)

    def ends(self, last: bool, whole_table: bool, mode: str = "select") -> None:
        """The first/last card of the zone (or of the table)."""
        stops = self.stops()
        zone = self.current_zone()
        if not whole_table and zone is not None:
            stops = [s for s in stops if s[0] == zone.key]
        if stops:
            self.go_to(*stops[-1 if last else 0], mode)

    def _enter(self, zone: ZoneArea, x: float | None, mode: str) -> None:
        """Go into `zone`: to the card nearest column `x` (the front card of a pile), or its
        first card."""
        ids = zone_objects(self.document.board, (zone,)).get(zone.key, [])
        if not ids:
            self.go_to(zone.key, None, mode)
            return
        chosen = ids[-1] if zone.pile else ids[0]
        if x is not None and not zone.pile:
            items = self.scene.cards
            shown = [i for i in ids if i in items and items[i].isVisible()]
            if shown:
                chosen = min(shown, key=lambda i: abs(items[i].x() + CARD_W / 2 - x))
        self.go_to(zone.key, chosen, mode)

    # showing it -----------------------------------------------------------------------------

    def _cursor_rect(self) -> QRectF:
        item = self.scene.cards.get(self.object_id or "")
        if item is not None and item.isVisible() and item.scene() is self.scene:
            return QRectF(item.x(), item.y(), CARD_W, CARD_H)
        zone = self.current_zone()
        return _qrect(zone) if zone is not None else QRectF()

    def refresh(self) -> None:
        """Place the focus frame and tell assistive technology what the cursor is on."""
        zone = self.current_zone()
        if zone is None:
            self.object_id = self.zone_key = None
        shown = zone is not None and self.view.hasFocus() and not self.view.presenting
        self._raise(self.object_id if shown else None)  # (a mouse user's piles stay as drawn)
        rect = self._cursor_rect()
        self.frame.setRect(rect.adjusted(-8, -8, 8, 8))
        self.frame_edge.setRect(rect.adjusted(-8, -8, 8, 8))
        self.frame.setVisible(shown)
        if shown:
            self.view.ensureVisible(rect, 20, 20)
        self._announce(self.sentence() or table_help(), shown)

    def _announce(self, text: str, focused: bool) -> None:
        """The view's description says what the cursor is on, and the table's accessible
        objects where it is; while the table has the focus a move sends the cursor's card a
        focus event, which screen readers read out."""
        moved = text != self.view.accessibleDescription()
        self.view.setAccessibleDescription(text)
        zone = self.current_zone()
        self.tree.set_cursor(zone.key if zone else None, self.object_id, focused and moved)

    def _raise(self, object_id: str | None) -> None:
        """Bring the card under the cursor in front of the cards covering it."""
        if self._raised and self._raised != object_id and self._raised in self.scene.cards:
            old = self.scene.cards[self._raised]
            old.setZValue(old.base_z)
        self._raised = object_id
        if object_id and object_id in self.scene.cards:
            self.scene.cards[object_id].setZValue(999)

    def sentence(self) -> str:
        """What a screen reader says for the cursor: the card's sentence, or the empty
        zone's name ("" with no cursor)."""
        document = self.document
        viewer = self.view_state.viewer
        if self.object_id:
            place = self.tree.place(self.object_id)
            return card_sentence(document.board, document.derived, self.object_id, viewer, place)
        zone = self.current_zone()
        if zone is None:
            return ""
        words = zone_words(document.board, zone.kind, zone.player)
        return self.tr("%1, empty", "an empty zone on the table").replace("%1", words)

    def _board_changed(self, change: Change) -> None:
        gone = self.object_id and change.after.board.object(self.object_id) is None
        if gone and change.before is not None:  # removed or undone: stay in its zone
            self._stay_in_zone(change.before.board, self.object_id or "")
        self.refresh()

    def _stay_in_zone(self, before: Board, object_id: str) -> None:
        """The object under the cursor is gone: the cursor takes the card now at its place
        in its zone (the last one if it was last), or the zone if it is now empty."""
        obj = before.object(object_id)
        zone = next((z for z in self.zones() if obj and z.key == display_key(before, obj)), None)
        self.object_id = self.zone_key = None
        if zone is None:
            return
        was = zone_objects(before, (zone,)).get(zone.key, [])
        now = zone_objects(self.document.board, (zone,)).get(zone.key, [])
        if now:
            self.object_id = now[min(was.index(object_id), len(now) - 1)]
        else:
            self.zone_key = zone.key

    def _follow_selection(self) -> None:
        current = self.view_state.current
        if current is not None and current != self.object_id:
            self.object_id, self.zone_key = current, None
            self.refresh()

    # commands -------------------------------------------------------------------------------

    def open_menu(self) -> None:
        """The object menu of the selection (the cursor's card selected first)."""
        state = self.view_state
        if self.object_id and self.object_id not in state.selected:
            state.select([self.object_id])
        if not state.selected:
            return
        point = self.view.mapFromScene(self._cursor_rect().center())
        where = self.view.mapToGlobal(QPoint(point.x(), point.y()))
        self.view.menu_requested.emit(list(state.selected), where)

    def move_selected(self) -> bool:
        """Ask where to, then move the selected objects there as a drop does (one undo step)."""
        state = self.view_state
        if not state.selected and self.object_id:
            state.select([self.object_id])
        if not state.selected:
            self.document.refuse(self.tr("Select a card on the table first."))
            return False
        layout = self.scene.layout
        if layout is None:
            return False
        board = self.document.board
        choice = self.ask_zone(board, list(layout.zones))
        self.view.window().activateWindow()  # the keyboard goes back to the table
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if choice is None:
            return False
        past_the_end = len(board.objects) if choice.at_bottom else None  # as a drop at the end
        moved = self.view.drop_objects(list(state.selected), choice.zone, past_the_end)
        self.refresh()
        return moved

    # keys -----------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            if event.type() == QEvent.Type.FocusIn and self.current_zone() is None:
                self._start()
            self.refresh()
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self.key(event)
        return False

    def _start(self) -> None:
        """On entering the table: the cursor on the selected object, else the first stop."""
        current = self.view_state.current
        if current is not None:
            self.object_id, self.zone_key = current, None
            return
        stops = self.stops()
        if stops:
            self.zone_key, self.object_id = stops[0]
            if self.object_id:
                self.zone_key = None

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key pressed on the table view; True if it was a table key."""
        key, mods = event.key(), event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        mode = "keep" if ctrl else ("add" if shift else "select")
        Key = Qt.Key
        if key in (Key.Key_Left, Key.Key_Right):
            self.step(-1 if key == Key.Key_Left else 1, mode)
        elif key in (Key.Key_Up, Key.Key_Down):
            self.vertical(key == Key.Key_Up, mode)
        elif key in (Key.Key_Home, Key.Key_End):
            self.ends(key == Key.Key_End, ctrl, "add" if shift else "select")
        elif key in (Key.Key_PageUp, Key.Key_PageDown):
            self.step_zone(-1 if key == Key.Key_PageUp else 1, mode)
        elif key == Key.Key_Space and ctrl:
            self._toggle()
        elif key == Key.Key_Space:
            self._select_here()
        elif key in MENU_KEYS or (key == Key.Key_F10 and shift):
            self.open_menu()
        elif key == Key.Key_M and not ctrl:
            self.move_selected()
        else:
            return False
        return True

    def _select_here(self) -> None:
        if self.object_id:
            self.view_state.select([self.object_id])

    def _toggle(self) -> None:
        if not self.object_id:
            return
        state = self.view_state
        if self.object_id in state.selected:
            state.select([i for i in state.selected if i != self.object_id])
        else:
            state.select([*state.selected, self.object_id])
