"""Names compared (MTG 201.2, FaB 2.7): "with the same name as" an anchor (the target, the
trigger's object, a revealed, exiled or banished card, a zone's cards), a name shared inside a
group, different names, and "a different name than" a group.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.clauses import clause_where, where_at
from sandbox.cards.reading.patterns.common import IC, OTHER_BEFORE, Card, among_of
from sandbox.cards.reading.readings import Reading, without_source_clauses
from sandbox.cards.reading.where import CONTROL, where
from sandbox.cards.reading.whose import ANY, OPPONENT, through_object, zone_owner_before
from sandbox.cards.reading.zone_words import Where
from sandbox.model import (
    Game,
    LooksFor,
    LooksForKind,
    ObjectFilter,
    Related,
)

SAME_AS = re.compile(
    r"\b(?:(?:with|has|have|shares?|had) (?:the )?same name as|shares? a name with)"
    r" (?!one another|each other)(?P<anchor>[^,.;]+)",
    IC,
)
# the verb of the objects compared ("a land with the same name as the exiled card enters the
# battlefield", "if a card with the same name as that spell is in your graveyard", "… was
# milled this way"): where the anchor's words end
GROUP_VERB = re.compile(
    r" (?:enters?|is put|are put|dies|die|attacks?|blocks?|leaves?|becomes?|deals?|would"
    r"|(?:is|are|was|were) (?:in|on|milled|revealed|exiled|discarded)\b)\b",
    IC,
)
ONE_WITH_SAME = re.compile(
    r"\b(?:another|a|an) (?:[\w-]+ ){0,2}?(?:card|permanent|creature|spell|land|artifact|"
    r"enchantment|token|object)s? with (?:the )?same name\b(?! as)",
    IC,
)
CLAUSE_END = re.compile(r",| or | and |;")
THAT_NAME = re.compile(r"\b(?:with|has|have) that name\b", IC)
SHARED = re.compile(
    r"\b(?:with the same name|shares? a name|that share a name|have the same name|"
    r"with a shared name|share names?|same name)\b(?! as (?!one another|each other))",
    IC,
)
# "up to two Ninja cards each with a different name": a group of different names (201.2c)
DIFFERENT_NAMES = re.compile(
    r"\bdifferent names\b|\bdifferently named\b|\beach (?:with|having|has|have) a different name\b",
    IC,
)
DIFFERENT_NAME = re.compile(r"\b(?:a )?different name(?: than| from)?\b", IC)
BANISHED_BY_THIS = re.compile(r"\bthis has (?:banished|exiled)\b|\bexiled with (?:this|it)\b", IC)
ANCHOR_ZONE = re.compile(r"\bin (?P<rest>.+)", IC)
PERMANENT_ANCHOR = re.compile(
    r"^(?:a|another) (?:nontoken |nonland )?(?:permanent|creature|land|artifact|enchantment)\b", IC
)
NOUN = r"(?:card|creature|spell|permanent|token|land|artifact|enchantment|planeswalker|aura)"
# "the same name as that spell in your graveyard", "… as that card from your graveyard to your
# hand": the zone is the group's
THAT_OBJECT_IN = re.compile(
    rf"(?P<object>(?:that|the) (?:[\w-]+ )?{NOUN}|this) (?P<where>(?:in|from) .+)", IC
)
ANOTHER_OF_THE_GROUP = re.compile(rf"(?:another|any other) {NOUN}\b", IC)
# a spell cast compared with the cards of a zone: "Whenever an opponent casts a creature spell
# with the same name as a card in their graveyard": the zone's cards are found, the spell is
# the anchor
A_CARD_IN = re.compile(r"(?:a|an|another) (?:[\w-]+ )?card (?P<where>(?:in|on) .+)", IC)
# "whenever an opponent casts a spell" (MTG), "whenever an opponent plays a card" (FaB)
CAST_TRIGGER = re.compile(
    r"\b(?:whenever|when) [^,]*?\b(?:casts? (?:a|an) (?P<types>(?:[\w-]+ )*?)spell"
    r"|plays? (?:a|an) (?P<card_types>(?:[\w-]+ )*?)card) (?:that )?$",
    IC,
)
# "each other creature on the battlefield named X", "another card named X": the group excludes
# the source (MTG 109.1 "other"; FaB 1.2 likewise), read up to "named" within one noun phrase
# "other" in the noun phrase right before "with the same name as" (not "other than")
OTHER_OF_GROUP = re.compile(r"\b(?:other|another)\b(?! than\b)(?:(?![,;:]|\band\b)[^.]){0,40}$", IC)


def same_name(r: Reading, card: Card) -> None:
    if "nam" not in r.low:
        return
    masked = r.sentence.masked
    for match in SAME_AS.finditer(masked):
        anchor_text = match.group("anchor")
        rest = masked[: match.start()] + masked[match.end() :]
        verb = GROUP_VERB.search(anchor_text)
        own_place = Where()
        if verb:  # "… as the exiled card enters the battlefield under an opponent's control":
            rest = masked[: match.start()] + anchor_text[verb.start() :] + masked[match.end() :]
            # "… is in your graveyard": where the group is, said by its own verb first
            own_place = where(anchor_text[verb.start() :], card.game, card.text[: r.sentence.end])
            anchor_text = anchor_text[: verb.start()]  # the words after its verb are the group's
        before_end = card.text[: r.sentence.end]
        one_object = (
            ONE_OBJECT.search(masked[: match.start()]) is not None
            # "If the destroyed aura has the same name as another card in its owner's graveyard"
            or ONE_SUBJECT.search(masked[: match.start()]) is not None
        )
        if (
            ANOTHER_OF_THE_GROUP.match(anchor_text)
            and not one_object  # "if it has the same name as another card in …": compared
            and not _another_group(rest, anchor_text, card.game, before_end)
        ):
            # "all nonland cards with the same name as another card in their hand": a name
            # shared inside one group (201.2), not a comparison with one object
            among = among_of(where(masked, card.game, card.text[: r.sentence.end]))
            r.add(Draft("identification", LooksFor(kind="shared_name"), among), match.span())
            continue
        against = _one_object_against_a_zone(masked[: match.start()], anchor_text, card, r)
        against = against or _subject_against_a_zone(masked[: match.start()], anchor_text, card, r)
        against = against or _one_object_against_the_permanents(r, card, match, anchor_text)
        if against is not None:
            r.add(against, match.span())
            continue
        one = THAT_OBJECT_IN.match(anchor_text)
        if one:  # "each card with the same name as that spell in your graveyard": the cards'
            rest += " " + one.group("where")  # zone, not the spell's
            anchor_text = one.group("object")
        read_so_far = card.text[: r.sentence.start] + masked[: match.start()]
        anchor, related, sure = _anchor(anchor_text, card, read_so_far)
        rest = without_source_clauses(rest, r.sentence.hits)
        found = where(rest, card.game, card.text[: r.sentence.end])
        trailing = where(one.group("where"), card.game, before_end) if one else Where()
        found = trailing if trailing.found else found  # "… from your graveyard": its own
        found = own_place if own_place.found else _group_s_own_place(r, card, match) or found
        held = GROUP_HELD_BEFORE.search(masked, 0, match.start())
        if held and not own_place.found:
            # "if you control a creature with the same name as it": the group's own holder
            text_before = card.text[: r.sentence.start] + masked[: held.start()]
            holder = _holder(held["who"], text_before)  # what one controls is in play
            found = replace(found, zones=(card.in_play,), zone_owner=ANY, controller=holder)
        # "all cards with the same name as the chosen card" finds the anchor too (701.23c's
        # example); "all other permanents with the same name as that permanent" does not
        other = OTHER_OF_GROUP.search(masked, 0, match.start())
        group = OTHER_BEFORE.search(masked, 0, match.start())
        start = group.start() if group else _group_phrase_start(masked[: match.start()])
        if _held_only_by_the_target(masked[:start], masked[start:]):
            # "return target creature an opponent controls and each other creature with the
            # same name as that creature": the target's controller, not the group's
            found = replace(found, controller="any")
        if THAT_PLAYER_CONTROLS.search(masked, start, match.start()):
            # "exile target permanent an opponent controls and all other permanents that
            # player controls with the same name": that player is the target's controller
            text_before = card.text[: r.sentence.start] + masked[:start]
            found = replace(found, controller=zone_owner_before(text_before))
        if ITS_CONTROLLER_CONTROLS.search(masked, start, match.start()):
            text_before = card.text[: r.sentence.start] + masked[:start]
            found = replace(found, controller=through_object("controller_of", text_before))
        look = LooksFor(kind="same_name_as", anchor=anchor, include_anchor=other is None)
        draft = Draft(
            "identification", look, among_of(found), sure and found.found, related=related
        )
        r.add(draft, match.span())
    if not card.has_choice:
        for match in THAT_NAME.finditer(masked):
            found = clause_where(r, card, match.start())  # "cards in their graveyard with …"
            before = masked[: match.start()]
            related = _related(before, card.text[: r.sentence.start] + before)
            look = LooksFor(kind="same_name_as", anchor=ObjectFilter())
            r.add(
                Draft("identification", look, among_of(found), False, related=related), match.span()
            )
    _one_with_the_same_name(r, card)
    _shares_a_name_with(r, card)
    _group_names(r, card)


def _one_object_against_a_zone(
    before: str, anchor_text: str, card: Card, r: Reading
) -> Draft | None:
    """The trigger's spell compared with "a card in <zone>": the zone's cards are found (its
    controller's for "their"), the spell is the anchor. The spell's type words say when the
    ability triggers, which the anchor does not hold: such a reading is only suggested."""
    zone = A_CARD_IN.fullmatch(anchor_text.strip())
    cast = CAST_TRIGGER.search(before)
    if zone is None or cast is None:
        return None
    found = where(zone.group("where"), card.game, card.text[: r.sentence.end])
    if not found.found:
        return None
    among = among_of(found)
    if re.match(r"in their\b", zone.group("where"), IC):
        among = replace(among, zone_owner="controller_of:trigger")
    look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related="trigger"))
    sure = not (cast.group("types") or cast.group("card_types"))
    return Draft("identification", look, among, sure, related="trigger")


# "If the discarded card has the same name as a card in your pitch zone": one object, named
# as the subject of a condition, compared with the cards of a zone
ONE_SUBJECT = re.compile(
    r"\b(?:if|when|whenever|while|unless|as long as) (?P<one>(?:the|that) (?:[\w-]+ ){0,2}?"
    r"(?:card|attack|spell|permanent|creature|aura|item|equipment|weapon|ally|token)|it) $",
    IC,
)


def _subject_against_a_zone(before: str, anchor_text: str, card: Card, r: Reading) -> Draft | None:
    """The cards of a zone a condition's one object is compared with ("If the discarded card
    has the same name as a card in your pitch zone": your pitch zone's cards are found, the
    discarded card is the anchor), or None when the words are not so."""
    zone = A_CARD_IN.fullmatch(anchor_text.strip())
    one = ONE_SUBJECT.search(before)
    if zone is None or one is None:
        return None
    found = where(zone.group("where"), card.game, card.text[: r.sentence.end])
    related = _related(one.group("one"), card.text[: r.sentence.start] + before)
    if not found.found or not related:
        return None
    look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related=related))
    return Draft("identification", look, among_of(found), found.strong, related=related)


# "you control a creature with the same name as …": who holds the group, right before it
GROUP_HELD_BEFORE = re.compile(
    r"\b(?P<who>you control|an opponent controls|its controller controls) "
    r"(?:a|an|another|two or more|\w+ or more) (?:[\w-]+ ){0,2}?$",
    IC,
)


def _holder(who: str, text_before: str) -> str:
    """The controller "you control", "an opponent controls", "its controller controls" say."""
    said = who.casefold()
    if said == "you control":
        return "you"
    return OPPONENT if said.startswith("an opponent") else zone_owner_before(text_before + who)


# "all other permanents that player controls with the same name as that permanent"
THAT_PLAYER_CONTROLS = re.compile(r"\b(?:that player controls|they control)\b", IC)
# "tap target creature an opponent controls and each other creature its controller controls
# with the same name as that creature": the target's controller
ITS_CONTROLLER_CONTROLS = re.compile(r"\bits controller controls\b", IC)
# "if it has the same name as a permanent": any permanent, a group, not one object
A_PERMANENT = re.compile(
    r"(?:a|an|any) (?P<non>non[\w-]+ )?(?:permanent|creature|land|artifact|enchantment"
    r"|planeswalker|token)(?: (?P<who>you control|an opponent controls|your opponents control))?"
    r"\s*",
    IC,
)
# the one object compared: "it", "a card revealed this way", "the revealed card", or a target
# described before "that" ("target artifact card in your graveyard that doesn't have …")
NEGATION = r"(?:(?P<negated>doesn't|does not|don't|do not) )?"
ONE_OBJECT = re.compile(
    rf"(?:\bit|\b(?:a|the|that) card revealed this way|\bthe revealed card) {NEGATION}$", IC
)
TARGET_THAT = re.compile(rf"\btarget\b[^,.;]*\bthat {NEGATION}$", IC)


def _one_object_against_the_permanents(
    r: Reading, card: Card, match: re.Match[str], anchor_text: str
) -> Draft | None:
    """ "put that card onto the battlefield if it has the same name as a permanent": the
    permanents are found, and the one object ("it") is the anchor (as a card in a zone is,
    `_one_object_against_a_zone`). A negated type of the permanents is left for a judge."""
    group = A_PERMANENT.fullmatch(anchor_text)
    in_a_zone = A_CARD_IN.fullmatch(anchor_text.strip())
    before = r.sentence.masked[: match.start()]
    one = ONE_OBJECT.search(before) or TARGET_THAT.search(before)
    if (group is None and in_a_zone is None) or one is None:
        return None
    read_so_far = card.text[: r.sentence.start] + before
    # "it": the object the sentence or the one before spoke of ("Reveal the top card of your
    # deck. If it has the same name as a card in your graveyard, …": the revealed card)
    related = _related(before, read_so_far) or _earlier_object(read_so_far)
    look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related=related))
    sure = bool(related) and not one["negated"]  # "doesn't have the same name": unread
    if in_a_zone is not None:
        found = where(in_a_zone["where"], card.game, card.text[: r.sentence.end])
        return Draft("identification", look, among_of(found), sure and found.found, related=related)
    if group is None:
        return None
    held = where(group["who"], card.game) if group["who"] else Where()
    among = ObjectFilter(zones=(card.in_play,), controller=held.controller)
    return Draft("identification", look, among, sure and not group["non"], related=related)


# "if it shares a name with a permanent you control": one object compared with a group
SHARES_WITH = re.compile(
    r"\b(?P<one>it|that card|that creature|that spell|that permanent) "
    r"(?P<negated>doesn't |does not )?shares? a name with (?P<group>(?:a|an|another) [^,.;]+)",
    IC,
)


def _shares_a_name_with(r: Reading, card: Card) -> None:
    """ "If it shares a name with a permanent you control": the permanents (or a zone's cards)
    are found and the one object is the anchor, as "has the same name as" is read."""
    masked = r.sentence.masked
    for match in SHARES_WITH.finditer(masked):
        group_text = match["group"].strip()
        permanents = A_PERMANENT.fullmatch(group_text + " ")
        in_a_zone = A_CARD_IN.fullmatch(group_text)
        if permanents is None and in_a_zone is None:
            continue
        read_so_far = card.text[: r.sentence.start] + masked[: match.end("one")]
        related = _related(match["one"], read_so_far) or _earlier_object(read_so_far)
        look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related=related))
        if in_a_zone is not None:
            found = where(in_a_zone["where"], card.game, card.text[: r.sentence.end])
            among, sure = among_of(found), found.found
        elif permanents is not None:
            held = where(permanents["who"], card.game) if permanents["who"] else Where()
            among = ObjectFilter(zones=(card.in_play,), controller=held.controller)
            sure = not permanents["non"]
        sure = sure and bool(related) and not match["negated"]
        r.add(Draft("identification", look, among, sure, related=related), match.span())


def _one_with_the_same_name(r: Reading, card: Card) -> None:
    """ "another permanent with the same name", "a card with the same name": one object
    compared with the one the sentence is about (the target, the trigger's object, a card
    exiled or banished by the source): same_name_as, not a group that shares a name."""
    masked = r.sentence.masked
    for match in ONE_WITH_SAME.finditer(masked):
        if any(s <= match.start() < e for s, e in r.claimed_spans):
            continue
        related = _anchor_related(masked[: match.start()], card)
        look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related=related))
        clause = CLAUSE_END.split(masked[match.end() :], maxsplit=1)[0]
        found = where(clause, card.game, card.text[: r.sentence.end])
        if not found.found:
            found = r.where(card.game, card.text)
        if BANISHED_BY_THIS.search(masked) and not found.found:
            # the cards the source banished or exiled (406.6, 607): in the banished or exile
            # zone of whoever owned the zone they were taken from
            taken = where(card.text, card.game, card.text)
            zone = card.ruleset.exile_zone
            owner = taken.zone_owner if taken.found else "any"
            among = ObjectFilter(zones=(zone,), zone_owner=owner, related="linked")
            r.add(Draft("identification", look, among, bool(related)), match.span())
            continue
        r.add(
            Draft("identification", look, among_of(found), found.found and bool(related)),
            match.span(),
        )


def _anchor_related(before: str, card: Card) -> Related:
    """What "with the same name" compares with, when the text does not say "as X": an object
    the text targets (a target player is none), else the trigger's."""
    if TARGET_OBJECT_WORD.search(before):
        return "target"
    if re.search(r"\b(?:whenever|when)\b", before, IC):
        return "trigger"
    if TARGET_OBJECT_WORD.search(card.text):
        return "target"
    return ""


def _group_names(r: Reading, card: Card) -> None:
    masked = r.sentence.masked
    linked = BANISHED_BY_THIS.search(masked)
    kinds: tuple[tuple[re.Pattern[str], LooksForKind], ...] = (
        (DIFFERENT_NAMES, "different_names"),
        (SHARED, "shared_name"),
    )
    for pattern, kind in kinds:
        for match in pattern.finditer(masked):
            if any(s <= match.start() < e for s, e in r.claimed_spans):
                continue
            look = LooksFor(kind=kind)
            # "{3}, {T}, Exile three cards with different names from your graveyard: Search
            # your library …": a cost looks where its own words say
            found = where_at(r, card, match.start())
            if linked and not found.found:  # "this has banished another card with the same name"
                zone = card.ruleset.exile_zone
                among = ObjectFilter(zones=(zone,), related="linked")
                r.add(Draft("identification", look, among), match.span())
                continue
            r.add(Draft("identification", look, among_of(found), found.found), match.span())
    for match in DIFFERENT_NAME.finditer(masked):
        if any(s <= match.start() < e for s, e in r.claimed_spans):
            continue
        group, anchor = _different_from(r, card, match)
        look = LooksFor(kind="different_name", anchor=anchor)
        r.add(Draft("identification", look, group, False), match.span())


# what a "different name than …" compares with ends where the group's own words go on: "an Aura
# card with a different name than each Aura you control, put that card onto the battlefield"
DIFFERENT_FROM_END = re.compile(r",|;|\.|$|\b(?:from|into|onto|to|then|and)\b", IC)
PUNCTUATION_END = re.compile(r"[,;.]|$")


def _different_from(
    r: Reading, card: Card, match: re.Match[str]
) -> tuple[ObjectFilter, ObjectFilter]:
    """The group an object is looked for in and the objects its name must differ from: "search
    your deck for an Evo with a different name than each Evo you control" looks in your deck,
    and "you control" is said of the objects compared with, not of the group (MTG 201.2c)."""
    masked = r.sentence.masked
    end = DIFFERENT_FROM_END.search(masked, match.end())
    stop = end.start() if end else len(masked)
    if not match.group(0).casefold().endswith(("than", "from")) or stop == match.end():
        return among_of(r.where(card.game, card.text)), ObjectFilter()
    clause_end = PUNCTUATION_END.search(masked, stop)
    after = masked[stop : clause_end.start() if clause_end else len(masked)]
    rest = without_source_clauses(masked[: match.start()] + after, r.sentence.hits)
    text_so_far = card.text[: r.sentence.end]
    group = where(rest, card.game, text_so_far)
    anchor = where(masked[match.end() : stop], card.game, text_so_far)
    return among_of(group), among_of(anchor) if anchor.found else ObjectFilter()


def _another_group(rest: str, anchor_text: str, game: Game, card_text: str) -> bool:
    """Whether "another creature you control" is elsewhere than the objects compared with it
    ("search your library for a card with the same name as another creature you control"):
    two groups, so a comparison with the other one, not a name shared inside one."""
    group = where(rest, game, card_text)
    other = where(anchor_text, game, card_text)
    return group.found and other.strong and set(group.zones) != set(other.zones)


def _anchor(text: str, card: Card, read_so_far: str) -> tuple[ObjectFilter, Related, bool]:
    """The object a same-name comparison is made with: a zone, a permanent ("another creature
    you control": the source excluded), or a related object (from the text `read_so_far`)."""
    zone = ANCHOR_ZONE.search(text)
    if zone:
        found = where(zone.group(0), card.game, card.text)
        if found.found:
            return among_of(found), "", True
    if PERMANENT_ANCHOR.search(text):
        controlled = where(text, card.game, card.text)  # "another creature you control"
        controller = controlled.controller if controlled.strong else "any"
        among = ObjectFilter(zones=(card.in_play,), controller=controller)
        return replace(among, exclude_source=bool(ANOTHER_OF_THE_GROUP.match(text))), "", True
    related = _related(text, read_so_far)
    return ObjectFilter(), related, bool(related)


# "target creature", not "target player" / "target opponent's": an object the text targets
TARGET_OBJECT_WORD = re.compile(r"\btarget\b(?!\s+(?:players?|opponents?|heroe?s?)\b)", IC)


def _related(text: str, read_so_far: str) -> Related:
    """What "that card" / "the exiled card" is: said by its own words, else by what the card's
    text before it did (`read_so_far`). A target player is no object to compare with ("target
    opponent reveals their hand")."""
    lowered = text.casefold()
    if "target" in lowered:
        return "target"
    if "exiled" in lowered or "banished" in lowered:  # FaB banishes what MTG exiles
        return "linked"
    if re.search(r"\b(?:revealed|milled|discarded|chosen|top card|destroyed|pitched)\b", lowered):
        return "revealed"  # an object the effect just acted on, which a judge links
    if re.search(rf"\b(?:that|the) {NOUN}\b", lowered):
        if re.search(r"\bthat spell\b", lowered) and SPELL_CAST_TRIGGER.search(read_so_far):
            return "trigger"  # "Whenever a player casts a spell, … that spell": the trigger's
        return _earlier_object(read_so_far)
    return ""


SPELL_CAST_TRIGGER = re.compile(r"\b(?:whenever|when) [^,.]*\bcasts? (?:a|an) [^,.]*\bspell\b", IC)


def _earlier_object(read_so_far: str) -> Related:
    """The object "that card" / "it" points back to, by what the text before it did."""
    if TARGET_OBJECT_WORD.search(read_so_far):
        return "target"
    if re.search(r"\bexiled?\b", read_so_far, IC):
        return "linked"
    if re.search(r"\b(?:reveals?|revealed|mills?|milled)\b", read_so_far, IC):
        return "revealed"
    if re.search(r"\b(?:whenever|when)\b", read_so_far, IC):
        return "trigger"
    return ""


# "and all other cards from that graveyard with the same name as that card": the group's noun
# phrase, from the last clause boundary to the comparison
_GROUP_PHRASE_START = re.compile(r".*(?:,|;|:|\band\b|\bthen\b)", re.I | re.S)
_PLACE_WORD = re.compile(r"\b(?:from|in) ", re.I)


# (the group may be another object of the verb: "… and 1 damage to each other creature")
TARGET_PHRASE = re.compile(
    r"\btarget\b[^,;]*\band (?:[\w-]+ ){0,3}?(?:to )?(?:each |all |every )?$", IC
)


def _held_only_by_the_target(before_group: str, group_on: str) -> bool:
    """Whether the only controller words are in the target's noun phrase before the group's
    ("target creature an opponent controls and each other creature …")."""
    return (
        TARGET_PHRASE.search(before_group) is not None
        and CONTROL.search(before_group) is not None
        and CONTROL.search(group_on) is None
    )


def _group_phrase_start(before: str) -> int:
    """Where the compared group's noun phrase begins in `before` (the words up to "with the
    same name as"): after the last clause boundary."""
    start = _GROUP_PHRASE_START.match(before)
    return start.end() if start else 0


def _group_s_own_place(r: Reading, card: Card, match: re.Match[str]) -> Where | None:
    """Where the compared group is, said in its own noun phrase ("all other cards from that
    graveyard"), when it says so; None to read the sentence."""
    before = r.sentence.masked[: match.start()]
    phrase = before[_group_phrase_start(before) :]
    if not _PLACE_WORD.search(phrase):
        return None
    own = where(phrase, card.game, card.text[: r.sentence.start] + before)
    return own if own.found and own.strong else None
