"""A chosen name (MTG 201.4, FaB naming): the words that choose it and the look-ups of "the
chosen name" / "that name", each where its clause says.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.clauses import clause_where, opening_end, opening_where
from sandbox.cards.reading.patterns.common import CONDITION_BEFORE, IC, Card, among_of
from sandbox.cards.reading.readings import Reading
from sandbox.cards.reading.shown import revealed_before, shown_before
from sandbox.cards.reading.where import QUALIFIERS, where
from sandbox.cards.reading.zone_words import Where
from sandbox.model import (
    LooksFor,
    ObjectFilter,
)

CHOOSE = re.compile(
    r"\b(?:name|names|choose|chooses|secretly choose|secretly chooses)s? (?:a|an|another|one|"
    r"two|two different|up to \w+|any number of|any)?(?:,? [\w-]+){0,3}? ?card names?\b|"
    r"\bname (?:a|an|another|two|up to \w+) (?:[\w-]+ ){0,2}?cards?\b|"
    r"\b(?:choose|chooses|note|notes|announce|announces) the name of\b",
    IC,
)
REVEAL_NAME = re.compile(
    r"\b(?:reveal|reveals) (?:that|those|the chosen) names?\b|"
    r"\bother than a basic land card name\b",
    IC,
)
CHOSEN = re.compile(
    r"\b(?:the named cards?|the chosen (?:card )?names?|"
    r"(?:one of )?the (?P<other>other )?chosen names?|with (?:that|those) names?|a chosen name|"
    r"(?:either|each|both|any) chosen names?|"
    r"the named \w+|that name)\b"
    # "a name chosen this way", "a name chosen for Vigil of the Hollow Crown" (its own name)
    r"|\b(?:a|the) names? chosen (?:this way\b|for ⟨\d+⟩|for this \w+)",
    IC,
)
# "then this gets that name", "becomes the chosen name", "this permanent has the chosen name",
# "this becomes a card with that name": a name an effect gives the source (not a reference)
GIVES_NAME = re.compile(
    r"\b(?:gets|gains|becomes|is named) $|(?:^|[,:] )(?:this|it)(?: card| permanent| creature)?"
    r" (?:has |becomes (?:a|an) (?:[\w-]+ ){0,3}?(?:with )?)$",
    IC,
)
THAT_CARD_HAS = re.compile(
    r"\b(?:(?:that card|it|the card) (?:has|have|is)|it's) (?:the (?:chosen|named)|a name chosen)"
    # "Target hero reveals their hand. If it contains a card with the chosen name, …"
    r"|\bit contains (?:a|an|any|one or more) cards? with (?:the chosen name|that name)",
    IC,
)
# the subject of a sentence or of its main clause: "Until your next turn, creatures with …"
SUBJECT_BEFORE = re.compile(
    r"(?:^|, )(?:all |each )?(?P<noun>(?:[\w-]+ )?(?:creatures|permanents|lands|artifacts)) with $",
    IC,
)
# "put all revealed cards with the chosen name …", "if they reveal no nonland cards with …"
REVEALED_CARDS_BEFORE = re.compile(
    r"\b(?:(?:the )?revealed|reveals? (?:no|any|a|an|all)(?: [\w-]+)?) cards? (?:with )?$", IC
)
# "another creature with the chosen name", not "each other player"
OTHER_OBJECTS_BEFORE = re.compile(
    r"\b(?:another|other)\b(?! (?:players?|opponents?|heroe?s?)\b)"
    r"(?:(?![,;:]|\bthan\b)[^.]){0,60}$",
    IC,
)
LOOKED_AT = re.compile(
    r"\b(?:reveals?|revealed|mills?|milled|look at|looks at"
    r"|turns? (?:a|the) (?:face-down )?card)\b",
    IC,
)


def choose(r: Reading, card: Card) -> None:
    if "nam" not in r.low:
        return
    for pattern in (CHOOSE, REVEAL_NAME):
        for match in pattern.finditer(r.sentence.masked):
            r.claim(*match.span())
            r.choice_spans.append(match.span())


def chosen(r: Reading, card: Card) -> None:
    if "nam" not in r.low:
        return
    if not card.has_choice:
        return
    whole = r.where(card.game, card.text)
    matches = list(CHOSEN.finditer(r.sentence.masked))
    for match in matches:
        if any(s <= match.start() < e for s, e in r.claimed_spans):
            continue
        # two uses of the name in one sentence ("Whenever a creature with the chosen name
        # enters …, search your library for … cards with that name"): each its clause's zone
        found = clause_where(r, card, match.start()) if len(matches) > 1 else whole
        opening = opening_where(r, card, match.start())
        # in an opening condition, only that clause says where it looks ("If that card has the
        # chosen name, that player puts it into their hand": the hand is where it goes)
        in_opening = match.start() < opening_end(r)
        says_where = opening is not None if in_opening else found.found
        found = opening or found
        before = r.sentence.masked[: match.start()]
        if GIVES_NAME.search(before) and not CONDITION_BEFORE.search(before):
            r.set_name(*match.span())  # "this gets that name": an effect sets it, nothing found
            continue
        choice = "named_2" if match.group("other") else "named"
        look = LooksFor(kind="chosen", choice=choice)
        if (
            not says_where
            and THAT_CARD_HAS.search(r.sentence.masked)
            and LOOKED_AT.search(card.text)
        ):
            # "reveal a card at random from your hand. If that card has the chosen name": the
            # revealed card is looked for where the text before took it from
            said = card.text[: r.sentence.start]
            # "… reveals their arsenal. If it's the …", "turn a face-down card in your arsenal
            # face up. If it has the chosen name"
            taken = shown_before(said, card.game)
            taken = taken if taken.found else where(said, card.game, said)
            among = replace(among_of(taken), related="revealed") if taken.strong else None
            r.add(
                Draft("identification", look, among or ObjectFilter(related="revealed")),
                match.span(),
            )
            continue
        own = _own_zone_words(r, card, match)
        if own is not None:  # its zone from its own words, the owner of the cards as said
            found = replace(own, owner=found.owner) if found.found else own
        subject = SUBJECT_BEFORE.search(before)
        if subject and not in_opening:  # "creatures with the chosen name can't attack you or
            # planeswalkers you control": the subject's own words say whose, not another noun's
            trail = QUALIFIERS.match(r.sentence.masked, match.end())  # "… you control"
            end = trail.end() if trail else match.end()
            own = where(r.sentence.masked[subject.start("noun") : end], card.game)
            found = own if own.found else found
        if REVEALED_CARDS_BEFORE.search(before):  # "put all revealed cards with the chosen
            # name into that player's graveyard": where they were revealed, not where they go
            shown = revealed_before(card.text[: r.sentence.start], card.game)
            found = shown if shown.found else found
        sure = found.strong or found.by_definition  # not a zone guessed from what is done
        among = among_of(found)
        if OTHER_OBJECTS_BEFORE.search(r.sentence.masked, 0, match.start()):
            among = replace(among, exclude_source=True)  # "other creatures with the chosen name"
        r.add(Draft("identification", look, among, sure), match.span())


def _own_zone_words(r: Reading, card: Card, match: re.Match[str]) -> Where | None:
    """Where the words right after the chosen name put it ("every card with the chosen name
    from their graveyard, then … they banished this way": the graveyard), if they say."""
    trail = QUALIFIERS.match(r.sentence.masked, match.end())
    if trail is None or match.start() < opening_end(r):
        return None
    own = where(
        r.sentence.masked[match.start() : trail.end()], card.game, card.text[: r.sentence.end]
    )
    return own if own.found and own.strong else None
