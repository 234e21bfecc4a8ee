"""Text forms found wrong by invented rounds 22 to 26, cards that twenty-four new helpers wrote
and labelled blind (issue 20, point 3). Each test fails on the code from before its fix."""

from __future__ import annotations

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import Game, ReferenceSpec
from sandbox.model.cards import single_face_card

TOKEN = ("Token",)


def _read(game: Game, text: str, *others: tuple[str, tuple[str, ...]]) -> list[ReferenceSpec]:
    """The references of a card of `text`, read where `others` (name, types) are cards too."""
    types = ("Action",) if game == "fab" else ("Sorcery",)
    card = single_face_card(game, "Zzyx Tester", types, text)
    known = [
        single_face_card(game, name, kinds, is_token="Token" in kinds) for name, kinds in others
    ]
    context = NameContext.build(game, [card, *known])
    return list(read_name_use(card, context).references)


def _found(refs: list[ReferenceSpec]) -> list[tuple[object, ...]]:
    return [
        (
            r.looks_for.names,
            r.among.zones,
            r.among.controller,
            r.among.owner,
            r.among.zone_owner,
            r.among.exclude_source,
            r.origin,
        )
        for r in refs
        if r.use == "identification"
    ]


def _made_for(refs: list[ReferenceSpec]) -> list[tuple[str, str, str]]:
    return [
        (r.looks_for.creates, r.looks_for.creates_for, r.origin)
        for r in refs
        if r.use == "definition"
    ]


def test_objects_your_opponents_control_are_theirs_not_yours() -> None:
    text = "Zzyx Tester costs {r} less to play for each Frostbite your opponents control."
    assert _found(_read("fab", text, ("Frostbite", TOKEN))) == [
        (("Frostbite",), ("arena",), "opponent", "any", "any", False, "derived")
    ]


def test_no_hero_controls_is_any_hero_and_another_hero_controls_is_an_opponent() -> None:
    text = (
        "At the start of each opponent's turn, deal 1 arcane damage to them for each Frostbite "
        "they control.\nAt the beginning of your end phase, if no hero controls a Frostbite, "
        "destroy Zzyx Tester."
    )
    found = _found(_read("fab", text, ("Frostbite", TOKEN)))
    assert [(f[2], f[6]) for f in found] == [("opponent", "derived"), ("any", "derived")]
    other = "If another hero controls 2 or more Might tokens, create a Vigor token."
    found = _found(_read("fab", other, ("Might", TOKEN), ("Vigor", TOKEN)))
    assert [(f[2], f[6]) for f in found] == [("opponent", "derived")]


def test_the_loser_of_a_clash_who_creates_a_token_is_either_player() -> None:
    text = (
        "When this attacks a hero, clash with them. The loser of the clash creates a Frailty "
        "token, and the winner gains 1{h}."
    )
    assert _made_for(_read("fab", text, ("Frailty", TOKEN))) == [("Frailty", "any", "derived")]


def test_a_token_under_that_heros_control_is_for_the_hero_named_before() -> None:
    targeted = (
        "Target hero discards a card. Create a Frostbite token under that hero's control for "
        "each card in their hand."
    )
    assert _made_for(_read("fab", targeted, ("Frostbite", TOKEN))) == [
        ("Frostbite", "any", "derived")
    ]
    hit = "When this hits a hero, create a Frostbite token under that hero's control."
    assert _made_for(_read("fab", hit, ("Frostbite", TOKEN))) == [
        ("Frostbite", "opponent", "derived")
    ]


def test_another_cards_name_hitting_is_its_attack_on_the_combat_chain() -> None:
    text = "Whenever Anothos hits a hero this turn, they discard a random card."
    weapon = ("Anothos", ("Guardian", "Weapon", "Hammer"))
    assert _found(_read("fab", text, weapon)) == [
        (("Anothos",), ("combat_chain",), "any", "any", "any", False, "derived")
    ]


HEROES = (
    ("Iyslander, Stormbind", ("Wizard", "Hero")),
    ("Oldhim, Grandfather of Eternity", ("Guardian", "Hero")),
)


def test_that_hero_after_target_hero_is_the_target_and_after_an_opposing_one_an_opponent() -> None:
    text = (
        "Deal 2 arcane damage to target hero. If that hero is Iyslander or Oldhim, deal 3 "
        "arcane damage to them instead."
    )
    assert [f[4] for f in _found(_read("fab", text, *HEROES))] == ["target_player"]
    opposing = "Mark target opposing hero. If that hero is Iyslander, gain {r}."
    assert [f[4] for f in _found(_read("fab", opposing, *HEROES))] == ["opponent"]


def _chosen(refs: list[ReferenceSpec]) -> list[tuple[object, ...]]:
    return [
        (r.among.zones, r.among.zone_owner, r.origin) for r in refs if r.looks_for.kind == "chosen"
    ]


def test_cards_a_player_cant_pitch_are_in_that_players_hand() -> None:
    each = (
        "Name a card. Until the end of their next turn, each opposing hero can't pitch cards "
        "with the chosen name."
    )
    assert _chosen(_read("fab", each)) == [(("hand",), "opponent", "derived")]
    they = (
        "Look at target opponent's hand, then name a card. Until the end of their next turn, "
        "they can't pitch cards with the chosen name."
    )
    assert _chosen(_read("fab", they)) == [(("hand",), "target_player", "derived")]
    passive = "Name a card. Cards with the chosen name can't be pitched this turn."
    assert _chosen(_read("fab", passive)) == [(("hand",), "any", "derived")]


def test_the_chosen_name_of_a_card_turned_face_up_is_looked_for_where_it_was() -> None:
    text = (
        "Once per Turn Instant - {r}: Name a card, then turn a face-down card in your arsenal "
        "face up. If it has the chosen name, draw a card and gain 1{h}."
    )
    assert _chosen(_read("fab", text)) == [(("arsenal",), "you", "derived")]


def test_another_x_you_control_leaves_the_source_out() -> None:
    text = "If you control another Crouching Tiger on this combat chain, this gets go again."
    tiger = ("Crouching Tiger", ("Generic", "Action", "Attack"))
    assert _found(_read("fab", text, tiger)) == [
        (("Crouching Tiger",), ("combat_chain",), "you", "any", "any", True, "derived")
    ]


CREATURE = ("Creature",)


def test_all_cards_named_x_and_all_cards_named_y_is_one_look_up() -> None:
    text = (
        "At the beginning of each opponent's upkeep, exile all cards named Bloodghast and all "
        "cards named Gravecrawler from their graveyard."
    )
    found = _found(_read("mtg", text, ("Bloodghast", CREATURE), ("Gravecrawler", CREATURE)))
    assert found == [
        (("Bloodghast", "Gravecrawler"), ("graveyard",), "any", "any", "opponent", False, "derived")
    ]


def test_becomes_a_creature_named_x_after_a_condition_sets_a_name() -> None:
    text = (
        "When an opponent casts a creature spell, if this permanent is an enchantment, it "
        "becomes a 4/4 Dragon creature with flying named Shivan Dragon."
    )
    assert _found(_read("mtg", text, ("Shivan Dragon", CREATURE))) == []


def test_you_and_defending_player_each_investigate_and_target_players_each_create() -> None:
    both = "Whenever this creature attacks, you and defending player each investigate."
    assert _made_for(_read("mtg", both, ("Clue", ("Token", "Clue")))) == [
        ("Clue", "any", "derived")
    ]
    for how_many in ("any number of", "up to two"):
        text = (
            f"At the beginning of your upkeep, {how_many} target players each create a Food token."
        )
        assert _made_for(_read("mtg", text, ("Food", ("Token", "Food")))) == [
            ("Food", "any", "derived")
        ]


def test_a_creature_you_own_is_on_the_battlefield_and_a_card_you_own_from_exile_in_exile() -> None:
    owned = "As long as you own another creature named Bloodghast, this creature has haste."
    found = _found(_read("mtg", owned, ("Bloodghast", CREATURE)))
    assert [(f[1], f[3]) for f in found] == [(("battlefield",), "you")]
    exiled = (
        "{1}{B}, Put a card named Bloodghast you own from exile into your graveyard: Draw a card."
    )
    found = _found(_read("mtg", exiled, ("Bloodghast", CREATURE)))
    assert [(f[1], f[3], f[6]) for f in found] == [(("exile",), "you", "derived")]


def test_a_named_object_with_counters_on_it_or_in_the_arena_is_in_play_anyones() -> None:
    island = ("Treasure Island", ("Pirate", "Landmark"))
    counters = "When this defends, if Treasure Island has 2 or more gold counters on it, draw."
    in_arena = "While Treasure Island is in the arena, this gets +1{p}."
    for text in (counters, in_arena):
        assert _found(_read("fab", text, island)) == [
            (("Treasure Island",), ("arena",), "any", "any", "any", False, "derived")
        ]


def test_a_named_object_a_player_activates_is_in_play_and_theirs() -> None:
    rum = ("Goldkiss Rum", TOKEN)
    for who, controller in (("an opponent activates", "opponent"), ("you activate", "you")):
        text = f"Whenever {who} a Goldkiss Rum, draw a card."
        assert [(f[1], f[2]) for f in _found(_read("fab", text, rum))] == [(("arena",), controller)]


def test_a_hero_that_isnt_a_moniker_is_the_negated_moniker() -> None:
    arakni = ("Arakni, Huntsman", ("Assassin", "Hero"))
    text = "Each opposing hero that isn't Arakni loses 1{h}."
    (found,) = [r for r in _read("fab", text, arakni) if r.use == "identification"]
    assert (found.looks_for.names, found.looks_for.negate, found.among.zone_owner) == (
        ("Arakni",),
        True,
        "opponent",
    )


# round 23


def test_spells_named_x_that_your_opponents_cast_and_that_cant_be_cast() -> None:
    growth = ("Giant Growth", ("Instant",))
    theirs = "Spells named Giant Growth that your opponents cast cost {2} more to cast."
    assert [(f[1], f[2]) for f in _found(_read("mtg", theirs, growth))] == [
        (("stack",), "opponent")
    ]
    nobody = "Spells named Giant Growth can't be cast."
    (found,) = [r for r in _read("mtg", nobody, growth) if r.use == "identification"]
    assert set(found.among.zones) == {"hand", "stack", "graveyard", "exile", "command"}


def test_a_player_named_before_or_the_defending_player_cant_cast_the_chosen_name() -> None:
    named_before = (
        "When this creature enters, look at target opponent's hand and choose the name of a "
        "nonland card in it. That player can't cast spells with the chosen name."
    )
    defending = (
        "Whenever equipped creature attacks, choose a nonland card name. Defending player "
        "can't cast spells with the chosen name this turn."
    )
    for text, caster in ((named_before, "target_player"), (defending, "opponent")):
        refs = [r for r in _read("mtg", text) if r.looks_for.kind == "chosen"]
        assert [(r.among.controller, r.origin) for r in refs] == [(caster, "derived")]


def test_the_chosen_name_of_other_creatures_leaves_the_source_out() -> None:
    text = (
        "As this creature enters, choose a creature card name.\nOther creatures you control "
        "with the chosen name get +1/+1."
    )
    refs = [r for r in _read("mtg", text) if r.looks_for.kind == "chosen"]
    assert [(r.among.controller, r.among.exclude_source) for r in refs] == [("you", True)]


def test_a_name_chosen_this_way_or_for_the_card_is_the_chosen_name() -> None:
    this_way = (
        "Each opponent chooses a card name, then you reveal the top card of your library. If "
        "that card has a name chosen this way, put it into your graveyard."
    )
    assert _chosen(_read("mtg", this_way)) == [(("library",), "you", "derived")]
    saga = (
        "I, II — Choose a creature card name.\nIII — Until your next turn, creatures with a "
        "name chosen for Zzyx Tester can't attack you or planeswalkers you control."
    )
    refs = [r for r in _read("mtg", saga) if r.looks_for.kind == "chosen"]
    assert [(r.among.zones, r.among.controller) for r in refs] == [(("battlefield",), "any")]


def test_two_objects_of_one_verb_each_look_where_their_own_words_say() -> None:
    text = (
        "Choose a card name. Exile all cards with the chosen name from target player's "
        "graveyard and all permanents with the chosen name that player controls."
    )
    refs = [r for r in _read("mtg", text) if r.looks_for.kind == "chosen"]
    assert sorted((r.among.zones, r.among.controller, r.among.zone_owner) for r in refs) == [
        (("battlefield",), "target_player", "any"),
        (("graveyard",), "any", "target_player"),
    ]


def test_the_revealed_cards_with_the_chosen_name_are_where_they_were_revealed() -> None:
    text = (
        "Choose a card name, then reveal the top three cards of target opponent's library. Put "
        "all revealed cards with the chosen name into that player's graveyard."
    )
    assert [c[:2] for c in _chosen(_read("mtg", text))] == [(("library",), "target_player")]


def test_each_other_creature_its_controller_controls_with_the_same_name_is_the_targets() -> None:
    text = (
        "Tap target creature an opponent controls and each other creature its controller "
        "controls with the same name as that creature."
    )
    refs = [r for r in _read("mtg", text) if r.looks_for.kind == "same_name_as"]
    assert [r.among.controller for r in refs] == ["controller_of:target"]


def test_that_creatures_controller_who_creates_a_token_may_be_anyone() -> None:
    text = "Destroy target creature. That creature's controller creates a Food token."
    assert _made_for(_read("mtg", text, ("Food", ("Token", "Food")))) == [
        ("Food", "any", "derived")
    ]


def test_each_other_player_who_sacrifices_is_an_opponent_and_no_other_object() -> None:
    text = (
        "When this creature enters, each other player sacrifices all creatures they control "
        "named Llanowar Elves."
    )
    found = _found(_read("mtg", text, ("Llanowar Elves", CREATURE)))
    assert [(f[2], f[5], f[6]) for f in found] == [("opponent", False, "derived")]


def test_the_chosen_player_and_enchanted_opponent_who_cast_are_opponents() -> None:
    chosen = (
        "As this artifact enters, choose an opponent.\nWhenever the chosen player casts a "
        "spell named Lava Spike, you draw a card."
    )
    enchanted = "Whenever enchanted opponent casts a spell named Lava Spike, you draw a card."
    for text in (chosen, enchanted):
        found = _found(_read("mtg", text, ("Lava Spike", ("Sorcery",))))
        assert [(f[1], f[2]) for f in found] == [(("stack",), "opponent")]


def test_a_creature_you_own_that_you_dont_control_is_another_players() -> None:
    text = "This gets +2/+2 as long as you own a creature named Bloodghast that you don't control."
    found = _found(_read("mtg", text, ("Bloodghast", CREATURE)))
    assert [(f[2], f[3]) for f in found] == [("opponent", "you")]


def test_they_after_more_than_each_other_hero_is_the_hero_compared() -> None:
    text = (
        "If a hero controls more Gold than each other hero, they destroy a Gold they control "
        "and you create a Silver token."
    )
    found = _found(_read("fab", text, ("Gold", TOKEN), ("Silver", TOKEN)))
    assert {f[2] for f in found} == {"any"}


def test_opposing_heroes_control_and_their_hero_is_are_opponents() -> None:
    tokens = "This gets +1{d} for each Quicken token opposing heroes control."
    assert [f[2] for f in _found(_read("fab", tokens, ("Quicken", TOKEN)))] == ["opponent"]
    victor = ("Victor Goldmane, High and Mighty", ("Guardian", "Hero"))
    hero = "Choose an opponent. If their hero is Victor, draw a card."
    assert [f[4] for f in _found(_read("fab", hero, victor))] == ["opponent"]


def test_arsenal_or_banished_zones_are_both_zones() -> None:
    text = (
        "When this enters the arena, name a card. Cards with the chosen name can't be played "
        "from arsenal or banished zones while this is in the arena."
    )
    refs = [r for r in _read("fab", text) if r.looks_for.kind == "chosen"]
    assert [set(r.among.zones) for r in refs] == [{"arsenal", "banished"}]


def test_a_count_compared_with_another_players_own_is_only_suggested() -> None:
    text = (
        "If an opposing hero has more cards named Sink Below in their graveyard than you have "
        "in yours, create 2 Gold tokens."
    )
    sink = ("Sink Below", ("Generic", "Defense Reaction"))
    found = _found(_read("fab", text, sink, ("Gold", TOKEN)))
    assert [(f[4], f[6]) for f in found] == [("opponent", "suggested")]


# round 24


def test_a_token_made_before_another_players_creates_is_yours() -> None:
    text = (
        "The next time a weapon you control hits a hero this turn, create a Silver token and "
        "they create a Copper token."
    )
    made = _made_for(_read("fab", text, ("Silver", TOKEN), ("Copper", TOKEN)))
    assert sorted(made) == [("Copper", "opponent", "derived"), ("Silver", "you", "derived")]


def test_that_player_discards_then_creates_is_the_player_named_before() -> None:
    text = (
        "Target opponent reveals their hand. You choose a creature card from it. That player "
        "discards that card, then creates a Food token."
    )
    assert _made_for(_read("mtg", text, ("Food", ("Token", "Food")))) == [
        ("Food", "opponent", "derived")
    ]


def test_each_opponent_exiles_and_sacrifices_all_with_the_chosen_name_are_two_look_ups() -> None:
    text = (
        "Choose a nonland card name. Each opponent exiles all cards with the chosen name from "
        "their hand and graveyard and sacrifices all permanents with the chosen name they control."
    )
    refs = [r for r in _read("mtg", text) if r.looks_for.kind == "chosen"]
    assert sorted((r.among.zones, r.among.controller, r.among.zone_owner) for r in refs) == [
        (("battlefield",), "opponent", "any"),
        (("hand", "graveyard"), "any", "opponent"),
    ]


def test_named_x_your_opponents_control_after_named_x_you_control_is_theirs() -> None:
    text = (
        "This creature gets +1/+0 for each artifact you control named Memnite and +0/+1 for "
        "each artifact your opponents control named Memnite."
    )
    found = _found(_read("mtg", text, ("Memnite", ("Artifact", "Creature"))))
    assert sorted(str(f[2]) for f in found) == ["opponent", "you"]


def test_the_chosen_name_among_cards_they_reveal_is_in_the_hand_revealed() -> None:
    text = (
        "Whenever this creature attacks, choose a card name. Defending player reveals their "
        "hand. If they reveal no nonland cards with the chosen name, this creature can't be "
        "blocked this turn."
    )
    assert [c[:2] for c in _chosen(_read("mtg", text))] == [(("hand",), "opponent")]


def test_a_creature_card_named_x_in_your_graveyard_is_a_card_not_a_permanent() -> None:
    text = (
        "As long as a creature card named Sengir Nosferatu is in your graveyard, this creature "
        "gets +1/+1."
    )
    found = _found(_read("mtg", text, ("Sengir Nosferatu", CREATURE)))
    assert [(f[1], f[4], f[6]) for f in found] == [(("graveyard",), "you", "derived")]


def test_cards_that_cant_defend_are_in_hand_arsenal_and_equipment_zones() -> None:
    named = (
        "When this enters the arena, name a card. Cards with the chosen name can't be used to "
        "defend while this is in the arena."
    )
    assert [c[:2] for c in _chosen(_read("fab", named))] == [
        (("hand", "arsenal", "head", "chest", "arms", "legs"), "any")
    ]
    banished = (
        "When this attacks a hero, banish the top card of their deck face up. This can't be "
        "defended by cards with the same name as the banished card."
    )
    refs = [r for r in _read("fab", banished) if r.looks_for.kind == "same_name_as"]
    assert [(r.among.zones, r.among.zone_owner) for r in refs] == [
        (("hand", "arsenal", "head", "chest", "arms", "legs"), "opponent")
    ]


def test_the_named_card_after_a_card_is_turned_face_up_is_in_that_arsenal() -> None:
    text = (
        "Name a card, then target opponent turns the card in their arsenal face up. If it's the "
        "named card, it can't be played this turn."
    )
    assert _chosen(_read("fab", text)) == [(("arsenal",), "target_player", "derived")]


def test_that_name_after_the_object_was_found_is_no_new_look_up() -> None:
    text = (
        "Target Dawnblade you control gets +1{p}. If an opposing hero controls a Courage token, "
        "that Dawnblade also gets go again."
    )
    dawnblade = ("Dawnblade", ("Warrior", "Weapon", "Sword"))
    found = _found(_read("fab", text, dawnblade, ("Courage", TOKEN)))
    assert sorted((f[0], f[2]) for f in found) == [
        (("Courage",), "opponent"),
        (("Dawnblade",), "you"),
    ]


def test_tokens_an_opposing_hero_would_create_are_theirs_before_a_later_creator() -> None:
    text = (
        "If an opposing hero would create one or more Gold tokens, instead they create that "
        "many Copper tokens."
    )
    made = _made_for(_read("fab", text, ("Gold", TOKEN), ("Copper", TOKEN)))
    assert sorted(made) == [("Copper", "opponent", "derived"), ("Gold", "opponent", "derived")]


# round 25


def test_cards_from_among_them_before_banished_this_way_are_where_they_were_looked_at() -> None:
    text = (
        "Look at the top 3 cards of target hero's deck. Banish each card named Energy Potion "
        "from among them and create a Gold token for each card banished this way."
    )
    potion = ("Energy Potion", ("Generic", "Item"))
    found = _found(_read("fab", text, potion, ("Gold", TOKEN)))
    assert [(f[1], f[4]) for f in found] == [(("deck",), "target_player")]


def test_another_hero_who_destroys_is_the_antecedent_of_they_and_that_hero() -> None:
    text = (
        "Whenever another hero destroys a Gold they control, you create a Copper token. Then if "
        "you control 3 or more Copper, that hero creates a Quicken token."
    )
    refs = _read("fab", text, ("Gold", TOKEN), ("Copper", TOKEN), ("Quicken", TOKEN))
    assert ("Quicken", "opponent", "derived") in _made_for(refs)
    assert (("Gold",), "opponent") in [(f[0], f[2]) for f in _found(refs)]
    damage = "When a hero deals lethal damage to another hero, they create a Gold token."
    assert _made_for(_read("fab", damage, ("Gold", TOKEN))) == [("Gold", "any", "derived")]


def test_a_card_named_x_in_a_hand_looked_at_is_in_that_hand() -> None:
    text = (
        "When this hits a hero, look at their hand. If it contains a card named Sink Below, "
        "you create 2 Gold tokens."
    )
    sink = ("Sink Below", ("Generic", "Defense Reaction"))
    found = _found(_read("fab", text, sink, ("Gold", TOKEN)))
    assert [(f[1], f[4]) for f in found] == [(("hand",), "opponent")]


def test_a_token_at_the_start_of_a_clause_is_yours_before_that_hero_creates() -> None:
    text = (
        "When this attacks, you may banish a card from an opposing hero's graveyard. If you do, "
        "create a Gold token and that hero creates a Copper token."
    )
    made = _made_for(_read("fab", text, ("Gold", TOKEN), ("Copper", TOKEN)))
    assert sorted(made) == [("Copper", "opponent", "derived"), ("Gold", "you", "derived")]


def test_you_now_control_more_and_than_each_opposing_hero_controls_are_both_sides() -> None:
    text = (
        "If you now control more Seismic Surge tokens than each opposing hero controls Might "
        "tokens, create a Vigor token."
    )
    found = _found(_read("fab", text, ("Seismic Surge", TOKEN), ("Might", TOKEN), ("Vigor", TOKEN)))
    assert sorted((str(f[0]), str(f[2])) for f in found) == [
        ("('Might',)", "opponent"),
        ("('Seismic Surge',)", "you"),
    ]


def test_a_token_each_hero_controls_is_any_heros() -> None:
    text = "Destroy a Quicken each hero controls."
    assert [f[2] for f in _found(_read("fab", text, ("Quicken", TOKEN)))] == ["any"]


def test_you_control_a_creature_with_the_same_name_as_a_card_in_a_graveyard_is_in_play() -> None:
    text = (
        "Whenever a creature card is put into an opponent's graveyard from anywhere, if you "
        "control a creature with the same name as that card, draw a card."
    )
    refs = [r for r in _read("mtg", text) if r.looks_for.kind == "same_name_as"]
    assert [(r.among.zones, r.among.controller, r.among.zone_owner) for r in refs] == [
        (("battlefield",), "you", "any")
    ]


def test_cards_your_opponents_own_and_defending_players_graveyard_are_theirs() -> None:
    owned = (
        "As this creature enters, choose a card name. Then you may put all cards your opponents "
        "own with the chosen name from exile into their owners' graveyards."
    )
    refs = [r for r in _read("mtg", owned) if r.looks_for.kind == "chosen"]
    assert [(r.among.zones, r.among.owner) for r in refs] == [(("exile",), "opponent")]
    granted = (
        'It gains "Whenever this creature attacks, you may exile a card named Bloodghast from '
        "defending player's graveyard.\" until end of turn."
    )
    found = _found(_read("mtg", granted, ("Bloodghast", CREATURE)))
    assert [(f[1], f[4]) for f in found] == [(("graveyard",), "opponent")]


def test_makers_narrowed_by_words_no_creator_holds_are_only_suggested() -> None:
    damaged = (
        "Deal 1 arcane damage to each opposing hero who controls a Frostbite. Each hero dealt "
        "damage this way creates a Ponder token."
    )
    made = _made_for(_read("fab", damaged, ("Frostbite", TOKEN), ("Ponder", TOKEN)))
    assert [m[2] for m in made] == ["suggested"]
    fewer = "Create an Agility token under the control of each hero with less {h} than you."
    assert _made_for(_read("fab", fewer, ("Agility", TOKEN))) == [("Agility", "any", "suggested")]
    counted = "For each opponent who does, you create a Treasure token."
    made = _made_for(_read("mtg", counted, ("Treasure", ("Token", "Treasure"))))
    assert made == [("Treasure", "you", "derived")]


def test_a_token_under_the_control_of_each_player_is_any_players() -> None:
    text = "Create a Food token under the control of each player."
    assert _made_for(_read("mtg", text, ("Food", ("Token", "Food")))) == [
        ("Food", "any", "derived")
    ]


# round 26


def test_tokens_destroyed_they_control_then_created_are_made_by_the_subject() -> None:
    yours = (
        "If this deals 4 or more damage to a hero, destroy all Seismic Surge tokens they "
        "control, then create that many Seismic Surge tokens."
    )
    assert _made_for(_read("fab", yours, ("Seismic Surge", TOKEN))) == [
        ("Seismic Surge", "you", "derived")
    ]
    each = (
        "Each hero destroys all Frostbites they control, then creates a Quicken token for each "
        "Frostbite destroyed this way."
    )
    made = _made_for(_read("fab", each, ("Frostbite", TOKEN), ("Quicken", TOKEN)))
    assert made == [("Quicken", "any", "derived")]


def test_a_card_created_in_an_opposing_heros_hand_is_theirs() -> None:
    text = (
        "At the start of your turn, you may create a Cracked Bauble in target opposing hero's hand."
    )
    assert _made_for(_read("fab", text, ("Cracked Bauble", TOKEN))) == [
        ("Cracked Bauble", "opponent", "derived")
    ]


def test_a_short_own_name_that_ends_another_name_is_that_name() -> None:
    text = (
        "{4}{R}, Sacrifice Bladewing Roost: If you control a creature named Verix Bladewing, "
        "create Karox Bladewing, a legendary 4/4 red Dragon creature token with flying."
    )
    card = single_face_card("mtg", "Bladewing Roost", ("Legendary", "Enchantment"), text)
    known = [single_face_card("mtg", "Verix Bladewing", CREATURE)]
    use = read_name_use(card, NameContext.build("mtg", [card, *known]))
    assert [r.looks_for.creates for r in use.references if r.use == "definition"] == [
        "Karox Bladewing"
    ]


def test_a_token_given_a_name_with_a_comma_defines_that_name() -> None:
    text = "Create Voja, Friend to Elves, a legendary 3/3 green and white Wolf creature token."
    assert _made_for(_read("mtg", text)) == [("Voja, Friend to Elves", "you", "derived")]
