"""pydantic models of the input records: what each importer reads, validated at the edge.

Only the fields naming needs are declared; everything else in a record is ignored (including
the bundled library's own "namesake" key). A record that does not fit becomes a
``CardDataError`` naming the record and the field (see ``describe_validation_error``).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sandbox.cards.reference_schema import TEXT, WORD
from sandbox.cards.validation_text import without_class_names


class _Input(BaseModel):
    model_config = ConfigDict(extra="ignore", coerce_numbers_to_str=True, frozen=True)


class FabPrinting(_Input):
    """One printing in the official card.json (``printings``)."""

    id: str = ""
    set_id: str = ""
    rarity: str = ""


class FabOtherFace(_Input):
    """One entry of a record's ``other_faces`` (the reference data's face association)."""

    name: str = Field(min_length=1, max_length=200)
    this_is_front: bool = False
    is_DFC: bool = False


class FabCard(_Input):
    """One FaB card (name + pitch) in the official card.json or the trimmed reference shape."""

    unique_id: str = ""
    name: str = Field(min_length=1, max_length=WORD)
    pitch: str = Field(default="", max_length=WORD)
    cost: str = Field(default="", max_length=WORD)
    types: list[str] = Field(default_factory=list)
    type_text: str = Field(default="", max_length=WORD)
    functional_text: str = Field(default="", max_length=TEXT)
    functional_text_plain: str | None = Field(default=None, max_length=TEXT)
    is_token: bool | None = None
    rarities: list[str] | None = None
    set_ids: list[str] | None = None
    printing_ids: list[str] | None = None
    printings: list[FabPrinting] | None = None
    other_faces: list[FabOtherFace] | None = Field(default=None, max_length=100)
    blitz_legal: bool = True
    cc_legal: bool = True
    commoner_legal: bool = True
    ll_legal: bool = True
    blitz_banned: bool = False
    cc_banned: bool = False
    commoner_banned: bool = False
    ll_banned: bool = False
    blitz_suspended: bool = False
    cc_suspended: bool = False
    commoner_suspended: bool = False
    blitz_living_legend: bool = False
    cc_living_legend: bool = False
    ll_restricted: bool = False


MAX_FOREIGN = 40  # printed names per card (MTGJSON lists ~10 languages)
MAX_RULINGS = 200


class MtgForeignName(_Input):
    """One entry of MTGJSON ``foreignData``: the card's printed name in a language."""

    language: str = ""
    name: str = Field(default="", max_length=300)


class MtgRuling(_Input):
    """One entry of MTGJSON ``rulings``."""

    date: str = Field(default="", max_length=40)
    text: str = Field(default="", max_length=8000)


class MtgFace(_Input):
    """One face in MTGJSON (AtomicCards entry, AllPrintings card or token)."""

    name: str = Field(min_length=1, max_length=WORD)
    faceName: str | None = None
    side: str | None = None
    layout: str = "normal"
    type: str = Field(default="", max_length=WORD)
    supertypes: list[str] = Field(default_factory=list)
    types: list[str] = Field(default_factory=list)
    subtypes: list[str] = Field(default_factory=list)
    text: str = Field(default="", max_length=TEXT)
    manaCost: str = Field(default="", max_length=WORD)
    legalities: dict[str, str] = Field(default_factory=dict)
    printings: list[str] = Field(default_factory=list)
    firstPrinting: str | None = None
    isToken: bool = False
    isFunny: bool = False
    scryfallOracleId: str = ""
    identifiers: dict[str, str] = Field(default_factory=dict)
    interchangeableNames: list[str] = Field(default_factory=list)  # a Namesake extension (CR 201.3)
    foreignData: list[MtgForeignName] = Field(default_factory=list, max_length=MAX_FOREIGN)
    rulings: list[MtgRuling] = Field(default_factory=list, max_length=MAX_RULINGS)


class ScryfallFace(_Input):
    """One of a Scryfall card's ``card_faces``."""

    name: str = Field(min_length=1, max_length=WORD)
    type_line: str = Field(default="", max_length=WORD)
    oracle_text: str = Field(default="", max_length=TEXT)
    mana_cost: str = Field(default="", max_length=WORD)


class ScryfallPart(_Input):
    """One entry of ``all_parts`` (meld pairs name their result here)."""

    component: str = ""
    name: str = ""


class ScryfallCard(_Input):
    """One card object of a Scryfall bulk file (oracle-cards, default-cards, all-cards)."""

    object: str = "card"
    name: str = Field(min_length=1, max_length=WORD)
    lang: str = "en"
    printed_name: str = Field(default="", max_length=300)
    layout: str = "normal"
    type_line: str = Field(default="", max_length=WORD)
    oracle_text: str = Field(default="", max_length=TEXT)
    mana_cost: str = Field(default="", max_length=WORD)
    oracle_id: str = ""
    set: str = ""
    set_type: str = ""
    released_at: str = ""
    reprint: bool = True
    legalities: dict[str, str] = Field(default_factory=dict)
    card_faces: list[ScryfallFace] | None = None
    all_parts: list[ScryfallPart] | None = None


def describe_validation_error(exc: ValidationError) -> dict[str, str]:
    """The first problem of a failed validation as ``field`` and ``reason`` parameters."""
    first = exc.errors()[0]
    field = ".".join(str(part) for part in first["loc"]) or "(record)"
    return {"field": field, "reason": without_class_names(first["msg"])}
