"""`derived` is a promise (issue 20, point 1): a reference read from a sentence with a word
that changes what it finds, and that the reference does not carry, is `suggested`.

Each case is a real card's text; `unread_word` names the word that made it so."""

from __future__ import annotations

import pytest
from test_derivation import derive, mtg_card

from sandbox.cards.reading.honesty import unread_word


def identifications(name: str, text: str, types: tuple[str, ...] = ("Creature",)) -> list:
    use = derive(mtg_card(name, text, types))
    return [r for r in use.references if r.use == "identification"]


@pytest.mark.parametrize(
    ("name", "text", "word"),
    [
        (  # "nonland" qualifies the spell's trigger object, not the group it looks among
            "Wheel of Sacred Names",
            "Whenever a player casts a nonland spell, exile all cards named Pithing Needle.",
            "nonland",
        ),
        (
            "Bazaar of Wonders",
            "Whenever a player casts a spell, counter it if a card with the same name is in a "
            "graveyard or a nontoken permanent with the same name is on the battlefield.",
            "nontoken",
        ),
        (
            "S.N.O.T.",
            "S.N.O.T.'s power and toughness are each equal to the square of the number of cards "
            "named S.N.O.T. stuck together to form it.",
            "(no zone)",
        ),
    ],
)
def test_a_word_the_reference_does_not_carry_makes_it_suggested(
    name: str, text: str, word: str
) -> None:
    found = identifications(name, text)
    assert found, "the sentence is read at all"
    assert all(r.origin == "suggested" for r in found)
    assert {unread_word(r, "mtg") for r in found} == {word}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # "target nonland permanent" is the target's requirement (115.1), not the group's
        (
            "Maelstrom Pulse",
            "Destroy target nonland permanent and all other permanents with the same name as that "
            "permanent.",
        ),
        # "a player casts" is any player, which is what the reading says
        (
            "Eidolon of Rhetoric",
            "Whenever a player casts a spell, that spell's controller loses 1 life unless a "
            "creature named Eidolon of Rhetoric is on the battlefield.",
        ),
    ],
)
def test_words_the_reference_carries_or_that_do_not_change_the_group_keep_it_derived(
    name: str, text: str
) -> None:
    found = identifications(name, text)
    assert found and all(unread_word(r, "mtg") is None for r in found)
    assert all(r.origin == "derived" for r in found)


def test_a_quoted_ability_s_words_do_not_count_unless_the_name_is_in_it() -> None:
    """Enact Vengeance: "their arsenal" belongs to the granted ability, not to the Combo."""
    from test_derivation import fab_card

    text = (
        "Combo - If Edge of Autumn or a card with Vengeance in its name was the last attack this "
        'combat chain, this gets "When this hits a hero, destroy all cards in their arsenal."'
    )
    use = derive(fab_card("Enact Vengeance", text, ("Ninja", "Action", "Attack")))
    names = [r for r in use.references if r.looks_for.kind == "names"]
    assert names and all(unread_word(r, "fab") is None and r.origin == "derived" for r in names)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Vow of Silence", "Attack Reaction - Destroy this: Arakni loses 1{h}.\nBlade Break"),
        (
            "Path of Silence",
            "Attack Reaction - Destroy this: Whenever Arakni is dealt damage, gain {r}."
            "\nBlade Break",
        ),
    ],
)
def test_a_heros_moniker_no_pattern_reads_is_left_for_a_judge_f2(name: str, text: str) -> None:
    """FaB 2.7.3: "Arakni" is the moniker of the Arakni heroes; no pattern reads "Arakni loses"
    ("mark target Arakni" is read: test_reading_heroes_and_clauses), so the sentence is a name
    use left unencoded ("write it"), not silently none."""
    from test_derivation import fab_card

    from sandbox.cards.reading import NameContext, read_name_use
    from sandbox.model import CardDef

    card = fab_card(name, text, ("Assassin", "Equipment"))
    hero: CardDef = fab_card("Arakni, Huntsman", "", ("Assassin", "Hero"))
    use = read_name_use(card, NameContext.build("fab", [hero, card]))
    assert use.name_use == "names"
    assert use.detected and text[slice(*use.detected[0])].startswith("Attack Reaction")
    assert all(r.origin != "derived" for r in use.references if r.use != "self")
