"""The registry of action kinds: what each kind of action declares once, and who reads it.

Each action value class (`sandbox.model.actions`) registers itself with `@action(kind, ...)`:
its kind word (an `actions.ActionKind`, the `type` a scenario file writes), the file field
each of its fields is written as where the names differ, what a file that leaves a field out
means, and the words of its undo text (a message code `undo.<kind>` with parameters, rendered
by `sandbox.messages`). Its handler, and the check `can_apply` runs instead of applying when it
has one, register themselves beside their code in `sandbox.model.handlers` (`@handles`,
`@checks`), so actions and handlers import each other in one direction only.

`dispatch` (apply, can_apply), the scenario reader and writer and the window's undo texts read
this registry instead of each listing the actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from sandbox.model.board import Board
from sandbox.model.reasons import Reason

# a kind word: `actions.ActionKind` types it where actions are declared (this module is below)
Kind = str
A = TypeVar("A")
R = TypeVar("R")
Words = Callable[[A, Board], Reason]
Handler = Callable[[Board, A], Board]


@dataclass(frozen=True)
class ActionSpec(Generic[A]):
    """What one kind of action declares: its word, its file form and its undo words."""

    kind: Kind
    value_class: type[A]
    words: Words[A]
    # dataclass field -> file field, where the file calls it otherwise ("controller" -> "player")
    file_names: Mapping[str, str] = field(default_factory=dict)
    # what a file that leaves out a field the value needs means (`enabled` left out: switched on)
    when_omitted: Mapping[str, object] = field(default_factory=dict)

    def file_name(self, field_name: str) -> str:
        return self.file_names.get(field_name, field_name)


_BY_KIND: dict[Kind, ActionSpec[Any]] = {}
_BY_CLASS: dict[type, ActionSpec[Any]] = {}
_HANDLERS: dict[type, Callable[[Board, Any], Board]] = {}
_CHECKS: dict[type, Callable[[Board, Any], object]] = {}

ACTION_SPECS: Mapping[Kind, ActionSpec[Any]] = MappingProxyType(_BY_KIND)
"""Every registered action kind's spec, by kind word, in the order the classes are defined."""


def action(
    kind: Kind,
    *,
    words: Words[A],
    file_names: Mapping[str, str] | None = None,
    when_omitted: Mapping[str, object] | None = None,
) -> Callable[[type[A]], type[A]]:
    """Register the decorated action value class as the action `kind`."""

    def register(value_class: type[A]) -> type[A]:
        if kind in _BY_KIND:
            raise ValueError(f"the action kind {kind!r} is registered twice")
        spec = ActionSpec(kind, value_class, words, dict(file_names or {}), when_omitted or {})
        _BY_KIND[kind] = spec
        _BY_CLASS[value_class] = spec
        return value_class

    return register


def handles(value_class: type[A]) -> Callable[[Handler[A]], Handler[A]]:
    """Register the decorated function as what `apply` does for `value_class`."""

    def register(handler: Handler[A]) -> Handler[A]:
        if value_class in _HANDLERS:
            raise ValueError(f"{value_class.__name__} has two handlers")
        _HANDLERS[value_class] = handler
        return handler

    return register


def checks(
    value_class: type[A],
) -> Callable[[Callable[[Board, A], R]], Callable[[Board, A], R]]:
    """Register the decorated function as what `can_apply` runs for `value_class` instead of
    applying it (the first part of its handler, raising as the handler would)."""

    def register(check: Callable[[Board, A], R]) -> Callable[[Board, A], R]:
        _CHECKS[value_class] = check
        return check

    return register


def action_spec(value: object) -> ActionSpec[Any]:
    """The spec of an action value (KeyError for a value that is no registered action)."""
    return _BY_CLASS[type(value)]


def action_spec_for(kind: Kind) -> ActionSpec[Any]:
    return _BY_KIND[kind]


def handler_of(value_class: type) -> Callable[[Board, Any], Board] | None:
    return _HANDLERS.get(value_class)


def check_of(value_class: type) -> Callable[[Board, Any], object] | None:
    return _CHECKS.get(value_class)


def action_words(value: object, board: Board) -> Reason:
    """The undo text of an action value on `board` (the board before it), as a message code
    with parameters: `zone` holds a zone word and `effect_kind` an effect kind, for the reader
    to show as it shows those; the others are names ready to show."""
    spec = action_spec(value)
    words: Words[Any] = spec.words
    return words(value, board)
