"""Which names a related anchor is compared by (MTG 608.2h, FaB 1.2.3a; RULINGS M0a, F17).

An ability that compares names with its target, trigger, linked or revealed object uses the
object as it is now while it is still in the zone it was in when the ability related to it,
and as it last existed once it has left that zone (608.2h): what the source remembers of it
(`GameObject.last_known`, recorded as it moved). A turn face up or down keeps it in its zone,
so it is compared as it is now (a face-down object has no name, 708.2a). `LooksFor.anchor_as`
holds a judge's other readings: "current" (always as it is now) or "as_related" (as it was
when related, a turn face up or down included).
"""

from __future__ import annotations

from sandbox.model.board import GameObject, LastKnown
from sandbox.model.names import NameState, fold
from sandbox.model.reasons import Reason, reason
from sandbox.model.references import ReferenceSpec
from sandbox.model.rulings import rules, ruling
from sandbox.model.vocabulary import Game

Why = tuple[Reason, ...]


def anchors_as_known(
    spec: ReferenceSpec, source: GameObject, anchors: list[GameObject]
) -> tuple[dict[str, NameState], Why]:
    """The names of each related anchor compared as it was rather than as it is now, and the
    reasons that say which way each changed anchor is compared."""
    look = spec.looks_for
    if look.anchor is None or not look.anchor.related or look.anchor_as == "current":
        return {}, ()
    game = source.card.game
    known: dict[str, NameState] = {}
    why: list[Reason] = []
    for anchor in anchors:
        if look.anchor_as == "as_related":
            record = source.known_as(anchor.id)  # its first change of either kind
        else:
            record = source.known_as(anchor.id, left_zone=True)
            if record is None and source.known_as(anchor.id, left_zone=False) is not None:
                why.append(_as_now_in_zone(game, anchor))
        if record is not None:
            folded = frozenset(fold(name) for name in record.names)
            known[anchor.id] = NameState(record.names, (), None, (), folded)
            why.append(_as_it_was(game, record))
    return known, tuple(why)


def _as_it_was(game: Game, record: LastKnown) -> Reason:
    code = "ref.anchor_last_known" if record.left_zone else "ref.anchor_as_related"
    topic = "last_known" if record.names else "last_known_face_down"
    return reason(
        code if record.names else f"{code}_nameless",
        rulings=ruling(game, "same_name"),
        rules=rules(game, topic),
        anchor=record.object_id,
        names=record.names,
    )


def _as_now_in_zone(game: Game, anchor: GameObject) -> Reason:
    topic = "last_known_face_down" if anchor.face_down else "last_known"
    return reason(
        "ref.anchor_as_now_in_zone",
        rulings=ruling(game, "same_name"),
        rules=rules(game, topic),
        anchor=anchor.id,
    )
