"""Zone names inside sentences are words in the user's language, never codes (issue 11.9)."""

from __future__ import annotations

import pytest

from sandbox.messages import render
from sandbox.messages.zones import ZONES
from sandbox.model import (
    ActionRefused,
    AddObject,
    Board,
    CardDef,
    Face,
    Player,
    SetController,
    apply,
)
from sandbox.model.reasons import reason
from sandbox.model.rulesets import RULESETS


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_zone_of_both_games_has_words_in_each_language(language: str) -> None:
    codes = {zone.kind for ruleset in RULESETS.values() for zone in ruleset.zones}
    missing = codes - set(ZONES[language])
    assert not missing


def test_the_refusal_banner_names_the_graveyard_in_spanish() -> None:
    # the banner used to say "objetos de la zona graveyard"
    card = CardDef(game="mtg", name="Grizzly Bears", faces=(Face(name="Grizzly Bears"),))
    board = Board("mtg", (Player("ann", "Ann"), Player("ben", "Ben")), (), (), 1, "ann", 1, "")
    board = apply(board, AddObject(card, "ann", "graveyard", object_id="bears"))
    with pytest.raises(ActionRefused) as refused:
        apply(board, SetController("bears", "ben"))
    assert render(refused.value.reason, "es") == "los objetos del cementerio no tienen controlador"
    assert render(refused.value.reason, "en") == "objects in the graveyard have no controller"


def test_a_list_of_zones_reads_as_words_with_or() -> None:
    why = reason("ref.not_functioning", zone="combat_chain", needs=("battlefield", "command"))
    assert render(why, "es") == (
        "su fuente está en la cadena de combate, y la habilidad solo funciona en el campo de"
        " batalla o la zona de mando"
    )
    assert "combat_chain" not in render(why, "en")


def test_a_zone_a_file_typed_is_quoted_as_typed() -> None:
    why = reason("action.unknown_zone", zone="battlefield", game="fab")
    assert render(why, "es") == "no hay ninguna zona «battlefield» en fab"
