"""What one sentence's patterns found: the drafts they read and the parts of it they explain.

A pattern claims the placeholders (name hits) and the cue words ("name", "named", "names",
"Specialization") inside the text it matched. A sentence whose every name hit and cue is
claimed is fully read: its drafts are confident. A hero's moniker no pattern read counts as
unclaimed too (FaB 2.7.3). Anything left unclaimed is a name use the patterns could not read
(the sentence's span goes to `detected`, its drafts become suggestions).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.scan import OWN, Hit, Sentence
from sandbox.cards.reading.where import SOURCE_CLAUSE, where
from sandbox.cards.reading.zone_words import Where
from sandbox.model import Game

PLACEHOLDER = re.compile(r"⟨(\d+)⟩")
# "while Chains of Eminence is in the arena" says where the source is, not where it looks
# "sacrifice Booby Trap", "sacrifice it": the source leaving, not a group it looks among
SACRIFICE_SOURCE = re.compile(r"\bsacrifices? (?:this|it|~)\b", re.I)
# "put it onto the battlefield under your control": where a card goes, not where it is found
DESTINATION_CLAUSE = re.compile(
    r"\b(?:onto|into) the battlefield(?: tapped)?(?: under (?:your|its owner's|their owners'|"
    r"their|his or her|its controller's|that player's) control)?",
    re.I,
)
CAPITALISED = re.compile(r"\b[A-Z][\w'’-]+")
CUE = re.compile(r"\b(?:nam(?:e|es|ed)|specialization(?! cards?)|ripple)\b", re.I)


@dataclass
class Reading:
    """The drafts read from one sentence and what of it they explain."""

    sentence: Sentence
    drafts: list[Draft] = field(default_factory=list)
    claimed_hits: set[int] = field(default_factory=set)
    claimed_spans: list[tuple[int, int]] = field(default_factory=list)
    draft_spans: list[tuple[int, int]] = field(default_factory=list)  # one per draft
    set_name_spans: list[tuple[int, int]] = field(default_factory=list)  # names effects give
    choice_spans: list[tuple[int, int]] = field(default_factory=list)  # "name a card"
    deck_building: bool = False
    monikers: frozenset[str] = frozenset()  # the game's hero monikers (FaB), casefolded
    _where: Where | None = None
    low: str = ""

    def __post_init__(self) -> None:
        self.low = self.sentence.masked.lower()

    def where(self, game: Game, card_text: str) -> Where:
        """Where the whole sentence looks (read once)."""
        if self._where is None:
            about_source = self._without_source_clauses()
            self._where = where(about_source, game, card_text[: self.sentence.end])
        return self._where

    def _without_source_clauses(self) -> str:
        return without_source_clauses(self.sentence.masked, self.sentence.hits)

    def claim(self, start: int, end: int) -> None:
        """Mark masked[start:end] as explained, with every hit inside it."""
        self.claimed_spans.append((start, end))
        for match in PLACEHOLDER.finditer(self.sentence.masked, start, end):
            self.claimed_hits.add(int(match.group(1)))

    def add(self, draft: Draft, span: tuple[int, int]) -> None:
        draft = with_group_type(
            with_negated_types(draft, self.sentence.masked[: span[0]]),
            self.sentence.masked[: span[0]],
        )
        self.drafts.append(draft)
        self.draft_spans.append(span)
        self.claim(*span)

    def drop_drafts_of(self, span: tuple[int, int], names: set[str]) -> None:
        """Forget the identifications read from words in `span` that look only for `names`."""
        kept = [
            (draft, at)
            for draft, at in zip(self.drafts, self.draft_spans, strict=True)
            if not (
                draft.use == "identification"
                and (at == (0, 0) or (at[0] < span[1] and span[0] < at[1]))  # or unplaced
                and draft.looks_for.names
                and {n.casefold() for n in draft.looks_for.names} <= names
            )
        ]
        self.drafts = [draft for draft, _ in kept]
        self.draft_spans = [at for _, at in kept]

    def set_name(self, start: int, end: int) -> None:
        """Mark masked[start:end] as a name an effect gives: read, and no name use of its own."""
        self.claim(start, end)
        self.set_name_spans.append((start, end))

    def add_unplaced(self, draft: Draft) -> None:
        """A draft read from the sentence as a whole, not from words of it."""
        self.drafts.append(draft)
        self.draft_spans.append((0, 0))

    def disputed(self) -> set[int]:
        """Indices of drafts another draft contradicts: two patterns read the same words as
        the same kind of look-up with different groups (one of them is wrong, and which one
        is not known), so neither is sure."""
        found: set[int] = set()
        pairs = list(zip(self.drafts, self.draft_spans, strict=True))
        for i, (a, (a_start, a_end)) in enumerate(pairs):
            for j in range(i + 1, len(pairs)):
                b, (b_start, b_end) = pairs[j]
                overlap = a_start < b_end and b_start < a_end
                same_look = a.looks_for == b.looks_for and a.use == b.use
                if overlap and same_look and a.among != b.among:
                    found.update((i, j))
        return found

    def hits_in(self, text: str) -> list[Hit]:
        return [self.sentence.hits[int(m.group(1))] for m in PLACEHOLDER.finditer(text)]

    def free_hits(self, *, own: bool) -> list[int]:
        """Indices of hits no pattern claimed (own-name hits, or the others)."""
        return [
            i
            for i, hit in enumerate(self.sentence.hits)
            if i not in self.claimed_hits and (hit.kind == OWN) == own
        ]

    def free_cues(self) -> list[tuple[int, int]]:
        return [
            m.span()
            for m in CUE.finditer(self.sentence.masked)
            if not any(s <= m.start() < e for s, e in self.claimed_spans)
        ]

    def free_monikers(self) -> list[tuple[int, int]]:
        """A hero's moniker standing alone ("attacking Arakni", "mark target Arakni") that no
        pattern read: the scanner finds card names, not monikers, so it is looked for here."""
        if not self.monikers:
            return []
        return [
            m.span()
            for m in CAPITALISED.finditer(self.sentence.masked)
            if m.group(0).casefold() in self.monikers
            and not any(s <= m.start() < e for s, e in self.claimed_spans)
        ]

    @property
    def complete(self) -> bool:
        return not self.free_hits(own=False) and not self.free_cues() and not self.free_monikers()


# the kinds that look among a group the words before them may narrow ("all nonland cards with
# that name", "each nontoken creature named X")
_GROUP_KINDS = frozenset({"names", "chosen", "same_name_as", "shared_name"})
_NEGATED = re.compile(r"^non-?(?P<type>[a-z]{3,})$", re.I)


def with_negated_types(draft: Draft, before: str) -> Draft:
    """`draft` with the negated type words of the noun phrase right before its words: "non-X"
    excludes objects of type X (not_types), "nontoken" keeps cards only. A target's own
    requirement ("target nonland permanent") is the targets check's, not the group's."""
    if draft.use != "identification" or draft.looks_for.kind not in _GROUP_KINDS:
        return draft
    phrase = re.split(r"[.;:\"]|, (?!non)|\b(?:and|or|then|if|when|whenever)\b", before)[-1]
    words = [w.strip(",") for w in phrase.split()][-5:]
    negated = [
        m.group("type").casefold()
        for i, w in enumerate(words)
        if (m := _NEGATED.match(w)) and (i == 0 or words[i - 1].casefold() != "target")
    ]
    if not negated:
        return draft
    among = draft.among
    not_types = tuple(dict.fromkeys((*among.not_types, *(t for t in negated if t != "token"))))
    kind = "card" if "token" in negated else among.kind
    return replace(draft, among=replace(among, not_types=not_types, kind=kind))


# the one card type on a compared or chosen group's noun, right before its words ("can't play
# defense reaction cards with the same name as …"): the group has it (FaB "attack action" is
# both types). Two types joined by "or" are not one filter's and are left to the honesty check.
_TYPED_KINDS = frozenset({"same_name_as", "chosen"})
_GROUP_TYPE = re.compile(
    r"(?<![\w-])(?P<type>attack action|defense reaction|attack reaction|action|instant|sorcery"
    r"|creature|artifact|enchantment|land|planeswalker|battle)(?P<either> (?:and/or|and|or) \w+)?"
    r" (?:cards?|spells?|permanents?)(?: you control| an opponent controls| you own)? (?:with )?$",
    re.I,
)


def with_group_type(draft: Draft, before: str) -> Draft:
    """`draft` with the card type of the group's noun right before its words (see above)."""
    if draft.use != "identification" or draft.looks_for.kind not in _TYPED_KINDS:
        return draft
    found = _GROUP_TYPE.search(before)
    if found is None or found["either"] or draft.among.types:
        return draft
    words = found["type"].title()
    types = ("Action", "Attack") if words == "Attack Action" else (words,)
    return replace(draft, among=replace(draft.among, types=types))


def without_source_clauses(masked: str, hits: list[Hit] | tuple[Hit, ...]) -> str:
    """`masked` without what it says of the source itself ("while this is in the arena",
    "sacrifice Mindreaver") or of where a card goes: those words do not say where it looks."""
    masked = SOURCE_CLAUSE.sub("", masked)
    masked = SACRIFICE_SOURCE.sub("", masked)
    for index, hit in enumerate(hits):
        if hit.kind == OWN:  # "sacrifice Mindreaver", "if Pardic Firecat is in a graveyard"
            masked = re.sub(rf"\bsacrifices? ⟨{index}⟩", "", masked, flags=re.I)
            masked = re.sub(rf"\bif ⟨{index}⟩ is (?:in|on) [\w ]+", "", masked, flags=re.I)
    return DESTINATION_CLAUSE.sub("", masked)
