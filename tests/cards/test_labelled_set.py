"""The hand-labelled name-use set (tests/cards/labelled) is well formed and true to the card data.

The labels are the yardstick for the derivation's accuracy (issue 9, point 4); this file only
checks the labels themselves: their shape, that name_use agrees with the references, that they
cover every category on enough cards outside the curated library, and (with the reference data)
that every card exists with that text and every quoted sentence is in it. The conventions are in
labelled/CONVENTIONS.md.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

LABELLED = Path(__file__).parent / "labelled"
REPO = Path(__file__).resolve().parents[2]
GAMES = ("fab", "mtg")

FAB_ZONES = {
    "hero", "weapon", "head", "chest", "arms", "legs", "permanent", "combat_chain", "stack",
    "arsenal", "hand", "deck", "graveyard", "banished", "pitch", "arena",
}  # fmt: skip
MTG_ZONES = {"battlefield", "stack", "hand", "library", "graveyard", "exile", "command"}
ZONES = {"fab": FAB_ZONES, "mtg": MTG_ZONES}

ENTRY_KEYS = {"game", "name", "pitch", "name_use", "scope", "category", "references", "why"}
ALWAYS_WRITTEN = {"use", "kind", "names", "zones", "controller", "owner", "zone_owner", "sentence"}
OPTIONAL = {"by", "negate", "creates_for", "anchor_related", "include_source_name", "match"}
# the round-2 keys (CONVENTIONS.md, "Round 2"): "other" excluding the source, and an ability
# that functions outside the game (the first-round MTG deck rules follow it now)
OPTIONAL |= {"exclude_source", "functions"}
PLAYERS = {"any", "you", "opponent", "owner"}
# round 2's related players (CONVENTIONS.md), which the first-round files now follow too
PLAYERS |= {"target_player", "controller_of:target", "owner_of:target"}
PLAYERS |= {"controller_of:trigger", "owner_of:trigger", "controller_of:anchor", "owner_of:anchor"}
KIND_OF_USE = {
    "self": {"self"},
    "definition": {"definition"},
    "identification": {
        "names", "chosen", "same_name_as", "shared_name", "different_name", "different_names",
    },
}  # fmt: skip
NAMELESS_KINDS = {"self", "chosen", "same_name_as", "shared_name", "different_name",
                  "different_names"}  # fmt: skip
OUT_OF_SCOPE = {"deck_building", "joke", "draft"}

# The categories of issue 9 each game's set must cover (FaB has no joke or draft cards, and no
# "not named" text; MTG has no Specialization, moniker, Combo or "in its name").
REQUIRED_CATEGORIES = {
    "fab": {
        "token_creation", "literal_names", "own_name_identifier", "part_of_name",
        "specialization", "moniker", "combo", "chosen_name", "same_name", "different_names",
        "self_reference", "none", "deck_building",
    },
    "mtg": {
        "token_creation", "literal_names", "own_name_identifier", "chosen_name", "same_name",
        "shared_name", "different_names", "not_named", "self_reference", "none",
        "deck_building", "joke", "draft",
    },
}  # fmt: skip
MIN_CARDS = 60  # distinct card names per game outside the curated library (issue 9, point 4)
MIN_ENTRIES = 70
MIN_NONE = 10


@cache
def labels(game: str) -> tuple[dict[str, Any], ...]:
    entries = json.loads((LABELLED / f"{game}.json").read_text(encoding="utf-8"))
    assert isinstance(entries, list)
    return tuple(entries)


@cache
def curated_names(game: str) -> frozenset[str]:
    data = json.loads((REPO / "resources" / "cards" / f"{game}-library.json").read_text("utf-8"))
    if game == "fab":
        return frozenset(card["name"] for card in data)
    return frozenset(data["data"])


def own_names(entry: dict[str, Any]) -> set[str]:
    """The card's name and, for a multi-face MTG card, each face's name."""
    return {entry["name"], *entry["name"].split(" // ")}


def compared(reference: dict[str, Any]) -> tuple[object, ...]:
    """The tuple the accuracy comparison uses (conventions: definitions compare fewer fields)."""
    if reference["kind"] == "definition":
        return ("definition", tuple(reference["names"]), reference.get("creates_for", "you"))
    return (
        reference["use"],
        reference["kind"],
        frozenset(reference["names"]),
        frozenset(reference["zones"]),
        reference["controller"],
        reference["owner"],
        reference["zone_owner"],
        reference.get("exclude_source", False),
    )


def all_entries() -> list[tuple[str, dict[str, Any]]]:
    return [(game, entry) for game in GAMES for entry in labels(game)]


def entry_id(item: tuple[str, dict[str, Any]]) -> str:
    game, entry = item
    return f"{game}:{entry['name']}:{entry['pitch']}"


ENTRIES = all_entries()


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_enough_cards_outside_the_curated_library(game: str) -> None:
    entries = labels(game)
    names = {entry["name"] for entry in entries}
    assert not names & curated_names(game)
    assert len(names) >= MIN_CARDS
    assert len(entries) >= MIN_ENTRIES
    keys = Counter((entry["name"], entry["pitch"]) for entry in entries)
    assert [key for key, count in keys.items() if count > 1] == []


@pytest.mark.parametrize("game", GAMES)
def test_the_categories_of_issue_9_are_all_covered(game: str) -> None:
    categories = {entry["category"] for entry in labels(game)}
    assert categories >= REQUIRED_CATEGORIES[game]
    in_scope_none = [e for e in labels(game) if e["name_use"] == "none" and e["scope"] == "board"]
    assert len(in_scope_none) >= MIN_NONE


def test_multi_face_mtg_cards_and_fab_pitch_variants_are_included() -> None:
    assert sum(" // " in entry["name"] for entry in labels("mtg")) >= 10
    pitches = Counter(entry["name"] for entry in labels("fab") if entry["pitch"] is not None)
    assert sum(count > 1 for count in pitches.values()) >= 5


@pytest.mark.parametrize("item", ENTRIES, ids=entry_id)
def test_an_entry_is_well_formed(item: tuple[str, dict[str, Any]]) -> None:
    game, entry = item
    assert set(entry) == ENTRY_KEYS
    assert entry["game"] == game
    assert entry["pitch"] in ({None, "1", "2", "3"} if game == "fab" else {None})
    assert entry["name_use"] in {"none", "self", "names"}
    assert entry["scope"] in {"board", *OUT_OF_SCOPE}
    assert entry["category"] and entry["why"].strip()
    for reference in entry["references"]:
        check_reference(game, entry, reference)


def check_reference(game: str, entry: dict[str, Any], reference: dict[str, Any]) -> None:
    assert set(reference) >= ALWAYS_WRITTEN
    assert set(reference) <= ALWAYS_WRITTEN | OPTIONAL
    use, kind, names = reference["use"], reference["kind"], reference["names"]
    assert kind in KIND_OF_USE[use]
    assert set(reference["zones"]) <= ZONES[game]
    assert {reference[key] for key in ("controller", "owner", "zone_owner")} <= PLAYERS
    assert reference["sentence"].strip()
    if kind in NAMELESS_KINDS:
        assert names == []
    else:
        assert names and all(isinstance(name, str) and name for name in names)
    if kind in {"self", "definition"}:
        assert reference["zones"] == []
        assert {reference[key] for key in ("controller", "owner", "zone_owner")} == {"any"}
    if kind == "definition":
        assert len(names) == 1
    # optional keys are written only when they are not at their default
    assert reference.get("by", "moniker") in {"moniker", "part"}
    assert reference.get("negate", True) is True
    assert reference.get("match", "all") == "all"
    assert reference.get("functions", "outside_game") == "outside_game"
    assert reference.get("creates_for", "any") in {"any", "opponent"}
    assert "creates_for" not in reference or kind == "definition"
    assert ("anchor_related" in reference) <= (kind == "same_name_as")
    assert reference.get("anchor_related", "target") in {"target", "trigger", "linked", "revealed"}
    own = bool(set(names) & own_names(entry))
    assert reference.get("include_source_name", False) == (own and kind == "names")


@pytest.mark.parametrize("item", ENTRIES, ids=entry_id)
def test_name_use_agrees_with_the_references(item: tuple[str, dict[str, Any]]) -> None:
    _, entry = item
    references = entry["references"]
    if entry["scope"] in OUT_OF_SCOPE:
        assert references == []  # classified, not encoded
        return
    kinds = {reference["kind"] for reference in references}
    expected = "none" if not kinds else "self" if kinds == {"self"} else "names"
    assert entry["name_use"] == expected
    tuples = [compared(reference) for reference in references]
    assert len(tuples) == len(set(tuples)), "an encoding is written twice"


# With the reference data: each card exists with that text, each sentence is in it.


@cache
def fab_texts(reference: Path) -> dict[tuple[str, str | None], str]:
    cards = json.loads((reference / "fab" / "cards.json").read_text(encoding="utf-8"))
    return {(c["name"], c["pitch"] or None): c["functional_text_plain"] or "" for c in cards}


@cache
def mtg_cards(reference: Path) -> dict[str, list[dict[str, Any]]]:
    data: dict[str, list[dict[str, Any]]] = json.loads(
        (reference / "mtg" / "cards.json").read_text(encoding="utf-8")
    )["data"]
    return data


def card_text(reference: Path, game: str, entry: dict[str, Any]) -> str | None:
    if game == "fab":
        return fab_texts(reference).get((entry["name"], entry["pitch"]))
    faces = mtg_cards(reference).get(entry["name"])
    return None if faces is None else "\n".join(face.get("text", "") for face in faces)


def text_problems(reference: Path, game: str, entries: Iterable[dict[str, Any]]) -> list[str]:
    """The labelled cards missing from the card data, and the sentences not in their text."""
    problems = []
    for entry in entries:
        text = card_text(reference, game, entry)
        if text is None:
            problems.append(f"no card {entry['name']!r} pitch {entry['pitch']}")
            continue
        problems += [
            f"{entry['name']}: {ref['sentence']!r} is not in the text"
            for ref in entry["references"]
            if ref["sentence"] not in text
        ]
    return problems


@pytest.mark.parametrize("game", GAMES)
def test_every_card_exists_and_every_sentence_is_in_its_text(game: str, reference: Path) -> None:
    assert text_problems(reference, game, labels(game)) == []


def test_out_of_scope_mtg_cards_are_what_their_scope_says(reference: Path) -> None:
    cards = mtg_cards(reference)
    for entry in labels("mtg"):
        faces = cards[entry["name"]]
        text = "\n".join(face.get("text", "") for face in faces).lower()
        assert bool(faces[0].get("isFunny")) == (entry["scope"] == "joke"), entry["name"]
        if entry["scope"] == "draft":
            assert "draft" in text
        if entry["scope"] == "deck_building":
            assert "a deck can have" in text
