"""FaB attacks on the combat chain: Combo ("if X was the last attack", F7) and "your next
Dawnblade attack" / "target Dawnblade" by a card's name.
"""

from __future__ import annotations

import re

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.common import (
    IC,
    LIST,
    PART,
    Card,
    names_draft,
    part_text,
    read_before,
)
from sandbox.cards.reading.readings import PLACEHOLDER, Reading
from sandbox.cards.reading.scan import OWN, PHRASE, Hit
from sandbox.model import (
    LooksFor,
    ObjectFilter,
    ZoneWord,
)

COMBO = re.compile(r"\bif (?P<items>[^,.]+?) (?:was|were) the last attack", IC)
COMBO_PART = re.compile(rf"(?:(?:a|an|any) )?(?:[\w-]+ ){{0,4}}?{PART.pattern}", IC)
YOUR_OBJECT = re.compile(rf"\byour (?P<list>{LIST})(?! attacks?\b)(?! tokens?\b)", IC)
YOUR_ATTACK = re.compile(rf"\byour (?:next |first )?(?P<list>{LIST}) attacks?\b", IC)
TARGET = re.compile(rf"\btarget (?P<list>{LIST})(?! tokens?)", IC)
ATTACK_AFTER = re.compile(r" attacks?\b(?! (?:action|reaction)\b)", IC)
# "Whenever Anothos hits a hero": another card's attack, on the combat chain, anyone's (the
# card's own name there is the card itself, 201.5 / F4)
ATTACKER_TRIGGER = re.compile(
    rf"\b(?:whenever|when|each time|if) (?P<list>{LIST}) (?:hits|attacks|is defended)\b", IC
)


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
            parts.append(part_text(r, part.group("part")))
        else:
            return
    among = ObjectFilter(zones=("combat_chain",), top=1, exclude_source=True, below_source=True)
    if hits:
        draft = names_draft(hits, card, among, True)
        r.add(
            Draft(draft.use, draft.looks_for, among, draft.confident, ("combat_chain",)),
            match.span(),
        )
    if parts:
        look = LooksFor(kind="names", names=tuple(parts), by="part")
        r.add(Draft("identification", look, among, True, ("combat_chain",)), match.span())


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
            if read_before(r, match.group("list")):
                continue  # "target Spectral Shield you control": the control words read it
            if hits and all(h.kind != PHRASE for h in hits):
                attack = pattern is TARGET and ATTACK_AFTER.match(r.sentence.masked, match.end())
                # "target Harmonized Kodachi attack": the weapon's attack (its name, FaB
                # 1.4.3a), on the combat chain
                among = ObjectFilter(
                    zones=("combat_chain",) if attack else zones, controller=controller
                )
                r.add(names_draft(hits, card, among, True), match.span())
    for match in ATTACKER_TRIGGER.finditer(r.sentence.masked):
        hits = r.hits_in(match.group("list"))
        if (
            hits
            and not read_before(r, match.group("list"))
            and all(h.kind not in (OWN, PHRASE) for h in hits)
        ):
            among = ObjectFilter(zones=("combat_chain",))
            r.add(names_draft(hits, card, among, True), match.span("list"))
