"""The findings filter for big tables: only fails, only the selected object, text search.

`keep` decides per finding (pure); `FindingsFilter` is the row of controls above the
references table, emitting `changed` when any of them does. "Only this object" keeps the
abilities of the selected object and those that find or miss it. The search matches the
source's name, the ability's text and the finding id, ignoring case; what the viewer may not
see is searched only by what the table shows of it.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLineEdit, QWidget

from sandbox.model import Finding
from sandbox.ui.panels.findings_model import FindingRow

MAX_SEARCH = 200


@dataclass(frozen=True)
class FilterState:
    only_fails: bool = False
    objects: frozenset[str] = frozenset()  # empty: every object
    text: str = ""

    @property
    def active(self) -> bool:
        return self.only_fails or bool(self.objects) or bool(self.text.strip())


def keep(finding: Finding, row: FindingRow, state: FilterState) -> bool:
    if state.only_fails and row.status != "fails":
        return False
    if state.objects:
        involved = {finding.source_id, *finding.found, *(m.object_id for m in finding.missed)}
        if not involved & state.objects:
            return False
    words = state.text.casefold().split()
    haystack = " ".join([*row.cells, row.finding_id]).casefold()
    return all(word in haystack for word in words)


def filtered(
    rows: list[FindingRow], findings: Collection[Finding], state: FilterState
) -> list[FindingRow]:
    if not state.active:
        return rows
    by_id = {f.id: f for f in findings}
    return [r for r in rows if r.finding_id in by_id and keep(by_id[r.finding_id], r, state)]


class FindingsFilter(QWidget):
    """Only fails · Only the selected object · search."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("findingsFilter")
        self.only_fails = QCheckBox(self.tr("Only fails"))
        self.only_fails.setObjectName("onlyFails")
        self.only_selected = QCheckBox(self.tr("Only the selected object"))
        self.only_selected.setObjectName("onlySelected")
        self.only_selected.setToolTip(
            self.tr("Its own abilities, and the abilities that find or miss it")
        )
        self.search = QLineEdit()
        self.search.setObjectName("findingsSearch")
        self.search.setMaxLength(MAX_SEARCH)
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search abilities…"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.only_fails)
        layout.addWidget(self.only_selected)
        layout.addWidget(self.search, 1)
        self.only_fails.toggled.connect(self.changed)
        self.only_selected.toggled.connect(self.changed)
        self.search.textChanged.connect(self.changed)

    def state(self, selected: Collection[str]) -> FilterState:
        objects = frozenset(selected) if self.only_selected.isChecked() else frozenset()
        return FilterState(self.only_fails.isChecked(), objects, self.search.text())
