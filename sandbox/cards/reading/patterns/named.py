"""Literal names: "named X" and "with X in its name" (F6), with the zone and players their
own words say; series of names; and names an effect sets rather than looks for (F8).
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.clauses import where_at
from sandbox.cards.reading.patterns.common import (
    CONDITION_BEFORE,
    IC,
    LIST,
    OTHER_BEFORE,
    PART,
    Card,
    N,
    among_of,
    claimed,
    names_draft,
    part_text,
)
from sandbox.cards.reading.readings import PLACEHOLDER, Reading
from sandbox.cards.reading.scan import OWN
from sandbox.cards.reading.shown import revealed_before, shown_before
from sandbox.cards.reading.where import CANT_BE_CAST, CONTROL, QUALIFIERS, where
from sandbox.cards.reading.whose import ANY, OPPONENT, TARGET_PLAYER, last_match
from sandbox.cards.reading.zone_words import Where
from sandbox.model import LooksFor, ObjectFilter, ZoneWord

HOLDER_BEFORE = re.compile(
    r"\b(?P<who>you control|an opponent controls|you own|you both own and control"
    r"|your opponents control|opponents control|each opponent controls) $"
    # "… or you control two or more lands named X": the holder of its own clause
    r"|\b(?P<verb>you control|you don't control|an opponent controls|each opponent controls"
    r"|target (?:player|opponent) controls|that player controls|they control)"
    r" (?:a|an|another|any|no|two or more|three or more|\w+ or more|at least \w+)"
    r" (?:[\w-]+ ){0,2}?$",
    IC,
)
# "Your next attack this turn with Ironsong in its name": your attack, on the combat chain
YOUR_ATTACK_BEFORE = re.compile(
    r"\byour (?:next |first )?(?:[\w-]+ )*?attacks?(?: this turn)? $", IC
)
# a property of a name, not a part of it: "the chosen letter in its name", "with fewer letters
# in its name", "an odd number of words in its name" (left for a judge to write)
NAME_PROPERTY = re.compile(
    r"(?:the|that) (?:chosen|named) (?:letter|word|number|character)"
    r"|.*\b(?:letters|words|characters)$",
    IC,
)
NAMED = re.compile(rf"(?P<neg>\bnot )?\bnamed (?P<list>{LIST})", IC)
# a sentence whose subject is the objects named: "Creatures named Paper Tiger can't attack"
SUBJECT_NAMED = re.compile(r"(?:all |each )?(?:[\w-]+ )?[\w-]+s? named ", IC)
CLAUSE_SUBJECT_NAMED = re.compile(
    r"(?:^|\b(?:as long as|if|while|that|whenever|when|unless) )"
    r"(?:all |each |an? |the |any )?(?:[\w-]+ )?[\w-]+s? named $",
    IC,
)
VERB_AFTER = re.compile(
    r" (?:is|are|was|were|would|deals?|can't|cannot|has|have|attacks?|blocks?|dies"
    r"|becomes?|gets?)\b",
    IC,
)
NEXT_ATTACK = re.compile(r"\byour next [\w ]*?attack\b", IC)
# an effect that gives a name: "is named X", "gains the name X", "except its name is X" (a name
# set, F8 / MTG 707.9b, not one looked for)
SETS_NAME = re.compile(
    rf"\b(?:(?:is|are|becomes?|gets?|gains?|it's) (?:also )?named|"
    rf"(?:has|have|gets?|gains?) (?:[^.;\"]*? and )?the name|"
    rf"(?:its|their|[\w-]+'s) names? (?:is|are|becomes?)|"
    rf"(?:this|it) counts as (?:a|an)|"
    rf"counts? (?:it|this|them) as (?:a|an) (?:card |cards )?named) "
    # a name no card has may hold one that does ("except its name is Faceless Mimic")
    rf"(?P<list>(?:(?-i:[A-Z])[\w'-]* )*{LIST}(?: (?-i:[A-Z])[\w'-]*)*)",
    IC,
)
# what an effect that sets a name says of the names it takes away or keeps (F8)
OTHER_NAMES = re.compile(
    r"\bloses? all (?:other )?names\b|\bin addition to (?:its|their) other names\b", IC
)
# "Enchanted creature … is a green and white Citizen creature … named Legitimate Businessperson",
# "becomes a 4/4 Dragon named X": the name an effect gives the object (a set name, not found)
# "becomes a … creature named X", "and become red sorceries named Missile": a name it gives
IS_NAMED = re.compile(r"\b(?:(?:is|are|becomes?|it's) (?:a|an)\b|become )(?=[^.;]*$)", IC)


RELATIVE_CLAUSE = re.compile(r"\b(?:that|which)\b[^,.;:]*$", IC)


def sets_name(r: Reading, card: Card) -> None:
    """ "Target creature is named X", "gains the name X", "except its name is X", "this
    counts as a Gold": an effect sets the name (F8), so nothing is looked for; "if it is named
    X" stays a condition."""
    if "nam" not in r.low and "counts as" not in r.low:
        return
    for match in SETS_NAME.finditer(r.sentence.masked):
        before = r.sentence.masked[: match.start()]
        # "cards in your graveyard that are Elementals or are named X": a group described
        if RELATIVE_CLAUSE.search(before):
            continue
        if not CONDITION_BEFORE.search(r.sentence.masked, 0, match.start()):
            r.set_name(*match.span())
    if r.set_name_spans:
        for match in OTHER_NAMES.finditer(r.sentence.masked):
            r.set_name(*match.span())


# "If it's a card named X": the object the text spoke of last, a card revealed before (type
# words, "an attack action card named X", are left to the honesty check)
IT_IS_A = re.compile(
    r"^\W*if (?:it's|it is|either (?:of them )?is|one of them is|any of them (?:is|are))"
    r" (?:a|an) (?:[\w-]+ )?card $"
    # "Target hero reveals their hand. If it contains a card named X": the hand revealed
    r"|^\W*if it contains (?:a|an|one or more|two or more|\w+) cards? $",
    IC,
)


def _where_of_the_phrase(r: Reading, card: Card, match: re.Match[str]) -> Where:
    """Where "… named X" looks. The subject of a sentence is read with the words right after
    it ("Creatures named X you control …"), not with another noun's: "Creatures named
    Lightning Rager can't attack you or planeswalkers you control" are anyone's; so is the
    subject of a clause ("as long as an Equipment named X is attached to a creature you
    control"). Else, as the whole sentence says."""
    masked = r.sentence.masked
    defence = _in_a_defence(masked[: match.start()], card)
    if defence is not None:
        return defence
    if THAT_SPELL_IS.search(masked, 0, match.start()):
        # "Whenever an opponent casts a spell, … If that spell is named X": the spell the
        # trigger cast, on the stack, its caster's
        cast = where(card.text[: r.sentence.start], card.game, card.text[: r.sentence.start])
        if cast.found and cast.zones == ("stack",):
            return cast
    trail = QUALIFIERS.match(masked, match.end())
    end = trail.end() if trail else match.end()
    if IT_IS_A.search(masked, 0, match.start()) and not trail:
        # "… reveals their arsenal. If it's a card named X", "look at their hand. If it
        # contains a card named X"
        shown = shown_before(card.text[: r.sentence.start], card.game)
        if shown.found:
            return shown
    if trail:
        # a name with its own words: "for each card named X in your graveyard and … for each
        # card named Y in all graveyards", "… the top card of their deck and each card named X
        # in their arsenal"
        own = where(masked[match.start() : end], card.game, card.text[: r.sentence.end])
        if own.found and own.strong and OWNED_BEFORE.search(masked, 0, match.start()):
            return replace(own, owner="you")  # "as long as you own a card named X in exile"
        if own.found and own.strong:
            return own
    subject = SUBJECT_NAMED.match(masked)
    if subject is not None and subject.end() == match.start("list"):
        if CANT_BE_CAST.search(masked, end):  # "Spells named X can't be cast": from anywhere
            return where(masked, card.game, card.text[: r.sentence.end])
        own = where(masked[:end], card.game, card.text[: r.sentence.end])
        return own if own.found else where_at(r, card, match.start())
    clause = CLAUSE_SUBJECT_NAMED.search(masked, 0, match.start("list"))
    if clause is None or not VERB_AFTER.match(masked, end):
        return where_at(r, card, match.start())
    if MOVED_THIS_WAY_AFTER.match(masked, end):  # "if a creature named X was exiled this way"
        return where(masked[end:], card.game, card.text[: r.sentence.end])
    # the subject of a clause of its own ("as long as an Equipment named X is attached to a
    # creature you control"): the players of the nouns after its verb are not its
    own = where(masked[clause.start() : end], card.game, card.text[: r.sentence.end])
    if own.found:
        return own
    found = where_at(r, card, match.start())
    if CONTROL.search(masked, end) and not CONTROL.search(masked, 0, end):
        return replace(found, controller=ANY, owner=ANY)
    return found


# FaB 7.0: the attack a card defends is on the combat chain ("if this defends a card named
# Snatch": the attacking hero's attack)
DEFENDS_A = re.compile(r"\b(?:this|it|~) defends (?:a|an) (?:[\w-]+ )*?(?:card|attack) $", IC)


def _in_a_defence(before: str, card: Card) -> Where | None:
    """Where the attack a card defends is, when the words before a name say so ("if this
    defends a card named Snatch": on the combat chain, the attacking hero's); None when they do
    not (the cards defended with are where's, FaB 7.0.5a)."""
    if card.ruleset.zone("combat_chain") is None or not DEFENDS_A.search(before):
        return None
    return Where(("combat_chain",), controller=OPPONENT, found=True, strong=True)


THAT_SPELL_IS = re.compile(r"\bif (?:that|the) spell (?:is|was) $", IC)
OWNED_BEFORE = re.compile(r"\byou own (?:a|an|any|one|two|\w+ or more) (?:[\w-]+ )?$", IC)
MOVED_THIS_WAY_AFTER = re.compile(
    r" (?:was|were|is|are) (?:exiled|banished|milled|revealed|discarded) this way\b", IC
)


# "…named ⟨0⟩, a creature named ⟨1⟩": a series whose items each say "named"
SERIES_BEFORE = re.compile(rf"\bnamed {N}, (?:a|an) [\w ]+? $", IC)


def named(r: Reading, card: Card) -> None:
    if "nam" not in r.low:
        return
    previous = -1  # the index of the draft the last "named" of the sentence gave
    for match in NAMED.finditer(r.sentence.masked):
        if claimed(r, match.group("list"), match.start("list")):
            continue
        if _gives_the_name(r.sentence.masked, match.start()):
            r.set_name(*match.span())  # "is a … creature named X": an effect sets the name
            continue
        holder = HOLDER_BEFORE.search(r.sentence.masked, 0, match.start())
        found = (  # "a creature you control named Vecna": who holds it says where, first
            where(holder["who"] or holder.group(0), card.game, card.text[: r.sentence.end])
            if holder
            else _where_of_the_phrase(r, card, match)
        )
        hits = r.hits_in(match.group("list"))
        span = match.span()
        series = SERIES_BEFORE.search(r.sentence.masked, 0, match.start())
        if series and len(hits) > 1 and hits[-1].kind == OWN:
            # "a creature named Feral Shadow, a creature named Breathstealer, and Urborg
            # Panther": each item says "named", so the last one without it is the card itself
            hits = hits[:-1]
            placed = list(PLACEHOLDER.finditer(r.sentence.masked, *match.span("list")))
            span = (match.start(), placed[-2].end())
        among = among_of(found)
        if OTHER_BEFORE.search(r.sentence.masked, 0, match.start()):
            among = replace(among, exclude_source=True)
        draft = names_draft(hits, card, among, found.found, negate=bool(match["neg"]))
        if re.search(r"\bhero $", r.sentence.masked[: match.start()]):
            # "a marked hero named Fang": a moniker (F3); "a hero named Valda Brightaxe": a
            # hero card's name, in a hero zone
            monikers = all(h.name.casefold() in card.context.monikers for h in hits)
            names = tuple(h.name for h in hits)
            look = LooksFor(kind="names", names=names, by="moniker" if monikers else "name")
            # whose: the hero hit or attacked (an opponent), the target hero, else any hero
            said = card.text[: r.sentence.start] + r.sentence.masked[: match.start()]
            among = ObjectFilter(zones=("hero",), zone_owner=_hero_said(said))
            draft = Draft("identification", look, among, True)
        if _joins_the_series(r, previous, draft, match.start()):
            _join(r, previous, draft, span, _each_needed(r, previous, match.start(), match.end()))
            continue
        r.add(draft, span)
        previous = len(r.drafts) - 1


# the hero a name is given to: "hits a hero named X" (an opponent), "target hero named X"
HERO_SAID = re.compile(
    r"\b(?:(?P<hit>(?:hits?|attacks?|attacking) (?:a|the) hero)|target hero) $", IC
)


def _hero_said(said: str) -> str:
    """Whose hero "<…> hero named X" is: the hero hit or attacked is an opponent, a target hero
    the target player, any other hero anyone's."""
    found = HERO_SAID.search(said)
    if found is None:
        return ANY
    return OPPONENT if found["hit"] else TARGET_PLAYER


def _gives_the_name(masked: str, at: int) -> bool:
    """Whether the "named" at `at` is a name an effect gives ("becomes a 4/4 Dragon named X"),
    not one a condition tests ("if there is a card named X in your graveyard", "if it is a
    creature named X")."""
    # the last "is a" / "becomes a" before it: "if this permanent is an enchantment, it becomes
    # a 4/4 Dragon … named Shivan Dragon" is the "becomes" one
    found = last_match(IS_NAMED, masked[:at])
    if found is None:
        return False
    before = masked[: found.start()]
    if CLAUSE_BETWEEN.search(masked, found.end(), at):
        return False  # "is an artifact creature as long as you control … permanents named X"
    return not (THERE_BEFORE.search(before) or CONDITION_BEFORE.search(before))


# a clause of its own between "is a" and "named": the name is that clause's, tested there
CLAUSE_BETWEEN = re.compile(
    r"\b(?:as long as|if|while|unless|you control|an opponent controls|that|for each)\b", IC
)


THERE_BEFORE = re.compile(r"\bthere $", IC)
# "a card named Forest, a card named Brambleweft Behemoth, and a card named Nissa": one list
SERIES_LINK = re.compile(r",?(?: and/or| and| or)? (?:a|an|one|all|each) (?:[\w-]+ ){0,2}?$", IC)


def _joins_the_series(r: Reading, previous: int, draft: Draft, start: int) -> bool:
    """Whether `draft` is the next item of a list the previous "named" began, the same kind of
    object in the same place ("… named X or a permanent named Y"): one look-up of all names."""
    if previous < 0 or previous != len(r.drafts) - 1:
        return False
    before, end = r.drafts[previous], r.draft_spans[previous][1]
    link = r.sentence.masked[end:start]
    return bool(SERIES_LINK.fullmatch(link)) and _alike(before) == _alike(draft)


def _alike(draft: Draft) -> tuple[object, ...]:
    return (draft.among, draft.negate, draft.looks_for.by)


def _each_needed(r: Reading, previous: int, start: int, end: int) -> bool:
    """Whether a list joined by "and" in a condition or a cost needs every name (it asks for
    one of each), not any one of them. `start`, `end`: the words of the list's newest item."""
    masked = r.sentence.masked
    link = masked[r.draft_spans[previous][1] : end]
    if not re.search(r"\band\b(?!/or)", link, IC):
        return False
    colon = masked.find(":")
    in_cost = 0 <= start < colon and '"' not in masked[:colon]
    return in_cost or bool(re.search(r"\b(?:if|as long as|while|unless)\b", masked[:start], IC))


def _join(
    r: Reading, previous: int, draft: Draft, span: tuple[int, int], each_needed: bool
) -> None:
    before = r.drafts[previous]
    look = replace(
        before.looks_for,
        names=tuple(dict.fromkeys((*before.looks_for.names, *draft.looks_for.names))),
        include_source_name=before.looks_for.include_source_name
        or draft.looks_for.include_source_name,
        match="all" if each_needed else before.looks_for.match,
    )
    sure = before.confident and draft.confident
    r.drafts[previous] = replace(before, looks_for=look, confident=sure)
    r.draft_spans[previous] = (r.draft_spans[previous][0], span[1])
    r.claim(*span)


def parts(r: Reading, card: Card) -> None:
    if "nam" not in r.low:
        return
    masked = r.sentence.masked
    for match in PART.finditer(masked):
        if any(s <= match.start("part") < e for s, e in r.claimed_spans):
            continue
        if NAME_PROPERTY.match(match.group("part")):
            continue  # a property of a name, left for a judge
        words = re.split(r",? (?:or|and|and/or) |, ", part_text(r, match.group("part")))
        look = LooksFor(kind="names", names=tuple(w.strip() for w in words), by="part")
        among, sure = _where_the_part_is(r, card, match)
        if OTHER_BEFORE.search(masked, 0, match.start()):  # "other equipment you control with …"
            among = replace(among, exclude_source=True)
        r.add(Draft("identification", look, among, sure), match.span())


# "target attack with …": an attack is on the combat chain (FaB 1.8.5a), whoever controls it
AN_ATTACK_BEFORE = re.compile(r"\battacks? $", IC)
# "target attack with Herald in its name an opposing hero controls": who holds it, after
HOLDER_AFTER = re.compile(
    r" (?P<who>you control|an opponent controls|an opposing hero controls"
    r"|the defending hero controls|the attacking hero controls)\b",
    IC,
)


IT_BEFORE = re.compile(r"^\W*if (?:it|that card) $", IC)


# "If it's a Sink Below, …" after a card is looked at, turned face up or revealed
IT_IS_NAME = re.compile(rf"\bif (?:it's|it is) (?:a |an )?(?P<list>{LIST})(?= *[,.])", IC)


def it_is_named(r: Reading, card: Card) -> None:
    """ "Look at the top card of target hero's deck. If it's a Sink Below, …": the card shown
    before is compared with the name, where it was shown."""
    for match in IT_IS_NAME.finditer(r.sentence.masked):
        hits = r.hits_in(match["list"])
        if not hits or any(h.kind == OWN for h in hits) or claimed(r, match["list"], match.start()):
            continue
        shown = shown_before(card.text[: r.sentence.start], card.game)
        if shown.found:
            r.add(names_draft(hits, card, among_of(shown), True), match.span())


def _where_the_part_is(r: Reading, card: Card, match: re.Match[str]) -> tuple[ObjectFilter, bool]:
    """Where the objects with a part of a name are looked for, and whether that is sure."""
    masked = r.sentence.masked
    if YOUR_ATTACK_BEFORE.search(masked, 0, match.start()):
        return ObjectFilter(zones=("combat_chain",), controller="you"), True
    if IT_BEFORE.search(masked, 0, match.start()):
        # "reveal the top card of their deck. If it has Potion in its name": that card
        revealed = revealed_before(card.text[: r.sentence.start], card.game)
        if revealed.found:
            return among_of(revealed), True
    holder = HOLDER_BEFORE.search(masked, 0, match.start())
    if holder:  # "an attack you control with Vengeance in its name": who holds it says where
        held = where(holder["who"] or holder.group(0), card.game, card.text[: r.sentence.end])
        return among_of(held), held.found
    after = HOLDER_AFTER.match(masked, match.end())
    if after:  # "target attack with Herald in its name an opposing hero controls"
        held = where(after.group("who"), card.game, card.text[: r.sentence.end])
        attack = card.ruleset.zone("combat_chain") and AN_ATTACK_BEFORE.search(
            masked, 0, match.start()
        )
        zones: tuple[ZoneWord, ...] = ("combat_chain",) if attack else (card.in_play,)
        return ObjectFilter(zones=zones, controller=held.controller), held.found
    found = where_at(r, card, match.start())
    if not found.found and NEXT_ATTACK.search(card.text):  # "If it has harpoon in its name"
        return ObjectFilter(zones=("combat_chain",), controller="you"), True
    return among_of(found), found.found
