"""The scenario file format (version 1): a board, the actions that follow it, and expectations.

Objects name their card by name (plus `pitch` or `face` where needed), so a judge can write one
by hand. `actions`, when present, are applied in order to the board the file describes (they
become the undo history in the app). `expect` lists findings and names the file asserts: the
examples gallery doubles as the test suite, and `namesake check` reports any that fail.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from sandbox.cards.reference_schema import FilterModel, ReferenceModel, Strict
from sandbox.model import (
    ActionKind,
    DurationKind,
    EffectKind,
    EffectState,
    Ending,
    FindingStatus,
    Game,
    LinkRole,
)
from sandbox.scenario.snapshots import CardSnapshotModel

SCHEMA_VERSION = 1
Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.\-]+$")]


class PlayerModel(Strict):
    id: Id
    name: str = Field(min_length=1)
    hero: str = ""


class ChoiceModel(Strict):
    """A chosen card name. `ability`: the key of the ability it was made for (the one that
    refers to the chosen name); `made_as`: the card the object was, or copied, when it was
    made (MTG 607.2, 607.5a). Without them it links to every ability of its object."""

    key: str = "named"
    name: str | None = None
    chosen_by: str | None = None
    secret: bool = False
    ability: str = ""
    made_as: str = ""


class LinkModel(Strict):
    """An object related to this one: the object that triggered its ability ("trigger"), a card
    exiled with it ("linked", MTG 607.2a, 406.6), the card it revealed ("revealed")."""

    role: LinkRole
    object: Id


class ObjectModel(Strict):
    id: Id
    card: str = Field(min_length=1)
    pitch: str | None = None
    owner: str
    controller: str | None = None
    zone: str  # checked against the file's game by the reader, which names that game's zones
    zone_owner: str | None = None
    face: int = Field(default=0, ge=-1)
    face_down: bool = False
    private: bool | None = None
    under: str | None = None
    choices: list[ChoiceModel] = Field(default_factory=list)
    references: list[ReferenceModel] = Field(default_factory=list)
    targets: list[str] = Field(default_factory=list)
    # MTG: when it was turned face up (M17), entered its zone, and which object each target was
    face_up_since: int | None = Field(default=None, ge=0)
    entered_at: int | None = Field(default=None, ge=0)
    incarnation: int = Field(default=0, ge=0)
    target_marks: list[int] = Field(default_factory=list)
    links: list[LinkModel] = Field(default_factory=list)


class DurationModel(Strict):
    kind: DurationKind = "indefinite"
    player: str | None = None


class CardRefModel(Strict):
    card: str
    pitch: str | None = None


class EffectModel(Strict):
    id: Id
    kind: EffectKind
    controller: str
    timestamp: int = Field(ge=0)
    source: str | None = None
    source_name: str = ""
    duration: DurationModel = Field(default_factory=DurationModel)
    target: str | None = None
    affects: FilterModel | None = None
    name: str = ""
    position: int = Field(default=0, ge=0)
    cant_gain: bool = False
    copy_of: CardRefModel | None = None  # a copy of a card by name (no object stands for it)
    copy_of_object: Id | None = None  # a copy of this object: its copiable values (MTG 707.2)
    copy_face_down: bool = False  # the object copied was face down: no name (708.2a)
    choice: ChoiceModel | None = None
    enabled: bool = True
    applies_in: list[str] = Field(default_factory=list)  # MTG: "as enters" effects (M15)
    # it ended and stays listed: its object changed zones, a sticker went to a hidden zone,
    # or its duration ran out
    ended: Ending = ""
    ability: ReferenceModel | None = None  # what a gain_ability effect gives (MTG 613.1f, 607.5)


_CHECKS = (
    "status", "found", "missed", "names", "moniker", "resolves", "legal", "illegal",
    "protected_from", "state", "turn", "active_player",
)  # fmt: skip


class ExpectModel(Strict):
    """An assertion: a reference's status and found/missed ids, or an object's names; for MTG
    also a spell's targets on resolution (M12) or what a holder has protection from (M13); an
    effect's state; the turn and the active player.

    `after` says when: after the action at that index (0 first) or with that `label`, or
    "start" for the board before any action; by default after every action. `found` and
    `missed` are the exact lists unless `includes` (then each must be among them); `names`
    compares as a set unless `ordered`. An entry that checks nothing is an error."""

    after: int | str | None = None
    includes: bool = False
    ordered: bool = False
    turn: int | None = Field(default=None, ge=1)
    active_player: str | None = None
    reference: str | None = None
    status: FindingStatus | None = None
    found: list[str] | None = None
    missed: list[str] | None = None
    object: str | None = None
    names: list[str] | None = None
    moniker: str | None = None
    resolution: str | None = None  # the id of a spell or ability on the stack
    resolves: bool | None = None
    legal: list[str] | None = None
    illegal: list[str] | None = None
    protection: str | None = None  # the id of an object or player with protection
    protected_from: list[str] | None = None
    effect: str | None = None  # the id of an effect, and the state it is in
    state: EffectState | None = None

    @model_validator(mode="after")
    def _checks_something(self) -> ExpectModel:
        if all(getattr(self, name) is None for name in _CHECKS):
            raise ValueError(f"an expectation must check something ({', '.join(_CHECKS)})")
        return self


class ActionModel(Strict):
    """One user action. `type` names it; the other fields are that action's parameters;
    `label` names the step for checkpoints (`expect` entries' `after`) and the undo history."""

    type: ActionKind
    label: str | None = Field(default=None, min_length=1, max_length=200)
    # the undo history's words for the step this action begins, as the window showed them
    # (written only where they differ from the words made from the action and its label)
    step: str | None = Field(default=None, min_length=1, max_length=200)
    joined: bool = False  # one undo step with the action before it (a gesture of several)
    object: ObjectModel | None = None
    object_id: str | None = None
    zone: str | None = None
    zone_owner: str | None = None
    player: str | None = None
    to_bottom: bool = False
    index: int | None = None
    card: str | None = None
    pitch: str | None = None
    face_down: bool | None = None
    face: int | None = None
    effect: EffectModel | None = None
    effect_id: str | None = None
    enabled: bool | None = None
    choice: ChoiceModel | None = None
    add: bool = False  # make_choice: one more choice under its key ("choose two card names")
    targets: list[str] | None = None
    links: list[LinkModel] | None = None
    reference: ReferenceModel | None = None  # add_reference, replace_reference
    key: str | None = None  # remove_reference: the key of the written ability
    whole_card: bool = False  # the ability is written on the card, for every copy of it


class TranslationModel(Strict):
    """The title and description of a scenario in another language."""

    title: str = ""
    description: str = ""


class ScenarioModel(Strict):
    """A whole scenario file. `translations` maps a language code ("es") to its title and
    description in that language; card names stay English (FaB CR 2.7.4, MTG Oracle names)."""

    schema_version: Literal[1]
    game: Game
    title: str = ""
    description: str = ""
    rulings: list[str] = Field(default_factory=list)
    # the reference (finding id, "hex:grant") pictures and presentation show; see headline.py
    focus: str | None = Field(default=None, min_length=1, max_length=200)
    translations: dict[str, TranslationModel] = Field(default_factory=dict)
    format: str = ""
    players: list[PlayerModel] = Field(min_length=2, max_length=4)
    turn: int = Field(default=1, ge=1)
    active_player: str | None = None
    next_timestamp: int | None = Field(default=None, ge=1)
    objects: list[ObjectModel] = Field(default_factory=list)
    effects: list[EffectModel] = Field(default_factory=list)
    actions: list[ActionModel] = Field(default_factory=list)
    expect: list[ExpectModel] = Field(default_factory=list)
    # cards the bundled library lacks, as the file saw them, and abilities written per card
    cards: list[CardSnapshotModel] = Field(default_factory=list)

    def title_in(self, language: str) -> str:
        """The title in `language` when the file has one, else the English title."""
        translated = self.translations.get(language)
        return translated.title if translated and translated.title else self.title

    def description_in(self, language: str) -> str:
        translated = self.translations.get(language)
        return (
            translated.description if translated and translated.description else (self.description)
        )
