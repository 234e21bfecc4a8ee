"""Every item model of the UI passes Qt's model tester."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QSortFilterProxyModel
from pytestqt.modeltest import ModelTester

from sandbox.ui.cards.palette import CardListModel
from sandbox.ui.cards.source import CardSource
from sandbox.ui.dialogs.gallery import GalleryModel, find_examples
from sandbox.ui.document.document import Document
from sandbox.ui.panels.effects_model import EffectsModel, effect_rows
from sandbox.ui.panels.findings_model import FindingsModel, finding_rows
from sandbox.ui.panels.names_model import NameRow, NameTableModel, name_rows

pytestmark = pytest.mark.gui


def test_names_model(qtmodeltester: ModelTester, document: Document) -> None:
    model = NameTableModel()
    obj = document.board.object("head-jab")
    assert obj is not None
    model.set_rows(name_rows(document.board, document.derived, obj))
    qtmodeltester.check(model)
    model.set_rows([])
    qtmodeltester.check(model)


def test_effects_model(qtmodeltester: ModelTester, document: Document) -> None:
    model = EffectsModel()
    model.set_rows(effect_rows(document.board, document.derived, None, "en"))
    qtmodeltester.check(model)


def test_findings_model(qtmodeltester: ModelTester, document: Document) -> None:
    model = FindingsModel()
    model.set_rows(finding_rows(document.board, document.derived, None))
    qtmodeltester.check(model)
    model.set_rows(finding_rows(document.board, document.derived, "nic"))
    qtmodeltester.check(model)


def test_card_list_model(qtmodeltester: ModelTester, open_cards: Callable[..., CardSource]) -> None:
    model = CardListModel()
    model.set_hits(open_cards().search("fab", "gust"))
    qtmodeltester.check(model)


def test_gallery_model_and_its_filter(qtmodeltester: ModelTester) -> None:
    model = GalleryModel(find_examples())
    qtmodeltester.check(model)
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setFilterFixedString("F1")
    qtmodeltester.check(proxy)


def test_a_refresh_with_the_same_rows_updates_in_place(qtbot: object, document: Document) -> None:
    """A derive that keeps the same findings updates their cells without resetting the view,
    so the selected ability stays selected; a finding that goes is one row removed."""
    from dataclasses import replace

    from sandbox.ui.panels.findings_model import FindingRow

    model = FindingsModel()
    rows = finding_rows(document.board, document.derived, None)
    model.set_rows(rows)
    resets: list[bool] = []
    changes: list[tuple[int, int]] = []
    removed: list[tuple[int, int]] = []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda first, last, *_: changes.append((first.row(), last.row())))
    model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    changed: list[FindingRow] = [replace(rows[0], status="fails"), *rows[1:]]
    model.set_rows(changed)
    assert (resets, changes) == ([], [(0, 0)])
    model.set_rows(changed[1:])
    assert (resets, removed) == ([], [(0, 0)])


def test_rows_come_go_move_and_change_one_by_one(qtmodeltester: ModelTester) -> None:
    """`set_rows` announces exactly the rows inserted, removed and changed (Qt's model tester
    checks every announcement), never a reset, and ends with the rows asked for."""
    model = NameTableModel()
    qtmodeltester.check(model)
    inserted: list[tuple[int, int]] = []
    removed: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    model.modelReset.connect(lambda: pytest.fail("the model was reset"))
    a, b, c, d = (NameRow(name, "printed", "", "") for name in "abcd")
    model.set_rows([a, b, c])
    assert inserted == [(0, 2)]
    model.set_rows([a, d, b, c])
    assert inserted[-1] == (1, 1) and not removed
    model.set_rows([b, c, a, d])  # a moved down
    assert model.rows == [b, c, a, d]
    model.set_rows([b, d])
    assert model.rows == [b, d]
    model.set_rows([])
    assert model.rows == [] and model.rowCount() == 0
