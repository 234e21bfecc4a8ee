"""Cancel, or closing the window, stops an update within 2 s even while the server keeps it
waiting for headers (issue 22, finding 15: closing the window during such an update froze it)."""

from __future__ import annotations

import socketserver
import time
from collections.abc import Iterator

import pytest
from local_servers import serving, trickle_headers
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from sandbox.cards import download
from sandbox.ui.cards import job as card_job
from sandbox.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.gui


class HeadersForever(socketserver.StreamRequestHandler):
    """The status line, then one byte of a header every 0.1 s (for 30 s at most)."""

    def handle(self) -> None:
        self.rfile.readline()
        trickle_headers(self.wfile)


@pytest.fixture
def slow_update(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with serving(socketserver.ThreadingTCPServer(("127.0.0.1", 0), HeadersForever)) as base:
        monkeypatch.setenv(download.URLS_VARIABLE, f"{base}/card.json")
        monkeypatch.setattr(QMessageBox, "question", lambda *_: QMessageBox.StandardButton.Yes)
        yield


def start_update(window: MainWindow, qtbot: QtBot) -> card_job.CardJob:
    assert window.card_data.update_from_internet()
    job = card_job.active()
    assert job is not None
    qtbot.wait(600)  # connected, headers trickling in
    assert job.isRunning()
    return job


@pytest.mark.usefixtures("slow_update")
def test_cancel_stops_an_update_waiting_for_headers(window: MainWindow, qtbot: QtBot) -> None:
    job = start_update(window, qtbot)
    pressed = time.monotonic()
    window.card_data.cancel()
    qtbot.waitUntil(lambda: not window.card_data.running, timeout=5000)
    assert time.monotonic() - pressed < 2
    assert job.outcome is not None and job.outcome.cancelled


@pytest.mark.usefixtures("slow_update")
def test_closing_the_window_stops_an_update_waiting_for_headers(
    window: MainWindow, qtbot: QtBot
) -> None:
    job = start_update(window, qtbot)
    closing = time.monotonic()
    window.card_data.stop()  # what closing the window does
    assert time.monotonic() - closing < 2
    assert job.isFinished() and job.outcome is not None and job.outcome.cancelled
