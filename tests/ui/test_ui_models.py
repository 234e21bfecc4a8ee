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
