"""Whether each effect applies, and if not, why: switched off, ended, waiting, or blocked.

An effect that ended stays on the board, listed with the reason (its object changed zones,
MTG 400.7 / FaB 3.0.5b; a sticker went to a hidden zone, MTG 123.5; its duration ran out), so
the effects table and `check` say what became of it instead of it vanishing. An effect whose
every result is blocked (a name gain under "can't gain names", F10) applies to nothing: it
reads "blocked".
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from sandbox.model.board import Board
from sandbox.model.effects import Effect
from sandbox.model.names import BLOCKED, NameState
from sandbox.model.reasons import Reason, reason
from sandbox.model.rulesets import Ruleset
from sandbox.model.rulings import rules, ruling
from sandbox.model.vocabulary import EffectState

GIVES_NAMES = ("gain_name", "set_name")


def split_active(board: Board, ruleset: Ruleset) -> tuple[list[Effect], dict[str, Reason]]:
    """The effects that apply, and for each of the others the reason it does not."""
    active: list[Effect] = []
    inactive: dict[str, Reason] = {}
    for effect in board.effects:
        if effect.ended:  # ended says more than switched off: it is over either way
            inactive[effect.id] = _ended(effect, ruleset, _player_name(board, effect))
        elif not effect.enabled:
            inactive[effect.id] = reason("effect.switched_off", effect_id=effect.id)
        elif effect.duration.kind == "while_source_in_play" and not _source_in_play(
            board, ruleset, effect
        ):
            inactive[effect.id] = reason(
                "effect.source_not_in_play", effect_id=effect.id, source=effect.source_name
            )
        else:
            active.append(effect)
    return active, inactive


def _source_in_play(board: Board, ruleset: Ruleset, effect: Effect) -> bool:
    source = board.object(effect.source_id) if effect.source_id else None
    return source is not None and ruleset.in_play(source.zone)


def _player_name(board: Board, effect: Effect) -> str:
    player = board.player(effect.duration.player) if effect.duration.player else None
    return player.name if player is not None else ""


def _ended(effect: Effect, ruleset: Ruleset, until_player: str) -> Reason:
    game = ruleset.game
    if effect.ended == "hidden_zone":
        return reason("effect.ended_hidden_zone", rulings=("M9",), rules=("123.5",))
    if effect.ended == "left_as_two":
        return reason("effect.ended_left_as_two", rulings=("M6",), rules=("712.21", "400.7"))
    if effect.ended == "private_move":
        return reason("effect.ended_private_move", rulings=("F10a",), rules=("3.0.7a",))
    if effect.ended == "duration":
        return reason(
            "effect.ended_duration",
            rulings=ruling(game, f"ended_{effect.kind}"),
            rules=rules(game, f"ended_{effect.duration.kind}"),
            until=effect.duration.kind,
            until_player=until_player,
            source=effect.source_name or "-",
        )
    return reason(
        "effect.ended_left_zone", rulings=(ruleset.reset_ruling,), rules=(ruleset.reset_rule,)
    )


def blocked_effects(
    active: list[Effect],
    per_object: Mapping[str, tuple[Effect, ...]],
    names: Mapping[str, NameState],
    describe: Mapping[str, Reason],
) -> dict[str, Reason]:
    """The name-giving effects whose every result is blocked by a restriction (F10, 1.0.2)."""
    giving = [e for e in active if e.kind in GIVES_NAMES]
    if not giving:
        return {}
    givers = {e.id for e in giving}
    if all(e.target is not None for e in giving):  # the common case: a Mask on one object
        touched = [e.target for e in giving if e.target is not None and e.target in names]
    else:
        touched = [o for o, effects in per_object.items() if any(e.id in givers for e in effects)]
    given: set[str] = set()
    blocked: dict[str, str] = {}
    # each state once: objects that share a derivation share its NameState (NameDeriver), and
    # telling them apart by identity spares hashing whole states; a repeat would change nothing
    states = {id(state): state for state in (names[object_id] for object_id in touched)}
    for state in states.values():
        for entry in state.entries:
            if entry.effect_id not in givers:
                continue
            if entry.status == BLOCKED and entry.lost_by is not None:
                blocked.setdefault(entry.effect_id, entry.lost_by)
            else:
                given.add(entry.effect_id)
    kept = {effect_id: by for effect_id, by in blocked.items() if effect_id not in given}
    # one reason per restriction: a few Amnesias block many gains
    why = {by: _blocked(describe[by].param("source") or "-") for by in set(kept.values())}
    return {effect_id: why[by] for effect_id, by in kept.items()}


@lru_cache(maxsize=256)
def _blocked(restriction: str) -> Reason:
    """Why a name-giving effect applies to nothing: `restriction` blocks it (F10, 1.0.2)."""
    return reason("effect.blocked", rulings=("F10",), rules=("1.0.2",), restriction=restriction)


APPLIES: EffectState = "applies"
ENDED: EffectState = "ended"
BLOCKED_STATE: EffectState = "blocked"
OFF: EffectState = "off"
INACTIVE: EffectState = "inactive"


def state_of(why_not: Reason | None) -> EffectState:
    """An effect's state in one word (vocabulary.EFFECT_STATES), from why it is not applying."""
    if why_not is None:
        return APPLIES
    if why_not.code.startswith("effect.ended_"):
        return ENDED
    if why_not.code == "effect.blocked":
        return BLOCKED_STATE
    if why_not.code == "effect.switched_off":
        return OFF
    return INACTIVE
