"""The stratified random sample of cards to be labelled by hand (tests/cards/labelled/sample/).

This script owns the draw of the sample: the candidates (every card of each game in the
reference data), the exclusions (cards the curated library, the labelled set, the tests or the
scenarios already name), the strata (transparent text heuristics written here, NOT the
`sandbox` package: the sample must not depend on the program it measures), the allocation
(a held-out part drawn first, then a tuning part from what is left) and the output files
`sample/fab.json` and `sample/mtg.json`. The seed is fixed, and candidates are sorted before
every draw, so a rerun on the same data and repository gives the same files byte for byte.

Usage: python tests/cards/labelled/sample.py [SHARED_FOLDER]   (default: ../shared next to
the repository root).
       python tests/cards/labelled/sample.py extra GAME PART SIZE [SHARED_FOLDER]
[--only=STRATUM,...]: a further tuning part, `sample/<game>-<part>.json`, drawn (seeded by
its name) from the cards no sample file, label, test or library names yet, over the strata other
than own name, Specialization and negatives (or only those listed).
A draw reproduces byte for byte on the repository as it was just before the commit that added
its file: the labels and tests written later quote card names, which takes those cards out of
the candidates.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

SEED = 20260214
HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
OUT_DIR = HERE / "sample"
SOURCES = {"fab": "reference/fab/cards.json", "mtg": "reference/mtg/cards.json"}
PARTS = (("heldout", 110, 15), ("tuning", 120, 15))  # (part, non-negative cards, negatives)
FLOOR = 6
NEGATIVE = "negative"
# a further tuning part (`extra`) leaves out the strata both parts already score 100% on
EXTRA_SKIPPED_STRATA = {"own_name", "specialization", NEGATIVE}
MTG_SKIPPED_LAYOUTS = {"planar", "scheme", "vanguard"}
# the Unfinity supplement has no acorn flag (reference README): its own cards are left out
MTG_UNFLAGGED_PRINTINGS = [["UNF"]]
# files whose quoted strings exclude a card: (folder, glob); this script's own files are skipped
SCANNED = (("tests", "**/*.py"), ("tests", "**/*.json"), ("resources/scenarios", "**/*.json"))
QUOTED = re.compile(r'"((?:[^"\\\n]|\\.){1,200})"')
REMINDER = re.compile(r"\([^()]*\)")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n")
FAB_ZONES = re.compile(r"\b(graveyards?|decks?|banished|arsenals?|hands?)\b", re.IGNORECASE)
MTG_ZONES = re.compile(r"\b(graveyards?|librar(y|ies)|decks?)\b", re.IGNORECASE)
CHOSEN_NAME = ("chosen name", "choose a card name", "name a card", "named card")
# "choose a nonland card name", "choose a nonbasic land card name"
CHOOSE_KIND_NAME = re.compile(r"\bchoose an? (?:[\w-]+ ){1,3}card name", re.IGNORECASE)
NAME_WORD = re.compile(r"\bname", re.IGNORECASE)

Card = dict[str, Any]
Rule = tuple[str, Callable[[Card], bool]]


def has(text: str, *phrases: str) -> bool:
    """Whether the text contains one of the phrases, ignoring case."""
    low = text.lower()
    return any(p.lower() in low for p in phrases)


def chosen_name(text: str) -> bool:
    """Whether the text chooses or names a card name ("choose a nonland card name" included)."""
    return has(text, *CHOSEN_NAME) or bool(CHOOSE_KIND_NAME.search(text))


def word_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """A case-sensitive pattern matching any of the names as whole words."""
    alts = sorted({n for n in names if n}, key=lambda n: (-len(n), n))
    if not alts:
        return None
    return re.compile(r"(?<!\w)(" + "|".join(re.escape(n) for n in alts) + r")(?!\w)")


def own_names(names: Iterable[str]) -> list[str]:
    """A card's own names: each full (face) name and, for "Short, Epithet", the short name."""
    out: list[str] = []
    for name in names:
        out.append(name)
        if ", " in name:
            out.append(name.split(", ")[0])
    return out


def mentions(card: Card, text: str) -> bool:
    """Whether the text mentions the card's own name."""
    pattern = word_pattern(card["own"])
    return bool(pattern and pattern.search(text))


def own_name_near(card: Card, text: str, zones: re.Pattern[str]) -> bool:
    """Whether one sentence of the text holds both the card's own name and a zone word."""
    return any(mentions(card, s) and zones.search(s) for s in SENTENCE_END.split(text))


def creates_token(text: str, verbs: tuple[str, ...] = ("create", "transform")) -> bool:
    """Whether one sentence says one of the verbs (create, transform ... into) and "token"."""
    sentences = (s.lower() for s in SENTENCE_END.split(text))
    return any("token" in s and any(v in s for v in verbs) for s in sentences)


def fab_rules(monikers: re.Pattern[str] | None) -> list[Rule]:
    """The FaB strata, first match wins."""
    return [
        ("specialization", lambda c: "Specialization" in c["text"]),
        (
            "chosen_name",
            lambda c: chosen_name(c["text"]),
        ),
        ("same_name", lambda c: has(c["text"], "same name")),
        ("part_of_name", lambda c: has(c["text"], "in its name", "in their name")),
        ("combo", lambda c: "Combo" in c["text"]),
        ("literal_named", lambda c: has(c["text"], " named ")),
        ("own_name_other", lambda c: own_name_near(c, c["text"], FAB_ZONES)),
        ("token_creation", lambda c: creates_token(c["text"])),
        ("own_name", lambda c: mentions(c, c["text"])),
        (
            "hero_name",
            lambda c: (
                has(c["text"], "if your hero is") or bool(monikers and monikers.search(c["text"]))
            ),
        ),
        ("other_name_word", lambda c: bool(NAME_WORD.search(c["text"]))),
    ]


def mtg_rules() -> list[Rule]:
    """The MTG strata, first match wins; "bare" is the text without reminder text."""
    return [
        (
            "chosen_name",
            lambda c: chosen_name(c["text"]),
        ),
        ("same_name", lambda c: has(c["text"], "same name")),
        ("different_names", lambda c: has(c["text"], "different name")),
        ("not_named", lambda c: has(c["text"], "not named")),
        ("literal_named", lambda c: has(c["bare"], " named ")),
        (
            "own_name_count",
            lambda c: (
                own_name_near(c, c["bare"], MTG_ZONES)
                or (mentions(c, c["bare"]) and has(c["text"], "any number of cards named"))
            ),
        ),
        ("token_creation", lambda c: creates_token(c["text"], ("create",))),
        ("own_name", lambda c: mentions(c, c["bare"])),
        ("other_name_word", lambda c: bool(NAME_WORD.search(c["text"]))),
    ]


def stratum(card: Card, rules: list[Rule]) -> str:
    """The first stratum whose heuristic matches the card, else negative."""
    return next((name for name, test in rules if test(card)), NEGATIVE)


def load_json(path: Path) -> Any:
    """A JSON file's content."""
    return json.loads(path.read_text(encoding="utf-8"))


def fab_candidates(records: list[Card], rng: random.Random) -> list[Card]:
    """One FaB card per name, its pitch chosen at random among the name's records."""
    by_name: dict[str, list[Card]] = {}
    for rec in sorted(records, key=lambda r: (r["name"], r["pitch"], r["unique_id"])):
        by_name.setdefault(rec["name"], []).append(rec)
    cards = []
    for name in sorted(by_name):
        rec = rng.choice(by_name[name])
        text = rec.get("functional_text_plain") or ""
        cards.append(
            {
                "name": name,
                "pitch": rec["pitch"] or None,
                "text": text,
                "type": rec.get("type_text") or "",
                "own": own_names([name]),
                "all_names": [name],
            }
        )
    return cards


def mtg_usable(faces: list[Card]) -> bool:
    """Whether an MTG card is a candidate: no joke, Alchemy or non-traditional face."""
    return not any(
        f.get("isFunny")
        or f.get("isRebalanced")
        or f.get("layout") in MTG_SKIPPED_LAYOUTS
        or f.get("printings") in MTG_UNFLAGGED_PRINTINGS
        for f in faces
    )


def mtg_candidates(data: dict[str, list[Card]]) -> list[Card]:
    """One MTG card per full name, the faces' texts joined with a newline."""
    cards = []
    for name in sorted(data):
        faces = data[name]
        text = "\n".join(f["text"] for f in faces if f.get("text"))
        if not text or not mtg_usable(faces):
            continue
        face_names = [f.get("faceName") or f["name"] for f in faces]
        cards.append(
            {
                "name": name,
                "pitch": None,
                "text": text,
                "bare": REMINDER.sub("", text),
                "type": " // ".join(f.get("type", "") for f in faces),
                "own": own_names([name, *face_names]),
                "all_names": [name, *face_names],
            }
        )
    return cards


def fab_monikers(records: list[Card]) -> re.Pattern[str] | None:
    """The hero monikers: each hero's name, and its short name before a comma."""
    heroes = {r["name"] for r in records if "Hero" in r.get("types", [])}
    return word_pattern(own_names(heroes))


def library_names(game: str) -> set[str]:
    """Every card name of the curated library file of the game."""
    content = load_json(REPO / "resources" / "cards" / f"{game}-library.json")
    if isinstance(content, dict):
        return {f.get("faceName") or f["name"] for v in content["data"].values() for f in v} | set(
            content["data"]
        )
    return {rec["name"] for rec in content}


def labelled_names(game: str) -> set[str]:
    """Every card name already in the labelled set of the game."""
    return {entry["name"] for entry in load_json(HERE / f"{game}.json")}


def decode(raw: str) -> str:
    """A quoted string's value, JSON escapes undone when they parse."""
    try:
        return json.loads(f'"{raw}"')
    except json.JSONDecodeError:
        return raw


def quoted_strings() -> set[str]:
    """Every double-quoted string in the scanned test and scenario files."""
    found: set[str] = set()
    own = {Path(__file__).resolve()}
    for folder, pattern in SCANNED:
        for path in sorted((REPO / folder).glob(pattern)):
            if path.resolve() in own or OUT_DIR in path.resolve().parents:
                continue
            try:
                text = path.read_text(encoding="utf-8", errors="replace")
            except OSError:  # a file moved away while scanning
                continue
            found.update(decode(m) for m in QUOTED.findall(text))
    return found


def excluded(cards: list[Card], names: set[str]) -> list[Card]:
    """The cards none of whose names is in the excluded names."""
    return [c for c in cards if not names.intersection(c["all_names"])]


def allocate(sizes: dict[str, int], total: int) -> dict[str, int]:
    """Counts per stratum: a floor each, the rest in proportion to size, none above size."""
    alloc = {s: min(FLOOR, n) for s, n in sizes.items()}
    while sum(alloc.values()) < total:
        open_ = [s for s in sizes if alloc[s] < sizes[s]]
        if not open_:
            break
        rest = total - sum(alloc.values())
        weight = sum(sizes[s] for s in open_)
        quotas = {s: rest * sizes[s] / weight for s in open_}
        adds = {s: min(int(quotas[s]), sizes[s] - alloc[s]) for s in open_}
        if not any(adds.values()):
            best = max(open_, key=lambda s: (quotas[s] - int(quotas[s]), sizes[s], s))
            adds = {best: 1}
        for s, add in adds.items():
            alloc[s] += add
    return alloc


def draw(strata: dict[str, list[Card]], rng: random.Random) -> list[Card]:
    """The held-out part, then the tuning part from what is left; strata are emptied in place."""
    chosen: list[Card] = []
    for part, non_negative, negatives in PARTS:
        sizes = {s: len(cs) for s, cs in strata.items() if s != NEGATIVE}
        counts = allocate(sizes, non_negative)
        counts[NEGATIVE] = min(negatives, len(strata[NEGATIVE]))
        for name, pool in strata.items():
            picked = rng.sample(pool, counts.get(name, 0))
            for card in picked:
                pool.remove(card)
                chosen.append({**card, "part": part, "stratum": name})
    return chosen


def classify(cards: list[Card], rules: list[Rule]) -> dict[str, list[Card]]:
    """The cards by stratum, in the rules' order, each stratum sorted by name."""
    strata: dict[str, list[Card]] = {name: [] for name, _ in rules}
    strata[NEGATIVE] = []
    for card in cards:
        strata[stratum(card, rules)].append(card)
    for pool in strata.values():
        pool.sort(key=lambda c: c["name"])
    return strata


def report(game: str, strata: dict[str, list[Card]], chosen: list[Card]) -> None:
    """Print the stratum sizes and the counts drawn per stratum and part."""
    print(f"{game}: {sum(len(p) for p in strata.values())} candidates")
    print(f"  {'stratum':<16}{'size':>7}{'heldout':>9}{'tuning':>8}")
    for name, pool in strata.items():
        counts = [sum(c["stratum"] == name and c["part"] == p for c in chosen) for p, *_ in PARTS]
        size = len(pool) + sum(counts)
        print(f"  {name:<16}{size:>7}{counts[0]:>9}{counts[1]:>8}")
    totals = [sum(c["part"] == p for c in chosen) for p, *_ in PARTS]
    print(f"  {'total':<16}{'':>7}{totals[0]:>9}{totals[1]:>8}")


def write(game: str, chosen: list[Card], order: list[str]) -> Path:
    """Write the game's sample, ordered by part, then stratum (rules' order), then name."""
    parts = [p for p, *_ in PARTS]
    chosen.sort(key=lambda c: (parts.index(c["part"]), order.index(c["stratum"]), c["name"]))
    keys = ("part", "stratum", "name", "pitch", "text", "type")
    content = {
        "seed": SEED,
        "source": {game: SOURCES[game]},
        "cards": [{k: c[k] for k in keys} for c in chosen],
    }
    OUT_DIR.mkdir(exist_ok=True)
    path = OUT_DIR / f"{game}.json"
    text = json.dumps(content, indent=1, ensure_ascii=False)
    path.write_text(text + "\n", encoding="utf-8")
    return path


def sample_game(game: str, cards: list[Card], rules: list[Rule], rng: random.Random) -> None:
    """Exclude, classify, draw, report and write one game's sample."""
    names = library_names(game) | labelled_names(game) | quoted_strings()
    kept = excluded(cards, names)
    print(f"{game}: {len(cards)} cards, {len(cards) - len(kept)} excluded")
    strata = classify(kept, rules)
    chosen = draw(strata, rng)
    report(game, strata, chosen)
    print(f"  wrote {write(game, chosen, list(strata)).relative_to(REPO)}")


def sampled_names(game: str, but: str) -> set[str]:
    """Every card name already drawn into one of the game's sample files but `but`."""
    names: set[str] = set()
    for path in sorted(OUT_DIR.glob(f"{game}*.json")):
        if path.name != but:
            names.update(card["name"] for card in load_json(path)["cards"])
    return names


def draw_extra(
    game: str,
    cards: list[Card],
    rules: list[Rule],
    part: str,
    size: int,
    only: set[str] | None = None,
) -> list[Card]:
    """A further tuning part of `size` cards, stratified over the strata the sample's parts
    score lowest on (or `only` those): drawn from the cards no sample file, label, test or
    library names yet."""
    drawn = sampled_names(game, but=f"{game}-{part}.json")
    names = library_names(game) | labelled_names(game) | quoted_strings() | drawn
    strata = classify(excluded(cards, names), rules)
    pools = {
        s: pool
        for s, pool in strata.items()
        if s not in EXTRA_SKIPPED_STRATA and (only is None or s in only)
    }
    counts = allocate({s: len(pool) for s, pool in pools.items()}, size)
    rng = random.Random(f"{SEED}-{part}-{game}")
    return [
        {**card, "part": part, "stratum": name}
        for name, pool in pools.items()
        for card in rng.sample(pool, counts[name])
    ]


def write_extra(game: str, part: str, chosen: list[Card]) -> Path:
    keys = ("part", "stratum", "name", "pitch", "text", "type")
    content = {
        "seed": f"{SEED}-{part}-{game}",
        "source": {game: SOURCES[game]},
        "cards": [{k: c[k] for k in keys} for c in chosen],
    }
    path = OUT_DIR / f"{game}-{part}.json"  # the name draw_extra leaves out of its exclusions
    path.write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def extra(shared: Path, game: str, part: str, size: int, strata: set[str] | None = None) -> int:
    """`extra GAME PART SIZE`: draw and write sample/<game>-<part>.json."""
    path = shared / SOURCES[game]
    if not path.is_file():
        print(f"sample.py: reference data missing: {path}", file=sys.stderr)
        return 1
    rng = random.Random(f"{SEED}-{part}-{game}-pitch")
    if game == "fab":
        records = load_json(path)
        cards, rules = fab_candidates(records, rng), fab_rules(fab_monikers(records))
    else:
        cards, rules = mtg_candidates(load_json(path)["data"]), mtg_rules()
    chosen = draw_extra(game, cards, rules, part, size, strata)
    print(f"  wrote {write_extra(game, part, chosen).relative_to(REPO)}: {len(chosen)} cards")
    return 0


def extra_command(argv: list[str]) -> int:
    """Parse `extra GAME PART SIZE [SHARED_FOLDER] [--only=STRATUM,...]` and run it."""
    only = [a.removeprefix("--only=") for a in argv if a.startswith("--only=")]
    rest = [a for a in argv if not a.startswith("--only=")]
    if len(rest) not in (3, 4) or rest[0] not in SOURCES or not rest[2].isdigit():
        print(
            "usage: sample.py extra fab|mtg PART SIZE [SHARED_FOLDER] [--only=S,...]",
            file=sys.stderr,
        )
        return 2
    strata = set(only[0].split(",")) if only else None
    known = {name for name, _ in (fab_rules(None) if rest[0] == "fab" else mtg_rules())}
    if strata is not None and not strata <= known:
        unknown = ", ".join(sorted(strata - known))
        print(
            f"sample.py: no stratum {unknown} in {rest[0]} (known: {', '.join(sorted(known))})",
            file=sys.stderr,
        )
        return 2
    shared = Path(rest[3]) if len(rest) == 4 else REPO.parent / "shared"
    return extra(shared, rest[0], rest[1], int(rest[2]), strata)


def main(argv: list[str]) -> int:
    """Draw both games' samples from the shared folder (argument or ../shared)."""
    if argv[:1] == ["extra"]:
        return extra_command(argv[1:])
    shared = Path(argv[0]) if argv else REPO.parent / "shared"
    paths = {game: shared / rel for game, rel in SOURCES.items()}
    missing = [str(p) for p in paths.values() if not p.is_file()]
    if missing:
        print(f"sample.py: reference data missing: {', '.join(missing)}", file=sys.stderr)
        return 1
    rng = random.Random(SEED)
    fab = load_json(paths["fab"])
    sample_game("fab", fab_candidates(fab, rng), fab_rules(fab_monikers(fab)), rng)
    mtg = load_json(paths["mtg"])["data"]
    sample_game("mtg", mtg_candidates(mtg), mtg_rules(), rng)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
