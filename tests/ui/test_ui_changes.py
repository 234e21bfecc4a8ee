"""A change updates only what it changed: moving one card touches that card's item and the
rows that name it, never resets a table, and every other card keeps its item and its look
(the model's change description, `sandbox.model.changes`, says what changed)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from ui_helpers import drop_on

from sandbox.bench.fab_boards import fab_board
from sandbox.model import (
    Action,
    AddObject,
    AdvanceTurn,
    MoveObject,
    RemoveObject,
    SetFaceDown,
    SwitchEffect,
)
from sandbox.scenario.files import parse_scenario, scenario_json
from sandbox.scenario.write import from_board
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.document.document import Change
from sandbox.ui.kit.mime import objects_mime
from sandbox.ui.kit.row_model import RowTableModel
from sandbox.ui.panels.effects_model import effect_rows
from sandbox.ui.panels.findings_model import finding_rows
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


class Announcements:
    """What a table model announced: resets, and the rows changed, inserted and removed."""

    def __init__(self, model: RowTableModel) -> None:
        self.resets = 0
        self.changed: list[int] = []
        self.inserted: list[int] = []
        self.removed: list[int] = []
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(
            lambda first, last, *_: self.changed.extend(range(first.row(), last.row() + 1))
        )
        model.rowsInserted.connect(
            lambda _parent, first, last: self.inserted.extend(range(first, last + 1))
        )
        model.rowsRemoved.connect(
            lambda _parent, first, last: self.removed.extend(range(first, last + 1))
        )

    def _reset(self) -> None:
        self.resets += 1


@pytest.fixture
def table(window: MainWindow, qapp: QApplication) -> MainWindow:
    board = fab_board(150)
    scenario = parse_scenario(scenario_json(from_board(board, title="table")), "table.json")
    window.document.load(scenario, None)
    qapp.processEvents()
    return window


def test_moving_one_card_touches_only_that_card_and_the_rows_that_name_it(
    table: MainWindow, qapp: QApplication
) -> None:
    board = table.document.board
    moved = next(o for o in board.objects if o.zone == "hand" and o.zone_owner == "p1")
    items = dict(table.scene.cards)
    looks = {object_id: item.look for object_id, item in items.items()}
    findings = Announcements(table.references.model)
    effects = Announcements(table.effects.model)
    told: list[Change] = []
    table.document.changed.connect(told.append)
    drop_on(table.board_view, objects_mime([moved.id]), "graveyard", "p1")
    qapp.processEvents()
    after = table.document.board.object(moved.id)
    assert after is not None and after.zone == "graveyard"
    [change] = told
    assert change.changes.objects.changed == {moved.id}
    kept = {i: item for i, item in table.scene.cards.items() if i in items}
    assert all(kept[i] is items[i] for i in kept)  # no card item was built again
    relooked = {i for i in kept if kept[i].look is not looks[i]}
    assert relooked <= {moved.id}
    assert findings.resets == 0 and effects.resets == 0
    assert effects.changed == effects.inserted == effects.removed == []
    rows = table.references.model.rows
    touched = {rows[r].finding_id for r in findings.changed}
    sourced = {f.id for f in table.document.derived.findings if f.source_id == moved.id}
    assert touched <= change.changes.findings.ids | sourced
    assert len(findings.changed) < len(rows) / 2


def test_switching_an_effect_off_changes_its_row_only(
    table: MainWindow, qapp: QApplication
) -> None:
    model = table.effects.model
    effects = Announcements(model)
    findings = Announcements(table.references.model)
    told: list[Change] = []
    table.document.changed.connect(told.append)
    model.setData(model.index(1, 0), 0, 10)  # Qt.CheckStateRole: unchecked
    qapp.processEvents()
    effect = table.document.board.effects[1]
    assert not effect.enabled
    # its own row, and the rows of effects whose state it changed (a gained name that
    # Amnesia blocked applies again, F10)
    states = told[0].changes.effect_states
    assert effect.id in states and len(states) < len(model.rows)
    assert {model.rows[r].effect_id for r in effects.changed} == states
    assert effects.resets == findings.resets == 0


def test_a_new_table_redraws_everything(table: MainWindow, qapp: QApplication) -> None:
    findings = Announcements(table.references.model)
    table.document.reset(fab_board(40), table.document.info)
    qapp.processEvents()
    assert set(table.scene.cards) <= {o.id for o in fab_board(40).objects}
    assert findings.removed or findings.changed or findings.resets


def _drawn(scene: BoardScene) -> dict[str, tuple[object, ...]]:
    """What the table shows of each object: shown or not, where, how, covered or not."""
    return {
        object_id: (item.isVisible(), item.pos().toTuple(), item.zValue(), item.look, item.covered)
        for object_id, item in scene.cards.items()
        if item.isVisible()
    }


def test_the_table_updated_change_by_change_shows_what_a_fresh_table_shows(
    table: MainWindow, qapp: QApplication
) -> None:
    """Moves (between zones, to a place in an ordered zone), additions, removals, effects
    switched, a new turn, undos and redos: after each, the table and the panels as updated
    from the change description show exactly what they show drawn from scratch."""
    document = table.document
    board = document.board
    mine = [o for o in board.objects if o.owner == "p2"]
    card = mine[0].card
    steps: list[Action] = [
        MoveObject(mine[0].id, "graveyard", "p2"),
        MoveObject(mine[1].id, "deck", "p2", index=3),
        MoveObject(mine[2].id, "permanent", None, "p2"),
        AddObject(card, "p1", "hand", "p1", object_id="added"),
        RemoveObject(mine[3].id),
        SwitchEffect(board.effects[1].id, False),
        SetFaceDown(mine[4].id, True),
        AdvanceTurn(),
    ]
    for step in steps:
        assert document.push(step, "step")
        qapp.processEvents()
        _assert_like_fresh(table)
    for _ in range(3):
        document.undo_stack.undo()
        _assert_like_fresh(table)
    document.undo_stack.redo()
    _assert_like_fresh(table)


def _assert_like_fresh(window: MainWindow) -> None:
    fresh = BoardScene()
    document = window.document
    fresh.show_board(document.board, document.derived, window.view.viewer)
    assert _drawn(window.scene) == _drawn(fresh)
    counts = {key: zone.count for key, zone in window.scene.zones.items()}
    assert counts == {key: zone.count for key, zone in fresh.zones.items()}
    board, derived, viewer = document.board, document.derived, window.view.viewer
    assert window.references.model.rows == finding_rows(board, derived, viewer)
    assert window.effects.model.rows == effect_rows(board, derived, viewer, document.language)
