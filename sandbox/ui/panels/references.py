"""The references panel: every name-using ability on the board, and the selected one explained.

Selecting a row selects the finding in the ViewState; the table then outlines the objects it
finds (green, solid) and those it fails to find (red, dashed). Ruling ids in the explanation
are links that open the rule text.

A change rebuilds only the rows of the findings it names (and of abilities whose source
changed); columns are sized when a whole table is shown, never on an ordinary change.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt, QUrl
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from sandbox.model import (
    LINK_ROLES,
    AddReference,
    ReferenceSpec,
    RemoveReference,
    ReplaceReference,
    finding_id,
)
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.column_fit import ColumnFit
from sandbox.ui.kit.theme import SIZE_SAMPLE
from sandbox.ui.panels.explain import finding_html
from sandbox.ui.panels.findings_filter import FindingsFilter, filtered
from sandbox.ui.panels.findings_model import FindingRow, FindingsModel, finding_row, fixed_cells
from sandbox.ui.panels.rules_text import RulesDialog

FITTED_ROWS = 7
STATUS_COLUMN, USE_COLUMN, SOURCE_COLUMN, MAX_SOURCE_WIDTH = 0, 1, 2, 260
CELL_PADDING = 18  # a cell's margins and focus frame around its text
WHOLE_NAME = 22  # letters of a source's name kept whole however narrow the panel


class ReferencesPanel(QWidget):
    """The findings table above the selected finding's explanation."""

    def __init__(self, document: Document, view: ViewState) -> None:
        super().__init__()
        self.setObjectName("referencesPanel")
        self.document = document
        self.view = view
        self.model = FindingsModel()
        self.table = QTableView()
        self.table.setObjectName("findingsTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # a name keeps both ends
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setResizeContentsPrecision(SIZE_SAMPLE)  # 10,000 rows: don't measure them all
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.columns = ColumnFit(self.table, {USE_COLUMN: 0, SOURCE_COLUMN: 0})
        self._size_fixed_columns()
        self.table.selectionModel().selectionChanged.connect(self._row_selected)
        self.explanation = QTextBrowser()
        self.explanation.setObjectName("explanation")
        self.explanation.setOpenLinks(False)
        self.explanation.anchorClicked.connect(self.open_link)
        self.rules = RulesDialog(self)
        self.hint = QLabel(
            self.tr(
                "Select an ability to see what it finds (green) and fails to find (red, dashed)."
            )
        )
        self.hint.setWordWrap(True)
        self.write_button = QPushButton(self.tr("Write an ability…"))
        self.write_button.setToolTip(
            self.tr(
                "Write a name-using ability for the selected object; it is evaluated like a"
                " printed one."
            )
        )
        self.write_button.clicked.connect(self.write_ability)
        self.edit_button = QPushButton(self.tr("Edit ability…"))
        self.edit_button.setToolTip(
            self.tr(
                "Change the selected ability (one you wrote, or one read from the card's text:"
                " the change applies to every copy of the card); what the form does not show"
                " is kept."
            )
        )
        self.edit_button.clicked.connect(self.edit_ability)
        self.confirm_button = QPushButton(self.tr("Confirm"))
        self.confirm_button.setObjectName("confirmSuggestion")
        self.confirm_button.setToolTip(
            self.tr(
                "The selected ability was read from the card's text approximately (⚠ check"
                " this). Confirm it as it is, for every copy of the card."
            )
        )
        self.confirm_button.clicked.connect(self.confirm_ability)
        self.remove_button = QPushButton(self.tr("Remove written ability"))
        self.remove_button.clicked.connect(self.remove_ability)
        buttons = QHBoxLayout()
        buttons.addWidget(self.write_button)
        buttons.addWidget(self.edit_button)
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.explanation)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        self._fitted_rows = -1
        self._rows: dict[str, FindingRow] = {}  # every finding's row as last built, by id
        self._explained = ""  # the explanation shown
        self._syncing = False  # selecting the view's finding in the table
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hint)
        layout.addLayout(buttons)
        self.filter = FindingsFilter()
        layout.addWidget(self.filter)
        layout.addWidget(splitter, 1)
        document.changed.connect(self.on_change)
        view.viewer_changed.connect(self.refresh)
        self.filter.changed.connect(self.refresh)
        view.selection_changed.connect(self._selection_changed)
        view.finding_changed.connect(self._sync_selection)
        self.refresh()

    def on_change(self, change: Change) -> None:
        changes = change.changes
        if changes.whole:
            self.refresh()
            return
        moved = changes.objects.ids
        stale = set(changes.findings.ids)
        stale.update(f.id for f in change.after.derived.findings if f.source_id in moved)
        if stale:
            self._update(stale, self._explained_changed(change, stale))

    def _selection_changed(self) -> None:
        if self.filter.only_selected.isChecked():
            self._update(())

    def refresh(self) -> None:
        """Rebuild every row and size the columns (a new table, viewer or filter)."""
        self._update(None)
        self._size_source_column()

    def _explained_changed(self, change: Change, stale: Collection[str]) -> bool:
        """Whether the explanation of the selected finding reads otherwise after `change`:
        the finding changed, or an object it names changed or was renamed."""
        finding = change.after.derived.finding(self.view.finding or "")
        if finding is None or finding.id in stale:
            return True
        changes = change.changes
        named = {finding.source_id, *finding.found, *(m.object_id for m in finding.missed)}
        return bool(named & (changes.objects.ids | changes.names))

    def _update(self, stale: Collection[str] | None, explain: bool = True) -> None:
        """Rebuild the rows of the findings in `stale` (None: all), keep the others;
        `explain`: write the selected finding's explanation again."""
        document = self.document
        board, findings, viewer = document.board, document.derived.findings, self.view.viewer
        kept = {} if stale is None else self._rows
        self._rows = {
            f.id: row
            if (row := kept.get(f.id)) is not None and f.id not in (stale or ())
            else finding_row(board, f, viewer)
            for f in findings
        }
        state = self.filter.state(self.view.selected)
        self._syncing = True  # a selected row that moves is selected again below
        try:
            self.model.set_rows(filtered(list(self._rows.values()), findings, state))
        finally:
            self._syncing = False
        self._fit_height()
        if self.view.finding is not None and self.model.row_of(self.view.finding) < 0:
            self.view.select_finding(None)
        self._sync_selection(explain)

    def _size_fixed_columns(self) -> None:
        """The status and use columns as wide as their widest possible text."""
        statuses, uses = fixed_cells()
        bold = QFont(self.table.font())
        bold.setBold(True)
        for column, texts, font in (
            (STATUS_COLUMN, statuses, bold),
            (USE_COLUMN, uses, self.table.font()),
        ):
            metrics = QFontMetrics(font)
            widest = max(metrics.horizontalAdvance(text) for text in texts) + CELL_PADDING
            header_width = self.table.horizontalHeader().sectionSizeHint(column)
            self.table.setColumnWidth(column, max(widest, header_width))
        metrics = QFontMetrics(self.table.font())
        bare_uses = uses[:3]  # ("identification", without the badge of who encoded it)
        least_use = max(metrics.horizontalAdvance(text) for text in bare_uses) + CELL_PADDING
        self.columns.least[USE_COLUMN] = least_use
        self.columns.least[SOURCE_COLUMN] = metrics.averageCharWidth() * WHOLE_NAME + CELL_PADDING
        self.columns.remember(USE_COLUMN)

    def _size_source_column(self) -> None:
        """The source column fits its names (a sample of the rows), narrow enough for the
        ability's text to show: long names elide."""
        self.table.resizeColumnToContents(SOURCE_COLUMN)
        width = min(self.table.columnWidth(SOURCE_COLUMN), MAX_SOURCE_WIDTH)
        self.table.setColumnWidth(SOURCE_COLUMN, width)
        self.columns.remember(SOURCE_COLUMN)

    def _fit_height(self) -> None:
        """As tall as its rows (up to FITTED_ROWS, then it scrolls): the explanation below
        gets the rest. Only when that height changes, so a dragged splitter stays."""
        rows = max(min(self.model.rowCount(), FITTED_ROWS), 2)
        if rows == self._fitted_rows:
            return
        self._fitted_rows = rows
        table = self.table
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + 2
        height += rows * table.verticalHeader().defaultSectionSize()
        total = max(sum(self.splitter.sizes()), height * 2)
        self.splitter.setSizes([height, total - height])

    def _sync_selection(self, explain: bool = True) -> None:
        row = self.model.row_of(self.view.finding)
        selection = self.table.selectionModel()
        selected = [index.row() for index in selection.selectedRows()]
        if selected != ([row] if row >= 0 else []):
            self._syncing = True  # (the view repaints the rows whose selection changed)
            try:
                if row < 0:
                    selection.clearSelection()
                else:
                    selection.select(
                        self.model.index(row, 0),
                        QItemSelectionModel.SelectionFlag.ClearAndSelect
                        | QItemSelectionModel.SelectionFlag.Rows,
                    )
            finally:
                self._syncing = False
        written = self.written_ability() is not None
        editable = self.selected_ability()
        origin = editable[1].origin if editable is not None else None
        for button, enabled in (
            (self.edit_button, origin is not None and origin != "curated"),
            (self.confirm_button, origin == "suggested"),
            (self.remove_button, written),
        ):
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)
        if explain:
            self._explain()

    def _row_selected(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        if self._syncing:
            return
        rows = self.table.selectionModel().selectedRows()
        self.view.select_finding(self.model.rows[rows[0].row()].finding_id if rows else None)

    def _explain(self) -> None:
        document = self.document
        finding = document.derived.finding(self.view.finding) if self.view.finding else None
        if finding is None:
            text = "<p style='color:#777'><i>" + self.tr("No ability selected.") + "</i></p>"
        else:
            text = finding_html(
                document.board, document.derived, finding, self.view.viewer, document.language
            )
        if text != self._explained:  # (laying out the same text again is what costs)
            self._explained = text
            self.explanation.setHtml(text)

    def open_link(self, url: QUrl) -> None:
        """A ruling link opens the rule; a `set:` link sets the source's targets or links."""
        if url.scheme() == "set":
            self.set_relations(url.path())
            return
        self.rules.show_link(url)

    def set_relations(self, what: str) -> None:
        """Open Targets… ("targets") or Links… ("links/<role>") for the selected finding's
        source."""
        finding = self.document.derived.finding(self.view.finding) if self.view.finding else None
        if finding is None:
            return
        from sandbox.ui.dialogs.relations import edit_links, edit_targets  # load when opened

        kind, _, role = what.partition("/")
        link_role = next((r for r in LINK_ROLES if r == role), None)
        viewer = self.view.viewer
        if kind == "targets":
            edit_targets(self.document, finding.source_id, viewer, self)
        elif link_role is not None:
            edit_links(self.document, finding.source_id, viewer, self, link_role)

    def written_ability(self) -> tuple[str, str, bool] | None:
        """(object id, key, whether written for the whole card) of the selected finding if a
        judge wrote that ability."""
        finding = self.document.derived.finding(self.view.finding) if self.view.finding else None
        if finding is None:
            return None
        source = self.document.board.object(finding.source_id)
        if source is None:
            return None
        if any(r.key == finding.key for r in source.extra_references):
            return source.id, finding.key, False
        on_card = [r for r in source.card.references if r.key == finding.key]
        if on_card and on_card[0].origin == "written":
            return source.id, finding.key, True
        return None

    def selected_ability(self) -> tuple[str, ReferenceSpec] | None:
        """(source id, ability) of the selected finding."""
        finding = self.document.derived.finding(self.view.finding) if self.view.finding else None
        source = self.document.board.object(finding.source_id) if finding else None
        if finding is None or source is None:
            return None
        spec = next((r for r in source.references if r.key == finding.key), None)
        return (source.id, spec) if spec is not None else None

    def confirm_ability(self) -> None:
        """A judge vouches for a suggested ability: it becomes theirs, on every copy."""
        selected = self.selected_ability()
        if selected is None or selected[1].origin != "suggested":
            return
        source_id, spec = selected
        action = ReplaceReference(source_id, replace(spec, origin="written"), whole_card=True)
        text = self.tr("Confirm the ability %1").replace("%1", spec.key)
        if self.document.push(action, text):
            self.view.select_finding(finding_id(source_id, spec.key))

    def write_ability(self) -> None:
        current = self.view.current
        if current is None:
            self.document.refuse(self.tr("Select the object that has the ability first."))
            return
        from sandbox.ui.dialogs.reference import ReferenceDialog  # dialogs load when opened

        dialog = ReferenceDialog(self.document.board, current, self.document.language, self)
        if dialog.exec() and dialog.action is not None:
            self.push_written(dialog.action)

    def edit_ability(self) -> None:
        selected = self.selected_ability()
        if selected is None or selected[1].origin == "curated":
            return
        source_id, template = selected
        from sandbox.ui.dialogs.reference import ReferenceDialog  # dialogs load when opened

        dialog = ReferenceDialog(
            self.document.board, source_id, self.document.language, self, template=template
        )
        if dialog.exec() and dialog.action is not None:
            self.push_written(dialog.action)

    def push_written(self, action: AddReference | ReplaceReference) -> None:
        if isinstance(action, ReplaceReference):
            text = self.tr("Edit the ability %1").replace("%1", action.reference.key)
        else:
            text = self.tr("Write an ability for %1").replace("%1", action.object_id)
        if self.document.push(action, text):
            self.view.select_finding(finding_id(action.object_id, action.reference.key))

    def remove_ability(self) -> None:
        written = self.written_ability()
        if written is not None:
            text = self.tr("Remove the ability %1").replace("%1", written[1])
            self.document.push(RemoveReference(*written), text)
