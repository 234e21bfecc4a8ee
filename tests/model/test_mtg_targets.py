"""Magic targets on resolution (M12) and protection (M13, M14) on real cards."""

from __future__ import annotations

import pytest
from tables import Table

from sandbox.cards.library import bundled_library
from sandbox.model import (
    AddEffect,
    Choice,
    Derived,
    Effect,
    MoveObject,
    RemoveObject,
    Resolution,
    SetController,
    SetFace,
    SetFaceDown,
    SetTargets,
)
from sandbox.model.protection import Quality, qualities


def mtg() -> Table:
    return Table("mtg")


def resolution(derived: Derived, spell: str) -> Resolution:
    found = derived.resolution(spell)
    assert found is not None, f"{spell} has no targets check"
    return found


def protected_from(derived: Derived, holder: str) -> set[str]:
    return {o for p in derived.protections if p.holder == holder for o in p.protects_from}


def cast(table: Table, spell_id: str, card: str, targets: tuple[str, ...], face: int = 0) -> Table:
    table.put(spell_id, card, "stack", owner="ben")
    if face:
        table.do(SetFace(spell_id, face))
    return table.do(SetTargets(spell_id, targets))


# --- M12 ---------------------------------------------------------------------------------------


def test_m12_targets_still_legal_resolve() -> None:
    """M12, 608.2b: nothing changed, every target is legal and the spell resolves."""
    table = mtg().put("bears", "Grizzly Bears", "battlefield")
    cast(table, "bolt", "Lightning Bolt", ("bears",))
    found = resolution(table.derive(), "bolt")
    assert found.resolves and found.legal == ("bears",)
    assert found.reasons[0].code == "target.all_legal"


def test_m12_a_target_that_left_its_zone_is_a_new_object() -> None:
    """M12, 400.7: bounced and replayed, the Bears is not the object Stomp targeted; with every
    target illegal, Stomp does not resolve."""
    table = mtg().put("bears", "Grizzly Bears", "battlefield")
    cast(table, "stomp", "Bonecrusher Giant", ("bears",), face=1)
    table.do(MoveObject("bears", "hand")).do(MoveObject("bears", "battlefield"))
    found = resolution(table.derive(), "stomp")
    assert not found.resolves and found.illegal == ("bears",)
    assert found.checks[0].reasons[0].code == "target.left_zone"
    assert found.reasons[0].code == "target.all_illegal"


def test_m12_retargeting_after_the_move_makes_it_legal_again() -> None:
    """M12: targets are chosen when the spell is put on the stack; new targets see the new
    object."""
    table = mtg().put("bears", "Grizzly Bears", "battlefield")
    cast(table, "bolt", "Lightning Bolt", ("bears",))
    table.do(MoveObject("bears", "exile")).do(MoveObject("bears", "battlefield"))
    assert not resolution(table.derive(), "bolt").resolves
    table.do(SetTargets("bolt", ("bears",)))
    assert resolution(table.derive(), "bolt").resolves


def test_m12_a_removed_target_is_gone() -> None:
    """M12: a token that ceased to exist is an illegal target."""
    table = (
        mtg().put("zombie", "Zombie", "battlefield").put("bears", "Grizzly Bears", "battlefield")
    )
    cast(table, "fire", "Fire // Ice", ("zombie", "bears"))
    table.do(RemoveObject("zombie"))
    found = resolution(table.derive(), "fire")
    assert found.resolves and found.illegal == ("zombie",) and found.legal == ("bears",)
    assert found.checks[0].reasons[0].code == "target.gone"
    assert found.reasons[0].code == "target.some_illegal"


def test_m12_a_flip_gives_the_target_protection() -> None:
    """M12, M4: Fire targeted Akki Lavarunner, which then flipped into Tok-Tok, Volcano Born
    with protection from red: its characteristics changed, and the target is illegal."""
    table = mtg().put("akki", "Akki Lavarunner", "battlefield")
    cast(table, "fire", "Fire // Ice", ("akki", "ann"))
    assert resolution(table.derive(), "fire").legal == ("akki", "ann")
    table.do(SetFace("akki", 1))
    found = resolution(table.derive(), "fire")
    assert found.resolves and found.illegal == ("akki",) and found.legal == ("ann",)
    assert found.checks[0].reasons[0].code == "target.protection"
    assert "M12" in found.rulings and "M13" in found.rulings


def test_m12_ice_is_blue_so_tok_tok_may_be_its_target() -> None:
    """M12, M3: the Ice half on the stack has only Ice's characteristics: it is blue."""
    table = mtg().put("akki", "Akki Lavarunner", "battlefield").do(SetFace("akki", 1))
    cast(table, "ice", "Fire // Ice", ("akki",), face=1)
    assert resolution(table.derive(), "ice").resolves


# --- M13 ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Protection from red", [Quality("color", "R", "red")]),
        ("Protection from Goblins", [Quality("subtype", "Goblins", "Goblins")]),
        ("Flying, protection from Dragons", [Quality("subtype", "Dragons", "Dragons")]),
        ("protection from artifacts", [Quality("type", "artifact", "artifacts")]),
        (
            "protection from black and from red",
            [Quality("color", "B", "black"), Quality("color", "R", "red")],
        ),
        ("You have protection from the chosen card name.", []),
        ("This creature has protection from names that start with the same letter", []),
    ],
)
def test_m13_protection_qualities_are_read_from_the_text(
    text: str, expected: list[Quality]
) -> None:
    """M13, 702.16a: colors, types and subtypes are qualities; "name" makes it a name."""
    assert list(qualities(text)) == expected


def test_m13_protection_from_goblins_is_not_about_names() -> None:
    """M13, 702.16a: _____ Goblin is a Goblin; a _____ stickered "Goblin" is not, though that
    is its name."""
    table = mtg().put("elf", "Warren-Scourge Elf", "battlefield")
    table.put("goblin", "_____ Goblin", "battlefield", owner="ben")
    table.put("named", "_____", "battlefield", owner="ben")
    table.do(AddEffect(Effect("name_sticker", "ben", target="named", name="Goblin")))
    derived = table.derive()
    assert derived.names["named"].names == ("Goblin",)
    (shield,) = [p for p in derived.protections if p.holder == "elf"]
    assert shield.protects_from == ("goblin",) and not shield.by_name
    assert [m.object_id for m in shield.missed] == ["named"]
    assert shield.missed[0].reasons[0].code == "protection.quality_not_name"


def test_m13_a_name_quality_follows_the_sticker_letters() -> None:
    """M13: Knight in _____ Armor with "Shiny" has protection from names starting with S."""
    table = mtg().put("knight", "Knight in _____ Armor", "battlefield")
    cast(table, "stomp", "Bonecrusher Giant", ("knight",), face=1)
    cast(table, "bolt", "Lightning Bolt", ("knight",))
    derived = table.derive()
    assert derived.finding("knight:protection").status == "fails"  # no sticker yet
    assert resolution(derived, "stomp").resolves
    table.do(AddEffect(Effect("name_sticker", "ann", target="knight", name="Shiny", position=2)))
    derived = table.derive()
    assert derived.names["knight"].names == ("Knight in Shiny Armor",)
    assert protected_from(derived, "knight") == {"stomp"}
    assert not resolution(derived, "stomp").resolves
    assert resolution(derived, "bolt").resolves


def test_m13_a_face_down_source_has_no_color() -> None:
    """M13, 708.2: a face-down spell is colorless, so protection from red does not stop it."""
    table = mtg().put("tok", "Akki Lavarunner", "battlefield").do(SetFace("tok", 1))
    cast(table, "bolt", "Lightning Bolt", ("tok",))
    assert not resolution(table.derive(), "bolt").resolves
    table.do(SetFaceDown("bolt", True))
    assert resolution(table.derive(), "bolt").resolves


def test_m13_a_copy_has_the_copied_protection() -> None:
    """M13, 707.2: a Clone copying Warren-Scourge Elf has protection from Goblins."""
    table = mtg().put("clone", "Clone", "battlefield").put("goblin", "_____ Goblin", "battlefield")
    elf = bundled_library().resolve("mtg", "Warren-Scourge Elf")
    table.do(AddEffect(Effect("copy", "ann", target="clone", copy_of=elf)))
    assert protected_from(table.derive(), "clone") == {"goblin"}


# --- M14 ---------------------------------------------------------------------------------------


def test_m14_runed_halo_protects_its_controller_from_the_chosen_name() -> None:
    """M14, M13: Ann's Runed Halo naming Lightning Bolt: Ben's Bolt can't target her."""
    table = mtg().put("halo", "Runed Halo", "battlefield").name_card("halo", "Lightning Bolt")
    cast(table, "bolt", "Lightning Bolt", ("ann",))
    derived = table.derive()
    (shield,) = [p for p in derived.protections if p.player]
    assert shield.holder == "ann" and shield.by_name and shield.protects_from == ("bolt",)
    assert {r.code for r in shield.reasons} == {
        "protection.by_name",
        "protection.player_after_objects",
    }
    assert not resolution(derived, "bolt").resolves


def test_m14_player_protection_sees_names_after_every_object_effect() -> None:
    """M14, 613.10: a source renamed "Lightning Bolt" by a text-changing effect is covered; a
    Lightning Bolt renamed by a later sticker is not."""
    table = mtg().put("halo", "Runed Halo", "battlefield").name_card("halo", "Lightning Bolt")
    table.put("blank", "_____", "battlefield", owner="ben")
    table.do(
        AddEffect(
            Effect(
                "set_name",
                "ben",
                target="blank",
                source_name="_____",
                choice=Choice("named", "Lightning Bolt", "ben"),
            )
        )
    )
    cast(table, "bolt", "Lightning Bolt", ("ann",))
    assert protected_from(table.derive(), "ann") == {"blank", "bolt"}
    table.do(AddEffect(Effect("name_sticker", "ben", target="bolt", name="Mega", position=0)))
    derived = table.derive()
    assert derived.names["bolt"].names == ("Mega Lightning Bolt",)
    assert protected_from(derived, "ann") == {"blank"}
    assert resolution(derived, "bolt").resolves


def test_m14_halo_naming_ice_does_not_stop_fire() -> None:
    """M14, M3: on the stack Fire has only the name Fire."""
    table = mtg().put("halo", "Runed Halo", "battlefield").name_card("halo", "Ice")
    cast(table, "fire", "Fire // Ice", ("ann",))
    assert resolution(table.derive(), "fire").resolves


def test_m14_only_the_halos_controller_is_protected() -> None:
    """M14: the protection is the controller's, not the opponent's."""
    table = mtg().put("halo", "Runed Halo", "battlefield").name_card("halo", "Lightning Bolt")
    table.put("bolt", "Lightning Bolt", "stack").do(SetTargets("bolt", ("ben",)))
    assert resolution(table.derive(), "bolt").resolves
    table.do(SetController("halo", "ben"))
    assert not resolution(table.derive(), "bolt").resolves


def test_m14_a_halo_off_the_battlefield_protects_nobody() -> None:
    """M14: Runed Halo's protection works only while it is on the battlefield."""
    table = mtg().put("halo", "Runed Halo", "battlefield").name_card("halo", "Lightning Bolt")
    cast(table, "bolt", "Lightning Bolt", ("ann",))
    table.do(MoveObject("halo", "graveyard"))
    assert resolution(table.derive(), "bolt").resolves


def test_m13_a_face_down_permanent_has_no_protection() -> None:
    """M13, 708.2: Foothill Guide cast face down (morph) has no abilities, so no protection
    from Goblins until it is turned face up."""
    table = mtg().put("guide", "Foothill Guide", "battlefield", face_down=True)
    table.put("goblin", "_____ Goblin", "battlefield", owner="ben")
    assert protected_from(table.derive(), "guide") == set()
    table.do(SetFaceDown("guide", False))
    assert protected_from(table.derive(), "guide") == {"goblin"}
