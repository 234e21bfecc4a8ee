"""The draw of a further tuning part (tests/cards/labelled/sample.py `extra`): seeded, from the
listed strata only, and never a card a sample file already holds (CONVENTIONS.md)."""

from __future__ import annotations

import json
from types import ModuleType
from typing import Any

import pytest
from labelled_scripts import FOLDER, load_script


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return load_script("sample")


def card(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "pitch": None, "text": text, "type": "Instant", "all_names": [name]}


def test_an_extra_part_is_seeded_drawn_from_the_listed_strata_and_never_resampled(
    script: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    # only the sample files exclude here (the labels, tests and library would exclude too)
    for source in ("library_names", "labelled_names"):
        monkeypatch.setattr(script, source, lambda game: set())
    monkeypatch.setattr(script, "quoted_strings", lambda: set())
    held_out = json.loads((FOLDER / "sample" / "mtg.json").read_text("utf-8"))["cards"][0]
    cards = [card(f"Qzx Alpha {i}", "alpha") for i in range(8)]
    cards += [card(f"Qzx Beta {i}", "beta") for i in range(8)]
    cards.append(card(held_out["name"], "alpha"))  # in the sample already: never drawn again
    rules = [("alpha", lambda c: "alpha" in c["text"]), ("beta", lambda c: "beta" in c["text"])]
    first = script.draw_extra("mtg", cards, rules, "tuning-test", 7, {"alpha"})
    again = script.draw_extra("mtg", cards, rules, "tuning-test", 7, {"alpha"})
    assert [c["name"] for c in first] == [c["name"] for c in again]
    assert len(first) == 7 and {c["stratum"] for c in first} == {"alpha"}
    assert held_out["name"] not in {c["name"] for c in first}
    other_seed = script.draw_extra("mtg", cards, rules, "tuning-other", 7, {"alpha"})
    assert {c["name"] for c in other_seed} != {c["name"] for c in first}


def test_the_extra_command_refuses_an_unknown_stratum_and_a_bad_size(
    script: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    assert script.main(["extra", "mtg", "tuning9", "5", "--only=bogus"]) == 2
    assert "no stratum bogus in mtg" in capsys.readouterr().err
    assert script.main(["extra", "mtg", "tuning9", "many"]) == 2
    assert "usage: sample.py extra" in capsys.readouterr().err
