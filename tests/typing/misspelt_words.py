"""Misspelt words of the model's vocabulary and ruling ids that mypy must refuse
(tests/test_quality.py runs mypy on this file and expects an error on each line marked
"misspelt", and no other)."""

from __future__ import annotations

from sandbox.cards.reference_schema import LooksForModel
from sandbox.model import Duration, Effect, Finding, LooksFor, ObjectFilter, ReferenceSpec
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
WHY = reason("ref.found_nothing", rulings=("F6", "M0"))  # misspelt: no ruling M0 (M0a, M0b)


def file_words(expect: ExpectModel, look: LooksForModel) -> bool:
    # the file models check words at run time (pydantic); their fields are typed for mypy too
    if expect.status == "fail":  # misspelt: fails
        return True
    return look.kind == "chosen_name"  # misspelt: chosen
