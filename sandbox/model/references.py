"""The declarative schema of name-using abilities (references) and what they look for.

Every ability that uses a name is one of three uses (RULES.md F4–F7):
- "self": the card's own name meaning "this"; always finds its source (F4, MTG 201.5).
- "definition": a name as shorthand for an object to create; name loss never stops it (F5).
- "identification": looking for objects by name; nameless objects are never found (F6, F7).

`LooksFor.kind` says what an identification looks for:
- "names": literal names (`names`), optionally plus the source's own printed name used as an
  identifier (`include_source_name`, F7); `match` is "any" or "all" (Dishonor needs all);
  `by` is "name", "moniker" (F3) or "part" (a word of the name, "Gustwave in its name", CR 2.7.5).
  With `negate` ("not named X") it finds the objects that have none of the names, a nameless
  one included: an object with no name is not named X (MTG 201.2, F6).
- "any": no name words at all, every object of the group ("target creature": a targeting
  requirement on type or controller alone); a nameless object is found too.
- "chosen": the names chosen for the source under `choice` (Chains of Eminence, Pithing Needle);
  several choices under one key are several chosen names ("choose two card names").
- "same_name_as": objects sharing a name with an object of `anchor` (Spike Pit Trap); an anchor
  with `related` compares with the source's target, trigger, linked or revealed object; one
  that has since left the zone it was in is compared as it last existed there, one still in
  it as it is now, turned face up or down or not (MTG 608.2h; a face-down object has no name,
  708.2a). `anchor_as` is a judge's other reading: "current" (always as it is now) or
  "as_related" (as it was when related, a face up / down turn since included).
- "shared_name": objects sharing a name with another object of the group (Righteous Cleansing).
- "different_name": objects with a name and none in common with `anchor` (MTG 201.2c).
- "different_names": whether the group has different names: each has one, none shared (201.2b).
- "first_printed_in": current names among `names`, the names first printed in `set` (M10).
- "sticker_initial": names starting with the letter of a name sticker on the source (M13).

A "definition" creates `creates` for `creates_for` (a relative player or a player id): that
player creates it (MTG 111.2) or, in FaB, gets it under their control (FaB 8.5.2c).

A reference with `protection` ("self" or "you") is a protection from a name: its source (or the
source's controller) has protection from every object it finds (MTG 702.16a, M13, M14).
`origin` says who encoded it (vocabulary.ORIGINS) and `span` which characters of the card's
rules text (`CardDef.text`) it encodes; neither changes what the reference finds.
`targets` makes it a targeting requirement (MTG 115.1): the positions (0 first) of the
source's targets it governs. Each of those targets must be among `among` (type, controller,
zone; `related` aside) and found by `looks_for` ("target creature named X", "with the chosen
name", "with the same name as..."), when chosen and again on resolution (608.2b, M12); as a
finding it looks among the source's targets.
`side` ("a", "b"...) limits a reference printed on one face to the times that face counts.
An `entering` reference (a replacement effect on how a permanent enters, M15) looks at each
spell on the stack as the permanent it would be on the battlefield.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sandbox.model.selectors import ObjectFilter
from sandbox.model.vocabulary import (
    AnchorAs,
    LooksForKind,
    MatchBy,
    MatchMode,
    Origin,
    Protects,
    Use,
    ZoneWord,
)


@dataclass(frozen=True, slots=True)
class LooksFor:
    """What a reference looks for (see the module docstring for each kind)."""

    kind: LooksForKind
    names: tuple[str, ...] = ()
    include_source_name: bool = False
    match: MatchMode = "any"
    by: MatchBy = "name"
    choice: str = "named"
    anchor: ObjectFilter | None = None
    include_anchor: bool = False
    creates: str = ""
    set: str = ""  # "first_printed_in": the set code whose first printings `names` lists
    negate: bool = False  # "names": "not named X", the objects with none of `names`
    creates_for: str = "you"  # "definition": who creates / controls the created object
    anchor_as: AnchorAs = "last_known"  # a related anchor that changed since (608.2h)


@dataclass(frozen=True, slots=True)
class ReferenceSpec:
    """One name-using ability as printed on a card (or written by a judge for any object)."""

    key: str
    text: str
    use: Use
    looks_for: LooksFor
    among: ObjectFilter = field(default_factory=ObjectFilter)
    functions_in: tuple[ZoneWord, ...] = ()  # zones the source must be in for it to work; () = any
    rulings: tuple[str, ...] = ()
    triggered: bool = False  # MTG hidden agenda: works only if face up before the event (M17)
    protection: Protects = ""  # "self"/"you": protection from what it finds (702.16a, M13, M14)
    side: str = ""  # the face it is printed on; "" when it belongs to the whole card
    entering: bool = False  # M15: judge spells as the permanents they would be on entering
    origin: Origin = ""  # who encoded it; "" where nobody said (older files)
    span: tuple[int, int] | None = None  # [start, end) of the card text it was read from
    targets: tuple[int, ...] = ()  # the target positions it is a requirement for (115.1)
    # a meta-static ability (FaB 1.7.4d, 5.4.3: Specialization): it functions outside the game,
    # so it is judged on the objects as printed, whatever in-game effects say
    outside_game: bool = False
