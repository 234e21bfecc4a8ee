"""Text forms found wrong by reading outside both labelled parts (issue 20, point 3): the
curated records against their derivation, invented sentences of the forms real cards use, and
the real cards of each form, quoted from the reference data. Each test fails on the code from
before its fix."""

from __future__ import annotations

import pytest
from test_reading_text_forms import read

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import ReferenceSpec
from sandbox.model.cards import single_face_card

# the reminder text of MTG hidden agenda (702.106), printed on every such conspiracy
HIDDEN_AGENDA = (
    "Hidden agenda (Start the game with this conspiracy face down in the command zone and "
    "secretly choose a card name. You may turn this conspiracy face up any time and reveal "
    "that name.)"
)


def test_a_different_name_than_each_permanent_you_control_is_said_of_the_compared_ones() -> None:
    text = (
        "Whenever an Aura enters the battlefield under your control, if you cast it, you may "
        "search your library for an Aura card with mana value less than or equal to that Aura "
        "and with a different name than each Aura you control, put that card onto the "
        "battlefield attached to Light-Paws, Emperor's Voice, then shuffle."
    )
    (ref,) = [
        r
        for r in read("mtg", "Light-Paws, Emperor's Voice", text, ("Creature",))
        if r.looks_for.kind == "different_name"
    ]
    assert (ref.among.zones, ref.among.zone_owner, ref.among.controller) == (
        ("library",),
        "you",
        "any",
    )
    anchor = ref.looks_for.anchor
    assert anchor is not None
    assert (anchor.zones, anchor.controller) == (("battlefield",), "you")  # MTG 201.2c
    assert ref.origin == "suggested"  # "mana value less than or equal to that Aura" is unread


def test_spending_mana_to_cast_spells_with_the_chosen_name_is_said_of_your_spells() -> None:
    text = (
        f"{HIDDEN_AGENDA}\nYou may spend mana as though it were mana of any color to cast "
        "spells with the chosen name."
    )
    (ref,) = read("mtg", "Unexpected Potential", text, ("Conspiracy",))
    assert ref.looks_for.kind == "chosen"
    # you cast them, so they are your spells on the stack (MTG 601.2)
    assert (ref.among.zones, ref.among.controller) == (("stack",), "you")


def test_planes_named_x_are_found_in_the_command_zone() -> None:
    text = (
        "At the beginning of your end step, put a pressure counter on Mount Keralia.\nWhen you "
        "planeswalk away from Mount Keralia, it deals damage equal to the number of pressure "
        "counters on it to each creature and each planeswalker.\nWhenever you roll {CHAOS}, "
        "prevent all damage that planes named Mount Keralia would deal this game to permanents "
        "you control."
    )
    refs = read("mtg", "Mount Keralia", text, ("Plane",))
    (ref,) = [r for r in refs if r.looks_for.kind == "names"]
    assert ref.looks_for.names == ("Mount Keralia",)
    # a plane card never leaves the command zone (MTG 311.2); "you control" is the permanents'
    assert (ref.among.zones, ref.among.controller) == (("command",), "any")


def test_a_card_a_condition_says_there_is_is_looked_for_not_named() -> None:
    # invented in the form of "if there is a …": no printed card names a card this way yet
    refs = read(
        "fab", "Zzyx Tester", "If there is a card named Phoenix Flame in your graveyard, gain 1{h}."
    )
    (ref,) = [r for r in refs if r.looks_for.kind == "names"]
    assert ref.looks_for.names == ("Phoenix Flame",)  # found (F6), not a name given (F8)
    assert (ref.among.zones, ref.among.zone_owner) == (("graveyard",), "you")


def test_an_attack_action_card_is_a_type_not_an_attack_on_the_chain() -> None:
    text = (
        "Reveal the top card of your deck. If it is an attack action card named Phoenix Flame, "
        "put it into your hand."
    )
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.looks_for.kind == "names"]
    assert ref.looks_for.names == ("Phoenix Flame",)
    assert "combat_chain" not in ref.among.zones  # the revealed card is still in the deck
    assert ref.origin == "suggested"


@pytest.mark.parametrize(
    ("game", "name", "text", "types"),
    [
        (
            "mtg",
            "Faerie Miscreant",
            "Flying\nWhen Faerie Miscreant enters the battlefield, if you control another "
            "creature named Faerie Miscreant, draw a card.",
            ("Creature",),
        ),
        (
            "mtg",
            "Take Inventory",
            "Draw a card, then draw cards equal to the number of cards named Take Inventory in "
            "your graveyard.",
            ("Sorcery",),
        ),
        (
            "fab",
            "Promising Terrain",
            "At the beginning of your action phase, destroy this, then if you control 3 or more "
            "Seismic Surge tokens, draw a card and gain 1{h}.",
            ("Action",),
        ),
    ],
)
def test_a_card_drawn_after_a_count_or_condition_is_not_the_one_found(
    game: str, name: str, text: str, types: tuple[str, ...]
) -> None:
    refs = read(game, name, text, types)
    found = [r for r in refs if r.looks_for.kind == "names"]
    assert found
    # the drawn card is another object: the zones read are all the sentence says of the named
    assert all(r.origin == "derived" for r in found)
    assert all("hand" not in r.among.zones for r in found)


@pytest.mark.parametrize(
    ("text", "zones", "zone_owner"),
    [
        # invented in the forms FaB prints: "your hero's soul" (114 cards), "each hero's"
        ("If a card named Phoenix Flame is in your hero's soul, gain 2{h}.", ("hero",), "you"),
        (
            "For each card named Phoenix Flame in each hero's graveyard, gain 1{h}.",
            ("graveyard",),
            "any",
        ),
    ],
)
def test_a_hero_s_zone_says_whose_it_is(text: str, zones: tuple[str, ...], zone_owner: str) -> None:
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.looks_for.kind == "names"]
    assert (ref.among.zones, ref.among.zone_owner) == (zones, zone_owner)  # FaB CR 3.11.5


@pytest.mark.parametrize(
    ("subject", "zone_owner"),
    [
        ("The defending hero", "opponent"),
        ("Opponents", "opponent"),
        ("Target opponent", "target_player"),
    ],
)
def test_who_can_t_play_the_named_cards_says_whose_cards_they_are(
    subject: str, zone_owner: str
) -> None:
    text = f"{subject} can't play cards named Phoenix Flame this chain link."
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.looks_for.kind == "names"]
    # "this chain link" says how long, not where: the cards are wherever they can be played
    assert "combat_chain" not in ref.among.zones
    assert {"hand", "arsenal"} <= set(ref.among.zones)
    assert ref.among.zone_owner == zone_owner


def test_cards_exiled_from_a_revealed_hand_are_in_that_hand() -> None:
    text = (
        "Exile target creature. If that creature was a God, its controller reveals their hand "
        "and exiles all cards from it with the same name as that creature."
    )
    (ref,) = [
        r
        for r in read("mtg", "Hour of Glory", text, ("Instant",))
        if r.looks_for.kind == "same_name_as"
    ]
    # "from it" is the hand revealed, the target's controller's; "exiles" is no zone
    assert (ref.among.zones, ref.among.zone_owner) == (("hand",), "controller_of:target")
    anchor = ref.looks_for.anchor
    assert anchor is not None and anchor.related == "target"


@pytest.mark.parametrize(
    ("text", "zone_owner"),
    [
        # invented: FaB names a card and then looks in a hand revealed
        (
            "Name a card. Target hero reveals their hand. Banish all cards with the chosen "
            "name from it.",
            "target_player",
        ),
        (
            "When this hits a hero, name a card. They reveal their hand and discard all cards "
            "with the chosen name.",
            "opponent",
        ),
    ],
)
def test_the_chosen_name_in_a_revealed_hand_is_looked_for_in_that_hero_s_hand(
    text: str, zone_owner: str
) -> None:
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.looks_for.kind == "chosen"]
    assert (ref.among.zones, ref.among.zone_owner) == (("hand",), zone_owner)


def test_the_player_who_sacrifices_is_whose_permanents_are_found() -> None:
    # invented in the form of the "its controller sacrifices" removal spells: only what a
    # player controls can be sacrificed (MTG 701.21a)
    text = (
        "Destroy target creature. Its controller sacrifices all other creatures with the same "
        "name as that creature."
    )
    (ref,) = [
        r for r in read("mtg", "Zzyx Tester", text, ("Sorcery",)) if r.looks_for.kind != "self"
    ]
    assert ref.looks_for.kind == "same_name_as"
    assert (ref.among.zones, ref.among.controller) == (("battlefield",), "controller_of:target")


def test_what_the_defending_hero_controls_is_the_opposing_hero_s() -> None:
    text = "When this hits, destroy all auras named Phoenix Flame the defending hero controls."
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.looks_for.kind == "names"]
    assert (ref.among.zones, ref.among.controller) == (("arena",), "opponent")


@pytest.mark.parametrize(
    ("sentence", "moniker", "zone_owner"),
    [
        ("If your hero is Dorinthea, this gets +1{p}.", "Dorinthea", "you"),
        ("If the defending hero is Bravo, this gets +2{p}.", "Bravo", "opponent"),
        ("If an opponent's hero is Viserai, gain 1{h}.", "Viserai", "opponent"),
    ],
)
def test_whose_hero_is_compared_with_a_moniker_follows_the_word_before_hero(
    sentence: str, moniker: str, zone_owner: str
) -> None:
    refs = read_heroes(sentence, moniker)
    (ref,) = [r for r in refs if r.looks_for.by == "moniker"]
    assert ref.looks_for.names == (moniker,)  # F3: a hero by moniker
    assert (ref.among.zones, ref.among.zone_owner) == (("hero",), zone_owner)


def read_heroes(text: str, *monikers: str) -> list[ReferenceSpec]:
    """A FaB action's references, read where heroes with these monikers exist."""
    card = single_face_card("fab", "Zzyx Tester", ("Action",), text, pitch="1")
    heroes = [
        single_face_card("fab", f"{moniker}, Hero of Tests", ("Hero",), "") for moniker in monikers
    ]
    context = NameContext.build("fab", [card, *heroes])  # type: ignore[list-item]
    return list(read_name_use(card, context).references)


def test_the_part_of_a_name_is_the_words_after_the_last_with() -> None:
    text = "Whenever you attack with a card with Crouching in its name, draw a card."
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.looks_for.kind == "names"]
    assert (ref.looks_for.by, ref.looks_for.names) == ("part", ("Crouching",))  # FaB CR 2.7.5
    assert ref.among.zones == ("combat_chain",)


def test_a_token_made_in_an_opponent_s_hand_is_that_opponent_s() -> None:
    text = "Create a Cracked Bauble in each opponent's hand."
    (ref,) = [r for r in read("fab", "Zzyx Tester", text) if r.use == "definition"]
    # FaB 8.5.2c: made in a hero's zone, it is that hero's, whoever makes it
    assert (ref.looks_for.creates, ref.looks_for.creates_for) == ("Cracked Bauble", "opponent")


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("Create a Map token.", "Map"),
        (
            "When Zzyx Tester enters the battlefield, create a tapped Powerstone token.",
            "Powerstone",
        ),
        ("Incubate 3. (Create an Incubator token with three +1/+1 counters on it.)", "Incubator"),
    ],
)
def test_tokens_the_rules_define_by_name_are_definitions_with_no_token_list(
    text: str, token: str
) -> None:
    # read where no token list was imported: the names come from MTG 111.10 (and 701.53a)
    card = single_face_card("mtg", "Zzyx Tester", ("Creature",), text)
    context = NameContext.build("mtg", [card])  # type: ignore[list-item]
    refs = list(read_name_use(card, context).references)
    assert [(r.use, r.looks_for.creates) for r in refs if r.use == "definition"] == [
        ("definition", token)
    ]


def test_how_permanents_with_a_name_enter_is_a_replacement_left_for_a_judge() -> None:
    text = (
        f"{HIDDEN_AGENDA}\nEach creature you control with the chosen name enters the "
        "battlefield with an additional +1/+1 counter on it."
    )
    refs = read("mtg", "Muzzio's Preparations", text, ("Conspiracy",))
    (ref,) = [r for r in refs if r.looks_for.kind == "chosen"]
    # M15: it looks at each creature as it would enter, not at the ones there already; the
    # reading holds no `entering`, so it says "check this" instead of finding those
    assert not ref.entering and ref.origin == "suggested"


def test_how_named_permanents_enter_the_arena_is_a_replacement_left_for_a_judge() -> None:
    text = "Non-token Hyper Drivers you control enter the arena with an additional steam counter."
    (ref,) = [
        r for r in read("fab", "Puffer Jacket", text, ("Equipment",)) if r.looks_for.kind == "names"
    ]
    assert ref.looks_for.names == ("Hyper Driver",)
    # as Muzzio's Preparations: how they enter, not the Hyper Drivers in the arena already
    assert not ref.entering and ref.origin == "suggested"


@pytest.mark.parametrize(
    ("name", "text", "top"),
    [
        (
            "Wood Sage",
            "{T}: Choose a creature card name. Reveal the top four cards of your library and put "
            "all of them with that name into your hand. Put the rest into your graveyard.",
            4,
        ),
        (
            "Desperate Research",
            "Choose a card name other than a basic land card name. Reveal the top seven cards of "
            "your library and put all of them with that name into your hand. Exile the rest.",
            7,
        ),
    ],
)
def test_the_cards_with_the_chosen_name_are_among_the_top_cards_revealed(
    name: str, text: str, top: int
) -> None:
    (ref,) = [r for r in read("mtg", name, text, ("Sorcery",)) if r.looks_for.kind == "chosen"]
    # "all of them": only the revealed top cards are found, not the whole library
    assert (ref.among.zones, ref.among.zone_owner, ref.among.top) == (("library",), "you", top)
