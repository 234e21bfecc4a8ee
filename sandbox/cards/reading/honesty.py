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

from sandbox.model import ReferenceSpec

# kinds whose own phrase holds "another" ("the same name as another card") or no group at all
_NO_GROUP = frozenset({"self", "definition", "shared_name", "different_names", "different_name"})
OTHER = re.compile(r"\b(?:other|another)\b", re.I)
# "target nonland permanent" is the target's requirement, checked with the targets (115.1)
# and "choose a nonland card name" says what may be chosen (201.4a), not what is found
NEGATED_TYPE = re.compile(r"(?<!\btarget )\bnon-?(?!e\b)[a-z]+\b(?! card name)", re.I)
# a player named through another object or a target ("that spell's controller loses life" is
# left out: it says who loses life, and a spell's controller is rarely whose group is found)
RELATED_PLAYER = re.compile(
    r"\bits (?:controller|owner)\b|\bthat player\b|\bthat (?:creature|card|permanent|hero)'s\b"
    r"|\btarget (?:player|opponent)'s\b|\btheir (?:hand|graveyard|library|deck|banished zone"
    r"|arsenal)s?\b|\bowner's (?:hand|graveyard|library|deck)\b",
    re.I,
)
# "a player casts" is any player (what a reading without players says); these are not
CASTER = re.compile(
    r"\b(?:you|opponents?|an opponent|your opponents)(?: can't| cannot| don't| may)?"
    r" (?:cast|play)s?\b",
    re.I,
)
# a granted ability in quotes is an ability of its own: its words do not change what the
# sentence around it finds, unless the name is in it
QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


def unread_word(spec: ReferenceSpec) -> str | None:
    """The first word of `spec`'s sentence that can change what it finds and that `spec` does
    not carry ("(no zone)" when it read no zone at all), or None when it carries every one."""
    if spec.use != "identification" or spec.looks_for.kind in _NO_GROUP:
        return None
    text, among = _outside_quotes(spec), spec.among
    if not among.zones and not among.related:
        return "(no zone)"  # no zone word was read: it would look in every zone
    players = (among.controller, among.owner, among.zone_owner)
    checks = (
        (OTHER, not among.exclude_source and spec.looks_for.kind != "same_name_as"),
        (NEGATED_TYPE, True),
        (RELATED_PLAYER, all(p == "any" for p in players)),
        (CASTER, among.controller == "any"),
    )
    for pattern, unread in checks:
        match = pattern.search(text) if unread else None
        if match is not None:
            return match.group(0)
    return None


def _outside_quotes(spec: ReferenceSpec) -> str:
    """`spec`'s sentence without the quoted abilities that do not hold the names it reads."""
    names = [name.casefold() for name in spec.looks_for.names]

    def keep(match: re.Match[str]) -> str:
        quoted = match.group(0).casefold()
        return match.group(0) if any(name in quoted for name in names) else " "

    return QUOTED.sub(keep, spec.text)
