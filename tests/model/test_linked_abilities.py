"""Linked abilities (MTG 607.2, 607.5, 607.5a, M11): a choice belongs to the ability and the
card that made it; a gained ability has no linked choice."""

from __future__ import annotations

import pytest
from tables import Table

from sandbox.cards.library import bundled_library
from sandbox.model import ActionRefused, AddEffect, CardDef, Choice, Effect, MakeChoice


def card(name: str) -> CardDef:
    return bundled_library().resolve("mtg", name, None)


def with_bolt(table: Table) -> Table:
    return table.put("bolt", "Lightning Bolt", "hand", owner="ben")


def needle_gift(target: str) -> Effect:
    """Pithing Needle's "the chosen name" ability, given to `target` (613.1f)."""
    stop = next(r for r in card("Pithing Needle").references if r.key == "stop")
    return Effect("gain_ability", "ann", target=target, source_name="Judge", ability=stop)


def test_607_2_a_choice_made_for_the_ability_links_to_it() -> None:
    """607.2, M11: Meddling Mage's choice, recorded for its "stop" ability, is linked to it."""
    table = with_bolt(Table("mtg").put("mage", "Meddling Mage", "battlefield"))
    table.do(
        MakeChoice(
            "mage",
            Choice("named", "Lightning Bolt", "ann", ability="stop", made_as="Meddling Mage"),
        )
    )
    assert table.finding("mage:stop").found == ("bolt",)


def test_607_5_a_gained_ability_has_no_linked_choice() -> None:
    """607.5, M11: the Mage gains Pithing Needle's ability; the Mage's own choice is not
    linked to it, so it does nothing, while the printed ability still works."""
    table = with_bolt(Table("mtg").put("mage", "Meddling Mage", "battlefield"))
    table.name_card("mage", "Lightning Bolt")
    table.do(AddEffect(needle_gift("mage")))
    gained = table.finding("mage:e3.stop")
    assert gained.status == "n/a" and gained.found == ()
    codes = [r.code for r in gained.reasons]
    assert codes[:2] == ["ref.gained_ability", "ref.choice_not_linked_gained"]
    assert table.finding("mage:stop").found == ("bolt",)


def test_607_5a_a_choice_made_as_one_card_does_not_follow_into_a_copy_of_another() -> None:
    """607.5a, 707.2: Clone chose a name as a copy of Phyrexian Revoker (here: as Pithing
    Needle's ability, the same key); made a copy of Meddling Mage, the Mage's ability is not
    linked to that choice."""
    table = with_bolt(Table("mtg").put("clone", "Clone", "battlefield", owner="ben"))
    choice = Choice("named", "Lightning Bolt", "ben", ability="stop", made_as="Pithing Needle")
    table.do(MakeChoice("clone", choice))
    table.do(AddEffect(Effect("copy", "ben", target="clone", copy_of=card("Meddling Mage"))))
    finding = table.finding("clone:stop")
    assert finding.status == "n/a"
    assert [r.code for r in finding.reasons][:2] == ["ref.copied_ability", "ref.choice_not_linked"]


def test_607_5a_a_choice_made_as_the_copied_card_links() -> None:
    """607.2, 707.2: Clone entered as a copy of Meddling Mage and chose for its ability."""
    table = with_bolt(Table("mtg").put("clone", "Clone", "battlefield", owner="ben"))
    choice = Choice("named", "Lightning Bolt", "ben", ability="stop", made_as="Meddling Mage")
    table.do(MakeChoice("clone", choice))
    table.do(AddEffect(Effect("copy", "ben", target="clone", copy_of=card("Meddling Mage"))))
    assert table.finding("clone:stop").found == ("bolt",)


def test_a_choice_without_its_ability_links_to_every_ability_as_before() -> None:
    """Older files record no ability: the choice links to the object's abilities (M11)."""
    table = with_bolt(Table("mtg").put("mage", "Meddling Mage", "battlefield"))
    table.name_card("mage", "Lightning Bolt")
    assert table.finding("mage:stop").found == ("bolt",)


def test_a_gain_ability_effect_needs_its_ability() -> None:
    table = Table("mtg").put("mage", "Meddling Mage", "battlefield")
    with pytest.raises(ActionRefused) as refused:
        table.do(AddEffect(Effect("gain_ability", "ann", target="mage")))
    assert refused.value.reason.code == "action.effect_without_ability"
