"""``update`` fetches MTG tokens too (issue 21, point 9): MTGJSON's AtomicCards holds no
tokens, so when the cards come without a token list the update fetches the configured one
(``--tokens``, NAMESAKE_UPDATE_TOKENS_URL) under the same limits (size, deadline, redirects),
and imports it after the cards. Served by a local server on 127.0.0.1 (tests/local_servers)."""

from __future__ import annotations

import http.server
import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from card_samples import BUNDLED, token_list, write_fab_csv, write_json
from local_servers import serving, trickle_headers

from sandbox.cards.db.database import CardDatabase
from sandbox.cards.download import TOKENS_VARIABLE, token_list_url, update
from sandbox.cards.errors import CardDataError
from sandbox.cards.message_text import render_error
from sandbox.cards.progress import Progress

TOKENS = 2  # the sample token list's tokens (its emblem is skipped)


class Site(http.server.BaseHTTPRequestHandler):
    """/NAME serves the file NAME; /slow trickles its headers; /to-ftp redirects to ftp://."""

    root = Path()

    def do_GET(self) -> None:
        if self.path == "/slow":
            trickle_headers(self.wfile)
            return
        if self.path == "/to-ftp":
            self.send_response(302)
            self.send_header("Location", "ftp://127.0.0.1/tokens.json")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        target = self.root / self.path.lstrip("/")
        if not target.is_file():
            self.send_error(404, "Not Found")
            return
        body = target.read_bytes()
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    root = tmp_path / "site"
    root.mkdir()
    cards = json.loads((BUNDLED / "mtg-library.json").read_text(encoding="utf-8"))
    del cards["data"]["Soldier"]  # (a token in the bundled shape: AtomicCards holds none)
    write_json(root / "AtomicCards.json", cards)
    write_json(root / "tokens.json", token_list())
    big = token_list()
    big["meta"]["description"] = "x" * 200_000
    write_json(root / "big-tokens.json", big)
    write_fab_csv(root / "card.csv")
    handler = type("SiteHandler", (Site,), {"root": root})
    with serving(http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)) as url:
        yield url


def _mtg_tokens(db_path: Path) -> int:
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        rows = db.conn.execute(
            "SELECT COUNT(*) FROM cards c JOIN sources s ON s.id = c.source_id"
            " WHERE c.game = 'mtg' AND s.origin = 'import' AND c.is_token = 1"
        ).fetchone()
    return int(rows[0])


def test_the_cards_alone_bring_their_token_list_imported_after_them(
    site: str, db_path: Path
) -> None:
    reports: list[Progress] = []
    summaries = update(
        [f"{site}/AtomicCards.json"],
        database=db_path,
        bundled_dir=BUNDLED,
        progress=reports.append,
        tokens_url=f"{site}/tokens.json",
    )
    assert [(s.format, s.tokens) for s in summaries] == [
        ("mtgjson-atomic", 0),
        ("mtgjson-tokens", TOKENS),
    ]
    labels = {r.label for r in reports if r.stage == "download"}
    assert labels == {"1-AtomicCards.json", "2-tokens.json"}
    assert _mtg_tokens(db_path) == TOKENS


def test_a_token_list_among_the_urls_is_not_fetched_twice_and_goes_after_the_cards(
    site: str, db_path: Path
) -> None:
    reports: list[Progress] = []
    urls = [f"{site}/tokens.json", f"{site}/AtomicCards.json", f"{site}/card.csv"]
    summaries = update(
        urls, database=db_path, bundled_dir=BUNDLED, progress=reports.append,
        tokens_url=f"{site}/tokens.json",
    )  # fmt: skip
    assert [s.format for s in summaries] == ["mtgjson-atomic", "fab-csv", "mtgjson-tokens"]
    assert len({r.label for r in reports if r.stage == "download"}) == 3


def test_fab_cards_alone_fetch_no_token_list(site: str, db_path: Path) -> None:
    summaries = update(
        [f"{site}/card.csv"], database=db_path, bundled_dir=BUNDLED,
        tokens_url=f"{site}/nothing-here.json",
    )  # fmt: skip
    assert [s.format for s in summaries] == ["fab-csv"]


@pytest.mark.parametrize(
    ("path", "code", "limits"),
    [
        ("AtomicCards.json", "download.not_token_list", {}),  # it would replace the cards
        ("big-tokens.json", "download.too_large", {"max_bytes": 100_000}),  # the cards fit
        ("slow", "download.deadline", {"deadline": 1.0, "timeout": 5.0}),
        ("to-ftp", "download.bad_redirect", {}),
    ],
)
def test_the_token_list_keeps_the_limits_of_every_download_and_changes_nothing(
    site: str, db_path: Path, path: str, code: str, limits: dict[str, float]
) -> None:
    started = time.monotonic()
    with pytest.raises(CardDataError) as caught:
        update(
            [f"{site}/AtomicCards.json"], database=db_path, bundled_dir=BUNDLED,
            tokens_url=f"{site}/{path}", **limits,  # type: ignore[arg-type]
        )  # fmt: skip
    assert caught.value.code == code
    assert caught.value.file == f"{site}/{path}"
    assert "\n" not in render_error(caught.value) and "\n" not in render_error(caught.value, "es")
    assert time.monotonic() - started < 5
    with CardDatabase.open(db_path, bundled_dir=BUNDLED) as db:
        assert ("mtg", "import") not in db.counts()  # the cards were not imported either


def test_the_token_list_url_is_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TOKENS_VARIABLE, raising=False)
    assert token_list_url() is None
    monkeypatch.setenv(TOKENS_VARIABLE, " http://a/tokens.json ")
    assert token_list_url() == "http://a/tokens.json"
    assert token_list_url("http://b/t.json") == "http://b/t.json"


def test_namesake_update_tokens_imports_both(site: str, tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "sandbox", "update", f"{site}/AtomicCards.json",
         "--tokens", f"{site}/tokens.json", "--no-progress"],
        capture_output=True, text=True, timeout=120,
        env={"XDG_DATA_HOME": str(tmp_path / "home"), "PATH": "/usr/bin:/bin",
             "PYTHONPATH": str(Path.cwd())},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "no tokens were imported" not in result.stderr
    assert "token" in result.stdout.lower()
