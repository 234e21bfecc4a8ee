"""Tokens the text makes (definitions, F5; MTG 111.4, FaB 2.12.3b): "create a X", "a token
named X", predefined tokens, keyword actions that make one (investigate, incubate), wager,
"transform into" a token (FaB 8.5.36c), and for whom each is made.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.common import (
    ART,
    IC,
    LEADING_CLAUSE,
    LIST,
    Card,
    N,
    names_draft,
)
from sandbox.cards.reading.readings import PLACEHOLDER, Reading
from sandbox.cards.reading.scan import TOKEN
from sandbox.cards.reading.where import OPPONENT_CUES
from sandbox.cards.reading.whose import ANTECEDENT, OPPONENT, antecedent
from sandbox.cards.reading.zone_words import ONE_ZONE
from sandbox.model import (
    LooksFor,
    ObjectFilter,
)

CREATE = re.compile(
    # (one verb: "whenever an opponent creates a token, create a Gold token" makes the Gold)
    rf"\b(?P<verb>creates?) (?P<body>(?:(?!⟨|\bcreates?\b)[^.])*?)"
    rf"(?P<list>{LIST})(?P<tok> tokens?)?",
    IC,
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
# ("a token that's a copy of target artifact … not named X" names the copied object, 707.2)
TOKEN_NAMED = re.compile(
    rf"\btokens? (?:(?:(?!⟨|\bcards?\b|\bequal\b|\bnumber\b|\bfor each\b|\bcopy of\b|\btokens?\b)"
    rf"[^.])*? )?"
    rf"(?<!\bnot )named (?P<list>{LIST})",
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
    # "create Voja, Friend to Elves, a legendary 3/3 … token": a name may hold a comma
    r"\b[Cc]reates? (?P<name>⟨\d+⟩|[A-Z][\w'-]*(?:,? (?:of |the |to )?[A-Z][\w'-]*)*), "
    r"(?:a|an) [^.,]*?\btokens?\b"
)
TOKEN_NAMED_AFTER = re.compile(r"(?: with [\w ,]+?)? named\b", IC)
# keyword actions that create a named token: 701.16a Investigate = "Create a Clue token",
# 701.53a Incubate N = "create an Incubator token"
KEYWORD_TOKENS = {"investigate": "Clue", "incubate": "Incubator"}
KEYWORD_ACTION = re.compile(r"(?<![\w-])(?P<word>investigates?|incubates?)\b", IC)
# FaB 8.5.36c: transforming into a token keyword creates that token
TRANSFORM_INTO = re.compile(
    rf"\btransforms? [^.]*?\binto (?:{ART}|up to \w+ )?(?P<list>{LIST})", IC
)
CREATE_TRIGGER = re.compile(
    r"\b(?:whenever|when|each time|if(?! you do\b)|the first time)\b[^,.]*$", IC
)
WOULD_BEFORE = re.compile(r"\bwould $", IC)
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
MAY = r"(?:may |can |must |would )?"  # "they may create", "an opposing hero would create"
FOR_OPPONENT = re.compile(
    rf"\b{OPPONENT_WORDS} {MAY}(?:chooses and )?{MAKES}\b|"
    rf"\bin {OPPONENT_WORDS}'s (?:(?:[\w,]+ )*zones?\b|{ONE_ZONE.pattern})"
    rf"|under {OPPONENT_WORDS}'s control|under the control of {OPPONENT_WORDS}\b",
    IC,
)
# "create a Frostbite token in an exposed head, chest, arms, or legs zone": any hero's zone,
# and a token made in a hero's zone is that hero's (FaB 8.5.2c), whoever makes it
IN_ANY_HEROS_ZONE = re.compile(r"\btokens? in an? (?:[\w,]+ )*zones?\b", IC)
# either player of a clash or a wager (FaB 8.5.45, 8.5.46): "the loser of the clash creates"
THE_WINNER = r"the (?:winner|loser)(?: of (?:the|that) (?:clash|wager))?"
FOR_ANY = re.compile(
    r"\b(?:each player|target player|that player|each hero|target hero|its controller|"
    rf"each other player|its owner|{THE_WINNER}|a hero)"
    rf"(?:'s control| {MAY}{MAKES})\b|"
    r"under (?:target hero's|any number of heroes'|each hero's) control"
    r"|under the control of (?:each|target) (?:hero|player)\b",
    IC,
)
# "… under its owner's control and you create a Treasure token": yours
YOU_MAKE = re.compile(rf"\byou {MAY}{MAKES}\b", IC)
# (not "for each opponent who had lands enter the battlefield under their control")
UNDER_CONTROL = re.compile(
    r"^(?:(?!\bfor each\b|\bwho\b)[^,])*?\bunder [\w' ]+? control\b"
    # "under the control of each opponent", "… of each hero"
    rf"(?: of (?:{OPPONENT_WORDS}|(?:each|target) (?:hero|player))\b)?",
    IC,
)
# "they may create": the player named before it (an opponent, or any player)
# who makes the token when it is not you: "they may create", "each hero puts … and creates",
# "the chosen hero creates", "target opposing hero chooses and creates"
# the subject's own act before "then creates" ("that player discards that card, then creates"),
# not a clause inside a noun ("destroy all tokens they control, then create …": you create)
THEN_AFTER_A_VERB = (
    r"(?:discards?|reveals?|sacrifices?|draws?|shuffles?|loses?|gains?|puts?|exiles?|mills?|destroys?"
    r"|banish(?:es)?|returns?)\b[^.;,]*?, then "
)
CREATOR = re.compile(
    rf"\b(?:(?P<back>they|that player|that hero|(?P<described>that [\w-]+ player))|{OPPONENT_WORDS}"
    r"|each (?:other )?(?:hero|player)|(?:a|target|the chosen) (?:hero|player)"
    rf"|(?:its|that (?:creature|permanent|artifact|land|spell|attack)'s) (?:controller|owner)"
    rf"|{THE_WINNER})"
    # "that player discards that card, then creates a Food token": the same subject
    rf" (?:[^.;,]*? and |{THEN_AFTER_A_VERB})?{MAY}(?:chooses and )?{MAKES}\b",
    IC,
)
# "under their control", "in their exposed head, chest, arms, or legs zone": whose is "their"
UNDER_THEIR = re.compile(
    r"(?<!battlefield )under (?:their|his or her|his|her|that hero's|that player's) control"
    r"|\bin (?:their|his or her) (?:[\w,]+ )*zones?\b"
    # "create 2 Cracked Baubles in their hand": a card made in a hero's hand is theirs
    r"|\bin (?:their|his or her) (?:hand|arsenal|deck|graveyard)\b",
    IC,
)
WAGER = re.compile(rf"\bwagers? (?:(?:a|an|one|two|\d+) )?(?P<list>{LIST})", IC)
TOKEN_NAME_PHRASE = re.compile(
    r"\btokens? [^.]*?named ([A-Z][\w'’-]*(?: (?:of |the )?[A-Z][\w'’-]*)*)"
)


def create(r: Reading, card: Card) -> None:
    masked = r.sentence.masked
    for match in TOKEN_NAMED.finditer(masked):
        if re.search(r"\bcreates?\b", masked[: match.start()], IC):
            for hit in r.hits_in(match.group("list")):
                r.add(_definition(hit.name, r, card, at=match.start()), match.span())
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
            r.add(names_draft(hits, card, among, True), match.span())
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
                made = _definition(hit.name, r, card, after, match.start())
                if match["verb"].casefold() == "creates" and made.creates_for == "you":
                    # "the hero whose turn it is creates": a maker no word here holds
                    made = replace(made, confident=False)
                r.add(made, (match.start(), end))
        _repeated(r, card, spans[-1][1])
    _chosen_tokens(r, card)
    if card.conventions.tokens_named_by_types:
        _unnamed_tokens(r, card)
    elif "transform" in r.low:
        for match in TRANSFORM_INTO.finditer(masked):  # FaB 8.5.36c
            for hit in r.hits_in(match.group("list")):
                if hit.kind == TOKEN:  # (what is transformed is read by its own words)
                    span = (match.start("list"), match.end())
                    r.add(_definition(hit.name, r, card, at=match.start()), span)


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
                    _definition(r.sentence.hits[index].name, r, card, at=match.start()),
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
        r.add(_definition(hit.name, r, card, made_as, repeat.start()), repeat.span("list"))


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
                r.add(_definition(name, r, card, at=match.start()), match.span())
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
            r.add(_definition(created, r, card, at=match.start()), match.span())


def _role_tokens(r: Reading, card: Card) -> None:
    """ "Create a Monster Role token attached to …": the Role the rules define by that name
    (MTG 111.10j-r); "Roles you control" names a subtype, not a token."""
    roles = "|".join(re.escape(role) for role in card.conventions.role_tokens)
    masked = r.sentence.masked
    for match in re.finditer(rf"\b(?P<role>{roles}) Role tokens?\b", masked):
        if re.search(r"\bcreates?\b", masked[: match.start()], IC):
            r.add(_definition(match["role"], r, card, at=match.start()), match.span())


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


# the player whose clause makes this token: the subject at the start of the verb's clause
# ("target opponent creates a Treasure token and you create two Treasure tokens", "then each
# opponent who discarded … creates a Frailty token", "target hero who controls no Vigor tokens
# creates a Vigor token")
CLAUSE_BOUNDARY = re.compile(r"[,;:] |\band |\bthen ", IC)
MAKER_OF_THE_CLAUSE = re.compile(
    r"(?:then )?(?P<who>you|target opponent|each opponent|an opponent|each other hero"
    r"|target opposing hero|each opposing hero|enchanted opponent|each player|target player"
    r"|enchanted player|each hero|target hero|(?:the )?defending (?:player|hero)"
    r"|(?:any number of |up to \w+ )?target players|whoever)\b",
    IC,
)
BOTH_MAKE = re.compile(
    r"\b(?:you|target opponent|each opponent) and (?:(?:that|target|each|an?|the) )?[\w-]+"
    r"(?: [\w-]+)? (?:each )?(?:may )?$",
    IC,
)
_MAKERS = {"you": "you", "target player": "any", "enchanted player": "any", "each player": "any"}
_MAKERS |= {"each hero": "any", "target hero": "any"}  # every other subject is an opponent
_MAKERS |= {"target players": "any", "whoever": "any"}  # "whoever controls the most Gold"
HOW_MANY = re.compile(r"^(?:any number of|up to \w+) ", IC)  # "up to two target players"
COUNTED_PHRASE = re.compile(r"\bfor each\b[^,;.]*", IC)
# where the token is put says whose it is, whoever makes it (FaB 8.5.2c, MTG 111.2)
# "under their control", "in an exposed head … zone", "in target opposing hero's hand"
PLACED = re.compile(
    rf"\bunder [\w' ]+ control\b|\bin (?:[\w',]+ ){{0,8}}?(?:zones?\b|{ONE_ZONE.pattern})", IC
)


def _clause_maker(sentence: str, at: int) -> str | None:
    """Who makes the token created at `at`: the player at the start of that verb's clause,
    unless the sentence puts the token under someone's control or in a zone; None when the
    clause names no player."""
    if not at or PLACED.search(sentence, at):
        return None
    before = sentence[:at]
    if BOTH_MAKE.search(before):
        return "any"  # "you and that hero each create a Seismic Surge token": both
    starts = [0, *(m.end() for m in CLAUSE_BOUNDARY.finditer(before))]
    subject = MAKER_OF_THE_CLAUSE.match(before, starts[-1])
    if subject is None:
        return None
    return _MAKERS.get(HOW_MANY.sub("", subject["who"].casefold()), OPPONENT)


def _definition(name: str, r: Reading, card: Card, after: str = "", at: int = 0) -> Draft:
    """`name` defined by a token the sentence creates (its words from `at` on), for whom the
    words say: the "under … control" right `after` the name first ("a Ponder token under your
    control and a Frailty token under each opponent's control"), else the creator and control
    words of the sentence, past an opening trigger or condition that ends before the token
    ("Whenever a permanent enters under an opponent's control, investigate": you do).
    "Under their control" is the player named last, in this sentence or one before it."""
    whole = sentence = r.sentence.masked
    offset = 0  # where `sentence` starts in `whole`
    opening = LEADING_CLAUSE.match(sentence)
    if opening and opening.end() <= at:
        sentence, offset = sentence[opening.end() :], opening.end()
    own_clause = UNDER_CONTROL.search(after)
    if own_clause:
        sentence, offset = own_clause.group(0), at
    # "for each attack action card in the attacking hero's graveyard" counts: it puts nothing
    sentence = COUNTED_PHRASE.sub(lambda m: " " * len(m.group(0)), sentence)
    maker = None if own_clause else _clause_maker(whole, at)
    named_before = card.text[: r.sentence.start] + whole[:at]
    creates_for = maker or _made_for(sentence, max(at - offset, 0), named_before, card.text)
    if creates_for == _NAMED_BEFORE:  # "they may create": the player named before
        creator = _creator_before(sentence, max(at - offset, 0))
        # "When this hits a hero, … If you don't, they create": named in an earlier sentence too
        said = whole[: offset + creator.start()] if creator else ""
        before = card.text[: r.sentence.start] + said
        described = creator is not None and creator.group("described")
        creates_for = "any" if described else antecedent(before)  # "that attacking player"
    look = LooksFor(kind="definition", creates=name)
    return Draft("definition", look, creates_for=creates_for)


# the object "its controller" / "its owner" is, said to be an opponent's before
AN_OPPONENTS_OBJECT = re.compile(
    r"\b(?:an opponent controls|opponents control|each opponent sacrifices"
    r"|an opponent sacrifices|target opponent sacrifices)\b",
    IC,
)
_NAMED_BEFORE = "named before"  # `_made_for`: "they", "that player": the caller reads who


PLACE_WORDS = re.compile(r"(?:tokens? )?(?:in|under) ", IC)  # "… token in an exposed … zone"


def _placed(pattern: re.Pattern[str], sentence: str, token_at: int) -> bool:
    """Whether `pattern` is in `sentence`: a place ("in …", "under …") only after the token (a
    zone before it is a condition's: "if there are cards named X in their banished zone"), a
    maker only before it ("create a token named Land Mine … Then each opponent creates a
    Treasure token": the opponents make the Treasure only)."""
    for found in pattern.finditer(sentence):
        place = PLACE_WORDS.match(found.group(0)) is not None
        if place == (found.start() >= token_at):
            return True
    return False


def _creator_before(sentence: str, token_at: int) -> re.Match[str] | None:
    """The maker of the token at `token_at`: a creator named before it ("create a Silver token
    and they create a Copper token": they make the Copper only), else None."""
    before = [m for m in CREATOR.finditer(sentence) if m.start() < token_at]
    return before[-1] if before else None


def _made_for(sentence: str, token_at: int, named_before: str, card_text: str) -> str:
    """For whom the words of `sentence` make the token at `token_at`, by its makers and the
    places they put it (`_NAMED_BEFORE` for "they create")."""
    if _placed(FOR_OPPONENT, sentence, token_at):
        return OPPONENT
    if _placed(IN_ANY_HEROS_ZONE, sentence, token_at):
        return "any"
    creator = _creator_before(sentence, token_at)
    if creator:  # (a creator among the opponents is FOR_OPPONENT's)
        if creator.group(0).casefold().startswith(("its ", "that ")) and AN_OPPONENTS_OBJECT.search(
            named_before
        ):  # "Each opponent sacrifices a land. … its controller creates": that opponent
            return OPPONENT
        return _NAMED_BEFORE if creator.group("back") else "any"
    if YOU_MAKE.search(sentence):  # "… under its owner's control and you create a Treasure"
        return "you"
    if _placed(FOR_ANY, sentence, token_at):
        return "any"
    if _placed(UNDER_THEIR, sentence, token_at):  # "Target hero loses … under their control"
        cued = OPPONENT if OPPONENT_CUES.search(card_text) else "any"
        return antecedent(named_before) if ANTECEDENT.search(named_before) else cued
    return "you"


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
