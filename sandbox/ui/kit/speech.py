"""What a screen reader is told, beyond the names and descriptions widgets carry: card text with
its symbols as words, announcements, and a field whose description follows a choice.

Qt's accessibility bridge (AT-SPI on Linux, UI Automation on Windows) passes these on; a widget
never needs to know which screen reader listens.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QKeyEvent,
    QTextCursor,
)
from PySide6.QtWidgets import QListView, QTextBrowser, QWidget

from sandbox.messages.symbols import spoken_symbols
from sandbox.model import Game
from sandbox.ui.kit.i18n import interface_language


def spoken_card_text(text: str, game: Game) -> str:
    """Card text as a screen reader should read it: "+1{p}" as "+1 power"."""
    return spoken_symbols(text, game, interface_language())


def announce(source: QObject, sentence: str) -> None:
    """Have the screen reader say `sentence` now (the focus stays where it is)."""
    if sentence and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, sentence))


def tell_current_item(view: QListView) -> None:
    """Tell assistive technology that `view`'s current row has the focus: when a list gets
    the focus, Qt reports the list after its first row, and the row would not be read."""
    index = view.currentIndex()
    if view.hasFocus() and index.isValid() and QAccessible.isActive():
        event = QAccessibleEvent(view, QAccessible.Event.Focus)
        event.setChild(index.row())  # (a list's children are its rows)
        QAccessible.updateAccessibility(event)


def follow_choice(field: QWidget, sentence: str) -> None:
    """`field` keeps the focus while the user picks among choices elsewhere (a list under a
    search box): its description says the choice, and the choice is announced."""
    if field.accessibleDescription() != sentence:
        field.setAccessibleDescription(sentence)  # (Qt sends the description's change)
        announce(field, sentence)


def speak_links(browser: QTextBrowser, words: Callable[[QUrl], str]) -> None:
    """Tab onto a link of `browser` says `words(link)`; off the links, its description is
    back (a link is otherwise a silent stop: Qt says nothing when Tab moves among links)."""
    _LinkSpeaker(browser, words)


class _LinkSpeaker(QObject):
    """After each Tab in a text browser: the link it is on, as the browser's description."""

    def __init__(self, browser: QTextBrowser, words: Callable[[QUrl], str]) -> None:
        super().__init__(browser)
        self.browser = browser
        self.words = words
        self.default = browser.accessibleDescription()
        browser.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            QTimer.singleShot(0, self, self.say_link)  # once the browser has moved
        return False

    def say_link(self) -> None:
        cursor = self.browser.textCursor()
        end = QTextCursor(cursor)
        end.setPosition(cursor.selectionEnd())  # (the format before it: the link's)
        href = end.charFormat().anchorHref() if cursor.hasSelection() else ""
        follow_choice(self.browser, self.words(QUrl(href)) if href else self.default)
