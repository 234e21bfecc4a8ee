"""The window's deck commands: Table ▸ Import deck… and Audit deck… (the deck dialog), and a
deck file dropped on a player's area, which goes on the table at once when every line
resolves (else the dialog opens on it, showing the lines that fail). One undo step each."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from sandbox.model import Action
from sandbox.ui.cards.source import CardSource
from sandbox.ui.document.document import Document

if TYPE_CHECKING:  # the deck modules and the dialog load when first used, not at start-up
    from sandbox.ui.dialogs.deck import DeckDialog


class DeckActions(QObject):
    def __init__(
        self, document: Document, cards: CardSource, window: QWidget, language: str = "en"
    ) -> None:
        super().__init__(window)
        self.document, self.cards, self.window, self.language = document, cards, window, language
        self.dialog: DeckDialog | None = None

    def fill_table_menu(self, menu: QMenu) -> None:
        import_action = menu.addAction(self.tr("Import &deck…"), lambda: self.open_dialog())
        import_action.setObjectName("importDeckAction")
        audit_action = menu.addAction(self.tr("&Audit deck…"), lambda: self.open_dialog(audit=True))
        audit_action.setObjectName("auditDeckAction")

    def make_dialog(self, player: str | None = None, path: Path | None = None) -> DeckDialog:
        """The deck dialog on the current table (its list read from `path` when given)."""
        from sandbox.ui.dialogs.deck import DeckDialog

        dialog = DeckDialog(
            self.document.board, self.cards.resolver, self.language, self.window, player
        )
        if path is not None:
            dialog.load_file(path)
        self.dialog = dialog
        return dialog

    def open_dialog(
        self, player: str | None = None, path: Path | None = None, audit: bool = False
    ) -> bool:
        if self.document.previewing:
            self.document.refuse(
                self.tr("The timeline shows an earlier step: go to the last step first.")
            )
            return False
        dialog = self.make_dialog(player, path)
        if audit:
            dialog.against_box.setFocus()
        if not dialog.exec():
            return False
        return self.put(dialog.placed)

    def put(self, actions: tuple[Action, ...]) -> bool:
        text = self.tr("Import a deck (%1 cards)").replace("%1", str(len(actions)))
        return self.document.push_all(actions, text)

    def drop_file(self, path: str, player: str) -> bool:
        """A deck file dropped on `player`'s area: onto the table, or into the dialog."""
        from sandbox.decks.formats import read_deck_file
        from sandbox.decks.lines import DeckRefused
        from sandbox.decks.resolve import read_deck
        from sandbox.decks.table import deck_actions
        from sandbox.decks.words import problem_line

        try:
            data = read_deck_file(Path(path))
            deck = read_deck(data, self.document.board.game, self.cards.resolver)
        except DeckRefused as refused:
            self.document.refuse(
                f"{Path(path).name}: {problem_line(refused.problem, self.language)}"
            )
            return False
        if deck.ok:
            return self.put(deck_actions(self.document.board, deck, player).actions)
        return self.open_dialog(player, Path(path))
