"""Cards with several faces embedded in a saved file reopen as they were, without the card
data: a melded card keeps its partner (MTG 712.4a), so the melded permanent still leaves the
battlefield as two cards (712.21); an imported FaB double-faced card keeps both faces and its
kind (FaB 9.1), so its names are still those of its active face."""

from __future__ import annotations

from dataclasses import replace

from sandbox.cards.library import CardLibrary, bundled_library, fab_dfc_card
from sandbox.model import AddObject, Board, MoveObject, Player, SetFace, apply, derive
from sandbox.model.cards import single_face_card
from sandbox.scenario.files import parse_scenario, scenario_json
from sandbox.scenario.write import from_board


def test_712_21_an_embedded_meld_card_reopens_with_its_partner() -> None:
    bruna = bundled_library().resolve("mtg", "Bruna, the Fading Light")
    assert bruna.meld_partner is not None
    # worded otherwise than the bundled card, so the file embeds it whole (an imported card)
    imported = replace(bruna, faces=(replace(bruna.faces[0], text="Flying"), *bruna.faces[1:]))
    players = (Player("ann", "Ann"), Player("ben", "Ben"))
    board = Board("mtg", players, active_player="ann")
    board = apply(board, AddObject(imported, "ann", "battlefield", object_id="bruna"))
    board = apply(board, SetFace("bruna", 1))
    text = scenario_json(from_board(board, library=bundled_library()))
    reopened = parse_scenario(text, "saved.json", CardLibrary([])).board
    assert reopened.object("bruna").card.meld_partner is not None  # type: ignore[union-attr]
    left = apply(reopened, MoveObject("bruna", "graveyard"))
    assert sorted(o.card.front.name for o in left.objects) == [
        "Bruna, the Fading Light",
        "Gisela, the Broken Blade",
    ]


def test_fab_9_1_an_embedded_double_faced_card_reopens_with_both_faces() -> None:
    construct = single_face_card("fab", "Construct Nitro Mechanoid", ("Action", "Construct"))
    item = single_face_card("fab", "Nitro Mechanoid", ("Weapon", "Equipment", "Item"))
    card = fab_dfc_card(construct, item, "flip")  # as an import gives it, not in the library
    players = (Player("ann", "Ann"), Player("ben", "Ben"))
    board = Board("fab", players, active_player="ann")
    board = apply(board, AddObject(card, "ann", "weapon", object_id="nitro", face=1))
    text = scenario_json(from_board(board, library=bundled_library()))
    reopened = parse_scenario(text, "saved.json", CardLibrary([])).board
    again = reopened.object("nitro")
    assert again is not None and again.card.layout == "flip" and again.card == card
    assert derive(reopened).names["nitro"].names == ("Nitro Mechanoid",)  # 9.1.3b
    left = apply(reopened, MoveObject("nitro", "graveyard"))
    assert derive(left).names["nitro"].names == ("Construct Nitro Mechanoid",)  # 3.0.9
