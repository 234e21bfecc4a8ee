"""The main window: the table in the middle, the panels in docks, menus and toolbar.

It wires the pieces together and holds no state of its own: the Document has the board, the
ViewState what is looked at. Every panel listens to `Document.changed` and redraws what
changed; the window only redraws the table and the finding marks.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from sandbox.model import Board
from sandbox.ui.board.cursor import BoardKeys
from sandbox.ui.board.layout import ZoneArea, ZoneChoice
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.board.view import BoardView
from sandbox.ui.cards.import_actions import CardDataActions
from sandbox.ui.cards.palette import Palette
from sandbox.ui.cards.source import CardSource
from sandbox.ui.document import object_actions
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.file_actions import FileActions
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit import mnemonics, settings
from sandbox.ui.kit.plain import tooltip, visible
from sandbox.ui.panels.effects import EffectsPanel
from sandbox.ui.panels.inspector import Inspector
from sandbox.ui.panels.references import ReferencesPanel, finding_marks
from sandbox.ui.panels.scenario_header import ScenarioHeader
from sandbox.ui.panels.timeline import Timeline
from sandbox.ui.panels.turn_bar import TurnBar
from sandbox.ui.panels.whatif import WhatIfPanel
from sandbox.ui.sharing.presentation import Presentation, PresentationCaption
from sandbox.ui.sharing.share_actions import ShareActions
from sandbox.ui.sharing.showing import ShowingActions
from sandbox.ui.shell.accessible import label_panels
from sandbox.ui.shell.keyboard import Keyboard

DEFAULT_SIZE = (1920, 1080)
TABLE_AREA_STYLE = """
QWidget#tableArea { background: #16302a; }
QWidget#scenarioHeader QLabel, QWidget#turnBar QLabel { color: #e8f1ec; }
QLabel#scenarioDescription { color: #b9cfc3; }
QLabel#expiredLabel { color: #ffcf70; font-weight: bold; }
"""


class MainWindow(QMainWindow):
    """The application window for one document."""

    language_requested = Signal(str)
    closing = Signal()

    def __init__(
        self, document: Document, view: ViewState, cards: CardSource, language: str = "en"
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.document = document
        self.view = view
        self.cards = cards
        self.language = language
        self.files = FileActions(document, self, self.ask_new_board)
        self.scene = BoardScene()
        self.board_view = BoardView(self.scene, document, cards)
        self.turn_bar = TurnBar(document, view)
        self.card_palette = Palette(document, cards)
        self.inspector = Inspector(document, view, cards)
        self.references = ReferencesPanel(document, view)
        self.effects = EffectsPanel(document, view, cards)
        self.timeline = Timeline(document)
        self.whatif = WhatIfPanel()
        self.sharing = ShareActions(document, self.files, self)
        self.caption = PresentationCaption()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.header = ScenarioHeader(document)
        layout.addWidget(self.header)
        layout.addWidget(self.turn_bar)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.caption)
        central.setObjectName("tableArea")
        central.setStyleSheet(TABLE_AREA_STYLE)
        self.setCentralWidget(central)
        self._build_docks()
        self.showing = ShowingActions(
            self,
            document=document,
            view=view,
            files=self.files,
            sharing=self.sharing,
            table=self.board_view,
            whatif=self.whatif,
            whatif_dock=self.whatif_dock,
            present=self._present,
        )
        self._build_menus()
        self._build_status()
        self.presentation = Presentation(
            self,
            document,
            view,
            self.scene,
            self.board_view,
            self.caption,
            [
                self.menuBar(),
                self.toolbar,
                self.header,
                self.turn_bar,
                self.statusBar(),
                *self.docks(),
            ],
        )
        self._connect()
        self.redraw()
        self.keyboard = Keyboard(
            self,
            BoardKeys(self.board_view, document, view, self.ask_zone),
            self.card_palette,
            [
                self.board_view,
                self.card_palette,
                self.inspector,
                self.references,
                self.whatif,
                self.effects,
                self.timeline,
            ],
            self.docks(),
            self.redo_action,
            self.table_menu,
        )
        label_panels(self)
        self.update_title()
        self._default_size()

    # construction --------------------------------------------------------------------------

    def _build_status(self) -> None:
        """A status bar line for lasting problems (a failed autosave or save): path and reason.
        Plain text that never widens the window, however long the path."""
        self.status_problem = QLabel()
        self.status_problem.setObjectName("statusProblem")
        self.status_problem.setTextFormat(Qt.TextFormat.PlainText)
        self.status_problem.setStyleSheet("color: #b00020; font-weight: bold;")
        self.status_problem.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status_problem.hide()
        self.statusBar().addWidget(self.status_problem, 1)

    def show_status_problem(self, text: str) -> None:
        """Show a lasting problem in the status bar (and its tooltip); "" clears it."""
        self.status_problem.setText(text)
        self.status_problem.setToolTip(tooltip(text))  # a path may look like markup
        self.status_problem.setVisible(bool(text))

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        self.palette_dock = self._dock("paletteDock", self.tr("Cards"), self.card_palette, left)
        self.inspector_dock = self._dock(
            "inspectorDock", self.tr("Inspector"), self.inspector, right
        )
        self.references_dock = self._dock(
            "referencesDock", self.tr("Name references"), self.references, right
        )
        self.effects_dock = self._dock(
            "effectsDock", self.tr("Effects"), self.effects, Qt.DockWidgetArea.BottomDockWidgetArea
        )
        self.setCorner(Qt.Corner.BottomRightCorner, right)
        self.setCorner(Qt.Corner.BottomLeftCorner, left)
        self.resizeDocks([self.palette_dock], [200], Qt.Orientation.Horizontal)
        self.resizeDocks(
            [self.inspector_dock, self.references_dock], [500, 500], Qt.Orientation.Horizontal
        )
        self.resizeDocks(
            [self.inspector_dock, self.references_dock], [450, 450], Qt.Orientation.Vertical
        )
        self.resizeDocks([self.effects_dock], [165], Qt.Orientation.Vertical)
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.timeline_dock = self._dock("timelineDock", self.tr("Timeline"), self.timeline, bottom)
        self.whatif_dock = self._dock("whatIfDock", self.tr("What changed"), self.whatif, right)
        self.tabifyDockWidget(self.references_dock, self.whatif_dock)
        self.references_dock.raise_()
        self.whatif_dock.hide()

    def docks(self) -> list[QDockWidget]:
        return [
            self.palette_dock,
            self.inspector_dock,
            self.references_dock,
            self.effects_dock,
            self.timeline_dock,
            self.whatif_dock,
        ]

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New…"), self.files.new, keys.New)
        self.open_action = self._action(self.tr("&Open…"), lambda: self.files.open(), keys.Open)
        self.save_action = self._action(self.tr("&Save"), self.files.save, keys.Save)
        self.save_as_action = self._action(self.tr("Save &As…"), self.files.save_as, keys.SaveAs)
        self.examples_action = self._action(self.tr("&Examples…"), self.show_gallery, "Ctrl+E")
        quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q")
        self.undo_action = self.document.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(keys.Undo)
        self.redo_action = self.document.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcut(keys.Redo)
        self.remove_action = self._action(
            self.tr("&Remove selected"), self.remove_selected, keys.Delete
        )
        self.next_turn_action = self._action(self.tr("&Next turn"), self.turn_bar.advance, "Ctrl+T")
        self.judge_action = self._action(self.tr("&Judge view"), self.toggle_judge, "Ctrl+J")
        self.judge_action.setCheckable(True)
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        for action in (self.new_action, self.open_action):
            file_menu.addAction(action)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setObjectName("recentMenu")
        file_menu.addAction(self.examples_action)
        file_menu.addSeparator()
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        self.showing.fill_file_menu(file_menu)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.remove_action)
        edit_menu.addSeparator()
        self.showing.fill_edit_menu(edit_menu)
        self.table_menu = table_menu = self.menuBar().addMenu(self.tr("&Table"))
        table_menu.addAction(self.next_turn_action)
        table_menu.addMenu(self.effects.add_menu).setText(self.tr("Add &effect"))
        table_menu.addSeparator()
        self.properties_action = self._action(
            self.tr("&Properties…"), self.edit_properties, "Ctrl+Shift+P"
        )
        self.properties_action.setObjectName("propertiesAction")
        table_menu.addAction(self.properties_action)
        self.card_data = CardDataActions(self.cards, self, self.language)
        self.card_data.fill_menu(self.menuBar().addMenu(self.tr("&Cards")))
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        view_menu.addAction(self.judge_action)
        self.showing.fill_view_menu(view_menu)
        view_menu.addSeparator()
        view = self.board_view
        view_menu.addAction(
            self._action(self.tr("Zoom &in"), lambda: view.set_zoom(view.zoom * 1.25), keys.ZoomIn)
        )
        view_menu.addAction(
            self._action(
                self.tr("Zoom &out"), lambda: view.set_zoom(view.zoom / 1.25), keys.ZoomOut
            )
        )
        view_menu.addAction(
            self._action(self.tr("&Whole table"), lambda: view.set_zoom(1.0), "Ctrl+0")
        )
        view_menu.addSeparator()
        for dock in self.docks():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()
        self._language_menu(view_menu.addMenu(self.tr("&Language")))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self._action(self.tr("&About Namesake"), self.about))
        self._toolbar()
        self.fill_recent()

    def _toolbar(self) -> None:
        bar = QToolBar(self.tr("Main"), self)
        self.toolbar = bar
        bar.setObjectName("mainToolBar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_action, self.open_action, self.save_action):
            bar.addAction(action)
        bar.addSeparator()
        bar.addAction(self.undo_action)
        bar.addAction(self.redo_action)
        bar.addSeparator()
        bar.addAction(self.examples_action)
        bar.addAction(self.judge_action)
        self.addToolBar(bar)

    def _language_menu(self, menu: QMenu) -> None:
        group = QActionGroup(self)
        for code, name in (("en", "English"), ("es", "Español")):
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == self.language)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self._pick_language(c))

    def _connect(self) -> None:
        document, view = self.document, self.view
        document.changed.connect(self.on_change)
        document.refused.connect(self.board_view.show_message)
        document.notice.connect(self.board_view.show_message)
        if document.drift:
            self.board_view.show_message(document.drift_notice(list(document.drift.values())))
        document.info_changed.connect(self.update_title)
        document.unsaved_changed.connect(self._unsaved_changed)
        view.viewer_changed.connect(self.redraw)
        view.finding_changed.connect(self.update_marks)
        view.selection_changed.connect(self._show_selection)
        self.scene.selection_changed.connect(view.select)
        self.board_view.menu_requested.connect(self.show_object_menu)
        self.board_view.share_dropped.connect(self.sharing.open_text)
        self.files.recent_changed.connect(self.fill_recent)
        self.files.save_status.connect(self.show_status_problem)
        self.card_data.changed.connect(self.card_palette.search)
        self.closing.connect(self.card_data.stop)

    def _default_size(self) -> None:
        """1920×1080 (a stream's frame) or the screen, whichever is smaller."""
        width, height = DEFAULT_SIZE
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            width, height = min(width, available.width()), min(height, available.height())
        self.resize(width, height)

    # updates -------------------------------------------------------------------------------

    def on_change(self, change: Change) -> None:
        self.view.forget_missing(change.after.board)
        document = self.document
        self.scene.update_board(document.board, document.derived, self.view.viewer, change.changes)
        self.scene.select_ids(self.view.selected)
        self.update_marks()
        self.showing.show_change(change)

    def redraw(self) -> None:
        self.scene.show_board(self.document.board, self.document.derived, self.view.viewer)
        self.scene.select_ids(self.view.selected)
        self.judge_action.setChecked(self.view.viewer is None)
        self.update_marks()

    def update_marks(self) -> None:
        document = self.document
        marks = finding_marks(document.board, document.derived, self.view.finding, self.view.viewer)
        self.scene.set_marks(marks)
        if hasattr(self, "presentation"):  # (not yet while the window is being built)
            self.presentation.refresh()

    # slots of long-lived objects (the document, the view state) are bound methods, so Qt
    # drops them with this window after a language switch; a lambda would outlive it

    def _unsaved_changed(self, unsaved: bool) -> None:
        self.setWindowModified(unsaved)

    def _show_selection(self) -> None:
        self.scene.select_ids(self.view.selected)

    def update_title(self) -> None:
        document = self.document
        title = document.info.title_in(document.language)
        name = title or (document.path.name if document.path else self.tr("Untitled"))
        self.setWindowTitle(f"{visible(name)}[*] — Namesake")
        self.setWindowModified(document.unsaved())

    def fill_recent(self) -> None:
        self.recent_menu.clear()
        files = settings.recent_files()
        for path in files:
            action = self.recent_menu.addAction(str(path))
            action.triggered.connect(lambda _=False, p=path: self.files.open(p))
        self.recent_menu.setEnabled(bool(files))
        if files:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction(self.tr("Clear the list"))
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        settings.clear_recent_files()
        self.fill_recent()

    # gestures ------------------------------------------------------------------------------

    def show_object_menu(self, ids: list[str], where: QPoint) -> None:
        from sandbox.ui.dialogs.object_menu import ObjectMenu

        menu = ObjectMenu(self.document, self.view, self.cards, ids, self)
        mnemonics.watch(menu)
        menu.exec(where)

    def remove_selected(self) -> None:
        if self.view.selected:
            object_actions.remove(self.document, self.view.selected)

    def toggle_judge(self) -> None:
        if self.view.viewer is None:
            board = self.document.board
            self.view.set_viewer(board.active_player or board.player_ids[0])
        else:
            self.view.set_viewer(None)

    def ask_new_board(self) -> Board | None:
        from sandbox.ui.dialogs.new_table import ask_board  # dialogs load when opened

        return ask_board(self)

    def ask_zone(self, board: Board, zones: list[ZoneArea]) -> ZoneChoice | None:
        from sandbox.ui.dialogs.move import choose_zone

        return choose_zone(self, board, zones)

    def _present(self, on: bool) -> None:
        self.presentation.set_on(on)

    def show_gallery(self) -> Path | None:
        from sandbox.ui.dialogs.gallery import GalleryDialog

        dialog = GalleryDialog(self)
        if dialog.exec() and dialog.chosen is not None and self.files.open(dialog.chosen):
            return dialog.chosen
        return None

    def _pick_language(self, code: str) -> None:
        if code != self.language:
            self.language_requested.emit(code)

    def edit_properties(self) -> bool:
        if self.document.previewing:
            self.document.refuse(
                self.tr("The timeline shows an earlier step: go to the last step first.")
            )
            return False
        from sandbox.ui.dialogs.properties import edit_properties

        return edit_properties(self.document, self)

    def about(self) -> None:
        from sandbox.ui.shell.about_dialog import AboutDialog

        AboutDialog(self).exec()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.confirm_discard():
            event.ignore()
            return
        settings.save_window_state(self.saveGeometry(), self.saveState())
        self.closing.emit()
        event.accept()
