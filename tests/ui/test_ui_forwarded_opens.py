"""Forwarded opens are queued (issue 22, finding 11): twenty opens of good and broken files
sent by other starts to a window with unsaved changes are each handled, one at a time, and
no dialog runs inside the socket's slot (where it crashed the running app)."""

from __future__ import annotations

import json
import socket
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from sandbox.model import AdvanceTurn
from sandbox.ui.kit.paths import scenarios_dir
from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.single_instance import ACK, InstanceServer

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(sys.platform == "win32", reason="a Unix socket client"),
]
GOOD = sorted((scenarios_dir() / "fab").glob("*.json"))[:2]


def _send_all(name: str, paths: list[Path], answered: list[bytes]) -> None:
    """What twenty later starts do, one after another: send an open and wait for "ok"."""
    for path in paths:
        with socket.socket(socket.AF_UNIX) as client:
            client.settimeout(20)
            client.connect(name)
            client.sendall(json.dumps({"open": str(path), "share": None}).encode() + b"\n")
            answer = b""
            while ACK not in answer and (chunk := client.recv(16)):
                answer += chunk
            answered.append(answer)


def test_twenty_forwarded_opens_are_queued_outside_the_socket_slot(
    qapp: QApplication,
    shell: Shell,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", encoding="utf-8")
    paths = [GOOD[i % 2] if i % 3 else broken for i in range(20)]
    in_slot: list[bool] = [False]
    shown: list[bool] = []  # for each dialog: whether it ran inside the socket's slot

    errors: list[str] = []

    def modal(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
        shown.append(in_slot[0])
        for _ in range(20):  # a real modal dialog turns the event loop
            QApplication.processEvents()
        return QMessageBox.StandardButton.Discard

    def error_box(box: QMessageBox) -> int:
        errors.append(box.text())
        return int(modal())

    monkeypatch.setattr(QMessageBox, "question", modal)
    monkeypatch.setattr(QMessageBox, "exec", error_box)
    server = InstanceServer(str(tmp_path / "s"), parent=shell)
    server.open_requested.connect(shell.open_from_elsewhere)
    read = server._read

    def tracked(client: object) -> None:
        in_slot[0] = True
        try:
            read(client)  # type: ignore[arg-type]
        finally:
            in_slot[0] = False

    monkeypatch.setattr(server, "_read", tracked)
    assert server.listen()
    opened: list[Path] = []
    shell.window.files.opened.connect(opened.append)
    assert shell.document.push(AdvanceTurn(), "unsaved")
    answered: list[bytes] = []
    sender = threading.Thread(target=_send_all, args=(server.name, paths, answered))
    sender.start()
    qtbot.waitUntil(lambda: len(opened) + len(errors) == 20, timeout=60000)
    sender.join()
    server.close()
    assert answered == [ACK] * 20
    assert len(opened) == sum(1 for p in paths if p != broken)
    assert len(errors) == paths.count(broken) and all("broken.json" in e for e in errors)
    assert shown and True not in shown  # no dialog inside the socket's slot
