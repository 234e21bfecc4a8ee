"""Events take timestamps in order (MTG 613.7): adding an object, moving it (casting is a move
to the stack), turning it face up, adding an effect; no two events share one."""

from __future__ import annotations

from tables import Table

from sandbox.model import AddEffect, Choice, Effect, MakeChoice, MoveObject, TurnFaceUp


def test_613_7_each_event_gets_the_next_timestamp() -> None:
    """613.7: add, cast, resolve, turn face up and a new effect are five events, in order."""
    table = Table("mtg").put("bears", "Grizzly Bears", "hand")
    added = table.board.object("bears")
    assert added is not None and added.entered_at == 1
    table.do(MoveObject("bears", "stack"))
    table.do(MoveObject("bears", "battlefield"))
    entered = table.board.object("bears")
    assert entered is not None and entered.entered_at == 3
    table.put("summoning", "Secret Summoning", "command", face_down=True)
    table.do(TurnFaceUp("summoning", "ann"))
    turned = table.board.object("summoning")
    assert turned is not None and turned.face_up_since == 5
    table.do(AddEffect(Effect("gain_name", "ann", target="bears", name="Bruiser")))
    assert table.board.effects[-1].timestamp == 6


def test_613_7_explanations_never_compare_a_timestamp_with_itself() -> None:
    """M17, 613.7: a Bears that entered just before Secret Summoning was turned face up is
    explained with two different timestamps, the event's earlier."""
    table = Table("mtg").put("summoning", "Secret Summoning", "command", face_down=True)
    table.do(MakeChoice("summoning", Choice("named", "Grizzly Bears", "ann", secret=True)))
    table.put("bears", "Grizzly Bears", "hand")
    table.do(MoveObject("bears", "battlefield"))
    table.do(TurnFaceUp("summoning", "ann"))
    finding = table.finding("summoning:enters")
    (miss,) = finding.missed
    params = dict(miss.reasons[0].params)
    assert params["event"] < params["face_up"]


def test_613_7_moving_within_a_zone_is_not_an_event() -> None:
    """Reordering a library changes no object: it takes no timestamp."""
    table = (
        Table("mtg")
        .put("bears", "Grizzly Bears", "library")
        .put("bolt", "Lightning Bolt", "library")
    )
    before = table.board.next_timestamp
    table.do(MoveObject("bears", "library", to_bottom=True))
    assert table.board.next_timestamp == before
