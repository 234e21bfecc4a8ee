"""The semantic fuzzer kept: valid example files with values swapped for plausible wrong ones
(unknown ids, zones and players, relative words in odd places, huge numbers, lone surrogates,
markup) either give a one-line error naming the file and a JSON path, or load into a board that
saves and reopens equal. Never a traceback, never a file that cannot be reopened."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.scenario.files import ScenarioError, parse_scenario, scenario_json
from sandbox.scenario.write import from_board

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
EXAMPLES = [
    json.loads(path.read_text())
    for path in (
        SCENARIOS / "fab" / "f15-mask-head-jab-katsu.json",
        SCENARIOS / "fab" / "f10-amnesia-beats-mask.json",
        SCENARIOS / "mtg" / "m12-targets-on-resolution.json",
        SCENARIOS / "mtg" / "m9-stickers-and-copies.json",
    )
]
WORDS = [
    "you",
    "opponent",
    "any",
    "owner",
    "arena",
    "battlefield",
    "public",
    "hidden",
    "all",
    "graveyard",
    "hand",
    "deck",
    "library",
    "moon",
    "ghost",
    "e1",
    "e2",
    "o1",
    "tyler",
    "nic",
    "ann",
    "ben",
    "",
    "<img src=/x width=9999>",
    "\ud800",
    "a\nb",
]
VALUES = st.one_of(
    st.sampled_from(WORDS),
    st.lists(st.sampled_from(WORDS), max_size=3),
    st.integers(-3, 5),
    st.just(10**20),
    st.booleans(),
    st.none(),
)


def paths_in(value: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside `value` (dict keys and list indexes)."""
    found = [where] if where else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths_in(item, (*where, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths_in(item, (*where, index))
    return found


def mutated(document: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(document))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return copy


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_wrong_value_is_a_clean_error_or_a_board_that_reopens(data: Any) -> None:
    document = data.draw(st.sampled_from(EXAMPLES))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(paths_in(document)))
        document = mutated(document, path, data.draw(VALUES))
    raw = json.dumps(document)  # a lone surrogate becomes a \\ud800 escape, as in a file
    try:
        scenario = parse_scenario(raw, "fuzz.json")
    except ScenarioError as error:
        message = str(error)
        assert message.startswith("fuzz.json: $") and "\n" not in message
        return
    saved = scenario_json(from_board(scenario.board, title=scenario.model.title))
    assert parse_scenario(saved, "saved.json").board == scenario.board
