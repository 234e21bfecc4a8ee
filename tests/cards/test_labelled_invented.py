"""The invented cards labelled blind (tests/cards/labelled/invented, CONVENTIONS.md "Invented
cards") are well formed, invented, and scored the way the bench scores them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.bench import invented
from sandbox.model.cards import single_face_card

LABELLED = Path(__file__).parent / "labelled"
FILES = sorted((LABELLED / "invented").glob("round*-*.json"))
ENTRY_KEYS = {"game", "name", "pitch", "name_use", "scope", "category", "references", "why"}
CARD_KEYS = {"text", "types"}
REFERENCE_KEYS = {"use", "kind", "names", "zones", "controller", "owner", "zone_owner", "sentence"}
ZONES = {
    "fab": {
        "hero", "weapon", "head", "chest", "arms", "legs", "permanent", "combat_chain", "stack",
        "arsenal", "hand", "deck", "graveyard", "banished", "pitch", "arena",
    },
    "mtg": {"battlefield", "stack", "hand", "library", "graveyard", "exile", "command"},
}  # fmt: skip


def entries() -> list[tuple[str, dict[str, Any]]]:
    return [
        (path.name, entry)
        for path in FILES
        for entry in json.loads(path.read_text(encoding="utf-8"))
    ]


ENTRIES = entries()


def test_there_are_invented_cards_of_both_games_in_every_round() -> None:
    games = {(path.name.split("-")[0], path.name.split("-")[1]) for path in FILES}
    assert {game for _, game in games} == {"fab", "mtg"}
    assert len(ENTRIES) >= 300


@pytest.mark.parametrize(("file", "entry"), ENTRIES, ids=lambda x: x if isinstance(x, str) else "")
def test_an_invented_card_is_well_formed(file: str, entry: dict[str, Any]) -> None:
    game = entry["game"]
    assert file.split("-")[1] == game
    assert set(entry) >= ENTRY_KEYS | CARD_KEYS
    assert entry["scope"] in {"board", "deck_building", "joke", "draft"}
    assert entry["name_use"] in {"none", "self", "names"}
    assert entry["types"] and all(isinstance(t, str) and t for t in entry["types"])
    for reference in entry["references"]:
        assert set(reference) >= REFERENCE_KEYS
        assert reference["sentence"] in entry["text"]  # quoted from the card, not rewritten
        assert set(reference["zones"]) <= ZONES[game]


def test_every_invented_card_has_a_name_of_its_own() -> None:
    keys = [(e["game"], e["name"].casefold(), e.get("pitch") or "") for _, e in ENTRIES]
    assert len(keys) == len(set(keys))


def test_no_invented_card_takes_a_real_card_s_name(reference: Path) -> None:
    fab = {c["name"].casefold() for c in json.loads((reference / "fab/cards.json").read_text())}
    mtg = {
        name.casefold() for name in json.loads((reference / "mtg/cards.json").read_text())["data"]
    }
    real = {"fab": fab, "mtg": mtg}
    taken = [e["name"] for _, e in ENTRIES if e["name"].casefold() in real[e["game"]]]
    assert taken == []


def test_the_bench_reads_each_invented_card_beside_the_known_cards() -> None:
    right = {
        "game": "fab", "name": "Zzyx Right", "pitch": "1", "name_use": "names", "scope": "board",
        "category": "literal_names", "types": ["Generic", "Action"], "why": "",
        "text": "If you control a Gold, draw a card.",
        "references": [{
            "use": "identification", "kind": "names", "names": ["Gold"], "zones": ["arena"],
            "controller": "you", "owner": "any", "zone_owner": "any",
            "sentence": "If you control a Gold, draw a card.",
        }],
    }  # fmt: skip
    wrong = {
        **right,
        "name": "Zzyx Wrong",
        "references": [{**right["references"][0], "controller": "any"}],
    }
    unsure = {**right, "name": "Zzyx Unsure", "unsure": "a question of convention"}
    gold = single_face_card("fab", "Gold", ("Token",), is_token=True)
    with_round = {"round13": [right, wrong], "round14": [unsure]}
    scores = invented.score_rounds("fab", with_round, [gold])
    assert [(s.part, s.total.cards, s.total.exact, s.total.confidently_wrong) for s in scores] == [
        ("invented_round13", 2, 1, 1),
        ("invented_round14", 0, 0, 0),
    ]
    assert scores[1].total.unsure == 1


def test_an_invented_card_of_two_faces_is_read_with_each_faces_name_as_its_own() -> None:
    entry = {
        "game": "mtg",
        "name": "Zzyx Pup // Fetch the Zzyx",
        "types": ["Creature"],
        "text": "Whenever Zzyx Pup attacks, draw a card.",
        "pitch": None,
    }
    card = invented.invented_card(entry)
    assert [face.name for face in card.faces] == ["Zzyx Pup", "Fetch the Zzyx"]
    assert card.name == "Zzyx Pup // Fetch the Zzyx" and card.text == entry["text"]
