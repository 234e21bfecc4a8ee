"""Effects that end stay listed with why (MTG 400.7, 123.5, 514.2; FaB 3.0.5b, F9, F11), and
an effect whose every result is blocked reads "blocked" (F10, FaB 1.0.2)."""

from __future__ import annotations

from tables import Table

from sandbox.model import (
    AddEffect,
    AdvanceTurn,
    Choice,
    Derived,
    Duration,
    Effect,
    MoveObject,
    ObjectFilter,
    state_of,
)


def state(derived: Derived, effect_id: str) -> tuple[str, str]:
    why = derived.inactive_effects.get(effect_id)
    return state_of(why), why.code if why is not None else ""


def test_123_5_a_sticker_lost_in_a_hidden_zone_ends_with_the_rule() -> None:
    """M9, 123.5: the Bears goes to its owner's hand; the sticker stays listed as ended."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    table.do(AddEffect(Effect("name_sticker", "ann", target="bears", name="Grumpy")))
    table.do(MoveObject("bears", "hand"))
    derived = table.derive()
    assert state(derived, "e2") == ("ended", "effect.ended_hidden_zone")
    assert derived.inactive_effects["e2"].rules == ("123.5",)
    assert table.board.effects[0].ended == "hidden_zone"
    assert derived.names["bears"].names == ("Grizzly Bears",)


def test_400_7_an_effect_on_a_permanent_that_left_ends() -> None:
    """400.7: a set-name effect on a creature that dies ends: the card in the graveyard is a
    new object."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    table.do(AddEffect(Effect("set_name", "ben", target="bears", name="Legitimate")))
    table.do(MoveObject("bears", "graveyard"))
    assert state(table.derive(), "e2") == ("ended", "effect.ended_left_zone")


def test_f9_a_gained_name_ends_when_its_object_leaves_the_arena(table: Table) -> None:
    """F9, FaB 3.0.5b: Mask's name on Head Jab ends as Head Jab goes to the graveyard."""
    table.put("head-jab", "Head Jab", "combat_chain", pitch="1").mask("head-jab", "Surging Strike")
    table.do(MoveObject("head-jab", "graveyard"))
    derived = table.derive()
    assert state(derived, "e2") == ("ended", "effect.ended_left_zone")
    assert derived.inactive_effects["e2"].rulings == ("F9",)


def test_f11_amnesia_expiring_stays_listed_as_ended(table: Table) -> None:
    """F11: Amnesia lasts until Ben's next turn; once it starts, Amnesia is listed as ended."""
    table.put("snatch", "Snatch", "hand", pitch="1").amnesia("ann", by="ben")
    table.do(AdvanceTurn("ben"))
    derived = table.derive()
    assert state(derived, "e2") == ("ended", "effect.ended_duration")
    assert derived.names["snatch"].names == ("Snatch",)


def test_514_2_an_until_end_of_turn_effect_ends_with_the_turn() -> None:
    """514.2: "until end of turn" ends at cleanup; the effect says so, citing the rule."""
    table = Table("mtg").put("bears", "Grizzly Bears", "battlefield")
    effect = Effect(
        "set_name", "ann", target="bears", name="Bruiser", duration=Duration("this_turn")
    )
    table.do(AddEffect(effect)).do(AdvanceTurn())
    why = table.derive().inactive_effects["e2"]
    assert why.code == "effect.ended_duration" and why.rules == ("514.2",)


def test_f10_mask_under_amnesia_is_blocked_not_applying(table: Table) -> None:
    """F10, 1.0.2: every name Mask would give is blocked by Amnesia: it reads "blocked"."""
    table.put("head-jab", "Head Jab", "combat_chain", pitch="1").amnesia("ann", by="ben")
    table.mask("head-jab", "Surging Strike")
    derived = table.derive()
    assert state(derived, "e3") == ("blocked", "effect.blocked")
    assert state(derived, "e2") == ("applies", "")


def test_f10_mask_is_blocked_only_when_every_result_is(table: Table) -> None:
    """F10: a Mask effect on a group that gives one object its name applies, even if another
    object of the group is under Amnesia."""
    table.put("jab-a", "Head Jab", "combat_chain", pitch="1")
    table.put("jab-b", "Head Jab", "combat_chain", owner="ben", pitch="1").amnesia("ann", by="ben")
    group = ObjectFilter(zones=("combat_chain",))
    choice = Choice("named", "Surging Strike", "ann")
    table.do(AddEffect(Effect("gain_name", "ann", affects=group, choice=choice)))
    assert state(table.derive(), "e4")[0] == "applies"
