"""Refresh the embedded cards of the derived examples (resources/scenarios/*/d-*.json).

Each derived example is built only from cards the bundled library lacks, so it carries a
snapshot of each (faces, text, derived name-using abilities) in its top-level `cards` list.
When the text derivation improves, run

    python3 tests/scenario/derived_examples.py [--database PATH] [FILES]

(default: every d-*.json example, and those in tests/scenario/derived_pending, which a known
derivation error breaks and which stay out of the gallery until it is fixed). It imports the
full reference data (../shared/reference, or NAMESAKE_REFERENCE) into a temporary card
database, and rewrites each file's `cards` with what the current import derives, keeping
everything else in the file as it is. Then re-check the
examples (`python3 -m pytest tests/scenario/test_derived_examples.py`): an expectation that
fails after a refresh means the derivation changed what the card does, for better or worse.
"""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, for reference_data
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the checkout, for sandbox

from reference_data import REFERENCE_FILES, reference_path

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.importers.importing import import_file
from sandbox.cards.library import bundled_library
from sandbox.cards.resolver import CardResolver
from sandbox.model import CardDef
from sandbox.scenario.snapshots import snapshot_model

REPO = Path(__file__).resolve().parents[2]
SCENARIOS = REPO / "resources" / "scenarios"


PENDING = Path(__file__).resolve().parent / "derived_pending"


def derived_examples() -> list[Path]:
    """Every derived example file of the gallery, FaB then MTG."""
    return sorted(SCENARIOS.glob("*/d-*.json"))


def pending_examples() -> list[Path]:
    """Examples whose expectations a known derivation error breaks (not in the gallery)."""
    return sorted(PENDING.glob("d-*.json"))


class NotImported(Exception):
    """A card an example uses that the bundled library has, or the imported data lacks."""


def card_refs(document: dict[str, Any]) -> Iterator[tuple[str, str | None]]:
    """Each (card name, pitch) the document uses, in first-use order (objects, then effects'
    copies, then cards that actions add or set), as a saved board lists them."""
    for obj in document.get("objects", []):
        yield obj["card"], obj.get("pitch")
    for effect in document.get("effects", []):
        copy_of = effect.get("copy_of")
        if copy_of:
            yield copy_of["card"], copy_of.get("pitch")
    for action in document.get("actions", []):
        if action.get("object"):
            yield action["object"]["card"], action["object"].get("pitch")
        if action.get("card"):
            yield action["card"], action.get("pitch")


def imported_cards(
    game: str, refs: Iterable[tuple[str, str | None]], resolver: CardResolver
) -> list[CardDef]:
    """The imported card of each reference, once each; NotImported for a bundled or unknown one."""
    cards: dict[tuple[str, str], CardDef] = {}
    for name, pitch in refs:
        if resolver.bundled(game, name, pitch) is not None:
            raise NotImported(f'"{name}" is in the bundled library: a derived example avoids it')
        card = resolver.local(game, name, pitch)
        if card is None:
            raise NotImported(f'"{name}" is not in the imported reference data')
        cards.setdefault((card.name.casefold(), card.pitch), card)
    return list(cards.values())


def snapshots(document: dict[str, Any], resolver: CardResolver) -> list[dict[str, Any]]:
    """The `cards` list a file with `document`'s board carries, from `resolver`'s data."""
    cards = imported_cards(document["game"], card_refs(document), resolver)
    found = [snapshot_model(card, None) for card in cards]
    return [s.model_dump(mode="json", exclude_defaults=True) for s in found if s is not None]


def refreshed(document: dict[str, Any], resolver: CardResolver) -> dict[str, Any]:
    """`document` with its `cards` rebuilt (placed where they were, else at the end)."""
    cards = snapshots(document, resolver)
    if "cards" in document:
        return {key: cards if key == "cards" else value for key, value in document.items()}
    return {**document, "cards": cards}


def document_text(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def build_database(folder: Path) -> Path:
    """A card database in `folder` with both games' full reference data imported."""
    reference = reference_path()
    path = folder / "cards.sqlite3"
    for name in REFERENCE_FILES:
        if not (reference / name).is_file():
            raise SystemExit(f"reference data not found: {reference / name}")
        import_file(reference / name, database=path)
    return path


def main(argv: list[str]) -> int:
    """Refresh the files in `argv` (default: every derived example). `--database PATH` uses a
    card database that already has the full reference data imported, instead of building one."""
    database = None
    if argv[:1] == ["--database"] and len(argv) > 1:
        database, argv = Path(argv[1]), argv[2:]
    files = [Path(arg) for arg in argv] or [*derived_examples(), *pending_examples()]
    with tempfile.TemporaryDirectory(prefix="namesake-derived-examples-") as folder:
        if database is None:
            print(f"importing the reference data from {reference_path()} ...", flush=True)
            database = build_database(Path(folder))
        with CardDatabase.open(database) as db:
            resolver = CardResolver(bundled_library(), database=db)
            for path in files:
                document = json.loads(path.read_text(encoding="utf-8"))
                try:
                    text = document_text(refreshed(document, resolver))
                except NotImported as problem:
                    print(f"{path}: {problem}", file=sys.stderr)
                    return 1
                changed = text != path.read_text(encoding="utf-8")
                path.write_text(text, encoding="utf-8")
                print(
                    f"{path.relative_to(REPO) if path.is_relative_to(REPO) else path}: "
                    f"{len(document.get('cards', []))} -> {len(json.loads(text)['cards'])} "
                    f"cards{' (changed)' if changed else ''}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
