"""The attack kept: hostile and unlucky scenario files give one-line errors, reads are bounded,
unknown words are errors, and saving keeps what the user has (links, permissions)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from sandbox.cli.main import main
from sandbox.scenario import files
from sandbox.scenario.files import ScenarioError, load_scenario, parse_scenario, save_scenario

EXAMPLE = Path(__file__).resolve().parents[2] / "resources" / "scenarios" / "fab"
BASE: dict[str, Any] = json.loads((EXAMPLE / "f15-mask-head-jab-katsu.json").read_text())
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and modes are POSIX")


def doc(**changes: Any) -> dict[str, Any]:
    return {**json.loads(json.dumps(BASE)), **changes}


def error_of(raw: str | bytes) -> str:
    with pytest.raises(ScenarioError) as error:
        parse_scenario(raw, "t.json")
    message = str(error.value)
    assert "\n" not in message and message.startswith("t.json: $")
    return message


@posix_only
def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(ScenarioError, match="not a regular file \\(a pipe\\)"):
        load_scenario(fifo)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_a_device_is_refused_before_reading(tmp_path: Path) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(ScenarioError, match="not a regular file \\(a device\\)"):
        load_scenario(link)


def test_a_directory_and_a_huge_file_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="a directory"):
        load_scenario(tmp_path)
    huge = tmp_path / "huge.json"
    with huge.open("wb") as out:
        out.truncate(files.MAX_BYTES + 1)  # sparse: nothing is written, and nothing read
    with pytest.raises(ScenarioError, match=r"larger than 32\.0 MiB"):
        load_scenario(huge)


def test_a_number_of_thousands_of_digits_is_one_line() -> None:
    assert "thousands of digits" in error_of('{"schema_version": 1, "turn": 1' + "0" * 5000 + "}")
    assert "$.turn: number too large" in error_of(json.dumps(doc(turn=10**40)))


def test_a_lone_surrogate_is_refused_where_it_is() -> None:
    message = error_of(json.dumps(doc(title="Amnesia \ud800")))
    assert "$.title: text with a lone surrogate" in message


def test_a_table_beyond_the_object_limit_is_refused_before_it_is_built() -> None:
    one = BASE["objects"][1]
    many = [{**one, "id": f"o{i}"} for i in range(files.MAX_OBJECTS + 1)]
    assert f"more than this Namesake opens ({files.MAX_OBJECTS})" in error_of(
        json.dumps(doc(objects=many, effects=[], expect=[]))
    )


@pytest.mark.parametrize(
    ("where", "value", "path", "words"),
    [
        (
            "affects",
            {"zones": ["graveyrd"]},
            "$.effects[0].affects.zones",
            'zone or group "graveyrd"',
        ),
        ("affects", {"owner": "bob"}, "$.effects[0].affects.owner", 'unknown player "bob"'),
        ("affects", {"object_ids": ["ghost"]}, "$.effects[0].affects.object_ids", '"ghost"'),
        ("applies_in", ["moon"], "$.effects[0].applies_in", 'zone or group "moon"'),
    ],
)
def test_an_unknown_word_in_an_effect_is_an_error(
    where: str, value: Any, path: str, words: str
) -> None:
    effect = {**BASE["effects"][0], where: value}
    effect.pop("target", None) if where == "affects" else None
    message = error_of(json.dumps(doc(effects=[effect])))
    assert f"{path}: " in message and words in message


def test_an_unknown_player_in_a_written_ability_is_an_error() -> None:
    reference = {
        "key": "pump",
        "text": "Crouching Tigers you control gain +1.",
        "use": "identification",
        "looks_for": {"kind": "names", "names": ["Crouching Tiger"]},
        "among": {"zones": ["arena"], "controller": "zoe"},
    }
    objects = [{**BASE["objects"][0], "references": [reference]}, *BASE["objects"][1:]]
    message = error_of(json.dumps(doc(objects=objects)))
    assert "$.objects[0].references[0].among.controller: unknown player" in message


def test_a_group_and_a_player_id_are_known_words() -> None:
    effect = {
        **BASE["effects"][0],
        "affects": {"zones": ["arena"], "owner": BASE["players"][0]["id"]},
    }
    effect.pop("target", None)
    parse_scenario(json.dumps(doc(effects=[effect])), "t.json")


def test_an_expectation_about_nothing_is_an_error() -> None:
    assert "$.expect[0]: an expectation names" in error_of(json.dumps(doc(expect=[{"names": []}])))


@posix_only
def test_saving_through_a_symlink_writes_the_target_and_keeps_link_and_mode(
    tmp_path: Path,
) -> None:
    target = tmp_path / "real" / "table.json"
    target.parent.mkdir()
    target.write_text("old")
    target.chmod(0o640)
    link = tmp_path / "table.json"
    link.symlink_to(target)
    save_scenario(link, load_scenario(EXAMPLE / "f15-mask-head-jab-katsu.json").model)
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert load_scenario(link).model.title == BASE["title"]
    assert oct(target.stat().st_mode & 0o777) == oct(0o640)
    assert sorted(p.name for p in target.parent.iterdir()) == ["table.json"]


def test_check_prints_hostile_text_as_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hostile = "\x1b[2J\x1b]0;owned\x07<b>bold</b>\r\u009b31m"
    path = tmp_path / "t.json"
    players = [{**BASE["players"][0], "name": hostile}, *BASE["players"][1:]]
    path.write_text(json.dumps(doc(title=hostile, description=hostile, players=players)))
    for extra in ([], ["--json"]):
        main(["check", str(path), *extra])
        out = capsys.readouterr().out
        assert not any(c in out for c in "\x1b\x07\r\u009b"), repr(out[:200])
        assert "<b>bold</b>" in out
    main(["check", str(path), "--json"])
    assert json.loads(capsys.readouterr().out)["objects"]
