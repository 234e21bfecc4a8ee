"""What derivation knows of a game's whole card pool: every card and token name, built once.

`NameContext.build` collects the names of every card (and MTG face), the token names, the FaB
hero monikers, and the index the text scanner uses: names by their first word, and which names
are also ordinary words of the game's text (a lowercase word or type somewhere in the data, such
as "Exile", "Ash" or "Flash"). Such a name counts as a name in text only with context that makes
it one ("named Exile", "an Ash token"), never on its own capitals.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from sandbox.cards.games import CONVENTIONS, CardConventions
from sandbox.model import HERO_TYPES, CardDef, Game, moniker_of

WORD = re.compile(r"[A-Za-z0-9À-ÿ][\w'’-]*")
# Every capitalised-letter-or-digit word start in a text (where a printed name may begin).
LOWER_WORDS = re.compile(r"(?<![\w'’-])[a-z][a-z'’-]*(?: [a-z][a-z'’-]*)?")


def first_word(name: str) -> str:
    match = WORD.match(name)
    return match.group(0).casefold() if match else name[:1].casefold()


@dataclass(frozen=True, slots=True)
class NameContext:
    """Every name of one game's card pool, and the scanner's index of them."""

    game: Game
    card_names: frozenset[str]
    token_names: frozenset[str]
    display: Mapping[str, str]
    monikers: frozenset[str]
    ambiguous: frozenset[str] = frozenset()
    type_words: frozenset[str] = frozenset()  # names that are also a type word (or its plural)
    hero_names: frozenset[str] = frozenset()  # FaB: the names of hero cards (CR 1.1.1, 2.7.3c)
    by_first_word: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def conventions(self) -> CardConventions:
        return CONVENTIONS[self.game]

    @classmethod
    def build(
        cls, game: Game, cards: Iterable[CardDef], token_names: Iterable[str] = ()
    ) -> NameContext:
        pool = list(cards)
        card_names: set[str] = set()
        tokens: set[str] = set()
        display: dict[str, str] = {}
        monikers: set[str] = set()
        heroes: set[str] = set()
        for card in pool:
            if card.is_token and not _is_named_token(card):
                continue
            target = tokens if card.is_token else card_names
            for name in {card.name, *(face.name for face in card.faces)}:
                if name.strip():
                    target.add(name.casefold())
                    display.setdefault(name.casefold(), name)
            if CONVENTIONS[game].monikers:
                moniker = card.moniker or moniker_of(card.name, card.types)
                if moniker:
                    monikers.add(moniker.casefold())
                    display.setdefault(moniker.casefold(), moniker)
                if HERO_TYPES & set(card.types):
                    heroes.add(card.name.casefold())
        for name in (*token_names, *CONVENTIONS[game].predefined_tokens):
            if name.strip():
                tokens.add(name.casefold())
                display.setdefault(name.casefold(), name)
        every = card_names | tokens
        type_words = _type_words(pool, every)
        return cls(
            game=game,
            card_names=frozenset(card_names),
            token_names=frozenset(tokens),
            display=display,
            monikers=frozenset(monikers),
            ambiguous=_ordinary_words(pool, every, type_words),
            type_words=type_words,
            hero_names=frozenset(heroes),
            by_first_word=_index(every, display),
        )

    def is_name(self, folded: str) -> bool:
        return folded in self.card_names or folded in self.token_names

    def candidates(self, word: str) -> tuple[str, ...]:
        """Printed names starting with `word` (casefolded), longest first."""
        return self.by_first_word.get(word, ())


def _is_named_token(card: CardDef) -> bool:
    """A token whose name is more than its creature types (MTG 111.4: "Soldier" is no name
    anyone uses; "Treasure", "Marit Lage" and every FaB token are)."""
    if not CONVENTIONS[card.game].tokens_named_by_types:
        return True
    face = card.front
    if "Creature" not in face.types:
        return True
    creature_words = {t.casefold() for t in face.types}
    return not all(word.casefold() in creature_words for word in face.name.split())


def _type_words(pool: list[CardDef], names: set[str]) -> frozenset[str]:
    """The names that are also a type word of some card, or its plural, and the names made of
    their own card's subtypes: "an Urza's Tower" is a land with the subtypes Urza's and Tower
    (MTG 205.3i), as "a Goblin Wizard" would be a Goblin Wizard."""
    kinds = {kind.casefold() for card in pool for face in card.faces for kind in face.types}
    words = {form for kind in kinds for form in _plurals(kind) if form in names}
    for card in pool:
        for face in card.faces:
            own = {_apostrophes(kind) for kind in face.types}
            parts = _apostrophes(face.name).split()
            if len(parts) > 1 and all(part in own for part in parts):
                words.update(_plurals(face.name.casefold()))
    return frozenset(words)


def _apostrophes(text: str) -> str:
    return text.casefold().replace("’", "'")


def _ordinary_words(
    pool: list[CardDef], names: set[str], type_words: frozenset[str]
) -> frozenset[str]:
    """The names that are also ordinary words of the game: a lowercase word of some card's
    text, a type word (or its plural), or a keyword (a line of 3 or more other cards starts
    with it: "Dredge 3", "Vanishing 2")."""
    lowercase: set[str] = set()  # each distinct lowercase word (or pair of words) once
    for card in pool:
        for face in card.faces:
            lowercase.update(LOWER_WORDS.findall(face.text))
    heads = {words.split(" ", 1)[0] for words in lowercase}
    return type_words | (lowercase & names) | (heads & names) | _keywords(pool, names)


def _keywords(pool: list[CardDef], names: set[str]) -> set[str]:
    """The names that start a line of 3 or more cards other than the one so named."""
    line_starts: dict[str, set[str]] = defaultdict(set)
    # a name a line starts with begins with the line's first word (most lines start no name)
    first_words = {name.split()[0] for name in names if name.split()}
    for card in pool:
        for face in card.faces:
            for line in face.text.split("\n"):
                first = line.casefold().split()[:3]
                if not first or first[0] not in first_words:
                    continue
                for size in range(1, len(first) + 1):
                    prefix = " ".join(first[:size])
                    if prefix in names:
                        line_starts[prefix].add(card.name)
    return {name for name, cards in line_starts.items() if len(cards - {name}) >= 3}


def _plurals(word: str) -> tuple[str, ...]:
    forms = (word, f"{word}s", f"{word}es")
    return (*forms, f"{word[:-1]}ies") if word.endswith("y") else forms


def _index(names: Iterable[str], display: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    grouped: dict[str, list[str]] = defaultdict(list)
    for folded in names:
        printed = display.get(folded, folded)
        if len(printed) < 2:
            continue
        grouped[first_word(printed)].append(printed)
    return {word: tuple(sorted(found, key=len, reverse=True)) for word, found in grouped.items()}
