"""`namesake card NAME --game G [--pitch P] [--json]`: what Namesake knows of a card."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.cards.db import paths
from sandbox.cards.resolver import forget_default_resolver
from sandbox.cli.main import main

KEYS = {
    *("name", "game", "pitch", "types", "text", "name_use", "scope", "references", "unencoded"),
    *("names_in", "rulings"),  # what the card is called in other languages; its rulings
}
KEYS |= {"effects"}


def card_json(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict[str, object]]:
    assert main(["card", *args, "--json"]) == 0
    records: list[dict[str, object]] = json.loads(capsys.readouterr().out)
    return records


def test_a_curated_card_lists_its_abilities_with_origin_and_span(
    capsys: pytest.CaptureFixture[str],
) -> None:
    (needle,) = card_json(capsys, "Pithing Needle", "--game", "mtg")
    assert set(needle) == KEYS
    assert (needle["name"], needle["pitch"], needle["name_use"]) == (
        "Pithing Needle",
        None,
        "names",
    )
    refs = needle["references"]
    assert isinstance(refs, list) and [r["use"] for r in refs] == ["self", "identification"]
    text = str(needle["text"])
    for ref in refs:
        start, end = ref["span"]
        assert text[start:end] == ref["text"] and ref["origin"] == "curated"


def test_a_pitch_cycle_gives_one_record_per_pitch_unless_one_is_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    records = card_json(capsys, "Head Jab", "--game", "fab")
    assert [r["pitch"] for r in records] == ["1", "2", "3"]
    assert [r["pitch"] for r in card_json(capsys, "head jab", "--game", "fab", "--pitch", "2")] == [
        "2"
    ]


def test_a_card_not_in_the_data_exits_1_and_bad_usage_exits_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["card", "Biting Breeze", "--game", "fab"]) == 1
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "namesake import" in error
    with pytest.raises(SystemExit) as usage:
        main(["card", "Head Jab", "--game", "yugioh"])
    assert usage.value.code == 2


@pytest.mark.reference
def test_an_imported_card_has_its_text_and_derived_name_use(
    imported_db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = paths.database_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(imported_db_path.read_bytes())
    forget_default_resolver()
    records = card_json(capsys, "Biting Breeze", "--game", "fab")
    assert [r["pitch"] for r in records] == ["1", "2", "3"]
    assert all(
        str(r["text"]).startswith("When this hits, create a Crouching Tiger") for r in records
    )
    assert all(r["name_use"] == "names" for r in records)  # creates a Crouching Tiger (F5)
