"""Protection (MTG 702.16): who has protection from which sources, and why (M13, M14).

Two sources of protection:
- a printed "Protection from [quality]" whose quality is a color, a card type or a subtype:
  it never looks at names, even when a source is named like the quality (702.16a, M13);
- a name-using ability with `protection` set ("self" or "you"): the quality is a name because
  the ability says so (Runed Halo's "the chosen card name", Knight in _____ Armor's sticker
  letters). Its finding lists the sources it protects from.
"Protection from multicolored" (and monocolored, colorless) counts a source's colors; from
"the chosen player" covers what that player controls, or owns and nobody else controls
(702.16k): the player is the holder's choice under the key "player".
A player's protection is worked out after every object's characteristics (613.10, M14): it
looks at each source's names as they are now.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from sandbox.model.board import Board, GameObject
from sandbox.model.cards import CardDef, Face
from sandbox.model.findings import Finding, Miss
from sandbox.model.names import NameState, fold
from sandbox.model.reasons import Reason, reason

if TYPE_CHECKING:
    from sandbox.model.rulesets.base import Ruleset

COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPES = (
    "artifact",
    "creature",
    "enchantment",
    "instant",
    "sorcery",
    "planeswalker",
    "land",
    "battle",
)
SOURCE_ZONES = ("battlefield", "stack")
_PROTECTION = re.compile(r"[Pp]rotection from ([^.\n(]+)")
_SEPARATORS = re.compile(r",? and from |, from |, and | and ")


@dataclass(frozen=True, slots=True)
class Quality:
    """One "protection from [quality]" that is not a name: kind color, colors (multicolored,
    monocolored, colorless), type, subtype, player (the chosen player) or everything."""

    kind: str
    value: str
    text: str


@dataclass(frozen=True, slots=True)
class Protection:
    """A protection in force: its holder (an object or a player) and what it protects from."""

    holder: str
    player: bool
    source_id: str
    key: str
    text: str
    by_name: bool
    protects_from: tuple[str, ...]
    missed: tuple[Miss, ...]
    reasons: tuple[Reason, ...]


def qualities(text: str) -> tuple[Quality, ...]:
    """The non-name qualities of every "Protection from ..." in a face's text (702.16a)."""
    return _qualities(text) if "rotection from" in text else ()


@lru_cache(maxsize=512)
def _qualities(text: str) -> tuple[Quality, ...]:
    found: list[Quality] = []
    for match in _PROTECTION.finditer(text):
        phrase = match.group(1).strip()
        if "name" in phrase.casefold():
            continue  # a name quality is a reference with `protection` (M13)
        for part in _SEPARATORS.split(phrase):
            quality = _quality(part.strip().removeprefix("from ").strip())
            if quality is not None:
                found.append(quality)
    return tuple(found)


def _quality(word: str) -> Quality | None:
    folded = word.casefold()
    if not folded:
        return None
    if folded in COLORS:
        return Quality("color", COLORS[folded], word)
    if folded == "everything":
        return Quality("everything", "", word)
    if folded in ("multicolored", "monocolored", "colorless"):
        return Quality("colors", folded, word)  # 702.16a: how many colors it has
    if folded in ("the chosen player", "a player"):
        return Quality("player", "player", word)  # 702.16k
    for card_type in CARD_TYPES:
        if card_type in _singulars(folded):
            return Quality("type", card_type, word)
    if " " in folded:
        return None  # "each color", "the chosen player"...: not a quality this model reads
    return Quality("subtype", word, word)


def _singulars(word: str) -> set[str]:
    forms = {word}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    if word.endswith("ves"):
        forms.add(word[:-3] + "f")
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s"):
        forms.add(word[:-1])
    return forms


def has_quality(quality: Quality, faces: Sequence[Face]) -> bool:
    """Whether a source with these faces has the quality (colors, types; never names)."""
    if quality.kind == "everything":
        return True
    if quality.kind == "color":
        return any(quality.value in face.colors for face in faces)
    if quality.kind == "colors":
        count = len({color for face in faces for color in face.colors})
        return {"multicolored": count >= 2, "monocolored": count == 1}.get(quality.value, not count)
    if quality.kind == "player":
        return False  # not a characteristic: see ProtectionDeriver._from_player
    wanted = _singulars(fold(quality.value))
    return any(fold(t) in wanted for face in faces for t in face.types)


class ProtectionDeriver:
    """Works out every protection on a board from its derived names and findings."""

    def __init__(
        self,
        board: Board,
        ruleset: Ruleset,
        names: Mapping[str, NameState],
        cards: Mapping[str, CardDef],
    ) -> None:
        self.board = board
        self.ruleset = ruleset
        self.names = names
        self.cards = cards
        self.sources = [o for o in board.objects if o.zone in SOURCE_ZONES]
        self._faces: dict[str, tuple[Face, ...]] = {}
        # per card (told by identity, each entry keeping its card): whether it protects
        self._protecting: dict[int, tuple[CardDef, bool]] = {}

    def faces(self, obj: GameObject) -> tuple[Face, ...]:
        faces = self._faces.get(obj.id)
        if faces is None:
            # face down: no characteristics but those the rules give it (708.2)
            faces = () if obj.face_down else self.ruleset.faces(obj, self.cards.get(obj.id))
            self._faces[obj.id] = faces
        return faces

    def printed(self, holder: GameObject) -> list[Protection]:
        if holder.zone != "battlefield":
            return []
        if not self._may_protect(self.cards.get(holder.id) or holder.card):
            return []
        found: list[Protection] = []
        for face in self.faces(holder):
            for number, quality in enumerate(qualities(face.text)):
                found.append(self._by_quality(holder, quality, number))
        return found

    def _may_protect(self, card: CardDef) -> bool:
        """Whether any face of `card` has a printed protection, once per card (most have none)."""
        known = self._protecting.get(id(card))
        if known is None:
            known = self._protecting[id(card)] = (card, any(qualities(f.text) for f in card.faces))
        return known[1]

    def _by_quality(self, holder: GameObject, quality: Quality, number: int) -> Protection:
        covered: list[str] = []
        missed: list[Miss] = []
        chosen = holder.chosen_names(quality.value) if quality.kind == "player" else ()
        for source in self.sources:
            from_player = bool(chosen) and self._from_player(source, chosen[0])
            if from_player or has_quality(quality, self.faces(source)):
                covered.append(source.id)
            elif quality.kind == "subtype" and self._named_like(source, quality):
                missed.append(Miss(source.id, (_not_a_name(quality, self.names[source.id]),)))
        why = reason(
            "protection.quality",
            rulings=("M13",),
            rules=("702.16a", "702.16k") if quality.kind == "player" else ("702.16a",),
            quality=quality.text,
            kind=quality.kind,
        )
        return Protection(
            holder.id,
            False,
            holder.id,
            f"printed:{number}",
            f"Protection from {quality.text}",
            False,
            tuple(covered),
            tuple(missed),
            (why,),
        )

    def _from_player(self, source: GameObject, player: str) -> bool:
        """702.16k: controlled by `player`, or owned by them and controlled by nobody else."""
        controller = self.ruleset.controller_of(source)
        return controller == player or (controller is None and source.owner == player)

    def _named_like(self, source: GameObject, quality: Quality) -> bool:
        wanted = _singulars(fold(quality.value))
        return any(
            word in wanted for name in self.names[source.id].names for word in fold(name).split()
        )

    def by_name(self, finding: Finding, holder: str, player: bool) -> Protection:
        reasons = [reason("protection.by_name", rulings=("M13",), rules=("702.16a",))]
        if player:
            reasons.append(
                reason("protection.player_after_objects", rulings=("M14",), rules=("613.10",))
            )
        covered = tuple(o for o in finding.found if self._is_source(o))
        return Protection(
            holder,
            player,
            finding.source_id,
            f"ref:{finding.key}",
            finding.text,
            True,
            covered,
            (),
            tuple(reasons),
        )

    def _is_source(self, object_id: str) -> bool:
        obj = self.board.object(object_id)
        return obj is not None and obj.zone in SOURCE_ZONES


def _not_a_name(quality: Quality, state: NameState) -> Reason:
    return reason(
        "protection.quality_not_name",
        rulings=("M13",),
        rules=("702.16a",),
        quality=quality.text,
        has=state.names,
    )


def derive_protections(
    board: Board,
    ruleset: Ruleset,
    names: Mapping[str, NameState],
    findings: Sequence[Finding],
    cards: Mapping[str, CardDef],
    battlefield: Sequence[GameObject] | None = None,
) -> tuple[Protection, ...]:
    """Every protection on the board: printed qualities first, then name protections, objects'
    before players' (613.10, M14). `battlefield`: the objects there in board order, when the
    caller has them at hand."""
    deriver = ProtectionDeriver(board, ruleset, names, cards)
    result: list[Protection] = []
    if battlefield is None:
        battlefield = [obj for obj in board.objects if obj.zone == "battlefield"]
    for obj in battlefield:
        result.extend(deriver.printed(obj))
    players: list[Protection] = []
    for finding in findings:
        if not finding.protection or finding.status == "n/a":
            continue
        source = board.object(finding.source_id)
        if source is None:
            continue
        if finding.protection == "self":
            result.append(deriver.by_name(finding, source.id, False))
        else:
            holder = ruleset.controller_of(source) or source.owner
            players.append(deriver.by_name(finding, holder, True))
    return (*result, *players)


def protection_against(
    protections: Sequence[Protection], holder: str, source_id: str, player: bool = False
) -> Protection | None:
    """The first protection `holder` (a player if `player`) has from `source_id`, if any."""
    for protection in protections:
        if (
            protection.holder == holder
            and protection.player == player
            and source_id in protection.protects_from
        ):
            return protection
    return None
