"""The round-2 label files (tests/cards/labelled/round2, with the held-out part's second and
adjudicated labels) are well formed on every field the bench compares, and true to the sample
and the card data: each labelling of the held-out part covers exactly its sampled cards, and
every quoted sentence is in the card's text. The round-1 files have stricter checks of their own
(test_labelled_set.py); the conventions are in labelled/CONVENTIONS.md."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from test_labelled_set import GAMES, KIND_OF_USE, OUT_OF_SCOPE, PLAYERS, ZONES, text_problems

LABELLED = Path(__file__).parent / "labelled"
ROUND2 = LABELLED / "round2"
FILES = sorted(ROUND2.glob("*.json")) + sorted(ROUND2.glob("*/*.json"))
PLAYER_KEYS = ("controller", "owner", "zone_owner")
# a FaB inventory is a collection of cards, not a zone (FaB CR 4.1.6a): two labels look there
# (Fabricate, Brush of Heavenly Rites); a booster pack opened by an effect is outside every zone
# (Go Bananas, a second label): places the model has no zone for
LABEL_ZONES = {**ZONES, "fab": ZONES["fab"] | {"inventory", "outside_game"}}


def game_of(path: Path) -> str:
    return path.stem.split("-")[1]


def entries(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


def held_out_sample(game: str) -> set[tuple[str, str | None]]:
    sample = json.loads((LABELLED / "sample" / f"{game}.json").read_text(encoding="utf-8"))
    return {(c["name"], c["pitch"] or None) for c in sample["cards"] if c["part"] == "heldout"}


def file_id(path: Path) -> str:
    return str(path.relative_to(ROUND2))


def test_there_are_round2_files_for_both_games() -> None:
    assert {game_of(path) for path in FILES} == set(GAMES)


@pytest.mark.parametrize("path", FILES, ids=file_id)
def test_every_entry_is_well_formed_on_the_compared_fields(path: Path) -> None:
    game, problems = game_of(path), []
    for entry in entries(path):
        where = f"{entry.get('name')} {entry.get('pitch')}"
        if entry["game"] != game or entry["scope"] not in {"board", *OUT_OF_SCOPE}:
            problems.append(f"{where}: game or scope")
        references = entry["references"]
        kinds = {reference["kind"] for reference in references}
        expected = "none" if not kinds else "self" if kinds == {"self"} else "names"
        if entry["scope"] == "board" and entry["name_use"] != expected:
            problems.append(f"{where}: name_use {entry['name_use']}, references say {expected}")
        for reference in references:
            if reference["kind"] not in KIND_OF_USE.get(reference["use"], ()):
                problems.append(f"{where}: kind {reference['kind']} for use {reference['use']}")
            if not set(reference["zones"]) <= LABEL_ZONES[game]:
                problems.append(f"{where}: zones {reference['zones']}")
            if not {reference[key] for key in PLAYER_KEYS} <= PLAYERS:
                problems.append(f"{where}: players {[reference[k] for k in PLAYER_KEYS]}")
    assert problems == []


@pytest.mark.parametrize("game", GAMES)
def test_each_labelling_of_the_held_out_part_covers_its_sample(game: str) -> None:
    wanted = held_out_sample(game)
    for folder in (ROUND2, ROUND2 / "second", ROUND2 / "adjudicated"):
        paths = sorted(folder.glob(f"heldout-{game}*.json"))
        if not paths:
            continue
        labelled = [(e["name"], e["pitch"]) for path in paths for e in entries(path)]
        assert len(labelled) == len(set(labelled)), f"{folder.name}: a card labelled twice"
        assert set(labelled) == wanted, folder.name


@pytest.mark.parametrize("path", FILES, ids=file_id)
def test_every_card_exists_and_every_sentence_is_in_its_text(path: Path, reference: Path) -> None:
    assert text_problems(reference, game_of(path), entries(path)) == []
