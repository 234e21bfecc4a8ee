"""The board's objects in order, kept so that a new board shares almost all of them with the old.

An action changes one object or a few; copying all of them for every board of a long history
would make loading a file quadratic in objects × actions, in time and in memory (10,000 of
each: 10^8 copies). An `ObjectList` is a read-only sequence stored in chunks of a few dozen
objects: replacing, removing or inserting an object copies one chunk and the list of chunks,
and every other chunk is shared with the board it came from. Each chunk answers, once, which
ids it holds, which ids its objects point at and which cards they are, so that finding an
object, or the objects that point at one, looks at chunks rather than at every object.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import chain
from typing import Generic, Protocol, TypeVar, overload

CHUNK = 64  # objects a new chunk holds; one grown past twice this is split in two


class Listed(Protocol):
    """What the list needs of an object: its id, and the ids and card it points at."""

    @property
    def id(self) -> str: ...

    def mentions(self) -> Iterable[str]: ...

    def card_key(self) -> tuple[str, str | None]: ...


T = TypeVar("T", bound=Listed)


class _Chunk(Generic[T]):
    """A run of consecutive objects: where each id is in it, and (worked out when first
    asked, or carried over from the chunk it was made from) the ids its objects point at."""

    __slots__ = ("_cards", "_mentions", "ids", "items")

    def __init__(self, items: tuple[T, ...], mentions: frozenset[str] | None = None) -> None:
        self.items = items
        self.ids = {obj.id: at for at, obj in enumerate(items)}
        self._mentions = mentions
        self._cards: dict[tuple[str, str | None], T] | None = None

    def mentions(self) -> frozenset[str]:
        """The ids its objects point at (under, targets, links, abilities' object lists),
        and perhaps a few more: a chunk made from another keeps the other's, which is safe
        where they only pick the chunks worth looking at."""
        if self._mentions is None:
            self._mentions = frozenset(chain.from_iterable(o.mentions() for o in self.items))
        return self._mentions

    def known_mentions(self, added: T | None = None) -> frozenset[str] | None:
        """What a chunk made from this one (with `added` in it) can carry over, if known."""
        if self._mentions is None:
            return None
        if added is None:
            return self._mentions
        return self._mentions.union(added.mentions())

    def first_with_card(self, key: tuple[str, str | None]) -> T | None:
        if self._cards is None:
            self._cards = {}
            for obj in reversed(self.items):
                self._cards[obj.card_key()] = obj
        return self._cards.get(key)


class ObjectList(Sequence[T]):
    """An immutable sequence of objects that new versions of it share (see the module)."""

    __slots__ = ("_chunks", "_hash", "_length", "_mentions")

    def __init__(self, items: Iterable[T] = ()) -> None:
        objects = tuple(items)
        chunks = [_Chunk(objects[at : at + CHUNK]) for at in range(0, len(objects), CHUNK)]
        self._chunks: tuple[_Chunk[T], ...] = tuple(chunks)
        self._length = len(objects)
        self._hash: int | None = None
        self._mentions: frozenset[str] | None = None

    @classmethod
    def _of(
        cls, chunks: Iterable[_Chunk[T]], length: int, mentions: frozenset[str] | None
    ) -> ObjectList[T]:
        made: ObjectList[T] = cls.__new__(cls)
        made._chunks = tuple(chunks)
        made._length = length
        made._hash = None
        made._mentions = mentions
        return made

    def mentions(self) -> frozenset[str]:
        """The ids its objects point at, perhaps with a few more (as a chunk's)."""
        if self._mentions is None:
            self._mentions = frozenset().union(*(chunk.mentions() for chunk in self._chunks))
        return self._mentions

    def _known_mentions(self, added: T | None = None) -> frozenset[str] | None:
        if self._mentions is None:
            return None
        return self._mentions if added is None else self._mentions.union(added.mentions())

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[T]:
        return chain.from_iterable(chunk.items for chunk in self._chunks)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self)[index]
        at = index + self._length if index < 0 else index
        if not 0 <= at < self._length:
            raise IndexError("object index out of range")
        for chunk in self._chunks:
            if at < len(chunk.items):
                return chunk.items[at]
            at -= len(chunk.items)
        raise IndexError("object index out of range")  # pragma: no cover (lengths agree)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ObjectList):
            return self._chunks == other._chunks or tuple(self) == tuple(other)
        if isinstance(other, tuple):
            return tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(tuple(self))
        return self._hash

    def __repr__(self) -> str:
        return f"ObjectList({tuple(self)!r})"

    def get(self, object_id: str) -> T | None:
        """The object with `object_id`, or None."""
        for chunk in self._chunks:
            at = chunk.ids.get(object_id)
            if at is not None:
                return chunk.items[at]
        return None

    def has(self, object_id: str) -> bool:
        return self.get(object_id) is not None

    def first_with_card(self, key: tuple[str, str | None]) -> T | None:
        """The first object whose card has `key` (its name and pitch), or None."""
        for chunk in self._chunks:
            found = chunk.first_with_card(key)
            if found is not None:
                return found
        return None

    def replaced(self, new: T) -> ObjectList[T]:
        """The list with the object of `new`'s id replaced by `new` (unchanged if absent)."""
        for number, chunk in enumerate(self._chunks):
            at = chunk.ids.get(new.id)
            if at is not None:
                items = (*chunk.items[:at], new, *chunk.items[at + 1 :])
                made = _Chunk(items, chunk.known_mentions(new))
                return self._with_chunk(number, (made,), self._length, new)
        return self

    def without(self, object_id: str) -> ObjectList[T]:
        """The list without the object `object_id` (unchanged if absent)."""
        for number, chunk in enumerate(self._chunks):
            at = chunk.ids.get(object_id)
            if at is not None:
                items = chunk.items[:at] + chunk.items[at + 1 :]
                made = (_Chunk(items, chunk.known_mentions()),) if items else ()
                return self._with_chunk(number, made, self._length - 1, None)
        return self

    def inserted(self, position: int, obj: T) -> ObjectList[T]:
        """The list with `obj` at `position` (0 first; `len(self)` or more: last)."""
        if not self._chunks:
            return ObjectList((obj,))
        at = min(max(position, 0), self._length)
        for number, chunk in enumerate(self._chunks):
            last = number == len(self._chunks) - 1
            if at <= len(chunk.items) and (at < len(chunk.items) or last):
                items = (*chunk.items[:at], obj, *chunk.items[at:])
                made = _split(items, chunk.known_mentions(obj))
                return self._with_chunk(number, made, self._length + 1, obj)
            at -= len(chunk.items)
        raise AssertionError("unreachable: the last chunk takes any position")

    def mapped_where(self, mentioned: str, change: Callable[[T], T]) -> ObjectList[T]:
        """The list with `change` applied to each object that points at `mentioned`; chunks
        with no such object are shared as they are."""
        if mentioned not in self.mentions():
            return self
        chunks = list(self._chunks)
        changed = False
        for number, chunk in enumerate(chunks):
            if mentioned in chunk.mentions():
                items = tuple(change(obj) for obj in chunk.items)
                if any(new is not old for new, old in zip(items, chunk.items, strict=True)):
                    chunks[number] = _Chunk(items, chunk.known_mentions())
                    changed = True
        return ObjectList._of(chunks, self._length, self._mentions) if changed else self

    def _with_chunk(
        self, number: int, replacement: tuple[_Chunk[T], ...], length: int, added: T | None
    ) -> ObjectList[T]:
        chunks = (*self._chunks[:number], *replacement, *self._chunks[number + 1 :])
        return ObjectList._of(chunks, length, self._known_mentions(added))


def _split(items: tuple[T, ...], mentions: frozenset[str] | None) -> tuple[_Chunk[T], ...]:
    if len(items) <= 2 * CHUNK:
        return (_Chunk(items, mentions),)
    half = len(items) // 2
    return (_Chunk(items[:half], mentions), _Chunk(items[half:], mentions))


def as_object_list(objects: Sequence[T]) -> ObjectList[T]:
    """`objects` as an ObjectList (itself when it is one)."""
    return objects if isinstance(objects, ObjectList) else ObjectList(objects)
