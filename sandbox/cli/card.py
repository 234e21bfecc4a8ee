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
from sandbox.messages import LANGUAGES
from sandbox.messages.frame import effect_kind_words, frame, looks_for_words, word
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
    card.add_argument(
        "--language",
        choices=LANGUAGES,
        default=None,
        dest="card_language",
        help="language of the labels and messages (default: namesake --language, else en)",
    )
    card.set_defaults(func=run_card)


def run_card(args: argparse.Namespace) -> int:
    from sandbox.cards.resolver import default_resolver
    from sandbox.cli.terminal import terminal_safe

    language = getattr(args, "card_language", None) or getattr(args, "language", None) or "en"
    resolver = default_resolver()
    cards = variants(resolver, args.game, args.name, args.pitch)
    if not cards:
        print(not_found(resolver, args.game, args.name, language), file=sys.stderr)
        return 1
    records = [card_record(card, default_resolver().words(card)) for card in cards]
    if args.json:
        print(terminal_safe(json.dumps(records, indent=2, ensure_ascii=False)))
    else:
        print(terminal_safe("\n\n".join(as_text(record, language) for record in records)))
    return 0


def not_found(resolver: CardResolver, game: Game, name: str, language: str) -> str:
    """One line: no such card in the user's data, and the close names it holds, as `name`
    suggests them."""
    key = "no_card" if resolver.has_imported(game) else "no_card_bundled"
    line = "namesake: " + frame(key, language, game=game, name=repr(name))
    close = close_names(resolver, game, name)
    if close:
        line += "; " + frame("did_you_mean", language, names=", ".join(close))
    return line


def close_names(resolver: CardResolver, game: Game, name: str, limit: int = 5) -> list[str]:
    """Card names spelled like `name` in the user's card data (tokens too), best first."""
    from sandbox.cards.db import lookup

    database = resolver.database()
    if database is None or not name.strip():
        return []
    found = lookup.fuzzy(database, game, name, limit=limit)
    return list(dict.fromkeys(s.name for s in found if s.is_name))


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
    return {
        **_basics(card, words),
        "effects": _effects(card),
    }


def _basics(card: CardDef, words: CardWords | None) -> dict[str, Any]:
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


def _effects(card: CardDef) -> list[dict[str, Any]]:
    """The effects the app adds for this card (its presets: Amnesia, Mask of Many Faces)."""
    from sandbox.cards.presets import bundled_presets

    return [
        {
            "id": preset.id,
            "kind": preset.kind,
            "applies_to": preset.applies_to,
            "duration": preset.duration,
            "cant_gain": preset.cant_gain,
            "label": dict(preset.labels),
        }
        for preset in bundled_presets()
        if preset.game == card.game and preset.card.casefold() == card.name.casefold()
    ]


def _reference(ref: Any) -> dict[str, Any]:
    from sandbox.cards.reference_schema import ReferenceModel

    shape = ReferenceModel.from_model(ref).model_dump(mode="json", exclude_defaults=True)
    shape["origin"] = ref.origin or "curated"
    shape["span"] = list(ref.span) if ref.span is not None else None
    return shape


def as_text(record: dict[str, Any], language: str = "en") -> str:
    """A person's view of one record, its labels in `language`."""
    pitch = f" ({record['pitch']})" if record["pitch"] else ""
    lines = [f"{record['name']}{pitch} [{record['game']}] {' '.join(record['types'])}"]
    lines += ["  " + line for line in record["text"].splitlines()]
    for effect in record["effects"]:
        label = effect["label"].get(language) or effect["label"].get("en", "")
        what = effect_kind_words(effect["kind"], language, effect["cant_gain"])
        lines.append(f"{frame('add_effect', language)}: {what} ({label})")
    if not record["effects"] or record["references"]:
        lines.append(_name_use_line(record, language))
    for ref in record["references"]:
        use, origin = word(ref["use"], language), word(ref["origin"], language)
        looks_for = looks_for_words(ref["looks_for"]["kind"], language)
        lines.append(f"- {use} [{origin}] {looks_for}: {ref['text']}")
    for start, end in record["unencoded"]:
        lines.append(f"- {frame('not_encoded', language)}: {record['text'][start:end]}")
    for code, names in record["names_in"].items():
        lines.append(f"{frame('names_in', language, code=code)}: {', '.join(names)}")
    if record["rulings"]:
        lines.append(f"{frame('rulings', language)}:")
        lines += [f"  {r['date']}: {r['text']}" for r in record["rulings"]]
    return "\n".join(lines)


def _name_use_line(record: dict[str, Any], language: str) -> str:
    scope = record["scope"]
    out = (
        ""
        if scope == "board"
        else f" ({frame('out_of_scope', language, scope=word(scope, language))})"
    )
    return f"{frame('name_use', language)}: {word(record['name_use'], language)}{out}"
