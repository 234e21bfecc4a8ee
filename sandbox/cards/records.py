"""The card records importers produce and the database stores: only what naming needs.

A ``CardRecord`` is one card (FaB: one name and pitch; MTG: one Oracle card, with its faces).
``FaceRecord.role`` says how a face's name may be chosen under MTG rule 201.4:
``single`` (an ordinary one-face card), ``front``, ``half`` (a split-card half, 201.4b),
``flip`` (a flip card's alternative name, 201.4c), ``back`` (a double-faced card's back face,
201.4d), ``meld_back`` (a meld pair's combined back face, 201.4e), ``adventure`` (an adventurer
card's alternative name, 201.4f).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field

from sandbox.cards.db.folding import fold
from sandbox.cards.games import CONVENTIONS
from sandbox.model import Game

ROLES = ("single", "front", "half", "flip", "back", "meld_back", "adventure")


@dataclass(frozen=True, slots=True)
class FaceRecord:
    """One face: its own name, its Oracle (or functional) characteristics and text."""

    name: str
    side: str = "a"
    role: str = "single"
    type_line: str = ""
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    text: str = ""
    mana_cost: str = ""


@dataclass(frozen=True, slots=True)
class CardRecord:
    """One card of one game, as stored in the database."""

    game: Game
    name: str
    faces: tuple[FaceRecord, ...]
    layout: str = "normal"
    is_token: bool = False
    pitch: str = ""
    first_printing: str | None = None
    printings: tuple[str, ...] = ()
    rarities: tuple[str, ...] = ()
    legal: Mapping[str, str] = field(default_factory=dict)
    ext_id: str = ""
    interchangeable: tuple[str, ...] = ()
    is_funny: bool = False  # MTG joke (Un-) card: name use is out of board scope
    # FaB: the double-faced partners the record names, (name, this record is the front);
    # the build pairs face records into double-faced cards (sandbox.cards.fab_faces)
    other_faces: tuple[tuple[str, bool], ...] = ()
    # what the card is called in other languages, (language code, printed name), and its
    # rulings, (date, text), when the data carries them (MTGJSON foreignData and rulings,
    # Scryfall printed_name): kept for people, never used by the rules
    foreign_names: tuple[tuple[str, str], ...] = ()
    rulings: tuple[tuple[str, str], ...] = ()

    @property
    def ident(self) -> str:
        """The identity used to tell whether two records are the same card."""
        return card_ident(self)


def card_ident(card: CardRecord) -> str:
    """FaB: name, pitch and token-ness (FaB CR 1.3.4). MTG: the card name, or a token's
    whole definition (many tokens share a name)."""
    key = fold(card.name)
    if CONVENTIONS[card.game].pitched:
        return f"{key}|{card.pitch}|{int(card.is_token)}"
    if not card.is_token:
        return key
    face = card.faces[0]
    digest = hashlib.sha1(f"{face.type_line}\n{face.text}".encode()).hexdigest()[:16]
    return f"token|{key}|{digest}"
