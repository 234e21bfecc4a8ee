"""Local servers the tests download from: started on a free port of 127.0.0.1, served on a
daemon thread, and shut down when the test is done; and a reply whose headers never end."""

from __future__ import annotations

import socketserver
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import BinaryIO


@contextmanager
def serving(server: socketserver.BaseServer) -> Iterator[str]:
    """`server` running until the block ends; its address as "http://127.0.0.1:PORT"."""
    if isinstance(server, socketserver.ThreadingMixIn):
        server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"  # type: ignore[index]
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


def trickle_headers(out: BinaryIO, seconds: float = 30) -> None:
    """The status line, then one byte of a header every 0.1 s (for `seconds` at most): a
    server that keeps a client waiting for headers. A client that hangs up ends it."""
    try:
        out.write(b"HTTP/1.1 200 OK\r\nX-Slow: ")
        stop = time.monotonic() + seconds
        while time.monotonic() < stop:
            out.write(b"a")
            out.flush()
            time.sleep(0.1)
    except OSError:
        pass
