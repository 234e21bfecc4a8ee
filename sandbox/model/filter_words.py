"""Whether the words in a filter mean something on a board: zones and zone groups of its game,
players (a relative word or a player id), object kinds and listed objects.

An unknown word would make an effect or ability silently hit nothing (a typo "graveyrd", a
player "bob" on a board of ann and ben), so an action carrying one is refused, and a scenario
file carrying one is an error (sandbox.scenario.semantics).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from sandbox.model.board import Board
from sandbox.model.effects import Effect
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.rulesets import ruleset_for
from sandbox.model.selectors import ObjectFilter
from sandbox.model.vocabulary import OBJECT_KINDS, PLAYER_WORDS, RELATIVE_PLAYERS, Game


def zone_problem(game: Game, zones: Iterable[str]) -> tuple[str, Reason] | None:
    """(field, why) for the first zone word that is no zone or group of `game`."""
    ruleset = ruleset_for(game)
    known = (*ruleset.zone_kinds, *ruleset.groups)
    for zone in zones:
        if zone not in known:
            return "zones", reason("filter.unknown_zone", zone=zone, known=", ".join(known))
    return None


def filter_problem(
    flt: ObjectFilter, game: Game, players: Collection[str], objects: Collection[str] | None
) -> tuple[str, Reason] | None:
    """(field, why) for the first unknown word in `flt`; None when every word is known.
    `objects` None: listed object ids are not checked."""
    found = zone_problem(game, flt.zones)
    if found is not None:
        return found
    for field in ("zone_owner", "owner", "controller"):
        player = getattr(flt, field)
        if player not in PLAYER_WORDS and player not in players:
            known = ", ".join((*PLAYER_WORDS, *players))
            return field, reason("filter.unknown_player", player=player, known=known)
    if flt.kind not in OBJECT_KINDS:
        return "kind", reason("filter.unknown_kind", kind=flt.kind)
    if objects is not None:
        for object_id in flt.object_ids:
            if object_id not in objects:
                return "object_ids", reason("filter.unknown_object", object=object_id)
    return None


def effect_words_problem(board: Board, effect: Effect) -> Reason | None:
    """Why an effect's group or zones mean nothing on `board` (None: they are all known)."""
    players, objects = board.player_ids, board.object_index
    if effect.affects is not None:
        found = filter_problem(effect.affects, board.game, players, objects)
        if found is not None:
            return found[1]
    found = zone_problem(board.game, effect.applies_in)
    return found[1] if found is not None else None


def reference_words_problem(board: Board, spec: ReferenceSpec) -> Reason | None:
    """Why a judge-written ability's groups mean nothing on `board` (None: all known)."""
    players, objects = board.player_ids, board.object_index
    for flt in (spec.among, spec.looks_for.anchor):
        if flt is not None:
            found = filter_problem(flt, board.game, players, objects)
            if found is not None:
                return found[1]
    found = zone_problem(board.game, spec.functions_in)
    if found is not None:
        return found[1]
    creates_for = spec.looks_for.creates_for
    if creates_for not in RELATIVE_PLAYERS and creates_for not in players:
        known = ", ".join((*RELATIVE_PLAYERS, *players))
        return reason("filter.unknown_player", player=creates_for, known=known)
    return None
