"""The Cards menu: import a card data file, or update the card data from the internet.

`CardDataActions` owns the two menu actions and the flow around one `CardJob`: pick the file
(or confirm the URLs), run the import on a worker thread while a progress dialog shows the
stage, the amount done and the file, with a Cancel button that stops the job at its next
report. Then it says what was imported, or shows the card database's one-line error in the
interface language; the database itself is swapped atomically by ``sandbox.cards``, so a failed
or cancelled import changes nothing. Files that would replace one another (two FaB files)
import in turns: those swapped in before an error or a cancel stay, and the message lists them.
Afterwards the card source reconnects and `changed` tells the palette to search again. While a
job runs both actions are disabled.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import SIGNAL, SLOT, QObject, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QProgressDialog, QPushButton, QWidget

from sandbox.cards.progress import Progress, ProgressCallback
from sandbox.ui.cards import job as card_job
from sandbox.ui.cards.import_text import (
    error_text,
    fill,
    progress_text,
    source_name,
    summary_text,
)
from sandbox.ui.cards.job import CardJob, JobInfo, Operation, Outcome, SwappedIn
from sandbox.ui.cards.source import CardSource

if TYPE_CHECKING:  # the importers and the download load with the first job
    from sandbox.cards.importers.importing import ImportSummary

SHOW_AFTER_MS = 300  # a quick import finishes before its progress dialog would flash
PERMILLE = 1000
NEVER = 2**31 - 1  # QProgressDialog's own "show when it looks slow" guess is not used


class CardDataActions(QObject):
    """Import and update actions for one window; see the module docstring."""

    changed = Signal()  # the card database may hold other cards now: search again
    done = Signal(object)  # Outcome, once its message has been shown

    def __init__(self, cards: CardSource, window: QWidget, language: str = "en") -> None:
        super().__init__(window)
        self.cards = cards
        self.window = window
        self.language = language
        self.dialog: QProgressDialog | None = None
        self._replacing: Callable[[], bool] | None = None  # the last job, replacing cards
        self.import_action = self._action(
            self.tr("&Import card data…"), self.choose_and_import, "importCardData"
        )
        self.import_action.setShortcut(QKeySequence("Ctrl+I"))
        self.folder_action = self._action(
            self.tr("Import card data &folder…"), self.choose_folder_and_import, "importFolder"
        )
        self.update_action = self._action(
            self.tr("&Update card data from the internet…"),
            self.update_from_internet,
            "updateCardData",
        )
        running = card_job.active()
        if running is not None:  # built while a job runs (a language switch): show that one
            self._follow(running)

    def _action(self, text: str, slot: object, name: str) -> QAction:
        action = QAction(text, self)
        action.setObjectName(name)
        action.triggered.connect(slot)
        return action

    def fill_menu(self, menu: QMenu) -> None:
        menu.addAction(self.import_action)
        menu.addAction(self.folder_action)
        menu.addAction(self.update_action)

    @property
    def job(self) -> CardJob | None:
        """The job this window shows, if one runs."""
        job = card_job.active()
        return job if job is not None and job.owner is self else None

    @property
    def running(self) -> bool:
        return card_job.active() is not None

    # the two commands ----------------------------------------------------------------------

    def file_filter(self) -> str:
        return self.tr("Card data (*.json *.gz *.bz2 *.xz *.zip *.csv);;All files (*)")

    def choose_and_import(self) -> bool:
        """One file or several (MTGJSON's cards and tokens together)."""
        start = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DownloadLocation)
        names, _ = QFileDialog.getOpenFileNames(
            self.window, self.tr("Import card data"), start, self.file_filter()
        )
        return bool(names) and self.import_paths([Path(name) for name in names])

    def choose_folder_and_import(self) -> bool:
        """Every card data file of a folder (MTGJSON's cards and tokens side by side)."""
        start = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DownloadLocation)
        folder = QFileDialog.getExistingDirectory(self.window, self.tr("Import card data"), start)
        return bool(folder) and self.import_paths([Path(folder)])

    def import_path(self, path: Path) -> bool:
        """Import `path` (any supported format) on a worker thread. False if one already runs.
        One that would remove most of the game's imported cards asks first."""
        return self.import_paths([path])

    def import_paths(self, paths: Sequence[Path], *, replace: bool = False) -> bool:
        """Import every card data file `paths` name (a folder: those in it), each game's cards
        before its tokens, on a worker thread. False if an import already runs. One that
        would remove most of a game's imported cards asks first (then again with `replace`)."""
        from sandbox.cards.importers import importing
        from sandbox.cards.importers.folder import card_data_files

        files, _skipped = card_data_files(paths)
        database, bundled = self._target()

        def operation(progress: ProgressCallback, swapped_in: SwappedIn) -> list[ImportSummary]:
            return importing.import_files(
                files,
                database=database,
                bundled_dir=bundled,
                progress=progress,
                replace=replace,
                swapped_in=swapped_in,
            )

        names = [path.name for path in files] or [path.name for path in paths]
        info = JobInfo(self.tr("Importing card data"), names)
        self._replacing = lambda: self.import_paths(paths, replace=True)
        return self.start(operation, info)

    def update_from_internet(self) -> bool:
        """Confirm the URLs, then download and import them on a worker thread."""
        from sandbox.cards import download

        urls = download.update_urls()
        tokens = download.token_list_url()  # (fetched if the cards come without tokens)
        question = fill(
            self.tr(
                "Download the card data from these addresses and import it?\n\n%1\n\n"
                "This can take a few minutes. The cards you have stay until the new ones are in."
            ),
            "\n".join([*urls, *([tokens] if tokens else [])]),
        )
        answer = QMessageBox.question(
            self.window,
            self.tr("Update card data"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        return self._update(urls, tokens)

    def _update(self, urls: list[str], tokens: str | None, *, replace: bool = False) -> bool:
        from sandbox.cards import download

        database, bundled = self._target()

        def operation(progress: ProgressCallback, swapped_in: SwappedIn) -> list[ImportSummary]:
            return download.update(
                urls,
                database=database,
                bundled_dir=bundled,
                progress=progress,
                replace=replace,
                cancelled=_cancel_requested,  # also while a server keeps it waiting
                tokens_url=tokens,
                swapped_in=swapped_in,
            )

        info = JobInfo(self.tr("Updating card data"), list(urls))
        self._replacing = lambda: self._update(urls, tokens, replace=True)
        return self.start(operation, info)

    def _target(self) -> tuple[Path | None, Path | None]:
        """The database the card source reads (opened now, on this thread, so that a search
        during the import never has to build it), and its bundled library folder."""
        db = self.cards.database()
        return (db.path, db.bundled_dir) if db is not None else (None, None)

    # running a job -------------------------------------------------------------------------

    def start(self, operation: Operation, info: JobInfo) -> bool:
        """Run `operation` on a worker thread with a progress dialog. False if a job runs."""
        if self.running:
            return False
        job = CardJob(operation, info)
        card_job.register(job)
        self._follow(job)
        job.start()
        return True

    def cancel(self) -> None:
        """The Cancel button: stop at the next progress report; the dialog stays till then."""
        job = self.job
        if job is None:
            return
        job.cancel()
        self._show_stopping()

    def stop(self) -> None:
        """The window is closing: cancel the job and wait for its thread to end."""
        job = self.job
        if job is None:
            return
        job.cancel()
        card_job.collect(job)
        job.deleteLater()
        self._close_dialog()
        self._set_busy(False)

    def _follow(self, job: CardJob) -> None:
        previous = job.owner
        if isinstance(previous, CardDataActions) and shiboken6.isValid(previous):
            previous._close_dialog()  # its window is going away; this one shows the job now
        job.owner = self
        job.reported.connect(self._report, Qt.ConnectionType.QueuedConnection)
        job.finished.connect(self._finish, Qt.ConnectionType.QueuedConnection)
        self.dialog = self._progress_dialog(job.info.title)
        self._set_busy(True)
        if job.last_report is not None:
            self._report(job.last_report)
        if job.cancel_requested:
            self._show_stopping()
        if job.outcome is not None:  # it may have finished before we listened
            QTimer.singleShot(0, self, self._finish)

    def _report(self, report: Progress) -> None:
        job, dialog = self.job, self.dialog
        if job is None or dialog is None or job.cancel_requested:
            return
        dialog.setLabelText(progress_text(report))
        fraction = report.fraction
        if fraction is None:
            dialog.setRange(0, 0)  # a busy bar: the total is not known
        else:
            dialog.setRange(0, PERMILLE)
            dialog.setValue(round(fraction * PERMILLE))

    def _finish(self) -> None:
        job = self.job
        if job is None or (job.outcome is None and not job.isFinished()):
            return
        card_job.collect(job)
        job.deleteLater()
        outcome = job.outcome
        self._close_dialog()
        self._set_busy(False)
        self.cards.reload()
        self.changed.emit()
        if outcome is None:  # the thread ended without saying how (it cannot, barring bugs)
            self._show_error(Outcome(), self.tr("The import stopped unexpectedly."))
        elif outcome.error is not None and _would_remove(outcome.error):
            self._ask_to_replace(outcome.error)
        elif outcome.error is not None:
            source = job.info.sources[0] if job.info.sources else ""
            self._show_error(outcome, error_text(outcome.error, source, self.language))
        elif not outcome.cancelled:
            self._show_summaries(job.info, outcome.summaries)
        elif outcome.summaries:  # cancelled after some files were in: say which stay
            self._show_kept(outcome.summaries)
        self.done.emit(outcome)

    def _ask_to_replace(self, error: Exception) -> bool:
        """An import would remove most of a game's imported cards: ask, and run it again,
        replacing them, only if the user says so (the import stopped before that build)."""
        params = getattr(error, "params", {})
        question = fill(
            self.tr(
                "This import would remove %1 of the %2 imported cards of its game (the file"
                " does not have them). Replace them with the file's cards?"
            ),
            str(params.get("removed", "?")),
            str(params.get("before", "?")),
        )
        answer = QMessageBox.question(
            self.window,
            self.tr("Replace the imported cards?"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        again = self._replacing
        if answer != QMessageBox.StandardButton.Yes or again is None:
            return False
        return again()

    # widgets -------------------------------------------------------------------------------

    def _progress_dialog(self, title: str) -> QProgressDialog:
        dialog = QProgressDialog(self.window)
        dialog.setObjectName("cardProgressDialog")
        dialog.setWindowTitle(title)
        dialog.setLabelText(self.tr("Starting…") + "\n")
        dialog.setCancelButton(QPushButton(self.tr("Cancel")))
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.setMinimumDuration(NEVER)
        dialog.setMinimumWidth(460)
        dialog.setRange(0, 0)
        # Cancel asks the job to stop; the dialog stays, saying so, until the job has stopped.
        QObject.disconnect(dialog, SIGNAL("canceled()"), dialog, SLOT("cancel()"))
        dialog.canceled.connect(self.cancel)
        QTimer.singleShot(SHOW_AFTER_MS, dialog, lambda: self._show_dialog(dialog))
        return dialog

    def _show_dialog(self, dialog: QProgressDialog) -> None:
        if dialog is self.dialog:
            dialog.show()

    def _show_stopping(self) -> None:
        if self.dialog is None:
            return
        self.dialog.setLabelText(self.tr("Stopping…") + "\n")
        button = self.dialog.findChild(QPushButton)
        if button is not None:
            button.setEnabled(False)

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.hide()
            self.dialog.deleteLater()
            self.dialog = None

    def _set_busy(self, busy: bool) -> None:
        self.import_action.setEnabled(not busy)
        self.folder_action.setEnabled(not busy)
        self.update_action.setEnabled(not busy)

    def _show_summaries(self, info: JobInfo, summaries: Sequence[ImportSummary]) -> None:
        sources = [*info.sources, *(source_name(s.file) for s in summaries[len(info.sources) :])]
        lines = [
            summary_text(summary, source, self.language)
            for summary, source in zip(summaries, sources, strict=False)
        ]
        self._message(
            QMessageBox.Icon.Information,
            "cardImportDone",
            self.tr("Card data imported"),
            "\n\n".join(lines) or self.tr("Nothing was imported."),
            self._after_import(summaries) if lines else "",
        )

    def _after_import(self, summaries: Sequence[ImportSummary]) -> str:
        from sandbox.cards.importers.folder import lacks_tokens

        search = self.tr("Type a name in the card search to find the new cards.")
        if lacks_tokens(summaries):
            tokens = self.tr(
                "No Magic tokens came with it: import MTGJSON's token list too (choose both"
                " files at once, or Cards ▸ Import card data folder…)."
            )
            return f"{search}\n{tokens}"
        return search

    def _show_error(self, outcome: Outcome, text: str) -> None:
        self._message(
            QMessageBox.Icon.Critical,
            "cardImportError",
            self.tr("Could not import the card data"),
            text,
            self._kept_text(outcome.summaries),
        )

    def _show_kept(self, kept: Sequence[ImportSummary]) -> None:
        self._message(
            QMessageBox.Icon.Information,
            "cardImportStopped",
            self.tr("Card import stopped"),
            self.tr("The import was cancelled."),
            self._kept_text(kept),
        )

    def _kept_text(self, kept: Sequence[ImportSummary]) -> str:
        """What a stopped import leaves: nothing changed, or the files already imported."""
        if not kept:
            return self.tr("The card database is unchanged.")
        files = "\n".join(f"• {source_name(summary.file)}" for summary in kept)
        said = self.tr("These files were imported before it stopped, and their cards stay:")
        rest = self.tr("The other files were not imported.")
        return f"{said}\n{files}\n{rest}"

    def _message(
        self, icon: QMessageBox.Icon, name: str, title: str, text: str, more: str = ""
    ) -> None:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # errors quote names from card files
        box.setObjectName(name)
        box.setInformativeText(more)
        box.exec()
        box.deleteLater()


def _would_remove(error: Exception) -> bool:
    return getattr(error, "code", None) == "import.would_remove"


def _cancel_requested() -> bool:
    """Whether the running job was cancelled (Cancel, or its window closing)."""
    job = card_job.active()
    return job is not None and job.cancel_requested
