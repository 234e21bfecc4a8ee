"""The two games' rules for zones, printed names and moves, behind one `Ruleset` interface."""

from __future__ import annotations

from sandbox.model.rulesets.base import Ruleset, ZoneSpec
from sandbox.model.rulesets.fab import FAB
from sandbox.model.rulesets.mtg import MTG
from sandbox.model.vocabulary import Game

RULESETS: dict[Game, Ruleset] = {FAB.game: FAB, MTG.game: MTG}


def ruleset_for(game: Game) -> Ruleset:
    """The ruleset of `game` ("fab" or "mtg")."""
    try:
        return RULESETS[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}") from None


__all__ = ["FAB", "MTG", "RULESETS", "Ruleset", "ZoneSpec", "ruleset_for"]
