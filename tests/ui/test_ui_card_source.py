"""The card source: the database's search and naming checks, and the bundled fallback."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sandbox.ui.cards.source import CardSource
from sandbox.ui.kit.mime import CardRef

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("use_database", [True, False])
def test_search_as_you_type_in_both_games(
    use_database: bool, open_cards: Callable[..., CardSource]
) -> None:
    cards = open_cards(use_database=use_database)
    assert [h.label for h in cards.search("fab", "head j")][:3] == [
        "Head Jab (1)",
        "Head Jab (2)",
        "Head Jab (3)",
    ]
    assert any(h.name == "Fire // Ice" for h in cards.search("mtg", "fire"))
    assert cards.search("fab", "") == cards.hits("fab")[: len(cards.search("fab", ""))]


@pytest.mark.parametrize("use_database", [True, False])
def test_naming_checks(use_database: bool, open_cards: Callable[..., CardSource]) -> None:
    cards = open_cards(use_database=use_database)
    assert cards.check_name("fab", "surging strike").name == "Surging Strike"
    ash = cards.check_name("fab", "Ash")
    assert not ash.ok and "F13" in ash.message
    gust = cards.check_name("fab", "Gust")
    assert not gust.ok and "F14" in gust.message and len(gust.candidates) >= 2
    assert not cards.check_name("fab", "").ok


def test_the_database_knows_split_halves(open_cards: Callable[..., CardSource]) -> None:
    cards = open_cards()
    both = cards.check_name("mtg", "Fire // Ice")
    assert not both.ok and "M3" in both.message
    assert cards.check_name("mtg", "Ice").name == "Ice"


def test_cards_come_with_their_encoded_abilities(open_cards: Callable[..., CardSource]) -> None:
    cards = open_cards()
    gustwave = cards.card(CardRef("fab", "Whelming Gustwave", "1"))
    assert gustwave is not None and gustwave.references
    assert cards.card(CardRef("fab", "No Such Card")) is None
    split = cards.card(CardRef("mtg", "Fire // Ice"))
    assert split is not None and [f.name for f in split.faces] == ["Fire", "Ice"]


def test_naming_verdicts_speak_spanish(open_cards: Callable[..., CardSource]) -> None:
    cards = open_cards()
    gust = cards.check_name("fab", "Gust", language="es")
    assert not gust.ok and "F14" in gust.message and "Gust" in gust.message
    assert gust.message != cards.check_name("fab", "Gust").message
