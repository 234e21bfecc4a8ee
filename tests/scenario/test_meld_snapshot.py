"""A melded card embedded in a saved file keeps its partner (MTG 712.4a), so the melded
permanent still leaves the battlefield as two cards after the file reopens (712.21)."""

from __future__ import annotations

from dataclasses import replace

from sandbox.cards.library import CardLibrary, bundled_library
from sandbox.model import actions as act
from sandbox.model.board import Board, Player
from sandbox.scenario.convert import from_board
from sandbox.scenario.files import parse_scenario, scenario_json


def test_712_21_an_embedded_meld_card_reopens_with_its_partner() -> None:
    bruna = bundled_library().resolve("mtg", "Bruna, the Fading Light")
    assert bruna.meld_partner is not None
    # worded otherwise than the bundled card, so the file embeds it whole (an imported card)
    imported = replace(bruna, faces=(replace(bruna.faces[0], text="Flying"), *bruna.faces[1:]))
    players = (Player("ann", "Ann"), Player("ben", "Ben"))
    board = Board("mtg", players, active_player="ann")
    board = act.apply(board, act.AddObject(imported, "ann", "battlefield", object_id="bruna"))
    board = act.apply(board, act.SetFace("bruna", 1))
    text = scenario_json(from_board(board, library=bundled_library()))
    reopened = parse_scenario(text, "saved.json", CardLibrary([])).board
    assert reopened.object("bruna").card.meld_partner is not None  # type: ignore[union-attr]
    left = act.apply(reopened, act.MoveObject("bruna", "graveyard"))
    assert sorted(o.card.front.name for o in left.objects) == [
        "Bruna, the Fading Light",
        "Gisela, the Broken Blade",
    ]
