"""The sentence patterns: small, general readings of how card text uses names.

Each pattern reads the masked sentence (name hits as "⟨i⟩") and adds drafts to the sentence's
`Reading`, claiming the text it explains. They run in `PATTERNS` order; a later pattern sees
what earlier ones claimed. None of them knows any card: only words and the names in the data.
One module per kind of name use: `tokens` (definitions, F5), `named` (literal names and parts
of names, F6), `control` (what a player controls or counts), `heroes` (FaB monikers and
Specialization, F3), `attacks` (FaB Combo and attacks on the combat chain), `chosen` (a chosen
name, MTG 201.4), `same_name` (names compared: same, shared, different), `scope` (deck rules),
`leftovers` (names no other pattern read, and the card's own name as "this", F4); `common` and
`clauses` hold what several of them share.
"""

from __future__ import annotations

from collections.abc import Callable

from sandbox.cards.reading.patterns.attacks import attacks_and_targets, combo
from sandbox.cards.reading.patterns.chosen import CHOOSE, choose, chosen
from sandbox.cards.reading.patterns.common import LIST, Card
from sandbox.cards.reading.patterns.control import (
    another_own,
    compared_side,
    control,
    keywords_with_names,
    objects_in_play,
    tokens_in_play,
)
from sandbox.cards.reading.patterns.heroes import hero_by_role, hero_is, specialization
from sandbox.cards.reading.patterns.leftovers import leftovers, self_reference
from sandbox.cards.reading.patterns.named import it_is_named, named, parts, sets_name
from sandbox.cards.reading.patterns.same_name import same_name
from sandbox.cards.reading.patterns.scope import deck_building
from sandbox.cards.reading.patterns.tokens import (
    TOKEN_NAME_PHRASE,
    create,
    repeated_look_ups,
    token_own_ability,
    wager,
)
from sandbox.cards.reading.readings import Reading
from sandbox.model import GAMES, Game

PATTERNS: tuple[Callable[[Reading, Card], None], ...] = (
    deck_building,
    combo,
    specialization,
    sets_name,
    hero_is,
    hero_by_role,
    create,
    token_own_ability,
    wager,
    named,
    it_is_named,
    parts,
    compared_side,
    control,
    attacks_and_targets,
    objects_in_play,
    tokens_in_play,
    keywords_with_names,
    another_own,
    choose,
    chosen,
    same_name,
    repeated_look_ups,
    leftovers,
    self_reference,
)


# the patterns that read one game's words only: FaB heroes' specializations and monikers,
# attacks on the combat chain; MTG's keyword abilities that name cards
_ONE_GAME: dict[Callable[[Reading, Card], None], Game] = {
    specialization: "fab",
    hero_is: "fab",
    hero_by_role: "fab",
    attacks_and_targets: "fab",
    keywords_with_names: "mtg",
}


PATTERNS_OF: dict[Game, tuple[Callable[[Reading, Card], None], ...]] = {
    game: tuple(p for p in PATTERNS if _ONE_GAME.get(p, game) == game) for game in GAMES
}

__all__ = [
    "CHOOSE",
    "LIST",
    "PATTERNS",
    "PATTERNS_OF",
    "TOKEN_NAME_PHRASE",
    "Card",
    "self_reference",
]
