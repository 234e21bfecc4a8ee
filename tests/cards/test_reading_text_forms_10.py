"""Text forms found wrong by probing FaB's words for tokens and players, and by invented round
27, cards that new helpers wrote and labelled blind (issue 20, point 3). Each test fails on the
code from before its fix, except those that say what a fix must leave as it was ("keeps")."""

from __future__ import annotations

from test_reading_text_forms_9 import TOKEN, _found, _read

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import ReferenceSpec
from sandbox.model.cards import single_face_card

GOLD = ("Gold", TOKEN)
FROSTBITE = ("Frostbite", TOKEN)
RUNECHANT = ("Runechant", TOKEN)
SUN_KISS = ("Sun Kiss", ("Action",))
PLAYABLE = ("hand", "arsenal", "banished", "deck", "graveyard")


def test_a_token_named_with_no_zone_is_in_the_arena_anyones_fab_8_1_8a() -> None:
    for text in (
        "Destroy all Gold tokens.",
        "Destroy target Gold token.",
        "Whenever a Gold is destroyed, gain 1{h}.",
    ):
        assert _found(_read("fab", text, GOLD)) == [
            (("Gold",), ("arena",), "any", "any", "any", False, "derived")
        ], text


def test_whose_tokens_a_possessive_or_controlled_by_says() -> None:
    cases = {
        "Your Runechant tokens can't be destroyed.": "you",
        "The attacking hero's Runechants lose all abilities.": "opponent",
        "Target opposing hero's Runechants deal no damage this turn.": "target_player",
        "If this hits, destroy a Runechant token controlled by the defending hero.": "opponent",
        "Runechant tokens controlled by opposing heroes can't be destroyed.": "opponent",
        "Destroy a Runechant token controlled by target hero.": "target_player",
    }
    for text, controller in cases.items():
        assert _found(_read("fab", text, RUNECHANT)) == [
            (("Runechant",), ("arena",), controller, "any", "any", False, "derived")
        ], text


def test_a_token_name_beside_unread_player_words_is_only_suggested() -> None:
    text = "When this hits, steal a Frostbite token."
    assert _found(_read("fab", text, FROSTBITE)) == [
        (("Frostbite",), ("arena",), "any", "any", "any", False, "suggested")
    ]


def test_keeps_the_zone_a_sentence_names_for_a_token() -> None:
    text = "Deal 1 arcane damage for each Frostbite in the defending hero's equipment zones."
    found = _found(_read("fab", text, FROSTBITE))
    assert [f[1] for f in found] == [("head", "chest", "arms", "legs")]


def test_who_cant_play_the_named_cards_says_whose_zones() -> None:
    cases = {
        "Opposing heroes can't play cards named Sun Kiss this turn.": "opponent",
        "Defense Reaction - The attacking hero can't play cards named Sun Kiss this turn.": (
            "opponent"
        ),
        "Heroes can't play cards named Sun Kiss this turn.": "any",
        "Each hero can't play cards named Sun Kiss this turn.": "any",
    }
    for text, whose in cases.items():
        assert _found(_read("fab", text, SUN_KISS)) == [
            (("Sun Kiss",), PLAYABLE, "any", "any", whose, False, "derived")
        ], text


def test_whoever_makes_a_token_is_any_player() -> None:
    text = "At the start of your turn, whoever controls the most Gold creates a Frostbite token."
    assert [
        (r.looks_for.creates, r.looks_for.creates_for)
        for r in _read("fab", text, GOLD, FROSTBITE)
        if r.use == "definition"
    ] == [("Frostbite", "any")]


def test_keeps_that_token_named_again_as_the_one_named_before_not_a_new_look_up() -> None:
    text = "Whenever this hits a hero who controls a Gold, destroy that Gold."
    assert _found(_read("fab", text, GOLD)) == [
        (("Gold",), ("arena",), "opponent", "any", "any", False, "derived")
    ]


CHOSEN_DEFEND = ("hand", "arsenal", "head", "chest", "arms", "legs")


def _chosen(refs: list[ReferenceSpec]) -> list[tuple[object, ...]]:
    return [
        (r.among.zones, r.among.controller, r.among.zone_owner, r.origin)
        for r in refs
        if r.looks_for.kind == "chosen"
    ]


def test_who_cant_defend_with_the_chosen_cards_says_whose_hand_and_equipment() -> None:
    for text in (
        "When this enters the arena, name a card. Opposing heroes can't defend with cards with "
        "the chosen name.",
        "When this attacks a hero, name a card. They can't defend this with cards with the "
        "chosen name.",
    ):
        assert _chosen(_read("fab", text)) == [(CHOSEN_DEFEND, "any", "opponent", "derived")], text


def test_cant_pitch_or_play_is_every_zone_a_card_is_played_from() -> None:
    text = "Name a card. You can't pitch or play cards with the chosen name this turn."
    assert _chosen(_read("fab", text)) == [(PLAYABLE, "any", "you", "derived")]


def test_a_chosen_name_with_its_own_zone_words_is_looked_for_there() -> None:
    text = (
        "Name a card. Each hero banishes every card with the chosen name from their graveyard, "
        "then draws a card for each card they banished this way."
    )
    assert [z for z, *_ in _chosen(_read("fab", text))] == [("graveyard",)]


def test_the_next_card_with_the_chosen_name_you_play_is_yours_on_the_stack() -> None:
    text = "Name a card. The next card with the chosen name you play this turn costs {r} less."
    assert _chosen(_read("fab", text)) == [(("stack",), "you", "any", "derived")]


def test_the_card_they_revealed_in_a_clash_is_in_their_deck() -> None:
    text = (
        "When this attacks a hero, name a card, then clash with them. If the card they "
        "revealed this way is the named card, create a Gold token."
    )
    assert _chosen(_read("fab", text, GOLD)) == [(("deck",), "any", "opponent", "derived")]


def test_either_of_the_cards_looked_at_is_in_the_deck_it_was_looked_at_in() -> None:
    text = (
        "Look at the top 2 cards of the defending hero's deck. If either is a card named Sun "
        "Kiss, banish it and target attack gets +2{p}."
    )
    assert _found(_read("fab", text, SUN_KISS)) == [
        (("Sun Kiss",), ("deck",), "any", "any", "opponent", False, "derived")
    ]


def test_the_attack_defended_and_the_card_defending_are_on_the_combat_chain() -> None:
    cases = {
        "If this defends a card named Sun Kiss, this gets +2{d} and the attacking hero "
        "discards a card.": "opponent",
        "Whenever the defending hero defends this with a card named Sun Kiss, draw a card.": (
            "opponent"
        ),
        "Whenever the defending hero defends Zzyx Tester with a card named Sun Kiss, draw.": (
            "opponent"
        ),
        "Whenever you defend with a card named Sun Kiss, gain 1{h}.": "you",
    }
    for text, controller in cases.items():
        assert _found(_read("fab", text, SUN_KISS)) == [
            (("Sun Kiss",), ("combat_chain",), controller, "any", "any", False, "derived")
        ], text


def test_one_equipment_zone_or_two_are_zone_words() -> None:
    cases = {
        "If an opposing hero has a Frostbite in their head zone, draw a card.": ("head",),
        "You may destroy a Frostbite in an opposing hero's arms or legs zone.": ("arms", "legs"),
    }
    for text, zones in cases.items():
        found = _found(_read("fab", text, FROSTBITE))
        assert [(f[1], f[4]) for f in found] == [(zones, "opponent")], text


HEROES = (
    ("Dorinthea Ironsong", ("Warrior", "Hero")),
    ("Dorinthea, Quicksilver Prodigy", ("Warrior", "Hero", "Young")),
    ("Chane, Bound by Shadow", ("Runeblade", "Hero")),
)


def test_a_hero_named_in_full_is_found_by_name_in_whose_hero_zone_f3() -> None:
    cases = {
        "If the defending hero is Dorinthea Ironsong or Dorinthea, Quicksilver Prodigy, draw a "
        "card.": (("Dorinthea Ironsong", "Dorinthea, Quicksilver Prodigy"), "opponent"),
        "If an opposing hero is Chane, Bound by Shadow, this gets go again.": (
            ("Chane, Bound by Shadow",),
            "opponent",
        ),
        "When this hits a hero named Chane, Bound by Shadow, draw a card.": (
            ("Chane, Bound by Shadow",),
            "opponent",
        ),
        "Target hero named Chane, Bound by Shadow loses 1{h}.": (
            ("Chane, Bound by Shadow",),
            "target_player",
        ),
    }
    for text, (names, whose) in cases.items():
        refs = [r for r in _read("fab", text, *HEROES) if r.use == "identification"]
        assert [
            (r.looks_for.names, r.looks_for.by, r.among.zones, r.among.zone_owner, r.origin)
            for r in refs
        ] == [(names, "name", ("hero",), whose, "derived")], text


def test_a_group_after_a_target_an_opponent_controls_is_anyones() -> None:
    text = (
        "Zzyx Tester deals 2 damage to target creature an opponent controls and 1 damage to "
        "each other creature with the same name as that creature."
    )
    refs = [r for r in _read("mtg", text) if r.looks_for.kind == "same_name_as"]
    assert [(r.among.zones, r.among.controller) for r in refs] == [(("battlefield",), "any")]


def test_a_token_controlled_by_the_defending_hero_in_an_attack_trigger() -> None:
    text = "When this attacks, destroy a Runechant token controlled by the defending hero."
    assert _found(_read("fab", text, RUNECHANT)) == [
        (("Runechant",), ("arena",), "opponent", "any", "any", False, "derived")
    ]


def test_tokens_an_earlier_sentence_picked_are_only_suggested() -> None:
    text = (
        "Destroy all tokens you control. For each 4 Copper, 2 Silver, and/or 1 Gold destroyed "
        "this way, draw a card."
    )
    others = (("Copper", TOKEN), ("Silver", TOKEN), GOLD)
    assert _found(_read("fab", text, *others)) == [
        (("Copper", "Silver", "Gold"), ("arena",), "any", "any", "any", False, "suggested")
    ]


def test_tokens_transformed_into_a_token_are_found_and_the_token_defined_fab_8_5_36c() -> None:
    text = "Transform up to 2 Runechants you control into a Frostbite."
    refs = _read("fab", text, RUNECHANT, FROSTBITE)
    assert [(r.looks_for.creates, r.origin) for r in refs if r.use == "definition"] == [
        ("Frostbite", "derived")
    ]
    assert _found(refs) == [(("Runechant",), ("arena",), "you", "any", "any", False, "derived")]


def test_gets_power_and_the_name_x_sets_a_name_f8() -> None:
    text = (
        "Your next attack this turn gets +1{p} and the name Sun Kiss in addition to its other "
        "names."
    )
    card = single_face_card("fab", "Zzyx Tester", ("Action",), text)
    use = read_name_use(card, NameContext.build("fab", [card, single_face_card("fab", *SUN_KISS)]))
    assert (use.references, use.detected) == ((), ())


def test_a_token_in_an_opening_trigger_is_in_play_whatever_the_effect_says() -> None:
    text = "Whenever a Frostbite is destroyed, look at the top card of your deck."
    found = _found(_read("fab", text, FROSTBITE))
    assert [f[:5] for f in found] == [(("Frostbite",), ("arena",), "any", "any", "any")]


def _made(refs: list[ReferenceSpec]) -> list[tuple[str, str]]:
    return [(r.looks_for.creates, r.looks_for.creates_for) for r in refs if r.use == "definition"]


def test_who_makes_a_token_is_said_before_it_not_after() -> None:
    text = (
        "Whenever an opponent creates a token during your turn, create a Gold token.\n"
        "When this hits a hero, create a Runechant token in their hand."
    )
    assert _made(_read("fab", text, GOLD, RUNECHANT)) == [
        ("Gold", "you"),
        ("Runechant", "opponent"),
    ]
    text = (
        'When this creature enters, create a colorless artifact token named Land Mine with "{R}, '
        'Sacrifice this token: This token deals 2 damage to target attacking creature." Then each '
        "opponent creates a Treasure token."
    )
    assert _made(_read("mtg", text)) == [("Land Mine", "you"), ("Treasure", "opponent")]


def test_that_hero_chosen_as_each_heros_opponent_may_be_anyone() -> None:
    text = "Each hero chooses an opposing hero, and that hero creates a Frostbite token."
    assert _made(_read("fab", text, FROSTBITE)) == [("Frostbite", "any")]


def test_cards_revealed_then_put_away_are_found_where_they_were_revealed() -> None:
    text = (
        "Target hero reveals their hand and puts all cards named Sun Kiss on the bottom of "
        "their deck."
    )
    assert _found(_read("fab", text, SUN_KISS)) == [
        (("Sun Kiss",), ("hand",), "any", "any", "target_player", False, "derived")
    ]


def test_a_hand_revealed_then_it_contains_the_chosen_name() -> None:
    text = (
        "Name a card. Target hero reveals their hand. If it contains a card with the chosen "
        "name, they shuffle it into their deck."
    )
    assert _chosen(_read("fab", text)) == [(("hand",), "any", "target_player", "derived")]


def test_permanents_named_in_a_condition_after_is_a_are_found_not_named() -> None:
    text = (
        "This Vehicle is an artifact creature as long as you control three or more other "
        "permanents named Zzyx Tester."
    )
    assert _found(_read("mtg", text)) == [
        (("Zzyx Tester",), ("battlefield",), "you", "any", "any", True, "derived")
    ]


def test_that_spell_is_named_is_the_triggering_spell_of_its_caster() -> None:
    text = (
        "Whenever an opponent casts a noncreature spell, you gain 1 life. If that spell is "
        "named Dark Ritual, draw a card."
    )
    assert _found(_read("mtg", text, ("Dark Ritual", ("Instant",)))) == [
        (("Dark Ritual",), ("stack",), "opponent", "any", "any", False, "derived")
    ]


def _typed(
    text: str, types: tuple[str, ...], *others: tuple[str, tuple[str, ...]]
) -> list[tuple[object, ...]]:
    card = single_face_card("fab", "Zzyx Tester", types, text)
    known = [single_face_card("fab", name, kinds) for name, kinds in others]
    return _found(list(read_name_use(card, NameContext.build("fab", [card, *known])).references))


def test_the_defending_and_attacking_hero_are_on_the_side_the_card_is_fab_8_1() -> None:
    text = "If the defending hero has a card named Sun Kiss in their graveyard, this gets +2{d}."
    cases = {
        ("Generic", "Defense Reaction"): "you",  # played by the defending hero (8.1.3a)
        ("Generic", "Action", "Attack"): "opponent",
    }
    for types, whose in cases.items():
        assert [f[4] for f in _typed(text, types, SUN_KISS)] == [whose], types
    text = (
        "Target attack gets +1{p} for each card named Sun Kiss in the attacking hero's graveyard."
    )
    cases = {
        ("Generic", "Attack Reaction"): "you",  # played by the attacking hero (8.1.2a)
        ("Generic", "Instant"): "any",  # either hero may play it
    }
    for types, whose in cases.items():
        assert [f[4] for f in _typed(text, types, SUN_KISS)] == [whose], types


def test_that_heros_zone_is_the_hero_named_before() -> None:
    text = (
        "Deal 2 arcane damage to target hero. If there is a card named Sun Kiss in that hero's "
        "graveyard, draw a card."
    )
    assert [f[4] for f in _found(_read("fab", text, SUN_KISS))] == ["target_player"]


def test_opposing_heroes_hands_are_theirs() -> None:
    text = (
        "When this enters the arena, name a card.\nCards with the chosen name in opposing "
        "heroes' hands can't be pitched while this is in the arena."
    )
    assert _chosen(_read("fab", text)) == [(("hand",), "any", "opponent", "derived")]


def test_a_token_some_other_subject_creates_is_only_suggested_for_you() -> None:
    text = (
        "Whenever you play a card during an opponent's turn, the hero whose turn it is creates "
        "a Frostbite token."
    )
    refs = _read("fab", text, FROSTBITE)
    assert [(r.looks_for.creates, r.origin) for r in refs if r.use == "definition"] == [
        ("Frostbite", "suggested")
    ]


def test_cards_turned_face_up_this_way_are_in_the_arsenal_they_were_turned_in() -> None:
    text = (
        "Name a card. Target hero turns each face-down card in their arsenal face up. Banish "
        "each card with the chosen name turned face up this way."
    )
    assert _chosen(_read("fab", text)) == [(("arsenal",), "any", "target_player", "derived")]


def test_either_chosen_name_is_a_chosen_name() -> None:
    text = (
        "Name two cards. Reveal the top 5 cards of your deck. Put all cards with either chosen "
        "name revealed this way into your hand."
    )
    assert _chosen(_read("fab", text)) == [(("deck",), "any", "you", "derived")]


def test_a_card_this_is_defended_by_is_the_defending_heros_on_the_chain() -> None:
    text = "If this is defended by a card named Sun Kiss, this gets +1{p}."
    assert _found(_read("fab", text, SUN_KISS)) == [
        (("Sun Kiss",), ("combat_chain",), "opponent", "any", "any", False, "derived")
    ]


def test_then_that_player_who_discards_is_the_player_named_before_not_you() -> None:
    text = (
        "Return target nonland permanent to its owner's hand. Then that player reveals their "
        "hand and discards all cards named Counterspell."
    )
    found = _found(_read("mtg", text, ("Counterspell", ("Instant",))))
    assert [(f[1], f[4]) for f in found] == [(("hand",), "any")]
    assert [f[-1] for f in found] == ["suggested"]  # its owner, a player the reading misses


def test_a_conditions_one_object_compared_with_the_cards_of_a_zone() -> None:
    cases = {
        "Discard a random card, then draw a card. If the discarded card has the same name as a "
        "card in your pitch zone, draw a card.": (("pitch",), "you"),
        "Reveal the top card of target hero's deck. If it has the same name as a card in their "
        "graveyard, banish it.": (("graveyard",), "target_player"),
    }
    for text, (zones, whose) in cases.items():
        refs = [r for r in _read("fab", text) if r.looks_for.kind == "same_name_as"]
        assert [(r.among.zones, r.among.zone_owner, r.origin) for r in refs] == [
            (zones, whose, "derived")
        ], text


def test_the_hero_you_attack_and_the_chosen_player_are_who_the_words_say() -> None:
    text = "Whenever you attack, if the hero you attack controls a Gold, steal a Gold they control."
    assert {f[2] for f in _found(_read("fab", text, GOLD))} == {"opponent"}
    text = (
        "As this enters, choose an opponent.\nThis creature's power is equal to the number of "
        "cards named Bloodghast in the chosen player's graveyard."
    )
    found = _found(_read("mtg", text, ("Bloodghast", ("Creature",))))
    assert [(f[1], f[4]) for f in found] == [(("graveyard",), "opponent")]


def test_one_object_against_a_zone_in_more_wordings() -> None:
    cases = {
        "Banish the top card of your deck. If the banished card has the same name as a card in "
        "your graveyard, draw a card.": (("graveyard",), "you"),
        "Reveal the top card of your deck. If it has the same name as a card on the combat "
        "chain, draw a card.": (("combat_chain",), "any"),
        "While the defending hero has a card with the same name as this in their banished "
        "zone, this gets +2{p}.": (("banished",), "opponent"),
    }
    for text, (zones, whose) in cases.items():
        refs = [r for r in _read("fab", text) if r.looks_for.kind == "same_name_as"]
        assert [(r.among.zones, r.among.zone_owner) for r in refs] == [(zones, whose)], text


def test_the_destroyed_aura_against_another_card_is_no_name_shared_in_a_group() -> None:
    text = (
        "Destroy target aura. If the destroyed aura has the same name as another card in its "
        "owner's graveyard, draw a card."
    )
    kinds = [r.looks_for.kind for r in _read("fab", text) if r.use == "identification"]
    assert kinds == ["same_name_as"]
