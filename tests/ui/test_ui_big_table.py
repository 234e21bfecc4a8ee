"""Big tables stay usable: a 10,000-object table opens with only the cards that show drawn (the
time and memory are measured by `python -m sandbox.bench startup --objects 10000`)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QApplication

from sandbox.bench.fab_boards import fab_board
from sandbox.scenario.files import parse_scenario, scenario_json
from sandbox.scenario.write import from_board
from sandbox.ui.board.layout import display_key
from sandbox.ui.board.scene import ZONE_SHOWN
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


def test_a_ten_thousand_object_table_builds_only_the_cards_that_show(
    window: MainWindow, qapp: QApplication
) -> None:
    board = fab_board(10_000)
    scenario = parse_scenario(scenario_json(from_board(board, title="big")), "big.json")
    window.document.load(scenario, None)
    qapp.processEvents()
    zones = Counter(display_key(board, o) for o in board.objects)
    assert max(zones.values()) > 1000  # a deck of thousands
    built = window.scene.cards
    visible = [i for i in built.values() if i.isVisible()]
    assert len(visible) <= ZONE_SHOWN * len(zones)
    assert len(built) < 2_500
    for (zone, owner), count in zones.items():
        item = window.scene.zones[(zone, owner)]
        assert item.count == count  # the label counts them all
        mine = [o.id for o in board.objects if display_key(board, o) == (zone, owner)]
        front = mine[0] if item.area.pile else mine[-1]  # a pile's top card shows in front
        assert front in built and built[front].isVisible(), (zone, owner, count)
