"""The inspector: the selected object's names with their provenance, and its properties.

Shows the printed, current, gained and lost names and the moniker, each with the effect it
comes from and until when, what it targets and is linked to; and lets the user set owner,
controller, face-down, face or pitch, choose a name, targets and links, or remove the object.
Every control builds actions through `object_actions` or the dialog it opens.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Iterable

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sandbox.cards.games import CONVENTIONS
from sandbox.messages import render
from sandbox.model import (
    Board,
    GameObject,
    lookalike_characters,
    may_see_choice,
    may_see_object,
    ruleset_for,
)
from sandbox.ui.cards.card_text import card_text_html, card_words_html, name_use_html
from sandbox.ui.cards.source import CardSource
from sandbox.ui.document import object_actions
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.labels import player_name, zone_label
from sandbox.ui.kit.plain import bounded_combo, escaped
from sandbox.ui.kit.theme import SIZE_SAMPLE
from sandbox.ui.panels.names_model import NameTableModel, name_rows
from sandbox.ui.panels.rules_text import RulesDialog, linkify


class Inspector(QWidget):
    """Names and properties of the selected object(s)."""

    def __init__(self, document: Document, view: ViewState, cards: CardSource) -> None:
        super().__init__()
        self.setObjectName("inspector")
        self.document = document
        self.view = view
        self.cards = cards
        self._shown_before = False  # whether the inspector has shown anything yet
        self._shown: tuple[object, ...] | None = None
        self.shown_id: str | None = None  # the object whose names are shown
        self.title = QLabel()
        self.title.setObjectName("inspectorTitle")
        self.title.setWordWrap(True)
        self.owner_box = bounded_combo(QComboBox())
        self.owner_box.activated.connect(self._owner_picked)
        self.controller_box = bounded_combo(QComboBox())
        self.controller_box.activated.connect(self._controller_picked)
        self.face_down_box = QCheckBox(self.tr("Face down"))
        self.face_down_box.clicked.connect(self._face_down_clicked)
        self.face_box = bounded_combo(QComboBox())
        self.face_box.activated.connect(self._face_picked)
        self.face_label = QLabel(self.tr("Face:"))
        self.face_label.setBuddy(self.face_box)  # a screen reader names the box by it
        self.choose_button = QPushButton(self.tr("Choose a name…"))
        self.choose_button.clicked.connect(self.choose_name)
        self.targets_button = QPushButton(self.tr("Targets…"))
        self.targets_button.setObjectName("inspectorTargets")
        self.targets_button.setToolTip(self.tr("What the selected object targets (Ctrl+Shift+T)"))
        self.targets_button.clicked.connect(self.edit_targets)
        self.links_button = QPushButton(self.tr("Links…"))
        self.links_button.setObjectName("inspectorLinks")
        self.links_button.setToolTip(
            self.tr("The objects the selected object is linked to (Ctrl+Shift+L)")
        )
        self.links_button.clicked.connect(self.edit_links)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove)
        self.names = NameTableModel()
        self.names_view = QTableView()
        self.names_view.setObjectName("namesTable")
        self.names_view.setModel(self.names)
        self.names_view.verticalHeader().hide()
        self.names_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.names_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.names_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(SIZE_SAMPLE)  # 10,000 rows: don't measure them all
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.names_view.setWordWrap(True)
        self.names_view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.names_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details = QTextBrowser()
        self.details.setObjectName("inspectorDetails")
        self.details.setOpenLinks(False)
        self.rules = RulesDialog(self)
        self.details.anchorClicked.connect(self.open_link)
        self._build_layout()
        document.changed.connect(self.on_change)
        view.selection_changed.connect(self.refresh)
        view.viewer_changed.connect(self.refresh)
        view.finding_changed.connect(self.refresh)
        self.refresh()

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("Owner:"), self.owner_box)
        form.addRow(self.tr("Controller:"), self.controller_box)
        form.addRow(self.face_label, self.face_box)
        form.addRow("", self.face_down_box)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.targets_button)
        buttons.addWidget(self.links_button)
        buttons.addStretch(1)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("<b>Names</b>")))
        layout.addWidget(self.names_view, 3)
        layout.addWidget(self.details, 2)

    # refresh ---------------------------------------------------------------------------------

    def on_change(self, change: Change) -> None:
        """Refresh only when the change touches what is shown: the selected objects, their
        names, an effect (name rows name effects), the players or the selected ability."""
        changes = change.changes
        shown = set(self.view.selected)
        current = change.after.board.object(self.view.current or "")
        if current is not None:  # the objects it is linked to are named in its details
            shown.update(linked for _role, linked in current.links)
            shown.update(current.targets)
        finding = self.view.finding
        if (
            changes.whole
            or changes.players
            or changes.effects.ids & self._named_effects(change)
            or shown & (changes.objects.ids | changes.names)
            or (finding is not None and finding in changes.findings.ids)
        ):
            self.refresh()

    def _named_effects(self, change: Change) -> set[str]:
        """The effects the shown object's names come from or were lost to."""
        state = change.after.derived.names.get(self.view.current or "")
        if state is None:
            return set()
        return {e for entry in state.entries for e in (entry.effect_id, entry.lost_by) if e}

    def refresh(self) -> None:
        board = self.document.board
        objects = [o for o in (board.object(i) for i in self.view.selected) if o is not None]
        current = board.object(self.view.current or "")
        view = self.view
        key = (board, view.selected, view.viewer, view.finding, self.document.language)
        if key == self._shown:
            return
        self._shown = key
        self.shown_id = None
        enabled = bool(objects) and all(may_see_object(board, o, self.view.viewer) for o in objects)
        for widget in (self.owner_box, self.controller_box, self.face_down_box, self.face_box):
            widget.setEnabled(enabled)
        self.remove_button.setEnabled(enabled)
        for button in (self.choose_button, self.targets_button, self.links_button):
            button.setEnabled(enabled and len(objects) == 1)
        if current is None:
            self._show_nothing()
            self._shown_before = True
            return
        self._fill_players(board, current)
        self.face_down_box.setChecked(current.face_down)
        if not may_see_object(board, current, self.view.viewer):
            self.face_box.clear()
            self.title.setText(self.tr("<b>Hidden card</b><br>This player may not see it."))
            self.names.set_rows([])
            self.details.clear()
            return
        self._fill_faces(board, current)
        self._show_object(board, current, len(objects))
        self._shown_before = True

    def _show_nothing(self) -> None:
        self.title.setText(self.tr("<i>Select a card on the table to inspect its names.</i>"))
        self.names.set_rows([])
        self.details.clear()
        for box in (self.owner_box, self.controller_box, self.face_box):
            box.clear()
        self.face_down_box.setChecked(False)

    def _show_object(self, board: Board, obj: GameObject, count: int) -> None:
        where = zone_label(obj.zone)
        if obj.zone_owner:
            where = self.tr("%1 of %2", "zone of player").replace("%1", where)
            where = where.replace("%2", player_name(board, obj.zone_owner))
        where = escaped(where)
        more = ""
        if count > 1:
            more = "<br>" + self.tr("%n objects selected; changes apply to all of them.", "", count)
        token = self.tr(" · token") if obj.is_token else ""
        self.title.setText(
            f"<span style='font-size:14px'><b>{escaped(obj.card.label)}</b></span>"
            f" <span style='color:#777'>[{html.escape(obj.id)}]{token}</span><br>{where}{more}"
        )
        self.names.set_rows(name_rows(board, self.document.derived, obj))
        self.shown_id = obj.id
        self.details.setText(self._details_html(board, obj))

    def _related_name(self, board: Board, object_id: str) -> str:
        """A player's name, or an object's card name and id; a hidden object unnamed."""
        if object_id in board.player_ids:
            return html.escape(player_name(board, object_id))
        linked = board.object(object_id)
        if linked is not None and may_see_object(board, linked, self.view.viewer):
            return html.escape(f"{linked.card.name} ({object_id})")
        return self.tr("(hidden)")

    def _links_html(self, board: Board, obj: GameObject) -> list[str]:
        """What it targets (MTG 115.1) and the objects it is related to (607.2a, 406.6),
        hidden ones unnamed."""
        lines = []
        if obj.targets:
            names = ", ".join(f"<b>{self._related_name(board, t)}</b>" for t in obj.targets)
            lines.append(self.tr("Targets: %1").replace("%1", names))
        labels = {
            "trigger": self.tr("Triggered by: <b>%1</b>"),
            "linked": self.tr("Exiled with it (linked): <b>%1</b>"),
            "revealed": self.tr("Revealed by it: <b>%1</b>"),
        }
        for role, linked_id in obj.links:
            name = self._related_name(board, linked_id)
            lines.append(labels.get(role, role + ": %1").replace("%1", name))
        return lines

    def _details_html(self, board: Board, obj: GameObject) -> str:
        parts: list[str] = []
        state = self.document.derived.names.get(obj.id)
        if state is not None and not state.names:
            why = [linkify(render(r, self.document.language), board.game) for r in state.nameless]
            items = "".join(f"<li>{w}</li>" for w in why)
            parts.append(self.tr("<b>No name</b>, because:") + f"<ul>{items}</ul>")
        for choice in obj.choices:
            if may_see_choice(board, obj, choice, self.view.viewer):
                name = choice.name or self.tr("(undefined)")
            else:
                name = self.tr("(secret)")
            chooser = player_name(board, choice.chosen_by)
            secret = self.tr(", secret") if choice.secret else ""
            parts.append(
                self.tr("Choice “%1”: <b>%2</b> (chosen by %3%4)")
                .replace("%1", escaped(choice.key))
                .replace("%2", escaped(name))
                .replace("%3", escaped(chooser))
                .replace("%4", secret)
            )
        parts.extend(self._links_html(board, obj))
        parts.extend(self._lookalikes_html(board, obj, state.names if state is not None else ()))
        drift = self.document.drift.get((obj.card.game, obj.card.label))
        if drift is not None:
            parts.append(
                "<b>"
                + self.tr("Your card data words this card otherwise; this table uses the file’s.")
                + "</b>"
            )
        parts.append(card_text_html(obj.card, drift, self._selected_span(obj)))
        parts.append(name_use_html(obj.card))
        resolver = self.cards.resolver
        bundled = resolver.bundled(obj.card.game, obj.card.name, obj.card.pitch or None)
        # the first window never waits for the database: a bundled card's rulings and other
        # names show from the first change shown on (an imported card opened it already)
        ask = bundled is None or self._shown_before
        words = card_words_html(resolver.words(obj.card, open_database=ask))
        if words:
            parts.append(words)
        return "<br>".join(parts)

    def _lookalikes_html(self, board: Board, obj: GameObject, names: Iterable[str]) -> list[str]:
        """A warning for each name (or chosen name) with characters that look like others
        (a Cyrillic е in "Surging Strikе", a zero-width space): it reads as a name it is not."""
        viewer = self.view.viewer
        chosen = [c.name for c in obj.choices if c.name and may_see_choice(board, obj, c, viewer)]
        lines = []
        for name in dict.fromkeys([*names, *chosen]):
            odd = lookalike_characters(name)
            if odd:
                which = ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in odd)
                text = self.tr("“%1” has characters that look like others: %2")
                warning = text.replace("%1", escaped(name)).replace("%2", escaped(which))
                lines.append(f"<b style='color:#b00020'>⚠ {warning}</b>")
        return lines

    def _selected_span(self, obj: GameObject) -> tuple[int, int] | None:
        """The span of rules text the selected ability was read from, if it is this object's."""
        finding = self.document.derived.finding(self.view.finding) if self.view.finding else None
        if finding is None or finding.source_id != obj.id:
            return None
        spec = next((r for r in obj.references if r.key == finding.key), None)
        return spec.span if spec is not None else None

    def open_link(self, url: QUrl) -> None:
        """A ruling link opens the rule; a `write:` link writes an ability from that text."""
        if url.scheme() != "write":
            self.rules.show_link(url)
            return
        current = self.view.current
        obj = self.document.board.object(current) if current else None
        if obj is None:
            return
        start, _, end = url.path().partition("-")
        text = obj.card.text[int(start) : int(end)] if start.isdigit() and end.isdigit() else ""
        from sandbox.ui.dialogs.reference import ReferenceDialog  # dialogs load when opened

        dialog = ReferenceDialog(
            self.document.board, obj.id, self.document.language, self, prefill=text
        )
        if dialog.exec() and dialog.action is not None:
            label = self.tr("Write an ability for %1", "undo text").replace("%1", obj.id)
            self.document.push(dialog.action, label)

    def _fill_players(self, board: Board, obj: GameObject) -> None:
        """The owner and controller the model holds (a zone without controllers: none)."""
        controller = ruleset_for(board.game).controller_of(obj)
        for box, current in ((self.owner_box, obj.owner), (self.controller_box, controller)):
            box.blockSignals(True)
            box.clear()
            for player in board.players:
                box.addItem(player.name, player.id)
            box.setCurrentIndex(box.findData(current) if current else -1)
            box.blockSignals(False)
        has_controller = controller is not None
        self.controller_box.setToolTip(
            "" if has_controller else self.tr("Objects in this zone have no controller.")
        )

    def _fill_faces(self, board: Board, obj: GameObject) -> None:
        box = self.face_box
        box.blockSignals(True)
        box.clear()
        if CONVENTIONS[board.game].pitched:
            self.face_label.setText(self.tr("Pitch:"))
            for card in self.cards.pitches(board.game, obj.card.name) or [obj.card]:
                box.addItem(card.label if card.pitch else self.tr("none (no pitch)"), card.pitch)
            box.setCurrentIndex(max(0, box.findData(obj.card.pitch)))
        else:
            self.face_label.setText(self.tr("Face:"))
            if obj.card.layout in ("split", "aftermath"):
                box.addItem(self.tr("Both halves"), -1)
            for number, face in enumerate(obj.card.faces):
                box.addItem(face.name, number)
            box.setCurrentIndex(max(0, box.findData(obj.face)))
        box.setEnabled(box.isEnabled() and box.count() > 1)
        box.blockSignals(False)

    # gestures --------------------------------------------------------------------------------

    def _show_what_the_model_holds(self) -> None:
        """After a gesture: a refused change leaves the board as it was, so the boxes are
        set again from it (the pick they show would otherwise stay)."""
        self._shown = None
        self.refresh()

    def _owner_picked(self, index: int) -> None:
        object_actions.set_owner(self.document, self.view.selected, self.owner_box.itemData(index))
        self._show_what_the_model_holds()

    def _controller_picked(self, index: int) -> None:
        player = self.controller_box.itemData(index)
        object_actions.set_controller(self.document, self.view.selected, player)
        self._show_what_the_model_holds()

    def _face_down_clicked(self, checked: bool) -> None:
        object_actions.set_face_down(self.document, self.view.selected, checked)
        self._show_what_the_model_holds()

    def _face_picked(self, index: int) -> None:
        current = self.view.current
        obj = self.document.board.object(current or "")
        if obj is None:
            return
        value = self.face_box.itemData(index)
        if CONVENTIONS[self.document.board.game].pitched:
            for card in self.cards.pitches(self.document.board.game, obj.card.name):
                if card.pitch == value and card != obj.card:
                    object_actions.set_pitch(self.document, obj.id, card)
        elif value != obj.face:
            object_actions.set_face(self.document, obj.id, int(value))
        self._show_what_the_model_holds()

    def choose_name(self) -> None:
        current = self.view.current
        if current is None:
            return
        from sandbox.ui.dialogs.choice import ChoiceDialog  # dialogs load when opened

        dialog = ChoiceDialog(
            self.document.board, current, self.cards, self, self.document.language
        )
        if dialog.exec() and dialog.action is not None:
            text = self.tr("Choose a name for %1", "undo text").replace("%1", current)
            self.document.push(dialog.action, text)

    def edit_targets(self) -> None:
        from sandbox.ui.dialogs.relations import edit_targets  # dialogs load when opened

        if self.view.current is not None:
            edit_targets(self.document, self.view.current, self.view.viewer, self)

    def edit_links(self) -> None:
        from sandbox.ui.dialogs.relations import edit_links  # dialogs load when opened

        if self.view.current is not None:
            edit_links(self.document, self.view.current, self.view.viewer, self)

    def remove(self) -> None:
        object_actions.remove(self.document, self.view.selected)
