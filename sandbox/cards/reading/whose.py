"""Who a player word points to: the antecedent of "they", "their" and "that player", and the
player related to an object ("its controller", "that creature's owner", the target's or the
triggering object's controller or owner). `where` reads zones; this module reads players.
"""

from __future__ import annotations

import re

ANY, YOU, OPPONENT = "any", "you", "opponent"
TARGET_PLAYER = "target_player"  # the player the ability targets (model: related_players)


def last_match(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    found = None
    for found in pattern.finditer(text):  # noqa: B007 (the loop keeps the last match)
        pass
    return found


ANTECEDENT = re.compile(
    # "each hero chooses an opposing hero, and that hero …": opposing to each, so anyone
    r"\b(?:each (?:hero|player) chooses (?:an? )?(?:opposing hero|opponent)|"
    r"(?P<target>target (?:player|opponent|(?:opposing )?hero))\b|"
    r"(?P<opponent>opponents?|defending (?:hero|player)|opposing heroe?s?|attacking hero|"
    # "the hero you attack", "a hero you're attacking": an opponent (you attack no one else)
    r"(?:the|a) hero you(?:'re)? attack(?:ing)?|"
    # ("more Gold than each other hero" compares with them; "they" after it is the subject)
    # "another hero destroys a Gold they control" (the subject; not "damage to another hero")
    r"(?<!than )each other hero|other heroes|another hero's|(?<!to )(?<!hits )another hero"
    r"|each other player|"
    r"(?:hits?|attacks?|attacking) (?:a|the|target) (?:[A-Z][\w-]* )?hero|damage to a hero|"
    # MTG 510.1: an attacker's combat damage goes to the player it attacks, an opponent (not
    # so for "a creature deals combat damage to a player": anyone's creature, anyone hit)
    r"(?<!a creature )(?<!each creature )(?<!creatures )deals? combat damage to a player)|"
    r"target player|"
    r"each player|"
    r"a player|any player|a hero|target hero|each hero|all players|the winner)\b",
    re.I,
)

# a player named through an object: "that creature's controller", "its owner"
OBJECT_PLAYER_WORDS = (
    r"(?:that (?:creature|permanent|card|spell)'s|its) (?P<whose>owner|controller)"
)

TARGET_OBJECT = re.compile(
    r"\btarget (?:[\w-]+ ){0,3}?(?:creature|permanent|card|spell|artifact|enchantment|land"
    r"|planeswalker|attack|ally|equipment|weapon)s?\b",
    re.I,
)
TRIGGER_OBJECT = re.compile(
    r"\b(?:whenever|when) (?:a|an|another|one or more) (?:[\w-]+ ){0,3}?(?:creature|permanent"
    r"|card|spell|artifact|enchantment|land|planeswalker|attack)s?\b",
    re.I,
)


def through_object(whose: str, card_text: str) -> str:
    """ "its owner's" / "its controller's": of the target named before ("Exile target creature.
    Search its controller's graveyard"), else of the object that triggered the ability; any
    player when neither is named (honesty then asks a judge to check)."""
    if TARGET_OBJECT.search(card_text):
        return f"{whose}:target"
    if TRIGGER_OBJECT.search(card_text):
        return f"{whose}:trigger"
    return ANY


def antecedent(text_before: str) -> str:
    """Who "their" / "that player's" / "they" points back to: the last player named before it
    ("target opponent", "the defending hero", "hits / attacks a hero" -> the opponent;
    "target player", "target hero", "each player" -> any player); any when none is named."""
    return _player_named(last_match(ANTECEDENT, text_before))


def _player_named(last: re.Match[str] | None) -> str:
    if last is not None and last.group("target"):
        named = last.group("target").casefold()
        return OPPONENT if "opponent" in named or "opposing" in named else ANY
    return OPPONENT if last is not None and last.group("opponent") else ANY


# "target permanent an opponent controls": the player is named through the target object
TRIGGER_S_CONTROLLER = re.compile(
    r"\b(?:whenever|when) (?:a|an|another|one or more) (?:[\w-]+ ){1,3}?"
    r"(?:an opponent|a player) controls\b",
    re.I,
)
TARGET_S_CONTROLLER = re.compile(
    r"\btarget (?:[\w-]+ ){1,3}?(?:an opponent|a player|that player|target player) controls\b",
    re.I,
)


# "exile target card from an opponent's graveyard. Search that player's …": the target's owner
TARGET_FROM_A_ZONE = re.compile(
    r"\btarget (?:[\w-]+ ){0,4}?cards?\b[^.]*?\bfrom (?:an opponent's|a player's|target "
    r"player's|target opponent's|that player's) (?:graveyard|hand|library)\b",
    re.I,
)


# "that creature's controller may search their library" (not "its owner's graveyard")
PLAYER_OF_AN_OBJECT = re.compile(rf"\b{OBJECT_PLAYER_WORDS}\b(?!'s)", re.I)


def zone_owner_before(text_before: str) -> str:
    """Whose zone "their graveyard" / "that player's hand" is: the target player's after
    "target player / opponent / hero"; the target's controller after "target permanent an
    opponent controls"; the target's owner after "target card from an opponent's graveyard";
    the object's after "that creature's controller" (its target's or its trigger's); else the
    `antecedent`."""
    last = last_match(ANTECEDENT, text_before)
    named_after = -1 if last is None else last.start()
    through = last_match(TARGET_S_CONTROLLER, text_before)
    triggered = last_match(TRIGGER_S_CONTROLLER, text_before)
    taken = last_match(TARGET_FROM_A_ZONE, text_before)
    subject = last_match(PLAYER_OF_AN_OBJECT, text_before)
    # the player named last: "Exile target creature an opponent controls. Its owner reveals
    # their hand" is the owner's hand
    through_objects = [
        (through.end(), "controller_of:target") if through else None,
        # "Whenever a creature an opponent controls dies, … that player": that creature's
        (triggered.end(), "controller_of:trigger") if triggered else None,
        # a card in a graveyard or hand is in its owner's (400.3)
        (taken.end(), "owner_of:target") if taken else None,
        (subject.start(), f"{subject.group('whose').casefold()}_of") if subject else None,
    ]
    latest = max((c for c in through_objects if c and c[0] > named_after), default=None)
    if latest is not None:
        whose = latest[1]
        return through_object(whose, text_before) if whose.endswith("_of") else whose
    if last is not None and last.group("target"):
        return TARGET_PLAYER
    if last is not None and any(
        m.start("player") == last.start() for m in CASTER_OF_THE_TRIGGER.finditer(text_before)
    ):
        return "controller_of:trigger"  # "Whenever a player casts a spell, that player …"
    return _player_named(last)


# "whenever a player casts": that player is the one who controls the trigger's spell
CASTER_OF_THE_TRIGGER = re.compile(r"\b(?:whenever|when) (?P<player>a player) casts\b", re.I)
