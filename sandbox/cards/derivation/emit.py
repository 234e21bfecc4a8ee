"""Turning a pattern's reading into a `ReferenceSpec`, and checking it against the schema.

Schema fields that arrive with issue 9's schema work (`ObjectFilter.related`, `LooksFor.negate`,
`LooksFor.creates_for`) are set through `with_new_fields` only: where the model does not have a
field yet, the reading cannot be stored exactly and the reference becomes a suggestion.
A reference must survive the round trip through the scenario file model and use only the
game's zones and the model's player words; one that does not is dropped with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from pydantic import ValidationError

from sandbox.model.references import LooksFor, ReferenceSpec
from sandbox.model.rulesets import ruleset_for
from sandbox.model.selectors import RELATIVE_PLAYERS, ObjectFilter
from sandbox.scenario.references import ReferenceModel

RULINGS = {
    ("fab", "self"): ("F4",),
    ("fab", "definition"): ("F5",),
    ("fab", "identification"): ("F6",),
    ("mtg", "self"): ("M0b",),
    ("mtg", "definition"): (),
    ("mtg", "identification"): ("M0a",),
}


@dataclass(frozen=True, slots=True)
class Draft:
    """One reading of a sentence, before it becomes a validated reference."""

    use: str
    looks_for: LooksFor
    among: ObjectFilter = field(default_factory=ObjectFilter)
    confident: bool = True
    functions_in: tuple[str, ...] = ()
    negate: bool = False
    creates_for: str = ""
    related: str = ""  # what the anchor of a same-name comparison is (target, trigger...)


def _has_field(cls: type, name: str) -> bool:
    return any(f.name == name for f in fields(cls))


def with_new_fields(draft: Draft) -> tuple[LooksFor, bool]:
    """The draft's LooksFor with the newer schema fields set; False if one could not be."""
    look = draft.looks_for
    exact = True
    changes: dict[str, object] = {}
    if draft.negate:
        if _has_field(LooksFor, "negate"):
            changes["negate"] = True
        else:
            exact = False
    if draft.creates_for and draft.creates_for != "you":
        if _has_field(LooksFor, "creates_for"):
            changes["creates_for"] = draft.creates_for
        else:
            exact = False
    if draft.related:
        if _has_field(ObjectFilter, "related"):
            anchor = look.anchor or ObjectFilter()
            changes["anchor"] = replace(anchor, **{"related": draft.related})
        else:
            exact = False
    if changes:
        look = replace(look, **changes)  # type: ignore[arg-type]
    return look, exact


def build_spec(
    draft: Draft, key: str, text: str, span: tuple[int, int], game: str, side: str
) -> ReferenceSpec:
    look, exact = with_new_fields(draft)
    origin = "derived" if draft.confident and exact else "suggested"
    return ReferenceSpec(
        key=key,
        text=text,
        use=draft.use,
        looks_for=look,
        among=draft.among,
        functions_in=draft.functions_in,
        rulings=RULINGS.get((game, draft.use), ()),
        side=side,
        origin=origin,
        span=span,
    )


def problem(spec: ReferenceSpec, game: str) -> str | None:
    """Why `spec` is not a valid reference for `game`, or None when it is."""
    shape = replace(spec, key="k", text="", span=None)
    if (shape, game) not in _CHECKED:
        if len(_CHECKED) > 4096:
            _CHECKED.clear()
        found = _problem(shape, game)
        _CHECKED[(shape, game)] = found
    found = _CHECKED[(shape, game)]
    return f"{spec.key}: {found}" if found else None


_CHECKED: dict[tuple[ReferenceSpec, str], str | None] = {}


def _problem(spec: ReferenceSpec, game: str) -> str | None:
    try:
        back = ReferenceModel.from_model(spec).to_model()
    except (ValidationError, ValueError, TypeError) as exc:
        return f"schema: {str(exc).splitlines()[0]}"
    if replace(back, side=spec.side) != spec:
        return "does not survive the file format round trip"
    ruleset = ruleset_for(game)
    valid_zones = set(ruleset.zone_kinds) | set(ruleset.groups)
    filters = [spec.among, *([spec.looks_for.anchor] if spec.looks_for.anchor else [])]
    for flt in filters:
        bad = [z for z in flt.zones if z not in valid_zones]
        if bad:
            return f"zone {bad[0]!r} is not a {game} zone"
        for player in (flt.zone_owner, flt.owner, flt.controller):
            if player not in RELATIVE_PLAYERS:
                return f"player word {player!r} is not one the model knows"
    if spec.use == "definition" and not spec.looks_for.creates:
        return "a definition needs the name it creates"
    if spec.looks_for.kind == "names" and not spec.looks_for.names:
        return "looks for names but lists none"
    return None
