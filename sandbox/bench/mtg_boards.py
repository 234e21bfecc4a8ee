"""Synthetic Magic boards for the derive benchmark, shaped like a real (huge) multiplayer game.

Four players; most objects sit in libraries, graveyards and exile, while the battlefield and the
stack stay at a realistic size (at most 40 permanents a player, 10 spells on the stack, each
targeting something). Split, flip, double-faced and adventurer cards are mixed in. 10% as many
effects as objects (name stickers, copy effects, a few names set) and 30% as many references
(literal, chosen, same name as, shared, different names, first printed in Antiquities, self,
protection from a chosen name), as judge-written abilities.
"""

from __future__ import annotations

import random
from dataclasses import replace

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Board,
    CardDef,
    Choice,
    Effect,
    GameObject,
    LooksFor,
    ObjectFilter,
    Player,
    ReferenceSpec,
    Zone,
)

PLAYERS = ("p1", "p2", "p3", "p4")
CARDS = (
    "Island",
    "Ornithopter",
    "Millstone",
    "Mishra's Factory",
    "Grizzly Bears",
    "Lightning Bolt",
    "Fire // Ice",
    "Akki Lavarunner // Tok-Tok, Volcano Born",
    "Delver of Secrets // Insectile Aberration",
    "Bonecrusher Giant // Stomp",
    "Wolf in _____ Clothing",
    "_____ Goblin",
    "Clone",
    "Atog",
)
NAMES = ("Island", "Ornithopter", "Grizzly Bears", "Fire", "Stomp", "Atog", "Lightning Bolt")
WORDS = ("Sheep's", "Dark", "Mighty", "Tiny", "Atog")
BATTLEFIELD_PER_PLAYER = 40
STACK = 10
_SPREAD: tuple[tuple[Zone, int], ...] = (
    ("library", 60),
    ("graveyard", 14),
    ("exile", 8),
    ("hand", 8),
    ("battlefield", 10),
)
_ANTIQUITIES = ("Ornithopter", "Millstone", "Mishra's Factory", "Atog", "Onulet")


def _cards() -> list[CardDef]:
    """The cards, without their printed abilities: the board's references are the ones below."""
    library = bundled_library()
    return [replace(library.resolve("mtg", name), references=()) for name in CARDS]


def _reference(number: int) -> ReferenceSpec:
    kind = number % 8
    key = f"r{number}"
    battlefield = ObjectFilter(zones=("battlefield",))
    if kind == 0:
        return ReferenceSpec(
            key,
            "Islands you control",
            "identification",
            LooksFor("names", names=("Island",)),
            ObjectFilter(zones=("battlefield",), controller="you"),
            functions_in=("battlefield",),
        )
    if kind == 1:
        return ReferenceSpec(
            key,
            "spells with the chosen name",
            "identification",
            LooksFor("chosen"),
            ObjectFilter(zones=("hand", "stack")),
            functions_in=("battlefield",),
        )
    if kind == 2:
        anchor = ObjectFilter(zones=("graveyard",), zone_owner="opponent", top=1)
        return ReferenceSpec(
            key,
            "cards with the same name as that card",
            "identification",
            LooksFor("same_name_as", anchor=anchor, include_anchor=True),
            ObjectFilter(zones=("graveyard",), zone_owner="opponent"),
            functions_in=("stack",),
        )
    if kind == 3:
        return ReferenceSpec(
            key,
            "permanents with the same name as another",
            "identification",
            LooksFor("shared_name"),
            battlefield,
            functions_in=("battlefield",),
        )
    if kind == 4:
        return ReferenceSpec(
            key,
            "cards with different names",
            "identification",
            LooksFor("different_names"),
            ObjectFilter(zones=("graveyard",), zone_owner="you", top=4),
            functions_in=("stack",),
        )
    if kind == 5:
        return ReferenceSpec(
            key,
            "names originally printed in Antiquities",
            "identification",
            LooksFor("first_printed_in", names=_ANTIQUITIES, set="ATQ"),
            ObjectFilter(zones=("battlefield",), kind="card"),
            functions_in=("battlefield",),
        )
    if kind == 6:
        return ReferenceSpec(
            key,
            "protection from the chosen card name",
            "identification",
            LooksFor("chosen"),
            ObjectFilter(zones=("battlefield", "stack")),
            functions_in=("battlefield",),
            protection="you",
        )
    return ReferenceSpec(key, "this", "self", LooksFor("self"))


def _zone(rng: random.Random, owner: str, counts: dict[tuple[str, str], int]) -> Zone:
    zone = rng.choices([z for z, _ in _SPREAD], [w for _, w in _SPREAD])[0]
    if zone != "battlefield":
        return zone
    if counts.get(("", "stack"), 0) < STACK:
        counts[("", "stack")] = counts.get(("", "stack"), 0) + 1
        return "stack"
    if counts.get((owner, zone), 0) >= BATTLEFIELD_PER_PLAYER:
        return "library"
    counts[(owner, zone)] = counts.get((owner, zone), 0) + 1
    return zone


def _face(rng: random.Random, card: CardDef, zone: Zone) -> int:
    if len(card.faces) < 2:
        return 0
    if card.layout == "split" and zone != "stack":
        return -1
    return rng.randrange(len(card.faces)) if zone in ("stack", "battlefield") else 0


def mtg_board(size: int, seed: int = 1) -> Board:
    """A board of `size` objects with size/10 effects and 3*size/10 references."""
    rng = random.Random(seed)
    cards = _cards()
    counts: dict[tuple[str, str], int] = {}
    objects: list[GameObject] = []
    for number in range(size):
        owner = PLAYERS[number % len(PLAYERS)]
        zone = _zone(rng, owner, counts)
        card = rng.choice(cards)
        refs = (_reference(number),) if number % 10 < 3 else ()
        choices = (Choice("named", rng.choice(NAMES), owner),) if number % 10 in (1, 6) else ()
        objects.append(
            GameObject(
                f"o{number}",
                card,
                owner,
                owner,
                zone,
                None if zone in ("battlefield", "stack", "exile") else owner,
                face=_face(rng, card, zone),
                choices=choices,
                extra_references=refs,
            )
        )
    _aim(rng, objects)
    public = [o for o in objects if o.zone in ("battlefield", "graveyard", "exile", "stack")]
    effects = [_effect(i, rng, public, cards) for i in range(size // 10)]
    return Board(
        "mtg",
        tuple(Player(p, p.upper()) for p in PLAYERS),
        tuple(objects),
        tuple(effects),
        active_player="p1",
        next_timestamp=len(effects) + 1,
    )


def _aim(rng: random.Random, objects: list[GameObject]) -> None:
    """Give each spell on the stack a permanent and a player as targets."""
    permanents = [o.id for o in objects if o.zone == "battlefield"]
    for at, obj in enumerate(objects):
        if obj.zone == "stack" and permanents:
            targets = (rng.choice(permanents), rng.choice(PLAYERS))
            objects[at] = GameObject(
                obj.id,
                obj.card,
                obj.owner,
                obj.controller,
                obj.zone,
                obj.zone_owner,
                obj.face,
                choices=obj.choices,
                extra_references=obj.extra_references,
                targets=targets,
            )


def _effect(
    number: int, rng: random.Random, public: list[GameObject], cards: list[CardDef]
) -> Effect:
    target = rng.choice(public)
    stamp = number + 1
    if number % 3 == 0:
        return Effect(
            "copy",
            target.controller,
            id=f"e{number}",
            timestamp=stamp,
            source_name="Clone",
            target=target.id,
            copy_of=rng.choice(cards),
        )
    if number % 11 == 5:
        return Effect(
            "set_name",
            target.controller,
            id=f"e{number}",
            timestamp=stamp,
            source_name="Witness Protection",
            target=target.id,
            name="Legitimate Businessperson",
        )
    return Effect(
        "name_sticker",
        target.owner,
        id=f"e{number}",
        timestamp=stamp,
        source_name="name sticker",
        target=target.id,
        name=rng.choice(WORDS),
        position=rng.randrange(4),
    )
