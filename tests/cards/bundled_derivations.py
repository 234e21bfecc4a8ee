"""Keep the bundled library at least as complete as the derivation (issue 20, point 5).

A bundled card's abilities are hand-encoded (curated). Where the rules-text derivation reads
a name-using sentence that no curated ability of the card covers, the library would say less
than an imported copy of the same card. This script adds what the derivation reads there to
the bundled record, marked `derived` or `suggested` (never `curated`), and drops what it added
before, so running it twice changes nothing:

    python3 tests/cards/bundled_derivations.py [--check]

`--check` writes nothing and exits 1 when the files are not what the current derivation
gives (tests/cards/test_bundled_never_worse.py runs the same comparison in CI).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, for sandbox

from sandbox.cards.library import DERIVED, fab_card, mtg_card
from sandbox.cards.reading import NameContext, read_name_use
from sandbox.cards.reference_schema import ReferenceModel
from sandbox.model import ReferenceSpec
from sandbox.model.cards import CardDef

CARDS = Path(__file__).resolve().parents[2] / "resources" / "cards"
FILES = {"fab": CARDS / "fab-library.json", "mtg": CARDS / "mtg-library.json"}


def covered(found: ReferenceSpec, written: Iterable[ReferenceSpec]) -> bool:
    """Whether an ability of the same use already covers the sentence `found` was read from."""
    span = found.span
    return span is not None and any(
        r.use == found.use and r.span is not None and r.span[0] < span[1] and span[0] < r.span[1]
        for r in written
    )


def missing(card: CardDef, context: NameContext) -> list[ReferenceSpec]:
    """What the derivation reads on `card` that its curated abilities leave out."""
    curated = [r for r in card.references if r.origin not in DERIVED]
    read = read_name_use(card, context).references
    return [r for r in read if r.use != "self" and not covered(r, curated)]


def as_record(spec: ReferenceSpec) -> dict[str, Any]:
    """A derived ability as the library file writes it (its span is found again on load)."""
    model = ReferenceModel.from_model(spec)
    model = model.model_copy(update={"key": f"derived-{spec.key}", "span": None, "side": ""})
    return model.model_dump(mode="json", exclude_defaults=True)


def _curated_only(extras: Mapping[str, Any]) -> dict[str, Any]:
    kept = [r for r in extras.get("references", ()) if r.get("origin") not in DERIVED]
    return {**extras, "references": kept}


def _set_references(record: dict[str, Any], added: list[dict[str, Any]]) -> None:
    extras = _curated_only(record.get("namesake", {}))
    extras["references"] = extras["references"] + added
    if extras["references"] or len(extras) > 1:
        record["namesake"] = extras
    else:
        record.pop("namesake", None)


def fab_records(document: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], CardDef]]:
    for record in document:
        yield record, fab_card({**record, "namesake": _curated_only(record.get("namesake", {}))})


def refresh_fab(document: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A FaB library file (a card.json list) with the derivation's additions up to date."""
    pairs = list(fab_records(document))
    context = NameContext.build("fab", [card for _, card in pairs])
    for record, card in pairs:
        _set_references(record, [as_record(r) for r in missing(card, context)])
    return document


def refresh_mtg(document: dict[str, Any]) -> dict[str, Any]:
    """An MTG library file (AtomicCards shape): each addition on the face it is printed on."""
    entries = document["data"]
    cards = {
        name: mtg_card([{**f, "namesake": _curated_only(f.get("namesake", {}))} for f in faces])
        for name, faces in entries.items()
    }
    context = NameContext.build("mtg", list(cards.values()))
    for name, faces in entries.items():
        found = missing(cards[name], context)
        for face in faces:
            side = face.get("side", "a")
            here = [r for r in found if len(faces) == 1 or (r.side or "a") == side]
            _set_references(face, [as_record(r) for r in here])
    return document


REFRESH = {"fab": refresh_fab, "mtg": refresh_mtg}


def refreshed(game: str, path: Path) -> tuple[str, str]:
    """The file's text now, and as the current derivation would have it."""
    before = path.read_text(encoding="utf-8")
    after = REFRESH[game](json.loads(before))
    return before, json.dumps(after, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for game, path in FILES.items():
        before, after = refreshed(game, path)
        if after != before:
            stale.append(path.name)
            if not check:
                path.write_text(after, encoding="utf-8")
    for name in stale:
        print(f"{name}: {'differs from the derivation' if check else 'refreshed'}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
