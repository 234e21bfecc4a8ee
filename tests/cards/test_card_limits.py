"""Card data bounded, round 2 (issue 22, findings 14 and 15): one record's size and the
unpacked size of a compressed file are capped, and an update stops at its deadline or a
Cancel whatever the server does (headers that trickle in), never follows a redirect off
http(s), and never waits on a FIFO. Every failure is one line; every wait here is bounded.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import socket
import socketserver
import sys
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from card_samples import BUNDLED
from local_servers import serving, trickle_headers

from sandbox.cards.download import update
from sandbox.cards.errors import CardDataError, ImportCancelled
from sandbox.cards.importers import source
from sandbox.cards.importers.importing import import_file
from sandbox.cards.message_text import render_error

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")


class Stalling(socketserver.StreamRequestHandler):
    """/headers: the status line, then a header a byte every 0.1 s (for 30 s at most);
    /to-ftp: a redirect to an ftp:// address."""

    def handle(self) -> None:
        request = self.rfile.readline().decode("latin-1")
        if " /to-ftp " not in request:
            trickle_headers(self.wfile)
            return
        with contextlib.suppress(OSError):  # the client hung up
            self.wfile.write(
                b"HTTP/1.1 302 Found\r\nLocation: ftp://127.0.0.1/cards.json\r\n"
                b"Content-Length: 0\r\n\r\n"
            )


@pytest.fixture
def stalling() -> Iterator[str]:
    with serving(socketserver.ThreadingTCPServer(("127.0.0.1", 0), Stalling)) as url:
        yield url


def one_line(error: CardDataError) -> str:
    text = render_error(error)
    assert "\n" not in text
    return text


def test_headers_that_trickle_in_stop_at_the_deadline(stalling: str, db_path: Path) -> None:
    started = time.monotonic()
    with pytest.raises(CardDataError) as caught:
        update([f"{stalling}/headers"], database=db_path, deadline=1.0, timeout=5)
    assert caught.value.code == "download.deadline"
    assert time.monotonic() - started < 4
    assert "1 seconds" in one_line(caught.value)


def test_cancel_stops_an_update_waiting_for_headers_within_two_seconds(
    stalling: str, db_path: Path
) -> None:
    cancel = threading.Event()
    threading.Timer(0.5, cancel.set).start()
    with pytest.raises(ImportCancelled):
        update([f"{stalling}/headers"], database=db_path, timeout=30, cancelled=cancel.is_set)
    assert cancel.is_set()


def test_cancel_takes_under_two_seconds(stalling: str, db_path: Path) -> None:
    cancel = threading.Event()
    cancelled_at: list[float] = []

    def press_cancel() -> None:
        cancelled_at.append(time.monotonic())
        cancel.set()

    threading.Timer(0.3, press_cancel).start()
    with pytest.raises(ImportCancelled):
        update([f"{stalling}/headers"], database=db_path, timeout=30, cancelled=cancel.is_set)
    assert time.monotonic() - cancelled_at[0] < 2


def test_a_redirect_to_ftp_is_refused(stalling: str, db_path: Path) -> None:
    with pytest.raises(CardDataError) as caught:
        update([f"{stalling}/to-ftp"], database=db_path, deadline=10)
    assert caught.value.code == "download.bad_redirect"
    assert "ftp://127.0.0.1/cards.json" in one_line(caught.value)


@posix_only
def test_updating_from_a_fifo_does_not_hang(tmp_path: Path, db_path: Path) -> None:
    fifo = tmp_path / "a-fifo"
    os.mkfifo(fifo)
    errors: list[BaseException] = []

    def run() -> None:
        try:
            update([fifo.as_uri()], database=db_path, deadline=10)
        except BaseException as error:  # looked at below
            errors.append(error)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(5)
    if worker.is_alive():  # let the stuck open() go before failing
        with open(fifo, "wb"):
            pass
        pytest.fail("update hung on a FIFO")
    assert isinstance(errors[0], CardDataError) and errors[0].code == "download.not_a_file"
    assert "pipe" in one_line(errors[0])


def fab_cards(name: str) -> bytes:
    record = {"unique_id": "x", "name": name, "pitch": "1", "types": ["Action"]}
    return json.dumps([record]).encode()


def test_a_huge_record_in_a_small_gzip_is_one_line(tmp_path: Path, db_path: Path) -> None:
    packed = tmp_path / "cards.json.gz"
    packed.write_bytes(gzip.compress(fab_cards("A" * 3_000_000)))
    assert packed.stat().st_size < 20_000
    with pytest.raises(CardDataError) as caught:
        import_file(packed, database=db_path, bundled_dir=BUNDLED)
    assert "longer than 1 MiB" in one_line(caught.value)


def test_update_does_not_import_a_huge_card_from_a_small_gzip(
    tmp_path: Path, db_path: Path
) -> None:
    packed = tmp_path / "cards.json.gz"
    packed.write_bytes(gzip.compress(fab_cards("A" * 3_000_000)))
    with pytest.raises(CardDataError) as caught:
        update([packed.as_uri()], database=db_path, bundled_dir=BUNDLED, deadline=30)
    assert "longer than 1 MiB" in one_line(caught.value)


def test_a_long_card_text_is_refused_as_the_record_is_read(tmp_path: Path, db_path: Path) -> None:
    record = {"name": "Long", "pitch": "1", "types": ["Action"], "functional_text": "w" * 5000}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps([record]))
    with pytest.raises(CardDataError) as caught:
        import_file(path, database=db_path, bundled_dir=BUNDLED)
    assert "functional_text" in one_line(caught.value)


def bomb(size: int) -> bytes:
    return b"[" + b" " * size + b"]"


def test_a_gzip_bomb_is_one_line(
    tmp_path: Path, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(source, "UNPACK_FLOOR", 2**20)  # a bomb of 8 MiB, not of gigabytes
    packed = tmp_path / "cards.json.gz"
    packed.write_bytes(gzip.compress(bomb(8 * 2**20)))
    with pytest.raises(CardDataError) as caught:
        import_file(packed, database=db_path, bundled_dir=BUNDLED)
    assert caught.value.code == "file.unpacked_too_large"
    assert "compression bomb" in one_line(caught.value)


def test_a_zip_bomb_is_one_line(
    tmp_path: Path, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(source, "UNPACK_FLOOR", 2**20)
    packed = tmp_path / "cards.zip"
    with zipfile.ZipFile(packed, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("cards.json", bomb(8 * 2**20))
    with pytest.raises(CardDataError) as caught:
        import_file(packed, database=db_path, bundled_dir=BUNDLED)
    assert caught.value.code == "file.unpacked_too_large"


def test_a_connection_is_not_held_once_the_deadline_passes(db_path: Path) -> None:
    """A server that accepts and never answers: connect, then no byte of headers."""
    with socket.create_server(("127.0.0.1", 0)) as silent:
        port = silent.getsockname()[1]
        started = time.monotonic()
        with pytest.raises(CardDataError) as caught:
            update([f"http://127.0.0.1:{port}/x"], database=db_path, deadline=1.0, timeout=30)
    assert caught.value.code == "download.deadline" and time.monotonic() - started < 4


def test_a_csv_row_past_the_record_cap_is_one_line(tmp_path: Path, db_path: Path) -> None:
    path = tmp_path / "card.csv"
    cells = ",".join(f'"{"x" * 100_000}"' for _ in range(12))
    path.write_text(f"Unique ID,Name,Pitch,Types\nu1,Long,1,{cells}\n")
    with pytest.raises(CardDataError) as caught:
        import_file(path, database=db_path, bundled_dir=BUNDLED)
    assert "longer than 1 MiB" in one_line(caught.value)


def test_an_ability_past_one_face_s_length_is_stored() -> None:
    """A two-face card, each face at the 4,000-character limit: an ability read on the second
    face starts past 4,000 in the card's text, and its span is stored (it was refused with a
    pydantic error that stopped the whole build)."""
    from sandbox.cards.reading import NameContext, read_name_use
    from sandbox.cards.reading.scan import MAX_TEXT
    from sandbox.cards.reference_schema import CARD_TEXT, TEXT, ReferenceModel
    from sandbox.model import CardDef, Face

    filler = ("Draw a card. " * 400)[: TEXT - 60]
    back = filler + "Search your library for a card named Long Back."
    card = CardDef(
        "mtg",
        "Long Front // Long Back",
        (Face("Long Front", ("Sorcery",), filler), Face("Long Back", ("Sorcery",), back, "b")),
        "",
        False,
        "modal_dfc",
    )
    use = read_name_use(card, NameContext.build("mtg", [card]))
    (found,) = [r for r in use.references if r.looks_for.kind == "names"]
    assert found.span is not None and found.span[0] > TEXT
    stored = ReferenceModel.from_model(found)
    assert stored.span == found.span and MAX_TEXT == CARD_TEXT
