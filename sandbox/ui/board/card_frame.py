"""What every card draws alike, drawn once: its shadow, body, border and header band (the
front), or its patterned back, as a pixmap per look and scale; and the text measurements a
card repeats (the fitting font of a name, its wrapped height, an elided line).

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


@lru_cache(maxsize=4096)
def fitting_font(text: str, width: float, bold: bool, italic: bool) -> QFont:
    """The name font, smaller (down to 9 px) when one word of `text` is wider than `width`.
    (Shared: copy it before changing it.)"""
    size = 12.0
    while True:
        font = theme.font(size, bold=bold, italic=italic)
        metrics = QFontMetricsF(font)
        if size <= 9 or all(metrics.horizontalAdvance(w) <= width for w in text.split()):
            return font
        size -= 0.5


@lru_cache(maxsize=4096)
def wrapped_height(text: str, font: QFont, width: float, flags: int) -> float:
    """The height of `text` wrapped to `width` in `font`."""
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 200), flags, text).height()


@lru_cache(maxsize=4096)
def elided(text: str, font: QFont, width: float) -> str:
    """`text` cut short with an ellipsis to fit `width` in `font`."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
