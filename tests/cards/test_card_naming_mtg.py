"""MTG rule 201.4 (RULES.md M1-M8) with real cards from the reference data."""

from __future__ import annotations

from pathlib import Path

import pytest
from card_samples import BUNDLED, interchangeable_atomic, write_json

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.importers.importing import import_file
from sandbox.cards.message_text import render_verdict
from sandbox.cards.naming.mtg import check_mtg_name
from sandbox.cards.naming.verdict import Verdict


def check(db: CardDatabase, name: str, *words: str, format: str | None = None) -> Verdict:
    return check_mtg_name(db, name, characteristics=words, format=format)


def outcome(verdict: Verdict) -> tuple[bool, str, str]:
    return verdict.allowed, verdict.ruling, verdict.code


# M1: any card in the Oracle reference, legal in the format or not; tokens only if a card has it


def test_m1_a_card_name_may_be_chosen(full_db: CardDatabase) -> None:
    verdict = check(full_db, "lightning bolt")
    assert outcome(verdict) == (True, "M1", "mtg.allowed.single")
    assert verdict.chosen == ("Lightning Bolt",)


def test_m1_legality_in_the_format_does_not_matter(full_db: CardDatabase) -> None:
    verdict = check(full_db, "Golgothian Sylex", format="standard")
    assert verdict.allowed
    assert [(n.code, n.ruling) for n in verdict.notes] == [("mtg.format_ignored", "M1")]


def test_m1_a_token_name_is_refused_unless_a_card_has_it(full_db: CardDatabase) -> None:
    soldier = check(full_db, "Soldier")
    assert outcome(soldier) == (False, "M1", "mtg.token_only")
    assert soldier.candidates and all(c.is_token for c in soldier.candidates)
    elves = check(full_db, "Llanowar Elves")  # a token and a card share this name
    assert outcome(elves) == (True, "M1", "mtg.allowed.single")
    assert [n.code for n in elves.notes] == ["mtg.also_token"]


def test_m1_an_unknown_name_is_refused_with_close_names(full_db: CardDatabase) -> None:
    verdict = check(full_db, "Lightnign Bolt")
    assert outcome(verdict) == (False, "M1", "mtg.unknown")
    assert verdict.candidates[0].name == "Lightning Bolt"


def test_m1_without_imported_data_an_unknown_name_is_not_said_not_to_exist(
    small_db: CardDatabase,
) -> None:
    verdict = check(small_db, "Lightning Bolt")  # real, but only the bundled library is here
    assert outcome(verdict) == (False, "M1", "mtg.not_in_data")


# M2: "choose a [characteristic] card name" looks at Oracle characteristics only


def test_m2_island_is_not_an_artifact_card_name(full_db: CardDatabase) -> None:
    verdict = check(full_db, "Island", "artifact")  # Dispossess: "Choose an artifact card name"
    assert outcome(verdict) == (False, "M2", "mtg.mismatch.single")
    text = render_verdict(verdict)
    assert "Basic Land — Island" in text and "battlefield" in text


def test_m2_an_artifact_card_name_not_legal_anywhere_modern_is_fine(full_db: CardDatabase) -> None:
    verdict = check(full_db, "Golgothian Sylex", "artifact", format="modern")
    assert outcome(verdict) == (True, "M2", "mtg.allowed.single.characteristic")


@pytest.mark.parametrize(
    ("name", "words", "allowed"),
    [
        ("Island", ("nonland",), False),
        ("Dispossess", ("nonland",), True),
        ("Island", ("basic", "land"), True),
        ("Lightning Bolt", ("noncreature", "nonland"), True),
        ("Lightning Bolt", ("permanent",), False),
    ],
)
def test_m2_characteristic_words_combine(
    full_db: CardDatabase, name: str, words: tuple[str, ...], allowed: bool
) -> None:
    assert check(full_db, name, *words).allowed is allowed


# M3: split cards, one half at a time, with that half's characteristics


def test_m3_both_halves_at_once_is_refused(full_db: CardDatabase) -> None:
    verdict = check(full_db, "Fire // Ice")
    assert outcome(verdict) == (False, "M3", "mtg.split_both")
    assert [c.name for c in verdict.candidates] == ["Fire", "Ice"]


def test_m3_one_half_is_chosen_with_its_own_characteristics(full_db: CardDatabase) -> None:
    assert outcome(check(full_db, "Fire", "instant")) == (
        True,
        "M3",
        "mtg.allowed.half.characteristic",
    )
    assert outcome(check(full_db, "Ice", "sorcery")) == (False, "M3", "mtg.mismatch.half")


# M4: flip cards' alternative name, with the alternative characteristics


def test_m4_the_flip_name_with_its_alternative_characteristics(full_db: CardDatabase) -> None:
    tok_tok = check(full_db, "Tok-Tok, Volcano Born", "legendary")
    assert outcome(tok_tok) == (True, "M4", "mtg.allowed.flip.characteristic")
    assert outcome(check(full_db, "Akki Lavarunner", "legendary")) == (
        False,
        "M2",
        "mtg.mismatch.front",
    )


# M5: double-faced cards' back face, with the back face's characteristics only


def test_m5_a_back_face_may_be_chosen(full_db: CardDatabase) -> None:
    assert outcome(check(full_db, "Insectile Aberration")) == (True, "M5", "mtg.allowed.back")
    combined = check(full_db, "Delver of Secrets // Insectile Aberration")
    assert outcome(combined) == (False, "M1", "mtg.combined_name")
    assert [c.name for c in combined.candidates] == ["Delver of Secrets", "Insectile Aberration"]


def test_m5_only_the_back_face_characteristics_count(full_db: CardDatabase) -> None:
    assert check(full_db, "Agadeem, the Undercrypt", "land").ruling == "M5"
    assert check(full_db, "Agadeem, the Undercrypt", "land").allowed
    assert not check(full_db, "Agadeem's Awakening", "land").allowed
    assert outcome(check(full_db, "Tibalt, Cosmic Impostor", "creature")) == (
        False,
        "M5",
        "mtg.mismatch.back",
    )


# M6: a meld pair's combined back face


def test_m6_the_melded_back_face_with_its_characteristics(full_db: CardDatabase) -> None:
    brisela = check(full_db, "Brisela, Voice of Nightmares", "legendary")
    assert outcome(brisela) == (True, "M6", "mtg.allowed.meld_back.characteristic")
    assert outcome(check(full_db, "Brisela, Voice of Nightmares", "instant")) == (
        False,
        "M6",
        "mtg.mismatch.meld_back",
    )
    assert outcome(check(full_db, "Bruna, the Fading Light")) == (True, "M1", "mtg.allowed.front")
    assert check(full_db, "Gisela, the Broken Blade").allowed


# M7: an adventurer card's adventure name, with the alternative characteristics


def test_m7_the_adventure_name_with_its_characteristics(full_db: CardDatabase) -> None:
    assert outcome(check(full_db, "Stomp", "instant")) == (
        True,
        "M7",
        "mtg.allowed.adventure.characteristic",
    )
    assert outcome(check(full_db, "Stomp", "creature")) == (False, "M7", "mtg.mismatch.adventure")
    assert outcome(check(full_db, "Bonecrusher Giant", "instant")) == (
        False,
        "M2",
        "mtg.mismatch.front",
    )


# M8: interchangeable names (rule 201.3); the reference data names none, so a fixture does


def test_m8_choosing_one_interchangeable_name_chooses_all(tmp_path: Path, db_path: Path) -> None:
    import_file(
        write_json(tmp_path / "a.json", interchangeable_atomic()),
        database=db_path,
        bundled_dir=BUNDLED,
    )
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        verdict = check(db, "Spider Friend")
        assert verdict.allowed and verdict.chosen == ("Spider Friend", "Omen Friend")
        assert [(n.code, n.ruling) for n in verdict.notes] == [("mtg.interchangeable", "M8")]
        assert check(db, "omen friend").chosen == ("Omen Friend", "Spider Friend")
        assert check(db, "Lonely Friend").chosen == ("Lonely Friend",)


# the bundled library alone answers too (no import needed)


def test_the_bundled_library_answers_without_any_import(small_db: CardDatabase) -> None:
    assert outcome(check(small_db, "Stomp", "instant"))[0]
    assert outcome(check(small_db, "Island", "artifact")) == (False, "M2", "mtg.mismatch.single")
    assert outcome(check(small_db, "Fire // Ice")) == (False, "M3", "mtg.split_both")
    assert outcome(check(small_db, "Soldier")) == (False, "M1", "mtg.token_only")
