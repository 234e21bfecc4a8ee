"""Players a filter names through the source's targets or its trigger (issue 20, point 4).

"Target player's graveyard" is the graveyard of the player the source targets; "its controller
controls" after "target creature" is the target's controller; "that spell's owner's hand" after
a trigger is the owner of the object that triggered it. These words (`RELATED_PLAYERS`) stand in
a filter's player fields like "you" or "owner", and mean one player only once the source has
that target or trigger (`GameObject.targets`, its "trigger" link). Until then the reference
cannot look anywhere, and says which choice is missing.
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.board import Board, GameObject
from sandbox.model.reasons import Reason, reason
from sandbox.model.rulesets import ruleset_for
from sandbox.model.selectors import ObjectFilter
from sandbox.model.vocabulary import RELATED_PLAYERS, Related

TARGET_PLAYER = "target_player"
NOBODY = ""  # stands for a related player not chosen yet: no player id is empty
_FIELDS = ("zone_owner", "owner", "controller")


def names_related_player(flt: ObjectFilter) -> bool:
    return any(getattr(flt, field) in RELATED_PLAYERS for field in _FIELDS)


def player_meant(word: str, source: GameObject, board: Board) -> str:
    """The player id `word` (a related-player word) means for `source`, or NOBODY."""
    if word == TARGET_PLAYER:
        return next((t for t in source.targets if t in board.player_ids), NOBODY)
    whose, _, of = word.partition("_of:")
    role: Related = "trigger" if of == "trigger" else "target"
    related = (board.object(i) for i in source.related(role))
    obj = next((o for o in related if o is not None), None)
    if obj is None:
        return NOBODY
    if whose == "owner":
        return obj.owner
    return ruleset_for(board.game).controller_of(obj) or obj.owner


def with_related_players(flt: ObjectFilter, source: GameObject, board: Board) -> ObjectFilter:
    """`flt` with each related-player word replaced by the player it means (or NOBODY)."""
    if not names_related_player(flt):
        return flt

    def meant(word: str) -> str:
        return player_meant(word, source, board) if word in RELATED_PLAYERS else word

    return replace(
        flt,
        zone_owner=meant(flt.zone_owner),
        owner=meant(flt.owner),
        controller=meant(flt.controller),
    )


def unset_related_player(flt: ObjectFilter, source: GameObject, board: Board) -> Reason | None:
    """Why `flt` looks nowhere yet: a related player the source has no target or trigger for."""
    for field in _FIELDS:
        word = getattr(flt, field)
        if word in RELATED_PLAYERS and player_meant(word, source, board) == NOBODY:
            return reason(f"ref.unset_{word.replace(':', '_')}", source=source.id)
    return None
