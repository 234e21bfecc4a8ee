"""One language per output (issue 21.6): `check`, `card` and `name` in Spanish carry no English
frame word (headings, labels, statuses, uses, zones). What the data says in English stays:
card names (never translated, FaB CR 2.7.4), card text in quotes, ids and player names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sandbox.cli.main import main
from sandbox.model import derive
from sandbox.scenario.examples import find_examples
from sandbox.scenario.files import load_scenario

ENGLISH_FRAME_WORDS = (
    "Game", "turn", "active player", "Objects", "owner", "controller", "names", "no name",
    "moniker", "printed", "lost", "gained", "taken by", "from", "References", "finds",
    "fails", "nothing", "because", "misses", "Effects", "applies", "ended", "Expectations",
    "hold", "FAILED", "Protections", "protects", "resolves", "illegal", "target",
    "self", "identification", "definition", "curated", "name use", "not encoded",
    "Add effect", "hero", "permanent", "graveyard", "battlefield", "hand", "library",
    "exile", "stack", "deck", "banished", "timestamp", "until", "and", "the",
)  # fmt: skip
_FRAME = re.compile(r"\b(" + "|".join(map(re.escape, ENGLISH_FRAME_WORDS)) + r")\b")
_QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|«[^»\n]*»')


def english_frame_words(text: str, data_words: set[str]) -> list[str]:
    """The English frame words left in `text` once quoted card text and the data's own
    words (card names, ids, player names) are taken out."""
    for phrase in sorted(data_words, key=len, reverse=True):
        text = text.replace(phrase, " ")
    return _FRAME.findall(_QUOTED.sub(" ", text))


def _data_words(file: Path) -> set[str]:
    scenario = load_scenario(file)
    board = scenario.board
    words = {p.id for p in board.players} | {p.name for p in board.players}
    for board_then in (scenario.start, *scenario.history):
        for obj in board_then.objects:
            words |= {obj.id, obj.card.name, obj.card.label, *(f.name for f in obj.card.faces)}
            words |= {f"{obj.id}:{ref.key}" for ref in obj.references}
            words |= {ref.text for ref in obj.references}  # the card's own text
            words |= {choice.name for choice in obj.choices}
        for effect in board_then.effects:
            words |= {effect.id, effect.source_name, effect.name}
    derived = derive(board)
    words |= {name for state in derived.names.values() for name in state.names}
    words |= {p.text for p in derived.protections}
    words |= {f.id for f in derived.findings}
    # a protection's quality as the card words it ("protection from the chosen player")
    words |= {r.param("quality") or "" for p in derived.protections for r in p.reasons}
    words |= {scenario.model.title, *scenario.model.rulings}
    return {w for w in words if isinstance(w, str) and w}


EXAMPLES = [e.path for e in find_examples()]


@pytest.mark.parametrize("file", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_check_in_spanish_has_no_english_frame_word(
    file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["check", str(file), "--language", "es"])
    text = capsys.readouterr().out
    assert english_frame_words(text, _data_words(file)) == []


def test_the_list_catches_the_english_report(capsys: pytest.CaptureFixture[str]) -> None:
    file = EXAMPLES[0]
    main(["check", str(file)])
    found = set(english_frame_words(capsys.readouterr().out, _data_words(file)))
    assert {"Objects", "References", "names", "owner"} <= found


@pytest.mark.parametrize("card", ["Amnesia", "Mask of Many Faces", "Pithing Needle"])
def test_card_in_spanish_has_no_english_frame_word(
    card: str, capsys: pytest.CaptureFixture[str]
) -> None:
    game = "mtg" if card == "Pithing Needle" else "fab"
    assert main(["card", card, "--game", game, "--language", "es"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # the first line (name, game, types) and the indented rules text are the card's data
    body = [line.rsplit(": ", 1)[0] for line in lines[1:] if not line.startswith("  ")]
    assert english_frame_words("\n".join(body), {card}) == [], body


def test_name_in_spanish_has_no_english_frame_word(capsys: pytest.CaptureFixture[str]) -> None:
    main(["name", "Lightning Blot", "--game", "mtg", "--language", "es"])
    text = capsys.readouterr().out
    candidates = {line.strip().split(" - ")[0] for line in text.splitlines()[2:]}
    assert english_frame_words(text, candidates | {"Lightning Blot", "Instant"}) == []
