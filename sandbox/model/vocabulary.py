"""The words Namesake's files, model, messages and views share, each defined once.

Each vocabulary is a `Literal` type, so mypy catches a misspelt word wherever one is typed
(`finding.status == "found"` is an error: the statuses are "finds", "fails" and "n/a"), and a
tuple of its words for the code that lists or checks them at run time. The scenario and card
files' schema (pydantic) types its fields with these, so a file with an unknown word is
refused with the list of the known ones; the message catalog and the views key their words
on them. What each word means is documented where the model uses it (`references`,
`effects`, `findings`, `effect_status`, `rulesets`).
Inside, no `str` carries these words: a word read from outside (a file's zone list, a
database row, a command-line argument, a widget's data) is narrowed once at the edge with
`as_game` / `as_zone` / `as_zone_word` (UnknownWord names the known words) or looked up with
`zone_named` / `game_named` where the edge has its own message for an unknown word.
"""

from __future__ import annotations

from typing import Literal, TypeVar, get_args

Game = Literal["fab", "mtg"]
GAMES: tuple[Game, ...] = get_args(Game)

# how a name-using ability uses a name (RULES.md F4–F7)
Use = Literal["self", "definition", "identification"]
USES: tuple[Use, ...] = get_args(Use)

# what an ability looks for (`references.LooksFor.kind`)
LooksForKind = Literal[
    "self",
    "definition",
    "names",
    "any",
    "chosen",
    "same_name_as",
    "shared_name",
    "different_name",
    "different_names",
    "first_printed_in",
    "sticker_initial",
]
LOOKS_FOR_KINDS: tuple[LooksForKind, ...] = get_args(LooksForKind)
MatchMode = Literal["any", "all"]
MATCH_MODES: tuple[MatchMode, ...] = get_args(MatchMode)
MatchBy = Literal["name", "moniker", "part"]
MATCH_BY: tuple[MatchBy, ...] = get_args(MatchBy)
# protection from what an ability finds: none, its source, or its source's controller
Protects = Literal["", "self", "you"]
PROTECTS: tuple[Protects, ...] = get_args(Protects)
# who encoded an ability ("" where nobody said: older files)
Origin = Literal["", "curated", "derived", "suggested", "written"]
ORIGINS: tuple[Origin, ...] = get_args(Origin)[1:]

# what an effect does to names (`effects.Effect.kind`)
EffectKind = Literal["lose_names", "gain_name", "name_sticker", "copy", "set_name", "gain_ability"]
EFFECT_KINDS: tuple[EffectKind, ...] = get_args(EffectKind)
# why an effect that stays listed no longer applies ("" while it may)
Ending = Literal["", "left_zone", "hidden_zone", "duration", "private_move", "left_as_two"]
ENDINGS: tuple[Ending, ...] = get_args(Ending)[1:]
DurationKind = Literal["indefinite", "this_turn", "until_next_turn_of", "while_source_in_play"]
DURATIONS: tuple[DurationKind, ...] = get_args(DurationKind)
# an effect's state in one word (`effect_status.state_of`)
EffectState = Literal["applies", "ended", "blocked", "off", "inactive"]
EFFECT_STATES: tuple[EffectState, ...] = get_args(EffectState)

# where a name an object has came from, and what became of it (`names.NameEntry`)
NameOrigin = Literal["printed", "copied", "sticker", "gained", "set"]
NAME_ORIGINS: tuple[NameOrigin, ...] = get_args(NameOrigin)
NameStatus = Literal["current", "lost", "blocked", "replaced"]
NAME_STATUSES: tuple[NameStatus, ...] = get_args(NameStatus)

# what a name-using ability comes to (`findings.Finding.status`)
FindingStatus = Literal["finds", "fails", "n/a"]
FINDING_STATUSES: tuple[FindingStatus, ...] = get_args(FindingStatus)

# what an object filter may ask of an object's kind, and how it may relate to the source
ObjectKind = Literal["", "card", "token"]
OBJECT_KINDS: tuple[ObjectKind, ...] = get_args(ObjectKind)
LinkRole = Literal["trigger", "linked", "revealed"]
LINK_ROLES: tuple[LinkRole, ...] = get_args(LinkRole)
Related = Literal["", "target", "trigger", "linked", "revealed"]
RELATED: tuple[Related, ...] = get_args(Related)
# how an ability compares a related anchor that has changed since it was related: as it last
# existed once it has left the zone it was in, else as it is now (MTG 608.2h, the rules'
# default); always as it is now; or as it was when related, through face up / down turns too
AnchorAs = Literal["last_known", "current", "as_related"]
ANCHOR_AS: tuple[AnchorAs, ...] = get_args(AnchorAs)

# the zones of each game (`rulesets`), and the groups of zones a filter may name
FabZone = Literal[
    "hero",
    "weapon",
    "head",
    "chest",
    "arms",
    "legs",
    "permanent",
    "combat_chain",
    "stack",
    "arsenal",
    "hand",
    "deck",
    "graveyard",
    "banished",
    "pitch",
]
MtgZone = Literal["battlefield", "stack", "hand", "library", "graveyard", "exile", "command"]
Zone = FabZone | MtgZone
ZONES: tuple[Zone, ...] = tuple(dict.fromkeys((*get_args(FabZone), *get_args(MtgZone))))
# "arena" is FaB's zones in play; MTG's in-play group is its battlefield
ZoneGroup = Literal["arena", "public", "hidden", "all"]
ZONE_GROUPS: tuple[ZoneGroup, ...] = get_args(ZoneGroup)
ZoneWord = Zone | ZoneGroup
ZONE_WORDS: tuple[ZoneWord, ...] = (*ZONES, *ZONE_GROUPS)

# the players a filter may name relative to the source's controller; a filter's player field
# holds one of these or a player id, so the field itself stays `str`
RelativePlayer = Literal["you", "opponent", "any", "owner"]
RELATIVE_PLAYERS: tuple[RelativePlayer, ...] = get_args(RelativePlayer)
# the players a filter may name through the source's targets or trigger: "target player's
# graveyard", "its controller controls" (of the target), "that spell's owner's hand"
RelatedPlayer = Literal[
    "target_player",
    "controller_of:target",
    "owner_of:target",
    "controller_of:trigger",
    "owner_of:trigger",
]
RELATED_PLAYERS: tuple[RelatedPlayer, ...] = get_args(RelatedPlayer)
PLAYER_WORDS: tuple[str, ...] = (*RELATIVE_PLAYERS, *RELATED_PLAYERS)  # no player id may be one

_Word = TypeVar("_Word", bound=str)


class UnknownWord(ValueError):
    """A word read from outside (a file, the command line, a widget) that a vocabulary lacks."""


def _checked(word: str, words: tuple[_Word, ...], what: str) -> _Word:
    if word in words:  # (a file of 10,000 objects asks this for every zone word it has)
        return words[words.index(word)]
    raise UnknownWord(f"unknown {what} {word!r} (known: {', '.join(words)})")


_GAME_NAMED: dict[str, Game] = {game: game for game in GAMES}


def game_named(word: str) -> Game | None:
    """The game `word` is, or None."""
    return _GAME_NAMED.get(word)


def as_game(word: str) -> Game:
    """`word` as a game, or UnknownWord naming the games."""
    return _checked(word, GAMES, "game")


_ZONE_NAMED: dict[str, Zone] = {zone: zone for zone in ZONES}


def zone_named(word: str) -> Zone | None:
    """The zone kind `word` is, or None (a group, or no zone word at all)."""
    return _ZONE_NAMED.get(word)


def as_zone(word: str) -> Zone:
    """`word` as a zone kind, or UnknownWord naming the zones."""
    return _checked(word, ZONES, "zone")


def as_zone_word(word: str) -> ZoneWord:
    """`word` as a zone kind or a zone group ("arena", "public"...), or UnknownWord."""
    return _checked(word, ZONE_WORDS, "zone")
