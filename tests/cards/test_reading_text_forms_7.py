"""Text forms found wrong by a third set of invented cards that helpers wrote and labelled
blind (issue 20, point 3: the thirteenth reading round). Each test fails on the code from
before its fix."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_reading_text_forms import read, use_of

from sandbox.cards.reading.honesty import unread_word
from sandbox.model import LooksFor, ObjectFilter, ReferenceSpec


def _look_ups(refs: list[ReferenceSpec]) -> list[tuple[object, ...]]:
    return [
        (r.looks_for.kind, r.looks_for.names, r.among.zones, r.among.controller, r.origin)
        for r in refs
        if r.use == "identification"
    ]


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Whenever you play an attack action card named Phoenix Flame, draw a card.", "you"),
        ("Whenever an opponent plays a card named Phoenix Flame, you may draw a card.", "opponent"),
        (
            "The first time each turn the defending hero plays a card named Vigor, gain 1{h}.",
            "opponent",
        ),
    ],
)
def test_a_card_being_played_is_on_the_stack_of_the_player_who_plays_it(
    text: str, who: str
) -> None:
    # FaB CR 5.1.2: a card is played by moving it onto the stack; the trigger sees it there
    looked = _look_ups(read("fab", "Zzyx Tester", text, ("Generic", "Action", "Aura")))
    assert [(zones, controller, origin) for _, _, zones, controller, origin in looked] == [
        (("stack",), who, "derived")
    ]


def test_a_part_of_a_name_or_the_chosen_name_of_a_played_card_is_on_the_stack() -> None:
    part = "Whenever an opponent plays an attack action card with Vengeance in its name, draw."
    chosen = (
        "When this enters the arena, name a card. Whenever an opponent plays a card with the "
        "chosen name, you may draw a card."
    )
    assert _look_ups(read("fab", "Zzyx Tester", part, ("Generic", "Aura"))) == [
        ("names", ("Vengeance",), ("stack",), "opponent", "derived")
    ]
    assert _look_ups(read("fab", "Zzyx Tester", chosen, ("Generic", "Aura"))) == [
        ("chosen", (), ("stack",), "opponent", "derived")
    ]


def test_what_a_player_cannot_play_is_still_where_cards_are_played_from() -> None:
    refs = read("fab", "Zzyx Tester", "Opponents can't play cards named Phoenix Flame this turn.")
    (zones,) = [r.among.zones for r in refs if r.use == "identification"]
    assert "stack" not in zones and "hand" in zones  # a restriction, not a trigger


def test_named_objects_you_control_on_the_combat_chain_are_on_the_chain() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "This gets +1{p} for each Phoenix Flame you control on the combat chain.",
    )
    assert _look_ups(refs) == [("names", ("Phoenix Flame",), ("combat_chain",), "you", "derived")]


def test_a_reading_of_the_arena_where_the_text_says_the_combat_chain_is_not_sure() -> None:
    # the arena holds the combat chain and more (FaB CR 3.0.5): reading it is wider than the text
    spec = ReferenceSpec(
        key="names-1",
        text="This gets +1{p} for each Phoenix Flame you control on the combat chain.",
        use="identification",
        looks_for=LooksFor(kind="names", names=("Crouching Tiger",)),
        among=ObjectFilter(zones=("arena",), controller="you"),
    )
    assert unread_word(spec, "fab") == "on the combat chain"
    on_the_chain = ObjectFilter(zones=("combat_chain",), controller="you")
    assert unread_word(replace(spec, among=on_the_chain), "fab") is None


def test_a_token_under_their_control_is_made_for_the_player_named_in_an_earlier_sentence() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Target hero loses 1{h} for each Frostbite they control.\n"
        "Then create a Frostbite token under their control.",
    )
    made = [(r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"]
    assert made == [("Frostbite", "any")]  # target hero: any hero, not only an opponent


def test_a_player_right_before_each_create_makes_that_token() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "When this creature enters, target opponent creates a Treasure token and you create two "
        "Treasure tokens.",
        ("Creature",),
    )
    made = {(r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"}
    assert made == {("Treasure", "opponent"), ("Treasure", "you")}  # MTG 111.2


def test_a_token_put_in_any_hero_s_zone_is_that_hero_s_whoever_makes_it() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "You may create a Frostbite token in an exposed head, chest, arms, or legs zone.",
    )  # as Frozen to Death prints it (FaB 8.5.2c)
    assert [r.looks_for.creates_for for r in refs if r.use == "definition"] == ["any"]


def test_a_group_s_own_zone_words_say_whose_zone_it_is() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "When this creature enters, exile target nonland card from an opponent's graveyard and "
        "all other cards from that graveyard with the same name as that card.",
        ("Creature",),
    )
    same = [r for r in refs if r.looks_for.kind == "same_name_as"]
    # that graveyard is the target's owner's (MTG 400.3), not every opponent's
    assert [(r.among.zones, r.among.zone_owner, r.origin) for r in same] == [
        (("graveyard",), "owner_of:target", "derived")
    ]


@pytest.mark.parametrize(
    ("name", "rule"),
    [
        ("Relentless Rats", "A deck can have any number of cards named Relentless Rats."),
        ("Seven Dwarves", "A deck can have up to seven cards named Seven Dwarves."),
    ],
)
def test_a_deck_rule_functions_outside_the_game_on_its_owner_s_deck(name: str, rule: str) -> None:
    # MTG 113.6n: a deck construction rule functions before the game begins (issue 20, point 3)
    use = use_of("mtg", name, f"{name} gets +1/+1 for each other creature named {name}.\n{rule}")
    deck = [r for r in use.references if r.outside_game]
    assert [(r.looks_for.names, r.among.zones, r.among.zone_owner, r.origin) for r in deck] == [
        ((name,), ("library",), "owner", "derived")
    ]
    assert use.scope == "board"  # its other sentence uses the name on the battlefield


def test_a_companion_condition_on_different_names_functions_outside_the_game() -> None:
    use = use_of(
        "mtg",
        "Zzyx Tester",
        "Companion — Each nonland card in your starting deck has a different name.",
        ("Creature",),
    )
    assert use.scope == "deck_building"
    assert [
        (r.looks_for.kind, r.among.zones, r.among.not_types, r.outside_game, r.origin)
        for r in use.references
    ] == [("different_names", ("library",), ("land",), True, "derived")]
