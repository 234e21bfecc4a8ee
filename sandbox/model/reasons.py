"""Explanations as data: a message code, its parameters, the ruling ids and game rules it rests on.

The model never holds prose. `sandbox.messages` renders a Reason in the user's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from sandbox.model.rulings import RulingId

Param = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Reason:
    """One step of an explanation: `code` names the message, `params` fill it in."""

    code: str
    params: tuple[Param, ...] = ()
    rulings: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    effect_id: str | None = field(default=None)

    def param(self, key: str) -> str | None:
        for name, value in self.params:
            if name == key:
                return value
        return None


def reason(
    code: str,
    *,
    rulings: tuple[RulingId, ...] = (),
    rules: tuple[str, ...] = (),
    effect_id: str | None = None,
    **params: object,
) -> Reason:
    """Build a Reason with keyword parameters (stringified, sorted for determinism)."""
    return reason_with(code, params, rulings=rulings, rules=rules, effect_id=effect_id)


def reason_with(
    code: str,
    params: Mapping[str, object],
    *,
    rulings: tuple[str, ...] = (),
    rules: tuple[str, ...] = (),
    effect_id: str | None = None,
) -> Reason:
    """Build a Reason from a mapping of parameters."""
    items = tuple(sorted((key, _as_text(value)) for key, value in params.items()))
    return Reason(code, items, rulings, rules, effect_id)


def _as_text(value: object) -> str:
    if isinstance(value, (tuple, list)):
        return ", ".join(str(v) for v in value)
    return str(value)
