"""Opening a download's URL so that nothing can keep it waiting past its deadline or a Cancel.

`urlopen`'s timeout bounds each wait for data, not the whole: a server that sends its headers
a byte every few seconds, or a `file:` URL naming a FIFO, would hold an update for ever. Here
a `Watch` owns the download's deadline and its cancel question; a watchdog thread looks at
both a few times a second and, when either says stop, shuts the connection's socket down,
which ends any read in progress at once: the connection (its timeout never longer than what
is left), the headers and the body are all covered. Redirects are followed only to http and
https; a `file:` URL is read only if it is a regular file.
"""

from __future__ import annotations

import contextlib
import http.client
import socket
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Callable
from email.message import Message
from pathlib import Path
from typing import IO, Any

from sandbox.cards.errors import CardDataError, ImportCancelled
from sandbox.safe_read import UnsafeRead, open_regular

POLL = 0.2  # seconds between the watchdog's looks at the deadline and the cancel question
_WEB = ("http", "https")


def never_cancelled() -> bool:
    return False


class Watch:
    """The deadline and cancel question of one download, and the sockets it has open."""

    def __init__(self, url: str, deadline: float, cancelled: Callable[[], bool]) -> None:
        self.url = url
        self.seconds = deadline
        self.give_up = time.monotonic() + deadline
        self.cancelled = cancelled
        self.stopped = ""  # "deadline" or "cancelled" once the watchdog has stopped it
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._done = threading.Event()

    def remaining(self) -> float:
        return max(0.0, self.give_up - time.monotonic())

    def hold(self, sock: socket.socket) -> None:
        with self._lock:
            self._sockets.append(sock)
            if self.stopped:
                _shut(sock)

    def __enter__(self) -> Watch:
        threading.Thread(target=self._watch, name="download-watchdog", daemon=True).start()
        return self

    def __exit__(self, *_: object) -> None:
        self._done.set()

    def _watch(self) -> None:
        while not self._done.wait(POLL):
            why = "cancelled" if self.cancelled() else "deadline" if not self.remaining() else ""
            if why:
                with self._lock:
                    self.stopped = why
                    for sock in self._sockets:
                        _shut(sock)
                return

    def check(self) -> None:
        """Raise what stopped the download, if anything did (or should have by now)."""
        if self.stopped == "cancelled" or self.cancelled():
            raise ImportCancelled
        if self.stopped == "deadline" or not self.remaining():
            raise CardDataError(
                "download.deadline", self.url, params={"seconds": f"{self.seconds:g}"}
            )


def _shut(sock: socket.socket) -> None:
    with contextlib.suppress(OSError):  # already closed
        sock.shutdown(socket.SHUT_RDWR)


def open_url(url: str, timeout: float, watch: Watch, headers: dict[str, str]) -> Any:
    """The response to `url` (a file-like object with `.headers`), under `watch`."""
    if urllib.parse.urlsplit(url).scheme == "file":
        return _open_file(url, watch)
    opener = urllib.request.build_opener(
        _WatchedHTTP(watch), _WatchedHTTPS(watch), _WebOnlyRedirects(url)
    )
    request = urllib.request.Request(url, headers=headers)
    return opener.open(request, timeout=min(timeout, max(watch.remaining(), 0.01)))


class _FileResponse:
    """A local file read as a download (its size as Content-Length)."""

    def __init__(self, stream: IO[bytes], size: int) -> None:
        self._stream = stream
        self.headers = Message()
        self.headers["Content-Length"] = str(size)

    def read(self, count: int) -> bytes:
        return self._stream.read(count)

    def __enter__(self) -> _FileResponse:
        return self

    def __exit__(self, *_: object) -> None:
        self._stream.close()


def _open_file(url: str, watch: Watch) -> _FileResponse:
    path = Path(urllib.request.url2pathname(urllib.parse.urlsplit(url).path))
    try:
        stream = open_regular(path, 2**62)  # no FIFO or device: it could block for ever
    except UnsafeRead as refused:
        raise CardDataError(
            "download.not_a_file", url, params={"reason": refused.problem}
        ) from None
    return _FileResponse(stream, path.stat().st_size)


def _watched(base: type[http.client.HTTPConnection], watch: Watch) -> Callable[..., Any]:
    """A connection class of `base` that connects waiting no longer than `watch` has left and
    hands its socket to `watch` as soon as it exists (before a TLS handshake on it)."""

    def make(*args: Any, **kwargs: Any) -> http.client.HTTPConnection:
        connection = base(*args, **kwargs)

        def create_connection(address: Any, timeout: Any = None, *rest: Any) -> socket.socket:
            watch.check()
            wait = watch.remaining() if timeout is None else min(timeout, watch.remaining())
            sock = socket.create_connection(address, wait, *rest)
            watch.hold(sock)
            return sock

        connection._create_connection = create_connection  # type: ignore[attr-defined]
        return connection

    return make


class _WatchedHTTP(urllib.request.HTTPHandler):
    def __init__(self, watch: Watch) -> None:
        super().__init__()
        self._watch = watch

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_watched(http.client.HTTPConnection, self._watch), req)


class _WatchedHTTPS(urllib.request.HTTPSHandler):
    def __init__(self, watch: Watch) -> None:
        super().__init__()
        self._watch = watch

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_watched(http.client.HTTPSConnection, self._watch), req)


class _WebOnlyRedirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only to an http or https URL (urllib would also go to ftp)."""

    def __init__(self, url: str) -> None:
        super().__init__()
        self._url = url

    def redirect_request(
        self,
        req: urllib.request.Request,
        fp: IO[bytes],
        code: int,
        msg: str,
        headers: http.client.HTTPMessage,
        newurl: str,
    ) -> urllib.request.Request | None:
        target = urllib.parse.urljoin(req.full_url, newurl)
        if urllib.parse.urlsplit(target).scheme not in _WEB:
            fp.close()  # the redirect's own response: it goes no further
            raise CardDataError("download.bad_redirect", self._url, params={"target": target})
        return super().redirect_request(req, fp, code, msg, headers, newurl)
