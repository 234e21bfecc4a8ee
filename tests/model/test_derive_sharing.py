"""derive works out names once for objects it cannot tell apart (same card, face and effects)
and never for objects that differ in a way a name depends on: these pin the differences."""

from __future__ import annotations

from sandbox.cards.library import bundled_library
from sandbox.model import (
    Board,
    Choice,
    Effect,
    GameObject,
    LooksFor,
    ObjectFilter,
    Player,
    ReferenceSpec,
    derive,
)

AKKI = "Akki Lavarunner // Tok-Tok, Volcano Born"
PLAYERS = (Player("ann", "Ann"), Player("ben", "Ben"))


def _mtg(name: str):  # type: ignore[no-untyped-def]
    return bundled_library().resolve("mtg", name)


def test_one_copy_effect_on_two_flipped_clones_names_each_by_its_zone() -> None:
    """707.3, 710.2 (M4): the same copy effect on two flipped one-faced Clones copying Akki
    Lavarunner: flipped status counts on the battlefield only, so the same card under the same
    effects has the flipped name there and the front name in the graveyard."""
    clone = _mtg("Clone")
    objects = (
        GameObject("on", clone, "ann", "ann", "battlefield", face=1),
        GameObject("off", clone, "ann", "ann", "graveyard", "ann", face=1),
    )
    both = ObjectFilter(object_ids=("on", "off"))
    copying = Effect("copy", "ann", id="e1", timestamp=1, affects=both, copy_of=_mtg(AKKI))
    derived = derive(Board("mtg", PLAYERS, objects, (copying,), active_player="ann"))
    assert derived.names["on"].names == ("Tok-Tok, Volcano Born",)
    assert derived.names["off"].names == ("Akki Lavarunner",)


def test_objects_of_one_card_under_different_effects_keep_their_own_names() -> None:
    """M9, 123.6: three Grizzly Bears, one under no effect, two under a group sticker and one
    of those also under its own: each has the names of its own effects, in timestamp order."""
    bears = _mtg("Grizzly Bears")
    objects = tuple(GameObject(f"b{n}", bears, "ann", "ann", "battlefield") for n in range(3))
    group = Effect(
        "name_sticker",
        "ann",
        id="e1",
        timestamp=1,
        affects=ObjectFilter(object_ids=("b1", "b2")),
        name="Tiny",
    )
    own = Effect("name_sticker", "ann", id="e2", timestamp=2, target="b2", name="Dark")
    derived = derive(Board("mtg", PLAYERS, objects, (group, own), active_player="ann"))
    assert derived.names["b0"].names == ("Grizzly Bears",)
    assert derived.names["b1"].names == ("Tiny Grizzly Bears",)
    assert derived.names["b2"].names == ("Dark Tiny Grizzly Bears",)


def test_a_gained_name_blocked_on_one_object_of_a_group_stays_its_own() -> None:
    """F8, F10 (FaB 1.0.2): Amnesia on every card Ben owns; a Mask of Many Faces on one of two
    Head Jabs: only that one lists the blocked gain, and both stay nameless."""
    head_jab = bundled_library().resolve("fab", "Head Jab", "1")
    objects = (
        GameObject("j1", head_jab, "ben", "ben", "hand", "ben"),
        GameObject("j2", head_jab, "ben", "ben", "hand", "ben"),
    )
    amnesia = Effect(
        "lose_names",
        "ann",
        id="e1",
        timestamp=1,
        source_name="Amnesia",
        affects=ObjectFilter(owner="ben"),
        cant_gain=True,
    )
    mask = Effect(
        "gain_name",
        "ann",
        id="e2",
        timestamp=2,
        source_name="Mask of Many Faces",
        target="j2",
        choice=Choice("named", "Snatch", "ann"),
    )
    derived = derive(Board("fab", PLAYERS, objects, (amnesia, mask), active_player="ann"))
    first, second = derived.names["j1"], derived.names["j2"]
    assert first.names == second.names == ()
    assert [r.code for r in first.nameless] == ["effect.lose_names_cant_gain"]
    assert [r.code for r in second.nameless] == [
        "effect.lose_names_cant_gain",
        "name.gain_blocked",
    ]
    assert derived.inactive_effects["e2"].code == "effect.blocked"


def _fab(name: str, pitch: str = "1"):  # type: ignore[no-untyped-def]
    return bundled_library().resolve("fab", name, pitch)


def _names_in(zone: str, owner: str, names: tuple[str, ...], **filters: object) -> ReferenceSpec:
    among = ObjectFilter(zones=(zone,), zone_owner=owner, **filters)  # type: ignore[arg-type]
    return ReferenceSpec("r", "judge-written", "identification", LooksFor("names", names), among)


def test_the_same_question_from_two_players_gets_each_its_own_answer() -> None:
    """F3 (exact names): the same judge-written "Head Jab in an opponent's graveyard" on a card
    of Ann's and on one of Ben's: "opponent" is seen from each source's owner, so each looks in
    the other's graveyard and finds only what is there."""
    asks = _names_in("graveyard", "opponent", ("Head Jab",))
    snatch = _fab("Snatch")
    objects = (
        GameObject("ann_asks", snatch, "ann", "ann", "hand", "ann", extra_references=(asks,)),
        GameObject("ben_asks", snatch, "ben", "ben", "hand", "ben", extra_references=(asks,)),
        GameObject("ann_jab", _fab("Head Jab"), "ann", "ann", "graveyard", "ann"),
        GameObject("ben_jab", _fab("Head Jab"), "ben", "ben", "graveyard", "ben"),
    )
    derived = derive(Board("fab", PLAYERS, objects, (), active_player="ann"))
    assert derived.finding("ann_asks:r").found == ("ben_jab",)  # type: ignore[union-attr]
    assert derived.finding("ben_asks:r").found == ("ann_jab",)  # type: ignore[union-attr]


def test_a_question_about_the_other_objects_leaves_out_each_asker() -> None:
    """M0a, 201.2: "permanents other than this one with the same name as another": the same
    ability on two Grizzly Bears; each leaves itself out of the group it looks at, so each
    finds only the other and is never among its own misses."""
    others = ReferenceSpec(
        "r",
        "other permanents sharing a name",
        "identification",
        LooksFor("shared_name"),
        ObjectFilter(zones=("battlefield",), exclude_source=True),
    )
    bears = _mtg("Grizzly Bears")
    objects = tuple(
        GameObject(f"b{n}", bears, "ann", "ann", "battlefield", extra_references=(others,))
        for n in range(3)
    )
    derived = derive(Board("mtg", PLAYERS, objects, (), active_player="ann"))
    for n in range(3):
        finding = derived.finding(f"b{n}:r")
        assert finding is not None
        assert f"b{n}" not in finding.found and len(finding.found) == 2


def test_a_name_shared_only_outside_the_group_is_not_shared_within_it() -> None:
    """M0a, 201.2a: "a permanent with the same name as another permanent": two Grizzly Bears
    on the battlefield share their name and the lone Island shares nothing. A third Bears in
    the graveyard is named exactly alike but is not in the group: with one battlefield Bears
    gone, the other shares its name with no permanent."""
    shared = ReferenceSpec(
        "r",
        "permanents sharing a name",
        "identification",
        LooksFor("shared_name"),
        ObjectFilter(zones=("battlefield",)),
    )
    bears, island = _mtg("Grizzly Bears"), _mtg("Island")
    clone = _mtg("Clone")
    objects = (
        GameObject("asker", clone, "ann", "ann", "hand", "ann", extra_references=(shared,)),
        GameObject("b1", bears, "ann", "ann", "battlefield"),
        GameObject("b2", bears, "ben", "ben", "battlefield"),
        GameObject("gy", bears, "ann", "ann", "graveyard", "ann"),
        GameObject("isl", island, "ann", "ann", "battlefield"),
    )
    finding = derive(Board("mtg", PLAYERS, objects, (), active_player="ann")).finding("asker:r")
    assert finding is not None and finding.found == ("b1", "b2")
    assert [miss.object_id for miss in finding.missed] == ["isl"]
    alone = tuple(o for o in objects if o.id != "b2")
    finding = derive(Board("mtg", PLAYERS, alone, (), active_player="ann")).finding("asker:r")
    assert finding is not None and finding.found == ()
    assert [miss.object_id for miss in finding.missed] == ["b1", "isl"]


def test_objects_nameless_for_the_same_reasons_share_one_tuple_of_them() -> None:
    """F10 (FaB 1.0.2): Amnesia on every card Ben owns: a Head Jab and a Snatch are nameless
    for the one same reason and share one tuple of reasons (matchers judge each tuple once);
    a Snatch that also had a name gain blocked has a tuple of its own."""
    objects = (
        GameObject("jab", _fab("Head Jab"), "ben", "ben", "hand", "ben"),
        GameObject("snatch", _fab("Snatch"), "ben", "ben", "graveyard", "ben"),
        GameObject("masked", _fab("Snatch"), "ben", "ben", "graveyard", "ben"),
    )
    amnesia = Effect(
        "lose_names", "ann", id="e1", timestamp=1, affects=ObjectFilter(owner="ben"),
        cant_gain=True,
    )  # fmt: skip
    mask = Effect(
        "gain_name", "ann", id="e2", timestamp=2, target="masked",
        choice=Choice("named", "Head Jab", "ann"),
    )  # fmt: skip
    names = derive(Board("fab", PLAYERS, objects, (amnesia, mask), active_player="ann")).names
    assert names["jab"] is not names["snatch"]
    assert names["jab"].nameless is names["snatch"].nameless
    assert [r.code for r in names["jab"].nameless] == ["effect.lose_names_cant_gain"]
    assert [r.code for r in names["masked"].nameless] == [
        "effect.lose_names_cant_gain",
        "name.gain_blocked",
    ]
