"""What the other patterns left: names no pattern read (a look-up to check) and the card's
own name standing for the card itself (F4, MTG 201.5).
"""

from __future__ import annotations

import re

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.common import Card, among_of, names_draft
from sandbox.cards.reading.readings import Reading
from sandbox.cards.reading.scan import OWN
from sandbox.model import LooksFor

UNKNOWN_IN_LIST = re.compile(r"\b[A-Z][\w'-]*(?: [A-Z][\w'-]*)*,(?: and| or| and/or)? $")


# "that Dawnblade also gets …": the object named before, not a new look-up
THAT_BEFORE = re.compile(r"\bthat $", re.I)


def leftovers(r: Reading, card: Card) -> None:
    """Other names no pattern read: an identification to check, where the zone is known."""
    free = r.free_hits(own=False)
    masked = r.sentence.masked
    back = {i for i in free if THAT_BEFORE.search(masked, 0, max(masked.find(f"⟨{i}⟩"), 0))}
    r.claimed_hits.update(back)
    free = [i for i in free if i not in back]
    if not free:
        return
    found = r.where(card.game, card.text)
    if not found.found:
        return
    hits = [r.sentence.hits[i] for i in free]
    # "control Applejack, Fluttershy, … and ⟨0⟩": names the scanner does not know are dropped
    listed = any(UNKNOWN_IN_LIST.search(masked, 0, masked.find(f"⟨{i}⟩")) for i in free)
    r.add_unplaced(names_draft(hits, card, among_of(found), found.strong and not listed))
    r.claimed_hits.update(free)


def self_reference(r: Reading, card: Card) -> None:
    if r.free_hits(own=True) or _own_name_as_this_in_another_reading(r):
        r.add_unplaced(Draft("self", LooksFor(kind="self")))
        r.claimed_hits.update(r.free_hits(own=True))


def _own_name_as_this_in_another_reading(r: Reading) -> bool:
    """Whether the card's own name stands for the card itself inside words another pattern
    read ("spells with the same name as a card exiled with Circu, Dimir Lobotomist"): a
    self-reference too (MTG 201.5), unless a reading looks for that name or an effect sets it."""
    if r.deck_building or any(d.looks_for.kind == "self" for d in r.drafts):
        return False  # a deck rule's own name is read with the rule
    read_names = {n.casefold() for d in r.drafts for n in (*d.looks_for.names, d.looks_for.creates)}
    for index, hit in enumerate(r.sentence.hits):
        if hit.kind != OWN or index not in r.claimed_hits or hit.name.casefold() in read_names:
            continue
        at = r.sentence.masked.find(f"⟨{index}⟩")
        if not any(s <= at < e for s, e in r.set_name_spans):
            return True
    return False
