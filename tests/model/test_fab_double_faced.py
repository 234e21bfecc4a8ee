"""FaB double-faced cards (CR 9.1): the names their active face(s) give in every zone, and
the explanation that names the rule (ruling F1: a name is a property of the active face)."""

from __future__ import annotations

from tables import Table, codes

from sandbox.cards.library import bundled_library
from sandbox.model import AddReference, LooksFor, MoveObject, ObjectFilter, ReferenceSpec, SetFace


def _looking_for(table: Table, name: str) -> None:
    """Ben's judge-written ability looking for `name` anywhere."""
    table.put("probe", "Amnesia", "permanent", owner="ben")
    look = LooksFor("names", names=(name,))
    spec = ReferenceSpec("seek", f"a card named {name}", "identification", look, ObjectFilter())
    table.do(AddReference("probe", spec))


def test_the_library_pairs_each_double_faced_card_by_the_rules() -> None:
    """9.1.3 (front subtype invocation/figment), 9.1.4 (two hero faces), 9.1.5 (transcend)."""
    library = bundled_library()
    kinds = {
        name: library.resolve("fab", name).layout
        for name in ("Invoke Azvolai", "Figment of War", "Levia, Redeemed", "Stir the Pot")
    }
    assert kinds == {
        "Invoke Azvolai": "flip",
        "Figment of War": "flip",
        "Levia, Redeemed": "twin",
        "Stir the Pot": "transcend",
    }
    azvolai = library.resolve("fab", "Azvolai")  # the back face's name finds the card
    assert azvolai.name == "Invoke Azvolai // Azvolai"
    assert [face.name for face in azvolai.faces] == ["Invoke Azvolai", "Azvolai"]


def test_9_1_3_a_flip_card_has_its_front_name_until_its_back_face_is_made_active(
    table: Table,
) -> None:
    """9.1.3b: front face active in the game until an effect makes the back face active (the
    invocation resolving); the card is its front face again once it is a new object (3.0.9)."""
    table.put("invoke", "Invoke Azvolai", "hand")
    assert table.names("invoke") == ("Invoke Azvolai",)
    table.do(MoveObject("invoke", "stack"))
    assert table.names("invoke") == ("Invoke Azvolai",)
    table.do(MoveObject("invoke", "permanent")).do(SetFace("invoke", 1))
    assert table.names("invoke") == ("Azvolai",)
    table.do(MoveObject("invoke", "graveyard"))
    assert table.names("invoke") == ("Invoke Azvolai",)


def test_9_1_3_the_explanation_names_the_active_face_rule(table: Table) -> None:
    """A search for the back face's name misses the card in hand and says why (9.1.3b); once
    the back face is active the hit is explained by it (9.1.3b, 3.0.9)."""
    table.put("invoke", "Invoke Azvolai", "hand")
    _looking_for(table, "Azvolai")
    finding = table.finding("probe:seek")
    assert "name.fab_flip_front" in codes(finding, "invoke")
    table.do(MoveObject("invoke", "permanent")).do(SetFace("invoke", 1))
    finding = table.finding("probe:seek")
    hit = next(h for h in finding.hits if h.object_id == "invoke")
    back = next(r for r in hit.reasons if r.code == "name.fab_flip_back")
    assert back.rules == ("9.1.3b", "3.0.9") and back.param("other") == "Invoke Azvolai"


def test_9_1_4_a_twin_card_has_both_names_outside_the_arena_and_one_in_it(table: Table) -> None:
    """9.1.4a: outside the arena and not on the stack both faces are active; 9.1.4b: in the
    arena only the face it was put there as."""
    table.put("levia", "Levia, Redeemed", "banished")
    assert table.names("levia") == ("Levia, Redeemed", "Blasmophet, Levia Consumed")
    table.do(MoveObject("levia", "hero")).do(SetFace("levia", 1))
    assert table.names("levia") == ("Blasmophet, Levia Consumed",)
    table.do(SetFace("levia", 0))
    assert table.names("levia") == ("Levia, Redeemed",)
    derived = table.derive()
    assert derived.names["levia"].moniker == "Levia"
    assert [r.code for r in derived.names["levia"].faces_why] == ["name.fab_twin_one"]


def test_9_1_5_a_transcend_card_stays_transcended_as_a_new_object(table: Table) -> None:
    """9.1.5b: Stir the Pot transcends into Inner Chi, which stays active when it moves to a
    zone outside the arena (a new object, 3.0.9), unlike a flip-card."""
    table.put("pot", "Stir the Pot", "hand")
    assert table.names("pot") == ("Stir the Pot",)
    table.do(MoveObject("pot", "stack")).do(SetFace("pot", 1))
    assert table.names("pot") == ("Inner Chi",)
    table.do(MoveObject("pot", "hand")).do(MoveObject("pot", "pitch"))
    assert table.names("pot") == ("Inner Chi",)
    why = table.derive().names["pot"].faces_why
    assert [(r.code, r.rules) for r in why] == [("name.fab_transcend_back", ("9.1.5b", "3.0.9"))]


def test_9_2_a_split_card_explains_its_names(table: Table) -> None:
    """9.2.2: both sides' names in hand; 9.2.3: only the chosen side's on the stack."""
    table.put("storm", "Comet Storm // Shock", "hand")
    assert [r.code for r in table.derive().names["storm"].faces_why] == ["name.fab_split_both"]
    table.do(MoveObject("storm", "stack")).do(SetFace("storm", 1))
    why = table.derive().names["storm"].faces_why
    assert [(r.code, r.param("name")) for r in why] == [("name.fab_split_chosen", "Shock")]


def test_9_1_2c_an_effect_keeps_applying_when_the_other_face_becomes_active(
    table: Table,
) -> None:
    """9.1.2c: an effect on a double-faced card still applies once another face defines its
    properties, as long as it does not become a new object between (F8: names add up)."""
    table.put("invoke", "Invoke Azvolai", "permanent").mask("invoke", "Surging Strike")
    table.do(SetFace("invoke", 1))
    assert table.names("invoke") == ("Azvolai", "Surging Strike")
    table.do(MoveObject("invoke", "graveyard"))  # a new object (3.0.9): the effect ends
    assert table.names("invoke") == ("Invoke Azvolai",)
