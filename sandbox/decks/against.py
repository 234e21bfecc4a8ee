"""What a deck is audited against, applied to one side of the probe board.

The words: every bundled effect preset of the game that applies to a player or to one object
(`sandbox/cards/presets.py`: Amnesia, Mask of Many Faces, Witness Protection...); the MTG cards
that name a card (`pithing-needle`, `meddling-mage`, `phyrexian-revoker`: the card comes into
play on the other side, naming a card of the deck); `name-sticker` (MTG 123); and `face-down`
(the side's public cards turned face down). "On you" means the effect touches your cards.
An effect on one object takes the side's first card that an ability of the deck looks for.
"""

from __future__ import annotations

from dataclasses import dataclass

from sandbox.cards.library import CardNotFound
from sandbox.cards.presets import EffectPreset, presets_for
from sandbox.cards.resolver import CardResolver
from sandbox.decks.probe import OPPONENT, YOU, Probe, is_permanent
from sandbox.model import (
    ActionRefused,
    AddEffect,
    AddObject,
    Board,
    Choice,
    Effect,
    Game,
    GameObject,
    ObjectFilter,
    SetFaceDown,
    apply,
    ruleset_for,
)

NAMING_CARDS: dict[str, str] = {
    "pithing-needle": "Pithing Needle",
    "meddling-mage": "Meddling Mage",
    "phyrexian-revoker": "Phyrexian Revoker",
}
STICKER, FACE_DOWN = "name-sticker", "face-down"
STICKER_WORD = "Wonder"  # the word a sticker adds when the user gives none
# the words beyond the presets, by game: MTG's name-naming cards and stickers (MTG 123)
GAME_WORDS: dict[Game, tuple[str, ...]] = {"fab": (), "mtg": (*NAMING_CARDS, STICKER)}
SIDES = (YOU, OPPONENT)


class UnknownAgainst(ValueError):
    def __init__(self, word: str, known: tuple[str, ...]) -> None:
        super().__init__(word)
        self.word = word
        self.known = known


@dataclass(frozen=True)
class Applied:
    """The probe board with the effect on `side`: the card it comes from ("" for a sticker or
    face-down cards), the name it gives or names, and the objects it added."""

    word: str
    side: str
    card: str
    name: str
    board: Board
    added: tuple[str, ...] = ()


def _presets(game: Game) -> dict[str, EffectPreset]:
    return {
        p.id: p
        for p in presets_for(game)
        if p.applies_to in ("player", "object") and p.kind not in ("copy",)
    }


def against_words(game: Game) -> tuple[str, ...]:
    return (*_presets(game), *GAME_WORDS[game], FACE_DOWN)


def other(side: str) -> str:
    return OPPONENT if side == YOU else YOU


def apply_against(
    probe: Probe, word: str, side: str, resolver: CardResolver, name: str = ""
) -> Applied:
    game = probe.board.game
    presets = _presets(game)
    if word in presets:
        return _preset(probe, presets[word], side, name)
    if word in NAMING_CARDS and word in GAME_WORDS[game]:
        return _naming_card(probe, word, side, resolver, name)
    if word == STICKER and word in GAME_WORDS[game]:
        target = _target(probe, side, public=True)  # a sticker leaves a hidden zone (123.5)
        effect = Effect("name_sticker", side, target=target, name=name or STICKER_WORD)
        return Applied(word, side, "", effect.name, _add(probe.board, effect))
    if word == FACE_DOWN:
        board = _face_down(probe.board, side, frozenset(probe.sources))
        return Applied(word, side, "", "", board)
    raise UnknownAgainst(word, against_words(game))


def _add(board: Board, effect: Effect) -> Board:
    return apply(board, AddEffect(effect))


def _preset(probe: Probe, preset: EffectPreset, side: str, name: str) -> Applied:
    gives = preset.kind in ("gain_name", "set_name")
    given = name or preset.name or _looked_for(probe)[0]
    if preset.applies_to == "player":
        effect = Effect(
            preset.kind,
            other(side) if preset.kind == "lose_names" else side,
            source_name=preset.card,
            affects=ObjectFilter(owner=side),
            cant_gain=preset.cant_gain,
            name=given if preset.kind in ("gain_name", "set_name") else "",
        )
    else:
        effect = Effect(
            preset.kind,
            side,
            source_name=preset.card,
            target=_other_target(probe, side, given) if gives else _target(probe, side),
            name=given if gives else "",
        )
    return Applied(preset.id, side, preset.card, effect.name, _add(probe.board, effect))


def _looked_for(probe: Probe) -> list[str]:
    """The names the deck's abilities look for (monikers aside), the chosen name first."""
    names = {probe.chosen: None}
    for source in probe.sources:
        obj = probe.board.object(source)
        for reference in obj.references if obj is not None else ():
            if reference.looks_for.by == "name":
                names.update(dict.fromkeys(reference.looks_for.names))
    return [name for name in names if name]


def _cards_of(probe: Probe, side: str) -> list[GameObject]:
    return [
        o
        for o in probe.board.objects
        if o.owner == side and o.id not in probe.sources and o.zone != "hero"
    ]


def _target(probe: Probe, side: str, public: bool = False) -> str:
    """The side's first card an ability of the deck looks for by name, else its first card
    (with `public`, only those in a public zone)."""
    looked_for = set(_looked_for(probe))
    mine = _cards_of(probe, side)
    if public:
        rules = ruleset_for(probe.board.game)
        mine = [o for o in mine if (spec := rules.zone(o.zone)) is not None and spec.public]
        mine = mine or _cards_of(probe, side)
    return next((o.id for o in mine if o.card.name in looked_for), mine[0].id)


def _other_target(probe: Probe, side: str, name: str) -> str:
    """The side's first card not already named `name` (the one an effect gives it to)."""
    rules = ruleset_for(probe.board.game)
    mine = [o for o in _cards_of(probe, side) if not rules.in_play(o.zone)] or _cards_of(
        probe, side
    )
    return next((o.id for o in mine if o.card.name != name), mine[0].id)


def _naming_card(probe: Probe, word: str, side: str, resolver: CardResolver, name: str) -> Applied:
    card_name = NAMING_CARDS[word]
    try:
        card = resolver.resolve("mtg", card_name)
    except CardNotFound:
        raise UnknownAgainst(word, ()) from None
    named = name or _first_permanent(probe) or probe.chosen
    choices = tuple(
        Choice(r.looks_for.choice, named, other(side), ability=r.key, made_as=card.name)
        for r in card.references
        if r.looks_for.kind == "chosen"
    )
    add = AddObject(
        card, other(side), "battlefield", controller=other(side), object_id=word, choices=choices
    )
    board = apply(probe.board, add)
    return Applied(word, side, card_name, named, board, (word,))


def _first_permanent(probe: Probe) -> str:
    for obj in probe.board.objects:
        if obj.owner == YOU and obj.id not in probe.sources and is_permanent(obj.card):
            return obj.card.name
    return ""


def _face_down(board: Board, side: str, sources: frozenset[str]) -> Board:
    rules = ruleset_for(board.game)
    for obj in board.objects:
        spec = rules.zone(obj.zone)
        if obj.owner != side or obj.face_down or spec is None or not spec.public:
            continue
        if obj.id in sources or obj.zone == "hero":  # the deck's sources are the question
            continue
        try:
            board = apply(board, SetFaceDown(obj.id, True))
        except ActionRefused:
            continue  # a card that cannot be face down there stays face up
    return board
