"""``update``: download from configurable URLs with progress, verify, import; tested against a
local HTTP server on 127.0.0.1. A broken or interrupted download changes nothing."""

from __future__ import annotations

import hashlib
import http.server
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from card_samples import BUNDLED, CSV_ROWS, token_list, write_fab_csv, write_json
from local_servers import serving

from sandbox.cards.db import paths
from sandbox.cards.db.database import CardDatabase
from sandbox.cards.download import DEFAULT_URLS, update, update_urls
from sandbox.cards.errors import CardDataError
from sandbox.cards.message_text import render_error
from sandbox.cards.progress import Progress


class Handler(http.server.BaseHTTPRequestHandler):
    """/files/PATH serves a file; /short/PATH promises the whole file and sends half of it."""

    root = Path()

    def do_GET(self) -> None:
        kind, _, rel = self.path.lstrip("/").partition("/")
        target = self.root / rel
        if kind not in ("files", "short") or not target.is_file():
            self.send_error(404, "Not Found")
            return
        body = target.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body if kind == "files" else body[: len(body) // 2])
        self.close_connection = True

    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(root: Path) -> Iterator[str]:
    handler = type("RootHandler", (Handler,), {"root": root})
    with serving(http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)) as url:
        yield url


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    root = tmp_path / "site"
    root.mkdir()
    write_fab_csv(root / "card.csv")
    write_json(root / "tokens.json", token_list())
    (root / "AtomicCards.json").write_bytes((BUNDLED / "mtg-library.json").read_bytes())
    (root / "broken.json").write_text('{"meta": {}, "data": {"Island": [', encoding="utf-8")
    write_fab_csv(root / "cut.csv", [CSV_ROWS[0], CSV_ROWS[1][:3]])  # a row cut short
    yield from serve(root)


def token_list_bytes(site: str) -> bytes:
    with urllib.request.urlopen(f"{site}/files/tokens.json") as response:
        data: bytes = response.read()
    return data


def fingerprint(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_update_downloads_verifies_and_imports(site: str, db_path: Path) -> None:
    reports: list[Progress] = []
    urls = [f"{site}/files/card.csv", f"{site}/files/tokens.json"]
    summaries = update(urls, database=db_path, bundled_dir=BUNDLED, progress=reports.append)
    assert [(s.game, s.format, s.cards + s.tokens) for s in summaries] == [
        ("fab", "fab-csv", 3),
        ("mtg", "mtgjson-tokens", 2),
    ]
    assert [s.file for s in summaries] == urls  # what the user asked for, not the copy
    downloads = [r for r in reports if r.stage == "download"]
    last = {r.label: (r.done, r.total) for r in downloads}
    size = len(token_list_bytes(site))
    assert last["2-tokens.json"] == (size, size)
    assert set(last) == {"1-card.csv", "2-tokens.json"}
    assert any(r.stage == "read" for r in reports) and reports[-1].stage == "index"
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        assert db.counts()[("fab", "import")] == 3
    assert list((paths.data_dir() / "downloads").iterdir()) == []


@pytest.mark.parametrize(
    ("path", "code", "where"),
    [
        ("short/AtomicCards.json", "download.interrupted", ""),
        ("files/broken.json", "download.not_json", "character 33"),
        ("files/nothing-here.json", "download.http", ""),
    ],
)
def test_a_bad_download_changes_nothing(
    site: str, db_path: Path, tmp_path: Path, path: str, code: str, where: str
) -> None:
    update([f"{site}/files/tokens.json"], database=db_path, bundled_dir=BUNDLED)
    before = fingerprint(db_path)
    with pytest.raises(CardDataError) as caught:
        update([f"{site}/files/card.csv", f"{site}/{path}"], database=db_path, bundled_dir=BUNDLED)
    assert (caught.value.code, caught.value.where) == (code, where)
    assert render_error(caught.value).startswith(f"namesake: {site}/{path}: ")
    assert fingerprint(db_path) == before  # not even the good first file was imported
    assert list((paths.data_dir() / "downloads").iterdir()) == []


def test_an_interrupted_download_says_how_much_arrived(site: str, db_path: Path) -> None:
    with pytest.raises(CardDataError) as caught:
        update([f"{site}/short/AtomicCards.json"], database=db_path, bundled_dir=BUNDLED)
    size = (BUNDLED / "mtg-library.json").stat().st_size
    assert render_error(caught.value) == (
        f"namesake: {site}/short/AtomicCards.json: the download stopped after"
        f" {size // 2} of {size} bytes"
    )


def test_an_unreachable_server_is_a_network_error(db_path: Path) -> None:
    with pytest.raises(CardDataError) as caught:
        update(["http://127.0.0.1:9/cards.json"], database=db_path, bundled_dir=BUNDLED, timeout=5)
    assert caught.value.code == "download.network"


def test_the_urls_are_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    assert update_urls() == list(DEFAULT_URLS)
    monkeypatch.setenv("NAMESAKE_UPDATE_URLS", "http://a/x.json  http://b/y.json")
    assert update_urls() == ["http://a/x.json", "http://b/y.json"]
    assert update_urls(["http://c/z.json"]) == ["http://c/z.json"]


@pytest.mark.reference
@pytest.mark.slow
def test_update_end_to_end_with_the_reference_files(reference: Path, db_path: Path) -> None:
    urls = [f"/files/{name}" for name in ("fab/cards.json", "mtg/cards.json", "mtg/tokens.json")]
    for base in serve(reference):
        summaries = update([base + url for url in urls], database=db_path, bundled_dir=BUNDLED)
    assert [s.cards + s.tokens for s in summaries] == [3878, 24103, 709]
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        assert db.counts()[("mtg", "import")] == 24103 + 709


def test_a_later_build_that_fails_keeps_and_names_the_earlier_ones(
    site: str, db_path: Path
) -> None:
    """Two FaB files import in turns (the second replaces the first's cards): the first is in
    when the second fails, and `swapped_in` said so, by its URL."""
    kept: list[str] = []
    urls = [f"{site}/files/card.csv", f"{site}/files/cut.csv"]
    with pytest.raises(CardDataError) as caught:
        update(
            urls,
            database=db_path,
            bundled_dir=BUNDLED,
            swapped_in=lambda built: kept.extend(s.file for s in built),
        )
    assert render_error(caught.value).startswith(f"namesake: {urls[1]}: line 3 ")
    assert kept == urls[:1]
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        assert db.counts()[("fab", "import")] == 3
