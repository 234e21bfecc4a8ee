"""Removing an object rewrites what points at it, and the app never invents an id a file uses."""

from __future__ import annotations

from dataclasses import replace

from sandbox.cards.library import bundled_library
from sandbox.model import (
    GONE,
    AddEffect,
    Board,
    Duration,
    Effect,
    GameObject,
    LooksFor,
    ObjectFilter,
    Player,
    ReferenceSpec,
    RemoveEffect,
    RemoveObject,
    apply,
    removal_consequences,
)

LIB = bundled_library()
SNATCH = LIB.resolve("fab", "Snatch", "1")
AMNESIA = LIB.resolve("fab", "Amnesia")


def board() -> Board:
    players = (Player("ann", "Ann"), Player("ben", "Ben"))
    objects = (
        GameObject("amnesia-card", AMNESIA, "ben", "ben", "arena"),
        GameObject(
            "snatch",
            SNATCH,
            "ann",
            "ann",
            "combat_chain",
            targets=("amnesia-card",),
            target_marks=(0,),
        ),
        GameObject("material", SNATCH, "ann", "ann", "arena", under="amnesia-card"),
    )
    effects = (
        Effect(
            "lose_names",
            "ben",
            "amnesia-card",
            "Amnesia",
            affects=ObjectFilter(owner="ann"),
            id="e1",
            timestamp=1,
        ),
        Effect(
            "lose_names",
            "ben",
            "amnesia-card",
            "",
            Duration("while_source_in_play"),
            affects=ObjectFilter(owner="ann"),
            id="e2",
            timestamp=2,
        ),
        Effect("gain_name", "ann", name="Katsu", target="amnesia-card", id="e3", timestamp=3),
        Effect(
            "gain_name",
            "ann",
            name="Katsu",
            affects=ObjectFilter(object_ids=("amnesia-card", "snatch")),
            id="e4",
            timestamp=4,
        ),
    )
    return Board("fab", players, objects, effects, active_player="ann", next_timestamp=5)


def test_removing_a_source_keeps_its_effect_by_name_and_unlinks_everything_else() -> None:
    after = apply(board(), RemoveObject("amnesia-card"))
    assert [e.id for e in after.effects] == ["e1", "e4"]  # e2 lasted while it was in play, e3 on it
    amnesia = after.effect("e1")
    assert amnesia is not None and amnesia.source_id is None and amnesia.source_name == "Amnesia"
    listed = after.effect("e4")
    assert listed is not None and listed.affects is not None
    assert listed.affects.object_ids == ("snatch",)
    snatch, material = after.object("snatch"), after.object("material")
    assert snatch is not None and snatch.targets == ("amnesia-card",)
    assert snatch.target_marks == (GONE,)  # an illegal target on resolution (M12, 608.2b)
    assert material is not None and material.under is None and material.zone == "arena"


def test_an_effect_listing_only_the_removed_object_ends_rather_than_hit_everything() -> None:
    start = board()
    only = replace(start.effects[3], affects=ObjectFilter(object_ids=("amnesia-card",)))
    start = start.with_changes(effects=(*start.effects[:3], only))
    after = apply(start, RemoveObject("amnesia-card"))
    assert "e4" not in [e.id for e in after.effects]


def test_a_copied_card_s_written_ability_forgets_the_removed_object_it_lists() -> None:
    """A copy effect keeps the card it copied (MTG 707.2b), with the abilities a judge wrote
    on it; one listing the removed object by id forgets it, as on the objects' own cards, so
    the saved board reopens as it was (tests/scenario/test_reload.py, seed 3296174560)."""
    written = ReferenceSpec(
        key="judge1",
        text="Snatch's controller draws a card.",
        use="identification",
        looks_for=LooksFor("names", ("Snatch",)),
        among=ObjectFilter(object_ids=("snatch", "amnesia-card")),
        origin="written",
    )
    copied = replace(SNATCH, references=(written,))
    copy = Effect("copy", "ann", target="material", copy_of=copied, id="e5", timestamp=5)
    start = board()
    start = start.with_changes(effects=(*start.effects, copy), next_timestamp=6)
    after = apply(start, RemoveObject("amnesia-card"))
    kept = after.effect("e5")
    assert kept is not None and kept.copy_of is not None
    assert [r.among.object_ids for r in kept.copy_of.references] == [("snatch",)]


def test_the_consequences_are_told_for_the_undo_text() -> None:
    codes = [r.code for r in removal_consequences(board(), "amnesia-card")]
    assert codes.count("removal.effect_ends") == 2
    assert {"removal.source_forgotten", "removal.uncovered", "removal.untargeted"} <= set(codes)
    assert "removal.unlisted" in codes


def test_a_new_effect_never_takes_an_id_a_file_already_uses() -> None:
    start = board().with_changes(next_timestamp=2)
    after = apply(start, AddEffect(Effect("gain_name", "ann", name="X", target="snatch")))
    ids = [e.id for e in after.effects]
    assert len(ids) == len(set(ids)) and ids[-1] == "e2-2"
    removed = apply(after, RemoveEffect("e2-2"))
    assert [e.id for e in removed.effects] == ["e1", "e2", "e3", "e4"]
