"""A forwarded open whose path holds a NUL byte is one line, not a traceback (issue 22,
finding 16): the message a second start sends is read and opened as any other."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from sandbox.ui.shell.app import Shell
from sandbox.ui.shell.single_instance import _requested_path


def test_a_forwarded_path_with_a_nul_byte_is_one_line(
    shell: Shell, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(shell.window.files, "show_error", lambda _title, text: shown.append(text))
    board = shell.document.board
    path = _requested_path(b'{"open": "/tmp/a\\u0000b.json"}')
    assert path is not None and "\0" in str(path)
    shell.open_from_elsewhere(path)  # queued: opened on a later turn of the event loop
    qtbot.waitUntil(lambda: bool(shown), timeout=5_000)
    assert len(shown) == 1 and "the file name holds a NUL character" in shown[0]
    assert "\n" not in shown[0]
    assert shell.document.board is board
