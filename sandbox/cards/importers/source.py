"""Opening an input file: plain, gzip, bzip2, xz or a one-member zip, read as UTF-8 text.

``InputFile.open_text`` gives a text stream whatever the compression, and ``bytes_read`` how
far into the file on disk reading has got (for progress against ``size``). Errors opening or
decoding become ``CardDataError``s naming the file.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import os
import zipfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, BinaryIO, TextIO

from sandbox.cards.errors import CardDataError
from sandbox.safe_read import UnsafeRead, open_regular

MAX_INPUT_BYTES = 4 * 2**30  # on disk; the largest card file (MTGJSON AllPrintings) is ~1 GiB
# unpacked, a compressed file may hold at most this many times its size (card JSON packs
# 5-15 times), and never more than MAX_UNPACKED: beyond it, it is a bomb, not card data
UNPACK_RATIO = 100
UNPACK_FLOOR = 64 * 2**20
MAX_UNPACKED = 8 * 2**30

_MAGIC = {
    b"\x1f\x8b": "gzip",
    b"BZh": "bzip2",
    b"\xfd7zXZ\x00": "xz",
    b"PK\x03\x04": "zip",
}


class InputFile:
    """A card data file on disk."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if path.is_dir():
            raise CardDataError("file.is_directory", str(path))
        if not path.exists():
            raise CardDataError("file.not_found", str(path))
        with self._open() as raw:
            self.size = os.fstat(raw.fileno()).st_size
            head = raw.read(8)
        self.compression = next(
            (kind for magic, kind in _MAGIC.items() if head.startswith(magic)), ""
        )
        self._raw: BinaryIO | None = None

    @property
    def bytes_read(self) -> int:
        """Bytes of the file on disk consumed so far by the open text stream."""
        if self._raw is None or self._raw.closed:
            return self.size
        return self._raw.tell()

    @contextmanager
    def open_text(self, *, newline: str | None = None) -> Iterator[TextIO]:
        """The decompressed content as text (a UTF-8 byte-order mark is skipped)."""
        with self._open() as raw:
            self._raw = raw
            binary = self._decompress(raw)
            if binary is not raw:
                binary = io.BufferedReader(_Bounded(binary, self._unpack_limit(), self))
            text = io.TextIOWrapper(binary, encoding="utf-8-sig", newline=newline)
            try:
                yield text
            finally:
                self._raw = None
                text.detach()
                if binary is not raw:
                    binary.close()

    def _open(self) -> BinaryIO:
        """The file on disk, if it is a regular file within MAX_INPUT_BYTES (a FIFO or a
        device would hang or never end)."""
        try:
            return open_regular(self.path, MAX_INPUT_BYTES)
        except UnsafeRead as refused:
            code = "file.unreadable" if refused.kind == "unreadable" else f"file.{refused.kind}"
            raise CardDataError(code, str(self.path), params={"reason": refused.problem}) from None

    def head(self, chars: int = 4096) -> str:
        """The first characters of the content ("" when it is not UTF-8 text)."""
        try:
            with self.open_text(newline="") as text:
                return text.read(chars)
        except UnicodeDecodeError:
            return ""
        except (EOFError, lzma.LZMAError, zlib.error, OSError) as exc:
            if not self.compression:
                reason = {"reason": _reason(exc) if isinstance(exc, OSError) else str(exc)}
                raise CardDataError("file.unreadable", str(self.path), params=reason) from None
            reason = {"reason": str(exc) or "it ends early"}
            raise CardDataError("file.bad_compression", str(self.path), params=reason) from None

    def _unpack_limit(self) -> int:
        return min(MAX_UNPACKED, max(UNPACK_FLOOR, UNPACK_RATIO * self.size))

    def _decompress(self, raw: BinaryIO) -> BinaryIO:
        if self.compression == "gzip":
            return gzip.GzipFile(fileobj=raw, mode="rb")  # type: ignore[return-value]
        if self.compression == "bzip2":
            return bz2.BZ2File(raw, mode="rb")  # type: ignore[return-value]
        if self.compression == "xz":
            return lzma.LZMAFile(raw, mode="rb")  # type: ignore[return-value]
        if self.compression == "zip":
            return self._zip_member(raw)
        return raw

    def _zip_member(self, raw: BinaryIO) -> BinaryIO:
        try:
            archive = zipfile.ZipFile(raw)
        except zipfile.BadZipFile as exc:
            raise CardDataError(
                "file.bad_archive", str(self.path), params={"reason": str(exc)}
            ) from None
        members = [info for info in archive.infolist() if not info.is_dir()]
        if len(members) != 1:
            raise CardDataError(
                "file.zip_members", str(self.path), params={"count": str(len(members))}
            )
        return archive.open(members[0])  # type: ignore[return-value]


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


class _Bounded(io.RawIOBase):
    """A decompressing stream that ends in a CardDataError past `limit` bytes (a bomb)."""

    def __init__(self, inner: BinaryIO, limit: int, source: InputFile) -> None:
        super().__init__()
        self._inner = inner
        self._limit = limit
        self._source = source
        self._count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self._inner.read(len(buffer))
        self._count += len(data)
        if self._count > self._limit:
            raise CardDataError(
                "file.unpacked_too_large",
                str(self._source.path),
                params={
                    "limit": f"{self._limit / 2**20:g}",
                    "size": f"{self._source.size / 2**20:.2g}",
                },
            )
        buffer[: len(data)] = data
        return len(data)

    def close(self) -> None:
        self._inner.close()
        super().close()
