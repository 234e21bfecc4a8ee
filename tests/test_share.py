"""Share strings (issue 11.4) and the what-if diff on the command line (11.5)."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from sandbox.cli.main import _scenario_as_option, main
from sandbox.model import AddObject, Board, Player, apply
from sandbox.scenario.files import MAX_BYTES, ScenarioError, load_scenario, parse_scenario
from sandbox.scenario.share import (
    FORMAT_VERSION,
    decode,
    encode,
    looks_like_share,
    open_scenario,
    parse_share,
)
from sandbox.scenario.write import from_board

SCENARIOS = Path(__file__).resolve().parents[1] / "resources" / "scenarios"
F09 = SCENARIOS / "fab" / "f09-reset-outside-arena.json"
M12 = SCENARIOS / "mtg" / "m12-targets-on-resolution.json"


def test_a_share_string_round_trips_the_scenario_and_is_compact_and_chat_safe() -> None:
    scenario = load_scenario(M12)
    text = encode(scenario.model)
    assert text.startswith(f"namesake{FORMAT_VERSION}.")
    assert set(text[len("namesake1.") :]) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )
    assert len(text) < len(M12.read_text()) / 2
    assert parse_share(text).model == scenario.model
    assert parse_share(text).board == scenario.board


def test_a_chat_that_wraps_quotes_or_breaks_the_string_does_not_matter() -> None:
    text = encode(load_scenario(F09).model)
    mangled = "“" + "\n".join(text[i : i + 30] for i in range(0, len(text), 30)) + " \u200b"
    mangled = mangled.replace("“", '"') + '"'
    assert looks_like_share(mangled)
    assert parse_share(mangled).model == load_scenario(F09).model


def test_a_string_of_a_board_with_cards_the_library_lacks_is_self_contained() -> None:
    from sandbox.model import CardDef, Face

    card = CardDef(game="fab", name="Zzyx Invented", pitch="", faces=(Face(name="Zzyx Invented"),))
    board = Board("fab", (Player("ann", "Ann"), Player("ben", "Ben")), (), (), 1, "ann", 1, "")
    board = apply(board, AddObject(card, "ann", "hand", object_id="zz"))
    text = encode(from_board(board, title="invented"))
    opened = parse_share(text)
    obj = opened.board.object("zz")
    assert obj is not None and obj.card.name == "Zzyx Invented"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("hello", "not a Namesake share string"),
        ("namesake1.", "nothing after namesake1."),
        ("namesake1.@@@@not", "not base64url"),
        ("namesake1.eNqrVipILMpVslIqSi1WqgUAKPYFRQ", "cut short"),
        ("namesake7.eNqrVipILMpVslIqSi1WqgUAKPYFRQ", "newer Namesake (share format 7"),
    ],
)
def test_a_bad_string_gets_one_line_saying_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(ScenarioError) as error:
        parse_share(text)
    message = str(error.value)
    assert message.startswith("share string: $: ") and words in message
    assert "\n" not in message


def test_a_string_goes_through_the_same_validation_as_a_file() -> None:
    document = json.loads(F09.read_text())
    document["objects"][0]["zone"] = "moon"
    body = zlib.compress(json.dumps(document).encode())
    text = "namesake1." + base64.urlsafe_b64encode(body).decode().rstrip("=")
    with pytest.raises(ScenarioError) as from_string:
        parse_share(text)
    with pytest.raises(ScenarioError) as from_file:
        parse_scenario(json.dumps(document), "f.json")
    assert from_string.value.path == from_file.value.path == "$.objects[0].zone"
    assert from_string.value.problem == from_file.value.problem


def test_a_tiny_string_that_would_expand_enormously_is_refused() -> None:
    bomb = zlib.compress(b" " * (MAX_BYTES + 10), 9)
    text = "namesake1." + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(text) < 100_000
    with pytest.raises(ScenarioError, match="expands to more than"):
        decode(text)


def test_a_file_whose_name_looks_like_a_string_is_still_a_file(tmp_path: Path) -> None:
    named = tmp_path / "namesake1.abcdefghijklmnop"
    named.write_text(F09.read_text())
    assert open_scenario(str(named)).model == load_scenario(F09).model


def test_cli_share_prints_the_string_and_every_command_takes_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["share", str(F09)]) == 0
    text = capsys.readouterr().out.strip()
    assert looks_like_share(text)
    assert main(["check", text, "--json"]) == 0
    by_string = json.loads(capsys.readouterr().out)
    assert main(["check", str(F09), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == by_string
    assert _scenario_as_option([text]) == ["--open", text]
    assert _scenario_as_option(["--language", "es", text]) == ["--language", "es", "--open", text]
    assert main(["share", text]) == 0  # a string of a string is the same string
    assert capsys.readouterr().out.strip() == text


def test_cli_check_of_a_newer_string_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", "namesake2.eNqrVipILMpVslIqSi1WqgUAKPYFRQ"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("namesake: share string: $: made by a newer Namesake")
    assert "\n" not in err


def test_diff_after_an_action_lists_names_lost_and_findings_changed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # F9 (CR 3.0.5b): Head Jab leaves the arena and loses the name Surging Strike, so Gustwave's
    # combo no longer finds it
    assert main(["check", str(F09), "--diff-after", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["objects"] == [{"id": "head-jab", "gained": [], "lost": ["Surging Strike"]}]
    (combo,) = data["references"]
    assert combo["id"] == "gustwave:combo"
    assert (combo["status_before"], combo["status_after"]) == ("finds", "fails")
    assert combo["no_longer_finds"] == ["head-jab"]
    assert main(["check", str(F09), "--diff-after", "1", "--language", "es"]) == 0
    text = capsys.readouterr().out
    assert "head-jab: pierde Surging Strike" in text and "finds → fails" in text


def test_diff_after_m12_shows_protection_changing_what_the_ability_misses(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # M12/M13: after Runed Halo's name is chosen, protection finds Fire and misses the rest
    assert main(["check", str(M12), "--diff-after", "3", "--json"]) == 0
    (protection,) = json.loads(capsys.readouterr().out)["references"]
    assert (protection["status_before"], protection["status_after"]) == ("n/a", "finds")
    assert protection["finds_now"] == ["fire"]


def test_diff_after_a_step_that_does_not_exist_is_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["check", str(F09), "--diff-after", "4"]) == 2
    assert capsys.readouterr().err.strip() == (
        "namesake: --diff-after 4: no such action (it has 1 action(s))"
    )
