"""The main window: the table in the middle, the panels in docks, menus and toolbar.

It wires the pieces together and holds no state of its own: the Document has the board, the
ViewState what is looked at. Every panel listens to `Document.changed` and redraws what
changed; the window only redraws the table and the finding marks.

It is built in two parts so that the table is on screen at once (issue 23). The constructor
builds what the first paint shows: the table with its header and turn bar, the toolbar, the
menu bar's titles (disabled until filled), the status bar and the docks' frames, already at
their final sizes so nothing moves later. `later_parts()` lists the rest, each a phase of
`python -m sandbox.bench startup`: the panels into their docks, the menus' entries, the
keyboard. The app builds them in the event loop's next turns (`shell/staged_start.py`);
`build_rest()` builds them at once (tests, a language switch, a screenshot). Each part imports
its modules when it is built. Before they are built the window works with what it has: a
click selects (the inspector shows it when it comes), an edit changes the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
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
from sandbox.ui.board.access_tree import BoardTree
from sandbox.ui.board.marks import finding_marks
from sandbox.ui.board.scene import BoardScene
from sandbox.ui.board.view import BoardView
from sandbox.ui.cards.source import CardSource
from sandbox.ui.dialogs.deck_actions import DeckActions
from sandbox.ui.document.document import Change, Document
from sandbox.ui.document.file_actions import FileActions
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit import settings
from sandbox.ui.kit.plain import tooltip, visible
from sandbox.ui.panels.scenario_header import ScenarioHeader
from sandbox.ui.panels.turn_bar import TurnBar
from sandbox.ui.shell.help import fill_help_menu, show_shortcuts_in_tooltips
from sandbox.ui.shell.staged_start import Part, painted_once
from sandbox.ui.shell.welcome import WelcomeBanner

if TYPE_CHECKING:  # the parts built after the first paint import these when built
    from sandbox.ui.board.layout import ZoneArea, ZoneChoice
    from sandbox.ui.cards.import_actions import CardDataActions
    from sandbox.ui.cards.palette import Palette
    from sandbox.ui.panels.effects import EffectsPanel
    from sandbox.ui.panels.inspector import Inspector
    from sandbox.ui.panels.references import ReferencesPanel
    from sandbox.ui.panels.timeline import Timeline
    from sandbox.ui.panels.whatif import WhatIfPanel
    from sandbox.ui.sharing.presentation import Presentation, PresentationCaption
    from sandbox.ui.sharing.share_actions import ShareActions
    from sandbox.ui.sharing.showing import ShowingActions
    from sandbox.ui.shell.keyboard import Keyboard

DEFAULT_SIZE = (1920, 1080)
FRAME_ALLOWANCE = (16, 40)  # a window manager's border and title bar (unknown before shown)
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

    card_palette: Palette
    inspector: Inspector
    references: ReferencesPanel
    effects: EffectsPanel
    timeline: Timeline
    whatif: WhatIfPanel
    sharing: ShareActions
    showing: ShowingActions
    caption: PresentationCaption
    presentation: Presentation
    card_data: CardDataActions
    keyboard: Keyboard

    def __init__(
        self,
        document: Document,
        view: ViewState,
        cards: CardSource,
        language: str = "en",
        *,
        staged: bool = False,
    ) -> None:
        """The window; with `staged`, only its first-paint part (the caller builds
        `later_parts()`), else all of it."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.document = document
        self.view = view
        self.cards = cards
        self.language = language
        self.complete = False
        self.files = FileActions(document, self, self.ask_new_board)
        self.decks = DeckActions(document, cards, self, language)
        self.scene = BoardScene()
        self.board_view = BoardView(self.scene, document, cards)
        self.board_tree = BoardTree(self.board_view, view)  # before a screen reader asks
        self.turn_bar = TurnBar(document, view)
        self.header = ScenarioHeader(document)
        central = QWidget()
        self.table_layout = QVBoxLayout(central)
        self.table_layout.setContentsMargins(0, 0, 0, 0)
        self.table_layout.setSpacing(0)
        self.welcome = WelcomeBanner()
        self.table_layout.addWidget(self.welcome)
        self.table_layout.addWidget(self.header)
        self.table_layout.addWidget(self.turn_bar)
        self.table_layout.addWidget(self.board_view, 1)
        central.setObjectName("tableArea")
        central.setStyleSheet(TABLE_AREA_STYLE)
        self.setCentralWidget(central)
        self._build_docks()
        self._build_actions()
        self._build_menu_titles()
        self._toolbar()
        self._build_status()
        self._connect()
        self.redraw()
        self.update_title()
        self._default_size()
        # a table larger than the view shows what the selected ability is about
        document.loaded.connect(self._show_finding_soon)
        self._show_finding_soon()
        if not staged:
            self.build_rest()

    def _show_finding_soon(self) -> None:
        QTimer.singleShot(0, self, self._show_finding)  # (not after the window is gone)

    def _show_finding(self) -> None:
        finding = self.document.derived.finding(self.view.finding or "")
        if finding is None:
            self.board_view.show_objects(self.view.selected)
            return
        missed = [m.object_id for m in finding.missed]
        self.board_view.show_objects([finding.source_id, *finding.found, *missed])

    # construction: the first paint -----------------------------------------------------------

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

    def _dock(self, name: str, title: str, area: Qt.DockWidgetArea) -> QDockWidget:
        """An empty dock (its panel comes in a later part) at its place."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _build_docks(self) -> None:
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.palette_dock = self._dock("paletteDock", self.tr("Cards"), left)
        self.inspector_dock = self._dock("inspectorDock", self.tr("Inspector"), right)
        self.references_dock = self._dock("referencesDock", self.tr("Name references"), right)
        self.effects_dock = self._dock("effectsDock", self.tr("Effects"), bottom)
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
        # the timeline sits under the card list: the effects' words get the bottom's whole width
        self.timeline_dock = self._dock("timelineDock", self.tr("Timeline"), left)
        self.whatif_dock = self._dock("whatIfDock", self.tr("What changed"), right)
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

    def _build_actions(self) -> None:
        """The actions of the toolbar and of the menus that need no panel."""
        keys = QKeySequence.StandardKey
        self.new_action = self._action(self.tr("&New…"), self.files.new, keys.New)
        self.open_action = self._action(self.tr("&Open…"), lambda: self.files.open(), keys.Open)
        self.save_action = self._action(self.tr("&Save"), self.files.save, keys.Save)
        self.save_as_action = self._action(self.tr("Save &As…"), self.files.save_as, keys.SaveAs)
        self.examples_action = self._action(self.tr("&Examples…"), self.show_gallery, "Ctrl+E")
        self.quit_action = self._action(self.tr("&Quit"), self.close, "Ctrl+Q")
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
        self.properties_action = self._action(
            self.tr("&Properties…"), self.edit_properties, "Ctrl+Shift+P"
        )
        self.properties_action.setObjectName("propertiesAction")

    def _build_menu_titles(self) -> None:
        """The menu bar at its final height, each menu disabled until `_fill_menus`."""
        bar = self.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        self.edit_menu = bar.addMenu(self.tr("&Edit"))
        self.table_menu = bar.addMenu(self.tr("&Table"))
        self.cards_menu = bar.addMenu(self.tr("&Cards"))
        self.view_menu = bar.addMenu(self.tr("&View"))
        self.help_menu = bar.addMenu(self.tr("&Help"))
        for menu in self.menus():
            menu.setEnabled(False)

    def menus(self) -> list[QMenu]:
        return [
            self.file_menu,
            self.edit_menu,
            self.table_menu,
            self.cards_menu,
            self.view_menu,
            self.help_menu,
        ]

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
        show_shortcuts_in_tooltips(bar)

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
        self.files.save_status.connect(self.show_status_problem)
        self.board_view.deck_dropped.connect(self.decks.drop_file)
        self.welcome.examples_requested.connect(self.examples_action.trigger)

    def _default_size(self) -> None:
        """1920×1080 (a stream's frame) or the screen, whichever is smaller: the window's
        frame included (a laptop's title bar and panel), so that all of it is on the screen."""
        width, height = DEFAULT_SIZE
        screen = self.screen()
        if screen is not None:
            available = screen.availableGeometry()
            frame_w, frame_h = FRAME_ALLOWANCE
            if available.width() < width + frame_w or available.height() < height + frame_h:
                width = min(width, available.width() - frame_w)
                height = min(height, available.height() - frame_h)
        self.resize(width, height)

    # construction: after the first paint -----------------------------------------------------

    def later_parts(self) -> list[Part]:
        """What the first paint does not show, in the order to build it: (phase, build).
        The inspector comes first: it shows what a click selects. The window is repainted
        once, when the last is built."""
        parts: list[Part] = [
            ("inspector", self._build_inspector),
            ("references", self._build_references),
            ("effects", self._build_effects),
            ("palette", self._build_palette),
            ("timeline", self._build_timeline),
            ("menus", self._build_menus),
            ("keyboard", self._build_keyboard),
        ]
        return painted_once(self, parts)

    def build_rest(self) -> None:
        """Build every part the first paint did without, now."""
        for _phase, build in self.later_parts():
            build()

    def _build_inspector(self) -> None:
        from sandbox.ui.panels.inspector import Inspector

        self.inspector = Inspector(self.document, self.view, self.cards)
        self.inspector_dock.setWidget(self.inspector)

    def _build_references(self) -> None:
        from sandbox.ui.panels.references import ReferencesPanel

        self.references = ReferencesPanel(self.document, self.view)
        self.references_dock.setWidget(self.references)

    def _build_effects(self) -> None:
        from sandbox.ui.panels.effects import EffectsPanel

        self.effects = EffectsPanel(self.document, self.view, self.cards)
        self.effects_dock.setWidget(self.effects)

    def _build_palette(self) -> None:
        from sandbox.ui.cards.palette import Palette

        self.card_palette = Palette(self.document, self.cards)
        self.palette_dock.setWidget(self.card_palette)

    def _build_timeline(self) -> None:
        from sandbox.ui.panels.timeline import Timeline
        from sandbox.ui.panels.whatif import WhatIfPanel

        self.timeline = Timeline(self.document)
        self.timeline_dock.setWidget(self.timeline)
        self.whatif = WhatIfPanel()
        self.whatif_dock.setWidget(self.whatif)

    def _build_menus(self) -> None:
        """Sharing, presentation and card data, and every menu's entries."""
        from sandbox.ui.cards.import_actions import CardDataActions
        from sandbox.ui.sharing.presentation import Presentation, PresentationCaption
        from sandbox.ui.sharing.share_actions import ShareActions
        from sandbox.ui.sharing.showing import ShowingActions

        self.sharing = ShareActions(self.document, self.files, self)
        self.caption = PresentationCaption()
        self.table_layout.addWidget(self.caption)
        self.showing = ShowingActions(
            self,
            document=self.document,
            view=self.view,
            files=self.files,
            sharing=self.sharing,
            table=self.board_view,
            whatif=self.whatif,
            whatif_dock=self.whatif_dock,
            present=self._present,
        )
        findings_table = self.references.table  # right-click a row: make it the headline
        findings_table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        findings_table.addAction(self.showing.headline_action)
        self.card_data = CardDataActions(self.cards, self, self.language)
        self._fill_menus()
        self.presentation = Presentation(
            self,
            self.document,
            self.view,
            self.scene,
            self.board_view,
            self.caption,
            [
                self.menuBar(),
                self.toolbar,
                self.welcome,
                self.header,
                self.turn_bar,
                self.statusBar(),
                *self.docks(),
            ],
        )
        self.document.changed.connect(self.showing.show_change)
        self.board_view.menu_requested.connect(self.show_object_menu)
        self.board_view.share_dropped.connect(self.sharing.open_text)
        self.files.recent_changed.connect(self.fill_recent)
        self.card_data.changed.connect(self.card_palette.search)
        self.closing.connect(self.card_data.stop)
        self.update_marks()

    def _fill_menus(self) -> None:
        file_menu, edit_menu, table_menu = self.file_menu, self.edit_menu, self.table_menu
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
        file_menu.addAction(self.quit_action)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self.remove_action)
        edit_menu.addSeparator()
        self.showing.fill_edit_menu(edit_menu)
        table_menu.addAction(self.next_turn_action)
        table_menu.addMenu(self.effects.add_menu).setText(self.tr("Add &effect"))
        table_menu.addSeparator()
        table_menu.addAction(self.properties_action)
        table_menu.addSeparator()
        self.decks.fill_table_menu(table_menu)
        self.card_data.fill_menu(self.cards_menu)
        self._fill_view_menu(self.view_menu)
        self.help_actions = fill_help_menu(self, self.help_menu, self.about)
        self.fill_recent()
        for menu in self.menus():
            menu.setEnabled(True)

    def _fill_view_menu(self, view_menu: QMenu) -> None:
        view_menu.addAction(self.judge_action)
        self.showing.fill_view_menu(view_menu)
        view_menu.addSeparator()
        view = self.board_view
        keys = QKeySequence.StandardKey
        zoom_in = self._action(self.tr("Zoom &in"), lambda: view.set_zoom(view.zoom * 1.25))
        zoom_in.setShortcuts([QKeySequence(keys.ZoomIn), QKeySequence("Ctrl+=")])  # (no Shift)
        zoom_out = self._action(self.tr("Zoom &out"), lambda: view.set_zoom(view.zoom / 1.25))
        zoom_out.setShortcut(keys.ZoomOut)  # Ctrl+minus
        whole = self._action(self.tr("&Whole table"), lambda: view.set_zoom(0.0), "Ctrl+0")
        for action in (zoom_in, zoom_out, whole):
            view_menu.addAction(action)
        view_menu.addSeparator()
        for dock in self.docks():
            view_menu.addAction(dock.toggleViewAction())
        view_menu.addSeparator()
        self._language_menu(view_menu.addMenu(self.tr("&Language")))

    def _language_menu(self, menu: QMenu) -> None:
        group = QActionGroup(self)
        for code, name in (("en", "English"), ("es", "Español")):
            action = menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == self.language)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _=False, c=code: self._pick_language(c))

    def _build_keyboard(self) -> None:
        """The keyboard layer and the accessible names: the last part, the window complete."""
        from sandbox.ui.board.cursor import BoardKeys
        from sandbox.ui.shell.accessible import label_panels
        from sandbox.ui.shell.announce import Announcer
        from sandbox.ui.shell.keyboard import Keyboard

        self.keyboard = Keyboard(
            self,
            BoardKeys(self.board_view, self.document, self.view, self.ask_zone, self.board_tree),
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
        self.announcer = Announcer(self.document, self.view, self)
        self.complete = True

    # updates -------------------------------------------------------------------------------

    def on_change(self, change: Change) -> None:
        self.view.forget_missing(change.after.board)
        document = self.document
        self.scene.update_board(document.board, document.derived, self.view.viewer, change.changes)
        self.scene.select_ids(self.view.selected)
        self.update_marks()

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
        from sandbox.ui.kit import mnemonics

        menu = ObjectMenu(self.document, self.view, self.cards, ids, self)
        mnemonics.watch(menu)
        menu.exec(where)

    def remove_selected(self) -> None:
        if self.view.selected:
            from sandbox.ui.document import object_actions

            object_actions.remove(self.document, self.view.selected)

    def toggle_judge(self) -> None:
        if self.view.viewer is None:
            board = self.document.board
            self.view.set_viewer(board.active_player or board.player_ids[0])
        else:
            self.view.set_viewer(None)

    def ask_new_board(self) -> Board | None:
        from sandbox.ui.dialogs.new_table import ask_board  # dialogs load when opened

        return ask_board(self, self.cards)

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
