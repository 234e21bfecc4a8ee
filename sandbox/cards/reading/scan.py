"""Reading a card's text: sentences with their spans, and the names mentioned in each.

A *hit* is a printed name found in the text: the card's own name (or a face's, or the short
name before a comma that MTG and FaB use for legendary objects: "Ragavan", "Blasmophet"),
another card's or token's name, or an unknown capitalised phrase after "named". A name that is
also an ordinary word of the game ("Exile", "Ash") counts only with context that makes it a name:
"named" before it or "token" after it. An MTG token name that is also a type ("Treasure",
"Clue") counts only as "X token" or "named X": bare, it is the subtype.
Sentences split at line breaks and at sentence ends outside quotes; a masked sentence replaces
each hit with a placeholder "⟨i⟩" so patterns can be plain regular expressions over it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sandbox.cards.games import CONVENTIONS
from sandbox.cards.reading.context import NameContext
from sandbox.model import CardDef, moniker_of

OWN, CARD, TOKEN, PHRASE = "own", "card", "token", "phrase"
_NAMED_BEFORE = re.compile(r"named\s+$", re.IGNORECASE)
_TOKEN_AFTER = re.compile(r"\s+tokens?\b", re.IGNORECASE)
# a later item of a list after "named": "named Urza's Mine, Urza's Power Plant, or Urza's Tower"
_NAMED_LIST_BEFORE = re.compile(
    r"\bnamed\s+(?P<items>[^.;:\n\"“{}]{1,80}?)(?:,\s+(?:and/or\s+|and\s+|or\s+)?|\s+(?:and/or|and|or)\s+)$"
)
_LIST_SEPARATOR = re.compile(r",\s+(?:and/or\s+|and\s+|or\s+)?|\s+(?:and/or|and|or)\s+")
_NAME_WORD = re.compile(r"^(?:[A-Z0-9][\w'’-]*|of|the|a|an|to|in|on|de|from|and)$")


def _in_a_named_list(before: str) -> bool:
    """Whether `before` ends inside a list of names after "named" (every item capitalised)."""
    found = _NAMED_LIST_BEFORE.search(before)
    if found is None:
        return False
    items = _LIST_SEPARATOR.split(found["items"])
    return all(
        item.split() and item[0].isupper() and all(_NAME_WORD.match(w) for w in item.split())
        for item in items
    )


# "creates X Treasure tokens, where X is the number of Treasure tokens you created this turn":
# tokens that exist already, found by their subtype (205.3) even after a creation
_EXISTING_AFTER = re.compile(
    r"\s+tokens?\s+(?:you|they|that player|an opponent|each opponent|opponents)"
    r"\s+(?:created|'ve created|have created|control|controlled|sacrificed)\b",
    re.IGNORECASE,
)
_ABILITY_WORD_REST = re.compile(r"[\w' ,-]{0,40}? — ")
# a keyword with its cost or its reminder starts its line: "Fortify {3}", "Gravestorm (When
# you cast this spell, …)", though cards are called Fortify and Gravestorm
_KEYWORD_COST = re.compile(r" \{[\w/]+\}")
_KEYWORD_REMINDER = re.compile(r" \((?:When|Whenever|This|You|Each|As|If)\b")
# a mode's or a flavour word's label starts its line: "• Start a Brawl — Creatures you control"
_LINE_LABEL_BEFORE = re.compile(r"(?:^|\n)(?:• )?(?:[\w'’-]+ ){1,4}$")
_VERB_USE = re.compile(r"\s+(?:target|a|an|all|each|up|two|three|x|any|that|it|this)\b", re.I)
_CREATURE_AFTER = re.compile(r"\s+(?:artifact\s+)?creatures?\b")
# a token the sentence makes: its subtype words may be its name (MTG 111.4, 111.10)
_MADE_BEFORE = re.compile(r"\b(?:creates?|named)\b[^.;]*$", re.I)
# a short form of the card's own name followed by more of a name ("Tuktuk the Returned")
_LONGER_NAME = re.compile(r" (?:the |of )?[A-Z][\w'’-]*")
_UNKNOWN_NAME = re.compile(r"named\s+([A-Z0-9][\w'’-]*(?: (?:of |the |of the )?[A-Z0-9][\w'’-]*)*)")
# MTG 207.2: "(Melds with Gisela, the Broken Blade.)" is reminder text
REMINDER = re.compile(r"\([^()]*\)")
_SENTENCE_START = re.compile(r"(?:^|[.:!?\n—•(\"“]|\s-)\s*[\"']?$")
CAPITALISED = re.compile(r"(?<![\w'’-])[A-Z0-9À-Þ][\w'’-]*")
# no printed card is longer; longer input is read up to here (reference_schema.CARD_TEXT: a
# span into it can be stored)
MAX_TEXT = 20_000


@dataclass(frozen=True, slots=True)
class Hit:
    """A name found in the text: [start, end) in the card text, its printed form, its kind."""

    start: int
    end: int
    name: str
    kind: str
    plural: bool = False


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of the card text, its hits, and the masked form patterns read."""

    start: int
    end: int
    text: str
    hits: tuple[Hit, ...]
    masked: str
    side: str = ""

    def hit(self, placeholder: str) -> Hit:
        return self.hits[int(placeholder.strip("⟨⟩"))]


def own_names(card: CardDef, type_words: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The names by which a card's text refers to itself, longest first."""
    names = {card.name, *(face.name for face in card.faces)}
    if CONVENTIONS[card.game].rebalanced_prefix:
        names |= {n[2:] for n in names if n.startswith("A-")}
    for name in list(names):
        head, comma, _ = name.partition(",")
        if comma and len(head.split()) <= 2 and head.strip():
            names.add(head.strip())
    if CONVENTIONS[card.game].monikers:  # "While Barthimont is face down": its moniker (2.7.3)
        moniker = card.moniker or moniker_of(card.name, card.types)
        if moniker:
            names.add(moniker)
    if any("Legendary" in face.types for face in card.faces):  # "Crovax" for Crovax the Cursed
        for face in card.faces:
            first = face.name.split(" ", 1)[0].rstrip(",")
            if len(first) >= 4 and first.istitle() and first.casefold() not in type_words:
                names.add(first)
    return tuple(sorted((n for n in names if n.strip()), key=len, reverse=True))


def find_hits(text: str, own: tuple[str, ...], context: NameContext) -> list[Hit]:
    """Every name hit in `text`, left to right, none overlapping."""
    low = text.lower()
    if len(low) != len(text):  # a character whose lowercase is longer: no name to find there
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    hits: list[Hit] = []
    covered = 0
    own_starts = {name.lower()[:1] for name in own}  # most words start no own name: skip them
    for match in CAPITALISED.finditer(text):
        pos = match.start()
        if pos < covered or (pos and text[pos - 1] == "{"):
            continue
        own_here = low[pos] in own_starts
        if own_here and _another_name_begins(text, low, pos, own):
            covered = pos + 1
            continue
        own_here = own_here and not _ends_another_name(text, low, pos, own)
        found = _own_hit(text, low, pos, own, context) if own_here else None
        other = _other_hit(text, low, pos, match, context)
        if found is None or (other is not None and other.end > found.end):
            found = other  # "Nissa's Chosen" on Nissa Revane: the longer name, not "Nissa"
        if found is not None and not _ability_word(text, found):
            hits.append(found)
            covered = found.end
    for match in _UNKNOWN_NAME.finditer(text):
        start, end = match.span(1)
        inside = [h for h in hits if h.start <= start < h.end]
        if inside and inside[0].kind == OWN and inside[0].start == start and inside[0].end < end:
            hits.remove(inside[0])  # "a token named Tuktuk the Unstoppable" on Tuktuk the Explorer
            inside = []
        if not inside:
            hits.append(Hit(start, end, match.group(1), PHRASE))
    hits.sort(key=lambda h: h.start)
    return hits


def _another_name_begins(text: str, low: str, pos: int, own: tuple[str, ...]) -> bool:
    """Whether the card's own name at `pos` only begins another name: a short form followed
    by more of a name ("Tuktuk the Returned" on Tuktuk the Explorer), or the full name in
    "create Stangg Twin, a … token" (the token's name, read as text by the patterns)."""
    begins = False
    for name in own:
        end = _matches(text, low, pos, name)
        if end is None:
            continue
        longer = _LONGER_NAME.match(text, end)
        if not longer or (name == own[0] and not text.startswith((", a ", ", an "), longer.end())):
            return False  # an own name ends here ("Saheeli Rai deals", not "Saheeli" + "Rai")
        begins = True
    return begins


# a capitalised word inside a clause, right before a word: "create Karox Bladewing" (not the
# verb that opens a clause, "Sacrifice Bladewing")
_NAME_WORD_BEFORE = re.compile(r"(?<=[a-z] )[A-Z][\w'’-]* $")


def _ends_another_name(text: str, low: str, pos: int, own: tuple[str, ...]) -> bool:
    """Whether a short form of the card's own name at `pos` only ends another name ("Karox
    Bladewing" and "Verix Bladewing" on a legendary Bladewing Roost, whose short form is
    "Bladewing"); the full name is always the card's."""
    if _matches(text, low, pos, own[0]) is not None:
        return False
    return _NAME_WORD_BEFORE.search(text, 0, pos) is not None


def _ability_word(text: str, hit: Hit) -> bool:
    """A flavour or ability word heading a line ("Teleport — ...") or a keyword with its cost
    or reminder ("Fortify {3}", "Gravestorm (When …)"), not a name."""
    starts = bool(_SENTENCE_START.search(text[max(0, hit.start - 3) : hit.start]))
    if _KEYWORD_REMINDER.match(text, hit.end):  # the keyword alone, not "Partner with X (…)"
        return starts
    label = _ABILITY_WORD_REST.match(text, hit.end) or _KEYWORD_COST.match(text, hit.end)
    return bool(label) and (
        starts or bool(_LINE_LABEL_BEFORE.search(text[max(0, hit.start - 40) : hit.start]))
    )


def _own_hit(
    text: str, low: str, pos: int, own: tuple[str, ...], context: NameContext
) -> Hit | None:
    for name in own:
        end = _matches(text, low, pos, name)
        if end is None:
            continue
        if (
            name.casefold() in context.ambiguous
            and not _has_context(text, pos, end)
            and _SENTENCE_START.search(text[max(0, pos - 3) : pos])
            and _VERB_USE.match(text, end)
        ):
            continue  # "Exile target creature": the card's name used as a verb
        return Hit(pos, end, name, OWN, end - pos > len(name))
    return None


def _other_hit(
    text: str, low: str, pos: int, match: re.Match[str], context: NameContext
) -> Hit | None:
    word = match.group(0).casefold()
    candidates = context.candidates(word)
    if word.endswith(("'s", "’s", "es")):
        candidates = candidates + context.candidates(word[:-2])
    if word.endswith("s"):
        candidates = candidates + context.candidates(word[:-1])
    # "The", "You", "Goblin" begin hundreds of names: keep those the text goes on with, at once
    present = [name for name in candidates if low.startswith(name.lower(), pos)]
    for name in present:
        end = _matches(text, low, pos, name)
        if end is None:
            continue
        folded = name.casefold()
        if context.conventions.tokens_named_by_types and _CREATURE_AFTER.match(text, end):
            continue  # "Goblin Wizard creature tokens": creature types, not a name
        is_card = folded in context.card_names
        if (
            context.conventions.tokens_named_by_types
            and folded in context.type_words
            and (not is_card or _TOKEN_AFTER.match(text, end))
            and (
                not _MADE_BEFORE.search(text, max(0, pos - 80), pos)
                or _EXISTING_AFTER.match(text, end)
            )
        ):
            continue  # "sacrifice two Blood tokens", "Zombie tokens you control": a subtype (205.3)
        if (folded in context.ambiguous or not is_card) and not _has_context(text, pos, end):
            if context.conventions.names_need_a_cue or folded in context.type_words:
                continue
            if folded in context.ambiguous and _SENTENCE_START.search(text[max(0, pos - 3) : pos]):
                continue
        return Hit(pos, end, name, CARD if is_card else TOKEN, end - pos > len(name))
    return None


def _matches(text: str, low: str, pos: int, name: str) -> int | None:
    """The end of `name` at `pos` (with a plural "s"/"es", or "ae" of a name in "a": Graphene
    Chelicerae), or None if it is not there."""
    end = pos + len(name)
    if not low.startswith(name.lower(), pos):
        return None
    for suffix in ("", "s", "es", *(("e",) if name.endswith("a") else ())):
        stop = end + len(suffix)
        if text[end:stop] == suffix and (stop >= len(text) or not _word_char(text[stop])):
            return stop
    return None


def _word_char(char: str) -> bool:
    return char.isalnum() or char in "_-"


def _has_context(text: str, start: int, end: int) -> bool:
    before = text[max(0, start - 100) : start]
    return (
        bool(_NAMED_BEFORE.search(before[-8:]))
        or _in_a_named_list(before)
        or bool(_TOKEN_AFTER.match(text, end))
    )


_BOUNDARY = re.compile(r"\n|[.!?](?= |$)|[\"“”]")


def split_sentences(text: str) -> list[tuple[int, int]]:
    """[start, end) of each sentence: split at line breaks and at ". " outside quotes."""
    spans: list[tuple[int, int]] = []
    start = 0
    quoted = False
    for match in _BOUNDARY.finditer(text):
        char = match.group(0)
        index = match.start()
        if char in '"“”':
            quoted = not quoted if char == '"' else char == "“"
        elif char == "\n":
            spans.append((start, index))
            start, quoted = index + 1, False
        elif not quoted:
            spans.append((start, index + 1))
            start = index + 1
    spans.append((start, len(text)))
    return [_trim(text, s, e) for s, e in spans if text[s:e].strip()]


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def sentences(card: CardDef, context: NameContext) -> list[Sentence]:
    """The card text as sentences with their hits (MTG faces carry their side)."""
    text = card.text[:MAX_TEXT]
    reminders = (
        [m.span() for m in REMINDER.finditer(text)]
        if CONVENTIONS[card.game].reminder_in_parentheses
        else []
    )
    own_types = {kind.casefold() for face in card.faces for kind in face.types}
    hits = [
        h
        for h in find_hits(text, own_names(card, context.type_words), context)
        if not any(start <= h.start < end for start, end in reminders)
        and not _own_type_word(text, h, own_types)
    ]
    sides = _face_sides(card)
    result = []
    plain = _blanked(text, reminders)  # no word of a reminder is read (207.2)
    for start, end in _joined_across_names(split_sentences(text), hits):
        inside = tuple(h for h in hits if start <= h.start and h.end <= end)
        masked = _BLANKS.sub(" ", _mask(plain, start, end, inside))
        result.append(Sentence(start, end, text[start:end], inside, masked, _side_at(sides, start)))
    return result


def _joined_across_names(spans: list[tuple[int, int]], hits: list[Hit]) -> list[tuple[int, int]]:
    """The sentences, those a name's own full stop splits joined again ("As Sarpadian
    Empires, Vol. VII enters the battlefield", "Whenever E. Honda, Sumo Champion attacks")."""
    joined: list[tuple[int, int]] = []
    for start, end in spans:
        if joined and any(h.start < joined[-1][1] < h.end for h in hits):
            joined[-1] = (joined[-1][0], end)
        else:
            joined.append((start, end))
    return joined


_DETERMINER_BEFORE = re.compile(r"\b(?:each|another|other|a|an|target|all|any)\s+$", re.I)
_TYPE_NOUN_AFTER = re.compile(
    r"\s+(?:planeswalkers?|creatures?|cards?|spells?|permanents?|tokens?)\b", re.I
)


def _own_type_word(text: str, hit: Hit, own_types: set[str]) -> bool:
    """A short own name that is one of the card's own types, used as that type ("each Garruk
    you control", "a Gideon planeswalker", "each other Sliver", MTG 205.3j): not the card
    itself ("put a loyalty counter on Grist" still is)."""
    return (
        hit.kind == OWN
        and hit.name.casefold() in own_types
        and bool(
            _DETERMINER_BEFORE.search(text, max(0, hit.start - 12), hit.start)
            or _TYPE_NOUN_AFTER.match(text, hit.end)
        )
    )


_BLANK = "\0"
_BLANKS = re.compile(f"{_BLANK}+")


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with each span blanked, offsets kept: a reminder of several sentences ("(You
    don't lose the game … with the same name.)") is blanked in each of them."""
    if not spans:
        return text
    chars = list(text)
    for start, end in spans:
        chars[start:end] = _BLANK * (end - start)
    return "".join(chars)


def _mask(text: str, start: int, end: int, hits: tuple[Hit, ...]) -> str:
    parts = []
    cursor = start
    for index, hit in enumerate(hits):
        parts.append(text[cursor : hit.start])
        parts.append(f"⟨{index}⟩")
        cursor = hit.end
    parts.append(text[cursor:end])
    return "".join(parts).replace("’", "'")


def _face_sides(card: CardDef) -> list[tuple[int, str]]:
    """Where each face's text starts in `card.text`, for cards with several faces."""
    if len(card.faces) < 2:
        return []
    sides = []
    offset = 0
    for face in card.faces:
        if face.text:
            sides.append((offset, face.side))
            offset += len(face.text) + 1
    return sides


def _side_at(sides: list[tuple[int, str]], position: int) -> str:
    side = ""
    for start, face_side in sides:
        if position >= start:
            side = face_side
    return side
