"""Card definitions as the rules model sees them: printed faces and name-using abilities.

A CardDef is what a card or token *is* before any effect: its faces (one for most cards, two or
more for MTG split, flip, double-faced, meld and adventurer cards), pitch (FaB) and the
references (name-using abilities) printed on it, encoded as data (see `references`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from sandbox.model.references import ReferenceSpec
from sandbox.model.vocabulary import Game


@dataclass(frozen=True, slots=True)
class Face:
    """One printed face: its name and the characteristics naming rules look at."""

    name: str
    types: tuple[str, ...] = ()
    text: str = ""
    side: str = "a"
    colors: tuple[str, ...] = ()  # MTG color letters (W, U, B, R, G), for protection (702.16)
    type_line: str = ""  # as printed ("Ninja Action - Attack"); `types` is what rules compare
    cost: str = ""  # MTG mana cost ("{1}{U}") or FaB resource cost ("2"), shown to people


@dataclass(frozen=True, slots=True)
class CardDef:
    """A printed card or token. `name` is the full card name ("Fire // Ice" for a split card)."""

    game: Game
    name: str
    faces: tuple[Face, ...]
    pitch: str = ""
    is_token: bool = False
    layout: str = "normal"
    references: tuple[ReferenceSpec, ...] = ()
    first_printing: str = ""
    moniker: str | None = None  # FaB: set for personal names the parser gets wrong; "" for none
    # What the card data says of its name use (RULES.md F4–F7), for people: "none", "self" or
    # "names" ("" when unknown), whether it is out of board scope ("board", "deck_building",
    # "joke", "draft"), and spans of text that use names but that no reference encodes.
    name_use: str = ""
    scope: str = "board"
    unencoded: tuple[tuple[int, int], ...] = ()
    # MTG meld (712.4a): the other card of the pair, with no partner of its own (the library
    # links the pair); a melded permanent that leaves becomes both (712.21). Derived from the
    # library, so not part of what the card is (equality, hash, repr).
    meld_partner: CardDef | None = field(default=None, compare=False, repr=False)

    @property
    def front(self) -> Face:
        return self.faces[0]

    @property
    def types(self) -> tuple[str, ...]:
        return self.front.types

    @property
    def text(self) -> str:
        return "\n".join(face.text for face in self.faces if face.text)

    def face_named(self, name: str) -> Face | None:
        folded = name.casefold()
        for face in self.faces:
            if face.name.casefold() == folded:
                return face
        return None

    @property
    def label(self) -> str:
        """The name a person would write, with the pitch when it tells cards apart (F3c)."""
        return f"{self.name} ({self.pitch})" if self.pitch else self.name


def single_face_card(
    game: Game,
    name: str,
    types: tuple[str, ...] = (),
    text: str = "",
    *,
    pitch: str = "",
    is_token: bool = False,
    references: tuple[ReferenceSpec, ...] = (),
) -> CardDef:
    """A card with one face, the common case (all of FaB, most of MTG)."""
    face = Face(name=name, types=types, text=text)
    return CardDef(game, name, (face,), pitch, is_token, "normal", references)
