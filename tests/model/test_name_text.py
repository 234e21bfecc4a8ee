"""Names compare as they read (issue 22, finding 10): a chosen name with a no-break space or
a zero-width space is the name it shows, and a name with lookalike letters can be told."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.model import derive, lookalike_characters, name_key, without_invisible
from sandbox.scenario.files import parse_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "fab"
F15 = EXAMPLES / "f15-mask-head-jab-katsu.json"
LOOKING_THE_SAME = ["Surging\u00a0Strike", "Surging \u200bStrike", "\u202dSurging Strike"]


def _statuses(chosen: str) -> list[tuple[str, str, tuple[str, ...]]]:
    data = json.loads(F15.read_text(encoding="utf-8"))
    data["effects"][0]["choice"]["name"] = chosen
    data["expect"] = []
    board = parse_scenario(json.dumps(data), "f15.json").board
    return [(f.id, f.status, tuple(f.found)) for f in derive(board).findings]


@pytest.mark.parametrize("shown", LOOKING_THE_SAME)
def test_a_name_that_reads_surging_strike_is_surging_strike_f15(shown: str) -> None:
    """F15: Mask of Many Faces names Head Jab "Surging Strike", and Katsu's combo finds it,
    however the name was typed, as long as it reads the same."""
    assert _statuses(shown) == _statuses("Surging Strike")


def test_a_lookalike_letter_is_not_the_name_but_is_told() -> None:
    fake = "Surging Strik\u0435"  # a Cyrillic е
    assert name_key(fake) != name_key("Surging Strike")
    assert lookalike_characters(fake) == ("\u0435",)
    assert lookalike_characters("Surging\u00a0Strike") == ("\u00a0",)
    assert lookalike_characters("Lim-Dûl the Necromancer") == ()
    assert lookalike_characters("Σκιά") == ()  # all Greek: nothing mixed in
    assert without_invisible("a\u202eb\u200bc") == "abc"
