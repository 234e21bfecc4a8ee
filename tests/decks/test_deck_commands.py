"""`namesake deck` and `namesake audit`: exit codes, one-line errors, nothing written when a
line fails, a scenario that opens, and the audit in text, JSON and Markdown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox.cli.main import main
from sandbox.scenario.files import load_scenario

DATA = Path(__file__).parent / "data"


def test_deck_onto_a_new_table_writes_a_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "table.json"
    assert main(["deck", str(DATA / "arena.txt"), "--game", "mtg", "-o", str(out)]) == 0
    board = load_scenario(out).board
    assert len(board.objects) == 25 and {o.zone for o in board.objects} == {"library"}
    err = capsys.readouterr().err
    assert "25 cards of Izzet Tempo added for p1" in err
    assert "3 sideboard and companion cards start outside the game" in err


def test_deck_into_a_scenario_for_a_player(tmp_path: Path) -> None:
    into = Path(__file__).parents[2] / "resources/scenarios/fab/f17-spike-pit-trap.json"
    out = tmp_path / "more.json"
    code = main(
        ["deck", str(DATA / "fab-plain.txt"), "--game", "fab", "--player", "ben",
         "--into", str(into), "-o", str(out)]
    )  # fmt: skip
    assert code == 0
    board = load_scenario(out).board
    assert len(board.objects) == 6 + 12
    assert [o.zone for o in board.objects if o.card.name == "Katsu, the Wanderer"] == [
        "hero",
        "hero",
    ]


def test_a_line_that_fails_adds_nothing_unless_asked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lightning Bolt\n2 Lightnig Bolt\n")
    out = tmp_path / "out.json"
    assert main(["deck", str(deck), "--game", "mtg", "-o", str(out)]) == 1
    assert not out.exists()
    err = capsys.readouterr().err.splitlines()
    assert err[0].endswith(
        'line 2: "Lightnig Bolt" is not in your card data; closest: Lightning Bolt'
    )
    assert main(["deck", str(deck), "--game", "mtg", "-o", str(out), "--add-rest"]) == 0
    assert len(load_scenario(out).board.objects) == 4


def test_a_refused_list_is_one_line_in_spanish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.dek"
    deck.write_text('<!DOCTYPE d [<!ENTITY x "y">]><Deck/>')
    assert main(["deck", str(deck), "--game", "mtg", "--language", "es"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "DOCTYPE" in err and "necesita" in err


def test_unknown_player_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["deck", str(DATA / "mtgo.txt"), "--game", "mtg", "--player", "zed"])
    assert code == 2
    assert "--player zed: no such player (p1, p2)" in capsys.readouterr().err


def test_audit_json_markdown_and_boards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = str(DATA / "fabrary.txt")
    assert main(["audit", deck, "--game", "fab", "--against", "amnesia", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [run["on"] for run in data["runs"]] == ["you", "opponent"]
    out = tmp_path / "audit.json"
    code = main(
        ["audit", deck, "--game", "fab", "--against", "amnesia", "--on", "opponent",
         "--markdown", "-o", str(out)]
    )  # fmt: skip
    assert code == 0
    text = capsys.readouterr().out
    assert text.startswith("# Deck audit: Riptide traps")
    assert "## Against Amnesia on the opponent" in text
    assert load_scenario(out).board.effects[0].source_name == "Amnesia"


def test_audit_unknown_effect(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["audit", str(DATA / "fabrary.txt"), "--game", "fab", "--against", "needle"])
    assert code == 2
    assert "no effect needle for fab; there are: amnesia" in capsys.readouterr().err


def test_a_scenario_with_actions_is_not_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = Path(__file__).parents[2] / "resources/scenarios/fab"
    with_actions = next(
        p for p in sorted(source.glob("*.json")) if json.loads(p.read_text()).get("actions")
    )
    into = tmp_path / "mine.json"
    into.write_bytes(with_actions.read_bytes())
    code = main(
        ["deck", str(DATA / "fab-plain.txt"), "--game", "fab", "--into", str(into), "-o", str(into)]
    )
    assert code == 2
    assert into.read_bytes() == with_actions.read_bytes()
    assert "would not keep" in capsys.readouterr().err
