"""FaB "name a card" (RULES.md F12-F14, with F3a-F3c) with real cards from the reference data."""

from __future__ import annotations

import pytest

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.message_text import render_note, render_verdict
from sandbox.cards.naming.fab import check_fab_name, split_pitch
from sandbox.cards.naming.verdict import Verdict


def outcome(verdict: Verdict) -> tuple[bool, str, str]:
    return verdict.allowed, verdict.ruling, verdict.code


def note_codes(verdict: Verdict) -> list[str]:
    return [note.code for note in verdict.notes]


# F12: a card that exists and is legal in the format played


def test_f12_an_existing_card_may_be_named(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "amnesia", format="cc")
    assert outcome(verdict) == (True, "F12", "fab.named.format")
    assert verdict.chosen == ("Amnesia",)
    assert (
        render_verdict(verdict) == "allowed [F12]: Amnesia is a card legal in Classic Constructed"
    )


@pytest.mark.parametrize(
    ("name", "format", "status"),
    [
        ("Katsu", "cc", "not_legal"),  # the young hero is a Blitz card
        ("Art of War", "cc", "banned"),
        ("Bravo, Star of the Show", "cc", "living_legend"),
    ],
)
def test_f12_a_card_not_legal_in_the_format_is_refused(
    full_db: CardDatabase, name: str, format: str, status: str
) -> None:
    verdict = check_fab_name(full_db, name, format=format)
    assert outcome(verdict) == (False, "F12", "fab.not_legal")
    assert verdict.params["status"] == status


def test_f12_the_same_card_is_fine_in_a_format_it_is_legal_in(full_db: CardDatabase) -> None:
    assert check_fab_name(full_db, "Katsu", format="blitz").allowed
    assert check_fab_name(full_db, "Katsu, the Wanderer", format="cc").allowed


def test_f12_a_card_that_does_not_exist_is_refused_with_close_names(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Crouching Tigre")
    assert outcome(verdict) == (False, "F12", "fab.unknown")
    assert verdict.candidates[0].name == "Crouching Tiger"


def test_f12_without_imported_data_an_unknown_name_is_not_said_not_to_exist(
    small_db: CardDatabase,
) -> None:
    # Biting Breeze is a real card; the bundled library alone cannot tell, so say so (F12)
    verdict = check_fab_name(small_db, "Biting Breeze")
    assert outcome(verdict) == (False, "F12", "fab.not_in_data")


# F13: token names only if a card has the name; token-rarity cards are cards


def test_f13_a_token_name_is_refused(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Spectral Shield")
    assert outcome(verdict) == (False, "F13", "fab.token_only")
    assert [c.is_token for c in verdict.candidates] == [True]


@pytest.mark.parametrize("name", ["Phoenix Flame", "Crouching Tiger"])
def test_f13_token_rarity_cards_may_be_named(full_db: CardDatabase, name: str) -> None:
    verdict = check_fab_name(full_db, name, format="cc")
    assert verdict.allowed
    assert "fab.token_rarity" in note_codes(verdict)


def test_f13_a_name_shared_by_a_token_and_a_card_may_be_named(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Hyper Driver")
    assert verdict.allowed and "fab.also_token" in note_codes(verdict)


# F14 (and F3c): by name, by name and pitch, by a partial name or description


def test_f14_a_cycle_is_one_name_in_several_pitches(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Sink Below")
    assert outcome(verdict) == (True, "F12", "fab.named")
    assert [c.pitch for c in verdict.candidates] == ["1", "2", "3"]
    (note,) = verdict.notes
    assert (note.code, note.ruling) == ("fab.cycle", "F3c")
    assert render_note(note).endswith("(pitch 1, 2, 3); naming it names each card of the cycle")


@pytest.mark.parametrize(
    ("query", "pitch"),
    [
        ("Sink Below (blue)", "3"),
        ("sink below red", "1"),
        ("Sink Below 2", "2"),
        ("Sink Below [3]", "3"),
    ],
)
def test_f14_name_and_pitch_identify_one_card(
    full_db: CardDatabase, query: str, pitch: str
) -> None:
    verdict = check_fab_name(full_db, query)
    assert outcome(verdict) == (True, "F14", "fab.named.pitch")
    assert [c.pitch for c in verdict.candidates] == [pitch]


def test_f14_a_pitch_the_card_does_not_have_is_refused(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Blazing Aether (blue)")
    assert outcome(verdict) == (False, "F14", "fab.no_such_pitch")
    assert [c.pitch for c in verdict.candidates] == ["1"]


def test_f14_a_partial_name_that_means_one_cycle_is_accepted(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Whelming Gust")
    assert outcome(verdict) == (True, "F14", "fab.identified.partial")
    assert verdict.chosen == ("Whelming Gustwave",)


def test_f14_an_ambiguous_partial_name_is_refused_with_the_candidates(
    full_db: CardDatabase,
) -> None:
    verdict = check_fab_name(full_db, "blazing aeth")
    assert outcome(verdict) == (False, "F14", "fab.ambiguous.partial")
    assert sorted({c.name for c in verdict.candidates}) == ["Blazing Aether", "Trailblazing Aether"]


def test_f14_a_description_that_fits_one_card_is_accepted(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Light Warrior young hero")
    assert outcome(verdict) == (True, "F14", "fab.identified.description")
    assert verdict.chosen == ("Boltyn",)
    wide = check_fab_name(full_db, "Mechanologist young hero")
    assert outcome(wide) == (False, "F14", "fab.ambiguous.description")
    assert "Dash" in {c.name for c in wide.candidates}


# F3a and F3b: names match exactly ignoring case; a moniker is not a name


def test_f3a_dawnblade_names_dawnblade_not_dawnblade_resplendent(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Dawnblade")
    assert verdict.allowed and verdict.chosen == ("Dawnblade",)
    assert [c.name for c in verdict.candidates] == ["Dawnblade"]
    moniker = next(n for n in verdict.notes if n.code == "fab.moniker_not_name")
    assert moniker.ruling == "F3a" and moniker.params["others"] == "Dawnblade, Resplendent"


def test_f3a_a_moniker_several_cards_share_is_refused(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "Victor")
    assert outcome(verdict) == (False, "F3a", "fab.ambiguous.moniker")
    assert {c.name for c in verdict.candidates} == {
        "Victor Goldmane",
        "Victor Goldmane, High and Mighty",
        "Victor Goldmane, Match Fixer",
    }


def test_f3b_blazing_aether_does_not_name_trailblazing_aether(full_db: CardDatabase) -> None:
    verdict = check_fab_name(full_db, "BLAZING AETHER")
    assert verdict.allowed and verdict.chosen == ("Blazing Aether",)
    assert {c.name for c in verdict.candidates} == {"Blazing Aether"}


def test_the_bundled_library_answers_without_any_import(small_db: CardDatabase) -> None:
    assert outcome(check_fab_name(small_db, "Spectral Shield")) == (False, "F13", "fab.token_only")
    assert check_fab_name(small_db, "Crouching Tiger", format="blitz").allowed
    assert check_fab_name(small_db, "Sink Below (yellow)").code == "fab.no_such_pitch"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sink Below (blue)", ("Sink Below", "3")),
        ("Sink Below pitch 1", ("Sink Below", "1")),
        ("Seeing Red", ("Seeing", "1")),  # only used when the whole text is not a name
        ("Sink Below", ("Sink Below", None)),
    ],
)
def test_pitch_words_are_read_from_the_end(text: str, expected: tuple[str, str | None]) -> None:
    assert split_pitch(text) == expected


def test_an_unknown_format_is_a_usage_error(small_db: CardDatabase) -> None:
    with pytest.raises(ValueError, match="standard"):
        check_fab_name(small_db, "Sink Below", format="standard")
