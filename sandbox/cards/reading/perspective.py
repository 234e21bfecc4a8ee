"""Whose hero "the defending hero" and "the attacking hero" are, by what the card is (FaB).

The words name a role, not a side: a defense reaction is played by the defending hero (FaB CR
8.1.3a) and a card that defends is its controller's, so there "the defending hero" is you; an
attack reaction is played by the attacking hero (8.1.2a); an instant may be played by either,
so there either hero may be meant. The patterns read both words as an opponent (what they are
on an attack); this module turns that reading to the card's own side where the card says it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sandbox.cards.reading.emit import Draft
from sandbox.cards.reading.whose import ANY, OPPONENT, YOU
from sandbox.model import Game

ROLE = re.compile(r"\b(?:the )?(?P<role>defending|attacking) hero(?:'s)?\b", re.I)
# an opponent said some other way: the reading's "opponent" may be theirs, so it is left alone
OTHER_OPPONENT_WORDS = re.compile(
    r"\b(?:opponents?|opposing|(?:hits?|attacks?) (?:a|the|target) hero|damage to a hero"
    r"|target hero|another hero|other heroes)\b",
    re.I,
)
# the kind of ability a sentence is: "Attack Reaction - Destroy this: …", "Instant - {r}: …"
ABILITY_KIND = re.compile(r"^\W*(?P<kind>Instant|Defense Reaction|Attack Reaction) [-–—]", re.I)
DEFENDS = re.compile(r"\b(?:when|whenever|if|while) this (?:defends|is defending)\b", re.I)
# the side each role is on, by the kind of card or ability the words are on
SIDES: dict[str, dict[str, str]] = {
    "defends": {"defending": YOU, "attacking": OPPONENT},
    "attack reaction": {"attacking": YOU, "defending": OPPONENT},
    "instant": {"defending": ANY, "attacking": ANY},
}
GAMES_WITH_ROLES: frozenset[Game] = frozenset({"fab"})


def on_its_side(drafts: list[Draft], sentence: str, types: tuple[str, ...], game: Game) -> None:
    """Put the drafts of `sentence` that read "the defending / attacking hero" as an opponent
    on the side the card's kind says that hero is (in place)."""
    roles = {m["role"].casefold() for m in ROLE.finditer(sentence)}
    if game not in GAMES_WITH_ROLES or len(roles) != 1 or OTHER_OPPONENT_WORDS.search(sentence):
        return
    sides = SIDES.get(_kind(sentence, types), {})
    player = sides.get(roles.pop())
    if player is None or player == OPPONENT:
        return
    for index, draft in enumerate(drafts):
        drafts[index] = _turned(draft, player)


def _kind(sentence: str, types: tuple[str, ...]) -> str:
    """What the words are on: an ability's own kind first ("Instant - …"), then a card that
    defends, then the card's types."""
    ability = ABILITY_KIND.match(sentence)
    kind = ability["kind"].casefold() if ability else ""
    if kind == "defense reaction" or DEFENDS.search(sentence):
        return "defends"
    if kind:
        return kind
    kinds = " ".join(t.casefold() for t in types)
    if "defense reaction" in kinds:
        return "defends"
    if "attack reaction" in kinds:
        return "attack reaction"
    return "instant" if "instant" in kinds.split() else ""


def _turned(draft: Draft, player: str) -> Draft:
    """`draft` with its opponent players made `player`."""
    among = draft.among
    turned = replace(
        among,
        controller=player if among.controller == OPPONENT else among.controller,
        owner=player if among.owner == OPPONENT else among.owner,
        zone_owner=player if among.zone_owner == OPPONENT else among.zone_owner,
    )
    made_for = player if draft.creates_for == OPPONENT else draft.creates_for
    if draft.use == "definition" and draft.looks_for.creates_for == OPPONENT:
        look = replace(draft.looks_for, creates_for=player)
        return replace(draft, looks_for=look, creates_for=made_for)
    return replace(draft, among=turned, creates_for=made_for)
