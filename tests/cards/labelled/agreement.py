"""The held-out part labelled twice: agreement, the cards to settle, and the final labels.

This script owns the steps of CONVENTIONS.md, "The held-out part labelled twice", that handle
label files (it reads labels and card texts only, never the program's readings):
- `agreement`: per game, how many held-out cards the first labels (`round2/heldout-*.json`)
  and the second labels (`round2/second/heldout-*.json`) agree on, on the fields the bench
  compares (`sandbox.bench.labelled.same_label`);
- `to-settle OUT_DIR`: per game, `OUT_DIR/<game>.json`, every card whose two labels differ or
  that either labeller marked unsure, with its text and the two labels as `A` and `B` in an
  order drawn with a fixed seed, so the adjudicator cannot tell which labelling is which;
- `merge GAME DECISIONS`: writes `round2/adjudicated/heldout-<game>.json`, every held-out card in
  the order of the sample: the first label where the two agree, else the adjudicator's.

Usage: python tests/cards/labelled/agreement.py agreement | to-settle OUT_DIR |
merge GAME DECISIONS.json
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from sandbox.bench import labelled

HERE = Path(__file__).resolve().parent
GAMES = ("fab", "mtg")
SEED = 20261202

Entry = dict[str, Any]


def sample_cards(folder: Path, game: str) -> list[Entry]:
    sample = json.loads((folder / "sample" / f"{game}.json").read_text("utf-8"))
    return [card for card in sample["cards"] if card["part"] == "heldout"]


Labels = dict[tuple[str, str], Entry]


def labels(paths: list[Path]) -> Labels:
    return {labelled.entry_key(entry): entry for entry in labelled.read_labels(paths)}


def both_labellings(folder: Path, game: str) -> tuple[Labels, Labels]:
    first = labels(labelled.part_files(folder, game, "heldout"))
    second = labels(labelled.second_files(folder, game))
    return first, second


def to_settle(folder: Path, game: str) -> list[Entry]:
    """The cards the adjudicator decides, each with its two labels in a drawn order."""
    first, second = both_labellings(folder, game)
    draw = random.Random(f"{SEED}-{game}")
    cards = []
    for card in sample_cards(folder, game):
        key = labelled.entry_key(card)
        if key not in second:
            raise SystemExit(f"round2/second: no second label for {card['name']} {card['pitch']}")
        pair = [first[key], second[key]]
        if labelled.settled(*pair):
            continue
        draw.shuffle(pair)
        cards.append({**card, "A": pair[0], "B": pair[1]})
    return cards


def merge(folder: Path, game: str, decisions_path: Path) -> list[Entry]:
    """Every held-out card's final label, in the order of the sample."""
    first, second = both_labellings(folder, game)
    decisions = labels([decisions_path])
    final = []
    for card in sample_cards(folder, game):
        key = labelled.entry_key(card)
        if labelled.settled(first[key], second[key]):
            final.append(first[key])
        elif key in decisions:
            final.append(decisions[key])
        else:
            raise SystemExit(f"{decisions_path}: no decision for {card['name']} {card['pitch']}")
    return final


def main(argv: list[str]) -> int:
    if argv[:1] == ["agreement"]:
        for game in GAMES:
            first, second = both_labellings(HERE, game)
            result = labelled.agreement(list(first.values()), list(second.values()))
            print(labelled.agreement_line(game, result))
        return 0
    if argv[:1] == ["to-settle"] and len(argv) == 2:
        out = Path(argv[1])
        out.mkdir(parents=True, exist_ok=True)
        for game in GAMES:
            if not labelled.second_files(HERE, game):
                print(f"{game}: no second labels yet")
                continue
            cards = to_settle(HERE, game)
            (out / f"{game}.json").write_text(json.dumps(cards, indent=1, ensure_ascii=False))
            print(f"{game}: {len(cards)} cards to settle")
        return 0
    if argv[:1] == ["merge"] and len(argv) == 3 and argv[1] in GAMES:
        final = merge(HERE, argv[1], Path(argv[2]))
        target = HERE / "round2" / "adjudicated" / f"heldout-{argv[1]}.json"
        target.parent.mkdir(exist_ok=True)
        target.write_text(json.dumps(final, indent=1, ensure_ascii=False) + "\n", "utf-8")
        print(f"{target}: {len(final)} entries")
        return 0
    print(__doc__.rsplit("Usage: ", 1)[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
