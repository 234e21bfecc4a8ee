"""The dialog where a judge writes or edits a name-using ability for any object.

It covers the common shapes of the declarative schema (sandbox.model.references): a
self-reference, an object definition (for whom it creates), or an identification that looks
for literal names (by name, moniker or part of a name; any or all of them; or "not named"
them), for the chosen names, for the same name as the source's target, trigger, linked or
revealed object (as it last existed once it has left its zone, MTG 608.2h, or a judge's other
reading), or for objects sharing a name within the group; among objects in chosen zones,
of an owner or controller relative to the source's controller. The model evaluates it like a
printed one.

Opened on an existing ability (`template`), it starts from it and keeps every field it does not
show (an anchor's zones, a span, rulings...): a judge's edit never loses what it didn't touch.
Editing a written ability replaces it (ReplaceReference); any other becomes a new written one.
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

from sandbox.model import (
    TARGET,
    AddReference,
    AnchorAs,
    Board,
    LooksFor,
    LooksForKind,
    ObjectFilter,
    ReferenceSpec,
    Related,
    ReplaceReference,
    Use,
    ZoneWord,
    as_zone_word,
    ruleset_for,
)
from sandbox.ui.kit.form_dialog import FormDialog
from sandbox.ui.kit.labels import use_label, zone_label


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
    """Builds an AddReference (or a ReplaceReference when it edits a written ability) for
    `object_id`; `action` is set once accepted."""

    def __init__(
        self,
        board: Board,
        object_id: str,
        language: str = "en",
        parent: QWidget | None = None,
        prefill: str = "",
        *,
        template: ReferenceSpec | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("referenceDialog")
        self.board = board
        self.object_id = object_id
        self.language = language
        self.template = template
        self.action: AddReference | ReplaceReference | None = None
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
        uses: tuple[Use, ...] = ("identification", "self", "definition")
        for use in uses:
            self.use_box.addItem(use_label(use), use)
        self.kind_box = QComboBox()
        kinds: tuple[tuple[LooksForKind, str], ...] = (
            ("names", self.tr("these names")),
            ("chosen", self.tr("the chosen name")),
            ("same_name_as", self.tr("the same name as a related object")),
            ("shared_name", self.tr("a name shared within the group")),
            ("any", self.tr("no name (every object of the group)")),
        )
        for looks_for, text in kinds:
            self.kind_box.addItem(text, looks_for)
        self.related_box = QComboBox()
        self.related_box.setObjectName("relatedBox")
        relations: tuple[tuple[Related, str], ...] = (
            (TARGET, self.tr("its target")),
            ("trigger", self.tr("the object that triggered it")),
            ("linked", self.tr("a card exiled with it (linked)")),
            ("revealed", self.tr("the card it revealed, milled or looked at")),
        )
        for related, text in relations:
            self.related_box.addItem(text, related)
        self.anchor_as_box = self._anchor_as()
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
        self.negate_box = QCheckBox(self.tr("Not named: objects with none of these names"))
        self.negate_box.setObjectName("negateBox")
        self.choice_edit = QLineEdit("named")
        self.choice_edit.setToolTip(
            self.tr("Every name chosen under this key counts (“choose two card names”).")
        )
        self.creates_edit = QLineEdit()
        self.creates_for_box = QComboBox()
        self.creates_for_box.setObjectName("createsForBox")
        for value, text in (
            ("you", self.tr("its controller")),
            ("opponent", self.tr("an opponent")),
            ("any", self.tr("any player (each player, a target hero…)")),
            ("owner", self.tr("its owner")),
        ):
            self.creates_for_box.addItem(text, value)
        self.zones_list = QListWidget()
        self.zones_list.setObjectName("zonesList")
        ruleset = ruleset_for(board.game)
        for kind in dict.fromkeys((ruleset.in_play_group, *ruleset.zone_kinds)):  # (MTG: once)
            label = zone_label(kind) if kind != ruleset.in_play_group else self._group_label()
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, kind)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.zones_list.addItem(item)
        self.zones_list.setMaximumHeight(120)
        self.zone_owner_box = self._relation()
        self.zone_owner_box.setObjectName("zoneOwnerBox")
        self.owner_box = self._relation()
        self.controller_box = self._relation()
        self.not_types_edit = QLineEdit()
        self.not_types_edit.setObjectName("notTypesEdit")
        self.not_types_edit.setPlaceholderText(self.tr("e.g. land, creature (“nonland”)"))
        self.object_kind_box = QComboBox()
        for object_kind, text in (
            ("", self.tr("cards and tokens")),
            ("card", self.tr("cards")),
            ("token", self.tr("tokens")),
        ):
            self.object_kind_box.addItem(text, object_kind)
        self.exclude_box = QCheckBox(self.tr("Not the object itself"))
        self.top_box = QSpinBox()
        self.top_box.setRange(0, 60)
        self.top_box.setSpecialValueText(self.tr("all"))
        self.in_play_box = QCheckBox(self.tr("Works only while its source is in play"))
        self.outside_box = QCheckBox(
            self.tr("Works outside the game (a deck rule, Specialization)")
        )
        self.outside_box.setObjectName("outsideGameBox")
        self.outside_box.setToolTip(
            self.tr(
                "Judged on the objects as printed, with no in-game effect (FaB 1.7.4d, MTG 113.6n)"
            )
        )
        self.targets_edit = QLineEdit()
        self.targets_edit.setObjectName("targetsEdit")
        self.targets_edit.setPlaceholderText(self.tr("Target numbers, e.g. 1, 2 (MTG 115.1)"))
        self.targets_edit.setToolTip(
            self.tr("A targeting requirement: these targets must be among the objects it looks at")
        )
        self.rulings_edit = QLineEdit()
        self.rulings_edit.setPlaceholderText("F6, F10")
        self._build_layout()
        if template is not None:
            self._fill(template)

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
        group = ruleset_for(self.board.game).in_play_group  # FaB's arena, MTG's battlefield
        return self.tr("Arena") if group == "arena" else zone_label(group)

    def _anchor_as(self) -> QComboBox:
        """How the related object is compared once it has changed since: by the rules, as it
        last existed if it has left its zone, else as it is now (MTG 608.2h); always as it is
        now; or as it was when related, a turn face up or down included."""
        box = QComboBox()
        box.setObjectName("anchorAsBox")
        readings: tuple[tuple[AnchorAs, str], ...] = (
            (
                "last_known",
                self.tr("rules: as it last existed if it left its zone (608.2h)"),
            ),
            ("current", self.tr("always as it is now")),
            ("as_related", self.tr("as it was when related, even if turned over")),
        )
        for anchor_as, text in readings:
            box.addItem(text, anchor_as)
        box.setToolTip(
            self.tr(
                "If the object it compares with has left its zone, or been turned face up or"
                " down, since it was related: the names it is compared by."
            )
        )
        return box

    def _relation(self) -> QComboBox:
        box = QComboBox()
        for value, text in (
            ("any", self.tr("anyone")),
            ("you", self.tr("its controller")),
            ("owner", self.tr("its owner")),
            ("opponent", self.tr("an opponent")),
            ("target_player", self.tr("the player it targets")),
            ("controller_of:target", self.tr("its target's controller")),
            ("owner_of:target", self.tr("its target's owner")),
            ("controller_of:trigger", self.tr("the controller of what triggered it")),
            ("owner_of:trigger", self.tr("the owner of what triggered it")),
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
        form.addRow("", self.negate_box)
        form.addRow(self.tr("Compared with:"), self.related_box)
        form.addRow(self.tr("Once it changes:"), self.anchor_as_box)
        form.addRow(self.tr("Choice:"), self.choice_edit)
        form.addRow(self.tr("Creates:"), self.creates_edit)
        form.addRow(self.tr("Created for:"), self.creates_for_box)
        form.addRow(self.tr("Among zones:"), self.zones_list)
        form.addRow(self.tr("In the zones of:"), self.zone_owner_box)
        form.addRow(self.tr("Owned by:"), self.owner_box)
        form.addRow(self.tr("Controlled by:"), self.controller_box)
        form.addRow(self.tr("Objects:"), self.object_kind_box)
        form.addRow(self.tr("Not of type:"), self.not_types_edit)
        form.addRow(self.tr("Only the top:"), self.top_box)
        form.addRow("", self.exclude_box)
        form.addRow("", self.in_play_box)
        form.addRow("", self.outside_box)
        form.addRow(self.tr("Requirement for targets:"), self.targets_edit)
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
            self.negate_box: names,
            self.related_box: identifies and kind == "same_name_as",
            self.anchor_as_box: identifies and kind == "same_name_as",
            self.choice_edit: identifies and kind == "chosen",
            self.creates_edit: use == "definition",
            self.creates_for_box: use == "definition",
            self.zones_list: identifies,
            self.zone_owner_box: identifies,
            self.owner_box: identifies,
            self.controller_box: identifies,
            self.object_kind_box: identifies,
            self.not_types_edit: identifies,
            self.top_box: identifies,
            self.exclude_box: identifies,
            self.in_play_box: identifies,
            self.outside_box: identifies,
            self.targets_edit: identifies,
        }
        for widget, visible in shown.items():
            self.form.setRowVisible(widget, visible)

    def checked_zones(self) -> tuple[ZoneWord, ...]:
        zones = []
        for row in range(self.zones_list.count()):
            item = self.zones_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                zones.append(as_zone_word(str(item.data(Qt.ItemDataRole.UserRole))))
        return tuple(zones)

    def build(self) -> ReferenceSpec | str:
        """The ability, or why it can't be built. Fields the form does not show come from the
        template, unchanged."""
        text = self.text_edit.text().strip()
        if not text:
            return self.tr("Write the ability's text.")
        use = self.use_box.currentData()
        template = self.template
        base = template if template is not None else ReferenceSpec("", "", use, LooksFor(use))
        rulings = tuple(r.strip() for r in self.rulings_edit.text().split(",") if r.strip())
        key = self._key()
        # whatever it started from, what a judge accepts here is theirs (a confirmed suggestion)
        common = {"key": key, "text": text, "use": use, "rulings": rulings, "origin": "written"}
        if use == "self":
            return replace(base, looks_for=LooksFor("self"), **common)
        if use == "definition":
            creates = self.creates_edit.text().strip()
            if not creates:
                return self.tr("Name the object it creates.")
            look = replace(
                self._base_look("definition"),
                creates=creates,
                creates_for=self.creates_for_box.currentData(),
            )
            return replace(base, looks_for=look, **common)
        looks_for = self._looks_for()
        if isinstance(looks_for, str):
            return looks_for
        among = replace(
            base.among if base.use == "identification" else ObjectFilter(),
            zones=self.checked_zones(),
            zone_owner=self.zone_owner_box.currentData(),
            owner=self.owner_box.currentData(),
            controller=self.controller_box.currentData(),
            not_types=self._not_types(),
            kind=self.object_kind_box.currentData(),
            exclude_source=self.exclude_box.isChecked(),
            top=self.top_box.value(),
        )
        targets = self._targets()
        if isinstance(targets, str):
            return targets
        return replace(
            base,
            looks_for=looks_for,
            among=among,
            functions_in=self._functions_in(base.functions_in),
            targets=targets,
            outside_game=self.outside_box.isChecked(),
            **common,
        )

    def _targets(self) -> tuple[int, ...] | str:
        """The target positions typed as people count them (1 first), 0 first in the model."""
        words = [w.strip() for w in self.targets_edit.text().split(",") if w.strip()]
        if not all(w.isdigit() and 1 <= int(w) <= 64 for w in words):
            return self.tr("Target numbers are whole numbers from 1, separated by commas.")
        return tuple(dict.fromkeys(int(w) - 1 for w in words))

    def _key(self) -> str:
        """The template's key when it edits one of the object's abilities (written, or its
        card's: a suggestion a judge confirms), else a new judge key."""
        obj = self.board.object(self.object_id)
        template = self.template
        if (
            template is not None
            and obj is not None
            and any(ref.key == template.key for ref in obj.references)
        ):
            return template.key
        return next_key(self.board, self.object_id)

    def _functions_in(self, before: tuple[ZoneWord, ...]) -> tuple[ZoneWord, ...]:
        in_play = (ruleset_for(self.board.game).in_play_group,)
        if self.in_play_box.isChecked():
            return in_play
        return before if before != in_play else ()  # other zones a template named stay

    def _base_look(self, kind: LooksForKind) -> LooksFor:
        """The template's looks_for when it is of `kind` (to keep what the form hides)."""
        template = self.template
        if template is not None and template.looks_for.kind == kind:
            return template.looks_for
        return LooksFor(kind)

    def _looks_for(self) -> LooksFor | str:
        kind = self.kind_box.currentData()
        base = self._base_look(kind)
        if kind == "chosen":
            return replace(base, choice=self.choice_edit.text().strip() or "named")
        if kind == "same_name_as":
            anchor = replace(base.anchor or ObjectFilter(), related=self.related_box.currentData())
            return replace(base, anchor=anchor, anchor_as=self.anchor_as_box.currentData())
        if kind != "names":
            return base  # shared_name, or a kind the form only keeps (different_name...)
        names = tuple(n.strip() for n in self.names_edit.text().split(",") if n.strip())
        if not names and not self.own_box.isChecked():
            return self.tr("Give at least one name to look for.")
        return replace(
            base,
            names=names,
            include_source_name=self.own_box.isChecked(),
            match="all" if self.all_box.isChecked() else "any",
            by=self.by_box.currentData(),
            negate=self.negate_box.isChecked(),
        )

    def _fill(self, template: ReferenceSpec) -> None:
        """Start from an existing ability: every field the form shows, set as it is."""
        look, among = template.looks_for, template.among
        self.text_edit.setText(template.text)
        _select(self.use_box, template.use, template.use)
        if template.use == "identification":
            _select(self.kind_box, look.kind, self.tr("as written (%1)").replace("%1", look.kind))
        self.names_edit.setText(", ".join(look.names))
        _select(self.by_box, look.by, look.by)
        self.all_box.setChecked(look.match == "all")
        self.own_box.setChecked(look.include_source_name)
        self.negate_box.setChecked(look.negate)
        related = look.anchor.related if look.anchor is not None else ""
        _select(self.related_box, related or TARGET, related)
        _select(self.anchor_as_box, look.anchor_as, look.anchor_as)
        self.choice_edit.setText(look.choice)
        self.creates_edit.setText(look.creates)
        _select(self.creates_for_box, look.creates_for, self._player_text(look.creates_for))
        self._check_zones(among.zones)
        _select(self.zone_owner_box, among.zone_owner, self._player_text(among.zone_owner))
        self.not_types_edit.setText(", ".join(among.not_types))
        _select(self.owner_box, among.owner, self._player_text(among.owner))
        _select(self.controller_box, among.controller, self._player_text(among.controller))
        _select(self.object_kind_box, among.kind, among.kind)
        self.exclude_box.setChecked(among.exclude_source)
        self.top_box.setValue(among.top)
        in_play = (ruleset_for(self.board.game).in_play_group,)
        self.in_play_box.setChecked(template.functions_in == in_play)
        self.outside_box.setChecked(template.outside_game)
        self.rulings_edit.setText(", ".join(template.rulings))
        self.targets_edit.setText(", ".join(str(t + 1) for t in template.targets))
        self._update_rows()
        obj = self.board.object(self.object_id)
        on_card = obj is not None and any(r.key == template.key for r in obj.card.references)
        self.whole_card_box.setChecked(on_card)
        self.whole_card_box.setEnabled(False)  # an edit stays where the ability is

    def _not_types(self) -> tuple[str, ...]:
        """The type words typed ("land, creature"; "nonland" is read as "land")."""
        words = (w.strip().casefold() for w in self.not_types_edit.text().split(","))
        return tuple(dict.fromkeys(w.removeprefix("non").lstrip("-") for w in words if w))

    def _player_text(self, value: str) -> str:
        """A player word the boxes may lack: the source's owner, or a player by id."""
        if value == "owner":
            return self.tr("its owner")
        player = self.board.player(value)
        return player.name if player is not None else value

    def _zone_text(self, zone: ZoneWord) -> str:
        groups = {
            "all": self.tr("every zone"),
            "public": self.tr("public zones"),
            "hidden": self.tr("hidden zones"),
        }
        return groups.get(zone) or zone_label(zone)

    def _check_zones(self, zones: tuple[ZoneWord, ...]) -> None:
        """Check the template's zones, adding a row for a group the list lacks ("all")."""
        listed = {
            str(self.zones_list.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.zones_list.count())
        }
        for zone in zones:
            if zone not in listed:
                item = QListWidgetItem(self._zone_text(zone))
                item.setData(Qt.ItemDataRole.UserRole, zone)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                self.zones_list.addItem(item)
        for row in range(self.zones_list.count()):
            item = self.zones_list.item(row)
            checked = item.data(Qt.ItemDataRole.UserRole) in zones
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)

    def try_accept(self) -> None:
        built = self.build()
        if isinstance(built, str):
            self.error.setText(built)
            return
        action = self._action(built)
        if self.accept_if_possible(self.board, action, self.language):
            self.action = action

    def _action(self, built: ReferenceSpec) -> AddReference | ReplaceReference:
        """Replace the ability being edited (on the object, or on its card for every copy),
        or add a new one (on the object, or on every object with its card)."""
        obj = self.board.object(self.object_id)
        if obj is not None and any(r.key == built.key for r in obj.extra_references):
            return ReplaceReference(self.object_id, built)
        if obj is not None and any(r.key == built.key for r in obj.card.references):
            return ReplaceReference(self.object_id, built, whole_card=True)
        return AddReference(self.object_id, built, self.whole_card_box.isChecked())


def _select(box: QComboBox, value: str, label: str) -> None:
    """Select the item whose data is `value`, adding one shown as `label` if there is none
    (a player id, "owner", a kind the form does not offer): the value is kept as it was."""
    at = box.findData(value)
    if at < 0:
        box.addItem(label, value)
        at = box.count() - 1
    box.setCurrentIndex(at)
