"""Text forms found wrong by invented cards that helpers wrote and labelled blind (issue 20,
point 3), and by the forms real cards print beside them. Each test fails on the code from
before its fix."""

from __future__ import annotations

from test_reading_text_forms import read, use_of

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model.cards import single_face_card


def test_a_name_an_effect_adds_is_given_not_looked_for() -> None:
    use = use_of("fab", "Zzyx Tester", "Each Runechant you control is also named Aether Ashwing.")
    found = [name for r in use.references for name in r.looks_for.names]
    assert found == ["Runechant"]  # Runechants are found (F6); Aether Ashwing is given (F8)
    assert not use.detected


def test_has_the_name_and_what_it_says_of_other_names_set_a_name() -> None:
    for text in (
        "This has the name Phoenix Flame in addition to its other names.",
        "Target card in your arsenal loses all names and becomes named Phoenix Flame.",
        "Until end of turn, your hero's name is Phoenix Flame.",
    ):
        use = use_of("fab", "Zzyx Tester", text)
        assert (use.name_use, use.references, use.detected) == ("none", (), ()), text  # F8


def test_the_chosen_name_the_source_takes_is_no_reference() -> None:
    for text in (
        "As this enters, choose a card name. This permanent has the chosen name.",
        "When this enters, choose a card name. This becomes a card with that name until end "
        "of turn.",
    ):
        use = use_of("mtg", "Zzyx Tester", text, ("Creature",))
        assert not [r for r in use.references if r.looks_for.kind == "chosen"], text  # MTG 201.4


def test_a_chosen_name_a_card_is_tested_for_stays_a_reference() -> None:
    text = (
        "When this enters, choose a card name. Whenever an opponent casts a spell, if it has "
        "the chosen name, counter it."
    )
    use = use_of("mtg", "Zzyx Tester", text, ("Creature",))
    assert [r.looks_for.kind for r in use.references if r.looks_for.kind == "chosen"] == ["chosen"]


# heroes of the reference data: young "Kano" and "Fang" are card names that are monikers too
HEROES = ("Kano", "Fang", "Fang, Dracai of Blades", "Prism, Sculptor of Arc Light", "Boltyn")


def _heroes_found(text: str) -> list[tuple[tuple[str, ...], str, str]]:
    card = single_face_card("fab", "Zzyx Tester", ("Action",), text, pitch="1")
    heroes = [single_face_card("fab", name, ("Hero",)) for name in HEROES]
    refs = read_name_use(card, NameContext.build("fab", [card, *heroes])).references
    return [
        (r.looks_for.names, r.among.zone_owner, r.origin)
        for r in refs
        if r.looks_for.by == "moniker"
    ]


def test_an_attacked_hero_is_found_by_moniker_though_a_young_hero_card_has_that_name() -> None:
    # "Fang" and "Kano" are also the names of young hero cards, so the text scanner finds them
    assert _heroes_found("While attacking Kano, draw a card.") == [
        (("Kano",), "opponent", "derived")
    ]
    assert _heroes_found("When this attacks Fang, draw a card.") == [
        (("Fang",), "opponent", "derived")  # F3: what is attacked is the opposing hero
    ]


def test_a_list_of_heroes_is_one_reference_with_every_moniker() -> None:
    assert _heroes_found("If your hero is Prism or Boltyn, draw a card.") == [
        (("Prism", "Boltyn"), "you", "derived")
    ]


def test_a_player_who_cant_play_after_an_opening_clause_owns_what_is_found() -> None:
    text = (
        "As an additional cost to play this, name a card. Until the end of your next turn, "
        "opponents can't play cards with the chosen name."
    )
    (ref,) = [
        r for r in use_of("fab", "Zzyx Tester", text).references if r.looks_for.kind == "chosen"
    ]
    # the cards opponents would play are in their own zones (FaB 1.7.4e)
    assert (ref.among.zone_owner, ref.origin) == ("opponent", "derived")
    assert "hand" in ref.among.zones and "arsenal" in ref.among.zones


def test_burdens_of_the_past_restricts_the_target_heros_cards() -> None:
    # quoted from the reference data
    text = (
        "Until end of turn, target hero can't play defense reaction cards with the same name as "
        "a card in their graveyard."
    )
    (ref,) = read("fab", "Burdens of the Past", text, ("Action",))
    assert ref.looks_for.kind == "same_name_as"
    assert ref.among.zone_owner == "target_player"  # the target hero's cards, not anyone's
    anchor = ref.looks_for.anchor
    assert anchor is not None and (anchor.zones, anchor.zone_owner) == (
        ("graveyard",),
        "target_player",
    )
