"""Presentation mode: the table full screen for a stream or a table of players.

Everything but the table goes away (menus, toolbar, docks, the header and turn strip); one
caption under the table, in large high-contrast type, says what the table is, whose turn it
is, and explains the selected ability (else the table's headline): the verdict and the reason
that decides it first, then what it finds and misses, the ruling ids (sharing/caption.py); it
takes the largest type that fits, never scrolls, and a click on "and 3 objects with other
names" lists them. Empty zones fold away, the keyboard's focus frame is not drawn, and the
view zooms to fit the objects the ability finds and misses (or every card when none is
selected), with an arrow to each found object and a cross on each missed one. F11 or View ›
Presentation mode toggles it; Esc leaves it.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QByteArray, QObject, Qt, QTimer, QUrl
from PySide6.QtWidgets import QMainWindow, QTextBrowser, QWidget

from sandbox.model import Finding
from sandbox.ui.board.marks import finding_marks
from sandbox.ui.board.overlay import Overlay, card_places
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.board.view import BoardView
from sandbox.ui.document.document import Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit.labels import player_name
from sandbox.ui.sharing.caption import caption_lines
from sandbox.ui.sharing.ruling_text import ruling_parts

CAPTION_STYLE = """
QTextBrowser#presentationCaption {
    background: #ffffff; color: #000000; border: none; border-top: 6px solid #f4c531;
    font-size: 23px; padding: 6px 18px;
}
"""
CAPTION_SHARE = 0.38  # of the window's height
MIN_CARDS_TALL = 1.8  # the zoom never makes a card taller than this part of the view
TYPE_SIZES = (23, 21, 19, 17, 15, 13, 12)  # the caption's type, the largest that fits
VERDICT_COLOURS = {"finds": "#0a6b34", "fails": "#b3261e"}  # on the caption's white
FOLD_LINK = "fold:"


class PresentationCaption(QTextBrowser):
    """The one caption of presentation mode."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("presentationCaption")
        self.setStyleSheet(CAPTION_STYLE)
        self.setOpenLinks(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # it fits
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hide()


class Presentation(QObject):
    """Turns presentation mode on and off for a main window's parts."""

    def __init__(
        self,
        window: QMainWindow,
        document: Document,
        view: ViewState,
        scene: BoardScene,
        board_view: BoardView,
        caption: PresentationCaption,
        hidden_parts: list[QWidget],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.document, self.view = document, view
        self.scene, self.board_view = scene, board_view
        self.caption = caption
        self.hidden_parts = hidden_parts
        self.overlay = Overlay(scene)
        self.on = False
        self.expanded = False  # the objects missed for their other names are listed
        caption.anchorClicked.connect(self._open_link)
        self._state = QByteArray()
        self._shown: list[QWidget] = []
        self._was_full_screen = False

    def set_on(self, on: bool) -> None:
        if on == self.on:
            return
        self.on = on
        window = self.window
        if on:
            self._state = window.saveState()
            self._was_full_screen = window.isFullScreen()
            self._shown = [w for w in self.hidden_parts if w.isVisible()]
            for part in self.hidden_parts:
                part.hide()
            self.caption.show()
            self.board_view.set_presenting(True)  # no keyboard focus frame on the picture
            for policy in (
                self.board_view.setHorizontalScrollBarPolicy,
                self.board_view.setVerticalScrollBarPolicy,
            ):
                policy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            window.showFullScreen()
        else:
            self.caption.hide()
            for part in self._shown:
                part.show()
            window.restoreState(self._state)
            if not self._was_full_screen:
                window.showNormal()
            self.overlay.clear()
            self.board_view.set_presenting(False)
            self.board_view.focus = None
            for policy in (
                self.board_view.setHorizontalScrollBarPolicy,
                self.board_view.setVerticalScrollBarPolicy,
            ):
                policy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            for zone in self.scene.zones.values():
                zone.setVisible(True)
            self.board_view.fit()
        self.refresh()

    def refresh(self) -> None:
        """Redraw the caption, the folded zones, the arrows and the zoom (after any change)."""
        if not self.on:
            return
        document, view = self.document, self.view
        board, derived = document.board, document.derived
        finding = derived.finding(view.finding) if view.finding else None
        finding = finding or document.headline()
        height = int(self.window.height() * CAPTION_SHARE)
        if height != self.caption.height():
            self.caption.setFixedHeight(height)
            QTimer.singleShot(0, self.refresh)  # zoom again once the view has its new size
        self._fill_caption(finding)
        for zone in self.scene.zones.values():
            zone.setVisible(zone.count > 0)  # empty zones fold away
        marks = finding_marks(board, derived, finding.id if finding else None, view.viewer)
        places = card_places(self.scene.cards)
        self.overlay.show_finding(places, marks, finding.source_id if finding else None)
        ids = list(marks) or list(places)
        viewport = self.board_view.viewport().size()
        aspect = viewport.width() / max(viewport.height(), 1)
        from sandbox.ui.sharing.render import (
            focus_rect,  # presenting only: not with the first window
        )

        self.board_view.focus = focus_rect(self.scene, ids, aspect, MIN_CARDS_TALL)
        self.board_view.fit()

    def _open_link(self, url: QUrl) -> None:
        if url.toString() == FOLD_LINK:
            self.expanded = not self.expanded
            self.refresh()

    def _fill_caption(self, finding: Finding | None) -> None:
        """The caption in the largest type that fits its height (it never scrolls)."""
        caption = self.caption
        room = caption.height() - 2 * caption.frameWidth() - 18  # (the style's padding)
        caption.document().setTextWidth(caption.viewport().width())
        for size in TYPE_SIZES:
            caption.setHtml(self._caption_html(finding, size))
            if caption.document().size().height() <= room:
                return

    def _caption_html(self, finding: Finding | None, size: int) -> str:
        document = self.document
        board = document.board
        title = document.info.title_in(document.language) or self.tr("Untitled table")
        turn = (
            self.tr("Turn %1 · %2")
            .replace("%1", str(board.turn))
            .replace("%2", player_name(board, board.active_player))
        )
        rulings = ", ".join(document.info.rulings)
        head = (
            f"<p style='font-size:{round(size * 1.25)}px'><b>{html.escape(title)}</b>"
            f" <span style='color:#333'>· {html.escape(turn)}"
            + (f" · {html.escape(rulings)}" if rulings else "")
            + "</span></p>"
        )
        if finding is None:
            hint = self.tr("Select an ability to explain it here.")
            return f"<div style='font-size:{size}px'>{head}<p><i>{html.escape(hint)}</i></p></div>"
        parts = ruling_parts(board, document.derived, finding, self.view.viewer, document.language)
        lines = caption_lines(parts)
        colour = VERDICT_COLOURS.get(finding.status, "#000000")
        body = [
            f"<p style='color:{colour}; font-size:{round(size * 1.15)}px'>"
            f"<b>{html.escape(lines.headline)}</b></p>",
            f"<p><b>{html.escape(lines.ability)}</b></p>",
            *(f"<p>{html.escape(line)}</p>" for line in lines.groups),
        ]
        folded = lines.folded_line(self.expanded)
        if folded:
            body.append(f"<p><a href='{FOLD_LINK}'>{html.escape(folded)}</a></p>")
        if lines.rulings:
            body.append(f"<p style='color:#333'>{html.escape(lines.rulings)}</p>")
        return f"<div style='font-size:{size}px'>{head}{''.join(body)}</div>"
