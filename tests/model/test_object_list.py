"""The board's ObjectList behaves as the tuple it replaces, and new boards share it (issue 22,
finding 12: a history of 10,000 actions on 10,000 objects copied every object per step)."""

from __future__ import annotations

import random
from dataclasses import replace

from sandbox.bench.fab_boards import fab_board
from sandbox.model import MoveObject, apply
from sandbox.model.board import GameObject
from sandbox.model.object_list import CHUNK, ObjectList


def test_random_edits_give_what_the_same_edits_of_a_tuple_give() -> None:
    objects = list(fab_board(500).objects)
    rng = random.Random(7)
    listed: ObjectList[GameObject] = ObjectList(objects)
    for step in range(600):
        kind = step % 4
        if kind == 0 and objects:
            gone = rng.choice(objects)
            objects.remove(gone)
            listed = listed.without(gone.id)
        elif kind == 1:
            new = replace(rng.choice(objects), id=f"new-{step}")
            at = rng.randrange(len(objects) + 2)
            objects.insert(at, new)
            listed = listed.inserted(at, new)
        elif kind == 2:
            old = rng.choice(objects)
            new = replace(old, face_down=not old.face_down)
            objects[objects.index(old)] = new
            listed = listed.replaced(new)
        else:
            at = rng.randrange(len(objects))
            assert listed[at] is objects[at] and listed[at - len(objects)] is objects[at]
        assert len(listed) == len(objects)
    assert listed == tuple(objects) and tuple(listed) == tuple(objects)
    assert listed[3:9] == tuple(objects[3:9])
    assert hash(listed) == hash(tuple(objects))
    assert all(listed.get(o.id) is o for o in objects) and listed.get("nothing") is None


def test_a_change_points_at_every_object_that_mentions_it() -> None:
    objects = list(fab_board(300).objects)
    host = objects[250]
    objects[10] = replace(objects[10], under=host.id)
    objects[200] = replace(objects[200], links=(("linked", host.id),))
    listed = ObjectList(objects)
    changed = listed.mapped_where(host.id, lambda o: replace(o, under=None, links=()))
    assert changed[10].under is None and changed[200].links == ()
    assert [o for o in changed if o.id not in (objects[10].id, objects[200].id)] == [
        o for o in objects if o.id not in (objects[10].id, objects[200].id)
    ]
    assert listed.mapped_where("nobody", lambda o: replace(o, under=None)) is listed


def test_a_move_shares_all_but_a_chunk_or_two_with_the_board_before() -> None:
    board = fab_board(2_000)
    moved = apply(board, MoveObject(board.objects[1_500].id, "graveyard"))
    before = {id(chunk) for chunk in board.object_list._chunks}
    after = [chunk for chunk in moved.object_list._chunks if id(chunk) not in before]
    assert len(after) <= 3
    assert sum(len(chunk.items) for chunk in after) <= 4 * CHUNK
    assert moved.objects[0].id == board.objects[1_500].id and moved.objects[0].zone == "graveyard"
