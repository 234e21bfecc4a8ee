"""Every item model of the UI passes Qt's model tester."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSortFilterProxyModel
from pytestqt.modeltest import ModelTester

from sandbox.ui.card_source import CardSource
from sandbox.ui.document import Document
from sandbox.ui.effects_model import EffectsModel, effect_rows
from sandbox.ui.findings_model import FindingsModel, finding_rows
from sandbox.ui.gallery import GalleryModel, find_examples
from sandbox.ui.names_model import NameTableModel, name_rows
from sandbox.ui.palette import CardListModel

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


def test_card_list_model(qtmodeltester: ModelTester) -> None:
    model = CardListModel()
    model.set_hits(CardSource().search("fab", "gust"))
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
    so the selected ability stays selected."""
    from dataclasses import replace

    from sandbox.ui.findings_model import FindingRow

    model = FindingsModel()
    rows = finding_rows(document.board, document.derived, None)
    model.set_rows(rows)
    resets: list[bool] = []
    changes: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda *_: changes.append(True))
    changed: list[FindingRow] = [replace(rows[0], status="fails"), *rows[1:]]
    model.set_rows(changed)
    assert (resets, changes) == ([], [True])
    model.set_rows(changed[1:])
    assert resets == [True]
