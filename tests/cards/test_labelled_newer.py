"""The second MTG held-out part (cards printed 2022-2026, `sample_newer.py`): the sample
reproduces from its seed, its labels cover it, quote its texts, and are scored by the bench."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from sandbox.bench import labelled, newer
from sandbox.model.cards import single_face_card

LABELLED = Path(__file__).parent / "labelled"
SAMPLE = LABELLED / "sample" / "mtg-heldout_newer.json"


def sample_cards() -> list[dict[str, Any]]:
    return list(json.loads(SAMPLE.read_text(encoding="utf-8"))["cards"])


def test_the_labels_cover_the_sample_once_and_quote_its_texts() -> None:
    texts = {card["name"]: card["text"] for card in sample_cards()}
    labels = labelled.read_labels(sorted((LABELLED / "newer").glob("heldout_newer-mtg-*.json")))
    assert sorted(e["name"] for e in labels) == sorted(texts)
    for entry in labels:
        assert entry["game"] == "mtg" and entry["part"] == newer.PART
        for reference in entry["references"]:
            assert reference["sentence"] in texts[entry["name"]], entry["name"]


def test_no_sampled_card_is_in_the_main_card_data(reference: Path) -> None:
    main = json.loads((reference / "mtg" / "cards.json").read_text(encoding="utf-8"))["data"]
    assert not [card["name"] for card in sample_cards() if card["name"] in main]


def test_the_sample_reproduces_from_its_seed(reference: Path, tmp_path: Path) -> None:
    before = SAMPLE.read_bytes()
    script = LABELLED / "sample_newer.py"
    done = subprocess.run(
        [sys.executable, str(script), "110", str(reference.parent)],
        capture_output=True,
        text=True,
        check=False,
    )
    after = SAMPLE.read_bytes()
    SAMPLE.write_bytes(before)  # whatever happened, the committed sample stays
    assert done.returncode == 0, done.stderr
    assert after == before


def test_type_words_are_the_supertypes_and_card_types() -> None:
    assert newer.type_words("Legendary Creature — Human Wizard") == ["Legendary", "Creature"]
    assert newer.type_words("") == ["Card"]


def test_the_bench_scores_the_part_and_the_cards_no_invented_card_took_a_form_from(
    tmp_path: Path,
) -> None:
    sample = {"cards": [
        {"part": newer.PART, "stratum": "literal_named", "name": "Zzyx Newer", "pitch": None,
         "text": "Sacrifice a creature named Mulldrifter: Draw a card.", "type": "Artifact"},
        {"part": newer.PART, "stratum": "literal_named", "name": "Zzyx Based", "pitch": None,
         "text": "Sacrifice a creature named Mulldrifter: Draw a card.", "type": "Artifact"},
    ]}  # fmt: skip
    reference = {
        "use": "identification", "kind": "names", "names": ["Mulldrifter"],
        "zones": ["battlefield"], "controller": "you", "owner": "any", "zone_owner": "any",
        "sentence": "Sacrifice a creature named Mulldrifter: Draw a card.",
    }  # fmt: skip
    label = {
        "game": "mtg", "name": "Zzyx Newer", "pitch": None, "name_use": "names",
        "scope": "board", "category": "literal_names", "references": [reference], "why": "",
        "part": newer.PART, "stratum": "literal_named",
    }  # fmt: skip
    (tmp_path / "sample").mkdir()
    (tmp_path / "sample" / SAMPLE.name).write_text(json.dumps(sample))
    (tmp_path / "newer").mkdir()
    labels = [label, {**label, "name": "Zzyx Based"}]
    (tmp_path / "newer" / "heldout_newer-mtg-1.json").write_text(json.dumps(labels))
    (tmp_path / "invented").mkdir()
    based = [{"game": "mtg", "name": "Zzyx Invented", "base": "Zzyx Based"}]
    (tmp_path / "invented" / "round14-mtg-today.json").write_text(json.dumps(based))
    known = [single_face_card("mtg", "Mulldrifter", ("Creature",))]
    whole, unbased = newer.score_newer(tmp_path, known)
    assert (whole.part, whole.total.cards, whole.total.exact) == (newer.PART, 2, 2)
    assert (unbased.part, unbased.total.cards, unbased.total.exact) == (
        f"{newer.PART}_unbased",
        1,
        1,
    )
