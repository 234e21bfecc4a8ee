"""What every deck format reads into: numbered lines of "count, card, section", the bounds on
what is read, and the problems found, each with the line it is on.

A problem is a message code and its parameters (rendered in English or Spanish by
`sandbox.messages.decks`); a list that cannot be read at all raises `DeckRefused`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# where a line of the list belongs when a game starts
Section = Literal["main", "sideboard", "commander", "companion", "hero", "weapon", "equipment"]
SECTIONS: tuple[Section, ...] = (
    "main",
    "sideboard",
    "commander",
    "companion",
    "hero",
    "weapon",
    "equipment",
)

MAX_BYTES = 512 * 1024  # a 250-card commander list with set codes is under 10 KiB
MAX_LINES = 2_000
MAX_LINE_CHARS = 300
MAX_COPIES = 250  # one line ("250 Relentless Rats" is allowed; 251 is a typo or an attack)
MAX_CARDS = 1_000  # the whole list


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One card line: `count` copies of `name` (with `pitch` for FaB, and the printing the
    list gave, which only helps a person read the list back)."""

    number: int  # 1 first, in the file as the user sees it
    count: int
    name: str
    section: Section = "main"
    pitch: str | None = None
    set_code: str = ""
    collector_number: str = ""


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """A line that could not be used: `code` (`deck.*`) and its parameters; `line` 0 is the
    whole list."""

    line: int
    code: str
    params: tuple[tuple[str, str], ...] = ()

    def param(self, key: str) -> str:
        return dict(self.params).get(key, "")


@dataclass(frozen=True)
class ParsedDeck:
    """The card lines of a list, its problems, and what the list says of itself."""

    format: str
    lines: tuple[DeckLine, ...]
    problems: tuple[DeckProblem, ...] = ()
    title: str = ""


class DeckRefused(ValueError):
    """A list that is not read at all (too large, not text, not XML): one problem."""

    def __init__(self, problem: DeckProblem) -> None:
        super().__init__(problem.code)
        self.problem = problem


def problem(line: int, code: str, **params: object) -> DeckProblem:
    return DeckProblem(line, code, tuple((k, str(v)) for k, v in params.items()))


def refuse(code: str, line: int = 0, **params: object) -> DeckRefused:
    return DeckRefused(problem(line, code, **params))


def bounded_lines(text: str) -> list[str]:
    """The lines of `text`, refused before splitting when there are too many of them."""
    if len(text) > MAX_BYTES:
        raise refuse("deck.too_large", limit=MAX_BYTES // 1024)
    breaks = text.count("\n")
    if breaks >= MAX_LINES:
        raise refuse("deck.too_many_lines", count=breaks + 1, limit=MAX_LINES)
    return text.removeprefix("\ufeff").splitlines()


class LineChecks:
    """Collects the problems of a list and the running total of cards, against the bounds."""

    def __init__(self) -> None:
        self.problems: list[DeckProblem] = []
        self.cards = 0

    def long(self, number: int, line: str) -> bool:
        """Whether the line is too long to read (a problem is recorded)."""
        if len(line) <= MAX_LINE_CHARS:
            return False
        self.problems.append(problem(number, "deck.line_too_long", limit=MAX_LINE_CHARS))
        return True

    def count(self, number: int, count: int) -> bool:
        """Whether `count` copies on line `number` are within the bounds (else a problem)."""
        if count < 1 or count > MAX_COPIES:
            self.problems.append(problem(number, "deck.bad_count", count=count, limit=MAX_COPIES))
            return False
        self.cards += count
        if self.cards > MAX_CARDS:
            raise refuse("deck.too_many_cards", number, limit=MAX_CARDS)
        return True

    def bad(self, number: int, line: str) -> None:
        shown = line.strip()
        self.problems.append(problem(number, "deck.bad_line", text=shown[:60]))
