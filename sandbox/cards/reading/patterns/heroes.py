"""FaB heroes by moniker (RULES F3, FaB CR 2.7.2): Specialization (a meta-static deck rule,
1.7.4d), "if your hero is X", "X is in your party", "target Arakni", "attacking Fang".
"""

from __future__ import annotations

import re

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.patterns.common import IC, Card, part_text
from sandbox.cards.reading.perspective import ABILITY_KIND
from sandbox.cards.reading.readings import PLACEHOLDER, Reading
from sandbox.cards.reading.whose import antecedent, zone_owner_before
from sandbox.model import (
    LooksFor,
    MatchBy,
    ObjectFilter,
)

WHO = r"(?:⟨\d+⟩|[A-Z][\w'-]*(?: [A-Z][\w'-]*)?)"
SPECIALIZATION = re.compile(
    rf"^(?:legendary\s+)?(?P<who>{WHO}(?:(?:,? or|,) {WHO})*) specialization\b", IC
)
# "if the defending hero isn't Arakni": the heroes that are not (a moniker not named so)
_IS = r"(?:is|isn't|is not)"
HERO_IS = re.compile(
    rf"\b(?P<whose>your hero {_IS}|you are(?: not)?|(?:the )?(?:[\w']+ )?hero(?: that| who)? {_IS})"
    rf" (?:a |an )?(?P<who>{WHO})"
)
# whose hero "<…> hero is X" is, by the word before "hero" ("your" and "you are" are yours)
OPPOSING_HERO = re.compile(r"\b(?:defending|opposing|attacking|opponent's)\b", IC)
HERO_NAMED_BEFORE = re.compile(r"^(?:that|target|the|their) ", IC)  # "their hero is Victor"
# "if Boltyn is in your party": a hero of your party by moniker, you among them (FaB 1.1.4a)
HERO_IN_PARTY = re.compile(rf"(?<![\w'-])(?P<who>{WHO}) is in your party\b")
# "Mark target Arakni", "an attack that is attacking Arakni": a hero by moniker (F3)
HERO_BY_ROLE = re.compile(
    r"\b(?P<role>[Tt]arget|attacking|attacks) (?P<who>⟨\d+⟩|[A-Z][\w'-]*\b)(?! tokens?)"
)
# "your hero is Prism or Boltyn": more heroes after the first, each by moniker
MORE_HEROES = re.compile(rf"(?:,? or |, )(?P<who>{WHO})")


def specialization(r: Reading, card: Card) -> None:
    match = SPECIALIZATION.search(r.sentence.masked)
    if not match:
        return
    heroes = [part_text(r, w) for w in re.split(r",? or |, ", match.group("who"))]
    known = all(who.casefold() in card.context.monikers for who in heroes)
    look = LooksFor(kind="names", names=tuple(heroes), by="moniker")
    among = ObjectFilter(zones=("hero",), zone_owner="owner")
    # meta-static: a deck rule, functional outside the game (FaB 1.7.4d, 8.3.7)
    r.add(Draft("identification", look, among, known, outside_game=True), match.span())


def hero_is(r: Reading, card: Card) -> None:
    for match in HERO_IS.finditer(r.sentence.masked):
        heroes, end = [part_text(r, match.group("who"))], match.end()
        while more := _more_heroes(r, card, end):
            heroes.append(part_text(r, more.group("who")))
            end = more.end()
        by = _heroes_by(heroes, card)
        if by is not None:
            negated = bool(re.search(r"n't$| not$", match["whose"]))
            look = LooksFor(kind="names", names=tuple(heroes), by=by, negate=negated)
            owner = _whose_hero(r, card, match)
            among = ObjectFilter(zones=("hero",), zone_owner=owner)
            r.add(Draft("identification", look, among, True), (match.start(), end))
    for match in HERO_IN_PARTY.finditer(r.sentence.masked):
        who = part_text(r, match.group("who"))
        if who.casefold() in card.context.monikers:  # you are in your own party (1.1.4a)
            look = LooksFor(kind="names", names=(who,), by="moniker")
            among = ObjectFilter(zones=("hero",), zone_owner="you")
            r.add(Draft("identification", look, among, True), match.span())


def _heroes_by(heroes: list[str], card: Card) -> MatchBy | None:
    """How "… hero is X or Y" finds its heroes: by moniker ("is Dorinthea"), by a hero card's
    whole name ("is Dorinthea Ironsong": F3, CR 2.7.3c), or None when X is neither."""
    folded = [hero.casefold() for hero in heroes]
    if all(hero in card.context.monikers for hero in folded):
        return "moniker"
    if all(hero in card.context.hero_names for hero in folded):
        return "name"
    return None


def _more_heroes(r: Reading, card: Card, at: int) -> re.Match[str] | None:
    """The next hero of a list of heroes from `at` ("…, Boltyn or Prism", "… or Dorinthea,
    Quicksilver Prodigy"), or None."""
    more = MORE_HEROES.match(r.sentence.masked, at)
    if more is None:
        return None
    who = part_text(r, more.group("who")).casefold()
    return more if who in card.context.monikers or who in card.context.hero_names else None


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
        said = card.text[: r.sentence.start] + r.sentence.masked[: match.start()]
        # "target opposing hero … If that hero is Arakni": an opponent (as the labels write
        # it); "target hero … If that hero is Iyslander": the target, who may be you
        named = antecedent(said)
        return named if named == "opponent" else zone_owner_before(said)
    return "any"


# "Mark target Fang or Cindra": only a hero is marked, so a name there is a hero's moniker
MARK_BEFORE = re.compile(r"\bmark $", IC)


HERO_ONLY_AFTER = re.compile(r" (?:loses|gains) (?:\d+|x)?\{h\}", IC)


def hero_by_role(r: Reading, card: Card) -> None:
    """FaB "target Arakni or Uzuri" (any hero) and "attacking Arakni" (the attacked hero, an
    opponent) when every name is a hero's moniker. Power ({p}) is an attack's or a weapon's,
    so a targeted moniker whose sentence gives power may mean the hero's weapon or attack:
    suggested."""
    for match in HERO_BY_ROLE.finditer(r.sentence.masked):
        who, targets = part_text(r, match["who"]), match["role"].casefold() == "target"
        if who.casefold() not in card.context.monikers:
            continue
        heroes, end = [who], match.end()
        while more := _more_heroes(r, card, end):  # "target Arakni or Uzuri"
            heroes.append(part_text(r, more.group("who")))
            end = more.end()
        # only heroes are marked, and only a hero loses or gains life ("Target Levia loses 1{h}")
        hero_only = MARK_BEFORE.search(
            r.sentence.masked, 0, match.start()
        ) or HERO_ONLY_AFTER.match(r.sentence.masked, end)
        if targets and PLACEHOLDER.match(match["who"]) and not hero_only:
            # a card's name ("target Dawnblade": attacks_and_targets); what is attacked is a
            # hero, though its moniker is also a young hero's card name ("attacking Fang")
            continue
        look = LooksFor(kind="names", names=tuple(heroes), by="moniker")
        owner = "any" if targets else _attacked_hero(r, card)
        among = ObjectFilter(zones=("hero",), zone_owner=owner)
        # what is attacked is a hero; a target with power may be the hero's weapon or attack
        sure = not targets or "{p}" not in r.sentence.masked
        r.add(Draft("identification", look, among, sure), (match.start(), end))


def _attacked_hero(r: Reading, card: Card) -> str:
    """Whose hero "attacking Arakni" is: an action or an attack reaction is played by the
    attacking hero (the attacked one is an opponent), a defense reaction by the defending hero
    (you), an instant in anyone's turn (either)."""
    ability = ABILITY_KIND.match(r.sentence.masked)
    kind = ability["kind"] if ability else " ".join(card.types)
    if "Instant" in kind:
        return "any"
    return "you" if "Defense" in kind else "opponent"
