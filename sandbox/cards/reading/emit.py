"""Turning a pattern's reading into a `ReferenceSpec`, and checking it against the schema.

The schema fields issue 9 added (`ObjectFilter.related`, `LooksFor.negate`,
`LooksFor.creates_for`) are set in one place, `with_new_fields`.
A reference must survive the round trip through the scenario file model and use only the
game's zones and the model's player words; one that does not is dropped with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from pydantic import ValidationError

from sandbox.cards.reference_schema import ReferenceModel
from sandbox.model import (
    PLAYER_WORDS,
    Game,
    LooksFor,
    ObjectFilter,
    Origin,
    ReferenceSpec,
    Related,
    Use,
    ZoneWord,
    ruleset_for,
    ruling,
)


@dataclass(frozen=True, slots=True)
class Draft:
    """One reading of a sentence, before it becomes a validated reference."""

    use: Use
    looks_for: LooksFor
    among: ObjectFilter = field(default_factory=ObjectFilter)
    confident: bool = True
    functions_in: tuple[ZoneWord, ...] = ()
    negate: bool = False
    creates_for: str = ""
    related: Related = ""  # what the anchor of a same-name comparison is (target, trigger...)
    outside_game: bool = False  # a meta-static ability (FaB 1.7.4d: Specialization)


def with_new_fields(draft: Draft) -> tuple[LooksFor, bool]:
    """The draft's LooksFor with "not named", who creates, and a related anchor set.

    The second value says whether the model could hold the whole reading (it always can since
    the schema has these fields; kept so a reading the schema cannot hold becomes a suggestion).
    """
    look = draft.looks_for
    if draft.negate:
        look = replace(look, negate=True)
    if draft.creates_for and draft.creates_for != look.creates_for:
        look = replace(look, creates_for=draft.creates_for)
    if draft.related:
        look = replace(look, anchor=replace(look.anchor or ObjectFilter(), related=draft.related))
    return look, True


def build_spec(
    draft: Draft, key: str, text: str, span: tuple[int, int], game: Game, side: str
) -> ReferenceSpec:
    look, exact = with_new_fields(draft)
    origin: Origin = "derived" if draft.confident and exact else "suggested"
    return ReferenceSpec(
        key=key,
        text=text,
        use=draft.use,
        looks_for=look,
        among=draft.among,
        functions_in=draft.functions_in,
        rulings=ruling(game, draft.use),
        side=side,
        origin=origin,
        span=span,
        outside_game=draft.outside_game,
    )


def problem(spec: ReferenceSpec, game: Game) -> str | None:
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


def _problem(spec: ReferenceSpec, game: Game) -> str | None:
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
            if player not in PLAYER_WORDS:
                return f"player word {player!r} is not one the model knows"
    if spec.use == "definition" and not spec.looks_for.creates:
        return "a definition needs the name it creates"
    if spec.looks_for.kind == "names" and not spec.looks_for.names:
        return "looks for names but lists none"
    return None
