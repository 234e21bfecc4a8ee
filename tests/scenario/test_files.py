"""Loading and saving scenario files: clear one-line errors, atomic saves, round trips, fuzzing."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.model import derive
from sandbox.scenario import files
from sandbox.scenario.files import ScenarioError, load_scenario, parse_scenario, save_scenario
from sandbox.scenario.write import from_board

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "fab"
BASE = json.loads((EXAMPLE / "f15-mask-head-jab-katsu.json").read_text())


def broken(**changes: Any) -> bytes:
    doc = json.loads(json.dumps(BASE))
    for path, value in changes.items():
        target = doc
        keys = path.split("__")
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        last = keys[-1]
        target[int(last) if last.isdigit() else last] = value
    return json.dumps(doc).encode()


@pytest.mark.parametrize(
    ("raw", "path", "words"),
    [
        (b"{not json", "$", "not valid JSON at line 1 column 2"),
        (b"\xff\xfe", "$", "not UTF-8"),
        (b"[]", "$", "must be a JSON object"),
        (broken(schema_version=9), "$.schema_version", "unknown schema version 9"),
        (broken(schema_version="1"), "$.schema_version", "not a whole number"),
        (
            broken(objects__2__card="Gustwhelming"),
            "$.objects[2].card",
            "is not in your card data",
        ),
        (broken(objects__2__pitch=None), "$.objects[2].card", 'add "pitch"'),
        (broken(objects__0__owner="zoe"), "$.objects[0].owner", 'unknown player "zoe"'),
        (broken(objects__0__zone="moon"), "$.objects[0].zone", 'unknown zone "moon"'),
        (broken(objects__1__id="katsu"), "$.objects[1].id", "duplicate object id"),
        (broken(effects__0__target="ghost"), "$.effects[0].target", 'unknown object "ghost"'),
        (broken(effects__0__timestamp="soon"), "$.effects[0].timestamp", "valid integer"),
        (broken(game="chess"), "$.game", "'fab' or 'mtg'"),
        (broken(players=[]), "$.players", "at least 2"),
        (broken(objects__0__colour="red"), "$.objects[0].colour", "allowed here: id, card"),
        (broken(effects__0__duration="forever"), "$.effects[0].duration", "a JSON object {"),
        (broken(translations={"es": {"titel": "x"}}), "$.translations.es.titel", "title, desc"),
    ],
)
def test_bad_input_names_the_file_the_json_path_and_the_problem(
    raw: bytes, path: str, words: str
) -> None:
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw, "table.json")
    message = str(error.value)
    assert message.startswith(f"table.json: {path}: "), message
    assert words in message
    assert "\n" not in message
    assert "Model" not in message and "Extra inputs" not in message  # no class of ours (21.8)


def test_an_impossible_action_is_reported_with_its_index() -> None:
    raw = broken(actions=[{"type": "move_object", "object_id": "nobody", "zone": "hand"}])
    with pytest.raises(ScenarioError, match=r"\$\.actions\[0\]: impossible action"):
        parse_scenario(raw, "table.json")


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read the file"):
        load_scenario(tmp_path / "nope.json")


def test_save_then_load_gives_the_same_board(tmp_path: Path) -> None:
    for example in sorted(EXAMPLE.glob("*.json")):
        scenario = load_scenario(example)
        target = tmp_path / example.name
        save_scenario(target, from_board(scenario.board, title=scenario.model.title))
        again = load_scenario(target)
        assert again.board == scenario.board, example.name
        assert derive(again.board) == derive(scenario.board)


def test_saving_is_atomic_and_keeps_the_old_file_on_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "table.json"
    target.write_text("old contents")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    model = load_scenario(EXAMPLE / "f15-mask-head-jab-katsu.json").model
    with pytest.raises(OSError):
        save_scenario(target, model)
    assert target.read_text() == "old contents"
    assert list(tmp_path.iterdir()) == [target]


def test_migrations_run_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files, "SCHEMA_VERSION", 2)
    seen: list[int] = []

    def one_to_two(doc: dict[str, Any]) -> dict[str, Any]:
        seen.append(doc["schema_version"])
        return doc

    monkeypatch.setitem(files.MIGRATIONS, 1, one_to_two)
    migrated = files.migrate({"schema_version": 1}, "old.json")
    assert seen == [1] and migrated["schema_version"] == 2


def _mutations() -> st.SearchStrategy[bytes]:
    scalars = st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8)
    )
    values = st.recursive(
        scalars,
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
        ),
        max_leaves=8,
    )
    keys = st.sampled_from(
        [
            "schema_version",
            "game",
            "players",
            "objects",
            "effects",
            "actions",
            "turn",
            "active_player",
            "expect",
            "next_timestamp",
            "format",
        ]
    )

    @st.composite
    def mutated(draw: st.DrawFn) -> bytes:
        doc = json.loads(json.dumps(BASE))
        for _ in range(draw(st.integers(1, 4))):
            container: Any = doc
            choice = draw(st.sampled_from(["top", "object", "effect"]))
            if choice in ("object", "effect"):
                group = doc.get(f"{choice}s")
                container = draw(
                    st.sampled_from(group if isinstance(group, list) and group else [{}])
                )
            if isinstance(container, dict):
                key = draw(keys | st.sampled_from(sorted(container) or ["x"]))
                container[key] = draw(values)
        text = json.dumps(doc)
        cut = draw(st.integers(0, len(text)))
        return text[:cut].encode() if draw(st.booleans()) and cut < 40 else text.encode()

    return mutated() | st.binary(max_size=64)


@settings(max_examples=2500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(raw=_mutations())
def test_fuzz_every_malformed_file_gives_a_clean_error(raw: bytes) -> None:
    try:
        scenario = parse_scenario(raw, "fuzz.json")
    except ScenarioError as error:
        assert str(error).startswith("fuzz.json: $")
        assert "\n" not in str(error)
    else:
        derive(scenario.board)


def test_the_exported_json_schema_is_current() -> None:
    from sandbox.scenario.jsonschema import SCHEMA_FILE, schema_text

    assert SCHEMA_FILE.read_text() == schema_text(), "run: python -m sandbox.scenario.jsonschema"


def test_odd_keys_are_quoted_in_the_json_path() -> None:
    from sandbox.scenario.files import json_path

    assert json_path(("objects", 0, "bad\nkey")) == '$.objects[0]["bad\\nkey"]'


def test_a_translated_title_is_used_in_that_language() -> None:
    raw = broken(translations={"es": {"title": "La Máscara de muchas caras"}})
    model = parse_scenario(raw, "t.json").model
    assert model.title_in("es") == "La Máscara de muchas caras"
    assert model.title_in("en") == model.title
    assert model.description_in("es") == model.description  # none given: the English one


def test_a_value_with_a_line_break_is_quoted_on_one_line() -> None:
    raw = broken(effects__0__controller="\n")
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw, "t.json")
    assert "\n" not in str(error.value) and 'unknown player "\\n"' in str(error.value)
