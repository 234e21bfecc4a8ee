"""Where a sentence looks, read from its zone and player words (the `among` of a reference).

The words follow the scenario format's conventions: "X you control" is the arena (FaB) or the
battlefield (MTG) with controller you; "your graveyard" is zone graveyard, zone owner you;
"an opponent's" / "target opponent's" / "the defending hero's" is the opponent; "a player's",
"target player's", "each player's" and "all graveyards" are any player. A sentence that names
no zone gives no filter, and the reference built from it is only a suggestion.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.shown import (
    FROM_AMONG_THEM,
    FROM_IT,
    REMOVED_THIS_WAY,
    REVEALED_FROM,
    SHOWN_ZONE,
    THOSE_CARDS,
    miller,
    revealed_from,
    shown_among,
    shown_before,
    those_cards,
    with_top,
)
from sandbox.cards.reading.whose import (
    ANTECEDENT,
    ANY,
    OBJECT_PLAYER_WORDS,
    OPPONENT,
    PLAYER_OF_AN_OBJECT,
    TARGET_PLAYER,
    YOU,
    through_object,
    zone_owner_before,
)
from sandbox.cards.reading.whose import last_match as _last
from sandbox.cards.reading.zone_words import (
    OWNER_ALT,
    ZONE_LIST,
    Where,
    owner_said,
    zones_in,
)
from sandbox.model import Game, Zone, ZoneWord, ruleset_for

SEARCH = re.compile(rf"\bsearch(?:es)? (?P<owner>{OWNER_ALT}) (?P<zones>{ZONE_LIST})", re.I)
PLACED = re.compile(
    rf"\b(?:from|in|into|on top of|on the bottom of|among|of) (?P<owner>{OWNER_ALT}) "
    rf"(?P<zones>{ZONE_LIST})",
    re.I,
)
# "If that library contains exactly the chosen number of cards": the zone is the subject
CONTAINS = re.compile(rf"\b(?P<owner>{OWNER_ALT}|that) (?P<zones>{ZONE_LIST}) contains\b", re.I)
_CONTROLLERS = (
    r"you both own and control|you own and control|you control|under your control|"
    r"under an opponent's control|"
    r"an opponent controls|opponents control|your opponents control|you don't control|"
    r"target opponent controls|target player controls|target hero controls|each opponent controls"
    r"|you own|an opponent who controls"
    r"|each opponent who controls|its controller controls"
    r"|the defending hero controls|the attacking hero controls"  # FaB: the opposing hero
    r"|an opposing hero controls|each opposing hero controls|opposing heroes control"
    r"|defending player controls"
    r"|they control|that player controls"
)
CONTROL = re.compile(rf"\b(?P<who>{_CONTROLLERS})\b", re.I)
# "if you don't control a Demon": your objects, none of them one (not "a Demon you don't control")
HELD_AFTER = re.compile(r" (?:a|an|any|another|two|three|\w+ or more|⟨\d+⟩)\b", re.I)
IN_PLAY = {
    "fab": re.compile(r"\bin the arena\b|\bin play\b", re.I),
    "mtg": re.compile(r"\bon the battlefield\b", re.I),
}
# what follows a noun to say where its objects are: "cards named X in your graveyard",
# "creatures named X you control", "permanents named X on the battlefield"
QUALIFIERS = re.compile(
    rf"(?: (?:(?:that )?(?:{_CONTROLLERS}"
    r"|you cast|your opponents cast|an opponent casts|opponents cast)"
    rf"|(?:in|from) (?:the )?(?:{ZONE_LIST})"  # "each card named X you own in exile"
    rf"|on the battlefield|in the arena|in play|on (?:this|the) combat chain"
    rf"|(?:from|in) (?:{OWNER_ALT}) (?:{ZONE_LIST})))+",
    re.I,
)
# "attack" is also a verb; "an attack action card" is a card's type, in any zone, but a
# targeted one is an attack on the chain (FaB 1.8.5a: only the arena and the stack are targeted)
COMBAT_CHAIN = re.compile(
    r"\b(?:this combat chain|on the combat chain|chain link|target attack"
    r"|attacks?(?! (?:action|reaction)\b))\b",
    re.I,
)
PERMANENT_NOUN = re.compile(
    r"\b(?:creatures?|permanents?|artifacts?|enchantments?|lands?|planeswalkers?|equipment|"
    r"sources?|auras?|vehicles?)"
    r"(?: you control| an opponent controls)?(?: with| not)? named\b",
    re.I,
)
# MTG: a creature, artifact, … is a permanent (110.1; a card elsewhere is a "creature card")
OWNED_PERMANENT: dict[Game, re.Pattern[str] | None] = {
    "fab": None,
    "mtg": re.compile(
        r"\b(?:creatures?|permanents?|artifacts?|enchantments?|lands?|planeswalkers?)"
        r"(?: you own)?(?: with| not)? named\b",
        re.I,
    ),
}
SPELL_NOUN = re.compile(r"\bspells? (?:with |not )?named\b|\bcasts? a spell named\b", re.I)
# a sentence whose subject is a player named before ("They reveal their hand and discard …")
# "They reveal their hand and discard", "Then that player reveals …"
THEY_SUBJECT = re.compile(r"\s*(?:then )?(?:they|that (?:player|hero))\b", re.I)
DISCARD = re.compile(r"\b(?P<who>opponents?|players?|they|that hero|each hero)? ?discards?\b", re.I)
SACRIFICE = re.compile(r"\bsacrifices? (?:a|an|another|two|three|any number of|\w+|⟨\d+⟩)", re.I)
# who sacrifices: only what a player controls can be sacrificed (MTG 701.21a), so the group is
# that player's ("Its controller sacrifices all other creatures with the same name")
SACRIFICER: dict[Game, re.Pattern[str] | None] = {
    "fab": None,  # FaB has no sacrifice
    "mtg": re.compile(
        r"\b(?P<who>its controller|that creature's controller|that player|target player"
        r"|target opponent|each opponent|an opponent|each player|each other player"
        r"|defending player) sacrifices\b",
        re.I,
    ),
}
_SACRIFICERS = {
    "target player": TARGET_PLAYER,
    "target opponent": TARGET_PLAYER,
    "each opponent": OPPONENT,
    "an opponent": OPPONENT,
    "each player": ANY,
    "each other player": OPPONENT,
    "defending player": OPPONENT,
}
EXILED = re.compile(r"\bexiled cards?\b|\bin exile\b|\bfrom exile\b|\bcards? exiled with\b", re.I)
THIS_WAY = re.compile(
    r"\b(?:revealed|milled|exiled|banished|discarded|turned face[- ]up) this way\b"
    r"|\breveal(?:s|ed)? [^.]*\bthis way\b",
    re.I,
)
# FaB: "If a card named X is pitched this way": a card pitched to pay the cost, in your pitch
# zone (FaB 1.14.3)
PITCHED_THIS_WAY: dict[Game, re.Pattern[str] | None] = {
    "fab": re.compile(r"\b(?:is|are|was|were) pitched this way\b", re.I),
    "mtg": None,
}
# "whenever an opposing hero pitches a Cracked Bauble": in that hero's pitch zone
PITCH_TRIGGER: dict[Game, re.Pattern[str] | None] = {
    "fab": re.compile(
        r"\b(?:whenever|when|each time|the first time(?: each turn)?) (?P<who>you|an opponent"
        r"|an opposing hero|the defending hero|the attacking hero|a hero|that player|that hero)"
        r" pitch(?:es)? (?:a|an|another|one or more)\b",
        re.I,
    ),
    "mtg": None,
}
# "put into Prism's soul": a hero card names its own soul by its moniker (FaB CR 3.11.5)
OWN_SOUL: dict[Game, re.Pattern[str] | None] = {
    "fab": re.compile(r"\b(?:from|in|into) ⟨\d+⟩'s soul\b", re.I),
    "mtg": None,
}
# "Whenever you banish a Hyper Driver from boosting": boost banishes the top card of your deck
# (FaB CR 8.3.9), so the card is in your banished zone
FROM_BOOSTING: dict[Game, re.Pattern[str] | None] = {
    "fab": re.compile(r"\byou banish (?:a|an) ⟨\d+⟩ from boosting\b", re.I),
    "mtg": None,
}
SOURCES_ANYWHERE = re.compile(r"\bactivated abilities of sources\b", re.I)
PLACED_NAMED = re.compile(
    rf"\b(?:from|in|into) (?P<owner>(?:the )?[\w-]+'s) (?P<zones>{ZONE_LIST})", re.I
)
# what a sentence says of its source ("while this is face up in arsenal", "if this is in a
# graveyard"): not where it looks
SOURCE_CLAUSE = re.compile(
    r"\b(?:(?:while|as long as) (?:⟨\d+⟩|this|it)|if this) is (?:face[- ](?:up|down) )?"
    r"(?:in|on) [\w ]+",
    re.I,
)
# "played from hand", "face up in arsenal": a zone with no owner word is anyone's
OWNED_BY_YOU = re.compile(r"\byou own (?!and\b)", re.I)
# "all cards your opponents own with the chosen name from exile": theirs
OWNED_BY_OPPONENTS = re.compile(r"\b(?:your opponents|opponents|an opponent) owns? ", re.I)
PLACED_BARE = re.compile(rf"\b(?:from|in) (?:the )?(?P<zones>{ZONE_LIST})\b", re.I)
CANT_PLAY = re.compile(r"\bcan't (?:be )?(?:pitched,? (?:or )?)?play(?:ed)?\b", re.I)
THEY_CANT_PLAY = re.compile(
    r"(?:^|[,:] | - )(?P<who>they|that hero|the defending hero|defending hero"
    r"|target (?:opposing )?hero|target opponent|opponents|your opponents|each opponent"
    r"|each opposing hero|you"
    r"|opposing heroes|the attacking hero|attacking hero|heroes|each hero)"
    r" can't (?P<verb>play|pitch|defend(?: (?:this|it|that attack))? with)"
    r"(?: or (?P<also>play|pitch))?\b",
    re.I,
)
# FaB 1.14.3: a card is pitched from its player's hand ("they can't pitch cards named X")
CANT_PITCH = re.compile(r"\bcan't (?:be )?pitch(?:ed)?\b(?!,? (?:or )?(?:be )?play)", re.I)
# whose cards "<player> can't play" keeps in their zones ("they": the player named before)
_CANT_PLAY_WHO = {
    "the defending hero": OPPONENT,
    "defending hero": OPPONENT,
    "opponents": OPPONENT,
    "your opponents": OPPONENT,
    "each opponent": OPPONENT,
    "each opposing hero": OPPONENT,
    "opposing heroes": OPPONENT,
    "the attacking hero": OPPONENT,
    "attacking hero": OPPONENT,
    "heroes": ANY,
    "each hero": ANY,
    "a hero": ANY,
    "target hero": TARGET_PLAYER,
    "target opposing hero": TARGET_PLAYER,
    "target opponent": TARGET_PLAYER,
    "you": YOU,
}
# FaB: a hero defends with cards from hand or arsenal (a defense reaction) and with equipment
# (7.2, 8.5.41), as the labels write "can't be used to defend" (Regicide's)
DEFEND_FROM: tuple[Zone, ...] = ("hand", "arsenal", "head", "chest", "arms", "legs")
CANT_DEFEND_WITH = re.compile(r"\bcan't (?:be used to defend|defend with)\b", re.I)
IS_DEFENDED_BY = re.compile(
    r"\b(?:this|it) (?:is|was) defended by (?:a|an|one or more|two or more|\w+) (?:[\w-]+ )*?"
    r"cards?\b",
    re.I,
)
# "this can't be defended by cards with …": the cards of the hero it attacks
CANT_BE_DEFENDED_BY = re.compile(r"\bcan't be defended by\b", re.I)
# FaB: a card is played from hand or arsenal, and from any other zone an effect allows (the
# banished zone, the top of the deck, the graveyard: FaB CR 1.7.4e and 5.1.2's examples), and
# a restriction beats an allowance (1.0.2), so "can't be played" with no zone holds in all
PLAYABLE_FROM: tuple[Zone, ...] = ("hand", "arsenal", "banished", "deck", "graveyard")
SPELLS = re.compile(r"\bspells?\b", re.I)
# ("a creature card" is a card in any zone, not a permanent: MTG 110.1)
PERMANENTS = re.compile(
    r"\b(?:creatures?|permanents?|lands?|artifacts?|enchantments?|planeswalkers?|tokens?)\b"
    r"(?! cards?\b)",
    re.I,
)
# "cards named X you control on this combat chain": a zone of the games that have a chain
ON_THE_CHAIN: dict[Game, re.Pattern[str] | None] = {
    "fab": re.compile(r"\bon (?:this|the) combat chain\b", re.I),
    "mtg": None,
}
MILLED = re.compile(r"\bmilled\b", re.I)
CANT_BE_CAST = re.compile(r"\bcan't (?:be )?cast\b", re.I)
# plane and phenomenon cards stay in the command zone all game (MTG 311.2, 312.2)
PLANE_NOUN = re.compile(r"\b(?:planes?|phenomen(?:on|a)) (?:with |not )?named\b", re.I)
# who casts the spells a sentence finds (MTG 601.2: the caster controls the spell)
# the players whose casting the reading holds: you, or the opponents (honesty.py flags the rest)
CASTERS = rf"you|opponents|an opponent|your opponents|each opponent|{OBJECT_PLAYER_WORDS}"
# FaB: "whenever an opponent plays a card named X": a card being played is on the stack (FaB CR
# 5.1.2, 5.1.4), played by that player ("can't play" and "the next X you play" are read apart)
PLAYERS_WHO_PLAY = (
    r"you|an opponent|opponents|your opponents|each opponent|the defending hero"
    r"|an opposing hero|opposing heroes|each opposing hero|a hero"
)
PLAY_TRIGGER = re.compile(
    r"\b(?:whenever|when|each time|the (?:first|next) time(?: each turn)?)"
    rf" (?P<who>{PLAYERS_WHO_PLAY}) plays? (?:a|an|another|their|your)\b",
    re.I,
)
# "the next card with the chosen name you play": a card you play, on the stack as it is played
# (FaB 5.1.2), as the labels write it ("the next Crouching Tiger you play" is read apart)
NEXT_YOU_PLAY = re.compile(
    r"\bthe next (?:[\w-]+ )*?card (?:with (?:the chosen name|that name) )?you play\b", re.I
)
# a caster named before ("That player can't cast spells with the chosen name") or the player
# attacked (MTG 506.2: defending player, an opponent)
NAMED_CASTERS = (
    r"that player|they|defending player|the chosen player|the chosen opponent"
    r"|enchanted opponent|enchanted player"
)
CASTS: dict[Game, re.Pattern[str] | None] = {
    "fab": PLAY_TRIGGER,
    # "you may spend mana as though it were mana of any color to cast spells with …"
    "mtg": re.compile(
        rf"\b(?P<who>{CASTERS}|{NAMED_CASTERS})(?: can't| cannot| don't)?"
        r" (?:casts?|may spend\b[^.]*?\bto cast)\b",
        re.I,
    ),
}
OPPONENT_CUES = re.compile(
    r"\b(?:hits? a hero|target hero|defending hero|opponents?|attacking hero|attacks a hero"
    r"|damage to a hero|opposing heroe?s?)\b",
    re.I,
)


_ANYWHERE: tuple[Zone, ...] = ("battlefield", "hand", "graveyard", "exile", "command")
# what a sentence points at whatever else it says, per game (checked before the zone words)
_FIXED_ZONES: dict[Game, tuple[tuple[re.Pattern[str], Where], ...]] = {
    "fab": (),
    "mtg": (
        (
            SOURCES_ANYWHERE,
            Where(
                ("battlefield", "hand", "graveyard", "exile", "command"), found=True, strong=True
            ),
        ),
        (PLANE_NOUN, Where(("command",), found=True, strong=True)),
        (  # wherever it could be cast from
            CANT_BE_CAST,
            Where(("hand", "stack", "graveyard", "exile", "command"), found=True, strong=True),
        ),
    ),
}
# zones implied by what a sentence does, per game, in order (after a discard: the hand)
_VERB_ZONES: dict[Game, tuple[tuple[re.Pattern[str], Where], ...]] = {
    "fab": (
        # first: "can't play cards named X this chain link" says how long, not where
        (CANT_PLAY, Where(PLAYABLE_FROM, found=True)),
        (CANT_PITCH, Where(("hand",), found=True, strong=True)),  # only from a hand
        (CANT_DEFEND_WITH, Where(DEFEND_FROM, found=True)),
        (CANT_BE_DEFENDED_BY, Where(DEFEND_FROM, zone_owner=OPPONENT, found=True)),
        # "if this is defended by a card named X": the defending hero's card on the chain
        (IS_DEFENDED_BY, Where(("combat_chain",), controller=OPPONENT, found=True, strong=True)),
        (PLAY_TRIGGER, Where(("stack",), found=True, strong=True)),
        (NEXT_YOU_PLAY, Where(("stack",), controller=YOU, found=True, strong=True)),
        (COMBAT_CHAIN, Where(("combat_chain",), found=True)),  # also the verb "attacks"
    ),
    "mtg": (
        (SACRIFICE, Where(("battlefield",), controller=YOU, found=True, strong=True)),
        (EXILED, Where(("exile",), found=True, strong=True)),
        (PERMANENT_NOUN, Where(("battlefield",), found=True, by_definition=True)),
        (SPELL_NOUN, Where(("stack",), found=True, by_definition=True)),
        (SPELLS, Where(("stack",), found=True, by_definition=True)),
        (PERMANENTS, Where(("battlefield",), found=True, by_definition=True)),
    ),
}


def where(sentence: str, game: Game, card_text: str = "") -> Where:
    """The zones and players `sentence` looks among (see the module docstring)."""
    found = with_top(_where(sentence, game, card_text), sentence, game)
    casts = CASTS[game]
    if casts is None or found.controller != ANY or "stack" not in found.zones:
        return found
    caster = casts.search(sentence)  # "you cast a spell", "opponents can't cast spells"
    if caster is None:
        return found
    said = caster.group("who").casefold()
    who = YOU if said == "you" else ANY if said == "a hero" else OPPONENT
    if said == "enchanted player":  # may be you
        who = ANY
    if said in ("that player", "they", "the chosen player"):
        before = sentence[: caster.start()]
        who = zone_owner_before(before if ANTECEDENT.search(before) else card_text or before)
    if caster.groupdict().get("whose"):  # "that creature's owner can't cast"
        who = through_object(f"{caster.group('whose').casefold()}_of", card_text or sentence)
    return replace(found, controller=who)


def _where(sentence: str, game: Game, card_text: str) -> Where:
    among = FROM_AMONG_THEM.search(sentence)
    this_way = THIS_WAY.search(sentence)
    if among and this_way and among.start() < this_way.start():
        # "Banish each card named X from among them and create a Gold for each card banished
        # this way": the cards were among those looked at; "this way" only counts them after
        taken_from = shown_among(sentence, game, card_text)
        if taken_from is not None:
            return taken_from
    if this_way and not SEARCH.search(sentence):  # "exiled this way, search"
        if MILLED.search(sentence):  # milled cards are in the graveyard of whoever milled
            return Where(
                ("graveyard",), miller(card_text), found=True, strong=True, related="revealed"
            )
        if REMOVED_THIS_WAY.search(sentence):  # "banish the top 3 cards of their deck. If …"
            exile = ruleset_for(game).exile_zone
            moved = those_cards(card_text, game)
            if moved is not None and moved.zones == (exile,):
                return replace(moved, related="revealed")
            # "Exile target creature. If a creature named X was exiled this way": in exile
            return Where((exile,), found=True, strong=True, related="revealed")
        if TURNED_THIS_WAY.search(sentence):  # "turns each face-down card in their arsenal
            # face up. Banish each card with the chosen name turned face up this way"
            turned = shown_before(card_text, game)
            if turned.found:
                return replace(turned, related="revealed")
        revealed = revealed_from(card_text, game)
        if revealed is not None:  # "reveal the top card of your library. If … revealed this way"
            zones, owner = revealed
            if owner == ANY:  # "clash with them. If the card they revealed this way …": theirs
                owner = _revealer(sentence, card_text) or ANY
            return Where(zones, owner, found=True, strong=True, related="revealed")
        return Where(found=True, strong=True, related="revealed")
    pitched = _pitched(sentence, game, card_text)
    if pitched is not None:
        return pitched
    for pattern, fixed in _FIXED_ZONES[game]:
        if pattern.search(sentence):
            return fixed
    on_the_chain = ON_THE_CHAIN[game]
    if on_the_chain is not None and on_the_chain.search(sentence):
        control = CONTROL.search(sentence)
        controller = ANY
        if control:
            controller = _controller_named(control.group("who"))
        return Where(("combat_chain",), controller=controller, found=True, strong=True)
    boosted = FROM_BOOSTING[game]
    if boosted is not None and boosted.search(sentence):
        return Where(("banished",), zone_owner=YOU, found=True, strong=True)
    if FROM_AMONG_THEM.search(sentence) or FROM_IT.search(sentence):  # before "into their
        # graveyard", where they go: "reveals their hand and puts all cards … from it on the
        # bottom of their deck" is their hand
        taken_from = shown_among(sentence, game, card_text)
        if taken_from is not None:
            return taken_from
    revealed_here = _revealed_then_put(sentence, game, card_text)
    if revealed_here is not None:
        return revealed_here
    for pattern in (SEARCH, PLACED, PLACED_NAMED, CONTAINS):
        match = pattern.search(sentence)
        if match:
            zones = zones_in(match.group("zones"), game)
            if zones:
                owner = owner_said(match.group("owner"), card_text or sentence)
                return Where(zones, zone_owner=owner, found=True, strong=True)
    # after the zones a sentence names ("defended with a card from hand …, search your deck")
    defended = DEFENDED_WITH[game]
    by = defended.search(sentence) if defended is not None else None
    if by is not None:  # "if the defending hero has defended with a card named X"
        who = by["who"].casefold()
        owner = _CANT_PLAY_WHO.get(who) or _player_before(sentence, by.start("who"), card_text)
        return Where(("combat_chain",), controller=owner, found=True, strong=True)
    own_soul = OWN_SOUL[game]
    if own_soul is not None and own_soul.search(sentence):
        return Where(("hero",), zone_owner=YOU, found=True, strong=True)
    bare = PLACED_BARE.search(sentence)
    zones = zones_in(bare.group("zones"), game) if bare else ()
    if zones:  # "if you own a card in exile": yours, wherever it is
        owner = YOU if OWNED_BY_YOU.search(sentence) else ANY
        owner = OPPONENT if OWNED_BY_OPPONENTS.search(sentence) else owner
        return Where(zones, owner=owner, found=True, strong=True)
    control = CONTROL.search(sentence)
    in_play = ruleset_for(game).in_play_group
    if control:
        who = control.group("who").casefold()
        controller = _controller_named(who)
        if who == "its controller controls":  # of the target named before (or the trigger's)
            controller = through_object("controller_of", card_text or sentence)
        if who in ("they control", "that player controls"):  # "defending player loses 1 life
            # for each … they control", "each opponent's upkeep, … each permanent that player
            # controls": the player named before
            controller = _player_before(sentence, control.start(), card_text)
        if who == "you don't control" and not HELD_AFTER.match(sentence, control.end()):
            controller = OPPONENT  # "a creature you don't control": another player's
        owner = YOU if "own" in who and "don't" not in who else ANY
        if who == "you own":  # anywhere; "another creature you own" is a permanent (110.1)
            owned = OWNED_PERMANENT[game]
            held: tuple[ZoneWord, ...] = (in_play,) if owned and owned.search(sentence) else ()
            return Where(held, owner=YOU, found=True, strong=True)
        return Where((in_play,), controller=controller, owner=owner, found=True, strong=True)
    if IN_PLAY[game].search(sentence):
        return Where((in_play,), found=True, strong=True)
    if THOSE_CARDS.search(sentence):
        moved = those_cards(card_text, game)
        if moved is not None:
            return moved
        revealed = revealed_from(card_text, game)  # "Reveal … cards from your hand. … those"
        if revealed is not None:
            return Where(revealed[0], revealed[1], found=True, strong=True, related="revealed")
    if FROM_IT.search(sentence):
        shown = _last(SHOWN_ZONE, card_text)
        zones = zones_in(shown.group("zones"), game) if shown else ()
        if shown and zones:
            owner = owner_said(shown.group("owner"), card_text[: shown.start()])
            return Where(zones, zone_owner=owner, found=True, strong=True)
    return _from_verbs(sentence, game, card_text)


TURNED_THIS_WAY = re.compile(r"\bturned face[- ]up this way\b", re.I)
# "reveals their hand and puts all cards named X on the bottom of their deck": where they go
PUT_AWAY = re.compile(
    rf"\b(?:into|on top of|on the bottom of) (?P<owner>{OWNER_ALT}) (?P<zones>{ZONE_LIST})", re.I
)
TAKEN_FROM = re.compile(rf"\b(?:from|in) (?:the )?(?:{OWNER_ALT} )?(?:{ZONE_LIST})", re.I)


def _revealed_then_put(sentence: str, game: Game, card_text: str) -> Where | None:
    """The zone a sentence reveals, when the only other zone it names is where the revealed
    cards are put ("Target hero reveals their hand and shuffles all cards named X into their
    deck": their hand), else None."""
    shown = REVEALED_FROM.search(sentence)
    if shown is None or TAKEN_FROM.search(sentence, shown.end()):
        return None
    put = PUT_AWAY.search(sentence, shown.end())
    zones = zones_in(shown.group("zones"), game)
    if put is None or not zones:
        return None
    owner = owner_said(shown.group("owner"), card_text or sentence)
    return Where(zones, zone_owner=owner, found=True, strong=True)


# FaB: the cards a hero defended with are on the combat chain, that hero's (7.0.5a)
DEFENDED_WITH: dict[Game, re.Pattern[str] | None] = {
    "fab": re.compile(
        r"\b(?P<who>you|the defending hero|defending hero|they|that hero|a hero|each hero)"
        # "defended with", "defends this (an attack, <its own name>) with"
        r"(?: (?:has|have))? defend(?:s|ed)?(?: (?:this|it|~|an attack|⟨\d+⟩))? with"
        r" (?:a|an|one or more|two or more|\d+) (?:[\w-]+ )*?cards?\b",
        re.I,
    ),
    "mtg": None,
}


def _from_verbs(sentence: str, game: Game, card_text: str = "") -> Where:
    """Zones implied by what the sentence does: discard (hand), sacrifice, exiled cards."""
    discard = DISCARD.search(sentence)
    if discard:
        who = (discard.group("who") or "").casefold()
        subject = sentence[: discard.start()]
        if not who and PLAYER_OF_AN_OBJECT.search(subject):  # "That spell's controller … discards"
            owner = zone_owner_before(card_text or sentence)
        elif not who and ANTECEDENT.search(subject):  # "Target player reveals ... and discards"
            owner = zone_owner_before(subject)
        elif who in ("player", "they") or THEY_SUBJECT.match(subject):
            # "That player discards", "They reveal their hand and discard": named before
            owner = zone_owner_before(card_text or sentence)
        else:
            owner = OPPONENT if "opponent" in who else ANY if who else YOU
        return Where(("hand",), zone_owner=owner, found=True, strong=True)
    sacrifices = SACRIFICER[game]
    sacrificer = sacrifices.search(sentence) if sacrifices else None
    if sacrificer:
        return Where(
            ("battlefield",),
            controller=_sacrificer(sacrificer, card_text or sentence),
            found=True,
            strong=True,
        )
    restricted = THEY_CANT_PLAY.search(sentence)
    if restricted:  # "They can't play the named card": the cards of the player named before
        who = restricted.group("who").casefold()
        owner = _CANT_PLAY_WHO.get(who) or zone_owner_before(card_text or sentence)
        return Where(_restricted_zones(restricted), zone_owner=owner, found=True, strong=True)
    for pattern, implied in _VERB_ZONES[game]:
        if pattern.search(sentence):
            return implied
    return Where()


# "the card they revealed this way" after a clash (each hero reveals their own top card)
REVEALER = re.compile(
    r"\bcards? (?P<who>they|you|that hero|that player|the defending hero|the attacking hero)"
    r" revealed\b",
    re.I,
)


def _revealer(sentence: str, card_text: str) -> str | None:
    """Whose cards "the card <player> revealed" are, or None when the sentence does not say."""
    found = REVEALER.search(sentence)
    if found is None:
        return None
    who = found["who"].casefold()
    if who == "you":
        return YOU
    if who.startswith("the "):
        return OPPONENT
    return zone_owner_before(card_text[: max(card_text.find(found.group(0)), 0)] or card_text)


def _restricted_zones(restricted: re.Match[str]) -> tuple[Zone, ...]:
    """Where the cards are that a player "can't play / pitch / defend with" (FaB 1.14.3: a
    card is pitched from hand)."""
    verbs = {restricted["verb"].casefold(), (restricted["also"] or "").casefold()}
    if restricted["verb"].casefold().startswith("defend"):
        return DEFEND_FROM
    return PLAYABLE_FROM if "play" in verbs else ("hand",)


def _pitched(sentence: str, game: Game, card_text: str) -> Where | None:
    """FaB: a card pitched this way is in your pitch zone; one a player pitches, in theirs."""
    this_way, trigger = PITCHED_THIS_WAY[game], PITCH_TRIGGER[game]
    if this_way is not None and this_way.search(sentence):
        return Where(("pitch",), YOU, found=True, strong=True)
    found = trigger.search(sentence) if trigger is not None else None
    if found is None:
        return None
    who = found["who"].casefold()
    owner = YOU if who == "you" else ANY if who == "a hero" else OPPONENT
    if who.startswith("that "):
        owner = _player_before(sentence, found.start("who"), card_text)
    return Where(("pitch",), owner, found=True, strong=True)


def _player_before(sentence: str, at: int, card_text: str) -> str:
    """Who "they" / "that player" at `at` of `sentence` is: the player named before it in the
    sentence, else in the card's text (the sentence may be masked, so it is not looked up in
    the text)."""
    before = sentence[:at]
    return zone_owner_before(before if ANTECEDENT.search(before) else card_text or before)


def _controller_named(control: str) -> str:
    """Whose objects a control phrase names: an opponent's ("an opponent controls", and the
    defending or attacking hero: the opposing one), else yours ("you don't control" too)."""
    who = control.casefold()
    if who.startswith("target "):  # "each creature target player controls": that player's
        return TARGET_PLAYER
    opposing = ("opponent", "hero", "defending")
    return OPPONENT if any(word in who for word in opposing) else YOU


def _sacrificer(found: re.Match[str], card_text: str) -> str:
    """The player who sacrifices: a target's controller, the player named before, or a word."""
    who = found.group("who").casefold()
    if who.endswith("controller"):
        return through_object("controller_of", card_text)
    if who == "that player":  # the player named before these words
        at = card_text.find(found.group(0))
        return zone_owner_before(card_text[:at] if at > 0 else card_text)
    return _SACRIFICERS[who]
