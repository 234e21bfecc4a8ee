"""The result types built through their slots (sandbox/model/slots.py) stay the dataclasses
they declare: the same parameters as their fields, every field stored where it belongs, equal
and hashed by value, and refusing to be changed."""

from __future__ import annotations

import copy
import inspect
import pickle
from dataclasses import FrozenInstanceError, fields, replace
from typing import Any

import pytest

from sandbox.model import LooksFor, NameEntry, NameState, ReferenceSpec
from sandbox.model.findings import Finding, Hit, Miss
from sandbox.model.linked import Ability
from sandbox.model.reasons import reason

WHY = (reason("ref.found_nothing", rulings=("F3",)),)
ENTRY = NameEntry("Head Jab", "printed", "lost", None, "e1")
BUILT: list[Any] = [
    Ability(ReferenceSpec("r", "this", "self", LooksFor("self")), "written"),
    Miss("o1", WHY),
    Hit("o2", WHY),
    ENTRY,
    NameState((), (ENTRY,), None, WHY, frozenset(), WHY),
    Finding(
        "o3:r",
        "o3",
        "r",
        "Head Jab",
        "identification",
        "fails",
        (),
        (Miss("o1", WHY),),
        WHY,
        "you",
        (Hit("o2", WHY),),
    ),
]


@pytest.mark.parametrize("built", BUILT, ids=lambda built: type(built).__name__)
def test_parameters_are_the_fields_in_order_with_their_defaults(built: Any) -> None:
    cls = type(built)
    parameters = list(inspect.signature(cls).parameters.values())
    assert [p.name for p in parameters] == [f.name for f in fields(cls)]
    assert [p.default for p in parameters] == [
        inspect.Parameter.empty if f.default is f.default_factory else f.default
        for f in fields(cls)
    ]


@pytest.mark.parametrize("built", BUILT, ids=lambda built: type(built).__name__)
def test_each_value_lands_in_its_own_field(built: Any) -> None:
    cls = type(built)
    values = [f"value of {f.name}" for f in fields(cls)]
    made = cls(*values)
    assert [getattr(made, f.name) for f in fields(cls)] == values
    assert made == cls(**{f.name: v for f, v in zip(fields(cls), values, strict=True)})


@pytest.mark.parametrize("built", BUILT, ids=lambda built: type(built).__name__)
def test_equal_by_value_hashable_and_frozen(built: Any) -> None:
    cls = type(built)
    twin = cls(*(getattr(built, f.name) for f in fields(cls)))
    assert twin == built and twin is not built and hash(twin) == hash(built)
    first = fields(cls)[0].name
    assert replace(built, **{first: "other"}) != built
    with pytest.raises(FrozenInstanceError):
        setattr(built, first, "other")
    assert repr(twin) == repr(built)
    assert copy.copy(built) == built == pickle.loads(pickle.dumps(built))
