"""Names held by a player: "X you control", "an opponent controls a X", "controls more Gold",
"the next X you play", counters on X, MTG keywords that name cards (partner with, melds with),
and the card's own name counting others ("another Hundred Winds", "the number of X").
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.patterns.clauses import opening_end
from sandbox.cards.reading.patterns.common import (
    IC,
    LIST,
    Card,
    N,
    among_of,
    names_draft,
    read_before,
)
from sandbox.cards.reading.readings import PLACEHOLDER, Reading
from sandbox.cards.reading.scan import OWN
from sandbox.cards.reading.where import ON_THE_CHAIN, where
from sandbox.cards.reading.whose import ANY, OPPONENT, TARGET_PLAYER, YOU, zone_owner_before
from sandbox.cards.reading.zone_words import owner_said
from sandbox.model import ObjectFilter, ZoneWord

NEXT_PLAYED = re.compile(
    rf"\b(?:the|your) (?:next|first) (?P<list>{LIST})(?= you play| attack| card)", IC
)
COUNTER_ON = re.compile(rf"\bcounters? (?:on|from) (?P<list>{LIST})(?! tokens?)", IC)
# "if Treasure Island has 2 or more gold counters on it", "while Treasure Island is in the
# arena": another object in play, anyone's
HAS_COUNTERS = re.compile(rf"(?P<list>{LIST}) has [^.,;]*?\bcounters? on it\b", IC)
IS_IN_PLAY = re.compile(
    rf"\b(?:while|if|as long as|unless) (?P<list>{LIST}) (?:is|are) (?:in the arena|in play"
    r"|on the battlefield)\b",
    IC,
)
# "whenever an opponent activates a Goldkiss Rum": an object in play of the player who does
ACTIVATES = re.compile(
    r"\b(?P<who>you|an opponent|opponents|each opponent|an opposing hero|another hero|a hero"
    rf"|a player) activates? (?:a|an|the) (?P<list>{LIST})(?! tokens?)",
    IC,
)
_ACTIVATORS = {"you": "you", "a hero": ANY, "a player": ANY}
CONTROLS_MORE = re.compile(
    rf"\b(?P<who>you|they|hero|player|who|that)(?: now)? controls? (?:more|less|fewer|no|a|an"
    rf"|\d+ or more) "
    rf"(?P<list>{LIST})",
    IC,
)
COMPARED_WITH = re.compile(r"(?: tokens?)? than\b", IC)
CONTROL_AFTER = re.compile(
    rf"(?P<list>{LIST})(?: tokens?)? (?P<who>you both own and control|you own and control|"
    r"you control|an opponent controls|opponents control|your opponents control|you own|"
    r"opposing heroes control|an opposing hero controls|each opposing hero controls|"
    r"each hero controls|a hero controls|"
    r"they control|they own|the attacking hero controls|the defending hero controls|"
    r"target hero controls|target opponent controls|each opponent controls|"
    r"defending player controls|that player controls|that hero controls"
    r"|the defending hero controls)\b",
    IC,
)
CONTROL_BEFORE = re.compile(
    r"\b(?P<who>you control|you don't control|an opponent controls|you both own and control)"
    rf" (?:(?:a|an|another|no|two or more|three or more|\w+ or more|an untapped|a tapped|"
    rf"at least \w+) )?(?P<list>{LIST})",
    IC,
)
PARTNER = re.compile(rf"\bpartner with (?P<list>{LIST})(?: \([^)]*\)?)?", IC)
MELDS = re.compile(rf"\bmelds with (?P<list>{LIST})", IC)
MELD_INTO = re.compile(rf"\bmeld (?:them|it) into (?P<list>{LIST})", IC)
ANOTHER = re.compile(
    rf"\b(?:another|each other|all other|any other|other)(?: (?!than\b)\w+)? (?P<n>{N})", IC
)
# "the number of Count Your Blessings in your graveyard", "for each Hundred Winds you control":
# the card's own name counting objects with that name, an identification (not "this", 201.5)
COUNTED = re.compile(
    rf"\b(?:the number of|for each|each|all|any number of|(?:two|three|four|\d+) or more)"
    rf" (?P<n>{N})(?! (?:deals|gets|gains|has|is|was|enters|can|attacks|blocks)\b)",
    IC,
)

THAT_YOU_OWN = re.compile(r" that you own\b", IC)
THAT_CONTROLS = re.compile(
    r" that (?P<who>you control|an opponent controls|opponents control)\b", IC
)
# "if no hero controls a Frostbite": any hero's; "if another hero controls …": another's
QUANTIFIED_BEFORE = re.compile(
    r"\b(?P<q>no|a|any|each|every|another|an opposing|each opposing|each other|no other) $", IC
)
_QUANTIFIED = {
    **dict.fromkeys(("no", "a", "any", "each", "every"), ANY),
    **dict.fromkeys(
        ("another", "an opposing", "each opposing", "each other", "no other"), OPPONENT
    ),
}
# "if target hero controls no Copper tokens", "target hero who controls …": the target player
TARGET_BEFORE = re.compile(r"\btarget (?:(?:hero|player|opponent) )?$", IC)


def objects_in_play(r: Reading, card: Card) -> None:
    """ "The next Crouching Tiger you play", "a counter on Treasure Island", "controls more Gold"
    (another card's name; the card's own name there is a self-reference)."""
    masked = r.sentence.masked
    readings = (
        (NEXT_PLAYED, ObjectFilter(zones=("combat_chain", "stack"), controller="you")),
        (COUNTER_ON, ObjectFilter(zones=(card.in_play,))),
        (HAS_COUNTERS, ObjectFilter(zones=(card.in_play,))),
        (IS_IN_PLAY, ObjectFilter(zones=(card.in_play,))),
    )
    for pattern, among in readings:
        if pattern is NEXT_PLAYED and card.ruleset.zone("combat_chain") is None:
            continue  # "the next X you play" is on the combat chain or the stack: FaB
        for match in pattern.finditer(masked):
            hits = r.hits_in(match.group("list"))
            if read_before(r, match.group("list")):
                continue  # "your next Dawnblade attack": an attack, read as one
            if hits and all(h.kind != OWN for h in hits):
                r.add(names_draft(hits, card, among, True), match.span())
    _held_in_play(r, card, ACTIVATES, _ACTIVATORS)
    for match in CONTROLS_MORE.finditer(masked):
        hits = r.hits_in(match.group("list"))
        if read_before(r, match.group("list")):
            continue  # "if you control 2 or more Frostbites": the control words read it
        if hits and all(h.kind != OWN for h in hits):
            who = match.group("who").casefold()  # "defending hero controls": that hero
            said = card.text[: r.sentence.start] + masked[: match.end("who")]
            # "Choose an opponent. If they …", "Target hero loses … If they control no …"
            controller = "you" if who == "you" else zone_owner_before(said)
            if TARGET_BEFORE.search(masked, 0, match.start("who")):
                controller = TARGET_PLAYER  # "if target hero controls no Copper tokens"
            quantified = QUANTIFIED_BEFORE.search(masked, 0, match.start("who"))
            if quantified and who in ("hero", "player"):  # "if no hero controls a Frostbite"
                controller = _QUANTIFIED[quantified["q"].casefold()]
            among = ObjectFilter(zones=(card.in_play,), controller=controller)
            if COMPARED_WITH.match(masked, match.end()) is None:
                r.add(names_draft(hits, card, among, True), match.span())
                continue
            # "less Gold than an opponent": the other side's objects are found too
            other = _other_side(r, card, match.end())
            if other and controller == ANY and OTHER_HEROES.match(masked, other[1][0]):
                other = (ANY, other[1])  # "a hero … than each other hero": every hero
            r.add(names_draft(hits, card, among, other is not None), match.span())
            if other is not None:
                held = ObjectFilter(zones=(card.in_play,), controller=other[0])
                r.add(names_draft(hits, card, held, True), other[1])


# "… controls more Gold than you": the player compared with, who holds the same objects
# ("than each opposing hero controls Might tokens" names other objects: left unread)
THAN_PLAYER = re.compile(
    r"(?: tokens?)? than (?P<other>you|an opponent|each opponent|any opponent|your opponents"
    r"|the defending hero|the attacking hero|an opposing hero|each opposing hero|each other hero"
    r"|any other hero|target hero|target opponent|they|that hero|that player)\b(?! controls?\b)",
    IC,
)
# the other side of "a hero controls more Gold than each other hero": the other heroes
OTHER_HEROES = re.compile(r"(?: tokens?)? than (?:each|any) other hero\b", IC)
_THAN = {"you": "you", "target hero": TARGET_PLAYER, "target opponent": TARGET_PLAYER}


def _other_side(r: Reading, card: Card, at: int) -> tuple[str, tuple[int, int]] | None:
    """Who the objects counted at `at` are compared with ("more Gold than you") and the span
    of those words; None when the words after are not one player."""
    found = THAN_PLAYER.match(r.sentence.masked, at)
    if found is None:
        return None
    said = found["other"].casefold()
    if said in ("they", "that hero", "that player"):
        before = card.text[: r.sentence.start] + r.sentence.masked[: found.start("other")]
        return zone_owner_before(before), found.span()
    return _THAN.get(said, OPPONENT), found.span()


# "if you control more Seismic Surge tokens than each opposing hero controls Might tokens": the
# objects of the other side, that player's
THAN_CONTROLS = re.compile(
    r"\bthan (?P<who>each opposing hero|an opposing hero|each opponent|an opponent"
    r"|the defending hero|target hero|target opponent)"
    rf" controls? (?P<list>{LIST})",
    IC,
)
_THAN_WHO = {"target hero": TARGET_PLAYER, "target opponent": TARGET_PLAYER}


def compared_side(r: Reading, card: Card) -> None:
    """The objects a player on the other side of a comparison controls ("more X than each
    opposing hero controls Y")."""
    _held_in_play(r, card, THAN_CONTROLS, _THAN_WHO)


def _held_in_play(
    r: Reading, card: Card, pattern: re.Pattern[str], players: dict[str, str]
) -> None:
    """Other cards' names `pattern` reads (its `list`) in play, controlled by the player its
    `who` says (`players`, else an opponent)."""
    for match in pattern.finditer(r.sentence.masked):
        hits = r.hits_in(match.group("list"))
        if hits and all(h.kind != OWN for h in hits) and not read_before(r, match.group("list")):
            who = players.get(match["who"].casefold(), OPPONENT)
            among = ObjectFilter(zones=(card.in_play,), controller=who)
            r.add(names_draft(hits, card, among, True), match.span())


def control(r: Reading, card: Card) -> None:
    masked = r.sentence.masked
    for pattern in (CONTROL_AFTER, CONTROL_BEFORE):
        for match in pattern.finditer(masked):
            indices = [int(m.group(1)) for m in PLACEHOLDER.finditer(match.group("list"))]
            if all(i in r.claimed_hits for i in indices):
                continue
            hits = [r.sentence.hits[i] for i in indices]
            if all(h.kind == OWN and not h.plural for h in hits):
                continue  # "if you control Graf Rats": the card itself (201.5), a self-reference
            among = _held_by(r, card, match)
            if OTHER_RIGHT_BEFORE.search(masked, 0, match.start("list")):
                among = replace(among, exclude_source=True)  # "you control another Gold"
            joined = match.group("list")
            every = len(hits) > 1 and " and " in joined and "or" not in joined
            itself = [h for h in hits if h.kind == OWN and not h.plural]
            if every and itself and len(itself) < len(hits):
                # "Destroy Pillaged Strongbox and 3 Gold you control": the card itself (201.5)
                # and the others found
                hits = [h for h in hits if h not in itself]
                every = len(hits) > 1
            sure = not _granted_to_another_player(masked, match.start())
            r.add(
                names_draft(hits, card, among, sure, match="all" if every else "any"), match.span()
            )


# "if you control another Crouching Tiger", "each other Gold you control": not the source
OTHER_RIGHT_BEFORE = re.compile(r"\b(?:another|other)(?: [\w-]+)? $", IC)


# 'Frostbites you own that an opponent controls have "… if you control 2 or more Frostbites"':
# in an ability granted to objects another player controls, "you" is that player (unread)
GRANTED_TO_ANOTHER = re.compile(
    r"\b(?:an opponent controls|opponents control|they control|that player controls)"
    r"(?: [\w-]+)? (?:have|has|gain|gains) \"[^\"]*$",
    IC,
)


def _granted_to_another_player(masked: str, at: int) -> bool:
    return GRANTED_TO_ANOTHER.search(masked, 0, at) is not None


def _held_by(r: Reading, card: Card, match: re.Match[str]) -> ObjectFilter:
    """Where the objects a control phrase names are and whose they are: in play and the
    controller's ("you control", "they control": the player named before, "target hero
    controls": the target player), anywhere and the owner's ("you own"), on the combat chain
    when it says so, and controlled by another player when "that an opponent controls"
    follows ("each Frostbite you own that an opponent controls")."""
    masked = r.sentence.masked
    who = match.group("who").casefold()
    before = card.text[: r.sentence.start] + masked[: match.start()]
    # "you don't control" too; "your opponents control" is theirs
    controller = "you" if who.startswith("you ") else OPPONENT
    if who in ("each hero controls", "a hero controls"):  # "destroy a Quicken each hero controls"
        controller = ANY
    if who in ("they control", "that player controls", "that hero controls"):
        controller = zone_owner_before(before)
    if who.startswith("target "):  # "target hero controls", "target opponent controls"
        controller = TARGET_PLAYER
    owner = "you" if "own" in who else "any"
    if who == "they own":  # "each Frostbite they own": the player named before's
        controller, owner = "any", zone_owner_before(before)
    zones: tuple[ZoneWord, ...] = () if who == "you own" else (card.in_play,)
    held = THAT_CONTROLS.match(masked, match.end())
    if held:
        zones = (card.in_play,)
        controller = "you" if held["who"].casefold().startswith("you") else OPPONENT
    if THAT_YOU_OWN.match(masked, match.end()):  # "each Frostbite they control that you own"
        owner = "you"
    chain = ON_THE_CHAIN[card.game]
    if zones and chain and chain.match(masked, match.end() + 1):
        zones = ("combat_chain",)  # "for each X you control on the combat chain"
    return ObjectFilter(zones=zones, controller=controller if zones else "any", owner=owner)


def keywords_with_names(r: Reading, card: Card) -> None:
    """MTG "Partner with X" (702.124j: searched for in a library) and "Melds with X" (701.37:
    a permanent you own and control)."""
    for match in PARTNER.finditer(r.sentence.masked):
        among = ObjectFilter(zones=("library",), zone_owner=TARGET_PLAYER)  # "target player may"
        r.add(names_draft(r.hits_in(match.group("list")), card, among, True), match.span())
    for match in MELDS.finditer(r.sentence.masked):
        among = ObjectFilter(zones=("battlefield",), owner="you", controller="you")
        r.add(names_draft(r.hits_in(match.group("list")), card, among, True), match.span())
    for match in MELD_INTO.finditer(r.sentence.masked):  # the melded result: not encoded
        r.claim(*match.span())


def another_own(r: Reading, card: Card) -> None:
    """The card's own name for other objects with it: "another Hundred Winds" (not this one),
    "the number of Count Your Blessings in your graveyard" (this one too, if it is there)."""
    for pattern, other in ((ANOTHER, True), (COUNTED, False)):
        for match in pattern.finditer(r.sentence.masked):
            index = int(PLACEHOLDER.search(match.group("n")).group(1))  # type: ignore[union-attr]
            hit = r.sentence.hits[index]
            if hit.kind != OWN or index in r.claimed_hits:
                continue
            found = r.where(card.game, card.text)  # read once, and only when needed
            among = among_of(found) if found.found else ObjectFilter(zones=(card.in_play,))
            among = replace(among, exclude_source=other)
            r.add(names_draft([hit], card, among, found.found or other), match.span())


# FaB 8.1.8a: tokens exist only in the arena, so a token's name with no zone word is in play
# ("destroy all Gold tokens", "target Frostbite token", "whenever a Runechant is destroyed"),
# held by the player a possessive or "controlled by" names, else by anyone
TOKEN_HELD = re.compile(
    r"(?:(?P<whose>\b(?:your|their|his or her|[\w ]+?'s?)) )?"
    rf"(?P<list>{LIST})(?: tokens?)?(?: controlled by (?P<by>you|them|that hero|that player"
    r"|(?:the |an |each |target )?(?:defending|attacking|opposing) heroe?s?|target hero"
    r"|(?:an |each |your )?opponents?|(?:a|any|each) hero|heroes)\b)?",
    IC,
)
THAT_RIGHT_BEFORE = re.compile(r"\bthat $", IC)
_CONTROLLED_BY = {"you": YOU, "target hero": TARGET_PLAYER, "target opposing hero": TARGET_PLAYER}
_ANYONE = ("a hero", "any hero", "each hero", "heroes")
# words that may say whose tokens are meant, unread where they stand apart from the name, and
# words that point back to tokens an earlier sentence picked
PLAYER_WORD = re.compile(
    r"\b(?:you|your|opponents?|opposing|heroe?s?|players?|they|their|them|steal|control\w*"
    r"|owns?|owners?)\b"
    # "3 or more Runechants created this way", "then repeat for …": objects an earlier
    # sentence picked, whose words say whose they are
    r"|\bthis way\b|\brepeat\b",
    IC,
)


def tokens_in_play(r: Reading, card: Card) -> None:
    """Token names no other pattern read, where the words around them name no zone ("Whenever
    a Frostbite is destroyed, look at the top card of your deck": the trigger's own clause),
    where a game's tokens exist only in play."""
    if not card.conventions.tokens_only_in_play or not r.free_hits(own=False):
        return
    masked = r.sentence.masked
    opening = opening_end(r)
    for match in TOKEN_HELD.finditer(masked):
        hits = r.hits_in(match.group("list"))
        tokens = card.context.token_names - card.context.card_names
        if (
            not hits
            or read_before(r, match.group("list"))
            or THAT_RIGHT_BEFORE.search(masked, 0, match.start("list"))
        ):
            continue  # "destroy that Spellbane Aegis": the object named before
        if any(h.kind == OWN or h.name.casefold() not in tokens for h in hits):
            continue
        in_opening = match.start("list") < opening
        scope = masked[:opening] if in_opening else masked
        if where(scope, card.game, card.text[: r.sentence.end]).strong:
            continue  # "the number of Frostbites in their equipment zones": where words say
        controller, start = _token_holder(r, card, match)
        rest = scope[:start] + scope[match.end() :]
        among = ObjectFilter(zones=(card.in_play,), controller=controller)
        sure = PLAYER_WORD.search(rest) is None
        r.add(names_draft(hits, card, among, sure), (start, match.end()))


def _token_holder(r: Reading, card: Card, match: re.Match[str]) -> tuple[str, int]:
    """Who controls the tokens `match` names and where the words saying so start."""
    before = card.text[: r.sentence.start] + r.sentence.masked[: match.start()]
    whose = (match["whose"] or "").casefold()
    if whose == "your" or whose.endswith(("'s", "'")) or whose in ("their", "his or her"):
        held = owner_said(whose, before)
        if held != ANY or whose in ("each hero's", "a hero's", "any hero's", "all heroes'"):
            return held, match.start()
    by = (match["by"] or "").casefold()
    if by in ("them", "that hero", "that player"):
        return zone_owner_before(before), match.start("list")
    if by:
        return _CONTROLLED_BY.get(by, ANY if by in _ANYONE else OPPONENT), match.start("list")
    return ANY, match.start("list")
