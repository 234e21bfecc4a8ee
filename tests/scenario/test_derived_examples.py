"""The derived examples (resources/scenarios/*/d-*.json) against the full reference data.

Each is built only from imported cards whose name-using abilities the text derivation wrote
(issue 9, point 7). Their embedded snapshots must be what the current import derives, and
their expectations must hold whether the cards come from the file or from the user's data.
The pending ones (tests/scenario/derived_pending) state what the rules say where the
derivation is known to be wrong: they are expected to fail, and their test fails once the
derivation gets them right, so that they are moved into the gallery.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from derived_examples import card_refs, derived_examples, pending_examples, snapshots

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.library import bundled_library
from sandbox.cards.resolver import CardResolver
from sandbox.model import derive
from sandbox.scenario.files import parse_scenario
from sandbox.scenario.report import check_expectation

pytestmark = pytest.mark.reference

EXAMPLES = derived_examples()
PENDING = pending_examples()
REFRESH = "run `python3 tests/scenario/derived_examples.py` to refresh the embedded cards"


@pytest.fixture(scope="module")
def resolver(imported_db_path: Path) -> Iterator[CardResolver]:
    with CardDatabase.open(imported_db_path) as db:
        yield CardResolver(bundled_library(), database=db)


def _document(path: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return document


def test_there_are_derived_examples_of_both_games() -> None:
    games = [path.parent.name for path in EXAMPLES]
    assert len(EXAMPLES) >= 10
    assert games.count("fab") >= 4 and games.count("mtg") >= 4


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_card_is_imported_not_bundled(path: Path, resolver: CardResolver) -> None:
    document = _document(path)
    game = document["game"]
    for name, pitch in card_refs(document):
        assert resolver.bundled(game, name, pitch) is None, f"{path.name}: {name} is bundled"
        assert resolver.local(game, name, pitch) is not None, f"{path.name}: {name} not imported"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_the_abilities_at_work_were_derived(path: Path) -> None:
    """Every reference an expectation checks is a derived one (at most one card per file has a
    suggested one, and its description says so)."""
    document = _document(path)
    origins = {
        (snap["name"].casefold(), ref["key"]): ref.get("origin", "")
        for snap in document["cards"]
        for ref in snap.get("references", [])
    }
    suggested = {name for (name, _), origin in origins.items() if origin == "suggested"}
    assert len(suggested) <= 1, f"{path.name}: suggested abilities on {sorted(suggested)}"
    if suggested:
        assert "suggested" in document["description"]
    cards = {obj["id"]: obj["card"].casefold() for obj in document["objects"]}
    effects = document.get("effects", [])
    copies = [e["copy_of"]["card"].casefold() for e in effects if e.get("copy_of")]
    for expectation in document["expect"]:
        if "reference" not in expectation:
            continue
        object_id, key = expectation["reference"].split(":", 1)
        found = [origins[(n, key)] for n in (cards[object_id], *copies) if (n, key) in origins]
        assert found and found[0] in ("derived", "suggested"), (
            f"{path.name}: {expectation['reference']} is not a derived ability"
        )


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_embedded_cards_are_what_the_import_derives(path: Path, resolver: CardResolver) -> None:
    document = _document(path)
    embedded = {(c["name"], c.get("pitch", "")): c for c in document.get("cards", [])}
    current = {(c["name"], c.get("pitch", "")): c for c in snapshots(document, resolver)}
    assert sorted(embedded) == sorted(current), f"{path.name}: the cards it uses changed; {REFRESH}"
    for key, snap in current.items():
        old = embedded[key]
        label = f"{path.name}: {key[0]}"
        assert old.get("faces") == snap.get("faces"), f"{label}: its text changed; {REFRESH}"
        assert old.get("references") == snap.get("references"), (
            f"{label}: the derivation now reads it otherwise; {REFRESH}"
        )
        assert old == snap, f"{label}: its snapshot changed; {REFRESH}"


def _check_with_imported_cards(path: Path, resolver: CardResolver) -> None:
    """Without its embedded cards, the file resolves every card from the imported data."""
    document = _document(path)
    document.pop("cards", None)
    scenario = parse_scenario(json.dumps(document), path.name, resolver)
    assert scenario.embedded == ()
    derived = derive(scenario.board)
    for expectation in scenario.model.expect:
        result = check_expectation(expectation, derived)
        assert result["passed"], f"{path.name}: {result}"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_expectations_hold_with_the_imported_cards(path: Path, resolver: CardResolver) -> None:
    _check_with_imported_cards(path, resolver)


@pytest.mark.parametrize("path", PENDING, ids=lambda p: p.stem)
@pytest.mark.xfail(
    strict=True,
    raises=AssertionError,
    reason="a known derivation error (see the file's description); passing now? move the file "
    "to resources/scenarios/<game>/ so the gallery shows it",
)
def test_pending_example_waits_for_the_derivation(path: Path, resolver: CardResolver) -> None:
    document = _document(path)
    assert "Known derivation error" in document["description"]
    for name, pitch in card_refs(document):
        assert resolver.bundled(document["game"], name, pitch) is None
    _check_with_imported_cards(path, resolver)
