"""Quick construction of the frozen result types derive builds by the hundred per board.

Python 3.11's generated `__init__` of a frozen dataclass stores each field through
`object.__setattr__` (its own `__setattr__` refuses), about 0.2 µs a field: a Finding costs
~2.7 µs. Storing through each slot's own descriptor costs half. A class that does so keeps
everything else of its dataclass (fields, equality, hashing, repr, refusal to be changed);
it declares `init=False` and an `__init__` with the same parameters as its fields, and
tests/model/test_slots.py checks that it builds what the generated one would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

Store = Callable[[Any, Any], None]


def slot_stores(cls: type) -> tuple[Store, ...]:
    """The store of each field's slot of the slotted dataclass `cls`, in field order: store(obj,
    value) sets that field of `obj`, frozen or not."""
    return tuple(cls.__dict__[field.name].__set__ for field in fields(cls))
