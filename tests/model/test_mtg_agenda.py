"""Hidden agenda (M16–M18): secret names, the special action, trigger timing, who may see."""

from __future__ import annotations

import pytest
from tables import Table

from sandbox.model import ActionRefused, Choice, MakeChoice, TurnFaceUp
from sandbox.model.visibility import (
    may_see_choice,
    may_see_object,
    secret_keepers,
    visible_choices,
)


def secretly(table: Table, object_id: str, name: str, by: str = "ann", key: str = "named") -> Table:
    return table.do(MakeChoice(object_id, Choice(key, name, by, secret=True)))


def conspiracy(table: Table, object_id: str, card: str, name: str, owner: str = "ann") -> Table:
    table.put(object_id, card, "command", owner=owner, face_down=True)
    return secretly(table, object_id, name, by=owner)


def agenda_table() -> Table:
    table = Table("mtg")
    conspiracy(table, "stroke", "Double Stroke", "Lightning Bolt")
    conspiracy(table, "action", "Immediate Action", "Grizzly Bears")
    conspiracy(table, "favor", "Brago's Favor", "Fire", owner="ben")
    return table


# --- M16 ---------------------------------------------------------------------------------------


def test_m16_several_conspiracies_each_with_its_own_secret_name() -> None:
    """M16: each face-down conspiracy keeps the name chosen for it alone."""
    table = agenda_table()
    chosen = {o.id: o.choice("named") for o in table.board.objects}
    assert {k: c.name for k, c in chosen.items() if c} == {
        "stroke": "Lightning Bolt",
        "action": "Grizzly Bears",
        "favor": "Fire",
    }
    assert all(c is not None and c.secret for c in chosen.values())
    derived = table.derive()
    for object_id in ("stroke", "action", "favor"):
        assert derived.names[object_id].names == ()


def test_m16_face_down_conspiracies_do_nothing() -> None:
    """M16, M17: face down, a static ability does nothing, nor does a triggered one."""
    table = agenda_table().put("bears", "Grizzly Bears", "battlefield")
    derived = table.derive()
    haste, copy = derived.finding("action:haste"), derived.finding("stroke:copy")
    assert haste is not None and haste.status == "n/a"
    assert haste.reasons[0].code == "ref.face_down_source"
    assert copy is not None and copy.status == "n/a"
    assert copy.reasons[0].code == "ref.face_down_trigger"


def test_m16_who_may_see_a_secret_name() -> None:
    """M16, 702.106b: the player who chose it (and the judge) may read it; the other may not."""
    table = agenda_table()
    board = table.board
    stroke = board.object("stroke")
    assert stroke is not None
    choice = stroke.choice("named")
    assert choice is not None
    assert may_see_choice(board, stroke, choice, None)
    assert may_see_choice(board, stroke, choice, "ann")
    assert not may_see_choice(board, stroke, choice, "ben")
    assert secret_keepers(board, stroke, choice) == ("ann",)
    assert visible_choices(board, stroke, "ben")[0].name is None
    assert may_see_object(board, stroke, "ann") and not may_see_object(board, stroke, "ben")


# --- M17 ---------------------------------------------------------------------------------------


def test_m17_turning_face_up_reveals_the_name_and_the_abilities_work() -> None:
    """M17, 702.106c: a special action; the name is revealed to everyone."""
    table = agenda_table().put("bears", "Grizzly Bears", "battlefield")
    stamp = table.board.next_timestamp
    table.do(TurnFaceUp("action", "ann"))
    action = table.board.object("action")
    assert action is not None and not action.face_down and action.face_up_since == stamp
    choice = action.choice("named")
    assert choice is not None and not choice.secret
    assert may_see_choice(table.board, action, choice, "ben")
    finding = table.finding("action:haste")
    assert finding.status == "finds" and finding.found == ("bears",)
    assert table.names("action") == ("Immediate Action",)


@pytest.mark.parametrize(
    ("object_id", "player", "code"),
    [
        ("stroke", "ben", "action.not_your_conspiracy"),
        ("bears", "ann", "action.not_face_down"),
        ("morph", "ann", "action.not_hidden_agenda"),
    ],
)
def test_m17_the_special_action_is_only_for_your_face_down_conspiracies(
    object_id: str, player: str, code: str
) -> None:
    """M17, 116.2j: only a face-down conspiracy you control in the command zone."""
    table = agenda_table().put("bears", "Grizzly Bears", "battlefield")
    table.put("morph", "Foothill Guide", "battlefield", face_down=True)
    with pytest.raises(ActionRefused) as refused:
        table.do(TurnFaceUp(object_id, player))
    assert refused.value.reason.code == code


def test_m17_the_special_action_is_refused_in_flesh_and_blood() -> None:
    """The special action is Magic's: FaB's ruleset refuses it."""
    table = Table("fab").put("jab", "Head Jab", "arsenal", pitch="1", face_down=True)
    with pytest.raises(ActionRefused) as refused:
        table.do(TurnFaceUp("jab", "ann"))
    assert refused.value.reason.code == "action.no_special_action"


def test_m17_a_trigger_needs_the_conspiracy_face_up_before_the_event() -> None:
    """M17: Secret Summoning turned face up after a Grizzly Bears entered does not trigger for
    it; a Grizzly Bears entering afterwards does."""
    table = Table("mtg")
    conspiracy(table, "summoning", "Secret Summoning", "Grizzly Bears")
    table.put("before", "Grizzly Bears", "battlefield")
    table.do(TurnFaceUp("summoning", "ann"))
    table.put("after", "Grizzly Bears", "battlefield")
    finding = table.finding("summoning:enters")
    assert finding.found == ("after",)
    (late,) = finding.missed
    assert late.object_id == "before" and late.reasons[0].code == "ref.face_up_after_event"
    assert "M17" in finding.rulings


def test_m17_a_conspiracy_face_up_from_the_start_triggers_for_everything() -> None:
    """M17, 613.7j: a conspiracy without hidden agenda is face up as the game begins."""
    table = Table("mtg").put("summoning", "Secret Summoning", "command")
    table.do(MakeChoice("summoning", Choice("named", "Grizzly Bears", "ann")))
    table.put("bears", "Grizzly Bears", "battlefield")
    assert table.finding("summoning:enters").found == ("bears",)


# --- M18 ---------------------------------------------------------------------------------------


def test_m18_the_chosen_name_triggers_once_per_matching_object() -> None:
    """M18: two Lightning Bolts Ann casts trigger Double Stroke twice; Ben's does not."""
    table = Table("mtg").put("stroke", "Double Stroke", "command")
    table.do(MakeChoice("stroke", Choice("named", "Lightning Bolt", "ann")))
    table.put("bolt-1", "Lightning Bolt", "stack").put("bolt-2", "Lightning Bolt", "stack")
    table.put("bolt-3", "Lightning Bolt", "stack", owner="ben")
    finding = table.finding("stroke:copy")
    assert set(finding.found) == {"bolt-1", "bolt-2"}
    (per_object,) = [r for r in finding.reasons if r.code == "ref.triggers_per_object"]
    assert per_object.param("count") == "2" and per_object.rulings == ("M18",)


def test_m18_double_agenda_names_two_cards() -> None:
    """M16, M18, 702.106f: Summoner's Bond's two secret names each find their own spells."""
    table = Table("mtg").put("bond", "Summoner's Bond", "command")
    table.do(MakeChoice("bond", Choice("named", "Grizzly Bears", "ann")))
    table.do(MakeChoice("bond", Choice("named_2", "Clone", "ann")))
    table.put("bears", "Grizzly Bears", "stack").put("clone", "Clone", "stack")
    derived = table.derive()
    first, second = derived.finding("bond:first"), derived.finding("bond:second")
    assert first is not None and first.found == ("bears",)
    assert second is not None and second.found == ("clone",)
