"""What every card draws alike, drawn once: its shadow, body, border and header band (the
front), or its patterned back, as a pixmap per look and scale; and the text measurements a
card repeats (a name's font and line breaks, its wrapped height, an elided line).

A card is then one pixmap and its own words: antialiased rounded shapes and clip paths cost
more than all of a card's text, and a change that renames a hundred cards repaints them all.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap

from sandbox.ui.board.layout import CARD_H, CARD_W
from sandbox.ui.kit import theme

HEADER = 18.0
SHADOW = QColor(0, 0, 0, 70)
# the frame pixmap covers the card and its shadow (2 right, 3 down), with a pixel to spare
FRAME = QRectF(-1, -1, CARD_W + 4, CARD_H + 5)


def draw_frame(painter: QPainter, token: bool, header: QColor, pitch: bool) -> None:
    """The front's shadow, body, border and header band (with the pitch disc)."""
    _blit(painter, _front(token, header.rgba(), pitch, _scale(painter)))


def draw_back(painter: QPainter) -> None:
    """The back's shadow and pattern."""
    _blit(painter, _back(_scale(painter)))


def _blit(painter: QPainter, pixmap: QPixmap) -> None:
    """Copy the pixmap pixel for pixel where the frame goes (no transformation to apply)."""
    origin = painter.deviceTransform().map(FRAME.topLeft())
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(round(origin.x()), round(origin.y()), pixmap)
    painter.restore()


def _scale(painter: QPainter) -> float:
    """Device pixels per scene unit, rounded so that a zoom reuses a few pixmaps."""
    transform = painter.deviceTransform()
    return round(math.hypot(transform.m11(), transform.m12()), 2) or 1.0


def _canvas(scale: float) -> tuple[QPixmap, QPainter]:
    pixmap = QPixmap(math.ceil(FRAME.width() * scale), math.ceil(FRAME.height() * scale))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.scale(
        pixmap.width() / FRAME.width(), pixmap.height() / FRAME.height()
    )  # exactly onto the pixmap
    painter.translate(-FRAME.x(), -FRAME.y())
    rect = QRectF(0, 0, CARD_W, CARD_H)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SHADOW)
    painter.drawRoundedRect(rect.translated(2, 3), 6, 6)
    return pixmap, painter


@lru_cache(maxsize=64)
def _front(token: bool, header: int, pitch: bool, scale: float) -> QPixmap:
    pixmap, painter = _canvas(scale)
    rect = QRectF(0, 0, CARD_W, CARD_H)
    body, border = (
        (theme.TOKEN_BODY, theme.TOKEN_BORDER) if token else (theme.CARD_BODY, theme.CARD_BORDER)
    )
    painter.setBrush(body)
    pen = QPen(border, 2.0 if token else 1.2)
    if token:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRoundedRect(rect, 6, 6)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
    painter.setClipPath(clip)
    painter.fillRect(QRectF(0, 0, CARD_W, HEADER), QColor.fromRgba(header))
    painter.restore()
    if pitch:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("white"))
        painter.drawEllipse(QPointF(CARD_W - 11, HEADER / 2), 6, 6)
    painter.end()
    return pixmap


@lru_cache(maxsize=16)
def _back(scale: float) -> QPixmap:
    pixmap, painter = _canvas(scale)
    rect = QRectF(0, 0, CARD_W, CARD_H)
    painter.setPen(QPen(theme.CARD_BORDER, 1.2))
    painter.setBrush(theme.BACK)
    painter.drawRoundedRect(rect, 6, 6)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
    painter.setClipPath(clip)
    painter.setPen(QPen(theme.BACK_LINES, 1.0))
    x = -CARD_H
    while x < CARD_W + CARD_H:
        painter.drawLine(QPointF(x, 0), QPointF(x + CARD_H, CARD_H))
        painter.drawLine(QPointF(x, CARD_H), QPointF(x + CARD_H, 0))
        x += 12.0
    painter.restore()
    painter.setPen(QPen(theme.BACK_LINES.lighter(140), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 4, 4)
    painter.end()
    return pixmap


# text measurements ----------------------------------------------------------------------


NAME_SIZES = (12.0, 11.5, 11.0, 10.5, 10.0)  # the table's default zoom shows 10 as 11 px
LEAST_PIECE = 3  # letters of a word broken with a hyphen, at least, on either line
NAME_LINES = 4  # a longer name ends in an ellipsis (its tooltip has it whole)
NAME_WRAP = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)


@lru_cache(maxsize=4096)
def fitted_name(text: str, width: float, bold: bool, italic: bool) -> tuple[str, QFont]:
    """A name as it is drawn `width` wide: in the largest of `NAME_SIZES` in which every word
    fits, else in the smallest with each word still too wide broken across lines with a
    hyphen, and cut short with an ellipsis past `NAME_LINES` lines (never a smaller font: a
    long name stays readable). (The font is shared: copy it before changing it.)"""
    for size in NAME_SIZES:
        font = theme.font(size, bold=bold, italic=italic)
        metrics = QFontMetricsF(font)
        if all(metrics.horizontalAdvance(w) <= width for w in text.split()):
            break
    else:
        text = _hyphenated(text, metrics, width)
    return _at_most_lines(text, metrics, width), font


def _hyphenated(text: str, metrics: QFontMetricsF, width: float) -> str:
    """`text` in lines that fit `width`, filled word by word; a word too long for a line
    goes on from the one it starts on, broken with a hyphen (`LEAST_PIECE` letters at least
    either side)."""
    lines = [""]
    for word in text.split():
        joined = f"{lines[-1]} {word}" if lines[-1] else word
        if metrics.horizontalAdvance(joined) <= width:
            lines[-1] = joined
            continue
        if metrics.horizontalAdvance(word) <= width:
            lines.append(word)
            continue
        line = f"{lines[-1]} " if lines[-1] else ""
        while metrics.horizontalAdvance(line + word) > width and len(word) > 2 * LEAST_PIECE:
            cut = len(word) - LEAST_PIECE
            while cut > LEAST_PIECE and metrics.horizontalAdvance(line + word[:cut] + "-") > width:
                cut -= 1
            if line and metrics.horizontalAdvance(line + word[:cut] + "-") > width:
                lines.append("")  # no room left on this line: start the word on the next
                line = ""
                continue
            own = word.rfind("-", 0, cut) + 1  # at the word's own hyphen, if it has one
            cut, hyphen = (own, "") if own > 1 else (cut, "-")
            lines[-1] = line + word[:cut] + hyphen
            lines.append("")
            line, word = "", word[cut:]
        lines[-1] = line + word
    return "\n".join(lines)


def _at_most_lines(text: str, metrics: QFontMetricsF, width: float) -> str:
    """`text`, or its longest beginning that with an ellipsis wraps to `NAME_LINES` lines."""

    def lines(candidate: str) -> int:
        height = metrics.boundingRect(QRectF(0, 0, width, 2000), NAME_WRAP, candidate).height()
        return round(height / metrics.lineSpacing())

    if lines(text) <= NAME_LINES:
        return text
    low, high = 0, len(text)  # the longest fitting beginning, by halves
    while low < high:
        middle = (low + high + 1) // 2
        if lines(text[:middle].rstrip() + "…") <= NAME_LINES:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip(" -\n") + "…"


@lru_cache(maxsize=4096)
def wrapped_height(text: str, font: QFont, width: float, flags: int) -> float:
    """The height of `text` wrapped to `width` in `font`."""
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 200), flags, text).height()


@lru_cache(maxsize=4096)
def elided(text: str, font: QFont, width: float) -> str:
    """`text` cut short with an ellipsis to fit `width` in `font`."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
