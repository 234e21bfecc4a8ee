"""The table's shape: two players face each other across the shared zones; with three or four,
the opponents sit across the top in compact bands and the viewer's side stays full size."""

from __future__ import annotations

from itertools import combinations, pairwise

import pytest

from sandbox.cards.library import bundled_library
from sandbox.model import AddObject, Board
from sandbox.ui.board.layout import TableLayout, ZoneArea, table_layout
from sandbox.ui.board.zone_cards import card_positions
from sandbox.ui.dialogs.new_table import new_board
from sandbox.ui.document.document import DocumentInfo
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui

NAMES = ["Ana", "Ben", "Cleo", "Dmitri"]


def overlapping(a: ZoneArea, b: ZoneArea) -> bool:
    r, s = a.rect, b.rect
    return r.x < s.x + s.w and s.x < r.x + r.w and r.y < s.y + s.h and s.y < r.y + r.h


def check_shape(layout: TableLayout) -> None:
    assert not [(a.key, b.key) for a, b in combinations(layout.zones, 2) if overlapping(a, b)]
    for zone in layout.zones:
        r = zone.rect
        assert r.x >= 0 and r.y >= 0
        assert r.x + r.w <= layout.width and r.y + r.h <= layout.height


@pytest.mark.parametrize("game", ["fab", "mtg"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_zone_of_every_player_is_drawn_once(game: str, players: int) -> None:
    board = new_board(game, NAMES[:players])
    for viewer in (None, *board.player_ids):
        layout = table_layout(board, viewer)
        check_shape(layout)
        kinds = {z.kind for z in layout.zones if z.player == board.player_ids[0]}
        assert {z.key for z in layout.zones} >= {(k, p) for k in kinds for p in board.player_ids}


def test_with_four_players_the_opponents_sit_across_the_top_in_turn_order() -> None:
    board = new_board("fab", NAMES)
    layout = table_layout(board, "ben")
    bands = {b.player: b for b in layout.bands}
    top = sorted((p for p in board.player_ids if p != "ben"), key=lambda p: bands[p].rect.x)
    assert top == ["cleo", "dmitri", "ana"]  # after Ben, left to right
    assert all(bands[p].rect.y < bands["ben"].rect.y and bands[p].mirrored for p in top)
    chain = layout.zone("combat_chain", None)
    assert chain is not None and chain.rect.x > layout.zone("deck", "ben").rect.x  # type: ignore[union-attr]
    assert layout.width / layout.height > 1.4  # a screen's shape, not a tower


@pytest.mark.parametrize("players", [3, 4])
def test_a_full_table_is_readable_at_1920_by_1080(window: MainWindow, players: int) -> None:
    board = new_board("fab", NAMES[:players])
    window.document.reset(board, DocumentInfo())
    window.resize(1920, 1080)
    window.board_view.fit()
    scale = window.board_view.transform().m11()
    assert scale >= 0.72  # two players: about 0.9; the bands stacked four high gave 0.5


def test_a_tall_battlefield_takes_a_second_row_before_cards_overlap() -> None:
    board = new_board("mtg", NAMES[:3])
    zone = table_layout(board, "ana").zone("battlefield", "ben")
    assert zone is not None
    positions = card_positions(zone, 6)
    assert len({y for _, y in positions}) == 2
    xs = sorted(x for x, y in positions if y == positions[0][1])
    assert all(b - a >= 96 for a, b in pairwise(xs))


def test_cards_dropped_on_an_opponents_compact_band_land_there(window: MainWindow) -> None:
    from ui_helpers import drop_on

    from sandbox.ui.kit.mime import objects_mime

    board: Board = new_board("fab", NAMES)
    window.document.reset(board, DocumentInfo())
    snatch = bundled_library().resolve("fab", "Snatch", "1")
    window.document.push(AddObject(snatch, "ana", "hand", "ana"), "add")
    new_id = window.document.board.objects[0].id
    drop_on(window.board_view, objects_mime([new_id]), "graveyard", "dmitri")
    moved = window.document.board.object(new_id)
    assert moved is not None and (moved.zone, moved.zone_owner) == ("graveyard", "dmitri")
    item = window.scene.cards[new_id]
    area = window.scene.zones[("graveyard", "dmitri")].area
    assert area.rect.contains(item.x() + 1, item.y() + 1)
