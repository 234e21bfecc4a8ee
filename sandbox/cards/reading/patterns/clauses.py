"""Where the words at one place of a sentence look: a cost before an activated ability's
colon, an opening condition or trigger, one comma-separated clause, else the whole sentence.
"""

from __future__ import annotations

import re

from sandbox.cards.reading.patterns.common import IC, LEADING_CLAUSE, Card
from sandbox.cards.reading.readings import Reading, without_source_clauses
from sandbox.cards.reading.where import where
from sandbox.cards.reading.zone_words import Where

# "If there is a yellow card in your pitch zone, …": a condition whose zone is its own
LEADING_CONDITION = re.compile(r"(?:if|while|as long as) [^,.⟨]*, ", IC)


def where_at(r: Reading, card: Card, position: int) -> Where:
    """Where the words at `position` look: a cost (before an activated ability's colon) and
    an opening condition or trigger are read on their own ("Sacrifice six creatures named X:
    Search your library...", "If you control a creature named X, search your library..."),
    else the whole sentence."""
    masked = r.sentence.masked
    colon = masked.find(":")
    if 0 <= position < colon and '"' not in masked[:colon]:
        cost = where(masked[:colon], card.game, card.text)
        if cost.found:
            return cost
    opening = opening_where(r, card, position)  # found where its own clause says, if it says
    if opening is not None:
        return opening
    condition = LEADING_CONDITION.match(masked)
    if condition and position >= condition.end():
        before = masked[: condition.end()]
        rest = without_source_clauses(masked[condition.end() :], r.sentence.hits)
        own = where(rest, card.game, card.text)
        if own.found or where(before, card.game, card.text).found:
            return own  # "If there is a yellow card in your pitch zone, the first attack …"
    return r.where(card.game, card.text)


def opening_where(r: Reading, card: Card, position: int) -> Where | None:
    """Where an opening condition or trigger looks when the words at `position` are in it and
    it says ("If a card with the chosen name is revealed this way, search your library …":
    the cards revealed, not the library searched), else None."""
    end = opening_end(r)
    if position >= end:
        return None
    own = where(r.sentence.masked[:end], card.game, card.text[: r.sentence.end])
    return own if own.found else None


def opening_end(r: Reading) -> int:
    """Where the sentence's opening condition or trigger ends (0: it has none)."""
    opening = LEADING_CLAUSE.match(r.sentence.masked)
    return opening.end() if opening else 0


# where one clause of a sentence ends: a comma, or a second object of the same verb ("exile all
# cards with the chosen name from target player's graveyard and all permanents with the
# chosen name that player controls")
CLAUSE_BREAK = re.compile(r",| and (?:[a-z]+s )?(?:all|each|every) ", IC)  # "and sacrifices all"


def clause_where(r: Reading, card: Card, position: int) -> Where:
    """Where the comma-separated clause at `position` looks, or the whole sentence when that
    clause names no zone of its own."""
    masked = r.sentence.masked
    bounds = [(m.start(), m.end()) for m in CLAUSE_BREAK.finditer(masked)]
    start = max((e for s, e in bounds if e <= position), default=0)
    end = min((s for s, e in bounds if s >= position), default=len(masked))
    clause = masked[start:end]
    own = where(clause, card.game, card.text[: r.sentence.end])
    return own if own.strong or own.by_definition else r.where(card.game, card.text)
