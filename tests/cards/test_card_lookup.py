"""Lookup: exact (case-insensitive, exact otherwise: FaB CR 2.7.5), prefix and fuzzy
autocomplete, moniker-aware FaB suggestions, and face names of multi-face MTG cards."""

from __future__ import annotations

import pytest

from sandbox.cards.db import lookup
from sandbox.cards.db.database import CardDatabase


def refs(suggestion: lookup.Suggestion | None) -> list[tuple[str, str, str]]:
    assert suggestion is not None
    return [(ref.kind, ref.card_name, ref.role) for ref in suggestion.refs]


def test_exact_ignores_case_and_nothing_else(small_db: CardDatabase) -> None:
    assert refs(lookup.exact(small_db, "fab", "sINK bELOW")) == [
        ("name", "Sink Below", "single"),
        ("name", "Sink Below", "single"),
    ]
    assert lookup.exact(small_db, "fab", "Sink Belo") is None
    assert lookup.exact(small_db, "fab", "Sink  Below ") is not None  # blanks are not letters
    assert lookup.exact(small_db, "mtg", "Sink Below") is None  # per game


def test_mtg_face_names_are_names_and_the_combined_name_is_marked(small_db: CardDatabase) -> None:
    assert refs(lookup.exact(small_db, "mtg", "stomp")) == [
        ("name", "Bonecrusher Giant // Stomp", "adventure")
    ]
    assert refs(lookup.exact(small_db, "mtg", "Tok-Tok, Volcano Born")) == [
        ("name", "Akki Lavarunner // Tok-Tok, Volcano Born", "flip")
    ]
    assert refs(lookup.exact(small_db, "mtg", "Fire // Ice")) == [("full", "Fire // Ice", "")]
    assert refs(lookup.exact(small_db, "mtg", "Brisela, Voice of Nightmares")) == [
        ("name", "Brisela, Voice of Nightmares", "meld_back")
    ]


def test_prefix_lists_names_starting_with_the_text_shortest_first(small_db: CardDatabase) -> None:
    found = lookup.prefix(small_db, "fab", "daw")
    assert [(s.name, s.match) for s in found] == [
        ("Dawnblade", "prefix"),
        ("Dawnblade, Resplendent", "prefix"),
    ]


def test_fuzzy_finds_misspellings(small_db: CardDatabase) -> None:
    found = lookup.fuzzy(small_db, "mtg", "Bonecrusher Gaint")
    assert found[0].name == "Bonecrusher Giant" and found[0].match == "fuzzy"
    assert lookup.fuzzy(small_db, "mtg", "qqqqqqq") == []


def test_monikers_are_suggested_with_the_names_they_belong_to(small_db: CardDatabase) -> None:
    found = lookup.suggest(small_db, "fab", "Katsu")
    assert found[0].name == "Katsu" and found[0].match == "exact"
    assert refs(found[0]) == [
        ("moniker", "Katsu, the Wanderer", "single"),
        ("name", "Katsu", "single"),
    ]
    assert [s.name for s in found] == ["Katsu", "Katsu, the Wanderer"]


def test_suggest_orders_exact_then_prefix_then_the_rest(full_db: CardDatabase) -> None:
    found = lookup.suggest(full_db, "fab", "blazing aether", limit=4)
    assert [(s.name, s.match) for s in found[:2]] == [
        ("Blazing Aether", "exact"),
        ("Trailblazing Aether", "contains"),
    ]
    assert found[2].match == "fuzzy"


@pytest.mark.parametrize(
    ("game", "text", "expected"),
    [
        ("mtg", "lightnign bolt", "Lightning Bolt"),
        ("mtg", "insectile abberation", "Insectile Aberration"),
        ("mtg", "Brisela Voice of Nightmare", "Brisela, Voice of Nightmares"),
        ("fab", "Crouching Tigr", "Crouching Tiger"),
        ("fab", "whelming gustwav", "Whelming Gustwave"),
    ],
)
def test_the_full_data_answers_misspellings(
    full_db: CardDatabase, game: str, text: str, expected: str
) -> None:
    assert lookup.suggest(full_db, game, text)[0].name == expected


def test_the_full_data_has_about_28k_names(full_db: CardDatabase) -> None:
    assert 27_000 <= lookup.name_count(full_db) <= 29_000
    assert lookup.name_count(full_db, "fab") > 2_300
