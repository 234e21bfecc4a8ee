"""The sentence patterns: small, general readings of how card text uses names.

Each pattern reads the masked sentence (name hits as "⟨i⟩") and adds drafts to the sentence's
`Reading`, claiming the text it explains. They run in `PATTERNS` order; a later pattern sees
what earlier ones claimed. None of them knows any card: only words and the names in the data.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from sandbox.cards.games import CONVENTIONS, CardConventions
from sandbox.cards.reading.context import NameContext
from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.readings import PLACEHOLDER, Reading, without_source_clauses
from sandbox.cards.reading.scan import OWN, PHRASE, TOKEN, Hit
from sandbox.cards.reading.where import (
    ANY,
    CONTROL,
    ONE_ZONE,
    OPPONENT,
    OPPONENT_CUES,
    QUALIFIERS,
    TARGET_PLAYER,
    Where,
    antecedent,
    revealed_before,
    where,
    zone_owner_before,
)
from sandbox.model import (
    GAMES,
    Game,
    LooksFor,
    LooksForKind,
    MatchBy,
    MatchMode,
    ObjectFilter,
    Related,
    Ruleset,
    ZoneWord,
    ruleset_for,
)

N = r"⟨\d+⟩"
ART = r"(?:(?:a|an|one|two|three|\d+) )?"
# "A", "A and B", "A, B, and/or C": commas only inside a list that ends with a conjunction
LIST = rf"{N}(?:(?:, {ART}{N})*,? (?:and/or|and|or) {ART}{N})?"
IC = re.I

DECK_BUILDING = re.compile(
    r"\b(?:a|your) deck can (?:have|contain|include)\b|"
    r"\b(?:you may have|you may only have|may add|may include)\b[^.]*\b(?:decks?|card pool)\b|"
    # a companion's condition and FaB's starting inventory are met before the game (MTG 702.139a)
    r"\bin your starting (?:deck|inventory)\b",
    IC,
)
COMBO = re.compile(r"\bif (?P<items>[^,.]+?) (?:was|were) the last attack", IC)
# the part is the words after the last "with" ("attack with a card with Crouching in its name")
_PART_WORD = r"(?:(?!\bwith\b)[^\"'“”‘’.,])"
PART = re.compile(
    r"\b(?:with|has|have) (?:the word )?[\"'“‘]?"
    rf"(?P<part>{_PART_WORD}{{1,40}}?(?:, {_PART_WORD}{{1,40}}?)*)"
    r"[\"'”’]? in (?:its|their) names?\b",
    IC,
)
HOLDER_BEFORE = re.compile(
    r"\b(?P<who>you control|an opponent controls|you own|you both own and control) $", IC
)
# "Your next attack this turn with Ironsong in its name": your attack, on the combat chain
YOUR_ATTACK_BEFORE = re.compile(
    r"\byour (?:next |first )?(?:[\w-]+ )*?attacks?(?: this turn)? $", IC
)
COMBO_PART = re.compile(rf"(?:(?:a|an|any) )?(?:[\w-]+ ){{0,4}}?{PART.pattern}", IC)
WHO = r"(?:⟨\d+⟩|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
SPECIALIZATION = re.compile(
    rf"^(?:legendary\s+)?(?P<who>{WHO}(?:(?:,? or|,) {WHO})*) specialization\b", IC
)
HERO_IS = re.compile(
    rf"\b(?P<whose>your hero is|you are|(?:the )?(?:[\w']+ )?hero is) (?:a |an )?(?P<who>{WHO})"
)
# whose hero "<…> hero is X" is, by the word before "hero" ("your" and "you are" are yours)
OPPOSING_HERO = re.compile(r"\b(?:defending|opposing|attacking|opponent's)\b", IC)
HERO_NAMED_BEFORE = re.compile(r"^(?:that|target|the) ", IC)
# "if Boltyn is in your party": a hero of your party by moniker, you among them (FaB 1.1.4a)
HERO_IN_PARTY = re.compile(rf"(?<![\w'-])(?P<who>{WHO}) is in your party\b")
# "Mark target Arakni", "an attack that is attacking Arakni": a hero by moniker (F3)
HERO_BY_ROLE = re.compile(
    r"\b(?P<role>[Tt]arget|attacking|attacks) (?P<who>⟨\d+⟩|[A-Z][\w'-]*\b)(?! tokens?)"
)
# "your hero is Prism or Boltyn": more heroes after the first, each by moniker
MORE_HEROES = re.compile(rf"(?:,? or |, )(?P<who>{WHO})")
CREATE = re.compile(
    rf"\b(?P<verb>creates?) (?P<body>(?:(?!⟨)[^.])*?)(?P<list>{LIST})(?P<tok> tokens?)?", IC
)
# a second token of the same "create": "... token under your control and a Frailty token"
# (or of a list: "create a Might token, a Vigor token, and a Quicken token")
CREATE_MORE = re.compile(
    rf"(?:(?!⟨)[^.;])*?(?:,(?: and| or| and/or)?| and| or| and/or) {ART}(?P<list>{N}) tokens?\b", IC
)
# a token chosen from a list: "chooses and creates a token that hasn't been chosen; Aether
# Ashwing, Embodiment of Earth, …" and "choose Inertia, Frailty, or Bloodrot Pox at random and
# create that token": each token listed is one that may be made (2.12.3b)
CHOSEN_TOKEN_LISTED = re.compile(
    rf"\bcreates? (?:a|one) token\b[^.;⟨]*; (?P<list>{N}(?:, {N})*(?:,? (?:and|or) {N})?)", IC
)
CHOSEN_THEN_CREATED = re.compile(
    rf"\bchooses? (?P<list>{LIST})(?: at random)? and creates? (?:that|the chosen) token\b", IC
)
# the gap may not run into another noun phrase ("tokens equal to ... cards named X")
TOKEN_NAMED = re.compile(
    rf"\btokens? (?:(?:(?!⟨|\bcards?\b|\bequal\b|\bnumber\b|\bfor each\b)[^.])*? )?"
    rf"named (?P<list>{LIST})",
    IC,
)
# MTG 111.4: a creature token the text does not name is named by its subtypes ("a 1/1 green
# Saproling creature token" -> Saproling; "4/4 white Angel Warrior creature tokens")
TOKEN_SUBTYPES = re.compile(
    r"(?<![\w'/-])(?P<sub>(?!X\b)[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) "
    r"(?:(?:artifact|enchantment|snow|legendary|land) )*creature tokens?\b"
)
# MTG 111.4: "create Marit Lage, a legendary 20/20 black Avatar creature token": the name given
TOKEN_GIVEN_NAME = re.compile(
    r"\b[Cc]reates? (?P<name>⟨\d+⟩|[A-Z][\w'-]*(?: (?:of |the )?[A-Z][\w'-]*)*), "
    r"(?:a|an) [^.,]*?\btokens?\b"
)
TOKEN_NAMED_AFTER = re.compile(r"(?: with [\w ,]+?)? named\b", IC)
# keyword actions that create a named token: 701.16a Investigate = "Create a Clue token",
# 701.53a Incubate N = "create an Incubator token"
KEYWORD_TOKENS = {"investigate": "Clue", "incubate": "Incubator"}
KEYWORD_ACTION = re.compile(r"(?<![\w-])(?P<word>investigates?|incubates?)\b", IC)
# FaB 8.5.36c: transforming into a token keyword creates that token
TRANSFORM_INTO = re.compile(
    rf"\btransforms? (?:(?!⟨)[^.])*?\binto (?:{ART}|up to \w+ )?(?P<list>{LIST})", IC
)
CREATE_TRIGGER = re.compile(
    r"\b(?:whenever|when|each time|if(?! you do\b)|the first time)\b[^,.]*$", IC
)
WOULD_BEFORE = re.compile(r"\bwould $", IC)
# a property of a name, not a part of it: "the chosen letter in its name", "with fewer letters
# in its name", "an odd number of words in its name" (left for a judge to write)
NAME_PROPERTY = re.compile(
    r"(?:the|that) (?:chosen|named) (?:letter|word|number|character)"
    r"|.*\b(?:letters|words|characters)$",
    IC,
)
# "If there is a yellow card in your pitch zone, …": a condition whose zone is its own
LEADING_CONDITION = re.compile(r"(?:if|while|as long as) [^,.⟨]*, ", IC)
# a sentence's opening condition or trigger, names and all: "Whenever a creature named X
# enters the battlefield under your control, you may search your library …"
LEADING_CLAUSE = re.compile(r"(?:if|while|as long as|whenever|when) [^,.;:\"]*, ", IC)
QUOTED_ABILITY = re.compile(r"\"[^\"]*\"")
GRANTED_ABILITY = re.compile(r"[^\"]{0,80}?\bwith (?P<ability>\"[^\"]*\")")
# "create a Frailty token under their control, then repeat for Inertia and Bloodrot Pox"
REPEAT_FOR = re.compile(rf"[^.;]*?,? then repeat (?:this )?for (?P<list>{LIST})", IC)
EQUIP_TOKEN = re.compile(rf"\bequip (?:a|an) (?P<list>{LIST}) tokens?\b", IC)
# a player other than you: an opponent, another hero, the hero on the other side of a fight
OPPONENT_WORDS = (
    r"(?:(?:target|each|an|that|your) (?:opponents?|opposing heroe?s?|other heroe?s?)"
    r"|another hero|opposing heroes|(?:the )?(?:defending|attacking) hero)"
)
# the verbs of a player who makes a token: "creates", and "investigates" / "incubates" (701.16a,
# 701.53a: a Clue, an Incubator)
MAKES = r"(?:creates?|investigates?|incubates?)"
FOR_OPPONENT = re.compile(
    rf"\b{OPPONENT_WORDS} (?:may |can |must )?(?:chooses and )?{MAKES}\b|"
    rf"\bin {OPPONENT_WORDS}'s (?:(?:[\w,]+ )*zones?\b|{ONE_ZONE.pattern})"
    rf"|under (?:{OPPONENT_WORDS}'s|that hero's)"
    r" control",
    IC,
)
# "create a Frostbite token in an exposed head, chest, arms, or legs zone": any hero's zone,
# and a token made in a hero's zone is that hero's (FaB 8.5.2c), whoever makes it
IN_ANY_HEROS_ZONE = re.compile(r"\btokens? in an? (?:[\w,]+ )*zones?\b", IC)
FOR_ANY = re.compile(
    r"\b(?:each player|target player|that player|each hero|target hero|its controller|"
    rf"each other player|its owner|the winner|a hero)(?:'s control| (?:may |can |must )?{MAKES})\b|"
    r"under (?:target hero's|any number of heroes'|each hero's) control",
    IC,
)
# "… under its owner's control and you create a Treasure token": yours
YOU_MAKE = re.compile(rf"\byou (?:may |can |must )?{MAKES}\b", IC)
# (not "for each opponent who had lands enter the battlefield under their control")
UNDER_CONTROL = re.compile(r"^(?:(?!\bfor each\b|\bwho\b)[^,])*?\bunder [\w' ]+? control\b", IC)
# "they may create": the player named before it (an opponent, or any player)
# who makes the token when it is not you: "they may create", "each hero puts … and creates",
# "the chosen hero creates", "target opposing hero chooses and creates"
CREATOR = re.compile(
    rf"\b(?:(?P<back>they|that player|that hero|(?P<described>that [\w-]+ player))|{OPPONENT_WORDS}"
    r"|each (?:other )?(?:hero|player)|(?:a|target|the chosen) (?:hero|player)"
    r"|its (?:controller|owner)|the winner)"
    rf" (?:[^.;,]*? and )?(?:may |can |must )?(?:chooses and )?{MAKES}\b",
    IC,
)
# "under their control", "in their exposed head, chest, arms, or legs zone": whose is "their"
UNDER_THEIR = re.compile(
    r"(?<!battlefield )under (?:their|his or her|his|her) control"
    r"|\bin (?:their|his or her) (?:[\w,]+ )*zones?\b",
    IC,
)
WAGER = re.compile(rf"\bwagers? (?:(?:a|an|one|two|\d+) )?(?P<list>{LIST})", IC)
NEXT_PLAYED = re.compile(
    rf"\b(?:the|your) (?:next|first) (?P<list>{LIST})(?= you play| attack| card)", IC
)
COUNTER_ON = re.compile(rf"\bcounters? (?:on|from) (?P<list>{LIST})(?! tokens?)", IC)
CONTROLS_MORE = re.compile(
    rf"\b(?P<who>you|they|hero|player|who|that) controls? (?:more|less|fewer|no|a|an|\d+ or more) "
    rf"(?P<list>{LIST})",
    IC,
)
UNKNOWN_IN_LIST = re.compile(r"\b[A-Z][\w'-]*(?: [A-Z][\w'-]*)*,(?: and| or| and/or)? $")
COMPARED_WITH = re.compile(r"(?: tokens?)? than\b", IC)
NAMED = re.compile(rf"(?P<neg>\bnot )?\bnamed (?P<list>{LIST})", IC)
CONTROL_AFTER = re.compile(
    rf"(?P<list>{LIST})(?: tokens?)? (?P<who>you both own and control|you own and control|"
    r"you control|an opponent controls|opponents control|your opponents control|you own|"
    r"they control|they own|the attacking hero controls|the defending hero controls|"
    r"target hero controls|target opponent controls|each opponent controls|"
    r"defending player controls|that player controls|the defending hero controls)\b",
    IC,
)
CONTROL_BEFORE = re.compile(
    r"\b(?P<who>you control|you don't control|an opponent controls|you both own and control)"
    rf" (?:(?:a|an|another|no|two or more|three or more|\w+ or more|an untapped|a tapped|"
    rf"at least \w+) )?(?P<list>{LIST})",
    IC,
)
YOUR_OBJECT = re.compile(rf"\byour (?P<list>{LIST})(?! attacks?\b)(?! tokens?\b)", IC)
YOUR_ATTACK = re.compile(rf"\byour (?:next |first )?(?P<list>{LIST}) attacks?\b", IC)
TARGET = re.compile(rf"\btarget (?P<list>{LIST})(?! tokens?)", IC)
ATTACK_AFTER = re.compile(r" attacks?\b(?! (?:action|reaction)\b)", IC)
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
TOKEN_NAME_PHRASE = re.compile(
    r"\btokens? [^.]*?named ([A-Z][\w'’-]*(?: (?:of |the )?[A-Z][\w'’-]*)*)"
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
    r"(?:one of )?the (?P<other>other )?chosen names?|with (?:that|those) names?|"
    r"the named \w+|that name)\b",
    IC,
)
SAME_AS = re.compile(
    r"\b(?:with|has|have|shares?|had) (?:the )?same name as (?!one another|each other)"
    r"(?P<anchor>[^,.;]+)",
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
THAT_NAME = re.compile(r"\b(?:with|has|have) that name\b", IC)
SHARED = re.compile(
    r"\b(?:with the same name|shares? a name|that share a name|have the same name|"
    r"with a shared name|share names?|same name)\b(?! as (?!one another|each other))",
    IC,
)
DIFFERENT_NAMES = re.compile(r"\bdifferent names\b|\bdifferently named\b", IC)
DIFFERENT_NAME = re.compile(r"\b(?:a )?different name(?: than| from)?\b", IC)
NEXT_ATTACK = re.compile(r"\byour next [\w ]*?attack\b", IC)
# an effect that gives a name: "is named X", "gains the name X", "except its name is X" (a name
# set, F8 / MTG 707.9b, not one looked for)
SETS_NAME = re.compile(
    rf"\b(?:(?:is|are|becomes?|gets?|gains?|it's) (?:also )?named|"
    rf"(?:has|have|gets?|gains?) the name|(?:its|their|[\w-]+'s) names? (?:is|are|becomes?)|"
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
CONDITION_BEFORE = re.compile(r"\b(?:if|unless|as long as|while)\b[^,.;]*$", IC)
# "Enchanted creature … is a green and white Citizen creature … named Legitimate Businessperson",
# "becomes a 4/4 Dragon named X": the name an effect gives the object (a set name, not found)
# "becomes a … creature named X", "and become red sorceries named Missile": a name it gives
IS_NAMED = re.compile(r"\b(?:(?:is|are|becomes?) (?:a|an)\b|become )[^.;]*$", IC)
# "then this gets that name", "becomes the chosen name", "this permanent has the chosen name",
# "this becomes a card with that name": a name an effect gives the source (not a reference)
GIVES_NAME = re.compile(
    r"\b(?:gets|gains|becomes|is named) $|(?:^|[,:] )(?:this|it)(?: card| permanent| creature)?"
    r" (?:has |becomes (?:a|an) (?:[\w-]+ ){0,3}?(?:with )?)$",
    IC,
)
THAT_CARD_HAS = re.compile(
    r"\b(?:(?:that card|it|the card) (?:has|have|is)|it's) the (?:chosen|named)", IC
)
BANISHED_BY_THIS = re.compile(r"\bthis has (?:banished|exiled)\b|\bexiled with (?:this|it)\b", IC)
LOOKED_AT = re.compile(r"\b(?:reveals?|revealed|mills?|milled|look at|looks at)\b", IC)
ANCHOR_ZONE = re.compile(r"\bin (?P<rest>.+)", IC)
PERMANENT_ANCHOR = re.compile(
    r"^(?:a|another) (?:nontoken |nonland )?(?:permanent|creature|land|artifact|enchantment)\b", IC
)
NOUN = r"(?:card|creature|spell|permanent|token|land|artifact|enchantment|planeswalker|aura)"
# "the same name as that spell in your graveyard", "… as that card from your graveyard to your
# hand": the zone is the group's
THAT_OBJECT_IN = re.compile(
    rf"(?P<object>(?:that|the) (?:[\w-]+ )?{NOUN}) (?P<where>(?:in|from) .+)", IC
)
ANOTHER_OF_THE_GROUP = re.compile(rf"(?:another|any other) {NOUN}\b", IC)
# a spell cast compared with the cards of a zone: "Whenever an opponent casts a creature spell
# with the same name as a card in their graveyard": the zone's cards are found, the spell is
# the anchor
A_CARD_IN = re.compile(r"(?:a|an) (?:[\w-]+ )?card (?P<where>in .+)", IC)
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
OTHER_BEFORE = re.compile(r"\b(?:another|other)\b(?! than\b)(?:(?![,;:]|\bthan\b)[^.]){0,60}$", IC)


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


def _among(found: Where) -> ObjectFilter:
    return ObjectFilter(
        zones=found.zones,
        zone_owner=found.zone_owner,
        owner=found.owner,
        controller=found.controller,
        related=found.related,
        top=found.top,
    )


def _names_draft(
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


def deck_building(r: Reading, card: Card) -> None:
    match = DECK_BUILDING.search(r.sentence.masked)
    named = re.search(r"\bnamed?\b", match.group(0), IC) if match else None
    # "each nonland card in your starting deck has a different name": no name hit, a name rule
    different = match and "starting" in match.group(0).casefold() and "name" in r.low
    if match and (r.sentence.hits or named or different):
        r.deck_building = True
        r.claim(0, len(r.sentence.masked))


def combo(r: Reading, card: Card) -> None:
    match = COMBO.search(r.sentence.masked)
    if not match:
        return
    hits: list[Hit] = []
    parts: list[str] = []
    for item in re.split(r",? (?:or|and/or) |, ", match.group("items")):
        item = item.strip()
        part = COMBO_PART.fullmatch(item)
        if PLACEHOLDER.fullmatch(item):
            hits.extend(r.hits_in(item))
        elif part:
            parts.append(_part_text(r, part.group("part")))
        else:
            return
    among = ObjectFilter(zones=("combat_chain",), top=1, exclude_source=True, below_source=True)
    if hits:
        draft = _names_draft(hits, card, among, True)
        r.add(
            Draft(draft.use, draft.looks_for, among, draft.confident, ("combat_chain",)),
            match.span(),
        )
    if parts:
        look = LooksFor(kind="names", names=tuple(parts), by="part")
        r.add(Draft("identification", look, among, True, ("combat_chain",)), match.span())


def _read_before(r: Reading, names: str) -> bool:
    """Whether an earlier pattern already read every name of `names` (a placeholder list)."""
    indices = [int(m.group(1)) for m in PLACEHOLDER.finditer(names)]
    return bool(indices) and all(i in r.claimed_hits for i in indices)


def _claimed(r: Reading, names: str, offset: int) -> bool:
    """Whether every hit in `names` (found at `offset`) is already read by a pattern."""
    found = [int(m.group(1)) for m in PLACEHOLDER.finditer(names)]
    return bool(found) and all(i in r.claimed_hits for i in found)


def _part_text(r: Reading, text: str) -> str:
    return PLACEHOLDER.sub(lambda m: r.sentence.hits[int(m.group(1))].name, text).strip()


def specialization(r: Reading, card: Card) -> None:
    match = SPECIALIZATION.search(r.sentence.masked)
    if not match:
        return
    heroes = [_part_text(r, w) for w in re.split(r",? or |, ", match.group("who"))]
    known = all(who.casefold() in card.context.monikers for who in heroes)
    look = LooksFor(kind="names", names=tuple(heroes), by="moniker")
    among = ObjectFilter(zones=("hero",), zone_owner="owner")
    # meta-static: a deck rule, functional outside the game (FaB 1.7.4d, 8.3.7)
    r.add(Draft("identification", look, among, known, outside_game=True), match.span())


def sets_name(r: Reading, card: Card) -> None:
    """ "Target creature is named X", "gains the name X", "except its name is X", "this
    counts as a Gold": an effect sets the name (F8), so nothing is looked for; "if it is named
    X" stays a condition."""
    if "nam" not in r.low and "counts as" not in r.low:
        return
    for match in SETS_NAME.finditer(r.sentence.masked):
        if not CONDITION_BEFORE.search(r.sentence.masked, 0, match.start()):
            r.set_name(*match.span())
    if r.set_name_spans:
        for match in OTHER_NAMES.finditer(r.sentence.masked):
            r.set_name(*match.span())


def hero_is(r: Reading, card: Card) -> None:
    for match in HERO_IS.finditer(r.sentence.masked):
        heroes, end = [_part_text(r, match.group("who"))], match.end()
        while more := _more_heroes(r, end):
            heroes.append(_part_text(r, more.group("who")))
            end = more.end()
        if heroes[0].casefold() in card.context.monikers:  # the others are (_more_heroes)
            look = LooksFor(kind="names", names=tuple(heroes), by="moniker")
            owner = _whose_hero(r, card, match)
            among = ObjectFilter(zones=("hero",), zone_owner=owner)
            r.add(Draft("identification", look, among, True), (match.start(), end))
    for match in HERO_IN_PARTY.finditer(r.sentence.masked):
        who = _part_text(r, match.group("who"))
        if who.casefold() in card.context.monikers:  # you are in your own party (1.1.4a)
            look = LooksFor(kind="names", names=(who,), by="moniker")
            among = ObjectFilter(zones=("hero",), zone_owner="you")
            r.add(Draft("identification", look, among, True), match.span())


def _more_heroes(r: Reading, at: int) -> re.Match[str] | None:
    """The next moniker of a list of heroes from `at` ("…, Boltyn or Prism"), or None."""
    more = MORE_HEROES.match(r.sentence.masked, at)
    if more is None or _part_text(r, more.group("who")).casefold() not in r.monikers:
        return None
    return more


def _whose_hero(r: Reading, card: Card, match: re.Match[str]) -> str:
    """Whose hero "<whose> hero is X" looks at: yours ("your hero is", "you are"), the opposing
    hero's ("the defending hero is", "an opponent's hero is"), the hero named before ("that
    hero is", "target hero is"), else any hero's ("a hero is")."""
    whose = match.group("whose")
    if whose.casefold().startswith(("your ", "you ")):
        return "you"
    if OPPOSING_HERO.search(whose):
        return "opponent"
    if HERO_NAMED_BEFORE.match(whose):
        return antecedent(card.text[: r.sentence.start] + r.sentence.masked[: match.start()])
    return "any"


def hero_by_role(r: Reading, card: Card) -> None:
    """FaB "target Arakni or Uzuri" (any hero) and "attacking Arakni" (the attacked hero, an
    opponent) when every name is a hero's moniker. Power ({p}) is an attack's or a weapon's,
    so a targeted moniker whose sentence gives power may mean the hero's weapon or attack:
    suggested."""
    for match in HERO_BY_ROLE.finditer(r.sentence.masked):
        who, targets = _part_text(r, match["who"]), match["role"].casefold() == "target"
        if who.casefold() not in card.context.monikers or (
            targets and PLACEHOLDER.match(match["who"])
        ):
            # a card's name ("target Dawnblade": attacks_and_targets); what is attacked is a
            # hero, though its moniker is also a young hero's card name ("attacking Fang")
            continue
        heroes, end = [who], match.end()
        while more := _more_heroes(r, end):  # "target Arakni or Uzuri"
            heroes.append(_part_text(r, more.group("who")))
            end = more.end()
        look = LooksFor(kind="names", names=tuple(heroes), by="moniker")
        owner = "any" if targets else _attacked_hero(r, card)
        among = ObjectFilter(zones=("hero",), zone_owner=owner)
        # what is attacked is a hero; a target with power may be the hero's weapon or attack
        sure = not targets or "{p}" not in r.sentence.masked
        r.add(Draft("identification", look, among, sure), (match.start(), end))


# the kind of ability a sentence is: "Attack Reaction - Destroy this: …", "Instant - {r}: …"
ABILITY_KIND = re.compile(r"^\W*(?P<kind>Instant|Defense Reaction|Attack Reaction) [-–—]")


def _attacked_hero(r: Reading, card: Card) -> str:
    """Whose hero "attacking Arakni" is: an action or an attack reaction is played by the
    attacking hero (the attacked one is an opponent), a defense reaction by the defending hero
    (you), an instant in anyone's turn (either)."""
    ability = ABILITY_KIND.match(r.sentence.masked)
    kind = ability["kind"] if ability else " ".join(card.types)
    if "Instant" in kind:
        return "any"
    return "you" if "Defense" in kind else "opponent"


def create(r: Reading, card: Card) -> None:
    masked = r.sentence.masked
    for match in TOKEN_NAMED.finditer(masked):
        if re.search(r"\bcreates?\b", masked[: match.start()], IC):
            for hit in r.hits_in(match.group("list")):
                r.add(_definition(hit.name, masked, card, at=match.start()), match.span())
                _own_ability_of_the_token(r, hit.name, match.end())
    for match in CREATE.finditer(masked):
        if card.conventions.tokens_named_by_types and not match.group("tok"):
            continue
        hits = [h for h in r.hits_in(match.group("list"))]
        before = masked[: match.start()]
        made_by_trigger = CREATE_TRIGGER.search(before) and not WOULD_BEFORE.search(before)
        if made_by_trigger and not card.conventions.creating_defines:
            # MTG "whenever you create a Blood token": the token made; "if you would create"
            # replaces the making, and FaB defines what a sentence creates (2.12.3b)
            among = ObjectFilter(zones=(card.in_play,), controller="you")
            r.add(_names_draft(hits, card, among, True), match.span())
            continue
        spans = [match.span("list")]
        more = CREATE_MORE.match(masked, match.end())
        while more:  # "a Ponder token under your control and a Frailty token under each ..."
            spans.append(more.span("list"))
            more = CREATE_MORE.match(masked, more.end())
        for start, end in spans:
            for placeholder in PLACEHOLDER.finditer(masked, start, end):
                hit = r.sentence.hits[int(placeholder.group(1))]
                after = re.split(r"⟨|[.;]", masked[placeholder.end() :], maxsplit=1)[0]
                r.add(
                    _definition(hit.name, masked, card, after, match.start()), (match.start(), end)
                )
        _repeated(r, card, spans[-1][1])
    _chosen_tokens(r, card)
    if card.conventions.tokens_named_by_types:
        _unnamed_tokens(r, card)
    elif "transform" in r.low:
        for match in TRANSFORM_INTO.finditer(masked):  # FaB 8.5.36c
            for hit in r.hits_in(match.group("list")):
                if hit.kind == TOKEN:
                    r.add(_definition(hit.name, masked, card, at=match.start()), match.span())


def _chosen_tokens(r: Reading, card: Card) -> None:
    """The tokens of a list one of which is chosen and created: each is defined for whoever
    creates it (the list's first token may already be read as created)."""
    masked = r.sentence.masked
    for pattern in (CHOSEN_TOKEN_LISTED, CHOSEN_THEN_CREATED):
        for match in pattern.finditer(masked):
            listed = [int(p.group(1)) for p in PLACEHOLDER.finditer(masked, *match.span("list"))]
            if any(r.sentence.hits[i].kind != TOKEN for i in listed):
                continue
            for index in [i for i in listed if i not in r.claimed_hits]:
                r.add(
                    _definition(r.sentence.hits[index].name, masked, card, at=match.start()),
                    match.span(),
                )


def _repeated(r: Reading, card: Card, end: int) -> None:
    """ "…, then repeat for Inertia and Bloodrot Pox" after a creation: each token listed is
    created the same way (a definition for the same player)."""
    masked = r.sentence.masked
    repeat = REPEAT_FOR.match(masked, end)
    hits = r.hits_in(repeat.group("list")) if repeat else []
    if not repeat or not hits or any(h.kind != TOKEN for h in hits):
        return
    made_as = masked[end : repeat.start("list")]  # " token under their control, then repeat"
    for hit in hits:
        r.add(_definition(hit.name, masked, card, made_as, repeat.start()), repeat.span("list"))


def _unnamed_tokens(r: Reading, card: Card) -> None:
    """MTG 111.4: tokens the text gives a name define it; a token of types alone uses no name
    (its subtypes and "Token" name it); keyword actions create named tokens (701.16a:
    investigate creates a Clue, 701.53a: incubate an Incubator)."""
    masked = r.sentence.masked
    given: list[tuple[int, int]] = []
    if "token" in r.low:
        for match in TOKEN_GIVEN_NAME.finditer(masked):
            text = match.group("name")
            name = r.hits_in(text)[0].name if PLACEHOLDER.fullmatch(text) else text
            if name != "X":
                r.add(_definition(name, masked, card, at=match.start()), match.span())
                given.append(match.span())
                _own_ability_of_the_token(r, name, match.end())
    if "creature token" in r.low:
        for match in TOKEN_SUBTYPES.finditer(masked):
            if any(s <= match.start() < e for s, e in given) or TOKEN_NAMED_AFTER.match(
                masked, match.end()
            ):
                continue  # the subtype of a token the text names
            before = masked[: match.start()]
            verb = list(re.finditer(r"\bcreates?\b", before, IC))
            if not verb or re.search(r"\btokens?\b", before[verb[-1].end() :], IC):
                continue
            # a token made from types alone is named by them and "Token" (111.4): its text
            # uses no name, so the words are read (claimed) and nothing is defined
            r.claim(*match.span())
    if "role token" in r.low:
        _role_tokens(r, card)
    if "investigat" in r.low or "incubat" in r.low:
        for match in KEYWORD_ACTION.finditer(masked):
            created = KEYWORD_TOKENS[match.group("word").casefold().rstrip("s")]
            r.add(_definition(created, masked, card, at=match.start()), match.span())


def _role_tokens(r: Reading, card: Card) -> None:
    """ "Create a Monster Role token attached to …": the Role the rules define by that name
    (MTG 111.10j-r); "Roles you control" names a subtype, not a token."""
    roles = "|".join(re.escape(role) for role in card.conventions.role_tokens)
    masked = r.sentence.masked
    for match in re.finditer(rf"\b(?P<role>{roles}) Role tokens?\b", masked):
        if re.search(r"\bcreates?\b", masked[: match.start()], IC):
            r.add(_definition(match["role"], masked, card, at=match.start()), match.span())


def _own_ability_of_the_token(r: Reading, name: str, end: int) -> None:
    """ "a token named Ajani's Pridemate with "… a +1/+1 counter on Ajani's Pridemate"": in the
    ability the token is given, its name is the token itself (201.5): read, nothing found."""
    granted = GRANTED_ABILITY.match(r.sentence.masked, end)
    if granted is None:
        return
    for placeholder in PLACEHOLDER.finditer(r.sentence.masked, *granted.span("ability")):
        if r.sentence.hits[int(placeholder.group(1))].name == name:
            r.claim(*placeholder.span())


GIVEN_TO_IT = re.compile(r"^(?:it|they) (?:has|have|gains?)\b", IC)


def token_own_ability(r: Reading, card: Card) -> None:
    """ "Create … a token named Spark Elemental. It has … "At the beginning of the end step,
    sacrifice Spark Elemental."": in the ability the next sentence gives the token, its own
    name is the token itself (201.5); "other creatures named X" there still looks for others."""
    masked = r.sentence.masked
    if not card.created or not GIVEN_TO_IT.match(masked):
        return
    for quoted in QUOTED_ABILITY.finditer(masked):
        for placeholder in PLACEHOLDER.finditer(masked, *quoted.span()):
            hit = r.sentence.hits[int(placeholder.group(1))]
            named_before = masked[: placeholder.start()].endswith("named ")
            if hit.name.casefold() in card.created and not named_before:
                r.claim(*placeholder.span())


def wager(r: Reading, card: Card) -> None:
    """FaB "wager a Gold token": the winner of the wager creates the tokens (any player)."""
    for match in WAGER.finditer(r.sentence.masked):
        for hit in r.hits_in(match.group("list")):
            look = LooksFor(kind="definition", creates=hit.name)
            r.add(Draft("definition", look, creates_for="any"), match.span())
    for match in EQUIP_TOKEN.finditer(r.sentence.masked):  # "equip a Graphene Chelicera token"
        for hit in r.hits_in(match.group("list")):
            look = LooksFor(kind="definition", creates=hit.name)
            r.add(Draft("definition", look), match.span())


def objects_in_play(r: Reading, card: Card) -> None:
    """ "The next Crouching Tiger you play", "a counter on Treasure Island", "controls more Gold"
    (another card's name; the card's own name there is a self-reference)."""
    masked = r.sentence.masked
    readings = (
        (NEXT_PLAYED, ObjectFilter(zones=("combat_chain", "stack"), controller="you")),
        (COUNTER_ON, ObjectFilter(zones=(card.in_play,))),
    )
    for pattern, among in readings:
        if pattern is NEXT_PLAYED and card.ruleset.zone("combat_chain") is None:
            continue  # "the next X you play" is on the combat chain or the stack: FaB
        for match in pattern.finditer(masked):
            hits = r.hits_in(match.group("list"))
            if _read_before(r, match.group("list")):
                continue  # "your next Dawnblade attack": an attack, read as one
            if hits and all(h.kind != OWN for h in hits):
                r.add(_names_draft(hits, card, among, True), match.span())
    for match in CONTROLS_MORE.finditer(masked):
        hits = r.hits_in(match.group("list"))
        if hits and all(h.kind != OWN for h in hits):
            who = match.group("who").casefold()  # "defending hero controls": that hero
            controller = "you" if who == "you" else antecedent(masked[: match.end("who")])
            among = ObjectFilter(zones=(card.in_play,), controller=controller)
            # "less Gold than an opponent": the other side's objects are found too, unread
            compared = COMPARED_WITH.match(masked, match.end()) is None
            r.add(_names_draft(hits, card, among, compared), match.span())


def _definition(name: str, sentence: str, card: Card, after: str = "", at: int = 0) -> Draft:
    """`name` defined by a token the sentence creates (its words from `at` on), for whom the
    words say: the "under … control" right `after` the name first ("a Ponder token under your
    control and a Frailty token under each opponent's control"), else the creator and control
    words of the sentence, past an opening trigger or condition that ends before the token
    ("Whenever a permanent enters under an opponent's control, investigate": you do)."""
    whole = sentence
    opening = LEADING_CLAUSE.match(sentence)
    if opening and opening.end() <= at:
        sentence = sentence[opening.end() :]
    own_clause = UNDER_CONTROL.search(after)
    if own_clause:
        sentence = own_clause.group(0)
    creates_for = "you"
    creator = CREATOR.search(sentence)
    if FOR_OPPONENT.search(sentence):
        creates_for = OPPONENT
    elif IN_ANY_HEROS_ZONE.search(sentence):
        creates_for = "any"
    elif creator and creator.group("back"):  # the player named before
        # "that attacking player": which player the words before name is unsure
        described = creator.group("described")
        offset = 0 if own_clause else len(whole) - len(sentence)
        before = (sentence if own_clause else whole)[: offset + creator.start()]
        creates_for = "any" if described else antecedent(before)
    elif creator:
        creates_for = "any"  # (a creator among the opponents is FOR_OPPONENT's)
    elif YOU_MAKE.search(sentence):  # "… under its owner's control and you create a Treasure"
        creates_for = "you"
    elif FOR_ANY.search(sentence):
        creates_for = "any"
    elif UNDER_THEIR.search(sentence):
        creates_for = OPPONENT if OPPONENT_CUES.search(card.text) else "any"
    look = LooksFor(kind="definition", creates=name)
    return Draft("definition", look, creates_for=creates_for)


def _where_at(r: Reading, card: Card, position: int) -> Where:
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
    opening = _opening_where(r, card, position)  # found where its own clause says, if it says
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


# "If it's a card named X": the object the text spoke of last, a card revealed before (type
# words, "an attack action card named X", are left to the honesty check)
IT_IS_A = re.compile(r"^\W*if (?:it's|it is) a card $", IC)


def _where_of_the_phrase(r: Reading, card: Card, match: re.Match[str]) -> Where:
    """Where "… named X" looks. The subject of a sentence is read with the words right after
    it ("Creatures named X you control …"), not with another noun's: "Creatures named
    Lightning Rager can't attack you or planeswalkers you control" are anyone's; so is the
    subject of a clause ("as long as an Equipment named X is attached to a creature you
    control"). Else, as the whole sentence says."""
    masked = r.sentence.masked
    trail = QUALIFIERS.match(masked, match.end())
    end = trail.end() if trail else match.end()
    if IT_IS_A.search(masked, 0, match.start()) and not trail:
        revealed = revealed_before(card.text[: r.sentence.start], card.game)
        if revealed.found:  # "… reveals their arsenal. If it's a card named X, …"
            return revealed
    if trail and len(r.sentence.hits) > 1:
        # several names, each with its own words: "for each card named X in your graveyard
        # and … for each card named Y in all graveyards"
        own = where(masked[match.start() : end], card.game, card.text[: r.sentence.end])
        if own.found and own.strong:
            return own
    subject = SUBJECT_NAMED.match(masked)
    if subject is not None and subject.end() == match.start("list"):
        own = where(masked[:end], card.game, card.text[: r.sentence.end])
        return own if own.found else _where_at(r, card, match.start())
    clause = CLAUSE_SUBJECT_NAMED.search(masked, 0, match.start("list"))
    if clause is None or not VERB_AFTER.match(masked, end):
        return _where_at(r, card, match.start())
    # the subject of a clause of its own ("as long as an Equipment named X is attached to a
    # creature you control"): the players of the nouns after its verb are not its
    own = where(masked[clause.start() : end], card.game, card.text[: r.sentence.end])
    if own.found:
        return own
    found = _where_at(r, card, match.start())
    if CONTROL.search(masked, end) and not CONTROL.search(masked, 0, end):
        return replace(found, controller=ANY, owner=ANY)
    return found


# "…named ⟨0⟩, a creature named ⟨1⟩": a series whose items each say "named"
SERIES_BEFORE = re.compile(rf"\bnamed {N}, (?:a|an) [\w ]+? $", IC)


def named(r: Reading, card: Card) -> None:
    if "nam" not in r.low:
        return
    previous = -1  # the index of the draft the last "named" of the sentence gave
    for match in NAMED.finditer(r.sentence.masked):
        if _claimed(r, match.group("list"), match.start("list")):
            continue
        if _gives_the_name(r.sentence.masked, match.start()):
            r.set_name(*match.span())  # "is a … creature named X": an effect sets the name
            continue
        holder = HOLDER_BEFORE.search(r.sentence.masked, 0, match.start())
        found = (  # "a creature you control named Vecna": who holds it says where, first
            where(holder.group("who"), card.game, card.text[: r.sentence.end])
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
        among = _among(found)
        if OTHER_BEFORE.search(r.sentence.masked, 0, match.start()):
            among = replace(among, exclude_source=True)
        draft = _names_draft(hits, card, among, found.found, negate=bool(match["neg"]))
        if re.search(r"\bhero $", r.sentence.masked[: match.start()]) and all(
            h.name.casefold() in card.context.monikers for h in hits
        ):  # "a marked hero named Fang": a moniker (F3)
            look = LooksFor(kind="names", names=tuple(h.name for h in hits), by="moniker")
            draft = Draft("identification", look, ObjectFilter(zones=("hero",)), True)
        if _joins_the_series(r, previous, draft, match.start()):
            _join(r, previous, draft, span, _each_needed(r, previous, match.start(), match.end()))
            continue
        r.add(draft, span)
        previous = len(r.drafts) - 1


def _gives_the_name(masked: str, at: int) -> bool:
    """Whether the "named" at `at` is a name an effect gives ("becomes a 4/4 Dragon named X"),
    not one a condition tests ("if there is a card named X in your graveyard", "if it is a
    creature named X")."""
    found = IS_NAMED.search(masked, 0, at)
    if found is None:
        return False
    before = masked[: found.start()]
    return not (THERE_BEFORE.search(before) or CONDITION_BEFORE.search(before))


THERE_BEFORE = re.compile(r"\bthere $", IC)


# "a card named Forest, a card named Brambleweft Behemoth, and a card named Nissa": one list
SERIES_LINK = re.compile(r",?(?: and/or| and| or)? (?:a|an|one) (?:[\w-]+ ){0,2}?$", IC)


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
    for match in PART.finditer(r.sentence.masked):
        if any(s <= match.start("part") < e for s, e in r.claimed_spans):
            continue
        if NAME_PROPERTY.match(match.group("part")):
            continue  # a property of a name, left for a judge
        found = _where_at(r, card, match.start())
        words = re.split(r",? (?:or|and|and/or) |, ", _part_text(r, match.group("part")))
        look = LooksFor(kind="names", names=tuple(w.strip() for w in words), by="part")
        if YOUR_ATTACK_BEFORE.search(r.sentence.masked, 0, match.start()):
            among = ObjectFilter(zones=("combat_chain",), controller="you")
            r.add(Draft("identification", look, among, True), match.span())
            continue
        holder = HOLDER_BEFORE.search(r.sentence.masked, 0, match.start())
        if holder:  # "an attack you control with Vengeance in its name": who holds it says where
            held = where(holder.group("who"), card.game, card.text[: r.sentence.end])
            r.add(Draft("identification", look, _among(held), held.found), match.span())
            continue
        if not found.found and NEXT_ATTACK.search(card.text):  # "If it has harpoon in its name"
            among = ObjectFilter(zones=("combat_chain",), controller="you")
            r.add(Draft("identification", look, among), match.span())
            continue
        r.add(Draft("identification", look, _among(found), found.found), match.span())


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
            who = match.group("who").casefold()
            controller = "you" if who.startswith("you") else OPPONENT  # "you don't control" too
            if who in ("they control", "that player controls"):  # the player named before
                before = card.text[: r.sentence.start] + masked[: match.start()]
                controller = zone_owner_before(before)
            if who.startswith("target "):  # "target hero controls", "target opponent controls"
                controller = TARGET_PLAYER
            owner = "you" if "own" in who else "any"
            if who == "they own":  # "each Frostbite they own": the player named before's
                before = card.text[: r.sentence.start] + masked[: match.start()]
                controller, owner = "any", zone_owner_before(before)
            zones = () if who == "you own" else (card.in_play,)
            among = ObjectFilter(
                zones=zones, controller=controller if zones else "any", owner=owner
            )
            joined = match.group("list")
            every = len(hits) > 1 and " and " in joined and "or" not in joined
            itself = [h for h in hits if h.kind == OWN and not h.plural]
            if every and itself and len(itself) < len(hits):
                # "Destroy Pillaged Strongbox and 3 Gold you control": the card itself (201.5)
                # and the others found
                hits = [h for h in hits if h not in itself]
                every = len(hits) > 1
            r.add(
                _names_draft(hits, card, among, True, match="all" if every else "any"), match.span()
            )


def attacks_and_targets(r: Reading, card: Card) -> None:
    """FaB "your next Dawnblade attack" (the combat chain) and "target Dawnblade" (the arena)."""
    readings: tuple[tuple[re.Pattern[str], tuple[ZoneWord, ...], str], ...] = (
        (YOUR_ATTACK, ("combat_chain",), "you"),
        (TARGET, ("arena",), "any"),
        (YOUR_OBJECT, ("arena",), "you"),
    )
    for pattern, zones, controller in readings:
        for match in pattern.finditer(r.sentence.masked):
            hits = r.hits_in(match.group("list"))
            if _read_before(r, match.group("list")):
                continue  # "target Spectral Shield you control": the control words read it
            if hits and all(h.kind != PHRASE for h in hits):
                attack = pattern is TARGET and ATTACK_AFTER.match(r.sentence.masked, match.end())
                # "target Harmonized Kodachi attack": the weapon's attack (its name, FaB
                # 1.4.3a), on the combat chain
                among = ObjectFilter(
                    zones=("combat_chain",) if attack else zones, controller=controller
                )
                r.add(_names_draft(hits, card, among, True), match.span())


def keywords_with_names(r: Reading, card: Card) -> None:
    """MTG "Partner with X" (702.124j: searched for in a library) and "Melds with X" (701.37:
    a permanent you own and control)."""
    for match in PARTNER.finditer(r.sentence.masked):
        among = ObjectFilter(zones=("library",), zone_owner=TARGET_PLAYER)  # "target player may"
        r.add(_names_draft(r.hits_in(match.group("list")), card, among, True), match.span())
    for match in MELDS.finditer(r.sentence.masked):
        among = ObjectFilter(zones=("battlefield",), owner="you", controller="you")
        r.add(_names_draft(r.hits_in(match.group("list")), card, among, True), match.span())
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
            among = _among(found) if found.found else ObjectFilter(zones=(card.in_play,))
            among = replace(among, exclude_source=other)
            r.add(_names_draft([hit], card, among, found.found or other), match.span())


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
        found = _clause_where(r, card, match.start()) if len(matches) > 1 else whole
        opening = _opening_where(r, card, match.start())
        # in an opening condition, only that clause says where it looks ("If that card has the
        # chosen name, that player puts it into their hand": the hand is where it goes)
        in_opening = match.start() < _opening_end(r)
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
            taken = where(card.text[: r.sentence.start], card.game, card.text[: r.sentence.start])
            among = replace(_among(taken), related="revealed") if taken.strong else None
            r.add(
                Draft("identification", look, among or ObjectFilter(related="revealed")),
                match.span(),
            )
            continue
        sure = found.strong or found.by_definition  # not a zone guessed from what is done
        r.add(Draft("identification", look, _among(found), sure), match.span())


def _opening_where(r: Reading, card: Card, position: int) -> Where | None:
    """Where an opening condition or trigger looks when the words at `position` are in it and
    it says ("If a card with the chosen name is revealed this way, search your library …":
    the cards revealed, not the library searched), else None."""
    end = _opening_end(r)
    if position >= end:
        return None
    own = where(r.sentence.masked[:end], card.game, card.text[: r.sentence.end])
    return own if own.found else None


def _opening_end(r: Reading) -> int:
    """Where the sentence's opening condition or trigger ends (0: it has none)."""
    opening = LEADING_CLAUSE.match(r.sentence.masked)
    return opening.end() if opening else 0


def _clause_where(r: Reading, card: Card, position: int) -> Where:
    """Where the comma-separated clause at `position` looks, or the whole sentence when that
    clause names no zone of its own."""
    masked = r.sentence.masked
    start = masked.rfind(",", 0, position) + 1
    end = masked.find(",", position)
    clause = masked[start : end if end >= 0 else len(masked)]
    own = where(clause, card.game, card.text[: r.sentence.end])
    return own if own.strong or own.by_definition else r.where(card.game, card.text)


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
        if ANOTHER_OF_THE_GROUP.match(anchor_text) and not _another_group(
            rest, anchor_text, card.game, before_end
        ):
            # "all nonland cards with the same name as another card in their hand": a name
            # shared inside one group (201.2), not a comparison with one object
            among = _among(where(masked, card.game, card.text[: r.sentence.end]))
            r.add(Draft("identification", LooksFor(kind="shared_name"), among), match.span())
            continue
        against = _one_object_against_a_zone(masked[: match.start()], anchor_text, card, r)
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
        found = own_place if own_place.found else found
        held = GROUP_HELD_BEFORE.search(masked, 0, match.start())
        if held and not own_place.found:
            # "if you control a creature with the same name as it": the group's own holder
            text_before = card.text[: r.sentence.start] + masked[: held.start()]
            found = replace(found, controller=_holder(held["who"], text_before))
        # "all cards with the same name as the chosen card" finds the anchor too (701.23c's
        # example); "all other permanents with the same name as that permanent" does not
        other = OTHER_OF_GROUP.search(masked, 0, match.start())
        group = OTHER_BEFORE.search(masked, 0, match.start())
        if group and THAT_PLAYER_CONTROLS.search(masked, group.start(), match.start()):
            # "exile target permanent an opponent controls and all other permanents that
            # player controls with the same name": that player is the target's controller
            text_before = card.text[: r.sentence.start] + masked[: group.start()]
            found = replace(found, controller=zone_owner_before(text_before))
        look = LooksFor(kind="same_name_as", anchor=anchor, include_anchor=other is None)
        draft = Draft("identification", look, _among(found), sure and found.found, related=related)
        r.add(draft, match.span())
    if not card.has_choice:
        for match in THAT_NAME.finditer(masked):
            found = _clause_where(r, card, match.start())  # "cards in their graveyard with …"
            before = masked[: match.start()]
            related = _related(before, card.text[: r.sentence.start] + before)
            look = LooksFor(kind="same_name_as", anchor=ObjectFilter())
            r.add(
                Draft("identification", look, _among(found), False, related=related), match.span()
            )
    _one_with_the_same_name(r, card)
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
    among = _among(found)
    if re.match(r"in their\b", zone.group("where"), IC):
        among = replace(among, zone_owner="controller_of:trigger")
    look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related="trigger"))
    sure = not (cast.group("types") or cast.group("card_types"))
    return Draft("identification", look, among, sure, related="trigger")


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
# "if it has the same name as a permanent": any permanent, a group, not one object
A_PERMANENT = re.compile(
    r"(?:a|an|any) (?P<non>non[\w-]+ )?(?:permanent|creature|land|artifact|enchantment"
    r"|planeswalker)\s*",
    IC,
)


def _one_object_against_the_permanents(
    r: Reading, card: Card, match: re.Match[str], anchor_text: str
) -> Draft | None:
    """ "put that card onto the battlefield if it has the same name as a permanent": the
    permanents are found, and the one object ("it") is the anchor (as a card in a zone is,
    `_one_object_against_a_zone`). A negated type of the permanents is left for a judge."""
    group = A_PERMANENT.fullmatch(anchor_text)
    in_a_zone = A_CARD_IN.fullmatch(anchor_text.strip())
    before = r.sentence.masked[: match.start()]
    if (group is None and in_a_zone is None) or not re.search(r"\bit $", before):
        return None
    read_so_far = card.text[: r.sentence.start] + before
    # "it": the object the sentence or the one before spoke of ("Reveal the top card of your
    # deck. If it has the same name as a card in your graveyard, …": the revealed card)
    related = _related(before, read_so_far) or _earlier_object(read_so_far)
    look = LooksFor(kind="same_name_as", anchor=ObjectFilter(related=related))
    if in_a_zone is not None:
        found = where(in_a_zone["where"], card.game, card.text[: r.sentence.end])
        sure = bool(related) and found.found
        return Draft("identification", look, _among(found), sure, related=related)
    among = ObjectFilter(zones=(card.in_play,))
    negated = group is not None and group["non"]
    return Draft("identification", look, among, bool(related) and not negated, related=related)


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
            Draft("identification", look, _among(found), found.found and bool(related)),
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
    found = r.where(card.game, card.text)
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
            if linked and not found.found:  # "this has banished another card with the same name"
                zone = card.ruleset.exile_zone
                among = ObjectFilter(zones=(zone,), related="linked")
                r.add(Draft("identification", look, among), match.span())
                continue
            r.add(Draft("identification", look, _among(found), found.found), match.span())
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
        return _among(r.where(card.game, card.text)), ObjectFilter()
    clause_end = PUNCTUATION_END.search(masked, stop)
    after = masked[stop : clause_end.start() if clause_end else len(masked)]
    rest = without_source_clauses(masked[: match.start()] + after, r.sentence.hits)
    text_so_far = card.text[: r.sentence.end]
    group = where(rest, card.game, text_so_far)
    anchor = where(masked[match.end() : stop], card.game, text_so_far)
    return _among(group), _among(anchor) if anchor.found else ObjectFilter()


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
            return _among(found), "", True
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
    if "exiled" in lowered:
        return "linked"
    if re.search(r"\b(?:revealed|milled|discarded|chosen|top card)\b", lowered):
        return "revealed"
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


def repeated_look_ups(r: Reading, card: Card) -> None:
    """ "If you control a Frailty token, create a Frailty token …, then repeat for Inertia and
    Bloodrot Pox": the whole process repeats for each token listed, so every look-up of the
    created name before it (the condition) looks for each listed name too."""
    if "repeat" not in r.low:  # REPEAT_FOR's lazy opening tries every start: test first
        return
    masked = r.sentence.masked
    for repeat in REPEAT_FOR.finditer(masked):
        listed = r.hits_in(repeat.group("list"))
        created = [
            d.looks_for.creates
            for d, (start, _) in zip(r.drafts, r.draft_spans, strict=True)
            if d.use == "definition"
            and start < repeat.start("list")
            and d.looks_for.creates not in {h.name for h in listed}
        ]
        if not listed or not created:
            continue
        replaced = created[-1].casefold()  # the token made just before "then repeat"
        for draft, (start, _) in list(zip(r.drafts, r.draft_spans, strict=True)):
            names = {n.casefold() for n in draft.looks_for.names}
            if (
                draft.use != "identification"
                or names != {replaced}
                or start >= repeat.start("list")
            ):
                continue
            for hit in listed:
                look = replace(draft.looks_for, names=(hit.name,))
                r.drafts.append(replace(draft, looks_for=look))
                r.draft_spans.append(repeat.span("list"))


def leftovers(r: Reading, card: Card) -> None:
    """Other names no pattern read: an identification to check, where the zone is known."""
    free = r.free_hits(own=False)
    if not free:
        return
    found = r.where(card.game, card.text)
    if not found.found:
        return
    hits = [r.sentence.hits[i] for i in free]
    masked = r.sentence.masked
    # "control Applejack, Fluttershy, … and ⟨0⟩": names the scanner does not know are dropped
    listed = any(UNKNOWN_IN_LIST.search(masked, 0, masked.find(f"⟨{i}⟩")) for i in free)
    r.add_unplaced(_names_draft(hits, card, _among(found), found.strong and not listed))
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


PATTERNS: tuple[Callable[[Reading, Card], None], ...] = (
    deck_building,
    combo,
    specialization,
    sets_name,
    hero_is,
    hero_by_role,
    create,
    token_own_ability,
    wager,
    named,
    parts,
    control,
    attacks_and_targets,
    objects_in_play,
    keywords_with_names,
    another_own,
    choose,
    chosen,
    same_name,
    repeated_look_ups,
    leftovers,
    self_reference,
)
# the patterns that read one game's words only: FaB heroes' specializations and monikers,
# attacks on the combat chain; MTG's keyword abilities that name cards
_ONE_GAME: dict[Callable[[Reading, Card], None], Game] = {
    specialization: "fab",
    hero_is: "fab",
    hero_by_role: "fab",
    attacks_and_targets: "fab",
    keywords_with_names: "mtg",
}
PATTERNS_OF: dict[Game, tuple[Callable[[Reading, Card], None], ...]] = {
    game: tuple(p for p in PATTERNS if _ONE_GAME.get(p, game) == game) for game in GAMES
}
