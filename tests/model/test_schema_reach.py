"""The reference schema's reach (issue 9, point 3), on boards built through real actions:
anchors related to the source (its target, the object that triggered it, the cards exiled with it,
the card it revealed), "not named X", several chosen names, for whom a token is created, and
"cards named <its own name>" in every zone."""

from __future__ import annotations

import pytest
from tables import Table, codes, missed_ids

from sandbox.model import (
    ActionRefused,
    AddReference,
    Choice,
    Finding,
    LooksFor,
    MakeChoice,
    MoveObject,
    ObjectFilter,
    ReferenceSpec,
    RemoveObject,
    SetLinks,
    SetTargets,
)

BATTLEFIELD = ObjectFilter(zones=("battlefield",))


def judge(table: Table, source: str, key: str, looks_for: LooksFor, among: ObjectFilter) -> Table:
    use = "definition" if looks_for.kind == "definition" else "identification"
    spec = ReferenceSpec(key, "judge-written", use, looks_for, among)
    return table.do(AddReference(source, spec))


def same_name_as(related: str, **anchor: object) -> LooksFor:
    return LooksFor("same_name_as", anchor=ObjectFilter(related=related, **anchor))  # type: ignore[arg-type]


def summary(finding: Finding) -> list[str]:
    return [r.code for r in finding.reasons]


def hit_codes(finding: Finding, object_id: str) -> list[str]:
    for hit in finding.hits:
        if hit.object_id == object_id:
            return [r.code for r in hit.reasons]
    raise AssertionError(f"{object_id} was not found")


# --- 1. anchors related to the source -----------------------------------------------------------


def echoing_truth(table: Table) -> Table:
    """Echoing Truth on the stack: "target nonland permanent and all other permanents with the
    same name as that permanent" (MTG 115.1: the target is chosen as it is cast)."""
    table.put("truth", "Echoing Truth", "stack")
    table.put("bears", "Grizzly Bears", "battlefield", owner="ben")
    table.put("more", "Grizzly Bears", "battlefield")
    table.put("cub", "Bear Cub", "battlefield", owner="ben")
    return judge(table, "truth", "bounce", same_name_as("target"), BATTLEFIELD)


def test_same_name_as_the_target_finds_every_permanent_sharing_its_name() -> None:
    """M0a, 201.2a: the target's namesakes are found, the target itself is the anchor."""
    table = echoing_truth(Table("mtg")).do(SetTargets("truth", ("bears",)))
    finding = table.finding("truth:bounce")
    assert finding.found == ("more",)
    assert "ref.no_same_name" in codes(finding, "cub")
    assert hit_codes(finding, "more") == ["ref.found_same_name"]
    assert "M0a" in finding.rulings


def test_the_target_itself_is_missed_as_the_anchor_not_for_its_name() -> None:
    """M0a: "all other permanents with the same name as that permanent" misses the target
    because it is the one compared with, not because its name differs (it shares its own)."""
    table = echoing_truth(Table("mtg")).do(SetTargets("truth", ("bears",)))
    finding = table.finding("truth:bounce")
    assert "bears" not in finding.found
    assert codes(finding, "bears") == ["ref.is_the_anchor"]
    assert "ref.no_same_name" not in codes(finding, "bears")


def test_same_name_as_a_target_player_or_no_target_compares_with_nothing() -> None:
    """A player target is not an object: there is no permanent to compare with (115.1)."""
    table = echoing_truth(Table("mtg")).do(SetTargets("truth", ("ben",)))
    finding = table.finding("truth:bounce")
    assert (finding.status, finding.found) == ("fails", ())
    assert summary(finding)[-1] == "ref.no_anchor_target"
    assert "115.1" in finding.reasons[-1].rules


def test_a_nameless_target_has_the_same_name_as_nothing() -> None:
    """201.2a, M0a: a face-down target (no name, 708.2) has no namesakes."""
    table = echoing_truth(Table("mtg"))
    table.put("morph", "Grizzly Bears", "battlefield", owner="ben", face_down=True)
    table.do(SetTargets("truth", ("morph",)))
    finding = table.finding("truth:bounce")
    assert finding.found == ()
    assert "ref.anchor_nameless" in summary(finding)


def test_among_the_related_objects_only() -> None:
    """`related` also narrows the group a reference looks among: "if that target is named X"."""
    table = echoing_truth(Table("mtg")).do(SetTargets("truth", ("cub", "bears")))
    among = ObjectFilter(related="target")
    judge(table, "truth", "named", LooksFor("names", names=("Bear Cub",)), among)
    finding = table.finding("truth:named")
    assert finding.found == ("cub",)
    assert missed_ids(finding) == ["bears"]


def test_the_object_that_triggered_the_ability_is_the_anchor() -> None:
    """F17-style comparison with a trigger object in FaB: what triggered the ability (a Crouching
    Tiger) is compared by name with the cards in its controller's graveyard (F6, CR 2.7.5)."""
    table = Table("fab")
    table.put("source", "Roar of the Tiger", "combat_chain")
    table.put("tiger", "Crouching Tiger", "permanent")
    table.put("gy-tiger", "Crouching Tiger", "graveyard")
    table.put("gy-other", "Surging Strike", "graveyard", pitch="1")
    table.do(SetLinks("source", (("trigger", "tiger"),)))
    judge(table, "source", "same", same_name_as("trigger"), ObjectFilter(zones=("graveyard",)))
    finding = table.finding("source:same")
    assert finding.found == ("gy-tiger",)
    table.amnesia("ann", by="ben")  # the trigger object is nameless now: no namesakes (F6)
    assert "ref.anchor_nameless" in summary(table.finding("source:same"))


def test_cards_exiled_with_the_source_are_linked_until_they_leave_exile() -> None:
    """MTG 607.2a, 406.6: "cards with the same name as a card exiled with this" refer only to
    cards its own ability exiled; a card that leaves exile is a new object (400.7), unlinked."""
    table = Table("mtg")
    table.put("needle", "Pithing Needle", "battlefield")
    table.put("exiled", "Lightning Bolt", "exile", owner="ben")
    table.put("other-exiled", "Grizzly Bears", "exile", owner="ben")
    table.put("bolt", "Lightning Bolt", "hand", owner="ben")
    table.put("bears", "Grizzly Bears", "hand", owner="ben")
    table.do(SetLinks("needle", (("linked", "exiled"),)))
    hands = ObjectFilter(zones=("hand",))
    judge(table, "needle", "linked", same_name_as("linked"), hands)
    assert table.finding("needle:linked").found == ("bolt",)
    table.do(MoveObject("exiled", "graveyard"))
    assert table.board.object("needle").links == ()  # type: ignore[union-attr]
    finding = table.finding("needle:linked")
    assert finding.found == ()
    assert summary(finding)[-1] == "ref.no_anchor_linked"
    assert set(finding.reasons[-1].rules) == {"607.2a", "406.6"}


def test_the_revealed_card_is_compared_and_removing_it_leaves_no_dangling_link() -> None:
    """A revealed card ("reveal the top card... cards with the same name as that card", M0a)."""
    table = Table("mtg")
    table.put("source", "Pithing Needle", "battlefield")
    table.put("top", "Island", "library")
    table.put("land", "Island", "battlefield", owner="ben")
    table.do(SetLinks("source", (("revealed", "top"), ("linked", "land"))))
    judge(table, "source", "revealed", same_name_as("revealed"), BATTLEFIELD)
    assert table.finding("source:revealed").found == ("land",)
    table.do(RemoveObject("top"))
    assert table.board.object("source").links == (("linked", "land"),)  # type: ignore[union-attr]
    assert summary(table.finding("source:revealed"))[-1] == "ref.no_anchor_revealed"


def test_a_source_that_changes_zones_forgets_its_links() -> None:
    """400.7: the new object has no memory of the cards its old self exiled."""
    table = Table("mtg")
    table.put("needle", "Pithing Needle", "battlefield").put("card", "Island", "exile")
    table.do(SetLinks("needle", (("linked", "card"),)))
    table.do(MoveObject("needle", "graveyard"))
    assert table.board.object("needle").links == ()  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("links", "code"),
    [((("exiled_by", "card"),), "action.unknown_link_role"), ((("linked", "ghost"),), None)],
)
def test_links_must_name_a_role_and_an_object(
    links: tuple[tuple[str, str], ...], code: str | None
) -> None:
    table = (
        Table("mtg").put("needle", "Pithing Needle", "battlefield").put("card", "Island", "exile")
    )
    with pytest.raises(ActionRefused) as refused:
        table.do(SetLinks("needle", links))
    assert refused.value.reason.code == (code or "action.unknown_object")


# --- 2. "not named X" ---------------------------------------------------------------------------


def not_named(*names: str) -> LooksFor:
    return LooksFor("names", names=names, negate=True)


def test_not_named_finds_objects_with_none_of_the_names() -> None:
    """ "Lands not named Island" (MTG 201.2): an object is named X only if X is one of its names."""
    table = Table("mtg").put("source", "Pithing Needle", "battlefield")
    table.put("island", "Island", "battlefield").put("bears", "Grizzly Bears", "battlefield")
    judge(table, "source", "not", not_named("Island"), ObjectFilter(zones=("battlefield",)))
    finding = table.finding("source:not")
    assert set(finding.found) == {"source", "bears"}
    assert codes(finding, "island") == ["ref.named_so_excluded"]
    assert hit_codes(finding, "bears") == ["ref.not_named"]
    assert "201.2" in finding.hits[0].reasons[0].rules


def test_a_nameless_object_is_not_named_anything_fab() -> None:
    """F6 seen from the other side: under Amnesia a Crouching Tiger has no name, so it is not
    named Crouching Tiger; the reason says so and shows the effect that took the name."""
    table = Table("fab").put("source", "Roar of the Tiger", "combat_chain")
    table.put("tiger", "Crouching Tiger", "permanent").put(
        "ben-tiger", "Crouching Tiger", "permanent", owner="ben"
    )
    judge(table, "source", "not", not_named("Crouching Tiger"), ObjectFilter(zones=("permanent",)))
    before = table.finding("source:not")
    assert before.status == "fails" and summary(before) == ["ref.all_named"]
    table.amnesia("ann", by="ben")
    finding = table.finding("source:not")
    assert finding.found == ("tiger",)
    assert hit_codes(finding, "tiger") == ["effect.lose_names_cant_gain", "ref.nameless_not_named"]
    assert "F6" in finding.hits[0].reasons[-1].rulings
    assert codes(finding, "ben-tiger") == ["ref.named_so_excluded"]


def test_a_gained_name_makes_an_object_named_it() -> None:
    """F8: Mask of Many Faces gives Head Jab the name Surging Strike, so it is excluded, and the
    reason points at the Mask."""
    table = Table("fab").put("source", "Lord of Wind", "hand")
    table.put("jab", "Head Jab", "combat_chain", pitch="1").mask("jab", "Surging Strike")
    judge(
        table, "source", "not", not_named("Surging Strike"), ObjectFilter(zones=("combat_chain",))
    )
    finding = table.finding("source:not")
    assert codes(finding, "jab") == ["ref.named_so_excluded", "effect.gain_name"]


# --- 3. several chosen names --------------------------------------------------------------------


def test_two_chosen_names_under_one_key_are_both_looked_for() -> None:
    """ "Choose two card names" (201.4): each choice under the key is a chosen name; the finding
    lists them (M11 cites the choice)."""
    table = Table("mtg").put("needle", "Pithing Needle", "battlefield")
    table.put("bolt", "Lightning Bolt", "hand", owner="ben").put(
        "bears", "Grizzly Bears", "hand", owner="ben"
    )
    table.put("island", "Island", "hand", owner="ben")
    table.do(MakeChoice("needle", Choice("two", "Lightning Bolt", "ann")))
    table.do(MakeChoice("needle", Choice("two", "Grizzly Bears", "ann"), add=True))
    judge(table, "needle", "two", LooksFor("chosen", choice="two"), ObjectFilter(zones=("hand",)))
    finding = table.finding("needle:two")
    assert set(finding.found) == {"bolt", "bears"}
    assert missed_ids(finding) == ["island"]
    assert finding.reasons[0].code == "ref.chosen_names"
    assert finding.reasons[0].param("names") == "Lightning Bolt, Grizzly Bears"


def test_a_new_choice_without_add_replaces_the_names_under_its_key() -> None:
    table = Table("mtg").put("needle", "Pithing Needle", "battlefield")
    table.do(MakeChoice("needle", Choice("two", "Lightning Bolt", "ann")))
    table.do(MakeChoice("needle", Choice("two", "Grizzly Bears", "ann"), add=True))
    table.do(MakeChoice("needle", Choice("two", "Island", "ann")))
    assert table.board.object("needle").chosen_names("two") == ("Island",)  # type: ignore[union-attr]


def test_choices_without_a_name_leave_the_choice_undefined() -> None:
    """M11, 607.2d: no name chosen under the key: that part of the ability does nothing."""
    table = Table("mtg").put("needle", "Pithing Needle", "battlefield")
    table.do(MakeChoice("needle", Choice("two", None, "ann")))
    judge(table, "needle", "two", LooksFor("chosen", choice="two"), ObjectFilter(zones=("hand",)))
    finding = table.finding("needle:two")
    assert finding.status == "n/a"
    assert summary(finding) == ["ref.choice_undefined"]
    assert "M11" in finding.rulings


# --- 4. for whom a definition creates -----------------------------------------------------------


def test_target_opponent_creates_the_token_and_owns_and_controls_it() -> None:
    """MTG 111.2: "target opponent creates a Zombie token": that opponent owns and controls it;
    a creation is never stopped by names (F5 as the games share it)."""
    table = Table("mtg").put("source", "Pithing Needle", "battlefield")
    table.put("theirs", "Zombie", "battlefield", owner="ben")
    table.put("mine", "Zombie", "battlefield")
    judge(
        table,
        "source",
        "gift",
        LooksFor("definition", creates="Zombie", creates_for="opponent"),
        ObjectFilter(),
    )
    finding = table.finding("source:gift")
    assert (finding.status, finding.found) == ("finds", ("theirs",))
    assert summary(finding)[:2] == ["ref.definition", "ref.created_for_opponent"]
    assert "111.2" in finding.reasons[1].rules


def test_fab_token_under_an_opponents_control_is_owned_by_its_creator() -> None:
    """F5, F21, FaB 1.3.1a and 8.5.2c: "create a Frostbite token under target opponent's
    control": the creator owns it, the opponent controls it."""
    table = Table("fab").put("source", "Arctic Incarceration", "permanent")
    table.put("given", "Frostbite", "permanent", controller="ben")
    table.put("kept", "Frostbite", "permanent")
    table.put("theirs", "Frostbite", "permanent", owner="ben")
    judge(
        table,
        "source",
        "hex",
        LooksFor("definition", creates="Frostbite", creates_for="opponent"),
        ObjectFilter(),
    )
    finding = table.finding("source:hex")
    assert finding.found == ("given",)
    assert set(finding.reasons[1].rules) == {"8.5.2c", "1.3.1a"}
    assert "F5" in finding.rulings


def test_a_definition_for_you_names_the_player() -> None:
    """F5: the finding says for whom: its controller by default."""
    table = Table("fab").put("blessing", "Blessing of Spirits", "permanent")
    finding = table.finding("blessing:create")
    assert finding.reasons[1].code == "ref.created_for"
    assert finding.reasons[1].param("player") == "Ann"


# --- 5. "cards named <its own name>" in every zone ----------------------------------------------


@pytest.mark.parametrize(
    ("game", "card", "zones", "elsewhere"),
    [
        (
            "mtg",
            "Grizzly Bears",
            ("library", "hand", "graveyard", "exile", "battlefield"),
            "Island",
        ),
        (
            "fab",
            "Crouching Tiger",
            ("deck", "hand", "graveyard", "banished", "arsenal", "permanent"),
            "Ash",
        ),
    ],
)
def test_cards_named_its_own_name_are_found_in_every_zone(
    game: str, card: str, zones: tuple[str, ...], elsewhere: str
) -> None:
    """F7 / MTG 201.5 doesn't apply: "cards named <own name>" (deck size and search rules) is
    identification by the source's printed name, in hidden zones (deck, library) too."""
    table = Table(game).put("source", card, zones[0])
    for zone in zones:
        table.put(f"copy-{zone}", card, zone)
    table.put("other", elsewhere, zones[0])
    look = LooksFor("names", names=(card,), include_source_name=True)
    judge(table, "source", "own", look, ObjectFilter(zones=("all",), exclude_source=True))
    finding = table.finding("source:own")
    assert set(finding.found) == {f"copy-{zone}" for zone in zones}
    assert missed_ids(finding) == ["other"]
    search = ObjectFilter(zones=(zones[0],), zone_owner="you")
    judge(table, "source", "search", look, search)
    assert set(table.finding("source:search").found) == {"source", f"copy-{zones[0]}"}
