"""Every board the app can show, it can save and reopen: random action sequences (every action
kind, on the bundled examples and on generated boards) are saved and reloaded, and the reloaded
board must equal the one saved.

`NAMESAKE_RELOAD_SEQUENCES` sets how many sequences run (default 2,000; the long run uses
20,000). Under CI the seeds are fixed (0, 1, 2...), so every run checks the same sequences; else
the run starts at a random seed, and a failure names the seed that replays it.
"""

from __future__ import annotations

import os
import random

from sandbox.model import Action, ActionRefused, Board, apply
from sandbox.scenario.files import ScenarioError, parse_scenario, scenario_json
from sandbox.scenario.write import from_board, from_history
from tests.scenario.reload_sequences import random_action, random_sequence, start_board

SEQUENCES = int(os.environ.get("NAMESAKE_RELOAD_SEQUENCES", "2000"))
LENGTH = 12


def reload_failure(seed: int) -> str | None:
    """Why the board of sequence `seed` does not come back from its file (None: it does)."""
    rng = random.Random(seed)
    board = random_sequence(rng, start_board(rng), rng.randint(1, LENGTH))
    text = scenario_json(from_board(board, title="t"))
    try:
        reloaded = parse_scenario(text, "saved.json").board
    except ScenarioError as error:
        return f"seed {seed}: {error}"
    if reloaded != board:
        return f"seed {seed}: the reloaded board differs ({_difference(board, reloaded)})"
    return None


def history_reload_failure(seed: int) -> str | None:
    """Why the history of sequence `seed` (its start and the actions the model took) does
    not come back from its file, as the app saves an opened file (None: it does)."""
    rng = random.Random(seed)
    start = board = start_board(rng)
    actions: list[Action] = []
    for _ in range(rng.randint(1, LENGTH)):
        action = random_action(rng, board)
        try:
            board = apply(board, action)
        except ActionRefused:
            continue
        actions.append(action)
    text = scenario_json(from_history(start, actions, title="t"))
    try:
        reloaded = parse_scenario(text, "saved.json")
    except ScenarioError as error:
        return f"seed {seed}: {error}"
    if reloaded.board != board:
        return f"seed {seed}: the reloaded history differs ({_difference(board, reloaded.board)})"
    return None


def _difference(saved: Board, loaded: Board) -> str:
    for field in ("players", "objects", "effects", "turn", "active_player", "next_timestamp"):
        if getattr(saved, field) != getattr(loaded, field):
            return field
    return "?"


def test_every_saved_board_reopens_equal() -> None:
    first = 0 if os.environ.get("CI") else random.randrange(2**32)
    failures = [f for s in range(first, first + SEQUENCES) if (f := reload_failure(s))]
    rate = len(failures) / SEQUENCES
    assert not failures, f"{len(failures)} of {SEQUENCES} ({rate:.1%}) fail: {failures[:5]}"


def test_every_saved_history_reopens_equal() -> None:
    """Issue 22: a written ability an action adds to a whole card was also embedded in the
    card, so reopening refused the action as a duplicate; an effect on a melded permanent's
    second card named an object the reader did not know yet."""
    first = 0 if os.environ.get("CI") else random.randrange(2**32)
    count = SEQUENCES // 4
    failures = [f for s in range(first, first + count) if (f := history_reload_failure(s))]
    assert not failures, f"{len(failures)} of {count} fail: {failures[:5]}"
