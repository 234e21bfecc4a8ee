"""The zone and possessive words of card text, per game, and `Where`: the zones and players a
sentence points at ("your graveyard": zone graveyard, zone owner you; "an opponent's hand": the
opponent's hand). where.py reads a sentence into a `Where`; shown.py finds the cards an earlier
sentence showed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sandbox.cards.reading.whose import (
    ANY,
    OPPONENT,
    TARGET_PLAYER,
    YOU,
    through_object,
    zone_owner_before,
)
from sandbox.model import Game, Related, Zone, ZoneWord


def _in_order(slots: tuple[Zone, ...]) -> list[tuple[Zone, ...]]:
    """Every non-empty run of `slots` kept in their printed order."""
    return [
        tuple(slot for bit, slot in enumerate(slots) if mask >> bit & 1)
        for mask in range(1, 1 << len(slots))
    ]


def _listed(slots: tuple[Zone, ...], joined: str) -> str:
    """How a card lists equipment zones: "head zone", "arms or legs zone", "head, chest, arms,
    and legs zones" (FaB writes the plural after "and")."""
    zone = "zones" if joined == "and" and len(slots) > 1 else "zone"
    if len(slots) == 1:
        return f"{slots[0]} {zone}"
    if len(slots) == 2:
        return f"{slots[0]} {joined} {slots[1]} {zone}"
    return f"{', '.join(slots[:-1])}, {joined} {slots[-1]} {zone}"


ZONE_WORDS: dict[Game, dict[str, tuple[Zone, ...]]] = {
    "fab": {
        "graveyard": ("graveyard",),
        "graveyards": ("graveyard",),
        "deck": ("deck",),
        "decks": ("deck",),
        "hand": ("hand",),
        "hands": ("hand",),
        "arsenal": ("arsenal",),
        "arsenals": ("arsenal",),
        "banished zone": ("banished",),
        "banished zones": ("banished",),
        "pitch zone": ("pitch",),
        "pitch": ("pitch",),
        "soul": ("hero",),  # a hero's soul: the cards under the hero card (FaB CR 3.11.5)
        "equipment zones": ("head", "chest", "arms", "legs"),
        "equipment zone": ("head", "chest", "arms", "legs"),
        "weapon zone": ("weapon",),
        "weapon zones": ("weapon",),
        # "a Frostbite in their head zone", "… in an opposing hero's arms or legs zone", "each
        # Frostbite in their head, chest, arms, or legs zone"
        **{
            _listed(slots, joined): slots
            for slots in _in_order(("head", "chest", "arms", "legs"))
            for joined in ("or", "and")
        },
    },
    "mtg": {
        "graveyard": ("graveyard",),
        "graveyards": ("graveyard",),
        "library": ("library",),
        "libraries": ("library",),
        "hand": ("hand",),
        "hands": ("hand",),
        "exile": ("exile",),
        "command zone": ("command",),  # "a plane card named X is in the command zone"
    },
}
POSSESSIVES = {
    "your": YOU,
    "their": "",  # an opponent when the card hits or targets one, else any (see _their)
    "his or her": "",
    "its owner's": "owner_of",  # of the object named before (see _through_object)
    "its controller's": "controller_of",
    "that player's": "",
    "that": "",  # "from that graveyard": the zone named before, whose owner is said there
    "target player's": TARGET_PLAYER,
    "a player's": ANY,
    "each player's": ANY,
    "all": ANY,
    "target opponent's": TARGET_PLAYER,
    "an opponent's": OPPONENT,
    "each opponent's": OPPONENT,
    "the defending hero's": OPPONENT,
    "defending player's": OPPONENT,  # MTG 506.2: the player attacked
    "the defending player's": OPPONENT,
    "defending hero's": OPPONENT,
    "the attacking hero's": OPPONENT,
    "target hero's": TARGET_PLAYER,
    "target opposing hero's": TARGET_PLAYER,
    "the chosen player's": "",  # "choose an opponent … in the chosen player's graveyard"
    "the chosen opponent's": OPPONENT,
    "that hero's": "",  # the hero named before: "target hero … that hero's graveyard"
    "your opponent's": OPPONENT,
    "each opposing hero's": OPPONENT,
    "your hero's": YOU,  # FaB: "your hero's soul" (CR 3.11.5)
    "each hero's": ANY,
    "a hero's": ANY,
    "any hero's": ANY,
    "all heroes'": ANY,
    "an opposing hero's": OPPONENT,
    "a single opponent's": OPPONENT,  # "from a single opponent's graveyard"
    "a single": ANY,
    "opponents'": OPPONENT,  # "from opponents' graveyards"
    "opposing heroes'": OPPONENT,  # "in opposing heroes' hands"
    "heroes'": ANY,
    "your opponents'": OPPONENT,
    "each": ANY,
    "a": ANY,
    "any": ANY,
    "any player's": ANY,
}
ZONE_ALT = "|".join(sorted({w for z in ZONE_WORDS.values() for w in z}, key=len, reverse=True))
OWNER_ALT = "|".join(sorted(POSSESSIVES, key=len, reverse=True))
# each zone a whole word: "reveals their hand and exiles" lists one zone, not "hand and exile"
ZONE_LIST = rf"(?:{ZONE_ALT})\b(?:(?:,? and/or|,? and|,? or|,) (?:{OWNER_ALT} )?(?:{ZONE_ALT})\b)*"
ONE_ZONE = re.compile(rf"\b(?:{ZONE_ALT})\b", re.I)


@dataclass(frozen=True, slots=True)
class Where:
    """Zones and players a sentence points at; `found` is False when it names none."""

    zones: tuple[ZoneWord, ...] = ()
    zone_owner: str = ANY
    owner: str = ANY
    controller: str = ANY
    found: bool = False
    strong: bool = False  # read from a zone or control phrase, not guessed from a noun
    # a noun whose objects are in one zone by definition: a spell is on the stack (MTG 112.1),
    # a permanent on the battlefield (110.1); FaB's "attack" is also a verb, so not there
    by_definition: bool = False
    related: Related = ""  # the objects the source relates to ("revealed": revealed this way)
    top: int = 0  # only the first N cards of the zone ("the top four cards of your library")


def zones_in(words: str, game: Game) -> tuple[Zone, ...]:
    """The zones a list of zone words names ("hand and graveyard"), in order."""
    table = ZONE_WORDS[game]
    found = [table.get(m.group(0).casefold(), ()) for m in ONE_ZONE.finditer(words)]
    return tuple(dict.fromkeys(z for group in found for z in group))


def owner_said(word: str, card_text: str) -> str:
    """The zone owner a possessive names ("your": you; "its owner's": the owner of the object
    named before in `card_text`; "their": the player named before)."""
    owner = POSSESSIVES.get(word.casefold(), "" if word.casefold() == "that" else ANY)
    if owner in ("owner_of", "controller_of"):
        return through_object(owner, card_text)
    return zone_owner_before(card_text) if owner == "" else owner
