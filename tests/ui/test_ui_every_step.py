"""Every step kept (issue 22, findings 1 and 3): whatever the user did with undo, redo and
the timeline, Save writes a file the app opens again, holding every step the user can still
reach from the table shown, and the window says whether anything is unsaved.
"""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from sandbox.model import AdvanceTurn
from sandbox.scenario.files import ScenarioError, load_scenario, parse_scenario, scenario_json
from sandbox.ui.cards.source import CardSource, default_source
from sandbox.ui.document.document import BoardCommand, Document
from sandbox.ui.document.file_actions import FileActions
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.panels.timeline import Timeline
from sandbox.ui.shell.main_window import MainWindow
from tests.scenario.reload_sequences import EXAMPLES, random_action

CHECKPOINTS = scenarios_dir() / "fab" / "f11-amnesia-checkpoints.json"
HISTORIES = [p for p in EXAMPLES if load_scenario(p).actions]


def _document(path: Path) -> tuple[Document, Timeline]:
    document = Document(load_scenario(path).start)
    document.load(load_scenario(path), None)
    return document, Timeline(document)


def _move(rng: random.Random, document: Document, timeline: Timeline) -> None:
    """One random gesture: an action, undo, redo, or a timeline move (and maybe continue)."""
    stack = document.undo_stack
    kind = rng.randrange(6)
    if kind <= 1:
        document.push(random_action(rng, document.board), "random")
    elif kind == 2:
        stack.undo()
    elif kind == 3:
        stack.redo()
    elif kind == 4:
        timeline.go(rng.randint(0, stack.count()))
    else:
        timeline.continue_here()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), path=st.sampled_from(HISTORIES))
def test_the_app_never_writes_a_file_it_refuses(seed: int, path: Path) -> None:
    document, timeline = _document(path)
    rng = random.Random(seed)
    for _ in range(rng.randint(1, 14)):
        _move(rng, document, timeline)
    stack = document.undo_stack
    kept = stack.count() if document.previewing else stack.index()
    text = scenario_json(document.to_model())
    try:
        reopened = parse_scenario(text, "saved.json")
    except ScenarioError as error:
        raise AssertionError(f"the saved file is refused: {error}") from None
    steps = [_step(document, i) for i in range(kept)]
    assert len(reopened.actions) == sum(len(step.actions) for step in steps)
    if steps:
        assert reopened.board == steps[-1].after.board


def _step(document: Document, index: int) -> BoardCommand:
    step = document.undo_stack.command(index)
    assert isinstance(step, BoardCommand)
    return step


def test_saving_an_earlier_step_keeps_the_later_ones(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(*_window_parts(CHECKPOINTS))
    qtbot.addWidget(window)
    document = window.document
    steps = document.undo_stack.count()
    window.timeline.go(1)  # the timeline shows step 1 of several
    target = tmp_path / "kept.namesake.json"
    assert window.files._write(target)
    assert len(load_scenario(target).actions) == steps
    assert not document.unsaved()
    window.timeline.go(steps)  # back at the last step: still nothing unsaved
    assert not document.unsaved()
    assert not window.isWindowModified()


def test_an_unsaved_later_step_is_not_lost_on_close(
    qtbot: QtBot, no_modal_boxes: list[str]
) -> None:
    window = MainWindow(*_window_parts(CHECKPOINTS))
    qtbot.addWidget(window)
    document = window.document
    assert document.push(AdvanceTurn(), "a change")
    window.timeline.go(0)  # previewing the start: the change is still unsaved
    assert document.unsaved()
    assert window.isWindowModified()
    assert window.files.confirm_discard()  # the stub answers "Discard", after asking
    assert no_modal_boxes == ["The table has unsaved changes. Save them first?"]


def test_undo_then_save_keeps_the_expectations_valid(tmp_path: Path) -> None:
    document, _ = _document(CHECKPOINTS)
    model = load_scenario(CHECKPOINTS).model
    assert any(e.after not in (None, "start") for e in model.expect)
    while document.undo_stack.canUndo():
        document.undo_stack.undo()
    target = tmp_path / "undone.namesake.json"
    files = FileActions(document, None, lambda: None)  # type: ignore[arg-type]
    assert files._write(target)
    reopened = load_scenario(target)  # the app opens its own file
    assert not reopened.actions
    assert len(reopened.model.expect) == len(model.expect)  # no expectation dropped


def _window_parts(path: Path) -> tuple[Document, ViewState, CardSource]:
    document, _ = _document(path)
    return document, ViewState(), default_source()
