"""Copies are of objects (MTG 707.2, 707.2b, 707.3, 707.8, 708.2a): the model works out the
copiable values of the object copied; stickers, gained and set names are not copied."""

from __future__ import annotations

from tables import Table

from sandbox.model import AddEffect, Effect, SetFace, SetFaceDown


def copy(table: Table, copier: str, original: str) -> Table:
    return table.do(AddEffect(Effect("copy", "ben", target=copier, copy_of_object=original)))


def bears_and_clone() -> Table:
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    return table.put("clone", "Clone", "battlefield", owner="ben")


def test_707_2_a_copy_takes_the_printed_name_not_a_sticker() -> None:
    """707.2, M9: the Bears has a name sticker; Clone copying it is named Grizzly Bears."""
    table = bears_and_clone()
    table.do(AddEffect(Effect("name_sticker", "ann", target="bears", name="Grumpy")))
    assert table.names("bears") == ("Grumpy Grizzly Bears",)
    copy(table, "clone", "bears")
    assert table.names("clone") == ("Grizzly Bears",)


def test_707_2_set_and_gained_names_are_not_copiable() -> None:
    """707.2: text-changing effects (Witness Protection) and gained names are not copied."""
    table = bears_and_clone()
    table.do(AddEffect(Effect("set_name", "ben", target="bears", name="Legitimate")))
    table.do(AddEffect(Effect("gain_name", "ann", target="bears", name="Bruiser")))
    copy(table, "clone", "bears")
    assert table.names("clone") == ("Grizzly Bears",)


def test_707_3_a_copy_of_a_copy_has_the_first_copys_values() -> None:
    """707.3: a second Clone copying the first (a copy of the Bears) is a Grizzly Bears."""
    table = bears_and_clone().put("clone-2", "Clone", "battlefield", owner="ben")
    copy(table, "clone", "bears")
    copy(table, "clone-2", "clone")
    assert table.names("clone-2") == ("Grizzly Bears",)
    assert table.board.effects[-1].copy_of is not None
    assert table.board.effects[-1].copy_of.name == "Grizzly Bears"


def test_708_2a_a_copy_of_a_face_down_object_has_no_name() -> None:
    """707.2, 708.2a: the copiable values of a face-down object have no name."""
    table = bears_and_clone().do(SetFaceDown("bears", True))
    copy(table, "clone", "bears")
    state = table.derive().names["clone"]
    assert state.names == ()
    assert state.nameless[-1].code == "name.copied_face_down"


def test_707_2b_later_changes_to_the_original_do_not_change_the_copy() -> None:
    """707.2b: the values are locked as the copy begins; turning the Bears face down later,
    or the Bears losing its sticker, changes nothing for the Clone."""
    table = bears_and_clone()
    copy(table, "clone", "bears")
    table.do(SetFaceDown("bears", True))
    assert table.names("clone") == ("Grizzly Bears",)


def test_707_8_a_copy_of_a_transformed_permanent_copies_the_face_up() -> None:
    """707.8: Clone copying a transformed Delver of Secrets is an Insectile Aberration."""
    table = Table("mtg").put("delver", "Delver of Secrets", "battlefield")
    table.put("clone", "Clone", "battlefield", owner="ben").do(SetFace("delver", 1))
    copy(table, "clone", "delver")
    assert table.names("clone") == ("Insectile Aberration",)


def test_a_copy_has_the_copied_objects_abilities() -> None:
    """707.2a: Clone copying a Meddling Mage has its abilities (and makes its own choice)."""
    table = Table("mtg").put("mage", "Meddling Mage", "battlefield")
    table.put("clone", "Clone", "battlefield", owner="ben")
    copy(table, "clone", "mage")
    finding = table.finding("clone:stop")
    assert finding.status == "n/a"  # no choice made for the copy (707.6)


AKKI = "Akki Lavarunner // Tok-Tok, Volcano Born"


def test_707_3_a_flipped_object_copying_a_flip_card_has_the_flipped_name() -> None:
    """707.3 (Tomoya example), 710.2, 110.5c: flipped status is the copy's own; a flipped
    object that becomes a copy of an unflipped flip card has the flipped half's name."""
    table = Table("mtg").put("akki", AKKI, "battlefield").put("other", AKKI, "battlefield")
    table.do(SetFace("akki", 1))
    copy(table, "akki", "other")
    assert table.names("akki") == ("Tok-Tok, Volcano Born",)


def test_707_3_a_non_flip_copy_of_a_flip_card_can_be_flipped() -> None:
    """707.3, 110.5c: a Clone copying an unflipped Akki Lavarunner is an Akki Lavarunner; it
    can flip, and then it is Tok-Tok, Volcano Born."""
    table = Table("mtg").put("akki", AKKI, "battlefield").put("clone", "Clone", "battlefield")
    copy(table, "clone", "akki")
    assert table.names("clone") == ("Akki Lavarunner",)
    table.do(SetFace("clone", 1))
    assert table.names("clone") == ("Tok-Tok, Volcano Born",)


def test_707_3_a_copy_among_many_effects_is_found_and_the_board_lists_only_copies() -> None:
    """707.3 on a table with other effects around the copy: the copy effects are looked up
    among the board's copy effects alone, in order, and the copy of a copy still works."""
    table = bears_and_clone().put("clone-2", "Clone", "battlefield", owner="ben")
    table.do(AddEffect(Effect("name_sticker", "ann", target="bears", name="Grumpy")))
    copy(table, "clone", "bears")
    table.do(AddEffect(Effect("gain_name", "ann", target="clone", name="Bruiser")))
    copy(table, "clone-2", "clone")
    board = table.board
    assert [e.target for e in board.copy_effects] == ["clone", "clone-2"]
    assert all(e.kind == "copy" for e in board.copy_effects)
    assert table.names("clone-2") == ("Grizzly Bears",)
