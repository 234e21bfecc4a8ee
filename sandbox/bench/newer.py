"""The second MTG held-out part: real cards printed 2022-2026, labelled blind (issue 20, point 7).

`tests/cards/labelled/sample_newer.py` draws them from the reference data's spoiler supplement
(`sample/mtg-heldout_newer.json`: name, type line, text); their labels are in
`newer/heldout_newer-mtg-*.json`. The main card data has none of these cards, so each is read
from its sample text beside the full data and the supplement's names, as an imported card is.
Like the first held-out part, only its counts are printed (`part=heldout_newer`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from sandbox.bench import invented, labelled
from sandbox.model import CardDef, Game

PART = "heldout_newer"


def newer_entries(folder: Path, game: Game = "mtg") -> list[dict[str, Any]]:
    """The part's labels, each with its card's text and type words from the sample (none
    where the game has no such part: FaB has no card data newer than its main one)."""
    sample = folder / "sample" / f"{game}-{PART}.json"
    labels = labelled.read_labels(sorted((folder / "newer").glob(f"{PART}-{game}*.json")))
    if not sample.is_file() or not labels:
        return []
    cards = {c["name"]: c for c in json.loads(sample.read_text(encoding="utf-8"))["cards"]}
    entries = []
    for entry in labels:
        card = cards.get(entry["name"])
        if card is not None:
            entries.append({**entry, "text": card["text"], "types": type_words(card["type"])})
    return entries


def type_words(type_line: str) -> list[str]:
    """The supertypes and card types of a type line ("Legendary Creature — Elf" -> both)."""
    return type_line.split("—")[0].split() or ["Card"]


def score_newer(
    folder: Path, known: Iterable[CardDef], game: Game = "mtg"
) -> list[labelled.PartScore]:
    """The part's score, and that of its cards whose form no invented card took (round 14's
    MTG helpers wrote cards in the forms of supplement cards, before this part was drawn)."""
    entries = newer_entries(folder, game)
    if not entries:
        return []
    based = {
        str(e.get("base"))
        for path in invented.invented_files(folder, game)
        for e in json.loads(path.read_text(encoding="utf-8"))
    }
    unseen = [entry for entry in entries if entry["name"] not in based]
    rounds = {PART: entries, f"{PART}_unbased": unseen}
    return invented.score_rounds(game, rounds, known, prefix="")
