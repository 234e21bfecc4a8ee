"""Protection from multicolored and from a player (MTG 702.16a, 702.16k, M13)."""

from __future__ import annotations

from tables import Table

from sandbox.model import AddObject, CardDef, Choice, Derived, Face, MakeChoice, SetTargets
from sandbox.model.protection import Quality, qualities


def protected_from(derived: Derived, holder: str) -> set[str]:
    return {o for p in derived.protections if p.holder == holder for o in p.protects_from}


def creature(name: str, text: str, colors: tuple[str, ...]) -> CardDef:
    face = Face(name, types=("Creature",), text=text, colors=colors)
    return CardDef("mtg", name, (face,))


def test_702_16a_multicolored_is_a_quality_read_from_the_text() -> None:
    assert qualities("Protection from multicolored") == (
        Quality("colors", "multicolored", "multicolored"),
    )


def test_702_16a_protection_from_multicolored_counts_colors_not_names() -> None:
    """702.16a, M13: Cytoshape (green and blue) is multicolored; Lightning Bolt (red) is not."""
    table = Table("mtg")
    soldier = creature("Soldier of the Pantheon", "Protection from multicolored", ("W",))
    table.do(AddObject(soldier, "ann", "battlefield", object_id="soldier"))
    table.put("cytoshape", "Cytoshape", "stack", owner="ben")
    table.put("bolt", "Lightning Bolt", "stack", owner="ben")
    assert protected_from(table.derive(), "soldier") == {"cytoshape"}


def test_702_16k_protection_from_the_chosen_player() -> None:
    """702.16k: True-Name Nemesis has protection from everything Ben controls, whatever its
    characteristics, and from nothing Ann controls."""
    table = Table("mtg")
    text = "As True-Name Nemesis enters, choose a player. It has protection from the chosen player."
    nemesis = creature("True-Name Nemesis", text, ("U",))
    table.do(AddObject(nemesis, "ann", "battlefield", object_id="nemesis"))
    table.do(MakeChoice("nemesis", Choice("player", "ben", "ann")))
    table.put("bolt", "Lightning Bolt", "stack", owner="ben")
    table.put("bears", "Grizzly Bears", "battlefield", owner="ben")
    table.put("own-bolt", "Lightning Bolt", "stack", owner="ann")
    assert protected_from(table.derive(), "nemesis") == {"bolt", "bears"}
    table.do(SetTargets("bolt", ("nemesis",)))
    found = table.derive().resolution("bolt")
    assert found is not None and not found.resolves  # 702.16b
