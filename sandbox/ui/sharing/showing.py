"""The window's commands for showing and sharing a ruling: export an image, copy the ruling
as text or Markdown, copy or paste the table as a share string, presentation mode, "Show this
in presentation" (the table's focus, sandbox.scenario.headline: what these show when no
ability is selected), and the what-if view of the last change. The menus get these actions
from here; the work is done by sandbox.ui.sharing.render, ruling_text, share_actions,
presentation and panels.whatif.
"""

from __future__ import annotations

import atexit
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDockWidget, QFileDialog, QMenu, QWidget

from sandbox.model import Finding, diff
from sandbox.ui.board.overlay import Overlay
from sandbox.ui.board.view import BoardView
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.file_actions import FileActions
from sandbox.ui.document.info_command import InfoCommand
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.panels.whatif import WhatIfPanel, visible_diff
from sandbox.ui.sharing.ruling_text import RulingParts, as_markdown, ruling_mime, ruling_parts
from sandbox.ui.sharing.share_actions import ShareActions


class ShowingActions(QObject):
    """Actions of one main window (their dialogs parented to `window`): the ruling of the
    document's selected ability, the table view's messages and scene, the what-if panel in
    its dock; `present` turns presentation mode on or off."""

    def __init__(
        self,
        window: QWidget,
        *,
        document: Document,
        view: ViewState,
        files: FileActions,
        sharing: ShareActions,
        table: BoardView,
        whatif: WhatIfPanel,
        whatif_dock: QDockWidget,
        present: Callable[[bool], None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.document, self.view, self.files, self.sharing = document, view, files, sharing
        self.table, self.whatif, self.whatif_dock = table, whatif, whatif_dock
        self.present = present
        keys = QKeySequence.StandardKey
        self.export_action = self._action(
            self.tr("Export &image…"), self.export_image, "Ctrl+Shift+E"
        )
        self.share_action = self._action(
            self.tr("Copy table as &share string"),
            sharing.copy_scenario,
            "Ctrl+Alt+C",  # (Ctrl+Shift+S is Save As)
        )
        self.open_share_action = self._action(
            self.tr("Open share string from clip&board"), sharing.open_clipboard
        )
        self.copy_ruling_action = self._action(
            self.tr("&Copy ruling as text"), self.copy_ruling, "Ctrl+Shift+C"
        )
        self.copy_markdown_action = self._action(
            self.tr("Copy ruling as &Markdown"), self.copy_ruling_markdown, "Ctrl+Shift+M"
        )
        self.paste_action = self._action(self.tr("&Paste share string"), self.paste, keys.Paste)
        self.present_action = self._action(
            self.tr("&Presentation mode"), self.window_present, "F11"
        )
        self.present_action.setCheckable(True)
        self.leave_action = self._action(self.tr("Leave presentation mode"), self.leave, "Esc")
        self.leave_action.setEnabled(False)
        self.whatif_action = self._action(
            self.tr("Show &what changed"), self.toggle_whatif, "Ctrl+Shift+W"
        )
        self.whatif_action.setCheckable(True)
        self.headline_action = self._action(
            self.tr("Show this in p&resentation"), self.make_headline
        )
        self.headline_action.setToolTip(
            self.tr(
                "Make the selected ability the one presentation mode, pictures and copied"
                " rulings show for this table (saved with the file)."
            )
        )
        for action in (self.present_action, self.leave_action, self.paste_action):
            window.addAction(action)  # their shortcuts work while the menu bar is hidden
        self.overlay = Overlay(table.board_scene)
        sharing.copied.connect(table.show_message)

    def _action(
        self, text: str, slot: object, shortcut: str | QKeySequence.StandardKey | None = None
    ) -> QAction:
        action = QAction(text, self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def fill_file_menu(self, menu: QMenu) -> None:
        for action in (self.export_action, self.share_action, self.open_share_action):
            menu.addAction(action)

    def fill_edit_menu(self, menu: QMenu) -> None:
        for action in (self.copy_ruling_action, self.copy_markdown_action, self.paste_action):
            menu.addAction(action)

    def fill_view_menu(self, menu: QMenu) -> None:
        menu.addAction(self.present_action)
        menu.addAction(self.headline_action)
        menu.addAction(self.whatif_action)

    # ruling as an image or text -------------------------------------------------------------

    def _finding(self) -> Finding | None:
        """The selected ability, else the one the table is about (its headline)."""
        document, view = self.document, self.view
        finding = document.derived.finding(view.finding) if view.finding else None
        finding = finding or document.headline()
        if finding is None:
            document.refuse(self.tr("Select an ability first (in Name references)."))
        return finding

    def make_headline(self) -> bool:
        """The selected ability becomes the table's focus, as one undo step."""
        document, view = self.document, self.view
        finding = document.derived.finding(view.finding) if view.finding else None
        if finding is None:
            document.refuse(self.tr("Select an ability first (in Name references)."))
            return False
        if document.info.focus != finding.id:
            text = self.tr("Show “%1” in presentation").replace("%1", finding.text[:60])
            after = replace(document.info, focus=finding.id)
            document.undo_stack.push(InfoCommand(document, document.info, after, text))
        return True

    def export_image(self, path: Path | None = None) -> Path | None:
        document, view = self.document, self.view
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self.window, self.tr("Export image"), "", self.tr("PNG image (*.png)")
            )
            if not name:
                return None
            path = Path(name) if name.lower().endswith(".png") else Path(name + ".png")
        finding = document.derived.finding(view.finding) if view.finding else None
        finding = finding or document.headline()
        from sandbox.ui.sharing.render import render_image  # (Qt's text formats: on first export)

        image = render_image(
            document.board, document.derived, finding, view.viewer, document.language
        )
        if not image.save(str(path), "PNG"):  # type: ignore[call-overload]
            self.files.show_error(self.tr("Could not export the image"), str(path))
            return None
        return path

    def _parts(self) -> RulingParts | None:
        finding = self._finding()
        if finding is None:
            return None
        document, view = self.document, self.view
        return ruling_parts(
            document.board, document.derived, finding, view.viewer, document.language
        )

    def copy_ruling(self) -> str | None:
        parts = self._parts()
        if parts is None:
            return None
        data = ruling_mime(parts)
        text = data.text()
        QGuiApplication.clipboard().setMimeData(data)
        _clear_clipboard_before_exit()
        self.table.show_message(self.tr("Copied the ruling as text."), False)
        return text

    def copy_ruling_markdown(self) -> str | None:
        parts = self._parts()
        if parts is None:
            return None
        text = as_markdown(parts)
        QGuiApplication.clipboard().setText(text)
        self.table.show_message(self.tr("Copied the ruling as Markdown."), False)
        return text

    def paste(self) -> bool:
        sharing = self.sharing
        if not sharing.clipboard_has_share():
            self.document.refuse(self.tr("The clipboard holds no Namesake share string."))
            return False
        return sharing.open_clipboard()

    # presentation and what-if ---------------------------------------------------------------

    def window_present(self, on: bool) -> None:
        self.present(on)
        self.present_action.setChecked(on)
        self.leave_action.setEnabled(on)

    def leave(self) -> None:
        self.window_present(False)

    def toggle_whatif(self, on: bool) -> None:
        self.whatif_dock.setVisible(on)
        if on:
            self.whatif_dock.raise_()
        else:
            self.overlay.clear()

    def show_change(self, change: Change) -> None:
        """After any change: the what-if list and highlights (when shown)."""
        if not self.whatif_action.isChecked() or change.before is None:
            return
        before, after = change.before, change.after
        viewer = self.view.viewer
        changed = None if change.changes.whole else change.changes.derived
        found = visible_diff(
            diff(before.derived, after.derived, changed), after.board, before.board, viewer
        )
        self.whatif.show_diff(found, after.board, before.board)
        cards = self.table.board_scene.cards
        rects = {i: c.sceneBoundingRect() for i, c in cards.items() if c.isVisible()}
        self.overlay.show_changes(rects, found.object_ids)


@cache
def _clear_clipboard_before_exit() -> None:
    """Mime data made in Python and handed to the clipboard must not outlive the interpreter:
    Qt deletes the clipboard's data in its own exit handlers, after Python has finalized, and
    the binding then crashes. Clear it while Python still runs (once registered, at exit)."""
    atexit.register(_clear_clipboard)


def _clear_clipboard() -> None:
    app = QGuiApplication.instance()
    if app is not None:
        QGuiApplication.clipboard().clear()
