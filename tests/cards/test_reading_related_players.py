"""Players read through a target or a trigger, and where revealed or searched cards are
(issue 20, points 3 and 4); texts quoted from the reference data. Each form is read on several
real cards: "target player's", "their" and "that player's" after a target player, "its
controller's" / "its owner's" of a target, cards "revealed this way" where they were revealed
from; a zone read only from where a card goes, or guessed for a chosen name, is suggested."""

from __future__ import annotations

import pytest

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import ReferenceSpec
from sandbox.model.cards import single_face_card


def read(name: str, text: str, kind: str, game: str = "mtg") -> list[ReferenceSpec]:
    card = single_face_card(game, name, ("Sorcery",), text, pitch="1" if game == "fab" else None)
    use = read_name_use(card, NameContext.build(game, [card]))
    return [r for r in use.references if r.looks_for.kind == kind]


SEARCH_ZONES = ("graveyard", "hand", "library")


@pytest.mark.parametrize(
    ("name", "text", "zone_owner"),
    [
        (
            "Cranial Extraction",
            "Choose a nonland card name. Search target player's graveyard, hand, and library for "
            "all cards with that name and exile them. Then that player shuffles.",
            "target_player",
        ),
        (
            "Slaughter Games",
            "This spell can't be countered.\nChoose a nonland card name. Search target "
            "opponent's graveyard, hand, and library for any number of cards with that name and "
            "exile them. Then that player shuffles.",
            "target_player",
        ),
        (
            "Thought Hemorrhage",
            "Choose a nonland card name. Target player reveals their hand. Thought Hemorrhage "
            "deals 3 damage to that player for each card with the chosen name revealed this way. "
            "Search that player's graveyard, hand, and library for all cards with that name and "
            "exile them. Then that player shuffles.",
            "target_player",
        ),
    ],
)
def test_a_target_player_s_zones_are_the_target_player_s(
    name: str, text: str, zone_owner: str
) -> None:
    searched = [r for r in read(name, text, "chosen") if r.among.zones == SEARCH_ZONES]
    assert [(r.among.zone_owner, r.origin) for r in searched] == [(zone_owner, "derived")]


@pytest.mark.parametrize(
    ("name", "text", "zone_owner"),
    [
        (
            "Eradicate",
            "Exile target nonblack creature. Search its controller's graveyard, hand, and library "
            "for all cards with the same name as that creature and exile them. Then that player "
            "shuffles.",
            "controller_of:target",
        ),
        (
            "Counterbore",
            "Counter target spell. Search its controller's graveyard, hand, and library for all "
            "cards with the same name as that spell and exile them. Then that player shuffles.",
            "controller_of:target",
        ),
        (
            "Extirpate",
            "Split second\nChoose target card in a graveyard other than a basic land card. Search "
            "its owner's graveyard, hand, and library for all cards with the same name as that "
            "card and exile them. Then that player shuffles.",
            "owner_of:target",
        ),
    ],
)
def test_its_controller_s_or_owner_s_zones_are_those_of_the_target(
    name: str, text: str, zone_owner: str
) -> None:
    (same,) = read(name, text, "same_name_as")
    assert (same.among.zones, same.among.zone_owner) == (SEARCH_ZONES, zone_owner)
    assert same.looks_for.include_anchor, "no 'other': the anchor's namesakes include itself"


def test_all_other_permanents_with_the_same_name_leave_the_anchor_out() -> None:
    text = (
        "Return target nonland permanent and all other permanents with the same name as that "
        "permanent to their owners' hands."
    )
    (same,) = read("Echoing Truth", text, "same_name_as")
    assert not same.looks_for.include_anchor


@pytest.mark.parametrize(
    ("name", "text", "zones", "zone_owner"),
    [
        (
            "Stomping Slabs",
            "Whenever you cast a spell, reveal the top card of your library. If a card named "
            "Stomping Slabs was revealed this way, Stomping Slabs deals 7 damage to any target.",
            ("library",),
            "you",
        ),
        (
            "Thought Hemorrhage",
            "Choose a nonland card name. Target player reveals their hand. Thought Hemorrhage "
            "deals 3 damage to that player for each card with the chosen name revealed this way.",
            ("hand",),
            "target_player",
        ),
    ],
)
def test_cards_revealed_this_way_are_where_they_were_revealed_from(
    name: str, text: str, zones: tuple[str, ...], zone_owner: str
) -> None:
    kind = "names" if "named" in text else "chosen"
    refs = read(name, text, kind)
    assert [(r.among.zones, r.among.zone_owner, r.among.related) for r in refs] == [
        (zones, zone_owner, "revealed")
    ]


def test_a_search_beside_cards_exiled_this_way_says_where_it_looks() -> None:
    text = (
        "Target opponent reveals their hand. You choose up to X nonland cards from it and exile "
        "them. For each card exiled this way, search that player's graveyard, hand, and library "
        "for any number of cards with the same name as that card and exile them."
    )
    (same,) = read("Reap Intellect", text, "same_name_as")
    assert (same.among.zones, same.among.zone_owner) == (SEARCH_ZONES, "target_player")


def test_a_zone_read_only_from_where_a_card_goes_is_suggested() -> None:
    """Tunnel Vision: the card with the chosen name goes on top of the library and the rest
    into the graveyard; neither is where it is found."""
    text = (
        "Choose a card name. Target player reveals cards from the top of their library until a "
        "card with that name is revealed. If it is, that player puts the rest of the revealed "
        "cards into their graveyard and puts the card with the chosen name on top of their "
        "library. Otherwise, the player shuffles."
    )
    refs = [r for r in read("Tunnel Vision", text, "chosen") if "into their graveyard" in r.text]
    assert refs and all(r.origin == "suggested" for r in refs)


@pytest.mark.parametrize(
    "text",
    [
        "When this hits a hero, name a card. The named card can't be played this turn.",
        "When this attacks, name a card. Attacks with the chosen name get +1{p} this turn.",
    ],
)
def test_a_chosen_name_s_zone_guessed_from_a_verb_is_suggested(text: str) -> None:
    refs = read("Veiled Edict", text, "chosen", game="fab")
    assert refs and all(r.origin == "suggested" for r in refs)  # played from where? a verb?


@pytest.mark.parametrize(
    ("text", "zones"),
    [
        ("Choose a card name.\n{U}: Counter target spell with the chosen name.", "stack"),
        (
            "As this enters, choose a card name.\nPermanents with the chosen name lose all "
            "abilities.",
            "battlefield",
        ),
    ],
)
def test_a_chosen_name_s_zone_given_by_its_noun_is_derived(text: str, zones: str) -> None:
    """A spell is on the stack (MTG 112.1), a permanent on the battlefield (110.1)."""
    (ref,) = read("Veiled Edict", text, "chosen")
    assert ref.among.zones == (zones,) and ref.origin == "derived"


@pytest.mark.parametrize(
    ("name", "text", "kind", "not_types", "object_kind"),
    [
        (
            "Hint of Insanity",
            "Target player reveals their hand. That player discards all nonland cards with the "
            "same name as another card in their hand.",
            "shared_name",
            ("land",),
            "",
        ),
        (
            # (how they enter is a replacement, M15, left `suggested`: a static line instead)
            "Infinite Reflection",
            "Nontoken creatures named Grizzly Bears you control get +1/+1.",
            "names",
            (),
            "card",
        ),
    ],
)
def test_a_negated_type_before_the_name_narrows_the_group(
    name: str, text: str, kind: str, not_types: tuple[str, ...], object_kind: str
) -> None:
    """ "nonland cards", "nontoken creatures": the group leaves those out, so the reading
    carries the word (not_types, or cards only) and stays derived."""
    card = single_face_card("mtg", name, ("Sorcery",), text)
    bears = single_face_card("mtg", "Grizzly Bears", ("Creature",))
    refs = [
        r
        for r in read_name_use(card, NameContext.build("mtg", [card, bears])).references
        if r.looks_for.kind == kind
    ]
    assert [(r.among.not_types, r.among.kind, r.origin) for r in refs] == [
        (not_types, object_kind, "derived")
    ]


def test_a_target_s_negated_type_is_the_target_s_requirement_not_the_group_s() -> None:
    text = (
        "Exile target nonblack creature. Search its controller's graveyard, hand, and library "
        "for all cards with the same name as that creature and exile them."
    )
    (same,) = read("Eradicate", text, "same_name_as")
    assert same.among.not_types == ()


def test_an_exception_no_filter_holds_makes_the_reading_suggested() -> None:
    text = (
        "When Eye of Singularity enters the battlefield, destroy each permanent with the same "
        "name as another permanent, except for basic lands."
    )
    (shared,) = read("Eye of Singularity", text, "shared_name")
    assert shared.among.zones == ("battlefield",) and shared.origin == "suggested"


@pytest.mark.parametrize(
    ("game", "name", "text"),
    [
        (
            "mtg",
            "Lutri, the Spellchaser",
            "Companion — Each nonland card in your starting deck has a different name. (If this "
            "card is your chosen companion, you may put it into your hand from outside the game "
            "for {3} any time you could cast a sorcery.)\nFlash\nWhen Lutri, the Spellchaser "
            "enters the battlefield, if you cast it, copy target instant or sorcery spell you "
            "control. You may choose new targets for the copy.",
        ),
        (
            "fab",
            "Taylor",
            "Each equipment in your starting inventory must have a different name.",
        ),
    ],
)
def test_a_condition_on_the_starting_deck_is_deck_building(game: str, name: str, text: str) -> None:
    """A companion's condition (MTG 702.139a) and FaB's starting inventory are met before the
    game: out of board scope, not a board reference that fails to find anything; what it looks
    at, where it is read, functions outside the game (issue 20, point 3)."""
    card = single_face_card(game, name, ("Creature",), text)
    use = read_name_use(card, NameContext.build(game, [card]))
    assert use.scope == "deck_building" and use.name_use == "names"
    assert all(r.use == "self" or r.outside_game for r in use.references)


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("mtg", "Target creature gains the name Grizzly Bears until end of turn."),
        (
            "mtg",
            "Create a token that's a copy of target creature, except its name is Grizzly Bears.",
        ),
        ("mtg", "Target creature is named Grizzly Bears and has base power and toughness 1/1."),
        ("mtg", "Other creatures you control are named Grizzly Bears."),
        ("fab", "Until end of turn, target attack action card gets named Head Jab."),
    ],
)
def test_a_name_an_effect_gives_is_no_name_use(game: str, text: str) -> None:
    """F8 / MTG 707.9b: "is named X", "gains the name X", "except its name is X" set a name;
    nothing is looked for, so the card uses no name (it was read as looking for X)."""
    named = "Grizzly Bears" if game == "mtg" else "Head Jab"
    card = single_face_card(
        game, "Naming Rite", ("Sorcery",), text, pitch="1" if game == "fab" else None
    )
    other = single_face_card(game, named, ("Creature",))
    use = read_name_use(card, NameContext.build(game, [card, other]))
    assert (use.name_use, use.references, use.detected) == ("none", (), ())


def test_a_name_in_a_condition_is_still_looked_for() -> None:
    (ref,) = read("Naming Rite", "If target creature is named Grizzly Bears, draw a card.", "names")
    assert ref.looks_for.names == ("Grizzly Bears",)


@pytest.mark.parametrize(
    ("game", "name", "text", "name_use"),
    [
        (
            "fab",
            "Mask of Many Faces",
            "Instant - {r}, destroy Mask of Many Faces: Name a card. The next attack action card "
            "you play this turn gains that name.\nBlade Break",
            "self",
        ),
        (
            "mtg",
            "Naming Rite",
            "Choose a card name. Target creature gains the chosen name until end of turn.",
            "none",
        ),
    ],
)
def test_a_choice_only_given_to_an_object_is_no_name_use(
    game: str, name: str, text: str, name_use: str
) -> None:
    """F8: the chosen name is given, never looked for, so choosing it is part of that effect."""
    card = single_face_card(game, name, ("Equipment",), text)
    use = read_name_use(card, NameContext.build(game, [card]))
    assert use.name_use == name_use and not use.detected
    assert all(r.looks_for.kind == "self" for r in use.references)
