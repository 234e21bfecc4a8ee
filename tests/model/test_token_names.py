"""Tokens named by their subtypes (MTG 111.4): "create a Zombie token" makes a Zombie Token."""

from __future__ import annotations

from tables import Table

from sandbox.model import (
    AddObject,
    AddReference,
    CardDef,
    Face,
    LooksFor,
    ObjectFilter,
    ReferenceSpec,
)


def test_111_4_a_token_named_by_its_subtype_is_named_subtype_token() -> None:
    """111.4: the Zombie token's name is "Zombie Token"; a card named Zombie would not be it."""
    table = Table("mtg").put("zombie", "Zombie", "battlefield")
    assert table.names("zombie") == ("Zombie Token",)


def test_111_4_a_token_given_a_name_keeps_it() -> None:
    """111.4: a token whose creator names it (Marit Lage) has that name, no "Token" added."""
    face = Face("Marit Lage", types=("Token", "Legendary", "Creature", "Avatar"))
    marit = CardDef("mtg", "Marit Lage", (face,), is_token=True)
    table = Table("mtg").do(AddObject(marit, "ann", "battlefield", object_id="marit"))
    assert table.names("marit") == ("Marit Lage",)


def test_111_4_looking_for_zombie_tokens_by_name() -> None:
    """111.4, M0a: an ability looking for "Zombie Token" finds the token; "Zombie" does not."""
    table = (
        Table("mtg").put("zombie", "Zombie", "battlefield").put("bears", "Grizzly Bears", "hand")
    )
    for key, name in (("token", "Zombie Token"), ("bare", "Zombie")):
        spec = ReferenceSpec(key, name, "identification", LooksFor("names", (name,)),
                             ObjectFilter(zones=("battlefield",)))  # fmt: skip
        table.do(AddReference("bears", spec))
    assert table.finding("bears:token").found == ("zombie",)
    assert table.finding("bears:bare").found == ()
