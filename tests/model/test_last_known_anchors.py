"""Related anchors by last known information (MTG 608.2h; issue 20, point 4), ruling M0a.

Eradicate: "Exile target nonblack creature. Search its controller's graveyard, hand, and library
for all cards with the same name as that creature and exile them." The search compares with the
target as it last existed once the target has left the battlefield (the spell's own exile makes
it a new object, 400.7); a target still there is compared as it is now, turned face down or
not (a face-down object has no name, 708.2a). A judge's `anchor_as` "current" compares it as it
is now whatever happened; "as_related" as it was when targeted, through a face-down turn too.
"""

from __future__ import annotations

from dataclasses import replace

from tables import Table

from sandbox.model import (
    AddEffect,
    AddObject,
    CardDef,
    Effect,
    Face,
    Finding,
    LooksFor,
    MoveObject,
    ObjectFilter,
    ReferenceSpec,
    RemoveObject,
    SetFaceDown,
    SetLinks,
    SetTargets,
    apply,
)
from sandbox.scenario.files import parse_scenario, scenario_json
from sandbox.scenario.write import from_board

SEARCH = ReferenceSpec(
    "search",
    "Search its controller's graveyard, hand, and library for all cards with the same name as"
    " that creature and exile them.",
    "identification",
    LooksFor("same_name_as", anchor=ObjectFilter(related="target"), include_anchor=True),
    ObjectFilter(zones=("graveyard", "hand", "library"), zone_owner="controller_of:target"),
    rulings=("M0a",),
)
ERADICATE = CardDef(
    "mtg",
    "Eradicate",
    (Face("Eradicate", ("Sorcery",), "Exile target nonblack creature. " + SEARCH.text),),
    references=(SEARCH,),
)


def eradicate(search: ReferenceSpec = SEARCH) -> Table:
    """Ann's Eradicate on the stack targeting Ben's Grizzly Bears; Ben has another Grizzly Bears
    in his library and in his graveyard, and a Bear Cub in his hand."""
    table = Table("mtg")
    table.put("bears", "Grizzly Bears", "battlefield", owner="ben")
    table.put("library-bears", "Grizzly Bears", "library", owner="ben")
    table.put("graveyard-bears", "Grizzly Bears", "graveyard", owner="ben")
    table.put("cub", "Bear Cub", "hand", owner="ben")
    card = replace(ERADICATE, references=(search,))
    table.do(AddObject(card, "ann", "stack", object_id="eradicate", targets=("bears",)))
    return table


def named_by_effect(table: Table, name: str) -> Table:
    """An effect that sets the target's name while it stays on the battlefield."""
    effect = Effect("set_name", "ben", source_name="a judge", target="bears", name=name)
    return table.do(AddEffect(effect))


def search(table: Table) -> Finding:
    return table.finding("eradicate:search")


def summary(finding: Finding) -> list[str]:
    return [r.code for r in finding.reasons]


def cited(finding: Finding, code: str) -> tuple[str, ...]:
    return next(r.rules for r in finding.reasons if r.code == code)


# --- (a) the target left the battlefield: a new object, compared as it last existed -------------


def test_m0a_the_exiled_target_is_compared_as_it_last_existed() -> None:
    """M0a, 608.2h: Eradicate exiles the Bears, then searches for its name: the cards named
    Grizzly Bears are found, and the finding says it compared the target as it last existed."""
    table = eradicate().do(MoveObject("bears", "exile"))
    finding = search(table)
    assert finding.status == "finds"
    assert sorted(finding.found) == ["graveyard-bears", "library-bears"]
    assert "ref.anchor_last_known" in summary(finding)
    assert cited(finding, "ref.anchor_last_known") == ("608.2h",)


def test_m0a_a_target_that_died_keeps_the_name_an_effect_gave_it() -> None:
    """M0a, 608.2h, 400.7: named Bear Cub by an effect when it died, the Bears is compared as
    Bear Cub (the effect ended with the move, so in the graveyard it is Grizzly Bears again)."""
    table = named_by_effect(eradicate(), "Bear Cub").do(MoveObject("bears", "graveyard"))
    assert table.names("bears") == ("Grizzly Bears",)  # as it is now
    finding = search(table)
    assert finding.found == ("cub",)
    assert "graveyard-bears" not in finding.found and "bears" not in finding.found


def test_m0a_the_first_change_is_the_one_remembered() -> None:
    """M0a, 608.2h: a creature that died and was then exiled is remembered as the creature."""
    table = named_by_effect(eradicate(), "Bear Cub")
    table.do(MoveObject("bears", "graveyard")).do(MoveObject("bears", "exile"))
    assert search(table).found == ("cub",)


# --- (b) turned face up or down: still in its zone, compared as it is now ---------------------


def as_related() -> ReferenceSpec:
    return replace(SEARCH, looks_for=replace(SEARCH.looks_for, anchor_as="as_related"))


def test_m0a_a_target_turned_face_down_is_compared_as_it_is_now() -> None:
    """M0a, 608.2h, 708.2a: turned face down after Eradicate targeted it, the Bears is still on
    the battlefield, the zone it was expected in: it is compared as it is now, with no name, and
    the finding says why."""
    table = eradicate().do(SetFaceDown("bears", True))
    assert table.names("bears") == ()
    finding = search(table)
    assert finding.status == "fails" and finding.found == ()
    assert "ref.anchor_nameless" in summary(finding)
    assert cited(finding, "ref.anchor_as_now_in_zone") == ("608.2h", "708.2a")


def test_m0a_as_related_finds_a_target_turned_face_down_by_its_old_name() -> None:
    """M0a: a judge's reading ("as_related"): the Bears is compared as it was when targeted,
    named Grizzly Bears, though it is face down now; the finding says it is that reading."""
    table = eradicate(as_related()).do(SetFaceDown("bears", True))
    finding = search(table)
    assert finding.status == "finds"
    assert sorted(finding.found) == ["graveyard-bears", "library-bears"]
    assert "ref.anchor_nameless" not in summary(finding)
    assert cited(finding, "ref.anchor_as_related") == ("608.2h",)


def test_m0a_a_face_down_target_that_left_was_nameless() -> None:
    """M0a, 608.2h, 708.2a: turned face down, then exiled by Eradicate, the Bears is face up in
    exile, named Grizzly Bears, but as it last existed on the battlefield it had no name:
    nothing has the same name (as it is now it would find both Bears)."""
    table = eradicate().do(SetFaceDown("bears", True)).do(MoveObject("bears", "exile"))
    assert table.names("bears") == ("Grizzly Bears",)
    finding = search(table)
    assert finding.status == "fails" and finding.found == ()
    assert cited(finding, "ref.anchor_last_known_nameless") == ("608.2h", "708.2a")
    as_targeted = eradicate(as_related()).do(SetFaceDown("bears", True))
    as_targeted.do(MoveObject("bears", "exile"))
    assert sorted(search(as_targeted).found) == ["graveyard-bears", "library-bears"]


def test_m0a_a_face_down_target_turned_face_up_is_compared_as_it_is_now() -> None:
    """M0a, 608.2h: targeted while face down, then turned face up on the battlefield: compared
    as it is now, named Grizzly Bears; as it was when targeted ("as_related") it had no name."""
    for search_spec, status in ((SEARCH, "finds"), (as_related(), "fails")):
        table = eradicate(search_spec).do(SetFaceDown("bears", True))
        table.do(SetTargets("eradicate", ("bears",))).do(SetFaceDown("bears", False))
        assert search(table).status == status


# --- (c) the target stayed: compared as it is now ---------------------------------------------


def test_m0a_a_target_still_on_the_battlefield_is_compared_as_it_is_now() -> None:
    """M0a, 608.2h: still on the battlefield, the Bears is compared with its current names: an
    effect that names it Bear Cub after it was targeted applies."""
    table = named_by_effect(eradicate(), "Bear Cub")
    finding = search(table)
    assert finding.found == ("cub",)
    assert "ref.anchor_last_known" not in summary(finding)


def test_m0a_targeted_after_the_change_it_is_compared_as_it_is_now() -> None:
    """M0a, 608.2h: face down before Eradicate targeted it, the creature was expected face
    down: compared as it is now, with no name, it has the same name as nothing."""
    table = eradicate().do(SetFaceDown("bears", True)).do(SetTargets("eradicate", ("bears",)))
    finding = search(table)
    assert finding.status == "fails"
    assert "ref.anchor_nameless" in summary(finding)
    assert "ref.anchor_last_known" not in summary(finding)


# --- (d) a judge's reading: the anchor as it is now --------------------------------------------


def test_m0a_anchor_as_current_compares_the_exiled_target_as_it_is_now() -> None:
    """M0a: with `anchor_as` "current" the target turned face down and then exiled is compared
    as the card in exile, named Grizzly Bears."""
    current = replace(SEARCH, looks_for=replace(SEARCH.looks_for, anchor_as="current"))
    table = eradicate(current).do(SetFaceDown("bears", True)).do(MoveObject("bears", "exile"))
    finding = search(table)
    assert sorted(finding.found) == ["graveyard-bears", "library-bears"]
    assert not [code for code in summary(finding) if code.startswith("ref.anchor_")]


def test_m0a_anchor_as_current_after_a_move_uses_the_new_object() -> None:
    """M0a: with `anchor_as` "current" the Bears that died is compared as the card in the
    graveyard, Grizzly Bears, not as the Bear Cub it was named on the battlefield."""
    current = replace(SEARCH, looks_for=replace(SEARCH.looks_for, anchor_as="current"))
    table = named_by_effect(eradicate(current), "Bear Cub").do(MoveObject("bears", "graveyard"))
    assert sorted(search(table).found) == ["bears", "graveyard-bears", "library-bears"]


# --- what the board remembers, and when it forgets ---------------------------------------------


def test_only_objects_relating_to_it_remember_a_move() -> None:
    """A move remembers the object only for the objects that target or link to it."""
    table = eradicate()
    table.put("other", "Grizzly Bears", "battlefield", owner="ben")
    before = table.board
    table.do(MoveObject("other", "graveyard"))
    assert table.board.object("eradicate") == before.object("eradicate")
    table.do(MoveObject("bears", "exile"))
    eradicate_now = table.board.object("eradicate")
    assert eradicate_now is not None
    known = eradicate_now.known_as("bears")
    assert known is not None and known.names == ("Grizzly Bears",)


def test_targets_chosen_again_forget_what_changed() -> None:
    """Targets chosen again after the move relate to the new object: compared as it is now."""
    table = named_by_effect(eradicate(), "Bear Cub").do(MoveObject("bears", "graveyard"))
    table.do(SetTargets("eradicate", ("bears",)))
    eradicate_now = table.board.object("eradicate")
    assert eradicate_now is not None and eradicate_now.last_known == ()
    assert "bears" in search(table).found


def test_removing_the_target_forgets_it() -> None:
    """A judge who removes the target from the table removes what was remembered of it."""
    table = eradicate().do(MoveObject("bears", "exile"))
    board = apply(table.board, RemoveObject("bears"))
    eradicate_now = board.object("eradicate")
    assert eradicate_now is not None and eradicate_now.last_known == ()


def test_the_source_moving_forgets_what_it_remembered() -> None:
    """MTG 400.7: the spell itself becoming a new object relates to nothing any more."""
    table = eradicate().do(MoveObject("bears", "exile")).do(MoveObject("eradicate", "graveyard"))
    eradicate_now = table.board.object("eradicate")
    assert eradicate_now is not None and eradicate_now.last_known == ()


def test_a_link_broken_by_a_move_forgets_what_was_remembered() -> None:
    """The card exiled with an object, turned face down (remembered), then moved on: it is a
    new object no longer linked (MTG 400.7, 607.2a), so nothing of it is remembered either, and
    the board saves and reopens (a record is only of a target or a link; found by the reload
    property test, seed 2530858729)."""
    table = eradicate()
    table.do(SetLinks("eradicate", (("linked", "cub"),)))
    table.do(SetFaceDown("cub", True))
    remembered = table.board.object("eradicate")
    assert remembered is not None and remembered.known_as("cub") is not None
    table.do(MoveObject("cub", "graveyard"))
    eradicate_now = table.board.object("eradicate")
    assert eradicate_now is not None
    assert eradicate_now.links == () and eradicate_now.known_as("cub") is None
    reopened = parse_scenario(scenario_json(from_board(table.board, title="t")), "t.json")
    assert reopened.board == table.board


def test_m0a_a_different_name_from_the_target_as_it_last_existed() -> None:
    """M0a, 201.2c, 608.2h: "a different name than that creature" compares with the target as
    it last existed too: named Bear Cub when it died, the Grizzly Bears cards differ from it."""
    different = ReferenceSpec(
        "different",
        "cards with a different name than that creature",
        "identification",
        LooksFor("different_name", anchor=ObjectFilter(related="target")),
        ObjectFilter(zones=("graveyard", "hand", "library"), zone_owner="controller_of:target"),
    )
    table = named_by_effect(eradicate(different), "Bear Cub").do(MoveObject("bears", "graveyard"))
    finding = table.finding("eradicate:different")
    assert sorted(finding.found) == ["bears", "graveyard-bears", "library-bears"]
    assert "ref.anchor_last_known" in summary(finding)
