"""Ids for what an action adds: readable object ids from the card's name ("head-jab",
"head-jab-2") and effect ids from the timestamp ("e3"), never colliding with a file's own."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container

from sandbox.model.board import Board
from sandbox.model.cards import CardDef

if True:
    from sandbox.model.actions import AddObject


def next_object_id(board: Board, card: CardDef | None = None) -> str:
    """A fresh id a person can read: the card's name as a slug ("head-jab"), then "head-jab-2",
    "head-jab-3"... for further copies (scenario ids allow letters, digits, "-", "_", ".")."""
    return fresh_object_id(board, card_slug(card.name) if card is not None else "object")


def fresh_object_id(board: Board, base: str) -> str:
    """`base`, or `base-2`, `base-3`... the first that no object on `board` has."""
    return _first_free(base, _Ids(board))


def card_slug(name: str) -> str:
    """`name` folded to ASCII words joined by "-" ("Lim-Dûl's Vault" -> "lim-dul-s-vault")."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_name.lower())
    return "-".join(words)[:48].strip("-") or "card"


def next_effect_id(board: Board) -> str:
    """`e<timestamp>` for a new effect, or the first free `e<timestamp>-<n>` when a file
    already uses that id (a hand-written `e2`, say): ids the app makes never collide."""
    return _first_free(f"e{board.next_timestamp}", {effect.id for effect in board.effects})


class _Ids(Container[str]):
    """The ids of a board's objects, looked up without indexing every object."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def __contains__(self, object_id: object) -> bool:
        return isinstance(object_id, str) and self.board.object(object_id) is not None


def _first_free(base: str, taken: Container[str]) -> str:
    """`base`, or `base-2`, `base-3`... the first not in `taken`."""
    if base not in taken:
        return base
    number = 2
    while f"{base}-{number}" in taken:
        number += 1
    return f"{base}-{number}"


def added_object_id(board: Board, action: AddObject) -> str:
    """The id the object `action` adds gets on `board`: its own, or a fresh one from its card
    (so a gesture can name the new object in the same undo step without applying first)."""
    return action.object_id or next_object_id(board, action.card)
