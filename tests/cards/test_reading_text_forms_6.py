"""Text forms found wrong by a second set of invented cards that helpers wrote and labelled
blind (issue 20, point 3). Each test fails on the code from before its fix."""

from __future__ import annotations

from test_reading_text_forms import read, use_of

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import ReferenceSpec
from sandbox.model.cards import single_face_card


def _definitions(refs: list[ReferenceSpec]) -> list[tuple[str, str]]:
    return [(r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"]


def test_the_trigger_s_players_do_not_make_the_token() -> None:
    # MTG 701.16a: you investigate; the opponent only controls what entered
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Whenever a permanent enters the battlefield under an opponent's control, investigate.",
        ("Creature",),
    )
    assert _definitions(refs) == [("Clue", "you")]


def test_a_count_of_named_creatures_after_a_token_defines_no_name() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Create a Treasure token for each creature named Mulldrifter on the battlefield.",
        ("Sorcery",),
    )
    assert _definitions(refs) == [("Treasure", "you")]  # Mulldrifter is counted, not made
    counted = [r for r in refs if r.looks_for.names == ("Mulldrifter",)]
    assert [(r.use, r.among.zones) for r in counted] == [("identification", ("battlefield",))]


def test_every_token_of_a_list_is_made() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "At the beginning of each end step, create a Treasure token, a Food token, and a "
        "Blood token.",
        ("Enchantment",),
    )  # as Fae Offering prints it (MTG 111.10)
    assert _definitions(refs) == [("Treasure", "you"), ("Food", "you"), ("Blood", "you")]


def test_role_tokens_are_named_by_their_role() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "When this enters, create a Monster Role token attached to target creature you control.",
        ("Creature",),
    )
    assert _definitions(refs) == [("Monster", "you")]  # MTG 111.10k: "named Monster"


def test_a_copy_s_new_name_is_given_even_when_it_holds_another_card_s_name() -> None:
    for text in (
        "You may have this enter the battlefield as a copy of any creature on the "
        "battlefield, except it's named Zzyx Tester.",
        "{3}: Target creature you control becomes a copy of target creature an opponent "
        "controls, except its name is Faceless Mulldrifter.",
    ):
        use = use_of("mtg", "Zzyx Tester", text, ("Creature",))
        assert [r for r in use.references if r.use == "identification"] == [], text  # 707.9b
        assert not use.detected, text


def test_target_opposing_hero_is_the_target_player() -> None:
    for text, zone in (
        (
            "Name a card. Target opposing hero reveals their hand and discards each card with "
            "the chosen name.",
            "hand",
        ),
        (
            "Banish all cards named Phoenix Flame from target opposing hero's graveyard.",
            "graveyard",
        ),
    ):
        found = [r for r in read("fab", "Zzyx Tester", text) if r.use == "identification"]
        assert [(r.among.zones, r.among.zone_owner, r.origin) for r in found] == [
            ((zone,), "target_player", "derived")
        ], text


def test_your_next_attack_with_a_part_of_a_name_is_yours() -> None:
    refs = read(
        "fab", "Zzyx Tester", "Your next attack this turn with Harpoon in its name gets +3{p}."
    )
    assert [(r.looks_for.names, r.among.zones, r.among.controller) for r in refs] == [
        (("Harpoon",), ("combat_chain",), "you")
    ]


def test_a_weapon_s_targeted_attack_is_on_the_combat_chain() -> None:
    refs = read("fab", "Zzyx Tester", "Target Goldfin Harpoon attack gets +1{p}.")
    assert [(r.looks_for.names, r.among.zones) for r in refs] == [
        (("Goldfin Harpoon",), ("combat_chain",))  # the attack-proxy has its name (FaB 1.4.3a)
    ]


def test_a_combo_naming_its_own_card_looks_at_the_last_attack() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Combo - If Zzyx Tester was the last attack this combat chain, this gets +2{p}.",
        ("Ninja", "Action", "Attack"),
    )
    assert [(r.use, r.looks_for.include_source_name, r.among.zones) for r in refs] == [
        ("identification", True, ("combat_chain",))  # another chain link named so (F7)
    ]


def test_the_revealed_card_is_compared_with_the_cards_of_a_zone() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Reveal the top card of your deck. If it has the same name as a card in your "
        "graveyard, banish it.",
    )
    same = [r for r in refs if r.looks_for.kind == "same_name_as"]
    assert [
        (r.among.zones, r.among.zone_owner, r.looks_for.anchor.related, r.origin)  # type: ignore[union-attr]
        for r in same
    ] == [(("graveyard",), "you", "revealed", "derived")]


def test_the_played_card_is_compared_with_the_cards_of_its_controller_s_zone() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Whenever an opponent plays a card with the same name as a card in their graveyard, "
        "draw a card.",
        ("Action", "Aura"),
    )
    same = [r for r in refs if r.looks_for.kind == "same_name_as"]
    assert [
        (r.among.zones, r.among.zone_owner, r.looks_for.anchor.related)  # type: ignore[union-attr]
        for r in same
    ] == [(("graveyard",), "controller_of:trigger", "trigger")]


HEROES = ("Arakni, Huntsman", "Uzuri, Switchblade", "Dromai, Ash Artist", "Prism")


def _heroes_found(text: str, types: tuple[str, ...]) -> list[tuple[tuple[str, ...], str, str]]:
    card = single_face_card("fab", "Zzyx Tester", types, text, pitch="1")
    heroes = [single_face_card("fab", name, ("Hero",)) for name in HEROES]
    refs = read_name_use(card, NameContext.build("fab", [card, *heroes])).references
    return [(r.looks_for.names, r.among.zone_owner, r.origin) for r in refs]


def test_a_targeted_list_of_heroes_is_one_reference() -> None:
    assert _heroes_found("Mark target Arakni or Uzuri.", ("Assassin", "Action")) == [
        (("Arakni", "Uzuri"), "any", "derived")
    ]


def test_whose_hero_is_attacked_follows_who_plays_the_card() -> None:
    text = "Target attack that is attacking Dromai or Prism gets -2{p}."
    # an instant may be played in either hero's turn; a defense reaction by the defending hero
    assert _heroes_found(text, ("Generic", "Instant")) == [(("Dromai", "Prism"), "any", "derived")]
    assert _heroes_found(text, ("Generic", "Defense", "Reaction")) == [
        (("Dromai", "Prism"), "you", "derived")
    ]
    assert _heroes_found(text, ("Generic", "Attack", "Reaction")) == [
        (("Dromai", "Prism"), "opponent", "derived")
    ]


def names_only(refs: list[ReferenceSpec]) -> list[ReferenceSpec]:
    return [r for r in refs if r.looks_for.kind == "names"]


def _same_name(refs: list[ReferenceSpec]) -> list[tuple[tuple[str, ...], str, str, str]]:
    return [
        (r.among.zones, r.among.zone_owner, r.looks_for.anchor.related, r.origin)  # type: ignore[union-attr]
        for r in refs
        if r.looks_for.kind == "same_name_as"
    ]


def test_the_player_named_last_owns_the_zone() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Exile target nontoken creature an opponent controls. Its owner reveals their hand, then "
        "exiles each card from their hand and graveyard with the same name as the exiled "
        "creature.",
        ("Sorcery",),
    )
    assert [r.among.zone_owner for r in refs] == ["owner_of:target"]  # not its controller


def test_the_group_s_own_verb_says_where_it_is() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Whenever an opponent casts a spell, if a card with the same name as that spell is in "
        "your graveyard, draw a card.",
        ("Enchantment",),
    )
    assert _same_name(refs) == [(("graveyard",), "you", "trigger", "derived")]


def test_cards_milled_by_the_caster_are_compared_with_the_spell() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Whenever a player casts a noncreature spell, that player mills two cards. If a card "
        "with the same name as that spell was milled this way, counter that spell.",
        ("Enchantment",),
    )
    assert _same_name(refs) == [(("graveyard",), "controller_of:trigger", "trigger", "derived")]


def test_a_card_targeted_in_that_player_s_graveyard_is_the_owner_s() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Whenever this creature deals combat damage to a player, exile target card from that "
        "player's graveyard. Then exile all other cards with the same name as that card from "
        "that player's graveyard and hand.",
        ("Creature",),
    )
    assert [r.among.zone_owner for r in refs if r.looks_for.kind == "same_name_as"] == [
        "owner_of:target"
    ]


def test_each_name_of_a_sentence_is_where_its_own_words_say() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Zzyx Tester gets +1/+1 for each card named Mulldrifter in your graveyard and +0/+1 for "
        "each card named Brawl in all graveyards.",
        ("Creature",),
    )
    assert sorted((r.looks_for.names, r.among.zone_owner) for r in names_only(refs)) == [
        (("Brawl",), "any"),
        (("Mulldrifter",), "you"),
    ]


def test_tokens_they_own_are_the_player_named_before_s() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Deal 1 arcane damage to each opposing hero for each Frostbite they own.",
    )
    assert [(r.among.zones, r.among.owner, r.origin) for r in names_only(refs)] == [
        (("arena",), "opponent", "derived")
    ]


def test_it_is_a_card_named_looks_where_the_card_was_revealed() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Target opponent reveals their arsenal. If it's a card named Phoenix Flame, they put it "
        "on the bottom of their deck.",
    )
    assert [(r.among.zones, r.among.zone_owner, r.origin) for r in names_only(refs)] == [
        (("arsenal",), "target_player", "derived")
    ]


def test_the_card_itself_in_a_list_of_controlled_objects_is_a_self_reference() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Action - Destroy Zzyx Tester and 3 Gold you control: Draw a card. Go again",
        ("Generic", "Action", "Item"),
    )
    assert sorted((r.use, r.looks_for.names) for r in refs) == [
        ("identification", ("Gold",)),
        ("self", ()),  # 201.5 / FaB 2.12.2: the card itself
    ]


def test_they_control_after_its_controller_is_the_target_s_controller() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Destroy target nonland permanent. Its controller loses 2 life for each other "
        "permanent they control with the same name as that permanent.",
        ("Sorcery",),
    )
    assert [
        (r.among.zones, r.among.controller, r.origin)
        for r in refs
        if r.looks_for.kind == "same_name_as"
    ] == [(("battlefield",), "controller_of:target", "derived")]


def test_the_group_s_holder_is_the_one_right_before_it() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Gain control of target creature an opponent controls until end of turn if you control "
        "a creature with the same name as it.",
        ("Sorcery",),
    )
    assert [r.among.controller for r in refs if r.looks_for.kind == "same_name_as"] == ["you"]
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Whenever a creature enters the battlefield under an opponent's control, if its "
        "controller controls another creature with the same name as it, draw a card.",
        ("Enchantment",),
    )
    assert [r.among.controller for r in refs if r.looks_for.kind == "same_name_as"] == [
        "controller_of:trigger"
    ]
