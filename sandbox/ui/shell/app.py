"""Start the desktop app: `run_app` is what `namesake` calls.

`Shell` owns what outlives a window: the QApplication's language, the Document, the
ViewState, the card source and the autosave. A language switch builds a new window on the
same document. With `screenshot`, the window is rendered once to a PNG and the app exits.

The start is staged (issue 23): the window is shown with its table drawn, and its panels,
menus and keyboard, the single-instance listener and the first dialog (an error or the
recovery question) come in the next turns of the event loop (`staged_start.py`).
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from sandbox.cards.resolver import default_resolver
from sandbox.scenario.files import ScenarioError, load_scenario
from sandbox.scenario.share import is_share, open_scenario
from sandbox.startup_clock import mark, probing
from sandbox.ui.cards.source import CardSource, default_source
from sandbox.ui.document import autosave
from sandbox.ui.document.autosave import Autosaver
from sandbox.ui.document.document import Document
from sandbox.ui.document.view_state import ViewState
from sandbox.ui.kit import i18n, settings
from sandbox.ui.kit.paths import app_icon_file, default_scenario, is_bundled
from sandbox.ui.shell.main_window import MainWindow
from sandbox.ui.shell.staged_start import StagedStart

SCREENSHOT_SIZE = (1920, 1080)
MAX_FORWARDED = 100  # opens handed over by other starts waiting their turn; more are dropped
Ask = Callable[[QWidget, str, str], bool]


def ask_yes_no(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes


class Shell(QObject):
    """The app around the window: document, view state, cards, language, autosave."""

    def __init__(
        self,
        app: QApplication,
        document: Document,
        language: str,
        cards: CardSource | None = None,
        *,
        staged: bool = False,
    ) -> None:
        """With `staged`, the first window is built up to its first paint only (its other
        parts are `window.later_parts()`)."""
        super().__init__()
        self.app = app
        self.document = document
        self.language = language
        self.view = ViewState(self)
        self.cards = cards or default_source()
        self.autosaver = Autosaver(document, self)
        self.autosaver.failed.connect(self._autosave_failed)
        self.autosaver.recovered.connect(self._autosave_recovered)
        self._forwarded: deque[Callable[[], object]] = deque()  # opens other starts handed over
        self._forwarding = False
        document.loaded.connect(self.focus)
        self.view.viewer_changed.connect(self._viewer_changed)
        self.focus()
        self.window = self._new_window(staged)

    def open_from_elsewhere(self, path: Path | None) -> None:
        """Another start of Namesake handed over `path` (or nothing): come forward with it.
        Queued: the socket's slot returns at once, and what may ask (unsaved changes) or
        show an error runs later, one at a time, outside it."""
        self._queue_forwarded(lambda: self._come_forward(path))

    def open_share_from_elsewhere(self, text: str) -> None:
        """Another start of Namesake handed over a share string: come forward and open it."""
        self._queue_forwarded(lambda: self._come_forward_with_share(text))

    def _queue_forwarded(self, job: Callable[[], object]) -> None:
        if len(self._forwarded) < MAX_FORWARDED:
            self._forwarded.append(job)
        if not self._forwarding:
            QTimer.singleShot(0, self._next_forwarded)

    def _next_forwarded(self) -> None:
        if self._forwarding or not self._forwarded:
            return
        self._forwarding = True  # a dialog's own event loop must not start the next one
        try:
            self._forwarded.popleft()()
        finally:
            self._forwarding = False
        if self._forwarded:
            QTimer.singleShot(0, self._next_forwarded)

    def _come_forward(self, path: Path | None) -> None:
        window = self.window
        if window.isMinimized():
            window.showNormal()
        window.show()
        window.raise_()
        window.activateWindow()
        if path is not None:
            window.files.open(path)

    def _come_forward_with_share(self, text: str) -> None:
        self._come_forward(None)
        self.window.sharing.open_text(text)

    def focus(self) -> None:
        """Show what the opened document is about: a finding and an object of it."""
        document = self.document
        self.view.focus(document.board, document.derived, document.headline())

    def _viewer_changed(self) -> None:
        """A player's view shows nothing selected that the player may not see."""
        if self.view.hides_what_is_shown(self.document.board, self.document.derived):
            self.focus()

    def _new_window(self, staged: bool = False) -> MainWindow:
        window = MainWindow(self.document, self.view, self.cards, self.language, staged=staged)
        window.language_requested.connect(self.set_language)
        window.closing.connect(self.autosaver.stop)
        if self.autosaver.error:
            self._autosave_failed(self.autosaver.error)
        return window

    def set_language(self, language: str) -> None:
        """Switch the interface language now, and remember it."""
        settings.set_language(language)
        i18n.install(self.app, language)
        self.language = language
        self.document.language = language
        old = self.window
        geometry, state = old.saveGeometry(), old.saveState()
        self.window = self._new_window()
        self.window.restoreGeometry(geometry)
        self.window.restoreState(state)
        if old.isVisible():
            self.window.show()
        old.closing.disconnect()
        old.hide()
        old.deleteLater()

    def greet(self, error: str | None, ask: Ask = ask_yes_no) -> bool:
        """Once the window shows: why the asked-for table could not be opened (a file, a
        share string, a player to view as), then, whatever that was, the offer to recover a
        crashed session's table. True if it was recovered."""
        if error is not None:
            title = QCoreApplication.translate("Shell", "Could not open the scenario")
            self.window.files.show_error(title, error)
        return self.offer_recovery(ask)

    def offer_recovery(self, ask: Ask = ask_yes_no) -> bool:
        """If the last session left an autosave, offer to open it. True if recovered. The
        autosave is this session's to write once the user answered (and it was moved aside
        or recovered); one that could not be moved stays held, untouched."""
        found = autosave.pending()
        if found is None:
            self.autosaver.release()
            return False
        question = QCoreApplication.translate(
            "Shell", "Namesake did not close properly last time. Recover the unsaved table?"
        )
        if not ask(
            self.window, QCoreApplication.translate("Shell", "Recover unsaved work"), question
        ):
            self._keep_declined(found)
            return False
        try:
            scenario = load_scenario(found)
        except ScenarioError as error:
            kept = self._keep_aside(found, "unreadable")
            where = QCoreApplication.translate(
                "Shell", "The unsaved table was kept, untouched, as %1"
            ).replace("%1", str(kept))
            self.window.files.show_error(
                QCoreApplication.translate("Shell", "Could not recover"), f"{error}\n\n{where}"
            )
            return False
        drift = default_resolver().drift(scenario.embedded)
        self.document.load(scenario, autosave.origin_of(found), drift)
        self.document.undo_stack.resetClean()
        self.autosaver.release()  # the recovered table is this session's unsaved work now
        return True

    def _keep_aside(self, found: Path, why: str) -> Path:
        """Move `found` aside (never deleted) and release the autosave; where it is now."""
        try:
            kept = autosave.keep_aside(found, why)
        except OSError:
            return found  # it stays where it is, and held
        self.autosaver.release()
        return kept

    def _keep_declined(self, found: Path) -> None:
        """A declined recovery keeps the autosave aside (never deleted) and says where."""
        kept = self._keep_aside(found, "declined")
        text = QCoreApplication.translate("Shell", "The unsaved table was kept as %1")
        self.window.statusBar().showMessage(text.replace("%1", str(kept)))

    def _autosave_failed(self, problem: str) -> None:
        text = QCoreApplication.translate("Shell", "Autosave failed: %1").replace("%1", problem)
        self.window.show_status_problem(text)

    def _autosave_recovered(self) -> None:
        self.window.show_status_problem("")


def start_document(scenario: Path | str | None, language: str) -> tuple[Document, str | None]:
    """The document to start on, and the error opening `scenario` (a file or a share
    string) if it could not be read."""
    error = None
    try:
        loaded = open_scenario(scenario or default_scenario())
        path = None if scenario is None or _shared(scenario) else Path(scenario)
        path = None if path is None or is_bundled(path) else path  # an example: a copy
    except ScenarioError as problem:
        error = str(problem)
        loaded = load_scenario(default_scenario())
        path = None
    document = Document(loaded.start)
    document.language = language
    document.load(loaded, path, default_resolver().drift(loaded.embedded))
    return document, error


def _shared(scenario: Path | str) -> bool:
    return isinstance(scenario, str) and is_share(scenario)


def run_app(
    scenario: Path | str | None = None,
    screenshot: Path | None = None,
    language: str | None = None,
    view_as: str | None = None,
    present: bool = False,
) -> int:
    """Run the app; returns the process exit code. `scenario`: a file or a share string.
    `view_as`: a player id, to start in that player's view instead of the judge's (hidden
    information hidden). `present`: start in presentation mode."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Namesake")
    app.setOrganizationName("Namesake")
    app.setStyle("Fusion")
    app.setWindowIcon(QIcon(str(app_icon_file())))
    single = screenshot is None and not probing()
    share = scenario if scenario is not None and _shared(scenario) else None
    path = None if scenario is None or share else Path(scenario)
    lock = _claim(path, share) if single else None
    if isinstance(lock, int):
        return lock  # a running Namesake took the file (0), or the lock is not to be had (1)
    chosen = language or settings.language() or "en"
    i18n.install(app, chosen)
    mark("application")
    document, error = start_document(scenario, chosen)
    mark("document")
    shell = Shell(app, document, chosen, staged=screenshot is None and not present)
    mark("window")
    try:
        return _show(shell, error, screenshot, view_as, present, single)
    finally:
        shell.cards.close()  # the card database's connection, before the interpreter goes
        if lock is not None:
            lock.unlock()


def _show(
    shell: Shell,
    error: str | None,
    screenshot: Path | None,
    view_as: str | None,
    present: bool,
    single: bool,
) -> int:
    """Show `shell`'s window as asked (or render it to `screenshot`) and run the event loop;
    the exit code. `error`: why the asked-for scenario could not be opened."""
    app, window = shell.app, shell.window
    if view_as is not None:
        error = error or view_from(window, view_as)
    if present:
        window.presentation.set_on(True)
    if screenshot is not None:
        return _screenshot(app, window, screenshot, error)
    geometry, state = settings.window_state()
    if geometry is not None:
        window.restoreGeometry(geometry)
    if state is not None:
        window.restoreState(state)
    window.show()
    # the keyboard starts on the table, not on the first button of the focus chain
    window.board_view.setFocus(Qt.FocusReason.OtherFocusReason)
    parts = [] if window.complete else window.later_parts()
    if single:
        parts.append(("listen", lambda: _listen(shell)))
    parts.append(("dialogs", lambda: _first_dialog(shell, error)))
    start = StagedStart(window.board_view, parts, shell)
    if probing():
        from sandbox.ui.shell.startup_probe import StartupProbe

        probe = StartupProbe(app, window, start)  # noqa: F841  (alive while the loop runs)
    code = app.exec()
    focused = QApplication.focusWidget()
    if focused is not None:  # a focus-out while Python tears the window down would reach the
        focused.clearFocus()  # table's key filter half destroyed (a crash at exit)
    return code


def _first_dialog(shell: Shell, error: str | None) -> None:
    """Why the asked-for scenario could not be opened, and in any case the offer to recover
    a crashed session's autosave (`Shell.greet`)."""
    shell.greet(error)


def _claim(path: Path | None, share: Path | str | None) -> QLockFile | int:
    """Be the one Namesake: the lock this start holds while it runs (keep it), or the exit
    code of a start that should end: 0 when a running Namesake took `path` or `share`, 1
    when the one-instance folder or lock cannot be trusted (the reason is printed)."""
    from sandbox.ui.shell.single_instance import InstanceProblem, claim  # Qt Network

    try:
        lock = claim(path, str(share) if share else None)
    except InstanceProblem as problem:
        text = QCoreApplication.translate("Shell", "Namesake cannot make sure it runs once: %1")
        print(f"namesake: {text.replace('%1', str(problem))}", file=sys.stderr)
        return 1
    return 0 if lock is None else lock


def _listen(shell: Shell) -> None:
    """Be the one Namesake: later starts hand their file or share string to `shell`."""
    from sandbox.ui.shell.single_instance import InstanceServer

    instance = InstanceServer(parent=shell)
    instance.open_requested.connect(shell.open_from_elsewhere)
    instance.share_requested.connect(shell.open_share_from_elsewhere)
    instance.listen()


def view_from(window: MainWindow, player: str) -> str | None:
    """Show the table as `player` sees it; the reason when there is no such player."""
    board = window.document.board
    if player not in board.player_ids:
        players = ", ".join(board.player_ids)
        return (
            QCoreApplication.translate("Shell", "There is no player %1 (players: %2).")
            .replace("%1", player)
            .replace("%2", players)
        )
    window.view.set_viewer(player)
    return None


def _screenshot(app: QApplication, window: MainWindow, path: Path, error: str | None) -> int:
    window.setWindowState(Qt.WindowState.WindowNoState)  # a stream's frame, even presenting
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    app.processEvents()
    window.board_view.fit()
    window.presentation.refresh()
    app.processEvents()
    app.processEvents()
    if not window.grab().save(str(path)):
        print(f"namesake: cannot write {path}", file=sys.stderr)
        return 1
    window.hide()  # no close(): a screenshot must never touch the user's autosave
    if error is not None:
        print(f"namesake: {error}", file=sys.stderr)
        return 2
    return 0
