"""The action registry covers every action: each member of the `Action` union is registered
under one kind word of the vocabulary, with a handler, and with file names and omitted-field
meanings that name its own fields (so adding an action cannot forget one of them)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import get_args

import pytest

from sandbox.model import (
    ACTION_KINDS,
    ACTION_SPECS,
    Action,
    AddEffect,
    AddReference,
    MakeChoice,
    ReplaceReference,
    action_spec,
    action_spec_for,
)
from sandbox.model.action_registry import action, check_of, handler_of


def test_every_member_of_the_action_union_is_registered_once() -> None:
    registered = [spec.value_class for spec in ACTION_SPECS.values()]
    assert sorted(c.__name__ for c in registered) == sorted(c.__name__ for c in get_args(Action))
    assert len(set(registered)) == len(registered)


def test_the_registered_kinds_are_the_vocabularys_action_kinds() -> None:
    assert sorted(ACTION_SPECS) == sorted(ACTION_KINDS)
    assert len(ACTION_KINDS) == len(set(ACTION_KINDS))


@pytest.mark.parametrize("kind", ACTION_KINDS)
def test_each_kind_has_a_handler_and_names_only_its_own_fields(kind: str) -> None:
    spec = action_spec_for(kind)  # type: ignore[arg-type]
    assert spec.kind == kind
    assert handler_of(spec.value_class) is not None
    own = {part.name for part in fields(spec.value_class)}
    assert set(spec.file_names) <= own
    assert set(spec.when_omitted) <= own


def test_the_actions_a_dialog_builds_are_checked_without_applying_them() -> None:
    checked = {spec.value_class for spec in ACTION_SPECS.values() if check_of(spec.value_class)}
    assert checked == {AddEffect, MakeChoice, AddReference, ReplaceReference}


def test_a_value_finds_its_spec_by_its_class() -> None:
    assert action_spec(MakeChoice("x", None)) is action_spec_for("make_choice")  # type: ignore[arg-type]


def test_a_kind_word_cannot_be_registered_twice() -> None:
    with pytest.raises(ValueError, match="registered twice"):

        @action("make_choice", words=lambda value, board: None)  # type: ignore[arg-type, return-value]
        @dataclass(frozen=True)
        class Twice:
            object_id: str

    assert action_spec_for("make_choice").value_class is MakeChoice
