"""The scenario file format (version 1): a board, the actions that follow it, and expectations.

Objects name their card by name (plus `pitch` or `face` where needed), so a judge can write one
by hand. `actions`, when present, are applied in order to the board the file describes (they
become the undo history in the app). `expect` lists findings and names the file asserts: the
examples gallery doubles as the test suite, and `namesake check` reports any that fail.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from sandbox.cards.reference_schema import (
    LIST,
    WORD,
    FilterModel,
    ReferenceModel,
    Strict,
    Word,
    Words,
)
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
# How much one file may hold: beyond these a file is refused before anything is built from it
# (the work of deriving a board grows with them); the writer keeps to them too.
MAX_OBJECTS = 20_000  # objects, and objects plus actions
MAX_ACTIONS = 20_000
MAX_EFFECTS = 2_000
MAX_ENTRIES = 2_000  # expectations, embedded cards
MAX_RULINGS = 200
DESCRIPTION = 20_000  # characters of a description
# timestamps stop this far below 2^53, so a table opened at the limit can still take every
# event its actions make and be saved again
TIMESTAMP_ROOM = 2**20
LARGEST_TIMESTAMP = 2**53 - TIMESTAMP_ROOM
Stamp = Annotated[int, Field(ge=0, le=LARGEST_TIMESTAMP)]
Many = Annotated[int, Field(le=LARGEST_TIMESTAMP)]  # a count, index or position


class PlayerModel(Strict):
    id: Id
    name: str = Field(min_length=1, max_length=WORD)
    hero: Word = ""


class ChoiceModel(Strict):
    """A chosen card name. `ability`: the key of the ability it was made for (the one that
    refers to the chosen name); `made_as`: the card the object was, or copied, when it was
    made (MTG 607.2, 607.5a). Without them it links to every ability of its object."""

    key: Word = "named"
    name: Word | None = None
    chosen_by: Word | None = None
    secret: bool = False
    ability: Word = ""
    made_as: Word = ""


class LinkModel(Strict):
    """An object related to this one: the object that triggered its ability ("trigger"), a card
    exiled with it ("linked", MTG 607.2a, 406.6), the card it revealed ("revealed")."""

    role: LinkRole
    object: Id


class LastKnownModel(Strict):
    """An object this one relates to (a target or a link) as it was just before it left the
    zone it was in (`left_zone`) or was turned face up or down: its names then (MTG 608.2h)."""

    object: Id
    names: Words = Field(default_factory=list)
    left_zone: bool = True


class ObjectModel(Strict):
    id: Id
    card: str = Field(min_length=1, max_length=WORD)
    pitch: Word | None = None
    owner: Word
    controller: Word | None = None
    zone: Word  # checked against the file's game by the reader, which names that game's zones
    zone_owner: Word | None = None
    face: int = Field(default=0, ge=-1, le=LIST)
    face_down: bool = False
    private: bool | None = None
    under: Word | None = None
    choices: list[ChoiceModel] = Field(default_factory=list, max_length=LIST)
    references: list[ReferenceModel] = Field(default_factory=list, max_length=LIST)
    targets: Words = Field(default_factory=list)
    # MTG: when it was turned face up (M17), entered its zone, and which object each target was
    face_up_since: Stamp | None = None
    entered_at: Stamp | None = None
    incarnation: Stamp = 0
    target_marks: list[Many] = Field(default_factory=list, max_length=LIST)
    links: list[LinkModel] = Field(default_factory=list, max_length=LIST)
    last_known: list[LastKnownModel] = Field(default_factory=list, max_length=LIST)


class DurationModel(Strict):
    kind: DurationKind = "indefinite"
    player: Word | None = None


class CardRefModel(Strict):
    card: Word
    pitch: Word | None = None


class EffectModel(Strict):
    id: Id
    kind: EffectKind
    controller: Word
    timestamp: Stamp
    source: Word | None = None
    source_name: Word = ""
    duration: DurationModel = Field(default_factory=DurationModel)
    target: Word | None = None
    affects: FilterModel | None = None
    name: Word = ""
    position: int = Field(default=0, ge=0, le=LIST)
    cant_gain: bool = False
    copy_of: CardRefModel | None = None  # a copy of a card by name (no object stands for it)
    copy_of_object: Id | None = None  # a copy of this object: its copiable values (MTG 707.2)
    copy_face_down: bool = False  # the object copied was face down: no name (708.2a)
    choice: ChoiceModel | None = None
    enabled: bool = True
    applies_in: Words = Field(default_factory=list)  # MTG: "as enters" effects (M15)
    # it ended and stays listed: its object changed zones, a sticker went to a hidden zone,
    # or its duration ran out
    ended: Ending = ""
    ability: ReferenceModel | None = None  # what a gain_ability effect gives (MTG 613.1f, 607.5)


_Ids = Annotated[list[Word], Field(max_length=MAX_OBJECTS)]  # objects an expectation lists
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

    after: Many | Word | None = None
    includes: bool = False
    ordered: bool = False
    turn: Many | None = Field(default=None, ge=1)
    active_player: Word | None = None
    reference: Word | None = None
    status: FindingStatus | None = None
    found: _Ids | None = None
    missed: _Ids | None = None
    object: Word | None = None
    names: Words | None = None
    moniker: Word | None = None
    resolution: Word | None = None  # the id of a spell or ability on the stack
    resolves: bool | None = None
    legal: Words | None = None
    illegal: Words | None = None
    protection: Word | None = None  # the id of an object or player with protection
    protected_from: Words | None = None
    effect: Word | None = None  # the id of an effect, and the state it is in
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
    label: str | None = Field(default=None, min_length=1, max_length=WORD)
    # the undo history's words for the step this action begins, as the window showed them
    # (written only where they differ from the words made from the action and its label)
    step: str | None = Field(default=None, min_length=1, max_length=WORD)
    joined: bool = False  # one undo step with the action before it (a gesture of several)
    object: ObjectModel | None = None
    object_id: Word | None = None
    zone: Word | None = None
    zone_owner: Word | None = None
    player: Word | None = None
    to_bottom: bool = False
    index: Many | None = None
    card: Word | None = None
    pitch: Word | None = None
    face_down: bool | None = None
    face: int | None = Field(default=None, le=LIST)
    effect: EffectModel | None = None
    effect_id: Word | None = None
    enabled: bool | None = None
    choice: ChoiceModel | None = None
    add: bool = False  # make_choice: one more choice under its key ("choose two card names")
    targets: Words | None = None
    links: list[LinkModel] | None = Field(default=None, max_length=LIST)
    reference: ReferenceModel | None = None  # add_reference, replace_reference
    key: Word | None = None  # remove_reference: the key of the written ability
    whole_card: bool = False  # the ability is written on the card, for every copy of it


class TranslationModel(Strict):
    """The title and description of a scenario in another language."""

    title: Word = ""
    description: str = Field(default="", max_length=DESCRIPTION)


class ScenarioModel(Strict):
    """A whole scenario file. `translations` maps a language code ("es") to its title and
    description in that language; card names stay English (FaB CR 2.7.4, MTG Oracle names)."""

    schema_version: Literal[1]
    game: Game
    title: Word = ""
    description: str = Field(default="", max_length=DESCRIPTION)
    rulings: list[Word] = Field(default_factory=list, max_length=MAX_RULINGS)
    # the reference (finding id, "hex:grant") pictures and presentation show; see headline.py
    focus: str | None = Field(default=None, min_length=1, max_length=WORD)
    translations: dict[Word, TranslationModel] = Field(default_factory=dict, max_length=LIST)
    format: Word = ""
    players: list[PlayerModel] = Field(min_length=2, max_length=4)
    turn: Many = Field(default=1, ge=1)
    active_player: Word | None = None
    next_timestamp: Stamp | None = Field(default=None, ge=1)
    objects: list[ObjectModel] = Field(default_factory=list, max_length=MAX_OBJECTS)
    effects: list[EffectModel] = Field(default_factory=list, max_length=MAX_EFFECTS)
    actions: list[ActionModel] = Field(default_factory=list, max_length=MAX_ACTIONS)
    expect: list[ExpectModel] = Field(default_factory=list, max_length=MAX_ENTRIES)
    # cards the bundled library lacks, as the file saw them, and abilities written per card
    cards: list[CardSnapshotModel] = Field(default_factory=list, max_length=MAX_ENTRIES)

    def title_in(self, language: str) -> str:
        """The title in `language` when the file has one, else the English title."""
        translated = self.translations.get(language)
        return translated.title if translated and translated.title else self.title

    def description_in(self, language: str) -> str:
        translated = self.translations.get(language)
        return (
            translated.description if translated and translated.description else (self.description)
        )
