"""Monikers (FaB CR 2.7.3, RULES.md F2): the rule's own examples and the shared heuristic."""

from __future__ import annotations

import pytest

from sandbox.cards.db.monikers import moniker as lookup_moniker
from sandbox.model import moniker_of


@pytest.mark.parametrize(
    ("name", "types", "expected"),
    [
        ("Bravo", ("Guardian", "Hero", "Young"), "Bravo"),
        ("Dorinthea Ironsong", ("Warrior", "Hero"), "Dorinthea"),
        ("Data Doll MKII", ("Mechanologist", "Item"), "Data Doll"),
        ("Ser Boltyn, Breaker of Dawn", ("Light", "Warrior", "Hero"), "Boltyn"),
        ("Blasmophet, the Soul Harvester", ("Shadow", "Token", "Demon", "Ally"), "Blasmophet"),
        ("The Librarian", ("Generic", "Hero"), "The Librarian"),
        ("Dawnblade", ("Warrior", "Weapon", "Sword"), "Dawnblade"),
        ("Dawnblade, Resplendent", ("Warrior", "Weapon", "Sword"), "Dawnblade"),
        ("Stalagmite, Bastion of Isenloft", ("Elemental", "Guardian", "Hero"), "Stalagmite"),
        # mentors are people: "While Barthimont is face down in arsenal" (an honorific first)
        ("Lady Barthimont", ("Brute", "Mentor"), "Barthimont"),
        ("Chief Ruk'utan", ("Brute", "Mentor"), "Ruk'utan"),
        ("Minerva Themis", ("Warrior", "Mentor"), "Minerva"),
    ],
)
def test_the_examples_of_cr_2_7_3(name: str, types: tuple[str, ...], expected: str) -> None:
    assert moniker_of(name, types) == expected


@pytest.mark.parametrize(
    ("name", "types"),
    [
        ("Aether Ashwing", ("Draconic", "Illusionist", "Token", "Dragon", "Ally")),
        ("Nebula Blade", ("Runeblade", "Weapon", "Sword")),
        ("Head Jab", ("Ninja", "Action", "Attack")),
        ("The Hand that Pulls the Strings", ("Assassin", "Mentor")),
    ],
)
def test_names_that_are_not_personal_have_no_moniker(name: str, types: tuple[str, ...]) -> None:
    assert moniker_of(name, types) is None


def test_the_card_lookup_and_the_board_use_the_same_rule() -> None:
    assert lookup_moniker is moniker_of
