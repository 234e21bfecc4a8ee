"""The JSON form of name-using abilities and object filters, shared by card files and scenarios.

A judge writes the same shape in a scenario file (an object's "references") that the bundled
library uses under each card's "namesake" key; both become model `ReferenceSpec`s here.
Zone lists stay plain strings in the file form, so the reader can refuse a word with the zones
of the file's own game (`zone_problem`); `to_model` then narrows them to zone words.
"""

from __future__ import annotations

import functools
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator

from sandbox.model import (
    AnchorAs,
    LooksFor,
    LooksForKind,
    MatchBy,
    MatchMode,
    ObjectFilter,
    ObjectKind,
    Origin,
    Protects,
    ReferenceSpec,
    Related,
    Use,
    as_zone_word,
)

# What any file the app reads may hold (scenarios, card data): past these a value is refused
# with a one-line error before anything is built from it, and the writer checks the same.
WORD = 200  # a name, key, label, zone or type word
TEXT = 4_000  # the words of an ability, a card face's rules text
LIST = 64  # the words, targets, links or choices of one thing
IDS = 1_000  # the object ids one filter lists
Word = Annotated[str, Field(max_length=WORD)]
Text = Annotated[str, Field(max_length=TEXT)]
Words = Annotated[list[Word], Field(max_length=LIST)]
CARD_TEXT = 20_000  # a card's rules text, every face together (what the reading reads)
_Position = Annotated[int, Field(le=CARD_TEXT)]  # into a card's rules text, all faces


class Strict(BaseModel):
    """Base for every file model: unknown keys are errors, values are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class FilterModel(Strict):
    zones: Words = Field(default_factory=list)
    zone_owner: Word = "any"
    owner: Word = "any"
    controller: Word = "any"
    types: Words = Field(default_factory=list)
    not_types: Words = Field(default_factory=list)
    kind: ObjectKind = ""
    object_ids: list[Word] = Field(default_factory=list, max_length=IDS)
    exclude_source: bool = False
    top: int = Field(default=0, ge=0)
    host_of_source: bool = False
    below_source: bool = False
    related: Related = ""

    def to_model(self) -> ObjectFilter:
        return ObjectFilter(
            zones=tuple(as_zone_word(zone) for zone in self.zones),
            zone_owner=self.zone_owner,
            owner=self.owner,
            controller=self.controller,
            types=tuple(self.types),
            not_types=tuple(self.not_types),
            kind=self.kind,
            object_ids=tuple(self.object_ids),
            exclude_source=self.exclude_source,
            top=self.top,
            host_of_source=self.host_of_source,
            below_source=self.below_source,
            related=self.related,
        )

    @classmethod
    def from_model(cls, flt: ObjectFilter) -> FilterModel:
        return cls(
            zones=list(flt.zones),
            zone_owner=flt.zone_owner,
            owner=flt.owner,
            controller=flt.controller,
            types=list(flt.types),
            not_types=list(flt.not_types),
            kind=flt.kind,
            object_ids=list(flt.object_ids),
            exclude_source=flt.exclude_source,
            top=flt.top,
            host_of_source=flt.host_of_source,
            below_source=flt.below_source,
            related=flt.related,
        )


class LooksForModel(Strict):
    kind: LooksForKind
    names: list[Word] = Field(default_factory=list, max_length=IDS)
    include_source_name: bool = False
    match: MatchMode = "any"
    by: MatchBy = "name"
    choice: Word = "named"
    anchor: FilterModel | None = None
    include_anchor: bool = False
    creates: Word = ""
    set: Word = ""
    negate: bool = False
    creates_for: str = Field(default="you", min_length=1, max_length=WORD)
    # a related anchor that has changed since: as it last existed once it has left its zone,
    # else as it is now (MTG 608.2h, the default); "current": as it is now; "as_related": as
    # it was when related, a turn face up or down included (judges' readings)
    anchor_as: AnchorAs = "last_known"

    def to_model(self) -> LooksFor:
        return LooksFor(
            kind=self.kind,
            names=tuple(self.names),
            include_source_name=self.include_source_name,
            match=self.match,
            by=self.by,
            choice=self.choice,
            anchor=self.anchor.to_model() if self.anchor else None,
            include_anchor=self.include_anchor,
            creates=self.creates,
            set=self.set,
            negate=self.negate,
            creates_for=self.creates_for,
            anchor_as=self.anchor_as,
        )

    @classmethod
    def from_model(cls, look: LooksFor) -> LooksForModel:
        return cls.model_validate(
            {
                "kind": look.kind,
                "names": list(look.names),
                "include_source_name": look.include_source_name,
                "match": look.match,
                "by": look.by,
                "choice": look.choice,
                "anchor": FilterModel.from_model(look.anchor) if look.anchor else None,
                "include_anchor": look.include_anchor,
                "creates": look.creates,
                "set": look.set,
                "negate": look.negate,
                "creates_for": look.creates_for,
                "anchor_as": look.anchor_as,
            }
        )


class ReferenceModel(Strict):
    """One name-using ability. `use` is self, definition or identification (F4–F7)."""

    key: str = Field(min_length=1, max_length=WORD)
    text: Text
    use: Use
    looks_for: LooksForModel
    among: FilterModel = Field(default_factory=FilterModel)
    functions_in: Words = Field(default_factory=list)
    rulings: Words = Field(default_factory=list)
    triggered: bool = False
    protection: Protects = ""
    entering: bool = False
    side: str = Field(default="", max_length=4)  # the face it is printed on (multi-face cards)
    origin: Origin = ""
    span: tuple[_Position, _Position] | None = None
    outside_game: bool = False  # functions outside the game (FaB 1.7.4d: Specialization)
    # a targeting requirement for these target positions (0 first; MTG 115.1, 608.2b)
    targets: list[Annotated[int, Field(ge=0, le=63)]] = Field(default_factory=list, max_length=64)

    @field_validator("span")
    @classmethod
    def _span_in_order(cls, span: tuple[int, int] | None) -> tuple[int, int] | None:
        if span is not None and not 0 <= span[0] <= span[1]:
            raise ValueError("span must be [start, end] with 0 <= start <= end")
        return span

    def to_model(self) -> ReferenceSpec:
        return ReferenceSpec(
            key=self.key,
            text=self.text,
            use=self.use,
            looks_for=self.looks_for.to_model(),
            among=self.among.to_model(),
            functions_in=tuple(as_zone_word(zone) for zone in self.functions_in),
            rulings=tuple(self.rulings),
            triggered=self.triggered,
            protection=self.protection,
            entering=self.entering,
            side=self.side,
            origin=self.origin,
            span=self.span,
            targets=tuple(self.targets),
            outside_game=self.outside_game,
        )

    @classmethod
    def from_model(cls, spec: ReferenceSpec) -> ReferenceModel:
        return cls(
            key=spec.key,
            text=spec.text,
            use=spec.use,
            looks_for=_looks_for_model(spec.looks_for),
            among=_filter_model(spec.among),
            functions_in=list(spec.functions_in),
            rulings=list(spec.rulings),
            triggered=spec.triggered,
            protection=spec.protection,
            entering=spec.entering,
            side=spec.side,
            origin=spec.origin,
            span=spec.span,
            targets=list(spec.targets),
            outside_game=spec.outside_game,
        )


# A database build writes tens of thousands of references that share a few hundred filters and
# look-ups: each distinct one (a frozen model value) is validated once. The models are frozen
# too, so one instance may serve every reference that has it.
@functools.lru_cache(maxsize=4096)
def _looks_for_model(look: LooksFor) -> LooksForModel:
    return LooksForModel.from_model(look)


@functools.lru_cache(maxsize=4096)
def _filter_model(flt: ObjectFilter) -> FilterModel:
    return FilterModel.from_model(flt)


class CardExtrasModel(Strict):
    """What the bundled library adds to a card record under its "namesake" key."""

    moniker: Word | None = None
    references: list[ReferenceModel] = Field(default_factory=list, max_length=LIST)
