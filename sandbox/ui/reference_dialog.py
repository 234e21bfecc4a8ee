"""The dialog where a judge writes a name-using ability for any object (an AddReference).

It covers the common shapes of the declarative schema (sandbox.model.references): a
self-reference, an object definition, or an identification that looks for literal names (by
name, moniker or part of a name; any or all of them), for the chosen name, or for objects
sharing a name within the group; among objects in chosen zones, of an owner or controller
relative to the source's controller. The model evaluates it like a printed one.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from sandbox.model import actions as act
from sandbox.model.board import Board
from sandbox.model.references import LooksFor, ReferenceSpec
from sandbox.model.rulesets import ruleset_for
from sandbox.model.selectors import ObjectFilter
from sandbox.ui.form_dialog import FormDialog
from sandbox.ui.labels import use_label, zone_label


def _written(spec: ReferenceSpec) -> ReferenceSpec:
    return replace(spec, origin="written")


def _first_paragraph(text: str) -> str:
    return text.strip().split("\n", 1)[0].strip()


def next_key(board: Board, object_id: str) -> str:
    obj = board.object(object_id)
    taken = {ref.key for ref in obj.references} if obj else set()
    number = 1
    while f"judge-{number}" in taken:
        number += 1
    return f"judge-{number}"


class ReferenceDialog(FormDialog):
    """Builds an AddReference for `object_id`; `action` is set once accepted."""

    def __init__(
        self,
        board: Board,
        object_id: str,
        language: str = "en",
        parent: QWidget | None = None,
        prefill: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("referenceDialog")
        self.board = board
        self.object_id = object_id
        self.language = language
        self.action: act.AddReference | None = None
        obj = board.object(object_id)
        self.setWindowTitle(
            self.tr("A name ability for %1").replace("%1", obj.card.name if obj else object_id)
        )
        self.text_edit = QLineEdit()
        self.text_edit.setPlaceholderText(
            self.tr("The ability as printed, e.g. “Crouching Tigers you control get +1”")
        )
        self.rules_view = self._rules_view(obj.card.text if obj else "")
        self.text_edit.setText(prefill or _first_paragraph(obj.card.text if obj else ""))
        self.whole_card_box = QCheckBox(
            self.tr("Every object with this card (all copies; saved with the file)")
        )
        self.whole_card_box.setObjectName("wholeCardBox")
        self.use_box = QComboBox()
        for use in ("identification", "self", "definition"):
            self.use_box.addItem(use_label(use), use)
        self.kind_box = QComboBox()
        for kind, text in (
            ("names", self.tr("these names")),
            ("chosen", self.tr("the chosen name")),
            ("shared_name", self.tr("a name shared within the group")),
        ):
            self.kind_box.addItem(text, kind)
        self.names_edit = QLineEdit()
        self.names_edit.setPlaceholderText(self.tr("Names, separated by commas"))
        self.by_box = QComboBox()
        for by, text in (
            ("name", self.tr("whole name")),
            ("moniker", self.tr("moniker")),
            ("part", self.tr("part of a name")),
        ):
            self.by_box.addItem(text, by)
        self.all_box = QCheckBox(self.tr("Needs every name (not just one)"))
        self.own_box = QCheckBox(self.tr("Also its own printed name, used as an identifier (F7)"))
        self.choice_edit = QLineEdit("named")
        self.creates_edit = QLineEdit()
        self.zones_list = QListWidget()
        self.zones_list.setObjectName("zonesList")
        ruleset = ruleset_for(board.game)
        for kind in (ruleset.in_play_group, *ruleset.zone_kinds):
            label = zone_label(kind) if kind != ruleset.in_play_group else self._group_label()
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, kind)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.zones_list.addItem(item)
        self.zones_list.setMaximumHeight(120)
        self.owner_box = self._relation()
        self.controller_box = self._relation()
        self.object_kind_box = QComboBox()
        for kind, text in (
            ("", self.tr("cards and tokens")),
            ("card", self.tr("cards")),
            ("token", self.tr("tokens")),
        ):
            self.object_kind_box.addItem(text, kind)
        self.exclude_box = QCheckBox(self.tr("Not the object itself"))
        self.top_box = QSpinBox()
        self.top_box.setRange(0, 60)
        self.top_box.setSpecialValueText(self.tr("all"))
        self.in_play_box = QCheckBox(self.tr("Works only while its source is in play"))
        self.rulings_edit = QLineEdit()
        self.rulings_edit.setPlaceholderText("F6, F10")
        self._build_layout()

    def _rules_view(self, text: str) -> QPlainTextEdit:
        """The card's rules text, read-only: select a sentence and press "Use selection"."""
        view = QPlainTextEdit(text)
        view.setObjectName("rulesTextView")
        view.setReadOnly(True)
        view.setMaximumHeight(90)
        return view

    def use_selection(self) -> None:
        selected = self.rules_view.textCursor().selectedText().replace("\u2029", " ").strip()
        if selected:
            self.text_edit.setText(selected)

    def _group_label(self) -> str:
        return self.tr("Arena") if self.board.game == "fab" else zone_label("battlefield")

    def _relation(self) -> QComboBox:
        box = QComboBox()
        for value, text in (
            ("any", self.tr("anyone")),
            ("you", self.tr("its controller")),
            ("opponent", self.tr("an opponent")),
        ):
            box.addItem(text, value)
        return box

    def _build_layout(self) -> None:
        form = self.form = QFormLayout()
        form.addRow(self.tr("Rules text:"), self.rules_view)
        use_selection = QPushButton(self.tr("Use selection"))
        use_selection.clicked.connect(self.use_selection)
        form.addRow("", use_selection)
        form.addRow(self.tr("Text:"), self.text_edit)
        form.addRow(self.tr("Use:"), self.use_box)
        form.addRow(self.tr("Looks for:"), self.kind_box)
        form.addRow(self.tr("Names:"), self.names_edit)
        form.addRow(self.tr("Compared by:"), self.by_box)
        form.addRow("", self.all_box)
        form.addRow("", self.own_box)
        form.addRow(self.tr("Choice:"), self.choice_edit)
        form.addRow(self.tr("Creates:"), self.creates_edit)
        form.addRow(self.tr("Among zones:"), self.zones_list)
        form.addRow(self.tr("Owned by:"), self.owner_box)
        form.addRow(self.tr("Controlled by:"), self.controller_box)
        form.addRow(self.tr("Objects:"), self.object_kind_box)
        form.addRow(self.tr("Only the top:"), self.top_box)
        form.addRow("", self.exclude_box)
        form.addRow("", self.in_play_box)
        form.addRow(self.tr("Rulings:"), self.rulings_edit)
        form.addRow("", self.whole_card_box)
        self.use_box.currentIndexChanged.connect(self._update_rows)
        self.kind_box.currentIndexChanged.connect(self._update_rows)
        self._update_rows()
        self.finish(form, 520)

    def _update_rows(self) -> None:
        """Show only the fields the chosen use and kind need."""
        use, kind = self.use_box.currentData(), self.kind_box.currentData()
        identifies = use == "identification"
        names = identifies and kind == "names"
        shown = {
            self.kind_box: identifies,
            self.names_edit: names,
            self.by_box: names,
            self.all_box: names,
            self.own_box: names,
            self.choice_edit: identifies and kind == "chosen",
            self.creates_edit: use == "definition",
            self.zones_list: identifies,
            self.owner_box: identifies,
            self.controller_box: identifies,
            self.object_kind_box: identifies,
            self.top_box: identifies,
            self.exclude_box: identifies,
            self.in_play_box: identifies,
        }
        for widget, visible in shown.items():
            self.form.setRowVisible(widget, visible)

    def checked_zones(self) -> tuple[str, ...]:
        zones = []
        for row in range(self.zones_list.count()):
            item = self.zones_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                zones.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return tuple(zones)

    def build(self) -> ReferenceSpec | str:
        """The ability, or why it can't be built."""
        text = self.text_edit.text().strip()
        if not text:
            return self.tr("Write the ability's text.")
        use = self.use_box.currentData()
        rulings = tuple(r.strip() for r in self.rulings_edit.text().split(",") if r.strip())
        key = next_key(self.board, self.object_id)
        if use == "self":
            return _written(ReferenceSpec(key, text, "self", LooksFor("self"), rulings=rulings))
        if use == "definition":
            creates = self.creates_edit.text().strip()
            if not creates:
                return self.tr("Name the object it creates.")
            creation = LooksFor("definition", creates=creates)
            return _written(ReferenceSpec(key, text, "definition", creation, rulings=rulings))
        looks_for = self._looks_for()
        if isinstance(looks_for, str):
            return looks_for
        among = ObjectFilter(
            zones=self.checked_zones(),
            owner=self.owner_box.currentData(),
            controller=self.controller_box.currentData(),
            kind=self.object_kind_box.currentData(),
            exclude_source=self.exclude_box.isChecked(),
            top=self.top_box.value(),
        )
        functions_in = (
            (ruleset_for(self.board.game).in_play_group,) if self.in_play_box.isChecked() else ()
        )
        return _written(
            ReferenceSpec(key, text, "identification", looks_for, among, functions_in, rulings)
        )

    def _looks_for(self) -> LooksFor | str:
        kind = self.kind_box.currentData()
        if kind == "chosen":
            return LooksFor("chosen", choice=self.choice_edit.text().strip() or "named")
        if kind == "shared_name":
            return LooksFor("shared_name")
        names = tuple(n.strip() for n in self.names_edit.text().split(",") if n.strip())
        if not names and not self.own_box.isChecked():
            return self.tr("Give at least one name to look for.")
        return LooksFor(
            "names",
            names=names,
            include_source_name=self.own_box.isChecked(),
            match="all" if self.all_box.isChecked() else "any",
            by=self.by_box.currentData(),
        )

    def try_accept(self) -> None:
        built = self.build()
        if isinstance(built, str):
            self.error.setText(built)
            return
        action = act.AddReference(self.object_id, built, self.whole_card_box.isChecked())
        if self.accept_if_possible(self.board, action, self.language):
            self.action = action
