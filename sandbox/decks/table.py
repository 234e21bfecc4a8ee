"""A resolved deck as the model's actions: every card where a game starts, owned by the
player, applied by the caller as one undo step (the window's `push_all`, or `put_deck`).

MTG: the main deck in the library, commanders in the command zone. FaB: the hero in the hero
zone, weapons and off-hands in the weapon zone, equipment in its slot (head, chest, arms,
legs), the rest in the deck. Sideboard and companion cards start outside the game: they are
counted, not put on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from sandbox.decks.lines import Section
from sandbox.decks.resolve import ResolvedDeck
from sandbox.model import Action, Board, CardDef, Game, Zone, add_action, apply

OUTSIDE_THE_GAME: tuple[Section, ...] = ("sideboard", "companion")
_FAB_SLOTS: tuple[tuple[str, Zone], ...] = (
    ("Hero", "hero"),
    ("Weapon", "weapon"),
    ("Off-Hand", "weapon"),
    ("Head", "head"),
    ("Chest", "chest"),
    ("Arms", "arms"),
    ("Legs", "legs"),
)


@dataclass(frozen=True)
class DeckPlacement:
    actions: tuple[Action, ...]
    added: int
    outside: int  # sideboard and companion cards, left outside the game


def start_zone(card: CardDef, section: Section) -> Zone:
    """Where `card` starts a game, listed in `section` of its deck list."""
    return _START_ZONES[card.game](card, section)


def _mtg_start(card: CardDef, section: Section) -> Zone:
    return "command" if section == "commander" else "library"


def _fab_start(card: CardDef, section: Section) -> Zone:
    types = set(card.types)
    for word, zone in _FAB_SLOTS:
        if word in types:
            return zone
    if section == "hero":
        return "hero"
    if section == "weapon":
        return "weapon"
    if "Equipment" in types or section == "equipment":
        return "permanent"  # an arena card with no slot the data names
    return "deck"


_START_ZONES: dict[Game, Callable[[CardDef, Section], Zone]] = {
    "fab": _fab_start,
    "mtg": _mtg_start,
}


def deck_actions(board: Board, deck: ResolvedDeck, player: str) -> DeckPlacement:
    """The actions that put `deck` on `board` for `player` (top of the list, top of the deck)."""
    actions: list[Action] = []
    outside = 0
    for entry in deck.entries:
        if entry.line.section in OUTSIDE_THE_GAME:
            outside += entry.line.count
            continue
        zone = start_zone(entry.card, entry.line.section)
        # each card under the ones before it, so the deck reads in the list's order
        add = replace(add_action(board, entry.card, zone, player), to_bottom=True)
        actions += [add] * entry.line.count
    return DeckPlacement(tuple(actions), len(actions), outside)


def put_deck(board: Board, deck: ResolvedDeck, player: str) -> Board:
    """`board` with `deck` on it for `player` (ActionRefused if the model refuses a card)."""
    for action in deck_actions(board, deck, player).actions:
        board = apply(board, action)
    return board
