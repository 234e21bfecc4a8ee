"""Painting a card: front (header, names, notes, type line), back, tags and badges.

Pure drawing from a `CardLook`; `CardItem` decides when to paint and with which marks. What
every card draws alike (shadow, body, header band, back) comes drawn once from `card_frame`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from sandbox.ui.board.card_frame import (
    HEADER,
    NAME_WRAP,
    draw_back,
    draw_frame,
    elided,
    fitted_name,
    wrapped_height,
)
from sandbox.ui.board.layout import CARD_H, CARD_W, PILE_STEP
from sandbox.ui.board.look import BLOCKED, COPIED, GAINED, LOST, STICKER, CardLook, NameLine
from sandbox.ui.kit import theme

PAD = 5.0
PILE_GAP = PILE_STEP - HEADER + 2  # in a pile, what shows of a covered card is blank
TAG_H = 17.0
BACK_NOTES_BOTTOM = 14.0  # a back's notes stand this far above its bottom edge
TYPE_LINE_H = 15.0  # from the card's bottom edge
NAME_W = CARD_W - 2 * PAD - 4  # a name's lines fit this (its box keeps 2 either side)


def paint_front(
    painter: QPainter,
    rect: QRectF,
    look: CardLook,
    in_pile: bool,
    badge: float,
    words: bool = True,
) -> None:
    """The card face up, with its shadow (without `words`: only its frame, covered)."""
    draw_frame(painter, look.token, header_color(look), bool(look.pitch))
    if not words:
        return
    _paint_header(painter, rect, look, in_pile, badge)
    y = _names_top(in_pile)
    for line in look.names:
        y += _paint_name(painter, line, y) + 2
    if look.nameless:
        painter.setFont(theme.font(11, bold=True, italic=True))
        painter.setPen(theme.NAMELESS)
        box = QRectF(PAD, y + 1, CARD_W - 2 * PAD, 15)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft, look.nameless_label)
        y += 16
    if look.moniker:
        painter.setFont(theme.font(9.5, italic=True))
        painter.setPen(theme.CARD_MUTED)
        box = QRectF(PAD, y, CARD_W - 2 * PAD, 13)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft, look.moniker)
    _paint_footer(painter, rect, look)


def header_color(look: CardLook) -> QColor:
    """FaB: the pitch colour. MTG: the card's colour (gold if several, grey if none)."""
    if look.pitch in theme.PITCH:
        return theme.PITCH[look.pitch]
    if len(look.colors) == 1 and look.colors[0] in theme.MTG_COLORS:
        return theme.MTG_COLORS[look.colors[0]]
    if len(look.colors) > 1:
        return theme.MTG_GOLD
    return theme.NO_PITCH


def _header_text(look: CardLook, in_pile: bool) -> tuple[str, bool]:
    """The header's text, and whether it is struck through (a name the card has lost)."""
    if in_pile:
        current = [n.text for n in look.names if n.style not in (LOST, BLOCKED)]
        if current:
            return current[0], False
        if look.names:
            return look.names[0].text, True
    return (f"{look.token_label} · " if look.token else "") + look.object_id, False


def _paint_header(
    painter: QPainter, rect: QRectF, look: CardLook, in_pile: bool, badge: float
) -> None:
    """The header's words (its band and pitch disc are in the frame)."""
    label, struck = _header_text(look, in_pile)
    font = theme.font(9.5, bold=True)
    font.setStrikeOut(struck)
    painter.setFont(font)
    painter.setPen(QColor("white"))
    box = QRectF(PAD, 0, CARD_W - 2 * PAD - (14 if look.pitch else 0) - badge, HEADER)
    painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, elided(label, font, box.width()))
    if look.pitch:
        painter.setPen(header_color(look).darker(140))
        painter.drawText(
            QRectF(CARD_W - 17, HEADER / 2 - 6, 12, 12), Qt.AlignmentFlag.AlignCenter, look.pitch
        )


def _name_text_and_font(line: NameLine) -> tuple[str, QFont]:
    style = line.style
    struck = style in (LOST, BLOCKED)
    text = ("+ " + line.text) if style in (GAINED, BLOCKED) else line.text
    text, shared = fitted_name(text, NAME_W, not struck, style in (GAINED, BLOCKED))
    font = QFont(shared)
    font.setStrikeOut(struck)
    return text, font


def _name_height(line: NameLine) -> float:
    text, font = _name_text_and_font(line)
    return wrapped_height(text, font, NAME_W, NAME_WRAP) + 2


def _names_top(in_pile: bool) -> float:
    return HEADER + (PILE_GAP if in_pile else 4)


def _paint_name(painter: QPainter, line: NameLine, y: float) -> float:
    """Draw one name line from `y`; returns the height used."""
    style = line.style
    text, font = _name_text_and_font(line)
    width = CARD_W - 2 * PAD
    flags = NAME_WRAP
    box = QRectF(PAD, y, width, _name_height(line))
    fill = {GAINED: theme.GAINED_FILL, STICKER: theme.STICKER_FILL}.get(style)
    if fill is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(box.adjusted(-2, 0, 0, 0), 4, 4)
    color = {
        GAINED: theme.GAINED,
        STICKER: theme.STICKER,
        COPIED: theme.COPIED,
        LOST: theme.LOST,
        BLOCKED: theme.BLOCKED,
    }.get(style, theme.CARD_TEXT)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(box.adjusted(1, 1, -1, 0), flags, text)
    return box.height()


def _paint_footer(painter: QPainter, rect: QRectF, look: CardLook) -> None:
    y = CARD_H - TYPE_LINE_H
    font = theme.font(9)
    painter.setFont(font)
    painter.setPen(theme.CARD_MUTED)
    type_rect = QRectF(PAD, y, CARD_W - 2 * PAD, 13)
    painter.drawText(
        type_rect, Qt.AlignmentFlag.AlignLeft, elided(look.type_line, font, type_rect.width())
    )
    for note in reversed(look.notes):
        height = note_height(note.text)
        y -= height + 2
        fill = theme.NOTE_FILL if note.kind == "named" else theme.OWNER_FILL
        _paint_note(painter, QRectF(3, y, CARD_W - 6, height), note.text, fill)


def paint_badge(painter: QPainter, symbol: str, color: QColor, right: float) -> None:
    """A round badge in the header, visible even when the card is covered in a pile."""
    centre = QPointF(CARD_W - right - 6, HEADER / 2)
    painter.setPen(QPen(QColor("white"), 1.2))
    painter.setBrush(color.darker(110))
    painter.drawEllipse(centre, 7, 7)
    painter.setFont(theme.font(9, bold=True))
    painter.setPen(QColor("white"))
    painter.drawText(
        QRectF(centre.x() - 7, centre.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, symbol
    )


def paint_tag(painter: QPainter, box: QRectF, text: str, color: QColor) -> None:
    """A pill in `box` (`tag_rect`) saying what the outline means ("found", "missed"...)."""
    if not text:
        return
    painter.setFont(tag_font(text))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color.darker(115))
    painter.drawRoundedRect(box, 8, 8)
    painter.setPen(QColor("white"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


@lru_cache(maxsize=64)
def tag_font(text: str) -> QFont:
    """The pill's font: bold, smaller (down to 7) for words wider than the card."""
    size = 10.0
    font = theme.font(size, bold=True)
    while size > 7 and QFontMetricsF(font).horizontalAdvance(text) + 12 > CARD_W:
        size -= 0.5
        font = theme.font(size, bold=True)
    return font


# where the words are, and the blank between them -------------------------------------------


@dataclass(frozen=True)
class CardWords:
    """Where a face-up card's words are, in its own coordinates: the header band, its names
    (with the nameless mark and moniker), its notes (owner and controller, a chosen name),
    the type line; and `blank`, the card's width between the names and the notes, where
    markers go (a finding's pill and cross never cover a word)."""

    header: QRectF
    names: QRectF
    notes: QRectF | None
    type_line: QRectF
    blank: QRectF

    @property
    def words(self) -> tuple[QRectF, ...]:
        """The rectangles a marker must not cover (the header is the marks' own band)."""
        every = (self.names, self.type_line, *((self.notes,) if self.notes else ()))
        return tuple(rect for rect in every if not rect.isEmpty())


@lru_cache(maxsize=4096)
def card_words(look: CardLook, in_pile: bool) -> CardWords:
    if look.hidden or look.face_down:
        return _back_words(look)
    top = _names_top(in_pile)
    bottom = top + sum(_name_height(line) + 2 for line in look.names)
    bottom += 16 if look.nameless else 0
    bottom += 13 if look.moniker else 0
    type_top = CARD_H - TYPE_LINE_H
    notes_top = type_top - sum(note_height(n.text) + 2 for n in look.notes)
    width = CARD_W - 2 * PAD
    notes = QRectF(3, notes_top, CARD_W - 6, type_top - notes_top) if look.notes else None
    return CardWords(
        header=QRectF(0, 0, CARD_W, HEADER),
        names=QRectF(PAD, top, width, max(bottom - top, 0.0)),
        notes=notes,
        type_line=QRectF(PAD, type_top, width, TYPE_LINE_H - 2),
        blank=QRectF(0, bottom + 1, CARD_W, max(notes_top - bottom - 2, 0.0)),
    )


def _back_words(look: CardLook) -> CardWords:
    """A back shows its face box (what the viewer may know) and its notes above the bottom."""
    face = QRectF(8, CARD_H / 2 - 24, CARD_W - 16, 48)
    bottom = CARD_H - BACK_NOTES_BOTTOM
    notes_top = bottom - sum(note_height(n.text) + 2 for n in look.notes)
    notes = QRectF(3, notes_top, CARD_W - 6, bottom - notes_top) if look.notes else None
    return CardWords(
        header=QRectF(0, 0, CARD_W, HEADER),
        names=face if not look.hidden else QRectF(),
        notes=notes,
        type_line=QRectF(),
        blank=QRectF(0, face.bottom() + 1, CARD_W, max(notes_top - face.bottom() - 2, 0.0)),
    )


def tag_rect(look: CardLook, in_pile: bool, text: str) -> QRectF:
    """Where a mark's pill goes: at the bottom of the blank when it fits there, else on the
    card's bottom edge below the type line (hanging over the border)."""
    width = QFontMetricsF(tag_font(text)).horizontalAdvance(text) + 12
    blank = card_words(look, in_pile).blank
    if blank.height() >= TAG_H:
        return QRectF((CARD_W - width) / 2, blank.bottom() - TAG_H, width, TAG_H)
    return QRectF((CARD_W - width) / 2, CARD_H - 1, width, TAG_H - 2)


NOTE_FONT = 9.0
NOTE_FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)


@lru_cache(maxsize=256)
def note_height(text: str) -> float:
    """A note is as tall as its text wrapped on the card (two lines at least, four at most):
    "Named: Brisela, Voice of Nightmares" takes three."""
    metrics = QFontMetricsF(theme.font(NOTE_FONT))
    wrapped = metrics.boundingRect(QRectF(0, 0, CARD_W - 10, 200), NOTE_FLAGS, text).height()
    line = metrics.lineSpacing()
    return min(max(wrapped, 2 * line), 4 * line) + 2


def _paint_note(painter: QPainter, box: QRectF, text: str, fill: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(box, 4, 4)
    painter.setPen(theme.CARD_TEXT)
    painter.setFont(theme.font(NOTE_FONT))
    painter.drawText(box.adjusted(2, 0, -2, 0), NOTE_FLAGS, text)


def paint_back(painter: QPainter, rect: QRectF, look: CardLook, words: bool = True) -> None:
    """The card face down or hidden, with its shadow: what the viewer may know of it."""
    draw_back(painter)
    if look.hidden or not words:
        return
    box = QRectF(8, CARD_H / 2 - 24, CARD_W - 16, 48)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(10, 20, 45, 210)))
    painter.drawRoundedRect(box, 5, 5)
    painter.setPen(theme.BACK_TEXT)
    painter.setFont(theme.font(9, bold=True))
    painter.drawText(box.adjusted(2, 3, -2, -24), Qt.AlignmentFlag.AlignCenter, look.face_label)
    painter.setFont(theme.font(8.5, italic=True))
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    painter.drawText(box.adjusted(2, 20, -2, -2), flags, look.hidden_name)
    bottom = CARD_H - BACK_NOTES_BOTTOM
    for note in look.notes:
        height = note_height(note.text)
        bottom -= height + 2
        _paint_note(painter, QRectF(3, bottom, CARD_W - 6, height), note.text, theme.NOTE_FILL)
