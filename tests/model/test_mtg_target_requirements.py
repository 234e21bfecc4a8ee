"""Targeting requirements checked on resolution (MTG 115.1, 608.2b, M12): type, name, chosen
name and controller words are data on the spell's abilities, and a renamed target fails them."""

from __future__ import annotations

from tables import Table

from sandbox.model import (
    AddEffect,
    AddReference,
    Choice,
    Effect,
    LooksFor,
    MakeChoice,
    ObjectFilter,
    ReferenceSpec,
    Resolution,
    SetController,
    SetFaceDown,
    SetTargets,
)

CREATURES = ObjectFilter(zones=("battlefield",), types=("Creature",))


def requirement(
    text: str,
    looks_for: LooksFor,
    among: ObjectFilter = CREATURES,
    targets: tuple[int, ...] = (0,),
) -> ReferenceSpec:
    return ReferenceSpec("target", text, "identification", looks_for, among, targets=targets)


NAMED_BEARS = requirement(
    "Destroy target creature named Grizzly Bears.", LooksFor("names", ("Grizzly Bears",))
)


def cast(table: Table, spec: ReferenceSpec, targets: tuple[str, ...]) -> Table:
    table.put("spell", "Lightning Bolt", "stack", owner="ben")
    table.do(AddReference("spell", spec))
    return table.do(SetTargets("spell", targets))


def resolution(table: Table) -> Resolution:
    found = table.derive().resolution("spell")
    assert found is not None
    return found


def reason_codes(found: Resolution, target: str) -> list[str]:
    return [why.code for c in found.checks if c.target == target for why in c.reasons]


def test_608_2b_a_target_still_named_so_is_legal() -> None:
    """608.2b: nothing renamed the Bears, so "target creature named Grizzly Bears" resolves."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    found = resolution(cast(table, NAMED_BEARS, ("bears",)))
    assert found.resolves and found.legal == ("bears",)


def test_608_2b_a_set_name_effect_makes_a_named_target_illegal() -> None:
    """M12, 608.2b, 123.6c: Witness Protection renames the Bears before resolution; it no longer
    meets "named Grizzly Bears", so the only target is illegal and the spell does not resolve."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    cast(table, NAMED_BEARS, ("bears",))
    table.do(AddEffect(Effect("set_name", "ben", target="bears", name="Legitimate Businessperson")))
    found = resolution(table)
    assert not found.resolves and found.illegal == ("bears",)
    assert reason_codes(found, "bears")[-2:] == ["ref.other_names", "target.requirement_unmet"]


def test_608_2b_a_sticker_renames_a_target_out_of_its_requirement() -> None:
    """M12, 123.6: a name sticker on the target changes its name, and with it its legality."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    cast(table, NAMED_BEARS, ("bears",))
    sticker = Effect("name_sticker", "ann", target="bears", name="Cuddly", position=1)
    table.do(AddEffect(sticker))
    assert not resolution(table).resolves


def test_608_2b_a_face_down_target_has_no_name() -> None:
    """M12, 708.2: turned face down, the target has no name and meets no name requirement."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    cast(table, NAMED_BEARS, ("bears",))
    table.do(SetFaceDown("bears", True))
    found = resolution(table)
    assert not found.resolves
    assert "name.face_down" in reason_codes(found, "bears")


def test_115_1_the_type_requirement_is_checked() -> None:
    """115.1, 608.2b: "target creature" on an Island is illegal; the Bears stays legal, so the
    spell resolves for the legal target only."""
    table = (
        Table("mtg")
        .put("bears", "Grizzly Bears", "battlefield")
        .put("island", "Island", "battlefield")
    )
    spec = requirement("Destroy up to two target creatures.", LooksFor("any"), targets=(0, 1))
    found = resolution(cast(table, spec, ("bears", "island")))
    assert found.resolves and found.legal == ("bears",) and found.illegal == ("island",)
    assert reason_codes(found, "island") == ["target.not_in_group"]


def test_115_1_controller_words_are_checked_on_resolution() -> None:
    """608.2b: "target creature an opponent controls": after Ben gains control of Ann's Bears,
    it is no longer an opponent's, and Ben's spell does not resolve."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    spec = requirement(
        "Destroy target creature an opponent controls named Grizzly Bears.",
        LooksFor("names", ("Grizzly Bears",)),
        ObjectFilter(zones=("battlefield",), types=("Creature",), controller="opponent"),
    )
    cast(table, spec, ("bears",))
    assert resolution(table).resolves
    table.do(SetController("bears", "ben"))
    found = resolution(table)
    assert not found.resolves and reason_codes(found, "bears") == ["target.not_in_group"]


def test_608_2b_with_the_chosen_name_follows_the_choice() -> None:
    """M12, 607.2: "target spell with the chosen name": the requirement reads the choice made
    for the spell's source; a target with another name is illegal."""
    table = (
        Table("mtg")
        .put("bolt", "Lightning Bolt", "stack")
        .put("fire", "Fire // Ice", "stack", face=0)
    )
    spec = requirement(
        "Counter target spell with the chosen name.",
        LooksFor("chosen"),
        ObjectFilter(zones=("stack",)),
        targets=(0, 1),
    )
    cast(table, spec, ("bolt", "fire"))
    table.do(MakeChoice("spell", Choice("named", "Lightning Bolt", "ben")))
    found = resolution(table)
    assert found.resolves and found.legal == ("bolt",) and found.illegal == ("fire",)


def test_a_targeting_requirement_finding_looks_at_the_targets() -> None:
    """The requirement is also a finding: it looks among the spell's targets only."""
    table = (
        Table("mtg")
        .put("bears", "Grizzly Bears", "battlefield")
        .put("other", "Grizzly Bears", "battlefield")
    )
    cast(table, NAMED_BEARS, ("bears",))
    assert table.finding("spell:target").found == ("bears",)


def test_608_2b_a_target_that_becomes_a_copy_of_another_card_is_renamed_out() -> None:
    """M12, 707.2: Cytoshape makes the targeted Bears a copy of Meddling Mage before
    resolution; it is no longer named Grizzly Bears, so the spell does not resolve."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    table.put("mage", "Meddling Mage", "battlefield")
    cast(table, NAMED_BEARS, ("bears",))
    table.do(AddEffect(Effect("copy", "ben", target="bears", copy_of_object="mage")))
    found = resolution(table)
    assert not found.resolves and "target.requirement_unmet" in reason_codes(found, "bears")
