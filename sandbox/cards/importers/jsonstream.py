"""A pull reader for large JSON documents: walk objects and arrays member by member.

``json.load`` would hold a whole AllPrintings file (gigabytes) in memory. ``JsonReader`` keeps a
sliding text buffer instead: the caller walks the containers it cares about with
``iter_object``/``iter_array`` and decodes one member at a time with ``read_value`` (which uses
``json.JSONDecoder.raw_decode`` on the buffer, refilled as needed). Memory stays bounded by the
largest single member decoded, and that is bounded too: a value longer than the reader's
limit (`MAX_VALUE`, or the `limit` an importer gives for one card record) is an error as soon
as that much of it has been read, so a compressed bomb of one endless string ends in a
one-line error instead of exhausting memory. Errors carry the character offset and say
whether the text ended early (a truncated file) or is not JSON at that point (a corrupt file).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any, TextIO

_WS = re.compile(r"[ \t\n\r]*")
_DECODER = json.JSONDecoder()
_NEAR_END = 8  # an error this close to the buffer's end may just need more text
MAX_VALUE = 64 * 2**20  # characters of any one value (an AllPrintings set is a few MiB)
RECORD = 2**20  # characters of one card record (the longest real ones are a few KiB)


class JsonSyntaxError(Exception):
    """The text is not valid JSON at ``offset`` (``truncated``: it ended too early)."""

    def __init__(self, offset: int, reason: str, *, truncated: bool) -> None:
        super().__init__(reason)
        self.offset = offset
        self.reason = reason
        self.truncated = truncated


class JsonReader:
    """Incremental access to one JSON document read from a text stream."""

    def __init__(
        self, stream: TextIO, chunk_size: int = 1 << 20, max_value: int = MAX_VALUE
    ) -> None:
        self._stream = stream
        self._chunk = chunk_size
        self._max_value = max_value
        self._buf = ""
        self._pos = 0
        self._base = 0
        self._eof = False

    @property
    def offset(self) -> int:
        """Characters consumed so far."""
        return self._base + self._pos

    def peek(self) -> str:
        """The next non-blank character without consuming it ("" at the end of the text)."""
        while True:
            self._pos = _WS.match(self._buf, self._pos).end()  # type: ignore[union-attr]
            if self._pos < len(self._buf):
                return self._buf[self._pos]
            if not self._fill():
                return ""

    def read_value(self, limit: int | None = None) -> Any:
        """Decode the next complete JSON value, of at most `limit` characters (by default
        the reader's own limit)."""
        if not self.peek():
            raise self._ended("expected a value")
        longest = min(limit or self._max_value, self._max_value)
        while True:
            try:
                value, end = _DECODER.raw_decode(self._buf, self._pos)
            except json.JSONDecodeError as exc:
                if self._may_need_more(exc) and not self._eof:
                    self._check_length(longest)
                    self._fill()
                    continue
                truncated = self._eof and self._may_need_more(exc)
                raise JsonSyntaxError(self._base + exc.pos, exc.msg, truncated=truncated) from None
            except RecursionError:
                raise JsonSyntaxError(self.offset, "nested too deeply", truncated=False) from None
            except ValueError:  # an integer beyond Python's 4,300 digits
                raise JsonSyntaxError(
                    self.offset, "a number with thousands of digits", truncated=False
                ) from None
            if end > len(self._buf) - _NEAR_END and not self._eof:
                self._fill()
                continue  # a number near the buffer's end may go on ("12" of "12.5")
            if end - self._pos > longest:
                raise self._too_long(longest)
            self._pos = end
            return value

    def _check_length(self, longest: int) -> None:
        if len(self._buf) - self._pos > longest:
            raise self._too_long(longest)

    def _too_long(self, longest: int) -> JsonSyntaxError:
        size = f"{longest / 2**20:g} MiB" if longest >= 2**20 else f"{longest:,} characters"
        return JsonSyntaxError(
            self.offset, f"a value longer than {size}, more than any card data has", truncated=False
        )

    def skip_value(self) -> None:
        """Consume the next value without keeping it."""
        self.read_value()

    def iter_object(self) -> Iterator[str]:
        """Yield each key of the object that comes next; the caller consumes each value."""
        self._expect("{")
        if self.peek() == "}":
            self._pos += 1
            return
        while True:
            key = self._read_key()
            self._expect(":")
            before = self.offset
            yield key
            if self.offset == before:
                self.skip_value()
            if not self._next_member("}"):
                return

    def iter_array(self) -> Iterator[int]:
        """Yield the index of each element of the array that comes next; the caller consumes it."""
        self._expect("[")
        if self.peek() == "]":
            self._pos += 1
            return
        index = 0
        while True:
            self.peek()
            before = self.offset
            yield index
            if self.offset == before:
                self.skip_value()
            index += 1
            if not self._next_member("]"):
                return

    def finish(self) -> None:
        """Check that nothing but blanks follows the document."""
        if self.peek():
            raise JsonSyntaxError(
                self.offset, "extra data after the JSON document", truncated=False
            )

    def _next_member(self, closing: str) -> bool:
        char = self.peek()
        if char == ",":
            self._pos += 1
            return True
        if char == closing:
            self._pos += 1
            return False
        if not char:
            raise self._ended(f"expected ',' or '{closing}'")
        raise JsonSyntaxError(self.offset, f"expected ',' or '{closing}'", truncated=False)

    def _read_key(self) -> str:
        char = self.peek()
        if char != '"':
            if not char:
                raise self._ended("expected a key")
            raise JsonSyntaxError(self.offset, "expected a key in double quotes", truncated=False)
        key = self.read_value()
        assert isinstance(key, str)
        return key

    def _expect(self, char: str) -> None:
        found = self.peek()
        if found == char:
            self._pos += 1
            return
        if not found:
            raise self._ended(f"expected '{char}'")
        raise JsonSyntaxError(self.offset, f"expected '{char}'", truncated=False)

    def _ended(self, reason: str) -> JsonSyntaxError:
        return JsonSyntaxError(self.offset, f"the text ends early ({reason})", truncated=True)

    def _may_need_more(self, exc: json.JSONDecodeError) -> bool:
        return exc.msg.startswith("Unterminated string") or exc.pos >= len(self._buf) - _NEAR_END

    def _fill(self) -> bool:
        """Read more text (at least as much as is pending, so re-decoding stays linear)."""
        if self._eof:
            return False
        if self._pos > 0:
            self._base += self._pos
            self._buf = self._buf[self._pos :]
            self._pos = 0
        more = self._stream.read(max(self._chunk, len(self._buf)))
        if not more:
            self._eof = True
            return False
        self._buf += more
        return True
