"""Effect presets: the effects the app offers by card (Amnesia, Mask of Many Faces, Clone...),
as data in the bundled ``cards/effect-presets.json``, and the bare form of every effect kind.

A preset says which card the effect comes from (its game and its name as in the bundled
library), the effect kind (`sandbox.model.vocabulary.EFFECT_KINDS`), what it applies to, how long
it lasts, how a name it gives is checked, and its menu label per language. The effect dialog
builds its form from the kind and fills it from the preset; no card name lives in the UI code.
The file is checked at load (`sandbox.cards.preset_file`, imported then: pydantic, then the
cards against the library): a mistake is one line naming the file and the preset.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sandbox import resources
from sandbox.cards.library import CardLibrary, bundled_library
from sandbox.model.vocabulary import EFFECT_KINDS, DurationKind, EffectKind

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
MTG_ONLY_KINDS = ("name_sticker", "copy")  # MTG 123.6 stickers; MTG 707 copy effects


class PresetError(ValueError):
    """The presets file is unreadable or wrong; the message names the file and the preset."""


@dataclass(frozen=True, slots=True)
class EffectPreset:
    """How the effect dialog is filled for one card's effect, or for a bare kind (no card)."""

    kind: EffectKind
    id: str = ""
    game: str = ""  # "" for every game
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

    def offered_in(self, game: str) -> bool:
        return self.game in ("", game)


def bare(kind: EffectKind) -> EffectPreset:
    """The form of an effect kind with no card behind it ("Set an object's name...")."""
    return EffectPreset(
        kind,
        id=kind,
        game="mtg" if kind in MTG_ONLY_KINDS else "",
        naming="card" if kind == "set_name" else "words",
    )


BARE_KINDS = tuple(bare(kind) for kind in EFFECT_KINDS)


def load_presets(path: Path, library: CardLibrary) -> tuple[EffectPreset, ...]:
    """Every preset in the file at `path`, each card checked against `library`."""
    from sandbox.cards.preset_file import read_presets  # pydantic models: on first load

    return read_presets(path, library)


@cache
def bundled_presets() -> tuple[EffectPreset, ...]:
    """The presets shipped in resources/cards, checked against the bundled library."""
    return load_presets(resources.path(*PRESETS_FILE), bundled_library())


def presets_for(game: str) -> tuple[EffectPreset, ...]:
    """The bundled presets of `game`, in the file's order."""
    return tuple(preset for preset in bundled_presets() if preset.game == game)
