"""How each game's card data differs, in one table keyed by game (`CONVENTIONS`).

The model's `Ruleset` holds what the rules say; this holds what the card data and its text
do differently: how printings are told apart, personal names, tokens named by their types,
cards stored as pairs. Code that reads, stores or shows cards asks this table instead of
testing the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.model import Game, Zone, as_game


@dataclass(frozen=True, slots=True)
class CardConventions:
    """One game's card-data conventions."""

    title: str  # the game's name in English, in messages about its cards
    # FaB 1.3.4, F3c: cards of one name are told apart by pitch (and token-ness); MTG by name
    pitched: bool
    # FaB 2.7.3: a hero's personal name gives a moniker ("Dorinthea" for Dorinthea Ironsong)
    monikers: bool
    # FaB 9.1: a double-faced card is stored as two records paired front to back
    paired_faces: bool
    # MTG 111.4: a token named only by its creature types ("Zombie") is no name anyone uses,
    # is found as "Zombie Token", and a type right after a name ("Goblin Wizard creature
    # tokens") is no name; "create" makes a named object only with the word "token"
    tokens_named_by_types: bool
    # MTG: a name met with no cue around it (no "named", no quotation) is only a suggestion
    names_need_a_cue: bool
    # MTG 712.4a: meld cards pair up into one melded permanent
    melds: bool
    # MTG Arena rebalanced cards ("A-Blood Artist") keep their old name in their text
    rebalanced_prefix: bool
    # MTG: cards whose text is about drafting (Conspiracy), out of a board's scope
    draft_cards: bool
    # MTG: a name check may be narrowed by characteristics (colour, type, mana value)
    characteristics: bool
    # FaB 1.1.1: each player has a hero card, in their hero zone ("" where players have none)
    hero_zone: Zone | None = None
    # MTGJSON's cards file has no tokens: they come in a second file, its token list
    tokens_apart: bool = False
    # MTG 207.2: reminder text, in parentheses, has no game function: it uses no name
    reminder_in_parentheses: bool = False
    # FaB 2.12.3b: a name "in the context of creating it" is a hypothetical object, so the
    # Gold of "the first time you create a Gold token" is defined, not looked for in the arena
    creating_defines: bool = False
    # FaB 8.1.8a: a token exists only in the arena, so "destroy all Gold tokens" is in play
    tokens_only_in_play: bool = False
    # MTG 111.10: tokens the rules define by name, known even where no token list was imported
    # (the Role tokens of 111.10j-r are apart: their names, "Cursed", "Monster", are words)
    predefined_tokens: tuple[str, ...] = ()
    # MTG 111.10j-r: "a Cursed Role token" is an Aura Role token named Cursed
    role_tokens: tuple[str, ...] = ()


CONVENTIONS: dict[Game, CardConventions] = {
    "fab": CardConventions(
        title="Flesh and Blood",
        pitched=True,
        monikers=True,
        paired_faces=True,
        tokens_named_by_types=False,
        names_need_a_cue=False,
        melds=False,
        rebalanced_prefix=False,
        draft_cards=False,
        characteristics=False,
        hero_zone="hero",
        creating_defines=True,
        tokens_only_in_play=True,
    ),
    "mtg": CardConventions(
        title="Magic",
        pitched=False,
        monikers=False,
        paired_faces=False,
        tokens_named_by_types=True,
        names_need_a_cue=True,
        melds=True,
        rebalanced_prefix=True,
        draft_cards=True,
        characteristics=True,
        tokens_apart=True,
        reminder_in_parentheses=True,
        predefined_tokens=(
            "Treasure",
            "Food",
            "Gold",
            "Walker",
            "Shard",
            "Clue",
            "Blood",
            "Powerstone",
            "Incubator",
            "Map",
            "Junk",
            "Lander",
        ),
        role_tokens=("Cursed", "Monster", "Royal", "Sorcerer", "Virtuous", "Wicked", "Young Hero"),
    ),
}


def conventions_of(game: str) -> CardConventions:
    """The conventions of `game` as a database row or a command line gives it (checked)."""
    return CONVENTIONS[as_game(game)]
