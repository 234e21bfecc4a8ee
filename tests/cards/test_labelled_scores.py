"""Scoring the text reading against hand labels (issue 20, point 7; sandbox/bench/labelled.py):
found, exact and confidently wrong, judged on made-up readings of made-up labels."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from card_samples import BUNDLED, token_list, write_json

from sandbox.bench import coverage, labelled
from sandbox.cards.reading import NameUse
from sandbox.model import LooksFor, ObjectFilter, ReferenceSpec

OTHER_GOBLINS = {
    "use": "identification",
    "kind": "names",
    "names": ["Goblin King"],
    "zones": ["battlefield"],
    "controller": "any",
    "owner": "any",
    "zone_owner": "any",
    "exclude_source": True,
    "sentence": "Each other creature named Goblin King gets +1/+1.",
}


def entry(*references: dict[str, Any], name_use: str = "names") -> dict[str, Any]:
    return {
        "game": "mtg",
        "name": "Goblin King",
        "pitch": None,
        "name_use": name_use,
        "scope": "board",
        "category": "own_name_identifier",
        "references": list(references),
    }


def reading(*, exclude_source: bool, origin: str = "derived", detected: bool = False) -> NameUse:
    spec = ReferenceSpec(
        key="k",
        text="Each other creature named Goblin King gets +1/+1.",
        use="identification",
        looks_for=LooksFor("names", ("Goblin King",), include_source_name=True),
        among=ObjectFilter(zones=("battlefield",), exclude_source=exclude_source),
        origin=origin,  # type: ignore[arg-type]
    )
    return NameUse("names", "board", (spec,), ((0, 5),) if detected else ())


def test_a_reading_with_every_word_right_is_exact() -> None:
    verdict = labelled.judge(entry(OTHER_GOBLINS), reading(exclude_source=True))
    assert verdict == labelled.Verdict(found=True, exact=True, confidently_wrong=False)


def test_dropping_other_and_saying_derived_is_confidently_wrong() -> None:
    verdict = labelled.judge(entry(OTHER_GOBLINS), reading(exclude_source=False))
    assert verdict == labelled.Verdict(found=True, exact=False, confidently_wrong=True)


@pytest.mark.parametrize("honest", [{"origin": "suggested"}, {"detected": True}])
def test_a_wrong_reading_that_says_check_this_is_not_confidently_wrong(
    honest: dict[str, Any],
) -> None:
    verdict = labelled.judge(entry(OTHER_GOBLINS), reading(exclude_source=False, **honest))
    assert not verdict.exact and not verdict.confidently_wrong


def test_a_card_that_uses_no_name_is_found_only_when_nothing_is_read() -> None:
    none = entry(name_use="none")
    assert labelled.judge(none, NameUse("none", "board")).exact
    wrong = labelled.judge(none, reading(exclude_source=True))
    assert not wrong.found and wrong.confidently_wrong


def test_unsure_and_missing_cards_are_counted_apart(tmp_path: Path) -> None:
    sure, unsure, absent = entry(OTHER_GOBLINS), entry(OTHER_GOBLINS), entry(OTHER_GOBLINS)
    unsure["unsure"] = "a guess"
    absent["name"] = "Nobody"
    uses = {labelled.card_key("Goblin King", None): reading(exclude_source=True)}
    score = labelled.score_part("mtg", "heldout", [sure, unsure, absent], uses)
    assert (score.total.cards, score.total.exact, score.total.unsure, score.total.missing) == (
        1,
        1,
        1,
        1,
    )


def test_coverage_prints_the_labelled_lines_per_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    labels = tmp_path / "labels"
    (labels / "round2").mkdir(parents=True)
    amnesia = {
        "game": "fab",
        "name": "Amnesia",
        "pitch": "1",
        "name_use": "none",
        "scope": "board",
        "category": "none",
        "references": [],
    }
    (labels / "round2" / "heldout-fab.json").write_text(json.dumps([amnesia]))
    tokens = write_json(tmp_path / "tokens.json", token_list())
    args = ["--fab", str(BUNDLED / "fab-library.json"), "--mtg", str(BUNDLED / "mtg-library.json")]
    assert coverage.main([*args, "--tokens", str(tokens), "--labels", str(labels)]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("labelled")]
    assert lines[0].startswith("labelled game=fab part=heldout cards=1 ")
    assert re.search(r" exact=[\d.]+ found=[\d.]+ confidently_wrong=[\d.]+ ", lines[0])
    assert lines[1].startswith("labelled-category game=fab part=heldout category=none")
    assert lines[2].startswith("labelled game=fab part=heldout_new_text cards=1 ")
    assert len(lines) == 3


def test_a_held_out_card_with_a_tuning_cards_text_is_left_out_of_the_new_text_part() -> None:
    """A hero's two cards with one text (their own name aside) are not two unseen cards."""
    advent = {"name": "Prism, Advent of Thrones", "pitch": None}
    awakener = {"name": "Prism, Awakener of Sol", "pitch": None}
    other = {"name": "Herald of Judgment", "pitch": "1"}
    soul = "Whenever a card with Herald in its name is put into Prism's soul, draw a card."
    texts = {
        labelled.card_key(advent["name"], None): soul,
        labelled.card_key(awakener["name"], None): soul,
        labelled.card_key(other["name"], "1"): "Prism Specialization",
    }
    kept = labelled.with_new_text([awakener, other], [advent], texts)
    assert [entry["name"] for entry in kept] == ["Herald of Judgment"]
