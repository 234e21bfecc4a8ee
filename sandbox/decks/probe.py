"""The board a deck audit derives: the deck's player ("you") and a mirror opponent, with the
cards where the deck's name-using abilities look, so an effect's change shows in what they find.

- Each name-using card of the deck is one *source* of yours, where its abilities work (an
  arena/battlefield card in play, an attack on the combat chain, an MTG spell on the stack;
  a card that works only under a permanent, as the Dust cards, under the card it names).
- Both players get the deck's hero, and in every zone those abilities look among (their
  `among` and `anchor` zones; the deck or library and the graveyard when they say none), two
  copies of each card of the deck, in pairs, so "the same name" has something to find; in
  play only the deck's permanents.
- A card an ability looks for by name that the deck lacks (Miragai, Frostbite) is put, once
  for each player, where the ability looks; an ability that looks for a chosen name has one
  of the deck's cards chosen.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from sandbox.cards.library import CardNotFound
from sandbox.cards.resolver import CardResolver
from sandbox.decks.resolve import ResolvedDeck
from sandbox.decks.table import OUTSIDE_THE_GAME, start_zone
from sandbox.model import (
    Board,
    CardDef,
    Choice,
    Game,
    GameObject,
    Player,
    ReferenceSpec,
    Zone,
    ruleset_for,
)

# player ids that are no filter word ("you" and "opponent" are relative words in filters)
YOU, OPPONENT = "me", "rival"
PLAYERS = (Player(YOU, "You"), Player(OPPONENT, "Opponent"))
# distinct cards copied into each zone: enough for "the same name" to find a pair and for each
# card an ability names; more would only repeat what these show, and cost time
MAX_DISTINCT = 12
_IN_PLAY: dict[Game, Zone] = {"fab": "permanent", "mtg": "battlefield"}
_DRAW_ZONE: dict[Game, Zone] = {"fab": "deck", "mtg": "library"}
_PLAYED: dict[Game, Zone] = {"fab": "combat_chain", "mtg": "stack"}  # a card being played
_DEFAULT_ZONES: dict[Game, tuple[Zone, ...]] = {
    "fab": ("deck", "graveyard"),
    "mtg": ("library", "graveyard"),
}
_PERMANENT_TYPES: dict[Game, set[str]] = {
    "fab": {"Aura", "Item", "Ally", "Equipment", "Weapon", "Landmark", "Token", "Ash"},
    "mtg": {"Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle"},
}


@dataclass(frozen=True)
class Probe:
    """The audit's board and which of its objects are the deck's sources (one per card)."""

    board: Board
    sources: tuple[str, ...]
    chosen: str  # the name chosen for abilities that look for a chosen name


def name_users(deck: ResolvedDeck) -> list[CardDef]:
    """The deck's distinct cards whose abilities use names, in list order."""
    seen: dict[tuple[str, str], CardDef] = {}
    for entry in deck.entries:
        if entry.card.references:
            seen.setdefault((entry.card.name, entry.card.pitch), entry.card)
    return list(seen.values())


def _distinct(deck: ResolvedDeck) -> list[CardDef]:
    seen: dict[tuple[str, str], CardDef] = {}
    for entry in deck.entries:
        if entry.line.section not in OUTSIDE_THE_GAME:
            seen.setdefault((entry.card.name, entry.card.pitch), entry.card)
    return list(seen.values())


def is_permanent(card: CardDef) -> bool:
    return bool(set(card.types) & _PERMANENT_TYPES[card.game])


class _Builder:
    def __init__(self, game: Game) -> None:
        self.game = game
        self.objects: list[GameObject] = []
        self.ids: set[str] = set()
        self.rules = ruleset_for(game)

    def add(self, card: CardDef, player: str, zone: Zone, under: str | None = None) -> str:
        base = f"{player}-{_slug(card.name)}" + (f"-{card.pitch}" if card.pitch else "")
        object_id, number = base, 2
        while object_id in self.ids:
            object_id, number = f"{base}-{number}", number + 1
        self.ids.add(object_id)
        spec = self.rules.zone(zone)
        per_player = spec is not None and spec.per_player
        self.objects.append(
            GameObject(
                object_id,
                card,
                player,
                player,
                zone,
                zone_owner=player if per_player else None,
                under=under,
            )
        )
        return object_id


def _slug(text: str) -> str:
    word = "".join(c if c.isalnum() else "-" for c in text.casefold())
    return "-".join(part for part in word.split("-") if part)[:40] or "card"


def looked_at_zones(game: Game, references: Iterable[ReferenceSpec]) -> list[Zone]:
    """Every zone the abilities look among (and anchor on), the defaults when none say."""
    rules = ruleset_for(game)
    zones: dict[Zone, None] = {}
    for reference in references:
        for flt in (reference.among, reference.looks_for.anchor):
            if flt is None or flt.host_of_source or flt.related:
                continue
            expanded = rules.expand(flt.zones) if flt.zones else set(_DEFAULT_ZONES[game])
            for zone in sorted(expanded):
                # in play, one zone holds the copies (a hero or an equipment slot holds one card)
                zones.setdefault(_IN_PLAY[game] if rules.in_play(zone) else zone)
    return list(zones) or list(_DEFAULT_ZONES[game])


def source_zone(card: CardDef) -> Zone:
    """Where a source's abilities work: its start zone if it starts in play, else in play for
    a permanent, else the combat chain (FaB) or the stack (MTG)."""
    start = start_zone(card, "main")
    if start != _DRAW_ZONE[card.game]:  # a FaB hero, weapon or equipment starts in play
        return start
    return _IN_PLAY[card.game] if is_permanent(card) else _PLAYED[card.game]


def build_probe(deck: ResolvedDeck, resolver: CardResolver, chosen: str = "") -> Probe:
    game = deck.game
    cards = _distinct(deck)
    users = name_users(deck)
    every_reference = [r for card in users for r in card.references]
    builder = _Builder(game)
    heroes = [c for c in cards if "Hero" in c.types]  # FaB's (MTG has no Hero card type)
    others = [c for c in cards if c not in heroes][:MAX_DISTINCT]
    chosen = (
        chosen
        or next((c.name for c in others if c not in users), "")
        or (others[0].name if others else "")
    )
    sources = [_add_source(builder, card, resolver, chosen) for card in users]
    for player in (YOU, OPPONENT):
        for hero in heroes[:1]:
            if not (player == YOU and hero in users):  # a name-using hero is your source
                builder.add(hero, player, "hero")
    for zone in looked_at_zones(game, every_reference):
        in_play = ruleset_for(game).in_play(zone)
        for player in (YOU, OPPONENT):
            for card in others:
                if in_play and not is_permanent(card):
                    continue
                builder.add(card, player, zone)
                builder.add(card, player, zone)
    board = Board(game, PLAYERS, tuple(builder.objects), active_player=YOU, next_timestamp=1)
    return Probe(board, tuple(sources), chosen)


def _first_the_named(
    cards: list[CardDef], references: list[ReferenceSpec], chosen: str
) -> list[CardDef]:
    """`cards` with the chosen card and those the abilities name first, then list order."""
    named = {chosen} | {name for r in references for name in r.looks_for.names}
    return sorted(cards, key=lambda card: card.name not in named)


def _add_source(builder: _Builder, card: CardDef, resolver: CardResolver, chosen: str) -> str:
    host: str | None = None
    for reference in card.references:
        if reference.among.host_of_source and reference.looks_for.names:
            named = _card(resolver, card.game, reference.looks_for.names[0])
            if named is not None:
                host = builder.add(named, YOU, _IN_PLAY[card.game])
    zone = _IN_PLAY[card.game] if host else source_zone(card)
    source = builder.add(card, YOU, zone, under=host)
    choices = tuple(
        Choice(r.looks_for.choice, chosen, YOU, ability=r.key, made_as=card.name)
        for r in card.references
        if r.looks_for.kind == "chosen" and chosen
    )
    if choices:
        at = next(n for n, o in enumerate(builder.objects) if o.id == source)
        builder.objects[at] = replace(builder.objects[at], choices=choices)
    for reference in card.references:
        _add_named(builder, reference, resolver, card.game)
    return source


def _add_named(
    builder: _Builder, reference: ReferenceSpec, resolver: CardResolver, game: Game
) -> None:
    """Once for each player, the cards `reference` looks for by name that the board lacks."""
    if reference.looks_for.kind != "names" or reference.looks_for.by != "name":
        return
    if reference.among.host_of_source:
        return
    present = {o.card.name for o in builder.objects}
    for name in reference.looks_for.names:
        card = _card(resolver, game, name)
        if card is None or card.name in present:
            continue
        for zone in looked_at_zones(game, [reference]):
            for player in (YOU, OPPONENT):
                builder.add(card, player, zone)


def _card(resolver: CardResolver, game: Game, name: str) -> CardDef | None:
    """The card `name` means; of a FaB cycle, its first pitch."""
    try:
        return resolver.resolve(game, name)
    except CardNotFound as missing:
        if missing.code != "card.needs_pitch" or not missing.candidates:
            return None
        pitch = missing.candidates[0].rpartition("(")[2].rstrip(")")
    try:
        return resolver.resolve(game, name, pitch)
    except CardNotFound:
        return None
