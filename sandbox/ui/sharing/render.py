"""Pictures of a ruling: the table cropped to what matters, arrows and crosses, and a caption.

`render_image` draws a board on its own scene (the window's table is not touched): the cards
the selected ability's source finds and misses, with an arrow from the source to each found
object and a cross on each missed one, and below them the explanation as plain text in the
interface language. File › Export image… and `namesake render` both use it; `render_to_file`
is the headless command (it starts an offscreen QApplication when there is no display).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)

from sandbox.model import Board, Derived, Finding, Viewer, derive
from sandbox.scenario.headline import headline
from sandbox.scenario.read import Scenario
from sandbox.ui.board.marks import finding_marks
from sandbox.ui.board.overlay import Overlay, card_places
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.kit import theme
from sandbox.ui.sharing.caption import caption_lines
from sandbox.ui.sharing.ruling_text import RulingParts, ruling_parts

DEFAULT_SIZE = (1600, 900)
MARGIN = 0.3  # of a card's size, around the cards that matter
PICTURE_CARDS_TALL = 2.6  # a picture shows at least this many cards' height of the table
CAPTION_BACKGROUND = QColor("#0f1f18")
CAPTION_TEXT = QColor("#f3f7f4")
STATUS_COLOURS = {"finds": QColor("#5fe39a"), "fails": QColor("#ff7a6e")}


def chosen_finding(scenario: Scenario, derived: Derived, reference: str | None) -> Finding | None:
    """The finding `reference` names, else the one the table is about (its headline)."""
    if reference is not None:
        return derived.finding(reference)
    model = scenario.model
    return headline(
        scenario.board,
        derived,
        focus=model.focus,
        expect=[e.reference for e in model.expect],
        rulings=model.rulings,
    )


def focus_rect(
    scene: BoardScene, ids: Iterable[str], aspect: float, min_cards_tall: float = 0.0
) -> QRectF:
    """The part of the table around the cards `ids`, widened or heightened to `aspect`
    (width / height), at least `min_cards_tall` cards tall, and kept on the table; the whole
    table when none is shown."""
    rects = [scene.cards[i].sceneBoundingRect() for i in ids if i in scene.cards]
    table = scene.sceneRect()
    if not rects:
        return table
    united = rects[0]
    for rect in rects[1:]:
        united = united.united(rect)
    pad_x, pad_y = rects[0].width() * MARGIN, rects[0].height() * MARGIN
    wanted = united.adjusted(-pad_x, -pad_y, pad_x, pad_y)
    width, height = wanted.width(), max(wanted.height(), rects[0].height() * min_cards_tall)
    if width / height < aspect:
        width = height * aspect
    else:
        height = width / aspect
    return _whole_labels(scene, _fitted(table, wanted.center(), width, height), aspect)


def _fitted(table: QRectF, centre: QPointF, width: float, height: float) -> QRectF:
    """A `width` × `height` rectangle around `centre`, kept on the table."""
    width, height = min(width, table.width()), min(height, table.height())
    left = min(max(centre.x() - width / 2, table.left()), table.right() - width)
    top = min(max(centre.y() - height / 2, table.top()), table.bottom() - height)
    return QRectF(left, top, width, height)


def _whole_labels(scene: BoardScene, crop: QRectF, aspect: float) -> QRectF:
    """`crop` grown (keeping `aspect` where the table allows) until no zone's name is cut."""
    table = scene.sceneRect()
    for _ in range(3):
        labels = [z.label_text_rect() for z in scene.zones.values() if z.isVisible()]
        cut = [r for r in labels if crop.intersects(r) and not crop.contains(r)]
        if not cut:
            break
        grown = crop
        for rect in cut:
            grown = grown.united(rect)
        width, height = grown.width(), grown.height()
        width, height = max(width, height * aspect), max(height, width / aspect)
        crop = _fitted(table, grown.center(), width, height)
    return crop


def _caption(parts: RulingParts | None, status: str, width: float, pixels: float) -> QTextDocument:
    document = QTextDocument()
    document.setDocumentMargin(pixels * 0.8)
    document.setTextWidth(width)
    font = theme.font(pixels)
    document.setDefaultFont(font)
    cursor = QTextCursor(document)
    plain = QTextCharFormat()
    plain.setForeground(CAPTION_TEXT)
    strong = QTextCharFormat(plain)
    strong.setFontWeight(QFont.Weight.Bold)
    verdict = QTextCharFormat(strong)
    verdict.setForeground(STATUS_COLOURS.get(status, CAPTION_TEXT))
    if parts is None:
        cursor.insertText(
            QCoreApplication.translate("Render", "No ability that uses a name is selected."), plain
        )
        return document
    lines = caption_lines(parts)
    cursor.insertText(lines.headline + "\n", verdict)
    cursor.insertText(lines.ability + "\n", strong)  # plain text, not HTML
    rest = [*lines.groups, lines.folded_line(), lines.rulings]
    cursor.insertText("\n".join(line for line in rest if line), plain)
    return document


def marked_scene(
    board: Board, derived: Derived, finding: Finding | None, viewer: Viewer
) -> tuple[BoardScene, Overlay, dict[str, str]]:
    """A table of its own with `finding`'s marks, arrows and crosses (and the marks)."""
    scene = BoardScene()
    scene.show_board(board, derived, viewer)
    marks = finding_marks(board, derived, finding.id if finding else None, viewer)
    scene.set_marks(marks)
    overlay = Overlay(scene)
    overlay.show_finding(card_places(scene.cards), marks, finding.source_id if finding else None)
    return scene, overlay, marks


def render_image(
    board: Board,
    derived: Derived,
    finding: Finding | None,
    viewer: Viewer,
    language: str,
    size: tuple[int, int] | None = None,
) -> QImage:
    """The picture of `finding` on `board` as `viewer` sees it."""
    scene, overlay, marks = marked_scene(board, derived, finding, viewer)
    parts = ruling_parts(board, derived, finding, viewer, language) if finding else None
    width, height = size or DEFAULT_SIZE
    pixels = max(width, height * 16 / 9) / 62
    status = finding.status if finding else ""
    caption = _caption(parts, status, width, pixels)
    while caption.size().height() > height * 0.45 and pixels > 9:
        pixels *= 0.92
        caption = _caption(parts, status, width, pixels)
    aspect = width / max(height - caption.size().height(), 1)
    crop = focus_rect(scene, marks, aspect, PICTURE_CARDS_TALL)
    # the table fills the frame's width: a crop the table's edge kept narrower is shown
    # taller (the caption's type shrinks to make room), a wider one leaves the caption more
    board_height = min(width * crop.height() / max(crop.width(), 1), height * 0.8)
    while caption.size().height() > height - board_height and pixels > 9:
        pixels *= 0.92
        caption = _caption(parts, status, width, pixels)
    caption_height = max(round(height - board_height), round(caption.size().height()))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(theme.FELT_DARK)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    area = QRectF(0, 0, width, max(height - caption_height, 1))
    target = centred(area, crop.width() / max(crop.height(), 1))
    scene.render(painter, target, crop, Qt.AspectRatioMode.KeepAspectRatio)
    painter.fillRect(QRectF(0, height - caption_height, width, caption_height), CAPTION_BACKGROUND)
    painter.translate(0, height - caption_height)
    caption.drawContents(painter)
    painter.end()
    overlay.clear()
    return image


def centred(area: QRectF, aspect: float) -> QRectF:
    """The largest rectangle of `aspect` (width / height) in the middle of `area`: a table
    narrower than the frame sits in its middle, not against its left edge."""
    if area.width() > area.height() * aspect:
        width = area.height() * aspect
        return QRectF(area.left() + (area.width() - width) / 2, area.top(), width, area.height())
    height = area.width() / max(aspect, 1e-6)
    return QRectF(area.left(), area.top() + (area.height() - height) / 2, area.width(), height)


def _application(language: str) -> QCoreApplication:
    """The running QApplication, or a new offscreen one when there is no display."""
    from PySide6.QtWidgets import QApplication

    from sandbox.ui.kit import i18n

    app = QApplication.instance()
    if app is None:
        no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
        if no_display and sys.platform.startswith("linux"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(sys.argv[:1])
    i18n.install(app, language)
    return app


def render_to_file(
    scenario: Scenario,
    output: Path,
    *,
    reference: str | None = None,
    language: str = "en",
    view_as: str | None = None,
    size: tuple[int, int] | None = None,
) -> tuple[str, int]:
    """Write the picture; ("", 0) when done, else (one-line problem, exit code)."""
    board = scenario.board
    derived = derive(board)
    if view_as is not None and view_as not in board.player_ids:
        return f"--view-as {view_as}: no such player (players: {', '.join(board.player_ids)})", 2
    finding = chosen_finding(scenario, derived, reference)
    if reference is not None and finding is None:
        known = ", ".join(f.id for f in derived.findings) or "none"
        return f"--reference {reference}: no such ability (abilities: {known})", 2
    _application(language)
    image = render_image(board, derived, finding, view_as, language, size)
    if not image.save(str(output), "PNG"):  # type: ignore[call-overload]
        return f"cannot write {output}", 1
    return "", 0
