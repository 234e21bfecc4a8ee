"""Checks of a built board's words that the schema cannot make: every zone, group, player and
object named in an effect's `affects`, a judge-written ability's `among` / `anchor` and their
zone lists must exist (an unknown one would silently match nothing), and every expectation
must say what it is about.

`check_words` raises ScenarioProblem with the JSON path of the first unknown word.
"""

from __future__ import annotations

from sandbox.messages import render
from sandbox.model import Board, ObjectFilter, ZoneWord, filter_problem, zone_problem
from sandbox.scenario.read import ScenarioProblem
from sandbox.scenario.schema import ScenarioModel


def check_words(model: ScenarioModel, board: Board) -> None:
    """Raise ScenarioProblem for the first unknown word in `board`'s filters (the board built
    from `model`, in the same order) or an expectation about nothing."""
    for i, effect in enumerate(board.effects):
        path = f"$.effects[{i}]"
        if effect.affects is not None:
            _check_filter(board, effect.affects, f"{path}.affects")
        _check_zones(board, effect.applies_in, f"{path}.applies_in")
    for i, obj in enumerate(board.objects):
        for j, ref in enumerate(obj.extra_references):
            path = f"$.objects[{i}].references[{j}]"
            _check_filter(board, ref.among, f"{path}.among")
            if ref.looks_for.anchor is not None:
                _check_filter(board, ref.looks_for.anchor, f"{path}.looks_for.anchor")
            _check_zones(board, ref.functions_in, f"{path}.functions_in")
    for i, expect in enumerate(model.expect):
        subjects = (
            expect.reference,
            expect.object,
            expect.resolution,
            expect.protection,
            expect.effect,
        )
        about_the_turn = expect.turn is not None or expect.active_player is not None
        if all(subject is None for subject in subjects) and not about_the_turn:
            raise ScenarioProblem(
                f"$.expect[{i}]",
                'an expectation names its "reference", "object", "resolution", "protection" or'
                ' "effect", or checks the "turn" or "active_player"',
            )


def _check_filter(board: Board, flt: ObjectFilter, path: str) -> None:
    found = filter_problem(flt, board.game, board.player_ids, board.object_index)
    if found is not None:
        field, why = found
        raise ScenarioProblem(f"{path}.{field}", render(why, cite=False))


def _check_zones(board: Board, zones: tuple[ZoneWord, ...], path: str) -> None:
    found = zone_problem(board.game, zones)
    if found is not None:
        raise ScenarioProblem(path, render(found[1], cite=False))
