"""Issue 9 points 1 and 4 on the full reference data: recall and coverage (speed is the
benchmark's: `python -m sandbox.bench coverage` prints derive-time).

Runs the coverage benchmark's own measurement (`sandbox.bench.coverage.run_game`), so the
numbers asserted here are the ones `python -m sandbox.bench coverage` prints.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.bench.coverage import TARGETS, GameResult, funny_names, load, run_game


@pytest.fixture(scope="module")
def results(reference: Path) -> dict[str, GameResult]:
    mtg = reference / "mtg" / "cards.json"
    return {
        "fab": run_game("fab", load(reference / "fab" / "cards.json")),
        "mtg": run_game(
            "mtg", load(mtg), load(reference / "mtg" / "tokens.json"), funny_names(mtg)
        ),
    }


@pytest.mark.slow
@pytest.mark.parametrize("game", ["fab", "mtg"])
def test_every_card_that_mentions_a_name_is_classified(
    results: dict[str, GameResult], game: str
) -> None:
    result = results[game]
    assert result.mentions > 1000
    assert result.recall >= 0.99, (result.mentions, result.classified)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["fab", "mtg"])
def test_coverage_of_names_cards_in_scope(results: dict[str, GameResult], game: str) -> None:
    result = results[game]
    counts = result.counts
    assert counts["in_scope"] == sum(
        counts[k] for k in ("curated", "derived", "suggested", "detected_only")
    )
    assert counts["dropped"] == 0
    assert result.covered >= TARGETS[game], counts
