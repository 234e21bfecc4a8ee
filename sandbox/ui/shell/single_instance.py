"""One Namesake per user: a second start hands its file to the running one and exits.

The first instance listens on a local socket (QLocalServer, readable only by this user) whose
name is derived from the user's data directory, where the autosave lives: two instances never
share an autosave. A later `namesake [FILE]` connects, sends one line of JSON
(``{"open": "/abs/path" | null}``), waits for ``ok`` and exits; the running window comes
forward and opens the file. A socket left behind by a crashed instance is removed.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from sandbox.ui.kit.paths import data_dir

MAX_MESSAGE = 64 * 1024
CONNECT_MS = 500
ANSWER_MS = 5000
ACK = b"ok\n"


def server_name() -> str:
    """The socket's name: one per user data directory (so per user)."""
    digest = hashlib.sha256(str(data_dir().absolute()).encode("utf-8")).hexdigest()[:16]
    return f"namesake-{digest}"


def forward(path: Path | None, share: str | None = None, name: str | None = None) -> bool:
    """Hand `path` or a `share` string (or just "come forward") to a running instance; True
    if one took it."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(CONNECT_MS):
        return False
    message = {"open": None if path is None else str(path.absolute()), "share": share}
    socket.write(json.dumps(message).encode("utf-8") + b"\n")
    socket.flush()
    answer = b""
    while ACK not in answer and socket.waitForReadyRead(ANSWER_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return ACK in answer


class InstanceServer(QObject):
    """Listens for later starts; `open_requested(path or None)` for each."""

    open_requested = Signal(object)
    share_requested = Signal(str)  # a share string given to a later start

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._buffers: dict[QLocalSocket, bytes] = {}

    def listen(self) -> bool:
        """Start listening (removing a dead instance's socket first if need be)."""
        if self.server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _read(self, socket: QLocalSocket) -> None:
        data = self._buffers.get(socket, b"") + bytes(socket.readAll().data())
        if len(data) > MAX_MESSAGE:
            socket.abort()
            return
        self._buffers[socket] = data
        if b"\n" not in data:
            return
        line = data.split(b"\n", 1)[0]
        self._buffers[socket] = b""
        path = _requested_path(line)
        share = _requested_share(line)
        socket.write(ACK)
        socket.flush()
        if share is not None:
            self.share_requested.emit(share)
        else:
            self.open_requested.emit(path)

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()


def _requested_path(line: bytes) -> Path | None:
    """The file a message asks to open; None for "just come forward" or a garbled message."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    wanted = message.get("open") if isinstance(message, dict) else None
    return Path(wanted) if isinstance(wanted, str) and wanted else None


def _requested_share(line: bytes) -> str | None:
    """The share string a message asks to open, if any."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    wanted = message.get("share") if isinstance(message, dict) else None
    return wanted if isinstance(wanted, str) and wanted else None
