"""Whether a reading may say `derived`: the words of a sentence that change what it finds.

A pattern reads a name and its zone and player words; a sentence can say more that changes
which objects it finds: "other", a negated type ("nonland", "nontoken"), a player related to
another object ("its controller", "that creature's owner", "target player's", "their"), who
casts ("an opponent casts"). Where such a word stands in the sentence and the reference read
from it does not carry it, the reference is `suggested` ("check this"), never `derived`
(issue 20, point 1): a judge is told to look rather than shown a confident wrong answer.
"""

from __future__ import annotations

import re

from sandbox.cards.reading.where import CASTERS, IN_PLAY, ON_THE_CHAIN, SOURCE_CLAUSE
from sandbox.cards.reading.zone_words import ZONE_WORDS
from sandbox.model import Game, ObjectFilter, ReferenceSpec, ruleset_for

# kinds whose own phrase holds "another" ("the same name as another card") or no group at all
_SHARED = frozenset({"shared_name", "different_names", "different_name"})
_NO_GROUP = frozenset({"self", "definition", *_SHARED})
_PLAYER_WORDS = r"(?:heroe?s?|players?|opponents?)\b"
# ("… gets the name X in addition to its other names" speaks of names, not of other objects)
OTHER = re.compile(rf"\b(?:other|another)\b(?! {_PLAYER_WORDS}| names?\b)", re.I)
# "give a Gold token you control to another hero": a player other than you, not other objects
OTHER_PLAYER = re.compile(rf"\b(?:other|another) {_PLAYER_WORDS}", re.I)
# "target nonland permanent" is the target's requirement, checked with the targets (115.1)
# and "choose a nonland card name" says what may be chosen (201.4a), not what is found
NEGATED_TYPE = re.compile(r"(?<!\btarget )\bnon-?(?!e\b)[a-z]+\b(?! card name)", re.I)
# a player named through another object or a target ("that spell's controller loses life" is
# left out: it says who loses life, and a spell's controller is rarely whose group is found)
RELATED_PLAYER = re.compile(
    r"\bits (?:controller|owner)\b|\bthat player\b|\bthat (?:creature|card|permanent|hero)'s\b"
    r"|\btarget (?:player|opponent)'s\b|\btheir (?:hand|graveyard|library|deck|banished zone"
    r"|arsenal)s?\b|\bowner's (?:hand|graveyard|library|deck)\b|\benchanted player\b"
    r"|\bthe chosen (?:player|opponent)\b|\bthey (?:control|own)\b"
    # "if no hero controls a Frostbite", "each hero who controls": any hero's, read so
    r"|(?<!\bno )(?<!\ba )(?<!\bany )(?<!\beach )(?<!\bevery )\bhero (?:who )?controls\b",
    re.I,
)
# whose hand an object's controller reveals or discards from: a player the reading cannot hold
# ("That spell's controller reveals their hand, then discards …")
OBJECT_S_PLAYER = re.compile(
    r"\b(?:spell|creature|card|permanent)'s (?:controller|owner)(?:'s (?:hand|graveyard|library)"
    r"| reveals| discards| searches| shuffles)",
    re.I,
)
# "a player casts" is any player (what a reading without players says); these are not
CASTER = re.compile(
    rf"\b(?:{CASTERS}|opponent|they|that player|that hero|target hero|target player)"
    r"(?: can't| cannot| don't| may)? (?:cast|play)s?\b",
    re.I,
)
EXCEPT = re.compile(r"\bexcept(?: for)?\b", re.I)
# the players who make a token, narrowed by words no creator holds: "each hero dealt damage
# this way creates", "under the control of each hero with less {h} than you", "each hero
# chosen this way creates"
NARROWED_MAKERS = re.compile(
    r"(?<!for )\beach (?:other )?(?:hero|player|opponent|opposing hero)\b"
    r" (?:who|that|with|dealt|chosen|hit|damaged)\b[^.;]*?\b(?:creates?|control)\b"
    r"|\bunder the control of each (?:other )?(?:hero|player|opponent) (?:who|that|with)\b",
    re.I,
)
# "counter target artifact spell you control that isn't the target of an ability from another
# creature named Goblin Artisans": the "you control" is another noun's, before a clause of its own
CONTROL_OF_ANOTHER_NOUN = re.compile(
    r"\b(?:you|an opponent|opponents) controls? that\b[^.]*\bnamed\b", re.I
)
# a subtype on the group's own noun ("casts a Vampire spell with the same name as …"): the
# group is narrower than a filter without types says (not at a sentence's start)
GROUP_SUBTYPE = re.compile(
    r"(?<=[a-z,] )(?P<type>[A-Z][a-z]+) (?:spells?|creatures?|cards?|permanents?)"
    r" (?=with (?:the same name|the chosen name|that name)|named\b)"
)
# a card type on the compared group's noun ("can't play defense reaction cards with the same
# name as …", "an instant or sorcery spell with the chosen name"): the filter holds no type, and
# unlike a literal name a chosen or compared name does not imply one
GROUP_TYPE = re.compile(
    r"\b(?:attack action|defense reaction|attack reaction|non-attack action|action|instant"
    r"|sorcery|creature|artifact|enchantment|land|planeswalker|battle|aura|equipment|item|ally"
    r"|weapon)(?: (?:and|or) (?:instant|sorcery|creature|artifact|enchantment|land|planeswalker))?"
    r" (?:cards?|spells?|permanents?)(?: you control| an opponent controls)?"
    r" (?=with (?:the same name|the chosen name|that name|a name chosen))",
    re.I,
)
_TYPED_KINDS = frozenset({"same_name_as", "chosen"})
# a granted ability in quotes is an ability of its own: its words do not change what the
# sentence around it finds, unless the name is in it
QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")
# a property compared ("with power 2 or less", "with the greatest mana value"): no filter of a
# reference carries one, so a reading that met one never read it
COMPARED = re.compile(
    r"\b(?:power|toughness|mana value|converted mana cost|cost|defense|life)"
    r" (?:\d+|x)(?: or (?:less|greater|more|fewer)|\+)|"
    r"\b(?:greatest|highest|lowest|least) (?:power|toughness|mana value|cost)\b|"
    r"\b(?:power|toughness|mana value|cost) (?:less|greater) than\b|"
    # the other side of a count compared between players, its own objects ("more cards named
    # X in their graveyard than you have in yours"), which one reference does not hold
    r"\bthan (?:you|they|that player|that hero|an opponent|each opponent|target \w+) (?:do|does"
    r"|have|has|control|controls)\b",
    re.I,
)
# "each creature you control with the chosen name enters the battlefield with an additional
# counter": a replacement that looks at the permanent as it would enter (M15, MTG 614.12), not
# at the permanents there already; the reading marks it with `entering` or is unsure
ENTERS_REPLACED = re.compile(
    r"\benters?(?: the battlefield| the arena)?(?: tapped\b| with\b| as a copy\b)", re.I
)
_TRIGGER_WORD = re.compile(r"\b(?:when|whenever|if)\b", re.I)
# "transform target ash you control into Vynserakai": the object it becomes (FaB 8.5.36b: an
# existing object, wherever it is), not one of the group the sentence names
TRANSFORMED_INTO = re.compile(r"\btransforms? [^.]*?\binto\b", re.I)
# what a card does says where it is: drawn (library, then hand), searched for (library),
# milled or discarded (hand, library, graveyard), dying (battlefield, graveyard)
ZONE_VERBS: dict[Game, tuple[tuple[re.Pattern[str], frozenset[str]], ...]] = {
    "mtg": (
        (re.compile(r"\bdraws? (?:a|an|the|that|their)\b", re.I), frozenset({"hand", "library"})),
        (re.compile(r"\bsearch(?:es|ed)?\b", re.I), frozenset({"library"})),
        (re.compile(r"\bmill(?:s|ed)?\b", re.I), frozenset({"library", "graveyard"})),
        (re.compile(r"\bdies\b", re.I), frozenset({"battlefield", "graveyard"})),
    ),
    "fab": (
        (re.compile(r"\bdraws? (?:a|an|the|that|their)\b", re.I), frozenset({"hand", "deck"})),
        (re.compile(r"\bsearch(?:es|ed)?\b", re.I), frozenset({"deck"})),
        (re.compile(r"\bdiscards? (?:a|an|the|that)\b", re.I), frozenset({"hand", "graveyard"})),
        (re.compile(r"\bpitch(?:es|ed)? (?:a|an|the|that)\b", re.I), frozenset({"hand", "pitch"})),
        # banished from a deck (boost), a graveyard or a hand, into the banished zone
        (
            re.compile(r"\bbanish(?:es|ed)? (?:a|an|the|that)\b", re.I),
            frozenset({"banished", "deck", "graveyard", "hand", "arsenal"}),
        ),
    ),
}
# what happened before ("if you haven't created or stolen a Gold this turn") and what is outside
# the game ("a Cracked Bauble from outside the game") are not found among the objects now
NOT_ON_THE_BOARD = re.compile(
    r"\b(?:have|has|haven't|hasn't|'ve|had)(?: not)?(?: \w+)? (?:created|stolen|played|cast"
    r"|destroyed|banished|discarded|drawn|put|completed)\b|\boutside the game\b"
    r"|\bstart the game with\b|\bwho (?:cast|played)\b|\b(?:was|were) (?:cast|played)\b"
    r"|\bdamage dealt\b[^.]*\bthis turn\b",
    re.I,
)
# "a copy of the card with the chosen name": any card of the game, in no zone of this one
COPY_OF_A_CARD = re.compile(
    r"\bcopy of (?:the|a) card\b|\bas though (?:it|they) were the card\b", re.I
)
# where a card goes is not where it is found: "put it into your hand", "onto the battlefield"
_DESTINATION = re.compile(
    r"\b(?:into|onto|to|on top of|on the bottom of|under)(?: (?:its owner's|their owners'|"
    r"their owner's|your|their|his or her|that player's|its controller's|the))? $",
    re.I,
)


def unread_word(spec: ReferenceSpec, game: Game, own: tuple[str, ...] = ()) -> str | None:
    """The first word of `spec`'s sentence that can change what it finds and that `spec` does
    not carry ("(no zone)" when it read no zone at all), or None when it carries every one.
    `own`: the card's own names in the sentence (what it says of itself is not a group's)."""
    if spec.use == "definition":
        narrowed = NARROWED_MAKERS.search(_outside_quotes(spec))
        return narrowed.group(0) if narrowed else None
    if spec.use != "identification":
        return None
    excepted = EXCEPT.search(_outside_quotes(spec))
    if excepted is not None:  # "except for basic lands": an exception no filter holds
        return excepted.group(0)
    if spec.looks_for.kind in _SHARED:
        return _unread_in_shared(spec, game)
    if spec.looks_for.kind in _NO_GROUP:
        return None
    text, among = _side_of_the_colon(_outside_quotes(spec), spec), spec.among
    for name in own:
        text = text.replace(name, "this")
    text = SOURCE_CLAUSE.sub("", text)  # "while this is in your graveyard": the source's zone
    if not among.zones and not among.related:
        return "(no zone)"  # no zone word was read: it would look in every zone
    players = (among.controller, among.owner, among.zone_owner)
    checks = (
        (OTHER, not among.exclude_source and spec.looks_for.kind != "same_name_as"),
        (NEGATED_TYPE, _uncarried_negation(text, among) is not None),
        (RELATED_PLAYER, all(p == "any" for p in players)),
        (OTHER_PLAYER, all(p == "any" for p in players)),
        (OBJECT_S_PLAYER, True),
        (CASTER, among.controller == "any" and among.zone_owner == "any"),
        (COMPARED, True),
        (GROUP_SUBTYPE, not among.types),
        (GROUP_TYPE, not among.types and spec.looks_for.kind in _TYPED_KINDS),
        (CONTROL_OF_ANOTHER_NOUN, among.controller != "any"),
        (TRANSFORMED_INTO, _named_after(text, TRANSFORMED_INTO, spec.looks_for.names)),
        (NOT_ON_THE_BOARD, not among.related),  # "cards this has banished" are linked
    )
    for pattern, unread in checks:
        match = pattern.search(text) if unread else None
        if match is not None:
            return match.group(0)
    entry = None if spec.entering else _replaced_entry(text, spec, game)
    if entry is not None:
        return entry
    status = _status_of_the_named(_outside_quotes(spec), spec)
    if status is not None:
        return status
    control = _control_after_the_named(text, spec)
    if control is not None:
        return control
    if among.related:
        return None
    copy = COPY_OF_A_CARD.search(text)
    if copy:
        return copy.group(0)
    return (
        _unread_zone(text, game, among.zones, spec.looks_for.names)
        or _zone_of_another_clause(text, spec, game)
        or _zone_only_where_it_goes(text, game, among.zones)
    )


# a state of the objects named that no filter holds ("each other attacking Aurochs")
STATUS = r"(?:attacking|blocking|tapped|untapped)"


def _named_after(text: str, pattern: re.Pattern[str], names: tuple[str, ...]) -> bool:
    """Whether one of `names` stands after `pattern`'s words ("transform … into Cromai": what
    it becomes; "transform up to 1 Spectral Shield you control into …" names what it finds)."""
    found = pattern.search(text)
    return found is not None and any(name in text[found.end() :] for name in names)


def _replaced_entry(text: str, spec: ReferenceSpec, game: Game) -> str | None:
    """The words that replace how objects enter ("enters the battlefield with", not a trigger
    on their entering) where the reference looks in play, where they are not yet; or None."""
    found = ENTERS_REPLACED.search(text)
    if found is None or ruleset_for(game).in_play_group not in spec.among.zones:
        return None
    clause = re.split(r"[,.;:]", text[: found.start()])[-1]
    return found.group(0) if _TRIGGER_WORD.search(clause) is None else None


def _status_of_the_named(text: str, spec: ReferenceSpec) -> str | None:
    """The status word right before a name `spec` reads ("attacking Aurochs", "tapped
    creatures named X"), or None."""
    if spec.looks_for.by == "moniker":
        return None  # "attacking Arakni": the attacked hero, read as such (hero_by_role)
    for name in spec.looks_for.names:
        before = rf"\b{STATUS} (?=(?:[\w-]+ ){{0,2}}?(?:named )?{re.escape(name)}\b)"
        found = re.search(before, text, re.I)
        if found:
            return found.group(0).strip()
    return None


# a verb right after the objects named: what follows is said of other objects
_VERB_OF_THE_NAMED = (
    r"(?: [\w']+)?? (?:is|are|was|were|would|deals?|has|have|gets?|becomes?)\b[^.,;]{0,40}?"
    r"\b(?P<who>(?:you|an opponent|opponents|your opponents) controls?)\b"
)


def _control_after_the_named(text: str, spec: ReferenceSpec) -> str | None:
    """A control phrase of another noun after the verb of the objects named ("an Equipment
    named Groom's Finery is attached to a creature you control"): a condition on those objects
    no filter holds, where the reading puts no controller on them."""
    if spec.among.controller != "any":
        return None
    for name in spec.looks_for.names:
        found = re.search(rf"\b{re.escape(name)}\b{_VERB_OF_THE_NAMED}", text, re.I)
        if found:
            return found.group("who")
    return None


def _unread_in_shared(spec: ReferenceSpec, game: Game) -> str | None:
    """A name shared inside a group or names differing in it ("two cards with the same name",
    "differently named lands"): what happened before, a property compared, a negated type the
    group does not exclude, or a zone read only from where a card goes ("until you put a card
    into your hand or you exile two cards with the same name")."""
    text = _outside_quotes(spec)
    for pattern in (NOT_ON_THE_BOARD, COMPARED):  # "that each have mana value X or less"
        found = pattern.search(text)
        if found is not None:
            return found.group(0)
    return _uncarried_negation(text, spec.among) or _zone_only_where_it_goes(
        text, game, spec.among.zones
    )


def _uncarried_negation(text: str, among: ObjectFilter) -> str | None:
    """The first negated type word of `text` that the group does not exclude, or None."""
    for match in NEGATED_TYPE.finditer(text):
        negated = match.group(0).casefold().removeprefix("non").lstrip("-")
        carried = negated in among.not_types or (negated == "token" and among.kind == "card")
        if not carried:
            return match.group(0)
    return None


def _zone_only_where_it_goes(text: str, game: Game, read: tuple[str, ...]) -> str | None:
    """A zone read only from where a card goes ("that player puts it into their hand"): the
    card is found somewhere else, which the sentence does not say."""
    words = ZONE_WORDS[game]
    naming = [
        m
        for m in _ZONE_WORD[game].finditer(text)
        if set(words.get(m.group(0).casefold(), ())) & set(read)
    ]
    if naming and all(_DESTINATION.search(text, 0, m.start()) for m in naming):
        return naming[0].group(0)
    return None


# a clause of its own after the names: ", you may search your deck", "; then draw"
_NEW_CLAUSE = re.compile(
    r"(?:,|;| then) (?:you may |they may |then )?(?:[a-z]+ ){0,1}?"
    r"(?:search|put|return|shuffle|draw|banish|reveal|look)s?\b",
    re.I,
)
_NAME_CUE = re.compile(r"\b(?:named card|chosen name|that name|named)\b", re.I)


def _zone_of_another_clause(text: str, spec: ReferenceSpec, game: Game) -> str | None:
    """A zone read from a clause that comes after every name the reference reads and starts
    with a verb of its own ("Whenever a card with Herald in its name is put into Prism's soul,
    you may search your deck for a figment": the deck is where the figment is)."""
    at_names = [_as_words(name, text) for name in spec.looks_for.names]
    spots = [match.start() for match in at_names if match]
    spots += [m.end() for m in _NAME_CUE.finditer(text)]
    if not spots:
        return None
    last_name = max(spots)
    clause = _NEW_CLAUSE.search(text, last_name)
    if clause is None:
        return None
    words = ZONE_WORDS[game]
    found = [
        m
        for m in _ZONE_WORD[game].finditer(text)
        if set(words.get(m.group(0).casefold(), ())) & set(spec.among.zones)
    ]
    if found and all(m.start() > clause.start() for m in found):
        return found[0].group(0)
    return None


# zone words that are also verbs: "exile them", "can't pitch cards" (FaB 1.14.3) say what is
# done; "in exile", "from their pitch" say where something is
_ALSO_VERBS = frozenset({"exile", "pitch"})
_IN_OR_FROM = re.compile(r"\b(?:in|from)(?: (?:your|their|its owner's|the))? $", re.I)
# rules text writes zones in lower case: "Mage Hand" is an ability word, not a hand
_ZONE_WORD = {
    game: re.compile(r"\b(?:" + "|".join(sorted(words, key=len, reverse=True)) + r")\b")
    for game, words in ZONE_WORDS.items()
}


def _unread_zone(
    text: str, game: Game, read: tuple[str, ...], names: tuple[str, ...] = ()
) -> str | None:
    """The first zone word of `text` that names where something is (not where it goes) and
    that is not among the `read` zones."""
    words = ZONE_WORDS[game]
    chain = ON_THE_CHAIN[game]
    in_play: tuple[str, ...] = (ruleset_for(game).in_play_group,)
    places: list[tuple[re.Match[str], tuple[str, ...]]] = [
        *((m, words.get(m.group(0).casefold(), ())) for m in _ZONE_WORD[game].finditer(text)),
        *((m, in_play) for m in IN_PLAY[game].finditer(text)),
        # "on the combat chain" is one zone of the arena: a reading of the arena is wider
        *((m, ("combat_chain",)) for m in (chain.finditer(text) if chain else ())),
    ]
    for match, named in places:
        if named == ():
            return match.group(0)  # a zone the board has no place for
        if _DESTINATION.search(text, 0, match.start()):
            continue
        if match.group(0) in _ALSO_VERBS and not _IN_OR_FROM.search(text, 0, match.start()):
            continue  # "exile them" is what is done, "in exile" where something is
        if not set(named) & set(read):
            return match.group(0)
    for verb, implied in ZONE_VERBS[game]:
        found = verb.search(text)
        if found and not implied & set(read) and _said_of_the_named(text, found, names):
            return found.group(0)
    return None


def _said_of_the_named(text: str, verb: re.Match[str], names: tuple[str, ...]) -> bool:
    """Whether a zone verb is said of the objects the reference finds: "dies" of its subject,
    the others of what follows them in their clause ("draw a card named X", not the "draw a
    card" of "if you control a creature named X, draw a card")."""
    if verb.group(0).casefold() == "dies":
        return True
    clause = _CLAUSE.match(text, verb.end())
    said = clause.group(0) if clause else ""
    return bool(_NAME_CUE.search(said)) or any(_as_words(name, said) for name in names)


_CLAUSE = re.compile(r"[^,.;]*")


def _side_of_the_colon(text: str, spec: ReferenceSpec) -> str:
    """An activated ability's cost alone when it holds every name `spec` reads: "Sacrifice six
    creatures named X: Search your library…" looks among creatures, not in the library."""
    cost, colon, effect = text.partition(":")
    names = spec.looks_for.names
    if not colon or not names:
        return text
    in_cost = all(_as_words(name, cost) for name in names)
    return cost if in_cost and not any(_as_words(name, effect) for name in names) else text


def _as_words(name: str, text: str) -> re.Match[str] | None:
    """Where `name` stands in `text` as whole words, plural or possessive too ("Silvers"; but
    "Gold" is not in "Goldfin Harpoon")."""
    return re.search(rf"(?<!\w){re.escape(name)}(?:e?s|'s)?(?!\w)", text, re.I)


def _outside_quotes(spec: ReferenceSpec) -> str:
    """`spec`'s sentence without the quoted abilities that do not hold the names it reads."""
    names = [name.casefold() for name in spec.looks_for.names] or ["name"]

    def keep(match: re.Match[str]) -> str:  # a reference of no name ("the chosen name"): a cue
        quoted = match.group(0).casefold()
        return match.group(0) if any(name in quoted for name in names) else " "

    return QUOTED.sub(keep, spec.text)
