"""The bundled curated card library, turned into rules-model card definitions.

Files: resources/cards/fab-library.json (records shaped like the FaB card.json) and
resources/cards/mtg-library.json (MTGJSON AtomicCards shape). Each may carry a "namesake" key
with the card's encoded name-using abilities (see sandbox.cards.reference_schema).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from functools import cache, partial
from pathlib import Path
from typing import Any

from sandbox import resources
from sandbox.cards.fab_faces import FaceInfo, pair_faces, side_types, split_sides
from sandbox.cards.games import CONVENTIONS
from sandbox.cards.reference_schema import CardExtrasModel
from sandbox.model import CardDef, Face, Game, ReferenceSpec

LIBRARY_FILES: dict[Game, tuple[str, str]] = {
    "fab": ("cards", "fab-library.json"),
    "mtg": ("cards", "mtg-library.json"),
}


class CardNotFound(LookupError):
    """No card by that name, or the name needs a pitch or face to tell cards apart (F3c)."""

    def __init__(self, code: str, name: str, candidates: tuple[str, ...] = ()) -> None:
        super().__init__(code)
        self.code = code
        self.name = name
        self.candidates = candidates


class CardLibrary:
    """Card definitions by game and name (case-insensitive), with face names for MTG.

    `loaders` give a game's cards when that game is first asked for: a FaB table opens
    without reading the MTG library, and the other way round."""

    def __init__(
        self,
        cards: Iterable[CardDef] = (),
        *,
        loaders: Mapping[Game, Callable[[], list[CardDef]]] | None = None,
    ) -> None:
        self._by_name: dict[tuple[str, str], list[CardDef]] = defaultdict(list)
        self._by_face: dict[tuple[str, str], list[CardDef]] = defaultdict(list)
        self._loaders = dict(loaders or {})
        self._add(list(cards))

    def _add(self, cards: list[CardDef]) -> None:
        for card in with_meld_partners(cards):
            self._by_name[(card.game, card.name.casefold())].append(card)
            for face in card.faces:
                if face.name.casefold() != card.name.casefold():
                    self._by_face[(card.game, face.name.casefold())].append(card)

    def _load(self, game: Game) -> None:
        """Read `game`'s cards if they are still to be read."""
        loader = self._loaders.pop(game, None)
        if loader is not None:
            self._add(loader())

    def cards(self, game: Game) -> list[CardDef]:
        self._load(game)
        return [c for (g, _), found in sorted(self._by_name.items()) if g == game for c in found]

    def resolve(self, game: Game, name: str, pitch: str | None = None) -> CardDef:
        """The one card `name` (and `pitch`) means, or CardNotFound saying why not."""
        self._load(game)
        found = self._by_name.get((game, name.casefold())) or self._by_face.get(
            (game, name.casefold()), []
        )
        if not found:
            raise CardNotFound("card.unknown", name)
        if pitch is not None:
            found = [c for c in found if c.pitch == pitch]
            if not found:
                raise CardNotFound("card.no_such_pitch", name, self._pitches(game, name))
        if len(found) > 1:
            raise CardNotFound("card.needs_pitch", name, tuple(c.label for c in found))
        return found[0]

    def _pitches(self, game: Game, name: str) -> tuple[str, ...]:
        self._load(game)
        return tuple(c.label for c in self._by_name.get((game, name.casefold()), []))


def with_meld_partners(cards: list[CardDef]) -> list[CardDef]:
    """`cards` with each MTG meld front card linked to the other front card of its pair: the
    one whose back face is the same combined face (712.4a), so it can leave as two (712.21)."""
    fronts: dict[str, list[CardDef]] = defaultdict(list)
    for card in cards:
        if CONVENTIONS[card.game].melds and card.layout == "meld" and len(card.faces) > 1:
            fronts[card.faces[-1].name.casefold()].append(card)
    linked = []
    for card in cards:
        pair = fronts.get(card.faces[-1].name.casefold(), []) if card.layout == "meld" else []
        others = [other for other in pair if other.name != card.name]
        linked.append(replace(card, meld_partner=others[0]) if len(others) == 1 else card)
    return linked


def fab_card(record: Mapping[str, Any]) -> CardDef:
    """A FaB card.json-shaped record as a card definition."""
    extras = CardExtrasModel.model_validate(record.get("namesake", {}))
    face = Face(
        name=record["name"],
        types=tuple(record.get("types", ())),
        text=record.get("functional_text_plain") or record.get("functional_text", ""),
        type_line=record.get("type_text", ""),
        cost=str(record.get("cost", "")),
    )
    faces = fab_split_faces(face)
    return CardDef(
        game="fab",
        name=record["name"],
        faces=faces,
        pitch=str(record.get("pitch", "")),
        is_token=bool(record.get("is_token", "Token" in face.types)),
        layout="split" if len(faces) > 1 else "normal",
        references=(refs := with_spans(_references(extras), face.text)),
        moniker=extras.moniker,
        name_use=name_use_of(refs),
    )


def fab_dfc_card(front: CardDef, back: CardDef, layout: str) -> CardDef:
    """One FaB double-faced card (9.1) from its two face records' cards: named "front //
    back" like a multi-face MTG card, the front's pitch, each face's abilities counting
    only while that face is active."""
    faces = (replace(front.front, side="a"), replace(back.front, side="b"))
    # the card's text is the faces' joined by a line break: the back's spans move past the front
    offset = len(front.text) + 1 if front.text and back.text else len(front.text)
    refs = tuple(replace(r, side="a") for r in front.references) + tuple(
        replace(r, side="b", span=_moved(r.span, offset)) for r in back.references
    )
    return replace(
        front,
        name=f"{front.name} // {back.name}",
        faces=faces,
        layout=layout,
        references=refs,
        moniker=None,
        name_use=name_use_of(refs),
    )


def _moved(span: tuple[int, int] | None, offset: int) -> tuple[int, int] | None:
    return None if span is None else (span[0] + offset, span[1] + offset)


def fab_library_cards(records: list[Mapping[str, Any]]) -> list[CardDef]:
    """The cards of a FaB library file: one per record, except that the two face records of
    a double-faced card make one card (`sandbox.cards.fab_faces` says which)."""
    cards = [fab_card(record) for record in records]
    infos = [
        FaceInfo(
            index,
            card.name,
            card.types,
            card.text,
            card.is_token,
            tuple(record.get("printing_ids") or ()),
            other_faces_of(record),
        )
        for index, (card, record) in enumerate(zip(cards, records, strict=True))
    ]
    pairs = pair_faces(infos)
    paired = {face.key for pair in pairs for face in (pair.front, pair.back)}
    joined = {
        pair.front.key: fab_dfc_card(cards[pair.front.key], cards[pair.back.key], pair.layout)
        for pair in pairs
    }
    return [joined.get(i, card) for i, card in enumerate(cards) if i in joined or i not in paired]


def other_faces_of(record: Mapping[str, Any]) -> tuple[tuple[str, bool], ...]:
    """The double-faced partners a FaB record names (`other_faces` entries with is_DFC)."""
    found = record.get("other_faces") or ()
    return tuple(
        (str(o["name"]), bool(o.get("this_is_front")))
        for o in found
        if isinstance(o, Mapping) and o.get("is_DFC") and isinstance(o.get("name"), str)
    )


def fab_split_faces(whole: Face) -> tuple[Face, ...]:
    """A FaB split-card's two sides ("Comet Storm // Shock", FaB 9.2.1: two names, typeboxes
    and textboxes), each with its own name, type line, types and text; `whole` otherwise."""
    sides = split_sides(whole.name, whole.type_line, whole.text)
    if sides is None:
        return (whole,)
    return tuple(
        replace(
            whole, name=name, types=side_types(line), text=text, side="ab"[index], type_line=line
        )
        for index, (name, line, text) in enumerate(sides)
    )


def mtg_card(faces: list[Mapping[str, Any]]) -> CardDef:
    """An MTGJSON AtomicCards entry (its list of faces) as a card definition."""
    first = faces[0]
    refs: list[ReferenceSpec] = []
    model_faces = []
    several = len(faces) > 1
    for raw in sorted(faces, key=lambda f: f.get("side", "a")):
        side = raw.get("side", "a")
        face_refs = _references(CardExtrasModel.model_validate(raw.get("namesake", {})))
        # a face's abilities count only while the object has that face (709-715)
        refs.extend(replace(r, side=side) if several else r for r in face_refs)
        types = (*raw.get("supertypes", ()), *raw.get("types", ()), *raw.get("subtypes", ()))
        model_faces.append(
            Face(
                name=raw.get("faceName") or raw["name"],
                types=tuple(types),
                text=raw.get("text", ""),
                side=side,
                colors=tuple(raw.get("colors", ())),
                type_line=raw.get("type", ""),
                cost=raw.get("manaCost", ""),
            )
        )
    text = "\n".join(face.text for face in model_faces if face.text)
    refs = list(with_spans(tuple(refs), text))
    return CardDef(
        game="mtg",
        name=first["name"],
        faces=tuple(model_faces),
        is_token=bool(first.get("isToken", False)),
        layout=first.get("layout", "normal"),
        references=tuple(refs),
        first_printing=first.get("firstPrinting", ""),
        name_use=name_use_of(tuple(refs)),
    )


def _references(extras: CardExtrasModel) -> tuple[ReferenceSpec, ...]:
    """The card's abilities in the library: hand-encoded ones are curated; the ones the
    derivation adds where curation left a sentence out keep their `derived` or `suggested`
    (issue 20, point 5: tests/cards/bundled_derivations.py writes them)."""
    return tuple(
        replace(ref.to_model(), origin=ref.origin if ref.origin in DERIVED else "curated")
        for ref in extras.references
    )


DERIVED = ("derived", "suggested")


def with_spans(references: tuple[ReferenceSpec, ...], text: str) -> tuple[ReferenceSpec, ...]:
    """Each reference with the span of `text` it quotes, where it quotes it word for word."""
    spanned = []
    for ref in references:
        at = text.find(ref.text) if ref.span is None and ref.text else -1
        spanned.append(replace(ref, span=(at, at + len(ref.text))) if at >= 0 else ref)
    return tuple(spanned)


def name_use_of(references: tuple[ReferenceSpec, ...]) -> str:
    """How a curated card uses names, from its encoded abilities ("" when none is encoded:
    the curated library encodes name use, so the card data's derivation says the rest)."""
    if not references:
        return ""
    return "self" if all(r.use == "self" for r in references) else "names"


def load_library_file(game: Game, path: Path) -> list[CardDef]:
    """Every card in one bundled library file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return _LIBRARY_READERS[game](data)


def _mtg_library_cards(data: Any) -> list[CardDef]:
    return [mtg_card(faces) for faces in data["data"].values()]


# each game's bundled library file has its own format
_LIBRARY_READERS: dict[Game, Callable[[Any], list[CardDef]]] = {
    "fab": fab_library_cards,
    "mtg": _mtg_library_cards,
}


@cache
def bundled_library() -> CardLibrary:
    """The curated library shipped in resources/cards (always available, offline); each
    game's file is read when that game is first asked for."""
    return CardLibrary(
        loaders={
            game: partial(load_library_file, game, resources.path(*parts))
            for game, parts in LIBRARY_FILES.items()
        }
    )
