"""Effect presets are card data: the bundled file loads, each preset's card is in the library,
and a wrong file is one line naming the file, the preset and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sandbox.cards.library import bundled_library
from sandbox.cards.presets import (
    BARE_KINDS,
    PresetError,
    bundled_presets,
    load_presets,
    presets_for,
)
from sandbox.model import EFFECT_KINDS

GOOD = {
    "id": "mask",
    "game": "fab",
    "card": "Mask of Many Faces",
    "kind": "gain_name",
    "naming": "card",
    "duration": "this_turn",
    "label": {"en": "Mask naming a card", "es": "Mask nombrando una carta"},
}


def write(tmp_path: Path, *presets: dict[str, Any]) -> Path:
    path = tmp_path / "effect-presets.json"
    path.write_text(json.dumps({"presets": list(presets)}), encoding="utf-8")
    return path


def problem(tmp_path: Path, *presets: dict[str, Any]) -> str:
    with pytest.raises(PresetError) as raised:
        load_presets(write(tmp_path, *presets), bundled_library())
    message = str(raised.value)
    assert "\n" not in message and "effect-presets.json" in message
    return message


def test_the_bundled_presets_load_with_their_cards_in_the_library() -> None:
    presets = {p.id: p for p in bundled_presets()}
    amnesia = presets["amnesia"]  # F10/F11: a restriction on every object the hit hero owns
    assert (amnesia.game, amnesia.card, amnesia.kind) == ("fab", "Amnesia", "lose_names")
    assert (amnesia.applies_to, amnesia.cant_gain) == ("player", True)
    assert amnesia.duration == "until_next_turn_of"
    mask = presets["mask-of-many-faces"]  # F8: gains a name checked as a card name (F12-F14)
    assert (mask.kind, mask.applies_to, mask.naming, mask.duration) == (
        "gain_name",
        "object",
        "card",
        "this_turn",
    )
    assert {p.kind for p in presets_for("mtg")} >= {"copy", "set_name"}
    assert all(p.game == "fab" for p in presets_for("fab"))
    assert mask.label("es") == "Mask of Many Faces nombrando una carta"
    assert mask.label("xx") == mask.label("en") == "Mask of Many Faces naming a card"


def test_every_effect_kind_of_the_model_has_a_bare_form() -> None:
    assert tuple(p.kind for p in BARE_KINDS) == EFFECT_KINDS
    by_kind = {p.kind: p for p in BARE_KINDS}
    assert not any(p.card for p in BARE_KINDS)
    assert by_kind["name_sticker"].offered_in("mtg") and not by_kind["copy"].offered_in("fab")
    assert by_kind["set_name"].naming == "card" and by_kind["gain_name"].naming == "words"
    assert by_kind["gain_name"].offered_in("fab") and by_kind["gain_name"].offered_in("mtg")


def test_a_good_file_loads(tmp_path: Path) -> None:
    (mask,) = load_presets(write(tmp_path, GOOD), bundled_library())
    assert (mask.card, mask.kind, mask.naming) == ("Mask of Many Faces", "gain_name", "card")


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"kind": "gain_names"}, "preset 1 (\"mask\"): kind: 'gain_names' is not an effect kind"),
        ({"duration": "forever"}, "duration: 'forever' is not a duration"),
        ({"game": "ygo"}, "game: 'ygo' is not a game"),
        ({"card": "Mask of Many Facez"}, 'card: no card named "Mask of Many Facez" in the fab'),
        ({"card": "mask of many faces"}, "no card named"),  # as written in the library
        ({"applies_to": "everyone"}, "applies_to: Input should be 'player', 'object' or"),
        ({"label": {"es": "Máscara"}}, "label: needs an English label (en)"),
        ({"colour": "red"}, 'colour: unknown key "colour" (allowed here: id, game, card'),
        ({"cant_gain": True}, "cant_gain is for lose_names effects"),
        ({"kind": "copy", "game": "mtg", "card": "Clone"}, "naming and name are for effects"),
        ({"id": "Mask Preset"}, "id: String should match pattern"),
    ],
)
def test_a_wrong_preset_is_one_line_naming_file_preset_and_field(
    tmp_path: Path, change: dict[str, Any], expected: str
) -> None:
    message = problem(tmp_path, {**GOOD, **change})
    assert expected in message
    assert 'preset 1 ("' in message or "id:" in message


def test_kinds_that_fit_one_object_or_one_game_only_are_refused_otherwise(
    tmp_path: Path,
) -> None:
    copy = {**GOOD, "kind": "copy", "game": "mtg", "card": "Clone", "naming": "words"}
    assert "a copy effect applies to one object" in problem(
        tmp_path, {**copy, "applies_to": "player"}
    )
    sticker = {**copy, "kind": "name_sticker", "game": "fab", "card": "Amnesia"}
    assert "a name_sticker effect is an MTG effect" in problem(tmp_path, sticker)


def test_the_second_preset_is_named_by_number_and_id(tmp_path: Path) -> None:
    message = problem(tmp_path, GOOD, {**GOOD, "id": "other", "kind": "nothing"})
    assert message.startswith('effect-presets.json: preset 2 ("other"): kind:')
    assert "used twice" in problem(tmp_path, GOOD, GOOD)


def test_a_file_that_is_not_json_or_too_big_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "effect-presets.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(PresetError, match=r"^effect-presets\.json: not JSON text"):
        load_presets(path, bundled_library())
    path.write_text(json.dumps({"presets": [GOOD], "about": "x" * 1_000_001}), encoding="utf-8")
    with pytest.raises(PresetError, match="larger than"):
        load_presets(path, bundled_library())
    path.write_text(json.dumps([GOOD]), encoding="utf-8")
    with pytest.raises(PresetError, match=r"^effect-presets\.json: top level: "):
        load_presets(path, bundled_library())
