"""One test (at least) per Flesh and Blood ruling in RULES.md: set up a table, derive, check."""

from __future__ import annotations

from dataclasses import replace

from tables import Table, codes, missed_ids

from sandbox.model import (
    AddReference,
    AdvanceTurn,
    LooksFor,
    MoveObject,
    ObjectFilter,
    ReferenceSpec,
    SetCard,
    SetFace,
)


def judge_reference(
    key: str, names: tuple[str, ...], among: ObjectFilter, **looks: object
) -> ReferenceSpec:
    look = LooksFor("names", names=names, **looks)  # type: ignore[arg-type]
    return ReferenceSpec(key, f"objects named {', '.join(names)}", "identification", look, among)


def test_f1_a_name_is_not_a_type(table: Table) -> None:
    table.put("ash", "Ash", "permanent").put("dust", "Dust from the Fertile Fields", "permanent")
    table.put("ouvia", "Ouvia", "permanent")
    ref = judge_reference("named", ("Ash",), ObjectFilter(zones=("permanent",)))
    table.do(AddReference("ouvia", ref))
    finding = table.finding("ouvia:named")
    assert finding.found == ("ash",)
    assert "dust" in missed_ids(finding)
    assert "Ash" in table.board.object("dust").card.types  # type: ignore[union-attr]


def test_f2_monikers_only_for_personal_names_and_lost_with_the_name(table: Table) -> None:
    table.put("blas", "Blasmophet, the Soul Harvester", "permanent")
    table.put("ashwing", "Aether Ashwing", "permanent")
    table.put("katsu", "Katsu, the Wanderer", "hero")
    derived = table.derive()
    assert derived.names["blas"].moniker == "Blasmophet"
    assert derived.names["ashwing"].moniker is None
    assert derived.names["katsu"].moniker == "Katsu"
    table.amnesia("ann", by="ben")
    assert table.derive().names["blas"].moniker is None


def test_f3_specialization_finds_young_and_adult_hero_by_moniker(table: Table) -> None:
    table.put("young", "Katsu", "hero", owner="ann").put(
        "adult", "Katsu, the Wanderer", "hero", owner="ben"
    )
    table.put("lord-ann", "Lord of Wind", "hand", owner="ann")
    table.put("lord-ben", "Lord of Wind", "hand", owner="ben")
    assert table.finding("lord-ann:specialization").found == ("young",)
    assert table.finding("lord-ben:specialization").found == ("adult",)


def test_f3_specialization_functions_outside_the_game_so_amnesia_does_not_break_it(
    table: Table,
) -> None:
    """F3, FaB 1.7.4d, 5.4.3, 8.3.7: Specialization is meta-static, a deck rule that functions
    outside the game; Amnesia takes the hero's moniker in the game, not outside it."""
    table.put("young", "Katsu", "hero").put("lord", "Lord of Wind", "hand")
    table.amnesia("ann", by="ben")
    assert table.derive().names["young"].moniker is None  # in the game, Amnesia took it
    finding = table.finding("lord:specialization")
    assert finding.status == "finds" and finding.found == ("young",)
    assert finding.reasons[0].code == "ref.outside_the_game"
    assert "1.7.4d" in finding.reasons[0].rules


def test_f3a_a_moniker_is_not_a_name(table: Table) -> None:
    table.put("chains", "Chains of Eminence", "permanent").name_card("chains", "Dawnblade")
    table.put("blade", "Dawnblade", "hand", owner="ben")
    table.put("resplendent", "Dawnblade, Resplendent", "hand", owner="ben")
    finding = table.finding("chains:restrict")
    assert finding.found == ("blade",)
    assert "ref.moniker_is_not_name" in codes(finding, "resplendent")


def test_f3b_names_match_exactly_ignoring_case(table: Table) -> None:
    table.put("chains", "Chains of Eminence", "permanent").name_card("chains", "BLAZING aether")
    table.put("blazing", "Blazing Aether", "hand", owner="ben")
    table.put("trail", "Trailblazing Aether", "hand", owner="ben", pitch="2")
    finding = table.finding("chains:restrict")
    assert finding.found == ("blazing",)
    assert codes(finding, "trail") == ["ref.other_names"]


def test_f3c_pitch_variants_are_distinct_cards_with_one_name(table: Table) -> None:
    table.put("red", "Sink Below", "hand", owner="ben", pitch="1")
    table.put("blue", "Sink Below", "hand", owner="ben", pitch="3")
    red, blue = table.board.object("red"), table.board.object("blue")
    assert red is not None and blue is not None
    assert red.card != blue.card and red.card.name == blue.card.name
    table.put("chains", "Chains of Eminence", "permanent").name_card("chains", "Sink Below")
    assert set(table.finding("chains:restrict").found) == {"red", "blue"}


def test_f4_self_reference_finds_a_nameless_source(table: Table) -> None:
    table.put("snatch", "Snatch", "combat_chain", pitch="1").amnesia("ann", by="ben")
    finding = table.finding("snatch:hit")
    assert table.names("snatch") == ()
    assert (finding.use, finding.status, finding.found) == ("self", "finds", ("snatch",))
    assert "F4" in finding.rulings


def test_f5_definition_creates_and_the_token_is_then_nameless(table: Table) -> None:
    table.put("blessing", "Blessing of Spirits", "permanent").amnesia("ann", by="ben")
    table.put("shield", "Spectral Shield", "permanent")
    finding = table.finding("blessing:create")
    assert (finding.use, finding.status) == ("definition", "finds")
    assert table.names("shield") == ()
    assert "ref.created_nameless" in [r.code for r in finding.reasons]


def test_f6_identification_never_finds_a_nameless_object(table: Table) -> None:
    table.put("roar", "Roar of the Tiger", "combat_chain")
    table.put("tiger", "Crouching Tiger", "permanent")
    table.put("ben-tiger", "Crouching Tiger", "permanent", owner="ben", controller="ann")
    table.amnesia("ann", by="ben")
    finding = table.finding("roar:pump")
    assert finding.found == ("ben-tiger",)
    assert codes(finding, "tiger")[-1] == "ref.nameless"


def test_f7_own_name_as_identifier_is_affected_by_name_loss(table: Table) -> None:
    table.put("flood", "Flood of Force", "combat_chain").put(
        "prior", "Flood of Force", "combat_chain"
    )
    assert table.finding("flood:combo").found == ("prior",)
    table.amnesia("ann", by="ben")
    finding = table.finding("flood:combo")
    assert finding.status == "fails" and missed_ids(finding) == ["prior"]
    assert table.finding("flood:attack").status == "finds"


def test_f8_gained_name_adds_and_counts_once(table: Table) -> None:
    table.put("jab", "Head Jab", "combat_chain", pitch="1").mask("jab", "Surging Strike")
    assert table.names("jab") == ("Head Jab", "Surging Strike")
    ref = judge_reference(
        "either", ("Head Jab", "Surging Strike"), ObjectFilter(zones=("combat_chain",))
    )
    table.put("judge", "Ash", "permanent").do(AddReference("judge", ref))
    assert table.finding("judge:either").found == ("jab",)


def test_f8_gaining_a_name_it_already_has_does_not_duplicate(table: Table) -> None:
    table.put("jab", "Head Jab", "combat_chain", pitch="1").mask("jab", "head jab")
    assert table.names("jab") == ("Head Jab",)


def test_f9_moving_out_of_the_arena_resets_gained_names(table: Table) -> None:
    table.put("jab", "Head Jab", "combat_chain", pitch="1").mask("jab", "Surging Strike")
    table.do(MoveObject("jab", "permanent"))
    assert table.names("jab") == ("Head Jab", "Surging Strike")  # arena to arena: kept
    table.do(MoveObject("jab", "graveyard"))
    assert table.names("jab") == ("Head Jab",)
    assert [e.ended for e in table.board.effects] == ["left_zone"]  # listed, ended (F9)


def test_f10_restriction_beats_gain_whatever_the_timestamp(table: Table) -> None:
    table.put("jab", "Head Jab", "combat_chain", pitch="1")
    table.mask("jab", "Surging Strike").amnesia("ann", by="ben")  # gain first
    assert table.names("jab") == ()
    later = Table()
    later.put("jab", "Head Jab", "combat_chain", pitch="1")
    later.amnesia("ann", by="ben").mask("jab", "Surging Strike")  # gain after
    state = later.derive().names["jab"]
    assert state.names == ()
    assert [e.status for e in state.entries if e.origin == "gained"] == ["blocked"]
    assert [r.code for r in state.nameless] == ["effect.lose_names_cant_gain", "name.gain_blocked"]


def test_f10a_arena_membership_of_zones(table: Table) -> None:
    from sandbox.model.rulesets import FAB

    arena = {"arms", "chest", "combat_chain", "head", "hero", "legs", "permanent", "weapon"}
    assert FAB.groups["arena"] == arena
    assert not any(
        FAB.in_play(z)
        for z in ("arsenal", "banished", "deck", "graveyard", "hand", "pitch", "stack")
    )
    table.put("hex", "Frost Hex", "arsenal")
    assert table.finding("hex:grant").status == "n/a"


def test_f10a_a_private_object_moving_keeps_no_effect(table: Table) -> None:
    """F10a, FaB 3.0.7a: a private object moving zones has no properties for effects, so a
    gained name ends even on an arena-to-arena move that keeps it for a public object (F9)."""
    table.put("jab", "Head Jab", "combat_chain", pitch="1", private=True)
    table.mask("jab", "Surging Strike")
    assert table.names("jab") == ("Head Jab", "Surging Strike")
    table.do(MoveObject("jab", "permanent"))
    assert table.names("jab") == ("Head Jab",)
    assert [e.ended for e in table.board.effects] == ["private_move"]
    ended = table.derive().inactive_effects
    assert [r.code for r in ended.values()] == ["effect.ended_private_move"]
    assert "3.0.7a" in next(iter(ended.values())).rules


def test_f10a_a_face_down_object_is_private_as_it_moves(table: Table) -> None:
    """FaB 3.0.7a, 3.0.8: face down is private; reordering within a zone is no move (3.0.7b)."""
    table.put("jab", "Head Jab", "combat_chain", pitch="1", face_down=True)
    table.put("strike", "Head Jab", "combat_chain", pitch="2")
    table.mask("jab", "Surging Strike")
    table.do(MoveObject("jab", "combat_chain", to_bottom=True))
    assert [e.ended for e in table.board.effects] == [""]
    table.do(MoveObject("jab", "permanent"))
    assert [e.ended for e in table.board.effects] == ["private_move"]


def test_f10a_a_card_that_becomes_public_to_move_keeps_its_effects(table: Table) -> None:
    """FaB 3.0.8: a card in hand played to the combat chain becomes public before it moves,
    so it is not private as it moves (3.0.7a) and an effect on it follows it into the arena."""
    table.put("jab", "Head Jab", "hand", pitch="1").mask("jab", "Surging Strike")
    table.do(MoveObject("jab", "combat_chain"))
    assert [e.ended for e in table.board.effects] == [""]
    assert table.names("jab") == ("Head Jab", "Surging Strike")


def test_f11_amnesia_follows_ownership_not_control(table: Table) -> None:
    table.put("owned", "Frostbite", "permanent", owner="ben", controller="ann")
    table.put("controlled", "Frostbite", "permanent", owner="ann", controller="ben")
    table.amnesia("ben", by="ann")
    assert table.names("owned") == ()
    assert table.names("controlled") == ("Frostbite",)


def test_f11_amnesia_ends_at_the_start_of_its_controllers_next_turn(table: Table) -> None:
    table.put("snatch", "Snatch", "hand", owner="ben", pitch="1").amnesia("ben", by="ann")
    table.do(AdvanceTurn())  # Ben's turn: still nameless
    assert table.names("snatch") == ()
    table.do(AdvanceTurn())  # Ann's next turn starts: it ends
    assert table.names("snatch") == ("Snatch",)


def test_f15_mask_head_jab_katsu_combo(table: Table) -> None:
    table.put("gust", "Whelming Gustwave", "combat_chain", pitch="1")
    table.put("jab", "Head Jab", "combat_chain", pitch="1")
    assert table.finding("gust:combo").status == "fails"
    table.mask("jab", "Surging Strike")
    assert table.finding("gust:combo").found == ("jab",)


def test_f16_dishonor_needs_all_three_names(table: Table) -> None:
    table.put("dishonor", "Dishonor", "combat_chain")
    table.put("desc", "Descendent Gustwave", "combat_chain", pitch="1")
    table.put("surging", "Surging Strike", "combat_chain", pitch="1")
    hit = table.finding("dishonor:hit")
    assert hit.status == "fails"
    assert hit.reasons[0].param("missing") == "Bonds of Ancestry"
    table.mask("desc", "Bonds of Ancestry")
    assert table.finding("dishonor:combo").found == ("desc",)
    assert table.finding("dishonor:hit").status == "finds"


def test_f17_spike_pit_trap_finds_no_same_name_among_nameless(table: Table) -> None:
    table.put("trap", "Spike Pit Trap", "combat_chain", owner="ben")
    table.put("milled", "Head Jab", "graveyard", pitch="1")
    table.put("old", "Head Jab", "graveyard", pitch="2")
    assert set(table.finding("trap:mill").found) == {"milled", "old"}
    table.amnesia("ann", by="ben")
    finding = table.finding("trap:mill")
    assert finding.found == () and missed_ids(finding) == ["milled", "old"]


def test_f17_burdens_of_the_past(table: Table) -> None:
    table.put("burdens", "Burdens of the Past", "combat_chain", owner="ben")
    table.put("in-hand", "Sink Below", "hand", pitch="1")
    table.put("in-grave", "Sink Below", "graveyard", pitch="2")
    assert table.finding("burdens:restrict").found == ("in-hand",)
    table.amnesia("ann", by="ben")
    assert table.finding("burdens:restrict").status == "fails"


def test_f18_chains_binds_its_controller_but_not_an_amnesia_owner(table: Table) -> None:
    table.put("chains", "Chains of Eminence", "permanent").name_card("chains", "Snatch")
    table.put("mine", "Snatch", "hand", pitch="1")
    table.put("theirs", "Snatch", "hand", owner="ben", pitch="2")
    assert set(table.finding("chains:restrict").found) == {"mine", "theirs"}
    table.amnesia("ben", by="ann")
    assert table.finding("chains:restrict").found == ("mine",)


def test_f18_chains_without_a_choice_does_nothing(table: Table) -> None:
    table.put("chains", "Chains of Eminence", "permanent")
    finding = table.finding("chains:restrict")
    assert finding.status == "n/a"
    assert finding.reasons[0].code == "ref.choice_undefined"


def test_f19_righteous_cleansing_banishes_nothing_nameless(table: Table) -> None:
    table.put("cleansing", "Righteous Cleansing", "combat_chain")
    for i, (card, pitch) in enumerate(
        [
            ("Sink Below", "1"),
            ("Sink Below", "1"),
            ("Head Jab", "2"),
            ("Snatch", "3"),
            ("Snatch", "1"),
            ("Head Jab", "1"),
        ]
    ):
        table.put(f"d{i}", card, "deck", owner="ben", pitch=pitch)
    assert sorted(table.finding("cleansing:banish").found) == ["d0", "d1", "d3", "d4"]
    table.amnesia("ben", by="ann")
    finding = table.finding("cleansing:banish")
    assert finding.found == () and len(finding.missed) == 5
    assert codes(finding, "d0")[-1] == "ref.nameless_shares_nothing"


def test_f20_dust_does_not_recognise_a_nameless_dragon(table: Table) -> None:
    table.put("miragai", "Miragai", "permanent")
    table.put("dust", "Dust from Stillwater Shrine", "permanent", under="miragai")
    assert table.finding("dust:material").found == ("miragai",)
    table.amnesia("ann", by="ben")
    assert table.finding("dust:material").status == "fails"


def test_f21_frost_hex_owner_under_amnesia(table: Table) -> None:
    table.put("hex", "Frost Hex", "permanent", controller="ben")
    table.put("bite", "Frostbite", "permanent", controller="ben")
    assert table.finding("hex:grant").found == ("bite",)
    table.amnesia("ann", by="ben")
    assert table.finding("hex:grant").status == "fails"


def test_f21_frost_hex_controller_under_amnesia_changes_nothing(table: Table) -> None:
    table.put("hex", "Frost Hex", "permanent", controller="ben")
    table.put("bite", "Frostbite", "permanent", controller="ben")
    table.amnesia("ben", by="ann")
    assert table.finding("hex:grant").found == ("bite",)


def test_f3c_a_pitch_variant_swap_keeps_the_object_and_its_effects(table: Table) -> None:
    from sandbox.cards.library import bundled_library

    table.put("jab", "Head Jab", "combat_chain", pitch="1").mask("jab", "Surging Strike")
    blue = bundled_library().resolve("fab", "Head Jab", "3")
    table.do(SetCard("jab", blue))
    jab = table.board.object("jab")
    assert jab is not None and jab.card.pitch == "3"
    assert table.names("jab") == ("Head Jab", "Surging Strike")


def test_f19_a_judge_reorders_the_deck_and_the_top_five_change(table: Table) -> None:
    table.put("cleansing", "Righteous Cleansing", "combat_chain")
    for i, card in enumerate(
        ["Snatch", "Head Jab", "Sink Below", "Surging Strike", "Snatch", "Head Jab"]
    ):
        table.put(f"d{i}", card, "deck", owner="ben", pitch="1")
    assert sorted(table.finding("cleansing:banish").found) == ["d0", "d4"]
    table.do(MoveObject("d5", "deck", "ben", index=0))  # the second Head Jab to the top
    deck = [o.id for o in table.board.objects if o.zone == "deck"]
    assert deck[:2] == ["d5", "d0"]
    assert sorted(table.finding("cleansing:banish").found) == ["d1", "d5"]  # d4 is sixth now


def test_moving_within_a_zone_only_reorders(table: Table) -> None:
    table.put("a", "Head Jab", "combat_chain", pitch="1").put(
        "b", "Snatch", "combat_chain", pitch="1"
    )
    table.mask("a", "Surging Strike")
    table.do(MoveObject("a", "combat_chain", index=5))
    assert [o.id for o in table.board.objects] == ["b", "a"]
    assert table.names("a") == ("Head Jab", "Surging Strike")
    unchanged = table.board
    table.do(MoveObject("a", "combat_chain"))
    assert table.board is unchanged


def test_f15_combo_looks_at_the_link_before_its_own(table: Table) -> None:
    """ "The last attack" is the chain link right below the card's own link, not the top."""
    table.put("later", "Head Jab", "combat_chain", pitch="2")
    table.put("gust", "Whelming Gustwave", "combat_chain", pitch="1")
    table.put("surging", "Surging Strike", "combat_chain", pitch="1")
    assert table.finding("gust:combo").found == ("surging",)
    table.put("in-hand", "Whelming Gustwave", "hand", pitch="2")
    assert table.finding("in-hand:combo").status == "n/a"  # a combo works on the chain only


def test_f3_specialization_checks_the_owners_hero_whoever_controls_the_card(
    table: Table,
) -> None:
    table.put("ann-hero", "Iyslander, Stormbind", "hero").put(
        "ben-hero", "Bravo", "hero", owner="ben"
    )
    table.put("hex", "Frost Hex", "permanent", controller="ben")  # an affliction Ben controls
    assert table.finding("hex:specialization").found == ("ann-hero",)


def test_f8_a_printed_name_explains_a_find_even_when_an_effect_gave_it_too(table: Table) -> None:
    """F8: Mask gives Head Jab the name it has printed; found by that name, the explanation is
    the printed name alone (the simplest cause), not the Mask's effect."""
    table.put("head-jab", "Head Jab", "combat_chain", pitch="1").mask("head-jab", "Head Jab")
    table.put("check", "Surging Strike", "hand", pitch="1")
    jab = ReferenceSpec(
        "jab",
        "a Head Jab on the combat chain",
        "identification",
        LooksFor("names", ("Head Jab",)),
        ObjectFilter(zones=("combat_chain",)),
    )
    table.do(AddReference("check", jab))
    (hit,) = table.finding("check:jab").hits
    assert [r.code for r in hit.reasons] == ["ref.found_by_name"]
    table.mask("head-jab", "Surging Strike")
    table.do(
        AddReference(
            "check", replace(jab, key="strike", looks_for=LooksFor("names", ("Surging Strike",)))
        )
    )
    (gained,) = table.finding("check:strike").hits
    assert [r.code for r in gained.reasons] == ["ref.found_by_name", "effect.gain_name"]


def test_3_0_4e_a_private_source_in_a_public_zone_has_no_ability_that_applies(
    table: Table,
) -> None:
    """FaB 3.0.4e, F4: "play this from banished" refers to itself; face down (private) in the
    banished zone it does nothing, face up it finds itself; in hand, `functions_in` (banished)
    stops even a self-reference."""
    play = ReferenceSpec(
        "play", "you may play this from your banished zone", "self", LooksFor("self"),
        functions_in=("banished",),
    )  # fmt: skip
    for object_id, zone, face_down in (("up", "banished", False), ("down", "banished", True),
                                       ("held", "hand", False)):  # fmt: skip
        table.put(object_id, "Snatch", zone, pitch="1", face_down=face_down)
        table.do(AddReference(object_id, play))
    assert table.finding("up:play").found == ("up",)
    down = table.finding("down:play")
    assert down.status == "n/a" and down.reasons[0].rules == ("3.0.4e",)
    held = table.finding("held:play")
    assert held.status == "n/a" and held.reasons[0].code == "ref.not_functioning"


def test_fab_9_2_a_split_card_has_both_names_except_from_the_stack_on(table: Table) -> None:
    """FaB 9.2.1-9.2.2: Comet Storm // Shock has both names in hand and graveyard; 9.2.3: put
    onto the stack as Shock it has only that name, also in the arena, until it resets (3.0.9)."""
    table.put("storm", "Comet Storm // Shock", "hand")
    assert table.names("storm") == ("Comet Storm", "Shock")
    table.do(MoveObject("storm", "stack")).do(SetFace("storm", 1))
    assert table.names("storm") == ("Shock",)
    table.do(MoveObject("storm", "combat_chain"))
    assert table.names("storm") == ("Shock",)
    table.do(MoveObject("storm", "graveyard"))
    assert table.names("storm") == ("Comet Storm", "Shock")
    sides = table.board.object("storm").card.faces  # type: ignore[union-attr]
    assert [(s.name, s.types) for s in sides] == [
        ("Comet Storm", ("Wizard", "Action")),
        ("Shock", ("Lightning", "Instant")),
    ]
