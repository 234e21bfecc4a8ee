"""The bundled example scenarios: listed with their titles (the gallery, `namesake
examples`), and found by file name alone, without folder or extension, wherever a FILE is
taken (`namesake check f21-frost-hex-owner-amnesia`).

Only each file's header (title, game, rulings, description, translations) is read to list it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from sandbox import resources


def examples_dir() -> Path:
    return resources.path("scenarios")


def example_named(name: str) -> Path | None:
    """The bundled example whose file name (without ".json", any case) is `name`, or None.
    A path that exists is never an example's name."""
    stem = name.removesuffix(".json").casefold()
    if not stem or "/" in name or "\\" in name or Path(name).exists():
        return None
    folder = resources.location("scenarios")
    if not folder.is_dir():
        return None
    return next((p for p in sorted(folder.rglob("*.json")) if p.stem.casefold() == stem), None)


@dataclass(frozen=True, slots=True)
class Example:
    path: Path
    title: str
    game: str  # as the example file says ("?" when unreadable): shown, never played
    rulings: tuple[str, ...]
    description: str


def find_examples(folder: Path | None = None, language: str = "en") -> list[Example]:
    """Every *.json scenario under `folder` (default: the bundled examples), sorted; titles and
    descriptions in `language` where the file translates them."""
    root = folder or examples_dir()
    examples = [_read(path, language) for path in sorted(root.rglob("*.json"))]
    return sorted(examples, key=lambda e: (e.game, _ruling_key(e.rulings), e.title))


def _ruling_key(rulings: tuple[str, ...]) -> tuple[str, int, str]:
    if not rulings:
        return ("~", 0, "")
    first = rulings[0]
    digits = "".join(c for c in first[1:] if c.isdigit())
    rest = first[1 + len(digits) :]
    return (first[0], int(digits or 0), rest)


def _read(path: Path, language: str = "en") -> Example:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError
    except (OSError, ValueError):
        return Example(path, path.stem, "?", (), "")
    rulings = data.get("rulings")
    translations = data.get("translations")
    translated = translations.get(language) if isinstance(translations, dict) else None
    if not isinstance(translated, dict):
        translated = {}
    return Example(
        path,
        str(translated.get("title") or data.get("title") or path.stem),
        str(data.get("game") or "?"),
        tuple(str(r) for r in rulings) if isinstance(rulings, list) else (),
        str(translated.get("description") or data.get("description") or ""),
    )
