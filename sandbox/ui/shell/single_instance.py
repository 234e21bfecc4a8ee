"""One Namesake per user: a second start hands its file to the running one and exits.

The first instance takes a lock (`claim`), then listens on a local socket; both live in a
folder only this user can enter: `$XDG_RUNTIME_DIR/namesake`, or else `run/` in the user's
data directory, made 0700 and checked to be the user's own. Their names are derived from the
data directory, where the autosave lives: two instances never share an autosave, and racing
starts end with one app (the lock's holder; the others wait for its socket). A later
`namesake [FILE]` connects, checks that the listener is this user (peer credentials) before
sending anything, sends one line of JSON (``{"open": "/abs/path" | null}``), waits for ``ok``
and exits; the running window comes forward and opens the file. A socket left behind by a
crashed instance is removed by the next holder of the lock.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket as stdlib_socket
import stat
import struct
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from sandbox.ui.kit.paths import data_dir

MAX_MESSAGE = 64 * 1024
CONNECT_MS = 500
ANSWER_MS = 5000
MAX_FOLDER_PATH = 70  # a socket's whole path is at most 104 bytes (macOS; 108 on Linux)
WAIT_FOR_FIRST_S = 30.0  # how long a start waits for the lock holder to listen
ACK = b"ok\n"
OwnerOf = Callable[[QLocalSocket], int | None]


class InstanceProblem(Exception):
    """The single-instance folder or lock cannot be trusted or taken: one line, for the user."""


def _digest() -> str:
    return hashlib.sha256(str(data_dir().absolute()).encode("utf-8")).hexdigest()[:16]


def runtime_folder() -> Path:
    """The folder of the socket and the lock: only this user may enter it (0700, owned by
    this user, not a link); made if missing. InstanceProblem if it is someone else's."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    folder = Path(runtime) / "namesake" if runtime else data_dir() / "run"
    if len(str(folder.absolute())) > MAX_FOLDER_PATH:
        folder = _short_folder()
    return _own_folder(folder)


def _own_folder(folder: Path) -> Path:
    """`folder`, made 0700 if missing, once it is sure to be this user's own."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        found = folder.lstat()
    except OSError as error:
        raise InstanceProblem(f"{folder}: {error.strerror or error}") from None
    if stat.S_ISLNK(found.st_mode) or not stat.S_ISDIR(found.st_mode):
        raise InstanceProblem(f"{folder}: not a folder")
    if hasattr(os, "getuid") and found.st_uid != os.getuid():
        raise InstanceProblem(f"{folder}: belongs to another user")
    if found.st_mode & 0o077:
        os.chmod(folder, 0o700)  # ours, but others could enter it: not any more
    return folder


def _short_folder() -> Path:
    """For a data directory too deep for a socket's path: a folder made by mkdtemp (0700, a
    name nobody can guess) and noted in the data directory, the first note kept."""
    note = data_dir() / "run-folder.txt"
    for _ in range(40):
        try:
            written = note.read_text(encoding="utf-8")
        except FileNotFoundError:
            written = _write_note(note)
        except OSError as error:
            raise InstanceProblem(f"{note}: {error.strerror or error}") from None
        if written.endswith("\n"):  # a note being written by a racing start ends later
            folder = Path(written.strip())
            if _is_own_folder(folder):
                return folder
            note.unlink(missing_ok=True)  # gone (a reboot) or taken: make another
            continue
        time.sleep(0.05)
    raise InstanceProblem(f"{note}: unfinished")


def _is_own_folder(folder: Path) -> bool:
    try:
        found = folder.lstat()
    except OSError:
        return False
    uid = os.getuid() if hasattr(os, "getuid") else found.st_uid
    return stat.S_ISDIR(found.st_mode) and found.st_uid == uid


def _write_note(note: Path) -> str:
    """Make the folder and note it, unless a racing start noted one first ("" then)."""
    note.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(note, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return ""
    made = tempfile.mkdtemp(prefix="namesake-")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(made + "\n")
    return made + "\n"


def server_name() -> str:
    """The socket's name: one per user data directory (so per user). On Windows a pipe
    name (pipes are per user session), elsewhere a path in `runtime_folder()`."""
    if sys.platform == "win32":
        return f"namesake-{_digest()}"
    return str(runtime_folder() / f"namesake-{_digest()}")


def lock_file() -> Path:
    return runtime_folder() / f"namesake-{_digest()}.lock"


def peer_uid(socket: QLocalSocket) -> int | None:
    """The user id of the process at the other end of `socket` (SO_PEERCRED on Linux; the
    socket file's owner where the kernel does not say; None on Windows, whose pipes are the
    user session's)."""
    if not hasattr(os, "getuid"):
        return None
    credentials = getattr(stdlib_socket, "SO_PEERCRED", None)
    if credentials is not None:
        fd = int(socket.socketDescriptor())
        peer = stdlib_socket.socket(fileno=os.dup(fd))
        try:
            raw = peer.getsockopt(stdlib_socket.SOL_SOCKET, credentials, struct.calcsize("3i"))
        finally:
            peer.close()
        return int(struct.unpack("3i", raw)[1])
    return os.lstat(socket.fullServerName()).st_uid


def _ours(uid: int | None) -> bool:
    return uid is None or not hasattr(os, "getuid") or uid == os.getuid()


def forward(
    path: Path | None,
    share: str | None = None,
    name: str | None = None,
    owner_of: OwnerOf = peer_uid,
) -> bool:
    """Hand `path` or a `share` string (or just "come forward") to a running instance; True
    if one took it. Nothing is sent to a listener that is not this user (`owner_of`)."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(CONNECT_MS):
        return False
    try:
        ours = _ours(owner_of(socket))
    except OSError:
        ours = False
    if not ours:
        socket.abort()
        return False
    message = {"open": None if path is None else str(path.absolute()), "share": share}
    socket.write(json.dumps(message).encode("utf-8") + b"\n")
    socket.flush()
    answer = b""
    while ACK not in answer and socket.waitForReadyRead(ANSWER_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return ACK in answer


def claim(
    path: Path | None, share: str | None = None, wait_s: float = WAIT_FOR_FIRST_S
) -> QLockFile | None:
    """Be the one Namesake, or hand over to it: None if a running instance took `path` or
    `share`; else the lock this start now holds (keep it while the app runs). A start that
    finds the lock held waits for its holder to listen, then forwards. InstanceProblem if
    the folder is not trustworthy or the holder never answers."""
    lock = QLockFile(str(lock_file()))
    lock.setStaleLockTime(0)  # stale only when its holder is gone, however long it ran
    deadline = time.monotonic() + wait_s
    while True:
        if forward(path, share):
            return None
        if lock.tryLock(0):
            return lock
        if time.monotonic() > deadline:
            raise InstanceProblem(f"{lock_file()}: another Namesake holds it and does not answer")
        time.sleep(0.05)


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
        """Start listening (removing a dead instance's socket first if need be: the caller
        holds the lock, `claim`, so no live instance owns it)."""
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
