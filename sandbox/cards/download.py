"""``namesake update``: download the public card files, verify them, then import them.

The URLs are configurable: the command line, else the ``NAMESAKE_UPDATE_URLS`` environment
variable (blank-separated), else ``DEFAULT_URLS`` (the FaB community card.json and MTGJSON
AtomicCards). Every file is downloaded first (with progress), then verified: the byte count
must match Content-Length, and JSON must parse to the end. Only when every file has arrived
intact is anything imported, one file at a time, each swapped in atomically. An interrupted or
broken download leaves the database untouched and says which URL, where, and why.
"""

from __future__ import annotations

import http.client
import os
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Sequence
from pathlib import Path

from sandbox.cards import paths
from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.source import InputFile
from sandbox.cards.importing import ImportSummary, import_file
from sandbox.cards.jsonstream import JsonReader, JsonSyntaxError
from sandbox.cards.progress import Progress, ProgressCallback, Throttle

DEFAULT_URLS = (
    "https://raw.githubusercontent.com/the-fab-cube/flesh-and-blood-cards/HEAD/json/english/card.json",
    "https://mtgjson.com/api/v5/AtomicCards.json.gz",
)
URLS_VARIABLE = "NAMESAKE_UPDATE_URLS"
CHUNK = 1 << 16
TIMEOUT = 60.0
USER_AGENT = "namesake-card-updater/0.1"


def update_urls(explicit: Sequence[str] = ()) -> list[str]:
    """The URLs to download: the given ones, else the environment's, else the defaults."""
    if explicit:
        return list(explicit)
    configured = os.environ.get(URLS_VARIABLE, "").split()
    return configured or list(DEFAULT_URLS)


def update(
    urls: Sequence[str],
    *,
    database: Path | None = None,
    bundled_dir: Path | None = None,
    progress: ProgressCallback | None = None,
    timeout: float = TIMEOUT,
) -> list[ImportSummary]:
    """Download and verify every URL, then import each file; return what was imported."""
    folder = paths.downloads_dir()
    folder.mkdir(parents=True, exist_ok=True)
    files: list[Path] = []
    try:
        for index, url in enumerate(urls, start=1):
            files.append(
                download(
                    url, folder / f"{index}-{_file_name(url)}", progress=progress, timeout=timeout
                )
            )
        return [
            _import(url, path, database, bundled_dir, progress)
            for url, path in zip(urls, files, strict=True)
        ]
    finally:
        for path in files:
            path.unlink(missing_ok=True)


def _import(
    url: str,
    path: Path,
    database: Path | None,
    bundled_dir: Path | None,
    progress: ProgressCallback | None,
) -> ImportSummary:
    try:
        return import_file(path, database=database, bundled_dir=bundled_dir, progress=progress)
    except CardDataError as exc:
        raise CardDataError(exc.code, url, exc.where, exc.params) from None


def download(
    url: str, dest: Path, *, progress: ProgressCallback | None = None, timeout: float = TIMEOUT
) -> Path:
    """Fetch ``url`` to ``dest`` (via a ``.part`` file), verified; CardDataError if not."""
    if urllib.parse.urlsplit(url).scheme not in ("http", "https", "file"):
        raise CardDataError("download.bad_url", url)
    part = dest.with_name(dest.name + ".part")
    try:
        received, expected = _fetch(url, part, Throttle(progress), dest.name, timeout)
        if expected is not None and received != expected:
            raise CardDataError(
                "download.interrupted",
                url,
                params={"received": str(received), "expected": str(expected)},
            )
        if received == 0:
            raise CardDataError("download.too_small", url, params={"received": "0"})
        verify_json(part, url)
        os.replace(part, dest)
    finally:
        part.unlink(missing_ok=True)
    return dest


def _fetch(
    url: str, part: Path, report: Throttle, label: str, timeout: float
) -> tuple[int, int | None]:
    request = urllib.request.Request(
        url, headers={"User-Agent": USER_AGENT, "Accept-Encoding": "identity"}
    )
    received, expected = 0, None
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response, part.open("wb") as out:
            length = response.headers.get("Content-Length")
            expected = int(length) if length and length.isdigit() else None
            while chunk := response.read(CHUNK):
                out.write(chunk)
                received += len(chunk)
                report(Progress("download", received, expected, label=label))
        report(Progress("download", received, expected, label=label), force=True)
    except urllib.error.HTTPError as exc:
        exc.close()
        raise CardDataError(
            "download.http", url, params={"status": str(exc.code), "reason": str(exc.reason)}
        ) from None
    except urllib.error.URLError as exc:
        raise CardDataError("download.network", url, params={"reason": str(exc.reason)}) from None
    except (http.client.HTTPException, ConnectionError, TimeoutError) as exc:
        params = {
            "received": str(received),
            "expected": str(expected if expected is not None else "?"),
        }
        raise CardDataError(
            "download.interrupted", url, f"after {received} bytes ({type(exc).__name__})", params
        ) from None
    return received, expected


def verify_json(path: Path, url: str) -> None:
    """Parse a downloaded JSON file to its end (two levels deep, so memory stays bounded)."""
    source = InputFile(path)
    if source.head().lstrip()[:1] not in ("[", "{"):
        return  # not JSON (a FaB CSV); the importer checks it
    try:
        with source.open_text() as text:
            reader = JsonReader(text)
            _walk(reader, depth=2)
            reader.finish()
    except JsonSyntaxError as exc:
        raise CardDataError(
            "download.not_json", url, f"character {exc.offset}", {"reason": exc.reason}
        ) from None
    except (UnicodeDecodeError, EOFError, OSError) as exc:
        raise CardDataError("download.not_json", url, params={"reason": str(exc)}) from None


def _walk(reader: JsonReader, depth: int) -> None:
    char = reader.peek()
    if depth == 0 or char not in ("[", "{"):
        reader.skip_value()
    elif char == "{":
        for _ in reader.iter_object():
            _walk(reader, depth - 1)
    else:
        for _ in reader.iter_array():
            _walk(reader, depth - 1)


def _file_name(url: str) -> str:
    name = Path(urllib.parse.unquote(urllib.parse.urlsplit(url).path)).name
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in name) or "download"
