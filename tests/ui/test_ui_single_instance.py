"""One instance, really (issue 22, findings 4 and 9): the socket and the lock live in a folder
only the user may enter, nothing is sent to a listener that is not the user, and starts a
moment apart end with one app."""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication

from sandbox.ui.kit.paths import data_dir
from sandbox.ui.shell.single_instance import (
    InstanceProblem,
    claim,
    forward,
    peer_uid,
    runtime_folder,
    server_name,
)

pytestmark = [
    pytest.mark.gui,
    pytest.mark.skipif(sys.platform == "win32", reason="Unix sockets and user ids"),
]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def runtime() -> Iterator[Path]:
    """A runtime folder of a short path, as a login session has (/run/user/<uid>)."""
    with tempfile.TemporaryDirectory(prefix="rt") as folder:
        yield Path(folder)


def test_the_socket_is_in_the_runtime_folder_only_the_user_may_enter(
    monkeypatch: pytest.MonkeyPatch, runtime: Path
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    name = Path(server_name())
    assert name.parent == runtime / "namesake" and not str(name).startswith("/tmp/namesake-")
    found = name.parent.stat()
    assert stat.S_IMODE(found.st_mode) == 0o700 and found.st_uid == os.getuid()


def test_without_a_runtime_folder_a_private_one_is_made(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    folder = runtime_folder()
    assert folder == data_dir() / "run" or folder.parent == Path(tempfile.gettempdir())
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700 and folder.stat().st_uid == os.getuid()
    assert runtime_folder() == folder  # the next start finds the same one


def test_a_folder_another_user_made_is_refused(
    monkeypatch: pytest.MonkeyPatch, runtime: Path
) -> None:
    (runtime / "namesake").mkdir(parents=True, mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.setattr(os, "getuid", lambda: os.geteuid() + 1)  # as if someone else made it
    with pytest.raises(InstanceProblem, match="belongs to another user"):
        runtime_folder()


class Listener:
    """A plain Unix socket listener recording every byte it is sent (an impostor's)."""

    def __init__(self, path: Path) -> None:
        self.received = b""
        self.server = socket.socket(socket.AF_UNIX)
        self.server.bind(str(path))
        self.server.listen(1)
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        connection, _ = self.server.accept()
        with connection:
            connection.settimeout(2)
            try:
                while chunk := connection.recv(4096):
                    self.received += chunk
            except OSError:
                pass

    def close(self) -> None:
        self.thread.join(5)
        self.server.close()


def test_nothing_is_sent_to_a_listener_of_another_user(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "s"
    impostor = Listener(path)
    someone_else = os.getuid() + 1
    sent = forward(Path("/secret/a.json"), "namesake1.share", str(path), lambda s: someone_else)
    assert sent is False
    impostor.close()
    assert impostor.received == b""


def test_the_peer_credentials_name_the_listeners_user(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "s"
    listener = Listener(path)
    client = QLocalSocket()
    client.connectToServer(str(path))
    assert client.waitForConnected(2000)
    assert peer_uid(client) == os.getuid()
    client.abort()
    listener.close()


def test_a_held_lock_whose_holder_never_answers_is_one_line(qapp: QApplication) -> None:
    first = claim(None, wait_s=0)
    assert first is not None and first.isLocked()
    with pytest.raises(InstanceProblem, match="another Namesake holds it"):
        claim(None, wait_s=0.2)  # (the holder, this test, does not listen)
    first.unlock()


def _start() -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "sandbox"],
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
@pytest.mark.parametrize("apart_ms", [0, 50, 200])
def test_starts_a_moment_apart_end_with_one_app(apart_ms: int) -> None:
    first = _start()
    time.sleep(apart_ms / 1000)
    second = _start()
    try:
        deadline = time.monotonic() + 90
        while first.poll() is None and second.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        ended = first if first.poll() is not None else second
        running = second if ended is first else first
        assert ended.wait(10) == 0, ended.communicate()[1]  # it handed over and ended
        time.sleep(0.5)
        assert running.poll() is None  # the other is the one app
    finally:
        for process in (first, second):
            if process.poll() is None:
                process.kill()
            process.communicate()
