"""Synthetic Flesh and Blood boards for the derive benchmark, shaped like a real (huge) game.

Four players; most objects sit in decks, graveyards and banished zones, while the arena and the
combat chain stay at a realistic size (at most 12 permanents a player and 10 chain links), as
they would at a table. 10% as many effects as objects (Amnesia on a player, gained names on
single objects) and 30% as many references (the real kinds: names, chosen names, same name as,
shared names, self-references, definitions), as judge-written abilities. Group effects stay at
one Amnesia per player whatever the size; the other effects each bind to one object.
"""

from __future__ import annotations

import random

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Board,
    CardDef,
    Choice,
    Duration,
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
    "Head Jab",
    "Surging Strike",
    "Sink Below",
    "Snatch",
    "Whelming Gustwave",
    "Crouching Tiger",
    "Phoenix Flame",
    "Frostbite",
    "Ash",
    "Spectral Shield",
)
ARENA_PER_PLAYER = 12
CHAIN_LINKS = 10
_SPREAD: tuple[tuple[Zone, int], ...] = (
    ("deck", 60),
    ("graveyard", 14),
    ("banished", 8),
    ("hand", 8),
    ("pitch", 4),
    ("arsenal", 2),
    ("permanent", 4),
)


def _cards() -> list[CardDef]:
    library = bundled_library()
    plain = [card for card in library.cards("fab") if not card.references]
    return [card for name in CARDS for card in plain if card.name == name]


def _reference(number: int) -> ReferenceSpec:
    kind = number % 6
    key = f"r{number}"
    if kind == 0:
        return ReferenceSpec(
            key,
            "Head Jabs you control",
            "identification",
            LooksFor("names", names=("Head Jab",)),
            ObjectFilter(zones=("arena",), controller="you"),
            functions_in=("arena",),
        )
    if kind == 1:
        return ReferenceSpec(
            key,
            "the named card",
            "identification",
            LooksFor("chosen"),
            ObjectFilter(zones=("hand", "arsenal"), kind="card"),
            functions_in=("arena",),
        )
    if kind == 2:
        return ReferenceSpec(
            key,
            "same name among the top 5",
            "identification",
            LooksFor("shared_name"),
            ObjectFilter(zones=("deck",), zone_owner="opponent", top=5),
        )
    if kind == 3:
        anchor = ObjectFilter(zones=("graveyard",), zone_owner="opponent", top=1)
        return ReferenceSpec(
            key,
            "cards in their graveyard with that name",
            "identification",
            LooksFor("same_name_as", anchor=anchor, include_anchor=True),
            ObjectFilter(zones=("graveyard",), zone_owner="opponent"),
            functions_in=("combat_chain",),
        )
    if kind == 4:
        return ReferenceSpec(key, "this", "self", LooksFor("self"))
    return ReferenceSpec(
        key,
        "create a Spectral Shield",
        "definition",
        LooksFor("definition", creates="Spectral Shield"),
        functions_in=("arena",),
    )


def _zone(rng: random.Random, owner: str, counts: dict[tuple[str, str], int]) -> Zone:
    zones, weights = zip(*_SPREAD, strict=True)
    zone: Zone = rng.choices(zones, weights)[0]
    if zone == "permanent":
        if counts.get((owner, "chain"), 0) < CHAIN_LINKS // len(PLAYERS) + 1:
            counts[(owner, "chain")] = counts.get((owner, "chain"), 0) + 1
            return "combat_chain"
        if counts.get((owner, zone), 0) >= ARENA_PER_PLAYER:
            return "deck"
        counts[(owner, zone)] = counts.get((owner, zone), 0) + 1
    return zone


def fab_board(size: int, seed: int = 1) -> Board:
    """A board of `size` objects with size/10 effects and 3*size/10 references."""
    rng = random.Random(seed)
    cards = _cards()
    counts: dict[tuple[str, str], int] = {}
    objects = []
    for number in range(size):
        owner = PLAYERS[number % len(PLAYERS)]
        zone = _zone(rng, owner, counts)
        refs = (_reference(number),) if number % 10 < 3 else ()
        choices = (Choice("named", rng.choice(CARDS), owner),) if number % 7 == 0 else ()
        objects.append(
            GameObject(
                f"o{number}",
                rng.choice(cards),
                owner,
                owner,
                zone,
                None if zone in ("permanent", "combat_chain") else owner,
                choices=choices,
                extra_references=refs,
            )
        )
    effects = [_effect(i, rng, objects) for i in range(size // 10)]
    return Board(
        "fab",
        tuple(Player(p, p.upper()) for p in PLAYERS),
        tuple(objects),
        tuple(effects),
        active_player="p1",
        next_timestamp=len(effects) + 1,
    )


def _effect(number: int, rng: random.Random, objects: list[GameObject]) -> Effect:
    controller = rng.choice(PLAYERS)
    if number < len(PLAYERS):  # one Amnesia per player at most, as at a real table
        victim = PLAYERS[number]
        return Effect(
            "lose_names",
            controller,
            id=f"e{number}",
            timestamp=number + 1,
            source_name="Amnesia",
            duration=Duration("until_next_turn_of", controller),
            affects=ObjectFilter(owner=victim),
            cant_gain=True,
        )
    target = rng.choice(objects)
    return Effect(
        "gain_name",
        controller,
        id=f"e{number}",
        timestamp=number + 1,
        source_name="Mask of Many Faces",
        target=target.id,
        choice=Choice("named", rng.choice(CARDS), controller),
    )
