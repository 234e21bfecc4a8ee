"""Players named through the source's targets or trigger (issue 20, point 4): "target player's
graveyard", "its controller's library" after "target creature", "their graveyard" of the caster
of the triggering spell. Boards are built through real actions; each reference finds only the
objects of the player those words mean, and says what is missing before that player is known."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tables import Table

from sandbox.model import (
    ActionRefused,
    AddReference,
    LooksFor,
    ObjectFilter,
    ReferenceSpec,
    SetController,
    SetLinks,
    SetTargets,
)

BEARS = LooksFor("names", names=("Grizzly Bears",))


def graveyards_with_bears(table: Table) -> Table:
    table.put("truth", "Echoing Truth", "stack")
    table.put("ann-bears", "Grizzly Bears", "graveyard", owner="ann")
    return table.put("ben-bears", "Grizzly Bears", "graveyard", owner="ben")


def judge(table: Table, among: ObjectFilter, source: str = "truth") -> Table:
    spec = ReferenceSpec("look", "judge-written", "identification", BEARS, among)
    return table.do(AddReference(source, spec))


def test_target_players_graveyard_is_the_graveyard_of_the_player_it_targets_m0a() -> None:
    """M0a (201.2): "cards named Grizzly Bears in target player's graveyard" finds only the
    targeted player's, whoever controls the spell."""
    table = judge(
        graveyards_with_bears(Table("mtg")), ObjectFilter(("graveyard",), "target_player")
    )
    table.do(SetTargets("truth", ("ben",)))
    assert table.finding("truth:look").found == ("ben-bears",)
    table.do(SetTargets("truth", ("ann",)))
    assert table.finding("truth:look").found == ("ann-bears",)


def test_before_the_target_player_is_chosen_the_reference_says_so() -> None:
    table = judge(
        graveyards_with_bears(Table("mtg")), ObjectFilter(("graveyard",), "target_player")
    )
    finding = table.finding("truth:look")
    assert finding.status == "n/a" and finding.found == ()
    assert [r.code for r in finding.reasons] == ["ref.unset_target_player"]


def test_a_target_object_is_not_a_target_player() -> None:
    table = judge(
        graveyards_with_bears(Table("mtg")), ObjectFilter(("graveyard",), "target_player")
    )
    table.put("cub", "Bear Cub", "battlefield", owner="ben")
    table.do(SetTargets("truth", ("cub",)))
    assert table.finding("truth:look").status == "n/a"


def test_its_controller_is_the_controller_of_the_target_not_its_owner_m0a() -> None:
    """Eradicate: "Search its controller's graveyard … for all cards with the same name as that
    creature": Ann owns the target, Ben controls it, so Ben's graveyard is searched."""
    table = graveyards_with_bears(Table("mtg"))
    table.put("stolen", "Grizzly Bears", "battlefield", owner="ann")
    table.do(SetController("stolen", "ben"))
    judge(table, ObjectFilter(("graveyard",), "controller_of:target"))
    table.do(SetTargets("truth", ("stolen",)))
    assert table.finding("truth:look").found == ("ben-bears",)


def test_the_owner_of_the_target_is_who_owns_it() -> None:
    table = graveyards_with_bears(Table("mtg"))
    table.put("stolen", "Grizzly Bears", "battlefield", owner="ann")
    table.do(SetController("stolen", "ben"))
    judge(table, ObjectFilter(("graveyard",), "owner_of:target"))
    table.do(SetTargets("truth", ("stolen",)))
    assert table.finding("truth:look").found == ("ann-bears",)


def test_the_controller_of_the_triggering_spell_is_whoever_cast_it() -> None:
    """Dragonlord Kolaghan: "an opponent casts a … spell with the same name as a card in their
    graveyard": their is the caster of the spell that triggered it."""
    table = graveyards_with_bears(Table("mtg"))
    table.put("cast", "Grizzly Bears", "stack", owner="ben")
    judge(table, ObjectFilter(("graveyard",), "controller_of:trigger"))
    assert [r.code for r in table.finding("truth:look").reasons] == [
        "ref.unset_controller_of_trigger"
    ]
    table.do(SetLinks("truth", (("trigger", "cast"),)))
    assert table.finding("truth:look").found == ("ben-bears",)


@pytest.mark.parametrize("field", ["zone_owner", "owner"])
def test_every_player_field_takes_a_related_player(field: str) -> None:
    table = graveyards_with_bears(Table("mtg"))
    among = ObjectFilter(("graveyard",), **{field: "target_player"})  # type: ignore[arg-type]
    judge(table, among).do(SetTargets("truth", ("ben",)))
    assert table.finding("truth:look").found == ("ben-bears",)


def test_permanents_the_target_player_controls_m0a() -> None:
    """ "Grizzly Bears target player controls": Ben controls Ann's Bears, so they are found."""
    table = Table("mtg").put("truth", "Echoing Truth", "stack")
    table.put("ann-bears", "Grizzly Bears", "battlefield", owner="ann")
    table.put("stolen", "Grizzly Bears", "battlefield", owner="ann")
    table.do(SetController("stolen", "ben"))
    judge(table, ObjectFilter(("battlefield",), controller="target_player"))
    table.do(SetTargets("truth", ("ben",)))
    assert table.finding("truth:look").found == ("stolen",)


def test_a_word_that_is_no_related_player_is_refused() -> None:
    table = graveyards_with_bears(Table("mtg"))
    with pytest.raises(ActionRefused):
        judge(table, ObjectFilter(("graveyard",), "controller_of:nobody"))


# --- type negation in filters (issue 20, point 4) ------------------------------------------------


def test_not_types_leave_out_objects_of_those_types() -> None:
    """ "all nonland cards named …": a land with the name is not found (201.2, 205.2)."""
    table = Table("mtg").put("truth", "Echoing Truth", "stack")
    table.put("bears", "Grizzly Bears", "hand", owner="ben")
    table.put("island", "Island", "hand", owner="ben")
    spec = ReferenceSpec(
        "look",
        "judge-written",
        "identification",
        LooksFor("names", names=("Grizzly Bears", "Island")),
        ObjectFilter(("hand",), not_types=("land",)),
    )
    table.do(AddReference("truth", spec))
    assert table.finding("truth:look").found == ("bears",)
    every_type = replace(spec, key="all", among=ObjectFilter(("hand",)))
    table.do(AddReference("truth", every_type))
    assert set(table.finding("truth:all").found) == {"bears", "island"}


def test_a_targeting_requirement_reads_the_player_it_targets_m12() -> None:
    """MTG 115.1, 608.2b (M12): "target creature target player controls": a creature Ben
    controls meets it when the spell also targets Ben, not when it targets Ann."""
    table = Table("mtg").put("truth", "Echoing Truth", "stack")
    table.put("cub", "Bear Cub", "battlefield", owner="ben")
    spec = ReferenceSpec(
        "req",
        "target creature target player controls",
        "identification",
        LooksFor("any"),
        ObjectFilter(("battlefield",), controller="target_player"),
        targets=(1,),
    )
    table.do(AddReference("truth", spec))
    table.do(SetTargets("truth", ("ben", "cub")))
    assert table.derive().resolution("truth").legal == ("ben", "cub")
    table.do(SetTargets("truth", ("ann", "cub")))
    assert table.derive().resolution("truth").illegal == ("cub",)
