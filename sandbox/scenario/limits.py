"""How much work a scenario may ask for, checked before its boards are built or derived.

The schema bounds each count and length on its own (`schema.py`); some work grows with two of
them at once. An effect on a group is weighed against every object it may apply to, and so is
an ability a `gain_ability` effect gives a group: derive looks at every object for each. The
reader refuses a file past these limits with a one-line error, and the writer says so before
writing one (`files.scenario_json`), naming what to remove.
"""

from __future__ import annotations

import json
from typing import Any

from sandbox.scenario.schema import EffectModel, ScenarioModel

GROUP_WORK = 4_000_000  # objects × effects on a group (2,000 objects and 2,000 such effects)
ABILITIES = 20_000  # written abilities, and abilities effects give, counted on every holder


def check_work(model: ScenarioModel) -> tuple[str, str] | None:
    """(JSON path, problem) when deriving `model`'s boards would take more work than allowed."""
    added = [a.object for a in model.actions if a.object is not None]
    objects = len(model.objects) + len(added)
    effects = [*model.effects, *(a.effect for a in model.actions if a.effect is not None)]
    group = [e for e in effects if e.affects is not None]
    if objects * len(group) > GROUP_WORK:
        return "$.effects", (
            f"{len(group)} effects on a group of objects × {objects} objects is more work than"
            f" this Namesake derives ({GROUP_WORK:,}): remove effects or objects"
        )
    written = sum(len(o.references) for o in (*model.objects, *added))
    written += sum(len(card.references) for card in model.cards)
    given = sum(_holders(effect, objects) for effect in effects if effect.kind == "gain_ability")
    if written + given > ABILITIES:
        return "$.objects", (
            f"{written} written abilities and {given} given by effects: more than this"
            f" Namesake derives ({ABILITIES:,}): remove abilities, gain_ability effects or"
            " objects"
        )
    return None


def _holders(effect: EffectModel, objects: int) -> int:
    """How many objects an effect may give its ability to: its target, or all of them."""
    return objects if effect.affects is not None else 1


def unsavable_size(data: dict[str, Any], size: int, limit: int) -> str:
    """Why a file of `size` bytes cannot be written (the reader opens at most `limit`): the
    parts that take the most room, so the user knows what to remove."""
    parts = sorted(
        ((len(json.dumps(value, ensure_ascii=False)), key) for key, value in data.items()),
        reverse=True,
    )
    largest = ", ".join(f"{key} {_mib(length)}" for length, key in parts[:3])
    advice = f"$: the file would be {_mib(size)}, more than the {_mib(limit)} Namesake opens"
    if parts and parts[0][1] == "cards":
        cards = data["cards"]
        biggest = max(cards, key=lambda card: len(json.dumps(card, ensure_ascii=False)))
        return (
            f"{advice} ({largest}): the embedded cards take the most room (the largest:"
            f' "{biggest.get("name", "?")}"): remove objects of imported cards with long texts'
        )
    return f"{advice} ({largest}): remove objects, actions or embedded cards"


def _mib(count: int) -> str:
    return f"{count / 2**20:.1f} MiB"
