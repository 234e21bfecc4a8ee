"""Text forms found wrong by a third set of invented cards that helpers wrote and labelled
blind (issue 20, point 3: the thirteenth reading round). Each test fails on the code from
before its fix."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_reading_text_forms import read, use_of

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.cards.reading.honesty import unread_word
from sandbox.model import LooksFor, ObjectFilter, ReferenceSpec
from sandbox.model.cards import single_face_card


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


# The fourteenth round: invented cards in the forms of real ones (held-out cards taken out).


@pytest.mark.parametrize(
    ("text", "made"),
    [
        (
            "Each hero discards a card. You create a Quicken token, then each opponent who "
            "discarded an attack action card this way creates a Frailty token.",
            {("Quicken", "you"), ("Frailty", "opponent")},
        ),
        (
            "Whenever this defends, target hero who controls no Vigor tokens creates a Vigor "
            "token.",
            {("Vigor", "any")},
        ),
        (
            "Create a Runechant token for each attack action card in the attacking hero's "
            "graveyard.",
            {("Runechant", "you")},  # the count puts nothing in that graveyard
        ),
    ],
)
def test_the_player_at_the_start_of_a_create_s_clause_makes_the_token(
    text: str, made: set[tuple[str, str]]
) -> None:
    refs = read("fab", "Zzyx Tester", text)
    assert {
        (r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"
    } == made


def test_an_enchanted_opponent_makes_its_own_token() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "When this Aura enters, you create a Treasure token and enchanted opponent creates a "
        "Blood token.",
        ("Enchantment",),
    )
    made = {(r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"}
    assert made == {("Treasure", "you"), ("Blood", "opponent")}


def test_a_copy_of_an_object_not_named_x_defines_no_token_named_x() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "When you do, create a token that's a copy of target nontoken artifact an opponent "
        "controls not named Mulldrifter.",
        ("Creature",),
    )  # MTG 707.2: the copy takes the copied object's name
    assert [r for r in refs if r.use == "definition"] == []
    (named,) = [r for r in refs if r.use == "identification"]
    assert (named.looks_for.names, named.looks_for.negate, named.among.controller) == (
        ("Mulldrifter",),
        True,
        "opponent",
    )


def test_objects_a_target_player_controls_are_that_player_s() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Put a +1/+1 counter on each creature target player controls named Mulldrifter.",
        ("Sorcery",),
    )
    assert [(r.among.controller, r.origin) for r in refs if r.use == "identification"] == [
        ("target_player", "derived")
    ]
    refs = read("fab", "Zzyx Tester", "If target hero controls no Copper tokens, draw a card.")
    assert [r.among.controller for r in refs if r.use == "identification"] == ["target_player"]


def test_each_object_that_player_controls_with_the_same_name_is_the_target_s_controller_s() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Put a stun counter on target creature an opponent controls and on each token that "
        "player controls with the same name as that creature.",
        ("Instant",),
    )
    (same,) = [r for r in refs if r.looks_for.kind == "same_name_as"]
    assert (same.among.controller, same.origin) == ("controller_of:target", "derived")


def test_one_object_is_compared_with_a_zone_or_the_permanents_a_player_controls() -> None:
    revealed = read(
        "fab",
        "Zzyx Tester",
        "When this hits a hero, they reveal their arsenal. If a card revealed this way has the "
        "same name as a card in your banished zone, banish it.",
    )
    (same,) = [r for r in revealed if r.looks_for.kind == "same_name_as"]
    assert (same.among.zones, same.among.zone_owner, same.looks_for.anchor.related) == (  # type: ignore[union-attr]
        ("banished",),
        "you",
        "revealed",
    )
    target = read(
        "mtg",
        "Zzyx Tester",
        "{2}, {T}: Choose target artifact card in your graveyard that doesn't have the same "
        "name as a permanent you control. Return it to the battlefield.",
        ("Artifact",),
    )
    (same,) = [r for r in target if r.looks_for.kind == "same_name_as"]
    assert (same.among.zones, same.among.controller) == (("battlefield",), "you")
    assert same.origin == "suggested"  # "doesn't have": the negation is not read


def test_names_that_differ_in_a_cost_are_where_the_cost_says() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "{3}, {T}, Exile three cards with different names from your graveyard: Search your "
        "library for an artifact card, reveal it, put it into your hand, then shuffle.",
        ("Artifact",),
    )
    (different,) = [r for r in refs if r.looks_for.kind == "different_names"]
    assert (different.among.zones, different.among.zone_owner) == (("graveyard",), "you")


def test_a_part_of_a_name_with_other_a_holder_after_it_and_had() -> None:
    other = read(
        "fab",
        "Zzyx Tester",
        "Arcane Barrier X, where X is the number of other equipment you control with Arcanite "
        "in their name.",
        ("Generic", "Equipment", "Legs"),
    )
    held = read(
        "fab",
        "Zzyx Tester",
        "Target attack with Herald in its name an opposing hero controls gets -2{p}.",
        ("Generic", "Instant"),
    )
    had = read(
        "fab",
        "Zzyx Tester",
        "When this attacks, if the last attack this combat chain had Gustwave in its name, draw.",
    )
    assert [(r.among.exclude_source, r.origin) for r in other] == [(True, "derived")]
    assert [(r.among.zones, r.among.controller, r.origin) for r in held] == [
        (("combat_chain",), "opponent", "derived")
    ]
    assert [(r.looks_for.names, r.among.zones) for r in had] == [(("Gustwave",), ("combat_chain",))]


def test_a_hero_that_is_not_x_is_a_moniker_not_named_so() -> None:
    card = single_face_card(
        "fab",
        "Zzyx Tester",
        ("Generic", "Action"),
        "If the defending hero isn't Arakni, draw a card.",
        pitch="1",
    )
    hero = single_face_card("fab", "Arakni, Huntsman", ("Assassin", "Hero"))
    refs = read_name_use(card, NameContext.build("fab", [card, hero])).references
    assert [
        (r.looks_for.names, r.looks_for.by, r.looks_for.negate, r.among.zone_owner) for r in refs
    ] == [(("Arakni",), "moniker", True, "opponent")]


def test_the_next_card_you_play_with_the_chosen_name_is_on_the_stack() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Name a card. The next time you play a card with the chosen name this turn, it gains go "
        "again.",
    )
    assert [(r.among.zones, r.among.controller) for r in refs if r.looks_for.kind == "chosen"] == [
        (("stack",), "you")
    ]


# The fifteenth round: chosen names and the players of literal names.


def test_the_card_a_target_hero_revealed_is_in_that_hero_s_zone() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Name a card, then target hero reveals their arsenal. If it's the named card, banish it.",
    )
    (chosen,) = [r for r in refs if r.looks_for.kind == "chosen"]
    assert (chosen.among.zones, chosen.among.zone_owner) == (("arsenal",), "target_player")


def test_a_clash_reveals_the_top_card_of_each_hero_s_deck() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "When this attacks, name a card, then clash with the defending hero. If a card revealed "
        "this way has the chosen name, draw a card.",
    )  # FaB CR 8.5.45
    (chosen,) = [r for r in refs if r.looks_for.kind == "chosen"]
    assert (chosen.among.zones, chosen.among.zone_owner) == (("deck",), "any")


def test_a_zone_in_a_condition_does_not_say_whose_the_token_is() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "When this hits a hero, banish the top 2 cards of their deck. Then if there are 2 or "
        "more cards named Phoenix Flame in their banished zone, create a Gold token.",
    )
    assert [r.looks_for.creates_for for r in refs if r.use == "definition"] == ["you"]


@pytest.mark.parametrize(
    ("text", "controller"),
    [
        (
            "Deal 1 arcane damage to target hero, then destroy a Frostbite that hero controls.",
            "target_player",
        ),
        ("Each other hero may destroy a Gold they control.", "opponent"),
        # and the other side of the comparison, yours (test_reading_text_forms_8)
        ("Choose an opponent. If they control more Gold than you, draw a card.", "opponent"),
    ],
)
def test_the_player_named_before_holds_the_named_objects(text: str, controller: str) -> None:
    refs = read("fab", "Zzyx Tester", text)
    held = {r.among.controller for r in refs if r.use == "identification"}
    assert held - {"you"} == {controller}


def test_objects_you_own_that_an_opponent_controls_are_in_play_under_that_opponent() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "At the start of your turn, destroy each Frostbite you own that an opponent controls.",
    )
    assert [
        (r.among.zones, r.among.owner, r.among.controller, r.origin)
        for r in refs
        if r.use == "identification"
    ] == [(("arena",), "you", "opponent", "derived")]


def test_you_in_an_ability_granted_to_another_player_s_objects_is_not_sure() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        'Frostbites you own that an opponent controls have "At the start of your turn, if you '
        'control 2 or more Frostbites, lose 1{h}."',
        ("Generic", "Aura"),
    )  # the granted ability's "you" is its holder's controller, which no word here holds
    read_twice = [(r.among.controller, r.among.owner, r.origin) for r in refs]
    assert read_twice == [("opponent", "you", "derived"), ("you", "any", "suggested")]


# The sixteenth round: the zones of literal names, heroes, and today's MTG templating.


def test_a_name_with_its_own_zone_words_is_looked_for_there() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "When this hits a hero, banish the top card of their deck and each card named Phoenix "
        "Flame in their arsenal.",
    )
    assert [(r.among.zones, r.among.zone_owner) for r in refs if r.use == "identification"] == [
        (("arsenal",), "opponent")
    ]


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("If a card named Phoenix Flame is pitched this way, this gets go again.", "you"),
        ("Whenever an opposing hero pitches a Phoenix Flame, draw a card.", "opponent"),
    ],
)
def test_a_pitched_card_is_in_a_pitch_zone(text: str, owner: str) -> None:
    refs = read("fab", "Zzyx Tester", text, ("Generic", "Weapon"))
    assert [(r.among.zones, r.among.zone_owner, r.origin) for r in refs] == [
        (("pitch",), owner, "derived")
    ]


def test_the_bottom_card_a_player_reveals_is_in_their_deck() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "Reveal the bottom card of target hero's deck. If it's a card named Phoenix Flame, "
        "banish it.",
    )
    assert [(r.among.zones, r.among.zone_owner) for r in refs] == [(("deck",), "target_player")]


def test_only_a_hero_is_marked_and_a_hero_named_x_is_in_a_hero_zone() -> None:
    hero = single_face_card("fab", "Fang, Dracai of Blades", ("Draconic", "Hero", "Young"))
    young = single_face_card("fab", "Fang", ("Draconic", "Hero", "Young"))
    full = single_face_card("fab", "Valda Brightaxe", ("Guardian", "Hero"))
    card = single_face_card(
        "fab",
        "Zzyx Tester",
        ("Generic", "Action"),
        "Mark target Fang. Whenever a hero named Valda Brightaxe defends, draw a card.",
        pitch="1",
    )
    context = NameContext.build("fab", [card, hero, young, full])
    refs = read_name_use(card, context).references
    assert [(r.looks_for.names, r.looks_for.by, r.among.zones) for r in refs] == [
        (("Fang",), "moniker", ("hero",)),  # a young hero's card name too, but marked: a hero
        (("Valda Brightaxe",), "name", ("hero",)),
    ]


def test_you_and_that_hero_each_make_a_token() -> None:
    refs = read(
        "fab",
        "Zzyx Tester",
        "When this hits a hero, you and that hero each create a Gold token.",
    )
    assert [r.looks_for.creates_for for r in refs if r.use == "definition"] == ["any"]


def test_the_defending_player_makes_the_token_right_after_it() -> None:
    refs = read(
        "mtg",
        "Zzyx Tester",
        "Whenever this creature attacks, defending player creates a Food token and you create a "
        "colorless artifact token named Land Mine.",
        ("Creature",),
    )
    made = {(r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"}
    assert made == {("Food", "opponent"), ("Land Mine", "you")}


def test_creatures_defending_player_controls_and_tokens_they_control_are_theirs() -> None:
    named = read(
        "mtg",
        "Zzyx Tester",
        "Whenever this creature attacks, each creature defending player controls named "
        "Mulldrifter gets -1/-1 until end of turn.",
        ("Creature",),
    )
    different = read(
        "mtg",
        "Zzyx Tester",
        "Whenever this creature attacks, defending player loses 1 life for each differently "
        "named artifact token they control.",
        ("Creature",),
    )
    assert [r.among.controller for r in named if r.use == "identification"] == ["opponent"]
    assert [r.among.controller for r in different if r.use == "identification"] == ["opponent"]


def test_cards_that_are_named_x_are_found_not_named_so() -> None:
    refs = read(
        "mtg",
        "Swarm of Cinders",
        "Swarm of Cinders deals X damage to any target, where X is one plus the number of cards "
        "in your graveyard that are Elementals or are named Swarm of Cinders.",
        ("Sorcery",),
    )
    named = [r for r in refs if r.looks_for.kind == "names"]
    assert [(r.looks_for.names, r.among.zones, r.among.zone_owner) for r in named] == [
        (("Swarm of Cinders",), ("graveyard",), "you")
    ]


def test_a_latin_plural_of_a_name_is_the_name() -> None:
    card = single_face_card(
        "fab",
        "Zzyx Tester",
        ("Generic", "Action"),
        "If you control 2 or more Graphene Chelicerae, draw a card.",
        pitch="1",
    )
    token = single_face_card("fab", "Graphene Chelicera", ("Token",), is_token=True)
    use = read_name_use(card, NameContext.build("fab", [card, token]))
    assert [(r.looks_for.names, r.among.controller) for r in use.references] == [
        (("Graphene Chelicera",), "you")
    ]
