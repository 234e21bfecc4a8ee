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

from PySide6.QtCore import QCoreApplication, QRectF, Qt
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
from sandbox.scenario.read import Scenario
from sandbox.ui.board.marks import finding_marks
from sandbox.ui.board.overlay import Overlay
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.kit import theme
from sandbox.ui.sharing.ruling_text import RulingParts, ruling_parts

DEFAULT_SIZE = (1600, 900)
MARGIN = 0.3  # of a card's size, around the cards that matter
CAPTION_BACKGROUND = QColor("#0f1f18")
CAPTION_TEXT = QColor("#f3f7f4")
STATUS_COLOURS = {"finds": QColor("#5fe39a"), "fails": QColor("#ff7a6e")}


def chosen_finding(derived: Derived, board: Board, reference: str | None) -> Finding | None:
    """The finding `reference` names, else the one a judge opening the file would see (the
    first identification that fails, else finds, else any)."""
    if reference is not None:
        return derived.finding(reference)
    ids = [f for f in derived.findings if f.use == "identification"] or list(derived.findings)
    return next((f for f in ids if f.status == "fails"), None) or next(iter(ids), None)


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
    width, height = min(width, table.width()), min(height, table.height())
    centre = wanted.center()
    left = min(max(centre.x() - width / 2, table.left()), table.right() - width)
    top = min(max(centre.y() - height / 2, table.top()), table.bottom() - height)
    return QRectF(left, top, width, height)


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
    cursor.insertText(f"{parts.source} — “{parts.ability}”\n", strong)  # plain text, not HTML
    cursor.insertText(parts.verdict + "\n", verdict)
    lines = [f"• {why}" for why in parts.why]
    for heading, items in (
        (QCoreApplication.translate("RulingText", "Finds"), parts.finds),
        (QCoreApplication.translate("RulingText", "Does not find"), parts.misses),
    ):
        groups: dict[tuple[str, ...], list[str]] = {}
        for item in items:  # objects missed for the same reasons share one line
            groups.setdefault(item.reasons, []).append(item.label)
        for reasons, labels in groups.items():
            because = "; ".join(reasons)
            lines.append(f"{heading}: {', '.join(labels)}" + (f" — {because}" if because else ""))
    if parts.rulings:
        rulings = QCoreApplication.translate("RulingText", "Rulings:")
        lines.append(f"{rulings} {', '.join(parts.rulings)}")
    cursor.insertText("\n".join(lines), plain)
    return document


def render_image(
    board: Board,
    derived: Derived,
    finding: Finding | None,
    viewer: Viewer,
    language: str,
    size: tuple[int, int] | None = None,
) -> QImage:
    """The picture of `finding` on `board` as `viewer` sees it."""
    scene = BoardScene()
    scene.show_board(board, derived, viewer)
    marks = finding_marks(board, derived, finding.id if finding else None, viewer)
    scene.set_marks(marks)
    overlay = Overlay(scene)
    rects = {i: c.sceneBoundingRect() for i, c in scene.cards.items()}
    overlay.show_finding(rects, marks, finding.source_id if finding else None)
    parts = ruling_parts(board, derived, finding, viewer, language) if finding else None
    width, height = size or DEFAULT_SIZE
    pixels = max(width, height * 16 / 9) / 62
    status = finding.status if finding else ""
    caption = _caption(parts, status, width, pixels)
    while caption.size().height() > height * 0.45 and pixels > 9:
        pixels *= 0.92
        caption = _caption(parts, status, width, pixels)
    caption_height = round(caption.size().height())
    crop = focus_rect(scene, marks, width / max(height - caption_height, 1))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(theme.FELT_DARK)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    target = QRectF(0, 0, width, max(height - caption_height, 1))
    scene.render(painter, target, crop, Qt.AspectRatioMode.KeepAspectRatio)
    painter.fillRect(QRectF(0, height - caption_height, width, caption_height), CAPTION_BACKGROUND)
    painter.translate(0, height - caption_height)
    caption.drawContents(painter)
    painter.end()
    overlay.clear()
    return image


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
    finding = chosen_finding(derived, board, reference)
    if reference is not None and finding is None:
        known = ", ".join(f.id for f in derived.findings) or "none"
        return f"--reference {reference}: no such ability (abilities: {known})", 2
    _application(language)
    image = render_image(board, derived, finding, view_as, language, size)
    if not image.save(str(output), "PNG"):  # type: ignore[call-overload]
        return f"cannot write {output}", 1
    return "", 0
