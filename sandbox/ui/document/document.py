"""The document: the current board, its derived state, its file, and the undo stack.

The one place the UI changes state. A gesture builds an action and calls `push`; the document
applies it to the immutable board (refusals are reported, never raised), derives the new
board once, and records a `BoardCommand` holding the boards before and after. Undo and redo
just show the stored snapshot again. Every change is announced by one `changed` signal that
carries both snapshots and the model's description of what changed between them
(`sandbox.model.changes`, worked out once here), so each view updates only what it names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from shiboken6 import isValid

from sandbox.cards.resolver import CardDrift
from sandbox.messages import render
from sandbox.model import (
    EVERYTHING,
    Action,
    ActionRefused,
    Board,
    Changes,
    Derived,
    Finding,
    apply,
    derive,
    describe,
)
from sandbox.scenario.headline import headline
from sandbox.scenario.read import Scenario
from sandbox.scenario.schema import ActionModel, ExpectModel, ScenarioModel, TranslationModel
from sandbox.scenario.write import Step, from_board, from_history, kept_checkpoints
from sandbox.ui.document.action_text import action_text


@dataclass(frozen=True)
class Snapshot:
    """A board and what the model derives from it, derived when first asked: a file's long
    history gives a snapshot per step, and only the steps shown are ever derived."""

    board: Board

    @classmethod
    def of(cls, board: Board) -> Snapshot:
        return cls(board)

    @cached_property
    def derived(self) -> Derived:
        return derive(self.board)


@dataclass(frozen=True)
class Change:
    """What the views are told: the snapshot before (None for a new document) and after,
    what changed between them (`EVERYTHING` for a whole new document), and `step`: "undo" or
    "redo" when an undo step was undone or redone ("" for a new change)."""

    before: Snapshot | None
    after: Snapshot
    changes: Changes = EVERYTHING
    step: str = ""

    @classmethod
    def between(cls, before: Snapshot, after: Snapshot, step: str = "") -> Change:
        described = describe(before.board, before.derived, after.board, after.derived)
        return cls(before, after, described, step)


@dataclass(frozen=True)
class DocumentInfo:
    """What a scenario file says besides the board. `translations` (language code → title and
    description) is kept so that saving an opened file writes them back."""

    title: str = ""
    description: str = ""
    rulings: tuple[str, ...] = ()
    expect: tuple[ExpectModel, ...] = ()
    translations: dict[str, TranslationModel] = field(default_factory=dict)
    start: Board | None = None  # the board the history starts on (a file's before its actions)
    focus: str | None = None  # the reference the table is about (sandbox.scenario.headline)

    def title_in(self, language: str) -> str:
        """The title in `language` when there is one, else the English title."""
        translated = self.translations.get(language)
        return translated.title if translated and translated.title else self.title

    def description_in(self, language: str) -> str:
        """The description in `language` when there is one, else the English description."""
        translated = self.translations.get(language)
        return translated.description if translated and translated.description else self.description


def _steps(actions: Sequence[ActionModel]) -> list[tuple[int, int]]:
    """(first, last) index of the actions of each undo step: an action `joined` to the one
    before it is part of its step."""
    steps: list[tuple[int, int]] = []
    for i, action in enumerate(actions):
        if action.joined and steps:
            steps[-1] = (steps[-1][0], i)
        else:
            steps.append((i, i))
    return steps


class BoardCommand(QUndoCommand):
    """One undoable step: the snapshots before and after an action (or a group of them)."""

    def __init__(
        self,
        document: Document,
        before: Snapshot,
        after: Snapshot,
        text: str,
        actions: tuple[Action, ...] = (),
        label: str | None = None,
    ) -> None:
        super().__init__(text)
        self._document = document
        self.before = before
        self.after = after
        self.actions = actions
        self.label = label  # a loaded file's label for this step (a checkpoint's name)

    def redo(self) -> None:
        self._document._show(self.after, "" if self._document.pushing else "redo")

    def undo(self) -> None:
        self._document._show(self.before, "undo")


class Document(QObject):
    """Holds the board; every change goes through `push` and is announced by `changed`."""

    changed = Signal(object)  # Change
    refused = Signal(str)  # why an action was refused, in the user's language
    info_changed = Signal()  # path or title changed
    loaded = Signal()  # a whole new document (New, Open, recover)
    notice = Signal(str)  # one line the user should read (e.g. cards that changed since saving)
    unsaved_changed = Signal(bool)  # whether the table has changes its file lacks (`unsaved`)

    def __init__(self, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = "en"
        self.undo_stack = QUndoStack(self)
        self._snapshot = Snapshot.of(board)
        self._quiet = False  # loading a history: each step is pushed without telling the views
        self.path: Path | None = None
        self.info = DocumentInfo()
        self._previewing = False
        self.pushing = False  # a new step is being pushed (its first redo is no redo)
        self._quiet = False  # stepping the stack to mark it saved: nothing to redraw
        self.undo_stack.cleanChanged.connect(lambda _clean: self._announce_unsaved())
        # cards the file embeds that the user's card data now words otherwise, by (game, label)
        self.drift: dict[tuple[str, str], CardDrift] = {}

    @property
    def previewing(self) -> bool:
        """The timeline shows an earlier step: the later steps must not be replaced by a
        change, and saving keeps them (the file holds every step)."""
        return self._previewing

    @previewing.setter
    def previewing(self, on: bool) -> None:
        if on != self._previewing:
            self._previewing = on
            self._announce_unsaved()

    def saved_steps(self) -> int:
        """How many undo steps a save writes: all of them while the timeline shows an
        earlier step (nothing the user can go back to is lost), else those up to the table
        shown (an undo followed by Save saves what is shown)."""
        stack = self.undo_stack
        return int(stack.count() if self._previewing else stack.index())

    def unsaved(self) -> bool:
        """Whether the table has changes its file lacks (what asks before closing)."""
        return int(self.undo_stack.cleanIndex()) != self.saved_steps()

    def mark_saved(self) -> None:
        """The file now holds the first `saved_steps()`: that step is the clean one."""
        stack = self.undo_stack
        shown = stack.index()
        stack.blockSignals(True)  # the table shown does not change, so nothing is told
        self._quiet = True
        try:
            stack.setIndex(self.saved_steps())
            stack.setClean()
            stack.setIndex(shown)
        finally:
            self._quiet = False
            stack.blockSignals(False)
        self._announce_unsaved()

    def _announce_unsaved(self) -> None:
        if isValid(self.undo_stack):  # (it also signals while it is being deleted)
            self.unsaved_changed.emit(self.unsaved())

    @property
    def board(self) -> Board:
        return self._snapshot.board

    @property
    def derived(self) -> Derived:
        return self._snapshot.derived

    @property
    def snapshot(self) -> Snapshot:
        return self._snapshot

    def push(self, action: Action, text: str) -> bool:
        """Apply `action` as one undo step. False (and `refused` emitted) if impossible."""
        return self.push_all((action,), text)

    def push_all(self, actions: Sequence[Action], text: str) -> bool:
        """Apply several actions as one undo step, all or none."""
        if self.previewing:
            self.refused.emit(
                self.tr(
                    "The timeline shows an earlier step: go to the last step, or choose"
                    " Continue from here, to change the table."
                )
            )
            return False
        board = self.board
        try:
            for action in actions:
                board = apply(board, action)
        except ActionRefused as refusal:
            self.refused.emit(render(refusal.reason, self.language))
            return False
        if board is self.board or board == self.board:
            return True
        command = BoardCommand(self, self._snapshot, Snapshot.of(board), text, tuple(actions))
        self.pushing = True
        try:
            self.undo_stack.push(command)
        finally:
            self.pushing = False
        return True

    def headline(self) -> Finding | None:
        """The finding the table is about: its focus, else what its file expects or cites."""
        info = self.info
        return headline(
            self.board,
            self.derived,
            focus=info.focus,
            expect=[e.reference for e in info.expect],
            rulings=info.rulings,
        )

    def refuse(self, why: str) -> None:
        """Report a refusal decided by the UI itself (e.g. a name the naming rules reject)."""
        self.refused.emit(why)

    def _show(self, snapshot: Snapshot, step: str = "") -> None:
        before = self._snapshot
        self._snapshot = snapshot
        if not self._quiet:
            self.changed.emit(Change.between(before, snapshot, step))

    def load(self, scenario: Scenario, path: Path | None, drift: Sequence[CardDrift] = ()) -> None:
        """Replace everything with `scenario`; its actions become the undo history. `drift`:
        the embedded cards the user's card data words otherwise (the file's are used)."""
        model = scenario.model
        self.drift = {(d.game, d.label): d for d in drift}
        self.previewing = False
        self.undo_stack.clear()
        before: Snapshot | None = self._snapshot
        if scenario.start is self.board:  # a document made on this board has derived it
            before = None  # (views redraw everything, as for a new document)
        else:
            self._snapshot = Snapshot.of(scenario.start)
        self.path = path
        self.info = DocumentInfo(
            model.title,
            model.description,
            tuple(model.rulings),
            tuple(model.expect),
            dict(model.translations),
            scenario.start,  # what is done from here on is saved as its history, too
            model.focus,
        )
        boards = (scenario.start, *scenario.history)
        self._quiet = True  # the views are told once, below, of the last step
        try:
            for first, last in _steps(model.actions):
                written = model.actions[first]
                actions = scenario.actions[first : last + 1]
                label = written.label if first == last else None
                text = (
                    written.step
                    or written.label
                    or action_text(actions[0], boards[first], self.language)
                )
                after = Snapshot.of(boards[last + 1])
                step = BoardCommand(self, self._snapshot, after, text, actions, label)
                self.undo_stack.push(step)  # every step, even one that changed nothing
        finally:
            self._quiet = False
        self.changed.emit(Change(before, self._snapshot))
        self.undo_stack.setClean()
        self._announce_unsaved()
        self.info_changed.emit()
        self.loaded.emit()
        if drift:
            self.notice.emit(self.drift_notice(drift))

    def drift_notice(self, drift: Sequence[CardDrift]) -> str:
        """One line: which cards this file keeps as it saw them, unlike the user's data."""
        names = ", ".join(d.label for d in drift[:5]) + ("…" if len(drift) > 5 else "")
        text = self.tr(
            "%1 card(s) in this file differ from your card data (errata?); the file's version "
            "is used and the inspector shows both: %2"
        )
        return text.replace("%1", str(len(drift))).replace("%2", names)

    def reset(self, board: Board, info: DocumentInfo, path: Path | None = None) -> None:
        """A new document on `board` with no history yet: what is done on it from now on is
        its history, saved as actions like a loaded file's (`board` is where it starts)."""
        self.previewing = False
        self.undo_stack.clear()
        before = self._snapshot
        self._snapshot = Snapshot.of(board)
        self.path = path
        self.info = info if info.start is not None else replace(info, start=board)
        self.drift = {}
        self.undo_stack.setClean()
        self._announce_unsaved()
        self.changed.emit(Change(before, self._snapshot))
        self.info_changed.emit()
        self.loaded.emit()

    def set_info(self, info: DocumentInfo) -> None:
        """Change the table's words (Scenario › Properties, as an undo step)."""
        self.info = info
        self.info_changed.emit()

    def set_path(self, path: Path | None) -> None:
        self.path = path
        self.info_changed.emit()

    def history(self) -> tuple[Step, ...]:
        """The actions of the undo steps a save writes (`saved_steps`), in order: each with
        the label it had in the file it was loaded from, and the step's words where they are
        not the ones a file's action gets (so they read the same after saving and reopening)."""
        stack = self.undo_stack
        steps = [stack.command(i) for i in range(self.saved_steps())]
        history: list[Step] = []
        for step in steps:
            if not isinstance(step, BoardCommand) or not step.actions:
                continue
            first = step.actions[0]
            label = step.label if len(step.actions) == 1 else None
            made = label or action_text(first, step.before.board, self.language)
            text = step.text() if step.text() != made else None
            history.append(Step(first, label, text))
            history += [Step(action, joined=True) for action in step.actions[1:]]
        return tuple(history)

    def to_model(self) -> ScenarioModel:
        """The scenario file model of the current board (derived state is never saved); a
        file loaded with actions keeps them, and what was done since, as its history."""
        info = self.info
        history = self.history()
        model = (
            from_board(self.board, title=info.title, description=info.description)
            if info.start is None
            else from_history(info.start, history, title=info.title)
        )
        model = model.model_copy(
            update={
                "description": info.description,
                "rulings": list(info.rulings),
                "focus": info.focus,
                "translations": dict(info.translations),
            }
        )
        expect = kept_checkpoints(info.expect, [step.label for step in history])
        return model.model_copy(update={"expect": expect})
