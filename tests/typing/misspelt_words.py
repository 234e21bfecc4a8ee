"""Misspelt words of the model's vocabulary and ruling ids that mypy must refuse
(tests/test_quality.py runs mypy on this file and expects an error on each line marked
"misspelt", and no other)."""

from __future__ import annotations

from sandbox.cards.reference_schema import LooksForModel
from sandbox.model import (
    Board,
    CardDef,
    Duration,
    Effect,
    Finding,
    GameObject,
    LooksFor,
    MoveObject,
    NameEntry,
    ObjectFilter,
    ReferenceSpec,
    ruleset_for,
)
from sandbox.model.reasons import reason
from sandbox.scenario.schema import ExpectModel


def finds(finding: Finding) -> bool:
    return finding.status == "found"  # misspelt: the statuses are finds, fails, n/a


def spelt_right(finding: Finding) -> bool:
    return finding.status == "finds" and finding.use == "identification"


LOSE = Effect("lose_name", "ann")  # misspelt: lose_names
TURN = Duration("this_turns")  # misspelt: this_turn
LOOK = LooksFor("same_names_as")  # misspelt: same_name_as
SPEC = ReferenceSpec("k", "text", "identify", LooksFor("names"))  # misspelt: identification
AMONG = ObjectFilter(related="targets")  # misspelt: target
CARD = CardDef("fab", "Snatch", ())
MOVE = MoveObject("x", "battlefeld")  # misspelt: battlefield
PUT = GameObject("o", CARD, "ann", "ann", zone="grave")  # misspelt: graveyard
LIBRARY = ObjectFilter(zones=("libary",))  # misspelt: library
SELF = LooksFor("self")
IN_PLAY = ReferenceSpec("k", "t", "self", SELF, functions_in=("arenas",))  # misspelt: arena
TABLE = Board(game="magic", players=())  # misspelt: mtg
TOKEN = CardDef("mtgx", "Zombie", ())  # misspelt: mtg
RULES = ruleset_for("FaB")  # misspelt: fab
GIVEN = NameEntry("Ann", "gain", "current")  # misspelt: gained
SPELT = (MoveObject("x", "battlefield"), ObjectFilter(zones=("arena", "library")), Board("mtg", ()))
WHY = reason("ref.found_nothing", rulings=("F6", "M0"))  # misspelt: no ruling M0 (M0a, M0b)


def file_words(expect: ExpectModel, look: LooksForModel) -> bool:
    # the file models check words at run time (pydantic); their fields are typed for mypy too
    if expect.status == "fail":  # misspelt: fails
        return True
    return look.kind == "chosen_name"  # misspelt: chosen
