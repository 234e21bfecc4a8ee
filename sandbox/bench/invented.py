"""Invented cards, labelled blind, scored against the reading (issue 20, points 2 and 7).

Helpers who never saw the program or its output wrote cards in the forms real cards print and
labelled each from its text and the rules (`tests/cards/labelled/invented/`, one file per round
and set; CONVENTIONS.md, "Invented cards"). Each entry is a label entry plus the card itself
(`text`, `types`, `name`, `pitch`). A card's text refers to real names, so it is read beside the
game's full card data: a context of every reference card, token and invented card.

Every set was scored once before anyone read its per-card results (the README keeps those
figures); their failures were then read and fixed like the tuning part's, so what this module
prints is a development aid and a guard against regressions, not a measure of unseen text.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from sandbox.bench import labelled
from sandbox.cards.reading import NameContext, read_name_use
from sandbox.model import CardDef, Face, Game, as_game

PART_PREFIX = "invented"  # the bench's part name: "invented_round13"…


def invented_files(folder: Path, game: Game) -> list[Path]:
    """The invented-card files of one game: `invented/round<N>-<game>-<set>.json`."""
    return sorted((folder / "invented").glob(f"round*-{game}-*.json"))


def invented_card(entry: Mapping[str, Any]) -> CardDef:
    """The card an entry describes: one face, or for "Front // Back" (an adventure, a double-
    faced or flip card written as one text) a face of each name, the text on the first, so
    each face's name is the card's own, as on an imported card."""
    game = as_game(str(entry["game"]))
    name, text, pitch = str(entry["name"]), str(entry["text"]), entry.get("pitch") or ""
    types = tuple(str(t) for t in entry["types"])
    first, *others = name.split(" // ")
    if not others:
        return one_face(game, name, types, text, pitch)
    faces = (Face(first, types, text), *(Face(other, types, "") for other in others))
    return CardDef(game, name, faces, pitch)


def one_face(
    game: Game, name: str, types: Iterable[str], text: str = "", pitch: str = ""
) -> CardDef:
    """A card of one face (what the bench reads from a label or a list of names)."""
    face = Face(name=name, types=tuple(str(t) for t in types), text=text)
    return CardDef(game, name, (face,), pitch)


def score_invented(
    game: Game, files: Sequence[Path], known: Iterable[CardDef]
) -> list[labelled.PartScore]:
    """One score per round of `files`, each card read beside the `known` cards of the game."""
    rounds: dict[str, list[dict[str, Any]]] = {}
    for path in files:
        round_name = path.name.split("-", 1)[0]  # "round13"
        rounds.setdefault(round_name, []).extend(json.loads(path.read_text(encoding="utf-8")))
    return score_rounds(game, rounds, known)


def score_rounds(
    game: Game,
    rounds: Mapping[str, Sequence[Mapping[str, Any]]],
    known: Iterable[CardDef],
    prefix: str = PART_PREFIX,
) -> list[labelled.PartScore]:
    """One score per round (its name and its entries, each holding its card's `text` and
    `types`), all read in one context; the part is `<prefix>_<round>` (no prefix: the round)."""
    entries = [entry for batch in rounds.values() for entry in batch]
    cards = [invented_card(entry) for entry in entries]
    context = NameContext.build(game, [*known, *cards])
    uses = {
        labelled.entry_key(e): read_name_use(c, context)
        for e, c in zip(entries, cards, strict=True)
    }
    return [
        labelled.score_part(game, f"{prefix}_{name}" if prefix else name, batch, uses)
        for name, batch in sorted(rounds.items())
    ]


# the cards each game printed after its main card data: names only, "Only names not already in
# cards.json" (the reference README); MTG's spoiler supplement, none for FaB
LATER_CARDS: dict[Game, str] = {"mtg": "mtg/spoiler-supplement-2022-2026.json"}


def later_cards(game: Game, reference: Path) -> list[CardDef]:
    """The names of the `game`'s cards printed after its main data, as bare cards: invented
    cards written in today's forms refer to them."""
    path = reference / LATER_CARDS[game] if game in LATER_CARDS else None
    if path is None or not path.is_file():
        return []
    rows = json.loads(path.read_text(encoding="utf-8")).get("data", [])
    return [one_face(game, str(row["name"]), ("Card",)) for row in rows if row.get("name")]
