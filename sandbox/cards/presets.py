"""Effect presets: the effects the app offers by card (Amnesia, Mask of Many Faces, Clone...),
as data in the bundled ``cards/effect-presets.json``, and the bare form of every effect kind.

A preset says which card the effect comes from (its game and its name as in the bundled
library), the effect kind (`sandbox.model.vocabulary.EFFECT_KINDS`), what it applies to, how long
it lasts, how a name it gives is checked, and its menu label per language. The effect dialog
builds its form from the kind and fills it from the preset; no card name lives in the UI code.
The file is checked at load (its pydantic models, built on first use, then the cards against
the library): a mistake is one line naming the file, the preset and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from sandbox import resources
from sandbox.cards.library import CardLibrary, bundled_library
from sandbox.cards.validation_text import problem_text
from sandbox.model import DURATIONS, EFFECT_KINDS, GAMES, DurationKind, EffectKind, Game

PRESETS_FILE = ("cards", "effect-presets.json")
MAX_BYTES = 1_000_000
# what an effect applies to: every object a player owns, one object, or the object that is
# the preset's card itself (Clone entering as a copy; "_____" renaming itself)
APPLIES_TO = ("player", "object", "source")
# how a given name is checked: a card name by the naming rules (kept as a choice, F12-F14,
# MTG 201.4), or any words (Witness Protection's "Legitimate Businessperson")
NAMINGS = ("card", "words")
NAME_KINDS = ("gain_name", "set_name")  # the kinds that give a name
ONE_OBJECT_KINDS = ("name_sticker", "copy")  # the kinds that apply to one object only
MTG_ONLY_KINDS: tuple[EffectKind, ...] = (
    "name_sticker",
    "copy",
)  # MTG 123.6 stickers; MTG 707 copy effects
_KIND_GAME: dict[EffectKind, Game] = {kind: "mtg" for kind in MTG_ONLY_KINDS}  # one game's kinds


class PresetError(ValueError):
    """The presets file is unreadable or wrong; the message names the file and the preset."""


@dataclass(frozen=True, slots=True)
class EffectPreset:
    """How the effect dialog is filled for one card's effect, or for a bare kind (no card)."""

    kind: EffectKind
    id: str = ""
    game: Game | Literal[""] = ""  # "" for every game
    card: str = ""  # the card the effect comes from; "" for a bare kind
    applies_to: str = "object"
    duration: DurationKind = "indefinite"
    naming: str = "words"
    name: str = ""  # the name it gives, as the form starts
    cant_gain: bool = False  # "lose_names": nor can they gain names (Amnesia, F10)
    labels: tuple[tuple[str, str], ...] = ()  # (language, menu label)

    def label(self, language: str) -> str:
        """The menu label in `language`, else in English ("" for a bare kind)."""
        by_language = dict(self.labels)
        return by_language.get(language) or by_language.get("en", "")

    def offered_in(self, game: Game) -> bool:
        return self.game in ("", game)


def bare(kind: EffectKind) -> EffectPreset:
    """The form of an effect kind with no card behind it ("Set an object's name...")."""
    return EffectPreset(
        kind,
        id=kind,
        game=_KIND_GAME.get(kind, ""),
        naming="card" if kind == "set_name" else "words",
    )


BARE_KINDS = tuple(bare(kind) for kind in EFFECT_KINDS)


def load_presets(path: Path, library: CardLibrary) -> tuple[EffectPreset, ...]:
    """Every preset in the file at `path`, each card checked against `library`."""
    return read_presets(path, library)


@cache
def bundled_presets() -> tuple[EffectPreset, ...]:
    """The presets shipped in resources/cards, checked against the bundled library."""
    return load_presets(resources.path(*PRESETS_FILE), bundled_library())


def presets_for(game: Game) -> tuple[EffectPreset, ...]:
    """The bundled presets of `game`, in the file's order."""
    return tuple(preset for preset in bundled_presets() if preset.game == game)


class _PresetModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: str = Field(min_length=1, max_length=64, pattern=r"^[a-z0-9-]+$")
    game: Game
    card: str = Field(min_length=1, max_length=200)
    kind: EffectKind
    applies_to: Literal["player", "object", "source"] = "object"
    duration: DurationKind = "indefinite"
    naming: Literal["card", "words"] = "words"
    name: str = Field(default="", max_length=200)
    cant_gain: bool = False
    label: dict[str, str]

    @field_validator("game", mode="before")
    @classmethod
    def _known_game(cls, game: str) -> str:
        return _one_of(game, GAMES, "a game")

    @field_validator("kind", mode="before")
    @classmethod
    def _known_kind(cls, kind: str) -> str:
        return _one_of(kind, EFFECT_KINDS, "an effect kind")

    @field_validator("duration", mode="before")
    @classmethod
    def _known_duration(cls, duration: str) -> str:
        return _one_of(duration, DURATIONS, "a duration")

    @field_validator("label")
    @classmethod
    def _labelled(cls, label: dict[str, str]) -> dict[str, str]:
        if not label.get("en", "").strip():
            raise ValueError("needs an English label (en)")
        for language, text in label.items():
            if len(language) != 2 or not text.strip() or len(text) > 120:
                raise ValueError(f"label {language!r}: a two-letter language and 1-120 chars")
        return label

    @model_validator(mode="after")
    def _fits_its_kind(self) -> _PresetModel:
        if self.applies_to == "player" and self.kind in ONE_OBJECT_KINDS:
            raise ValueError(f"a {self.kind} effect applies to one object, not a player")
        if self.kind in MTG_ONLY_KINDS and self.game != _KIND_GAME[self.kind]:
            raise ValueError(f"a {self.kind} effect is an MTG effect")
        if self.cant_gain and self.kind != "lose_names":
            raise ValueError("cant_gain is for lose_names effects")
        if (self.naming == "card" or self.name) and self.kind not in NAME_KINDS:
            raise ValueError(f"naming and name are for effects that give a name {NAME_KINDS}")
        return self

    def to_preset(self) -> EffectPreset:
        return EffectPreset(
            self.kind,
            id=self.id,
            game=self.game,
            card=self.card,
            applies_to=self.applies_to,
            duration=self.duration,
            naming=self.naming,
            name=self.name,
            cant_gain=self.cant_gain,
            labels=tuple(self.label.items()),
        )


class _PresetsFileModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    about: str = ""
    presets: list[_PresetModel]

    @model_validator(mode="after")
    def _ids_once(self) -> _PresetsFileModel:
        seen: set[str] = set()
        for preset in self.presets:
            if preset.id in seen:
                raise ValueError(f'preset id "{preset.id}" is used twice')
            seen.add(preset.id)
        return self


def _one_of(value: str, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise ValueError(f"{value!r} is not {what} ({', '.join(allowed)})")
    return value


def read_presets(path: Path, library: CardLibrary) -> tuple[EffectPreset, ...]:
    """Every preset in the file at `path`, each card checked against `library`."""
    if path.stat().st_size > MAX_BYTES:
        raise PresetError(f"{path.name}: larger than {MAX_BYTES} bytes")
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise PresetError(f"{path.name}: not JSON text ({error})") from None
    try:
        parsed = _PresetsFileModel.model_validate(raw)
    except ValidationError as error:
        raise PresetError(_where(path.name, raw, error)) from None
    for number, preset in enumerate(parsed.presets, 1):
        names = {card.name for card in library.cards(preset.game)}
        if preset.card not in names:
            raise PresetError(
                f'{path.name}: preset {number} ("{preset.id}"): card: no card named '
                f'"{preset.card}" in the {preset.game} library'
            )
    return tuple(preset.to_preset() for preset in parsed.presets)


def _where(file: str, raw: Any, error: ValidationError) -> str:
    """The first problem, as one line: file, preset (number and id), field, message."""
    first = error.errors()[0]
    loc = list(first["loc"])
    message = problem_text(first, _PresetsFileModel).removeprefix("Value error, ")
    if len(loc) >= 2 and loc[0] == "presets" and isinstance(loc[1], int):
        number = loc[1]
        entry = raw["presets"][number] if isinstance(raw, dict) else None
        name = entry.get("id") if isinstance(entry, dict) else None
        shown = f' ("{name}")' if isinstance(name, str) else ""
        field = ".".join(str(part) for part in loc[2:])
        where = f"preset {number + 1}{shown}" + (f": {field}" if field else "")
        return f"{file}: {where}: {message}"
    field = ".".join(str(part) for part in loc) or "top level"
    return f"{file}: {field}: {message}"
