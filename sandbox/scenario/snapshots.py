"""Cards embedded in a scenario file, so that it opens anywhere (issue: any card of either game).

A saved file carries a compact snapshot of every card it uses that the bundled library does
not have: its faces (name, side, types, type line, cost, rules text), pitch, layout, whether it
is a token, its first printing and its name-using abilities. A card the bundled library has is
not copied; an entry for it holds only the abilities a judge wrote for every object with that
card. The snapshot is what the file opens with, even when the user's card data words the card
otherwise later (the app says so, and shows both texts).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from pydantic import Field

from sandbox.cards.reference_schema import LIST, ReferenceModel, Strict, Text, Word, Words
from sandbox.model import CardDef, Face, Game


class FaceSnapshotModel(Strict):
    name: str = Field(min_length=1, max_length=200)
    side: str = Field(default="a", max_length=4)
    types: Words = Field(default_factory=list)
    type_line: Word = ""
    cost: Word = ""
    colors: Words = Field(default_factory=list)
    text: Text = ""


class CardSnapshotModel(Strict):
    """One card as the file saw it. No `faces`: the bundled card plus `references`."""

    name: str = Field(min_length=1, max_length=200)
    pitch: Word = ""
    layout: Word = "normal"
    is_token: bool = False
    first_printing: Word = ""
    moniker: Word | None = None
    name_use: Word = ""
    scope: Word = "board"
    faces: list[FaceSnapshotModel] = Field(default_factory=list, max_length=LIST)
    references: list[ReferenceModel] = Field(default_factory=list, max_length=LIST)
    # MTG meld (712.4a): the other card of the pair, so a melded permanent saved with a card
    # the bundled library lacks still leaves as two cards when the file reopens (712.21)
    meld_partner: CardSnapshotModel | None = None

    @property
    def label(self) -> str:
        return f"{self.name} ({self.pitch})" if self.pitch else self.name


def snapshot_card(game: Game, model: CardSnapshotModel) -> CardDef:
    """The card definition an embedded snapshot (with faces) describes."""
    faces = tuple(
        Face(
            name=f.name,
            types=tuple(f.types),
            text=f.text,
            side=f.side,
            colors=tuple(f.colors),
            type_line=f.type_line,
            cost=f.cost,
        )
        for f in model.faces
    )
    partner = model.meld_partner
    linked = snapshot_card(game, partner) if partner is not None and partner.faces else None
    return CardDef(
        game=game,
        name=model.name,
        faces=faces,
        pitch=model.pitch,
        is_token=model.is_token,
        layout=model.layout,
        references=tuple(r.to_model() for r in model.references),
        first_printing=model.first_printing,
        moniker=model.moniker,
        name_use=model.name_use,
        scope=model.scope,
        meld_partner=linked,
    )


def with_written(card: CardDef, model: CardSnapshotModel) -> CardDef:
    """A bundled `card` plus the abilities a judge wrote for every object with it."""
    written = tuple(r.to_model() for r in model.references)
    return replace(card, references=(*card.references, *written))


def snapshot_model(card: CardDef, bundled: CardDef | None) -> CardSnapshotModel | None:
    """What a file keeps of `card`: nothing when it is the bundled card as it is; the written
    abilities when it is the bundled card plus those; else a whole snapshot."""
    if bundled is not None and _same_card(card, bundled):
        extra = card.references[len(bundled.references) :]
        if not extra:
            return None
        return CardSnapshotModel(
            name=card.name,
            pitch=card.pitch,
            references=[ReferenceModel.from_model(r) for r in extra],
        )
    return CardSnapshotModel(
        name=card.name,
        pitch=card.pitch,
        layout=card.layout,
        is_token=card.is_token,
        first_printing=card.first_printing,
        moniker=card.moniker,
        name_use=card.name_use,
        scope=card.scope,
        faces=[
            FaceSnapshotModel(
                name=f.name,
                side=f.side,
                types=list(f.types),
                type_line=f.type_line,
                cost=f.cost,
                colors=list(f.colors),
                text=f.text,
            )
            for f in card.faces
        ],
        references=[ReferenceModel.from_model(r) for r in card.references],
        meld_partner=_partner_model(card),
    )


def _partner_model(card: CardDef) -> CardSnapshotModel | None:
    """The whole snapshot of a meld card's partner (the partner itself has none linked)."""
    partner = card.meld_partner
    if partner is None:
        return None
    return snapshot_model(replace(partner, meld_partner=None), None)


def _same_card(card: CardDef, bundled: CardDef) -> bool:
    """Whether `card` is the bundled card, perhaps with abilities written after its own."""
    return (
        card.faces == bundled.faces
        and card.pitch == bundled.pitch
        and card.references[: len(bundled.references)] == bundled.references
    )


def distinct_cards(cards: Iterable[CardDef]) -> list[CardDef]:
    """Each card once, in first-seen order."""
    seen: dict[CardDef, None] = {}
    for card in cards:
        seen.setdefault(card, None)
    return list(seen)
