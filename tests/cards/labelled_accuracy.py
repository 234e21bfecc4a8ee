"""How well the text derivation matches the hand-labelled set (tests/cards/labelled).

Each labelled card (written by hand from the card text and the rules, before the derivation
was looked at) is resolved from a card database with the full reference data imported. A
card counts for accuracy when everything the derivation made of it is `derived` (no
`suggested` ability, no text it detected but could not encode): then it is exactly right when
its scope matches and its set of abilities matches the labels on the compared fields:
use, kind, names, zones and players (for a definition: the created name and for whom).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandbox.bench.labelled import Encoding, label_encodings
from sandbox.bench.labelled import reading_encoding as derived_encoding
from sandbox.cards.library import CardNotFound
from sandbox.cards.resolver import CardResolver
from sandbox.model import CardDef

LABELS = Path(__file__).parent / "labelled"


@dataclass
class Accuracy:
    """The labelled cards the derivation fully derived, and those it got wrong."""

    game: str
    labelled: int = 0
    derived: int = 0
    right: int = 0
    not_derived: list[str] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.right / self.derived if self.derived else 0.0


def labelled(game: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads((LABELS / f"{game}.json").read_text())
    return entries


def expected(entry: dict[str, Any]) -> frozenset[Encoding]:
    return label_encodings(entry)


def measure(resolver: CardResolver, game: str) -> Accuracy:
    result = Accuracy(game)
    for entry in labelled(game):
        result.labelled += 1
        card = _resolve(resolver, game, entry)
        label = f"{entry['name']}" + (f" ({entry['pitch']})" if entry.get("pitch") else "")
        if card is None:
            result.not_derived.append(f"{label}: not in the data")
            continue
        if _not_fully_derived(card):
            result.not_derived.append(label)
            continue
        result.derived += 1
        got = frozenset(derived_encoding(r) for r in card.references)
        if _right(entry, card, got):
            result.right += 1
        else:
            result.misses.append(_miss(label, entry, card, got))
    return result


def _right(entry: dict[str, Any], card: CardDef, got: frozenset[Encoding]) -> bool:
    """Out of board scope: classified, not encoded (the scope and name use must match)."""
    if entry["scope"] != "board":
        return card.scope == entry["scope"] and card.name_use == entry["name_use"]
    return card.scope == "board" and got == expected(entry)


def _resolve(resolver: CardResolver, game: str, entry: dict[str, Any]) -> CardDef | None:
    try:
        return resolver.resolve(game, entry["name"], entry.get("pitch"))
    except CardNotFound:
        return None


def _not_fully_derived(card: CardDef) -> bool:
    return bool(card.unencoded) or any(r.origin != "derived" for r in card.references)


def _miss(label: str, entry: dict[str, Any], card: CardDef, got: frozenset[Encoding]) -> str:
    want = expected(entry)
    extra = _show(got - want)
    missing = _show(want - got)
    scope = "" if card.scope == entry["scope"] else f" scope {card.scope}≠{entry['scope']}"
    return f"{label}:{scope} derived but not labelled {extra}; labelled but not derived {missing}"


def _show(encodings: Iterable[Encoding]) -> str:
    return (
        "; ".join(
            " ".join(str(sorted(part)) if isinstance(part, frozenset) else str(part) for part in e)
            for e in sorted(encodings, key=repr)
        )
        or "-"
    )
