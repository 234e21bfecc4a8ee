"""A searchable list of the players and objects of the table to pick some of, in order: what
the Targets… and Links… dialogs are made of.

Each object reads as its current names, its id, its zone and its owner ("Howling Mine
[mine-hand] · Hand — Ben · owner Ben"); a card the viewer may not see reads as a hidden card
(without its id, which may say what it is).
Typing filters the list (case and accents ignored); Up/Down in the search box move among the
rows shown, Enter or Space ticks or unticks the highlighted one. The ticked ones are listed
on the right in the order they were ticked; Move up/Move down reorder them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from sandbox.model import Board, Derived, GameObject, Viewer, may_see_object
from sandbox.ui.dialogs.move import matches
from sandbox.ui.kit.labels import player_name, zone_label

ID_ROLE = Qt.ItemDataRole.UserRole
WORDS_ROLE = Qt.ItemDataRole.UserRole + 1
STEP_KEYS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
TICK_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def object_title(board: Board, derived: Derived, obj: GameObject, viewer: Viewer) -> str:
    """ "Howling Mine [mine-hand] · Hand — Ben · owner Ben": its current names (not the
    printed ones, when an effect changed them), where it is and whose it is."""
    where = zone_label(obj.zone)
    if obj.zone_owner:
        where += " — " + player_name(board, obj.zone_owner)
    owner = QCoreApplication.translate("PickList", "owner %1").replace(
        "%1", player_name(board, obj.owner)
    )
    if not may_see_object(board, obj, viewer):
        return QCoreApplication.translate("PickList", "a hidden card") + f" · {where} · {owner}"
    state = derived.names.get(obj.id)
    current = state.names if state is not None else (obj.card.name,)
    no_name = QCoreApplication.translate("PickList", "(no name)")
    return f"{' / '.join(current) or no_name} [{obj.id}] · {where} · {owner}"


class PickList(QWidget):
    """Tick any of `choices` ((id, title) pairs, in the order shown); `chosen` are ticked
    at first, in that order. `changed` says the chosen ones changed."""

    changed = Signal()

    def __init__(
        self,
        choices: Sequence[tuple[str, str]],
        chosen: Iterable[str],
        what: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        plain = what.replace("&", "")
        self.search = QLineEdit()
        self.search.setObjectName("pickSearch")
        self.search.setPlaceholderText(self.tr("Type part of a name, zone or player…"))
        self.search.setAccessibleName(self.tr("Search %1").replace("%1", plain.rstrip(":")))
        self.search.installEventFilter(self)
        self.list = QListWidget()
        self.list.setObjectName("pickChoices")
        self.list.setAccessibleName(plain.rstrip(":"))
        self.order = QListWidget()
        self.order.setObjectName("pickChosen")
        self.order.setAccessibleName(self.tr("Chosen, in order"))
        self.titles = dict(choices)
        for object_id, title in choices:
            item = QListWidgetItem(title)  # plain text: names come from the file
            item.setData(ID_ROLE, object_id)
            item.setData(WORDS_ROLE, title)  # what it reads as (no hidden card's id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        for object_id in chosen:
            self._tick(object_id, True)
        self.list.itemChanged.connect(self._item_changed)
        self.search.textChanged.connect(self.filter)
        self._build_layout(what)
        self.filter("")

    def _build_layout(self, what: str) -> None:
        label = QLabel(what)
        label.setBuddy(self.search)
        chosen_label = QLabel(self.tr("C&hosen, in order:"))
        chosen_label.setBuddy(self.order)
        self.up_button = QPushButton(self.tr("Move &up"))
        self.up_button.setObjectName("pickUp")
        self.up_button.clicked.connect(lambda: self._reorder(-1))
        self.down_button = QPushButton(self.tr("Move &down"))
        self.down_button.setObjectName("pickDown")
        self.down_button.clicked.connect(lambda: self._reorder(1))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.setObjectName("pickRemove")
        self.remove_button.clicked.connect(self._remove_current)
        buttons = QVBoxLayout()
        for button in (self.up_button, self.down_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(label, 0, 0)
        grid.addWidget(self.search, 1, 0)
        grid.addWidget(self.list, 2, 0)
        grid.addWidget(chosen_label, 0, 1, 2, 1, Qt.AlignmentFlag.AlignBottom)
        grid.addWidget(self.order, 2, 1)
        grid.addLayout(buttons, 2, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)

    # what is chosen --------------------------------------------------------------------------

    def chosen(self) -> tuple[str, ...]:
        return tuple(str(self.order.item(row).data(ID_ROLE)) for row in range(self.order.count()))

    def tick(self, object_id: str, on: bool = True) -> None:
        """Tick (or untick) `object_id`, as a click on its box does."""
        item = self._item(object_id)
        if item is not None:
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _item(self, object_id: str) -> QListWidgetItem | None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(ID_ROLE) == object_id:
                return item
        return None

    def _tick(self, object_id: str, on: bool) -> None:
        """Keep the order list in step with the ticks (without signals: the start)."""
        item = self._item(object_id)
        if item is None:
            return
        item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        rows = [
            r for r in range(self.order.count()) if self.order.item(r).data(ID_ROLE) == object_id
        ]
        if on and not rows:
            chosen = QListWidgetItem(self.titles[object_id])
            chosen.setData(ID_ROLE, object_id)
            self.order.addItem(chosen)
        for row in reversed(rows if not on else []):
            self.order.takeItem(row)

    def _item_changed(self, item: QListWidgetItem) -> None:
        self._tick(str(item.data(ID_ROLE)), item.checkState() == Qt.CheckState.Checked)
        self.changed.emit()

    def _reorder(self, step: int) -> None:
        row = self.order.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.order.count():
            return
        self.order.insertItem(to, self.order.takeItem(row))
        self.order.setCurrentRow(to)
        self.changed.emit()

    def _remove_current(self) -> None:
        item = self.order.currentItem()
        if item is not None:
            self.tick(str(item.data(ID_ROLE)), False)

    # the search ------------------------------------------------------------------------------

    def shown_rows(self) -> list[int]:
        return [row for row in range(self.list.count()) if not self.list.item(row).isHidden()]

    def filter(self, text: str) -> None:
        """Show the rows matching `text`; the first one becomes the highlighted row."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            item.setHidden(not matches(text, str(item.data(WORDS_ROLE))))
        rows = self.shown_rows()
        if rows and self.list.currentRow() not in rows:
            self.list.setCurrentRow(rows[0])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the search box, Up/Down move among the rows shown and Enter ticks one."""
        if (
            watched is not self.search
            or event.type() != QEvent.Type.KeyPress
            or not isinstance(event, QKeyEvent)
        ):
            return False
        if event.key() in STEP_KEYS:  # the list steps over the rows the search hid
            QCoreApplication.sendEvent(self.list, event)
            return True
        if event.key() in TICK_KEYS and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            item = self.list.currentItem()
            if item is not None and not item.isHidden():
                on = item.checkState() != Qt.CheckState.Checked
                self.tick(str(item.data(ID_ROLE)), on)
                return True
        return False
