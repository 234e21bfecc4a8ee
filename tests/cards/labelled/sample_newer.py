"""A second held-out part for MTG: real cards printed after the main card data (2022-2026).

The reference data's MTG cards stop in April 2022; its spoiler supplement holds the names, types
and texts of the cards printed since (`reference/mtg/spoiler-supplement-2022-2026.json`), in
today's templating ("this creature", "When this enters"), which no labelled part, test or
pattern was written from. This script draws a stratified random sample of them with the strata
of `sample.py` (text heuristics, not the program), seeded by the part's name, and writes
`sample/mtg-heldout_newer.json`. Its labels are written blind like the held-out part's, and its
per-card results are not read while patterns change (CONVENTIONS.md).

Usage: python tests/cards/labelled/sample_newer.py [SIZE] [SHARED_FOLDER]   (default 110 cards
that use names plus 15 negatives, ../shared next to the repository root).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from sample import (
    NEGATIVE,
    OUT_DIR,
    REMINDER,
    REPO,
    SEED,
    Card,
    allocate,
    classify,
    load_json,
    mtg_rules,
    own_names,
)

PART = "heldout_newer"
SOURCE = "reference/mtg/spoiler-supplement-2022-2026.json"
NEGATIVES = 15


def newer_candidates(rows: list[Card]) -> list[Card]:
    """One card per name with a text of its own: the supplement lists a multi-face card as
    "A // B", often with no text (its README), so those are left out."""
    cards = []
    for row in sorted(rows, key=lambda r: str(r.get("name", ""))):
        name, text = str(row.get("name", "")), str(row.get("text") or "")
        if not name or not text or " // " in name:
            continue
        cards.append(
            {
                "name": name,
                "pitch": None,
                "text": text,
                "bare": REMINDER.sub("", text),
                "type": str(row.get("type", "")),
                "own": own_names([name]),
                "all_names": [name],
            }
        )
    return cards


def draw_newer(cards: list[Card], size: int) -> list[Card]:
    """`size` cards over the strata that use names (allocated by their sizes), and NEGATIVES
    cards that use none by the heuristics."""
    strata = classify(cards, mtg_rules())
    rng = random.Random(f"{SEED}-{PART}-mtg")
    pools = {s: pool for s, pool in strata.items() if s != NEGATIVE}
    counts = allocate({s: len(pool) for s, pool in pools.items()}, size)
    counts[NEGATIVE] = min(NEGATIVES, len(strata.get(NEGATIVE, [])))
    pools[NEGATIVE] = strata.get(NEGATIVE, [])
    return [
        {**card, "part": PART, "stratum": name}
        for name, pool in pools.items()
        for card in rng.sample(pool, counts.get(name, 0))
    ]


def main(argv: list[str]) -> int:
    size = int(argv[0]) if argv and argv[0].isdigit() else 110
    rest = [a for a in argv if not a.isdigit()]
    shared = Path(rest[0]) if rest else REPO.parent / "shared"
    path = shared / SOURCE
    if not path.is_file():
        print(f"sample_newer.py: reference data missing: {path}", file=sys.stderr)
        return 1
    chosen = draw_newer(newer_candidates(load_json(path)["data"]), size)
    keys = ("part", "stratum", "name", "pitch", "text", "type")
    content = {
        "seed": f"{SEED}-{PART}-mtg",
        "source": {"mtg": SOURCE},
        "cards": [{k: c[k] for k in keys} for c in chosen],
    }
    out = OUT_DIR / f"mtg-{PART}.json"
    out.write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"  wrote {out.relative_to(REPO)}: {len(chosen)} cards")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
