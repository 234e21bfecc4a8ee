"""Text forms found wrong by probing FaB's words for tokens and players, and by invented round
27, cards that new helpers wrote and labelled blind (issue 20, point 3). Each test fails on the
code from before its fix, except those that say what a fix must leave as it was ("keeps")."""

from __future__ import annotations

from test_reading_text_forms_9 import TOKEN, _found, _read

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
