"""Curated is never worse than derived (issue 20, point 5): every name-using sentence the
derivation reads on a bundled card is covered by an ability of the bundled record, curated or
(where curation left it out) the derivation's own, marked `derived` or `suggested`."""

from __future__ import annotations

import pytest
from bundled_derivations import FILES, covered, refreshed

from sandbox.cards.library import bundled_library
from sandbox.cards.reading import NameContext, read_name_use


@pytest.mark.parametrize("game", sorted(FILES))
def test_the_library_files_hold_what_the_derivation_adds(game: str) -> None:
    before, after = refreshed(game, FILES[game])
    assert after == before, (
        f"{FILES[game].name} is not what the current derivation adds: run "
        "`python3 tests/cards/bundled_derivations.py`"
    )


@pytest.mark.parametrize("game", sorted(FILES))
def test_every_sentence_the_derivation_reads_is_covered(game: str) -> None:
    cards = list(bundled_library().cards(game))
    context = NameContext.build(game, cards)
    gaps = [
        f"{card.label}: {found.text}"
        for card in cards
        for found in read_name_use(card, context).references
        if found.use != "self" and not covered(found, card.references)
    ]
    assert gaps == []


def test_added_abilities_say_they_were_derived() -> None:
    """A judge sees "⚠ check this" or "derived" on them, never "curated"."""
    added = [
        ref
        for game in FILES
        for card in bundled_library().cards(game)
        for ref in card.references
        if ref.key.startswith("derived-")
    ]
    assert added and all(ref.origin in ("derived", "suggested") for ref in added)
