"""Forms read on cards outside the labelled set (issue 20, points 1 and 3): a hero named by
moniker after "target" or "attacking" (F3, FaB 2.7.3), two patterns reading the same words
differently (neither is sure), and zones the board cannot hold or that belong to another clause
(only `suggested`). Texts are quoted from the reference data."""

from __future__ import annotations

import pytest

from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import ReferenceSpec
from sandbox.model.cards import single_face_card


def read(name: str, text: str, *others: tuple[str, tuple[str, ...]]) -> list[ReferenceSpec]:
    card = single_face_card("fab", name, ("Action",), text, pitch="1")
    pool = [single_face_card("fab", n, types, is_token="Token" in types) for n, types in others]
    hero = single_face_card("fab", "Arakni, Marionette", ("Hero",))
    use = read_name_use(card, NameContext.build("fab", [card, hero, *pool]))
    return [r for r in use.references if r.looks_for.kind == "names"]


@pytest.mark.parametrize(
    ("name", "text", "zone_owner"),
    [
        ("Vow of Vengeance", "Attack Reaction - Destroy this: Mark target Arakni.", "any"),
        (
            "Path of Vengeance",
            "Attack Reaction - Destroy this: Target attack that is attacking Arakni gets go again.",
            "opponent",
        ),
    ],
)
def test_a_hero_named_by_moniker_after_target_or_attacking(
    name: str, text: str, zone_owner: str
) -> None:
    (ref,) = read(name, text)
    assert ref.looks_for.names == ("Arakni",) and ref.looks_for.by == "moniker"
    assert ref.among.zones == ("hero",) and ref.among.zone_owner == zone_owner
    assert ref.origin == "derived"


def test_a_moniker_given_power_may_be_an_attack_so_it_is_only_suggested() -> None:
    card = single_face_card(
        "fab", "War Cry of Bellona", ("Action",), "Target Raydn gets +2{p} this turn.", pitch="2"
    )
    hero = single_face_card("fab", "Raydn, Duskbane", ("Hero",))
    (ref,) = [r for r in read_name_use(card, NameContext.build("fab", [card, hero])).references]
    assert ref.looks_for.by == "moniker" and ref.origin == "suggested"


@pytest.mark.parametrize(
    ("name", "text", "named", "zones", "controller"),
    [
        (
            "Enigma",
            "Your first Spectral Shield attack each turn costs {r} less to activate.",
            ("Spectral Shield", ("Token",)),
            ("combat_chain",),
            "you",
        ),
        (
            "Glistening Steelblade",
            "Your next Dawnblade attack this turn has go again.",
            ("Dawnblade", ("Weapon",)),
            ("combat_chain",),
            "you",
        ),
    ],
)
def test_an_attack_read_once_is_not_read_again_as_a_card_you_play(
    name: str,
    text: str,
    named: tuple[str, tuple[str, ...]],
    zones: tuple[str, ...],
    controller: str,
) -> None:
    (ref,) = read(name, text, named)
    assert ref.among.zones == zones and ref.among.controller == controller
    assert ref.origin == "derived"


def test_target_x_you_control_is_read_by_its_control_words_only() -> None:
    refs = read(
        "Ignite the Shield",
        "Target Spectral Shield you control gets +1{p}.",
        ("Spectral Shield", ("Token",)),
    )
    assert [(r.among.zones, r.among.controller) for r in refs] == [(("arena",), "you")]


def test_a_zone_the_board_has_no_place_for_makes_the_reading_suggested() -> None:
    (ref,) = read(
        "Prism, Advent of Thrones",
        "Whenever a card with Herald in its name is put into Prism's soul during an action "
        "phase, you may search your deck for a figment, put it into the arena, then shuffle.",
    )
    assert ref.origin == "suggested"


def test_a_zone_read_from_a_later_clause_of_its_own_is_only_suggested() -> None:
    refs = read(
        "Moonlit Rite",
        "Whenever a card named Sun Kiss is destroyed, you may search your deck for a Ponder, "
        "reveal it, then shuffle.",
        ("Sun Kiss", ("Action",)),
        ("Ponder", ("Token",)),
    )
    by_name = {r.looks_for.names: r for r in refs}
    assert by_name[("Sun Kiss",)].origin == "suggested"  # the deck is where the Ponder is
    assert by_name[("Ponder",)].origin == "derived"
    assert by_name[("Ponder",)].among.zones == ("deck",)


def test_a_condition_s_own_words_still_say_where_it_looks() -> None:
    (ref,) = read(
        "Moonlit Rite",
        "If you control a Sun Kiss, you may return a card from your graveyard to your hand.",
        ("Sun Kiss", ("Action",)),
    )
    assert ref.among.zones == ("arena",) and ref.among.controller == "you"
