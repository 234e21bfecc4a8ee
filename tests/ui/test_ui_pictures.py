"""Pictures a streamer shows (issue 21, point 2), checked from the scene's geometry: on six
tables, no marker (a cross, a mark's pill) covers a card's names, its owner/controller note or
its type line, and no arrow crosses the words of a card it passes nor the title band (header
and names) of any card; the caption leads with the verdict and the reason that decides it,
and folds the objects missed for other names."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsPolygonItem

from sandbox.model import derive
from sandbox.scenario.files import load_scenario
from sandbox.scenario.headline import headline
from sandbox.ui.board.card_paint import card_words, tag_rect
from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.board.overlay import Overlay, card_places
from sandbox.ui.kit import theme
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.sharing.caption import caption_lines
from sandbox.ui.sharing.render import PICTURE_CARDS_TALL, focus_rect, marked_scene, render_image
from sandbox.ui.sharing.ruling_text import ruling_parts

pytestmark = pytest.mark.gui

SIX = (
    "fab/f21-frost-hex-owner-amnesia.json",
    "fab/f21-frost-hex-controller-amnesia.json",
    "fab/f19-righteous-cleansing.json",
    "fab/f06-identification-crouching-tigers.json",
    "mtg/m14-runed-halo.json",
    "mtg/m0a-same-name-as-the-target.json",
)


def _table(name: str):  # type: ignore[no-untyped-def]
    scenario = load_scenario(scenarios_dir() / name)
    board, model = scenario.board, scenario.model
    derived = derive(board)
    finding = headline(
        board, derived, focus=model.focus, expect=[e.reference for e in model.expect],
        rulings=model.rulings,
    )  # fmt: skip
    assert finding is not None
    return board, derived, finding


@pytest.mark.parametrize("name", SIX)
def test_no_marker_covers_a_cards_words(qapp, name: str) -> None:  # type: ignore[no-untyped-def]
    board, derived, finding = _table(name)
    scene, overlay, marks = marked_scene(board, derived, finding, None)
    places = card_places(scene.cards)
    words = {i: place.words for i, place in places.items()}
    assert any(place.words for place in places.values())
    crosses = [i.sceneBoundingRect() for i in overlay.items if isinstance(i, QGraphicsEllipseItem)]
    missed = [i for i, mark in marks.items() if mark == "missed" and i in places]
    assert (missed and crosses) or not missed
    for cross in crosses:  # a cross touches no word of any card
        assert not any(cross.intersects(w) for ws in words.values() for w in ws), name
    for object_id in marks:  # a mark's pill touches no word of its card
        item = scene.cards.get(object_id)
        if item is None or not item.isVisible() or item.covered:
            continue
        pill = tag_rect(item.look, item.in_pile, item.mark_text).translated(item.pos())
        own = card_words(item.look, item.in_pile)
        assert not any(pill.intersects(w.translated(item.pos())) for w in own.words), object_id
    for head in (i for i in overlay.items if isinstance(i, QGraphicsPolygonItem)):
        box = head.sceneBoundingRect()  # an arrow's head lands on no word
        assert not any(box.intersects(w) for ws in words.values() for w in ws), name


def _arrows(overlay: Overlay) -> list[QGraphicsPathItem]:
    return [
        i
        for i in overlay.items
        if isinstance(i, QGraphicsPathItem) and i.pen().color() == theme.FOUND
    ]


def _outline(arrow: QGraphicsPathItem) -> QPainterPath:
    """What the arrow's stroke covers (its `shape()` would add the area under its curve)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(arrow.pen().widthF())
    return stroker.createStroke(arrow.path())


def test_an_arrow_bends_around_the_words_of_the_cards_on_its_way(qapp) -> None:  # type: ignore[no-untyped-def]
    board, derived, finding = _table(SIX[1])  # Frost Hex finds the Frostbites Ann controls
    scene, overlay, _ = marked_scene(board, derived, finding, None)
    places = card_places(scene.cards)
    ends = [places[finding.source_id].rect, *(places[i].rect for i in finding.found)]
    on_the_way = [
        w for p in places.values() for w in p.words if not any(e.contains(w) for e in ends)
    ]
    arrows = _arrows(overlay)
    assert arrows
    for arrow in arrows:
        assert not any(_outline(arrow).intersects(w) for w in on_the_way)


@pytest.mark.parametrize("name", SIX)
def test_no_arrow_crosses_a_cards_title(qapp, name: str) -> None:  # type: ignore[no-untyped-def]
    """Not the title band (header and names) of any card, its own ends' included: an arrow
    leaves and arrives at a side or off the top or bottom edge, and its head lands on no
    title nor on a cross."""
    board, derived, finding = _table(name)
    scene, overlay, _ = marked_scene(board, derived, finding, None)
    places = card_places(scene.cards)
    titles = {i: p.title for i, p in places.items() if p.title is not None}
    assert titles
    crosses = [i.sceneBoundingRect() for i in overlay.items if isinstance(i, QGraphicsEllipseItem)]
    for arrow in _arrows(overlay):
        outline = _outline(arrow)
        assert not [i for i, title in titles.items() if outline.intersects(title)], name
        assert not any(outline.intersects(cross) for cross in crosses), name
    for head in (i for i in overlay.items if isinstance(i, QGraphicsPolygonItem)):
        box = head.sceneBoundingRect()
        assert not [i for i, title in titles.items() if box.intersects(title)], name


def test_arrows_go_around_the_row_they_point_into(qapp) -> None:  # type: ignore[no-untyped-def]
    """Echoing Truth on the stack finds a Grizzly Bears in the row above it and one in the
    row below: neither arrow crosses a title or a card between, nor leaves the table."""
    board, derived, finding = _table(SIX[5])
    scene, overlay, marks = marked_scene(board, derived, finding, None)
    places = card_places(scene.cards)
    arrows = _arrows(overlay)
    assert len(arrows) == len([m for m in marks.values() if m == "found"])
    for arrow in arrows:
        outline = _outline(arrow)
        assert scene.sceneRect().contains(outline.boundingRect())
        tip = arrow.path().pointAtPercent(1)
        end = min(places.values(), key=lambda p: _gap(p.rect, tip))
        between = [p.rect for p in places.values() if p.rect != end.rect]
        between = [r for r in between if r != places[finding.source_id].rect]
        assert not any(outline.intersects(rect) for rect in between)


def _gap(rect: QRectF, point: QPointF) -> float:
    dx = max(rect.left() - point.x(), 0.0, point.x() - rect.right())
    dy = max(rect.top() - point.y(), 0.0, point.y() - rect.bottom())
    return (dx * dx + dy * dy) ** 0.5


def test_the_owner_note_keeps_clear_of_the_cross_on_frost_hex(qapp) -> None:  # type: ignore[no-untyped-def]
    board, derived, finding = _table(SIX[0])
    scene, overlay, _ = marked_scene(board, derived, finding, None)
    hero = scene.cards["hero-ben"]
    cross = next(i for i in overlay.items if isinstance(i, QGraphicsEllipseItem))
    card = QRectF(hero.pos().x(), hero.pos().y(), CARD_W, CARD_H)
    assert card.contains(cross.sceneBoundingRect())  # Bravo has the room for it
    for object_id in ("hex", "frostbite-1", "frostbite-2"):  # owner Ann · controlled by Ben
        item = scene.cards[object_id]
        notes = card_words(item.look, item.in_pile).notes
        assert notes is not None
        pill = tag_rect(item.look, item.in_pile, item.mark_text)
        assert pill.bottom() <= notes.top()


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_caption_leads_with_the_verdict_and_the_effect_that_decides_it(
    qapp, language: str
) -> None:  # type: ignore[no-untyped-def]
    from sandbox.ui.kit import i18n

    i18n.install(qapp, language)
    board, derived, finding = _table(SIX[0])
    lines = caption_lines(ruling_parts(board, derived, finding, None, language))
    verdict = {"en": "Fails — ", "es": "Falla — "}[language]
    assert lines.headline.startswith(verdict + "Amnesia (Ben")
    assert "F10" in lines.headline  # the effect, whose it is, until when, and the ruling
    assert len(lines.folded) == 1 and "Bravo" in lines.folded[0]  # trivial: other names
    assert not any("Bravo" in group for group in lines.groups)
    assert lines.folded_line().endswith(("other names", "otros nombres"))
    i18n.install(qapp, "en")


@pytest.mark.parametrize("name", SIX)
def test_a_crop_keeps_every_zone_name_whole(qapp, name: str) -> None:  # type: ignore[no-untyped-def]
    board, derived, finding = _table(name)
    scene, _, marks = marked_scene(board, derived, finding, None)
    for aspect in (1600 / 560, 1920 / 700, 16 / 9):
        crop = focus_rect(scene, marks, aspect, PICTURE_CARDS_TALL)
        labels = [z.label_text_rect() for z in scene.zones.values() if z.isVisible()]
        assert not [r for r in labels if crop.intersects(r) and not crop.contains(r)], name


@pytest.mark.parametrize("size", [(1600, 900), (1920, 1080)])
def test_a_picture_is_its_frame_size_in_both_languages(qapp, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    board, derived, finding = _table(SIX[0])
    for language in ("en", "es"):
        image = render_image(board, derived, finding, None, language, size)
        assert (image.width(), image.height()) == size


def test_a_table_narrower_than_the_frame_sits_in_its_middle(qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 21, point 2 ("use the frame"): Frost Hex's table is narrower than 16:9, so the
    felt around it is shared on both sides, not left as a third of the width on the right."""
    board, derived, finding = _table(SIX[0])
    image = render_image(board, derived, finding, None, "en", (1600, 900))
    background = theme.FELT_DARK.rgb()
    row = [image.pixel(x, 60) for x in range(image.width())]
    left = next(x for x, p in enumerate(row) if p != background)
    right = next(x for x, p in enumerate(reversed(row)) if p != background)
    assert left > 0 and abs(left - right) <= 0.02 * image.width()


def test_centred_keeps_the_aspect_and_the_middle() -> None:
    from sandbox.ui.sharing.render import centred

    wide = centred(QRectF(0, 0, 1600, 600), 2.0)
    assert (wide.width(), wide.height(), wide.center().x()) == (1200, 600, 800)
    tall = centred(QRectF(0, 0, 800, 900), 2.0)
    assert (tall.width(), tall.height(), tall.center().y()) == (800, 400, 450)
