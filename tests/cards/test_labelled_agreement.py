"""The held-out part labelled twice (CONVENTIONS.md): two labellings compared on the fields the
bench compares, the cards an adjudicator settles, the final labels, and the bench's lines for
them (sandbox/bench/labelled.py, tests/cards/labelled/agreement.py), on made-up labels."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import labelled_scripts
import pytest
from card_samples import BUNDLED, token_list, write_json

from sandbox.bench import coverage, labelled


def load_script() -> ModuleType:
    return labelled_scripts.load_script("agreement")


def label(name: str, zones: list[str], **extra: Any) -> dict[str, Any]:
    reference = {
        "use": "identification",
        "kind": "names",
        "names": ["Head Jab"],
        "zones": zones,
        "controller": "any",
        "owner": "any",
        "zone_owner": "any",
        "sentence": "If Head Jab was the last attack this combat chain, draw a card.",
    }
    return {
        "game": "fab",
        "name": name,
        "pitch": "1",
        "name_use": "names",
        "scope": "board",
        "category": "combo",
        "references": [reference],
        "why": "F7",
        "part": "heldout",
        **extra,
    }


def test_labels_that_differ_only_in_words_not_compared_agree() -> None:
    first = label("Jab Again", ["combat_chain"])
    second = copy.deepcopy(first)
    second["why"], second["category"] = "another reason", "literal_names"
    second["references"][0]["sentence"] = "If Head Jab was the last attack this combat chain,"
    assert labelled.same_label(first, second)


def test_labels_that_differ_in_a_zone_or_in_scope_do_not_agree() -> None:
    first = label("Jab Again", ["combat_chain"])
    assert not labelled.same_label(first, label("Jab Again", ["graveyard"]))
    assert not labelled.same_label(first, {**first, "scope": "joke"})


def test_agreement_counts_agreeing_differing_and_unsure_cards_apart() -> None:
    first = [label(n, ["combat_chain"]) for n in ("A", "B", "C", "D")]
    second = [
        label("A", ["combat_chain"]),
        label("B", ["graveyard"]),
        label("C", ["combat_chain"], unsure="a guess"),
    ]  # no second label for D
    result = labelled.agreement(first, second)
    assert result == labelled.Agreement(cards=3, agree=1, differ=1, unsure=1)


def write_folder(tmp_path: Path) -> Path:
    """A labelled folder: a held-out sample of three cards, labelled twice."""
    folder = tmp_path / "labels"
    for sub in ("sample", "round2/second"):
        (folder / sub).mkdir(parents=True)
    cards = [{"part": "heldout", "name": n, "pitch": "1", "text": "t"} for n in ("A", "B", "C")]
    cards.append({"part": "tuning", "name": "T", "pitch": "1", "text": "t"})
    (folder / "sample" / "fab.json").write_text(json.dumps({"seed": 1, "cards": cards}))
    first = [label(n, ["combat_chain"]) for n in ("A", "B", "C")]
    second = [label("A", ["combat_chain"]), label("B", ["graveyard"]), label("C", ["hand"])]
    (folder / "round2" / "heldout-fab.json").write_text(json.dumps(first))
    (folder / "round2" / "second" / "heldout-fab-1.json").write_text(json.dumps(second))
    return folder


def test_only_the_cards_the_labels_disagree_on_go_to_the_adjudicator(tmp_path: Path) -> None:
    script = load_script()
    settle = script.to_settle(write_folder(tmp_path), "fab")
    assert [card["name"] for card in settle] == ["B", "C"]
    zones = {tuple(card[side]["references"][0]["zones"]) for card in settle for side in "AB"}
    assert zones == {("combat_chain",), ("graveyard",), ("hand",)}


def test_a_card_with_no_second_label_stops_the_settling_and_names_it(tmp_path: Path) -> None:
    script = load_script()
    folder = write_folder(tmp_path)
    second = folder / "round2" / "second" / "heldout-fab-1.json"
    second.write_text(json.dumps(json.loads(second.read_text())[:2]))
    with pytest.raises(SystemExit, match="no second label for C 1"):
        script.to_settle(folder, "fab")


def test_the_final_labels_keep_agreed_cards_and_take_each_decision(tmp_path: Path) -> None:
    script = load_script()
    folder = write_folder(tmp_path)
    decisions = tmp_path / "decisions.json"
    decisions.write_text(json.dumps([label("B", ["arena"]), label("C", ["combat_chain"])]))
    final = script.merge(folder, "fab", decisions)
    assert [(e["name"], e["references"][0]["zones"]) for e in final] == [
        ("A", ["combat_chain"]),
        ("B", ["arena"]),
        ("C", ["combat_chain"]),
    ]


def test_a_missing_decision_stops_the_merge_and_names_the_card(tmp_path: Path) -> None:
    script = load_script()
    decisions = tmp_path / "decisions.json"
    decisions.write_text(json.dumps([label("B", ["arena"])]))
    with pytest.raises(SystemExit, match="no decision for C 1"):
        script.merge(write_folder(tmp_path), "fab", decisions)


def test_coverage_prints_the_agreement_and_the_adjudicated_part(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = write_folder(tmp_path)
    (folder / "round2" / "adjudicated").mkdir()
    final = [label(n, ["combat_chain"]) for n in ("A", "B")]
    (folder / "round2" / "adjudicated" / "heldout-fab.json").write_text(json.dumps(final))
    tokens = write_json(tmp_path / "tokens.json", token_list())
    args = ["--fab", str(BUNDLED / "fab-library.json"), "--mtg", str(BUNDLED / "mtg-library.json")]
    assert coverage.main([*args, "--tokens", str(tokens), "--labels", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "labelled-agreement game=fab part=heldout cards=3 agree=1 differ=2 unsure_either=0" in (
        lines
    )
    adjudicated = [line for line in lines if "part=heldout_adjudicated " in line]
    assert adjudicated and adjudicated[0].startswith("labelled game=fab part=heldout_adjudicated ")
    assert " missing=2" in adjudicated[0]  # the made-up cards are not in the bundled library
