"""What the patterns share: the list syntax of masked names, the card being read (`Card`),
the filter a `Where` says, and the draft of a look-up by names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sandbox.cards.games import CONVENTIONS, CardConventions
from sandbox.cards.reading.context import NameContext
from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.readings import PLACEHOLDER, Reading
from sandbox.cards.reading.scan import OWN, PHRASE, Hit
from sandbox.cards.reading.zone_words import Where
from sandbox.model import (
    Game,
    LooksFor,
    MatchBy,
    MatchMode,
    ObjectFilter,
    Ruleset,
    ZoneWord,
    ruleset_for,
)

N = r"⟨\d+⟩"
ART = r"(?:(?:a|an|one|two|three|\d+) )?"
# "A", "A and B", "A, B, and/or C": commas only inside a list that ends with a conjunction
LIST = rf"{N}(?:(?:, {ART}{N})*,? (?:and/or|and|or) {ART}{N})?"
IC = re.I
# the part is the words after the last "with" ("attack with a card with Crouching in its name")
_PART_WORD = r"(?:(?!\bwith\b)[^\"'“”‘’.,])"
PART = re.compile(
    r"\b(?:with|has|have|had|doesn't have|does not have) (?:the word )?[\"'“‘]?"
    rf"(?P<part>{_PART_WORD}{{1,40}}?(?:, {_PART_WORD}{{1,40}}?)*)"
    r"[\"'”’]? in (?:its|their) names?\b",
    IC,
)
# a sentence's opening condition or trigger, names and all: "Whenever a creature named X
# enters the battlefield under your control, you may search your library …"
LEADING_CLAUSE = re.compile(r"(?:if|while|as long as|whenever|when) [^,.;:\"]*, ", IC)
CONDITION_BEFORE = re.compile(r"\b(?:if|unless|as long as|while)\b[^,.;]*$", IC)
# "another creature named X", not "each other player sacrifices all creatures named X"
OTHER_BEFORE = re.compile(
    r"\b(?:another|other)\b(?! than\b)(?! (?:players?|opponents?|heroe?s?)\b)"
    r"(?:(?![,;:]|\bthan\b)[^.]){0,60}$",
    IC,
)


@dataclass(frozen=True, slots=True)
class Card:
    """What the patterns know of the card being read."""

    game: Game
    text: str
    context: NameContext
    has_choice: bool
    created: frozenset[str] = frozenset()  # names of the tokens the card itself creates
    types: tuple[str, ...] = ()  # its front's types ("Generic", "Instant")

    @property
    def conventions(self) -> CardConventions:
        return CONVENTIONS[self.game]

    @property
    def ruleset(self) -> Ruleset:
        return ruleset_for(self.game)

    @property
    def in_play(self) -> ZoneWord:
        return self.ruleset.in_play_group


def among_of(found: Where) -> ObjectFilter:
    return ObjectFilter(
        zones=found.zones,
        zone_owner=found.zone_owner,
        owner=found.owner,
        controller=found.controller,
        related=found.related,
        top=found.top,
    )


def names_draft(
    hits: list[Hit],
    card: Card,
    among: ObjectFilter,
    confident: bool,
    *,
    match: MatchMode = "any",
    negate: bool = False,
) -> Draft:
    names = tuple(dict.fromkeys(h.name for h in hits))
    known = all(h.kind != PHRASE or h.name.casefold() in card.created for h in hits)
    by: MatchBy = "name"
    if hits and all(h.kind == PHRASE and h.name.casefold() in card.context.monikers for h in hits):
        by, known = "moniker", True
    look = LooksFor(
        kind="names",
        names=names,
        include_source_name=any(h.kind == OWN for h in hits),
        match=match,
        by=by,
    )
    return Draft("identification", look, among, confident and known, negate=negate)


def read_before(r: Reading, names: str) -> bool:
    """Whether an earlier pattern already read every name of `names` (a placeholder list)."""
    indices = [int(m.group(1)) for m in PLACEHOLDER.finditer(names)]
    return bool(indices) and all(i in r.claimed_hits for i in indices)


def claimed(r: Reading, names: str, offset: int) -> bool:
    """Whether every hit in `names` (found at `offset`) is already read by a pattern."""
    found = [int(m.group(1)) for m in PLACEHOLDER.finditer(names)]
    return bool(found) and all(i in r.claimed_hits for i in found)


def part_text(r: Reading, text: str) -> str:
    return PLACEHOLDER.sub(lambda m: r.sentence.hits[int(m.group(1))].name, text).strip()
