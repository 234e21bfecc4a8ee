"""``namesake update``: download the public card files, verify them, then import them.

The URLs are configurable: the command line, else the ``NAMESAKE_UPDATE_URLS`` environment
variable (blank-separated), else ``DEFAULT_URLS`` (the FaB community card.json and MTGJSON
AtomicCards). MTGJSON's AtomicCards holds no tokens: when the cards of such a game come
without a token list, the token list's URL (``--tokens``, else ``NAMESAKE_UPDATE_TOKENS_URL``)
is fetched too, under the same limits, and imported after the cards. Every file is downloaded
first (with progress), then verified: the byte count must match Content-Length, and JSON must
parse to the end. Only when every file has arrived intact is anything imported, cards before
tokens, one file at a time, each swapped in atomically. An interrupted or
broken download leaves the database untouched and says which URL, where, and why.
"""

from __future__ import annotations

import http.client
import os
import shutil
import tempfile
import urllib.error
import urllib.parse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from dataclasses import replace as replace_field
from pathlib import Path

from sandbox.cards.db import paths
from sandbox.cards.db.build import is_disk_full
from sandbox.cards.db.partials import remove_stale
from sandbox.cards.errors import CardDataError
from sandbox.cards.importers.detect import detect_format
from sandbox.cards.importers.folder import TOKEN_FORMATS, import_order, wants_token_list
from sandbox.cards.importers.importing import ImportSummary, import_files
from sandbox.cards.importers.jsonstream import JsonReader, JsonSyntaxError
from sandbox.cards.importers.source import InputFile
from sandbox.cards.progress import Progress, ProgressCallback, Throttle
from sandbox.cards.url_open import Watch, never_cancelled, open_url

DEFAULT_URLS = (
    "https://raw.githubusercontent.com/the-fab-cube/flesh-and-blood-cards/HEAD/json/english/card.json",
    "https://mtgjson.com/api/v5/AtomicCards.json.gz",
)
URLS_VARIABLE = "NAMESAKE_UPDATE_URLS"
TOKENS_VARIABLE = "NAMESAKE_UPDATE_TOKENS_URL"
CHUNK = 1 << 16
TIMEOUT = 60.0
DEADLINE = 30 * 60.0  # seconds for all of one download, however slowly the data trickles in
MAX_BYTES = 2 * 2**30  # one download; MTGJSON AllPrintings, the largest, is about 1.5 GiB
USER_AGENT = "namesake-card-updater/0.1"


def update_urls(explicit: Sequence[str] = ()) -> list[str]:
    """The URLs to download: the given ones, else the environment's, else the defaults."""
    if explicit:
        return list(explicit)
    configured = os.environ.get(URLS_VARIABLE, "").split()
    return configured or list(DEFAULT_URLS)


def token_list_url(explicit: str | None = None) -> str | None:
    """The URL of the token list to fetch beside cards that hold none: the given one, else
    the environment's (None: none configured)."""
    return explicit or os.environ.get(TOKENS_VARIABLE, "").strip() or None


def update(
    urls: Sequence[str],
    *,
    database: Path | None = None,
    bundled_dir: Path | None = None,
    progress: ProgressCallback | None = None,
    timeout: float = TIMEOUT,
    deadline: float = DEADLINE,
    max_bytes: int = MAX_BYTES,
    replace: bool = False,
    cancelled: Callable[[], bool] = never_cancelled,
    tokens_url: str | None = None,
    swapped_in: Callable[[list[ImportSummary]], None] = lambda _: None,
) -> list[ImportSummary]:
    """Download and verify every URL (and `tokens_url` when the cards fetched need their
    token list), then import each file, cards before tokens; return what was imported
    (`replace`, `swapped_in`: as `import_files`; a summary's file is its URL).
    Each download is limited to `max_bytes` and `deadline` seconds; the downloads folder is
    cleared of what an earlier, killed update left behind."""
    for url in (*urls, *([tokens_url] if tokens_url else [])):
        check_url(url)
    folder = downloads_dir() / str(os.getpid())
    folder.mkdir(exist_ok=True)
    fetched: list[tuple[str, Path]] = []
    limits = Limits(timeout, deadline, max_bytes, cancelled)

    def fetch(url: str) -> Path:
        dest = folder / f"{len(fetched) + 1}-{_file_name(url)}"
        fetched.append((url, download(url, dest, progress=progress, limits=limits)))
        return fetched[-1][1]

    try:
        for url in urls:
            fetch(url)
        if tokens_url and wants_token_list([path for _, path in fetched]):
            _check_token_list(tokens_url, fetch(tokens_url))
        ordered = sorted(fetched, key=lambda pair: import_order(pair[1]))  # (stable)
        return _import(ordered, database, bundled_dir, progress, replace, swapped_in)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def _check_token_list(url: str, path: Path) -> None:
    """CardDataError unless the file fetched as the token list is one (another file would
    replace the cards just fetched)."""
    try:
        found = detect_format(InputFile(path))
    except CardDataError as exc:
        raise CardDataError(exc.code, url, exc.where, exc.params) from None
    if found not in TOKEN_FORMATS:
        raise CardDataError("download.not_token_list", url)


def _import(
    fetched: list[tuple[str, Path]],
    database: Path | None,
    bundled_dir: Path | None,
    progress: ProgressCallback | None,
    replace: bool = False,
    swapped_in: Callable[[list[ImportSummary]], None] = lambda _: None,
) -> list[ImportSummary]:
    """Import the downloaded files together (as ``import_files``); a summary and an error
    name the URL of the file (or the URLs of the files) they are about, not the downloaded
    copy."""
    urls = {str(path): url for url, path in fetched}
    files = [path for _, path in fetched]

    def of_urls(built: list[ImportSummary]) -> list[ImportSummary]:
        return [replace_field(s, file=urls.get(s.file, s.file)) for s in built]

    try:
        return of_urls(
            import_files(
                files,
                database=database,
                bundled_dir=bundled_dir,
                progress=progress,
                replace=replace,
                swapped_in=lambda built: swapped_in(of_urls(built)),
            )
        )
    except CardDataError as exc:
        about = urls.get(exc.file) or ", ".join(url for url, _ in fetched)  # the build failed
        raise CardDataError(exc.code, about, exc.where, exc.params) from None


@dataclass(frozen=True)
class Limits:
    """How long to wait for data (`timeout`), for a whole download (`deadline`: connecting,
    headers and body), how many bytes one download may have (`max_bytes`), and whether the
    user has cancelled (`cancelled`)."""

    timeout: float = TIMEOUT
    deadline: float = DEADLINE
    max_bytes: int = MAX_BYTES
    cancelled: Callable[[], bool] = never_cancelled  # asked a few times a second (Cancel)


def downloads_dir() -> Path:
    """The folder downloads go to: in the data directory, or a temporary one when that cannot
    be written (the import then says what it can do). Stale partial files are removed."""
    folder = paths.downloads_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = Path(tempfile.mkdtemp(prefix="namesake-downloads-"))
    remove_stale(folder)
    return folder


def check_url(url: str) -> None:
    """CardDataError unless `url` is an http, https or file URL that can be parsed."""
    try:
        parts = urllib.parse.urlsplit(url)
        scheme, _ = parts.scheme, parts.port  # .port parses the port: "http://h:99999" fails
    except ValueError:  # "http://[::1": an unclosed IPv6 address, say
        raise CardDataError("download.bad_url", url) from None
    if any(c.isspace() or not c.isprintable() for c in url):
        raise CardDataError("download.bad_url", url)
    if scheme not in ("http", "https", "file") or (scheme != "file" and not parts.hostname):
        raise CardDataError("download.bad_url", url)


def download(
    url: str,
    dest: Path,
    *,
    progress: ProgressCallback | None = None,
    timeout: float = TIMEOUT,
    limits: Limits | None = None,
) -> Path:
    """Fetch ``url`` to ``dest`` (via a ``.part`` file), verified; CardDataError if not."""
    limits = limits or Limits(timeout=timeout)
    check_url(url)
    part = dest.with_name(dest.name + ".part")
    try:
        received, expected = _fetch(url, part, Throttle(progress), dest.name, limits)
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
    url: str, part: Path, report: Throttle, label: str, limits: Limits
) -> tuple[int, int | None]:
    with Watch(url, limits.deadline, limits.cancelled) as watch:
        try:
            return _receive(url, part, report, label, limits, watch)
        except CardDataError as error:
            if error.code == "download.interrupted":
                watch.check()  # the watchdog cut it: say why
            raise


def _receive(
    url: str, part: Path, report: Throttle, label: str, limits: Limits, watch: Watch
) -> tuple[int, int | None]:
    received, expected = 0, None
    headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "identity"}
    try:
        with open_url(url, limits.timeout, watch, headers) as response:
            length = response.headers.get("Content-Length")
            expected = int(length) if length and length.isdigit() else None
            _check_size(url, expected or 0, limits)
            read = getattr(response, "read1", response.read)  # what has arrived, not CHUNK
            with part.open("wb") as out:
                while chunk := read(CHUNK):
                    received += len(chunk)
                    _check_size(url, received, limits)
                    watch.check()
                    out.write(chunk)
                    report(Progress("download", received, expected, label=label))
        watch.check()  # a cut connection can look like the end of the data
        report(Progress("download", received, expected, label=label), force=True)
    except (ValueError, http.client.InvalidURL):  # a URL urllib or http.client cannot use
        raise CardDataError("download.bad_url", url) from None
    except urllib.error.HTTPError as exc:
        exc.close()
        raise CardDataError(
            "download.http", url, params={"status": str(exc.code), "reason": str(exc.reason)}
        ) from None
    except urllib.error.URLError as exc:
        watch.check()
        raise CardDataError("download.network", url, params={"reason": str(exc.reason)}) from None
    except (http.client.HTTPException, ConnectionError, TimeoutError) as exc:
        params = {
            "received": str(received),
            "expected": str(expected if expected is not None else "?"),
        }
        raise CardDataError(
            "download.interrupted", url, f"after {received} bytes ({type(exc).__name__})", params
        ) from None
    except OSError as exc:  # writing the file: a full disk, an unwritable folder
        watch.check()
        code = "download.disk_full" if is_disk_full(exc) else "download.write_failed"
        reason = exc.strerror or str(exc)
        raise CardDataError(code, url, f"writing {part}", {"reason": reason}) from None
    return received, expected


def _check_size(url: str, size: int, limits: Limits) -> None:
    if size > limits.max_bytes:
        limit = f"{limits.max_bytes / 2**20:g}"
        raise CardDataError("download.too_large", url, params={"limit": limit})


def verify_json(path: Path, url: str) -> None:
    """Parse a downloaded JSON file to its end (four levels deep: one card record, or one
    member of one, at a time, so memory stays bounded)."""
    source = InputFile(path)
    if source.head().lstrip()[:1] not in ("[", "{"):
        return  # not JSON (a FaB CSV); the importer checks it
    try:
        with source.open_text() as text:
            reader = JsonReader(text)
            _walk(reader, depth=4)
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
