"""The attack kept, card side: every read and download is bounded, and every failure is one line.

Downloads are tested against a misbehaving HTTP server on 127.0.0.1 (endless, trickling,
lying about its size); every wait in these tests has a deadline.
"""

from __future__ import annotations

import http.server
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from card_samples import BUNDLED, token_list, write_json

from sandbox.cards.db import paths
from sandbox.cards.download import update
from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.importing import import_file
from sandbox.cards.message_text import render_error
from sandbox.cli.main import main

REPO = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and signals are POSIX")


class Misbehaving(http.server.BaseHTTPRequestHandler):
    """/endless: bytes without end; /drip: a byte every 0.05 s; /liar: claims a terabyte;
    /tokens.json: a good file."""

    good = b""

    def do_GET(self) -> None:
        self.send_response(200)
        if self.path == "/liar":
            self.send_header("Content-Length", str(10**12))
        elif self.path == "/tokens.json":
            self.send_header("Content-Length", str(len(self.good)))
        self.end_headers()
        try:
            if self.path == "/tokens.json":
                self.wfile.write(self.good)
                return
            stop = time.monotonic() + 30  # bounded even if the client never hangs up
            while time.monotonic() < stop:
                if self.path == "/drip":
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(0.05)
                else:
                    self.wfile.write(b"[" + b"0," * 32_000)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    good = tmp_path / "tokens.json"
    write_json(good, token_list())
    handler = type("Handler", (Misbehaving,), {"good": good.read_bytes()})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


def downloads() -> list[Path]:
    folder = paths.data_dir() / "downloads"
    return sorted(folder.rglob("*")) if folder.exists() else []


def failure(urls: list[str], db_path: Path, **limits: float) -> CardDataError:
    with pytest.raises(CardDataError) as caught:
        update(urls, database=db_path, bundled_dir=BUNDLED, **limits)  # type: ignore[arg-type]
    assert "\n" not in render_error(caught.value)
    assert downloads() == []  # no partial file is left behind
    return caught.value


def test_an_endless_download_stops_at_the_size_cap(server: str, db_path: Path) -> None:
    started = time.monotonic()
    error = failure([f"{server}/endless"], db_path, max_bytes=2**20)
    assert error.code == "download.too_large" and time.monotonic() - started < 10
    assert "larger than 1 MiB" in render_error(error)


def test_a_size_announced_beyond_the_cap_is_refused_before_reading(
    server: str, db_path: Path
) -> None:
    assert failure([f"{server}/liar"], db_path).code == "download.too_large"


def test_a_trickle_stops_at_the_deadline(server: str, db_path: Path) -> None:
    started = time.monotonic()
    error = failure([f"{server}/drip"], db_path, deadline=1.0, timeout=5)
    assert error.code == "download.deadline" and time.monotonic() - started < 8


@pytest.mark.parametrize(
    "url",
    ["http://[::1", "http://h:99999/x", "http:///x", "ftp://h/x", "http://a b/c", "http://a\nb/"],
)
def test_a_malformed_url_is_one_line(url: str, db_path: Path) -> None:
    assert failure([url], db_path).code == "download.bad_url"


def test_a_full_disk_while_downloading_is_one_line(
    server: str, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = Path.open

    class Full:
        def __init__(self, stream: object) -> None:
            self.stream = stream

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *args: object) -> None:
            self.stream.close()  # type: ignore[attr-defined]

        def write(self, data: bytes) -> int:
            raise OSError(28, "No space left on device")

    def open_full(path: Path, mode: str = "r", *args: object, **kwargs: object) -> object:
        stream = real_open(path, mode, *args, **kwargs)  # type: ignore[call-overload]
        return Full(stream) if path.name.endswith(".part") else stream

    monkeypatch.setattr(Path, "open", open_full)
    error = failure([f"{server}/tokens.json"], db_path)
    assert error.code == "download.disk_full" and "No space left" in render_error(error)


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait(10)
    return child.pid


@posix_only
def test_stale_partial_files_of_a_killed_run_are_removed_on_the_next_start(
    server: str, db_path: Path
) -> None:
    pid = dead_pid()
    stale = paths.data_dir() / "downloads" / str(pid)
    stale.mkdir(parents=True)
    (stale / "1-card.json.part").write_text("[")
    db_path.parent.mkdir(parents=True)
    building = db_path.parent / f".{db_path.name}.{pid}.0badc0de.building"
    building.write_text("half a database")
    mine = db_path.parent / f".{db_path.name}.{os.getpid()}.0badc0de.building"
    mine.write_text("a build of a process still running")
    update([f"{server}/tokens.json"], database=db_path, bundled_dir=BUNDLED)
    assert not stale.exists() and not building.exists() and mine.exists()
    assert downloads() == []


@posix_only
def test_sigterm_during_update_removes_the_partial_file(server: str, tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "sandbox", "update", f"{server}/drip", "--timeout", "5"]
    child = subprocess.Popen(command, env=env, cwd=REPO, stderr=subprocess.PIPE, text=True)
    folder = tmp_path / "data" / "namesake" / "downloads"
    give_up = time.monotonic() + 30
    while not list(folder.rglob("*.part")) and time.monotonic() < give_up:
        time.sleep(0.05)
    assert list(folder.rglob("*.part")), "the download never started"
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=20)
    assert child.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    assert list(folder.rglob("*")) == []


@posix_only
def test_an_import_refuses_a_fifo_a_device_and_deep_nesting(tmp_path: Path) -> None:
    fifo = tmp_path / "cards.json"
    os.mkfifo(fifo)
    with pytest.raises(CardDataError) as caught:
        import_file(fifo)
    assert caught.value.code == "file.not_regular" and "a pipe" in render_error(caught.value)
    if Path("/dev/zero").exists():
        zero = tmp_path / "zero.json"
        zero.symlink_to("/dev/zero")
        with pytest.raises(CardDataError, match="a device"):
            import_file(zero)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000)
    with pytest.raises(CardDataError) as caught:
        import_file(deep)
    assert "nested too deeply" in render_error(caught.value)


def test_name_on_a_database_with_damaged_pages_rebuilds_it_and_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["name", "Snatch", "--game", "fab"]) == 0
    capsys.readouterr()
    database = paths.database_path()
    with closing(sqlite3.connect(database)) as conn:
        page = conn.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(database.read_bytes())
    for start in range(3 * page, len(data), page):  # keep the header and the meta table
        data[start : start + page] = b"\xde\xad" * (page // 2)
    database.write_bytes(bytes(data))
    assert main(["name", "Snatch", "--game", "fab"]) == 0
    captured = capsys.readouterr()
    assert "Snatch" in captured.out and "moved aside and rebuilt" in captured.err
    assert list(database.parent.glob("cards.sqlite3.corrupt-*"))


@posix_only
def test_opening_the_database_removes_a_build_a_killed_import_left(db_path: Path) -> None:
    from sandbox.cards.db.database import CardDatabase

    db_path.parent.mkdir(parents=True)
    stale = db_path.parent / f".{db_path.name}.{dead_pid()}.00ff.building"
    stale.write_text("half a database")
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        assert db.counts()
    assert not stale.exists()
