"""The text reading scored against the hand-labelled cards (issue 20, point 7).

The labels (tests/cards/labelled in the repository) were written by hand from each card's text
and the rules, before anyone looked at what the program reads. Two parts:
- `tuning`: the first round (`fab.json`, `mtg.json`) and `round2/tuning-*.json`; patterns may be
  tuned on these, so their score is only a development aid;
- `heldout`: `round2/heldout-*.json`, labelled by people who did not work on the patterns. Its
  per-card failures are not to be read while patterns change: this module reports counts only
  (per game, part and category), never which held-out card failed.

Per card, against the labels:
- `found`: the reading saw what the card does with names: nothing for a card that uses none,
  a self-reference for one that refers only to itself, at least one other reference or an
  unencoded span for one that uses names (out of board scope: its scope and name use);
- `exact`: its references (whatever their origin) are the labelled ones on the compared fields
  (use, kind, names, zones, controller, owner, zone owner, and "other" excluding the source;
  for a definition: the created name and for whom), with no span left unencoded;
- `confidently_wrong`: not exact, yet every reference says `derived` and no span is left for a
  judge: nothing on screen says "check this".
A label marked `unsure` is counted apart and scored in neither.

The held-out part is labelled twice (CONVENTIONS.md, "The held-out part labelled twice"):
`round2/second/` holds the second labels, `round2/adjudicated/` the final ones, where a third
person settled every card the two labels disagree on. `agreement` compares two labellings on
the fields `judge` compares, labels against labels: it never reads the program.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandbox.cards.reading import NameUse
from sandbox.cards.reading.honesty import OTHER
from sandbox.model import ReferenceSpec

PARTS = ("tuning", "heldout")
Encoding = tuple[object, ...]


def labels_dir() -> Path | None:
    """The labelled set of a repository checkout; None where Namesake runs installed."""
    folder = Path(__file__).resolve().parents[2] / "tests" / "cards" / "labelled"
    return folder if folder.is_dir() else None


def part_files(folder: Path, game: str, part: str) -> list[Path]:
    """The files that hold one part of one game's labels."""
    round2 = sorted((folder / "round2").glob(f"{part}-{game}*.json"))
    first_round = [folder / f"{game}.json"] if part == "tuning" else []
    return [path for path in (*first_round, *round2) if path.is_file()]


def second_files(folder: Path, game: str) -> list[Path]:
    """The second labels of one game's held-out part."""
    return sorted((folder / "round2" / "second").glob(f"heldout-{game}*.json"))


def adjudicated_files(folder: Path, game: str) -> list[Path]:
    """The final, adjudicated labels of one game's held-out part."""
    return sorted((folder / "round2" / "adjudicated").glob(f"heldout-{game}*.json"))


def read_labels(paths: Iterable[Path]) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = []
    for path in paths:
        entries.extend(json.loads(path.read_text(encoding="utf-8")))
    return entries


@dataclass
class Score:
    """The counts of one game's part (or of one category in it)."""

    cards: int = 0
    unsure: int = 0
    missing: int = 0
    found: int = 0
    exact: int = 0
    confidently_wrong: int = 0

    def add(self, verdict: Verdict) -> None:
        self.cards += 1
        self.found += verdict.found
        self.exact += verdict.exact
        self.confidently_wrong += verdict.confidently_wrong

    def rate(self, count: int) -> float:
        return count / self.cards if self.cards else 0.0


@dataclass(frozen=True)
class Verdict:
    found: bool
    exact: bool
    confidently_wrong: bool


@dataclass
class PartScore:
    game: str
    part: str
    total: Score = field(default_factory=Score)
    by_category: dict[str, Score] = field(default_factory=dict)
    by_stratum: Counter[str] = field(default_factory=Counter)


def judge(entry: Mapping[str, Any], use: NameUse) -> Verdict:
    """How the reading `use` of one card compares with its label `entry`."""
    honest = bool(use.detected) or any(r.origin != "derived" for r in use.references)
    if entry["scope"] != "board":
        right = use.scope == entry["scope"] and use.name_use == entry["name_use"]
        return Verdict(right, right, not right and not honest)
    got = frozenset(reading_encoding(r) for r in use.references)
    exact = use.scope == "board" and not use.detected and got == label_encodings(entry)
    return Verdict(_found(entry, use), exact, not exact and not honest)


def _found(entry: Mapping[str, Any], use: NameUse) -> bool:
    kinds = {r.looks_for.kind for r in use.references}
    if entry["name_use"] == "none":
        return not use.references and not use.detected
    if entry["name_use"] == "self":
        return "self" in kinds
    return bool(kinds - {"self"}) or bool(use.detected)


def label_encodings(entry: Mapping[str, Any]) -> frozenset[Encoding]:
    return frozenset(_label_encoding(ref) for ref in entry["references"])


def _label_encoding(ref: Mapping[str, Any]) -> Encoding:
    names = frozenset(n.casefold() for n in ref.get("names", ()))
    if ref["kind"] == "self":
        return (ref["use"], "self")
    if ref["kind"] == "definition":
        return (ref["use"], "definition", names, ref.get("creates_for", "you"))
    players = (ref.get("controller", "any"), ref.get("owner", "any"), ref.get("zone_owner", "any"))
    zones = frozenset(ref.get("zones", ()))
    return (ref["use"], ref["kind"], names, zones, *players, bool(ref.get("exclude_source")))


# The label writes `exclude_source` where the text says "other" (`honesty.OTHER`); a reading
# that excludes its source where the text does not say it (a Combo's last attack is another
# chain link anyway) is not told apart from one that does not.


def reading_encoding(spec: ReferenceSpec) -> Encoding:
    look, among = spec.looks_for, spec.among
    if look.kind == "self":
        return (spec.use, "self")
    if look.kind == "definition":
        return (spec.use, "definition", frozenset({look.creates.casefold()}), look.creates_for)
    names = frozenset(n.casefold() for n in look.names)
    players = (among.controller, among.owner, among.zone_owner)
    excludes = among.exclude_source and bool(OTHER.search(spec.text))
    return (spec.use, look.kind, names, frozenset(among.zones), *players, excludes)


def score_part(
    game: str,
    part: str,
    entries: Sequence[Mapping[str, Any]],
    uses: Mapping[tuple[str, str], NameUse],
) -> PartScore:
    """The counts of one part: `uses` maps (folded name, pitch or "") to the card's reading."""
    result = PartScore(game, part)
    for entry in entries:
        category = str(entry.get("category", ""))
        bucket = result.by_category.setdefault(category, Score())
        result.by_stratum[str(entry.get("stratum", "first round"))] += 1
        if entry.get("unsure"):
            result.total.unsure += 1
            bucket.unsure += 1
            continue
        use = uses.get(entry_key(entry))
        if use is None:
            result.total.missing += 1
            bucket.missing += 1
            continue
        verdict = judge(entry, use)
        result.total.add(verdict)
        bucket.add(verdict)
    return result


def card_key(name: str, pitch: str | None) -> tuple[str, str]:
    return (name.casefold(), pitch or "")


def entry_key(entry: Mapping[str, Any]) -> tuple[str, str]:
    return card_key(entry["name"], entry.get("pitch"))


def same_label(first: Mapping[str, Any], second: Mapping[str, Any]) -> bool:
    """Whether two labels of one card agree on every field `judge` compares."""
    if (first["scope"], first["name_use"]) != (second["scope"], second["name_use"]):
        return False
    return first["scope"] != "board" or label_encodings(first) == label_encodings(second)


@dataclass(frozen=True)
class Agreement:
    """How two labellings of the same cards compare: the cards in both, those whose labels
    agree, those whose labels differ, and those either labeller marked unsure (counted apart)."""

    cards: int
    agree: int
    differ: int
    unsure: int


def agreement(first: Sequence[Mapping[str, Any]], second: Sequence[Mapping[str, Any]]) -> Agreement:
    seconds = {entry_key(entry): entry for entry in second}
    pairs = [(a, seconds[entry_key(a)]) for a in first if entry_key(a) in seconds]
    unsure = sum(1 for a, b in pairs if a.get("unsure") or b.get("unsure"))
    agree = sum(1 for a, b in pairs if settled(a, b))
    return Agreement(len(pairs), agree, len(pairs) - unsure - agree, unsure)


def settled(first: Mapping[str, Any], second: Mapping[str, Any]) -> bool:
    """Whether two labels of one card settle it without an adjudicator: they agree, and
    neither labeller was unsure."""
    return not (first.get("unsure") or second.get("unsure")) and same_label(first, second)


def agreement_line(game: str, result: Agreement) -> str:
    return (
        f"labelled-agreement game={game} part=heldout cards={result.cards} "
        f"agree={result.agree} differ={result.differ} unsure_either={result.unsure}"
    )


NEW_TEXT = "heldout_new_text"  # the part name of the held-out cards with a text of their own
ADJUDICATED = "heldout_adjudicated"  # the held-out part scored on its final labels


def with_new_text(
    heldout: Sequence[Mapping[str, Any]],
    tuning: Sequence[Mapping[str, Any]],
    texts: Mapping[tuple[str, str], str],
) -> list[Mapping[str, Any]]:
    """The held-out entries whose text, their own name aside, no tuning card has. A hero's
    young and adult cards (Prism, Advent of Thrones; Prism, Awakener of Sol) can share a text
    across the parts: a fix for the tuning one fixes the other, which was then not unseen."""
    seen = {_own_text(entry, texts) for entry in tuning}
    return [entry for entry in heldout if _own_text(entry, texts) not in seen]


def _own_text(entry: Mapping[str, Any], texts: Mapping[tuple[str, str], str]) -> str:
    text = texts.get(entry_key(entry), "")
    short = str(entry["name"]).split(",")[0]  # the moniker of a hero: "Prism"
    return " ".join(text.replace(str(entry["name"]), "~").replace(short, "~").split())


def score_lines(score: PartScore) -> list[str]:
    """The bench's lines for one part: the whole, then each category (counts only)."""
    lines = [_line(f"labelled game={score.game} part={score.part}", score.total)]
    for category in sorted(score.by_category):
        prefix = f"labelled-category game={score.game} part={score.part} category={category}"
        lines.append(_line(prefix, score.by_category[category]))
    return lines


def _line(prefix: str, s: Score) -> str:
    return (
        f"{prefix} cards={s.cards} exact={s.rate(s.exact):.3f} found={s.rate(s.found):.3f} "
        f"confidently_wrong={s.rate(s.confidently_wrong):.3f} exact_n={s.exact} "
        f"found_n={s.found} wrong_n={s.confidently_wrong} unsure={s.unsure} missing={s.missing}"
    )
