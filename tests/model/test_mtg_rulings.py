"""Magic name rulings M0a–M11 (../shared/RULES.md) on real cards, built through real actions."""

from __future__ import annotations

import pytest
from tables import Table, codes, missed_ids

from sandbox.cards.library import bundled_library
from sandbox.model import (
    ActionRefused,
    AddEffect,
    AddReference,
    Board,
    Choice,
    Derived,
    Effect,
    LooksFor,
    MakeChoice,
    MoveObject,
    ObjectFilter,
    ReferenceSpec,
    RemoveObject,
    SetController,
    SetFace,
    SetFaceDown,
)
from sandbox.model.rulesets import MTG


def card(name: str):  # type: ignore[no-untyped-def]
    return bundled_library().resolve("mtg", name)


def mtg() -> Table:
    return Table("mtg")


def sticker(table: Table, target: str, word: str, position: int, by: str = "ann") -> Table:
    return table.do(
        AddEffect(Effect("name_sticker", by, target=target, name=word, position=position))
    )


def copy(table: Table, target: str, of: str, by: str = "ann") -> Table:
    return table.do(
        AddEffect(Effect("copy", by, source_name="Clone", target=target, copy_of=card(of)))
    )


def judge_reference(
    table: Table, object_id: str, key: str, looks_for: LooksFor, among: ObjectFilter
) -> Table:
    spec = ReferenceSpec(key, "judge-written", "identification", looks_for, among)
    return table.do(AddReference(object_id, spec))


def names(derived: Derived, object_id: str) -> tuple[str, ...]:
    return derived.names[object_id].names


# --- zones and objects -------------------------------------------------------------------------


def test_mtg_zones_public_hidden_per_player_and_shared() -> None:
    """400.1: library and hand are hidden and per player; the battlefield, stack and exile are
    shared; graveyards are public and per player; the command zone has controllers."""
    zones = {z.kind: z for z in MTG.zones}
    assert {k for k, z in zones.items() if not z.public} == {"hand", "library"}
    assert {k for k, z in zones.items() if z.per_player} == {"hand", "library", "graveyard"}
    assert zones["command"].controlled and zones["stack"].controlled
    assert not zones["graveyard"].controlled


def test_owner_and_controller_are_kept_apart() -> None:
    """108.4: a stolen permanent has a controller other than its owner; in a graveyard the card
    has no controller."""
    table = mtg().put("bears", "Grizzly Bears", "battlefield", owner="ben")
    table.do(SetController("bears", "ann"))
    obj = table.board.object("bears")
    assert obj is not None and (obj.owner, MTG.controller_of(obj)) == ("ben", "ann")
    table.do(MoveObject("bears", "graveyard"))
    moved = table.board.object("bears")
    assert moved is not None and MTG.controller_of(moved) is None and moved.zone_owner == "ben"


# --- M0a: same name, different names ----------------------------------------------------------


def test_m0a_sharing_one_name_is_enough() -> None:
    """M0a, 201.2a: Fire // Ice in a graveyard has the same name as a Fire spell."""
    table = mtg().put("fire", "Fire // Ice", "stack").put("gy", "Fire // Ice", "graveyard")
    table.put("bolt", "Lightning Bolt", "graveyard")
    anchor = ObjectFilter(object_ids=("fire",))
    judge_reference(
        table, "fire", "same", LooksFor("same_name_as", anchor=anchor), ObjectFilter(("graveyard",))
    )
    finding = table.finding("fire:same")
    assert finding.found == ("gy",) and missed_ids(finding) == ["bolt"]


def test_m0a_a_nameless_object_has_the_same_name_as_nothing() -> None:
    """M0a, 201.2a: two face-down creatures do not share a name, not even "no name"."""
    table = mtg().put("a", "Foothill Guide", "battlefield", face_down=True)
    table.put("b", "Foothill Guide", "battlefield", owner="ben", face_down=True)
    table.put("eye", "Gifts Ungiven", "stack")
    judge_reference(table, "eye", "shared", LooksFor("shared_name"), ObjectFilter(("battlefield",)))
    finding = table.finding("eye:shared")
    assert finding.status == "fails" and missed_ids(finding) == ["a", "b"]
    assert "ref.nameless_shares_nothing" in codes(finding, "a")


def test_m0a_different_names_need_a_name_each() -> None:
    """M0a, 201.2b: a group has different names only if each has one and none is shared."""
    table = mtg().put("bolt", "Lightning Bolt", "graveyard").put("ice", "Fire // Ice", "graveyard")
    table.put("gifts", "Gifts Ungiven", "stack")
    group = ObjectFilter(("graveyard",))
    judge_reference(table, "gifts", "different", LooksFor("different_names"), group)
    assert table.finding("gifts:different").status == "finds"
    table.put("down", "Foothill Guide", "graveyard", face_down=True)
    finding = table.finding("gifts:different")
    assert finding.status == "fails" and missed_ids(finding) == ["down"]
    assert "ref.nameless_not_different" in codes(finding, "down")
    table.do(SetFaceDown("down", False)).put("bolt-2", "Lightning Bolt", "graveyard")
    finding = table.finding("gifts:different")
    assert finding.status == "fails" and missed_ids(finding) == ["bolt", "bolt-2"]


def test_m0a_a_named_object_differs_from_nameless_ones_but_not_the_reverse() -> None:
    """M0a, 201.2c: the first object needs a name; the others may have none."""
    table = mtg().put("down", "Foothill Guide", "battlefield", face_down=True)
    table.put("bears", "Grizzly Bears", "battlefield").put("bears-2", "Grizzly Bears", "exile")
    table.put("spell", "Gifts Ungiven", "stack")
    looks = LooksFor("different_name", anchor=ObjectFilter(object_ids=("down",)))
    judge_reference(table, "spell", "vs-nameless", looks, ObjectFilter(("battlefield", "exile")))
    finding = table.finding("spell:vs-nameless")
    assert set(finding.found) == {"bears", "bears-2"} and missed_ids(finding) == ["down"]
    looks = LooksFor("different_name", anchor=ObjectFilter(object_ids=("bears",)))
    judge_reference(table, "spell", "vs-bears", looks, ObjectFilter(("battlefield", "exile")))
    finding = table.finding("spell:vs-bears")
    assert finding.status == "fails" and missed_ids(finding) == ["bears", "bears-2", "down"]


# --- M0b, M0c: self-reference, flavor names ---------------------------------------------------


def test_m0b_own_name_means_this_object_whatever_its_name() -> None:
    """M0b, 201.5: a stickered Bonecrusher Giant's self-reference still finds it, and a Clone
    copying it refers to the Clone, not to the other Giant."""
    table = (
        mtg().put("giant", "Bonecrusher Giant", "battlefield").put("clone", "Clone", "battlefield")
    )
    sticker(table, "giant", "Mighty", 0)
    copy(table, "clone", "Bonecrusher Giant")
    derived = table.derive()
    assert names(derived, "giant") == ("Mighty Bonecrusher Giant",)
    giant, clone = derived.finding("giant:targeted"), derived.finding("clone:targeted")
    assert giant is not None and giant.found == ("giant",)
    assert clone is not None and clone.found == ("clone",)
    assert derived.finding("clone:copy") is None  # the copy has the copied card's abilities


def test_m0b_shortened_name_is_the_full_name() -> None:
    """M0b, 201.5c: "When Valki enters" is Valki, God of Lies referring to itself."""
    table = mtg().put("valki", "Valki, God of Lies", "battlefield")
    finding = table.finding("valki:exile")
    assert finding.use == "self" and finding.found == ("valki",)


def test_m0c_a_flavor_name_is_not_a_name() -> None:
    """M0c, 201.6: Lightning Bolt printed as "Hadoken" has only its Oracle name."""
    bolt = card("Lightning Bolt")
    assert bolt.name == "Lightning Bolt" and all(f.name != "Hadoken" for f in bolt.faces)
    table = mtg().put("bolt", "Lightning Bolt", "stack", owner="ben")
    table.put("mage", "Meddling Mage", "battlefield").name_card("mage", "Hadoken")
    assert table.finding("mage:stop").status == "fails"
    table.name_card("mage", "Lightning Bolt")
    assert table.finding("mage:stop").found == ("bolt",)


# --- M3–M7: which faces an object has where ---------------------------------------------------


@pytest.mark.parametrize(
    ("zone", "face", "expected"),
    [
        ("hand", -1, ("Fire", "Ice")),
        ("graveyard", -1, ("Fire", "Ice")),
        ("stack", 0, ("Fire",)),
        ("stack", 1, ("Ice",)),
        ("stack", -1, ("Fire", "Ice")),
    ],
)
def test_m3_split_card_names_by_zone(zone: str, face: int, expected: tuple[str, ...]) -> None:
    """M3, 709.3b, 709.4: both names except the half being cast on the stack."""
    table = mtg().put("fi", "Fire // Ice", zone).do(SetFace("fi", face))
    assert table.names("fi") == expected


def test_m3_meddling_mage_naming_fire_lets_ice_be_cast() -> None:
    """M3, 709.4a: Fire // Ice in hand has the chosen name; an Ice spell does not."""
    table = mtg().put("mage", "Meddling Mage", "battlefield").name_card("mage", "Fire")
    table.put("hand", "Fire // Ice", "hand", owner="ben").do(SetFace("hand", -1))
    table.put("ice", "Fire // Ice", "stack", owner="ben").do(SetFace("ice", 1))
    finding = table.finding("mage:stop")
    assert finding.found == ("hand",) and missed_ids(finding) == ["ice"]


@pytest.mark.parametrize(
    ("zone", "expected"),
    [
        ("battlefield", "Tok-Tok, Volcano Born"),
        ("stack", "Akki Lavarunner"),
        ("graveyard", "Akki Lavarunner"),
    ],
)
def test_m4_flipped_name_only_on_the_battlefield(zone: str, expected: str) -> None:
    """M4, 710.2: a flip card's alternative name applies only to a flipped permanent."""
    table = mtg().put("akki", "Akki Lavarunner", zone).do(SetFace("akki", 1))
    assert table.names("akki") == (expected,)


def test_m4_flipping_changes_which_abilities_count() -> None:
    """M4, 710.2: the flipped Tok-Tok no longer has Akki Lavarunner's "flip it" ability."""
    table = mtg().put("akki", "Akki Lavarunner", "battlefield")
    assert table.derive().finding("akki:flip") is not None
    table.do(SetFace("akki", 1))
    assert table.derive().finding("akki:flip") is None


@pytest.mark.parametrize(
    ("name", "zone", "expected"),
    [
        ("Delver of Secrets", "battlefield", "Insectile Aberration"),
        ("Delver of Secrets", "graveyard", "Delver of Secrets"),
        ("Agadeem's Awakening", "hand", "Agadeem's Awakening"),
        ("Agadeem's Awakening", "battlefield", "Agadeem, the Undercrypt"),
        ("Valki, God of Lies", "stack", "Tibalt, Cosmic Impostor"),
        ("Valki, God of Lies", "exile", "Valki, God of Lies"),
    ],
)
def test_m5_back_faces_on_stack_and_battlefield_only(name: str, zone: str, expected: str) -> None:
    """M5, 712.8a, 712.8f: a double-faced card has only its front face elsewhere."""
    table = mtg().put("dfc", name, zone).do(SetFace("dfc", 1))
    assert table.names("dfc") == (expected,)


def test_m5_moving_a_transformed_permanent_makes_a_front_face_object() -> None:
    """M5, 400.7, 712.8a: a transformed Delver that dies is Delver of Secrets again."""
    table = mtg().put("delver", "Delver of Secrets", "battlefield").do(SetFace("delver", 1))
    table.do(MoveObject("delver", "graveyard")).do(MoveObject("delver", "battlefield"))
    assert table.names("delver") == ("Delver of Secrets",)


def test_m6_melded_permanent_has_the_combined_back_face_name() -> None:
    """M6, 712.4b, 712.8g: Brisela only as a melded permanent on the battlefield."""
    table = mtg().put("bruna", "Bruna, the Fading Light", "battlefield")
    table.put("gisela", "Gisela, the Broken Blade", "battlefield")
    assert table.finding("gisela:bruna").found == ("bruna",)
    table.do(RemoveObject("gisela")).do(SetFace("bruna", 1))
    assert table.names("bruna") == ("Brisela, Voice of Nightmares",)
    table.put("needle", "Pithing Needle", "battlefield", owner="ben")
    table.name_card("needle", "Brisela, Voice of Nightmares", by="ben")
    assert table.finding("needle:stop").found == ("bruna",)
    table.do(MoveObject("bruna", "exile")).do(SetFace("bruna", 1))
    assert table.names("bruna") == ("Bruna, the Fading Light",)


def test_m6_melded_permanent_leaves_as_two_cards() -> None:
    """M6, 712.21: a melded Brisela that dies becomes Bruna and Gisela, two graveyard objects."""
    table = mtg().put("bruna", "Bruna, the Fading Light", "battlefield")
    table.do(SetFace("bruna", 1)).do(MoveObject("bruna", "graveyard"))
    graveyard = [o for o in table.board.objects if o.zone == "graveyard"]
    assert [o.id for o in graveyard] == ["bruna", "gisela-the-broken-blade"]
    assert [table.names(o.id) for o in graveyard] == [
        ("Bruna, the Fading Light",),
        ("Gisela, the Broken Blade",),
    ]
    assert all(o.owner == "ann" and o.zone_owner == "ann" for o in graveyard)
    assert table.board.object("gisela-the-broken-blade").card.faces[0].types  # type: ignore[union-attr]


def test_m6_only_a_melded_permanent_leaving_becomes_two() -> None:
    """712.21: an unmelded Bruna leaves as one card, and a melded one moving within the
    battlefield stays one object."""
    table = mtg().put("bruna", "Bruna, the Fading Light", "battlefield")
    table.do(MoveObject("bruna", "graveyard"))
    assert [o.id for o in table.board.objects] == ["bruna"]
    table = mtg().put("bruna", "Bruna, the Fading Light", "battlefield")
    table.do(SetFace("bruna", 1)).do(MoveObject("bruna", "battlefield", to_bottom=True))
    assert table.names("bruna") == ("Brisela, Voice of Nightmares",)
    assert len(table.board.objects) == 1


def test_m6_brisela_is_its_own_card_to_name() -> None:
    """M6: the combined back face resolves as its own card, with its characteristics only."""
    brisela = card("Brisela, Voice of Nightmares")
    assert [f.name for f in brisela.faces] == ["Brisela, Voice of Nightmares"]
    assert "Eldrazi" in brisela.faces[0].types


def test_m7_adventure_name_only_on_the_stack() -> None:
    """M7, 715.3b, 715.4: Stomp is the name of the spell cast as an Adventure, nowhere else."""
    table = mtg().put("giant", "Bonecrusher Giant", "stack").do(SetFace("giant", 1))
    assert table.names("giant") == ("Stomp",)
    assert table.derive().finding("giant:damage") is not None
    assert table.derive().finding("giant:targeted") is None
    table.do(MoveObject("giant", "exile")).do(SetFace("giant", 1))
    assert table.names("giant") == ("Bonecrusher Giant",)


# --- M9: name stickers ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card_name", "word", "position", "expected"),
    [
        ("Bear Cub", "Dark", 0, "Dark Bear Cub"),
        ("Bear Cub", "Dark", 1, "Bear Dark Cub"),
        ("Bear Cub", "Dark", 2, "Bear Cub Dark"),
        ("Bear Cub", "Dark", 9, "Bear Cub Dark"),
        ("Wolf in _____ Clothing", "Sheep's", 2, "Wolf in Sheep's Clothing"),
        ("Wolf in _____ Clothing", "Hungry", 0, "Hungry Wolf in _____ Clothing"),
        ("_____", "Atog", 0, "Atog"),
        ("_____-o-saurus", "Dino", 0, "Dino-o-saurus"),
        ("Last Voyage of the _____", "Argo", 4, "Last Voyage of the Argo"),
    ],
)
def test_m9_sticker_word_position(card_name: str, word: str, position: int, expected: str) -> None:
    """M9, 123.6a–c: after N words (blanks are not words), in a blank, or at the end."""
    table = mtg().put("o", card_name, "battlefield")
    assert table.names(sticker(table, "o", word, position).board.objects[0].id) == (expected,)


def test_m9_stickers_apply_in_timestamp_order() -> None:
    """M9, 123.6c: each sticker keeps its position from when it was placed."""
    table = mtg().put("rocket", "_____ _____ Rocketship", "battlefield")
    sticker(table, "rocket", "Red", 0)
    sticker(table, "rocket", "Fast", 1)
    assert table.names("rocket") == ("Red Fast Rocketship",)


def test_m9_copy_takes_printed_name_and_sticker_reapplies() -> None:
    """M9, 123.1, 123.6c: It That Betrays Eldrazi becomes Seeker of the Eldrazi Way; a Clone
    copying it is named It That Betrays, without the sticker."""
    table = mtg().put("it", "It That Betrays", "battlefield").put("clone", "Clone", "battlefield")
    sticker(table, "it", "Eldrazi", 3)
    assert table.names("it") == ("It That Betrays Eldrazi",)
    copy(table, "clone", "It That Betrays")
    copy(table, "it", "Seeker of the Way")
    derived = table.derive()
    assert names(derived, "it") == ("Seeker of the Eldrazi Way",)
    assert names(derived, "clone") == ("It That Betrays",)


def test_m9_a_later_text_changing_effect_wins_over_an_older_sticker() -> None:
    """M9, 123.6c: Witness Protection after the sticker: "Legitimate Businessperson"."""
    table = mtg().put("bears", "Grizzly Bears", "battlefield")
    sticker(table, "bears", "Fuzzy", 0)
    table.do(
        AddEffect(
            Effect(
                "set_name",
                "ann",
                source_name="Witness Protection",
                target="bears",
                name="Legitimate Businessperson",
            )
        )
    )
    assert table.names("bears") == ("Legitimate Businessperson",)
    sticker(table, "bears", "Honest", 0)
    assert table.names("bears") == ("Honest Legitimate Businessperson",)


def test_m9_stickers_survive_public_moves_and_are_lost_in_hidden_zones() -> None:
    """M9, 123.5: graveyard and exile keep them (an exception to 400.7); a hand does not."""
    table = mtg().put("wolf", "Wolf in _____ Clothing", "battlefield")
    sticker(table, "wolf", "Sheep's", 2)
    for zone in ("graveyard", "exile", "battlefield"):
        table.do(MoveObject("wolf", zone))
        assert table.names("wolf") == ("Wolf in Sheep's Clothing",), zone
    table.do(MoveObject("wolf", "hand")).do(MoveObject("wolf", "battlefield"))
    assert table.names("wolf") == ("Wolf in _____ Clothing",)
    assert [e.ended for e in table.board.effects] == ["hidden_zone"]  # listed as ended (123.5)


def test_m9_the_fae_of_wishes_example() -> None:
    """M9, 123.6c: "Fae of Mana Wishes" in exile is "Granted Mana" cast as its Adventure."""
    table = mtg().put("fae", "Fae of Wishes", "exile")
    sticker(table, "fae", "Mana", 2)
    assert table.names("fae") == ("Fae of Mana Wishes",)
    table.do(MoveObject("fae", "stack")).do(SetFace("fae", 1))
    assert table.names("fae") == ("Granted Mana",)
    table.do(MoveObject("fae", "exile"))
    assert table.names("fae") == ("Fae of Mana Wishes",)


def test_m9_a_face_down_permanent_is_named_by_its_stickers_alone() -> None:
    """M9, 708.2, 123.6b: face down it has no name, so a sticker's word is the whole name."""
    table = mtg().put("goblin", "_____ Goblin", "battlefield")
    sticker(table, "goblin", "Tiny", 0)
    table.do(SetFaceDown("goblin", True))
    assert table.names("goblin") == ("Tiny",)
    table.put("down", "Foothill Guide", "battlefield", face_down=True)
    state = table.derive().names["down"]
    assert state.names == () and state.nameless[0].code == "name.face_down"


def test_m9_no_sticker_on_an_object_you_do_not_own() -> None:
    """M9, 123.3b: even on a permanent you control, if you don't own it."""
    table = mtg().put("bears", "Grizzly Bears", "battlefield", owner="ben")
    table.do(SetController("bears", "ann"))
    with pytest.raises(ActionRefused) as refused:
        sticker(table, "bears", "Mine", 0, by="ann")
    assert refused.value.reason.code == "action.sticker_not_owner"
    sticker(table, "bears", "Mine", 0, by="ben")
    assert table.names("bears") == ("Mine Grizzly Bears",)


def test_m9_no_sticker_on_a_card_in_a_hidden_zone() -> None:
    """M9, 123.5: stickers are not kept on an object in a hidden zone."""
    table = mtg().put("bears", "Grizzly Bears", "hand")
    with pytest.raises(ActionRefused) as refused:
        sticker(table, "bears", "Secret", 0)
    assert refused.value.reason.code == "action.sticker_hidden"


# --- M10: Golgothian Sylex --------------------------------------------------------------------


def test_m10_sylex_judges_current_names() -> None:
    """M10: first printed in Antiquities, by the name each permanent has now."""
    table = mtg().put("sylex", "Golgothian Sylex", "battlefield")
    table.put("orni", "Ornithopter", "battlefield", owner="ben")
    table.put("mighty", "Ornithopter", "battlefield")
    table.put("clone", "Clone", "battlefield").put("blank", "_____", "battlefield")
    table.put("hand", "Millstone", "hand")
    sticker(table, "mighty", "Mighty", 0)
    copy(table, "clone", "Millstone")
    sticker(table, "blank", "Onulet", 0)
    finding = table.finding("sylex:sacrifice")
    assert set(finding.found) == {"sylex", "orni", "clone", "blank"}
    assert missed_ids(finding) == ["mighty"]
    assert codes(finding, "mighty") == ["ref.not_printed_in", "ref.printed_in_but_renamed"]
    hits = {hit.object_id: [r.code for r in hit.reasons] for hit in finding.hits}
    assert hits["orni"] == ["ref.first_printed_in"]  # by its printed name
    assert hits["clone"] == ["ref.first_printed_in", "effect.copy"]  # the copy gave it
    assert hits["blank"] == ["ref.first_printed_in", "effect.name_sticker"]


def test_m10_sylex_spares_tokens_even_with_an_antiquities_name() -> None:
    """M10: "each nontoken permanent": a token copy of Ornithopter is not looked at."""
    table = mtg().put("sylex", "Golgothian Sylex", "battlefield")
    table.put("token", "Zombie", "battlefield")
    copy(table, "token", "Ornithopter")
    finding = table.finding("sylex:sacrifice")
    assert table.names("token") == ("Ornithopter",) and "token" not in finding.found
    assert missed_ids(finding) == []


def test_m10_the_antiquities_names_are_data() -> None:
    """M10: the list is the cards first printed in ATQ, as the seed lists them (85 names)."""
    sylex = card("Golgothian Sylex")
    (spec,) = sylex.references
    assert spec.looks_for.set == "ATQ" and len(spec.looks_for.names) == 85
    atq = {c.name for c in bundled_library().cards("mtg") if c.first_printing == "ATQ"}
    assert atq == set(spec.looks_for.names)


# --- M11: undefined choices -------------------------------------------------------------------


def test_m11_a_copy_that_did_not_choose_has_an_undefined_choice() -> None:
    """M11, 607.2d: Grizzly Bears made a copy of Meddling Mage by Cytoshape made no choice."""
    table = mtg().put("mage", "Meddling Mage", "battlefield").name_card("mage", "Lightning Bolt")
    table.put("bears", "Grizzly Bears", "battlefield", owner="ben")
    table.put("bolt", "Lightning Bolt", "hand", owner="ben")
    copy(table, "bears", "Meddling Mage", by="ben")
    derived = table.derive()
    assert derived.finding("mage:stop") is not None
    undefined = derived.finding("bears:stop")
    assert undefined is not None and undefined.status == "n/a"
    assert [r.code for r in undefined.reasons] == ["ref.copied_ability", "ref.choice_undefined"]
    assert "M11" in undefined.rulings


def test_m11_a_gained_ability_without_its_linked_choice_does_nothing() -> None:
    """M11: an Island given "the chosen name" ability without "choose a card name"."""
    table = mtg().put("island", "Island", "battlefield")
    spec = ReferenceSpec(
        "gained",
        "Spells with the chosen name can't be cast.",
        "identification",
        LooksFor("chosen"),
        ObjectFilter(("stack",)),
    )
    table.do(AddReference("island", spec))
    assert table.finding("island:gained").status == "n/a"
    table.do(MakeChoice("island", Choice("named", "Island", "ann")))
    assert table.finding("island:gained").status == "fails"


def test_m15_an_entering_replacement_sees_the_permanent_it_would_be() -> None:
    """M15, 614.12: a Clone spell that will enter as Grizzly Bears gets Muzzio's counter; as a
    spell it is still named Clone, and once on the battlefield it is Grizzly Bears."""
    table = mtg().put("muzzio", "Muzzio's Preparations", "command")
    table.name_card("muzzio", "Grizzly Bears").put("clone", "Clone", "stack")
    bears = card("Grizzly Bears")
    table.do(
        AddEffect(Effect(
            "copy", "ann", "clone", "Clone", target="clone", copy_of=bears,
            applies_in=("battlefield",),
        ))
    )  # fmt: skip
    finding = table.finding("muzzio:counter")
    assert finding.found == ("clone",) and "M15" in finding.rulings
    assert table.names("clone") == ("Clone",)
    table.do(MoveObject("clone", "battlefield"))
    assert table.names("clone") == ("Grizzly Bears",)  # 400.7a: the effect carries over


def test_a_face_down_source_has_no_abilities() -> None:
    """708.2: a face-down Meddling Mage's "the chosen name" ability does nothing."""
    table = mtg().put("mage", "Meddling Mage", "battlefield").name_card("mage", "Lightning Bolt")
    table.do(SetFaceDown("mage", True))
    finding = table.finding("mage:stop")
    assert finding.status == "n/a" and finding.reasons[0].code == "ref.face_down_source"


def test_mtg_boards_are_boards() -> None:
    """The builder really builds an MTG board (the helper's own sanity)."""
    assert isinstance(mtg().board, Board) and mtg().board.game == "mtg"


def test_m6_an_effect_on_a_melded_permanent_ends_saying_it_left_as_two() -> None:
    """712.21, 400.7: the melded permanent's effects apply to neither of its two cards; the
    ended effect says so with its own message (not the plain zone change)."""
    table = mtg().put("bruna", "Bruna, the Fading Light", "battlefield")
    table.do(SetFace("bruna", 1)).mask("bruna", "Angel", by="ann")
    table.do(MoveObject("bruna", "graveyard"))
    assert [e.ended for e in table.board.effects] == ["left_as_two"]
    why = table.derive().inactive_effects[table.board.effects[0].id]
    assert (why.code, why.rules) == ("effect.ended_left_as_two", ("712.21", "400.7"))


def test_a_deck_rule_functions_outside_the_game_on_its_owner_s_deck() -> None:
    """MTG 113.6n: a deck construction rule ("A deck can have any number of cards named X")
    functions before the game begins: it looks at its owner's deck as printed (issue 20,
    point 3), and its explanation cites the deck construction rules, not FaB's."""
    table = mtg().put("rule", "Pithing Needle", "battlefield")
    table.put("mine", "Island", "library").put("theirs", "Island", "library", owner="ben")
    rule = ReferenceSpec(
        "deck",
        "A deck can have any number of cards named Island.",
        "identification",
        LooksFor("names", names=("Island",)),
        ObjectFilter(zones=("library",), zone_owner="owner"),
        outside_game=True,
    )
    finding = table.do(AddReference("rule", rule)).finding("rule:deck")
    assert finding.status == "finds" and finding.found == ("mine",)
    assert finding.reasons[0].code == "ref.outside_the_game"
    assert finding.reasons[0].rules == ("113.6n", "100.2a")
