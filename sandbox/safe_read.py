"""Bounded reads of files a user names: regular files only, the size checked before reading.

A FIFO, a device (a symlink to /dev/zero, say) or a directory given as a scenario or card file
would hang or read forever; `open_regular` opens without blocking, looks at what it opened
(fstat, so a file swapped after a check is still caught) and refuses anything but a regular
file no larger than the limit. `read_regular` also stops at the limit if the file grows.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class UnsafeRead(Exception):
    """A file that is not read. `problem` is one line for the user; `kind` is what it is:
    "not_regular", "too_large" or "unreadable"."""

    def __init__(self, kind: str, problem: str) -> None:
        super().__init__(problem)
        self.kind = kind
        self.problem = problem


def open_regular(path: Path, limit: int) -> BinaryIO:
    """`path` opened for reading, if it is a regular file of at most `limit` bytes."""
    try:
        handle = os.open(path, _FLAGS)
    except OSError as error:
        raise UnsafeRead("unreadable", f"cannot read the file ({_why(error)})") from None
    except ValueError:  # a NUL character, which no file name can hold
        raise UnsafeRead("unreadable", "the file name holds a NUL character") from None
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeRead("not_regular", f"not a regular file ({_kind(info.st_mode)})")
        if info.st_size > limit:
            raise UnsafeRead(
                "too_large", f"file is larger than {_size(limit)} ({_size(info.st_size)})"
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(handle, True)
        return os.fdopen(handle, "rb")
    except BaseException:
        os.close(handle)
        raise


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of `path`, a regular file of at most `limit` bytes (UnsafeRead if not)."""
    with open_regular(path, limit) as stream:
        try:
            data = stream.read(limit + 1)
        except OSError as error:
            raise UnsafeRead("unreadable", f"cannot read the file ({_why(error)})") from None
    if len(data) > limit:
        raise UnsafeRead("too_large", f"file is larger than {_size(limit)}")
    return data


def _why(error: OSError) -> str:
    return error.strerror or type(error).__name__


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def _size(count: int) -> str:
    if count >= 2**30:
        return f"{count / 2**30:.1f} GiB"
    return f"{count / 2**20:.1f} MiB"
