"""``namesake card NAME --game fab|mtg [--pitch P] [--json]``: what Namesake knows of a card.

One record per card the name means (every pitch of a FaB cycle unless ``--pitch`` is given),
from the one card resolver (the bundled library, then the user's imported card data): name,
game, pitch, types, rules text, how it uses names (``none``, ``self`` or ``names``, and the
scope) and its name-using abilities in the scenario file's ability shape, each with its
``origin`` and the ``span`` of text it encodes. Exit 0 when found, 1 when no card by that name
is in the user's data, 2 on bad usage (argparse).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from sandbox.cards.games import CONVENTIONS
from sandbox.model import Game

if TYPE_CHECKING:  # the command imports the card database when it runs, not with the CLI
    from sandbox.cards.resolver import CardResolver, CardWords
    from sandbox.model import CardDef


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """Add the ``card`` subcommand."""
    card = subparsers.add_parser("card", help="what Namesake knows of a card and its name use")
    card.add_argument("name", metavar="NAME")
    card.add_argument("--game", choices=("fab", "mtg"), required=True)
    card.add_argument("--pitch", help="fab: 1, 2 or 3 (default: every pitch of the name)")
    card.add_argument("--json", action="store_true", help="print a JSON list of records")
    card.set_defaults(func=run_card)


def run_card(args: argparse.Namespace) -> int:
    from sandbox.cards.resolver import default_resolver

    cards = variants(default_resolver(), args.game, args.name, args.pitch)
    if not cards:
        where = (
            "your card data"
            if default_resolver().has_imported(args.game)
            else ("your card data (only the bundled library: `namesake import` the full data)")
        )
        print(f"namesake: no {args.game} card named {args.name!r} in {where}", file=sys.stderr)
        return 1
    records = [card_record(card, default_resolver().words(card)) for card in cards]
    if args.json:
        print(json.dumps(records, indent=2, ensure_ascii=False))
    else:
        print("\n\n".join(as_text(record) for record in records))
    return 0


def variants(resolver: CardResolver, game: Game, name: str, pitch: str | None) -> list[CardDef]:
    """Every card `name` means: the given pitch, else each pitch of a cycle (F3c)."""
    from sandbox.cards.library import CardNotFound

    try:
        return [resolver.resolve(game, name, pitch)]
    except CardNotFound as missing:
        if missing.code not in ("card.needs_pitch",):
            return []
        labels = missing.candidates
    found = []
    for label in labels:
        cycle_pitch = label.rsplit("(", 1)[-1].rstrip(")")
        try:
            found.append(resolver.resolve(game, name, cycle_pitch))
        except CardNotFound:
            continue
    return found


def card_record(card: CardDef, words: CardWords | None = None) -> dict[str, Any]:
    """The stable JSON record of one card (keys documented in the README)."""
    names_in: dict[str, list[str]] = {}
    for language, name in words.names if words else ():
        names_in.setdefault(language, []).append(name)
    return {
        "name": card.name,
        "game": card.game,
        "pitch": card.pitch or None if CONVENTIONS[card.game].pitched else None,
        "types": list(dict.fromkeys(t for face in card.faces for t in face.types)),
        "text": card.text,
        "name_use": card.name_use or ("names" if card.references else "none"),
        "scope": card.scope,
        "references": [_reference(ref) for ref in card.references],
        "unencoded": [list(span) for span in card.unencoded],
        "names_in": names_in,
        "rulings": [{"date": d, "text": t} for d, t in (words.rulings if words else ())],
    }


def _reference(ref: Any) -> dict[str, Any]:
    from sandbox.cards.reference_schema import ReferenceModel

    shape = ReferenceModel.from_model(ref).model_dump(mode="json", exclude_defaults=True)
    shape["origin"] = ref.origin or "curated"
    shape["span"] = list(ref.span) if ref.span is not None else None
    return shape


def as_text(record: dict[str, Any]) -> str:
    """A person's view of one record."""
    pitch = f" ({record['pitch']})" if record["pitch"] else ""
    lines = [f"{record['name']}{pitch} [{record['game']}] {' '.join(record['types'])}"]
    lines += ["  " + line for line in record["text"].splitlines()]
    scope = "" if record["scope"] == "board" else f" (out of board scope: {record['scope']})"
    lines.append(f"name use: {record['name_use']}{scope}")
    for ref in record["references"]:
        lines.append(f"- {ref['use']} [{ref['origin']}] {ref['looks_for']['kind']}: {ref['text']}")
    for start, end in record["unencoded"]:
        lines.append(f"- not encoded: {record['text'][start:end]}")
    for language, names in record["names_in"].items():
        lines.append(f"in {language}: {', '.join(names)}")
    if record["rulings"]:
        lines.append("rulings:")
        lines += [f"  {r['date']}: {r['text']}" for r in record["rulings"]]
    return "\n".join(lines)
