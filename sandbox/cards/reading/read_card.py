"""`read_name_use`: a card's name use, read from its rules text (issue 9, points 1, 2 and 8).

The card text is split into sentences, names are found in each (`scan`), and the patterns
(`patterns`) read what they can. Classification: `self` when the only name use is the card's
own name meaning "this" (FaB F4, MTG 201.5), `names` for any other use, `none` otherwise.
Scope: `joke` for MTG joke cards, `draft` for draft-matters text, `deck_building` when the
only name use is a deck-construction rule, else `board`. Never raises: text the patterns cannot
read ends in `detected`, and a reference that fails validation is dropped with its reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from sandbox.cards.games import CONVENTIONS
from sandbox.cards.reading.context import NameContext
from sandbox.cards.reading.emit import Draft, build_spec, problem
from sandbox.cards.reading.honesty import unread_word
from sandbox.cards.reading.patterns import (
    CHOOSE,
    LIST,
    PATTERNS_OF,
    TOKEN_NAME_PHRASE,
    Card,
    self_reference,
)
from sandbox.cards.reading.perspective import on_its_side
from sandbox.cards.reading.readings import Reading
from sandbox.cards.reading.scan import OWN, Sentence, sentences
from sandbox.model import CardDef, Game, ReferenceSpec

# Ripple compares names in its keyword (MTG 702.60a), its reminder unread (207.2)
NAME_WORDS = re.compile(r"nam|speciali|hero is|you are|\bripple\b", re.I)
# a token the text names without a name hit: MTG 111.4 (named by its subtypes or given a name)
# 701.16a / 701.53a (investigate creates a Clue, incubate an Incubator) and the Role tokens of
# 111.10j-r; checked only where "token", "nvestigat" or "ncubat" occurs
TOKEN_WORDS = re.compile(
    r"creature tokens?\b|\b[Cc]reates? [A-Z]|[Ii]nvestigat|[Ii]ncubat|\bRole tokens?\b"
)
# the own name standing for other objects ("each other ⟨0⟩", "cards named ⟨0⟩ in your deck",
# a Combo's "if ⟨0⟩ was the last attack": an earlier chain link) or for one a sentence makes
# ("create a ⟨0⟩": a definition), not for "this"
OWN_NOT_THIS = re.compile(
    r"other|deck|number of|for each|\beach ⟨|\ball ⟨|any number of ⟨|or more ⟨"
    r"|\bcreates? (?:an? )?⟨|\b(?:was|were) the last attack\b",
    re.I,
)
DRAFT_WORDS = re.compile(r"\bdraft(?:ed|ing|s)?\b|\bas you draft\b", re.I)
# "For each 4 Copper, 2 Silver, and/or 1 Gold destroyed this way": objects an earlier sentence
# of the card already finds or makes, named again to count them
DONE_THIS_WAY = re.compile(
    rf"(?P<list>{LIST})(?: tokens?)? (?:(?:are|were|is|was) )?"
    r"(?:destroyed|created|banished|sacrificed|discarded) this way\b",
    re.I,
)


@dataclass(frozen=True, slots=True)
class NameUse:
    """How a card uses names, and the references read from its text."""

    name_use: str  # "none" | "self" | "names"
    scope: str  # "board" | "deck_building" | "joke" | "draft"
    references: tuple[ReferenceSpec, ...] = ()
    detected: tuple[tuple[int, int], ...] = ()
    dropped: tuple[str, ...] = ()


NO_USE = NameUse("none", "board")


def read_name_use(card: CardDef, context: NameContext, *, is_funny: bool = False) -> NameUse:
    """The name use of `card` (see the module docstring). Never raises."""
    try:
        return _derive(card, context, is_funny)
    except Exception as exc:
        text = card.text
        span = ((0, len(text)),) if text else ()
        return NameUse(
            "names" if span else "none",
            "board",
            (),
            span,
            (f"derivation failed: {type(exc).__name__}",),
        )


def _derive(card: CardDef, context: NameContext, is_funny: bool) -> NameUse:
    found = sentences(card, context)
    if not found:
        return NO_USE
    text = card.text
    named = "named" in text
    created = frozenset(
        m.group(1).casefold() for m in (TOKEN_NAME_PHRASE.finditer(text) if named else ())
    )
    # every choice of a name says "name" (a quick test before the pattern)
    chooses = ("name" in text or "Name" in text) and bool(CHOOSE.search(text))
    info = Card(card.game, text, context, chooses, created, card.front.types)
    readings = [_read(sentence, info) for sentence in found]
    _choices_that_only_give_a_name(readings)
    _done_this_way(readings)
    references: list[ReferenceSpec] = []
    dropped: list[str] = []
    detected: list[tuple[int, int]] = []
    for reading in readings:
        _collect(reading, card.game, references, dropped, detected)
    uses_names = any(_uses_names(r) for r in readings)
    uses_self = any(d.use == "self" for r in readings for d in r.drafts)
    name_use = "names" if uses_names or detected else "self" if uses_self else "none"
    return NameUse(
        name_use,
        _scope(readings, card, is_funny, name_use),
        tuple(references),
        tuple(detected),
        tuple(dropped),
    )


def _read(sentence: Sentence, card: Card) -> Reading:
    reading = Reading(sentence, monikers=card.context.monikers)
    masked = sentence.masked
    cues = NAME_WORDS.search(masked) or (
        ("token" in masked or "nvestigat" in masked or "ncubat" in masked)
        and TOKEN_WORDS.search(masked)
    )
    monikers = reading.free_monikers()
    if not sentence.hits and not cues and not monikers:
        return reading
    only_own = all(hit.kind == OWN for hit in sentence.hits) and not monikers
    if not cues and only_own and not OWN_NOT_THIS.search(sentence.masked):
        self_reference(reading, card)  # the common case: the card's own name, and nothing else
        return reading
    for pattern in PATTERNS_OF[card.game]:
        pattern(reading, card)
    on_its_side(reading.drafts, masked, card.types, card.game)  # "the defending hero": whose
    return reading


def _collect(
    reading: Reading,
    game: Game,
    references: list[ReferenceSpec],
    dropped: list[str],
    detected: list[tuple[int, int]],
) -> None:
    """Turn one sentence's drafts into validated references (each distinct one once)."""
    sentence = reading.sentence
    span = (sentence.start, sentence.end)
    complete = reading.complete  # the patterns are done: it no longer changes
    if not complete:
        detected.append(span)
    seen: set[Draft] = set()
    disputed = reading.disputed()
    own = tuple(hit.name for hit in sentence.hits if hit.kind == OWN)  # what it says of itself
    for position, draft in enumerate(reading.drafts):
        if (not complete or position in disputed) and draft.use != "self":
            draft = replace(draft, confident=False)
        if draft in seen:
            continue
        seen.add(draft)
        key = f"{draft.looks_for.kind}-{len(references) + len(dropped) + 1}"
        spec = build_spec(draft, key, sentence.text, span, game, sentence.side)
        reason = problem(spec, game)
        if reason is None:
            if spec.origin == "derived" and unread_word(spec, game, own) is not None:
                spec = replace(spec, origin="suggested")  # a word it did not read (issue 20)
            references.append(spec)
        else:
            dropped.append(reason)


def _choices_that_only_give_a_name(readings: list[Reading]) -> None:
    """ "Name a card, then this gets that name": when a card's chosen name is only given to an
    object (F8), the choice belongs to that effect and is no name use of its own."""
    gives = any(r.set_name_spans for r in readings) and any(r.choice_spans for r in readings)
    looks = any(d.looks_for.kind == "chosen" for r in readings for d in r.drafts)
    if gives and not looks:
        for reading in readings:
            reading.set_name_spans.extend(reading.choice_spans)


def _done_this_way(readings: list[Reading]) -> None:
    """Names that count the objects "destroyed this way" / "created this way", where an earlier
    sentence of the card finds or makes objects of each of those names: they are those objects,
    already read there, so the words are explained and add no reference of their own (a
    pattern's reading of them, "each Hyper Driver" on the combat chain, is dropped)."""
    earlier: set[str] = set()
    for reading in readings:
        for match in DONE_THIS_WAY.finditer(reading.sentence.masked):
            hits = reading.hits_in(match.group("list"))
            named = {hit.name.casefold() for hit in hits}
            if hits and named <= earlier:
                reading.claim(*match.span("list"))
                reading.drop_drafts_of(match.span("list"), named)
        for draft in reading.drafts:
            earlier.update(n.casefold() for n in (*draft.looks_for.names, draft.looks_for.creates))


def _uses_names(reading: Reading) -> bool:
    if reading.deck_building or any(d.use != "self" for d in reading.drafts):
        return True
    claimed_cues = [
        span
        for span in reading.claimed_spans
        if span not in reading.set_name_spans
        and re.search(r"\bnam(?:e|es|ed)\b", reading.sentence.masked[span[0] : span[1]], re.I)
    ]
    return bool(claimed_cues)


def _scope(readings: list[Reading], card: CardDef, is_funny: bool, name_use: str) -> str:
    if is_funny:
        return "joke"
    if name_use == "none":
        return "board"
    drafting = CONVENTIONS[card.game].draft_cards and "raft" in card.text
    if drafting and DRAFT_WORDS.search(card.text):
        return "draft"
    if name_use != "names":
        return "board"
    board_use = any(
        not r.deck_building and (any(d.use != "self" for d in r.drafts) or not r.complete)
        for r in readings
    )
    if not board_use and any(r.deck_building for r in readings):
        return "deck_building"
    return "board"
