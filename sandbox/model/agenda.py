"""Hidden agenda (MTG 702.106, M16–M18): secret names, the special action, and trigger timing.

A conspiracy with hidden agenda starts the game face down in the command zone with a card name
chosen secretly for it alone (a `Choice` with `secret`); a player may have several, each with
its own name (M16). Turning one face up is a special action (116.2j, 702.106c) that reveals its
name; its abilities work from then on. A triggered ability works only for events after it was
turned face up (M17): an event is an object entering the zone the ability looks at, and its
time is the object's `entered_at`. "The chosen name" triggers once per matching object (M18).
"""

from __future__ import annotations

from dataclasses import replace

from sandbox.model.board import Board, GameObject
from sandbox.model.reasons import Reason, reason


def turn_face_up(board: Board, obj: GameObject) -> Board:
    """`obj` turned face up now (a new timestamp, 613.7j) with its secret choices revealed."""
    revealed = tuple(replace(c, secret=False) for c in obj.choices)
    stamp = board.next_timestamp
    new = replace(obj, face_down=False, face_up_since=stamp, choices=revealed)
    return board.with_changes(objects=board.object_list.replaced(new), next_timestamp=stamp + 1)


def too_late(source: GameObject, obj: GameObject) -> bool:
    """Whether `obj`'s event (entering its zone) came before `source` was turned face up."""
    if source.face_up_since is None:
        return False  # face up since the game began (613.7j)
    return obj.entered_at is None or obj.entered_at <= source.face_up_since


def split_by_timing(
    source: GameObject, board: Board, found: list[str]
) -> tuple[list[str], list[tuple[str, Reason]]]:
    """The found objects whose event triggers the ability, and those that came too early."""
    kept: list[str] = []
    late: list[tuple[str, Reason]] = []
    for object_id in found:
        obj = board.object(object_id)
        if obj is not None and too_late(source, obj):
            late.append((object_id, _face_up_after(source, obj)))
        else:
            kept.append(object_id)
    return kept, late


def _face_up_after(source: GameObject, obj: GameObject) -> Reason:
    if obj.entered_at is None:  # it was there when the board began
        return reason(
            "ref.face_up_after_start",
            rulings=("M17",),
            rules=("702.106",),
            face_up=source.face_up_since,
        )
    return reason(
        "ref.face_up_after_event",
        rulings=("M17",),
        rules=("702.106",),
        face_up=source.face_up_since,
        event=obj.entered_at,
    )


def once_per_object(count: int) -> Reason:
    """A "chosen name" trigger fires once for each matching object (M18)."""
    return reason("ref.triggers_per_object", rulings=("M18",), count=count)
